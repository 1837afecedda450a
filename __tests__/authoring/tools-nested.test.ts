import { describe, expect, it } from 'vitest';
import { describeArguments } from '../../src/mcp/tool-list.js';
import { MAX_FIELD_LINES_PER_TOOL, renderToolList } from '../../src/report/tools.js';

// server-memory's create_entities, as it lists it.
const CREATE_ENTITIES = {
  type: 'object',
  properties: {
    entities: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'The name of the entity' },
          entityType: { type: 'string', description: 'The type of the entity' },
          observations: { type: 'array', items: { type: 'string' }, description: 'Observations' },
        },
        required: ['name', 'entityType', 'observations'],
      },
    },
  },
  required: ['entities'],
};

describe('tools shows nested fields (issue 20)', () => {
  it('the fields of each item of an array of objects, indented, in the same style', () => {
    const text = renderToolList(
      [
        {
          name: 'create_entities',
          description: 'Create entities',
          arguments: describeArguments(CREATE_ENTITIES),
          inputSchema: CREATE_ENTITIES,
        },
      ],
      'srv',
    );
    expect(text).toContain(
      [
        '  arguments:',
        '    entities (array<object>, required)',
        '      name (string, required): The name of the entity',
        '      entityType (string, required): The type of the entity',
        '      observations (array<string>, required): Observations',
      ].join('\n'),
    );
  });

  it('objects, $ref to $defs (pydantic) and an optional object; depth and lines are bounded', () => {
    const schema = {
      type: 'object',
      $defs: {
        Point: { type: 'object', properties: { x: { type: 'number' }, y: { type: 'number' } }, required: ['x'] },
      },
      properties: {
        where: { $ref: '#/$defs/Point' },
        box: { anyOf: [{ type: 'object', properties: { corner: { $ref: '#/$defs/Point' } } }, { type: 'null' }] },
        loop: { $ref: '#' },
      },
    };
    const args = describeArguments(schema);
    expect(args[0]!.fields!.map((f) => [f.name, f.type, f.required])).toEqual([
      ['x', 'number', true],
      ['y', 'number', false],
    ]);
    expect(args[1]!.fields![0]!.fields!.map((f) => f.name)).toEqual(['x', 'y']);
    // A schema that refers to itself stops at the depth limit.
    let depth = 0;
    for (let field = args[2]; field?.fields; field = field.fields.find((f) => f.name === 'loop')) depth++;
    expect(depth).toBeLessThanOrEqual(3);

    const wide = {
      type: 'object',
      properties: {
        big: {
          type: 'object',
          properties: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, { type: 'string' }])),
        },
      },
    };
    const text = renderToolList([{ name: 't', arguments: describeArguments(wide), inputSchema: wide }], 'srv');
    expect(text.split('\n').filter((line) => /^ {6}f\d+ /.test(line))).toHaveLength(MAX_FIELD_LINES_PER_TOOL);
    expect(text).toContain(`    … ${60 - MAX_FIELD_LINES_PER_TOOL} more nested fields (--json shows the whole schema)`);
  });
});
