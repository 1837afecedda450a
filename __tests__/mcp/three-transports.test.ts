import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSuite, type RunResult } from '../../src/run/index.js';
import { createServer } from '../fixtures/servers/catalog.mjs';
import { startHttpServer, type FixtureHttpServer } from '../fixtures/servers/http.js';
import { CATALOG, CATALOG_COMMAND, optionsFor, writeSuite } from './helpers.js';

const TOKEN = 'tok-3f9a1c7e5b2d';

/** The same scenarios for every transport; all `live: true` so live mode runs them too. */
const SUITE = {
  'lookup.yaml': `name: lookup_item
live: true
tool_sequence:
  - tool: lookup
    args: { item: widget, quantity: 2 }
expected_contains: ["Item widget: in stock (2 wanted)"]
expected_not_contains: ["out of stock"]
`,
  'kinds.yaml': `name: content_kinds
live: true
tool_sequence:
  - tool: kinds
  - tool: structured
expected_contains:
  - "plain text part\\n[image image/png, 16 bytes]\\n[audio audio/wav, 5 bytes]\\nembedded text\\n[resource_link file:///report.pdf]"
  - '"region": "North Atlantic"'
`,
  'errors.yaml': `name: soft_error_expected
live: true
tool_sequence:
  - tool: missing_item
    expect_error: true
expected_contains: ["no such item: widget-9"]
---
name: soft_error_unexpected
live: true
tool_sequence:
  - tool: missing_item
expected_contains: ["no such item"]
---
name: success_but_error_expected
live: true
tool_sequence:
  - tool: lookup
    args: { item: a }
    expect_error: true
`,
  'before.yaml': `name: unknown_tool
live: true
tool_sequence:
  - tool: lookp
    args: { item: a }
expected_contains: ["Item"]
---
name: bad_arguments
live: true
tool_sequence:
  - tool: lookup
    args: { item: 5 }
expected_contains: ["Item"]
`,
  'isolation.yaml': `name: count_a
live: true
tool_sequence:
  - tool: count
expected_contains: ["calls=1"]
---
name: count_b
live: true
tool_sequence:
  - tool: count
expected_contains: ["calls=1"]
`,
};

/** What must be equal across transports: everything but timings. */
function comparable(run: RunResult) {
  return run.scenarios.map((s) => ({
    name: s.name,
    status: s.status,
    error: s.error,
    output: s.output,
    checks: s.checks.map((c) => [c.kind, c.subject, c.status, c.message, c.position.line]),
  }));
}

describe('the same scenarios over stdio, in-process and Streamable HTTP', () => {
  let workspace: string;
  let http: FixtureHttpServer;
  let stdio: RunResult;

  beforeAll(async () => {
    workspace = await writeSuite(SUITE);
    http = await startHttpServer({ createServer, token: TOKEN });
    stdio = await runSuite(optionsFor(workspace, { kind: 'command', command: CATALOG_COMMAND, cwd: workspace }));
  });
  afterAll(() => http?.close());

  it('gives the expected result for each scenario over stdio', () => {
    const byName = Object.fromEntries(stdio.scenarios.map((s) => [s.name, s]));
    expect(Object.fromEntries(stdio.scenarios.map((s) => [s.name, s.status]))).toEqual({
      lookup_item: 'passed',
      content_kinds: 'passed',
      soft_error_expected: 'passed',
      soft_error_unexpected: 'failed',
      success_but_error_expected: 'failed',
      unknown_tool: 'errored',
      bad_arguments: 'errored',
      count_a: 'passed',
      count_b: 'passed',
    });
    expect(byName.soft_error_unexpected!.checks[0]!.message).toBe(
      'missing_item returned isError: true: no such item: widget-9',
    );
    expect(byName.success_but_error_expected!.checks[0]!.message).toBe(
      'lookup succeeded, but the step says expect_error: true',
    );
    expect(byName.unknown_tool!.checks[0]!.message).toBe('the server has no tool "lookp": did you mean "lookup"?');
    expect(byName.bad_arguments!.checks[0]!.message).toBe(
      `the arguments of lookup do not match the tool's input schema: args.item must be a string; args were {"item":5}`,
    );
    expect(byName.bad_arguments!.steps).toEqual([]);
    expect(stdio.isolation).toBe('scenario');
  });

  it('gives the same results in-process through server-module', async () => {
    const inProcess = await runSuite(optionsFor(workspace, { kind: 'module', modulePath: CATALOG }));
    expect(comparable(inProcess)).toEqual(comparable(stdio));
  });

  it('gives the same results over Streamable HTTP with a bearer token', async () => {
    const live = await runSuite(
      optionsFor(
        workspace,
        { kind: 'http', url: http.url, bearerToken: TOKEN, bearerTokenSource: 'MCP_EVAL_BEARER_TOKEN', headers: {} },
        { secrets: [TOKEN] },
      ),
    );
    expect(live.mode).toBe('live');
    expect(comparable(live)).toEqual(comparable(stdio));
    expect(http.seen.authorization.every((value) => value === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('shares one session across scenarios with isolation: suite, and says so', async () => {
    const shared = await runSuite(
      optionsFor(
        workspace,
        { kind: 'command', command: CATALOG_COMMAND, cwd: workspace },
        {
          isolation: 'suite',
          filter: 'count_*',
          concurrency: 1,
        },
      ),
    );
    expect(shared.isolation).toBe('suite');
    expect(shared.scenarios.map((s) => [s.name, s.status, s.output])).toEqual([
      ['count_a', 'passed', 'calls=1'],
      ['count_b', 'failed', 'calls=2'],
    ]);
  });
});
