/**
 * Stages after the scenarios ran: what the kinds kept for the caller (recordings), the server's
 * side of the run (its start-up error, a start-up that took most of the time), and what the judge
 * and each kind used (folded in by the kind: kinds/index.ts `KindsPlan.ran`).
 */
import type { RunResult } from '../../model/index.js';
import { STARTUP_NOTICE_MIN_SESSIONS, STARTUP_NOTICE_SHARE } from '../../model/limits.js';
import type { SessionLease } from '../../mcp/leases.js';
import type { RunState } from '../state.js';
import { priceRun } from '../cost.js';
import { providerOf } from '../../providers/choose.js';

/** Stage `keep`: the recordings a recording run made, of the scenarios whose every trial got its replies. */
export async function keep(state: RunState): Promise<void> {
  const kept = state.kinds?.kept;
  if (kept && state.hooks.onRecordings)
    await state.hooks.onRecordings(kept(state.selection!.selected, state.result.scenarios));
}

/** Stage `server`: why the server stopped the run, and whether starting it took most of the time. */
export function server(state: RunState): void {
  const { result, options } = state;
  if (state.last?.serverError) result.serverError = state.last.serverError;
  const dominated = startupDominated(state.leases, performance.now() - state.scenariosStarted);
  if (dominated && options.isolation !== 'suite') result.startupDominated = dominated;
}

/** Stage `usage`: the judge's calls and tokens, each kind's (model calls, tokens, its budget), and what they cost. */
export function usage(state: RunState): void {
  if (state.judge?.kind === 'judge') Object.assign(state.result.judge, state.judge.judge.usage());
  state.kinds?.ran(state.result);
  // One `provider` setting serves both: the platform the calls went through is the price's.
  const platform = state.options.judge.provider?.platform ?? state.options.agent?.provider?.platform;
  priceRun(state.result, state.options.modelPrices, platform);
  // Which platform answered, said in every report: only where a call was made (a replay asks none).
  const { judge, agent } = state.result;
  const judgePlatform = providerOf(state.options.judge)?.platform;
  if (judge.calls > 0 && judgePlatform) judge.platform = judgePlatform;
  // As the agent kind chooses it (kinds/agent/plan.ts): its own provider, else the judge's.
  const agentPlatform = (providerOf(state.options.agent ?? {}) ?? providerOf(state.options.judge))?.platform;
  if (agent && agent.calls > 0 && agentPlatform) agent.platform = agentPlatform;
}

/**
 * Whether starting the server took most of the scenarios' time (over STARTUP_NOTICE_SHARE, with at
 * least STARTUP_NOTICE_MIN_SESSIONS sessions): then one shared server would save most of the run.
 * The share is of wall-clock time on both sides: the time during which a server was starting, not
 * the start-ups added up (with `concurrency` above 1 they overlap, and their sum can exceed the run).
 */
function startupDominated(leases: SessionLease[], runMs: number): RunResult['startupDominated'] {
  let sessions = 0;
  let startupMs = 0;
  let summedMs = 0;
  let mostAtOnce = 0;
  for (const lease of leases) {
    const started = lease.startups?.();
    if (!started) continue;
    sessions += started.sessions;
    // The eras' runs follow one another: their start-up times add up in wall time too.
    startupMs += started.wallMs;
    summedMs += started.ms;
    mostAtOnce = Math.max(mostAtOnce, started.mostAtOnce);
  }
  if (sessions < STARTUP_NOTICE_MIN_SESSIONS || startupMs <= STARTUP_NOTICE_SHARE * runMs) return undefined;
  return {
    sessions,
    startupMs: Math.round(startupMs),
    summedMs: Math.round(summedMs),
    mostAtOnce,
    runMs: Math.round(runMs),
  };
}
