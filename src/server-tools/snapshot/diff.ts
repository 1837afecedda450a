/**
 * What changed between two tool-list snapshots, classified for a caller of the server:
 * breaking (a call that worked may now fail, or an answer it read may lack a field), model-facing
 * (what the model reads changed: it may now call differently) or additive. Pure but for loading
 * the word-diff module (and with it the `diff` package) when some text was reworded.
 */
import {
  SECTION_KEYS,
  sortDeep,
  type SectionName,
  type SnapshotEntry,
  type SnapshotTool,
  type ToolsSnapshot,
} from './normalize.js';
import { isObject, sortKeysDeep, type JsonObject } from '../../util/json.js';
import { CHANGE_KINDS, type ChangeKind, type SnapshotChange } from '../../model/server-tools.js';
export { CHANGE_KINDS, type ChangeKind, type SnapshotChange } from '../../model/server-tools.js';

/** A change as found: a reworded text keeps its two sides until the word diff is made. */
type Found = Omit<SnapshotChange, 'words'> & { texts?: [before: string, after: string] };
type Add = (kind: ChangeKind, message: string, texts?: [string, string]) => void;

const same = (a: unknown, b: unknown) => JSON.stringify(sortDeep(a)) === JSON.stringify(sortDeep(b));
const show = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));

/** Every change from `before` to `after`, breaking first, then by tool name, in discovery order within. */
export async function diffSnapshots(before: ToolsSnapshot, after: ToolsSnapshot): Promise<SnapshotChange[]> {
  const oldByName = new Map(before.tools.map((tool) => [tool.name, tool]));
  const newByName = new Map(after.tools.map((tool) => [tool.name, tool]));
  const removed = before.tools.filter((tool) => !newByName.has(tool.name));
  const added = after.tools.filter((tool) => !oldByName.has(tool.name));
  const changes: Found[] = [];

  const renamedTo = new Set<string>();
  for (const tool of removed) {
    // A new tool with the old one's exact input schema is most likely the same tool renamed; the
    // caller still breaks (it calls by name), so this only helps the reader, hence the question mark.
    const twin = added.find(
      (candidate) => !renamedTo.has(candidate.name) && same(candidate.inputSchema, tool.inputSchema),
    );
    if (twin) {
      renamedTo.add(twin.name);
      changes.push({
        kind: 'breaking',
        tool: tool.name,
        message: `tool removed; renamed to \`${twin.name}\`? (same input schema)`,
      });
    } else {
      changes.push({ kind: 'breaking', tool: tool.name, message: 'tool removed' });
    }
  }
  for (const tool of added)
    if (!renamedTo.has(tool.name)) changes.push({ kind: 'additive', tool: tool.name, message: 'tool added' });

  for (const tool of after.tools) {
    const old = oldByName.get(tool.name);
    if (old) changes.push(...diffTool(old, tool));
  }
  changes.push(...diffSurface(before, after));
  const rank = (change: Found) => CHANGE_KINDS.indexOf(change.kind);
  // Array.prototype.sort is stable: within a kind and tool, changes keep the order they were found in.
  changes.sort((a, b) => rank(a) - rank(b) || (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0));
  if (!changes.some((change) => change.texts)) return changes;
  const { wordDiff } = await import('./words.js');
  return changes.map(({ texts, ...change }) => (texts ? { ...change, words: wordDiff(...texts) } : change));
}

