import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAction, runCli, ROOT } from '../helpers/runner.js';
import { writeSuite } from './helpers.js';

const PARENT = path.join(ROOT, '__tests__/fixtures/hostile/orphan-parent.mjs');
const SUITE = {
  'a.yaml': ['one', 'two']
    .map((name) => `name: ${name}\ntool_sequence:\n  - tool: hello\nexpected_contains: ["hello from a parent"]\n`)
    .join('---\n'),
};

/** Children the fixture started, for the clean-up of a test that failed. */
const started: number[] = [];
afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone, as it should be.
    }
  }
});

/** Whether a process still runs (a zombie waiting for its parent to reap it runs no more). */
async function running(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat !== '' && !/^\d+ \(.*\) Z/.test(stat);
}

/**
 * The children still running once the run is over. A SIGKILLed process may take a moment to be
 * gone: it is given a few seconds; a child that ignores SIGTERM and was left behind runs forever.
 */
async function survivors(pidFile: string): Promise<number[]> {
  const pids = (await readFile(pidFile, 'utf8')).split('\n').filter(Boolean).map(Number);
  started.push(...pids);
  expect(pids.length).toBeGreaterThan(0);
  for (let tries = 0; tries < 50; tries++) {
    const left = [];
    for (const pid of pids) if (await running(pid)) left.push(pid);
    if (left.length === 0) return [];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pids;
}

describe.skipIf(process.platform === 'win32')("no process of a server's group outlives the run", () => {
  it('in the CLI: children that ignore SIGTERM of a server that exits when stdin closes', async () => {
    const workspace = await writeSuite(SUITE);
    const pidFile = path.join(workspace, 'pids');
    const run = await runCli(['a.yaml', '--server-command', `"${process.execPath}" "${PARENT}" "${pidFile}"`], {
      cwd: workspace,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(await survivors(pidFile)).toEqual([]);
  });

  it('in the action', async () => {
    const workspace = await writeSuite(SUITE);
    const pidFile = path.join(workspace, 'pids');
    const run = await runAction(
      { scenarios: 'a.yaml', 'server-command': `"${process.execPath}" "${PARENT}" "${pidFile}"`, judge: 'off' },
      { workspace },
    );
    expect(run.outputs.passed).toBe('2');
    expect(await survivors(pidFile)).toEqual([]);
  });
});
