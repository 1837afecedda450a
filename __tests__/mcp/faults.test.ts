import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFailed, runSuite, totalsOf, type ScenarioResult } from '../../src/run/index.js';
import { NOT_RUN_SERVER_ERROR } from '../../src/run/schedule.js';
import { planAnnotations } from '../../src/report/annotations.js';
import { renderRunReport, renderScenarioLine } from '../../src/report/terminal.js';
import { CALL_OUTPUT_LIMIT_CHARS } from '../../src/model/limits.js';
import { BoundedText } from '../../src/mcp/session.js';
import { escapeInline } from '../../src/report/text/escape.js';
import { renderSummary } from '../../src/report/summary.js';
import { keepEnvironment } from '../helpers/keep-environment.js';
import { CATALOG, FAULTY, faultyCommand, optionsFor, SERVERS, writeSuite } from './helpers.js';

const NOISY_SILENT = path.join(SERVERS, 'noisy-silent.mjs');

// The in-process (server-module) runs take this process's environment over: put it back.
keepEnvironment();

const scenario = (name: string, steps: string, contains = 'fine') => `name: ${name}
tool_sequence:
${steps}
expected_contains: ["${contains}"]
`;
const call = (tool: string, extra = '') => `  - tool: ${tool}\n${extra}`;

/** One scenario per fault, plus a healthy one, in one run: each fault must leave the others alone. */
const SUITE = {
  'faults.yaml': [
    scenario('healthy', call('ok')),
    scenario('crashes_mid_scenario', call('ok') + call('crash') + call('ok')),
    scenario('exits_between_calls', call('answer_then_exit') + call('hang', '    timeout_ms: 20000\n')),
    scenario('hangs', call('hang', '    timeout_ms: 300\n')),
    scenario('garbage_on_stdout', call('garbage', '    timeout_ms: 300\n')),
    scenario('protocol_error', call('protocol_error')),
    scenario('huge_output', call('huge', `    args: { chars: ${CALL_OUTPUT_LIMIT_CHARS + 5000} }\n`), 'xxxx'),
    scenario('healthy_after', call('ok')),
  ].join('---\n'),
};

