import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JUDGE_MAX_RETRIES, JUDGE_MAX_TOKENS } from '../../src/judge/client.js';
import { createJudge, JUDGE_SYSTEM_PROMPT, type JudgeOptions } from '../../src/judge/index.js';
import { DEFAULT_JUDGE_MODEL } from '../../src/config/options.js';
import {
  httpError,
  reply,
  startFakeMessagesApi,
  userMessageOf,
  type FakeAnswer,
  type FakeMessagesApi,
  type ReceivedRequest,
} from './fake-messages-api.js';

const API_KEY = 'sk-ant-test-client-0123456789';
const CRITERION = 'Output lists at least one ECNL event with a conference and a season.';
const OUTPUT = 'ECNL Girls North Atlantic Showcase (North Atlantic, 2025-26)';

let fake: (FakeMessagesApi & { maxInFlight(): number }) | undefined;
const previousBaseUrl = process.env.ANTHROPIC_BASE_URL;

beforeEach(() => {
  delete process.env.ANTHROPIC_BASE_URL;
});
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  if (previousBaseUrl === undefined) delete process.env.ANTHROPIC_BASE_URL;
  else process.env.ANTHROPIC_BASE_URL = previousBaseUrl;
});

/** A judge over the real SDK, pointed at a fresh fake through ANTHROPIC_BASE_URL only. */
async function judgeAgainst(
  answer: (request: ReceivedRequest, index: number) => FakeAnswer | Promise<FakeAnswer>,
  options: Partial<JudgeOptions> = {},
) {
  fake = await startFakeMessagesApi(answer);
  process.env.ANTHROPIC_BASE_URL = fake.url;
  const judge = createJudge({ apiKey: API_KEY, model: DEFAULT_JUDGE_MODEL, concurrency: 4, ...options });
  return { judge, fake };
}

