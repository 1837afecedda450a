import { Composer, CST, isScalar, isSeq, Parser, Scalar, stringify, type Document } from 'yaml';
import { editDistance } from '../util/closest.js';

/**
 * `record --update`: what a stale `expected_contains` entry becomes, and the rewrite of just those
 * entries in the file, leaving every other byte (comments, order, quoting, blank lines) as it was.
 */

/** Lines of the output compared closely with a stale entry, after a cheap first sort. */
const CLOSE_LINES_COMPARED = 20;
/** Lines of the output looked at, the characters of each, and the longest entry matched: the alignment is quadratic. */
const MAX_LINES_SCANNED = 5_000;
const MAX_LINE_CHARS = 400;
export const MAX_EXPECTED_CHARS = 200;
/**
 * How far the new text may be from the old, as a share of the old one's length: past it the output
 * changed too much to guess which part the entry meant, and the entry is left for a person.
 */
export const MAX_CHANGE_RATIO = 0.4;
/**
 * Shortest entry taken for a whole line when the whole line is close to it: a shorter one
 * (`Gotham FC: 7 pts` of `2. Gotham FC: 7 pts`) is a part its author chose, and stays a part.
 */
const WHOLE_LINE_MIN_CHARS = 40;

/** Pairs of adjacent characters, for the cheap first sort of lines. */
function bigrams(text: string): Set<string> {
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < text.length; i++) pairs.add(text.slice(i, i + 2));
  return pairs;
}

/**
 * The best match of `pattern` anywhere in `text` (edit distance, free start and end in `text`):
 * returns the distance and the matched span.
 */
function alignWithin(pattern: string, text: string): { distance: number; start: number; end: number } {
  const m = pattern.length;
  let previous = new Array<number>(text.length + 1).fill(0);
  let previousStart = Array.from({ length: text.length + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const current = [i];
    const currentStart = [0];
    for (let j = 1; j <= text.length; j++) {
      const substitute = previous[j - 1]! + (pattern[i - 1] === text[j - 1] ? 0 : 1);
      const skipText = current[j - 1]! + 1;
      const skipPattern = previous[j]! + 1;
      if (substitute <= skipText && substitute <= skipPattern) {
        current.push(substitute);
        currentStart.push(previousStart[j - 1]!);
      } else if (skipPattern <= skipText) {
        current.push(skipPattern);
        currentStart.push(previousStart[j]!);
      } else {
        current.push(skipText);
        currentStart.push(currentStart[j - 1]!);
      }
    }
    previous = current;
    previousStart = currentStart;
  }
  // Of equally close ends, the last: "Echo: one" against "Echo: two" is as far from "Echo: " (drop
  // "one") as from "Echo: two" (change it), and the first would turn the entry into a weaker check.
  let end = 0;
  for (let j = 1; j <= text.length; j++) if (previous[j]! <= previous[end]!) end = j;
  return { distance: previous[end]!, start: previousStart[end]!, end };
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}_]/u.test(char);

/** Words (runs of non-space characters) of a text: the unit of the word-level comparison. */
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** Quote characters whose pairs a proposed span keeps whole (`flow 'two'`, never `flow 'two`). */
const QUOTES = ['"', "'", '`'];
const BRACKETS: [string, string][] = [
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
];
const countOf = (text: string, char: string) => text.split(char).length - 1;

/**
 * Moves a matched span of `line` to token boundaries: whole words (`9 pts` → `10 pts`, not `0 pts`);
 * no punctuation past the last word where the entry itself ends in a word (`status red`, not
 * `status red,`), nor before the first where it starts with one; and quotes and brackets that the
 * span opens closed, where the line closes them next (`flow 'two'`).
 */
function snapToTokens(line: string, wanted: string, span: { start: number; end: number }): string {
  let { start, end } = span;
  if (isWordChar(line[start]) && isWordChar(wanted[0])) while (start > 0 && isWordChar(line[start - 1])) start--;
  if (isWordChar(line[end - 1]) && isWordChar(wanted.at(-1))) while (end < line.length && isWordChar(line[end])) end++;
  if (isWordChar(wanted.at(-1))) while (end > start && !isWordChar(line[end - 1])) end--;
  if (isWordChar(wanted[0])) while (start < end && !isWordChar(line[start])) start++;
  for (const quote of QUOTES) {
    if (countOf(line.slice(start, end), quote) % 2 === 0) continue;
    if (line[end] === quote) end++;
    else if (start > 0 && line[start - 1] === quote) start--;
  }
  for (const [open, close] of BRACKETS) {
    const inside = line.slice(start, end);
    if (countOf(inside, open) === countOf(inside, close) + 1 && line[end] === close) end++;
    else if (countOf(inside, close) === countOf(inside, open) + 1 && start > 0 && line[start - 1] === open) start--;
  }
  return line.slice(start, end).trim();
}

