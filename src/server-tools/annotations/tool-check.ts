/**
 * Checking one tool's annotations by behaviour: each input observed as read state (twice: volatile
 * lines), call, read state (and, for idempotentHint, read twice, call again, read), then judged:
 * readOnlyHint: true → any change is a finding; idempotentHint: true (not read-only) → the state
 * after two identical calls equals the state after one; destructiveHint: false (not read-only) →
 * nothing there before is removed or overwritten. A tool that claims nothing is observed for the
 * suggestion: no change on every input it accepted → it could be annotated readOnlyHint: true.
 *
 * Fresh servers: every tool starts on a fresh server (one tool's writes never blame another), and so
 * does every input after a call that changed the state. An input after one that changed nothing
 * shares the server: its state is the fresh state again, and a server start per input would make a
 * read-only tool's ten inputs cost ten starts. Shrinking and re-verifying always start clean the same
 * way, and the re-verification of a shrunk finding always starts a new server.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type {
  AnnotationFinding,
  AnnotationFindingKind,
  JudgedHint,
  StateChange,
  SuppressedAnnotationFinding,
  ToolAnnotationsReport,
} from '../../model/annotations.js';
import { HINT_OF_KIND } from '../../model/annotations.js';
import { isServerFailure, serverErrorOf } from '../../mcp/errors.js';
import { renderToolResult, type ToolResultLike } from '../../mcp/render.js';
import {
  ANNOTATIONS_ERROR_ANSWER_CHARS,
  ANNOTATIONS_SETTLE_MS,
  ANNOTATIONS_SETTLE_READS,
  ANNOTATIONS_SHRINK_ATTEMPTS,
} from '../../model/limits.js';
import { differences, losses, type LineFilter } from './compare.js';
import { smallerInputs, type ToolInput } from './inputs.js';
import type { AnnotationsOptions } from './options.js';
import type { StubServer } from './servers.js';
import { readState, StateReadError, type State } from './state.js';
import { suppressionFor, type AnnotationSuppression } from './suppressions.js';
import { declaredOf, judgedHints, type ListedTool } from './targets.js';

/** The server hung or died: this tool's check cannot go on. */
export class CheckFailure extends Error {
  constructor(
    message: string,
    readonly args: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** No fresh server would start: the whole check stops. */
export class ServerStartFailure extends Error {}

/** What one input showed. */
interface Observation {
  refused: boolean;
  /** Any change of the state by the (first) call. */
  changed: boolean;
  found: Partial<Record<AnnotationFindingKind, StateChange[]>>;
}

export class ToolCheck {
  private readonly started = performance.now();
  private readonly deadline: number;
  private readonly judged: JudgedHint[];
  private server?: StubServer;
  /** The open server's state is a fresh server's (no call changed it). */
  private clean = false;
  private calls = 0;
  private servers = 0;
  private outOfTime = false;
  private readonly inputsCount = { fromScenarios: 0, generated: 0, refused: 0 };
  private readonly findings: AnnotationFinding[] = [];
  private readonly suppressed: SuppressedAnnotationFinding[] = [];
  private readonly foundKinds = new Set<AnnotationFindingKind>();

  constructor(
    private readonly tool: ListedTool,
    private readonly inputs: readonly ToolInput[],
    private readonly options: AnnotationsOptions,
    private readonly filter: LineFilter,
    private readonly used: Set<AnnotationSuppression>,
  ) {
    this.deadline = this.started + options.toolBudgetMs;
    this.judged = judgedHints(tool);
  }

  /** Checks the tool; throws ServerStartFailure when no server would start. */
  async run(): Promise<ToolAnnotationsReport> {
    let failure: ToolAnnotationsReport['failure'];
    let accepted = 0;
    let sawChange = false;
    const kinds = this.kinds();
    try {
      for (const input of this.inputs) {
        if (this.options.signal?.aborted) break;
        if (performance.now() > this.deadline) {
          this.outOfTime = true;
          break;
        }
        const seen = await this.observe(input.args);
        if (input.origin === 'scenario') this.inputsCount.fromScenarios++;
        else this.inputsCount.generated++;
        if (seen.refused) {
          this.inputsCount.refused++;
          continue;
        }
        accepted++;
        if (this.judged.length === 0) {
          // Watching for the suggestion: one change ends it.
          if (seen.changed) {
            sawChange = true;
            break;
          }
          continue;
        }
        for (const kind of kinds) {
          if (this.foundKinds.has(kind) || !seen.found[kind]) continue;
          if (this.suppress(kind, input.args, seen.found[kind])) continue;
          await this.record(kind, input, seen.found[kind]);
        }
        if (kinds.every((kind) => this.foundKinds.has(kind))) break;
      }
    } catch (error) {
      if (error instanceof CheckFailure) failure = { args: error.args, message: error.message };
      else if (!(error instanceof Stopped)) throw error;
    } finally {
      await this.drop();
    }
    const stopped = this.options.signal?.aborted === true;
    return {
      tool: this.tool.name,
      annotations: declaredOf(this.tool),
      status: 'checked',
      judged: this.judged,
      inputs: { ...this.inputsCount },
      calls: this.calls,
      servers: this.servers,
      durationMs: performance.now() - this.started,
      outOfTime: this.outOfTime,
      ...(stopped ? { stopped: true } : {}),
      findings: this.findings,
      ...(failure ? { failure } : {}),
      ...(this.judged.length === 0 && !sawChange && !failure && !stopped && accepted > 0
        ? { suggestion: { hint: 'readOnlyHint' as const, value: true as const, inputs: accepted } }
        : {}),
      ...(this.suppressed.length > 0 ? { suppressed: this.suppressed } : {}),
    };
  }

  /** The kinds of finding this tool's claims allow, in the report's order. */
  private kinds(): AnnotationFindingKind[] {
    return (['not-read-only', 'not-idempotent', 'destructive'] as const).filter((kind) =>
      this.judged.includes(HINT_OF_KIND[kind]),
    );
  }

  /** Observes one input (see the module's comment). `fresh`: on a new server whatever the open one's state. */
  private async observe(args: Record<string, unknown>, fresh = false): Promise<Observation> {
    const server = await this.serverFor(fresh);
    const before1 = await this.read(server, args);
    const before = await this.read(server, args);
    this.filter.learn(before1, before);
    const first = await this.call(server, args);
    const after = await this.settled(server, args);
    const changes = differences(before, after, this.filter);
    this.clean = changes.length === 0;
    if (first === 'refused') return { refused: true, changed: changes.length > 0, found: {} };
    const found: Observation['found'] = {};
    if (this.judged.includes('readOnlyHint') && changes.length > 0) found['not-read-only'] = changes;
    if (this.judged.includes('destructiveHint')) {
      const lost = losses(before, after, this.filter);
      if (lost.length > 0) found.destructive = lost;
    }
    if (this.judged.includes('idempotentHint')) {
      const once = await this.read(server, args);
      this.filter.learn(after, once);
      await this.call(server, args);
      const twice = await this.settled(server, args);
      const again = differences(once, twice, this.filter);
      if (again.length > 0) {
        this.clean = false;
        found['not-idempotent'] = again;
      }
    }
    return { refused: false, changed: changes.length > 0, found };
  }

  /** The open server when its state is still a fresh one's, else a new one. */
  private async serverFor(fresh: boolean): Promise<StubServer> {
    if (this.server && this.clean && !fresh) return this.server;
    await this.drop();
    this.stopCheck();
    try {
      this.server = await this.options.servers.open();
    } catch (error) {
      if (this.options.signal?.aborted) throw new Stopped();
      throw new ServerStartFailure(
        `could not start a fresh server for ${this.tool.name}: ${(error as Error)?.message ?? String(error)}`,
      );
    }
    this.servers++;
    this.clean = true;
    return this.server;
  }

  private async drop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.clean = false;
    await server?.close().catch(() => undefined);
  }

  private stopCheck(): void {
    if (this.options.signal?.aborted) throw new Stopped();
  }

  private async read(server: StubServer, args: Record<string, unknown>): Promise<State> {
    this.stopCheck();
    const resources =
      !this.options.liveReadOnly && server.session.client.getServerCapabilities()?.resources !== undefined;
    try {
      return await readState(server.session, {
        ...(this.options.liveReadOnly ? {} : { dir: server.dir }),
        resources,
        probes: this.options.probes?.probes ?? [],
        timeoutMs: this.options.timeoutMs,
        signal: this.options.signal,
      });
    } catch (error) {
      this.stopCheck();
      if (error instanceof StateReadError)
        throw new CheckFailure(`the state could not be read: ${error.message}`, args);
      throw error;
    }
  }

  /**
   * The state after a call, once it holds still: read again after ANNOTATIONS_SETTLE_MS until two
   * reads agree (at most ANNOTATIONS_SETTLE_READS reads). A server may answer first and write after
   * (desktop-commander saves its config in the background under a lock directory, `config.json.lock/`,
   * which a read right after the answer caught half-done: a false change). A server still changing
   * after the last read is compared as last read.
   */
  private async settled(server: StubServer, args: Record<string, unknown>): Promise<State> {
    let last = await this.read(server, args);
    for (let reads = 1; reads < ANNOTATIONS_SETTLE_READS; reads++) {
      await delay(ANNOTATIONS_SETTLE_MS, undefined, this.options.signal ? { signal: this.options.signal } : {}).catch(
        () => undefined,
      );
      const next = await this.read(server, args);
      if (differences(last, next, this.filter).length === 0) return next;
      last = next;
    }
    return last;
  }

  /** One tools/call: `ok`, or `refused` (an isError result, a JSON-RPC error or a network failure answered: proves nothing); a hang or a death throws CheckFailure. */
  private async call(server: StubServer, args: Record<string, unknown>): Promise<'ok' | 'refused'> {
    this.stopCheck();
    this.calls++;
    try {
      const result = await server.session.client.request(
        { method: 'tools/call', params: { name: this.tool.name, arguments: args } },
        { timeout: this.options.timeoutMs, ...(this.options.signal ? { signal: this.options.signal } : {}) },
      );
      if (result.isError === true) return 'refused';
      return namesNetworkFailure(renderToolResult(result as ToolResultLike)) ? 'refused' : 'ok';
    } catch (error) {
      this.stopCheck();
      if (serverErrorOf(error) && !isServerFailure(error)) return 'refused';
      const why =
        isServerFailure(error) && !/closed/i.test(server.session.explain(error))
          ? `no answer within ${this.options.timeoutMs} ms`
          : server.session.explain(error);
      this.clean = false;
      throw new CheckFailure(`the server failed on a call of ${this.tool.name}: ${why}`, args);
    }
  }

  private suppress(kind: AnnotationFindingKind, args: Record<string, unknown>, changes: StateChange[]): boolean {
    const entry = suppressionFor(this.options.suppressions ?? [], this.tool.name, kind, JSON.stringify(args));
    if (!entry) return false;
    this.used.add(entry);
    if (!this.suppressed.some((one) => one.where === entry.where && one.kind === kind))
      this.suppressed.push({ kind, detail: detailOf(kind, changes), args, reason: entry.reason, where: entry.where });
    return true;
  }

  /** Shrinks a finding's input, re-verifies it on a fresh server, and records it. */
  private async record(kind: AnnotationFindingKind, input: ToolInput, changes: StateChange[]): Promise<void> {
    let current = input.args;
    let shown = changes;
    let shrunk: AnnotationFinding['shrunk'] = 'minimal';
    let attempts = 0;
    shrinking: for (;;) {
      for (const candidate of smallerInputs(current)) {
        if (
          attempts++ >= ANNOTATIONS_SHRINK_ATTEMPTS ||
          performance.now() > this.deadline ||
          this.options.signal?.aborted
        ) {
          shrunk = 'budget';
          break shrinking;
        }
        const seen = await this.observe(candidate, true);
        // A smaller input a suppressions entry accepts is not the same finding.
        if (
          seen.found[kind] &&
          !suppressionFor(this.options.suppressions ?? [], this.tool.name, kind, JSON.stringify(candidate))
        ) {
          current = candidate;
          shown = seen.found[kind];
          continue shrinking;
        }
      }
      break;
    }
    let verified = false;
    if (!this.options.signal?.aborted) {
      const again = await this.observe(current, true);
      if (again.found[kind]) {
        verified = true;
        shown = again.found[kind];
      }
    }
    this.foundKinds.add(kind);
    this.findings.push({
      tool: this.tool.name,
      kind,
      hint: HINT_OF_KIND[kind],
      detail: detailOf(kind, shown),
      args: current,
      origin: input.origin,
      shrunk,
      verified,
      changes: shown,
      reproduce: this.options.reproduceCommand(this.tool.name),
    });
  }
}

/** A network failure named in an answer (the server could not reach the service it acts on). */
const NETWORK_FAILURE =
  /\b(?:EAI_AGAIN|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)\b|getaddrinfo|fetch failed|dial tcp/;

/**
 * A short answer that names a network failure, or is an error object alone, given as a result
 * rather than an error (server-slack answers `{"error":"fetch failed"}` without isError): the call
 * never reached what it acts on, so the unchanged state proves nothing (a post_message "could be read-only" was a false
 * suggestion). Counted as refused, like an isError result. A long answer (a file read that quotes a
 * log) is an answer.
 */
export function namesNetworkFailure(text: string): boolean {
  return text.length <= ANNOTATIONS_ERROR_ANSWER_CHARS && (NETWORK_FAILURE.test(text) || isErrorObject(text));
}

/** `{"error": "…"}` alone, or `success: false` / `ok: false`: an error given as a result (server-slack's "Missing required arguments"). */
function isErrorObject(text: string): boolean {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    // mcp-server-kubernetes answers a failed kubectl as {"success": false, "message": …}.
    return (Object.keys(record).length === 1 && 'error' in record) || record.success === false || record.ok === false;
  } catch {
    return false;
  }
}

/** The check was stopped (SIGINT, SIGTERM): the tool's report says so. */
export class Stopped extends Error {}

/** A finding's one line: the claim, and what the call did to the state. */
export function detailOf(kind: AnnotationFindingKind, changes: readonly StateChange[]): string {
  const named = changes
    .slice(0, 3)
    .map(
      (change) =>
        `${change.source} ${change.where} (${kind === 'destructive' && change.change === 'changed' ? 'overwritten' : change.change})`,
    )
    .join(', ');
  const more = changes.length > 3 ? ` and ${changes.length - 3} more` : '';
  if (kind === 'not-read-only') return `declared read-only (readOnlyHint: true); this call changed ${named}${more}`;
  if (kind === 'not-idempotent')
    return `declared idempotent (idempotentHint: true); a second identical call changed the state again: ${named}${more}`;
  return `declared non-destructive (destructiveHint: false); this call removed or overwrote ${named}${more}`;
}
