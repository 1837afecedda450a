/** Stage `coverage`: which of the server's tools, resources and prompts the run reached (run/coverage.ts). */
import { toolCoverage } from '../coverage.js';
import type { RunState } from '../state.js';

export function coverage(state: RunState): void {
  const ran = state.last;
  if (ran?.serverTools)
    state.result.coverage = toolCoverage(
      ran.serverTools,
      state.selection!.selected,
      state.result.scenarios,
      ran.serverOthers,
      state.reached,
    );
}
