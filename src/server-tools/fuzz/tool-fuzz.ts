/**
 * Fuzzing one target, as a state object: rounds of fast-check, each stopping at (and shrinking) a
 * finding of a kind not yet seen, until every kind is found, the target's time budget runs out or the
 * fuzz is stopped. What the calls showed (slow, progressing, declined, suppressed) is counted here.
 */
import fc from 'fast-check';
import {
  FINDING_KINDS,
  type FindingKind,
  type FuzzFinding,
  type SuppressedFinding,
  type ToolFuzzReport,
} from '../../model/fuzz.js';
import { FUZZ_HANG_PROBE_TIMEOUT_MS } from '../../model/limits.js';
import { hasLoneSurrogate, inputArbitrary, type FuzzInput } from './arbitraries.js';
import { callOnce, type CallTally, type RestartingSession } from './call.js';
import { classifyOutcome, printsEnvironment, type CallOutcome, type Classified, type LeakContext } from './classify.js';
import { confirmHang, HangWatch } from './hangs.js';
import type { FuzzOptions } from './options.js';
import { suppressionFor, type FuzzSuppression } from './suppressions.js';
import {
  fitsInputSchema,
  fittingPart,
  isWriteTool,
  RESOURCE_NOT_FOUND,
  surfaceOf,
  type FuzzTarget,
} from './targets.js';

/** The server could not be started again while fuzzing a tool: carries what that tool found so far. */
export class FuzzStopped extends Error {
  constructor(
    readonly tool: string,
    readonly findings: FuzzFinding[],
    readonly calls: number,
    readonly started: number,
    cause: unknown,
  ) {
    super(`the server could not be started again while fuzzing ${tool}: ${(cause as Error)?.message ?? String(cause)}`);
  }
}

/** A seed for one tool and round, from the run's seed and the tool's name: the same whatever else runs. */
export function toolSeed(seed: number, tool: string, round: number): number {
  let hash = seed | 0;
  for (let i = 0; i < tool.length; i++) hash = Math.imul(hash ^ tool.charCodeAt(i), 0x9e3779b1) | 0;
  return (hash + round * 0x632be5ab) | 0;
}

/** One round of fast-check: the finding being shrunk, and what cut it short. */
interface Round {
  last?: { input: FuzzInput } & Classified;
  /** A server that will not start again is not a property failure: it ends the fuzz (see run()). */
  fatal?: unknown;
  /**
   * fast-check's time limit returns without waiting for the call under way: it is awaited after the
   * round, so no call (and no server it started) outlives the tool.
   */
  inflight?: Promise<unknown>;
  shrinkOutOfTime: boolean;
}

/** Fuzzes one target within its budget: `new ToolFuzz(…).run()`. */
export class ToolFuzz {
  private readonly started = performance.now();
  private readonly deadline: number;
  private readonly stop?: AbortSignal;
  private readonly probeMs: number;
  private readonly arbitrary: fc.Arbitrary<FuzzInput>;
  /** A read of a URI that names nothing (-32002) is an answer, as invalid params is. */
  private readonly acceptedCodes: number[];
  private readonly fresh: boolean;
  private readonly leakContext: LeakContext;
  private readonly found = new Set<FindingKind>();
  private readonly findings: FuzzFinding[] = [];
  private readonly suppressed: SuppressedFinding[] = [];
  private readonly hangs = new HangWatch();
  private readonly slow = { calls: 0, slowestMs: 0 };
  private readonly tally: CallTally = { declinedElicitations: 0 };
  private calls = 0;
  private outOfTime = false;
  private progressing = 0;
  /** Once the tool has hung, a call waits the hang probe's timeout at most (see model/limits.ts). */
  private timeoutMs: number;

  constructor(
    private readonly target: FuzzTarget,
    private readonly server: RestartingSession,
    private readonly options: FuzzOptions,
    /** The suppressions entries that silenced a finding, across the fuzz (the rest are stale). */
    private readonly used: Set<FuzzSuppression>,
    budgetMs: number,
  ) {
    this.deadline = this.started + budgetMs;
    this.stop = options.signal;
    this.timeoutMs = options.timeoutMs;
    this.probeMs = options.hangProbeTimeoutMs ?? FUZZ_HANG_PROBE_TIMEOUT_MS;
    this.arbitrary = inputArbitrary(target.inputSchema, {
      illFormedUnicode: options.illFormedUnicode,
      validOnly: target.surface !== 'tool',
    });
    this.acceptedCodes = target.surface === 'resource-template' ? [RESOURCE_NOT_FOUND] : [];
    this.fresh = options.includeWrites && isWriteTool(target);
    this.leakContext = {
      own: options.ownPaths,
      user: options.userPaths,
      ...(printsEnvironment(target)
        ? { envValues: Object.values(options.environment ?? {}).filter((value): value is string => !!value) }
        : {}),
    };
  }

