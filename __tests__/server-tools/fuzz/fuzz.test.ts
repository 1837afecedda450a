import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { hasLoneSurrogate, inputArbitrary } from '../../../src/server-tools/fuzz/arbitraries.js';
import { classifyOutcome, clipWords, findLeak } from '../../../src/server-tools/fuzz/classify.js';
import { findingScenario } from '../../../src/authoring/fuzz-scenario.js';
import { fuzzTuned } from '../../../src/cli/commands/fuzz.js';
import type { main } from '../../../src/cli/main.js';
import type { FuzzFinding } from '../../../src/model/fuzz.js';
import { skipText } from '../../../src/server-tools/fuzz/reasons.js';
import { skipCodeOf } from '../../../src/server-tools/fuzz/targets.js';
import { renderFuzzReport, renderFuzzToolLine } from '../../../src/report/fuzz.js';
import { loadScenarioFile } from '../../../src/scenario/load.js';
import type { ToolStep } from '../../../src/kinds/tool-sequence/steps/tool.js';
import { ROOT, runCli } from '../../helpers/runner.js';
import { runCliInProcess } from '../../helpers/in-process.js';
import { FUZZ_HANG_EVERY_INPUT_PROBES } from '../../../src/model/limits.js';
import { toolSequence } from '../../helpers/scenarios.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/fuzz-target-server.mjs');
const FLAGS = ['--server-command', `"${process.execPath}" "${FIXTURE}"`];
// The budget bounds hang_on_negative, whose every negative input after its hang waits a probe and a restart.
// Seed 5 finds every fault within 35 inputs a tool.
const FAST = ['--seed', '5', '--runs', '35', '--timeout-ms', '1500', '--tool-budget-ms', '8000'];
const ILL_FORMED = path.join(ROOT, '__tests__/fixtures/servers/ill-formed-unicode-server.mjs');

// What the in-process runs below wait on each probe after a hang, instead of FUZZ_HANG_PROBE_TIMEOUT_MS:
// the probes of a hang are what these tests wait on (the bundle's runs keep the default). Still far
// above an answer's time, so that no answer on a loaded machine passes for a hang.
const PROBE_MS = 250;

/** The CLI's `main` for `fuzz` with the probes of a hang waiting PROBE_MS (runCliInProcess's `main`). */
const shortProbes: typeof main = (argv, env, io, cwd) =>
  fuzzTuned({ hangProbeTimeoutMs: PROBE_MS }, argv.slice(1), env, io, cwd);

/** A tool's skip reason as the CLI words it, or undefined when it is fuzzed. */
function skipReason(tool: { annotations?: unknown }, includeWrites: boolean, live: boolean): string | undefined {
  const code = skipCodeOf(tool, { includeWrites, live });
  return code && skipText(code, { settingName: (setting) => `--${setting}`, toolBudgetMs: 0 });
}

