// The glob library's own rules are the contract for which files a `scenarios` list finds: the fast
// path for plain folders and files (discoverPlainPaths) must find exactly what tinyglobby finds,
// or give way to it. Checked differentially, on generated pattern lists over real trees with
// symlinks (to files, to folders, broken, looping), dot files and folders, node_modules, odd names
// and a folder outside the workspace.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { isDynamicPattern } from 'tinyglobby';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverPlainPaths, discoverScenarioFiles, discoverWithGlobLibrary } from '../../src/scenario/discover.js';

let root: string;

const FILES = [
  'ws/top.yaml',
  'ws/s/a.yaml',
  'ws/s/b.yml',
  'ws/s/C.YAML',
  'ws/s/d.txt',
  'ws/s/x.yaml.bak',
  'ws/s/.hidden.yaml',
  'ws/s/.dot/e.yaml',
  'ws/s/node_modules/f.yaml',
  'ws/s/sub/g.yaml',
  'ws/s/sub/deep/h.yml',
  'ws/s/sub/node_modules/x/i.yaml',
  'ws/s/dir.yaml/j.yaml',
  'ws/s/sp ace.yaml',
  'ws/s/uni-é.yml',
  'ws/s/back\\slash.yaml',
  'ws/s/br[a]ck.yaml',
  'ws/s/star*.yaml',
  'ws/s/bang!.yml',
  'ws/other/k.yaml',
  'ws/other/sub/k2.yml',
  'ws/.github/l.yaml',
  'ws/.github/node_modules/l2.yaml',
  'ws/node_modules/top.yaml',
  'out/m.yaml',
  'out/deep/m2.yml',
  'out/node_modules/n.yaml',
  'out/.hid/o.yaml',
];

/** Symlinks of the plain tree: to files, broken, looping on themselves; none to a folder. */
const FILE_LINKS: [string, string][] = [
  ['ws/s/link-file.yaml', 'sub/g.yaml'],
  ['ws/s/sub/link-out.yml', '../../../out/m.yaml'],
  ['ws/s/broken.yaml', 'nowhere.yaml'],
  ['ws/s/loop.yaml', 'loop.yaml'],
  ['ws/s/link.txt', 'a.yaml'],
];

/** Symlinks to folders, and a loop: trees with these are the glob library's to walk. */
const FOLDER_LINKS: [string, string][] = [
  ['ws/s/linkdir', 'sub'],
  ['ws/s/sub/deep/up', '../..'],
  ['ws/linked-out', '../out'],
];

async function makeTree(base: string, links: [string, string][]): Promise<void> {
  for (const file of FILES) {
    await mkdir(path.dirname(path.join(base, file)), { recursive: true });
    await writeFile(path.join(base, file), '');
  }
  for (const [link, target] of links) await symlink(target, path.join(base, link));
}

/** Include lines, plain (the fast path's) and globs (the library's), for a tree at `base`. */
const includes = (base: string) => [
  's',
  's/',
  './s',
  's//sub',
  's/sub',
  'other',
  '.',
  '',
  '# a comment',
  's/a.yaml',
  's/C.YAML',
  's/d.txt',
  's/missing',
  'missing.yaml',
  's/link-file.yaml',
  's/broken.yaml',
  's/loop.yaml',
  's/sp ace.yaml',
  's/dir.yaml',
  'top.yaml',
  '../out',
  '../out/m.yaml',
  path.join(base, 'out'),
  path.join(base, 'out/deep'),
  path.join(base, 'ws/s'),
  '../ws/s',
  's/**/*.yaml',
  's/**/*.yml',
  '**/*.yaml',
  '**/*.yml',
  'scenarios/**/*.yaml',
  `${path.join(base, 'out')}/**/*.yml`,
  '../out/**/*.yaml',
  '.github',
  '.github/l.yaml',
  's/node_modules',
  'node_modules',
  's/*.yaml',
  's/{a,b}.y*ml',
  '..',
  's/linkdir',
  'linked-out',
];

const excludes = (base: string) => [
  '!s/sub',
  '!s/a.yaml',
  '! s/sub/deep',
  '!other',
  '!../out/deep',
  `!${path.join(base, 'out')}`,
  '!missing',
  '!s/link-file.yaml',
  '!s/**/g.yaml',
  '!.',
];

