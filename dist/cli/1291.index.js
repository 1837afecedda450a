export const id = 1291;
export const ids = [1291,8028];
export const modules = {

/***/ 61291:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_SCENARIO_DIR: () => (/* binding */ DEFAULT_SCENARIO_DIR),
  INIT_CALLS: () => (/* binding */ INIT_CALLS),
  INIT_USAGE: () => (/* binding */ INIT_USAGE),
  init: () => (/* binding */ init)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./lib/authoring/propose.js


/**
 * Proposing `expected_contains` entries from real output, for `init`: a few short, distinctive,
 * exact lines that held in every call, so the scenario passes now and fails when the output changes.
 * A line longer than MAX_PROPOSED_CHARS is proposed in pieces that together cover all of it, never
 * as a prefix: a prefix would keep passing when the rest of the line (a date at its end) changed.
 */
/** Lines proposed at most: enough to pin the output down, few enough to read and keep up. */
const MAX_PROPOSED_ENTRIES = 3;
/** Longest entry proposed, in characters; a longer line is split into pieces of at most this. */
const MAX_PROPOSED_CHARS = 80;
/**
 * Pieces a long line may take: a longer line (a dump on one line) would fill the file with entries
 * nobody reads, and a part of it would not fail when the rest changed, so it is not proposed at all.
 */
const MAX_PIECES_PER_LINE = 4;
/** Shortest entry worth proposing: fewer letters and digits than this match almost anything. */
const MIN_ALPHANUMERIC = 3;
/** Lines looked at, from the start of the output: a huge dump needs no more to find three lines. */
const MAX_LINES_CONSIDERED = 5_000;
/**
 * Text that changes between calls even when two calls agree (they were made within a second, or
 * the server caches): timestamps with a time of day, UUIDs, long hex ids, epoch-like numbers.
 */
const VOLATILE = [
    /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/,
    /\b\d{1,2}:\d{2}:\d{2}\b/,
    /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i,
    /\b[0-9a-f]{16,}\b/i,
    /\b\d{10,}\b/,
];
/** Whether a line holds something that looks like it changes from call to call. */
function looksVolatile(line) {
    return VOLATILE.some((pattern) => pattern.test(line));
}
/** A date, with or without a time of day: the output says when it was made. */
const DATED = /\d{4}-\d{2}-\d{2}|\b\d{1,2}:\d{2}(:\d{2})?\b/;
/**
 * The names of a day or a month, as a server that dates its output spells them next to the date:
 * the same two calls agree today, and tomorrow's do not (`"day_of_week": "Friday"` beside the
 * timestamp that was dropped). Only looked for in an output that holds a date.
 */
const CALENDAR_WORD = /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b/;
/** A URL in a line: from its scheme (or `www.`) to the next white space or quote. */
const URL_IN_LINE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s"'<>`]+/gi;
/**
 * A version inside a URL: `lodash@4.17.21`, `/v1.2.3/`, `/2.0.1/`, `?v=…`, `&version=…`. Such a line
 * is the same in both calls and changes with the next release of a library the server links to
 * (a CDN address, a docs link), which is not a change of the server's answer: not proposed.
 * A bare API version (`/v1/`) names an interface, not a release, and is kept.
 */
const VERSION_IN_URL = /@v?\d+(?:\.\d+)+|\/v?\d+\.\d+(?:\.\d+)*(?:[-+][\w.]+)?(?=[/?#]|$)|[?&](?:v|ver|version)=/i;
/** Whether a line holds a URL with a library's version in it. */
function holdsVersionedUrl(line) {
    return (line.match(URL_IN_LINE) ?? []).some((url) => VERSION_IN_URL.test(url));
}
/**
 * Advice and hints (`(use "git restore <file>..." to discard changes)`, `hint: …`, `Run … to …`):
 * text the tool's authors reword freely, less worth pinning than a line that names things.
 */
const ADVICE = /^(\(.*\)|hint:|note:|tip:|\(?(use|run|try|see)\b)/i;
/** How much an advice line's score counts against a line that names things. */
const ADVICE_WEIGHT = 0.25;
/**
 * A line as entries of at most MAX_PROPOSED_CHARS that together cover every character of it, so a
 * change anywhere in the line fails one of them. Each piece ends before a space; the next starts at
 * that piece's last word (`… (1969), due` then `due back: 20 December 2026`), so the space between
 * is covered too. A piece with no space in its second half is cut hard and the next starts where
 * it stopped.
 */
function piecesOf(line) {
    const pieces = [];
    let start = 0;
    while (line.length - start > MAX_PROPOSED_CHARS) {
        const window = line.slice(start, start + MAX_PROPOSED_CHARS);
        const space = window.lastIndexOf(' ');
        if (space < MAX_PROPOSED_CHARS / 2) {
            pieces.push(window);
            start += MAX_PROPOSED_CHARS;
            continue;
        }
        const end = start + space;
        pieces.push(line.slice(start, end));
        const lastWord = line.lastIndexOf(' ', end - 1) + 1;
        // Never back to where this piece began: the next must move on. Either way it starts at or before `end`.
        start = lastWord > start ? lastWord : end;
    }
    pieces.push(line.slice(start));
    return pieces;
}
const alphanumerics = (text) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
/**
 * Proposes up to MAX_PROPOSED_ENTRIES lines from the outputs of the same call made more than
 * once (`outputs[0]` is the one shown; the others only confirm). A line qualifies when it occurs in
 * every output, once in the first, is not volatile, holds no versioned URL, has a few letters or digits (so `{` and
 * `---` never qualify), takes at most MAX_PIECES_PER_LINE pieces, and passes `keep` (the caller's
 * test for secrets and machine specifics, on the whole line, so that no piece is dropped alone).
 * The first qualifying line is kept (it is often a heading), then the most informative others;
 * they come back in output order, each whole or in pieces (piecesOf), never the whole output of
 * more than one line. Returns [] when nothing qualifies.
 */
function proposeExpectedContains(outputs, keep = () => true) {
    return proposeExpectedLines(outputs, keep).flat();
}
/** The same proposal, line by line: each line's entries (one, or its pieces) apart. */
function proposeExpectedLines(outputs, keep = () => true) {
    const [first, ...others] = outputs;
    if (first === undefined)
        return [];
    const lines = first.split('\n').slice(0, MAX_LINES_CONSIDERED);
    const counts = new Map();
    for (const line of lines)
        counts.set(line.trim(), (counts.get(line.trim()) ?? 0) + 1);
    const dated = lines.some((line) => DATED.test(line));
    const candidates = [];
    lines.forEach((raw, index) => {
        const line = raw.trim();
        if (counts.get(line) !== 1 || looksVolatile(line))
            return;
        if (dated && CALENDAR_WORD.test(line))
            return;
        if (holdsVersionedUrl(line))
            return;
        if (alphanumerics(line) < MIN_ALPHANUMERIC || !keep(line))
            return;
        const pieces = piecesOf(line);
        if (pieces.length > MAX_PIECES_PER_LINE)
            return;
        if (!others.every((output) => output.includes(line)))
            return;
        // More letters and digits say more about the output, up to the length of one entry: a long line
        // is not worth more for needing more entries.
        const score = Math.min(alphanumerics(line), MAX_PROPOSED_CHARS) * (ADVICE.test(line) ? ADVICE_WEIGHT : 1);
        candidates.push({ pieces, index, score });
    });
    if (candidates.length === 0)
        return [];
    const [head, ...rest] = candidates;
    const picked = [head, ...rest.sort((a, b) => b.score - a.score || a.index - b.index)].slice(0, MAX_PROPOSED_ENTRIES);
    return picked.sort((a, b) => a.index - b.index).map((candidate) => candidate.pieces);
}
/** Shorter values than this are not looked for: `/` or `x` would rule out almost any line. */
const MIN_SPECIFIC_CHARS = 2;
/** Values shorter than this (a host named `vm`, a user `ci`) are looked for as whole words only. */
const WHOLE_WORD_BELOW_CHARS = 5;
/**
 * This machine's specifics, which a server that echoes its environment or paths puts in its output
 * and which hold on no other machine (the CI runner first): the host and user names, the home, temp
 * and working directories (and `extraDirs`, the server's own), the Node and npm versions, and the
 * PATH entries. A line holding one is never proposed.
 */
function machineSpecifics(env, extraDirs = []) {
    const values = [external_node_os_.hostname(), external_node_os_.homedir(), external_node_os_.tmpdir(), process.cwd(), process.version, process.versions.node];
    try {
        values.push(external_node_os_.userInfo().username);
    }
    catch {
        // No user entry (some containers): nothing to leave out.
    }
    values.push(env.USER ?? '', env.LOGNAME ?? '', env.HOME ?? '', env.HOSTNAME ?? '', ...extraDirs);
    const npm = /\bnpm\/(\S+)/.exec(env.npm_config_user_agent ?? '')?.[1];
    if (npm)
        values.push(`npm/${npm}`, npm);
    values.push(...(env.PATH ?? '').split(external_node_path_.delimiter));
    return [...new Set(values.filter((value) => value.length >= MIN_SPECIFIC_CHARS))];
}
/**
 * Whether `line` contains any of `values`: a short name (letters and digits: a host `vm`, a user
 * `ci`) as a whole word, anything else (a path such as `/bin`, a longer value) anywhere.
 */
function holdsAny(line, values) {
    return values.some((value) => value.length < WHOLE_WORD_BELOW_CHARS && /^[\p{L}\p{N}_]+$/u.test(value)
        ? wholeWord(value).test(line)
        : line.includes(value));
}
function wholeWord(value) {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'u');
}
//# sourceMappingURL=propose.js.map
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./lib/authoring/scaffold.js

/** The comment over an answer init made up: the run then sends exactly it, so it must be read. */
const REVIEW_COMMENT = {
    elicitation: [
        ' The tool asked for input (elicitation); init answered with this, built from the form the server',
        ' sent (its defaults, first allowed values, placeholders): review it, as each run sends exactly it.',
    ].join('\n'),
    sampling: [
        ' The tool asked the client to sample a message; init replied with this placeholder: write the reply',
        ' the model should give, as each run sends exactly it.',
    ].join('\n'),
};
/**
 * The text of a new scenario file, in the seed scenario's shape (name, one step with its args,
 * `expected_contains`, and an `expected_judge` example left commented out, since a criterion says
 * what the output must mean, which only the author knows). Made with `yaml`'s Document API so every
 * value is quoted as YAML needs, whatever the tool name, arguments or output hold.
 */
function renderScaffold(input) {
    const step = { tool: input.tool, args: input.args };
    if (input.expectError)
        step.expect_error = input.expectError;
    // A mapping answers one round, a list successive rounds (the scenario format's `rounds`).
    const oneOrList = (items) => (items.length === 1 ? items[0] : items);
    const answers = input.answers;
    if (answers && answers.elicitation.length > 0)
        step.elicitation = oneOrList(answers.elicitation.map((answer) => ({
            action: 'accept',
            ...(answer.content ? { content: answer.content } : {}),
        })));
    if (answers && answers.sampling.length > 0)
        step.sampling = oneOrList(answers.sampling.map((text) => ({ text })));
    const doc = new dist/* Document */.yo({
        name: input.name,
        tool_sequence: [step],
        expected_contains: input.expectedContains,
        ...(input.live ? { live: true } : {}),
    });
    const entries = doc.get('expected_contains', true);
    if ((0,dist/* isSeq */.oP)(entries)) {
        for (const item of entries.items)
            if ((0,dist/* isScalar */.jn)(item))
                item.type = dist/* Scalar */.X5.QUOTE_DOUBLE;
    }
    const written = doc.getIn(['tool_sequence', 0], true);
    if ((0,dist/* isMap */.jh)(written)) {
        for (const pair of written.items) {
            const key = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : '';
            if ((key === 'elicitation' || key === 'sampling') && (0,dist/* isScalar */.jn)(pair.key))
                pair.key.commentBefore = REVIEW_COMMENT[key];
        }
    }
    // Said when true only, so the usual header (the README's sample) stays as it was.
    const pieces = input.pieced ? ' (a long line in pieces that cover all of it)' : '';
    const header = [
        ...(input.schemaPath ? [` yaml-language-server: $schema=${input.schemaPath}`] : []),
        ...((input.calls ?? 1) > 1
            ? [
                ` Written by \`mcp-scenario-eval init\` from ${input.calls} calls of ${oneLine(input.tool)}: each expected_contains`,
                ` entry is an exact line that every call printed${pieces}. Keep the ones that matter, add steps and checks.`,
            ]
            : [
                ` Written by \`mcp-scenario-eval init\` from one call of ${oneLine(input.tool)}: each expected_contains`,
                ` entry is an exact line of that output${pieces}. Keep the ones that matter, add steps and checks.`,
            ]),
    ];
    doc.commentBefore = header.join('\n');
    doc.comment = [
        ' expected_judge:',
        `   - "The output of ${oneLine(input.tool).replace(/"/g, "'")} <says what a correct answer must say, in one sentence>."`,
    ].join('\n');
    return doc.toString({ lineWidth: 0 });
}
/** A name inside a comment: one line, or the comment would end early and the rest become YAML. */
function oneLine(text) {
    return text.replace(/[\r\n]+/g, ' ');
}
//# sourceMappingURL=scaffold.js.map
// EXTERNAL MODULE: ./lib/mcp/invalid-params.js
var invalid_params = __webpack_require__(34386);
// EXTERNAL MODULE: ./lib/config/resolve.js + 1 modules
var resolve = __webpack_require__(73679);
// EXTERNAL MODULE: ./lib/run/index.js + 8 modules
var lib_run = __webpack_require__(12420);
// EXTERNAL MODULE: ./lib/config/options.js
var options = __webpack_require__(61236);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var redact = __webpack_require__(40808);
// EXTERNAL MODULE: ./lib/kinds/tool-sequence/references.js
var references = __webpack_require__(57084);
// EXTERNAL MODULE: ./lib/mcp/leases.js
var leases = __webpack_require__(54357);
// EXTERNAL MODULE: ./lib/run/schedule.js
var schedule = __webpack_require__(71752);
// EXTERNAL MODULE: ./lib/scenario/index.js
var scenario = __webpack_require__(57190);
// EXTERNAL MODULE: ./lib/scenario/discover.js
var discover = __webpack_require__(92211);
// EXTERNAL MODULE: ./lib/scenario/load.js
var load = __webpack_require__(18028);
// EXTERNAL MODULE: ./lib/scenario/schema.js
var schema = __webpack_require__(45839);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
// EXTERNAL MODULE: ./lib/report/text/limits.js
var limits = __webpack_require__(64102);
// EXTERNAL MODULE: ./lib/cli/console.js + 2 modules
var console = __webpack_require__(47728);
// EXTERNAL MODULE: ./lib/cli/flag-help.js
var flag_help = __webpack_require__(73916);
// EXTERNAL MODULE: ./lib/cli/commands/shared.js
var shared = __webpack_require__(39544);
;// CONCATENATED MODULE: ./lib/cli/commands/init.js






















/** Where `init` writes, under the working directory, unless `--out` says otherwise. */
const DEFAULT_SCENARIO_DIR = 'scenarios';
/**
 * Calls made to propose entries against a stub server: a line must be the same in each to be
 * proposed, which weeds out timestamps, counters and random ids. Each call is on its own session,
 * as each run's will be. A live server, or a tool with side effects (`--once`), is called once:
 * calling a production tool twice to write a file would surprise anyone.
 */
const INIT_CALLS = 2;
/** Output shown on the terminal after writing, in characters. */
const SHOWN_OUTPUT_CHARS = 2_000;
const INIT_USAGE = `Usage: mcp-scenario-eval init NAME --tool TOOL [--args JSON] [--isolation MODE] [server flags]

Calls TOOL and writes ${DEFAULT_SCENARIO_DIR}/NAME.yaml: one step with those arguments,
expected_contains proposed from the real output (up to ${MAX_PROPOSED_ENTRIES} distinctive whole
lines that hold no timestamp or id, a line over ${MAX_PROPOSED_CHARS} characters in pieces that cover it all; against a stub server the tool is called twice,
each on a fresh session, and only lines the same in both are kept), and a commented expected_judge example (and live: true in
live mode, so a live run with the same flags takes it). A call that returns
isError: true gives a step with expect_error: true (invalid_arguments when the
error refuses the arguments). A tool that asks for input during its call
(elicitation, sampling) is answered with values made from its request, and the
step scripts them (elicitation:, sampling:) for you to review. Never overwrites a file.

${(0,shared/* serverFlagsHelp */.uJ)('init')}

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
${(0,flag_help/* flagHelp */.QR)('isolation', 'init')}
  -h, --help

Example:
  mcp-scenario-eval init echo_hello --tool echo --args '{"message":"hello"}' \\
    --server-command "npx -y @modelcontextprotocol/server-everything stdio"

Exit code: 0 written, 1 the call failed or gave nothing to check, 2 bad usage
(a bad name, bad JSON, a file or scenario name that already exists).
`;
function readRequest(argv, env, cwd) {
    const { values, positionals } = (0,shared/* parseSubcommandArgs */.cY)('init', argv, {
        tool: { type: 'string' },
        args: { type: 'string' },
        out: { type: 'string' },
        once: { type: 'boolean' },
        'expect-error': { type: 'boolean' },
    });
    if (values.help)
        return 'help';
    if (positionals.length !== 1) {
        throw new resolve/* ConfigError */.xL(positionals.length === 0
            ? 'give the scenario NAME (letters, digits, _ . -), for example: init echo_hello --tool echo'
            : `give one scenario NAME, got ${positionals.length}: ${positionals.map((p) => `"${p}"`).join(' ')}`);
    }
    const name = positionals[0];
    if (!schema/* SCENARIO_NAME_PATTERN */.kC.test(name)) {
        throw new resolve/* ConfigError */.xL(`scenario NAME "${name}" may contain only letters, digits, _ . and - (it becomes the scenario's name and file name)`);
    }
    const tool = values.tool;
    if (!tool)
        throw new resolve/* ConfigError */.xL('give the tool to call with --tool TOOL (mcp-scenario-eval tools lists them)');
    const args = parseArgsJson(values.args);
    const file = external_node_path_.resolve(cwd, values.out ?? external_node_path_.join(DEFAULT_SCENARIO_DIR, `${name}.yaml`));
    const options = (0,shared/* subcommandRunOptions */.x1)('init', values, env, cwd);
    const calls = values.once || options.server.kind === 'http' ? 1 : INIT_CALLS;
    return { name, tool, args, file, options, calls, expectError: values['expect-error'] === true };
}
function parseArgsJson(text) {
    if (text === undefined)
        return {};
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new resolve/* ConfigError */.xL(`--args must be a JSON object such as '{"message":"hello"}', got ${JSON.stringify(text)}: ${error.message}`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new resolve/* ConfigError */.xL(`--args must be a JSON object of argument names to values, got ${JSON.stringify(text)}, which is ${Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`}`);
    }
    // A scenario file substitutes `${name}` in values and refuses it in keys: a key holding `${` cannot
    // be written so that the run sends what this call sent.
    const key = [...(0,references/* keysIn */.q7)(value)].find(([, name]) => name.includes('${'))?.[1];
    if (key !== undefined) {
        throw new resolve/* ConfigError */.xL(`--args has the key ${JSON.stringify(key)}: a scenario file cannot hold \${ in an argument key (values only)`);
    }
    // Values are sent as typed: a `${` in one is a literal, written `$${` in the file.
    return (0,references/* escapeReferences */.wN)(value);
}
const exists = (file) => (0,promises_.access)(file).then(() => true, () => false);
/** The schema file an editor can use, relative to the new file, when the project has one. */
async function schemaPathFor(file, cwd) {
    for (const candidate of [
        external_node_path_.join(cwd, 'node_modules/mcp-scenario-eval/scenario.schema.json'),
        external_node_path_.join(cwd, 'scenario.schema.json'),
    ]) {
        if (await exists(candidate))
            return external_node_path_.relative(external_node_path_.dirname(file), candidate).split(external_node_path_.sep).join('/');
    }
    return undefined;
}
/** Another scenario of the default suite already has this name: the new file would break the run. */
async function nameTakenAt(name, cwd) {
    const suite = await (0,scenario/* loadSuite */.b)(options/* DEFAULT_SCENARIO_GLOBS */.Lj, cwd);
    const taken = suite.scenarios.find((scenario) => scenario.name === name);
    return taken && `${taken.position.file}:${taken.position.line}`;
}
/** The same one-step scenario, once per call, each on its own session: a run's checks and rendering. */
async function callTool(request) {
    const position = { file: '(init)', line: 1, column: 1 };
    const scenarios = Array.from({ length: request.calls }, (_, index) => ({
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
    const factory = (0,lib_run/* sessionFactory */.tP)(request.options);
    // --isolation suite: both calls on one server (faster for a server slow to start; a line that
    // differs only between sessions is then not caught).
    const sessions = request.options.isolation === 'suite' ? (0,leases/* sharedSession */.Et)(factory) : (0,leases/* perScenarioSessions */.Hy)(factory);
    const run = await (0,schedule/* runScenarios */.z)(scenarios, sessions, {
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
function expectedErrorOf(result, asked) {
    const step = result.steps[0];
    if (!step.isError)
        return false;
    if (asked) {
        const verdict = result.checks.filter((check) => check.kind === 'step').at(-1);
        return verdict?.status === 'passed' ? 'invalid_arguments' : true;
    }
    return (0,invalid_params/* saysInvalidParams */.S)(step.text) ? 'invalid_arguments' : true;
}
function callProblem(results) {
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
    if (new Set(results.map((result) => result.steps[0].isError)).size > 1)
        return 'the calls disagreed: one returned isError: true and the other did not; such a tool cannot be pinned down by one scenario';
    return undefined;
}
/** The answers init made up for what the tool asked during the first call, round by round. */
function proposedAnswersOf(result) {
    const proposed = (result.steps[0].requests ?? []).filter((request) => request.proposal);
    if (proposed.length === 0)
        return undefined;
    return {
        elicitation: proposed
            .filter((request) => request.kind === 'elicitation')
            .map((request) => (request.proposal.content ? { content: request.proposal.content } : {})),
        sampling: proposed.filter((request) => request.kind === 'sampling').map((request) => request.proposal.text ?? ''),
    };
}
/**
 * What the tool asked for during its call and what init answered, one line each, for the terminal:
 * the request's message and form (already cut to CLIENT_REQUEST_QUOTE_CHARS) and the answer.
 */
function askedLines(result, tool) {
    const step = result.steps[0];
    const proposed = (step.requests ?? []).filter((request) => request.proposal);
    if (proposed.length === 0)
        return [];
    const leftOut = step.requestsLeftOut ?? 0;
    return [
        `${tool} asked for input during its call (${proposed.length === 1 ? 'once' : `${proposed.length} times`}${leftOut > 0 ? `, and ${leftOut} more not kept: the written step answers only the first ${proposed.length}` : ''}):`,
        ...proposed.map((request) => `  - ${request.kind === 'elicitation' ? 'elicitation (input from the user)' : 'sampling (a message from the model)'}: ${request.message}; init answered ${request.answer}`),
    ];
}
/** The step keys that script the answers init made, as YAML to add to a step by hand. */
function answerKeys(answers) {
    const keys = {};
    if (answers.elicitation.length > 0)
        keys.elicitation = answers.elicitation.map((answer) => ({ action: 'accept', ...answer }));
    if (answers.sampling.length > 0)
        keys.sampling = answers.sampling.map((text) => ({ text }));
    return new dist/* Document */.yo(keys).toString({ lineWidth: 0 });
}
const init = async (argv, env, io, cwd = process.cwd()) => {
    let request;
    try {
        request = readRequest(argv, env, cwd);
        if (request === 'help') {
            io.out(INIT_USAGE);
            return console/* EXIT_OK */.Ij;
        }
        (0,shared/* sayNotices */.$d)(io, 'init', request.options);
    }
    catch (error) {
        if (!(error instanceof resolve/* ConfigError */.xL))
            throw error;
        return (0,shared/* usageError */.Wp)(io, 'init', error.message);
    }
    const shown = (0,discover/* displayPath */.Gt)(request.file, cwd);
    if (await exists(request.file)) {
        io.err(`mcp-scenario-eval init: ${(0,text_escape/* escapeTerminal */.en)(shown)} already exists; init never overwrites a file: pick another NAME, give --out FILE, or delete it first\n`);
        return console/* EXIT_USAGE */.Ri;
    }
    const taken = await nameTakenAt(request.name, cwd);
    if (taken) {
        io.err(`mcp-scenario-eval init: a scenario named "${request.name}" already exists at ${(0,text_escape/* escapeTerminal */.en)(taken)}; names must be unique in a run: pick another NAME\n`);
        return console/* EXIT_USAGE */.Ri;
    }
    const secrets = request.options.secrets;
    const target = (0,lib_run/* describeTarget */.ff)(request.options);
    // The args are written to a file that is committed, and printed: a secret must never be in them.
    if ([...(0,references/* stringsIn */.QQ)(request.args), ...(0,references/* keysIn */.q7)(request.args)].some(([, text]) => secrets.some((s) => text.includes(s)))) {
        io.err('mcp-scenario-eval init: --args holds a secret of this run (the bearer token, a header or OAuth value): a scenario file is committed, so nothing was written; leave the secret out of the arguments\n');
        return console/* EXIT_USAGE */.Ri;
    }
    const results = await callTool(request);
    const problem = callProblem(results);
    if (problem) {
        io.err(`mcp-scenario-eval init: calling ${(0,text_escape/* escapeTerminal */.en)(request.tool)} on ${(0,text_escape/* escapeTerminal */.en)(target)} failed, so nothing was written:\n  ${(0,text_escape/* escapeTerminal */.en)((0,redact/* redactText */.Rd)(problem, secrets))}\n`);
        return console/* EXIT_FAILED */.hj;
    }
    const outputs = results.map((result) => result.steps[0].text);
    const expectError = expectedErrorOf(results[0], request.expectError);
    if (request.expectError && !expectError) {
        io.err(`mcp-scenario-eval init: --expect-error: ${(0,text_escape/* escapeTerminal */.en)(request.tool)} returned no error (isError was not true) for these arguments, so nothing was written; give arguments it refuses. The output was:\n${(0,text_escape/* escapeTerminal */.en)((0,redact/* redactText */.Rd)((0,limits/* cutStart */.Dr)(outputs[0], SHOWN_OUTPUT_CHARS), secrets)) || '(empty)'}\n`);
        return console/* EXIT_FAILED */.hj;
    }
    // A line holding a secret (a server that echoes its token) must never land in a committed file.
    // Nor a line that holds this machine's specifics (host, user, directories, versions, PATH): it
    // would fail on every other machine, the CI runner first.
    const specifics = machineSpecifics(env, [
        request.options.server.kind === 'command' ? request.options.server.cwd : '',
        cwd,
    ]);
    const proposedLines = proposeExpectedLines(outputs, (line) => !secrets.some((s) => s && line.includes(s)) && !holdsAny(line, specifics));
    const proposed = proposedLines.flat();
    const output = (0,text_escape/* escapeTerminal */.en)((0,redact/* redactText */.Rd)((0,limits/* cutStart */.Dr)(outputs[0], SHOWN_OUTPUT_CHARS), secrets));
    const answers = proposedAnswersOf(results[0]);
    const asked = askedLines(results[0], request.tool).map((line) => (0,text_escape/* escapeTerminal */.en)((0,redact/* redactText */.Rd)(line, secrets)));
    if (proposed.length === 0 && !expectError) {
        const sameIn = request.calls > 1 ? `the same in ${request.calls === 2 ? 'both' : `all ${request.calls}`} calls, ` : '';
        const answerHint = answers
            ? `\n${asked.join('\n')}\nA scenario of this tool answers it as init did with these keys on the step (review the values):\n${(0,text_escape/* escapeTerminal */.en)((0,redact/* redactText */.Rd)(answerKeys(answers), secrets))}`
            : '';
        io.err(`mcp-scenario-eval init: the output of ${(0,text_escape/* escapeTerminal */.en)(request.tool)} has no line to check (none was ${sameIn}short, free of timestamps and ids, and more than punctuation), so nothing was written; write expected_contains or expected_judge by hand. The output was:\n${output || '(empty)'}${answerHint}\n`);
        return console/* EXIT_FAILED */.hj;
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
    const loaded = (0,load.loadScenarioFile)(text, request.file, shown);
    if (loaded.errors.length > 0 || loaded.scenarios.length !== 1) {
        throw new Error(`init made a scenario file that does not load (a bug: please report it): ${loaded.errors.map((e) => e.message).join('; ')}`);
    }
    try {
        await (0,promises_.mkdir)(external_node_path_.dirname(request.file), { recursive: true });
        // `wx` fails if the file appeared since the check above: still never an overwrite.
        await (0,promises_.writeFile)(request.file, text, { encoding: 'utf8', flag: 'wx' });
    }
    catch (error) {
        const code = error.code;
        io.err(`mcp-scenario-eval init: could not write ${(0,text_escape/* escapeTerminal */.en)(shown)}: ${code === 'EEXIST' ? 'it already exists; init never overwrites a file' : (0,text_escape/* escapeTerminal */.en)(error.message)}\n`);
        return code === 'EEXIST' ? console/* EXIT_USAGE */.Ri : console/* EXIT_FAILED */.hj;
    }
    writeDone(io, { shown, text, output, expectError, tool: request.tool, asked });
    return console/* EXIT_OK */.Ij;
};
function writeDone(io, done) {
    const lines = [
        ...(done.asked.length > 0
            ? [...done.asked, 'The written step scripts these answers (elicitation: / sampling:): review them.', '']
            : []),
        `${(0,text_escape/* escapeTerminal */.en)(done.tool)} returned${done.expectError === 'invalid_arguments' ? ' an error refusing the arguments' : done.expectError ? ' an error (isError: true)' : ''}:`,
        ...done.output.split('\n').map((line) => `  | ${line}`),
        '',
        `Wrote ${(0,text_escape/* escapeTerminal */.en)(done.shown)}:`,
        ...(0,text_escape/* escapeTerminal */.en)(done.text)
            .trimEnd()
            .split('\n')
            .map((line) => `  ${line}`),
        '',
        `Run it: mcp-scenario-eval ${(0,text_escape/* escapeTerminal */.en)(done.shown)} with the same server flags.`,
    ];
    io.out(`${lines.join('\n')}\n`);
}
//# sourceMappingURL=init.js.map

/***/ }),

/***/ 39544:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ sayNotices),
/* harmony export */   TS: () => (/* binding */ subcommandSettings),
/* harmony export */   Wp: () => (/* binding */ usageError),
/* harmony export */   cY: () => (/* binding */ parseSubcommandArgs),
/* harmony export */   ld: () => (/* binding */ commandProvider),
/* harmony export */   uJ: () => (/* binding */ serverFlagsHelp),
/* harmony export */   x1: () => (/* binding */ subcommandRunOptions),
/* harmony export */   yV: () => (/* binding */ readFlagsOnly)
/* harmony export */ });
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46995);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73679);
/* harmony import */ var _providers_choose_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36069);
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93966);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81961);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47728);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69973);
/* harmony import */ var _flag_help_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(73916);








/** The server flags of `command` as a help text block, from the table, the same for every command. */
function serverFlagsHelp(command) {
    const secrets = settingsOfAll(command)
        .filter((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTINGS */ .yy[key].secret && _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTINGS */ .yy[key].group === 'secret')
        .map((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTINGS */ .yy[key].env)
        .join(', ');
    return `Server (one of):
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_7__/* .flagsHelp */ .zo)(command, ['server'])}
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_7__/* .flagsHelp */ .zo)(command, ['oauth'])}
  Secrets are never flags (shell history, process lists): ${secrets}.`;
}
/** The settings `command` reads, flags or not (its secrets among them). */
function settingsOfAll(command) {
    return _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTING_KEYS */ .GS.filter((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTINGS */ .yy[key].commands.includes(command));
}
/**
 * Parses a subcommand's arguments: the flags of the settings it takes (from the table), `-h/--help`
 * and its own. Throws ConfigError naming the flag on anything unknown (parse-args.ts).
 */
function parseSubcommandArgs(command, argv, own) {
    // Typed by the command's own flags; the settings' flags are read through the table (FlagValues).
    const parsed = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(argv, {
        ...(0,_flags_js__WEBPACK_IMPORTED_MODULE_6__/* .flagOptions */ .v)(command),
        help: { type: 'boolean', short: 'h' },
        ...own,
    });
    return parsed;
}
/**
 * The settings of a subcommand and its engine options, built the way a run builds them
 * (`toRunOptions`), so stub and live transports, secrets and error messages behave as in a run. The
 * judge is off and one scenario runs at a time: authoring commands look at what the server says in
 * file order, they never grade it (and never spend tokens); a command that does sets its own.
 */
function subcommandSettings(command, values, env, cwd, scenarioGlobs = []) {
    const read = (0,_flags_js__WEBPACK_IMPORTED_MODULE_6__/* .readFlags */ .u)(command, values, env, cwd);
    const options = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .toRunOptions */ .pA)({
        ...read.config,
        scenarioGlobs,
        anthropicApiKey: '',
        judge: 'off',
        judgeModel: _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_JUDGE_MODEL */ .sr,
        judgeConcurrency: 1,
        concurrency: 1,
        shard: '',
        filter: '',
    });
    return { options, values: read.values };
}
/** The engine options of a subcommand (subcommandSettings). */
function subcommandRunOptions(command, values, env, cwd, scenarioGlobs = []) {
    return subcommandSettings(command, values, env, cwd, scenarioGlobs).options;
}
/**
 * Says on stderr what the settings call for telling the user (a `--server-env` variable named like
 * a secret, treated as one), as a run does: a subcommand redacts the same values.
 */
function sayNotices(io, command, options) {
    for (const message of options.notices ?? [])
        io.err(`mcp-scenario-eval ${command}: notice: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(message)}\n`);
}
/**
 * Bad usage of a subcommand: the problem, then where its usage is (not the usage itself, which
 * would scroll the one line that matters away), on stderr; exit code 2. `_usage` is the subcommand's
 * usage text, kept in the signature for the callers; `--help` prints it.
 */
function usageError(io, command, message) {
    // One line that may quote a flag or value as typed: a line break in it is shown as \n, as for a run.
    io.err(`mcp-scenario-eval ${command}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(message)}\n${(0,_console_js__WEBPACK_IMPORTED_MODULE_5__/* .usageHint */ .n5)(command)}\n`);
    return _console_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_USAGE */ .Ri;
}
/**
 * The arguments of a subcommand that takes flags only (`ping`, `tools`): its values and engine
 * options, or the exit code when it printed its help (0) or a usage error (2).
 */
function readFlagsOnly(command, usage, own, argv, env, io, cwd = process.cwd()) {
    try {
        const parsed = parseSubcommandArgs(command, argv, own);
        const values = parsed.values;
        if (values.help) {
            io.out(usage);
            return _console_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_OK */ .Ij;
        }
        if (parsed.positionals.length > 0)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`unexpected argument "${parsed.positionals[0]}": ${command} takes only flags`);
        const { options, values: settings } = subcommandSettings(command, values, env, cwd);
        sayNotices(io, command, options);
        return { values, options, settings };
    }
    catch (error) {
        if (!(error instanceof _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL))
            throw error;
        return usageError(io, command, error.message);
    }
}
/**
 * The platform a command that calls the model reaches Claude through (`--provider`, `--model-id`,
 * and the environment, as a run chooses it), with the secrets it holds; a ConfigError naming every
 * way to give one when there is none.
 */
function commandProvider(command, flags, env, cwd, otherModels = []) {
    const { values } = (0,_flags_js__WEBPACK_IMPORTED_MODULE_6__/* .readFlags */ .u)(command, flags, env, cwd);
    const models = [values.agentModel, ...otherModels];
    const choice = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveProvider */ .Kd)({ provider: values.provider, modelIds: values.modelIds, anthropicApiKey: env.ANTHROPIC_API_KEY ?? '', face: 'cli' }, env, models);
    if (choice.provider)
        return { provider: choice.provider, secrets: (0,_providers_choose_js__WEBPACK_IMPORTED_MODULE_2__/* .providerSecrets */ .nf)(choice.provider) };
    const setting = values.provider ?? 'auto';
    if (setting === 'bedrock' || setting === 'vertex')
        throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${command} calls the model: ${choice.reason}`);
    throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${command} calls the model: set ANTHROPIC_API_KEY` +
        (setting === 'auto'
            ? ', or put AWS credentials and AWS_REGION (Amazon Bedrock) or a Google Cloud project and CLOUD_ML_REGION (Google Vertex AI) in the environment'
            : ''));
}
//# sourceMappingURL=shared.js.map

/***/ }),

/***/ 54357:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Et: () => (/* binding */ sharedSession),
/* harmony export */   Hy: () => (/* binding */ perScenarioSessions)
/* harmony export */ });
/* unused harmony export SHARED_SERVER_RESTARTS */
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96960);
/**
 * How a run's scenarios get their sessions: one each (`isolation: scenario`), or one shared by all
 * (`isolation: suite`, restarted once if the shared server ends on its own).
 */

function perScenarioSessions(factory) {
    // Tracked so that a run stopped by its time limit still closes (and so stops) every server.
    const open = new Set();
    let disposed = false;
    const started = { sessions: 0, ms: 0, wallMs: 0, mostAtOnce: 0 };
    // Start-ups under way now, and since when one has been: concurrent start-ups overlap in wall time.
    let starting = 0;
    let startingSince = 0;
    const acquire = async () => {
        const opening = performance.now();
        if (starting++ === 0)
            startingSince = opening;
        started.mostAtOnce = Math.max(started.mostAtOnce, starting);
        let session;
        try {
            session = await factory.open();
        }
        finally {
            if (--starting === 0)
                started.wallMs += performance.now() - startingSince;
        }
        started.sessions++;
        started.ms += performance.now() - opening;
        if (disposed) {
            // The run ended while this server was starting: stop it rather than run on unseen.
            await session.close().catch(() => undefined);
            throw new Error('the run ended before this scenario could start');
        }
        open.add(session);
        return session;
    };
    const release = async (session) => {
        open.delete(session);
        await session.close().catch(() => undefined);
    };
    return {
        acquire,
        release,
        renew: async (stale) => {
            await release(stale);
            return acquire();
        },
        startups: () => ({ ...started }),
        dispose: async () => {
            disposed = true;
            const left = [...open];
            open.clear();
            await Promise.all(left.map((session) => session.close().catch(() => undefined)));
        },
    };
}
/** How many times a shared server (`isolation: suite`) that ended on its own is started again. */
const SHARED_SERVER_RESTARTS = 1;
function sharedSession(factory) {
    let shared;
    // Each dropped session is replaced once, however many scenarios were holding it.
    const replacements = new WeakMap();
    // Closed only at the end: another scenario may still be waiting for an answer on one (the server
    // can still deliver it), and closing would fail that call as if it had been cut off.
    const retired = [];
    // The scenarios holding the session now, and the last to let it go: who was running when it ended.
    const holders = new Set();
    let lastReleased;
    // When each server that ended on its own ended ("during scenario …"), in order; and per session.
    const ends = [];
    const endOf = new WeakMap();
    let disposing = false;
    const named = (names) => names.map((name) => `"${name}"`).join(', ');
    /** Watches a new session's connection: a close we did not ask for is the server ending on its own. */
    const watch = async (opening, generation) => {
        const opened = await opening;
        const session = {
            ...opened,
            explain: (error) => {
                const base = opened.explain(error);
                const end = endOf.get(session);
                if (end === undefined)
                    return base;
                const after = generation < SHARED_SERVER_RESTARTS
                    ? 'it is started again for the scenarios after it'
                    : `it had been started again ${generation === 1 ? 'once' : `${generation} times`} already, so it is not started again`;
                return `${base}; the shared server (isolation: suite) ended ${end}; ${after}`;
            },
        };
        const previous = opened.client.onclose;
        opened.client.onclose = () => {
            previous?.();
            if (disposing || session.loss?.())
                return;
            endOf.set(session, holders.size > 0
                ? `during scenario ${named([...holders])}`
                : lastReleased !== undefined
                    ? `after scenario "${lastReleased}" (between scenarios)`
                    : 'before any scenario used it');
        };
        return session;
    };
    const renew = (stale) => {
        let next = replacements.get(stale);
        if (!next) {
            next = watch(factory.open(), ends.length);
            replacements.set(stale, next);
            shared = next;
            retired.push(stale);
        }
        return next;
    };
    /** A server that ended on its own: started again for the scenarios after it, up to SHARED_SERVER_RESTARTS times. */
    const restart = (ended) => {
        let next = replacements.get(ended);
        if (!next) {
            ends.push(endOf.get(ended));
            const story = `the shared server (isolation: suite) ended ${ends.join(', then again ')}`;
            next =
                ends.length > SHARED_SERVER_RESTARTS
                    ? Promise.reject(new Error(`not run: ${story}; it is not started again`))
                    : watch(factory.open(), ends.length).catch((error) => {
                        throw new Error(`not run: ${story}; starting it again failed: ${(0,_session_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
                    });
            // Every later scenario meets the same rejection: that is handled where each awaits it.
            next.catch(() => undefined);
            replacements.set(ended, next);
            shared = next;
            retired.push(ended);
        }
        return next;
    };
    return {
        acquire: async (holder) => {
            let session = await (shared ??= watch(factory.open(), 0));
            // Known to be dropped (say, a call of an earlier scenario saw the 404): reopen before the first call.
            if (session.loss?.())
                session = await renew(session);
            else if (endOf.has(session))
                session = await restart(session);
            if (holder !== undefined)
                holders.add(holder);
            return session;
        },
        release: async (_session, holder) => {
            if (holder === undefined)
                return;
            holders.delete(holder);
            lastReleased = holder;
        },
        renew,
        dispose: async () => {
            disposing = true;
            await Promise.all(retired.map((session) => session.close().catch(() => undefined)));
            if (shared)
                await (await shared.catch(() => undefined))?.close().catch(() => undefined);
        },
    };
}
//# sourceMappingURL=leases.js.map

