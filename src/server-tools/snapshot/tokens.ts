import type { ToolsSnapshot } from './normalize.js';

/**
 * Characters per token for the estimate. Tool definitions are JSON with short English words and
 * many punctuation marks; 4 is the usual rule of thumb for English text with Claude's tokenizer
 * and errs high on JSON-heavy schemas (more tokens per character), which is the safe side for a budget.
 */
export const CHARS_PER_TOKEN = 4;

/** The tool list as the model API takes it: name, description, input_schema. */
export function modelToolPayload(snapshot: ToolsSnapshot): unknown[] {
  return snapshot.tools.map((tool) => ({
    name: tool.name,
    ...(tool.description === undefined ? {} : { description: tool.description }),
    input_schema: tool.inputSchema,
  }));
}

/** Estimated tokens the tool list costs in every request that carries it (no API call). */
export function estimateToolTokens(snapshot: ToolsSnapshot): number {
  return Math.ceil(JSON.stringify(modelToolPayload(snapshot)).length / CHARS_PER_TOKEN);
}
