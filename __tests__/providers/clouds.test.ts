// Claude through Amazon Bedrock and Google Vertex AI (issue 46), end to end: the action and the CLI
// bundles, the real @anthropic-ai/bedrock-sdk and @anthropic-ai/vertex-sdk (and the AWS signer and
// the Google auth library under them), against fakes on 127.0.0.1. Each child process gets an
// environment that can reach no real cloud (isolatedCloudEnv).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalText, reply, toolUse, type FakeAnswer } from '../judge/fake-messages-api.js';
import { pathToFileURL } from 'node:url';
import { ROOT, runAction, runCli } from '../helpers/runner.js';
import { renderRunReport } from '../../src/report/terminal.js';
import { SERVERS, writeSuite } from '../mcp/helpers.js';
import {
  isolatedCloudEnv,
  startFakeBedrock,
  startFakeVertex,
  writeWifCredentials,
  type CloudRequest,
  type FakeCloud,
  type FakeVertex,
} from './fake-clouds.js';

const AWS = {
  accessKeyId: 'AKIAFAKE0000EXAMPLE1',
  secretAccessKey: 'wJalrFAKEsecretKEY/K7MDENG/bPxRfiCYEXAMPLE',
  sessionToken: 'IQoJb3JpZ2luX2VjEFAKEsessionTOKEN0123456789abcdef',
};
const BEDROCK_API_KEY = 'ABSKQmVkcm9ja0FQSUtleS1mYWtlLWtleS0wMTIzNDU2Nzg5';
const SUBJECT_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJyZXBvOm9yZy9yZXBvIn0.FAKEsubjectTOKENsignature0123';
const PROJECT = 'my-project-123';
const REGION = 'us-east5';

const SERVER = `node "${path.join(SERVERS, 'orders.mjs')}"`;
const SUITE = {
  'judged.yaml': `name: judged
tool_sequence:
  - tool: create_order
    args: { item: gadget }
expected_judge:
  - "The output shows an order for a gadget."
`,
  'agent.yaml': `name: agent_orders
prompt: "Order a gadget for me."
expected_calls:
  - tool: create_order
    args: { item: gadget }
expected_contains: ["gadget"]
`,
};

/** A stdio server whose create_order always answers the same (a recording replays only what it was given). */
const FIXED_SERVER = `
import { McpServer } from '${pathToFileURL(path.join(ROOT, 'node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js')).href}';
import { StdioServerTransport } from '${pathToFileURL(path.join(ROOT, 'node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js')).href}';
import * as z from '${pathToFileURL(path.join(ROOT, 'node_modules/zod/index.js')).href}';
const server = new McpServer({ name: 'fixed', version: '1.0.0' });
server.registerTool('create_order', { description: 'Creates an order', inputSchema: { item: z.string() } },
  async ({ item }) => ({ content: [{ type: 'text', text: 'Created order for ' + item + ': ord-1' }] }));
await server.connect(new StdioServerTransport());
`;

/** The judge passes; the agent calls create_order, then answers. */
function model(request: CloudRequest): FakeAnswer {
  if (!request.body.tools) return reply('VERDICT: PASS\nREASON: The order for a gadget is shown.');
  return (request.body.messages ?? []).length === 1
    ? toolUse(['create_order', { item: 'gadget' }])
    : finalText('Your gadget is ordered.');
}

/** Everything a run shows: the terminal, the summary, the JSON and JUnit reports. */
async function everything(run: Awaited<ReturnType<typeof runAction>>, workspace: string): Promise<string> {
  const json = await readFile(run.outputs['report-json']!, 'utf8');
  const junit = await readFile(path.join(workspace, 'junit.xml'), 'utf8');
  // `::add-mask::` is how the action tells the runner to mask a value: the runner never shows it.
  const stdout = run.stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  return [stdout, run.stderr, run.summary, json, junit].join('\n');
}

/** Which platform answered, said by every report: the summary, the terminal and the JSON report. */
async function expectPlatformSaid(run: Awaited<ReturnType<typeof runAction>>, platform: string, name: string) {
  const json = JSON.parse(await readFile(run.outputs['report-json']!, 'utf8'));
  expect(json.judge.platform).toBe(platform);
  expect(json.agent.platform).toBe(platform);
  expect(run.summary).toContain(`**Judge:** claude-haiku-4-5 via ${name}, `);
  expect(run.summary).toContain(`**Agent:** claude-haiku-4-5 via ${name}, `);
  // The action prints no totals line: the CLI's is rendered from the same result (the JSON report holds it whole).
  const terminal = renderRunReport(json, { color: false });
  expect(terminal).toContain(`judge claude-haiku-4-5 via ${name}: `);
  expect(terminal).toContain(`agent claude-haiku-4-5 via ${name}: `);
}

function expectNoSecret(text: string, secrets: string[]) {
  for (const secret of secrets) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(Buffer.from(secret).toString('base64'));
  }
}

