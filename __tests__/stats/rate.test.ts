import { describe, expect, it } from 'vitest';
import { normalQuantile, rateText, wilson } from '../../src/stats/rate.js';

describe('wilson', () => {
  // Reference values: Newcombe (1998), Statistics in Medicine 17:857-872, table I (method 3),
  // and R's prop.test(x, n, correct = FALSE)$conf.int.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    [29, 29, 0.883, 1],
    [8, 10, 0.4902, 0.9433],
    [50, 100, 0.4038, 0.5962],
  ])('%i of %i: 95%% interval [%f, %f]', (passes, trials, low, high) => {
    const estimate = wilson(passes, trials);
    expect(estimate.rate).toBeCloseTo(passes / trials, 10);
    expect(estimate.low).toBeCloseTo(low, 4);
    expect(estimate.high).toBeCloseTo(high, 4);
    expect(estimate.confidence).toBe(0.95);
  });

  it('is [0, 1] with no trials and refuses impossible counts', () => {
    expect(wilson(0, 0)).toMatchObject({ rate: 0, low: 0, high: 1 });
    expect(() => wilson(3, 2)).toThrow(/passes <= trials, got 3 of 2/);
    expect(() => wilson(-1, 2)).toThrow(RangeError);
  });

  it('narrows at a lower confidence', () => {
    const wide = wilson(8, 10, 0.99);
    const narrow = wilson(8, 10, 0.9);
    expect(wide.low).toBeLessThan(narrow.low);
    expect(wide.high).toBeGreaterThan(narrow.high);
  });

  it('prints whole percents', () => {
    expect(rateText(wilson(8, 10))).toBe('80% (95% CI 49–94%)');
    expect(rateText(wilson(0, 0))).toBe('no trials');
  });
});

describe('normalQuantile', () => {
  it.each([
    [0.975, 1.959964],
    [0.5, 0],
    [0.95, 1.644854],
    [0.005, -2.575829],
    [0.999, 3.090232],
  ])('Φ⁻¹(%f) = %f', (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 5);
  });
});
