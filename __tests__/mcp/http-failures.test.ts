import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSuite, type RunOptions, type RunResult } from '../../src/run/index.js';
import { toRunOptions, type RunConfig } from '../../src/config/resolve.js';
import { createServer } from '../fixtures/servers/catalog.mjs';
import { startHttpServer, type FixtureHttpServer } from '../fixtures/servers/http.js';
import { optionsFor, runConfig, writeSuite } from './helpers.js';

const TOKEN = 'sekrit-9d8c7b6a5f4e';
const WRONG = 'wrong-1a2b3c4d5e6f';

const SUITE = {
  'live.yaml': `name: live_lookup
live: true
tool_sequence:
  - tool: lookup
    args: { item: widget }
expected_contains: ["Item widget: in stock"]
---
name: stub_only
tool_sequence:
  - tool: lookup
    args: { item: widget }
expected_contains: ["Item widget"]
`,
};

let workspace: string;
beforeAll(async () => {
  workspace = await writeSuite(SUITE);
});

function live(url: string, token?: string, source = 'MCP_EVAL_BEARER_TOKEN', headers: Record<string, string> = {}) {
  const server: RunOptions['server'] = { kind: 'http', url, bearerToken: token, bearerTokenSource: source, headers };
  return runSuite(optionsFor(workspace, server, { secrets: [token ?? '', ...Object.values(headers)].filter(Boolean) }));
}

const only = (run: RunResult) => {
  expect(run.scenarios).toHaveLength(1);
  return run.scenarios[0]!;
};

/** The run-level error of a server that cannot be reached at all; its one scenario is marked not run. */
const startError = (run: RunResult) => {
  expect(only(run)).toMatchObject({ status: 'errored', notRun: true });
  return run.serverError?.message;
};

describe('live mode over Streamable HTTP', () => {
  let http: FixtureHttpServer;
  beforeAll(async () => {
    http = await startHttpServer({ createServer, token: TOKEN });
  });
  afterAll(() => http?.close());

  it('runs only live: true scenarios and counts the others as not live', async () => {
    const run = await live(http.url, TOKEN);
    expect(only(run)).toMatchObject({ name: 'live_lookup', status: 'passed' });
    expect(run.notLive).toBe(1);
    expect(run.target).toBe(http.url);
  });

  it('says a wrong token was refused and where it came from, never the token', async () => {
    const run = await live(http.url, WRONG, 'the bearer-token input');
    expect(startError(run)).toBe(
      `${http.url} refused the bearer token from the bearer-token input (HTTP 401; body "{\\"error\\":\\"invalid_token\\"}"): check that the secret holds a valid token for this server`,
    );
    expect(JSON.stringify(run)).not.toContain(WRONG);
  });

  it('says a token is needed when none was given', async () => {
    const run = await live(http.url, undefined);
    expect(startError(run)).toBe(
      `${http.url} requires authorization (HTTP 401; body "{\\"error\\":\\"invalid_token\\"}") and no bearer token or client credentials were given: set the bearer-token input or MCP_EVAL_BEARER_TOKEN, or OAuth client credentials`,
    );
  });

  it('sends the extra headers from MCP_EVAL_HEADERS', async () => {
    const before = http.seen.headers.length;
    const run = await live(http.url, TOKEN, 'MCP_EVAL_BEARER_TOKEN', { 'X-Tenant': 'tenant-42abc' });
    expect(only(run).status).toBe('passed');
    expect(http.seen.headers.slice(before).every((h) => h['x-tenant'] === 'tenant-42abc')).toBe(true);
  });
});

describe('live mode against a server that only speaks the older HTTP+SSE transport', () => {
  it('falls back to HTTP+SSE when the Streamable HTTP POST gets a 4xx', async () => {
    const legacy = await startHttpServer({ createServer, token: TOKEN, kind: 'legacy' });
    try {
      const run = await live(legacy.url, TOKEN);
      expect(only(run)).toMatchObject({ status: 'passed', output: 'Item widget: in stock' });
      expect(legacy.seen.authorization.every((value) => value === `Bearer ${TOKEN}`)).toBe(true);
    } finally {
      await legacy.close();
    }
  });
});

