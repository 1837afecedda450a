/* eslint-disable no-control-regex -- the tests look for ANSI escapes on purpose */
import { XMLParser } from 'fast-xml-parser';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { lineOf, ROOT, runAction, type ActionRun } from '../helpers/runner.js';

const SCENARIOS = '__tests__/fixtures/report-servers/scenarios/*.yaml';
const SCENARIO_FILE = path.join(ROOT, '__tests__/fixtures/report-servers/scenarios/hostile.yaml');
const SERVER = 'node __tests__/fixtures/report-servers/hostile.mjs';
const REPO_ENV = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/mcp', GITHUB_SHA: 'abc123' };

/**
 * The lines of stdout the runner would read as workflow commands: every `::` line outside a
 * `::stop-commands::TOKEN` … `::TOKEN::` span, and the spans' contents separately.
 */
function commandLines(stdout: string): { commands: string[]; stopped: string[] } {
  const commands: string[] = [];
  const stopped: string[] = [];
  let token: string | undefined;
  // Like the runner, which splits on any line break and trims leading white space before looking
  // for `::`; it finds the legacy `##[` anywhere in a line.
  for (const line of stdout.split(/\r\n|\r|\n/).map((text) => text.trimStart())) {
    if (token !== undefined) {
      if (line === `::${token}::`) token = undefined;
      else stopped.push(line);
      continue;
    }
    const stop = /^::stop-commands::(.+)$/.exec(line);
    if (stop) token = stop[1];
    else if (line.startsWith('::') || line.includes('##[')) commands.push(line);
  }
  expect(token, 'every stop-commands span is closed').toBeUndefined();
  return { commands, stopped };
}

describe('the action run on a server with hostile output', () => {
  let run: ActionRun;
  let junitFile: string;
  beforeAll(async () => {
    junitFile = path.join(await mkdtemp(path.join(tmpdir(), 'mse-junit-')), 'nested/junit.xml');
    // One server process for the run: the hostile server keeps no state, and what it writes to
    // stderr at its start is still quoted for the scenario that errors.
    run = await runAction(
      { scenarios: SCENARIOS, 'server-command': SERVER, 'report-junit': junitFile, isolation: 'suite' },
      { env: REPO_ENV },
    );
  }, 60_000);

  it('fails the step and sets every output, with the JSON report under RUNNER_TEMP', async () => {
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ total: '5', passed: '1', failed: '3', skipped: '1' });
    expect(path.basename(run.outputs['report-json']!)).toBe('mcp-scenario-eval-report.json');
    expect(run.outputs['report-json']!.startsWith(tmpdir())).toBe(true);
    const report = JSON.parse(await readFile(run.outputs['report-json']!, 'utf8'));
    expect(report).toMatchObject({ version: 1, failed: true, totals: { total: 5, passed: 1, failed: 3, skipped: 1 } });
    expect(report.scenarios.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['hostile_passes', 'passed'],
      ['hostile_contains_fails', 'failed'],
      ['hostile_step_fails', 'failed'],
      ['hostile_skipped', 'skipped'],
      ['hostile_unknown_tool', 'errored'],
    ]);
    expect(report.scenarios[1].output).toContain('::error::pwned');
  });

  it('writes JUnit XML where report-junit says, creating the directory', async () => {
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(
      await readFile(junitFile, 'utf8'),
    );
    const suite = xml.testsuites.testsuite;
    expect(suite).toMatchObject({ tests: '5', failures: '2', errors: '1', skipped: '1' });
    expect(suite.testcase.map((c: { name: string }) => c.name)).toEqual([
      'hostile_passes',
      'hostile_contains_fails',
      'hostile_step_fails',
      'hostile_skipped',
      'hostile_unknown_tool',
    ]);
    expect(suite.testcase[4]['system-err']).toContain('::add-mask::Results');
    expect(suite.testcase[1]['system-out']).toContain('::error::pwned');
  });

  it('lets no server text issue a workflow command: it is escaped in annotations or logged with commands stopped', () => {
    const { commands, stopped } = commandLines(run.stdout);
    for (const line of commands) {
      expect(line).toMatch(/^::(error|warning|notice)( [^:]*)?::|^::(group|endgroup)::/);
      expect(line).not.toMatch(/^::(set-output|add-mask|stop-commands)/);
    }
    expect(commands.some((line) => line.startsWith('::error::pwned'))).toBe(false);
    // The failures were logged in full, hostile lines included, inside the stopped span.
    // (and broken with a zero-width space, for when the CLI prints them outside such a span).
    expect(stopped).toContain('│ :\u200B:add-mask::Results');
    expect(stopped).toContain('│ :\u200B:error::pwned');
  });

  it('puts one error per failed check at its line, titled with the scenario, the text escaped by core', async () => {
    const errors = run.annotations.filter((a) => a.level === 'error' && a.properties.file);
    expect(errors.map((e) => [e.properties.title, Number(e.properties.line)])).toEqual([
      ['hostile_contains_fails', await lineOf(SCENARIO_FILE, '"Results for tomorrow"')],
      ['hostile_step_fails', await lineOf(SCENARIO_FILE, 'tool: hostile_error')],
      ['hostile_unknown_tool', await lineOf(SCENARIO_FILE, 'tool: hostile_missing')],
      ['hostile_contains_fails', await lineOf(SCENARIO_FILE, '"::error::"')],
    ]);
    // The scenario errored for want of a tool, not because the server failed: its annotation points
    // to the server's stderr (in the job log, above, and the summary) rather than quoting it. The
    // annotation's lines are escaped by core.error (%0A), so they stay inside the one command.
    const unknownTool = errors[2]!;
    expect(unknownTool.message).toContain('the server has no tool "hostile_missing"');
    expect(unknownTool.message).toContain("\nthe server's stderr is in the job log and the run summary");
    expect(unknownTool.message).not.toContain('::add-mask::Results');
    expect(run.stdout).toContain("%0Athe server's stderr is in the job log and the run summary");
    // `skip:` is a notice, not a warning: a kept skip must not turn every pull request yellow.
    expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([]);
    expect(run.annotations.filter((a) => a.level === 'notice').map((a) => a.properties.title)).toContain(
      'hostile_skipped',
    );
    expect(run.stdout).toContain('::error::3 of 5 scenario(s) failed');
  });

  it('escapes the hostile text in the summary and links each scenario to its line at the commit', () => {
    expect(run.summary).not.toContain('<script>');
    expect(run.summary).toContain('&lt;/pre&gt;&lt;/details&gt;&lt;script&gt;');
    expect(run.summary.split('<details>').length).toBe(run.summary.split('</details>').length);
    expect(run.summary).toContain(
      '[hostile\\_contains\\_fails](https://github.com/acme/mcp/blob/abc123/__tests__/fixtures/report-servers/scenarios/hostile.yaml#L',
    );
  });
});

