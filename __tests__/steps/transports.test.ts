import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite, type RunOptions } from '../../src/engine/index.js';
import { createServer } from '../fixtures/servers/orders.mjs';
import { startHttpServer } from '../fixtures/servers/http.js';
import { optionsFor, SERVERS, writeSuite } from '../transports/helpers.js';

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
