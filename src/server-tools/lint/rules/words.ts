/**
 * How the rules read words: a text's words with identifiers split, and whether a description names
 * a parameter. Shared by the description, parameter, side-effect and surface families.
 */

/** The words of a text, lower case, with identifiers split (`maxResults` → max, results; `file_path` → file, path). */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Whether the tool's description names a parameter: its name as written (`maxResults`), or its
 * words in a row (`max results`, `max_results`). A model reading either knows what it is for.
 */
export function mentions(description: string, parameter: string): boolean {
  const escaped = parameter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(^|[^A-Za-z0-9_])${escaped}($|[^A-Za-z0-9_])`).test(description)) return true;
  const needle = wordsOf(parameter).join(' ');
  if (!needle) return false;
  return ` ${wordsOf(description).join(' ')} `.includes(` ${needle} `);
}

/** A word and, for a plural, its singular: `entities` → entity, `issues` → issue, `pages` → page. */
export function withSingular(word: string): string[] {
  if (word.length > 4 && word.endsWith('ies')) return [word, `${word.slice(0, -3)}y`];
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return [word, word.slice(0, -1)];
  return [word];
}
