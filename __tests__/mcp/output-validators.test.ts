import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { describe, expect, it } from 'vitest';
import { outputValidators } from '../../src/mcp/session.js';

const schema = () => ({
  type: 'object' as const,
  properties: { total: { type: 'number' }, region: { type: 'string', format: 'email' } },
  required: ['total'],
});

describe("the output-schema validator shared by the run's clients", () => {
  it('compiles a schema once for every client of the run (by its text), and another schema apart', () => {
    const first = outputValidators.getValidator(schema());
    expect(outputValidators.getValidator(schema())).toBe(first);
    expect(outputValidators.getValidator({ ...schema(), required: ['region'] })).not.toBe(first);
  });

  it("answers exactly as the SDK's default validator does", () => {
    const ours = outputValidators.getValidator(schema());
    const sdk = new AjvJsonSchemaValidator().getValidator(schema());
    for (const input of [
      { total: 3 },
      { total: 'three' },
      {},
      { total: 1, region: 'not an address' },
      { total: 1, region: 'a@b.co' },
    ]) {
      expect(ours(input)).toEqual(sdk(input));
    }
    expect(ours({ total: 'three' }).valid).toBe(false);
    expect(ours({ total: 1, region: 'not an address' }).errorMessage).toContain('format');
  });

  it('gives a schema with an $id an Ajv of its own, as the SDK does, so the same $id twice still compiles', () => {
    const withId = { ...schema(), $id: 'https://example.invalid/result' };
    const one = outputValidators.getValidator(withId);
    const other = outputValidators.getValidator({ ...withId, required: ['region'] });
    expect(one({ total: 1 }).valid).toBe(true);
    expect(other({ total: 1 }).valid).toBe(false);
  });
});
