// Issue 43 §15: a command a report suggests is there to be copied. A long server path made the skip
// line of an agent scenario end in `--server-module '…/ven…)`; the words around it are cut instead.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toRunOptions } from '../../src/config/resolve.js';
import { runSuite } from '../../src/run/index.js';
import { renderSummary } from '../../src/report/summary.js';
import { NOTE_LINE_LIMIT_CHARS, renderScenarioLine } from '../../src/report/terminal.js';
import { escapeCell } from '../../src/report/text/escape.js';
import { CLIPPED_PROSE_MIN_CHARS, clipKeepingCommands } from '../../src/report/text/limits.js';
import { ROOT } from '../helpers/runner.js';
import { runConfig, writeSuite } from '../mcp/helpers.js';

const MCP = pathToFileURL(path.join(ROOT, 'node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js')).href;
const SERVER = `
import { McpServer } from '${MCP}';
export function createServer() {
  const server = new McpServer({ name: 'notes', version: '1.0.0' });
  server.registerTool('get_note', { description: 'Reads one note.' }, async () => ({ content: [{ type: 'text', text: 'note 1' }] }));
  return server;
}
`;
/** Where a Python project's server lives on a CI runner: long enough that no one-line limit holds it. */
const DEEP = 'home/runner/work/notes-mcp-server/notes-mcp-server/.venv/lib/python3.12/site-packages/notes_server';
const SCENARIO = 'name: find_note\nprompt: "Read note 1."\nexpected_calls: [{ tool: get_note }]\n';
const COMMAND = `\`npx mcp-scenario-eval record-agent note.yaml --server-module ${DEEP}/server.mjs\``;

async function workspace(): Promise<string> {
  const root = await writeSuite({ 'note.yaml': SCENARIO });
  await mkdir(path.join(root, DEEP), { recursive: true });
  await writeFile(path.join(root, DEEP, 'server.mjs'), SERVER);
  return root;
}

describe('a suggested command is never cut (issue 43 §15)', () => {
  it('in the skip line and the summary: the explanation around it is cut instead', async () => {
    const root = await workspace();
    const run = await runSuite(toRunOptions(runConfig(root, { serverModule: `${DEEP}/server.mjs` })));
    const skipped = run.scenarios[0]!;
    expect(skipped.status).toBe('skipped');
    expect(skipped.skipReason).toContain(COMMAND);

    const line = renderScenarioLine(skipped, { color: false });
    expect(COMMAND.length).toBeGreaterThan(NOTE_LINE_LIMIT_CHARS - 40);
    expect(line).toContain(COMMAND);
    // Cut, still: the words after the command make way for it.
    expect(line).not.toContain('records it for replay without a key');
    expect(line).toContain('agent scenario not run: no ANTHROPIC_API_KEY');

    const summary = renderSummary(run).markdown;
    expect(summary).toContain(escapeCell(COMMAND));
  });

  it('in an error line: the command stays whole, the rest of the reason is cut', async () => {
    const root = await workspace();
    const run = await runSuite(
      toRunOptions(runConfig(root, { serverModule: `${DEEP}/server.mjs`, agentReplay: true })),
    );
    const errored = run.scenarios[0]!;
    expect(errored.status).toBe('errored');
    expect(errored.error).toContain(COMMAND);
    const line = renderScenarioLine(errored, { color: false });
    expect(line).toContain(COMMAND);
    expect(line).toContain('(in full below)');
    expect(renderSummary(run).markdown).toContain(escapeCell(COMMAND));
  });

  it('clipKeepingCommands cuts prose from the end, at a word, keeps some of it, and keeps every command whole', () => {
    const command = '`npx tool --server-command /a/very/long/path/to/a/server`';
    const text = `not run: no key is set for this run; ${command} (with a key) records it for replay without a key`;
    for (const limit of [10, 40, 70, 90, 120, text.length - 5]) {
      const clipped = clipKeepingCommands(text, limit);
      expect(clipped, `limit ${limit}`).toContain(command);
      expect(clipped.length, `limit ${limit}`).toBeLessThanOrEqual(
        Math.max(limit, command.length + CLIPPED_PROSE_MIN_CHARS + 3),
      );
      expect(clipped.length - command.length, `limit ${limit}`).toBeGreaterThanOrEqual(CLIPPED_PROSE_MIN_CHARS - 10);
    }
    expect(clipKeepingCommands(text, 120)).toBe(
      `not run: no key is set for this run; ${command} (with a key) records it…`,
    );
    expect(clipKeepingCommands(text, 10)).toBe(`not run: no key is set for this run; ${command} (with a key) records…`);
    expect(clipKeepingCommands(text, text.length)).toBe(text);
    expect(clipKeepingCommands('no command at all here', 10)).toBe('no command…');
  });
});
