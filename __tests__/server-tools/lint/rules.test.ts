import { describe, expect, it } from 'vitest';
import { lintTools, mentions, MAX_TOOLS, RULE_IDS, RULES, type RawTool } from '../../../src/server-tools/lint/rules.js';
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

  it('errors: no description, bad names, duplicates, non-object schema, unresolvable $ref, untyped parameter', () => {
    expect(rulesOf([tool({ description: '  ' })])).toEqual(['description-missing']);
    expect(rulesOf([tool({ name: 'get forecast' })])).toEqual(['invalid-tool-name']);
    expect(rulesOf([tool({ name: 'a'.repeat(65) })])).toEqual(['invalid-tool-name']);
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
    expect(rulesOf([tool({ inputSchema: schema({ city: { description: 'City name' } }, ['city']) })])).toEqual([
      'parameter-type-missing:city',
    ]);
  });

  it('a type implied by enum, const or anyOf is a type', () => {
    const implied = schema({
      a: { enum: ['x', 'y'], description: 'A' },
      b: { const: 1, description: 'B' },
      c: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'C' },
    });
    expect(rulesOf([tool({ inputSchema: implied })])).toEqual([]);
  });

  it('a parameter the tool description names is described; one it does not is a finding (error if required)', () => {
    const params = schema({ city: { type: 'string' }, maxDays: { type: 'integer' } }, ['city']);
    expect(rulesOf([tool({ description: 'Returns the weather forecast by day.', inputSchema: params })])).toEqual([
      'required-parameter-undescribed:city',
      'optional-parameter-undescribed:maxDays',
    ]);
    expect(
      rulesOf([
        tool({ description: 'Returns the forecast for the given city, for up to max days days.', inputSchema: params }),
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
      { deletions: { type: 'array', items: { type: 'object', properties: { entityName: { type: 'string' } } } } },
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
