import * as toolkit from '@actions/core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '../../src/github/core.js';

// src/action/core.ts is a port of the parts of @actions/core the action uses (the package loads an
// HTTP client at import, which doubled the action's start-up). Each case runs the same call through
// both and compares every byte they write: stdout, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY.

const temp = mkdtempSync(path.join(tmpdir(), 'mse-core-'));
const files = { output: path.join(temp, 'output.txt'), summary: path.join(temp, 'summary.md') };
const hostile = 'a%b\r\nc::error::x, y: z\n%0A;\u0000 ü';

let written: string[] = [];
beforeEach(() => {
  written = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  for (const file of Object.values(files)) writeFileSync(file, '');
  vi.stubEnv('GITHUB_OUTPUT', files.output);
  vi.stubEnv('GITHUB_STEP_SUMMARY', files.summary);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  process.exitCode = undefined;
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** What one implementation wrote, with the random output delimiters made comparable. */
async function effects(run: () => void | Promise<void>) {
  written = [];
  for (const file of Object.values(files)) writeFileSync(file, '');
  await run();
  const exitCode = process.exitCode;
  process.exitCode = undefined;
  const unrandom = (text: string) => text.replace(/ghadelimiter_[0-9a-f-]{36}/g, 'ghadelimiter_UUID');
  return {
    stdout: written.join(''),
    output: unrandom(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    exitCode,
  };
}

const properties: core.AnnotationProperties[] = [
  {},
  { title: hostile },
  { title: 't', file: 'scenarios/a,b:c.yaml', startLine: 3, startColumn: 5 },
  { title: 't', file: 'f.yaml', startLine: 0, endLine: 4, endColumn: 2 },
];

describe('the port of @actions/core', () => {
  it.each(['error', 'warning', 'notice'] as const)(
    '%s writes the same command for every kind of properties',
    async (level) => {
      for (const props of properties) {
        for (const message of [hostile, '', 'plain', new Error(hostile)]) {
          expect(await effects(() => core[level](message, props))).toEqual(
            await effects(() => toolkit[level](message, props)),
          );
        }
      }
    },
  );

  it('setFailed, setSecret, info, groups write the same lines and set the same exit code', async () => {
    const pairs: [() => void, () => void][] = [
      [() => core.setFailed(hostile), () => toolkit.setFailed(hostile)],
      [() => core.setSecret(hostile), () => toolkit.setSecret(hostile)],
      [() => core.info(hostile), () => toolkit.info(hostile)],
      [() => core.startGroup(hostile), () => toolkit.startGroup(hostile)],
      [() => core.endGroup(), () => toolkit.endGroup()],
    ];
    for (const [ours, theirs] of pairs) {
      expect(await effects(ours)).toEqual(await effects(theirs));
    }
    expect((await effects(() => core.setFailed('x'))).exitCode).toBe(1);
  });

  it('setOutput writes the same delimited block to GITHUB_OUTPUT, and without it the same command', async () => {
    for (const value of [7, hostile, '', 'report.json']) {
      expect(await effects(() => core.setOutput('total', value))).toEqual(
        await effects(() => toolkit.setOutput('total', value)),
      );
    }
    expect((await effects(() => core.setOutput('n', 'v'))).output).toMatch(
      /^n<<ghadelimiter_UUID\nv\nghadelimiter_UUID\n$/,
    );
    vi.stubEnv('GITHUB_OUTPUT', '');
    expect(await effects(() => core.setOutput('n', hostile))).toEqual(
      await effects(() => toolkit.setOutput('n', hostile)),
    );
    vi.stubEnv('GITHUB_OUTPUT', path.join(temp, 'missing', 'output.txt'));
    expect(() => core.setOutput('n', 'v')).toThrow(/^Missing file at path: /);
  });

  it('reads inputs the same way: spaces as _, upper case, trimmed, lines without empty ones', () => {
    const values = ['  a  ', '', '\n x \n\n y\r\n', ' line one \n\n line two '];
    for (const value of values) {
      vi.stubEnv('INPUT_SERVER_COMMAND', value);
      for (const options of [undefined, { trimWhitespace: false }]) {
        expect(core.getInput('server command', options)).toBe(toolkit.getInput('server command', options));
        expect(core.getInput('server_command', options)).toBe(toolkit.getInput('server_command', options));
        expect(core.getMultilineInput('server-command', options)).toEqual(
          toolkit.getMultilineInput('server-command', options),
        );
        expect(core.getMultilineInput('server command', options)).toEqual(
          toolkit.getMultilineInput('server command', options),
        );
      }
    }
    vi.stubEnv('INPUT_SERVER_COMMAND', '');
    expect(() => core.getInput('server command', { required: true })).toThrow(
      'Input required and not supplied: server command',
    );
  });

  it('appends to the job summary as summary.addRaw(text, true).write() does', async () => {
    for (const markdown of [hostile, '# Title\n\n| a |\n']) {
      expect(await effects(() => core.appendSummary(markdown))).toEqual(
        await effects(async () => {
          await toolkit.summary.addRaw(markdown, true).write({ overwrite: false });
        }),
      );
    }
    writeFileSync(files.summary, 'before\n');
    await core.appendSummary('after');
    expect(readFileSync(files.summary, 'utf8')).toBe('before\nafter\n');
    vi.stubEnv('GITHUB_STEP_SUMMARY', path.join(temp, 'missing', 'summary.md'));
    await expect(core.appendSummary('x')).rejects.toThrow(/^Unable to access summary file: /);
  });
});
