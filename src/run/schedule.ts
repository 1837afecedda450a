import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { closest } from '../util/closest.js';
import { runAgentScenario } from '../kinds/agent/index.js';
import type { AgentPlan } from '../kinds/agent/types.js';
import { compileArgumentsValidator, type ArgumentsValidator } from '../mcp/arguments.js';
import { mapConcurrent } from '../util/pool.js';
import {
  applySave,
  checkContains,
  checkNotContains,
  runHintBudget,
  scenarioHintBudget,
  type HintBudget,
} from '../checks/text.js';
import type { Judge } from '../judge/types.js';
import { CALL_OUTPUT_LIMIT_CHARS, RUN_TIME_LIMIT_MS } from '../model/limits.js';
import { redactText } from '../secrets/redact.js';
import type { CheckResult, Scenario, ScenarioResult, ScenarioStep, ServerError, StepResult } from '../model/index.js';
import { hasInterpolation, SAVE_PATTERN_FLAGS, substitute } from '../kinds/tool-sequence/references.js';
import { renderToolResult, type ToolResultLike } from '../mcp/render.js';
import { messageOf, ServerStartError, type McpSession, type SessionFactory, type SessionLoss } from '../mcp/session.js';

export interface ScenarioRunOptions {
  timeoutMs: number;
  /** How agent scenarios (`prompt:`) are run, skipped or failed; absent: the run has none. */
  agent?: AgentPlan;
  /** The judge, or why criteria are not judged in this run. */
  judge: { kind: 'judge'; judge: Judge } | { kind: 'skip'; reason: string } | { kind: 'fail'; reason: string };
  /**
   * The run's secrets (the list may grow as OAuth tokens are obtained): redacted from each call's
   * output before it is cut, so a secret straddling the cut keeps none of its characters.
   */
  secrets?: readonly string[];
}

/** Opens a session per scenario (`isolation: scenario`) or hands out one shared session (`suite`). */
export interface SessionLease {
  /** `holder`: the scenario that will use the session, so a shared server's end can name it. */
  acquire(holder?: string): Promise<McpSession>;
  release(session: McpSession, holder?: string): Promise<void>;
  /**
   * A new session in place of one the server dropped (`McpSession.loss`). With a shared session, the
   * first scenario to ask reopens it and every other scenario holding the stale one gets the same new one.
   */
  renew(stale: McpSession): Promise<McpSession>;
  /** Closes whatever is still open; called once at the end of the run. */
  dispose(): Promise<void>;
}

export function perScenarioSessions(factory: SessionFactory): SessionLease {
  // Tracked so that a run stopped by its time limit still closes (and so stops) every server.
  const open = new Set<McpSession>();
  let disposed = false;
  const acquire = async () => {
    const session = await factory.open();
    if (disposed) {
      // The run ended while this server was starting: stop it rather than run on unseen.
      await session.close().catch(() => undefined);
      throw new Error('the run ended before this scenario could start');
    }
    open.add(session);
    return session;
  };
  const release = async (session: McpSession) => {
    open.delete(session);
    await session.close().catch(() => undefined);
  };
  return {
    acquire,
    release,
    renew: async (stale) => {
      await release(stale);
      return acquire();
    },
    dispose: async () => {
      disposed = true;
      const left = [...open];
      open.clear();
      await Promise.all(left.map((session) => session.close().catch(() => undefined)));
    },
  };
}

/** How many times a shared server (`isolation: suite`) that ended on its own is started again. */
export const SHARED_SERVER_RESTARTS = 1;

