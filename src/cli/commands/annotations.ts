/**
 * The `annotations` command: are the server's readOnlyHint, idempotentHint and destructiveHint true?
 * Reads its flags, the scenarios (their tool steps' arguments are the first inputs), the probes and
 * suppressions files, runs the check (server-tools/annotations) and prints and writes its report.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { ConfigError, positiveInteger } from '../../config/resolve.js';
import { DEFAULT_SNAPSHOT_NAME, globBase } from '../../config/snapshot.js';
import { serverFlagsText } from '../../config/accept-command.js';
import { describeTarget } from '../../mcp/index.js';
import { annotationsFailed, type AnnotationsReport } from '../../model/annotations.js';
import type { Scenario } from '../../model/index.js';
import { ANNOTATIONS_DEFAULT_RUNS, ANNOTATIONS_TOOL_BUDGET_MS } from '../../model/limits.js';
import {
  renderAnnotationsJson,
  renderAnnotationsReport,
  renderAnnotationsToolLine,
} from '../../report/annotations-check.js';
import { colorFor } from '../../report/style.js';
import { SARIF_SNAPSHOT_READ_LIMIT_BYTES } from '../../report/text/limits.js';
import { escapeName, escapeTerminal } from '../../report/text/escape.js';
import { discoverScenarioFiles, displayPath } from '../../scenario/discover.js';
import { loadScenarioFile } from '../../scenario/load.js';
import { redactDeep } from '../../secrets/redact.js';
import {
  ANNOTATIONS_SUPPRESSIONS_FILE,
  AnnotationsSuppressionsError,
  checkAnnotations,
  DEFAULT_PROBES_FILE,
  loadAnnotationsSuppressions,
  loadProbesFile,
  ProbesFileError,
  stubServers,
  type AnnotationSuppression,
  type ProbesFile,
} from '../../server-tools/annotations/index.js';
import { listTools } from '../../server-tools/snapshot/index.js';
import { readTextUpTo, writeReportFile } from '../../util/files.js';
import { shellWord } from '../../util/shell.js';
import { stopOnSignals } from '../../util/signals.js';
import { PACKAGE_VERSION } from '../../version.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from '../console.js';
import { writeSarifFile } from './sarif-file.js';
import { readServerTools } from './server-tools.js';
import { readFlagsOnly, serverFlagsHelp, usageError } from './shared.js';
import type { Subcommand } from './subcommand.js';

export const ANNOTATIONS_USAGE = `Usage: mcp-scenario-eval annotations [server flags] [options]

Checks each tool's annotations by behaviour, on a fresh stub server per tool
(and per input once a call changed the state), comparing the server's state
before and after its calls:
  readOnlyHint: true       any change of the state is a finding (not-read-only)
  idempotentHint: true     (not read-only) the state after two identical calls
                           must equal the state after one (not-idempotent)
  destructiveHint: false   (not read-only) what was there before must still be
                           there unchanged; the state may only grow (destructive)
A tool with no such claim that changed no state on every input it accepted is
listed as a suggestion: it could be annotated readOnlyHint: true. openWorldHint
is not judged (no state of the server shows whether a tool reaches the outside).

The state: the server's files (each server process gets a fresh, empty
directory, MCP_EVAL_SCENARIO_DIR, as its working directory too), the resources
it lists (each read), and the probes of the probes file: steps (tool:,
resource: or prompt:, with args:) whose outputs are state, and ignore:
patterns for bookkeeping lines. Each is read twice before a call: lines that
differ between the two reads (timestamps, request ids) are left out, and the
report lists them.

The inputs: the args of every scenario step calling the tool, then --runs
valid inputs generated from its input schema (a call answered as invalid or
isError proves nothing and is not judged). A finding is shrunk to the
smallest input still showing it, re-verified on a fresh server, and printed
with a command that reproduces it.

A live server (--remote-url) is refused (a tool lying about read-only would
write to production) unless --live-read-only: then only tools annotated
readOnlyHint: true are called, and the state is the probes alone.

${serverFlagsHelp('annotations')}

Options:
  --scenarios GLOB       scenario files whose tool steps give the first inputs
                         (repeatable; default scenarios/**/*.yaml and .yml)
  --probes FILE          the probes file (default ${DEFAULT_PROBES_FILE} beside the
                         scenarios, when it exists)
  --runs N               generated inputs per tool (default ${ANNOTATIONS_DEFAULT_RUNS})
  --seed S               seed of the generator (default: random, printed)
  --tool NAME            check only this tool (repeatable; --only says the same)
  --tool-budget-ms N     time per tool, shrinking included (default ${ANNOTATIONS_TOOL_BUDGET_MS})
  --suppressions FILE    findings accepted per tool and kind, with a reason
                         (default ${ANNOTATIONS_SUPPRESSIONS_FILE} in the working directory, if any)
  --live-read-only       allow a --remote-url server: only readOnlyHint: true tools, probes only
  --json FILE            write the report as JSON
  --sarif FILE           write the findings as SARIF 2.1.0 (GitHub code scanning),
                         each at its tool's line of ${DEFAULT_SNAPSHOT_NAME} beside the
                         scenarios when it exists; suppressed ones carry their reason
  -h, --help

