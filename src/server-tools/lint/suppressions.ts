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
import { isRuleId, RULE_IDS, type LintFinding, type RuleId } from './rules/index.js';
import type { Suppression } from '../../model/server-tools.js';
export type { Suppression } from '../../model/server-tools.js';

/** The repository's lint suppressions, looked up in the working directory (the workspace in the action). */
export const SUPPRESSIONS_FILE = '.mcp-scenario-eval-lint.yaml';

/** A suppressions file that cannot be used: the message names the file, line and value. */
export class SuppressionsError extends Error {}

const EXAMPLE = 'suppress:\n  - rule: optional-parameter-undescribed\n    tool: search\n    reason: "…why…"';

const text = (key: string, hint = '') => nonEmptyText(`"${key}" must be a non-empty string${hint}`);

/** The file's format: every entry needs `rule` (a known id), `tool` and a non-empty `reason`: a silence without a reason is refused. */
const suppressionsSchema = yamlMapping(
  {
    suppress: z
      .array(
        yamlMapping(
          {
            rule: text('rule').check((ctx) => {
              if (isRuleId(ctx.value)) return;
              const suggestion = closest(ctx.value, RULE_IDS);
              ctx.issues.push({
                code: 'custom',
                input: ctx.value,
                message: `unknown rule "${ctx.value}"${suggestion ? `: did you mean "${suggestion}"?` : `; rules are ${RULE_IDS.join(', ')}`}`,
              });
            }),
            tool: text('tool'),
            reason: text('reason', ': say why the finding is accepted'),
          },
          {
            holds: 'an entry has rule, tool and reason',
            expected: 'each entry is a mapping with rule, tool and reason',
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
export async function loadSuppressions(
  file: string,
  { required = false, cwd = process.cwd() }: { required?: boolean; cwd?: string } = {},
): Promise<Suppression[]> {
  const loaded = loadYamlFile(file, shownName(file, cwd), suppressionsSchema, {
    words: { called: 'a lint suppressions file', tooLarge: 'a suppressions file lists a few entries' },
    ...(required ? {} : { missing: 'empty' as const }),
  });
  if (loaded.unreadable !== undefined)
    throw new SuppressionsError(`cannot read the lint suppressions file ${file}: ${loaded.unreadable}`);
  return suppressionsOf(loaded);
}

/** `cwd`: the folder the file's name is shown relative to (the command's working directory). */
export function parseSuppressions(text: string, file: string, cwd = process.cwd()): Suppression[] {
  return suppressionsOf(parseYamlFile(text, shownName(file, cwd), suppressionsSchema));
}

function shownName(file: string, cwd: string): string {
  return path.basename(file) === file ? file : path.relative(cwd, file) || file;
}

/** The entries, each `where` its line; or the first problem, named by its entry's line when it is in one. */
function suppressionsOf(loaded: YamlFile<z.output<typeof suppressionsSchema>>): Suppression[] {
  const [first] = loaded.errors;
  if (first) {
    const entry = first.path[0] === 'suppress' && typeof first.path[1] === 'number';
    throw new SuppressionsError(
      lineMessage(entry ? loaded.positionOf(first.path.slice(0, 2)) : first.position, first.message),
    );
  }
  return (loaded.value?.suppress ?? []).map((entry, index) => {
    const at = loaded.positionOf(['suppress', index]);
    return { rule: entry.rule as RuleId, tool: entry.tool, reason: entry.reason, where: `${at.file}:${at.line}` };
  });
}

/** Marks each finding a suppression matches (keeping the reason), and returns the suppressions that matched nothing. */
export function applySuppressions(findings: LintFinding[], suppressions: Suppression[]): Suppression[] {
  const used = new Set<Suppression>();
  for (const item of findings) {
    const match = suppressions.find(
      (entry) => entry.rule === item.rule && (entry.tool === '*' || entry.tool === item.tool),
    );
    if (match) {
      item.suppressed = match.reason;
      used.add(match);
    }
  }
  return suppressions.filter((entry) => !used.has(entry));
}
