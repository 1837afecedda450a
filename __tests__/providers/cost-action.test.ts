/**
 * The bill in dollars through the action as the runner runs it (dist/index.js, its own process): a
 * spent judge-cost-budget fails the step with the cost in the job summary, and a hostile budget or
 * price is refused before any request, naming the input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/runner.js';
import { writeSuite } from '../mcp/helpers.js';
import { reply, startFakeMessagesApi, type FakeMessagesApi } from '../judge/fake-messages-api.js';
import path from 'node:path';
import { ROOT } from '../helpers/runner.js';

const API_KEY = 'sk-ant-test-cost-action-0123456789';
const JUDGED = (i: number) => `name: judged_${i}
tool_sequence:
  - tool: list_conferences
    args: {}
expected_judge:
  - "Output names at least ${i + 1} conference."
`;

let fake: FakeMessagesApi;
beforeAll(async () => {
  fake = await startFakeMessagesApi(() =>
    reply('VERDICT: PASS\nREASON: It names conferences.', {
      inputTokens: 1000,
      outputTokens: 200,
      cacheReadTokens: 3000,
      cacheWriteTokens: 400,
    }),
  );
});
afterAll(() => fake.close());

describe('the action', () => {
  it('fails the step once judge-cost-budget is spent, the calls left not made, with the cost in the summary', async () => {
    const workspace = await writeSuite({ 'a.yaml': JUDGED(0), 'b.yaml': JUDGED(1), 'c.yaml': JUDGED(2) });
    const before = fake.requests.length;
    const run = await runAction(
      {
        scenarios: '*.yaml',
        'server-module': path.join(ROOT, 'examples/ecnl/server.mjs'),
        'anthropic-api-key': API_KEY,
        concurrency: '1',
        'judge-concurrency': '1',
        'judge-cost-budget': '0.003',
      },
      { workspace, env: { ANTHROPIC_BASE_URL: fake.url } },
    );
    expect(run.code).toBe(1);
    // $0.0028 a call: the second overruns $0.003, the third is never sent.
    expect(fake.requests.length - before).toBe(2);
    expect(run.summary).toContain('**Cost:** $0.0056');
    expect(run.summary).toContain('(budget $0.0030)');
    expect(run.summary).toContain('judge cost budget ($0.0030) was exceeded by $0.0026 ($0.0056 used)');
    expect(run.summary).not.toContain(API_KEY);
    // The step fails saying which budget stopped it, not "2 of 3 failed".
    expect(run.stdout).toContain(
      'the judge cost budget of $0.0030 was spent: 2 criteria not judged, so 2 of 3 scenarios errored (no failure of the server)',
    );
  }, 120_000);

  it.each([
    ['judge-cost-budget', '-5', 'input judge-cost-budget must be a positive amount of US dollars'],
    ['agent-cost-budget', '1e9', 'input agent-cost-budget must be a positive amount of US dollars'],
    ['model-prices', 'claude-x=1,2,3,Infinity', 'input model-prices: line "claude-x=1,2,3,Infinity" has "Infinity"'],
  ])(
    'refuses %s: %j before any request, naming the input',
    async (input, value, message) => {
      const before = fake.requests.length;
      const run = await runAction(
        {
          scenarios: 'scenarios/ecnl/find_events_basic.yaml',
          'server-module': 'examples/ecnl/server.mjs',
          'anthropic-api-key': API_KEY,
          [input]: value,
        },
        { env: { ANTHROPIC_BASE_URL: fake.url } },
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(message);
      expect(fake.requests.length).toBe(before);
    },
    120_000,
  );
});
