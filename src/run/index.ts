/**
 * The whole run, as its stages (Playwright's `tasks.ts` is the model): each a small function over
 * the run's state (run/state.ts), in run/stages/. Find and validate every scenario file (starting
 * no server if one is invalid), select, start the server and probe its era, check what is checked
 * before the scenarios, plan (the judge, each kind), run the scenarios once per era, merge, keep
 * recordings, and say what the run covered and used: one result model with every secret scrubbed.
 * Which modules load when is said in stages/index.ts (the stages) and run/later.ts (what they use).
 */
import type { RunOptions } from '../config/options.js';
import type { RunResult } from '../model/index.js';
import { sessionFactory } from '../mcp/index.js';
import { redactDeep } from '../secrets/redact.js';
import { load, preflight, runStages, select, start } from './stages/index.js';
import { newRunState, type RunHooks, type RunState } from './state.js';

export type { RunHooks } from './state.js';

export async function runSuite(options: RunOptions, hooks: RunHooks = {}): Promise<RunResult> {
  const started = performance.now();
  const state = newRunState(options, hooks, sessionFactory(options));
  try {
    if (await timed(state, 'load', () => load(state))) await runLoaded(state);
  } finally {
    await state.factory.dispose();
  }
  state.result.durationMs = performance.now() - started;
  state.options.debug?.(`timing: the run took ${Math.round(state.result.durationMs)} ms`);
  return redactDeep(state.result, options.secrets);
}

/** The stages once every file is valid. */
async function runLoaded(state: RunState): Promise<void> {
  const needed = await timed(state, 'select', () => select(state));
  // No server starts before every file is valid and there is something to do against it; from then
  // on the server boots while the kinds, the scheduler, the MCP SDK and Ajv load (lint, or the
  // snapshot check when its file exists, takes it first). Not for the snapshot check alone: it may
  // have no file to check.
  if (needed) await state.factory.startEarly();
  await timed(state, 'start', () => start(state, needed));
  try {
    await timed(state, 'preflight', () => preflight(state));
    if (state.selection!.selected.length === 0) return;
    const stages = await runStages();
    await timed(state, 'plan', () => stages.plan(state));
    await timed(state, 'schedule', () => stages.schedule(state));
    await stages.merge(state);
    await stages.keep(state);
    stages.server(state);
    stages.coverage(state);
    stages.usage(state);
  } finally {
    await state.probed?.dispose();
  }
}

/** A stage, with its time said on the debug line (a re-run with debug logging). */
async function timed<T>(state: RunState, stage: string, work: () => Promise<T>): Promise<T> {
  const debug = state.options.debug;
  if (!debug) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    debug(`timing: stage ${stage} took ${Math.round(performance.now() - started)} ms`);
  }
}

export { NO_KEY_REASON } from '../checks/judge.js';
export type { RunOptions } from '../config/options.js';
export { describeTarget, sessionFactory, type RunSessionFactory } from '../mcp/index.js';
export * from '../model/index.js';
export * from './verdict.js';
