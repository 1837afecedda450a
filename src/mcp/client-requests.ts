/**
 * What the server asks of the client during a call (elicitation, sampling, roots), answered from the
 * scenario's script (roots from the scenario's `roots:`). One `ClientRequests` per session, behind the handlers that session.ts registers
 * on its Client: in the 2025 era the server sends these as requests of its own while a call is in
 * progress; in the 2026-07-28 era the call comes back `input_required` and the SDK's client fulfils the
 * embedded requests through the same handlers before it retries. Either way the handler runs while
 * the step's call is in progress, so the step that started the call owns the answer.
 *
 * Whose call it is, when scenarios share the session (`isolation: suite`) and run at once: in the
 * 2026-07-28 era the request rides in the call's own result, so it is answered from that call's
 * script alone (`answering`, below: the client runs the SDK's fulfilment of each call within it). In
 * the 2025 era the server's request does not say which call it serves, and roots are the session's:
 * so a call that scripts an answer runs alone on the session, and calls that script none share it
 * only with calls of the same roots (`CallTurns`).
 *
 * A request with nothing in the script to answer it is refused (the handler throws: in the 2025 era the
 * server gets an error response, in 2026-07-28 the call itself ends with it), so the server's call ends
 * rather than waits for a person who is not there; and the refusal is kept, so the step fails with it
 * whatever the server answers afterwards. Type imports only from the MCP SDK: the kinds load this module.
 */
import { wholeCallOptions } from './call-options.js';
import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  CreateMessageRequest,
  CreateMessageResult,
  ElicitRequest,
  ElicitResult,
  ListRootsResult,
} from '@modelcontextprotocol/client';
import type { ClientRequestRecord, RootScript, ServerNotificationRecord } from '../model/index.js';
import { CALL_REQUESTS_KEPT } from '../model/limits.js';
import {
  ActiveCall,
  DECLINED_AS_NO_USER,
  quote,
  type CallRequests,
  type CallScript,
  type RequestProblem,
} from './call-record.js';
import { contentProblems, proposedContent, withDefaults } from './elicitation-content.js';
import { CallTurns, type TurnKind } from './call-turns.js';

export { DECLINED_AS_NO_USER, type CallRequests, type CallScript, type RequestProblem } from './call-record.js';

/** The reply `init` proposes to a sampling request: plainly a stand-in for the author to replace. */
export const PROPOSED_SAMPLING_REPLY = 'REVIEW: the reply the model should give';

/** A call in progress, as its step holds it: what it was told, and its end. */
export interface CallHandle {
  /**
   * The signal to send the call with: it is how a request of the 2026-07-28 era finds the call it
   * came in (the SDK carries a call's signal through its every round).
   */
  readonly signal: AbortSignal;
  /** A notification that belongs to this call alone (its progress). */
  note(record: ServerNotificationRecord): void;
  end(completed: boolean): CallRequests;
}

/** The model a scripted sampling reply says it came from when the step names none. */
export const SCRIPTED_SAMPLING_MODEL = 'scripted';

/**
 * Thrown by a handler to refuse a request: its message is what the server (2025 era) or the call
 * (2026-07-28) sees. The step's own message comes from the call's problems, not from this error.
 */
export class RefusedRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedRequestError';
  }
}

/** Whether a call failed because the client refused a request of the server (the problem is in the call's record). */
export function isRefusedRequest(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof RefusedRequestError) return true;
  }
  return false;
}

/** Parameters read loosely for messages: the SDK has checked them against the protocol already. */
type Params = Record<string, unknown> | undefined;

/** How a session's answerer learns what it needs of its client. */
export interface ClientRequestsHost {
  /** The era the session speaks (undefined before it is connected). */
  era(): 'legacy' | 'modern' | undefined;
  /** The revision the session speaks (`2026-07-28`, `2025-11-25`…), for messages. */
  revision?(): string | undefined;
  /** Tells the server the roots changed (2025 era: `notifications/roots/list_changed`). */
  rootsChanged?(): Promise<void>;
}

