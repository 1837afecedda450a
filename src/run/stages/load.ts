/**
 * Stage `load`: find and validate every scenario file. A run with a file in error goes no further:
 * no server starts.
 */
import { loadSuite } from '../../scenario/index.js';
import type { RunState } from '../state.js';

/** Whether every file loaded (the run goes on). */
export async function load(state: RunState): Promise<boolean> {
  // The annotations check's probes file (annotations.yaml beside the scenarios) is no scenario, whatever the mode.
  const probes = state.options.annotationsProbes?.file;
  const suite = await loadSuite(state.options.scenarioGlobs, state.options.workspace, probes ? [probes] : []);
  state.result.fileErrors = suite.errors;
  state.result.unmatchedGlobs = suite.unmatchedGlobs;
  if (suite.errors.length > 0) return false;
  state.loaded = suite.scenarios;
  return true;
}
