import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/in-process.js';
import { ROOT, runCli } from '../helpers/runner.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/no-templates-list.mjs');
const FLAGS = ['--server-command', `"${process.execPath}" "${FIXTURE}"`];
/** The same server in-process: the answer is the SDK's whatever carries it, and loading it once is cheap. */
const IN_PROCESS = ['--server-module', FIXTURE];

describe('a server that declares resources and answers resources/templates/list with "method not found" (issue 31)', () => {
  it('has no templates: fuzz, lint and tools --save go on with its tools and its resource', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-no-templates-'));
    const fuzz = await runCliInProcess(['fuzz', ...IN_PROCESS, '--runs', '5', '--seed', '1']);
    expect(fuzz.stderr).not.toContain('did not list its tools');
    expect(fuzz.stdout).toContain('1 tool(s) fuzzed, 0 skipped, 0 finding(s)');
    expect(fuzz.code).toBe(0);
    const lint = await runCliInProcess(['lint', ...IN_PROCESS]);
    expect(lint.stderr).not.toContain('did not list its tools');
    expect(lint.code).toBe(0);
    // End to end: the CLI bundle and the server over stdio.
    const snapshot = path.join(folder, 'tools.json');
    const save = await runCli(['tools', ...FLAGS, '--save', snapshot]);
    expect(save.code).toBe(0);
    const saved = JSON.parse(await readFile(snapshot, 'utf8')) as { resources?: { uri: string }[] };
    expect(saved.resources?.map((one) => one.uri)).toEqual(['console://logs']);
  }, 60_000);
});
