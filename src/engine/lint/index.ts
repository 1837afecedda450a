import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as z from 'zod/v4';
import { MAX_TOOL_LIST_PAGES } from '../authoring/tool-list.js';
import { lintTools, MAX_TOOL_LIST_TOKENS, RULES, type LintFinding, type RawTool } from './rules.js';
import { applySuppressions, type Suppression } from './suppressions.js';
import { CHARS_PER_TOKEN, estimateJsonTokens } from '../../util/tokens.js';
import { isObject } from '../../util/json.js';

export * from './rules.js';
export * from './suppressions.js';

/** The size of the tool list in tokens, and how it was found. */
export interface ToolListTokens {
  count: number;
  /** `exact`: the Messages API's token counting endpoint said so; `estimated`: from the text's length. */
  method: 'exact' | 'estimated';
  /** The model counted for (exact), or why the count is an estimate. */
  note: string;
}

/** What `lint` found on one server: the engine's result, rendered by src/report/lint.ts. */
export interface LintReport {
  target: string;
  toolCount: number;
  findings: LintFinding[];
  tokens: ToolListTokens;
  /** Rules left out by `--skip`. */
  skippedRules: string[];
  /** Suppressions of the repository's file that matched no finding: stale, to be removed. */
  unusedSuppressions: Suppression[];
}

/** Findings that count: errors not suppressed, and (with `strict`) warnings too. */
export function failingFindings(report: LintReport, strict: boolean): LintFinding[] {
  return report.findings.filter((item) => !item.suppressed && (item.level === 'error' || strict));
}

// The SDK's own `listTools` validates every tool and refuses the whole list for one bad definition
// (a non-object input schema, say): exactly what lint must see and name. This reads it as sent.
const RawToolListSchema = z.looseObject({
  tools: z.array(z.unknown()),
  nextCursor: z.string().optional(),
});

/** Every tool the server lists, as sent (following `nextCursor`), unvalidated. */
export async function listRawTools(client: Client, timeoutMs: number): Promise<RawTool[]> {
  const tools: RawTool[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await client.request({ method: 'tools/list', params: cursor ? { cursor } : {} }, RawToolListSchema, {
      timeout: timeoutMs,
    });
    for (const tool of page.tools) tools.push(isObject(tool) ? (tool as RawTool) : {});
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < MAX_TOOL_LIST_PAGES);
  return tools;
}

/** The tool list as the Messages API takes it (`input_schema`), which is what a model is sent. */
export function asApiTools(tools: RawTool[]): { name: string; description?: string; input_schema: unknown }[] {
  return tools.map((tool) => ({
    name: typeof tool.name === 'string' ? tool.name : '',
    ...(typeof tool.description === 'string' ? { description: tool.description } : {}),
    input_schema: tool.inputSchema ?? { type: 'object' },
  }));
}

/** Estimated tokens of the tool list as it is sent (see CHARS_PER_TOKEN: the same figure as `tools --diff`). */
export function estimateTokens(tools: RawTool[]): number {
  return estimateJsonTokens(asApiTools(tools));
}

export interface TokenCountOptions {
  /** ANTHROPIC_API_KEY; without one the size is estimated. */
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

/**
 * The tool list's size in tokens: exact through the Messages API's token counting endpoint (free;
 * the list with one short message, minus the same message alone, so the tool-use system prompt
 * the API adds is counted too, as a model pays it), estimated from its length otherwise. An API
 * error falls back to the estimate and says why: the size is information, never a pass or fail of
 * its own beyond the warning.
 */
export async function countToolListTokens(tools: RawTool[], options: TokenCountOptions): Promise<ToolListTokens> {
  const estimate = (note: string): ToolListTokens => ({ count: estimateTokens(tools), method: 'estimated', note });
  if (!options.apiKey) return estimate(`no ANTHROPIC_API_KEY set: about ${CHARS_PER_TOKEN} characters a token`);
  if (tools.length === 0) return { count: 0, method: 'exact', note: 'no tools' };
  try {
    // Loaded only when a key is set: a lint without one never pays for the SDK.
    const { countWithApi } = await import('./count-tokens.js');
    const count = await countWithApi(asApiTools(tools), options);
    return { count, method: 'exact', note: `counted for ${options.model}` };
  } catch (error) {
    return estimate(`the token counting endpoint failed (${(error as Error).message.split('\n')[0]}), so estimated`);
  }
}

export interface LintOptions {
  target: string;
  skip: ReadonlySet<string>;
  suppressions: Suppression[];
  tokens: TokenCountOptions;
}

/** Lints a tool list: every rule, the token size, then the repository's suppressions. */
export async function lintToolList(tools: RawTool[], options: LintOptions): Promise<LintReport> {
  const findings = lintTools(tools, options.skip);
  const sizeSkipped = options.skip.has('tool-list-tokens');
  // With the size rule skipped, no key is spent on it: the size is still shown, estimated.
  const tokens = sizeSkipped
    ? { count: estimateTokens(tools), method: 'estimated' as const, note: 'tool-list-tokens is skipped, so estimated' }
    : await countToolListTokens(tools, options.tokens);
  if (!sizeSkipped && tokens.count > MAX_TOOL_LIST_TOKENS) {
    findings.push({
      rule: 'tool-list-tokens',
      level: RULES['tool-list-tokens'].level,
      message: `the tool list is ${tokens.count.toLocaleString('en-US')} tokens (${tokens.method}), over ${MAX_TOOL_LIST_TOKENS.toLocaleString('en-US')}`,
    });
  }
  const unusedSuppressions = applySuppressions(findings, options.suppressions);
  return {
    target: options.target,
    toolCount: tools.length,
    findings,
    tokens,
    skippedRules: [...options.skip],
    unusedSuppressions,
  };
}
