/**
 * fast-check arbitraries from a tool's JSON input schema: valid inputs across the schema (bounds,
 * empty and huge strings, unicode, NUL, path traversal and injection strings) and invalid ones
 * (a required field left out, a wrong type, null, an extra key). Pure: no I/O.
 */
import fc from 'fast-check';
import type { FuzzInputVariant } from '../../model/fuzz.js';
import { isObject, resolveLocalRef, type JsonObject } from '../../util/json.js';

/** Length of the "huge" string: big enough to trip naive buffers and regexes, small enough to send fast. */
export const HUGE_STRING_CHARS = 100_000;
/** Longest random string when the schema sets no maxLength. */
export const RANDOM_STRING_MAX_CHARS = 200;
/** Longest array generated (past a schema's minItems). */
export const MAX_ARRAY_ITEMS = 8;
/** How deep `$ref`s and nested objects are followed before a leaf stands in. */
export const MAX_SCHEMA_DEPTH = 6;

/** Strings that break servers more often than random text does. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '../../../../../../etc/passwd',
  '..\\..\\..\\..\\windows\\win.ini',
  '/etc/passwd',
  '~/.ssh/id_rsa',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '$(id)',
  '`id`',
  '; ls -la',
  '| cat /etc/passwd',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '%s%s%s%n',
  '🦄👩‍👩‍👧‍👦',
  '\u202eevil',
  'Ω≈ç√∫˜µ≤≥÷',
  'null',
  'undefined',
  '-1',
  'NaN',
  '1e309',
  '{"__proto__": {"polluted": true}}',
  '__proto__',
  'constructor',
  '\r\n\r\nInjected: header',
];

/**
 * Ill-formed UTF-16 (lone surrogates): no UTF-8 encoding exists for them, so a server whose SDK
 * encodes its answer (the Python SDK) drops the reply over stdio or answers -32700 over HTTP. Sent
 * only with `--ill-formed-unicode` (see FuzzArbitraryOptions), and then a dropped reply or a parse
 * error for such an input is not a finding.
 */
export const ILL_FORMED_STRINGS: readonly string[] = ['\ud800', 'a\udc00b'];

// With the u flag a surrogate pair is one code point: only a lone half is in category Cs.
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether any string (key or value) in `value` holds a lone surrogate. */
export function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => LONE_SURROGATE.test(key) || hasLoneSurrogate(item));
  return false;
}

export interface FuzzArbitraryOptions {
  /** Only inputs the schema takes (prompt arguments, template variables: strings, as the protocol has them). */
  validOnly?: boolean;
  /** Send lone surrogates too (ILL_FORMED_STRINGS). */
  illFormedUnicode?: boolean;
}

/** A generated input and whether it is meant to satisfy the schema. */
export interface FuzzInput {
  args: Record<string, unknown>;
  /** valid: meant to satisfy the schema; otherwise how it was made to break it. */
  variant: FuzzInputVariant;
}

interface Context {
  root: JsonObject;
  depth: number;
  illFormedUnicode: boolean;
}

/** Valid values of one schema. Never throws: a schema it cannot read gives any JSON value. */
export function valueArbitrary(schema: unknown, ctx: Context): fc.Arbitrary<unknown> {
  if (ctx.depth > MAX_SCHEMA_DEPTH) return fc.constant(null);
  if (schema === true || schema === undefined) return anyJson();
  if (!isObject(schema)) return fc.constant(null);
  const next = { ...ctx, depth: ctx.depth + 1 };
  if (typeof schema.$ref === 'string') {
    const target = resolveLocalRef(ctx.root, schema.$ref);
    return target === undefined ? anyJson() : valueArbitrary(target, next);
  }
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Object.hasOwn(schema, 'const')) return fc.constant(schema.const);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0)
      return fc.oneof(...branches.map((b) => valueArbitrary(b, next)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    // A merge of the branches' object parts: enough for the common `allOf: [{$ref}, {properties}]`.
    const merged: JsonObject = { ...schema, allOf: undefined };
    for (const branch of schema.allOf) {
      const part =
        isObject(branch) && typeof branch.$ref === 'string' ? resolveLocalRef(ctx.root, branch.$ref) : branch;
      if (!isObject(part)) continue;
      merged.type ??= part.type;
      merged.properties = { ...(merged.properties as JsonObject), ...(part.properties as JsonObject) };
      merged.required = [...((merged.required as string[]) ?? []), ...((part.required as string[]) ?? [])];
    }
    delete merged.allOf;
    return valueArbitrary(merged, next);
  }
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (types.length === 0) return isObject(schema.properties) ? objectArbitrary(schema, next) : anyJson();
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, next)));
}

