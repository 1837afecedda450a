/**
 * What the model calls of a run cost in US dollars: a dated price table per canonical model name and
 * platform, the `model-prices` setting that prices models the table lacks, and the one rule by which
 * every report writes an amount. A model with no price is "cost unknown", never $0: a bill read as
 * nothing is worse than one not read at all.
 */
import type { Cost, TokenUsage } from '../model/index.js';

/** Where the model is reached: the Claude API, Amazon Bedrock or Google Vertex AI. */
export type Platform = 'anthropic' | 'bedrock' | 'vertex';

/** USD per million tokens, for each kind of token the Messages API bills. */
export interface ModelPrice {
  input: number;
  output: number;
  /** A 5-minute cache write (`cache_creation_input_tokens`): the only cache lifetime this project asks for. */
  cacheWrite: number;
  /** A cache hit or refresh (`cache_read_input_tokens`). */
  cacheRead: number;
}

// Prices checked on 2026-12-06 against Anthropic's pricing page,
// https://docs.claude.com/en/docs/about-claude/pricing (and each model's overview page on
// platform.claude.com), in USD per million tokens: input, output, 5-minute cache write, cache read.
// Amazon Bedrock and Google Vertex AI list the same prices for these Claude models in their standard
// (global and cross-region) endpoints, so one row serves all three platforms; a regional or
// data-residency endpoint bills more, and is priced with `model-prices`. Models billed in bands by
// prompt length (Claude Haiku 5.5) or whose cache prices changed since (Claude Sonnet 5.5) are left
// out rather than priced wrong: they say "cost unknown" until `model-prices` prices them.
/** The date the table below was checked against the source pages. */
export const PRICES_CHECKED = '2026-12-06';
export const HAIKU_4_5_PRICE: ModelPrice = { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 };
export const SONNET_4_PRICE: ModelPrice = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
export const SONNET_4_5_PRICE: ModelPrice = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
export const SONNET_4_6_PRICE: ModelPrice = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
export const SONNET_5_PRICE: ModelPrice = { input: 2, output: 10, cacheWrite: 2.5, cacheRead: 0.2 };
export const OPUS_4_PRICE: ModelPrice = { input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 };
export const SONNET_3_7_PRICE: ModelPrice = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
export const HAIKU_3_5_PRICE: ModelPrice = { input: 0.8, output: 4, cacheWrite: 1, cacheRead: 0.08 };
export const OPUS_4_1_PRICE: ModelPrice = { input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 };
export const OPUS_4_5_PRICE: ModelPrice = { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 };
export const OPUS_5_PRICE: ModelPrice = { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 };
export const OPUS_5_5_PRICE: ModelPrice = { input: 4, output: 20, cacheWrite: 5, cacheRead: 0.2 };

/** By canonical model name (`claude-haiku-4-5`, as scenarios, recordings and baselines name it). */
const CLAUDE_PRICES: Readonly<Record<string, ModelPrice>> = {
  'claude-haiku-4-5': HAIKU_4_5_PRICE,
  'claude-sonnet-4-0': SONNET_4_PRICE,
  'claude-sonnet-4': SONNET_4_PRICE,
  'claude-sonnet-4-5': SONNET_4_5_PRICE,
  'claude-sonnet-4-6': SONNET_4_6_PRICE,
  'claude-sonnet-5': SONNET_5_PRICE,
  'claude-opus-4': OPUS_4_PRICE,
  'claude-opus-4-0': OPUS_4_PRICE,
  'claude-opus-4-1': OPUS_4_1_PRICE,
  'claude-3-7-sonnet': SONNET_3_7_PRICE,
  'claude-3-5-haiku': HAIKU_3_5_PRICE,
  'claude-opus-4-5': OPUS_4_5_PRICE,
  'claude-opus-5': OPUS_5_PRICE,
  'claude-opus-5-5': OPUS_5_5_PRICE,
};

/** The table: per platform, per canonical model name. The same rows on each (see the comment above). */
export const PRICE_TABLE: Readonly<Record<Platform, Readonly<Record<string, ModelPrice>>>> = {
  anthropic: CLAUDE_PRICES,
  bedrock: CLAUDE_PRICES,
  vertex: CLAUDE_PRICES,
};

/** Prices given by `model-prices`, by model name: they win over the table's. */
export type ModelPrices = ReadonlyMap<string, ModelPrice>;

/** A dated snapshot id (`claude-haiku-4-5-20251001`) is priced as its canonical name. */
const DATED_ID = /-\d{8}$/;

/** The price of `model` on `platform`: `model-prices` first, then the table; undefined when neither has it. */
export function priceOf(
  model: string,
  platform: Platform = 'anthropic',
  extra: ModelPrices = new Map(),
): ModelPrice | undefined {
  const canonical = model.replace(DATED_ID, '');
  return (
    extra.get(model) ??
    extra.get(canonical) ??
    (Object.hasOwn(PRICE_TABLE[platform], model) ? PRICE_TABLE[platform][model] : undefined) ??
    (Object.hasOwn(PRICE_TABLE[platform], canonical) ? PRICE_TABLE[platform][canonical] : undefined)
  );
}

/** Amounts are kept to a millionth of a cent: float noise from the sums never shows as a digit. */
const USD_DECIMALS = 8;

function roundUsd(usd: number): number {
  return Number(usd.toFixed(USD_DECIMALS));
}

