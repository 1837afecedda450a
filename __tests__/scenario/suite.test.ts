import { describe, expect, it } from 'vitest';
import { runSuite, type RunOptions } from '../../src/run/index.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderRunReport } from '../../src/report/terminal.js';
import { ROOT } from '../helpers/runner.js';

const SELECTION = '__tests__/fixtures/suites/selection';

function options(overrides: Partial<RunOptions>): RunOptions {
  return {
    workspace: ROOT,
    scenarioGlobs: [SELECTION, `!${SELECTION}/wip`],
    server: { kind: 'module', modulePath: 'examples/ecnl/server.mjs' },
    isolation: 'scenario',
    concurrency: 2,
    timeoutMs: 10_000,
    filter: '',
    judge: { mode: 'off', model: 'claude-haiku-4-5', concurrency: 1 },
    secrets: [],
    ...overrides,
  };
}

const statuses = (run: Awaited<ReturnType<typeof runSuite>>) => run.scenarios.map((s) => [s.name, s.status]);

describe('runSuite selection, in-process against the example server', () => {
  it('runs every document of every matched file, and reports a skip with its reason', async () => {
    const run = await runSuite(options({}));
    expect(run.fileErrors).toEqual([]);
    expect(statuses(run)).toEqual([
      ['select.alpha', 'passed'],
      ['select.beta', 'passed'],
      ['select.gamma-skipped', 'skipped'],
      ['select_delta', 'passed'],
    ]);
    expect(run.scenarios[2]!.skipReason).toBe('waits for the server to list Texas events');
    expect(renderSummary(run).markdown).toContain('**4** scenarios: **3** passed, **0** failed, **1** skipped');
  });

  it('applies filter and shard after validation and says in the headline what they left out', async () => {
    const filtered = await runSuite(options({ filter: 'select.*' }));
    expect(statuses(filtered).map(([name]) => name)).toEqual(['select.alpha', 'select.beta', 'select.gamma-skipped']);
    expect(filtered.deselected).toBe(1);
    expect(renderSummary(filtered).markdown).toMatch(/\*\*3\*\* scenarios: .*, 1 left out by filter or shard/);
    expect(renderRunReport(filtered, { color: false })).toContain('1 scenario left out by --filter or --shard');

    const shards = await Promise.all([1, 2].map((index) => runSuite(options({ shard: { index, count: 2 } }))));
    const dealt = shards.flatMap((run) => run.scenarios.map((s) => s.name)).sort();
    expect(dealt).toEqual(['select.alpha', 'select.beta', 'select.gamma-skipped', 'select_delta']);
    expect(shards.map((run) => [run.scenarios.length, run.deselected])).toEqual([
      [2, 2],
      [2, 2],
    ]);
  });

  it('validates every file before selection: a bad file filtered out by name still stops the run', async () => {
    const run = await runSuite(options({ scenarioGlobs: [SELECTION], filter: 'select_delta' }));
    expect(run.scenarios).toEqual([]);
    expect(run.fileErrors.map((e) => [e.position.file, e.position.line, e.message.split(';')[0]])).toEqual([
      [`${SELECTION}/wip/broken.yaml`, 1, '`name` may contain only letters, digits, `_`, `.` and `-`'],
      [`${SELECTION}/wip/broken.yaml`, 2, '`tool_sequence` must list at least one tool call, got an empty list'],
    ]);
  });

  it('names a glob that matched nothing next to ones that did, in the terminal report', async () => {
    const run = await runSuite(options({ scenarioGlobs: [`${SELECTION}/nested/*.yml`, 'nowhere/*.yaml'] }));
    expect(statuses(run)).toEqual([['select_delta', 'passed']]);
    expect(run.unmatchedGlobs).toEqual(['nowhere/*.yaml']);
    expect(renderRunReport(run, { color: false })).toContain('warning: no scenario file matched nowhere/*.yaml');
  });
});
