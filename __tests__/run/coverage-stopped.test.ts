// Issue 43 §12: a run stopped (SIGTERM) while a tool was being called reported that tool "not called
// by any scenario": the scenario under way is reported with none of its calls. A call that was made
// is a call, and so are the scenario's calls before it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect } from 'vitest';
import { runSuite } from '../../src/run/index.js';
import { coverageLine } from '../../src/report/coverage.js';
import { toolUse } from '../judge/fake-messages-api.js';
import { fakeApiTest } from '../judge/fake-messages-api-fixture.js';
import { ROOT } from '../helpers/runner.js';
import { optionsFor, writeSuite } from '../mcp/helpers.js';

const MCP = pathToFileURL(path.join(ROOT, 'node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js')).href;
/** How long `export_notes` takes: far longer than the test, which stops the run as soon as it is called. */
const EXPORT_MS = 30_000;
/** Called (in this process: the server is in-process) when `export_notes` starts: the test stops the run then. */
const ON_EXPORT = '__mseCoverageStoppedOnExport';

const SERVER = `
import { McpServer } from '${MCP}';
export function createServer() {
  const server = new McpServer({ name: 'notes', version: '1.0.0' });
  server.registerTool('list_notes', { description: 'Lists the notes.' }, async () => ({ content: [{ type: 'text', text: 'note 1' }] }));
  server.registerTool('export_notes', { description: 'Exports every note.' }, async (extra) => {
    globalThis.${ON_EXPORT}?.();
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, ${EXPORT_MS});
      timer.unref();
      extra.signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); });
    });
    return { content: [{ type: 'text', text: 'exported' }] };
  });
  server.registerTool('delete_note', { description: 'Deletes a note.' }, async () => ({ content: [{ type: 'text', text: 'deleted' }] }));
  return server;
}
`;

const SEQUENCE =
  'name: export\ntool_sequence:\n  - tool: list_notes\n  - tool: export_notes\nexpected_contains: [exported]\n';
const AGENT =
  'name: export_all\nprompt: "Export my notes."\nexpected_calls: [{ tool: export_notes }]\nexpected_contains: [exported]\n';

/** Runs the suite, stopping it as SIGTERM does the moment `export_notes` is called. */
async function runStoppedMidCall(files: Record<string, string>, agent?: Parameters<typeof optionsFor>[2]) {
  const workspace = await writeSuite({ 'server.mjs': SERVER, ...files });
  const stop = new AbortController();
  const hooks = globalThis as Record<string, unknown>;
  hooks[ON_EXPORT] = () => stop.abort(new Error('SIGTERM received'));
  try {
    return await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: path.join(workspace, 'server.mjs') },
        { concurrency: 1, signal: stop.signal, ...agent },
      ),
    );
  } finally {
    delete hooks[ON_EXPORT];
  }
}

const test = fakeApiTest(() => toolUse(['export_notes', {}]));

describe('coverage of a run stopped mid-call (issue 43 §12)', () => {
  test('a tool sequence: the tool under way and the steps before it were called', async () => {
    const run = await runStoppedMidCall({ 'export.yaml': SEQUENCE });
    expect(run.scenarios[0]!.error).toBe(
      'stopped: the run was stopped (SIGTERM received) before this scenario finished',
    );
    expect(run.coverage?.called.sort()).toEqual(['export_notes', 'list_notes']);
    expect(run.coverage?.uncalled).toEqual(['delete_note']);
    expect(coverageLine(run.coverage!)).toBe('Tools called: 2 of 3; not called by any scenario: delete_note');
  });

  test('an agent scenario: the tool the model was calling was called', async () => {
    const run = await runStoppedMidCall(
      { 'export-all.yaml': AGENT },
      { agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'k' } },
    );
    expect(run.scenarios[0]!.error).toContain('stopped: the run was stopped (SIGTERM received)');
    expect(run.coverage?.called).toEqual(['export_notes']);
    expect(coverageLine(run.coverage!)).toMatch(/^Tools called: 1 of 3;/);
  });
});
