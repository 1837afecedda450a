import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import _addFormats from 'ajv-formats';

/** At most this many schema problems are named per step; the rest are counted, so a message stays one line. */
export const MAX_ARGUMENT_PROBLEMS = 5;

/** A compiled input schema: the problems with some arguments, in the scenario file's terms (none: they fit). */
export type ArgumentsValidator = (args: Record<string, unknown>) => string[];

// ajv-formats is CommonJS with a default export; under NodeNext its type is the module namespace.
const addFormats = _addFormats as unknown as (ajv: Ajv) => Ajv;

let ajv: Ajv | undefined;

/**
 * Compiles a tool's input schema with the options the MCP SDK's own validator uses (so what passes
 * here passes in the SDK), but keeps Ajv's structured errors: its text form (`data/path must be
 * string`) speaks of JSON pointers, and a scenario author wrote `args: { path: … }`.
 * Throws when the schema does not compile.
 */
export function compileArgumentsValidator(inputSchema: unknown, root = 'args'): ArgumentsValidator {
  ajv ??= addFormats(new Ajv({ strict: false, validateFormats: true, validateSchema: false, allErrors: true }));
  const validate: ValidateFunction = ajv.compile(inputSchema as object);
  return (args) => (validate(args) ? [] : describeArgumentErrors(validate.errors ?? [], root));
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping',
  array: 'a list',
  null: 'null',
};

/**
 * `/items/0/name` → `args.items[0].name`: the path as the scenario file spells it, from `root` (the key
 * the value stands under: `args`, or an elicitation answer's `content`).
 */
export function argumentLabel(instancePath: string, property?: string, root = 'args'): string {
  const parts = instancePath === '' ? [] : instancePath.slice(1).split('/');
  if (property !== undefined) parts.push(property);
  return parts
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((label, part) => (/^\d+$/.test(part) ? `${label}[${part}]` : `${label}.${part}`), root);
}

function typeWords(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((one) => TYPE_WORDS[String(one)] ?? String(one)).join(' or ');
}

function describeOne(error: ErrorObject, root: string): string | undefined {
  const params = error.params as Record<string, unknown>;
  const label = argumentLabel(error.instancePath, undefined, root);
  switch (error.keyword) {
    case 'type':
      return `${label} must be ${typeWords(params.type)}`;
    case 'required':
      return `${argumentLabel(error.instancePath, String(params.missingProperty), root)} is required but missing`;
    case 'additionalProperties':
      return `${argumentLabel(error.instancePath, String(params.additionalProperty), root)} is not ${root === 'args' ? 'an argument the tool takes' : 'a field the schema has'}`;
    case 'enum':
      return `${label} must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `${label} must be ${JSON.stringify(params.allowedValue)}`;
    // `anyOf`/`oneOf` only say "must match a schema"; the branch errors before them say more.
    case 'anyOf':
    case 'oneOf':
      return undefined;
    default:
      return `${label} ${error.message ?? `fails the schema's \`${error.keyword}\` rule`}`;
  }
}

/** Ajv's errors as sentences about `args.…`, de-duplicated, at most MAX_ARGUMENT_PROBLEMS of them. */
export function describeArgumentErrors(errors: readonly ErrorObject[], root = 'args'): string[] {
  const sentences = [
    ...new Set(errors.map((error) => describeOne(error, root)).filter((s): s is string => s !== undefined)),
  ];
  if (sentences.length === 0 && errors.length > 0)
    sentences.push(`${argumentLabel(errors[0]!.instancePath, undefined, root)} does not fit the schema`);
  if (sentences.length <= MAX_ARGUMENT_PROBLEMS) return sentences;
  const more = sentences.length - MAX_ARGUMENT_PROBLEMS;
  return [...sentences.slice(0, MAX_ARGUMENT_PROBLEMS), `and ${more} more problem${more === 1 ? '' : 's'}`];
}