  async run(): Promise<ToolFuzzReport> {
    for (let round = 0; this.found.size < FINDING_KINDS.length; round++) {
      const left = this.deadline - performance.now();
      if (left <= 0) {
        this.outOfTime = true;
        break;
      }
      if (!(await this.round(round, left))) break;
    }
    return this.report();
  }

  /** One round: whether another may follow. */
  private async round(index: number, left: number): Promise<boolean> {
    const round: Round = { shrinkOutOfTime: false };
    const details = await fc.check(
      fc.asyncProperty(this.arbitrary, (input) => this.probe(input, round)),
      {
        numRuns: this.options.runs,
        seed: toolSeed(this.options.seed, this.target.name, index),
        interruptAfterTimeLimit: Math.max(1, Math.floor(left)),
        markInterruptAsFailure: false,
      },
    );
    await round.inflight?.catch(() => undefined);
    const { last } = round;
    if (this.hangs.onEveryInput) {
      // Nothing more to learn from a tool that hangs on every input: its hang is reported as found.
      const hang = this.findings.find((one) => one.kind === 'hang');
      if (hang) hang.shrunk = 'hangs-on-every-input';
      if (!details.failed || !last || last.kind !== 'hang') return false;
    }
    if (details.interrupted || performance.now() > this.deadline) this.outOfTime = true;
    if (this.stop?.aborted) round.shrinkOutOfTime = true;
    if (!details.failed || !last) {
      if (round.fatal !== undefined) throw this.stopped(round.fatal);
      return false;
    }
    let shrunkInput = (details.counterexample?.[0] as FuzzInput | undefined) ?? last.input;
    // A probe waits the hang probe's timeout, on a server the hang may have left busy: an input that
    // only answers slowly passes for a hang there, and its scenario (which waits --timeout-ms) passes.
    // A shrunk hang is kept only if it hangs again on a fresh server with the full timeout.
    let reproduced = true;
    if (last.kind === 'hang' && !this.hangs.onEveryInput && !this.stop?.aborted) {
      const confirmed = await confirmHang(this.server, this.target, shrunkInput, this.hangs, {
        timeoutMs: this.options.timeoutMs,
        stop: this.stop,
        tally: this.tally,
      });
      this.calls += confirmed.calls;
      shrunkInput = confirmed.input;
      reproduced = confirmed.reproduced;
    }
    const shrunk = this.hangs.onEveryInput
      ? ('hangs-on-every-input' as const)
      : !reproduced
        ? ('reproduced' as const)
        : round.shrinkOutOfTime || details.interrupted
          ? ('budget' as const)
          : ('minimal' as const);
    this.record(last, shrunkInput, shrunk);
    if (this.hangs.onEveryInput || this.stop?.aborted) return false;
    if (round.fatal !== undefined) throw this.stopped(round.fatal);
    return !this.outOfTime;
  }

  /** fast-check's property: calls the target with one input; false for a finding (of a kind not yet found). */
  private async probe(input: FuzzInput, round: Round): Promise<boolean> {
    const { target, stop } = this;
    if (round.fatal !== undefined || this.hangs.onEveryInput || stop?.aborted) return true;
    if (performance.now() > this.deadline) {
      if (round.last) round.shrinkOutOfTime = true;
      return true;
    }
    // A URI no input can be written into is never sent: it says nothing of the server.
    if (target.uri && target.uri(input.args) === undefined) return true;
    this.calls++;
    const inputText = JSON.stringify(input.args);
    let outcome: CallOutcome;
    let took: number;
    try {
      const call = callOnce(this.server, {
        target,
        args: input.args,
        timeoutMs: this.timeoutMs,
        deadline: this.deadline,
        fresh: this.fresh,
        stop,
        // After one call cut while still reporting progress, the rest get one timeout in all: inputs
        // that ask for endless work (a billion steps) would otherwise take the tool's whole budget.
        progressTimeouts: this.progressing > 0 ? 1 : undefined,
        tally: this.tally,
      });
      round.inflight = call;
      ({ outcome, took } = await call);
    } catch (error) {
      if (!stop?.aborted) round.fatal = error;
      return true;
    }
    // Cut by the stop, not by the server: says nothing of the tool.
    if (stop?.aborted) return true;
    if (outcome.kind === 'progressing') this.progressing++;
    else if (outcome.kind !== 'timeout' && outcome.kind !== 'closed' && took > this.probeMs) {
      this.slow.calls++;
      this.slow.slowestMs = Math.max(this.slow.slowestMs, took);
    }
    const classified = classifyOutcome(
      outcome,
      inputText,
      this.leakContext,
      hasLoneSurrogate(input.args),
      this.acceptedCodes,
    );
    if (round.last?.kind === 'hang' || this.found.has('hang')) this.hangs.probed(classified?.kind === 'hang');
    if (classified?.kind === 'hang' && this.hangs.fitting === undefined && fitsInputSchema(target, input.args)) {
      this.hangs.fitting = input;
    }
    if (!classified || this.found.has(classified.kind)) return true;
    if (this.suppress(input, classified, inputText)) return true;
    if (round.last) {
      // A shrink probe: fails only with the kind being shrunk (the first hang's wording is kept).
      if (round.last.kind !== classified.kind) return true;
      if (round.last.kind !== 'hang') round.last = { input, ...classified };
      else this.hangs.path.push(input);
      return false;
    }
    round.last = { input, ...classified };
    this.hangs.path = [input];
    if (classified.kind === 'hang') this.timeoutMs = Math.min(this.timeoutMs, this.probeMs);
    return false;
  }

