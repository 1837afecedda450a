/**
 * The agent baseline against a model that is a seeded coin (issue 33 §3): recorded with every
 * trial, it catches a drop from 95% to 40%, holds on a drop within noise, refuses to compare when a
 * tool's description changed, and says a replayed rate is replayed.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite, type RunOptions, type RunResult } from '../../../src/run/index.js';
import { runBaselineOptions } from '../../../src/config/baseline.js';
import { saveBaseline } from '../../../src/cli/baseline-save.js';
import { recordingPath, renderRecording } from '../../../src/kinds/agent/recording.js';
import { finalText, seededCoin, toolUse } from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { ROOT } from '../../helpers/runner.js';
import { RENDERERS } from '../../../src/report/index.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';
import { putBackServerEnvironment } from './module-environment.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/snapshot-server.mjs');
const ping = { name: 'ping', description: 'Answers ok', inputSchema: { type: 'object', properties: {} } };
const pingReworded = { ...ping, description: 'Answers ok, quickly' };

// The model calls `ping` right with probability `rate`, from a generator seeded afresh in each test
// (`coinAt`), so that one test's draws do not depend on another's.
let rate = 0.95;
const coinAt = (seed: number) =>
  seededCoin({
    seed,
    rate: () => rate,
    right: [toolUse(['ping', {}]), finalText('ok')],
    wrong: [finalText('I do not know.')],
  });
let coin = coinAt(33);

const SUITE = `name: lookup
prompt: Is the service up? Check it.
pass_rate: 0.7
max_trials: 40
expected_calls: [ { tool: ping } ]
---
name: plain
tool_sequence:
  - tool: ping
expected_contains: [ok]
`;

putBackServerEnvironment(['MCP_EVAL_SNAPSHOT_TOOLS']);

let workspace: string;
const lines: string[] = [];
const io = { out: (text: string) => lines.push(text), err: (text: string) => lines.push(text), isTTY: false };

/** The fixture over stdio, started with `tools` in its environment: the recorded baseline's server. */
const childServing = (tools: unknown[]): RunOptions['server'] => ({
  kind: 'command',
  command: `"${process.execPath}" "${FIXTURE}"`,
  cwd: workspace,
  env: { MCP_EVAL_SNAPSHOT_TOOLS: JSON.stringify(tools) },
});

/**
 * The fixture in this process (the runs compared with the baseline are about the comparison, not the
 * server's process): its session serves what MCP_EVAL_SNAPSHOT_TOOLS holds when it starts, set here.
 */
function moduleServing(tools: unknown[]): RunOptions['server'] {
  process.env.MCP_EVAL_SNAPSHOT_TOOLS = JSON.stringify(tools);
  return { kind: 'module', modulePath: FIXTURE };
}

function options(
  tools: unknown[],
  baseline: { save?: boolean; inconclusive?: 'warn'; file?: string } = {},
  agent: Partial<NonNullable<RunOptions['agent']>> = {},
  serving: (tools: unknown[]) => RunOptions['server'] = moduleServing,
): RunOptions {
  const settings = runBaselineOptions({
    workspace,
    scenarioGlobs: ['*.yaml'],
    ...(baseline.save && { baselineSave: 'agent-baseline.json' }),
    ...(baseline.inconclusive && { baselineInconclusive: baseline.inconclusive }),
    ...(baseline.file && { agentBaseline: baseline.file }),
  })!;
  return optionsFor(workspace, serving(tools), {
    isolation: 'suite',
    agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'sk-ant-test-agent', baseline: settings, ...agent },
  });
}

const lookup = (run: RunResult) => run.scenarios.find((s) => s.name === 'lookup')!;

let recorded: RunResult;
fakeApiTest((request) => coin(request)).beforeAll(async () => {
  workspace = await writeSuite({ 'agent.yaml': SUITE });
  rate = 0.95;
  // Recorded end to end, over stdio; the runs against it load the same fixture in this process.
  const recording = options([ping], { save: true }, {}, childServing);
  recorded = await runSuite(recording);
  await saveBaseline(recorded, recording.agent!.baseline!, io);
}, 120_000);

