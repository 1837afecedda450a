/**
 * An agent scenario's pass rate against its baseline (the rate a recorded run measured): the
 * difference of two proportions with Newcombe's hybrid score interval (Newcombe 1998, method 10),
 * built from the two rates' Wilson intervals, and the verdict a run reads from it. Pure and
 * dependency-free, like rate.ts.
 */
import { wilson } from './rate.js';

/** Passes of trials: a measured rate (a baseline row's, or this run's). */
export interface Count {
  passes: number;
  trials: number;
}

/** `current - baseline` with its two-sided interval at `confidence`. */
export interface DifferenceInterval {
  difference: number;
  low: number;
  high: number;
  confidence: number;
}

/** The default smallest drop (or gain) that counts: 10 percentage points. */
export const DEFAULT_MIN_EFFECT = 0.1;

/**
 * Newcombe's hybrid score interval for `current.rate - baseline.rate` (method 10 of Newcombe 1998,
 * without continuity correction): the two Wilson intervals combined, so it stays inside [-1, 1] and
 * keeps near its stated coverage at 0 or n passes and at small n, where the Wald interval does not.
 */
export function newcombe(current: Count, baseline: Count, confidence = 0.95): DifferenceInterval {
  if (current.trials === 0 || baseline.trials === 0) return { difference: 0, low: -1, high: 1, confidence };
  const now = wilson(current.passes, current.trials, confidence);
  const then = wilson(baseline.passes, baseline.trials, confidence);
  const difference = now.rate - then.rate;
  const below = Math.sqrt((now.rate - now.low) ** 2 + (then.high - then.rate) ** 2);
  const above = Math.sqrt((now.high - now.rate) ** 2 + (then.rate - then.low) ** 2);
  return {
    difference,
    low: Math.max(-1, difference - below),
    high: Math.min(1, difference + above),
    confidence,
  };
}

/**
 * What a run's rate says against its baseline:
 * - `regressed`: the interval lies wholly below zero AND the drop measured is at least `minEffect`;
 * - `improved`: the interval lies wholly above zero AND the gain measured is at least `minEffect`;
 * - `held`: the interval's low end is above `-minEffect` (a drop as large as the minimum effect is
 *   ruled out); or, at the last look, the drop measured is smaller than the minimum effect (none that
 *   large was seen, though the interval may not rule one out: it is reported beside);
 * - `undecided` before the last look (more trials may decide it), `inconclusive` at the last: a drop
 *   at least as large as the minimum effect was measured, but it cannot be told from noise.
 */
export type BaselineVerdict = 'regressed' | 'held' | 'improved' | 'inconclusive' | 'undecided';

export interface BaselineRule {
  /** The smallest change that counts, as a fraction (0.1: ten points). */
  minEffect: number;
  /** Of the interval, e.g. 0.95. */
  confidence: number;
}

export const DEFAULT_BASELINE_RULE: BaselineRule = { minEffect: DEFAULT_MIN_EFFECT, confidence: 0.95 };

export function compareWithBaseline(
  current: Count,
  baseline: Count,
  rule: BaselineRule = DEFAULT_BASELINE_RULE,
  last = false,
): { verdict: BaselineVerdict; interval: DifferenceInterval } {
  const interval = newcombe(current, baseline, rule.confidence);
  // A hair of tolerance: 0.85 - 0.95 is -0.09999999999999998 in binary floating point.
  const atLeast = (change: number) => change >= rule.minEffect - 1e-9;
  const open: BaselineVerdict = last ? 'inconclusive' : 'undecided';
  const verdict: BaselineVerdict =
    current.trials === 0 || baseline.trials === 0
      ? open
      : interval.high < 0 && atLeast(-interval.difference)
        ? 'regressed'
        : interval.low > 0 && atLeast(interval.difference)
          ? 'improved'
          : interval.low > -rule.minEffect || (last && !atLeast(-interval.difference))
            ? 'held'
            : open;
  return { verdict, interval };
}

