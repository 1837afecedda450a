import { describe, expect, it } from 'vitest';
import { closest, editDistance } from '../../src/util/closest.js';
import { SCENARIO_KEYS, STEP_KEYS } from '../../src/scenario/schema.js';

describe('closest', () => {
  it('measures edit distance', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
  });

  it.each([
    ['expected_contain', 'expected_contains'],
    ['expect_contains', 'expected_contains'],
    ['expected_not_contain', 'expected_not_contains'],
    ['expected_judgement', 'expected_judge'],
    ['Expected_Judge', 'expected_judge'],
    ['NAME', 'name'],
    ['descripton', 'description'],
    ['tool_sequnce', 'tool_sequence'],
    ['toolsequence', 'tool_sequence'],
  ])('suggests %s → %s among the scenario keys', (typo, key) => {
    expect(closest(typo, SCENARIO_KEYS)).toBe(key);
  });

  it.each([
    ['arg', 'args'],
    ['expect_errors', 'expect_error'],
    ['timeout', 'timeout_ms'],
    ['Tool', 'tool'],
  ])('suggests %s → %s among the step keys', (typo, key) => {
    expect(closest(typo, STEP_KEYS)).toBe(key);
  });

  it('suggests nothing for a word that is not a near miss', () => {
    expect(closest('colour', SCENARIO_KEYS)).toBeUndefined();
    expect(closest('x', ['name'])).toBeUndefined();
    expect(closest('anything', [])).toBeUndefined();
  });
});

it('reads candidates given as an iterator only once, as the runner passes a Map of tool names', () => {
  const tools = new Map([
    ['find_events', 1],
    ['list_conferences', 2],
  ]);
  expect(closest('find_event', tools.keys())).toBe('find_events');
  expect(closest('list_conf', new Map(tools).keys())).toBe('list_conferences');
});
