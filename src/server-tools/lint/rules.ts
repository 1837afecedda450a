/**
 * The lint rules: pure functions over the tool list as `tools/list` gave it (raw, unvalidated, so a
 * definition the SDK's own schema would refuse is still read). Each rule has an id, a level and a
 * one-line reason; the table in docs/server-tools.md is these three columns.
 *
 * Errors are only for what makes a correct call impossible or what the model APIs refuse. Warnings
 * are for what makes models call wrong, and each is written to stay quiet when the definition does
 * say what the model needs, somewhere it reads (a parameter explained in the tool's description is
 * explained): fewer findings, each one true.
 */
import type { LintFinding, LintLevel } from '../../model/server-tools.js';
export type { LintFinding, LintLevel } from '../../model/server-tools.js';
import { isObject, resolveLocalRef } from '../../util/json.js';

export interface LintRule {
  id: string;
  level: LintLevel;
  /** One line: why the rule exists. */
  reason: string;
}

export type { RawTool } from '../../mcp/tools.js';
import type { RawTool } from '../../mcp/tools.js';

/** Tools a model still chooses among well; past it, choices get worse and every request pays for the list. */
export const MAX_TOOLS = 40;
/** Tokens of the tool list, sent with every request, past which a warning is given. */
export const MAX_TOOL_LIST_TOKENS = 10_000;
/** Fewer words than this in a tool description is too short to say what the tool does and when to use it. */
export const MIN_DESCRIPTION_WORDS = 3;
/** Input schemas nested deeper than this (objects and arrays within each other) are called wrong more often. */
export const MAX_NESTING_DEPTH = 3;
/** Word-set similarity (Jaccard) of two descriptions at or above which the tools are confusable. */
export const CONFUSABLE_SIMILARITY = 0.8;
/** Descriptions shorter than this many distinct words are not compared for confusability (too little to go on). */
export const CONFUSABLE_MIN_WORDS = 5;
/** The name pattern Claude's clients enforce; OpenAI's API refuses any character outside it too. */
export const TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;

export const RULES = {
  'description-missing': {
    level: 'error',
    reason: 'A tool with no description cannot be chosen on purpose: the model sees only its name.',
  },
  'parameter-type-missing': {
    level: 'error',
    reason:
      'A parameter with no type (and no enum, const or anyOf/oneOf that implies one) leaves the model to guess what to send.',
  },
  'required-parameter-undescribed': {
    level: 'error',
    reason:
      "A required parameter that neither its own description nor the tool's description explains cannot be filled in right.",
  },
  'duplicate-tool-name': {
    level: 'error',
    reason: 'Two tools of one name: the model APIs refuse the list, and a call cannot say which one it means.',
  },
  'invalid-tool-name': {
    level: 'error',
    reason: 'A name outside ^[a-zA-Z0-9_-]{1,64}$ is refused by the model APIs (Claude clients, OpenAI).',
  },
  'input-schema-invalid': {
    level: 'error',
    reason:
      'An input schema that is not an object schema, or holds a $ref that does not resolve, is refused or misread by the model APIs.',
  },
  'description-too-short': {
    level: 'warning',
    reason: `A description of fewer than ${MIN_DESCRIPTION_WORDS} words cannot say what the tool does and when to use it.`,
  },
  'description-vague': {
    level: 'warning',
    reason:
      'A description that only restates the tool\'s name, or is filler ("a tool", "TODO"), tells the model nothing.',
  },
  'optional-parameter-undescribed': {
    level: 'warning',
    reason:
      "An optional parameter that neither its own description nor the tool's description mentions is left out, or sent wrong.",
  },
  'free-text-constrained': {
    level: 'warning',
    reason:
      'A string whose name says it takes a fixed set or format (mode, type, status, date, …) but with no enum, pattern, format or example is guessed.',
  },
  'confusable-tools': {
    level: 'warning',
    reason: 'Tools whose descriptions are near-duplicates are picked one for the other.',
  },
  'deep-nesting': {
    level: 'warning',
    reason: `Inputs nested more than ${MAX_NESTING_DEPTH} levels deep (objects and arrays in each other) are filled in wrong more often.`,
  },
  'mutation-unannotated': {
    level: 'warning',
    reason:
      'A tool whose name says it changes things, with no word of that in its description and no destructiveHint/readOnlyHint annotation, is called without care.',
  },
  'too-many-tools': {
    level: 'warning',
    reason: `More than ${MAX_TOOLS} tools: models choose worse among many, and every request carries the whole list.`,
  },
  'tool-list-tokens': {
    level: 'warning',
    reason: `A tool list over ${MAX_TOOL_LIST_TOKENS.toLocaleString('en-US')} tokens is paid for in every request and crowds the model's context.`,
  },
} as const satisfies Record<string, Omit<LintRule, 'id'>>;

