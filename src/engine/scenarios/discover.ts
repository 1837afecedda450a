import { stat } from 'node:fs/promises';
import path from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';

export interface DiscoveredFiles {
  /** Absolute paths, sorted by workspace-relative path so every run sees the same order. */
  files: string[];
  /** Positive globs that matched no file. */
  unmatched: string[];
}

/**
 * Resolves the `scenarios` globs against the workspace. A glob starting with `!` excludes; a plain
 * directory means every `.yaml`/`.yml` file below it; a plain file path means that file.
 */
export async function discoverScenarioFiles(globs: string[], workspace: string): Promise<DiscoveredFiles> {
  const patterns = globs.map((g) => g.trim()).filter((g) => g !== '' && !g.startsWith('#'));
  const excludes = patterns.filter((g) => g.startsWith('!')).map((g) => g.slice(1));
  const includes = patterns.filter((g) => !g.startsWith('!'));

  const found = new Set<string>();
  const unmatched: string[] = [];
  for (const pattern of includes) {
    const expanded = await expandPlainPath(pattern, workspace);
    const matches = await glob(expanded, {
      cwd: workspace,
      ignore: [...excludes, '**/node_modules/**'],
      absolute: true,
      onlyFiles: true,
      dot: false,
      expandDirectories: false,
    });
    if (matches.length === 0) unmatched.push(pattern);
    for (const match of matches) found.add(path.normalize(match));
  }
  const files = [...found].sort((a, b) => compareStrings(path.relative(workspace, a), path.relative(workspace, b)));
  return { files, unmatched };
}

async function expandPlainPath(pattern: string, workspace: string): Promise<string[]> {
  if (isDynamicPattern(pattern)) return [pattern];
  const info = await stat(path.resolve(workspace, pattern)).catch(() => undefined);
  if (info?.isDirectory()) {
    const base = pattern.replace(/\/+$/, '');
    return [`${base}/**/*.yaml`, `${base}/**/*.yml`];
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
