import { LineCounter, parseAllDocuments, isMap, isPair, isScalar, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { closest } from '../../util/closest.js';
import type { Located, Scenario, ScenarioFileError, SourcePosition } from '../model.js';
import { SCENARIO_KEYS, STEP_KEYS, scenarioSchema } from './schema.js';

export interface LoadedFile {
  scenarios: Scenario[];
  errors: ScenarioFileError[];
}

/**
 * Parses one scenario file (one scenario, or several as `---`-separated documents) and validates
 * each document against the schema. Never throws: every problem becomes a positioned error.
 *
 * @param text the file's contents
 * @param absolutePath where it was read from
 * @param displayPath the workspace-relative path that errors and annotations name
 */
export function loadScenarioFile(text: string, absolutePath: string, displayPath: string): LoadedFile {
  const lineCounter = new LineCounter();
  const documents = parseAllDocuments(text, { lineCounter, prettyErrors: false });
  const at = (offset: number): SourcePosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { file: displayPath, line, column: col };
  };
  const errors: ScenarioFileError[] = [];
  const scenarios: Scenario[] = [];

  const docs = Array.isArray(documents) ? documents : [documents];
  const nonEmpty = docs.filter((doc) => doc.errors.length > 0 || doc.contents !== null);
  if (nonEmpty.length === 0) {
    errors.push({
      position: { file: displayPath, line: 1, column: 1 },
      message: `${displayPath} is empty: expected a scenario mapping with at least \`name\` and \`tool_sequence\``,
    });
    return { scenarios, errors };
  }

  for (const doc of nonEmpty) {
    if (doc.errors.length > 0) {
      for (const error of doc.errors) {
        errors.push({ position: at(error.pos[0]), message: `YAML syntax error: ${firstLine(error.message)}` });
      }
      continue;
    }
    const result = validateDocument(doc, at, absolutePath);
    errors.push(...result.errors);
    if (result.scenario) scenarios.push(result.scenario);
  }
  return { scenarios, errors };
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.trim();
}

type PositionAt = (offset: number) => SourcePosition;

function validateDocument(
  doc: Document.Parsed,
  at: PositionAt,
  absolutePath: string,
): { scenario?: Scenario; errors: ScenarioFileError[] } {
  const root = doc.contents;
  const rootPosition = at(root?.range[0] ?? 0);
  if (!isMap(root)) {
    return {
      errors: [
        {
          position: rootPosition,
          message: `expected a scenario mapping with \`name\` and \`tool_sequence\`, got ${describeNode(root)}`,
        },
      ],
    };
  }

  const parsed = scenarioSchema.safeParse(doc.toJS({ maxAliasCount: 100 }));
  if (!parsed.success) {
    return { errors: parsed.error.issues.flatMap((issue) => issueToErrors(issue, doc, at)) };
  }
  const data = parsed.data;

  const positionOf = (path: (string | number)[]): SourcePosition => {
    const node = doc.getIn(path, true) as Node | undefined;
    return node?.range ? at(node.range[0]) : rootPosition;
  };
  const located = (key: string, values: string[] | undefined): Located<string>[] =>
    (values ?? []).map((value, index) => ({ value, position: positionOf([key, index]) }));

  const scenario: Scenario = {
    name: data.name,
    description: data.description,
    absolutePath,
    position: positionOf(['name']),
    steps: data.tool_sequence.map((step, index) => ({
      tool: step.tool,
      args: step.args,
      expectError: step.expect_error,
      timeoutMs: step.timeout_ms,
      position: positionOf(['tool_sequence', index]),
    })),
    expectedContains: located('expected_contains', data.expected_contains),
    expectedNotContains: located('expected_not_contains', data.expected_not_contains),
    expectedJudge: located('expected_judge', data.expected_judge),
    live: data.live,
    skip: data.skip,
  };

  const hasCheck =
    scenario.expectedContains.length + scenario.expectedNotContains.length + scenario.expectedJudge.length > 0 ||
    scenario.steps.some((step) => step.expectError);
  if (!hasCheck) {
    return {
      errors: [
        {
          position: scenario.position,
          message:
            `scenario "${scenario.name}" has no check: add \`expected_contains\`, \`expected_not_contains\`, ` +
            '`expected_judge` or a step with `expect_error: true` (a scenario that checks nothing cannot pass)',
        },
      ],
    };
  }
  return { scenario, errors: [] };
}

