import { RE2JS } from 're2js';

/**
 * A `save` pattern, compiled for RE2's linear-time engine: the pattern is the author's, the text it
 * runs on is the server's, and a backtracking engine can take exponential time on it (`^(a+)+$` on
 * 36 characters took 81 s, with the event loop blocked so that no timeout could fire).
 */
export interface SavePattern {
  /** The pattern as written. */
  source: string;
  /** The first match, as `RegExp.prototype.exec` gives it: [whole match, group 1, …] or null. */
  exec(text: string): (string | undefined)[] | null;
}

/**
 * Compiles a `save` pattern, already known to be valid JavaScript syntax, for RE2, multi-line as
 * SAVE_PATTERN_FLAGS says for the JavaScript check (`^` and `$` match at each line of the output). Throws an Error
 * whose message says why it cannot run there (a backreference, a lookaround, or RE2's own reason).
 */
export function compileSavePattern(source: string): SavePattern {
  const unsupported = unsupportedConstruct(source);
  if (unsupported) {
    throw new Error(
      `it uses ${unsupported}, which the linear-time engine (RE2) that runs save patterns does not support ` +
        '(so that no server output can stall the run); write out the text around the value instead (literal text, or groups (?: ))',
    );
  }
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(RE2JS.translateRegExp(source), RE2JS.MULTILINE);
  } catch (error) {
    throw new Error(
      `the linear-time engine (RE2) that runs save patterns cannot compile it: ${(error as Error).message}`,
      { cause: error },
    );
  }
  return {
    source,
    exec: (text) => compiled.exec(text) as (string | undefined)[] | null,
  };
}

/** Names the first construct RE2 cannot run (a backreference or a lookaround), if the pattern has one. */
function unsupportedConstruct(source: string): string | undefined {
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (char === '\\') {
      const next = source[index + 1] ?? '';
      if (!inClass && /[1-9]/.test(next)) return `a backreference (\`\\${next}\`)`;
      if (!inClass && next === 'k' && source[index + 2] === '<') return 'a named backreference (`\\k<…>`)';
      index++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') {
      inClass = true;
      continue;
    }
    if (char !== '(' || source[index + 1] !== '?') continue;
    const head = source.slice(index, index + 4);
    if (head.startsWith('(?=')) return 'a lookahead (`(?=…)`)';
    if (head.startsWith('(?!')) return 'a negative lookahead (`(?!…)`)';
    if (head === '(?<=') return 'a lookbehind (`(?<=…)`)';
    if (head === '(?<!') return 'a negative lookbehind (`(?<!…)`)';
  }
  return undefined;
}
