import type { AgentScenario } from '../../model/index.js';
import type { BaseRunOptions, ScenarioKind } from '../kind.js';
import type { AgentPlan } from './types.js';
import { buildAgent } from './build.js';
import { runAgentScenario } from './index.js';
import { agentKeys } from './keys.js';
import { PROMPT_FROM_KEYS } from './prompt-from.js';
import { expandModel } from './models.js';
import { planAgentRun, type AgentSettings } from './plan.js';

/** `prompt:`: the model chooses the calls; its calls and final answer are checked, over trials. */
/** What an agent scenario reads of the run's settings: its plan too. */
export interface AgentRunOptions extends BaseRunOptions {
  agent?: AgentPlan;
  /** The run's `concurrency` (the scheduler's options are passed through): trials of one scenario at once. */
  concurrency?: number;
}

export const agentKind: ScenarioKind<AgentScenario, AgentRunOptions, AgentSettings> = {
  kind: 'agent',
  key: 'prompt',
  alsoKeys: ['prompts', 'prompt_from'],
  called: { one: 'an agent scenario', many: 'agent scenarios' },
  // A model right 60% of the time fails one era or the other by chance: a difference between eras
  // is noise, and a scenario that must pass twice no longer has the error rates its rule states.
  oneEraBecause: 'their trials are random, not a parity signal',
  keys: agentKeys,
  nested: { prompt_from: { keys: PROMPT_FROM_KEYS } },
  build: buildAgent,
  gate(scenario, options) {
    const plan = options.agent;
    if (plan?.kind === 'run') {
      const error = plan.error?.(scenario);
      if (error !== undefined) return { error };
      const noRecording = plan.skip?.(scenario);
      if (noRecording !== undefined) return { skip: noRecording, code: 'no_recording' };
      const judgeOnly = notJudgedOnly(scenario, options);
      return judgeOnly === undefined ? undefined : { skip: judgeOnly };
    }
    // Decided before any server starts: skipping (no key under `agent: auto`) costs nothing.
    const reason = plan?.reason ?? 'agent scenarios are not enabled in this run';
    if (plan?.kind === 'fail') return { error: reason };
    if (plan?.kind !== 'skip') return { skip: reason, code: 'agent_not_enabled' };
    const advice = plan.advice?.(scenario);
    return { skip: advice ? `${reason}; ${advice}` : reason, code: 'agent_plan' };
  },
  run(scenario, { keeper, sessions, options, lists, reached }) {
    // The gate let only a run plan through.
    const plan = options.agent as Extract<typeof options.agent, { kind: 'run' }>;
    return runAgentScenario(scenario, keeper.session, {
      plan,
      judge: options.judge,
      acquire: () => sessions.acquire(),
      release: (session) => sessions.release(session),
      timeoutMs: options.timeoutMs,
      lists,
      secrets: options.secrets ?? [],
      concurrency: options.concurrency ?? 1,
      reached,
    });
  },
  // What it asks the model to call: a call the model makes unasked covers nothing, no check holds it.
  // The prompt its request is rendered from (prompt_from) is read.
  named: (scenario) => ({
    tools: scenario.agent.expectedCalls.map((call) => call.tool),
    ...(scenario.agent.promptFrom && { prompts: [scenario.agent.promptFrom.name] }),
  }),
  // A call the model made reached the server unless it was refused; its prompt_from was rendered
  // (prompts/get) when any trial ran.
  reached(scenario, result) {
    const trials = result.agent?.trials ?? [];
    return {
      tools: trials.flatMap((trial) => trial.calls.filter((call) => !call.refused).map((call) => call.tool)),
      ...(scenario.agent.promptFrom && trials.length > 0 && { prompts: [scenario.agent.promptFrom.name] }),
    };
  },
  // On several models, one row per model from here on: the plan, the recordings and the reports see ordinary scenarios.
  expand: (scenario, settings) => expandModel(scenario, settings.agent?.models),
  // Keys, replay, record gating, the baseline, the token budget and the recorder: kinds/agent/plan.ts.
  plan: planAgentRun,
};

/**
 * Why a scenario whose only checks are judge criteria is not run, in a run that does not judge them
 * (judge off, or no key): every trial would have no check evaluated, and a trial no check looked at
 * is not a pass (it would count toward the rate, and toward a baseline row a judged run then reads as
 * a drop). Undefined when it has a check of its own, or its criteria are judged (or fail: `required`).
 */
function notJudgedOnly(scenario: AgentScenario, options: AgentRunOptions): string | undefined {
  const spec = scenario.agent;
  const ownChecks =
    spec.expectedCalls.length +
    spec.forbiddenTools.length +
    (spec.maxCalls ? 1 : 0) +
    scenario.expectedContains.length +
    scenario.expectedNotContains.length;
  if (ownChecks > 0 || scenario.expectedJudge.length === 0 || options.judge.kind !== 'skip') return undefined;
  // The judge plan's reason, as a tool sequence's skipped criteria say it ("not judged: judge is off").
  const why = options.judge.reason.replace(/^not judged: /, '');
  return `no trial was run: its only checks are judge criteria (expected_judge), and they are not judged: ${why}`;
}
