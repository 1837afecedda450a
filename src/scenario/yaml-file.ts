/**
 * One loader for the YAML files a user writes beside the scenarios (the lint and fuzz suppressions
 * files): read under the scenario file's size limit (read-text.ts), parsed with positions, checked
 * against a zod schema. Every problem is a ScenarioFileError at its file, line and column, worded as
 * a scenario file's are: the parser's errors by yaml-errors.ts, an unknown key with the closest
 * allowed one, and each schema's own words for the rest (its zod `error` texts, and `yamlMapping`'s).
 */
import { LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { z } from 'zod';
import type { ScenarioFileError, SourcePosition } from '../model/index.js';
import { SCENARIO_NESTING_LIMIT } from '../model/limits.js';
import { closest } from '../util/closest.js';
import { deepestPoint } from './nesting.js';
import { readUserText, type TextWords } from './read-text.js';
import { keyPosition, mappingPosition } from './schema-errors.js';
import { documentValue, syntaxErrors, tooDeep, type PositionAt } from './yaml-errors.js';

export type YamlPath = (string | number)[];

/** A problem of a YAML file, with the path of the value it is about (empty: the file, or its root). */
export interface YamlFileError extends ScenarioFileError {
  path: YamlPath;
}

/** What a file gave: its value when the schema accepted it, else every problem; positions either way. */
export interface YamlFile<T> {
  value?: T;
  errors: YamlFileError[];
  /** Where the value at `path` starts (the root's position when there is none). */
  positionOf(path: YamlPath): SourcePosition;
}

/**
 * A mapping of a user's file with its keys and nothing else: `holds` says what it may have (it ends
 * an unknown key's message: `unknown key "x": did you mean "y"?; <holds>`), and `expected` is the
 * message for a value that is not a mapping.
 */
export function yamlMapping<S extends z.core.$ZodLooseShape>(shape: S, words: { holds: string; expected: string }) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? words.holds : words.expected),
  });
}

/** A string with something in it, trimmed; `message` for anything else (missing, another type, blank). */
export function nonEmptyText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/**
 * Reads and checks a file. `missing: 'empty'` takes a file that does not exist as empty (the
 * schema then sees null); otherwise it is an error. `words` name the file in a too-large message.
 */
export function loadYamlFile<T>(
  file: string,
  shown: string,
  schema: z.ZodType<T>,
  { words, missing }: { words: TextWords; missing?: 'empty' },
): YamlFile<T> & { unreadable?: string } {
  const read = readUserText(file, shown, words);
  if ('error' in read) {
    if (read.missing && missing === 'empty') return parseYamlFile('', shown, schema);
    const at = read.error.position;
    return { errors: [{ ...read.error, path: [] }], positionOf: () => at, unreadable: read.unreadable };
  }
  return parseYamlFile(read.text, shown, schema);
}

/** Parses and checks a file's text: never throws; the first problems come first (an unknown key before a missing one). */
export function parseYamlFile<T>(text: string, shown: string, schema: z.ZodType<T>): YamlFile<T> {
  const start: SourcePosition = { file: shown, line: 1, column: 1 };
  const fail = (error: ScenarioFileError): YamlFile<T> => ({
    errors: [{ ...error, path: [] }],
    positionOf: () => start,
  });
  // As for a scenario file: the parser recurses once per level of nesting, so measure the depth first.
  const deepest = deepestPoint(text, SCENARIO_NESTING_LIMIT);
  if (deepest.depth > SCENARIO_NESTING_LIMIT) return fail(tooDeep(deepest, shown));
  const lines = new LineCounter();
  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  } catch (error) {
    if (error instanceof RangeError) return fail(tooDeep(deepestPoint(text), shown));
    throw error;
  }
  const at: PositionAt = (offset) => {
    const { line, col } = lines.linePos(offset);
    return { file: shown, line, column: col };
  };
  const rootPosition = at(doc.contents?.range[0] ?? 0);
  const positionOf = (path: YamlPath): SourcePosition => {
    const node = (path.length === 0 ? doc.contents : doc.getIn(path, true)) as Node | null | undefined;
    return node?.range ? at(node.range[0]) : rootPosition;
  };
  if (doc.errors.length > 0)
    return { errors: syntaxErrors(doc, text, at).map((error) => ({ ...error, path: [] })), positionOf };
  const value = documentValue(doc, at);
  if ('error' in value) return { errors: [{ ...value.error, path: [] }], positionOf };
  const parsed = schema.safeParse(value.value);
  if (parsed.success) return { value: parsed.data, errors: [], positionOf };
  // A misspelt key is often why a required one is missing: it is said first.
  const issues = [...parsed.error.issues].sort(
    (a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'),
  );
  const errors = issues.flatMap((issue): YamlFileError[] => {
    const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      const allowed = keysAt(schema, path);
      return issue.keys.map((key) => {
        const suggestion = closest(key, allowed);
        return {
          position: keyPosition(doc, path, key, at) ?? positionOf(path),
          message: `unknown key "${key}"${suggestion ? `: did you mean "${suggestion}"?` : ''}; ${issue.message}`,
          path,
        };
      });
    }
    const node = (path.length === 0 ? doc.contents : doc.getIn(path, true)) as Node | null | undefined;
    const position = node?.range ? at(node.range[0]) : mappingPosition(doc, path.slice(0, -1), at);
    return [{ position, message: issue.message, path }];
  });
  return { errors, positionOf };
}

/** The keys of the mapping the schema has at `path` (for an unknown key's did-you-mean); none when it is not a mapping. */
function keysAt(schema: z.ZodType, path: YamlPath): string[] {
  let node: z.core.$ZodType | undefined = schema;
  for (const key of [...path, undefined]) {
    node = unwrapped(node);
    if (key === undefined || node === undefined) break;
    const def = node._zod.def;
    if (def.type === 'object') node = (def as z.core.$ZodObjectDef).shape[String(key)];
    else if (def.type === 'array') node = (def as z.core.$ZodArrayDef).element;
    else node = undefined;
  }
  return node?._zod.def.type === 'object' ? Object.keys((node._zod.def as z.core.$ZodObjectDef).shape) : [];
}

/** The schema under optional, nullable, default and pipe wrappers: the one that sees the value. */
function unwrapped(node: z.core.$ZodType | undefined): z.core.$ZodType | undefined {
  while (node) {
    const def = node._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    if (def.innerType) node = def.innerType;
    else if (def.type === 'pipe' && def.in) node = def.in;
    else break;
  }
  return node;
}

/** An error as these files' messages say where: `file:line: message` (their tests and notes name lines). */
export function lineMessage(position: SourcePosition, message: string): string {
  return `${position.file}:${position.line}: ${message}`;
}
