// An agent scenario's part of the job summary: its pass rate, tokens, baseline comparisons,
// phrasings table and the transcripts of its failed trials.
import type { AgentResult, Cost, TokenUsage } from '../../model/index.js';
import { formatCost } from '../../providers/prices.js';
import { rateText } from '../../stats/rate.js';
import { plural } from '../annotations.js';
import { escapeCell, escapeInline } from '../text/escape.js';
import { cutStart, SUMMARY_OUTPUT_LIMIT_CHARS } from '../text/limits.js';
import { thousands, folded } from './markdown.js';

/** `$0.0123`, or `cost unknown (no price for claude-x)`, for inline Markdown. */
export function costInline(cost: Cost): string {
  return escapeInline(formatCost(cost));
}

/** `1,234 input + 56 output tokens (cache: 900 read, 100 written)`. */
export function tokenText(tokens: TokenUsage): string {
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
export function agentDetails(agent: AgentResult, withOutputs: boolean, cost?: Cost): string[] {
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
        : `model <code>${escapeInline(agent.model)}</code> · ${tokenText(agent.tokens)}${cost ? ` · ${costInline(cost)}` : ''}`) +
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
