import path from 'node:path';
import { ConfigError, toRunOptions } from '../config/resolve.js';
import { redactText } from '../secrets/redact.js';
import { totalsOf } from '../model/index.js';
import { lintFailed, runAnnotationsFailed, runFailed } from '../run/verdict.js';
import { PACKAGE_VERSION } from '../version.js';
import {
  debug,
  debugging,
  fail as failStep,
  log,
  logUntrusted,
  notice,
  readGithubRun,
  warn,
  withStreamsGuarded,
  writeAnnotations,
  writeOutputs,
  writeReportFile,
  writeSummary,
} from './write.js';
import { maskSecrets, readSettings } from './inputs.js';
import { stopOnSignals } from '../util/signals.js';
import type { CheckRunContext, CheckRunPlan } from '../report/check-run.js';

/** File name of the JSON report when `report-json` is not set, under RUNNER_TEMP. */
export const DEFAULT_REPORT_JSON_NAME = 'mcp-scenario-eval-report.json';

/** Where the JSON report goes: `report-json` (relative to the workspace), or RUNNER_TEMP, or the workspace. */
export function reportJsonPath(input: string, workspace: string, env: NodeJS.ProcessEnv): string {
  if (input) return path.resolve(workspace, input);
  return path.join(env.RUNNER_TEMP || workspace, DEFAULT_REPORT_JSON_NAME);
}

/** What `check-run: true` needs once the settings are read: the token, what to redact, the shard for the name. */
interface CheckRunAsked {
  token: string;
  secrets: readonly string[];
  shard: string;
}

