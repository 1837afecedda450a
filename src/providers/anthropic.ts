// The Anthropic API's client: the official SDK, which reads ANTHROPIC_BASE_URL itself (gateways,
// this project's tests). Loaded by the factory (index.ts) with `import()`, on the first model call.
import Anthropic from '@anthropic-ai/sdk';
import type { Provider } from './choose.js';
import type { CommonClientOptions } from './fetch.js';

export function anthropicClient(provider: Provider, common: CommonClientOptions): Anthropic {
  return new Anthropic({ apiKey: provider.apiKey ?? null, ...common });
}
