// Issue 42 §10: `protocol: both` compares eras for deterministic output only. An agent scenario runs
// once, in the newest era the server serves (its trials are random: run in both, a model right 60% of
// the time "failed in one era only" by chance), and the reports say so; a tool sequence that passes in
// both eras with different outputs passes, and the reports show the difference.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSuite, type RunResult, type ScenarioResult } from '../../src/run/index.js';
import { mergeEraRuns, type EraRun } from '../../src/run/eras.js';
import { renderRunReport } from '../../src/report/terminal.js';
import { renderSummary } from '../../src/report/summary.js';
import { buildJsonReport } from '../../src/report/json.js';
import { ERA_DIFF_LIMIT_CHARS, ERA_DIFF_MAX_CHANGED_LINES } from '../../src/model/limits.js';
import type { Scenario } from '../../src/model/index.js';
import { finalText, seededCoin, toolUse, type ReceivedRequest } from '../judge/fake-messages-api.js';
import { fakeApiTest } from '../judge/fake-messages-api-fixture.js';
import { optionsFor, SERVERS, writeSuite } from '../mcp/helpers.js';

/** An SDK v2 server, in-process, serving both eras: its `era` tool answers with the revision it was called in. */
const ERAS_SERVER = { kind: 'module' as const, modulePath: path.join(SERVERS, 'eras/server.mjs') };

/** The agent scenario's rule: at least MIN_PASSES of TRIALS (it stops once decided, after 3 to 5 trials). */
const TRIALS = 5;
const MIN_PASSES = 3;

// A model right 60% of the time (seeded, so the run is reproducible): right is a call of `era`
// then an answer; wrong is an answer with no call.
const coin = seededCoin({
  seed: 42,
  rate: () => 0.6,
  right: [toolUse(['era', {}]), finalText('The revision is in the tool result.')],
  wrong: [finalText('I do not know.')],
});

const AGENT_SCENARIO = `name: asks-the-era
prompt: Which protocol revision is this?
model: claude-coin-60
trials: ${TRIALS}
min_passes: ${MIN_PASSES}
expected_calls: [ { tool: era } ]
`;

const isFirstTurn = (request: ReceivedRequest) =>
  (request.body.messages ?? []).every((message) => message.role !== 'assistant');

const test = fakeApiTest(coin);

