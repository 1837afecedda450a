/**
 * What the resource, prompt and completion steps share: a request (not a tool call) made on the
 * scenario's session, its result rendered to the step's text, and `expect_error: true` read as
 * the protocol has it for these requests: they have no `isError`, so the server's error is a
 * JSON-RPC error response. That answer passes an `expect_error` step, with its code and message as
 * the output; a timeout, a closed connection or a transport failure never does.
 */
import type { OtherListName } from '../../../mcp/lists.js';
import type { McpSession } from '../../../mcp/session.js';
import { clientRequestsOf, type CallRequests } from '../../../mcp/client-requests.js';
import { wholeCallOptions, type WholeCallOptions } from '../../../mcp/call-options.js';
import { isServerFailure, serverErrorOf } from '../../../mcp/errors.js';
import { keptOutput } from '../../../mcp/render.js';
import type { CheckResult, ScenarioFileError, SourcePosition, StepCommon, StepResult } from '../../../model/index.js';
import { closest } from '../../../util/closest.js';
import type { ServerLists } from '../../kind.js';
import type { StepDocument } from './shared-keys.js';
import { refused, type StepAt, type StepCall, type StepCallContext } from './step.js';
import { describeStepFailure, firstLines, requestsCheck } from './failures.js';

export interface StepRequest<R> {
  /** The method, for messages (`resources/read`). */
  method: string;
  /** The step as messages name it (its kind's `label`). */
  label: string;
  /**
   * Sends the request with `options`: its timeout, and the signal that bounds it as a whole, every
   * input round included, and by which its rounds find the call's script (`CallHandle.signal`).
   */
  send(session: McpSession, options: WholeCallOptions): Promise<R>;
  render(result: R): string;
}

/** A server's JSON-RPC error as a step's output: `error -32002: Resource not found`. */
export function errorText(error: { code: number; message: string }): string {
  // The SDK prefixes the server's message with "MCP error CODE: " (sometimes twice): said once.
  const message = error.message.replace(/^(?:MCP error -?\d+: )+/, '');
  return `error ${error.code}: ${message}`;
}

export async function requestStep<R>(
  step: StepCommon,
  context: StepCallContext,
  request: StepRequest<R>,
): Promise<StepCall> {
  const { keeper, secrets } = context;
  const { label } = request;
  const started = performance.now();
  const timeout = step.timeoutMs ?? context.timeoutMs;
  const renewedBefore = keeper.renewedBecause;
  const checkBase = { kind: 'step' as const, subject: label, position: step.position };
  let requests: CallRequests | undefined;
  let raw: R | undefined;
  let failure: unknown;
  try {
    raw = await keeper.run(async (session) => {
      // No script: what the server asks meanwhile is refused (roots: the scenario's), and what it tells
      // is kept with the step.
      const call = await clientRequestsOf(session.client)?.begin(
        { elicitation: [], sampling: [], roots: context.roots },
        label,
        { timeoutMs: timeout },
      );
      try {
        // The call's signal bounds it whole (call-options.ts) and routes its rounds to this step's script.
        const answered = await request.send(
          session,
          call ? { timeout, signal: call.signal } : wholeCallOptions(timeout),
        );
        requests = call?.end(true);
        return answered;
      } catch (error) {
        requests = call?.end(false);
        throw error;
      }
    });
  } catch (error) {
    failure = error;
  }
  const result = (text: string, isError: boolean, error?: string): StepResult => ({
    tool: label,
    position: step.position,
    text,
    isError,
    durationMs: performance.now() - started,
    ...(error ? { error } : {}),
    newSession: keeper.renewedBecause !== renewedBefore ? keeper.renewedBecause : undefined,
    ...(requests && requests.records.length > 0 ? { requests: requests.records } : {}),
    ...(requests && requests.leftOut > 0 ? { requestsLeftOut: requests.leftOut } : {}),
    ...(requests && requests.notifications.length > 0 ? { notifications: requests.notifications } : {}),
  });
  const scriptRefused = requestsCheck(step, label, requests);
  if (raw !== undefined) {
    const text = keptOutput(request.render(raw), secrets);
    if (scriptRefused) return { result: result(text, false), check: scriptRefused, stop: true };
    if (step.expectError) {
      return {
        result: result(text, false),
        check: {
          ...checkBase,
          status: 'failed',
          message: `${request.method} ${label} succeeded, but the step says expect_error: true: ${firstLines(text)}`,
        },
      };
    }
    return { result: result(text, false), check: { ...checkBase, status: 'passed' } };
  }
  const answered = serverErrorOf(failure);
  if (answered) {
    // The server answered, with an error: the step's output for its own checks either way.
    const text = keptOutput(errorText(answered), secrets);
    if (step.expectError) return { result: result(text, true), check: { ...checkBase, status: 'passed' } };
    return {
      result: result(text, true),
      check: {
        ...checkBase,
        status: 'failed',
        message:
          `${request.method} ${label} was answered with a JSON-RPC error: ${firstLines(text)}` +
          '; if that error is what this step tests, write expect_error: true',
      },
      // The server is left where the error put it: the steps after this one are not run.
      stop: true,
    };
  }
  const message = describeStepFailure(failure, keeper, timeout, step, label, requests);
  return {
    result: result('', false, message),
    check: { ...checkBase, status: 'failed', message },
    fatal: message,
    serverFailed: isServerFailure(failure),
  };
}

