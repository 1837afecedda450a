/**
 * What changed since a recording, shown when a replay cannot go on. It loads the `diff` package:
 * recording.ts imports this module dynamically, only when it has a mismatch to show.
 */
import { diffArrays } from 'diff';
import type { ToolDefinition } from './types.js';

/** At most this many `-`/`+` lines of one line diff. */
const MAX_LINE_DIFF_LINES = 40;

/**
 * A line diff, `-` recorded and `+` now, of two texts: only the lines removed and added (a line
 * inserted is one `+` line, and the lines after it are not shown as changed).
 */
export function lineDiff(recorded: string, now: string): string {
  const out: string[] = [];
  for (const change of diffArrays(recorded.split('\n'), now.split('\n'))) {
    if (!change.added && !change.removed) continue;
    for (const line of change.value) out.push(`${change.added ? '+' : '-'} ${line}`);
    if (out.length >= MAX_LINE_DIFF_LINES) break;
  }
  return out.slice(0, MAX_LINE_DIFF_LINES).join('\n');
}

/**
 * What changed between two tool lists (each as `toolsForRecording` gives it): tools removed, added,
 * and those whose description or schema changed.
 */
export function toolListDiff(recorded: ToolDefinition[], now: ToolDefinition[]): string {
  const before = new Map(recorded.map((tool) => [tool.name, tool]));
  const after = new Map(now.map((tool) => [tool.name, tool]));
  const lines: string[] = [];
  for (const name of before.keys()) if (!after.has(name)) lines.push(`removed tool ${name}`);
  for (const name of after.keys()) if (!before.has(name)) lines.push(`added tool ${name}`);
  for (const [name, tool] of after) {
    const old = before.get(name);
    if (!old) continue;
    if (old.description !== tool.description)
      lines.push(`${name}: description changed:\n${lineDiff(String(old.description), String(tool.description))}`);
    if (JSON.stringify(old.input_schema) !== JSON.stringify(tool.input_schema))
      lines.push(
        `${name}: input schema changed:\n${lineDiff(JSON.stringify(old.input_schema, null, 2), JSON.stringify(tool.input_schema, null, 2))}`,
      );
  }
  return lines.join('\n');
}
