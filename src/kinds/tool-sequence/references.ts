/**
 * `${name}` references in step arguments, to values that earlier steps `save` from their output.
 * The builder (build.ts) finds them (to reject a name used before it is saved) and run.ts substitutes them;
 * both read strings with the one scanner below, so they can never disagree about what is a reference.
 *
 * `$${` is a literal `${` (the same escape as in GitHub Actions' and Docker Compose's own
 * interpolation, so it is the one users are most likely to try first).
 */
import { isObject } from '../../util/json.js';

/** One piece of a string value: literal text, or a reference to a saved value. */
export type Piece = { text: string } | { ref: string };

/** What a `${` must be followed by: an identifier and `}`. */
const REFERENCE = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}/;
const ESCAPE = '$${';

/**
 * Splits a string into literal text and references. A `${` that is not a well-formed reference is
 * an error (it is far more often a typo than text meant literally); the message says how to write it.
 */
export function parsePieces(value: string): { pieces: Piece[] } | { error: string } {
  const pieces: Piece[] = [];
  let text = '';
  for (let index = 0; index < value.length;) {
    if (value.startsWith(ESCAPE, index)) {
      text += '${';
      index += ESCAPE.length;
      continue;
    }
    if (value.startsWith('${', index)) {
      const match = REFERENCE.exec(value.slice(index));
      if (!match) {
        const shown = value.slice(index, index + 20);
        return {
          error:
            `\`${shown}${value.length > index + 20 ? '…' : ''}\` is not a reference: write \${name} with the name ` +
            'a `save` entry of an earlier step gives (letters, digits and _), or $${ for a literal ${',
        };
      }
      if (text) pieces.push({ text });
      text = '';
      pieces.push({ ref: match[1]! });
      index += match[0].length;
      continue;
    }
    text += value[index];
    index++;
  }
  if (text || pieces.length === 0) pieces.push({ text });
  return { pieces };
}

/** Every string value inside `value` (mapping values and list items, at any depth), with its path. */
export function* stringsIn(value: unknown, path: (string | number)[] = []): Generator<[(string | number)[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsIn(item, [...path, index]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...path, key]);
}

/** Every key of every mapping inside `value` (at any depth), with the path of its mapping. */
export function* keysIn(value: unknown, path: (string | number)[] = []): Generator<[(string | number)[], string]> {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* keysIn(item, [...path, index]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      yield [path, key];
      yield* keysIn(item, [...path, key]);
    }
}

/**
 * `value` written so that `substitute` gives it back unchanged: every `${` in a string becomes `$${`.
 * For arguments that were sent as they are (`init` writes the ones it called the tool with).
 */
export function escapeReferences<T>(value: T): T {
  if (typeof value === 'string')
    // A function, not a string: in a replacement string `$$` means one `$`.
    return value.replaceAll('${', () => ESCAPE) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => escapeReferences(item)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, escapeReferences(item)])) as T;
  return value;
}

/** Whether any string inside `value` holds a reference or an escape, i.e. whether it needs substituting. */
export function hasInterpolation(value: unknown): boolean {
  for (const [, text] of stringsIn(value)) if (text.includes('${')) return true;
  return false;
}

/**
 * `value` with every reference replaced by its saved value and `$${` by `${`. The loader has
 * already rejected malformed and unsaved references, so a missing one here is a bug: it throws.
 *
 * A saved value is text. Where a string is exactly one reference and `schema` (the tool's input
 * schema) says that argument is a number, an integer or a boolean and not a string, text that is
 * one of those (`42`, `-1.5`, `true`) is passed as that type, so that an id or a count saved from
 * one call can be an argument of the next; any other text stays a string, for the schema to reject.
 */
export function substitute<T>(value: T, saved: ReadonlyMap<string, string>, schema?: unknown): T {
  return substituteAt(value, saved, schema) as T;
}

function substituteAt(value: unknown, saved: ReadonlyMap<string, string>, schema: unknown): unknown {
  if (typeof value === 'string') {
    const parsed = parsePieces(value);
    if ('error' in parsed) throw new Error(parsed.error);
    const texts = parsed.pieces.map((piece) => {
      if ('text' in piece) return piece.text;
      const found = saved.get(piece.ref);
      if (found === undefined) throw new Error(`\${${piece.ref}} has no saved value`);
      return found;
    });
    const only = parsed.pieces.length === 1 && 'ref' in parsed.pieces[0]! ? texts[0]! : undefined;
    return only === undefined ? texts.join('') : typedAs(only, schemaTypes(schema));
  }
  if (Array.isArray(value)) return value.map((item: unknown) => substituteAt(item, saved, itemSchema(schema)));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substituteAt(item, saved, propertySchema(schema, key))]),
    );
  return value;
}

/** JSON number syntax (no leading zeros, no `+`, no hex): what JSON itself would read as a number. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** `text` as the type `types` asks for, when it asks for no string and `text` is one; else `text`. */
function typedAs(text: string, types: string[] | undefined): unknown {
  if (!types || types.includes('string')) return text;
  if (JSON_NUMBER.test(text)) {
    const number = Number(text);
    // `1e400` is JSON syntax but no finite number: it stays text.
    if (!Number.isFinite(number)) return text;
    if (types.includes('number') || (types.includes('integer') && Number.isInteger(number))) return number;
  }
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * The JSON types a schema allows, from its `type` keyword, or from every branch of an `anyOf` /
 * `oneOf` (how Python servers write an optional argument: `anyOf: [{type: integer}, {type: null}]`).
 * Undefined when it does not say (then the text stays a string).
 */
function schemaTypes(schema: unknown): string[] | undefined {
  if (!isObject(schema)) return undefined;
  const { type } = schema;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type) && type.every((item) => typeof item === 'string')) return type as string[];
  const branches = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (!branches) return undefined;
  const types = branches.map(schemaTypes);
  return types.every((item) => item !== undefined) ? types.flat() : undefined;
}

function propertySchema(schema: unknown, key: string): unknown {
  if (!isObject(schema) || !isObject(schema.properties)) return undefined;
  return Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
}

function itemSchema(schema: unknown): unknown {
  return isObject(schema) && isObject(schema.items) ? schema.items : undefined;
}

/** The number of capture groups of a pattern: matching the empty alternative fills none of them. */
export function captureGroupCount(pattern: RegExp): number {
  return new RegExp(`${pattern.source}|`, pattern.flags).exec('')!.length - 1;
}

/**
 * The flags every `save` pattern is compiled with: `m`, so that `^` and `$` match at each line of
 * the output (which is what a pattern written against one line of it means).
 */
export const SAVE_PATTERN_FLAGS = 'm';
