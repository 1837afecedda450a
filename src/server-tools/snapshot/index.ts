import type { Client } from '@modelcontextprotocol/client';
import { listServerTools } from '../../mcp/tools.js';
import type { ListedSurface, ListedTool } from './normalize.js';
import { listServerSurface } from '../../mcp/surface.js';

export * from './check.js';
export * from './diff.js';
export * from './normalize.js';
export * from './tokens.js';

/** Every tool the server lists, as the SDK validated it. */
export async function listTools(client: Client, timeoutMs: number): Promise<ListedTool[]> {
  return (await listServerTools(client, timeoutMs)) as unknown as ListedTool[];
}

/** The tool list and the rest of what the server offers a model: the whole surface a snapshot keeps. */
export async function listSurface(
  client: Client,
  timeoutMs: number,
): Promise<{ tools: ListedTool[]; surface: ListedSurface }> {
  return { tools: await listTools(client, timeoutMs), surface: await listServerSurface(client, timeoutMs) };
}