describe('fuzz engine, pure parts', () => {
  it('generates valid inputs that respect the schema, and invalid ones of each kind', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 2, maxLength: 5 },
        count: { type: 'integer', minimum: 1, maximum: 3 },
        mode: { enum: ['a', 'b'] },
      },
      required: ['name', 'count'],
    };
    const samples = fc.sample(inputArbitrary(schema), { numRuns: 400, seed: 1 });
    const valid = samples.filter((sample) => sample.variant === 'valid');
    expect(valid.length).toBeGreaterThan(200);
    for (const { args } of valid) {
      expect([...(args.name as string)].length).toBeGreaterThanOrEqual(2);
      expect([...(args.name as string)].length).toBeLessThanOrEqual(5);
      expect(args.count).toBeGreaterThanOrEqual(1);
      expect(args.count).toBeLessThanOrEqual(3);
      if ('mode' in args) expect(['a', 'b']).toContain(args.mode);
    }
    const variants = new Set(samples.map((sample) => sample.variant));
    expect(variants).toEqual(new Set(['valid', 'missing-required', 'wrong-type', 'null', 'extra-key']));
    // Hostile strings that fit the bounds do come up.
    const everything = fc.sample(inputArbitrary({ type: 'object', properties: { p: { type: 'string' } } }), {
      numRuns: 600,
      seed: 2,
    });
    const strings = everything.map((sample) => sample.args.p);
    expect(strings).toContain('../../../../../../etc/passwd');
    expect(strings).toContain('\u0000');
    expect(strings.some((s) => typeof s === 'string' && s.length >= 10_000)).toBe(true);
  });

  it('shrinks a number to the boundary of the fault, not to an edge constant ("n > 1000" gives 1001), whatever the seed', () => {
    const shrunk = (type: string, seed: number) => {
      const schema = { type: 'object', properties: { n: { type } }, required: ['n'] };
      const details = fc.check(
        fc.property(inputArbitrary(schema), ({ args }) => !(typeof args.n === 'number' && args.n > 1000)),
        { seed, numRuns: 100 },
      );
      return details.counterexample?.[0].args.n;
    };
    const seeds = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(seeds.map((seed) => shrunk('integer', seed))).toEqual(seeds.map(() => 1001));
    for (const seed of seeds) {
      const n = shrunk('number', seed) as number;
      expect(n).toBeGreaterThan(1000);
      expect(n).toBeLessThanOrEqual(1001);
    }
  });

  it('shrinks a hostile string like any string: a fault any id shows gives "x", not "../../etc/passwd", NUL or a space (issue 31 §2)', () => {
    const shrunk = (fails: (p: string) => boolean, seed: number, property: object = { type: 'string' }) => {
      const schema = { type: 'object', properties: { p: property }, required: ['p'] };
      const details = fc.check(
        fc.property(inputArbitrary(schema, { validOnly: true }), ({ args }) => !fails(args.p as string)),
        { seed, numRuns: 200 },
      );
      return details.counterexample?.[0].args.p as string | undefined;
    };
    const seeds = Array.from({ length: 10 }, (_, i) => i + 1);
    // "Unknown resource" for any non-empty id (server-everything's dynamic templates).
    expect(seeds.map((seed) => shrunk((p) => p.length > 0, seed))).toEqual(seeds.map(() => 'x'));
    // A fault on any slash gives "/", not a path-traversal string.
    for (const seed of seeds) expect(shrunk((p) => p.includes('/'), seed)).toBe('/');
    // A fault that needs NUL keeps it: shrinking brings in no invisible character, and drops none a fault needs.
    for (const seed of seeds) expect(shrunk((p) => p.includes('\u0000'), seed)).toBe('\u0000');
    // Shrinking stays inside the schema: a minLength of 3 gives "xxx", a pattern is kept.
    expect(seeds.map((seed) => shrunk(() => true, seed, { type: 'string', minLength: 3 }))).toEqual(
      seeds.map(() => 'xxx'),
    );
    // (fast-check's own shrinking of a pattern's strings may stop a character later: "/a".)
    for (const seed of seeds)
      expect(shrunk((p) => p.includes('/'), seed, { type: 'string', pattern: '^[./a-z]+$' })).toMatch(
        /^(?=.*\/)[./a-z]{1,2}$/,
      );
  });

  it('sends lone surrogates only with illFormedUnicode (issue 31 §2)', () => {
    const schema = { type: 'object', properties: { p: { type: 'string' } }, required: ['p'] };
    const plain = fc.sample(inputArbitrary(schema), { numRuns: 3000, seed: 4 });
    expect(plain.filter((sample) => hasLoneSurrogate(sample.args))).toEqual([]);
    const opted = fc.sample(inputArbitrary(schema, { illFormedUnicode: true }), { numRuns: 3000, seed: 4 });
    expect(opted.some((sample) => hasLoneSurrogate(sample.args))).toBe(true);
    expect(hasLoneSurrogate({ a: ['x', '\ud800'] })).toBe(true);
    expect(hasLoneSurrogate({ a: '🦄' })).toBe(false);
  });

  it('no reply or a parse error (-32700) for ill-formed input is not a finding; for any other input it is', () => {
    const timeout = { kind: 'timeout' as const, message: 'no answer within 5000 ms' };
    const parseError = { kind: 'rpc-error' as const, code: -32700, message: 'Parse error' };
    expect(classifyOutcome(timeout, '{}', [], true)).toBeUndefined();
    expect(classifyOutcome(parseError, '{}', [], true)).toBeUndefined();
    expect(classifyOutcome(timeout, '{}', [], false)?.kind).toBe('hang');
    expect(classifyOutcome(parseError, '{}', [], false)?.kind).toBe('protocol-error');
    // A crash stays a crash whatever the input.
    expect(classifyOutcome({ kind: 'closed', message: 'exited' }, '{}', [], true)?.kind).toBe('crash');
  });

  it('-32602, a result and an isError result are not findings; other errors, closes, timeouts and leaks are', () => {
    expect(classifyOutcome({ kind: 'rpc-error', code: -32602, message: 'bad' }, '{}', [])).toBeUndefined();
    expect(classifyOutcome({ kind: 'result', isError: true, text: 'city not found' }, '{}', [])).toBeUndefined();
    expect(classifyOutcome({ kind: 'rpc-error', code: -32603, message: 'db' }, '{}', [])?.kind).toBe('protocol-error');
    expect(classifyOutcome({ kind: 'closed', message: 'exited with code 1' }, '{}', [])?.kind).toBe('crash');
    expect(classifyOutcome({ kind: 'timeout', message: 'x' }, '{}', [])?.kind).toBe('hang');
    expect(findLeak('Error: x\n    at run (/srv/app/tool.js:12:5)', '{}', [])).toMatch(/JavaScript stack trace/);
    expect(findLeak('Traceback (most recent call last):\n  File "x.py"', '{}', [])).toMatch(/Python traceback/);
    expect(findLeak('panic: runtime error: index out of range', '{}', [])).toMatch(/Go panic/);
    expect(findLeak('cannot open /srv/app/data/x.json', '{}', ['/srv/app'])).toMatch(/server's own files/);
    // Echoed input is not a leak.
    expect(findLeak('no such file /srv/app/x', JSON.stringify({ p: '/srv/app/x' }), ['/srv/app'])).toBeUndefined();
    expect(findLeak('at least 3 items: 1:2:3', '{}', [])).toBeUndefined();
  });

  it('fuzzes only readOnlyHint: true unless asked (the protocol defaults an unannotated tool to destructive); live fuzzes only readOnlyHint: true', () => {
    const tool = (annotations?: object) => ({ name: 't', inputSchema: {}, annotations });
    // An unannotated tool (and one annotated with nothing about writing) is skipped, with the fix.
    for (const annotations of [undefined, {}, { title: 'Deletes the repository' }]) {
      expect(skipReason(tool(annotations), false, false)).toBe(
        "not annotated readOnlyHint: true, so by the protocol's defaults it may write or delete (readOnlyHint: false, destructiveHint: true); annotate it readOnlyHint: true, or pass --include-writes against a stub",
      );
    }
    expect(skipReason(tool(), true, false)).toBeUndefined();
    expect(skipReason(tool({ readOnlyHint: true }), false, false)).toBeUndefined();
    expect(skipReason(tool({ destructiveHint: true }), false, false)).toMatch(/destructiveHint/);
    expect(skipReason(tool({ readOnlyHint: false }), false, false)).toMatch(/readOnlyHint: false/);
    expect(skipReason(tool({ destructiveHint: true }), true, false)).toBeUndefined();
    expect(skipReason(tool(), true, true)).toMatch(/live server/);
    expect(skipReason(tool({ readOnlyHint: true }), false, true)).toBeUndefined();
  });
});

