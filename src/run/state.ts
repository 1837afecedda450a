/**
 * What the stages of a run (run/index.ts lists them) share: the options, the hooks, the result
 * being filled, and what each stage found for the next (the selection, the server's sessions, the
 * plans, each era's results). Each stage reads what it needs and sets what it decides.
 */
import type { JudgeUsage, RunMode, RunResult, Scenario, ScenarioResult } from '../model/index.js';
import type { RunOptions } from '../config/options.js';
import { describeTarget, type RunSessionFactory } from '../mcp/index.js';
import type { SessionFactory } from '../mcp/session.js';
import type { SessionLease } from '../mcp/leases.js';
import type { Era } from '../mcp/era.js';
import type { ProbedServer } from '../mcp/probe.js';
import type { KindKept, KindsPlan } from '../kinds/index.js';
import type { selectScenarios } from '../scenario/index.js';
import type { Reached, ScenarioRunOptions, ScenariosRun } from './schedule.js';
import type { InProcessGuard } from '../mcp/in-process-guard.js';

export interface RunHooks {
  /** Called as each scenario finishes, for progress output. */
  onResult?: (result: ScenarioResult) => void;
  /** With `agent.record`: the recordings of the scenarios whose every trial got its replies (scrubbed of secrets). */
  onRecordings?: (recordings: KindKept[]) => Promise<void> | void;
  /** Called once the scenarios to run are known, before the first starts: for a progress count. */
  onStart?: (scenarioCount: number) => void;
}

/** One era's run: the scenarios it ran and their results. */
export interface EraRunDone {
  era: Era;
  revision: string;
  scenarios: Scenario[];
  ran: ScenariosRun;
}

export interface RunState {
  options: RunOptions;
  hooks: RunHooks;
  result: RunResult & { judge: JudgeUsage };
  /** The server's sessions as the run was configured (started early once there is something to run). */
  factory: RunSessionFactory;
  /** Every scenario of the files (set by `load`). */
  loaded?: Scenario[];
  /** What selection kept, and why the rest was left out (set by `select`). */
  selection?: ReturnType<typeof selectScenarios>;
  /** A selected scenario shares roots (`roots:`): the run's client offers them. */
  roots?: boolean;
  /** `lint: warn|error`, when asked for. */
  lint?: 'warn' | 'error';
  /** `annotations: warn|error`, when asked for. */
  annotations?: 'warn' | 'error';
  /** The sessions the scenarios open: pinned to the era found, offering roots when a scenario shares some. */
  sessions?: SessionFactory;
  /** The server probed once, its eras (absent when nothing runs). */
  probed?: ProbedServer;
  /** The judge, or why criteria are not judged (set by `plan`). */
  judge?: ScenarioRunOptions['judge'];
  /** Every kind's plan (set by `plan`). */
  kinds?: KindsPlan;
  /** An in-process server's guard, for the scenarios' time (a `module` server). */
  guard?: InProcessGuard;
  /** Each era's run, newest first; the last run's results when no era was found. */
  eras: EraRunDone[];
  last?: ScenariosRun;
  /** Every request sent in any era, as it was sent: a call cut short by a stop still counts. */
  reached: Reached;
  leases: SessionLease[];
  /** Several eras run: each scenario is reported once every era ran it. */
  several: boolean;
  /** `performance.now()` when the first scenario started. */
  scenariosStarted: number;
}

/** A fresh run's state: the result says what will run against what, and nothing has run yet. */
export function newRunState(options: RunOptions, hooks: RunHooks, factory: RunSessionFactory): RunState {
  const mode: RunMode = options.server.kind === 'http' ? 'live' : 'stub';
  const judge: JudgeUsage = {
    mode: options.judge.mode,
    model: options.judge.model,
    calls: 0,
    inputTokens: 0,
    outputTokens: 0,
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
    ...(options.judge.costBudgetUsd !== undefined && { costBudgetUsd: options.judge.costBudgetUsd }),
  };
  return {
    options,
    hooks,
    factory,
    result: {
      mode,
      target: describeTarget(options),
      isolation: options.isolation,
      startedAt: new Date().toISOString(),
      durationMs: 0,
      scenarios: [],
      fileErrors: [],
      unmatchedGlobs: [],
      notLive: 0,
      deselected: 0,
      judge,
    },
    eras: [],
    reached: { tools: new Set(), resources: new Set(), prompts: new Set() },
    leases: [],
    several: false,
    scenariosStarted: 0,
  };
}