function typedArbitrary(type: string, schema: JsonObject, ctx: Context): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema, ctx);
    case 'integer':
    case 'number':
      return numberArbitrary(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = numberOr(schema.minItems, 0);
      const maxLength = Math.max(
        minLength,
        Math.min(numberOr(schema.maxItems, MAX_ARRAY_ITEMS), minLength + MAX_ARRAY_ITEMS),
      );
      const items = Array.isArray(schema.prefixItems) ? anyJson() : valueArbitrary(schema.items, ctx);
      return fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, ctx);
    default:
      return anyJson();
  }
}

function objectArbitrary(schema: JsonObject, ctx: Context): fc.Arbitrary<Record<string, unknown>> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = requiredOf(schema).filter((key) => Object.hasOwn(properties, key));
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) model[key] = valueArbitrary(value, ctx);
  // Missing required keys that are not in `properties` still get a value: they are required.
  for (const key of requiredOf(schema)) model[key] ??= anyJson();
  return fc.record(model, { requiredKeys: [...new Set([...required, ...requiredOf(schema)])] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

function stringArbitrary(schema: JsonObject, ctx: Context): fc.Arbitrary<string> {
  const hostileStrings = ctx.illFormedUnicode ? [...HOSTILE_STRINGS, ...ILL_FORMED_STRINGS] : HOSTILE_STRINGS;
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const fits = (text: string) =>
    [...text].length >= minLength && (maxLength === undefined || [...text].length <= maxLength);
  // A hostile or bound string shrinks toward "x" (or as many as the minimum asks), within the schema.
  const shrinkLimit = Math.max(maxLength ?? HUGE_STRING_CHARS, minLength);
  const plain = 'x'.repeat(Math.max(1, minLength));
  const shrinking = (values: readonly string[] | fc.Arbitrary<string>, accepts: (text: string) => boolean) =>
    new StringShrinks(values, accepts, plain, shrinkLimit);
  if (typeof schema.pattern === 'string') {
    try {
      const pattern = new RegExp(schema.pattern, 'u');
      const matching = fc.stringMatching(pattern).filter(fits);
      const matches = (text: string) => fits(text) && pattern.test(text);
      const hostile = hostileStrings.filter(matches);
      return hostile.length > 0 ? fc.oneof(matching, shrinking(hostile, matches)) : matching;
    } catch {
      // A pattern JavaScript cannot read (a Python-only construct): generate as if there were none.
    }
  }
  // The length bounds (the empty string when there is no minimum) get a weight of their own:
  // among thirty-odd hostile strings they would come up too rarely.
  const bounds: string[] = [minLength > 0 ? 'a'.repeat(minLength) : ''];
  if (maxLength !== undefined && maxLength <= HUGE_STRING_CHARS) bounds.push('z'.repeat(maxLength));
  const hostile = hostileStrings.filter(fits);
  // Unbounded strings go past the usual 40 characters: length limits in handlers are a common fault.
  const longest = maxLength ?? Math.max(minLength, RANDOM_STRING_MAX_CHARS);
  const random = shrinking(
    fc.oneof(
      fc.string({ minLength, maxLength: longest }),
      fc.string({ unit: 'binary', minLength, maxLength: longest }),
    ),
    fits,
  );
  // Long strings as a length, not a constant: fast-check shrinks a length (to the shortest that
  // still fails), never a constant. Its bias reaches the top of the range often.
  const longMin = Math.max(minLength, 1);
  const longMax = Math.min(maxLength ?? HUGE_STRING_CHARS, HUGE_STRING_CHARS);
  const long =
    longMax >= longMin
      ? [{ arbitrary: fc.integer({ min: longMin, max: longMax }).map((n) => 'x'.repeat(n)), weight: 1 }]
      : [];
  const weighted = [
    ...long,
    { arbitrary: random, weight: 2 },
    { arbitrary: shrinking(bounds, fits), weight: 1 },
    ...(hostile.length > 0 ? [{ arbitrary: shrinking(hostile, fits), weight: 2 }] : []),
  ];
  return fc.oneof(...weighted);
}

function numberArbitrary(schema: JsonObject, integer: boolean): fc.Arbitrary<number> {
  const lowest = numberOr(schema.minimum, undefined);
  const highest = numberOr(schema.maximum, undefined);
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  if (integer) {
    const min = Math.ceil(
      exclusiveMin !== undefined ? Math.floor(exclusiveMin) + 1 : (lowest ?? Number.MIN_SAFE_INTEGER),
    );
    const max = Math.floor(
      exclusiveMax !== undefined ? Math.ceil(exclusiveMax) - 1 : (highest ?? Number.MAX_SAFE_INTEGER),
    );
    if (min > max) return fc.constant(min);
    const edges = [min, max, 0, -1, 1].filter((value) => value >= min && value <= max);
    const integers = fc.integer({ min, max });
    return fc.oneof(integers, new ShrinksAs(edges, integers));
  }
  const min = exclusiveMin ?? lowest;
  const max = exclusiveMax ?? highest;
  const doubles = fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(min === undefined ? {} : { min, minExcluded: exclusiveMin !== undefined }),
    ...(max === undefined ? {} : { max, maxExcluded: exclusiveMax !== undefined }),
  });
  const edges = [lowest, highest, 0, -0.5, 1e308, -1e308, 5e-324].filter(
    (value): value is number =>
      value !== undefined &&
      (min === undefined || value > min || (value === min && exclusiveMin === undefined)) &&
      (max === undefined || value < max || (value === max && exclusiveMax === undefined)),
  );
  return edges.length > 0 ? fc.oneof(doubles, new ShrinksAs(edges, doubles)) : doubles;
}

