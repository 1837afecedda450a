import { describe, expect, it } from 'vitest';
import { binomialCdf, MeanOf, rateAtLeast, rateAtMost } from './binomial.js';

describe('the bounds the simulations assert', () => {
  // Reference: scipy.stats.beta.ppf(0.99, k + 1, n - k) and beta.ppf(0.01, k, n - k + 1).
  it.each([
    [3, 10, 0.047507, 0.702884],
    [0, 460, 0, 0.009961],
    [81, 263, 0.24322, 0.378682],
    [1226, 30500, 0.037624, 0.04289],
  ])('%i of %i: one-sided 99 percent Clopper–Pearson bounds %f and %f', (k, n, low, high) => {
    expect(rateAtLeast(k, n)).toBeCloseTo(low, 5);
    expect(rateAtMost(k, n)).toBeCloseTo(high, 5);
  });

  it('binomial tail: exact sums, and the ends', () => {
    expect(binomialCdf(0, 6, 0.5)).toBeCloseTo(1 / 64, 12);
    expect(binomialCdf(2, 12, 0.5)).toBeCloseTo(79 / 4096, 12);
    expect(binomialCdf(-1, 5, 0.3)).toBe(0);
    expect(binomialCdf(5, 5, 0.3)).toBe(1);
    expect(rateAtMost(7, 7)).toBe(1);
    expect(rateAtLeast(0, 7)).toBe(0);
  });

  it('a mean and its one-sided 99% upper bound', () => {
    const mean = new MeanOf();
    for (const value of [1, 2, 3, 4, 5]) mean.add(value);
    expect(mean.mean).toBe(3);
    // sd = sqrt(2.5); 3 + 2.326348 * sqrt(2.5) / sqrt(5)
    expect(mean.atMost).toBeCloseTo(3 + 2.326348 * Math.sqrt(0.5), 6);
    expect(mean.atLeast).toBeCloseTo(3 - 2.326348 * Math.sqrt(0.5), 6);
  });
});
