#!/usr/bin/env node
// Serves an example MCP server over Streamable HTTP on loopback, behind a required bearer token,
// so live mode can be tried on one machine:
//
//   node examples/serve-http.mjs nwsl --port 0 --token "$TOKEN"
//
// prints the endpoint URL (e.g. http://127.0.0.1:49152/mcp) as the first line of stdout; point
// `--remote-url` (or the action's `remote-url`) at it with MCP_EVAL_BEARER_TOKEN=$TOKEN.
// The token may also come from MCP_EXAMPLE_BEARER_TOKEN. Stop it with Ctrl-C or SIGTERM.
//
// Requests whose Host or Origin is not loopback are refused with 403 before anything else (DNS
// rebinding: a web page on evil.example whose name resolves to 127.0.0.1 must not reach the server).
// `--no-token` serves without a token, for probes that send none (the official conformance suite's
// server scenarios); still loopback only.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
/* global Headers, Request */
import { createMcpHandler } from '@modelcontextprotocol/server';

/** The example servers this script can serve, by name. */
export const EXAMPLE_SERVERS = {
  ecnl: () => import('./ecnl/server.mjs'),
  nwsl: () => import('./nwsl/server.mjs'),
};

/** Loopback only: the examples are for trying live mode locally, never for serving a network. */
export const LOOPBACK_HOST = '127.0.0.1';
export const MCP_PATH = '/mcp';

/**
 * Host names a request may name in Host or Origin: the SDK's own loopback list (its
 * `localhostHostValidation()` Express middleware; this server is plain node:http, so the check is
 * made here with the same list, port-agnostic).
 */
export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

const USAGE = `Usage: node examples/serve-http.mjs <${Object.keys(EXAMPLE_SERVERS).join('|')}> [--port N] [--token T | --no-token]

Serves the example MCP server over Streamable HTTP at http://${LOOPBACK_HOST}:<port>${MCP_PATH}.
  --port N     TCP port; 0 (the default) picks a free one
  --token T    bearer token every request must send (or set MCP_EXAMPLE_BEARER_TOKEN); required
  --no-token   serve without a token (loopback only, for probes that send none)
Requests whose Host or Origin is not loopback get 403.
`;

function digest(text) {
  return createHash('sha256').update(text).digest();
}

/** Compares in constant time, so the token cannot be guessed byte by byte from response times. */
function tokenMatches(header, expectedDigest) {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), expectedDigest);
}

/** The host name of a Host header value or an Origin URL, or undefined when it cannot be read. */
function hostnameOf(value, isOrigin) {
  try {
    return new URL(isOrigin ? value : `http://${value}`).hostname;
  } catch {
    return undefined;
  }
}

/** Why a request's Host or Origin is refused, or undefined when both are loopback (Origin may be absent). */
export function rebindingProblem(headers) {
  const host = headers.host;
  if (!host || !LOOPBACK_HOSTNAMES.includes(hostnameOf(host, false) ?? ''))
    return `Host ${JSON.stringify(host ?? '')} is not loopback`;
  const origin = headers.origin;
  if (origin !== undefined && !LOOPBACK_HOSTNAMES.includes(hostnameOf(origin, true) ?? ''))
    return `Origin ${JSON.stringify(origin)} is not loopback`;
  return undefined;
}

function sendJsonRpcError(response, status, message, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/** A node:http request as a fetch `Request` (the SDK v2's HTTP entry is fetch-shaped). */
async function toFetchRequest(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(`http://${LOOPBACK_HOST}${request.url}`, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' || body.length === 0 ? undefined : body,
  });
}

/** Writes a fetch `Response` (possibly a stream of server-sent events) to a node:http response. */
async function sendFetchResponse(fetched, response) {
  response.writeHead(fetched.status, Object.fromEntries(fetched.headers));
  if (fetched.body) for await (const chunk of fetched.body) response.write(chunk);
  response.end();
}

/**
 * Starts the named example server over Streamable HTTP, stateless and in both eras: the SDK v2's
 * HTTP entry answers 2026-07-28 requests (and `server/discover`) and 2025-era ones alike, with a
 * fresh server per request, so scenarios never share state and any instance behind a load
 * balancer could answer. Resolves to { url, close() }.
 */
export async function startHttpServer({ league, token, port = 0, requireToken = true }) {
  const load = EXAMPLE_SERVERS[league];
  if (!load)
    throw new Error(`unknown example server "${league}": use one of ${Object.keys(EXAMPLE_SERVERS).join(', ')}`);
  if (requireToken && !token)
    throw new Error('a bearer token is required: pass --token or set MCP_EXAMPLE_BEARER_TOKEN (or --no-token)');
  const { createServer } = await load();
  const expectedDigest = requireToken ? digest(token) : undefined;
  const handler = createMcpHandler(() => createServer());

  const http = createHttpServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url ?? '/', `http://${LOOPBACK_HOST}`);
      // Before the token and the path: a rebinding page learns nothing, not even that a server is here.
      const rebinding = rebindingProblem(request.headers);
      if (rebinding) return sendJsonRpcError(response, 403, `forbidden: ${rebinding}`);
      if (pathname !== MCP_PATH) return sendJsonRpcError(response, 404, `not found: the MCP endpoint is ${MCP_PATH}`);
      if (expectedDigest && !tokenMatches(request.headers.authorization, expectedDigest)) {
        return sendJsonRpcError(response, 401, 'missing or wrong bearer token', {
          'WWW-Authenticate': 'Bearer realm="mcp-example"',
        });
      }
      await sendFetchResponse(await handler.fetch(await toFetchRequest(request)), response);
    } catch (error) {
      process.stderr.write(`serve-http: ${error instanceof Error ? error.stack : error}\n`);
      if (!response.headersSent) sendJsonRpcError(response, 500, 'internal error');
      else response.end();
    }
  });

  await new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, LOOPBACK_HOST, resolve);
  });
  const address = http.address();
  return {
    url: `http://${LOOPBACK_HOST}:${address.port}${MCP_PATH}`,
    async close() {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(() => resolve()));
      await handler.close();
    },
  };
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        port: { type: 'string', default: '0' },
        token: { type: 'string' },
        'no-token': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    process.stderr.write(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const port = Number(values.port);
  const requireToken = !values['no-token'];
  const token = requireToken ? (values.token ?? process.env.MCP_EXAMPLE_BEARER_TOKEN ?? '') : '';
  if (positionals.length !== 1 || !Number.isInteger(port) || port < 0 || port > 65535 || (requireToken && !token)) {
    process.stderr.write(
      `${requireToken && !token ? 'serve-http: a bearer token is required (--token or MCP_EXAMPLE_BEARER_TOKEN, or --no-token)\n\n' : ''}${USAGE}`,
    );
    return 2;
  }
  if (!requireToken && values.token !== undefined) {
    process.stderr.write(`serve-http: give --token or --no-token, not both\n\n${USAGE}`);
    return 2;
  }
  let server;
  try {
    server = await startHttpServer({ league: positionals[0], token, port, requireToken });
  } catch (error) {
    process.stderr.write(`serve-http: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  process.stdout.write(`${server.url}\n`);
  process.stderr.write(
    `serving the ${positionals[0]} example at ${server.url} (${requireToken ? 'bearer token required' : 'no token'}; loopback Host/Origin only); Ctrl-C stops\n`,
  );
  await new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main();
}
