import { closestLine } from '../util/closest.js';
import type { CheckResult, Located, StepRef } from './model.js';

/** How a message names a step: `step 2 (get_order)`, counted from 1 as people count. */
export function stepLabel(step: StepRef): string {
  return `step ${step.index} (${step.tool})`;
}

/**
 * `expected_contains`: exact, case-sensitive; a failure says what changed when it can tell. With
 * `step`, `output` is that one call's output, and the message says so.
 */
export function checkContains(output: string, expected: Located<string>, step?: StepRef): CheckResult {
  const base = {
    kind: 'contains' as const,
    subject: expected.value,
    position: expected.position,
    ...(step && { step }),
  };
  if (output.includes(expected.value)) return { ...base, status: 'passed' };
  const whose = step ? `${stepLabel(step)}: expected this call's output` : 'expected the output';
  return {
    ...base,
    status: 'failed',
    message: `${whose} to contain ${quote(expected.value)}${nearMiss(output, expected.value)}`,
  };
}

/** `expected_not_contains`: exact, case-sensitive; a failure quotes the line where it occurs. */
export function checkNotContains(output: string, forbidden: Located<string>, step?: StepRef): CheckResult {
  const base = {
    kind: 'not_contains' as const,
    subject: forbidden.value,
    position: forbidden.position,
    ...(step && { step }),
  };
  const at = output.indexOf(forbidden.value);
  if (at < 0) return { ...base, status: 'passed' };
  const lineNumber = output.slice(0, at).split('\n').length;
  const line = output.split('\n')[lineNumber - 1] ?? '';
  const whose = step ? `${stepLabel(step)}: expected this call's output` : 'expected the output';
  return {
    ...base,
    status: 'failed',
    message: `${whose} not to contain ${quote(forbidden.value)}, but line ${lineNumber}${step ? ' of it' : ''} has it: ${quote(clip(line))}`,
  };
}

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
    // Show what was found, as for another case: the difference is then visible (quote shows \n, \t).
    const words = collapsedExpected.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const found = new RegExp(words.join('\\s+')).exec(output)?.[0];
    return `; found it with different white space (spaces, tabs or line breaks)${found === undefined ? '' : `: ${quote(clip(found))}`}`;
  }
  const best = closestLine(output, expected);
  return best === undefined ? '' : `; the closest line of the output is ${quote(clip(best))}`;
}

/**
 * A `save` entry: the first match of its pattern in the call's output; its one group is the value.
 * A miss fails the step with the output's closest line to the pattern's literal text. The value
 * is not put in the message: it came from the server and may be a session id.
 *
 * @param laterSteps whether steps follow this one (which a miss then keeps from being called)
 */
export function applySave(
  output: string,
  rule: { name: string; pattern: RegExp; position: Located<string>['position'] },
  step: StepRef,
  laterSteps: boolean,
): { check: CheckResult; value?: string } {
  const base = { kind: 'save' as const, subject: rule.name, position: rule.position, step };
  const match = rule.pattern.exec(output);
  const value = match?.[1];
  if (value !== undefined) return { check: { ...base, status: 'passed' }, value };
  const shown = quote(clip(rule.pattern.source));
  const best = closestLine(output, literalText(rule.pattern.source));
  const hint =
    output === ''
      ? '; the output is empty'
      : best === undefined
        ? ''
        : `; the closest line of the output is ${quote(clip(best))}`;
  const why = match
    ? `the pattern ${shown} matched, but its capture group took no part in the match, so there is no value to save`
    : `the pattern ${shown} matches nothing in this call's output${hint}`;
  return {
    check: {
      ...base,
      status: 'failed',
      message: `${stepLabel(step)}: cannot save \`${rule.name}\`: ${why}${laterSteps ? '; the later steps were not called' : ''}`,
    },
  };
}

/** The literal characters of a regular expression, for comparing it with lines of text. */
function literalText(source: string): string {
  let text = '';
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (char === '\\') {
      const next = source[++index] ?? '';
      // A class escape (\d, \w, …) stands for no particular character; any other escape, for itself.
      if (!/[dDwWsSbBnrtfv0-9]/.test(next)) text += next;
    } else if (!'()[]{}?*+^$|.'.includes(char)) text += char;
  }
  return text;
}

function quote(text: string): string {
  return JSON.stringify(text);
}

function clip(text: string, limit = 200): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
