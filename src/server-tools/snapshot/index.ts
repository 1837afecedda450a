import type { Client } from '@modelcontextprotocol/client';
import { listServerTools } from '../../mcp/tools.js';
import type { ListedTool } from './normalize.js';

export * from './check.js';
export * from './diff.js';
export * from './normalize.js';
export * from './tokens.js';

/** Every tool the server lists, as the SDK validated it. */
export async function listTools(client: Client, timeoutMs: number): Promise<ListedTool[]> {
  return (await listServerTools(client, timeoutMs)) as unknown as ListedTool[];
}
