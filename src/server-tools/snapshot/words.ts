/** A word diff of two texts, for reworded descriptions: what a reviewer reads, not a line diff. */
import type { WordOp } from '../../model/server-tools.js';
export type { WordOp } from '../../model/server-tools.js';

/** Past this many words on either side, the text is shown as replaced whole (the LCS table is words²). */
export const MAX_WORD_DIFF_WORDS = 2_000;

/**
 * Word operations turning `before` into `after`; runs of the same kind are joined, each with the
 * whitespace that followed its words, so joining every op's text gives `after` back from added and
 * same (and `before` from removed and same).
 */
export function wordDiff(before: string, after: string): WordOp[] {
  const a = words(before);
  const b = words(after);
  const ops: WordOp[] = [];
  const push = (kind: WordOp['kind'], text: string) => {
    const last = ops.at(-1);
    if (last && last.kind === kind) last.text += text;
    else ops.push({ kind, text });
  };
  if (a.length > MAX_WORD_DIFF_WORDS || b.length > MAX_WORD_DIFF_WORDS) {
    if (before) push('removed', before);
    if (after) push('added', after);
    return ops;
  }
  const key = (word: string) => word.trimEnd();
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = key(a[i]!) === key(b[j]!) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && key(a[i]!) === key(b[j]!)) {
      push('same', b[j]!);
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      push('removed', a[i]!);
      i++;
    } else {
      push('added', b[j]!);
      j++;
    }
  }
  return ops;
}

/** Words with their trailing whitespace; leading whitespace is its own token. */
function words(text: string): string[] {
  return text.match(/^\s+|\S+\s*/g) ?? [];
}
