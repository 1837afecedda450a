import { isDeepStrictEqual } from 'node:util';
import { closest } from '../../util/closest.js';
import { ARG_OPERATORS } from './keys.js';
import { isObject as isPlainObject } from '../../util/json.js';

/**
 * Argument matching for `expected_calls[].args`: the expected mapping is a subset of what the model
 * sent (keys not named are not checked); a literal is deep-equal, with no coercion (`1234` is not
 * `"1234"`); a nested mapping matches as a subset; a one-key mapping whose key starts with `$` is
 * an operator.
 */

export type ArgOperator = (typeof ARG_OPERATORS)[number];

/** A path to a value inside args, as `order.items[0].sku`. */
function label(path: (string | number)[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key),
    '',
  );
}

/** The operator a value is, when it is one: a mapping whose only key starts with `$`. */
function operatorOf(value: unknown): { name: string; operand: unknown } | undefined {
  if (!isPlainObject(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1 || !keys[0]!.startsWith('$')) return undefined;
  return { name: keys[0]!, operand: value[keys[0]!] };
}

/** A value's type in words, as people say it: `a number`, `a string`, `a list`. */
export function typeWords(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a boolean';
  return typeof value;
}

/** A value as shown in a message, cut to stay readable. */
export function show(value: unknown, limit = 120): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** `1234 (a number)` when the types differ from what was expected, else the value alone. */
function shownAgainst(sent: unknown, expected: unknown): string {
  return typeWords(sent) === typeWords(expected) ? show(sent) : `${show(sent)} (${typeWords(sent)})`;
}

/**
 * An inline flag group of other dialects (PCRE, Python, Go's RE2: `(?i)`, `(?i:…)`, `(?-i)`), which
 * a JavaScript regular expression refuses: the load error says how to write it instead.
 */
const INLINE_FLAGS = /\(\?[a-zA-Z]*-?[a-zA-Z]+[:)]/;

/**
 * Problems with the operators in `args`, found at load: an unknown operator (with a did-you-mean),
 * an operator beside other keys, an operand of the wrong kind, a regular expression that does not
 * compile. Each names the path of the value.
 */
export function operatorErrors(args: Record<string, unknown>): { path: (string | number)[]; message: string }[] {
  const errors: { path: (string | number)[]; message: string }[] = [];
  const walk = (value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, [...path, index]));
    if (!isPlainObject(value)) return;
    const keys = Object.keys(value);
    const dollar = keys.filter((key) => key.startsWith('$'));
    if (dollar.length === 0) {
      for (const key of keys) walk(value[key], [...path, key]);
      return;
    }
    if (keys.length > 1) {
      errors.push({
        path,
        message: `\`${label(path)}\` mixes an operator (${dollar.join(', ')}) with other keys: an operator stands alone in its mapping`,
      });
      return;
    }
    const name = dollar[0]!;
    const operand = value[name];
    const at = [...path, name];
    if (!(ARG_OPERATORS as readonly string[]).includes(name)) {
      const suggestion = closest(name, ARG_OPERATORS);
      errors.push({
        path: at,
        message:
          `\`${label(path)}\` uses the unknown operator \`${name}\`` +
          (suggestion ? `: did you mean \`${suggestion}\`?` : `; the operators are: ${ARG_OPERATORS.join(', ')}`),
      });
      return;
    }
    const bad = (what: string): void => {
      errors.push({
        path: at,
        message: `\`${label(at)}\` takes ${what}, got ${show(operand)} (${typeWords(operand)})`,
      });
    };
    switch (name as ArgOperator) {
      case '$matches':
        if (typeof operand !== 'string' || operand === '') return bad('a regular expression (a non-empty string)');
        try {
          new RegExp(operand, 'u');
        } catch (error) {
          const inline = INLINE_FLAGS.exec(operand);
          errors.push({
            path: at,
            message:
              `\`${label(at)}\` is not a valid regular expression: $matches takes JavaScript RegExp syntax ` +
              `(with the u flag, searched anywhere in the value), and ${(error as Error).message}` +
              (inline
                ? `; inline flags such as ${inline[0]} are not JavaScript syntax: match either case with a class ` +
                  `([Dd]ouble) or an alternation (double|Double)`
                : ''),
          });
        }
        return;
      case '$contains':
        if (operand === undefined || operand === null) return bad('a value to look for');
        return;
      case '$one_of':
        if (!Array.isArray(operand) || operand.length === 0) return bad('a non-empty list of values');
        return;
      case '$between':
        if (
          !Array.isArray(operand) ||
          operand.length !== 2 ||
          !operand.every((bound) => typeof bound === 'number') ||
          (operand[0] as number) > (operand[1] as number)
        )
          return bad('[min, max], two numbers with min ≤ max');
        return;
      case '$absent':
      case '$any':
        if (operand !== true) return bad('true');
        return;
    }
  };
  for (const [key, value] of Object.entries(args)) walk(value, [key]);
  return errors;
}

