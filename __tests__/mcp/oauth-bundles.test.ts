import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../fixtures/servers/catalog.mjs';
import { startOAuthServer, type OAuthFixture } from '../fixtures/servers/oauth.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { runAction, runCli, type ActionRun } from '../helpers/runner.js';
import { writeSuite } from './helpers.js';

const SECRET = 'bundle-secret-3c2b1a09';
const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const KEY_LINES = PEM.split('\n').filter((line) => line && !line.startsWith('-----'));

/** What the action printed or wrote, without the `::add-mask::` commands that carry secrets by design. */
function visible(run: ActionRun): string {
  const stdout = run.stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  return [stdout, run.stderr, run.summary, JSON.stringify(run.outputs)].join('\n');
}

let server: OAuthFixture;
let workspace: string;
beforeAll(async () => {
  server = await startOAuthServer({
    createServer,
    clients: [
      { id: 'ci-client', secret: SECRET, scopes: ['read'] },
      { id: 'jwt-client', publicKey, scopes: ['read'] },
    ],
    requiredScope: 'read',
  });
  workspace = await writeSuite({
    'live.yaml': `name: live_lookup
live: true
tool_sequence:
  - tool: lookup
    args: { item: widget }
expected_contains: ["Item widget: in stock"]
`,
  });
});
afterAll(() => server?.close());

describe('dist/index.js with OAuth inputs', () => {
  it('runs with oauth-client-id and oauth-client-secret, masking the secret at once', async () => {
    const run = await runAction(
      { scenarios: '*.yaml', 'remote-url': server.url, 'oauth-client-id': 'ci-client', 'oauth-client-secret': SECRET },
      { workspace },
    );
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ total: '1', passed: '1' });
    expect(run.stdout.split('\n')[0]).toBe(`::add-mask::${SECRET}`);
    expect(visible(run)).not.toContain(SECRET);
  });

  it('runs with a private key from MCP_EVAL_OAUTH_PRIVATE_KEY, masking every line of it', async () => {
    const run = await runAction(
      { scenarios: '*.yaml', 'remote-url': server.url, 'oauth-client-id': 'jwt-client' },
      { workspace, env: { MCP_EVAL_OAUTH_PRIVATE_KEY: PEM } },
    );
    expect(run.code).toBe(0);
    for (const line of KEY_LINES) expect(run.stdout).toContain(`::add-mask::${line}`);
    for (const line of KEY_LINES) expect(visible(run)).not.toContain(line);
  });

  it('fails the step when a bearer token and client credentials are both given, naming both', async () => {
    const before = server.tokenRequests.length;
    const run = await runAction(
      {
        scenarios: '*.yaml',
        'remote-url': server.url,
        'bearer-token': 'tok-55aa66bb',
        'oauth-client-id': 'ci-client',
        'oauth-client-secret': SECRET,
      },
      { workspace },
    );
    expect(run.code).toBe(1);
    expect(run.annotations.map((a) => a.message)).toContain(
      'give either a bearer token (the bearer-token input) or OAuth client credentials (the oauth-client-id input and the oauth-client-secret input), not both',
    );
    expect(server.tokenRequests.length, 'nothing was sent').toBe(before);
  });
});

// The first test runs dist/cli/index.js; the others run the CLI in-process, the same code reading
// the same variables and flags, for what each option does rather than how the bundle starts.
describe('the CLI with OAuth variables', () => {
  it('runs with MCP_EVAL_OAUTH_CLIENT_ID and MCP_EVAL_OAUTH_CLIENT_SECRET (the bundle)', async () => {
    const run = await runCli(['live.yaml', '--remote-url', server.url], {
      cwd: workspace,
      env: { MCP_EVAL_OAUTH_CLIENT_ID: 'ci-client', MCP_EVAL_OAUTH_CLIENT_SECRET: SECRET },
    });
    expect(run.stdout).toContain('1 passed');
    expect(run.code).toBe(0);
  });

  it('takes the client id from --oauth-client-id', async () => {
    const run = await runCliInProcess(['live.yaml', '--remote-url', server.url, '--oauth-client-id', 'jwt-client'], {
      cwd: workspace,
      env: { MCP_EVAL_OAUTH_PRIVATE_KEY: PEM },
    });
    expect(run.code).toBe(0);
  });

  it('exits 2 when a bearer token and client credentials are both set, naming both', async () => {
    const run = await runCliInProcess(['live.yaml', '--remote-url', server.url], {
      cwd: workspace,
      env: {
        MCP_EVAL_BEARER_TOKEN: 'tok-55aa66bb',
        MCP_EVAL_OAUTH_CLIENT_ID: 'ci-client',
        MCP_EVAL_OAUTH_CLIENT_SECRET: SECRET,
      },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'mcp-scenario-eval: give either a bearer token (MCP_EVAL_BEARER_TOKEN) or OAuth client credentials (MCP_EVAL_OAUTH_CLIENT_ID and MCP_EVAL_OAUTH_CLIENT_SECRET), not both',
    );
  });

  it('pings an OAuth server with client credentials (ping shares the server flags)', async () => {
    const run = await runCliInProcess(['ping', '--remote-url', server.url, '--oauth-client-id', 'ci-client'], {
      cwd: workspace,
      env: { MCP_EVAL_OAUTH_CLIENT_SECRET: SECRET },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/tools?\b/);
    expect(run.stdout + run.stderr).not.toContain(SECRET);
  });

  it('says in --help that the secret is never a flag', async () => {
    const run = await runCliInProcess(['--help']);
    expect(run.stdout).toContain('The secret is never a flag');
    expect(run.stdout).toContain('MCP_EVAL_OAUTH_CLIENT_SECRET');
  });
});
