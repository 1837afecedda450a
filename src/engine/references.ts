/**
 * `${name}` references in step arguments, to values that earlier steps `save` from their output.
 * The loader finds them (to reject a name used before it is saved) and the runner substitutes them;
 * both read strings with the one scanner below, so they can never disagree about what is a reference.
 *
 * `$${` is a literal `${` (the same escape as in GitHub Actions' and Docker Compose's own
 * interpolation, so it is the one users are most likely to try first).
 */

/** One piece of a string value: literal text, or a reference to a saved value. */
export type Piece = { text: string } | { ref: string };

/** What a `${` must be followed by: an identifier and `}`. */
const REFERENCE = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}/;
const ESCAPE = '$${';

/**
 * Splits a string into literal text and references. A `${` that is not a well-formed reference is
 * an error (it is far more often a typo than text meant literally); the message says how to write it.
 */
export function parsePieces(value: string): { pieces: Piece[] } | { error: string } {
  const pieces: Piece[] = [];
  let text = '';
  for (let index = 0; index < value.length;) {
    if (value.startsWith(ESCAPE, index)) {
      text += '${';
      index += ESCAPE.length;
      continue;
    }
    if (value.startsWith('${', index)) {
      const match = REFERENCE.exec(value.slice(index));
      if (!match) {
        const shown = value.slice(index, index + 20);
        return {
          error:
            `\`${shown}${value.length > index + 20 ? '…' : ''}\` is not a reference: write \${name} with the name ` +
            'a `save` entry of an earlier step gives (letters, digits and _), or $${ for a literal ${',
        };
      }
      if (text) pieces.push({ text });
      text = '';
      pieces.push({ ref: match[1]! });
      index += match[0].length;
      continue;
    }
    text += value[index];
    index++;
  }
  if (text || pieces.length === 0) pieces.push({ text });
  return { pieces };
}

/** Every string value inside `value` (mapping values and list items, at any depth), with its path. */
export function* stringsIn(value: unknown, path: (string | number)[] = []): Generator<[(string | number)[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsIn(item, [...path, index]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...path, key]);
}

/** Whether any string inside `value` holds a reference or an escape, i.e. whether it needs substituting. */
export function hasInterpolation(value: unknown): boolean {
  for (const [, text] of stringsIn(value)) if (text.includes('${')) return true;
  return false;
}

/**
 * `value` with every reference replaced by its saved value and `$${` by `${`. The loader has
 * already rejected malformed and unsaved references, so a missing one here is a bug: it throws.
 */
export function substitute<T>(value: T, saved: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') {
    const parsed = parsePieces(value);
    if ('error' in parsed) throw new Error(parsed.error);
    return parsed.pieces
      .map((piece) => {
        if ('text' in piece) return piece.text;
        const found = saved.get(piece.ref);
        if (found === undefined) throw new Error(`\${${piece.ref}} has no saved value`);
        return found;
      })
      .join('') as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => substitute(item, saved)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substitute(item, saved)])) as T;
  return value;
}

/** The number of capture groups of a pattern: matching the empty alternative fills none of them. */
export function captureGroupCount(pattern: RegExp): number {
  return new RegExp(`${pattern.source}|`, pattern.flags).exec('')!.length - 1;
}

/**
 * The flags every `save` pattern is compiled with: `m`, so that `^` and `$` match at each line of
 * the output (which is what a pattern written against one line of it means).
 */
export const SAVE_PATTERN_FLAGS = 'm';
