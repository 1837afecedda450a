/**
 * `annotations`: are a server's readOnlyHint, idempotentHint and destructiveHint true? Each tool is
 * checked in turn on fresh servers (tool-check.ts), with the scenarios' inputs and generated ones
 * (inputs.ts), against the state (state.ts: files, resources, probes) compared as compare.ts says;
 * this module makes the report, the words of a skip, and the error of a check that did not finish.
 */
import type {
  AnnotationsReport,
  AnnotationsSkipCode,
  AnnotationSuppressionEntry,
  ToolAnnotationsReport,
} from '../../model/annotations.js';
import { NOT_JUDGED_HINTS } from '../../model/annotations.js';
import { stopReason } from '../../util/signals.js';
import { LineFilter } from './compare.js';
import { generatedInputs, scenarioInputs } from './inputs.js';
import type { AnnotationsOptions, AnnotationsSetting } from './options.js';
import type { AnnotationSuppression } from './suppressions.js';
import { declaredOf, judgedHints, skipCodeOf, type ListedTool } from './targets.js';
import { ServerStartFailure, ToolCheck } from './tool-check.js';

export type { AnnotationsOptions } from './options.js';

/** Checks every tool the server lists (or those in `only`), one at a time, in the server's order. */
export async function checkAnnotations(
  tools: readonly ListedTool[],
  options: AnnotationsOptions,
): Promise<AnnotationsReport> {
  const started = performance.now();
  const probes = options.probes;
  const filter = new LineFilter(
    probes?.ignore ?? [],
    new Map((probes?.probes ?? []).map((probe) => [probe.label, probe.ignore])),
  );
  const report: AnnotationsReport = {
    target: options.target,
    seed: options.seed,
    runs: options.runs,
    liveReadOnly: options.liveReadOnly,
    state: {
      files: !options.liveReadOnly,
      resources: !options.liveReadOnly,
      probes: (probes?.probes ?? []).map((probe) => probe.label),
      ...(probes ? { probesFile: probes.shown } : {}),
    },
    notJudged: NOT_JUDGED_HINTS,
    toolBudgetMs: options.toolBudgetMs,
    durationMs: 0,
    tools: [],
    ignored: [],
  };
  const name = options.settingName ?? ((setting: AnnotationsSetting) => `--${setting}`);
  const used = new Set<AnnotationSuppression>();
  const checked = new Set<string>();
  const done = (tool: ToolAnnotationsReport) => {
    report.tools.push(tool);
    options.onToolDone?.(tool);
  };
  const skip = (tool: ListedTool, code: AnnotationsSkipCode, inputs = { fromScenarios: 0, generated: 0, refused: 0 }) =>
    done({
      tool: tool.name,
      annotations: declaredOf(tool),
      status: 'skipped',
      skipCode: code,
      skipReason: skipText(code, { settingName: name, toolBudgetMs: options.toolBudgetMs, signal: options.signal }),
      judged: [],
      inputs,
      calls: 0,
      servers: 0,
      durationMs: 0,
      outOfTime: false,
      findings: [],
    });
  const selected = tools.filter((tool) => !options.only || options.only.includes(tool.name));
  try {
    for (const tool of selected) {
      const code = skipCodeOf(tool, options.liveReadOnly);
      if (code) {
        skip(tool, code);
        continue;
      }
      if (options.signal?.aborted) {
        skip(tool, 'stopped');
        continue;
      }
      const inputs = [
        ...scenarioInputs(options.scenarios, tool.name),
        ...generatedInputs(tool.inputSchema, tool.name, options.seed, options.runs),
      ];
      options.onToolStart?.(tool.name);
      const result = await new ToolCheck(tool, inputs, options, filter, used).run();
      const observed = result.inputs.fromScenarios + result.inputs.generated - result.inputs.refused;
      if (observed === 0 && result.findings.length === 0 && !result.failure) {
        // Nothing observed: not "OK". Stopped or out of time: not reached; else every input was refused.
        const why: AnnotationsSkipCode = result.stopped ? 'stopped' : result.outOfTime ? 'budget' : 'no-valid-input';
        skip(tool, why, result.inputs);
        continue;
      }
      checked.add(tool.name);
      done(result);
    }
  } catch (error) {
    if (!(error instanceof ServerStartFailure)) throw error;
    report.error = `the check stopped: ${error.message}`;
  }
  report.ignored = filter.ignored();
  const unused = (options.suppressions ?? []).filter(
    (entry) => !used.has(entry) && (entry.tool === '*' ? checked.size > 0 : checked.has(entry.tool)),
  );
  if (unused.length > 0) report.unusedSuppressions = unused.map(suppressionEntry);
  if (options.signal?.aborted) report.error ??= `the check was stopped: ${stopReason(options.signal)}`;
  report.error ??= failuresError(report.tools);
  report.error ??= notReachedError(report.tools);
  report.error ??= nothingChecked(report.tools, selected, options.liveReadOnly);
  report.durationMs = performance.now() - started;
  return report;
}

/** A skip's reason in words. */
export function skipText(
  code: AnnotationsSkipCode,
  words: { settingName: (setting: AnnotationsSetting) => string; toolBudgetMs: number; signal?: AbortSignal },
): string {
  switch (code) {
    case 'live-not-read-only':
      return `not called: against a live server (${words.settingName('live-read-only')}) only tools annotated readOnlyHint: true are called, since a tool that may write would write to production`;
    case 'no-claim':
      return 'claims nothing to check: annotated readOnlyHint: false, with neither idempotentHint: true nor destructiveHint: false';
    case 'no-valid-input':
      return 'not judged: every input was refused (invalid arguments, an isError result, or an answer naming a network failure), which changes nothing and proves nothing; give it a scenario step with arguments it accepts';
    case 'stopped':
      return `not reached: the check was stopped (${stopReason(words.signal)})`;
    case 'budget':
      return `not reached: its time (${words.settingName('tool-budget-ms')} ${words.toolBudgetMs}) ran out before one input was observed`;
  }
}

/** Tools the server hung or died on: the check did not finish. */
function failuresError(tools: readonly ToolAnnotationsReport[]): string | undefined {
  const failed = tools.filter((tool) => tool.failure);
  if (failed.length === 0) return undefined;
  return `the check did not finish for ${failed.length} tool(s): ${failed.map((tool) => `${tool.tool} (${tool.failure!.message})`).join('; ')}`;
}

function notReachedError(tools: readonly ToolAnnotationsReport[]): string | undefined {
  const missed = tools.filter((tool) => tool.skipCode === 'budget' || tool.skipCode === 'stopped');
  if (missed.length === 0) return undefined;
  return `${missed.length} tool(s) not reached: ${missed.map((tool) => tool.tool).join(', ')}`;
}

/** Tools that claim something to check, yet none was checked: a check that observed nothing does not pass. */
function nothingChecked(
  tools: readonly ToolAnnotationsReport[],
  selected: readonly ListedTool[],
  liveReadOnly: boolean,
): string | undefined {
  if (tools.some((tool) => tool.status === 'checked')) return undefined;
  const claiming = selected.filter((tool) => judgedHints(tool).length > 0 && !skipCodeOf(tool, liveReadOnly));
  if (claiming.length === 0) return undefined;
  return `nothing was checked: no input of ${claiming.map((tool) => tool.name).join(', ')} was accepted`;
}

/** An entry as the report shows it. */
export function suppressionEntry(entry: AnnotationSuppression): AnnotationSuppressionEntry {
  return {
    tool: entry.tool,
    kind: entry.kind,
    ...(entry.input ? { input: entry.input.source } : {}),
    reason: entry.reason,
    where: entry.where,
  };
}
