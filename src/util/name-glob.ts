// Hand-written, not picomatch: linear in the name; picomatch's regular expression backtracks on `*a*a*a…c` (see below).
/**
 * Glob matching for scenario names (`filter`), in time linear in the name's length (times the
 * pattern's size): the pattern becomes a small automaton whose set of live states is carried along
 * the name, never backtracking. A regular-expression translation (what picomatch does) backtracks:
 * `*a*a*a*a*a*a*a*a*a*a*a*a*c` against 40 characters took over 20 s, and scenario names come from
 * pull requests.
 *
 * Syntax: `*` (and `**`: names have no `/`) any run of characters, `?` one character, `[abc]`,
 * `[a-z]`, `[!a]` / `[^a]` one character of (or not of) a set, `{a,b}` one of the alternatives
 * (nestable), `\x` the character x itself, and a leading `!` for "every name except". Anything else
 * stands for itself; an unclosed `[` or `{` too.
 */

type Test = (char: string) => boolean;

/** A state of the automaton: a character step, a fork (no character read), or the end. */
type State = { kind: 'char'; test: Test; next: number } | { kind: 'fork'; next: number[] } | { kind: 'match' };

type Item = { kind: 'char'; test: Test } | { kind: 'star' } | { kind: 'alternatives'; options: Item[][] };

/** Compiles `pattern`; the returned function says whether a name matches it. */
export function compileNameGlob(pattern: string): (name: string) => boolean {
  let negated = false;
  let body = pattern;
  while (body.startsWith('!')) {
    negated = !negated;
    body = body.slice(1);
  }
  const states: State[] = [{ kind: 'match' }];
  const start = compileSequence(parse(body), 0, states);
  const matches = (name: string) => run(states, start, name);
  return negated ? (name) => !matches(name) : matches;
}

/** Builds the states of `items`, back to front, each continuing to `next`; returns the first. */
function compileSequence(items: Item[], next: number, states: State[]): number {
  const add = (state: State): number => states.push(state) - 1;
  let continuation = next;
  for (let index = items.length - 1; index >= 0; index--) {
    const item = items[index]!;
    if (item.kind === 'char') continuation = add({ kind: 'char', test: item.test, next: continuation });
    else if (item.kind === 'star') {
      // fork → (any character → back to the fork) or → what follows.
      const fork: State = { kind: 'fork', next: [] };
      const forkAt = add(fork);
      fork.next.push(add({ kind: 'char', test: () => true, next: forkAt }), continuation);
      continuation = forkAt;
    } else {
      const targets = item.options.map((option) => compileSequence(option, continuation, states));
      continuation = add({ kind: 'fork', next: targets });
    }
  }
  return continuation;
}

function run(all: State[], start: number, name: string): boolean {
  // Every state is visited at most once per character: the cost is name length × states.
  const seen = new Int32Array(all.length).fill(-1);
  let current: number[] = [];
  const close = (state: number, step: number, into: number[]) => {
    const stack = [state];
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (seen[at] === step) continue;
      seen[at] = step;
      const node = all[at]!;
      if (node.kind === 'fork') stack.push(...node.next);
      else into.push(at);
    }
  };
  close(start, 0, current);
  for (let index = 0; index < name.length && current.length > 0; index++) {
    const char = name[index]!;
    const next: number[] = [];
    for (const at of current) {
      const node = all[at]!;
      if (node.kind === 'char' && node.test(char)) close(node.next, index + 1, next);
    }
    current = next;
  }
  return current.some((at) => all[at]!.kind === 'match');
}

function parse(pattern: string): Item[] {
  const closers = matchingBraces(pattern);
  let index = 0;
  const sequence = (inBraces: boolean): Item[] => {
    const items: Item[] = [];
    while (index < pattern.length) {
      const char = pattern[index]!;
      if (inBraces && (char === ',' || char === '}')) break;
      if (char === '\\' && index + 1 < pattern.length) {
        const literal = pattern[index + 1]!;
        items.push({ kind: 'char', test: (c) => c === literal });
        index += 2;
      } else if (char === '*') {
        while (pattern[index] === '*') index++;
        if (items.at(-1)?.kind !== 'star') items.push({ kind: 'star' });
      } else if (char === '?') {
        items.push({ kind: 'char', test: () => true });
        index++;
      } else if (char === '[') {
        const set = bracket(pattern, index);
        if (set) {
          items.push({ kind: 'char', test: set.test });
          index = set.end;
        } else {
          items.push({ kind: 'char', test: (c) => c === '[' });
          index++;
        }
      } else if (char === '{' && closers.has(index)) {
        const close = closers.get(index)!;
        index++;
        const options: Item[][] = [];
        for (;;) {
          options.push(sequence(true));
          if (index >= close || pattern[index] === '}') break;
          index++; // the `,`
        }
        index = close + 1;
        items.push({ kind: 'alternatives', options });
      } else {
        items.push({ kind: 'char', test: (c) => c === char });
        index++;
      }
    }
    return items;
  };
  return sequence(false);
}

/** Each `{` that a `}` closes (outside escapes and `[…]`), with that `}`'s index. */
function matchingBraces(pattern: string): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: number[] = [];
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '\\') index++;
    else if (char === '[') index = (bracket(pattern, index)?.end ?? index + 1) - 1;
    else if (char === '{') open.push(index);
    else if (char === '}' && open.length > 0) pairs.set(open.pop()!, index);
  }
  return pairs;
}

/** A `[…]` set starting at `start`: its test and the index after its `]`, or undefined when unclosed. */
function bracket(pattern: string, start: number): { test: Test; end: number } | undefined {
  let index = start + 1;
  const negated = pattern[index] === '!' || pattern[index] === '^';
  if (negated) index++;
  const ranges: [string, string][] = [];
  let first = true;
  while (index < pattern.length && (pattern[index] !== ']' || first)) {
    first = false;
    let low = pattern[index]!;
    if (low === '\\' && index + 1 < pattern.length) low = pattern[++index]!;
    let high = low;
    if (pattern[index + 1] === '-' && index + 2 < pattern.length && pattern[index + 2] !== ']') {
      high = pattern[index + 2]!;
      if (high === '\\' && index + 3 < pattern.length) high = pattern[++index + 2]!;
      index += 2;
    }
    ranges.push([low, high]);
    index++;
  }
  if (index >= pattern.length) return undefined;
  const inSet = (c: string) => ranges.some(([low, high]) => c >= low && c <= high);
  return { test: negated ? (c) => !inSet(c) : inSet, end: index + 1 };
}
