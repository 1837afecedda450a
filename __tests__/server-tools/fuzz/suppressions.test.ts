import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FUZZ_SUPPRESSIONS_FILE,
  parseFuzzSuppressions,
  suppressionFor,
} from '../../../src/server-tools/fuzz/suppressions.js';
import { ROOT } from '../../helpers/runner.js';
import { runCliInProcess } from '../../helpers/in-process.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/fuzz-target-server.mjs');
const FLAGS = ['--server-command', `"${process.execPath}" "${FIXTURE}"`, '--seed', '7', '--runs', '30'];

describe('the fuzz suppressions file (issue 31 §2), in the form of lint’s', () => {
  it('reads tool, kind, an optional input pattern and a reason; matches by tool (or *), kind and input', () => {
    const entries = parseFuzzSuppressions(
      [
        'suppress:',
        '  - tool: wait_for',
        '    kind: hang',
        `    input: '"n":-'`,
        '    reason: negative n waits forever, by design',
        "  - tool: '*'",
        '    kind: protocol-error',
        '    reason: the stub database is locked',
      ].join('\n'),
      'f.yaml',
    );
    expect(entries.map((entry) => entry.where)).toEqual(['f.yaml:2', 'f.yaml:6']);
    expect(suppressionFor(entries, 'wait_for', 'hang', '{"n":-1}')?.where).toBe('f.yaml:2');
    expect(suppressionFor(entries, 'wait_for', 'hang', '{"n":1}')).toBeUndefined();
    expect(suppressionFor(entries, 'other', 'hang', '{"n":-1}')).toBeUndefined();
    expect(suppressionFor(entries, 'any', 'protocol-error', '{}')?.where).toBe('f.yaml:6');
  });

  it('a malformed file is an error naming the file, the line and what is expected', () => {
    const error = (text: string) => {
      try {
        parseFuzzSuppressions(text, 'f.yaml');
      } catch (caught) {
        return (caught as Error).message;
      }
      return 'no error';
    };
    expect(error('suppress:\n  - tool: a\n    kind: crash\n')).toBe(
      'f.yaml:2: "reason" must be a non-empty string: say why the finding is accepted',
    );
    expect(error('suppress:\n  - tool: a\n    kind: hangs\n    reason: r\n')).toBe(
      'f.yaml:2: unknown kind "hangs": did you mean "hang"?; kinds are crash, hang, protocol-error, leak',
    );
    expect(error('suppress:\n  - tool: a\n    kind: hang\n    input: "("\n    reason: r\n')).toMatch(
      /^f\.yaml:2: "input" "\(" is not a regular expression \(.*\); it is searched in the input as JSON/,
    );
    expect(error('suppress:\n  - tool: a\n    rule: hang\n')).toBe(
      'f.yaml:2: unknown key "rule"; an entry has tool, kind, reason and (optionally) input',
    );
    expect(error('ignore: []\n')).toBe('f.yaml:1: unknown key "ignore"; the file has one key, "suppress"');
  });

  it('a suppressed finding is listed with its reason and not counted; an entry that matched nothing is reported stale; a bad file is exit 2', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-suppress-'));
    const jsonFile = path.join(folder, 'fuzz.json');
    await writeFile(
      path.join(folder, FUZZ_SUPPRESSIONS_FILE),
      [
        'suppress:',
        '  - tool: internal_error',
        '    kind: protocol-error',
        '    reason: the stub database is locked on big n',
        '  - tool: echo',
        '    kind: crash',
        '    reason: once crashed on long text',
        '  - tool: read_only',
        '    kind: crash',
        '    reason: read_only is not fuzzed in this run',
      ].join('\n'),
    );
    const env = { MCP_EVAL_FUZZ_TOOLS: 'internal_error,echo,read_only' };
    const run = await runCliInProcess(
      ['fuzz', ...FLAGS, '--tool', 'internal_error', '--tool', 'echo', '--json', jsonFile],
      {
        cwd: folder,
        env,
      },
    );
    expect(run.stdout).toMatch(/OK {3}internal_error \(.*suppressed: protocol-error\)/);
    expect(run.stdout).toContain(
      `Suppressed: protocol-error in internal_error (${FUZZ_SUPPRESSIONS_FILE}:2, not counted)`,
    );
    expect(run.stdout).toContain('  reason: the stub database is locked on big n');
    expect(run.stdout).toContain(
      `note ${FUZZ_SUPPRESSIONS_FILE}:5: the suppression of crash for echo matched no finding in this run (seed 7)`,
    );
    // Not fuzzed in this run: not judged stale.
    expect(run.stdout).not.toContain(`${FUZZ_SUPPRESSIONS_FILE}:8`);
    expect(run.stdout).toContain('2 tool(s) fuzzed, 0 skipped, 0 finding(s), 1 suppressed');
    expect(run.code).toBe(0);
    const report = JSON.parse(await readFile(jsonFile, 'utf8')) as {
      tools: { tool: string; suppressed?: { kind: string; reason: string }[] }[];
      unusedSuppressions: { where: string }[];
    };
    expect(report.tools.find((tool) => tool.tool === 'internal_error')!.suppressed).toMatchObject([
      { kind: 'protocol-error', reason: 'the stub database is locked on big n' },
    ]);
    expect(report.unusedSuppressions.map((entry) => entry.where)).toEqual([`${FUZZ_SUPPRESSIONS_FILE}:5`]);

    // An input pattern the finding's inputs do not match leaves it a finding.
    const narrow = path.join(folder, 'narrow.yaml');
    await writeFile(
      narrow,
      'suppress:\n  - tool: internal_error\n    kind: protocol-error\n    input: \'"n":-\'\n    reason: negative n only\n',
    );
    const found = await runCliInProcess(['fuzz', ...FLAGS, '--suppressions', narrow], {
      cwd: folder,
      env: { MCP_EVAL_FUZZ_TOOLS: 'internal_error' },
    });
    expect(found.stdout).toMatch(/FIND internal_error: protocol-error/);
    expect(found.code).toBe(1);

    const bad = path.join(folder, 'bad.yaml');
    await writeFile(bad, 'suppress:\n  - tool: echo\n    kind: crash\n');
    const refused = await runCliInProcess(['fuzz', ...FLAGS, '--suppressions', bad], { cwd: folder, env });
    expect(refused.stderr).toContain('bad.yaml:2: "reason" must be a non-empty string');
    expect(refused.code).toBe(2);
    const missing = await runCliInProcess(['fuzz', ...FLAGS, '--suppressions', path.join(folder, 'none.yaml')], {
      cwd: folder,
      env,
    });
    expect(missing.stderr).toContain('cannot read the fuzz suppressions file');
    expect(missing.code).toBe(2);
  }, 180_000);
});
