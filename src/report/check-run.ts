// What a check run says (issue 47): its name, conclusion, title and summary, and every error and
// warning annotation of the run (the same findings the workflow commands write, uncapped), cut to
// the Checks API's limits and split into requests of 50. Pure: the writer is github/check-run.ts.
import { totalsOf, type RunResult } from '../model/index.js';
import { runFailed } from '../run/verdict.js';
import { annotationsByLevel, plural, type Annotation } from './annotations.js';
import { emptyShardNotice, failureHeadline } from './headlines.js';
import { bytes, type SummaryOptions } from './summary/markdown.js';
import { headline } from './summary/headline.js';
import { tableRow } from './summary/table.js';
import { escapeInline, visibleControls } from './text/escape.js';
import {
  ANNOTATION_MESSAGE_LIMIT_CHARS,
  CHECK_RUN_ANNOTATIONS_PER_REQUEST,
  CHECK_RUN_TITLE_LIMIT_CHARS,
  GITHUB_CHECK_RUN_TEXT_LIMIT_CHARS,
} from './text/limits.js';

/** The name every check run of this tool starts with. */
export const CHECK_RUN_PREFIX = 'mcp-scenario-eval';

export type CheckRunConclusion = 'success' | 'failure' | 'neutral';

/** One annotation as the Checks API takes it (its field names). */
export interface CheckRunAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'failure' | 'warning';
  message: string;
  title: string;
}

/** Where the run is, as the action knows it; every field optional (a run outside a workflow has none). */
export interface CheckRunContext extends Pick<SummaryOptions, 'repository' | 'pullRequest'> {
  /** `GITHUB_JOB`: the job's id in the workflow. */
  job?: string;
  /** The job summary's page (`…/actions/runs/ID`), linked at the end of the summary. */
  jobSummaryUrl?: string;
  /** `shard` as given (`1/3`): shards of a matrix share the job's id, so the name tells them apart. */
  shard?: string;
  /** The step failed for a reason of its own (a report file not written): the conclusion follows it. */
  stepFailed?: boolean;
}

/** What the check run holds, before it is split into requests. */
export interface CheckRunPlan {
  name: string;
  conclusion: CheckRunConclusion;
  title: string;
  summary: string;
  annotations: CheckRunAnnotation[];
}

/** The requests that make the check run: one create, then one update per further 50 annotations. */
export interface CheckRunRequests {
  create: {
    name: string;
    head_sha: string;
    status: 'completed';
    conclusion: CheckRunConclusion;
    output: { title: string; summary: string; annotations: CheckRunAnnotation[] };
  };
  /** PATCH bodies: the API appends each one's annotations to those already there. */
  updates: { output: { title: string; summary: string; annotations: CheckRunAnnotation[] } }[];
}

/**
 * The check run of a finished run: failure when the step fails, neutral when nothing passed or
 * failed (everything skipped, an empty shard), success otherwise.
 */
export function planCheckRun(run: RunResult, context: CheckRunContext = {}): CheckRunPlan {
  const totals = totalsOf(run);
  const failed = runFailed(run) || context.stepFailed === true;
  const conclusion: CheckRunConclusion = failed
    ? 'failure'
    : totals.passed === 0 && totals.failed === 0
      ? 'neutral'
      : 'success';
  const title = failed
    ? runFailed(run)
      ? failureHeadline(run)
      : `${totals.passed} of ${plural(totals.total, 'scenario')} passed; the step failed (see the job's log)`
    : conclusion === 'neutral'
      ? (emptyShardNotice(run) ?? `every scenario was skipped (${plural(totals.skipped, 'scenario')})`)
      : `${totals.passed} of ${plural(totals.total, 'scenario')} passed` +
        (totals.skipped > 0 ? `, ${totals.skipped} skipped` : '');
  const { errors, warnings } = annotationsByLevel(run);
  const placed = [...errors, ...warnings].map(toCheckRunAnnotation);
  const annotations = placed.filter((annotation): annotation is CheckRunAnnotation => annotation !== undefined);
  const unplaced = placed.length - annotations.length;
  const notes =
    unplaced > 0 ? [`${plural(unplaced, 'finding')} not on a file of the repository: see the job summary.`] : [];
  return {
    name: checkRunName(run, context),
    conclusion,
    title: cutChars(visibleControls(title), CHECK_RUN_TITLE_LIMIT_CHARS),
    summary: checkRunSummary(run, context, notes),
    annotations,
  };
}

/** The check run of a run that did not finish (the action crashed): failure, saying why. */
export function unfinishedCheckRun(reason: string, context: CheckRunContext = {}): CheckRunPlan {
  const body = ['### ❌ The run did not finish', '', escapeInline(reason), ''];
  return {
    name: checkRunName(undefined, context),
    conclusion: 'failure',
    title: cutChars(visibleControls(`the run did not finish: ${reason}`), CHECK_RUN_TITLE_LIMIT_CHARS),
    summary: fitSummary(body, [], context),
    annotations: [],
  };
}

/**
 * `mcp-scenario-eval: <job> (<suite>)`: the job's id, then the folder every scenario file is in
 * (the suite) and the shard, when known. Without a job (outside a workflow), the prefix alone.
 */
export function checkRunName(run: RunResult | undefined, context: CheckRunContext): string {
  const files = run
    ? [...run.scenarios.map((s) => s.position.file), ...run.fileErrors.map((e) => e.position.file)]
    : [];
  const suite = commonFolder(files);
  const qualifiers = [suite, context.shard && `shard ${context.shard}`].filter(Boolean);
  const name =
    (context.job ? `${CHECK_RUN_PREFIX}: ${context.job}` : CHECK_RUN_PREFIX) +
    (qualifiers.length > 0 ? ` (${qualifiers.join(', ')})` : '');
  return cutChars(visibleControls(name), CHECK_RUN_TITLE_LIMIT_CHARS);
}

