import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSuite, type RunOptions } from '../../../src/run/index.js';
import {
  finalText,
  httpError,
  toolUse,
  type FakeAnswer,
  type FakeMessagesApi,
  type ReceivedRequest,
} from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { ROOT } from '../../helpers/runner.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';

/**
 * Issue 18: the agent loop through the real Anthropic SDK (against the fake Messages API) and real
 * MCP servers over the transports the in-process and stdio tests of loop.test.ts leave out: the
 * ECNL example served over Streamable HTTP behind a bearer token (live mode), and the official
 * server-everything over stdio.
 */

const EVERYTHING = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');

/** Scripted turns by prompt: the nth reply of a conversation is the nth entry. */
const SCRIPTS: Record<string, FakeAnswer[]> = {
  'Which ECNL events are in the North Atlantic this season?': [
    toolUse(['find_events', { conference: 'North Atlantic', season: '2025-26' }]),
    finalText('The ECNL Girls North Atlantic Showcase is this season.'),
  ],
  'Say hello back to me.': [
    toolUse(['echo', { message: 'hello back' }]),
    finalText('The server said: Echo: hello back'),
  ],
};

function answer(request: ReceivedRequest): FakeAnswer {
  const prompt = String(request.body.messages?.[0]?.content ?? '');
  const script = SCRIPTS[prompt];
  if (!script) return httpError(400, `no script for prompt ${JSON.stringify(prompt)}`);
  const turn = (request.body.messages ?? []).filter((message) => message.role === 'assistant').length;
  return script[Math.min(turn, script.length - 1)]!;
}

const ECNL_SCENARIO = `name: ecnl_live
live: true
prompt: "Which ECNL events are in the North Atlantic this season?"
expected_calls:
  - tool: find_events
    args: {conference: "North Atlantic"}
forbidden_tools: [get_event]
expected_contains: ["North Atlantic Showcase"]
`;

const ECHO_SCENARIO = `name: echo_back
prompt: "Say hello back to me."
expected_calls:
  - tool: echo
    args: {message: {$matches: "^hello"}}
max_calls: 1
expected_contains: ["Echo: hello back"]
`;

const AGENT: RunOptions['agent'] = { mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'sk-ant-test-transports' };

let fake: FakeMessagesApi;
fakeApiTest(answer).beforeAll(async ({ fake: started }) => {
  fake = started;
});

const requestsFor = (prompt: string) =>
  fake.requests.filter((request) => request.body.messages?.[0]?.content === prompt);

describe('agent scenarios over Streamable HTTP, live, behind a bearer token (examples/serve-http.mjs)', () => {
  const token = randomBytes(12).toString('hex');
  let http: { url: string; close(): Promise<void> };
  let workspace: string;
  beforeAll(async () => {
    const { startHttpServer } = (await import(pathToFileURL(path.join(ROOT, 'examples/serve-http.mjs')).href)) as {
      startHttpServer(options: { league: string; token: string }): Promise<{ url: string; close(): Promise<void> }>;
    };
    http = await startHttpServer({ league: 'ecnl', token });
    workspace = await writeSuite({ 'agent.yaml': ECNL_SCENARIO });
  });
  afterAll(() => http?.close());

  const live = (bearerToken: string) =>
    runSuite(
      optionsFor(
        workspace,
        { kind: 'http', url: http.url, bearerToken, bearerTokenSource: 'MCP_EVAL_BEARER_TOKEN', headers: {} },
        { agent: AGENT, secrets: [bearerToken] },
      ),
    );

  it('runs the loop against the live server: the tool_use as sent, its result from the server, a pass', async () => {
    const run = await live(token);
    expect(run.mode).toBe('live');
    const scenario = run.scenarios[0]!;
    expect(scenario.error).toBeUndefined();
    expect(scenario.status).toBe('passed');
    const calls = scenario.agent!.trials[0]!.calls;
    expect(calls.map((call) => [call.turn, call.tool, call.input])).toEqual([
      [1, 'find_events', { conference: 'North Atlantic', season: '2025-26' }],
    ]);
    expect(calls[0]!.isError).toBeFalsy();
    expect(calls[0]!.output).toContain('ECNL Girls North Atlantic Showcase');
    // The model saw the live server's own tool list, and was given its result.
    const requests = requestsFor('Which ECNL events are in the North Atlantic this season?');
    expect(requests).toHaveLength(2);
    const tools = (requests[0]!.body as { tools: { name: string }[] }).tools.map((tool) => tool.name);
    expect(tools).toEqual(expect.arrayContaining(['find_events', 'get_event', 'list_conferences']));
    expect(JSON.stringify(requests[1]!.body.messages)).toContain('ECNL Girls North Atlantic Showcase');
    expect(JSON.stringify(run)).not.toContain(token);
  }, 30_000);

  it('a wrong bearer token is never a pass', async () => {
    const before = requestsFor('Which ECNL events are in the North Atlantic this season?').length;
    const run = await live(`${token}-wrong`);
    expect(run.scenarios.map((scenario) => scenario.status)).toEqual(['errored']);
    expect(run.scenarios[0]!.error).toMatch(/not run: the server could not be started/);
    expect(JSON.stringify(run.serverError)).toMatch(/401|bearer|token/i);
    // The server refused before the loop: the model was never asked.
    expect(requestsFor('Which ECNL events are in the North Atlantic this season?')).toHaveLength(before);
  }, 30_000);
});

describe('agent scenarios against the official server-everything over stdio', () => {
  it('the model calls echo, the server answers, and the scenario passes', async () => {
    const workspace = await writeSuite({ 'agent.yaml': ECHO_SCENARIO });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'command', command: `"${process.execPath}" "${EVERYTHING}" stdio`, cwd: workspace },
        { agent: AGENT },
      ),
    );
    const scenario = run.scenarios[0]!;
    expect(scenario.error).toBeUndefined();
    expect(scenario.status).toBe('passed');
    expect(scenario.agent!.trials[0]!.calls).toMatchObject([
      { turn: 1, tool: 'echo', input: { message: 'hello back' }, output: 'Echo: hello back' },
    ]);
    const requests = requestsFor('Say hello back to me.');
    expect(requests).toHaveLength(2);
    const tools = (requests[0]!.body as { tools: { name: string }[] }).tools.map((tool) => tool.name);
    expect(tools).toContain('echo');
    expect(JSON.stringify(requests[1]!.body.messages)).toContain('Echo: hello back');
  }, 30_000);
});
