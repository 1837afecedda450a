import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSuite } from '../../src/scenario/index.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { ROOT } from '../helpers/runner.js';
import { EXPECTED_ERRORS, INVALID_CORPUS, INVALID_CORPUS_DIR } from './invalid-corpus.js';

async function corpusFiles(): Promise<string[]> {
  const entries = await readdir(INVALID_CORPUS_DIR, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(INVALID_CORPUS_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** Folders of two files that only clash with each other: the same name, and names that differ only in case. */
const CLASHES = ['case-only-names/', 'duplicate-names/'];
const inClash = (file: string) => CLASHES.some((folder) => file.startsWith(folder));

describe('the invalid scenario corpus', () => {
  it('has at least 30 files, and an expected error for every one of them', async () => {
    const files = await corpusFiles();
    expect(files.length).toBeGreaterThanOrEqual(30);
    const expected = new Set(EXPECTED_ERRORS.map((error) => error.file));
    // The first of two clashing files is valid on its own: the second one carries the error.
    expect(files.filter((file) => !expected.has(file))).toEqual(CLASHES.map((folder) => `${folder}first.yaml`));
  });

  for (const expected of EXPECTED_ERRORS.filter((error) => !inClash(error.file))) {
    it(`${expected.file}: ${expected.line}:${expected.column} ${expected.message}`, async () => {
      const shown = `${INVALID_CORPUS}/${expected.file}`;
      const absolute = path.join(INVALID_CORPUS_DIR, expected.file);
      const loaded = loadScenarioFile(await readFile(absolute, 'utf8'), absolute, shown);
      expect(loaded.errors).toEqual([
        { position: { file: shown, line: expected.line, column: expected.column }, message: expected.message },
      ]);
    });
  }

  it.each(CLASHES)(
    'names both places of a name used in two files (%s), with one error at the second',
    async (folder) => {
      const suite = await loadSuite([`${INVALID_CORPUS}/${folder}`], ROOT);
      const [expected] = EXPECTED_ERRORS.filter((error) => error.file.startsWith(folder));
      expect(suite.errors).toEqual([
        {
          position: { file: `${INVALID_CORPUS}/${expected!.file}`, line: expected!.line, column: expected!.column },
          message: expected!.message,
        },
      ]);
      expect(expected!.message).toContain(`${INVALID_CORPUS}/${folder}first.yaml:1`);
      expect(expected!.message).toContain(`${INVALID_CORPUS}/${folder}second.yaml:2`);
    },
  );

  it('reports every error of every file at once, in file order, then line and column', async () => {
    const suite = await loadSuite([`${INVALID_CORPUS}/**/*.yaml`, `${INVALID_CORPUS}/**/*.yml`], ROOT);
    expect(
      suite.errors.map((error) => ({
        file: error.position.file.slice(INVALID_CORPUS.length + 1),
        line: error.position.line,
        column: error.position.column,
        message: error.message,
      })),
    ).toEqual(EXPECTED_ERRORS);
    // The good document of the multi-document file still loads; only its bad neighbour is an error.
    expect(suite.scenarios.map((scenario) => scenario.name)).toContain('multi_document_good');
  });
});
