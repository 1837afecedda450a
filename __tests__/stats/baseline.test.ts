/**
 * The baseline comparison's statistics: Newcombe's hybrid score interval (method 10) for the
 * difference of two proportions, checked against the published table and by simulation with a
 * seeded coin, and the verdicts read from it.
 */
import { describe, expect, it } from 'vitest';
import {
  baselineLooks,
  compareWithBaseline,
  differenceText,
  lookRule,
  newcombe,
  type Count,
} from '../../src/stats/baseline.js';
import { seededRandom } from '../helpers/random.js';
import { MeanOf, rateAtLeast, rateAtMost } from '../helpers/binomial.js';

describe("Newcombe's hybrid score interval (method 10)", () => {
  // Newcombe RG (1998), "Interval estimation for the difference between independent proportions:
  // comparison of eleven methods", Statistics in Medicine 17:873-890, Table II, method 10.
  const published: [number, number, number, number, number, number][] = [
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [6, 7, 2, 7, 0.0582, 0.8062],
    [5, 56, 0, 29, -0.0381, 0.1926],
    [0, 10, 0, 20, -0.1611, 0.2775],
    [0, 10, 0, 10, -0.2775, 0.2775],
    [10, 10, 0, 20, 0.6791, 1],
    [10, 10, 0, 10, 0.6075, 1],
  ];
  it.each(published)('%i/%i - %i/%i: %f to %f, as published', (a, m, b, n, low, high) => {
    const interval = newcombe({ passes: a, trials: m }, { passes: b, trials: n });
    expect(interval.difference).toBeCloseTo(a / m - b / n, 10);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  // The interval promises 95% coverage; the test asserts coverage between 93% and 99% in each case,
  // as drawn and as the one-sided 99% Clopper–Pearson bounds on it. Each case's exact coverage (the
  // sum over every pair of counts) and the fewest runs (2% grid, rounded up to the hundred) at which a
  // reseeded simulation meets both bounds with probability at least 95%:
  //   0.95/40 vs 0.9/40: 96.24%, 806 runs -> 900;   0.8/30 vs 0.6/30: 94.78%, 2,923 -> 3,000;
  //   0.5/20 vs 0.5/20: 95.75%, 1,161 -> 1,200;     0.95/100 vs 0.4/20: 95.24%, 1,773 -> 1,800.
  // (Before: 4,000 runs each, 16,000 in all; now 6,900.)
  it('keeps near its 95% coverage, simulated with a seeded coin at several rates and sizes', () => {
    const random = seededRandom(1998);
    const count = (rate: number, trials: number): Count => {
      let passes = 0;
      for (let i = 0; i < trials; i++) if (random() < rate) passes++;
      return { passes, trials };
    };
    const cases: [number, number, number, number, number][] = [
      [0.95, 40, 0.9, 40, 900],
      [0.8, 30, 0.6, 30, 3_000],
      [0.5, 20, 0.5, 20, 1_200],
      [0.95, 100, 0.4, 20, 1_800],
    ];
    for (const [p1, n1, p2, n2, runs] of cases) {
      let covered = 0;
      for (let run = 0; run < runs; run++) {
        const interval = newcombe(count(p1, n1), count(p2, n2));
        if (interval.low <= p1 - p2 && p1 - p2 <= interval.high) covered++;
      }
      // Newcombe reports method 10's mean coverage at 0.9558 for a nominal 0.95 (Table III).
      expect(covered / runs, `${p1}/${n1} vs ${p2}/${n2}`).toBeGreaterThan(0.93);
      expect(covered / runs, `${p1}/${n1} vs ${p2}/${n2}`).toBeLessThan(0.99);
      expect(rateAtLeast(covered, runs), `${p1}/${n1} vs ${p2}/${n2}, 99% lower bound`).toBeGreaterThan(0.93);
      expect(rateAtMost(covered, runs), `${p1}/${n1} vs ${p2}/${n2}, 99% upper bound`).toBeLessThan(0.99);
    }
  });

  it('says a difference in percentage points with its interval', () => {
    expect(differenceText(newcombe({ passes: 16, trials: 40 }, { passes: 38, trials: 40 }))).toBe(
      '-55 points (95% CI -69 to -36)',
    );
  });
});

describe('the verdicts against a baseline', () => {
  const baseline = { passes: 38, trials: 40 };
  it('a drop from 95% to 40% is regressed', () => {
    expect(compareWithBaseline({ passes: 8, trials: 20 }, baseline).verdict).toBe('regressed');
  });
  it('a significant drop smaller than the minimum effect is not regressed', () => {
    // 95% -> 88% over many trials: the interval lies below zero, but the drop is under 10 points.
    const big = { passes: 950, trials: 1000 };
    const result = compareWithBaseline({ passes: 880, trials: 1000 }, big);
    expect(result.interval.high).toBeLessThan(0);
    expect(result.verdict).toBe('held');
  });
  it('a drop within noise (95% vs 90% over 40 trials) is undecided, then held at the last look', () => {
    expect(compareWithBaseline({ passes: 36, trials: 40 }, baseline).verdict).toBe('undecided');
    expect(compareWithBaseline({ passes: 36, trials: 40 }, baseline, undefined, true).verdict).toBe('held');
    // Enough trials rule a drop of 10 points out before the last look.
    expect(compareWithBaseline({ passes: 270, trials: 300 }, { passes: 285, trials: 300 }).verdict).toBe('held');
  });
  it('a gain of at least the minimum effect is improved', () => {
    expect(compareWithBaseline({ passes: 39, trials: 40 }, { passes: 24, trials: 40 }).verdict).toBe('improved');
  });
  it('the minimum effect can be changed', () => {
    const drop = { passes: 750, trials: 1000 };
    const before = { passes: 900, trials: 1000 };
    expect(compareWithBaseline(drop, before).verdict).toBe('regressed');
    expect(compareWithBaseline(drop, before, { minEffect: 0.2, confidence: 0.95 }).verdict).toBe('held');
  });
  it('a drop of the minimum effect that cannot be told from noise is inconclusive at the last look', () => {
    // 95% -> 80% over 20 trials: 15 points down, the interval reaches above zero.
    const result = compareWithBaseline({ passes: 16, trials: 20 }, baseline, undefined, true);
    expect(result.interval.high).toBeGreaterThan(0);
    expect(result.verdict).toBe('inconclusive');
    expect(compareWithBaseline({ passes: 16, trials: 20 }, baseline).verdict).toBe('undecided');
  });
  it('no trials decide nothing', () => {
    expect(compareWithBaseline({ passes: 0, trials: 0 }, baseline).verdict).toBe('undecided');
    expect(compareWithBaseline({ passes: 0, trials: 0 }, baseline, undefined, true).verdict).toBe('inconclusive');
  });
});

describe('looked at after every trial, as a run does (simulated with a seeded coin)', () => {
  // The baseline: 38 of 40 (95%). A run looks at its planned looks (after 8, 16, 24, 32 and 40
  // trials) and stops at the first verdict, spending at most max_trials 40, as the agent runner does.
  // What the rule promises: a scenario that kept its rate is called regressed under 5% of the time
  // (the error rate, though looked at 5 times), and a drop to 40% is caught over 99% of the time (the
  // power). Each rate is asserted as drawn and as its one-sided 99% Clopper–Pearson bound (a mean by
  // its one-sided 99% normal bound). The exact rates (by dynamic programming over the 40 trials) and
  // the fewest runs (2% grid, rounded up to the hundred) at which a reseeded simulation meets every
  // bound with probability at least 95%:
  //   95%: regressed 0.59%, held 98.17%: 200 runs;   90%: regressed 4.36% (bound 10%): 337 -> 400;
  //   40%: regressed 99.99966% (bound 99%; needs all of at least 459 runs), mean 8.49 trials: 462 -> 500.
  // (Before: 4,000 runs at each rate; now 1,100 in all.)
  const baseline = { passes: 38, trials: 40 };
  function simulate(rate: number, seed: number, runs: number) {
    const random = seededRandom(seed);
    const verdicts: Record<string, number> = { regressed: 0, held: 0, improved: 0, inconclusive: 0, undecided: 0 };
    const spent = new MeanOf();
    for (let run = 0; run < runs; run++) {
      let passes = 0;
      let verdict = 'undecided';
      let trials = 0;
      const looks = baselineLooks(40);
      while (trials < 40 && verdict === 'undecided') {
        trials++;
        if (random() < rate) passes++;
        if (looks.includes(trials))
          verdict = compareWithBaseline({ passes, trials }, baseline, lookRule(40), trials === 40).verdict;
      }
      verdicts[verdict]!++;
      spent.add(trials);
    }
    const result: Record<string, number> = { ...verdicts, meanTrials: spent.mean };
    for (const key of Object.keys(verdicts)) result[key] = verdicts[key]! / runs;
    process.stderr.write(`baseline 38/40, rate ${rate}: ${JSON.stringify(result)} (${runs} runs)\n`);
    return Object.assign(result, { counts: verdicts, runs, spent });
  }
  it('a scenario that kept its rate is called regressed rarely, though looked at 5 times', () => {
    const same = simulate(0.95, 7, 200);
    expect(same.regressed).toBeLessThan(0.05);
    expect(same.held).toBeGreaterThan(0.9);
    expect(rateAtMost(same.counts.regressed!, same.runs)).toBeLessThan(0.05);
    expect(rateAtLeast(same.counts.held!, same.runs)).toBeGreaterThan(0.9);
  });
  it('a drop within noise (95% to 90%) is called regressed rarely', () => {
    const within = simulate(0.9, 8, 400);
    expect(within.regressed).toBeLessThan(0.1);
    expect(rateAtMost(within.counts.regressed!, within.runs)).toBeLessThan(0.1);
  });
  it('a drop to 40% is caught nearly always, after few trials', () => {
    const drop = simulate(0.4, 9, 500);
    expect(drop.regressed).toBeGreaterThan(0.99);
    expect(drop.meanTrials).toBeLessThan(12);
    expect(rateAtLeast(drop.counts.regressed!, drop.runs)).toBeGreaterThan(0.99);
    expect(drop.spent.atMost).toBeLessThan(12);
  });
});
