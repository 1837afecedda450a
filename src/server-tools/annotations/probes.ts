/**
 * The probes file of `annotations` (`--probes FILE`, default `annotations.yaml` beside the scenarios
 * when it exists): steps in the scenario step syntax (`tool:`, `resource:` or `prompt:`, with
 * `args:`) whose joined outputs are part of the server's state, for a server that keeps its state in
 * memory or behind its own API; and `ignore:` patterns (regular expressions searched in each line)
 * for bookkeeping lines (an audit log, a request counter) that do not break read-only.
 *
 * Two forms: a bare list of steps, or a mapping `{ probes: [steps], ignore: [patterns] }`. A step may
 * carry an `ignore:` of its own (for its output alone); the file's applies to every line of the state
 * (files and resources too). Read with the scenario files' loader: every problem is `file:line: …`.
 */
import path from 'node:path';
import { z } from 'zod';
import { ANNOTATIONS_MAX_PROBES } from '../../model/limits.js';
import { lineMessage, loadYamlFile, parseYamlFile, yamlMapping, type YamlFile } from '../../scenario/yaml-file.js';

/** The probes file looked up beside the scenarios when `--probes` names none. */
export const DEFAULT_PROBES_FILE = 'annotations.yaml';

/** A probes file that cannot be used: the message names the file and line. */
export class ProbesFileError extends Error {}

/** An `ignore:` pattern and where it was written. */
export interface IgnorePattern {
  pattern: RegExp;
  /** `file:line`. */
  where: string;
}

/** One probe: a request whose output is state. */
export interface Probe {
  kind: 'tool' | 'resource' | 'prompt';
  /** The tool's or prompt's name, or the resource's URI. */
  name: string;
  args: Record<string, unknown>;
  /** As the report names it: `tool: stats`. */
  label: string;
  /** Its own ignore patterns (the file's apply as well). */
  ignore: IgnorePattern[];
}

export interface ProbesFile {
  probes: Probe[];
  /** The file's own patterns: for every line of the state. */
  ignore: IgnorePattern[];
  /** As shown in messages. */
  shown: string;
}

const EXAMPLE = 'probes:\n  - tool: list_notes\n    args: {}\n  - resource: notes://stats\nignore:\n  - "^audit: "';

const patternList = z.union([z.string(), z.array(z.string({ error: 'each "ignore" pattern must be a string' }))], {
  error: '"ignore" must be a regular expression or a list of them, like ignore: ["^audit: "]',
});

const stepSchema = yamlMapping(
  {
    tool: z.string({ error: '"tool" must be a tool name' }).min(1, { error: '"tool" must be a tool name' }).optional(),
    resource: z
      .string({ error: '"resource" must be a resource URI' })
      .min(1, { error: '"resource" must be a resource URI' })
      .optional(),
    prompt: z
      .string({ error: '"prompt" must be a prompt name' })
      .min(1, { error: '"prompt" must be a prompt name' })
      .optional(),
    args: z
      .record(z.string(), z.unknown(), { error: '"args" must be a mapping of argument names to values' })
      .optional(),
    ignore: patternList.optional(),
  },
  {
    holds: 'a probe has one of tool, resource or prompt, and optionally args and ignore',
    expected: 'each probe is a mapping with one of tool:, resource: or prompt: (and args:), like "- tool: list_notes"',
  },
).check((ctx) => {
  const kinds = (['tool', 'resource', 'prompt'] as const).filter((key) => ctx.value[key] !== undefined);
  if (kinds.length !== 1)
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message:
        kinds.length === 0
          ? 'a probe needs one of tool:, resource: or prompt:'
          : `a probe has one of tool:, resource: or prompt:, not ${kinds.join(' and ')}`,
    });
  if (ctx.value.resource !== undefined && ctx.value.args !== undefined)
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message: 'a resource: probe takes no args: (its URI says it all)',
    });
});

const stepsSchema = z
  .array(stepSchema, { error: `"probes" must be a list of steps, like:\n${EXAMPLE}` })
  .max(ANNOTATIONS_MAX_PROBES, {
    error: `at most ${ANNOTATIONS_MAX_PROBES} probes: each is read twice before every call`,
  });

