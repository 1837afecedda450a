import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { closest } from '../../util/closest.js';
import { isRuleId, RULE_IDS, type LintFinding } from './rules/index.js';
import type { Suppression } from '../../model/server-tools.js';
export type { Suppression } from '../../model/server-tools.js';

/** The repository's lint suppressions, looked up in the working directory (the workspace in the action). */
export const SUPPRESSIONS_FILE = '.mcp-scenario-eval-lint.yaml';

/** A suppressions file that cannot be used: the message names the file, line and value. */
export class SuppressionsError extends Error {}

/**
 * Reads the suppressions file, or none when it does not exist. Every entry needs `rule` (a known
 * id), `tool` and a non-empty `reason`: a silence without a reason is refused.
 */
export async function loadSuppressions(
  file: string,
  { required = false, cwd = process.cwd() }: { required?: boolean; cwd?: string } = {},
): Promise<Suppression[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !required) return [];
    throw new SuppressionsError(`cannot read the lint suppressions file ${file}: ${(error as Error).message}`);
  }
  return parseSuppressions(text, file, cwd);
}

/** `cwd`: the folder the file's name is shown relative to (the command's working directory). */
export function parseSuppressions(text: string, file: string, cwd = process.cwd()): Suppression[] {
  const name = path.basename(file) === file ? file : path.relative(cwd, file) || file;
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  const at = (node: Node | null | undefined) => `${name}:${node?.range ? lines.linePos(node.range[0]).line : 1}`;
  if (document.errors.length > 0) {
    const first = document.errors[0]!;
    throw new SuppressionsError(`${name}:${first.linePos?.[0].line ?? 1}: ${first.message.split('\n')[0]}`);
  }
  if (document.contents === null) return [];
  const example = 'suppress:\n  - rule: optional-parameter-undescribed\n    tool: search\n    reason: "…why…"';
  if (!isMap(document.contents))
    throw new SuppressionsError(
      `${at(document.contents)}: expected a mapping with a "suppress:" list, like:\n${example}`,
    );
  for (const pair of document.contents.items) {
    const key = String((pair.key as { value?: unknown } | null)?.value ?? pair.key);
    if (key !== 'suppress')
      throw new SuppressionsError(`${at(pair.key as Node)}: unknown key "${key}"; the file has one key, "suppress"`);
  }
  const list = document.contents.get('suppress', true) as Node | undefined;
  if (list === undefined || (list as { value?: unknown }).value === null) return [];
  if (!isSeq(list)) throw new SuppressionsError(`${at(list)}: "suppress" must be a list of entries, like:\n${example}`);
  return list.items.map((item) => {
    if (!isMap(item))
      throw new SuppressionsError(`${at(item as Node)}: each entry is a mapping with rule, tool and reason`);
    const entry = item.toJSON() as Record<string, unknown>;
    const where = at(item);
    for (const key of Object.keys(entry))
      if (!['rule', 'tool', 'reason'].includes(key))
        throw new SuppressionsError(`${where}: unknown key "${key}"; an entry has rule, tool and reason`);
    const text = (key: string) => {
      const value = entry[key];
      if (typeof value !== 'string' || !value.trim())
        throw new SuppressionsError(
          `${where}: "${key}" must be a non-empty string${key === 'reason' ? ': say why the finding is accepted' : ''}`,
        );
      return value.trim();
    };
    const rule = text('rule');
    if (!isRuleId(rule)) {
      const suggestion = closest(rule, RULE_IDS);
      throw new SuppressionsError(
        `${where}: unknown rule "${rule}"${suggestion ? `: did you mean "${suggestion}"?` : `; rules are ${RULE_IDS.join(', ')}`}`,
      );
    }
    return { rule, tool: text('tool'), reason: text('reason'), where };
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
