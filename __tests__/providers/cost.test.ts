/**
 * The bill in dollars (issue 46), end to end through the real @anthropic-ai/sdk against a fake
 * Messages API on 127.0.0.1: known usage (cache tokens included) gives an exact cost in the terminal,
 * the job summary, the JSON report and JUnit; a USD budget stops a run (the calls left are never
 * made: counted at the fake), fails closed and fails the step; a budget with a model that has no
 * price is refused before any request.
 */
import path from 'node:path';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { runSuite, runFailed, type RunOptions } from '../../src/run/index.js';
import { renderJsonReport } from '../../src/report/json.js';
import { renderJunit } from '../../src/report/junit.js';
import { failureHeadline } from '../../src/report/headlines.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderRunReport, renderScenarioLine } from '../../src/report/terminal.js';
import { main } from '../../src/cli/main.js';
import type { Console } from '../../src/cli/console.js';
import { ROOT } from '../helpers/runner.js';
import { optionsFor, writeSuite } from '../mcp/helpers.js';
import {
  finalText,
  reply,
  startFakeMessagesApi,
  toolUse,
  type FakeAnswer,
  type FakeMessagesApi,
  type ReceivedRequest,
} from '../judge/fake-messages-api.js';

const API_KEY = 'sk-ant-test-cost-0123456789';
const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');

let fake: FakeMessagesApi | undefined;
const saved = process.env.ANTHROPIC_BASE_URL;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  if (saved === undefined) delete process.env.ANTHROPIC_BASE_URL;
  else process.env.ANTHROPIC_BASE_URL = saved;
});

async function fakeApi(answer: (request: ReceivedRequest) => FakeAnswer): Promise<FakeMessagesApi> {
  fake = await startFakeMessagesApi(answer);
  process.env.ANTHROPIC_BASE_URL = fake.url;
  return fake;
}

const JUDGED = `name: judged
tool_sequence:
  - tool: list_conferences
    args: {}
expected_judge:
  - "Output names at least one conference."
`;

/** One judged criterion per scenario, each on a different output so no judgement is shared. */
const judgedSuite = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `judged_${i}.yaml`,
      JUDGED.replace('name: judged', `name: judged_${i}`).replace('at least one', `at least ${i + 1}`),
    ]),
  );

const AGENT = `name: lookup
prompt: Which conferences are there?
trials: 1
expected_calls: [ { tool: list_conferences } ]
`;

/** Every judge reply: 1,000 input, 200 output, 3,000 cache read, 400 cache write tokens. */
const JUDGE_USAGE = { inputTokens: 1000, outputTokens: 200, cacheReadTokens: 3000, cacheWriteTokens: 400 };
// claude-haiku-4-5: 1,000 × $1 + 200 × $5 + 3,000 × $0.10 + 400 × $1.25 = $2,800 per million.
const JUDGE_CALL_USD = 0.0028;

function judgedOptions(workspace: string, judge: Partial<RunOptions['judge']> = {}): RunOptions {
  return optionsFor(
    workspace,
    { kind: 'module', modulePath: ECNL_MODULE },
    {
      concurrency: 1,
      judge: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: API_KEY, concurrency: 1, ...judge },
      secrets: [API_KEY],
    },
  );
}

