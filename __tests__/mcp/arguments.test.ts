import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { argumentLabel, compileArgumentsValidator, MAX_ARGUMENT_PROBLEMS } from '../../src/mcp/arguments.js';

// A schema as the MCP SDK lists it for a tool registered with zod, the way real servers declare them.
const schema = z.toJSONSchema(
  z
    .object({
      path: z.string(),
      depth: z.number().int().optional(),
      mode: z.enum(['read', 'write']).optional(),
      tags: z.array(z.string()).optional(),
    })
    .strict(),
);

describe('argument errors, in the scenario file’s own terms', () => {
  const validate = compileArgumentsValidator(schema);

  it('names a wrong type as args.<name> and the type in words', () => {
    expect(validate({ path: 5 })).toEqual(['args.path must be a string']);
    expect(validate({ path: 'a', depth: 1.5 })).toEqual(['args.depth must be a whole number']);
  });

  it('names a missing, an unknown and a list entry argument by its path', () => {
    expect(validate({})).toEqual(['args.path is required but missing']);
    expect(validate({ path: 'a', pth: 'b' })).toEqual(['args.pth is not an argument the tool takes']);
    expect(validate({ path: 'a', tags: ['x', 3] })).toEqual(['args.tags[1] must be a string']);
    expect(validate({ path: 'a', mode: 'exec' })).toEqual(['args.mode must be one of "read", "write"']);
  });

  it('accepts arguments that fit', () => {
    expect(validate({ path: 'a', depth: 2, mode: 'read', tags: [] })).toEqual([]);
  });

  it('never says data/ (the JSON pointer form) for any of them', () => {
    const all = validate({ path: 5, depth: 'x', mode: 1, tags: 'y', extra: 1 }).join('; ');
    expect(all).not.toContain('data/');
    expect(all).toContain('args.depth must be a whole number');
  });

  it(`names at most ${MAX_ARGUMENT_PROBLEMS} problems and counts the rest`, () => {
    const wide = compileArgumentsValidator({
      type: 'object',
      properties: Object.fromEntries([...'abcdefg'].map((key) => [key, { type: 'string' }])),
    });
    const problems = wide(Object.fromEntries([...'abcdefg'].map((key) => [key, 1])));
    expect(problems).toHaveLength(MAX_ARGUMENT_PROBLEMS + 1);
    expect(problems.at(-1)).toBe('and 2 more problems');
  });

  it('spells escaped JSON pointer parts back as the key', () => {
    expect(argumentLabel('/a~1b/0/c~0d')).toBe('args.a/b[0].c~d');
  });
});
