import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineOf, NODE24, ROOT, runAction } from '../helpers/runner.js';

const ECNL_COMMAND = 'node examples/ecnl/server.mjs';
const FAILING = path.join(ROOT, '__tests__/fixtures/suites/failing/wrong_contains.yaml');

// The action stays a process of its own here: @actions/core writes to process.stdout, sets
// process.exitCode and reads process.env, and the action erases secrets from the environment
// block. Each run has its own temp directory, summary and output files: they run side by side.

describe.concurrent('dist/index.js run as the Actions runner runs it', () => {
  it('passes the example suite over stdio and writes the summary and outputs', async () => {
    const run = await runAction({ scenarios: 'scenarios/ecnl/**/*.yaml', 'server-command': ECNL_COMMAND });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(run.summary).toMatch(/\| ✅ passed \| find\\_events\\_basic \|/);
    expect(run.outputs).toMatchObject({ total: '9', passed: '8', failed: '0', skipped: '1' });
  });

  it('passes the example suite in-process through server-module', async () => {
    const run = await runAction({
      scenarios: 'scenarios/ecnl/find_events_basic.yaml',
      'server-module': 'examples/ecnl/server.mjs',
    });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ total: '1', passed: '1' });
  });

  it('fails with one error annotation per wrong expected_contains entry, at its line', async () => {
    const run = await runAction({
      scenarios: '__tests__/fixtures/suites/failing/*.yaml',
      'server-command': ECNL_COMMAND,
    });
    expect(run.code).toBe(1);
    const errors = run.annotations.filter((a) => a.level === 'error' && a.properties.file);
    expect(errors.map((e) => [e.properties.file, Number(e.properties.line), e.properties.title])).toEqual([
      [
        '__tests__/fixtures/suites/failing/wrong_contains.yaml',
        await lineOf(FAILING, '"South Pacific"'),
        'wrong_contains',
      ],
      [
        '__tests__/fixtures/suites/failing/wrong_contains.yaml',
        await lineOf(FAILING, '"north atlantic"'),
        'wrong_contains',
      ],
    ]);
    expect(errors[1]!.message).toContain('found it in another case: "North Atlantic"');
    expect(run.stdout).toContain('::error::1 of 1 scenario(s) failed');
    expect(run.summary).toMatch(/\| ❌ failed \| wrong\\_contains \|/);
    expect(run.outputs).toMatchObject({ total: '1', passed: '0', failed: '1' });
  });

  it('fails and names the globs when no scenario file matches', async () => {
    const run = await runAction({ scenarios: 'nowhere/**/*.yaml', 'server-command': ECNL_COMMAND });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::no scenario file matched "nowhere/**/*.yaml"');
  });

  it('fails naming the input and the value when an input is not usable', async () => {
    const base = { scenarios: 'scenarios/ecnl/*.yaml', 'server-module': 'examples/ecnl/server.mjs' };
    const badNumber = await runAction({ ...base, 'timeout-ms': 'soon' });
    expect(badNumber.code).toBe(1);
    expect(badNumber.stdout).toContain('::error::input timeout-ms must be a positive whole number, got "soon"');
    const badChoice = await runAction({ ...base, judge: 'sometimes' });
    expect(badChoice.code).toBe(1);
    expect(badChoice.stdout).toContain('::error::input judge must be one of auto, required, off, got "sometimes"');
  });

  it('fails with a clear message when no server is configured', async () => {
    const run = await runAction({ scenarios: 'scenarios/ecnl/*.yaml' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::no server to test: set server-command/);
  });

  it.runIf(existsSync(NODE24))('runs the same bundle on Node 24', async () => {
    const run = await runAction(
      { scenarios: 'scenarios/ecnl/**/*.yaml', 'server-command': ECNL_COMMAND },
      { node: NODE24 },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ total: '9', passed: '8' });
  });
});

