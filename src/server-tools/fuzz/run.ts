/**
 * The fuzzer: every tool of a server (and its prompts and resource templates), called with inputs
 * generated from its input schema (see arbitraries.ts), each outcome classified (see classify.ts).
 * This module runs the targets one at a time (targets.ts chooses them, budgets.ts times them,
 * tool-fuzz.ts fuzzes one) and makes the report; a target stops at its first finding of each kind,
 * and at its time budget; each finding is shrunk by fast-check to a minimal input.
 */
import type { FuzzPrompt, FuzzReport, FuzzTemplate, SuppressionEntry, ToolFuzzReport } from '../../model/fuzz.js';
import { stopReason } from '../../util/signals.js';
import type { ListedTool } from '../snapshot/normalize.js';
import { checkedNothing, FuzzBudget } from './budgets.js';
import { RestartingSession } from './call.js';
import type { FuzzOptions } from './options.js';
import { notReached, nothingFuzzed, skipped, type ReasonContext } from './reasons.js';
import type { FuzzSuppression } from './suppressions.js';
import { fuzzTargets, surfaceOf, targetCodes } from './targets.js';
import { FuzzStopped, ToolFuzz } from './tool-fuzz.js';

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
  const words: ReasonContext = {
    settingName: options.settingName,
    toolBudgetMs: options.toolBudgetMs,
    totalBudgetMs: options.totalBudgetMs,
    get stopReason() {
      return stopReason(options.signal);
    },
  };
  const server = new RestartingSession(options.factory);
  const used = new Set<FuzzSuppression>();
  const fuzzed = new Set<string>();
  const done = (toolReport: ToolFuzzReport) => {
    report.tools.push(toolReport);
    options.onToolDone?.(toolReport);
  };
  try {
    const targets = await fuzzTargets(tools, others.prompts ?? [], others.templates ?? []);
    const codes = targetCodes(targets, options);
    const budget = new FuzzBudget(options, codes, started);
    // Started before the first tool's clock: a server's start-up is not that tool's time.
    if (codes.some((code) => code === undefined)) await server.get();
    for (const [index, target] of targets.entries()) {
      const code = codes[index];
      if (code === null) continue;
      const budgetMs = code ? 0 : budget.forTarget(index);
      if (code || options.signal?.aborted || budgetMs <= 0) {
        const why = code ?? (options.signal?.aborted ? 'stopped' : budget.notReachedCode());
        done({
          tool: target.name,
          ...surfaceOf(target),
          status: 'skipped',
          ...skipped(why, words),
          calls: 0,
          durationMs: 0,
          outOfTime: false,
          findings: [],
        });
        continue;
      }
      options.onToolStart?.(target.name);
      fuzzed.add(target.name);
      let toolReport = await new ToolFuzz(target, server, options, used, budgetMs).run();
      // A share too small for one call checked nothing: not reached, not "OK".
      if (checkedNothing(toolReport)) {
        fuzzed.delete(target.name);
        toolReport = { ...toolReport, status: 'skipped', ...skipped(budget.notReachedCode(), words) };
      }
      done(toolReport);
    }
  } catch (error) {
    // The server would not start again (after a crash): what was found stands, and the run fails.
    if (error instanceof FuzzStopped) {
      done({
        tool: error.tool,
        status: 'fuzzed',
        calls: error.calls,
        durationMs: performance.now() - error.started,
        outOfTime: false,
        findings: error.findings,
      });
    }
    report.error = `the fuzz stopped: ${(error as Error).message}`;
  } finally {
    await server.drop();
  }
  // Stale: an entry for a tool fuzzed in this run (or for every tool) that silenced nothing. An entry
  // for a tool not fuzzed this time (--tool, skipped) is not judged.
  const unused = (options.suppressions ?? []).filter(
    (entry) => !used.has(entry) && (entry.tool === '*' ? fuzzed.size > 0 : fuzzed.has(entry.tool)),
  );
  if (unused.length > 0) report.unusedSuppressions = unused.map(suppressionEntry);
  if (options.signal?.aborted) report.error ??= `the fuzz was stopped: ${stopReason(options.signal)}`;
  report.error ??= notReached(report.tools, words);
  report.error ??= nothingFuzzed(report.tools, options.live, words);
  report.durationMs = performance.now() - started;
  return report;
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

/** Whether the fuzz fails: any finding, a fuzz that could not finish, or one that fuzzed nothing. */
export function fuzzFailed(report: FuzzReport): boolean {
  return report.error !== undefined || report.tools.some((tool) => tool.findings.length > 0);
}
