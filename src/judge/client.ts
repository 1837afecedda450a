import { createHash } from 'node:crypto';
import Anthropic from '@anthropic-ai/sdk';
import type { JudgeVerdict } from '../model/index.js';
import { semaphore } from '../util/pool.js';
import { createModelClient, providerOf, type ModelClient, type Provider } from '../providers/index.js';
import { apiErrorAdvice, describeApiError, noReply, platformAt } from '../providers/errors.js';
import { DEFAULT_JUDGE_TIMEOUT_MS, MODEL_API_MAX_RETRIES } from '../model/limits.js';
import { buildJudgeMessage } from './message.js';
import { parseVerdict } from './parse.js';
import { JUDGE_SYSTEM_PROMPT } from './prompt.js';
import type { Judge, JudgeCallGate } from './types.js';

/** Two short lines need a few dozen tokens; a reply that needs more has broken the contract anyway. */
export const JUDGE_MAX_TOKENS = 256;
/** Per attempt (`judge-timeout-ms`), headers and body. A two-line reply takes seconds; this bounds a stuck gateway. */
export const JUDGE_REQUEST_TIMEOUT_MS = DEFAULT_JUDGE_TIMEOUT_MS;
/** Retries on 408/409/429/5xx and connection errors, by the SDK itself (it honours `retry-after`). */
export const JUDGE_MAX_RETRIES = MODEL_API_MAX_RETRIES;

export interface AnthropicJudgeOptions {
  /** The Anthropic API's key, when no provider is given (options built by hand). */
  apiKey?: string;
  /** The platform the judge is asked through (`provider`); the Anthropic API with `apiKey` when absent. */
  provider?: Provider;
  /** The run's secrets, kept live: a cloud's bearer token is added as it is obtained. */
  liveSecrets?: string[];
  model: string;
  /** Calls in flight at once (`judge-concurrency`). */
  concurrency: number;
  /** Per-attempt timeout, headers and body (`judge-timeout-ms`); JUDGE_REQUEST_TIMEOUT_MS when absent. */
  timeoutMs?: number;
  maxRetries?: number;
  /** Asked before each call and told each reply's tokens: the `judge-cost-budget` (judge/budget.ts). */
  gate?: JudgeCallGate;
}

/**
 * The judge over Anthropic's SDKs, on the platform the run chose (providers/). The base URL is left
 * to the SDK, which reads ANTHROPIC_BASE_URL (or the Bedrock or Vertex variable) itself: gateways,
 * and this project's tests. Never throws: a judge that could not be asked (unreachable, or an API
 * error after the SDK's retries) gives a verdict with `error` set, which errors the scenario rather
 * than failing it, and the run goes on.
 */
export function createAnthropicJudge(options: AnthropicJudgeOptions): Judge {
  const provider = providerOf(options) ?? { platform: 'anthropic' as const };
  const timeoutMs = options.timeoutMs ?? JUDGE_REQUEST_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? JUDGE_MAX_RETRIES;
  let made: Promise<ModelClient> | undefined;
  const client = () =>
    (made ??= createModelClient({
      provider,
      timeoutMs,
      maxRetries,
      ...(options.liveSecrets && { secrets: options.liveSecrets }),
    }));
  const limit = semaphore(options.concurrency);
  const asked = new Map<string, Promise<JudgeVerdict>>();
  const usage = { calls: 0, inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };

  const ask = async (criterion: string, output: string): Promise<JudgeVerdict> => {
    const message = buildJudgeMessage(criterion, output);
    // Inside the concurrency limit: a call queued behind others is refused once the budget is spent.
    const refused = options.gate?.before();
    if (refused) return refused;
    let model: ModelClient;
    try {
      model = await client();
    } catch (error) {
      const why = `could not load the SDK of ${provider.platform}: ${error instanceof Error ? error.message : String(error)}`;
      return { verdict: 'FAIL', reason: why, raw: why, error: why };
    }
    const api = platformAt(model.platform, model.client.baseURL, 'the judge API');
    try {
      const reply = await model.client.messages.create({
        // The canonical name becomes the platform's id here, and only here.
        model: model.modelId(options.model),
        max_tokens: JUDGE_MAX_TOKENS,
        // No `temperature: 0`: SDK 1.x sends API version 2026-10-21, which removed the sampling
        // parameters and answers 400 to any of them. Steadiness comes from the strict contract
        // instead: a reply that wanders from it is a FAIL.
        system: JUDGE_SYSTEM_PROMPT,
        messages: [{ role: 'user', content: message.text }],
      });
      const tokens = {
        input: reply.usage?.input_tokens ?? 0,
        output: reply.usage?.output_tokens ?? 0,
        cacheRead: reply.usage?.cache_read_input_tokens ?? 0,
        cacheWrite: reply.usage?.cache_creation_input_tokens ?? 0,
      };
      usage.calls++;
      usage.inputTokens += tokens.input;
      usage.outputTokens += tokens.output;
      usage.cacheReadTokens += tokens.cacheRead;
      usage.cacheWriteTokens += tokens.cacheWrite;
      const spent = { usage: { model: options.model, tokens } };
      const overrun = options.gate?.after(tokens);
      if (overrun) return { ...overrun, ...spent };
      const text = (reply.content ?? []).map((block) => (block.type === 'text' ? block.text : '')).join('');
      return { ...parseVerdict(text, reply.stop_reason), ...spent };
    } catch (error) {
      if (error instanceof Anthropic.APIConnectionError) {
        // No reply came back (refused, unresolvable, reset, timed out): not a call that was answered.
        const why = noReply(api, error, timeoutMs, maxRetries, model.platform);
        return { verdict: 'FAIL', reason: why, raw: error.message, error: why };
      }
      // The API answered, with an error status: that was a call, but not a judgement. A 500, a 401
      // or a 529 says nothing of the server's output, so it errors the scenario like an outage.
      if (!(error instanceof Anthropic.APIError)) {
        // Refused before any request (a model without an id on this platform): not a call.
        const why = error instanceof Error ? error.message : String(error);
        return { verdict: 'FAIL', reason: why, raw: why, error: why };
      }
      usage.calls++;
      const described = describeApiError(error);
      const why = `${api} answered with an error: ${described}${apiErrorAdvice(error, maxRetries, model.platform)}`;
      return { verdict: 'FAIL', reason: why, raw: described, error: why };
    }
  };

  return {
    judge(criterion, output) {
      // Identical pairs are asked once per run: the promise is kept, so even concurrent askers share it.
      const key = createHash('sha256').update(criterion).update('\0').update(output).digest('hex');
      let verdict = asked.get(key);
      if (!verdict) asked.set(key, (verdict = limit(() => ask(criterion, output))));
      return verdict;
    },
    usage: () => ({ ...usage }),
  };
}

export { describeApiError, noReply } from '../providers/errors.js';
export { wholeReplyFetch } from '../providers/index.js';
