import os from 'node:os';
import path from 'node:path';

/**
 * Proposing `expected_contains` entries from real output, for `init`: a few short, distinctive,
 * exact lines that held in every call, so the scenario passes now and fails when the output changes.
 */

/** Entries proposed at most: enough to pin the output down, few enough to read and keep up. */
export const MAX_PROPOSED_ENTRIES = 3;
/** Longest entry proposed, in characters; a longer line is cut at a word boundary before this. */
export const MAX_PROPOSED_CHARS = 80;
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

/**
 * Advice and hints (`(use "git restore <file>..." to discard changes)`, `hint: …`, `Run … to …`):
 * text the tool's authors reword freely, less worth pinning than a line that names things.
 */
const ADVICE = /^(\(.*\)|hint:|note:|tip:|\(?(use|run|try|see)\b)/i;
/** How much an advice line's score counts against a line that names things. */
const ADVICE_WEIGHT = 0.25;

/** A line cut to MAX_PROPOSED_CHARS at the last space before it (or hard, when there is none). */
function shorten(line: string): string {
  if (line.length <= MAX_PROPOSED_CHARS) return line;
  const cut = line.slice(0, MAX_PROPOSED_CHARS);
  const space = cut.lastIndexOf(' ');
  return (space >= MAX_PROPOSED_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd();
}

const alphanumerics = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;

/**
 * Proposes up to MAX_PROPOSED_ENTRIES entries from the outputs of the same call made more than
 * once (`outputs[0]` is the one shown; the others only confirm). A line qualifies when it occurs in
 * every output, once in the first, is not volatile, and has a few letters or digits (so `{` and
 * `---` never qualify). The first qualifying line is kept (it is often a heading), then the most
 * informative others; they come back in output order, each cut to a short prefix, never the whole
 * output of more than one line. Returns [] when nothing qualifies.
 */
export function proposeExpectedContains(outputs: string[]): string[] {
  const [first, ...others] = outputs;
  if (first === undefined) return [];
  const lines = first.split('\n').slice(0, MAX_LINES_CONSIDERED);
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line.trim(), (counts.get(line.trim()) ?? 0) + 1);

  const dated = lines.some((line) => DATED.test(line));
  const candidates: { text: string; index: number; score: number }[] = [];
  const seen = new Set<string>();
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (counts.get(line) !== 1 || looksVolatile(line)) return;
    if (dated && CALENDAR_WORD.test(line)) return;
    const text = shorten(line);
    if (alphanumerics(text) < MIN_ALPHANUMERIC || seen.has(text)) return;
    if (!others.every((output) => output.includes(text))) return;
    seen.add(text);
    // More letters and digits say more about the output, up to the length we would keep anyway.
    const score = Math.min(alphanumerics(text), MAX_PROPOSED_CHARS) * (ADVICE.test(line) ? ADVICE_WEIGHT : 1);
    candidates.push({ text, index, score });
  });
  if (candidates.length === 0) return [];
  const [head, ...rest] = candidates;
  const picked = [head!, ...rest.sort((a, b) => b.score - a.score || a.index - b.index)].slice(0, MAX_PROPOSED_ENTRIES);
  return picked.sort((a, b) => a.index - b.index).map((candidate) => candidate.text);
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