function diffTool(old: SnapshotTool, tool: SnapshotTool): Found[] {
  const changes: Found[] = [];
  const add: Add = (kind, message, texts) =>
    changes.push(texts ? { kind, tool: tool.name, message, texts } : { kind, tool: tool.name, message });

  for (const field of ['title', 'description'] as const) {
    const a = old[field];
    const b = tool[field];
    if (a === b) continue;
    if (a === undefined) add('model-facing', `${field} added`, ['', b ?? '']);
    else if (b === undefined) add('model-facing', `${field} removed`, [a, '']);
    else add('model-facing', `${field} reworded`, [a, b]);
  }

  const oldAnnotations = old.annotations ?? {};
  const newAnnotations = tool.annotations ?? {};
  for (const key of [...new Set([...Object.keys(oldAnnotations), ...Object.keys(newAnnotations)])].sort()) {
    if (same(oldAnnotations[key], newAnnotations[key])) continue;
    add('model-facing', `annotation ${key}: ${show(oldAnnotations[key])} → ${show(newAnnotations[key])}`);
  }

  diffSchema(old.inputSchema, tool.inputSchema, { side: 'input', path: '', add });

  if (old.outputSchema === undefined && tool.outputSchema !== undefined) add('additive', 'output schema added');
  else if (old.outputSchema !== undefined && tool.outputSchema === undefined)
    add('breaking', 'output schema removed: callers reading structuredContent lose its contract');
  else if (old.outputSchema !== undefined)
    diffSchema(old.outputSchema, tool.outputSchema, { side: 'output', path: '', add });

  // Fail closed: whatever differs and was not named above is still a change.
  if (changes.length === 0 && !same(old, tool))
    add('breaking', 'definition changed (not classified: read the file diff)');
  return changes;
}

interface SchemaContext {
  /** input: the caller sends values of this schema; output: the caller reads them. */
  side: 'input' | 'output';
  /** Dotted path of the property (`filter.name`, `tags[]`), '' at the root. */
  path: string;
  add: Add;
}

/** Keywords this module compares itself; any other keyword that changes is reported as unclassified. */
const HANDLED = new Set([
  'type',
  'properties',
  'required',
  'items',
  'enum',
  'const',
  'description',
  'title',
  'default',
  'examples',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'format',
  'additionalProperties',
  '$schema',
]);
/** Bounds that narrow what is accepted when they grow (lower bounds) or shrink (upper bounds). */
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'];

function diffSchema(before: unknown, after: unknown, ctx: SchemaContext, said: ReadonlySet<string> = NONE): void {
  const a = nullableAsType(isObject(before) ? before : {});
  const b = nullableAsType(isObject(after) ? after : {});
  const where = ctx.path
    ? `${ctx.side === 'input' ? 'parameter' : 'output field'} \`${ctx.path}\``
    : `${ctx.side} schema`;
  // For input, accepting less breaks a caller; for output, a caller breaks when it may get more
  // than it was promised (a wider type, a looser bound), and getting less (a bound added) is safe.
  const narrowing: ChangeKind = ctx.side === 'input' ? 'breaking' : 'additive';
  const widening: ChangeKind = ctx.side === 'input' ? 'additive' : 'breaking';

  const oldTypes = typesOf(a);
  const newTypes = typesOf(b);
  if (!said.has('type') && !same(oldTypes, newTypes) && (oldTypes.length > 0 || newTypes.length > 0)) {
    const label = `${where} type ${typeLabel(oldTypes)} → ${typeLabel(newTypes)}`;
    if (covers(oldTypes, newTypes)) ctx.add(ctx.side === 'input' ? 'breaking' : 'additive', `${label} (narrowed)`);
    else if (covers(newTypes, oldTypes)) ctx.add(widening, `${label} (widened)`);
    else ctx.add('breaking', `${label} (changed)`);
  }

  diffEnum(a, b, where, ctx);

  for (const key of ['description', 'title'] as const) {
    const x = typeof a[key] === 'string' ? (a[key] as string) : undefined;
    const y = typeof b[key] === 'string' ? (b[key] as string) : undefined;
    if (x === y) continue;
    const verb = x === undefined ? 'added' : y === undefined ? 'removed' : 'reworded';
    ctx.add('model-facing', `${where} ${key} ${verb}`, [x ?? '', y ?? '']);
  }
  for (const key of ['default', 'examples'] as const)
    if (!said.has(key) && !same(a[key], b[key]))
      ctx.add('model-facing', `${where} ${key}: ${show(a[key])} → ${show(b[key])}`);

  for (const key of [...LOWER_BOUNDS, ...UPPER_BOUNDS]) {
    const x = typeof a[key] === 'number' ? (a[key] as number) : undefined;
    const y = typeof b[key] === 'number' ? (b[key] as number) : undefined;
    if (x === y) continue;
    const lower = LOWER_BOUNDS.includes(key);
    const tighter = y !== undefined && (x === undefined || (lower ? y > x : y < x));
    ctx.add(
      tighter ? narrowing : widening,
      `${where} ${key}: ${show(x)} → ${show(y)} (${tighter ? 'narrowed' : 'widened'})`,
    );
  }
  for (const key of ['pattern', 'format'] as const) {
    if (same(a[key], b[key])) continue;
    ctx.add(b[key] === undefined ? widening : narrowing, `${where} ${key}: ${show(a[key])} → ${show(b[key])}`);
  }
  if (!same(a.additionalProperties, b.additionalProperties)) {
    const closed = b.additionalProperties === false;
    ctx.add(
      closed ? narrowing : widening,
      `${where} additionalProperties: ${show(a.additionalProperties)} → ${show(b.additionalProperties)}`,
    );
  }

  diffProperties(a, b, ctx);

  if (!same(a.items, b.items))
    diffSchema(a.items, b.items, { ...ctx, path: `${ctx.path || (ctx.side === 'input' ? 'arguments' : 'result')}[]` });

  if (!same(a.$schema, b.$schema)) {
    // An SDK upgrade adds it to every schema: it names the dialect, and accepts the same values.
    if (a.$schema === undefined) ctx.add('additive', `${where} \`$schema\` added: ${show(b.$schema)}`);
    else ctx.add('model-facing', `${where} \`$schema\`: ${show(a.$schema)} → ${show(b.$schema)}`);
  }

  const others = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !HANDLED.has(key)).sort();
  for (const key of others) {
    if (same(a[key], b[key])) continue;
    if (sameIgnoringEnumOrder(a[key], b[key]))
      ctx.add('model-facing', `${where} \`${key}\`: enum values reordered (the same values)`);
    else ctx.add('breaking', `${where} \`${key}\` changed (not classified; treated as breaking)`);
  }
}

