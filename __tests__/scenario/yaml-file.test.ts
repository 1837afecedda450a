// The loader of the YAML files a user writes beside the scenarios (scenario/yaml-file.ts), through the suppressions files that use it.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseYamlFile, yamlMapping } from '../../src/scenario/yaml-file.js';
import { loadSuppressions, parseSuppressions } from '../../src/server-tools/lint/suppressions.js';
import { SCENARIO_FILE_LIMIT_BYTES } from '../../src/model/limits.js';

const file = '.mcp-scenario-eval-lint.yaml';
const message = (text: string) => {
  try {
    parseSuppressions(text, file);
  } catch (caught) {
    return (caught as Error).message;
  }
  return 'no error';
};

describe('yaml-file', () => {
  it('gives every problem at its line and column, an unknown key first, with the closest allowed key', () => {
    const schema = yamlMapping(
      { name: z.string({ error: '"name" must be a string' }), count: z.number().optional() },
      { holds: 'the file has name and count', expected: 'expected a mapping' },
    );
    const loaded = parseYamlFile('count: 2\nnme: x\n', 'f.yaml', schema);
    expect(loaded.value).toBeUndefined();
    expect(loaded.errors.map((error) => [error.position.line, error.position.column, error.message])).toEqual([
      [2, 1, 'unknown key "nme": did you mean "name"?; the file has name and count'],
      [1, 1, '"name" must be a string'],
    ]);
    expect(parseYamlFile('name: x\n', 'f.yaml', schema)).toMatchObject({ value: { name: 'x' }, errors: [] });
  });

  it('a suppressions file: syntax errors and duplicate keys in the words of a scenario file; a misspelt key gets a did-you-mean', () => {
    expect(message('suppress: [\n')).toBe(
      `${file}:1: YAML syntax error: the list opened with \`[\` at 1:11 is never closed (the parser gave up at 2:1); add the closing \`]\``,
    );
    expect(message('a: 1\na: 2\n')).toBe(
      `${file}:2: duplicate key \`a\`: a key may appear only once in a mapping; remove one of them`,
    );
    expect(message('supress: []\n')).toBe(
      `${file}:1: unknown key "supress": did you mean "suppress"?; the file has one key, "suppress"`,
    );
    expect(message('suppress:\n  - rule: deep-nesting\n    tool: x\n    reason: r\n    reasn: y\n')).toBe(
      `${file}:2: unknown key "reasn": did you mean "reason"?; an entry has rule, tool and reason`,
    );
    expect(message('suppress:\n  - 3\n')).toBe(`${file}:2: each entry is a mapping with rule, tool and reason`);
    expect(parseSuppressions('', file)).toEqual([]);
    expect(parseSuppressions('suppress:\n', file)).toEqual([]);
  });

  it('a suppressions file over the scenario file size limit is refused before it is read; a missing one is empty', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-yaml-file-'));
    const big = path.join(folder, file);
    await writeFile(big, `# ${'x'.repeat(SCENARIO_FILE_LIMIT_BYTES)}\n`);
    await expect(loadSuppressions(big, { cwd: folder })).rejects.toThrow(
      /^\.mcp-scenario-eval-lint\.yaml:1: .* bytes, over the limit of 1,048,576 bytes for a lint suppressions file/,
    );
    await expect(loadSuppressions(path.join(folder, 'none.yaml'), { cwd: folder })).resolves.toEqual([]);
    await expect(loadSuppressions(path.join(folder, 'none.yaml'), { cwd: folder, required: true })).rejects.toThrow(
      /^cannot read the lint suppressions file .*none\.yaml: ENOENT/,
    );
  });
});
