import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { InMemoryTransport, type Transport } from '@modelcontextprotocol/client';
import type { ProtocolSetting } from './era.js';
import {
  connectClient,
  messageOf,
  ServerStartError,
  type ConnectPlan,
  type McpSession,
  type SessionFactory,
} from './session.js';
import { serverEnvironment } from './server-process.js';

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

/** What a `server-module`'s `createServer()` returns: an MCP SDK `McpServer` or `Server`, made anew on each call. */
interface ConnectableServer {
  connect(transport: Transport): Promise<void>;
  close(): Promise<void>;
}

/** The server, and what to call once its session is over. */
interface CreatedServer {
  server: ConnectableServer;
  cleanup?: () => unknown;
}

function isServer(value: unknown): value is ConnectableServer {
  return typeof (value as { connect?: unknown } | null | undefined)?.connect === 'function';
}

/**
 * Accepts the two shapes servers use: the SDK server itself, or `{ server, cleanup }` (the official
 * server-everything's ServerFactoryResponse), whose `cleanup` stops its timers once the session ends.
 */
function asCreatedServer(value: unknown): CreatedServer {
  if (isServer(value)) return { server: value };
  const wrapped = value as { server?: unknown; cleanup?: unknown } | null | undefined;
  if (isServer(wrapped?.server)) {
    const cleanup = wrapped.cleanup;
    return { server: wrapped.server, cleanup: typeof cleanup === 'function' ? () => cleanup() : undefined };
  }
  throw new Error(
    `createServer() returned no MCP server: expected an McpServer or Server (with a connect method), or { server, cleanup }`,
  );
}

/** A module that loaded but exports no `createServer()`: said without "could not be loaded". */
class NoFactoryError extends Error {}

/**
 * Why the module did not load, without its own path twice: Node's "Cannot find module '/abs/x.mjs'
 * imported from /abs/x.mjs" says both the module and who imported it.
 */
function loadFailure(error: unknown, modulePath: string, absolute: string): string {
  if (error instanceof NoFactoryError) return `server-module ${modulePath} ${error.message}`;
  if (!existsSync(absolute)) {
    return `server-module ${modulePath} could not be loaded: there is no file ${absolute}; check the path (relative to the workspace)`;
  }
  // "imported from" names the importer: the module itself (said already), or this tool's own code.
  const message = messageOf(error).replace(/ imported from \S+$/, (from) =>
    from.endsWith(absolute) ? ' (imported by the module)' : '',
  );
  return `server-module ${modulePath} could not be loaded: ${message}`;
}

/** Closes the server (or the era entry serving it), then runs its cleanup even when closing failed. */
async function stop(created: CreatedServer, closeServer: () => Promise<void>): Promise<void> {
  try {
    await closeServer();
  } finally {
    await created.cleanup?.();
  }
}

/**
 * A server built on the MCP SDK v2 (`@modelcontextprotocol/server`: its low-level `Server` knows the
 * revision it negotiated, which the SDK v1's does not). Connected to a transport directly it serves
 * the 2025 era only; both eras are served by the SDK's era entry, which reads the opening message.
 */
function isSdkV2Server(server: ConnectableServer): boolean {
  const low = (server as { server?: unknown }).server ?? server;
  return typeof (low as { getNegotiatedProtocolVersion?: unknown }).getNegotiatedProtocolVersion === 'function';
}

/**
 * Attaches the server to its end of the in-memory pair and returns how to close it. An SDK v2
 * server goes behind the SDK's own era entry (`serveStdio` with our transport: the same code that
 * serves it over stdio, loaded only then), so the modern era reaches it in-process too; an SDK v1
 * server is connected as it is (2025 era).
 */
async function attach(
  server: ConnectableServer,
  transport: Transport,
  modulePath: string,
): Promise<() => Promise<void>> {
  if (!isSdkV2Server(server)) {
    await server.connect(transport);
    return () => server.close();
  }
  const { serveStdio } = await eraEntryFor(modulePath);
  const handle = serveStdio(() => server, { transport });
  return () => handle.close();
}

type ServeStdio = (factory: () => unknown, options: { transport: Transport }) => { close(): Promise<void> };

/**
 * The era entry of the module's own copy of the SDK v2: the entry works on the server's internals,
 * which another copy (ours, bundled) does not know, so it must come from the package the module
 * imported. Found by walking up from the module to its `node_modules` and reading the package's
 * `exports` for `./stdio` (ESM); without one (a module bundled with its SDK), ours is used.
 */
async function eraEntryFor(modulePath: string): Promise<{ serveStdio: ServeStdio }> {
  for (let dir = path.dirname(modulePath); ; dir = path.dirname(dir)) {
    const root = path.join(dir, 'node_modules', '@modelcontextprotocol', 'server');
    const entry = stdioExportOf(root);
    if (entry) return (await import(/* webpackIgnore: true */ pathToFileURL(entry).href)) as { serveStdio: ServeStdio };
    if (path.dirname(dir) === dir) break;
  }
  return (await import('@modelcontextprotocol/server/stdio')) as unknown as { serveStdio: ServeStdio };
}

/** The file `@modelcontextprotocol/server/stdio` names for `import`, in the package at `root`; undefined when there is none. */
function stdioExportOf(root: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      exports?: Record<string, { import?: string | { default?: string } }>;
    };
    const target = manifest.exports?.['./stdio']?.import;
    const file = typeof target === 'string' ? target : target?.default;
    return file ? path.join(root, file) : undefined;
  } catch {
    return undefined;
  }
}

/** Sessions to a server created in this process by the module's `createServer()`: no child process. */
export function inProcessSessions(options: {
  modulePath: string;
  workspace: string;
  secrets: string[];
  /** `connect-timeout-ms`: how long `createServer()` and `initialize` may take. */
  connectTimeoutMs: number;
  /** The run's `protocol` setting: how a session without a pin negotiates its era. */
  protocol?: ProtocolSetting;
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
      throw new NoFactoryError(
        'exports no function createServer() (named, or on the default export); it must export one returning an MCP SDK server',
      );
    }
    return create as () => unknown;
  };

  return {
    async open(plan?: ConnectPlan): Promise<McpSession> {
      let create: () => unknown;
      try {
        factory ??= loadFactory();
        create = await factory;
      } catch (error) {
        factory = undefined;
        // A module that does not load (or exports no createServer) will not load for the next scenario either.
        throw new ServerStartError(loadFailure(error, options.modulePath, absolute), '', true);
      }
      let created: CreatedServer | undefined;
      let closeServer: (() => Promise<void>) | undefined;
      try {
        created = asCreatedServer(await create());
        const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
        closeServer = await attach(created.server, serverSide, absolute);
        const client = await connectClient(
          clientSide,
          options.connectTimeoutMs,
          plan ?? { protocol: options.protocol ?? 'auto' },
        );
        const started = created;
        const closeStarted = closeServer;
        return {
          client,
          stderr: () => '',
          explain: messageOf,
          close: async () => {
            try {
              await client.close();
            } finally {
              await stop(started, closeStarted);
            }
          },
        };
      } catch (error) {
        if (created) await stop(created, closeServer ?? (() => created!.server.close())).catch(() => undefined);
        // A timeout's message names the request that went unanswered (connectClient).
        throw new ServerStartError(
          `server-module ${options.modulePath} did not start: ${messageOf(error)}`,
          '',
          false,
          error,
        );
      }
    },
  };
}