/**
 * One of `values` (edge numbers, hostile strings), shrunk as `inner` shrinks a value of its kind:
 * a number toward zero by halving, so a failure found at an edge (2^53 - 1 for "n > 1000") shrinks
 * to the boundary (1001); a string by dropping and simplifying characters (see StringShrinks).
 * fc.constantFrom would shrink a value only to the values before it, and stop at the first that
 * passes. `accepts` keeps the shrunk values inside the schema (a string's length bounds, its pattern).
 */
class ShrinksAs<T> extends fc.Arbitrary<T> {
  constructor(
    private readonly values: readonly T[],
    private readonly inner: fc.Arbitrary<T>,
    private readonly accepts: (value: T) => boolean = () => true,
  ) {
    super();
  }
  generate(random: fc.Random): fc.Value<T> {
    return new fc.Value(this.values[random.nextInt(0, this.values.length - 1)]!, undefined);
  }
  canShrinkWithoutContext(value: unknown): value is T {
    return this.inner.canShrinkWithoutContext(value);
  }
  shrink(value: T): fc.Stream<fc.Value<T>> {
    return this.inner.canShrinkWithoutContext(value)
      ? this.inner.shrink(value, undefined).filter((shrunk) => this.accepts(shrunk.value))
      : fc.Stream.nil();
  }
}

// Characters a reader cannot see in a finding's input: whitespace, controls, format characters.
const INVISIBLE = /[\s\p{Cc}\p{Cf}]/gu;
const invisibleIn = (text: string) => new Set(text.match(INVISIBLE) ?? []);

/**
 * One of `values` (hostile strings, length bounds), shrunk toward a plain string: the empty string,
 * then `plain` ("x", or as many as the minimum length asks), which is as far as it goes; else by
 * dropping and simplifying characters (fast-check's string shrinking), never bringing in an
 * invisible character the string did not hold (fast-check simplifies a character toward " " or
 * NUL). So a fault that any id shows, found with "../../../../../../etc/passwd" or "\u0000",
 * shrinks to "x", not to NUL or a space; one that needs a "/" to "/"; one that needs NUL keeps it.
 */
class StringShrinks extends fc.Arbitrary<string> {
  // Printable text shrinks among printable characters; anything else (NUL, a lone surrogate) as code points.
  private readonly inners: fc.Arbitrary<string>[];
  /** `source`: the strings to pick from, or an arbitrary that makes them (its own shrinking is not used). */
  constructor(
    private readonly source: readonly string[] | fc.Arbitrary<string>,
    private readonly accepts: (value: string) => boolean,
    private readonly plain: string,
    maxLength: number,
  ) {
    super();
    this.inners = [fc.string({ unit: 'grapheme', maxLength }), fc.string({ unit: 'binary', maxLength })];
  }
  generate(random: fc.Random, biasFactor: number | undefined): fc.Value<string> {
    const value = Array.isArray(this.source)
      ? this.source[random.nextInt(0, this.source.length - 1)]!
      : (this.source as fc.Arbitrary<string>).generate(random, biasFactor).value;
    return new fc.Value(value, undefined);
  }
  canShrinkWithoutContext(value: unknown): value is string {
    return typeof value === 'string';
  }
  shrink(value: string): fc.Stream<fc.Value<string>> {
    if (value === '') return fc.Stream.nil();
    const first = ['', this.plain].filter((one) => one !== value && this.accepts(one));
    const head = fc.Stream.of(...first.map((one) => new fc.Value(one, undefined)));
    if (value === this.plain) return head;
    const inner = this.inners.find((one) => one.canShrinkWithoutContext(value));
    if (!inner) return head;
    const held = invisibleIn(value);
    const rest = inner
      .shrink(value, undefined)
      .filter((one) => this.accepts(one.value) && [...invisibleIn(one.value)].every((char) => held.has(char)));
    return head.join(rest);
  }
}

