/**
 * Stage `select`: the scenarios this run runs (filter, shard, live-only), as rows (each kind expands
 * its own: an agent scenario on several models is one row per model from here on).
 */
import { selectScenarios } from '../../scenario/index.js';
import { kindsModule } from '../later.js';
import type { RunState } from '../state.js';

/** Whether there is anything to do against the server: a scenario to run, lint, or the annotations check. */
export async function select(state: RunState): Promise<boolean> {
  const { options, result } = state;
  const loaded = state.loaded ?? [];
  // No scenario, no kind to ask: a run whose globs matched nothing loads none of them.
  const kinds = loaded.length > 0 ? await kindsModule() : undefined;
  const picked = selectScenarios(kinds ? kinds.runnable(loaded, options) : loaded, {
    mode: result.mode,
    filter: options.filter,
    shard: options.shard,
  });
  const selected = kinds ? kinds.expandSelected(picked.selected, options) : picked.selected;
  state.selection = { ...picked, selected };
  state.roots = kinds !== undefined && selected.some(kinds.sharesRoots);
  state.lint = options.lint && options.lint !== 'off' ? options.lint : undefined;
  state.annotations = options.annotations && options.annotations !== 'off' ? options.annotations : undefined;
  return state.selection.selected.length > 0 || state.lint !== undefined || state.annotations !== undefined;
}