describe('protocol: both with an agent scenario', () => {
  let run: RunResult;
  let firstTurns = 0;
  let toolResults: string[] = [];
  test.beforeAll(async ({ fake }) => {
    const workspace = await writeSuite({ 'agent.yaml': AGENT_SCENARIO });
    run = await runSuite(
      optionsFor(workspace, ERAS_SERVER, {
        protocol: 'both',
        // Trials one after another: the seeded coin draws a conversation's script at its first turn.
        concurrency: 1,
        agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'sk-ant-test-agent' },
      }),
    );
    firstTurns = fake.requests.filter(isFirstTurn).length;
    toolResults = fake.requests.flatMap((request) =>
      [...JSON.stringify(request.body).matchAll(/revision: [^"\\]*/g)].map((match) => match[0]),
    );
  }, 60_000);

  test('runs each trial once, in the newest era the server serves, and no parity is drawn from it', () => {
    expect(run.protocol).toMatchObject({ setting: 'both', eras: ['modern', 'legacy'] });
    const [scenario] = run.scenarios;
    expect(run.scenarios).toHaveLength(1);
    const trials = scenario!.agent!.trials.length;
    expect(trials).toBeGreaterThanOrEqual(MIN_PASSES);
    // Each trial is one conversation, so one first-turn request to the model: not one per trial and era.
    expect(firstTurns).toBe(trials);
    expect(scenario!.revision).toBe('2026-07-28');
    expect(scenario!.eras).toBeUndefined();
    // Every call the model made was answered in the modern era.
    expect(toolResults.length).toBeGreaterThan(0);
    expect(new Set(toolResults)).toEqual(new Set(['revision: 2026-07-28 (modern)']));
  });

  test('the terminal, the summary and the JSON report say agent scenarios ran in that era only, and why', () => {
    const notice =
      'agent scenarios ran in the modern era (2026-07-28) only: their trials are random, not a parity signal';
    expect(run.protocol?.oneEra).toEqual({ era: 'modern', revision: '2026-07-28', scenarios: 1, notice });
    expect(renderRunReport(run, { color: false })).toContain(`notice: ${notice}`);
    expect(renderSummary(run).markdown).toContain(`> - ${notice}`);
    expect(buildJsonReport(run, '0.0.0').protocol?.oneEra).toMatchObject({ era: 'modern', scenarios: 1 });
  });
});

describe('protocol: both with a tool sequence that passes in both eras', () => {
  const SUITE = [
    'name: era\ntool_sequence:\n  - tool: era\nexpected_contains: ["revision: "]\n',
    'name: echo\ntool_sequence:\n  - tool: echo\n    args: { text: same }\nexpected_contains: ["echo: same"]\n',
  ].join('---\n');
  let run: RunResult;
  beforeAll(async () => {
    const workspace = await writeSuite({ 'a.yaml': SUITE });
    run = await runSuite(optionsFor(workspace, ERAS_SERVER, { protocol: 'both' }));
  }, 60_000);

  it('passes, and its result carries the difference between the eras’ outputs', () => {
    const [era, echo] = run.scenarios;
    expect(run.scenarios.map((s) => [s.name, s.status])).toEqual([
      ['era', 'passed'],
      ['echo', 'passed'],
    ]);
    expect(era!.eraDifference?.from).toEqual({ era: 'modern', revision: '2026-07-28' });
    expect(era!.eraDifference?.to).toMatchObject({ era: 'legacy' });
    expect(era!.eraDifference?.diff).toMatch(
      /^@@ -1,1 \+1,1 @@\n-revision: 2026-07-28 \(modern\)\n\+revision: 2025-[\d-]+ \(legacy\)$/,
    );
    // The same output in both eras is no difference.
    expect(echo!.eraDifference).toBeUndefined();
    expect(run.protocol?.oneEra).toBeUndefined();
  });

  it('the terminal, the summary and the JSON report show the difference without failing the run', () => {
    const terminal = renderRunReport(run, { color: false });
    expect(terminal).toMatch(
      /notice: era \(a\.yaml:1\) passed in both eras with different joined output \(a notice, not a failure\), modern era \(2026-07-28\) → legacy era \(2025-[\d-]+\):\n {2}│ @@ -1,1 \+1,1 @@\n {2}│ -revision: 2026-07-28 \(modern\)\n {2}│ \+revision: 2025-[\d-]+ \(legacy\)/,
    );
    expect(terminal).toContain('2 scenarios: 2 passed, 0 failed');
    const { markdown } = renderSummary(run);
    expect(markdown).toContain('### Outputs that differ between eras');
    expect(markdown).toMatch(/\*\*era\*\* \(<code>a\.yaml:1<\/code>\): modern era \(2026-07-28\) → legacy era/);
    expect(markdown).toMatch(/<pre>@@ -1,1 \+1,1 @@\n-revision: 2026-07-28 \(modern\)\n\+revision: 2025-/);
    const json = buildJsonReport(run, '0.0.0');
    expect(json.failed).toBe(false);
    expect(json.scenarios[0]!.eraDifference?.diff).toContain('+revision: 2025-');
  });
});

describe('the difference between two eras’ outputs, bounded', () => {
  const scenario = { name: 'long' } as Scenario;
  const passed = (output: string): ScenarioResult => ({
    name: 'long',
    position: { file: 'a.yaml', line: 1, column: 1 },
    status: 'passed',
    durationMs: 1,
    steps: [],
    checks: [],
    output,
  });
  const eraRun = (era: 'modern' | 'legacy', output: string): EraRun => ({
    era,
    revision: era === 'modern' ? '2026-07-28' : '2025-11-25',
    ran: [scenario],
    scenarios: [passed(output)],
  });
  const lines = (count: number, tag: string) =>
    Array.from({ length: count }, (_, i) => `line ${i} ${i % 2 ? tag : 'same'}`).join('\n');

  it('outputs differing in every other one of 200 lines: the diff is cut at ERA_DIFF_LIMIT_CHARS, saying so', () => {
    const [merged] = mergeEraRuns(
      [scenario],
      [eraRun('modern', lines(200, 'new')), eraRun('legacy', lines(200, 'old'))],
    );
    const diff = merged!.eraDifference!.diff;
    expect(diff.length).toBeLessThanOrEqual(ERA_DIFF_LIMIT_CHARS + 100);
    expect(diff).toMatch(/^@@ -1,\d+ \+1,\d+ @@\n line 0 same\n-line 1 new\n\+line 1 old\n/);
    expect(diff).toMatch(/\n\[… \d+ more characters of the diff cut: each era's output is in the JSON report\]$/);
  });

  it('outputs that differ in more lines than may be diffed are said to differ, with their sizes', () => {
    const count = ERA_DIFF_MAX_CHANGED_LINES * 2;
    const modern = Array.from({ length: count }, (_, i) => `m${i}`).join('\n');
    const legacy = Array.from({ length: count }, (_, i) => `l${i}`).join('\n');
    const [merged] = mergeEraRuns([scenario], [eraRun('modern', modern), eraRun('legacy', legacy)]);
    expect(merged!.status).toBe('passed');
    expect(merged!.eraDifference!.diff).toBe(
      `the outputs differ in more than ${ERA_DIFF_MAX_CHANGED_LINES} lines (${modern.length} and ${legacy.length} ` +
        "characters), too many to diff: each era's output is in the JSON report",
    );
  });
});
