/**
 * The loader of scenario files: YAML documents to scenarios, through the schema and each kind's
 * builder. What a mistake is called is said in yaml-errors.ts (the parser's) and schema-errors.ts
 * (the schema's); the kinds' builders say the rest.
 */
import { LineCounter, isMap, isPair, isScalar, isSeq, parseAllDocuments, type Document, type Node } from 'yaml';
import { closest } from '../util/closest.js';
import type { Scenario, ScenarioFileError, SourcePosition } from '../model/index.js';
import { SCENARIO_NESTING_LIMIT } from '../model/limits.js';
import { buildScenario, lenientErrors, type DocumentPositions } from '../kinds/index.js';
import { deepestPoint } from './nesting.js';
import { SCENARIO_KEYS, scenarioSchema } from './schema.js';
import { describeNode, keyPosition, schemaErrors } from './schema-errors.js';
import { byPosition, documentValue, syntaxErrors, tooDeep, type PositionAt } from './yaml-errors.js';

export { byPosition } from './yaml-errors.js';

export interface LoadedFile {
  scenarios: Scenario[];
  errors: ScenarioFileError[];
}

export { MAX_YAML_ALIAS_COUNT } from './yaml-errors.js';

type Path = (string | number)[];

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

  const value = documentValue(doc, at);
  if ('error' in value) return { errors: [value.error] };
  const input = value.value;
  const positionOf = (path: Path): SourcePosition => {
    const node = doc.getIn(path, true) as Node | undefined;
    return node?.range ? at(node.range[0]) : rootPosition;
  };
  const keyPositionOf = (mapPath: Path, key: string) =>
    keyPosition(doc, mapPath, key, at) ?? positionOf([...mapPath, key]);
  const positions: DocumentPositions = { absolutePath, root: rootPosition, of: positionOf, keyOf: keyPositionOf };

  const parsed = scenarioSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    // What the kinds still find on the parts that have the right shape (saves and references), so
    // that a misspelt key does not hide them until the next run.
    return {
      errors: [...schemaErrors(parsed.error.issues, doc, text, at), ...lenientErrors(input, positions)].sort(
        byPosition,
      ),
    };
  }
  return buildScenario(parsed.data, positions);
}
