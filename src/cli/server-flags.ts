import path from 'node:path';
import { ConfigError, type RunConfig } from '../engine/configure.js';
import { HEADERS_VARIABLE, parseHeaderLines } from '../engine/transports/headers.js';

/**
 * The flags that say which server to reach, shared by a run and by every subcommand that talks to
 * a server, in `node:util` `parseArgs` form. Secrets are never flags (they would land in shell
 * history and process lists): they come from the environment.
 */
export const SERVER_FLAG_OPTIONS = {
  'server-command': { type: 'string' },
  'server-module': { type: 'string' },
  'server-cwd': { type: 'string' },
  'remote-url': { type: 'string' },
} as const;

/** The server part of a run's configuration, as `toRunOptions` takes it. */
export type ServerConfig = Pick<
  RunConfig,
  | 'serverCommand'
  | 'serverModule'
  | 'serverCwd'
  | 'remoteUrl'
  | 'bearerToken'
  | 'bearerTokenSource'
  | 'headers'
  | 'labels'
>;

/** Reads the server flags (and their environment variables) into the server part of a configuration. */
export function readServerFlags(
  values: Partial<Record<keyof typeof SERVER_FLAG_OPTIONS, string>>,
  env: NodeJS.ProcessEnv,
  cwd: string,
): ServerConfig {
  return {
    serverCommand: values['server-command'] ?? '',
    serverModule: values['server-module'] ?? '',
    serverCwd: path.resolve(cwd, values['server-cwd'] ?? '.'),
    remoteUrl: values['remote-url'] ?? env.MCP_EVAL_REMOTE_URL ?? '',
    labels: {
      serverCommand: '--server-command',
      serverModule: '--server-module',
      remoteUrl: values['remote-url'] === undefined && env.MCP_EVAL_REMOTE_URL ? 'MCP_EVAL_REMOTE_URL' : '--remote-url',
    },
    bearerToken: env.MCP_EVAL_BEARER_TOKEN ?? '',
    bearerTokenSource: 'MCP_EVAL_BEARER_TOKEN',
    headers: readHeaders(env),
  };
}

function readHeaders(env: NodeJS.ProcessEnv): Record<string, string> {
  try {
    return parseHeaderLines(env[HEADERS_VARIABLE] ?? '');
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}