export class ClientRequests {
  /** The session's roots (2025 era): those of the calls that hold the session now. */
  private roots: readonly RootScript[] | undefined;
  private readonly active = new Set<ActiveCall>();
  /** Each call in progress by the signal it was sent with (`CallHandle.signal`). */
  private readonly bySignal = new WeakMap<AbortSignal, ActiveCall>();
  /** The call whose input_required rounds the SDK is fulfilling (2026-07-28 era), through every handler it runs. */
  private readonly fulfilling = new AsyncLocalStorage<ActiveCall | undefined>();
  private readonly turns = new CallTurns();
  // Asked while no call was in progress (a 2025-era server may ask for roots once it is initialized):
  // refused, and told to the next call that starts, which on a scenario's own session is its first.
  // Kept up to CALL_REQUESTS_KEPT, the rest counted: an agent's calls begin no script, so what the server
  // asks during them is stray too, for the whole of a long session.
  private stray: ClientRequestRecord[] = [];
  private strayLeftOut = 0;
  /**
   * How many times the server said one of its lists changed (`notifications/tools/list_changed`, and
   * the resources' and prompts' own) on this
   * session: a list read at another count is stale, and is read again before the next step or turn.
   */
  toolListChanges = 0;

  constructor(private readonly host: ClientRequestsHost) {}

  /**
   * The session's roots (2025 era; undefined: the call's scenario has no `roots:`, and shares none).
   * Tells the server when they changed, so that one that asked before (at connect, or for the calls
   * of another scenario) asks again.
   */
  private async shareRoots(roots: readonly RootScript[] | undefined): Promise<void> {
    const changed = JSON.stringify(roots ?? []) !== JSON.stringify(this.roots ?? []);
    this.roots = roots;
    // A server that cannot take the notification still asks during its calls, and is answered then.
    if (changed) await this.host.rootsChanged?.().catch(() => undefined);
  }

  /**
   * Starts a call with its script, once it may (2025 era: its turn at the session, see `CallTurns`);
   * send it with the handle's `signal`; `end()` says what the server asked and what went wrong.
   * `label` names the call in messages (`deploy`). `onNote` hears each notification as it comes (the
   * fuzzer restarts a call's timeout on its progress); `signal`, the one the caller sends the call
   * with, if it has its own; else `timeoutMs` makes the handle's signal end the call that long after
   * its turn began (the step's `timeout_ms` bounds the whole call, every input round included:
   * call-options.ts), not counting the wait for its turn.
   */
  async begin(
    script: CallScript,
    label: string,
    options: { onNote?: (record: ServerNotificationRecord) => void; signal?: AbortSignal; timeoutMs?: number } = {},
  ): Promise<CallHandle> {
    let endTurn = (): void => undefined;
    if (this.host.era() !== 'modern') {
      endTurn = await this.turns.take(turnOf(script));
      await this.shareRoots(script.roots);
    }
    const call = new ActiveCall(script, label, options.onNote);
    const signal =
      options.signal ??
      (options.timeoutMs === undefined ? new AbortController().signal : wholeCallOptions(options.timeoutMs).signal);
    for (const record of this.stray.splice(0)) {
      call.record(record);
      call.problem({ message: `before ${label} was called, ${record.answer}` });
    }
    call.requestsLeftOut += this.strayLeftOut;
    call.problemsLeftOut += this.strayLeftOut;
    this.strayLeftOut = 0;
    this.active.add(call);
    this.bySignal.set(signal, call);
    return {
      signal,
      note: (record) => call.note(record),
      end: (completed) => {
        this.active.delete(call);
        this.bySignal.delete(signal);
        endTurn();
        // An answer the server never asked for. Only said of a call that ran to its end: one cut short
        // never had the chance to ask. Always said, past CALL_REQUEST_PROBLEMS_SHOWN too (two at most).
        const unasked: RequestProblem[] = [];
        if (completed) {
          for (const kind of ['elicitation', 'sampling'] as const) {
            const unused = call.script[kind].slice(call.used[kind]);
            if (unused.length === 0) continue;
            unasked.push({
              position: unused[0]!.position,
              unasked: true,
              message: this.unaskedMessage(kind, call, label),
            });
          }
        }
        return {
          records: call.records,
          leftOut: call.requestsLeftOut,
          declined: call.declined,
          problems: [...call.parted(), ...unasked],
          notifications: call.noted(),
        };
      },
    };
  }

