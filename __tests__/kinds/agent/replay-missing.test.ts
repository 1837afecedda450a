// Issue 42 §4: a replay that was asked for (`--replay`, `agent-replay: true`) with nothing to replay
// is not green. Each agent scenario without its recording errors, naming the recording it looked
// for and the command that makes it, and the run fails; a recording that exists but holds no reply
// for this model or trial errors too.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect } from 'vitest';
import { renderRecording, type Recording } from '../../../src/kinds/agent/recording.js';
import { finalText, toolUse } from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { runCliInProcess } from '../../helpers/in-process.js';
import { ROOT, runAction } from '../../helpers/runner.js';

const MCP = pathToFileURL(path.join(ROOT, 'node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js')).href;
const SERVER = `
import { McpServer } from '${MCP}';
export function createServer() {
  const server = new McpServer({ name: 'orders', version: '1.0.0' });
  server.registerTool('orders_get', { description: 'Get an order.' }, async () => ({ content: [{ type: 'text', text: 'Order 1234: shipped' }] }));
  return server;
}
`;
const scenario = (name: string) =>
  `name: ${name}\nprompt: "Look up order 1234."\nexpected_calls: [{ tool: orders_get }]\nexpected_contains: ["1234"]\n`;

// Long enough not to be found inside the recording: every secret of the run is scrubbed from it.
const FAKE_KEY = 'sk-test-not-a-real-key-42';
const MISSING_RECORDING = 'scenarios/__recordings__/unrecorded.json';
const RECORD_COMMAND = '`npx mcp-scenario-eval record-agent scenarios/unrecorded.yaml --server-module server.mjs`';

/** A workspace whose `scenarios/` holds `recorded.yaml` (recorded through the CLI) and `unrecorded.yaml`. */
async function workspaceWithOneRecording(): Promise<string> {
  const workspace = await mkdtemp(path.join(tmpdir(), 'mse-replay-missing-'));
  await mkdir(path.join(workspace, 'scenarios'));
  await writeFile(path.join(workspace, 'server.mjs'), SERVER);
  await writeFile(path.join(workspace, 'scenarios/recorded.yaml'), scenario('recorded'));
  const recorded = await runCliInProcess(['record-agent', 'scenarios/recorded.yaml', '--server-module', 'server.mjs'], {
    cwd: workspace,
    env: withFakeApi({ ANTHROPIC_API_KEY: FAKE_KEY }),
  });
  expect(recorded.code, recorded.stdout + recorded.stderr).toBe(0);
  await writeFile(path.join(workspace, 'scenarios/unrecorded.yaml'), scenario('unrecorded'));
  return workspace;
}

// The fake Messages API records the scenarios; a replay must send it nothing.
let fakeUrl = '';
/** The CLI's environment drops ANTHROPIC_BASE_URL: it is given back, so a request would reach the fake. */
const withFakeApi = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ ...env, ANTHROPIC_BASE_URL: fakeUrl });

const test = fakeApiTest((request) =>
  (request.body.messages ?? []).length === 1 ? toolUse(['orders_get', {}]) : finalText('Order 1234 is shipped.'),
);
test.beforeAll(({ fake }) => {
  fakeUrl = fake.url;
});

describe('--replay with no recording to replay (issue 42 §4)', () => {
  test('errors each agent scenario without its recording, naming the file and the command, and fails the run, with or without a key', async ({
    fake,
  }) => {
    const workspace = await workspaceWithOneRecording();
    const requestsBefore = fake.requests.length;
    for (const env of [{}, { ANTHROPIC_API_KEY: FAKE_KEY }]) {
      const run = await runCliInProcess(
        ['scenarios', '--server-module', 'server.mjs', '--replay', '--json', 'report.json'],
        { cwd: workspace, env: withFakeApi(env) },
      );
      expect(run.code, run.stdout + run.stderr).toBe(1);
      const report = JSON.parse(await readFile(path.join(workspace, 'report.json'), 'utf8')) as {
        scenarios: { name: string; status: string; error?: string }[];
      };
      const byName = new Map(report.scenarios.map((result) => [result.name, result]));
      expect(byName.get('recorded')?.status).toBe('passed');
      const unrecorded = byName.get('unrecorded')!;
      expect(unrecorded.status).toBe('errored');
      expect(unrecorded.error).toContain(`${MISSING_RECORDING} does not exist`);
      expect(unrecorded.error).toContain(RECORD_COMMAND);
      expect(run.stdout).toContain(MISSING_RECORDING);
    }
    // A replay makes no model request, key or not.
    expect(fake.requests.length).toBe(requestsBefore);
  });

  test('a recording that exists but holds no reply for this model, or for this trial, errors too', async () => {
    const workspace = await workspaceWithOneRecording();
    const otherModel = await runCliInProcess(
      ['scenarios/recorded.yaml', '--server-module', 'server.mjs', '--replay', '--agent-model', 'claude-other'],
      { cwd: workspace, env: withFakeApi({}) },
    );
    expect(otherModel.code).toBe(1);
    expect(otherModel.stdout).toContain('the recording was made with model');
    expect(otherModel.stdout).toContain('the scenario now asks for claude-other');

    const file = path.join(workspace, 'scenarios/__recordings__/recorded.json');
    const recording = JSON.parse(await readFile(file, 'utf8')) as Recording;
    await writeFile(file, renderRecording({ ...recording, trials: [] }));
    const noTrial = await runCliInProcess(['scenarios/recorded.yaml', '--server-module', 'server.mjs', '--replay'], {
      cwd: workspace,
      env: withFakeApi({}),
    });
    expect(noTrial.code).toBe(1);
    expect(noTrial.stdout).toContain('the recording has no reply for trial 1, turn 1');
  });

  test('agent-replay: true in the action with no recording fails the step, naming the recording and the command', async () => {
    const workspace = await workspaceWithOneRecording();
    const run = await runAction(
      { scenarios: 'scenarios', 'server-module': 'server.mjs', 'agent-replay': 'true' },
      { workspace, env: withFakeApi({}) },
    );
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const annotation = run.annotations.find((found) => found.message.includes(MISSING_RECORDING));
    expect(annotation, run.stdout).toBeDefined();
    expect(annotation!.level).toBe('error');
    expect(annotation!.properties.file).toBe('scenarios/unrecorded.yaml');
    expect(annotation!.message).toContain(RECORD_COMMAND);
    expect(run.summary).toContain('unrecorded');
  });
});
