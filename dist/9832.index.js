export const id = 9832;
export const ids = [9832];
export const modules = {

/***/ 76076:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ describeTarget),
/* harmony export */   t: () => (/* binding */ sessionFactory)
/* harmony export */ });
/* harmony import */ var _headers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16878);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47459);


/** The server under test as reports name it: the command, the module, or the URL without secrets. */
function describeTarget(options) {
    const server = options.server;
    if (server.kind === 'command')
        return server.command;
    if (server.kind === 'module')
        return server.modulePath;
    return (0,_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .safeUrl */ .Pl)(server.url);
}
/**
 * Opens the sessions of a run's server target: stdio, in-process or HTTP, as the options say. The
 * transport (and the MCP SDK under it) is loaded on the first `open()`, so that a run that opens no
 * session (no scenario file, nothing selected, `--help`) never pays for loading it.
 */
function sessionFactory(options) {
    const server = options.server;
    const connectTimeoutMs = options.connectTimeoutMs ?? _target_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CONNECT_TIMEOUT_MS */ .o;
    let early;
    const takeEarly = () => {
        const taken = early;
        early = undefined;
        return taken;
    };
    let loading;
    const load = async () => {
        if (server.kind === 'command') {
            const { stdioSessions } = await Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(6960), __webpack_require__.e(6105)]).then(__webpack_require__.bind(__webpack_require__, 46105));
            return stdioSessions({
                command: server.command,
                cwd: server.cwd,
                secrets: options.secrets,
                connectTimeoutMs,
                serverEnv: server.env,
                takeEarly,
                protocol: options.protocol,
            });
        }
        if (server.kind === 'module') {
            const { inProcessSessions } = await Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(6960), __webpack_require__.e(1597)]).then(__webpack_require__.bind(__webpack_require__, 11597));
            return inProcessSessions({
                modulePath: server.modulePath,
                workspace: options.workspace,
                secrets: options.secrets,
                connectTimeoutMs,
                protocol: options.protocol,
            });
        }
        const { httpSessions } = await Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(6960), __webpack_require__.e(4094)]).then(__webpack_require__.bind(__webpack_require__, 24094));
        return httpSessions(server, connectTimeoutMs, options.secrets, options.protocol);
    };
    return {
        open: async (plan) => (await (loading ??= load())).open(plan),
        startEarly() {
            if (server.kind !== 'command' || early || loading)
                return Promise.resolve();
            const params = { command: server.command, cwd: server.cwd, secrets: options.secrets, serverEnv: server.env };
            early = __webpack_require__.e(/* import() */ 3809).then(__webpack_require__.bind(__webpack_require__, 13809)).then((module) => module.startServerProcessEarly(params));
            // An empty command or a failed mkdtemp: the first open() meets the same error and reports it.
            return early.then(() => undefined, () => undefined);
        },
        async dispose() {
            const unused = takeEarly();
            if (!unused)
                return;
            const { abandonServerProcess } = await __webpack_require__.e(/* import() */ 3809).then(__webpack_require__.bind(__webpack_require__, 13809));
            await unused.then(abandonServerProcess, () => undefined);
        },
    };
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 61404:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listServerSurface: () => (/* binding */ listServerSurface)
/* harmony export */ });
async function listServerSurface(client, timeoutMs) {
    // Loaded when a server is known: the CLI's start-up path imports this file, and lists.ts (through
    // tools.ts) brings the SDK's schemas (startup-loads.test.ts).
    const { readOtherLists } = await Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(855), __webpack_require__.e(5949)]).then(__webpack_require__.bind(__webpack_require__, 75949));
    const { prompts, resources, templates, unread } = await readOtherLists(client, timeoutMs);
    return {
        instructions: client.getInstructions() ?? '',
        prompts: prompts,
        resources: resources,
        resourceTemplates: templates,
        unread,
    };
}
//# sourceMappingURL=surface.js.map

/***/ }),

/***/ 88207:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xx: () => (/* binding */ listServerTools),
/* harmony export */   vm: () => (/* binding */ toolListError)
/* harmony export */ });
/* unused harmony export ToolListTooLongError */
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22645);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68884);


// The SDK's own `listTools` validates every tool and refuses the whole list for one bad definition
// (a non-object input schema, say): exactly what lint must see and name. `raw` reads it as sent,
// with a schema of its own (zod loaded only then: a run that never lints never pays for it).
async function rawToolListSchema() {
    const z = await Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(6893)]).then(__webpack_require__.bind(__webpack_require__, 16893));
    return z.looseObject({ tools: z.array(z.unknown()), nextCursor: z.string().optional() });
}
class ToolListTooLongError extends Error {
}
/**
 * Every tool the server lists, in its order: validated by the SDK, or with `raw` as sent (a tool
 * that is not an object becomes `{}`). Throws after MAX_TOOL_LIST_PAGES pages with a cursor still
 * to follow: a list cut short would make later checks wrong, so it is never returned.
 */
async function listServerTools(client, timeoutMs, { raw = false } = {}) {
    // The SDK logs to stdout (our workflow-command channel) when asked for tools a server does not offer.
    if (!client.getServerCapabilities()?.tools)
        return [];
    if (!raw) {
        // The SDK's own walk: it also keeps the list for callTool's output-schema validation. Its page cap
        // is ours (the client is built with listMaxPages: MAX_TOOL_LIST_PAGES).
        try {
            const { tools } = await client.listTools(undefined, { timeout: timeoutMs, cacheMode: 'refresh' });
            return tools.map((tool) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(tool) ? tool : {}));
        }
        catch (error) {
            // Loaded here: this module is on the CLI's path before any server is known (no SDK there).
            const { isListTooLong } = await Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(855), __webpack_require__.e(7933)]).then(__webpack_require__.bind(__webpack_require__, 67933));
            if (isListTooLong(error))
                throw tooLong(_model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TOOL_LIST_PAGES */ .GP);
            throw error;
        }
    }
    const tools = [];
    const rawSchema = await rawToolListSchema();
    let cursor;
    for (let pages = 0;; pages++) {
        if (pages === _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TOOL_LIST_PAGES */ .GP)
            throw tooLong(pages, tools.length);
        const page = await client.request({ method: 'tools/list', params: cursor ? { cursor } : {} }, rawSchema, {
            timeout: timeoutMs,
        });
        for (const tool of page.tools)
            tools.push((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(tool) ? tool : {});
        cursor = page.nextCursor;
        if (!cursor)
            return tools;
    }
}
/** The cap was reached with a next page still to read: says the cap, the pages read and what to do. */
function tooLong(pagesRead, toolsSoFar) {
    const sofar = toolsSoFar === undefined ? '' : `, ${toolsSoFar} tools`;
    return new ToolListTooLongError(`tools/list reached its cap of ${_model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TOOL_LIST_PAGES */ .GP} pages (MAX_TOOL_LIST_PAGES) with a next page still to read ` +
        `(${pagesRead} pages read${sofar}), and a list cut short is never used: ` +
        'if the server has more pages than that, have it list more tools per page; if its nextCursor never ends, fix its pagination');
}
/** Why a scenario could not start: the server's tool list could not be read. */
function toolListError(why) {
    return `could not read the server's tool list: ${why}`;
}
//# sourceMappingURL=tools.js.map

