/**
 * compare-variants: the agent scenarios run on the server's own wording of its tools and on each
 * variant of a tool-variants file (same prompts, same models, every planned trial), and each
 * variant is compared with the server's wording by a paired test (stats/paired.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunOptions } from '../config/options.js';
import type { RunResult, SourcePosition } from '../model/index.js';
import { compareVariants, type PairedTrials, type VariantsComparison } from '../stats/paired.js';
import { wilson, type RateEstimate } from '../stats/rate.js';
import { describeTarget, sessionFactory } from '../mcp/index.js';
import { listServerTools, type RawTool } from '../mcp/tools.js';
import { redactDeep, redactText } from '../secrets/redact.js';
import { messageOf } from '../util/message.js';
import {
  checkToolVariants,
  parseToolVariants,
  ToolVariantsError,
  variantWording,
  type ToolVariant,
} from '../kinds/agent/variants.js';
import { runSuite, type RunHooks } from './index.js';

export { ToolVariantsError, type ToolVariant } from '../kinds/agent/variants.js';

/** The name the reports give the server's own wording. */
export const SERVER_WORDING = 'server';

/** Reads and checks a variants file (path relative to the workspace). Throws ToolVariantsError. */
export async function loadToolVariants(file: string, workspace: string): Promise<ToolVariant[]> {
  const absolute = path.resolve(workspace, file);
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    throw new ToolVariantsError([`cannot read the tool variants file ${file}: ${messageOf(error)}`]);
  }
  return parseToolVariants(text, path.relative(workspace, absolute).split(path.sep).join('/') || file);
}

/** The server's tools as it lists them, or why they could not be read. */
export async function readToolList(options: RunOptions): Promise<{ tools: RawTool[] } | { error: string }> {
  const factory = sessionFactory(options);
  let session;
  try {
    session = await factory.open();
  } catch (error) {
    await factory.dispose();
    return {
      error: `could not connect to ${describeTarget(options)}: ${redactText(messageOf(error), options.secrets)}`,
    };
  }
  try {
    // Redacted: the server's descriptions reach the report (the winning wording's diff).
    return {
      tools: redactDeep(await listServerTools(session.client, options.timeoutMs, { raw: true }), options.secrets),
    };
  } catch (error) {
    return {
      error: `${describeTarget(options)} did not list its tools: ${redactText(session.explain(error), options.secrets)}`,
    };
  } finally {
    await session.close().catch(() => undefined);
    await factory.dispose();
  }
}

/** One agent scenario (and model) on every wording. */
export interface ScenarioWordings {
  /** The scenario's name, with its model when the run holds it on several models. */
  label: string;
  position: SourcePosition;
  model: string;
  /** By wording name (`server` first): the pass rate over the trials that ran, and the trials that errored. */
  rates: Record<string, RateEstimate>;
  errored: Record<string, number>;
  /** By wording name: why the scenario did not run (errored or skipped before any trial), when it did not. */
  notRun: Record<string, string>;
}

export interface VariantsRun {
  variants: ToolVariant[];
  /** The server's tools as it listed them (for the winning wording's diff). */
  tools: RawTool[];
  /** The run on each wording, `server` first. */
  runs: { wording: string; result: RunResult }[];
  scenarios: ScenarioWordings[];
  /** Overall, by wording: every scenario's trials together. */
  overall: Record<string, RateEstimate>;
  comparison: VariantsComparison;
  /** The winning variant's changes, tool by tool (server's text, variant's text), when there is a winner. */
  winnerWording?: { tool: string; before: string; after: string }[];
  /** Trials that errored on any wording (left out of the pairs): the comparison is weaker by them. */
  erroredTrials: number;
}

/**
 * Runs the agent scenarios once per wording (the server's, then each variant's), every planned
 * trial (no early stop), and compares. `options.agent` must call the model (not replay): a
 * recording's replies were given to the server's wording.
 */
