import type { RunResult, RunTotals } from '../model/index.js';
import { runFailed, totalsOf } from '../model/index.js';

/**
 * Version of the JSON report's format (docs/report-json.md). Adding a field keeps it; renaming,
 * removing or changing the meaning of one bumps it.
 */
export const REPORT_JSON_VERSION = 1;

export interface JsonReport extends RunResult {
  version: typeof REPORT_JSON_VERSION;
  generator: { name: 'mcp-scenario-eval'; version: string };
  /** Whether the run failed as a whole: what fails the step and sets the CLI's exit code. */
  failed: boolean;
  totals: RunTotals;
}

/** The JSON report: the whole result model, with its format version, totals and verdict up front. */
export function buildJsonReport(run: RunResult, generatorVersion: string): JsonReport {
  return {
    version: REPORT_JSON_VERSION,
    generator: { name: 'mcp-scenario-eval', version: generatorVersion },
    failed: runFailed(run),
    totals: totalsOf(run),
    ...run,
  };
}

export function renderJsonReport(run: RunResult, generatorVersion: string): string {
  return `${JSON.stringify(buildJsonReport(run, generatorVersion), null, 2)}\n`;
}
