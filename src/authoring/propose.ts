import os from 'node:os';
import path from 'node:path';

/**
 * Proposing `expected_contains` entries from real output, for `init`: a few short, distinctive,
 * exact lines that held in every call, so the scenario passes now and fails when the output changes.
 * A line longer than MAX_PROPOSED_CHARS is proposed in pieces that together cover all of it, never
 * as a prefix: a prefix would keep passing when the rest of the line (a date at its end) changed.
 */

/** Lines proposed at most: enough to pin the output down, few enough to read and keep up. */
export const MAX_PROPOSED_ENTRIES = 3;
/** Longest entry proposed, in characters; a longer line is split into pieces of at most this. */
export const MAX_PROPOSED_CHARS = 80;
/**
 * Pieces a long line may take: a longer line (a dump on one line) would fill the file with entries
 * nobody reads, and a part of it would not fail when the rest changed, so it is not proposed at all.
 */
export const MAX_PIECES_PER_LINE = 4;
/** Shortest entry worth proposing: fewer letters and digits than this match almost anything. */
const MIN_ALPHANUMERIC = 3;
/** Lines looked at, from the start of the output: a huge dump needs no more to find three lines. */
const MAX_LINES_CONSIDERED = 5_000;

/**
 * Text that changes between calls even when two calls agree (they were made within a second, or
 * the server caches): timestamps with a time of day, UUIDs, long hex ids, epoch-like numbers.
 */
const VOLATILE = [
  /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/,
  /\b\d{1,2}:\d{2}:\d{2}\b/,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i,
  /\b[0-9a-f]{16,}\b/i,
  /\b\d{10,}\b/,
];

/** Whether a line holds something that looks like it changes from call to call. */
export function looksVolatile(line: string): boolean {
  return VOLATILE.some((pattern) => pattern.test(line));
}

/** A date, with or without a time of day: the output says when it was made. */
const DATED = /\d{4}-\d{2}-\d{2}|\b\d{1,2}:\d{2}(:\d{2})?\b/;

/**
 * The names of a day or a month, as a server that dates its output spells them next to the date:
 * the same two calls agree today, and tomorrow's do not (`"day_of_week": "Friday"` beside the
 * timestamp that was dropped). Only looked for in an output that holds a date.
 */
const CALENDAR_WORD =
  /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b/;

/** A URL in a line: from its scheme (or `www.`) to the next white space or quote. */
const URL_IN_LINE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s"'<>`]+/gi;
/**
 * A version inside a URL: `lodash@4.17.21`, `/v1.2.3/`, `/2.0.1/`, `?v=…`, `&version=…`. Such a line
 * is the same in both calls and changes with the next release of a library the server links to
 * (a CDN address, a docs link), which is not a change of the server's answer: not proposed.
 * A bare API version (`/v1/`) names an interface, not a release, and is kept.
 */
