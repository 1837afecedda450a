/**
 * The `tool:` step: a `tools/call`, checked first against the server's tool list (the tool exists;
 * its input schema takes the arguments).
 */
import { z } from 'zod';
import { closest } from '../../../util/closest.js';
import { compileArgumentsValidator, type ArgumentsValidator } from '../../../mcp/arguments.js';
import { keptOutput, renderToolResult, type ToolResultLike } from '../../../mcp/render.js';
import { isServerFailure, serverErrorOf } from '../../../mcp/errors.js';
import { INVALID_PARAMS, saysInvalidParams } from '../../../mcp/invalid-params.js';
import { clientRequestsOf, isRefusedRequest, type CallRequests } from '../../../mcp/client-requests.js';
import { wholeCallOptions } from '../../../mcp/call-options.js';
import type { CheckResult, StepCommon, StepResult } from '../../../model/index.js';
import { hasInterpolation } from '../references.js';
import type { ServerLists } from '../../kind.js';
import type { OwnDocument } from './shared-keys.js';
import { describeStepFailure, firstLines, requestsCheck } from './failures.js';
import type { StepCall, StepCallContext, StepKind } from './step.js';

/** A `tool:` step: `tools/call` of `tool` with `args`. */
export interface ToolStep extends StepCommon {
  kind: 'tool';
  /** The tool's name. */
  tool: string;
  /** Arguments as written: string values may hold `${name}` references, substituted at call time. */
  args: Record<string, unknown>;
  /**
   * `expect_error: invalid_arguments`: the step tests validation itself, so its arguments are sent
   * even where the input schema refuses them, and the step passes only when they are refused.
   */
  expectInvalidArguments?: boolean;
  /**
   * Set by `init` only (never by a file): a request nothing scripts is answered with a proposal (a
   * form filled from its schema, a placeholder reply) kept on its record, instead of refused, so the
   * call gives the output the proposed scenario will get.
   */
  proposeAnswers?: boolean;
}

declare module '../../../model/scenario.js' {
  interface StepKindTypes {
    tool: ToolStep;
  }
}

const toolKeys = {
  tool: z
    .string()
    .min(1)
    .optional()
    .describe('Name of the MCP tool to call (tools/call). A step has one of `tool`, `resource`, `prompt`, `complete`.'),
};

type ListedTool = { inputSchema: unknown };

export const toolStep: StepKind<ToolStep> = {
  key: 'tool',
  keys: toolKeys,
  // A tool takes every shared key: its `args`, scripts of answers, `expect_error: invalid_arguments`.
  read: (document: OwnDocument<typeof toolKeys>) => ({
    step: {
      kind: 'tool',
      tool: document.tool ?? '',
      args: document.args ?? {},
      ...(document.expect_error === 'invalid_arguments' && { expectInvalidArguments: true }),
    },
    errors: [],
  }),
  label: (step) => step.tool,
  inputs: (step, lists) => ({ values: step.args, at: ['args'], schema: lists?.tools.get(step.tool)?.inputSchema }),
  needs: () => 'tools',
  precheck(step, lists) {
    const base = { kind: 'step' as const, subject: step.tool, status: 'failed' as const, position: step.position };
    const available = lists.tools;
    const tool = available.get(step.tool);
    if (!tool) {
      const suggestion = closest(step.tool, available.keys());
      return [
        {
          ...base,
          problem: 'unknown_name',
          message:
            `the server has no tool "${step.tool}"` +
            (suggestion
              ? `: did you mean "${suggestion}"?`
              : `; it has: ${[...available.keys()].join(', ') || 'no tools'}`),
        },
      ];
    }
    // Args with `${name}` references are checked when their values are known, just before the call.
    if (hasInterpolation(step.args)) return [];
    const problem = argumentsProblem(step, step.args, tool);
    return problem ? [problem] : [];
  },
  checkArguments: (step, args, lists: ServerLists) => argumentsProblem(step, args, lists.tools.get(step.tool)),
  call: (step, args, context) => callStep(context, step, args),
  named: (step) => ({ tools: [step.tool] }),
};

