import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { closest } from '../util/closest.js';
import { mapConcurrent } from '../util/pool.js';
import { checkContains, checkNotContains } from './checks.js';
import type { Judge } from './judge/types.js';
import { CALL_OUTPUT_LIMIT_CHARS } from './limits.js';
import type { CheckResult, Scenario, ScenarioResult, ScenarioStep, StepResult } from './model.js';
import { renderToolResult, type ToolResultLike } from './render-result.js';
import type { McpSession, SessionFactory } from './transports/session.js';
import { messageOf, ServerStartError } from './transports/stdio.js';

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
  return {
    acquire: () => factory.open(),
    release: (session) => session.close().catch(() => undefined),
    dispose: async () => undefined,
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

export async function runScenarios(
  scenarios: Scenario[],
  sessions: SessionLease,
  options: ScenarioRunOptions & { concurrency: number; onResult?: (result: ScenarioResult) => void },
): Promise<ScenarioResult[]> {
  const toolLists = new WeakMap<Client, Promise<Map<string, unknown>>>();
  try {
    return await mapConcurrent(scenarios, options.concurrency, async (scenario) => {
      const result = await runScenario(scenario, sessions, toolLists, options);
      options.onResult?.(result);
      return result;
    });
  } finally {
    await sessions.dispose();
  }
}

async function runScenario(
  scenario: Scenario,
  sessions: SessionLease,
  toolLists: WeakMap<Client, Promise<Map<string, unknown>>>,
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
      stderr: error instanceof ServerStartError ? error.stderr : undefined,
      durationMs: performance.now() - started,
      steps: [],
      checks: [],
      output: '',
    };
  }

  const steps: StepResult[] = [];
  const checks: CheckResult[] = [];
  let error: string | undefined;
  try {
    let tools = toolLists.get(session.client);
    if (!tools) toolLists.set(session.client, (tools = listAllTools(session.client, options.timeoutMs)));
    const available = await tools;

    const unknown = scenario.steps.filter((step) => !available.has(step.tool));
    for (const step of unknown) {
      const suggestion = closest(step.tool, available.keys());
      checks.push({
        kind: 'step',
        subject: step.tool,
        status: 'failed',
        position: step.position,
        message:
          `the server has no tool "${step.tool}"` +
          (suggestion
            ? `: did you mean "${suggestion}"?`
            : `; it has: ${[...available.keys()].join(', ') || 'no tools'}`),
      });
    }
    if (unknown.length > 0) error = 'the tool sequence names tools the server lacks';

    for (const step of error ? [] : scenario.steps) {
      const { result, check, fatal } = await callStep(session.client, step, options.timeoutMs);
      steps.push(result);
      checks.push(check);
      if (fatal) {
        error = fatal;
        break;
      }
    }
  } catch (caught) {
    error = `could not read the server's tool list: ${messageOf(caught)}`;
  }

  const output = steps.map((step) => step.text).join('\n');
  const ranToEnd = error === undefined;
  const stepsHeld = ranToEnd && checks.every((check) => check.status === 'passed');
  if (ranToEnd) {
    checks.push(...scenario.expectedContains.map((expected) => checkContains(output, expected)));
    checks.push(...scenario.expectedNotContains.map((forbidden) => checkNotContains(output, forbidden)));
  }
  checks.push(...(await judgeCriteria(scenario, output, stepsHeld, options)));

  const stderr = session.stderr();
  await sessions.release(session);

  const failed = checks.some((check) => check.status === 'failed');
  const allSkipped = checks.length > 0 && checks.every((check) => check.status === 'skipped');
  const status = error ? 'errored' : failed ? 'failed' : allSkipped ? 'skipped' : 'passed';
  return {
    ...base,
    status,
    error,
    skipReason: status === 'skipped' ? 'no check was evaluated: every check of this scenario was skipped' : undefined,
    stderr: status === 'passed' || status === 'skipped' ? undefined : stderr || undefined,
    durationMs: performance.now() - started,
    steps,
    checks,
    output,
  };
}

async function listAllTools(client: Client, timeoutMs: number): Promise<Map<string, unknown>> {
  const tools = new Map<string, unknown>();
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
    for (const tool of page.tools) tools.set(tool.name, tool.inputSchema);
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}

async function callStep(
  client: Client,
  step: ScenarioStep,
  defaultTimeoutMs: number,
): Promise<{ result: StepResult; check: CheckResult; fatal?: string }> {
  const started = performance.now();
  const checkBase = { kind: 'step' as const, subject: step.tool, position: step.position };
  try {
    const timeout = step.timeoutMs ?? defaultTimeoutMs;
    const raw = (await client.callTool({ name: step.tool, arguments: step.args }, undefined, {
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
    const message = `${step.tool} failed: ${messageOf(error)}`;
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

function capText(text: string): string {
  if (text.length <= CALL_OUTPUT_LIMIT_CHARS) return text;
  return `${text.slice(0, CALL_OUTPUT_LIMIT_CHARS)}\n[… output cut: ${text.length - CALL_OUTPUT_LIMIT_CHARS} more characters]`;
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