/***/ }),

/***/ 23086:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  og: () => (/* binding */ runSuite)
});

// UNUSED EXPORTS: CHANGE_KINDS, NO_KEY_REASON, describeTarget, erroredForTheJudge, failingFindings, lintFailed, matchedAnyFile, runAnnotationsFailed, runFailed, sessionFactory, skippedByAgentPlan, skippedBySkipKey, snapshotFailed, totalsOf, unjudgedCriteria

// EXTERNAL MODULE: ./lib/mcp/index.js
var mcp = __webpack_require__(76076);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var redact = __webpack_require__(40808);
// EXTERNAL MODULE: ./lib/scenario/discover.js
var discover = __webpack_require__(92211);
// EXTERNAL MODULE: ./lib/scenario/read-text.js
var read_text = __webpack_require__(75826);
// EXTERNAL MODULE: ./lib/scenario/select.js + 1 modules
var scenario_select = __webpack_require__(82271);
;// CONCATENATED MODULE: ./lib/scenario/index.js


/** Finds, parses and validates every scenario file; all errors of all files, before anything runs. */
async function loadSuite(globs, workspace, 
/** Files the globs match that are not scenarios (the annotations check's probes file), as absolute paths. */
exclude = []) {
    const found = await (0,discover/* discoverScenarioFiles */.bu)(globs, workspace);
    const unmatched = found.unmatched;
    const files = found.files.filter((file) => !exclude.includes(file));
    const scenarios = [];
    const errors = [];
    if (files.length === 0)
        return { scenarios, errors, unmatchedGlobs: unmatched, files };
    // Loaded here, not at the top: the parser and the schema (YAML, zod) are for runs with files.
    const { byPosition, loadScenarioFile } = await Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(6960), __webpack_require__.e(6914), __webpack_require__.e(1509), __webpack_require__.e(8028)]).then(__webpack_require__.bind(__webpack_require__, 18028));
    for (const file of files) {
        const shown = (0,discover/* displayPath */.Gt)(file, workspace);
        const read = (0,read_text/* readUserText */.n)(file, shown);
        if ('error' in read) {
            errors.push(read.error);
            continue;
        }
        const text = read.text;
        const loaded = loadScenarioFile(text, file, shown);
        scenarios.push(...loaded.scenarios);
        errors.push(...loaded.errors);
    }
    errors.push(...duplicateNameErrors(scenarios));
    const fileOrder = new Map(files.map((file, index) => [(0,discover/* displayPath */.Gt)(file, workspace), index]));
    errors.sort((a, b) => fileOrder.get(a.position.file) - fileOrder.get(b.position.file) || byPosition(a, b));
    return { scenarios, errors, unmatchedGlobs: unmatched, files };
}
/**
 * One error at each later use of a name, naming both places, so each gets its own annotation. Names
 * that differ only in case (`Dup`, `dup`) are duplicates too: a name is also a file name
 * (`__recordings__/NAME.json`), and on macOS and Windows runners the two would share one file.
 */
function duplicateNameErrors(scenarios) {
    const firstByName = new Map();
    const errors = [];
    for (const scenario of scenarios) {
        const key = scenario.name.toLowerCase();
        const first = firstByName.get(key);
        if (!first) {
            firstByName.set(key, scenario);
            continue;
        }
        const here = `${scenario.position.file}:${scenario.position.line}`;
        const there = `${first.position.file}:${first.position.line}`;
        errors.push({
            position: scenario.position,
            message: first.name === scenario.name
                ? `duplicate scenario name "${scenario.name}" at ${here}: already used at ${there}; names must be unique in the whole run, so rename one`
                : `scenario name "${scenario.name}" at ${here} differs only in case from "${first.name}" at ${there}; ` +
                    'names are file names too (__recordings__/NAME.json), which macOS and Windows do not tell apart by case, so rename one',
        });
    }
    return errors;
}

//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./lib/run/stages/load.js
/**
 * Stage `load`: find and validate every scenario file. A run with a file in error goes no further:
 * no server starts.
 */


/** Whether every file loaded (the run goes on). */
async function load(state) {
    // The annotations check's probes file (annotations.yaml beside the scenarios) is no scenario, whatever the mode.
    const probes = state.options.annotationsProbes?.file;
    const suite = await loadSuite(state.options.scenarioGlobs, state.options.workspace, probes ? [probes] : []);
    const debug = state.options.debug;
    if (debug) {
        debug(`discovery: ${suite.files.length} scenario file(s) from ${JSON.stringify(state.options.scenarioGlobs)}`);
        for (const file of suite.files)
            debug(`discovery: ${(0,discover/* displayPath */.Gt)(file, state.options.workspace)}`);
        for (const glob of suite.unmatchedGlobs)
            debug(`discovery: no file matched ${JSON.stringify(glob)}`);
    }
    state.result.fileErrors = suite.errors;
    state.result.unmatchedGlobs = suite.unmatchedGlobs;
    if (suite.errors.length > 0)
        return false;
    state.loaded = suite.scenarios;
    return true;
}
//# sourceMappingURL=load.js.map
// EXTERNAL MODULE: ./lib/run/later.js
var later = __webpack_require__(68895);
;// CONCATENATED MODULE: ./lib/run/stages/select.js
/**
 * Stage `select`: the scenarios this run runs (filter, shard, live-only), as rows (each kind expands
 * its own: an agent scenario on several models is one row per model from here on).
 */


