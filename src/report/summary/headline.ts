// The top of the job summary: the verdict and the run's facts, why some scenarios or criteria did
// not run, and the annotations GitHub will not show.
import { protocolText } from '../protocol.js';
import type { RunResult } from '../../model/index.js';
import { costBudgetsSpent, erroredForACostBudget, startupNotice, viaPlatform } from '../headlines.js';
import { totalsOf } from '../../model/index.js';
import { erroredForTheJudge, lintFailed, runFailed, skippedByAgentPlan, skippedBySkipKey } from '../../run/verdict.js';
import { snapshotFailed } from '../../model/server-tools.js';
import { planAnnotations, plural } from '../annotations.js';
import { escapeInline } from '../text/escape.js';
import { GITHUB_ANNOTATIONS_PER_LEVEL } from '../text/limits.js';
import { formatDuration, thousands, safeUrl, type SummaryOptions } from './markdown.js';
import { costInline, tokenText } from './agent.js';
import { formatUsd } from '../../providers/prices.js';
import { notLiveLine, unjudgedLine } from '../sections/not-run.js';
import { lineMarkdown } from '../sections/markdown.js';

export function headline(run: RunResult, options: SummaryOptions): string[] {
  const totals = totalsOf(run);
  // Errored because the judge could not be asked: the headline blames the judge, not the server.
  const judgeErrored = erroredForTheJudge(run).length;
  // Errored because a cost budget was spent: the headline says which, not "failed".
  const costErrored = erroredForACostBudget(run).length;
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
                : costErrored > 0 && costErrored === totals.failed
                  ? `❌ ${costBudgetsSpent(run)!}; ${costErrored} of ${plural(totals.total, 'scenario')} errored`
                  : costErrored > 0
                    ? `❌ ${totals.failed} of ${plural(totals.total, 'scenario')} failed (${costErrored} errored: ${costBudgetsSpent(run)!})`
                    : `❌ ${totals.failed} of ${plural(totals.total, 'scenario')} failed`;
  const judge = run.judge;
  const judgeText =
    judge.calls > 0
      ? `${escapeInline(judge.model)}${viaPlatform(judge.platform)}, ${plural(judge.calls, 'call')}, ${thousands(judge.inputTokens)} input + ${thousands(judge.outputTokens)} output tokens` +
        (judge.cacheReadTokens + judge.cacheWriteTokens > 0
          ? ` (cache: ${thousands(judge.cacheReadTokens)} read, ${thousands(judge.cacheWriteTokens)} written)`
          : '') +
        (judge.cost ? `, ${costInline(judge.cost)}` : '') +
        (judge.costBudgetUsd !== undefined ? ` (budget ${formatUsd(judge.costBudgetUsd)})` : '')
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
    ? ` · **Agent:** ${agent.replayed ? 'replayed from recordings (no model call)' : agent.calls > 0 ? `${escapeInline(agent.model)}${viaPlatform(agent.platform)}, ${plural(agent.calls, 'model call')}, ${tokenText(agent.tokens)}${agent.cost ? `, ${costInline(agent.cost)}` : ''}` : agent.skippedBecause ? 'skipped' : 'no call made'}` +
      (agent.tokenBudget !== undefined
        ? ` (budget ${thousands(agent.tokenBudget)} tokens${agent.tokenBudgetExceededBy ? `, **exceeded by ${thousands(agent.tokenBudgetExceededBy)}**` : ''})`
        : '') +
      (agent.costBudgetUsd !== undefined ? ` (budget ${formatUsd(agent.costBudgetUsd)})` : '')
    : '';
  const cost = run.cost ? ` · **Cost:** ${costInline(run.cost)}` : '';
  const isolation = run.isolation === 'suite' ? ' · **Isolation:** suite (one session shared by every scenario)' : '';
  const protocol = run.protocol ? ` · **Protocol:** ${escapeInline(protocolText(run.protocol))}` : '';
  return [
    `## mcp-scenario-eval: ${verdict}`,
    '',
    `${pullRequestText(options)}**Mode:** ${run.mode} · **Target:** <code>${escapeInline(run.target)}</code>${protocol}${isolation} · **Duration:** ${formatDuration(run.durationMs)} · **Judge:** ${judgeText}${agentText}${cost}`,
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
export function whyNotRun(run: RunResult): string[] {
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
  const unjudged = unjudgedLine(run);
  if (unjudged) reasons.push(lineMarkdown(unjudged));
  const gatedAgents = skipped.filter((s) => skippedByAgentPlan(run, s));
  if (gatedAgents.length > 0)
    reasons.push(
      `${plural(gatedAgents.length, 'agent scenario')} skipped: ${escapeInline(run.agent!.skippedBecause!)}`,
    );
  const startup = startupNotice(run);
  if (startup) reasons.push(escapeInline(startup));
  const oneEra = run.protocol?.oneEra;
  if (oneEra) reasons.push(escapeInline(oneEra.notice));
  const notLive = notLiveLine(run);
  if (notLive) reasons.push(lineMarkdown(notLive));
  if (run.deselected > 0)
    reasons.push(`${plural(run.deselected, 'scenario')} left out by <code>filter</code> or <code>shard</code>`);
  if (reasons.length === 0) return [];
  return ['> [!NOTE]', ...reasons.map((reason) => `> - ${reason}`), ''];
}

export function annotationNote(run: RunResult, everyFailureShown: boolean): string[] {
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
