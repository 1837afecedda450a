import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recordingPath, renderRecording, type Recording } from '../../../src/kinds/agent/recording.js';
import { runSuite, type RunOptions } from '../../../src/run/index.js';
import { recordAgent } from '../../../src/cli/commands/record-agent.js';
import { finalText, toolUse, type FakeMessagesApi } from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { ROOT } from '../../helpers/runner.js';
import { optionsFor, runConfig, writeSuite } from '../../mcp/helpers.js';
import { toRunOptions } from '../../../src/config/resolve.js';
import { shellWord } from '../../../src/util/shell.js';
import { renderJsonReport, type JsonReport } from '../../../src/report/json.js';
import { renderSummary } from '../../../src/report/summary.js';
import { renderRunReport, renderScenarioLine } from '../../../src/report/terminal.js';

const MCP = pathToFileURL(path.join(ROOT, 'node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js')).href;
const ZOD = pathToFileURL(path.join(ROOT, 'node_modules/zod/index.js')).href;

/** A one-tool server; the description and the output are what a change to the server would touch. */
const serverModule = (description: string, output: string, isError = false) => `
import { McpServer } from '${MCP}';
import * as z from '${ZOD}';
export function createServer() {
  const server = new McpServer({ name: 'orders', version: '1.0.0' });
  server.registerTool('orders_get', { description: ${JSON.stringify(description)}, inputSchema: { order_id: z.string() } },
    async ({ order_id }) => ({ content: [{ type: 'text', text: ${JSON.stringify(output)}.replace('ID', order_id) }], isError: ${isError} }));
  return server;
}
`;

const SCENARIO = `name: refund
prompt: "Look up order 1234."
expected_calls:
  - tool: orders_get
    args: {order_id: "1234"}
expected_contains: ["1234"]
`;

const SECRET = 'sekrit-bearer-5f4e3d2c';
let fake: FakeMessagesApi;
let workspace: string;
// The model's reply quotes a secret of the run: it must not reach the recording.
fakeApiTest((request) =>
  (request.body.messages ?? []).length === 1
    ? toolUse(['orders_get', { order_id: '1234' }])
    : finalText(`Order 1234 is shipped. (token ${SECRET})`),
).beforeAll(async ({ fake: started }) => {
  fake = started;
  workspace = await writeSuite({
    'refund.yaml': SCENARIO,
    'server.mjs': serverModule('Get an order by id.', 'Order ID: shipped'),
    'described.mjs': serverModule('Get one order by its id.', 'Order ID: shipped'),
    'output.mjs': serverModule('Get an order by id.', 'Order ID: delivered'),
    // The same text, now as an error.
    'failing.mjs': serverModule('Get an order by id.', 'Order ID: shipped', true),
  });
});

const options = (module: string, agent: RunOptions['agent']): RunOptions =>
  optionsFor(workspace, { kind: 'module', modulePath: path.join(workspace, module) }, { agent, secrets: [SECRET] });

async function record(): Promise<Recording> {
  process.env.ANTHROPIC_BASE_URL = fake.url;
  let written: Recording | undefined;
  const run = await runSuite(
    options('server.mjs', { mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'k', record: true }),
    {
      onRecordings: async (recordings) => {
        for (const { scenario, recording } of recordings) {
          const file = recordingPath(scenario.absolutePath, scenario.name);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, renderRecording(recording));
          written = recording;
        }
      },
    },
  );
  expect(run.scenarios[0]!.status).toBe('passed');
  return written!;
}

/** A replay without a key, with an API base URL that refuses: the only network is the server's. */
async function replay(module: string) {
  process.env.ANTHROPIC_BASE_URL = 'http://127.0.0.1:9/refuses';
  const before = fake.requests.length;
  const run = await runSuite(options(module, { mode: 'auto', model: 'claude-haiku-4-5' }));
  expect(fake.requests.length).toBe(before);
  return run.scenarios[0]!;
}

