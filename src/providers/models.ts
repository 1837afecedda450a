// One model name everywhere: scenarios, recordings and baselines say `claude-haiku-4-5`; this table
// turns that canonical name into the id each cloud platform wants, at the request and nowhere else,
// so a recording made on one platform replays on another and a baseline's fingerprint is the same.
import type { Platform } from './choose.js';

/**
 * Each model's Amazon Bedrock base model id and Google Vertex AI id, as of 2026-12 from the
 * platforms' model tables (platform.claude.com "Claude on Amazon Bedrock" API model IDs;
 * cloud.google.com "Request predictions with Claude models"). Bedrock is called through a
 * cross-region inference profile (the base id with a geography prefix, see bedrockId): on-demand
 * calls to a bare model id are refused for these models. A model the table lacks is given by the
 * `model-ids` setting (`claude-x=platform-id`).
 */
export const MODEL_IDS: Readonly<Record<string, { bedrock: string; vertex: string }>> = {
  'claude-haiku-4-5': { bedrock: 'anthropic.claude-haiku-4-5-20251001-v1:0', vertex: 'claude-haiku-4-5@20251001' },
  'claude-sonnet-4-5': {
    bedrock: 'anthropic.claude-sonnet-4-5-20250929-v1:0',
    vertex: 'claude-sonnet-4-5@20250929',
  },
  'claude-opus-4-5': { bedrock: 'anthropic.claude-opus-4-5-20251101-v1:0', vertex: 'claude-opus-4-5@20251101' },
  'claude-opus-4-1': { bedrock: 'anthropic.claude-opus-4-1-20250805-v1:0', vertex: 'claude-opus-4-1@20250805' },
  'claude-sonnet-4': { bedrock: 'anthropic.claude-sonnet-4-20250514-v1:0', vertex: 'claude-sonnet-4@20250514' },
  'claude-opus-4': { bedrock: 'anthropic.claude-opus-4-20250514-v1:0', vertex: 'claude-opus-4@20250514' },
  'claude-3-7-sonnet': {
    bedrock: 'anthropic.claude-3-7-sonnet-20250219-v1:0',
    vertex: 'claude-3-7-sonnet@20250219',
  },
  'claude-3-5-haiku': { bedrock: 'anthropic.claude-3-5-haiku-20241022-v1:0', vertex: 'claude-3-5-haiku@20241022' },
};

/** The longest `model-ids` line read, and how many lines: the setting is typed by people, and bounded. */
export const MODEL_IDS_MAX_LINES = 100;
export const MODEL_ID_MAX_CHARS = 512;

/**
 * `model-ids` lines (`claude-x=platform-id`), checked: each canonical name once, both sides
 * non-empty, no white space or control character inside. Throws saying which line is wrong.
 */
export function parseModelIds(lines: readonly string[], setting: string): Record<string, string> {
  const ids: Record<string, string> = Object.create(null) as Record<string, string>;
  const given = lines.map((line) => line.trim()).filter((line) => line !== '');
  if (given.length > MODEL_IDS_MAX_LINES)
    throw new Error(`${setting} has ${given.length} lines: at most ${MODEL_IDS_MAX_LINES}`);
  for (const line of given) {
    const equals = line.indexOf('=');
    const name = equals < 0 ? '' : line.slice(0, equals).trim();
    const id = equals < 0 ? '' : line.slice(equals + 1).trim();
    if (!name || !id || line.length > MODEL_ID_MAX_CHARS || /[\s\p{Cc}]/u.test(name + id))
      throw new Error(
        `${setting}: each line is MODEL=PLATFORM-ID (claude-sonnet-4-6=global.anthropic.claude-sonnet-4-6), got ${JSON.stringify(line.slice(0, 80))}`,
      );
    if (Object.hasOwn(ids, name))
      throw new Error(`${setting} names ${JSON.stringify(name)} twice: give each model once`);
    ids[name] = id;
  }
  return ids;
}

/** `claude-haiku-4-5-20251001` is `claude-haiku-4-5`: the API's dated alias names the same model. */
function undated(model: string): string {
  return model.replace(/-\d{8}$/, '');
}

/**
 * The Bedrock inference-profile prefix of a region: `us.` for us-*, `eu.` for eu-*, `us-gov.` for
 * GovCloud, `apac.` for ap-*, `global.` otherwise (the global profile routes anywhere).
 */
export function bedrockGeography(region: string): string {
  if (region.startsWith('us-gov-')) return 'us-gov';
  if (region.startsWith('us-') || region.startsWith('ca-')) return 'us';
  if (region.startsWith('eu-')) return 'eu';
  if (region.startsWith('ap-')) return 'apac';
  return 'global';
}

/** Why a model has no id on a platform, for the message that refuses it. */
export class UnknownModelError extends Error {}

/**
 * The id to send for `model` on `platform`: the override first, else the table (Bedrock: the
 * inference profile of the region's geography), else, on the Anthropic API, the name itself. A
 * name that is already a platform id (`us.anthropic.…`, `arn:aws:…`, `…@2025…`) is sent as it is.
 */
export function platformModelId(
  model: string,
  platform: Platform,
  options: { region?: string; overrides?: Readonly<Record<string, string>> } = {},
): string {
  const override = options.overrides?.[model] ?? options.overrides?.[undated(model)];
  if (override !== undefined) return override;
  if (platform === 'anthropic') return model;
  const known = MODEL_IDS[model] ?? MODEL_IDS[undated(model)];
  if (known) {
    if (platform === 'vertex') return known.vertex;
    return `${bedrockGeography(options.region ?? '')}.${known.bedrock}`;
  }
  if (platform === 'bedrock' && (/^([a-z-]+\.)?anthropic\./.test(model) || model.startsWith('arn:'))) return model;
  if (platform === 'vertex' && model.includes('@')) return model;
  throw new UnknownModelError(
    `no ${platform === 'bedrock' ? 'Amazon Bedrock' : 'Google Vertex AI'} id is known for the model ${JSON.stringify(model)}: give one with the model-ids setting (${model}=PLATFORM-ID)`,
  );
}
