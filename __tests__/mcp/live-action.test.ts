import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../fixtures/servers/catalog.mjs';
import { startHttpServer, type FixtureHttpServer } from '../fixtures/servers/http.js';
import { runAction, type ActionRun } from '../helpers/runner.js';
import { writeSuite } from './helpers.js';

const TOKEN = 'live-token-8c7d6e5f4a3b';
const WRONG = 'not-the-token-1f2e3d4c';
const HEADER_VALUE = 'tenant-secret-77aa';

/** Everything the action printed or wrote, except the `::add-mask::` commands that carry secrets to the runner by design. */
function visible(run: ActionRun): string {
  const stdout = run.stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  return [stdout, run.stderr, run.summary, JSON.stringify(run.outputs)].join('\n');
}

describe('dist/index.js in live mode', () => {
  let http: FixtureHttpServer;
  let workspace: string;
  beforeAll(async () => {
    http = await startHttpServer({ createServer, token: TOKEN });
    workspace = await writeSuite({
      'live.yaml': `name: live_lookup
live: true
tool_sequence:
  - tool: lookup
    args: { item: widget }
expected_contains: ["Item widget: in stock"]
---
name: stub_only
tool_sequence:
  - tool: count
expected_contains: ["calls=1"]
`,
    });
  });
  afterAll(() => http?.close());

  it('runs the live scenarios with INPUT_REMOTE-URL and INPUT_BEARER-TOKEN, and sends MCP_EVAL_HEADERS', async () => {
    const run = await runAction(
      { scenarios: '*.yaml', 'remote-url': http.url, 'bearer-token': TOKEN },
      { workspace, env: { MCP_EVAL_HEADERS: `X-Tenant: ${HEADER_VALUE}` } },
    );
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ total: '1', passed: '1', failed: '0' });
    expect(run.stdout).toContain(`::add-mask::${HEADER_VALUE}`);
    expect(http.seen.headers.at(-1)?.['x-tenant']).toBe(HEADER_VALUE);
    expect(visible(run)).not.toContain(TOKEN);
    expect(visible(run)).not.toContain(HEADER_VALUE);
  });

  it('fails with a message naming where a wrong token came from, and never prints it', async () => {
    const run = await runAction(
      { scenarios: '*.yaml', 'remote-url': http.url },
      { workspace, env: { MCP_EVAL_BEARER_TOKEN: WRONG } },
    );
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ total: '1', failed: '1' });
    expect(visible(run)).toContain(`${http.url} refused the bearer token from MCP_EVAL_BEARER_TOKEN (HTTP 401;`);
    expect(visible(run)).not.toContain(WRONG);
  });
});
