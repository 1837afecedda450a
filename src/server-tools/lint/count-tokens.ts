import { createModelClient, type Provider } from '../../providers/index.js';

export interface TokenCountOptions {
  /** ANTHROPIC_API_KEY; without it (and without a provider) the size is estimated. */
  apiKey?: string;
  /** The platform to count on (`provider`): the Anthropic API with `apiKey` when absent. */
  provider?: Provider;
  model: string;
  timeoutMs?: number;
}

/** Retries of a count: it is free and informative, so a failing endpoint soon falls back to the estimate. */
const COUNT_MAX_RETRIES = 2;
/** Per attempt, when the run gives no timeout. */
const COUNT_TIMEOUT_MS = 30_000;

/**
 * The tool list's tokens by the Messages API's count_tokens endpoint (free, no generation): the list
 * with one short message, minus the same message alone, so the tool-use system prompt the API adds
 * is counted, as a model pays it. Through the run's platform (providers/); the SDK reads its base
 * URL variable itself (gateways, our tests). Throws when the platform has no such endpoint.
 */
export async function countWithApi(
  tools: unknown[],
  options: TokenCountOptions & { provider: Provider },
): Promise<number> {
  const model = await createModelClient({
    provider: options.provider,
    timeoutMs: options.timeoutMs ?? COUNT_TIMEOUT_MS,
    maxRetries: COUNT_MAX_RETRIES,
  });
  const count = model.client.messages.countTokens?.bind(model.client.messages);
  if (!count) throw new Error(`${model.name} has no token counting endpoint`);
  const messages = [{ role: 'user' as const, content: '.' }];
  const id = model.modelId(options.model);
  const [withTools, without] = await Promise.all([
    count({ model: id, messages, tools: tools as Parameters<typeof count>[0]['tools'] }),
    count({ model: id, messages }),
  ]);
  return withTools.input_tokens - without.input_tokens;
}