export function sharedSession(factory: SessionFactory): SessionLease {
  let shared: Promise<McpSession> | undefined;
  // Each dropped session is replaced once, however many scenarios were holding it.
  const replacements = new WeakMap<McpSession, Promise<McpSession>>();
  // Closed only at the end: another scenario may still be waiting for an answer on one (the server
  // can still deliver it), and closing would fail that call as if it had been cut off.
  const retired: McpSession[] = [];
  // The scenarios holding the session now, and the last to let it go: who was running when it ended.
  const holders = new Set<string>();
  let lastReleased: string | undefined;
  // When each server that ended on its own ended ("during scenario …"), in order; and per session.
  const ends: string[] = [];
  const endOf = new WeakMap<McpSession, string>();
  let disposing = false;

  const named = (names: string[]) => names.map((name) => `"${name}"`).join(', ');
  /** Watches a new session's connection: a close we did not ask for is the server ending on its own. */
  const watch = async (opening: Promise<McpSession>, generation: number): Promise<McpSession> => {
    const opened = await opening;
    const session: McpSession = {
      ...opened,
      explain: (error) => {
        const base = opened.explain(error);
        const end = endOf.get(session);
        if (end === undefined) return base;
        const after =
          generation < SHARED_SERVER_RESTARTS
            ? 'it is started again for the scenarios after it'
            : `it had been started again ${generation === 1 ? 'once' : `${generation} times`} already, so it is not started again`;
        return `${base}; the shared server (isolation: suite) ended ${end}; ${after}`;
      },
    };
    const previous = opened.client.onclose;
    opened.client.onclose = () => {
      previous?.();
      if (disposing || session.loss?.()) return;
      endOf.set(
        session,
        holders.size > 0
          ? `during scenario ${named([...holders])}`
          : lastReleased !== undefined
            ? `after scenario "${lastReleased}" (between scenarios)`
            : 'before any scenario used it',
      );
    };
    return session;
  };
  const renew = (stale: McpSession) => {
    let next = replacements.get(stale);
    if (!next) {
      next = watch(factory.open(), ends.length);
      replacements.set(stale, next);
      shared = next;
      retired.push(stale);
    }
    return next;
  };
  /** A server that ended on its own: started again for the scenarios after it, up to SHARED_SERVER_RESTARTS times. */
  const restart = (ended: McpSession) => {
    let next = replacements.get(ended);
    if (!next) {
      ends.push(endOf.get(ended)!);
      const story = `the shared server (isolation: suite) ended ${ends.join(', then again ')}`;
      next =
        ends.length > SHARED_SERVER_RESTARTS
          ? Promise.reject(new Error(`not run: ${story}; it is not started again`))
          : watch(factory.open(), ends.length).catch((error: unknown) => {
              throw new Error(`not run: ${story}; starting it again failed: ${messageOf(error)}`);
            });
      // Every later scenario meets the same rejection: that is handled where each awaits it.
      next.catch(() => undefined);
      replacements.set(ended, next);
      shared = next;
      retired.push(ended);
    }
    return next;
  };
  return {
    acquire: async (holder) => {
      let session = await (shared ??= watch(factory.open(), 0));
      // Known to be dropped (say, a call of an earlier scenario saw the 404): reopen before the first call.
      if (session.loss?.()) session = await renew(session);
      else if (endOf.has(session)) session = await restart(session);
      if (holder !== undefined) holders.add(holder);
      return session;
    },
    release: async (_session, holder) => {
      if (holder === undefined) return;
      holders.delete(holder);
      lastReleased = holder;
    },
    renew,
    dispose: async () => {
      disposing = true;
      await Promise.all(retired.map((session) => session.close().catch(() => undefined)));
      if (shared) await (await shared.catch(() => undefined))?.close().catch(() => undefined);
    },
  };
}

/** A tool as the server listed it: what the runner checks a step against before calling. */
interface ListedTool {
  /** The tool's input schema, compiled only when a step calls the tool. */
  inputSchema: unknown;
}

type ToolLists = WeakMap<Client, Promise<Map<string, ListedTool>>>;

export interface RunScenariosOptions extends ScenarioRunOptions {
  concurrency: number;
  /** Bound on the whole run; defaults to RUN_TIME_LIMIT_MS. */
  runTimeLimitMs?: number;
  onResult?: (result: ScenarioResult) => void;
  /** Wraps each scenario's run (an in-process server's guard: see `InProcessGuard.run`). */
  around?: (scenario: Scenario, work: () => Promise<ScenarioResult>) => Promise<ScenarioResult>;
}

/** The error of every scenario not run because the server could not start at all. */
export const NOT_RUN_SERVER_ERROR = 'not run: the server could not be started (the run error says why)';

/** The results, and why the run stopped early when the server could not start at all. */
export interface ScenariosRun {
  scenarios: ScenarioResult[];
  serverError?: ServerError;
  /** The names of the server's tools, from the first tool list a scenario read; for coverage. */
  serverTools?: string[];
}

/** Shared by the scenarios of a run: the first "cannot start at all" failure, which stops the rest. */
interface StartState {
  serverError?: ServerError;
  /** A session was opened: the server did start, so a later refusal is that scenario's own error. */
  opened?: boolean;
  /** The server's tool names, from the first tool list read. */
  serverTools?: string[];
  /** What is left of the run's budget for closest-line hints, shared by its scenarios. */
  hints?: HintBudget['run'];
}