/** The requests of the judge and of the agent, as the platform received them, with the contract checked. */
function expectSameContract(requests: CloudRequest[], modelId: string) {
  expect(requests.length).toBeGreaterThanOrEqual(3);
  for (const request of requests) {
    expect(request.modelId).toBe(modelId);
    expect(request.body.anthropic_version).toEqual(expect.any(String));
    for (const sampling of ['temperature', 'top_p', 'top_k']) expect(request.body).not.toHaveProperty(sampling);
  }
  // Prompt caching asked the same way as on the Anthropic API: the last tool definition is cached.
  const agent = requests.find((request) => request.body.tools)!;
  const tools = agent.body.tools as { cache_control?: unknown }[];
  expect(tools.at(-1)!.cache_control).toEqual({ type: 'ephemeral' });
}

describe('Amazon Bedrock', () => {
  let bedrock: FakeCloud;
  beforeAll(async () => {
    bedrock = await startFakeBedrock(model, { ...AWS, apiKey: BEDROCK_API_KEY, region: 'us-east-1' });
  });
  afterAll(() => bedrock.close());

  it('auto picks Bedrock from the credentials OIDC leaves; the judge and an agent scenario pass, SigV4-signed, no key shown', async () => {
    const workspace = await writeSuite(SUITE);
    const run = await runAction(
      {
        scenarios: '*.yaml',
        'server-command': SERVER,
        judge: 'required',
        agent: 'required',
        'report-junit': 'junit.xml',
      },
      {
        workspace,
        env: await isolatedCloudEnv({
          AWS_ACCESS_KEY_ID: AWS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: AWS.secretAccessKey,
          AWS_SESSION_TOKEN: AWS.sessionToken,
          AWS_REGION: 'us-east-1',
          ANTHROPIC_BEDROCK_BASE_URL: bedrock.url,
        }),
      },
    );
    expect(bedrock.refused).toEqual([]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expectSameContract(bedrock.requests, 'us.anthropic.claude-haiku-4-5-20251001-v1:0');
    for (const request of bedrock.requests) {
      expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAFAKE0000EXAMPLE1\//);
    }
    const shown = await everything(run, workspace);
    expectNoSecret(shown, [AWS.secretAccessKey, AWS.sessionToken]);
    // The report keeps the canonical model name.
    expect(shown).not.toContain('us.anthropic.claude-haiku');
    await expectPlatformSaid(run, 'bedrock', 'Amazon Bedrock');
  });

  it('takes a Bedrock API key as a bearer token; records on Bedrock, and the recording replays with no credentials at all', async () => {
    const workspace = await writeSuite({ ...SUITE, 'fixed.mjs': FIXED_SERVER });
    const fixed = 'node fixed.mjs';
    const recorded = await runCli(['record-agent', 'agent.yaml', '--server-command', fixed, '--provider', 'bedrock'], {
      cwd: workspace,
      env: await isolatedCloudEnv({
        AWS_BEARER_TOKEN_BEDROCK: BEDROCK_API_KEY,
        AWS_DEFAULT_REGION: 'us-west-2',
        ANTHROPIC_BEDROCK_BASE_URL: bedrock.url,
      }),
    });
    expect(recorded.code, recorded.stdout + recorded.stderr).toBe(0);
    const last = bedrock.requests.at(-1)!;
    expect(last.headers.authorization).toBe(`Bearer ${BEDROCK_API_KEY}`);
    expect(last.modelId).toBe('us.anthropic.claude-haiku-4-5-20251001-v1:0');
    const recording = await readFile(path.join(workspace, '__recordings__', 'agent_orders.json'), 'utf8');
    expect(recording).toContain('"claude-haiku-4-5"');
    expect(recording).not.toContain('anthropic.claude');
    expectNoSecret(recording + recorded.stdout + recorded.stderr, [BEDROCK_API_KEY]);

    const before = bedrock.requests.length;
    const replayed = await runAction(
      { scenarios: 'agent.yaml', 'server-command': fixed, 'report-junit': 'junit.xml' },
      { workspace, env: await isolatedCloudEnv() },
    );
    expect(replayed.code, replayed.stdout + replayed.stderr).toBe(0);
    expect(replayed.summary).toMatch(/replay/i);
    expect(bedrock.requests.length).toBe(before);
    // Replayed: no platform answered, none is named.
    const replayJson = JSON.parse(await readFile(replayed.outputs['report-json']!, 'utf8'));
    expect(replayJson.agent.platform).toBeUndefined();
    expect(replayed.summary).not.toContain(' via ');
  });

  it('names the platform and the URL in an error, never the credentials', async () => {
    const workspace = await writeSuite({ 'judged.yaml': SUITE['judged.yaml'] });
    const run = await runAction(
      { scenarios: 'judged.yaml', 'server-command': SERVER, judge: 'required', 'report-junit': 'junit.xml' },
      {
        workspace,
        env: await isolatedCloudEnv({
          AWS_ACCESS_KEY_ID: 'AKIAWRONGWRONGWRONG1',
          AWS_SECRET_ACCESS_KEY: AWS.secretAccessKey,
          AWS_REGION: 'us-east-1',
          ANTHROPIC_BEDROCK_BASE_URL: bedrock.url,
        }),
      },
    );
    expect(run.code).toBe(1);
    const shown = await everything(run, workspace);
    expect(shown).toContain(`Amazon Bedrock at ${bedrock.url}/ answered with an error: 403`);
    expect(shown).toContain('bedrock:InvokeModel');
    expectNoSecret(shown, [AWS.secretAccessKey]);
  });
});

describe('Google Vertex AI', () => {
  let vertex: FakeVertex;
  let credentials: string;
  beforeAll(async () => {
    vertex = await startFakeVertex(model, { subjectToken: SUBJECT_TOKEN, project: PROJECT, region: REGION });
    credentials = await writeWifCredentials(vertex.tokenUrl, SUBJECT_TOKEN);
  });
  afterAll(() => vertex.close());

  it('auto picks Vertex from what google-github-actions/auth leaves; the judge and an agent scenario pass, no token shown', async () => {
    const workspace = await writeSuite(SUITE);
    const run = await runAction(
      {
        scenarios: '*.yaml',
        'server-command': SERVER,
        judge: 'required',
        agent: 'required',
        'report-junit': 'junit.xml',
      },
      {
        workspace,
        env: await isolatedCloudEnv({
          GOOGLE_APPLICATION_CREDENTIALS: credentials,
          GOOGLE_CLOUD_PROJECT: PROJECT,
          CLOUD_ML_REGION: REGION,
          ANTHROPIC_VERTEX_BASE_URL: vertex.url,
        }),
      },
    );
    expect(vertex.refused).toEqual([]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(vertex.exchanges).toBeGreaterThanOrEqual(1);
    expectSameContract(vertex.requests, 'claude-haiku-4-5@20251001');
    const shown = await everything(run, workspace);
    expectNoSecret(shown, [SUBJECT_TOKEN, vertex.accessToken]);
    await expectPlatformSaid(run, 'vertex', 'Google Vertex AI');
  });
});

describe('provider: auto', () => {
  it('prefers the Anthropic key, then Bedrock, then Vertex; none skips visibly', async () => {
    const { chooseProvider } = await import('../../src/providers/choose.js');
    const aws = { AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 's', AWS_REGION: 'eu-west-1' };
    const gcp = { GOOGLE_CLOUD_PROJECT: 'p', CLOUD_ML_REGION: 'global' };
    expect(chooseProvider('auto', { ...aws, ...gcp }, 'sk-ant').provider?.platform).toBe('anthropic');
    expect(chooseProvider('auto', { ...aws, ...gcp }, undefined).provider?.platform).toBe('bedrock');
    expect(
      chooseProvider('auto', { AWS_PROFILE: 'ci', AWS_DEFAULT_REGION: 'us-west-2' }, undefined).provider,
    ).toMatchObject({ platform: 'bedrock', region: 'us-west-2' });
    expect(chooseProvider('auto', { AWS_WEB_IDENTITY_TOKEN_FILE: '/t', ...gcp }, undefined).provider?.platform).toBe(
      'vertex',
    );
    expect(chooseProvider('auto', gcp, undefined).provider).toMatchObject({ platform: 'vertex', projectId: 'p' });
    expect(
      chooseProvider('auto', { ANTHROPIC_VERTEX_PROJECT_ID: 'q', CLOUD_ML_REGION: 'us-east5' }, undefined).provider,
    ).toMatchObject({ platform: 'vertex', projectId: 'q', region: 'us-east5' });
    const none = chooseProvider('auto', { GOOGLE_CLOUD_PROJECT: 'p' }, undefined);
    expect(none.provider).toBeUndefined();
    expect(none).toMatchObject({ reason: 'no ANTHROPIC_API_KEY (or anthropic-api-key) set' });
    expect((none as { missing: string }).missing).toMatch(/Amazon Bedrock.*Google Vertex AI/);
    // Named outright: the platform, even with a key set.
    expect(chooseProvider('bedrock', aws, 'sk-ant').provider?.platform).toBe('bedrock');
    expect(chooseProvider('bedrock', {}, undefined)).toMatchObject({ reason: expect.stringContaining('AWS_REGION') });
  });

  it('judge: required with no way to Claude fails naming all three', async () => {
    const workspace = await writeSuite({ 'judged.yaml': SUITE['judged.yaml'] });
    const run = await runAction(
      { scenarios: 'judged.yaml', 'server-command': SERVER, judge: 'required' },
      { workspace, env: await isolatedCloudEnv() },
    );
    expect(run.code).toBe(1);
    expect(run.stdout + run.summary).toMatch(/ANTHROPIC_API_KEY[\s\S]*Amazon Bedrock[\s\S]*Google Vertex AI/);
  });
});
