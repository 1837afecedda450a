// Issue 43 §14: a hang is shrunk with probes that wait FUZZ_HANG_PROBE_TIMEOUT_MS, so an input that
// only answers slowly passed for the minimal hang, and its ready scenario passed. A shrunk hang is
// kept only if it hangs again on a fresh server with the full timeout; else the smallest input that
// did is reported. The server runs in-process (what is tested is the shrinking, not the transport).
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fuzzTuned } from '../../../src/cli/commands/fuzz.js';
import { FUZZ_HANG_CONFIRMATIONS } from '../../../src/model/limits.js';
import { smallestHangingAgain } from '../../../src/server-tools/fuzz/hangs.js';
import { runCliInProcess } from '../../helpers/in-process.js';
import { ROOT } from '../../helpers/runner.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/slow-when-long.mjs');
/** The fixture's HANG_CHARS: a text this long never gets an answer. */
const HANG_CHARS = 50_000;
/** What a probe waits: below the fixture's slow answer (600 ms), so slow inputs pass for hangs while shrinking. */
const PROBE_MS = 250;
/** The full per-call timeout: above the slow answer, so only a true hang hangs again. */
const TIMEOUT_MS = 1_500;

describe('fuzz: a shrunk hang must hang again (issue 43 §14)', () => {
  it('reports the smallest input that hung again on a fresh server, not one that only answered slowly', async () => {
    const cwd = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-repro-'));
    const json = path.join(cwd, 'fuzz.json');
    const run = await runCliInProcess(
      [
        'fuzz',
        '--server-module',
        FIXTURE,
        '--seed',
        '3',
        '--runs',
        '40',
        '--timeout-ms',
        String(TIMEOUT_MS),
        '--tool-budget-ms',
        '20000',
        '--json',
        json,
      ],
      {
        cwd,
        main: (argv, env, io, dir) => fuzzTuned({ hangProbeTimeoutMs: PROBE_MS }, argv.slice(1), env, io, dir),
      },
    );
    const report = JSON.parse(await readFile(json, 'utf8')) as {
      tools: { tool: string; findings: { kind: string; args: { text: string }; shrunk: string }[] }[];
    };
    const hang = report.tools[0]!.findings.find((finding) => finding.kind === 'hang');
    expect(hang, run.stdout).toBeDefined();
    expect(hang!.args.text.length, run.stdout).toBeGreaterThanOrEqual(HANG_CHARS);
    expect(hang!.shrunk).toBe('reproduced');
    expect(run.stdout).toContain('the smallest input that hung again on a fresh server');
    expect(run.code).toBe(1);
  }, 60_000);

  it('halves the path: the smallest that hangs again, in few calls', async () => {
    const path = Array.from({ length: 40 }, (_, index) => 40 - index); // 40, 39, … 1
    const tried: number[] = [];
    const hangsFrom = (size: number) => async (input: number) => (tried.push(input), input >= size);
    expect(await smallestHangingAgain(path, hangsFrom(17))).toEqual({ input: 17, calls: tried.length });
    expect(tried.length).toBeLessThanOrEqual(FUZZ_HANG_CONFIRMATIONS);
    tried.length = 0;
    // The shrunk input hangs again: one call, and it is kept.
    expect(await smallestHangingAgain(path, hangsFrom(1))).toEqual({ input: 1, calls: 1 });
  });
});
