import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { closest } from '../util/closest.js';
import { compileArgumentsValidator, type ArgumentsValidator } from './arg-errors.js';
import { mapConcurrent } from '../util/pool.js';
import { checkContains, checkNotContains } from './checks.js';
import type { Judge } from './judge/types.js';
import { CALL_OUTPUT_LIMIT_CHARS, RUN_TIME_LIMIT_MS } from './limits.js';
import type { CheckResult, Scenario, ScenarioResult, ScenarioStep, StepResult } from './model.js';
import { renderToolResult, type ToolResultLike } from './render-result.js';
import { messageOf, ServerStartError, type McpSession, type SessionFactory } from './transports/session.js';

export interface ScenarioRunOptions {
  timeoutMs: number;
  /** The judge, or why criteria are not judged in this run. */
  judge: { kind: 'judge'; judge: Judge } | { kind: 'skip'; reason: string } | { kind: 'fail'; reason: string };
}

/** Opens a session per scenario (`isolation: scenario`) or hands out one shared session (`suite`). */
export interface SessionLease {
  acquire(): Promise<McpSession>;
  release(session: McpSession): Promise<void>;
  /** Closes whatever is still open; called once at the end of the run. */
  dispose(): Promise<void>;
}

export function perScenarioSessions(factory: SessionFactory): SessionLease {
  // Tracked so that a run stopped by its time limit still closes (and so stops) every server.
  const open = new Set<McpSession>();
  let disposed = false;
  return {
    acquire: async () => {
      const session = await factory.open();
      if (disposed) {
        // The run ended while this server was starting: stop it rather than run on unseen.
        await session.close().catch(() => undefined);
        throw new Error('the run ended before this scenario could start');
      }
      open.add(session);
      return session;
    },
    release: async (session) => {
      open.delete(session);
      await session.close().catch(() => undefined);
    },
    dispose: async () => {
      disposed = true;
      const left = [...open];
      open.clear();
      await Promise.all(left.map((session) => session.close().catch(() => undefined)));
    },
  };
}

export function sharedSession(factory: SessionFactory): SessionLease {
  let shared: Promise<McpSession> | undefined;
  return {
    acquire: () => (shared ??= factory.open()),
    release: async () => undefined,
    dispose: async () => {
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
}

export async function runScenarios(
  scenarios: Scenario[],
  sessions: SessionLease,
  options: RunScenariosOptions,
): Promise<ScenarioResult[]> {
  const toolLists: ToolLists = new WeakMap();
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
    return await mapConcurrent(scenarios, options.concurrency, async (scenario) => {
      const started = performance.now();
      let result: ScenarioResult;
      if (timedOut) result = stopped(scenario, started, false);
      else {
        const outcome = await Promise.race([runScenario(scenario, sessions, toolLists, options), deadline]);
        result = outcome === 'deadline' ? stopped(scenario, started, true) : outcome;
      }
      options.onResult?.(result);
      return result;
    });
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
): Promise<ScenarioResult> {
  const started = performance.now();
  const base = { name: scenario.name, description: scenario.description, position: scenario.position };
  if (scenario.skip !== undefined) {
    return { ...base, status: 'skipped', skipReason: scenario.skip, durationMs: 0, steps: [], checks: [], output: '' };
  }

  let session: McpSession;
  try {
    session = await sessions.acquire();
  } catch (error) {
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

  const steps: StepResult[] = [];
  const checks: CheckResult[] = [];
  let error: string | undefined;
  let available: Map<string, ListedTool> | undefined;
  try {
    let tools = toolLists.get(session.client);
    if (!tools) toolLists.set(session.client, (tools = listAllTools(session.client, options.timeoutMs)));
    available = await tools;
  } catch (caught) {
    error = `could not read the server's tool list: ${session.explain(caught)}`;
  }

  if (available) {
    const problems = checkStepsBeforeCalling(scenario.steps, available);
    checks.push(...problems);
    if (problems.length > 0) {
      error = problems.some((problem) => problem.message?.startsWith('the server has no tool'))
        ? 'the tool sequence names tools the server lacks; no tool was called'
        : "a step's arguments do not match the tool's input schema; no tool was called";
    }
  }

  for (const step of error ? [] : scenario.steps) {
    const { result, check, fatal } = await callStep(session, step, options.timeoutMs);
    steps.push(result);
    checks.push(check);
    if (fatal) {
      error = fatal;
      break;
    }
  }

  // The judge needs only the output: the server can go before it is asked.
  const stderr = session.stderr();
  await sessions.release(session);

  const output = steps.map((step) => step.text).join('\n');
  const ranToEnd = error === undefined;
  const stepsHeld = ranToEnd && checks.every((check) => check.status === 'passed');
  if (ranToEnd) {
    checks.push(...scenario.expectedContains.map((expected) => checkContains(output, expected)));
    checks.push(...scenario.expectedNotContains.map((forbidden) => checkNotContains(output, forbidden)));
  }
  checks.push(...(await judgeCriteria(scenario, output, stepsHeld, options)));

  const failed = checks.some((check) => check.status === 'failed');
  // Step checks only say the calls went as expected; unless a step expects an error, they are not
  // the scenario's checks. A scenario none of whose own checks was evaluated (say, judge criteria
  // only, with no key) has not passed: it is skipped.
  const ownCheckEvaluated =
    checks.some((check) => check.kind !== 'step' && check.status !== 'skipped') ||
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
    const validate = step.expectError ? undefined : validatorFor(tool.inputSchema);
    if (!validate) continue;
    const argumentProblems = validate(step.args);
    if (argumentProblems.length > 0) {
      problems.push({
        ...base,
        message: `the arguments of ${step.tool} do not match the tool's input schema: ${argumentProblems.join('; ')}; args were ${clipJson(step.args)}`,
      });
    }
  }
  return problems;
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

async function listAllTools(client: Client, timeoutMs: number): Promise<Map<string, ListedTool>> {
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
  session: McpSession,
  step: ScenarioStep,
  defaultTimeoutMs: number,
): Promise<{ result: StepResult; check: CheckResult; fatal?: string }> {
  const started = performance.now();
  const checkBase = { kind: 'step' as const, subject: step.tool, position: step.position };
  const timeout = step.timeoutMs ?? defaultTimeoutMs;
  try {
    const raw = (await session.client.callTool({ name: step.tool, arguments: step.args }, undefined, {
      timeout,
    })) as ToolResultLike;
    const text = capText(renderToolResult(raw));
    const isError = raw.isError === true;
    const result: StepResult = {
      tool: step.tool,
      position: step.position,
      text,
      isError,
      durationMs: performance.now() - started,
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
    const message = `${step.tool} failed: ${describeCallError(error, session, timeout, step)}`;
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

function notEvaluatedReason(checks: CheckResult[]): string {
  const why = checks.find((check) => check.status === 'skipped')?.message;
  return `no check was evaluated${why ? `: ${why}` : ''}`;
}
