import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runSuite, type RunResult } from '../../src/run/index.js';
import { ConfigError, toRunOptions, type OAuthConfig } from '../../src/config/resolve.js';
import { createServer } from '../fixtures/servers/catalog.mjs';
import { startOAuthServer, type OAuthFixture } from '../fixtures/servers/oauth.js';
import { describeHttpFailure } from '../../src/mcp/http.js';
import { signingAlgorithmOf } from '../../src/mcp/oauth.js';
import { runConfig, writeSuite } from './helpers.js';
import { clientAuthenticationOf } from '../../src/mcp/response-record.js';

const SECRET = 'cs-5e4d3c2b1a09f8e7';
const SOURCE = 'MCP_EVAL_OAUTH_CLIENT_ID and MCP_EVAL_OAUTH_CLIENT_SECRET';
const SUITE = {
  'live.yaml': `name: live_lookup
live: true
tool_sequence:
  - tool: lookup
    args: { item: widget }
expected_contains: ["Item widget: in stock"]
`,
};

let workspace: string;
let server: OAuthFixture | undefined;
beforeAll(async () => {
  workspace = await writeSuite(SUITE);
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function oauth(overrides: Partial<OAuthConfig>): OAuthConfig {
  return {
    clientId: 'ci-client',
    clientSecret: '',
    privateKey: '',
    scope: '',
    issuer: '',
    source: SOURCE,
    ...overrides,
  };
}

async function live(url: string, config: Partial<Parameters<typeof runConfig>[1]>): Promise<RunResult> {
  return runSuite(toRunOptions(runConfig(workspace, { remoteUrl: url, ...config })));
}

const only = (run: RunResult) => {
  expect(run.scenarios).toHaveLength(1);
  return run.scenarios[0]!;
};

/** A refusal refuses every scenario: the run stops at the first and says why once. */
const startError = (run: RunResult) => {
  expect(only(run)).toMatchObject({ status: 'errored', notRun: true });
  return run.serverError?.message;
};

describe('live mode with OAuth client credentials', () => {
  it('gets a token with client_secret_basic, through discovery, for this resource, and runs', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'ci-client', secret: SECRET, scopes: ['read'] }],
      requiredScope: 'read',
    });
    const run = await live(server.url, { oauth: oauth({ clientSecret: SECRET }) });
    expect(only(run).status).toBe('passed');
    expect(server.tokenRequests).toEqual([
      {
        clientId: 'ci-client',
        method: 'client_secret_basic',
        resource: server.url,
        granted: 'read',
        scope: undefined,
        credential: Buffer.from(`ci-client:${SECRET}`).toString('base64'),
      },
    ]);
    expect(JSON.stringify(run)).not.toContain(SECRET);
  });

  it('sends the secret as Basic when the metadata lists only client_secret_basic', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'ci-client', secret: SECRET, scopes: ['read'] }],
      authMethods: ['client_secret_basic'],
    });
    const run = await live(server.url, { oauth: oauth({ clientSecret: SECRET }) });
    expect(only(run).status).toBe('passed');
    // The fixture refuses (invalid_request, method unknown) a request that also puts the secret in the body.
    expect(server.tokenRequests.map((r) => [r.method, r.clientId, r.credential, r.error])).toEqual([
      ['client_secret_basic', 'ci-client', Buffer.from(`ci-client:${SECRET}`).toString('base64'), undefined],
    ]);
  });

  it('sends client_id and client_secret in the body, not as Basic, when the metadata lists only client_secret_post', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'ci-client', secret: SECRET, scopes: ['read'] }],
      authMethods: ['client_secret_post'],
    });
    const run = await live(server.url, { oauth: oauth({ clientSecret: SECRET }) });
    expect(only(run).status).toBe('passed');
    // client_secret_post is recorded only for a request without an Authorization: Basic header.
    expect(server.tokenRequests.map((r) => [r.method, r.clientId, r.credential, r.error])).toEqual([
      ['client_secret_post', 'ci-client', SECRET, undefined],
    ]);
    expect(JSON.stringify(run)).not.toContain(SECRET);
  });

  it('redacts the client_secret_post secret an authorization server echoes in its refusal', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'ci-client', secret: 'the-right-one-77', scopes: ['read'] }],
      authMethods: ['client_secret_post'],
      invalidClientBody: 'refused {credential} for client_secret={secret}',
    });
    const run = await live(server.url, { oauth: oauth({ clientSecret: SECRET }) });
    expect(server.tokenRequests[0]).toMatchObject({ method: 'client_secret_post', credential: SECRET });
    expect(startError(run)).toContain('"refused *** for client_secret=***"');
    // Labelled with the method the SDK used (the metadata lists only client_secret_post), not the default.
    expect(startError(run)).toContain('OAuth (client_secret_post) with the client credentials');
    expect(startError(run)).not.toContain('client_secret_basic');
    expect(JSON.stringify(run)).not.toContain(SECRET);
    expect(JSON.stringify(run)).not.toContain(SECRET.slice(-8));
  });

  it('passes the provider to the older HTTP+SSE transport too, when the server speaks only that', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'ci-client', secret: SECRET, scopes: ['read'] }],
      requiredScope: 'read',
      legacy: true,
    });
    const run = await live(server.url, { oauth: oauth({ clientSecret: SECRET }) });
    expect(only(run).error).toBeUndefined();
    expect(only(run).status).toBe('passed');
    // One token for the run: the fallback reuses the one the Streamable HTTP attempt got.
    expect(server.tokenRequests.map((r) => [r.method, r.error])).toEqual([['client_secret_basic', undefined]]);
  });

  it('says the server refused the token it got, naming the client credentials, when the MCP endpoint answers 401', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'ci-client', secret: SECRET, scopes: ['read'] }],
      refuseIssued: true,
    });
    const run = await live(server.url, { oauth: oauth({ clientSecret: SECRET }) });
    expect(startError(run)).toBe(
      `${server.url} refused the access token obtained with the client credentials from ${SOURCE} (client_secret_basic) ` +
        '(HTTP 401; body "{\\"error\\":\\"invalid_token\\"}"); check that the authorization server issues tokens for this server (the resource) with the access it needs',
    );
  });

  it('gets one token for a run of scenarios opened at once', async () => {
    server = await startOAuthServer({ createServer, clients: [{ id: 'ci-client', secret: SECRET, scopes: ['read'] }] });
    const many = await writeSuite(
      Object.fromEntries(
        [1, 2, 3, 4].map((n) => [
          `s${n}.yaml`,
          SUITE['live.yaml'].replace('name: live_lookup', `name: live_lookup_${n}`),
        ]),
      ),
    );
    const run = await runSuite(
      toRunOptions(runConfig(many, { remoteUrl: server.url, concurrency: 4, oauth: oauth({ clientSecret: SECRET }) })),
    );
    expect(run.scenarios.map((s) => s.status)).toEqual(['passed', 'passed', 'passed', 'passed']);
    expect(server.tokenRequests).toHaveLength(1);
  });

  it('asks for the oauth-scope scopes', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'ci-client', secret: SECRET, scopes: ['read', 'write'] }],
    });
    const run = await live(server.url, { oauth: oauth({ clientSecret: SECRET, scope: 'write' }) });
    expect(only(run).status).toBe('passed');
    expect(server.tokenRequests.map((r) => [r.scope, r.granted])).toEqual([['write', 'write']]);
  });

  it.each([
    ['EC P-256 (PKCS#8)', () => generateKeyPairSync('ec', { namedCurve: 'P-256' }), 'pkcs8'],
    ['RSA (PKCS#1)', () => generateKeyPairSync('rsa', { modulusLength: 2048 }), 'pkcs1'],
  ] as const)('signs private_key_jwt assertions with an %s key', async (_, generate, type) => {
    const { publicKey, privateKey } = generate();
    const pem = privateKey.export({ type, format: 'pem' }).toString();
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'jwt-client', publicKey, scopes: ['read'] }],
      requiredScope: 'read',
    });
    const run = await live(server.url, {
      oauth: oauth({ clientId: 'jwt-client', privateKey: pem, source: 'MCP_EVAL_OAUTH_PRIVATE_KEY' }),
    });
    expect(only(run).error).toBeUndefined();
    expect(only(run).status).toBe('passed');
    expect(server.tokenRequests.map((r) => [r.method, r.clientId, r.error])).toEqual([
      ['private_key_jwt', 'jwt-client', undefined],
    ]);
    const keyLine = pem.split('\n')[1]!;
    expect(
      toRunOptions(runConfig(workspace, { remoteUrl: server.url, oauth: oauth({ privateKey: pem }) })).secrets,
    ).toContain(keyLine);
  });

  it('says the authorization server refused the client, naming the variables, with its body redacted and escaped', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'ci-client', secret: 'the-right-one-77', scopes: ['read'] }],
      invalidClientBody: '{"error":"invalid_client","error_description":"bad secret {secret}\\n<b>\\"x\\"</b>"}',
    });
    const run = await live(server.url, { oauth: oauth({ clientSecret: SECRET }) });
    expect(startError(run)).toBe(
      `OAuth (client_secret_basic) with the client credentials from ${SOURCE} failed: ${server.tokenEndpoint} answered HTTP 401 invalid_client: ` +
        `"{\\"error\\":\\"invalid_client\\",\\"error_description\\":\\"bad secret ***\\\\n<b>\\\\\\"x\\\\\\"</b>\\"}"; ` +
        'check the client id and secret and that the authorization server knows this client',
    );
    expect(JSON.stringify(run)).not.toContain(SECRET);
  });

  it('redacts the Basic credential (base64 of id:secret) an authorization server echoes in its refusal', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'ci-client', secret: 'the-right-one-77', scopes: ['read'] }],
      invalidClientBody: 'refused {credential}',
    });
    const run = await live(server.url, { oauth: oauth({ clientSecret: SECRET }) });
    const credential = server.tokenRequests[0]!.credential!;
    expect(credential).toBe(Buffer.from(`ci-client:${SECRET}`).toString('base64'));
    expect(startError(run)).toContain('"refused ***"');
    expect(JSON.stringify(run)).not.toContain(credential.slice(-12));
  });

  it('redacts the signed client assertion (private_key_jwt) an authorization server echoes without a field name', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // The server knows another key, so it refuses the assertion, and quotes it.
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'jwt-client', publicKey: other, scopes: ['read'] }],
      invalidClientBody: 'refused {credential}',
    });
    const run = await live(server.url, { oauth: oauth({ clientId: 'jwt-client', privateKey: pem }) });
    const assertion = server.tokenRequests[0]!.credential!;
    expect(assertion.split('.')).toHaveLength(3);
    expect(startError(run)).toContain('"refused ***"');
    for (const part of assertion.split('.')) expect(JSON.stringify(run)).not.toContain(part.slice(0, 16));
  });

  it('says which scopes the token lacks when the server answers 403 insufficient_scope (after one retry by the SDK)', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'ci-client', secret: SECRET, scopes: ['read'] }],
      requiredScope: 'read write',
    });
    const run = await live(server.url, { oauth: oauth({ clientSecret: SECRET }) });
    expect(startError(run)).toBe(
      `${server.url} says the access token obtained with the client credentials from ${SOURCE} (client_secret_basic) ` +
        'lacks the scopes "read write", which it requires (HTTP 403 insufficient_scope; "needs read write"; body "{\\"error\\":\\"insufficient_scope\\"}"); ' +
        'grant the client them at the authorization server, or ask for them with oauth-scope (MCP_EVAL_OAUTH_SCOPE)',
    );
    // The SDK got a new token once, asked for with the scopes the challenge named (step-up, issue
    // 20); the authorization server granted only what the client has, so the retry was refused too.
    expect(server.tokenRequests.map((r) => [r.scope, r.granted])).toEqual([
      [undefined, 'read'],
      ['read write', 'read'],
    ]);
  });

  it('steps up once on 403 insufficient_scope: a new token for oauth-scope and the named scopes together, then the request is retried', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'ci-client', secret: SECRET, scopes: ['read', 'write', 'admin'] }],
      requiredScope: 'read write',
    });
    const run = await live(server.url, { oauth: oauth({ clientSecret: SECRET, scope: 'read' }) });
    expect(run.serverError).toBeUndefined();
    expect(run.scenarios.map((s) => s.status)).toEqual(['passed']);
    expect(server.tokenRequests.map((r) => r.scope)).toEqual(['read', 'read write']);
  });

  it('says the authorization server did not grant the scopes when oauth-scope already asks for them', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'ci-client', secret: SECRET, scopes: ['read'] }],
      requiredScope: 'read write',
    });
    const run = await live(server.url, { oauth: oauth({ clientSecret: SECRET, scope: 'read write' }) });
    expect(startError(run)).toMatch(
      /lacks the scopes "read write", which it requires \(HTTP 403 insufficient_scope; .*\); oauth-scope already asks for them, so the authorization server did not grant them: grant the client them there$/,
    );
    expect(server.tokenRequests.map((r) => [r.scope, r.granted])).toContainEqual(['read write', 'read']);
  });

  it('redacts the access token it obtained when the server echoes it in a refusal', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [{ id: 'ci-client', secret: SECRET, scopes: ['read'] }],
      requiredScope: 'read write',
      forbiddenBody: '{"error":"insufficient_scope","detail":"token {token} may not write"}',
    });
    const run = await live(server.url, { oauth: oauth({ clientSecret: SECRET }) });
    const error = startError(run)!;
    expect(error).toContain('body "{\\"error\\":\\"insufficient_scope\\",\\"detail\\":\\"token *** may not write\\"}"');
    expect(JSON.stringify(run)).not.toMatch(/at-[0-9a-f]{8}-/);
  });

  it('says the credentials go only to the expected issuer (oauth-issuer)', async () => {
    server = await startOAuthServer({ createServer, clients: [{ id: 'ci-client', secret: SECRET, scopes: [] }] });
    const run = await live(server.url, {
      oauth: oauth({ clientSecret: SECRET, issuer: 'https://login.example.invalid' }),
    });
    // The SDK v2 refuses the issuer with a typed OAuth error: every scenario would meet it, so the run stops at once.
    expect(startError(run)).toMatch(
      new RegExp(
        `^OAuth \\(client_secret_basic\\) with the client credentials from ${SOURCE} failed for ${server.url}: .*login\\.example\\.invalid`,
      ),
    );
    expect(server.tokenRequests).toEqual([]);
  });
});

