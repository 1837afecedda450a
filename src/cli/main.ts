import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, oneOf, positiveInteger, tokenBudget, toRunOptions, type RunConfig } from '../engine/configure.js';
import { writeReportFile } from '../util/files.js';
import { runSuite } from '../engine/index.js';
import { matchedAnyFile, runFailed, type RunResult, type ScenarioResult } from '../engine/model.js';
import { readServerFlags, SERVER_FLAG_OPTIONS } from './server-flags.js';
import {
  DEFAULT_CONCURRENCY,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_JUDGE_CONCURRENCY,
  DEFAULT_AGENT_MODEL,
  DEFAULT_JUDGE_MODEL,
  DEFAULT_SCENARIO_GLOBS,
  DEFAULT_TIMEOUT_MS,
} from '../engine/options.js';
import { escapeName } from '../report/escape.js';
import { renderJsonReport } from '../report/json.js';
import { renderJunit } from '../report/junit.js';
import { renderProgress, renderRunReport, renderScenarioLine, type Progress } from '../report/terminal.js';
import { PACKAGE_VERSION } from '../version.js';

import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type Console } from './console.js';
import { SUBCOMMANDS } from './commands/index.js';

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type Console } from './console.js';

export const USAGE = `Usage: mcp-scenario-eval [globs…] [options]

Runs YAML scenarios against an MCP server. Globs default to ${DEFAULT_SCENARIO_GLOBS.join(' ')};
a directory means every .yaml/.yml file below it.

Server (one of):
  --server-command CMD   start the server over stdio
  --server-module PATH   load a module exporting createServer(), in-process
  --remote-url URL       live mode: Streamable HTTP (or MCP_EVAL_REMOTE_URL);
                         bearer token from MCP_EVAL_BEARER_TOKEN, extra
                         headers from MCP_EVAL_HEADERS ("Name: value" lines)
                         (there is no --bearer-token flag, on purpose: a
                         token on the command line lands in shell history
                         and process lists; set MCP_EVAL_BEARER_TOKEN)
  --server-cwd DIR       working directory of the server process

OAuth client credentials (live mode, instead of a bearer token):
  --oauth-client-id ID   (or MCP_EVAL_OAUTH_CLIENT_ID)
  --oauth-scope SCOPES   space-separated scopes to ask for (or MCP_EVAL_OAUTH_SCOPE)
  --oauth-issuer URL     only send the credentials to this authorization server
                         (or MCP_EVAL_OAUTH_ISSUER)
  The secret is never a flag (shell history, process lists): set
  MCP_EVAL_OAUTH_CLIENT_SECRET (client_secret_basic) or MCP_EVAL_OAUTH_PRIVATE_KEY
  (a PEM or JWK, private_key_jwt; the algorithm is read from the key).

Options:
  --judge auto|required|off   (default auto: judge when ANTHROPIC_API_KEY is set)
  --judge-model NAME          (default ${DEFAULT_JUDGE_MODEL})
  --judge-concurrency N       (default ${DEFAULT_JUDGE_CONCURRENCY})
  --agent auto|required|off   agent scenarios (prompt:) call the model (default
                              auto: when ANTHROPIC_API_KEY is set, else skipped)
  --agent-model NAME          for agent scenarios without model: (default
                              ${DEFAULT_AGENT_MODEL})
  --agent-token-budget N      tokens all agent scenarios may use; past it they
                              error (default 0: no limit)
  --replay                    replay agent scenarios from their committed
                              recordings (__recordings__/NAME.json) even with a
                              key; without a key they are replayed anyway
  --concurrency N             scenarios at once (default ${DEFAULT_CONCURRENCY})
  --isolation scenario|suite  (default scenario)
  --timeout-ms N              per call (default ${DEFAULT_TIMEOUT_MS})
  --connect-timeout-ms N      for the server to start and answer initialize
                              (default ${DEFAULT_CONNECT_TIMEOUT_MS})
  --shard i/n                 run one shard of n
  --filter PATTERN            glob-style pattern on scenario names
  --json FILE                 write the JSON report
  --junit FILE                write JUnit XML
  -h, --help
  -v, --version               print the version (${PACKAGE_VERSION})

A scenario with prompt: instead of tool_sequence: is an agent scenario: Claude
answers the prompt with the server's tools; expected_calls (args matched as a
subset; operators $matches $contains $one_of $between $absent $any),
calls_order in_order|any, forbidden_tools, max_calls, max_turns, trials,
min_passes, system, model, and expected_contains/expected_judge on its answer.

In a scenario, a step may carry its own expected_contains/expected_not_contains
(checked on that call's output alone) and save: {name: "regex with one (group)"};
later steps' args use the value as \${name} (write $\${ for a literal \${).

Exit code: 0 all passed, 1 a scenario failed, 2 bad usage, invalid files or a
server that cannot start.

Commands (each takes the server flags; NAME --help for more):
  ping                        connect only: print the server's name, version,
                              protocol version and tool count
  tools                       list the server's tools and their arguments
  init NAME --tool TOOL       call a tool, write scenarios/NAME.yaml from its output
  record [FILES…] [--update]  show stale expected_contains entries; rewrite them
  record-agent [FILES…]       run agent scenarios with ANTHROPIC_API_KEY and write
                              their recordings, for replay without a key
`;

const positive = (name: string, text: string | undefined, fallback: number) =>
  positiveInteger(`--${name}`, text, fallback);
const choice = <T extends string>(name: string, text: string | undefined, allowed: readonly T[], fallback: T) =>
  oneOf(`--${name}`, text, allowed, fallback);

/** Report files asked for on the command line, as absolute paths. */
export interface ReportFiles {
  json?: string;
  junit?: string;
}