describe('a server that fails, one way per scenario', () => {
  it('ends each fault as an errored scenario with a clear message, runs the rest, and still reports', async () => {
    const workspace = await writeSuite(SUITE);
    const run = await runSuite(
      optionsFor(workspace, { kind: 'command', command: faultyCommand(), cwd: workspace }, { concurrency: 3 }),
    );
    const byName: Record<string, ScenarioResult> = Object.fromEntries(run.scenarios.map((s) => [s.name, s]));
    expect(Object.fromEntries(run.scenarios.map((s) => [s.name, s.status]))).toEqual({
      healthy: 'passed',
      crashes_mid_scenario: 'errored',
      exits_between_calls: 'errored',
      hangs: 'errored',
      garbage_on_stdout: 'errored',
      protocol_error: 'errored',
      huge_output: 'passed',
      healthy_after: 'passed',
    });

    const crash = byName.crashes_mid_scenario!;
    expect(crash.error).toBe(
      'crash failed: the connection to the server closed during the call; the server process exited with code 7',
    );
    expect(crash.stderr).toContain('panic: the index is corrupt');
    expect(crash.steps.map((s) => s.tool)).toEqual(['ok', 'crash']);

    // Whether the second call is sent before or after the exit, the message says the process exited, once.
    expect(byName.exits_between_calls!.error).toMatch(/^hang failed: (.*; )?the server process exited with code 5$/);

    expect(byName.hangs!.error).toBe("hang failed: no answer within 300 ms (the step's timeout_ms)");

    expect(byName.garbage_on_stdout!.error).toBe(
      'garbage failed: no answer within 300 ms (the step\'s timeout_ms); the server wrote 1 line(s) to stdout that are not JSON-RPC messages (stdout is reserved for the protocol; log to stderr instead): "DEBUG: connecting to database..."',
    );

    expect(byName.protocol_error!.error).toBe(
      'protocol_error failed: the server answered with a protocol error: MCP error -32603: database is locked',
    );

    // Which errors were the server's failing (its stderr is then the likely cause, and annotations
    // quote it: issue 43 §19): it ended or stopped answering; an error it answered with is not.
    expect(Object.fromEntries(run.scenarios.map((s) => [s.name, s.serverFailed ?? false]))).toMatchObject({
      crashes_mid_scenario: true,
      exits_between_calls: true,
      hangs: true,
      protocol_error: false,
      healthy: false,
    });
    const crashAnnotation = planAnnotations(run).annotations.find((a) => a.title === 'crashes_mid_scenario');
    expect(crashAnnotation?.message).toContain('server stderr (last lines):\npanic: the index is corrupt');

    const huge = byName.huge_output!;
    expect(huge.output.length).toBeLessThan(CALL_OUTPUT_LIMIT_CHARS + 200);
    expect(huge.output).toMatch(
      new RegExp(
        `\\[… output cut: 5000 more characters were not kept \\(limit ${CALL_OUTPUT_LIMIT_CHARS} per call\\)\\]$`,
      ),
    );

    // The reports are still written, with the failures in them.
    const summary = renderSummary(run).markdown;
    for (const name of ['crashes_mid_scenario', 'hangs', 'garbage_on_stdout', 'protocol_error']) {
      expect(summary).toContain(escapeInline(name));
    }
    expect(summary).toContain('database is locked');
  });

  it('says once that a command is missing, and marks every scenario not run, skipped ones aside', async () => {
    const workspace = await writeSuite({
      'a.yaml': [
        scenario('first', call('ok')),
        scenario('second', call('ok')),
        scenario('third', call('ok')),
        scenario('skipped_one', call('ok')) + 'skip: not today\n',
      ].join('---\n'),
    });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'command', command: 'mcp-no-such-server-binary --stdio', cwd: workspace },
        { concurrency: 2 },
      ),
    );
    expect(run.serverError).toEqual({
      message: `server-command "mcp-no-such-server-binary --stdio" did not start: no program "mcp-no-such-server-binary" was found (looked on PATH, and relative to server-cwd ${workspace}); check the command and server-cwd`,
    });
    expect(run.scenarios.map((s) => [s.name, s.status, s.notRun ?? false])).toEqual([
      ['first', 'errored', true],
      ['second', 'errored', true],
      ['third', 'errored', true],
      ['skipped_one', 'skipped', false],
    ]);
    expect(run.scenarios[0]!.error).toBe(NOT_RUN_SERVER_ERROR);
    expect(runFailed(run)).toBe(true);
    expect(totalsOf(run)).toMatchObject({ passed: 0, failed: 3, skipped: 1 });
    // Said once in every report, not once per scenario.
    const terminal = renderRunReport(run, { color: false });
    expect(terminal.split('no program "mcp-no-such-server-binary" was found')).toHaveLength(2);
    expect(terminal).toContain('The server could not be started; no scenario was run.');
    const summary = renderSummary(run).markdown;
    expect(
      summary.split('mcp-no-such-server-binary&quot; was found').length +
        summary.split('mcp-no-such-server-binary" was found').length,
    ).toBe(3);
    expect(summary).toContain('### ❌ The server could not be started; no scenario was run');
    expect(summary).not.toContain('### Failures');
    expect(planAnnotations(run).annotations.filter((a) => a.level === 'error')).toEqual([]);
  });

  it('stops at the first start-up failure in isolation: suite too', async () => {
    const workspace = await writeSuite({
      'a.yaml': [scenario('first', call('ok')), scenario('second', call('ok'))].join('---\n'),
    });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'command', command: 'mcp-no-such-server-binary', cwd: workspace },
        { isolation: 'suite' },
      ),
    );
    expect(run.serverError?.message).toMatch(/no program "mcp-no-such-server-binary" was found/);
    expect(run.scenarios.map((s) => s.notRun)).toEqual([true, true]);
  });

  it('does not stop the run for a server that starts and then fails a scenario', async () => {
    const workspace = await writeSuite({
      'a.yaml': [scenario('first', call('ok')), scenario('second', call('ok'))].join('---\n'),
    });
    const run = await runSuite(
      optionsFor(workspace, { kind: 'command', command: faultyCommand('exit-at-once'), cwd: workspace }),
    );
    expect(run.serverError).toBeUndefined();
    expect(run.scenarios.map((s) => [s.status, s.notRun])).toEqual([
      ['errored', undefined],
      ['errored', undefined],
    ]);
  });

  it('shows the stderr of a server that exits at once', async () => {
    const workspace = await writeSuite({ 'a.yaml': scenario('starts', call('ok')) });
    const run = await runSuite(
      optionsFor(workspace, { kind: 'command', command: faultyCommand('exit-at-once'), cwd: workspace }),
    );
    const [result] = run.scenarios;
    expect(result!.status).toBe('errored');
    expect(result!.error).toMatch(
      // Under protocol: auto the first request sent is the probe (issue 42 §8: the request named was sent).
      /^server-command ".*faulty\.mjs" exit-at-once" did not start: the server process exited with code 3 before answering server\/discover; its stderr is shown below$/,
    );
    expect(result!.stderr).toBe('fatal: FIXTURE_CONFIG is not set, cannot start\n');
    expect(renderSummary(run).markdown).toContain('FIXTURE_CONFIG is not set');
  });

  it('says when a server wrote nothing to stderr, rather than pointing below', async () => {
    const workspace = await writeSuite({ 'a.yaml': scenario('starts', call('ok')) });
    const command = `"${process.execPath}" -e process.exit(3)`;
    const run = await runSuite(optionsFor(workspace, { kind: 'command', command, cwd: workspace }));
    expect(run.scenarios[0]!.error).toBe(
      `server-command "${command}" did not start: the server process exited with code 3 before answering server/discover; it wrote nothing to stderr`,
    );
    expect(run.scenarios[0]!.stderr).toBeUndefined();
  });

  it('says a server that never answers initialize did not answer within connect-timeout-ms, quoting its stdout', async () => {
    const workspace = await writeSuite({ 'a.yaml': scenario('starts', call('ok')) });
    const command = `"${process.execPath}" "${NOISY_SILENT}"`;
    const run = await runSuite(
      optionsFor(workspace, { kind: 'command', command, cwd: workspace }, { connectTimeoutMs: 500 }),
    );
    // Said once, for the run (issue 20): a server that never answers cannot start.
    expect(run.serverError?.message).toBe(
      `server-command "${command}" did not start: the server did not answer initialize within 500 ms (connect-timeout-ms); ` +
        'the server wrote 5 line(s) to stdout that are not JSON-RPC messages (stdout is reserved for the protocol; log to stderr instead): ' +
        `"INFO starting worker 1", "INFO starting worker 2", "INFO starting worker 3", and 2 more; it wrote nothing to stderr`,
    );
  });

  it('a server that never answers initialize on the first wave cannot start: one wait, said once, the rest not run', async () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const workspace = await writeSuite({
      'a.yaml': names.map((name) => scenario(name, call('ok'))).join('---\n'),
    });
    const command = `"${process.execPath}" "${NOISY_SILENT}"`;
    const run = await runSuite(
      optionsFor(workspace, { kind: 'command', command, cwd: workspace }, { connectTimeoutMs: 400, concurrency: 2 }),
    );
    expect(run.serverError?.message).toBe(
      `server-command "${command}" did not start: the server did not answer initialize within 400 ms (connect-timeout-ms); ` +
        'the server wrote 5 line(s) to stdout that are not JSON-RPC messages (stdout is reserved for the protocol; log to stderr instead): ' +
        `"INFO starting worker 1", "INFO starting worker 2", "INFO starting worker 3", and 2 more; it wrote nothing to stderr`,
    );
    expect(run.scenarios.map((s) => [s.status, s.notRun, s.error])).toEqual(
      names.map(() => ['errored', true, NOT_RUN_SERVER_ERROR]),
    );
    expect(renderRunReport(run, { color: false }).split('did not answer initialize')).toHaveLength(2);
  });

  it('stops at the whole-run time limit and errors the scenarios it did not reach', async () => {
    const workspace = await writeSuite({
      'a.yaml': [scenario('slow', call('hang', '    timeout_ms: 60000\n')), scenario('never_reached', call('ok'))].join(
        '---\n',
      ),
    });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'command', command: faultyCommand(), cwd: workspace },
        {
          concurrency: 1,
          runTimeLimitMs: 1500,
        },
      ),
    );
    expect(run.scenarios.map((s) => [s.name, s.status, s.error])).toEqual([
      ['slow', 'errored', 'stopped: the run reached its time limit of 1500 ms before this scenario finished'],
      ['never_reached', 'errored', 'not run: the run reached its time limit of 1500 ms before this scenario started'],
    ]);
  });
});