const NONE: ReadonlySet<string> = new Set();
/** What the one line for a parameter made required (or optional) already says. */
const SAID_BY_REQUIRED: ReadonlySet<string> = new Set(['type', 'default']);

/**
 * `anyOf: [T, {type: null}]` (what Pydantic writes for `T | None`) as the one schema it means:
 * T with `null` among its types. Keywords beside the `anyOf` (description, default, title) are
 * kept; a T with no `type` of its own (a `$ref`), or one whose keywords clash with those beside
 * it, is left as it is.
 */
export function nullableAsType(schema: JsonObject): JsonObject {
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (!Array.isArray(options) || options.length !== 2) continue;
    const nullIndex = options.findIndex(
      (option) => isObject(option) && option.type === 'null' && Object.keys(option).length === 1,
    );
    if (nullIndex === -1) continue;
    const other = options[1 - nullIndex];
    if (!isObject(other) || typesOf(other).length === 0) return schema;
    const rest: JsonObject = { ...schema };
    delete rest[key];
    if (Object.keys(other).some((name) => Object.hasOwn(rest, name))) return schema;
    return { ...other, ...rest, type: [...new Set([...typesOf(other), 'null'])] };
  }
  return schema;
}

/** Types as people read them: `string|null` (null last), `any` for none. */
function typeLabel(types: string[]): string {
  if (types.length === 0) return 'any';
  return [...types.filter((type) => type !== 'null'), ...types.filter((type) => type === 'null')].join('|');
}

/** Equal once every `enum` list below is sorted: a reordering only. */
function sameIgnoringEnumOrder(a: unknown, b: unknown): boolean {
  const sortEnums = (value: unknown): unknown =>
    sortKeysDeep(value, (key, array) =>
      key === 'enum' ? array.map((item) => JSON.stringify(item)).sort() : undefined,
    );
  return JSON.stringify(sortEnums(sortDeep(a))) === JSON.stringify(sortEnums(sortDeep(b)));
}

