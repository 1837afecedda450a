/**
 * The fuzzer: every tool of a server, called with inputs generated from its input schema (see
 * arbitraries.ts), each outcome classified (see classify.ts). A tool stops at its first finding of
 * each kind, and at its time budget; each finding is shrunk by fast-check to a minimal input.
 */
import { isConnectionClosed, isRequestTimeout, serverErrorOf } from '../../mcp/errors.js';
import { compileArgumentsValidator } from '../../mcp/arguments.js';
import fc from 'fast-check';
import { stringify } from 'yaml';
import {
  renderPromptMessages,
  renderResourceContents,
  renderToolResult,
  type ToolResultLike,
} from '../../mcp/render.js';
import type { ListedTool } from '../snapshot/normalize.js';
import type { McpSession, SessionFactory } from '../../mcp/session.js';
import { clientRequestsOf } from '../../mcp/client-requests.js';
import { stopReason } from '../../util/signals.js';
import { hasLoneSurrogate, inputArbitrary, type FuzzInput } from './arbitraries.js';
import {
  FUZZ_HANG_CONFIRMATIONS,
  FUZZ_HANG_EVERY_INPUT_PROBES,
  fuzzHangProbe,
  FUZZ_PROGRESSING_CALL_TIMEOUTS,
} from '../../model/limits.js';
import { suppressionFor, type FuzzSuppression } from './suppressions.js';
import {
  classifyOutcome,
  printsEnvironment,
  FINDING_KINDS,
  type LeakContext,
  type CallOutcome,
  type Classified,
  type FindingKind,
} from './classify.js';

/**
 * What is fuzzed: a tool (its arguments), a prompt (its arguments, strings) or a resource template
 * (its variables, strings; the URI filled in is read). Absent on a report or finding: a tool.
 */
export type FuzzSurface = 'tool' | 'prompt' | 'resource-template';

export interface FuzzFinding {
  /** The tool's, prompt's or resource template's name (see `surface`). */
  tool: string;
  /** A prompt or a resource template; absent for a tool. */
  surface?: Exclude<FuzzSurface, 'tool'>;
  /** A resource template's finding: the URI read (the template filled with `args`). */
  uri?: string;
  kind: FindingKind;
  /** One line: what happened. */
  detail: string;
  /** The shrunk input that shows it. */
  args: Record<string, unknown>;
  /**
   * How the input was made (valid, or which way it breaks the schema); `outside-schema`: made to be
   * valid, yet the schema rejects it (a `format` or `pattern` the generator does not follow).
   */
  variant: FuzzInput['variant'] | 'outside-schema';
  /**
   * How far the input was shrunk: `minimal` (no smaller input shows it), `budget` (the tool's time
   * budget ran out while shrinking), `hangs-on-every-input` (a hang whose every probe hung: shrinking
   * stopped, the input is any input), `reproduced` (a hang whose shrunk input answered when tried
   * again on a fresh server with the full timeout: the input is the smallest of the shrinking's path
   * that hung again, or the one first found).
   */
  shrunk?: 'minimal' | 'budget' | 'hangs-on-every-input' | 'reproduced';
  /** The command that finds it again. */
  reproduce: string;
  /** A ready scenario calling the tool with that input (`expect_error: true`, or `invalid_arguments`), as YAML. */
  scenario: string;
}

export interface ToolFuzzReport {
  tool: string;
  /** A prompt or a resource template; absent for a tool. */
  surface?: Exclude<FuzzSurface, 'tool'>;
  /** A resource template's URI template. */
  uriTemplate?: string;
  status: 'fuzzed' | 'skipped';
  skipReason?: string;
  /** Calls made, shrinking included. */
  calls: number;
  durationMs: number;
  /** The time budget ran out before the runs did. */
  outOfTime: boolean;
  /** The fuzz was stopped (SIGINT, SIGTERM) while this tool was fuzzed: its runs were cut short. */
  stopped?: boolean;
  /**
   * Calls that answered, but slower than FUZZ_HANG_PROBE_TIMEOUT_MS (a long poll): not a finding,
   * listed. Absent when none.
   */
  slow?: { calls: number; slowestMs: number };
  /**
   * Calls cut while still reporting progress (FUZZ_PROGRESSING_CALL_TIMEOUTS): alive, not a finding,
   * listed. Absent when none.
   */
  progressing?: number;
  /**
   * Elicitations the tool's calls asked for, declined as a host with no user would: not a finding
   * (a tool that asks the user does nothing wrong), listed. Absent when none.
   */
  declinedElicitations?: number;
  findings: FuzzFinding[];
  /** Findings a suppressions entry silenced: listed with its reason, not counted. Absent when none. */
  suppressed?: SuppressedFinding[];
}

/** A finding the suppressions file accepts: the first input that showed it (not shrunk), and why it is accepted. */
export interface SuppressedFinding {
  kind: FindingKind;
  detail: string;
  args: Record<string, unknown>;
  reason: string;
  /** `file:line` of the entry. */
  where: string;
}

/** A suppressions entry as the report shows it (its input pattern as text). */
export interface SuppressionEntry {
  tool: string;
  kind: FindingKind;
  input?: string;
  reason: string;
  where: string;
}

