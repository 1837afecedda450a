/**
 * The agent baseline (issue 33 §3): a committed file of each agent scenario's pass rate per model
 * and phrasing, with a fingerprint of what the rate depends on, recorded by `record-baseline` (or
 * `--baseline-save FILE`) and checked by every run that finds it. A run compares each row with its
 * baseline row (stats/baseline.ts) and fails only on a real drop.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { z } from 'zod';
import {
  baselineLooks,
  compareWithBaseline,
  differenceText,
  FINGERPRINT_PARTS,
  lookRule,
  type AgentBaselineResult,
  type BaselineComparison,
  type BaselinePlan,
  type BaselineRow,
  type BaselineVerdict,
  type Count,
  type Fingerprint,
} from '../../stats/baseline.js';
import type { AgentScenario, AgentTrial, CheckResult, SourcePosition } from '../../model/index.js';
import { rateText, wilson } from '../../stats/rate.js';
import { sortKeysDeep } from '../../util/json.js';
import { promptOf, toolsForRecording } from './recording.js';
import type { ModelSource } from './types.js';

export type { BaselinePlan } from '../../stats/baseline.js';

/** Version of the baseline file's layout; a change old files cannot be read with bumps it. */
export const BASELINE_VERSION = 1;

export { DEFAULT_BASELINE_NAME } from './defaults.js';

/** What a run does with the baseline file (decided once, with the run's options). */
export interface AgentBaselineOptions {
  /** Absolute path. */
  file: string;
  /** As shown to people: relative to the workspace. */
  label: string;
  /** Named explicitly (`--baseline`, `agent-baseline`): a missing file fails the run. */
  required: boolean;
  /** `baseline-inconclusive`: what an inconclusive comparison does; `fail` by default. */
  inconclusive: 'fail' | 'warn';
  /** `record-baseline` / `--baseline-save`: run every trial (no early stop) and keep the rows, comparing nothing. */
  record?: boolean;
}

const hashText = (text: string) => `sha256:${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;

const fingerprintSchema = z.strictObject({
  prompt: z.string(),
  system: z.string(),
  model: z.string(),
  tools: z.string(),
  checks: z.string(),
});

const rowSchema = z
  .strictObject({
    scenario: z.string().min(1),
    model: z.string().min(1),
    phrasing: z.string(),
    passes: z.number().int().nonnegative(),
    trials: z.number().int().positive(),
    fingerprint: fingerprintSchema,
  })
  .refine((row) => row.passes <= row.trials, { message: 'passes must be at most trials', path: ['passes'] });

const fileSchema = z.strictObject({
  $comment: z.string().optional(),
  version: z.literal(BASELINE_VERSION),
  rows: z.array(rowSchema),
});

/**
 * Reads a baseline file; undefined when it does not exist. Throws an Error naming the file, the
 * entry and what was expected when it cannot be read, or naming both rows when two have the same
 * scenario, model and phrasing (which one a run compares with would be a guess, and a stale row
 * read first turns a drop into "held"). `replaced`: scenarios a recording is about to write again,
 * whose rows are not checked (their rows are dropped, so recording again is the way out).
 */
export async function readBaseline(
  file: string,
  label: string,
  replaced: ReadonlySet<string> = new Set(),
): Promise<BaselineRow[] | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${label}: the agent baseline cannot be read: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${label}: the agent baseline is not JSON (${(error as Error).message}); write it again with \`npx mcp-scenario-eval record-baseline\``,
    );
  }
  const result = fileSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
    throw new Error(
      `${label}: the agent baseline's ${where.replace(/^\./, '') || 'top level'} is not valid: ${issue.message} ` +
        `(expected { version: ${BASELINE_VERSION}, rows: [{ scenario, model, phrasing, passes, trials, fingerprint }] }, as record-baseline writes it)`,
    );
  }
  const rows = result.data.rows;
  const twice = firstRepeatedRow(rows, replaced);
  if (twice) {
    const [first, second] = rowLines(text, twice).map((line) => `${label}:${line}`);
    const row = rows[twice[0]]!;
    throw new Error(
      `${first} and ${second}: two rows for scenario "${row.scenario}", model "${row.model}" and phrasing "${shortPhrasing(row.phrasing)}"; ` +
        `a run compares with one row, and which one would be a guess: delete the stale one, ` +
        `or record the baseline again (\`npx mcp-scenario-eval record-baseline\`, or --baseline-save ${label})`,
    );
  }
  return rows;
}

