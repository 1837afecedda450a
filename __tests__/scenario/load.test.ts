import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../src/scenario/load.js';
import type { ToolStep } from '../../src/kinds/tool-sequence/steps/tool.js';
import { lineOf, ROOT } from '../helpers/runner.js';
import { toolSequence } from '../helpers/scenarios.js';

const MULTI = '__tests__/fixtures/suites/selection/multi.yaml';

function load(text: string) {
  return loadScenarioFile(text, '/workspace/x.yaml', 'x.yaml');
}

describe('loadScenarioFile on valid files', () => {
  it('loads the SPEC scenario with the position of every check', async () => {
    const file = path.join(ROOT, 'scenarios/ecnl/find_events_basic.yaml');
    const loaded = loadScenarioFile(await readFile(file, 'utf8'), file, 'scenarios/ecnl/find_events_basic.yaml');
    expect(loaded.errors).toEqual([]);
    expect(loaded.scenarios).toHaveLength(1);
    const [scenario] = loaded.scenarios;
    expect(scenario).toMatchObject({
      name: 'find_events_basic',
      absolutePath: file,
      position: { file: 'scenarios/ecnl/find_events_basic.yaml', line: 1, column: 7 },
      steps: [{ tool: 'find_events', args: {}, expectError: false, position: { line: 3, column: 5 } }],
      expectedContains: [
        { value: 'North Atlantic', position: { line: 6, column: 5 } },
        { value: '2025-26', position: { line: 7, column: 5 } },
      ],
      expectedNotContains: [],
      expectedJudge: [
        {
          value: 'Output lists at least one ECNL event with a conference and a season.',
          position: { line: 9, column: 5 },
        },
      ],
      live: false,
    });
    expect(scenario!.skip).toBeUndefined();
    expect(toolSequence(scenario).steps[0]!.timeoutMs).toBeUndefined();
  });

  it('loads every document of a multi-document file, with defaults, positions and a trailing ---', async () => {
    const file = path.join(ROOT, MULTI);
    const loaded = loadScenarioFile(await readFile(file, 'utf8'), file, MULTI);
    expect(loaded.errors).toEqual([]);
    expect(loaded.scenarios.map((s) => [s.name, s.position.line, s.live, s.skip])).toEqual([
      ['select.alpha', await lineOf(file, 'name: select.alpha'), true, undefined],
      ['select.beta', await lineOf(file, 'name: select.beta'), false, undefined],
      [
        'select.gamma-skipped',
        await lineOf(file, 'name: select.gamma'),
        false,
        'waits for the server to list Texas events',
      ],
    ]);
    const [alpha, beta] = loaded.scenarios;
    expect(alpha!.description).toBe('First document of a multi-document file.');
    expect(
      (toolSequence(alpha).steps as ToolStep[]).map((step) => [
        step.tool,
        step.args,
        step.timeoutMs,
        step.position.line,
      ]),
    ).toEqual([
      ['list_conferences', {}, undefined, await lineOf(file, '- tool: list_conferences')],
      [
        'find_events',
        { conference: 'North Atlantic', season: '2025-26' },
        5000,
        await lineOf(file, '- tool: find_events'),
      ],
    ]);
    expect(alpha!.expectedNotContains).toEqual([
      { value: 'Frisco, TX', position: { file: MULTI, line: await lineOf(file, '- "Frisco, TX"'), column: 5 } },
    ]);
    // An `expect_error: true` step is a check of its own.
    expect(toolSequence(beta).steps[0]).toMatchObject({
      tool: 'get_event',
      args: { id: 'no-such-event' },
      expectError: true,
    });
  });

  it('accepts a Windows line ending and a byte-order mark without moving positions', () => {
    const loaded = load('\uFEFFname: crlf\r\ntool_sequence:\r\n  - tool: t\r\nexpected_contains:\r\n  - "x"\r\n');
    expect(loaded.errors).toEqual([]);
    expect(loaded.scenarios[0]!.expectedContains[0]!.position).toMatchObject({ line: 5, column: 5 });
  });

  it('keeps args exactly as written, nested values and all', () => {
    const loaded = load(
      'name: a\ntool_sequence:\n  - tool: t\n    args: { n: 3, flag: false, list: [1, "2"], nested: { k: null } }\nexpected_judge: ["c"]\n',
    );
    expect((toolSequence(loaded.scenarios[0]).steps[0] as ToolStep).args).toEqual({
      n: 3,
      flag: false,
      list: [1, '2'],
      nested: { k: null },
    });
  });

  it('gives a step its defaults: empty args, expect_error false, no timeout unless set', () => {
    const loaded = load(
      'name: echo_1\ntool_sequence:\n  - tool: echo\n    args: { message: "hi" }\n  - tool: echo\n    timeout_ms: 5000\nexpected_contains: ["Echo: hi"]\n',
    );
    expect(loaded.errors).toEqual([]);
    expect(
      (toolSequence(loaded.scenarios[0]).steps as ToolStep[]).map((step) => [
        step.tool,
        step.args,
        step.expectError,
        step.timeoutMs,
      ]),
    ).toEqual([
      ['echo', { message: 'hi' }, false, undefined],
      ['echo', {}, false, 5000],
    ]);
  });
});

