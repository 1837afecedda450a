import type { Client } from '@modelcontextprotocol/client';
import { listServerTools } from '../../mcp/tools.js';
import type { TokenCountOptions } from './count-tokens.js';
import { lintSurface, lintTools, toolListTokensFindings, type RawSurface, type RawTool } from './rules/index.js';
import { applySuppressions, type Suppression } from './suppressions.js';
import type { LintReport, ToolListTokens } from '../../model/server-tools.js';
export { failingFindings, type LintReport, type ToolListTokens } from '../../model/server-tools.js';
import { CHARS_PER_TOKEN, estimateJsonTokens } from '../../util/tokens.js';
import { providerOf } from '../../providers/choose.js';

export type { TokenCountOptions } from './count-tokens.js';
export * from './rules/index.js';
export * from './suppressions.js';

/** Every tool the server lists, as sent (unvalidated: lint must see and name a bad definition). */
export function listRawTools(client: Client, timeoutMs: number): Promise<RawTool[]> {
  return listServerTools(client, timeoutMs, { raw: true });
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

/**
 * The tool list's size in tokens: exact through the Messages API's token counting endpoint (free;
 * the list with one short message, minus the same message alone, so the tool-use system prompt
 * the API adds is counted too, as a model pays it), estimated from its length otherwise. An API
 * error falls back to the estimate and says why: the size is information, never a pass or fail of
 * its own beyond the warning.
 */
export async function countToolListTokens(tools: RawTool[], options: TokenCountOptions): Promise<ToolListTokens> {
  const estimate = (note: string): ToolListTokens => ({ count: estimateTokens(tools), method: 'estimated', note });
  const provider = providerOf(options);
  if (!provider) return estimate(`no ANTHROPIC_API_KEY set: about ${CHARS_PER_TOKEN} characters a token`);
  // The Bedrock SDK has no count_tokens (Amazon Bedrock does not serve it): estimated, and said so.
  if (provider.platform === 'bedrock')
    return estimate(`Amazon Bedrock has no token counting endpoint: about ${CHARS_PER_TOKEN} characters a token`);
  if (tools.length === 0) return { count: 0, method: 'exact', note: 'no tools' };
  try {
    // Loaded only when there is a platform to ask: a lint without one never pays for the SDK.
    const { countWithApi } = await import('./count-tokens.js');
    const count = await countWithApi(asApiTools(tools), { ...options, provider });
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
  /** The server's prompts, resources, templates and instructions, linted where the rules apply. */
  surface?: RawSurface;
}

/** Lints a tool list: every rule, the token size, then the repository's suppressions. */
export async function lintToolList(tools: RawTool[], options: LintOptions): Promise<LintReport> {
  const findings = lintTools(tools, options.skip);
  if (options.surface) findings.push(...lintSurface(options.surface, tools, options.skip));
  const sizeSkipped = options.skip.has('tool-list-tokens');
  // With the size rule skipped, no key is spent on it: the size is still shown, estimated.
  const tokens = sizeSkipped
    ? { count: estimateTokens(tools), method: 'estimated' as const, note: 'tool-list-tokens is skipped, so estimated' }
    : await countToolListTokens(tools, options.tokens);
  if (!sizeSkipped) findings.push(...toolListTokensFindings(tokens));
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
