import { protocolText } from './protocol.js';
import type {
  AgentResult,
  CheckResult,
  RunResult,
  ScenarioResult,
  ScenarioStatus,
  ServerNotificationRecord,
  SourcePosition,
  TokenUsage,
} from '../model/index.js';
import { rateText } from '../stats/rate.js';
import { CALL_REQUESTS_KEPT } from '../model/limits.js';
import { emptyShardNotice, repeatsScenarioError, SERVER_NOT_STARTED, startupNotice } from './headlines.js';
import { totalsOf } from '../model/index.js';
import {
  erroredForTheJudge,
  lintFailed,
  runFailed,
  skippedByAgentPlan,
  skippedBySkipKey,
  unjudgedCriteria,
} from '../run/verdict.js';
import { snapshotFailed } from '../model/server-tools.js';
import { planAnnotations, plural } from './annotations.js';
import { coverageMarkdown } from './coverage.js';
import { lintSummary } from './lint.js';
import { differingBetweenEras, eraDifferenceMarkdown } from './eras.js';
import type { SummarySection } from './summary-section.js';
export type { SummarySection } from './summary-section.js';
import { escapeCell, escapeHtml, escapeInline, escapeLines } from './text/escape.js';
import {
  CELL_CHECK_TEXT_CHARS,
  CELL_LIMIT_CHARS,
  clipKeepingCommands,
  clipLine,
  cutEnd,
  cutStart,
  GITHUB_ANNOTATIONS_PER_LEVEL,
  JUDGE_REPLY_LIMIT_CHARS,
  MESSAGE_LIMIT_CHARS,
  SUMMARY_BUDGET_BYTES,
  SUMMARY_OUTPUT_LIMIT_CHARS,
  SUMMARY_STDERR_LIMIT_CHARS,
} from './text/limits.js';

/** Where the scenario files can be read at the commit that ran (the action takes it from the GitHub context). */
export interface RepositoryLink {
  serverUrl: string;
  repository: string;
  sha: string;
}

export interface SummaryOptions {
  /** Links scenario names and lines to the files at the commit; plain text without it. */
  repository?: RepositoryLink;
  /** The pull request the run is for, named in the headline (linked when the repository is known). */
  pullRequest?: number;
  /** Bytes of UTF-8 the summary may use; GitHub's limit with a margin unless a test says otherwise. */
  budgetBytes?: number;
}

export interface RenderedSummary {
  markdown: string;
  /** What was left out to stay within the budget, in words; empty when nothing was. */
  leftOut: string[];
}

const STATUS_LABEL: Record<ScenarioStatus, string> = {
  passed: '✅ passed',
  failed: '❌ failed',
  errored: '💥 errored',
  skipped: '⏭️ skipped',
};

/** Failed checks named in a table cell before "+N more". */
const CHECKS_PER_CELL = 3;
/**
 * Failed checks listed in one failure's details once the summary must be shortened, before
 * "+N more": the first stage cuts inside a failure with thousands of failed checks, so that one
 * scenario cannot push every other row and detail out of the summary.
 */
export const CHECKS_PER_FAILURE_SHORTENED = 50;
/** Room kept for the shortening warning itself while filling the budget. */
const WARNING_RESERVE_BYTES = 2_048;

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function thousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

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