describe('loadScenarioFile errors beyond the corpus', () => {
  it('reports every error of one document, in source order', () => {
    const loaded = load('name: a b\ncolour: red\ntool_sequence:\n  - tool: ""\n    arg: {}\nlive: 1\n');
    expect(loaded.errors.map((e) => [e.position.line, e.position.column, e.message.split(/[;:] /)[0]])).toEqual([
      [1, 7, '`name` may contain only letters, digits, `_`, `.` and `-`'],
      [2, 1, 'unknown key `colour` in the scenario'],
      [4, 11, '`tool_sequence[0].tool` must not be an empty string'],
      [5, 5, 'unknown key `arg` in `tool_sequence[0]`'],
      [6, 7, '`live` must be true or false, got 1'],
    ]);
  });

  it('validates every document of a file even when an earlier one is broken', () => {
    const loaded = load(
      'name: a: b\n---\nname: b\ntool_sequence: []\n---\nname: c\ntool_sequence:\n  - tool: t\nexpect: 1\n',
    );
    expect(loaded.errors.map((e) => [e.position.line, e.message.split(':')[0]])).toEqual([
      [1, 'YAML syntax error'],
      [4, '`tool_sequence` must list at least one tool call, got an empty list'],
      [9, 'unknown key `expect` in the scenario; the keys are'],
    ]);
  });

  it('reports each duplicate key, and refuses an alias bomb instead of expanding it', () => {
    const duplicates = load('name: a\nname: b\ntool_sequence: []\ntool_sequence: []\n');
    expect(duplicates.errors.map((e) => [e.position.line, e.message.split(':')[0]])).toEqual([
      [2, 'duplicate key `name`'],
      [4, 'duplicate key `tool_sequence`'],
    ]);
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (const letter of 'bcdefgh') {
      const previous = String.fromCharCode(letter.charCodeAt(0) - 1);
      bomb.push(`${letter}: &${letter} [${Array(10).fill(`*${previous}`).join(',')}]`);
    }
    const refused = load(`${bomb.join('\n')}\nname: x\n`);
    expect(refused.scenarios).toEqual([]);
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors[0]!.message).toMatch(/^cannot read this YAML document: .*alias/i);
  });

  it('suggests keys one by one when every key is misspelt, without calling the suggested keys missing too', () => {
    const loaded = load('Name: a\nTool_Sequence:\n  - tool: t\nexpected_judg: ["c"]\n');
    expect(loaded.errors.map((e) => [e.position.line, e.message])).toEqual([
      [1, 'unknown key `Name` in the scenario: did you mean `name`?'],
      [2, 'unknown key `Tool_Sequence` in the scenario: did you mean `tool_sequence`?'],
      [4, 'unknown key `expected_judg` in the scenario: did you mean `expected_judge`?'],
    ]);
    const step = load('name: a\ntool_sequence:\n  - tol: t\nexpected_judge: ["c"]\n');
    expect(step.errors.map((e) => e.message)).toEqual([
      'unknown key `tol` in `tool_sequence[0]`: did you mean `tool`?',
    ]);
  });

  it('points at a number key the way it was written', () => {
    const loaded = load('name: a\ntool_sequence:\n  - tool: t\n    1: x\nexpected_judge: ["c"]\n');
    expect(loaded.errors).toEqual([
      {
        position: { file: 'x.yaml', line: 4, column: 5 },
        message:
          'unknown key `1` in `tool_sequence[0]`; the keys are: tool, resource, prompt, complete, args, expect_error, timeout_ms, expected_contains, expected_not_contains, save, elicitation, sampling',
      },
    ]);
  });

  it('finds a reference written with an escape (\\x24 is `$`)', () => {
    const loaded = load(
      'name: a\ntool_sequence:\n  - tool: echo\n    args: { message: "\\x24{nope}" }\nexpected_contains: [x]\n',
    );
    expect(loaded.errors.map((error) => error.message)).toEqual([
      expect.stringContaining('uses ${nope}, but no earlier step saves it'),
    ]);
  });
});

describe('an unclosed `{` or `[`: where it opened, and where the parser gave up', () => {
  it('names the inner `[` when a `}` closes the `{` around it first', () => {
    const { errors } = load(
      'name: a\ntool_sequence:\n  - tool: t\n    args: { item: [1, 2 }\nexpected_contains: ["x"]\n',
    );
    expect(errors).toEqual([
      {
        position: { file: 'x.yaml', line: 4, column: 19 },
        message:
          'YAML syntax error: the list opened with `[` at 4:19 is never closed (the parser gave up at 4:25); add the closing `]`',
      },
    ]);
  });

  it('names a `{` that holds the whole document', () => {
    const { errors } = load('{ name: a,\n  tool_sequence: [{ tool: t }],\n  expected_contains: ["x"]\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.position).toEqual({ file: 'x.yaml', line: 1, column: 1 });
    expect(errors[0]!.message).toMatch(
      /^YAML syntax error: the mapping opened with `\{` at 1:1 is never closed \(the parser gave up at 4:1\)/,
    );
  });
});
