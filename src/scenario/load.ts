import {
  LineCounter,
  Parser,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseAllDocuments,
  visit,
  type Document,
  type Node,
  type YAMLError,
} from 'yaml';
import type { z } from 'zod';
import { closest } from '../util/closest.js';
import type { Scenario, ScenarioFileError, SourcePosition } from '../model/index.js';
import { SCENARIO_NESTING_LIMIT } from '../model/limits.js';
import { buildScenario, lenientErrors, nestedKeys, pathLabel, type DocumentPositions } from '../kinds/index.js';
import { deepestPoint, type DeepestPoint } from './nesting.js';
import { fractionRange } from './number-bounds.js';
import { PROMPT_FROM_KEYS } from '../kinds/agent/prompt-from.js';
import { MAX_STEP_TIMEOUT_MS, SCENARIO_KEYS, STEP_KEYS, scenarioSchema } from './schema.js';

export interface LoadedFile {
  scenarios: Scenario[];
  errors: ScenarioFileError[];
}

/** Aliases expanded per document before giving up: a guard against "billion laughs" files. */
export const MAX_YAML_ALIAS_COUNT = 100;

type Path = (string | number)[];
type PositionAt = (offset: number) => SourcePosition;

/**
 * Parses one scenario file (one scenario, or several as `---`-separated documents) and validates
 * each document against the schema. Never throws: every problem becomes an error at the file, line
 * and column of the node it is about, and every document is checked, so one run shows them all.
 *
 * @param text the file's contents
 * @param absolutePath where it was read from
 * @param displayPath the workspace-relative path that errors and annotations name
 */
export function loadScenarioFile(text: string, absolutePath: string, displayPath: string): LoadedFile {
  // The parser recurses once per level of nesting: past a few thousand it throws a RangeError, and
  // from about a thousand it reports a stack overflow as a syntax error. Measure the depth first.
  const deepest = deepestPoint(text, SCENARIO_NESTING_LIMIT);
  if (deepest.depth > SCENARIO_NESTING_LIMIT) return { scenarios: [], errors: [tooDeep(deepest, displayPath)] };
  try {
    return loadParsedFile(text, absolutePath, displayPath);
  } catch (error) {
    // Nesting that the indentation does not show (flow collections inside each other): the same mistake.
    if (error instanceof RangeError) return { scenarios: [], errors: [tooDeep(deepestPoint(text), displayPath)] };
    throw error;
  }
}

function tooDeep(point: DeepestPoint, displayPath: string): ScenarioFileError {
  return {
    position: { file: displayPath, line: point.line, column: point.column },
    message:
      `nesting too deep: mappings and lists are nested more than ${SCENARIO_NESTING_LIMIT} levels deep here; ` +
      'a scenario needs a handful, so flatten this part (or pass a deep value as a JSON string)',
  };
}

function loadParsedFile(text: string, absolutePath: string, displayPath: string): LoadedFile {
  const lineCounter = new LineCounter();
  const documents = parseAllDocuments(text, { lineCounter, prettyErrors: false });
  const at: PositionAt = (offset) => {
    const { line, col } = lineCounter.linePos(offset);
    return { file: displayPath, line, column: col };
  };
  const errors: ScenarioFileError[] = [];
  const scenarios: Scenario[] = [];

  // An empty document (a trailing `---`, say) holds nothing to check; it is not an error by itself.
  const nonEmpty = [...documents].filter((doc) => doc.errors.length > 0 || !isEmptyDocument(doc));
  if (nonEmpty.length === 0) {
    errors.push({
      position: at(0),
      message:
        `${displayPath} holds no scenario (it is empty or only comments): write a mapping with \`name\`, ` +
        '`tool_sequence` and at least one check, or leave the file out with a `!` glob',
    });
    return { scenarios, errors };
  }

  for (const doc of nonEmpty) {
    if (doc.errors.length > 0) {
      errors.push(...syntaxErrors(doc, text, at));
      continue;
    }
    const result = validateDocument(doc, text, at, absolutePath);
    errors.push(...result.errors.sort(byPosition));
    if (result.scenario) scenarios.push(result.scenario);
  }
  return { scenarios, errors };
}

function isEmptyDocument(doc: Document.Parsed): boolean {
  const root = doc.contents;
  return root === null || (isScalar(root) && root.value === null && root.source === '');
}

export function byPosition(a: { position: SourcePosition }, b: { position: SourcePosition }): number {
  return a.position.line - b.position.line || a.position.column - b.position.column;
}

/**
 * Every duplicate key (each is its own mistake), and of the other syntax errors only the first:
 * after one, the parser's later complaints are mostly echoes of it.
 */
