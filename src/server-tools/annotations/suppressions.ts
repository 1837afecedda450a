/**
 * The annotations suppressions file: findings the repository accepts (a read-only tool whose write
 * is deliberate and harmless, say), each with a reason, in the form of fuzz's (fuzz/suppressions.ts):
 * a `suppress:` list looked up in the working directory unless `--suppressions FILE` names one. An
 * entry: `tool` (a name, or `*`), `kind` (not-read-only, not-idempotent, destructive), optionally
 * `input` (a regular expression searched in the input, as JSON), and a required `reason`.
 */
import path from 'node:path';
import { z } from 'zod';
import { closest } from '../../util/closest.js';
import {
  lineMessage,
  loadYamlFile,
  nonEmptyText,
  parseYamlFile,
  yamlMapping,
  type YamlFile,
} from '../../scenario/yaml-file.js';
import {
  ANNOTATION_FINDING_KINDS as FINDING_KINDS,
  type AnnotationFindingKind as FindingKind,
} from '../../model/annotations.js';

/** The repository's annotations suppressions, looked up in the working directory (as fuzz's and lint's are). */
export const ANNOTATIONS_SUPPRESSIONS_FILE = '.mcp-scenario-eval-annotations.yaml';

export interface AnnotationSuppression {
  /** A tool (or prompt, or resource template) name, or `*` for every one. */
  tool: string;
  kind: FindingKind;
  /** Searched in the input's JSON; absent: any input. */
  input?: RegExp;
  reason: string;
  /** `file:line` of the entry, for messages. */
  where: string;
}

/** A suppressions file that cannot be used: the message names the file, line and value. */
export class AnnotationsSuppressionsError extends Error {}

const EXAMPLE = 'suppress:\n  - tool: search\n    kind: not-read-only\n    reason: "…why…"';

const text = (key: string, hint = '') => nonEmptyText(`"${key}" must be a non-empty string${hint}`);

/** The file's format, in the order its checks are said: an entry's kind first, then its input, tool and reason. */
const suppressionsSchema = yamlMapping(
  {
    suppress: z
      .array(
        yamlMapping(
          {
            kind: text('kind').check((ctx) => {
              if ((FINDING_KINDS as readonly string[]).includes(ctx.value)) return;
              const suggestion = closest(ctx.value, FINDING_KINDS);
              ctx.issues.push({
                code: 'custom',
                input: ctx.value,
                message: `unknown kind "${ctx.value}"${suggestion ? `: did you mean "${suggestion}"?` : ''}; kinds are ${FINDING_KINDS.join(', ')}`,
              });
            }),
            input: text('input')
              .transform((pattern, ctx) => {
                try {
                  return new RegExp(pattern, 'u');
                } catch (error) {
                  ctx.issues.push({
                    code: 'custom',
                    input: pattern,
                    message: `"input" ${JSON.stringify(pattern)} is not a regular expression (${(error as Error).message}); it is searched in the input as JSON, like '"name":""' for an empty name`,
                  });
                  return z.NEVER;
                }
              })
              .optional(),
            tool: text('tool'),
            reason: text('reason', ': say why the finding is accepted'),
          },
          {
            holds: 'an entry has tool, kind, reason and (optionally) input',
            expected: 'each entry is a mapping with tool, kind, reason and (optionally) input',
          },
        ),
        { error: `"suppress" must be a list of entries, like:\n${EXAMPLE}` },
      )
      .nullish(),
  },
  {
    holds: 'the file has one key, "suppress"',
    expected: `expected a mapping with a "suppress:" list, like:\n${EXAMPLE}`,
  },
).nullable();

/** Reads the suppressions file, or none when it does not exist (unless `required`: named by the flag). */
export async function loadAnnotationsSuppressions(
  file: string,
  { required = false, cwd = process.cwd() }: { required?: boolean; cwd?: string } = {},
): Promise<AnnotationSuppression[]> {
  const loaded = loadYamlFile(file, shownName(file, cwd), suppressionsSchema, {
    words: { called: 'an annotations suppressions file', tooLarge: 'a suppressions file lists a few entries' },
    ...(required ? {} : { missing: 'empty' as const }),
  });
  if (loaded.unreadable !== undefined)
    throw new AnnotationsSuppressionsError(
      `cannot read the annotations suppressions file ${file}: ${loaded.unreadable}`,
    );
  return suppressionsOf(loaded);
}

/** `cwd`: the folder the file's name is shown relative to (the command's working directory). */
export function parseAnnotationsSuppressions(text: string, file: string, cwd = process.cwd()): AnnotationSuppression[] {
  return suppressionsOf(parseYamlFile(text, shownName(file, cwd), suppressionsSchema));
}

function shownName(file: string, cwd: string): string {
  return path.basename(file) === file ? file : path.relative(cwd, file) || file;
}

/** The entries, each `where` its line; or the first problem, named by its entry's line when it is in one. */
function suppressionsOf(loaded: YamlFile<z.output<typeof suppressionsSchema>>): AnnotationSuppression[] {
  const [first] = loaded.errors;
  if (first) {
    const entry = first.path[0] === 'suppress' && typeof first.path[1] === 'number';
    throw new AnnotationsSuppressionsError(
      lineMessage(entry ? loaded.positionOf(first.path.slice(0, 2)) : first.position, first.message),
    );
  }
  return (loaded.value?.suppress ?? []).map((entry, index) => {
    const at = loaded.positionOf(['suppress', index]);
    return {
      tool: entry.tool,
      kind: entry.kind as FindingKind,
      ...(entry.input ? { input: entry.input } : {}),
      reason: entry.reason,
      where: `${at.file}:${at.line}`,
    };
  });
}

/** The first entry that silences a finding of `kind` in `tool` on this input (its JSON), if any. */
export function suppressionFor(
  suppressions: readonly AnnotationSuppression[],
  tool: string,
  kind: FindingKind,
  inputText: string,
): AnnotationSuppression | undefined {
  return suppressions.find(
    (entry) =>
      entry.kind === kind &&
      (entry.tool === '*' || entry.tool === tool) &&
      (!entry.input || entry.input.test(inputText)),
  );
}
