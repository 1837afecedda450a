import type { ParseArgsConfig } from 'node:util';
import { parseCommandArgs } from '../parse-args.js';
import { ConfigError, oneOf, positiveInteger, toRunOptions } from '../../config/resolve.js';
import type { RunOptions } from '../../run/index.js';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_JUDGE_MODEL, DEFAULT_TIMEOUT_MS } from '../../config/options.js';
import { escapeName } from '../../report/text/escape.js';
import { EXIT_OK, EXIT_USAGE, usageHint, type Console } from '../console.js';
import { readServerFlags, SERVER_FLAG_OPTIONS, type ServerFlagValues } from '../server-flags.js';

/** The server flags as a help text block, the same for every subcommand that talks to a server. */
/** `--isolation`, for the authoring commands that run several scenarios (`record`, `init`). */
export const ISOLATION_FLAG = { isolation: { type: 'string' } } as const;
export const ISOLATION_HELP = `  --isolation MODE       scenario (default: a fresh server per scenario) or suite
                         (one server for all: faster when the server is slow to start)`;

export const SERVER_FLAGS_HELP = `Server (one of):
  --server-command CMD   start the server over stdio
  --server-module PATH   load a module exporting createServer(), in-process
  --remote-url URL       live mode: Streamable HTTP (or MCP_EVAL_REMOTE_URL);
                         bearer token from MCP_EVAL_BEARER_TOKEN, extra
                         headers from MCP_EVAL_HEADERS ("Name: value" lines);
                         or OAuth client credentials: --oauth-client-id ID (or
                         MCP_EVAL_OAUTH_CLIENT_ID) with MCP_EVAL_OAUTH_CLIENT_SECRET
                         or MCP_EVAL_OAUTH_PRIVATE_KEY (never flags), --oauth-scope,
                         --oauth-issuer
  --server-cwd DIR       working directory of the server process
  --server-env KEY=VALUE add to the server-command process's environment
                         (repeatable); \${MCP_EVAL_SCENARIO_DIR} is a fresh
                         empty directory per server process
  --server-secret KEY    like --server-env with the value of the variable KEY
                         here (or KEY=VALUE), redacted as a secret
  --protocol MODE        auto (default: server/discover, else the 2025
                         handshake), legacy, modern or both, as in a run
  --connect-timeout-ms N for the server to start and answer initialize
                         (default ${DEFAULT_CONNECT_TIMEOUT_MS}), as in a run
  --timeout-ms N         per call (default ${DEFAULT_TIMEOUT_MS})`;

type ExtraOptions = NonNullable<ParseArgsConfig['options']>;

/**
 * Parses a subcommand's arguments: the server flags, `--connect-timeout-ms`, `--timeout-ms`,
 * `-h/--help` and its own.
 * Throws ConfigError naming the flag on anything unknown (parse-args.ts).
 */
export function parseSubcommandArgs<T extends ExtraOptions>(argv: string[], own: T) {
  return parseCommandArgs(argv, {
    ...SERVER_FLAG_OPTIONS,
    'connect-timeout-ms': { type: 'string' },
    'timeout-ms': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
    ...own,
  });
}

/**
 * Engine options for a subcommand, built the way a run builds them (`toRunOptions`), so stub and
 * live transports, secrets and error messages behave as in a run. The judge is off: authoring
 * commands look at what the server says, they never grade it (and never spend tokens).
 */
export function subcommandRunOptions(
  values: Record<string, string | boolean | (string | boolean)[] | undefined>,
  env: NodeJS.ProcessEnv,
  cwd: string,
  scenarioGlobs: string[] = [],
): RunOptions {
  const server = readServerFlags(values as ServerFlagValues, env, cwd);
  return toRunOptions({
    workspace: cwd,
    scenarioGlobs,
    ...server,
    anthropicApiKey: '',
    judge: 'off',
    judgeModel: DEFAULT_JUDGE_MODEL,
    judgeConcurrency: 1,
    // One scenario at a time: authoring output is read by a person, in file order.
    concurrency: 1,
    // `record` and `init` take --isolation suite: one server for every scenario they run.
    isolation: oneOf('--isolation', values.isolation as string | undefined, ['scenario', 'suite'] as const, 'scenario'),
    timeoutMs: positiveInteger('--timeout-ms', values['timeout-ms'] as string | undefined, DEFAULT_TIMEOUT_MS),
    connectTimeoutMs: positiveInteger(
      '--connect-timeout-ms',
      values['connect-timeout-ms'] as string | undefined,
      DEFAULT_CONNECT_TIMEOUT_MS,
    ),
    shard: '',
    filter: '',
  });
}

/**
 * Says on stderr what the settings call for telling the user (a `--server-env` variable named like
 * a secret, treated as one), as a run does: a subcommand redacts the same values.
 */
export function sayNotices(io: Console, command: string, options: RunOptions): void {
  for (const message of options.notices ?? []) io.err(`mcp-scenario-eval ${command}: notice: ${escapeName(message)}\n`);
}

/**
 * Bad usage of a subcommand: the problem, then where its usage is (not the usage itself, which
 * would scroll the one line that matters away), on stderr; exit code 2. `_usage` is the subcommand's
 * usage text, kept in the signature for the callers; `--help` prints it.
 */
export function usageError(io: Console, command: string, message: string): number {
  // One line that may quote a flag or value as typed: a line break in it is shown as \n, as for a run.
  io.err(`mcp-scenario-eval ${command}: ${escapeName(message)}\n${usageHint(command)}\n`);
  return EXIT_USAGE;
}

/**
 * The arguments of a subcommand that takes flags only (`ping`, `tools`): its values and engine
 * options, or the exit code when it printed its help (0) or a usage error (2).
 */
export function readFlagsOnly(
  command: string,
  usage: string,
  own: ExtraOptions,
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: Console,
  cwd: string = process.cwd(),
): { values: Record<string, string | boolean | undefined>; options: RunOptions } | number {
  try {
    const parsed = parseSubcommandArgs(argv, own);
    const values = parsed.values as Record<string, string | boolean | undefined>;
    if (values.help) {
      io.out(usage);
      return EXIT_OK;
    }
    if (parsed.positionals.length > 0)
      throw new ConfigError(`unexpected argument "${parsed.positionals[0]}": ${command} takes only flags`);
    const options = subcommandRunOptions(values, env, cwd);
    sayNotices(io, command, options);
    return { values, options };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return usageError(io, command, error.message);
  }
}