describe('record the baseline', () => {
  it('runs every one of max_trials (no early stop) and writes a sorted row with the fingerprint parts', async () => {
    const agent = lookup(recorded).agent!;
    expect(agent.trials).toHaveLength(40);
    // The pass_rate rule decided early, and its verdict is the one it reached then.
    expect(agent.sequential!.verdict).toBe('pass');
    const file = JSON.parse(await readFile(path.join(workspace, 'agent-baseline.json'), 'utf8'));
    expect(file.version).toBe(1);
    expect(file.rows).toHaveLength(1);
    const [row] = file.rows;
    expect(row).toMatchObject({
      scenario: 'lookup',
      model: 'claude-haiku-4-5',
      phrasing: 'Is the service up? Check it.',
      trials: 40,
      passes: agent.passes,
    });
    expect(Object.keys(row.fingerprint)).toEqual(['prompt', 'system', 'model', 'tools', 'checks']);
    for (const part of Object.values(row.fingerprint)) expect(part).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(row.passes).toBeGreaterThanOrEqual(36);
  });
});

describe('a run against the baseline', () => {
  it('catches a drop from 95% to 40%: regressed fails the scenario, decided before max_trials', async () => {
    coin = coinAt(34);
    rate = 0.4;
    const run = await runSuite(options([ping]));
    const scenario = lookup(run);
    const [comparison] = scenario.agent!.baseline!.comparisons!;
    expect(comparison!.outcome).toBe('regressed');
    expect(scenario.status).toBe('failed');
    expect(scenario.agent!.trials.length).toBeLessThan(40);
    const check = scenario.checks.find((c) => c.subject === 'baseline')!;
    expect(check.status).toBe('failed');
    expect(check.message).toMatch(
      /^regressed: pass rate \d+% .* against 9\d% \(\d+ of 40\) in the baseline, -\d+ points \(99% CI -\d+ to -\d+\): a drop of at least 10 points that is not noise$/,
    );
    // Deterministic scenarios are not part of it.
    expect(run.scenarios.find((s) => s.name === 'plain')!.status).toBe('passed');
  });

  it('is shown in the terminal, the summary, the JSON report, JUnit and the annotations', async () => {
    coin = coinAt(35);
    rate = 0.4;
    const run = await runSuite(options([ping]));
    expect(RENDERERS.scenarioLine(lookup(run), { color: false })).toMatch(
      /, baseline: regressed -\d+ points \(99% CI -\d+ to -\d+\)\]/,
    );
    expect(RENDERERS.summary(run).markdown).toMatch(
      /Against the baseline \(<code>agent-baseline.json<\/code>\): <strong>regressed<\/strong>: regressed: pass rate/,
    );
    const json = JSON.parse(RENDERERS.json(run, 'test'));
    expect(
      json.scenarios.find((s: { name: string }) => s.name === 'lookup').agent.baseline.comparisons[0],
    ).toMatchObject({
      outcome: 'regressed',
      baseline: { trials: 40 },
      fails: true,
    });
    const junit = RENDERERS.junit(run);
    expect(junit).toContain('<property name="agent.baseline.1.outcome" value="regressed"/>');
    expect(junit).toContain('<property name="agent.baseline.1.baseline.trials" value="40"/>');
    expect(junit).toContain('regressed: pass rate');
    const errors = RENDERERS.annotations(run).annotations.filter((a) => a.level === 'error');
    expect(errors.some((a) => a.message.startsWith('regressed: pass rate'))).toBe(true);

    // A rate that improved: a notice suggesting to record the baseline again.
    rate = 1;
    const better = await runSuite(options([ping]));
    // (Against 39 of 40, all passing is held, not improved: improved needs a gain of 10 points.)
    expect(lookup(better).agent!.baseline!.comparisons![0]!.outcome).toBe('held');
  });

  it('a drop within noise (95% to 90%) is not regressed', async () => {
    coin = coinAt(41);
    rate = 0.9;
    const run = await runSuite(options([ping], { inconclusive: 'warn' }));
    const scenario = lookup(run);
    const [comparison] = scenario.agent!.baseline!.comparisons!;
    expect(comparison!.outcome).not.toBe('regressed');
    // With these seeds the baseline is 39 of 40 and this run 38 of 40: held, no drop of 10 points
    // was measured. (A rate of 90% against 95% is still called regressed now and then: about 5% of
    // the time, simulated in __tests__/stats/baseline.test.ts.)
    expect(comparison!.outcome).toBe('held');
    expect(comparison!.message).toMatch(
      /^held: pass rate 95% .* over 40 trials against 98% \(39 of 40\) in the baseline, -3 points \(99% CI -19 to \+14\): no drop of 10 points or more was measured$/,
    );
    expect(scenario.status).toBe('passed');
  });

  it('a changed tool description makes it "not comparable (tools changed)", and nothing is compared', async () => {
    coin = coinAt(37);
    rate = 0.4;
    const run = await runSuite(options([pingReworded]));
    const scenario = lookup(run);
    const [comparison] = scenario.agent!.baseline!.comparisons!;
    expect(comparison!.outcome).toBe('not comparable');
    expect(comparison!.changed).toEqual(['tools']);
    expect(comparison!.message).toMatch(/^not comparable \(tools changed since the baseline in agent-baseline.json/);
    // Its own rule still decides it.
    expect(scenario.agent!.sequential!.verdict).toBe('fail');
  });
});

