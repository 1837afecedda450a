/**
 * The fuzz suppressions file: findings the repository accepts, each with a reason, in the form of
 * lint's (lint/suppressions.ts): a `suppress:` list of entries, looked up in the working directory
 * unless `--suppressions FILE` names one. An entry: `tool` (a name, or `*` for every one), `kind` (a
 * finding kind), optionally `input` (a regular expression searched in the input, as JSON), and a
 * required `reason`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { closest } from '../../util/closest.js';
import { FINDING_KINDS, type FindingKind } from '../../model/fuzz.js';

/** The repository's fuzz suppressions, looked up in the working directory. */
export const FUZZ_SUPPRESSIONS_FILE = '.mcp-scenario-eval-fuzz.yaml';

export interface FuzzSuppression {
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
export class FuzzSuppressionsError extends Error {}

const ENTRY_KEYS = ['tool', 'kind', 'input', 'reason'];

/** Reads the suppressions file, or none when it does not exist (unless `required`: named by the flag). */
export async function loadFuzzSuppressions(
  file: string,
  { required = false, cwd = process.cwd() }: { required?: boolean; cwd?: string } = {},
): Promise<FuzzSuppression[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !required) return [];
    throw new FuzzSuppressionsError(`cannot read the fuzz suppressions file ${file}: ${(error as Error).message}`);
  }
  return parseFuzzSuppressions(text, file, cwd);
}

/** `cwd`: the folder the file's name is shown relative to (the command's working directory). */
export function parseFuzzSuppressions(text: string, file: string, cwd = process.cwd()): FuzzSuppression[] {
  const name = path.basename(file) === file ? file : path.relative(cwd, file) || file;
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  const at = (node: Node | null | undefined) => `${name}:${node?.range ? lines.linePos(node.range[0]).line : 1}`;
  if (document.errors.length > 0) {
    const first = document.errors[0]!;
    throw new FuzzSuppressionsError(`${name}:${first.linePos?.[0].line ?? 1}: ${first.message.split('\n')[0]}`);
  }
  if (document.contents === null) return [];
  const example = 'suppress:\n  - tool: wait_for\n    kind: hang\n    input: \'"n":-\'\n    reason: "…why…"';
  if (!isMap(document.contents))
    throw new FuzzSuppressionsError(
      `${at(document.contents)}: expected a mapping with a "suppress:" list, like:\n${example}`,
    );
  for (const pair of document.contents.items) {
    const key = String((pair.key as { value?: unknown } | null)?.value ?? pair.key);
    if (key !== 'suppress')
      throw new FuzzSuppressionsError(
        `${at(pair.key as Node)}: unknown key "${key}"; the file has one key, "suppress"`,
      );
  }
  const list = document.contents.get('suppress', true) as Node | undefined;
  if (list === undefined || (list as { value?: unknown }).value === null) return [];
  if (!isSeq(list))
    throw new FuzzSuppressionsError(`${at(list)}: "suppress" must be a list of entries, like:\n${example}`);
  return list.items.map((item) => {
    if (!isMap(item))
      throw new FuzzSuppressionsError(
        `${at(item as Node)}: each entry is a mapping with tool, kind, reason and (optionally) input`,
      );
    const entry = item.toJSON() as Record<string, unknown>;
    const where = at(item);
    for (const key of Object.keys(entry))
      if (!ENTRY_KEYS.includes(key))
        throw new FuzzSuppressionsError(
          `${where}: unknown key "${key}"; an entry has tool, kind, reason and (optionally) input`,
        );
    const text = (key: string) => {
      const value = entry[key];
      if (typeof value !== 'string' || !value.trim())
        throw new FuzzSuppressionsError(
          `${where}: "${key}" must be a non-empty string${key === 'reason' ? ': say why the finding is accepted' : ''}`,
        );
      return value.trim();
    };
    const kind = text('kind');
    if (!(FINDING_KINDS as readonly string[]).includes(kind)) {
      const suggestion = closest(kind, FINDING_KINDS);
      throw new FuzzSuppressionsError(
        `${where}: unknown kind "${kind}"${suggestion ? `: did you mean "${suggestion}"?` : ''}; kinds are ${FINDING_KINDS.join(', ')}`,
      );
    }
    let input: RegExp | undefined;
    if (entry.input !== undefined) {
      const pattern = text('input');
      try {
        input = new RegExp(pattern, 'u');
      } catch (error) {
        throw new FuzzSuppressionsError(
          `${where}: "input" ${JSON.stringify(pattern)} is not a regular expression (${(error as Error).message}); it is searched in the input as JSON, like '"n":-' for a negative n`,
        );
      }
    }
    return {
      tool: text('tool'),
      kind: kind as FindingKind,
      ...(input ? { input } : {}),
      reason: text('reason'),
      where,
    };
  });
}

/** The first entry that silences a finding of `kind` in `tool` on this input (its JSON), if any. */
export function suppressionFor(
  suppressions: readonly FuzzSuppression[],
  tool: string,
  kind: FindingKind,
  inputText: string,
): FuzzSuppression | undefined {
  return suppressions.find(
    (entry) =>
      entry.kind === kind &&
      (entry.tool === '*' || entry.tool === tool) &&
      (!entry.input || entry.input.test(inputText)),
  );
}
