import Anthropic from '@anthropic-ai/sdk';

export interface TokenCountOptions {
  /** ANTHROPIC_API_KEY; without one the size is estimated. */
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

/**
 * The tool list's tokens by the Messages API's count_tokens endpoint (free, no generation): the list
 * with one short message, minus the same message alone, so the tool-use system prompt the API adds
 * is counted, as a model pays it. The SDK reads ANTHROPIC_BASE_URL itself (gateways, our tests).
 */
export async function countWithApi(tools: unknown[], options: TokenCountOptions): Promise<number> {
  const client = new Anthropic({ apiKey: options.apiKey, timeout: options.timeoutMs ?? 30_000, maxRetries: 2 });
  const messages = [{ role: 'user' as const, content: '.' }];
  const [withTools, without] = await Promise.all([
    client.messages.countTokens({
      model: options.model,
      messages,
      tools: tools as Anthropic.Messages.MessageCountTokensParams['tools'],
    }),
    client.messages.countTokens({ model: options.model, messages }),
  ]);
  return withTools.input_tokens - without.input_tokens;
}
