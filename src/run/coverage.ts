import { namedBy } from '../kinds/index.js';
import type { Scenario, ScenarioResult, ToolCoverage } from '../model/index.js';

/**
 * Which of the server's tools the run's scenarios call, and which none does. A tool counts when a
 * scenario names it (a step's tool, an agent scenario's `expected_calls`) and a call of it reached
 * the server: a step refused before its call (arguments that do not fit, a name the server lacks)
 * or never reached (an earlier step failed) calls nothing. Scenarios skipped by `skip:` call nothing;
 * a tool the server lacks is not the server's, so it is not counted (the scenario fails on it anyway).
 */
export function toolCoverage(serverTools: string[], scenarios: Scenario[], results: ScenarioResult[]): ToolCoverage {
  const named = new Set(
    scenarios.filter((scenario) => scenario.skip === undefined).flatMap((scenario) => namedBy(scenario).tools),
  );
  const reached = new Set<string>();
  for (const result of results) {
    for (const step of result.steps) reached.add(step.tool);
    for (const trial of result.agent?.trials ?? [])
      for (const call of trial.calls) if (!call.refused) reached.add(call.tool);
  }
  const tools = [...new Set(serverTools)];
  const called = (tool: string) => named.has(tool) && reached.has(tool);
  return {
    serverTools: tools.length,
    called: tools.filter(called),
    uncalled: tools.filter((tool) => !called(tool)),
  };
}
