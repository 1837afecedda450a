// `annotations` against its fixture (fixtures/servers/annotations/notes.mjs): exactly the lying tools
// found, each with a minimal input, in both eras, over stdio and in-process; volatile lines and probe
// ignores left out and listed; live refused; suppressions; hostile probes files; a server that hangs
// or dies mid-check (bounded, reported, never exit 0). Real child processes, real SDKs.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnnotationsReport } from '../../../src/model/annotations.js';
import { ROOT } from '../../helpers/runner.js';
import { runCliInProcess } from '../../helpers/in-process.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/annotations/notes.mjs');
const STDIO = ['--server-command', `"${process.execPath}" "${FIXTURE}"`];
const MODULE = ['--server-module', FIXTURE];

const SCENARIO = `name: notes
steps:
  - tool: read_note
    args: { name: welcome }
  - tool: create_note
    args: { title: Groceries }
  - tool: archive_note
    args: { name: todo }
  - tool: tag_note
    args: { name: welcome, tag: urgent }
  - tool: set_color
    args: { color: red }
  - tool: search_notes
    args: { query: welcome }
`;
const PROBES = `probes:
  - tool: stats
ignore:
  - "^audit: "
`;

async function workspace(
  files: Record<string, string> = { 'scenarios/notes.yaml': SCENARIO, 'scenarios/annotations.yaml': PROBES },
) {
  const cwd = await mkdtemp(path.join(tmpdir(), 'mse-annotations-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(cwd, name)), { recursive: true });
    await writeFile(path.join(cwd, name), text);
  }
  return cwd;
}

async function check(args: string[], cwd: string) {
  const json = path.join(cwd, 'annotations.json');
  const run = await runCliInProcess(['annotations', ...args, '--seed', '1', '--runs', '4', '--json', json], { cwd });
  const report = JSON.parse(await readFile(json, 'utf8').catch(() => 'null')) as AnnotationsReport | null;
  return { ...run, report };
}

const findingsOf = (report: AnnotationsReport | null) =>
  (report?.tools ?? []).flatMap((tool) =>
    tool.findings.map((finding) => [finding.tool, finding.kind, finding.args, finding.shrunk, finding.verified]),
  );

describe.each([
  ['stdio', STDIO, 'modern'],
  ['stdio', STDIO, 'legacy'],
  ['in-process', MODULE, 'modern'],
  ['in-process', MODULE, 'legacy'],
] as const)('annotations over %s, %s era', (_transport, server, protocol) => {
  it('finds exactly the lying tools, each with a minimal input; the honest pass; the unannotated reader is a suggestion', async () => {
    const cwd = await workspace();
    const run = await check([...server, '--protocol', protocol], cwd);
    expect(findingsOf(run.report)).toEqual([
      ['view_note', 'not-read-only', {}, 'minimal', true],
      ['create_note', 'not-idempotent', { title: '' }, 'minimal', true],
      ['archive_note', 'destructive', {}, 'minimal', true],
    ]);
    expect(run.report!.tools.find((tool) => tool.tool === 'list_notes')?.suggestion).toMatchObject({
      hint: 'readOnlyHint',
    });
    expect(run.report!.tools.filter((tool) => tool.suggestion).map((tool) => tool.tool)).toEqual(['list_notes']);
    // The status resource's timestamp: volatile, left out and listed; the audit line: the probes file's pattern.
    expect(run.report!.ignored).toContainEqual(
      expect.objectContaining({ source: 'resource', where: 'notes://status', why: 'volatile' }),
    );
    expect(run.report!.ignored).toContainEqual(
      expect.objectContaining({ source: 'file', where: 'audit.log', why: 'ignore-pattern' }),
    );
    expect(run.stdout).toContain(
      'declared read-only (readOnlyHint: true); this call changed probe tool: stats (changed)',
    );
    expect(run.stdout).toMatch(/reproduce: npx mcp-scenario-eval annotations .* --tool view_note --seed 1 --runs 4/);
    expect(run.stdout).toContain('openWorldHint is not judged');
    expect(run.report!.error).toBeUndefined();
    expect(run.code, run.stdout + run.stderr).toBe(1);
  }, 120_000);
});

describe('annotations: probes, suppressions, refusals', () => {
  it('without the probes file, the audit line is a change (search_notes found) and the in-memory view counter is not seen', async () => {
    const cwd = await workspace({ 'scenarios/notes.yaml': SCENARIO });
    const run = await check([...STDIO, '--tool', 'search_notes', '--tool', 'view_note'], cwd);
    expect(findingsOf(run.report)).toEqual([['search_notes', 'not-read-only', { query: '' }, 'minimal', true]]);
    expect(run.code).toBe(1);
  }, 60_000);

  it('a suppression with a reason silences a finding (listed, exit 0); an entry matching nothing is listed unused', async () => {
    const cwd = await workspace({
      'scenarios/notes.yaml': SCENARIO,
      'scenarios/annotations.yaml': PROBES,
      '.mcp-scenario-eval-annotations.yaml': `suppress:
  - tool: view_note
    kind: not-read-only
    reason: the view counter is analytics
  - tool: stats
    kind: not-read-only
    reason: stale
`,
    });
    const run = await check([...STDIO, '--tool', 'view_note', '--tool', 'stats'], cwd);
    expect(findingsOf(run.report)).toEqual([]);
    expect(run.report!.tools[0]!.suppressed).toEqual([
      expect.objectContaining({ kind: 'not-read-only', reason: 'the view counter is analytics' }),
    ]);
    expect(run.report!.unusedSuppressions).toEqual([
      expect.objectContaining({ tool: 'stats', where: '.mcp-scenario-eval-annotations.yaml:5' }),
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
  }, 60_000);

  it.each([
    ['bad YAML', 'probes: [tool: x', /annotations\.yaml:\d+:/],
    [
      'an unknown key',
      'probes:\n  - tool: stats\n    argz: {}\n',
      /scenarios\/annotations\.yaml:3: unknown key "argz": did you mean "args"\?/,
    ],
    [
      'a bad regex',
      'probes:\n  - tool: stats\nignore:\n  - "(unclosed"\n',
      /scenarios\/annotations\.yaml:4: "ignore" "\(unclosed" is not a regular expression/,
    ],
    [
      'two kinds in a probe',
      'probes:\n  - tool: stats\n    resource: x://y\n',
      /scenarios\/annotations\.yaml:2: a probe has one of tool:, resource: or prompt:/,
    ],
  ])('a probes file with %s is refused naming file:line (exit 2)', async (_what, text, message) => {
    const cwd = await workspace({ 'scenarios/annotations.yaml': text });
    const run = await runCliInProcess(['annotations', ...STDIO], { cwd });
    expect(run.stderr).toMatch(message);
    expect(run.code).toBe(2);
  });

  it('a live server is refused without --live-read-only (exit 2), naming the flag', async () => {
    const cwd = await workspace({});
    const run = await runCliInProcess(['annotations', '--remote-url', 'http://127.0.0.1:9/mcp'], { cwd });
    expect(run.stderr).toContain('refusing to check the annotations of a live server');
    expect(run.stderr).toContain('--live-read-only');
    expect(run.code).toBe(2);
  });

  it('a server that hangs or dies mid-check: bounded, reported per tool, never exit 0', async () => {
    const cwd = await workspace({});
    const faulty = path.join(ROOT, '__tests__/fixtures/servers/annotations/faulty.mjs');
    const started = performance.now();
    const run = await check(['--server-command', `"${process.execPath}" "${faulty}"`, '--timeout-ms', '1000'], cwd);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(run.report!.tools.map((tool) => [tool.tool, tool.failure?.message])).toEqual([
      ['hang', expect.stringContaining('no answer within 1000 ms')],
      ['die', expect.stringContaining('the server failed on a call of die')],
    ]);
    expect(run.report!.error).toContain('the check did not finish for 2 tool(s)');
    expect(run.code).toBe(1);
  }, 60_000);
});