/** The indexes of the first two rows with the same scenario, model and phrasing; undefined when every key is once. */
function firstRepeatedRow(rows: BaselineRow[], replaced: ReadonlySet<string>): [number, number] | undefined {
  const seen = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    if (replaced.has(row.scenario)) continue;
    const key = JSON.stringify([row.scenario, row.model, row.phrasing]);
    const earlier = seen.get(key);
    if (earlier !== undefined) return [earlier, index];
    seen.set(key, index);
  }
  return undefined;
}

/**
 * The lines where rows start in the file's text (JSON is YAML, which keeps positions; JSON.parse
 * keeps none). Only read to name rows in an error, from text JSON.parse already accepted.
 */
function rowLines(text: string, indexes: number[]): number[] {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  const list = isMap(document.contents) ? document.contents.get('rows', true) : undefined;
  return indexes.map((index) => {
    const item = isSeq(list) ? (list.items[index] as Node | undefined) : undefined;
    return item?.range ? lines.linePos(item.range[0]).line : 1;
  });
}

const byKey = (a: BaselineRow, b: BaselineRow) =>
  a.scenario.localeCompare(b.scenario, 'en') ||
  a.model.localeCompare(b.model, 'en') ||
  a.phrasing.localeCompare(b.phrasing, 'en');

/**
 * The baseline file's text: rows sorted by scenario, model and phrasing, each with its keys in a
 * fixed order, two-space JSON with a final newline: stable, so a re-recording's diff shows what moved.
 */
export function renderBaseline(rows: BaselineRow[]): string {
  const sorted = [...rows].sort(byKey).map((row) => ({
    scenario: row.scenario,
    model: row.model,
    phrasing: row.phrasing,
    passes: row.passes,
    trials: row.trials,
    fingerprint: Object.fromEntries(FINGERPRINT_PARTS.map((part) => [part, row.fingerprint[part]])),
  }));
  return (
    JSON.stringify(
      {
        $comment:
          'Agent scenario pass rates, written by `mcp-scenario-eval record-baseline`. A run compares each scenario with its row and fails on a significant drop; review changes like code.',
        version: BASELINE_VERSION,
        rows: sorted,
      },
      null,
      2,
    ) + '\n'
  );
}

/** The rows of `before` whose scenario this run did not record, with this run's rows: what a save writes. */
export function mergeBaseline(before: BaselineRow[], recorded: BaselineRow[]): BaselineRow[] {
  const rerecorded = new Set(recorded.map((row) => row.scenario));
  return [...before.filter((row) => !rerecorded.has(row.scenario)), ...recorded].sort(byKey);
}

/** The scenario's checks with their positions left out: what a pass is judged by. */
function checksOf(scenario: AgentScenario): unknown {
  const spec = scenario.agent;
  const values = <T>(located: { value: T }[]) => located.map((entry) => entry.value);
  return sortKeysDeep({
    expected_calls: spec.expectedCalls.map((call) => ({ tool: call.tool, args: call.args ?? null })),
    calls_order: spec.callsOrder,
    forbidden_tools: values(spec.forbiddenTools),
    max_calls: spec.maxCalls?.value ?? null,
    max_turns: spec.maxTurns,
    expected_contains: values(scenario.expectedContains),
    expected_not_contains: values(scenario.expectedNotContains),
    expected_judge: values(scenario.expectedJudge),
  });
}

interface Seen {
  model: string;
  phrasing: string;
  fingerprint: Fingerprint;
}

const rowKey = (model: string, phrasing: string) => JSON.stringify([model, phrasing]);

/**
 * One agent scenario's part in the baseline: sees each trial's first model request (the model, the
 * phrasing, the system prompt and the tools as the model got them), counts passes per model and
 * phrasing, says after each trial whether the comparison needs more trials, and gives the verdicts.
 */
export class BaselineTracker {
  private readonly seen = new Map<number, Seen>();
  private readonly counts = new Map<string, Count & Seen>();
  private readonly decided = new Map<string, { verdict: BaselineVerdict; after: number; count: Count }>();
  private readonly looks: number[];
  private readonly checks: string;

