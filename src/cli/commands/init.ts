import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  holdsAny,
  machineSpecifics,
  MAX_PROPOSED_CHARS,
  MAX_PROPOSED_ENTRIES,
  proposeExpectedLines,
} from '../../authoring/propose.js';
import { renderScaffold, type ExpectedError, type ProposedAnswers } from '../../authoring/scaffold.js';
import { Document } from 'yaml';
import { saysInvalidParams } from '../../mcp/invalid-params.js';
import { ConfigError } from '../../config/resolve.js';
import {
  describeTarget,
  sessionFactory,
  type RunOptions,
  type Scenario,
  type ScenarioResult,
} from '../../run/index.js';
import { DEFAULT_SCENARIO_GLOBS } from '../../config/options.js';
import { redactText } from '../../secrets/redact.js';
import { escapeReferences, keysIn, stringsIn } from '../../kinds/tool-sequence/references.js';
import { perScenarioSessions, sharedSession } from '../../mcp/leases.js';
import { runScenarios } from '../../run/schedule.js';
import { loadSuite } from '../../scenario/index.js';
import { displayPath } from '../../scenario/discover.js';
import { loadScenarioFile } from '../../scenario/load.js';
import { SCENARIO_NAME_PATTERN } from '../../scenario/schema.js';
import { escapeTerminal } from '../../report/text/escape.js';
import { cutStart } from '../../report/text/limits.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type Console } from '../console.js';
import type { Subcommand } from './subcommand.js';
import { flagHelp } from '../flag-help.js';
import { parseSubcommandArgs, serverFlagsHelp, sayNotices, subcommandRunOptions, usageError } from './shared.js';

/** Where `init` writes, under the working directory, unless `--out` says otherwise. */
export const DEFAULT_SCENARIO_DIR = 'scenarios';
/**
 * Calls made to propose entries against a stub server: a line must be the same in each to be
 * proposed, which weeds out timestamps, counters and random ids. Each call is on its own session,
 * as each run's will be. A live server, or a tool with side effects (`--once`), is called once:
 * calling a production tool twice to write a file would surprise anyone.
 */
export const INIT_CALLS = 2;
/** Output shown on the terminal after writing, in characters. */
const SHOWN_OUTPUT_CHARS = 2_000;

export const INIT_USAGE = `Usage: mcp-scenario-eval init NAME --tool TOOL [--args JSON] [--isolation MODE] [server flags]

Calls TOOL and writes ${DEFAULT_SCENARIO_DIR}/NAME.yaml: one step with those arguments,
expected_contains proposed from the real output (up to ${MAX_PROPOSED_ENTRIES} distinctive whole
lines that hold no timestamp or id, a line over ${MAX_PROPOSED_CHARS} characters in pieces that cover it all; against a stub server the tool is called twice,
each on a fresh session, and only lines the same in both are kept), and a commented expected_judge example (and live: true in
live mode, so a live run with the same flags takes it). A call that returns
isError: true gives a step with expect_error: true (invalid_arguments when the
error refuses the arguments). A tool that asks for input during its call
(elicitation, sampling) is answered with values made from its request, and the
step scripts them (elicitation:, sampling:) for you to review. Never overwrites a file.

${serverFlagsHelp('init')}

Options:
  --tool TOOL            the tool to call (see: mcp-scenario-eval tools)
  --args JSON            its arguments, a JSON object (default {})
  --out FILE             write here instead of ${DEFAULT_SCENARIO_DIR}/NAME.yaml
  --once                 call the tool once even against a stub server (a tool
                         with side effects); live mode always calls it once
  --expect-error         the call must return an error: the arguments are sent
                         even where the input schema rejects them, and the step
                         gets expect_error: invalid_arguments when they were
                         refused (the schema rejects them, or -32602), or true
                         for the tool's own error, with the error's stable lines
${flagHelp('isolation', 'init')}
  -h, --help

Example:
  mcp-scenario-eval init echo_hello --tool echo --args '{"message":"hello"}' \\
    --server-command "npx -y @modelcontextprotocol/server-everything stdio"

Exit code: 0 written, 1 the call failed or gave nothing to check, 2 bad usage
(a bad name, bad JSON, a file or scenario name that already exists).
`;

