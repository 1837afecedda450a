// Amazon Bedrock's client: `@anthropic-ai/bedrock-sdk` as it is. It signs each request with SigV4
// (keys from the environment as OIDC leaves them, else the AWS default chain: profile, web identity)
// or sends a Bedrock API key as a bearer token, and honours ANTHROPIC_BEDROCK_BASE_URL. Loaded by
// the factory (index.ts) with `import()`, so a run that never calls Bedrock never loads the AWS SDK.
import { AnthropicBedrock } from '@anthropic-ai/bedrock-sdk';
import type { Provider } from './choose.js';
import type { CommonClientOptions } from './fetch.js';

export function bedrockClient(provider: Provider, common: CommonClientOptions): AnthropicBedrock {
  const keys = provider.aws
    ? {
        awsAccessKey: provider.aws.accessKeyId,
        awsSecretKey: provider.aws.secretAccessKey,
        awsSessionToken: provider.aws.sessionToken ?? null,
      }
    : {};
  return new AnthropicBedrock({
    ...(provider.region !== undefined && { awsRegion: provider.region }),
    // `null`, not absent: the variable was read when the provider was chosen (and may be erased since).
    apiKey: provider.apiKey ?? null,
    ...keys,
    ...common,
  } as unknown as ConstructorParameters<typeof AnthropicBedrock>[0]);
}
