/**
 * Stage `merge`: the results of the run, one per scenario. Under `protocol: both` merged once the
 * newest era ran them all (a run stopped in it has that era's results alone), with the notice of
 * the kinds that ran in one era only.
 */
import type { ScenarioResult } from '../../model/index.js';
import { oneEraOnly } from '../../kinds/index.js';
import { redactDeep } from '../../secrets/redact.js';
import { erasModule } from '../later.js';
import type { RunState } from '../state.js';

export async function merge(state: RunState): Promise<void> {
  const { options, hooks, result, guard, eras } = state;
  const selected = state.selection!.selected;
  const report = () => {
    for (const scenario of result.scenarios) hooks.onResult?.(redactDeep(scenario, options.secrets));
  };
  const settled = (scenarios: ScenarioResult[]) => (guard ? guard.settle(scenarios) : scenarios);
  const eraRuns = state.several ? await erasModule() : undefined;
  if (eraRuns && eras.length > 1) {
    result.scenarios = eraRuns.mergeEraRuns(
      selected,
      eras.map((run) => ({
        era: run.era,
        revision: run.revision,
        ran: run.scenarios,
        scenarios: settled(run.ran.scenarios),
      })),
    );
    report();
  } else {
    const first = eras[0];
    result.scenarios = settled(first?.ran.scenarios ?? state.last!.scenarios);
    if (state.several) report();
    const revision = first?.revision;
    if (revision) for (const scenario of result.scenarios) if (!scenario.notRun) scenario.revision = revision;
  }
  const oneEra = eraRuns && eras[0] && eraRuns.oneEraNotice(eras[0], result.scenarios, oneEraOnly);
  if (oneEra && result.protocol) result.protocol.oneEra = oneEra;
}
