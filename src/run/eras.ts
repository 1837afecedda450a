/**
 * `protocol: both`: a scenario's results in each era, side by side in one result. The same call
 * must mean the same thing however it was asked: a scenario that passes in one era and fails in
 * the other fails (a parity failure), its failed checks naming the era they failed in; one that
 * passes in both with different outputs passes, its result carrying the difference. Parity is for
 * deterministic output: a kind whose runs are random (agent scenarios) runs in one era only, the
 * newest the server serves, and its result is that era's. Loads the `diff` package (through
 * util/diff.ts): the run imports this module only when it runs in two eras.
 */
import type {
  EraDifference,
  EraOutcome,
  RunProtocol,
  Scenario,
  ScenarioResult,
  ScenarioStatus,
} from '../model/index.js';
import { ERA_DIFF_LIMIT_CHARS, ERA_DIFF_MAX_CHANGED_LINES } from '../model/limits.js';
import type { Era } from '../mcp/era.js';
import { diffHunkLines } from '../util/diff.js';

/** One era's whole run. */
export interface EraRun {
  era: Era;
  revision: string;
  /** The scenarios run in this era, in the order of `scenarios`: every one in the newest era, the others in each. */
  ran: Scenario[];
  scenarios: ScenarioResult[];
}

const SEVERITY: Record<ScenarioStatus, number> = { skipped: 0, passed: 1, failed: 2, errored: 3 };

/** The newest era first: the one a scenario run in one era only runs in. */
export function newestFirst(eras: Era[]): Era[] {
  return [...eras].sort((a, b) => Number(b === 'modern') - Number(a === 'modern'));
}

/**
 * One result per scenario of `selected`, in its order. A scenario run in every era: its status the
 * worst of its eras, with every era's outcome; one run in a single era: that era's result.
 */
export function mergeEraRuns(selected: Scenario[], runs: EraRun[]): ScenarioResult[] {
  const resultsOf = runs.map((run) => new Map(run.ran.map((scenario, index) => [scenario, run.scenarios[index]!])));
  return selected.flatMap((scenario) => {
    const each = runs.flatMap((run, index) => {
      const result = resultsOf[index]!.get(scenario);
      return result ? [{ run, result }] : [];
    });
    if (each.length === 0) return [];
    if (each.length === 1) {
      const { run, result } = each[0]!;
      return [result.notRun ? result : { ...result, revision: run.revision }];
    }
    const eras: EraOutcome[] = each.map(({ run, result }) => outcomeOf(run, result));
    const worst = each.reduce((a, b) => (SEVERITY[b.result.status] > SEVERITY[a.result.status] ? b : a));
    const parity = each.some(({ result }) => result.status === 'passed') && worst.result.status !== 'passed';
    const merged: ScenarioResult = { ...worst.result, revision: worst.run.revision, eras };
    if (parity) {
      const where = `in the ${worst.run.era} era (${worst.run.revision}) only`;
      const passed = each.find(({ result }) => result.status === 'passed')!.run;
      merged.checks = worst.result.checks.map((check) =>
        check.status !== 'failed'
          ? check
          : check.problem === 'unasked_answer'
            ? { ...check, message: `${where}: ${unaskedInOneEra(check.subject, passed)}` }
            : { ...check, message: `${where}: ${check.message ?? ''}` },
      );
      if (merged.error) merged.error = `${where}: ${merged.error}`;
      // An error of one era only is the parity failure, whatever the era's own error was.
      delete merged.errorCode;
    }
    const [first, ...others] = each;
    const differing = others.find(({ result }) => result.output !== first!.result.output);
    if (worst.result.status === 'passed' && differing) merged.eraDifference = differenceOf(first!, differing);
    return [merged];
  });
}

/**
 * A scripted answer the server did not ask for in one era, where the scenario passed in another: there
 * the server asked for every answer scripted (an unused one fails the step), so the script is right
 * and the server's eras differ (FastMCP's `ctx.elicit` asks only in the 2025 era).
 */
function unaskedInOneEra(tool: string, asked: EraRun): string {
  return (
    `the server did not ask during the call of ${tool} for the answer the step scripts, which it asks for in ` +
    `the ${asked.era} era (${asked.revision}), where the scenario passed: this is a difference between the ` +
    "server's eras, not a wrong script: make the server ask in both, or test it in that era alone " +
    `(protocol: ${asked.era})`
  );
}

function outcomeOf(run: EraRun, result: ScenarioResult): EraOutcome {
  const outcome: EraOutcome = { era: run.era, revision: run.revision, status: result.status, output: result.output };
  const message = result.error ?? result.checks.find((check) => check.status === 'failed')?.message;
  if (message) outcome.message = message;
  return outcome;
}

type EraResult = { run: EraRun; result: ScenarioResult };

/** The diff of two eras' outputs, cut at ERA_DIFF_LIMIT_CHARS (at a line's end) saying so. */
function differenceOf(from: EraResult, to: EraResult): EraDifference {
  const side = ({ run }: EraResult) => ({ era: run.era, revision: run.revision });
  const [before, after] = [from.result.output, to.result.output];
  // An output is text, not a file: ended with a line break, so no "\ No newline at end of file" marker.
  const ended = (output: string) => (output.endsWith('\n') ? output : `${output}\n`);
  const lines = diffHunkLines(ended(before), ended(after), ERA_DIFF_MAX_CHANGED_LINES);
  const diff = lines
    ? cutAtLine(lines, ERA_DIFF_LIMIT_CHARS)
    : `the outputs differ in more than ${ERA_DIFF_MAX_CHANGED_LINES} lines (${before.length} and ${after.length} ` +
      "characters), too many to diff: each era's output is in the JSON report";
  return { from: side(from), to: side(to), diff };
}

/** Whole lines up to `limit` characters, then a line saying how much of the diff was cut. */
function cutAtLine(lines: string[], limit: number): string {
  const text = lines.join('\n');
  if (text.length <= limit) return text;
  let end = text.lastIndexOf('\n', limit);
  if (end <= 0) end = limit;
  return (
    `${text.slice(0, end)}\n[… ${text.length - end} more characters of the diff cut: ` +
    "each era's output is in the JSON report]"
  );
}

/**
 * Under `both`: how many scenarios ran in the newest era only, and which and why in one sentence
 * (`agent scenarios ran in the modern era (2026-07-28) only: …`); undefined when none did (a
 * skipped scenario, or one the server never ran, is not counted).
 */
export function oneEraNotice(
  newest: { era: Era; revision: string; scenarios: Scenario[] },
  results: ScenarioResult[],
  oneEraOnly: (scenario: Scenario) => { kinds: string; because: string } | undefined,
): RunProtocol['oneEra'] {
  const ran = new Set(results.filter((result) => result.status !== 'skipped' && !result.notRun).map((r) => r.name));
  const why = new Map<string, { because: string; count: number }>();
  for (const scenario of newest.scenarios) {
    const only = oneEraOnly(scenario);
    if (!only || !ran.has(scenario.name)) continue;
    const kind = why.get(only.kinds) ?? { because: only.because, count: 0 };
    kind.count++;
    why.set(only.kinds, kind);
  }
  if (why.size === 0) return undefined;
  const where = `in the ${newest.era} era (${newest.revision}) only`;
  return {
    era: newest.era,
    revision: newest.revision,
    scenarios: [...why.values()].reduce((sum, kind) => sum + kind.count, 0),
    notice: [...why].map(([kinds, { because }]) => `${kinds} ran ${where}: ${because}`).join('; '),
  };
}