  /**
   * A scripted answer the server did not ask for, said of the era the session speaks: a server may ask
   * in one era and not the other (FastMCP's `ctx.elicit` asks only in the 2025 era; the SDK v2 HTTP
   * handler's 2025 fallback cannot ask at all), which is a difference between its eras, not a script
   * to cut down. Under `protocol: both`, the merge of the eras (run/eras.ts) says which it was.
   */
  private unaskedMessage(kind: 'elicitation' | 'sampling', call: ActiveCall, label: string): string {
    const scripted = call.script[kind].length;
    const rounds = scripted > 1 ? ` (it asked ${call.used[kind]} of the ${scripted} rounds scripted)` : '';
    const era = this.host.era();
    const revision = this.host.revision?.();
    const inEra = era ? ` in the ${era} era${revision ? ` (${revision})` : ''}` : '';
    return (
      `the server did not ask for the scripted ${kind}${rounds} during the call of ${label}${inEra}` +
      (era
        ? '; a server may ask in one era and not the other, a difference between its eras (protocol: both runs ' +
          'the scenario in each and says which); if it asks in neither era, its behaviour changed or the script is wrong'
        : ': its behaviour changed, or the script is wrong')
    );
  }

  /**
   * Runs the SDK's fulfilment of a call's input_required rounds (2026-07-28 era) as that call's: the
   * requests it hands the handlers are answered from the script of the call sent with `signal`
   * alone. A request of a call that began no script (an agent's) is answered as before: by the
   * session's calls in progress.
   */
  answering<T>(signal: AbortSignal | undefined, fulfil: () => T): T {
    return this.fulfilling.run(signal && this.bySignal.get(signal), fulfil);
  }

  /**
   * A notification of the server's (a log message, a list change): kept with every call in progress on
   * the session (on a scenario's own session, its one call; the server does not say whose it is).
   */
  notify(record: ServerNotificationRecord): void {
    // Any list the steps are checked against: tools, resources (and templates), prompts.
    if (record.kind.endsWith('_list_changed')) this.toolListChanges++;
    for (const call of this.active) call.note(record);
  }

  /** `elicitation/create`: the next scripted answer, its content checked against the schema the server sent. */
  async elicit(request: ElicitRequest['params']): Promise<ElicitResult> {
    const params = request as Params;
    const asked = describeElicitation(params);
    const own = this.fulfilling.getStore();
    const calls = own ? [own] : [...this.active];
    // Every call it may be declines what it does not script: whoever's the request is, it is declined.
    if (
      calls.length > 0 &&
      calls.every((call) => call.script.unscriptedElicitation === 'decline' && call.left('elicitation') === 0)
    ) {
      for (const call of calls)
        call.record({ kind: 'elicitation', message: asked, answer: DECLINED_AS_NO_USER, answered: true });
      return { action: 'decline' };
    }
    const proposing = this.proposer('elicitation', own);
    if (proposing) {
      const content = params?.mode === 'url' ? undefined : proposedContent(params?.requestedSchema);
      proposing.record({
        kind: 'elicitation',
        message: asked,
        answer: `accept ${content ? quote(JSON.stringify(content)) : '(the URL)'} (proposed by init)`,
        answered: true,
        proposal: content ? { content } : {},
      });
      return content ? { action: 'accept', content: content as ElicitResult['content'] } : { action: 'accept' };
    }
    const call = this.callFor('elicitation', asked, own);
    const answer = call.script.elicitation[call.used.elicitation++]!;
    if (answer.action !== 'accept') {
      call.record({ kind: 'elicitation', message: asked, answer: answer.action, answered: true });
      return { action: answer.action };
    }
    const content = withDefaults(answer.content ?? {}, params?.requestedSchema);
    const misfit = params?.mode === 'url' ? [] : contentProblems(content, params?.requestedSchema);
    if (misfit.length > 0) {
      // Cut: a form of ten thousand fields makes ten thousand complaints.
      const why = `the scripted content ${quote(JSON.stringify(content))} does not fit the schema the server sent: ${quote(misfit.join('; '))}`;
      call.record({ kind: 'elicitation', message: asked, answer: `refused: ${why}`, answered: false });
      call.problem({
        position: answer.position,
        message: `${why}; the server asked ${asked}; change the step's elicitation content to fit it`,
      });
      throw new RefusedRequestError(
        `the scripted elicitation content does not fit the requested schema: ${quote(misfit.join('; '))}`,
      );
    }
    call.record({
      kind: 'elicitation',
      message: asked,
      answer: `accept ${quote(JSON.stringify(content))}`,
      answered: true,
    });
    // The requested schema allows flat primitive fields only, and the content was just checked against
    // it; what is left (a nested value where the schema has no properties) the SDK's own check refuses.
    return { action: 'accept', content: content as ElicitResult['content'] };
  }