describe('the scenario printed for a finding', () => {
  const finding = {
    tool: 'lookup',
    kind: 'crash' as const,
    detail: 'the server closed the connection',
    args: { id: 5 },
    variant: 'wrong-type' as const,
    reproduce: 'npx mcp-scenario-eval fuzz …',
  };

  it('expects invalid_arguments for an input the schema rejects (expect_error: true would fail on the schema error), and it loads', () => {
    const text = findingScenario(finding, { seedNote: '--seed 1', fitsSchema: false, errorText: 'boom' });
    const loaded = loadScenarioFile(text, '/f.yaml', 'f.yaml');
    expect(loaded.errors).toEqual([]);
    expect(toolSequence(loaded.scenarios[0]).steps[0]).toMatchObject({
      expectInvalidArguments: true,
      expectedContains: [],
    });
  });

  it("expects the tool's own error, in its words, for an input the schema takes", () => {
    const text = findingScenario(
      { ...finding, variant: 'valid' },
      {
        seedNote: '--seed 1',
        fitsSchema: true,
        errorText: 'database is locked',
      },
    );
    const loaded = loadScenarioFile(text, '/f.yaml', 'f.yaml');
    expect(loaded.errors).toEqual([]);
    const [step] = toolSequence(loaded.scenarios[0]).steps;
    expect(step!.expectError).toBe(true);
    expect((step as ToolStep).expectInvalidArguments).toBeUndefined();
    expect(step!.expectedContains.map((entry) => entry.value)).toEqual(['database is locked']);
  });
});

