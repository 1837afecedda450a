/** Edit distance (Levenshtein) between two strings; small inputs only (keys, tool names, lines). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
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

/** Bounds on the closest-line search, which is quadratic in line length. */
const MAX_LINES_COMPARED = 2_000;
const MAX_LINE_CHARS_COMPARED = 200;

/**
 * The line of `text` most like `wanted` (a line that holds it with little else scores best), or
 * undefined when there is no non-blank line or too many to compare within the bounds.
 */
export function closestLine(text: string, wanted: string): string | undefined {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0 || lines.length > MAX_LINES_COMPARED) return undefined;
  let best = lines[0]!;
  let bestScore = Infinity;
  // Both sides bounded: the search costs lines × line length × wanted length.
  const target = wanted.slice(0, MAX_LINE_CHARS_COMPARED);
  for (const line of lines) {
    const candidate = line.slice(0, MAX_LINE_CHARS_COMPARED);
    const score = editDistance(target, candidate) - Math.max(0, candidate.length - target.length);
    if (score < bestScore) {
      bestScore = score;
      best = line;
    }
  }
  return best;
}
