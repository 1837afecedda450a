import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite, type RunResult, type ScenarioResult } from '../../../src/run/index.js';
import { batchSize, stopBefore } from '../../../src/kinds/agent/trials.js';
import { loadScenarioFile } from '../../../src/scenario/load.js';
import {
  finalText,
  toolUse,
  type FakeAnswer,
  type FakeMessagesApi,
  type ReceivedRequest,
} from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { ROOT } from '../../helpers/runner.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';

const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');
const promptOf = (request: ReceivedRequest) => String(request.body.messages?.[0]?.content ?? '');

/**
 * First turns wait at a barrier until `size` of the same prompt are in flight, so the most in flight
 * at once is exactly the batch: the barrier opens on the arrival that completes the batch, not after
 * a time. Trials that did not run concurrently would never complete it; the guard, far longer than
 * any batch takes to start, only turns that deadlock into a failure that says so (`gaveUp`) rather
 * than a hook timeout, and is cleared as soon as the batch is complete.
 */
const inFlight = new Map<string, number>();
const most = new Map<string, number>();
const waiting = new Map<string, { release: () => void; guard: NodeJS.Timeout }[]>();
const gaveUp: string[] = [];
const GUARD_MS = 20_000;
function barrier(prompt: string, size: number): Promise<void> {
  const now = (inFlight.get(prompt) ?? 0) + 1;
  inFlight.set(prompt, now);
  most.set(prompt, Math.max(most.get(prompt) ?? 0, now));
  const open = () => {
    const queue = waiting.get(prompt) ?? [];
    waiting.set(prompt, []);
    for (const waiter of queue) {
      clearTimeout(waiter.guard);
      waiter.release();
    }
  };
  return new Promise((resolve) => {
    const guard = setTimeout(() => {
      gaveUp.push(`${prompt}: only ${waiting.get(prompt)?.length ?? 0} of ${size} first turns arrived together`);
      open();
    }, GUARD_MS);
    waiting.set(prompt, [...(waiting.get(prompt) ?? []), { release: resolve, guard }]);
    if (waiting.get(prompt)!.length >= size) open();
  });
}

async function answer(request: ReceivedRequest): Promise<FakeAnswer> {
  const prompt = promptOf(request);
  const first = (request.body.messages ?? []).length === 1;
  if (first) {
    await barrier(prompt, prompt === 'fixed' ? 3 : 4);
    inFlight.set(prompt, inFlight.get(prompt)! - 1);
  }
  if (prompt === 'bad') return finalText('I do not know.');
  return first ? toolUse(['list_conferences', {}]) : finalText('North Atlantic');
}

const SUITE = `name: fixed
prompt: fixed
trials: 5
min_passes: 3
expected_calls: [ { tool: list_conferences } ]
---
name: bad
prompt: bad
pass_rate: 0.7
max_trials: 40
expected_calls: [ { tool: list_conferences } ]
`;

let fake: FakeMessagesApi;
let run: RunResult;
fakeApiTest(answer).beforeAll(async ({ fake: started }) => {
  fake = started;
  const workspace = await writeSuite({ 'agent.yaml': SUITE });
  run = await runSuite(
    optionsFor(
      workspace,
      { kind: 'module', modulePath: ECNL_MODULE },
      { concurrency: 4, agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'sk-ant-test-agent' } },
    ),
  );
}, 120_000);

const byName = (name: string): ScenarioResult => run.scenarios.find((s) => s.name === name)!;
const firstTurns = (prompt: string) =>
  fake.requests.filter((r) => promptOf(r) === prompt && (r.body.messages ?? []).length === 1).length;

describe('trials run concurrently, and a decided scenario stops at once', () => {
  it('trials/min_passes: one batch of the passes still needed, and no trial more', () => {
    expect(gaveUp).toEqual([]);
    expect(most.get('fixed')).toBe(3);
    expect(firstTurns('fixed')).toBe(3);
    const fixed = byName('fixed');
    expect(fixed.status).toBe('passed');
    expect(fixed.agent!.trials.map((t) => t.index)).toEqual([1, 2, 3]);
    expect(fixed.agent!.uncounted).toBeUndefined();
  });

  it('pass_rate: batches up to concurrency; trials in flight past the decision run but are not counted', () => {
    expect(gaveUp).toEqual([]);
    expect(most.get('bad')).toBe(4);
    const bad = byName('bad');
    // Five failures decide "fail" (each moves the log-likelihood ratio by ln(0.2/0.4), the bound is ln(0.05/0.95)):
    // counted as a one-at-a-time run would, trials 6 to 8 of the second batch were in flight and are not counted.
    expect(bad.agent!.sequential!.verdict).toBe('fail');
    expect(bad.agent!.trials.map((t) => t.index)).toEqual([1, 2, 3, 4, 5]);
    expect(bad.agent!.uncounted).toBe(3);
    expect(firstTurns('bad')).toBe(8);
    expect(bad.agent!.stoppedEarly).toBe(
      'the pass_rate rule decided "fail" after 5 trials; 35 of max_trials were not needed; 3 more trials were already running and were not counted (their tokens are included)',
    );
    // Saved: the 32 trials never started, at the mean tokens of the 8 run.
    const { input, output, cacheRead, cacheWrite } = bad.agent!.tokens;
    const perTrial = (input + output + cacheRead + cacheWrite) / 8;
    expect(bad.agent!.sequential!.tokensSaved).toBe(Math.round(perTrial * 32));
  });
});

describe('batch sizes', () => {
  const spec = (text: string) => loadScenarioFile(text, '/w/a.yaml', 'a.yaml').scenarios[0]!.agent!;
  it('are what can still be needed, bounded by concurrency', () => {
    const fixed = spec('name: a\nprompt: p\ntrials: 10\nmin_passes: 4\nmax_calls: 2\n');
    expect(batchSize(fixed, 0, 0, 8)).toBe(4);
    expect(batchSize(fixed, 3, 5, 8)).toBe(1);
    expect(batchSize(fixed, 0, 0, 2)).toBe(2);
    const rated = spec('name: a\nprompt: p\npass_rate: 0.8\nmax_trials: 12\nmax_calls: 2\n');
    expect(batchSize(rated, 0, 0, 4)).toBe(4);
    expect(batchSize(rated, 3, 10, 4)).toBe(2);
    expect(batchSize(rated, 0, 0, 0)).toBe(1);
    expect(stopBefore(fixed, 4, 4)).toMatch(/min_passes \(4\) was reached after 4 trials/);
    expect(stopBefore(fixed, 0, 7)).toMatch(/can no longer be reached/);
  });
});
