import * as core from '@actions/core';
import { randomUUID } from 'node:crypto';
import type { RunTotals } from '../model/index.js';
import type { Annotation } from '../report/annotations.js';
import type { RepositoryLink } from '../report/summary.js';
import { redactText } from '../secrets/redact.js';
import { breakLegacyCommands, breakWorkflowCommands, CommandGuard, visibleControls } from '../report/text/escape.js';
import { guardStreamWrite } from '../report/text/guard-stream.js';

/**
 * The one module that writes to GitHub: annotations, the job summary, outputs, report files, the
 * log and the step's failure. Everything it writes was rendered elsewhere by pure functions.
 *
 * Untrusted text (server output, judge replies) reaches stdout only two ways, and neither can
 * issue a workflow command: through `core.error/warning/notice`, which escape `%`, CR and LF in the
 * message (so it cannot start a line of its own) and `:`/`,` in properties; or inside
 * `logUntrusted`, which stops command processing around it. (A `server-module` server, in this
process, writes where it likes: `withStreamsGuarded` covers the run.) `log`, `warn` and `fail` make control
 * characters visible and break workflow commands in what they are given, in case a path or glob
 * from the inputs is in it.
 */

export function writeAnnotations(annotations: Annotation[]): void {
  for (const annotation of annotations) {
    const properties: core.AnnotationProperties = { title: annotation.title };
    if (annotation.file) {
      properties.file = annotation.file;
      properties.startLine = annotation.line;
      properties.startColumn = annotation.column;
    }
    if (annotation.level === 'error') core.error(annotation.message, properties);
    else if (annotation.level === 'warning') core.warning(annotation.message, properties);
    else core.notice(annotation.message, properties);
  }
}

export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info('GITHUB_STEP_SUMMARY is not set: no job summary written');
    return;
  }
  // Appended to what earlier steps wrote, with a line end. core's summary is a buffer that a failed
  // write keeps: emptied first, so that nothing of an earlier attempt is written twice.
  await core.summary.emptyBuffer().addRaw(markdown, true).write();
}

/** What the summary's links and headline need from the run's GitHub context. */
export interface GithubRun {
  /** Where the scenario files can be read at the commit that ran; none outside a repository's run. */
  repository?: RepositoryLink;
  /** The pull request the run is for (a `pull_request` event), for the headline. */
  pullRequest?: number;
}

/**
 * The repository, server, commit and pull request from `@actions/github`'s context. Loaded with
 * `import()` once a run has a result: the package loads Octokit at import, which a run that stops
 * at its settings never needs. The context reads the event payload (GITHUB_EVENT_PATH) as it loads:
 * a payload it cannot read costs the links, not the run.
 */
export async function readGithubRun(): Promise<GithubRun> {
  let context: (typeof import('@actions/github'))['context'];
  try {
    ({ context } = await import('@actions/github'));
  } catch (error) {
    warn(`could not read the GitHub context (${(error as Error).message}): the job summary has no links`);
    return {};
  }
  const run: GithubRun = {};
  const { owner, repo } = repositoryOf(context);
  if (owner && repo && context.sha && context.serverUrl)
    run.repository = { serverUrl: context.serverUrl, repository: `${owner}/${repo}`, sha: context.sha };
  const pullRequest: unknown = context.payload.pull_request?.number;
  if (typeof pullRequest === 'number' && Number.isSafeInteger(pullRequest) && pullRequest > 0)
    run.pullRequest = pullRequest;
  return run;
}

/** `context.repo`, which throws outside a repository's run (no GITHUB_REPOSITORY, no payload). */
function repositoryOf(context: { repo: { owner: string; repo: string } }): { owner?: string; repo?: string } {
  try {
    return context.repo;
  } catch {
    return {};
  }
}

export function writeOutputs(totals: RunTotals, extra: Record<string, string> = {}): void {
  core.setOutput('total', totals.total);
  core.setOutput('passed', totals.passed);
  core.setOutput('failed', totals.failed);
  core.setOutput('skipped', totals.skipped);
  for (const [name, value] of Object.entries(extra)) core.setOutput(name, value);
}

/** Writes a report file, creating its directory. */
export { writeReportFile } from '../util/files.js';

/**
 * Logs text that may hold anything, in a collapsed group, with workflow commands stopped: between
 * `::stop-commands::TOKEN` and `::TOKEN::` the runner executes nothing, and the token is random,
 * so the text cannot end the stop early.
 */
export function logUntrusted(groupTitle: string, text: string | Iterable<string>): void {
  const token = `mcp-scenario-eval-${randomUUID()}`;
  core.startGroup(groupTitle);
  core.info(`::stop-commands::${token}`);
  // Pieces (a long report rendered a part at a time) are lines of the same text, written as they come.
  if (typeof text === 'string') core.info(text);
  else for (const piece of text) core.info(piece);
  core.info(`::${token}::`);
  core.endGroup();
}

/**
 * Runs `work` with every write to stdout and stderr guarded (`CommandGuard`), for a server that
 * runs in this process (`server-module`): what it logs (`console.log`, `console.error`, often text
 * it got from elsewhere) is server output, and would reach the log with nothing of ours in between.
 * Nothing of ours written inside `work` is a command: the scenario lines are plain text.
 */
export async function withStreamsGuarded<T>(work: () => Promise<T>, secrets: readonly string[] = []): Promise<T> {
  const allow = { color: false, redraw: false };
  const redact = (text: string) => redactText(text, secrets);
  const restore = [process.stdout, process.stderr].map((stream) =>
    guardStreamWrite(stream, new CommandGuard(allow), redact),
  );
  try {
    return await work();
  } finally {
    for (const undo of restore) undo();
  }
}

/** core escapes line breaks in an annotation's message, not ANSI or the legacy `##[` the runner finds anywhere. */
function inertMessage(message: string): string {
  return breakLegacyCommands(visibleControls(message));
}

export function warn(message: string): void {
  core.warning(inertMessage(message));
}

/** A line for a re-run with debug logging (`::debug::`, shown when the runner's debug logging is on). */
export function debug(message: string): void {
  core.debug(inertMessage(message));
}

/** Whether the run is re-run with debug logging (RUNNER_DEBUG=1, which the ACTIONS_STEP_DEBUG secret sets). */
export function debugging(env: NodeJS.ProcessEnv = process.env): boolean {
  return core.isDebug() || env.ACTIONS_STEP_DEBUG === 'true';
}

export function notice(message: string): void {
  core.notice(inertMessage(message));
}

export function fail(message: string): void {
  core.setFailed(inertMessage(message));
}

/**
 * Logs one line of our own; never untrusted text (see `logUntrusted`). A path from the inputs may
 * be in it, so workflow commands and control characters in it are broken all the same.
 */
export function log(message: string): void {
  core.info(breakWorkflowCommands(visibleControls(message)));
}
