/**
 * `protocol: both`: a scenario's results in each era, side by side in one result. The same call
 * must mean the same thing however it was asked: a scenario that passes in one era and fails in
 * the other fails (a parity failure), its failed checks naming the era they failed in.
 */
import type { EraOutcome, ScenarioResult, ScenarioStatus } from '../model/index.js';
import type { Era } from '../mcp/era.js';

/** One era's whole run. */
export interface EraRun {
  era: Era;
  revision: string;
  scenarios: ScenarioResult[];
}

const SEVERITY: Record<ScenarioStatus, number> = { skipped: 0, passed: 1, failed: 2, errored: 3 };

/** One result per scenario (in the first run's order), its status the worst of its eras, with every era's outcome. */
export function mergeEraRuns(runs: EraRun[]): ScenarioResult[] {
  const [first, ...others] = runs;
  if (!first) return [];
  return first.scenarios.map((scenario, index) => {
    const each = [
      { run: first, result: scenario },
      ...others.map((run) => ({
        run,
        result: run.scenarios.find((s) => s.name === scenario.name) ?? run.scenarios[index]!,
      })),
    ];
    const eras: EraOutcome[] = each.map(({ run, result }) => outcomeOf(run, result));
    const worst = each.reduce((a, b) => (SEVERITY[b.result.status] > SEVERITY[a.result.status] ? b : a));
    const parity = each.some(({ result }) => result.status === 'passed') && worst.result.status !== 'passed';
    const merged: ScenarioResult = { ...worst.result, revision: worst.run.revision, eras };
    if (parity) {
      const where = `in the ${worst.run.era} era (${worst.run.revision}) only`;
      merged.checks = worst.result.checks.map((check) =>
        check.status === 'failed' ? { ...check, message: `${where}: ${check.message ?? ''}` } : check,
      );
      if (merged.error) merged.error = `${where}: ${merged.error}`;
    }
    return merged;
  });
}

function outcomeOf(run: EraRun, result: ScenarioResult): EraOutcome {
  const outcome: EraOutcome = { era: run.era, revision: run.revision, status: result.status, output: result.output };
  const message = result.error ?? result.checks.find((check) => check.status === 'failed')?.message;
  if (message) outcome.message = message;
  return outcome;
}