export interface FuzzReport {
  target: string;
  seed: number;
  runs: number;
  timeoutMs: number;
  toolBudgetMs: number;
  /** See FuzzOptions.totalBudgetMs. */
  totalBudgetMs?: number;
  includeWrites: boolean;
  durationMs: number;
  tools: ToolFuzzReport[];
  /** Suppressions entries that matched no finding of a tool fuzzed in this run: stale, to be removed. */
  unusedSuppressions?: SuppressionEntry[];
  /** Set when the fuzz could not go on (the server would not start again); fails the command. */
  error?: string;
}

export interface FuzzOptions {
  factory: SessionFactory;
  target: string;
  /** Inputs per tool (before shrinking). */
  runs: number;
  seed: number;
  /** Per call: past it, the call is a hang. */
  timeoutMs: number;
  /** Per tool, shrinking included. */
  toolBudgetMs: number;
  /**
   * The whole fuzz (`--total-budget-ms`): each target gets an equal share of what is left (at most
   * toolBudgetMs); a target left no time is listed not reached. Absent: no bound but the tools' own.
   */
  totalBudgetMs?: number;
  /** Stops the fuzz (SIGINT, SIGTERM): the call under way is cut, what was found stands, the rest is listed not reached. */
  signal?: AbortSignal;
  includeWrites: boolean;
  /** Send lone surrogates too (`--ill-formed-unicode`). */
  illFormedUnicode?: boolean;
  /** Against a live server: only tools annotated readOnlyHint: true. */
  live: boolean;
  /** Only these tools, when given. */
  only?: string[];
  /** Directories of the server's own files: an answer naming them (not from the input) leaks. */
  ownPaths: string[];
  /** Paths the user gave the server (its cwd, its arguments, its env values): naming them is no leak (see own-paths.ts). */
  userPaths?: string[];
  /** The server's environment: a tool whose purpose is to print it (printsEnvironment) leaks none of these values. */
  environment?: Record<string, string | undefined>;
  /** Findings the repository accepts (the fuzz suppressions file): listed as suppressed, not counted. */
  suppressions?: FuzzSuppression[];
  /** The command that runs this fuzz again for one tool (the seed and runs are in it). */
  reproduceCommand: (tool: string) => string;
  onToolStart?: (tool: string) => void;
  onToolDone?: (report: ToolFuzzReport) => void;
}

/**
 * Why a tool is not fuzzed, or undefined when it is. Only a tool annotated `readOnlyHint: true` is
 * fuzzed without --include-writes: the protocol's defaults for a tool that says nothing are
 * `readOnlyHint: false` and `destructiveHint: true`, and "Permanently deletes the named repository"
 * often says nothing.
 */
export function skipReason(tool: ListedTool, includeWrites: boolean, live: boolean): string | undefined {
  const annotations = (
    typeof tool.annotations === 'object' && tool.annotations !== null ? tool.annotations : {}
  ) as Record<string, unknown>;
  if (live) {
    return annotations.readOnlyHint === true
      ? undefined
      : 'live server: only tools annotated readOnlyHint: true are fuzzed (production data is not a target)';
  }
  if (includeWrites) return undefined;
  if (annotations.readOnlyHint === true) return undefined;
  if (annotations.destructiveHint === true) return 'annotated destructiveHint: true (use --include-writes)';
  if (annotations.readOnlyHint === false) return 'annotated readOnlyHint: false (use --include-writes)';
  return `${NOT_ANNOTATED}, ${NOT_ANNOTATED_WHY}`;
}

/** The skip reason of a tool that says nothing of writing: its first words, shown on the tool's line. */
export const NOT_ANNOTATED = 'not annotated readOnlyHint: true';
/** The rest of the reason (in the JSON report); the terminal says it once for every such tool (report/fuzz.ts). */
const NOT_ANNOTATED_WHY =
  "so by the protocol's defaults it may write or delete (readOnlyHint: false, destructiveHint: true); " +
  'annotate it readOnlyHint: true, or pass --include-writes against a stub';

/** Whether each call to this tool gets a fresh server: any tool not annotated read-only, with --include-writes. */
function isWriteTool(tool: FuzzTarget): boolean {
  if (tool.surface !== 'tool') return false;
  const annotations = (tool.annotations ?? {}) as Record<string, unknown>;
  return annotations.readOnlyHint !== true;
}

/** One thing fuzzed: a tool, or a prompt or resource template given an input schema of strings. */
interface FuzzTarget {
  surface: FuzzSurface;
  name: string;
  description?: unknown;
  inputSchema?: unknown;
  annotations?: unknown;
  /**
   * A resource template: its URI template, and the URI for some variables; undefined when no URI
   * can hold them (a lone surrogate, under --ill-formed-unicode, has no percent-encoding).
   */
  uriTemplate?: string;
  uri?: (args: Record<string, unknown>) => string | undefined;
}

/** A prompt as prompts/list gives it. */
export interface FuzzPrompt {
  name: string;
  description?: unknown;
  arguments?: { name: string; required?: boolean }[];
}

/** A resource template as resources/templates/list gives it. */
export interface FuzzTemplate {
  uriTemplate: string;
  name?: string;
  description?: unknown;
}

/** The protocol's "resource not found" (-32002): a read's answer for a URI that names nothing. Never a finding. */
export const RESOURCE_NOT_FOUND = -32002;

const stringsSchema = (names: string[], required: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
  required,
});

