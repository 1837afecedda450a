// Google Vertex AI's client: `@anthropic-ai/vertex-sdk` as it is, with Google application default
// credentials (GOOGLE_APPLICATION_CREDENTIALS: the Workload Identity Federation file that
// google-github-actions/auth writes, or a service-account key), CLOUD_ML_REGION, the project, and
// ANTHROPIC_VERTEX_BASE_URL honoured. Loaded by the factory (index.ts) with `import()`, so a run
// that never calls Vertex never loads the Google auth library.
import { AnthropicVertex } from '@anthropic-ai/vertex-sdk';
import type { Provider } from './choose.js';
import type { CommonClientOptions } from './fetch.js';

export function vertexClient(provider: Provider, common: CommonClientOptions): AnthropicVertex {
  const client = new AnthropicVertex({
    ...(provider.region !== undefined && { region: provider.region }),
    ...(provider.projectId !== undefined && { projectId: provider.projectId }),
    ...common,
  });
  // The SDK starts finding the credentials in its constructor; a failure there is reported by the
  // first request (as a connection error), never as an unhandled rejection that ends the process.
  const pending = (client as unknown as { _authClientPromise?: Promise<unknown> })._authClientPromise;
  pending?.catch(() => undefined);
  return client;
}
