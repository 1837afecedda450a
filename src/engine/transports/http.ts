import { CONNECT_TIMEOUT_MS } from '../limits.js';
import { connectClient, type McpSession, type SessionFactory } from './session.js';
import { messageOf, ServerStartError } from './stdio.js';

export interface HttpTarget {
  url: string;
  bearerToken?: string;
  /** Where the token came from (`bearer-token` input, `MCP_EVAL_BEARER_TOKEN`), for messages. */
  bearerTokenSource?: string;
  headers: Record<string, string>;
}

/** Sessions over Streamable HTTP to a live server. The transport is loaded only in live mode. */
export function httpSessions(target: HttpTarget): SessionFactory {
  const headers: Record<string, string> = { ...target.headers };
  if (target.bearerToken) headers.Authorization = `Bearer ${target.bearerToken}`;
  return {
    async open(): Promise<McpSession> {
      const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
      const transport = new StreamableHTTPClientTransport(new URL(target.url), { requestInit: { headers } });
      try {
        const client = await connectClient(transport, CONNECT_TIMEOUT_MS);
        return { client, stderr: () => '', close: () => client.close() };
      } catch (error) {
        await transport.close().catch(() => undefined);
        throw new ServerStartError(describeHttpFailure(error, target), '');
      }
    },
  };
}

/** Says what went wrong connecting, naming where the token came from and never the token. */
export function describeHttpFailure(error: unknown, target: HttpTarget): string {
  const message = messageOf(error);
  const status = (error as { code?: unknown }).code;
  if (status === 401 || status === 403 || /\b(401|403)\b/.test(message)) {
    return target.bearerToken
      ? `${target.url} refused the bearer token from ${target.bearerTokenSource ?? 'MCP_EVAL_BEARER_TOKEN'} (HTTP ${status === 403 || /\b403\b/.test(message) ? 403 : 401}): check that secret`
      : `${target.url} requires authorization (HTTP ${status === 403 ? 403 : 401}) and no bearer token was given: set the bearer-token input or MCP_EVAL_BEARER_TOKEN`;
  }
  return `could not connect to ${target.url}: ${message}`;
}
