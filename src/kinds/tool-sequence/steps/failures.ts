/**
 * How a step's call failed, in words, whatever its kind: a script of answers and the server's
 * requests parting, a session lost, a timeout, a closed connection, a protocol error. The tool
 * step and the requests (resource, prompt, completion) say it the same way.
 */
import { REOPENED_ONCE, SessionDroppedError, type SessionKeeper } from '../../../mcp/keeper.js';
import { isConnectionClosed, isRequestTimeout, protocolViolationOf, serverErrorOf } from '../../../mcp/errors.js';
import { INVALID_PARAMS } from '../../../mcp/invalid-params.js';
import { messageOf, type McpSession } from '../../../mcp/session.js';
import type { CallRequests } from '../../../mcp/client-requests.js';
import type { CheckResult, StepCommon } from '../../../model/index.js';

/** The step's failed check when the server's requests and the step's script parted, with every way they did. */
export function requestsCheck(
  step: StepCommon,
  label: string,
  requests: CallRequests | undefined,
): CheckResult | undefined {
  const problems = requests?.problems ?? [];
  if (problems.length === 0) return undefined;
  return {
    kind: 'step',
    subject: label,
    status: 'failed',
    position: problems.find((problem) => problem.position)?.position ?? step.position,
    message: problems.map((problem) => problem.message).join('; and '),
    // Only answers the server did not ask for: under protocol: both, an era that asked tells an era
    // difference of the server from a wrong script (run/eras.ts).
    ...(problems.every((problem) => problem.unasked) ? { problem: 'unasked_answer' as const } : {}),
  };
}

export function describeStepFailure(
  error: unknown,
  keeper: SessionKeeper,
  timeoutMs: number,
  step: StepCommon,
  label: string,
  requests?: CallRequests,
): string {
  if (error instanceof SessionDroppedError) return `${label} was not called: ${error.message}`;
  const loss = keeper.session.loss?.(error);
  if (loss?.refused) {
    // Refused again on the session opened for the retry.
    return `${label} was not called: ${loss.reason}; ${REOPENED_ONCE}`;
  }
  if (loss) {
    return `${label} failed: ${loss.reason}, after the call was sent; it may already have run on the server, so it was not sent again`;
  }
  return `${label} failed: ${describeCallError(error, keeper.session, timeoutMs, step, requests)}`;
}

function describeCallError(
  error: unknown,
  session: McpSession,
  timeoutMs: number,
  step: StepCommon,
  requests: CallRequests | undefined,
): string {
  if (isRequestTimeout(error)) {
    const limit = step.timeoutMs !== undefined ? "the step's timeout_ms" : 'timeout-ms';
    // Each round answered was the server's to finish: the limit is on the whole call, not each round.
    const rounds = requests?.records.filter((record) => record.answered).length ?? 0;
    const during =
      rounds > 0
        ? [
            `the server asked the client for input ${rounds} time${rounds === 1 ? '' : 's'} during the call, each answered; ` +
              `${limit} bounds the whole call, every round included`,
          ]
        : [];
    return [
      `no answer within ${timeoutMs} ms (${limit})`,
      ...during,
      ...extraNotes(session.explain(error), messageOf(error)),
    ].join('; ');
  }
  if (isConnectionClosed(error)) {
    return [
      'the connection to the server closed during the call',
      ...extraNotes(session.explain(error), messageOf(error)),
    ].join('; ');
  }
  const violation = protocolViolationOf(error);
  if (violation) return violation;
  if (serverErrorOf(error)) {
    // The SDK prefixes the server's own "MCP error -32603: …" message once more: say it once.
    const explained = session.explain(error).replace(/^(MCP error (-?\d+): )(?:MCP error \2: )+/, '$1');
    const hint =
      step.expectError && serverErrorOf(error)?.code === INVALID_PARAMS
        ? '; the server refused the arguments as invalid params, which is not the error of what the tool does that expect_error: true expects: ' +
          'fix the arguments, or write expect_error: invalid_arguments to test that the server refuses them'
        : '';
    return `the server answered with a protocol error: ${explained}${hint}`;
  }
  return session.explain(error);
}

/** What `explain` added beyond the SDK's own message. */
function extraNotes(explained: string, original: string): string[] {
  if (explained === original) return [];
  const extra = explained.startsWith(original) ? explained.slice(original.length).replace(/^; /, '') : explained;
  return extra ? [extra] : [];
}

export function firstLines(text: string): string {
  const shown = text.split('\n').slice(0, 3).join(' ⏎ ');
  return shown.length > 300 ? `${shown.slice(0, 300)}…` : shown || '(no text)';
}
