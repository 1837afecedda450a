import { randomInt } from 'node:crypto';
import path from 'node:path';
import { ConfigError, positiveInteger } from '../../config/resolve.js';
import { fuzzFailed, fuzzServer } from '../../server-tools/fuzz/run.js';
import type { FuzzPrompt, FuzzTemplate } from '../../model/fuzz.js';
import { findingScenario } from '../../authoring/fuzz-scenario.js';
import { readOtherLists } from '../../mcp/lists.js';
import { serverPaths } from '../../server-tools/fuzz/own-paths.js';
import {
  FUZZ_SUPPRESSIONS_FILE,
  FuzzSuppressionsError,
  loadFuzzSuppressions,
  type FuzzSuppression,
} from '../../server-tools/fuzz/suppressions.js';
import { describeTarget, sessionFactory } from '../../mcp/index.js';
import { redactDeep } from '../../secrets/redact.js';
import { serverFlagsText } from '../../config/accept-command.js';
import { shellWord } from '../../util/shell.js';
import { listTools } from '../../server-tools/snapshot/index.js';
import { escapeName, escapeTerminal } from '../../report/text/escape.js';
import { renderFuzzJson, renderFuzzReport, renderFuzzToolLine } from '../../report/fuzz.js';
import { writeReportFile } from '../../util/files.js';
import { PACKAGE_VERSION } from '../../version.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from '../console.js';
import { readServerTools } from './server-tools.js';
import type { Subcommand } from './subcommand.js';
import { readFlagsOnly, serverFlagsHelp, usageError } from './shared.js';
import { writeSarifFile } from './sarif-file.js';
import { colorFor } from '../../report/style.js';
import { stopOnSignals } from '../../util/signals.js';

export const DEFAULT_FUZZ_RUNS = 100;
// fuzz's own default of --timeout-ms is the table's (a per-command default of the timeout-ms row).
export { DEFAULT_FUZZ_TIMEOUT_MS } from '../../config/settings.js';
/** Per tool, shrinking included: a tool that hangs costs seconds, not minutes. */
export const DEFAULT_TOOL_BUDGET_MS = 60_000;

export const FUZZ_USAGE = `Usage: mcp-scenario-eval fuzz [server flags] [options]

Calls every tool with inputs generated from its input schema, and every prompt
and resource template with strings for its arguments or variables: valid ones across
the schema (bounds, empty and huge strings, unicode, NUL, path traversal and
injection strings) and invalid ones (a required field left out, a wrong type,
null, an extra key). A finding: the server exits or closes the connection (a
crash: a fresh server is started and the fuzz goes on), no answer within the
timeout (a hang), a JSON-RPC error other than -32602 invalid params, or an
answer that leaks internals not in the input (a stack trace, a Python
Traceback, a Go panic, an absolute path of the server's own files: not its
working directory, nor the paths given on its command line or in --server-env,
nor the environment printed by a tool whose purpose is to print it). A tool
result, an isError result and -32602 for input the schema rejects are fine, and
-32002 (resource not found) for a template's URI. A tool that asks the user
(elicitation) is declined, as a host with no user would: counted, not a finding.
Each finding is shrunk to a minimal input and printed with the command that
finds it again and a ready scenario (expect_error: true; a hang's step carries
timeout_ms, a leak's forbids the leaked text). Findings a suppressions file
accepts are listed with their reason and not counted.

Only tools annotated readOnlyHint: true are fuzzed unless --include-writes
(then each call to any other tool gets a fresh server): by the protocol's
defaults a tool with no annotations may write or delete (readOnlyHint: false,
destructiveHint: true), so it is listed as skipped with that reason. A live
server (--remote-url) is refused without --live, and then only tools annotated
readOnlyHint: true are fuzzed.

${serverFlagsHelp('fuzz')}

Options:
  --runs N               inputs per tool before shrinking (default ${DEFAULT_FUZZ_RUNS})
  --seed S               seed of the generator (default: random, printed)
  --tool NAME            fuzz only this tool (repeatable)
  --tool-budget-ms N     time per tool, shrinking included (default ${DEFAULT_TOOL_BUDGET_MS})
  --total-budget-ms N    time for the whole fuzz: each tool gets an equal share of
                         what is left (at most --tool-budget-ms), to within one
                         call; a tool left no time is "not reached" (exit 1);
                         default: no bound but each tool's
  --include-writes       fuzz tools not annotated read-only too, a fresh server per call
  --ill-formed-unicode   send lone surrogates ("\\ud800") too; no reply or a parse
                         error (-32700) for such input is then not a finding
  --suppressions FILE    findings accepted per tool and kind (optionally for
                         inputs matching a pattern), with a reason (default
                         ${FUZZ_SUPPRESSIONS_FILE} in the working directory, if any)
  --live                 allow a --remote-url server (readOnlyHint: true tools only)
  --json FILE            write the report as JSON
  --sarif FILE           write the findings as SARIF 2.1.0 (GitHub code scanning)
  -h, --help

Stopped by SIGINT or SIGTERM (Ctrl-C, a CI job's timeout), the fuzz cuts the call
under way, lists what it found and the tools it did not reach, writes --json and
--sarif, and exits 1; a second signal ends it at once.

Exit code: 0 no finding, 1 a finding (or the server would not start again, the
fuzz was stopped, or nothing was fuzzed), 2 bad usage or a server that cannot start.
`;

