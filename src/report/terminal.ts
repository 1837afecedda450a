import { protocolText } from './protocol.js';
import type { Cost, RunResult, ScenarioResult, ScenarioStatus, TokenUsage } from '../model/index.js';
import { formatCost, formatUsd } from '../providers/prices.js';
import { rateText } from '../stats/rate.js';
import { differenceText } from '../stats/baseline.js';
import { phrasingsText } from '../stats/phrasings.js';
import { SERVER_NOT_STARTED } from './headlines.js';
import { coverageLine } from './coverage.js';
import { totalsOf } from '../model/index.js';
import { matchedAnyFile } from '../run/verdict.js';
import { repeatsScenarioError, startupNotice } from './headlines.js';
import {
  costBudgetHeadline,
  emptyShardNotice,
  failedDespitePasses,
  judgeNotAskedHeadline,
  viaPlatform,
} from './headlines.js';
import { failedCheckMessage, plural } from './annotations.js';
import { escapeName, escapeTerminal } from './text/escape.js';
import {
  clipKeepingCommands,
  clipLine,
  cutStart,
  TERMINAL_OUTPUT_LIMIT_CHARS,
  TERMINAL_STDERR_LINES,
} from './text/limits.js';
import { formatDuration } from './summary.js';
import { paint, type ColorStyle, type Paint } from './style.js';
import { differingBetweenEras, eraDifferenceLines } from './eras.js';
import { notLiveLine, unjudgedLine } from './sections/not-run.js';
import { lineText } from './sections/text.js';

export type TerminalStyle = ColorStyle;

const MARK: Record<ScenarioStatus, [string, Paint]> = {
  passed: ['PASS', 'green'],
  failed: ['FAIL', 'red'],
  errored: ['ERROR', 'red'],
  skipped: ['SKIP', 'yellow'],
};

/** Room for a note (a skip's reason, a warning) on a scenario's one-line entry. */
export const NOTE_LINE_LIMIT_CHARS = 160;

/** Untrusted text on one line: no control character, no line break. */
function oneLine(text: string, limit = NOTE_LINE_LIMIT_CHARS): string {
  return clipLine(escapeTerminal(text).replace(/\n/g, ' ⏎ '), limit);
}

/** Room for an error's cause on a scenario's one-line entry; the full text is in the report at the end. */
export const ERROR_LINE_LIMIT_CHARS = 240;

/**
 * Cut at the last space before the limit, so a path or a name is shown whole or not at all; a
 * command in backticks is never cut (the words around it are).
 */
function clipAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  if (text.includes('`')) {
    const clipped = clipKeepingCommands(text, limit);
    if (clipped !== clipLine(text, limit)) return `${clipped} (in full below)`;
  }
  const space = text.lastIndexOf(' ', limit);
  return `${text.slice(0, space > 0 ? space : limit)} … (in full below)`;
}

function indent(text: string, prefix: string): string[] {
  return escapeTerminal(text)
    .split('\n')
    .map((line) => `${prefix}${line}`);
}

