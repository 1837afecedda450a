import Anthropic from '@anthropic-ai/sdk';
import { describeApiError, noReply, wholeReplyFetch } from '../../judge/client.js';
import { DEFAULT_AGENT_TIMEOUT_MS, MODEL_API_MAX_RETRIES } from '../../model/limits.js';
import { safeUrl } from '../../mcp/headers.js';
import { ModelError, type ModelReply, type ModelRequest, type ModelSource } from './types.js';

/** Per attempt (`agent-timeout-ms`), headers and body. A tool-use turn can be long (a plan, several calls). */
export const AGENT_REQUEST_TIMEOUT_MS = DEFAULT_AGENT_TIMEOUT_MS;
/** Retries on 408/409/429/5xx and connection errors, by the SDK itself (it honours `retry-after`). */
export const AGENT_MAX_RETRIES = MODEL_API_MAX_RETRIES;

export interface AnthropicSourceOptions {
  apiKey: string;
  /** Per-attempt timeout, headers and body (`agent-timeout-ms`); AGENT_REQUEST_TIMEOUT_MS when absent. */
  timeoutMs?: number;
  maxRetries?: number;
}

/**
 * The Messages API as a model source, through the official SDK (which reads ANTHROPIC_BASE_URL).
 * No sampling parameter is sent (API version 2026-10-21 refuses them). The system prompt and the
 * last tool definition carry `cache_control`, so the trials of a scenario reuse the cached prefix.
 * Only API errors are retried, by the SDK; a failed assertion never causes a new request.
 */
export function createAnthropicSource(options: AnthropicSourceOptions): ModelSource {
  const timeoutMs = options.timeoutMs ?? AGENT_REQUEST_TIMEOUT_MS;
  const client = new Anthropic({
    apiKey: options.apiKey,
    timeout: timeoutMs,
    maxRetries: options.maxRetries ?? AGENT_MAX_RETRIES,
    fetch: wholeReplyFetch,
  });
  return {
    async reply(request: ModelRequest): Promise<ModelReply> {
      const cached = { type: 'ephemeral' } as const;
      const tools = request.tools.map((tool, index) =>
        index === request.tools.length - 1 ? { ...tool, cache_control: cached } : tool,
      );
      let message: Anthropic.Message;
      try {
        message = await client.messages.create({
          model: request.model,
          max_tokens: request.maxTokens,
          ...(request.system !== undefined && {
            system: [{ type: 'text' as const, text: request.system, cache_control: cached }],
          }),
          tools: tools as unknown as Anthropic.Tool[],
          messages: request.messages as unknown as Anthropic.MessageParam[],
        });
      } catch (error) {
        throw new ModelError(
          error instanceof Anthropic.APIConnectionError
            ? noReply(
                `the Messages API at ${safeUrl(client.baseURL)}`,
                error,
                timeoutMs,
                options.maxRetries ?? AGENT_MAX_RETRIES,
              )
            : `the Messages API call failed: ${describeApiError(error)}`,
        );
      }
      const usage = message.usage ?? {};
      return {
        // As received: the loop says what is wrong with a malformed reply rather than reading it as empty.
        content: message.content as unknown as ModelReply['content'],
        stopReason: message.stop_reason ?? null,
        usage: {
          input: usage.input_tokens ?? 0,
          output: usage.output_tokens ?? 0,
          cacheRead: usage.cache_read_input_tokens ?? 0,
          cacheWrite: usage.cache_creation_input_tokens ?? 0,
        },
      };
    },
  };
}
