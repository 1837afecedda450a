import { namedBy } from '../kinds/index.js';
import type { Scenario, ToolCoverage } from '../model/index.js';

/**
 * Which of the server's tools the run's scenarios call, and which none does. Scenarios skipped by
 * `skip:` call nothing; a tool a scenario names that the server lacks is not the server's, so it is
 * not counted (the scenario fails on it anyway).
 */
export function toolCoverage(serverTools: string[], scenarios: Scenario[]): ToolCoverage {
  const named = new Set(
    scenarios.filter((scenario) => scenario.skip === undefined).flatMap((scenario) => namedBy(scenario).tools),
  );
  const tools = [...new Set(serverTools)];
  return {
    serverTools: tools.length,
    called: tools.filter((tool) => named.has(tool)),
    uncalled: tools.filter((tool) => !named.has(tool)),
  };
}
