import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { ROOT, runAction, runCli, runProcess } from '../helpers/runner.js';

/** What each example suite holds: a test fails when a scenario is added without updating this. */
const SUITES = [
  {
    name: 'ecnl',
    // One of them an agent scenario (scenarios/ecnl/agent.yaml), replayed without a key from its
    // committed recording (issue 43 §17); one has `skip:`.
    scenarios: 9,
    skipped: 1,
    live: 3,
    tools: ['find_events', 'get_event', 'list_conferences', 'list_seasons'],
  },
  {
    name: 'nwsl',
    scenarios: 11,
    skipped: 1,
    live: 4,
    tools: ['get_schedule', 'get_standings', 'get_team', 'list_teams'],
  },
] as const;

interface ServeHttp {
  startHttpServer(options: {
    league: string;
    token?: string;
    port?: number;
    requireToken?: boolean;
  }): Promise<{ url: string; close(): Promise<void> }>;
}
// A variable specifier: the examples are plain JavaScript, without type declarations.
const serveHttpModule = pathToFileURL(path.join(ROOT, 'examples/serve-http.mjs')).href;

/**
 * The whole demo: 20 scenarios over stdio, each with a server process of its own, the two agent
 * scenarios replayed trial by trial. About 17 s alone on two cores; twice that beside other files.
 */
const DEMO_TIMEOUT_MS = 60_000;

describe('npm run demo', () => {
  it(
    'runs both example suites through the CLI bundle in stub mode, and they pass',
    { timeout: DEMO_TIMEOUT_MS },
    async () => {
      const run = await runProcess(process.execPath, ['scripts/demo.mjs'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH },
      });
      expect(run.stderr).toBe('');
      for (const suite of SUITES) {
        expect(run.stdout).toContain(
          `== ${suite.name}: scenarios/${suite.name} against node examples/${suite.name}/server.mjs`,
        );
        expect(run.stdout).toContain(
          `${suite.scenarios} scenarios: ${suite.scenarios - suite.skipped} passed, 0 failed, ${suite.skipped} skipped (stub: node examples/${suite.name}/server.mjs`,
        );
      }
      // With no key, each agent scenario is replayed from its committed recording, and passes (issue 43 §17).
      expect(run.stdout).toMatch(/^PASS {2}agent_north_atlantic_events .*replayed/m);
      expect(run.stdout).toMatch(/^PASS {2}agent_who_leads_the_table .*replayed/m);
      expect(run.code).toBe(0);
    },
  );

  it('refuses an unknown suite name', async () => {
    const run = await runProcess(process.execPath, ['scripts/demo.mjs', 'mls'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown example suite "mls"');
  });
});

describe.each(SUITES)('the $name example suite through dist/index.js as the Actions runner runs it', (suite) => {
  const expected = {
    total: String(suite.scenarios),
    passed: String(suite.scenarios - suite.skipped),
    failed: '0',
    skipped: String(suite.skipped),
  };

  it('passes over stdio', async () => {
    const run = await runAction({
      scenarios: `scenarios/${suite.name}/**/*.yaml`,
      'server-command': `node examples/${suite.name}/server.mjs`,
    });
    expect(run.stderr).toBe('');
    expect(run.annotations.filter((annotation) => annotation.level === 'error')).toEqual([]);
    expect(run.outputs).toMatchObject(expected);
    expect(run.code).toBe(0);
    // One scenario has `skip:`; the agent scenario is replayed from its recording, not skipped (issue 43 §17).
    expect(run.summary).toContain('> - 1 scenario skipped by <code>skip:</code>');
    expect(run.summary).not.toContain('agent scenario skipped');
  });

  it('passes in-process through server-module', async () => {
    const run = await runAction({
      scenarios: `scenarios/${suite.name}/**/*.yaml`,
      'server-module': `examples/${suite.name}/server.mjs`,
    });
    expect(run.annotations.filter((annotation) => annotation.level === 'error')).toEqual([]);
    expect(run.outputs).toMatchObject(expected);
    expect(run.code).toBe(0);
  });
});

describe('the example servers', () => {
  it.each(SUITES)('$name declares its tools with descriptions and input schemas', async (suite) => {
    const { InMemoryTransport } = await import('@modelcontextprotocol/sdk/inMemory.js');
    const { createServer } = (await import(
      pathToFileURL(path.join(ROOT, `examples/${suite.name}/server.mjs`)).href
    )) as { createServer(): { connect(transport: unknown): Promise<void>; close(): Promise<void> } };
    const server = createServer();
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: 'examples-test', version: '1.0.0' });
    await client.connect(clientSide);
    const { tools } = await client.listTools();
    await client.close();
    await server.close();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...suite.tools]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
    }
  });

  it.each(SUITES)('$name has at least 6 scenarios, as counted above, some live and one skipped', async (suite) => {
    const directory = path.join(ROOT, 'scenarios', suite.name);
    const documents = [];
    for (const file of (await readdir(directory)).filter((name) => name.endsWith('.yaml'))) {
      const text = await readFile(path.join(directory, file), 'utf8');
      documents.push(
        ...parseAllDocuments(text).map((document) => document.toJS() as { live?: boolean; skip?: string }),
      );
    }
    expect(documents.length).toBeGreaterThanOrEqual(6);
    expect(documents.length).toBe(suite.scenarios);
    expect(documents.filter((document) => document.live === true).length).toBe(suite.live);
    const agents = documents.filter((document) => (document as { prompt?: string }).prompt !== undefined);
    expect(agents).toHaveLength(1);
    expect(documents.filter((document) => document.skip !== undefined).length).toBe(suite.skipped);
  });
});

