/**
 * The YAML parser's errors as a scenario author reads them: where the mistake is (the bracket or
 * quote that was opened, not where the parser gave up), what it is, and the fix. Also nesting too
 * deep for the parser, and an alias that refers to no anchor.
 */
import { Parser, isScalar, visit, type Document, type YAMLError } from 'yaml';
import type { ScenarioFileError, SourcePosition } from '../model/index.js';
import { SCENARIO_NESTING_LIMIT } from '../model/limits.js';
import { deepestPoint, type DeepestPoint } from './nesting.js';

/** Aliases expanded per document before giving up: a guard against "billion laughs" files. */
export const MAX_YAML_ALIAS_COUNT = 100;

/** Where an offset of the file's text stands, as errors name it. */
export type PositionAt = (offset: number) => SourcePosition;

export function byPosition(a: { position: SourcePosition }, b: { position: SourcePosition }): number {
  return a.position.line - b.position.line || a.position.column - b.position.column;
}

export function tooDeep(point: DeepestPoint, displayPath: string): ScenarioFileError {
  return {
    position: { file: displayPath, line: point.line, column: point.column },
    message:
      `nesting too deep: mappings and lists are nested more than ${SCENARIO_NESTING_LIMIT} levels deep here; ` +
      'a scenario needs a handful, so flatten this part (or pass a deep value as a JSON string)',
  };
}

/**
 * Every duplicate key (each is its own mistake), and of the other syntax errors only the first:
 * after one, the parser's later complaints are mostly echoes of it.
 */
export function syntaxErrors(doc: Document.Parsed, text: string, at: PositionAt): ScenarioFileError[] {
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

export function aliasPosition(doc: Document.Parsed, name: string, at: PositionAt): SourcePosition | undefined {
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

/**
 * The document's value, its aliases expanded (at most MAX_YAML_ALIAS_COUNT), or the one error that
 * stopped it: an alias that refers to no anchor (at the alias), or too many aliases.
 */
export function documentValue(doc: Document.Parsed, at: PositionAt): { value: unknown } | { error: ScenarioFileError } {
  const rootPosition = at(doc.contents?.range[0] ?? 0);
  try {
    return { value: doc.toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT }) as unknown };
  } catch (error) {
    const message = (error as Error).message;
    const alias = /^Unresolved alias.*: (.+)$/.exec(message)?.[1];
    if (alias !== undefined) {
      return {
        error: {
          position: aliasPosition(doc, alias, at) ?? rootPosition,
          message: `YAML alias \`*${alias}\` refers to no anchor: define \`&${alias}\` on a value above it, or write the value itself`,
        },
      };
    }
    return { error: { position: rootPosition, message: `cannot read this YAML document: ${message}` } };
  }
}
