/**
 * `prompts:`: phrasings of one request. Trials rotate through them; each phrasing's rate is
 * reported beside the scenario's, and one significantly below the others (Fisher's exact test of it
 * against the rest, Holm-corrected across phrasings: stats/phrasings.ts) fails the scenario,
 * named with its rate, so a wording the model misreads is found rather than averaged away.
 */
import type { AgentSpec, AgentTrial, CheckResult, PhrasingResult } from '../../model/index.js';
import { weakerPhrasings } from '../../stats/phrasings.js';
import { rateText, wilson } from '../../stats/rate.js';

/** The error rate of the phrasing test when the scenario states none (`confidence` with `pass_rate`). */
export const PHRASING_ALPHA = 0.05;

/** The prompt trial `index` (1-based) asks, and its phrasing number (1-based) with `prompts:`. */
export function phrasingOf(spec: AgentSpec, index: number): { prompt: string; phrasing?: number } {
  const prompts = spec.prompts;
  if (!prompts || prompts.length === 0) return { prompt: spec.prompt };
  const at = (index - 1) % prompts.length;
  return { prompt: prompts[at]!.value, phrasing: at + 1 };
}

/** Each phrasing's passes, trials and rate over the trials run, and whether it is significantly below the rest. */
export function phrasingResults(spec: AgentSpec, trials: AgentTrial[]): PhrasingResult[] | undefined {
  const prompts = spec.prompts;
  if (!prompts) return undefined;
  const alpha = spec.sequential ? 1 - spec.sequential.confidence : PHRASING_ALPHA;
  const tallies = prompts.map((_, index) => {
    const mine = trials.filter((trial) => trial.phrasing === index + 1);
    return { passes: mine.filter((trial) => trial.status === 'passed').length, trials: mine.length };
  });
  const tests = weakerPhrasings(tallies, alpha);
  return prompts.map((prompt, index) => ({
    index: index + 1,
    prompt: prompt.value,
    position: prompt.position,
    ...tallies[index]!,
    rate: wilson(tallies[index]!.passes, tallies[index]!.trials),
    ...tests[index]!,
  }));
}

/** A failed check per phrasing significantly below the others, at its line in `prompts:`. */
export function weakerPhrasingChecks(results: PhrasingResult[] | undefined, replayed: boolean): CheckResult[] {
  if (!results) return [];
  const passes = results.reduce((sum, r) => sum + r.passes, 0);
  const trials = results.reduce((sum, r) => sum + r.trials, 0);
  return results
    .filter((result) => result.weaker)
    .map((result) => {
      const rest = wilson(passes - result.passes, trials - result.trials);
      return {
        kind: 'agent' as const,
        subject: `phrasing ${result.index}`,
        position: result.position,
        status: 'failed' as const,
        message:
          `phrasing ${result.index} (${JSON.stringify(clip(result.prompt))}) passed ${result.passes} of ${result.trials} trials, ` +
          `pass rate ${rateText(result.rate)}${replayed ? ' (replayed)' : ''}, significantly below the other phrasings' ${rateText(rest)} ` +
          `(Fisher's exact test, one-sided, Holm-corrected across ${results.length} phrasings: p = ${result.adjusted.toPrecision(2)}): ` +
          'the model misreads this wording; make the tool descriptions serve it, or say why it is out of scope and remove it',
      };
    });
}

function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
