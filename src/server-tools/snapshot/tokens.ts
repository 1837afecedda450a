import { estimateJsonTokens } from '../../util/tokens.js';
import type { ToolsSnapshot } from './normalize.js';

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
  return estimateJsonTokens(modelToolPayload(snapshot));
}
