/**
 * The run's annotations check (`annotations: warn|error`), part of the preflight stage: the tools'
 * readOnlyHint, idempotentHint and destructiveHint checked by behaviour (server-tools/annotations)
 * on fresh stub servers of the run's server, with the run's scenarios giving the first inputs, the
 * probes file and the workspace's suppressions file. A live server is refused: a run has no
 * read-only mode (the `annotations` command's --live-read-only is the way). Whatever stops the check
 * is said in the report's `error`, which fails the run under `error`: a check that never ran is no pass.
 * Loaded only when asked for (run/later.ts).
 */
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { RunOptions } from '../../config/options.js';
import type { AnnotationsReport } from '../../model/annotations.js';
import { NOT_JUDGED_HINTS } from '../../model/annotations.js';
import type { RunAnnotations } from '../../model/index.js';
import { ANNOTATIONS_DEFAULT_RUNS, ANNOTATIONS_TOOL_BUDGET_MS, SCENARIO_FILE_LIMIT_BYTES } from '../../model/limits.js';
import { describeTarget } from '../../mcp/index.js';
import type { InProcessGuard } from '../../mcp/in-process-guard.js';
import { redactDeep } from '../../secrets/redact.js';
import { listTools } from '../../server-tools/snapshot/index.js';
import { messageOf } from '../../util/message.js';
import { shellWord } from '../../util/shell.js';
import { annotationsModule, guardModule } from '../later.js';
import type { RunState } from '../state.js';

/**
 * The seed of the inputs a run generates: fixed, so that a pull request's run and its re-run call
 * the same inputs (a finding that comes and goes with a random seed would read as flaky). The
 * `annotations` command's --seed explores others.
 */
export const RUN_ANNOTATIONS_SEED = 1;

/** The check, or why it could not be done, with the run's mode. */
export async function checkRunAnnotations(state: RunState, mode: 'warn' | 'error'): Promise<RunAnnotations> {
  const { options } = state;
  const base = emptyReport(options);
  const failed = (error: string): RunAnnotations => ({ ...base, mode, error });
  const name = (value: string) => options.settingName?.('annotations', value) ?? `annotations: ${value}`;
  if (options.server.kind === 'http')
    return failed(
      `refusing to check the annotations of a live server: a tool that lies about being read-only would write to production. ` +
        `A run has no live-read-only setting (the action has no such input): check a stub server, or run ` +
        `\`npx mcp-scenario-eval annotations --remote-url URL --live-read-only\`, which calls only the tools annotated readOnlyHint: true and reads the probes alone; or set ${name('off')}`,
    );
  const engine = await annotationsModule();
  let probes;
  let suppressions;
  try {
    const probesFile = options.annotationsProbes;
    probes = probesFile
      ? engine.loadProbesFile(probesFile.file, { required: probesFile.required, cwd: options.workspace })
      : undefined;
    suppressions = await engine.loadAnnotationsSuppressions(
      path.join(options.workspace, engine.ANNOTATIONS_SUPPRESSIONS_FILE),
      { cwd: options.workspace },
    );
  } catch (error) {
    return failed(messageOf(error));
  }
  const servers = engine.stubServers(options);
  // An in-process server's tools run in this process: one that calls process.exit or throws from a
  // timer is stopped and said, as in the scenarios (InProcessGuard).
  const guard =
    options.server.kind === 'module' ? new (await guardModule()).InProcessGuard(options.server.modulePath) : undefined;
  guard?.install();
  try {
    let tools;
    try {
      const server = await servers.open();
      try {
        tools = await listTools(server.session.client, options.timeoutMs);
      } catch (error) {
        return failed(`the server did not list its tools for the annotations check: ${server.session.explain(error)}`);
      } finally {
        await server.close().catch(() => undefined);
      }
    } catch (error) {
      return failed(`the server could not be started to check its annotations: ${messageOf(error)}`);
    }
    const runs = ANNOTATIONS_DEFAULT_RUNS;
    const seed = RUN_ANNOTATIONS_SEED;
    const report = await engine.checkAnnotations(tools, {
      servers,
      target: describeTarget(options),
      runs,
      seed,
      timeoutMs: options.timeoutMs,
      toolBudgetMs: ANNOTATIONS_TOOL_BUDGET_MS,
      liveReadOnly: false,
      scenarios: state.loaded ?? [],
      ...(probes ? { probes } : {}),
      suppressions,
      ...(options.signal ? { signal: options.signal } : {}),
      reproduceCommand: (tool) => reproduceCommand(options, tool, seed, runs, probes?.shown),
      // The action and a run have neither setting: the command has them.
      settingName: (setting) => `the annotations command's --${setting}`,
    });
    const exited = guard && guardFaults(guard);
    if (exited) report.error ??= exited;
    const snapshot = await snapshotLines(options, report);
    return redactDeep({ ...report, mode, ...(snapshot ? { snapshot } : {}) }, options.secrets);
  } catch (error) {
    return failed(`the annotations check could not be done: ${messageOf(error)}`);
  } finally {
    guard?.uninstall();
  }
}