export async function runScenarios(
  scenarios: Scenario[],
  sessions: SessionLease,
  options: RunScenariosOptions,
): Promise<ScenariosRun> {
  const toolLists: ToolLists = new WeakMap();
  const start: StartState = { hints: runHintBudget() };
  const limitMs = options.runTimeLimitMs ?? RUN_TIME_LIMIT_MS;
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      resolve('deadline');
    }, limitMs);
  });
  const stopped = (scenario: Scenario, started: number, reached: boolean): ScenarioResult => ({
    name: scenario.name,
    description: scenario.description,
    position: scenario.position,
    status: 'errored',
    error: reached
      ? `stopped: the run reached its time limit of ${limitMs} ms before this scenario finished`
      : `not run: the run reached its time limit of ${limitMs} ms before this scenario started`,
    durationMs: performance.now() - started,
    steps: [],
    checks: [],
    output: '',
  });
  try {
    const results = await mapConcurrent(scenarios, options.concurrency, async (scenario) => {
      const started = performance.now();
      let result: ScenarioResult;
      if (timedOut) result = stopped(scenario, started, false);
      else {
        const work = () => runScenario(scenario, sessions, toolLists, options, start);
        const outcome = await Promise.race([options.around ? options.around(scenario, work) : work(), deadline]);
        result = outcome === 'deadline' ? stopped(scenario, started, true) : outcome;
      }
      options.onResult?.(result);
      return result;
    });
    return { scenarios: results, serverError: start.serverError, serverTools: start.serverTools };
  } finally {
    clearTimeout(timer);
    await sessions.dispose();
  }
}

