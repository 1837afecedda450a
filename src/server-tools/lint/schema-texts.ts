/**
 * Every string of a tool's schema that a model is shown, with where it is. A model API sends the
 * input schema (and a host may send the output schema) to the model as JSON, whole: not only the
 * descriptions and titles of the parameters, but the `$defs` that Pydantic and FastMCP put nested
 * models in (referenced or not), `enum`, `const`, `examples` and `default` values (and strings
 * nested in them), the schema's own top-level description and title, the names of properties,
 * and keywords no validator knows (`x-note`, `$comment`). Text aimed at the model can hide in any
 * of them, so the poisoning rules read all of them: every string value and every object key.
 *
 * A schema comes from a server, and lint must not crash or hang on a hostile one. It cannot be
 * cyclic (it was parsed from JSON), but it can be nested without end (Python's json module, or any
 * server writing its own JSON, sends 100,000 levels in a few megabytes, and JSON.parse reads them)
 * or hold millions of strings: the walk is iterative, and stops at MAX_SCHEMA_DEPTH levels and
 * MAX_SCHEMA_STRINGS strings, saying where it stopped, so the rule `schema-unchecked` can report
 * what was not read.
 */
import { isObject } from '../../util/json.js';

/**
 * Levels of JSON nesting (objects and arrays) read below a schema's root. A deep real schema (a
 * FastMCP model of models, each level `properties.x.anyOf[0].items`) is about 20; one past this is
 * either an attack or unusable by a model, and the walk reads no further.
 */
export const MAX_SCHEMA_DEPTH = 64;
/**
 * Strings (values and object keys) read in one tool's schemas. Real schemas hold hundreds; a long
 * enum (every time zone, every country) a few thousand. Past this the walk stops, so a list built
 * to make lint slow costs it a bounded time.
 */
export const MAX_SCHEMA_STRINGS = 50_000;
/** Characters of a key or of a location shown in a message: a name can be as long as a server likes. */
const SHOWN_KEY_CHARS = 40;
const SHOWN_LOCATION_CHARS = 160;

/** One piece of text the model reads: where it is (for the message), and the parameter it belongs to. */
export interface ModelFacingText {
  where: string;
  text: string;
  parameter?: string;
}

/** What the walk of one schema found: its texts, the property names it declares, and where it stopped early. */
export interface SchemaTexts {
  texts: ModelFacingText[];
  /** Every property name declared anywhere in the schema: the tool's own words, which its texts may name. */
  propertyNames: Set<string>;
  /** Where the walk left something unread (a bound was hit), one sentence each naming the place; empty when it read all. */
  unread: string[];
}

/** Strings read of one tool's schemas, and how many may be. */
export interface StringBudget {
  read: number;
  limit: number;
}

/** Where a node sits, for telling which parameter a string belongs to (`filter.since`, `tags[]`). */
type Position =
  /** A schema at a parameter's place (the root's is ''). */
  | 'schema'
  /** The `properties` object of a schema: its keys are parameter names. */
  | 'properties'
  /** A list of schemas at the same parameter's place (`anyOf`, `oneOf`, `allOf`, `prefixItems`). */
  | 'options'
  /** Anything else: a keyword's value (a description, an enum, a default), `$defs`, an unknown keyword. */
  | 'value';

interface Frame {
  value: unknown;
  location: string;
  depth: number;
  position: Position;
  /** The parameter this node belongs to, from the top of the input schema; undefined outside any. */
  parameter: string | undefined;
}

const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;
/** Code points a reader does not see, or sees as something else: written as \u{…} in a message. */
const INVISIBLE = /(?! )[\p{C}\p{Z}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

/** A key or text as a message shows it: quoted, cut, and with every invisible code point written out. */
function readable(text: string, max = SHOWN_KEY_CHARS): string {
  const chars = [...text];
  const cut = chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
  return JSON.stringify(cut).replace(
    INVISIBLE,
    (char) => `\\u{${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`,
  );
}

const child = (location: string, key: string) =>
  IDENTIFIER.test(key) ? `${location}.${key}` : `${location}[${readable(key)}]`;
const cutLocation = (location: string) =>
  location.length > SHOWN_LOCATION_CHARS ? `${location.slice(0, SHOWN_LOCATION_CHARS)}…` : location;

const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);

