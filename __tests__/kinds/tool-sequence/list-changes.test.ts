import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSummary } from '../../../src/report/summary.js';
import { runSuite, type RunResult, type ScenarioResult } from '../../../src/run/index.js';
import {
  finalText,
  startFakeMessagesApi,
  toolUse,
  type FakeMessagesApi,
  type ReceivedRequest,
} from '../../judge/fake-messages-api.js';
import { keepEnvironment } from '../../helpers/keep-environment.js';
import { optionsFor, SERVERS, writeSuite } from '../../mcp/helpers.js';

const LIST_CHANGES_MODULE = path.join(SERVERS, 'list-changes.mjs');
const LIST_CHANGES = `"${process.execPath}" "${LIST_CHANGES_MODULE}"`;

keepEnvironment();

const SUITE = {
  'unlock.yaml': `name: unlock_then_call
tool_sequence:
  - tool: unlock
  - tool: secret_tool
    expected_contains: ["the secret"]
`,
  'locked.yaml': `name: never_unlocked
tool_sequence:
  - tool: noisy
  - tool: secret_tool
expected_contains: ["the secret"]
`,
  'noisy.yaml': `name: noisy_fails
tool_sequence:
  - tool: noisy
expected_contains: ["finished"]
`,
};

/**
 * The suite against the fixture in-process (a server of its own per scenario), `env` in the
 * environment the server reads; the agent scenario below has it as a server process over stdio.
 */
async function run(env: Record<string, string> = {}): Promise<RunResult> {
  const workspace = await writeSuite(SUITE);
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return await runSuite(optionsFor(workspace, { kind: 'module', modulePath: LIST_CHANGES_MODULE }));
  } finally {
    for (const name of Object.keys(env)) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}

describe('a tool list that changes during a scenario (issue 30 item 9)', () => {
  let result: RunResult;
  const scenario = (name: string): ScenarioResult => result.scenarios.find((one) => one.name === name)!;

  beforeAll(async () => {
    result = await run();
  }, 60_000);

  it('a tool added after notifications/tools/list_changed is called: the list is read again before the next step', () => {
    expect(scenario('unlock_then_call').status).toBe('passed');
    expect(scenario('unlock_then_call').steps.map((step) => step.text)).toEqual(['unlocked', 'the secret']);
    // The change is kept with the call during which it came.
    expect(scenario('unlock_then_call').steps[0]!.notifications).toEqual([
      {
        kind: 'tools_list_changed',
        message: 'the server said its tool list changed (notifications/tools/list_changed)',
      },
    ]);
    // Coverage counts the tool the server listed later.
    expect(result.coverage?.called).toContain('secret_tool');
  });

  it('a tool never added is still an error, named, once the list was read again before its step', () => {
    expect(scenario('never_unlocked').status).toBe('errored');
    expect(scenario('never_unlocked').error).toBe(
      'the tool sequence names a tool the server lacks ("secret_tool"; its tool list was read again before this step); the steps from this one on were not called',
    );
    expect(scenario('never_unlocked').checks.map((check) => check.message)).toContain(
      'the server has no tool "secret_tool"; it has: unlock, noisy',
    );
    expect(scenario('never_unlocked').steps.map((step) => step.tool)).toEqual(['noisy']);
  });

  it("progress and log messages are kept with the call, in the JSON steps[] and the summary's failure details", () => {
    const failed = scenario('noisy_fails');
    expect(failed.status).toBe('failed');
    expect(failed.steps[0]!.notifications).toEqual([
      { kind: 'progress', message: 'progress 1 of 3: indexing part 1' },
      { kind: 'progress', message: 'progress 2 of 3: indexing part 2' },
      { kind: 'progress', message: 'progress 3 of 3: indexing part 3' },
      { kind: 'log', message: 'warning (indexer): the cache was cold' },
    ]);
    const { markdown } = renderSummary(result);
    expect(markdown).toContain('What the server told the client during the calls:');
    expect(markdown).toContain('- step 1 <code>noisy</code>, **progress**: progress 3 of 3: indexing part 3');
    expect(markdown).toContain('- step 1 <code>noisy</code>, **log**: warning (indexer): the cache was cold');
  });
});

describe('a server that does not say its tool list may change', () => {
  it('a step naming a tool it does not list is refused before any call, as before', async () => {
    const result = await run({ MCP_EVAL_NO_LIST_CHANGED: '1' });
    const locked = result.scenarios.find((one) => one.name === 'never_unlocked')!;
    expect(locked.status).toBe('errored');
    expect(locked.error).toContain('no tool was called');
    expect(locked.steps).toEqual([]);
  }, 60_000);
});

describe('an agent scenario whose tool list changes during the trial (issue 30 item 9)', () => {
  let fake: FakeMessagesApi;
  const saved = process.env.ANTHROPIC_BASE_URL;
  const requests: ReceivedRequest[] = [];

  beforeAll(async () => {
    fake = await startFakeMessagesApi((request) => {
      requests.push(request);
      const turn = (request.body.messages ?? []).filter((message) => message.role === 'assistant').length;
      return [toolUse(['unlock', {}]), toolUse(['secret_tool', {}]), finalText('The secret was told.')][
        Math.min(turn, 2)
      ]!;
    });
    process.env.ANTHROPIC_BASE_URL = fake.url;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.ANTHROPIC_BASE_URL;
    else process.env.ANTHROPIC_BASE_URL = saved;
    await fake.close();
  });

  it('the model is offered the tool added after notifications/tools/list_changed, and its call reaches the server', async () => {
    const workspace = await writeSuite({
      'agent.yaml':
        'name: agent_unlock\nprompt: tell the secret\nexpected_calls:\n  - tool: unlock\n  - tool: secret_tool\n',
    });
    const result = await runSuite(
      optionsFor(
        workspace,
        { kind: 'command', command: LIST_CHANGES, cwd: workspace },
        { agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'sk-ant-test-agent' } },
      ),
    );
    const [scenario] = result.scenarios;
    expect(scenario!.error).toBeUndefined();
    const offered = (request: ReceivedRequest) =>
      ((request.body.tools ?? []) as { name: string }[]).map((tool) => tool.name);
    expect(offered(requests[0]!)).toEqual(['unlock', 'noisy']);
    expect(offered(requests[1]!)).toEqual(['unlock', 'noisy', 'secret_tool']);
    const calls = scenario!.agent!.trials[0]!.calls;
    expect(calls.map((call) => [call.tool, call.output, call.error])).toEqual([
      ['unlock', 'unlocked', undefined],
      ['secret_tool', 'the secret', undefined],
    ]);
    expect(scenario!.status).toBe('passed');
  }, 60_000);
});

describe('a first step naming a tool the server lacks', () => {
  it('is refused before any call even when the list may change (no call comes first to change it)', async () => {
    const workspace = await writeSuite({
      'first.yaml':
        'name: first_missing\ntool_sequence:\n  - tool: secret_tool\n  - tool: nope\nexpected_contains: ["x"]\n',
    });
    const result = await runSuite(optionsFor(workspace, { kind: 'module', modulePath: LIST_CHANGES_MODULE }));
    const [scenario] = result.scenarios;
    expect(scenario!.error).toBe(
      'the tool sequence names tools the server lacks ("secret_tool", "nope"); no tool was called',
    );
    expect(scenario!.steps).toEqual([]);
  }, 60_000);
});