const VERSION_IN_URL = /@v?\d+(?:\.\d+)+|\/v?\d+\.\d+(?:\.\d+)*(?:[-+][\w.]+)?(?=[/?#]|$)|[?&](?:v|ver|version)=/i;

/** Whether a line holds a URL with a library's version in it. */
export function holdsVersionedUrl(line: string): boolean {
  return (line.match(URL_IN_LINE) ?? []).some((url) => VERSION_IN_URL.test(url));
}

/**
 * Advice and hints (`(use "git restore <file>..." to discard changes)`, `hint: …`, `Run … to …`):
 * text the tool's authors reword freely, less worth pinning than a line that names things.
 */
const ADVICE = /^(\(.*\)|hint:|note:|tip:|\(?(use|run|try|see)\b)/i;
/** How much an advice line's score counts against a line that names things. */
const ADVICE_WEIGHT = 0.25;

/**
 * A line as entries of at most MAX_PROPOSED_CHARS that together cover every character of it, so a
 * change anywhere in the line fails one of them. Each piece ends before a space; the next starts at
 * that piece's last word (`… (1969), due` then `due back: 20 December 2026`), so the space between
 * is covered too. A piece with no space in its second half is cut hard and the next starts where
 * it stopped.
 */
export function piecesOf(line: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (line.length - start > MAX_PROPOSED_CHARS) {
    const window = line.slice(start, start + MAX_PROPOSED_CHARS);
    const space = window.lastIndexOf(' ');
    if (space < MAX_PROPOSED_CHARS / 2) {
      pieces.push(window);
      start += MAX_PROPOSED_CHARS;
      continue;
    }
    const end = start + space;
    pieces.push(line.slice(start, end));
    const lastWord = line.lastIndexOf(' ', end - 1) + 1;
    // Never back to where this piece began: the next must move on. Either way it starts at or before `end`.
    start = lastWord > start ? lastWord : end;
  }
  pieces.push(line.slice(start));
  return pieces;
}

const alphanumerics = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;

/**
 * Proposes up to MAX_PROPOSED_ENTRIES lines from the outputs of the same call made more than
 * once (`outputs[0]` is the one shown; the others only confirm). A line qualifies when it occurs in
 * every output, once in the first, is not volatile, holds no versioned URL, has a few letters or digits (so `{` and
 * `---` never qualify), takes at most MAX_PIECES_PER_LINE pieces, and passes `keep` (the caller's
 * test for secrets and machine specifics, on the whole line, so that no piece is dropped alone).
 * The first qualifying line is kept (it is often a heading), then the most informative others;
 * they come back in output order, each whole or in pieces (piecesOf), never the whole output of
 * more than one line. Returns [] when nothing qualifies.
 */
export function proposeExpectedContains(outputs: string[], keep: (line: string) => boolean = () => true): string[] {
  return proposeExpectedLines(outputs, keep).flat();
}

/** The same proposal, line by line: each line's entries (one, or its pieces) apart. */
export function proposeExpectedLines(outputs: string[], keep: (line: string) => boolean = () => true): string[][] {
  const [first, ...others] = outputs;
  if (first === undefined) return [];
  const lines = first.split('\n').slice(0, MAX_LINES_CONSIDERED);
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line.trim(), (counts.get(line.trim()) ?? 0) + 1);

  const dated = lines.some((line) => DATED.test(line));
  const candidates: { pieces: string[]; index: number; score: number }[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (counts.get(line) !== 1 || looksVolatile(line)) return;
    if (dated && CALENDAR_WORD.test(line)) return;
    if (holdsVersionedUrl(line)) return;
    if (alphanumerics(line) < MIN_ALPHANUMERIC || !keep(line)) return;
    const pieces = piecesOf(line);
    if (pieces.length > MAX_PIECES_PER_LINE) return;
    if (!others.every((output) => output.includes(line))) return;
    // More letters and digits say more about the output, up to the length of one entry: a long line
    // is not worth more for needing more entries.
    const score = Math.min(alphanumerics(line), MAX_PROPOSED_CHARS) * (ADVICE.test(line) ? ADVICE_WEIGHT : 1);
    candidates.push({ pieces, index, score });
  });
  if (candidates.length === 0) return [];
  const [head, ...rest] = candidates;
  const picked = [head!, ...rest.sort((a, b) => b.score - a.score || a.index - b.index)].slice(0, MAX_PROPOSED_ENTRIES);
  return picked.sort((a, b) => a.index - b.index).map((candidate) => candidate.pieces);
}

/** Shorter values than this are not looked for: `/` or `x` would rule out almost any line. */
const MIN_SPECIFIC_CHARS = 2;
/** Values shorter than this (a host named `vm`, a user `ci`) are looked for as whole words only. */
const WHOLE_WORD_BELOW_CHARS = 5;

/**
 * This machine's specifics, which a server that echoes its environment or paths puts in its output
 * and which hold on no other machine (the CI runner first): the host and user names, the home, temp
 * and working directories (and `extraDirs`, the server's own), the Node and npm versions, and the
 * PATH entries. A line holding one is never proposed.
 */
export function machineSpecifics(env: NodeJS.ProcessEnv, extraDirs: string[] = []): string[] {
  const values = [os.hostname(), os.homedir(), os.tmpdir(), process.cwd(), process.version, process.versions.node];
  try {
    values.push(os.userInfo().username);
  } catch {
    // No user entry (some containers): nothing to leave out.
  }
  values.push(env.USER ?? '', env.LOGNAME ?? '', env.HOME ?? '', env.HOSTNAME ?? '', ...extraDirs);
  const npm = /\bnpm\/(\S+)/.exec(env.npm_config_user_agent ?? '')?.[1];
  if (npm) values.push(`npm/${npm}`, npm);
  values.push(...(env.PATH ?? '').split(path.delimiter));
  return [...new Set(values.filter((value) => value.length >= MIN_SPECIFIC_CHARS))];
}

/**
 * Whether `line` contains any of `values`: a short name (letters and digits: a host `vm`, a user
 * `ci`) as a whole word, anything else (a path such as `/bin`, a longer value) anywhere.
 */
export function holdsAny(line: string, values: string[]): boolean {
  return values.some((value) =>
    value.length < WHOLE_WORD_BELOW_CHARS && /^[\p{L}\p{N}_]+$/u.test(value)
      ? wholeWord(value).test(line)
      : line.includes(value),
  );
}

function wholeWord(value: string): RegExp {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'u');
}