/** One line for a finished scenario, with the first reason when it did not pass. */
export function renderScenarioLine(scenario: ScenarioResult, style: TerminalStyle): string {
  const [label, color] = MARK[scenario.status];
  const firstFailed = scenario.checks.find((check) => check.status === 'failed');
  const note =
    scenario.status === 'skipped'
      ? ` (${clipKeepingCommands(escapeTerminal(scenario.skipReason ?? 'skipped').replace(/\n/g, ' ⏎ '), NOTE_LINE_LIMIT_CHARS)})`
      : scenario.status === 'errored' && scenario.error
        ? `: ${clipAtWord(escapeTerminal(scenario.error).replace(/\n/g, ' ⏎ '), ERROR_LINE_LIMIT_CHARS)}`
        : firstFailed
          ? `: ${firstFailed.kind}${firstFailed.step ? ` of step ${firstFailed.step.index}` : ''} at line ${firstFailed.position.line}`
          : '';
  const renewed = scenario.steps.find((step) => step.newSession);
  const renewedNote = renewed
    ? ` (${escapeName(renewed.tool)} at line ${renewed.position.line} ran on a new session: ${oneLine(renewed.newSession!)})`
    : '';
  const warned = scenario.steps.find((step) => step.warnings?.length);
  const warnedNote = warned
    ? ` ${paint(style, 'yellow', `(warning: ${escapeName(warned.tool)} at line ${warned.position.line}: ${oneLine(warned.warnings![0]!)})`)}`
    : '';
  const agent = scenario.agent;
  const agentNote = agent?.trials.length
    ? ` ${paint(style, 'dim', `[${agent.passes}/${agent.trials.length} trials, pass rate ${rateText(agent.rate)}${agent.phrasings ? `; ${phrasingsText(agent.phrasings)}` : ''}, ${agent.replayed ? replayedText(agent.recording) : agentTokens(agent.tokens)}${scenario.cost ? `, ${costText(scenario.cost)}` : ''}${baselineNote(agent)}]`)}`
    : scenario.cost
      ? ` ${paint(style, 'dim', `[cost ${costText(scenario.cost)}]`)}`
      : '';
  const eraNote = scenario.eraDifference
    ? ` ${paint(style, 'yellow', '(its output differs between eras: the difference is at the end)')}`
    : '';
  return `${paint(style, color, label.padEnd(5))} ${escapeName(scenario.name)} ${paint(style, 'dim', formatDuration(scenario.durationMs))}${agentNote}${note}${renewedNote}${warnedNote}${eraNote}`;
}

/** `, baseline: regressed (-55 points (95% CI -69 to -36))`: each comparison with the agent baseline. */
function baselineNote(agent: NonNullable<ScenarioResult['agent']>): string {
  const comparisons = agent.baseline?.comparisons ?? [];
  if (comparisons.length === 0) return '';
  const each = comparisons.map(
    (comparison) =>
      `${comparison.outcome}` +
      (comparison.interval ? ` ${differenceText(comparison.interval)}` : '') +
      (comparison.changed ? ` (${comparison.changed.join(', ')} changed)` : ''),
  );
  return `, baseline: ${escapeName(each.join('; '))}`;
}

/** `replayed from scenarios/__recordings__/x.json (no model call)`: a replay is never counted as model calls. */
function replayedText(recording: string | undefined): string {
  return `replayed from ${recording ? escapeName(recording) : 'its recording'} (no model call)`;
}

/** `, budgets: judge $0.50, agent $2.00`: the USD budgets set, beside the cost. */
function budgetsText(run: RunResult): string {
  const budgets = [
    ...(run.judge.costBudgetUsd !== undefined ? [`judge ${formatUsd(run.judge.costBudgetUsd)}`] : []),
    ...(run.agent?.costBudgetUsd !== undefined ? [`agent ${formatUsd(run.agent.costBudgetUsd)}`] : []),
  ];
  return budgets.length > 0 ? ` (budget ${budgets.join(', ')})` : '';
}

/** `$0.0123`, or `cost unknown (no price for claude-x)`: model names escaped, as a server's text would be. */
function costText(cost: Cost): string {
  return escapeName(formatCost(cost));
}

/** `1200 in + 80 out tokens, cache 900 read / 100 written`. */
function agentTokens(tokens: TokenUsage): string {
  return `${tokens.input} in + ${tokens.output} out tokens, cache ${tokens.cacheRead} read / ${tokens.cacheWrite} written`;
}

/** The end of a server's stderr, indented, under a heading; nothing when it wrote none. */
function stderrLines(stderr: string | undefined): string[] {
  if (!stderr?.trim()) return [];
  const all = stderr.trimEnd().split('\n');
  return [
    `  server stderr${all.length > TERMINAL_STDERR_LINES ? ` (last ${TERMINAL_STDERR_LINES} lines)` : ''}:`,
    ...indent(all.slice(-TERMINAL_STDERR_LINES).join('\n'), '  │ '),
  ];
}

export interface Progress {
  done: number;
  total: number;
  passed: number;
  failed: number;
  skipped: number;
}

/** The progress line kept at the bottom of a TTY while scenarios run (no line break). */
export function renderProgress(progress: Progress, style: TerminalStyle): string {
  const parts = [paint(style, 'green', `${progress.passed} passed`)];
  if (progress.failed) parts.push(paint(style, 'red', `${progress.failed} failed`));
  if (progress.skipped) parts.push(paint(style, 'yellow', `${progress.skipped} skipped`));
  return `${paint(style, 'dim', `[${progress.done}/${progress.total}]`)} ${parts.join(', ')}`;
}