describe('recording and replaying agent scenarios', () => {
  it('records the model side, scrubbed of secrets, in a stable layout beside the scenario file', async () => {
    const recording = await record();
    const text = await readFile(path.join(workspace, '__recordings__', 'refund.json'), 'utf8');
    expect(text).not.toContain(SECRET);
    expect(text).toContain('***');
    expect(recording).toMatchObject({
      version: 1,
      scenario: 'refund',
      model: 'claude-haiku-4-5',
      prompt: 'Look up order 1234.',
    });
    expect(recording.toolsHash).toMatch(/^[0-9a-f]{64}$/);
    expect(recording.trials[0]!.turns).toHaveLength(2);
    expect(recording.trials[0]!.turns[1]!.toolResults).toEqual(['Order 1234: shipped']);
  });

  it('replays without a key or any model call, and passes', async () => {
    const scenario = await replay('server.mjs');
    expect(scenario.status).toBe('passed');
    expect(scenario.agent!.trials[0]!.calls[0]).toMatchObject({ tool: 'orders_get', output: 'Order 1234: shipped' });
    // A rate from a replay is said to be one, never passed off as measured.
    expect(scenario.agent).toMatchObject({ replayed: true, rate: { passes: 1, trials: 1, rate: 1 } });
  });

  it('a changed tool description fails with a diff of the tool list and the command to re-record', async () => {
    const scenario = await replay('described.mjs');
    expect(scenario.status).toBe('errored');
    expect(scenario.error).toContain('the tool list changed since the recording');
    expect(scenario.error).toContain(
      'orders_get: description changed:\n- Get an order by id.\n+ Get one order by its id.',
    );
    expect(scenario.error).toContain('record-agent');
  });

  it('a changed tool output fails at that turn with a line diff', async () => {
    const scenario = await replay('output.mjs');
    expect(scenario.status).toBe('errored');
    expect(scenario.error).toContain(
      'trial 1, turn 2: tool result 1 differs from what the model was given when recorded',
    );
    expect(scenario.error).toContain('- Order 1234: shipped\n+ Order 1234: delivered');
  });

  it('a tool that now fails with the same text (isError) fails the replay at that turn', async () => {
    await record();
    const scenario = await replay('failing.mjs');
    expect(scenario.status).toBe('errored');
    expect(scenario.error).toContain(
      'trial 1, turn 2: tool result 1 is now an error (isError: true); when recorded it was not',
    );
  });

  it('a recording whose reply called a tool and whose next turn holds no result is malformed, not a pass', async () => {
    const recording = await record();
    const broken = structuredClone(recording);
    broken.trials[0]!.turns[1]!.toolResults = [];
    const file = path.join(workspace, '__recordings__', 'refund.json');
    await writeFile(file, renderRecording(broken));
    const scenario = await replay('server.mjs');
    expect(scenario.status).toBe('errored');
    expect(scenario.error).toContain('trial 1, turn 2 has 0 tool results where the reply before it called 1 tool');
    await record();
  });

  it('a recording made for another model is refused, and a missing one under a forced replay is an error, never a pass', async () => {
    process.env.ANTHROPIC_BASE_URL = 'http://127.0.0.1:9/refuses';
    const other = await runSuite(options('server.mjs', { mode: 'auto', model: 'claude-other' }));
    expect(other.scenarios[0]!.error).toContain(
      'the recording was made with model claude-haiku-4-5, the scenario now asks for claude-other',
    );
    const empty = await writeSuite({
      'refund.yaml': SCENARIO,
      'server.mjs': serverModule('Get an order by id.', 'Order ID: shipped'),
    });
    const missing = await runSuite(
      optionsFor(
        empty,
        { kind: 'module', modulePath: path.join(empty, 'server.mjs') },
        {
          agent: { mode: 'auto', model: 'claude-haiku-4-5', replay: true },
        },
      ),
    );
    // Replay was asked for and there is nothing to replay (issue 42 §4): the recording looked for and
    // the exact command, with the scenario's file.
    expect(missing.scenarios[0]).toMatchObject({
      status: 'errored',
      error: expect.stringContaining('__recordings__/refund.json does not exist'),
    });
    expect(missing.scenarios[0]!.error).toContain('`npx mcp-scenario-eval record-agent refund.yaml`');
  });

  it('a replay says so in the terminal, the summary and the JSON report, never as model calls (issue 31 §4)', async () => {
    await record();
    process.env.ANTHROPIC_BASE_URL = 'http://127.0.0.1:9/refuses';
    const run = await runSuite(options('server.mjs', { mode: 'auto', model: 'claude-haiku-4-5' }));
    expect(run.scenarios[0]!.status).toBe('passed');
    expect(run.agent).toMatchObject({ replayed: true, calls: 0 });
    expect(run.scenarios[0]!.agent).toMatchObject({ replayed: true, recording: '__recordings__/refund.json' });
    const json = JSON.parse(renderJsonReport(run, '0.0.0')) as JsonReport;
    expect(json.agent).toMatchObject({ replayed: true, calls: 0 });
    expect(json.scenarios[0]!.agent).toMatchObject({ replayed: true, recording: '__recordings__/refund.json' });
    const terminal = renderRunReport(run, { color: false }) + renderScenarioLine(run.scenarios[0]!, { color: false });
    expect(terminal).toContain('replayed from __recordings__/refund.json (no model call)');
    expect(terminal).toContain('agent: replayed from recordings (no model call)');
    expect(terminal).not.toMatch(/\d+ model calls?/);
    const failed = await runSuite(options('output.mjs', { mode: 'auto', model: 'claude-haiku-4-5' }));
    const summary = renderSummary(failed).markdown;
    expect(summary).toContain('**Agent:** replayed from recordings (no model call)');
    expect(summary).toContain('replayed from <code>\\_\\_recordings\\_\\_/refund.json</code> (no model call)');
    expect(summary).not.toMatch(/\d+ model calls?/);
  });

  it('without a key and with no recording at all, a skipped scenario names the command that records it', async () => {
    const empty = await writeSuite({
      'refund.yaml': SCENARIO,
      'server.mjs': serverModule('Get an order by id.', 'Order ID: shipped'),
    });
    const run = await runSuite(
      optionsFor(
        empty,
        { kind: 'module', modulePath: path.join(empty, 'server.mjs') },
        { agent: { mode: 'auto', model: 'claude-haiku-4-5' } },
      ),
    );
    expect(run.scenarios[0]!.status).toBe('skipped');
    expect(run.scenarios[0]!.skipReason).toContain('`npx mcp-scenario-eval record-agent refund.yaml`');
    // Still said once for the run, as one notice for every scenario it skipped.
    const summary = renderSummary(run).markdown;
    expect(summary).toContain('1 agent scenario skipped: agent scenario not run: no ANTHROPIC\\_API\\_KEY');
    expect(summary).not.toContain('skipped by <code>skip:</code>');
  });

  it('the command that records it carries the run server flags, so it records against the same server (issue 31 §4)', async () => {
    const empty = await writeSuite({
      'refund.yaml': SCENARIO,
      'server.mjs': serverModule('Get an order by id.', 'Order ID: shipped'),
    });
    const options = toRunOptions(
      runConfig(empty, {
        serverCommand: `node ${path.join(ROOT, '__tests__/fixtures/servers/orders.mjs')}`,
        serverEnv: ['REGION=eu west', 'ORDERS_TOKEN=tok-12345678'],
        serverSecrets: ['ORDERS_KEY=key-value-87654321'],
      }),
    );
    const run = await runSuite(options);
    expect(run.scenarios[0]!.status).toBe('skipped');
    expect(run.scenarios[0]!.skipReason).toContain(
      `\`npx mcp-scenario-eval record-agent refund.yaml --server-command ${shellWord(`node ${path.join(ROOT, '__tests__/fixtures/servers/orders.mjs')}`)} --server-env 'REGION=eu west' --server-env ORDERS_TOKEN="$ORDERS_TOKEN" --server-secret ORDERS_KEY\` (with ANTHROPIC_API_KEY, or Bedrock/Vertex credentials: --provider)`,
    );
    // A credential's value is never part of the advice.
    expect(run.scenarios[0]!.skipReason).not.toMatch(/tok-12345678|key-value-87654321/);
  });
});

