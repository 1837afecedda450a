/**
 * The registry of scenario kinds: one entry each. Adding a kind is one new room under kinds/ and
 * one line here; the scheduler and coverage take every kind-specific decision from the entry.
 */
import type { Named, Scenario } from '../model/index.js';
import { agentKind } from './agent/kind.js';
import type { ScenarioKind } from './kind.js';
import { toolSequenceKind } from './tool-sequence/index.js';

export type { KindContext, KindGate, ScenarioKind, ScenarioRunOptions } from './kind.js';

const KINDS: { [K in Scenario['kind']]: ScenarioKind<Extract<Scenario, { kind: K }>> } = {
  'tool-sequence': toolSequenceKind,
  agent: agentKind,
};

export function kindOf<S extends Scenario>(scenario: S): ScenarioKind<S> {
  return KINDS[scenario.kind] as unknown as ScenarioKind<S>;
}

/** What a scenario touches on the server, for coverage. */
export function namedBy(scenario: Scenario): Named {
  return kindOf(scenario).named(scenario);
}
