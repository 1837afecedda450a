import { MAX_STEP_TIMEOUT_MS } from '../model/limits.js';
import { SAVE_NAME_PATTERN, SCENARIO_NAME_PATTERN, type ScenarioDocument } from './schema.js';

/**
 * The schema's output for the common scenario (`tool_sequence`, string checks, no agent keys) when
 * it is valid, found without zod: on a cold start zod's first parses are a good part of the time
 * spent loading a suite. It accepts only documents that `scenarioSchema` certainly accepts, and
 * gives what it gives (defaults included); for anything else (an agent scenario, a wrong type, an
 * unknown key) it returns undefined and the caller asks zod, whose errors are the ones users see.
 * __tests__/scenarios/simple-yaml.test.ts compares the two on generated files.
 */
export function plainScenario(input: unknown): ScenarioDocument | undefined {
  if (!isRecord(input)) return undefined;
  let name: string | undefined;
  let description: string | undefined;
  let toolSequence: ScenarioDocument['tool_sequence'];
  let expectedContains: string[] | undefined;
  let expectedNotContains: string[] | undefined;
  let expectedJudge: string[] | undefined;
  let live = false;
  let skip: string | undefined;
  for (const key in input) {
    const value = input[key];
    switch (key) {
      case 'name':
        if (typeof value !== 'string' || !SCENARIO_NAME_PATTERN.test(value)) return undefined;
        name = value;
        break;
      case 'description':
        if (typeof value !== 'string') return undefined;
        description = value;
        break;
      case 'tool_sequence':
        toolSequence = steps(value);
        if (!toolSequence) return undefined;
        break;
      case 'expected_contains':
        expectedContains = checkList(value);
        if (!expectedContains) return undefined;
        break;
      case 'expected_not_contains':
        expectedNotContains = checkList(value);
        if (!expectedNotContains) return undefined;
        break;
      case 'expected_judge':
        expectedJudge = checkList(value);
        if (!expectedJudge) return undefined;
        break;
      case 'live':
        if (typeof value !== 'boolean') return undefined;
        live = value;
        break;
      case 'skip':
        if (typeof value !== 'string' || value === '') return undefined;
        skip = value;
        break;
      default:
        return undefined;
    }
  }
  if (name === undefined || toolSequence === undefined) return undefined;
  const document: ScenarioDocument = { name, tool_sequence: toolSequence, live };
  if (description !== undefined) document.description = description;
  if (expectedContains !== undefined) document.expected_contains = expectedContains;
  if (expectedNotContains !== undefined) document.expected_not_contains = expectedNotContains;
  if (expectedJudge !== undefined) document.expected_judge = expectedJudge;
  if (skip !== undefined) document.skip = skip;
  return document;
}

type Step = NonNullable<ScenarioDocument['tool_sequence']>[number];

function steps(value: unknown): Step[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const result: Step[] = [];
  for (const item of value) {
    const step = plainStep(item);
    if (!step) return undefined;
    result.push(step);
  }
  return result;
}

function plainStep(input: unknown): Step | undefined {
  if (!isRecord(input)) return undefined;
  let tool: string | undefined;
  let args: Record<string, unknown> = {};
  let expectError = false;
  let timeoutMs: number | undefined;
  let expectedContains: string[] | undefined;
  let expectedNotContains: string[] | undefined;
  let save: Record<string, string> | undefined;
  for (const key in input) {
    const value = input[key];
    switch (key) {
      case 'tool':
        if (typeof value !== 'string' || value === '') return undefined;
        tool = value;
        break;
      case 'args':
        if (!isRecord(value)) return undefined;
        // A copy, as zod's record gives.
        args = { ...value };
        break;
      case 'expect_error':
        if (typeof value !== 'boolean') return undefined;
        expectError = value;
        break;
      case 'timeout_ms':
        if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0 || value > MAX_STEP_TIMEOUT_MS)
          return undefined;
        timeoutMs = value;
        break;
      case 'expected_contains':
        expectedContains = checkList(value);
        if (!expectedContains) return undefined;
        break;
      case 'expected_not_contains':
        expectedNotContains = checkList(value);
        if (!expectedNotContains) return undefined;
        break;
      case 'save':
        if (!isRecord(value)) return undefined;
        save = {};
        for (const name in value) {
          const pattern = value[name];
          if (!SAVE_NAME_PATTERN.test(name) || typeof pattern !== 'string' || pattern === '') return undefined;
          save[name] = pattern;
        }
        break;
      default:
        return undefined;
    }
  }
  if (tool === undefined) return undefined;
  const step: Step = { tool, args, expect_error: expectError };
  if (timeoutMs !== undefined) step.timeout_ms = timeoutMs;
  if (expectedContains !== undefined) step.expected_contains = expectedContains;
  if (expectedNotContains !== undefined) step.expected_not_contains = expectedNotContains;
  if (save !== undefined) step.save = save;
  return step;
}

/** A list of non-empty strings, as given. */
function checkList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  for (const item of value) if (typeof item !== 'string' || item === '') return undefined;
  return value as string[];
}

/** A plain object from the YAML reader (never an array, null, or an object with another prototype). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}