  constructor(
    private readonly scenario: AgentScenario,
    private readonly plan: BaselinePlan,
    /** The most trials the scenario may spend (`trials`, or `max_trials` with `pass_rate`). */
    private readonly maxTrials: number,
    private readonly replayed: boolean,
  ) {
    this.looks = baselineLooks(maxTrials);
    this.checks = hashText(JSON.stringify(checksOf(scenario)));
  }

  /** The model source, seeing each trial's first request on its way. */
  watch(source: ModelSource): ModelSource {
    return {
      reply: (request, at) => {
        if (at.turn === 1 && !this.seen.has(at.trial)) {
          const phrasing = promptOf(request);
          this.seen.set(at.trial, {
            model: request.model,
            phrasing,
            fingerprint: {
              prompt: hashText(phrasing),
              system: hashText(request.system ?? ''),
              model: hashText(request.model),
              tools: hashText(JSON.stringify(toolsForRecording(request.tools))),
              checks: this.checks,
            },
          });
        }
        return source.reply(request, at);
      },
    };
  }

  /** Counts a graded trial toward its model and phrasing (a trial that never reached the model counts toward none). */
  observe(trial: AgentTrial): void {
    const seen = this.seen.get(trial.index);
    if (!seen) return;
    const key = rowKey(seen.model, seen.phrasing);
    const count = this.counts.get(key) ?? { ...seen, passes: 0, trials: 0 };
    count.trials++;
    if (trial.status === 'passed') count.passes++;
    this.counts.set(key, count);
  }

  /**
   * Whether the comparison wants more trials after `run` of them: always when recording (a baseline
   * is an estimate: no early stop); never in a replay; at each planned look, while a comparable row
   * is still undecided.
   */
  wantsMore(run: number): boolean {
    if (this.plan.record) return true;
    // A replay holds the trials recorded and no more: one past them would error, and read as a drop.
    if (this.replayed) return false;
    if (this.looks.includes(run)) {
      for (const [key, count] of this.counts) {
        if (this.decided.has(key)) continue;
        const base = this.comparable(count);
        if (!base) continue;
        const { verdict } = compareWithBaseline(count, base, lookRule(this.maxTrials, this.plan.rule));
        if (verdict !== 'undecided')
          this.decided.set(key, { verdict, after: run, count: { passes: count.passes, trials: count.trials } });
      }
    }
    if (this.counts.size === 0) return this.plan.rows.some((row) => row.scenario === this.scenario.name);
    return [...this.counts].some(([key, count]) => !this.decided.has(key) && this.comparable(count) !== undefined);
  }

  /** This run's rows, and (unless recording) each one's comparison with the baseline. */
  finish(run: number): AgentBaselineResult {
    const rows: BaselineRow[] = [...this.counts.values()].map((count) => ({
      scenario: this.scenario.name,
      model: count.model,
      phrasing: count.phrasing,
      passes: count.passes,
      trials: count.trials,
      fingerprint: count.fingerprint,
    }));
    if (this.plan.record) return { file: this.plan.label, rows };
    return { file: this.plan.label, rows, comparisons: [...this.counts.values()].map((c) => this.compare(c, run)) };
  }

  /** The baseline row a row compares with, when it is comparable. */
  private comparable(count: Seen): BaselineRow | undefined {
    const row = this.rowFor(count);
    return row && this.changed(row, count).length === 0 ? row : undefined;
  }

  /**
   * The baseline row for a model and phrasing: the one recorded for both; else, so that a change is
   * named rather than taken for a new row, the scenario's row with the same model (the phrasing
   * changed) or the same phrasing (the model changed), or its only row.
   */
  private rowFor(count: Seen): BaselineRow | undefined {
    const rows = this.plan.rows.filter((row) => row.scenario === this.scenario.name);
    return (
      rows.find((row) => row.model === count.model && row.phrasing === count.phrasing) ??
      rows.find((row) => row.model === count.model && !this.seenPhrasing(row.phrasing)) ??
      rows.find((row) => row.phrasing === count.phrasing && !this.seenModel(row.model)) ??
      (rows.length === 1 ? rows[0] : undefined)
    );
  }

  private seenPhrasing(phrasing: string): boolean {
    return [...this.counts.values()].some((count) => count.phrasing === phrasing);
  }

  private seenModel(model: string): boolean {
    return [...this.counts.values()].some((count) => count.model === model);
  }

  private changed(row: BaselineRow, count: Seen): BaselineComparison['changed'] & object {
    return FINGERPRINT_PARTS.filter((part) => row.fingerprint[part] !== count.fingerprint[part]);
  }

