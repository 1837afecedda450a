/**
 * The schema's findings (zod issues) as a scenario author reads them: each at the line and column of
 * the value or key it is about, in words (`must be a whole number of milliseconds, got the string
 * "5s"; write 5s without quotes`), with a did-you-mean from the keys the mapping may have, as the
 * scenario kinds register them.
 */
import { isMap, isPair, isScalar, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { nestedKeys, pathLabel } from '../kinds/index.js';
import type { ScenarioFileError, SourcePosition } from '../model/index.js';
import { closest } from '../util/closest.js';
import { fractionRange } from './number-bounds.js';
import { MAX_STEP_TIMEOUT_MS, SCENARIO_KEYS, STEP_KEYS } from './schema.js';
import type { PositionAt } from './yaml-errors.js';

type Path = (string | number)[];

/** Every finding of the schema on a document, as errors at their place in the file. */
export function schemaErrors(
  issues: z.core.$ZodIssue[],
  doc: Document.Parsed,
  text: string,
  at: PositionAt,
): ScenarioFileError[] {
  return withoutMissingKeysSuggested(issues).flatMap((issue) => issueToErrors(issue, doc, text, at));
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

export function describeNode(node: unknown): string {
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

export function keyPosition(
  doc: Document.Parsed,
  mapPath: Path,
  key: string,
  at: PositionAt,
): SourcePosition | undefined {
  const map = mapPath.length === 0 ? doc.contents : doc.getIn(mapPath, true);
  if (!isMap(map)) return undefined;
  for (const pair of map.items) {
    if (isPair(pair) && isScalar(pair.key) && String(pair.key.value) === key && pair.key.range)
      return at(pair.key.range[0]);
  }
  return undefined;
}

/** For a missing key: where the mapping that should have held it starts. */
export function mappingPosition(doc: Document.Parsed, mapPath: Path, at: PositionAt): SourcePosition {
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