describe('live mode with a static bearer token against an OAuth server', () => {
  it('says the bearer token lacks the named scopes on a 403 insufficient_scope', async () => {
    server = await startOAuthServer({
      createServer,
      clients: [],
      requiredScope: 'read write',
      staticTokens: { 'static-token-abc123': ['read'] },
    });
    const run = await live(server.url, {
      bearerToken: 'static-token-abc123',
      bearerTokenSource: 'MCP_EVAL_BEARER_TOKEN',
    });
    expect(startError(run)).toBe(
      `${server.url} says the bearer token from MCP_EVAL_BEARER_TOKEN lacks the scopes "read write", which it requires ` +
        '(HTTP 403 insufficient_scope; "needs read write"; body "{\\"error\\":\\"insufficient_scope\\"}"); issue a token that has them',
    );
  });

  it('quotes a 401 body cut, escaped and with the token and credential fields redacted', async () => {
    const token = 'wrong-token-9f8e7d6c';
    const body = `{"detail":"token ${token} unknown","access_token":"leaked-at-123456","note":"${'x'.repeat(400)}"}`;
    server = await startOAuthServer({ createServer, clients: [], unauthorizedBody: body });
    const run = await live(server.url, { bearerToken: token, bearerTokenSource: 'the bearer-token input' });
    const error = startError(run)!;
    expect(error).toMatch(
      new RegExp(
        `^${server.url.replace(/[.]/g, '\\.')} refused the bearer token from the bearer-token input \\(HTTP 401; body "\\{\\\\"detail\\\\":\\\\"token \\*\\*\\* unknown\\\\",\\\\"access_token\\\\":\\\\"\\*\\*\\*\\\\",`,
      ),
    );
    expect(error).toContain('x…"): check that the secret holds a valid token for this server');
    expect(error).not.toContain('x'.repeat(301));
    expect(error).not.toContain(token);
    expect(error).not.toContain('leaked-at-123456');
  });

  it('redacts a header secret (MCP_EVAL_HEADERS) from a 401 body before cutting it, so no part of it shows', async () => {
    const key = 'hdr-secret-0123456789';
    // The key starts 4 characters before the cut: cutting first would leave "hdr-" for no one to find.
    const body = `{"detail":"${'x'.repeat(280)} key ${key} refused"}`;
    server = await startOAuthServer({ createServer, clients: [], unauthorizedBody: body });
    const run = await live(server.url, { headers: { 'X-Api-Key': key } });
    const error = startError(run)!;
    expect(error).toContain(`${'x'.repeat(280)} key ***`);
    expect(error).not.toContain('hdr-');
  });

  it('says the server uses OAuth when no credential was given', async () => {
    server = await startOAuthServer({ createServer, clients: [] });
    const run = await live(server.url, {});
    expect(startError(run)).toBe(
      `${server.url} requires authorization (HTTP 401; body "{\\"error\\":\\"invalid_token\\"}") and no bearer token or client credentials were given ` +
        '(it uses OAuth: set oauth-client-id with oauth-client-secret or oauth-private-key): ' +
        'set the bearer-token input or MCP_EVAL_BEARER_TOKEN, or OAuth client credentials',
    );
  });
});