describe('the CLI', () => {
  it('prints a line per scenario, the failures in full, writes --json and --junit, and exits 1', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mse-cli-'));
    let out = '';
    const code = await main(
      [
        SCENARIOS,
        '--server-module',
        '__tests__/fixtures/report-servers/hostile.mjs',
        '--json',
        `${dir}/r.json`,
        '--junit',
        `${dir}/r.xml`,
      ],
      {},
      { out: (text) => (out += text), err: (text) => (out += text), isTTY: false },
    );
    expect(code).toBe(1);
    expect(out).toMatch(/^PASS {2}hostile_passes /m);
    expect(out).toMatch(/^FAIL {2}hostile_contains_fails .*: contains at line \d+$/m);
    expect(out).toMatch(/^SKIP {2}hostile_skipped 0 ms \(the fixture has nothing more to say\)$/m);
    expect(out).toContain('  │ ␛[31mred␛[0m');
    expect(out).not.toContain('\u001b');
    expect(out).toMatch(/5 scenarios: 1 passed, 3 failed, 1 skipped/);
    expect(JSON.parse(await readFile(`${dir}/r.json`, 'utf8')).totals.failed).toBe(3);
    expect(await readFile(`${dir}/r.xml`, 'utf8')).toContain('<testcase name="hostile_contains_fails"');
  });

  it('on a TTY, shows progress and colour, and no colour with NO_COLOR', async () => {
    const args = [
      SCENARIOS,
      '--server-module',
      '__tests__/fixtures/report-servers/hostile.mjs',
      '--filter',
      'hostile_passes',
    ];
    let tty = '';
    await main(args, {}, { out: (text) => (tty += text), err: (text) => (tty += text), isTTY: true });
    expect(tty).toContain('[0/1]');
    expect(tty).toContain('\r\u001b[2K');
    expect(tty).toContain('\u001b[32mPASS ');
    let noColor = '';
    await main(
      args,
      { NO_COLOR: '1' },
      { out: (text) => (noColor += text), err: (text) => (noColor += text), isTTY: true },
    );
    expect(noColor).toContain('[1/1] 1 passed');
    expect(noColor).not.toMatch(/\u001b\[\d+m/);
  });
});
