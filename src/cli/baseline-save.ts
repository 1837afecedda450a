/**
 * Writes the agent baseline a run recorded (`record-baseline`, `--baseline-save FILE`): this run's
 * rows replace the rows of the scenarios it ran, the others are kept, and the diff is printed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BaselineRow } from '../stats/baseline.js';
import type { RunResult } from '../model/index.js';
import { mergeBaseline, readBaseline, renderBaseline, type AgentBaselineOptions } from '../kinds/agent/baseline.js';
import { escapeName } from '../report/text/escape.js';
import type { Console } from './console.js';

/** What was saved: rows written, and the scenarios left out (with why). */
export interface BaselineSaved {
  written: number;
  leftOut: string[];
}

/**
 * Saves the run's rows to the baseline file. A scenario is left out (and said) when a trial of it
 * errored (an outage is no measurement of the rate), when its rate was replayed from a recording
 * (a replay's rate is not measured), or when it did not run. Throws on a file that cannot be read or written.
 */
export async function saveBaseline(
  result: RunResult,
  options: AgentBaselineOptions,
  io: Console,
): Promise<BaselineSaved> {
  const rows: BaselineRow[] = [];
  const leftOut: string[] = [];
  for (const scenario of result.scenarios) {
    const agent = scenario.agent;
    if (!agent) continue;
    const errored = agent.trials.filter((trial) => trial.status === 'errored').length;
    const why = agent.replayed
      ? 'its rate was replayed from a recording, not measured: record the baseline with ANTHROPIC_API_KEY'
      : errored > 0
        ? `${errored} of its ${agent.trials.length} trials errored (${agent.trials.find((t) => t.error)?.error ?? 'an error'}), so the rate was not measured`
        : !agent.baseline || agent.baseline.rows.length === 0
          ? 'no trial of it reached the model'
          : undefined;
    if (why) leftOut.push(`${scenario.name}: ${why}`);
    else rows.push(...agent.baseline!.rows);
  }
  // The rows of the scenarios recorded now are replaced: two rows of one of them are no reason to refuse.
  const recorded = new Set(rows.map((row) => row.scenario));
  const before = (await readBaseline(options.file, options.label, recorded)) ?? [];
  const beforeText = before.length > 0 ? renderBaseline(before) : '';
  const after = renderBaseline(mergeBaseline(before, rows));
  if (after === beforeText) io.out(`${escapeName(options.label)}: unchanged\n`);
  else {
    await mkdir(path.dirname(options.file), { recursive: true });
    await writeFile(options.file, after);
    const { renderUnifiedDiff } = await import('../report/diff.js');
    io.out(
      `${escapeName(options.label)}: ${beforeText ? 'updated' : 'written'}\n${renderUnifiedDiff(options.label, beforeText, after)}\n`,
    );
  }
  for (const line of leftOut) io.err(`mcp-scenario-eval: not in the baseline: ${escapeName(line)}\n`);
  return { written: rows.length, leftOut };
}
