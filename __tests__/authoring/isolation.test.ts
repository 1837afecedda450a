// `record` and `init` take --isolation suite: every scenario (or both of init's calls) on one server
// process instead of a fresh one each, for servers that are slow to start. The CLI runs in this
// process, and the servers it starts are counted with a spy on child_process.spawn here: the servers
// stay real processes, which is what these tests count.
import childProcess from 'node:child_process';
import { cp } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/in-process.js';
import { ROOT } from '../helpers/runner.js';
import { emptyFolder } from './helpers.js';

const SERVER = path.join(ROOT, 'examples/nwsl/server.mjs');
const FLAGS = ['--server-command', `"${process.execPath}" "${SERVER}"`];

/** The CLI's run, and how many NWSL servers it spawned (child_process.spawn spied during it, then put back). */
async function runSpied(args: string[], folder: string) {
  const spawning = childProcess as { spawn: typeof childProcess.spawn };
  const spawn = spawning.spawn;
  let servers = 0;
  spawning.spawn = function spawnCounted(this: unknown, ...call: unknown[]) {
    const [command, commandArgs] = call;
    const line = [command, ...(Array.isArray(commandArgs) ? commandArgs : [])].map(String);
    if (line.some((part) => part.includes('nwsl/server.mjs'))) servers++;
    return (spawn as (...given: unknown[]) => ReturnType<typeof spawn>).apply(this, call);
  } as typeof spawn;
  // The CLI's code imports `spawn` as an ES module binding: make it see the spied function, then ours again.
  syncBuiltinESMExports();
  try {
    const run = await runCliInProcess(args, { cwd: folder });
    return { ...run, servers };
  } finally {
    spawning.spawn = spawn;
    syncBuiltinESMExports();
  }
}

describe('--isolation for the authoring commands', () => {
  it('record: a server per scenario by default, one for all with --isolation suite', async () => {
    const folder = await emptyFolder();
    await cp(path.join(ROOT, 'scenarios/nwsl/standings.yaml'), path.join(folder, 'standings.yaml'));
    const apart = await runSpied(['record', 'standings.yaml', ...FLAGS], folder);
    const shared = await runSpied(['record', 'standings.yaml', '--isolation', 'suite', ...FLAGS], folder);
    // The same record either way.
    expect(shared.stdout).toBe(apart.stdout);
    expect(shared.code, shared.stderr).toBe(apart.code);
    // standings.yaml has four scenarios, one skipped: three run.
    expect(apart.servers).toBe(3);
    expect(shared.servers).toBe(1);
  }, 60_000);

  it('init: two calls on two servers by default, on one with --isolation suite', async () => {
    const folder = await emptyFolder();
    const args = ['--tool', 'list_teams', ...FLAGS];
    const apart = await runSpied(['init', 'teams', ...args], folder);
    expect(apart.code, apart.stderr).toBe(0);
    const shared = await runSpied(['init', 'teams_again', ...args, '--isolation', 'suite'], folder);
    expect(shared.code, shared.stderr).toBe(0);
    expect(apart.servers).toBe(2);
    expect(shared.servers).toBe(1);
  }, 60_000);

  it('refuses an --isolation that is not scenario or suite', async () => {
    const run = await runCliInProcess(['record', '--isolation', 'shared', ...FLAGS], { cwd: await emptyFolder() });
    expect(run.stderr).toContain('--isolation must be one of scenario, suite, got "shared"');
    expect(run.code).toBe(2);
  });
});
