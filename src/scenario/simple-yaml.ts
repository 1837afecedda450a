/**
 * A fast reader for the plain YAML that scenario files are nearly always written in, so that a run
 * does not pay for the `yaml` package's lexer, CST and document model on every file (about 80% of
 * the time spent loading a suite). It reads a deliberately small subset: block mappings and lists,
 * one-line plain, single- and double-quoted scalars, one-line flow mappings and lists, comments and
 * `---` separators. For anything else (anchors, aliases, tags, block scalars, multi-line scalars,
 * complex or non-string keys, duplicate keys, directives, tabs, CR, a BOM, unusual indentation, or
 * anything it is not certain it reads exactly as `yaml` does) it returns undefined, and the caller
 * reads the file with `yaml`. It never reports errors: a file it declines may well be valid, and a
 * file with a mistake is always declined or later re-read by `yaml`, whose messages are the ones
 * users see. __tests__/scenarios/simple-yaml.test.ts checks it against `yaml` on generated files.
 */

/** A value as read, with the offset where `yaml` puts its node's `range[0]`. */
export type SimpleNode = SimpleMap | SimpleSeq | SimpleScalar;

export interface SimpleMap {
  kind: 'map';
  offset: number;
  /** Each key with the offset of its first character, and its value, in file order. */
  entries: Map<string, { keyOffset: number; value: SimpleNode }>;
}

export interface SimpleSeq {
  kind: 'seq';
  offset: number;
  items: SimpleNode[];
}

export interface SimpleScalar {
  kind: 'scalar';
  offset: number;
  value: string | number | boolean | null;
}

export interface SimpleFile {
  /** The root of each document that holds something (empty documents are left out, as the loader does). */
  documents: SimpleNode[];
  /** The offset where each line starts: line n (1-based) starts at lineStarts[n - 1]. */
  lineStarts: number[];
}

/** Characters the subset leaves to `yaml`: tab, CR, other controls, NEL, BOM, U+2028/9, non-characters. */
// eslint-disable-next-line no-control-regex
const DECLINED_CHARACTERS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029\uFEFF\uFFFE\uFFFF]/;

/** Flow collections nested deeper than this on one line are left to `yaml` (and its limits). */
const MAX_FLOW_DEPTH = 16;

/** Implicit keys longer than this (source up to the colon) are left to `yaml`, which limits them to 1024 characters. */
const MAX_KEY_LENGTH = 1000;

/** Thrown inside the reader to give up on the file; never escapes parseSimpleYaml. */
class Declined extends Error {}
const DECLINED = new Declined();

interface Line {
  /** Offset of the line's first character and of its first non-space character. */
  start: number;
  content: number;
  /** Offset of the line's end (its `\n`, or the end of the text). */
  end: number;
  indent: number;
}

/**
 * The documents of `text`, or undefined when the text is outside the subset this reads (the caller
 * then reads it with `yaml`). Never throws.
 */
export function parseSimpleYaml(text: string): SimpleFile | undefined {
  if (DECLINED_CHARACTERS.test(text)) return undefined;
  try {
    return new Reader(text).file();
  } catch (error) {
    if (error instanceof Declined) return undefined;
    throw error;
  }
}

/** The value as `yaml`'s toJS gives it: plain objects and arrays. */
export function simpleToJS(node: SimpleNode): unknown {
  if (node.kind === 'scalar') return node.value;
  if (node.kind === 'seq') return node.items.map(simpleToJS);
  const object: Record<string, unknown> = {};
  for (const [key, entry] of node.entries) object[key] = simpleToJS(entry.value);
  return object;
}

/** The node at `path` (keys and list indices), as `yaml`'s `doc.getIn(path, true)` finds it. */
export function simpleNodeAt(root: SimpleNode, path: readonly (string | number)[]): SimpleNode | undefined {
  let node: SimpleNode | undefined = root;
  for (const key of path) {
    if (node === undefined) return undefined;
    if (node.kind === 'map') node = typeof key === 'string' ? node.entries.get(key)?.value : undefined;
    else if (node.kind === 'seq') {
      // As yaml's YAMLSeq.get: a string key that reads as a whole number is an index too.
      const index = typeof key === 'string' && key ? Number(key) : key;
      node = typeof index === 'number' && Number.isInteger(index) && index >= 0 ? node.items[index] : undefined;
    } else return undefined;
  }
  return node;
}