export async function runToolVariants(
  options: RunOptions,
  variants: ToolVariant[],
  tools: RawTool[],
  hooks: RunHooks & { onWording?: (wording: string) => void } = {},
  confidence = 0.95,
): Promise<VariantsRun> {
  const problems = checkToolVariants(variants, tools as never);
  if (problems.length > 0) throw new ToolVariantsError(problems);
  const wordings: { name: string; variant?: ToolVariant }[] = [
    { name: SERVER_WORDING },
    ...variants.map((variant) => ({ name: variant.name, variant })),
  ];
  const runs: VariantsRun['runs'] = [];
  for (const wording of wordings) {
    hooks.onWording?.(wording.name);
    const result = await runSuite(
      {
        ...options,
        onlyAgent: true,
        agent: {
          ...options.agent!,
          allTrials: true,
          // The comparison is between wordings: a variant changes the tools the baseline's fingerprint holds.
          baseline: undefined,
          ...(wording.variant ? { variant: wording.variant } : { variant: undefined }),
        },
      },
      hooks,
    );
    runs.push({ wording: wording.name, result });
  }
  const keyOf = (name: string, model: string) => JSON.stringify([name, model]);
  const base = runs[0]!.result.scenarios;
  const models = new Map<string, Set<string>>();
  for (const scenario of base) {
    const set = models.get(scenario.name) ?? new Set<string>();
    set.add(scenario.agent?.model ?? '');
    models.set(scenario.name, set);
  }
  const outcomes = (result: RunResult) =>
    new Map(
      result.scenarios.map((scenario) => [
        keyOf(scenario.name, scenario.agent?.model ?? ''),
        {
          scenario,
          trials: (scenario.agent?.trials ?? []).map((trial) =>
            trial.status === 'errored' ? undefined : trial.status === 'passed',
          ),
        },
      ]),
    );
  const byWording = runs.map((run) => ({ wording: run.wording, outcomes: outcomes(run.result) }));
  let erroredTrials = 0;
  const scenarios: ScenarioWordings[] = base.map((scenario) => {
    const model = scenario.agent?.model ?? '';
    const key = keyOf(scenario.name, model);
    const entry: ScenarioWordings = {
      label: (models.get(scenario.name)?.size ?? 0) > 1 ? `${scenario.name} [${model}]` : scenario.name,
      position: scenario.position,
      model,
      rates: {},
      errored: {},
      notRun: {},
    };
    for (const { wording, outcomes: map } of byWording) {
      const found = map.get(key);
      const ran = (found?.trials ?? []).filter((trial) => trial !== undefined);
      const errored = (found?.trials ?? []).length - ran.length;
      erroredTrials += errored;
      entry.rates[wording] = wilson(ran.filter(Boolean).length, ran.length, confidence);
      entry.errored[wording] = errored;
      if (!found) entry.notRun[wording] = 'not in this run';
      else if (found.trials.length === 0)
        entry.notRun[wording] = found.scenario.error ?? found.scenario.skipReason ?? `${found.scenario.status}`;
    }
    return entry;
  });
  const trialsOf = (wording: number, key: string) => byWording[wording]!.outcomes.get(key)?.trials ?? [];
  const comparison = compareVariants(
    variants.map((variant, index) => ({
      variant: variant.name,
      scenarios: base.map((scenario, at) => {
        const key = keyOf(scenario.name, scenario.agent?.model ?? '');
        const trials: PairedTrials = { server: trialsOf(0, key), variant: trialsOf(index + 1, key) };
        return { scenario: scenarios[at]!.label, trials };
      }),
    })),
    // Rounded: 1 - 0.95 is 0.050000000000000044 in binary floating point.
    Math.round((1 - confidence) * 1e6) / 1e6,
  );
  const overall: Record<string, RateEstimate> = {};
  for (const { name } of wordings) {
    const passes = scenarios.reduce((sum, s) => sum + s.rates[name]!.passes, 0);
    const trials = scenarios.reduce((sum, s) => sum + s.rates[name]!.trials, 0);
    overall[name] = wilson(passes, trials, confidence);
  }
  const winner = variants.find((variant) => variant.name === comparison.winner);
  return {
    variants,
    tools,
    runs,
    scenarios,
    overall,
    comparison,
    erroredTrials,
    ...(winner && { winnerWording: variantWording(winner, tools as never) }),
  };
}

/** compare-variants fails (with `--fail-on worse`) on a variant worse overall or on any scenario, or on errored trials. */
export function variantsWorse(run: VariantsRun): boolean {
  return (
    run.erroredTrials > 0 ||
    run.scenarios.some((scenario) => Object.keys(scenario.notRun).length > 0) ||
    run.comparison.variants.some((variant) => variant.verdict === 'worse' || variant.disqualifiedBy.length > 0)
  );
}