export type RuleId = keyof typeof RULES;

export const RULE_IDS = Object.keys(RULES) as RuleId[];

export function isRuleId(id: string): id is RuleId {
  return Object.hasOwn(RULES, id);
}

type SchemaObject = Record<string, unknown>;

const finding = (rule: RuleId, message: string, tool?: string, parameter?: string): LintFinding => ({
  rule,
  level: RULES[rule].level,
  ...(tool !== undefined ? { tool } : {}),
  ...(parameter !== undefined ? { parameter } : {}),
  message,
});

const nameOf = (tool: RawTool, index: number): string =>
  typeof tool.name === 'string' ? tool.name : `(tool ${index + 1} has no name)`;

const descriptionOf = (tool: RawTool): string => (typeof tool.description === 'string' ? tool.description.trim() : '');

/** The words of a text, lower case, with identifiers split (`maxResults` → max, results; `file_path` → file, path). */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Whether the tool's description names a parameter: its name as written (`maxResults`), or its
 * words in a row (`max results`, `max_results`). A model reading either knows what it is for.
 */
export function mentions(description: string, parameter: string): boolean {
  const escaped = parameter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(^|[^A-Za-z0-9_])${escaped}($|[^A-Za-z0-9_])`).test(description)) return true;
  const needle = wordsOf(parameter).join(' ');
  if (!needle) return false;
  return ` ${wordsOf(description).join(' ')} `.includes(` ${needle} `);
}

/** Runs every rule not in `skip` over the tool list; the token size is its own check (see lint/index.ts). */
export function lintTools(tools: RawTool[], skip: ReadonlySet<string> = new Set()): LintFinding[] {
  const findings: LintFinding[] = [];
  const seen = new Map<string, number>();
  tools.forEach((tool, index) => {
    const name = nameOf(tool, index);
    if (typeof tool.name === 'string') seen.set(tool.name, (seen.get(tool.name) ?? 0) + 1);
    findings.push(...lintTool(tool, name));
  });
  for (const [name, count] of seen) {
    if (count > 1) findings.push(finding('duplicate-tool-name', `${count} tools are named "${name}"`, name));
  }
  findings.push(...confusableTools(tools));
  if (tools.length > MAX_TOOLS)
    findings.push(
      finding(
        'too-many-tools',
        `the server lists ${tools.length} tools (more than ${MAX_TOOLS}); split it, or let clients enable groups of tools`,
      ),
    );
  return findings.filter((item) => !skip.has(item.rule));
}

function lintTool(tool: RawTool, name: string): LintFinding[] {
  const findings: LintFinding[] = [];
  if (typeof tool.name !== 'string' || !TOOL_NAME_PATTERN.test(tool.name)) {
    findings.push(
      finding(
        'invalid-tool-name',
        typeof tool.name === 'string'
          ? `the name ${JSON.stringify(tool.name)} is outside ^[a-zA-Z0-9_-]{1,64}$${tool.name.length > 64 ? ` (${tool.name.length} characters)` : ''}`
          : 'the tool has no name',
        name,
      ),
    );
  }
  const description = descriptionOf(tool);
  if (!description) findings.push(finding('description-missing', 'the tool has no description', name));
  else findings.push(...descriptionQuality(description, name));

  const schema = tool.inputSchema;
  if (!isObject(schema) || (schema.type !== 'object' && schema.type !== undefined)) {
    const what = isObject(schema)
      ? `has type ${JSON.stringify(schema.type)}`
      : `is ${JSON.stringify(schema) ?? 'absent'}`;
    findings.push(finding('input-schema-invalid', `the input schema ${what}; it must be {"type": "object", …}`, name));
    return findings;
  }
  if (schema.type === undefined) {
    findings.push(finding('input-schema-invalid', 'the input schema has no "type": "object"', name));
  }
  for (const ref of unresolvedRefs(schema)) {
    findings.push(
      finding(
        'input-schema-invalid',
        `the input schema's $ref ${JSON.stringify(ref)} does not resolve within it`,
        name,
      ),
    );
  }
  findings.push(...parameterFindings(schema, description, name));
  findings.push(...mutationFindings(tool, description, name));
  // The top-level object is not a level: `items: [{tags: [string]}]` is three (array, object, array).
  const depth = nestingDepth(schema, schema) - 1;
  if (depth > MAX_NESTING_DEPTH)
    findings.push(
      finding('deep-nesting', `the input is nested ${depth} levels deep (more than ${MAX_NESTING_DEPTH})`, name),
    );
  return findings;
}

