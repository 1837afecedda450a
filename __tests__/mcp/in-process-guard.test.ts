import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineOf, runAction, runCli, ROOT } from '../helpers/runner.js';
import { writeSuite } from './helpers.js';

// A server-module runs in the run's own process: its process.exit(0), or a throw from its timer,
// must neither end the run green nor end it without its reports.
const MODULE = path.join(ROOT, '__tests__/fixtures/hostile/unruly-module.mjs');

const EXIT_SUITE = `name: first_fine
tool_sequence:
  - tool: ok
expected_contains: ["fine"]
---
name: calls_exit
tool_sequence:
  - tool: exit
    expect_error: true
---
name: after_exit
tool_sequence:
  - tool: ok
expected_contains: ["fine"]
`;

// Each stray error comes 10 ms after a call that answered; the scenario's next call takes 300 ms.
// The last one's timer fires after its scenario (and every session) ended.
const STRAY_SUITE = `name: throws_from_timer
tool_sequence:
  - tool: timer_throw
  - tool: wait
expected_contains: ["waited"]
---
name: rejects_later
tool_sequence:
  - tool: reject_later
  - tool: wait
expected_contains: ["waited"]
---
name: clean
tool_sequence:
  - tool: ok
expected_contains: ["fine"]
---
name: last_throws_late
tool_sequence:
  - tool: timer_throw
expected_contains: ["fine"]
`;

let workspace: string;
beforeAll(async () => {
  workspace = await writeSuite({ 'exit.yaml': EXIT_SUITE, 'stray.yaml': STRAY_SUITE });
});

const moduleFlags = ['--server-module', MODULE, '--concurrency', '1'];
/** A name as the summary's Markdown writes it. */
const markdown = (name: string) => name.replaceAll('_', '\\_');
const statuses = (report: { scenarios: { name: string; status: string }[] }) =>
  report.scenarios.map((s) => [s.name, s.status]);

describe('server-module: process.exit(0) during a call', () => {
  it('in the CLI: exits 1, names the scenario, does not run the rest, writes JSON and JUnit', async () => {
    const json = path.join(workspace, 'exit-cli.json');
    const junit = path.join(workspace, 'exit-cli.xml');
    const run = await runCli(['exit.yaml', ...moduleFlags, '--json', json, '--junit', junit], { cwd: workspace });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('called process.exit(0) during scenario "calls_exit"');
    expect(run.stdout).toContain('3 scenarios: 1 passed, 2 failed');
    const report = JSON.parse(await readFile(json, 'utf8')) as {
      scenarios: { name: string; status: string; error?: string }[];
    };
    expect(statuses(report)).toEqual([
      ['first_fine', 'passed'],
      ['calls_exit', 'errored'],
      ['after_exit', 'errored'],
    ]);
    expect(report.scenarios[2]!.error).toMatch(
      /^not run: server-module .* called process\.exit\(0\) during scenario "calls_exit", so the scenarios after it were not run$/,
    );
    expect(await readFile(junit, 'utf8')).toContain('tests="3" failures="0" errors="2"');
  });

  it('in the action: fails the step, with the annotation, summary, outputs and reports', async () => {
    const run = await runAction(
      {
        scenarios: 'exit.yaml',
        'server-module': MODULE,
        concurrency: '1',
        judge: 'off',
        'report-junit': 'exit.xml',
      },
      { workspace },
    );
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ total: '3', passed: '1', failed: '2' });
    expect(run.summary).toContain(`during scenario &quot;${markdown('calls_exit')}&quot;`);
    expect(run.summary).toContain('process.exit(0)');
    const annotation = run.annotations.find((a) => a.message.includes('called process.exit(0)'));
    expect(annotation?.properties).toMatchObject({
      file: 'exit.yaml',
      line: String(await lineOf(path.join(workspace, 'exit.yaml'), 'calls_exit')),
    });
    expect(run.stdout).toContain('::error::2 of 3 scenario(s) failed');
    const report = JSON.parse(await readFile(run.outputs['report-json']!, 'utf8')) as Parameters<typeof statuses>[0];
    expect(statuses(report).map(([, status]) => status)).toEqual(['passed', 'errored', 'errored']);
    expect(await readFile(path.join(workspace, 'exit.xml'), 'utf8')).toContain('errors="2"');
  });
});

describe('server-module: errors thrown outside any call (a timer, an unhandled rejection)', () => {
  const strayErrors = [
    ['throws_from_timer', 'threw an uncaught exception', 'Error: timer went off in the module'],
    ['rejects_later', 'left a promise rejection unhandled', 'Error: nobody handles this rejection'],
  ] as const;

  it('in the action: each is the error of the scenario it came in, and every report is written', async () => {
    const run = await runAction(
      { scenarios: 'stray.yaml', 'server-module': MODULE, concurrency: '1', judge: 'off' },
      { workspace },
    );
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ total: '4', passed: '1', failed: '3' });
    for (const [name, what, error] of strayErrors) {
      const annotation = run.annotations.find((a) => a.message.includes(`during scenario "${name}"`));
      expect(annotation?.message).toContain(`${what} (not in a tool's answer) during scenario "${name}": ${error}`);
      expect(annotation?.properties.line).toBe(String(await lineOf(path.join(workspace, 'stray.yaml'), name)));
      expect(run.summary).toContain(`during scenario &quot;${markdown(name)}&quot;`);
    }
    expect(run.annotations.some((a) => a.message.includes('after scenario "last_throws_late" had finished'))).toBe(
      true,
    );
    const report = JSON.parse(await readFile(run.outputs['report-json']!, 'utf8')) as Parameters<typeof statuses>[0];
    expect(statuses(report)).toEqual([
      ['throws_from_timer', 'errored'],
      ['rejects_later', 'errored'],
      ['clean', 'passed'],
      ['last_throws_late', 'errored'],
    ]);
  });

  it('in the CLI: exits 1 with the JSON report written', async () => {
    const json = path.join(workspace, 'stray-cli.json');
    const run = await runCli(['stray.yaml', ...moduleFlags, '--json', json], { cwd: workspace });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('4 scenarios: 1 passed, 3 failed');
    const report = JSON.parse(await readFile(json, 'utf8')) as Parameters<typeof statuses>[0];
    expect(statuses(report).filter(([, status]) => status === 'errored')).toHaveLength(3);
  });
});