/**
 * The prompts and resource templates as fuzz targets: a prompt's arguments and a template's
 * variables are strings (as the protocol has them), every variable of a template given. The URI
 * template class is loaded here, not at startup (see __tests__/startup-loads.test.ts).
 */
async function surfaceTargets(
  prompts: readonly FuzzPrompt[],
  templates: readonly FuzzTemplate[],
): Promise<FuzzTarget[]> {
  const targets: FuzzTarget[] = prompts.map((prompt) => {
    const args = (prompt.arguments ?? []).filter((one) => typeof one?.name === 'string');
    return {
      surface: 'prompt',
      name: prompt.name,
      description: prompt.description,
      inputSchema: stringsSchema(
        args.map((one) => one.name),
        args.filter((one) => one.required === true).map((one) => one.name),
      ),
    };
  });
  if (templates.length === 0) return targets;
  const { UriTemplate } = await import('@modelcontextprotocol/client');
  for (const template of templates) {
    let parsed: InstanceType<typeof UriTemplate>;
    try {
      parsed = new UriTemplate(template.uriTemplate);
    } catch {
      // A template that does not parse cannot be filled in: lint and the snapshot say so.
      continue;
    }
    const names = parsed.variableNames;
    targets.push({
      surface: 'resource-template',
      name: template.name ?? template.uriTemplate,
      description: template.description,
      inputSchema: stringsSchema(names, names),
      uriTemplate: template.uriTemplate,
      uri: (args) => {
        try {
          return parsed.expand(args as Record<string, string>);
        } catch {
          // encodeURIComponent refuses a lone surrogate ("URI malformed"): no such read can be sent.
          return undefined;
        }
      },
    });
  }
  return targets;
}

/** A seed for one tool and round, from the run's seed and the tool's name: the same whatever else runs. */
export function toolSeed(seed: number, tool: string, round: number): number {
  let hash = seed | 0;
  for (let i = 0; i < tool.length; i++) hash = Math.imul(hash ^ tool.charCodeAt(i), 0x9e3779b1) | 0;
  return (hash + round * 0x632be5ab) | 0;
}

/** What the server answered, for the finding's scenario to expect (or forbid) once it is fixed. */
export interface FindingWords {
  /** The words of the error the server answered: the step expects them (see Classified.errorText). */
  errorText?: string;
  /** The text that leaked: the step forbids it. */
  leaked?: string;
  /** A protocol error: the JSON-RPC error's code. */
  code?: number;
  /** A hang: the step's `timeout_ms` (the fuzz's per-call timeout, past which it called the call a hang). */
  timeoutMs?: number;
}

/**
 * A ready scenario for a finding: the call, expected to be refused once the server is fixed. An
 * input the schema accepts expects the tool's own error (`expect_error: true`), with the words of the
 * error the server gave (`expected_contains`); one the schema rejects expects the arguments to be
 * refused (`invalid_arguments`: an `expect_error: true` step with such arguments fails, since its
 * error would be the schema's). A leak is forbidden (`expected_not_contains`), so a server that
 * still leaks fails.
 */
export function findingScenario(
  finding: Omit<FuzzFinding, 'scenario'>,
  seedNote: string,
  fitsSchema = true,
  words: FindingWords = {},
): string {
  const surface = finding.surface ?? 'tool';
  const prefix = surface === 'tool' ? '' : `${surface === 'prompt' ? 'prompt' : 'resource'}_`;
  const name = `fuzz_${prefix}${finding.tool}_${finding.kind}`.replace(/[^A-Za-z0-9_.-]/g, '_');
  // The step kinds of prompts and resources (`prompt:`, `resource:`): expect_error: true there is a
  // JSON-RPC error answer, what a prompt or a read should give for input it cannot take.
  const call: Record<string, unknown> =
    surface === 'tool'
      ? { tool: finding.tool, args: finding.args }
      : surface === 'prompt'
        ? { prompt: finding.tool, args: finding.args }
        : { resource: finding.uri ?? '' };
  const step: Record<string, unknown> = { ...call, expect_error: fitsSchema ? true : 'invalid_arguments' };
  if (surface !== 'tool' && finding.kind === 'protocol-error' && words.code !== undefined) {
    // A prompt or a read answers what it cannot take with a JSON-RPC error (invalid params, -32602),
    // so the error is fine, its code is not: the step forbids the code the server gave (the step's
    // output is "error CODE: message"), so it fails now and passes on another error.
    step.expected_not_contains = [`error ${words.code}:`];
  } else if (fitsSchema && words.errorText !== undefined) step.expected_contains = [words.errorText];
  if (words.leaked !== undefined) step.expected_not_contains = [words.leaked];
  // A hang waits the fuzz's per-call timeout, not the run's (30 s by default): past it the fuzz called
  // the call a hang, so a fixed tool answers within it, and a tool still hanging fails in that time.
  if (words.timeoutMs !== undefined) step.timeout_ms = words.timeoutMs;
  const what = surface === 'tool' ? 'tool' : surface === 'prompt' ? 'prompt' : 'read';
  const passes =
    surface !== 'tool'
      ? `Passes once the ${what} answers this input with a JSON-RPC error${words.code !== undefined && finding.kind === 'protocol-error' ? ` other than ${words.code} (invalid params, -32602, for input it cannot take)` : ''}${words.leaked !== undefined ? ' that leaks nothing' : ''}.`
      : fitsSchema
        ? step.expected_contains
          ? `Passes once the tool answers this input with this error as a tool error (isError: true)${words.leaked !== undefined ? ', leaking nothing' : ''}; edit the expected text if the fix words the error otherwise.`
          : `Passes once the tool answers this input with a tool error${words.leaked !== undefined ? ' that leaks nothing' : ''}.`
        : 'This input does not fit the input schema: passes once the server refuses it (the invalid-params error, or a tool error).';
  const hang =
    words.timeoutMs !== undefined
      ? ` The step waits ${words.timeoutMs} ms (the fuzz's timeout), so a tool that still hangs fails in that time.`
      : '';
  return stringify(
    {
      name,
      // The detail's own closing punctuation gives way to the sentence's full stop ("…:8080:." read badly).
      description: `Found by mcp-scenario-eval fuzz (${seedNote}): ${finding.detail.replace(/[\s.:;,]+$/, '')}. ${passes}${hang}`,
      tool_sequence: [step],
    },
    { lineWidth: 0 },
  );
}

