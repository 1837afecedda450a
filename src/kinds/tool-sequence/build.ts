/**
 * Builds a tool-sequence scenario from a document the schema accepted: its steps, with `save`
 * patterns and `${name}` references checked, and at least one check somewhere.
 */
import type { z } from 'zod';
import type {
  ElicitationScript,
  RootScript,
  SamplingScript,
  ScenarioFileError,
  ScenarioStep,
  SourcePosition,
  StepCommon,
  ToolSequenceScenario,
} from '../../model/index.js';
import { closest } from '../../util/closest.js';
import { isObject } from '../../util/json.js';
import { CHECK_KEYS, commonFields, type CommonDocument } from '../common-keys.js';
import { locatedList, pathLabel, type Built, type DocumentPath as Path, type DocumentPositions } from '../positions.js';
import type { toolSequenceKeys } from './keys.js';
import { readStep, SAVE_NAME_PATTERN, STEP_CHECK_KEYS, stepKindOf } from './steps/index.js';
import type { StepAt } from './steps/step.js';
import { compileSavePattern } from '../../checks/save-pattern.js';
import { captureGroupCount, keysIn, parsePieces, SAVE_PATTERN_FLAGS, stringsIn } from './references.js';

export type ToolSequenceDocument = CommonDocument & z.output<z.ZodObject<typeof toolSequenceKeys>>;

type StepDocument = NonNullable<ToolSequenceDocument['tool_sequence']>[number];

/** A step's `elicitation` or `sampling` as a list of rounds (a mapping is one round), each with its path in the document. */
function scriptRounds<T>(value: T | T[] | undefined, path: Path): { answer: T; path: Path }[] {
  if (value === undefined) return [];
  return Array.isArray(value)
    ? value.map((answer, index) => ({ answer, path: [...path, index] }))
    : [{ answer: value, path }];
}

function elicitationScript(step: StepDocument, index: number, positionOf: (path: Path) => SourcePosition) {
  return scriptRounds(step.elicitation, ['tool_sequence', index, 'elicitation']).map(
    ({ answer, path }): ElicitationScript => ({
      action: answer.action,
      content: answer.content,
      position: positionOf(path),
    }),
  );
}

function samplingScript(step: StepDocument, index: number, positionOf: (path: Path) => SourcePosition) {
  return scriptRounds(step.sampling, ['tool_sequence', index, 'sampling']).map(({ answer, path }): SamplingScript => ({
    text: answer.text,
    model: answer.model,
    stopReason: answer.stop_reason,
    position: positionOf(path),
  }));
}

/**
 * `content` goes with `accept` only: the protocol sends no values with a decline or a cancel, so
 * content written there would be dropped without a word.
 */
function scriptErrors(toolSequence: StepDocument[], positionOf: (path: Path) => SourcePosition): ScenarioFileError[] {
  return toolSequence.flatMap((step, index) =>
    scriptRounds(step.elicitation, ['tool_sequence', index, 'elicitation']).flatMap(
      ({ answer, path }): ScenarioFileError[] => {
        if (answer.action === 'accept' || answer.content === undefined) return [];
        return [
          {
            position: positionOf([...path, 'content']),
            message:
              `\`${pathLabel(path)}\` has action: ${answer.action} with \`content\`, but only an accept sends ` +
              'content back to the server: remove `content`, or make the action accept',
          },
        ];
      },
    ),
  );
}

/** Where a step's parts stand, for its kind's `read`. */
function stepAt(index: number, positionOf: (path: Path) => SourcePosition): StepAt {
  return { label: `tool_sequence[${index}]`, of: (...path) => positionOf(['tool_sequence', index, ...path]) };
}

