/**
 * How a run's agent scenarios run, decided once per run before any server starts: replayed from
 * their recordings, recorded, run against the API, skipped visibly, or errored (`agent: required`
 * without a key).
 */
import type { AgentUsage, Scenario } from '../../model/index.js';
import { NO_KEY_REASON } from '../../checks/judge.js';
import { NO_CLOUD, providerOf, type NoProvider, type Provider } from '../../providers/choose.js';
import { shellWord } from '../../util/shell.js';
import { DEFAULT_AGENT_MODEL } from './defaults.js';
import {
  readRecordings,
  recordingLabel,
  recordingSource,
  replaySource,
  type ReadRecordings,
  type Recording,
} from './recording.js';
import { lazyAnthropicSource } from './source.js';
import { readBaseline, type AgentBaselineOptions, type BaselinePlan } from './baseline.js';
import { DEFAULT_BASELINE_RULE } from '../../stats/baseline.js';
import { emptyUsage, type AgentPlan, type ModelSource } from './types.js';
import type { ToolVariant } from './variants.js';
import type { JudgePlan } from '../../checks/judge.js';
import type { KindRunPlan } from '../kind.js';
import { noPriceForBudget, priceOf, type ModelPrices } from '../../providers/prices.js';

/** The settings the agent kind's messages name (keys of the settings table, config/settings.ts). */
export type AgentSettingName = 'agent' | 'agentReplay';

/** The bare name of each: what a message says when no face words it. */
const BARE_NAMES: Record<AgentSettingName, string> = { agent: 'agent', agentReplay: 'agent-replay' };

/** A setting given a value, in the face's words (`AgentSettings.settingName`), else `NAME: VALUE`. */
function settingSaid(options: PlanSettings, setting: AgentSettingName, value: string): string {
  return options.settingName?.(setting, value) ?? `${BARE_NAMES[setting]}: ${value}`;
}

/**
 * What the run's settings say of agent scenarios (and the judge's key, which they fall back on): the
 * part of the run's options (config/options.ts `RunOptions`) the agent kind reads.
 */
export interface AgentSettings {
  agent?: {
    mode: 'auto' | 'required' | 'off';
    model: string;
    /** `agent-models`: each agent scenario that names no model runs on each of these (one row each). */
    models?: readonly string[];
    apiKey?: string;
    /** The platform (`provider`); the Anthropic API with `apiKey` when absent. */
    provider?: Provider;
    /** Why there is no platform, when there is none. */
    unavailable?: Omit<NoProvider, 'provider'>;
    tokenBudget?: number;
    /** `agent-cost-budget` in USD; absent: no limit. */
    costBudgetUsd?: number;
    replay?: boolean;
    record?: boolean;
    /** One model request's timeout per attempt (`agent-timeout-ms`). */
    timeoutMs?: number;
    /** The server flags of this run, quoted for a shell: what `record-agent` advice must carry to start the same server. */
    serverFlags?: string;
    /** The agent baseline to check or record. */
    baseline?: AgentBaselineOptions;
    /** compare-variants: the wording of the tools the model is given, and every trial run (no early stop). */
    variant?: ToolVariant;
    allTrials?: true;
  };
  judge: { apiKey?: string; provider?: Provider; unavailable?: Omit<NoProvider, 'provider'> };
  /** `model-prices`: prices that win over the table's (providers/prices.ts). */
  modelPrices?: ModelPrices;
  /**
   * A setting given a value, as the face says it (`--agent auto` on the command line, `agent: auto`
   * in a workflow): the messages here name settings through it. Absent (options built in code): `NAME: VALUE`.
   */
  settingName?: (setting: AgentSettingName, value: string) => string;
  secrets: string[];
}

/** The settings as planning reads them: the platform the model is reached through, if any. */
type PlanSettings = AgentSettings & { provider?: Provider; unavailable: Omit<NoProvider, 'provider'> };

/** The agent kind's plan for a run: its part of the scenarios' options, its usage, its recordings. */
export type AgentRunPlan = KindRunPlan<{ timeoutMs: number; judge: JudgePlan; agent?: AgentPlan }, Recording>;

