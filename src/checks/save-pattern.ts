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
 * JavaScript's line terminators other than `\n`. JavaScript's `^` and `$` (multi-line) match at
 * each of them and its `.` matches none; RE2's treat only `\n` so. Each is read as a `\n` (in the
 * text, and where a pattern names one), so that `^id: (.*)$` on a server's `\r\n` lines saves `9`
 * and not `9\r`, as it did on JavaScript's engine. One character for one, so the groups' positions
 * are those of the text as the server gave it, and the value saved is cut from that text.
 */
const OTHER_LINE_TERMINATORS = /[\r\u2028\u2029]/g;

/**
 * JavaScript's `\s`, in JavaScript syntax (RE2's own `\s` is ASCII only: no `\v`, no no-break
 * space). Without the terminators read as `\n`, which no text holds once they are.
 */
const JS_WHITESPACE = '\\t\\n\\v\\f \\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000\\ufeff';

/**
 * Compiles a `save` pattern, already known to be valid JavaScript syntax, for RE2, multi-line as
 * SAVE_PATTERN_FLAGS says for the JavaScript check (`^` and `$` match at each line of the output). Throws an Error
 * whose message says why it cannot run there (a backreference, a lookaround, or RE2's own reason).
 */
export function compileSavePattern(source: string): SavePattern {
  const { translated, unsupported } = forRe2(source);
  if (unsupported) {
    throw new Error(
      `it uses ${unsupported}, which the linear-time engine (RE2) that runs save patterns does not support ` +
        '(so that no server output can stall the run); write out the text around the value instead (literal text, or groups (?: ))',
    );
  }
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(RE2JS.translateRegExp(translated), RE2JS.MULTILINE);
  } catch (error) {
    throw new Error(
      `the linear-time engine (RE2) that runs save patterns cannot compile it: ${(error as Error).message}`,
      { cause: error },
    );
  }
  const groups = compiled.groupCount();
  return {
    source,
    exec: (text) => {
      const matcher = compiled.matcher(text.replace(OTHER_LINE_TERMINATORS, '\n'));
      if (!matcher.find()) return null;
      const found: (string | undefined)[] = [];
      for (let group = 0; group <= groups; group++) {
        const start = matcher.start(group);
        found.push(start < 0 ? undefined : text.slice(start, matcher.end(group)));
      }
      return found;
    },
  };
}

/**
 * The pattern with JavaScript's meaning kept where RE2's differs (the line terminators, `\s` and
 * `\S`), and the first construct RE2 cannot run (a backreference or a lookaround), if it has one.
 */
function forRe2(source: string): { translated: string; unsupported?: string } {
  let translated = '';
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (char === '\\') {
      const next = source[index + 1] ?? '';
      if (!inClass && /[1-9]/.test(next)) return { translated, unsupported: `a backreference (\`\\${next}\`)` };
      if (!inClass && next === 'k' && source[index + 2] === '<')
        return { translated, unsupported: 'a named backreference (`\\k<…>`)' };
      const unicode = /^u(2028|2029)/i.test(source.slice(index + 1, index + 6));
      if (next === 'r' || unicode) {
        translated += '\\n';
        index += unicode ? 5 : 1;
        continue;
      }
      if (next === 's') translated += inClass ? JS_WHITESPACE : `[${JS_WHITESPACE}]`;
      // Inside a class RE2's own \S stays: a class cannot hold the complement of a list.
      else if (next === 'S' && !inClass) translated += `[^${JS_WHITESPACE}]`;
      else translated += char + next;
      index++;
      continue;
    }
    if (char === '\r' || char === '\u2028' || char === '\u2029') {
      translated += '\\n';
      continue;
    }
    translated += char;
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
    if (head.startsWith('(?=')) return { translated, unsupported: 'a lookahead (`(?=…)`)' };
    if (head.startsWith('(?!')) return { translated, unsupported: 'a negative lookahead (`(?!…)`)' };
    if (head === '(?<=') return { translated, unsupported: 'a lookbehind (`(?<=…)`)' };
    if (head === '(?<!') return { translated, unsupported: 'a negative lookbehind (`(?<!…)`)' };
  }
  return { translated };
}
