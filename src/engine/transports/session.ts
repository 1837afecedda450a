import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { PACKAGE_VERSION } from '../../version.js';

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
  close(): Promise<void>;
}

/** Opens sessions to the server under test; one per scenario, or one for the suite. */
export interface SessionFactory {
  open(): Promise<McpSession>;
}

export function newClient(): Client {
  return new Client({ name: 'mcp-scenario-eval', version: PACKAGE_VERSION });
}

/** The handshake (transport start and `initialize`) did not finish within the connect limit. */
export class HandshakeTimeoutError extends Error {}

/**
 * Connects a client over `transport`, bounded by `timeoutMs` as a whole: the SDK's own timeout
 * covers only `initialize`, not the transport's start (an SSE server that never sends its endpoint).
 */
export async function connectClient(transport: Transport, timeoutMs: number): Promise<Client> {
  const client = newClient();
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

/** Keeps the last `limit` characters written, so a chatty server cannot exhaust memory. */
export class BoundedText {
  private text = '';
  private dropped = 0;
  constructor(private readonly limit: number) {}

  append(chunk: string): void {
    this.text += chunk;
    if (this.text.length > this.limit) {
      this.dropped += this.text.length - this.limit;
      this.text = this.text.slice(-this.limit);
    }
  }

  toString(): string {
    return this.dropped > 0 ? `[… ${this.dropped} earlier characters cut]\n${this.text}` : this.text;
  }
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

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
