// Hand-written, not a fuzzy-search library (fuse.js and the like): closestText has a work budget, known before it starts, that a check's hint must not exceed on a huge output.
/**
 * Edit distance (Levenshtein) between two strings, or two lists (of words: a word changed is one
 * edit), on typed arrays. With a `bound`, it stops as soon as every cell of a row is over it (a
 * row's minimum never decreases) and returns that row's minimum, which is over `bound`.
 */
export function editDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>, bound = Infinity): number {
  let previous = new Uint32Array(b.length + 1);
  let current = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    const item = a[i - 1];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (item === b[j - 1] ? 0 : 1);
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > bound) return rowMinimum;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** A word this short that begins one candidate only is too little to guess from. */
const MIN_PREFIX_LENGTH = 4;

/**
 * The candidate closest to `word`, when it is close enough to be a likely typo: at most a third of
 * the word's length away (and at least 1), or differing only in letter case; failing that, the one
 * candidate that the word begins (`timeout` → `timeout_ms`), when exactly one does.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  // Read once: `candidates` may be an iterator (a Map's keys) that a second pass would find empty.
  const list = [...candidates];
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of list) {
    const distance =
      candidate.toLowerCase() === word.toLowerCase() ? 0.5 : editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const limit = Math.max(1, Math.floor(word.length / 3));
  if (bestDistance <= limit) return best;
  if (word.length < MIN_PREFIX_LENGTH) return undefined;
  const lower = word.toLowerCase();
  const extended = list.filter((candidate) => candidate.toLowerCase().startsWith(lower));
  return extended.length === 1 ? extended[0] : undefined;
}

/** The wanted text is compared by its first this many characters. */
const WANTED_CHARS_COMPARED = 200;
/** A candidate is compared by its first this many characters (twice the wanted text's). */
const CANDIDATE_CHARS_COMPARED = 2 * WANTED_CHARS_COMPARED;
/** Candidates, out of every line (or part of a long line), that get the exact, costly comparison. */
const CANDIDATES_COMPARED = 8;
/** A line longer than this is searched for its closest part; a shorter one is a candidate whole. */
const LONG_LINE_CHARS = CANDIDATE_CHARS_COMPARED;
/** Characters of context kept on each side of the closest part of a long line. */
const PART_CONTEXT_CHARS = 20;

/** The closest text found, and where: a whole line, or the closest part of a long one. */
export interface ClosestText {
  text: string;
  /** 1-based line of the output it is on. */
  line: number;
  /** Set when `text` is a part of a longer line: that line's length. */
  partOfLineChars?: number;
}

/**
 * An upper bound on the work (in cells: characters read plus edit-distance cells) that
 * `closestText` does on `text`, so that a caller with a budget can decide before starting.
 */
export function closestTextCost(textLength: number, wanted: string): number {
  const target = Math.min(wanted.length, WANTED_CHARS_COMPARED);
  return textLength + CANDIDATES_COMPARED * target * CANDIDATE_CHARS_COMPARED;
}

/**
 * The line of `text[0, end)` most like `wanted` (a line that holds it with little else scores best),
 * or for a line far longer than `wanted`, the part of it most like `wanted`; undefined when there is
 * no non-blank line. Costs at most `closestTextCost`: one pass over the text counts, per line (or
 * per window of a long line), the character trigrams it shares with `wanted`; only the few best of
 * those are compared exactly, by edit distance with an early exit.
 */
export function closestText(text: string, wanted: string, end = text.length): ClosestText | undefined {
  const target = wanted.slice(0, WANTED_CHARS_COMPARED);
  const gram = Math.max(1, Math.min(3, target.length));
  const inTarget = new Uint8Array(GRAM_TABLE_SIZE);
  for (let at = 0; at + gram <= target.length; at++) inTarget[gramHash(target, at, gram)] = 1;
  const shared = (at: number) => inTarget[gramHash(text, at, gram)]!;
  const seenOnLine = new Int32Array(GRAM_TABLE_SIZE);

  const top: Candidate[] = [];
  const width = Math.max(target.length, 1);
  let lineNumber = 0;
  for (let start = 0; start < end;) {
    lineNumber++;
    let stop = text.indexOf('\n', start);
    if (stop < 0 || stop > end) stop = end;
    if (!isBlank(text, start, stop)) {
      if (stop - start <= LONG_LINE_CHARS) {
        // Distinct shared trigrams: a line that merely repeats one of them is no closer.
        let hits = 0;
        for (let at = start; at + gram <= stop; at++) {
          const hash = gramHash(text, at, gram);
          if (inTarget[hash] && seenOnLine[hash] !== lineNumber) {
            seenOnLine[hash] = lineNumber;
            hits++;
          }
        }
        keepBest(top, { start, stop, hits, line: lineNumber });
      } else {
        // A long line: the window of the wanted text's width that shares the most trigrams with it.
        const span = width - gram + 1;
        // The last `span` positions' hits, so that the one leaving the window is not hashed again.
        const ring = new Uint8Array(span);
        let hits = 0;
        let bestHits = -1;
        let bestAt = start;
        for (let at = start; at + gram <= stop; at++) {
          const slot = (at - start) % span;
          const hit = shared(at);
          hits += hit - ring[slot]!;
          ring[slot] = hit;
          if (hits > bestHits) {
            bestHits = hits;
            bestAt = Math.max(start, at - span + 1);
          }
        }
        keepBest(top, {
          start: Math.max(start, bestAt - PART_CONTEXT_CHARS),
          stop: Math.min(stop, bestAt + width + PART_CONTEXT_CHARS),
          hits: bestHits,
          line: lineNumber,
          lineChars: stop - start,
        });
      }
    }
    start = stop + 1;
  }

  let best: Candidate | undefined;
  let bestScore = Infinity;
  for (const candidate of top) {
    const compared = text.slice(candidate.start, Math.min(candidate.stop, candidate.start + CANDIDATE_CHARS_COMPARED));
    const extra = Math.max(0, compared.length - target.length);
    // Scored as distance minus the extra length, so the distance must stay under best + extra.
    const distance = editDistance(target, compared, bestScore + extra);
    if (distance - extra < bestScore) {
      bestScore = distance - extra;
      best = candidate;
    }
  }
  if (!best) return undefined;
  return {
    text: text.slice(best.start, best.stop),
    line: best.line,
    ...(best.lineChars !== undefined && { partOfLineChars: best.lineChars }),
  };
}

interface Candidate {
  start: number;
  stop: number;
  hits: number;
  line: number;
  lineChars?: number;
}

/** Keeps the CANDIDATES_COMPARED with the most shared trigrams, earlier ones first on a tie. */
function keepBest(top: Candidate[], candidate: Candidate): void {
  if (top.length === CANDIDATES_COMPARED && top.at(-1)!.hits >= candidate.hits) return;
  let at = top.length;
  while (at > 0 && top[at - 1]!.hits < candidate.hits) at--;
  top.splice(at, 0, candidate);
  if (top.length > CANDIDATES_COMPARED) top.pop();
}

const GRAM_TABLE_SIZE = 1 << 16;

function gramHash(text: string, at: number, gram: number): number {
  let hash = 0;
  for (let index = 0; index < gram; index++) hash = (hash * 31 + text.charCodeAt(at + index)) | 0;
  return hash & (GRAM_TABLE_SIZE - 1);
}

function isBlank(text: string, start: number, stop: number): boolean {
  for (let at = start; at < stop; at++) {
    const code = text.charCodeAt(at);
    if (code !== 32 && code !== 9 && code !== 13 && code !== 11 && code !== 12) return false;
  }
  return true;
}