  /**
   * Whether the suppressions file accepts this finding: then it is not a failure, so fast-check
   * neither stops nor shrinks toward it, and another input of the same kind that no entry accepts is
   * still found.
   */
  private suppress(input: FuzzInput, classified: Classified, inputText: string): boolean {
    const entry = suppressionFor(this.options.suppressions ?? [], this.target.name, classified.kind, inputText);
    if (!entry) return false;
    this.used.add(entry);
    if (!this.suppressed.some((one) => one.where === entry.where && one.kind === classified.kind))
      this.suppressed.push({
        kind: classified.kind,
        detail: classified.detail,
        args: input.args,
        reason: entry.reason,
        where: entry.where,
      });
    return true;
  }

  /** A round's finding, with its input and ready scenario. */
  private record(last: { input: FuzzInput } & Classified, shrunkInput: FuzzInput, shrunk: FuzzFinding['shrunk']): void {
    const { target, options } = this;
    // A tool that hangs on every input: its input says nothing, so one the schema takes stands for it
    // (not an extra key whose scenario would pass once the key is refused, the hang still there).
    const counterexample =
      this.hangs.onEveryInput && last.kind === 'hang'
        ? (this.hangs.fitting ?? fittingPart(target, shrunkInput))
        : shrunkInput;
    const fits = fitsInputSchema(target, counterexample.args);
    const finding = {
      tool: target.name,
      ...(target.surface === 'tool' ? {} : { surface: target.surface }),
      ...(target.uri ? { uri: target.uri(counterexample.args) ?? '' } : {}),
      kind: last.kind,
      detail: last.detail,
      args: counterexample.args,
      // Made to be valid, the input may still miss what the generator does not follow (a `format`):
      // it is then said to be outside the schema, as its scenario says.
      variant: counterexample.variant === 'valid' && !fits ? ('outside-schema' as const) : counterexample.variant,
      shrunk,
      reproduce: options.reproduceCommand(target.name),
    };
    this.findings.push({
      ...finding,
      scenario: options.scenario(finding, {
        fitsSchema: fits,
        errorText: last.errorText,
        leaked: last.leaked,
        ...(last.code === undefined ? {} : { code: last.code }),
        ...(last.kind === 'hang' ? { timeoutMs: options.timeoutMs } : {}),
      }),
    });
    this.found.add(last.kind);
  }

  private stopped(cause: unknown): FuzzStopped {
    return new FuzzStopped(this.target.name, this.findings, this.calls, this.started, cause);
  }

  private report(): ToolFuzzReport {
    const { slow, progressing, tally, suppressed } = this;
    return {
      tool: this.target.name,
      ...surfaceOf(this.target),
      status: 'fuzzed',
      calls: this.calls,
      durationMs: performance.now() - this.started,
      outOfTime: this.outOfTime,
      findings: this.findings,
      ...(slow.calls > 0 ? { slow: { calls: slow.calls, slowestMs: Math.round(slow.slowestMs) } } : {}),
      ...(progressing > 0 ? { progressing } : {}),
      ...(tally.declinedElicitations > 0 ? { declinedElicitations: tally.declinedElicitations } : {}),
      ...(suppressed.length > 0 ? { suppressed } : {}),
      ...(this.stop?.aborted ? { stopped: true } : {}),
    };
  }
}
