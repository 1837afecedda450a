import path from 'node:path';
import { ConfigError, oneOf, type RunConfig } from '../config/resolve.js';
import { HEADERS_VARIABLE, parseHeaderLines } from '../mcp/headers.js';
import { OAUTH_VARIABLES } from '../mcp/oauth.js';
import { PROTOCOL_SETTINGS } from '../mcp/era.js';

/**
 * The flags that say which server to reach, shared by a run and by every subcommand that talks to
 * a server, in `node:util` `parseArgs` form. Secrets are never flags (they would land in shell
 * history and process lists): they come from the environment. `--server-secret NAME` takes NAME's
 * value from the environment for that reason; `--server-secret NAME=VALUE` is there for a value a
 * script already holds.
 */
export const SERVER_FLAG_OPTIONS = {
  'server-command': { type: 'string' },
  'server-module': { type: 'string' },
  'server-cwd': { type: 'string' },
  // Repeatable: one KEY=VALUE per flag, for the server-command process only.
  'server-env': { type: 'string', multiple: true },
  // Repeatable too: like --server-env, and each value a secret of the run (masked and redacted).
  'server-secret': { type: 'string', multiple: true },
  'remote-url': { type: 'string' },
  // Not secrets, so flags are allowed; the client secret and the private key are variables only.
  'oauth-client-id': { type: 'string' },
  'oauth-scope': { type: 'string' },
  'oauth-issuer': { type: 'string' },
  protocol: { type: 'string' },
} as const;

/** The server part of a run's configuration, as `toRunOptions` takes it. */
export type ServerConfig = Pick<
  RunConfig,
  | 'serverCommand'
  | 'serverModule'
  | 'serverCwd'
  | 'serverEnv'
  | 'serverSecrets'
  | 'remoteUrl'
  | 'bearerToken'
  | 'bearerTokenSource'
  | 'headers'
  | 'labels'
  | 'oauth'
  | 'protocol'
>;

/** The server flags as `parseArgs` returns them: strings, and lists for the repeatable `--server-env` and `--server-secret`. */
export type ServerFlagValues = Partial<
  Record<Exclude<keyof typeof SERVER_FLAG_OPTIONS, 'server-env' | 'server-secret'>, string>
> & {
  'server-env'?: string[];
  'server-secret'?: string[];
};

/** Reads the server flags (and their environment variables) into the server part of a configuration. */
export function readServerFlags(values: ServerFlagValues, env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  return {
    serverCommand: values['server-command'] ?? '',
    serverModule: values['server-module'] ?? '',
    serverCwd: path.resolve(cwd, values['server-cwd'] ?? '.'),
    serverEnv: values['server-env'] ?? [],
    serverSecrets: values['server-secret'] ?? [],
    remoteUrl: values['remote-url'] ?? env.MCP_EVAL_REMOTE_URL ?? '',
    labels: {
      serverCommand: '--server-command',
      serverModule: '--server-module',
      serverEnv: '--server-env',
      serverSecrets: '--server-secret',
      remoteUrl: values['remote-url'] === undefined && env.MCP_EVAL_REMOTE_URL ? 'MCP_EVAL_REMOTE_URL' : '--remote-url',
    },
    bearerToken: env.MCP_EVAL_BEARER_TOKEN ?? '',
    bearerTokenSource: 'MCP_EVAL_BEARER_TOKEN',
    headers: readHeaders(env),
    oauth: readOAuth(values, env),
    protocol: oneOf('--protocol', values.protocol, PROTOCOL_SETTINGS, 'auto'),
  };
}

function readOAuth(values: ServerFlagValues, env: NodeJS.ProcessEnv): NonNullable<ServerConfig['oauth']> {
  const fromFlag = values['oauth-client-id'] !== undefined;
  const clientId = values['oauth-client-id'] ?? env[OAUTH_VARIABLES.clientId] ?? '';
  const clientSecret = env[OAUTH_VARIABLES.clientSecret] ?? '';
  const privateKey = env[OAUTH_VARIABLES.privateKey] ?? '';
  const given = [
    [clientId, fromFlag ? '--oauth-client-id' : OAUTH_VARIABLES.clientId],
    [clientSecret, OAUTH_VARIABLES.clientSecret],
    [privateKey, OAUTH_VARIABLES.privateKey],
  ].filter(([value]) => value);
  return {
    clientId,
    clientSecret,
    privateKey,
    scope: values['oauth-scope'] ?? env[OAUTH_VARIABLES.scope] ?? '',
    issuer: values['oauth-issuer'] ?? env[OAUTH_VARIABLES.issuer] ?? '',
    source: given.map(([, from]) => from).join(' and '),
  };
}

function readHeaders(env: NodeJS.ProcessEnv): Record<string, string> {
  try {
    return parseHeaderLines(env[HEADERS_VARIABLE] ?? '');
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}