/** Whether there is anything to do against the server: a scenario to run, lint, or the annotations check. */
async function select_select(state) {
    const { options, result } = state;
    const loaded = state.loaded ?? [];
    // No scenario, no kind to ask: a run whose globs matched nothing loads none of them.
    const kinds = loaded.length > 0 ? await (0,later/* kindsModule */.Ck)() : undefined;
    const picked = (0,scenario_select/* selectScenarios */.C8)(kinds ? kinds.runnable(loaded, options) : loaded, {
        mode: result.mode,
        filter: options.filter,
        shard: options.shard,
    });
    const selected = kinds ? kinds.expandSelected(picked.selected, options) : picked.selected;
    state.selection = { ...picked, selected };
    state.roots = kinds !== undefined && selected.some(kinds.sharesRoots);
    state.lint = options.lint && options.lint !== 'off' ? options.lint : undefined;
    state.annotations = options.annotations && options.annotations !== 'off' ? options.annotations : undefined;
    return state.selection.selected.length > 0 || state.lint !== undefined || state.annotations !== undefined;
}
//# sourceMappingURL=select.js.map
;// CONCATENATED MODULE: ./lib/run/stages/start.js


/** Probes the server when the run needs it (`needed`: a scenario to run, or lint); else the sessions as they are. */
async function start(state, needed) {
    const { options, factory, result } = state;
    const protocol = options.protocol ?? 'auto';
    const sessions = offeringRoots(factory, protocol, state.roots === true);
    if (!needed) {
        state.sessions = sessions;
        return;
    }
    const debug = options.debug;
    debug?.(`transport: ${options.server.kind === 'command' ? 'stdio' : options.server.kind === 'module' ? 'in-process' : 'Streamable HTTP'} (${(0,mcp/* describeTarget */.f)(options)})`);
    // The era is found once, on the first session, and every later session is pinned to it.
    const probeStarted = performance.now();
    const probed = await (await (0,later/* probeModule */.NE)()).probeServer(sessions, protocol, options.discoverProbeTimeoutMs);
    state.probed = probed;
    if (debug) {
        const took = Math.round(performance.now() - probeStarted);
        const report = probed.report;
        debug(report
            ? `era probe (protocol: ${protocol}): ${report.era} era, revision ${report.revision}, in ${took} ms${probed.fallback ? `; ${probed.fallback}` : ''}`
            : `era probe (protocol: ${protocol}): no era found in ${took} ms`);
    }
    if (probed.report)
        result.protocol = runProtocol(protocol, probed);
    state.sessions = probed.sessions();
}
/** The run's sessions, offering roots when a selected scenario shares some (`ROOTS_CAPABILITY`). */
function offeringRoots(factory, protocol, roots) {
    if (!roots)
        return factory;
    return { open: (plan) => factory.open({ ...(plan ?? { protocol }), roots }) };
}
/** What the run spoke, for every report. */
function runProtocol(setting, probed) {
    const report = probed.report;
    if (!report)
        return undefined;
    const protocol = {
        setting,
        era: report.era,
        revision: report.revision,
        supportedVersions: report.supportedVersions,
        eras: probed.eras,
    };
    if (report.serverName)
        protocol.serverName = report.serverName;
    if (report.serverVersion)
        protocol.serverVersion = report.serverVersion;
    if (probed.fallback)
        protocol.fallback = probed.fallback;
    return protocol;
}
//# sourceMappingURL=start.js.map
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./lib/server-tools/snapshot/diff.js
var diff = __webpack_require__(67379);
// EXTERNAL MODULE: ./lib/server-tools/snapshot/normalize.js
var normalize = __webpack_require__(74109);
// EXTERNAL MODULE: ./lib/util/tokens.js
var tokens = __webpack_require__(56548);
;// CONCATENATED MODULE: ./lib/server-tools/snapshot/tokens.js

/** The tool list as the model API takes it: name, description, input_schema. */
function modelToolPayload(snapshot) {
    return snapshot.tools.map((tool) => ({
        name: tool.name,
        ...(tool.description === undefined ? {} : { description: tool.description }),
        input_schema: tool.inputSchema,
    }));
}
/** Estimated tokens the tool list costs in every request that carries it (no API call). */
function estimateToolTokens(snapshot) {
    return (0,tokens/* estimateJsonTokens */.$)(modelToolPayload(snapshot));
}
//# sourceMappingURL=tokens.js.map
;// CONCATENATED MODULE: ./lib/server-tools/snapshot/check.js
/**
 * Compares a server's tool list with a committed snapshot file: the one result that `tools --diff`,
 * a run's `--tools-snapshot` and the action's `tools-snapshot` all render. Pure apart from the
 * caller handing it the file's text.
 */




async function checkSnapshot(input) {
    const current = (0,normalize/* normalizeSurface */.LW)(input.tools, input.surface);
    const after = estimateToolTokens(current);
    const base = {
        file: input.file,
        acceptCommand: input.acceptCommand,
        ...(input.budget === undefined ? {} : { budget: input.budget }),
        overBudget: input.budget !== undefined && after > input.budget,
        ...((0,normalize/* unreadSections */.mt)(input.surface).length > 0 ? { unread: (0,normalize/* unreadSections */.mt)(input.surface) } : {}),
    };
    if (input.text === undefined) {
        return {
            ...base,
            status: 'invalid',
            changes: [],
            tokens: { after, method: 'estimated' },
            error: `${input.file} does not exist; write it with \`${input.acceptCommand}\` and commit it`,
        };
    }
    try {
        const saved = (0,normalize/* parseSnapshot */.E$)(input.text, input.file);
        const changes = await (0,diff/* diffSnapshots */.V1)(saved, current);
        return {
            ...base,
            status: changes.length === 0 ? 'equal' : 'changed',
            changes,
            tokens: { before: estimateToolTokens(saved), after, method: 'estimated' },
        };
    }
    catch (error) {
        if (!(error instanceof normalize/* SnapshotFileError */.dr))
            throw error;
        return { ...base, status: 'invalid', changes: [], tokens: { after, method: 'estimated' }, error: error.message };
    }
}
//# sourceMappingURL=check.js.map
// EXTERNAL MODULE: ./lib/mcp/tools.js
var tools = __webpack_require__(88207);
// EXTERNAL MODULE: ./lib/mcp/surface.js
var surface = __webpack_require__(61404);
;// CONCATENATED MODULE: ./lib/server-tools/snapshot/index.js






