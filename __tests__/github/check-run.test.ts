// `check-run: true` from dist/index.js run as the Actions runner runs it (issue 47), against a fake
// GitHub REST API on 127.0.0.1 (GITHUB_API_URL) that records what it is sent; with it, boolean
// inputs read as GitHub reads them and the debug lines of a re-run with debug logging.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runAction } from '../helpers/runner.js';
import { startFakeGithubApi, type FakeGithubApi } from '../helpers/fake-github-api.js';

const SERVER = `node ${path.join(ROOT, 'examples/ecnl/server.mjs')}`;
const TOKEN = 'ghs_fakeJobToken0123456789abcdefABCDEF';
const RUN_SHA = '1111111111111111111111111111111111111111';
const HEAD_SHA = '2222222222222222222222222222222222222222';
/** Where the closing note of issue 47 reads a check run's request bodies from. */
const SAMPLE_FILE = process.env.MCP_EVAL_CHECK_RUN_SAMPLE ?? '/work/notes/checkrun-sample.json';

/** What the runner shows: every line but `::add-mask::`, which it consumes (that is how the token is masked). */
const shown = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');

const apis: FakeGithubApi[] = [];
afterAll(async () => {
  await Promise.all(apis.map((api) => api.close()));
});

async function fakeApi(mode: Parameters<typeof startFakeGithubApi>[0] = 'ok'): Promise<FakeGithubApi> {
  const api = await startFakeGithubApi(mode);
  apis.push(api);
  return api;
}

/** A workspace of scenario files under scenarios/suite/, and a pull_request event whose head is HEAD_SHA. */
async function workspace(files: Record<string, string>): Promise<{ dir: string; env: NodeJS.ProcessEnv }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mse-check-run-'));
  await mkdir(path.join(dir, 'scenarios/suite'), { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, 'scenarios/suite', name), text);
  const event = path.join(dir, 'event.json');
  await writeFile(event, JSON.stringify({ number: 7, pull_request: { number: 7, head: { sha: HEAD_SHA } } }));
  return {
    dir,
    env: {
      GITHUB_REPOSITORY: 'octo/tools',
      GITHUB_SHA: RUN_SHA,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_JOB: 'eval',
      GITHUB_RUN_ID: '9001',
    },
  };
}

const failing = (index: number) =>
  `name: fail_${index}\ntool_sequence:\n  - tool: find_events\n    args: {}\nexpected_contains:\n  - "No Such Conference ${index}"\n`;
const passing =
  'name: lists_events\ntool_sequence:\n  - tool: find_events\n    args: {}\nexpected_contains:\n  - "North Atlantic"\n';
const skipped = (index: number) =>
  `name: later_${index}\nskip: not yet\ntool_sequence:\n  - tool: find_events\n    args: {}\nexpected_contains:\n  - "x"\n`;

const base = { scenarios: 'scenarios/**/*.yaml', 'server-command': SERVER, isolation: 'suite', 'github-token': TOKEN };

