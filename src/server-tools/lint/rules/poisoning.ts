/**
 * Rule family: hidden text and tool poisoning. Every text of a tool the model reads (its title,
 * description, annotations' title and every string of its schemas) is read for text the user does
 * not see, for steering the model against its user, and for reaching into other servers' tools;
 * and a schema too large to read to its end is reported, since text could hide past where lint
 * stops. The same three text rules run over prompts, resources and instructions (surface.ts).
 */
import type { LintFinding } from '../../../model/server-tools.js';
import type { RawTool } from '../../../mcp/tools.js';
import { hiddenText, steersAgainstUser, steersOtherTools } from '../../../checks/poisoning.js';
import { isObject } from '../../../util/json.js';
import { MAX_SCHEMA_DEPTH, MAX_SCHEMA_STRINGS, schemaTexts, type ModelFacingText } from '../schema-texts.js';
import { finding, nameOf, rule, toolNames, type RuleFamily } from './rule.js';

const HIDDEN_TEXT = rule(
  'hidden-text',
  'error',
  'Text the user does not see but the model reads (Unicode tag characters, zero-width or bidi controls, runs of variation selectors, text after a long run of white space, an HTML comment) is how instructions are smuggled in.',
);

const STEERS_AGAINST_USER = rule(
  'steers-against-user',
  'error',
  'Model-facing text that tells the model to hide something from the user, not to mention a call, to read secrets unrelated to the tool (~/.ssh, .env, credentials) or to send data to an address turns the model against its user.',
);

const CROSS_TOOL_STEERING = rule(
  'cross-tool-steering',
  'warning',
  "A description that tells the model how to use a tool or server this server does not offer, or to prefer this tool over one named, reaches into other servers' tools.",
);

/**
 * The poisoning rules (hidden-text, steers-against-user, cross-tool-steering) over model-facing
 * texts of one subject (a tool, a prompt, a resource, the server's instructions); `own` holds the
 * names the server offers, which its texts may refer to.
 */
export function poisoningFindings(texts: ModelFacingText[], subject: string, own: ReadonlySet<string>): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const { where, text, parameter } of texts) {
    for (const what of hiddenText(text))
      findings.push(finding(HIDDEN_TEXT, `${where} holds ${what}`, subject, parameter));
    for (const what of steersAgainstUser(text, subject))
      findings.push(finding(STEERS_AGAINST_USER, `${where} ${what}`, subject, parameter));
    for (const what of steersOtherTools(text, own))
      findings.push(finding(CROSS_TOOL_STEERING, `${where} ${what}`, subject, parameter));
  }
  return findings;
}

const SCHEMA_UNCHECKED = rule(
  'schema-unchecked',
  'error',
  `A schema nested more than ${MAX_SCHEMA_DEPTH} levels deep or holding more than ${MAX_SCHEMA_STRINGS.toLocaleString('en-US')} strings is not read to its end, so text aimed at the model could hide where lint stops; no tool needs one.`,
);

/** What the model reads of one tool, for the poisoning rules. */
export interface ToolTexts {
  texts: ModelFacingText[];
  /** The property names its schemas declare (anywhere in them): its own words, which its texts may name. */
  propertyNames: Set<string>;
  /** Where the walk of its schemas stopped at a bound (see schema-texts.ts), one sentence each. */
  unread: string[];
}

/**
 * Every text of a tool that the model reads: its title and description, its annotations' title,
 * and every string of its input and output schemas (see schemaTexts: descriptions and titles at
 * every level, `$defs`, enum, const, examples and default values, property names, any keyword).
 */
export function toolTexts(tool: RawTool): ToolTexts {
  const texts: ModelFacingText[] = [];
  for (const field of ['title', 'description'] as const)
    if (typeof tool[field] === 'string') texts.push({ where: `the tool's ${field}`, text: tool[field] });
  const annotations = isObject(tool.annotations) ? tool.annotations : {};
  if (typeof annotations.title === 'string')
    texts.push({ where: "the tool's annotations.title", text: annotations.title });
  const propertyNames = new Set<string>();
  const unread: string[] = [];
  const budget = { read: 0, limit: MAX_SCHEMA_STRINGS };
  for (const key of ['inputSchema', 'outputSchema'] as const) {
    if (tool[key] === undefined) continue;
    const found = schemaTexts(tool[key], key, { parameters: key === 'inputSchema', budget });
    texts.push(...found.texts);
    for (const name of found.propertyNames) propertyNames.add(name);
    unread.push(...found.unread);
  }
  return { texts, propertyNames, unread };
}

/** Each tool's texts through the poisoning rules, then where its schemas were not read to the end. */
function poisonedTools(tools: readonly RawTool[]): LintFinding[] {
  const findings: LintFinding[] = [];
  const own = new Set(toolNames(tools));
  tools.forEach((tool, index) => {
    const { texts, propertyNames, unread } = toolTexts(tool);
    // A tool's text may name its own parameters too ("give `city` rather than `city_code`"), nested ones as well.
    const names = new Set([...own, ...propertyNames]);
    findings.push(...poisoningFindings(texts, nameOf(tool, index), names));
    for (const sentence of unread)
      findings.push(
        finding(
          SCHEMA_UNCHECKED,
          `${sentence}: text hidden past there would reach the model unchecked; flatten or shorten the schema`,
          nameOf(tool, index),
        ),
      );
  });
  return findings;
}

export const POISONING = {
  rules: [HIDDEN_TEXT, STEERS_AGAINST_USER, CROSS_TOOL_STEERING, SCHEMA_UNCHECKED],
  list: poisonedTools,
} as const satisfies RuleFamily;
