/**
 * Every size and count limit of the reports, in one place. GitHub's own limits are quoted where they
 * come from GitHub; ours leave a margin under them.
 */

/** GitHub rejects a step's job summary above 1 MiB (1,048,576 bytes of UTF-8). */
export const GITHUB_SUMMARY_LIMIT_BYTES = 1024 * 1024;
/**
 * What our summary may use, in bytes of UTF-8: 64 KiB under GitHub's limit, so that another
 * step appending to the same summary file, or a line of ours, never tips it over.
 */
export const SUMMARY_BUDGET_BYTES = GITHUB_SUMMARY_LIMIT_BYTES - 64 * 1024;
/** The joined output shown per failure in the summary (the start of it); the JSON report has it all. */
export const SUMMARY_OUTPUT_LIMIT_CHARS = 4_000;
/** The server's stderr shown per failure in the summary (the end of it, where the crash is). */
export const SUMMARY_STDERR_LIMIT_CHARS = 2_000;
/** A judge reply or error quoted in a report: replies are short, API errors need not be. */
export const JUDGE_REPLY_LIMIT_CHARS = 2_000;
/** A reason (error, skip) in a table cell of the summary. */
export const CELL_LIMIT_CHARS = 300;
/** The expected text or criterion of a failed check, in the table's "Failed checks" cell: enough to recognise it. */
export const CELL_CHECK_TEXT_CHARS = 40;
/** A check message in a bullet. */
export const MESSAGE_LIMIT_CHARS = 1_000;

/** GitHub shows at most 10 annotations of each level (error, warning, notice) per step. */
export const GITHUB_ANNOTATIONS_PER_LEVEL = 10;
/**
 * Annotations written of each level. More than GitHub shows, because the rest still stand out in
 * the log, as red lines with their file and line; bounded by GitHub's 50 per job.
 */
export const ANNOTATIONS_WRITTEN_PER_LEVEL = 50;
/** The message of one annotation: what fits on the run page and in the failure e-mail. */
export const ANNOTATION_MESSAGE_LIMIT_CHARS = 2_000;
/** Lines of stderr quoted in the annotation of a scenario whose server failed. */
export const ANNOTATION_STDERR_LINES = 5;

/** The Checks API refuses a check run's `output.title`/`summary`/`text` over 65,535 characters. */
export const GITHUB_CHECK_RUN_TEXT_LIMIT_CHARS = 65_535;
/** The Checks API takes at most 50 annotations per request; the rest go in later updates, which append. */
export const CHECK_RUN_ANNOTATIONS_PER_REQUEST = 50;
/** A check run's name, title and each annotation's title (the API's 255 for an annotation's title). */
export const CHECK_RUN_TITLE_LIMIT_CHARS = 255;
/** Each request of the check run: one that has not answered by then is given up, with a notice. */
export const CHECK_RUN_REQUEST_TIMEOUT_MS = 10_000;
/** Every request of the check run together: past it the rest of the annotations are not sent, with a notice. */
export const CHECK_RUN_DEADLINE_MS = 60_000;

/** Joined output per testcase in JUnit `<system-out>`. */
export const JUNIT_OUTPUT_LIMIT_CHARS = 64_000;
/** Stderr per testcase in JUnit `<system-err>` (the end of it). */
export const JUNIT_STDERR_LIMIT_CHARS = 16_000;

/** Joined output printed per failure at the end of a CLI run (the start of it). */
export const TERMINAL_OUTPUT_LIMIT_CHARS = 4_000;
/** Lines of stderr printed per failure at the end of a CLI run (the last ones). */
export const TERMINAL_STDERR_LINES = 20;

/** Keeps the start of `text`, saying how much was cut. */
export function cutStart(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}\n[… ${text.length - limit} more characters cut]`;
}

/** Keeps the end of `text` (stderr: the crash is at the end), saying how much was cut. */
export function cutEnd(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return `[… ${text.length - limit} earlier characters cut]\n${text.slice(text.length - limit)}`;
}

/** Keeps `text` on one line of at most `limit` characters. */
export function clipLine(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}…`;
}

/** Of the explanation around a command, what a cut keeps at least, so the line still says why. */
export const CLIPPED_PROSE_MIN_CHARS = 60;

/**
 * Keeps `text` to about `limit` characters without ever cutting a command in backticks (the
 * `record-agent` command a skip names, with its server flags): a command is there to be copied,
 * and a cut one runs as something else or not at all. The explanation around the commands is cut
 * instead, from the end (each cut part ends in `…`, at a word where it can), keeping at least
 * CLIPPED_PROSE_MIN_CHARS of it; so a long command makes the line longer than `limit`, whole.
 */
export function clipKeepingCommands(text: string, limit: number): string {
  if (text.length <= limit) return text;
  // Odd indices are the commands, backticks included.
  const parts = text.split(/(`[^`\n]*`)/);
  if (parts.length === 1) return clipLine(text, limit);
  const prose = parts.filter((_, index) => index % 2 === 0).join('').length;
  let over = Math.min(text.length - limit, prose - CLIPPED_PROSE_MIN_CHARS);
  for (let index = parts.length - 1; index >= 0 && over > 0; index -= 2) {
    const part = parts[index]!;
    if (part.trim() === '') continue;
    // Before a command, a part that ended in a space keeps one after its `…`.
    const space = /\s$/.test(part) && index < parts.length - 1 ? ' ' : '';
    const kept = Math.max(part.length - over - 1 - space.length, 0);
    const word = part.lastIndexOf(' ', kept);
    // At a word when that keeps some of it; a part cut to nothing leaves `…`.
    const shortened = `${word > 0 ? part.slice(0, word) : part.slice(0, kept)}…${space}`;
    if (shortened.length >= part.length) continue;
    over -= part.length - shortened.length;
    parts[index] = shortened;
  }
  return parts.join('');
}

/**
 * Results in one SARIF report: GitHub's code scanning shows at most 5,000 results of a run (and
 * refuses an upload past 25,000); errors are kept first, and the run's properties count the rest.
 */
export const SARIF_RESULTS_LIMIT = 5_000;
/** A SARIF result's message: a finding's words, with the input or text it quotes cut. */
export const SARIF_MESSAGE_LIMIT_CHARS = 2_000;
/** A tool's name in a SARIF logical location (a server's name is its own text, of any length). */
export const SARIF_NAME_LIMIT_CHARS = 256;
/** The committed snapshot file read to place a tool's finding at its line; a larger one is not read (logical locations). */
export const SARIF_SNAPSHOT_READ_LIMIT_BYTES = 16 * 1024 * 1024;