/** 1-based line and column of `offset`, as `yaml`'s LineCounter gives them. */
export function simpleLinePosition(lineStarts: readonly number[], offset: number): { line: number; col: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, col: offset - lineStarts[low]! + 1 };
}

const SPACE = 32;

function isSpaceOrEnd(text: string, at: number, end: number): boolean {
  return at >= end || text.charCodeAt(at) === SPACE;
}

class Reader {
  private readonly lines: Line[] = [];
  private readonly lineStarts: number[] = [];
  /** Index of the next content line (not blank, not a comment) to read, within the current document. */
  private index = 0;
  private documentEnd = 0;

  constructor(private readonly text: string) {}

  file(): SimpleFile {
    const text = this.text;
    // Split into lines; comment-only and blank lines are not structure in the subset.
    const documents: { from: number; to: number }[] = [];
    let documentStart = 0;
    let start = 0;
    while (start <= text.length) {
      this.lineStarts.push(start);
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      let content = start;
      while (content < end && text.charCodeAt(content) === SPACE) content++;
      const first = text[content];
      if (content < end && first !== '#') {
        const indent = content - start;
        if (indent === 0 && (first === '%' || text.startsWith('...', content))) throw DECLINED;
        if (indent === 0 && text.startsWith('---', content)) {
          // Only a bare `---` separates documents here; content or a comment after it is left to yaml.
          for (let at = content + 3; at < end; at++) if (text.charCodeAt(at) !== SPACE) throw DECLINED;
          documents.push({ from: documentStart, to: this.lines.length });
          documentStart = this.lines.length;
        } else {
          this.lines.push({ start, content, end, indent });
        }
      }
      start = end + 1;
    }
    documents.push({ from: documentStart, to: this.lines.length });

    const roots: SimpleNode[] = [];
    for (const { from, to } of documents) {
      if (from === to) continue;
      this.index = from;
      this.documentEnd = to;
      const line = this.lines[from]!;
      if (line.indent !== 0) throw DECLINED;
      roots.push(this.blockNode(line.content, 0));
      if (this.index !== to) throw DECLINED;
    }
    if (roots.length === 0) throw DECLINED;
    return { documents: roots, lineStarts: this.lineStarts };
  }

  private current(): Line | undefined {
    return this.index < this.documentEnd ? this.lines[this.index] : undefined;
  }

  /** A block node whose first token is at `at` on the current line, whose column is `column`. */
  private blockNode(at: number, column: number): SimpleNode {
    const line = this.current()!;
    if (this.isDash(at, line.end)) return this.sequence(column);
    const key = this.keyAt(at, line.end);
    if (key) return this.mapping(at, column);
    const value = this.inlineValue(at, line.end);
    this.index++;
    return value;
  }

  private isDash(at: number, end: number): boolean {
    return this.text.charCodeAt(at) === 45 /* - */ && isSpaceOrEnd(this.text, at + 1, end);
  }

  /** A block list whose dashes are at `column`, starting on the current line. */
  private sequence(column: number): SimpleSeq {
    const text = this.text;
    const first = this.current()!;
    const items: SimpleNode[] = [];
    for (let line = this.current(); line && line.indent === column; line = this.current()) {
      const dash = line.start + column;
      if (!this.isDash(dash, line.end)) break;
      let at = dash + 1;
      while (at < line.end && text.charCodeAt(at) === SPACE) at++;
      // An empty item, a nested `- -`, or an item continued on the next lines: left to yaml.
      if (at >= line.end || text[at] === '#' || this.isDash(at, line.end)) throw DECLINED;
      items.push(this.blockNode(at, at - line.start));
      const next = this.current();
      if (next && next.indent > column) throw DECLINED;
    }
    return { kind: 'seq', offset: first.start + column, items };
  }