function headline(run: RunResult, options: SummaryOptions): string[] {
  const totals = totalsOf(run);
  // Errored because the judge could not be asked: the headline blames the judge, not the server.
  const judgeErrored = erroredForTheJudge(run).length;
  const verdict = !runFailed(run)
    ? run.emptyShard
      ? `✅ nothing to run in shard ${escapeInline(run.emptyShard.shard)}`
      : `✅ ${totals.passed} of ${plural(totals.total, 'scenario')} passed`
    : run.fileErrors.length > 0
      ? '❌ invalid scenario files'
      : totals.total === 0
        ? '❌ no scenario ran'
        : totals.failed === 0 && lintFailed(run.lint)
          ? `❌ lint failed; ${totals.passed} of ${plural(totals.total, 'scenario')} passed`
          : totals.failed === 0 && run.toolsSnapshot && snapshotFailed(run.toolsSnapshot)
            ? `❌ the tool-list snapshot failed; ${totals.passed} of ${plural(totals.total, 'scenario')} passed`
            : judgeErrored > 0 && judgeErrored === totals.failed
              ? `❌ the judge could not be asked; ${judgeErrored} of ${plural(totals.total, 'scenario')} errored`
              : judgeErrored > 0
                ? `❌ ${totals.failed} of ${plural(totals.total, 'scenario')} failed (${judgeErrored} errored: the judge could not be asked)`
                : `❌ ${totals.failed} of ${plural(totals.total, 'scenario')} failed`;
  const judge = run.judge;
  const judgeText =
    judge.calls > 0
      ? `${escapeInline(judge.model)}, ${plural(judge.calls, 'call')}, ${thousands(judge.inputTokens)} input + ${thousands(judge.outputTokens)} output tokens`
      : judge.mode === 'off'
        ? 'off'
        : `${escapeInline(judge.model)}, no call made`;
  const counts = [
    `**${totals.total}** ${totals.total === 1 ? 'scenario' : 'scenarios'}: **${totals.passed}** passed`,
    `**${totals.failed}** failed`,
    `**${totals.skipped}** skipped`,
  ];
  if (run.notLive > 0) counts.push(`${run.notLive} not live`);
  if (run.deselected > 0) counts.push(`${run.deselected} left out by filter or shard`);
  const agent = run.agent;
  const agentText = agent
    ? ` · **Agent:** ${agent.replayed ? 'replayed from recordings (no model call)' : agent.calls > 0 ? `${escapeInline(agent.model)}, ${plural(agent.calls, 'model call')}, ${tokenText(agent.tokens)}` : agent.skippedBecause ? 'skipped' : 'no call made'}` +
      (agent.tokenBudget !== undefined
        ? ` (budget ${thousands(agent.tokenBudget)} tokens${agent.tokenBudgetExceededBy ? `, **exceeded by ${thousands(agent.tokenBudgetExceededBy)}**` : ''})`
        : '')
    : '';
  const isolation = run.isolation === 'suite' ? ' · **Isolation:** suite (one session shared by every scenario)' : '';
  const protocol = run.protocol ? ` · **Protocol:** ${escapeInline(protocolText(run.protocol))}` : '';
  return [
    `## mcp-scenario-eval: ${verdict}`,
    '',
    `${pullRequestText(options)}**Mode:** ${run.mode} · **Target:** <code>${escapeInline(run.target)}</code>${protocol}${isolation} · **Duration:** ${formatDuration(run.durationMs)} · **Judge:** ${judgeText}${agentText}`,
    '',
    counts.join(', '),
    '',
    ...(judge.failedBecause ? ['> [!CAUTION]', `> ${escapeInline(judge.failedBecause)}`, ''] : []),
  ];
}

/** `**Pull request:** #12 · `, linked to it when the repository is known; empty when the run is not for one. */
function pullRequestText(options: SummaryOptions): string {
  const number = options.pullRequest;
  if (number === undefined) return '';
  const repo = options.repository;
  const text = repo
    ? `[#${number}](${safeUrl(`${repo.serverUrl.replace(/\/+$/, '')}/${repo.repository}/pull/${number}`)})`
    : `#${number}`;
  return `**Pull request:** ${text} · `;
}

/** Why scenarios or criteria did not run, so a green run with nothing judged does not look like a full pass. */
function whyNotRun(run: RunResult): string[] {
  const reasons: string[] = [];
  const skipped = run.scenarios.filter((s) => s.status === 'skipped');
  const bySkipKey = skipped.filter((s) => skippedBySkipKey(run, s)).length;
  if (bySkipKey > 0)
    reasons.push(`${plural(bySkipKey, 'scenario')} skipped by <code>skip:</code> (reasons in the table)`);
  const noRecording = skipped.filter((s) => s.skipCode === 'no_recording').length;
  if (noRecording > 0)
    reasons.push(
      `${plural(noRecording, 'agent scenario')} skipped: no recording to replay (the command that records each is in the table)`,
    );
  const unevaluated = skipped.filter(
    (s) => !(s.steps.length === 0 && s.checks.length === 0) && !skippedByAgentPlan(run, s),
  ).length;
  if (unevaluated > 0)
    reasons.push(`${plural(unevaluated, 'scenario')} skipped because none of its checks was evaluated`);
  const unjudged = unjudgedCriteria(run);
  if (run.judge.skippedBecause && unjudged.length > 0)
    reasons.push(
      `${plural(unjudged.length, 'judge criterion', 'judge criteria')} skipped: ${escapeInline(run.judge.skippedBecause)}`,
    );
  const gatedAgents = skipped.filter((s) => skippedByAgentPlan(run, s));
  if (gatedAgents.length > 0)
    reasons.push(
      `${plural(gatedAgents.length, 'agent scenario')} skipped: ${escapeInline(run.agent!.skippedBecause!)}`,
    );
  const startup = startupNotice(run);
  if (startup) reasons.push(escapeInline(startup));
  const oneEra = run.protocol?.oneEra;
  if (oneEra) reasons.push(escapeInline(oneEra.notice));
  if (run.notLive > 0)
    reasons.push(
      `${plural(run.notLive, 'scenario')} not live: live mode runs only scenarios with <code>live: true</code>`,
    );
  if (run.deselected > 0)
    reasons.push(`${plural(run.deselected, 'scenario')} left out by <code>filter</code> or <code>shard</code>`);
  if (reasons.length === 0) return [];
  return ['> [!NOTE]', ...reasons.map((reason) => `> - ${reason}`), ''];
}

