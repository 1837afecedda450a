/**
 * Stage `load`: find and validate every scenario file. A run with a file in error goes no further:
 * no server starts.
 */
import { loadSuite } from '../../scenario/index.js';
import { displayPath } from '../../scenario/discover.js';
import type { RunState } from '../state.js';

/** Whether every file loaded (the run goes on). */
export async function load(state: RunState): Promise<boolean> {
  // The annotations check's probes file (annotations.yaml beside the scenarios) is no scenario, whatever the mode.
  const probes = state.options.annotationsProbes?.file;
  const suite = await loadSuite(state.options.scenarioGlobs, state.options.workspace, probes ? [probes] : []);
  const debug = state.options.debug;
  if (debug) {
    debug(`discovery: ${suite.files.length} scenario file(s) from ${JSON.stringify(state.options.scenarioGlobs)}`);
    for (const file of suite.files) debug(`discovery: ${displayPath(file, state.options.workspace)}`);
    for (const glob of suite.unmatchedGlobs) debug(`discovery: no file matched ${JSON.stringify(glob)}`);
  }
  state.result.fileErrors = suite.errors;
  state.result.unmatchedGlobs = suite.unmatchedGlobs;
  if (suite.errors.length > 0) return false;
  state.loaded = suite.scenarios;
  return true;
}
