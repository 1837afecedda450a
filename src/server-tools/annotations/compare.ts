/**
 * Comparing two states (state.ts) as the three checks need: any difference (read-only, and
 * idempotent: the state after two calls against after one), and loss only (non-destructive: what
 * was there before is still there, the state may only grow). Lines an `ignore:` pattern matches are
 * left out, and so are volatile lines: a line that differs between two reads with no call between
 * (a timestamp, a request id) marks its shape (digits and hex runs as `#`) as volatile in its entry,
 * and every line of that shape in that entry is left out. Each line left out is noted once, with why.
 */
import type { IgnoredLine, StateChange, StateSource } from '../../model/annotations.js';
import { ANNOTATIONS_CHANGE_TEXT_CHARS, ANNOTATIONS_IGNORED_LINES_KEPT } from '../../model/limits.js';
import type { IgnorePattern } from './probes.js';
import { entryKey, type State, type StateEntry } from './state.js';

/** A line's shape: runs of digits and hex digits (with a digit) as `#`: a timestamp's or an id's shape stays. */
export function lineShape(line: string): string {
  return line.replace(/[0-9a-f]*\d[0-9a-f]*/gi, '#');
}

/** What a comparison leaves out, and the lines it left out so far (for the report). */
export class LineFilter {
  /** Volatile shapes by entry key. */
  private readonly volatile = new Map<string, Set<string>>();
  private readonly noted = new Map<string, IgnoredLine>();

  constructor(
    /** The probes file's patterns, for every line. */
    private readonly patterns: readonly IgnorePattern[],
    /** A probe's own patterns, by its label. */
    private readonly probePatterns: ReadonlyMap<string, readonly IgnorePattern[]> = new Map(),
  ) {}

  /** Learns the volatile lines from two reads with no call between. */
  learn(first: State, second: State): void {
    for (const key of new Set([...first.keys(), ...second.keys()])) {
      const a = first.get(key);
      const b = second.get(key);
      const entry = (a ?? b)!;
      const linesA = a?.lines ?? [];
      const linesB = b?.lines ?? [];
      const count = Math.max(linesA.length, linesB.length);
      for (let index = 0; index < count; index++) {
        const lineA = linesA[index];
        const lineB = linesB[index];
        if (lineA === lineB) continue;
        for (const line of [lineA, lineB]) {
          if (line === undefined || this.patternOf(entry, line)) continue;
          const shapes = this.volatile.get(key) ?? new Set<string>();
          shapes.add(lineShape(line));
          this.volatile.set(key, shapes);
          this.note({ source: entry.source, where: entry.where, line: cut(line), why: 'volatile' });
        }
      }
    }
  }

  /** The lines of an entry that are compared; undefined when the entry is absent, or all its lines are ignored. */
  kept(entry: StateEntry | undefined): string[] | undefined {
    if (!entry) return undefined;
    const key = entryKey(entry.source, entry.where);
    const shapes = this.volatile.get(key);
    const kept = entry.lines.filter((line) => {
      const pattern = this.patternOf(entry, line);
      if (pattern) {
        this.note({
          source: entry.source,
          where: entry.where,
          line: cut(line),
          why: 'ignore-pattern',
          pattern: pattern.pattern.source,
          patternWhere: pattern.where,
        });
        return false;
      }
      return !shapes?.has(lineShape(line));
    });
    // A file or output made of bookkeeping alone (an audit log) is bookkeeping: as if absent.
    return kept.length === 0 && entry.lines.length > 0 ? undefined : kept;
  }

  /** The lines left out, once each (the first ANNOTATIONS_IGNORED_LINES_KEPT). */
  ignored(): IgnoredLine[] {
    return [...this.noted.values()];
  }

  private patternOf(entry: StateEntry, line: string): IgnorePattern | undefined {
    const own = entry.source === 'probe' ? (this.probePatterns.get(entry.where) ?? []) : [];
    return [...own, ...this.patterns].find((one) => one.pattern.test(line));
  }

  private note(line: IgnoredLine): void {
    const key = `${line.source} ${line.where} ${line.why} ${lineShape(line.line)}`;
    if (this.noted.has(key) || this.noted.size >= ANNOTATIONS_IGNORED_LINES_KEPT) return;
    this.noted.set(key, line);
  }
}

/** Every difference between two states: entries added, removed or changed (their lines in order). */
export function differences(before: State, after: State, filter: LineFilter): StateChange[] {
  const changes: StateChange[] = [];
  for (const key of unionKeys(before, after)) {
    const a = filter.kept(before.get(key));
    const b = filter.kept(after.get(key));
    const entry = (before.get(key) ?? after.get(key))!;
    if (a === undefined && b === undefined) continue;
    if (a === undefined) changes.push(change(entry, 'added', undefined, b));
    else if (b === undefined) changes.push(change(entry, 'removed', a, undefined));
    // The whole entry before and after (its kept lines, cut): a line added or gone reads in its place.
    else if (a.length !== b.length || a.some((line, index) => line !== b[index]))
      changes.push(change(entry, 'changed', a, b));
  }
  return changes;
}

/** What was there before and is not after: entries removed, and lines of an entry gone (overwritten). */
export function losses(before: State, after: State, filter: LineFilter): StateChange[] {
  const changes: StateChange[] = [];
  for (const key of before.keys()) {
    const a = filter.kept(before.get(key));
    if (a === undefined) continue;
    const entry = before.get(key)!;
    const b = filter.kept(after.get(key));
    if (b === undefined) {
      changes.push(change(entry, 'removed', a, undefined));
      continue;
    }
    const gone = minus(a, b).filter((line) => !filledIn(line, b));
    if (gone.length > 0) changes.push(change(entry, 'changed', gone, minus(b, a)));
  }
  return changes;
}

/**
 * An empty array or object's leaf (`$.entities = []`) that is gone because the container now holds
 * something (`$.entities[0].name = "x"`): the container grew, nothing was lost. Measured on
 * server-memory: every create_entities and create_relations read as overwriting the empty graph.
 */
function filledIn(line: string, after: readonly string[]): boolean {
  const empty = /^(\$.*) = (\[\]|\{\})$/.exec(line);
  if (!empty) return false;
  const at = empty[1]!;
  const opener = empty[2] === '[]' ? `${at}[` : `${at}.`;
  return after.some((other) => other.startsWith(opener));
}

function unionKeys(a: State, b: State): string[] {
  return [...new Set([...a.keys(), ...b.keys()])];
}

/** The lines of `a` not in `b`, as multisets (a line twice in `a` and once in `b` is once gone). */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of b) counts.set(line, (counts.get(line) ?? 0) + 1);
  return a.filter((line) => {
    const left = counts.get(line) ?? 0;
    if (left === 0) return true;
    counts.set(line, left - 1);
    return false;
  });
}

function change(
  entry: { source: StateSource; where: string },
  kind: StateChange['change'],
  before: readonly string[] | undefined,
  after: readonly string[] | undefined,
): StateChange {
  return {
    source: entry.source,
    where: entry.where,
    change: kind,
    ...(before === undefined ? {} : { before: cut(before.join('\n')) }),
    ...(after === undefined ? {} : { after: cut(after.join('\n')) }),
  };
}

function cut(text: string): string {
  return text.length > ANNOTATIONS_CHANGE_TEXT_CHARS ? `${text.slice(0, ANNOTATIONS_CHANGE_TEXT_CHARS)}…` : text;
}