/** The action: read inputs, run the suite, write the reports, fail the step if anything failed. */
export async function run(): Promise<void> {
  // The step's verdict, as it is given: the check run's conclusion follows it.
  let stepFailed = false;
  const fail = (message: string) => {
    stepFailed = true;
    failStep(message);
  };
  let checkRun: CheckRunAsked | undefined;
  try {
    const settings = readSettings();
    const options = toRunOptions(settings);
    // The job's token is a secret of the run: redacted from every report, erased from the environment
    // (INPUT_GITHUB-TOKEN) before the server under test starts, kept here for the check run alone.
    if (settings.githubToken) options.secrets = [...options.secrets, settings.githubToken];
    maskSecrets(options.secrets);
    if (settings.checkRun) checkRun = { token: settings.githubToken, secrets: options.secrets, shard: settings.shard };
    if (debugging()) options.debug = (line) => debug(redactText(line, options.secrets));
    for (const message of options.notices ?? []) notice(message);
    // Only now: a run that stops at its settings loads none of the engine and renderers.
    const {
      RENDERERS,
      annotationsHeadline,
      emptyShardNotice,
      eraseSecretsFromEnvironment,
      failureHeadline,
      lintHeadline,
      askedReports,
      readReportContext,
      renderReportFile,
      reportFileProblem,
      reportFiles,
      unmatchedGlobWarnings,
      runSuite,
      secretVariables,
      snapshotFailed,
      snapshotHeadline,
    } = await import('./run-parts.js');
    // Before the run: a report NAME it does not know is a bad setting, said before anything runs.
    const { reportJson, reportJunit, reportSarif, reports } = settings;
    const asked = askedReports(
      'action',
      { values: { reportJson, reportJunit, reportSarif, reports }, from: {} },
      settings.workspace,
    );
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
    // A cancelled or timed-out job (the runner sends SIGINT, then SIGTERM): the scenarios not finished
    // are errored, and the summary, annotations and reports are still written.
    const stopping = stopOnSignals();
    const runAll = () =>
      runSuite(
        { ...options, signal: stopping.signal },
        { onResult: (scenario) => log(RENDERERS.scenarioLine(scenario, noColor)) },
      );
    // An in-process server writes to this process's stdout: its logs must not act as commands.
    const result = await (
      options.server.kind === 'module' ? withStreamsGuarded(runAll, options.secrets) : runAll()
    ).finally(stopping.release);
    if (result.coverage) log(RENDERERS.coverage(result.coverage));
    if (result.lint) logUntrusted(`Lint (lint: ${result.lint.mode})`, RENDERERS.lintLog(result.lint));
    if (result.annotations)
      logUntrusted(
        `Annotations (annotations: ${result.annotations.mode})`,
        RENDERERS.annotationsLog(result.annotations),
      );
    if (runFailed(result)) logUntrusted('Failures in full', RENDERERS.terminalPieces(result, noColor));

    const extraOutputs: Record<string, string> = {};
    const reportProblems: string[] = [];
    const defaults = { json: reportJsonPath('', settings.workspace, process.env) };
    const toWrite = reportFiles('action', asked, defaults);
    const reportContext = await readReportContext(toWrite, result, settings.workspace);
    for (const file of toWrite) {
      try {
        await writeReportFile(file.path, renderReportFile(file, result, PACKAGE_VERSION, reportContext));
        if (file.format.actionOutput) extraOutputs[file.format.actionOutput] = file.path;
        log(`${file.format.title} report: ${file.path}`);
      } catch (error) {
        reportProblems.push(reportFileProblem(file, error));
      }
    }

    if (result.toolsSnapshot)
      logUntrusted('Tool-list snapshot', RENDERERS.snapshotTerminal(result.toolsSnapshot, noColor));
    // The step's own failures first: GitHub shows only the first 10 errors of a step.
    if (runFailed(result)) fail(failureHeadline(result));
    // The headline names the scenarios when they failed too: the lint's own failure is said as well.
    if (lintFailed(result.lint) && totalsOf(result).failed > 0) fail(lintHeadline(result.lint!));
    // The annotations check's own failure, unless the headline above is it.
    if (
      runAnnotationsFailed(result.annotations) &&
      failureHeadline(result) !== annotationsHeadline(result.annotations!)
    )
      fail(annotationsHeadline(result.annotations!));
    // The snapshot's own failure, unless the headline above already said it (every scenario passed).
    if (
      result.toolsSnapshot &&
      snapshotFailed(result.toolsSnapshot) &&
      failureHeadline(result) !== snapshotHeadline(result.toolsSnapshot)
    )
      fail(snapshotHeadline(result.toolsSnapshot));
    for (const problem of reportProblems) fail(problem);
    writeAnnotations(RENDERERS.annotations(result).annotations);
    for (const warning of unmatchedGlobWarnings(result)) warn(warning);
    const emptyShard = emptyShardNotice(result);
    if (emptyShard) notice(emptyShard);
    // Each file of the runner is written on its own: one that cannot be written is reported once,
    // as a failure of the step, and costs nothing else (the log and annotations are already out).
    try {
      writeOutputs(totalsOf(result), extraOutputs);
    } catch (error) {
      fail(runnerFileProblem('the step outputs', 'GITHUB_OUTPUT', error));
    }
    // The snapshot check has a section of its own, after the scenarios'; the variants' comes last.
    const sections = result.toolsSnapshot ? [RENDERERS.snapshotSection(result.toolsSnapshot)] : [];
    if (settings.toolVariants) {
      const { compareToolVariantsInAction } = await import('./variants.js');
      const compare = () => compareToolVariantsInAction(settings.toolVariants, options);
      const compared =
        options.server.kind === 'module' ? await withStreamsGuarded(compare, options.secrets) : await compare();
      if (compared.error) fail(compared.error);
      if (compared.text) logUntrusted('Tool-description variants', compared.text);
      if (compared.section) sections.push(compared.section);
    }
    // Every section is built first and fitted together: the budget covers the whole summary (a
    // section appended after the fit could take it past GitHub's limit, and GitHub drops it whole).
    const { repository, pullRequest } = await readGithubRun();
    const summary = RENDERERS.jobSummary(result, { repository, pullRequest }, sections);
    if (summary.leftOut.length > 0)
      warn(`The job summary was shortened to stay under GitHub's 1 MiB limit; left out: ${summary.leftOut.join('; ')}`);
    try {
      await writeSummary(summary.markdown);
    } catch (error) {
      fail(runnerFileProblem('the job summary', 'GITHUB_STEP_SUMMARY', error));
    }
    // Last: its conclusion is the step's verdict, every failure of the step said by now.
    if (checkRun) {
      const { planCheckRun } = await import('./check-run.js');
      const asked = checkRun;
      checkRun = undefined;
      await writeCheckRunOf(asked, (context) => planCheckRun(result, { ...context, stepFailed }));
    }
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    else fail(`mcp-scenario-eval crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    // A run that did not finish: its check run says so, as a failure.
    if (checkRun) {
      const asked = checkRun;
      const reason = redactText(error instanceof Error ? error.message : String(error), asked.secrets);
      const { unfinishedCheckRun } = await import('./check-run.js');
      await writeCheckRunOf(asked, (context) => unfinishedCheckRun(reason, context));
    }
  }
}

/**
 * Writes the check run; whatever goes wrong (no permission, no answer, no repository) is a notice,
 * never a failure of the step: the check run repeats the verdict, it does not make it.
 */
async function writeCheckRunOf(asked: CheckRunAsked, plan: (context: CheckRunContext) => CheckRunPlan): Promise<void> {
  const hidden = [...asked.secrets, asked.token].filter(Boolean);
  try {
    const { readCheckRunTarget, writeCheckRun } = await import('./check-run.js');
    const target = await readCheckRunTarget();
    if (asked.shard) target.context.shard = asked.shard;
    const written = await writeCheckRun(plan(target.context), target, asked.token, hidden);
    if (written.problem) notice(written.problem);
    else log(`Check run ${written.id}: ${written.annotationsSent} annotation(s)`);
  } catch (error) {
    notice(redactText(`could not create the check run: ${(error as Error).message ?? String(error)}`, hidden));
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