/***/ }),

/***/ 75949:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rg: () => (/* binding */ listServerOthers),
/* harmony export */   readOtherLists: () => (/* binding */ readOtherLists)
/* harmony export */ });
/* unused harmony exports METHOD_NOT_FOUND, OTHER_LIST_METHODS, listTooLongMessage */
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22645);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67933);


/** JSON-RPC "method not found": the server has no handler for the list. */
const METHOD_NOT_FOUND = -32601;
/** The server's other lists, by the name each has in `OtherLists`, and the method that reads it. */
const OTHER_LIST_METHODS = {
    resources: 'resources/list',
    templates: 'resources/templates/list',
    prompts: 'prompts/list',
};
/**
 * The server's resources, templates and prompts as it listed them, each walked whole. A list that
 * reaches the page cap is given empty, with why in `unread`; any other error is thrown. Shared by
 * the steps' pre-checks (below), lint, fuzz and the snapshot.
 */
async function readOtherLists(client, timeoutMs) {
    const capabilities = client.getServerCapabilities() ?? {};
    const options = { timeout: timeoutMs, cacheMode: 'refresh' };
    const unread = {};
    const walk = async (name, read) => {
        try {
            return await read();
        }
        catch (error) {
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .serverErrorOf */ .jP)(error)?.code === METHOD_NOT_FOUND)
                return [];
            if (!(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__.isListTooLong)(error))
                throw error;
            unread[name] = listTooLongMessage(OTHER_LIST_METHODS[name]);
            return [];
        }
    };
    const resources = capabilities.resources
        ? await walk('resources', async () => (await client.listResources(undefined, options)).resources)
        : [];
    const templates = capabilities.resources
        ? await walk('templates', async () => (await client.listResourceTemplates(undefined, options)).resourceTemplates)
        : [];
    const prompts = capabilities.prompts
        ? await walk('prompts', async () => (await client.listPrompts(undefined, options)).prompts)
        : [];
    return { resources, templates, prompts, unread };
}
/** Why a list that reached the page cap is not used: names the list, the cap and what to do. */
function listTooLongMessage(method) {
    return (`${method} reached its cap of ${_model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TOOL_LIST_PAGES */ .GP} pages (MAX_TOOL_LIST_PAGES) with a next page still to read, ` +
        'and a list cut short is never used: if the server has more pages than that, have it list more per page; ' +
        'if its nextCursor never ends, fix its pagination');
}
/** Every resource, template and prompt the server lists, by URI or name, for the steps' pre-checks. */
async function listServerOthers(client, timeoutMs) {
    const lists = await readOtherLists(client, timeoutMs);
    const resources = lists.resources;
    const templates = lists.templates;
    const prompts = lists.prompts;
    const capabilities = client.getServerCapabilities() ?? {};
    return {
        resources: new Map(resources.map((resource) => [resource.uri, resource])),
        templates: new Map(templates.map((template) => [template.uriTemplate, template])),
        prompts: new Map(prompts.map((prompt) => [prompt.name, { ...prompt, arguments: prompt.arguments ?? [] }])),
        completions: capabilities.completions !== undefined,
        unread: lists.unread,
    };
}
//# sourceMappingURL=lists.js.map

