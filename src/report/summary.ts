// The job summary as Markdown and its budget: every part rendered at each stage of shortening,
// fitted under GitHub's limit with what was left out said at the top; the sections after the
// scenarios' part fitted with it (renderJobSummary). The parts are in summary/.
import type { RunResult, ScenarioStatus } from '../model/index.js';
import { emptyShardNotice, SERVER_NOT_STARTED } from './headlines.js';
import { plural } from './annotations.js';
import { coverageMarkdown } from './coverage.js';
import { lintSummary } from './lint.js';
import { annotationsSummary } from './sections/annotations.js';
import { differingBetweenEras, eraDifferenceMarkdown } from './eras.js';
import { escapeInline } from './text/escape.js';
import {
  clipLine,
  cutEnd,
  MESSAGE_LIMIT_CHARS,
  SUMMARY_BUDGET_BYTES,
  SUMMARY_STDERR_LIMIT_CHARS,
} from './text/limits.js';
import type { SummarySection } from './summary-section.js';
import {
  bytes,
  withoutLinks,
  location,
  folded,
  type SummaryOptions,
  type RenderedSummary,
} from './summary/markdown.js';
import { tableRow } from './summary/table.js';
import { headline, whyNotRun, annotationNote } from './summary/headline.js';
import { judgeVerdicts, renderFailure } from './summary/failure.js';
export type { SummarySection } from './summary-section.js';
export type { RenderedSummary, RepositoryLink, SummaryOptions } from './summary/markdown.js';
export { formatDuration } from './summary/markdown.js';

/**
 * Failed checks listed in one failure's details once the summary must be shortened, before
 * "+N more": the first stage cuts inside a failure with thousands of failed checks, so that one
 * scenario cannot push every other row and detail out of the summary.
 */
export const CHECKS_PER_FAILURE_SHORTENED = 50;
/** Room kept for the shortening warning itself while filling the budget. */
const WARNING_RESERVE_BYTES = 2_048;

/** How much of the run the summary shows; each stage shows less than the one before. */
interface Shown {
  outputs: boolean;
  passedRows: boolean;
  skippedRows: boolean;
  /** Links in the table rows (three per failing row: name, file, check line); the failure details keep theirs. */
  rowLinks: boolean;
  /** Failures described in detail, in run order. */
  details: number;
  /** Rows of failed scenarios in the table. */
  failedRows: number;
  /** Failed checks listed per failure in its details; the rest are counted. */
  checksPerFailure: number;
}

/**
 * The job summary, as Markdown: a headline, a table with one row per scenario, then every failure
 * in detail. Untrusted text is escaped where it is put. The whole stays within the byte budget by
 * leaving out, in this order, joined outputs and stderr, passing rows, skipped rows, the links in
 * the table, failure details and failing rows, and says at the top what it left out.
 */
export function renderSummary(run: RunResult, options: SummaryOptions = {}): RenderedSummary {
  const budget = options.budgetBytes ?? SUMMARY_BUDGET_BYTES;
  const failures = run.scenarios.filter((s) => s.status === 'failed' || s.status === 'errored');
  const all: Shown = {
    outputs: true,
    passedRows: true,
    skippedRows: true,
    rowLinks: true,
    details: failures.length,
    failedRows: failures.length,
    checksPerFailure: Infinity,
  };
  // The first cut is inside a failure with more failed checks than can be read anyway.
  const capped: Shown = { ...all, checksPerFailure: CHECKS_PER_FAILURE_SHORTENED };
  const stages: Shown[] = [
    all,
    capped,
    { ...capped, outputs: false },
    { ...capped, outputs: false, passedRows: false },
    { ...capped, outputs: false, passedRows: false, skippedRows: false },
    { ...capped, outputs: false, passedRows: false, skippedRows: false, rowLinks: false },
  ];
  for (const shown of stages) {
    // Each stage stops as soon as it is over the budget: with thousands of long failures, rendering
    // every stage in full would cost seconds and hundreds of megabytes of strings thrown away.
    const rendered = compose(run, options, shown, budget);
    if (rendered && bytes(rendered.markdown) <= budget) return rendered;
  }
  // Still too big: as many failure details as fit, then as many failing rows as fit.
  const room = budget - WARNING_RESERVE_BYTES;
  const lean: Shown = { ...stages.at(-1)!, details: 0 };
  const base = bytes(composeAll(run, options, lean).markdown);
  let used = base;
  let details = 0;
  for (const failure of failures) {
    const size = bytes(renderFailure(failure, options, false, lean.checksPerFailure).join('\n')) + 1;
    if (used + size > room) break;
    used += size;
    details++;
  }
  if (details > 0 || failures.length === 0) return shrinkToFit(composeAll(run, options, { ...lean, details }), budget);
  let failedRows = failures.length;
  let size = base;
  while (failedRows > 0 && size > room) {
    failedRows--;
    size -= bytes(tableRow(failures[failedRows]!, withoutLinks(options))) + 1;
  }
  return shrinkToFit(composeAll(run, options, { ...lean, details: 0, failedRows }), budget);
}