// Run in this process from the sources (runCliInProcess), but for the end-to-end tests of the bundle
// (runCli): the stop by a real signal, and exit codes and the refusal of a live server.
describe('mcp-scenario-eval fuzz over stdio', () => {
  it('finds each fault once, shrunk, with a reproduce command and a scenario; skips the destructive tool; exit 1', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-'));
    const jsonFile = path.join(folder, 'fuzz.json');
    const run = await runCliInProcess(['fuzz', ...FLAGS, ...FAST, '--json', jsonFile], { main: shortProbes });
    expect(run.code).toBe(1);
    const out = run.stdout;
    expect(out).toContain('OK   echo');
    expect(out).toContain('OK   read_only');
    expect(out).toMatch(/FIND crash_on_long: crash/);
    expect(out).toMatch(/FIND hang_on_negative: hang/);
    expect(out).toMatch(/FIND leak_stack: leak/);
    expect(out).toMatch(/FIND leak_path: leak/);
    expect(out).toMatch(/FIND internal_error: protocol-error/);
    expect(out).toContain('SKIP delete_all (annotated destructiveHint: true (use --include-writes))');
    // No annotation: the protocol's defaults say it may delete, so it is not called (it would exit).
    // Its line is short; why, and the fix, is said once for every such tool (server-github has 26).
    expect(out).toContain('SKIP delete_repository (not annotated readOnlyHint: true)\n');
    expect(out).toContain(
      "1 tool(s) not annotated readOnlyHint: true skipped: by the protocol's defaults such a tool may write or delete",
    );
    expect(out).toContain(
      `reproduce: npx mcp-scenario-eval fuzz --server-command '"${process.execPath}" "${FIXTURE}"' --tool crash_on_long --seed 5 --runs 35 --timeout-ms 1500 --tool-budget-ms 8000`,
    );
    const report = JSON.parse(await readFile(jsonFile, 'utf8')) as {
      tools: { tool: string; findings: { kind: string; args: Record<string, unknown>; scenario: string }[] }[];
    };
    const findingOf = (tool: string) => report.tools.find((t) => t.tool === tool)!.findings[0]!;
    // Shrunk toward the shortest text over 50 characters (each crash restarts the server, so how far
    // shrinking gets within the tool's time budget depends on the machine): never the 100 000-character one.
    const crashText = findingOf('crash_on_long').args.text as string;
    expect(crashText.length).toBeGreaterThan(50);
    expect(crashText.length).toBeLessThanOrEqual(200);
    const scenario = parse(findingOf('crash_on_long').scenario) as {
      name: string;
      tool_sequence: { tool: string; args: unknown; expect_error: boolean }[];
    };
    expect(scenario.name).toBe('fuzz_crash_on_long_crash');
    expect(scenario.tool_sequence[0]).toMatchObject({ tool: 'crash_on_long', expect_error: true });
    expect(findingOf('leak_path').args).toMatchObject({ id: '' });
    // The scenario carries the error's words, and forbids what leaked (issue 30 item 1).
    const steps = (tool: string) =>
      (parse(findingOf(tool).scenario) as { tool_sequence: Record<string, unknown>[] }).tool_sequence;
    expect(steps('leak_stack')[0]).toMatchObject({
      expect_error: true,
      expected_contains: ['Error: bad name'],
      expected_not_contains: [expect.stringMatching(/^at file:.*fuzz-target-server\.mjs:\d+:\d+$/)],
    });
    expect(steps('leak_path')[0]).toMatchObject({
      expected_contains: ['ENOENT: no such file'],
      expected_not_contains: [expect.stringContaining('fixtures/servers/data/.json')],
    });
    expect(steps('internal_error')[0]).toMatchObject({ expect_error: true, expected_contains: ['database is locked'] });
    expect(report.tools.find((t) => t.tool === 'echo')!.findings).toEqual([]);
  }, 240_000);

  it('--include-writes fuzzes the destructive tool on a fresh server per call', async () => {
    const run = await runCliInProcess(
      ['fuzz', ...FLAGS, '--tool', 'delete_all', '--include-writes', '--runs', '3', '--seed', '1'],
      {
        env: { MCP_EVAL_FUZZ_TOOLS: 'delete_all' },
      },
    );
    expect(run.stdout).toMatch(/FIND delete_all: crash/);
    expect(run.code).toBe(1);
  }, 120_000);

  it('a server that drops its reply or answers -32700 to lone surrogates (as the Python SDK does) has no finding: none are sent by default, and with --ill-formed-unicode its answer is not one', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-ill-'));
    const log = path.join(folder, 'ill-formed.log');
    // drop_reply's dropped replies each wait out the timeout: a short one (an answer comes in milliseconds).
    const flags = ['--server-command', `"${process.execPath}" "${ILL_FORMED}"`, '--timeout-ms', '400'];
    const seen = async () => (await readFile(log, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    const plain = await runCliInProcess(['fuzz', ...flags, '--runs', '150', '--seed', '5'], {
      env: { MCP_EVAL_ILL_FORMED_LOG: log },
    });
    expect(plain.stdout).toContain('2 tool(s) fuzzed, 0 skipped, 0 finding(s)');
    expect(plain.code).toBe(0);
    expect(await seen()).toEqual([]);
    const opted = await runCliInProcess(['fuzz', ...flags, '--ill-formed-unicode', '--runs', '150', '--seed', '5'], {
      env: { MCP_EVAL_ILL_FORMED_LOG: log },
    });
    expect(opted.stdout).toContain('2 tool(s) fuzzed, 0 skipped, 0 finding(s)');
    expect(opted.code).toBe(0);
    // Both tools did get lone surrogates: the answers above were to ill-formed input.
    expect(new Set(await seen())).toEqual(new Set(['drop_reply', 'parse_error']));
  }, 180_000);

  it('hangs: probed with a short timeout once found, shrunk to the minimal input (n: -1), said to be minimal; a tool that hangs on every input is not shrunk further; a long poll is slow, not hung', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-hang-'));
    const jsonFile = path.join(folder, 'fuzz.json');
    type Report = {
      tools: {
        tool: string;
        calls: number;
        slow?: { calls: number };
        findings: { kind: string; args: Record<string, unknown>; shrunk: string }[];
      }[];
    };
    // --timeout-ms is waited once per tool (its first hang), the probe's timeout (PROBE_MS) on each probe after.
    const run = await runCliInProcess(
      [
        'fuzz',
        ...FLAGS,
        ...['--seed', '7', '--runs', '20', '--timeout-ms', '1000', '--tool-budget-ms', '10000', '--json', jsonFile],
      ],
      { env: { MCP_EVAL_FUZZ_TOOLS: 'hang_on_negative,hang_always' }, main: shortProbes },
    );
    expect(run.code).toBe(1);
    const report = JSON.parse(await readFile(jsonFile, 'utf8')) as Report;
    const tool = (name: string) => report.tools.find((t) => t.tool === name)!;
    expect(tool('hang_on_negative').findings).toMatchObject([{ kind: 'hang', args: { n: -1 }, shrunk: 'minimal' }]);
    const always = tool('hang_always');
    expect(always.findings).toMatchObject([{ kind: 'hang', shrunk: 'hangs-on-every-input' }]);
    // The first hang, then FUZZ_HANG_EVERY_INPUT_PROBES probes: no more.
    expect(always.calls).toBe(1 + FUZZ_HANG_EVERY_INPUT_PROBES);
    expect(run.stdout).toContain(`not shrunk: no input probed got an answer (within ${PROBE_MS} ms each)`);
    // Its input is one the schema takes: the hang is not the extra key's or the missing field's.
    expect(always.findings[0]).toMatchObject({ variant: 'valid', args: { n: expect.any(Number) } });
    expect(run.stdout).toMatch(/input \(\w+(-\w+)?, shrunk, minimal\): \{"n":-1\}/);
    // Slower than the probe, within --timeout-ms: listed as slow, no finding.
    const poll = await runCliInProcess(['fuzz', ...FLAGS, '--seed', '7', '--runs', '4', '--timeout-ms', '3000'], {
      env: { MCP_EVAL_FUZZ_TOOLS: 'long_poll', MCP_EVAL_FUZZ_POLL_MS: String(PROBE_MS * 2) },
      main: shortProbes,
    });
    expect(poll.code).toBe(0);
    expect(poll.stdout).toMatch(
      new RegExp(`OK {3}long_poll \\(.*slow: 4 call\\(s\\) answered after over ${PROBE_MS} ms`),
    );
  }, 240_000);

  it('a tool that reports progress is slow, not hung: its timeout restarts on each progress notification; one that stops reporting hangs (issue 31 §2)', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-progress-'));
    const jsonFile = path.join(folder, 'fuzz.json');
    // Five steps of 120 ms: 600 ms in all, past the 500 ms timeout, with progress after each step.
    const env = { MCP_EVAL_FUZZ_STEP_MS: '120' };
    const run = await runCliInProcess(
      ['fuzz', ...FLAGS, ...['--seed', '7', '--runs', '2', '--timeout-ms', '500', '--json', jsonFile]],
      { env: { ...env, MCP_EVAL_FUZZ_TOOLS: 'long_running,stalls,endless' } },
    );
    const report = JSON.parse(await readFile(jsonFile, 'utf8')) as {
      tools: {
        tool: string;
        progressing?: number;
        slow?: { calls: number };
        findings: { kind: string; detail: string; scenario: string }[];
      }[];
    };
    const tool = (name: string) => report.tools.find((t) => t.tool === name)!;
    expect(tool('long_running').findings).toEqual([]);
    expect(tool('long_running').slow?.calls).toBeGreaterThanOrEqual(2);
    // Progress forever: cut after FUZZ_PROGRESSING_CALL_TIMEOUTS timeouts, no finding, counted apart from answers.
    expect(tool('endless').findings).toEqual([]);
    expect(tool('endless').progressing).toBeGreaterThanOrEqual(1);
    expect(tool('endless').slow).toBeUndefined();
    expect(run.stdout).toMatch(
      /OK {3}endless \(.*still reporting progress when cut \(the first after 4 timeouts, any other after one\), not a hang/,
    );
    // After one such cut the tool's other calls get one timeout in all: a 5.9 s budget holds 2 s + 0.5 s +
    // 0.5 s … (four calls or more, a server restart between each), not 2 s + 2 s + 1.9 s (three).
    const capped = await runCliInProcess(
      [
        'fuzz',
        ...FLAGS,
        '--seed',
        '7',
        '--runs',
        '10',
        '--timeout-ms',
        '500',
        '--tool-budget-ms',
        '5900',
        '--json',
        jsonFile,
      ],
      { env: { ...env, MCP_EVAL_FUZZ_TOOLS: 'endless' } },
    );
    expect(capped.code).toBe(0);
    const cappedReport = JSON.parse(await readFile(jsonFile, 'utf8')) as { tools: { calls: number }[] };
    expect(cappedReport.tools[0]!.calls).toBeGreaterThanOrEqual(4);
    expect(tool('stalls').findings).toMatchObject([
      { kind: 'hang', detail: 'no answer within 500 ms of its last progress notification (2 received)' },
    ]);
    const scenario = parse(tool('stalls').findings[0]!.scenario) as { tool_sequence: Record<string, unknown>[] };
    expect(scenario.tool_sequence[0]).toMatchObject({ tool: 'stalls', args: {}, timeout_ms: 500 });
    expect(run.code).toBe(1);
  }, 120_000);

  it('stopped by SIGTERM, the fuzz cuts the call under way (no false hang), lists the tools it did not reach, writes --json and exits 1 (issue 31 §2)', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-stop-'));
    const jsonFile = path.join(folder, 'fuzz.json');
    // hang_always never answers: the signal comes while its first call is under way, and cutting it is no hang.
    const run = await runCli(['fuzz', ...FLAGS, '--seed', '7', '--runs', '20', '--json', jsonFile], {
      env: { MCP_EVAL_FUZZ_TOOLS: 'echo,long_poll,hang_always', MCP_EVAL_FUZZ_POLL_MS: '3000' },
      signalWhen: { after: 'OK   echo', signal: 'SIGTERM' },
    });
    expect(run.code).toBe(1);
    const report = JSON.parse(await readFile(jsonFile, 'utf8')) as {
      error?: string;
      tools: { tool: string; status: string; skipReason?: string; stopped?: boolean; findings: unknown[] }[];
    };
    expect(report.error).toBe('the fuzz was stopped: SIGTERM received');
    expect(report.tools).toMatchObject([
      { tool: 'echo', status: 'fuzzed', findings: [] },
      { tool: 'hang_always', status: 'fuzzed', stopped: true, findings: [] },
      { tool: 'long_poll', status: 'skipped', skipReason: 'not reached: SIGTERM received', findings: [] },
    ]);
    expect(run.stdout).toContain('ERROR the fuzz was stopped: SIGTERM received');
    expect(run.stdout).toMatch(/STOP hang_always \(\d+ call\(s\), [^)]*stopped/);
  }, 120_000);

  it('--total-budget-ms shares the time among the tools left: each is called, none takes its whole --tool-budget-ms (issue 31 §2)', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-total-'));
    const jsonFile = path.join(folder, 'fuzz.json');
    // Two tools in 2 s: read_only takes little of its 1 s share, long_poll has the rest, a few calls of
    // 0.6 s, not its 60 s --tool-budget-ms.
    const run = await runCliInProcess(
      [
        'fuzz',
        ...FLAGS,
        ...['--seed', '7', '--runs', '100', '--timeout-ms', '1000', '--total-budget-ms', '2000', '--json', jsonFile],
      ],
      { env: { MCP_EVAL_FUZZ_TOOLS: 'long_poll,read_only', MCP_EVAL_FUZZ_POLL_MS: '600' } },
    );
    expect(run.code).toBe(0);
    const report = JSON.parse(await readFile(jsonFile, 'utf8')) as {
      totalBudgetMs: number;
      tools: { tool: string; calls: number; outOfTime: boolean }[];
    };
    expect(report.totalBudgetMs).toBe(2000);
    const [read, poll] = report.tools;
    expect(read!.calls).toBeGreaterThanOrEqual(1);
    expect(poll).toMatchObject({ tool: 'long_poll', outOfTime: true });
    expect(poll!.calls).toBeGreaterThanOrEqual(1);
    expect(poll!.calls).toBeLessThanOrEqual(5);
    // A budget the server's start uses up: no tool is reached, each is listed so, and the fuzz fails (unchecked).
    const none = await runCliInProcess(['fuzz', ...FLAGS, '--total-budget-ms', '1'], {
      env: { MCP_EVAL_FUZZ_TOOLS: 'long_poll,read_only' },
    });
    expect(none.stdout).toContain('SKIP read_only (not reached: --total-budget-ms 1 ran out)');
    expect(none.stdout).toContain(
      'ERROR 2 of the 2 tool(s) of this run were not reached within --total-budget-ms 1: give it more time, or fuzz fewer with --tool',
    );
    expect(none.code).toBe(1);
    const usage = await runCliInProcess(['fuzz', ...FLAGS, '--total-budget-ms', '0']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--total-budget-ms must be a positive whole number, got "0"');
  }, 120_000);

  it('an input made to be valid that the schema rejects (a format the generator does not follow) is said to be outside the schema', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-format-'));
    const jsonFile = path.join(folder, 'fuzz.json');
    await runCliInProcess(['fuzz', ...FLAGS, '--seed', '7', '--runs', '20', '--json', jsonFile], {
      env: { MCP_EVAL_FUZZ_TOOLS: 'by_uuid' },
    });
    const report = JSON.parse(await readFile(jsonFile, 'utf8')) as {
      tools: { findings: { kind: string; variant: string; args: { id?: unknown } }[] }[];
    };
    const [finding] = report.tools[0]!.findings;
    expect(finding).toMatchObject({ kind: 'protocol-error' });
    // Not a uuid, whatever it shrank to: never labelled valid.
    expect(finding!.variant).not.toBe('valid');
    if (typeof finding!.args.id === 'string') expect(finding!.variant).toBe('outside-schema');
  }, 60_000);

  it('findings of several tools with one error are said to share one cause, a network failure named as such (notion offline)', () => {
    const finding = (tool: string, detail: string): FuzzFinding => ({
      tool,
      kind: 'protocol-error',
      detail,
      args: {},
      variant: 'valid',
      reproduce: 'npx …',
      scenario: 'name: x\n',
    });
    const offline = 'JSON-RPC error -32603: getaddrinfo EAI_AGAIN api.notion.com';
    const toolReport = (name: string, findings: FuzzFinding[]) => ({
      tool: name,
      status: 'fuzzed' as const,
      calls: 1,
      durationMs: 1,
      outOfTime: false,
      findings,
    });
    const report = {
      target: 'notion',
      seed: 1,
      runs: 1,
      timeoutMs: 5000,
      toolBudgetMs: 60000,
      includeWrites: false,
      durationMs: 10,
      tools: [
        toolReport('get-user', [finding('get-user', offline)]),
        toolReport('get-page', [finding('get-page', offline)]),
        toolReport('search', [finding('search', 'JSON-RPC error -32603: bad sort')]),
        toolReport('kubectl_get', [finding('kubectl_get', 'JSON-RPC error -32603: dial tcp 127.0.0.1:8080: refused')]),
      ],
    };
    const text = renderFuzzReport(report, { color: false });
    expect(text).toContain(
      `2 findings share one error, likely one cause to fix once: protocol-error: ${offline} (in get-user, get-page). It names a network failure`,
    );
    expect(text).not.toMatch(/findings share one error[^\n]*bad sort/);
    // A lone finding whose error names a network failure says so under it (kubernetes with no cluster).
    expect(text).toMatch(
      /in kubectl_get\n {2}JSON-RPC error -32603: dial tcp [^\n]*\n {2}note: it names a network failure/,
    );
    expect(text).not.toMatch(/bad sort\n {2}note:/);
    // A long message is cut at a word, and the scenario's sentence does not stutter its punctuation.
    expect(clipWords(`${'word '.repeat(80)}end`, 300)).toMatch(/word…$/);
    expect(clipWords('short', 300)).toBe('short');
    const described = findingScenario(finding('t', 'JSON-RPC error -32603: dial tcp 127.0.0.1:8080:'), {
      seedNote: '--seed 1',
    });
    expect(described).toContain('dial tcp 127.0.0.1:8080. Passes once');
    // A scenario whose input is 16,000 characters long is not printed whole (FastMCP over HTTP answers
    // HTTP 400 from that length on): the terminal points at the JSON report.
    const huge = { ...finding('note', 'JSON-RPC error -32603: too long'), scenario: `args: ${'x'.repeat(16_000)}\n` };
    const hugeText = renderFuzzReport({ ...report, tools: [toolReport('note', [huge])] }, { color: false });
    expect(hugeText).toContain('scenario: 16007 characters (its input is that long), not printed');
    expect(hugeText.length).toBeLessThan(5_000);
  });

  it('a hang line does not also say "not a hang" of its slow calls', () => {
    const tool = {
      tool: 'walk',
      status: 'fuzzed' as const,
      calls: 3,
      durationMs: 9000,
      outOfTime: false,
      slow: { calls: 1, slowestMs: 546 },
      findings: [],
    };
    const style = { color: false };
    expect(renderFuzzToolLine(tool, style)).toContain('(slowest 546 ms), not a hang');
    const hung = { ...tool, findings: [{ kind: 'hang' } as FuzzFinding] };
    expect(renderFuzzToolLine(hung, style)).toMatch(
      /^FIND walk: hang \(3 call\(s\), 9\.0 s, slow: 1 call\(s\) answered after over 500 ms \(slowest 546 ms\)\)$/,
    );
  });

  it('a clean server exits 0; one that fuzzed nothing exits 1 (issue 31); a live server is refused without --live (exit 2, nothing contacted)', async () => {
    const clean = await runCliInProcess(['fuzz', ...FLAGS, '--runs', '20', '--seed', '3'], {
      env: { MCP_EVAL_FUZZ_TOOLS: 'echo,read_only' },
    });
    expect(clean.stdout).toContain('2 tool(s) fuzzed, 0 skipped, 0 finding(s)');
    expect(clean.code).toBe(0);
    // A fuzz that fuzzed nothing checked nothing: it fails, saying why (server-github annotates none of its tools).
    const nothing = await runCliInProcess(['fuzz', ...FLAGS, '--runs', '5', '--seed', '3'], {
      env: { MCP_EVAL_FUZZ_TOOLS: 'delete_repository,delete_all' },
    });
    expect(nothing.stdout).toContain('0 tool(s) fuzzed, 2 skipped, 0 finding(s)');
    expect(nothing.stdout).toContain(
      'nothing was fuzzed: the 2 tool(s) of this run were all skipped, none annotated readOnlyHint: true',
    );
    expect(nothing.code).toBe(1);
    // The bundle end to end: its exit code and stderr (the stop by a signal above is the other).
    const live = await runCli(['fuzz', '--remote-url', 'http://127.0.0.1:9/mcp']);
    expect(live.code).toBe(2);
    expect(live.stderr).toContain('refusing to fuzz a live server');
  }, 120_000);
});
