import { ConfigError, toRunOptions } from '../engine/configure.js';
import { runSuite } from '../engine/index.js';
import { runFailed, totalsOf, type RunResult } from '../engine/model.js';
import { renderAnnotations } from '../report/annotations.js';
import { renderSummary } from '../report/summary.js';
import { fail, log, writeAnnotations, writeOutputs, writeSummary } from './github.js';
import { readSettings, SettingsError } from './settings.js';

/** The action: read inputs, run the suite, write the reports, fail the step if anything failed. */
export async function run(): Promise<void> {
  try {
    const settings = readSettings();
    const options = toRunOptions(settings);
    const result = await runSuite(options, {
      onResult: (scenario) => log(`${scenario.status.padEnd(7)} ${scenario.name}`),
    });
    writeAnnotations(renderAnnotations(result));
    await writeSummary(renderSummary(result));
    writeOutputs(totalsOf(result));
    if (runFailed(result)) fail(failureHeadline(result));
  } catch (error) {
    if (error instanceof SettingsError || error instanceof ConfigError) fail(error.message);
    else fail(`mcp-scenario-eval crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

export function failureHeadline(result: RunResult): string {
  if (result.fileErrors.length > 0)
    return `${result.fileErrors.length} problem(s) in scenario files; no scenario was run`;
  if (result.scenarios.length === 0) {
    return result.unmatchedGlobs.length > 0
      ? `no scenario file matched ${result.unmatchedGlobs.map((g) => `"${g}"`).join(', ')}`
      : 'no scenario was selected to run (check filter, shard, and live: true in live mode)';
  }
  const totals = totalsOf(result);
  if (totals.failed === 0 && result.judge.failedBecause) return result.judge.failedBecause;
  return `${totals.failed} of ${totals.total} scenario(s) failed`;
}