interface InitRequest {
  name: string;
  tool: string;
  args: Record<string, unknown>;
  file: string;
  options: RunOptions;
  /** How many times the tool is called (INIT_CALLS against a stub, once live or with --once). */
  calls: number;
  /**
   * `--expect-error`: the call must return an error (bad input gives one). The arguments are sent as
   * given even where the input schema rejects them, as a run sends an `expect_error: true` step.
   */
  expectError: boolean;
}

function readRequest(argv: string[], env: NodeJS.ProcessEnv, cwd: string): InitRequest | 'help' {
  const { values, positionals } = parseSubcommandArgs('init', argv, {
    tool: { type: 'string' },
    args: { type: 'string' },
    out: { type: 'string' },
    once: { type: 'boolean' },
    'expect-error': { type: 'boolean' },
  });
  if (values.help) return 'help';
  if (positionals.length !== 1) {
    throw new ConfigError(
      positionals.length === 0
        ? 'give the scenario NAME (letters, digits, _ . -), for example: init echo_hello --tool echo'
        : `give one scenario NAME, got ${positionals.length}: ${positionals.map((p) => `"${p}"`).join(' ')}`,
    );
  }
  const name = positionals[0]!;
  if (!SCENARIO_NAME_PATTERN.test(name)) {
    throw new ConfigError(
      `scenario NAME "${name}" may contain only letters, digits, _ . and - (it becomes the scenario's name and file name)`,
    );
  }
  const tool = values.tool as string | undefined;
  if (!tool) throw new ConfigError('give the tool to call with --tool TOOL (mcp-scenario-eval tools lists them)');
  const args = parseArgsJson(values.args as string | undefined);
  const file = path.resolve(cwd, (values.out as string | undefined) ?? path.join(DEFAULT_SCENARIO_DIR, `${name}.yaml`));
  const options = subcommandRunOptions('init', values, env, cwd);
  const calls = values.once || options.server.kind === 'http' ? 1 : INIT_CALLS;
  return { name, tool, args, file, options, calls, expectError: values['expect-error'] === true };
}

