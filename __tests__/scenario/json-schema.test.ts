import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioJsonSchema } from '../../src/scenario/schema.js';
import { ROOT } from '../helpers/runner.js';

describe('scenario.schema.json', () => {
  it('is what `npm run schema` generates from the zod schema (run it when this fails)', async () => {
    const committed: unknown = JSON.parse(await readFile(path.join(ROOT, 'scenario.schema.json'), 'utf8'));
    expect(committed).toEqual(scenarioJsonSchema());
  });

  it('ships in the npm package', async () => {
    const manifest = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
    expect(manifest.files).toContain('scenario.schema.json');
  });

  it('is strict where the loader is strict', () => {
    const schema = scenarioJsonSchema() as {
      required: string[];
      additionalProperties: boolean;
      properties: Record<string, { items?: { additionalProperties?: boolean; required?: string[] } }>;
      allOf: { oneOf?: unknown[]; anyOf?: unknown[] }[];
    };
    // Exactly one of tool_sequence, prompt and prompt_from: required through the first allOf entry.
    expect(schema.required).toEqual(['name']);
    expect(schema.allOf[0]!.oneOf).toHaveLength(4);
    expect(schema.additionalProperties).toBe(false);
    // A step has exactly one of tool, resource, prompt, complete.
    expect(schema.properties.tool_sequence!.items).toMatchObject({
      additionalProperties: false,
      oneOf: [{ required: ['tool'] }, { required: ['resource'] }, { required: ['prompt'] }, { required: ['complete'] }],
    });
    // One per scenario check key, one for expect_error, one per check key a step may carry.
    // ... and one per agent check key (expected_calls, forbidden_tools, max_calls) with prompt, prompts or prompt_from.
    expect(schema.allOf[2]!.anyOf).toHaveLength(15);
  });
});