describe('the example upstreams', () => {
  const UPSTREAMS = [
    { name: 'nwsl', variable: 'NWSL_UPSTREAM_URL', path: '/league', load: 'fetchLeague', body: { teams: ['live'] } },
    { name: 'ecnl', variable: 'ECNL_UPSTREAM_URL', path: '/events', load: 'fetchFeed', body: { events: ['live'] } },
  ] as const;

  it.each(UPSTREAMS)('$name reads its fixture in stub mode and its upstream otherwise', async (upstream) => {
    const { createServer } = await import('node:http');
    const requested: string[] = [];
    const http = createServer((request, response) => {
      requested.push(request.url ?? '');
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(upstream.body));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as { port: number };
    try {
      const module = (await import(
        pathToFileURL(path.join(ROOT, `examples/${upstream.name}/upstream.mjs`)).href
      )) as Record<string, (env: Record<string, string>) => Promise<unknown>>;
      const load = module[upstream.load]!;
      const url = `http://127.0.0.1:${port}`;
      expect(await load({ [upstream.variable]: url })).toEqual(upstream.body);
      expect(requested).toEqual([upstream.path]);
      const stub = await load({ [upstream.variable]: url, MCP_EVAL_MODE: 'stub' });
      expect(stub).not.toEqual(upstream.body);
      expect(requested).toHaveLength(1);
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });
});

describe('examples/serve-http.mjs', () => {
  const token = 'example-token-for-tests';
  let server: Awaited<ReturnType<ServeHttp['startHttpServer']>>;

  beforeAll(async () => {
    const { startHttpServer } = (await import(serveHttpModule)) as ServeHttp;
    server = await startHttpServer({ league: 'nwsl', token, port: 0 });
  });
  afterAll(() => server?.close());

  it('listens on loopback only', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  });

  it('refuses a request with no token or a wrong one', async () => {
    const initialize = {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }),
    };
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
    const missing = await fetch(server.url, { ...initialize, headers });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await fetch(server.url, { ...initialize, headers: { ...headers, Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
  });

  it('serves the MCP session when the token is right', async () => {
    const transport = new StreamableHTTPClientTransport(new URL(server.url), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    });
    const client = new Client({ name: 'examples-test', version: '1.0.0' });
    await client.connect(transport);
    const result = await client.callTool({ name: 'get_standings', arguments: {} });
    await client.close();
    expect(JSON.stringify(result.content)).toContain('1. Orlando Pride: 9 pts');
  });

  it('makes a live run with the wrong token fail, saying where the token came from and never the token', async () => {
    const wrongToken = 'wrong-token-never-printed';
    const run = await runCli(['scenarios/nwsl', '--remote-url', server.url], {
      env: { MCP_EVAL_BEARER_TOKEN: wrongToken },
    });
    // A refused token refuses every scenario: the run stops at the first, says it once, and exits 2.
    expect(run.code).toBe(2);
    expect(
      run.stdout.split(`${server.url} refused the bearer token from MCP_EVAL_BEARER_TOKEN (HTTP 401;`),
    ).toHaveLength(2);
    expect(run.stdout + run.stderr).not.toContain(wrongToken);
  });

  it.each([
    ['a Host that is not loopback', { host: 'evil.example.com' }],
    ['an Origin that is not loopback', { origin: 'http://evil.example.com' }],
    ['an Origin that only starts like loopback', { origin: 'http://127.0.0.1.evil.example.com' }],
  ])('refuses %s with 403, even with the right token (DNS rebinding)', async (_, headers) => {
    const answer = await initializeWith(server.url, { authorization: `Bearer ${token}`, ...headers });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatch(/"forbidden: (Host|Origin) \\"[^"]*evil\.example\.com\\" is not loopback"/);
  });

  it.each([['localhost'], ['127.0.0.1'], ['[::1]']])('accepts the loopback Host and Origin %s', async (name) => {
    const port = new URL(server.url).port;
    const answer = await initializeWith(server.url, {
      authorization: `Bearer ${token}`,
      host: `${name}:${port}`,
      origin: `http://${name}:${port}`,
    });
    expect(answer.status).toBe(200);
  });

  it('serves without a token only when told --no-token, and still refuses a foreign Host', async () => {
    const { startHttpServer } = (await import(serveHttpModule)) as ServeHttp;
    const open = await startHttpServer({ league: 'nwsl', port: 0, requireToken: false });
    try {
      expect((await initializeWith(open.url, {})).status).toBe(200);
      expect((await initializeWith(open.url, { host: 'evil.example.com' })).status).toBe(403);
    } finally {
      await open.close();
    }
  });

  it('will not start without a token', async () => {
    const run = await runProcess(process.execPath, ['examples/serve-http.mjs', 'nwsl', '--port', '0'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('a bearer token is required');
  });
});

describe('npm run live-demo', () => {
  it('runs the live scenarios of both examples over Streamable HTTP on loopback and passes', async () => {
    const run = await runProcess(process.execPath, ['scripts/live-demo.mjs'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH },
      timeoutMs: 60_000,
    });
    for (const suite of SUITES) {
      expect(run.stdout).toContain(
        `${suite.live} scenarios: ${suite.live} passed, 0 failed, 0 skipped, ${suite.scenarios - suite.live} not live (live: http://127.0.0.1:`,
      );
    }
    expect(run.code).toBe(0);
    // The test waits longer than the process may run (timeoutMs), so a slow machine reads as the
    // process's own timeout, with its output, never as vitest's bare 30 s.
  }, 90_000);
});

/** POSTs `initialize` to `url` with these headers over node:http, which (unlike fetch) lets a test set Host. */
function initializeWith(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      }),
    );
  });
}
