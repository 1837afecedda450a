/**
 * Stage `schedule`: one run of the scheduler per era: the era found, or under `protocol: both`
 * each era the server serves, the newest first. The newest runs every scenario, each later era only
 * those whose kind compares eras (an agent scenario's trials are random: run twice, they would
 * fail one era or the other by chance).
 */
import { oneEraOnly } from '../../kinds/index.js';
import { perScenarioSessions, sharedSession } from '../../mcp/leases.js';
import { IN_PROCESS_SETTLE_MS } from '../../model/limits.js';
import { redactDeep } from '../../secrets/redact.js';
import { runScenarios } from '../schedule.js';
import { erasModule, guardModule } from '../later.js';
import type { RunState } from '../state.js';

export async function schedule(state: RunState): Promise<void> {
  const { options, hooks, probed } = state;
  const selected = state.selection!.selected;
  // An in-process server can end or crash this process: guarded for the run (see InProcessGuard).
  const guard =
    options.server.kind === 'module' ? new (await guardModule()).InProcessGuard(options.server.modulePath) : undefined;
  state.guard = guard;
  guard?.install();
  state.several = probed !== undefined && probed.eras.length > 1;
  const eras =
    probed && probed.eras.length > 0
      ? state.several
        ? (await erasModule()).newestFirst(probed.eras)
        : probed.eras
      : [undefined];
  state.scenariosStarted = performance.now();
  try {
    for (const [index, era] of eras.entries()) {
      const scenarios = index === 0 ? selected : selected.filter((scenario) => !oneEraOnly(scenario));
      if (scenarios.length === 0) continue;
      const eraFactory = probed ? probed.sessions(era) : state.sessions!;
      const sessions = options.isolation === 'suite' ? sharedSession(eraFactory) : perScenarioSessions(eraFactory);
      state.leases.push(sessions);
      const ran = await runScenarios(scenarios, sessions, {
        timeoutMs: options.timeoutMs,
        concurrency: options.concurrency,
        runTimeLimitMs: options.runTimeLimitMs,
        signal: options.signal,
        // With several eras, a scenario is reported once, when every era has run it.
        onResult:
          hooks.onResult && !state.several
            ? (scenario) => hooks.onResult!(redactDeep(scenario, options.secrets))
            : undefined,
        around: guard && ((scenario, work) => guard.run(scenario, work)),
        judge: state.judge!,
        secrets: options.secrets,
        ...state.kinds!.options,
        reached: state.reached,
      });
      state.last = ran;
      if (era) state.eras.push({ era, revision: probed!.revisions.get(era) ?? era, scenarios, ran });
      if (ran.serverError || options.signal?.aborted) break;
    }
    // What the module set off late (a timer after its last answer) still lands in this run.
    if (guard) await new Promise((resolve) => setTimeout(resolve, IN_PROCESS_SETTLE_MS));
  } finally {
    guard?.uninstall();
  }
}
