// The price table, the cost arithmetic, the amount format and `model-prices` parsing (good and hostile).
import { describe, expect, it } from 'vitest';
import {
  addCosts,
  costOf,
  costOfUsages,
  formatCost,
  formatUsd,
  HAIKU_4_5_PRICE,
  MAX_MODEL_PRICES,
  MAX_PRICE_PER_MTOK,
  parseModelPrices,
  PRICE_TABLE,
  PRICES_CHECKED,
  priceOf,
} from '../../src/providers/prices.js';
import { DEFAULT_AGENT_MODEL } from '../../src/kinds/agent/defaults.js';
import { DEFAULT_JUDGE_MODEL } from '../../src/config/settings.js';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const tokens = (input: number, output: number, cacheRead = 0, cacheWrite = 0) => ({
  input,
  output,
  cacheRead,
  cacheWrite,
});

/** Every `claude-…` name the sources and the docs use as a model (the test-only names of __tests__ aside). */
function namedModels(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|md)$/.test(entry))
        for (const match of readFileSync(path, 'utf8').matchAll(
          /\bclaude-(?:haiku|sonnet|opus)-[0-9-]*[0-9](?![\w=-])/g,
        ))
          names.add(match[0]);
    }
  };
  walk('src');
  walk('docs');
  names.add(DEFAULT_AGENT_MODEL);
  names.add(DEFAULT_JUDGE_MODEL);
  return [...names];
}

describe('the price table', () => {
  it('is dated, and prices every model the code and the docs name, on every platform', () => {
    expect(PRICES_CHECKED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const models = namedModels();
    expect(models).toContain('claude-haiku-4-5');
    for (const model of models)
      for (const platform of ['anthropic', 'bedrock', 'vertex'] as const)
        expect(priceOf(model, platform), `${model} on ${platform}`).toBeDefined();
  });

  it('holds sane prices: positive, output over input, cache writes at 1.25× input and reads at most a tenth', () => {
    for (const table of Object.values(PRICE_TABLE))
      for (const [model, price] of Object.entries(table)) {
        expect(price.input, model).toBeGreaterThan(0);
        expect(price.output, model).toBeGreaterThan(price.input);
        expect(price.cacheWrite, model).toBeCloseTo(price.input * 1.25, 10);
        expect(price.cacheRead, model).toBeLessThanOrEqual(price.input / 10 + 1e-12);
        expect(price.cacheRead, model).toBeGreaterThan(0);
      }
  });

  it('prices a dated snapshot id as its canonical name, and an unknown model not at all', () => {
    expect(priceOf('claude-haiku-4-5-20251001')).toEqual(HAIKU_4_5_PRICE);
    expect(priceOf('claude-haiku-4-5-nonexistent')).toBeUndefined();
    expect(priceOf('toString')).toBeUndefined();
    expect(priceOf('__proto__')).toBeUndefined();
  });

  it('model-prices win over the table', () => {
    const extra = parseModelPrices(['claude-haiku-4-5=2,10,2.5,0.2']);
    expect(priceOf('claude-haiku-4-5', 'anthropic', extra)).toEqual({
      input: 2,
      output: 10,
      cacheWrite: 2.5,
      cacheRead: 0.2,
    });
  });
});

describe('cost', () => {
  it('is tokens × price per million, every kind of token', () => {
    // 1000×$1 + 200×$5 + 300×$0.10 + 400×$1.25 = $2,530 per million = $0.00253
    expect(costOf(tokens(1000, 200, 300, 400), HAIKU_4_5_PRICE)).toBe(0.00253);
  });

  it('is unknown, never $0, when tokens went to a model without a price', () => {
    const cost = costOfUsages([
      { model: 'claude-haiku-4-5', tokens: tokens(1000, 0) },
      { model: 'claude-mystery-1', tokens: tokens(10, 1) },
    ]);
    expect(cost).toEqual({ usd: null, unknown: ['claude-mystery-1'] });
    expect(formatCost(cost)).toBe('cost unknown (no price for claude-mystery-1)');
    // A model that spent nothing costs nothing, priced or not.
    expect(costOfUsages([{ model: 'claude-mystery-1', tokens: tokens(0, 0) }])).toEqual({ usd: 0, unknown: [] });
    expect(addCosts({ usd: 1, unknown: [] }, cost)).toEqual({ usd: null, unknown: ['claude-mystery-1'] });
    expect(addCosts({ usd: 0.1, unknown: [] }, { usd: 0.2, unknown: [] })).toEqual({ usd: 0.3, unknown: [] });
  });

  it('is written with four decimals below a dollar and two from a dollar on', () => {
    expect(formatUsd(0.00253)).toBe('$0.0025');
    expect(formatUsd(0.0123)).toBe('$0.0123');
    expect(formatUsd(12.345)).toBe('$12.35');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(0.00001)).toBe('<$0.0001');
  });
});

describe('model-prices', () => {
  it('reads MODEL=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ lines, spaces allowed', () => {
    const prices = parseModelPrices(['claude-haiku-5-5=0.10,0.50,0.125,0.01', ' my-gateway/model@2 = 1, 2, 3, 0 ']);
    expect(prices.get('claude-haiku-5-5')).toEqual({ input: 0.1, output: 0.5, cacheWrite: 0.125, cacheRead: 0.01 });
    expect(prices.get('my-gateway/model@2')).toEqual({ input: 1, output: 2, cacheWrite: 3, cacheRead: 0 });
  });

  it.each([
    ['claude-x', 'has no ='],
    ['=1,2,3,4', 'has no model name'],
    ['claude x=1,2,3,4', 'has no model name'],
    ['claude-x=1,2,3', 'has 3 amounts, not 4'],
    ['claude-x=1,2,3,4,5', 'has 5 amounts, not 4'],
    ['claude-x=1,-2,3,4', 'not a number'],
    ['claude-x=1,NaN,3,4', 'not a number'],
    ['claude-x=1,Infinity,3,4', 'not a number'],
    ['claude-x=1,1e3,3,4', 'not a number'],
    ['claude-x=0x10,1,3,4', 'not a number'],
    ['claude-x=1,,3,4', 'not a number'],
    [`claude-x=1,${MAX_PRICE_PER_MTOK + 1},3,4`, `over ${MAX_PRICE_PER_MTOK}`],
    [`${'m'.repeat(201)}=1,2,3,4`, 'has no model name'],
    ['$(rm -rf /)=1,2,3,4', 'has no model name'],
  ])('refuses %j: %s', (line, why) => {
    expect(() => parseModelPrices([line])).toThrow(why);
    expect(() => parseModelPrices([line])).toThrow('MODEL=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ');
  });

  it('refuses a model priced twice and more lines than it takes', () => {
    expect(() => parseModelPrices(['a=1,2,3,4', 'a=1,2,3,4'])).toThrow('a second time');
    expect(() => parseModelPrices(Array.from({ length: MAX_MODEL_PRICES + 1 }, (_, i) => `m${i}=1,2,3,4`))).toThrow(
      `at most ${MAX_MODEL_PRICES} lines`,
    );
  });
});
