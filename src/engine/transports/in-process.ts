import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { CONNECT_TIMEOUT_MS } from '../limits.js';
import { connectClient, messageOf, ServerStartError, type McpSession, type SessionFactory } from './session.js';
import { serverEnvironment } from './stdio.js';

/**
 * An in-process server shares this process's environment, so this process takes on the
 * environment a stub server's child would get: `MCP_EVAL_MODE=stub`, and without the judge key,
 * the bearer token, the action's inputs or any value holding a secret. By then every setting has
 * been read, and the judge gets its key passed in, not from the environment.
 */
export function adoptServerEnvironment(env: NodeJS.ProcessEnv, secrets: string[]): void {
  const kept = serverEnvironment(env, secrets);
  for (const name of Object.keys(env)) if (!(name in kept)) delete env[name];
  Object.assign(env, kept);
}

/** What a `server-module` must export: an MCP SDK `McpServer` or `Server`, made anew on each call. */
interface ConnectableServer {
  connect(transport: Transport): Promise<void>;
  close(): Promise<void>;
}

/** Sessions to a server created in this process by the module's `createServer()`: no child process. */
export function inProcessSessions(options: {
  modulePath: string;
  workspace: string;
  secrets: string[];
}): SessionFactory {
  const absolute = path.resolve(options.workspace, options.modulePath);
  let factory: Promise<() => unknown> | undefined;
  const loadFactory = async () => {
    adoptServerEnvironment(process.env, options.secrets);
    const loaded = (await import(/* webpackIgnore: true */ pathToFileURL(absolute).href)) as {
      createServer?: unknown;
      default?: { createServer?: unknown };
    };
    const create = loaded.createServer ?? loaded.default?.createServer;
    if (typeof create !== 'function') {
      throw new Error(
        `server-module ${options.modulePath} must export a function createServer() returning an MCP SDK server`,
      );
    }
    return create as () => unknown;
  };

  return {
    async open(): Promise<McpSession> {
      let create: () => unknown;
      try {
        factory ??= loadFactory();
        create = await factory;
      } catch (error) {
        factory = undefined;
        throw new ServerStartError(`server-module ${options.modulePath} could not be loaded: ${messageOf(error)}`, '');
      }
      let server: ConnectableServer | undefined;
      try {
        server = (await create()) as ConnectableServer;
        if (typeof server?.connect !== 'function') {
          throw new Error(`createServer() in ${options.modulePath} returned no MCP server (no connect method)`);
        }
        const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
        await server.connect(serverSide);
        const client = await connectClient(clientSide, CONNECT_TIMEOUT_MS);
        const started = server;
        return {
          client,
          stderr: () => '',
          explain: messageOf,
          close: async () => {
            try {
              await client.close();
            } finally {
              await started.close();
            }
          },
        };
      } catch (error) {
        await server?.close?.().catch(() => undefined);
        throw new ServerStartError(`server-module ${options.modulePath} did not start: ${messageOf(error)}`, '');
      }
    },
  };
}
