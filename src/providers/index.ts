// The one place a model client is made, for the judge, agent scenarios, paraphrase, the recorders
// and lint's token count alike: the Anthropic API, Amazon Bedrock or Google Vertex AI, each through
// Anthropic's own SDK, with the same timeout, retries and fetch. The SDKs are loaded here with
// `import()` on the first call, never at start-up (the AWS and Google libraries are large).
import type Anthropic from '@anthropic-ai/sdk';
import { PLATFORM_NAMES, type Platform, type Provider } from './choose.js';
import { platformModelId } from './models.js';
import { wholeReplyFetch, type CommonClientOptions } from './fetch.js';

export { wholeReplyFetch, type CommonClientOptions } from './fetch.js';

export {
  chooseProvider,
  providerOf,
  providerSecrets,
  PROVIDER_SETTINGS,
  PLATFORM_NAMES,
  NO_KEY_REASON,
  NO_CLOUD,
  type Platform,
  type Provider,
  type ProviderChoice,
  type ProviderSetting,
} from './choose.js';
export { platformModelId, parseModelIds, MODEL_IDS, UnknownModelError } from './models.js';

export interface ModelClientOptions {
  provider: Provider;
  /** Per attempt, headers and body. */
  timeoutMs: number;
  maxRetries: number;
  /**
   * The run's secrets, kept live: a bearer token a platform's auth library obtains during the run
   * (Google's access token) is added, so every report and recording is scrubbed of it too.
   */
  secrets?: string[];
}

/** The Messages API as the three SDKs share it: create, and count_tokens where the platform has it. */
export type MessagesClient = Pick<Anthropic, 'baseURL'> & {
  messages: Pick<Anthropic['messages'], 'create'> & Partial<Pick<Anthropic['messages'], 'countTokens'>>;
};

export interface ModelClient {
  platform: Platform;
  /** `Amazon Bedrock`, for messages. */
  name: string;
  /** The SDK's client (Anthropic, AnthropicBedrock or AnthropicVertex). */
  client: MessagesClient;
  /** The id to send for a canonical model name (the table, the `model-ids` setting). Throws for an unknown one. */
  modelId(model: string): string;
}

/**
 * The client of `provider`: the SDK loaded on first use, the canonical model name turned into the
 * platform's id only in the request (scenarios, recordings and baselines keep the canonical name).
 */
export async function createModelClient(options: ModelClientOptions): Promise<ModelClient> {
  const { provider } = options;
  const common: CommonClientOptions = {
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    fetch: options.secrets ? bearerKeeping(options.secrets, provider.platform) : wholeReplyFetch,
  };
  let client: MessagesClient;
  switch (provider.platform) {
    case 'bedrock':
      client = (await import('./bedrock.js')).bedrockClient(provider, common) as unknown as MessagesClient;
      break;
    case 'vertex':
      client = (await import('./vertex.js')).vertexClient(provider, common) as unknown as MessagesClient;
      break;
    default:
      client = (await import('./anthropic.js')).anthropicClient(provider, common);
  }
  return {
    platform: provider.platform,
    name: PLATFORM_NAMES[provider.platform],
    client,
    modelId: (model) =>
      platformModelId(model, provider.platform, {
        ...(provider.region !== undefined && { region: provider.region }),
        ...(provider.modelIds && { overrides: provider.modelIds }),
      }),
  };
}

/**
 * wholeReplyFetch that keeps the bearer token a cloud request carries (Google's access token, a
 * Bedrock API key) among the run's secrets, so no report or recording can show it.
 */
function bearerKeeping(secrets: string[], platform: Platform): typeof wholeReplyFetch {
  if (platform === 'anthropic') return wholeReplyFetch;
  return (input, init) => {
    const authorization = new Headers(init?.headers).get('authorization');
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (token && !secrets.includes(token)) secrets.push(token);
    return wholeReplyFetch(input, init);
  };
}
