import type { Dirent, Stats } from 'node:fs';
import { lstat, readdir, realpath, stat } from 'node:fs/promises';
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
  return (await discoverPlainPaths(globs, workspace)) ?? (await discoverWithGlobLibrary(globs, workspace));
}

/** The `scenarios` lines that count: trimmed, without empty lines and `#` comments. */
function patternLines(globs: string[]): string[] {
  return globs.map((g) => g.trim()).filter((g) => g !== '' && !g.startsWith('#'));
}

/** {@link discoverScenarioFiles} through the glob library (tinyglobby), for every kind of pattern. */
export async function discoverWithGlobLibrary(globs: string[], workspace: string): Promise<DiscoveredFiles> {
  // Loaded here, not at the top: plain folders and files (and the default globs) never need it.
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

/**
 * Characters that can make a pattern a glob (or an escape) for picomatch, which tinyglobby uses: a
 * pattern with none of them is a plain path. A superset of what `isDynamicPattern` looks for.
 */
const GLOB_CHARACTERS = /[*?[\]{}()!+@|\\]/;

/** `BASE/**\/*.yaml` (or `.yml`, or no BASE): every file with that extension below a plain BASE. */
const RECURSIVE_PATTERN = /^(?:(.*)\/)?\*\*\/\*(\.ya?ml)$/;

/** Why the fast path gives way to the glob library: a case it does not reproduce exactly. */
class NeedsGlobLibrary extends Error {}

/**
 * {@link discoverScenarioFiles} without the glob library, for the common cases: plain folders and
 * files, `BASE/**\/*.yaml|yml` (the default globs), and plain `!` excludes. Returns undefined for
 * anything else, and wherever tinyglobby's own rules get subtle, so that the library decides:
 * a symlinked folder met on the way (fdir's loop detection), a path with a dot segment or a
 * `node_modules` segment (`dot: false` and the `**\/node_modules/**` ignore interact), a pattern
 * that only climbs (`..`), Windows. Elsewhere it finds exactly the files the library finds (a
 * differential test checks this on generated trees): the library alone costs ~20 ms to load and walk
 * even an empty folder, and more for a folder outside the workspace (it walks from their common
 * ancestor).
 */
export async function discoverPlainPaths(globs: string[], workspace: string): Promise<DiscoveredFiles | undefined> {
  if (process.platform === 'win32' || GLOB_CHARACTERS.test(workspace)) return undefined;
  try {
    return await discoverPlain(globs, path.resolve(workspace));
  } catch (error) {
    if (error instanceof NeedsGlobLibrary) return undefined;
    throw error;
  }
}

async function discoverPlain(globs: string[], workspace: string): Promise<DiscoveredFiles> {
  const patterns = patternLines(globs);
  const includes = patterns.filter((g) => !g.startsWith('!'));
  const excludedFiles = new Set<string>();
  const excludedFolders: string[] = [];
  for (const pattern of patterns.filter((g) => g.startsWith('!'))) {
    const target = pattern.slice(1).trim();
    const place = plainPlace(target, workspace);
    if (place.relative === '') throw new NeedsGlobLibrary();
    const info = await stat(place.absolute).catch(() => undefined);
    if (info?.isDirectory()) excludedFolders.push(place.absolute);
    else excludedFiles.add(place.absolute);
  }
  const isExcluded = (file: string) =>
    excludedFiles.has(file) || excludedFolders.some((folder) => file === folder || file.startsWith(folder + path.sep));

  const found = new Set<string>();
  const matchedBy = new Map<string, number>();
  for (const pattern of includes) {
    const matches: string[] = [];
    const recursive = RECURSIVE_PATTERN.exec(pattern);
    if (recursive) {
      const base = recursive[1] === undefined ? '.' : recursive[1] === '' ? '/' : recursive[1];
      const place = plainPlace(base, workspace);
      await refuseSymlinkedFolders(place, workspace, false);
      const walk = { extensions: [recursive[2]!], pruneNodeModules: !place.outside, isExcluded, matches };
      await walkFolder(place.absolute, walk);
    } else {
      const place = plainPlace(pattern, workspace);
      const info = await stat(place.absolute).catch(() => undefined);
      if (info?.isDirectory()) {
        await refuseSymlinkedFolders(place, workspace, false);
        const walk = { extensions: ['.yaml', '.yml'], pruneNodeModules: !place.outside, isExcluded, matches };
        await walkFolder(place.absolute, walk);
      } else if (info && place.relative !== '') {
        const last = await refuseSymlinkedFolders(place, workspace, true);
        // As the library walks: a regular file, or a symlink to anything but a folder.
        if ((last?.isFile() || last?.isSymbolicLink()) && !isExcluded(place.absolute)) matches.push(place.absolute);
      }
    }
    const scenarioFiles = matches.filter((match) => SCENARIO_EXTENSION.test(match));
    matchedBy.set(pattern, scenarioFiles.length);
    for (const match of scenarioFiles) found.add(match);
  }
  return discovered(found, matchedBy, includes, workspace);
}

/** Where a plain path points: absolute, relative to the workspace, and whether it is outside it. */
interface PlainPlace {
  absolute: string;
  relative: string;
  /** Its segments below the climb (`..`) out of the workspace. */
  segments: string[];
  /** How many `..` lead the relative path. */
  climb: number;
  outside: boolean;
}

function plainPlace(pattern: string, workspace: string): PlainPlace {
  if (GLOB_CHARACTERS.test(pattern)) throw new NeedsGlobLibrary();
  const absolute = path.resolve(workspace, pattern);
  const relative = path.relative(workspace, absolute);
  const all = relative === '' ? [] : relative.split(path.sep);
  const climb = all.findIndex((segment) => segment !== '..');
  // Only `..`: the library matches nothing inside the workspace then; left to it.
  if (climb === -1 && all.length > 0) throw new NeedsGlobLibrary();
  const segments = all.slice(Math.max(climb, 0));
  if (segments.some((segment) => segment.startsWith('.') || segment === 'node_modules')) throw new NeedsGlobLibrary();
  return { absolute, relative, segments, climb: Math.max(climb, 0), outside: climb > 0 };
}

/**
 * The library walks down to a path from the workspace (or from the common ancestor, outside it):
 * a symlink among those folders is left to it. Returns the last segment's own lstat, if it exists.
 */
async function refuseSymlinkedFolders(
  place: PlainPlace,
  workspace: string,
  lastMayBeSymlink: boolean,
): Promise<Stats | undefined> {
  let current = path.resolve(workspace, ...Array<string>(place.climb).fill('..'));
  let info;
  for (const [index, segment] of place.segments.entries()) {
    current = path.join(current, segment);
    info = await lstat(current).catch(() => undefined);
    if (info === undefined) return undefined;
    if (info.isSymbolicLink() && !(lastMayBeSymlink && index === place.segments.length - 1)) {
      throw new NeedsGlobLibrary();
    }
  }
  return info;
}

interface Walk {
  extensions: string[];
  /** `**\/node_modules/**` matches only paths inside the workspace (`**` takes no `..`). */
  pruneNodeModules: boolean;
  isExcluded: (file: string) => boolean;
  matches: string[];
}

/** Every file below `folder` that `**\/*EXT` matches with `dot: false`, minus the excluded. */
async function walkFolder(folder: string, walk: Walk): Promise<void> {
  // An unreadable folder is one with nothing in it, as for the library.
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  // All at once, and every promise awaited by Promise.all: one that gives way to the library (a
  // rejection) while others are still walking leaves no rejection unhandled.
  await Promise.all(entries.map((entry) => visitEntry(folder, entry, walk)));
}

async function visitEntry(folder: string, entry: Dirent, walk: Walk): Promise<void> {
  const name = entry.name;
  if (name.startsWith('.')) return;
  const full = path.join(folder, name);
  if (entry.isDirectory()) {
    if ((walk.pruneNodeModules && name === 'node_modules') || walk.isExcluded(full)) return;
    await walkFolder(full, walk);
  } else if (entry.isFile()) {
    if (walk.extensions.some((extension) => name.endsWith(extension)) && !walk.isExcluded(full))
      walk.matches.push(full);
  } else if (entry.isSymbolicLink()) {
    // A symlink to a file counts as that file, under its own path; one that leads nowhere, not at all.
    const target = await stat(full).catch(() => undefined);
    if (target?.isDirectory()) throw new NeedsGlobLibrary();
    if (target && walk.extensions.some((extension) => name.endsWith(extension)) && !walk.isExcluded(full))
      walk.matches.push(full);
  }
}
