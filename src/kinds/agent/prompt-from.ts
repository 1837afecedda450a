/**
 * `prompt_from: { prompt: NAME, args: {…} }`: an agent scenario whose user request is what one of
 * the server's prompts renders (`prompts/get`), which is how hosts use server prompts: the user picks
 * the prompt, fills its arguments, and what it renders is sent to the model as the user's turn.
 *
 * Rendered once per scenario, on its first session, before the first trial (a host renders a prompt
 * once, when the user picks it), and checked first against the server's prompt list as a `prompt:`
 * step is: a prompt the server lacks (with the closest name), an argument it does not declare, a
 * required one missing. In a replay the prompt is rendered too (the replay runs against the real
 * server anyway), and the recording holds the rendered text: a server whose prompt now renders
 * differently no longer matches the recording, which says so.
 *
 * What the model is given, as one user message of text:
 * - the text of each `user` message, in order, joined with a blank line;
 * - an embedded resource with text (`type: resource`, `resource.text`) as its text, where the
 *   message has it (hosts attach the resource's contents to the message);
 * - `assistant` messages are left out: the conversation starts with the user's turn, and what a
 *   prompt puts in the assistant's mouth is no part of the user's request;
 * - an image, audio, a blob resource or a resource link cannot be carried by a text prompt: the
 *   scenario errors, saying so, rather than run the model on less than a host would send.
 */
import { z } from 'zod';
import type { McpSession } from '../../mcp/session.js';
import { serverErrorOf } from '../../mcp/errors.js';
import { wholeCallOptions } from '../../mcp/call-options.js';
import type { CheckResult, PromptFrom } from '../../model/index.js';
import { closest } from '../../util/closest.js';
import type { ServerLists } from '../kind.js';
import { promptArgumentProblems } from '../prompt-arguments.js';

export const promptFromSchema = z
  .strictObject({
    prompt: z.string().min(1).describe("The server prompt's name (as prompts/list gives it)."),
    args: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .optional()
      .describe("The prompt's arguments (strings; a number or a boolean is sent as its text)."),
  })
  .describe(
    "Makes this an agent scenario whose user request is what the server's prompt renders (prompts/get), as hosts use server prompts: " +
      'the text of its user messages (embedded text resources included, assistant messages left out). Instead of `prompt`.',
  );

/** The keys of `prompt_from`, for did-you-mean suggestions. */
export const PROMPT_FROM_KEYS = Object.keys(promptFromSchema.shape);

export type PromptFromDocument = z.output<typeof promptFromSchema>;

/** The prompt's arguments as the protocol has them: strings. */
export function promptFromArgs(document: PromptFromDocument): Record<string, string> {
  return Object.fromEntries(Object.entries(document.args ?? {}).map(([name, value]) => [name, String(value)]));
}

/** What the scenario shows as its prompt until the server's prompt is rendered. */
export function promptFromLabel(from: PromptFrom): string {
  return `(rendered from the server's prompt ${from.name} ${JSON.stringify(from.args)})`;
}

/** The rendered request, or why there is none (a failed check, and the scenario's error). */
export type RenderedPrompt = { text: string } | { check: CheckResult; error: string };

/**
 * Checks `prompt_from` against the server's prompt list, then asks the server to render it. Never
 * throws: whatever goes wrong is the scenario's error, and the model is not asked.
 */
export async function renderPromptFrom(
  from: PromptFrom,
  session: McpSession,
  lists: ServerLists,
  timeoutMs: number,
): Promise<RenderedPrompt> {
  const failed = (message: string): RenderedPrompt => ({
    check: { kind: 'agent', subject: `prompt_from ${from.name}`, position: from.position, status: 'failed', message },
    error: `${message}; the model was not asked`,
  });
  if (lists.otherListsError) return failed(`could not read the server's prompts: ${lists.otherListsError}`);
  if (lists.unread?.prompts) return failed(lists.unread.prompts);
  const prompts = lists.prompts ?? new Map();
  const prompt = prompts.get(from.name);
  if (!prompt) {
    const names = [...prompts.keys()];
    const suggestion = closest(from.name, names);
    return failed(
      `prompt_from names the prompt "${from.name}", but the server has no such prompt` +
        (suggestion ? `: did you mean "${suggestion}"?` : `; it has: ${names.join(', ') || 'no prompts'}`),
    );
  }
  const problems = promptArgumentProblems(prompt, from.args);
  if (problems.length > 0)
    return failed(`the arguments of prompt_from ${from.name} do not fit the prompt: ${problems.join('; ')}`);
  let result: { messages?: unknown };
  try {
    result = await session.client.getPrompt({ name: from.name, arguments: from.args }, wholeCallOptions(timeoutMs));
  } catch (error) {
    const answered = serverErrorOf(error);
    return failed(
      answered
        ? `prompts/get ${from.name} was answered with a JSON-RPC error: error ${answered.code}: ${answered.message.replace(/^(?:MCP error -?\d+: )+/, '')}`
        : `prompts/get ${from.name} failed: ${session.explain(error)}`,
    );
  }
  const text = userText(result);
  if ('problem' in text) return failed(`prompt ${from.name} ${text.problem}`);
  return { text: text.text };
}

/** The text of a `prompts/get` result's user messages, as the agent's request (see the module's comment). */
export function userText(result: { messages?: unknown }): { text: string } | { problem: string } {
  const messages = Array.isArray(result.messages) ? (result.messages as Record<string, unknown>[]) : [];
  const parts: string[] = [];
  for (const [index, message] of messages.entries()) {
    if (message?.role !== 'user') continue;
    const content = (message.content ?? {}) as Record<string, unknown>;
    const resource = (content.resource ?? {}) as Record<string, unknown>;
    if (content.type === 'text' && typeof content.text === 'string') parts.push(content.text);
    else if (content.type === 'resource' && typeof resource.text === 'string') parts.push(resource.text);
    else
      return {
        problem:
          `renders message ${index + 1} as ${describeContent(content)}, which an agent scenario's request (text) cannot carry: ` +
          'write the request as `prompt:` instead',
      };
  }
  const text = parts.join('\n\n');
  if (text.trim() === '')
    return {
      problem: `renders no user text (${messages.length} message${messages.length === 1 ? '' : 's'}, none a user's text): there is no request to give the model`,
    };
  return { text };
}

function describeContent(content: Record<string, unknown>): string {
  const type = typeof content.type === 'string' ? content.type : 'content of no type';
  if (type === 'resource') return 'an embedded resource without text (a blob)';
  if (type === 'image') return `an image (${String(content.mimeType ?? 'no MIME type')})`;
  if (type === 'audio') return `audio (${String(content.mimeType ?? 'no MIME type')})`;
  return type === 'resource_link' ? 'a resource link' : `"${type}"`;
}
