/**
 * The sequential rule, proved by simulation: a seeded coin stands in for the model. Simulated
 * scenarios at rates below, inside and above the indifference region around pass_rate 0.8 (the
 * default half-width 0.1: fail below 0.7, pass above 0.9), looked at after every trial.
 *
 * What the rule promises, and the tests assert: at most 5% false passes at the fail line (0.7) and
 * at most 5% false fails at the pass line (0.9), i.e. power 95% at 0.9 (DEFAULT_CONFIDENCE 0.95).
 * Each simulated rate is asserted twice: as drawn, and as the one-sided 99% Clopper–Pearson bound
 * on it (`rateAtMost`/`rateAtLeast`; a mean by its one-sided 99% normal bound), so what passes is
 * the rule's rate at 99% confidence, not the luck of one seed.
 *
 * Runs per rate: the fewest (on a 2% grid, rounded up) for which a reseeded simulation meets its
 * bound at that confidence with probability at least 95%, given the rule's exact rates (computed
 * by dynamic programming over passes and failures up to 1000 trials):
 * - 0.7: false-pass rate 4.499%, a hair under 5%: 28,726 runs, so 29,000 (before: 4,000, too few
 *   to tell 4.5% from 5% at any stated confidence: the drawn rate's standard error was 0.33 points).
 * - 0.9: false-fail rate 3.369%: 2,395 runs, so 2,400.
 * - 0.98: false-fail rate 0.0054%, asserted under 1%: 462 runs, so 500 (all 500 decided right).
 * - 0.5: false-pass rate 0.031%, mean 8.02 trials asserted under 9 (sd 4.6): 500 runs; none of
 *   them passes (as drawn; 86% of seeds would say so).
 * - 0.8: mean 36.5 trials (sd 29), above 0.98's 13.6 (sd 3.3): 500 runs.
 * - 0.8 with max_trials 20: 63.0% inconclusive, asserted above 30%: 36 runs, so 40.
 * A run costs about 20 trials of arithmetic: the 32,940 runs take well under a second.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIDENCE, DEFAULT_INDIFFERENCE, sprt, trialsToDecide } from '../../src/stats/rate.js';
import { seededRandom } from '../helpers/random.js';
import { MeanOf, rateAtLeast, rateAtMost } from '../helpers/binomial.js';

const rule = { passRate: 0.8, indifference: DEFAULT_INDIFFERENCE, confidence: DEFAULT_CONFIDENCE };
const RUNS = new Map([
  [0.5, 500],
  [0.7, 29_000],
  [0.8, 500],
  [0.9, 2_400],
  [0.98, 500],
]);

function simulate(rate: number, maxTrials: number, seed: number, runs = RUNS.get(rate)!) {
  const random = seededRandom(seed);
  let pass = 0;
  let fail = 0;
  const trials = new MeanOf();
  for (let run = 0; run < runs; run++) {
    let passes = 0;
    let failures = 0;
    let verdict = 'undecided';
    while (passes + failures < maxTrials && verdict === 'undecided') {
      if (random() < rate) passes++;
      else failures++;
      verdict = sprt(rule, passes, failures).verdict;
    }
    trials.add(passes + failures);
    if (verdict === 'pass') pass++;
    if (verdict === 'fail') fail++;
  }
  const inconclusive = runs - pass - fail;
  return {
    runs,
    passes: pass,
    fails: fail,
    inconclusives: inconclusive,
    pass: pass / runs,
    fail: fail / runs,
    inconclusive: inconclusive / runs,
    meanTrials: trials.mean,
    trials,
  };
}

describe('SPRT by simulation (seeded coin, no model)', () => {
  const results = new Map<number, ReturnType<typeof simulate>>();
  for (const rate of RUNS.keys()) results.set(rate, simulate(rate, 1000, 1000 + rate * 100));

  it('a scenario at the fail line (0.7) passes falsely at most 5% of the time, though looked at after every trial', () => {
    const atLine = results.get(0.7)!;
    expect(atLine.pass).toBeLessThanOrEqual(0.05);
    expect(rateAtMost(atLine.passes, atLine.runs)).toBeLessThanOrEqual(0.05);
  });

  it('a scenario at the pass line (0.9) fails falsely at most 5% of the time', () => {
    const atLine = results.get(0.9)!;
    expect(atLine.fail).toBeLessThanOrEqual(0.05);
    expect(rateAtMost(atLine.fails, atLine.runs)).toBeLessThanOrEqual(0.05);
  });

  it('clearly bad and clearly good scenarios are decided rightly after few trials', () => {
    const bad = results.get(0.5)!;
    const good = results.get(0.98)!;
    expect(bad).toMatchObject({ pass: 0 });
    expect(bad.meanTrials).toBeLessThan(9);
    expect(bad.trials.atMost).toBeLessThan(9);
    expect(good.fail).toBeLessThan(0.01);
    expect(rateAtMost(good.fails, good.runs)).toBeLessThan(0.01);
    expect(good.meanTrials).toBeLessThan(16);
    expect(good.trials.atMost).toBeLessThan(16);
  });

  it('only a scenario near the line spends many trials, and with a small max_trials is inconclusive', () => {
    const near = results.get(0.8)!;
    const good = results.get(0.98)!;
    expect(near.meanTrials).toBeGreaterThan(good.meanTrials);
    expect(near.trials.atLeast).toBeGreaterThan(good.trials.atMost);
    const small = simulate(0.8, 20, 7, 40);
    expect(small.inconclusive).toBeGreaterThan(0.3);
    expect(rateAtLeast(small.inconclusives, small.runs)).toBeGreaterThan(0.3);
  });

  it('figures for the README', () => {
    const rows = [...results].map(
      ([rate, r]) =>
        `rate ${rate}: pass ${(r.pass * 100).toFixed(1)}%, fail ${(r.fail * 100).toFixed(1)}%, mean trials ${r.meanTrials.toFixed(1)} (${r.runs} runs)`,
    );
    expect(rows).toHaveLength(5);
    process.stderr.write(`${rows.join('\n')}\n`);
  });
});

describe('sprt', () => {
  it('decides with Wald bounds ln(19) and -ln(19) at 95%', () => {
    const state = sprt(rule, 0, 0);
    expect(state.upper).toBeCloseTo(Math.log(19), 10);
    expect(state.lower).toBeCloseTo(-Math.log(19), 10);
    expect(sprt(rule, 12, 0).verdict).toBe('pass');
    expect(sprt(rule, 11, 0).verdict).toBe('undecided');
    expect(sprt(rule, 0, 3).verdict).toBe('fail');
  });

  it('says about how many more trials would decide', () => {
    expect(trialsToDecide(rule, 11, 0)).toBe(1);
    expect(trialsToDecide(rule, 12, 0)).toBe(0);
    // Right at the line, many more: the rate must be told apart from the line itself.
    expect(trialsToDecide(rule, 16, 4)).toBeGreaterThan(50);
  });

  it('refuses a region that leaves (0, 1)', () => {
    expect(() => sprt({ passRate: 0.95, indifference: 0.1, confidence: 0.95 }, 1, 0)).toThrow(
      /strictly between 0 and 1/,
    );
  });
});
