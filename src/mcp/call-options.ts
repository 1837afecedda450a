/**
 * The options of a request that a step or an agent's tool use makes, bounded as a whole by its
 * timeout (`timeout_ms`, or the run's `timeout-ms`). In the 2026-07-28 era a `tools/call`,
 * `prompts/get` or `resources/read` may come back `input_required`: the SDK answers the embedded
 * requests from the scenario's script and sends the request again, up to its round cap (10 rounds).
 * The SDK's `timeout` starts afresh on each of those legs, and its `maxTotalTimeout` is only looked at
 * between legs (a leg begun just inside it still gets a whole `timeout`), so a step with a 1 s timeout
 * could take 10 s. An abort signal is the one bound the SDK carries through every leg, every answer and
 * every pause between legs: when it fires, the leg in flight is cancelled (`notifications/cancelled`, or
 * its HTTP stream closed) and the call ends with the SDK's request timeout. In the 2025 era the
 * server's requests come during the one call, which `timeout` bounds already: the signal fires with it.
 * No SDK import: the kinds load this module.
 */

/** What the SDK's request methods take: the per-leg timeout and the signal that bounds the whole call. */
export interface WholeCallOptions {
  timeout: number;
  signal: AbortSignal;
}

/** Options that end the call `timeoutMs` after it starts, however many input rounds it takes. */
export function wholeCallOptions(timeoutMs: number): WholeCallOptions {
  // AbortSignal.timeout's timer does not hold the process open, and needs no clearing once the call is over.
  return { timeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs) };
}