describe('live mode failures each get their own message', () => {
  it('5xx', async () => {
    const failing = await startHttpServer({ createServer, kind: 502 });
    try {
      expect(only(await live(failing.url, TOKEN)).error).toBe(
        `${failing.url} answered HTTP 502: the server failed on its side: "upstream exploded (502)"; check its logs or try again later`,
      );
    } finally {
      await failing.close();
    }
  });

  it('connection refused', async () => {
    // A port that was just free: listen on port 0, note it, close it.
    const probe = createHttpServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const url = `http://127.0.0.1:${port}/mcp`;
    expect(startError(await live(url, TOKEN))).toBe(
      `could not connect to ${url}: connection refused (nothing is listening on 127.0.0.1:${port}); check remote-url and that the server is running`,
    );
  });

  it('DNS failure', async () => {
    // `.invalid` never resolves (RFC 6761): the resolver answers locally.
    const url = 'http://mcp.example.invalid/mcp';
    expect(startError(await live(url, TOKEN))).toMatch(
      /^could not connect to http:\/\/mcp\.example\.invalid\/mcp: the host name "mcp\.example\.invalid" could not be resolved \(DNS, (ENOTFOUND|EAI_AGAIN)\); check remote-url$/,
    );
  });

  describe('TLS', () => {
    let plain: Server;
    let port: number;
    beforeAll(async () => {
      plain = createHttpServer((_req, res) => res.end('plain http'));
      await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
      port = (plain.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => plain.close(() => resolve())));

    it('an https URL to a plain-HTTP server', async () => {
      const url = `https://127.0.0.1:${port}/mcp`;
      expect(startError(await live(url, TOKEN))).toMatch(
        new RegExp(
          `^could not connect to ${url.replace(/[.]/g, '\\.')}: the TLS \\(https\\) handshake with 127\\.0\\.0\\.1:${port} failed \\(.+\\); check that the URL's scheme is right \\(https vs http\\) and that the server's certificate is valid$`,
        ),
      );
    });
  });
});

describe('a credential in remote-url', () => {
  it('is never shown: the message names the URL without its user, password or query', async () => {
    const probe = createHttpServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const remoteUrl = `http://127.0.0.1:${port}/mcp?api_key=SEKRET-in-the-url`;
    const options = toRunOptions({
      ...optionsConfig(workspace),
      remoteUrl,
    });
    expect(options.secrets).toEqual(expect.arrayContaining(['SEKRET-in-the-url']));
    const run = await runSuite(options);
    expect(startError(run)).toMatch(
      new RegExp(`^could not connect to http://127\\.0\\.0\\.1:${port}/mcp: connection refused`),
    );
    const everything = JSON.stringify(run);
    expect(everything).not.toContain('SEKRET-in-the-url');
  });

  it('may not hold a user or password, and the error does not show them', () => {
    expect(() =>
      toRunOptions({ ...optionsConfig(workspace), remoteUrl: 'https://agent:pa55word@mcp.example.test/mcp' }),
    ).toThrow(
      'remote-url must not carry a user name or password (https://mcp.example.test/mcp): give the token through bearer-token or MCP_EVAL_BEARER_TOKEN',
    );
  });

  it('must be http or https', () => {
    expect(() =>
      toRunOptions({ ...optionsConfig(workspace), remoteUrl: 'ftp://mcp.example.test/?key=SEKRET' }),
    ).toThrow('remote-url must be an http(s) URL, got "ftp://mcp.example.test/"');
  });
});

function optionsConfig(workspace: string): RunConfig {
  return runConfig(workspace, { bearerToken: TOKEN });
}

describe('a live server that stops answering part-way through the run', () => {
  it('is not reported as one that could not start: what ran keeps its result, the rest say why', async () => {
    // The first scenario runs; then the server refuses the token (a rotated secret, a redeploy).
    let refuse = false;
    const http = createHttpServer((req, res) => {
      if (refuse) return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"x"}');
      void inner.then((target) => {
        const forward = fetch(`${target.url}`, {
          method: req.method,
          headers: Object.fromEntries(
            Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
          ) as Record<string, string>,
          body: req.method === 'POST' ? (req as unknown as ReadableStream) : undefined,
          duplex: 'half',
        } as RequestInit);
        return forward.then(async (answer) => {
          res.writeHead(answer.status, Object.fromEntries(answer.headers));
          res.end(Buffer.from(await answer.arrayBuffer()));
        });
      });
    });
    const inner = startHttpServer({ createServer, token: TOKEN });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
    try {
      const scenario = (name: string) =>
        `name: ${name}\nlive: true\ntool_sequence:\n  - tool: lookup\n    args: { item: widget }\nexpected_contains: ["Item widget: in stock"]\n`;
      const suite = await writeSuite({ 'two.yaml': [scenario('first'), scenario('second')].join('---\n') });
      const server: RunOptions['server'] = {
        kind: 'http',
        url,
        bearerToken: TOKEN,
        bearerTokenSource: 'MCP_EVAL_BEARER_TOKEN',
        headers: {},
      };
      const run = await runSuite(optionsFor(suite, server, { concurrency: 1, secrets: [TOKEN] }), {
        onResult: () => (refuse = true),
      });
      expect(run.serverError).toBeUndefined();
      expect(run.scenarios.map((s) => [s.name, s.status, s.notRun ?? false])).toEqual([
        ['first', 'passed', false],
        ['second', 'errored', false],
      ]);
      expect(run.scenarios[1]!.error).toBe(
        `${url} refused the bearer token from MCP_EVAL_BEARER_TOKEN (HTTP 401; body "{\\"error\\":\\"x\\"}"): check that the secret holds a valid token for this server`,
      );
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await (await inner).close();
    }
  });
});