describe.concurrent('check-run: true, against a fake GitHub API', () => {
  it('30 failing scenarios: one check run on the head commit, 30 annotations at their lines, conclusion failure', async () => {
    const files = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`fail_${i}.yaml`, failing(i)]));
    const { dir, env } = await workspace(files);
    const api = await fakeApi();
    const run = await runAction(
      { ...base, 'check-run': 'true' },
      { workspace: dir, env: { ...env, GITHUB_API_URL: api.url } },
    );
    expect(run.code).toBe(1);
    const posts = api.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe('/repos/octo/tools/check-runs');
    expect(posts[0]!.authorization).toBe(`token ${TOKEN}`);
    const body = posts[0]!.body as {
      name: string;
      head_sha: string;
      status: string;
      conclusion: string;
      output: { title: string; summary: string; annotations: Record<string, unknown>[] };
    };
    expect(body).toMatchObject({
      name: 'mcp-scenario-eval: eval (scenarios/suite)',
      head_sha: HEAD_SHA,
      status: 'completed',
      conclusion: 'failure',
    });
    expect(body.output.title).toBe('30 of 30 scenario(s) failed');
    expect(body.output.summary).toContain('| Status | Scenario | File | Duration | Failed checks |');
    expect(body.output.summary).toContain('[the job summary](https://github.com/octo/tools/actions/runs/9001)');
    const annotations = [
      body,
      ...api.requests.filter((r) => r.method === 'PATCH').map((r) => r.body as typeof body),
    ].flatMap((request) => request.output.annotations);
    expect(annotations).toHaveLength(30);
    for (const request of api.requests)
      expect((request.body as typeof body).output.annotations.length).toBeLessThanOrEqual(50);
    expect(new Set(annotations.map((a) => a.path))).toEqual(
      new Set(Array.from({ length: 30 }, (_, i) => `scenarios/suite/fail_${i}.yaml`)),
    );
    for (const annotation of annotations) {
      expect(annotation).toMatchObject({ start_line: 6, end_line: 6, annotation_level: 'failure' });
      expect(annotation.title).toMatch(/^fail_\d+$/);
      expect(annotation.message).toMatch(/No Such Conference \d+/);
    }
    // The workflow-command annotations stay as they were.
    expect(run.annotations.filter((a) => a.level === 'error' && a.properties.file)).toHaveLength(30);
    // The token is a secret of the run: never printed, never in the summary.
    for (const text of [shown(run.stdout), run.stderr, run.summary, JSON.stringify(api.requests.map((r) => r.body))])
      expect(text).not.toContain(TOKEN);
    await mkdir(path.dirname(SAMPLE_FILE), { recursive: true }).catch(() => undefined);
    const sample = api.requests.map((r) => ({
      method: r.method,
      path: r.path,
      body: {
        ...(r.body as object),
        output: { ...body.output, annotations: (r.body as typeof body).output.annotations.slice(0, 3) },
      },
      annotationsInRequest: (r.body as typeof body).output.annotations.length,
    }));
    await writeFile(SAMPLE_FILE, JSON.stringify(sample, null, 2)).catch(() => undefined);
  });

  it('a passing run: success (check-run: TRUE, read as GitHub reads it)', async () => {
    const { dir, env } = await workspace({ 'pass.yaml': passing });
    const api = await fakeApi();
    const run = await runAction(
      { ...base, 'check-run': 'TRUE' },
      { workspace: dir, env: { ...env, GITHUB_API_URL: api.url } },
    );
    expect(run.code).toBe(0);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.body).toMatchObject({ conclusion: 'success', output: { annotations: [] } });
    expect(shown(run.stdout)).not.toContain(TOKEN);
  });

  it('everything skipped: neutral (check-run: True)', async () => {
    const { dir, env } = await workspace({ 'a.yaml': skipped(1), 'b.yaml': skipped(2) });
    const api = await fakeApi();
    const run = await runAction(
      { ...base, 'check-run': 'True' },
      { workspace: dir, env: { ...env, GITHUB_API_URL: api.url } },
    );
    expect(run.code).toBe(0);
    expect(api.requests[0]!.body).toMatchObject({ conclusion: 'neutral' });
  });

  it('a 403 (a read-only token): a notice naming the permission, the step passes as it would have', async () => {
    const { dir, env } = await workspace({ 'pass.yaml': passing });
    const api = await fakeApi('forbidden');
    const run = await runAction(
      { ...base, 'check-run': 'true' },
      { workspace: dir, env: { ...env, GITHUB_API_URL: api.url } },
    );
    expect(run.code).toBe(0);
    expect(api.requests).toHaveLength(1);
    const notices = run.annotations.filter((a) => a.level === 'notice').map((a) => a.message);
    expect(notices).toEqual([
      expect.stringMatching(/could not create the check run: GitHub answered 403 .*permissions: checks: write/),
    ]);
    expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(shown(run.stdout) + run.stderr + run.summary).not.toContain(TOKEN);
  });

  it('check-run: yes is refused, naming the input and the value; check-run off sends nothing', async () => {
    const { dir, env } = await workspace({ 'pass.yaml': passing });
    const api = await fakeApi();
    const refused = await runAction(
      { ...base, 'check-run': 'yes' },
      { workspace: dir, env: { ...env, GITHUB_API_URL: api.url } },
    );
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(
      '::error::input check-run must be one of true, True, TRUE, false, False, FALSE, got "yes"',
    );
    const off = await runAction(
      { ...base, 'check-run': 'False' },
      { workspace: dir, env: { ...env, GITHUB_API_URL: api.url } },
    );
    expect(off.code).toBe(0);
    expect(api.requests).toEqual([]);
  });

  it('RUNNER_DEBUG=1: debug lines for the files found, the transport, the era probe and the timings; none without it', async () => {
    const { dir, env } = await workspace({ 'pass.yaml': passing });
    const run = await runAction(base, { workspace: dir, env: { ...env, RUNNER_DEBUG: '1' } });
    expect(run.code).toBe(0);
    const debug = run.stdout.split('\n').filter((line) => line.startsWith('::debug::'));
    expect(debug).toContainEqual(expect.stringMatching(/^::debug::discovery: 1 scenario file\(s\)/));
    expect(debug).toContain('::debug::discovery: scenarios/suite/pass.yaml');
    expect(debug).toContainEqual(expect.stringMatching(/^::debug::transport: stdio \(node /));
    expect(debug).toContainEqual(expect.stringMatching(/^::debug::era probe \(protocol: auto\): (modern|legacy) era/));
    expect(debug).toContainEqual(expect.stringMatching(/^::debug::timing: stage schedule took \d+ ms$/));
    expect(shown(run.stdout)).not.toContain(TOKEN);
    const quiet = await runAction(base, { workspace: dir, env });
    expect(quiet.stdout).not.toContain('::debug::discovery');
  });
});
