import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSuite, type RunResult, type ScenarioResult } from '../../../src/run/index.js';
import { lineOf } from '../../helpers/runner.js';
import { keepEnvironment } from '../../helpers/keep-environment.js';
import { optionsFor, SERVERS, writeSuite } from '../../mcp/helpers.js';

const ORDERS_MODULE = path.join(SERVERS, 'orders.mjs');
const ORDERS_COMMAND = `"${process.execPath}" "${ORDERS_MODULE}"`;

keepEnvironment();

/**
 * Every scenario here runs against the orders fixture, a server of its own each, in-process (what
 * is tested is the steps, the same whatever the transport); one test runs a scenario over stdio.
 */
const SUITE = {
  'flow.yaml': `name: create_then_ship
tool_sequence:
  - tool: create_order
    args: { item: widget }
    save:
      order_id: 'Order id: (ord-\\d+)'
    expected_contains: ["Status: pending"]
  - tool: ship_order
    args:
      id: \${order_id}
      note: "costs $\${price} (not saved: escaped) for \${order_id}"
  - tool: get_order
    args: { id: "\${order_id}" }
    expected_contains: ["widget, shipped"]
    expected_not_contains: ["pending"]
expected_contains: ["Status: pending", "widget, shipped"]
`,
  'step-fails.yaml': `name: step_check_sees_its_call_only
tool_sequence:
  - tool: create_order
    args: { item: gadget }
    save: { order_id: 'Order id: (ord-\\d+)' }
  - tool: get_order
    args: { id: "\${order_id}" }
    expected_contains:
      - "Status: pending"
    expected_not_contains:
      - "gadget"
expected_contains: ["Status: pending"]
`,
  'save-misses.yaml': `name: save_pattern_misses
tool_sequence:
  - tool: create_order
    args: { item: gizmo }
    save:
      order_id: 'Order number: (ord-\\d+)'
  - tool: get_order
    args: { id: "\${order_id}" }
expected_contains: ["gizmo"]
`,
  'save-wrong-shape.yaml': `name: saved_value_breaks_schema
tool_sequence:
  - tool: create_order
    args: { item: bolt }
    save: { word: 'Status: (\\w+)' }
  - tool: get_order
    args: { id: "\${word}" }
expected_contains: ["bolt"]
`,
  'last-save-misses.yaml': `name: last_save_misses
tool_sequence:
  - tool: create_order
    args: { item: washer }
    save: { order_id: 'Order number: (ord-\\d+)' }
    expected_contains: ["washer"]
`,
  // Issue 30 item 8: a nested quantifier on a line of 40 a's (36 took 81 s with the event loop blocked).
  'nested-quantifier.yaml': `name: nested_quantifier_misses
tool_sequence:
  - tool: create_order
    args: { item: "x\\n${'a'.repeat(40)}!" }
    save: { run: '^(a+)+$' }
    expected_contains: ["Order id"]
`,
  'nested-quantifier-matches.yaml': `name: nested_quantifier_matches
tool_sequence:
  - tool: create_order
    args: { item: "x\\n${'a'.repeat(40)}" }
    save: { run: '^(a+)+$' }
  - tool: create_order
    args: { item: "saved \${run}" }
    expected_contains: ["Created order for saved ${'a'.repeat(40)}"]
`,
  'only-step-checks.yaml': `name: only_step_checks
tool_sequence:
  - tool: create_order
    args: { item: nut }
    expected_contains: ["Created order for nut"]
`,
};

let workspace: string;
let run: RunResult;
const scenario = (name: string): ScenarioResult => run.scenarios.find((s) => s.name === name)!;

beforeAll(async () => {
  workspace = await writeSuite(SUITE);
  run = await runSuite(optionsFor(workspace, { kind: 'module', modulePath: ORDERS_MODULE }));
});

