/**
 * The registry of scenario kinds: one entry each. Adding a kind is one new room under kinds/, its
 * entry in KINDS and its keys in KIND_KEYS here, and its member of the `Scenario` union in model/
 * (the compiler then asks for nothing else); the loader, the scheduler, the run's stages (select:
 * `expand`; plan: `plan`, which also folds the kind's usage into the result; coverage: `named`,
 * `reached`) take every kind-specific decision from the entry, and run/ names no kind.
 */
import type { Named, RunResult, Scenario, ScenarioFileError, ScenarioResult } from '../model/index.js';
import type { Built, DocumentPositions } from './positions.js';
import { agentKind } from './agent/kind.js';
import type { AgentSettings } from './agent/plan.js';
import type { Recording } from './agent/recording.js';
import type { AgentPlan } from './agent/types.js';
import type { BaseRunOptions, KindRunPlan, NestedKeys, ScenarioKind } from './kind.js';
import { toolSequenceKind } from './tool-sequence/index.js';

export type {
  BaseRunOptions,
  KindContext,
  KindGate,
  KindRunPlan,
  NestedKeys,
  ReachedKind,
  ScenarioKind,
  ServerLists,
} from './kind.js';
export type { Built, DocumentPath, DocumentPositions } from './positions.js';
export { pathLabel } from './positions.js';
/** What a step names (a tool, a resource URI, a prompt), for coverage's matching of step results. */
export { namedByStep } from './tool-sequence/steps/index.js';

/** The settings a run hands every kind: the base, and each kind's own plan. */
export interface ScenarioRunOptions extends BaseRunOptions {
  /** How agent scenarios (`prompt:`) are run, skipped or failed; absent: the run has none. */
  agent?: AgentPlan;
}

/**
 * What the run's settings say to the kinds (agent scenarios read theirs, and the judge's key): the
 * part of the run's options (config/options.ts `RunOptions`, a room above) the kinds read.
 */
export type KindSettings = AgentSettings & {
  /** compare-variants: the run is of agent scenarios alone (the others do not depend on the tools' wording). */
  onlyAgent?: true;
};

/** What a run keeps of a kind's work for its caller: a scenario's recording (`record-agent`). */
export interface KindKept {
  scenario: Scenario;
  recording: Recording;
}

const KINDS: {
  [K in Scenario['kind']]: ScenarioKind<Extract<Scenario, { kind: K }>, ScenarioRunOptions, KindSettings>;
} = {
  'tool-sequence': toolSequenceKind,
  agent: agentKind,
};

/** Every kind's own keys, in the registry's order: the scenario schema puts them between the common keys. */
export const KIND_KEYS = { ...toolSequenceKind.keys, ...agentKind.keys };

const ALL_KINDS = Object.values(KINDS) as ScenarioKind<Scenario, ScenarioRunOptions, KindSettings>[];

/** Every kind's nested keys (a step, a root, an elicitation answer…) by key name. */
const NESTED_KEYS = new Map(ALL_KINDS.flatMap((kind) => Object.entries(kind.nested ?? {})));

/** The keys of the mapping under `key` (and its shapes in words), as the kind that has it registers them. */
export function nestedKeys(key: string): NestedKeys | undefined {
  return NESTED_KEYS.get(key);
}

/** Each kind's keys that make a scenario that kind, and its other keys: worked out once, not per document. */
const KIND_KEY_SETS = new Map(
  ALL_KINDS.map((kind) => {
    const own = [kind.key, ...(kind.alsoKeys ?? [])];
    return [kind, { own, others: Object.keys(kind.keys).filter((key) => !own.includes(key)) }];
  }),
);

/**
 * The scenario of a document the schema accepted: the kind whose key it has builds it. A document
 * needs exactly one kind's key, and no key of another kind.
 */
