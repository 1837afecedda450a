export const id = 6736;
export const ids = [6736];
export const modules = {

/***/ 86736:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_FUZZ_RUNS: () => (/* binding */ DEFAULT_FUZZ_RUNS),
  DEFAULT_FUZZ_TIMEOUT_MS: () => (/* reexport */ settings/* DEFAULT_FUZZ_TIMEOUT_MS */.Hs),
  DEFAULT_TOOL_BUDGET_MS: () => (/* binding */ DEFAULT_TOOL_BUDGET_MS),
  FUZZ_USAGE: () => (/* binding */ FUZZ_USAGE),
  fuzz: () => (/* binding */ fuzz_fuzz),
  fuzzTuned: () => (/* binding */ fuzzTuned)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/config/resolve.js + 1 modules
var resolve = __webpack_require__(73679);
// EXTERNAL MODULE: ./lib/util/signals.js
var signals = __webpack_require__(37909);
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/budgets.js
class FuzzBudget {
    options;
    codes;
    totalDeadline;
    /**
     * @param codes each target's code (targets.ts's targetCodes): undefined for one to fuzz, the ones
     *   still to fuzz sharing what is left.
     */
    constructor(options, codes, started) {
        this.options = options;
        this.codes = codes;
        this.totalDeadline = options.totalBudgetMs === undefined ? undefined : started + options.totalBudgetMs;
    }
    /**
     * A target's time: its own budget, or under a total budget an equal share of what is left among
     * the targets still to fuzz (none left: not reached). A call under way when a share ends runs
     * to its answer or its timeout, so the total is held to within one call.
     */
    forTarget(index) {
        if (this.totalDeadline === undefined)
            return this.options.toolBudgetMs;
        const left = this.codes.slice(index).filter((code) => code === undefined).length;
        const share = (this.totalDeadline - performance.now()) / Math.max(1, left);
        return Math.min(this.options.toolBudgetMs, Math.floor(share));
    }
    /** Why a target given no time, or too little for one call, was not reached. */
    notReachedCode() {
        return this.options.totalBudgetMs === undefined ? 'tool-budget' : 'total-budget';
    }
}
/** A target's time too short for one call: it checked nothing, so it is not reached, not "OK". */
function checkedNothing(report) {
    return report.calls === 0 && report.findings.length === 0 && !report.stopped;
}
//# sourceMappingURL=budgets.js.map
// EXTERNAL MODULE: ./lib/server-tools/fuzz/call.js
var call = __webpack_require__(69447);
// EXTERNAL MODULE: ./lib/model/fuzz.js
var fuzz = __webpack_require__(87732);
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/reasons.js
/**
 * The words of `fuzz`'s decisions: why a target is skipped (from its code, see model/fuzz.ts's
 * FuzzSkipCode), and why a fuzz fails without a finding. A setting is named the way the face calls
 * it (`settingName`: the CLI's `--include-writes`); no decision reads these words.
 */

/** The skip reason of a tool that says nothing of writing: its first words, shown on the tool's line (report/fuzz.ts). */
const NOT_ANNOTATED = 'not annotated readOnlyHint: true';
/** Why a target is skipped, in words (the JSON report's `skipReason`). */
function skipText(code, context) {
    const writes = context.settingName('include-writes');
    switch (code) {
        case 'live-not-read-only':
            return 'live server: only tools annotated readOnlyHint: true are fuzzed (production data is not a target)';
        case 'destructive':
            return `annotated destructiveHint: true (use ${writes})`;
        case 'writes':
            return `annotated readOnlyHint: false (use ${writes})`;
        case 'not-annotated':
            // The rest of the reason is in the JSON report; the terminal says it once for every such tool (report/fuzz.ts).
            return (`${NOT_ANNOTATED}, so by the protocol's defaults it may write or delete (readOnlyHint: false, destructiveHint: true); ` +
                `annotate it readOnlyHint: true, or pass ${writes} against a stub`);
        case 'stopped':
            return `not reached: ${context.stopReason ?? 'stopped'}`;
        case 'total-budget':
            return `not reached: ${context.settingName('total-budget-ms')} ${context.totalBudgetMs} ran out`;
        case 'tool-budget':
            return `not reached: ${context.settingName('tool-budget-ms')} ${context.toolBudgetMs} is too short for one call`;
    }
}
/** A skipped target's code and words, as its report carries them. */
function skipped(code, context) {
    return { skipCode: code, skipReason: skipText(code, context) };
}
/**
 * Why a fuzz whose time ran out before some tools fails: those tools were not checked, and a check
 * that did not run does not pass. Undefined when every tool was reached.
 */
function notReached(tools, context) {
    const count = tools.filter((tool) => tool.skipCode !== undefined && fuzz/* OUT_OF_TIME_CODES */.G.includes(tool.skipCode)).length;
    if (count === 0)
        return undefined;
    const budget = context.totalBudgetMs === undefined
        ? `${context.settingName('tool-budget-ms')} ${context.toolBudgetMs}`
        : `${context.settingName('total-budget-ms')} ${context.totalBudgetMs}`;
    return `${count} of the ${tools.length} tool(s) of this run were not reached within ${budget}: give it more time, or fuzz fewer with ${context.settingName('tool')}`;
}
/**
 * Why a fuzz that fuzzed nothing fails, or undefined when something was fuzzed. A fuzz that called
 * nothing checked nothing: it does not pass (server-github annotates none of its 26 tools).
 */
function nothingFuzzed(tools, live, context) {
    if (tools.some((tool) => tool.status === 'fuzzed'))
        return undefined;
    if (tools.length === 0)
        return 'nothing was fuzzed: the server lists no tools, prompts or resource templates';
    return (`nothing was fuzzed: the ${tools.length} tool(s) of this run were all skipped, none annotated readOnlyHint: true; ` +
        `annotate the tools that only read readOnlyHint: true${live ? '' : `, or pass ${context.settingName('include-writes')} against a stub server`}`);
}
//# sourceMappingURL=reasons.js.map
// EXTERNAL MODULE: ./lib/server-tools/fuzz/targets.js
var fuzz_targets = __webpack_require__(16633);
// EXTERNAL MODULE: ./lib/server-tools/fuzz/tool-fuzz.js + 2 modules
var tool_fuzz = __webpack_require__(79814);
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/run.js






/** Fuzzes every tool the server lists (or those in `only`), one at a time, in the server's order. */
async function fuzzServer(tools, options, others = {}) {
    const started = performance.now();
    const report = {
        target: options.target,
        seed: options.seed,
        runs: options.runs,
        timeoutMs: options.timeoutMs,
        toolBudgetMs: options.toolBudgetMs,
        ...(options.totalBudgetMs === undefined ? {} : { totalBudgetMs: options.totalBudgetMs }),
        includeWrites: options.includeWrites,
        durationMs: 0,
        tools: [],
    };
    const words = {
        settingName: options.settingName,
        toolBudgetMs: options.toolBudgetMs,
        totalBudgetMs: options.totalBudgetMs,
        get stopReason() {
            return (0,signals/* stopReason */.PJ)(options.signal);
        },
    };
    const server = new call/* RestartingSession */.g(options.factory);
    const used = new Set();
    const fuzzed = new Set();
    const done = (toolReport) => {
        report.tools.push(toolReport);
        options.onToolDone?.(toolReport);
    };
    try {
        const targets = await (0,fuzz_targets/* fuzzTargets */.A)(tools, others.prompts ?? [], others.templates ?? []);
        const codes = (0,fuzz_targets/* targetCodes */.QE)(targets, options);
        const budget = new FuzzBudget(options, codes, started);
        // Started before the first tool's clock: a server's start-up is not that tool's time.
        if (codes.some((code) => code === undefined))
            await server.get();
        for (const [index, target] of targets.entries()) {
            const code = codes[index];
            if (code === null)
                continue;
            const budgetMs = code ? 0 : budget.forTarget(index);
            if (code || options.signal?.aborted || budgetMs <= 0) {
                const why = code ?? (options.signal?.aborted ? 'stopped' : budget.notReachedCode());
                done({
                    tool: target.name,
                    ...(0,fuzz_targets/* surfaceOf */.lI)(target),
                    status: 'skipped',
                    ...skipped(why, words),
                    calls: 0,
                    durationMs: 0,
                    outOfTime: false,
                    findings: [],
                });
                continue;
            }
            options.onToolStart?.(target.name);
            fuzzed.add(target.name);
            let toolReport = await new tool_fuzz/* ToolFuzz */.mb(target, server, options, used, budgetMs).run();
            // A share too small for one call checked nothing: not reached, not "OK".
            if (checkedNothing(toolReport)) {
                fuzzed.delete(target.name);
                toolReport = { ...toolReport, status: 'skipped', ...skipped(budget.notReachedCode(), words) };
            }
            done(toolReport);
        }
    }
    catch (error) {
        // The server would not start again (after a crash): what was found stands, and the run fails.
        if (error instanceof tool_fuzz/* FuzzStopped */.p6) {
            done({
                tool: error.tool,
                status: 'fuzzed',
                calls: error.calls,
                durationMs: performance.now() - error.started,
                outOfTime: false,
                findings: error.findings,
            });
        }
        report.error = `the fuzz stopped: ${error.message}`;
    }
    finally {
        await server.drop();
    }
    // Stale: an entry for a tool fuzzed in this run (or for every tool) that silenced nothing. An entry
    // for a tool not fuzzed this time (--tool, skipped) is not judged.
    const unused = (options.suppressions ?? []).filter((entry) => !used.has(entry) && (entry.tool === '*' ? fuzzed.size > 0 : fuzzed.has(entry.tool)));
    if (unused.length > 0)
        report.unusedSuppressions = unused.map(suppressionEntry);
    if (options.signal?.aborted)
        report.error ??= `the fuzz was stopped: ${(0,signals/* stopReason */.PJ)(options.signal)}`;
    report.error ??= notReached(report.tools, words);
    report.error ??= nothingFuzzed(report.tools, options.live, words);
    report.durationMs = performance.now() - started;
    return report;
}
/** An entry as the report shows it. */
function suppressionEntry(entry) {
    return {
        tool: entry.tool,
        kind: entry.kind,
        ...(entry.input ? { input: entry.input.source } : {}),
        reason: entry.reason,
        where: entry.where,
    };
}
/** Whether the fuzz fails: any finding, a fuzz that could not finish, or one that fuzzed nothing. */
function fuzzFailed(report) {
    return report.error !== undefined || report.tools.some((tool) => tool.findings.length > 0);
}
//# sourceMappingURL=run.js.map
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./lib/authoring/fuzz-scenario.js
/**
 * The ready scenario of a fuzz finding: the call that showed it, expected to be refused once the
 * server is fixed, as YAML to paste into the suite. The fuzz engine is handed this function by its
 * face (it sits below authoring/), as it is handed the command that finds a finding again.
 */

/**
 * A ready scenario for a finding: the call, expected to be refused once the server is fixed. An
 * input the schema accepts expects the tool's own error (`expect_error: true`), with the words of the
 * error the server gave (`expected_contains`); one the schema rejects expects the arguments to be
 * refused (`invalid_arguments`: an `expect_error: true` step with such arguments fails, since its
 * error would be the schema's). A leak is forbidden (`expected_not_contains`), so a server that
 * still leaks fails.
 */
function findingScenario(finding, facts) {
    const { seedNote, fitsSchema = true, ...words } = facts;
    const surface = finding.surface ?? 'tool';
    const prefix = surface === 'tool' ? '' : `${surface === 'prompt' ? 'prompt' : 'resource'}_`;
    const name = `fuzz_${prefix}${finding.tool}_${finding.kind}`.replace(/[^A-Za-z0-9_.-]/g, '_');
    // The step kinds of prompts and resources (`prompt:`, `resource:`): expect_error: true there is a
    // JSON-RPC error answer, what a prompt or a read should give for input it cannot take.
    const call = surface === 'tool'
        ? { tool: finding.tool, args: finding.args }
        : surface === 'prompt'
            ? { prompt: finding.tool, args: finding.args }
            : { resource: finding.uri ?? '' };
    const step = { ...call, expect_error: fitsSchema ? true : 'invalid_arguments' };
    if (surface !== 'tool' && finding.kind === 'protocol-error' && words.code !== undefined) {
        // A prompt or a read answers what it cannot take with a JSON-RPC error (invalid params, -32602),
        // so the error is fine, its code is not: the step forbids the code the server gave (the step's
        // output is "error CODE: message"), so it fails now and passes on another error.
        step.expected_not_contains = [`error ${words.code}:`];
    }
    else if (fitsSchema && words.errorText !== undefined)
        step.expected_contains = [words.errorText];
    if (words.leaked !== undefined)
        step.expected_not_contains = [words.leaked];
    // A hang waits the fuzz's per-call timeout, not the run's (30 s by default): past it the fuzz called
    // the call a hang, so a fixed tool answers within it, and a tool still hanging fails in that time.
    if (words.timeoutMs !== undefined)
        step.timeout_ms = words.timeoutMs;
    const what = surface === 'tool' ? 'tool' : surface === 'prompt' ? 'prompt' : 'read';
    const passes = surface !== 'tool'
        ? `Passes once the ${what} answers this input with a JSON-RPC error${words.code !== undefined && finding.kind === 'protocol-error' ? ` other than ${words.code} (invalid params, -32602, for input it cannot take)` : ''}${words.leaked !== undefined ? ' that leaks nothing' : ''}.`
        : fitsSchema
            ? step.expected_contains
                ? `Passes once the tool answers this input with this error as a tool error (isError: true)${words.leaked !== undefined ? ', leaking nothing' : ''}; edit the expected text if the fix words the error otherwise.`
                : `Passes once the tool answers this input with a tool error${words.leaked !== undefined ? ' that leaks nothing' : ''}.`
            : 'This input does not fit the input schema: passes once the server refuses it (the invalid-params error, or a tool error).';
    const hang = words.timeoutMs !== undefined
        ? ` The step waits ${words.timeoutMs} ms (the fuzz's timeout), so a tool that still hangs fails in that time.`
        : '';
    return (0,dist/* stringify */.As)({
        name,
        // The detail's own closing punctuation gives way to the sentence's full stop ("…:8080:." read badly).
        description: `Found by mcp-scenario-eval fuzz (${seedNote}): ${finding.detail.replace(/[\s.:;,]+$/, '')}. ${passes}${hang}`,
        tool_sequence: [step],
    }, { lineWidth: 0 });
}
//# sourceMappingURL=fuzz-scenario.js.map
// EXTERNAL MODULE: ./lib/mcp/lists.js
var lists = __webpack_require__(75949);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./lib/mcp/split-command.js
var split_command = __webpack_require__(33212);
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/own-paths.js




/** Interpreters and launchers: their own directory is not the server's. */
const LAUNCHERS = /^(?:node|nodejs|python\d*(?:\.\d+)?|uv|uvx|npx|pnpm|yarn|bun|deno|ruby|java|go|dotnet|php|sh|bash)(?:\.exe)?$/i;
function isFile(file) {
    try {
        return (0,external_node_fs_.existsSync)(file) && (0,external_node_fs_.statSync)(file).isFile();
    }
    catch {
        // Unreadable: not ours to judge.
        return false;
    }
}
function realPath(file) {
    try {
        return (0,external_node_fs_.realpathSync)(file);
    }
    catch {
        return file;
    }
}
/** The paths in a value (a word, a `--flag=value`'s value, an env value; lists split at `:`, `;` and `,`). */
function pathsIn(value, cwd) {
    return value
        .split(/[,;]|(?<!^[A-Za-z]):/)
        .map((piece) => piece.trim())
        .filter((piece) => piece !== '' && !piece.includes('${') && (/[/\\]/.test(piece) || piece === '.'))
        .map((piece) => external_node_path_.resolve(cwd, piece));
}
/**
 * The server's own directories and the user's paths (see ServerPaths). Own: the directory of the
 * program its command line runs (the first word, unless an interpreter's, or the first existing
 * file after the interpreter), or of its module. Directories so general that any path would match
 * (/, the temp folder, home) are never own.
 */
function serverPaths(server, workspace) {
    const own = new Set();
    const user = new Set();
    if (server.kind === 'command') {
        let program = false;
        (0,split_command/* splitCommand */.G)(server.command).forEach((word, index) => {
            if (index === 0 && LAUNCHERS.test(external_node_path_.basename(word)))
                return;
            const file = external_node_path_.resolve(server.cwd, word);
            if (!program && !word.startsWith('-') && (index === 0 || isFile(file))) {
                program = true;
                if (isFile(file)) {
                    // A launcher script (`node_modules/.bin/NAME`) links to the program: its real folder is the server's too.
                    for (const one of new Set([file, realPath(file)])) {
                        own.add(external_node_path_.dirname(one));
                        user.add(one);
                    }
                }
                return;
            }
            if (index === 0)
                return;
            // A word after the program is the user's: a path (`/srv/data`), or a flag's value (`--root=/srv/data`).
            const value = /^--?[\w-]+=(.*)$/s.exec(word)?.[1] ?? word;
            for (const one of pathsIn(value, server.cwd))
                user.add(one);
        });
        user.add(external_node_path_.resolve(server.cwd));
        for (const value of Object.values(server.env ?? {}))
            for (const one of pathsIn(value, server.cwd))
                user.add(one);
    }
    else if (server.kind === 'module') {
        own.add(external_node_path_.dirname(external_node_path_.resolve(workspace, server.modulePath)));
        user.add(external_node_path_.resolve(workspace));
    }
    const tooGeneral = new Set(['/', (0,external_node_os_.tmpdir)(), (0,external_node_os_.homedir)(), external_node_path_.dirname(process.execPath)].map((dir) => external_node_path_.resolve(dir)));
    return {
        own: [...own].filter((dir) => !tooGeneral.has(dir) && dir.length > 4),
        user: [...user],
    };
}
//# sourceMappingURL=own-paths.js.map
// EXTERNAL MODULE: ./lib/server-tools/fuzz/suppressions.js
var fuzz_suppressions = __webpack_require__(80027);
// EXTERNAL MODULE: ./lib/mcp/index.js
var mcp = __webpack_require__(76076);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var redact = __webpack_require__(40808);
// EXTERNAL MODULE: ./lib/config/accept-command.js
var accept_command = __webpack_require__(91316);
// EXTERNAL MODULE: ./lib/util/shell.js
var shell = __webpack_require__(62038);
// EXTERNAL MODULE: ./lib/server-tools/snapshot/index.js
var snapshot = __webpack_require__(7462);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
// EXTERNAL MODULE: ./lib/report/text/limits.js
var limits = __webpack_require__(64102);
// EXTERNAL MODULE: ./lib/report/style.js
var report_style = __webpack_require__(11983);
// EXTERNAL MODULE: ./lib/report/summary.js + 5 modules
var summary = __webpack_require__(98457);
// EXTERNAL MODULE: ./lib/model/limits.js
var model_limits = __webpack_require__(22645);
;// CONCATENATED MODULE: ./lib/report/fuzz.js






const probeMs = (style) => style.hangProbeTimeoutMs ?? model_limits/* FUZZ_HANG_PROBE_TIMEOUT_MS */.VS;
/** Longest input shown on a finding's line; the scenario below it has the whole input. */
const FUZZ_INPUT_LINE_CHARS = 300;
/**
 * Longest ready scenario printed in the terminal: past it (an input of 16,000 characters, the
 * shortest that shows the fault) the scenario is in the JSON report only, and the terminal says so.
 */
const FUZZ_SCENARIO_TERMINAL_CHARS = 4_000;
/** How far a finding's input was shrunk, in words. */
const shrunkWords = (shrunk, style) => ({
    minimal: 'shrunk, minimal',
    budget: 'shrunk until the time budget ran out, maybe not minimal',
    reproduced: 'the smallest input that hung again on a fresh server (a smaller one answered, only slower than a probe waits)',
    'hangs-on-every-input': `not shrunk: no input probed got an answer (within ${probeMs(style)} ms each)`,
})[shrunk];
/** A tool's name; a prompt's or resource template's with what it is (`prompt greet`, `resource template note (notes://{id})`). */
function fuzzedName(item) {
    if (item.surface === 'prompt')
        return `prompt ${(0,text_escape/* escapeName */.L$)(item.tool)}`;
    if (item.surface === 'resource-template') {
        const template = item.uriTemplate && item.uriTemplate !== item.tool ? ` (${(0,text_escape/* escapeName */.L$)(item.uriTemplate)})` : '';
        return `resource template ${(0,text_escape/* escapeName */.L$)(item.tool)}${template}`;
    }
    return (0,text_escape/* escapeName */.L$)(item.tool);
}
/** One line per tool, when it is done: findings by kind, or clean, or why it was skipped. */
function renderFuzzToolLine(tool, style) {
    const name = fuzzedName(tool);
    if (tool.status === 'skipped') {
        // The why of "not annotated" is said once, under the lines (renderFuzzReport): 26 tools, one explanation.
        const reason = tool.skipCode === 'not-annotated' ? NOT_ANNOTATED : (tool.skipReason ?? '');
        return `${(0,report_style/* paint */.n)(style, 'yellow', 'SKIP')} ${name} (${(0,text_escape/* escapeTerminal */.en)(reason)})`;
    }
    const slow = tool.slow
        ? `, slow: ${tool.slow.calls} call(s) answered after over ${probeMs(style)} ms (slowest ${(0,summary/* formatDuration */.a3)(tool.slow.slowestMs)})${tool.findings.some((one) => one.kind === 'hang') ? '' : ', not a hang'}`
        : '';
    const progressing = tool.progressing
        ? `, ${tool.progressing} call(s) still reporting progress when cut (the first after ${model_limits/* FUZZ_PROGRESSING_CALL_TIMEOUTS */.Ge} timeouts, any other after one), not a hang`
        : '';
    const declined = tool.declinedElicitations
        ? `, ${tool.declinedElicitations} elicitation(s) declined as a host with no user would, not a finding`
        : '';
    const suppressed = tool.suppressed ? `, suppressed: ${tool.suppressed.map((one) => one.kind).join(', ')}` : '';
    const stats = `${tool.calls} call(s), ${(0,summary/* formatDuration */.a3)(tool.durationMs)}${tool.outOfTime ? ', time budget used up' : ''}${tool.stopped ? ', stopped' : ''}${slow}${progressing}${declined}${suppressed}`;
    // Cut by a signal: what ran found nothing, but the tool was not fuzzed to the end.
    if (tool.findings.length === 0 && tool.stopped)
        return `${(0,report_style/* paint */.n)(style, 'yellow', 'STOP')} ${name} (${stats})`;
    if (tool.findings.length === 0)
        return `${(0,report_style/* paint */.n)(style, 'green', 'OK')}   ${name} (${stats})`;
    const kinds = tool.findings.map((finding) => finding.kind).join(', ');
    return `${(0,report_style/* paint */.n)(style, 'red', 'FIND')} ${name}: ${kinds} (${stats})`;
}
/** After the tool lines: every finding with its input, the command that finds it again, and a scenario. */
function renderFuzzReport(report, style) {
    const lines = [];
    const findings = report.tools.flatMap((tool) => tool.findings.map((finding) => ({ ...finding, where: fuzzedName(tool) })));
    for (const [index, finding] of findings.entries()) {
        lines.push('', `${(0,report_style/* paint */.n)(style, 'red', `Finding ${index + 1}: ${finding.kind}`)} in ${finding.where}`, ...(finding.uri === undefined ? [] : [`  uri: ${(0,limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(finding.uri), FUZZ_INPUT_LINE_CHARS)}`]), `  ${(0,text_escape/* escapeTerminal */.en)(finding.detail).replace(/\n/g, ' ⏎ ')}`, ...(NETWORK_FAILURE.test(finding.detail) ? [`  note: ${NETWORK_NOTE}`] : []), `  input (${finding.variant}, ${shrunkWords(finding.shrunk ?? 'minimal', style)}): ${(0,limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(JSON.stringify(finding.args)).replace(/\n/g, ' '), FUZZ_INPUT_LINE_CHARS)}`, `  reproduce: ${(0,text_escape/* escapeName */.L$)(finding.reproduce)}`, ...(finding.scenario.length > FUZZ_SCENARIO_TERMINAL_CHARS
            ? [
                `  scenario: ${finding.scenario.length} characters (its input is that long), not printed: write the report with --json FILE and take findings[].scenario`,
            ]
            : [
                '  scenario (paste into the suite once fixed):',
                ...(0,text_escape/* escapeTerminal */.en)(finding.scenario.trimEnd())
                    .split('\n')
                    .map((line) => `    ${line}`),
            ]));
    }
    for (const tool of report.tools) {
        for (const one of tool.suppressed ?? []) {
            lines.push('', `${(0,report_style/* paint */.n)(style, 'yellow', `Suppressed: ${one.kind}`)} in ${fuzzedName(tool)} (${(0,text_escape/* escapeName */.L$)(one.where)}, not counted)`, `  ${(0,text_escape/* escapeTerminal */.en)(one.detail).replace(/\n/g, ' ⏎ ')}`, `  input: ${(0,limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(JSON.stringify(one.args)).replace(/\n/g, ' '), FUZZ_INPUT_LINE_CHARS)}`, `  reason: ${(0,text_escape/* escapeTerminal */.en)(one.reason)}`);
        }
    }
    for (const entry of report.unusedSuppressions ?? []) {
        lines.push('', `note ${(0,text_escape/* escapeName */.L$)(entry.where)}: the suppression of ${entry.kind} for ${(0,text_escape/* escapeName */.L$)(entry.tool)}${entry.input === undefined ? '' : ` (input ${(0,text_escape/* escapeTerminal */.en)(JSON.stringify(entry.input))})`} matched no finding in this run (seed ${report.seed}); remove it if the server no longer has it`);
    }
    const unannotated = report.tools.filter((tool) => tool.skipCode === 'not-annotated').length;
    if (unannotated > 0)
        lines.push('', `${unannotated} tool(s) ${NOT_ANNOTATED} skipped: by the protocol's defaults such a tool may write or delete ` +
            '(readOnlyHint: false, destructiveHint: true); annotate each that only reads readOnlyHint: true, or pass --include-writes against a stub.');
    lines.push(...sharedCauses(findings));
    const suppressedCount = report.tools.reduce((sum, tool) => sum + (tool.suppressed?.length ?? 0), 0);
    const fuzzed = report.tools.filter((tool) => tool.status === 'fuzzed' && !tool.surface).length;
    const skipped = report.tools.filter((tool) => tool.status === 'skipped').length;
    const others = report.tools.filter((tool) => tool.surface).length;
    lines.push('', `${fuzzed} tool(s)${others > 0 ? `, ${others} prompt(s) and resource template(s)` : ''} fuzzed, ${skipped} skipped, ${findings.length} finding(s)${suppressedCount > 0 ? `, ${suppressedCount} suppressed` : ''} in ${(0,summary/* formatDuration */.a3)(report.durationMs)} (seed ${report.seed}, ${report.runs} runs per tool).`);
    if (report.error)
        lines.push((0,report_style/* paint */.n)(style, 'red', `ERROR ${(0,text_escape/* escapeTerminal */.en)(report.error)}`));
    return `${lines.join('\n')}\n`;
}
/** An error that names a network failure: the server could not reach what it needs from where the fuzz ran. */
const NETWORK_FAILURE = /\b(?:EAI_AGAIN|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)\b|getaddrinfo|fetch failed|dial tcp/;
/** What a finding whose error names a network failure says of it (once per finding, and on a shared cause). */
const NETWORK_NOTE = 'it names a network failure: the server could not reach what it needs from where the fuzz ran; a caller offline meets the same, and a tool error (isError: true) would tell the model so.';
/**
 * Findings of several tools with one error (notion offline: 12 tools, each -32603 "getaddrinfo
 * EAI_AGAIN"): one cause, said once, so the reader fixes one thing, not twelve; and when the error
 * names a network failure, that the environment set it off.
 */
function sharedCauses(findings) {
    const byDetail = new Map();
    for (const finding of findings) {
        if (finding.kind === 'hang' || finding.kind === 'crash')
            continue;
        const key = `${finding.kind}: ${finding.detail}`;
        byDetail.set(key, [...(byDetail.get(key) ?? []), finding.where]);
    }
    const lines = [];
    for (const [key, where] of byDetail) {
        if (where.length < 2)
            continue;
        const network = NETWORK_FAILURE.test(key) ? ` ${NETWORK_NOTE[0].toUpperCase()}${NETWORK_NOTE.slice(1)}` : '';
        lines.push('', `${where.length} findings share one error, likely one cause to fix once: ${(0,limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(key).replace(/\n/g, ' ⏎ '), FUZZ_INPUT_LINE_CHARS)} (in ${where.join(', ')}).${network}`);
    }
    return lines;
}
/** The JSON report (`--json FILE`). */
function renderFuzzJson(report, version) {
    return `${JSON.stringify({ tool: 'mcp-scenario-eval fuzz', version, ...report }, null, 2)}\n`;
}
//# sourceMappingURL=fuzz.js.map
// EXTERNAL MODULE: ./lib/util/files.js
var files = __webpack_require__(6587);
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(13411);
// EXTERNAL MODULE: ./lib/cli/console.js + 2 modules
var console = __webpack_require__(47728);
// EXTERNAL MODULE: ./lib/cli/commands/server-tools.js
var server_tools = __webpack_require__(54316);
// EXTERNAL MODULE: ./lib/cli/commands/shared.js
var shared = __webpack_require__(39544);
// EXTERNAL MODULE: ./lib/cli/commands/sarif-file.js
var sarif_file = __webpack_require__(1375);
// EXTERNAL MODULE: ./lib/config/settings.js + 5 modules
var settings = __webpack_require__(93966);
;// CONCATENATED MODULE: ./lib/cli/commands/fuzz.js























const DEFAULT_FUZZ_RUNS = 100;
// fuzz's own default of --timeout-ms is the table's (a per-command default of the timeout-ms row).

/** Per tool, shrinking included: a tool that hangs costs seconds, not minutes. */
const DEFAULT_TOOL_BUDGET_MS = 60_000;
const FUZZ_USAGE = `Usage: mcp-scenario-eval fuzz [server flags] [options]

Calls every tool with inputs generated from its input schema, and every prompt
and resource template with strings for its arguments or variables: valid ones across
the schema (bounds, empty and huge strings, unicode, NUL, path traversal and
injection strings) and invalid ones (a required field left out, a wrong type,
null, an extra key). A finding: the server exits or closes the connection (a
crash: a fresh server is started and the fuzz goes on), no answer within the
timeout (a hang), a JSON-RPC error other than -32602 invalid params, or an
answer that leaks internals not in the input (a stack trace, a Python
Traceback, a Go panic, an absolute path of the server's own files: not its
working directory, nor the paths given on its command line or in --server-env,
nor the environment printed by a tool whose purpose is to print it). A tool
result, an isError result and -32602 for input the schema rejects are fine, and
-32002 (resource not found) for a template's URI. A tool that asks the user
(elicitation) is declined, as a host with no user would: counted, not a finding.
Each finding is shrunk to a minimal input and printed with the command that
finds it again and a ready scenario (expect_error: true; a hang's step carries
timeout_ms, a leak's forbids the leaked text). Findings a suppressions file
accepts are listed with their reason and not counted.

Only tools annotated readOnlyHint: true are fuzzed unless --include-writes
(then each call to any other tool gets a fresh server): by the protocol's
defaults a tool with no annotations may write or delete (readOnlyHint: false,
destructiveHint: true), so it is listed as skipped with that reason. A live
server (--remote-url) is refused without --live, and then only tools annotated
readOnlyHint: true are fuzzed.

${(0,shared/* serverFlagsHelp */.uJ)('fuzz')}

Options:
  --runs N               inputs per tool before shrinking (default ${DEFAULT_FUZZ_RUNS})
  --seed S               seed of the generator (default: random, printed)
  --tool NAME            fuzz only this tool (repeatable)
  --tool-budget-ms N     time per tool, shrinking included (default ${DEFAULT_TOOL_BUDGET_MS})
  --total-budget-ms N    time for the whole fuzz: each tool gets an equal share of
                         what is left (at most --tool-budget-ms), to within one
                         call; a tool left no time is "not reached" (exit 1);
                         default: no bound but each tool's
  --include-writes       fuzz tools not annotated read-only too, a fresh server per call
  --ill-formed-unicode   send lone surrogates ("\\ud800") too; no reply or a parse
                         error (-32700) for such input is then not a finding
  --suppressions FILE    findings accepted per tool and kind (optionally for
                         inputs matching a pattern), with a reason (default
                         ${fuzz_suppressions/* FUZZ_SUPPRESSIONS_FILE */.ch} in the working directory, if any)
  --live                 allow a --remote-url server (readOnlyHint: true tools only)
  --json FILE            write the report as JSON
  --sarif FILE           write the findings as SARIF 2.1.0 (GitHub code scanning)
  -h, --help

Stopped by SIGINT or SIGTERM (Ctrl-C, a CI job's timeout), the fuzz cuts the call
under way, lists what it found and the tools it did not reach, writes --json and
--sarif, and exits 1; a second signal ends it at once.

Exit code: 0 no finding, 1 a finding (or the server would not start again, the
fuzz was stopped, or nothing was fuzzed), 2 bad usage or a server that cannot start.
`;
const fuzz_fuzz = (...args) => fuzzTuned({}, ...args);
/** The `fuzz` command, given `tuning` (a test's), then a Subcommand's arguments. */
async function fuzzTuned(tuning, ...[argv, env, io, cwd = process.cwd()]) {
    const read = (0,shared/* readFlagsOnly */.yV)('fuzz', FUZZ_USAGE, {
        runs: { type: 'string' },
        seed: { type: 'string' },
        tool: { type: 'string', multiple: true },
        'tool-budget-ms': { type: 'string' },
        'total-budget-ms': { type: 'string' },
        'include-writes': { type: 'boolean' },
        'ill-formed-unicode': { type: 'boolean' },
        live: { type: 'boolean' },
        json: { type: 'string' },
        suppressions: { type: 'string' },
    }, argv, env, io, cwd);
    if (typeof read === 'number')
        return read;
    const values = read.values;
    const options = read.options;
    let runs;
    let seed;
    let timeoutMs;
    let toolBudgetMs;
    let totalBudgetMs;
    let suppressions;
    try {
        runs = (0,resolve/* positiveInteger */.Cq)('--runs', values.runs, DEFAULT_FUZZ_RUNS);
        timeoutMs = read.settings.timeoutMs;
        toolBudgetMs = (0,resolve/* positiveInteger */.Cq)('--tool-budget-ms', values['tool-budget-ms'], DEFAULT_TOOL_BUDGET_MS);
        totalBudgetMs =
            values['total-budget-ms'] === undefined
                ? undefined
                : (0,resolve/* positiveInteger */.Cq)('--total-budget-ms', values['total-budget-ms'], 0);
        seed = readSeed(values.seed);
        const named = values.suppressions;
        suppressions = await (0,fuzz_suppressions/* loadFuzzSuppressions */.iC)(external_node_path_.resolve(cwd, named ?? fuzz_suppressions/* FUZZ_SUPPRESSIONS_FILE */.ch), {
            required: named !== undefined,
            cwd,
        });
    }
    catch (error) {
        if (error instanceof fuzz_suppressions/* FuzzSuppressionsError */._x) {
            io.err(`mcp-scenario-eval fuzz: ${(0,text_escape/* escapeTerminal */.en)(error.message)}\n`);
            return console/* EXIT_USAGE */.Ri;
        }
        if (!(error instanceof resolve/* ConfigError */.xL))
            throw error;
        return (0,shared/* usageError */.Wp)(io, 'fuzz', error.message);
    }
    const live = options.server.kind === 'http';
    if (live && !values.live) {
        return (0,shared/* usageError */.Wp)(io, 'fuzz', 'refusing to fuzz a live server (--remote-url or MCP_EVAL_REMOTE_URL) without --live: production data is not a fuzzing target; with --live, only tools annotated readOnlyHint: true are fuzzed');
    }
    const includeWrites = values['include-writes'] === true;
    const illFormedUnicode = values['ill-formed-unicode'] === true;
    const only = values.tool;
    const jsonFile = values.json;
    const target = (0,mcp/* describeTarget */.f)(options);
    const factory = (0,mcp/* sessionFactory */.t)(options);
    const listed = await (0,server_tools/* readServerTools */.v)('fuzz', options, io, async (client) => {
        const tools = await (0,snapshot/* listTools */.qO)(client, timeoutMs);
        // Prompts and resource templates too (issue 32 §2): their arguments and variables are fuzzed.
        const others = await (0,lists.readOtherLists)(client, timeoutMs);
        return (0,redact/* redactDeep */.KL)({
            tools,
            prompts: others.prompts.filter((prompt) => typeof prompt?.name === 'string'),
            templates: others.templates.filter((one) => typeof one?.uriTemplate === 'string'),
            unread: Object.values(others.unread).filter((why) => why !== undefined),
        }, options.secrets);
    });
    if (listed === undefined)
        return console/* EXIT_USAGE */.Ri;
    const { tools, prompts, templates, unread } = listed;
    // A prompt or template list cut at the page cap is not fuzzed; the tools still are.
    for (const why of unread)
        io.err(`mcp-scenario-eval fuzz: not fuzzed: ${(0,text_escape/* escapeTerminal */.en)(why)}\n`);
    const names = [
        ...tools.map((tool) => tool.name),
        ...prompts.map((prompt) => prompt.name),
        ...templates.map((template) => template.name ?? template.uriTemplate),
    ];
    const unknown = (only ?? []).filter((name) => !names.includes(name));
    if (unknown.length > 0) {
        return (0,shared/* usageError */.Wp)(io, 'fuzz', `--tool ${unknown.join(', ')}: no such tool, prompt or resource template; the server lists ${names.join(', ') || 'none'}`);
    }
    // Every server flag (its --server-env and --server-secret names too): the same server, started the same way.
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
        ...(values['timeout-ms'] === undefined ? [] : ['--timeout-ms', String(timeoutMs)]),
        ...(values['connect-timeout-ms'] === undefined
            ? []
            : ['--connect-timeout-ms', values['connect-timeout-ms']]),
        // Shrinking goes as far as the budget lets it: the same budget finds the same input.
        ...(values['tool-budget-ms'] === undefined ? [] : ['--tool-budget-ms', String(toolBudgetMs)]),
        ...(includeWrites ? ['--include-writes'] : []),
        ...(illFormedUnicode ? ['--ill-formed-unicode'] : []),
        // Suppressed inputs pass, so the same input is found again only with the same entries.
        ...(values.suppressions === undefined ? [] : ['--suppressions', values.suppressions]),
        ...(live ? ['--live'] : []),
        // A finding of one era may not show in the other: the same era finds it again.
        ...(values.protocol === undefined ? [] : ['--protocol', values.protocol]),
    ];
    const reproduceCommand = (tool) => [
        ...['npx', 'mcp-scenario-eval', 'fuzz'].map(shell/* shellWord */.r),
        serverFlags,
        ...['--tool', tool, '--seed', String(seed), '--runs', String(runs), ...extra].map(shell/* shellWord */.r),
    ]
        .filter(Boolean)
        .join(' ');
    const paths = serverPaths(options.server, cwd);
    const style = { color: (0,report_style/* colorFor */.d)(io.isTTY, env), hangProbeTimeoutMs: tuning.hangProbeTimeoutMs };
    const surface = prompts.length + templates.length > 0
        ? `, ${prompts.length} prompt(s), ${templates.length} resource template(s)`
        : '';
    io.out(`Fuzzing ${(0,text_escape/* escapeTerminal */.en)(target)}: ${tools.length} tool(s)${surface}, seed ${seed}, ${runs} runs per tool\n`);
    const stopping = (0,signals/* stopOnSignals */.ZI)();
    const report = (0,redact/* redactDeep */.KL)(await fuzzServer(tools, {
        factory,
        target,
        runs,
        seed,
        timeoutMs,
        toolBudgetMs,
        totalBudgetMs,
        signal: stopping.signal,
        includeWrites,
        illFormedUnicode,
        live,
        only,
        suppressions,
        ownPaths: paths.own,
        userPaths: paths.user,
        // What the server is started with: this process's environment and --server-env (see mcp/server-process.ts).
        environment: { ...process.env, ...(options.server.kind === 'command' ? options.server.env : {}) },
        reproduceCommand,
        hangProbeTimeoutMs: tuning.hangProbeTimeoutMs,
        scenario: (finding, facts) => findingScenario(finding, { seedNote: `--seed ${seed}`, ...facts }),
        settingName: (setting) => `--${setting}`,
        onToolStart: (tool) => {
            if (io.isTTY)
                io.out(`… ${(0,text_escape/* escapeName */.L$)(tool)}\r`);
        },
        onToolDone: (tool) => io.out(`${io.isTTY ? '\r\u001b[2K' : ''}${renderFuzzToolLine((0,redact/* redactDeep */.KL)(tool, options.secrets), style)}\n`),
    }, { prompts, templates }).finally(stopping.release), options.secrets);
    io.out(renderFuzzReport(report, style));
    if (jsonFile !== undefined) {
        try {
            await (0,files/* writeReportFile */.a)(external_node_path_.resolve(cwd, jsonFile), renderFuzzJson(report, version/* PACKAGE_VERSION */.i));
        }
        catch (error) {
            io.err(`mcp-scenario-eval fuzz: could not write --json ${(0,text_escape/* escapeName */.L$)(jsonFile)}: ${(0,text_escape/* escapeName */.L$)(error.message)}\n`);
            return console/* EXIT_FAILED */.hj;
        }
    }
    const sarif = read.settings.reportSarif;
    if (sarif && !(await (0,sarif_file/* writeSarifFile */.V)(io, 'fuzz', { file: sarif, cwd }, { fuzz: report })))
        return console/* EXIT_FAILED */.hj;
    return fuzzFailed(report) ? console/* EXIT_FAILED */.hj : console/* EXIT_OK */.Ij;
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
//# sourceMappingURL=fuzz.js.map

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

/***/ })

};

//# sourceMappingURL=6736.index.js.map