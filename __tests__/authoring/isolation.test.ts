// `record` and `init` take --isolation suite: every scenario (or both of init's calls) on one server
// process instead of a fresh one each, for servers that are slow to start. Counted with a spy on
// child_process.spawn in the CLI's own process.
import { existsSync } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/runner.js';
import { emptyFolder } from './helpers.js';

const SERVER = path.join(ROOT, 'examples/nwsl/server.mjs');
const FLAGS = ['--server-command', `"${process.execPath}" "${SERVER}"`];
const SPAWN_SPY = path.join(ROOT, '__tests__/fixtures/spawn-spy.mjs');

async function spawnedServers(log: string): Promise<number> {
  if (!existsSync(log)) return 0;
  return (await readFile(log, 'utf8')).split('\n').filter((line) => line.includes('nwsl/server.mjs')).length;
}

let runs = 0;
async function runSpied(args: string[], folder: string) {
  const log = path.join(folder, `spawned-${++runs}.log`);
  const run = await runCli(args, {
    cwd: folder,
    env: { NODE_OPTIONS: `--import "${SPAWN_SPY}"`, SPAWN_SPY_LOG: log },
  });
  return { ...run, servers: await spawnedServers(log) };
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
    const run = await runCli(['record', '--isolation', 'shared', ...FLAGS], { cwd: await emptyFolder() });
    expect(run.stderr).toContain('--isolation must be one of scenario, suite, got "shared"');
    expect(run.code).toBe(2);
  });
});
