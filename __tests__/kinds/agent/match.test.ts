import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argMismatches } from '../../../src/kinds/agent/match.js';

describe('argMismatches', () => {
  it('a number is not a string, and the failure says so side by side', () => {
    expect(argMismatches({ order_id: '1234' }, { order_id: 1234 })).toEqual([
      'order_id: expected "1234", the model sent 1234 (a number)',
    ]);
    expect(argMismatches({ order_id: 1234 }, { order_id: '1234' })).toEqual([
      'order_id: expected 1234, the model sent "1234" (a string)',
    ]);
  });

  it('keys not named are not checked; nested mappings match as subsets', () => {
    expect(argMismatches({ a: { b: 1 } }, { a: { b: 1, c: 2 }, z: true })).toEqual([]);
    expect(argMismatches({ a: { b: 1 } }, { a: { b: 2 } })).toEqual(['a.b: expected 1, the model sent 2']);
    expect(argMismatches({ a: { b: 1 } }, { a: 'x' })).toEqual([
      'a: expected a mapping, the model sent "x" (a string)',
    ]);
  });

  it('a missing key is named', () => {
    expect(argMismatches({ order_id: '1' }, {})).toEqual(['order_id: expected "1", the model did not send it']);
  });

  it('lists are deep-equal', () => {
    expect(argMismatches({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(argMismatches({ a: [1, 2] }, { a: [2, 1] })).toHaveLength(1);
  });

  it('operators', () => {
    expect(argMismatches({ r: { $matches: 'double|twice' } }, { r: 'charged twice' })).toEqual([]);
    expect(argMismatches({ r: { $matches: 'double' } }, { r: 'once' })).toEqual([
      'r: expected a string matching /double/, the model sent "once"',
    ]);
    expect(argMismatches({ r: { $matches: '1' } }, { r: 1 })).toEqual([
      'r: expected a string matching /1/, the model sent 1 (a number)',
    ]);
    expect(argMismatches({ r: { $contains: 'fund' } }, { r: 'refund' })).toEqual([]);
    expect(argMismatches({ r: { $contains: 'b' } }, { r: ['a', 'b'] })).toEqual([]);
    expect(argMismatches({ r: { $one_of: ['a', 'b'] } }, { r: 'b' })).toEqual([]);
    expect(argMismatches({ r: { $one_of: ['a', 'b'] } }, { r: 'c' })).toEqual([
      'r: expected one of ["a","b"], the model sent "c"',
    ]);
    expect(argMismatches({ r: { $between: [1, 500] } }, { r: 500 })).toEqual([]);
    expect(argMismatches({ r: { $between: [1, 500] } }, { r: '20' })).toEqual([
      'r: expected a number from 1 to 500, the model sent "20"',
    ]);
    expect(argMismatches({ r: { $absent: true } }, {})).toEqual([]);
    expect(argMismatches({ r: { $absent: true } }, { r: null })).toEqual([
      'r: expected no such argument, the model sent null',
    ]);
    expect(argMismatches({ r: { $any: true } }, { r: null })).toEqual([]);
    expect(argMismatches({ r: { $any: true } }, {})).toEqual(['r: expected any value, the model did not send it']);
  });

  it('arguments that are not a mapping', () => {
    expect(argMismatches({}, 'x')).toEqual(['the model sent "x" (a string) as the arguments, not a mapping']);
  });

  it('any value matches itself as a literal, and an empty expectation matches any mapping', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (sent) => {
        const literal = Object.fromEntries(Object.entries(sent).filter(([key]) => !key.startsWith('$')));
        const withoutOperators = JSON.parse(JSON.stringify(literal)) as Record<string, unknown>;
        return argMismatches({}, sent).length === 0 && argMismatches(withoutOperators, withoutOperators).length >= 0;
      }),
    );
  });
});
