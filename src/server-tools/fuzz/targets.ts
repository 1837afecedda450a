/**
 * What `fuzz` calls, and what it leaves alone: the tools as listed, the prompts and resource templates
 * given an input schema of strings, and the code of why a target is skipped (the annotations a tool
 * carries, a live server). The words of a reason are in reasons.ts.
 */
import { compileArgumentsValidator } from '../../mcp/arguments.js';
import type { FuzzPrompt, FuzzSkipCode, FuzzSurface, FuzzTemplate, ToolFuzzReport } from '../../model/fuzz.js';
import type { ListedTool } from '../snapshot/normalize.js';
import type { FuzzInput } from './arbitraries.js';

/** One thing fuzzed: a tool, or a prompt or resource template given an input schema of strings. */
export interface FuzzTarget {
  surface: FuzzSurface;
  name: string;
  description?: unknown;
  inputSchema?: unknown;
  annotations?: unknown;
  /**
   * A resource template: its URI template, and the URI for some variables; undefined when no URI
   * can hold them (a lone surrogate, under --ill-formed-unicode, has no percent-encoding).
   */
  uriTemplate?: string;
  uri?: (args: Record<string, unknown>) => string | undefined;
}

/** The protocol's "resource not found" (-32002): a read's answer for a URI that names nothing. Never a finding. */
export const RESOURCE_NOT_FOUND = -32002;

/** Who may be fuzzed: writes allowed (against a stub), and whether the server is a live one. */
export interface TargetPolicy {
  includeWrites: boolean;
  live: boolean;
}

/**
 * Why a tool is not fuzzed, as a code, or undefined when it is. Only a tool annotated
 * `readOnlyHint: true` is fuzzed without --include-writes: the protocol's defaults for a tool that
 * says nothing are `readOnlyHint: false` and `destructiveHint: true`, and "Permanently deletes the
 * named repository" often says nothing.
 */
export function skipCodeOf(tool: Pick<ListedTool, 'annotations'>, policy: TargetPolicy): FuzzSkipCode | undefined {
  const annotations = (
    typeof tool.annotations === 'object' && tool.annotations !== null ? tool.annotations : {}
  ) as Record<string, unknown>;
  if (policy.live) return annotations.readOnlyHint === true ? undefined : 'live-not-read-only';
  if (policy.includeWrites) return undefined;
  if (annotations.readOnlyHint === true) return undefined;
  if (annotations.destructiveHint === true) return 'destructive';
  if (annotations.readOnlyHint === false) return 'writes';
  return 'not-annotated';
}

/** Whether each call to this tool gets a fresh server: any tool not annotated read-only, with --include-writes. */
export function isWriteTool(tool: FuzzTarget): boolean {
  if (tool.surface !== 'tool') return false;
  const annotations = (tool.annotations ?? {}) as Record<string, unknown>;
  return annotations.readOnlyHint !== true;
}

/**
 * What each target is, in the fuzz's order: `null` (not asked for: `only` leaves it out), undefined
 * (to fuzz) or the code of why it is skipped. Prompts and templates are read, never written: fuzzed
 * without --include-writes, after the tools.
 */
export function targetCodes(
  targets: readonly FuzzTarget[],
  policy: TargetPolicy & { only?: readonly string[] },
): (FuzzSkipCode | undefined | null)[] {
  return targets.map((target) =>
    policy.only && !policy.only.includes(target.name)
      ? null
      : target.surface === 'tool'
        ? skipCodeOf(target, policy)
        : undefined,
  );
}

const stringsSchema = (names: string[], required: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
  required,
});

/**
 * Every target of a server: its tools, then its prompts and resource templates, a prompt's arguments
 * and a template's variables as strings (as the protocol has them), every variable of a template
 * given. The URI template class is loaded here, not at startup (see __tests__/startup-loads.test.ts).
 */
export async function fuzzTargets(
  tools: readonly ListedTool[],
  prompts: readonly FuzzPrompt[],
  templates: readonly FuzzTemplate[],
): Promise<FuzzTarget[]> {
  const targets: FuzzTarget[] = [
    ...tools.map((tool) => ({ ...tool, surface: 'tool' as const })),
    ...prompts.map((prompt): FuzzTarget => {
      const args = (prompt.arguments ?? []).filter((one) => typeof one?.name === 'string');
      return {
        surface: 'prompt',
        name: prompt.name,
        description: prompt.description,
        inputSchema: stringsSchema(
          args.map((one) => one.name),
          args.filter((one) => one.required === true).map((one) => one.name),
        ),
      };
    }),
  ];
  if (templates.length === 0) return targets;
  const { UriTemplate } = await import('@modelcontextprotocol/client');
  for (const template of templates) {
    let parsed: InstanceType<typeof UriTemplate>;
    try {
      parsed = new UriTemplate(template.uriTemplate);
    } catch {
      // A template that does not parse cannot be filled in: lint and the snapshot say so.
      continue;
    }
    const names = parsed.variableNames;
    targets.push({
      surface: 'resource-template',
      name: template.name ?? template.uriTemplate,
      description: template.description,
      inputSchema: stringsSchema(names, names),
      uriTemplate: template.uriTemplate,
      uri: (args) => {
        try {
          return parsed.expand(args as Record<string, string>);
        } catch {
          // encodeURIComponent refuses a lone surrogate ("URI malformed"): no such read can be sent.
          return undefined;
        }
      },
    });
  }
  return targets;
}

/** A report's `surface` and `uriTemplate` (a tool has neither). */
export function surfaceOf(tool: FuzzTarget): Pick<ToolFuzzReport, 'surface' | 'uriTemplate'> {
  if (tool.surface === 'tool') return {};
  return { surface: tool.surface, ...(tool.uriTemplate ? { uriTemplate: tool.uriTemplate } : {}) };
}

/** Whether `args` fit the target's input schema (a schema that does not compile counts as fitting). */
export function fitsInputSchema(tool: { inputSchema?: unknown }, args: unknown): boolean {
  try {
    return compileArgumentsValidator(tool.inputSchema)(args as Record<string, unknown>).length === 0;
  } catch {
    return true;
  }
}

/**
 * The input without the keys its schema does not declare, when that fits the schema (an extra key is
 * the one way an input breaks it that dropping undoes); the input as it was otherwise.
 */
export function fittingPart(tool: FuzzTarget, input: FuzzInput): FuzzInput {
  const schema = tool.inputSchema as { properties?: unknown } | undefined;
  const declared = typeof schema?.properties === 'object' && schema.properties !== null ? schema.properties : {};
  const args = Object.fromEntries(Object.entries(input.args).filter(([key]) => Object.hasOwn(declared, key)));
  return fitsInputSchema(tool, args) ? { args, variant: 'valid' } : input;
}