/** Any JSON value, small. */
function anyJson(): fc.Arbitrary<unknown> {
  return fc.jsonValue({ maxDepth: 2 });
}

/** Values of a JSON type other than `types`. */
function wrongTypeArbitrary(types: string[]): fc.Arbitrary<unknown> {
  const all: [string, fc.Arbitrary<unknown>][] = [
    ['string', fc.constantFrom('', 'not a number', '0')],
    ['number', fc.constantFrom(0, -1, 1.5, 1e21)],
    ['boolean', fc.boolean()],
    ['array', fc.constantFrom([], ['x'], [1, 2])],
    ['object', fc.constantFrom({}, { nested: 'x' })],
  ];
  const other = all.filter(([type]) => !types.includes(type) && !(type === 'number' && types.includes('integer')));
  return fc.oneof(...(other.length > 0 ? other : all).map(([, arbitrary]) => arbitrary));
}

/**
 * Inputs for a tool: mostly valid (three in four), the rest invalid in one of the ways the schema
 * forbids. An input schema that is not an object schema still gets objects: `arguments` is one.
 */
export function inputArbitrary(inputSchema: unknown, options: FuzzArbitraryOptions = {}): fc.Arbitrary<FuzzInput> {
  const root = isObject(inputSchema) ? inputSchema : {};
  const ctx: Context = { root, depth: 0, illFormedUnicode: options.illFormedUnicode === true };
  const objectSchema = isObject(root.properties) || root.type === 'object' ? root : { type: 'object' };
  const valid = (valueArbitrary(objectSchema, ctx) as fc.Arbitrary<unknown>).map((value) =>
    isObject(value) ? value : {},
  );
  const properties = isObject(root.properties) ? root.properties : {};
  const names = Object.keys(properties);
  const required = requiredOf(root);
  const invalid: fc.Arbitrary<FuzzInput>[] = [
    valid.chain((args) =>
      fc
        .string({ minLength: 1, maxLength: 12 })
        .filter((key) => !Object.hasOwn(properties, key))
        .map((key) => ({
          args: { ...args, [key]: 'unexpected' },
          variant: 'extra-key' as const,
        })),
    ),
  ];
  if (required.length > 0) {
    invalid.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([args, key]) => {
        const rest = { ...args };
        delete rest[key];
        return { args: rest, variant: 'missing-required' as const };
      }),
    );
  }
  if (names.length > 0) {
    invalid.push(
      fc.tuple(valid, fc.constantFrom(...names)).chain(([args, key]) => {
        const schema = properties[key];
        const types = isObject(schema)
          ? Array.isArray(schema.type)
            ? schema.type.map(String)
            : typeof schema.type === 'string'
              ? [schema.type]
              : []
          : [];
        return wrongTypeArbitrary(types).map((value) => ({
          args: { ...args, [key]: value },
          variant: 'wrong-type' as const,
        }));
      }),
      fc
        .tuple(valid, fc.constantFrom(...names))
        .map(([args, key]) => ({ args: { ...args, [key]: null }, variant: 'null' as const })),
    );
  }
  if (options.validOnly) return valid.map((args) => ({ args, variant: 'valid' as const }));
  return fc.oneof(
    { arbitrary: valid.map((args) => ({ args, variant: 'valid' as const })), weight: 3 },
    { arbitrary: fc.oneof(...invalid), weight: 1 },
  );
}

function requiredOf(schema: JsonObject): string[] {
  return Array.isArray(schema.required) ? schema.required.filter((key): key is string => typeof key === 'string') : [];
}

function numberOr<T extends number | undefined>(value: unknown, fallback: T): number | T {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
