import path from 'node:path';
import { ConfigError, toRunOptions } from '../config/resolve.js';
import { redactText } from '../secrets/redact.js';
import { lintFailed, matchedAnyFile, runFailed, totalsOf, type RunLint, type RunResult } from '../model/index.js';
import { PACKAGE_VERSION } from '../version.js';
import {
  fail,
  log,
  logUntrusted,
  readGithubRun,
  warn,
  withStreamsGuarded,
  writeAnnotations,
  writeOutputs,
  writeReportFile,
  writeSummary,
} from './write.js';
import { readSettings, SettingsError } from './inputs.js';

/** File name of the JSON report when `report-json` is not set, under RUNNER_TEMP. */
export const DEFAULT_REPORT_JSON_NAME = 'mcp-scenario-eval-report.json';

/** Where the JSON report goes: `report-json` (relative to the workspace), or RUNNER_TEMP, or the workspace. */
export function reportJsonPath(input: string, workspace: string, env: NodeJS.ProcessEnv): string {
  if (input) return path.resolve(workspace, input);
  return path.join(env.RUNNER_TEMP || workspace, DEFAULT_REPORT_JSON_NAME);
}

/** The action: read inputs, run the suite, write the reports, fail the step if anything failed. */
export async function run(): Promise<void> {
  try {
    const settings = readSettings();
    const options = toRunOptions(settings);
    // Only now: a run that stops at its settings loads none of the engine and renderers.
    const {
      coverageLine,
      eraseSecretsFromEnvironment,
      lintLogText,
      planAnnotations,
      renderJsonReport,
      renderJunit,
      renderRunReport,
      renderScenarioLine,
      renderSnapshotMarkdown,
      renderSnapshotTerminal,
      renderSummary,
      runSuite,
      secretVariables,
      snapshotFailed,
      snapshotHeadline,
    } = await import('./run-parts.js');
    // Every setting is read: no secret needs to stay where the server under test can read it.
    const erasure = eraseSecretsFromEnvironment(
      secretVariables(options.secrets, (value, secrets) => redactText(value, secrets) !== value),
    );
    if (erasure.initialBlock === 'unavailable' && process.platform === 'linux')
      warn(
        `could not overwrite the secrets in this process's initial environment (${erasure.problem}): the server under test may read them from /proc/<pid>/environ`,
      );
    const noColor = { color: false };
    // Scenario lines are one line each, start with our own label and have control characters
    // made visible, so they cannot start a workflow command.
    const runAll = () => runSuite(options, { onResult: (scenario) => log(renderScenarioLine(scenario, noColor)) });
    // An in-process server writes to this process's stdout: its logs must not act as commands.
    const result =
      options.server.kind === 'module' ? await withStreamsGuarded(runAll, options.secrets) : await runAll();
    if (result.coverage) log(coverageLine(result.coverage));
    if (result.lint) logUntrusted(`Lint (lint: ${result.lint.mode})`, lintLogText(result.lint));
    if (runFailed(result)) logUntrusted('Failures in full', renderRunReport(result, noColor));

    const extraOutputs: Record<string, string> = {};
    const jsonPath = reportJsonPath(settings.reportJson, settings.workspace, process.env);
    const reportProblems: string[] = [];
    try {
      await writeReportFile(jsonPath, renderJsonReport(result, PACKAGE_VERSION));
      extraOutputs['report-json'] = jsonPath;
      log(`JSON report: ${jsonPath}`);
    } catch (error) {
      reportProblems.push(`could not write the JSON report to ${jsonPath} (report-json): ${(error as Error).message}`);
    }
    if (settings.reportJunit) {
      const junitPath = path.resolve(settings.workspace, settings.reportJunit);
      try {
        await writeReportFile(junitPath, renderJunit(result));
        log(`JUnit report: ${junitPath}`);
      } catch (error) {
        reportProblems.push(`could not write JUnit XML to ${junitPath} (report-junit): ${(error as Error).message}`);
      }
    }

    const { repository, pullRequest } = await readGithubRun();
    const summary = renderSummary(result, { repository, pullRequest });
    // The snapshot check has a section of its own, after the scenarios' (it is small: one line a change).
    if (result.toolsSnapshot) summary.markdown += `\n${renderSnapshotMarkdown(result.toolsSnapshot)}`;
    if (result.toolsSnapshot) logUntrusted('Tool-list snapshot', renderSnapshotTerminal(result.toolsSnapshot, noColor));
    if (summary.leftOut.length > 0)
      warn(`The job summary was shortened to stay under GitHub's 1 MiB limit; left out: ${summary.leftOut.join('; ')}`);
    // The step's own failures first: GitHub shows only the first 10 errors of a step.
    if (runFailed(result)) fail(failureHeadline(result));
    // The headline names the scenarios when they failed too: the lint's own failure is said as well.
    if (lintFailed(result.lint) && totalsOf(result).failed > 0) fail(lintHeadline(result.lint!));
    if (result.toolsSnapshot && snapshotFailed(result.toolsSnapshot)) fail(snapshotHeadline(result.toolsSnapshot));
    for (const problem of reportProblems) fail(problem);
    writeAnnotations(planAnnotations(result).annotations);
    for (const warning of unmatchedGlobWarnings(result)) warn(warning);
    // Each file of the runner is written on its own: one that cannot be written is reported once,
    // as a failure of the step, and costs nothing else (the log and annotations are already out).
    try {
      writeOutputs(totalsOf(result), extraOutputs);
    } catch (error) {
      fail(runnerFileProblem('the step outputs', 'GITHUB_OUTPUT', error));
    }
    try {
      await writeSummary(summary.markdown);
    } catch (error) {
      fail(runnerFileProblem('the job summary', 'GITHUB_STEP_SUMMARY', error));
    }
  } catch (error) {
    if (error instanceof SettingsError || error instanceof ConfigError) fail(error.message);
    else fail(`mcp-scenario-eval crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

/** One line for a runner file (outputs, summary) that could not be written: which, where, why. */
export function runnerFileProblem(what: string, variable: string, error: unknown): string {
  const where = process.env[variable];
  const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
  return (
    `could not write ${what} to ${variable} (${where ? JSON.stringify(where) : 'not set'}): ${reason}; ` +
    `the runner points ${variable} at a file it created, so a step before this one may have changed or removed it`
  );
}

export function failureHeadline(result: RunResult): string {
  if (result.fileErrors.length > 0)
    return `${result.fileErrors.length} problem(s) in scenario files; no scenario was run`;
  if (result.serverError) return `${result.serverError.message}; no scenario was run`;
  if (result.scenarios.length === 0) {
    return matchedAnyFile(result)
      ? `no scenario was selected to run (${result.notLive} not live, ${result.deselected} left out by filter or shard): check filter, shard, and live: true in live mode`
      : `no scenario file matched ${result.unmatchedGlobs.map((g) => `"${g}"`).join(', ') || 'the scenarios globs'}`;
  }
  const totals = totalsOf(result);
  if (totals.failed === 0 && result.judge.failedBecause) return result.judge.failedBecause;
  if (totals.failed === 0 && lintFailed(result.lint)) return lintHeadline(result.lint!);
  return `${totals.failed} of ${totals.total} scenario(s) failed`;
}

/**
 * A warning per glob that matched nothing while others matched (a typo there would otherwise go
 * unseen); when nothing matched at all, the failure message names the globs instead.
 */
export function unmatchedGlobWarnings(result: RunResult): string[] {
  if (!matchedAnyFile(result)) return [];
  return result.unmatchedGlobs.map(
    (glob) => `the scenarios glob "${glob}" matched no .yaml or .yml file; fix or remove it`,
  );
}

/** Why `lint: error` failed the step: the error findings, or why the lint could not be done. */
export function lintHeadline(lint: RunLint): string {
  if (!lint.report) return `lint: error, and the lint could not be done: ${lint.error ?? ''}`;
  const errors = lint.report.findings.filter((item) => item.level === 'error' && !item.suppressed);
  return `lint found ${errors.length} error(s) in the tool definitions (lint: error): ${errors
    .slice(0, 5)
    .map((item) => `${item.tool ?? 'tool list'}: ${item.message}`)
    .join('; ')}${errors.length > 5 ? '; …' : ''}`;
}
