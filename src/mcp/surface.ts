/**
 * The rest of what a server offers a model besides its tools: its `instructions`, prompts, resources
 * and resource templates, each list read whole (the client walks the pages, capped like
 * `tools/list` by MAX_TOOL_LIST_PAGES, read by lists.ts). A list the server does not declare (no `prompts` or
 * `resources` capability) is empty: there is nothing of it to read.
 */
import type { Client } from '@modelcontextprotocol/client';
import type { UnreadLists } from './lists.js';

export interface ServerSurface {
  /** The server's `instructions` ('' when it gives none). */
  instructions: string;
  prompts: Record<string, unknown>[];
  resources: Record<string, unknown>[];
  resourceTemplates: Record<string, unknown>[];
  /** The lists that reached the page cap (given empty above), with why: only what needs them fails. */
  unread: UnreadLists;
}

export async function listServerSurface(client: Client, timeoutMs: number): Promise<ServerSurface> {
  // Loaded when a server is known: the CLI's start-up path imports this file, and lists.ts (through
  // tools.ts) brings the SDK's schemas (startup-loads.test.ts).
  const { readOtherLists } = await import('./lists.js');
  const { prompts, resources, templates, unread } = await readOtherLists(client, timeoutMs);
  return {
    instructions: client.getInstructions() ?? '',
    prompts: prompts as Record<string, unknown>[],
    resources: resources as Record<string, unknown>[],
    resourceTemplates: templates as Record<string, unknown>[],
    unread,
  };
}