describe('record-agent', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, console: { out: (t: string) => out.push(t), err: (t: string) => err.push(t), isTTY: false } };
  };

  it('refuses to run without a key (exit 2), and writes nothing', async () => {
    const captured = io();
    const code = await recordAgent([path.join(workspace, 'refund.yaml')], {}, captured.console);
    expect(code).toBe(2);
    expect(captured.err.join('')).toContain('record-agent calls the model: set ANTHROPIC_API_KEY');
  });

  it('writes the recording, prints its diff, then says unchanged on a second run; the key never reaches it', async () => {
    const suite = await writeSuite({
      'refund.yaml': SCENARIO,
      'server.mjs': serverModule('Get an order by id.', 'Order ID: shipped'),
    });
    process.env.ANTHROPIC_BASE_URL = fake.url;
    const key = 'sk-ant-record-agent-key-1234';
    const argv = [path.join(suite, 'refund.yaml'), '--server-module', path.join(suite, 'server.mjs')];
    const first = io();
    expect(await recordAgent(argv, { ANTHROPIC_API_KEY: key, MCP_EVAL_BEARER_TOKEN: SECRET }, first.console)).toBe(0);
    expect(first.out.join('')).toMatch(/__recordings__\/refund\.json: written\n[\s\S]*\+ {2}"scenario": "refund"/);
    const text = await readFile(path.join(suite, '__recordings__', 'refund.json'), 'utf8');
    expect(text).not.toContain(key);
    const second = io();
    expect(await recordAgent(argv, { ANTHROPIC_API_KEY: key, MCP_EVAL_BEARER_TOKEN: SECRET }, second.console)).toBe(0);
    expect(second.out.join('')).toContain('__recordings__/refund.json: unchanged');
  }, 30_000);
});
