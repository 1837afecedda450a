import { createJudge } from '../judge/index.js';
import path from 'node:path';
import type { Recording } from '../kinds/agent/recording.js';
import { NO_KEY_REASON } from '../checks/judge.js';
import type { JudgeUsage, RunLint, RunMode, RunResult, Scenario, ScenarioResult } from '../model/index.js';
import { IN_PROCESS_SETTLE_MS } from '../model/limits.js';
import type { RunOptions } from '../config/options.js';
import { describeTarget, sessionFactory, type RunSessionFactory } from '../mcp/index.js';
import { redactDeep } from '../secrets/redact.js';
import type { ScenarioRunOptions, ScenariosRun } from './schedule.js';
import { loadSuite, selectScenarios } from '../scenario/index.js';
import { checkRunSnapshot } from '../server-tools/snapshot/run-check.js';
import type { SessionFactory } from '../mcp/session.js';
import { messageOf } from '../util/message.js';

export interface RunHooks {
  /** Called as each scenario finishes, for progress output. */
  onResult?: (result: ScenarioResult) => void;
  /** With `agent.record`: the recordings of the scenarios whose every trial got its replies (scrubbed of secrets). */
  onRecordings?: (recordings: { scenario: Scenario; recording: Recording }[]) => Promise<void> | void;
  /** Called once the scenarios to run are known, before the first starts: for a progress count. */
  onStart?: (scenarioCount: number) => void;
}

/**
 * The whole run: find and validate every scenario file (starting no server if one is invalid),
 * select, run, judge, and return one result model with every secret scrubbed.
 */
export async function runSuite(options: RunOptions, hooks: RunHooks = {}): Promise<RunResult> {
  const started = performance.now();
  const mode: RunMode = options.server.kind === 'http' ? 'live' : 'stub';
  const judgeUsage: JudgeUsage = {
    mode: options.judge.mode,
    model: options.judge.model,
    calls: 0,
    inputTokens: 0,
    outputTokens: 0,
  };
  const result: RunResult = {
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
    judge: judgeUsage,
  };

  const factory = sessionFactory(options);
  try {
    await runLoadedSuite(options, hooks, result, factory);
  } finally {
    await factory.dispose();
  }
  result.durationMs = performance.now() - started;
  return redactDeep(result, options.secrets);
}

async function runLoadedSuite(
  options: RunOptions,
  hooks: RunHooks,
  result: RunResult,
  factory: RunSessionFactory,
): Promise<void> {
  const mode = result.mode;
  const judgeUsage = result.judge;
  const suite = await loadSuite(options.scenarioGlobs, options.workspace);
  result.fileErrors = suite.errors;
  result.unmatchedGlobs = suite.unmatchedGlobs;
  if (suite.errors.length === 0) {
    const selection = selectScenarios(suite.scenarios, { mode, filter: options.filter, shard: options.shard });
    const lint = options.lint && options.lint !== 'off' ? options.lint : undefined;
    // No server starts before every file is valid and there is something to run; from then on the
    // server boots while the kinds, the scheduler, the MCP SDK and Ajv load (lint, or the snapshot check when its
    // file exists, takes it first). Not for the snapshot check alone: it may have no file to check.
    if (selection.selected.length > 0 || lint) await factory.startEarly();
    if (lint) result.lint = await lintServer(options, lint, factory);
    result.notLive = selection.notLive;
    result.deselected = selection.deselected;
    if (options.toolsSnapshot) result.toolsSnapshot = await checkRunSnapshot(options.toolsSnapshot, factory, options);
    hooks.onStart?.(selection.selected.length);
    if (selection.selected.length > 0) {
      const judge = planJudge(options);
      const hasCriteria = selection.selected.some((s) => s.skip === undefined && s.expectedJudge.length > 0);
      if (judge.kind === 'skip' && hasCriteria) judgeUsage.skippedBecause = judge.reason;
      if (judge.kind === 'fail') judgeUsage.failedBecause = judge.reason;
      // Loaded once there is something to run: the kinds bring their schemas and runners.
      const [{ planKinds }, { toolCoverage }] = await Promise.all([
        import('../kinds/index.js'),
        import('./coverage.js'),
      ]);
      const { agent, agentUsage, recorder } = await planKinds(
        {
          agent: options.agent,
          judgeApiKey: options.judge.apiKey,
          secrets: options.secrets,
        },
        selection.selected,
      );
      if (agentUsage) result.agent = agentUsage;
      // Loaded here, not at the top: a run with nothing to run never loads the scheduler and the leases.
      const [{ runScenarios }, { perScenarioSessions, sharedSession }] = await Promise.all([
        import('./schedule.js'),
        import('../mcp/leases.js'),
      ]);
      const sessions = options.isolation === 'suite' ? sharedSession(factory) : perScenarioSessions(factory);
      // An in-process server can end or crash this process: guarded for the run (see InProcessGuard).
      const guard =
        options.server.kind === 'module'
          ? new (await import('../mcp/in-process-guard.js')).InProcessGuard(options.server.modulePath)
          : undefined;
      guard?.install();
      let ran: ScenariosRun;
      try {
        ran = await runScenarios(selection.selected, sessions, {
          timeoutMs: options.timeoutMs,
          concurrency: options.concurrency,
          runTimeLimitMs: options.runTimeLimitMs,
          onResult: hooks.onResult && ((scenario) => hooks.onResult!(redactDeep(scenario, options.secrets))),
          around: guard && ((scenario, work) => guard.run(scenario, work)),
          judge,
          secrets: options.secrets,
          agent,
        });
        // What the module set off late (a timer after its last answer) still lands in this run.
        if (guard) await new Promise((resolve) => setTimeout(resolve, IN_PROCESS_SETTLE_MS));
      } finally {
        guard?.uninstall();
      }
      result.scenarios = guard ? guard.settle(ran.scenarios) : ran.scenarios;
      if (recorder && hooks.onRecordings) {
        // Never a recording from a failed API call: only scenarios whose every trial got its replies.
        const complete = recorder.recordings().flatMap((recording) => {
          const scenario = selection.selected.find((s) => s.name === recording.scenario)!;
          const ranAs = ran.scenarios.find((s) => s.name === recording.scenario);
          const clean = ranAs?.agent?.trials.every((trial) => trial.status !== 'errored') ?? false;
          return clean ? [{ scenario, recording }] : [];
        });
        await hooks.onRecordings(complete);
      }
      if (ran.serverError) result.serverError = ran.serverError;
      if (ran.serverTools) result.coverage = toolCoverage(ran.serverTools, selection.selected);
      if (judge.kind === 'judge') Object.assign(judgeUsage, judge.judge.usage());
      if (agent?.kind === 'run' && result.agent) {
        result.agent.calls = agent.usage.calls;
        result.agent.tokens = { ...agent.usage.tokens };
      }
    }
  }
}

