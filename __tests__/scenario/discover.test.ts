import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoverScenarioFiles, displayPath } from '../../src/scenario/discover.js';

let workspace: string;

async function touch(relative: string): Promise<void> {
  await mkdir(path.dirname(path.join(workspace, relative)), { recursive: true });
  await writeFile(path.join(workspace, relative), '');
}

async function discover(globs: string[]) {
  const found = await discoverScenarioFiles(globs, workspace);
  return { files: found.files.map((file) => displayPath(file, workspace)), unmatched: found.unmatched };
}

beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'mse-discover-'));
  for (const file of [
    'scenarios/b.yaml',
    'scenarios/a.yml',
    'scenarios/Z.yaml',
    'scenarios/deep/er/c.yaml',
    'scenarios/wip/draft.yaml',
    'scenarios/README.md',
    'scenarios/.hidden.yaml',
    'scenarios/node_modules/dep/x.yaml',
    'other/only.yml',
  ])
    await touch(file);
});

describe('discoverScenarioFiles', () => {
  it('finds .yaml and .yml files in a stable, locale-free order, without node_modules or dot files', async () => {
    expect(await discover(['scenarios/**/*.yaml', 'scenarios/**/*.yml'])).toEqual({
      files: [
        'scenarios/Z.yaml',
        'scenarios/a.yml',
        'scenarios/b.yaml',
        'scenarios/deep/er/c.yaml',
        'scenarios/wip/draft.yaml',
      ],
      unmatched: [],
    });
  });

  it('gives the same order whatever the order of the globs', async () => {
    const forward = await discover(['scenarios/b.yaml', 'other/*.yml', 'scenarios/a.yml']);
    const backward = await discover(['scenarios/a.yml', 'other/*.yml', 'scenarios/b.yaml']);
    expect(forward.files).toEqual(['other/only.yml', 'scenarios/a.yml', 'scenarios/b.yaml']);
    expect(backward.files).toEqual(forward.files);
  });

  it('reads a directory as every scenario file below it, and keeps only .yaml and .yml files', async () => {
    expect((await discover(['scenarios/deep'])).files).toEqual(['scenarios/deep/er/c.yaml']);
    expect((await discover(['scenarios/*'])).files).toEqual([
      'scenarios/Z.yaml',
      'scenarios/a.yml',
      'scenarios/b.yaml',
    ]);
  });

  it('excludes with !, a glob or a plain directory, wherever it stands, and skips blank and # lines', async () => {
    const found = await discover(['!scenarios/wip', 'scenarios/**/*.yaml', '', '  # a comment', '!**/Z.yaml']);
    expect(found).toEqual({ files: ['scenarios/b.yaml', 'scenarios/deep/er/c.yaml'], unmatched: [] });
  });

  it('names every glob that matched no scenario file, as it was written', async () => {
    expect(
      await discover([
        'scenarios/*.yaml',
        'nowhere/**/*.yaml',
        'scenarios/README.md',
        'scenarios/wip/*.yaml',
        '!scenarios/wip/**',
      ]),
    ).toEqual({
      files: ['scenarios/Z.yaml', 'scenarios/b.yaml'],
      unmatched: ['nowhere/**/*.yaml', 'scenarios/README.md', 'scenarios/wip/*.yaml'],
    });
  });

  it('does not name the .yml half of a .yaml/.yml pair when the other half matched, but names both when neither did', async () => {
    expect((await discover(['other/**/*.yaml', 'other/**/*.yml'])).unmatched).toEqual([]);
    expect((await discover(['none/**/*.yaml', 'none/**/*.yml'])).unmatched).toEqual([
      'none/**/*.yaml',
      'none/**/*.yml',
    ]);
  });
});
