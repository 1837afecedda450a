/**
 * Narrowing for tests that read a loaded scenario's steps: only the tool-sequence type has `steps`
 * (an agent scenario has none), so a test says which kind it loaded, and fails loudly otherwise.
 */
import type { Scenario, ToolSequenceScenario } from '../../src/model/index.js';

export function toolSequence(scenario: Scenario | undefined): ToolSequenceScenario {
  if (scenario?.kind !== 'tool-sequence')
    throw new Error(`expected a tool sequence, got ${scenario?.kind ?? 'nothing'}`);
  return scenario;
}
