// The job summary's table: one row per scenario, with its status, links and failed checks named.
import type { CheckResult, ScenarioResult } from '../../model/index.js';
import { escapeCell } from '../text/escape.js';
import { CELL_CHECK_TEXT_CHARS, CELL_LIMIT_CHARS, clipKeepingCommands, clipLine } from '../text/limits.js';
import { STATUS_LABEL, formatDuration, fileUrl, type SummaryOptions } from './markdown.js';
import { formatCost } from '../../providers/prices.js';

/** Failed checks named in a table cell before "+N more". */
const CHECKS_PER_CELL = 3;

export function tableRow(scenario: ScenarioResult, options: SummaryOptions): string {
  // An agent scenario's pass rate: `✅ passed 4/5`.
  const rate = scenario.agent?.trials.length
    ? ` ${scenario.agent.passes}/${scenario.agent.trials.length}${scenario.agent.replayed ? ', replayed (no model call)' : ''}`
    : '';
  return `| ${STATUS_LABEL[scenario.status]}${rate} | ${scenarioLink(scenario, options)} | ${fileLink(scenario, options)} | ${formatDuration(scenario.durationMs)}${scenario.cost ? ` · ${escapeCell(formatCost(scenario.cost))}` : ''} | ${checksCell(scenario, options)} |`;
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