/** Tokens × price, in USD. */
export function costOf(tokens: TokenUsage, price: ModelPrice): number {
  const microDollars =
    tokens.input * price.input +
    tokens.output * price.output +
    tokens.cacheWrite * price.cacheWrite +
    tokens.cacheRead * price.cacheRead;
  return roundUsd(microDollars / 1_000_000);
}

/** One model's tokens, as a cost is made of them. */
export interface PricedUsage {
  model: string;
  tokens: TokenUsage;
}

function spent(tokens: TokenUsage): boolean {
  return tokens.input + tokens.output + tokens.cacheRead + tokens.cacheWrite > 0;
}

/**
 * The cost of several models' tokens: the sum, or `usd: null` with the models that have no price
 * when any of them spent a token (a partial sum would read as the whole bill).
 */
export function costOfUsages(
  usages: readonly PricedUsage[],
  platform: Platform = 'anthropic',
  extra: ModelPrices = new Map(),
): Cost {
  let usd = 0;
  const unknown = new Set<string>();
  for (const usage of usages) {
    if (!spent(usage.tokens)) continue;
    const price = priceOf(usage.model, platform, extra);
    if (price === undefined) unknown.add(usage.model);
    else usd += costOf(usage.tokens, price);
  }
  return unknown.size > 0 ? { usd: null, unknown: [...unknown].sort() } : { usd: roundUsd(usd), unknown: [] };
}

/** Two costs together: unknown when either is. */
export function addCosts(a: Cost, b: Cost): Cost {
  const unknown = [...new Set([...a.unknown, ...b.unknown])].sort();
  return unknown.length > 0 || a.usd === null || b.usd === null
    ? { usd: null, unknown }
    : { usd: roundUsd(a.usd + b.usd), unknown: [] };
}

/**
 * An amount as every report writes it: four decimals below a dollar (`$0.0123`), two from a dollar
 * on (`$12.35`), `$0` for nothing spent, and `<$0.0001` for a positive amount too small for four.
 */
export function formatUsd(usd: number): string {
  if (usd === 0) return '$0';
  if (usd > 0 && usd < 0.0001) return '<$0.0001';
  return usd < 1 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

/** A cost as the reports say it: the amount, or "cost unknown" and the models without a price. */
export function formatCost(cost: Cost): string {
  return cost.usd === null ? `cost unknown (no price for ${cost.unknown.join(', ')})` : formatUsd(cost.usd);
}

/**
 * Why a budget in USD (`judge-cost-budget`, `agent-cost-budget`) is refused before the first call:
 * `model` has no price, so what its calls spend could not be counted.
 */
export function noPriceForBudget(budget: string, model: string, pricesSetting = 'model-prices'): string {
  return (
    `${budget} is in USD, but the model ${model} has no price (the table was checked on ${PRICES_CHECKED}): ` +
    `add one with ${pricesSetting} (${model}=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ, USD per million tokens)`
  );
}

/** The most USD per million tokens `model-prices` accepts: far above any model's, low enough to catch a typo of units. */
export const MAX_PRICE_PER_MTOK = 10_000;
/** The most lines `model-prices` takes: a run names a handful of models. */
export const MAX_MODEL_PRICES = 100;
/** The longest model name `model-prices` takes. */
export const MAX_MODEL_NAME_CHARS = 200;

const MODEL_NAME = /^[A-Za-z0-9][A-Za-z0-9._:@/-]*$/;
const AMOUNT = /^\d+(\.\d+)?$/;

/**
 * `model-prices` lines, `MODEL=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ` in USD per million tokens
 * (`claude-haiku-5-5=0.10,0.50,0.125,0.01`). Throws an Error saying which line is wrong and why;
 * the caller names the setting. A model given twice is refused (which one was meant?).
 */
export function parseModelPrices(lines: readonly string[]): Map<string, ModelPrice> {
  if (lines.length > MAX_MODEL_PRICES) throw new Error(`takes at most ${MAX_MODEL_PRICES} lines, got ${lines.length}`);
  const prices = new Map<string, ModelPrice>();
  for (const raw of lines) {
    const line = raw.trim();
    const shown = JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line);
    const bad = (why: string) =>
      new Error(`line ${shown} ${why}; write MODEL=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ in USD per million tokens`);
    const equals = line.indexOf('=');
    if (equals < 0) throw bad('has no =');
    const model = line.slice(0, equals).trim();
    if (model.length === 0 || model.length > MAX_MODEL_NAME_CHARS || !MODEL_NAME.test(model))
      throw bad(
        `has no model name (letters, digits and . _ : @ / -, at most ${MAX_MODEL_NAME_CHARS} characters) before =`,
      );
    const amounts = line
      .slice(equals + 1)
      .split(',')
      .map((part) => part.trim());
    if (amounts.length !== 4) throw bad(`has ${amounts.length} amounts, not 4`);
    const values = amounts.map((amount) => {
      if (!AMOUNT.test(amount)) throw bad(`has "${amount.slice(0, 20)}", not a number such as 0.25`);
      const value = Number(amount);
      if (!Number.isFinite(value) || value > MAX_PRICE_PER_MTOK)
        throw bad(`has ${amount.slice(0, 20)}, over ${MAX_PRICE_PER_MTOK} USD per million tokens`);
      return value;
    });
    if (prices.has(model)) throw bad(`prices ${model} a second time`);
    const [input, output, cacheWrite, cacheRead] = values as [number, number, number, number];
    prices.set(model, { input, output, cacheWrite, cacheRead });
  }
  return prices;
}
