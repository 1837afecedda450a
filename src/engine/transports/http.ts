import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { HTTP_BODY_QUOTE_CHARS } from '../limits.js';
import { isBadPort } from '../../util/bad-port.js';
import { safeUrl } from './headers.js';
import { SessionWatch } from './session-loss.js';
import { connectClient, messageOf, ServerStartError, type McpSession, type SessionFactory } from './session.js';

export interface HttpTarget {
  url: string;
  bearerToken?: string;
  /** Where the token came from (`the bearer-token input`, `MCP_EVAL_BEARER_TOKEN`), for messages. */
  bearerTokenSource?: string;
  headers: Record<string, string>;
}

/** An HTTP status carried by the SDK's StreamableHTTPError / SseError (`code`), if any. */
function httpStatusOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' && code >= 100 && code < 600 ? code : undefined;
}

/**
 * Sessions to a live server: Streamable HTTP first; when that POST of `initialize` is answered with a
 * 4xx other than 401/403 (what the SDK documents for servers that only speak the older HTTP+SSE
 * transport, typically 404 or 405), the older transport is tried on the same URL. The transports are
 * loaded only in live mode.
 */
export function httpSessions(target: HttpTarget, connectTimeoutMs: number): SessionFactory {
  const headers: Record<string, string> = { ...target.headers };
  if (target.bearerToken) headers.Authorization = `Bearer ${target.bearerToken}`;
  const url = new URL(target.url);
  let legacy = false;
  const explain = (error: unknown) => describeHttpFailure(error, target);

  const open = async (transport: Transport, watch?: SessionWatch): Promise<McpSession> => {
    try {
      const client = await connectClient(transport, connectTimeoutMs);
      if (watch) {
        watch.onLost = (method) => {
          // A session the server dropped cannot answer again: closing the client fails the calls still
          // waiting on it now (the SDK would leave them to their timeout). A POST answered 404 is left
          // alone: it rejects its own request, which must surface as refused (safe to send again).
          if (method !== 'POST') void client.close().catch(() => undefined);
        };
      }
      const close = async () => {
        // Ends the server-side session (HTTP DELETE) so a live server does not keep one per scenario; a
        // server that does not support it answers 405, which is fine.
        const terminate = (transport as { terminateSession?: () => Promise<void> }).terminateSession;
        if (terminate) await terminate.call(transport).catch(() => undefined);
        await client.close();
      };
      return { client, stderr: () => '', explain, close, loss: watch && ((error) => watch.loss(error)) };
    } catch (error) {
      await transport.close().catch(() => undefined);
      throw error;
    }
  };
  const openLegacy = async () => {
    const { SSEClientTransport } = await import('@modelcontextprotocol/sdk/client/sse.js');
    return open(new SSEClientTransport(url, { requestInit: { headers } }));
  };

  return {
    async open(): Promise<McpSession> {
      if (legacy) {
        try {
          return await openLegacy();
        } catch (error) {
          throw new ServerStartError(describeHttpFailure(error, target), '', cannotStart(error));
        }
      }
      const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
      try {
        const watch = new SessionWatch();
        return await open(
          new StreamableHTTPClientTransport(url, { requestInit: { headers }, fetch: watch.fetch }),
          watch,
        );
      } catch (error) {
        const status = httpStatusOf(error);
        if (status === undefined || status < 400 || status >= 500 || status === 401 || status === 403) {
          throw new ServerStartError(describeHttpFailure(error, target), '', cannotStart(error));
        }
        try {
          const session = await openLegacy();
          legacy = true;
          return session;
        } catch (legacyError) {
          throw new ServerStartError(
            `${describeHttpFailure(error, target)}; the older HTTP+SSE transport was tried too and failed: ${describeHttpFailure(legacyError, target)}`,
            '',
          );
        }
      }
    },
  };
}

/** Codes Node's fetch (undici) and its TLS layer put on `error.cause`. */
const TLS_CODE = /^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_OSSL_)/;

