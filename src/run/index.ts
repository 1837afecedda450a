import { createJudge } from '../judge/index.js';
import path from 'node:path';
import type { Recording } from '../kinds/agent/recording.js';
import { NO_KEY_REASON } from '../checks/judge.js';
import type { JudgeUsage, RunLint, RunMode, RunProtocol, RunResult, Scenario, ScenarioResult } from '../model/index.js';
import { IN_PROCESS_SETTLE_MS, STARTUP_NOTICE_MIN_SESSIONS, STARTUP_NOTICE_SHARE } from '../model/limits.js';
import type { RunOptions } from '../config/options.js';
import { describeTarget, sessionFactory, type RunSessionFactory } from '../mcp/index.js';
import { redactDeep } from '../secrets/redact.js';
import type { Reached, ScenarioRunOptions, ScenariosRun } from './schedule.js';
import { loadSuite, selectScenarios } from '../scenario/index.js';
import { expandModels } from '../kinds/agent/models.js';
import { checkRunSnapshot } from '../server-tools/snapshot/run-check.js';
import type { SessionFactory } from '../mcp/session.js';
import type { SessionLease } from '../mcp/leases.js';
import { messageOf } from '../util/message.js';
import type { Era, ProtocolSetting } from '../mcp/era.js';
import type { ProbedServer } from '../mcp/probe.js';

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
  const suite = await loadSuite(options.scenarioGlobs, options.workspace);
  result.fileErrors = suite.errors;
  result.unmatchedGlobs = suite.unmatchedGlobs;
  if (suite.errors.length === 0) {
    // compare-variants runs the agent scenarios alone: the others do not depend on the tools' wording.
    const scenarios = options.onlyAgent ? suite.scenarios.filter((s) => s.kind === 'agent') : suite.scenarios;
    const picked = selectScenarios(scenarios, { mode, filter: options.filter, shard: options.shard });
    // An agent scenario on several models is one row per model from here on.
    const selection = { ...picked, selected: expandModels(picked.selected, options.agent?.models) };
    const lint = options.lint && options.lint !== 'off' ? options.lint : undefined;
    // No server starts before every file is valid and there is something to run; from then on the
    // server boots while the kinds, the scheduler, the MCP SDK and Ajv load (lint, or the snapshot check when its
    // file exists, takes it first). Not for the snapshot check alone: it may have no file to check.
    if (selection.selected.length > 0 || lint) await factory.startEarly();
    const sessions = offeringRoots(
      factory,
      options.protocol ?? 'auto',
      selection.selected.some((scenario) => scenario.kind === 'tool-sequence' && scenario.roots !== undefined),
    );
    // The era is found once, on the first session, and every later session is pinned to it.
    const probed =
      selection.selected.length > 0 || lint
        ? await (
            await import('../mcp/probe.js')
          ).probeServer(sessions, options.protocol ?? 'auto', options.discoverProbeTimeoutMs)
        : undefined;
    if (probed?.report) result.protocol = runProtocol(options.protocol ?? 'auto', probed);
    try {
      await runProbed(options, hooks, result, selection, lint, probed?.sessions() ?? sessions, probed);
    } finally {
      await probed?.dispose();
    }
  }
}

/** The run's sessions, offering roots when a selected scenario shares some (`ROOTS_CAPABILITY`). */
function offeringRoots(factory: SessionFactory, protocol: ProtocolSetting, roots: boolean): SessionFactory {
  if (!roots) return factory;
  return { open: (plan) => factory.open({ ...(plan ?? { protocol }), roots }) };
}

