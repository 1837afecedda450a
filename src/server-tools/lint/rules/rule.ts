/**
 * What a lint rule is, and what its checks are given: the shape every family module of this folder
 * fills in (see index.ts, the registry). A rule is an id, a level and a one-line reason, written in
 * its family's module beside the check that finds it; the table in docs/server-tools.md is these
 * three columns.
 *
 * Errors are only for what makes a correct call impossible or what the model APIs refuse. Warnings
 * are for what makes models call wrong, and each is written to stay quiet when the definition does
 * say what the model needs, somewhere it reads (a parameter explained in the tool's description is
 * explained): fewer findings, each one true.
 */
import type { LintFinding, LintLevel } from '../../../model/server-tools.js';
import type { RawTool } from '../../../mcp/tools.js';

export interface LintRule<Id extends string = string> {
  id: Id;
  level: LintLevel;
  /** One line: why the rule exists. */
  reason: string;
}

/** A rule, its id kept as a literal type so that the registry's `RuleId` is the union of them all. */
export function rule<const Id extends string>(id: Id, level: LintLevel, reason: string): LintRule<Id> {
  return { id, level, reason };
}

/** What one of `rule`'s checks found: the level is the rule's, never chosen by the check. */
export function finding(rule: LintRule, message: string, tool?: string, parameter?: string): LintFinding {
  return {
    rule: rule.id,
    level: rule.level,
    ...(tool !== undefined ? { tool } : {}),
    ...(parameter !== undefined ? { parameter } : {}),
    message,
  };
}

export type SchemaObject = Record<string, unknown>;

/** One tool, as the per-tool checks read it. */
export interface ToolSite {
  tool: RawTool;
  /** Its name, or where it is in the list when it has none (findings need a subject). */
  name: string;
  /** Its description, trimmed; '' when it has none. */
  description: string;
  /** Its input schema when that is an object schema; undefined when input-schema-invalid refuses it whole. */
  schema: SchemaObject | undefined;
}

/** A tool whose input schema is an object schema, read to its end (see RuleFamily.schema). */
export interface SchemaSite extends ToolSite {
  schema: SchemaObject;
}

/** The rest of the surface as listed (see mcp/surface.ts). */
export interface RawSurface {
  instructions: string;
  prompts: readonly Record<string, unknown>[];
  resources: readonly Record<string, unknown>[];
  resourceTemplates: readonly Record<string, unknown>[];
  /** Lists that reached the page cap (empty above), by name, with why: each is a `list-unreadable` error. */
  unread?: Readonly<Record<string, string | undefined>>;
}

/**
 * A family of rules: its rules, and its checks by what they look at. The registry (index.ts) runs
 * each stage over the families in its order, so the findings come out in that order: for each tool,
 * every family's `tool` checks, then (when it applies) every family's `schema` checks; then every
 * family's `list` checks; `surface` checks apart (lintSurface). A check may find another family's
 * rule (a prompt's missing description is description-missing), importing that rule's object.
 */
export interface RuleFamily {
  rules: readonly LintRule[];
  /** One tool, every tool in list order. */
  tool?: (site: ToolSite) => LintFinding[];
  /**
   * One tool's object input schema, walked recursively: run only on a schema no deeper than
   * MAX_SCHEMA_DEPTH, since a deeper one would exhaust the stack (schema-unchecked reports it).
   */
  schema?: (site: SchemaSite) => LintFinding[];
  /** The whole tool list, after every tool's own checks. */
  list?: (tools: readonly RawTool[]) => LintFinding[];
  /** The prompts, resources, resource templates and instructions; `tools` for the names they may refer to. */
  surface?: (surface: RawSurface, tools: readonly RawTool[]) => LintFinding[];
}

export const nameOf = (tool: RawTool, index: number): string =>
  typeof tool.name === 'string' ? tool.name : `(tool ${index + 1} has no name)`;

export const descriptionOf = (tool: RawTool): string =>
  typeof tool.description === 'string' ? tool.description.trim() : '';

/** The names of the tools that have one: what a text of the server may name as its own. */
export const toolNames = (tools: readonly RawTool[]): string[] =>
  tools.flatMap((tool) => (typeof tool.name === 'string' ? [tool.name] : []));