describe.concurrent('a runner file that cannot be written', () => {
  const inputs = { scenarios: 'scenarios/ecnl/find_events_basic.yaml', 'server-module': 'examples/ecnl/server.mjs' };

  it.each([
    ['a missing directory', (temp: string) => path.join(temp, 'missing/dir/output.txt')],
    ['a directory', (temp: string) => temp],
  ])('GITHUB_OUTPUT in %s: one error naming it, the summary still written, no stack trace', async (_, where) => {
    const temp = await mkdtemp(path.join(tmpdir(), 'mse-output-'));
    const target = where(temp);
    const run = await runAction(inputs, { env: { GITHUB_OUTPUT: target } });
    const errors = run.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain(
      `could not write the step outputs to GITHUB_OUTPUT (${JSON.stringify(target)})`,
    );
    expect(run.summary).toContain('1 of 1 scenario passed');
    expect(run.stdout).not.toContain('crashed');
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
    expect(run.code).toBe(1);
  });

  it('GITHUB_STEP_SUMMARY in a missing directory: one error naming it, the outputs still written', async () => {
    const temp = await mkdtemp(path.join(tmpdir(), 'mse-summary-'));
    const target = path.join(temp, 'missing/summary.md');
    const run = await runAction(inputs, { env: { GITHUB_STEP_SUMMARY: target } });
    const errors = run.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain(
      `could not write the job summary to GITHUB_STEP_SUMMARY (${JSON.stringify(target)})`,
    );
    expect(run.outputs).toMatchObject({ total: '1', passed: '1', failed: '0' });
    expect(run.stdout).not.toContain('crashed');
    expect(run.code).toBe(1);
  });
});

describe.concurrent("the summary's links and headline, from @actions/github's context", () => {
  const inputs = { scenarios: '__tests__/fixtures/suites/failing/*.yaml', 'server-command': ECNL_COMMAND };
  const repository = {
    GITHUB_SERVER_URL: 'https://ghe.example.com',
    GITHUB_REPOSITORY: 'octo/tools',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
  };
  const blob = `https://ghe.example.com/octo/tools/blob/${repository.GITHUB_SHA}/__tests__/fixtures/suites/failing/wrong_contains.yaml`;

  async function eventFile(payload: string): Promise<string> {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'mse-event-')), 'event.json');
    await writeFile(file, payload);
    return file;
  }

  it('a pull_request event: the pull request in the headline, files linked at the commit', async () => {
    const event = await eventFile(JSON.stringify({ action: 'synchronize', number: 42, pull_request: { number: 42 } }));
    const run = await runAction(inputs, {
      env: { ...repository, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event },
    });
    expect(run.code).toBe(1);
    expect(run.summary).toContain('**Pull request:** [#42](https://ghe.example.com/octo/tools/pull/42) · **Mode:**');
    expect(run.summary).toContain(`[wrong\\_contains](${blob}#L${await lineOf(FAILING, 'name: wrong_contains')})`);
    expect(run.summary).toContain(
      `[<code>\\_\\_tests\\_\\_/fixtures/suites/failing/wrong\\_contains.yaml</code>](${blob})`,
    );
    expect(run.summary).toContain(`${blob}#L${await lineOf(FAILING, '"South Pacific"')}`);
  });

  it('a push event: links, no pull request; outside a repository run: neither', async () => {
    const event = await eventFile(
      JSON.stringify({ ref: 'refs/heads/main', repository: { name: 'x', owner: { login: 'y' } } }),
    );
    const push = await runAction(inputs, {
      env: { ...repository, GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: event },
    });
    expect(push.summary).toContain(`](${blob}#L`);
    expect(push.summary).not.toContain('Pull request');
    const bare = await runAction(inputs);
    expect(bare.code).toBe(1);
    expect(bare.summary).toContain('| ❌ failed | wrong\\_contains |');
    expect(bare.summary).not.toContain('](http');
    expect(bare.summary).not.toContain('Pull request');
  });

  it('an event payload that cannot be read: one warning, the summary without links, the run unchanged', async () => {
    const event = await eventFile('{ not json');
    const run = await runAction(inputs, { env: { ...repository, GITHUB_EVENT_PATH: event } });
    expect(run.code).toBe(1);
    const warnings = run.annotations.filter((a) => a.level === 'warning');
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/^could not read the GitHub context \(.*\): the job summary has no links$/),
    ]);
    expect(run.summary).toContain('| ❌ failed | wrong\\_contains |');
    expect(run.summary).not.toContain('](http');
    expect(run.outputs).toMatchObject({ total: '1', failed: '1' });
  });
});
