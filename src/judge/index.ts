import type { JudgeVerdict } from '../model/index.js';
import { redactText } from '../secrets/redact.js';
import type { AnthropicJudgeOptions } from './client.js';
import type { Judge } from './types.js';
import { judgeCostGate } from './budget.js';
import type { ModelPrice } from '../providers/prices.js';

export interface JudgeOptions extends AnthropicJudgeOptions {
  /** Scrubbed from the criterion and the output before they leave for the API. */
  secrets?: string[];
  /**
   * `judge-cost-budget` in USD and the judge model's price: past it the calls left are not made. The
   * caller refuses a budget for a model without a price before the run (config/resolve.ts).
   */
  costBudget?: { usd: number; price: ModelPrice };
}

/**
 * The judge the engine uses. The Anthropic SDK is loaded with a dynamic `import()` on the first
 * criterion actually judged, so a stub run without a key (or without criteria) never pays for
 * loading it; the bundler puts it in a chunk of its own.
 */
export function createJudge(options: JudgeOptions): Judge {
  let loaded: Promise<Judge> | undefined;
  let judge: Judge | undefined;
  const gate = options.costBudget && judgeCostGate(options.costBudget.usd, options.costBudget.price);
  const load = () =>
    (loaded ??= import('./client.js').then(
      ({ createAnthropicJudge }) => (judge = createAnthropicJudge({ ...options, ...(gate && { gate }) })),
    ));
  return {
    async judge(criterion: string, output: string): Promise<JudgeVerdict> {
      let real: Judge;
      try {
        real = await load();
      } catch (error) {
        // Fail closed here too: a broken install is a FAIL of the criterion, not a crash of the run.
        const message = `could not load the Anthropic SDK: ${error instanceof Error ? error.message : String(error)}`;
        return { verdict: 'FAIL', reason: message, raw: message, error: message };
      }
      const secrets = options.secrets ?? [];
      return real.judge(redactText(criterion, secrets), redactText(output, secrets));
    },
    usage: () =>
      judge?.usage() ?? { calls: 0, inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 },
  };
}

export { JUDGE_SYSTEM_PROMPT } from './prompt.js';
export { budgetSpent } from './budget.js';
export type { JudgeTokens } from './types.js';
export { buildJudgeMessage, JUDGE_OUTPUT_LIMIT_CHARS } from './message.js';