/**
 * `lint: warn|error`: the server's tool list, linted on a session of its own before the scenarios,
 * with the workspace's suppressions file. A lint that cannot be done says why (and under `error`
 * fails the run: a check that never ran is never a pass).
 */
async function lintServer(options: RunOptions, mode: 'warn' | 'error', factory: SessionFactory): Promise<RunLint> {
  // Loaded only when asked for: a run without lint does not pay for the rules.
  const lint = await import('../server-tools/lint/index.js');
  let suppressions;
  try {
    suppressions = await lint.loadSuppressions(path.join(options.workspace, lint.SUPPRESSIONS_FILE));
  } catch (error) {
    return { mode, error: messageOf(error) };
  }
  let session;
  try {
    session = await factory.open();
  } catch (error) {
    return { mode, error: `the server could not be started to lint its tool list: ${messageOf(error)}` };
  }
  try {
    const tools = await lint.listRawTools(session.client, options.timeoutMs);
    const report = await lint.lintToolList(tools, {
      target: describeTarget(options),
      skip: new Set(),
      suppressions,
      tokens: { apiKey: options.judge.apiKey, model: options.judge.model, timeoutMs: options.timeoutMs },
    });
    return { mode, report };
  } catch (error) {
    return { mode, error: `the server did not list its tools for lint: ${session.explain(error)}` };
  } finally {
    await session.close().catch(() => undefined);
  }
}

export { NO_KEY_REASON } from '../checks/judge.js';

/** `off` never calls; without a key, `auto` skips visibly and `required` fails every criterion and the run. */
function planJudge(options: RunOptions): ScenarioRunOptions['judge'] {
  const { mode, apiKey, model, concurrency } = options.judge;
  if (mode === 'off') return { kind: 'skip', reason: 'not judged: judge is off' };
  if (!apiKey) {
    return mode === 'required'
      ? {
          kind: 'fail',
          reason: `judge is required, but ${NO_KEY_REASON}: set the secret or use ${options.judge.autoSetting ?? 'judge: auto'}`,
        }
      : { kind: 'skip', reason: NO_KEY_REASON };
  }
  return { kind: 'judge', judge: createJudge({ apiKey, model, concurrency, secrets: options.secrets }) };
}

export type { RunOptions } from '../config/options.js';
export { describeTarget, sessionFactory, type RunSessionFactory } from '../mcp/index.js';
export * from '../model/index.js';
