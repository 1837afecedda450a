import type { RunResult, ScenarioResult, ScenarioStatus } from '../engine/model.js';
import { totalsOf } from '../engine/model.js';
import { escapeCell, escapeHtml, escapeInline } from './escape.js';

const STATUS_LABEL: Record<ScenarioStatus, string> = {
  passed: '✅ passed',
  failed: '❌ failed',
  errored: '💥 errored',
  skipped: '⏭️ skipped',
};

/** Joined output shown per failure in the summary, before folding. */
export const SUMMARY_OUTPUT_LIMIT_CHARS = 4_000;

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The job summary, as Markdown: headline, one row per scenario, then every failure in detail. */
export function renderSummary(run: RunResult): string {
  const totals = totalsOf(run);
  const lines: string[] = ['## mcp-scenario-eval', ''];
  lines.push(
    `**Mode:** ${run.mode} · **Target:** \`${escapeInline(run.target).replace(/`/g, "'")}\` · **Duration:** ${formatDuration(run.durationMs)}`,
    '',
    `**${totals.total}** scenarios: **${totals.passed}** passed, **${totals.failed}** failed, **${totals.skipped}** skipped` +
      (run.notLive ? ` · ${run.notLive} not live` : '') +
      (run.deselected ? ` · ${run.deselected} left out by filter or shard` : ''),
    '',
  );
  if (run.judge.failedBecause) lines.push(`> [!CAUTION]\n> ${escapeInline(run.judge.failedBecause)}`, '');
  if (run.judge.skippedBecause)
    lines.push(`> [!NOTE]\n> Judge criteria were not evaluated: ${escapeInline(run.judge.skippedBecause)}`, '');

  if (run.fileErrors.length > 0) {
    lines.push(`### ❌ ${run.fileErrors.length} problem(s) in scenario files; nothing was run`, '');
    for (const error of run.fileErrors) {
      lines.push(
        `- \`${error.position.file}:${error.position.line}:${error.position.column}\` ${escapeInline(error.message)}`,
      );
    }
    lines.push('');
  }
  if (run.unmatchedGlobs.length > 0) {
    lines.push(
      `No scenario file matched: ${run.unmatchedGlobs.map((glob) => `\`${escapeInline(glob)}\``).join(', ')}`,
      '',
    );
  }
  if (run.scenarios.length > 0) {
    lines.push('| Status | Scenario | Duration | Failed checks |', '| --- | --- | --- | --- |');
    for (const scenario of run.scenarios) {
      const failed = scenario.checks.filter((check) => check.status === 'failed').length;
      lines.push(
        `| ${STATUS_LABEL[scenario.status]} | ${escapeCell(scenario.name)} | ${formatDuration(scenario.durationMs)} | ${failed || ''} |`,
      );
    }
    lines.push('');
  }
  const failures = run.scenarios.filter((s) => s.status === 'failed' || s.status === 'errored');
  if (failures.length > 0) {
    lines.push('### Failures', '');
    for (const scenario of failures) lines.push(...renderFailure(scenario));
  }
  return lines.join('\n');
}

function renderFailure(scenario: ScenarioResult): string[] {
  const lines = [`#### ${escapeInline(scenario.name)} (\`${scenario.position.file}:${scenario.position.line}\`)`, ''];
  if (scenario.error) lines.push(`- **Error:** ${escapeInline(scenario.error)}`);
  const judgeReplies: string[] = [];
  for (const check of scenario.checks.filter((c) => c.status === 'failed' || c.judge)) {
    if (check.status !== 'failed') {
      // A criterion that held, shown next to the ones that did not, so every verdict is visible.
      lines.push(`- **judge** at line ${check.position.line}: PASS: ${escapeInline(check.judge?.reason ?? '')}`);
      continue;
    }
    lines.push(`- **${check.kind}** at line ${check.position.line}: ${escapeInline(check.message ?? '')}`);
    if (check.judge) {
      const why = check.judge.malformed ? ` (not accepted: ${check.judge.malformed})` : '';
      judgeReplies.push(
        ...folded(`Judge's raw reply, line ${check.position.line}${why}`, check.judge.raw || '(empty)'),
      );
    }
  }
  lines.push('');
  lines.push(...judgeReplies);
  if (scenario.output) lines.push(...folded('Joined output', scenario.output));
  if (scenario.stderr) lines.push(...folded('Server stderr', scenario.stderr));
  return lines;
}

function folded(title: string, text: string): string[] {
  const cut = text.length > SUMMARY_OUTPUT_LIMIT_CHARS;
  const shown = cut
    ? `${text.slice(0, SUMMARY_OUTPUT_LIMIT_CHARS)}\n[… ${text.length - SUMMARY_OUTPUT_LIMIT_CHARS} more characters cut]`
    : text;
  return [`<details><summary>${title}</summary>`, '', `<pre>${escapeHtml(shown)}</pre>`, '', '</details>', ''];
}
