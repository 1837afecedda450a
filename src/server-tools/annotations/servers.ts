/**
 * The fresh servers `annotations` observes: each one a new process (stdio) or a new `createServer()`
 * (in-process), with a fresh, empty directory of its own given as MCP_EVAL_SCENARIO_DIR, as a run
 * gives it. A stdio server also runs in that directory (its cwd), so a stub that keeps its data in
 * relative files is observed with no configuration; an in-process server shares this process's cwd,
 * so only MCP_EVAL_SCENARIO_DIR points it there (it is set while the server is open, one at a time).
 * A live server (HTTP) has no directory: its state is the probes alone.
 */
import { sessionFactory, type SessionOptions } from '../../mcp/index.js';
import { makeScenarioDir, removeScenarioDir, SCENARIO_DIR_VARIABLE } from '../../mcp/server-env.js';
import type { McpSession, SessionFactory } from '../../mcp/session.js';
import { DEFAULT_CONNECT_TIMEOUT_MS } from '../../mcp/target.js';

/** One fresh server: its session, and its directory when its files are observed. */
export interface StubServer {
  session: McpSession;
  dir?: string;
  close(): Promise<void>;
}

/** Opens fresh servers: every `open()` is a new server with a new, empty directory. */
export interface StubServers {
  open(): Promise<StubServer>;
}

/** The fresh servers of a run's server target (SessionOptions: what `sessionFactory` takes). */
export function stubServers(options: SessionOptions): StubServers {
  const server = options.server;
  if (server.kind === 'command') {
    // The stdio transport itself (not sessionFactory's), told to start the process in its own directory.
    let stdio: Promise<SessionFactory> | undefined;
    const load = async () => {
      const { stdioSessions } = await import('../../mcp/stdio.js');
      return stdioSessions({
        command: server.command,
        cwd: server.cwd,
        secrets: options.secrets,
        connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
        serverEnv: server.env,
        protocol: options.protocol,
        cwdInScenarioDir: true,
      });
    };
    return {
      async open() {
        const session = await (await (stdio ??= load())).open();
        return { session, dir: session.scenarioDir, close: () => session.close() };
      },
    };
  }
  if (server.kind === 'module') {
    const factory = sessionFactory(options);
    return {
      async open() {
        const dir = await makeScenarioDir();
        const previous = process.env[SCENARIO_DIR_VARIABLE];
        process.env[SCENARIO_DIR_VARIABLE] = dir;
        const restore = () => {
          if (previous === undefined) delete process.env[SCENARIO_DIR_VARIABLE];
          else process.env[SCENARIO_DIR_VARIABLE] = previous;
        };
        let session: McpSession;
        try {
          session = await factory.open();
        } catch (error) {
          restore();
          await removeScenarioDir(dir);
          throw error;
        }
        return {
          session,
          dir,
          close: async () => {
            try {
              await session.close();
            } finally {
              restore();
              await removeScenarioDir(dir);
            }
          },
        };
      },
    };
  }
  const factory = sessionFactory(options);
  return {
    async open() {
      const session = await factory.open();
      return { session, close: () => session.close() };
    },
  };
}
