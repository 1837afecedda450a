import type { Client } from '@modelcontextprotocol/client';
import { listServerTools } from './tools.js';
import { isObject, resolveLocalRef } from '../util/json.js';

/** One argument of a tool, as its input schema describes it. */
export interface ToolArgument {
  name: string;
  /** JSON Schema type(s) joined with `|` (`string`, `integer|null`), or `any` when the schema gives none. */
  type: string;
  required: boolean;
  description?: string;
  /** Allowed values, when the schema lists them (`enum`, or a `const`). */
  enum?: unknown[];
  /** The schema's `default`, when it has one. */
  default?: unknown;
  /** Whether the schema has a `default` (which may itself be `null` or `false`). */
  hasDefault: boolean;
  /**
   * The fields of an object argument, or of each item of an array of objects (`entities[]`), read
   * the same way, down to MAX_FIELD_DEPTH levels; absent when there are none.
   */
  fields?: ToolArgument[];
}

/** Levels of nested fields read below an argument: enough for real schemas, bounded for odd ones (and `$ref` cycles). */
export const MAX_FIELD_DEPTH = 3;

/** A tool as `tools/list` gave it, with its arguments read from the input schema. */
export interface ToolSummary {
  name: string;
  /** The tool's display title (`title`), when the server gives one. */
  title?: string;
  description?: string;
  /** `annotations` as the server sent it (readOnlyHint, destructiveHint, idempotentHint, openWorldHint, title). */
  annotations?: Record<string, unknown>;
  arguments: ToolArgument[];
  /** The input schema exactly as the server sent it, for `--json` readers who want more. */
  inputSchema: unknown;
}

/** Every tool the server lists, in the server's order, summarized for `tools`. */
export async function listToolSummaries(client: Client, timeoutMs: number): Promise<ToolSummary[]> {
  return (await listServerTools(client, timeoutMs)).map((tool) => ({
    name: tool.name as string,
    ...(typeof tool.title === 'string' && { title: tool.title }),
    description: tool.description as string | undefined,
    ...(isObject(tool.annotations) && { annotations: tool.annotations }),
    arguments: describeArguments(tool.inputSchema),
    inputSchema: tool.inputSchema,
  }));
}

type SchemaObject = Record<string, unknown>;

/**
 * The arguments of an input schema: its top-level `properties`, in the schema's order, with type,
 * required, enum and default. Servers write schemas many ways (zod's, pydantic's, by hand), so this
 * reads what is there and never throws: an odd schema gives fewer details, not an error.
 */
export function describeArguments(inputSchema: unknown): ToolArgument[] {
  return describeProperties(inputSchema, isObject(inputSchema) ? inputSchema : {}, 0);
}

/** A local `$ref` (`#/$defs/Entity`, pydantic's way), resolved against the root schema; the schema itself otherwise. */
function resolved(schema: SchemaObject, root: SchemaObject): SchemaObject {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = resolveLocalRef(root, ref);
  return isObject(target)
    ? { ...target, ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$ref')) }
    : schema;
}

/** The object schema whose fields an argument shows: itself, its items (an array), or its one object branch. */
function fieldsSchema(schema: SchemaObject, root: SchemaObject): SchemaObject | undefined {
  if (isObject(schema.properties)) return schema;
  if (isObject(schema.items)) return fieldsSchema(resolved(schema.items, root), root);
  const branches = [schema.anyOf, schema.oneOf].find(Array.isArray) as unknown[] | undefined;
  const objects = (branches ?? [])
    .filter(isObject)
    .map((branch) => fieldsSchema(resolved(branch, root), root))
    .filter((branch) => branch !== undefined);
  return objects.length === 1 ? objects[0] : undefined;
}

function describeProperties(objectSchema: unknown, root: SchemaObject, depth: number): ToolArgument[] {
  if (!isObject(objectSchema) || !isObject(objectSchema.properties)) return [];
  const required = new Set(
    Array.isArray(objectSchema.required) ? objectSchema.required.filter((key) => typeof key === 'string') : [],
  );
  return Object.entries(objectSchema.properties).map(([name, raw]) => {
    const schema = isObject(raw) ? resolved(raw, root) : {};
    const argument: ToolArgument = {
      name,
      type: typeOf(schema),
      required: required.has(name),
      hasDefault: Object.hasOwn(schema, 'default'),
    };
    if (typeof schema.description === 'string') argument.description = schema.description;
    const allowed = enumOf(schema);
    if (allowed) argument.enum = allowed;
    if (argument.hasDefault) argument.default = schema.default;
    const nested = depth < MAX_FIELD_DEPTH ? fieldsSchema(schema, root) : undefined;
    const fields = nested ? describeProperties(nested, root, depth + 1) : [];
    if (fields.length > 0) argument.fields = fields;
    return argument;
  });
}

/** `type` as written; failing that, the types of `anyOf`/`oneOf` branches (pydantic's `Optional[int]`). */
function typeOf(schema: SchemaObject): string {
  if (typeof schema.type === 'string') return schema.type === 'array' ? arrayType(schema) : schema.type;
  if (Array.isArray(schema.type)) return schema.type.map(String).join('|');
  const branches = [schema.anyOf, schema.oneOf].find(Array.isArray) as unknown[] | undefined;
  if (branches) {
    const types = [...new Set(branches.filter(isObject).map(typeOf))];
    if (types.length > 0) return types.join('|');
  }
  if (Array.isArray(schema.enum)) return 'enum';
  if (Object.hasOwn(schema, 'const')) return 'const';
  return 'any';
}

/** `array<string>` when the items have one type: says more than `array`. */
function arrayType(schema: SchemaObject): string {
  const items = isObject(schema.items)
    ? typeof schema.items.$ref === 'string'
      ? 'object'
      : typeOf(schema.items)
    : 'any';
  return items === 'any' ? 'array' : `array<${items}>`;
}

function enumOf(schema: SchemaObject): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if (Object.hasOwn(schema, 'const')) return [schema.const];
  for (const branches of [schema.anyOf, schema.oneOf]) {
    if (!Array.isArray(branches)) continue;
    // `Optional[Literal["a", "b"]]` is anyOf [enum, null]: the enum still says what to pass.
    const values = branches.filter(isObject).flatMap((branch) => enumOf(branch) ?? []);
    if (values.length > 0) return values;
  }
  return undefined;
}