Stopped by SIGINT or SIGTERM, the check cuts the call under way, lists what it
found and the tools it did not reach, writes --json and --sarif, and exits 1.

Exit code: 0 no finding, 1 a finding (or a check that did not finish: a server
that hung or died, a stop, nothing checked), 2 bad usage or a server that cannot start.
`;

export const annotations: Subcommand = async (argv, env, io, cwd = process.cwd()) => {
  const read = readFlagsOnly(
    'annotations',
    ANNOTATIONS_USAGE,
    {
      probes: { type: 'string' },
      runs: { type: 'string' },
      seed: { type: 'string' },
      tool: { type: 'string', multiple: true },
      only: { type: 'string', multiple: true },
      'tool-budget-ms': { type: 'string' },
      'live-read-only': { type: 'boolean' },
      suppressions: { type: 'string' },
      json: { type: 'string' },
    },
    argv,
    env,
    io,
    cwd,
  );
  if (typeof read === 'number') return read;
  const values = read.values as Record<string, string | boolean | string[] | undefined>;
  const options = read.options;
  const globs = read.settings.scenarioGlobs;
  let runs: number;
  let seed: number;
  let toolBudgetMs: number;
  let probes: ProbesFile | undefined;
  let suppressions: AnnotationSuppression[];
  try {
    runs = positiveInteger('--runs', values.runs as string | undefined, ANNOTATIONS_DEFAULT_RUNS);
    toolBudgetMs = positiveInteger(
      '--tool-budget-ms',
      values['tool-budget-ms'] as string | undefined,
      ANNOTATIONS_TOOL_BUDGET_MS,
    );
    seed = readSeed(values.seed as string | undefined);
    const namedProbes = values.probes as string | undefined;
    const firstGlob = globs.find((glob) => !glob.trim().startsWith('!') && glob.trim() !== '');
    const probesFile = namedProbes ?? path.join(globBase(firstGlob ?? '.'), DEFAULT_PROBES_FILE);
    probes = loadProbesFile(path.resolve(cwd, probesFile), { required: namedProbes !== undefined, cwd });
    const named = values.suppressions as string | undefined;
    suppressions = await loadAnnotationsSuppressions(path.resolve(cwd, named ?? ANNOTATIONS_SUPPRESSIONS_FILE), {
      required: named !== undefined,
      cwd,
    });
  } catch (error) {
    if (error instanceof ProbesFileError || error instanceof AnnotationsSuppressionsError) {
      io.err(`mcp-scenario-eval annotations: ${escapeTerminal(error.message)}\n`);
      return EXIT_USAGE;
    }
    if (!(error instanceof ConfigError)) throw error;
    return usageError(io, 'annotations', error.message);
  }
  const live = options.server.kind === 'http';
  const liveReadOnly = values['live-read-only'] === true;
  if (live && !liveReadOnly)
    return usageError(
      io,
      'annotations',
      'refusing to check the annotations of a live server (--remote-url or MCP_EVAL_REMOTE_URL): a tool that lies about being read-only would write to production; with --live-read-only, only tools annotated readOnlyHint: true are called, with probes only',
    );
  if (!live && liveReadOnly)
    return usageError(
      io,
      'annotations',
      '--live-read-only is for a live server (--remote-url); a stub is checked in full',
    );
  const only = [...((values.tool as string[] | undefined) ?? []), ...((values.only as string[] | undefined) ?? [])];
  const jsonFile = values.json as string | undefined;
  const target = describeTarget(options);
  const timeoutMs = read.settings.timeoutMs;

  const tools = await readServerTools('annotations', options, io, (client) => listTools(client, timeoutMs));
  if (tools === undefined) return EXIT_USAGE;
  const unknown = only.filter((name) => !tools.some((tool) => tool.name === name));
  if (unknown.length > 0)
    return usageError(
      io,
      'annotations',
      `--tool ${unknown.join(', ')}: no such tool; the server lists ${tools.map((tool) => tool.name).join(', ') || 'none'}`,
    );
  const scenarios = await readScenarios(globs, cwd, io);

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
    ...(values.scenarios === undefined ? [] : globs.flatMap((glob) => ['--scenarios', glob])),
    ...(values.probes === undefined ? [] : ['--probes', values.probes as string]),
    ...(values.suppressions === undefined ? [] : ['--suppressions', values.suppressions as string]),
    ...(values['timeout-ms'] === undefined ? [] : ['--timeout-ms', String(timeoutMs)]),
    ...(values['tool-budget-ms'] === undefined ? [] : ['--tool-budget-ms', String(toolBudgetMs)]),
    ...(values.protocol === undefined ? [] : ['--protocol', values.protocol as string]),
    ...(liveReadOnly ? ['--live-read-only'] : []),
  ];
  const reproduceCommand = (tool: string) =>
    [
      ...['npx', 'mcp-scenario-eval', 'annotations'].map(shellWord),
      serverFlags,
      ...['--tool', tool, '--seed', String(seed), '--runs', String(runs), ...extra].map(shellWord),
    ]
      .filter(Boolean)
      .join(' ');

  const style = { color: colorFor(io.isTTY, env) };
  io.out(
    `Checking the annotations of ${escapeTerminal(target)}: ${tools.length} tool(s), seed ${seed}, ${runs} generated input(s) per tool${liveReadOnly ? ', live: read-only tools and probes only' : ''}\n`,
  );
  const stopping = stopOnSignals();
  const report: AnnotationsReport = redactDeep(
    await checkAnnotations(tools, {
      servers: stubServers(options),
      target,
      runs,
      seed,
      timeoutMs,
      toolBudgetMs,
      liveReadOnly,
      ...(only.length > 0 ? { only } : {}),
      scenarios,
      probes,
      suppressions,
      signal: stopping.signal,
      reproduceCommand,
      onToolStart: (tool) => {
        if (io.isTTY) io.out(`… ${escapeName(tool)}\r`);
      },
      onToolDone: (tool) =>
        io.out(
          `${io.isTTY ? '\r\u001b[2K' : ''}${renderAnnotationsToolLine(redactDeep(tool, options.secrets), style)}\n`,
        ),
    }).finally(stopping.release),
    options.secrets,
  );
  io.out(renderAnnotationsReport(report, style));
  if (jsonFile !== undefined) {
    try {
      await writeReportFile(path.resolve(cwd, jsonFile), renderAnnotationsJson(report, PACKAGE_VERSION));
    } catch (error) {
      io.err(
        `mcp-scenario-eval annotations: could not write --json ${escapeName(jsonFile)}: ${escapeName((error as Error).message)}\n`,
      );
      return EXIT_FAILED;
    }
  }
  const sarif = read.settings.reportSarif;
  if (sarif) {
    const snapshot = await committedSnapshot(globs, cwd);
    if (!(await writeSarifFile(io, 'annotations', { file: sarif, cwd }, { annotations: report }, snapshot)))
      return EXIT_FAILED;
  }
  return annotationsFailed(report) ? EXIT_FAILED : EXIT_OK;
};

/**
 * The committed tool-list snapshot a run would check by default (tools.snapshot.json beside the
 * scenarios), read bounded, for --sarif to place each finding at its tool's line; none when absent.
 */
async function committedSnapshot(
  globs: readonly string[],
  cwd: string,
): Promise<{ snapshotFile?: string; snapshotText?: string }> {
  const firstGlob = globs.find((glob) => !glob.trim().startsWith('!') && glob.trim() !== '');
  const file = path.resolve(cwd, path.posix.join(globBase(firstGlob ?? '.'), DEFAULT_SNAPSHOT_NAME));
  const text = await readTextUpTo(file, SARIF_SNAPSHOT_READ_LIMIT_BYTES);
  return text === undefined ? {} : { snapshotFile: displayPath(file, cwd), snapshotText: text };
}

/** The scenarios of the globs; a file that does not load is said on stderr and left out (its inputs are a bonus). */
async function readScenarios(globs: string[], cwd: string, io: { err(text: string): void }): Promise<Scenario[]> {
  const { files } = await discoverScenarioFiles(globs, cwd);
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const shown = path.relative(cwd, file) || file;
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const loaded = loadScenarioFile(text, file, shown);
    if (loaded.errors.length > 0)
      io.err(
        `mcp-scenario-eval annotations: notice: ${escapeName(shown)} has errors (run it to see them); its inputs are left out\n`,
      );
    scenarios.push(...loaded.scenarios);
  }
  return scenarios;
}

/** `--seed`: an integer that fits fast-check's 32-bit seed; a random one when not given. */
function readSeed(text: string | undefined): number {
  if (text === undefined) return randomInt(0, 2 ** 31 - 1);
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < -(2 ** 31) || value >= 2 ** 31)
    throw new ConfigError(`--seed must be an integer from ${-(2 ** 31)} to ${2 ** 31 - 1}, got "${text}"`);
  return value;
}
