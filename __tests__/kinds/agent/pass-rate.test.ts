import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite, type RunResult, type ScenarioResult } from '../../../src/run/index.js';
import { finalText, seededCoin, toolUse } from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { ROOT } from '../../helpers/runner.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';

const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');

// The model's rate is the number in its name: claude-good-95 calls right 95% of the time.
//
// One seeded run of each scenario through the runner: the trials are the scenario's own (its
// max_trials is what is under test), so there is no run count to cut. The rule is pass_rate 0.7 ±
// 0.1 at 95% (5% false passes at 0.6, 5% false fails at 0.8, so power 95% at 0.8). How often a
// reseeded run would meet each assertion, from the rule's exact distribution (dynamic programming
// over passes and failures): the 99% model passes within 15 trials 99.2% of the time (11 at the
// soonest); the 10% model fails within 6 trials 88.6% of the time (5 at the soonest); the 70% model
// is still undecided after max_trials 6 98.9% of the time.
const coin = seededCoin({
  seed: 33,
  rate: (model) => Number(/(\d+)$/.exec(model)?.[1] ?? 0) / 100,
  right: [toolUse(['list_conferences', {}]), finalText('North Atlantic')],
  wrong: [finalText('I do not know.')],
});

const SUITE = `name: good
prompt: p
model: claude-good-99
pass_rate: 0.7
max_trials: 40
expected_calls: [ { tool: list_conferences } ]
---
name: bad
prompt: p
model: claude-bad-10
pass_rate: 0.7
max_trials: 40
expected_calls: [ { tool: list_conferences } ]
---
name: borderline
prompt: p
model: claude-edge-70
pass_rate: 0.7
max_trials: 11
expected_calls: [ { tool: list_conferences } ]
`;

let run: RunResult;
fakeApiTest(coin).beforeAll(async () => {
  const workspace = await writeSuite({ 'agent.yaml': SUITE });
  run = await runSuite(
    optionsFor(
      workspace,
      { kind: 'module', modulePath: ECNL_MODULE },
      { agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'sk-ant-test-agent' } },
    ),
  );
}, 120_000);

const byName = (name: string): ScenarioResult => run.scenarios.find((s) => s.name === name)!;

describe('pass_rate, decided sequentially against a model that is a seeded coin', () => {
  it('a clearly good scenario passes and stops after few trials, saving tokens against max_trials', () => {
    const good = byName('good');
    expect(good.status).toBe('passed');
    expect(good.agent!.sequential).toMatchObject({ verdict: 'pass', maxTrials: 40 });
    expect(good.agent!.trials.length).toBeLessThanOrEqual(15);
    expect(good.agent!.sequential!.tokensSaved).toBeGreaterThan(0);
    expect(good.agent!.stoppedEarly).toMatch(/the pass_rate rule decided "pass" after \d+ trials/);
  });

  it('a clearly bad scenario fails early, saying the rate and its interval', () => {
    const bad = byName('bad');
    expect(bad.status).toBe('failed');
    expect(bad.agent!.sequential!.verdict).toBe('fail');
    expect(bad.agent!.trials.length).toBeLessThanOrEqual(6);
    expect(bad.checks[0]!.message).toMatch(/pass rate \d+% \(95% CI \d+–\d+%\) over \d+ trials: below pass_rate 0.7/);
  });

  it('a borderline scenario with a small max_trials is inconclusive, and fails saying how many more trials', () => {
    const borderline = byName('borderline');
    expect(borderline.status).toBe('failed');
    expect(borderline.agent!.sequential!.verdict).toBe('inconclusive');
    expect(borderline.agent!.trials).toHaveLength(11);
    expect(borderline.checks[0]!.message).toMatch(
      /^inconclusive: pass rate \d+% \(95% CI \d+–\d+%\) over 11 trials after all 11 max_trials.*(about \d+ more trials would likely decide it|many more trials)/,
    );
  });
});
