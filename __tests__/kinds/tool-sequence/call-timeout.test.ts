// Issue 42 §7: `timeout_ms` bounds the whole call, every input round included, in both eras. The
// server (in-process, served in each era through the SDK's era entry) asks for a confirmation five
// times and takes LEG_MS to answer each leg: every leg is well inside the step's timeout, the call as a
// whole is not. In the 2026-07-28 era each round is a request of its own, whose SDK timeout starts
// afresh; the step must still end at its timeout_ms, as it does in the 2025 era.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSuite, type RunResult, type ScenarioResult } from '../../../src/run/index.js';
import { keepEnvironment } from '../../helpers/keep-environment.js';
import { optionsFor, SERVERS, writeSuite } from '../../mcp/helpers.js';

const SERVER = path.join(SERVERS, 'requests/slow-rounds.mjs');
/** The step's timeout_ms: over two legs, under the whole call. */
const STEP_TIMEOUT_MS = 300;
const LEG_MS = 120;
const ASKS = 5;
/** A call that ends at its timeout, give or take a loaded machine; unbounded, it takes (ASKS + 1) × LEG_MS. */
const ENDED_WITHIN_MS = 4 * STEP_TIMEOUT_MS;

keepEnvironment();

const confirmations = Array.from({ length: ASKS }, () => '      - { action: accept, content: { confirm: true } }').join(
  '\n',
);
const step = (timeoutMs: number) => `  - tool: slow_rounds
    args: { asks: ${ASKS}, leg_ms: ${LEG_MS} }
    timeout_ms: ${timeoutMs}
    elicitation:
${confirmations}
`;
const SUITE = {
  'bounded.yaml': `name: bounded\ntool_sequence:\n${step(STEP_TIMEOUT_MS)}expected_contains: ["confirmed ${ASKS} times"]\n`,
  // The same call with room for every round: the fixture answers, so the bounded one failed on time alone.
  'roomy.yaml': `name: roomy\ntool_sequence:\n${step(10_000)}expected_contains: ["confirmed ${ASKS} times"]\n`,
};

const runs: Partial<Record<'legacy' | 'modern', RunResult>> = {};

beforeAll(async () => {
  const workspace = await writeSuite(SUITE);
  for (const protocol of ['modern', 'legacy'] as const) {
    runs[protocol] = await runSuite(
      optionsFor(workspace, { kind: 'module', modulePath: SERVER }, { protocol, timeoutMs: 10_000 }),
    );
  }
}, 30_000);

function scenario(run: RunResult, name: string): ScenarioResult {
  const found = run.scenarios.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
}

describe.each(['modern', 'legacy'] as const)('timeout_ms in the %s era', (protocol) => {
  it('speaks the era asked for', () => {
    expect(runs[protocol]!.protocol?.era).toBe(protocol);
  });

  it('bounds the whole call, every input round included', () => {
    const result = scenario(runs[protocol]!, 'bounded');
    // A call that got no answer is a protocol failure: the scenario could not be run to its end.
    expect(result.status).toBe('errored');
    const stepResult = result.steps[0]!;
    expect(stepResult.error).toContain(
      `slow_rounds failed: no answer within ${STEP_TIMEOUT_MS} ms (the step's timeout_ms)`,
    );
    expect(stepResult.durationMs).toBeLessThan(ENDED_WITHIN_MS);
  });

  it('says the rounds answered were inside the limit, which is on the whole call', () => {
    const error = scenario(runs[protocol]!, 'bounded').steps[0]!.error ?? '';
    expect(error).toMatch(
      /the server asked the client for input [1-9]\d* times? during the call, each answered; the step's timeout_ms bounds the whole call, every round included/,
    );
  });

  it('lets a call with room for every round finish', () => {
    const result = scenario(runs[protocol]!, 'roomy');
    expect(result.steps[0]!.error).toBeUndefined();
    expect(result.status).toBe('passed');
    expect(result.steps[0]!.requests).toHaveLength(ASKS);
  });
});