describe('the cost of a run', () => {
  it('is exact per scenario and per run, in the terminal, the summary, the JSON report and JUnit', async () => {
    const api = await fakeApi(() => reply('VERDICT: PASS\nREASON: It names conferences.', JUDGE_USAGE));
    const workspace = await writeSuite(judgedSuite(2));
    const run = await runSuite(judgedOptions(workspace));
    expect(api.requests).toHaveLength(2);
    expect(run.scenarios.map((s) => s.status)).toEqual(['passed', 'passed']);
    for (const scenario of run.scenarios) expect(scenario.cost).toEqual({ usd: JUDGE_CALL_USD, unknown: [] });
    expect(run.judge).toMatchObject({
      calls: 2,
      inputTokens: 2000,
      outputTokens: 400,
      cacheReadTokens: 6000,
      cacheWriteTokens: 800,
    });
    expect(run.judge.cost).toEqual({ usd: 0.0056, unknown: [] });
    expect(run.cost).toEqual({ usd: 0.0056, unknown: [] });

    const terminal = renderRunReport(run, { color: false });
    expect(renderScenarioLine(run.scenarios[0]!, { color: false })).toMatch(/^PASS {2}judged_0 .*\[cost \$0\.0028\]$/);
    expect(terminal).toContain('2000 input + 400 output tokens, cache 6000 read / 800 written, $0.0056; cost $0.0056');

    const summary = renderSummary(run).markdown;
    expect(summary).toContain('2,000 input + 400 output tokens (cache: 6,000 read, 800 written), $0.0056');
    expect(summary).toContain('**Cost:** $0.0056');
    expect(summary).toMatch(/\| judged\\_0 \|.*· \$0\.0028 \|/);

    const json = JSON.parse(renderJsonReport(run, '0.0.0'));
    expect(json.cost).toEqual({ usd: 0.0056, unknown: [] });
    expect(json.judge.cost).toEqual({ usd: 0.0056, unknown: [] });
    // The Anthropic API answered: named in the JSON report; the summary and terminal name only a cloud.
    expect(json.judge.platform).toBe('anthropic');
    expect(summary).toContain('**Judge:** claude-haiku-4-5, 2 calls');
    expect(json.scenarios[0].cost).toEqual({ usd: 0.0028, unknown: [] });
    expect(json.scenarios[0].checks.find((c: { kind: string }) => c.kind === 'judge').judge.usage).toEqual({
      model: 'claude-haiku-4-5',
      tokens: { input: 1000, output: 200, cacheRead: 3000, cacheWrite: 400 },
    });

    const junit = renderJunit(run);
    expect(junit).toContain('<property name="cost.usd" value="0.0028"/>');
    expect(junit).toContain('<property name="run.cost.usd" value="0.0056"/>');
  }, 60_000);

  it('of an agent scenario counts every kind of token at its model price', async () => {
    const api = await fakeApi((request) =>
      (request.body.messages ?? []).length === 1 ? toolUse(['list_conferences', {}]) : finalText('North Atlantic'),
    );
    const workspace = await writeSuite({ 'agent.yaml': AGENT });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: ECNL_MODULE },
        { agent: { mode: 'auto', model: 'claude-sonnet-4-5', apiKey: API_KEY }, secrets: [API_KEY] },
      ),
    );
    // Two replies of the fake's default usage: 100 input, 20 output, 50 cache read, 10 cache write each.
    expect(api.requests).toHaveLength(2);
    expect(run.agent!.tokens).toEqual({ input: 200, output: 40, cacheRead: 100, cacheWrite: 20 });
    // claude-sonnet-4-5: 200 × $3 + 40 × $15 + 100 × $0.30 + 20 × $3.75 = $1,305 per million.
    expect(run.scenarios[0]!.cost).toEqual({ usd: 0.001305, unknown: [] });
    expect(run.agent!.cost).toEqual({ usd: 0.001305, unknown: [] });
    expect(renderScenarioLine(run.scenarios[0]!, { color: false })).toMatch(
      /lookup .*200 in \+ 40 out tokens, cache 100 read \/ 20 written, \$0\.0013\]/,
    );
    expect(renderRunReport(run, { color: false })).toContain('cache 100 read / 20 written, $0.0013; cost $0.0013');
    expect(renderJunit(run)).toContain('<property name="cost.usd" value="0.001305"/>');
  }, 60_000);

  it('of a model without a price is "cost unknown", never $0, and model-prices prices it', async () => {
    await fakeApi(() => reply('VERDICT: PASS\nREASON: Fine.', JUDGE_USAGE));
    const workspace = await writeSuite(judgedSuite(1));
    const unknown = await runSuite(judgedOptions(workspace, { model: 'claude-mystery-9' }));
    expect(unknown.cost).toEqual({ usd: null, unknown: ['claude-mystery-9'] });
    expect(renderRunReport(unknown, { color: false })).toContain('cost unknown (no price for claude-mystery-9)');
    expect(renderJunit(unknown)).toContain('<property name="run.cost.usd" value="unknown"/>');
    const priced = await runSuite({
      ...judgedOptions(workspace, { model: 'claude-mystery-9' }),
      modelPrices: new Map([['claude-mystery-9', { input: 2, output: 10, cacheWrite: 2.5, cacheRead: 0.2 }]]),
    });
    // 1,000 × $2 + 200 × $10 + 3,000 × $0.20 + 400 × $2.50 = $5,600 per million.
    expect(priced.cost).toEqual({ usd: 0.0056, unknown: [] });
  }, 60_000);
});