/**
 * The whole job summary: the scenarios' part and every section after it, fitted together under the
 * one budget (GitHub drops a summary over 1 MiB whole). The scenarios come first: they get the
 * budget less the leanest rendering of each section; then each section, in order, gets the fullest
 * rendering that leaves room for the leanest of the sections after it.
 */
export function renderJobSummary(
  run: RunResult,
  options: SummaryOptions = {},
  sections: readonly SummarySection[] = [],
): RenderedSummary {
  const budget = options.budgetBytes ?? SUMMARY_BUDGET_BYTES;
  // Each section is joined to what is before it by a line end.
  const leanest = sections.map((section) => bytes(section.renderings.at(-1)?.markdown ?? '') + 1);
  const reserved = leanest.reduce((sum, size) => sum + size, 0);
  const main = renderSummary(run, { ...options, budgetBytes: Math.max(0, budget - reserved) });
  let markdown = main.markdown;
  const leftOut = [...main.leftOut];
  let used = bytes(markdown);
  sections.forEach((section, index) => {
    const laterLeanest = leanest.slice(index + 1).reduce((sum, size) => sum + size, 0);
    const room = budget - used - laterLeanest;
    const chosen =
      section.renderings.find((rendering) => bytes(rendering.markdown) + 1 <= room) ?? section.renderings.at(-1);
    if (!chosen) return;
    markdown += `\n${chosen.markdown}`;
    used += bytes(chosen.markdown) + 1;
    if (chosen.leftOut) leftOut.push(chosen.leftOut);
  });
  return { markdown, leftOut };
}

/** Last resort (a run of nothing but file errors, say): cut whole lines off the end. */
export function shrinkToFit(rendered: RenderedSummary, budget: number): RenderedSummary {
  if (bytes(rendered.markdown) <= budget) return rendered;
  const lines = rendered.markdown.split('\n');
  const note = '\n\n_[… the rest of this summary was cut to stay under GitHub’s 1 MiB limit]_';
  let size = bytes(rendered.markdown) + bytes(note);
  while (lines.length > 0 && size > budget) size -= bytes(lines.pop()!) + 1;
  // Never stop inside a block: a `<pre>` or `<details>` left open would swallow the note.
  while (lines.length > 0 && openBlocks(lines.join('\n'))) lines.pop();
  return { markdown: lines.join('\n') + note, leftOut: [...rendered.leftOut, 'the end of the summary'] };
}

/** Whether `markdown` opens more `<pre>` or `<details>` than it closes. Untrusted text is escaped, so every tag is ours. */
function openBlocks(markdown: string): boolean {
  const count = (tag: string) => markdown.split(tag).length - 1;
  return count('<pre>') > count('</pre>') || count('<details>') > count('</details>');
}

function composeAll(run: RunResult, options: SummaryOptions, shown: Shown): RenderedSummary {
  return compose(run, options, shown, Infinity)!;
}

