/**
 * The sequential rule, proved by simulation: a seeded coin stands in for the model. Thousands of
 * simulated scenarios at rates below, inside and above the indifference region around pass_rate
 * 0.8 (the default half-width 0.1: fail below 0.7, pass above 0.9), looked at after every trial.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIDENCE, DEFAULT_INDIFFERENCE, seededRandom, sprt, trialsToDecide } from '../../src/model/stats.js';

const rule = { passRate: 0.8, indifference: DEFAULT_INDIFFERENCE, confidence: DEFAULT_CONFIDENCE };
const RUNS = 4000;

function simulate(rate: number, maxTrials: number, seed: number) {
  const random = seededRandom(seed);
  let pass = 0;
  let fail = 0;
  let trials = 0;
  for (let run = 0; run < RUNS; run++) {
    let passes = 0;
    let failures = 0;
    let verdict = 'undecided';
    while (passes + failures < maxTrials && verdict === 'undecided') {
      if (random() < rate) passes++;
      else failures++;
      verdict = sprt(rule, passes, failures).verdict;
    }
    trials += passes + failures;
    if (verdict === 'pass') pass++;
    if (verdict === 'fail') fail++;
  }
  return { pass: pass / RUNS, fail: fail / RUNS, inconclusive: 1 - (pass + fail) / RUNS, meanTrials: trials / RUNS };
}

describe('SPRT by simulation (seeded coin, no model)', () => {
  const results = new Map<number, ReturnType<typeof simulate>>();
  for (const rate of [0.5, 0.7, 0.8, 0.9, 0.98]) results.set(rate, simulate(rate, 1000, 1000 + rate * 100));

  it('a scenario at the fail line (0.7) passes falsely at most 5% of the time, though looked at after every trial', () => {
    expect(results.get(0.7)!.pass).toBeLessThanOrEqual(0.05);
  });

  it('a scenario at the pass line (0.9) fails falsely at most 5% of the time', () => {
    expect(results.get(0.9)!.fail).toBeLessThanOrEqual(0.05);
  });

  it('clearly bad and clearly good scenarios are decided rightly after few trials', () => {
    expect(results.get(0.5)).toMatchObject({ pass: 0 });
    expect(results.get(0.5)!.meanTrials).toBeLessThan(9);
    expect(results.get(0.98)!.fail).toBeLessThan(0.01);
    expect(results.get(0.98)!.meanTrials).toBeLessThan(16);
  });

  it('only a scenario near the line spends many trials, and with a small max_trials is inconclusive', () => {
    expect(results.get(0.8)!.meanTrials).toBeGreaterThan(results.get(0.98)!.meanTrials);
    expect(simulate(0.8, 20, 7).inconclusive).toBeGreaterThan(0.3);
  });

  it('figures for the README', () => {
    const rows = [...results].map(
      ([rate, r]) =>
        `rate ${rate}: pass ${(r.pass * 100).toFixed(1)}%, fail ${(r.fail * 100).toFixed(1)}%, mean trials ${r.meanTrials.toFixed(1)}`,
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