export function buildScenario(document: Record<string, unknown>, at: DocumentPositions): Built {
  const keysOf = (kind: ScenarioKind<Scenario, ScenarioRunOptions, KindSettings>) => KIND_KEY_SETS.get(kind)!.own;
  const present = ALL_KINDS.filter((kind) => keysOf(kind).some((key) => document[key] !== undefined));
  if (present.length === 0) {
    return {
      errors: [
        {
          position: at.root,
          message:
            'missing required key `tool_sequence` in the scenario: give the calls to make as `tool_sequence`, ' +
            "or a `prompt` for an agent scenario (the model chooses the calls), or `prompt_from` to take the agent's request from a server prompt",
        },
      ],
    };
  }
  if (present.length > 1) {
    return {
      errors: [
        {
          position: at.keyOf(
            [],
            keysOf(present[1]!).find((key) => document[key] !== undefined)!,
          ),
          message:
            'a scenario has `tool_sequence` (fixed calls) or `prompt`/`prompt_from` (an agent scenario, where the model chooses the calls), ' +
            'never both: remove one of them, or split it into two scenarios',
        },
      ],
    };
  }
  const kind = present[0]!;
  const stray = ALL_KINDS.filter((other) => other !== kind).flatMap((other) =>
    KIND_KEY_SETS.get(other)!
      .others.filter((key) => document[key] !== undefined)
      .map((key) => ({
        position: at.keyOf([], key),
        message:
          `\`${key}\` is a key of ${other.called.many} (with \`${other.key}:\`), but this scenario has \`${kind.key}\`: ` +
          `remove it, or make this ${other.called.one} by replacing ${kind.key} with a ${other.key}`,
      })),
  );
  if (stray.length > 0) return { errors: stray };
  return kind.build(document as never, at);
}

/** What each kind still finds in a document the schema refused. */
export function lenientErrors(input: unknown, at: DocumentPositions): ScenarioFileError[] {
  return ALL_KINDS.flatMap((kind) => kind.lenientErrors?.(input, at) ?? []);
}

export function kindOf<S extends Scenario>(scenario: S): ScenarioKind<S, ScenarioRunOptions, KindSettings> {
  return KINDS[scenario.kind] as unknown as ScenarioKind<S, ScenarioRunOptions, KindSettings>;
}

/**
 * Under `protocol: both`, why `scenario` runs in one era only (the newest the server serves), with
 * its kind's name (`agent scenarios`); undefined when it runs in each era, its results compared.
 */
export function oneEraOnly(scenario: Scenario): { kinds: string; because: string } | undefined {
  const kind = kindOf(scenario);
  return kind.oneEraBecause === undefined ? undefined : { kinds: kind.called.many, because: kind.oneEraBecause };
}

/** What a scenario touches on the server, for coverage. */
export function namedBy(scenario: Scenario): Named {
  return kindOf(scenario).named(scenario);
}

/** What a scenario's result shows reached the server beyond its steps' results, as its kind reads it (coverage). */
export function reachedBy(scenario: Scenario, result: ScenarioResult): Named | undefined {
  return kindOf(scenario).reached?.(scenario, result);
}

/**
 * The scenarios a run of these settings runs at all: compare-variants runs the agent scenarios alone
 * (the others do not depend on the tools' wording).
 */
export function runnable(scenarios: Scenario[], settings: KindSettings): Scenario[] {
  return settings.onlyAgent ? scenarios.filter((scenario) => scenario.kind === 'agent') : scenarios;
}

/** The selected scenarios as rows of this run: each kind expands its own (an agent scenario on several models). */
export function expandSelected(selected: Scenario[], settings: KindSettings): Scenario[] {
  return selected.flatMap((scenario) => kindOf(scenario).expand?.(scenario, settings) ?? [scenario]);
}

/** Whether a scenario shares roots when the server asks (`roots:`): the run's client then offers them. */
export function sharesRoots(scenario: Scenario): boolean {
  return 'roots' in scenario && scenario.roots !== undefined;
}

/** Every kind's plan for this run, as one: the options they add, and what they fold into the result. */
export interface KindsPlan {
  options: Partial<ScenarioRunOptions>;
  planned(result: RunResult): void;
  ran(result: RunResult): void;
  /** Undefined when no kind keeps anything in this run (it records nothing). */
  kept?(selected: Scenario[], results: ScenarioResult[]): KindKept[];
}

/**
 * Each kind's plan for this run, decided once before any server starts (keys, replay, record): the
 * kinds with a `plan` in the registry make theirs (agent scenarios: kinds/agent/plan.ts).
 */
export async function planKinds(settings: KindSettings, selected: Scenario[]): Promise<KindsPlan> {
  const plans = (await Promise.all(ALL_KINDS.map((kind) => kind.plan?.(settings, selected)))).filter(
    (plan): plan is KindRunPlan<ScenarioRunOptions, Recording> => plan !== undefined,
  );
  const keeping = plans.filter((plan) => plan.kept !== undefined);
  return {
    options: Object.assign({}, ...plans.map((plan) => plan.options)) as Partial<ScenarioRunOptions>,
    planned: (result) => plans.forEach((plan) => plan.planned?.(result)),
    ran: (result) => plans.forEach((plan) => plan.ran?.(result)),
    ...(keeping.length > 0 && {
      kept: (chosen, results) => keeping.flatMap((plan) => plan.kept!(chosen, results)),
    }),
  };
}
