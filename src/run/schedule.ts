/**
 * Runs the selected scenarios: concurrently up to `concurrency`, within the run's time limit, each
 * on a session from the lease, dispatched by kind through the registry (kinds/index.ts).
 */
import { stopReason } from '../util/signals.js';
import { runHintBudget, type HintBudget } from '../checks/text.js';
import { kindOf, type ReachedKind, type ScenarioRunOptions, type ServerLists } from '../kinds/index.js';
import { toolListChangesOf } from '../mcp/client-requests.js';
import { SessionKeeper } from '../mcp/keeper.js';
import type { SessionLease } from '../mcp/leases.js';
import { ServerStartError, messageOf, type McpSession } from '../mcp/session.js';
import { listServerTools } from '../mcp/tools.js';
import { listServerOthers } from '../mcp/lists.js';
import { RUN_TIME_LIMIT_MS } from '../model/limits.js';
import type { Scenario, ScenarioResult, ServerError } from '../model/index.js';
import { mapConcurrent } from '../util/pool.js';

export type { ScenarioRunOptions } from '../kinds/index.js';

/** The lists read on each client, with the count of list changes the server had announced when they were read. */
type ToolLists = WeakMap<McpSession['client'], { changes: number; others: boolean; lists: Promise<ServerLists> }>;

export interface RunScenariosOptions extends ScenarioRunOptions {
  concurrency: number;
  /** Bound on the whole run; defaults to RUN_TIME_LIMIT_MS. */
  runTimeLimitMs?: number;
  /** Stops the run as its time limit does (SIGINT, SIGTERM), the abort reason saying why. */
  signal?: AbortSignal;
  onResult?: (result: ScenarioResult) => void;
  /** Wraps each scenario's run (an in-process server's guard: see `InProcessGuard.run`). */
  around?: (scenario: Scenario, work: () => Promise<ScenarioResult>) => Promise<ScenarioResult>;
  /** Filled with every tool, resource and prompt a request was sent for, as it is sent: for coverage. */
  reached?: Reached;
}

/**
 * The tools called, resource URIs read and prompts got, recorded as each request is sent: a run
 * stopped mid-call (SIGTERM) reports the scenario under way with none of its calls, and a call that
 * was made still counts.
 */
export interface Reached {
  tools: Set<string>;
  resources: Set<string>;
  prompts: Set<string>;
}

/** Which of `Reached`'s sets a request of each kind goes in. */
const REACHED_SETS: Record<ReachedKind, keyof Reached> = { tool: 'tools', resource: 'resources', prompt: 'prompts' };

/** The error of every scenario not run because the server could not start at all. */
export const NOT_RUN_SERVER_ERROR = 'not run: the server could not be started (the run error says why)';

/** The results, and why the run stopped early when the server could not start at all. */
export interface ScenariosRun {
  scenarios: ScenarioResult[];
  serverError?: ServerError;
  /** The names of the server's tools, from every tool list a scenario read; for coverage. */
  serverTools?: string[];
  /** The server's resources, templates and prompts, from every read of them; for coverage (absent: never read). */
  serverOthers?: ServerOthers;
}

/** The server's resource URIs, resource templates and prompt names, in the server's order. */
export interface ServerOthers {
  resources: string[];
  templates: string[];
  prompts: string[];
}

/** Shared by the scenarios of a run: the first "cannot start at all" failure, which stops the rest. */
interface StartState {
  serverError?: ServerError;
  /** A session was opened: the server did start, so a later refusal is that scenario's own error. */
  opened?: boolean;
  /** The server's tool names, from every tool list read (a list may grow after list_changed). */
  serverTools?: string[];
  /** The server's other lists, from every read of them (for coverage). */
  serverOthers?: ServerOthers;
  /** The other lists were asked for once already, for coverage: later reads read them only when a step needs them. */
  othersForCoverage?: boolean;
  /** What is left of the run's budget for closest-line hints, shared by its scenarios. */
  hints?: HintBudget['run'];
  /** Where each request sent is recorded, for coverage (`RunScenariosOptions.reached`). */
  reached?: Reached;
}

export async function runScenarios(
  scenarios: Scenario[],
  sessions: SessionLease,
  options: RunScenariosOptions,
): Promise<ScenariosRun> {
  const toolLists: ToolLists = new WeakMap();
  const start: StartState = { hints: runHintBudget(), reached: options.reached };
  const limitMs = options.runTimeLimitMs ?? RUN_TIME_LIMIT_MS;
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  // Why the run stopped early, for the scenarios it cut: its time limit, or a signal.
  let why = `the run reached its time limit of ${limitMs} ms`;
  const signal = options.signal;
  let onAbort: (() => void) | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      resolve('deadline');
    }, limitMs);
    onAbort = () => {
      why = `the run was stopped (${stopReason(signal)})`;
      timedOut = true;
      resolve('deadline');
    };
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
  const stopped = (scenario: Scenario, started: number, reached: boolean): ScenarioResult => ({
    name: scenario.name,
    description: scenario.description,
    position: scenario.position,
    status: 'errored',
    error: reached ? `stopped: ${why} before this scenario finished` : `not run: ${why} before this scenario started`,
    durationMs: performance.now() - started,
    steps: [],
    checks: [],
    output: '',
  });
  try {
    const results = await mapConcurrent(scenarios, options.concurrency, async (scenario) => {
      const started = performance.now();
      let result: ScenarioResult;
      if (timedOut) result = stopped(scenario, started, false);
      else {
        const work = () => runScenario(scenario, sessions, toolLists, options, start);
        const outcome = await Promise.race([options.around ? options.around(scenario, work) : work(), deadline]);
        result = outcome === 'deadline' ? stopped(scenario, started, true) : outcome;
      }
      options.onResult?.(result);
      return result;
    });
    return {
      scenarios: results,
      serverError: start.serverError,
      serverTools: start.serverTools,
      serverOthers: start.serverOthers,
    };
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
    await sessions.dispose();
  }
}

