export const id = 4220;
export const ids = [4220,8028];
export const modules = {

/***/ 94220:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ANNOTATIONS_USAGE: () => (/* binding */ ANNOTATIONS_USAGE),
  annotations: () => (/* binding */ annotations_annotations)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./lib/config/resolve.js + 1 modules
var resolve = __webpack_require__(73679);
// EXTERNAL MODULE: ./lib/config/snapshot.js
var snapshot = __webpack_require__(70728);
// EXTERNAL MODULE: ./lib/config/accept-command.js
var accept_command = __webpack_require__(91316);
// EXTERNAL MODULE: ./lib/mcp/index.js
var mcp = __webpack_require__(76076);
// EXTERNAL MODULE: ./lib/model/annotations.js
var annotations = __webpack_require__(25979);
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
// EXTERNAL MODULE: ./lib/report/style.js
var report_style = __webpack_require__(11983);
;// CONCATENATED MODULE: ./lib/report/annotations-check.js


/** A tool's claims as written (`readOnlyHint: true, idempotentHint: true`), or `no annotations`. */
function claimsText(tool) {
    const entries = Object.entries(tool.annotations);
    return entries.length === 0 ? 'no annotations' : entries.map(([key, value]) => `${key}: ${String(value)}`).join(', ');
}
/** One line per tool: OK, a finding count, a suggestion, or why it was skipped. */
function renderAnnotationsToolLine(tool, style) {
    const name = (0,text_escape/* escapeName */.L$)(tool.tool);
    if (tool.status === 'skipped')
        return `${(0,report_style/* paint */.n)(style, 'dim', 'SKIP')}  ${name}: ${(0,text_escape/* escapeTerminal */.en)(tool.skipReason ?? tool.skipCode ?? '')}`;
    const inputs = `${tool.inputs.fromScenarios + tool.inputs.generated} input(s), ${tool.inputs.refused} refused, ${tool.calls} call(s), ${tool.servers} server(s)`;
    const judged = tool.judged.length > 0 ? `judged ${tool.judged.join(', ')}` : 'claims nothing';
    const extra = [
        tool.outOfTime ? 'its time ran out' : '',
        tool.stopped ? 'stopped' : '',
        tool.suppressed?.length ? `${tool.suppressed.length} suppressed` : '',
    ].filter(Boolean);
    const tail = `(${judged}; ${inputs}${extra.length > 0 ? `; ${extra.join(', ')}` : ''})`;
    if (tool.failure)
        return `${(0,report_style/* paint */.n)(style, 'red', 'FAIL')}  ${name}: ${(0,text_escape/* escapeTerminal */.en)(tool.failure.message)} ${tail}`;
    if (tool.findings.length > 0)
        return `${(0,report_style/* paint */.n)(style, 'red', 'FAIL')}  ${name}: ${tool.findings.map((finding) => finding.kind).join(', ')} ${tail}`;
    if (tool.suggestion)
        return `${(0,report_style/* paint */.n)(style, 'yellow', 'HINT')}  ${name}: changed no state on ${tool.suggestion.inputs} input(s): could be annotated \`readOnlyHint: true\` ${tail}`;
    return `${(0,report_style/* paint */.n)(style, 'green', 'OK')}    ${name} ${tail}`;
}
function changeText(change, kind) {
    const labels = kind === 'not-idempotent' ? ['after one call', 'after two calls'] : ['before', 'after'];
    const block = (label, text) => text === undefined
        ? ''
        : `\n        ${label}:${text === ''
            ? ' (empty)'
            : `\n${text
                .split('\n')
                .map((line) => `          ${(0,text_escape/* escapeTerminal */.en)(line)}`)
                .join('\n')}`}`;
    return `      ${change.source} ${(0,text_escape/* escapeName */.L$)(change.where)}: ${change.change}${block(labels[0], change.before)}${block(labels[1], change.after)}`;
}
function findingText(finding, style) {
    const shrunk = finding.shrunk === 'minimal' ? 'shrunk, minimal' : 'shrunk until the time ran out, maybe not minimal';
    const verified = finding.verified ? 'shown again on a fresh server' : 'NOT shown again on a fresh server';
    return [
        `  ${(0,report_style/* paint */.n)(style, 'red', finding.kind)}  ${(0,text_escape/* escapeName */.L$)(finding.tool)}: ${(0,text_escape/* escapeTerminal */.en)(finding.detail)}`,
        `    input: ${(0,text_escape/* escapeTerminal */.en)(JSON.stringify(finding.args))} (${finding.origin === 'scenario' ? 'from a scenario' : 'generated'}; ${shrunk}; ${verified})`,
        `    changes:`,
        ...finding.changes.map((change) => changeText(change, finding.kind)),
        `    reproduce: ${(0,text_escape/* escapeTerminal */.en)(finding.reproduce)}`,
    ].join('\n');
}
/** The report after the tool lines: findings, suggestions, ignored lines, suppressions, the totals and any error. */
function renderAnnotationsReport(report, style) {
    const out = [];
    const findings = report.tools.flatMap((tool) => tool.findings);
    if (findings.length > 0)
        out.push('', 'Findings:', ...findings.map((finding) => findingText(finding, style)));
    const suggestions = report.tools.filter((tool) => tool.suggestion);
    if (suggestions.length > 0)
        out.push('', 'Suggestions (directories require the hints):', ...suggestions.map((tool) => `  ${(0,text_escape/* escapeName */.L$)(tool.tool)}: no annotations claim it reads only, and it changed no state on ${tool.suggestion.inputs} input(s): could be annotated \`readOnlyHint: true\``));
    const suppressed = report.tools.flatMap((tool) => (tool.suppressed ?? []).map((one) => ({ tool: tool.tool, ...one })));
    if (suppressed.length > 0)
        out.push('', 'Suppressed (not counted):', ...suppressed.map((one) => `  ${(0,text_escape/* escapeName */.L$)(one.tool)} ${one.kind} (${(0,text_escape/* escapeName */.L$)(one.where)}): ${(0,text_escape/* escapeTerminal */.en)(one.reason)}`));
    if (report.ignored.length > 0)
        out.push('', 'Lines left out of the comparison:', ...report.ignored.map((line) => `  ${line.source} ${(0,text_escape/* escapeName */.L$)(line.where)}: ${(0,text_escape/* escapeTerminal */.en)(JSON.stringify(line.line))} — ${line.why === 'volatile'
            ? 'volatile: it changed between two reads with no call between'
            : `matched ignore pattern /${(0,text_escape/* escapeTerminal */.en)(line.pattern ?? '')}/ (${(0,text_escape/* escapeName */.L$)(line.patternWhere ?? '')})`}`));
    if (report.unusedSuppressions?.length)
        out.push('', 'Unused suppressions (nothing matched them; remove them):', ...report.unusedSuppressions.map((entry) => `  ${(0,text_escape/* escapeName */.L$)(entry.where)}: ${(0,text_escape/* escapeName */.L$)(entry.tool)} ${entry.kind}`));
    const state = [
        report.state.files ? "the server's files" : '',
        report.state.resources ? 'its resources' : '',
        report.state.probes.length > 0 ? `${report.state.probes.length} probe(s)` : '',
    ].filter(Boolean);
    out.push('', `State observed: ${state.join(', ') || 'nothing'}${report.liveReadOnly ? ' (live, --live-read-only: only tools annotated readOnlyHint: true were called, probes only)' : ''}. ${report.notJudged.join(', ')} is not judged: no state of the server shows whether a tool reaches the outside world.`);
    const checked = report.tools.filter((tool) => tool.status === 'checked').length;
    out.push(`${findings.length} finding(s), ${suggestions.length} suggestion(s); ${checked} tool(s) checked, ${report.tools.length - checked} skipped; seed ${report.seed}`);
    if (report.error)
        out.push((0,report_style/* paint */.n)(style, 'red', `Error: ${(0,text_escape/* escapeTerminal */.en)(report.error)}`));
    return `${out.join('\n')}\n`;
}
/** The JSON report (`--json FILE`). */
function renderAnnotationsJson(report, version) {
    return `${JSON.stringify({ tool: 'mcp-scenario-eval annotations', version, ...report }, null, 2)}\n`;
}
//# sourceMappingURL=annotations-check.js.map
// EXTERNAL MODULE: ./lib/report/text/limits.js
var text_limits = __webpack_require__(64102);
// EXTERNAL MODULE: ./lib/scenario/discover.js
var discover = __webpack_require__(92211);
// EXTERNAL MODULE: ./lib/scenario/load.js
var load = __webpack_require__(18028);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var redact = __webpack_require__(40808);
// EXTERNAL MODULE: ./lib/server-tools/annotations/index.js + 9 modules
var server_tools_annotations = __webpack_require__(3831);
// EXTERNAL MODULE: ./lib/server-tools/snapshot/index.js
var server_tools_snapshot = __webpack_require__(7462);
// EXTERNAL MODULE: ./lib/util/files.js
var files = __webpack_require__(6587);
// EXTERNAL MODULE: ./lib/util/shell.js
var shell = __webpack_require__(62038);
// EXTERNAL MODULE: ./lib/util/signals.js
var signals = __webpack_require__(37909);
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(13411);
// EXTERNAL MODULE: ./lib/cli/console.js + 2 modules
var console = __webpack_require__(47728);
// EXTERNAL MODULE: ./lib/cli/commands/sarif-file.js
var sarif_file = __webpack_require__(1375);
// EXTERNAL MODULE: ./lib/cli/commands/server-tools.js
var server_tools = __webpack_require__(54316);
// EXTERNAL MODULE: ./lib/cli/commands/shared.js
var shared = __webpack_require__(39544);
;// CONCATENATED MODULE: ./lib/cli/commands/annotations.js
/**
 * The `annotations` command: are the server's readOnlyHint, idempotentHint and destructiveHint true?
 * Reads its flags, the scenarios (their tool steps' arguments are the first inputs), the probes and
 * suppressions files, runs the check (server-tools/annotations) and prints and writes its report.
 */


























const ANNOTATIONS_USAGE = `Usage: mcp-scenario-eval annotations [server flags] [options]

Checks each tool's annotations by behaviour, on a fresh stub server per tool
(and per input once a call changed the state), comparing the server's state
before and after its calls:
  readOnlyHint: true       any change of the state is a finding (not-read-only)
  idempotentHint: true     (not read-only) the state after two identical calls
                           must equal the state after one (not-idempotent)
  destructiveHint: false   (not read-only) what was there before must still be
                           there unchanged; the state may only grow (destructive)
A tool with no such claim that changed no state on every input it accepted is
listed as a suggestion: it could be annotated readOnlyHint: true. openWorldHint
is not judged (no state of the server shows whether a tool reaches the outside).

The state: the server's files (each server process gets a fresh, empty
directory, MCP_EVAL_SCENARIO_DIR, as its working directory too), the resources
it lists (each read), and the probes of the probes file: steps (tool:,
resource: or prompt:, with args:) whose outputs are state, and ignore:
patterns for bookkeeping lines. Each is read twice before a call: lines that
differ between the two reads (timestamps, request ids) are left out, and the
report lists them.

The inputs: the args of every scenario step calling the tool, then --runs
valid inputs generated from its input schema (a call answered as invalid or
isError proves nothing and is not judged). A finding is shrunk to the
smallest input still showing it, re-verified on a fresh server, and printed
with a command that reproduces it.

A live server (--remote-url) is refused (a tool lying about read-only would
write to production) unless --live-read-only: then only tools annotated
readOnlyHint: true are called, and the state is the probes alone.

${(0,shared/* serverFlagsHelp */.uJ)('annotations')}

Options:
  --scenarios GLOB       scenario files whose tool steps give the first inputs
                         (repeatable; default scenarios/**/*.yaml and .yml)
  --probes FILE          the probes file (default ${server_tools_annotations.DEFAULT_PROBES_FILE} beside the
                         scenarios, when it exists)
  --runs N               generated inputs per tool (default ${limits/* ANNOTATIONS_DEFAULT_RUNS */.WT})
  --seed S               seed of the generator (default: random, printed)
  --tool NAME            check only this tool (repeatable; --only says the same)
  --tool-budget-ms N     time per tool, shrinking included (default ${limits/* ANNOTATIONS_TOOL_BUDGET_MS */.J2})
  --suppressions FILE    findings accepted per tool and kind, with a reason
                         (default ${server_tools_annotations.ANNOTATIONS_SUPPRESSIONS_FILE} in the working directory, if any)
  --live-read-only       allow a --remote-url server: only readOnlyHint: true tools, probes only
  --json FILE            write the report as JSON
  --sarif FILE           write the findings as SARIF 2.1.0 (GitHub code scanning),
                         each at its tool's line of ${snapshot/* DEFAULT_SNAPSHOT_NAME */.jo} beside the
                         scenarios when it exists; suppressed ones carry their reason
  -h, --help

Stopped by SIGINT or SIGTERM, the check cuts the call under way, lists what it
found and the tools it did not reach, writes --json and --sarif, and exits 1.

Exit code: 0 no finding, 1 a finding (or a check that did not finish: a server
that hung or died, a stop, nothing checked), 2 bad usage or a server that cannot start.
`;
const annotations_annotations = async (argv, env, io, cwd = process.cwd()) => {
    const read = (0,shared/* readFlagsOnly */.yV)('annotations', ANNOTATIONS_USAGE, {
        probes: { type: 'string' },
        runs: { type: 'string' },
        seed: { type: 'string' },
        tool: { type: 'string', multiple: true },
        only: { type: 'string', multiple: true },
        'tool-budget-ms': { type: 'string' },
        'live-read-only': { type: 'boolean' },
        suppressions: { type: 'string' },
        json: { type: 'string' },
    }, argv, env, io, cwd);
    if (typeof read === 'number')
        return read;
    const values = read.values;
    const options = read.options;
    const globs = read.settings.scenarioGlobs;
    let runs;
    let seed;
    let toolBudgetMs;
    let probes;
    let suppressions;
    try {
        runs = (0,resolve/* positiveInteger */.Cq)('--runs', values.runs, limits/* ANNOTATIONS_DEFAULT_RUNS */.WT);
        toolBudgetMs = (0,resolve/* positiveInteger */.Cq)('--tool-budget-ms', values['tool-budget-ms'], limits/* ANNOTATIONS_TOOL_BUDGET_MS */.J2);
        seed = readSeed(values.seed);
        const namedProbes = values.probes;
        const firstGlob = globs.find((glob) => !glob.trim().startsWith('!') && glob.trim() !== '');
        const probesFile = namedProbes ?? external_node_path_.join((0,snapshot/* globBase */.EI)(firstGlob ?? '.'), server_tools_annotations.DEFAULT_PROBES_FILE);
        probes = (0,server_tools_annotations.loadProbesFile)(external_node_path_.resolve(cwd, probesFile), { required: namedProbes !== undefined, cwd });
        const named = values.suppressions;
        suppressions = await (0,server_tools_annotations.loadAnnotationsSuppressions)(external_node_path_.resolve(cwd, named ?? server_tools_annotations.ANNOTATIONS_SUPPRESSIONS_FILE), {
            required: named !== undefined,
            cwd,
        });
    }
    catch (error) {
        if (error instanceof server_tools_annotations.ProbesFileError || error instanceof server_tools_annotations.AnnotationsSuppressionsError) {
            io.err(`mcp-scenario-eval annotations: ${(0,text_escape/* escapeTerminal */.en)(error.message)}\n`);
            return console/* EXIT_USAGE */.Ri;
        }
        if (!(error instanceof resolve/* ConfigError */.xL))
            throw error;
        return (0,shared/* usageError */.Wp)(io, 'annotations', error.message);
    }
    const live = options.server.kind === 'http';
    const liveReadOnly = values['live-read-only'] === true;
    if (live && !liveReadOnly)
        return (0,shared/* usageError */.Wp)(io, 'annotations', 'refusing to check the annotations of a live server (--remote-url or MCP_EVAL_REMOTE_URL): a tool that lies about being read-only would write to production; with --live-read-only, only tools annotated readOnlyHint: true are called, with probes only');
    if (!live && liveReadOnly)
        return (0,shared/* usageError */.Wp)(io, 'annotations', '--live-read-only is for a live server (--remote-url); a stub is checked in full');
    const only = [...(values.tool ?? []), ...(values.only ?? [])];
    const jsonFile = values.json;
    const target = (0,mcp/* describeTarget */.f)(options);
    const timeoutMs = read.settings.timeoutMs;
    const tools = await (0,server_tools/* readServerTools */.v)('annotations', options, io, (client) => (0,server_tools_snapshot/* listTools */.qO)(client, timeoutMs));
    if (tools === undefined)
        return console/* EXIT_USAGE */.Ri;
    const unknown = only.filter((name) => !tools.some((tool) => tool.name === name));
    if (unknown.length > 0)
        return (0,shared/* usageError */.Wp)(io, 'annotations', `--tool ${unknown.join(', ')}: no such tool; the server lists ${tools.map((tool) => tool.name).join(', ') || 'none'}`);
    const scenarios = await readScenarios(globs, cwd, io);
    const serverFlags = (0,accept_command/* serverFlagsText */.QS)({
        serverCommand: values['server-command'],
        serverModule: values['server-module'],
        remoteUrl: values['remote-url'],
        serverCwd: values['server-cwd'] === undefined ? undefined : external_node_path_.resolve(cwd, values['server-cwd']),
        serverEnv: values['server-env'],
        serverSecrets: values['server-secret'],
        workspace: cwd,
    });
    const extra = [
        ...(values.scenarios === undefined ? [] : globs.flatMap((glob) => ['--scenarios', glob])),
        ...(values.probes === undefined ? [] : ['--probes', values.probes]),
        ...(values.suppressions === undefined ? [] : ['--suppressions', values.suppressions]),
        ...(values['timeout-ms'] === undefined ? [] : ['--timeout-ms', String(timeoutMs)]),
        ...(values['tool-budget-ms'] === undefined ? [] : ['--tool-budget-ms', String(toolBudgetMs)]),
        ...(values.protocol === undefined ? [] : ['--protocol', values.protocol]),
        ...(liveReadOnly ? ['--live-read-only'] : []),
    ];
    const reproduceCommand = (tool) => [
        ...['npx', 'mcp-scenario-eval', 'annotations'].map(shell/* shellWord */.r),
        serverFlags,
        ...['--tool', tool, '--seed', String(seed), '--runs', String(runs), ...extra].map(shell/* shellWord */.r),
    ]
        .filter(Boolean)
        .join(' ');
    const style = { color: (0,report_style/* colorFor */.d)(io.isTTY, env) };
    io.out(`Checking the annotations of ${(0,text_escape/* escapeTerminal */.en)(target)}: ${tools.length} tool(s), seed ${seed}, ${runs} generated input(s) per tool${liveReadOnly ? ', live: read-only tools and probes only' : ''}\n`);
    const stopping = (0,signals/* stopOnSignals */.ZI)();
    const report = (0,redact/* redactDeep */.KL)(await (0,server_tools_annotations.checkAnnotations)(tools, {
        servers: (0,server_tools_annotations.stubServers)(options),
        target,
        runs,
        seed,
        timeoutMs,
        toolBudgetMs,
        liveReadOnly,
        ...(only.length > 0 ? { only } : {}),
        scenarios,
        probes,
        suppressions,
        signal: stopping.signal,
        reproduceCommand,
        onToolStart: (tool) => {
            if (io.isTTY)
                io.out(`… ${(0,text_escape/* escapeName */.L$)(tool)}\r`);
        },
        onToolDone: (tool) => io.out(`${io.isTTY ? '\r\u001b[2K' : ''}${renderAnnotationsToolLine((0,redact/* redactDeep */.KL)(tool, options.secrets), style)}\n`),
    }).finally(stopping.release), options.secrets);
    io.out(renderAnnotationsReport(report, style));
    if (jsonFile !== undefined) {
        try {
            await (0,files/* writeReportFile */.a)(external_node_path_.resolve(cwd, jsonFile), renderAnnotationsJson(report, version/* PACKAGE_VERSION */.i));
        }
        catch (error) {
            io.err(`mcp-scenario-eval annotations: could not write --json ${(0,text_escape/* escapeName */.L$)(jsonFile)}: ${(0,text_escape/* escapeName */.L$)(error.message)}\n`);
            return console/* EXIT_FAILED */.hj;
        }
    }
    const sarif = read.settings.reportSarif;
    if (sarif) {
        const snapshot = await committedSnapshot(globs, cwd);
        if (!(await (0,sarif_file/* writeSarifFile */.V)(io, 'annotations', { file: sarif, cwd }, { annotations: report }, snapshot)))
            return console/* EXIT_FAILED */.hj;
    }
    return (0,annotations/* annotationsFailed */.Om)(report) ? console/* EXIT_FAILED */.hj : console/* EXIT_OK */.Ij;
};
/**
 * The committed tool-list snapshot a run would check by default (tools.snapshot.json beside the
 * scenarios), read bounded, for --sarif to place each finding at its tool's line; none when absent.
 */
async function committedSnapshot(globs, cwd) {
    const firstGlob = globs.find((glob) => !glob.trim().startsWith('!') && glob.trim() !== '');
    const file = external_node_path_.resolve(cwd, external_node_path_.posix.join((0,snapshot/* globBase */.EI)(firstGlob ?? '.'), snapshot/* DEFAULT_SNAPSHOT_NAME */.jo));
    const text = await (0,files/* readTextUpTo */.S)(file, text_limits/* SARIF_SNAPSHOT_READ_LIMIT_BYTES */.AJ);
    return text === undefined ? {} : { snapshotFile: (0,discover/* displayPath */.Gt)(file, cwd), snapshotText: text };
}
/** The scenarios of the globs; a file that does not load is said on stderr and left out (its inputs are a bonus). */
async function readScenarios(globs, cwd, io) {
    const { files } = await (0,discover/* discoverScenarioFiles */.bu)(globs, cwd);
    const scenarios = [];
    for (const file of files) {
        const shown = external_node_path_.relative(cwd, file) || file;
        const text = await (0,promises_.readFile)(file, 'utf8').catch(() => undefined);
        if (text === undefined)
            continue;
        const loaded = (0,load.loadScenarioFile)(text, file, shown);
        if (loaded.errors.length > 0)
            io.err(`mcp-scenario-eval annotations: notice: ${(0,text_escape/* escapeName */.L$)(shown)} has errors (run it to see them); its inputs are left out\n`);
        scenarios.push(...loaded.scenarios);
    }
    return scenarios;
}
/** `--seed`: an integer that fits fast-check's 32-bit seed; a random one when not given. */
function readSeed(text) {
    if (text === undefined)
        return (0,external_node_crypto_.randomInt)(0, 2 ** 31 - 1);
    const value = Number(text);
    if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < -(2 ** 31) || value >= 2 ** 31)
        throw new resolve/* ConfigError */.xL(`--seed must be an integer from ${-(2 ** 31)} to ${2 ** 31 - 1}, got "${text}"`);
    return value;
}
//# sourceMappingURL=annotations.js.map