function annotationNote(run: RunResult, everyFailureShown: boolean): string[] {
  const { leftOut } = planAnnotations(run);
  const parts = [
    leftOut.error && plural(leftOut.error, 'error'),
    leftOut.warning && plural(leftOut.warning, 'warning'),
    leftOut.notice && plural(leftOut.notice, 'notice'),
  ].filter(Boolean);
  if (parts.length === 0) return [];
  return [
    `GitHub shows ${GITHUB_ANNOTATIONS_PER_LEVEL} annotations of each kind per step; not shown as annotations: ` +
      `${parts.join(', ')} more. ` +
      (everyFailureShown
        ? 'Every failure is in this summary and in the JSON report.'
        : 'Every failure is in the JSON report (this summary was shortened).'),
    '',
  ];
}

function withoutLinks(options: SummaryOptions): SummaryOptions {
  return { ...options, repository: undefined };
}

function tableRow(scenario: ScenarioResult, options: SummaryOptions): string {
  // An agent scenario's pass rate: `✅ passed 4/5`.
  const rate = scenario.agent?.trials.length
    ? ` ${scenario.agent.passes}/${scenario.agent.trials.length}${scenario.agent.replayed ? ', replayed (no model call)' : ''}`
    : '';
  return `| ${STATUS_LABEL[scenario.status]}${rate} | ${scenarioLink(scenario, options)} | ${fileLink(scenario, options)} | ${formatDuration(scenario.durationMs)} | ${checksCell(scenario, options)} |`;
}

function scenarioLink(scenario: ScenarioResult, options: SummaryOptions): string {
  const url = fileUrl(scenario.position, options);
  const name = escapeCell(scenario.name);
  return url ? `[${name}](${url})` : name;
}

/** The scenario's file, linked to it at the commit: several scenarios may share one file. */
function fileLink(scenario: ScenarioResult, options: SummaryOptions): string {
  const text = `<code>${escapeCell(scenario.position.file)}</code>`;
  const url = fileUrl(scenario.position, options, false);
  return url ? `[${text}](${url})` : text;
}

function checksCell(scenario: ScenarioResult, options: SummaryOptions): string {
  // A command the reason names (`record-agent …`) is copied from here: the words around it are cut, never it.
  if (scenario.status === 'skipped')
    return escapeCell(clipKeepingCommands(scenario.skipReason ?? 'skipped', CELL_LIMIT_CHARS));
  const failed = scenario.checks.filter((check) => check.status === 'failed');
  if (failed.length === 0)
    return scenario.error ? escapeCell(clipKeepingCommands(scenario.error, CELL_LIMIT_CHARS)) : '';
  const named = failed.slice(0, CHECKS_PER_CELL).map((check) => checkInCell(check, options));
  if (failed.length > CHECKS_PER_CELL) named.push(`+${failed.length - CHECKS_PER_CELL} more`);
  return named.join(', ');
}

/**
 * `contains “North Atl…” (line 7)`: the kind, what it looked for (cut short), and its line, linked.
 * A step names its tool, so a failed call is recognisable without opening the file.
 */
