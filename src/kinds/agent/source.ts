import type { AnthropicSourceOptions } from './anthropic.js';
import type { ModelSource } from './types.js';
import { ModelError } from './types.js';

/**
 * The Anthropic Messages API as a model source, with the SDK loaded by a dynamic `import()` on the
 * first request: a run without agent scenarios (or without a key) never loads it.
 */
export function lazyAnthropicSource(options: AnthropicSourceOptions): ModelSource {
  let loaded: Promise<ModelSource> | undefined;
  return {
    async reply(request, at) {
      let source: ModelSource;
      try {
        source = await (loaded ??= import('./anthropic.js').then(({ createAnthropicSource }) =>
          createAnthropicSource(options),
        ));
      } catch (error) {
        throw new ModelError(
          `could not load the Anthropic SDK: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      return source.reply(request, at);
    },
  };
}