/** Every tool the server lists, as the SDK validated it. */
async function listTools(client, timeoutMs) {
    return (await (0,tools/* listServerTools */.Xx)(client, timeoutMs));
}
/** The tool list and the rest of what the server offers a model: the whole surface a snapshot keeps. */
async function listSurface(client, timeoutMs) {
    return { tools: await listTools(client, timeoutMs), surface: await (0,surface.listServerSurface)(client, timeoutMs) };
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./lib/server-tools/snapshot/run-check.js
/**
 * The tool-list snapshot as part of a run (`--tools-snapshot`, action input `tools-snapshot`):
 * where the file is, and the check itself, before the scenarios.
 */






/**
 * Checks the server's tool list against the run's snapshot file. Undefined when there is nothing
 * to check (the default file does not exist and no budget is set). Fails closed: a named file
 * that is missing, or a server that does not list its tools, is a failed check, never a pass.
 */
async function checkRunSnapshot(snapshot, factory, options) {
    let text;
    try {
        text = await (0,promises_.readFile)(snapshot.file, 'utf8');
    }
    catch (error) {
        if (error.code !== 'ENOENT') {
            return failedCheck(snapshot, `could not read ${snapshot.label}: ${error.message}`);
        }
        if (!snapshot.required && snapshot.budget === undefined)
            return undefined;
    }
    let listed;
    try {
        const session = await factory.open();
        try {
            listed = (0,redact/* redactDeep */.KL)(await listSurface(session.client, options.timeoutMs), options.secrets);
        }
        catch (error) {
            return failedCheck(snapshot, (0,redact/* redactText */.Rd)(`the server did not list its tools: ${session.explain(error)}`, options.secrets), true);
        }
        finally {
            await session.close().catch(() => undefined);
        }
    }
    catch (error) {
        return failedCheck(snapshot, (0,redact/* redactText */.Rd)(`could not connect to list the tools: ${error.message}`, options.secrets), true);
    }
    if (text === undefined && !snapshot.required) {
        // No snapshot, only a budget: the size alone is checked.
        const after = estimateToolTokens((0,normalize/* normalizeTools */.rI)(listed.tools));
        return {
            file: snapshot.label,
            status: 'equal',
            changes: [],
            tokens: { after, method: 'estimated' },
            budget: snapshot.budget,
            overBudget: after > snapshot.budget,
            acceptCommand: snapshot.acceptCommand,
            noFile: true,
        };
    }
    return checkSnapshot({
        file: snapshot.label,
        text,
        tools: listed.tools,
        surface: listed.surface,
        acceptCommand: snapshot.acceptCommand,
        budget: snapshot.budget,
    });
}
function failedCheck(snapshot, error, unreachable = false) {
    return {
        file: snapshot.label,
        status: 'invalid',
        changes: [],
        tokens: { after: 0, method: 'estimated' },
        overBudget: false,
        error,
        acceptCommand: snapshot.acceptCommand,
        ...(unreachable ? { unreachable: true } : {}),
    };
}
//# sourceMappingURL=run-check.js.map
// EXTERNAL MODULE: ./lib/util/message.js
var message = __webpack_require__(6823);
// EXTERNAL MODULE: ./lib/model/annotations.js
var annotations = __webpack_require__(25979);
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
// EXTERNAL MODULE: ./lib/util/shell.js
var shell = __webpack_require__(62038);
;// CONCATENATED MODULE: ./lib/run/stages/annotations.js
/**
 * The run's annotations check (`annotations: warn|error`), part of the preflight stage: the tools'
 * readOnlyHint, idempotentHint and destructiveHint checked by behaviour (server-tools/annotations)
 * on fresh stub servers of the run's server, with the run's scenarios giving the first inputs, the
 * probes file and the workspace's suppressions file. A live server is refused: a run has no
 * read-only mode (the `annotations` command's --live-read-only is the way). Whatever stops the check
 * is said in the report's `error`, which fails the run under `error`: a check that never ran is no pass.
 * Loaded only when asked for (run/later.ts).
 */










/**
 * The seed of the inputs a run generates: fixed, so that a pull request's run and its re-run call
 * the same inputs (a finding that comes and goes with a random seed would read as flaky). The
 * `annotations` command's --seed explores others.
 */
const RUN_ANNOTATIONS_SEED = 1;
/** The check, or why it could not be done, with the run's mode. */
async function checkRunAnnotations(state, mode) {
    const { options } = state;
    const base = emptyReport(options);
    const failed = (error) => ({ ...base, mode, error });
    const name = (value) => options.settingName?.('annotations', value) ?? `annotations: ${value}`;
    if (options.server.kind === 'http')
        return failed(`refusing to check the annotations of a live server: a tool that lies about being read-only would write to production. ` +
            `A run has no live-read-only setting (the action has no such input): check a stub server, or run ` +
            `\`npx mcp-scenario-eval annotations --remote-url URL --live-read-only\`, which calls only the tools annotated readOnlyHint: true and reads the probes alone; or set ${name('off')}`);
    const engine = await (0,later/* annotationsModule */.R)();
    let probes;
    let suppressions;
    try {
        const probesFile = options.annotationsProbes;
        probes = probesFile
            ? engine.loadProbesFile(probesFile.file, { required: probesFile.required, cwd: options.workspace })
            : undefined;
        suppressions = await engine.loadAnnotationsSuppressions(external_node_path_.join(options.workspace, engine.ANNOTATIONS_SUPPRESSIONS_FILE), { cwd: options.workspace });
    }
    catch (error) {
        return failed((0,message/* messageOf */.b)(error));
    }
    const servers = engine.stubServers(options);
    // An in-process server's tools run in this process: one that calls process.exit or throws from a
    // timer is stopped and said, as in the scenarios (InProcessGuard).
    const guard = options.server.kind === 'module' ? new (await (0,later/* guardModule */.MC)()).InProcessGuard(options.server.modulePath) : undefined;
    guard?.install();
    try {
        let tools;
        try {
            const server = await servers.open();
            try {
                tools = await listTools(server.session.client, options.timeoutMs);
            }
            catch (error) {
                return failed(`the server did not list its tools for the annotations check: ${server.session.explain(error)}`);
            }
            finally {
                await server.close().catch(() => undefined);
            }
        }
        catch (error) {
            return failed(`the server could not be started to check its annotations: ${(0,message/* messageOf */.b)(error)}`);
        }
        const runs = limits/* ANNOTATIONS_DEFAULT_RUNS */.WT;
        const seed = RUN_ANNOTATIONS_SEED;
        const report = await engine.checkAnnotations(tools, {
            servers,
            target: (0,mcp/* describeTarget */.f)(options),
            runs,
            seed,
            timeoutMs: options.timeoutMs,
            toolBudgetMs: limits/* ANNOTATIONS_TOOL_BUDGET_MS */.J2,
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
        if (exited)
            report.error ??= exited;
        const snapshot = await snapshotLines(options, report);
        return (0,redact/* redactDeep */.KL)({ ...report, mode, ...(snapshot ? { snapshot } : {}) }, options.secrets);
    }
    catch (error) {
        return failed(`the annotations check could not be done: ${(0,message/* messageOf */.b)(error)}`);
    }
    finally {
        guard?.uninstall();
    }
}
/** A report of a check that did not run: nothing observed, the run's numbers. */
function emptyReport(options) {
    return {
        target: (0,mcp/* describeTarget */.f)(options),
        seed: RUN_ANNOTATIONS_SEED,
        runs: limits/* ANNOTATIONS_DEFAULT_RUNS */.WT,
        liveReadOnly: false,
        state: { files: false, resources: false, probes: [] },
        notJudged: annotations/* NOT_JUDGED_HINTS */.zY,
        toolBudgetMs: limits/* ANNOTATIONS_TOOL_BUDGET_MS */.J2,
        durationMs: 0,
        tools: [],
        ignored: [],
    };
}
/** What an in-process server did to this process during the check (an exit, a stray throw), if anything. */
function guardFaults(guard) {
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
function reproduceCommand(options, tool, seed, runs, probes) {
    const globs = options.scenarioGlobs.flatMap((glob) => ['--scenarios', glob]);
    return [
        'npx mcp-scenario-eval annotations',
        options.agent?.serverFlags ?? '',
        ...['--tool', tool, '--seed', String(seed), '--runs', String(runs)].map(shell/* shellWord */.r),
        ...(probes ? ['--probes', probes].map(shell/* shellWord */.r) : []),
        ...globs.map(shell/* shellWord */.r),
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
async function snapshotLines(options, report) {
    const snapshot = options.toolsSnapshot;
    if (!snapshot)
        return undefined;
    let text;
    try {
        const handle = await (0,promises_.open)(snapshot.file, 'r');
        try {
            const { size } = await handle.stat();
            if (size > limits/* SCENARIO_FILE_LIMIT_BYTES */.gE)
                return undefined;
            text = await handle.readFile('utf8');
        }
        finally {
            await handle.close();
        }
    }
    catch {
        return undefined;
    }
    const lines = toolLines(text, report.tools.map((tool) => tool.tool));
    return { file: snapshot.label, lines };
}
/**
 * The line (1-based) of each tool's `"name": "TOOL"` in a snapshot file's `"tools"` list: the
 * shallowest such key in the list (a tool's own name, not a `"name"` inside its schema). Text-based,
 * as the file is written (`tools --save`: JSON, one key a line); a tool not found has no line.
 */
function toolLines(text, tools) {
    const lines = text.split('\n');
    const start = lines.findIndex((line) => /^\s*"tools"\s*:\s*\[/.test(line));
    if (start < 0)
        return {};
    const listIndent = /^\s*/.exec(lines[start])[0].length;
    const found = [];
    for (let index = start + 1; index < lines.length; index++) {
        const line = lines[index];
        // The list ends at its closing bracket, at the indentation of its key.
        if (/^\s*\]/.test(line) && /^\s*/.exec(line)[0].length <= listIndent)
            break;
        const match = /^(\s*)"name"\s*:\s*("(?:[^"\\]|\\.)*")\s*,?\s*$/.exec(line);
        if (!match)
            continue;
        let value;
        try {
            value = JSON.parse(match[2]);
        }
        catch {
            continue;
        }
        if (typeof value === 'string')
            found.push({ tool: value, line: index + 1, indent: match[1].length });
    }
    const shallowest = Math.min(...found.map((entry) => entry.indent));
    const out = {};
    for (const entry of found)
        if (entry.indent === shallowest && tools.includes(entry.tool) && out[entry.tool] === undefined)
            out[entry.tool] = entry.line;
    return out;
}
//# sourceMappingURL=annotations.js.map
;// CONCATENATED MODULE: ./lib/run/stages/preflight.js
/**
 * Stage `preflight`: what is checked before the scenarios, each on a session of its own: the lint
 * of the server's definitions (`lint: warn|error`), the tool-list snapshot (`tools-snapshot`) and
 * the annotations check (`annotations: warn|error`, on fresh stub servers of its own: stages/annotations.ts);
 * and the counts of what selection left out.
 */






async function preflight(state) {
    const { options, result, hooks } = state;
    const selection = state.selection;
    const sessions = state.sessions;
    if (state.lint)
        result.lint = await lintServer(options, state.lint, sessions);
    result.notLive = selection.notLive;
    result.deselected = selection.deselected;
    if (selection.emptyShard) {
        const { shard, others } = selection.emptyShard;
        result.emptyShard = { shard: `${shard.index}/${shard.count}`, others };
    }
    if (options.toolsSnapshot)
        result.toolsSnapshot = await checkRunSnapshot(options.toolsSnapshot, sessions, options);
    if (state.annotations)
        result.annotations = await checkRunAnnotations(state, state.annotations);
    hooks.onStart?.(selection.selected.length);
}
/**
 * `lint: warn|error`: the server's tool list and the rest of what it offers a model (prompts,
 * resources, resource templates, instructions), linted on a session of its own before the scenarios
 * with the rules the `lint` command applies (the poisoning rules among them), and the workspace's
 * suppressions file. A lint that cannot be done says why (and under `error` fails the run: a check
 * that never ran is never a pass).
 */
async function lintServer(options, mode, factory) {
    const lint = await (0,later/* lintModule */.q2)();
    let suppressions;
    try {
        suppressions = await lint.loadSuppressions(external_node_path_.join(options.workspace, lint.SUPPRESSIONS_FILE), {
            cwd: options.workspace,
        });
    }
    catch (error) {
        return { mode, error: (0,message/* messageOf */.b)(error) };
    }
    let session;
    try {
        session = await factory.open();
    }
    catch (error) {
        return { mode, error: `the server could not be started to lint its tool list: ${(0,message/* messageOf */.b)(error)}` };
    }
    try {
        let tools;
        try {
            tools = await lint.listRawTools(session.client, options.timeoutMs);
        }
        catch (error) {
            return { mode, error: `the server did not list its tools for lint: ${session.explain(error)}` };
        }
        // Only the lists the server declares are read (no `prompts` capability: no prompts/list).
        const { listServerSurface } = await (0,later/* surfaceModule */.Mz)();
        let surface;
        try {
            surface = await listServerSurface(session.client, options.timeoutMs);
        }
        catch (error) {
            return {
                mode,
                error: `the server did not list its prompts, resources and resource templates for lint: ${session.explain(error)}`,
            };
        }
        const report = await lint.lintToolList(tools, {
            target: (0,mcp/* describeTarget */.f)(options),
            surface,
            skip: new Set(),
            suppressions,
            tokens: {
                apiKey: options.judge.apiKey,
                ...(options.judge.provider && { provider: options.judge.provider }),
                model: options.judge.model,
                timeoutMs: options.timeoutMs,
            },
        });
        return { mode, report };
    }
    catch (error) {
        return { mode, error: `the lint of the server's definitions could not be done: ${(0,message/* messageOf */.b)(error)}` };
    }
    finally {
        await session.close().catch(() => undefined);
    }
}
//# sourceMappingURL=preflight.js.map
;// CONCATENATED MODULE: ./lib/run/stages/index.js
/**
 * The stages' entry: which of them load when. Up to the checks before the scenarios they are cheap
 * (the kinds are asked only once the files held a scenario: they came with the files; the probe and
 * lint load through run/later.ts when asked for); the stages that run scenarios load once there is
 * one to run (`runStages`): a run whose globs matched nothing loads none of them.
 */




/** The stages that run scenarios: the kinds' runners, the scheduler and the leases, the judge, coverage. */
const runStages = () => Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(6960), __webpack_require__.e(6914), __webpack_require__.e(4362)]).then(__webpack_require__.bind(__webpack_require__, 4362));
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./lib/run/state.js

/** A fresh run's state: the result says what will run against what, and nothing has run yet. */
function newRunState(options, hooks, factory) {
    const mode = options.server.kind === 'http' ? 'live' : 'stub';
    const judge = {
        mode: options.judge.mode,
        model: options.judge.model,
        calls: 0,
        inputTokens: 0,
        outputTokens: 0,
        cacheReadTokens: 0,
        cacheWriteTokens: 0,
        ...(options.judge.costBudgetUsd !== undefined && { costBudgetUsd: options.judge.costBudgetUsd }),
    };
    return {
        options,
        hooks,
        factory,
        result: {
            mode,
            target: (0,mcp/* describeTarget */.f)(options),
            isolation: options.isolation,
            startedAt: new Date().toISOString(),
            durationMs: 0,
            scenarios: [],
            fileErrors: [],
            unmatchedGlobs: [],
            notLive: 0,
            deselected: 0,
            judge,
        },
        eras: [],
        reached: { tools: new Set(), resources: new Set(), prompts: new Set() },
        leases: [],
        several: false,
        scenariosStarted: 0,
    };
}
//# sourceMappingURL=state.js.map
// EXTERNAL MODULE: ./lib/checks/judge.js
var judge = __webpack_require__(48494);
// EXTERNAL MODULE: ./lib/run/verdict.js
var verdict = __webpack_require__(52724);
;// CONCATENATED MODULE: ./lib/run/index.js




async function runSuite(options, hooks = {}) {
    const started = performance.now();
    const state = newRunState(options, hooks, (0,mcp/* sessionFactory */.t)(options));
    try {
        if (await timed(state, 'load', () => load(state)))
            await runLoaded(state);
    }
    finally {
        await state.factory.dispose();
    }
    state.result.durationMs = performance.now() - started;
    state.options.debug?.(`timing: the run took ${Math.round(state.result.durationMs)} ms`);
    return (0,redact/* redactDeep */.KL)(state.result, options.secrets);
}
/** The stages once every file is valid. */
async function runLoaded(state) {
    const needed = await timed(state, 'select', () => select_select(state));
    // No server starts before every file is valid and there is something to do against it; from then
    // on the server boots while the kinds, the scheduler, the MCP SDK and Ajv load (lint, or the
    // snapshot check when its file exists, takes it first). Not for the snapshot check alone: it may
    // have no file to check.
    if (needed)
        await state.factory.startEarly();
    await timed(state, 'start', () => start(state, needed));
    try {
        await timed(state, 'preflight', () => preflight(state));
        if (state.selection.selected.length === 0)
            return;
        const stages = await runStages();
        await timed(state, 'plan', () => stages.plan(state));
        await timed(state, 'schedule', () => stages.schedule(state));
        await stages.merge(state);
        await stages.keep(state);
        stages.server(state);
        stages.coverage(state);
        stages.usage(state);
    }
    finally {
        await state.probed?.dispose();
    }
}
/** A stage, with its time said on the debug line (a re-run with debug logging). */
async function timed(state, stage, work) {
    const debug = state.options.debug;
    if (!debug)
        return work();
    const started = performance.now();
    try {
        return await work();
    }
    finally {
        debug(`timing: stage ${stage} took ${Math.round(performance.now() - started)} ms`);
    }
}




//# sourceMappingURL=index.js.map

/***/ }),

/***/ 68895:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ kindsModule),
/* harmony export */   MC: () => (/* binding */ guardModule),
/* harmony export */   Mz: () => (/* binding */ surfaceModule),
/* harmony export */   NE: () => (/* binding */ probeModule),
/* harmony export */   R: () => (/* binding */ annotationsModule),
/* harmony export */   W$: () => (/* binding */ erasModule),
/* harmony export */   q2: () => (/* binding */ lintModule)
/* harmony export */ });
/**
 * The modules the stages load only when a run asks for what they do, each said once here with why:
 * a run without lint, a single era or an out-of-process server never loads those. The stages
 * themselves are loaded by their entry (stages/index.ts); nothing else in run/ writes an `import()`.
 */
