/**
 * An elicitation's scripted content against the form the server sent (`requestedSchema`): the
 * schema's defaults filled in, then what does not fit it. Apart from client-requests.ts, which answers
 * the requests, so that each file does one job.
 */
import { compileArgumentsValidator, type ArgumentsValidator } from './arguments.js';
import { PROPOSED_FORM_FIELDS } from '../model/limits.js';

/**
 * The scripted content with the schema's defaults filled in for the fields it leaves out, as a user
 * accepting a form pre-filled with them would send (SEP-1034; the client declares
 * `elicitation.form.applyDefaults`). Filled here rather than by the SDK so that the content checked
 * against the schema, and shown in the reports, is the content sent.
 */
export function withDefaults(content: Record<string, unknown>, schema: unknown): Record<string, unknown> {
  const properties =
    typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>).properties : undefined;
  if (typeof properties !== 'object' || properties === null) return content;
  const filled = { ...content };
  for (const [field, definition] of Object.entries(properties as Record<string, unknown>)) {
    if (field in filled || typeof definition !== 'object' || definition === null) continue;
    if ('default' in definition) filled[field] = (definition as { default: unknown }).default;
  }
  return filled;
}

/**
 * The problems of scripted content against the schema the server sent: what Ajv finds, and fields the
 * schema does not have (a form the server changed would otherwise drop them without a word).
 */
export function contentProblems(content: Record<string, unknown>, schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const properties = (schema as { properties?: unknown }).properties;
  const known = typeof properties === 'object' && properties !== null ? Object.keys(properties) : undefined;
  const unknown = known
    ? Object.keys(content)
        .filter((key) => !known.includes(key))
        .map((key) => `content.${key} is not a field the server asked for (it asks for: ${known.join(', ') || 'none'})`)
    : [];
  const validate = contentValidator(schema);
  return [...unknown, ...(validate ? validate(content) : [])];
}

/** Compiled validators by schema text: a server asks the same form in every scenario. */
const contentValidators = new Map<string, ArgumentsValidator | undefined>();

function contentValidator(schema: object): ArgumentsValidator | undefined {
  const key = JSON.stringify(schema);
  if (!contentValidators.has(key)) {
    let validate: ArgumentsValidator | undefined;
    try {
      validate = compileArgumentsValidator(schema, 'content');
    } catch {
      // A schema that does not compile is the server's to fix; the answer goes as scripted.
      validate = undefined;
    }
    contentValidators.set(key, validate);
  }
  return contentValidators.get(key);
}

/** The text `init` puts in a string field it fills: plainly a value to review, never a real answer. */
export const PROPOSED_TEXT = 'REVIEW';

/**
 * A form filled as `init` proposes it, for the author to review: each field (the first
 * PROPOSED_FORM_FIELDS) gets its default, else its first allowed value (`enum`, or the first `const`
 * of a `oneOf`/`anyOf`), else a placeholder of its type: `false` (a confirmation proposed is one
 * refused, so the call that proposes it does nothing it cannot undo), the smallest number allowed,
 * PROPOSED_TEXT (padded to the shortest length allowed), or an empty list.
 */
export function proposedContent(schema: unknown): Record<string, unknown> {
  const properties =
    typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>).properties : undefined;
  if (typeof properties !== 'object' || properties === null) return {};
  const content: Record<string, unknown> = {};
  for (const [field, definition] of Object.entries(properties as Record<string, unknown>).slice(
    0,
    PROPOSED_FORM_FIELDS,
  )) {
    if (typeof definition !== 'object' || definition === null) continue;
    content[field] = proposedValue(definition as Record<string, unknown>);
  }
  return content;
}

/** A placeholder for each string format an elicitation form may ask for (the spec's four). */
const PROPOSED_FORMATTED: Record<string, string> = {
  email: 'review@example.com',
  uri: 'https://example.com/review',
  date: '2026-01-01',
  'date-time': '2026-01-01T00:00:00Z',
};

function proposedValue(definition: Record<string, unknown>): unknown {
  if ('default' in definition) return definition.default;
  if (Array.isArray(definition.enum) && definition.enum.length > 0) return definition.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const choices = definition[key];
    if (Array.isArray(choices)) {
      const first = choices.find((choice) => typeof choice === 'object' && choice !== null && 'const' in choice) as
        { const: unknown } | undefined;
      if (first) return first.const;
    }
  }
  switch (definition.type) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number': {
      const minimum = typeof definition.minimum === 'number' ? definition.minimum : undefined;
      const exclusive = typeof definition.exclusiveMinimum === 'number' ? definition.exclusiveMinimum : undefined;
      if (minimum !== undefined) return definition.type === 'integer' ? Math.ceil(minimum) : minimum;
      if (exclusive !== undefined) return definition.type === 'integer' ? Math.floor(exclusive) + 1 : exclusive + 1;
      return 0;
    }
    case 'array': {
      const items = definition.items as Record<string, unknown> | undefined;
      const firstOfItems = Array.isArray(items?.enum) ? items.enum[0] : undefined;
      return firstOfItems === undefined ? [] : [firstOfItems];
    }
    default: {
      const formatted = typeof definition.format === 'string' ? PROPOSED_FORMATTED[definition.format] : undefined;
      if (formatted !== undefined) return formatted;
      const minLength = typeof definition.minLength === 'number' ? definition.minLength : 0;
      return PROPOSED_TEXT.padEnd(minLength, '.');
    }
  }
}