  /** A block mapping whose keys are at `column`; its first key starts at `at` on the current line. */
  private mapping(at: number, column: number): SimpleMap {
    const entries = new Map<string, { keyOffset: number; value: SimpleNode }>();
    const offset = at;
    let keyStart = at;
    for (;;) {
      const line = this.current()!;
      const key = this.keyAt(keyStart, line.end);
      if (!key) throw DECLINED;
      if (entries.has(key.key)) throw DECLINED;
      let valueAt = key.after;
      while (valueAt < line.end && this.text.charCodeAt(valueAt) === SPACE) valueAt++;
      let value: SimpleNode;
      if (valueAt < line.end && this.text[valueAt] !== '#') {
        value = this.inlineValue(valueAt, line.end);
        this.index++;
      } else {
        // The value is the block below: deeper, or a list at the key's own column.
        this.index++;
        const next = this.current();
        if (!next) throw DECLINED;
        if (next.indent > column) value = this.blockNode(next.content, next.indent);
        else if (next.indent === column && this.isDash(next.content, next.end)) value = this.sequence(column);
        else throw DECLINED;
      }
      entries.set(key.key, { keyOffset: keyStart, value });
      const next = this.current();
      if (!next || next.indent < column) break;
      if (next.indent > column) throw DECLINED;
      keyStart = next.content;
    }
    return { kind: 'map', offset, entries };
  }

  /**
   * The key of a `key: …` line starting at `at`, and the offset just after its colon; undefined when
   * the line holds no key. Declines keys that are not certain to read as the same string in yaml.
   */
  private keyAt(at: number, end: number): { key: string; after: number } | undefined {
    const text = this.text;
    const first = text[at];
    if (first === '"' || first === "'") {
      const scalar = this.quoted(at, end);
      const colon = scalar.end;
      if (text[colon] !== ':' || !isSpaceOrEnd(text, colon + 1, end)) {
        return undefined;
      }
      return { key: checkedKey(scalar.value, colon - at), after: colon + 1 };
    }
    // A plain key: up to the first `:` followed by a space or the line's end, before any ` #`.
    for (let index = at; index < end; index++) {
      const char = text.charCodeAt(index);
      if (char === 58 /* : */ && isSpaceOrEnd(text, index + 1, end)) {
        let keyEnd = index;
        while (keyEnd > at && text.charCodeAt(keyEnd - 1) === SPACE) keyEnd--;
        const source = text.slice(at, keyEnd);
        if (!isSafePlainKey(source)) throw DECLINED;
        return { key: checkedKey(source, index - at), after: index + 1 };
      }
      if (char === 35 /* # */ && text.charCodeAt(index - 1) === SPACE) return undefined;
    }
    return undefined;
  }

  /** A scalar or flow collection from `at` to the line's end (then only a comment may follow). */
  private inlineValue(at: number, end: number): SimpleNode {
    const text = this.text;
    const first = text[at]!;
    let node: SimpleNode;
    let after: number;
    if (first === '"' || first === "'") {
      const scalar = this.quoted(at, end);
      node = { kind: 'scalar', offset: at, value: scalar.value };
      after = scalar.end;
    } else if (first === '{' || first === '[') {
      const flow = this.flow(at, end, 1);
      node = flow.node;
      after = flow.end;
    } else {
      if (!canStartPlain(text, at, end)) throw DECLINED;
      let valueEnd = end;
      for (let index = at; index < end; index++) {
        const char = text.charCodeAt(index);
        if (char === 35 /* # */ && text.charCodeAt(index - 1) === SPACE) {
          valueEnd = index;
          break;
        }
        // `a: b: c` is an error in yaml, and `- a: b` was read as a key before getting here.
        if (char === 58 /* : */ && isSpaceOrEnd(text, index + 1, end)) throw DECLINED;
      }
      while (valueEnd > at && text.charCodeAt(valueEnd - 1) === SPACE) valueEnd--;
      return { kind: 'scalar', offset: at, value: plainValue(text.slice(at, valueEnd)) };
    }
    this.restIsComment(after, end);
    return node;
  }

  /** After a quoted scalar or flow collection: nothing, or spaces and a comment. */
  private restIsComment(at: number, end: number): void {
    if (at >= end) return;
    if (this.text.charCodeAt(at) !== SPACE) throw DECLINED;
    while (at < end && this.text.charCodeAt(at) === SPACE) at++;
    if (at < end && this.text[at] !== '#') throw DECLINED;
  }

