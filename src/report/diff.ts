import { escapeTerminal } from './text/escape.js';

/** Unchanged lines shown around each change. */
export const DIFF_CONTEXT_LINES = 2;
/** Past this many lines between the common start and end, the middle is shown as replaced whole. */
const MAX_DIFF_MIDDLE_LINES = 4_000;

type Op = { kind: ' ' | '-' | '+'; text: string; oldLine: number; newLine: number };

/** Line operations turning `a` into `b`: longest common subsequence over the part that differs. */
function diffLines(a: string[], b: string[]): Op[] {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  )
    suffix++;
  const ops: Op[] = [];
  const same = (i: number, j: number) => ops.push({ kind: ' ', text: a[i]!, oldLine: i + 1, newLine: j + 1 });
  for (let i = 0; i < prefix; i++) same(i, i);
  const midA = a.slice(prefix, a.length - suffix);
  const midB = b.slice(prefix, b.length - suffix);
  if (
    midA.length * midB.length > MAX_DIFF_MIDDLE_LINES * MAX_DIFF_MIDDLE_LINES ||
    midA.length === 0 ||
    midB.length === 0
  ) {
    midA.forEach((text, k) => ops.push({ kind: '-', text, oldLine: prefix + k + 1, newLine: prefix + 1 }));
    midB.forEach((text, k) =>
      ops.push({ kind: '+', text, oldLine: prefix + midA.length + 1, newLine: prefix + k + 1 }),
    );
  } else {
    // lcs[i][j]: length of the LCS of midA[i..] and midB[j..].
    const lcs = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
    for (let i = midA.length - 1; i >= 0; i--)
      for (let j = midB.length - 1; j >= 0; j--)
        lcs[i]![j] = midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    let i = 0;
    let j = 0;
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
        same(prefix + i, prefix + j);
        i++;
        j++;
      } else if (i < midA.length && (j === midB.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
        // Removals before additions, as `diff -u` prints a changed line.
        ops.push({ kind: '-', text: midA[i]!, oldLine: prefix + i + 1, newLine: prefix + j + 1 });
        i++;
      } else {
        ops.push({ kind: '+', text: midB[j]!, oldLine: prefix + i + 1, newLine: prefix + j + 1 });
        j++;
      }
    }
  }
  for (let k = 0; k < suffix; k++) same(a.length - suffix + k, b.length - suffix + k);
  return ops;
}

/**
 * A unified diff of one file (`--- file` / `+++ file`, `@@` hunks with DIFF_CONTEXT_LINES of
 * context), as `diff -u` prints it, so it reads as people expect and pastes into a review. The
 * lines come from a scenario file that may hold server output: they are escaped for the terminal.
 * Returns '' when nothing changed.
 */
export function renderUnifiedDiff(file: string, before: string, after: string): string {
  if (before === after) return '';
  const ops = diffLines(before.split('\n'), after.split('\n'));
  const changed = ops.map((op, index) => (op.kind === ' ' ? -1 : index)).filter((index) => index >= 0);
  const hunks: [number, number][] = [];
  for (const index of changed) {
    const start = Math.max(0, index - DIFF_CONTEXT_LINES);
    const end = Math.min(ops.length - 1, index + DIFF_CONTEXT_LINES);
    const last = hunks.at(-1);
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else hunks.push([start, end]);
  }
  const lines = [`--- ${escapeTerminal(file)}`, `+++ ${escapeTerminal(file)}`];
  for (const [start, end] of hunks) {
    const slice = ops.slice(start, end + 1);
    const oldCount = slice.filter((op) => op.kind !== '+').length;
    const newCount = slice.filter((op) => op.kind !== '-').length;
    const oldStart = slice.find((op) => op.kind !== '+')?.oldLine ?? slice[0]!.oldLine - 1;
    const newStart = slice.find((op) => op.kind !== '-')?.newLine ?? slice[0]!.newLine - 1;
    lines.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`);
    for (const op of slice) lines.push(`${op.kind}${escapeTerminal(op.text)}`);
  }
  return `${lines.join('\n')}\n`;
}
