/**
 * The tool-list snapshot check, for the terminal and the job summary: changes grouped breaking
 * first, reworded text as a word diff, token sizes, and the command that accepts the change.
 * Tool definitions come from the server: every piece of them is escaped for where it goes.
 */
import { CHANGE_KINDS, type ChangeKind, type SnapshotChange } from '../server-tools/snapshot/diff.js';
import type { SnapshotCheck } from '../server-tools/snapshot/check.js';
import type { WordOp } from '../server-tools/snapshot/words.js';
import { escapeHtml, escapeInline, escapeName, escapeTerminal } from './text/escape.js';
import type { SummarySection } from './summary-section.js';
import { paint, type ColorStyle } from './style.js';

export type SnapshotStyle = ColorStyle;

const TITLES: Record<ChangeKind, string> = {
  breaking: 'Breaking for callers',
  'model-facing': 'Model-facing (what the model reads)',
  additive: 'Additive',
};

/** Longest word diff shown in full; beyond it the text is cut (the file diff has it all). */
export const WORD_DIFF_LIMIT_CHARS = 1_000;
/**
 * Unchanged words kept on each side of a change in a word diff; longer unchanged runs between
 * changes are shown as `…`, so a change deep in a long description is shown where it is.
 */
export const WORD_DIFF_CONTEXT_WORDS = 8;

/**
 * The word diff with each long unchanged run cut to the words around the changes (like `git diff
 * --word-diff`, which shows the changed lines and not the whole file): the first run keeps its
 * last words, the last run its first words, a run between two changes both ends.
 */
export function withContext(ops: WordOp[], context = WORD_DIFF_CONTEXT_WORDS): WordOp[] {
  if (!ops.some((op) => op.kind !== 'same')) return ops;
  return ops.map((op, index) => {
    if (op.kind !== 'same') return op;
    const words = op.text.match(/^\s+|\S+\s*/g) ?? [];
    const first = index === 0;
    const last = index === ops.length - 1;
    const keep = (first ? 0 : context) + (last ? 0 : context);
    if (words.length <= keep + 1) return op;
    const head = first ? '' : words.slice(0, context).join('');
    const tail = last ? '' : words.slice(words.length - context).join('');
    const gap = `${head && !/\s$/.test(head) ? ' ' : ''}…${last ? '' : ' '}`;
    return { kind: 'same', text: `${head}${gap}${tail}` };
  });
}

const oneLine = (text: string) => text.replace(/\r\n?|\n/g, ' ⏎ ');

/**
 * The word operations whose text fits in `limitChars`, the last one cut at the limit, and whether
 * anything was cut. A long diff is cut here, on its words, never in its rendering: a cut rendering
 * can stop inside `<ins>…</ins>` (or a terminal colour) and leave it open for the rest of the page.
 */
export function cutWordOps(ops: WordOp[], limitChars: number): { ops: WordOp[]; cut: boolean } {
  const kept: WordOp[] = [];
  let used = 0;
  for (const op of ops) {
    if (used + op.text.length <= limitChars) {
      kept.push(op);
      used += op.text.length;
      continue;
    }
    const room = limitChars - used;
    if (room > 0) kept.push({ kind: op.kind, text: op.text.slice(0, room) });
    return { ops: kept, cut: true };
  }
  return { ops: kept, cut: false };
}

/**
 * Each changed run's words inside the markers and its trailing space outside them; a removed run
 * followed by an added one leaves the space to the added one: "for [-products-]{+items+} by".
 */
function markRuns(
  ops: WordOp[],
  escape: (text: string) => string,
  mark: (kind: 'removed' | 'added', text: string) => string,
) {
  return ops
    .map((op, index) => {
      const text = oneLine(op.text);
      if (op.kind === 'same') return escape(text);
      const words = text.trimEnd();
      const space = text.slice(words.length);
      const keepSpace = !(op.kind === 'removed' && ops[index + 1]?.kind === 'added');
      return `${words ? mark(op.kind, escape(words)) : ''}${keepSpace ? escape(space) : ''}`;
    })
    .join('');
}