/** What only a test sets, no user: the hang probe's timeout (shrinking a hang waits it on every probe). */
export interface FuzzTuning {
  hangProbeTimeoutMs?: number;
}

export const fuzz: Subcommand = (...args) => fuzzTuned({}, ...args);

/** The `fuzz` command, given `tuning` (a test's), then a Subcommand's arguments. */
export async function fuzzTuned(
  tuning: FuzzTuning,
  ...[argv, env, io, cwd = process.cwd()]: Parameters<Subcommand>
): Promise<number> {
  const read = readFlagsOnly(
    'fuzz',
    FUZZ_USAGE,
    {
      runs: { type: 'string' },
      seed: { type: 'string' },
      tool: { type: 'string', multiple: true },
      'tool-budget-ms': { type: 'string' },
      'total-budget-ms': { type: 'string' },
      'include-writes': { type: 'boolean' },
      'ill-formed-unicode': { type: 'boolean' },
      live: { type: 'boolean' },
      json: { type: 'string' },
      suppressions: { type: 'string' },
    },
    argv,
    env,
    io,
    cwd,
  );
  if (typeof read === 'number') return read;
  const values = read.values as Record<string, string | boolean | string[] | undefined>;
  const options = read.options;
  let runs: number;
  let seed: number;
  let timeoutMs: number;
  let toolBudgetMs: number;
  let totalBudgetMs: number | undefined;
  let suppressions: FuzzSuppression[];
  try {
    runs = positiveInteger('--runs', values.runs as string | undefined, DEFAULT_FUZZ_RUNS);
    timeoutMs = read.settings.timeoutMs;
    toolBudgetMs = positiveInteger(
      '--tool-budget-ms',
      values['tool-budget-ms'] as string | undefined,
      DEFAULT_TOOL_BUDGET_MS,
    );
    totalBudgetMs =
      values['total-budget-ms'] === undefined
        ? undefined
        : positiveInteger('--total-budget-ms', values['total-budget-ms'] as string, 0);
    seed = readSeed(values.seed as string | undefined);
    const named = values.suppressions as string | undefined;
    suppressions = await loadFuzzSuppressions(path.resolve(cwd, named ?? FUZZ_SUPPRESSIONS_FILE), {
      required: named !== undefined,
      cwd,
    });
  } catch (error) {
    if (error instanceof FuzzSuppressionsError) {
      io.err(`mcp-scenario-eval fuzz: ${escapeTerminal(error.message)}\n`);
      return EXIT_USAGE;
    }
    if (!(error instanceof ConfigError)) throw error;
    return usageError(io, 'fuzz', error.message);
  }
  const live = options.server.kind === 'http';
  if (live && !values.live) {
    return usageError(
      io,
      'fuzz',
      'refusing to fuzz a live server (--remote-url or MCP_EVAL_REMOTE_URL) without --live: production data is not a fuzzing target; with --live, only tools annotated readOnlyHint: true are fuzzed',
    );
  }
  const includeWrites = values['include-writes'] === true;
  const illFormedUnicode = values['ill-formed-unicode'] === true;
  const only = values.tool as string[] | undefined;
  const jsonFile = values.json as string | undefined;
  const target = describeTarget(options);
  const factory = sessionFactory(options);

  const listed = await readServerTools('fuzz', options, io, async (client) => {
    const tools = await listTools(client, timeoutMs);
    // Prompts and resource templates too (issue 32 §2): their arguments and variables are fuzzed.
    const others = await readOtherLists(client, timeoutMs);
    return redactDeep(
      {
        tools,
        prompts: (others.prompts as FuzzPrompt[]).filter((prompt) => typeof prompt?.name === 'string'),
        templates: (others.templates as FuzzTemplate[]).filter((one) => typeof one?.uriTemplate === 'string'),
        unread: Object.values(others.unread).filter((why) => why !== undefined),
      },
      options.secrets,
    );
  });
  if (listed === undefined) return EXIT_USAGE;
  const { tools, prompts, templates, unread } = listed;
  // A prompt or template list cut at the page cap is not fuzzed; the tools still are.
  for (const why of unread) io.err(`mcp-scenario-eval fuzz: not fuzzed: ${escapeTerminal(why)}\n`);
  const names = [
    ...tools.map((tool) => tool.name),
    ...prompts.map((prompt) => prompt.name),
    ...templates.map((template) => template.name ?? template.uriTemplate),
  ];
  const unknown = (only ?? []).filter((name) => !names.includes(name));
  if (unknown.length > 0) {
    return usageError(
      io,
      'fuzz',
      `--tool ${unknown.join(', ')}: no such tool, prompt or resource template; the server lists ${names.join(', ') || 'none'}`,
    );
  }

  // Every server flag (its --server-env and --server-secret names too): the same server, started the same way.
  const serverFlags = serverFlagsText({
    serverCommand: values['server-command'] as string | undefined,
    serverModule: values['server-module'] as string | undefined,
    remoteUrl: values['remote-url'] as string | undefined,
    serverCwd: values['server-cwd'] === undefined ? undefined : path.resolve(cwd, values['server-cwd'] as string),
    serverEnv: values['server-env'] as string[] | undefined,
    serverSecrets: values['server-secret'] as string[] | undefined,
    workspace: cwd,
  });
  const extra = [
    ...(values['timeout-ms'] === undefined ? [] : ['--timeout-ms', String(timeoutMs)]),
    ...(values['connect-timeout-ms'] === undefined
      ? []
      : ['--connect-timeout-ms', values['connect-timeout-ms'] as string]),
    // Shrinking goes as far as the budget lets it: the same budget finds the same input.
    ...(values['tool-budget-ms'] === undefined ? [] : ['--tool-budget-ms', String(toolBudgetMs)]),
    ...(includeWrites ? ['--include-writes'] : []),
    ...(illFormedUnicode ? ['--ill-formed-unicode'] : []),
    // Suppressed inputs pass, so the same input is found again only with the same entries.
    ...(values.suppressions === undefined ? [] : ['--suppressions', values.suppressions as string]),
    ...(live ? ['--live'] : []),
    // A finding of one era may not show in the other: the same era finds it again.
    ...(values.protocol === undefined ? [] : ['--protocol', values.protocol as string]),
  ];
  const reproduceCommand = (tool: string) =>
    [
      ...['npx', 'mcp-scenario-eval', 'fuzz'].map(shellWord),
      serverFlags,
      ...['--tool', tool, '--seed', String(seed), '--runs', String(runs), ...extra].map(shellWord),
    ]
      .filter(Boolean)
      .join(' ');

  const paths = serverPaths(options.server, cwd);
  const style = { color: colorFor(io.isTTY, env), hangProbeTimeoutMs: tuning.hangProbeTimeoutMs };
  const surface =
    prompts.length + templates.length > 0
      ? `, ${prompts.length} prompt(s), ${templates.length} resource template(s)`
      : '';
  io.out(`Fuzzing ${escapeTerminal(target)}: ${tools.length} tool(s)${surface}, seed ${seed}, ${runs} runs per tool\n`);
  const stopping = stopOnSignals();
  const report = redactDeep(
    await fuzzServer(
      tools,
      {
        factory,
        target,
        runs,
        seed,
        timeoutMs,
        toolBudgetMs,
        totalBudgetMs,
        signal: stopping.signal,
        includeWrites,
        illFormedUnicode,
        live,
        only,
        suppressions,
        ownPaths: paths.own,
        userPaths: paths.user,
        // What the server is started with: this process's environment and --server-env (see mcp/server-process.ts).
        environment: { ...process.env, ...(options.server.kind === 'command' ? options.server.env : {}) },
        reproduceCommand,
        hangProbeTimeoutMs: tuning.hangProbeTimeoutMs,
        scenario: (finding, facts) => findingScenario(finding, { seedNote: `--seed ${seed}`, ...facts }),
        settingName: (setting) => `--${setting}`,
        onToolStart: (tool) => {
          if (io.isTTY) io.out(`… ${escapeName(tool)}\r`);
        },
        onToolDone: (tool) =>
          io.out(`${io.isTTY ? '\r\u001b[2K' : ''}${renderFuzzToolLine(redactDeep(tool, options.secrets), style)}\n`),
      },
      { prompts, templates },
    ).finally(stopping.release),
    options.secrets,
  );
  io.out(renderFuzzReport(report, style));
  if (jsonFile !== undefined) {
    try {
      await writeReportFile(path.resolve(cwd, jsonFile), renderFuzzJson(report, PACKAGE_VERSION));
    } catch (error) {
      io.err(
        `mcp-scenario-eval fuzz: could not write --json ${escapeName(jsonFile)}: ${escapeName((error as Error).message)}\n`,
      );
      return EXIT_FAILED;
    }
  }
  const sarif = read.settings.reportSarif;
  if (sarif && !(await writeSarifFile(io, 'fuzz', { file: sarif, cwd }, { fuzz: report }))) return EXIT_FAILED;
  return fuzzFailed(report) ? EXIT_FAILED : EXIT_OK;
}

/** `--seed`: an integer that fits fast-check's 32-bit seed; a random one when not given. */
function readSeed(text: string | undefined): number {
  if (text === undefined) return randomInt(0, 2 ** 31 - 1);
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < -(2 ** 31) || value >= 2 ** 31)
    throw new ConfigError(`--seed must be an integer from ${-(2 ** 31)} to ${2 ** 31 - 1}, got "${text}"`);
  return value;
}
