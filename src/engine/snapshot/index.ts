import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { MAX_TOOL_LIST_PAGES } from '../authoring/tool-list.js';
import type { ListedTool } from './normalize.js';

export * from './check.js';
export * from './diff.js';
export * from './normalize.js';
export * from './tokens.js';

/** Every tool the server lists, as sent (following `nextCursor`, at most MAX_TOOL_LIST_PAGES pages). */
export async function listTools(client: Client, timeoutMs: number): Promise<ListedTool[]> {
  const tools: ListedTool[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
    tools.push(...(page.tools as ListedTool[]));
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < MAX_TOOL_LIST_PAGES);
  return tools;
}
