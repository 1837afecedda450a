/**
 * Unified diffs of files the CLI rewrites. It loads the `diff` package: the commands import this
 * module dynamically, where they show a diff.
 */
import { structuredPatch } from 'diff';
import { escapeTerminal } from './text/escape.js';

/** Unchanged lines shown around each change. */
export const DIFF_CONTEXT_LINES = 2;

/**
 * A unified diff of one file (`--- file` / `+++ file`, `@@` hunks with DIFF_CONTEXT_LINES of
 * context), as `diff -u` prints it, so it reads as people expect and pastes into a review. The
 * lines come from a scenario file that may hold server output: they are escaped for the terminal.
 * Returns '' when nothing changed.
 */
export function renderUnifiedDiff(file: string, before: string, after: string): string {
  if (before === after) return '';
  const patch = structuredPatch(file, file, before, after, undefined, undefined, { context: DIFF_CONTEXT_LINES });
  const lines = [`--- ${escapeTerminal(file)}`, `+++ ${escapeTerminal(file)}`];
  for (const hunk of patch.hunks) {
    lines.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`);
    // Each line is its marker (' ', '-', '+', or '\' for "No newline at end of file") and its text.
    for (const line of hunk.lines) lines.push(`${line[0]}${escapeTerminal(line.slice(1))}`);
  }
  return `${lines.join('\n')}\n`;
}
