import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge/index.js';
import { runFailed, runSuite } from '../../src/run/index.js';
import { DEFAULT_JUDGE_MODEL } from '../../src/config/options.js';
import { renderSummary } from '../../src/report/summary.js';
import { ROOT } from '../helpers/runner.js';
import { httpError, startFakeMessagesApi, type FakeMessagesApi } from './fake-messages-api.js';

const API_KEY = 'sk-ant-test-unreachable-0123456789';
const TWO_CRITERIA = '__tests__/fixtures/suites/judged/two_criteria.yaml';

/** A loopback port that was just free: listen on port 0, note it, close it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let fake: FakeMessagesApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  delete process.env.ANTHROPIC_BASE_URL;
});

describe('a judge API that cannot be reached (the real SDK, ANTHROPIC_BASE_URL at a closed port)', () => {
  it('is an error of the criterion naming the URL, never a PASS, and not counted as a call', async () => {
    const base = `http://127.0.0.1:${await closedPort()}`;
    process.env.ANTHROPIC_BASE_URL = base;
    const judge = createJudge({ apiKey: API_KEY, model: DEFAULT_JUDGE_MODEL, concurrency: 1, maxRetries: 0 });
    const verdict = await judge.judge('Output names a season.', 'Season 2025-26');
    expect(verdict.verdict).toBe('FAIL');
    expect(verdict.error).toBe(
      `the judge API at ${base}/ could not be reached: connection refused (nothing is listening there); check ANTHROPIC_BASE_URL and the network`,
    );
    expect(verdict.reason).toBe(verdict.error);
    expect(judge.usage()).toEqual({
      calls: 0,
      inputTokens: 0,
      outputTokens: 0,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
  });

  it('errors the scenario, shows no "raw reply", and counts no call, through a whole run', async () => {
    const base = `http://127.0.0.1:${await closedPort()}`;
    process.env.ANTHROPIC_BASE_URL = base;
    const run = await runSuite({
      workspace: ROOT,
      scenarioGlobs: [TWO_CRITERIA],
      server: { kind: 'module', modulePath: 'examples/ecnl/server.mjs' },
      isolation: 'scenario',
      concurrency: 1,
      timeoutMs: 10_000,
      filter: '',
      judge: { mode: 'auto', model: DEFAULT_JUDGE_MODEL, concurrency: 2, apiKey: API_KEY },
      secrets: [API_KEY],
    });
    const [scenario] = run.scenarios;
    expect(scenario!.status).toBe('errored');
    expect(scenario!.error).toMatch(
      new RegExp(`^the judge could not be asked: the judge API at ${base}/ could not be reached: connection refused`),
    );
    const criteria = scenario!.checks.filter((c) => c.kind === 'judge');
    expect(criteria).toHaveLength(2);
    for (const check of criteria) {
      expect(check.status).toBe('failed');
      expect(check.message).toMatch(/^judge error: the judge API at .* could not be reached/);
      expect(check.judge).toBeUndefined();
    }
    expect(run.judge.calls).toBe(0);
    expect(runFailed(run)).toBe(true);
    const summary = renderSummary(run).markdown;
    expect(summary).not.toContain('raw reply');
    expect(summary).not.toContain('Connection error.');
  });

  it('still counts an HTTP error reply as a call (the API answered), though it errors the criterion too', async () => {
    fake = await startFakeMessagesApi(() => httpError(401, 'invalid x-api-key'));
    process.env.ANTHROPIC_BASE_URL = fake.url;
    const judge = createJudge({ apiKey: API_KEY, model: DEFAULT_JUDGE_MODEL, concurrency: 1 });
    const verdict = await judge.judge('Output names a season.', 'Season 2025-26');
    expect(verdict.verdict).toBe('FAIL');
    expect(verdict.error).toMatch(new RegExp(`^the judge API at ${fake.url}/? answered with an error: 401 `));
    expect(judge.usage().calls).toBe(1);
  });
});
