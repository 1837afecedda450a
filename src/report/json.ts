import type { RunResult, RunTotals } from '../model/index.js';
import { totalsOf } from '../model/index.js';
import { runFailed } from '../run/verdict.js';

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
  return [...jsonReportChunks(run, generatorVersion)].join('');
}

/**
 * The JSON report in pieces, a scenario at a time, joining to exactly `JSON.stringify(report, null,
 * 2)` and a newline: a run of thousands of scenarios with long outputs is written without ever
 * holding the whole text (or the garbage of building it) in memory at once.
 */
export function* jsonReportChunks(run: RunResult, generatorVersion: string): Generator<string> {
  const report = buildJsonReport(run, generatorVersion) as unknown as Record<string, unknown>;
  const entries = Object.entries(report).filter(([, value]) => value !== undefined && typeof value !== 'function');
  yield '{';
  for (const [index, [key, value]] of entries.entries()) {
    yield `${index === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `;
    if (key === 'scenarios' && Array.isArray(value) && value.length > 0) {
      yield '[';
      for (const [position, scenario] of value.entries()) {
        yield `${position === 0 ? '' : ','}\n    ${indented(JSON.stringify(scenario, null, 2) ?? 'null', '    ')}`;
      }
      yield '\n  ]';
    } else {
      yield indented(JSON.stringify(value, null, 2), '  ');
    }
  }
  yield entries.length > 0 ? '\n}\n' : '}\n';
}

/** JSON text nested one level deeper: every line after the first gets `prefix` (strings hold no raw line break). */
function indented(json: string, prefix: string): string {
  return json.replaceAll('\n', `\n${prefix}`);
}
