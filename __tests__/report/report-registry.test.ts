// The registry of report files (src/report/files.ts): `--report NAME=FILE` and the `reports` input
// write whatever it lists, `--json`/`--junit`/`report-json`/`report-junit` are the same files under
// their older names, and an unknown NAME is a usage error naming the known ones.
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, parseCommandLine } from '../../src/cli/main.js';
import { REPORT_FILE_NAMES, REPORT_FILES } from '../../src/report/files.js';
import { ROOT, runAction } from '../helpers/runner.js';

const SERVER = ['--server-module', 'examples/ecnl/server.mjs'];
const SCENARIO = 'scenarios/ecnl/find_events_basic.yaml';

function config(argv: string[]) {
  const parsed = parseCommandLine([...SERVER, ...argv], {}, '/w');
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}

async function cli(argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, {}, { out: (text) => (out += text), err: (text) => (err += text), isTTY: false });
  return { code, out, err };
}

describe('--report NAME=FILE', () => {
  it('asks for a file by name, relative to the working directory; --json and --junit are the same files', () => {
    expect(config(['--report', 'json=r.json', '--report', 'junit=out/j.xml']).reports).toEqual({
      json: path.resolve('/w', 'r.json'),
      junit: path.resolve('/w', 'out/j.xml'),
    });
    expect(config(['--json', 'r.json', '--junit', 'j.xml']).reports).toEqual({
      json: path.resolve('/w', 'r.json'),
      junit: path.resolve('/w', 'j.xml'),
    });
    expect(config(['--reports', 'junit=/abs/j.xml']).reportFiles.junit).toEqual({
      path: '/abs/j.xml',
      setting: '--reports junit',
    });
  });

  it('an unknown NAME names the known ones, with the closest', () => {
    expect(() => config(['--report', 'jsn=r.json'])).toThrow(
      `--report: unknown report "jsn": did you mean "json"?; the reports are ${REPORT_FILE_NAMES.join(', ')}`,
    );
    expect(() => config(['--report', 'html=r.html'])).toThrow(
      '--report: unknown report "html"; the reports are json, junit, sarif',
    );
  });

  it('a line that is not NAME=FILE, or a file asked for twice, is a usage error', () => {
    expect(() => config(['--report', 'r.json'])).toThrow(
      '--report takes NAME=FILE (NAME one of json, junit, sarif), got "r.json"',
    );
    expect(() => config(['--report', 'json='])).toThrow('--report takes NAME=FILE');
    expect(() => config(['--json', 'a.json', '--report', 'json=b.json'])).toThrow(
      'the json report is asked for twice: --json and --report json; give one file',
    );
  });

  it('exits 2 on an unknown NAME before running anything', async () => {
    const run = await cli([SCENARIO, ...SERVER, '--report', 'html=r.html']);
    expect(run.code).toBe(2);
    expect(run.err).toContain('--report: unknown report "html"; the reports are json, junit, sarif');
    expect(run.out).toBe('');
  });

  it('writes every file asked for', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mse-reports-'));
    const run = await cli([
      SCENARIO,
      ...SERVER,
      '--report',
      `json=${path.join(dir, 'r.json')}`,
      '--report',
      `junit=${path.join(dir, 'j.xml')}`,
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(await readFile(path.join(dir, 'r.json'), 'utf8'))).toMatchObject({ version: 1, failed: false });
    expect(await readFile(path.join(dir, 'j.xml'), 'utf8')).toContain('<testsuites');
  });

  it('docs/reports.md lists every report file of the registry, in its order', () => {
    const docs = readFileSync(path.join(ROOT, 'docs/reports.md'), 'utf8');
    const rows = [...docs.matchAll(/^ *\| `([a-z0-9-]+)` +\|/gm)].map((match) => match[1]);
    expect(rows).toEqual(REPORT_FILES.map((format) => format.name));
  });
});

describe('the reports input', () => {
  it('writes each NAME=FILE line; the JSON report is still the report-json output', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mse-reports-'));
    const run = await runAction({
      scenarios: SCENARIO,
      'server-module': 'examples/ecnl/server.mjs',
      reports: `json=${path.join(dir, 'r.json')}\njunit=${path.join(dir, 'j.xml')}\n`,
    });
    expect(run.code).toBe(0);
    expect(run.outputs['report-json']).toBe(path.join(dir, 'r.json'));
    expect(run.stdout).toContain(`JUnit report: ${path.join(dir, 'j.xml')}`);
    expect(await readFile(path.join(dir, 'j.xml'), 'utf8')).toContain('<testsuites');
  }, 60_000);

  it('an unknown NAME fails the step before the run, naming the known ones', async () => {
    const run = await runAction({
      scenarios: SCENARIO,
      'server-module': 'examples/ecnl/server.mjs',
      reports: 'junt=j.xml',
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::reports: unknown report "junt": did you mean "junit"?');
    expect(run.stdout).not.toContain('find_events_basic');
  }, 60_000);
});
