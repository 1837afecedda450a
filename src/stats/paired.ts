/**
 * Paired comparison of two wordings of the same tools (compare-variants): each scenario's trial n
 * runs on both wordings with the same prompt and model, so a pair of trials differs only in the
 * wording. Only the discordant pairs carry evidence (one passed, the other failed): under "no
 * difference" each is equally likely to go either way, so the count that went the variant's way is
 * Binomial(discordant, 1/2). That is McNemar's test in its exact form (an exact sign test on the
 * discordant pairs), valid at any sample size. Across variants (and across the scenarios of the
 * disqualification rule) the p-values are adjusted by Holm's step-down method, which keeps the
 * chance of any false "better" or "worse" in the family within the level (Holm 1979).
 */

/** ln(n!) by summing logarithms (n stays in the thousands here: trials, not tokens). */
function logFactorial(n: number): number {
  let sum = 0;
  for (let i = 2; i <= n; i++) sum += Math.log(i);
  return sum;
}

/** P(X = k) for X ~ Binomial(n, 1/2). */
function halfBinomial(k: number, n: number): number {
  return Math.exp(logFactorial(n) - logFactorial(k) - logFactorial(n - k) - n * Math.LN2);
}

/**
 * The exact two-sided sign test: the chance, when each of `n` outcomes goes either way with
 * probability 1/2, of a split at least as uneven as `k` of `n` (doubled one tail, at most 1).
 * 1 when n is 0: no evidence either way.
 */
export function signTestP(k: number, n: number): number {
  if (!Number.isInteger(k) || !Number.isInteger(n) || k < 0 || n < 0 || k > n)
    throw new RangeError(`signTestP: need whole numbers 0 <= k <= n, got ${k} of ${n}`);
  if (n === 0) return 1;
  const low = Math.min(k, n - k);
  let tail = 0;
  for (let i = 0; i <= low; i++) tail += halfBinomial(i, n);
  return Math.min(1, 2 * tail);
}

/**
 * McNemar's exact test on paired outcomes: `better` pairs where only the variant passed, `worse`
 * pairs where only the server's wording passed. The two-sided p-value of "no difference".
 */
export function mcnemarExactP(better: number, worse: number): number {
  return signTestP(better, better + worse);
}

/**
 * Holm's step-down adjustment of `pValues` (in their order): the smallest times m, the next times
 * m - 1, …, kept non-decreasing and at most 1. Reject where the adjusted value is below the level.
 */
export function holmAdjust(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(({ p, index }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[index] = running;
  });
  return adjusted;
}

export type PairedVerdict = 'better' | 'worse' | 'inconclusive';

/** One scenario's trials on the two wordings: outcome per trial number (undefined: errored or not run). */
export interface PairedTrials {
  /** true passed, false failed, undefined errored (the pair is left out). */
  server: readonly (boolean | undefined)[];
  variant: readonly (boolean | undefined)[];
}

/** The paired counts of one scenario (or of all, summed). */
export interface PairedCounts {
  /** Pairs where both trials ran (neither errored). */
  pairs: number;
  /** Only the variant passed. */
  better: number;
  /** Only the server's wording passed. */
  worse: number;
  /** Pairs left out because a trial errored or has no partner. */
  leftOut: number;
}

export function pairedCounts(trials: PairedTrials): PairedCounts {
  const n = Math.max(trials.server.length, trials.variant.length);
  const counts: PairedCounts = { pairs: 0, better: 0, worse: 0, leftOut: 0 };
  for (let i = 0; i < n; i++) {
    const a = trials.server[i];
    const b = trials.variant[i];
    if (a === undefined || b === undefined) {
      counts.leftOut++;
      continue;
    }
    counts.pairs++;
    if (b && !a) counts.better++;
    if (a && !b) counts.worse++;
  }
  return counts;
}

export interface ScenarioComparison extends PairedCounts {
  scenario: string;
  /** Exact McNemar p on this scenario's pairs, and adjusted (Holm) across every variant's scenarios. */
  p: number;
  adjustedP: number;
  /** Significantly worse on this scenario: disqualifies the variant. */
  significantlyWorse: boolean;
}

export interface VariantComparison extends PairedCounts {
  variant: string;
  /** Exact McNemar p on the pairs of all scenarios, and adjusted (Holm) across the variants. */
  p: number;
  adjustedP: number;
  verdict: PairedVerdict;
  scenarios: ScenarioComparison[];
  /** The scenarios it makes significantly worse (it cannot win when any). */
  disqualifiedBy: string[];
}

export interface VariantsComparison {
  /** The family-wise error level (1 - confidence), e.g. 0.05. */
  level: number;
  variants: VariantComparison[];
  /** The best variant judged better and not disqualified, by most net pairs won; undefined when none. */
  winner?: string;
}

/**
 * Compares each variant with the server's wording: per variant, the exact McNemar test on the
 * pairs of all scenarios, Holm-adjusted across the variants (better / worse / inconclusive at
 * `level`); per scenario, the same test, Holm-adjusted across every variant's scenarios, and a
 * variant significantly worse on any one scenario is disqualified. Inputs: per variant, per
 * scenario, the paired trials.
 */
export function compareVariants(
  input: readonly { variant: string; scenarios: readonly { scenario: string; trials: PairedTrials }[] }[],
  level = 0.05,
): VariantsComparison {
  const perVariant = input.map((entry) => {
    const scenarios = entry.scenarios.map(({ scenario, trials }) => {
      const counts = pairedCounts(trials);
      return { scenario, ...counts, p: mcnemarExactP(counts.better, counts.worse) };
    });
    const total = scenarios.reduce(
      (sum, s) => ({
        pairs: sum.pairs + s.pairs,
        better: sum.better + s.better,
        worse: sum.worse + s.worse,
        leftOut: sum.leftOut + s.leftOut,
      }),
      { pairs: 0, better: 0, worse: 0, leftOut: 0 },
    );
    return { variant: entry.variant, ...total, p: mcnemarExactP(total.better, total.worse), scenarios };
  });
  const overall = holmAdjust(perVariant.map((v) => v.p));
  const scenarioAdjusted = holmAdjust(perVariant.flatMap((v) => v.scenarios.map((s) => s.p)));
  let at = 0;
  const variants: VariantComparison[] = perVariant.map((entry, index) => {
    const adjustedP = overall[index]!;
    const verdict: PairedVerdict =
      adjustedP < level && entry.better !== entry.worse
        ? entry.better > entry.worse
          ? 'better'
          : 'worse'
        : 'inconclusive';
    const scenarios = entry.scenarios.map((s) => {
      const scenarioP = scenarioAdjusted[at++]!;
      return { ...s, adjustedP: scenarioP, significantlyWorse: scenarioP < level && s.worse > s.better };
    });
    return {
      ...entry,
      adjustedP,
      verdict,
      scenarios,
      disqualifiedBy: scenarios.filter((s) => s.significantlyWorse).map((s) => s.scenario),
    };
  });
  const candidates = variants
    .filter((v) => v.verdict === 'better' && v.disqualifiedBy.length === 0)
    .sort((a, b) => b.better - b.worse - (a.better - a.worse) || a.adjustedP - b.adjustedP);
  return { level, variants, ...(candidates[0] && { winner: candidates[0].variant }) };
}
