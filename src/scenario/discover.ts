import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

export interface DiscoveredFiles {
  /** Absolute paths, sorted by workspace-relative path so every run sees the same order. */
  files: string[];
  /** Positive globs that matched no scenario file, as they were written. */
  unmatched: string[];
}

/** Only these are scenario files, whatever else a glob matches. */
const SCENARIO_EXTENSION = /\.ya?ml$/i;

/**
 * Resolves the `scenarios` globs against the workspace. Lines are trimmed; empty lines and lines
 * starting with `#` are ignored. A glob starting with `!` excludes (whatever its place in the list);
 * a plain directory means every `.yaml`/`.yml` file below it; a plain file path means that file.
 * Only `.yaml`/`.yml` files are kept, and `node_modules` is never searched.
 */
export async function discoverScenarioFiles(globs: string[], workspace: string): Promise<DiscoveredFiles> {
  // Loaded here, not at the top: the other helpers of this file (and --version, --help) never need it.
  const { glob, isDynamicPattern } = await import('tinyglobby');
  const patterns = patternLines(globs);
  const includes = patterns.filter((g) => !g.startsWith('!'));
  const excludes: string[] = [];
  for (const pattern of patterns.filter((g) => g.startsWith('!'))) {
    excludes.push(...(await expandPlainPath(pattern.slice(1).trim(), workspace, ['**'], isDynamicPattern)));
  }

  const found = new Set<string>();
  const matchedBy = new Map<string, number>();
  for (const pattern of includes) {
    const expanded = await expandPlainPath(pattern, workspace, ['**/*.yaml', '**/*.yml'], isDynamicPattern);
    const matches = await glob(expanded, {
      cwd: workspace,
      ignore: [...excludes, '**/node_modules/**'],
      absolute: true,
      onlyFiles: true,
      dot: false,
      expandDirectories: false,
    });
    const scenarioFiles = matches.filter((match) => SCENARIO_EXTENSION.test(match));
    matchedBy.set(pattern, scenarioFiles.length);
    for (const match of scenarioFiles) found.add(path.normalize(match));
  }
  return discovered(found, matchedBy, includes, workspace);
}

/** The `scenarios` lines that count: trimmed, without empty lines and `#` comments. */
function patternLines(globs: string[]): string[] {
  return globs.map((g) => g.trim()).filter((g) => g !== '' && !g.startsWith('#'));
}

/** Sorted, once per real file, and the positive patterns that matched nothing. */
async function discovered(
  found: Set<string>,
  matchedBy: Map<string, number>,
  includes: string[],
  workspace: string,
): Promise<DiscoveredFiles> {
  const sorted = [...found].sort((a, b) => compareStrings(path.relative(workspace, a), path.relative(workspace, b)));
  const files = await oncePerRealFile(sorted);
  return { files, unmatched: includes.filter((pattern) => matchedBy.get(pattern) === 0 && !twinMatched(pattern)) };

  /**
   * `dir/**\/*.yaml` next to `dir/**\/*.yml` (the default) says "either extension": the one that
   * matches nothing is not worth a warning when its twin matched.
   */
  function twinMatched(pattern: string): boolean {
    const twin = /\.yaml$/i.test(pattern)
      ? pattern.replace(/\.yaml$/i, '.yml')
      : /\.yml$/i.test(pattern)
        ? pattern.replace(/\.yml$/i, '.yaml')
        : undefined;
    return twin !== undefined && (matchedBy.get(twin) ?? 0) > 0;
  }
}

/**
 * One path per real file: a file reached again through a symlinked folder or a symlink loop would
 * be loaded twice and every scenario in it reported as a duplicate name. The path kept is the
 * file's own one when the globs found it, else the first in order; the order is kept.
 */
async function oncePerRealFile(files: string[]): Promise<string[]> {
  const real = await Promise.all(files.map((file) => realpath(file).catch(() => file)));
  const chosen = new Map<string, string>();
  for (const [index, file] of files.entries()) {
    const target = real[index]!;
    const current = chosen.get(target);
    if (current === undefined || (file === target && current !== target)) chosen.set(target, file);
  }
  const kept = new Set(chosen.values());
  return files.filter((file) => kept.has(file));
}

/** A plain directory becomes globs below it (`below`); anything else stays as it is. */
async function expandPlainPath(
  pattern: string,
  workspace: string,
  below: string[],
  isDynamicPattern: (pattern: string) => boolean,
): Promise<string[]> {
  if (isDynamicPattern(pattern)) return [pattern];
  const info = await stat(path.resolve(workspace, pattern)).catch(() => undefined);
  if (info?.isDirectory()) {
    const base = pattern.replace(/\/+$/, '') || '.';
    return below.map((suffix) => `${base}/${suffix}`);
  }
  return [pattern];
}

/** Code-unit order, independent of the machine's locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The path GitHub needs to place an annotation: relative to the workspace, with `/`. */
export function displayPath(absolutePath: string, workspace: string): string {
  const relative = path.relative(workspace, absolutePath);
  return (relative.startsWith('..') ? absolutePath : relative).split(path.sep).join('/');
}