/***/ }),

/***/ 1375:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ writeSarifFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _report_sarif_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(100);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81961);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6587);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13411);
// `--sarif FILE` of the subcommands that find things on the server's surface (`lint`, `fuzz`,
// `tools --diff`): their findings as the SARIF report a run writes, for GitHub code scanning.





/**
 * Writes the SARIF report to `file` as given (resolved against `cwd`); false, with the problem
 * said on stderr naming the flag and the file, when it cannot be written.
 */
async function writeSarifFile(io, command, where, sources, context = {}) {
    try {
        const text = (0,_report_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .renderSarif */ .WH)(sources, { generatorVersion: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .PACKAGE_VERSION */ .i, ...context });
        await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReportFile */ .a)(node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(where.cwd, where.file), text);
        return true;
    }
    catch (error) {
        io.err(`mcp-scenario-eval ${command}: could not write --sarif ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(where.file)}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(error.message)}\n`);
        return false;
    }
}
//# sourceMappingURL=sarif-file.js.map

/***/ }),

/***/ 54316:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ readServerTools)
/* harmony export */ });
/* harmony import */ var _mcp_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76076);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40808);
/* harmony import */ var _mcp_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96960);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81961);




/**
 * What `lint`, `tools` and `fuzz` start with: a session of its own to the server, its tool list
 * read with `list`, the session closed. When the server cannot be reached or does not list its
 * tools, says so on stderr (redacted, with the server's stderr when it failed to start) and returns
 * undefined: the caller picks the exit code.
 */
async function readServerTools(command, options, io, list) {
    const target = (0,_mcp_index_js__WEBPACK_IMPORTED_MODULE_3__/* .describeTarget */ .f)(options);
    let session;
    try {
        session = await (0,_mcp_index_js__WEBPACK_IMPORTED_MODULE_3__/* .sessionFactory */ .t)(options).open();
    }
    catch (error) {
        const stderr = error instanceof _mcp_session_js__WEBPACK_IMPORTED_MODULE_1__/* .ServerStartError */ .K4 && error.stderr ? `\nserver stderr:\n${error.stderr}` : '';
        io.err(`mcp-scenario-eval ${command}: could not connect to ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)(target)}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactText */ .Rd)((0,_mcp_session_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error) + stderr, options.secrets))}\n`);
        return undefined;
    }
    try {
        return await list(session.client);
    }
    catch (error) {
        io.err(`mcp-scenario-eval ${command}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)(target)} did not list its tools: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactText */ .Rd)(session.explain(error), options.secrets))}\n`);
        return undefined;
    }
    finally {
        await session.close().catch(() => undefined);
    }
}
//# sourceMappingURL=server-tools.js.map

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

/***/ })

};

//# sourceMappingURL=4220.index.js.map