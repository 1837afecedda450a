import path from 'node:path';
import { describe, expect } from 'vitest';
import { MODEL_TOOL_RESULT_LIMIT_CHARS } from '../../../src/model/limits.js';
import { runSuite, type RunOptions } from '../../../src/run/index.js';
import { renderRecording, type Recording } from '../../../src/kinds/agent/recording.js';
import { renderSummary } from '../../../src/report/summary.js';
import { ROOT } from '../../helpers/runner.js';
import { finalText, toolUse, type ReceivedRequest } from '../../judge/fake-messages-api.js';
import { fakeApisTest as test } from '../../judge/fake-messages-api-fixture.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';

// Issue 30 item 4: tool output given to the model is capped (redacted first), recordings hold the
// capped text, and the token budget is checked after each reply as well as before each request.

const HUGE_MODULE = path.join(ROOT, '__tests__/fixtures/servers/huge-output.mjs');
const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');
const SECRET = 'sk-live-straddling-the-model-cut-0123456789';
const API_KEY = 'sk-ant-test-output-cap';

const turnOf = (request: ReceivedRequest) =>
  (request.body.messages ?? []).filter((message) => message.role === 'assistant').length;

const agent = (extra: Partial<NonNullable<RunOptions['agent']>> = {}): RunOptions['agent'] => ({
  mode: 'auto',
  model: 'claude-haiku-4-5',
  apiKey: API_KEY,
  ...extra,
});

/** The text of every tool_result of a request's last message, as sent. */
function toolResultTexts(request: ReceivedRequest): string[] {
  const last = (request.body.messages ?? []).at(-1) as unknown as { content: Record<string, unknown>[] };
  return last.content
    .filter((block) => block.type === 'tool_result')
    .map((block) =>
      typeof block.content === 'string'
        ? block.content
        : (block.content as { text?: string }[]).map((part) => part.text ?? '').join('\n'),
    );
}

describe('what the model is given of a tool result', () => {
  test('is cut at MODEL_TOOL_RESULT_LIMIT_CHARS after redaction, said in the text; later turns and the recording hold the cut text', async ({
    startFakeApi,
  }) => {
    const fake = await startFakeApi((request) => {
      const turn = turnOf(request);
      if (turn === 0) return toolUse(['dump', {}]);
      if (turn === 1) return toolUse(['fail_loudly', {}]);
      return finalText('Dumped.');
    });
    const workspace = await writeSuite({
      'dump.yaml': 'name: dump\nprompt: Dump it.\nexpected_calls:\n  - tool: dump\n',
    });
    let recordings: Recording[] = [];
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: HUGE_MODULE },
        { agent: agent({ record: true }), secrets: [API_KEY, SECRET] },
      ),
      { onRecordings: async (made) => void (recordings = made.map((item) => item.recording)) },
    );
    expect(run.scenarios[0]!.status).toBe('passed');
    expect(fake.requests).toHaveLength(3);
    for (const request of fake.requests.slice(1)) {
      // The whole request (both results, every earlier turn) stays far below the 5,000,000 characters.
      expect(JSON.stringify(request.body).length).toBeLessThan(3 * MODEL_TOOL_RESULT_LIMIT_CHARS);
      expect(JSON.stringify(request.body)).not.toContain(SECRET.slice(0, 10));
      expect(JSON.stringify(request.body)).not.toContain(SECRET.slice(-10));
    }
    const [dumped] = toolResultTexts(fake.requests[1]!);
    expect(dumped!.startsWith('x'.repeat(1000))).toBe(true);
    expect(dumped).toMatch(
      /\[… tool result cut: 4,89\d,\d{3} more characters were not given to the model \(limit 100,000 characters per tool result\)\]$/,
    );
    expect(dumped!.length).toBeLessThan(MODEL_TOOL_RESULT_LIMIT_CHARS + 200);
    // The failing tool's result is cut too, and still an error.
    const last = (fake.requests[2]!.body.messages ?? []).at(-1) as unknown as { content: Record<string, unknown>[] };
    expect(last.content[0]).toMatchObject({ type: 'tool_result', is_error: true });
    expect(toolResultTexts(fake.requests[2]!)[0]).toContain('tool result cut');

    expect(recordings).toHaveLength(1);
    const written = renderRecording(recordings[0]!);
    expect(written.length).toBeLessThan(3 * MODEL_TOOL_RESULT_LIMIT_CHARS);
    expect(written).not.toContain(SECRET.slice(0, 10));
    expect(recordings[0]!.trials[0]!.turns[1]!.toolResults[0]).toBe(dumped);
    expect(recordings[0]!.trials[0]!.turns[2]!.toolErrors).toEqual([true]);
  }, 60_000);
});

describe('the agent token budget', () => {
  test('a reply that overruns it errors its scenario and every later one, and the reports say by how much', async ({
    startFakeApi,
  }) => {
    const huge = {
      input_tokens: 5_000_000,
      output_tokens: 20,
      cache_read_input_tokens: 0,
      cache_creation_input_tokens: 0,
    };
    const fake = await startFakeApi(() => ({
      kind: 'message',
      content: [{ type: 'text', text: 'North Atlantic.' }],
      usage: huge,
    }));
    const workspace = await writeSuite({
      'a.yaml':
        'name: first\nprompt: Which conference?\nexpected_contains: [North]\n---\nname: second\nprompt: Which conference?\nexpected_contains: [North]\n',
    });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: ECNL_MODULE },
        { concurrency: 1, agent: agent({ tokenBudget: 1_000 }), secrets: [API_KEY] },
      ),
    );
    expect(run.scenarios.map((scenario) => scenario.status)).toEqual(['errored', 'errored']);
    expect(fake.requests).toHaveLength(1);
    expect(run.scenarios[0]!.agent!.trials[0]!.error).toBe(
      "the run's agent token budget (1,000 tokens) was exceeded by 4,999,020 tokens (5,000,020 used): this reply used 5,000,020 tokens",
    );
    expect(run.scenarios[1]!.error).toBe(
      "the run's agent token budget (1,000 tokens) was exceeded by 4,999,020 tokens (5,000,020 used)",
    );
    expect(run.agent!.tokenBudgetExceededBy).toBe(4_999_020);
    expect(renderSummary(run, {}).markdown).toContain('(budget 1,000 tokens, **exceeded by 4,999,020**)');
  }, 60_000);
});
