// What dist/ is built from, and whether it is older than any of it (by modification time: a build
// rewrites every bundle file, see scripts/bundle.mjs, so a bundle file older than an input means
// that input changed after the last build).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The files every bundle test runs: the action's and the command line's entry points. */
export const BUNDLE_FILES = ['dist/index.js', 'dist/cli/index.js'];

/** Inputs of `npm run build` beside src/: compiler settings, the bundler script, the locked dependencies. */
const BUILD_FILES = ['tsconfig.json', 'tsconfig.build.json', 'scripts/bundle.mjs', 'package-lock.json'];

/** The newest input of the bundle, as [path relative to root, mtime in ms]. */
export function newestInput(root = ROOT): [string, number] {
  let newest: [string, number] = ['', 0];
  const consider = (relative: string): void => {
    const mtime = statSync(path.join(root, relative)).mtimeMs;
    if (mtime > newest[1]) newest = [relative, mtime];
  };
  for (const file of BUILD_FILES) if (existsSync(path.join(root, file))) consider(file);
  for (const entry of readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) consider(path.relative(root, path.join(entry.parentPath, entry.name)));
  }
  return newest;
}

/** Why dist/ must be rebuilt (a sentence naming the files), or undefined when it is newer than every input. */
export function bundleStaleness(root = ROOT): string | undefined {
  const [input, inputTime] = newestInput(root);
  for (const file of BUNDLE_FILES) {
    const at = path.join(root, file);
    if (!existsSync(at)) return `${file} is missing`;
    if (statSync(at).mtimeMs < inputTime) return `${input} is newer than ${file}`;
  }
  return undefined;
}
