import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite, type RunOptions } from '../../../src/run/index.js';
import { createServer } from '../../fixtures/servers/orders.mjs';
import { startHttpServer } from '../../fixtures/servers/http.js';
import { ROOT, runCli } from '../../helpers/runner.js';
import { optionsFor, SERVERS, writeSuite } from '../../mcp/helpers.js';

const SUITE = {
  'flow.yaml': `name: create_then_read
live: true
tool_sequence:
  - tool: create_order
    args: { item: widget }
    save: { order_id: 'Order id: (ord-\\d+)' }
  - tool: get_order
    args: { id: "\${order_id}" }
    expected_contains: ["widget, pending"]
`,
};

/** The id the first call made, and whether the second call read that same order. */
async function runOn(server: RunOptions['server']) {
  const workspace = await writeSuite(SUITE);
  const run = await runSuite(optionsFor(workspace, server));
  const [scenario] = run.scenarios;
  const id = /Order id: (ord-\d+)/.exec(scenario!.steps[0]?.text ?? '')?.[1];
  return { status: scenario!.status, id, second: scenario!.steps[1]?.text };
}

describe('save and ${name} over every transport', () => {
  it('in-process (server-module)', async () => {
    const result = await runOn({ kind: 'module', modulePath: path.join(SERVERS, 'orders.mjs') });
    expect(result.status).toBe('passed');
    expect(result.second).toBe(`Order ${result.id}: widget, pending`);
  });

  it('Streamable HTTP on 127.0.0.1 (live mode)', async () => {
    const http = await startHttpServer({ createServer });
    try {
      const result = await runOn({ kind: 'http', url: http.url, headers: {} });
      expect(result.status).toBe('passed');
      expect(result.second).toBe(`Order ${result.id}: widget, pending`);
    } finally {
      await http.close();
    }
  });
});

describe('a saved number into a number argument', () => {
  it("the CLI against server-everything: a count saved from echo is get-sum's a, passed as a number", async () => {
    const everything = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
    const workspace = await writeSuite({
      'sum.yaml': `name: saved_number_sum
tool_sequence:
  - tool: echo
    args: { message: "there are 41 items" }
    save: { count: 'there are (\\d+) items' }
  - tool: get-sum
    args: { a: "\${count}", b: 1 }
    expected_contains: ["42"]
`,
    });
    const run = await runCli(['sum.yaml', '--server-command', `"${process.execPath}" "${everything}" stdio`], {
      cwd: workspace,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^PASS {2}saved_number_sum /m);
  }, 30_000);
});
