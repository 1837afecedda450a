/**
 * One fuzz call: the server's session (started again after a crash or a hang), the request for a
 * tool, prompt or resource template, its timeout restarted by each progress notification, and what
 * happened as a CallOutcome for classify.ts.
 */
import { clientRequestsOf } from '../../mcp/client-requests.js';
import { isConnectionClosed, isRequestTimeout, serverErrorOf } from '../../mcp/errors.js';
import {
  renderPromptMessages,
  renderResourceContents,
  renderToolResult,
  type ToolResultLike,
} from '../../mcp/render.js';
import type { McpSession, SessionFactory } from '../../mcp/session.js';
import { FUZZ_PROGRESSING_CALL_TIMEOUTS } from '../../model/limits.js';
import type { CallOutcome } from './classify.js';
import type { FuzzTarget } from './targets.js';

/**
 * The fuzzed server's session: opened on first use, dropped after a crash, a hang or a call that
 * needs a fresh server, and opened again by the next call. (Not mcp/keeper.ts's SessionKeeper, which
 * renews a scenario's session once when the server forgets it.)
 */
export class RestartingSession {
  private session?: McpSession;
  constructor(private readonly factory: SessionFactory) {}
  async get(): Promise<McpSession> {
    this.session ??= await this.factory.open();
    return this.session;
  }
  async drop(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    await session?.close().catch(() => undefined);
  }
}

/** What a tool's calls asked of the client, counted across them (not findings: listed). */
export interface CallTally {
  /** Elicitations declined as a host with no user would (fuzz has no steps to script an answer). */
  declinedElicitations: number;
}

/** One call: the target and input, its timeout, the tool's deadline, and what bounds it. */
export interface FuzzCall {
  target: FuzzTarget;
  args: Record<string, unknown>;
  /** Per call, restarted by each progress notification. */
  timeoutMs: number;
  /** The tool's budget ends then (performance.now()): a call still progressing is cut by it. */
  deadline: number;
  /** Drop the server after the call (a tool that may write, with --include-writes). */
  fresh?: boolean;
  /** Cuts the call (the fuzz was stopped): its outcome is then not judged (see tool-fuzz.ts). */
  stop?: AbortSignal;
  /** Timeouts a call still reporting progress gets in all (default FUZZ_PROGRESSING_CALL_TIMEOUTS). */
  progressTimeouts?: number;
  tally?: CallTally;
}

/** Calls a target once and says what happened, and how long it took; restarts the server after a crash or a hang. */
export async function callOnce(
  server: RestartingSession,
  call: FuzzCall,
): Promise<{ outcome: CallOutcome; took: number }> {
  const session = await server.get();
  // Timed from the request: a server (re)started for this call is not the tool being slow.
  const started = performance.now();
  const outcome = await callOn(session, server, call);
  return { outcome, took: performance.now() - started };
}

/** What the options of one fuzz call carry: its abort signal, a total bound, and a progress token. */
interface FuzzRequestOptions {
  timeout: number;
  signal: AbortSignal;
  onprogress: () => void;
}

