/**
 * Characters per token for estimating what a tool list costs, where no API key can count it
 * (`lint`'s tool-list-tokens, `tools --diff` and `--tools-token-budget`: one figure for all).
 * Tool definitions are JSON: short English words among many quotes, braces and colons, which
 * Claude's tokenizer splits finely, so they run nearer 3.5 characters a token than the 4 of
 * English prose. Dividing by 4 under-counts them (it errs low: the unsafe side for a budget); 3.5
 * is nearer, and the larger count of the two.
 */
export const CHARS_PER_TOKEN = 3.5;

/** Estimated tokens of a request payload (a tool list as the model API takes it), from its JSON length. */
export function estimateJsonTokens(payload: unknown): number {
  return Math.ceil(JSON.stringify(payload).length / CHARS_PER_TOKEN);
}
