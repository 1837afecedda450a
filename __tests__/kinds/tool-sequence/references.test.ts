import { describe, expect, it } from 'vitest';
import {
  captureGroupCount,
  hasInterpolation,
  parsePieces,
  substitute,
} from '../../../src/kinds/tool-sequence/references.js';
import { loadScenarioFile } from '../../../src/scenario/load.js';
import { toolSequence } from '../../helpers/scenarios.js';

describe('${name} references', () => {
  it('splits text and references, with $${ as a literal ${', () => {
    expect(parsePieces('id=${order_id}&x=$${kept}')).toEqual({
      pieces: [{ text: 'id=' }, { ref: 'order_id' }, { text: '&x=${kept}' }],
    });
    expect(parsePieces('no references, $5 and $$ stay')).toEqual({
      pieces: [{ text: 'no references, $5 and $$ stay' }],
    });
    expect(parsePieces('${a}${b}')).toEqual({ pieces: [{ ref: 'a' }, { ref: 'b' }] });
  });

  it('rejects a ${ that is not a well-formed reference, saying how to write a literal one', () => {
    for (const text of ['${', '${}', '${order id}', '${1st}', 'a ${b']) {
      const parsed = parsePieces(text);
      expect('error' in parsed && parsed.error, text).toContain('or $${ for a literal ${');
    }
  });

  it('substitutes in every string at any depth, and leaves other values alone', () => {
    const saved = new Map([['id', 'ord-7']]);
    const args = { id: '${id}', nested: { list: ['x-${id}', 3, true, null, '$${id}'] }, n: 1 };
    expect(hasInterpolation(args)).toBe(true);
    expect(hasInterpolation({ a: ['plain', 2] })).toBe(false);
    expect(substitute(args, saved)).toEqual({
      id: 'ord-7',
      nested: { list: ['x-ord-7', 3, true, null, '${id}'] },
      n: 1,
    });
    // The value is put in as text, once: a saved value that itself looks like a reference stays as it is.
    expect(substitute('${id}', new Map([['id', '${id}']]))).toBe('${id}');
  });

  it('passes a whole-value reference as a number or boolean where the input schema asks for one', () => {
    const saved = new Map([
      ['n', '42'],
      ['x', '-1.5e2'],
      ['flag', 'true'],
      ['zip', '007'],
      ['word', 'many'],
      ['huge', '1e400'],
    ]);
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'number' },
        b: { type: 'integer' },
        c: { type: ['integer', 'null'] },
        d: { type: 'boolean' },
        s: { type: 'string' },
        either: { type: ['string', 'number'] },
        list: { type: 'array', items: { type: 'integer' } },
        nested: { type: 'object', properties: { v: { type: 'number' } } },
        optional: { anyOf: [{ type: 'integer' }, { type: 'null' }], default: null },
        vague: { anyOf: [{ type: 'integer' }, {}] },
      },
    };
    const args = {
      a: '${x}',
      b: '${n}',
      c: '${n}',
      d: '${flag}',
      s: '${n}',
      either: '${n}',
      list: ['${n}', '${zip}'],
      nested: { v: '${n}' },
      optional: '${n}',
      vague: '${n}',
      text: '${n}',
      joined: '${n}${n}',
    };
    expect(substitute(args, saved, schema)).toEqual({
      a: -150,
      b: 42,
      c: 42,
      d: true,
      // A string is what the schema allows: the text is kept as it was saved.
      s: '42',
      either: '42',
      // Not JSON number syntax: stays text, for the schema to reject with its own message.
      list: [42, '007'],
      nested: { v: 42 },
      // An optional integer, as Python servers write it; a branch that allows anything could be a string.
      optional: 42,
      vague: '42',
      // No schema for it, or more than the reference: text.
      text: '42',
      joined: '4242',
    });
    // An integer argument gets no fraction, a number no word, and no number is infinite: text, as saved.
    const more = new Map([...saved, ['half', '1.5']]);
    expect(substitute({ b: '${half}', a: '${word}', d: '${n}' }, more, schema)).toEqual({
      b: '1.5',
      a: 'many',
      d: '42',
    });
    expect(substitute({ h: '${huge}' }, saved, { properties: { h: { type: 'number' } } })).toEqual({ h: '1e400' });
  });

  it('counts capture groups, not non-capturing groups or escaped parentheses', () => {
    expect(captureGroupCount(/id: (\d+)/)).toBe(1);
    expect(captureGroupCount(/(?:a|b) \((\w+)\)/)).toBe(1);
    expect(captureGroupCount(/(?<id>\d+)/)).toBe(1);
    expect(captureGroupCount(/[(]x[)]/)).toBe(0);
    expect(captureGroupCount(/(a)(b)/)).toBe(2);
  });
});

