/**
 * Statistics on an agent scenario's trials, pure and dependency-free: the pass rate and its Wilson
 * score interval (Wilson 1927; Newcombe 1998, method 3), which stays inside [0, 1] and keeps close to
 * its stated coverage even at 0 or n passes and at small n, where the normal ("Wald") interval does not.
 */

/** A pass rate with its two-sided interval at `confidence`. */
export interface RateEstimate {
  passes: number;
  trials: number;
  /** passes / trials; 0 when no trial ran. */
  rate: number;
  /** The Wilson interval's bounds; [0, 1] when no trial ran. */
  low: number;
  high: number;
  /** Two-sided confidence of [low, high], e.g. 0.95. */
  confidence: number;
}

/** The standard normal quantile: z with P(Z <= z) = p (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must lie strictly between 0 and 1, got ${p}`);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
    );
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** The pass rate of `passes` in `trials` with its Wilson score interval at `confidence` (default 0.95). */
export function wilson(passes: number, trials: number, confidence = 0.95): RateEstimate {
  if (!Number.isInteger(passes) || !Number.isInteger(trials) || passes < 0 || trials < 0 || passes > trials)
    throw new RangeError(`wilson: need whole numbers 0 <= passes <= trials, got ${passes} of ${trials}`);
  if (trials === 0) return { passes, trials, rate: 0, low: 0, high: 1, confidence };
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const p = passes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return {
    passes,
    trials,
    rate: p,
    // Exact at the ends (0 passes: low is 0; all passed: high is 1), not a rounding error away.
    low: passes === 0 ? 0 : Math.max(0, centre - half),
    high: passes === trials ? 1 : Math.min(1, centre + half),
    confidence,
  };
}

/** `80% (95% CI 49–94%)`: a rate and its interval in whole percent. */
export function rateText(estimate: RateEstimate): string {
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  if (estimate.trials === 0) return 'no trials';
  return `${percent(estimate.rate)} (${percent(estimate.confidence)} CI ${Math.round(estimate.low * 100)}–${percent(estimate.high)})`;
}

/**
 * Wald's sequential probability ratio test of a pass rate against a line: H0 "the rate is at most
 * `passRate - indifference`" (fail) against H1 "at least `passRate + indifference`" (pass), each
 * wrong at most `1 - confidence` of the time however often it is looked at (Wald 1945). Between the
 * two lies the indifference region, where either verdict is acceptable.
 */
export interface SprtRule {
  passRate: number;
  /** Half-width of the indifference region around passRate. */
  indifference: number;
  /** 1 - the error rate each way (false pass and false fail). */
  confidence: number;
}

export type SprtVerdict = 'pass' | 'fail' | 'undecided';

export interface SprtState {
  verdict: SprtVerdict;
  /** Log-likelihood ratio of H1 over H0 after the trials seen. */
  llr: number;
  /** Decision bounds: pass at or above `upper`, fail at or below `lower`. */
  upper: number;
  lower: number;
}

/** The default half-width of the indifference region around `pass_rate`. */
export const DEFAULT_INDIFFERENCE = 0.1;

/**
 * The half-width used when a scenario sets none: DEFAULT_INDIFFERENCE, narrowed to half the distance
 * to 0 or 1 when `pass_rate` is nearer the edge than that, so `pass_rate: 0.95` (a common bar) is a
 * region of 0.925..0.975 rather than a refusal. A narrower region needs more trials to decide.
 */
export function defaultIndifference(passRate: number): number {
  // Rounded to a millionth: (1 - 0.8) / 2 is 0.09999999999999998 in binary floating point.
  return Math.min(DEFAULT_INDIFFERENCE, Math.round(Math.min(passRate, 1 - passRate) * 500_000) / 1_000_000);
}
/** The default confidence: 5% false passes and 5% false fails. */
export const DEFAULT_CONFIDENCE = 0.95;

/** The two rates the test tells apart: passRate ∓ indifference. */
export function sprtRates(rule: SprtRule): { p0: number; p1: number } {
  return { p0: rule.passRate - rule.indifference, p1: rule.passRate + rule.indifference };
}

/** Where the test stands after `passes` passes and `failures` failures. */
export function sprt(rule: SprtRule, passes: number, failures: number): SprtState {
  const { p0, p1 } = sprtRates(rule);
  if (!(p0 > 0 && p1 < 1))
    throw new RangeError(
      `sprt: pass_rate ± indifference must lie strictly between 0 and 1, got ${p0.toFixed(3)}..${p1.toFixed(3)}`,
    );
  const alpha = 1 - rule.confidence;
  const beta = 1 - rule.confidence;
  const upper = Math.log((1 - beta) / alpha);
  const lower = Math.log(beta / (1 - alpha));
  const llr = passes * Math.log(p1 / p0) + failures * Math.log((1 - p1) / (1 - p0));
  return { verdict: llr >= upper ? 'pass' : llr <= lower ? 'fail' : 'undecided', llr, upper, lower };
}

/**
 * The fewest trials that can reach each verdict: every trial passing until the test passes, every
 * trial failing until it fails. Known before the first trial, so a `max_trials` below either is a
 * rule that can never give that verdict. Counted with `sprt` itself so that rounding cannot make
 * the two disagree; `limit` bounds the count (undefined past it).
 */
export function fewestDecidingTrials(rule: SprtRule, limit: number): { pass?: number; fail?: number } {
  const fewest = (outcome: 'pass' | 'fail'): number | undefined => {
    for (let trials = 1; trials <= limit; trials++) {
      const state = outcome === 'pass' ? sprt(rule, trials, 0) : sprt(rule, 0, trials);
      if (state.verdict === outcome) return trials;
    }
    return undefined;
  };
  return { pass: fewest('pass'), fail: fewest('fail') };
}

/**
 * About how many more trials would likely decide an undecided test, if the rate is what was
 * measured (the expected drift of the log-likelihood ratio per trial at that rate); undefined when
 * the measured rate sits so near the line that the drift is about zero.
 */
export function trialsToDecide(rule: SprtRule, passes: number, failures: number): number | undefined {
  const state = sprt(rule, passes, failures);
  if (state.verdict !== 'undecided') return 0;
  const { p0, p1 } = sprtRates(rule);
  const n = passes + failures;
  // Shrunk a little toward the line so that 0 or n passes still give a finite drift.
  const p = (passes + rule.passRate) / (n + 1);
  const drift = p * Math.log(p1 / p0) + (1 - p) * Math.log((1 - p1) / (1 - p0));
  if (Math.abs(drift) < 1e-3) return undefined;
  return Math.ceil((drift > 0 ? state.upper - state.llr : state.lower - state.llr) / drift);
}
