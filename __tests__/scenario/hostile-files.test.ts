import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIO_FILE_LIMIT_BYTES, SCENARIO_NESTING_LIMIT } from '../../src/model/limits.js';
import { loadSuite } from '../../src/scenario/index.js';
import { loadScenarioFile } from '../../src/scenario/load.js';

const VALID = 'name: ok\ntool_sequence:\n  - tool: t\nexpected_contains: ["a"]\n';

/** A scenario whose `args` nest block mappings `depth` levels deep, each key one line further in. */
function nested(depth: number): string {
  let text = 'name: deep\ntool_sequence:\n  - tool: t\n    args:\n';
  for (let level = 0; level < depth; level++) text += `${' '.repeat(6 + level)}k:\n`;
  return `${text}${' '.repeat(6 + depth)}v: 1\nexpected_contains: ["a"]\n`;
}

async function workspaceWith(files: Record<string, string | Buffer>): Promise<string> {
  const workspace = await mkdtemp(path.join(tmpdir(), 'mse-hostile-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(workspace, name)), { recursive: true });
    await writeFile(path.join(workspace, name), content);
  }
  return workspace;
}

describe('hostile scenario files', () => {
  it.each([
    ['mappings 1,400 deep', nested(1_400), 4 + SCENARIO_NESTING_LIMIT - 2],
    [
      'lists 5,000 deep on one line',
      `name: deep\ntool_sequence:\n  - tool: t\n    args:\n      k:\n        ${'- '.repeat(5_000)}1\nexpected_contains: ["a"]\n`,
      6,
    ],
  ])(
    'block %s is `nesting too deep` at its line, next to the other files’ errors',
    async (_, deep, line) => {
      const workspace = await workspaceWith({
        'scenarios/a-deep.yaml': deep,
        'scenarios/b-bad.yaml': 'name: bad\ntool_sequence: []\nexpected_contains: ["a"]\n',
        'scenarios/c-ok.yaml': VALID,
      });
      const suite = await loadSuite(['scenarios'], workspace);
      expect(suite.errors.map((error) => [error.position.file, error.position.line])).toEqual([
        ['scenarios/a-deep.yaml', line],
        ['scenarios/b-bad.yaml', 2],
      ]);
      expect(suite.errors[0]!.message).toMatch(/^nesting too deep: .* more than 100 levels/);
      expect(suite.scenarios.map((scenario) => scenario.name)).toEqual(['ok']);
    },
    30_000,
  );

  it('keeps nesting under the limit, block scalars and sequences of mappings', () => {
    expect(loadScenarioFile(nested(SCENARIO_NESTING_LIMIT - 10), '/w/x.yaml', 'x.yaml').errors).toEqual([]);
    const scalar = `name: s\ntool_sequence:\n  - tool: t\n    args:\n      text: |\n${Array.from({ length: 300 }, (_, i) => ' '.repeat(8 + i) + 'x').join('\n')}\nexpected_contains: ["a"]\n`;
    expect(loadScenarioFile(scalar, '/w/x.yaml', 'x.yaml').errors).toEqual([]);
  });

  it('loads a file reached twice (a symlinked folder, a symlink loop) once', async () => {
    const workspace = await workspaceWith({ 'scenarios/real/one.yaml': VALID });
    await symlink(path.join(workspace, 'scenarios/real'), path.join(workspace, 'scenarios/alias'));
    await symlink(path.join(workspace, 'scenarios'), path.join(workspace, 'scenarios/real/loop'));
    const suite = await loadSuite(['scenarios/**/*.yaml'], workspace);
    expect(suite.errors).toEqual([]);
    expect(suite.scenarios.map((scenario) => scenario.position.file)).toEqual(['scenarios/real/one.yaml']);
  });

  it('refuses invalid UTF-8 at its line and column, with the byte', async () => {
    const bytes = Buffer.concat([
      Buffer.from('name: x\ntool_sequence:\n  - tool: t\n    args: {q: "caf'),
      Buffer.from([0xe9]),
      Buffer.from('"}\nexpected_contains: ["é"]\n'),
    ]);
    const workspace = await workspaceWith({ 'scenarios/latin1.yaml': bytes, 'scenarios/ok.yaml': VALID });
    const suite = await loadSuite(['scenarios'], workspace);
    expect(suite.errors).toEqual([
      {
        position: { file: 'scenarios/latin1.yaml', line: 4, column: 19 },
        message:
          'scenarios/latin1.yaml is not valid UTF-8: the byte 0xE9 at line 4, column 19 is not part of a UTF-8 character; save the file as UTF-8',
      },
    ]);
    expect(suite.scenarios.map((scenario) => scenario.name)).toEqual(['ok']);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const big = `${VALID}# ${'x'.repeat(SCENARIO_FILE_LIMIT_BYTES)}\n`;
    const workspace = await workspaceWith({ 'scenarios/big.yaml': big });
    const suite = await loadSuite(['scenarios'], workspace);
    expect(suite.errors).toHaveLength(1);
    expect(suite.errors[0]!.position).toEqual({ file: 'scenarios/big.yaml', line: 1, column: 1 });
    expect(suite.errors[0]!.message).toBe(
      `scenarios/big.yaml is ${Buffer.byteLength(big).toLocaleString('en-US')} bytes, over the limit of 1,048,576 bytes for a scenario file; split it into several files, or leave it out with a \`!\` glob if it is not a scenario`,
    );
  });
});

describe('every problem of a file in one pass', () => {
  it('reports a misspelt key, an unsaved ${name} and a save without a group together', () => {
    const text = [
      'name: one_pass', // 1
      'tool_sequence:', // 2
      '  - tool: post', // 3
      '    args: {text: "hi"}', // 4
      '    save:', // 5
      '      message: "id=\\\\d+"', // 6
      '  - tool: get', // 7
      '    args: {id: "${mesage}"}', // 8
      'expected_contain: ["x"]', // 9
    ].join('\n');
    const errors = loadScenarioFile(text, '/w/x.yaml', 'x.yaml').errors;
    expect(errors.map((error) => [error.position.line, error.message])).toEqual([
      [
        6,
        '`tool_sequence[0].save.message` must have exactly one capture group, the part to save, but "id=\\\\d+" has 0: put the part to save in ( )',
      ],
      [
        8,
        '`tool_sequence[1].args.id` uses ${mesage}, but no earlier step saves it: did you mean ${message}? (write $${ for a literal ${)',
      ],
      [9, 'unknown key `expected_contain` in the scenario: did you mean `expected_contains`?'],
    ]);
  });
});
