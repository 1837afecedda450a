// Issue 42 §11: a tool that asks the user (elicitation) is doing nothing wrong. `fuzz` has no steps to
// script an answer, so it answers as a host with no user at the keyboard would: it declines. A
// declined request is never a finding, in either era (the 2026-07-28 era's input_required rounds were
// a protocol-error finding: "the step has no `elicitation:`"), and the tool's line says how many
// were declined. The server runs in-process (what is tested is how fuzz answers, not the transport).
// Also: the reproduce command of a finding keeps the era it was found in (`--protocol`).
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../helpers/in-process.js';
import { keepEnvironment } from '../../helpers/keep-environment.js';
import { ROOT } from '../../helpers/runner.js';

keepEnvironment();

/** SDK v2, both eras: `deploy` elicits a confirmation, `ask_twice` elicits twice, `summarize` samples. */
const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/requests/both-eras.mjs');

interface FuzzJson {
  tools: { tool: string; status: string; calls: number; declinedElicitations?: number; findings: unknown[] }[];
}

describe.each(['modern', 'legacy'] as const)('fuzz of a tool that elicits, in the %s era', (protocol) => {
  it('declines each elicitation as a host with no user would: no finding, exit 0, the count on its line', async () => {
    const cwd = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-elicit-'));
    const json = path.join(cwd, 'fuzz.json');
    const run = await runCliInProcess(
      [
        'fuzz',
        '--server-module',
        FIXTURE,
        '--protocol',
        protocol,
        '--tool',
        'deploy',
        '--tool',
        'ask_twice',
        '--include-writes',
        '--runs',
        '5',
        '--seed',
        '1',
        '--tool-budget-ms',
        '20000',
        '--json',
        json,
      ],
      { cwd },
    );
    expect(run.stdout).not.toContain('protocol-error');
    expect(run.stdout).not.toContain('has no `elicitation:`');
    // Seed 1 draws the same inputs in both eras: four of deploy's five reach its question; ask_twice
    // asks its second question after a declined first one (two a call).
    expect(run.stdout).toMatch(
      /OK\s+deploy \(5 call\(s\), [^)]*, 4 elicitation\(s\) declined as a host with no user would, not a finding\)/,
    );
    expect(run.stdout).toMatch(/OK\s+ask_twice \(5 call\(s\), [^)]*, 10 elicitation\(s\) declined/);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const report = JSON.parse(await readFile(json, 'utf8')) as FuzzJson;
    expect(report.tools.map((tool) => [tool.tool, tool.findings.length, tool.declinedElicitations])).toEqual([
      ['deploy', 0, 4],
      ['ask_twice', 0, 10],
    ]);
  }, 30_000);
});

describe('the reproduce command', () => {
  it('carries --protocol when it was given: a finding of one era may not show in the other', async () => {
    const fixture = path.join(ROOT, '__tests__/fixtures/servers/fuzz-target-server.mjs');
    const cwd = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-protocol-'));
    const run = await runCliInProcess(
      [
        'fuzz',
        '--server-command',
        `"${process.execPath}" "${fixture}"`,
        '--protocol',
        'legacy',
        '--tool',
        'leak_stack',
        '--runs',
        '30',
        '--seed',
        '3',
      ],
      { cwd },
    );
    expect(run.stdout).toMatch(/FIND leak_stack: leak/);
    expect(run.stdout).toMatch(
      /reproduce: npx mcp-scenario-eval fuzz .* --tool leak_stack --seed 3 --runs 30 --protocol legacy\n/,
    );
    expect(run.code).toBe(1);
  }, 30_000);
});