// Two schemas, not a union: a union's errors would hide the step's own (and its did-you-mean).
const mappingSchema = yamlMapping(
  { probes: stepsSchema.nullish(), ignore: patternList.nullish() },
  {
    holds: 'the file has "probes" and "ignore"',
    expected: `expected a list of probes, or a mapping with probes: and ignore:, like:\n${EXAMPLE}`,
  },
).nullable();

type Parsed = z.output<typeof stepsSchema> | z.output<typeof mappingSchema>;

/** The schema for a file's value: a bare list of steps, or the mapping. */
const schemaFor = (value: unknown): z.ZodType<Parsed> => (Array.isArray(value) ? stepsSchema : mappingSchema);

/** Reads a probes file; `required`: named by the flag (a missing file is an error), else a missing one is none. */
export function loadProbesFile(
  file: string,
  { required, cwd }: { required: boolean; cwd: string },
): ProbesFile | undefined {
  const shown = path.relative(cwd, file) || file;
  const read = (schema: z.ZodType<Parsed | unknown>) =>
    loadYamlFile(file, shown, schema, {
      words: { called: 'a probes file', tooLarge: 'a probes file lists a few steps' },
      ...(required ? {} : { missing: 'empty' as const }),
    });
  const shape = read(z.unknown());
  const loaded = (shape.errors.length > 0 ? shape : read(schemaFor(shape.value))) as YamlFile<Parsed> & {
    unreadable?: string;
  };
  if (loaded.unreadable !== undefined)
    throw new ProbesFileError(`cannot read the probes file ${shown}: ${loaded.unreadable}`);
  const probes = probesOf(loaded, shown);
  return !required && probes.probes.length === 0 && probes.ignore.length === 0 && loaded.value == null
    ? undefined
    : probes;
}

/** Parses a probes file's text (tests, and the action's input). */
export function parseProbesFile(text: string, shown: string): ProbesFile {
  const shape = parseYamlFile(text, shown, z.unknown());
  return probesOf(
    shape.errors.length > 0 ? (shape as YamlFile<Parsed>) : parseYamlFile(text, shown, schemaFor(shape.value)),
    shown,
  );
}

function probesOf(loaded: YamlFile<Parsed>, shown: string): ProbesFile {
  const [first] = loaded.errors;
  if (first) throw new ProbesFileError(lineMessage(first.position, first.message));
  const value = loaded.value;
  const bare = Array.isArray(value);
  const steps = (bare ? value : (value?.probes ?? [])) ?? [];
  const base: (string | number)[] = bare ? [] : ['probes'];
  const patterns = (where: (string | number)[], written: string | string[] | null | undefined): IgnorePattern[] => {
    const list = written == null ? [] : Array.isArray(written) ? written : [written];
    return list.map((source, index) => {
      const at = loaded.positionOf(Array.isArray(written) ? [...where, index] : where);
      try {
        return { pattern: new RegExp(source, 'u'), where: `${at.file}:${at.line}` };
      } catch (error) {
        throw new ProbesFileError(
          lineMessage(
            at,
            `"ignore" ${JSON.stringify(source)} is not a regular expression (${(error as Error).message}); it is searched in each line of the state, like "^audit: "`,
          ),
        );
      }
    });
  };
  const probes = steps.map((step, index): Probe => {
    const kind = step.tool !== undefined ? 'tool' : step.resource !== undefined ? 'resource' : 'prompt';
    const name = (step.tool ?? step.resource ?? step.prompt)!;
    return {
      kind,
      name,
      args: step.args ?? {},
      label: `${kind}: ${name}${step.args && Object.keys(step.args).length > 0 ? ` ${JSON.stringify(step.args)}` : ''}`,
      ignore: patterns([...base, index, 'ignore'], step.ignore),
    };
  });
  const ignore = bare ? [] : patterns(['ignore'], (value as { ignore?: string | string[] | null } | null)?.ignore);
  return { probes, ignore, shown };
}