/** Connection failures that no retry within the run would change: the next scenario would hit them too. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME']);

/**
 * Whether the live server cannot be reached at all (nothing listening, no such host, a TLS handshake
 * that fails, the token refused): the run stops at the first such failure instead of repeating it.
 */
function cannotStart(error: unknown): boolean {
  if (isBadPort(error)) return true;
  const status = httpStatusOf(error);
  if (status === 401 || status === 403) return true;
  if (status !== undefined) return false;
  const cause = causeOf(error);
  const code = cause?.code ?? '';
  return UNREACHABLE_CODES.has(code) || TLS_CODE.test(code) || /\b(SSL|TLS)\b|certificate/i.test(cause?.message ?? '');
}

function causeOf(error: unknown): { code?: string; message: string } | undefined {
  for (let current = error as { cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return { code, message: messageOf(current) };
    current = current.cause as { cause?: unknown } | undefined;
  }
  return undefined;
}

/**
 * Says what went wrong talking to a live server, one clear message per kind of failure, naming the
 * variable the token came from and never the token.
 */
export function describeHttpFailure(error: unknown, target: HttpTarget): string {
  const url = safeUrl(target.url);
  const host = safeHost(url);
  const status = httpStatusOf(error);
  if (status === 401 || status === 403) {
    const source = target.bearerTokenSource ?? 'MCP_EVAL_BEARER_TOKEN';
    return target.bearerToken
      ? `${url} refused the bearer token from ${source} (HTTP ${status}): check that the secret holds a valid token for this server`
      : `${url} requires authorization (HTTP ${status}) and no bearer token was given: set the bearer-token input or MCP_EVAL_BEARER_TOKEN`;
  }
  if (status !== undefined && status >= 500) {
    return `${url} answered HTTP ${status}: the server failed on its side${bodyQuote(error)}; check its logs or try again later`;
  }
  if (status !== undefined) return `${url} answered HTTP ${status}${bodyQuote(error)}`;
  if (isBadPort(error)) {
    return `could not connect to ${url}: fetch refuses to connect to port ${new URL(url).port} (one of the ports the Fetch standard blocks); serve the MCP server on another port`;
  }
  const cause = causeOf(error);
  const code = cause?.code ?? '';
  if (code === 'ECONNREFUSED') {
    return `could not connect to ${url}: connection refused (nothing is listening on ${host}); check remote-url and that the server is running`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') {
    return `could not connect to ${url}: the host name "${new URL(url).hostname}" could not be resolved (DNS, ${code}); check remote-url`;
  }
  if (TLS_CODE.test(code) || /\b(SSL|TLS)\b|certificate/i.test(cause?.message ?? '')) {
    return `could not connect to ${url}: the TLS (https) handshake with ${host} failed (${code || cause?.message}); check that the URL's scheme is right (https vs http) and that the server's certificate is valid`;
  }
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') {
    return `could not connect to ${url}: ${host} closed the connection (${code}); check remote-url and that the server speaks HTTP there`;
  }
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') {
    return `could not connect to ${url}: connecting to ${host} timed out (${code})`;
  }
  if ((error as { code?: unknown }).code === -32001) {
    return `${url} did not answer within the time limit`;
  }
  return `could not talk to ${url}: ${cause && cause.message !== messageOf(error) ? `${messageOf(error)} (${cause.message})` : messageOf(error)}`;
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The response body the SDK put in its error message, quoted and cut. */
function bodyQuote(error: unknown): string {
  const match = /^(?:Streamable HTTP error|SSE error): (?:Error POSTing to endpoint: )?(.*)$/s.exec(messageOf(error));
  const body = (match?.[1] ?? '').trim();
  if (!body || body === 'null') return '';
  return `: ${JSON.stringify(body.length > HTTP_BODY_QUOTE_CHARS ? `${body.slice(0, HTTP_BODY_QUOTE_CHARS)}…` : body)}`;
}