async function runScenario(
  scenario: Scenario,
  sessions: SessionLease,
  toolLists: ToolLists,
  options: ScenarioRunOptions,
  start: StartState,
): Promise<ScenarioResult> {
  const started = performance.now();
  const base = { name: scenario.name, description: scenario.description, position: scenario.position };
  if (scenario.skip !== undefined) {
    return {
      ...base,
      status: 'skipped',
      skipReason: scenario.skip,
      skipCode: 'skip_key',
      durationMs: 0,
      steps: [],
      checks: [],
      output: '',
    };
  }
  const notRun = (): ScenarioResult => ({
    ...base,
    status: 'errored',
    error: NOT_RUN_SERVER_ERROR,
    notRun: true,
    durationMs: performance.now() - started,
    steps: [],
    checks: [],
    output: '',
  });
  if (start.serverError) return notRun();
  const kind = kindOf(scenario);
  const gate = kind.gate?.(scenario, options);
  if (gate && 'skip' in gate)
    return {
      ...base,
      status: 'skipped',
      skipReason: gate.skip,
      ...(gate.code && { skipCode: gate.code }),
      durationMs: 0,
      steps: [],
      checks: [],
      output: '',
    };
  if (gate) return { ...base, status: 'errored', error: gate.error, durationMs: 0, steps: [], checks: [], output: '' };

  let keeper: SessionKeeper;
  try {
    keeper = new SessionKeeper(await sessions.acquire(scenario.name), sessions);
    start.opened = true;
  } catch (error) {
    if (error instanceof ServerStartError && error.cannotStart && !start.opened) {
      // Scenarios that were starting at the same time failed the same way: the first says it, once.
      start.serverError ??= { message: error.message, stderr: error.stderr || undefined };
      return notRun();
    }
    return {
      ...base,
      status: 'errored',
      error: messageOf(error),
      stderr: error instanceof ServerStartError ? error.stderr || undefined : undefined,
      ...(error instanceof ServerStartError && { serverFailed: true as const }),
      durationMs: performance.now() - started,
      steps: [],
      checks: [],
      output: '',
    };
  }

  return kind.run(scenario, {
    keeper,
    sessions,
    options,
    base,
    started,
    hints: start.hints ?? runHintBudget(),
    reached: (kind, name) => {
      const reached = start.reached;
      if (reached) reached[REACHED_SETS[kind]].add(name);
    },
    lists: (session, { refresh = false, others = false } = {}) => {
      const changes = toolListChangesOf(session.client);
      let read = toolLists.get(session.client);
      // Read again once the server said its list changed: a tool added since is callable.
      if (!read || refresh || read.changes !== changes || (others && !read.others)) {
        // The first read of the run reads the other lists too (those the server declares: none
        // asked of a server without resources or prompts), once, for coverage; later sessions read
        // them only for a scenario that has a step needing them.
        const withOthers = others || !start.othersForCoverage;
        start.othersForCoverage = true;
        read = { changes, others: withOthers, lists: readServerLists(session, options.timeoutMs, withOthers) };
        toolLists.set(session.client, read);
        // Coverage counts every tool the server listed, whichever kind read the list and whenever.
        read.lists.then(
          (lists) => {
            start.serverTools = [...new Set([...(start.serverTools ?? []), ...lists.tools.keys()])];
            if (lists.resources && lists.templates && lists.prompts) {
              const seen = start.serverOthers;
              const union = (before: string[] | undefined, now: Iterable<string>) => [
                ...new Set([...(before ?? []), ...now]),
              ];
              start.serverOthers = {
                resources: union(seen?.resources, lists.resources.keys()),
                templates: union(seen?.templates, lists.templates.keys()),
                prompts: union(seen?.prompts, lists.prompts.keys()),
              };
            }
          },
          () => undefined,
        );
      }
      return read.lists;
    },
  });
}

/** The server's lists a tool sequence is pre-checked against, read once per session. */
async function readServerLists(session: McpSession, timeoutMs: number, withOthers: boolean): Promise<ServerLists> {
  const tools = await listServerTools(session.client, timeoutMs);
  // A tool sequence of tools only does not need these (three requests more a session, on a server
  // that lists resources and prompts): read only for a scenario that has such a step, and once a run
  // for coverage. A server that cannot list them fails only the steps that read a resource or a
  // prompt, with why.
  let others: Partial<ServerLists> = {};
  try {
    if (withOthers) others = await listServerOthers(session.client, timeoutMs);
  } catch (error) {
    others = { otherListsError: session.explain(error) };
  }
  return {
    ...others,
    tools: new Map(
      tools.map((tool) => [tool.name as string, { ...tool, name: tool.name as string, inputSchema: tool.inputSchema }]),
    ),
  };
}
