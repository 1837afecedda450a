/**
 * Trials the model was never asked for (the Messages API refused them, the token budget stopped
 * them) are not failures of the model (issue 43 §1–§3): left out of the rate, the pass_rate rule and
 * the baseline comparison; the scenario errors saying how many; a budget stop says the budget
 * stopped it; an inconclusive rule is a failure of the rule, never an error.
 */
import path from 'node:path';
import { describe, expect } from 'vitest';
import { runSuite, type RunOptions, type RunResult } from '../../../src/run/index.js';
import { runBaselineOptions } from '../../../src/config/baseline.js';
import { saveBaseline } from '../../../src/cli/baseline-save.js';
import { finalText, httpError, toolUse, type ReceivedRequest } from '../../judge/fake-messages-api.js';
import { fakeApisTest as test } from '../../judge/fake-messages-api-fixture.js';
import { ROOT } from '../../helpers/runner.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';

const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');
const API_KEY = 'sk-ant-test-errored-trials';

/** A model that always calls the right tool, then answers. */
const rightModel = (request: ReceivedRequest) =>
  (request.body.messages ?? []).length === 1 ? toolUse(['list_conferences', {}]) : finalText('North Atlantic');

/** Three of every four trials refused with 529 at their first request (not retried: `x-should-retry`). */
function outage(): (request: ReceivedRequest) => ReturnType<typeof rightModel> {
  let firstRequests = 0;
  return (request) => {
    if ((request.body.messages ?? []).length === 1 && firstRequests++ % 4 !== 0)
      return httpError(529, 'Overloaded', { 'x-should-retry': 'false', 'retry-after-ms': '1' });
    return rightModel(request);
  };
}

const SCENARIO = `name: lookup
prompt: Which conferences are there?
pass_rate: 0.7
max_trials: 20
expected_calls: [ { tool: list_conferences } ]
`;

function options(workspace: string, extra: Partial<NonNullable<RunOptions['agent']>> = {}, save = false): RunOptions {
  const baseline = runBaselineOptions({
    workspace,
    scenarioGlobs: ['*.yaml'],
    ...(save && { baselineSave: 'agent-baseline.json' }),
  })!;
  return optionsFor(
    workspace,
    { kind: 'module', modulePath: ECNL_MODULE },
    { agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: API_KEY, baseline, ...extra }, secrets: [API_KEY] },
  );
}

const io = { out: () => {}, err: () => {}, isTTY: false };

describe('trials the API refused', () => {
  test('are left out of the rate and the baseline, and error the scenario saying how many', async ({
    startFakeApi,
  }) => {
    const workspace = await writeSuite({ 'agent.yaml': SCENARIO });
    // The baseline: 20 of 20, recorded while the API answered every request.
    await startFakeApi(rightModel);
    const recording = options(workspace, {}, true);
    const recorded = await runSuite(recording);
    await saveBaseline(recorded, recording.agent!.baseline!, io);
    expect(recorded.scenarios[0]!.agent!.passes).toBe(20);

    await startFakeApi(outage());
    const run: RunResult = await runSuite(options(workspace));
    const [scenario] = run.scenarios;
    const agent = scenario!.agent!;
    const refused = agent.trials.filter((trial) => trial.status === 'errored').length;
    expect(refused).toBeGreaterThan(0);
    // Every trial the model answered passed: no failure of the model, so no regression and no fail.
    expect(agent.trials.filter((trial) => trial.status === 'failed')).toEqual([]);
    expect(scenario!.status).toBe('errored');
    expect(scenario!.error).toMatch(
      new RegExp(
        `^the model API refused ${refused} of ${agent.trials.length} trials \\(left out of the rate and the baseline comparison\\): the Messages API call failed: .*529`,
      ),
    );
    expect(agent.rate.trials).toBe(agent.trials.length - refused);
    expect(agent.rate.passes).toBe(agent.trials.length - refused);
    for (const comparison of agent.baseline?.comparisons ?? []) expect(comparison.outcome).not.toBe('regressed');
    expect(scenario!.checks.map((check) => check.message ?? '').join('\n')).not.toMatch(/regressed|below pass_rate/);
  }, 60_000);
});

describe('a stop by the token budget', () => {
  test('says the budget stopped it, not that max_trials ran out', async ({ startFakeApi }) => {
    await startFakeApi(rightModel);
    const workspace = await writeSuite({ 'agent.yaml': SCENARIO });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: ECNL_MODULE },
        { agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: API_KEY, tokenBudget: 1 }, secrets: [API_KEY] },
      ),
    );
    const [scenario] = run.scenarios;
    const text = [scenario!.error, ...scenario!.checks.map((check) => check.message)].join('\n');
    expect(text).toMatch(/token budget/);
    expect(text).not.toMatch(/after all 20 max_trials|raise max_trials/);
    expect(scenario!.status).toBe('errored');
  }, 60_000);
});

describe('an inconclusive pass_rate with every trial passed', () => {
  test('cannot be run any more: a max_trials that could only be inconclusive is refused at load', async ({
    startFakeApi,
  }) => {
    // The case: `max_trials: 1`, every trial passed, reported ERROR. One trial can neither
    // pass nor fail pass_rate 0.8 at 95% confidence, so the scenario is refused before any trial.
    const fake = await startFakeApi(rightModel);
    const workspace = await writeSuite({ 'agent.yaml': SCENARIO.replace('max_trials: 20', 'max_trials: 1') });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: ECNL_MODULE },
        { agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: API_KEY }, secrets: [API_KEY] },
      ),
    );
    expect(run.scenarios).toEqual([]);
    expect(run.fileErrors.map((error) => error.message)).toEqual([
      expect.stringMatching(
        /^`pass_rate` 0.7 .* can never pass or fail within `max_trials` 1: .*set `max_trials: 11` or more/,
      ),
    ]);
    expect(fake.requests).toHaveLength(0);
  }, 60_000);

  test('with a trial failed, is a failure of the rule, saying what would decide it', async ({ startFakeApi }) => {
    // The first trial fails, the ten after it pass: at 10 of 11, pass_rate 0.7 ± 0.1 is still open.
    let first = 0;
    await startFakeApi((request) => {
      const opening = (request.body.messages ?? []).length === 1;
      if (opening && first++ === 0) return finalText('I do not know.');
      return rightModel(request);
    });
    const workspace = await writeSuite({ 'agent.yaml': SCENARIO.replace('max_trials: 20', 'max_trials: 11') });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: ECNL_MODULE },
        { agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: API_KEY }, secrets: [API_KEY] },
      ),
    );
    const [scenario] = run.scenarios;
    expect(scenario!.agent!.sequential!.verdict).toBe('inconclusive');
    expect(scenario!.status).toBe('failed');
    expect(scenario!.checks[0]!.message).toMatch(
      /^inconclusive: .* after all 11 max_trials.*(more trials would likely decide it|many more trials)/,
    );
  }, 60_000);
});
