/**
 * An agent scenario whose only checks are judge criteria, in a run that does not judge (judge off,
 * or no key): no trial of it would have a check evaluated, and a trial no check looked at is not a
 * pass. It is skipped before the model is asked, saying why, and no baseline row is recorded for it;
 * a scenario with a check of its own still runs (its criteria skipped, as ever).
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { agentKind } from '../../../src/kinds/agent/kind.js';
import { NO_KEY_REASON } from '../../../src/checks/judge.js';
import type { AgentScenario, RunResult } from '../../../src/model/index.js';
import { finalText, toolUse } from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { runCliInProcess } from '../../helpers/in-process.js';
import { ROOT } from '../../helpers/runner.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/snapshot-server.mjs');
const TOOLS = JSON.stringify([{ name: 'ping', description: 'Answers ok', inputSchema: { type: 'object' } }]);
const SERVER = ['--server-module', FIXTURE, '--isolation', 'suite'];
const ENV = { ANTHROPIC_API_KEY: 'sk-ant-test-agent', MCP_EVAL_SNAPSHOT_TOOLS: TOOLS };

const JUDGED_ONLY = 'judged-only';
const CALLED = 'called';

/** The model: calls ping on a conversation's first turn, then answers. */
const test = fakeApiTest((request) =>
  (request.body.messages ?? []).some((message) => message.role === 'assistant')
    ? finalText('The service is up.')
    : toolUse(['ping', {}]),
);

let workspace: string;

test.beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'mse-judge-only-'));
  await mkdir(path.join(workspace, 'scenarios'));
  await writeFile(
    path.join(workspace, 'scenarios/judged.yaml'),
    `name: ${JUDGED_ONLY}\nprompt: Is the service up?\ntrials: 10\nmin_passes: 9\nexpected_judge:\n  - says whether the service is up\n`,
  );
  await writeFile(
    path.join(workspace, 'scenarios/called.yaml'),
    `name: ${CALLED}\nprompt: Ping the service.\ntrials: 3\nmin_passes: 3\nexpected_calls: [ { tool: ping } ]\nexpected_judge:\n  - says the service answered\n`,
  );
});

describe('judge criteria only, in a run that does not judge', () => {
  test('with judge off, the scenario is skipped before any trial, saying why, and --baseline-save records no row for it', async ({
    fake,
  }) => {
    const run = await runCliInProcess(
      [...SERVER, '--judge', 'off', '--baseline-save', 'rates.json', '--json', 'result.json'],
      { cwd: workspace, env: { ...ENV, ANTHROPIC_BASE_URL: fake.url } },
    );
    expect(run.stderr).not.toContain(JUDGED_ONLY);
    expect(run.code).toBe(0);
    const result = JSON.parse(await readFile(path.join(workspace, 'result.json'), 'utf8')) as RunResult;
    const judged = result.scenarios.find((scenario) => scenario.name === JUDGED_ONLY)!;
    expect(judged.status).toBe('skipped');
    // No trial ran, so none counted as passed and none was recorded: only the scenario with a check
    // of its own asked the model (three trials, two turns each) and has a row.
    expect(judged.agent?.trials ?? []).toHaveLength(0);
    const rows = JSON.parse(await readFile(path.join(workspace, 'rates.json'), 'utf8')).rows as { scenario: string }[];
    expect(rows.map((row) => row.scenario)).toEqual([CALLED]);
    expect(fake.requests).toHaveLength(6);
    expect(result.scenarios.find((scenario) => scenario.name === CALLED)!.status).toBe('passed');
    expect(judged.skipReason).toBe(
      'no trial was run: its only checks are judge criteria (expected_judge), and they are not judged: judge is off',
    );
    expect(run.stdout).toContain('its only checks are judge criteria');
  });
});

describe('the gate, for each reason a criterion is not judged', () => {
  test('no key (a replay): skipped saying so; a judge that judges, or one that fails every criterion, lets it run', () => {
    const scenario = {
      name: JUDGED_ONLY,
      kind: 'agent',
      expectedContains: [],
      expectedNotContains: [],
      expectedJudge: [{ value: 'says whether the service is up', position: { file: 'a.yaml', line: 6 } }],
      agent: { expectedCalls: [], forbiddenTools: [] },
    } as unknown as AgentScenario;
    const plan = { kind: 'run' } as never;
    const gate = (judge: object) => agentKind.gate!(scenario, { agent: plan, judge } as never);
    expect(gate({ kind: 'skip', reason: NO_KEY_REASON })).toEqual({
      skip: `no trial was run: its only checks are judge criteria (expected_judge), and they are not judged: ${NO_KEY_REASON}`,
    });
    expect(gate({ kind: 'judge', judge: {} })).toBeUndefined();
    expect(gate({ kind: 'fail', reason: 'judge is required' })).toBeUndefined();
    // A check of its own: the trials run, and the criteria are skipped in each.
    const withCall = { ...scenario, agent: { expectedCalls: [{ tool: 'ping' }], forbiddenTools: [] } } as never;
    expect(agentKind.gate!(withCall, { agent: plan, judge: { kind: 'skip', reason: NO_KEY_REASON } } as never)).toBe(
      undefined,
    );
  });
});
