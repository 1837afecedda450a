// The annotations check in the SARIF report (issue 47 over issue 45) against the lying fixture
// (fixtures/servers/annotations/notes.mjs): `annotations --sarif FILE` validates against the SARIF
// 2.1.0 schema and holds exactly the three findings with their rule metadata, at the tool's line of
// the committed snapshot (else the tool by name), with fingerprints that hold across seeds; a
// suppressed finding carries its reason; a run's SARIF (CLI and action) holds them, at the run's
// level; `run --annotations warn` prints the findings on the terminal. Real child-process servers.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSarif } from '../../src/report/sarif.js';
import type { AnnotationsReport } from '../../src/model/annotations.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { lineOf, ROOT, runAction, runCli } from '../helpers/runner.js';
import { validateSarif } from '../helpers/sarif-schema.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/annotations/notes.mjs');
const COMMAND = `"${process.execPath}" "${FIXTURE}"`;
const STDIO = ['--server-command', COMMAND];
// In-process where the transport is not what is tested: a fresh stub per tool is a fresh process
// over stdio, and these runs check every tool (an in-process check is several times cheaper).
const IN_PROCESS = ['--server-module', FIXTURE];
const FINGERPRINT = 'mcpScenarioEval/v1';

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
  ['annotations/not-read-only', 'view_note'],
  ['annotations/not-idempotent', 'create_note'],
  ['annotations/destructive', 'archive_note'],
];

interface Result {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: {
    physicalLocation?: { artifactLocation: { uri: string; uriBaseId: string }; region: { startLine: number } };
    logicalLocations: { name: string; kind: string; fullyQualifiedName?: string }[];
  }[];
  partialFingerprints: Record<string, string>;
  suppressions?: { kind: string; justification: string }[];
}
interface Log {
  runs: {
    tool: {
      driver: {
        rules: {
          id: string;
          shortDescription: { text: string };
          fullDescription: { text: string };
          help: { text: string };
          helpUri: string;
          defaultConfiguration: { level: string };
        }[];
      };
    };
    results: Result[];
  }[];
}

async function workspace(extra: Record<string, string> = {}) {
  const cwd = await mkdtemp(path.join(tmpdir(), 'mse-sarif-annotations-'));
  const files = { 'scenarios/notes.yaml': SCENARIO, 'scenarios/annotations.yaml': PROBES, ...extra };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(cwd, name)), { recursive: true });
    await writeFile(path.join(cwd, name), text);
  }
  return cwd;
}

async function readLog(file: string): Promise<Log> {
  const log = JSON.parse(await readFile(file, 'utf8')) as Log;
  expect(validateSarif(log)).toEqual([]);
  return log;
}

const annotationResults = (log: Log) =>
  log.runs[0]!.results.filter((result) => result.ruleId.startsWith('annotations/'));