/** The end of a run: file errors, every failure in full, why things did not run, then the totals. */
export function renderRunReport(run: RunResult, style: TerminalStyle): string {
  return [...renderRunReportPieces(run, style)].join('\n');
}

/**
 * The report in pieces, a failure at a time, that joined with line breaks make `renderRunReport`:
 * the action logs thousands of long failures without building their whole text at once.
 */
export function* renderRunReportPieces(run: RunResult, style: TerminalStyle): Generator<string> {
  const lines: string[] = [];
  for (const error of run.fileErrors) {
    lines.push(
      `${paint(style, 'red', 'error')} ${escapeName(error.position.file)}:${error.position.line}:${error.position.column} ${escapeTerminal(error.message)}`,
    );
  }
  if (run.fileErrors.length > 0)
    lines.push('', `${plural(run.fileErrors.length, 'problem')} in scenario files; nothing was run.`);

  if (run.serverError) {
    lines.push('', `${paint(style, 'red', 'error')} ${escapeTerminal(run.serverError.message)}`);
    lines.push(...stderrLines(run.serverError.stderr));
    lines.push(`${SERVER_NOT_STARTED}.`);
  }
  const failures = run.scenarios.filter((s) => (s.status === 'failed' || s.status === 'errored') && !s.notRun);
  for (const scenario of failures) {
    const [label, color] = MARK[scenario.status];
    lines.push(
      '',
      `${paint(style, color, label)} ${paint(style, 'bold', escapeName(scenario.name))} (${escapeName(scenario.position.file)}:${scenario.position.line})`,
    );
    if (scenario.error) lines.push(...indent(`error: ${scenario.error}`, '  '));
    // In line order, as the file reads: the checks are made step by step, then the scenario's own.
    const failed = scenario.checks
      .filter((c) => c.status === 'failed')
      .sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
    for (const check of failed) {
      const repeats = repeatsScenarioError(scenario, check);
      lines.push(
        `  ${escapeName(check.position.file)}:${check.position.line} ${paint(style, 'red', check.kind)}` +
          (repeats ? ` (${escapeTerminal(check.subject)}): the error above` : ''),
      );
      if (!repeats) lines.push(...indent(failedCheckMessage(check), '    '));
    }
    for (const trial of scenario.agent?.trials.filter((t) => t.status !== 'passed') ?? []) {
      lines.push(`  trial ${trial.index} (${trial.status}): ${plural(trial.turns, 'turn')}, calls as sent:`);
      for (const call of trial.calls)
        lines.push(...indent(`${call.tool} ${JSON.stringify(call.input)}${call.isError ? ' → error' : ''}`, '  │ '));
      lines.push(
        ...indent(`final answer: ${cutStart(trial.finalAnswer || '(none)', TERMINAL_OUTPUT_LIMIT_CHARS)}`, '  │ '),
      );
    }
    if (scenario.output && !scenario.agent) {
      lines.push(`  joined output (${plural(scenario.output.length, 'character')}):`);
      lines.push(...indent(cutStart(scenario.output, TERMINAL_OUTPUT_LIMIT_CHARS), '  │ '));
    }
    lines.push(...stderrLines(scenario.stderr));
    if (lines.length > 0) yield lines.splice(0).join('\n');
  }
  // protocol: both: passed in each era, answered differently in each; a notice with the diff.
  for (const scenario of differingBetweenEras(run)) {
    lines.push(...eraDifferenceLines(scenario, style));
    yield lines.splice(0).join('\n');
  }
  const matchedAny = matchedAnyFile(run);
  if (matchedAny) {
    for (const glob of run.unmatchedGlobs)
      lines.push(paint(style, 'yellow', `warning: no scenario file matched ${escapeName(glob)}`));
  }
  const emptyShard = emptyShardNotice(run);
  if (emptyShard) lines.push(`${emptyShard[0]!.toUpperCase()}${emptyShard.slice(1)}.`);
  else if (run.scenarios.length === 0 && run.fileErrors.length === 0) {
    lines.push(
      matchedAny
        ? 'No scenario was selected to run (check --filter, --shard, and live: true in live mode).'
        : `No scenario file matched: ${run.unmatchedGlobs.map(escapeName).join(', ')}`,
    );
  }
  const unjudged = unjudgedLine(run);
  if (unjudged) lines.push('', paint(style, 'yellow', lineText(unjudged)));
  // Why scenarios did not run is its own paragraph, not a tail of the last failure's output.
  const notRun: string[] = [];
  const notLive = notLiveLine(run);
  if (notLive) notRun.push(lineText(notLive));
  if (run.deselected > 0) notRun.push(`${plural(run.deselected, 'scenario')} left out by --filter or --shard`);
  if (notRun.length > 0) lines.push('', ...notRun);

  // After "nothing was run" (or nothing selected), a line of zero totals would only repeat it.
  if (run.fileErrors.length > 0 || run.scenarios.length === 0) {
    if (lines.length > 0) yield lines.join('\n');
    return;
  }
  const totals = totalsOf(run);
  // Scenarios stopped by a server that could not start count as failed, never passed: say so.
  const notRunCount = run.scenarios.filter((scenario) => scenario.notRun).length;
  const judge =
    run.judge.calls > 0
      ? `, judge ${escapeName(run.judge.model)}${viaPlatform(run.judge.platform)}: ${plural(run.judge.calls, 'call')}, ${run.judge.inputTokens} input + ${run.judge.outputTokens} output tokens` +
        (run.judge.cacheReadTokens + run.judge.cacheWriteTokens > 0
          ? `, cache ${run.judge.cacheReadTokens} read / ${run.judge.cacheWriteTokens} written`
          : '') +
        (run.judge.cost ? `, ${costText(run.judge.cost)}` : '')
      : '';
  if (run.coverage) lines.push('', coverageLine(run.coverage));
  const agent = run.agent?.replayed
    ? `, agent: replayed from recordings (no model call)`
    : run.agent && run.agent.calls > 0
      ? `, agent ${escapeName(run.agent.model)}${viaPlatform(run.agent.platform)}: ${plural(run.agent.calls, 'model call')}, ${agentTokens(run.agent.tokens)}` +
        (run.agent.cost ? `, ${costText(run.agent.cost)}` : '') +
        (run.agent.tokenBudgetExceededBy
          ? ` (token budget ${run.agent.tokenBudget} exceeded by ${run.agent.tokenBudgetExceededBy})`
          : '')
      : '';
  const startup = startupNotice(run);
  if (startup) lines.push('', paint(style, 'yellow', `notice: ${startup}`));
  const oneEra = run.protocol?.oneEra;
  if (oneEra) lines.push('', paint(style, 'yellow', `notice: ${escapeTerminal(oneEra.notice)}`));
  if (run.protocol?.fallback)
    lines.push('', paint(style, 'yellow', `notice: ${escapeTerminal(run.protocol.fallback)}`));
  if (run.agent?.skippedBecause)
    lines.push('', paint(style, 'yellow', `agent scenarios skipped: ${escapeTerminal(run.agent.skippedBecause)}`));
  lines.push(
    '',
    `${plural(totals.total, 'scenario')}: ${paint(style, 'green', `${totals.passed} passed`)}, ${paint(style, totals.failed ? 'red' : 'dim', `${totals.failed} failed`)}, ${totals.skipped} skipped` +
      (notRunCount ? ` (${notRunCount} of them not run)` : '') +
      (run.notLive ? `, ${run.notLive} not live` : '') +
      ` (${run.mode}: ${escapeName(run.target)}${run.protocol ? `, ${escapeName(protocolText(run.protocol))}` : ''}, ${formatDuration(run.durationMs)}${judge}${agent}${run.cost ? `; cost ${costText(run.cost)}${budgetsText(run)}` : ''})`,
  );
  // Every scenario passed and the run still failed: the last line says why, or it would read as a pass.
  // Scenarios errored by a judge that could not be asked: the last line says so, or the count of
  // "failed" would read as the server's fault.
  const why = failedDespitePasses(run) ?? judgeNotAskedHeadline(run) ?? costBudgetHeadline(run);
  if (why) lines.push(paint(style, 'red', `Failed: ${escapeTerminal(why)}`));
  yield lines.join('\n');
}