describe('OAuth settings that cannot work', () => {
  const config = (overrides: Parameters<typeof runConfig>[1]) =>
    runConfig('/tmp', { remoteUrl: 'https://mcp.example.invalid/mcp', ...overrides });
  it.each([
    [
      'a bearer token and client credentials',
      { bearerToken: 'tok-123456', oauth: oauth({ clientSecret: SECRET }) },
      `give either a bearer token (MCP_EVAL_BEARER_TOKEN) or OAuth client credentials (${SOURCE}), not both`,
    ],
    [
      'a client id alone',
      { oauth: oauth({ source: 'MCP_EVAL_OAUTH_CLIENT_ID' }) },
      'the OAuth client id (MCP_EVAL_OAUTH_CLIENT_ID) needs a client secret (oauth-client-secret or MCP_EVAL_OAUTH_CLIENT_SECRET) or a private key (oauth-private-key or MCP_EVAL_OAUTH_PRIVATE_KEY)',
    ],
    [
      'a secret without a client id',
      { oauth: oauth({ clientId: '', clientSecret: SECRET, source: 'MCP_EVAL_OAUTH_CLIENT_SECRET' }) },
      'an OAuth client secret was given (MCP_EVAL_OAUTH_CLIENT_SECRET) without a client id: set oauth-client-id or MCP_EVAL_OAUTH_CLIENT_ID',
    ],
    [
      'a secret and a key',
      { oauth: oauth({ clientSecret: SECRET, privateKey: 'k' }) },
      `give an OAuth client secret or a private key, not both (${SOURCE}): the secret is for client_secret_basic or client_secret_post, the key for private_key_jwt`,
    ],
  ])('rejects %s', (_, overrides, message) => {
    expect(() => toRunOptions(config(overrides))).toThrow(new ConfigError(message));
  });

  it('rejects a private key it cannot read, saying what it expects', () => {
    expect(() => toRunOptions(config({ oauth: oauth({ privateKey: 'not a key' }) }))).toThrow(
      /^the OAuth private key could not be read \(.*\): give a PEM private key \(-----BEGIN PRIVATE KEY-----…\) or a private JWK as JSON \(MCP_EVAL_OAUTH_CLIENT_ID/,
    );
  });
});

describe('describeHttpFailure with OAuth credentials', () => {
  const target = {
    url: 'https://mcp.example.invalid/mcp',
    headers: {},
    oauth: { clientId: 'ci-client', clientSecret: SECRET, source: SOURCE },
  };
  it.each([
    [
      '',
      'no scope was asked for (oauth-scope is empty) and the authorization server grants this client none by default: set oauth-scope (MCP_EVAL_OAUTH_SCOPE)',
    ],
    ['read admin', 'the scopes asked for (oauth-scope "read admin") are not granted to this client'],
  ])(
    'says which scopes were asked for when the authorization server answers invalid_scope (oauth-scope "%s")',
    (scope, hint) => {
      const response = {
        url: 'https://login.example.invalid/token',
        status: 400,
        body: '{"error":"invalid_scope"}',
      };
      expect(
        describeHttpFailure(new Error('x'), { ...target, oauth: { ...target.oauth, scope } }, response, 'connect'),
      ).toBe(
        `OAuth (client_secret_basic) with the client credentials from ${SOURCE} failed: https://login.example.invalid/token answered HTTP 400 invalid_scope: "{\\"error\\":\\"invalid_scope\\"}"; ${hint}`,
      );
    },
  );
  it('does not blame OAuth for a plain error during a call', () => {
    expect(describeHttpFailure(new Error('Not connected'), target)).toBe(
      'could not talk to https://mcp.example.invalid/mcp: Not connected',
    );
  });
  it('names the credentials for a plain error while connecting (the OAuth flow runs inside it)', () => {
    expect(describeHttpFailure(new Error('Incompatible auth server'), target, undefined, 'connect')).toBe(
      `OAuth (client_secret_basic) with the client credentials from ${SOURCE} failed for https://mcp.example.invalid/mcp: Incompatible auth server`,
    );
  });
});

describe('signingAlgorithmOf', () => {
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey;
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  it.each([
    ['an EC P-384 PEM', ec.export({ type: 'pkcs8', format: 'pem' }).toString(), 'ES384'],
    [
      'a PEM with its newlines written as \\n (one-line secrets)',
      ec.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
      'ES384',
    ],
    ['a private JWK', JSON.stringify(ec.export({ format: 'jwk' })), 'ES384'],
    ['an RSA JWK that names its alg', JSON.stringify({ ...rsa.export({ format: 'jwk' }), alg: 'PS384' }), 'PS384'],
    ['an RSA JWK without alg', JSON.stringify(rsa.export({ format: 'jwk' })), 'RS256'],
  ])('reads the algorithm from %s', (_, key, algorithm) => {
    expect(signingAlgorithmOf(key)).toBe(algorithm);
  });
  it('refuses a JWK whose alg its key cannot sign with, naming both', () => {
    const key = JSON.stringify({ ...ec.export({ format: 'jwk' }), alg: 'ES256' });
    expect(() => signingAlgorithmOf(key)).toThrow(
      'the OAuth private key\'s JWK says "alg": "ES256", which an EC (secp384r1) key cannot sign with: use ES384, or a key that fits "ES256"',
    );
  });
  it('refuses an Ed25519 key, which the SDK cannot sign client assertions with, saying what to use', () => {
    const key = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => signingAlgorithmOf(key)).toThrow(
      'the OAuth private key is of type ed25519, which private_key_jwt cannot sign with here: use an RSA or an EC P-256, P-384 or P-521 key',
    );
  });
});

describe('clientAuthenticationOf', () => {
  const form = (entries: Record<string, string>) => new URLSearchParams(entries);
  it('reads the method off a token request, and nothing off any other request', () => {
    expect(
      clientAuthenticationOf({
        body: form({ grant_type: 'client_credentials' }),
        headers: { Authorization: 'Basic abc=' },
      }),
    ).toBe('client_secret_basic');
    expect(
      clientAuthenticationOf({ body: form({ grant_type: 'client_credentials', client_id: 'a', client_secret: 'b' }) }),
    ).toBe('client_secret_post');
    expect(
      clientAuthenticationOf({
        body: form({ grant_type: 'client_credentials', client_assertion: 'x.y.z', client_assertion_type: 't' }),
      }),
    ).toBe('private_key_jwt');
    expect(clientAuthenticationOf({ body: form({ client_secret: 'b' }) })).toBeUndefined();
    expect(
      clientAuthenticationOf({ body: '{"jsonrpc":"2.0"}', headers: { Authorization: 'Basic abc=' } }),
    ).toBeUndefined();
    expect(clientAuthenticationOf(undefined)).toBeUndefined();
  });
});