/** The folder all `files` are in, `/`-separated; undefined for none or the workspace itself. */
function commonFolder(files: string[]): string | undefined {
  if (files.length === 0) return undefined;
  let common = files[0]!.split('/').slice(0, -1);
  for (const file of files.slice(1)) {
    const parts = file.split('/').slice(0, -1);
    let same = 0;
    while (same < common.length && same < parts.length && common[same] === parts[same]) same++;
    common = common.slice(0, same);
  }
  return common.length > 0 ? common.join('/') : undefined;
}

/**
 * An annotation on a file of the repository, as the API takes it; undefined for one about the whole
 * run or on a path outside the repository (absolute, or climbing out with `..`): the API needs a
 * path relative to the repository's root.
 */
function toCheckRunAnnotation(annotation: Annotation): CheckRunAnnotation | undefined {
  const file = annotation.file;
  if (!file || !isRepositoryPath(file)) return undefined;
  const line = annotation.line !== undefined && annotation.line >= 1 ? annotation.line : 1;
  const result: CheckRunAnnotation = {
    path: file,
    start_line: line,
    end_line: line,
    annotation_level: annotation.level === 'error' ? 'failure' : 'warning',
    message: cutChars(visibleControls(annotation.message), ANNOTATION_MESSAGE_LIMIT_CHARS),
    title: cutChars(visibleControls(annotation.title), CHECK_RUN_TITLE_LIMIT_CHARS),
  };
  // Columns only on one line, as the API asks.
  if (annotation.column !== undefined && annotation.column >= 1) {
    result.start_column = annotation.column;
    result.end_column = annotation.column;
  }
  return result;
}

/** A relative path inside the repository: no drive, no leading `/`, no `..`, no backslash, no control character. */
export function isRepositoryPath(file: string): boolean {
  if (file === '' || file.startsWith('/') || /^[A-Za-z]:/.test(file) || file.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F]/.test(file)) return false;
  return !file.split('/').some((part) => part === '..' || part === '');
}

/**
 * The headline and the table (failed scenarios first), within the API's 65,535 characters, then a
 * link to the job summary, which has every failure in detail.
 */
function checkRunSummary(run: RunResult, context: CheckRunContext, notes: string[]): string {
  const options: SummaryOptions = { repository: context.repository, pullRequest: context.pullRequest };
  const failing = run.scenarios.filter((s) => s.status === 'failed' || s.status === 'errored');
  const rest = run.scenarios.filter((s) => s.status !== 'failed' && s.status !== 'errored');
  const rows = [...failing, ...rest].map((scenario) => tableRow(scenario, options));
  const lines = [...headline(run, options)];
  if (rows.length > 0)
    lines.push('| Status | Scenario | File | Duration | Failed checks |', '| --- | --- | --- | --- | --- |');
  return fitSummary(lines, rows, context, notes);
}

/**
 * `head`, then as many of `rows` as fit, a count of those left out, `notes`, and the link: the
 * whole within the API's limit. Bytes of UTF-8 are never fewer than characters, so a byte budget
 * holds the character limit too; a last cut by characters (never inside a surrogate pair) makes sure.
 */
function fitSummary(head: string[], rows: string[], context: CheckRunContext, notes: string[] = []): string {
  const link = context.jobSummaryUrl
    ? `Every failure in detail: [the job summary](${context.jobSummaryUrl}).`
    : 'Every failure in detail: the job summary of this run.';
  const tail = ['', ...notes, link];
  const reserve = 200; // for the count of rows left out
  const budget = GITHUB_CHECK_RUN_TEXT_LIMIT_CHARS - bytes(tail.join('\n')) - reserve;
  const lines: string[] = [];
  let used = 0;
  for (const line of head) {
    if (used + bytes(line) + 1 > budget) break;
    lines.push(line);
    used += bytes(line) + 1;
  }
  let shown = 0;
  for (const row of rows) {
    if (used + bytes(row) + 1 > budget) break;
    lines.push(row);
    used += bytes(row) + 1;
    shown++;
  }
  if (shown < rows.length) lines.push('', `… and ${plural(rows.length - shown, 'more scenario')}, in the job summary.`);
  return cutChars([...lines, ...tail].join('\n'), GITHUB_CHECK_RUN_TEXT_LIMIT_CHARS);
}

/** The requests for `plan` on commit `sha`: the create holds the first 50 annotations, each update the next 50. */
export function checkRunRequests(plan: CheckRunPlan, sha: string): CheckRunRequests {
  const batches: CheckRunAnnotation[][] = [];
  for (let start = 0; start < plan.annotations.length; start += CHECK_RUN_ANNOTATIONS_PER_REQUEST)
    batches.push(plan.annotations.slice(start, start + CHECK_RUN_ANNOTATIONS_PER_REQUEST));
  const output = (annotations: CheckRunAnnotation[]) => ({ title: plan.title, summary: plan.summary, annotations });
  return {
    create: {
      name: plan.name,
      head_sha: sha,
      status: 'completed',
      conclusion: plan.conclusion,
      output: output(batches[0] ?? []),
    },
    updates: batches.slice(1).map((batch) => ({ output: output(batch) })),
  };
}

/** `text` cut to at most `limit` UTF-16 units, never between the halves of a surrogate pair. */
export function cutChars(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = limit;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end);
}