/**
 * How the arguments the model sent differ from `expected`, one line per key, in the file's terms
 * (`order_id: expected "1234", the model sent 1234 (a number)`); empty when they match.
 */
export function argMismatches(expected: Record<string, unknown>, sent: unknown): string[] {
  if (!isPlainObject(sent)) return [`the model sent ${shownAgainst(sent, {})} as the arguments, not a mapping`];
  const problems: string[] = [];
  matchMapping(expected, sent, [], problems);
  return problems;
}

function matchMapping(
  expected: Record<string, unknown>,
  sent: Record<string, unknown>,
  path: (string | number)[],
  problems: string[],
): void {
  for (const [key, want] of Object.entries(expected)) {
    const at = [...path, key];
    const present = Object.prototype.hasOwnProperty.call(sent, key);
    const operator = operatorOf(want);
    if (operator?.name === '$absent') {
      if (present) problems.push(`${label(at)}: expected no such argument, the model sent ${show(sent[key])}`);
      continue;
    }
    if (!present) {
      problems.push(
        `${label(at)}: expected ${operator ? describeOperator(operator) : show(want)}, the model did not send it`,
      );
      continue;
    }
    matchValue(want, sent[key], at, problems);
  }
}

function matchValue(want: unknown, got: unknown, path: (string | number)[], problems: string[]): void {
  const operator = operatorOf(want);
  if (operator) {
    const problem = applyOperator(operator, got);
    if (problem) problems.push(`${label(path)}: expected ${describeOperator(operator)}, the model sent ${problem}`);
    return;
  }
  if (isPlainObject(want)) {
    if (!isPlainObject(got)) {
      problems.push(`${label(path)}: expected a mapping, the model sent ${show(got)} (${typeWords(got)})`);
      return;
    }
    matchMapping(want, got, path, problems);
    return;
  }
  if (!isDeepStrictEqual(want, got)) {
    problems.push(`${label(path)}: expected ${show(want)}, the model sent ${shownAgainst(got, want)}`);
  }
}

function describeOperator(operator: { name: string; operand: unknown }): string {
  switch (operator.name) {
    case '$matches':
      return `a string matching /${String(operator.operand)}/`;
    case '$contains':
      return `a value containing ${show(operator.operand)}`;
    case '$one_of':
      return `one of ${show(operator.operand)}`;
    case '$between': {
      const [min, max] = operator.operand as [number, number];
      return `a number from ${min} to ${max}`;
    }
    case '$any':
      return 'any value';
    default:
      return `${operator.name} ${show(operator.operand)}`;
  }
}

/** Undefined when `got` satisfies the operator; otherwise `got` as shown in the message. */
function applyOperator(operator: { name: string; operand: unknown }, got: unknown): string | undefined {
  const sent = `${show(got)}${typeof got === 'string' ? '' : ` (${typeWords(got)})`}`;
  switch (operator.name) {
    case '$any':
      return undefined;
    case '$matches':
      return typeof got === 'string' && new RegExp(operator.operand as string, 'u').test(got) ? undefined : sent;
    case '$contains':
      if (typeof got === 'string' && typeof operator.operand === 'string')
        return got.includes(operator.operand) ? undefined : sent;
      if (Array.isArray(got)) return got.some((item) => isDeepStrictEqual(item, operator.operand)) ? undefined : sent;
      return sent;
    case '$one_of':
      return (operator.operand as unknown[]).some((option) => isDeepStrictEqual(option, got))
        ? undefined
        : shownAgainst(got, (operator.operand as unknown[])[0]);
    case '$between': {
      const [min, max] = operator.operand as [number, number];
      return typeof got === 'number' && got >= min && got <= max ? undefined : sent;
    }
    default:
      return `${sent}, but ${operator.name} is not an operator`;
  }
}
