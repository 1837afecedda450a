import type { Scenario, ToolCoverage } from '../model/index.js';

/**
 * The tools a scenario calls, for coverage: its `tool_sequence` steps, or an agent scenario's
 * `expected_calls[].tool` (what it asks the model to call; a call the model makes unasked covers
 * nothing, since no check holds it).
 */
export function toolsCalledBy(scenario: Scenario): string[] {
  return [
    ...scenario.steps.map((step) => step.tool),
    ...(scenario.agent?.expectedCalls.map((call) => call.tool) ?? []),
  ];
}

/**
 * Which of the server's tools the run's scenarios call, and which none does. Scenarios skipped by
 * `skip:` call nothing; a tool a scenario names that the server lacks is not the server's, so it is
 * not counted (the scenario fails on it anyway).
 */
export function toolCoverage(serverTools: string[], scenarios: Scenario[]): ToolCoverage {
  const named = new Set(scenarios.filter((scenario) => scenario.skip === undefined).flatMap(toolsCalledBy));
  const tools = [...new Set(serverTools)];
  return {
    serverTools: tools.length,
    called: tools.filter((tool) => named.has(tool)),
    uncalled: tools.filter((tool) => !named.has(tool)),
  };
}
