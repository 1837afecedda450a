/**
 * An elicitation's scripted content against the form the server sent (`requestedSchema`): the
 * schema's defaults filled in, then what does not fit it. Apart from client-requests.ts, which answers
 * the requests, so that each file does one job.
 */
import { compileArgumentsValidator, type ArgumentsValidator } from './arguments.js';

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
