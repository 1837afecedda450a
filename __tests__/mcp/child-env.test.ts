import { mkdtemp, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toRunOptions, type RunConfig } from '../../src/config/resolve.js';
import { runSuite } from '../../src/run/index.js';
import { REDACTED, redactText } from '../../src/secrets/redact.js';
import { serverEnvironment } from '../../src/mcp/server-process.js';
import { CATALOG, CATALOG_COMMAND, runConfig, writeSuite } from './helpers.js';

const TOKEN = 'bearer-5e4d3c2b1a09';
const KEY = 'sk-ant-test-0f1e2d3c4b5a';

const SUITE = {
  'env.yaml': `name: show_env
tool_sequence:
  - tool: show_env
  - tool: cwd
expected_contains: ["MCP_EVAL_MODE=stub"]
`,
};

function config(workspace: string, serverCwd: string): RunConfig {
  return runConfig(workspace, {
    serverCommand: CATALOG_COMMAND,
    serverCwd,
    bearerToken: TOKEN,
    anthropicApiKey: KEY,
  });
}

const PLANTED: Record<string, string> = {
  ANTHROPIC_API_KEY: KEY,
  MCP_EVAL_BEARER_TOKEN: TOKEN,
  'INPUT_BEARER-TOKEN': TOKEN,
  'INPUT_ANTHROPIC-API-KEY': KEY,
  MCP_EVAL_OAUTH_CLIENT_ID: 'live-client-id',
  MCP_EVAL_OAUTH_CLIENT_SECRET: 'oauth-secret-not-in-secrets',
  MCP_EVAL_OAUTH_PRIVATE_KEY: 'oauth-key-not-in-secrets',
  INPUT_FILTER: 'harmless, but an input all the same',
  SERVICE_URL_WITH_TOKEN: `https://api.test/?token=${TOKEN}`,
  FIXTURE_KEPT: 'kept-value',
};

describe("the server process's environment", () => {
  afterEach(() => {
    for (const name of Object.keys(PLANTED)) delete process.env[name];
  });

  it('never holds the bearer token, the judge key or an action input, and has MCP_EVAL_MODE=stub', async () => {
    Object.assign(process.env, PLANTED);
    const workspace = await writeSuite(SUITE);
    const serverCwd = await realpath(await mkdtemp(path.join(tmpdir(), 'mse-cwd-')));
    const run = await runSuite(toRunOptions(config(workspace, serverCwd)));
    const [result] = run.scenarios;
    expect(result!.status).toBe('passed');
    const lines = result!.output.split('\n');
    const names = lines.map((line) => line.split('=')[0]);
    for (const name of ['ANTHROPIC_API_KEY', 'MCP_EVAL_BEARER_TOKEN', 'INPUT_BEARER-TOKEN', 'INPUT_ANTHROPIC-API-KEY'])
      expect(names).not.toContain(name);
    expect(names).not.toContain('INPUT_FILTER');
    expect(names).not.toContain('SERVICE_URL_WITH_TOKEN');
    expect(lines).toContain('FIXTURE_KEPT=kept-value');
    expect(lines).toContain('MCP_EVAL_MODE=stub');
    // Had a secret reached the child, the redaction of the result would show where.
    expect(result!.output).not.toContain(REDACTED);
    // server-cwd is the child's working directory.
    expect(lines).toContain(`cwd=${serverCwd}`);
  });

  it('serverEnvironment drops withheld names, inputs and values that contain a secret', () => {
    expect(serverEnvironment({ ...PLANTED, PATH: '/bin', MCP_EVAL_MODE: 'live' }, [TOKEN, KEY])).toEqual({
      FIXTURE_KEPT: 'kept-value',
      PATH: '/bin',
      MCP_EVAL_MODE: 'stub',
    });
  });
});

describe("an in-process server's environment", () => {
  afterEach(() => {
    for (const name of Object.keys(PLANTED)) delete process.env[name];
  });

  it('is this process taking on the stub environment: no token, key or input, and MCP_EVAL_MODE=stub', async () => {
    Object.assign(process.env, PLANTED, { MCP_EVAL_MODE: 'live' });
    const workspace = await writeSuite(SUITE);
    const run = await runSuite(
      toRunOptions({ ...config(workspace, workspace), serverCommand: '', serverModule: CATALOG }),
    );
    const [result] = run.scenarios;
    expect(result!.status).toBe('passed');
    const names = result!.output.split('\n').map((line) => line.split('=')[0]);
    for (const name of Object.keys(PLANTED).filter((name) => name !== 'FIXTURE_KEPT'))
      expect(names).not.toContain(name);
    expect(result!.output.split('\n')).toContain('FIXTURE_KEPT=kept-value');
    expect(result!.output.split('\n')).toContain('MCP_EVAL_MODE=stub');
    expect(result!.output).not.toContain(REDACTED);
  });
});

describe('redaction', () => {
  it('replaces a secret that contains another whole, whatever order they come in', () => {
    expect(redactText('key=abcdef-123456 short=abcdef', ['abcdef', 'abcdef-123456'])).toBe('key=*** short=***');
  });

  it("keeps the job's own GitHub credentials from the server", () => {
    expect(
      serverEnvironment(
        { GITHUB_TOKEN: 'ghs_x', ACTIONS_RUNTIME_TOKEN: 'y', ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'z', PATH: '/bin' },
        [],
      ),
    ).toEqual({ PATH: '/bin', MCP_EVAL_MODE: 'stub' });
  });
});
