import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite, type RunResult, type ScenarioResult } from '../../../src/run/index.js';
import { loadScenarioFile } from '../../../src/scenario/load.js';
import { renderJunit } from '../../../src/report/junit.js';
import { renderSummary } from '../../../src/report/summary.js';
import { renderScenarioLine } from '../../../src/report/terminal.js';
import { seededRandom } from '../../helpers/random.js';
import { fisherLower, holmAdjusted, weakerPhrasings } from '../../../src/stats/phrasings.js';
import {
  finalText,
  seededCoin,
  toolUse,
  type FakeMessagesApi,
  type ReceivedRequest,
} from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { rateAtLeast, rateAtMost } from '../../helpers/binomial.js';
import { ROOT } from '../../helpers/runner.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';

const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');

/** The first user message: the phrasing the trial asked. */
const promptOf = (request: ReceivedRequest) => String(request.body.messages?.[0]?.content ?? '');

// The rate is the number the phrasing ends with: "which conferences? 95" is answered right 95% of the time.
const coin = seededCoin({
  seed: 4,
  rate: (_model, request) => Number(/(\d+)$/.exec(promptOf(request))?.[1] ?? 0) / 100,
  right: [toolUse(['list_conferences', {}]), finalText('North Atlantic')],
  wrong: [finalText('I do not know.')],
});