/***/ }),

/***/ 71752:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ runScenarios)
/* harmony export */ });
/* unused harmony export NOT_RUN_SERVER_ERROR */
/* harmony import */ var _util_signals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37909);
/* harmony import */ var _checks_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53842);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38479);
/* harmony import */ var _mcp_client_requests_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65188);
/* harmony import */ var _mcp_keeper_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73320);
/* harmony import */ var _mcp_session_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(96960);
/* harmony import */ var _mcp_tools_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(88207);
/* harmony import */ var _mcp_lists_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(75949);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(22645);
/* harmony import */ var _util_pool_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(79860);
/**
 * Runs the selected scenarios: concurrently up to `concurrency`, within the run's time limit, each
 * on a session from the lease, dispatched by kind through the registry (kinds/index.ts).
 */










/** Which of `Reached`'s sets a request of each kind goes in. */
const REACHED_SETS = { tool: 'tools', resource: 'resources', prompt: 'prompts' };
/** The error of every scenario not run because the server could not start at all. */
const NOT_RUN_SERVER_ERROR = 'not run: the server could not be started (the run error says why)';
async function runScenarios(scenarios, sessions, options) {
    const toolLists = new WeakMap();
    const start = { hints: (0,_checks_text_js__WEBPACK_IMPORTED_MODULE_1__/* .runHintBudget */ .oO)(), reached: options.reached };
    const limitMs = options.runTimeLimitMs ?? _model_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .RUN_TIME_LIMIT_MS */ .pd;
    let timer;
    let timedOut = false;
    // Why the run stopped early, for the scenarios it cut: its time limit, or a signal.
    let why = `the run reached its time limit of ${limitMs} ms`;
    const signal = options.signal;
    let onAbort;
    const deadline = new Promise((resolve) => {
        timer = setTimeout(() => {
            timedOut = true;
            resolve('deadline');
        }, limitMs);
        onAbort = () => {
            why = `the run was stopped (${(0,_util_signals_js__WEBPACK_IMPORTED_MODULE_0__/* .stopReason */ .PJ)(signal)})`;
            timedOut = true;
            resolve('deadline');
        };
        if (signal?.aborted)
            onAbort();
        else
            signal?.addEventListener('abort', onAbort, { once: true });
    });
    const stopped = (scenario, started, reached) => ({
        name: scenario.name,
        description: scenario.description,
        position: scenario.position,
        status: 'errored',
        error: reached ? `stopped: ${why} before this scenario finished` : `not run: ${why} before this scenario started`,
        durationMs: performance.now() - started,
        steps: [],
        checks: [],
        output: '',
    });
    try {
        const results = await (0,_util_pool_js__WEBPACK_IMPORTED_MODULE_8__/* .mapConcurrent */ ._)(scenarios, options.concurrency, async (scenario) => {
            const started = performance.now();
            let result;
            if (timedOut)
                result = stopped(scenario, started, false);
            else {
                const work = () => runScenario(scenario, sessions, toolLists, options, start);
                const outcome = await Promise.race([options.around ? options.around(scenario, work) : work(), deadline]);
                result = outcome === 'deadline' ? stopped(scenario, started, true) : outcome;
            }
            options.onResult?.(result);
            return result;
        });
        return {
            scenarios: results,
            serverError: start.serverError,
            serverTools: start.serverTools,
            serverOthers: start.serverOthers,
        };
    }
    finally {
        clearTimeout(timer);
        if (onAbort)
            signal?.removeEventListener('abort', onAbort);
        await sessions.dispose();
    }
}
async function runScenario(scenario, sessions, toolLists, options, start) {
    const started = performance.now();
    const base = { name: scenario.name, description: scenario.description, position: scenario.position };
    if (scenario.skip !== undefined) {
        return {
            ...base,
            status: 'skipped',
            skipReason: scenario.skip,
            skipCode: 'skip_key',
            durationMs: 0,
            steps: [],
            checks: [],
            output: '',
        };
    }
    const notRun = () => ({
        ...base,
        status: 'errored',
        error: NOT_RUN_SERVER_ERROR,
        notRun: true,
        durationMs: performance.now() - started,
        steps: [],
        checks: [],
        output: '',
    });
    if (start.serverError)
        return notRun();
    const kind = (0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_2__.kindOf)(scenario);
    const gate = kind.gate?.(scenario, options);
    if (gate && 'skip' in gate)
        return {
            ...base,
            status: 'skipped',
            skipReason: gate.skip,
            ...(gate.code && { skipCode: gate.code }),
            durationMs: 0,
            steps: [],
            checks: [],
            output: '',
        };
    if (gate)
        return { ...base, status: 'errored', error: gate.error, durationMs: 0, steps: [], checks: [], output: '' };
    let keeper;
    try {
        keeper = new _mcp_keeper_js__WEBPACK_IMPORTED_MODULE_4__/* .SessionKeeper */ .jV(await sessions.acquire(scenario.name), sessions);
        start.opened = true;
    }
    catch (error) {
        if (error instanceof _mcp_session_js__WEBPACK_IMPORTED_MODULE_5__/* .ServerStartError */ .K4 && error.cannotStart && !start.opened) {
            // Scenarios that were starting at the same time failed the same way: the first says it, once.
            start.serverError ??= { message: error.message, stderr: error.stderr || undefined };
            return notRun();
        }
        return {
            ...base,
            status: 'errored',
            error: (0,_mcp_session_js__WEBPACK_IMPORTED_MODULE_5__/* .messageOf */ .bD)(error),
            stderr: error instanceof _mcp_session_js__WEBPACK_IMPORTED_MODULE_5__/* .ServerStartError */ .K4 ? error.stderr || undefined : undefined,
            ...(error instanceof _mcp_session_js__WEBPACK_IMPORTED_MODULE_5__/* .ServerStartError */ .K4 && { serverFailed: true }),
            durationMs: performance.now() - started,
            steps: [],
            checks: [],
            output: '',
        };
    }
    return kind.run(scenario, {
        keeper,
        sessions,
        options,
        base,
        started,
        hints: start.hints ?? (0,_checks_text_js__WEBPACK_IMPORTED_MODULE_1__/* .runHintBudget */ .oO)(),
        reached: (kind, name) => {
            const reached = start.reached;
            if (reached)
                reached[REACHED_SETS[kind]].add(name);
        },
        lists: (session, { refresh = false, others = false } = {}) => {
            const changes = (0,_mcp_client_requests_js__WEBPACK_IMPORTED_MODULE_3__/* .toolListChangesOf */ .jt)(session.client);
            let read = toolLists.get(session.client);
            // Read again once the server said its list changed: a tool added since is callable.
            if (!read || refresh || read.changes !== changes || (others && !read.others)) {
                // The first read of the run reads the other lists too (those the server declares: none
                // asked of a server without resources or prompts), once, for coverage; later sessions read
                // them only for a scenario that has a step needing them.
                const withOthers = others || !start.othersForCoverage;
                start.othersForCoverage = true;
                read = { changes, others: withOthers, lists: readServerLists(session, options.timeoutMs, withOthers) };
                toolLists.set(session.client, read);
                // Coverage counts every tool the server listed, whichever kind read the list and whenever.
                read.lists.then((lists) => {
                    start.serverTools = [...new Set([...(start.serverTools ?? []), ...lists.tools.keys()])];
                    if (lists.resources && lists.templates && lists.prompts) {
                        const seen = start.serverOthers;
                        const union = (before, now) => [
                            ...new Set([...(before ?? []), ...now]),
                        ];
                        start.serverOthers = {
                            resources: union(seen?.resources, lists.resources.keys()),
                            templates: union(seen?.templates, lists.templates.keys()),
                            prompts: union(seen?.prompts, lists.prompts.keys()),
                        };
                    }
                }, () => undefined);
            }
            return read.lists;
        },
    });
}
/** The server's lists a tool sequence is pre-checked against, read once per session. */
async function readServerLists(session, timeoutMs, withOthers) {
    const tools = await (0,_mcp_tools_js__WEBPACK_IMPORTED_MODULE_9__/* .listServerTools */ .Xx)(session.client, timeoutMs);
    // A tool sequence of tools only does not need these (three requests more a session, on a server
    // that lists resources and prompts): read only for a scenario that has such a step, and once a run
    // for coverage. A server that cannot list them fails only the steps that read a resource or a
    // prompt, with why.
    let others = {};
    try {
        if (withOthers)
            others = await (0,_mcp_lists_js__WEBPACK_IMPORTED_MODULE_6__/* .listServerOthers */ .Rg)(session.client, timeoutMs);
    }
    catch (error) {
        others = { otherListsError: session.explain(error) };
    }
    return {
        ...others,
        tools: new Map(tools.map((tool) => [tool.name, { ...tool, name: tool.name, inputSchema: tool.inputSchema }])),
    };
}
//# sourceMappingURL=schedule.js.map