function syntaxErrors(doc: Document.Parsed, text: string, at: PositionAt): ScenarioFileError[] {
  const duplicates = doc.errors.filter((error) => error.code === 'DUPLICATE_KEY');
  // A stack overflow explains whatever else the parser then said.
  const firstOther =
    doc.errors.find((error) => error.code === 'RESOURCE_EXHAUSTION') ??
    doc.errors.find((error) => error.code !== 'DUPLICATE_KEY');
  return [...duplicates, ...(firstOther ? [firstOther] : [])]
    .map((error) => syntaxError(error, doc, text, at))
    .sort(byPosition);
}

function syntaxError(error: YAMLError, doc: Document.Parsed, text: string, at: PositionAt): ScenarioFileError {
  const offset = error.pos[0];
  switch (error.code) {
    case 'RESOURCE_EXHAUSTION':
      if (/call stack/i.test(error.message)) {
        const deepest = deepestPoint(text);
        return tooDeep(deepest, at(0).file);
      }
      break;
    case 'DUPLICATE_KEY': {
      const key = keyAt(doc, offset);
      return {
        position: at(offset),
        message: `duplicate key${key === undefined ? '' : ` \`${key}\``}: a key may appear only once in a mapping; remove one of them`,
      };
    }
    case 'TAB_AS_INDENT':
      return {
        position: at(offset),
        message: 'YAML syntax error: tabs are not allowed as indentation; indent with spaces',
      };
    case 'MISSING_CHAR': {
      const quote = /closing (["'])quote/.exec(error.message)?.[1];
      if (quote) {
        const opening = openingQuote(text, offset, quote);
        return {
          position: at(opening),
          message: `YAML syntax error: the string opened here with ${quote} is never closed; add the closing ${quote}`,
        };
      }
      break;
    }
  }
  const flow = /^Flow (map|sequence)\b.* end with a ([}\]])$/.exec(error.message);
  if (flow) {
    const opener = flow[2] === '}' ? '{' : '[';
    const opening = unclosedFlowStart(text, offset, opener);
    if (opening !== undefined) {
      const open = at(opening);
      const gaveUp = at(offset);
      return {
        position: open,
        message:
          `YAML syntax error: the ${flow[1] === 'map' ? 'mapping' : 'list'} opened with \`${opener}\` at ` +
          `${open.line}:${open.column} is never closed (the parser gave up at ${gaveUp.line}:${gaveUp.column}); ` +
          `add the closing \`${flow[2]}\``,
      };
    }
  }
  // The parser often points at the indentation before the token it stumbled on: point at the token.
  let token = offset;
  while (text[token] === ' ') token++;
  return { position: at(token), message: `YAML syntax error: ${firstLine(error.message)}` };
}

function keyAt(doc: Document.Parsed, offset: number): string | undefined {
  let key: string | undefined;
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.range?.[0] === offset) {
        key = String(pair.key.value);
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return key;
}

/**
 * Where the unclosed `{` or `[` that the parser complains about at `offset` began: the last flow
 * collection opened with `opener` before that point whose end tokens lack its closer. The parser's
 * error names only where it gave up, often lines later, but the fix goes where the bracket opened.
 */
function unclosedFlowStart(text: string, offset: number, opener: '{' | '['): number | undefined {
  const closer = opener === '{' ? '}' : ']';
  let found: number | undefined;
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const token = node as { type?: string; start?: { offset: number; source: string }; end?: { source: string }[] };
    if (token.type === 'flow-collection' && token.start && token.start.source === opener) {
      const closed = (token.end ?? []).some((end) => end.source === closer);
      if (!closed && token.start.offset < offset && (found === undefined || token.start.offset > found))
        found = token.start.offset;
    }
    for (const value of Object.values(node)) walk(value);
  };
  for (const token of new Parser().parse(text)) walk(token);
  return found;
}

/** Where an unclosed quoted string began: the last unescaped quote before the parser gave up. */
function openingQuote(text: string, offset: number, quote: string): number {
  for (let index = Math.min(offset, text.length) - 1; index >= 0; index--) {
    if (text[index] === quote && (quote === "'" || text[index - 1] !== '\\')) return index;
  }
  return offset;
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.trim();
}

