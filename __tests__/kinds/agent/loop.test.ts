import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSuite, type RunOptions, type RunResult, type ScenarioResult } from '../../../src/run/index.js';
import {
  finalText,
  httpError,
  toolUse,
  type FakeAnswer,
  type FakeMessagesApi,
  type ReceivedRequest,
} from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { ROOT } from '../../helpers/runner.js';
import { planAnnotations } from '../../../src/report/annotations.js';
import { renderJsonReport } from '../../../src/report/json.js';
import { renderJunit } from '../../../src/report/junit.js';
import { renderSummary } from '../../../src/report/summary.js';
import { renderScenarioLine } from '../../../src/report/terminal.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';

const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');

/** Scripted turns by prompt: the nth reply of a conversation is the nth entry (the last repeats). */
const SCRIPTS: Record<string, FakeAnswer[]> = {
  happy: [
    toolUse(['list_conferences', {}]),
    toolUse(['find_events', { conference: 'North Atlantic', season: '2025-26' }]),
    finalText('The ECNL Girls North Atlantic Showcase is the North Atlantic event of 2025-26.'),
  ],
  wrong_arg: [toolUse(['get_event', { id: 1234 }]), finalText('I could not find it.')],
  forbidden: [toolUse(['list_seasons', {}]), finalText('Seasons listed.')],
  never_stops: [toolUse(['list_conferences', {}])],
  wrong_order: [toolUse(['find_events', {}]), toolUse(['list_conferences', {}]), finalText('done')],
  hallucinated: [toolUse(['delete_everything', { really: true }]), finalText('I cannot do that.')],
  malformed: [
    { kind: 'raw', body: { type: 'message', role: 'assistant', content: 'not a list', stop_reason: 'end_turn' } },
  ],
};

let rateLimited = 0;
function answer(request: ReceivedRequest): FakeAnswer {
  const prompt = String(request.body.messages?.[0]?.content ?? '');
  if (prompt === 'rate_limited') {
    // 429 once, then the SDK's own retry gets the answer.
    if (rateLimited++ === 0) return httpError(429, 'slow down', { 'retry-after-ms': '10' });
    return finalText('North Atlantic');
  }
  const script = SCRIPTS[prompt];
  if (!script) return httpError(400, `no script for prompt ${JSON.stringify(prompt)}`);
  const turn = (request.body.messages ?? []).filter((message) => message.role === 'assistant').length;
  return script[Math.min(turn, script.length - 1)]!;
}

const SUITE = `name: happy
prompt: happy
system: "You help ECNL families."
trials: 3
min_passes: 2
expected_calls:
  - tool: list_conferences
  - tool: find_events
    args: {conference: "North Atlantic", season: {$matches: "^2025-"}}
expected_contains: ["North Atlantic Showcase"]
---
name: wrong_arg
prompt: wrong_arg
expected_calls:
  - tool: get_event
    args: {id: "1234"}
---
name: forbidden
prompt: forbidden
forbidden_tools: [list_seasons]
---
name: never_stops
prompt: never_stops
max_turns: 3
expected_calls:
  - tool: list_conferences
---
name: wrong_order
prompt: wrong_order
expected_calls:
  - tool: list_conferences
  - tool: find_events
---
name: hallucinated
prompt: hallucinated
max_calls: 1
expected_not_contains: ["deleted"]
---
name: malformed
prompt: malformed
expected_contains: ["x"]
---
name: rate_limited
prompt: rate_limited
trials: 3
min_passes: 3
expected_contains: ["North Atlantic"]
`;

let fake: FakeMessagesApi;
let workspace: string;
fakeApiTest(answer).beforeAll(async ({ fake: started }) => {
  fake = started;
  workspace = await writeSuite({ 'agent.yaml': SUITE });
});

function options(extra: Partial<RunOptions> = {}, server?: RunOptions['server']): RunOptions {
  return optionsFor(workspace, server ?? { kind: 'module', modulePath: ECNL_MODULE }, {
    agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'sk-ant-test-agent' },
    ...extra,
  });
}

const byName = (run: RunResult, name: string): ScenarioResult => run.scenarios.find((s) => s.name === name)!;
const failedMessages = (scenario: ScenarioResult) =>
  scenario.checks.filter((check) => check.status === 'failed').map((check) => check.message);