async function runScenario(
  scenario: Scenario,
  sessions: SessionLease,
  toolLists: ToolLists,
  options: ScenarioRunOptions,
  start: StartState,
): Promise<ScenarioResult> {
  const started = performance.now();
  const base = { name: scenario.name, description: scenario.description, position: scenario.position };
  if (scenario.skip !== undefined) {
    return { ...base, status: 'skipped', skipReason: scenario.skip, durationMs: 0, steps: [], checks: [], output: '' };
  }
  const notRun = (): ScenarioResult => ({
    ...base,
    status: 'errored',
    error: NOT_RUN_SERVER_ERROR,
    notRun: true,
    durationMs: performance.now() - started,
    steps: [],
    checks: [],
    output: '',
  });
  if (start.serverError) return notRun();
  const agentSkip = scenario.agent && options.agent?.kind === 'run' ? options.agent.skip?.(scenario) : undefined;
  if (agentSkip !== undefined)
    return { ...base, status: 'skipped', skipReason: agentSkip, durationMs: 0, steps: [], checks: [], output: '' };
  if (scenario.agent && options.agent?.kind !== 'run') {
    // Decided before any server starts: skipping (no key under `agent: auto`) costs nothing.
    const reason = options.agent?.reason ?? 'agent scenarios are not enabled in this run';
    return options.agent?.kind === 'fail'
      ? { ...base, status: 'errored', error: reason, durationMs: 0, steps: [], checks: [], output: '' }
      : { ...base, status: 'skipped', skipReason: reason, durationMs: 0, steps: [], checks: [], output: '' };
  }

  let keeper: SessionKeeper;
  try {
    keeper = new SessionKeeper(await sessions.acquire(scenario.name), sessions);
    start.opened = true;
  } catch (error) {
    if (error instanceof ServerStartError && error.cannotStart && !start.opened) {
      // Scenarios that were starting at the same time failed the same way: the first says it, once.
      start.serverError ??= { message: error.message, stderr: error.stderr || undefined };
      return notRun();
    }
    return {
      ...base,
      status: 'errored',
      error: messageOf(error),
      stderr: error instanceof ServerStartError ? error.stderr || undefined : undefined,
      durationMs: performance.now() - started,
      steps: [],
      checks: [],
      output: '',
    };
  }

  if (scenario.agent && options.agent?.kind === 'run') {
    return runAgentScenario(scenario, keeper.session, {
      plan: options.agent,
      judge: options.judge,
      acquire: () => sessions.acquire(),
      release: (session) => sessions.release(session),
      timeoutMs: options.timeoutMs,
    });
  }

  const steps: StepResult[] = [];
  const checks: CheckResult[] = [];
  let error: string | undefined;
  let available: Map<string, ListedTool> | undefined;
  try {
    available = await keeper.run((session) => {
      let tools = toolLists.get(session.client);
      if (!tools) toolLists.set(session.client, (tools = listAllTools(session.client, options.timeoutMs)));
      return tools;
    });
  } catch (caught) {
    const loss = keeper.session.loss?.(caught);
    const why =
      caught instanceof SessionDroppedError ? caught.message : loss ? loss.reason : keeper.session.explain(caught);
    error = `could not read the server's tool list: ${why}`;
  }

  if (available) {
    start.serverTools ??= [...available.keys()];
    const problems = checkStepsBeforeCalling(scenario.steps, available);
    checks.push(...problems);
    if (problems.length > 0) {
      const missing = [
        ...new Set(
          problems
            .filter((problem) => problem.message?.startsWith('the server has no tool'))
            .map((problem) => JSON.stringify(problem.subject)),
        ),
      ];
      error =
        missing.length > 0
          ? `the tool sequence names ${missing.length === 1 ? 'a tool' : 'tools'} the server lacks (${missing.join(', ')}); no tool was called`
          : "a step's arguments do not match the tool's input schema; no tool was called";
    }
  }

  // Values saved by `save` entries so far, for the `${name}` references of later steps' args.
  const saved = new Map<string, string>();
  const hints = scenarioHintBudget(start.hints ?? runHintBudget());
  // Set when a `save` missed: the later steps cannot be called, but the server did answer, so the
  // scenario failed rather than errored.
  let saveMissed = false;
  for (const [index, step] of (error ? [] : scenario.steps).entries()) {
    const ref = { index: index + 1, tool: step.tool };
    const args = hasInterpolation(step.args)
      ? substitute(step.args, saved, available?.get(step.tool)?.inputSchema)
      : step.args;
    // Args with references could only be schema-checked once their values were known: now.
    const problem = args === step.args ? undefined : argumentsProblem(step, args, available?.get(step.tool));
    if (problem) {
      checks.push(problem);
      error = `${problem.message}; the steps from this one on were not called`;
      break;
    }
    const { result, check, fatal } = await callStep(keeper, step, args, options.timeoutMs, options.secrets ?? []);
    steps.push(result);
    checks.push(check);
    if (fatal) {
      error = fatal;
      break;
    }
    const cutAtChars = wasCut(result.text) ? CALL_OUTPUT_LIMIT_CHARS : undefined;
    for (const expected of step.expectedContains) {
      checks.push(checkContains(result.text, expected, ref, { cutAtChars, hints }));
      await yieldAfterFailure(checks);
    }
    checks.push(...step.expectedNotContains.map((forbidden) => checkNotContains(result.text, forbidden, ref)));
    for (const rule of step.save) {
      const pattern = new RegExp(rule.pattern, SAVE_PATTERN_FLAGS);
      const laterSteps = index < scenario.steps.length - 1;
      const { check: saveCheck, value } = applySave(result.text, { ...rule, pattern }, ref, laterSteps, hints);
      checks.push(saveCheck);
      await yieldAfterFailure(checks);
      if (value === undefined) saveMissed = true;
      else saved.set(rule.name, value);
    }
    if (saveMissed) break;
  }

  // The judge needs only the output: the server can go before it is asked.
  const stderr = keeper.session.stderr();
  await sessions.release(keeper.session, scenario.name);

  const output = steps.map((step) => step.text).join('\n');
  const ranToEnd = error === undefined && !saveMissed;
  // A step's own content checks say nothing about whether the calls ran as expected: the judge
  // still grades the output when one of them fails, as it does when a scenario-level one fails.
  const stepsHeld =
    ranToEnd && checks.every((check) => (check.kind !== 'step' && check.kind !== 'save') || check.status === 'passed');
  if (ranToEnd) {
    const cutAtChars = steps.some((step) => wasCut(step.text)) ? CALL_OUTPUT_LIMIT_CHARS : undefined;
    for (const expected of scenario.expectedContains) {
      checks.push(checkContains(output, expected, undefined, { cutAtChars, hints }));
      await yieldAfterFailure(checks);
    }
    checks.push(...scenario.expectedNotContains.map((forbidden) => checkNotContains(output, forbidden)));
  }
  checks.push(...(await judgeCriteria(scenario, output, stepsHeld, options)));

  // A criterion that could not be judged errors the scenario, unless a check of its own failed anyway.
  const isJudgeError = (check: CheckResult) => check.kind === 'judge' && check.message?.startsWith(JUDGE_ERROR_PREFIX);
  const judgeError = checks.find(isJudgeError);
  const failed = checks.some((check) => check.status === 'failed' && !isJudgeError(check));
  if (!error && !failed && judgeError)
    error = `the judge could not be asked: ${judgeError.message!.slice(JUDGE_ERROR_PREFIX.length)}`;
  // Step checks (and saves) only say the calls went as expected; unless a step expects an error, they are not
  // the scenario's checks. A scenario none of whose own checks was evaluated (say, judge criteria
  // only, with no key) has not passed: it is skipped.
  const ownCheckEvaluated =
    checks.some((check) => check.kind !== 'step' && check.kind !== 'save' && check.status !== 'skipped') ||
    (ranToEnd && scenario.steps.some((step) => step.expectError));
  const status = error ? 'errored' : failed ? 'failed' : ownCheckEvaluated ? 'passed' : 'skipped';
  return {
    ...base,
    status,
    error,
    skipReason: status === 'skipped' ? notEvaluatedReason(checks) : undefined,
    stderr: status === 'passed' || status === 'skipped' ? undefined : stderr || undefined,
    durationMs: performance.now() - started,
    steps,
    checks,
    output,
  };
}