function validateDocument(
  doc: Document.Parsed,
  text: string,
  at: PositionAt,
  absolutePath: string,
): { scenario?: Scenario; errors: ScenarioFileError[] } {
  const root = doc.contents;
  const rootPosition = at(root?.range[0] ?? 0);
  if (!isMap(root)) {
    const listOfScenarios = isSeq(root) && root.items.length > 0 && root.items.every((item) => isMap(item));
    return {
      errors: [
        {
          position: rootPosition,
          message:
            `expected a scenario mapping with \`name\` and \`tool_sequence\`, got ${describeNode(root)}` +
            (listOfScenarios ? '; to put several scenarios in one file, separate them with `---` lines' : ''),
        },
      ],
    };
  }

  const keys = root.items.map((pair) => (isPair(pair) && isScalar(pair.key) ? String(pair.key.value) : ''));
  // Some other YAML file (a workflow, a config) that a glob caught: one error says so, rather than
  // one per key. A misspelt scenario key still gets its own did-you-mean error below.
  if (keys.length > 0 && !keys.some((key) => SCENARIO_KEYS.includes(key) || closest(key, SCENARIO_KEYS))) {
    return {
      errors: [
        {
          position: rootPosition,
          message:
            `this is not a scenario: none of its keys (${keys.slice(0, 5).join(', ')}) is a scenario key; ` +
            'a scenario needs `name`, `tool_sequence` and a check (if this file is not a scenario, leave it out with a `!` glob)',
        },
      ],
    };
  }

  let input: unknown;
  try {
    input = doc.toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT });
  } catch (error) {
    const message = (error as Error).message;
    const alias = /^Unresolved alias.*: (.+)$/.exec(message)?.[1];
    if (alias !== undefined) {
      return {
        errors: [
          {
            position: aliasPosition(doc, alias, at) ?? rootPosition,
            message: `YAML alias \`*${alias}\` refers to no anchor: define \`&${alias}\` on a value above it, or write the value itself`,
          },
        ],
      };
    }
    return { errors: [{ position: rootPosition, message: `cannot read this YAML document: ${message}` }] };
  }
  const positionOf = (path: Path): SourcePosition => {
    const node = doc.getIn(path, true) as Node | undefined;
    return node?.range ? at(node.range[0]) : rootPosition;
  };
  const keyPositionOf = (mapPath: Path, key: string) =>
    keyPosition(doc, mapPath, key, at) ?? positionOf([...mapPath, key]);
  const positions: DocumentPositions = { absolutePath, root: rootPosition, of: positionOf, keyOf: keyPositionOf };

  const parsed = scenarioSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    const issues = withoutMissingKeysSuggested(parsed.error.issues);
    // What the kinds still find on the parts that have the right shape (saves and references), so
    // that a misspelt key does not hide them until the next run.
    return {
      errors: [
        ...issues.flatMap((issue) => issueToErrors(issue, doc, text, at)),
        ...lenientErrors(input, positions),
      ].sort(byPosition),
    };
  }
  return buildScenario(parsed.data, positions);
}

/**
 * `Name: x` is one mistake, not two: when an unknown key's suggestion is a missing required key of
 * the same mapping, the did-you-mean error says it all and "missing required key" is dropped.
 */
function withoutMissingKeysSuggested(issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const suggested = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const allowed = keysAt(issue.path);
    for (const key of issue.keys) {
      const suggestion = closest(key, allowed);
      if (suggestion) suggested.add(JSON.stringify([...issue.path.map(String), suggestion]));
    }
  }
  return issues.filter(
    (issue) =>
      !(
        issue.code === 'invalid_type' &&
        issue.input === undefined &&
        suggested.has(JSON.stringify(issue.path.map(String)))
      ),
  );
}

