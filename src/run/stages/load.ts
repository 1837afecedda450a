/**
 * Stage `load`: find and validate every scenario file. A run with a file in error goes no further:
 * no server starts.
 */
import { loadSuite } from '../../scenario/index.js';
import type { RunState } from '../state.js';

/** Whether every file loaded (the run goes on). */
export async function load(state: RunState): Promise<boolean> {
  const suite = await loadSuite(state.options.scenarioGlobs, state.options.workspace);
  state.result.fileErrors = suite.errors;
  state.result.unmatchedGlobs = suite.unmatchedGlobs;
  if (suite.errors.length > 0) return false;
  state.loaded = suite.scenarios;
  return true;
}