function diffProperties(a: JsonObject, b: JsonObject, ctx: SchemaContext): void {
  const oldProps = isObject(a.properties) ? a.properties : {};
  const newProps = isObject(b.properties) ? b.properties : {};
  const oldRequired = requiredOf(a);
  const newRequired = requiredOf(b);
  const names = [...new Set([...Object.keys(oldProps), ...Object.keys(newProps)])].sort();
  const noun = ctx.side === 'input' ? 'parameter' : 'output field';
  const renames = likelyRenames(oldProps, newProps);
  const renamedTo = new Set([...renames.values()].map((rename) => rename.to));
  const pathOf = (name: string) => (ctx.path ? `${ctx.path}.${name}` : name);
  for (const name of names) {
    const path = pathOf(name);
    const inOld = Object.hasOwn(oldProps, name);
    const inNew = Object.hasOwn(newProps, name);
    if (inOld && !inNew) {
      const rename = renames.get(name);
      const hint = rename && renameHint(oldProps[name], rename);
      const nowRequired = rename && newRequired.has(rename.to) && !oldRequired.has(name) ? '; now required' : '';
      ctx.add(
        'breaking',
        rename
          ? `${noun} \`${path}\` removed: renamed? \`${path}\` → \`${pathOf(rename.to)}\` (${hint}${nowRequired})`
          : `${noun} \`${path}\` removed`,
      );
      continue;
    }
    if (!inOld && inNew && renamedTo.has(name)) continue;
    if (!inOld && inNew) {
      if (ctx.side === 'input' && newRequired.has(name)) ctx.add('breaking', `${noun} \`${path}\` added as required`);
      else ctx.add('additive', `${noun} \`${path}\` added${newRequired.has(name) ? ' (required)' : ' (optional)'}`);
      continue;
    }
    if (oldRequired.has(name) !== newRequired.has(name)) {
      const nowRequired = newRequired.has(name);
      // Input: newly required breaks callers that leave it out. Output: no longer required means
      // the caller may stop getting it.
      const kind: ChangeKind =
        ctx.side === 'input' ? (nowRequired ? 'breaking' : 'additive') : nowRequired ? 'additive' : 'breaking';
      // One line for the whole change of the parameter's contract: the most common FastMCP change,
      // `city: str | None = None` made `city: str`, flips required, drops null and drops the default.
      const oldSchema = nullableAsType(isObject(oldProps[name]) ? oldProps[name] : {});
      const newSchema = nullableAsType(isObject(newProps[name]) ? newProps[name] : {});
      const side = (schema: JsonObject, required: boolean) =>
        `${typeLabel(typesOf(schema))}, ${required ? 'required' : 'optional'}${Object.hasOwn(schema, 'default') ? ` (default ${show(schema.default)})` : ''}`;
      ctx.add(kind, `${noun} \`${path}\`: ${side(oldSchema, !nowRequired)} → ${side(newSchema, nowRequired)}`);
      diffSchema(oldProps[name], newProps[name], { ...ctx, path }, SAID_BY_REQUIRED);
      continue;
    }
    diffSchema(oldProps[name], newProps[name], { ...ctx, path });
  }
}

/** The words a schema's text is compared on: a rename keeps what is said, a new parameter says other things. */
const TEXT_KEYS = ['description', 'title', 'examples'];
/** Share of the words two descriptions have in common (of the words either has) from which they say the same thing. */
export const SIMILAR_DESCRIPTION_SHARE = 0.5;

type Rename = { to: string; sameSchema: boolean; similarDescription: boolean };

/**
 * Each removed property paired with the added one it was most likely renamed to: the same type and
 * either the same schema but for its text, or a similar description. A hint only (the change stays
 * breaking: a caller sending the old name is refused); each added property is paired at most once.
 */
function likelyRenames(oldProps: JsonObject, newProps: JsonObject): Map<string, Rename> {
  const removed = Object.keys(oldProps)
    .filter((name) => !Object.hasOwn(newProps, name))
    .sort();
  const added = Object.keys(newProps)
    .filter((name) => !Object.hasOwn(oldProps, name))
    .sort();
  const renames = new Map<string, Rename>();
  const taken = new Set<string>();
  for (const name of removed) {
    const before = schemaOf(oldProps[name]);
    let best: (Rename & { score: number }) | undefined;
    for (const candidate of added) {
      const after = schemaOf(newProps[candidate]);
      if (taken.has(candidate) || !same(typesOf(before), typesOf(after))) continue;
      const sameSchema = same(withoutText(before), withoutText(after));
      const similarDescription = similarDescriptions(before.description, after.description);
      // A description says what the value is; a bare `{ type: string }` matches any other string.
      const score = (similarDescription ? 2 : 0) + (sameSchema ? 1 : 0);
      if (score > (best?.score ?? 0)) best = { to: candidate, sameSchema, similarDescription, score };
    }
    if (best) {
      taken.add(best.to);
      renames.set(name, best);
    }
  }
  return renames;
}

