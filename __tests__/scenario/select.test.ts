import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/model/index.js';
import { namesInShard, parseShard, selectScenarios } from '../../src/scenario/select.js';

function scenario(name: string, extra: Partial<Scenario> = {}): Scenario {
  // Only tool-sequence fields are overridden here.
  return {
    kind: 'tool-sequence',
    name,
    absolutePath: `/w/${name}.yaml`,
    position: { file: `${name}.yaml`, line: 1, column: 7 },
    steps: [
      {
        kind: 'tool',
        tool: 't',
        args: {},
        expectError: false,
        position: { file: `${name}.yaml`, line: 3, column: 5 },
        expectedContains: [],
        expectedNotContains: [],
        save: [],
      },
    ],
    expectedContains: [{ value: 'x', position: { file: `${name}.yaml`, line: 5, column: 5 } }],
    expectedNotContains: [],
    expectedJudge: [],
    live: false,
    ...extra,
  } as Scenario;
}

const names = (scenarios: Scenario[]) => scenarios.map((s) => s.name);

describe('parseShard', () => {
  it('reads i/n, with spaces around the slash, and empty as no sharding', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, count: 1 });
    expect(parseShard('')).toBeUndefined();
    expect(parseShard('   ')).toBeUndefined();
  });

  it.each([
    '0/3',
    '4/3',
    '1/0',
    '3',
    '1/',
    '/2',
    'a/b',
    '-1/2',
    '1.5/2',
    '1/2/3',
    '99999999999999999999/99999999999999999999',
  ])('refuses %j and says what it wants', (text) => {
    expect(() => parseShard(text)).toThrow(
      `shard must be "i/n" with 1 ≤ i ≤ n (for example "2/4"), got ${JSON.stringify(text)}`,
    );
  });
});

describe('selectScenarios', () => {
  const suite = [
    scenario('find_events_basic', { live: true }),
    scenario('find_events.texas'),
    scenario('get_event', { live: true, skip: 'later' }),
    scenario('list_conferences'),
    scenario('.dotted'),
  ];

  it('keeps everything, in file order, with no filter, shard or live mode', () => {
    expect(selectScenarios(suite, { mode: 'stub', filter: '' })).toEqual({
      selected: suite,
      notLive: 0,
      deselected: 0,
    });
  });

  it('keeps only live: true scenarios in live mode and counts the rest as not live; skipped ones stay to be reported', () => {
    const selection = selectScenarios(suite, { mode: 'live', filter: '' });
    expect(names(selection.selected)).toEqual(['find_events_basic', 'get_event']);
    expect(selection).toMatchObject({ notLive: 3, deselected: 0 });
  });

  it('filters names with a glob-style pattern, dots and negation included', () => {
    expect(names(selectScenarios(suite, { mode: 'stub', filter: 'find_events*' }).selected)).toEqual([
      'find_events_basic',
      'find_events.texas',
    ]);
    expect(names(selectScenarios(suite, { mode: 'stub', filter: '*' }).selected)).toHaveLength(5);
    expect(names(selectScenarios(suite, { mode: 'stub', filter: '{get,list}_*' }).selected)).toEqual([
      'get_event',
      'list_conferences',
    ]);
    const negated = selectScenarios(suite, { mode: 'stub', filter: '!find_*' });
    expect(names(negated.selected)).toEqual(['get_event', 'list_conferences', '.dotted']);
    expect(negated.deselected).toBe(2);
    expect(selectScenarios(suite, { mode: 'stub', filter: 'nothing' })).toMatchObject({ selected: [], deselected: 5 });
  });

  it('shards after live mode and filter, and counts what it left out', () => {
    const first = selectScenarios(suite, { mode: 'live', filter: '', shard: { index: 1, count: 2 } });
    const second = selectScenarios(suite, { mode: 'live', filter: '', shard: { index: 2, count: 2 } });
    expect([...names(first.selected), ...names(second.selected)].sort()).toEqual(['find_events_basic', 'get_event']);
    expect(first).toMatchObject({ notLive: 3, deselected: 1 });
    expect(second).toMatchObject({ notLive: 3, deselected: 1 });
  });

  it('deals the same scenario to the same shard whatever the file order', () => {
    const reversed = [...suite].reverse();
    for (let index = 1; index <= 3; index++) {
      const shard = { index, count: 3 };
      expect(names(selectScenarios(reversed, { mode: 'stub', filter: '', shard }).selected).sort()).toEqual(
        names(selectScenarios(suite, { mode: 'stub', filter: '', shard }).selected).sort(),
      );
    }
  });
});

describe('namesInShard (property)', () => {
  it('shards 1..n partition any list of unique names, balanced to within one, whatever the order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/), { maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        (list, count, reverse) => {
          const input = reverse ? [...list].reverse() : list;
          const shards = Array.from({ length: count }, (_, i) => namesInShard(input, { index: i + 1, count }));
          const dealt = shards.flatMap((shard) => [...shard]);
          // Every name in exactly one shard: nothing lost, nothing twice.
          expect(dealt.sort()).toEqual([...list].sort());
          const sizes = shards.map((shard) => shard.size);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          // Deterministic: the same list in another order gives the same shards.
          const again = Array.from({ length: count }, (_, i) => namesInShard(list, { index: i + 1, count }));
          expect(again).toEqual(shards);
        },
      ),
      { numRuns: 300 },
    );
  });
});
