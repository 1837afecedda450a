import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_PROPOSED_CHARS } from '../../src/authoring/propose.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { ROOT } from '../helpers/runner.js';
import { emptyFolder } from './helpers.js';

// Issue 42 §3: a line longer than init's per-entry limit was proposed as a prefix, so a change in
// the rest of it (the date) went unnoticed.
const LOANS = ['--server-module', path.join(ROOT, '__tests__/fixtures/servers/loans.mjs')];
const LOAN = 'b-101: The Left Hand Of Darkness by Ursula K. Le Guin (1969), due back: 20 December 2026';
const LOAN_REDATED = LOAN.replace('20 December 2026', '2026-12-20');

/** A folder whose loans server prints `line`, and a way to change what it prints. */
async function loansFolder(line: string) {
  const folder = await emptyFolder();
  const loansFile = path.join(folder, 'loans.txt');
  await writeFile(loansFile, `Books on loan:\n${line}\n`);
  const run = (args: string[]) => runCliInProcess([...args, ...LOANS], { cwd: folder, env: { LOANS_FILE: loansFile } });
  return { folder, run, print: (next: string) => writeFile(loansFile, `Books on loan:\n${next}\n`) };
}

const entriesOf = async (file: string) =>
  loadScenarioFile(await readFile(file, 'utf8'), 'x', 'x').scenarios[0]!.expectedContains.map((entry) => entry.value);

/** Whether every character of `line` lies in some entry found in it. */
function covers(entries: string[], line: string): boolean {
  const covered = new Array<boolean>(line.length).fill(false);
  for (const entry of entries) {
    for (let from = line.indexOf(entry); from !== -1; from = line.indexOf(entry, from + 1))
      for (let i = from; i < from + entry.length; i++) covered[i] = true;
  }
  return covered.every(Boolean);
}

describe('a line longer than the per-entry limit (issue 42 §3)', () => {
  it('init proposes entries within the limit that together cover the whole line', async () => {
    expect(LOAN.length).toBeGreaterThan(MAX_PROPOSED_CHARS);
    const { folder, run } = await loansFolder(LOAN);
    const init = await run(['init', 'loans', '--tool', 'list_loans']);
    expect(init.code, init.stderr).toBe(0);
    const text = await readFile(path.join(folder, 'scenarios/loans.yaml'), 'utf8');
    expect(text).toContain('in pieces');
    const entries = await entriesOf(path.join(folder, 'scenarios/loans.yaml'));
    for (const entry of entries) expect(entry.length).toBeLessThanOrEqual(MAX_PROPOSED_CHARS);
    expect(covers(entries, LOAN)).toBe(true);
  });

  it("the scenario init writes fails when only the line's last characters (its date) change", async () => {
    const { run, print } = await loansFolder(LOAN);
    expect((await run(['init', 'loans', '--tool', 'list_loans'])).code).toBe(0);
    const passing = await run(['scenarios']);
    expect(passing.stdout).toContain('PASS  loans');
    await print(LOAN_REDATED);
    const failing = await run(['scenarios']);
    expect(failing.stdout).toContain('FAIL  loans');
    expect(failing.code).toBe(1);
  });

  it('record --update turns a stale whole line into the whole new line, which fails when the date changes', async () => {
    // The entry init used to write (a prefix of the line), gone stale when the loan's id changed.
    const { folder, run, print } = await loansFolder(LOAN.replace('b-101', 'b-102'));
    const file = path.join(folder, 'scenarios/loans.yaml');
    const stale = `b-101: The Left Hand Of Darkness by Ursula K. Le Guin (1969), due back: 20`;
    await run(['init', 'loans', '--tool', 'list_loans']);
    await writeFile(
      file,
      `name: loans\ntool_sequence:\n  - tool: list_loans\nexpected_contains:\n  - ${JSON.stringify(stale)}\n`,
    );
    const record = await run(['record', '--update', 'scenarios/loans.yaml']);
    expect(record.code, record.stdout + record.stderr).toBe(0);
    expect(covers(await entriesOf(file), LOAN.replace('b-101', 'b-102'))).toBe(true);
    expect((await run(['scenarios'])).stdout).toContain('PASS  loans');
    await print(LOAN_REDATED.replace('b-101', 'b-102'));
    const failing = await run(['scenarios']);
    expect(failing.stdout).toContain('FAIL  loans');
    expect(failing.code).toBe(1);
  });
});
