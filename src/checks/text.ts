import { closestText, closestTextCost } from '../util/closest.js';
import {
  CLOSEST_HINT_RUN_BUDGET_CELLS,
  CLOSEST_HINT_SCENARIO_BUDGET_CELLS,
  CLOSEST_HINT_SEARCH_LIMIT_CHARS,
} from '../model/limits.js';
import type { CheckResult, Located, StepRef } from '../model/index.js';
import type { SavePattern } from './save-pattern.js';

/** How a message names a step: `step 2 (get_order)`, counted from 1 as people count. */
export function stepLabel(step: StepRef): string {
  return `step ${step.index} (${step.tool})`;
}

/**
 * `expected_contains`: exact, case-sensitive; a failure says what changed when it can tell. With
 * `step`, `output` is that one call's output, and the message says so.
 */
/**
 * The work left for closest-line hints (see CLOSEST_HINT_*_BUDGET_CELLS): the run's, shared by its
 * scenarios, and one scenario's own. A failed check whose hint would cost more than is left says so.
 */
export interface HintBudget {
  run: { cells: number };
  scenarioCells: number;
}

/** A run's budget, to share among its scenarios' `scenarioHintBudget`s. */
export function runHintBudget(): HintBudget['run'] {
  return { cells: CLOSEST_HINT_RUN_BUDGET_CELLS };
}

export function scenarioHintBudget(run: HintBudget['run']): HintBudget {
  return { run, scenarioCells: CLOSEST_HINT_SCENARIO_BUDGET_CELLS };
}

export interface CheckContext {
  /** The per-call limit, when a call whose output is checked was cut at it. */
  cutAtChars?: number;
  /** Without one, a hint's cost is bounded only by CLOSEST_HINT_SEARCH_LIMIT_CHARS. */
  hints?: HintBudget;
}

export function checkContains(
  output: string,
  expected: Located<string>,
  step?: StepRef,
  context: CheckContext = {},
): CheckResult {
  if (output.includes(expected.value)) return checkResult('contains', expected, step, 'passed');
  const whose = step ? `${stepLabel(step)}: expected this call's output` : 'expected the output';
  return checkResult(
    'contains',
    expected,
    step,
    'failed',
    `${whose} to contain ${quote(expected.value)}${nearMiss(output, expected.value, context.hints)}${cutNote(context.cutAtChars, step)}`,
  );
}

/**
 * A check on a located text, its keys always in the order the reports show (kind, subject, position,
 * step, status, message), each shape one literal: a spread into a literal gives every object built
 * that way a hidden class of its own, one per check of every scenario kept to the end (issue 41).
 */
function checkResult(
  kind: 'contains' | 'not_contains',
  located: Located<string>,
  step: StepRef | undefined,
  status: 'passed' | 'failed',
  message?: string,
): CheckResult {
  const { value: subject, position } = located;
  if (message === undefined) {
    return step ? { kind, subject, position, step, status } : { kind, subject, position, status };
  }
  return step ? { kind, subject, position, step, status, message } : { kind, subject, position, status, message };
}

/**
 * When the output was cut at the per-call limit, a missing text may be past the cut: say so, or the
 * failure reads as the server's fault.
 *
 * @param cutAtChars the per-call limit, when a call whose output is checked was cut at it
 */
function cutNote(cutAtChars: number | undefined, step?: StepRef): string {
  if (cutAtChars === undefined) return '';
  const whose = step ? "this call's output" : "a call's output";
  return `; ${whose} was cut at ${count(cutAtChars)} characters; the text may be past the cut`;
}

