/**
 * Confidence bounds for what a seeded simulation measured, so that a simulation asserts the rate it
 * stands for (at a stated confidence), not only the rate its few thousand runs happened to draw.
 * Exact (Clopper–Pearson) bounds for a proportion, by bisection on the binomial tail; a normal bound
 * for a mean. Written here, apart from src/stats/rate.ts, so the code under test does not check itself.
 */

/** The confidence every simulation's bounds are stated at: one-sided 99%. */
export const SIMULATION_CONFIDENCE = 0.99;

const logFactorials: number[] = [0];
function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) logFactorials[i] = logFactorials[i - 1]! + Math.log(i);
  return logFactorials[n]!;
}

/** P(X <= k) for X ~ Binomial(n, p). */
export function binomialCdf(k: number, n: number, p: number): number {
  if (k < 0) return 0;
  if (k >= n || p <= 0) return 1;
  if (p >= 1) return 0;
  const logP = Math.log(p);
  const logQ = Math.log1p(-p);
  let sum = 0;
  for (let i = 0; i <= k; i++)
    sum += Math.exp(logFactorial(n) - logFactorial(i) - logFactorial(n - i) + i * logP + (n - i) * logQ);
  return Math.min(1, sum);
}

/** The exact one-sided upper bound on a rate seen `k` times in `n` runs: P(X <= k | bound) = 1 - confidence. */
export function rateAtMost(k: number, n: number, confidence = SIMULATION_CONFIDENCE): number {
  if (k >= n) return 1;
  let low = k / n;
  let high = 1;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (binomialCdf(k, n, middle) > 1 - confidence) low = middle;
    else high = middle;
  }
  return high;
}

/** The exact one-sided lower bound on a rate seen `k` times in `n` runs. */
export function rateAtLeast(k: number, n: number, confidence = SIMULATION_CONFIDENCE): number {
  return 1 - rateAtMost(n - k, n, confidence);
}

/** The one-sided 99% normal quantile. */
const Z_99 = 2.326348;

/** Sums of a simulated quantity (trials spent), for a bound on its mean. */
export class MeanOf {
  private n = 0;
  private sum = 0;
  private squares = 0;
  add(value: number): void {
    this.n++;
    this.sum += value;
    this.squares += value * value;
  }
  get mean(): number {
    return this.sum / this.n;
  }
  private get standardError(): number {
    const variance = (this.squares - (this.sum * this.sum) / this.n) / (this.n - 1);
    return Math.sqrt(variance / this.n);
  }
  /** The one-sided 99% upper bound on the mean (normal, from the sample's standard deviation). */
  get atMost(): number {
    return this.mean + Z_99 * this.standardError;
  }
  /** The one-sided 99% lower bound on the mean. */
  get atLeast(): number {
    return this.mean - Z_99 * this.standardError;
  }
}
