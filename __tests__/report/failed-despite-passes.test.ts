// A run in which every scenario passed and that still failed (the tool-list snapshot, the lint under
// `lint: error`): the terminal's last line, the summary's headline and the step's failure say why,
// never only "3 passed, 0 failed".
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/model/index.js';
import type { SnapshotCheck } from '../../src/model/server-tools.js';
import { failureHeadline } from '../../src/report/headlines.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderRunReport } from '../../src/report/terminal.js';
import { mixedRun } from './fixtures.js';

function passingRun(): RunResult {
  const run = mixedRun();
  run.scenarios = run.scenarios.filter((scenario) => scenario.status === 'passed');
  run.judge = { ...run.judge, failedBecause: undefined };
  return run;
}

const CHANGED: SnapshotCheck = {
  file: 'tools.snapshot.json',
  status: 'changed',
  changes: [{ kind: 'breaking', tool: 'get_event', message: 'parameter event_id removed' }],
  tokens: { before: 100, after: 90, method: 'estimated' },
  overBudget: false,
  acceptCommand: 'mcp-scenario-eval tools --save tools.snapshot.json',
};

describe('a run whose scenarios all passed and that failed on the snapshot', () => {
  const run = passingRun();
  run.toolsSnapshot = CHANGED;

  it('ends the terminal report with why it failed', () => {
    const lines = renderRunReport(run, { color: false }).split('\n');
    expect(lines.at(-2)).toMatch(/^\d+ scenarios?: \d+ passed, 0 failed/);
    expect(lines.at(-1)).toBe(
      "Failed: the server's tool list differs from tools.snapshot.json (1 breaking); if intended, accept it with `mcp-scenario-eval tools --save tools.snapshot.json` and commit the file",
    );
  });

  it('says so in the summary headline and the step failure', () => {
    expect(renderSummary(run).markdown.split('\n')[0]).toMatch(
      /^## mcp-scenario-eval: ❌ the tool-list snapshot failed; \d+ of \d+ scenarios? passed$/,
    );
    expect(failureHeadline(run)).toContain("the server's tool list differs from tools.snapshot.json");
  });
});

describe('a run that passed', () => {
  it('has no such line', () => {
    const run = passingRun();
    run.toolsSnapshot = { ...CHANGED, status: 'equal', changes: [] };
    expect(renderRunReport(run, { color: false })).not.toContain('Failed:');
  });
});
