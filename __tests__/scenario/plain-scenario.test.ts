import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainScenario } from '../../src/scenario/plain-scenario.js';
import { scenarioSchema } from '../../src/scenario/schema.js';

/**
 * plainScenario may skip zod only if, whenever it gives a result, zod accepts the same input and
 * gives the same output. Checked here on scenario-shaped values with every kind of wrong part.
 */

const anyValue = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom('', 'echo', 'a.b-c', 'bad name', 'id', '1x', '(\\d+)'),
  fc.integer(),
  fc.constantFrom(0, -1, 1, 5000, 2147483647, 2147483648, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', 'id', '1x', 'b_c'), fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), {
    maxKeys: 2,
  }),
);

/** Mostly the right kind of value, sometimes anything. */
function mostly<T>(good: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 15, arbitrary: good }, { weight: 1, arbitrary: anyValue });
}

const stringList = fc.oneof(
  { weight: 15, arbitrary: fc.array(fc.constantFrom('ok', 'Echo: hi', '${id}', 'x'), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), { maxLength: 3 }) },
  { weight: 1, arbitrary: anyValue },
);

const step = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record(
      {
        tool: mostly(fc.constant('echo')),
        args: mostly(fc.dictionary(fc.string({ maxLength: 4 }), anyValue, { maxKeys: 3, noNullPrototype: true })),
        expect_error: mostly(fc.boolean()),
        timeout_ms: mostly(fc.constantFrom(1, 5000, 2147483647)),
        expected_contains: stringList,
        expected_not_contains: stringList,
        save: mostly(
          fc.dictionary(
            fc.constantFrom('id', 'x_1', 'id2', 'x_2', 'a3', '1x', 'a-b', ''),
            fc.constantFrom('(\\d+)', 'x', 'y', ''),
            {
              maxKeys: 2,
              noNullPrototype: true,
            },
          ),
        ),
      },
      { requiredKeys: ['tool'], noNullPrototype: true },
    ),
  },
  { weight: 1, arbitrary: fc.record({ tool: fc.constant('echo'), tool_name: anyValue }) },
  { weight: 1, arbitrary: anyValue },
);

const scenarioLike = fc.oneof(
  fc.record(
    {
      name: mostly(fc.constantFrom('echo_1', 'a.b-c')),
      description: mostly(fc.constant('text')),
      tool_sequence: mostly(fc.array(step, { minLength: 1, maxLength: 3 })),
      expected_contains: stringList,
      expected_not_contains: stringList,
      expected_judge: stringList,
      live: mostly(fc.boolean()),
      skip: mostly(fc.constant('reason')),
    },
    { requiredKeys: ['name', 'tool_sequence'], noNullPrototype: true },
  ),
  fc.record({ name: fc.constant('a'), tool_sequence: fc.constant([{ tool: 'echo' }]), prompt: anyValue }),
  fc.record({ name: fc.constant('a'), tool_sequence: fc.constant([{ tool: 'echo' }]), max_calls: anyValue }),
  fc.record({ name: fc.constant('a'), tool_sequence: fc.constant([{ tool: 'echo' }]), unknown_key: anyValue }),
  anyValue,
);

describe('plainScenario against the zod schema', () => {
  it('gives a result only for input zod accepts, and then exactly what zod gives', () => {
    let plain = 0;
    fc.assert(
      fc.property(scenarioLike, (input) => {
        const result = plainScenario(input);
        if (result === undefined) return;
        plain++;
        const parsed = scenarioSchema.safeParse(input);
        expect(parsed.success, JSON.stringify(input)).toBe(true);
        expect(result).toStrictEqual(parsed.data);
      }),
      { numRuns: 4000 },
    );
    // About 1.5% of inputs are valid; enough that the comparison is made on many of them.
    expect(plain).toBeGreaterThan(25);
  });

  it('reads the common scenario, with its defaults', () => {
    const input = {
      name: 'echo_1',
      tool_sequence: [
        { tool: 'echo', args: { message: 'hi' } },
        { tool: 'echo', timeout_ms: 5000 },
      ],
      expected_contains: ['Echo: hi'],
    };
    expect(plainScenario(input)).toStrictEqual(scenarioSchema.parse(input));
    expect(plainScenario(input)?.tool_sequence?.[1]).toStrictEqual({
      tool: 'echo',
      args: {},
      expect_error: false,
      timeout_ms: 5000,
    });
  });

  it.each([
    ['an agent scenario', { name: 'a', prompt: 'p', expected_contains: ['x'] }],
    ['an unknown key', { name: 'a', tool_sequence: [{ tool: 'echo' }], nme: 'x' }],
    ['an empty tool_sequence', { name: 'a', tool_sequence: [] }],
    ['a timeout over the limit', { name: 'a', tool_sequence: [{ tool: 'echo', timeout_ms: 2 ** 31 }] }],
    ['a save name that is not an identifier', { name: 'a', tool_sequence: [{ tool: 'echo', save: { '1x': '(a)' } }] }],
  ])('leaves %s to zod', (_, input) => {
    expect(plainScenario(input)).toBeUndefined();
  });
});