/** Once the files held a scenario: the kinds (they came with the scenario files, so this costs nothing more). */
const kindsModule = () => Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(6960), __webpack_require__.e(6914)]).then(__webpack_require__.bind(__webpack_require__, 76914));
/** Once there is something to do against the server: the probe of its era, and the MCP SDK. */
const probeModule = () => Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(6960), __webpack_require__.e(918)]).then(__webpack_require__.bind(__webpack_require__, 80918));
/** `lint: warn|error` only: the rules and the suppressions file. */
const lintModule = () => Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(6960), __webpack_require__.e(6914), __webpack_require__.e(1509), __webpack_require__.e(8995), __webpack_require__.e(8693)]).then(__webpack_require__.bind(__webpack_require__, 18693));
/** `annotations: warn|error` only: the check, its fresh stub servers, the probes and suppressions files. */
const annotationsModule = () => Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(8608), __webpack_require__.e(6960), __webpack_require__.e(6914), __webpack_require__.e(1509), __webpack_require__.e(1906)]).then(__webpack_require__.bind(__webpack_require__, 31906));
/** `lint` only: the prompts, resources and templates the server lists. */
const surfaceModule = () => Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 61404));
/** `protocol: both` with several eras served: their merge and the one-era notice. */
const erasModule = () => Promise.all(/* import() */[__webpack_require__.e(5725), __webpack_require__.e(5442)]).then(__webpack_require__.bind(__webpack_require__, 45442));
/** A `module` server (in process) only: the guard that keeps it from ending this process. */
const guardModule = () => Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(6960), __webpack_require__.e(2985)]).then(__webpack_require__.bind(__webpack_require__, 62985));
//# sourceMappingURL=later.js.map