  /** A quoted scalar starting at `at` and closed on the same line; `end` is just after its closing quote. */
  private quoted(at: number, lineEnd: number): { value: string; end: number } {
    const text = this.text;
    const quote = text[at];
    if (quote === "'") {
      let index = at + 1;
      for (;;) {
        const close = text.indexOf("'", index);
        if (close < 0 || close >= lineEnd) throw DECLINED;
        if (text[close + 1] === "'") {
          index = close + 2;
          continue;
        }
        return { value: text.slice(at + 1, close).replaceAll("''", "'"), end: close + 1 };
      }
    }
    let value = '';
    let index = at + 1;
    let runStart = index;
    for (; index < lineEnd; index++) {
      const char = text[index];
      if (char === '"') return { value: value + text.slice(runStart, index), end: index + 1 };
      if (char !== '\\') continue;
      value += text.slice(runStart, index);
      const escape = text[index + 1];
      if (escape === undefined || index + 1 >= lineEnd) throw DECLINED;
      const simple = ESCAPES[escape];
      if (simple !== undefined) {
        value += simple;
        index += 1;
      } else if (escape === 'x' || escape === 'u' || escape === 'U') {
        const length = escape === 'x' ? 2 : escape === 'u' ? 4 : 8;
        const hex = text.slice(index + 2, index + 2 + length);
        if (hex.length !== length || index + 2 + length > lineEnd || !/^[0-9a-fA-F]+$/.test(hex)) throw DECLINED;
        const code = parseInt(hex, 16);
        if (code > 0x10ffff) throw DECLINED;
        value += String.fromCodePoint(code);
        index += 1 + length;
      } else {
        throw DECLINED;
      }
      runStart = index + 1;
    }
    throw DECLINED;
  }

  /** A flow mapping or list opened at `at` and closed on the same line. */
  private flow(at: number, end: number, depth: number): { node: SimpleNode; end: number } {
    if (depth > MAX_FLOW_DEPTH) throw DECLINED;
    const text = this.text;
    const isMapping = text[at] === '{';
    const closer = isMapping ? '}' : ']';
    const entries = new Map<string, { keyOffset: number; value: SimpleNode }>();
    const items: SimpleNode[] = [];
    let index = skipSpaces(text, at + 1, end);
    if (text[index] === closer) {
      const node: SimpleNode = isMapping ? { kind: 'map', offset: at, entries } : { kind: 'seq', offset: at, items };
      return { node, end: index + 1 };
    }
    for (;;) {
      if (isMapping) {
        const keyOffset = index;
        const key = this.flowScalar(index, end, true);
        index = key.end;
        if (text[index] !== ':') throw DECLINED;
        // After a plain key the colon needs a space; after a quoted one yaml also reads `"a":1`.
        if (key.plain && !isSpaceOrEnd(text, index + 1, end)) throw DECLINED;
        if (typeof key.node.value !== 'string') throw DECLINED;
        const name = checkedKey(key.node.value, index - keyOffset);
        if (entries.has(name)) throw DECLINED;
        index = skipSpaces(text, index + 1, end);
        const value = this.flowValue(index, end, depth);
        entries.set(name, { keyOffset, value: value.node });
        index = value.end;
      } else {
        const value = this.flowValue(index, end, depth);
        items.push(value.node);
        index = value.end;
      }
      index = skipSpaces(text, index, end);
      if (text[index] === closer && index < end) {
        const node: SimpleNode = isMapping ? { kind: 'map', offset: at, entries } : { kind: 'seq', offset: at, items };
        return { node, end: index + 1 };
      }
      if (text[index] !== ',' || index >= end) throw DECLINED;
      index = skipSpaces(text, index + 1, end);
      // A trailing comma, an empty entry, or the collection going on to the next line: left to yaml.
      if (index >= end || text[index] === ',' || text[index] === closer) throw DECLINED;
    }
  }

  private flowValue(at: number, end: number, depth: number): { node: SimpleNode; end: number } {
    const first = this.text[at];
    if (at >= end) throw DECLINED;
    if (first === '{' || first === '[') return this.flow(at, end, depth + 1);
    const scalar = this.flowScalar(at, end, false);
    return { node: scalar.node, end: scalar.end };
  }

