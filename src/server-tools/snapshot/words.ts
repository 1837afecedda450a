/**
 * A word diff of two texts, for reworded descriptions: what a reviewer reads, not a line diff.
 * It loads the `diff` package: reach it only where a diff is shown (snapshot/diff.ts imports it
 * dynamically, when a text did change).
 */
import { diffArrays } from 'diff';
import type { WordOp } from '../../model/server-tools.js';
export type { WordOp } from '../../model/server-tools.js';

/** Past this many words on either side, the text is shown as replaced whole. */
export const MAX_WORD_DIFF_WORDS = 2_000;

/**
 * Word operations turning `before` into `after`; runs of the same kind are joined, each with the
 * whitespace that followed its words, so joining every op's text gives `after` back from added and
 * same (and `before` from removed and same). Words compare without their trailing whitespace.
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
  let j = 0;
  for (const change of diffArrays(a, b, { comparator: (x, y) => x.trimEnd() === y.trimEnd() })) {
    if (change.removed) push('removed', change.value.join(''));
    else if (change.added) {
      push('added', change.value.join(''));
      j += change.count;
    } else {
      // A same run: the new text's words (with its whitespace), as `after` is rebuilt from them.
      push('same', b.slice(j, j + change.count).join(''));
      j += change.count;
    }
  }
  return ops;
}

/** Words with their trailing whitespace; leading whitespace is its own token. */
function words(text: string): string[] {
  return text.match(/^\s+|\S+\s*/g) ?? [];
}
