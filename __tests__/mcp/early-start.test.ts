import childProcess, { type ChildProcessByStdio } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { deserializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import { readFile } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/in-process.js';
import { runCli } from '../helpers/runner.js';
import { abandonServerProcess, startServerProcessEarly, type ServerProcess } from '../../src/mcp/server-process.js';
import { connectClient } from '../../src/mcp/session.js';
import { SERVERS, writeSuite } from './helpers.js';

// The first server process is spawned as soon as the files are valid and something is selected,
// before the runner and the MCP SDK load (see RunSessionFactory.startEarly). These tests hold what
// that must not change: one process per session and none wasted, no server at all when nothing is
// to run, and what the server wrote before it was connected kept.

const COUNTED = path.join(SERVERS, 'counted.mjs');
const scenario = (name: string, expected = 'Item a: in stock') =>
  `name: ${name}\ntool_sequence:\n  - tool: lookup\n    args: { item: a }\nexpected_contains: ["${expected}"]\n`;
const THREE = { 'a.yaml': ['one', 'two', 'three'].map((name) => scenario(name)).join('---\n') };

async function startedServers(pidFile: string): Promise<{ pid: number; dir: string }[]> {
  if (!existsSync(pidFile)) return [];
  return (await readFile(pidFile, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [pid, dir] = line.split(' ');
      return { pid: Number(pid), dir: dir! };
    });
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits (up to 5 s) for every process to be gone; returns those still running. */
async function stillRunning(pids: number[]): Promise<number[]> {
  for (let tries = 0; tries < 50; tries++) {
    const left = pids.filter(running);
    if (left.length === 0) return [];
    await setTimeout(100);
  }
  return pids.filter(running);
}

/**
 * Resolves once the early-started process has written `text` to stdout and this process has read it.
 * The child is the transport's own (private) one, spawned in the tick startServerProcessEarly ran.
 */
function readFromStdout(server: ServerProcess, text: string): Promise<void> {
  const { child } = server.transport as unknown as { child: ChildProcessByStdio<Writable, Readable, Readable> };
  let seen = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      if (seen.includes(text)) done(resolve);
    };
    const ended = () =>
      done(() =>
        reject(new Error(`the server's stdout ended before ${JSON.stringify(text)}: ${JSON.stringify(seen)}`)),
      );
    const done = (settle: () => void) => {
      child.stdout.off('data', read);
      child.stdout.off('close', ended);
      settle();
    };
    child.stdout.on('data', read);
    child.stdout.once('close', ended);
  });
}

const SPAWN_SPY = path.join(SERVERS, '../spawn-spy.mjs');

/**
 * Runs the CLI on `files`, with a spy on child_process.spawn in its process: `servers` are the
 * processes that wrote their pid, `spawned` every server command line the run spawned (even one
 * stopped before it could write anything).
 */
async function run(files: Record<string, string>, extra: string[] = [], mode = '') {
  const workspace = await writeSuite(files);
  const pidFile = path.join(workspace, 'pids');
  const spawnLog = path.join(workspace, 'spawned');
  const command = `"${process.execPath}" "${COUNTED}" "${pidFile}" ${mode}`;
  const result = await runCli(['--server-command', command, ...extra], {
    cwd: workspace,
    env: { NODE_OPTIONS: `--import "${SPAWN_SPY}"`, SPAWN_SPY_LOG: spawnLog },
  });
  const servers = await startedServers(pidFile);
  const spawned = existsSync(spawnLog)
    ? (await readFile(spawnLog, 'utf8')).split('\n').filter((line) => line.includes(COUNTED))
    : [];
  return { ...result, servers, spawned };
}

/**
 * `run`, with the CLI in this process and the spy on this process's child_process.spawn (put back
 * after): what a run decides to start is the same code in-process, and the servers it starts are
 * still processes. The bundle's own start (what it loads before the early spawn) is `run`'s to test.
 */