describe('agent scenarios through the real SDK against the ECNL example server, in-process', () => {
  let run: RunResult;
  beforeAll(async () => {
    run = await runSuite(options());
  }, 60_000);

  it('passes a scenario whose calls and answer hold, stopping once min_passes is reached', () => {
    const happy = byName(run, 'happy');
    expect(happy.status).toBe('passed');
    expect(happy.agent).toMatchObject({ planned: 3, minPasses: 2, passes: 2 });
    expect(happy.agent!.trials).toHaveLength(2);
    // The pass rate over the trials run, with its 95% Wilson interval; measured, not replayed.
    expect(happy.agent!.rate).toMatchObject({ passes: 2, trials: 2, rate: 1, high: 1, confidence: 0.95 });
    expect(happy.agent!.rate.low).toBeCloseTo(0.3424, 4);
    expect(happy.agent!.replayed).toBeUndefined();
    expect(happy.agent!.stoppedEarly).toMatch(/min_passes \(2\) was reached after 2 trials; 1 more/);
    const calls = happy.agent!.trials[0]!.calls;
    expect(calls.map((call) => [call.turn, call.tool, call.input])).toEqual([
      [1, 'list_conferences', {}],
      [2, 'find_events', { conference: 'North Atlantic', season: '2025-26' }],
    ]);
    expect(calls[1]!.output).toContain('ECNL Girls North Atlantic Showcase');
    expect(happy.agent!.trials[0]!.turns).toBe(3);
    // Fake usage: 100 in, 20 out, 50 cache read, 10 cache write per reply; 3 replies per trial.
    expect(happy.agent!.tokens).toEqual({ input: 600, output: 120, cacheRead: 300, cacheWrite: 60 });
  });

  it('sends the tools and system prompt with cache_control, the tool results back, and no sampling parameter', () => {
    const happyRequests = fake.requests.filter((request) => request.body.messages?.[0]?.content === 'happy');
    expect(happyRequests).toHaveLength(6);
    const first = happyRequests[0]!.body as Record<string, unknown> & { tools: Record<string, unknown>[] };
    expect(first.system).toEqual([
      { type: 'text', text: 'You help ECNL families.', cache_control: { type: 'ephemeral' } },
    ]);
    expect(first.tools.map((tool) => tool.name)).toEqual([
      'find_events',
      'list_conferences',
      'get_event',
      'list_seasons',
    ]);
    expect(first.tools.at(-1)!.cache_control).toEqual({ type: 'ephemeral' });
    expect(first.tools[0]!.cache_control).toBeUndefined();
    for (const key of ['temperature', 'top_p', 'top_k']) expect(first).not.toHaveProperty(key);
    // Its two trials run at once (min_passes 2), so the third turn is found by its length, not its place.
    const third = happyRequests.find((request) => request.body.messages?.length === 5)!.body.messages as unknown as {
      role: string;
      content: Record<string, unknown>[];
    }[];
    expect(third.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    expect(third[4]!.content[0]).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_0_find_events' });
    expect(JSON.stringify(third[4]!.content[0]!.content)).toContain('North Atlantic Showcase');
  });

  it('a wrong argument is recorded as sent and shown beside the expected value', () => {
    const wrong = byName(run, 'wrong_arg');
    expect(wrong.status).toBe('failed');
    expect(wrong.agent!.trials[0]!.calls[0]).toMatchObject({ tool: 'get_event', input: { id: 1234 }, isError: true });
    expect(failedMessages(wrong)).toContain(
      'trial 1: expected_calls[0] (get_event): wrong arguments in get_event {"id":1234} (turn 1): id: expected "1234", the model sent 1234 (a number)',
    );
    const check = wrong.checks.find((c) => c.kind === 'call')!;
    expect(check.position.line).toBe(15);
  });

  it('a forbidden tool fails at the forbidden_tools entry', () => {
    const forbidden = byName(run, 'forbidden');
    expect(forbidden.status).toBe('failed');
    const check = forbidden.checks.find((c) => c.kind === 'call' && c.status === 'failed')!;
    expect(check.message).toBe('trial 1: the model called the forbidden tool list_seasons: list_seasons {} (turn 1)');
    expect(check.position.line).toBe(20);
  });

  it('a model that never stops hits max_turns, which says so', () => {
    const never = byName(run, 'never_stops');
    expect(never.status).toBe('failed');
    expect(never.agent!.trials[0]!.turns).toBe(3);
    expect(failedMessages(never)).toContain(
      'trial 1: the model gave no final answer within max_turns (3 replies, 3 tool calls made)',
    );
  });

  it('wrong order is named as such', () => {
    expect(failedMessages(byName(run, 'wrong_order'))).toContainEqual(
      expect.stringMatching(
        /expected_calls\[1\] \(find_events\): wrong order: the model called find_events \{\} \(turn 1\) before list_conferences/,
      ),
    );
  });

  it('a tool the server lacks is told to the model as an error and recorded; max_calls holds', () => {
    const hallucinated = byName(run, 'hallucinated');
    expect(hallucinated.status).toBe('passed');
    expect(hallucinated.agent!.trials[0]!.calls[0]).toMatchObject({
      tool: 'delete_everything',
      input: { really: true },
      isError: true,
      error: 'the server has no tool "delete_everything"',
    });
  });

  it('a malformed reply errors the trial, never a pass', () => {
    const malformed = byName(run, 'malformed');
    expect(malformed.status).toBe('errored');
    expect(malformed.error).toMatch(/the model's reply was malformed: its content is not a list of blocks/);
  });

  it('a 429 is retried by the SDK, and every trial then passes', () => {
    const limited = byName(run, 'rate_limited');
    expect(limited.status).toBe('passed');
    expect(limited.agent!.passes).toBe(3);
  });

  it('reports: pass rate in the table, tokens, transcripts of failed trials, annotations at the entry, JUnit properties, JSON', () => {
    const { markdown } = renderSummary(run);
    expect(markdown).toMatch(
      /\*\*Agent:\*\* claude-haiku-4-5, \d+ model calls, [\d,]+ input \+ [\d,]+ output tokens \(cache: [\d,]+ read, [\d,]+ written\)/,
    );
    expect(markdown).toContain('| ✅ passed 2/2 | happy |');
    expect(markdown).toMatch(/\| ❌ failed 0\/1 \| wrong\\?_arg \|/);
    expect(markdown).toContain('<details><summary>Trial 1 (failed, 2 turns, 1 call) transcript');
    expect(markdown).toMatch(/tool_use \(turn 1\): get_event \{&quot;id&quot;:1234\}/);
    const annotation = planAnnotations(run).annotations.find(
      (a) => a.level === 'error' && a.title === 'wrong_arg' && a.line === 15,
    );
    expect(annotation?.message).toContain('id: expected "1234", the model sent 1234 (a number)');
    const junit = renderJunit(run);
    expect(junit).toContain('<property name="agent.trials.passed" value="2"/>');
    expect(junit).toContain('get_event {&quot;id&quot;:1234} (error)');
    expect(renderScenarioLine(byName(run, 'happy'), { color: false })).toMatch(
      /\[2\/2 trials, pass rate 100% \(95% CI 34–100%\), 600 in \+ 120 out tokens, cache 300 read \/ 60 written, \$0\.0013\]/,
    );
    expect(markdown).toContain('pass rate 0% (95% CI 0–79%) · model <code>claude-haiku-4-5</code>');
    expect(junit).toContain('<property name="agent.pass_rate" value="1.0000"/>');
    expect(junit).toContain('<property name="agent.pass_rate.ci_low" value="0.3424"/>');
    expect(junit).toContain('<property name="agent.pass_rate.ci_high" value="1.0000"/>');
    expect(junit).toContain('<property name="agent.pass_rate.replayed" value="false"/>');
    expect(annotation?.message ?? '').not.toBe('');
    expect(
      planAnnotations(run).annotations.find((a) => a.level === 'error' && a.title === 'wrong_arg' && a.line !== 15)
        ?.message,
    ).toMatch(/pass rate 0% \(95% CI 0–\d+%\)/);
    const json = JSON.parse(renderJsonReport(run, '0.0.0'));
    expect(json.scenarios.find((s: { name: string }) => s.name === 'wrong_arg').agent.trials[0].calls[0].input).toEqual(
      { id: 1234 },
    );
    expect(json.scenarios.find((s: { name: string }) => s.name === 'happy').agent.rate).toMatchObject({
      passes: 2,
      trials: 2,
      rate: 1,
    });
  });

  it('reports the run-wide agent usage', () => {
    expect(run.agent).toMatchObject({ mode: 'auto', model: 'claude-haiku-4-5' });
    expect(run.agent!.calls).toBeGreaterThan(10);
    // Every fake reply counts 100 input tokens, but the malformed one, which has no usage at all.
    expect(run.agent!.tokens.input).toBe((run.agent!.calls - 1) * 100);
  });
});

describe('agent scenarios: trials, budget and gating', () => {
  it('stops once min_passes can no longer be reached', async () => {
    const suite = await writeSuite({
      'a.yaml': 'name: f\nprompt: forbidden\ntrials: 5\nmin_passes: 4\nforbidden_tools: [list_seasons]\n',
    });
    const run = await runSuite({ ...options(), workspace: suite });
    const agent = run.scenarios[0]!.agent!;
    expect(agent.trials).toHaveLength(2);
    expect(agent.stoppedEarly).toMatch(/can no longer be reached: 0 passed and only 3 trials are left/);
    expect(run.scenarios[0]!.checks[0]!.message).toMatch(/^0 of 2 trials passed \(5 planned\); min_passes is 4/);
    // Five trials failing the same way are one check naming them.
    expect(failedMessages(run.scenarios[0]!)).toContain(
      'trials 1, 2: the model called the forbidden tool list_seasons: list_seasons {} (turn 1)',
    );
  }, 30_000);

  it('once the token budget is spent, the remaining agent scenarios error and say so', async () => {
    const suite = await writeSuite({
      'a.yaml':
        'name: a\nprompt: happy\ntrials: 2\nexpected_calls: [{tool: list_conferences}]\n---\nname: b\nprompt: happy\nexpected_calls: [{tool: list_conferences}]\n',
    });
    const run = await runSuite({
      ...options({ concurrency: 1, agent: { mode: 'auto', model: 'm', apiKey: 'k', tokenBudget: 300 } }),
      workspace: suite,
    });
    expect(run.scenarios.map((s) => s.status)).toEqual(['errored', 'errored']);
    // Each reply bills 180 tokens: a's second trial brings the run to 360, past the budget.
    expect(run.scenarios[1]!.error).toBe(
      "the run's agent token budget (300 tokens) was exceeded by 60 tokens (360 used)",
    );
    expect(run.agent!.tokenBudgetExceededBy).toBe(60);
    expect(run.agent!.tokenBudget).toBe(300);
  }, 30_000);

  it('without a key, auto skips visibly and required errors, and no request is made', async () => {
    const suite = await writeSuite({ 'a.yaml': 'name: a\nprompt: happy\nmax_calls: 3\n' });
    const before = fake.requests.length;
    const auto = await runSuite({ ...options({ agent: { mode: 'auto', model: 'm' } }), workspace: suite });
    expect(auto.scenarios[0]).toMatchObject({
      status: 'skipped',
      skipReason: expect.stringMatching(/no ANTHROPIC_API_KEY/),
    });
    expect(auto.agent!.skippedBecause).toMatch(/no ANTHROPIC_API_KEY/);
    const required = await runSuite({ ...options({ agent: { mode: 'required', model: 'm' } }), workspace: suite });
    expect(required.scenarios[0]).toMatchObject({ status: 'errored', error: expect.stringMatching(/required/) });
    const off = await runSuite({ ...options({ agent: { mode: 'off', model: 'm', apiKey: 'k' } }), workspace: suite });
    expect(off.scenarios[0]).toMatchObject({ status: 'skipped', skipReason: 'not run: agent is off' });
    expect(fake.requests.length).toBe(before);
  });

  it('runs over stdio too, with a fresh server per trial', async () => {
    const suite = await writeSuite({
      'a.yaml': `name: happy\nprompt: happy\ntrials: 2\nexpected_calls: [{tool: find_events, args: {conference: "North Atlantic"}}]\n`,
    });
    const run = await runSuite(
      options({}, { kind: 'command', command: `"${process.execPath}" "${ECNL_MODULE}"`, cwd: suite }),
    );
    expect({ ...run, workspace: suite }.scenarios[0]!.status).toBe('passed');
    expect(run.scenarios[0]!.agent!.trials).toHaveLength(2);
  }, 30_000);
});
