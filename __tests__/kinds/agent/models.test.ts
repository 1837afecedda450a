import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite, type RunResult, type ScenarioResult } from '../../../src/run/index.js';
import { loadScenarioFile } from '../../../src/scenario/load.js';
import { toRunOptions } from '../../../src/config/resolve.js';
import {
  finalText,
  seededCoin,
  toolUse,
  type FakeMessagesApi,
  type ReceivedRequest,
} from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { ROOT } from '../../helpers/runner.js';
import { optionsFor, runConfig, writeSuite } from '../../mcp/helpers.js';

const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');

// The model's rate is the number its name ends with: claude-good-97 calls right 97% of the time.
const coin = seededCoin({
  seed: 7,
  rate: (model) => Number(/(\d+)$/.exec(model)?.[1] ?? 0) / 100,
  right: [toolUse(['list_conferences', {}]), finalText('North Atlantic')],
  wrong: [finalText('I do not know.')],
});

const SUITE = `name: on_two_models
prompt: Which conferences are there?
models: [claude-good-97, claude-bad-15]
pass_rate: 0.7
max_trials: 40
expected_calls: [ { tool: list_conferences } ]
---
name: run_models
prompt: Which conferences are there?
pass_rate: 0.7
max_trials: 40
expected_calls: [ { tool: list_conferences } ]
---
name: own_model
prompt: Which conferences are there?
model: claude-good-98
pass_rate: 0.7
max_trials: 40
expected_calls: [ { tool: list_conferences } ]
`;

let fake: FakeMessagesApi;
let run: RunResult;
fakeApiTest((request: ReceivedRequest) => coin(request)).beforeAll(async ({ fake: started }) => {
  fake = started;
  const workspace = await writeSuite({ 'agent.yaml': SUITE });
  run = await runSuite(
    optionsFor(
      workspace,
      { kind: 'module', modulePath: ECNL_MODULE },
      {
        agent: {
          mode: 'auto',
          model: 'claude-haiku-4-5',
          models: ['claude-run-96', 'claude-run-20'],
          apiKey: 'sk-ant-test-agent',
        },
      },
    ),
  );
}, 120_000);

const byName = (name: string): ScenarioResult | undefined => run.scenarios.find((s) => s.name === name);

describe('models: one row per model, each with its own rate and verdict', () => {
  it("a scenario's models: each model is a row NAME [model], asked on its own model", () => {
    expect(run.scenarios.map((s) => s.name)).toEqual([
      'on_two_models [claude-good-97]',
      'on_two_models [claude-bad-15]',
      'run_models [claude-run-96]',
      'run_models [claude-run-20]',
      'own_model',
    ]);
    const good = byName('on_two_models [claude-good-97]')!;
    const bad = byName('on_two_models [claude-bad-15]')!;
    expect(good.agent!.model).toBe('claude-good-97');
    expect(bad.agent!.model).toBe('claude-bad-15');
    expect(good).toMatchObject({ status: 'passed', agent: { sequential: { verdict: 'pass' } } });
    expect(bad).toMatchObject({ status: 'failed', agent: { sequential: { verdict: 'fail' } } });
    expect(good.agent!.rate.rate).toBeGreaterThan(bad.agent!.rate.rate);
    const asked = new Set(fake.requests.map((r) => r.body.model));
    expect(asked).toEqual(
      new Set(['claude-good-97', 'claude-bad-15', 'claude-run-96', 'claude-run-20', 'claude-good-98']),
    );
  });

  it("the run's agent-models apply to the scenarios that name no model; model: keeps its own", () => {
    expect(byName('run_models [claude-run-96]')!.status).toBe('passed');
    expect(byName('run_models [claude-run-20]')!.status).toBe('failed');
    expect(byName('own_model')).toMatchObject({ status: 'passed', agent: { model: 'claude-good-98' } });
  });
});

describe('models: in the loader and agent-models in the settings', () => {
  const messages = (text: string) =>
    loadScenarioFile(text, '/w/a.yaml', 'a.yaml').errors.map((error) => `${error.position.line}:${error.message}`);

  it('refuses models with model, an empty list and a repeated model, at their lines', () => {
    expect(messages('name: a\nprompt: p\nmodel: m\nmodels: [n]\nmax_calls: 2\n')).toEqual([
      expect.stringMatching(/^4:the scenario has both `model` \(m\) and `models`/),
    ]);
    expect(messages('name: a\nprompt: p\nmodels: []\nmax_calls: 2\n')).toEqual([
      expect.stringMatching(/^3:`models` is an empty list/),
    ]);
    expect(messages('name: a\nprompt: p\nmodels:\n  - m\n  - n\n  - m\nmax_calls: 2\n')).toEqual([
      expect.stringMatching(/^6:`models` item 3 repeats "m" \(item 1\): list each model once/),
    ]);
  });

  it('agent-models takes a comma- or line-separated list, each model once', () => {
    const base = { ...runConfig('/w'), serverCommand: 'node s.mjs' };
    expect(toRunOptions({ ...base, agentModels: 'a, b\nc' }).agent!.models).toEqual(['a', 'b', 'c']);
    expect(toRunOptions({ ...base, agentModels: '' }).agent!.models).toBeUndefined();
    expect(() => toRunOptions({ ...base, agentModels: 'a,b,a' })).toThrow(
      'agent-models names "a" twice: list each model once',
    );
  });
});
