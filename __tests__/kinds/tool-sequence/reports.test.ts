import { XMLParser } from 'fast-xml-parser';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../helpers/in-process.js';
import { lineOf, ROOT, runAction, type ActionRun } from '../../helpers/runner.js';
import { SERVERS, writeSuite } from '../../mcp/helpers.js';

// The server runs in the tool's process (server-module): what is tested is the reports.
const SERVER_MODULE = path.join(SERVERS, 'orders.mjs');

const FILE = 'orders.yaml';
const SUITE = `name: step_check_fails
tool_sequence:
  - tool: create_order
    args: { item: gadget }
    save: { order_id: 'Order id: (ord-\\d+)' }
  - tool: get_order
    args: { id: "\${order_id}" }
    expected_contains:
      - "Status: shipped"
expected_contains: ["Status: pending"]
---
name: save_misses
tool_sequence:
  - tool: create_order
    args: { item: gizmo }
    save:
      order_id: 'Order number: (ord-\\d+)'
  - tool: get_order
    args: { id: "\${order_id}" }
expected_contains: ["gizmo"]
`;

let workspace: string;
let stepLine: number;
let saveLine: number;

beforeAll(async () => {
  workspace = await writeSuite({ [FILE]: SUITE });
  stepLine = await lineOf(path.join(workspace, FILE), '- "Status: shipped"');
  saveLine = await lineOf(path.join(workspace, FILE), "order_id: 'Order number");
});

const STEP_MESSAGE = /^step 2 \(get_order\): expected this call's output to contain "Status: shipped"/;
const SAVE_MESSAGE = /^step 1 \(create_order\): cannot save `order_id`: the pattern .* matches nothing/;

describe('the action, on checks of one step and a save that misses', () => {
  let run: ActionRun;
  beforeAll(async () => {
    run = await runAction(
      { scenarios: FILE, 'server-module': SERVER_MODULE, 'report-junit': 'junit.xml' },
      { workspace, env: { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/mcp', GITHUB_SHA: 'abc' } },
    );
  }, 60_000);

  it("annotates the step's own entry and the save entry, naming the step", () => {
    expect(run.code).toBe(1);
    const errors = run.annotations.filter((a) => a.level === 'error' && a.properties.file === FILE);
    expect(errors.map((a) => [a.properties.title, Number(a.properties.line), a.message.split(':')[0]])).toEqual([
      ['step_check_fails', stepLine, 'step 2 (get_order)'],
      ['save_misses', saveLine, 'step 1 (create_order)'],
    ]);
    expect(errors[0]!.message).toMatch(STEP_MESSAGE);
    expect(errors[1]!.message).toMatch(SAVE_MESSAGE);
  });

  it('says which step in the summary table and in the failure details', () => {
    expect(run.summary).toContain(`contains “Status: shipped” (step 2, [line ${stepLine}](`);
    expect(run.summary).toContain(`save “order\\_id” (step 1, [line ${saveLine}](`);
    // Markdown-escaped, as all untrusted text in the summary is.
    expect(run.summary).toContain(`: step 2 (get\\_order): expected this call&#39;s output to contain`);
    expect(run.summary).toContain('step 1 (create\\_order): cannot save \\`order\\_id\\`');
  });

  it('gives the step of each check in the JSON report, and in JUnit', async () => {
    const report = JSON.parse(await readFile(run.outputs['report-json']!, 'utf8'));
    const failed = report.scenarios.flatMap((s: { checks: { status: string }[] }) =>
      s.checks.filter((c) => c.status === 'failed'),
    );
    expect(failed.map((c: { kind: string; step: unknown }) => [c.kind, c.step])).toEqual([
      ['contains', { index: 2, tool: 'get_order' }],
      ['save', { index: 1, tool: 'create_order' }],
    ]);
    // The scenario-level check on the joined output has no step.
    const joined = report.scenarios[0].checks.find((c: { subject: string }) => c.subject === 'Status: pending');
    expect(joined).toMatchObject({ kind: 'contains', status: 'passed' });
    expect(joined.step).toBeUndefined();

    // Every field of this report, the new ones included, is documented.
    const doc = await readFile(path.join(ROOT, 'docs/report-json.md'), 'utf8');
    const keys = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          collect(inner);
        }
    };
    collect(report);
    expect(keys).toContain('index');
    expect([...keys].filter((key) => !doc.includes(`\`${key}\``))).toEqual([]);

    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(
      await readFile(path.join(workspace, 'junit.xml'), 'utf8'),
    );
    const cases = xml.testsuites.testsuite.testcase as { name: string; failure: { message: string } }[];
    expect(cases.find((c) => c.name === 'step_check_fails')!.failure.message).toMatch(STEP_MESSAGE);
    expect(cases.find((c) => c.name === 'save_misses')!.failure.message).toMatch(SAVE_MESSAGE);
  });
});

describe('the CLI, on the same file', () => {
  it('names the step on the result line and in the details', async () => {
    const run = await runCliInProcess([FILE, '--server-module', SERVER_MODULE], { cwd: workspace });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(new RegExp(`FAIL +step_check_fails .*: contains of step 2 at line ${stepLine}\\n`));
    expect(run.stdout).toMatch(new RegExp(`FAIL +save_misses .*: save of step 1 at line ${saveLine}\\n`));
    expect(run.stdout).toContain(`${FILE}:${stepLine} contains\n    step 2 (get_order): expected this call's output`);
    expect(run.stdout).toContain(`${FILE}:${saveLine} save\n    step 1 (create_order): cannot save \`order_id\``);
  });

  it('--help says what a step may carry and how to write a literal ${', async () => {
    const run = await runCliInProcess(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('save: {name: "regex with one (group)"}');
    expect(run.stdout).toContain('use the value as ${name} (write $${ for a literal ${)');
  });
});