/** A report of a check that did not run: nothing observed, the run's numbers. */
function emptyReport(options: RunOptions): AnnotationsReport {
  return {
    target: describeTarget(options),
    seed: RUN_ANNOTATIONS_SEED,
    runs: ANNOTATIONS_DEFAULT_RUNS,
    liveReadOnly: false,
    state: { files: false, resources: false, probes: [] },
    notJudged: NOT_JUDGED_HINTS,
    toolBudgetMs: ANNOTATIONS_TOOL_BUDGET_MS,
    durationMs: 0,
    tools: [],
    ignored: [],
  };
}

/** What an in-process server did to this process during the check (an exit, a stray throw), if anything. */
function guardFaults(guard: InProcessGuard): string | undefined {
  // The guard files what happened outside a scenario under no scenario: `settle` gives it to the first result.
  const [settled] = guard.settle([
    {
      name: '',
      position: { file: '', line: 0, column: 0 },
      status: 'passed',
      durationMs: 0,
      steps: [],
      checks: [],
      output: '',
    },
  ]);
  return settled?.status === 'errored' ? settled.error : undefined;
}

/** The command that checks one tool again, as the run did: its server, seed, runs, probes and scenarios. */
function reproduceCommand(options: RunOptions, tool: string, seed: number, runs: number, probes?: string): string {
  const globs = options.scenarioGlobs.flatMap((glob) => ['--scenarios', glob]);
  return [
    'npx mcp-scenario-eval annotations',
    options.agent?.serverFlags ?? '',
    ...['--tool', tool, '--seed', String(seed), '--runs', String(runs)].map(shellWord),
    ...(probes ? ['--probes', probes].map(shellWord) : []),
    ...globs.map(shellWord),
    ...(options.protocol && options.protocol !== 'auto' ? ['--protocol', options.protocol] : []),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The committed tool-list snapshot (`tools-snapshot`, or tools.snapshot.json beside the scenarios)
 * and the line of each checked tool's entry in it, for the workflow annotations; undefined when there
 * is no file (or one too large or unreadable: the findings are then annotations of the step).
 */
async function snapshotLines(
  options: RunOptions,
  report: AnnotationsReport,
): Promise<RunAnnotations['snapshot'] | undefined> {
  const snapshot = options.toolsSnapshot;
  if (!snapshot) return undefined;
  let text: string;
  try {
    const handle = await open(snapshot.file, 'r');
    try {
      const { size } = await handle.stat();
      if (size > SCENARIO_FILE_LIMIT_BYTES) return undefined;
      text = await handle.readFile('utf8');
    } finally {
      await handle.close();
    }
  } catch {
    return undefined;
  }
  const lines = toolLines(
    text,
    report.tools.map((tool) => tool.tool),
  );
  return { file: snapshot.label, lines };
}

/**
 * The line (1-based) of each tool's `"name": "TOOL"` in a snapshot file's `"tools"` list: the
 * shallowest such key in the list (a tool's own name, not a `"name"` inside its schema). Text-based,
 * as the file is written (`tools --save`: JSON, one key a line); a tool not found has no line.
 */
export function toolLines(text: string, tools: readonly string[]): Record<string, number> {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^\s*"tools"\s*:\s*\[/.test(line));
  if (start < 0) return {};
  const listIndent = /^\s*/.exec(lines[start]!)![0].length;
  const found: { tool: string; line: number; indent: number }[] = [];
  for (let index = start + 1; index < lines.length; index++) {
    const line = lines[index]!;
    // The list ends at its closing bracket, at the indentation of its key.
    if (/^\s*\]/.test(line) && /^\s*/.exec(line)![0].length <= listIndent) break;
    const match = /^(\s*)"name"\s*:\s*("(?:[^"\\]|\\.)*")\s*,?\s*$/.exec(line);
    if (!match) continue;
    let value: unknown;
    try {
      value = JSON.parse(match[2]!);
    } catch {
      continue;
    }
    if (typeof value === 'string') found.push({ tool: value, line: index + 1, indent: match[1]!.length });
  }
  const shallowest = Math.min(...found.map((entry) => entry.indent));
  const out: Record<string, number> = {};
  for (const entry of found)
    if (entry.indent === shallowest && tools.includes(entry.tool) && out[entry.tool] === undefined)
      out[entry.tool] = entry.line;
  return out;
}
