import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recordingPath, renderRecording } from '../../../src/kinds/agent/recording.js';
import { runSuite, type RunOptions, type ScenarioResult } from '../../../src/run/index.js';
import { oauthSecretValues } from '../../../src/mcp/oauth.js';
import { finalText, toolUse, type FakeMessagesApi } from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { main } from '../../../src/cli/main.js';
import { ROOT } from '../../helpers/runner.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';
import { renderSummary } from '../../../src/report/summary.js';
import { renderRunReport } from '../../../src/report/terminal.js';
import { planAnnotations } from '../../../src/report/annotations.js';

const MCP = pathToFileURL(path.join(ROOT, 'node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js')).href;
const ZOD = pathToFileURL(path.join(ROOT, 'node_modules/zod/index.js')).href;

/** OAuth client credentials of the run: the secret, and the Basic credential built from it. */
const CLIENT_ID = 'eval-client';
const CLIENT_SECRET = 'oauth-client-secret-7c1d9e4b';
const OAUTH_SECRETS = oauthSecretValues({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });

/**
 * An orders server; `withGet: false` is the same server after orders_get was removed. Its output
 * echoes the OAuth client secret, as a careless server might.
 */
const serverModule = ({
  withGet,
  description = 'Get an order by id.',
  status = 'shipped',
  listFirst = false,
}: {
  withGet: boolean;
  description?: string;
  status?: string;
  /** The same tools, listed in the other order. */
  listFirst?: boolean;
}) => `
import { McpServer } from '${MCP}';
import * as z from '${ZOD}';
export function createServer() {
  const server = new McpServer({ name: 'orders', version: '1.0.0' });
  if (${listFirst})
    server.registerTool('orders_list', { description: 'List orders.', inputSchema: {} },
      async () => ({ content: [{ type: 'text', text: '1234' }] }));
  if (${withGet})
    server.registerTool('orders_get', { description: '${description}', inputSchema: { order_id: z.string() } },
      async ({ order_id }) => ({ content: [{ type: 'text', text: 'Order ' + order_id + ': ${status} (client ${CLIENT_SECRET})' }] }));
  if (!${listFirst})
    server.registerTool('orders_list', { description: 'List orders.', inputSchema: {} },
      async () => ({ content: [{ type: 'text', text: '1234' }] }));
  return server;
}
`;

const scenario = (prompt: string) => `name: lookup
prompt: ${JSON.stringify(prompt)}
max_calls: 2
expected_contains: ["1234"]
`;

let fake: FakeMessagesApi;
let workspace: string;
// The model's final answer quotes the client secret and the Basic credential it was never meant to see.
fakeApiTest((request) =>
  (request.body.messages ?? []).length === 1
    ? toolUse(['orders_get', { order_id: '1234' }])
    : finalText(`Order 1234 is shipped. (${CLIENT_SECRET} / ${OAUTH_SECRETS.at(-1)})`),
).beforeAll(async ({ fake: started }) => {
  fake = started;
  workspace = await writeSuite({
    'lookup.yaml': scenario('Look up order 1234.'),
    'server.mjs': serverModule({ withGet: true }),
    'removed.mjs': serverModule({ withGet: false }),
    'described.mjs': serverModule({ withGet: true, description: 'Get one order.' }),
    'output.mjs': serverModule({ withGet: true, status: 'delivered' }),
    'reordered.mjs': serverModule({ withGet: true, listFirst: true }),
  });
  const run = await runSuite(
    options('server.mjs', { mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'k', record: true }),
    {
      onRecordings: async (recordings) => {
        for (const { scenario: recorded, recording } of recordings) {
          const file = recordingPath(recorded.absolutePath, recorded.name);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, renderRecording(recording));
        }
      },
    },
  );
  expect(run.scenarios[0]!.status).toBe('passed');
}, 30_000);

function options(module: string, agent: RunOptions['agent'], suite = workspace): RunOptions {
  return optionsFor(
    suite,
    { kind: 'module', modulePath: path.join(workspace, module) },
    { agent, secrets: OAUTH_SECRETS },
  );
}