  /** `sampling/createMessage`: the next scripted reply, as a text message from the assistant. */
  async sample(request: CreateMessageRequest['params']): Promise<CreateMessageResult> {
    const asked = describeSampling(request as Params);
    const proposing = this.proposer('sampling', this.fulfilling.getStore());
    if (proposing) {
      const text = PROPOSED_SAMPLING_REPLY;
      proposing.record({
        kind: 'sampling',
        message: asked,
        answer: `${quote(JSON.stringify(text))} (proposed by init)`,
        answered: true,
        proposal: { text },
      });
      return {
        role: 'assistant',
        model: SCRIPTED_SAMPLING_MODEL,
        stopReason: 'endTurn',
        content: { type: 'text', text },
      };
    }
    const call = this.callFor('sampling', asked, this.fulfilling.getStore());
    const reply = call.script.sampling[call.used.sampling++]!;
    call.record({ kind: 'sampling', message: asked, answer: quote(JSON.stringify(reply.text)), answered: true });
    return {
      role: 'assistant',
      model: reply.model ?? SCRIPTED_SAMPLING_MODEL,
      stopReason: reply.stopReason ?? 'endTurn',
      content: { type: 'text', text: reply.text },
    };
  }

  /**
   * `roots/list`: the scenario's roots. A scenario without `roots:` shares none (an empty list), rather
   * than failing a step: roots are the scenario's, not one call's, and a 2025-era server may ask for them
   * whenever it likes (at connect, or after a list change), so the step that happened to be running
   * would be blamed for a request it did not make.
   */
  async listRoots(): Promise<ListRootsResult> {
    // 2026-07-28: the roots of the call that asks; 2025: the session's, set by the calls holding it.
    const own = this.fulfilling.getStore();
    const shared = own ? own.script.roots : this.roots;
    const roots = (shared ?? []).map((root) => (root.name === undefined ? { uri: root.uri } : { ...root }));
    const answer =
      shared === undefined
        ? 'no roots (the scenario has no `roots:`)'
        : roots.map((root) => root.uri).join(', ') || 'no roots';
    // In the 2025 era every call in progress sees it asked: the session's roots belong to all of them.
    for (const call of own ? [own] : this.active) {
      call.record({ kind: 'roots', message: 'the list of roots (roots/list)', answer, answered: true });
    }
    return { roots };
  }

  /**
   * The call that proposes its own answer to this request (init's: `proposeUnscripted`, with no scripted
   * answer left), or undefined: it is answered from a script, or refused.
   */
  private proposer(kind: 'elicitation' | 'sampling', own?: ActiveCall): ActiveCall | undefined {
    const calls = own ? [own] : [...this.active];
    const call = calls.length === 1 ? calls[0]! : undefined;
    return call?.script.proposeUnscripted && call.left(kind) === 0 ? call : undefined;
  }

  /**
   * The call a request of `kind` belongs to (`own`: the call it came in, when that is known); refuses
   * the request (throws) when no script answers it.
   */
  private callFor(kind: 'elicitation' | 'sampling', asked: string, own?: ActiveCall): ActiveCall {
    if (own) {
      if (own.left(kind) > 0) return own;
      this.refuse([own], kind, asked, unscriptedWhy(own, kind));
    }
    const calls = [...this.active];
    if (calls.length === 1 && calls[0]!.left(kind) > 0) return calls[0]!;
    // Calls that run at once on one shared session (isolation: suite) in the 2025 era cannot tell whose
    // call the server is serving: only a request that exactly one of them scripts is answered (a call
    // that scripts one runs alone on the session, so that one is the call in progress).
    const scripted = calls.filter((call) => call.left(kind) > 0);
    if (scripted.length === 1) return scripted[0]!;
    const why =
      scripted.length > 1
        ? `${scripted.length} calls in progress on the shared session (isolation: suite) script one, so it cannot ` +
          'be told whose it is; run these scenarios with isolation: scenario'
        : calls.length === 1
          ? unscriptedWhy(calls[0]!, kind)
          : calls.length > 1
            ? `no call in progress scripts one (${calls.length} calls were in progress on the shared session, ` +
              'isolation: suite, and a 2025-era server does not say which call it asks for, so each of them is ' +
              'told); script the answer in the step whose tool asks: that call then runs alone on the session'
            : `no call in progress scripts one`;
    this.refuse(calls, kind, asked, why);
  }

