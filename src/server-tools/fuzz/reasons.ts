/**
 * The words of `fuzz`'s decisions: why a target is skipped (from its code, see model/fuzz.ts's
 * FuzzSkipCode), and why a fuzz fails without a finding. A setting is named the way the face calls
 * it (`settingName`: the CLI's `--include-writes`); no decision reads these words.
 */
import { OUT_OF_TIME_CODES, type FuzzSkipCode, type ToolFuzzReport } from '../../model/fuzz.js';

/** The settings a reason names: the face words each (FuzzOptions.settingName). */
export type FuzzSetting = 'include-writes' | 'tool-budget-ms' | 'total-budget-ms' | 'tool';

/** What the words of a reason need: the face's names of settings, and the fuzz's own numbers. */
export interface ReasonContext {
  settingName: (setting: FuzzSetting) => string;
  toolBudgetMs: number;
  totalBudgetMs?: number;
  /** Why the fuzz was stopped (`SIGTERM received`), for a target it did not reach. */
  stopReason?: string;
}

/** The skip reason of a tool that says nothing of writing: its first words, shown on the tool's line (report/fuzz.ts). */
export const NOT_ANNOTATED = 'not annotated readOnlyHint: true';

/** Why a target is skipped, in words (the JSON report's `skipReason`). */
export function skipText(code: FuzzSkipCode, context: ReasonContext): string {
  const writes = context.settingName('include-writes');
  switch (code) {
    case 'live-not-read-only':
      return 'live server: only tools annotated readOnlyHint: true are fuzzed (production data is not a target)';
    case 'destructive':
      return `annotated destructiveHint: true (use ${writes})`;
    case 'writes':
      return `annotated readOnlyHint: false (use ${writes})`;
    case 'not-annotated':
      // The rest of the reason is in the JSON report; the terminal says it once for every such tool (report/fuzz.ts).
      return (
        `${NOT_ANNOTATED}, so by the protocol's defaults it may write or delete (readOnlyHint: false, destructiveHint: true); ` +
        `annotate it readOnlyHint: true, or pass ${writes} against a stub`
      );
    case 'stopped':
      return `not reached: ${context.stopReason ?? 'stopped'}`;
    case 'total-budget':
      return `not reached: ${context.settingName('total-budget-ms')} ${context.totalBudgetMs} ran out`;
    case 'tool-budget':
      return `not reached: ${context.settingName('tool-budget-ms')} ${context.toolBudgetMs} is too short for one call`;
  }
}

/** A skipped target's code and words, as its report carries them. */
export function skipped(code: FuzzSkipCode, context: ReasonContext): Pick<ToolFuzzReport, 'skipCode' | 'skipReason'> {
  return { skipCode: code, skipReason: skipText(code, context) };
}

/**
 * Why a fuzz whose time ran out before some tools fails: those tools were not checked, and a check
 * that did not run does not pass. Undefined when every tool was reached.
 */
export function notReached(tools: readonly ToolFuzzReport[], context: ReasonContext): string | undefined {
  const count = tools.filter((tool) => tool.skipCode !== undefined && OUT_OF_TIME_CODES.includes(tool.skipCode)).length;
  if (count === 0) return undefined;
  const budget =
    context.totalBudgetMs === undefined
      ? `${context.settingName('tool-budget-ms')} ${context.toolBudgetMs}`
      : `${context.settingName('total-budget-ms')} ${context.totalBudgetMs}`;
  return `${count} of the ${tools.length} tool(s) of this run were not reached within ${budget}: give it more time, or fuzz fewer with ${context.settingName('tool')}`;
}

/**
 * Why a fuzz that fuzzed nothing fails, or undefined when something was fuzzed. A fuzz that called
 * nothing checked nothing: it does not pass (server-github annotates none of its 26 tools).
 */
export function nothingFuzzed(
  tools: readonly ToolFuzzReport[],
  live: boolean,
  context: Pick<ReasonContext, 'settingName'>,
): string | undefined {
  if (tools.some((tool) => tool.status === 'fuzzed')) return undefined;
  if (tools.length === 0) return 'nothing was fuzzed: the server lists no tools, prompts or resource templates';
  return (
    `nothing was fuzzed: the ${tools.length} tool(s) of this run were all skipped, none annotated readOnlyHint: true; ` +
    `annotate the tools that only read readOnlyHint: true${live ? '' : `, or pass ${context.settingName('include-writes')} against a stub server`}`
  );
}
