import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { SessionLoss } from './session.js';

/** The header that carries a Streamable HTTP session id (MCP spec, "Session Management"). */
const SESSION_HEADER = 'mcp-session-id';
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
  private lost: { method: string; sessionId: string } | undefined;
  /** Called once, when a request that carried the session id is first answered 404, with its method. */
  onLost: ((method: string) => void) | undefined;

  constructor(private readonly baseFetch: FetchLike = fetch) {}

  /** A `fetch` for the transport's `fetch` option. */
  readonly fetch: FetchLike = async (input, init) => {
    const response = await this.baseFetch(input, init);
    const sessionId = new Headers(init?.headers).get(SESSION_HEADER);
    if (response.status === SESSION_GONE_STATUS && sessionId && !this.lost) {
      this.lost = { method: (init?.method ?? 'GET').toUpperCase(), sessionId };
      this.onLost?.(this.lost.method);
    }
    return response;
  };

  /** See `McpSession.loss`. */
  loss(error?: unknown): SessionLoss | undefined {
    if (!this.lost) return undefined;
    const { method, sessionId } = this.lost;
    const reason = `the server answered HTTP ${SESSION_GONE_STATUS} to a ${method} for session id ${clip(sessionId)}: the session expired or the server restarted`;
    // The SDK rejects a request whose own POST was answered 404 with that status as `code`; any
    // other failure came after the request was sent (a closed stream, a timeout).
    const refused = (error as { code?: unknown } | undefined)?.code === SESSION_GONE_STATUS;
    return { reason, refused };
  }
}

/** Session ids are opaque and may be long: enough of one to tell sessions apart in a message. */
const SESSION_ID_SHOWN_CHARS = 12;

function clip(sessionId: string): string {
  return sessionId.length > SESSION_ID_SHOWN_CHARS ? `${sessionId.slice(0, SESSION_ID_SHOWN_CHARS)}…` : sessionId;
}