function checkInCell(check: CheckResult, options: SummaryOptions): string {
  const what =
    check.kind === 'step'
      ? ` <code>${escapeCell(check.subject)}</code>`
      : ` “${escapeCell(clipLine(check.subject, CELL_CHECK_TEXT_CHARS))}”`;
  const line = `line ${check.position.line}`;
  const url = fileUrl(check.position, options);
  const step = check.step ? `step ${check.step.index}, ` : '';
  return `${escapeCell(check.kind)}${what} (${step}${url ? `[${line}](${url})` : line})`;
}

/** The file at the commit, at the position's line unless `atLine` is false. */
function fileUrl(position: SourcePosition, options: SummaryOptions, atLine = true): string | undefined {
  const repo = options.repository;
  if (!repo) return undefined;
  const file = position.file.split('/').map(encodeURIComponent).join('/');
  const anchor = atLine ? `#L${position.line}` : '';
  return safeUrl(`${repo.serverUrl.replace(/\/+$/, '')}/${repo.repository}/blob/${repo.sha}/${file}${anchor}`);
}

/** The characters that would end a Markdown link's target or an HTML tag, percent-encoded. */
function safeUrl(url: string): string {
  return url.replace(/[()<> ]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `file:line` (with the column when asked), linked to the line when the repository is known. */
function location(position: SourcePosition, options: SummaryOptions, column = false): string {
  const text = escapeInline(`${position.file}:${position.line}${column ? `:${position.column}` : ''}`);
  const url = fileUrl(position, options);
  return url ? `[<code>${text}</code>](${url})` : `<code>${text}</code>`;
}

/** Every criterion the judge answered, passed or failed, with its reason: why a green run is green. */
function judgeVerdicts(run: RunResult, options: SummaryOptions): string[] {
  const judged = run.scenarios.flatMap((scenario) =>
    scenario.checks.filter((check) => check.judge).map((check) => ({ scenario, check, verdict: check.judge! })),
  );
  if (judged.length === 0) return [];
  const lines = [`<details><summary>Judge verdicts (${judged.length})</summary>`, ''];
  for (const { scenario, check, verdict } of judged) {
    lines.push(
      `- ${verdict.verdict === 'PASS' ? '✅ PASS' : '❌ FAIL'} ${escapeInline(scenario.name)} at ${location(check.position, options)}` +
        ` “${escapeInline(clipLine(check.subject, MESSAGE_LIMIT_CHARS))}”: ${escapeInline(clipLine(verdict.reason, MESSAGE_LIMIT_CHARS))}`,
    );
  }
  lines.push('', '</details>', '');
  return lines;
}

function renderFailure(
  scenario: ScenarioResult,
  options: SummaryOptions,
  withOutputs: boolean,
  checksShown = Infinity,
): string[] {
  const lines = [
    `#### ${STATUS_LABEL[scenario.status]}: ${escapeInline(scenario.name)} (${location(scenario.position, options)})`,
    '',
  ];
  if (scenario.description) lines.push(`_${escapeInline(scenario.description)}_`, '');
  if (scenario.error) lines.push(`- **error:** ${escapeLines(clipLine(scenario.error, MESSAGE_LIMIT_CHARS))}`);
  const allFailed = scenario.checks.filter((c) => c.status === 'failed');
  const failed = allFailed.slice(0, checksShown);
  for (const check of failed)
    lines.push(
      repeatsScenarioError(scenario, check)
        ? `- **${check.kind}** “${escapeInline(clipLine(check.subject, MESSAGE_LIMIT_CHARS))}” at ${location(check.position, options)}: the error above`
        : checkBullet(check, options),
    );
  if (allFailed.length > failed.length)
    lines.push(
      `- … +${thousands(allFailed.length - failed.length)} more failed checks, left out to keep this summary under ` +
        'GitHub’s 1 MiB limit (every one is in the JSON report)',
    );
  lines.push('');
  for (const check of failed) {
    if (!check.judge) continue;
    lines.push(
      `Judge’s raw reply to the criterion at ${location(check.position, options)}` +
        (check.judge.malformed ? ` (not in the two-line format: ${escapeInline(check.judge.malformed)})` : '') +
        ':',
      '',
      `<pre>${escapeHtml(cutStart(check.judge.raw, JUDGE_REPLY_LIMIT_CHARS))}</pre>`,
      '',
    );
  }
  if (scenario.agent) lines.push(...agentDetails(scenario.agent, withOutputs));
  lines.push(...clientRequests(scenario), ...serverNotifications(scenario));
  if (withOutputs && !scenario.agent && scenario.eras && scenario.eras.length > 1) {
    // protocol: both: each era's output, so a parity failure shows what changed between them.
    for (const era of scenario.eras)
      lines.push(
        ...folded(
          `Joined output, ${era.era} era (${escapeInline(era.revision)}, ${era.status})`,
          era.output,
          cutStart(era.output, SUMMARY_OUTPUT_LIMIT_CHARS),
          'first',
          SUMMARY_OUTPUT_LIMIT_CHARS,
        ),
      );
  } else if (withOutputs && !scenario.agent) {
    if (scenario.output)
      lines.push(
        ...folded(
          'Joined output',
          scenario.output,
          cutStart(scenario.output, SUMMARY_OUTPUT_LIMIT_CHARS),
          'first',
          SUMMARY_OUTPUT_LIMIT_CHARS,
        ),
      );
  }
  if (withOutputs && !scenario.agent) {
    if (scenario.stderr?.trim())
      lines.push(
        ...folded(
          'Server stderr',
          scenario.stderr,
          cutEnd(scenario.stderr, SUMMARY_STDERR_LIMIT_CHARS),
          'last',
          SUMMARY_STDERR_LIMIT_CHARS,
        ),
      );
  }
  return lines;
}

/** `1,234 input + 56 output tokens (cache: 900 read, 100 written)`. */
function tokenText(tokens: TokenUsage): string {
  return (
    `${thousands(tokens.input)} input + ${thousands(tokens.output)} output tokens` +
    ` (cache: ${thousands(tokens.cacheRead)} read, ${thousands(tokens.cacheWrite)} written)`
  );
}

/** With `prompts:`: a table of each phrasing's passes, trials, rate and interval, the weaker ones marked. */
function phrasingTable(agent: AgentResult): string[] {
  if (!agent.phrasings) return [];
  return [
    '| phrasing | passed | pass rate (95% CI) | |',
    '| --- | --- | --- | --- |',
    ...agent.phrasings.map(
      (p) =>
        `| ${p.index}. ${escapeCell(p.prompt.replace(/\s+/g, ' ').slice(0, 120))} | ${p.passes}/${p.trials} | ${rateText(p.rate)}${agent.replayed ? ' (replayed)' : ''} | ${p.weaker ? `**significantly below the others** (p = ${p.adjusted.toPrecision(2)}, Holm)` : ''} |`,
    ),
    '',
  ];
}

/**
 * An agent scenario's pass rate, tokens, and per failed trial a collapsed transcript: the prompt,
 * each tool_use with its arguments as sent, each result (cut as other outputs are), the final answer.
 */
function agentDetails(agent: AgentResult, withOutputs: boolean): string[] {
  const lines = [
    `${agent.passes} of ${plural(agent.trials.length, 'trial')} passed (${agent.planned} planned, min_passes ${agent.minPasses}) · ` +
      `pass rate ${rateText(agent.rate)}${agent.replayed ? ' (replayed, not measured)' : ''} · ` +
      (agent.sequential
        ? `pass_rate ${agent.sequential.passRate}: ${agent.sequential.verdict} (max_trials ${agent.sequential.maxTrials}` +
          (agent.sequential.tokensSaved ? `, about ${thousands(agent.sequential.tokensSaved)} tokens saved` : '') +
          ') · '
        : '') +
      (agent.replayed
        ? `replayed from <code>${escapeInline(agent.recording ?? 'its recording')}</code> (no model call)`
        : `model <code>${escapeInline(agent.model)}</code> · ${tokenText(agent.tokens)}`) +
      (agent.stoppedEarly ? ` · stopped early: ${escapeInline(agent.stoppedEarly)}` : ''),
    ...(agent.baseline?.comparisons ?? []).map(
      (comparison) =>
        `<br>Against the baseline (<code>${escapeInline(agent.baseline!.file)}</code>)` +
        `${(agent.baseline!.comparisons?.length ?? 0) > 1 ? `, <code>${escapeInline(comparison.model)}</code> with “${escapeInline(comparison.phrasing)}”` : ''}: ` +
        `<strong>${comparison.outcome}</strong>: ${escapeInline(comparison.message)}`,
    ),
    '',
    ...phrasingTable(agent),
  ];
  if (!withOutputs) return lines;
  for (const trial of agent.trials.filter((t) => t.status !== 'passed')) {
    const prompt = (trial.phrasing && agent.phrasings?.[trial.phrasing - 1]?.prompt) || agent.prompt;
    const parts = [`Prompt${trial.phrasing ? ` (phrasing ${trial.phrasing})` : ''}:\n${prompt}`];
    for (const call of trial.calls) {
      parts.push(`tool_use (turn ${call.turn}): ${call.tool} ${JSON.stringify(call.input)}`);
      parts.push(`result${call.isError ? ' (error)' : ''}:\n${call.error ?? call.output}`);
    }
    parts.push(`Final answer${trial.finalAnswer ? '' : ' (none)'}:\n${trial.finalAnswer}`);
    const transcript = parts.join('\n\n');
    lines.push(
      ...folded(
        `Trial ${trial.index} (${trial.status}, ${plural(trial.turns, 'turn')}, ${plural(trial.calls.length, 'call')}) transcript`,
        transcript,
        cutStart(transcript, SUMMARY_OUTPUT_LIMIT_CHARS),
        'first',
        SUMMARY_OUTPUT_LIMIT_CHARS,
      ),
    );
  }
  return lines;
}

function checkBullet(check: CheckResult, options: SummaryOptions): string {
  // A step names its tool, before its position, as the table does.
  const tool = check.kind === 'step' ? ` <code>${escapeInline(check.subject)}</code>` : '';
  const subject =
    check.kind === 'judge' ? ` criterion “${escapeInline(clipLine(check.subject, MESSAGE_LIMIT_CHARS))}”:` : ':';
  return `- **${check.kind}**${tool} at ${location(check.position, options)}${subject} ${escapeLines(clipLine(check.message ?? `${check.kind} check failed`, MESSAGE_LIMIT_CHARS))}`;
}

/**
 * What the server asked of the client during each step (elicitation, sampling, roots) and what the
 * client answered: a failure over a request reads against what was asked.
 */
function clientRequests(scenario: ScenarioResult): string[] {
  const asked = scenario.steps.flatMap((step, index) => [
    ...(step.requests ?? []).map(
      (request) =>
        `- step ${index + 1} <code>${escapeInline(step.tool)}</code>, **${request.kind}**` +
        `${request.answered ? '' : ' (not answered)'}: ${escapeInline(clipLine(request.message, MESSAGE_LIMIT_CHARS))} → ` +
        escapeInline(clipLine(request.answer, MESSAGE_LIMIT_CHARS)),
    ),
    ...(step.requestsLeftOut
      ? [
          `- step ${index + 1} <code>${escapeInline(step.tool)}</code>: ${thousands(step.requestsLeftOut)} more ` +
            `request${step.requestsLeftOut === 1 ? '' : 's'}, ` +
            `not kept (the first ${thousands(CALL_REQUESTS_KEPT)} of a call are: CALL_REQUESTS_KEPT)`,
        ]
      : []),
  ]);
  return asked.length > 0 ? ['What the server asked of the client:', '', ...asked, ''] : [];
}

const NOTIFICATION_WORDS: Record<ServerNotificationRecord['kind'], string> = {
  progress: 'progress',
  log: 'log',
  tools_list_changed: 'tool list changed',
  resources_list_changed: 'resource list changed',
  prompts_list_changed: 'prompt list changed',
};

/**
 * What the server told the client during each step (progress, log messages, a tool list change): a
 * failure reads against what the server was doing meanwhile.
 */
function serverNotifications(scenario: ScenarioResult): string[] {
  const told = scenario.steps.flatMap((step, index) =>
    (step.notifications ?? []).map(
      (notification) =>
        `- step ${index + 1} <code>${escapeInline(step.tool)}</code>, **${NOTIFICATION_WORDS[notification.kind]}**: ` +
        escapeInline(clipLine(notification.message, MESSAGE_LIMIT_CHARS)),
    ),
  );
  return told.length > 0 ? ['What the server told the client during the calls:', '', ...told, ''] : [];
}

/** Untrusted text in a closed `<details>`: HTML-escaped inside `<pre>`, so it cannot close either. */
function folded(title: string, full: string, shown: string, which: 'first' | 'last', limit: number): string[] {
  const size =
    full.length <= limit
      ? `${thousands(full.length)} characters`
      : `${which} ${thousands(limit)} of ${thousands(full.length)} characters`;
  return [
    `<details><summary>${title} (${size})</summary>`,
    '',
    `<pre>${escapeHtml(shown)}</pre>`,
    '',
    '</details>',
    '',
  ];
}
