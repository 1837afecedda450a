import { editDistance } from '../util/closest.js';
import type { CheckResult, Located } from './model.js';

/** `expected_contains`: exact, case-sensitive; a failure says what changed when it can tell. */
export function checkContains(output: string, expected: Located<string>): CheckResult {
  const base = { kind: 'contains' as const, subject: expected.value, position: expected.position };
  if (output.includes(expected.value)) return { ...base, status: 'passed' };
  return {
    ...base,
    status: 'failed',
    message: `expected the output to contain ${quote(expected.value)}${nearMiss(output, expected.value)}`,
  };
}

/** `expected_not_contains`: exact, case-sensitive; a failure quotes the line where it occurs. */
export function checkNotContains(output: string, forbidden: Located<string>): CheckResult {
  const base = { kind: 'not_contains' as const, subject: forbidden.value, position: forbidden.position };
  const at = output.indexOf(forbidden.value);
  if (at < 0) return { ...base, status: 'passed' };
  const lineNumber = output.slice(0, at).split('\n').length;
  const line = output.split('\n')[lineNumber - 1] ?? '';
  return {
    ...base,
    status: 'failed',
    message: `expected the output not to contain ${quote(forbidden.value)}, but line ${lineNumber} has it: ${quote(clip(line))}`,
  };
}

/** Bounds on the closest-line search, which is quadratic in line length. */
const MAX_LINES_COMPARED = 2_000;
const MAX_LINE_CHARS_COMPARED = 200;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Explains a missed substring: another case, other white space, or the closest line. */
function nearMiss(output: string, expected: string): string {
  if (output === '') return '; the output is empty';
  const lowerAt = output.toLowerCase().indexOf(expected.toLowerCase());
  if (lowerAt >= 0) {
    return `; found it in another case: ${quote(output.slice(lowerAt, lowerAt + expected.length))}`;
  }
  const collapsedExpected = collapse(expected);
  if (collapsedExpected !== '' && collapse(output).includes(collapsedExpected)) {
    return '; found it with different white space (spaces, tabs or line breaks)';
  }
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0 || lines.length > MAX_LINES_COMPARED) return '';
  let best = lines[0]!;
  let bestScore = Infinity;
  // Both sides bounded: the search costs lines × line length × expected length.
  const wanted = expected.slice(0, MAX_LINE_CHARS_COMPARED);
  for (const line of lines) {
    const candidate = line.slice(0, MAX_LINE_CHARS_COMPARED);
    const score = editDistance(wanted, candidate) - Math.max(0, candidate.length - wanted.length);
    if (score < bestScore) {
      bestScore = score;
      best = line;
    }
  }
  return `; the closest line of the output is ${quote(clip(best))}`;
}

function quote(text: string): string {
  return JSON.stringify(text);
}

function clip(text: string, limit = 200): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