/** `expected_not_contains`: exact, case-sensitive; a failure quotes the line where it occurs. */
export function checkNotContains(output: string, forbidden: Located<string>, step?: StepRef): CheckResult {
  const at = output.indexOf(forbidden.value);
  if (at < 0) return checkResult('not_contains', forbidden, step, 'passed');
  const lineNumber = output.slice(0, at).split('\n').length;
  const line = output.split('\n')[lineNumber - 1] ?? '';
  const whose = step ? `${stepLabel(step)}: expected this call's output` : 'expected the output';
  return checkResult(
    'not_contains',
    forbidden,
    step,
    'failed',
    `${whose} not to contain ${quote(forbidden.value)}, but line ${lineNumber}${step ? ' of it' : ''} has it: ${quote(clip(line))}`,
  );
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The last output's lower-case and collapsed forms: its failed checks share them. */
let derived: { output: string; lower: string; collapsed: string } | undefined;

/**
 * An output's lower-case and white-space-collapsed forms, made once per output rather than once per
 * failed check: a scenario with thousands of failed checks on a 1 MB output would otherwise copy
 * it twice per check.
 */
function derivedFrom(output: string): { lower: string; collapsed: string } {
  if (derived?.output !== output) derived = { output, lower: output.toLowerCase(), collapsed: collapse(output) };
  return derived;
}

/** Explains a missed substring: another case, other white space, or the closest line. */
function nearMiss(output: string, expected: string, hints?: HintBudget): string {
  if (output === '') return '; the output is empty';
  const { lower, collapsed } = derivedFrom(output);
  const lowerAt = lower.indexOf(expected.toLowerCase());
  if (lowerAt >= 0) {
    return `; found it in another case: ${quote(output.slice(lowerAt, lowerAt + expected.length))}`;
  }
  const collapsedExpected = collapse(expected);
  if (collapsedExpected !== '' && collapsed.includes(collapsedExpected)) {
    // Show what was found, as for another case: the difference is then visible (quote shows \n, \t).
    const words = collapsedExpected.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const found = new RegExp(words.join('\\s+')).exec(output)?.[0];
    return `; found it with different white space (spaces, tabs or line breaks)${found === undefined ? '' : `: ${quote(clip(found))}`}`;
  }
  return closestHint(output, expected, hints);
}

/**
 * `; the closest line of the output is "…"` (or the closest part of a long line), within the budget;
 * when the budget is spent, says that the hint was left out and why.
 */
function closestHint(output: string, wanted: string, hints?: HintBudget): string {
  const end = Math.min(output.length, CLOSEST_HINT_SEARCH_LIMIT_CHARS);
  const cost = closestTextCost(end, wanted);
  if (hints) {
    const spent =
      cost > hints.run.cells
        ? `the run's budget for such hints (${count(CLOSEST_HINT_RUN_BUDGET_CELLS)} cells) is spent`
        : cost > hints.scenarioCells
          ? `this scenario's budget for such hints (${count(CLOSEST_HINT_SCENARIO_BUDGET_CELLS)} cells) is spent`
          : undefined;
    if (spent) return `; the closest line was left out for its cost: ${spent}`;
    hints.run.cells -= cost;
    hints.scenarioCells -= cost;
  }
  const found = closestText(output, wanted, end);
  if (!found) return '';
  const searched = end < output.length ? ` (searched in its first ${count(end)} characters)` : '';
  if (found.partOfLineChars === undefined)
    return `; the closest line of the output${searched} is ${quote(clip(found.text))}`;
  return (
    `; the closest text of the output${searched} is ${quote(clip(found.text, 300))}, ` +
    `part of line ${found.line} (${count(found.partOfLineChars)} characters)`
  );
}

function count(value: number): string {
  return value.toLocaleString('en-US');
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
  rule: { name: string; pattern: SavePattern; position: Located<string>['position'] },
  step: StepRef,
  laterSteps: boolean,
  hints?: HintBudget,
): { check: CheckResult; value?: string } {
  const base = { kind: 'save' as const, subject: rule.name, position: rule.position, step };
  const match = rule.pattern.exec(output);
  const value = match?.[1];
  if (value !== undefined) {
    return { check: { kind: 'save', subject: rule.name, position: rule.position, step, status: 'passed' }, value };
  }
  const shown = quote(clip(rule.pattern.source));
  const hint = output === '' ? '; the output is empty' : closestHint(output, literalText(rule.pattern.source), hints);
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