/** Words that carry no meaning of their own in a description. */
const STOP_WORDS = new Set(
  'a an the this that to of for and or in on by with from is are be it its tool tools function use used uses'.split(
    ' ',
  ),
);
/** Descriptions that are filler, whatever the tool. */
const FILLER =
  /^(todo|tbd|fixme|n\/a|none|placeholder|description|tool|a tool|this tool|test|testing|helper|utility|does stuff)\.?$/i;

function descriptionQuality(description: string, name: string): LintFinding[] {
  if (FILLER.test(description))
    return [finding('description-vague', `the description ${JSON.stringify(description)} is filler`, name)];
  const words = wordsOf(description);
  if (words.length < MIN_DESCRIPTION_WORDS) {
    return [
      finding(
        'description-too-short',
        `the description ${JSON.stringify(description)} has ${words.length} word(s); say what the tool does, what it returns and when to use it`,
        name,
      ),
    ];
  }
  const nameWords = new Set(wordsOf(name));
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  if (meaningful.length > 0 && meaningful.every((word) => nameWords.has(word) || nameWords.has(word.replace(/s$/, ''))))
    return [
      finding(
        'description-vague',
        `the description ${JSON.stringify(description)} only restates the name; say what it returns and when to use it`,
        name,
      ),
    ];
  return [];
}

/** A parameter's schema implies a type when it lists values or combines schemas that have types. */
function hasType(schema: SchemaObject): boolean {
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
 * Parameter names that say what they hold, in any tool: a file tool's `path`, a search's `query`. A
 * model fills these in right with no description (measured: server-filesystem's nine undescribed
 * `path` parameters are never the reason a call goes wrong), so they are not held to have one.
 */
export const SELF_DESCRIBING_NAMES = new Set([
  'path',
  'paths',
  'file_path',
  'filepath',
  'filename',
  'file_name',
  'url',
  'uri',
  'query',
  'email',
  'content',
  'text',
  'message',
]);

function hasOwnDescription(schema: SchemaObject): boolean {
  if (typeof schema.description === 'string' && schema.description.trim()) return true;
  if (typeof schema.title === 'string' && schema.title.trim()) return true;
  // An array of objects, or an object, whose fields are each described is described by them.
  const fields = isObject(schema.items) ? schema.items.properties : schema.properties;
  if (isObject(fields) && Object.keys(fields).length > 0)
    return Object.values(fields).every((field) => isObject(field) && hasOwnDescription(field));
  // A $ref or a one-branch wrapper (`anyOf: [{…}, {type: null}]`) carries the description inside.
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.some((option) => isObject(option) && typeof option.description === 'string'))
      return true;
  }
  return false;
}

/** Names that say the value comes from a fixed set, or has a format. */
const CONSTRAINED_NAME =
  /(^|_)(mode|type|kind|status|state|format|sort|order|sort_by|order_by|direction|unit|units|level|category|operation|op|action|lang|language|locale|currency|country|date|datetime|timestamp|since|until|start_date|end_date)$/;