/**
 * The input without the keys its schema does not declare, when that fits the schema (an extra key is
 * the one way an input breaks it that dropping undoes); the input as it was otherwise.
 */
function fittingPart(tool: FuzzTarget, input: FuzzInput): FuzzInput {
  const schema = tool.inputSchema as { properties?: unknown } | undefined;
  const declared = typeof schema?.properties === 'object' && schema.properties !== null ? schema.properties : {};
  const args = Object.fromEntries(Object.entries(input.args).filter(([key]) => Object.hasOwn(declared, key)));
  return fitsInputSchema(tool, args) ? { args, variant: 'valid' } : input;
}

/** Whether `args` fit the tool's input schema (a schema that does not compile counts as fitting). */
function fitsInputSchema(tool: { inputSchema?: unknown }, args: unknown): boolean {
  try {
    return compileArgumentsValidator(tool.inputSchema)(args as Record<string, unknown>).length === 0;
  } catch {
    return true;
  }
}

class SessionKeeper {
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

/** Calls a tool once and says what happened; restarts the server after a crash or a hang. */
async function callOnce(
  keeper: SessionKeeper,
  tool: FuzzTarget,
  args: Record<string, unknown>,
  timeoutMs: number,
  deadline: number,
  fresh: boolean,
  stop?: AbortSignal,
  progressTimeouts?: number,
  tally?: CallTally,
): Promise<{ outcome: CallOutcome; took: number }> {
  const session = await keeper.get();
  // Timed from the request: a server (re)started for this call is not the tool being slow.
  const started = performance.now();
  const outcome = await callOn(session, keeper, tool, args, timeoutMs, deadline, fresh, stop, progressTimeouts, tally);
  return { outcome, took: performance.now() - started };
}

/** What a tool's calls asked of the client, counted across them (not findings: listed). */
interface CallTally {
  /** Elicitations declined as a host with no user would (fuzz has no steps to script an answer). */
  declinedElicitations: number;
}

/** What the options of one fuzz call carry: its abort signal, a total bound, and a progress token. */
interface FuzzRequestOptions {
  timeout: number;
  signal: AbortSignal;
  onprogress: () => void;
}

/**
 * Sends one request whose timeout restarts on each progress notification of the server's: a tool
 * that takes 10 s and says how far it is (server-everything's `trigger-long-running-operation`)
 * is slow, not hung. The request carries a progress token (the SDK adds one for `onprogress`); the
 * session's notification handler (mcp/session.ts) hands each progress to this call. A call still
 * reporting progress past FUZZ_PROGRESSING_CALL_TIMEOUTS timeouts (or the tool's budget) is cut
 * (`progressing`, not a finding). `stop`
 * cuts the call (the fuzz was stopped): its outcome is then not judged (see fuzzTool).
 */
async function withProgressTimeout<T>(
  session: McpSession,
  label: string,
  timeoutMs: number,
  deadline: number,
  send: (options: FuzzRequestOptions) => Promise<T>,
  stop?: AbortSignal,
  progressTimeouts = FUZZ_PROGRESSING_CALL_TIMEOUTS,
  tally?: CallTally,
): Promise<T | CallOutcome> {
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
  const call = await clientRequestsOf(session.client)?.begin(script, label, {
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
    const requests = call?.end(false);
    // Counted by the answerer, every one: the records keep only the first CALL_REQUESTS_KEPT.
    if (tally && requests) tally.declinedElicitations += requests.declined;
  }
}

async function callOn(
  session: McpSession,
  keeper: SessionKeeper,
  tool: FuzzTarget,
  args: Record<string, unknown>,
  timeoutMs: number,
  deadline: number,
  fresh: boolean,
  stop?: AbortSignal,
  progressTimeouts?: number,
  tally?: CallTally,
): Promise<CallOutcome> {
  try {
    const answer = await withProgressTimeout(
      session,
      tool.name,
      timeoutMs,
      deadline,
      async (options) => {
        if (tool.surface === 'prompt') {
          const result = await session.client.getPrompt(
            { name: tool.name, arguments: args as Record<string, string> },
            options,
          );
          return { kind: 'result', isError: false, text: renderPromptMessages(result) } as const;
        }
        // The property sends no input whose URI cannot be written (see fuzzTool).
        if (tool.surface === 'resource-template') {
          const result = await session.client.readResource({ uri: tool.uri!(args)! }, options);
          return { kind: 'result', isError: false, text: renderResourceContents(result) } as const;
        }
        // Not callTool: a fuzzed tool's answer is judged by what it says, not refused by output validation.
        const result = await session.client.request(
          { method: 'tools/call', params: { name: tool.name, arguments: args } },
          options,
        );
        return {
          kind: 'result',
          isError: result.isError === true,
          text: renderToolResult(result as ToolResultLike),
        } as const;
      },
      stop,
      progressTimeouts,
      tally,
    );
    // A call with no answer in time: a handler stuck in a loop may keep the process busy, so the
    // next call gets a fresh one.
    if (answer.kind === 'timeout' || answer.kind === 'progressing') await keeper.drop();
    return answer;
  } catch (error) {
    if (isConnectionClosed(error)) {
      const message = session.explain(error);
      await keeper.drop();
      return { kind: 'closed', message };
    }
    if (isRequestTimeout(error)) {
      await keeper.drop();
      return { kind: 'timeout', message: `no answer within ${timeoutMs} ms` };
    }
    const rpc = serverErrorOf(error);
    if (rpc) return { kind: 'rpc-error', code: rpc.code, message: rpc.message.replace(/^MCP error -?\d+: /, '') };
    const message = session.explain(error);
    if (/closed|ECONNRESET|ECONNREFUSED|socket hang up|fetch failed|exited|was stopped/i.test(message)) {
      await keeper.drop();
      return { kind: 'closed', message };
    }
    return { kind: 'malformed', message };
  } finally {
    if (fresh) await keeper.drop();
  }
}

/** The server could not be started again while fuzzing a tool: carries what that tool found so far. */
class FuzzStopped extends Error {
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

/** Fuzzes one tool: rounds of fast-check, each stopping at (and shrinking) a finding of a kind not yet seen. */
async function fuzzTool(
  tool: FuzzTarget,
  keeper: SessionKeeper,
  options: FuzzOptions,
  used: Set<FuzzSuppression>,
  budgetMs: number,
): Promise<ToolFuzzReport> {
  const started = performance.now();
  const suppressed: SuppressedFinding[] = [];
  const deadline = started + budgetMs;
  const stop = options.signal;
  const found = new Set<FindingKind>();
  const findings: FuzzFinding[] = [];
  const arbitrary = inputArbitrary(tool.inputSchema, {
    illFormedUnicode: options.illFormedUnicode,
    validOnly: tool.surface !== 'tool',
  });
  // A read of a URI that names nothing (-32002) is an answer, as invalid params is.
  const acceptedCodes = tool.surface === 'resource-template' ? [RESOURCE_NOT_FOUND] : [];
  const fresh = options.includeWrites && isWriteTool(tool);
  const leakContext: LeakContext = {
    own: options.ownPaths,
    user: options.userPaths,
    ...(printsEnvironment(tool)
      ? { envValues: Object.values(options.environment ?? {}).filter((value): value is string => !!value) }
      : {}),
  };
  let calls = 0;
  let outOfTime = false;
  // Once the tool has hung, a call waits FUZZ_HANG_PROBE_TIMEOUT_MS at most (see limits.ts).
  let timeoutMs = options.timeoutMs;
  const slow = { calls: 0, slowestMs: 0 };
  let progressing = 0;
  const tally: CallTally = { declinedElicitations: 0 };
  // Since the first hang: calls made, and whether every one hung (see FUZZ_HANG_EVERY_INPUT_PROBES).
  let probesSinceHang = 0;
  let everyProbeHung = true;
  let hungFitting: FuzzInput | undefined;
  let hangsOnEveryInput = false;
  // The inputs that hung while a hang was shrunk, each smaller than the one before (the first found,
  // then every probe that hung: fast-check shrinks from each): confirmed again at the end (see below).
  let hangPath: FuzzInput[] = [];
  for (let round = 0; found.size < FINDING_KINDS.length; round++) {
    const left = deadline - performance.now();
    if (left <= 0) {
      outOfTime = true;
      break;
    }
    let last: ({ input: FuzzInput } & Classified) | undefined;
    // A server that will not start again is not a property failure: it ends the fuzz (see below).
    let fatal: unknown;
    // fast-check's time limit returns without waiting for the call under way: it is awaited below,
    // so no call (and no server it started) outlives the tool.
    let inflight: Promise<unknown> | undefined;
    let shrinkOutOfTime = false;
    const property = fc.asyncProperty(arbitrary, async (input) => {
      if (fatal !== undefined || hangsOnEveryInput || stop?.aborted) return true;
      if (performance.now() > deadline) {
        if (last) shrinkOutOfTime = true;
        return true;
      }
      // A URI no input can be written into is never sent: it says nothing of the server.
      if (tool.uri && tool.uri(input.args) === undefined) return true;
      calls++;
      const inputText = JSON.stringify(input.args);
      let outcome: CallOutcome;
      let took: number;
      try {
        const call = callOnce(
          keeper,
          tool,
          input.args,
          timeoutMs,
          deadline,
          fresh,
          stop,
          progressing > 0 ? 1 : undefined,
          tally,
        );
        inflight = call;
        ({ outcome, took } = await call);
      } catch (error) {
        if (!stop?.aborted) fatal = error;
        return true;
      }
      // Cut by the stop, not by the server: says nothing of the tool.
      if (stop?.aborted) return true;
      // After one call cut while still reporting progress, the rest get one timeout in all: inputs that
      // ask for endless work (a billion steps) would otherwise take the tool's whole budget.
      if (outcome.kind === 'progressing') progressing++;
      else if (outcome.kind !== 'timeout' && outcome.kind !== 'closed' && took > fuzzHangProbe.timeoutMs) {
        slow.calls++;
        slow.slowestMs = Math.max(slow.slowestMs, took);
      }
      const classified = classifyOutcome(outcome, inputText, leakContext, hasLoneSurrogate(input.args), acceptedCodes);
      if (last?.kind === 'hang' || found.has('hang')) {
        probesSinceHang++;
        if (classified?.kind !== 'hang') everyProbeHung = false;
        else if (everyProbeHung && probesSinceHang >= FUZZ_HANG_EVERY_INPUT_PROBES) hangsOnEveryInput = true;
      }
      // An input the schema takes that hung: what a tool hanging on every input is reported with.
      if (classified?.kind === 'hang' && hungFitting === undefined && fitsInputSchema(tool, input.args)) {
        hungFitting = input;
      }
      if (!classified || found.has(classified.kind)) return true;
      // Accepted by the suppressions file: not a failure, so fast-check neither stops nor shrinks
      // toward it, and another input of the same kind that no entry accepts is still found.
      const entry = suppressionFor(options.suppressions ?? [], tool.name, classified.kind, inputText);
      if (entry) {
        used.add(entry);
        if (!suppressed.some((one) => one.where === entry.where && one.kind === classified.kind))
          suppressed.push({
            kind: classified.kind,
            detail: classified.detail,
            args: input.args,
            reason: entry.reason,
            where: entry.where,
          });
        return true;
      }
      if (last) {
        // A shrink probe: fails only with the kind being shrunk (the first hang's wording is kept).
        if (last.kind !== classified.kind) return true;
        if (last.kind !== 'hang') last = { input, ...classified };
        else hangPath.push(input);
        return false;
      }
      last = { input, ...classified };
      hangPath = [input];
      if (classified.kind === 'hang') timeoutMs = Math.min(timeoutMs, fuzzHangProbe.timeoutMs);
      return false;
    });
    const details = await fc.check(property, {
      numRuns: options.runs,
      seed: toolSeed(options.seed, tool.name, round),
      interruptAfterTimeLimit: Math.max(1, Math.floor(left)),
      markInterruptAsFailure: false,
    });
    await inflight?.catch(() => undefined);
    if (hangsOnEveryInput) {
      // Nothing more to learn from a tool that hangs on every input: its hang is reported as found.
      const hang = findings.find((one) => one.kind === 'hang');
      if (hang) hang.shrunk = 'hangs-on-every-input';
      if (!details.failed || !last || last.kind !== 'hang') break;
    }
    if (details.interrupted || performance.now() > deadline) outOfTime = true;
    if (stop?.aborted) shrinkOutOfTime = true;
    if (!details.failed || !last) {
      if (fatal !== undefined) throw new FuzzStopped(tool.name, findings, calls, started, fatal);
      break;
    }
    let shrunkInput = (details.counterexample?.[0] as FuzzInput | undefined) ?? last.input;
    // A probe waits FUZZ_HANG_PROBE_TIMEOUT_MS, on a server the hang may have left busy: an input
    // that only answers slowly passes for a hang there, and its scenario (which waits --timeout-ms)
    // passes. A shrunk hang is kept only if it hangs again on a fresh server with the full timeout.
    let reproduced = true;
    if (last.kind === 'hang' && !hangsOnEveryInput && !stop?.aborted) {
      const same = JSON.stringify(hangPath.at(-1)?.args) === JSON.stringify(shrunkInput.args);
      const path = same ? hangPath : [...hangPath, shrunkInput];
      // Each is a call after the hang, as a probe is: it counts toward FUZZ_HANG_EVERY_INPUT_PROBES.
      const again = async (input: FuzzInput) => {
        const hung = await hangsAgain(keeper, tool, input, options.timeoutMs, stop, tally);
        probesSinceHang++;
        if (!hung) everyProbeHung = false;
        else if (everyProbeHung && probesSinceHang >= FUZZ_HANG_EVERY_INPUT_PROBES) hangsOnEveryInput = true;
        return hung;
      };
      const smallest = await smallestHangingAgain(path, again);
      calls += smallest.calls;
      shrunkInput = smallest.input;
      reproduced = smallest.input === path.at(-1);
    }
    // A tool that hangs on every input: its input says nothing, so one the schema takes stands for it
    // (not an extra key whose scenario would pass once the key is refused, the hang still there).
    const counterexample =
      hangsOnEveryInput && last.kind === 'hang' ? (hungFitting ?? fittingPart(tool, shrunkInput)) : shrunkInput;
    const fits = fitsInputSchema(tool, counterexample.args);
    const finding = {
      tool: tool.name,
      ...(tool.surface === 'tool' ? {} : { surface: tool.surface }),
      ...(tool.uri ? { uri: tool.uri(counterexample.args) ?? '' } : {}),
      kind: last.kind,
      detail: last.detail,
      args: counterexample.args,
      // Made to be valid, the input may still miss what the generator does not follow (a `format`):
      // it is then said to be outside the schema, as its scenario says.
      variant: counterexample.variant === 'valid' && !fits ? ('outside-schema' as const) : counterexample.variant,
      shrunk: hangsOnEveryInput
        ? ('hangs-on-every-input' as const)
        : !reproduced
          ? ('reproduced' as const)
          : shrinkOutOfTime || details.interrupted
            ? ('budget' as const)
            : ('minimal' as const),
      reproduce: options.reproduceCommand(tool.name),
    };
    findings.push({
      ...finding,
      scenario: findingScenario(finding, `--seed ${options.seed}`, fits, {
        errorText: last.errorText,
        leaked: last.leaked,
        ...(last.code === undefined ? {} : { code: last.code }),
        ...(last.kind === 'hang' ? { timeoutMs: options.timeoutMs } : {}),
      }),
    });
    found.add(last.kind);
    if (hangsOnEveryInput || stop?.aborted) break;
    if (fatal !== undefined) throw new FuzzStopped(tool.name, findings, calls, started, fatal);
    if (outOfTime) break;
  }
  return {
    tool: tool.name,
    ...surfaceOf(tool),
    status: 'fuzzed',
    calls,
    durationMs: performance.now() - started,
    outOfTime,
    findings,
    ...(slow.calls > 0 ? { slow: { calls: slow.calls, slowestMs: Math.round(slow.slowestMs) } } : {}),
    ...(progressing > 0 ? { progressing } : {}),
    ...(tally.declinedElicitations > 0 ? { declinedElicitations: tally.declinedElicitations } : {}),
    ...(suppressed.length > 0 ? { suppressed } : {}),
    ...(stop?.aborted ? { stopped: true } : {}),
  };
}

/** Whether `input` hangs again when called on a fresh server with the full timeout (what its scenario waits). */
async function hangsAgain(
  keeper: SessionKeeper,
  tool: FuzzTarget,
  input: FuzzInput,
  timeoutMs: number,
  stop: AbortSignal | undefined,
  tally: CallTally,
): Promise<boolean> {
  await keeper.drop();
  const { outcome } = await callOnce(
    keeper,
    tool,
    input.args,
    timeoutMs,
    performance.now() + timeoutMs,
    false,
    stop,
    undefined,
    tally,
  );
  return outcome.kind === 'timeout' && !stop?.aborted;
}

/**
 * The smallest input of a shrinking's path (each input smaller than the one before, the first the
 * hang as found, with the full timeout) that hangs again: the last when it does, else found by
 * halving the path (an input that hangs for its size hangs at every larger size on the path), at most
 * FUZZ_HANG_CONFIRMATIONS calls. The first input stands when none of those tried hangs again.
 */
export async function smallestHangingAgain<T>(
  path: readonly T[],
  hangs: (input: T) => Promise<boolean>,
): Promise<{ input: T; calls: number }> {
  let calls = 0;
  // Invariant: path[found] hung (the first did, when found); the inputs after `answered` did not.
  let found = 0;
  let answered = path.length;
  let next = path.length - 1;
  while (next > found && next < answered && calls < FUZZ_HANG_CONFIRMATIONS) {
    calls++;
    if (await hangs(path[next]!)) found = next;
    else answered = next;
    next = Math.floor((found + answered) / 2);
  }
  return { input: path[found]!, calls };
}

/** A report's `surface` and `uriTemplate` (a tool has neither). */
function surfaceOf(tool: FuzzTarget): Pick<ToolFuzzReport, 'surface' | 'uriTemplate'> {
  if (tool.surface === 'tool') return {};
  return { surface: tool.surface, ...(tool.uriTemplate ? { uriTemplate: tool.uriTemplate } : {}) };
}

/** An entry as the report shows it. */
export function suppressionEntry(entry: FuzzSuppression): SuppressionEntry {
  return {
    tool: entry.tool,
    kind: entry.kind,
    ...(entry.input ? { input: entry.input.source } : {}),
    reason: entry.reason,
    where: entry.where,
  };
}

/** Fuzzes every tool the server lists (or those in `only`), one at a time, in the server's order. */
export async function fuzzServer(
  tools: readonly ListedTool[],
  options: FuzzOptions,
  others: { prompts?: readonly FuzzPrompt[]; templates?: readonly FuzzTemplate[] } = {},
): Promise<FuzzReport> {
  const started = performance.now();
  const report: FuzzReport = {
    target: options.target,
    seed: options.seed,
    runs: options.runs,
    timeoutMs: options.timeoutMs,
    toolBudgetMs: options.toolBudgetMs,
    ...(options.totalBudgetMs === undefined ? {} : { totalBudgetMs: options.totalBudgetMs }),
    includeWrites: options.includeWrites,
    durationMs: 0,
    tools: [],
  };
  const keeper = new SessionKeeper(options.factory);
  const used = new Set<FuzzSuppression>();
  const fuzzed = new Set<string>();
  try {
    // Prompts and templates are read, never written: fuzzed without --include-writes, after the tools.
    const targets: FuzzTarget[] = [
      ...tools.map((tool) => ({ ...tool, surface: 'tool' as const })),
      ...(await surfaceTargets(others.prompts ?? [], others.templates ?? [])),
    ];
    const reasons = targets.map((tool) =>
      options.only && !options.only.includes(tool.name)
        ? null
        : tool.surface === 'tool'
          ? skipReason(tool, options.includeWrites, options.live)
          : undefined,
    );
    const totalDeadline = options.totalBudgetMs === undefined ? undefined : started + options.totalBudgetMs;
    // Started before the first tool's clock: a server's start-up is not that tool's time.
    if (reasons.some((reason) => reason === undefined)) await keeper.get();
    for (const [index, tool] of targets.entries()) {
      const reason = reasons[index];
      if (reason === null) continue;
      let toolReport: ToolFuzzReport;
      const budget = reason ? 0 : budgetFor(index);
      if (reason || options.signal?.aborted || budget <= 0) {
        toolReport = {
          tool: tool.name,
          ...surfaceOf(tool),
          status: 'skipped',
          skipReason:
            reason ??
            (options.signal?.aborted
              ? `not reached: ${stopReason(options.signal)}`
              : `not reached: --total-budget-ms ${options.totalBudgetMs} ran out`),
          calls: 0,
          durationMs: 0,
          outOfTime: false,
          findings: [],
        };
      } else {
        options.onToolStart?.(tool.name);
        fuzzed.add(tool.name);
        toolReport = await fuzzTool(tool, keeper, options, used, budget);
        // A share too small for one call checked nothing: not reached, not "OK".
        if (toolReport.calls === 0 && toolReport.findings.length === 0 && !toolReport.stopped) {
          fuzzed.delete(tool.name);
          toolReport = {
            ...toolReport,
            status: 'skipped',
            skipReason:
              options.totalBudgetMs === undefined
                ? `not reached: --tool-budget-ms ${options.toolBudgetMs} is too short for one call`
                : `not reached: --total-budget-ms ${options.totalBudgetMs} ran out`,
          };
        }
      }
      report.tools.push(toolReport);
      options.onToolDone?.(toolReport);
    }

    /**
     * A target's time: its own budget, or under a total budget an equal share of what is left among
     * the targets still to fuzz (none left: not reached). A call under way when a share ends runs
     * to its answer or its timeout, so the total is held to within one call.
     */
    function budgetFor(index: number): number {
      if (totalDeadline === undefined) return options.toolBudgetMs;
      const left = reasons.slice(index).filter((reason) => reason === undefined).length;
      const share = (totalDeadline - performance.now()) / Math.max(1, left);
      return Math.min(options.toolBudgetMs, Math.floor(share));
    }
  } catch (error) {
    // The server would not start again (after a crash): what was found stands, and the run fails.
    if (error instanceof FuzzStopped) {
      const toolReport: ToolFuzzReport = {
        tool: error.tool,
        status: 'fuzzed',
        calls: error.calls,
        durationMs: performance.now() - error.started,
        outOfTime: false,
        findings: error.findings,
      };
      report.tools.push(toolReport);
      options.onToolDone?.(toolReport);
    }
    report.error = `the fuzz stopped: ${(error as Error).message}`;
  } finally {
    await keeper.drop();
  }
  // Stale: an entry for a tool fuzzed in this run (or for every tool) that silenced nothing. An entry
  // for a tool not fuzzed this time (--tool, skipped) is not judged.
  const unused = (options.suppressions ?? []).filter(
    (entry) => !used.has(entry) && (entry.tool === '*' ? fuzzed.size > 0 : fuzzed.has(entry.tool)),
  );
  if (unused.length > 0) report.unusedSuppressions = unused.map(suppressionEntry);
  if (options.signal?.aborted) report.error ??= `the fuzz was stopped: ${stopReason(options.signal)}`;
  report.error ??= notReached(report.tools, options);
  report.error ??= nothingFuzzed(report.tools, options.live);
  report.durationMs = performance.now() - started;
  return report;
}

/**
 * Why a fuzz whose time ran out before some tools fails: those tools were not checked, and a check
 * that did not run does not pass. Undefined when every tool was reached.
 */
function notReached(tools: readonly ToolFuzzReport[], options: FuzzOptions): string | undefined {
  const count = tools.filter((tool) => tool.skipReason?.startsWith('not reached: --')).length;
  if (count === 0) return undefined;
  const flag =
    options.totalBudgetMs === undefined
      ? `--tool-budget-ms ${options.toolBudgetMs}`
      : `--total-budget-ms ${options.totalBudgetMs}`;
  return `${count} of the ${tools.length} tool(s) of this run were not reached within ${flag}: give it more time, or fuzz fewer with --tool`;
}

/**
 * Why a fuzz that fuzzed nothing fails, or undefined when something was fuzzed. A fuzz that called
 * nothing checked nothing: it does not pass (server-github annotates none of its 26 tools).
 */
function nothingFuzzed(tools: readonly ToolFuzzReport[], live: boolean): string | undefined {
  if (tools.some((tool) => tool.status === 'fuzzed')) return undefined;
  if (tools.length === 0) return 'nothing was fuzzed: the server lists no tools, prompts or resource templates';
  return (
    `nothing was fuzzed: the ${tools.length} tool(s) of this run were all skipped, none annotated readOnlyHint: true; ` +
    `annotate the tools that only read readOnlyHint: true${live ? '' : ', or pass --include-writes against a stub server'}`
  );
}

/** Whether the fuzz fails: any finding, a fuzz that could not finish, or one that fuzzed nothing. */
export function fuzzFailed(report: FuzzReport): boolean {
  return report.error !== undefined || report.tools.some((tool) => tool.findings.length > 0);
}