/***/ }),

/***/ 75826:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ readUserText)
/* harmony export */ });
/* unused harmony export SCENARIO_FILE_WORDS */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22645);
/**
 * The text of a file a user writes (a scenario file, a suppressions file, a tool-variants file):
 * refused when it is larger than SCENARIO_FILE_LIMIT_BYTES (checked before reading it) or is not
 * valid UTF-8 (decoding would put U+FFFD in place of the bad bytes and send that to the server as if
 * the file said so). Read synchronously: nothing else runs while the files load (no server starts
 * before they are all valid), and a promise's round trips through the thread pool cost several
 * times the read itself, per file (issue 41). No YAML here: the CLI's start-up reads this module.
 */



const SCENARIO_FILE_WORDS = {
    called: 'a scenario file',
    tooLarge: 'split it into several files, or leave it out with a `!` glob if it is not a scenario',
};
/** The file's text, or why it is refused: too large, not UTF-8, or not readable. */
function readUserText(file, shown, words = SCENARIO_FILE_WORDS) {
    const start = { file: shown, line: 1, column: 1 };
    let bytes;
    try {
        const { size } = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file);
        if (size > _model_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .SCENARIO_FILE_LIMIT_BYTES */ .gE) {
            return {
                error: {
                    position: start,
                    message: `${shown} is ${size.toLocaleString('en-US')} bytes, over the limit of ` +
                        `${_model_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .SCENARIO_FILE_LIMIT_BYTES */ .gE.toLocaleString('en-US')} bytes for ${words.called}; ${words.tooLarge}`,
                },
            };
        }
        bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file);
    }
    catch (error) {
        const unreadable = error.message;
        const unread = { error: { position: start, message: `cannot read ${shown}: ${unreadable}` }, unreadable };
        return error.code === 'ENOENT' ? { ...unread, missing: true } : unread;
    }
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return { text: bytes.toString('utf8') };
    const bad = firstInvalidByte(bytes);
    const lineStart = bytes.lastIndexOf(0x0a, bad - 1) + 1;
    const line = countNewlines(bytes, lineStart) + 1;
    const column = bytes.subarray(lineStart, bad).toString('utf8').length + 1;
    return {
        error: {
            position: { file: shown, line, column },
            message: `${shown} is not valid UTF-8: the byte 0x${bytes[bad].toString(16).toUpperCase().padStart(2, '0')} at ` +
                `line ${line}, column ${column} is not part of a UTF-8 character; save the file as UTF-8`,
        },
    };
}
/** The offset where the first ill-formed UTF-8 sequence starts (the file is known to hold one). */
function firstInvalidByte(bytes) {
    let index = 0;
    while (index < bytes.length) {
        const lead = bytes[index];
        const length = lead < 0x80
            ? 1
            : lead >= 0xc2 && lead <= 0xdf
                ? 2
                : lead >= 0xe0 && lead <= 0xef
                    ? 3
                    : lead >= 0xf0 && lead <= 0xf4
                        ? 4
                        : 0;
        if (length === 0)
            return index;
        if (length > 1 && !(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes.subarray(index, index + length)))
            return index;
        index += length;
    }
    return Math.max(0, bytes.length - 1);
}
function countNewlines(bytes, end) {
    let count = 0;
    for (let at = bytes.indexOf(0x0a); at >= 0 && at < end; at = bytes.indexOf(0x0a, at + 1))
        count++;
    return count;
}
//# sourceMappingURL=read-text.js.map

