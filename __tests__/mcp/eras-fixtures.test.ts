// Throwaway proof that the era fixtures (__tests__/fixtures/servers/eras) work with the SDK v2
// client directly, before src/mcp moves to it: each fixture over stdio, Streamable HTTP and
// in-process, in each negotiation mode; the server->client asks (elicitation, sampling, roots)
// reach the client's handlers in both eras; a modern-only server refuses the 2025 era.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  Client,
  InMemoryTransport,
  SdkError,
  SdkErrorCode,
  SdkHttpError,
  StreamableHTTPClientTransport,
  UnsupportedProtocolVersionError,
  type ElicitResult,
  type Transport,
} from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { McpServer as V1McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as bothEras from '../fixtures/servers/eras/both-eras.mjs';
import { startEraHttpServer } from '../fixtures/servers/eras/http.mjs';
import * as modernOnly from '../fixtures/servers/eras/modern-only.mjs';
import { ROOT } from '../helpers/runner.js';

const MODERN = '2026-07-28';
/** The revision a v2 client asks for in `initialize`. */
const LEGACY = '2025-11-25';
const ERAS_DIR = path.join(ROOT, '__tests__/fixtures/servers/eras');
const BEARER = 'era-fixture-token';

const NEGOTIATIONS = {
  auto: { mode: 'auto' },
  pinned: { mode: { pin: MODERN } },
  legacy: { mode: 'legacy' },
} as const;
type Negotiation = keyof typeof NEGOTIATIONS;

/** What the client answers when the server asks, and which asks reached it. */
interface Answers {
  elicit: ElicitResult;
  summary: string;
  roots: string[];
}
const ANSWERS: Answers = {
  elicit: { action: 'accept', content: { confirm: true } },
  summary: 'three words here',
  roots: ['file:///work/a', 'file:///work/b'],
};

function newClient(negotiation: Negotiation, answers: Answers = ANSWERS) {
  const reached: string[] = [];
  const client = new Client(
    { name: 'eras-fixtures-test', version: '1.0.0' },
    {
      capabilities: { elicitation: { form: {} }, sampling: {}, roots: {} },
      versionNegotiation: NEGOTIATIONS[negotiation],
    },
  );
  client.setRequestHandler('elicitation/create', async (request) => {
    reached.push(
      `elicitation/create ${JSON.stringify(request.params.mode === 'url' ? {} : request.params.requestedSchema)}`,
    );
    return answers.elicit;
  });
  client.setRequestHandler('sampling/createMessage', async () => {
    reached.push('sampling/createMessage');
    return { role: 'assistant', model: 'fixture-model', content: { type: 'text', text: answers.summary } };
  });
  client.setRequestHandler('roots/list', async () => {
    reached.push('roots/list');
    return { roots: answers.roots.map((uri) => ({ uri })) };
  });
  return { client, reached };
}

async function callText(client: Client, name: string, args: Record<string, unknown> = {}): Promise<string> {
  const result = await client.callTool({ name, arguments: args });
  const parts = result.content as { type: string; text?: string }[];
  expect(result.isError, JSON.stringify(parts)).toBeFalsy();
  return parts.map((part) => part.text ?? `[${part.type}]`).join('');
}

const CONFIRM_SCHEMA = JSON.stringify({
  type: 'object',
  properties: { confirm: { type: 'boolean' } },
  required: ['confirm'],
});

/** Connects, checks the era spoken and that deploy/summarize/where reach the client's handlers. */
async function provesEveryTool(client: Client, reached: string[], negotiation: Negotiation) {
  const era = negotiation === 'legacy' ? `legacy ${LEGACY}` : `modern ${MODERN}`;
  expect(client.getProtocolEra()).toBe(negotiation === 'legacy' ? 'legacy' : 'modern');
  expect(await callText(client, 'era')).toBe(`era: ${era}`);
  expect(await callText(client, 'echo', { text: 'hi there' })).toBe('echo: hi there');
  expect(await callText(client, 'deploy')).toBe('deployed: confirm=true');
  expect(await callText(client, 'summarize', { text: 'a long text' })).toBe(`summary: ${ANSWERS.summary}`);
  expect(await callText(client, 'where')).toBe(`roots: ${ANSWERS.roots.join(', ')}`);
  expect(reached).toEqual([`elicitation/create ${CONFIRM_SCHEMA}`, 'sampling/createMessage', 'roots/list']);
}

interface Fixture {
  serve(transport: Transport): { close(): Promise<void> };
  createServer(): { connect(transport: Transport): Promise<void>; close(): Promise<void> };
}

/** Connects `client` to `fixture` in this process over an InMemoryTransport pair. */
async function connectInProcess(client: Client, fixture: Fixture) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const handle = fixture.serve(serverSide);
  try {
    await client.connect(clientSide);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return async () => {
    await client.close();
    await handle.close();
  };
}

function stdioTransport(file: string, env: Record<string, string> = {}) {
  return new StdioClientTransport({
    command: process.execPath,
    args: [path.join(ERAS_DIR, file)],
    env: { ...getDefaultEnvironment(), ...env },
    stderr: 'pipe',
  });
}

/** Rejects like the SDK's unsupported-protocol-version answer to a 2025-era opening. */
function expectRefusedLegacy(error: unknown) {
  expect(error).toBeInstanceOf(UnsupportedProtocolVersionError);
  expect((error as UnsupportedProtocolVersionError).code).toBe(-32022);
  expect((error as UnsupportedProtocolVersionError).data).toEqual({ supported: [MODERN], requested: LEGACY });
}

const MODES: Negotiation[] = ['auto', 'pinned', 'legacy'];

describe.concurrent('both-eras.mjs serves both eras, and asks the client in each', () => {
  it.each(MODES)('in-process through serve(transport), %s', async (negotiation) => {
    const { client, reached } = newClient(negotiation);
    const close = await connectInProcess(client, bothEras);
    try {
      await provesEveryTool(client, reached, negotiation);
    } finally {
      await close();
    }
  });

  it.each(MODES)('over stdio, %s', async (negotiation) => {
    const { client, reached } = newClient(negotiation);
    await client.connect(stdioTransport('both-eras.mjs', { DRIFT_ERA: 'legacy' }));
    try {
      await provesEveryTool(client, reached, negotiation);
      // DRIFT_ERA reaches the server process and names the era it changes.
      expect(await callText(client, 'drift')).toBe(negotiation === 'legacy' ? 'drift: changed' : 'drift: same');
    } finally {
      await client.close();
    }
  });

  it.each([
    [{ action: 'accept', content: { confirm: true } }, 'deployed: confirm=true'],
    [{ action: 'accept', content: { confirm: false } }, 'deployed: confirm=false'],
    [{ action: 'decline' }, 'declined'],
    [{ action: 'cancel' }, 'cancelled'],
  ] as const)('deploy answers by the elicitation action %j, in both eras', async (elicit, answer) => {
    for (const negotiation of ['auto', 'legacy'] as const) {
      const { client } = newClient(negotiation, { ...ANSWERS, elicit: elicit as ElicitResult });
      const close = await connectInProcess(client, bothEras);
      try {
        expect(await callText(client, 'deploy'), negotiation).toBe(answer);
      } finally {
        await close();
      }
    }
  });
});

describe('drift answers by the era DRIFT_ERA names (in-process: this process environment)', () => {
  it.each([
    [undefined, 'drift: same', 'drift: same'],
    ['modern', 'drift: changed', 'drift: same'],
    ['legacy', 'drift: same', 'drift: changed'],
  ])('DRIFT_ERA=%s: modern says %j, legacy says %j', async (driftEra, modern, legacy) => {
    if (driftEra) vi.stubEnv('DRIFT_ERA', driftEra);
    try {
      for (const [negotiation, expected] of [
        ['pinned', modern],
        ['legacy', legacy],
      ] as const) {
        const { client } = newClient(negotiation);
        const close = await connectInProcess(client, bothEras);
        try {
          expect(await callText(client, 'drift'), negotiation).toBe(expected);
        } finally {
          await close();
        }
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe.concurrent('modern-only.mjs serves 2026-07-28 and refuses the 2025 era', () => {
  it.each(['auto', 'pinned'] as const)('in-process through serve(transport), %s', async (negotiation) => {
    const { client, reached } = newClient(negotiation);
    const close = await connectInProcess(client, modernOnly);
    try {
      await provesEveryTool(client, reached, negotiation);
    } finally {
      await close();
    }
  });

  it('in-process, refuses a legacy client with -32022 naming 2026-07-28', async () => {
    const { client } = newClient('legacy');
    // serveStdio's onerror reports the refusal: to this test's own list (the fixture's `report`),
    // not to process.stderr, which the tests running beside this one share.
    const reports: string[] = [];
    const reporting: Fixture = {
      ...modernOnly,
      serve: (transport) => modernOnly.serve(transport, { report: (error) => reports.push(error.message) }),
    };
    const refused = await connectInProcess(client, reporting).then(
      () => undefined,
      (error: unknown) => error,
    );
    expectRefusedLegacy(refused);
    expect(reports[0]).toContain('Rejected 2025-era request on a modern-only stdio connection');
  });

  // Pinned only: 'auto' over stdio spawns a second (probe) process, and both-eras.mjs shows it.
  it('over stdio, pinned', async () => {
    const { client, reached } = newClient('pinned');
    await client.connect(stdioTransport('modern-only.mjs'));
    try {
      await provesEveryTool(client, reached, 'pinned');
    } finally {
      await client.close();
    }
  });

  it('over stdio, refuses a legacy client with -32022 naming 2026-07-28', async () => {
    const { client } = newClient('legacy');
    const transport = stdioTransport('modern-only.mjs');
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const refused = await client.connect(transport).then(
      () => undefined,
      (error: unknown) => error,
    );
    await client.close();
    expectRefusedLegacy(refused);
    expect(stderr).toContain('modern-only-fixture: Rejected 2025-era request');
  });
});

describe.concurrent.each(['both', 'modern'] as const)('http.mjs --era %s (Streamable HTTP, 127.0.0.1)', (era) => {
  let server: Awaited<ReturnType<typeof startEraHttpServer>>;
  beforeAll(async () => {
    server = await startEraHttpServer({ era, bearer: BEARER });
  });
  afterAll(() => server?.close());

  const httpTransport = (url = server.url) =>
    new StreamableHTTPClientTransport(new URL(url), {
      requestInit: { headers: { Authorization: `Bearer ${BEARER}` } },
    });

  it.each(MODES)('%s', async (negotiation) => {
    const { client, reached } = newClient(negotiation);
    if (era === 'modern' && negotiation === 'legacy') {
      // A server of its own, whose refusals are reported to this test's list, not to the shared stderr.
      const reports: string[] = [];
      const own = await startEraHttpServer({ era, bearer: BEARER, report: (error) => reports.push(error.message) });
      try {
        const refused = await client.connect(httpTransport(own.url)).then(
          () => undefined,
          (error: unknown) => error,
        );
        // Over HTTP the same -32022 arrives as the body of an HTTP 400, wrapped in an SdkHttpError.
        expect(refused).toBeInstanceOf(SdkHttpError);
        const data = (refused as SdkHttpError).data as { status: number; text: string };
        expect(data.status).toBe(400);
        expect(JSON.parse(data.text)).toMatchObject({
          error: { code: -32022, data: { supported: [MODERN], requested: LEGACY } },
        });
        expect(reports.join('\n')).toContain('Rejected 2025-era request');
      } finally {
        await client.close();
        await own.close();
      }
      return;
    }
    await client.connect(httpTransport());
    try {
      await provesEveryTool(client, reached, negotiation);
    } finally {
      await client.close();
    }
  });

  it('refuses a request without the bearer token with 401', async () => {
    const answer = await fetch(server.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });
});

describe('http.mjs as a command', () => {
  it('prints its 127.0.0.1 URL and serves behind FIXTURE_BEARER', async () => {
    const child = spawn(process.execPath, [path.join(ERAS_DIR, 'http.mjs'), '--era', 'both', '--port', '0'], {
      env: { PATH: process.env.PATH, FIXTURE_BEARER: BEARER },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [url] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
      const { client } = newClient('auto');
      await client.connect(
        new StreamableHTTPClientTransport(new URL(url), {
          requestInit: { headers: { Authorization: `Bearer ${BEARER}` } },
        }),
      );
      expect(await callText(client, 'era')).toBe(`era: modern ${MODERN}`);
      await client.close();
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('a bare connect() (what src/mcp/in-process.ts does today) serves the 2025 era only', () => {
  it('v2 createServer().connect(): auto falls back to legacy, a pin fails', async () => {
    for (const negotiation of ['auto', 'pinned'] as const) {
      const server = bothEras.createServer();
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await server.connect(serverSide);
      const { client } = newClient(negotiation);
      const outcome = await client.connect(clientSide).then(
        () => undefined,
        (error: unknown) => error,
      );
      if (negotiation === 'auto') {
        expect(outcome).toBeUndefined();
        expect(await callText(client, 'era')).toBe(`era: legacy ${LEGACY}`);
      } else {
        expect(outcome).toBeInstanceOf(SdkError);
        expect((outcome as SdkError).code).toBe(SdkErrorCode.EraNegotiationFailed);
      }
      await client.close();
      await server.close();
    }
  });

  it('a v1 (@modelcontextprotocol/sdk) McpServer answers the v2 client over its InMemoryTransport, legacy only', async () => {
    for (const negotiation of ['legacy', 'auto', 'pinned'] as const) {
      const server = new V1McpServer({ name: 'v1', version: '1.0.0' });
      server.registerTool('echo', { inputSchema: {} }, async () => ({ content: [{ type: 'text', text: 'v1 echo' }] }));
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await server.connect(serverSide);
      const { client } = newClient(negotiation);
      const outcome = await client.connect(clientSide).then(
        () => undefined,
        (error: unknown) => error,
      );
      if (negotiation === 'pinned') {
        expect((outcome as SdkError).code).toBe(SdkErrorCode.EraNegotiationFailed);
      } else {
        expect(outcome).toBeUndefined();
        expect(client.getProtocolEra()).toBe('legacy');
        expect(await callText(client, 'echo')).toBe('v1 echo');
      }
      await client.close();
      await server.close();
    }
  });
});
