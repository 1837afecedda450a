import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSuite } from '../../src/run/index.js';
import { renderRunReport } from '../../src/report/terminal.js';
import { renderSummary } from '../../src/report/summary.js';
import { planAnnotations } from '../../src/report/annotations.js';
import { ROOT } from '../helpers/runner.js';
import { optionsFor, writeSuite } from '../mcp/helpers.js';

const MCP = pathToFileURL(path.join(ROOT, 'node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js')).href;
const STDIO = pathToFileURL(path.join(ROOT, 'node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js')).href;

/** A stdio server that takes a second to start (as a Python server's imports do), then answers at once. */
const SLOW_START = `
import { McpServer } from '${MCP}';
import { StdioServerTransport } from '${STDIO}';
await new Promise((resolve) => setTimeout(resolve, 1000));
const server = new McpServer({ name: 'slow', version: '1.0.0' });
server.registerTool('ping', { description: 'Answers pong.' }, async () => ({ content: [{ type: 'text', text: 'pong' }] }));
await server.connect(new StdioServerTransport());
`;

/** In-process, the same: each createServer() takes STARTUP_MS, so start-ups run side by side under concurrency. */
const STARTUP_MS = 400;
const SLOW_MODULE = `
import { McpServer } from '${MCP}';
export async function createServer() {
  await new Promise((resolve) => setTimeout(resolve, ${STARTUP_MS}));
  const server = new McpServer({ name: 'slow', version: '1.0.0' });
  server.registerTool('ping', { description: 'Answers pong.' }, async () => ({ content: [{ type: 'text', text: 'pong' }] }));
  return server;
}
`;

const scenario = (name: string) => `name: ${name}\ntool_sequence:\n  - tool: ping\nexpected_contains: [pong]\n`;

describe('a run whose server start-up is most of its time (issue 31 §5)', () => {
  it('says once, as a notice, that isolation: suite shares one server; not under suite', async () => {
    const workspace = await writeSuite({
      'server.mjs': SLOW_START,
      'a.yaml': scenario('a'),
      'b.yaml': scenario('b'),
      'c.yaml': scenario('c'),
    });
    const server = { kind: 'command' as const, command: `"${process.execPath}" server.mjs`, cwd: workspace };
    const run = await runSuite(optionsFor(workspace, server, { concurrency: 1 }));
    expect(run.scenarios.map((s) => s.status)).toEqual(['passed', 'passed', 'passed']);
    expect(run.startupDominated).toMatchObject({ sessions: 3 });
    const terminal = renderRunReport(run, { color: false });
    expect(terminal.split('--isolation suite').length - 1).toBe(1);
    expect(terminal).toContain('(action input isolation: suite) shares one server');
    expect(renderSummary(run).markdown).toContain('shares one server');
    const notices = planAnnotations(run).annotations.filter((annotation) =>
      annotation.message.includes('--isolation suite'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.level).toBe('notice');

    const shared = await runSuite(optionsFor(workspace, server, { concurrency: 1, isolation: 'suite' }));
    expect(shared.startupDominated).toBeUndefined();
    expect(renderRunReport(shared, { color: false })).not.toContain('--isolation suite');
  }, 30_000);

  it('sets wall time against wall time: start-ups that ran at once count once (issue 43 §11)', async () => {
    const workspace = await writeSuite({
      'server.mjs': SLOW_MODULE,
      'a.yaml': scenario('a'),
      'b.yaml': scenario('b'),
      'c.yaml': scenario('c'),
      'd.yaml': scenario('d'),
    });
    const server = { kind: 'module' as const, modulePath: path.join(workspace, 'server.mjs') };
    const run = await runSuite(optionsFor(workspace, server, { concurrency: 4 }));
    expect(run.scenarios.map((s) => s.status)).toEqual(['passed', 'passed', 'passed', 'passed']);
    const dominated = run.startupDominated!;
    expect(dominated).toBeDefined();
    // Three start-ups at once (the probe's session is the first scenario's): their sum is more than the run.
    expect(dominated.startupMs).toBeLessThanOrEqual(dominated.runMs);
    expect(dominated.summedMs).toBeGreaterThan(dominated.startupMs);
    expect(dominated.mostAtOnce).toBeGreaterThan(1);
    const notice = /a server was starting for ([\d.]+) s of this run's ([\d.]+) s/.exec(
      renderRunReport(run, { color: false }),
    );
    expect(notice, 'the notice').not.toBeNull();
    expect(Number(notice![1])).toBeLessThanOrEqual(Number(notice![2]));
    expect(renderSummary(run).markdown).toContain(`starting at once; their start-ups add up to`);
  });
});
