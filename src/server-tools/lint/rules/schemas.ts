/**
 * Rule family: input schemas. A schema the model APIs refuse (input-schema-invalid) and one no call
 * can satisfy (schema-unsatisfiable). Both are found by one walk of the schema, node by node, so a
 * node's findings of either rule come out together.
 */
import type { LintFinding } from '../../../model/server-tools.js';
import { isObject, resolveLocalRef } from '../../../util/json.js';
import { finding, rule, type RuleFamily, type SchemaObject, type ToolSite } from './rule.js';

/** The JSON Schema type names; any other `type` is refused as a schema. */
export const JSON_SCHEMA_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

const INPUT_SCHEMA_INVALID = rule(
  'input-schema-invalid',
  'error',
  'An input schema the model APIs refuse: not an object schema, anyOf/allOf/oneOf at its top level, properties that is not an object, an unknown type, or a $ref that does not resolve.',
);

const SCHEMA_UNSATISFIABLE = rule(
  'schema-unsatisfiable',
  'error',
  'A parameter no call can satisfy: required but forbidden by additionalProperties: false, an empty enum, minimum above maximum, a pattern that does not compile, a const of another type.',
);

/** The input schema's top level: not an object schema (then nothing else of it is checked), no type, a combinator. */
function topLevel({ tool, name, schema }: ToolSite): LintFinding[] {
  if (!schema) {
    const raw = tool.inputSchema;
    const what = isObject(raw) ? `has type ${JSON.stringify(raw.type)}` : `is ${JSON.stringify(raw) ?? 'absent'}`;
    return [finding(INPUT_SCHEMA_INVALID, `the input schema ${what}; it must be {"type": "object", …}`, name)];
  }
  const findings: LintFinding[] = [];
  if (schema.type === undefined) {
    findings.push(finding(INPUT_SCHEMA_INVALID, 'the input schema has no "type": "object"', name));
  }
  const combinators = (['anyOf', 'allOf', 'oneOf'] as const).filter((key) => schema[key] !== undefined);
  if (combinators.length > 0)
    findings.push(
      finding(
        INPUT_SCHEMA_INVALID,
        `the input schema has ${combinators.join(' and ')} at its top level: the Anthropic API refuses the whole tool list ("input_schema does not support oneOf, allOf, or anyOf at the top level"); put the alternatives inside a property, or describe them`,
        name,
      ),
    );
  return findings;
}

/** Every `$ref` in the schema that does not point into the schema itself (remote ones are never fetched by the APIs). */
function unresolvedRefs(root: SchemaObject): string[] {
  const bad = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      // Under `properties`, a key named "$ref" is a parameter's name, not a reference.
      if (key === '$ref' && typeof value === 'string' && resolveLocalRef(root, value) === undefined) bad.add(value);
      else if (key === 'properties' && isObject(value)) Object.values(value).forEach(walk);
      else walk(value);
    }
  };
  walk(root);
  return [...bad];
}

/** Bounds that must not cross: [lower, upper] keywords of one schema. */
const BOUND_PAIRS = [
  ['minimum', 'maximum'],
  ['exclusiveMinimum', 'maximum'],
  ['minimum', 'exclusiveMaximum'],
  ['exclusiveMinimum', 'exclusiveMaximum'],
  ['minLength', 'maxLength'],
  ['minItems', 'maxItems'],
  ['minProperties', 'maxProperties'],
] as const;

/** Whether `value` is of JSON Schema type `type`. */
function ofType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    default:
      return typeof value === type;
  }
}

/**
 * What the APIs refuse or no call can satisfy, anywhere in the input schema: `properties` that is
 * not an object, an unknown `type`, an empty `enum`, crossed bounds, a `pattern` that does not
 * compile, a `const` of another type than its schema's, a required property that
 * `additionalProperties: false` forbids.
 */
