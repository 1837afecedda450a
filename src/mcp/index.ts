/**
 * Where the transport is chosen: stdio (a server command), in-process (a server module) or
 * Streamable HTTP (a URL), as the run's server target says. Every caller that opens a session to
 * the server under test (a run, lint, the snapshot, ping, tools, fuzz) opens it through here.
 */
import type { ProtocolSetting } from './era.js';
import { safeUrl } from './headers.js';
import type { ServerProcess } from './server-process.js';
import type { SessionFactory } from './session.js';
import { DEFAULT_CONNECT_TIMEOUT_MS, type ServerTarget } from './target.js';

export type { ServerTarget } from './target.js';

/** What opening sessions to the server under test needs of a run's options. */
export interface SessionOptions {
  server: ServerTarget;
  /** Directory a server module's path is relative to. */
  workspace: string;
  connectTimeoutMs?: number;
  /** Redacted from the server's stderr and messages (the list may grow as OAuth tokens come). */
  secrets: string[];
  /** `protocol`: the era a session negotiates when no pin from the run's probe says it (default `auto`). */
  protocol?: ProtocolSetting;
}

/** The server under test as reports name it: the command, the module, or the URL without secrets. */
export function describeTarget(options: { server: ServerTarget }): string {
  const server = options.server;
  if (server.kind === 'command') return server.command;
  if (server.kind === 'module') return server.modulePath;
  return safeUrl(server.url);
}

/** Opens sessions to the server under test; a stdio server can also be started ahead of its first session. */
export interface RunSessionFactory extends SessionFactory {
  /**
   * Spawns the first server process now, before the scheduler, the kinds and the MCP SDK load, so that it boots
   * meanwhile (stdio only; elsewhere this does nothing). The next `open()` connects to it.
   * Resolves once the process is spawned (or failed to be: open() reports that), never rejects.
   */
  startEarly(): Promise<void>;
  /** Stops a server process started early that no session took (every selected scenario was skipped). */
  dispose(): Promise<void>;
}

/**
 * Opens the sessions of a run's server target: stdio, in-process or HTTP, as the options say. The
 * transport (and the MCP SDK under it) is loaded on the first `open()`, so that a run that opens no
 * session (no scenario file, nothing selected, `--help`) never pays for loading it.
 */
export function sessionFactory(options: SessionOptions): RunSessionFactory {
  const server = options.server;
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  let early: Promise<ServerProcess> | undefined;
  const takeEarly = () => {
    const taken = early;
    early = undefined;
    return taken;
  };
  let loading: Promise<SessionFactory> | undefined;
  const load = async (): Promise<SessionFactory> => {
    if (server.kind === 'command') {
      const { stdioSessions } = await import('./stdio.js');
      return stdioSessions({
        command: server.command,
        cwd: server.cwd,
        secrets: options.secrets,
        connectTimeoutMs,
        serverEnv: server.env,
        takeEarly,
        protocol: options.protocol,
      });
    }
    if (server.kind === 'module') {
      const { inProcessSessions } = await import('./in-process.js');
      return inProcessSessions({
        modulePath: server.modulePath,
        workspace: options.workspace,
        secrets: options.secrets,
        connectTimeoutMs,
        protocol: options.protocol,
      });
    }
    const { httpSessions } = await import('./http.js');
    return httpSessions(server, connectTimeoutMs, options.secrets, options.protocol);
  };
  return {
    open: async (plan) => (await (loading ??= load())).open(plan),
    startEarly() {
      if (server.kind !== 'command' || early || loading) return Promise.resolve();
      const params = { command: server.command, cwd: server.cwd, secrets: options.secrets, serverEnv: server.env };
      early = import('./server-process.js').then((module) => module.startServerProcessEarly(params));
      // An empty command or a failed mkdtemp: the first open() meets the same error and reports it.
      return early.then(
        () => undefined,
        () => undefined,
      );
    },
    async dispose() {
      const unused = takeEarly();
      if (!unused) return;
      const { abandonServerProcess } = await import('./server-process.js');
      await unused.then(abandonServerProcess, () => undefined);
    },
  };
}
