import type { RunResult, ScenarioResult, ScenarioStatus } from '../engine/model.js';
import { totalsOf } from '../engine/model.js';
import { formatDuration } from './summary.js';

export interface TerminalStyle {
  color: boolean;
}

const CODES = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1 } as const;

function paint(style: TerminalStyle, code: keyof typeof CODES, text: string): string {
  return style.color ? `\u001b[${CODES[code]}m${text}\u001b[0m` : text;
}

const MARK: Record<ScenarioStatus, [string, keyof typeof CODES]> = {
  passed: ['PASS', 'green'],
  failed: ['FAIL', 'red'],
  errored: ['ERROR', 'red'],
  skipped: ['SKIP', 'yellow'],
};

/** One line for a finished scenario. */
export function renderScenarioLine(scenario: ScenarioResult, style: TerminalStyle): string {
  const [label, color] = MARK[scenario.status];
  const note = scenario.status === 'skipped' && scenario.skipReason ? ` (${scenario.skipReason})` : '';
  return `${paint(style, color, label.padEnd(5))} ${scenario.name} ${paint(style, 'dim', formatDuration(scenario.durationMs))}${note}`;
}

/** The end of a run: file errors, every failure in full, then the totals. */
export function renderRunReport(run: RunResult, style: TerminalStyle): string {
  const lines: string[] = [];
  for (const error of run.fileErrors) {
    lines.push(
      `${paint(style, 'red', 'error')} ${error.position.file}:${error.position.line}:${error.position.column} ${error.message}`,
    );
  }
  if (run.fileErrors.length > 0)
    lines.push('', `${run.fileErrors.length} problem(s) in scenario files; nothing was run.`);
  for (const scenario of run.scenarios.filter((s) => s.status === 'failed' || s.status === 'errored')) {
    lines.push('', paint(style, 'bold', `${scenario.name} (${scenario.position.file}:${scenario.position.line})`));
    if (scenario.error) lines.push(`  error: ${scenario.error}`);
    for (const check of scenario.checks.filter((c) => c.status === 'failed')) {
      lines.push(`  ${check.position.file}:${check.position.line} ${check.kind}: ${check.message ?? ''}`);
      if (check.judge) lines.push(`    judge replied: ${JSON.stringify(check.judge.raw)}`);
    }
    if (scenario.stderr)
      lines.push(
        '  server stderr:',
        ...scenario.stderr
          .trimEnd()
          .split('\n')
          .slice(-20)
          .map((line) => `    ${line}`),
      );
  }
  // Every file found yields a scenario or an error, so this says whether any glob matched a file.
  const matchedAny = run.scenarios.length + run.fileErrors.length + run.notLive + run.deselected > 0;
  if (matchedAny) {
    for (const glob of run.unmatchedGlobs)
      lines.push(paint(style, 'yellow', `warning: no scenario file matched ${glob}`));
  }
  if (run.scenarios.length === 0 && run.fileErrors.length === 0) {
    lines.push(
      matchedAny
        ? 'No scenario was selected to run (check --filter, --shard, and live: true in live mode).'
        : `No scenario file matched: ${run.unmatchedGlobs.join(', ')}`,
    );
  }
  const totals = totalsOf(run);
  if (run.judge.skippedBecause && run.scenarios.some((s) => s.checks.some((c) => c.kind === 'judge'))) {
    lines.push('', paint(style, 'yellow', `Judge criteria not evaluated: ${run.judge.skippedBecause}`));
  }
  lines.push(
    '',
    `${totals.total} scenarios: ${paint(style, 'green', `${totals.passed} passed`)}, ${paint(style, totals.failed ? 'red' : 'dim', `${totals.failed} failed`)}, ${totals.skipped} skipped` +
      (run.notLive ? `, ${run.notLive} not live` : '') +
      (run.deselected ? `, ${run.deselected} left out by filter or shard` : '') +
      ` (${run.mode}: ${run.target}, ${formatDuration(run.durationMs)})`,
  );
  return lines.join('\n');
}
