import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CONNECT_TIMEOUT_MS, STDERR_LIMIT_CHARS } from '../limits.js';
import { BoundedText, connectClient, type McpSession, type SessionFactory } from './session.js';
import { splitCommand } from './split-command.js';

/** Environment variables the server under test must never see. */
const WITHHELD_VARIABLES = ['ANTHROPIC_API_KEY', 'MCP_EVAL_BEARER_TOKEN'];

/**
 * The child's environment: ours, minus the judge key, the bearer token and the action's inputs
 * (which may carry either), plus `MCP_EVAL_MODE=stub`.
 */
export function serverEnvironment(parent: NodeJS.ProcessEnv, secrets: string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(parent)) {
    if (value === undefined) continue;
    if (WITHHELD_VARIABLES.includes(key) || key.startsWith('INPUT_')) continue;
    if (secrets.some((secret) => secret !== '' && value.includes(secret))) continue;
    env[key] = value;
  }
  env.MCP_EVAL_MODE = 'stub';
  return env;
}

/** A fresh server process per session, over stdio. */
export function stdioSessions(options: { command: string; cwd: string; secrets: string[] }): SessionFactory {
  const [command, ...args] = splitCommand(options.command);
  if (!command) throw new Error('server-command is empty: give the command line that starts the MCP server');
  return {
    async open(): Promise<McpSession> {
      const transport = new StdioClientTransport({
        command,
        args,
        cwd: options.cwd,
        env: serverEnvironment(process.env, options.secrets),
        stderr: 'pipe',
      });
      const stderr = new BoundedText(STDERR_LIMIT_CHARS);
      transport.stderr?.on('data', (chunk: Buffer) => stderr.append(chunk.toString('utf8')));
      try {
        const client = await connectClient(transport, CONNECT_TIMEOUT_MS);
        return { client, stderr: () => stderr.toString(), close: () => client.close() };
      } catch (error) {
        await transport.close().catch(() => undefined);
        throw new ServerStartError(
          `server-command "${options.command}" did not start: ${messageOf(error)}`,
          stderr.toString(),
        );
      }
    },
  };
}

/** The server could not be started or did not answer `initialize`; carries what it wrote to stderr. */
export class ServerStartError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'ServerStartError';
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