/** Where a child of a node sits, and which parameter it belongs to. */
function childPosition(parent: Frame, key: string | number, value: unknown): Pick<Frame, 'position' | 'parameter'> {
  const { position, parameter } = parent;
  if (position === 'properties') {
    const name = String(key);
    return { position: 'schema', parameter: parameter ? `${parameter}.${name}` : name };
  }
  if (position === 'options') return { position: 'schema', parameter };
  if (position === 'schema' && parameter !== undefined) {
    if (key === 'properties') return { position: 'properties', parameter };
    if (SCHEMA_LISTS.has(String(key)))
      return { position: 'options', parameter: key === 'prefixItems' ? `${parameter}[]` : parameter };
    // `items` is one schema, or (before 2020-12) a list of them, one for each place of a tuple.
    if (key === 'items') return { position: Array.isArray(value) ? 'options' : 'schema', parameter: `${parameter}[]` };
    // `$defs`, `definitions`: schemas of their own, not a parameter; the rest is this parameter's.
    if (key === '$defs' || key === 'definitions') return { position: 'value', parameter: undefined };
  }
  return { position: 'value', parameter };
}

/**
 * Every string in `schema` (values and keys, depth first, in document order), located from `root`
 * (`inputSchema`, `outputSchema`). `parameters`: whether strings are tied to the parameter they
 * belong to (only the input schema has parameters). `budget` counts the strings read of this tool
 * (its schemas share it) against its limit, MAX_SCHEMA_STRINGS.
 */
export function schemaTexts(
  schema: unknown,
  root: string,
  { parameters, budget }: { parameters: boolean; budget: StringBudget },
): SchemaTexts {
  const texts: ModelFacingText[] = [];
  const propertyNames = new Set<string>();
  const unread: string[] = [];
  let tooDeep = false;
  const stack: Frame[] = [{ value: schema, location: root, depth: 0, position: 'schema', parameter: '' }];
  const add = (where: string, text: string, parameter: string | undefined) => {
    budget.read++;
    texts.push({ where, text, ...(parameters && parameter ? { parameter } : {}) });
  };
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { value, location } = frame;
    if (typeof value === 'string') {
      if (budget.read >= budget.limit) {
        unread.push(
          `the tool's schemas hold more than ${budget.limit.toLocaleString('en-US')} strings (MAX_SCHEMA_STRINGS); lint read that many and stopped at ${cutLocation(location)}`,
        );
        break;
      }
      add(location, value, frame.parameter);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (frame.depth >= MAX_SCHEMA_DEPTH) {
      // The first place too deep is named; a schema this deep has more, and the walk goes on beside it.
      if (!tooDeep)
        unread.push(
          `${root} is nested more than ${MAX_SCHEMA_DEPTH} levels deep (MAX_SCHEMA_DEPTH); lint read nothing below ${cutLocation(location)}`,
        );
      tooDeep = true;
      continue;
    }
    const children: Frame[] = [];
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        children.push({
          value: item,
          location: `${location}[${index}]`,
          depth: frame.depth + 1,
          ...childPosition(frame, index, item),
        }),
      );
    } else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        const position = childPosition(frame, key, item);
        const isName = frame.position === 'properties';
        if (isName) propertyNames.add(key);
        // The key is text the model reads as well: a property name most of all.
        children.push({
          value: key,
          location: isName
            ? `the property name ${readable(key)} at ${location}`
            : `the key ${readable(key)} at ${location}`,
          depth: frame.depth + 1,
          position: 'value',
          parameter: isName ? position.parameter : frame.parameter,
        });
        children.push({ value: item, location: child(location, key), depth: frame.depth + 1, ...position });
      }
    }
    // Pushed in reverse so the first child is read first: findings come in the schema's own order.
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return { texts, propertyNames, unread };
}

/**
 * Whether `schema` nests deeper than `limit` levels of objects and arrays, found without recursion
 * (the recursive rules of lint are run only on a schema within the limit: a deeper one would
 * exhaust the stack).
 */
export function deeperThan(schema: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[schema, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= limit) return true;
    for (const item of Array.isArray(value) ? value : Object.values(value)) stack.push([item, depth + 1]);
  }
  return false;
}