const schemaOf = (value: unknown): JsonObject => nullableAsType(isObject(value) ? value : {});

function withoutText(schema: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !TEXT_KEYS.includes(key)));
}

function similarDescriptions(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const [x, y] = [words(a), words(b)];
  const shared = [...x].filter((word) => y.has(word)).length;
  const either = new Set([...x, ...y]).size;
  return either > 0 && shared / either >= SIMILAR_DESCRIPTION_SHARE;
}

/** Why the pair looks like a rename, for the reader deciding: the type, and what else matches. */
function renameHint(before: unknown, rename: Rename): string {
  const type = typeLabel(typesOf(schemaOf(before)));
  return `same type ${type}${rename.sameSchema ? ' and schema' : ''}${rename.similarDescription ? ', similar description' : ''}`;
}

function diffEnum(a: JsonObject, b: JsonObject, where: string, ctx: SchemaContext): void {
  const oldValues = allowedValues(a);
  const newValues = allowedValues(b);
  if (oldValues === undefined && newValues === undefined) return;
  if (oldValues === undefined) {
    ctx.add(
      ctx.side === 'input' ? 'breaking' : 'additive',
      `${where} now limited to ${newValues!.map(show).join(', ')}`,
    );
    return;
  }
  if (newValues === undefined) {
    ctx.add(ctx.side === 'input' ? 'additive' : 'breaking', `${where} no longer limited to listed values`);
    return;
  }
  const key = (value: unknown) => JSON.stringify(sortDeep(value));
  const newKeys = new Set(newValues.map(key));
  const oldKeys = new Set(oldValues.map(key));
  const gone = oldValues.filter((value) => !newKeys.has(key(value)));
  const came = newValues.filter((value) => !oldKeys.has(key(value)));
  if (gone.length === 0 && came.length === 0 && !same(oldValues, newValues)) {
    // The same values in another order: what a caller may send or get is unchanged.
    ctx.add(
      'model-facing',
      `${where} enum values reordered: ${oldValues.map(show).join(', ')} → ${newValues.map(show).join(', ')}`,
    );
    return;
  }
  if (gone.length > 0)
    ctx.add(
      ctx.side === 'input' ? 'breaking' : 'additive',
      `${where} enum value(s) removed: ${gone.map(show).join(', ')}`,
    );
  if (came.length > 0)
    ctx.add(
      ctx.side === 'input' ? 'additive' : 'breaking',
      `${where} enum value(s) added: ${came.map(show).join(', ')}`,
    );
}

function allowedValues(schema: JsonObject): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if (Object.hasOwn(schema, 'const')) return [schema.const];
  return undefined;
}

function requiredOf(schema: JsonObject): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((item) => typeof item === 'string') : []);
}

/** The schema's JSON types, sorted; [] when it names none. */
function typesOf(schema: JsonObject): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return [...new Set(schema.type.map(String))].sort();
  return [];
}

/** Whether every value of types `inner` is also a value of types `outer` ([] means any type). */
function covers(outer: string[], inner: string[]): boolean {
  if (outer.length === 0) return true;
  if (inner.length === 0) return false;
  return inner.every((type) => outer.includes(type) || (type === 'integer' && outer.includes('number')));
}

/** How a change names what it is in: `prompt summarize_note`, `resource template notes://{id}`. */
const SUBJECT: Record<SectionName, string> = {
  prompts: 'prompt',
  resources: 'resource',
  resourceTemplates: 'resource template',
};

/**
 * The rest of the surface: a section is compared only when both snapshots have it (a file saved
 * before they were kept has none, and is not read as every prompt removed). A prompt or a resource
 * template removed, a prompt argument removed or newly required are breaking (a host's call that
 * worked fails); a static resource no longer listed, reworded text and changed instructions are
 * model-facing; additions additive.
 */