  private compare(count: Count & Seen, run: number): BaselineComparison {
    const current = { passes: count.passes, trials: count.trials };
    const replayed = this.replayed ? { replayed: true as const } : {};
    const rateOf = (measured: Count) =>
      `pass rate ${rateText(wilson(measured.passes, measured.trials))}${this.replayed ? ' (replayed, not measured)' : ''} over ${measured.trials} trials`;
    const rate = rateOf(current);
    const row = this.rowFor(count);
    const base = { model: count.model, phrasing: count.phrasing, current, ...replayed };
    if (!row) {
      return {
        ...base,
        outcome: 'no baseline',
        fails: false,
        message: `no baseline row in ${this.plan.label} for model ${count.model}${this.plan.rows.some((r) => r.scenario === this.scenario.name) ? ' and this phrasing' : ''}: \`npx mcp-scenario-eval record-baseline\` records one`,
      };
    }
    const baseline = { passes: row.passes, trials: row.trials };
    const changed = this.changed(row, count);
    if (changed.length > 0) {
      return {
        ...base,
        baseline,
        outcome: 'not comparable',
        changed,
        fails: false,
        message:
          `not comparable (${changed.join(', ')} changed since the baseline in ${this.plan.label} was recorded): ` +
          `${rate} now, ${row.passes} of ${row.trials} then; record the baseline again (\`npx mcp-scenario-eval record-baseline\`) once the change is meant`,
      };
    }
    // Decided at a look: said with the counts and interval it was decided on (trials may have gone on
    // for the scenario's own rule, which do not undo it); else decided now, at the last look.
    const decided = this.decided.get(rowKey(count.model, count.phrasing));
    const rule = lookRule(this.maxTrials, this.plan.rule);
    const measured = decided?.count ?? current;
    const { verdict, interval } = compareWithBaseline(measured, baseline, rule, true);
    const outcome = decided?.verdict ?? verdict;
    const at = rateOf(measured);
    const then = `${Math.round((row.passes / row.trials) * 100)}% (${row.passes} of ${row.trials}) in the baseline`;
    const change = `${differenceText(interval)}`;
    const effect = `${Math.round(this.plan.rule.minEffect * 100)} points`;
    const text: Record<Exclude<BaselineVerdict, 'undecided'>, string> = {
      regressed: `regressed: ${at} against ${then}, ${change}: a drop of at least ${effect} that is not noise`,
      held: `held: ${at} against ${then}, ${change}: no drop of ${effect} or more was measured`,
      improved: `improved: ${at} against ${then}, ${change}: record the baseline again (\`npx mcp-scenario-eval record-baseline\`) to keep the gain`,
      inconclusive:
        `inconclusive against the baseline: ${at} against ${then}, ${change}: a drop of ${effect} or more cannot be ruled out nor shown after all ${this.maxTrials} trials; ` +
        `raise the trials (and record the baseline with as many)${this.plan.inconclusive === 'fail' ? ', or set baseline-inconclusive: warn' : ''}`,
    };
    const final = outcome === 'undecided' ? 'inconclusive' : outcome;
    return {
      ...base,
      baseline,
      outcome: final,
      interval,
      decidedAfter: decided?.after ?? run,
      message: text[final],
      fails: final === 'regressed' || (final === 'inconclusive' && this.plan.inconclusive === 'fail'),
    };
  }
}

/**
 * The comparisons as the scenario's checks: a failed check for each that fails the scenario
 * (regressed; inconclusive unless `baseline-inconclusive: warn`), a passed one for the others, each
 * saying its verdict (the reports show the rest from the agent result).
 */
export function baselineChecks(result: AgentBaselineResult | undefined, position: SourcePosition): CheckResult[] {
  const comparisons = result?.comparisons ?? [];
  const several = comparisons.length > 1;
  return comparisons.map((comparison) => ({
    kind: 'agent' as const,
    subject: `baseline${several ? ` (${comparison.model}, "${shortPhrasing(comparison.phrasing)}")` : ''}`,
    position,
    status: comparison.fails ? ('failed' as const) : ('passed' as const),
    message: comparison.message,
  }));
}

/** A phrasing cut to its first 40 characters, for a check's subject. */
function shortPhrasing(phrasing: string): string {
  const line = phrasing.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}
