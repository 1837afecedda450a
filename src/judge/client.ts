import { createHash } from 'node:crypto';
import Anthropic from '@anthropic-ai/sdk';
import type { JudgeVerdict } from '../model/index.js';
import { semaphore } from '../util/pool.js';
import { safeUrl } from '../mcp/headers.js';
import { isBadPort } from '../util/bad-port.js';
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
  apiKey: string;
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
 * The judge over the official SDK. The base URL is left to the SDK, which reads
 * `ANTHROPIC_BASE_URL` itself (gateways, and this project's tests). Never throws: a judge that could
 * not be asked (unreachable, or an API error after the SDK's retries) gives a verdict with `error`
 * set, which errors the scenario rather than failing it, and the run goes on.
 */
export function createAnthropicJudge(options: AnthropicJudgeOptions): Judge {
  const client = new Anthropic({
    apiKey: options.apiKey,
    timeout: options.timeoutMs ?? JUDGE_REQUEST_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? JUDGE_MAX_RETRIES,
    fetch: wholeReplyFetch,
  });
  const limit = semaphore(options.concurrency);
  const asked = new Map<string, Promise<JudgeVerdict>>();
  const usage = { calls: 0, inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };

  const ask = async (criterion: string, output: string): Promise<JudgeVerdict> => {
    const message = buildJudgeMessage(criterion, output);
    // Inside the concurrency limit: a call queued behind others is refused once the budget is spent.
    const refused = options.gate?.before();
    if (refused) return refused;
    try {
      const reply = await client.messages.create({
        model: options.model,
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
        const why = noReply(
          `the judge API at ${safeUrl(client.baseURL)}`,
          error,
          options.timeoutMs ?? JUDGE_REQUEST_TIMEOUT_MS,
          options.maxRetries ?? JUDGE_MAX_RETRIES,
        );
        return { verdict: 'FAIL', reason: why, raw: error.message, error: why };
      }
      // The API answered, with an error status: that was a call, but not a judgement. A 500, a 401
      // or a 529 says nothing of the server's output, so it errors the scenario like an outage.
      usage.calls++;
      const described = describeApiError(error);
      const why = `the judge API at ${safeUrl(client.baseURL)} answered with an error: ${described}${apiErrorAdvice(error, options.maxRetries ?? JUDGE_MAX_RETRIES)}`;
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

/**
 * `fetch` that resolves only once the whole body has arrived. The SDK's timeout covers its `fetch`
 * call, which with the platform's fetch ends at the headers: a body stalled after them waited for
 * undici's own 300 s and then failed as "TypeError: terminated". Read here, under the SDK's timer,
 * a stalled body is aborted like a silent server: an `AbortError` the SDK retries and then reports
 * as a timeout ("did not answer within N s"). Replies are small JSON documents (no streaming is used).
 */
export async function wholeReplyFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  // A status that must not have a body cannot be given one again (the Response constructor throws).
  if (response.status === 204 || response.status === 304 || response.body === null) return response;
  const body = await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Codes Node's fetch (undici) puts on the cause of a connection failure, in words. */
const CONNECTION_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused (nothing is listening there)',
  ENOTFOUND: 'the host name could not be resolved',
  EAI_AGAIN: 'the host name could not be resolved (EAI_AGAIN)',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'connecting timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connecting timed out',
};

/**
 * Why no reply came, said of `api`: reached and silent ("did not answer within 120 s, on each of 3
 * attempts"), which is not the same as "could not be reached" (refused, unresolvable, reset).
 */
export function noReply(
  api: string,
  error: InstanceType<typeof Anthropic.APIConnectionError>,
  timeoutMs: number,
  maxRetries: number,
): string {
  if (error instanceof Anthropic.APIConnectionTimeoutError) {
    const attempts = maxRetries + 1;
    return `${api} did not answer within ${seconds(timeoutMs)}${attempts > 1 ? `, on each of ${attempts} attempts` : ''}`;
  }
  return `${api} could not be reached: ${describeConnectionError(error, timeoutMs)}`;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/** What stopped the request before any reply, from the SDK's error and the fetch error under it. */
function describeConnectionError(error: InstanceType<typeof Anthropic.APIConnectionError>, timeoutMs: number): string {
  if (error instanceof Anthropic.APIConnectionTimeoutError) {
    return `no reply within ${timeoutMs} ms per attempt (${error.message})`;
  }
  if (isBadPort(error)) return 'fetch refuses to connect to that port (one of the ports the Fetch standard blocks)';
  for (
    let cause = error.cause as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    cause && depth < 5;
    depth++
  ) {
    if (typeof cause.code === 'string')
      return `${CONNECTION_CODES[cause.code] ?? cause.code}; check ANTHROPIC_BASE_URL and the network`;
    cause = cause.cause as typeof cause;
  }
  return `${error.message}; check ANTHROPIC_BASE_URL and the network`;
}

/** What to do about an API error, by its status: the key, the model name, or waiting it out. */
function apiErrorAdvice(error: unknown, maxRetries: number): string {
  if (!(error instanceof Anthropic.APIError)) return '';
  if (error.status === 401 || error.status === 403)
    return '; check ANTHROPIC_API_KEY (or anthropic-api-key), and that a gateway at ANTHROPIC_BASE_URL accepts it';
  if (error.status === 404) return '; check judge-model and ANTHROPIC_BASE_URL';
  if (error.status !== undefined && (error.status >= 500 || error.status === 429))
    return `; still so after ${maxRetries} ${maxRetries === 1 ? 'retry' : 'retries'}: run again later`;
  return '';
}

export function describeApiError(error: unknown): string {
  if (error instanceof Anthropic.APIError) {
    const requestId = error.requestID ? ` (request id ${error.requestID})` : '';
    return `${error.message}${requestId}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
