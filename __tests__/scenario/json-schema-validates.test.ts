import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
// ajv comes with the MCP SDK (which validates tool schemas with it): a JSON Schema validator like
// the one editors use, so the committed schema is tried on real files, not only compared.
import { Ajv } from 'ajv';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/runner.js';
import { INVALID_CORPUS_DIR } from './invalid-corpus.js';

const schema: unknown = JSON.parse(await readFile(path.join(ROOT, 'scenario.schema.json'), 'utf8'));
const validate = new Ajv({ allErrors: true }).compile(schema as object);

/**
 * The documents of a file as plain values; undefined when there is nothing for a schema to judge:
 * YAML cannot read the file, or it holds no document (the loader catches both on its own).
 */
async function documentsOf(file: string): Promise<unknown[] | undefined> {
  const docs = parseAllDocuments(await readFile(file, 'utf8'));
  if (docs.length === 0 || [...docs].some((doc) => doc.errors.length > 0)) return undefined;
  try {
    return [...docs].map((doc) => doc.toJS()).filter((value, index, all) => value !== null || all.length === 1);
  } catch {
    return undefined;
  }
}

describe('scenario.schema.json as an editor would apply it', () => {
  it.each([
    'scenarios/ecnl/find_events_basic.yaml',
    'scenarios/ecnl/conferences.yaml',
    // Checks on a step, `save` and `${name}`.
    'scenarios/ecnl/events.yaml',
    // Agent scenarios (prompt:), with operators in expected_calls.
    'scenarios/ecnl/agent.yaml',
    'scenarios/nwsl/agent.yaml',
    '__tests__/fixtures/suites/selection/multi.yaml',
    '__tests__/fixtures/suites/selection/nested/delta.yml',
  ])('accepts every document of %s', async (file) => {
    const documents = (await documentsOf(path.join(ROOT, file)))!;
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
  });

  it('accepts an agent scenario with prompt_from, and refuses it beside prompt or with agent keys alone', () => {
    const fromPrompt = { name: 'a', prompt_from: { prompt: 'summarize_note', args: { id: 1234 } }, max_calls: 2 };
    expect(validate(fromPrompt), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...fromPrompt, prompt: 'p' })).toBe(false);
    expect(validate({ ...fromPrompt, prompt_from: { prompt: 'x', args: { id: [1] } } })).toBe(false);
    expect(validate({ name: 'a', max_calls: 2 })).toBe(false);
  });

  it('rejects every corpus file that YAML can read, except those only the loader can judge', async () => {
    const files = (await readdir(INVALID_CORPUS_DIR, { recursive: true }))
      .filter((file) => /\.ya?ml$/.test(file))
      .sort();
    const accepted: string[] = [];
    for (const file of files) {
      const documents = await documentsOf(path.join(INVALID_CORPUS_DIR, file));
      if (documents === undefined) continue;
      if (documents.every((document) => validate(document))) accepted.push(file.split(path.sep).join('/'));
    }
    expect(accepted).toEqual([
      // Two pairs of files that only clash with each other.
      'case-only-names/first.yaml',
      'case-only-names/second.yaml',
      'duplicate-names/first.yaml',
      'duplicate-names/second.yaml',
      // A JSON Schema cannot see which step saves a name, nor read a regular expression's groups or
      // whether RE2 can run it.
      'ref-before-save.yaml',
      'ref-in-check.yaml',
      'ref-in-key.yaml',
      'ref-malformed.yaml',
      'ref-unknown.yaml',
      'save-backreference.yaml',
      'save-bad-regex.yaml',
      'save-lookahead.yaml',
      'save-no-group.yaml',
      'save-two-groups.yaml',
    ]);
  });
});