/**
 * A field of a structured line: a JSON key (`"conditions":`) or `key=`, then its value. The entry's
 * key, found in an output line, says which value it meant, however different the value is now.
 * (Prose with a colon, `Note: …`, is not a field: any line starting `Note:` would do.)
 */
const FIELD = /^(?:("(?:[^"\\]|\\.)*")\s*:|([\p{L}\p{N}_.-]+)=)\s*/u;

/**
 * The value that starts at `from` in `line`: a JSON string (with its escapes), a bracketed value
 * kept whole, or what runs to the next `,` `;` `}` `]`, space or line end. Undefined when it does not close.
 */
function valueAt(line: string, from: number): string | undefined {
  const first = line[from];
  if (first === '"') return /^"(?:[^"\\]|\\.)*"/.exec(line.slice(from))?.[0];
  const pair = BRACKETS.find(([open]) => open === first);
  if (pair) {
    let depth = 0;
    for (let i = from; i < line.length; i++) {
      if (line[i] === pair[0]) depth++;
      else if (line[i] === pair[1] && --depth === 0) return line.slice(from, i + 1);
    }
    return undefined;
  }
  return /^[^,;}\]\s]+/u.exec(line.slice(from))?.[0];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `"key":<value now>` for an entry that is one field of a line which still has that key. */
function sameFieldNewValue(wanted: string, lines: string[]): string | undefined {
  const field = FIELD.exec(wanted);
  if (!field) return undefined;
  // The entry must be the field and its value, nothing after it: otherwise the rest is lost.
  if (valueAt(wanted, field[0].length) !== wanted.slice(field[0].length)) return undefined;
  const key =
    field[1] !== undefined ? `${escapeRegExp(field[1])}\\s*:\\s*` : `(?<![\\p{L}\\p{N}_.-])${escapeRegExp(field[2]!)}=`;
  const pattern = new RegExp(key, 'gu');
  for (const line of lines) {
    for (const match of line.matchAll(pattern)) {
      const from = match.index + match[0].length;
      const value = valueAt(line, from);
      if (value !== undefined) return line.slice(match.index, from + value.length);
    }
  }
  return undefined;
}

/** The fewest unchanged words an entry needs for a word-level proposal: one changed word in three. */
const MIN_WORDS_FOR_WORD_MATCH = 3;

/**
 * What a stale entry most likely became, in this order:
 * 0. the whole of the output's closest line, when that line is itself within MAX_CHANGE_RATIO of
 *    an entry of WHOLE_LINE_MIN_CHARS or more (the entry was that line) and no longer than
 *    MAX_EXPECTED_CHARS;
 * 1. the span of the output's closest line that best matches it (characters), cut at token
 *    boundaries (snapToTokens), when at most MAX_CHANGE_RATIO of its characters changed;
 * 2. failing that, the same span when few of its words changed (a placeholder for a number,
 *    `cost is 5 dollars` → `cost is ${PRICE} dollars`, however long it is);
 * 3. failing that, for an entry that is one field (`"conditions":"Light rain"`), that field with
 *    the value it has now (`"conditions":"Sunny / Clear"`).
 * Undefined when none applies, when the match is the entry itself, and for an entry of several
 * lines or over MAX_EXPECTED_CHARS. `${` in a proposal is kept as it is: a check's text is never
 * substituted, so it is a literal there.
 */
