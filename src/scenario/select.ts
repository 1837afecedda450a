import type { RunMode, Scenario } from '../model/index.js';
import { compileNameGlob } from '../util/name-glob.js';
import { compareStrings } from './discover.js';

export interface Selection {
  /** Scenarios to run (or report as skipped), in file order. */
  selected: Scenario[];
  /** Left out of a live run because they lack `live: true`. */
  notLive: number;
  /** Left out by `filter` or `shard`. */
  deselected: number;
  /**
   * Set when `shard` got nothing while the run as a whole has scenarios (fewer than the shards): how
   * many the other shards share. This shard has nothing to do, which is not a failure.
   */
  emptyShard?: { shard: Shard; others: number };
}

export interface Shard {
  index: number;
  count: number;
}

/** Parses `i/n` (1 ≤ i ≤ n; empty means no sharding); throws an error that says what was expected. */
export function parseShard(text: string): Shard | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(trimmed);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) {
    throw new Error(`shard must be "i/n" with 1 ≤ i ≤ n (for example "2/4"), got ${JSON.stringify(text)}`);
  }
  return { index, count };
}

/**
 * The names that belong to shard `index` of `count`: names sorted, then dealt round-robin, so the
 * shards are balanced to within one scenario and every name lands in exactly one shard.
 */
export function namesInShard(names: string[], shard: Shard): Set<string> {
  const sorted = [...names].sort(compareStrings);
  return new Set(sorted.filter((_, position) => position % shard.count === shard.index - 1));
}

/** Applies live mode, then `filter`, then `shard`, keeping file order. */
export function selectScenarios(
  scenarios: Scenario[],
  options: { mode: RunMode; filter: string; shard?: Shard },
): Selection {
  const live = options.mode === 'live' ? scenarios.filter((s) => s.live) : scenarios;
  // Linear time whatever the pattern (a name may start with `.`, and `*` still matches it).
  const matches = options.filter.trim() ? compileNameGlob(options.filter.trim()) : () => true;
  const filtered = live.filter((s) => matches(s.name));
  const inShard = options.shard
    ? namesInShard(
        filtered.map((s) => s.name),
        options.shard,
      )
    : undefined;
  const selected = inShard ? filtered.filter((s) => inShard.has(s.name)) : filtered;
  return {
    selected,
    notLive: scenarios.length - live.length,
    deselected: live.length - selected.length,
    ...(options.shard && selected.length === 0 && filtered.length > 0
      ? { emptyShard: { shard: options.shard, others: filtered.length } }
      : {}),
  };
}
