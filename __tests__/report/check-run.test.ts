// The check run's content (report/check-run.ts, pure) and its writer (github/check-run.ts) with the
// real Octokit of @actions/github against a fake GitHub REST API on 127.0.0.1 (issue 47).
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkRunName,
  checkRunRequests,
  cutChars,
  isRepositoryPath,
  planCheckRun,
  unfinishedCheckRun,
} from '../../src/report/check-run.js';
import { writeCheckRun, type CheckRunTarget } from '../../src/github/check-run.js';
import { CHECK_RUN_ANNOTATIONS_PER_REQUEST, GITHUB_CHECK_RUN_TEXT_LIMIT_CHARS } from '../../src/report/text/limits.js';
import { mixedRun, REPOSITORY } from './fixtures.js';
import { startFakeGithubApi, type FakeGithubApi } from '../helpers/fake-github-api.js';
import type { RunResult } from '../../src/model/index.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';

/** mixedRun with `count` failing scenarios, each at its own file and line. */
function manyFailures(count: number): RunResult {
  const run = mixedRun();
  const failing = run.scenarios.find((s) => s.name === 'wrong_contains')!;
  run.scenarios = Array.from({ length: count }, (_, index) => {
    const file = `scenarios/many/s${index}.yaml`;
    return {
      ...failing,
      name: `s${index}`,
      position: { file, line: 1, column: 1 },
      checks: failing.checks.map((check) => ({ ...check, position: { ...check.position, file, line: 7 + index } })),
    };
  });
  return run;
}

describe('what a check run says', () => {
  it('every failed check as a failure annotation at its file and line, uncapped, in requests of 50', () => {
    const plan = planCheckRun(manyFailures(120), { job: 'eval', repository: REPOSITORY });
    expect(plan.conclusion).toBe('failure');
    expect(plan.name).toBe('mcp-scenario-eval: eval (scenarios/many)');
    expect(plan.title).toBe('120 of 120 scenario(s) failed');
    expect(plan.annotations).toHaveLength(120);
    expect(plan.annotations[0]).toMatchObject({
      path: 'scenarios/many/s0.yaml',
      start_line: 7,
      end_line: 7,
      annotation_level: 'failure',
      title: 's0',
    });
    const requests = checkRunRequests(plan, SHA);
    expect(requests.create).toMatchObject({ head_sha: SHA, status: 'completed', conclusion: 'failure' });
    expect(requests.create.output.annotations).toHaveLength(CHECK_RUN_ANNOTATIONS_PER_REQUEST);
    expect(requests.updates.map((update) => update.output.annotations.length)).toEqual([50, 20]);
    const sent = [requests.create, ...requests.updates].flatMap((request) => request.output.annotations);
    expect(new Set(sent.map((annotation) => annotation.path)).size).toBe(120);
  });

  it('success, and neutral when everything was skipped', () => {
    const passing = mixedRun();
    passing.scenarios = passing.scenarios.filter((s) => s.status === 'passed');
    expect(planCheckRun(passing).conclusion).toBe('success');
    const skipped = mixedRun();
    skipped.scenarios = skipped.scenarios.map((s) => ({ ...s, status: 'skipped', skipReason: 'later', checks: [] }));
    const plan = planCheckRun(skipped);
    expect(plan.conclusion).toBe('neutral');
    expect(plan.annotations).toEqual([]);
    // The step's own failure (a report file not written) makes it a failure all the same.
    expect(planCheckRun(passing, { stepFailed: true }).conclusion).toBe('failure');
  });

  it('the summary: the headline, the table and the link, within 65,535 characters', () => {
    const url = 'https://github.com/acme/ecnl-mcp/actions/runs/77';
    const plan = planCheckRun(manyFailures(3000), { jobSummaryUrl: url });
    expect(plan.summary.length).toBeLessThanOrEqual(GITHUB_CHECK_RUN_TEXT_LIMIT_CHARS);
    expect(plan.summary).toContain('| Status | Scenario | File | Duration | Failed checks |');
    expect(plan.summary).toMatch(/… and [\d,]+ more scenarios, in the job summary\./);
    expect(plan.summary.endsWith(`[the job summary](${url}).`)).toBe(true);
    const unfinished = unfinishedCheckRun('the runner ran out of memory', { jobSummaryUrl: url, job: 'eval' });
    expect(unfinished).toMatchObject({ conclusion: 'failure', name: 'mcp-scenario-eval: eval', annotations: [] });
  });

  it('cuts by characters, never inside a surrogate pair; paths outside the repository are not placed', () => {
    expect(cutChars('ab😀', 3)).toBe('ab');
    expect(cutChars('ab😀', 4)).toBe('ab😀');
    for (const bad of ['/etc/passwd', '../x.yaml', 'a/../../b', 'C:/x', 'a\\b', 'a//b', ''])
      expect(isRepositoryPath(bad), bad).toBe(false);
    expect(isRepositoryPath('scenarios/a.yaml')).toBe(true);
    expect(checkRunName(undefined, { shard: '2/3' })).toBe('mcp-scenario-eval (shard 2/3)');
  });
});

describe('the writer against a fake GitHub API on 127.0.0.1', () => {
  let api: FakeGithubApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });
  const target = (url: string): CheckRunTarget => ({
    owner: 'acme',
    repo: 'ecnl-mcp',
    sha: SHA,
    baseUrl: url,
    context: {},
  });

  it('creates the check run with 50 annotations, then appends the rest in updates of 50', async () => {
    api = await startFakeGithubApi('ok');
    const plan = planCheckRun(manyFailures(75), { job: 'eval' });
    const written = await writeCheckRun(plan, target(api.url), 'ghs_secret_token_0123456789', []);
    expect(written.problem).toBeUndefined();
    expect(written.annotationsSent).toBe(75);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/acme/ecnl-mcp/check-runs',
      `PATCH /repos/acme/ecnl-mcp/check-runs/${written.id}`,
    ]);
    expect(api.requests[0]!.authorization).toBe('token ghs_secret_token_0123456789');
  });

  it('a 403: the permission it needs, never a throw', async () => {
    api = await startFakeGithubApi('forbidden');
    const written = await writeCheckRun(planCheckRun(manyFailures(2)), target(api.url), 'ghs_token_abcdefgh', []);
    expect(written.problem).toContain('GitHub answered 403');
    expect(written.problem).toContain('permissions: checks: write');
    expect(written.problem).not.toContain('ghs_token_abcdefgh');
  });

  it('a fake that never answers: given up after the request timeout, saying so', async () => {
    api = await startFakeGithubApi('hang');
    const started = performance.now();
    const written = await writeCheckRun(planCheckRun(manyFailures(2)), target(api.url), 'ghs_token_abcdefgh', [], {
      requestTimeoutMs: 200,
      deadlineMs: 5_000,
    });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(written.problem).toContain('did not answer within 200 ms');
  });

  it('a network error (nothing listens): a problem, never a throw', async () => {
    api = await startFakeGithubApi('ok');
    const url = api.url;
    await api.close();
    api = undefined;
    const written = await writeCheckRun(planCheckRun(manyFailures(1)), target(url), 'ghs_token_abcdefgh', []);
    expect(written.problem).toMatch(/^could not create the check run: /);
  });
});