describe('save and ${name} against a real stdio server', () => {
  it('passes an id from one call to the next over stdio, one server process for the scenario', async () => {
    const overStdio = await runSuite(
      optionsFor(
        workspace,
        { kind: 'command', command: ORDERS_COMMAND, cwd: workspace },
        { filter: 'create_then_ship' },
      ),
    );
    const [flow] = overStdio.scenarios;
    expect(overStdio.scenarios).toHaveLength(1);
    expect(flow!.status).toBe('passed');
    const id = /Order id: (ord-\d+)/.exec(flow!.steps[0]!.text)![1]!;
    expect(flow!.steps[2]!.text).toBe(`Order ${id}: widget, shipped`);
  });

  it('passes an id from one call to the next ones, whatever id the server made', () => {
    const flow = scenario('create_then_ship');
    expect(flow.error).toBeUndefined();
    expect(flow.status).toBe('passed');
    const id = /Order id: (ord-\d+)/.exec(flow.steps[0]!.text)![1]!;
    expect(flow.steps[1]!.text).toBe(`Shipped ${id} (note: costs \${price} (not saved: escaped) for ${id})`);
    expect(flow.steps[2]!.text).toBe(`Order ${id}: widget, shipped`);
    const save = flow.checks.find((check) => check.kind === 'save')!;
    expect(save).toMatchObject({ status: 'passed', subject: 'order_id', step: { index: 1, tool: 'create_order' } });
  });

  it('fails the step when the pattern misses, with the closest line, and calls nothing after it', async () => {
    const misses = scenario('save_pattern_misses');
    expect(misses.status).toBe('failed');
    expect(misses.error).toBeUndefined();
    expect(misses.steps.map((step) => step.tool)).toEqual(['create_order']);
    const failed = misses.checks.filter((check) => check.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      kind: 'save',
      subject: 'order_id',
      step: { index: 1, tool: 'create_order' },
      position: {
        file: 'save-misses.yaml',
        line: await lineOf(path.join(workspace, 'save-misses.yaml'), 'Order number'),
        column: 17,
      },
    });
    expect(failed[0]!.message).toMatch(
      /^step 1 \(create_order\): cannot save `order_id`: the pattern "Order number: \(ord-\\\\d\+\)" matches nothing in this call's output; the closest line of the output is "Order id: ord-\d+"; the later steps were not called$/,
    );
    // The scenario's own checks on the joined output are not run on a sequence cut short.
    expect(misses.checks.some((check) => check.kind === 'contains')).toBe(false);
  });

  it('says later steps were not called only when there were some', () => {
    const last = scenario('last_save_misses');
    expect(last.status).toBe('failed');
    const save = last.checks.find((check) => check.kind === 'save')!;
    expect(save.message).toMatch(
      /matches nothing in this call's output; the closest line of the output is "Order id: ord-\d+"$/,
    );
  });

  it('runs a nested quantifier in linear time: a miss fails the step, a match saves the whole line', () => {
    const misses = scenario('nested_quantifier_misses');
    expect(misses.status).toBe('failed');
    expect(misses.steps[0]!.text).toContain(`\n${'a'.repeat(40)}!\n`);
    expect(misses.checks.find((check) => check.kind === 'save')!.message).toMatch(
      /^step 1 \(create_order\): cannot save `run`: the pattern "\^\(a\+\)\+\$" matches nothing in this call's output/,
    );
    const matches = scenario('nested_quantifier_matches');
    expect(matches.error).toBeUndefined();
    expect(matches.status).toBe('passed');
    expect(matches.steps[1]!.text).toContain(`Created order for saved ${'a'.repeat(40)}\n`);
  });

  it('checks args against the input schema once the saved values are in them', () => {
    const wrong = scenario('saved_value_breaks_schema');
    expect(wrong.status).toBe('errored');
    expect(wrong.steps.map((step) => step.tool)).toEqual(['create_order']);
    const problem = wrong.checks.find((check) => check.status === 'failed')!;
    expect(problem.kind).toBe('step');
    expect(problem.message).toContain("the arguments of get_order do not match the tool's input schema");
    expect(problem.message).toContain('args were {"id":"pending"}');
  });
});

describe("a step's own expected_contains and expected_not_contains", () => {
  it("check that call's output alone, at the entry's line, naming the step", async () => {
    const result = scenario('step_check_sees_its_call_only');
    expect(result.status).toBe('failed');
    const file = path.join(workspace, 'step-fails.yaml');
    const failed = result.checks.filter((check) => check.status === 'failed');
    // "Status: pending" is in step 1's output, so the scenario-level check on the joined output holds,
    // but not in step 2's; "gadget" is in step 2's output.
    expect(failed.map((check) => [check.kind, check.subject, check.position.line, check.step])).toEqual([
      ['contains', 'Status: pending', await lineOf(file, '- "Status: pending"'), { index: 2, tool: 'get_order' }],
      ['not_contains', 'gadget', await lineOf(file, '- "gadget"'), { index: 2, tool: 'get_order' }],
    ]);
    expect(failed[0]!.message).toMatch(
      /^step 2 \(get_order\): expected this call's output to contain "Status: pending"; the closest line of the output is "Order ord-\d+: gadget, pending"$/,
    );
    expect(failed[1]!.message).toMatch(
      /^step 2 \(get_order\): expected this call's output not to contain "gadget", but line 1 of it has it: "Order ord-\d+: gadget, pending"$/,
    );
    const joined = result.checks.find((check) => check.kind === 'contains' && check.step === undefined)!;
    expect(joined.status).toBe('passed');
  });

  it('are enough checks for a scenario on their own', () => {
    expect(scenario('only_step_checks').status).toBe('passed');
    expect(scenario('only_step_checks').checks.map((check) => [check.kind, check.status])).toEqual([
      ['step', 'passed'],
      ['contains', 'passed'],
    ]);
  });
});
