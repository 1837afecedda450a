/**
 * Rule family: size. Inputs nested too deep, too many tools, and a tool list too many tokens long:
 * each makes a model choose or fill in worse, and the list is paid for in every request.
 */
import type { LintFinding, ToolListTokens } from '../../../model/server-tools.js';
import { isObject, resolveLocalRef } from '../../../util/json.js';
import { finding, rule, type RuleFamily, type SchemaObject } from './rule.js';

/** Tools a model still chooses among well; past it, choices get worse and every request pays for the list. */
export const MAX_TOOLS = 40;
/** Tokens of the tool list, sent with every request, past which a warning is given. */
export const MAX_TOOL_LIST_TOKENS = 10_000;
/** Input schemas nested deeper than this (objects and arrays within each other) are called wrong more often. */
export const MAX_NESTING_DEPTH = 3;

const DEEP_NESTING = rule(
  'deep-nesting',
  'warning',
  `Inputs nested more than ${MAX_NESTING_DEPTH} levels deep (objects and arrays in each other) are filled in wrong more often.`,
);

/** How deep objects and arrays go below the top-level object (whose parameters are depth 1). */
function nestingDepth(schema: unknown, root: SchemaObject, seen = new Set<unknown>()): number {
  if (!isObject(schema) || seen.has(schema)) return 0;
  seen.add(schema);
  let deepest = 0;
  const children: unknown[] = [];
  if (isObject(schema.properties)) children.push(...Object.values(schema.properties));
  if (schema.items !== undefined) children.push(...(Array.isArray(schema.items) ? schema.items : [schema.items]));
  if (isObject(schema.additionalProperties)) children.push(schema.additionalProperties);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    if (Array.isArray(schema[key]))
      for (const option of schema[key]) deepest = Math.max(deepest, nestingDepth(option, root, seen) - 1);
  if (typeof schema.$ref === 'string')
    deepest = Math.max(deepest, nestingDepth(resolveLocalRef(root, schema.$ref), root, seen) - 1);
  for (const child of children) deepest = Math.max(deepest, nestingDepth(child, root, seen));
  seen.delete(schema);
  return children.length > 0 || deepest > 0 ? deepest + 1 : 0;
}

function deepNesting(schema: SchemaObject, name: string): LintFinding[] {
  // The top-level object is not a level: `items: [{tags: [string]}]` is three (array, object, array).
  const depth = nestingDepth(schema, schema) - 1;
  return depth > MAX_NESTING_DEPTH
    ? [finding(DEEP_NESTING, `the input is nested ${depth} levels deep (more than ${MAX_NESTING_DEPTH})`, name)]
    : [];
}

const TOO_MANY_TOOLS = rule(
  'too-many-tools',
  'warning',
  `More than ${MAX_TOOLS} tools: models choose worse among many, and every request carries the whole list.`,
);

function tooManyTools(tools: readonly unknown[]): LintFinding[] {
  return tools.length > MAX_TOOLS
    ? [
        finding(
          TOO_MANY_TOOLS,
          `the server lists ${tools.length} tools (more than ${MAX_TOOLS}); split it, or let clients enable groups of tools`,
        ),
      ]
    : [];
}

const TOOL_LIST_TOKENS = rule(
  'tool-list-tokens',
  'warning',
  `A tool list over ${MAX_TOOL_LIST_TOKENS.toLocaleString('en-US')} tokens is paid for in every request and crowds the model's context.`,
);

/**
 * The tool-list-tokens check, given the list's size. Not a stage of the registry: counting may
 * call the Messages API, so lintToolList (lint/index.ts) counts, unless the rule is skipped, and
 * then calls this.
 */
export function toolListTokensFindings(tokens: ToolListTokens): LintFinding[] {
  return tokens.count > MAX_TOOL_LIST_TOKENS
    ? [
        finding(
          TOOL_LIST_TOKENS,
          `the tool list is ${tokens.count.toLocaleString('en-US')} tokens (${tokens.method}), over ${MAX_TOOL_LIST_TOKENS.toLocaleString('en-US')}`,
        ),
      ]
    : [];
}

export const SIZE = {
  rules: [DEEP_NESTING, TOO_MANY_TOOLS, TOOL_LIST_TOKENS],
  schema: ({ schema, name }) => deepNesting(schema, name),
  list: tooManyTools,
} as const satisfies RuleFamily;
