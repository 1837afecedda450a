// The action's `annotations: off|warn|error` (issue 45) against the lying fixture
// (fixtures/servers/annotations/notes.mjs), run as the runner runs it (`node dist/index.js`, INPUT_*):
// error fails the step with its own headline, the summary section lists the findings, each finding is
// an annotation at the tool's line of the committed tools.snapshot.json (else one on the step); warn
// passes with the findings shown; off runs nothing; the JSON report carries the check; a hostile
// probes file is an error naming file:line. Real child-process servers, and one in process.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunAnnotations } from '../../src/model/index.js';
import { toolLines } from '../../src/run/stages/annotations.js';
import { DEFAULT_RUN_PROBES_NAME } from '../../src/config/snapshot.js';
import { DEFAULT_PROBES_FILE } from '../../src/server-tools/annotations/index.js';
import { lineOf, ROOT, runAction, runCli } from '../helpers/runner.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/annotations/notes.mjs');
const COMMAND = `"${process.execPath}" "${FIXTURE}"`;

// Steps with no expectations: every scenario passes, so what fails the step is the annotations check.
const SCENARIO = `name: notes
tool_sequence:
  - tool: read_note
    args: { name: welcome }
  - tool: create_note
    args: { title: Groceries }
  - tool: tag_note
    args: { name: welcome, tag: urgent }
  - tool: set_color
    args: { color: red }
  - tool: search_notes
    args: { query: welcome }
  - tool: archive_note
    args: { name: todo }
expected_not_contains:
  - Traceback
`;
const PROBES = `probes:
  - tool: stats
ignore:
  - "^audit: "
`;
const LIARS = [
  ['view_note', 'not-read-only'],
  ['create_note', 'not-idempotent'],
  ['archive_note', 'destructive'],
];

async function workspace(files: Record<string, string>) {
  const cwd = await mkdtemp(path.join(tmpdir(), 'mse-annotations-action-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(cwd, name)), { recursive: true });
    await writeFile(path.join(cwd, name), text);
  }
  return cwd;
}

const findingsOf = (report: RunAnnotations | undefined) =>
  (report?.tools ?? []).flatMap((tool) => tool.findings.map((finding) => [finding.tool, finding.kind]));

describe('the action, annotations: error|warn|off', () => {
  it('error, a snapshot committed: the step fails, the summary lists the findings, each at its tool line of the snapshot; the JSON report carries them', async () => {
    const cwd = await workspace({ 'scenarios/notes.yaml': SCENARIO, 'scenarios/annotations.yaml': PROBES });
    const saved = await runCli(['tools', '--save', 'scenarios/tools.snapshot.json', '--server-command', COMMAND], {
      cwd,
    });
    expect(saved.code, saved.stderr).toBe(0);
    const run = await runAction(
      { 'server-command': COMMAND, annotations: 'error', 'report-json': 'report.json' },
      { workspace: cwd, timeoutMs: 300_000 },
    );
    const report = JSON.parse(await readFile(path.join(cwd, 'report.json'), 'utf8')) as {
      annotations?: RunAnnotations;
      failed: boolean;
      totals: { failed: number };
    };
    expect(report.totals.failed, run.stdout).toBe(0);
    expect(report.failed).toBe(true);
    expect(report.annotations?.mode).toBe('error');
    expect(findingsOf(report.annotations)).toEqual(LIARS);
    expect(report.annotations?.error).toBeUndefined();
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'the annotations check found 3 tool annotation(s) that are not true (annotations: error)',
    );
    expect(run.summary).toContain('Annotations: 3 findings');
    // Names escaped for Markdown (`_` → `\_`), as every name from the server.
    for (const [tool] of LIARS) expect(run.summary).toContain(`<code>${tool!.replaceAll('_', '\\_')}</code>`);
    expect(run.summary).toContain('reproduce: <code>npx mcp-scenario-eval annotations');
    const snapshot = path.join(cwd, 'scenarios/tools.snapshot.json');
    for (const [tool] of LIARS) {
      const annotation = run.annotations.find((item) => item.properties.title?.startsWith(`annotations: ${tool} `));
      expect(annotation, run.stdout).toMatchObject({
        level: 'error',
        properties: {
          file: 'scenarios/tools.snapshot.json',
          line: String(await lineOf(snapshot, `"name": "${tool}"`)),
        },
      });
    }
    // The log has the section as text, with workflow commands stopped around it.
    expect(run.stdout).toContain('Annotations (annotations: error)');
  }, 300_000);

  it('warn, in process, no snapshot: the step passes with the findings shown, each a warning on the step', async () => {
    const cwd = await workspace({ 'scenarios/notes.yaml': SCENARIO, 'scenarios/annotations.yaml': PROBES });
    const run = await runAction(
      { 'server-module': FIXTURE, annotations: 'warn', 'report-json': 'report.json' },
      { workspace: cwd, timeoutMs: 300_000 },
    );
    const report = JSON.parse(await readFile(path.join(cwd, 'report.json'), 'utf8')) as {
      annotations?: RunAnnotations;
    };
    expect(findingsOf(report.annotations)).toEqual(LIARS);
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toContain('`annotations: warn`: the findings do not fail the step.');
    const warnings = run.annotations.filter((item) => item.properties.title?.startsWith('annotations: '));
    expect(warnings.map((item) => [item.level, item.properties.file])).toEqual([
      ['warning', undefined],
      ['warning', undefined],
      ['warning', undefined],
    ]);
    expect(warnings[0]!.message).toContain('reproduce: npx mcp-scenario-eval annotations');
  }, 300_000);

  it('off (the default): nothing is checked, no section, no key', async () => {
    const cwd = await workspace({ 'scenarios/notes.yaml': SCENARIO });
    const run = await runAction({ 'server-command': COMMAND, 'report-json': 'report.json' }, { workspace: cwd });
    const report = JSON.parse(await readFile(path.join(cwd, 'report.json'), 'utf8')) as Record<string, unknown>;
    expect(run.code, run.stdout).toBe(0);
    expect(report).not.toHaveProperty('annotations');
    expect(run.summary).not.toContain('Annotations:');
  }, 60_000);

  it('a hostile probes file: the step fails naming file:line', async () => {
    const cwd = await workspace({
      'scenarios/notes.yaml': SCENARIO,
      'probes.yaml': 'probes:\n  - tool: stats\nignore:\n  - "(unclosed"\n',
    });
    const run = await runAction(
      { 'server-command': COMMAND, annotations: 'error', 'annotations-probes': 'probes.yaml' },
      { workspace: cwd },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/probes\.yaml:4: "ignore" "\(unclosed" is not a regular expression/);
    expect(run.summary).toContain('the check could not be done');
  }, 60_000);
});

describe('the snapshot line of a tool', () => {
  it("is the tool's own name, not a name inside its schema or a prompt's", () => {
    const text = `{
  "format": 1,
  "tools": [
    {
      "name": "a",
      "inputSchema": {
        "properties": {
          "b": { "default": 1 },
          "name": "b"
        }
      }
    },
    {
      "name": "b"
    }
  ],
  "prompts": [
    {
      "name": "c"
    }
  ]
}`;
    expect(toolLines(text, ['a', 'b', 'c'])).toEqual({ a: 5, b: 14 });
  });

  it('the run looks up the same probes file name as the command', () => {
    expect(DEFAULT_RUN_PROBES_NAME).toBe(DEFAULT_PROBES_FILE);
  });
});
