import { existsSync } from 'node:fs';
import { deserializeMessage } from '@modelcontextprotocol/client';
import { isRequestTimeout } from './errors.js';
import {
  connectClient,
  DiscoverProbeTimeoutError,
  HandshakeTimeoutError,
  type HandshakeRecord,
  messageOf,
  ServerStartError,
  type ConnectPlan,
  type McpSession,
  type SessionFactory,
} from './session.js';
import type { ProtocolSetting } from './era.js';
import { assignmentAdvice, leadingAssignment, removeScenarioDir } from './server-env.js';
import {
  commandWords,
  newServerProcess,
  type ChildProcessTransport,
  type ServerProcess,
  type ServerProcessOptions,
} from './server-process.js';

/** A fresh server process per session, over stdio. */
export function stdioSessions(
  options: ServerProcessOptions & {
    /** `connect-timeout-ms`: how long the server may take to start and answer initialize. */
    connectTimeoutMs: number;
    /** A process started early (before the SDK loaded), for the first session; undefined when none was. */
    takeEarly?: () => Promise<ServerProcess> | undefined;
    /** The run's `protocol` setting: how a session without a pin negotiates its era. */
    protocol?: ProtocolSetting;
  },
): SessionFactory {
  const [command] = commandWords(options.command);
  return {
    async open(plan?: ConnectPlan): Promise<McpSession> {
      const { transport, scenarioDir } = (await options.takeEarly?.()) ?? (await newServerProcess(options));
      transport.attach(deserializeMessage);
      const explain = (error: unknown) => {
        const message = messageOf(error);
        return [message, ...transport.notes().filter((note) => !message.includes(note))].join('; ');
      };
      const handshake: HandshakeRecord = {};
      try {
        const client = await connectClient(
          transport,
          options.connectTimeoutMs,
          plan ?? { protocol: options.protocol ?? 'auto' },
          handshake,
        );
        const close = async () => {
          try {
            await client.close();
          } finally {
            // After the process has ended (client.close waits for it), so nothing writes there any more.
            await removeScenarioDir(scenarioDir);
          }
        };
        return { client, stderr: () => transport.stderr.toString(), explain, close, scenarioDir };
      } catch (error) {
        await transport.close().catch(() => undefined);
        await removeScenarioDir(scenarioDir);
        // A spawn error (no such program, no such directory, not executable) is the same for every
        // session; so, in practice, is a server that never answers initialize (it waits for something
        // that is not there): before any session has opened, the run stops after one wait, not one per wave.
        const cannotStart = transport.spawnError !== undefined || neverAnswered(transport, error);
        throw new ServerStartError(
          startFailure(options, command, transport, error, handshake),
          transport.stderr.toString(),
          cannotStart,
          error,
        );
      }
    },
  };
}

/**
 * The process was still running when the connect limit was hit: it never answered the handshake. Not
 * said of an unanswered `server/discover` probe: a 2025-era server may ignore it, and gets `initialize`.
 */
function neverAnswered(transport: ChildProcessTransport, error: unknown): boolean {
  if (transport.spawnError || (transport.ended && transport.endedOnItsOwn)) return false;
  if (error instanceof DiscoverProbeTimeoutError) return false;
  return error instanceof HandshakeTimeoutError || isRequestTimeout(error);
}

function startFailure(
  options: { command: string; cwd: string; connectTimeoutMs: number },
  command: string,
  transport: ChildProcessTransport,
  error: unknown,
  handshake: HandshakeRecord,
): string {
  const prefix = `server-command "${options.command}" did not start`;
  const code = (transport.spawnError as NodeJS.ErrnoException | undefined)?.code;
  // Node reports a missing working directory as ENOENT too, as if the program were missing.
  if (code === 'ENOENT' && !existsSync(options.cwd)) {
    return `${prefix}: server-cwd ${options.cwd} does not exist; check the server-cwd input (relative to the workspace)`;
  }
  const assignment = leadingAssignment([command]);
  if (code === 'ENOENT' && assignment) return `${prefix}: ${assignmentAdvice(assignment, 'server-env')}`;
  if (code === 'ENOENT') {
    return `${prefix}: no program "${command}" was found (looked on PATH, and relative to server-cwd ${options.cwd}); check the command and server-cwd`;
  }
  if (code === 'EACCES') return `${prefix}: "${command}" is not executable (EACCES); check its permissions`;
  if (transport.spawnError) return `${prefix}: ${transport.spawnError.message}`;
  const stderrNote = transport.stderr.toString().trim() ? 'its stderr is shown below' : 'it wrote nothing to stderr';
  const extra = [transport.overflow, transport.noiseNote()].filter((note): note is string => note !== undefined);
  if (transport.ended && transport.endedOnItsOwn) {
    // Named by what was sent (server/discover under auto, initialize), never a request that was not.
    const before = handshake.lastSent ? `before answering ${handshake.lastSent}` : 'before the MCP handshake began';
    return [`${prefix}: the server process ${transport.ended} ${before}`, ...extra, stderrNote].join('; ');
  }
  // Still running when the limit was hit (and then stopped by us): it never answered what was sent.
  const cause = neverAnswered(transport, error)
    ? `the server did not answer ${handshake.lastSent ?? 'the MCP handshake'} within ${options.connectTimeoutMs} ms (connect-timeout-ms)`
    : messageOf(error);
  return [`${prefix}: ${cause}`, ...extra, stderrNote].join('; ');
}