export async function planAgentRun(settings: AgentSettings, selected: Scenario[]): Promise<AgentRunPlan> {
  const provider = providerOf(settings.agent ?? {}) ?? providerOf(settings.judge);
  const unavailable = settings.agent?.unavailable ??
    settings.judge.unavailable ?? { reason: NO_KEY_REASON, missing: NO_KEY_REASON + NO_CLOUD };
  const options: PlanSettings = { ...settings, ...(provider && { provider }), unavailable };
  const recordings =
    options.agent?.replay || (!provider && options.agent?.mode !== 'off')
      ? await readRecordings(selected.filter((scenario) => scenario.kind === 'agent'))
      : undefined;
  const timeout = options.agent?.timeoutMs !== undefined ? { timeoutMs: options.agent.timeoutMs } : {};
  const recorder =
    options.agent?.record && provider
      ? recordingSource(lazyAnthropicSource({ provider, liveSecrets: options.secrets, ...timeout }), options.secrets)
      : undefined;
  const planned = withCostBudget(options, selected, planAgent(options, selected, recordings, recorder?.source));
  const agent =
    planned?.kind === 'run'
      ? {
          ...planned,
          ...(options.agent?.variant && { variant: options.agent.variant }),
          ...(options.agent?.allTrials && { allTrials: true as const }),
        }
      : planned;
  if (agent?.kind === 'run' && options.agent?.baseline) await withBaseline(agent, options.agent.baseline);
  return {
    options: { agent },
    planned(result) {
      if (agent) result.agent = agentUsageOf(options, agent);
    },
    ran(result) {
      // A replay's recorded replies are no model call: the run says it was replayed, never "N model calls".
      if (agent?.kind !== 'run' || !result.agent || agent.replay) return;
      result.agent.calls = agent.usage.calls;
      result.agent.tokens = { ...agent.usage.tokens };
      const { limit, used } = agent.budget;
      if (limit !== undefined && used > limit) result.agent.tokenBudgetExceededBy = used - limit;
    },
    ...(recorder && {
      kept(chosen, results) {
        // Never a recording from a failed API call: only scenarios whose every trial got its replies.
        return recorder.recordings().flatMap((recording) => {
          const scenario = chosen.find((s) => s.name === recording.scenario)!;
          const ranAs = results.find((s) => s.name === recording.scenario);
          const clean = ranAs?.agent?.trials.every((trial) => trial.status !== 'errored') ?? false;
          return clean ? [{ scenario, recording }] : [];
        });
      },
    }),
  };
}

/**
 * `agent-cost-budget` on a plan that calls the model: every model the selected agent scenarios run on
 * must have a price, else the plan fails before the first call (naming the model and `model-prices`).
 * A replay makes no call, so it needs none.
 */
function withCostBudget(
  options: PlanSettings,
  selected: Scenario[],
  plan: AgentPlan | undefined,
): AgentPlan | undefined {
  const limit = options.agent?.costBudgetUsd;
  if (limit === undefined || plan?.kind !== 'run' || plan.replay) return plan;
  const price = (model: string) => priceOf(model, 'anthropic', options.modelPrices);
  for (const scenario of selected) {
    if (scenario.kind !== 'agent' || scenario.skip !== undefined) continue;
    const model = scenario.agent.model ?? plan.model;
    if (price(model) === undefined) return { kind: 'fail', reason: noPriceForBudget('agent-cost-budget', model) };
  }
  return { ...plan, budget: { ...plan.budget, usd: { limit, spent: 0, price } } };
}

/**
 * The baseline, read once for the run: a file that cannot be read errors every agent scenario (a
 * comparison that did not run never passes), as does a named file that does not exist; the
 * default file is checked only when it exists. Recording reads nothing: the rows are written after.
 */
async function withBaseline(plan: Extract<AgentPlan, { kind: 'run' }>, options: AgentBaselineOptions): Promise<void> {
  const baseline = (rows: BaselinePlan['rows']): BaselinePlan => ({
    label: options.label,
    record: options.record === true,
    inconclusive: options.inconclusive,
    rows,
    rule: DEFAULT_BASELINE_RULE,
  });
  if (options.record) {
    plan.baseline = baseline([]);
    return;
  }
  let problem: string | undefined;
  try {
    const rows = await readBaseline(options.file, options.label);
    if (rows) plan.baseline = baseline(rows);
    else if (options.required)
      problem = `the agent baseline ${options.label} does not exist: \`npx mcp-scenario-eval record-baseline --baseline ${options.label}\` writes it`;
  } catch (error) {
    problem = (error as Error).message;
  }
  if (problem !== undefined) {
    const before = plan.error;
    plan.error = (scenario) => before?.(scenario) ?? problem;
  }
}

/** Starts the skip reason (or, under a forced replay, the error) of an agent scenario with no recording. */
const NO_RECORDING_REASON = 'no recording to replay';

/**
 * How agent scenarios run: `off` skips them; without a key, `auto` skips them visibly and `required`
 * errors each one (failing the run). Undefined when the selection holds no agent scenario.
 */