function aliasPosition(doc: Document.Parsed, name: string, at: PositionAt): SourcePosition | undefined {
  let position: SourcePosition | undefined;
  visit(doc, {
    Alias(_, alias) {
      if (alias.source === name && alias.range) {
        position = at(alias.range[0]);
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return position;
}

function describeNode(node: unknown): string {
  if (node === null || node === undefined) return 'nothing';
  if (isScalar(node)) return describeValue(node.value, node.source);
  if (isMap(node)) return 'a mapping';
  return 'a list';
}

/** A value as the file wrote it: `the string "yes"`, `42`, `a list`. */
function describeValue(value: unknown, source?: string): string {
  if (value === null || value === undefined) return 'an empty value (null)';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return value === '' ? 'an empty string' : `the string ${JSON.stringify(value)}`;
  return source || String(value);
}

const EXPECTED_TYPE: Record<string, string> = {
  string: 'a string',
  boolean: 'true or false',
  number: 'a number',
  int: 'a whole number',
  array: 'a list',
  object: 'a mapping',
};

/** What a key must be, in words: by key where that says more than the type. */
function expectedWords(path: Path, expected: string): string {
  const key = path.at(-1);
  if (key === 'args') return 'a mapping of argument names to values';
  if (key === 'timeout_ms') return 'a whole number of milliseconds';
  return EXPECTED_TYPE[expected] ?? expected;
}

/** The words that follow a wrong type, when the fix is more than "write the right type". */
function typeHint(label: string, expected: string, value: unknown, source: string | undefined): string {
  if (expected === 'boolean' && (value === 'true' || value === 'false')) return `; write ${value} without quotes`;
  if ((expected === 'int' || expected === 'number') && typeof value === 'string' && /^\d+$/.test(value))
    return `; write ${value} without quotes`;
  if (label === 'skip' && typeof value === 'boolean')
    return '; `skip` takes the reason as text, for example `skip: "waits for the fix in #12"`';
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean'))
    return `; put it in quotes ("${source ?? String(value)}") to mean that text`;
  if (value === null)
    return label.endsWith(']') ? '; write the entry, or remove it' : '; give it a value, or remove the key';
  return '';
}

function issueToErrors(
  issue: z.core.$ZodIssue,
  doc: Document.Parsed,
  text: string,
  at: PositionAt,
): ScenarioFileError[] {
  const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
  const node = doc.getIn(path, true) as Node | undefined;
  const label = pathLabel(path);
  const value: unknown = issue.input;
  const source = isScalar(node) && typeof node.source === 'string' ? node.source : undefined;
  const position = node?.range ? valuePosition(doc, text, path, node, at) : mappingPosition(doc, path.slice(0, -1), at);

  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = keysAt(path);
      const where = path.length === 0 ? 'the scenario' : `\`${label}\``;
      return issue.keys.map((key) => {
        const suggestion = closest(key, allowed);
        return {
          position: keyPosition(doc, path, key, at) ?? position,
          message:
            `unknown key \`${key}\` in ${where}` +
            (suggestion ? `: did you mean \`${suggestion}\`?` : `; the keys are: ${allowed.join(', ')}`),
        };
      });
    }
    case 'invalid_type': {
      if (value === undefined) {
        const parent = path.slice(0, -1);
        return [
          {
            position,
            message: `missing required key \`${String(path.at(-1))}\` in ${parent.length ? `\`${pathLabel(parent)}\`` : 'the scenario'}`,
          },
        ];
      }
      const expected = expectedWords(path, issue.expected);
      return [
        {
          position,
          message:
            `\`${label}\` must be ${expected}, got ${describeValue(value, source)}` +
            typeHint(label, issue.expected, value, source),
        },
      ];
    }
    case 'too_small': {
      if (issue.origin === 'string') {
        return [{ position, message: `\`${label}\` must not be an empty string; write the text, or remove the entry` }];
      }
      if (issue.origin === 'array') {
        const what = path.at(-1) === 'tool_sequence' ? 'tool call' : 'answer (or be left out)';
        return [{ position, message: `\`${label}\` must list at least one ${what}, got an empty list` }];
      }
      // A fraction (`pass_rate`, `confidence`) is said with both of its bounds, open or closed.
      const fraction = fractionRange(path);
      if (fraction)
        return [{ position, message: `\`${label}\` must be ${fraction}, got ${describeValue(value, source)}` }];
      // A duration (`timeout_ms`) is said in milliseconds; a count (`trials`, `max_turns`) as a count.
      return [
        {
          position,
          message: `\`${label}\` must be a positive whole number${isDuration(path) ? ' of milliseconds' : ''}, got ${describeValue(value, source)}`,
        },
      ];
    }
    case 'too_big': {
      const fraction = fractionRange(path);
      return [
        {
          position,
          message: fraction
            ? `\`${label}\` must be ${fraction}, got ${describeValue(value, source)}`
            : isDuration(path)
              ? `\`${label}\` must be at most ${MAX_STEP_TIMEOUT_MS} (about 24.8 days), got ${describeValue(value, source)}`
              : `\`${label}\` must be at most ${String(issue.maximum)}, got ${describeValue(value, source)}`,
        },
      ];
    }
    case 'invalid_key': {
      // The only record with a key rule is a step's `save`: its keys are the names args refer to.
      const key = String(path.at(-1));
      return [
        {
          position: keyPosition(doc, path.slice(0, -1), key, at) ?? position,
          message:
            `\`${pathLabel(path.slice(0, -1))}\` name ${JSON.stringify(key)} is not a name later args can use as \${name}: ` +
            'use letters, digits and _, not starting with a digit',
        },
      ];
    }
    case 'invalid_format': {
      if (value === '') return [{ position, message: `\`${label}\` must not be an empty string` }];
      const bad = typeof value === 'string' ? [...value].find((char) => !/[A-Za-z0-9_.-]/.test(char)) : undefined;
      return [
        {
          position,
          message:
            `\`${label}\` may contain only letters, digits, \`_\`, \`.\` and \`-\`; ${describeValue(value, source)}` +
            (bad === undefined ? ' does not fit' : ` contains ${JSON.stringify(bad)}`),
        },
      ];
    }
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      const suggestion = typeof value === 'string' ? closest(value, allowed) : undefined;
      return [
        {
          position,
          message:
            `\`${label}\` must be one of ${allowed.join(', ')}, got ${describeValue(value, source)}` +
            (suggestion ? `: did you mean ${suggestion}?` : ''),
        },
      ];
    }
    case 'invalid_union': {
      if (path.at(-1) === 'expect_error') {
        return [
          {
            position,
            message:
              `\`${label}\` must be true, false or invalid_arguments, got ${describeValue(value, source)}` +
              (typeof value === 'string' && closest(value, ['invalid_arguments'])
                ? ': did you mean invalid_arguments?'
                : typeHint(label, 'boolean', value, source)),
          },
        ];
      }
      // A key that takes one thing or a list of them (`elicitation`, `sampling`, a root): the problems of
      // the branch whose shape the file used, so that a misspelt key inside reads as it does elsewhere.
      const branch = issue.errors.find(
        (issues) => !issues.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
      );
      if (branch) {
        const inner = branch.map((one) => ({ ...one, path: [...issue.path, ...one.path] }) as z.core.$ZodIssue);
        return withoutMissingKeysSuggested(inner).flatMap((one) => issueToErrors(one, doc, text, at));
      }
      const one =
        path[0] === 'prompt_from' && path[1] === 'args'
          ? 'a string (prompt arguments are text; a number or true/false is sent as its text)'
          : (nestedKeys(String(typeof path.at(-1) === 'number' ? path.at(-2) : path.at(-1)))?.shapes ?? 'a mapping');
      return [{ position, message: `\`${label}\` must be ${one}, got ${describeValue(value, source)}` }];
    }
    default:
      return [{ position, message: `\`${label}\`: ${issue.message}` }];
  }
}

/**
 * The keys the mapping at `path` may have, for did-you-mean suggestions: those its kind registers
 * for the key it is under. A mapping no kind registers (an expected call) is offered a step's keys.
 */
function keysAt(path: readonly PropertyKey[]): readonly string[] {
  if (path.length === 0) return SCENARIO_KEYS;
  const named = path.findLast((key) => typeof key === 'string');
  if (named === 'prompt_from') return PROMPT_FROM_KEYS;
  return nestedKeys(String(named))?.keys ?? STEP_KEYS;
}

/**
 * The value's own position. A value written as nothing at all has an empty node after the colon
 * or dash: for `description:` the key's position reads better, and for a bare `-` the dash's.
 */
function valuePosition(doc: Document.Parsed, text: string, path: Path, node: Node, at: PositionAt): SourcePosition {
  const start = node.range![0];
  if (isScalar(node) && node.value === null && node.source === '') {
    const key = path.at(-1);
    if (typeof key === 'string') {
      const keyed = keyPosition(doc, path.slice(0, -1), key, at);
      if (keyed) return keyed;
    } else {
      const dash = text.lastIndexOf('-', start);
      if (dash >= 0 && text.slice(dash + 1, start).trim() === '') return at(dash);
    }
  }
  return at(start);
}

function keyPosition(doc: Document.Parsed, mapPath: Path, key: string, at: PositionAt): SourcePosition | undefined {
  const map = mapPath.length === 0 ? doc.contents : doc.getIn(mapPath, true);
  if (!isMap(map)) return undefined;
  for (const pair of map.items) {
    if (isPair(pair) && isScalar(pair.key) && String(pair.key.value) === key && pair.key.range)
      return at(pair.key.range[0]);
  }
  return undefined;
}

/** For a missing key: where the mapping that should have held it starts. */
function mappingPosition(doc: Document.Parsed, mapPath: Path, at: PositionAt): SourcePosition {
  for (let length = mapPath.length; length > 0; length--) {
    const node = doc.getIn(mapPath.slice(0, length), true) as Node | undefined;
    if (node?.range) return at(node.range[0]);
  }
  return at(doc.contents?.range[0] ?? 0);
}

/** Whether the key at `path` is a duration in milliseconds (`timeout_ms`), not a count. */
function isDuration(path: readonly PropertyKey[]): boolean {
  return String(path.at(-1) ?? '').endsWith('_ms');
}
