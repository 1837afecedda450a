import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FAMILIES,
  lintTools,
  mentions,
  MAX_TOOLS,
  RULE_IDS,
  RULES,
  type RawTool,
} from '../../../src/server-tools/lint/rules/index.js';
import {
  applySuppressions,
  parseSuppressions,
  SuppressionsError,
} from '../../../src/server-tools/lint/suppressions.js';

const tool = (extra: RawTool = {}): RawTool => ({
  name: 'get_forecast',
  description: 'Returns the weather forecast for a city, by day, for up to seven days.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string', description: 'City name, e.g. "Lyon"' } },
    required: ['city'],
  },
  ...extra,
});
const rulesOf = (tools: RawTool[]) =>
  lintTools(tools).map((item) => `${item.rule}${item.parameter ? `:${item.parameter}` : ''}`);
const schema = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});

describe('lint rules', () => {
  it('a well-written tool has no finding', () => {
    expect(lintTools([tool()])).toEqual([]);
  });

  it('every rule has a level and a one-line reason', () => {
    for (const id of RULE_IDS) {
      expect(['error', 'warning']).toContain(RULES[id].level);
      expect(RULES[id].reason).toMatch(/^\S.*\.$/);
      expect(RULES[id].reason).not.toContain('\n');
    }
  });

  it('no two families declare one rule id', () => {
    const ids = FAMILIES.flatMap((family) => family.rules.map((rule) => rule.id));
    expect(ids).toEqual(RULE_IDS);
  });

  it('docs/server-tools.md tables every rule, at its level, and no other', () => {
    const docs = readFileSync(new URL('../../../docs/server-tools.md', import.meta.url), 'utf8');
    const rows = [...docs.matchAll(/^\| `([a-z-]+)` +\| (error|warning) +\|/gm)].map(([, id, level]) => [id, level]);
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(RULE_IDS.map((id) => [id, RULES[id].level])));
    expect(rows).toHaveLength(RULE_IDS.length);
  });

  it('errors: no description, bad names, duplicates, non-object schema, unresolvable $ref', () => {
    expect(rulesOf([tool({ description: '  ' })])).toEqual(['description-missing']);
    expect(rulesOf([tool({ name: 'get forecast' })])).toEqual(['invalid-tool-name']);
    expect(rulesOf([tool({ name: 'ok.name' })])).toEqual(['invalid-tool-name']);
    expect(rulesOf([tool({ name: 'x'.repeat(64) })])).toEqual([]);
    expect(rulesOf([tool(), tool()])).toContain('duplicate-tool-name');
    expect(rulesOf([tool({ inputSchema: { type: 'string' } })])).toEqual(['input-schema-invalid']);
    expect(rulesOf([tool({ inputSchema: undefined })])).toEqual(['input-schema-invalid']);
    expect(
      rulesOf([tool({ inputSchema: { ...schema({ city: { $ref: '#/$defs/City' } }, ['city']), $defs: {} } })]),
    ).toEqual(['input-schema-invalid']);
    expect(
      rulesOf([
        tool({
          inputSchema: {
            ...schema({ city: { $ref: '#/$defs/City' } }, ['city']),
            $defs: { City: { type: 'string', description: 'A city' } },
          },
        }),
      ]),
    ).toEqual([]);
  });

  it('a name says which API refuses it: over 64 characters OpenAI, over 128 the Anthropic API too', () => {
    const messages = (name: string) => lintTools([tool({ name })]).map((item) => `${item.level}: ${item.message}`);
    expect(messages('a'.repeat(65))).toEqual([
      'error: the name is 65 characters: OpenAI refuses names over 64 (the Anthropic API takes up to 128)',
    ]);
    expect(messages('a'.repeat(129))).toEqual([
      'error: the name is 129 characters: the Anthropic API refuses names over 128, OpenAI over 64',
    ]);
    expect(messages('get.forecast')).toEqual([
      'error: the name "get.forecast" holds characters outside [a-zA-Z0-9_-]: the Anthropic API and OpenAI both refuse it',
    ]);
  });

  it('errors: what the APIs refuse, or what no call can satisfy', () => {
    const city = { type: 'string', description: 'City name, e.g. "Lyon"' };
    const one = (inputSchema: unknown) =>
      lintTools([tool({ inputSchema })]).map((item) => `${item.level} ${item.rule}: ${item.message}`);
    // The Anthropic API answers 400 for the whole list.
    expect(
      one({ type: 'object', properties: { city }, anyOf: [{ required: ['city'] }, { required: ['zip'] }] }),
    ).toEqual([
      expect.stringMatching(
        /^error input-schema-invalid: the input schema has anyOf at its top level: the Anthropic API refuses the whole tool list/,
      ),
    ]);
    expect(one({ type: 'object', properties: { city }, oneOf: [], allOf: [] })[0]).toMatch(/has allOf and oneOf at/);
    expect(one({ type: 'object', properties: ['city'] })).toEqual([
      'error input-schema-invalid: the input schema has "properties": ["city"]; it must be an object of parameter schemas',
    ]);
    expect(one(schema({ city: { type: 'strng', description: 'City' } }))).toEqual([
      'error input-schema-invalid: parameter "city" has the unknown type "strng"; the JSON Schema types are string, number, integer, boolean, object, array, null',
    ]);
    expect(
      one({ type: 'object', properties: { city }, required: ['city', 'zip'], additionalProperties: false }),
    ).toEqual([
      'error schema-unsatisfiable: the input schema requires "zip", which it does not list while additionalProperties is false: no call can send it',
    ]);
    expect(one(schema({ city: { ...city, enum: [] } }))).toEqual([
      'error schema-unsatisfiable: parameter "city" has an empty enum: no value is allowed',
    ]);
    expect(one(schema({ days: { type: 'integer', description: 'Days', minimum: 7, maximum: 1 } }))).toEqual([
      'error schema-unsatisfiable: parameter "days" has minimum 7 above maximum 1: no value fits',
    ]);
    expect(
      one(schema({ days: { type: 'integer', description: 'Days', exclusiveMinimum: 3, exclusiveMaximum: 3 } })),
    ).toEqual([
      'error schema-unsatisfiable: parameter "days" has exclusiveMinimum 3 above exclusiveMaximum 3: no value fits',
    ]);
    expect(one(schema({ city: { ...city, pattern: '([a-z]' } }))[0]).toMatch(
      /^error schema-unsatisfiable: parameter "city" has a pattern that does not compile \(/,
    );
    expect(one(schema({ days: { type: 'integer', description: 'Days', const: 'seven' } }))).toEqual([
      'error schema-unsatisfiable: parameter "days" has const "seven", which is not of its type integer',
    ]);
    // Nested too, named by path.
    expect(
      one(schema({ filter: { type: 'object', description: 'F', properties: { n: { type: 'integer', enum: [] } } } })),
    ).toEqual(['error schema-unsatisfiable: parameter "filter.n" has an empty enum: no value is allowed']);
    // What fits is quiet: an open object with additionalProperties, a pattern that compiles, a matching const.
    expect(
      one({
        type: 'object',
        properties: { city: { ...city, pattern: '^[A-Z]' }, n: { type: 'integer', description: 'N', const: 3 } },
        required: ['city'],
        additionalProperties: false,
      }),
    ).toEqual([]);
  });

  it('a parameter with no type is a warning; quiet when the tool description gives its type', () => {
    const untyped = schema({ city: { description: 'City name' } }, ['city']);
    expect(lintTools([tool({ inputSchema: untyped })]).map((item) => [item.rule, item.level])).toEqual([
      ['parameter-type-missing', 'warning'],
    ]);
    expect(
      rulesOf([
        tool({ description: 'Returns the forecast; city: a string, the name of a town.', inputSchema: untyped }),
      ]),
    ).toEqual([]);
  });

  it('a required parameter with no description is a warning; an error only when nothing says what to send', () => {
    const levels = (properties: Record<string, unknown>, required: string[]) =>
      lintTools([
        tool({ description: 'Returns the weather forecast by day.', inputSchema: schema(properties, required) }),
      ]).map((item) => `${item.level} ${item.rule}:${item.parameter}`);
    expect(levels({ zone: { type: 'string' } }, ['zone'])).toEqual(['warning required-parameter-undescribed:zone']);
    // A readable name but no type: the name says what to send.
    expect(levels({ zone: {} }, ['zone'])).toEqual([
      'warning parameter-type-missing:zone',
      'warning required-parameter-undescribed:zone',
    ]);
    // x, arg1, q with no type and no description: nothing to go on.
    for (const name of ['x', 'arg1', 'q'])
      expect(levels({ [name]: {} }, [name])).toEqual([
        `warning parameter-type-missing:${name}`,
        `error required-parameter-unknowable:${name}`,
      ]);
    expect(levels({ x: { type: 'number' } }, ['x'])).toEqual(['warning required-parameter-undescribed:x']);
    expect(levels({ x: { enum: ['a', 'b'] } }, ['x'])).toEqual([]);
  });

  it('a type implied by enum, const or anyOf is a type', () => {
    const implied = schema({
      a: { enum: ['x', 'y'], description: 'A' },
      b: { const: 1, description: 'B' },
      c: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'C' },
    });
    expect(rulesOf([tool({ inputSchema: implied })])).toEqual([]);
  });

  it('a parameter the tool description names is described; one it does not is a finding', () => {
    const params = schema({ city: { type: 'string' }, region: { type: 'string' } }, ['city']);
    expect(rulesOf([tool({ description: 'Returns the weather forecast by day.', inputSchema: params })])).toEqual([
      'required-parameter-undescribed:city',
      'optional-parameter-undescribed:region',
    ]);
    expect(
      rulesOf([
        tool({
          description: 'Returns the forecast for the given city, within the region if given.',
          inputSchema: params,
        }),
      ]),
    ).toEqual([]);
    expect(mentions('the file path to read', 'file_path')).toBe(true);
    expect(mentions('the profile to read', 'file')).toBe(false);
  });

  it('measured on the reference servers: a self-describing name (path) and an array of described objects need no description', () => {
    const readFile = tool({
      name: 'read_file',
      description: 'Read the complete contents of a file as text.',
      inputSchema: schema({ path: { type: 'string' } }, ['path']),
    });
    expect(rulesOf([readFile])).toEqual([]);
    const deletions = schema(
      {
        deletions: {
          type: 'array',
          items: { type: 'object', properties: { entityName: { type: 'string', description: 'The entity' } } },
        },
      },
      ['deletions'],
    );
    expect(rulesOf([tool({ description: 'Delete observations from entities.', inputSchema: deletions })])).toEqual([]);
    const halfDescribed = schema(
      { deletions: { type: 'array', items: { type: 'object', properties: { qualifier: { type: 'string' } } } } },
      ['deletions'],
    );
    expect(rulesOf([tool({ description: 'Delete observations from entities.', inputSchema: halfDescribed })])).toEqual([
      'required-parameter-undescribed:deletions',
    ]);
    // server-memory's add_observations: an array of objects holding an array of strings is 3 levels, not too deep.
    const observations = schema({
      observations: {
        type: 'array',
        description: 'Observations',
        items: { type: 'object', properties: { contents: { type: 'array', items: { type: 'string' } } } },
      },
    });
    expect(rulesOf([tool({ inputSchema: observations })])).not.toContain('deep-nesting');
  });

  it('an optional parameter limited to listed values is explained by them', () => {
    expect(rulesOf([tool({ inputSchema: schema({ kind: { type: 'string', enum: ['Text', 'Blob'] } }) })])).toEqual([]);
  });

  it('warnings: short and vague descriptions', () => {
    expect(rulesOf([tool({ description: 'Forecast.' })])).toEqual(['description-too-short']);
    expect(rulesOf([tool({ description: 'TODO' })])).toEqual(['description-vague']);
    expect(rulesOf([tool({ description: 'Get the forecast.' })])).toEqual(['description-vague']);
  });

  it('free text where a value set or format is implied, unless an enum, pattern, format or example says what is valid', () => {
    const withDate = (date: Record<string, unknown>) =>
      rulesOf([tool({ inputSchema: schema({ date: { type: 'string', ...date } }) })]);
    expect(withDate({ description: 'The day' })).toEqual(['free-text-constrained:date']);
    expect(withDate({ description: 'The day, e.g. 2026-01-31' })).toEqual([]);
    expect(withDate({ description: 'The day', format: 'date' })).toEqual([]);
    expect(withDate({ description: 'The day', pattern: '^\\d{4}' })).toEqual([]);
    // A name that implies no value set is free text by right.
    expect(
      rulesOf([tool({ inputSchema: schema({ query: { type: 'string', description: 'Search words' } }) })]),
    ).toEqual([]);
  });

  it('confusable tools: near-duplicate descriptions', () => {
    const a = tool({ name: 'search_users', description: 'Search the directory for people matching the query text.' });
    const b = tool({ name: 'find_users', description: 'Search the directory for people matching the query text!' });
    const c = tool({ name: 'list_rooms', description: 'Lists the meeting rooms of a building with their capacity.' });
    expect(rulesOf([a, b, c])).toEqual(['confusable-tools']);
  });

  it('deep nesting past three levels', () => {
    const deep = schema({
      a: {
        type: 'object',
        description: 'A',
        properties: {
          b: {
            type: 'array',
            items: { type: 'object', properties: { c: { type: 'object', properties: { d: { type: 'string' } } } } },
          },
        },
      },
    });
    expect(rulesOf([tool({ inputSchema: deep })])).toContain('deep-nesting');
    const shallow = schema({ a: { type: 'object', description: 'A', properties: { b: { type: 'string' } } } });
    expect(rulesOf([tool({ inputSchema: shallow })])).not.toContain('deep-nesting');
  });

  it('a mutating name needs a word of what it changes, or an annotation', () => {
    expect(rulesOf([tool({ name: 'delete_city', description: 'Handles a city record by its name.' })])).toEqual([
      'mutation-unannotated',
    ]);
    expect(rulesOf([tool({ name: 'delete_city', description: 'Deletes a city record by its name.' })])).toEqual([]);
    expect(
      rulesOf([
        tool({
          name: 'delete_city',
          description: 'Handles a city record by its name.',
          annotations: { destructiveHint: true },
        }),
      ]),
    ).toEqual([]);
  });

  it(`more than ${MAX_TOOLS} tools`, () => {
    const many = Array.from({ length: MAX_TOOLS + 1 }, (_, index) =>
      tool({ name: `tool_${index}`, description: `Returns forecast number ${index} for the city asked about.` }),
    );
    expect(rulesOf(many)).toEqual(['too-many-tools']);
    expect(rulesOf(many.slice(0, MAX_TOOLS))).toEqual([]);
  });
});