function diffSurface(before: ToolsSnapshot, after: ToolsSnapshot): Found[] {
  const changes: Found[] = [];
  if (
    before.instructions !== undefined &&
    after.instructions !== undefined &&
    before.instructions !== after.instructions
  ) {
    const message = !before.instructions
      ? 'instructions added'
      : !after.instructions
        ? 'instructions removed'
        : 'instructions changed';
    changes.push({
      kind: 'model-facing',
      tool: 'instructions',
      message,
      texts: [before.instructions, after.instructions],
    });
  }
  for (const [section, key] of Object.entries(SECTION_KEYS) as [SectionName, string][]) {
    const old = before[section];
    const now = after[section];
    if (!old || !now) continue;
    const subject = (entry: SnapshotEntry) => `${SUBJECT[section]} ${String(entry[key])}`;
    const oldByKey = new Map(old.map((entry) => [entry[key], entry]));
    const newByKey = new Map(now.map((entry) => [entry[key], entry]));
    for (const entry of old)
      if (!newByKey.has(entry[key]))
        changes.push({
          kind: section === 'resources' ? 'model-facing' : 'breaking',
          tool: subject(entry),
          message: section === 'resources' ? 'resource no longer listed' : `${SUBJECT[section]} removed`,
        });
    for (const entry of now)
      if (!oldByKey.has(entry[key]))
        changes.push({ kind: 'additive', tool: subject(entry), message: `${SUBJECT[section]} added` });
    for (const entry of now) {
      const was = oldByKey.get(entry[key]);
      if (was) changes.push(...diffEntry(was, entry, subject(entry)));
    }
  }
  return changes;
}

function diffEntry(old: SnapshotEntry, entry: SnapshotEntry, subject: string): Found[] {
  const changes: Found[] = [];
  for (const field of ['title', 'description'] as const) {
    const a = typeof old[field] === 'string' ? old[field] : undefined;
    const b = typeof entry[field] === 'string' ? entry[field] : undefined;
    if (a === b) continue;
    const message = a === undefined ? `${field} added` : b === undefined ? `${field} removed` : `${field} reworded`;
    changes.push({ kind: 'model-facing', tool: subject, message, texts: [a ?? '', b ?? ''] });
  }
  if (!same(old.mimeType, entry.mimeType))
    changes.push({
      kind: 'breaking',
      tool: subject,
      message: `mimeType: ${show(old.mimeType)} → ${show(entry.mimeType)}`,
    });
  type Argument = { name?: unknown; description?: unknown; required?: unknown };
  const args = (value: unknown) =>
    new Map(
      (Array.isArray(value) ? (value as Argument[]) : [])
        .filter((argument) => isObject(argument) && typeof argument.name === 'string')
        .map((argument) => [argument.name as string, argument]),
    );
  const oldArgs = args(old.arguments);
  const newArgs = args(entry.arguments);
  for (const [name, argument] of oldArgs) {
    const now = newArgs.get(name);
    if (!now) {
      changes.push({ kind: 'breaking', tool: subject, message: `argument \`${name}\` removed` });
      continue;
    }
    if (now.required === true && argument.required !== true)
      changes.push({ kind: 'breaking', tool: subject, message: `argument \`${name}\` is now required` });
    else if (argument.required === true && now.required !== true)
      changes.push({ kind: 'additive', tool: subject, message: `argument \`${name}\` is now optional` });
    const a = typeof argument.description === 'string' ? argument.description : '';
    const b = typeof now.description === 'string' ? now.description : '';
    if (a !== b)
      changes.push({
        kind: 'model-facing',
        tool: subject,
        message: `argument \`${name}\` description ${!a ? 'added' : !b ? 'removed' : 'reworded'}`,
        texts: [a, b],
      });
  }
  for (const [name, argument] of newArgs)
    if (!oldArgs.has(name))
      changes.push(
        argument.required === true
          ? { kind: 'breaking', tool: subject, message: `required argument \`${name}\` added` }
          : { kind: 'additive', tool: subject, message: `optional argument \`${name}\` added` },
      );
  // Fail closed: whatever else differs (annotations, a field not named above) is still a change.
  const CLASSIFIED = new Set(['title', 'description', 'mimeType', 'arguments']);
  const rest = (value: SnapshotEntry) =>
    Object.fromEntries(Object.entries(value).filter(([key]) => !CLASSIFIED.has(key)));
  if (!same(rest(old), rest(entry)))
    changes.push({
      kind: 'model-facing',
      tool: subject,
      message: 'definition changed (not classified: read the file diff)',
    });
  return changes;
}