async function runInProcess(files: Record<string, string>, extra: string[] = []) {
  const workspace = await writeSuite(files);
  const pidFile = path.join(workspace, 'pids');
  const command = `"${process.execPath}" "${COUNTED}" "${pidFile}"`;
  const spawned: string[] = [];
  const spawn = childProcess.spawn;
  childProcess.spawn = function spawnSpied(this: unknown, ...args: unknown[]) {
    const [file, argv] = args;
    const line = JSON.stringify([file, ...(Array.isArray(argv) ? argv : [])]);
    if (line.includes(COUNTED)) spawned.push(line);
    return Reflect.apply(spawn, this, args);
  } as typeof spawn;
  // The code under test imports `spawn` as an ES module binding: make it see the spied function.
  syncBuiltinESMExports();
  try {
    const result = await runCliInProcess(['--server-command', command, ...extra], { cwd: workspace });
    return { ...result, servers: await startedServers(pidFile), spawned };
  } finally {
    childProcess.spawn = spawn;
    syncBuiltinESMExports();
  }
}

describe('the first server starts before the runner and the SDK load', () => {
  it('uses the early process for the first session: one process per scenario, none wasted', async () => {
    const result = await run(THREE, ['*.yaml']);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain('3 passed');
    expect(result.servers).toHaveLength(3);
    expect(new Set(result.servers.map((server) => server.dir)).size).toBe(3);
    // The spy sees what the pid file sees: the control for the tests that expect no spawn at all.
    expect(result.spawned).toHaveLength(3);
  });

  it('uses it as the one shared process under --isolation suite', async () => {
    const result = await runInProcess(THREE, ['*.yaml', '--isolation', 'suite']);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.servers).toHaveLength(1);
    // The in-process spy sees what the pid file sees: the control for its tests that expect no spawn.
    expect(result.spawned).toHaveLength(1);
  });

  it('starts none when a file is invalid', async () => {
    const result = await runInProcess(
      { ...THREE, 'b.yaml': 'name: broken\ntool_sequence: []\nexpected_contain: ["x"]\n' },
      ['*.yaml'],
    );
    expect(result.code).toBe(2);
    expect(result.stdout + result.stderr).toContain('expected_contain');
    expect(result.spawned).toEqual([]);
  });

  it('starts none when no scenario is selected', async () => {
    const result = await runInProcess(THREE, ['*.yaml', '--filter', 'nothing_by_this_name']);
    expect(result.code).not.toBe(0);
    expect(result.spawned).toEqual([]);
  });

  it('stops it, and removes its directory, when every selected scenario is skipped', async () => {
    const skipped = { 'a.yaml': `${scenario('later')}skip: not today\n` };
    // The server is a real process, stopped by the run: the CLI around it need not be one.
    const result = await runInProcess(skipped, ['*.yaml']);
    expect(result.stdout).toContain('1 skipped');
    expect(await stillRunning(result.servers.map((server) => server.pid))).toEqual([]);
    for (const server of result.servers) expect(existsSync(server.dir)).toBe(false);
  });

  it('starts no server when no scenario file is found', async () => {
    const result = await runInProcess(THREE, ['nothing/*.yaml']);
    expect(result.code).toBe(2);
    expect(result.spawned).toEqual([]);
  });

  it('keeps what the server wrote to stdout before it was connected, in order, and then talks MCP', async () => {
    const workspace = await writeSuite({});
    const pidFile = path.join(workspace, 'pids');
    const server = await startServerProcessEarly({
      command: `"${process.execPath}" "${COUNTED}" "${pidFile}" noisy`,
      cwd: workspace,
      secrets: [],
    });
    try {
      // The line is written before the client exists: wait until this process has read it. A second
      // listener on the server's stdout runs after the transport's own (listeners run in the order
      // they were added), so once it has seen the whole line the transport holds it for start().
      await readFromStdout(server, 'booting the catalog\n');
      expect(existsSync(pidFile)).toBe(true);
      server.transport.attach(deserializeMessage);
      const client = await connectClient(server.transport, 10_000);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain('lookup');
      expect(server.transport.noiseNote()).toContain('"booting the catalog"');
      await client.close();
    } finally {
      await abandonServerProcess(server);
    }
    expect(existsSync(server.scenarioDir)).toBe(false);
  });
});