/**
 * Checks every step against the tool list before the first call: a tool the server lacks (with the
 * closest name), and arguments its input schema rejects. A step with `expect_error: true` is not
 * schema-checked: sending arguments the server must refuse is a fair thing to test.
 */
function checkStepsBeforeCalling(steps: ScenarioStep[], available: Map<string, ListedTool>): CheckResult[] {
  const problems: CheckResult[] = [];
  for (const step of steps) {
    const base = { kind: 'step' as const, subject: step.tool, status: 'failed' as const, position: step.position };
    const tool = available.get(step.tool);
    if (!tool) {
      const suggestion = closest(step.tool, available.keys());
      problems.push({
        ...base,
        message:
          `the server has no tool "${step.tool}"` +
          (suggestion
            ? `: did you mean "${suggestion}"?`
            : `; it has: ${[...available.keys()].join(', ') || 'no tools'}`),
      });
      continue;
    }
    // Args with `${name}` references are checked when their values are known, just before the call.
    if (hasInterpolation(step.args)) continue;
    const problem = argumentsProblem(step, step.args, tool);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** A failed step check when `args` do not fit the tool's input schema; none when they do, or cannot be checked. */
function argumentsProblem(
  step: ScenarioStep,
  args: Record<string, unknown>,
  tool: ListedTool | undefined,
): CheckResult | undefined {
  const validate = step.expectError || !tool ? undefined : validatorFor(tool.inputSchema);
  if (!validate) return undefined;
  const argumentProblems = validate(args);
  if (argumentProblems.length === 0) return undefined;
  return {
    kind: 'step',
    subject: step.tool,
    status: 'failed',
    position: step.position,
    message: `the arguments of ${step.tool} do not match the tool's input schema: ${argumentProblems.join('; ')}; args were ${clipJson(args)}`,
  };
}

/** Compiled validators by schema text: every session of a run lists the same tools. */
const validators = new Map<string, ArgumentsValidator | undefined>();

/** The validator of an input schema, compiled once per distinct schema; none when it does not compile. */
function validatorFor(inputSchema: unknown): ArgumentsValidator | undefined {
  const key = JSON.stringify(inputSchema) ?? '';
  if (!validators.has(key)) {
    let validate: ArgumentsValidator | undefined;
    try {
      validate = compileArgumentsValidator(inputSchema);
    } catch {
      // A schema that does not compile is the server's problem to report, not a reason to skip the call.
      validate = undefined;
    }
    validators.set(key, validate);
  }
  return validators.get(key);
}

export async function listAllTools(client: Client, timeoutMs: number): Promise<Map<string, ListedTool>> {
  const tools = new Map<string, ListedTool>();
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
    for (const tool of page.tools) tools.set(tool.name, { inputSchema: tool.inputSchema });
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}

async function callStep(
  keeper: SessionKeeper,
  step: ScenarioStep,
  args: Record<string, unknown>,
  defaultTimeoutMs: number,
  secrets: readonly string[],
): Promise<{ result: StepResult; check: CheckResult; fatal?: string }> {
  const started = performance.now();
  const checkBase = { kind: 'step' as const, subject: step.tool, position: step.position };
  const timeout = step.timeoutMs ?? defaultTimeoutMs;
  const renewedBefore = keeper.renewedBecause;
  try {
    const raw = (await keeper.run((session) =>
      session.client.callTool({ name: step.tool, arguments: args }, undefined, { timeout }),
    )) as ToolResultLike;
    const text = capText(redactText(renderToolResult(raw), secrets));
    const isError = raw.isError === true;
    const result: StepResult = {
      tool: step.tool,
      position: step.position,
      text,
      isError,
      durationMs: performance.now() - started,
      newSession: keeper.renewedBecause !== renewedBefore ? keeper.renewedBecause : undefined,
    };
    if (isError && !step.expectError) {
      return {
        result,
        check: { ...checkBase, status: 'failed', message: `${step.tool} returned isError: true: ${firstLines(text)}` },
      };
    }
    if (!isError && step.expectError) {
      return {
        result,
        check: {
          ...checkBase,
          status: 'failed',
          message: `${step.tool} succeeded, but the step says expect_error: true`,
        },
      };
    }
    return { result, check: { ...checkBase, status: 'passed' } };
  } catch (error) {
    const message = describeStepFailure(error, keeper, timeout, step);
    return {
      result: {
        tool: step.tool,
        position: step.position,
        text: '',
        isError: false,
        durationMs: performance.now() - started,
        error: message,
      },
      check: { ...checkBase, status: 'failed', message },
      fatal: message,
    };
  }
}

const REOPENED_ONCE = 'a new session was opened once already in this scenario, so it is not reopened again';

/** Thrown by `SessionKeeper` when a dropped session cannot be replaced; the message is the whole story. */
class SessionDroppedError extends Error {}

/**
 * The scenario's session, reopened once if the server drops it (HTTP 404 for its session id: it
 * expired, or the server restarted). A request is sent again on the new session only when the server
 * refused it with that 404, so it never reached a tool; one that was sent before the loss came to light
 * may have run, and is reported rather than repeated.
 */
class SessionKeeper {
  /** Why the session was reopened, once it has been. */
  renewedBecause: string | undefined;

  constructor(
    public session: McpSession,
    private readonly lease: SessionLease,
  ) {}

  async run<T>(request: (session: McpSession) => Promise<T>): Promise<T> {
    // Dropped while no request of ours was waiting (seen on another scenario's call, or on the stream
    // the server pushes on): nothing of this request was sent yet.
    const known = this.session.loss?.();
    if (known) await this.renew(known);
    try {
      return await request(this.session);
    } catch (error) {
      const loss = this.session.loss?.(error);
      if (!loss?.refused || this.renewedBecause !== undefined) throw error;
      await this.renew(loss);
      return await request(this.session);
    }
  }

  private async renew(loss: SessionLoss): Promise<void> {
    if (this.renewedBecause !== undefined) {
      throw new SessionDroppedError(`${loss.reason}; ${REOPENED_ONCE}`);
    }
    this.renewedBecause = loss.reason;
    try {
      this.session = await this.lease.renew(this.session);
    } catch (error) {
      throw new SessionDroppedError(`${loss.reason}; a new session could not be opened: ${messageOf(error)}`);
    }
  }
}

function describeStepFailure(error: unknown, keeper: SessionKeeper, timeoutMs: number, step: ScenarioStep): string {
  if (error instanceof SessionDroppedError) return `${step.tool} was not called: ${error.message}`;
  const loss = keeper.session.loss?.(error);
  if (loss?.refused) {
    // Refused again on the session opened for the retry.
    return `${step.tool} was not called: ${loss.reason}; ${REOPENED_ONCE}`;
  }
  if (loss) {
    return `${step.tool} failed: ${loss.reason}, after the call was sent; it may already have run on the server, so it was not sent again`;
  }
  return `${step.tool} failed: ${describeCallError(error, keeper.session, timeoutMs, step)}`;
}

/** JSON-RPC error codes the SDK uses for its own failures (types.ts ErrorCode). */
const CONNECTION_CLOSED = -32000;
const REQUEST_TIMEOUT = -32001;

function describeCallError(error: unknown, session: McpSession, timeoutMs: number, step: ScenarioStep): string {
  const code = (error as { code?: unknown }).code;
  if (code === REQUEST_TIMEOUT) {
    const limit = step.timeoutMs !== undefined ? "the step's timeout_ms" : 'timeout-ms';
    return [
      `no answer within ${timeoutMs} ms (${limit})`,
      ...extraNotes(session.explain(error), messageOf(error)),
    ].join('; ');
  }
  if (code === CONNECTION_CLOSED) {
    return [
      'the connection to the server closed during the call',
      ...extraNotes(session.explain(error), messageOf(error)),
    ].join('; ');
  }
  if (typeof code === 'number' && code < 0) {
    // The SDK prefixes the server's own "MCP error -32603: …" message once more: say it once.
    const explained = session.explain(error).replace(/^(MCP error (-?\d+): )(?:MCP error \2: )+/, '$1');
    return `the server answered with a protocol error: ${explained}`;
  }
  return session.explain(error);
}

/** What `explain` added beyond the SDK's own message. */
function extraNotes(explained: string, original: string): string[] {
  if (explained === original) return [];
  const extra = explained.startsWith(original) ? explained.slice(original.length).replace(/^; /, '') : explained;
  return extra ? [extra] : [];
}

function clipJson(value: unknown, limit = 200): string {
  const text = JSON.stringify(value);
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/**
 * After a failed check (whose closest-line hint took a few milliseconds), lets timers and I/O run:
 * the other scenarios' calls are answered and timed while this one's failures are explained.
 */
async function yieldAfterFailure(checks: CheckResult[]): Promise<void> {
  if (checks.at(-1)?.status === 'failed') await new Promise((resolve) => setImmediate(resolve));
}

/** Whether `capText` cut this text: only a cut text, with its note, is longer than the limit. */
function wasCut(text: string): boolean {
  return text.length > CALL_OUTPUT_LIMIT_CHARS;
}

/** Cuts a call's output; redacted before (`redactText`), so no partial secret survives the cut. */
function capText(text: string): string {
  if (text.length <= CALL_OUTPUT_LIMIT_CHARS) return text;
  return `${text.slice(0, CALL_OUTPUT_LIMIT_CHARS)}\n[… output cut: ${text.length - CALL_OUTPUT_LIMIT_CHARS} more characters were not kept (limit ${CALL_OUTPUT_LIMIT_CHARS} per call)]`;
}

function firstLines(text: string): string {
  const shown = text.split('\n').slice(0, 3).join(' ⏎ ');
  return shown.length > 300 ? `${shown.slice(0, 300)}…` : shown || '(no text)';
}

async function judgeCriteria(
  scenario: Scenario,
  output: string,
  stepsHeld: boolean,
  options: ScenarioRunOptions,
): Promise<CheckResult[]> {
  const plan = options.judge;
  return Promise.all(
    scenario.expectedJudge.map(async (criterion): Promise<CheckResult> => {
      const base = { kind: 'judge' as const, subject: criterion.value, position: criterion.position };
      if (plan.kind === 'fail') return { ...base, status: 'failed', message: plan.reason };
      if (plan.kind === 'skip') return { ...base, status: 'skipped', message: plan.reason };
      if (!stepsHeld) {
        return { ...base, status: 'skipped', message: 'not judged: the tool sequence did not run as expected' };
      }
      const verdict = await plan.judge.judge(criterion.value, output);
      if (verdict.error !== undefined) {
        // No reply to show: the criterion errored, and says why instead of quoting a "raw reply".
        return { ...base, status: 'failed', message: `${JUDGE_ERROR_PREFIX}${verdict.error}` };
      }
      return {
        ...base,
        status: verdict.verdict === 'PASS' ? 'passed' : 'failed',
        message:
          verdict.verdict === 'PASS'
            ? undefined
            : verdict.malformed
              ? `judge: FAIL: the reply broke the two-line contract (${verdict.malformed}): ${verdict.reason}`
              : `judge: FAIL: ${verdict.reason}`,
        judge: verdict,
      };
    }),
  );
}

/** Starts the message of a criterion the judge could not be asked about (the API unreachable). */
export const JUDGE_ERROR_PREFIX = 'judge error: ';

function notEvaluatedReason(checks: CheckResult[]): string {
  const why = checks.find((check) => check.status === 'skipped')?.message;
  return `no check was evaluated${why ? `: ${why}` : ''}`;
}