  private refuse(calls: ActiveCall[], kind: 'elicitation' | 'sampling', asked: string, why: string): never {
    const record = (answer: string): ClientRequestRecord => ({ kind, message: asked, answer, answered: false });
    const said = `the server asked for ${KIND_WORDS[kind]}: ${asked}; nothing in the scenario answers it: ${why}`;
    if (calls.length === 0) {
      if (this.stray.length < CALL_REQUESTS_KEPT) this.stray.push(record(said));
      else this.strayLeftOut++;
    }
    for (const call of calls) {
      call.record(record(`refused: ${why}`));
      call.problem({ message: `during the call of ${call.label}, ${said}` });
    }
    throw new RefusedRequestError(`mcp-scenario-eval refused the ${kind} request: ${why}`);
  }
}

const KIND_WORDS: Record<'elicitation' | 'sampling', string> = {
  elicitation: 'input from the user (elicitation/create)',
  sampling: 'a message from the model (sampling/createMessage)',
};

function unscriptedWhy(call: ActiveCall, kind: 'elicitation' | 'sampling'): string {
  const scripted = call.script[kind].length;
  return scripted === 0
    ? `the step has no \`${kind}:\`; add one to say what the client answers`
    : `the step scripts ${scripted} ${kind} round${scripted === 1 ? '' : 's'} and the server asked for more; ` +
        `add an answer to the step's \`${kind}\` list`;
}

/**
 * Who a call may share a 2025-era session with: no one when it scripts an elicitation or sampling
 * answer (the server's request would not say whose it is); else the calls that share its roots.
 */
function turnOf(script: CallScript): TurnKind {
  if (script.elicitation.length > 0 || script.sampling.length > 0) return { alone: true };
  return { alone: false, group: JSON.stringify(script.roots ?? null) };
}

/** An elicitation as a report shows it: its message, and the schema (or URL) it asks for. */
function describeElicitation(params: Params): string {
  const message = typeof params?.message === 'string' ? params.message : '';
  const wants =
    params?.mode === 'url'
      ? `at the URL ${String(params.url)}`
      : `with the schema ${JSON.stringify(params?.requestedSchema ?? {})}`;
  return quote(`${JSON.stringify(message)} ${wants}`);
}

/** A sampling request as a report shows it: its messages' text, in order. */
function describeSampling(params: Params): string {
  const messages = Array.isArray(params?.messages) ? (params.messages as Record<string, unknown>[]) : [];
  const texts = messages.map((message) => {
    const blocks = Array.isArray(message.content) ? message.content : [message.content];
    const text = blocks
      .map((block) => {
        const content = block as Record<string, unknown> | undefined;
        return content?.type === 'text' ? String(content.text) : `[${String(content?.type)}]`;
      })
      .join(' ');
    return `${String(message.role)}: ${text}`;
  });
  return quote(`messages ${JSON.stringify(texts)}`);
}

/** Each client's answerer, so that a step reaches it through the session it already holds. */
const answerers = new WeakMap<object, ClientRequests>();

export function attachClientRequests(client: object, requests: ClientRequests): void {
  answerers.set(client, requests);
}

/** How many times the server said its tool list changed on this client's session (0 for a client without an answerer). */
export function toolListChangesOf(client: object): number {
  return answerers.get(client)?.toolListChanges ?? 0;
}

/** The answerer of a session's client (every client newClient builds has one). */
export function clientRequestsOf(client: object): ClientRequests | undefined {
  return answerers.get(client);
}