function describeNode(node: unknown): string {
  if (node === null || node === undefined) return 'nothing';
  if (isScalar(node)) return describeValue(node.value);
  if (isMap(node)) return 'a mapping';
  return 'a list';
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return value === '' ? 'an empty string' : `the string ${JSON.stringify(value)}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}

const EXPECTED_TYPE: Record<string, string> = {
  string: 'a string',
  boolean: 'true or false',
  number: 'a number',
  int: 'a whole number',
  array: 'a list',
  object: 'a mapping',
  record: 'a mapping',
};

function pathLabel(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (label, key) => (typeof key === 'number' ? `${label}[${key}]` : label ? `${label}.${String(key)}` : String(key)),
    '',
  );
}

function issueToErrors(issue: z.core.$ZodIssue, doc: Document.Parsed, at: PositionAt): ScenarioFileError[] {
  const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
  const node = doc.getIn(path, true) as Node | undefined;
  const parentPath = path.slice(0, -1);
  const position = node?.range ? at(node.range[0]) : nearestPosition(doc, path, at);
  const label = pathLabel(path);
  const value = path.length === 0 ? doc.toJS() : doc.getIn(path);

  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = path.length === 0 ? SCENARIO_KEYS : STEP_KEYS;
      const where = path.length === 0 ? 'scenario' : `\`${label}\``;
      return issue.keys.map((key) => {
        const suggestion = closest(key, allowed);
        return {
          position: keyPosition(doc, path, key, at) ?? position,
          message:
            `unknown key \`${key}\` in ${where}` +
            (suggestion ? `: did you mean \`${suggestion}\`?` : `; allowed keys: ${allowed.join(', ')}`),
        };
      });
    }
    case 'invalid_type': {
      if (value === undefined) {
        return [
          {
            position: nearestPosition(doc, path, at),
            message: `missing required key \`${label}\`${parentPath.length ? ` in \`${pathLabel(parentPath)}\`` : ''}`,
          },
        ];
      }
      const expected = EXPECTED_TYPE[issue.expected] ?? issue.expected;
      return [{ position, message: `\`${label}\` must be ${expected}, got ${describeValue(value)}` }];
    }
    case 'too_small': {
      if (issue.origin === 'string') {
        return [{ position, message: `\`${label}\` must not be an empty string` }];
      }
      if (issue.origin === 'array') {
        return [{ position, message: `\`${label}\` must list at least ${String(issue.minimum)} entry` }];
      }
      return [{ position, message: `\`${label}\` must be a positive whole number, got ${describeValue(value)}` }];
    }
    case 'invalid_format':
      return [
        {
          position,
          message: `\`${label}\` must use only letters, digits, \`_\`, \`.\` and \`-\`, got ${describeValue(value)}`,
        },
      ];
    default:
      return [{ position, message: `\`${label}\`: ${issue.message}` }];
  }
}

function keyPosition(doc: Document.Parsed, mapPath: (string | number)[], key: string, at: PositionAt) {
  const map = mapPath.length === 0 ? doc.contents : doc.getIn(mapPath, true);
  if (!isMap(map)) return undefined;
  for (const pair of map.items) {
    if (isPair(pair) && isScalar(pair.key) && pair.key.value === key && pair.key.range) return at(pair.key.range[0]);
  }
  return undefined;
}

/** For a missing key: the mapping that should have held it. */
function nearestPosition(doc: Document.Parsed, path: (string | number)[], at: PositionAt): SourcePosition {
  for (let length = path.length - 1; length > 0; length--) {
    const node = doc.getIn(path.slice(0, length), true) as Node | undefined;
    if (node?.range) return at(node.range[0]);
  }
  return at(doc.contents?.range[0] ?? 0);
}