/** A step as its pre-check's results name it: its label, and where it stands. */
export interface StepSubject {
  label: string;
  position: SourcePosition;
}

/**
 * The errors of the shared keys a request (not a tool call) does not take: scripts of answers, and
 * `expect_error: invalid_arguments`, which tests a tool's input schema.
 */
export function requestKeyErrors(document: StepDocument, at: StepAt, kind: string): ScenarioFileError[] {
  const errors: ScenarioFileError[] = [];
  if (document.elicitation !== undefined)
    errors.push(refused(at, kind, 'elicitation', 'only a tool call is answered from a script'));
  if (document.sampling !== undefined)
    errors.push(refused(at, kind, 'sampling', 'only a tool call is answered from a script'));
  if (document.expect_error === 'invalid_arguments') {
    errors.push(
      refused(
        at,
        kind,
        'expect_error',
        "invalid_arguments tests a tool's input schema; write expect_error: true for a JSON-RPC error",
      ),
    );
  }
  return errors;
}

/** A failed pre-check of a step, with the name the server lacks and the closest it has. */
export function unknownName(
  step: StepSubject,
  what: string,
  name: string,
  available: Iterable<string>,
  extra = '',
): CheckResult {
  const names = [...available];
  const suggestion = closest(name, names);
  return {
    kind: 'step',
    subject: step.label,
    status: 'failed',
    position: step.position,
    problem: 'unknown_name',
    message:
      `the server has no ${what} "${name}"${extra}` +
      (suggestion ? `: did you mean "${suggestion}"?` : `; it has: ${names.join(', ') || `no ${what}s`}`),
  };
}

/** A failed pre-check of a step's arguments (or of what it asks to complete). */
export function argumentsFailure(step: StepSubject, message: string): CheckResult {
  return {
    kind: 'step',
    subject: step.label,
    status: 'failed',
    position: step.position,
    problem: 'arguments',
    message,
  };
}

/** A failed pre-check when the server's resources or prompts could not be read at all. */
export function listsFailure(step: StepSubject, why: string): CheckResult {
  return {
    kind: 'step',
    subject: step.label,
    status: 'failed',
    position: step.position,
    message: `could not read the server's resources and prompts: ${why}`,
  };
}

/**
 * A failed pre-check when a list this step needs reached the page cap (the message names it); undefined
 * when every list it needs was read whole. Only the lists named count: a prompt list that never ends
 * does not fail a resource step.
 */
export function unreadListFailure(
  step: StepSubject,
  lists: ServerLists,
  needed: readonly OtherListName[],
): CheckResult | undefined {
  const why = needed.map((name) => lists.unread?.[name]).find((reason) => reason !== undefined);
  if (why === undefined) return undefined;
  return { kind: 'step', subject: step.label, status: 'failed', position: step.position, message: why };
}