const SUITE = `name: one_weak_phrasing
prompts:
  - "Which conferences are there? 95"
  - "List the conferences, please. 95"
  - "conferences?? 10"
pass_rate: 0.6
indifference: 0.05
max_trials: 45
expected_calls: [ { tool: list_conferences } ]
---
name: equal_phrasings
prompts:
  - "Which conferences are there? 60"
  - "List the conferences, please. 60"
  - "conferences?? 60"
pass_rate: 0.6
indifference: 0.05
max_trials: 30
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
      { agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'sk-ant-test-agent' } },
    ),
  );
}, 120_000);

const byName = (name: string): ScenarioResult => run.scenarios.find((s) => s.name === name)!;

describe('prompts: phrasings of one request, each with its own rate', () => {
  it('trials rotate through the phrasings, in order', () => {
    // Trials run concurrently, so the requests come in any order: each phrasing is asked its share.
    const weak = byName('one_weak_phrasing').agent!;
    const asked = fake.requests.filter((r) => (r.body.messages ?? []).length === 1).map(promptOf);
    const count = (prompt: string) => asked.filter((p) => p === prompt).length;
    const started = weak.trials.length + (weak.uncounted ?? 0);
    expect(count('Which conferences are there? 95')).toBe(Math.ceil(started / 3));
    expect(count('conferences?? 10')).toBe(Math.floor(started / 3));
    expect(weak.trials.map((t) => t.phrasing).slice(0, 4)).toEqual([1, 2, 3, 1]);
  });

  it('a phrasing significantly below the others fails the scenario, named with its rate, at its line', () => {
    const result = byName('one_weak_phrasing');
    const agent = result.agent!;
    expect(agent.phrasings!.map((p) => p.weaker)).toEqual([false, false, true]);
    expect(agent.phrasings!.reduce((sum, p) => sum + p.trials, 0)).toBe(agent.trials.length);
    expect(result.status).toBe('failed');
    const named = result.checks.find((check) => check.subject === 'phrasing 3')!;
    expect(named).toMatchObject({ status: 'failed', position: { line: 5 } });
    expect(named.message).toMatch(
      /^phrasing 3 \("conferences\?\? 10"\) passed \d+ of \d+ trials, pass rate \d+% \(95% CI \d+–\d+%\), significantly below the other phrasings' \d+% .*Holm-corrected across 3 phrasings/,
    );
  });

  it('phrasings at one rate are not flagged: noise is not a finding', () => {
    const result = byName('equal_phrasings');
    const counts = result.agent!.phrasings!.map((p) => p.trials);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(result.agent!.trials.length).toBeGreaterThanOrEqual(9);
    expect(result.agent!.phrasings!.some((p) => p.weaker)).toBe(false);
    expect(result.checks.filter((check) => check.subject.startsWith('phrasing'))).toEqual([]);
  });

  it('the reports give each phrasing its passes/trials, rate and interval beside the scenario', () => {
    const terminal = run.scenarios.map((s) => renderScenarioLine(s, { color: false })).join('\n');
    expect(terminal).toMatch(/one_weak_phrasing .*phrasing 1 \d+\/\d+ \d+% \(95% CI .*phrasing 3 \(weaker\) \d+\/\d+/);
    const summary = renderSummary(run).markdown;
    expect(summary).toMatch(
      /\| 3\. conferences\?\? 10 \| \d+\/\d+ \| \d+% \(95% CI \d+–\d+%\) \| \*\*significantly below the others\*\*/,
    );
    const junit = renderJunit(run);
    expect(junit).toContain('<property name="agent.phrasing.3.weaker" value="true"/>');
    expect(junit).toMatch(/<property name="agent.phrasing.2.pass_rate.ci_low" value="0\.\d{4}"\/>/);
    const json = JSON.parse(JSON.stringify(run)) as RunResult;
    expect(json.scenarios[0]!.agent!.phrasings![2]).toMatchObject({ index: 3, weaker: true });
  });
});

describe('the phrasing test (Fisher exact, one phrasing against the rest, Holm-corrected)', () => {
  it('matches textbook values', () => {
    // 1 of 5 against 5 of 5: P(at most 1 of the 6 passes in the first 5) = C(5,1)·C(5,5)/C(10,6) = 5/210.
    expect(fisherLower(1, 5, 5, 5)).toBeCloseTo(5 / 210, 9);
    // 0 of 4 against 4 of 4: 1/C(8,4).
    expect(fisherLower(0, 4, 4, 4)).toBeCloseTo(1 / 70, 9);
    expect(fisherLower(5, 5, 5, 5)).toBe(1);
    expect(holmAdjusted([0.01, 0.04, 0.03])).toEqual([0.03, 0.06, 0.06]);
  });

  // What the phrasing test promises: phrasings sharing a rate are flagged at most 5% of the time (its
  // error rate, Holm across 3 phrasings), and a phrasing at 20% beside two at 90% (10 trials each) is
  // found over 80% of the time (its power). Each is asserted as drawn and as its one-sided 99%
  // Clopper–Pearson bound. Exact rates (every count of 10 trials for the 3 phrasings): a false flag
  // 1.17%, 1.91% and 0.61% at the rates 0.3, 0.6 and 0.9, 1.23% over the three; found 94.03%. The
  // fewest runs (2% grid, rounded up to the hundred) at which a reseeded simulation meets both bounds
  // with probability at least 95%: 316 -> 400 (before: 2,000).
  it('by simulation: phrasings sharing a rate are flagged at most 5% of the time; a weak one is usually found', () => {
    const random = seededRandom(2026);
    const tally = (p: number, n: number) => {
      let passes = 0;
      for (let i = 0; i < n; i++) if (random() < p) passes++;
      return { passes, trials: n };
    };
    let falseFlags = 0;
    let found = 0;
    const runs = 400;
    for (let i = 0; i < runs; i++) {
      const rate = [0.3, 0.6, 0.9][i % 3]!;
      const equal = [tally(rate, 10), tally(rate, 10), tally(rate, 10)];
      if (weakerPhrasings(equal, 0.05).some((t) => t.weaker)) falseFlags++;
      const weak = [tally(0.9, 10), tally(0.9, 10), tally(0.2, 10)];
      if (weakerPhrasings(weak, 0.05)[2]!.weaker) found++;
    }
    expect(falseFlags / runs).toBeLessThanOrEqual(0.05);
    expect(found / runs).toBeGreaterThan(0.8);
    expect(rateAtMost(falseFlags, runs)).toBeLessThanOrEqual(0.05);
    expect(rateAtLeast(found, runs)).toBeGreaterThan(0.8);
  });
});

describe('prompts: in the loader', () => {
  const messages = (text: string) =>
    loadScenarioFile(text, '/w/a.yaml', 'a.yaml').errors.map((error) => `${error.position.line}:${error.message}`);

  it('loads the phrasings with their lines; the first is the prompt', () => {
    const { scenarios, errors } = loadScenarioFile(
      'name: a\nprompts:\n  - "one"\n  - "two"\nmax_calls: 2\n',
      '/w/a.yaml',
      'a.yaml',
    );
    expect(errors).toEqual([]);
    const agent = scenarios[0]!.agent!;
    expect(scenarios[0]!.kind).toBe('agent');
    expect(agent.prompt).toBe('one');
    expect(agent.prompts!.map((p) => [p.value, p.position.line])).toEqual([
      ['one', 3],
      ['two', 4],
    ]);
  });

  it('refuses prompt with prompts, an empty list, and a repeated phrasing, at their lines', () => {
    expect(messages('name: a\nprompt: p\nprompts: [q]\nmax_calls: 2\n')).toEqual([
      expect.stringMatching(/^3:the scenario has both `prompt` and `prompts`/),
    ]);
    expect(messages('name: a\nprompts: []\nmax_calls: 2\n')).toEqual([
      expect.stringMatching(/^2:`prompts` is an empty list/),
    ]);
    expect(messages('name: a\nprompts:\n  - one\n  - two\n  - one\nmax_calls: 2\n')).toEqual([
      expect.stringMatching(/^5:`prompts` item 3 repeats item 1 \("one"\): list each phrasing once/),
    ]);
  });
});