export function buildToolSequence(data: ToolSequenceDocument, at: DocumentPositions): Built<ToolSequenceScenario> {
  const { of: positionOf, keyOf: keyPositionOf } = at;
  const toolSequence = data.tool_sequence ?? [];

  // Literals and Object.assign, not spreads into a literal of many keys: V8 gives each object built
  // that way a hidden class of its own, slow to build and kept per scenario (issue 41).
  const scenario: ToolSequenceScenario = Object.assign(commonFields(data, at), {
    kind: 'tool-sequence' as const,
    roots: data.roots?.map((root): RootScript => (typeof root === 'string' ? { uri: root } : root)),
    steps: [] as ScenarioStep[],
  });
  // Each step's own fields come from its kind (steps/), which also says which keys go together.
  const kindErrors: ScenarioFileError[] = [];
  for (const [index, step] of toolSequence.entries()) {
    const read = readStep(step, stepAt(index, positionOf));
    kindErrors.push(...read.errors);
    const common: StepCommon = {
      expectError: step.expect_error !== false,
      timeoutMs: step.timeout_ms,
      position: positionOf(['tool_sequence', index]),
      expectedContains: locatedList(at, ['tool_sequence', index, 'expected_contains'], step.expected_contains),
      expectedNotContains: locatedList(
        at,
        ['tool_sequence', index, 'expected_not_contains'],
        step.expected_not_contains,
      ),
      save: Object.entries(step.save ?? {}).map(([name, pattern]) => ({
        name,
        pattern,
        position: positionOf(['tool_sequence', index, 'save', name]),
      })),
      elicitation: elicitationScript(step, index, positionOf),
      sampling: samplingScript(step, index, positionOf),
    };
    scenario.steps.push(Object.assign(read.step, common) as ScenarioStep);
  }

  const checkLists: [Path, string[] | undefined][] = [
    ...toolSequence.flatMap((step, index): [Path, string[] | undefined][] => [
      [['tool_sequence', index, 'expected_contains'], step.expected_contains],
      [['tool_sequence', index, 'expected_not_contains'], step.expected_not_contains],
    ]),
    ...CHECK_KEYS.map((key): [Path, string[] | undefined] => [[key], data[key]]),
  ];
  const flowErrors = [
    ...kindErrors,
    ...savesAndReferences(scenario.steps, positionOf, keyPositionOf),
    ...savedNamesInChecks(scenario.steps, checkLists, positionOf),
    ...scriptErrors(toolSequence, positionOf),
  ];

  // A `save` is not a check of its own: it fails only when its pattern misses, which says nothing
  // about whether the output is right. Nor is an `elicitation` or `sampling` script: it says what the
  // client answers, and fails only when the server's requests and the script part ways, which says
  // nothing of what the tool then returned.
  const hasCheck =
    scenario.expectedContains.length + scenario.expectedNotContains.length + scenario.expectedJudge.length > 0 ||
    scenario.steps.some(
      (step) => step.expectError || step.expectedContains.length + step.expectedNotContains.length > 0,
    );
  if (!hasCheck) {
    return {
      errors: [
        ...flowErrors,
        {
          position: scenario.position,
          message:
            `scenario "${scenario.name}" has no check, so it could never fail: add an entry to ` +
            `${CHECK_KEYS.map((key) => `\`${key}\``).join(', ')}, give a step its own ` +
            `${STEP_CHECK_KEYS.map((key) => `\`${key}\``).join(' or ')}, or give a step \`expect_error: true\``,
        },
      ],
    };
  }
  if (flowErrors.length > 0) return { errors: flowErrors };
  return { scenario, errors: [] };
}

/**
 * The errors a document the schema refused still shows in its saves and references (checked on
 * the parts that have the right shape), so that a misspelt key does not hide them until next run.
 */
export function lenientToolSequenceErrors(input: unknown, at: DocumentPositions): ScenarioFileError[] {
  const lenient = lenientParts(input, at.of);
  return [
    ...savesAndReferences(lenient.steps, at.of, at.keyOf),
    ...savedNamesInChecks(lenient.steps, lenient.checkLists, at.of),
  ];
}

/**
 * The steps and check lists of a document that the schema refused, as far as they have the right
 * shape (a step's `args` mapping, its `save` entries with valid names and string patterns, lists of
 * strings): enough to check saves and references, whose own mistakes the schema cannot see.
 */