function parseArgsJson(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `--args must be a JSON object such as '{"message":"hello"}', got ${JSON.stringify(text)}: ${(error as Error).message}`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(
      `--args must be a JSON object of argument names to values, got ${JSON.stringify(text)}, which is ${Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`}`,
    );
  }
  // A scenario file substitutes `${name}` in values and refuses it in keys: a key holding `${` cannot
  // be written so that the run sends what this call sent.
  const key = [...keysIn(value)].find(([, name]) => name.includes('${'))?.[1];
  if (key !== undefined) {
    throw new ConfigError(
      `--args has the key ${JSON.stringify(key)}: a scenario file cannot hold \${ in an argument key (values only)`,
    );
  }
  // Values are sent as typed: a `${` in one is a literal, written `$${` in the file.
  return escapeReferences(value as Record<string, unknown>);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The schema file an editor can use, relative to the new file, when the project has one. */
async function schemaPathFor(file: string, cwd: string): Promise<string | undefined> {
  for (const candidate of [
    path.join(cwd, 'node_modules/mcp-scenario-eval/scenario.schema.json'),
    path.join(cwd, 'scenario.schema.json'),
  ]) {
    if (await exists(candidate)) return path.relative(path.dirname(file), candidate).split(path.sep).join('/');
  }
  return undefined;
}

/** Another scenario of the default suite already has this name: the new file would break the run. */
async function nameTakenAt(name: string, cwd: string): Promise<string | undefined> {
  const suite = await loadSuite(DEFAULT_SCENARIO_GLOBS, cwd);
  const taken = suite.scenarios.find((scenario) => scenario.name === name);
  return taken && `${taken.position.file}:${taken.position.line}`;
}

/** The same one-step scenario, once per call, each on its own session: a run's checks and rendering. */
async function callTool(request: InitRequest): Promise<ScenarioResult[]> {
  const position = { file: '(init)', line: 1, column: 1 };
  const scenarios: Scenario[] = Array.from({ length: request.calls }, (_, index) => ({
    kind: 'tool-sequence',
    name: `${request.name}#${index + 1}`,
    absolutePath: request.file,
    position,
    steps: [
      {
        kind: 'tool',
        tool: request.tool,
        args: request.args,
        // A step that expects an error is sent as written, as `invalid_arguments` sends it: its
        // verdict says whether the arguments were refused (what the file then says) or the tool erred.
        expectError: request.expectError,
        ...(request.expectError ? { expectInvalidArguments: true } : {}),
        expectedContains: [],
        expectedNotContains: [],
        save: [],
        // A tool that asks for input gets an answer init makes up (kept on the request's record), so
        // the call gives the output the proposed scenario, which scripts that answer, will get.
        proposeAnswers: true,
        position,
      },
    ],
    expectedContains: [],
    expectedNotContains: [],
    expectedJudge: [],
    live: true,
  }));
  const factory = sessionFactory(request.options);
  // --isolation suite: both calls on one server (faster for a server slow to start; a line that
  // differs only between sessions is then not caught).
  const sessions = request.options.isolation === 'suite' ? sharedSession(factory) : perScenarioSessions(factory);
  const run = await runScenarios(scenarios, sessions, {
    timeoutMs: request.options.timeoutMs,
    concurrency: 1,
    judge: { kind: 'skip', reason: 'init does not judge' },
  });
  return run.scenarios;
}

/** Why the call did not give output to write a scenario from, or undefined when it did. */
/**
 * What the written step expects: `invalid_arguments` when the arguments were refused (the input
 * schema rejects them and the tool erred, or the server said -32602), `true` for the tool's own
 * error, `false` for a success. With `--expect-error` the call ran as an `invalid_arguments` step,
 * so its check says which.
 */
function expectedErrorOf(result: ScenarioResult, asked: boolean): ExpectedError {
  const step = result.steps[0]!;
  if (!step.isError) return false;
  if (asked) {
    const verdict = result.checks.filter((check) => check.kind === 'step').at(-1);
    return verdict?.status === 'passed' ? 'invalid_arguments' : true;
  }
  return saysInvalidParams(step.text) ? 'invalid_arguments' : true;
}

function callProblem(results: ScenarioResult[]): string | undefined {
  for (const result of results) {
    const step = result.steps[0];
    if (result.error || !step || step.error) {
      const details = result.checks
        .filter((check) => check.status === 'failed' && check.message)
        .map((check) => check.message);
      const stderr = result.stderr ? `\nserver stderr:\n${result.stderr}` : '';
      return [result.error ?? 'the call did not complete', ...details].join('\n  ') + stderr;
    }
  }
  if (new Set(results.map((result) => result.steps[0]!.isError)).size > 1)
    return 'the calls disagreed: one returned isError: true and the other did not; such a tool cannot be pinned down by one scenario';
  return undefined;
}

/** The answers init made up for what the tool asked during the first call, round by round. */
function proposedAnswersOf(result: ScenarioResult): ProposedAnswers | undefined {
  const proposed = (result.steps[0]!.requests ?? []).filter((request) => request.proposal);
  if (proposed.length === 0) return undefined;
  return {
    elicitation: proposed
      .filter((request) => request.kind === 'elicitation')
      .map((request) => (request.proposal!.content ? { content: request.proposal!.content } : {})),
    sampling: proposed.filter((request) => request.kind === 'sampling').map((request) => request.proposal!.text ?? ''),
  };
}

/**
 * What the tool asked for during its call and what init answered, one line each, for the terminal:
 * the request's message and form (already cut to CLIENT_REQUEST_QUOTE_CHARS) and the answer.
 */
function askedLines(result: ScenarioResult, tool: string): string[] {
  const step = result.steps[0]!;
  const proposed = (step.requests ?? []).filter((request) => request.proposal);
  if (proposed.length === 0) return [];
  const leftOut = step.requestsLeftOut ?? 0;
  return [
    `${tool} asked for input during its call (${proposed.length === 1 ? 'once' : `${proposed.length} times`}${leftOut > 0 ? `, and ${leftOut} more not kept: the written step answers only the first ${proposed.length}` : ''}):`,
    ...proposed.map(
      (request) =>
        `  - ${request.kind === 'elicitation' ? 'elicitation (input from the user)' : 'sampling (a message from the model)'}: ${request.message}; init answered ${request.answer}`,
    ),
  ];
}

/** The step keys that script the answers init made, as YAML to add to a step by hand. */
function answerKeys(answers: ProposedAnswers): string {
  const keys: Record<string, unknown> = {};
  if (answers.elicitation.length > 0)
    keys.elicitation = answers.elicitation.map((answer) => ({ action: 'accept', ...answer }));
  if (answers.sampling.length > 0) keys.sampling = answers.sampling.map((text) => ({ text }));
  return new Document(keys).toString({ lineWidth: 0 });
}

export const init: Subcommand = async (argv, env, io, cwd = process.cwd()) => {
  let request;
  try {
    request = readRequest(argv, env, cwd);
    if (request === 'help') {
      io.out(INIT_USAGE);
      return EXIT_OK;
    }
    sayNotices(io, 'init', request.options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return usageError(io, 'init', error.message);
  }
  const shown = displayPath(request.file, cwd);
  if (await exists(request.file)) {
    io.err(
      `mcp-scenario-eval init: ${escapeTerminal(shown)} already exists; init never overwrites a file: pick another NAME, give --out FILE, or delete it first\n`,
    );
    return EXIT_USAGE;
  }
  const taken = await nameTakenAt(request.name, cwd);
  if (taken) {
    io.err(
      `mcp-scenario-eval init: a scenario named "${request.name}" already exists at ${escapeTerminal(taken)}; names must be unique in a run: pick another NAME\n`,
    );
    return EXIT_USAGE;
  }

  const secrets = request.options.secrets;
  const target = describeTarget(request.options);
  // The args are written to a file that is committed, and printed: a secret must never be in them.
  if ([...stringsIn(request.args), ...keysIn(request.args)].some(([, text]) => secrets.some((s) => text.includes(s)))) {
    io.err(
      'mcp-scenario-eval init: --args holds a secret of this run (the bearer token, a header or OAuth value): a scenario file is committed, so nothing was written; leave the secret out of the arguments\n',
    );
    return EXIT_USAGE;
  }
  const results = await callTool(request);
  const problem = callProblem(results);
  if (problem) {
    io.err(
      `mcp-scenario-eval init: calling ${escapeTerminal(request.tool)} on ${escapeTerminal(target)} failed, so nothing was written:\n  ${escapeTerminal(redactText(problem, secrets))}\n`,
    );
    return EXIT_FAILED;
  }
  const outputs = results.map((result) => result.steps[0]!.text);
  const expectError = expectedErrorOf(results[0]!, request.expectError);
  if (request.expectError && !expectError) {
    io.err(
      `mcp-scenario-eval init: --expect-error: ${escapeTerminal(request.tool)} returned no error (isError was not true) for these arguments, so nothing was written; give arguments it refuses. The output was:\n${escapeTerminal(redactText(cutStart(outputs[0]!, SHOWN_OUTPUT_CHARS), secrets)) || '(empty)'}\n`,
    );
    return EXIT_FAILED;
  }
  // A line holding a secret (a server that echoes its token) must never land in a committed file.
  // Nor a line that holds this machine's specifics (host, user, directories, versions, PATH): it
  // would fail on every other machine, the CI runner first.
  const specifics = machineSpecifics(env, [
    request.options.server.kind === 'command' ? request.options.server.cwd : '',
    cwd,
  ]);
  const proposedLines = proposeExpectedLines(
    outputs,
    (line) => !secrets.some((s) => s && line.includes(s)) && !holdsAny(line, specifics),
  );
  const proposed = proposedLines.flat();
  const output = escapeTerminal(redactText(cutStart(outputs[0]!, SHOWN_OUTPUT_CHARS), secrets));
  const answers = proposedAnswersOf(results[0]!);
  const asked = askedLines(results[0]!, request.tool).map((line) => escapeTerminal(redactText(line, secrets)));
  if (proposed.length === 0 && !expectError) {
    const sameIn =
      request.calls > 1 ? `the same in ${request.calls === 2 ? 'both' : `all ${request.calls}`} calls, ` : '';
    const answerHint = answers
      ? `\n${asked.join('\n')}\nA scenario of this tool answers it as init did with these keys on the step (review the values):\n${escapeTerminal(redactText(answerKeys(answers), secrets))}`
      : '';
    io.err(
      `mcp-scenario-eval init: the output of ${escapeTerminal(request.tool)} has no line to check (none was ${sameIn}short, free of timestamps and ids, and more than punctuation), so nothing was written; write expected_contains or expected_judge by hand. The output was:\n${output || '(empty)'}${answerHint}\n`,
    );
    return EXIT_FAILED;
  }

  const text = renderScaffold({
    name: request.name,
    tool: request.tool,
    args: request.args,
    expectError,
    expectedContains: proposed,
    live: request.options.server.kind === 'http',
    calls: request.calls,
    pieced: proposedLines.some((pieces) => pieces.length > 1),
    schemaPath: await schemaPathFor(request.file, cwd),
    ...(answers ? { answers } : {}),
  });
  // What is written must load as a valid scenario: check with the run's own loader first.
  const loaded = loadScenarioFile(text, request.file, shown);
  if (loaded.errors.length > 0 || loaded.scenarios.length !== 1) {
    throw new Error(
      `init made a scenario file that does not load (a bug: please report it): ${loaded.errors.map((e) => e.message).join('; ')}`,
    );
  }
  try {
    await mkdir(path.dirname(request.file), { recursive: true });
    // `wx` fails if the file appeared since the check above: still never an overwrite.
    await writeFile(request.file, text, { encoding: 'utf8', flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    io.err(
      `mcp-scenario-eval init: could not write ${escapeTerminal(shown)}: ${code === 'EEXIST' ? 'it already exists; init never overwrites a file' : escapeTerminal((error as Error).message)}\n`,
    );
    return code === 'EEXIST' ? EXIT_USAGE : EXIT_FAILED;
  }
  writeDone(io, { shown, text, output, expectError, tool: request.tool, asked });
  return EXIT_OK;
};

function writeDone(
  io: Console,
  done: { shown: string; text: string; output: string; expectError: ExpectedError; tool: string; asked: string[] },
): void {
  const lines = [
    ...(done.asked.length > 0
      ? [...done.asked, 'The written step scripts these answers (elicitation: / sampling:): review them.', '']
      : []),
    `${escapeTerminal(done.tool)} returned${done.expectError === 'invalid_arguments' ? ' an error refusing the arguments' : done.expectError ? ' an error (isError: true)' : ''}:`,
    ...done.output.split('\n').map((line) => `  | ${line}`),
    '',
    `Wrote ${escapeTerminal(done.shown)}:`,
    ...escapeTerminal(done.text)
      .trimEnd()
      .split('\n')
      .map((line) => `  ${line}`),
    '',
    `Run it: mcp-scenario-eval ${escapeTerminal(done.shown)} with the same server flags.`,
  ];
  io.out(`${lines.join('\n')}\n`);
}