describe('judge-cost-budget', () => {
  it('stops the run once spent: the calls left are not made, their scenarios error with cost_budget, the run fails', async () => {
    const api = await fakeApi(() => reply('VERDICT: PASS\nREASON: It names conferences.', JUDGE_USAGE));
    const workspace = await writeSuite(judgedSuite(4));
    // $0.005: the first call ($0.0028) is within it, the second ($0.0056) overruns it, the rest are not made.
    const run = await runSuite(judgedOptions(workspace, { costBudgetUsd: 0.005 }));
    expect(api.requests).toHaveLength(2);
    expect(run.scenarios.map((s) => [s.status, s.errorCode])).toEqual([
      ['passed', undefined],
      ['errored', 'cost_budget'],
      ['errored', 'cost_budget'],
      ['errored', 'cost_budget'],
    ]);
    expect(run.scenarios[1]!.error).toBe(
      "the judge could not be asked: the run's judge cost budget ($0.0050) was exceeded by $0.0006 ($0.0056 used): this call cost $0.0028",
    );
    expect(run.scenarios[2]!.error).toContain("the run's judge cost budget ($0.0050) was exceeded");
    expect(run.judge.cost).toEqual({ usd: 0.0056, unknown: [] });
    expect(run.judge.costBudgetUsd).toBe(0.005);
    expect(runFailed(run)).toBe(true);
    // The headline says which budget stopped the run, not "3 of 4 failed".
    const said = 'the judge cost budget of $0.0050 was spent: 3 criteria not judged';
    expect(failureHeadline(run)).toBe(`${said}, so 3 of 4 scenarios errored (no failure of the server)`);
    expect(renderSummary(run).markdown).toContain(`## mcp-scenario-eval: ❌ ${said}; 3 of 4 scenarios errored`);
    expect(renderRunReport(run, { color: false })).toContain(`Failed: ${said}, so 3 of 4 scenarios errored`);
  }, 60_000);

  it('with a model that has no price is refused before any request, naming the model and model-prices', async () => {
    const api = await fakeApi(() => reply('VERDICT: PASS\nREASON: Fine.'));
    const workspace = await writeSuite(judgedSuite(1));
    const run = await runSuite(judgedOptions(workspace, { model: 'claude-mystery-9', costBudgetUsd: 1 }));
    expect(api.requests).toHaveLength(0);
    expect(run.judge.failedBecause).toMatch(/judge-cost-budget is in USD, but the model claude-mystery-9 has no price/);
    expect(run.judge.failedBecause).toContain('model-prices');
    expect(runFailed(run)).toBe(true);
  }, 60_000);
});

describe('agent-cost-budget', () => {
  it('stops the agent scenarios once spent: later requests are not made, they error with cost_budget, the run fails', async () => {
    const api = await fakeApi((request) =>
      (request.body.messages ?? []).length === 1 ? toolUse(['list_conferences', {}]) : finalText('North Atlantic'),
    );
    const workspace = await writeSuite({
      'a.yaml': AGENT.replace('name: lookup', 'name: lookup_a'),
      'b.yaml': AGENT.replace('name: lookup', 'name: lookup_b'),
      'c.yaml': AGENT.replace('name: lookup', 'name: lookup_c'),
    });
    // Each reply of claude-haiku-4-5 costs 100 × $1 + 20 × $5 + 50 × $0.10 + 10 × $1.25 = $217.50 per million.
    // $0.0006: two replies ($0.000435) fit, the third ($0.0006525) overruns it, no fourth is sent.
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: ECNL_MODULE },
        {
          concurrency: 1,
          agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: API_KEY, costBudgetUsd: 0.0006 },
          secrets: [API_KEY],
        },
      ),
    );
    expect(api.requests).toHaveLength(3);
    expect(run.scenarios.map((s) => [s.name, s.status, s.errorCode])).toEqual([
      ['lookup_a', 'passed', undefined],
      ['lookup_b', 'errored', 'cost_budget'],
      ['lookup_c', 'errored', 'cost_budget'],
    ]);
    expect(run.scenarios[1]!.error).toMatch(/the run's agent cost budget \(\$0\.0006\) was exceeded by/);
    expect(run.scenarios[2]!.error).toBe(
      "the run's agent cost budget ($0.0006) was exceeded by <$0.0001 ($0.0007 used)",
    );
    expect(run.agent!.costBudgetUsd).toBe(0.0006);
    expect(runFailed(run)).toBe(true);
    expect(failureHeadline(run)).toBe(
      'the agent cost budget of $0.0006 was spent, so 2 of 3 scenarios errored (no failure of the server)',
    );
    expect(renderSummary(run).markdown).toContain(
      '## mcp-scenario-eval: ❌ the agent cost budget of $0.0006 was spent; 2 of 3 scenarios errored',
    );
  }, 60_000);

  it("with a scenario's own model that has no price is refused before any request", async () => {
    const api = await fakeApi(() => finalText('x'));
    const workspace = await writeSuite({ 'agent.yaml': `${AGENT}model: claude-mystery-9\n` });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: ECNL_MODULE },
        { agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: API_KEY, costBudgetUsd: 1 }, secrets: [API_KEY] },
      ),
    );
    expect(api.requests).toHaveLength(0);
    expect(run.scenarios[0]!.status).toBe('errored');
    expect(run.scenarios[0]!.error).toMatch(
      /agent-cost-budget is in USD, but the model claude-mystery-9 has no price.*model-prices/,
    );
    expect(runFailed(run)).toBe(true);
  }, 60_000);
});

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const console: Console = { out: (text) => void out.push(text), err: (text) => void err.push(text), isTTY: false };
  return { console, text: () => out.join('') + err.join('') };
}