/** A failed step check when `args` do not fit the tool's input schema; none when they do, or cannot be checked. */
function argumentsProblem(
  step: ToolStep,
  args: Record<string, unknown>,
  tool: ListedTool | undefined,
): CheckResult | undefined {
  // `invalid_arguments` sends what the schema refuses on purpose: the server's answer decides.
  const validate = step.expectInvalidArguments || !tool ? undefined : validatorFor(tool.inputSchema);
  if (!validate) return undefined;
  const argumentProblems = validate(args);
  if (argumentProblems.length === 0) return undefined;
  // An expected error must come from the server's own logic, not from arguments it no longer takes
  // (a renamed parameter makes "an unknown id is an error" pass on "missing required argument").
  const why = step.expectError
    ? "; expect_error: true expects the error of what the tool does, and these arguments would get the schema's: fix the arguments, " +
      'or write expect_error: invalid_arguments to test that the server refuses them'
    : '';
  return {
    kind: 'step',
    subject: step.tool,
    status: 'failed',
    position: step.position,
    problem: 'arguments',
    message: `the arguments of ${step.tool} do not match the tool's input schema: ${argumentProblems.join('; ')}; args were ${clipJson(args)}${why}`,
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

/**
 * What the tool's input schema says of `args`: its problems (none: they fit), or undefined when it
 * cannot say (the tool is not listed, or its schema does not compile).
 */
function schemaProblems(args: Record<string, unknown>, tool: ListedTool | undefined): string[] | undefined {
  const validate = tool ? validatorFor(tool.inputSchema) : undefined;
  return validate?.(args);
}

/**
 * The check of an `expect_error: invalid_arguments` step whose call returned a result: it passes
 * only when the arguments were refused, that is an `isError` result for arguments the input schema
 * rejects, or one that says it is the invalid-params error (-32602). A tool error for arguments the
 * schema takes is the tool's own error, and a success means nothing refused them.
 */
function invalidArgumentsVerdict(
  step: ToolStep,
  isError: boolean,
  text: string,
  problems: string[] | undefined,
): { status: 'passed' } | { status: 'failed'; message: string } {
  const rejected = problems !== undefined && problems.length > 0;
  if (isError && (rejected || saysInvalidParams(text))) return { status: 'passed' };
  const schemaSays = rejected
    ? `the input schema rejects these arguments (${problems.join('; ')})`
    : problems === undefined
      ? "the tool's input schema could not be checked"
      : "the arguments fit the tool's input schema";
  if (!isError) {
    return {
      status: 'failed',
      message: rejected
        ? `${step.tool} accepted arguments its own input schema rejects (${problems.join('; ')}), but the step says expect_error: invalid_arguments: the server does not apply its schema`
        : `${step.tool} accepted the arguments (${schemaSays.replace(/^the /, '')}), but the step says expect_error: invalid_arguments`,
    };
  }
  return {
    status: 'failed',
    message:
      `${step.tool} returned isError: true, but ${schemaSays} and the error is not the invalid-params error (-32602), so it is the tool's own: ${firstLines(text)}; ` +
      'if that error is what this step tests, write expect_error: true',
  };
}

/**
 * Makes the call with the step's script of answers handed to the session's answerer for as long as
 * the call is in progress: whatever the server asks meanwhile (in either era) is this step's. A call
 * sent again on a new session (the old one dropped) starts over with the new session's answerer.
 */
async function callWithScript(
  { keeper, roots }: StepCallContext,
  step: ToolStep,
  args: Record<string, unknown>,
  timeout: number,
): Promise<{ raw?: ToolResultLike; error?: unknown; requests?: CallRequests }> {
  let requests: CallRequests | undefined;
  try {
    const raw = await keeper.run(async (session) => {
      const call = await clientRequestsOf(session.client)?.begin(
        {
          elicitation: step.elicitation ?? [],
          sampling: step.sampling ?? [],
          roots,
          ...(step.proposeAnswers ? { proposeUnscripted: true } : {}),
        },
        step.tool,
        { timeoutMs: timeout },
      );
      try {
        const answered = await session.client.callTool(
          { name: step.tool, arguments: args },
          // A callback asks the server for progress (it sends a progress token); the session's own handler
          // keeps what comes with the call (session.ts), in order with the call's other notifications.
          // The signal bounds the whole call, every input round included (call-options.ts), and is
          // how the server's requests in the call's rounds find this step's script.
          { ...(call ? { timeout, signal: call.signal } : wholeCallOptions(timeout)), onprogress: () => undefined },
        );
        requests = call?.end(true);
        return answered;
      } catch (error) {
        requests = call?.end(false);
        throw error;
      }
    });
    return { raw: raw as ToolResultLike, requests };
  } catch (error) {
    return { error, requests };
  }
}

async function callStep(context: StepCallContext, step: ToolStep, args: Record<string, unknown>): Promise<StepCall> {
  const { keeper, timeoutMs: defaultTimeoutMs, secrets } = context;
  const started = performance.now();
  const checkBase = { kind: 'step' as const, subject: step.tool, position: step.position };
  const timeout = step.timeoutMs ?? defaultTimeoutMs;
  const renewedBefore = keeper.renewedBecause;
  const { raw, error, requests } = await callWithScript(context, step, args, timeout);
  // What the server asked of the client, and told it, during the call: kept with it, shown with a failure.
  const requested = {
    ...(requests && requests.records.length > 0 ? { requests: requests.records } : {}),
    ...(requests && requests.leftOut > 0 ? { requestsLeftOut: requests.leftOut } : {}),
    ...(requests && requests.notifications.length > 0 ? { notifications: requests.notifications } : {}),
  };
  // An unscripted or unfitting request was refused, so the call ended in error in the 2026-07-28 era
  // and (usually) with isError in the 2025 era: either way what failed is the script, said the same in both.
  const refused = requestsCheck(step, step.tool, requests);
  if (refused && (raw || isRefusedRequest(error))) {
    return {
      result: {
        tool: step.tool,
        position: step.position,
        text: raw ? keptOutput(renderToolResult(raw), secrets) : '',
        isError: raw?.isError === true,
        durationMs: performance.now() - started,
        newSession: keeper.renewedBecause !== renewedBefore ? keeper.renewedBecause : undefined,
        ...requested,
      },
      check: refused,
      stop: true,
    };
  }
  try {
    if (!raw) throw error;
    const text = keptOutput(renderToolResult(raw), secrets);
    const isError = raw.isError === true;
    const result: StepResult = {
      tool: step.tool,
      position: step.position,
      text,
      isError,
      durationMs: performance.now() - started,
      newSession: keeper.renewedBecause !== renewedBefore ? keeper.renewedBecause : undefined,
      ...requested,
    };
    if (isError && !step.expectError) {
      return {
        result,
        check: { ...checkBase, status: 'failed', message: `${step.tool} returned isError: true: ${firstLines(text)}` },
      };
    }
    if (step.expectInvalidArguments) {
      const verdict = invalidArgumentsVerdict(
        step,
        isError,
        text,
        schemaProblems(args, context.lists?.tools.get(step.tool)),
      );
      return { result, check: { ...checkBase, ...verdict } };
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
    if (isError && step.expectError && saysInvalidParams(text)) {
      // The arguments fit the schema as listed, yet the server refused them as invalid: not the tool's own error.
      return {
        result,
        check: {
          ...checkBase,
          status: 'failed',
          message:
            `${step.tool} refused the arguments as invalid params (-32602), not with the error of what the tool does that expect_error: true expects: ${firstLines(text)}; ` +
            'fix the arguments, or write expect_error: invalid_arguments to test that the server refuses them',
        },
      };
    }
    return { result, check: { kind: 'step', subject: step.tool, position: step.position, status: 'passed' } };
  } catch (error) {
    // The server refused the arguments with JSON-RPC invalid params: what `invalid_arguments` expects.
    const refusedArguments = serverErrorOf(error);
    if (step.expectInvalidArguments && refusedArguments?.code === INVALID_PARAMS) {
      // The step's output is the error's message, for its own checks (`expected_contains`).
      return {
        result: {
          tool: step.tool,
          position: step.position,
          text: keptOutput(refusedArguments.message, secrets),
          isError: true,
          durationMs: performance.now() - started,
          newSession: keeper.renewedBecause !== renewedBefore ? keeper.renewedBecause : undefined,
          ...requested,
        },
        check: { kind: 'step', subject: step.tool, position: step.position, status: 'passed' },
      };
    }
    const message = describeStepFailure(error, keeper, timeout, step, step.tool, requests);
    return {
      result: {
        tool: step.tool,
        position: step.position,
        text: '',
        isError: false,
        durationMs: performance.now() - started,
        error: message,
        ...requested,
      },
      check: { ...checkBase, status: 'failed', message },
      fatal: message,
      serverFailed: isServerFailure(error),
    };
  }
}

function clipJson(value: unknown, limit = 200): string {
  const text = JSON.stringify(value);
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
