/**
 * The rest of what a server offers a model besides its tools: its `instructions`, prompts, resources
 * and resource templates, each list read whole (the client walks the pages, capped like
 * `tools/list` by MAX_TOOL_LIST_PAGES). A list the server does not declare (no `prompts` or
 * `resources` capability) is empty: there is nothing of it to read.
 */
import type { Client } from '@modelcontextprotocol/client';

export interface ServerSurface {
  /** The server's `instructions` ('' when it gives none). */
  instructions: string;
  prompts: Record<string, unknown>[];
  resources: Record<string, unknown>[];
  resourceTemplates: Record<string, unknown>[];
}

export async function listServerSurface(client: Client, timeoutMs: number): Promise<ServerSurface> {
  const capabilities = client.getServerCapabilities() ?? {};
  const options = { timeout: timeoutMs, cacheMode: 'refresh' as const };
  const prompts = capabilities.prompts ? (await client.listPrompts(undefined, options)).prompts : [];
  const resources = capabilities.resources ? (await client.listResources(undefined, options)).resources : [];
  const resourceTemplates = capabilities.resources
    ? (await client.listResourceTemplates(undefined, options)).resourceTemplates
    : [];
  return {
    instructions: client.getInstructions() ?? '',
    prompts: prompts as unknown as Record<string, unknown>[],
    resources: resources as unknown as Record<string, unknown>[],
    resourceTemplates: resourceTemplates as unknown as Record<string, unknown>[],
  };
}