describe('annotations --sarif', () => {
  it('holds exactly the three findings with rule metadata, at the snapshot line; fingerprints hold across seeds', async () => {
    const cwd = await workspace();
    const saved = await runCli(['tools', '--save', 'scenarios/tools.snapshot.json', ...STDIO], { cwd });
    expect(saved.code, saved.stderr).toBe(0);
    const snapshot = path.join(cwd, 'scenarios/tools.snapshot.json');
    const fingerprints: string[][] = [];
    for (const seed of ['1', '2']) {
      const run = await runCliInProcess(
        ['annotations', ...STDIO, '--seed', seed, '--runs', '1', '--sarif', `a${seed}.sarif`],
        { cwd },
      );
      expect(run.code, run.stderr).toBe(1);
      const log = await readLog(path.join(cwd, `a${seed}.sarif`));
      const results = log.runs[0]!.results;
      expect(results.map((result) => [result.ruleId, result.locations[0]!.logicalLocations[0]!.name])).toEqual(LIARS);
      const rules = log.runs[0]!.tool.driver.rules;
      for (const result of results) {
        expect(result.level).toBe('error');
        const rule = rules[result.ruleIndex]!;
        expect(rule.id).toBe(result.ruleId);
        expect(rule.shortDescription.text.length).toBeGreaterThan(10);
        expect(rule.fullDescription.text.length).toBeGreaterThan(rule.shortDescription.text.length);
        expect(rule.help.text).toContain(rule.fullDescription.text);
        expect(rule.helpUri).toMatch(/\/docs\/annotations\.md#what-each-hint-claims-and-how-it-is-observed$/);
        expect(rule.defaultConfiguration.level).toBe('error');
        // The message: the finding's detail and its shrunk input.
        expect(result.message.text).toMatch(/: declared .+ \(input: \{.*\}\)$/);
        const tool = result.locations[0]!.logicalLocations[0]!.name;
        expect(result.locations[0]!.physicalLocation).toEqual({
          artifactLocation: { uri: 'scenarios/tools.snapshot.json', uriBaseId: '%SRCROOT%' },
          region: { startLine: await lineOf(snapshot, `"name": "${tool}"`) },
        });
      }
      fingerprints.push(results.map((result) => result.partialFingerprints[FINGERPRINT]!));
    }
    expect(fingerprints[1]).toEqual(fingerprints[0]);
    expect(new Set(fingerprints[0]).size).toBe(3);
  }, 300_000);

  it('without a snapshot, each finding is its tool by name; a suppressed one carries its reason', async () => {
    const cwd = await workspace({
      '.mcp-scenario-eval-annotations.yaml':
        'suppress:\n  - tool: view_note\n    kind: not-read-only\n    reason: the view counter is analytics\n',
    });
    const run = await runCliInProcess(['annotations', ...STDIO, '--seed', '3', '--runs', '1', '--sarif', 'a.sarif'], {
      cwd,
    });
    expect(run.code, run.stderr).toBe(1);
    const results = (await readLog(path.join(cwd, 'a.sarif'))).runs[0]!.results;
    expect(results.map((result) => [result.ruleId, result.locations[0]!.logicalLocations[0]!.name])).toEqual(LIARS);
    for (const result of results) {
      expect(result.locations[0]!.physicalLocation).toBeUndefined();
      expect(result.locations[0]!.logicalLocations[0]).toMatchObject({ kind: 'function' });
    }
    expect(results[0]!.suppressions).toEqual([
      { kind: 'external', justification: expect.stringContaining('the view counter is analytics') },
    ]);
    expect(results[1]!.suppressions).toBeUndefined();
  }, 300_000);
});

describe("a run's SARIF", () => {
  it('annotations: warn gives warnings; the fingerprint is rule and tool, never the seed-dependent detail or input', () => {
    const base = {
      target: 't',
      seed: 1,
      runs: 1,
      liveReadOnly: false,
      state: { files: true, resources: false, probes: [] },
      notJudged: ['openWorldHint'],
      toolBudgetMs: 1,
      durationMs: 1,
      ignored: [],
    };
    const tool = (detail: string, args: Record<string, unknown>) => ({
      tool: 'view_note',
      annotations: { readOnlyHint: true },
      status: 'checked' as const,
      judged: ['readOnlyHint' as const],
      inputs: { fromScenarios: 0, generated: 1, refused: 0 },
      calls: 1,
      servers: 1,
      durationMs: 1,
      outOfTime: false,
      findings: [
        {
          tool: 'view_note',
          kind: 'not-read-only' as const,
          hint: 'readOnlyHint' as const,
          detail,
          args,
          origin: 'generated' as const,
          shrunk: 'minimal' as const,
          verified: true,
          changes: [],
          reproduce: 'npx mcp-scenario-eval annotations',
        },
      ],
    });
    const logOf = (report: AnnotationsReport & { mode: 'warn' | 'error' }) =>
      buildSarif({ annotations: report }, { generatorVersion: '0' }) as unknown as Log;
    const one = logOf({ ...base, mode: 'warn', tools: [tool('declared read-only; this call changed a.txt', {})] });
    const two = logOf({
      ...base,
      seed: 9,
      mode: 'error',
      tools: [tool('declared read-only; this call changed b.txt', { name: 'x' })],
    });
    expect(validateSarif(one)).toEqual([]);
    expect(one.runs[0]!.results[0]!.level).toBe('warning');
    expect(two.runs[0]!.results[0]!.level).toBe('error');
    expect(one.runs[0]!.results[0]!.partialFingerprints).toEqual(two.runs[0]!.results[0]!.partialFingerprints);
  });

  it('run --annotations warn prints the findings on the terminal and writes them to --sarif', async () => {
    const cwd = await workspace();
    const run = await runCliInProcess([...IN_PROCESS, '--annotations', 'warn', '--sarif', 'run.sarif'], { cwd });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Annotations: 3 findings');
    for (const [, tool] of LIARS) expect(run.stdout).toContain(tool);
    expect(run.stdout).toContain('reproduce: npx mcp-scenario-eval annotations');
    const results = annotationResults(await readLog(path.join(cwd, 'run.sarif')));
    expect(results.map((result) => [result.ruleId, result.locations[0]!.logicalLocations[0]!.name])).toEqual(LIARS);
    expect(results.map((result) => result.level)).toEqual(['warning', 'warning', 'warning']);
  }, 300_000);

  it('the action with annotations: error and report-sarif holds them, at the snapshot line', async () => {
    const cwd = await workspace();
    const saved = await runCli(['tools', '--save', 'scenarios/tools.snapshot.json', ...STDIO], { cwd });
    expect(saved.code, saved.stderr).toBe(0);
    const run = await runAction(
      { 'server-module': FIXTURE, annotations: 'error', 'report-sarif': 'findings.sarif' },
      { workspace: cwd, timeoutMs: 300_000 },
    );
    expect(run.code, run.stdout).toBe(1);
    const results = annotationResults(await readLog(path.join(cwd, 'findings.sarif')));
    expect(results.map((result) => [result.ruleId, result.locations[0]!.logicalLocations[0]!.name])).toEqual(LIARS);
    const snapshot = path.join(cwd, 'scenarios/tools.snapshot.json');
    for (const result of results) {
      expect(result.level).toBe('error');
      const tool = result.locations[0]!.logicalLocations[0]!.name;
      expect(result.locations[0]!.physicalLocation).toEqual({
        artifactLocation: { uri: 'scenarios/tools.snapshot.json', uriBaseId: '%SRCROOT%' },
        region: { startLine: await lineOf(snapshot, `"name": "${tool}"`) },
      });
    }
  }, 300_000);
});