describe('the CLI', () => {
  const server = ['--server-module', ECNL_MODULE];

  it('fails the step on a spent budget, and writes the cost to --json and --junit', async () => {
    const api = await fakeApi(() => reply('VERDICT: PASS\nREASON: It names conferences.', JUDGE_USAGE));
    const workspace = await writeSuite(judgedSuite(3));
    const out = await mkdtemp(path.join(tmpdir(), 'mse-cost-'));
    const captured = io();
    const code = await main(
      [
        '*.yaml',
        ...server,
        '--concurrency',
        '1',
        '--judge-concurrency',
        '1',
        '--judge-cost-budget',
        '0.003',
        '--json',
        path.join(out, 'r.json'),
        '--junit',
        path.join(out, 'r.xml'),
      ],
      { ANTHROPIC_API_KEY: API_KEY },
      captured.console,
      workspace,
    );
    expect(code).toBe(1);
    expect(api.requests).toHaveLength(2);
    const json = JSON.parse(await readFile(path.join(out, 'r.json'), 'utf8'));
    expect(json.cost).toEqual({ usd: 0.0056, unknown: [] });
    expect(json.scenarios.map((s: { errorCode?: string }) => s.errorCode)).toEqual([
      undefined,
      'cost_budget',
      'cost_budget',
    ]);
    expect(await readFile(path.join(out, 'r.xml'), 'utf8')).toContain('<property name="run.cost.usd" value="0.0056"/>');
    expect(captured.text()).toContain('cost $0.0056 (budget judge $0.0030)');
    expect(captured.text()).toContain(
      'Failed: the judge cost budget of $0.0030 was spent: 2 criteria not judged, so 2 of 3 scenarios errored',
    );
  }, 60_000);

  it.each([
    ['--judge-cost-budget', '0'],
    ['--judge-cost-budget', '-1'],
    ['--judge-cost-budget', '$5'],
    ['--judge-cost-budget', '1e3'],
    ['--judge-cost-budget', 'NaN'],
    ['--judge-cost-budget', 'Infinity'],
    ['--agent-cost-budget', '0x10'],
    ['--agent-cost-budget', '100001'],
  ])('refuses %s %j, naming the setting', async (flag, value) => {
    const api = await fakeApi(() => reply('VERDICT: PASS\nREASON: Fine.'));
    const captured = io();
    // `=`: a value starting with `-` is otherwise read as the next flag.
    const code = await main(
      ['x.yaml', ...server, `${flag}=${value}`],
      { ANTHROPIC_API_KEY: API_KEY },
      captured.console,
      ROOT,
    );
    expect(code).toBe(2);
    expect(captured.text()).toContain(`${flag} must be a positive amount of US dollars`);
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a budget whose model has no price before any request, and a bad model-prices line', async () => {
    const api = await fakeApi(() => reply('VERDICT: PASS\nREASON: Fine.'));
    const refused = io();
    expect(
      await main(
        ['x.yaml', ...server, '--judge-model', 'claude-mystery-9', '--judge-cost-budget', '1'],
        { ANTHROPIC_API_KEY: API_KEY },
        refused.console,
        ROOT,
      ),
    ).toBe(2);
    expect(refused.text()).toContain('--judge-cost-budget is in USD, but the model claude-mystery-9 has no price');
    expect(refused.text()).toContain(
      'add one with --model-prices (claude-mystery-9=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ',
    );
    const agent = io();
    expect(
      await main(
        ['x.yaml', ...server, '--agent-models', 'claude-haiku-4-5,claude-mystery-8', '--agent-cost-budget', '1'],
        { ANTHROPIC_API_KEY: API_KEY },
        agent.console,
        ROOT,
      ),
    ).toBe(2);
    expect(agent.text()).toContain('--agent-cost-budget is in USD, but the model claude-mystery-8 has no price');
    const bad = io();
    expect(await main(['x.yaml', ...server, '--model-price', 'claude-x=1,2'], {}, bad.console, ROOT)).toBe(2);
    expect(bad.text()).toContain('--model-prices: line "claude-x=1,2" has 2 amounts, not 4');
    expect(api.requests).toHaveLength(0);
  });
});
