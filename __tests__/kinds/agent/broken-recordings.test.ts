// A committed recording that exists and cannot be read (empty, cut short, a merge conflict, another
// version, a directory) is an error of its scenario naming the file and what is wrong: never read as
// "no recording" and skipped, which would switch replay off and end the run green.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSuite } from '../../../src/run/index.js';
import { ROOT } from '../../helpers/runner.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';

const MCP = pathToFileURL(path.join(ROOT, 'node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js')).href;
const SERVER = `
import { McpServer } from '${MCP}';
export function createServer() {
  const server = new McpServer({ name: 'orders', version: '1.0.0' });
  server.registerTool('orders_get', { description: 'Get an order.' }, async () => ({ content: [{ type: 'text', text: 'Order 1234: shipped' }] }));
  return server;
}
`;

const GOOD_START = '{\n  "version": 1,\n  "scenario": "x",\n  "trials": [\n';
const BROKEN: Record<string, { write: string | 'directory'; says: string }> = {
  empty: { write: '', says: 'the file is empty' },
  truncated: { write: GOOD_START, says: 'it is not valid JSON' },
  conflict: {
    write: `<<<<<<< HEAD\n${GOOD_START}=======\n{}\n>>>>>>> feature\n`,
    says: 'it holds git merge-conflict markers',
  },
  future: { write: '{ "version": 2, "trials": [] }\n', says: 'its version is 2, this version reads 1' },
  folder: { write: 'directory', says: 'cannot be read' },
};

describe('a recording that exists and cannot be read', () => {
  it('is an error of its scenario, naming the file and what is wrong, in every form', async () => {
    const scenarios = Object.keys(BROKEN)
      .map((name) => `name: ${name}\nprompt: "Look up order 1234."\nexpected_calls: [{ tool: orders_get }]\n`)
      .join('---\n');
    const workspace = await writeSuite({ 'orders.yaml': scenarios, 'server.mjs': SERVER });
    await mkdir(path.join(workspace, '__recordings__'));
    for (const [name, { write }] of Object.entries(BROKEN)) {
      const file = path.join(workspace, '__recordings__', `${name}.json`);
      if (write === 'directory') await mkdir(file);
      else await writeFile(file, write);
    }
    // No key: replay is what runs agent scenarios here.
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: path.join(workspace, 'server.mjs') },
        {
          agent: { mode: 'auto', model: 'claude-haiku-4-5' },
        },
      ),
    );
    for (const [name, { says }] of Object.entries(BROKEN)) {
      const result = run.scenarios.find((scenario) => scenario.name === name)!;
      expect(result.status, name).toBe('errored');
      expect(result.error, name).toContain(path.join('__recordings__', `${name}.json`));
      expect(result.error, name).toContain(says);
    }
  });
});
