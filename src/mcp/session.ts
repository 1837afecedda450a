import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type {
  JsonSchemaType,
  JsonSchemaValidator,
  jsonSchemaValidator,
} from '@modelcontextprotocol/sdk/validation/types.js';
import { PACKAGE_VERSION } from '../version.js';

export { BoundedText } from './bounded-text.js';

/** One MCP client connection: the unit of isolation between scenarios. */
export interface McpSession {
  client: Client;
  /** What the server wrote to stderr so far (stdio only), cut to a safe size. */
  stderr(): string;
  /**
   * Turns an error from a call into a message that says what happened to the server (process
   * exited, HTTP status, garbage on stdout), when the transport knows.
   */
  explain(error: unknown): string;
  /**
   * Whether the server has dropped this session (Streamable HTTP: it answered 404 for the session id,
   * because the session expired or the server restarted). With the error of a failed request, says
   * whether that request itself was refused (not sent to any handler, so safe to send again on a new
   * session) or was already sent when the loss came to light (it may have run). Undefined when the
   * session is not known to be lost, and always for transports without session ids.
   */
  loss?(error?: unknown): SessionLoss | undefined;
  close(): Promise<void>;
}

/** A session the server no longer knows (see `McpSession.loss`). */
export interface SessionLoss {
  /** What the server said, for messages: `… answered HTTP 404 for session id abc…`. */
  reason: string;
  /** The failed request was refused with the 404 itself: it never reached a handler. */
  refused: boolean;
}

/** Opens sessions to the server under test; one per scenario, or one for the suite. */
export interface SessionFactory {
  open(): Promise<McpSession>;
}

export function newClient(): Client {
  return new Client({ name: 'mcp-scenario-eval', version: PACKAGE_VERSION }, { jsonSchemaValidator: outputValidators });
}

/**
 * The SDK's own output-schema validator, shared by every client of the run and caching what it
 * compiled by the schema's text. Each Client would otherwise build its own Ajv and compile every
 * listed tool's output schema again at `tools/list`: once per scenario under `isolation: scenario`,
 * although every session of a run lists the same tools. Same Ajv options and same results as the
 * SDK's default; a schema with an `$id` keeps the SDK's behaviour (an Ajv of its own), since one Ajv
 * refuses a second schema under an `$id` it already holds.
 */
export const outputValidators: jsonSchemaValidator = (() => {
  let shared: AjvJsonSchemaValidator | undefined;
  const compiled = new Map<string, JsonSchemaValidator<unknown>>();
  return {
    getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
      if ('$id' in schema) return new AjvJsonSchemaValidator().getValidator<T>(schema);
      const key = JSON.stringify(schema);
      let validator = compiled.get(key);
      if (!validator) {
        validator = (shared ??= new AjvJsonSchemaValidator()).getValidator(schema);
        compiled.set(key, validator);
      }
      return validator as JsonSchemaValidator<T>;
    },
  };
})();

/** The handshake (transport start and `initialize`) did not finish within the connect limit. */
export class HandshakeTimeoutError extends Error {}

/**
 * Connects a client over `transport`, bounded by `timeoutMs` as a whole: the SDK's own timeout
 * covers only `initialize`, not the transport's start (an SSE server that never sends its endpoint).
 */
export async function connectClient(transport: Transport, timeoutMs: number): Promise<Client> {
  const client = newClient();
  // The SDK's Client keeps the negotiated protocol version to itself; it hands it to the transport
  // through this optional hook (HTTP sends it as a header), which every transport can carry.
  const setProtocolVersion = transport.setProtocolVersion?.bind(transport);
  transport.setProtocolVersion = (version) => {
    protocolVersions.set(client, version);
    setProtocolVersion?.(version);
  };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new HandshakeTimeoutError(
            `the server did not complete the MCP handshake within ${timeoutMs} ms (connect-timeout-ms)`,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    await Promise.race([client.connect(transport, { timeout: timeoutMs }), deadline]);
  } catch (error) {
    await transport.close().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return client;
}

const protocolVersions = new WeakMap<Client, string>();

/** The protocol version the server chose in `initialize`, for a client connected by `connectClient`. */
export function protocolVersionOf(client: Client): string | undefined {
  return protocolVersions.get(client);
}

/** The server could not be started or did not answer `initialize`; carries what it wrote to stderr. */
export class ServerStartError extends Error {
  /**
   * @param cannotStart the server cannot start at all (no such program, a module that does not
   *   load, nothing listening at the URL): every other session would fail the same way, so the run
   *   stops at the first one instead of repeating the message per scenario.
   */
  constructor(
    message: string,
    readonly stderr: string,
    readonly cannotStart = false,
  ) {
    super(message);
    this.name = 'ServerStartError';
  }
}

export { messageOf } from '../util/message.js';