describe('the judge over the real SDK and a fake Messages API', () => {
  it('sends one criterion and the fenced output as the contract says, and reads a PASS', async () => {
    const { judge, fake } = await judgeAgainst(() => reply('VERDICT: PASS\nREASON: It lists one event.'));
    const verdict = await judge.judge(CRITERION, OUTPUT);
    expect(verdict).toEqual({
      verdict: 'PASS',
      reason: 'It lists one event.',
      raw: 'VERDICT: PASS\nREASON: It lists one event.',
      usage: { model: 'claude-haiku-4-5', tokens: { input: 100, output: 12, cacheRead: 0, cacheWrite: 0 } },
    });

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.url).toBe('/v1/messages');
    expect(request.body).toMatchObject({
      model: 'claude-haiku-4-5',
      max_tokens: JUDGE_MAX_TOKENS,
      system: JUDGE_SYSTEM_PROMPT,
    });
    expect(JUDGE_MAX_TOKENS).toBeLessThanOrEqual(512);
    // The SDK's API version (2026-10-21) removed the sampling parameters: sending temperature is a 400.
    expect(request.headers['anthropic-version']).toBe('2026-10-21');
    expect(request.body).not.toHaveProperty('temperature');
    const auth = `${request.headers['x-api-key'] ?? ''}${request.headers.authorization ?? ''}`;
    expect(auth).toContain(API_KEY);

    const message = userMessageOf(request);
    expect(message.split(CRITERION)).toHaveLength(2); // exactly one criterion, once
    const fence = /^BEGIN OUTPUT (\S+)\n([\s\S]*)\nEND OUTPUT \1$/m.exec(message);
    expect(fence?.[2]).toBe(OUTPUT);
    expect(message.indexOf(CRITERION)).toBeLessThan(message.indexOf(`BEGIN OUTPUT ${fence![1]}`));
    expect(judge.usage()).toEqual({
      calls: 1,
      inputTokens: 100,
      outputTokens: 12,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
  });

  it('the system prompt says what SPEC says it says', () => {
    expect(JUDGE_SYSTEM_PROMPT).toMatch(/strict/i);
    expect(JUDGE_SYSTEM_PROMPT).toMatch(/not clearly and fully satisfied.*FAIL/);
    expect(JUDGE_SYSTEM_PROMPT).toContain('VERDICT: PASS');
    expect(JUDGE_SYSTEM_PROMPT).toContain('VERDICT: FAIL');
    expect(JUDGE_SYSTEM_PROMPT).toContain('REASON: <one sentence');
    expect(JUDGE_SYSTEM_PROMPT).toMatch(/exactly two lines/);
    expect(JUDGE_SYSTEM_PROMPT).toMatch(/No preamble, no markdown/);
  });

  it('reads a FAIL with its reason', async () => {
    const { judge } = await judgeAgainst(() => reply('VERDICT: FAIL\nREASON: No season is named.'));
    expect(await judge.judge(CRITERION, OUTPUT)).toEqual({
      verdict: 'FAIL',
      reason: 'No season is named.',
      raw: 'VERDICT: FAIL\nREASON: No season is named.',
      usage: { model: 'claude-haiku-4-5', tokens: { input: 100, output: 12, cacheRead: 0, cacheWrite: 0 } },
    });
  });

  it('fails a malformed reply, keeping the raw reply as the reason', async () => {
    const raw = '**VERDICT:** PASS\n**REASON:** Looks fine.';
    const { judge } = await judgeAgainst(() => reply(raw));
    const verdict = await judge.judge(CRITERION, OUTPUT);
    expect(verdict).toMatchObject({ verdict: 'FAIL', reason: raw, raw });
    expect(verdict.malformed).toMatch(/first line/);
  });

  it('fails a reply cut off by max_tokens, even when it reads like a PASS', async () => {
    const { judge } = await judgeAgainst(() => reply('VERDICT: PASS\nREASON: It lists.', { stopReason: 'max_tokens' }));
    const verdict = await judge.judge(CRITERION, OUTPUT);
    expect(verdict).toMatchObject({ verdict: 'FAIL', raw: 'VERDICT: PASS\nREASON: It lists.' });
    expect(verdict.malformed).toMatch(/max_tokens/);
  });

  it('fails a well-formed PASS whose reply has no stop_reason (null or missing, as a proxy may send)', async () => {
    for (const stopReason of [null, '(missing)']) {
      const { judge } = await judgeAgainst(() => reply('VERDICT: PASS\nREASON: It lists.', { stopReason }));
      const verdict = await judge.judge(CRITERION, OUTPUT);
      expect(verdict).toMatchObject({ verdict: 'FAIL', raw: 'VERDICT: PASS\nREASON: It lists.' });
      expect(verdict.malformed).toMatch(/no stop_reason .*nothing proves it is complete/);
    }
  });

  it('waits out a 429 with retry-after and takes the 200 that follows', async () => {
    const { judge, fake } = await judgeAgainst((_, index) =>
      index === 0
        ? httpError(429, 'Number of request tokens has exceeded your per-minute rate limit', { 'retry-after': '0.05' })
        : reply('VERDICT: PASS\nREASON: It lists one event.'),
    );
    expect(await judge.judge(CRITERION, OUTPUT)).toMatchObject({ verdict: 'PASS' });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.headers['x-stainless-retry-count']).toBe('1');
    expect(judge.usage().calls).toBe(1);
  });

  it('errors the criterion (the judge could not be asked) after the SDK retries repeated 500s', async () => {
    const { judge, fake } = await judgeAgainst(() =>
      httpError(500, 'Internal server error', { 'retry-after-ms': '1' }),
    );
    const verdict = await judge.judge(CRITERION, OUTPUT);
    expect(fake.requests).toHaveLength(1 + JUDGE_MAX_RETRIES);
    expect(verdict.verdict).toBe('FAIL');
    expect(verdict.error).toMatch(
      /^the judge API at http:\/\/127\.0\.0\.1:\d+\/ answered with an error: 500 .*Internal server error.*; still so after 2 retries: run again later$/,
    );
    expect(verdict.reason).toBe(verdict.error);
    expect(verdict.raw).toMatch(/500 .*Internal server error/);
    expect(verdict.raw).toContain('req_fake_error_500');
  });

  it('errors the criterion at once on a 401 (not retried), naming the error and the key to check', async () => {
    const { judge, fake } = await judgeAgainst(() => httpError(401, 'invalid x-api-key'));
    const verdict = await judge.judge(CRITERION, OUTPUT);
    expect(fake.requests).toHaveLength(1);
    expect(verdict).toMatchObject({ verdict: 'FAIL' });
    expect(verdict.reason).toMatch(/401 .*invalid x-api-key/);
    expect(verdict.error).toMatch(/401 .*invalid x-api-key.*; check ANTHROPIC_API_KEY/);
    expect(verdict.raw).not.toContain(API_KEY);
  });

  it('fails the criterion when the API hangs past the per-request timeout, after the retries', async () => {
    const { judge, fake } = await judgeAgainst(() => ({ kind: 'hang' }), { timeoutMs: 150, maxRetries: 1 });
    const verdict = await judge.judge(CRITERION, OUTPUT);
    expect(fake.requests).toHaveLength(2);
    expect(verdict.verdict).toBe('FAIL');
    // Reached and silent: not "could not be reached".
    expect(verdict.reason).toMatch(/^the judge API at \S+ did not answer within 150 ms, on each of 2 attempts$/);
    expect(verdict.raw).toMatch(/timed out/i);
  });

  it('fails the criterion when the API sends the headers and stalls the body, within the timeout', async () => {
    const { judge, fake } = await judgeAgainst(() => ({ kind: 'stall' }), { timeoutMs: 150, maxRetries: 1 });
    const verdict = await judge.judge(CRITERION, OUTPUT);
    expect(fake.requests).toHaveLength(2);
    // Not "TypeError: terminated" after undici's 300 s body timeout.
    expect(verdict.reason).toMatch(/^the judge API at \S+ did not answer within 150 ms, on each of 2 attempts$/);
  });

  it('asks an identical (criterion, output) pair once per run, even when asked concurrently', async () => {
    const { judge, fake } = await judgeAgainst(() => reply('VERDICT: PASS\nREASON: It holds.'));
    const verdicts = await Promise.all([
      judge.judge(CRITERION, OUTPUT),
      judge.judge(CRITERION, OUTPUT),
      judge.judge(CRITERION, `${OUTPUT}!`),
    ]);
    expect(await judge.judge(CRITERION, OUTPUT)).toBe(verdicts[0]);
    expect(fake.requests).toHaveLength(2);
    expect(judge.usage()).toEqual({
      calls: 2,
      inputTokens: 200,
      outputTokens: 24,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
  });

  it('keeps at most judge-concurrency calls in flight', async () => {
    const slow = () =>
      new Promise<FakeAnswer>((resolve) => setTimeout(() => resolve(reply('VERDICT: PASS\nREASON: It holds.')), 30));
    const { judge, fake } = await judgeAgainst(slow, { concurrency: 2 });
    const verdicts = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((c) => judge.judge(`criterion ${c}`, OUTPUT)));
    expect(verdicts.map((v) => v.verdict)).toEqual(['PASS', 'PASS', 'PASS', 'PASS', 'PASS']);
    expect(fake.requests).toHaveLength(5);
    expect(fake.maxInFlight()).toBe(2);
  });

  it("scrubs the run's secrets from what it sends", async () => {
    const { judge, fake } = await judgeAgainst(() => reply('VERDICT: PASS\nREASON: It holds.'), {
      secrets: ['bearer-s3cret-value'],
    });
    await judge.judge(CRITERION, `${OUTPUT}\nAuthorization: Bearer bearer-s3cret-value`);
    expect(JSON.stringify(fake.requests[0]!.body)).not.toContain('bearer-s3cret-value');
    expect(userMessageOf(fake.requests[0]!)).toContain('Authorization: Bearer ***');
  });

  it('reports no usage and loads nothing before a criterion is judged', () => {
    const judge = createJudge({ apiKey: API_KEY, model: DEFAULT_JUDGE_MODEL, concurrency: 4 });
    expect(judge.usage()).toEqual({
      calls: 0,
      inputTokens: 0,
      outputTokens: 0,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
  });
});