const patternLists = (base: string) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(...includes(base)), { minLength: 1, maxLength: 4 }),
      fc.array(fc.constantFrom(...excludes(base)), { maxLength: 2 }),
      fc.boolean(),
    )
    .map(([include, exclude, excludeFirst]) => (excludeFirst ? [...exclude, ...include] : [...include, ...exclude]));

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mse-discover-plain-'));
  await makeTree(path.join(root, 'plain'), FILE_LINKS);
  await makeTree(path.join(root, 'linked'), [...FILE_LINKS, ...FOLDER_LINKS]);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('discoverScenarioFiles without the glob library', () => {
  it('finds what tinyglobby finds, for generated pattern lists on a tree without folder symlinks', async () => {
    const base = path.join(root, 'plain');
    const workspace = path.join(base, 'ws');
    let fast = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(patternLists(base), async (globs) => {
        runs++;
        const expected = await discoverWithGlobLibrary(globs, workspace);
        const plain = await discoverPlainPaths(globs, workspace);
        if (plain !== undefined) {
          fast++;
          expect(plain, JSON.stringify(globs)).toEqual(expected);
        }
        expect(await discoverScenarioFiles(globs, workspace)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
    // The comparison means something only if the fast path answered often.
    console.info(`fast path answered ${fast} of ${runs}`);
    expect(fast).toBeGreaterThan(runs / 4);
  });

  it('finds what tinyglobby finds with symlinked folders and loops (by giving way to it)', async () => {
    const base = path.join(root, 'linked');
    const workspace = path.join(base, 'ws');
    await fc.assert(
      fc.asyncProperty(patternLists(base), async (globs) => {
        const expected = await discoverWithGlobLibrary(globs, workspace);
        const plain = await discoverPlainPaths(globs, workspace);
        if (plain !== undefined) expect(plain, JSON.stringify(globs)).toEqual(expected);
        expect(await discoverScenarioFiles(globs, workspace)).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });

  // s/link-file.yaml is s/sub/g.yaml again: one path per real file, its own.
  it('answers the default globs, a plain folder and a folder outside the workspace itself', async () => {
    const base = path.join(root, 'plain');
    const workspace = path.join(base, 'ws');
    for (const globs of [
      ['s/**/*.yaml', 's/**/*.yml'],
      ['s'],
      [path.join(base, 'out')],
      ['missing'],
      ['s', '!s/sub'],
    ]) {
      const plain = await discoverPlainPaths(globs, workspace);
      expect(plain, JSON.stringify(globs)).toBeDefined();
      expect(plain).toEqual(await discoverWithGlobLibrary(globs, workspace));
    }
    expect((await discoverPlainPaths(['s'], workspace))!.files.map((file) => path.relative(workspace, file))).toEqual([
      's/a.yaml',
      's/b.yml',
      's/back\\slash.yaml',
      's/bang!.yml',
      's/br[a]ck.yaml',
      's/dir.yaml/j.yaml',
      's/sp ace.yaml',
      's/star*.yaml',
      's/sub/deep/h.yml',
      's/sub/g.yaml',
      's/sub/link-out.yml',
      's/uni-é.yml',
    ]);
  });

  it('gives way to the glob library for globs, dot and node_modules paths, and symlinked folders', async () => {
    const workspace = path.join(root, 'linked', 'ws');
    for (const globs of [['s/*.yaml'], ['.github'], ['s/node_modules'], ['s'], ['..'], ['s', '!.'], ['s', '!s/**']]) {
      expect(await discoverPlainPaths(globs, workspace), JSON.stringify(globs)).toBeUndefined();
    }
  });

  it('gives way to the glob library with no rejection left unhandled, while other folders are still walked', async () => {
    // Folders each holding a symlinked folder, next to a symlinked folder: whichever the walk meets
    // first, the others still running must not reject unobserved (Node would end the process).
    const workspace = path.join(root, 'racing');
    for (let index = 0; index < 8; index++) {
      await mkdir(path.join(workspace, 't', `a${index}`, 'sub'), { recursive: true });
      await writeFile(path.join(workspace, 't', `a${index}`, 'sub', 'x.yaml'), '');
      await symlink('sub', path.join(workspace, 't', `a${index}`, 'link'));
    }
    await symlink('a0', path.join(workspace, 't', 'z'));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(await discoverPlainPaths(['t'], workspace)).toBeUndefined();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
    expect((await discoverScenarioFiles(['t'], workspace)).files).toHaveLength(8);
  });

  it('treats as plain only what the glob library does not see as a glob', () => {
    const GLOB_CHARACTERS = /[*?[\]{}()!+@|\\]/;
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'ab./-_ ~#$%^&=,;:\'"`<>é*?[]{}()!+@|\\'.split('')) }),
        (text) => {
          if (!GLOB_CHARACTERS.test(text)) expect(isDynamicPattern(text), text).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
