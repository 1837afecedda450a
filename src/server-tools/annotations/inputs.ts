/**
 * The inputs `annotations` calls a tool with: first the arguments of every scenario step that calls
 * it (what the author knows reaches real state), then valid inputs generated from its input schema
 * as `fuzz` makes them (fuzz/arbitraries.ts, valid only: a call refused as invalid proves nothing),
 * `runs` of them from the seed. And the smaller inputs a finding's input is shrunk through: a key
 * left out, a string emptied or halved, a number toward 0, an array or object emptied or halved, an
 * array's item or an object's value made smaller in its place.
 */
import fc from 'fast-check';
import type { Scenario } from '../../model/index.js';
import type { InputOrigin } from '../../model/annotations.js';
import { ANNOTATIONS_SHRINK_ITEMS } from '../../model/limits.js';
import { inputArbitrary } from '../fuzz/arbitraries.js';
import { toolSeed } from '../fuzz/tool-fuzz.js';

export interface ToolInput {
  args: Record<string, unknown>;
  origin: InputOrigin;
}

/** `${name}` in a value: a step's reference to an earlier step's output, which no lone call can fill. */
const REFERENCE = /\$\{[^}]*\}/;

/** The distinct arguments of the scenarios' steps calling `tool`, in file order (a step with a `${…}` reference left out). */
export function scenarioInputs(scenarios: readonly Scenario[], tool: string): ToolInput[] {
  const seen = new Set<string>();
  const out: ToolInput[] = [];
  for (const scenario of scenarios) {
    if (scenario.kind !== 'tool-sequence') continue;
    for (const step of scenario.steps) {
      if (step.kind !== 'tool' || step.tool !== tool || step.expectInvalidArguments) continue;
      const text = JSON.stringify(step.args ?? {});
      if (REFERENCE.test(text) || seen.has(text)) continue;
      seen.add(text);
      out.push({ args: step.args ?? {}, origin: 'scenario' });
    }
  }
  return out;
}

/** `runs` valid inputs from the tool's input schema, the same for the same seed and tool. */
export function generatedInputs(inputSchema: unknown, tool: string, seed: number, runs: number): ToolInput[] {
  if (runs <= 0) return [];
  const samples = fc.sample(inputArbitrary(inputSchema, { validOnly: true }), {
    numRuns: runs,
    seed: toolSeed(seed, tool, 0),
  });
  return samples.map((sample) => ({ args: sample.args, origin: 'generated' as const }));
}

/** The size shrinking lowers: the input's JSON length. */
export function inputSize(args: Record<string, unknown>): number {
  return JSON.stringify(args).length;
}

/** Inputs one step smaller than `args`, smallest-looking first: keys left out, then each value made smaller. */
export function smallerInputs(args: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const keys = Object.keys(args);
  for (const key of keys) {
    const rest = { ...args };
    delete rest[key];
    out.push(rest);
  }
  for (const key of keys) for (const value of smallerValues(args[key])) out.push({ ...args, [key]: value });
  const size = inputSize(args);
  return out.filter((candidate) => inputSize(candidate) < size);
}

function smallerValues(value: unknown): unknown[] {
  if (typeof value === 'string') {
    const chars = [...value];
    return chars.length === 0 ? [] : ['', chars[0], chars.slice(0, Math.ceil(chars.length / 2)).join('')];
  }
  if (typeof value === 'number') return value === 0 ? [] : [0, 1, Math.trunc(value / 2), -value];
  if (value === true) return [false];
  if (Array.isArray(value)) {
    if (value.length === 0) return [];
    // Each item made smaller in its place too: a finding's one entity of a 2,000-character name
    // (server-memory's create_entities) shrank no further than its array of one.
    const items = value
      .slice(0, ANNOTATIONS_SHRINK_ITEMS)
      .flatMap((item, index) =>
        smallerValues(item).map((smaller) => value.map((other, at) => (at === index ? smaller : other))),
      );
    return [[], value.slice(0, 1), value.slice(0, Math.ceil(value.length / 2)), ...items];
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return Object.keys(record).length === 0 ? [] : [{}, ...smallerInputs(record)];
  }
  return [];
}
