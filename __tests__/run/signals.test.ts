import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runAction, runCli } from '../helpers/runner.js';

const SUITE = '__tests__/fixtures/suites/stopped';
const SERVER = `node ${path.join(ROOT, '__tests__/fixtures/servers/fuzz-target-server.mjs')}`;
// long_poll answers after a minute: the signal comes while slow_poll waits for it.
const SERVER_ENV = { MCP_EVAL_FUZZ_TOOLS: 'read_only,long_poll', MCP_EVAL_FUZZ_POLL_MS: '60000' };

describe('a run stopped by a signal (a cancelled or timed-out job) still says and writes what it did, and fails', () => {
  it('the action on SIGTERM: the scenario under way is errored as stopped, the summary, outputs and JSON report are written, exit 1', async () => {
    const run = await runAction(
      { scenarios: SUITE, 'server-command': SERVER, 'timeout-ms': '120000' },
      { env: SERVER_ENV, signalWhen: { after: 'fast_read', signal: 'SIGTERM' }, timeoutMs: 60_000 },
    );
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ total: '2', passed: '1', failed: '1' });
    const report = JSON.parse(await readFile(run.outputs['report-json']!, 'utf8')) as {
      scenarios: { name: string; status: string; error?: string }[];
    };
    expect(report.scenarios).toContainEqual(
      expect.objectContaining({
        name: 'slow_poll',
        status: 'errored',
        error: 'stopped: the run was stopped (SIGTERM received) before this scenario finished',
      }),
    );
    expect(run.summary).toContain('slow\\_poll');
    expect(run.summary).toContain('the run was stopped (SIGTERM received)');
  }, 90_000);

  it('the CLI on SIGINT (Ctrl-C): the same, and its last line counts the stopped scenario as failed', async () => {
    const run = await runCli([SUITE, '--server-command', SERVER, '--timeout-ms', '120000'], {
      env: SERVER_ENV,
      signalWhen: { after: 'fast_read', signal: 'SIGINT' },
      timeoutMs: 60_000,
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('stopped: the run was stopped (SIGINT received) before this scenario finished');
    expect(run.stdout).toMatch(/2 scenarios: 1 passed, 1 failed/);
  }, 90_000);
});
