/**
 * The one paginated `tools/list`: every reader of the server's tools (tool sequences, agent
 * scenarios, lint, the snapshot, `tools`, `ping`, `fuzz`) follows `nextCursor` through here, with
 * one page cap, so a server whose cursor never ends is an error everywhere instead of a hang.
 */
import type { Client } from '@modelcontextprotocol/client';
import { MAX_TOOL_LIST_PAGES } from '../model/limits.js';
import { isObject } from '../util/json.js';

/** A tool as the server sent it: nothing in it is trusted to have the right shape. */
export type RawTool = Record<string, unknown>;

// The SDK's own `listTools` validates every tool and refuses the whole list for one bad definition
// (a non-object input schema, say): exactly what lint must see and name. `raw` reads it as sent,
// with a schema of its own (zod loaded only then: a run that never lints never pays for it).
async function rawToolListSchema() {
  const z = await import('zod/v4');
  return z.looseObject({ tools: z.array(z.unknown()), nextCursor: z.string().optional() });
}

export class ToolListTooLongError extends Error {}

/**
 * Every tool the server lists, in its order: validated by the SDK, or with `raw` as sent (a tool
 * that is not an object becomes `{}`). Throws after MAX_TOOL_LIST_PAGES pages with a cursor still
 * to follow: a list cut short would make later checks wrong, so it is never returned.
 */
export async function listServerTools(client: Client, timeoutMs: number, { raw = false } = {}): Promise<RawTool[]> {
  // The SDK logs to stdout (our workflow-command channel) when asked for tools a server does not offer.
  if (!client.getServerCapabilities()?.tools) return [];
  if (!raw) {
    // The SDK's own walk: it also keeps the list for callTool's output-schema validation. Its page cap
    // is ours (the client is built with listMaxPages: MAX_TOOL_LIST_PAGES).
    try {
      const { tools } = await client.listTools(undefined, { timeout: timeoutMs, cacheMode: 'refresh' });
      return (tools as unknown[]).map((tool) => (isObject(tool) ? tool : {}));
    } catch (error) {
      // Loaded here: this module is on the CLI's path before any server is known (no SDK there).
      const { isListTooLong } = await import('./errors.js');
      if (isListTooLong(error)) throw tooLong(MAX_TOOL_LIST_PAGES);
      throw error;
    }
  }
  const tools: RawTool[] = [];
  const rawSchema = await rawToolListSchema();
  let cursor: string | undefined;
  for (let pages = 0; ; pages++) {
    if (pages === MAX_TOOL_LIST_PAGES) throw tooLong(pages, tools.length);
    const page = await client.request({ method: 'tools/list', params: cursor ? { cursor } : {} }, rawSchema, {
      timeout: timeoutMs,
    });
    for (const tool of page.tools as unknown[]) tools.push(isObject(tool) ? tool : {});
    cursor = page.nextCursor;
    if (!cursor) return tools;
  }
}

/** The cap was reached with a next page still to read: says the cap, the pages read and what to do. */
function tooLong(pagesRead: number, toolsSoFar?: number): ToolListTooLongError {
  const sofar = toolsSoFar === undefined ? '' : `, ${toolsSoFar} tools`;
  return new ToolListTooLongError(
    `tools/list reached its cap of ${MAX_TOOL_LIST_PAGES} pages (MAX_TOOL_LIST_PAGES) with a next page still to read ` +
      `(${pagesRead} pages read${sofar}), and a list cut short is never used: ` +
      'if the server has more pages than that, have it list more tools per page; if its nextCursor never ends, fix its pagination',
  );
}

/** Why a scenario could not start: the server's tool list could not be read. */
export function toolListError(why: string): string {
  return `could not read the server's tool list: ${why}`;
}