/** Words in a description that say what is valid: an example, a list of values, a format. */
const SAYS_WHAT_IS_VALID =
  /\be\.g\.|\bfor example\b|\bexample\b|\bsuch as\b|\bone of\b|\beither\b|\bformat\b|\biso[ -]?8601\b|\byyyy|\bvalid values\b|\ballowed\b|["'`“][^"'`”]{1,40}["'`”]|\|/i;

function parameterFindings(schema: SchemaObject, toolDescription: string, name: string): LintFinding[] {
  const findings: LintFinding[] = [];
  const visit = (objectSchema: SchemaObject, prefix: string, topLevel: boolean) => {
    const properties = isObject(objectSchema.properties) ? objectSchema.properties : {};
    const required = new Set(Array.isArray(objectSchema.required) ? objectSchema.required : []);
    for (const [key, raw] of Object.entries(properties)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const property = isObject(raw) ? raw : {};
      if (raw === true || !hasType(property)) {
        findings.push(finding('parameter-type-missing', `parameter "${path}" has no type`, name, path));
      }
      const explained =
        hasOwnDescription(property) ||
        mentions(toolDescription, key) ||
        (SELF_DESCRIBING_NAMES.has(wordsOf(key).join('_')) && property.type !== 'object');
      // A nested property's own meaning is often plain from its parent's description: only the top
      // level is held to having one (a type is needed at every level).
      if (topLevel && !explained) {
        if (required.has(key))
          findings.push(
            finding(
              'required-parameter-undescribed',
              `required parameter "${path}" has no description, and the tool's description does not mention it`,
              name,
              path,
            ),
          );
        // Optional and limited to listed values: the values say what it is (resourceType: Text | Blob).
        else if (property.enum === undefined && !Object.hasOwn(property, 'const'))
          findings.push(
            finding(
              'optional-parameter-undescribed',
              `optional parameter "${path}" has no description, and the tool's description does not mention it`,
              name,
              path,
            ),
          );
      }
      if (
        property.type === 'string' &&
        CONSTRAINED_NAME.test(wordsOf(key).join('_')) &&
        property.enum === undefined &&
        !Object.hasOwn(property, 'const') &&
        property.pattern === undefined &&
        property.format === undefined &&
        property.examples === undefined &&
        !SAYS_WHAT_IS_VALID.test(`${typeof property.description === 'string' ? property.description : ''}`)
      ) {
        findings.push(
          finding(
            'free-text-constrained',
            `string parameter "${path}" has no enum, pattern, format or example of a valid value`,
            name,
            path,
          ),
        );
      }
      if (isObject(property.properties)) visit(property, path, false);
      if (isObject(property.items) && isObject(property.items.properties)) visit(property.items, `${path}[]`, false);
    }
  };
  visit(schema, '', true);
  return findings;
}

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

/** Name words that say a tool changes something. */
const MUTATING_VERBS = new Set(
  'create add insert delete remove drop destroy purge erase clear reset update edit modify patch set put write overwrite save move rename upload publish send post kill terminate revoke cancel'.split(
    ' ',
  ),
);
/** Description words that tell the model the call has side effects. */
const SIDE_EFFECT_WORDS =
  /\b(creat|add|insert|delet|remov|drop|destroy|purg|eras|clear|reset|updat|edit|modif|patch|set|put|writ|overwrit|sav|mov|renam|upload|publish|send|sent|post|kill|terminat|revok|cancel|chang|replac|permanent|irreversibl|side effect|persist|stor)/i;

function mutationFindings(tool: RawTool, description: string, name: string): LintFinding[] {
  const verb = wordsOf(name).find((word) => MUTATING_VERBS.has(word));
  if (!verb) return [];
  const annotations = isObject(tool.annotations) ? tool.annotations : {};
  if (typeof annotations.destructiveHint === 'boolean' || typeof annotations.readOnlyHint === 'boolean') return [];
  if (SIDE_EFFECT_WORDS.test(description)) return [];
  return [
    finding(
      'mutation-unannotated',
      `the name says "${verb}", but the description never says what the call changes and there is no destructiveHint/readOnlyHint annotation`,
      name,
    ),
  ];
}

function confusableTools(tools: RawTool[]): LintFinding[] {
  const described = tools
    .map((tool, index) => ({
      name: nameOf(tool, index),
      words: new Set(wordsOf(descriptionOf(tool)).filter((word) => !STOP_WORDS.has(word))),
    }))
    .filter((tool) => tool.words.size >= CONFUSABLE_MIN_WORDS);
  const findings: LintFinding[] = [];
  for (let i = 0; i < described.length; i++) {
    for (let j = i + 1; j < described.length; j++) {
      const a = described[i]!;
      const b = described[j]!;
      if (a.name === b.name) continue;
      let shared = 0;
      for (const word of a.words) if (b.words.has(word)) shared++;
      const similarity = shared / (a.words.size + b.words.size - shared);
      if (similarity >= CONFUSABLE_SIMILARITY)
        findings.push(
          finding(
            'confusable-tools',
            `the descriptions of "${a.name}" and "${b.name}" are ${Math.round(similarity * 100)}% the same words; say what sets each apart`,
            a.name,
          ),
        );
    }
  }
  return findings;
}