/***/ }),

/***/ 54191:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ closestTextCost),
/* harmony export */   dT: () => (/* binding */ closestText),
/* harmony export */   kp: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
// Hand-written, not a fuzzy-search library (fuse.js and the like): closestText has a work budget, known before it starts, that a check's hint must not exceed on a huge output.
/**
 * Edit distance (Levenshtein) between two strings, or two lists (of words: a word changed is one
 * edit), on typed arrays. With a `bound`, it stops as soon as every cell of a row is over it (a
 * row's minimum never decreases) and returns that row's minimum, which is over `bound`.
 */
function editDistance(a, b, bound = Infinity) {
    let previous = new Uint32Array(b.length + 1);
    let current = new Uint32Array(b.length + 1);
    for (let j = 0; j <= b.length; j++)
        previous[j] = j;
    for (let i = 1; i <= a.length; i++) {
        current[0] = i;
        let rowMinimum = i;
        const item = a[i - 1];
        for (let j = 1; j <= b.length; j++) {
            const substitution = previous[j - 1] + (item === b[j - 1] ? 0 : 1);
            const value = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
            current[j] = value;
            if (value < rowMinimum)
                rowMinimum = value;
        }
        if (rowMinimum > bound)
            return rowMinimum;
        [previous, current] = [current, previous];
    }
    return previous[b.length];
}
/** A word this short that begins one candidate only is too little to guess from. */
const MIN_PREFIX_LENGTH = 4;
/**
 * The candidate closest to `word`, when it is close enough to be a likely typo: at most a third of
 * the word's length away (and at least 1), or differing only in letter case; failing that, the one
 * candidate that the word begins (`timeout` → `timeout_ms`), when exactly one does.
 */