/***/ }),

/***/ 18028:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   byPosition: () => (/* reexport safe */ _yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__.rg),
/* harmony export */   loadScenarioFile: () => (/* binding */ loadScenarioFile)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54191);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(22645);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38479);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(10080);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45839);
/* harmony import */ var _schema_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34319);
/* harmony import */ var _yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(40883);
/**
 * The loader of scenario files: YAML documents to scenarios, through the schema and each kind's
 * builder. What a mistake is called is said in yaml-errors.ts (the parser's) and schema-errors.ts
 * (the schema's); the kinds' builders say the rest.
 */










/**
 * Parses one scenario file (one scenario, or several as `---`-separated documents) and validates
 * each document against the schema. Never throws: every problem becomes an error at the file, line
 * and column of the node it is about, and every document is checked, so one run shows them all.
 *
 * @param text the file's contents
 * @param absolutePath where it was read from
 * @param displayPath the workspace-relative path that errors and annotations name
 */
function loadScenarioFile(text, absolutePath, displayPath) {
    // The parser recurses once per level of nesting: past a few thousand it throws a RangeError, and
    // from about a thousand it reports a stack overflow as a syntax error. Measure the depth first.
    const deepest = (0,_nesting_js__WEBPACK_IMPORTED_MODULE_6__/* .deepestPoint */ .b)(text, _model_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .SCENARIO_NESTING_LIMIT */ .ef);
    if (deepest.depth > _model_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .SCENARIO_NESTING_LIMIT */ .ef)
        return { scenarios: [], errors: [(0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .tooDeep */ .DI)(deepest, displayPath)] };
    try {
        return loadParsedFile(text, absolutePath, displayPath);
    }
    catch (error) {
        // Nesting that the indentation does not show (flow collections inside each other): the same mistake.
        if (error instanceof RangeError)
            return { scenarios: [], errors: [(0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .tooDeep */ .DI)((0,_nesting_js__WEBPACK_IMPORTED_MODULE_6__/* .deepestPoint */ .b)(text), displayPath)] };
        throw error;
    }
}
function loadParsedFile(text, absolutePath, displayPath) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const documents = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text, { lineCounter, prettyErrors: false });
    const at = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { file: displayPath, line, column: col };
    };
    const errors = [];
    const scenarios = [];
    // An empty document (a trailing `---`, say) holds nothing to check; it is not an error by itself.
    const nonEmpty = [...documents].filter((doc) => doc.errors.length > 0 || !isEmptyDocument(doc));
    if (nonEmpty.length === 0) {
        errors.push({
            position: at(0),
            message: `${displayPath} holds no scenario (it is empty or only comments): write a mapping with \`name\`, ` +
                '`tool_sequence` and at least one check, or leave the file out with a `!` glob',
        });
        return { scenarios, errors };
    }
    for (const doc of nonEmpty) {
        if (doc.errors.length > 0) {
            errors.push(...(0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .syntaxErrors */ .B_)(doc, text, at));
            continue;
        }
        const result = validateDocument(doc, text, at, absolutePath);
        errors.push(...result.errors.sort(_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .byPosition */ .rg));
        if (result.scenario)
            scenarios.push(result.scenario);
    }
    return { scenarios, errors };
}
function isEmptyDocument(doc) {
    const root = doc.contents;
    return root === null || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(root) && root.value === null && root.source === '');
}
function validateDocument(doc, text, at, absolutePath) {
    const root = doc.contents;
    const rootPosition = at(root?.range[0] ?? 0);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root)) {
        const listOfScenarios = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(root) && root.items.length > 0 && root.items.every((item) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(item));
        return {
            errors: [
                {
                    position: rootPosition,
                    message: `expected a scenario mapping with \`name\` and \`tool_sequence\`, got ${(0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeNode */ .WQ)(root)}` +
                        (listOfScenarios ? '; to put several scenarios in one file, separate them with `---` lines' : ''),
                },
            ],
        };
    }
    const keys = root.items.map((pair) => ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(pair) && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : ''));
    // Some other YAML file (a workflow, a config) that a glob caught: one error says so, rather than
    // one per key. A misspelt scenario key still gets its own did-you-mean error below.
    if (keys.length > 0 && !keys.some((key) => _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .SCENARIO_KEYS */ .KS.includes(key) || (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(key, _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .SCENARIO_KEYS */ .KS))) {
        return {
            errors: [
                {
                    position: rootPosition,
                    message: `this is not a scenario: none of its keys (${keys.slice(0, 5).join(', ')}) is a scenario key; ` +
                        'a scenario needs `name`, `tool_sequence` and a check (if this file is not a scenario, leave it out with a `!` glob)',
                },
            ],
        };
    }
    const value = (0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .documentValue */ .H5)(doc, at);
    if ('error' in value)
        return { errors: [value.error] };
    const input = value.value;
    const positionOf = (path) => {
        const node = doc.getIn(path, true);
        return node?.range ? at(node.range[0]) : rootPosition;
    };
    const keyPositionOf = (mapPath, key) => (0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .keyPosition */ .T)(doc, mapPath, key, at) ?? positionOf([...mapPath, key]);
    const positions = { absolutePath, root: rootPosition, of: positionOf, keyOf: keyPositionOf };
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .scenarioSchema */ .mE.safeParse(input, { reportInput: true });
    if (!parsed.success) {
        // What the kinds still find on the parts that have the right shape (saves and references), so
        // that a misspelt key does not hide them until the next run.
        return {
            errors: [...(0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .schemaErrors */ .d0)(parsed.error.issues, doc, text, at), ...(0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_2__.lenientErrors)(input, positions)].sort(_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .byPosition */ .rg),
        };
    }
    return (0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_2__.buildScenario)(parsed.data, positions);
}
//# sourceMappingURL=load.js.map

/***/ }),

/***/ 79860:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ mapConcurrent),
/* harmony export */   p: () => (/* binding */ semaphore)
/* harmony export */ });
/** Runs `work` over `items` with at most `limit` at once; results keep the items' order. */
async function mapConcurrent(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await work(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}
/** Runs at most `limit` tasks at once, the rest in the order they came. */
function semaphore(limit) {
    let running = 0;
    const waiting = [];
    return async (task) => {
        if (running >= Math.max(1, limit))
            await new Promise((resolve) => waiting.push(resolve));
        running++;
        try {
            return await task();
        }
        finally {
            running--;
            waiting.shift()?.();
        }
    };
}
//# sourceMappingURL=pool.js.map

/***/ })

};

//# sourceMappingURL=1291.index.js.map