describe('loading a step with its own checks and saves', () => {
  const text = `name: flow
tool_sequence:
  - tool: create
    save:
      id: 'id: (\\d+)'
      status: '^Status: (\\w+)$'
    expected_contains: ["created"]
  - tool: read
    args: { id: "\${id}", note: "$\${not_a_reference}", deep: [{ s: "\${status}" }] }
    expected_not_contains:
      - "error"
`;

  it('keeps each entry with its position, and needs no scenario-level check', () => {
    const loaded = loadScenarioFile(text, '/w/flow.yaml', 'flow.yaml');
    expect(loaded.errors).toEqual([]);
    const [create, read] = toolSequence(loaded.scenarios[0]).steps;
    expect(create!.save).toEqual([
      { name: 'id', pattern: 'id: (\\d+)', position: { file: 'flow.yaml', line: 5, column: 11 } },
      { name: 'status', pattern: '^Status: (\\w+)$', position: { file: 'flow.yaml', line: 6, column: 15 } },
    ]);
    expect(create!.expectedContains).toEqual([
      { value: 'created', position: { file: 'flow.yaml', line: 7, column: 25 } },
    ]);
    expect(read!.expectedNotContains).toEqual([
      { value: 'error', position: { file: 'flow.yaml', line: 11, column: 9 } },
    ]);
    expect(loaded.scenarios[0]!.expectedContains).toEqual([]);
  });

  it('reports every reference error of a file at once', () => {
    const broken = text.replace('"${id}"', '"${idd}"').replace('"${status}"', '"${later}"');
    const loaded = loadScenarioFile(broken, '/w/flow.yaml', 'flow.yaml');
    expect(loaded.errors.map((error) => [error.position.line, error.position.column, error.message])).toEqual([
      [
        9,
        17,
        '`tool_sequence[1].args.id` uses ${idd}, but no earlier step saves it: did you mean ${id}? (write $${ for a literal ${)',
      ],
      [
        9,
        68,
        '`tool_sequence[1].args.deep[0].s` uses ${later}, but no earlier step saves it; the saved names are: id, status (write $${ for a literal ${)',
      ],
    ]);
  });

  it('reports a bad pattern once, not again where its name is used', () => {
    const broken = text.replace("'id: (\\d+)'", "'id: \\d+'");
    const loaded = loadScenarioFile(broken, '/w/flow.yaml', 'flow.yaml');
    expect(loaded.errors.map((error) => [error.position.line, error.message])).toEqual([
      [
        5,
        '`tool_sequence[0].save.id` must have exactly one capture group, the part to save, but "id: \\\\d+" has 0: put the part to save in ( )',
      ],
    ]);
  });

  it('does not count a save as a check: a scenario with saves only checks nothing', () => {
    const loaded = loadScenarioFile(
      "name: saves_only\ntool_sequence:\n  - tool: create\n    save: { id: 'id: (\\d+)' }\n  - tool: read\n    args: { id: '${id}' }\n",
      '/w/s.yaml',
      's.yaml',
    );
    expect(loaded.errors.map((error) => error.message)).toEqual([
      expect.stringMatching(
        /^scenario "saves_only" has no check, so it could never fail: .*give a step its own `expected_contains` or `expected_not_contains`/,
      ),
    ]);
  });
});
