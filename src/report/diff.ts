/**
 * Unified diffs of files the CLI rewrites. It loads the `diff` package (through util/diff.ts): the
 * commands import this module dynamically, where they show a diff.
 */
import { diffHunkLines } from '../util/diff.js';
import { escapeTerminal } from './text/escape.js';

export { DIFF_CONTEXT_LINES } from '../util/diff.js';

/**
 * A unified diff of one file (`--- file` / `+++ file`, `@@` hunks with DIFF_CONTEXT_LINES of
 * context), as `diff -u` prints it, so it reads as people expect and pastes into a review. The
 * lines come from a scenario file that may hold server output: they are escaped for the terminal.
 * Returns '' when nothing changed.
 */
export function renderUnifiedDiff(file: string, before: string, after: string): string {
  if (before === after) return '';
  const lines = [`--- ${escapeTerminal(file)}`, `+++ ${escapeTerminal(file)}`];
  // A hunk's line is its marker and its text: the text is escaped on its own (`::` at its start
  // stays broken); the markers and the `@@` lines are ours.
  for (const line of diffHunkLines(before, after)!)
    lines.push(line.startsWith('@@') ? line : `${line[0]}${escapeTerminal(line.slice(1))}`);
  return `${lines.join('\n')}\n`;
}
