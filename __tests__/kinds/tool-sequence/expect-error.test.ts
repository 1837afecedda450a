import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSuite, type RunResult, type ScenarioResult } from '../../../src/run/index.js';
import { loadScenarioFile } from '../../../src/scenario/load.js';
import { keepEnvironment } from '../../helpers/keep-environment.js';
import { optionsFor, SERVERS, writeSuite } from '../../mcp/helpers.js';
import { toolSequence } from '../../helpers/scenarios.js';

const VALIDATION_MODULE = path.join(SERVERS, 'validation.mjs');
const VALIDATION = `"${process.execPath}" "${VALIDATION_MODULE}"`;

keepEnvironment();

/** One step scenarios against the validation fixture: `name`, the step's YAML lines. */
const step = (name: string, lines: string) =>
  `name: ${name}\ntool_sequence:\n  - ${lines.trim().replace(/\n/g, '\n    ')}\n`;

// Issue 30 item 1: get_event(event_id) was renamed get_event(id); "an unknown id is an error" kept
// passing on the server's "missing required argument id".
const SUITE = {
  'renamed.yaml': step('renamed_argument', 'tool: get_event\nargs: { event_id: evt-9999 }\nexpect_error: true'),
  'unknown-id.yaml': step('unknown_id', 'tool: get_event\nargs: { id: evt-9999 }\nexpect_error: true'),
  'refused-by-schema.yaml': step(
    'refused_by_schema',
    'tool: get_event\nargs: { event_id: evt-9999 }\nexpect_error: invalid_arguments\nexpected_contains: ["missing required argument id"]',
  ),
  'refused-32602.yaml': step(
    'refused_32602',
    'tool: strict_code\nargs: { code: abc }\nexpect_error: invalid_arguments\nexpected_contains: ["three capital letters"]',
  ),
  'refused-32602-fits.yaml': step(
    'refused_32602_fits',
    'tool: strict_code\nargs: { code: ABCD }\nexpect_error: invalid_arguments',
  ),
  'sdk-style.yaml': step('sdk_style_refusal', 'tool: sdk_style\nargs: { n: 1.5 }\nexpect_error: invalid_arguments'),
  'tool-error-not-refusal.yaml': step(
    'tool_error_is_not_refusal',
    'tool: sdk_style\nargs: { n: 11 }\nexpect_error: invalid_arguments',
  ),
  'accepted.yaml': step('accepted', 'tool: get_event\nargs: { id: evt-1 }\nexpect_error: invalid_arguments'),
  'lax.yaml': step('lax_server', 'tool: lax\nargs: { n: "many" }\nexpect_error: invalid_arguments'),
  'true-32602.yaml': step('true_on_32602', 'tool: strict_code\nargs: { code: ABCD }\nexpect_error: true'),
  'true-sdk-style.yaml': step('true_on_sdk_style', 'tool: sdk_style\nargs: { n: -1 }\nexpect_error: true'),
};

describe('expect_error against the input schema (issue 30 item 1)', () => {
  let run: RunResult;
  const result = (name: string): ScenarioResult => run.scenarios.find((scenario) => scenario.name === name)!;
  const messages = (name: string) =>
    [result(name).error ?? '', ...result(name).checks.map((check) => check.message ?? '')].join('\n');

  // The server in-process: what is tested is how each answer is judged, the same whatever the transport.
  beforeAll(async () => {
    const workspace = await writeSuite(SUITE);
    run = await runSuite(optionsFor(workspace, { kind: 'module', modulePath: VALIDATION_MODULE }));
  }, 60_000);

  it('judges a -32602 refusal the same from a server process over stdio', async () => {
    const workspace = await writeSuite({
      'refused-32602.yaml': SUITE['refused-32602.yaml'],
      'true-32602.yaml': SUITE['true-32602.yaml'],
    });
    const overStdio = await runSuite(optionsFor(workspace, { kind: 'command', command: VALIDATION, cwd: workspace }));
    expect(overStdio.scenarios.map((scenario) => [scenario.name, scenario.status])).toEqual([
      ['refused_32602', 'passed'],
      ['true_on_32602', result('true_on_32602').status],
    ]);
    expect(overStdio.scenarios[0]!.steps[0]!.text).toBe(result('refused_32602').steps[0]!.text);
  }, 30_000);

  it('expect_error: true with arguments the schema rejects does not pass on the schema error: it names the field and what the schema says', () => {
    expect(result('renamed_argument').status).not.toBe('passed');
    expect(result('renamed_argument').steps).toEqual([]); // not called
    const said = messages('renamed_argument');
    expect(said).toContain('args.id is required but missing');
    expect(said).toContain('args.event_id is not an argument the tool takes');
    expect(said).toContain('write expect_error: invalid_arguments');
  });

  it('expect_error: true with arguments that fit passes on the tool error', () => {
    expect(result('unknown_id').status).toBe('passed');
  });

  it('expect_error: invalid_arguments passes when the arguments are refused: the schema rejects them and the tool erred, or -32602', () => {
    expect(result('refused_by_schema').status).toBe('passed');
    expect(result('refused_by_schema').steps[0]!.text).toBe('missing required argument id');
    // The protocol error's message is the step's output, for its checks.
    expect(result('refused_32602').status).toBe('passed');
    expect(result('refused_32602').steps[0]!.text).toContain('code must be three capital letters');
    // The schema takes "ABCD"? No: the pattern rejects it, and so does the server (-32602).
    expect(result('refused_32602_fits').status).toBe('passed');
    // A tool error that says it is -32602 (the SDKs' input validation error).
    expect(result('sdk_style_refusal').status).toBe('passed');
  });

  it('expect_error: invalid_arguments fails on a success, on a server that ignores its schema, and on a tool error for arguments that fit', () => {
    expect(result('accepted').status).toBe('failed');
    expect(messages('accepted')).toContain(
      "get_event accepted the arguments (arguments fit the tool's input schema), but the step says expect_error: invalid_arguments",
    );
    expect(result('lax_server').status).toBe('failed');
    expect(messages('lax_server')).toContain(
      'lax accepted arguments its own input schema rejects (args.n must be a whole number)',
    );
    expect(result('tool_error_is_not_refusal').status).toBe('failed');
    expect(messages('tool_error_is_not_refusal')).toContain(
      "the arguments fit the tool's input schema and the error is not the invalid-params error (-32602), so it is the tool's own: n is too large; if that error is what this step tests, write expect_error: true",
    );
  });

  it('expect_error: true does not pass on the invalid-params error, as a protocol error or a tool error', () => {
    expect(result('true_on_32602').status).not.toBe('passed');
    expect(messages('true_on_32602')).toContain('write expect_error: invalid_arguments');
    expect(result('true_on_sdk_style').status).toBe('failed');
    expect(messages('true_on_sdk_style')).toContain('sdk_style refused the arguments as invalid params (-32602)');
  });
});

describe('expect_error in the scenario file', () => {
  it('takes true, false and invalid_arguments; anything else is an error naming the three', () => {
    const ok = loadScenarioFile(step('x', 'tool: t\nexpect_error: invalid_arguments'), '/x.yaml', 'x.yaml');
    expect(ok.errors).toEqual([]);
    expect(toolSequence(ok.scenarios[0]).steps[0]).toMatchObject({ expectError: true, expectInvalidArguments: true });
    const bad = loadScenarioFile(step('x', 'tool: t\nexpect_error: invalid_args'), '/x.yaml', 'x.yaml');
    expect(bad.errors.map((error) => error.message)).toEqual([
      '`tool_sequence[0].expect_error` must be true, false or invalid_arguments, got the string "invalid_args"',
    ]);
  });
});
