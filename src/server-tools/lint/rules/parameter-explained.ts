/**
 * What tells a model what a parameter holds, when it has no description of its own: a name that says
 * it, a title that is more than the name, listed values, a format, the tool's description giving it.
 * Read by the parameter rules (parameters.ts) to stay quiet on what a model fills in right.
 */
import { isObject, resolveLocalRef } from '../../../util/json.js';
import type { SchemaObject } from './rule.js';
import { wordsOf } from './words.js';

/** A parameter's schema implies a type when it lists values or combines schemas that have types. */
export function hasType(schema: SchemaObject): boolean {
  if (schema.type !== undefined || schema.enum !== undefined || Object.hasOwn(schema, 'const')) return true;
  if (typeof schema.$ref === 'string') return true;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0 && options.some((option) => isObject(option) && hasType(option)))
      return true;
  }
  return false;
}

/**
 * Parameter names that say what they hold, in any tool: a file tool's `path`, a search's `query`,
 * a list's `page` and `per_page`, GitHub's `owner` and `repo`. A model fills these in right with no
 * description (measured on 17 servers: server-filesystem's nine undescribed `path` parameters,
 * server-github's `owner`, `repo`, `title` and `body` are never the reason a call goes wrong), so
 * they are not held to have one. Compared by their words (`perPage`, `per_page` and `per-page` alike).
 */
export const SELF_DESCRIBING_NAMES = new Set([
  'path',
  'paths',
  'file_path',
  'filepath',
  'filename',
  'file_name',
  'url',
  'urls',
  'uri',
  'query',
  'email',
  'content',
  'text',
  'message',
  'name',
  'title',
  'body',
  'description',
  'owner',
  'repo',
  'repository',
  'branch',
  'page',
  'per_page',
  'page_size',
  'limit',
  'offset',
  'cursor',
  'start_cursor',
  'skip',
  'pid',
  'id',
  'tags',
  'labels',
  'assignees',
  'authors',
  'namespace',
  'webhook',
  'width',
  'height',
]);

/** Last words of a number's name that say what it counts or measures: `max_results`, `timeout_ms`, `context_lines`. */
const COUNTING_WORDS = new Set(
  'results items pages lines rows entries count size limit depth concurrency retries attempts tokens bytes chars characters ms millis milliseconds seconds secs minutes hours days'.split(
    ' ',
  ),
);
/** Last words of an identifier's name: `issue_number`, `user_id`, `toolName`, `paperId`. */
const IDENTIFIER_WORDS = new Set(['id', 'ids', 'number', 'name', 'names', 'key', 'url', 'path', 'slug']);
/** Names that say nothing of what they hold. */
const UNREADABLE_NAME =
  /^(?:[a-z]{1,2}|[a-z]\d+|(?:arg|args|param|params|input|data|value|val|opt|opts|option|options|flag|obj|item|thing|foo|bar)\d*)$/;
/** Short names that are words all the same. */
const READABLE_SHORT_NAMES = new Set(['id', 'to', 'ip', 'os', 'db', 'ts', 'by', 'at', 'on']);

/** Whether a model can read what a parameter holds from its name (not `x`, `arg1`, `q`, `data`). */
export function readableName(key: string): boolean {
  const words = wordsOf(key).join('_');
  return !UNREADABLE_NAME.test(words) || READABLE_SHORT_NAMES.has(words);
}

/**
 * Whether the parameter's name is all a model needs to fill it in: one of SELF_DESCRIBING_NAMES;
 * an identifier of a thing the tool names (`issue_number` in update_issue, `user_id` in "Retrieve
 * a user"); a flag with a readable name (`includeHidden`, `archived`); a number whose name says
 * what it counts (`maxResults`, `timeout_ms`).
 */
export function nameExplains(key: string, property: SchemaObject, toolWords: ReadonlySet<string>): boolean {
  const words = wordsOf(key);
  if (words.length === 0) return false;
  if (SELF_DESCRIBING_NAMES.has(words.join('_')) && property.type !== 'object') return true;
  const last = words.at(-1)!;
  if (words.length > 1 && IDENTIFIER_WORDS.has(last) && words.slice(0, -1).every((word) => toolWords.has(word)))
    return true;
  const types = typeof property.type === 'string' ? [property.type] : Array.isArray(property.type) ? property.type : [];
  if (types.includes('boolean') && readableName(key)) return true;
  if ((types.includes('number') || types.includes('integer')) && COUNTING_WORDS.has(last)) return true;
  return false;
}

/**
 * Whether a title is Pydantic's automatic one (the property name Title-Cased: `branch_name` →
 * "Branch Name"), which says nothing the name does not.
 */
function automaticTitle(title: string, key: string | undefined): boolean {
  return key !== undefined && wordsOf(title).join(' ') === wordsOf(key).join(' ');
}

/**
 * Whether a schema explains itself: its own description (or a title that is more than its name
 * Title-Cased); listed values (`enum`, also of an array's items); a `format`; an object, or an
 * array of objects, whose fields are each described or named plainly; a `$ref` or an
 * `anyOf`/`oneOf` option that does.
 */
export function hasOwnDescription(
  schema: SchemaObject,
  root: SchemaObject,
  toolWords: ReadonlySet<string>,
  key?: string,
  seen = new Set<unknown>(),
): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  if (typeof schema.description === 'string' && schema.description.trim()) return true;
  if (typeof schema.title === 'string' && schema.title.trim() && !automaticTitle(schema.title, key)) return true;
  if (Array.isArray(schema.enum) || Object.hasOwn(schema, 'const') || typeof schema.format === 'string') return true;
  if (typeof schema.$ref === 'string') {
    const target = resolveLocalRef(root, schema.$ref);
    if (isObject(target) && hasOwnDescription(target, root, toolWords, key, seen)) return true;
  }
  const items = isObject(schema.items) ? schema.items : undefined;
  if (items && (Array.isArray(items.enum) || hasOwnDescription(items, root, toolWords, undefined, seen))) return true;
  const fields = schema.properties;
  if (isObject(fields) && Object.keys(fields).length > 0)
    return Object.entries(fields).every(
      ([name, field]) =>
        isObject(field) &&
        (hasOwnDescription(field, root, toolWords, name, seen) || nameExplains(name, field, toolWords)),
    );
  for (const combinator of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[combinator];
    if (
      Array.isArray(options) &&
      options.some((option) => isObject(option) && hasOwnDescription(option, root, toolWords, key, seen))
    )
      return true;
  }
  return false;
}

/**
 * Whether the tool's description gives the parameter as a name with what to send: `content: 2D
 * array`, `'offset' (start line)`, "`mode` …" (a plain word in the text is not enough for a type).
 */
export function documentedInDescription(description: string, key: string): boolean {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9_])(?:[\`'"]${escaped}[\`'"]|${escaped}\\s*[:=])`).test(description);
}