export function proposeReplacement(expected: string, output: string): string | undefined {
  // A long or multi-line entry cannot be matched to one span of one line without shortening the
  // check: it is left for a person rather than weakened.
  if (expected.length > MAX_EXPECTED_CHARS || expected.includes('\n') || expected.trim() === '') return undefined;
  const wanted = expected;
  const wantedPairs = bigrams(wanted);
  const lines = output
    .split('\n')
    .slice(0, MAX_LINES_SCANNED)
    .map((line) => line.slice(0, MAX_LINE_CHARS))
    .filter((line) => line.trim() !== '');
  const ranked = lines
    .map((line) => {
      let shared = 0;
      for (const pair of bigrams(line)) if (wantedPairs.has(pair)) shared++;
      return { line, shared };
    })
    .sort((a, b) => b.shared - a.shared)
    .slice(0, CLOSE_LINES_COMPARED);
  let best: { line: string; distance: number; start: number; end: number } | undefined;
  for (const { line } of ranked) {
    const match = alignWithin(wanted, line);
    if (!best || match.distance < best.distance) best = { line, ...match };
  }
  const usable = (proposal: string | undefined) =>
    proposal !== undefined && proposal !== '' && proposal !== expected && output.includes(proposal)
      ? proposal
      : undefined;
  if (best) {
    const allowed = Math.max(1, Math.ceil(wanted.length * MAX_CHANGE_RATIO));
    // An entry that was a whole line (as init proposes one) stays a whole line: the closest span
    // alone would leave out what the line gained at an end (`due back: 20` of `due back: 20
    // December 2026`), and a later change there would pass unnoticed.
    const whole = best.line.trim();
    if (
      wanted.length >= WHOLE_LINE_MIN_CHARS &&
      whole.length <= MAX_EXPECTED_CHARS &&
      editDistance(wanted, whole, allowed) <= allowed
    )
      return usable(whole);
    const proposal = snapToTokens(best.line, wanted, best);
    if (best.distance <= allowed) return usable(proposal);
    const before = wordsOf(wanted);
    const after = wordsOf(proposal);
    // The fewest words changed, added or dropped: a placeholder for a number (`5` → `${PRICE}`) is one.
    const changed = editDistance(before, after);
    if (
      before.length >= MIN_WORDS_FOR_WORD_MATCH &&
      changed <= Math.floor(before.length * MAX_CHANGE_RATIO) &&
      usable(proposal)
    )
      return proposal;
  }
  return usable(
    sameFieldNewValue(
      wanted,
      ranked.map((entry) => entry.line),
    ),
  );
}

/** A new value for one `expected_contains` entry: the scenario's own, or a step's. */
export interface EntryUpdate {
  /** 0-based index in `tool_sequence` of the step whose list it is; none for the scenario's list. */
  step?: number;
  /** 0-based index of the entry in its list. */
  index: number;
  value: string;
}

/** New values for `expected_contains` entries, by scenario name. */
export type ExpectedContainsUpdates = Map<string, EntryUpdate[]>;

/** The scalar style a new value needs: the old one's, unless a plain scalar would read as something else. */
function styleFor(old: Scalar.Type | undefined, value: string): Scalar.Type {
  if (old && old !== Scalar.PLAIN) return old;
  const written = stringify(value, { lineWidth: 0 }).trimEnd();
  return written.startsWith('"') || written.startsWith("'") || written.includes('\n')
    ? Scalar.QUOTE_DOUBLE
    : Scalar.PLAIN;
}

/**
 * Rewrites the given `expected_contains` entries (the scenario's, or a step's own) of the scenarios in `text` (one or many
 * `---` documents), through yaml's Document API (to find each entry's node) and its CST (to change
 * that one scalar in place). Nothing else changes: not comments, order, quoting, indentation, nor
 * any other key, `expected_judge` and `expected_not_contains` included. The result is parsed again
 * and compared with what was meant; a difference throws rather than writing a wrong file.
 */
export function rewriteExpectedContains(text: string, updates: ExpectedContainsUpdates): string {
  const tokens = [...new Parser().parse(text)];
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens)];
  const expected = docs.map((doc) => doc.toJS() as unknown);
  docs.forEach((doc, docIndex) => {
    const changes = updates.get(String(doc.get('name')));
    if (!changes) return;
    const js = expected[docIndex] as { expected_contains: string[]; tool_sequence: { expected_contains: string[] }[] };
    for (const { step, index, value } of changes) {
      const listPath = step === undefined ? ['expected_contains'] : ['tool_sequence', step, 'expected_contains'];
      const label = step === undefined ? 'expected_contains' : `tool_sequence[${step}].expected_contains`;
      const seq = doc.getIn(listPath, true);
      if (!isSeq(seq)) throw new Error(`scenario "${String(doc.get('name'))}" has no ${label} list to update`);
      const item = seq.items[index];
      if (!isScalar(item) || !item.srcToken)
        throw new Error(`${label}[${index}] of "${String(doc.get('name'))}" is not a text entry`);
      CST.setScalarValue(item.srcToken, value, { inFlow: Boolean(seq.flow), type: styleFor(item.type, value) });
      (step === undefined ? js.expected_contains : js.tool_sequence[step]!.expected_contains)[index] = value;
    }
  });
  const result = tokens.map((token) => CST.stringify(token)).join('');
  const reread: Document.Parsed[] = [...new Composer().compose(new Parser().parse(result))];
  const same =
    reread.length === docs.length &&
    reread.every((doc, index) => doc.errors.length === 0 && sameJson(doc.toJS(), expected[index]));
  if (!same)
    throw new Error('the rewritten file did not read back as intended; it was not written (a bug: please report it)');
  return result;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
