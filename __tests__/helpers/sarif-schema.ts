// The SARIF 2.1.0 JSON Schema (__tests__/fixtures/sarif, see its README) compiled once: a test
// validates a SARIF report with `validateSarif(log)`, which returns Ajv's errors (none: valid).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import _addFormats from 'ajv-formats';
import { ROOT } from './runner.js';

// ajv-formats is CommonJS with a default export (as in src/mcp/arguments.ts).
const addFormats = _addFormats as unknown as (ajv: Ajv) => Ajv;

let validate: ValidateFunction | undefined;

function compiled(): ValidateFunction {
  if (validate) return validate;
  const file = path.join(ROOT, '__tests__/fixtures/sarif/sarif-2.1.0-rtm.5.json');
  const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  // Draft-04's `$schema` and `id` out, `$id` in: Ajv's draft-07 validator reads the rest alike.
  const id = schema.id as string;
  delete schema.$schema;
  delete schema.id;
  // Without the `u` flag: rtm.5's `language` pattern has a stray `]` that only a unicode RegExp refuses.
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  validate = ajv.compile({ $id: id, ...schema });
  return validate;
}

/** Ajv's errors for `log` against the SARIF 2.1.0 schema: empty when it is valid. */
export function validateSarif(log: unknown): ErrorObject[] {
  const check = compiled();
  return check(log) ? [] : [...(check.errors ?? [])];
}