function schemaFindings(root: SchemaObject, name: string): LintFinding[] {
  const findings: LintFinding[] = [];
  const seen = new Set<unknown>();
  const where = (path: string) => (path ? `parameter "${path}"` : 'the input schema');
  const walk = (node: unknown, path: string) => {
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    const at = path || undefined;
    if (node.properties !== undefined && !isObject(node.properties))
      findings.push(
        finding(
          INPUT_SCHEMA_INVALID,
          `${where(path)} has "properties": ${JSON.stringify(node.properties)}; it must be an object of parameter schemas`,
          name,
          at,
        ),
      );
    const types = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type : [];
    for (const type of types)
      if (typeof type !== 'string' || !JSON_SCHEMA_TYPES.has(type))
        findings.push(
          finding(
            INPUT_SCHEMA_INVALID,
            `${where(path)} has the unknown type ${JSON.stringify(type)}; the JSON Schema types are ${[...JSON_SCHEMA_TYPES].join(', ')}`,
            name,
            at,
          ),
        );
    if (Array.isArray(node.enum) && node.enum.length === 0)
      findings.push(finding(SCHEMA_UNSATISFIABLE, `${where(path)} has an empty enum: no value is allowed`, name, at));
    for (const [low, high] of BOUND_PAIRS) {
      const a = node[low];
      const b = node[high];
      if (typeof a !== 'number' || typeof b !== 'number') continue;
      const exclusive = low.startsWith('exclusive') || high.startsWith('exclusive');
      if (a > b || (exclusive && a === b))
        findings.push(
          finding(SCHEMA_UNSATISFIABLE, `${where(path)} has ${low} ${a} above ${high} ${b}: no value fits`, name, at),
        );
    }
    if (typeof node.pattern === 'string') {
      try {
        new RegExp(node.pattern, 'u');
      } catch (error) {
        findings.push(
          finding(
            SCHEMA_UNSATISFIABLE,
            `${where(path)} has a pattern that does not compile (${(error as Error).message}): no value can be checked against it`,
            name,
            at,
          ),
        );
      }
    }
    if (Object.hasOwn(node, 'const') && types.length > 0 && !types.some((type) => ofType(node.const, String(type))))
      findings.push(
        finding(
          SCHEMA_UNSATISFIABLE,
          `${where(path)} has const ${JSON.stringify(node.const)}, which is not of its type ${types.join('|')}`,
          name,
          at,
        ),
      );
    if (node.additionalProperties === false && node.patternProperties === undefined && Array.isArray(node.required)) {
      const properties = isObject(node.properties) ? node.properties : {};
      for (const key of node.required)
        if (typeof key === 'string' && !Object.hasOwn(properties, key))
          findings.push(
            finding(
              SCHEMA_UNSATISFIABLE,
              `${where(path)} requires "${key}", which it does not list while additionalProperties is false: no call can send it`,
              name,
              path ? `${path}.${key}` : key,
            ),
          );
    }
    if (isObject(node.properties))
      for (const [key, child] of Object.entries(node.properties)) walk(child, path ? `${path}.${key}` : key);
    if (node.items !== undefined)
      for (const item of Array.isArray(node.items) ? node.items : [node.items]) walk(item, `${path || 'items'}[]`);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      if (Array.isArray(node[key])) for (const option of node[key]) walk(option, path);
    if (isObject(node.additionalProperties)) walk(node.additionalProperties, path);
    for (const key of ['$defs', 'definitions'] as const)
      if (isObject(node[key]))
        for (const [defName, child] of Object.entries(node[key])) walk(child, `#/${key}/${defName}`);
  };
  walk(root, '');
  return findings;
}

export const SCHEMAS = {
  rules: [INPUT_SCHEMA_INVALID, SCHEMA_UNSATISFIABLE],
  tool: topLevel,
  schema: ({ schema, name }) => [
    ...unresolvedRefs(schema).map((ref) =>
      finding(INPUT_SCHEMA_INVALID, `the input schema's $ref ${JSON.stringify(ref)} does not resolve within it`, name),
    ),
    ...schemaFindings(schema, name),
  ],
} as const satisfies RuleFamily;