/** The summary showing `shown`; undefined as soon as it is over `limitBytes` (the table and failures are counted as they go). */
function compose(
  run: RunResult,
  options: SummaryOptions,
  shown: Shown,
  limitBytes: number,
): RenderedSummary | undefined {
  const failures = run.scenarios.filter((s) => s.status === 'failed' || s.status === 'errored');
  const count = (status: ScenarioStatus) => run.scenarios.filter((s) => s.status === status).length;
  const leftOut: string[] = [];
  const withOutput = failures.filter((s) => s.output || s.stderr).length;
  if (!shown.outputs && withOutput > 0)
    leftOut.push(`the joined output and stderr of ${plural(withOutput, 'failed scenario')}`);
  const differing = differingBetweenEras(run).length;
  if (!shown.outputs && differing > 0)
    leftOut.push(`the differences between eras of ${plural(differing, 'passed scenario')} (their names are kept)`);
  const verdicts = run.scenarios.flatMap((s) => s.checks).filter((check) => check.judge).length;
  if (!shown.outputs && verdicts > 0) leftOut.push(`the list of ${plural(verdicts, 'judge verdict')}`);
  if (!shown.passedRows && count('passed') > 0)
    leftOut.push(`the table rows of ${plural(count('passed'), 'passed scenario')}`);
  if (!shown.skippedRows && count('skipped') > 0)
    leftOut.push(`the table rows of ${plural(count('skipped'), 'skipped scenario')}`);
  if (!shown.rowLinks && options.repository && failures.length > 0)
    leftOut.push('the links in the table (the failure details keep theirs)');
  if (shown.details < failures.length)
    leftOut.push(`the details of ${plural(failures.length - shown.details, 'failed scenario')}`);
  if (shown.failedRows < failures.length)
    leftOut.push(`the table rows of ${plural(failures.length - shown.failedRows, 'failed scenario')}`);
  const overCap = failures
    .slice(0, shown.details)
    .map((s) => s.checks.filter((check) => check.status === 'failed').length - shown.checksPerFailure)
    .filter((extra) => extra > 0);
  if (overCap.length > 0)
    leftOut.push(
      `${plural(
        overCap.reduce((sum, extra) => sum + extra, 0),
        'failed check',
      )} past the first ${shown.checksPerFailure} of ${plural(overCap.length, 'failed scenario')} (counted in its details)`,
    );
  // "Every failure is in this summary" only while it is true.
  const everyFailureShown =
    shown.details >= failures.length && shown.failedRows >= failures.length && overCap.length === 0;

  const lines: string[] = [...headline(run, options)];
  if (leftOut.length > 0) {
    lines.push(
      '> [!WARNING]',
      `> This summary was shortened to stay under GitHub’s 1 MiB limit. Left out: ${leftOut.join('; ')}. ` +
        'Every result is in the JSON report (the `report-json` output).',
      '',
    );
  }
  const emptyShard = emptyShardNotice(run);
  if (emptyShard) lines.push(`${escapeInline(emptyShard[0]!.toUpperCase() + emptyShard.slice(1))}.`, '');
  lines.push(...whyNotRun(run), ...annotationNote(run, everyFailureShown));
  if (run.coverage) lines.push(...coverageMarkdown(run.coverage));
  if (run.lint) lines.push(...lintSummary(run.lint));
  if (run.annotations) lines.push(...annotationsSummary(run.annotations));

  if (run.fileErrors.length > 0) {
    lines.push(`### ❌ ${plural(run.fileErrors.length, 'problem')} in scenario files; nothing was run`, '');
    for (const error of run.fileErrors) {
      lines.push(
        `- ${location(error.position, options, true)}: ${escapeInline(clipLine(error.message, MESSAGE_LIMIT_CHARS))}`,
      );
    }
    lines.push('');
  }
  if (run.serverError) {
    lines.push(
      `### ❌ ${SERVER_NOT_STARTED}`,
      '',
      escapeInline(clipLine(run.serverError.message, MESSAGE_LIMIT_CHARS)),
      '',
    );
    const stderr = run.serverError.stderr;
    if (shown.outputs && stderr?.trim()) {
      lines.push(
        ...folded(
          'Server stderr',
          stderr,
          cutEnd(stderr, SUMMARY_STDERR_LIMIT_CHARS),
          'last',
          SUMMARY_STDERR_LIMIT_CHARS,
        ),
      );
    }
  }
  if (run.unmatchedGlobs.length > 0) {
    lines.push(
      `No scenario file matched ${run.unmatchedGlobs.map((glob) => `<code>${escapeInline(glob)}</code>`).join(', ')}.`,
      '',
    );
  }

  // What is written so far, in bytes (each line and its line break), for the limit.
  let size = lines.reduce((sum, line) => sum + bytes(line) + 1, 0);
  const within = (added: string[]) => {
    if (limitBytes === Infinity) return true;
    for (const line of added) size += bytes(line) + 1;
    return size - 1 <= limitBytes;
  };
  let failedRowsLeft = shown.failedRows;
  const rows = run.scenarios.filter((scenario) => {
    if (scenario.status === 'passed') return shown.passedRows;
    if (scenario.status === 'skipped') return shown.skippedRows;
    return failedRowsLeft-- > 0;
  });
  if (rows.length > 0) {
    lines.push('| Status | Scenario | File | Duration | Failed checks |', '| --- | --- | --- | --- | --- |');
    const rowOptions = shown.rowLinks ? options : withoutLinks(options);
    for (const scenario of rows) {
      const row = tableRow(scenario, rowOptions);
      lines.push(row);
      if (!within([row])) return undefined;
    }
    lines.push('');
  }

  if (shown.outputs) lines.push(...judgeVerdicts(run, options));
  const eraDifferences = eraDifferenceMarkdown(run, shown.outputs);
  lines.push(...eraDifferences);
  if (!within(eraDifferences)) return undefined;

  // Scenarios not run because the server could not start have nothing to detail: the block above says why.
  const detailed = failures.slice(0, shown.details).filter((s) => !s.notRun);
  if (detailed.length > 0) {
    lines.push('### Failures', '');
    for (const scenario of detailed) {
      const failure = renderFailure(scenario, options, shown.outputs, shown.checksPerFailure);
      lines.push(...failure);
      if (!within(failure)) return undefined;
    }
  }
  return { markdown: lines.join('\n'), leftOut };
}