/** A replay without a key, with an API base URL that refuses: the only network is the server's. */
async function replay(module: string, model = 'claude-haiku-4-5', suite = workspace): Promise<ScenarioResult> {
  process.env.ANTHROPIC_BASE_URL = 'http://127.0.0.1:9/refuses';
  const before = fake.requests.length;
  const run = await runSuite(options(module, { mode: 'auto', model, replay: true }, suite));
  expect(fake.requests.length).toBe(before);
  return run.scenarios[0]!;
}

describe('replay mismatches (issue 19)', () => {
  it('the recording holds no OAuth value of the run, even one the model and the server echoed', async () => {
    const text = await readFile(path.join(workspace, '__recordings__', 'lookup.json'), 'utf8');
    expect(OAUTH_SECRETS.length).toBeGreaterThan(1);
    for (const secret of OAUTH_SECRETS) expect(text).not.toContain(secret);
    // The values were there to scrub: the reply and the tool output both held them.
    expect(text).toContain('Order 1234: shipped (client ***)');
    expect(text).toMatch(/Order 1234 is shipped\. \(\*\*\* \/ \*\*\*\)/);
  });

  it('replays the recording as it is, and passes', async () => {
    const result = await replay('server.mjs');
    expect(result.error).toBeUndefined();
    expect(result.status).toBe('passed');
  });

  it('a tool list that only changed order replays: the tools are compared as a set', async () => {
    const result = await replay('reordered.mjs');
    expect(result.error).toBeUndefined();
    expect(result.status).toBe('passed');
  });

  it('a tool the recording used and the server lost fails with its own message naming it and the re-record command', async () => {
    const removed = await replay('removed.mjs');
    expect(removed.status).toBe('errored');
    expect(removed.error).toBe(
      'the server no longer has the tool orders_get, which the recorded model called, so the recording cannot be replayed: ' +
        'run `npx mcp-scenario-eval record-agent <file>` with ANTHROPIC_API_KEY, or Bedrock/Vertex credentials (--provider), to re-record',
    );
  });

  it('each mismatch has its own message, and none is a pass', async () => {
    const suite = await writeSuite({ 'lookup.yaml': scenario('Look up order 1234, please.') });
    await mkdir(path.join(suite, '__recordings__'));
    await writeFile(
      path.join(suite, '__recordings__', 'lookup.json'),
      await readFile(path.join(workspace, '__recordings__', 'lookup.json'), 'utf8'),
    );
    const empty = await writeSuite({ 'lookup.yaml': scenario('Look up order 1234.') });
    const outcomes = {
      removed: await replay('removed.mjs'),
      described: await replay('described.mjs'),
      output: await replay('output.mjs'),
      otherModel: await replay('server.mjs', 'claude-other'),
      otherPrompt: await replay('server.mjs', 'claude-haiku-4-5', suite),
      missing: await replay('server.mjs', 'claude-haiku-4-5', empty),
    };
    const messages = Object.values(outcomes).map((result) => result.error ?? result.skipReason ?? '');
    for (const result of Object.values(outcomes)) expect(result.status).not.toBe('passed');
    // The first clause says which case it is; no two cases share it.
    const leads = messages.map((message) => message.split(/[:,]/)[0]);
    expect(new Set(leads).size).toBe(messages.length);
    expect(outcomes.described.error).toMatch(/^the tool list changed since the recording/);
    expect(outcomes.output.error).toMatch(/^trial 1, turn 2: tool result 1 differs/);
    expect(outcomes.otherPrompt.error).toContain('another prompt or system prompt');
    for (const message of messages) expect(message).toContain('record-agent');
  }, 30_000);

  it("a replay mismatch reads once, names its check, and keeps the diff's line breaks in the summary (issue 31 §4)", async () => {
    process.env.ANTHROPIC_BASE_URL = 'http://127.0.0.1:9/refuses';
    const run = await runSuite(options('output.mjs', { mode: 'auto', model: 'claude-haiku-4-5', replay: true }));
    const result = run.scenarios[0]!;
    expect(result.status).toBe('errored');
    // No stutter: the trial's own message already names the trial and turn.
    for (const check of result.checks) expect(check.message ?? '').not.toMatch(/trial 1: trial 1/);
    const trialCheck = result.checks.find((check) => check.message?.includes('differs from what the model was given'));
    expect(trialCheck).toMatchObject({ kind: 'agent', subject: 'replay of the recording', status: 'failed' });
    const terminal = renderRunReport(run, { color: false });
    const summary = renderSummary(run).markdown;
    for (const text of [terminal, summary]) {
      expect(text).not.toMatch(/trial 1: trial 1/);
      // The diff is printed once, under the scenario's error.
      expect(text.split('differs from what the model was given').length - 1).toBe(1);
    }
    expect(terminal).toContain('agent (replay of the recording): the error above');
    // The summary's "Failed checks" cell names the check.
    expect(summary).toContain('agent “replay of the recording” (line 2)');
    expect(summary).not.toContain('agent “trial”');
    // The diff keeps its lines in the failure details.
    expect(summary).toMatch(/old text:<br>- Order 1234: shipped[^<]*<br>\+ Order 1234: delivered/);
  }, 30_000);

  it('a replay mismatch leads with what changed and its diff, then the rate; the replay stops at the first mismatch (issue 43 §18)', async () => {
    const recorded = await readFile(path.join(workspace, '__recordings__', 'lookup.json'), 'utf8');
    const suiteOf = async (rule: string) => {
      const suite = await writeSuite({ 'lookup.yaml': scenario('Look up order 1234.') + rule });
      await mkdir(path.join(suite, '__recordings__'));
      await writeFile(path.join(suite, '__recordings__', 'lookup.json'), recorded);
      return suite;
    };
    const cases = [
      {
        module: 'output.mjs',
        rule: 'pass_rate: 0.5\nmax_trials: 12\n',
        lead: 'trial 1, turn 2: tool result 1 differs from what the model was given when recorded',
        diff: '- Order 1234: shipped (client ***)\n+ Order 1234: delivered (client ***)',
      },
      {
        module: 'described.mjs',
        rule: 'trials: 3\n',
        lead: 'the tool list changed since the recording',
        diff: 'orders_get: description changed:\n- Get an order by id.\n+ Get one order.',
      },
    ];
    for (const { module, rule, lead, diff } of cases) {
      process.env.ANTHROPIC_BASE_URL = 'http://127.0.0.1:9/refuses';
      const run = await runSuite(
        options(module, { mode: 'auto', model: 'claude-haiku-4-5', replay: true }, await suiteOf(rule)),
      );
      const result = run.scenarios[0]!;
      expect(result.status).toBe('errored');
      const failed = result.checks.filter((check) => check.status === 'failed');
      // What changed comes first, with its diff; the rate after it, saying the replay stopped there.
      expect(failed[0]!.subject).toBe('replay of the recording');
      // Named by its trial ("trial 1: …") where the mismatch itself does not say it.
      const leads = new RegExp(`^(trial 1: )?${lead}`);
      expect(failed[0]!.message).toMatch(leads);
      expect(failed[0]!.message).toContain(diff);
      expect(failed[1]!.message).toMatch(/pass rate/);
      expect(failed[1]!.message).toContain('the replay stopped at trial 1: the recording no longer matches');
      // The first annotation (what the e-mail shows) is what changed, not the statistics.
      const first = planAnnotations(run).annotations.find((annotation) => annotation.level === 'error');
      expect(first!.message).toMatch(leads);
      // One mismatch, said once: no trial after it is replayed (nor is a reply the recording lacks asked for).
      expect(result.agent!.trials).toHaveLength(1);
      const terminal = renderRunReport(run, { color: false });
      expect(terminal).not.toContain('no reply for trial');
      expect(terminal.indexOf(diff.split('\n').at(-1)!)).toBeLessThan(terminal.indexOf('pass rate'));
    }
  }, 30_000);

  it('the CLI exits 1 on a replay mismatch, as on any scenario that did not pass, and prints its message', async () => {
    process.env.ANTHROPIC_BASE_URL = 'http://127.0.0.1:9/refuses';
    let out = '';
    const code = await main(
      [path.join(workspace, 'lookup.yaml'), '--server-module', path.join(workspace, 'removed.mjs'), '--replay'],
      {},
      { out: (text) => (out += text), err: (text) => (out += text), isTTY: false },
    );
    expect(out).toContain('the server no longer has the tool orders_get, which the recorded model called');
    expect(code).toBe(1);
  }, 30_000);
});
