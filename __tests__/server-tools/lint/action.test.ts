import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toolCoverage } from '../../../src/run/coverage.js';
import type { Scenario, ScenarioResult } from '../../../src/model/index.js';
import { runCliInProcess } from '../../helpers/in-process.js';
import { ROOT, runAction } from '../../helpers/runner.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/tool-list-server.mjs');
const good = {
  name: 'get_forecast',
  description: 'Returns the weather forecast for a city, by day, for up to seven days.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string', description: 'City name, e.g. "Lyon"' } },
    required: ['city'],
  },
};
// An error finding (no description) on a tool no scenario calls.
const TOOLS = JSON.stringify([good, { ...good, name: 'get_alerts', description: undefined }]);

describe('toolCoverage', () => {
  const scenario = (tools: string[], skip?: string) =>
    ({ kind: 'tool-sequence', steps: tools.map((tool) => ({ kind: 'tool', tool })), skip }) as unknown as Scenario;
  /** What a run of those scenarios returned: the calls that reached the server. */
  const ran = (tools: string[]) => ({ steps: tools.map((tool) => ({ tool })) }) as unknown as ScenarioResult;
  it('counts the server tools some scenario calls, in the server order; skipped scenarios and unknown tools do not count', () => {
    expect(
      toolCoverage(['a', 'b', 'c', 'd'], [scenario(['c', 'a', 'zz']), scenario(['b'], 'not yet')], [ran(['c', 'a'])]),
    ).toEqual({
      serverTools: 4,
      called: ['a', 'c'],
      uncalled: ['b', 'd'],
    });
  });
  it('counts only tools a call reached: a step refused before its call, or after a failed step, calls nothing (issue 31 §4)', () => {
    // find_events failed its save; get_event after it was never called.
    expect(toolCoverage(['a', 'b', 'c'], [scenario(['a', 'b'])], [ran(['a'])])).toEqual({
      serverTools: 3,
      called: ['a'],
      uncalled: ['b', 'c'],
    });
  });
  it("counts an agent scenario's expected calls the model made, not one refused before the server", () => {
    const agent = {
      kind: 'agent',
      steps: [],
      agent: { expectedCalls: [{ tool: 'd' }, { tool: 'b' }, { tool: 'c' }] },
    } as unknown as Scenario;
    const agentRan = {
      steps: [],
      agent: {
        trials: [
          {
            calls: [{ tool: 'd' }, { tool: 'b' }, { tool: 'c', refused: true }],
          },
        ],
      },
    } as unknown as ScenarioResult;
    expect(toolCoverage(['a', 'b', 'c', 'd'], [scenario(['a']), agent], [ran(['a']), agentRan])).toEqual({
      serverTools: 4,
      called: ['a', 'b', 'd'],
      uncalled: ['c'],
    });
  });
});

describe('lint and coverage in a run', () => {
  let workspace: string;
  beforeAll(async () => {
    workspace = await mkdtemp(path.join(tmpdir(), 'mse-lint-action-'));
    await mkdir(path.join(workspace, 'scenarios'));
    await writeFile(
      path.join(workspace, 'scenarios/forecast.yaml'),
      'name: forecast\ntool_sequence:\n  - tool: get_forecast\n    args: {city: Lyon}\nexpected_contains:\n  - "Lyon"\n',
    );
  });
  // The first run serves the fixture over stdio, end to end; the others load it in the action's own
  // process (server-module): what they check is the lint and the coverage, not the server's transport.
  const inputs = (lint?: string, server: 'stdio' | 'module' = 'module') => ({
    ...(server === 'stdio' ? { 'server-command': `"${process.execPath}" "${FIXTURE}"` } : { 'server-module': FIXTURE }),
    'report-json': 'report.json',
    ...(lint ? { lint } : {}),
  });
  const env = { MCP_EVAL_FIXTURE_TOOLS: TOOLS };

  it('lint: error fails the step on an error finding, though every scenario passed; the summary has its section and the coverage', async () => {
    const run = await runAction(inputs('error', 'stdio'), { workspace, env });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::lint found 1 error(s) in the tool definitions (lint: error): get_alerts: the tool has no description',
    );
    expect(run.summary).toContain('❌ lint failed; 1 of 1 scenario passed');
    expect(run.summary).toContain('### ❌ Lint: 1 error, 0 warnings on 2 tools');
    expect(run.summary).toContain(
      '| error | <code>get\\_alerts</code> | description-missing | the tool has no description |',
    );
    expect(run.summary).toContain('**Tools called:** 1 of 2; not called by any scenario: <code>get\\_alerts</code>');
    expect(run.stdout).toContain('Tools called: 1 of 2; not called by any scenario: get_alerts');
    const report = JSON.parse(await readFile(path.join(workspace, 'report.json'), 'utf8')) as {
      failed: boolean;
      coverage: unknown;
      lint: { mode: string; report: { findings: { rule: string }[]; tokens: { method: string } } };
    };
    expect(report.failed).toBe(true);
    expect(report.coverage).toEqual({ serverTools: 2, called: ['get_forecast'], uncalled: ['get_alerts'] });
    expect(report.lint.mode).toBe('error');
    expect(report.lint.report.findings.map((item) => item.rule)).toEqual(['description-missing']);
    expect(report.lint.report.tokens.method).toBe('estimated');
  });

  it('lint: warn shows the findings and passes; a suppression in the workspace silences one with its reason', async () => {
    const warned = await runAction(inputs('warn'), { workspace, env });
    expect(warned.code).toBe(0);
    expect(warned.summary).toContain('### ⚠️ Lint: 1 error, 0 warnings on 2 tools');
    await writeFile(
      path.join(workspace, '.mcp-scenario-eval-lint.yaml'),
      'suppress:\n  - rule: description-missing\n    tool: get_alerts\n    reason: deprecated, removed next release\n',
    );
    try {
      const silenced = await runAction(inputs('error'), { workspace, env });
      expect(silenced.code).toBe(0);
      expect(silenced.summary).toContain('suppressed: deprecated, removed next release');
    } finally {
      await writeFile(path.join(workspace, '.mcp-scenario-eval-lint.yaml'), '');
    }
  });

  it('lint: error with a failing scenario too: the step says both failures', async () => {
    const failing = await mkdtemp(path.join(tmpdir(), 'mse-lint-action-'));
    await mkdir(path.join(failing, 'scenarios'));
    await writeFile(
      path.join(failing, 'scenarios/wrong.yaml'),
      'name: wrong\ntool_sequence:\n  - tool: get_forecast\n    args: {city: Lyon}\nexpected_contains:\n  - "Paris"\n',
    );
    const run = await runAction(inputs('error'), { workspace: failing, env });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::1 of 1 scenario(s) failed');
    expect(run.stdout).toContain('::error::lint found 1 error(s) in the tool definitions (lint: error)');
  });

  it('lint off (the default): no lint section; the CLI run prints the coverage too', async () => {
    const run = await runAction(inputs(), { workspace, env });
    expect(run.code).toBe(0);
    expect(run.summary).not.toContain('Lint');
    expect(run.summary).toContain('**Tools called:** 1 of 2');
    const cli = await runCliInProcess(['--server-module', FIXTURE], { cwd: workspace, env });
    expect(cli.stdout).toContain('Tools called: 1 of 2; not called by any scenario: get_alerts');
    expect(cli.code).toBe(0);
  });
});