async function runProbed(
  options: RunOptions,
  hooks: RunHooks,
  result: RunResult,
  selection: ReturnType<typeof selectScenarios>,
  lint: 'warn' | 'error' | undefined,
  factory: SessionFactory,
  probed: ProbedServer | undefined,
): Promise<void> {
  const judgeUsage = result.judge;
  if (lint) result.lint = await lintServer(options, lint, factory);
  result.notLive = selection.notLive;
  result.deselected = selection.deselected;
  if (selection.emptyShard) {
    const { shard, others } = selection.emptyShard;
    result.emptyShard = { shard: `${shard.index}/${shard.count}`, others };
  }
  if (options.toolsSnapshot) result.toolsSnapshot = await checkRunSnapshot(options.toolsSnapshot, factory, options);
  hooks.onStart?.(selection.selected.length);
  if (selection.selected.length > 0) {
    const judge = planJudge(options);
    const hasCriteria = selection.selected.some((s) => s.skip === undefined && s.expectedJudge.length > 0);
    if (judge.kind === 'skip' && hasCriteria) judgeUsage.skippedBecause = judge.reason;
    if (judge.kind === 'fail') judgeUsage.failedBecause = judge.reason;
    // Loaded once there is something to run: the kinds bring their schemas and runners.
    const [{ planKinds, oneEraOnly }, { toolCoverage }] = await Promise.all([
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
    // An in-process server can end or crash this process: guarded for the run (see InProcessGuard).
    const guard =
      options.server.kind === 'module'
        ? new (await import('../mcp/in-process-guard.js')).InProcessGuard(options.server.modulePath)
        : undefined;
    guard?.install();
    // One run per era: the era found, or under `protocol: both` each era the server serves, the
    // newest first: it runs every scenario, and each later era only those whose kind compares eras
    // (an agent scenario's trials are random: run twice, they would fail one era or the other by chance).
    const several = probed !== undefined && probed.eras.length > 1;
    const eraRuns = several ? await import('./eras.js') : undefined;
    const eras = probed && probed.eras.length > 0 ? (eraRuns?.newestFirst(probed.eras) ?? probed.eras) : [undefined];
    const runs: { era: Era; revision: string; scenarios: Scenario[]; ran: ScenariosRun }[] = [];
    // Every request sent in any era, as it was sent: a call cut short by a stop still counts.
    const reached: Reached = { tools: new Set(), resources: new Set(), prompts: new Set() };
    let ran!: ScenariosRun;
    const leases: SessionLease[] = [];
    const scenariosStarted = performance.now();
    try {
      for (const [index, era] of eras.entries()) {
        const scenarios =
          index === 0 ? selection.selected : selection.selected.filter((scenario) => !oneEraOnly(scenario));
        if (scenarios.length === 0) continue;
        const eraFactory = probed ? probed.sessions(era) : factory;
        const sessions = options.isolation === 'suite' ? sharedSession(eraFactory) : perScenarioSessions(eraFactory);
        leases.push(sessions);
        ran = await runScenarios(scenarios, sessions, {
          timeoutMs: options.timeoutMs,
          concurrency: options.concurrency,
          runTimeLimitMs: options.runTimeLimitMs,
          signal: options.signal,
          // With several eras, a scenario is reported once, when every era has run it.
          onResult:
            hooks.onResult && !several
              ? (scenario) => hooks.onResult!(redactDeep(scenario, options.secrets))
              : undefined,
          around: guard && ((scenario, work) => guard.run(scenario, work)),
          judge,
          secrets: options.secrets,
          agent,
          reached,
        });
        if (era) runs.push({ era, revision: probed!.revisions.get(era) ?? era, scenarios, ran });
        if (ran.serverError || options.signal?.aborted) break;
      }
      // What the module set off late (a timer after its last answer) still lands in this run.
      if (guard) await new Promise((resolve) => setTimeout(resolve, IN_PROCESS_SETTLE_MS));
    } finally {
      guard?.uninstall();
    }
    const settled = (scenarios: ScenarioResult[]) => (guard ? guard.settle(scenarios) : scenarios);
    // Merged once the newest era ran them all; a run stopped in it has that era's results alone.
    if (eraRuns && runs.length > 1) {
      result.scenarios = eraRuns.mergeEraRuns(
        selection.selected,
        runs.map((run) => ({
          era: run.era,
          revision: run.revision,
          ran: run.scenarios,
          scenarios: settled(run.ran.scenarios),
        })),
      );
      for (const scenario of result.scenarios) hooks.onResult?.(redactDeep(scenario, options.secrets));
    } else {
      const first = runs[0];
      result.scenarios = settled(first?.ran.scenarios ?? ran.scenarios);
      if (several) for (const scenario of result.scenarios) hooks.onResult?.(redactDeep(scenario, options.secrets));
      const revision = first?.revision;
      if (revision) for (const scenario of result.scenarios) if (!scenario.notRun) scenario.revision = revision;
    }
    const oneEra = eraRuns && runs[0] && eraRuns.oneEraNotice(runs[0], result.scenarios, oneEraOnly);
    if (oneEra && result.protocol) result.protocol.oneEra = oneEra;
    if (recorder && hooks.onRecordings) {
      // Never a recording from a failed API call: only scenarios whose every trial got its replies.
      const complete = recorder.recordings().flatMap((recording) => {
        const scenario = selection.selected.find((s) => s.name === recording.scenario)!;
        const ranAs = result.scenarios.find((s) => s.name === recording.scenario);
        const clean = ranAs?.agent?.trials.every((trial) => trial.status !== 'errored') ?? false;
        return clean ? [{ scenario, recording }] : [];
      });
      await hooks.onRecordings(complete);
    }
    if (ran.serverError) result.serverError = ran.serverError;
    const dominated = startupDominated(leases, performance.now() - scenariosStarted);
    if (dominated && options.isolation !== 'suite') result.startupDominated = dominated;
    if (ran.serverTools)
      result.coverage = toolCoverage(ran.serverTools, selection.selected, result.scenarios, ran.serverOthers, reached);
    if (judge.kind === 'judge') Object.assign(judgeUsage, judge.judge.usage());
    // A replay's recorded replies are no model call: the run says it was replayed, never "N model calls".
    if (agent?.kind === 'run' && result.agent && !agent.replay) {
      result.agent.calls = agent.usage.calls;
      result.agent.tokens = { ...agent.usage.tokens };
      const { limit, used } = agent.budget;
      if (limit !== undefined && used > limit) result.agent.tokenBudgetExceededBy = used - limit;
    }
  }
}

/**
 * `lint: warn|error`: the server's tool list and the rest of what it offers a model (prompts,
 * resources, resource templates, instructions), linted on a session of its own before the scenarios
 * with the rules the `lint` command applies (the poisoning rules among them), and the workspace's
 * suppressions file. A lint that cannot be done says why (and under `error` fails the run: a check
 * that never ran is never a pass).
 */
async function lintServer(options: RunOptions, mode: 'warn' | 'error', factory: SessionFactory): Promise<RunLint> {
  // Loaded only when asked for: a run without lint does not pay for the rules.
  const lint = await import('../server-tools/lint/index.js');
  let suppressions;
  try {
    suppressions = await lint.loadSuppressions(path.join(options.workspace, lint.SUPPRESSIONS_FILE), {
      cwd: options.workspace,
    });
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
    let tools;
    try {
      tools = await lint.listRawTools(session.client, options.timeoutMs);
    } catch (error) {
      return { mode, error: `the server did not list its tools for lint: ${session.explain(error)}` };
    }
    // Only the lists the server declares are read (no `prompts` capability: no prompts/list).
    const { listServerSurface } = await import('../mcp/surface.js');
    let surface;
    try {
      surface = await listServerSurface(session.client, options.timeoutMs);
    } catch (error) {
      return {
        mode,
        error: `the server did not list its prompts, resources and resource templates for lint: ${session.explain(error)}`,
      };
    }
    const report = await lint.lintToolList(tools, {
      target: describeTarget(options),
      surface,
      skip: new Set(),
      suppressions,
      tokens: { apiKey: options.judge.apiKey, model: options.judge.model, timeoutMs: options.timeoutMs },
    });
    return { mode, report };
  } catch (error) {
    return { mode, error: `the lint of the server's definitions could not be done: ${messageOf(error)}` };
  } finally {
    await session.close().catch(() => undefined);
  }
}

/** What the run spoke, for every report. */
function runProtocol(setting: ProtocolSetting, probed: ProbedServer): RunProtocol | undefined {
  const report = probed.report;
  if (!report) return undefined;
  const protocol: RunProtocol = {
    setting,
    era: report.era,
    revision: report.revision,
    supportedVersions: report.supportedVersions,
    eras: probed.eras,
  };
  if (report.serverName) protocol.serverName = report.serverName;
  if (report.serverVersion) protocol.serverVersion = report.serverVersion;
  if (probed.fallback) protocol.fallback = probed.fallback;
  return protocol;
}

export { NO_KEY_REASON } from '../checks/judge.js';

/** `off` never calls; without a key, `auto` skips visibly and `required` fails every criterion and the run. */
function planJudge(options: RunOptions): ScenarioRunOptions['judge'] {
  const { mode, apiKey, model, concurrency, timeoutMs } = options.judge;
  if (mode === 'off') return { kind: 'skip', reason: 'not judged: judge is off' };
  if (!apiKey) {
    return mode === 'required'
      ? {
          kind: 'fail',
          reason: `judge is required, but ${NO_KEY_REASON}: set the secret or use ${options.judge.autoSetting ?? 'judge: auto'}`,
        }
      : { kind: 'skip', reason: NO_KEY_REASON };
  }
  return {
    kind: 'judge',
    judge: createJudge({
      apiKey,
      model,
      concurrency,
      secrets: options.secrets,
      ...(timeoutMs !== undefined && { timeoutMs }),
    }),
  };
}

export type { RunOptions } from '../config/options.js';
export { describeTarget, sessionFactory, type RunSessionFactory } from '../mcp/index.js';
export * from '../model/index.js';
export * from './verdict.js';

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
