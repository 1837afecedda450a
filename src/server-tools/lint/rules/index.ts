/**
 * The registry of lint rule families: one line each. A family module holds its rules (id, level,
 * one-line reason) beside the checks that find them; adding a rule is one entry in its family's
 * module, adding a family one module and one line here. The rules are pure functions over the
 * tool list as `tools/list` gave it (raw, unvalidated, so a definition the SDK's own schema would
 * refuse is still read).
 *
 * The order of the lines is the order of the findings (see RuleFamily in rule.ts for the stages)
 * and of the rules in `lint --help`.
 */
import type { LintFinding } from '../../../model/server-tools.js';
import type { RawTool } from '../../../mcp/tools.js';
import { isObject } from '../../../util/json.js';
import { deeperThan, MAX_SCHEMA_DEPTH } from '../schema-texts.js';
import { DESCRIPTIONS } from './descriptions.js';
import { NAMES } from './names.js';
import { PARAMETERS } from './parameters.js';
import { POISONING } from './poisoning.js';
import { descriptionOf, nameOf, type LintRule, type RawSurface, type RuleFamily, type ToolSite } from './rule.js';
import { SCHEMAS } from './schemas.js';
import { SIDE_EFFECTS } from './side-effects.js';
import { SIZE } from './size.js';
import { SURFACE } from './surface.js';

const REGISTRY = [
  NAMES, // a name the model APIs refuse; two tools of one name
  DESCRIPTIONS, // none, too short, vague; near-duplicates in the list
  SCHEMAS, // an input schema the APIs refuse, or that no call can satisfy
  SIDE_EFFECTS, // a tool that changes things without saying so
  PARAMETERS, // untyped, unexplained or free-text parameters
  POISONING, // hidden text, steering against the user or to other tools; schemas too big to read
  SIZE, // nested too deep, too many tools, too many tokens
  SURFACE, // prompts, resources, templates, instructions; lists that cannot be read whole
] as const;

export const FAMILIES: readonly RuleFamily[] = REGISTRY;

export type RuleId = (typeof REGISTRY)[number]['rules'][number]['id'];

export const RULES = Object.fromEntries(
  FAMILIES.flatMap((family) => family.rules.map((rule) => [rule.id, rule])),
) as Record<RuleId, LintRule<RuleId>>;

export const RULE_IDS = Object.keys(RULES) as RuleId[];

export function isRuleId(id: string): id is RuleId {
  return Object.hasOwn(RULES, id);
}

/** Runs every rule not in `skip` over the tool list; the token size is its own check (see lint/index.ts). */
export function lintTools(tools: RawTool[], skip: ReadonlySet<string> = new Set()): LintFinding[] {
  const findings: LintFinding[] = [];
  tools.forEach((tool, index) => {
    const raw = tool.inputSchema;
    const site: ToolSite = {
      tool,
      name: nameOf(tool, index),
      description: descriptionOf(tool),
      schema: isObject(raw) && (raw.type === 'object' || raw.type === undefined) ? raw : undefined,
    };
    for (const family of FAMILIES) if (family.tool) findings.push(...family.tool(site));
    // The schema checks walk it recursively: one nested past the bound would exhaust the stack.
    // It is reported as schema-unchecked (see poisoning.ts), and these checks are not run on it.
    const schema = site.schema;
    if (schema && !deeperThan(schema, MAX_SCHEMA_DEPTH))
      for (const family of FAMILIES) if (family.schema) findings.push(...family.schema({ ...site, schema }));
  });
  for (const family of FAMILIES) if (family.list) findings.push(...family.list(tools));
  return findings.filter((item) => !skip.has(item.rule));
}

/**
 * The rules that apply to prompts, resources, resource templates and the instructions (see
 * surface.ts); `tools` for their names, which those texts may name.
 */
export function lintSurface(
  surface: RawSurface,
  tools: RawTool[],
  skip: ReadonlySet<string> = new Set(),
): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const family of FAMILIES) if (family.surface) findings.push(...family.surface(surface, tools));
  return findings.filter((item) => !skip.has(item.rule));
}

export type { LintFinding, LintLevel } from '../../../model/server-tools.js';
export type { RawTool } from '../../../mcp/tools.js';
export type { ModelFacingText } from '../schema-texts.js';
export type { LintRule, RawSurface } from './rule.js';
export { wordsOf, mentions } from './words.js';
export { ANTHROPIC_TOOL_NAME_PATTERN, OPENAI_TOOL_NAME_PATTERN } from './names.js';
export {
  CONFUSABLE_BOILERPLATE_MIN_TOOLS,
  CONFUSABLE_BOILERPLATE_SHARE,
  CONFUSABLE_MIN_WORDS,
  CONFUSABLE_SIMILARITY,
  MIN_DESCRIPTION_WORDS,
} from './descriptions.js';
export { JSON_SCHEMA_TYPES } from './schemas.js';
export { SELF_DESCRIBING_NAMES } from './parameter-explained.js';
export { poisoningFindings, toolTexts, type ToolTexts } from './poisoning.js';
export { MAX_NESTING_DEPTH, MAX_TOOL_LIST_TOKENS, MAX_TOOLS, toolListTokensFindings } from './size.js';
