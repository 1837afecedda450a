import { stopOnSignals } from '../util/signals.js';
import { parseCommandArgs } from './parse-args.js';
import { ConfigError, toRunOptions, type RunConfig } from '../config/resolve.js';
import { writeReportFile } from '../util/files.js';
import { runSuite } from '../run/index.js';
import type { RunResult, ScenarioResult } from '../model/index.js';
import { matchedAnyFile, runFailed } from '../run/verdict.js';
import { flagOptions, readFlags } from './flags.js';
import { escapeName } from '../report/text/escape.js';
import { RENDERERS } from '../report/index.js';
import {
  askedReports,
  readReportContext,
  renderReportFile,
  reportFileProblem,
  reportFiles,
  type AskedReports,
} from '../report/files.js';
import { renderProgress, type Progress } from '../report/terminal.js';
import { PACKAGE_VERSION } from '../version.js';
import { USAGE } from './usage.js';

import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, usageHint, type Console } from './console.js';
import { SUBCOMMANDS } from './commands/index.js';
import { colorFor } from '../report/style.js';

export type { Console } from './console.js';

/** Report files asked for on the command line, by name (`json`, `junit`), as absolute paths. */
export type ReportFiles = Record<string, string>;

/** The command line of a run, read through the table of settings (flags.ts). */
export function parseCommandLine(
  argv: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): (RunConfig & { reports: ReportFiles; reportFiles: AskedReports }) | 'help' | 'version' {
  const parsed = parseCommandArgs(argv, {
    ...flagOptions('run'),
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean', short: 'v' },
  });
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (values.version) return 'version';
  const read = readFlags('run', values, env, cwd, positionals);
  const asked = askedReports('cli', read, cwd);
  return {
    ...read.config,
    reports: Object.fromEntries(Object.entries(asked).map(([name, file]) => [name, file.path])),
    reportFiles: asked,
  };
}

/** ANSI: back to the start of the line and clear it, to redraw the progress line. */
const CLEAR_LINE = '\r\u001b[2K';

/** Writes the report files asked for; returns the problems, each naming the file. */
async function writeReports(asked: AskedReports, result: RunResult, workspace: string): Promise<string[]> {
  const problems: string[] = [];
  const files = reportFiles('cli', asked);
  const context = await readReportContext(files, result, workspace);
  for (const file of files) {
    try {
      await writeReportFile(file.path, renderReportFile(file, result, PACKAGE_VERSION, context));
    } catch (error) {
      // The path came from the command line and the message quotes it: both shown on one line.
      problems.push(escapeName(reportFileProblem(file, error)));
    }
  }
  return problems;
}

/**
 * The command line: returns the exit code. `cwd` is where relative paths are read from (the
 * process's own by default): a test runs a command in a folder of its own without `process.chdir`.
 */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: Console,
  cwd: string = process.cwd(),
): Promise<number> {
  const subcommand = argv[0] !== undefined && Object.hasOwn(SUBCOMMANDS, argv[0]) ? SUBCOMMANDS[argv[0]] : undefined;
  if (subcommand) return (await subcommand())(argv.slice(1), env, io, cwd);
  // A run given tool variants compares them (the compare-variants command, with the same arguments).
  if (
    argv.some((arg) => arg === '--compare-variants' || arg === '--tool-variants' || arg.startsWith('--tool-variants='))
  )
    return (await SUBCOMMANDS['compare-variants']!())(
      argv.filter((arg) => arg !== '--compare-variants'),
      env,
      io,
      cwd,
    );
  const style = { color: colorFor(io.isTTY, env) };
  let options;
  let reports: AskedReports = {};
  try {
    const config = parseCommandLine(argv, env, cwd);
    if (config === 'help') {
      io.out(USAGE);
      return EXIT_OK;
    }
    if (config === 'version') {
      io.out(`${PACKAGE_VERSION}\n`);
      return EXIT_OK;
    }
    reports = config.reportFiles;
    options = toRunOptions(config);
    for (const message of options.notices ?? []) io.err(`mcp-scenario-eval: notice: ${escapeName(message)}\n`);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One line that may quote a flag or value as typed: a line break in it is shown as \n.
    // Only the line that matters: the whole usage after it would scroll it out of sight.
    io.err(`mcp-scenario-eval: ${escapeName(error.message)}\n${usageHint()}\n`);
    return EXIT_USAGE;
  }
  // On a TTY a progress line stays at the bottom, redrawn under each finished scenario's line.
  const progress: Progress = { done: 0, total: 0, passed: 0, failed: 0, skipped: 0 };
  const onResult = (scenario: ScenarioResult) => {
    progress.done++;
    if (scenario.status === 'passed') progress.passed++;
    else if (scenario.status === 'skipped') progress.skipped++;
    else progress.failed++;
    const line = `${RENDERERS.scenarioLine(scenario, style)}\n`;
    io.out(io.isTTY ? `${CLEAR_LINE}${line}${renderProgress(progress, style)}` : line);
  };
  // Ctrl-C or a CI job's timeout: the scenarios not finished are errored, the reports still written.
  const stopping = stopOnSignals();
  const result = await runSuite(
    { ...options, signal: stopping.signal },
    {
      onStart: (count) => {
        progress.total = count;
        if (io.isTTY && count > 0) io.out(renderProgress(progress, style));
      },
      onResult,
    },
  ).finally(stopping.release);
  if (io.isTTY && progress.total > 0) io.out(CLEAR_LINE);
  if (result.toolsSnapshot) io.out(`${RENDERERS.snapshotTerminal(result.toolsSnapshot, style)}\n`);
  // `--annotations warn|error`: the findings themselves, not only the failure's headline below.
  if (result.annotations) io.out(`${RENDERERS.annotationsLog(result.annotations)}\n`);
  io.out(`${RENDERERS.terminal(result, style)}\n`);
  const problems = await writeReports(reports, result, options.workspace);
  const baseline = options.agent?.baseline;
  if (baseline?.record) {
    try {
      const { saveBaseline } = await import('./baseline-save.js');
      if ((await saveBaseline(result, baseline, io)).leftOut.length > 0)
        problems.push(`${escapeName(baseline.label)}: some agent scenarios were not recorded (above)`);
    } catch (error) {
      problems.push(
        escapeName(`${baseline.label}: the agent baseline could not be written: ${(error as Error).message}`),
      );
    }
  }
  for (const problem of problems) io.err(`mcp-scenario-eval: ${problem}\n`);
  // Invalid files, or globs that found no file at all, are the caller's to fix: bad usage.
  // So is a server that cannot start at all (no such program, nothing at the URL).
  if (result.fileErrors.length > 0 || !matchedAnyFile(result) || result.serverError) return EXIT_USAGE;
  return runFailed(result) || problems.length > 0 ? EXIT_FAILED : EXIT_OK;
}