/** `-55 points (95% CI -72 to -31)`: a difference and its interval in whole percentage points. */
export function differenceText(interval: DifferenceInterval): string {
  const points = (value: number) => {
    const rounded = Math.round(value * 100);
    return `${rounded > 0 ? '+' : ''}${rounded === 0 ? 0 : rounded}`;
  };
  return `${points(interval.difference)} points (${Math.round(interval.confidence * 100)}% CI ${points(interval.low)} to ${points(interval.high)})`;
}

/** How many times at most a run looks at the comparison before max_trials are spent. */
export const BASELINE_LOOKS = 5;

/**
 * After which trials a run looks at the comparison: BASELINE_LOOKS evenly spaced looks ending at
 * `maxTrials` (every trial when there are fewer). Looking after every trial at a 95% interval would
 * call a scenario that kept its rate "regressed" about one time in eight (simulated: 12% at 95% over
 * 40 looks); a few looks, each at a stricter confidence (lookRule), keep it under 5%.
 */
export function baselineLooks(maxTrials: number): number[] {
  const looks = Math.min(BASELINE_LOOKS, maxTrials);
  return [...new Set(Array.from({ length: looks }, (_, k) => Math.ceil(((k + 1) * maxTrials) / looks)))];
}

/**
 * The rule for each look: the confidence split over the looks (Bonferroni), so the chance of any
 * false verdict over all the looks stays under `1 - confidence`.
 */
export function lookRule(maxTrials: number, rule: BaselineRule = DEFAULT_BASELINE_RULE): BaselineRule {
  const looks = baselineLooks(maxTrials).length;
  return { ...rule, confidence: 1 - (1 - rule.confidence) / looks };
}

/**
 * What a rate depends on, each part hashed on its own so that a change can be named: the phrasing
 * the model was given, the system prompt, the model, the tool list as the model saw it (names,
 * descriptions, schemas), and the scenario's checks.
 */
export interface Fingerprint {
  prompt: string;
  system: string;
  model: string;
  tools: string;
  checks: string;
}

export const FINGERPRINT_PARTS = ['prompt', 'system', 'model', 'tools', 'checks'] as const;

/** One row of a baseline file: an agent scenario's rate on one model with one phrasing. */
export interface BaselineRow extends Count {
  scenario: string;
  model: string;
  /** The prompt exactly as the model was given it. */
  phrasing: string;
  fingerprint: Fingerprint;
}

/** How a row of this run compares with its baseline row. */
export type BaselineOutcome = Exclude<BaselineVerdict, 'undecided'> | 'not comparable' | 'no baseline';

export interface BaselineComparison {
  model: string;
  phrasing: string;
  outcome: BaselineOutcome;
  current: Count;
  /** The baseline row's count, when there is a row. */
  baseline?: Count;
  /** With a verdict: the difference (this run - baseline) and its interval at the look's confidence. */
  interval?: DifferenceInterval;
  /** `not comparable`: the parts of the fingerprint that changed since the baseline was recorded. */
  changed?: (typeof FINGERPRINT_PARTS)[number][];
  /** After how many of the scenario's trials it was decided. */
  decidedAfter?: number;
  /** The rate is a replay's (recorded replies), not measured. */
  replayed?: true;
  /** Says it all in a sentence, for every report. */
  message: string;
  /** Fails the scenario: regressed, or inconclusive unless `baseline-inconclusive: warn`. */
  fails: boolean;
}

/** An agent scenario against the baseline file: what this run measured (for saving) and the comparisons. */
export interface AgentBaselineResult {
  /** The baseline file, workspace-relative. */
  file: string;
  /** This run's rows, with their fingerprints: what `--baseline-save` writes. */
  rows: BaselineRow[];
  /** Absent when the run records the baseline rather than checking it. */
  comparisons?: BaselineComparison[];
}

/** The baseline as the agent plan holds it: the file's rows, read once per run. */
export interface BaselinePlan {
  label: string;
  record: boolean;
  inconclusive: 'fail' | 'warn';
  rows: BaselineRow[];
  rule: BaselineRule;
}