interface Measured {
  quiet: { pattern: string; tool: RawTool }[];
  quietList: { pattern: string; tools: RawTool[] };
  found: { pattern: string; level: string; rules: string[]; tool: RawTool }[];
}
const measured = JSON.parse(
  readFileSync(new URL('../../fixtures/lint/measured.json', import.meta.url), 'utf8'),
) as Measured;

describe('lint on the shapes measured on 17 npm servers (issue 31)', () => {
  it.each(measured.quiet.map((entry) => [entry.pattern, entry.tool] as const))(
    'false positive no more: %s',
    (_pattern, definition) => {
      expect(rulesOf([definition])).toEqual([]);
    },
  );

  it(`false positive no more: ${measured.quietList.pattern}`, () => {
    expect(rulesOf(measured.quietList.tools)).toEqual([]);
  });

  it.each(measured.found.map((entry) => [entry.pattern, entry] as const))('still found: %s', (_pattern, entry) => {
    const findings = lintTools([entry.tool]);
    expect(rulesOf([entry.tool])).toEqual(entry.rules);
    expect(findings.every((item) => item.level === entry.level)).toBe(true);
  });
});

describe('suppressions', () => {
  const file = '.mcp-scenario-eval-lint.yaml';
  it('silences one rule for one tool, keeping the reason, and reports entries that matched nothing', () => {
    const entries = parseSuppressions(
      'suppress:\n  - rule: description-too-short\n    tool: get_forecast\n    reason: "Name says it all"\n  - rule: deep-nesting\n    tool: other\n    reason: legacy\n',
      file,
    );
    const findings = lintTools([tool({ description: 'Forecast.' }), tool({ name: 'x', description: 'Forecast.' })]);
    const unused = applySuppressions(findings, entries);
    expect(findings.map((item) => [item.tool, item.suppressed])).toEqual([
      ['get_forecast', 'Name says it all'],
      ['x', undefined],
    ]);
    expect(unused.map((entry) => entry.where)).toEqual([`${file}:5`]);
  });

  it('refuses an entry without a reason, an unknown rule (with the closest) or key, naming the line', () => {
    const bad = (text: string) => () => parseSuppressions(text, file);
    expect(bad('suppress:\n  - rule: deep-nesting\n    tool: x\n')).toThrow(
      new SuppressionsError(`${file}:2: "reason" must be a non-empty string: say why the finding is accepted`),
    );
    expect(bad('suppress:\n  - rule: deep-nestin\n    tool: x\n    reason: r\n')).toThrow(
      /:2: unknown rule "deep-nestin": did you mean "deep-nesting"\?/,
    );
    expect(bad('ignore: []\n')).toThrow(/:1: unknown key "ignore"/);
  });
});