function lenientParts(
  input: unknown,
  positionOf: (path: Path) => SourcePosition,
): { steps: ScenarioStep[]; checkLists: [Path, string[] | undefined][] } {
  const strings = (value: unknown): string[] | undefined =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
  const root = isObject(input) ? input : {};
  const rawSteps = Array.isArray(root.tool_sequence) ? root.tool_sequence : [];
  const steps = rawSteps.map((raw: unknown, index): ScenarioStep => {
    const step = isObject(raw) ? raw : {};
    const save = isObject(step.save) ? step.save : {};
    return {
      kind: 'tool',
      tool: typeof step.tool === 'string' ? step.tool : '',
      args: isObject(step.args) ? step.args : {},
      expectError: false,
      position: positionOf(['tool_sequence', index]),
      expectedContains: [],
      expectedNotContains: [],
      save: Object.entries(save)
        .filter(
          (entry): entry is [string, string] =>
            SAVE_NAME_PATTERN.test(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
        )
        .map(([name, pattern]) => ({ name, pattern, position: positionOf(['tool_sequence', index, 'save', name]) })),
    };
  });
  const checkLists: [Path, string[] | undefined][] = [
    ...rawSteps.flatMap((raw: unknown, index): [Path, string[] | undefined][] =>
      STEP_CHECK_KEYS.map((key): [Path, string[] | undefined] => [
        ['tool_sequence', index, key],
        strings(isObject(raw) ? raw[key] : undefined),
      ]),
    ),
    ...CHECK_KEYS.map((key): [Path, string[] | undefined] => [[key], strings(root[key])]),
  ];
  return { steps, checkLists };
}

/**
 * `save` patterns compile and have exactly one capture group; every `${name}` in args is well formed
 * and names a value an earlier step saves. All found at load, so a typo never costs a run.
 */
function savesAndReferences(
  steps: ScenarioStep[],
  positionOf: (path: Path) => SourcePosition,
  keyPositionOf: (mapPath: Path, key: string) => SourcePosition,
): ScenarioFileError[] {
  const errors: ScenarioFileError[] = [];
  const saved = new Map<string, number>();
  for (const [index, step] of steps.entries()) {
    // What `${name}` is substituted in (a tool's `args`, a resource's URI), and where it stands.
    const inputs = stepKindOf(step).inputs(step);
    const inputsPath: Path = ['tool_sequence', index, ...inputs.at];
    // Only values are substituted: a `${name}` in a key would be sent as written, silently.
    for (const [mapPath, key] of keysIn(inputs.values)) {
      if (!key.includes('${')) continue;
      const path: Path = [...inputsPath, ...mapPath];
      errors.push({
        position: keyPositionOf(path, key),
        message:
          `\`${pathLabel(path)}\` has the key ${JSON.stringify(key)}: \${name} is substituted in values only, ` +
          'never in keys, so this key would be sent as written; put the reference in a value',
      });
    }
    for (const [argPath, value] of stringsIn(inputs.values)) {
      // Without a `$` a value holds no reference and no malformed one: parsePieces would find nothing.
      if (!value.includes('$')) continue;
      const path: Path = [...inputsPath, ...argPath];
      const label = pathLabel(path);
      const parsed = parsePieces(value);
      if ('error' in parsed) {
        errors.push({ position: positionOf(path), message: `\`${label}\`: ${parsed.error}` });
        continue;
      }
      for (const piece of parsed.pieces) {
        if (!('ref' in piece) || saved.has(piece.ref)) continue;
        const later = steps.findIndex((other, at) => at >= index && other.save.some((rule) => rule.name === piece.ref));
        const known = [...saved.keys()];
        const suggestion = closest(piece.ref, known);
        errors.push({
          position: positionOf(path),
          message:
            `\`${label}\` uses \${${piece.ref}}, ` +
            (later >= 0
              ? `but it is saved only by step ${later + 1} (\`tool_sequence[${later}].save\`), after its value is needed: ` +
                'a value can be used only by the steps after the one that saves it'
              : 'but no earlier step saves it' +
                (suggestion
                  ? `: did you mean \${${suggestion}}?`
                  : known.length > 0
                    ? `; the saved names are: ${known.join(', ')}`
                    : `; add \`save: {${piece.ref}: "<regex with one (group)>"}\` to an earlier step`)) +
            ' (write $${ for a literal ${)',
        });
      }
    }
    for (const rule of step.save) {
      // Known from here on even when its pattern is wrong: that is one mistake, reported once below,
      // not once more at every step that uses the name.
      saved.set(rule.name, index);
      const label = pathLabel(['tool_sequence', index, 'save', rule.name]);
      let pattern: RegExp;
      try {
        pattern = new RegExp(rule.pattern, SAVE_PATTERN_FLAGS);
      } catch (error) {
        errors.push({
          position: rule.position,
          message: `\`${label}\` is not a valid regular expression (JavaScript syntax): ${(error as Error).message}`,
        });
        continue;
      }
      try {
        compileSavePattern(rule.pattern);
      } catch (error) {
        errors.push({
          position: rule.position,
          message: `\`${label}\` ${JSON.stringify(rule.pattern)} cannot be used: ${(error as Error).message}`,
        });
        continue;
      }
      const groups = captureGroupCount(pattern);
      if (groups !== 1) {
        errors.push({
          position: rule.position,
          message:
            `\`${label}\` must have exactly one capture group, the part to save, but ${JSON.stringify(rule.pattern)} has ${groups}` +
            (groups === 0
              ? ': put the part to save in ( )'
              : ': keep ( ) around the part to save and write the other groups as (?: )'),
        });
      }
    }
  }
  return errors;
}

/**
 * A check's text that names a saved value as `${name}`: only args are substituted, so the check
 * would look for the characters `${name}` themselves, and an `expected_not_contains` would pass
 * whatever the server said. Text with a `${…}` that names no saved value is left alone: it may
 * well be what the output holds.
 */
function savedNamesInChecks(
  steps: ScenarioStep[],
  lists: [Path, string[] | undefined][],
  positionOf: (path: Path) => SourcePosition,
): ScenarioFileError[] {
  const names = new Set(steps.flatMap((step) => step.save.map((rule) => rule.name)));
  if (names.size === 0) return [];
  const errors: ScenarioFileError[] = [];
  for (const [listPath, values] of lists) {
    for (const [index, value] of (values ?? []).entries()) {
      const name = [...value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g)]
        .map((match) => match[1]!)
        .find((ref) => names.has(ref));
      if (name === undefined) continue;
      const path: Path = [...listPath, index];
      errors.push({
        position: positionOf(path),
        message:
          `\`${pathLabel(path)}\` holds \${${name}}, the name of a saved value, but saved values are substituted ` +
          `only in later steps' args: this check would look for the text "\${${name}}" as written`,
      });
    }
  }
  return errors;
}
