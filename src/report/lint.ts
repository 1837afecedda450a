import type { LintFinding, LintReport } from '../server-tools/lint/index.js';
import type { RunLint } from '../model/index.js';
import { plural } from './annotations.js';
import { escapeCell, escapeInline, escapeName, escapeTerminal } from './text/escape.js';
import { clipLine, MESSAGE_LIMIT_CHARS } from './text/limits.js';
import { unusedSuppressionsBlock } from './sections/lint.js';
import { blockMarkdown } from './sections/markdown.js';
import { blockText } from './sections/text.js';

/** Errors first, then warnings, then what the repository silenced; by tool within each. */
function ordered(findings: LintFinding[]): LintFinding[] {
  const rank = (item: LintFinding) => (item.suppressed ? 2 : item.level === 'error' ? 0 : 1);
  return [...findings].sort((a, b) => rank(a) - rank(b) || (a.tool ?? '').localeCompare(b.tool ?? ''));
}

function counts(report: LintReport) {
  const open = report.findings.filter((item) => !item.suppressed);
  return {
    errors: open.filter((item) => item.level === 'error').length,
    warnings: open.filter((item) => item.level === 'warning').length,
    suppressed: report.findings.length - open.length,
  };
}

function sizeText(report: LintReport): string {
  return `${report.tokens.count.toLocaleString('en-US')} tokens (${report.tokens.method}: ${report.tokens.note})`;
}

/** `lint`'s terminal output: one line per finding, then the totals. */
export function renderLintReport(report: LintReport): string {
  const lines: string[] = [];
  for (const item of ordered(report.findings)) {
    const where = item.tool === undefined ? '(tool list)' : escapeName(item.tool);
    const label = item.suppressed ? `suppressed ${item.level}` : item.level;
    lines.push(`${label} ${where} [${item.rule}] ${escapeTerminal(item.message)}`);
    if (item.suppressed) lines.push(`    reason: ${escapeTerminal(item.suppressed)}`);
  }
  lines.push(...blockText(unusedSuppressionsBlock(report)));
  const { errors, warnings, suppressed } = counts(report);
  if (lines.length > 0) lines.push('');
  lines.push(
    `${plural(report.toolCount, 'tool')} on ${escapeName(report.target)}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}` +
      (suppressed ? `, ${suppressed} suppressed` : '') +
      (report.skippedRules.length ? ` (skipped: ${report.skippedRules.join(', ')})` : '') +
      `. Tool list: ${escapeTerminal(sizeText(report))}.`,
  );
  return `${lines.join('\n')}\n`;
}

/** Findings shown in the summary section; the rest are counted (all are in the JSON report). */
export const SUMMARY_LINT_ROWS = 100;

/** The job summary's lint section: a headline, then a table of findings, errors first. */
export function renderLintSection(report: LintReport, mode: 'warn' | 'error'): string[] {
  const { errors, warnings, suppressed } = counts(report);
  const failing = mode === 'error' && errors > 0;
  const icon = failing ? '❌' : errors + warnings > 0 ? '⚠️' : '✅';
  const lines = [
    `### ${icon} Lint: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}${suppressed ? `, ${suppressed} suppressed` : ''} on ${plural(report.toolCount, 'tool')}`,
    '',
    `Tool list size: ${escapeInline(sizeText(report))}.` +
      (mode === 'warn' && errors > 0 ? ' `lint: warn`: errors do not fail the step.' : ''),
    '',
  ];
  const shown = ordered(report.findings).slice(0, SUMMARY_LINT_ROWS);
  if (shown.length > 0) {
    lines.push('| Level | Tool | Rule | Finding |', '| --- | --- | --- | --- |');
    for (const item of shown) {
      const level = item.suppressed ? `suppressed ${item.level}` : item.level;
      const message = item.suppressed ? `${item.message} — suppressed: ${item.suppressed}` : item.message;
      lines.push(
        `| ${level} | ${item.tool === undefined ? '(tool list)' : `<code>${escapeCell(item.tool)}</code>`} | ${item.rule} | ${escapeCell(clipLine(message, MESSAGE_LIMIT_CHARS))} |`,
      );
    }
    lines.push('');
  }
  if (report.findings.length > shown.length)
    lines.push(`${report.findings.length - shown.length} more finding(s) are in the JSON report.`, '');
  lines.push(...blockMarkdown(unusedSuppressionsBlock(report)));
  return lines;
}

/** The run's lint section (`lint: warn|error`): the findings, or why the lint could not be done. */
export function lintSummary(lint: RunLint): string[] {
  if (lint.report) return renderLintSection(lint.report, lint.mode);
  return [
    `### ${lint.mode === 'error' ? '❌' : '⚠️'} Lint could not be done`,
    '',
    escapeInline(clipLine(lint.error ?? 'no tool list', MESSAGE_LIMIT_CHARS)),
    '',
  ];
}

/** The run's lint, for the log: the findings as `lint` prints them, or why it could not be done. */
export function lintLogText(lint: RunLint): string {
  return lint.report ? renderLintReport(lint.report) : `lint could not be done: ${escapeTerminal(lint.error ?? '')}\n`;
}
