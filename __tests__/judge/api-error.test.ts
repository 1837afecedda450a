/**
 * A judge that answers with an API error (after the SDK's retries) did not judge: like an
 * unreachable judge, it errors the scenario in both kinds, with the HTTP status, and the run's last
 * line says the judge could not be asked, not that the server failed. The real SDK against the fake
 * Messages API; `retry-after-ms: 1` keeps the SDK's retries of 500 and 529 fast.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { JUDGE_SYSTEM_PROMPT } from '../../src/judge/index.js';
import type { RunResult } from '../../src/model/index.js';
import { failureHeadline } from '../../src/report/headlines.js';
import { renderSummary } from '../../src/report/summary.js';
import { finalText, httpError, toolUse, type ReceivedRequest } from './fake-messages-api.js';
import { fakeApisTest as test } from './fake-messages-api-fixture.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { ROOT } from '../helpers/runner.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/snapshot-server.mjs');
const TOOLS = JSON.stringify([{ name: 'ping', description: 'Answers ok', inputSchema: { type: 'object' } }]);
const ENV = { ANTHROPIC_API_KEY: 'sk-ant-test-judge-api-error', MCP_EVAL_SNAPSHOT_TOOLS: TOOLS };

const isJudgeRequest = (request: ReceivedRequest) => request.body.system === JUDGE_SYSTEM_PROMPT;
const isLaterTurn = (request: ReceivedRequest) =>
  (request.body.messages ?? []).some((message) => message.role === 'assistant');

async function workspaceWithBothKinds(): Promise<string> {
  const workspace = await mkdtemp(path.join(tmpdir(), 'mse-judge-api-error-'));
  await mkdir(path.join(workspace, 'scenarios'));
  await writeFile(
    path.join(workspace, 'scenarios/sequence.yaml'),
    'name: sequence_judged\ntool_sequence:\n  - tool: ping\n    args: {}\nexpected_judge:\n  - says the service answered\n',
  );
  await writeFile(
    path.join(workspace, 'scenarios/agent.yaml'),
    'name: agent_judged\nprompt: Is the service up?\ntrials: 1\nmin_passes: 1\nexpected_judge:\n  - says whether the service is up\n',
  );
  return workspace;
}

describe.each([
  [500, 'Internal server error'],
  [401, 'invalid x-api-key'],
  [404, 'model: claude-haiku-4-5-nonexistent'],
  [529, 'Overloaded'],
])('a judge API that answers %i', (status, apiWords) => {
  test('errors both scenario kinds with the status, and the last line blames the judge, not the server', async ({
    startFakeApi,
  }) => {
    const fake = await startFakeApi((request) =>
      isJudgeRequest(request)
        ? httpError(status, apiWords, { 'retry-after-ms': '1' })
        : isLaterTurn(request)
          ? finalText('The service is up.')
          : toolUse(['ping', {}]),
    );
    const workspace = await workspaceWithBothKinds();
    const run = await runCliInProcess(['--server-module', FIXTURE, '--isolation', 'suite', '--json', 'result.json'], {
      cwd: workspace,
      env: { ...ENV, ANTHROPIC_BASE_URL: fake.url },
    });
    expect(run.code).toBe(1);
    expect(fake.requests.filter(isJudgeRequest).length).toBeGreaterThan(0);
    const result = JSON.parse(await readFile(path.join(workspace, 'result.json'), 'utf8')) as RunResult;
    for (const name of ['sequence_judged', 'agent_judged']) {
      const scenario = result.scenarios.find((each) => each.name === name)!;
      expect(scenario.status, name).toBe('errored');
      expect(scenario.error, name).toMatch(new RegExp(`^the judge could not be asked: .*\\b${status}\\b.*${apiWords}`));
    }
    const lastLine = run.stdout.trimEnd().split('\n').at(-1)!;
    expect(lastLine).toMatch(/^Failed: the judge could not be asked/);
    expect(lastLine).toContain(`${status}`);
    expect(lastLine).toContain('2 of 2 scenarios errored');
    expect(lastLine).not.toMatch(/scenario\(s\) failed/);
    // The action's step failure and the job summary's headline say the same.
    expect(failureHeadline(result)).toBe(lastLine.slice('Failed: '.length));
    expect(renderSummary(result).markdown).toContain(
      '## mcp-scenario-eval: ❌ the judge could not be asked; 2 of 2 scenarios errored',
    );
  });
});