export function parseCommandLine(
  argv: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): (RunConfig & { reports: ReportFiles }) | 'help' | 'version' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        ...SERVER_FLAG_OPTIONS,
        judge: { type: 'string' },
        'judge-model': { type: 'string' },
        'judge-concurrency': { type: 'string' },
        agent: { type: 'string' },
        'agent-model': { type: 'string' },
        'agent-token-budget': { type: 'string' },
        replay: { type: 'boolean' },
        concurrency: { type: 'string' },
        isolation: { type: 'string' },
        'timeout-ms': { type: 'string' },
        'connect-timeout-ms': { type: 'string' },
        shard: { type: 'string' },
        filter: { type: 'string' },
        json: { type: 'string' },
        junit: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (values.version) return 'version';
  return {
    workspace: cwd,
    scenarioGlobs: positionals.length > 0 ? positionals : DEFAULT_SCENARIO_GLOBS,
    ...readServerFlags(values, env, cwd),
    anthropicApiKey: env.ANTHROPIC_API_KEY ?? '',
    judge: choice('judge', values.judge, ['auto', 'required', 'off'] as const, 'auto'),
    judgeModel: values['judge-model'] ?? DEFAULT_JUDGE_MODEL,
    judgeConcurrency: positive('judge-concurrency', values['judge-concurrency'], DEFAULT_JUDGE_CONCURRENCY),
    agent: choice('agent', values.agent, ['auto', 'required', 'off'] as const, 'auto'),
    agentModel: values['agent-model'] || DEFAULT_AGENT_MODEL,
    agentTokenBudget: tokenBudget('--agent-token-budget', values['agent-token-budget']),
    agentReplay: values.replay === true,
    concurrency: positive('concurrency', values.concurrency, DEFAULT_CONCURRENCY),
    isolation: choice('isolation', values.isolation, ['scenario', 'suite'] as const, 'scenario'),
    timeoutMs: positive('timeout-ms', values['timeout-ms'], DEFAULT_TIMEOUT_MS),
    connectTimeoutMs: positive('connect-timeout-ms', values['connect-timeout-ms'], DEFAULT_CONNECT_TIMEOUT_MS),
    shard: values.shard ?? '',
    filter: values.filter ?? '',
    reports: {
      json: values.json === undefined ? undefined : path.resolve(cwd, values.json),
      junit: values.junit === undefined ? undefined : path.resolve(cwd, values.junit),
    },
  };
}

/** ANSI: back to the start of the line and clear it, to redraw the progress line. */
const CLEAR_LINE = '\r\u001b[2K';

/** Writes the JSON and JUnit reports asked for; returns the problems, each naming the file. */
async function writeReports(reports: ReportFiles, result: RunResult): Promise<string[]> {
  const problems: string[] = [];
  const files: [string | undefined, string, () => string][] = [
    [reports.json, '--json', () => renderJsonReport(result, PACKAGE_VERSION)],
    [reports.junit, '--junit', () => renderJunit(result)],
  ];
  for (const [file, option, render] of files) {
    if (!file) continue;
    try {
      await writeReportFile(file, render());
    } catch (error) {
      // The path came from the command line and the message quotes it: both shown on one line.
      problems.push(`could not write ${option} ${escapeName(file)}: ${escapeName((error as Error).message)}`);
    }
  }
  return problems;
}

/** The command line: returns the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv, io: Console): Promise<number> {
  const subcommand = argv[0] !== undefined && Object.hasOwn(SUBCOMMANDS, argv[0]) ? SUBCOMMANDS[argv[0]] : undefined;
  if (subcommand) return (await subcommand())(argv.slice(1), env, io);
  const style = { color: io.isTTY && !env.NO_COLOR };
  let options;
  let reports: ReportFiles = {};
  try {
    const config = parseCommandLine(argv, env, process.cwd());
    if (config === 'help') {
      io.out(USAGE);
      return EXIT_OK;
    }
    if (config === 'version') {
      io.out(`${PACKAGE_VERSION}\n`);
      return EXIT_OK;
    }
    reports = config.reports;
    options = toRunOptions(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One line that may quote a flag or value as typed: a line break in it is shown as \n.
    io.err(`mcp-scenario-eval: ${escapeName(error.message)}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  // On a TTY a progress line stays at the bottom, redrawn under each finished scenario's line.
  const progress: Progress = { done: 0, total: 0, passed: 0, failed: 0, skipped: 0 };
  const onResult = (scenario: ScenarioResult) => {
    progress.done++;
    if (scenario.status === 'passed') progress.passed++;
    else if (scenario.status === 'skipped') progress.skipped++;
    else progress.failed++;
    const line = `${renderScenarioLine(scenario, style)}\n`;
    io.out(io.isTTY ? `${CLEAR_LINE}${line}${renderProgress(progress, style)}` : line);
  };
  const result = await runSuite(options, {
    onStart: (count) => {
      progress.total = count;
      if (io.isTTY && count > 0) io.out(renderProgress(progress, style));
    },
    onResult,
  });
  if (io.isTTY && progress.total > 0) io.out(CLEAR_LINE);
  io.out(`${renderRunReport(result, style)}\n`);
  const problems = await writeReports(reports, result);
  for (const problem of problems) io.err(`mcp-scenario-eval: ${problem}\n`);
  // Invalid files, or globs that found no file at all, are the caller's to fix: bad usage.
  // So is a server that cannot start at all (no such program, nothing at the URL).
  if (result.fileErrors.length > 0 || !matchedAnyFile(result) || result.serverError) return EXIT_USAGE;
  return runFailed(result) || problems.length > 0 ? EXIT_FAILED : EXIT_OK;
}
