/**
 * Whether one phrasing of an agent scenario's request does worse than the others: for each
 * phrasing, Fisher's exact test (one-sided: its rate below the rest's) of its passes and failures
 * against those of all the other phrasings together, with Holm's step-down correction across the
 * phrasings so that the chance of naming any phrasing when all share one rate stays at most `alpha`
 * (Holm 1979). Exact, so it holds at the handful of trials a phrasing gets; pure and dependency-free.
 */
import { rateText, type RateEstimate } from './rate.js';

/** ln(n!) by summing logs: exact enough for the trial counts a scenario runs (at most a few thousand). */
function logFactorial(n: number): number {
  let sum = 0;
  for (let k = 2; k <= n; k++) sum += Math.log(k);
  return sum;
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

/**
 * Fisher's exact test, one-sided (lower): the probability, when both groups share one rate, of a
 * first group with at most `passesA` passes of `trialsA`, given `passesA + passesB` passes in all
 * (the hypergeometric lower tail).
 */
export function fisherLower(passesA: number, trialsA: number, passesB: number, trialsB: number): number {
  const total = trialsA + trialsB;
  const passes = passesA + passesB;
  const low = Math.max(0, passes - trialsB);
  const denominator = logChoose(total, passes);
  let p = 0;
  for (let a = low; a <= passesA; a++)
    p += Math.exp(logChoose(trialsA, a) + logChoose(trialsB, passes - a) - denominator);
  return Math.min(1, p);
}

/** Holm's step-down adjusted p-values, in the order given: reject where the adjusted value is at most alpha. */
export function holmAdjusted(pValues: number[]): number[] {
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(pValues.length);
  let running = 0;
  for (const [rank, { p, index }] of order.entries()) {
    running = Math.max(running, Math.min(1, (pValues.length - rank) * p));
    adjusted[index] = running;
  }
  return adjusted;
}

export interface PhrasingTally {
  passes: number;
  trials: number;
}

/**
 * For each phrasing: its one-sided Fisher p-value against the rest and the Holm-adjusted value, and
 * whether it is significantly below the others at `alpha`. Fewer than two phrasings with trials: none is.
 */
export function weakerPhrasings(
  tallies: PhrasingTally[],
  alpha: number,
): { pValue: number; adjusted: number; weaker: boolean }[] {
  const passes = tallies.reduce((sum, t) => sum + t.passes, 0);
  const trials = tallies.reduce((sum, t) => sum + t.trials, 0);
  const tested = tallies.filter((t) => t.trials > 0).length;
  const pValues = tallies.map((t) =>
    t.trials === 0 || t.trials === trials ? 1 : fisherLower(t.passes, t.trials, passes - t.passes, trials - t.trials),
  );
  const adjusted = tested < 2 ? pValues.map(() => 1) : holmAdjusted(pValues);
  return pValues.map((pValue, index) => ({
    pValue,
    adjusted: adjusted[index]!,
    weaker: adjusted[index]! <= alpha,
  }));
}

/** What `phrasingsText` reads of a phrasing's result (model's `PhrasingResult` has it). */
export interface PhrasingRate extends PhrasingTally {
  /** 1-based, in the order of `prompts:`. */
  index: number;
  rate: RateEstimate;
  weaker: boolean;
}

/** `phrasing 2 3/4 75% (95% CI 30–95%)`: each phrasing's tally, for the reports' one-line forms. */
export function phrasingsText(results: PhrasingRate[]): string {
  return results
    .map((r) => `phrasing ${r.index}${r.weaker ? ' (weaker)' : ''} ${r.passes}/${r.trials} ${rateText(r.rate)}`)
    .join('; ');
}