function closest(word, candidates) {
    // Read once: `candidates` may be an iterator (a Map's keys) that a second pass would find empty.
    const list = [...candidates];
    let best;
    let bestDistance = Infinity;
    for (const candidate of list) {
        const distance = candidate.toLowerCase() === word.toLowerCase() ? 0.5 : editDistance(word.toLowerCase(), candidate.toLowerCase());
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    const limit = Math.max(1, Math.floor(word.length / 3));
    if (bestDistance <= limit)
        return best;
    if (word.length < MIN_PREFIX_LENGTH)
        return undefined;
    const lower = word.toLowerCase();
    const extended = list.filter((candidate) => candidate.toLowerCase().startsWith(lower));
    return extended.length === 1 ? extended[0] : undefined;
}
/** The wanted text is compared by its first this many characters. */
const WANTED_CHARS_COMPARED = 200;
/** A candidate is compared by its first this many characters (twice the wanted text's). */
const CANDIDATE_CHARS_COMPARED = 2 * WANTED_CHARS_COMPARED;
/** Candidates, out of every line (or part of a long line), that get the exact, costly comparison. */
const CANDIDATES_COMPARED = 8;
/** A line longer than this is searched for its closest part; a shorter one is a candidate whole. */
const LONG_LINE_CHARS = CANDIDATE_CHARS_COMPARED;
/** Characters of context kept on each side of the closest part of a long line. */
const PART_CONTEXT_CHARS = 20;
/**
 * An upper bound on the work (in cells: characters read plus edit-distance cells) that
 * `closestText` does on `text`, so that a caller with a budget can decide before starting.
 */
function closestTextCost(textLength, wanted) {
    const target = Math.min(wanted.length, WANTED_CHARS_COMPARED);
    return textLength + CANDIDATES_COMPARED * target * CANDIDATE_CHARS_COMPARED;
}
/**
 * The line of `text[0, end)` most like `wanted` (a line that holds it with little else scores best),
 * or for a line far longer than `wanted`, the part of it most like `wanted`; undefined when there is
 * no non-blank line. Costs at most `closestTextCost`: one pass over the text counts, per line (or
 * per window of a long line), the character trigrams it shares with `wanted`; only the few best of
 * those are compared exactly, by edit distance with an early exit.
 */
function closestText(text, wanted, end = text.length) {
    const target = wanted.slice(0, WANTED_CHARS_COMPARED);
    const gram = Math.max(1, Math.min(3, target.length));
    const inTarget = new Uint8Array(GRAM_TABLE_SIZE);
    for (let at = 0; at + gram <= target.length; at++)
        inTarget[gramHash(target, at, gram)] = 1;
    const shared = (at) => inTarget[gramHash(text, at, gram)];
    const seenOnLine = new Int32Array(GRAM_TABLE_SIZE);
    const top = [];
    const width = Math.max(target.length, 1);
    let lineNumber = 0;
    for (let start = 0; start < end;) {
        lineNumber++;
        let stop = text.indexOf('\n', start);
        if (stop < 0 || stop > end)
            stop = end;
        if (!isBlank(text, start, stop)) {
            if (stop - start <= LONG_LINE_CHARS) {
                // Distinct shared trigrams: a line that merely repeats one of them is no closer.
                let hits = 0;
                for (let at = start; at + gram <= stop; at++) {
                    const hash = gramHash(text, at, gram);
                    if (inTarget[hash] && seenOnLine[hash] !== lineNumber) {
                        seenOnLine[hash] = lineNumber;
                        hits++;
                    }
                }
                keepBest(top, { start, stop, hits, line: lineNumber });
            }
            else {
                // A long line: the window of the wanted text's width that shares the most trigrams with it.
                const span = width - gram + 1;
                // The last `span` positions' hits, so that the one leaving the window is not hashed again.
                const ring = new Uint8Array(span);
                let hits = 0;
                let bestHits = -1;
                let bestAt = start;
                for (let at = start; at + gram <= stop; at++) {
                    const slot = (at - start) % span;
                    const hit = shared(at);
                    hits += hit - ring[slot];
                    ring[slot] = hit;
                    if (hits > bestHits) {
                        bestHits = hits;
                        bestAt = Math.max(start, at - span + 1);
                    }
                }
                keepBest(top, {
                    start: Math.max(start, bestAt - PART_CONTEXT_CHARS),
                    stop: Math.min(stop, bestAt + width + PART_CONTEXT_CHARS),
                    hits: bestHits,
                    line: lineNumber,
                    lineChars: stop - start,
                });
            }
        }
        start = stop + 1;
    }
    let best;
    let bestScore = Infinity;
    for (const candidate of top) {
        const compared = text.slice(candidate.start, Math.min(candidate.stop, candidate.start + CANDIDATE_CHARS_COMPARED));
        const extra = Math.max(0, compared.length - target.length);
        // Scored as distance minus the extra length, so the distance must stay under best + extra.
        const distance = editDistance(target, compared, bestScore + extra);
        if (distance - extra < bestScore) {
            bestScore = distance - extra;
            best = candidate;
        }
    }
    if (!best)
        return undefined;
    return {
        text: text.slice(best.start, best.stop),
        line: best.line,
        ...(best.lineChars !== undefined && { partOfLineChars: best.lineChars }),
    };
}
/** Keeps the CANDIDATES_COMPARED with the most shared trigrams, earlier ones first on a tie. */
function keepBest(top, candidate) {
    if (top.length === CANDIDATES_COMPARED && top.at(-1).hits >= candidate.hits)
        return;
    let at = top.length;
    while (at > 0 && top[at - 1].hits < candidate.hits)
        at--;
    top.splice(at, 0, candidate);
    if (top.length > CANDIDATES_COMPARED)
        top.pop();
}
const GRAM_TABLE_SIZE = 1 << 16;
function gramHash(text, at, gram) {
    let hash = 0;
    for (let index = 0; index < gram; index++)
        hash = (hash * 31 + text.charCodeAt(at + index)) | 0;
    return hash & (GRAM_TABLE_SIZE - 1);
}
function isBlank(text, start, stop) {
    for (let at = start; at < stop; at++) {
        const code = text.charCodeAt(at);
        if (code !== 32 && code !== 9 && code !== 13 && code !== 11 && code !== 12)
            return false;
    }
    return true;
}
//# sourceMappingURL=closest.js.map

/***/ }),

/***/ 6823:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ messageOf)
/* harmony export */ });
/** The message of anything thrown: an Error's message, or the value as text. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
//# sourceMappingURL=message.js.map

/***/ }),

/***/ 56548:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ estimateJsonTokens),
/* harmony export */   k: () => (/* binding */ CHARS_PER_TOKEN)
/* harmony export */ });
/**
 * Characters per token for estimating what a tool list costs, where no API key can count it
 * (`lint`'s tool-list-tokens, `tools --diff` and `--tools-token-budget`: one figure for all).
 * Tool definitions are JSON: short English words among many quotes, braces and colons, which
 * Claude's tokenizer splits finely, so they run nearer 3.5 characters a token than the 4 of
 * English prose. Dividing by 4 under-counts them (it errs low: the unsafe side for a budget); 3.5
 * is nearer, and the larger count of the two.
 */
const CHARS_PER_TOKEN = 3.5;
/** Estimated tokens of a request payload (a tool list as the model API takes it), from its JSON length. */
function estimateJsonTokens(payload) {
    return Math.ceil(JSON.stringify(payload).length / CHARS_PER_TOKEN);
}
//# sourceMappingURL=tokens.js.map

/***/ })

};

//# sourceMappingURL=9832.index.js.map