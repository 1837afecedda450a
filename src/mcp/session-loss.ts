import type { FetchLike } from '@modelcontextprotocol/client';
import type { SessionLoss } from './session.js';

/** The header that carries a Streamable HTTP session id (MCP spec, "Session Management"). */
const SESSION_HEADER = 'mcp-session-id';
/** The header with which a client resumes a stream (GET) after the last event it saw. */
const LAST_EVENT_HEADER = 'last-event-id';
/** What the MCP spec says a server MUST answer for a session id it no longer knows. */
const SESSION_GONE_STATUS = 404;

/**
 * Watches one Streamable HTTP connection for the server dropping its session. The SDK's client
 * transport does nothing on a 404 for its session id: a POST answered 404 rejects that one request
 * with a `StreamableHTTPError` (code 404), and a 404 to a GET (the standalone stream, or the resumption
 * of a call's stream) is only passed to `onerror`, as a plain Error, while the call waits for its
 * timeout. So the watch sits in the transport's `fetch`, where every response is seen with its request.
 */
export class SessionWatch {
  /** The method of the first request that carried the session id and was answered 404. */
  private lost: string | undefined;
  /** A GET with the session id was answered 2xx: the server serves streams on GET. */
  private streamWorked = false;
  /** Called once, when a request that carried the session id is first answered 404, with its method. */
  onLost: ((method: string) => void) | undefined;

  constructor(private readonly baseFetch: FetchLike = fetch) {}

  /** A `fetch` for the transport's `fetch` option. */
  readonly fetch: FetchLike = async (input, init) => {
    const response = await this.baseFetch(input, init);
    const headers = new Headers(init?.headers);
    const sessionId = headers.get(SESSION_HEADER);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (!sessionId || this.lost) return response;
    if (method === 'GET' && response.ok) this.streamWorked = true;
    // A GET answered 404 means a lost session only if the server has shown that it serves GET here:
    // by resuming a stream (Last-Event-ID), or by an earlier GET that worked. A server that answers
    // 404 to every GET (where the spec says 405) must not look like one that dropped every session.
    const getMeansLoss = headers.has(LAST_EVENT_HEADER) || this.streamWorked;
    if (response.status === SESSION_GONE_STATUS && (method !== 'GET' || getMeansLoss)) {
      this.lost = method;
      this.onLost?.(method);
    }
    return response;
  };

  /** See `McpSession.loss`. */
  loss(error?: unknown): SessionLoss | undefined {
    if (!this.lost) return undefined;
    // The session id itself is not shown: some servers treat it as a credential, and reports are public.
    const reason = `the server answered HTTP ${SESSION_GONE_STATUS} to a ${this.lost} with the session's id (Mcp-Session-Id): the session expired or the server restarted`;
    // The SDK rejects a request whose own POST was answered 404 with that HTTP status (SdkHttpError's
    // `status`); any other failure came after the request was sent (a closed stream, a timeout).
    const refused = (error as { status?: unknown } | undefined)?.status === SESSION_GONE_STATUS;
    return { reason, refused };
  }
}