function planAgent(
  options: PlanSettings,
  selected: Scenario[],
  read: ReadRecordings | undefined,
  recorder: ModelSource | undefined,
): AgentPlan | undefined {
  if (!selected.some((scenario) => scenario.kind === 'agent' && scenario.skip === undefined)) return undefined;
  const mode = options.agent?.mode ?? 'auto';
  if (mode === 'off') return { kind: 'skip', reason: 'not run: agent is off' };
  const provider = options.provider;
  const model = options.agent?.model ?? DEFAULT_AGENT_MODEL;
  const budget = { limit: options.agent?.tokenBudget, used: 0 };
  // Replayed: forced, or without a key when recordings exist. A scenario without one is never a
  // pass: under a forced replay it is an error (replay was asked for and there is nothing to replay,
  // so the run fails); replayed only for want of a key, it is skipped with a notice saying how to
  // record it, as a run without a key and without recordings skips it.
  // A recording that exists and cannot be read counts as existing: its scenario is an error.
  const recordings = read?.found;
  const exists = read !== undefined && read.found.size + read.broken.size > 0;
  const forced = options.agent?.replay === true;
  if (read && recordings && (forced || (!provider && mode === 'auto' && exists))) {
    const missing = (scenario: { name: string }) => !recordings.has(scenario.name) && !read.broken.has(scenario.name);
    return {
      kind: 'run',
      replay: true,
      source: replaySource(recordings, options.secrets),
      model,
      budget,
      usage: { calls: 0, tokens: emptyUsage() },
      error: (scenario) =>
        read.broken.get(scenario.name) ??
        (forced && missing(scenario)
          ? forcedReplayMissing(scenario, settingSaid(options, 'agentReplay', 'true'), options.agent?.serverFlags)
          : undefined),
      skip: (scenario) =>
        missing(scenario) ? `${NO_RECORDING_REASON}: ${recordAdvice(scenario, options.agent?.serverFlags)}` : undefined,
    };
  }
  if (recorder) return { kind: 'run', source: recorder, model, budget, usage: { calls: 0, tokens: emptyUsage() } };
  if (!provider) {
    return mode === 'required'
      ? {
          kind: 'fail',
          reason: `agent scenarios are required, but ${options.unavailable.missing}: set the secret or use ${settingSaid(options, 'agent', 'auto')}`,
        }
      : {
          kind: 'skip',
          reason: `agent scenario not run: ${options.unavailable.reason}`,
          advice: (scenario) => recordAdvice(scenario, options.agent?.serverFlags),
        };
  }
  return {
    kind: 'run',
    source: lazyAnthropicSource({
      provider,
      liveSecrets: options.secrets,
      ...(options.agent?.timeoutMs !== undefined && { timeoutMs: options.agent.timeoutMs }),
    }),
    model: options.agent?.model ?? DEFAULT_AGENT_MODEL,
    budget: { limit: options.agent?.tokenBudget, used: 0 },
    usage: { calls: 0, tokens: emptyUsage() },
  };
}

/**
 * The command that records a scenario for replay, with its file as the workspace names it and the
 * run's server flags (so it records against the same server): what a scenario with no recording
 * says when it is run without a key.
 */
export function recordAdvice(scenario: { position: { file: string } }, serverFlags?: string): string {
  const command = ['npx mcp-scenario-eval record-agent', shellWord(scenario.position.file), serverFlags]
    .filter(Boolean)
    .join(' ');
  return `\`${command}\` (with ANTHROPIC_API_KEY, or Bedrock/Vertex credentials: --provider) records it for replay without a key`;
}

/**
 * Why a scenario errors under `agent-replay` (`replay`: the setting as the face words it) when its
 * recording does not exist: the recording it looked for, as the reports name it, and the command
 * that makes it.
 */
function forcedReplayMissing(
  scenario: { name: string; position: { file: string } },
  replay: string,
  serverFlags?: string,
): string {
  return (
    `${NO_RECORDING_REASON}: replay was asked for (${replay}) ` +
    `and ${recordingLabel(scenario)} does not exist; ${recordAdvice(scenario, serverFlags)}`
  );
}

function agentUsageOf(options: PlanSettings, plan: AgentPlan): AgentUsage {
  return {
    mode: options.agent?.mode ?? 'auto',
    model: options.agent?.model ?? DEFAULT_AGENT_MODEL,
    ...(plan.kind === 'skip' && { skippedBecause: plan.reason }),
    ...(plan.kind === 'run' && plan.replay && { replayed: true as const }),
    ...(options.agent?.tokenBudget !== undefined && { tokenBudget: options.agent.tokenBudget }),
    ...(options.agent?.costBudgetUsd !== undefined && { costBudgetUsd: options.agent.costBudgetUsd }),
    calls: 0,
    tokens: emptyUsage(),
  };
}
