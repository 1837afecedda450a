import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../../src/scenario/load.js';

/** The load errors of one agent scenario with `extra` lines added. */
function errorsOf(extra: string): string[] {
  const text = `name: a\nprompt: p\n${extra}\nexpected_calls: [{ tool: x }]\n`;
  return loadScenarioFile(text, '/workspace/x.yaml', 'x.yaml').errors.map((error) => error.message);
}

describe('fraction keys say their real bounds (issue 43 §5)', () => {
  it.each([
    ['pass_rate: 0', '`pass_rate` must be a number greater than 0 and less than 1 (both ends excluded), got 0'],
    ['pass_rate: 1', '`pass_rate` must be a number greater than 0 and less than 1 (both ends excluded), got 1'],
    ['confidence: 0.5', '`confidence` must be a number greater than 0.5 and less than 1 (both ends excluded), got 0.5'],
    ['confidence: 1', '`confidence` must be a number greater than 0.5 and less than 1 (both ends excluded), got 1'],
    ['indifference: 0', '`indifference` must be a number greater than 0 and less than 0.5 (both ends excluded), got 0'],
    [
      'indifference: 0.5',
      '`indifference` must be a number greater than 0 and less than 0.5 (both ends excluded), got 0.5',
    ],
  ])('%s', (line, message) => {
    const extra = line.startsWith('pass_rate') ? line : `pass_rate: 0.5\n${line}`;
    expect(errorsOf(extra)).toEqual([message]);
  });

  it('still says a count is a positive whole number', () => {
    expect(errorsOf('trials: 0')).toEqual(['`trials` must be a positive whole number, got 0']);
    expect(errorsOf('pass_rate: 0.5\nmax_trials: 0')).toEqual(['`max_trials` must be a positive whole number, got 0']);
  });
});

describe('a pass_rate that max_trials can never decide is refused at load (issue 43 §4)', () => {
  it('pass_rate 0.8 with max_trials 10 can fail but never pass: refused, naming the smallest max_trials', () => {
    expect(errorsOf('pass_rate: 0.8\nmax_trials: 10')).toEqual([
      '`pass_rate` 0.8 (± 0.1, confidence 0.95) can never pass within `max_trials` 10: the fewest trials that can pass is 12, that can fail 3; set `max_trials: 12` or more, or widen `indifference` or lower `confidence`',
    ]);
  });

  it('the default max_trials is named as the default', () => {
    expect(errorsOf('pass_rate: 0.95')).toEqual([
      '`pass_rate` 0.95 (± 0.025, confidence 0.95) can never pass within `max_trials` 40 (the default): the fewest trials that can pass is 56, that can fail 3; set `max_trials: 56` or more, or widen `indifference` or lower `confidence`',
    ]);
  });

  it('a rule that can give both verdicts within max_trials loads', () => {
    expect(errorsOf('pass_rate: 0.8\nmax_trials: 12')).toEqual([]);
    expect(errorsOf('pass_rate: 0.8')).toEqual([]);
  });

  it('the error sits on the max_trials line', () => {
    const text = 'name: a\nprompt: p\npass_rate: 0.8\nmax_trials: 10\nexpected_calls: [{ tool: x }]\n';
    const [error] = loadScenarioFile(text, '/workspace/x.yaml', 'x.yaml').errors;
    expect(error?.position).toMatchObject({ line: 4 });
  });
});