describe('not comparable, naming what changed', () => {
  it('another model, or another prompt, is not compared with the row recorded for this scenario', async () => {
    coin = coinAt(40);
    rate = 0.95;
    const otherModel = await runSuite(options([ping], {}, { model: 'claude-sonnet-4-5' }));
    const [byModel] = lookup(otherModel).agent!.baseline!.comparisons!;
    expect(byModel).toMatchObject({ outcome: 'not comparable', changed: ['model'], model: 'claude-sonnet-4-5' });
    const reworded = SUITE.replace('Is the service up? Check it.', 'Check whether the service is up.');
    await writeFile(path.join(workspace, 'agent.yaml'), reworded);
    try {
      const otherPrompt = await runSuite(options([ping]));
      const [byPrompt] = lookup(otherPrompt).agent!.baseline!.comparisons!;
      expect(byPrompt).toMatchObject({ outcome: 'not comparable', changed: ['prompt'] });
      expect(byPrompt!.message).toMatch(/^not comparable \(prompt changed since the baseline/);
    } finally {
      await writeFile(path.join(workspace, 'agent.yaml'), SUITE);
    }
  });
});

describe('improved', () => {
  it('a rate that rose by 10 points or more, beyond chance, is improved: a notice to record again', async () => {
    // The recorded row, as if it had been 20 of 40 then.
    const file = JSON.parse(await readFile(path.join(workspace, 'agent-baseline.json'), 'utf8'));
    file.rows[0].passes = 20;
    await writeFile(path.join(workspace, 'low-baseline.json'), JSON.stringify(file));
    coin = coinAt(39);
    rate = 1;
    const run = await runSuite(options([ping], { file: 'low-baseline.json' }));
    const scenario = lookup(run);
    expect(scenario.status).toBe('passed');
    const [comparison] = scenario.agent!.baseline!.comparisons!;
    expect(comparison!.outcome).toBe('improved');
    const notices = RENDERERS.annotations(run).annotations.filter((a) => a.level === 'notice');
    expect(notices.find((a) => a.title === 'lookup: against the agent baseline')!.message).toMatch(
      /^improved: pass rate 100% .* against 50% \(20 of 40\) in the baseline, \+50 points .*record the baseline again/,
    );
  });
});

describe('replayed', () => {
  it('a rate from a replay compared with the baseline is said to be replayed', async () => {
    coin = coinAt(38);
    rate = 0.95;
    // Recorded as record-agent does: the pass_rate rule stops early, so fewer trials than max_trials.
    let recordings: {
      scenario: { absolutePath: string; name: string };
      recording: Parameters<typeof renderRecording>[0];
    }[] = [];
    const recordRun = await runSuite(options([ping], {}, { record: true, baseline: undefined }), {
      onRecordings: (made) => {
        recordings = made;
      },
    });
    const recordedTrials = lookup(recordRun).agent!.trials.length;
    expect(recordedTrials).toBeLessThan(40);
    for (const { scenario, recording } of recordings) {
      const file = recordingPath(scenario.absolutePath, scenario.name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, renderRecording(recording));
    }
    const run = await runSuite(options([ping], {}, { replay: true, apiKey: undefined }));
    const scenario = lookup(run);
    expect(scenario.agent!.replayed).toBe(true);
    // A replay never asks for trials past those recorded (they would error, and read as a drop).
    expect(scenario.agent!.trials).toHaveLength(recordedTrials);
    expect(scenario.agent!.trials.every((trial) => trial.status !== 'errored')).toBe(true);
    const [comparison] = scenario.agent!.baseline!.comparisons!;
    expect(comparison!.replayed).toBe(true);
    expect(comparison!.message).toContain('(replayed, not measured)');
  });
});
