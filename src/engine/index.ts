import { createJudge } from './judge/index.js';
import type { JudgeUsage, RunMode, RunResult, ScenarioResult } from './model.js';
import { DEFAULT_CONNECT_TIMEOUT_MS, type RunOptions } from './options.js';
import { redactDeep } from './redact.js';
import { perScenarioSessions, runScenarios, sharedSession, type ScenarioRunOptions } from './runner.js';
import { loadSuite, selectScenarios } from './scenarios/index.js';
import { safeUrl } from './transports/headers.js';
import { httpSessions } from './transports/http.js';
import { inProcessSessions } from './transports/in-process.js';
import type { SessionFactory } from './transports/session.js';
import { stdioSessions } from './transports/stdio.js';

export interface RunHooks {
  /** Called as each scenario finishes, for progress output. */
  onResult?: (result: ScenarioResult) => void;
  /** Called once the scenarios to run are known, before the first starts: for a progress count. */
  onStart?: (scenarioCount: number) => void;
}

export function describeTarget(options: RunOptions): string {
  const server = options.server;
  if (server.kind === 'command') return server.command;
  if (server.kind === 'module') return server.modulePath;
  return safeUrl(server.url);
}

/** Opens the sessions of a run's server target: stdio, in-process or HTTP, as the options say. */
export function sessionFactory(options: RunOptions): SessionFactory {
  const server = options.server;
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  if (server.kind === 'command')
    return stdioSessions({
      command: server.command,
      cwd: server.cwd,
      secrets: options.secrets,
      connectTimeoutMs,
      serverEnv: server.env,
    });
  if (server.kind === 'module') {
    return inProcessSessions({
      modulePath: server.modulePath,
      workspace: options.workspace,
      secrets: options.secrets,
      connectTimeoutMs,
    });
  }
  return httpSessions(server, connectTimeoutMs, options.secrets);
}

/**
 * The whole run: find and validate every scenario file (stopping before any server starts if one is
 * invalid), select, run, judge, and return one result model with every secret scrubbed.
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

  const suite = await loadSuite(options.scenarioGlobs, options.workspace);
  result.fileErrors = suite.errors;
  result.unmatchedGlobs = suite.unmatchedGlobs;
  if (suite.errors.length === 0) {
    const selection = selectScenarios(suite.scenarios, { mode, filter: options.filter, shard: options.shard });
    result.notLive = selection.notLive;
    result.deselected = selection.deselected;
    hooks.onStart?.(selection.selected.length);
    if (selection.selected.length > 0) {
      const judge = planJudge(options);
      const hasCriteria = selection.selected.some((s) => s.skip === undefined && s.expectedJudge.length > 0);
      if (judge.kind === 'skip' && hasCriteria) judgeUsage.skippedBecause = judge.reason;
      if (judge.kind === 'fail') judgeUsage.failedBecause = judge.reason;
      const factory = sessionFactory(options);
      const sessions = options.isolation === 'suite' ? sharedSession(factory) : perScenarioSessions(factory);
      const ran = await runScenarios(selection.selected, sessions, {
        timeoutMs: options.timeoutMs,
        concurrency: options.concurrency,
        runTimeLimitMs: options.runTimeLimitMs,
        onResult: hooks.onResult && ((scenario) => hooks.onResult!(redactDeep(scenario, options.secrets))),
        judge,
      });
      result.scenarios = ran.scenarios;
      if (ran.serverError) result.serverError = ran.serverError;
      if (judge.kind === 'judge') Object.assign(judgeUsage, judge.judge.usage());
    }
  }
  result.durationMs = performance.now() - started;
  return redactDeep(result, options.secrets);
}

export const NO_KEY_REASON = 'no ANTHROPIC_API_KEY (or anthropic-api-key) set';

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

export type { RunOptions } from './options.js';
export * from './model.js';
