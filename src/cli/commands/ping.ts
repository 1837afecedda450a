import { parseArgs } from 'node:util';
import { ConfigError, positiveInteger, toRunOptions, type RunConfig } from '../../engine/configure.js';
import { describeTarget, sessionFactory } from '../../engine/index.js';
import {
  DEFAULT_CONCURRENCY,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_JUDGE_CONCURRENCY,
  DEFAULT_JUDGE_MODEL,
  DEFAULT_SCENARIO_GLOBS,
  DEFAULT_TIMEOUT_MS,
} from '../../engine/options.js';
import { redactText } from '../../engine/redact.js';
import { listAllTools } from '../../engine/runner.js';
import { messageOf, protocolVersionOf, ServerStartError } from '../../engine/transports/session.js';
import { renderPing, renderPingFailure } from '../../report/ping.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type Console } from '../console.js';
import { readServerFlags, SERVER_FLAG_OPTIONS } from '../server-flags.js';
import type { Subcommand } from './index.js';

export const PING_USAGE = `Usage: mcp-scenario-eval ping [--server-command CMD | --server-module PATH | --remote-url URL] [--server-cwd DIR] [--connect-timeout-ms N]

Connects to an MCP server the way a run would (initialize, then tools/list) and prints
its name, version, protocol version and tool count. No scenario is read or run: a first
check that the server starts, or that a live URL and its secret work.

Server (one of):
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
  --connect-timeout-ms N for the server to start and answer initialize
                         (default ${DEFAULT_CONNECT_TIMEOUT_MS}), as in a run
  -h, --help

Exit code: 0 connected, 1 could not connect, 2 bad usage.
`;

/**
 * The run's configuration for the server flags alone: the rest is the run's defaults, so that
 * `toRunOptions` checks the server exactly as it does for a run.
 */
function pingConfig(argv: string[], env: NodeJS.ProcessEnv, cwd: string): RunConfig | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      allowPositionals: false,
      strict: true,
      options: {
        ...SERVER_FLAG_OPTIONS,
        'connect-timeout-ms': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  if (values.help) return 'help';
  return {
    workspace: cwd,
    scenarioGlobs: DEFAULT_SCENARIO_GLOBS,
    ...readServerFlags(values, env, cwd),
    anthropicApiKey: '',
    judge: 'off',
    judgeModel: DEFAULT_JUDGE_MODEL,
    judgeConcurrency: DEFAULT_JUDGE_CONCURRENCY,
    concurrency: DEFAULT_CONCURRENCY,
    isolation: 'scenario',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    connectTimeoutMs: positiveInteger('--connect-timeout-ms', values['connect-timeout-ms'], DEFAULT_CONNECT_TIMEOUT_MS),
    shard: '',
    filter: '',
  };
}

export const ping: Subcommand = async (argv: string[], env: NodeJS.ProcessEnv, io: Console) => {
  let options;
  try {
    const config = pingConfig(argv, env, process.cwd());
    if (config === 'help') {
      io.out(PING_USAGE);
      return EXIT_OK;
    }
    options = toRunOptions(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(`mcp-scenario-eval ping: ${error.message}\n\n${PING_USAGE}`);
    return EXIT_USAGE;
  }
  const target = describeTarget(options);
  const redact = (text: string) => redactText(text, options.secrets);
  let session;
  try {
    session = await sessionFactory(options).open();
  } catch (error) {
    const stderr = error instanceof ServerStartError ? error.stderr : '';
    io.err(redact(`mcp-scenario-eval ping: ${renderPingFailure(messageOf(error), stderr)}`));
    return EXIT_FAILED;
  }
  try {
    const { client } = session;
    const info = client.getServerVersion();
    const tools = client.getServerCapabilities()?.tools
      ? (await listAllTools(client, options.timeoutMs)).size
      : undefined;
    io.out(
      redact(
        renderPing({
          target,
          name: info?.name,
          version: info?.version,
          protocolVersion: protocolVersionOf(client),
          toolCount: tools,
        }),
      ),
    );
    return EXIT_OK;
  } catch (error) {
    io.err(
      redact(
        `mcp-scenario-eval ping: ${renderPingFailure(`connected to ${target}, but could not read its tool list: ${session.explain(error)}`, session.stderr())}`,
      ),
    );
    return EXIT_FAILED;
  } finally {
    await session.close().catch(() => undefined);
  }
};
