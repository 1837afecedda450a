import { ConfigError, toRunOptions } from '../engine/configure.js';
import { runSuite } from '../engine/index.js';
import { runFailed, totalsOf, type RunResult } from '../engine/model.js';
import { renderAnnotations } from '../report/annotations.js';
import { renderSummary } from '../report/summary.js';
import { fail, log, warn, writeAnnotations, writeOutputs, writeSummary } from './github.js';
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
    for (const warning of unmatchedGlobWarnings(result)) warn(warning);
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
    return matchedAnyFile(result)
      ? `no scenario was selected to run (${result.notLive} not live, ${result.deselected} left out by filter or shard): check filter, shard, and live: true in live mode`
      : `no scenario file matched ${result.unmatchedGlobs.map((g) => `"${g}"`).join(', ') || 'the scenarios globs'}`;
  }
  const totals = totalsOf(result);
  return `${totals.failed} of ${totals.total} scenario(s) failed`;
}

/** Whether any glob found a scenario file: each file found yields a scenario or an error. */
function matchedAnyFile(result: RunResult): boolean {
  return result.scenarios.length + result.fileErrors.length + result.notLive + result.deselected > 0;
}

/**
 * A warning per glob that matched nothing while others matched (a typo there would otherwise go
 * unseen); when nothing matched at all, the failure message names the globs instead.
 */
export function unmatchedGlobWarnings(result: RunResult): string[] {
  if (!matchedAnyFile(result)) return [];
  return result.unmatchedGlobs.map(
    (glob) => `the scenarios glob "${glob}" matched no .yaml or .yml file; fix or remove it`,
  );
}
