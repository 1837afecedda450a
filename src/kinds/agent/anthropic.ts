import Anthropic from '@anthropic-ai/sdk';
import { DEFAULT_AGENT_TIMEOUT_MS, MODEL_API_MAX_RETRIES } from '../../model/limits.js';
import { createModelClient, providerOf, type ModelClient, type Provider } from '../../providers/index.js';
import { apiErrorAdvice, describeApiError, noReply, platformAt } from '../../providers/errors.js';
import { ModelError, type ModelReply, type ModelRequest, type ModelSource } from './types.js';

/** Per attempt (`agent-timeout-ms`), headers and body. A tool-use turn can be long (a plan, several calls). */
export const AGENT_REQUEST_TIMEOUT_MS = DEFAULT_AGENT_TIMEOUT_MS;
/** Retries on 408/409/429/5xx and connection errors, by the SDK itself (it honours `retry-after`). */
export const AGENT_MAX_RETRIES = MODEL_API_MAX_RETRIES;

export interface AnthropicSourceOptions {
  /** The Anthropic API's key, when no provider is given (options built by hand). */
  apiKey?: string;
  /** The platform the model is asked through (`provider`); the Anthropic API with `apiKey` when absent. */
  provider?: Provider;
  /** The run's secrets, kept live: a cloud's bearer token is added as it is obtained. */
  liveSecrets?: string[];
  /** Per-attempt timeout, headers and body (`agent-timeout-ms`); AGENT_REQUEST_TIMEOUT_MS when absent. */
  timeoutMs?: number;
  maxRetries?: number;
}

/**
 * The Messages API as a model source, through Anthropic's SDK for the run's platform (providers/;
 * each SDK reads its base URL variable: ANTHROPIC_BASE_URL, ANTHROPIC_BEDROCK_BASE_URL…). Prompt
 * caching is asked the same way everywhere (Bedrock and Vertex take `cache_control` on Claude).
 * No sampling parameter is sent (API version 2026-10-21 refuses them). The system prompt and the
 * last tool definition carry `cache_control`, so the trials of a scenario reuse the cached prefix.
 * Only API errors are retried, by the SDK; a failed assertion never causes a new request.
 */
export function createAnthropicSource(options: AnthropicSourceOptions): ModelSource {
  const timeoutMs = options.timeoutMs ?? AGENT_REQUEST_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? AGENT_MAX_RETRIES;
  const provider = providerOf(options) ?? { platform: 'anthropic' as const };
  let made: Promise<ModelClient> | undefined;
  const client = () =>
    (made ??= createModelClient({
      provider,
      timeoutMs,
      maxRetries,
      ...(options.liveSecrets && { secrets: options.liveSecrets }),
    }));
  return {
    async reply(request: ModelRequest): Promise<ModelReply> {
      const cached = { type: 'ephemeral' } as const;
      const tools = request.tools.map((tool, index) =>
        index === request.tools.length - 1 ? { ...tool, cache_control: cached } : tool,
      );
      let message: Anthropic.Message;
      let model: ModelClient;
      try {
        model = await client();
      } catch (error) {
        throw new ModelError(
          `could not load the SDK of ${provider.platform}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      let modelId: string;
      try {
        // The canonical name becomes the platform's id here, and only here: recordings keep the name.
        modelId = model.modelId(request.model);
      } catch (error) {
        throw new ModelError((error as Error).message);
      }
      try {
        message = await model.client.messages.create({
          model: modelId,
          max_tokens: request.maxTokens,
          ...(request.system !== undefined && {
            system: [{ type: 'text' as const, text: request.system, cache_control: cached }],
          }),
          tools: tools as unknown as Anthropic.Tool[],
          messages: request.messages as unknown as Anthropic.MessageParam[],
        });
      } catch (error) {
        const api = platformAt(model.platform, model.client.baseURL, 'the Messages API');
        throw new ModelError(
          error instanceof Anthropic.APIConnectionError
            ? noReply(api, error, timeoutMs, maxRetries, model.platform)
            : model.platform === 'anthropic'
              ? `the Messages API call failed: ${describeApiError(error)}`
              : `${api} answered with an error: ${describeApiError(error)}${apiErrorAdvice(error, maxRetries, model.platform)}`,
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
