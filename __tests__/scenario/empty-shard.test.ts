// Three scenarios on the README's 4-shard matrix: shard 4/4 gets none. Having nothing to do is not a
// failure of that shard (the others run all three); a run that selects nothing without a shard, or
// a shard of a run whose filter selected nothing at all, still fails.
import { describe, expect, it } from 'vitest';
import { selectScenarios } from '../../src/scenario/select.js';
import type { Scenario } from '../../src/model/index.js';
import { runAction, runCli } from '../helpers/runner.js';
import { writeSuite } from '../mcp/helpers.js';

const THREE = {
  'three.yaml': ['alpha', 'beta', 'gamma']
    .map(
      (name) =>
        `name: ${name}\ntool_sequence:\n  - tool: echo\n    args: { message: ${name} }\nexpected_contains: ["${name}"]\n`,
    )
    .join('---\n'),
};
const SERVER = ['--server-command', `"${process.execPath}" no-such-server.mjs`];

describe('an empty shard', () => {
  it('selectScenarios says the shard is empty and how many the others share', () => {
    const scenarios = ['a', 'b', 'c'].map((name) => ({ name, live: true }) as Scenario);
    const fourth = selectScenarios(scenarios, { mode: 'stub', filter: '', shard: { index: 4, count: 4 } });
    expect(fourth.selected).toEqual([]);
    expect(fourth.emptyShard).toEqual({ shard: { index: 4, count: 4 }, others: 3 });
    const first = selectScenarios(scenarios, { mode: 'stub', filter: '', shard: { index: 1, count: 4 } });
    expect(first.selected).toHaveLength(1);
    expect(first.emptyShard).toBeUndefined();
    const nothing = selectScenarios(scenarios, { mode: 'stub', filter: 'zzz', shard: { index: 4, count: 4 } });
    expect(nothing.emptyShard).toBeUndefined();
  });

  it('the CLI: shard 4/4 of three scenarios passes, saying why it ran nothing, and starts no server', async () => {
    const dir = await writeSuite(THREE);
    const run = await runCli(['three.yaml', '--shard', '4/4', ...SERVER], { cwd: dir });
    expect(run.stdout).toContain('Shard 4/4 has no scenario to run: the 3 selected scenarios went to the other shards');
    expect(run.code, run.stdout + run.stderr).toBe(0);
  });

  it('the action: passes with a notice, and the summary says it', async () => {
    const dir = await writeSuite(THREE);
    const run = await runAction(
      { 'server-command': `"${process.execPath}" no-such-server.mjs`, shard: '4/4', scenarios: '*.yaml' },
      { workspace: dir },
    );
    expect(run.stdout).toMatch(/^::notice::shard 4\/4 has no scenario to run/m);
    expect(run.summary).toContain('✅ nothing to run in shard 4/4');
    expect(run.code, run.stdout).toBe(0);
  });

  it('still fails when nothing is selected without a shard, or when the filter selected nothing in any shard', async () => {
    const dir = await writeSuite(THREE);
    const unsharded = await runCli(['three.yaml', '--filter', 'zzz', ...SERVER], { cwd: dir });
    expect(unsharded.stdout).toContain('No scenario was selected to run');
    expect(unsharded.code).not.toBe(0);
    const filteredOut = await runCli(['three.yaml', '--filter', 'zzz', '--shard', '4/4', ...SERVER], { cwd: dir });
    expect(filteredOut.stdout).toContain('No scenario was selected to run');
    expect(filteredOut.code).not.toBe(0);
  });
});