  /** A quoted or plain scalar inside a flow collection. */
  private flowScalar(at: number, end: number, isKey: boolean): { node: SimpleScalar; end: number; plain: boolean } {
    const text = this.text;
    const first = text[at];
    if (at >= end) throw DECLINED;
    if (first === '"' || first === "'") {
      const scalar = this.quoted(at, end);
      return { node: { kind: 'scalar', offset: at, value: scalar.value }, end: scalar.end, plain: false };
    }
    if (!canStartPlain(text, at, end)) throw DECLINED;
    let index = at;
    for (; index < end; index++) {
      const char = text[index]!;
      if (char === ',' || char === '}' || char === ']') break;
      if (char === ':') {
        if (isKey && isSpaceOrEnd(text, index + 1, end)) break;
        throw DECLINED;
      }
      if (char === '{' || char === '[' || char === '"' || char === "'") throw DECLINED;
      if (char === '#' && text.charCodeAt(index - 1) === SPACE) throw DECLINED;
    }
    let valueEnd = index;
    while (valueEnd > at && text.charCodeAt(valueEnd - 1) === SPACE) valueEnd--;
    if (valueEnd === at) throw DECLINED;
    const source = text.slice(at, valueEnd);
    if (isKey && !isSafePlainKey(source)) throw DECLINED;
    return { node: { kind: 'scalar', offset: at, value: plainValue(source) }, end: valueEnd, plain: true };
  }
}

function skipSpaces(text: string, at: number, end: number): number {
  while (at < end && text.charCodeAt(at) === SPACE) at++;
  return at;
}

/**
 * Keys that a JS object or yaml treats specially (`__proto__`, the merge key `<<`) are left to yaml,
 * and so are keys whose source, up to the colon, is near yaml's limit for implicit keys.
 */
function checkedKey(key: string, sourceLength: number): string {
  if (key === '__proto__' || key === '<<' || sourceLength > MAX_KEY_LENGTH) throw DECLINED;
  return key;
}

/** A plain key that reads as a string (not a number, bool or null) and holds no character that yaml might read otherwise. */
function isSafePlainKey(source: string): boolean {
  return /^[A-Za-z_$][\w$.\-/ ]*$/.test(source) && typeof plainValue(source) === 'string' && !source.endsWith(' ');
}

/**
 * Whether a plain scalar may start at `at`: not with an indicator (`-` `?` `:` `,` `[` `]` `{` `}`
 * `#` `&` `*` `!` `|` `>` `'` `"` `%` `@` and backquote), except a `-` followed by a letter, digit, `_`
 * or `.` (as in `-1`, `-.5`).
 */
function canStartPlain(text: string, at: number, end: number): boolean {
  if (at >= end) return false;
  const first = text[at]!;
  if (first === '-') return at + 1 < end && /[\w.]/.test(text[at + 1]!);
  return !'?:,[]{}#&*!|>\'"%@`'.includes(first);
}

const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
};

const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

/** A plain scalar resolved as `yaml`'s core schema (YAML 1.2) does, its tags tried in the same order. */
export function plainValue(source: string): string | number | boolean | null {
  const first = source.charCodeAt(0);
  // Fast exit: every non-string value starts with one of `~nNtTfF0-9+-.`.
  if (!(first === 126 || (first >= 43 && first <= 57) || 'nNtTfF'.includes(source[0] ?? ''))) return source;
  if (NULL.test(source)) return null;
  if (BOOL.test(source)) return source[0] === 't' || source[0] === 'T';
  if (INT_OCT.test(source)) return parseInt(source.substring(2), 8);
  if (INT.test(source)) return parseInt(source, 10);
  if (INT_HEX.test(source)) return parseInt(source.substring(2), 16);
  if (FLOAT_NAN.test(source))
    return source.slice(-3).toLowerCase() === 'nan'
      ? NaN
      : source[0] === '-'
        ? Number.NEGATIVE_INFINITY
        : Number.POSITIVE_INFINITY;
  if (FLOAT_EXP.test(source) || FLOAT.test(source)) return parseFloat(source);
  return source;
}
