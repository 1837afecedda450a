/**
 * The server's other lists, beside its tools (tools.ts): resources, resource templates and prompts,
 * each walked through every page by the SDK with the one page cap (the client is built with
 * listMaxPages: MAX_TOOL_LIST_PAGES), so a cursor that never ends is an error, never a hang or a list
 * cut short: an error of that list alone (`unread`), for what needs it. A server that does not declare resources (or prompts) has none: nothing is asked. One
 * that declares them and answers a list with "method not found" has none of that list either: a
 * 2025-era server with `resources` declared and no `resources/templates/list` handler (the SDK v1's
 * low-level Server: server-puppeteer, mcp-server-kubernetes) says so.
 */
import type { Client } from '@modelcontextprotocol/client';
import { MAX_TOOL_LIST_PAGES } from '../model/limits.js';
import { isListTooLong, serverErrorOf } from './errors.js';

/** JSON-RPC "method not found": the server has no handler for the list. */
export const METHOD_NOT_FOUND = -32601;

/** A resource as `resources/list` gave it. */
export interface ListedResource {
  uri: string;
  name?: string;
  mimeType?: string;
  [key: string]: unknown;
}

/** A resource template as `resources/templates/list` gave it. */
export interface ListedTemplate {
  uriTemplate: string;
  name?: string;
  [key: string]: unknown;
}

/** A prompt as `prompts/list` gave it, with its declared arguments. */
export interface ListedPrompt {
  name: string;
  arguments: { name: string; required?: boolean; description?: string }[];
  [key: string]: unknown;
}

export interface OtherLists {
  resources: Map<string, ListedResource>;
  templates: Map<string, ListedTemplate>;
  prompts: Map<string, ListedPrompt>;
  /** The server declares `completions` (completion/complete may be asked). */
  completions: boolean;
  /** The lists that could not be read whole (each is empty here), with why. */
  unread: UnreadLists;
}

/** The server's other lists, by the name each has in `OtherLists`, and the method that reads it. */
export const OTHER_LIST_METHODS = {
  resources: 'resources/list',
  templates: 'resources/templates/list',
  prompts: 'prompts/list',
} as const;
export type OtherListName = keyof typeof OTHER_LIST_METHODS;

/**
 * Lists that could not be read whole (the page cap reached), each with why, naming its method.
 * Such a list is given as empty and affects only what needs it: a prompt list that never ends
 * fails a prompt step, never a resource step, the tools or the lint of the tools.
 */
export type UnreadLists = Partial<Record<OtherListName, string>>;

/**
 * The server's resources, templates and prompts as it listed them, each walked whole. A list that
 * reaches the page cap is given empty, with why in `unread`; any other error is thrown. Shared by
 * the steps' pre-checks (below), lint, fuzz and the snapshot.
 */
export async function readOtherLists(
  client: Client,
  timeoutMs: number,
): Promise<{ resources: unknown[]; templates: unknown[]; prompts: unknown[]; unread: UnreadLists }> {
  const capabilities = client.getServerCapabilities() ?? {};
  const options = { timeout: timeoutMs, cacheMode: 'refresh' as const };
  const unread: UnreadLists = {};
  const walk = async (name: OtherListName, read: () => Promise<unknown[]>): Promise<unknown[]> => {
    try {
      return await read();
    } catch (error) {
      if (serverErrorOf(error)?.code === METHOD_NOT_FOUND) return [];
      if (!isListTooLong(error)) throw error;
      unread[name] = listTooLongMessage(OTHER_LIST_METHODS[name]);
      return [];
    }
  };
  const resources = capabilities.resources
    ? await walk('resources', async () => (await client.listResources(undefined, options)).resources)
    : [];
  const templates = capabilities.resources
    ? await walk('templates', async () => (await client.listResourceTemplates(undefined, options)).resourceTemplates)
    : [];
  const prompts = capabilities.prompts
    ? await walk('prompts', async () => (await client.listPrompts(undefined, options)).prompts)
    : [];
  return { resources, templates, prompts, unread };
}

/** Why a list that reached the page cap is not used: names the list, the cap and what to do. */
export function listTooLongMessage(method: string): string {
  return (
    `${method} reached its cap of ${MAX_TOOL_LIST_PAGES} pages (MAX_TOOL_LIST_PAGES) with a next page still to read, ` +
    'and a list cut short is never used: if the server has more pages than that, have it list more per page; ' +
    'if its nextCursor never ends, fix its pagination'
  );
}

/** Every resource, template and prompt the server lists, by URI or name, for the steps' pre-checks. */
export async function listServerOthers(client: Client, timeoutMs: number): Promise<OtherLists> {
  const lists = await readOtherLists(client, timeoutMs);
  const resources = lists.resources as ListedResource[];
  const templates = lists.templates as ListedTemplate[];
  const prompts = lists.prompts as ListedPrompt[];
  const capabilities = client.getServerCapabilities() ?? {};
  return {
    resources: new Map(resources.map((resource) => [resource.uri, resource])),
    templates: new Map(templates.map((template) => [template.uriTemplate, template])),
    prompts: new Map(prompts.map((prompt) => [prompt.name, { ...prompt, arguments: prompt.arguments ?? [] }])),
    completions: capabilities.completions !== undefined,
    unread: lists.unread,
  };
}
