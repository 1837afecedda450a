import { cp, mkdir, mkdtemp, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../helpers/runner.js';

/** `@modelcontextprotocol/server-everything` over stdio, as its README starts it. */
export const EVERYTHING = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
export const EVERYTHING_FLAGS = ['--server-command', `"${process.execPath}" "${EVERYTHING}" stdio`];
/**
 * The same server in this process: its own `createServer()` (what its stdio entry serves), loaded
 * with `--server-module`. For tests of what a command does with a server's answers, where a child
 * process per session would be only cost.
 */
export const EVERYTHING_MODULE_FLAGS = [
  '--server-module',
  path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/server/index.js'),
];

/** An empty folder: where a user starts. */
export const emptyFolder = () => mkdtemp(path.join(tmpdir(), 'mse-authoring-'));

/**
 * A copy of an example server (code and fixture) in a fresh folder, with the repo's node_modules
 * linked in, so a test can change what the server says by editing the copy's fixture.
 */
export async function copiedExample(league: 'nwsl' | 'ecnl'): Promise<{ folder: string; flags: string[] }> {
  const folder = await emptyFolder();
  await mkdir(path.join(folder, 'server'));
  await cp(path.join(ROOT, 'examples', league), path.join(folder, 'server'), { recursive: true });
  await symlink(path.join(ROOT, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  return { folder, flags: ['--server-command', `"${process.execPath}" server/server.mjs`] };
}