describe('bounds', () => {
  it('runs at most `concurrency` scenarios at once, and that many when it can', async () => {
    const gate = (i: number) => `name: gate_${i}
tool_sequence:
  - tool: gate
    args: { expect: 2 }
expected_contains: ["peak="]
`;
    const workspace = await writeSuite({ 'gates.yaml': [1, 2, 3, 4, 5, 6].map(gate).join('---\n') });
    const run = await runSuite(optionsFor(workspace, { kind: 'module', modulePath: CATALOG }, { concurrency: 2 }));
    expect(run.scenarios.map((s) => s.output)).toEqual(Array(6).fill('peak=2'));
  });

  it('bounds each call by timeout-ms when the step sets no timeout_ms', async () => {
    const workspace = await writeSuite({ 'a.yaml': scenario('hangs', call('hang')) });
    const run = await runSuite(
      optionsFor(workspace, { kind: 'command', command: faultyCommand(), cwd: workspace }, { timeoutMs: 300 }),
    );
    expect(run.scenarios[0]!.error).toBe('hang failed: no answer within 300 ms (timeout-ms)');
  });
});

describe('starting problems', () => {
  it('says when server-cwd does not exist, rather than blaming the command', async () => {
    const workspace = await writeSuite({ 'a.yaml': scenario('starts', call('ok')) });
    const missing = `${workspace}/no-such-dir`;
    const run = await runSuite(optionsFor(workspace, { kind: 'command', command: faultyCommand(), cwd: missing }));
    expect(run.serverError?.message).toBe(
      `server-command "${faultyCommand()}" did not start: server-cwd ${missing} does not exist; check the server-cwd input (relative to the workspace)`,
    );
  });

  it('says once when a server-module cannot be loaded, naming its path once', async () => {
    const workspace = await writeSuite({
      'a.yaml': [scenario('starts', call('ok')), scenario('also', call('ok'))].join('---\n'),
    });
    const run = await runSuite(optionsFor(workspace, { kind: 'module', modulePath: 'missing-server.mjs' }));
    const absolute = path.join(workspace, 'missing-server.mjs');
    expect(run.serverError?.message).toBe(
      `server-module missing-server.mjs could not be loaded: there is no file ${absolute}; check the path (relative to the workspace)`,
    );
    expect(run.scenarios.map((s) => s.notRun)).toEqual([true, true]);
  });

  it('cuts a long error on the one-line entry between words, never inside a path', () => {
    const dir = `/home/runner/work/${'nested-directory/'.repeat(4)}server`;
    const error = `server-command "node ${dir}/index.js" did not start: no program "node" was found (looked on PATH, and relative to server-cwd ${dir}); check the command and server-cwd`;
    const line = renderScenarioLine(
      {
        name: 'long',
        position: { file: 'a.yaml', line: 1, column: 7 },
        status: 'errored',
        error,
        durationMs: 1,
        steps: [],
        checks: [],
        output: '',
      },
      { color: false },
    );
    expect(line).toMatch(/ … \(in full below\)$/);
    const shown = line.slice(line.indexOf(': ') + 2, line.indexOf(' … (in full below)'));
    expect(error.startsWith(shown)).toBe(true);
    // What is shown ends where a word ends in the full message.
    expect(error[shown.length]).toBe(' ');
    expect(shown).toMatch(/relative to server-cwd$/);
  });

  it('keeps the end of a long stderr and says how much was cut', () => {
    const text = new BoundedText(10);
    text.append('0123456789');
    text.append('abcde');
    expect(text.toString()).toBe('[… 5 earlier characters cut]\n56789abcde');
  });
});

describe('a server started through a wrapper that leaves a process behind', () => {
  it('does not wait for that process, and stops it with the server', async () => {
    const workspace = await writeSuite({ 'ok.yaml': scenario('through_a_wrapper', call('ok')) });
    const pidFile = path.join(workspace, 'grandchild.pid');
    // The grandchild holds the server's stdout and stderr open for a minute unless it is stopped.
    const wrapper = `sh -c 'sleep 60 & echo $! > "${pidFile}"; exec "${process.execPath}" "${FAULTY}" serve'`;
    const run = await runSuite(optionsFor(workspace, { kind: 'command', command: wrapper, cwd: workspace }));
    expect(run.scenarios.map((s) => s.status)).toEqual(['passed']);
    const grandchild = Number(await readFile(pidFile, 'utf8'));
    await expect.poll(() => isRunning(grandchild), { timeout: 5_000 }).toBe(false);
  });
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
