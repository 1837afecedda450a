/**
 * The hunks of a unified diff, as `diff -u` prints them, of text not escaped here: each caller
 * escapes the lines for its medium (report/diff.ts for the terminal; the run keeps them raw in the
 * result model). It loads the `diff` package: import this module dynamically, where a diff is made.
 */
import { structuredPatch } from 'diff';

/** Unchanged lines shown around each change. */
export const DIFF_CONTEXT_LINES = 2;

/**
 * The `@@` hunks from `before` to `after` with DIFF_CONTEXT_LINES of context, each line its marker
 * (' ', '-', '+', or '\' for "No newline at end of file") and its text; [] when nothing changed.
 * Undefined when more than `maxChangedLines` lines changed (the diff would cost too much to make).
 */
export function diffHunkLines(before: string, after: string, maxChangedLines?: number): string[] | undefined {
  if (before === after) return [];
  const options = { context: DIFF_CONTEXT_LINES };
  const patch =
    maxChangedLines === undefined
      ? structuredPatch('', '', before, after, undefined, undefined, options)
      : structuredPatch('', '', before, after, undefined, undefined, { ...options, maxEditLength: maxChangedLines });
  if (!patch) return undefined;
  const lines: string[] = [];
  for (const hunk of patch.hunks) {
    lines.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`);
    lines.push(...hunk.lines);
  }
  return lines;
}