async function callOn(session: McpSession, server: RestartingSession, call: FuzzCall): Promise<CallOutcome> {
  const { target, args } = call;
  try {
    const answer = await withProgressTimeout(session, call, async (options) => {
      if (target.surface === 'prompt') {
        const result = await session.client.getPrompt(
          { name: target.name, arguments: args as Record<string, string> },
          options,
        );
        return { kind: 'result', isError: false, text: renderPromptMessages(result) } as const;
      }
      // The property sends no input whose URI cannot be written (see tool-fuzz.ts).
      if (target.surface === 'resource-template') {
        const result = await session.client.readResource({ uri: target.uri!(args)! }, options);
        return { kind: 'result', isError: false, text: renderResourceContents(result) } as const;
      }
      // Not callTool: a fuzzed tool's answer is judged by what it says, not refused by output validation.
      const result = await session.client.request(
        { method: 'tools/call', params: { name: target.name, arguments: args } },
        options,
      );
      return {
        kind: 'result',
        isError: result.isError === true,
        text: renderToolResult(result as ToolResultLike),
      } as const;
    });
    // A call with no answer in time: a handler stuck in a loop may keep the process busy, so the
    // next call gets a fresh one.
    if (answer.kind === 'timeout' || answer.kind === 'progressing') await server.drop();
    return answer;
  } catch (error) {
    if (isConnectionClosed(error)) {
      const message = session.explain(error);
      await server.drop();
      return { kind: 'closed', message };
    }
    if (isRequestTimeout(error)) {
      await server.drop();
      return { kind: 'timeout', message: `no answer within ${call.timeoutMs} ms` };
    }
    const rpc = serverErrorOf(error);
    if (rpc) return { kind: 'rpc-error', code: rpc.code, message: rpc.message.replace(/^MCP error -?\d+: /, '') };
    const message = session.explain(error);
    if (/closed|ECONNRESET|ECONNREFUSED|socket hang up|fetch failed|exited|was stopped/i.test(message)) {
      await server.drop();
      return { kind: 'closed', message };
    }
    return { kind: 'malformed', message };
  } finally {
    if (call.fresh) await server.drop();
  }
}

/**
 * Sends one request whose timeout restarts on each progress notification of the server's: a tool
 * that takes 10 s and says how far it is (server-everything's `trigger-long-running-operation`)
 * is slow, not hung. The request carries a progress token (the SDK adds one for `onprogress`); the
 * session's notification handler (mcp/session.ts) hands each progress to this call. A call still
 * reporting progress past FUZZ_PROGRESSING_CALL_TIMEOUTS timeouts (or the tool's budget) is cut
 * (`progressing`, not a finding). `stop` cuts the call (the fuzz was stopped).
 */
async function withProgressTimeout<T>(
  session: McpSession,
  call: FuzzCall,
  send: (options: FuzzRequestOptions) => Promise<T>,
): Promise<T | CallOutcome> {
  const { timeoutMs, deadline, stop, tally, progressTimeouts = FUZZ_PROGRESSING_CALL_TIMEOUTS } = call;
  const controller = new AbortController();
  const onStop = () => controller.abort(new Error('the fuzz was stopped'));
  stop?.addEventListener('abort', onStop, { once: true });
  if (stop?.aborted) onStop();
  let progressed = 0;
  let silent: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(silent);
    silent = setTimeout(() => controller.abort(new Error('no progress')), timeoutMs);
  };
  const script = { elicitation: [], sampling: [], unscriptedElicitation: 'decline' } as const;
  const requests = await clientRequestsOf(session.client)?.begin(script, call.target.name, {
    signal: controller.signal,
    onNote: (record) => {
      if (record.kind !== 'progress') return;
      progressed++;
      arm();
    },
  });
  arm();
  // The SDK's own timeout bounds the whole call: FUZZ_PROGRESSING_CALL_TIMEOUTS timeouts, within the
  // rest of the tool's budget (at least one timeout).
  const total = Math.max(timeoutMs, Math.min(timeoutMs * progressTimeouts, Math.floor(deadline - performance.now())));
  try {
    return await send({ timeout: total, signal: controller.signal, onprogress: () => undefined });
  } catch (error) {
    if (!isRequestTimeout(error)) throw error;
    if (controller.signal.aborted) {
      const after = progressed > 0 ? ` of its last progress notification (${progressed} received)` : '';
      return { kind: 'timeout', message: `no answer within ${timeoutMs} ms${after}` };
    }
    if (progressed > 0)
      return {
        kind: 'progressing',
        message: `still reporting progress (${progressed} notification(s)) when cut after ${total} ms`,
      };
    return { kind: 'timeout', message: `no answer within ${timeoutMs} ms` };
  } finally {
    clearTimeout(silent);
    stop?.removeEventListener('abort', onStop);
    const asked = requests?.end(false);
    // Counted by the answerer, every one: the records keep only the first CALL_REQUESTS_KEPT.
    if (tally && asked) tally.declinedElicitations += asked.declined;
  }
}