/** `[-removed-]{+added+}`, as `git diff --word-diff=plain` prints it (and in colour on a TTY). */
export function renderWordDiffTerminal(ops: WordOp[], style: SnapshotStyle): string {
  const shown = cutWordOps(withContext(ops), WORD_DIFF_LIMIT_CHARS);
  const text = markRuns(shown.ops, escapeTerminal, (kind, words) =>
    kind === 'removed' ? paint(style, 'red', `[-${words}-]`) : paint(style, 'green', `{+${words}+}`),
  );
  return shown.cut ? `${text}…` : text;
}

/** Markdown: removed words in <del>, added in <ins> (they hold any text), in one escaped line. */
export function renderWordDiffMarkdown(ops: WordOp[]): string {
  const escape = (text: string) => escapeHtml(text.replace(/([\\`*_[\]#|~])/g, '\\$1'));
  const shown = cutWordOps(withContext(ops), WORD_DIFF_LIMIT_CHARS);
  const html = markRuns(shown.ops, escape, (kind, words) =>
    kind === 'removed' ? `<del>${words}</del>` : `<ins>${words}</ins>`,
  );
  return shown.cut ? `${html}…` : html;
}

function tokensLine(check: SnapshotCheck): string {
  const { before, after, method } = check.tokens;
  const size = before === undefined ? `${after}` : before === after ? `${after} (unchanged)` : `${before} → ${after}`;
  const budget =
    check.budget === undefined
      ? ''
      : check.overBudget
        ? `, over the budget of ${check.budget}`
        : `, budget ${check.budget}`;
  return `tool list size: ${size} tokens (${method})${budget}`;
}

function byKind(changes: SnapshotChange[]): [ChangeKind, SnapshotChange[]][] {
  return CHANGE_KINDS.map(
    (kind) => [kind, changes.filter((change) => change.kind === kind)] as [ChangeKind, SnapshotChange[]],
  ).filter(([, list]) => list.length > 0);
}

/** A count per kind: "2 breaking, 1 model-facing". */
export function countChanges(changes: SnapshotChange[]): string {
  return byKind(changes)
    .map(([kind, list]) => `${list.length} ${kind}`)
    .join(', ');
}

/** One line saying what the check found, for a failure message or annotation. */
export function snapshotHeadline(check: SnapshotCheck): string {
  if (check.status === 'invalid') return `tool-list snapshot: ${check.error}`;
  if (check.status === 'changed')
    return `the server's tool list differs from ${check.file} (${countChanges(check.changes)}); if intended, accept it with \`${check.acceptCommand}\` and commit the file`;
  if (check.overBudget)
    return `the tool list is ${check.tokens.after} tokens (${check.tokens.method}), over the budget of ${check.budget}`;
  if (check.unread?.length) return `tool-list snapshot: not compared: ${check.unread.join('; ')}`;
  return `the server's tool list matches ${check.file}`;
}

/** For the terminal: the headline, the changes by kind (breaking first), sizes, and how to accept. */
export function renderSnapshotTerminal(check: SnapshotCheck, style: SnapshotStyle): string {
  const lines: string[] = [];
  const file = escapeName(check.file);
  if (check.status === 'equal' && check.unread?.length)
    lines.push(`${paint(style, 'red', 'SNAPSHOT INCOMPLETE')} what could be read matches ${file}`);
  else if (check.status === 'equal')
    lines.push(`${paint(style, 'green', 'SNAPSHOT OK')} the tool list matches ${file}`);
  else if (check.status === 'invalid')
    lines.push(`${paint(style, 'red', 'SNAPSHOT ERROR')} ${escapeTerminal(oneLine(check.error ?? ''))}`);
  else
    lines.push(
      `${paint(style, 'red', 'SNAPSHOT CHANGED')} the tool list differs from ${file}: ${countChanges(check.changes)}`,
    );
  for (const [kind, list] of byKind(check.changes)) {
    lines.push('', `${TITLES[kind]}:`);
    for (const change of list) {
      lines.push(`  - ${escapeName(change.tool)}: ${escapeTerminal(oneLine(change.message))}`);
      if (change.words) lines.push(`      ${renderWordDiffTerminal(change.words, style)}`);
    }
  }
  for (const why of check.unread ?? [])
    lines.push('', `${paint(style, 'red', 'NOT COMPARED')} ${escapeTerminal(oneLine(why))}`);
  lines.push('', tokensLine(check));
  if (check.overBudget && check.status === 'equal')
    lines.push(`${paint(style, 'red', 'OVER BUDGET')} shorten descriptions or schemas, or raise the budget`);
  // A server that could not be reached listed nothing: saving would not accept anything.
  if (check.status !== 'equal' && !check.unreachable)
    lines.push(`To accept the server's list as it is now: ${escapeName(check.acceptCommand)}`);
  return `${lines.join('\n')}\n`;
}

/** What of the changes the summary section shows: all of them with word diffs (the default), without, or only counted. */
export type SnapshotDetail = 'word-diffs' | 'changes' | 'counts';

/** For the job summary: a section of its own, showing the changes down to `detail`. */
export function renderSnapshotMarkdown(check: SnapshotCheck, detail: SnapshotDetail = 'word-diffs'): string {
  const lines: string[] = ['### Tool-list snapshot', ''];
  const file = `\`${check.file.replace(/`/g, "'")}\``;
  if (check.status === 'equal' && check.unread?.length) lines.push(`❌ What could be read matches ${file}.`);
  else if (check.status === 'equal') lines.push(`✅ The server's tool list matches ${file}.`);
  else if (check.status === 'invalid') lines.push(`❌ ${escapeInline(check.error ?? '')}`);
  else lines.push(`❌ The server's tool list differs from ${file}: ${countChanges(check.changes)}.`);
  const reworded = check.changes.filter((change) => change.words).length;
  if (detail === 'changes' && reworded > 0)
    lines.push(
      '',
      `_${SHORTENED}: the word diffs of ${reworded} reworded texts are left out; the step's log has them._`,
    );
  if (detail === 'counts' && check.changes.length > 0)
    lines.push('', `_${SHORTENED}: the list of ${check.changes.length} changes is left out; the step's log has it._`);
  for (const [kind, list] of detail === 'counts' ? [] : byKind(check.changes)) {
    lines.push('', `**${TITLES[kind]}**`, '');
    for (const change of list) {
      lines.push(`- <code>${escapeHtml(change.tool)}</code>: ${escapeInline(change.message)}`);
      if (change.words && detail === 'word-diffs') lines.push(`  <br>${renderWordDiffMarkdown(change.words)}`);
    }
  }
  for (const why of check.unread ?? []) lines.push('', `❌ Not compared: ${escapeInline(why)}`);
  lines.push('', escapeInline(tokensLine(check)));
  if (check.status !== 'equal' && !check.unreachable) {
    lines.push(
      '',
      'Updating the file is how a pull request accepts the change (the reviewer sees it in the diff):',
      '',
      '```sh',
      check.acceptCommand.replace(/```/g, '` ` `'),
      '```',
    );
  }
  return `${lines.join('\n')}\n`;
}

const SHORTENED = 'Shortened to keep the job summary under GitHub’s 1 MiB limit';

/** The snapshot's section of the job summary, in its renderings from the fullest to the leanest. */
export function snapshotSummarySection(check: SnapshotCheck): SummarySection {
  const reworded = check.changes.filter((change) => change.words).length;
  return {
    renderings: [
      { markdown: renderSnapshotMarkdown(check, 'word-diffs') },
      ...(reworded > 0
        ? [
            {
              markdown: renderSnapshotMarkdown(check, 'changes'),
              leftOut: `the word diffs of ${reworded} reworded texts in the tool-list snapshot`,
            },
          ]
        : []),
      ...(check.changes.length > 0
        ? [
            {
              markdown: renderSnapshotMarkdown(check, 'counts'),
              leftOut: `the list of ${check.changes.length} tool-list snapshot changes`,
            },
          ]
        : []),
    ],
  };
}
