import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { summary } from '@actions/core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, log, logUntrusted, warn, writeAnnotations, writeOutputs, writeSummary } from '../../src/github/write.js';
import { parseAnnotations } from '../helpers/runner.js';

// src/github/write.ts is the one module that writes to GitHub, through @actions/core. These hold
// what we rely on it for with hostile text: one command per line whatever the text holds, values
// that come back intact from the runner's decoding, outputs in delimited blocks, the summary appended.

const temp = mkdtempSync(path.join(tmpdir(), 'mse-writer-'));
const files = { output: path.join(temp, 'output.txt'), summary: path.join(temp, 'summary.md') };
const hostile = 'a%b\r\nc::error::x, y: z\n%0A;\u0000 ü ##[warning]w';
const totals = { total: 3, passed: 1, failed: 1, skipped: 1 };

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

const stdoutLines = () => written.join('').split('\n').filter(Boolean);

describe('the writer to GitHub', () => {
  it('writes each annotation as one command, its message and properties decoded intact by the runner', () => {
    writeAnnotations([
      { level: 'error', title: hostile, message: hostile, file: 'scenarios/a,b:c%.yaml', line: 3, column: 5 },
      { level: 'warning', title: 't', message: 'w' },
      { level: 'notice', title: 'n', message: hostile, file: 'f.yaml', line: 1, column: 1 },
    ]);
    const lines = stdoutLines();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^::error title=[^:,]*,file=scenarios\/a%2Cb%3Ac%25\.yaml,line=3,col=5::/);
    expect(lines[1]).toBe('::warning title=t::w');
    expect(parseAnnotations(written.join(''))).toEqual([
      {
        level: 'error',
        properties: { title: hostile, file: 'scenarios/a,b:c%.yaml', line: '3', col: '5' },
        message: hostile,
      },
      { level: 'warning', properties: { title: 't' }, message: 'w' },
      { level: 'notice', properties: { title: 'n', file: 'f.yaml', line: '1', col: '1' }, message: hostile },
    ]);
  });

  it('fails the step (exit code 1) and warns with control characters made visible and ##[ broken', () => {
    fail(hostile);
    warn('plain ##[error]x');
    expect(process.exitCode).toBe(1);
    const lines = stdoutLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('::error::a%25b%0Ac::error::x, y: z%0A%250A;␀ ü ##\u200B[warning]w');
    expect(lines[1]).toBe('::warning::plain ##\u200B[error]x');
  });

  it('logs our own lines with workflow commands broken, and untrusted text with commands stopped', () => {
    log('::error::x\n ::warning::y');
    expect(stdoutLines()).toEqual([':\u200B:error::x', ' :\u200B:warning::y']);
    written = [];
    logUntrusted('Failures', '::error::pwned');
    const lines = stdoutLines();
    expect(lines[0]).toBe('::group::Failures');
    const token = /^::stop-commands::(mcp-scenario-eval-[0-9a-f-]{36})$/.exec(lines[1]!)?.[1];
    expect(token).toBeDefined();
    expect(lines.slice(2)).toEqual(['::error::pwned', `::${token}::`, '::endgroup::']);
  });

  it('writes the outputs to GITHUB_OUTPUT in delimited blocks, a hostile value intact', () => {
    writeOutputs(totals, { 'report-json': hostile });
    expect(written).toEqual([]);
    const text = readFileSync(files.output, 'utf8').replace(/ghadelimiter_[0-9a-f-]{36}/g, 'DELIMITER');
    expect(text).toBe(
      ['total', 'passed', 'failed', 'skipped']
        .map((name) => `${name}<<DELIMITER\n${totals[name as keyof typeof totals]}\nDELIMITER\n`)
        .join('') + `report-json<<DELIMITER\n${hostile}\nDELIMITER\n`,
    );
  });

  it('throws when GITHUB_OUTPUT names no file (main.ts reports it once as a failure)', () => {
    vi.stubEnv('GITHUB_OUTPUT', path.join(temp, 'missing', 'output.txt'));
    expect(() => writeOutputs(totals)).toThrow(/^Missing file at path: /);
  });

  // One test: core's summary keeps the file it first wrote to for the rest of the process (the
  // action writes the summary once), so the file it cannot write comes first. What that attempt
  // put in core's buffer is not written with the next.
  it('appends the summary to GITHUB_STEP_SUMMARY with a line end, and rejects a file it cannot write', async () => {
    // Test files share a worker's modules (vitest.config.ts: isolate: false), and another file may
    // have run the action in this process first: core's summary starts afresh here.
    Object.assign(summary, { _filePath: undefined, _buffer: '' });
    vi.stubEnv('GITHUB_STEP_SUMMARY', path.join(temp, 'missing', 'summary.md'));
    await expect(writeSummary('x')).rejects.toThrow(/^Unable to access summary file: /);
    vi.stubEnv('GITHUB_STEP_SUMMARY', files.summary);
    writeFileSync(files.summary, 'before\n');
    await writeSummary(`# Title\n\n${hostile}`);
    await writeSummary('after');
    expect(readFileSync(files.summary, 'utf8')).toBe(`before\n# Title\n\n${hostile}\nafter\n`);
  });

  it('says so when there is no GITHUB_STEP_SUMMARY', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    await writeSummary('x');
    expect(stdoutLines()).toEqual(['GITHUB_STEP_SUMMARY is not set: no job summary written']);
  });
});
