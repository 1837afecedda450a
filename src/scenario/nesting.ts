/**
 * How deeply a YAML text nests block mappings and lists, found from indentation alone in one pass,
 * before the parser (which recurses once per level and runs out of stack) ever sees the text.
 */

export interface DeepestPoint {
  /** Levels of block nesting at that line. */
  depth: number;
  /** 1-based line and column of the line's first token. */
  line: number;
  column: number;
}

/** A line that opens a block scalar (`key: |`, `- >-`): the more-indented lines after it are text. */
const BLOCK_SCALAR_HEADER = /(?:^|[\s:-])[|>][-+0-9]*\s*(?:#.*)?$/;

/**
 * The first line nested deeper than `limit`, or else the deepest line. Each line's indentation, and
 * each `- ` that starts an item on it, opens a level below the less-indented lines above it; block
 * scalar text, comments and blank lines are not structure. It may count a level too many for a
 * continued plain scalar, never too few for nested keys and items.
 */
export function deepestPoint(text: string, limit = Infinity): DeepestPoint {
  const levels: number[] = [];
  let deepest: DeepestPoint = { depth: 0, line: 1, column: 1 };
  let blockScalarIndent = -1;
  let lineNumber = 0;
  let start = 0;
  while (start <= text.length) {
    lineNumber++;
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let indent = start;
    while (indent < end && text.charCodeAt(indent) === 32) indent++;
    const column = indent - start;
    const blank = indent >= end || text[indent] === '#' || text[indent] === '\r';
    if (blockScalarIndent >= 0 && (blank || column > blockScalarIndent)) {
      start = end + 1;
      continue;
    }
    blockScalarIndent = -1;
    if (!blank) {
      if (column === 0 && (text.startsWith('---', indent) || text.startsWith('...', indent))) {
        levels.length = 0;
      } else {
        while (levels.length > 0 && levels.at(-1)! >= column) levels.pop();
        levels.push(column);
        // `- - key: value`: every dash opens one more level, at the column after it.
        let at = indent;
        while (text[at] === '-' && (at + 1 >= end || text[at + 1] === ' ' || text[at + 1] === '\r')) {
          at++;
          while (at < end && text[at] === ' ') at++;
          levels.push(at - start);
        }
        if (levels.length > deepest.depth) {
          deepest = { depth: levels.length, line: lineNumber, column: column + 1 };
          if (deepest.depth > limit) return deepest;
        }
        if (BLOCK_SCALAR_HEADER.test(text.slice(indent, end))) blockScalarIndent = column;
      }
    }
    start = end + 1;
  }
  return deepest;
}
