export const id = 392;
export const ids = [392];
export const modules = {

/***/ 6076:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ describeTarget),
/* harmony export */   t: () => (/* binding */ sessionFactory)
/* harmony export */ });
/* harmony import */ var _headers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6878);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7459);


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
            const { stdioSessions } = await Promise.all(/* import() */[__webpack_require__.e(600), __webpack_require__.e(855), __webpack_require__.e(536), __webpack_require__.e(960), __webpack_require__.e(105)]).then(__webpack_require__.bind(__webpack_require__, 6105));
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
            const { inProcessSessions } = await Promise.all(/* import() */[__webpack_require__.e(600), __webpack_require__.e(855), __webpack_require__.e(536), __webpack_require__.e(960), __webpack_require__.e(597)]).then(__webpack_require__.bind(__webpack_require__, 1597));
            return inProcessSessions({
                modulePath: server.modulePath,
                workspace: options.workspace,
                secrets: options.secrets,
                connectTimeoutMs,
                protocol: options.protocol,
            });
        }
        const { httpSessions } = await Promise.all(/* import() */[__webpack_require__.e(600), __webpack_require__.e(855), __webpack_require__.e(536), __webpack_require__.e(960), __webpack_require__.e(94)]).then(__webpack_require__.bind(__webpack_require__, 4094));
        return httpSessions(server, connectTimeoutMs, options.secrets, options.protocol);
    };
    return {
        open: async (plan) => (await (loading ??= load())).open(plan),
        startEarly() {
            if (server.kind !== 'command' || early || loading)
                return Promise.resolve();
            const params = { command: server.command, cwd: server.cwd, secrets: options.secrets, serverEnv: server.env };
            early = __webpack_require__.e(/* import() */ 190).then(__webpack_require__.bind(__webpack_require__, 3809)).then((module) => module.startServerProcessEarly(params));
            // An empty command or a failed mkdtemp: the first open() meets the same error and reports it.
            return early.then(() => undefined, () => undefined);
        },
        async dispose() {
            const unused = takeEarly();
            if (!unused)
                return;
            const { abandonServerProcess } = await __webpack_require__.e(/* import() */ 190).then(__webpack_require__.bind(__webpack_require__, 3809));
            await unused.then(abandonServerProcess, () => undefined);
        },
    };
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 1404:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listServerSurface: () => (/* binding */ listServerSurface)
/* harmony export */ });
async function listServerSurface(client, timeoutMs) {
    // Loaded when a server is known: the CLI's start-up path imports this file, and lists.ts (through
    // tools.ts) brings the SDK's schemas (startup-loads.test.ts).
    const { readOtherLists } = await Promise.all(/* import() */[__webpack_require__.e(600), __webpack_require__.e(855), __webpack_require__.e(949)]).then(__webpack_require__.bind(__webpack_require__, 5949));
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

/***/ 8207:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xx: () => (/* binding */ listServerTools),
/* harmony export */   vm: () => (/* binding */ toolListError)
/* harmony export */ });
/* unused harmony export ToolListTooLongError */
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2645);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8884);


// The SDK's own `listTools` validates every tool and refuses the whole list for one bad definition
// (a non-object input schema, say): exactly what lint must see and name. `raw` reads it as sent,
// with a schema of its own (zod loaded only then: a run that never lints never pays for it).
async function rawToolListSchema() {
    const z = await Promise.all(/* import() */[__webpack_require__.e(600), __webpack_require__.e(893)]).then(__webpack_require__.bind(__webpack_require__, 6893));
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
            const { isListTooLong } = await Promise.all(/* import() */[__webpack_require__.e(600), __webpack_require__.e(855), __webpack_require__.e(933)]).then(__webpack_require__.bind(__webpack_require__, 7933));
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

/***/ 3066:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  og: () => (/* binding */ runSuite)
});

// UNUSED EXPORTS: CHANGE_KINDS, NO_KEY_REASON, describeTarget, erroredForTheJudge, failingFindings, lintFailed, matchedAnyFile, runFailed, sessionFactory, skippedByAgentPlan, skippedBySkipKey, snapshotFailed, totalsOf, unjudgedCriteria

// EXTERNAL MODULE: ./lib/mcp/index.js
var mcp = __webpack_require__(6076);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var redact = __webpack_require__(808);
// EXTERNAL MODULE: ./lib/scenario/discover.js
var discover = __webpack_require__(2211);
// EXTERNAL MODULE: ./lib/scenario/read-text.js
var read_text = __webpack_require__(5826);
// EXTERNAL MODULE: ./lib/scenario/select.js + 1 modules
var scenario_select = __webpack_require__(2271);
;// CONCATENATED MODULE: ./lib/scenario/index.js


/** Finds, parses and validates every scenario file; all errors of all files, before anything runs. */
async function loadSuite(globs, workspace) {
    const { files, unmatched } = await (0,discover/* discoverScenarioFiles */.bu)(globs, workspace);
    const scenarios = [];
    const errors = [];
    if (files.length === 0)
        return { scenarios, errors, unmatchedGlobs: unmatched, files };
    // Loaded here, not at the top: the parser and the schema (YAML, zod) are for runs with files.
    const { byPosition, loadScenarioFile } = await Promise.all(/* import() */[__webpack_require__.e(600), __webpack_require__.e(855), __webpack_require__.e(536), __webpack_require__.e(815), __webpack_require__.e(856), __webpack_require__.e(960), __webpack_require__.e(914), __webpack_require__.e(509), __webpack_require__.e(28)]).then(__webpack_require__.bind(__webpack_require__, 8028));
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
    const suite = await loadSuite(state.options.scenarioGlobs, state.options.workspace);
    state.result.fileErrors = suite.errors;
    state.result.unmatchedGlobs = suite.unmatchedGlobs;
    if (suite.errors.length > 0)
        return false;
    state.loaded = suite.scenarios;
    return true;
}
//# sourceMappingURL=load.js.map
// EXTERNAL MODULE: ./lib/run/later.js
var later = __webpack_require__(8895);
;// CONCATENATED MODULE: ./lib/run/stages/select.js
/**
 * Stage `select`: the scenarios this run runs (filter, shard, live-only), as rows (each kind expands
 * its own: an agent scenario on several models is one row per model from here on).
 */


/** Whether there is anything to do against the server: a scenario to run, or lint. */
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
    return state.selection.selected.length > 0 || state.lint !== undefined;
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
    // The era is found once, on the first session, and every later session is pinned to it.
    const probed = await (await (0,later/* probeModule */.NE)()).probeServer(sessions, protocol, options.discoverProbeTimeoutMs);
    state.probed = probed;
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
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/server-tools/snapshot/diff.js
var diff = __webpack_require__(7379);
// EXTERNAL MODULE: ./lib/server-tools/snapshot/normalize.js
var normalize = __webpack_require__(4109);
// EXTERNAL MODULE: ./lib/util/tokens.js
var tokens = __webpack_require__(6548);
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
var tools = __webpack_require__(8207);
// EXTERNAL MODULE: ./lib/mcp/surface.js
var surface = __webpack_require__(1404);
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
;// CONCATENATED MODULE: ./lib/run/stages/preflight.js
/**
 * Stage `preflight`: what is checked before the scenarios, each on a session of its own: the lint
 * of the server's definitions (`lint: warn|error`) and the tool-list snapshot (`tools-snapshot`);
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
            tokens: { apiKey: options.judge.apiKey, model: options.judge.model, timeoutMs: options.timeoutMs },
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
const runStages = () => Promise.all(/* import() */[__webpack_require__.e(600), __webpack_require__.e(855), __webpack_require__.e(536), __webpack_require__.e(815), __webpack_require__.e(856), __webpack_require__.e(960), __webpack_require__.e(914), __webpack_require__.e(619)]).then(__webpack_require__.bind(__webpack_require__, 7619));
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
;// CONCATENATED MODULE: ./lib/run/index.js




async function runSuite(options, hooks = {}) {
    const started = performance.now();
    const state = newRunState(options, hooks, (0,mcp/* sessionFactory */.t)(options));
    try {
        if (await load(state))
            await runLoaded(state);
    }
    finally {
        await state.factory.dispose();
    }
    state.result.durationMs = performance.now() - started;
    return (0,redact/* redactDeep */.KL)(state.result, options.secrets);
}
/** The stages once every file is valid. */
async function runLoaded(state) {
    const needed = await select_select(state);
    // No server starts before every file is valid and there is something to do against it; from then
    // on the server boots while the kinds, the scheduler, the MCP SDK and Ajv load (lint, or the
    // snapshot check when its file exists, takes it first). Not for the snapshot check alone: it may
    // have no file to check.
    if (needed)
        await state.factory.startEarly();
    await start(state, needed);
    try {
        await preflight(state);
        if (state.selection.selected.length === 0)
            return;
        const stages = await runStages();
        await stages.plan(state);
        await stages.schedule(state);
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




//# sourceMappingURL=index.js.map

/***/ }),

/***/ 8895:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ kindsModule),
/* harmony export */   MC: () => (/* binding */ guardModule),
/* harmony export */   Mz: () => (/* binding */ surfaceModule),
/* harmony export */   NE: () => (/* binding */ probeModule),
/* harmony export */   W$: () => (/* binding */ erasModule),
/* harmony export */   q2: () => (/* binding */ lintModule)
/* harmony export */ });
/**
 * The modules the stages load only when a run asks for what they do, each said once here with why:
 * a run without lint, a single era or an out-of-process server never loads those. The stages
 * themselves are loaded by their entry (stages/index.ts); nothing else in run/ writes an `import()`.
 */
/** Once the files held a scenario: the kinds (they came with the scenario files, so this costs nothing more). */
const kindsModule = () => Promise.all(/* import() */[__webpack_require__.e(600), __webpack_require__.e(855), __webpack_require__.e(536), __webpack_require__.e(815), __webpack_require__.e(856), __webpack_require__.e(960), __webpack_require__.e(914)]).then(__webpack_require__.bind(__webpack_require__, 6914));
/** Once there is something to do against the server: the probe of its era, and the MCP SDK. */
const probeModule = () => Promise.all(/* import() */[__webpack_require__.e(600), __webpack_require__.e(855), __webpack_require__.e(536), __webpack_require__.e(960), __webpack_require__.e(918)]).then(__webpack_require__.bind(__webpack_require__, 918));
/** `lint: warn|error` only: the rules and the suppressions file. */
const lintModule = () => Promise.all(/* import() */[__webpack_require__.e(600), __webpack_require__.e(855), __webpack_require__.e(536), __webpack_require__.e(815), __webpack_require__.e(856), __webpack_require__.e(960), __webpack_require__.e(914), __webpack_require__.e(509), __webpack_require__.e(809)]).then(__webpack_require__.bind(__webpack_require__, 809));
/** `lint` only: the prompts, resources and templates the server lists. */
const surfaceModule = () => Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 1404));
/** `protocol: both` with several eras served: their merge and the one-era notice. */
const erasModule = () => Promise.all(/* import() */[__webpack_require__.e(725), __webpack_require__.e(442)]).then(__webpack_require__.bind(__webpack_require__, 5442));
/** A `module` server (in process) only: the guard that keeps it from ending this process. */
const guardModule = () => Promise.all(/* import() */[__webpack_require__.e(600), __webpack_require__.e(855), __webpack_require__.e(536), __webpack_require__.e(960), __webpack_require__.e(985)]).then(__webpack_require__.bind(__webpack_require__, 2985));
//# sourceMappingURL=later.js.map

/***/ }),

/***/ 5826:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ readUserText)
/* harmony export */ });
/* unused harmony export SCENARIO_FILE_WORDS */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2645);
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

/***/ 7379:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V1: () => (/* binding */ diffSnapshots),
/* harmony export */   tO: () => (/* reexport safe */ _model_server_tools_js__WEBPACK_IMPORTED_MODULE_1__.tO)
/* harmony export */ });
/* unused harmony exports nullableAsType, SIMILAR_DESCRIPTION_SHARE */
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4109);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8884);
/* harmony import */ var _model_server_tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(812);
/**
 * What changed between two tool-list snapshots, classified for a caller of the server:
 * breaking (a call that worked may now fail, or an answer it read may lack a field), model-facing
 * (what the model reads changed: it may now call differently) or additive. Pure but for loading
 * the word-diff module (and with it the `diff` package) when some text was reworded.
 */




const same = (a, b) => JSON.stringify((0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .sortDeep */ .Dc)(a)) === JSON.stringify((0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .sortDeep */ .Dc)(b));
const show = (value) => (value === undefined ? 'none' : JSON.stringify(value));
/** Every change from `before` to `after`, breaking first, then by tool name, in discovery order within. */
async function diffSnapshots(before, after) {
    const oldByName = new Map(before.tools.map((tool) => [tool.name, tool]));
    const newByName = new Map(after.tools.map((tool) => [tool.name, tool]));
    const removed = before.tools.filter((tool) => !newByName.has(tool.name));
    const added = after.tools.filter((tool) => !oldByName.has(tool.name));
    const changes = [];
    const renamedTo = new Set();
    for (const tool of removed) {
        // A new tool with the old one's exact input schema is most likely the same tool renamed; the
        // caller still breaks (it calls by name), so this only helps the reader, hence the question mark.
        const twin = added.find((candidate) => !renamedTo.has(candidate.name) && same(candidate.inputSchema, tool.inputSchema));
        if (twin) {
            renamedTo.add(twin.name);
            changes.push({
                kind: 'breaking',
                tool: tool.name,
                message: `tool removed; renamed to \`${twin.name}\`? (same input schema)`,
            });
        }
        else {
            changes.push({ kind: 'breaking', tool: tool.name, message: 'tool removed' });
        }
    }
    for (const tool of added)
        if (!renamedTo.has(tool.name))
            changes.push({ kind: 'additive', tool: tool.name, message: 'tool added' });
    for (const tool of after.tools) {
        const old = oldByName.get(tool.name);
        if (old)
            changes.push(...diffTool(old, tool));
    }
    changes.push(...diffSurface(before, after));
    const rank = (change) => _model_server_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .CHANGE_KINDS */ .tO.indexOf(change.kind);
    // Array.prototype.sort is stable: within a kind and tool, changes keep the order they were found in.
    changes.sort((a, b) => rank(a) - rank(b) || (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0));
    if (!changes.some((change) => change.texts))
        return changes;
    const { wordDiff } = await __webpack_require__.e(/* import() */ 215).then(__webpack_require__.bind(__webpack_require__, 3215));
    return changes.map(({ texts, ...change }) => (texts ? { ...change, words: wordDiff(...texts) } : change));
}
function diffTool(old, tool) {
    const changes = [];
    const add = (kind, message, texts) => changes.push(texts ? { kind, tool: tool.name, message, texts } : { kind, tool: tool.name, message });
    for (const field of ['title', 'description']) {
        const a = old[field];
        const b = tool[field];
        if (a === b)
            continue;
        if (a === undefined)
            add('model-facing', `${field} added`, ['', b ?? '']);
        else if (b === undefined)
            add('model-facing', `${field} removed`, [a, '']);
        else
            add('model-facing', `${field} reworded`, [a, b]);
    }
    const oldAnnotations = old.annotations ?? {};
    const newAnnotations = tool.annotations ?? {};
    for (const key of [...new Set([...Object.keys(oldAnnotations), ...Object.keys(newAnnotations)])].sort()) {
        if (same(oldAnnotations[key], newAnnotations[key]))
            continue;
        add('model-facing', `annotation ${key}: ${show(oldAnnotations[key])} → ${show(newAnnotations[key])}`);
    }
    diffSchema(old.inputSchema, tool.inputSchema, { side: 'input', path: '', add });
    if (old.outputSchema === undefined && tool.outputSchema !== undefined)
        add('additive', 'output schema added');
    else if (old.outputSchema !== undefined && tool.outputSchema === undefined)
        add('breaking', 'output schema removed: callers reading structuredContent lose its contract');
    else if (old.outputSchema !== undefined)
        diffSchema(old.outputSchema, tool.outputSchema, { side: 'output', path: '', add });
    // Fail closed: whatever differs and was not named above is still a change.
    if (changes.length === 0 && !same(old, tool))
        add('breaking', 'definition changed (not classified: read the file diff)');
    return changes;
}
/** Keywords this module compares itself; any other keyword that changes is reported as unclassified. */
const HANDLED = new Set([
    'type',
    'properties',
    'required',
    'items',
    'enum',
    'const',
    'description',
    'title',
    'default',
    'examples',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'pattern',
    'format',
    'additionalProperties',
    '$schema',
]);
/** Bounds that narrow what is accepted when they grow (lower bounds) or shrink (upper bounds). */
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'];
function diffSchema(before, after, ctx, said = NONE) {
    const a = nullableAsType((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(before) ? before : {});
    const b = nullableAsType((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(after) ? after : {});
    const where = ctx.path
        ? `${ctx.side === 'input' ? 'parameter' : 'output field'} \`${ctx.path}\``
        : `${ctx.side} schema`;
    // For input, accepting less breaks a caller; for output, a caller breaks when it may get more
    // than it was promised (a wider type, a looser bound), and getting less (a bound added) is safe.
    const narrowing = ctx.side === 'input' ? 'breaking' : 'additive';
    const widening = ctx.side === 'input' ? 'additive' : 'breaking';
    const oldTypes = typesOf(a);
    const newTypes = typesOf(b);
    if (!said.has('type') && !same(oldTypes, newTypes) && (oldTypes.length > 0 || newTypes.length > 0)) {
        const label = `${where} type ${typeLabel(oldTypes)} → ${typeLabel(newTypes)}`;
        if (covers(oldTypes, newTypes))
            ctx.add(ctx.side === 'input' ? 'breaking' : 'additive', `${label} (narrowed)`);
        else if (covers(newTypes, oldTypes))
            ctx.add(widening, `${label} (widened)`);
        else
            ctx.add('breaking', `${label} (changed)`);
    }
    diffEnum(a, b, where, ctx);
    for (const key of ['description', 'title']) {
        const x = typeof a[key] === 'string' ? a[key] : undefined;
        const y = typeof b[key] === 'string' ? b[key] : undefined;
        if (x === y)
            continue;
        const verb = x === undefined ? 'added' : y === undefined ? 'removed' : 'reworded';
        ctx.add('model-facing', `${where} ${key} ${verb}`, [x ?? '', y ?? '']);
    }
    for (const key of ['default', 'examples'])
        if (!said.has(key) && !same(a[key], b[key]))
            ctx.add('model-facing', `${where} ${key}: ${show(a[key])} → ${show(b[key])}`);
    for (const key of [...LOWER_BOUNDS, ...UPPER_BOUNDS]) {
        const x = typeof a[key] === 'number' ? a[key] : undefined;
        const y = typeof b[key] === 'number' ? b[key] : undefined;
        if (x === y)
            continue;
        const lower = LOWER_BOUNDS.includes(key);
        const tighter = y !== undefined && (x === undefined || (lower ? y > x : y < x));
        ctx.add(tighter ? narrowing : widening, `${where} ${key}: ${show(x)} → ${show(y)} (${tighter ? 'narrowed' : 'widened'})`);
    }
    for (const key of ['pattern', 'format']) {
        if (same(a[key], b[key]))
            continue;
        ctx.add(b[key] === undefined ? widening : narrowing, `${where} ${key}: ${show(a[key])} → ${show(b[key])}`);
    }
    if (!same(a.additionalProperties, b.additionalProperties)) {
        const closed = b.additionalProperties === false;
        ctx.add(closed ? narrowing : widening, `${where} additionalProperties: ${show(a.additionalProperties)} → ${show(b.additionalProperties)}`);
    }
    diffProperties(a, b, ctx);
    if (!same(a.items, b.items))
        diffSchema(a.items, b.items, { ...ctx, path: `${ctx.path || (ctx.side === 'input' ? 'arguments' : 'result')}[]` });
    if (!same(a.$schema, b.$schema)) {
        // An SDK upgrade adds it to every schema: it names the dialect, and accepts the same values.
        if (a.$schema === undefined)
            ctx.add('additive', `${where} \`$schema\` added: ${show(b.$schema)}`);
        else
            ctx.add('model-facing', `${where} \`$schema\`: ${show(a.$schema)} → ${show(b.$schema)}`);
    }
    const others = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !HANDLED.has(key)).sort();
    for (const key of others) {
        if (same(a[key], b[key]))
            continue;
        if (sameIgnoringEnumOrder(a[key], b[key]))
            ctx.add('model-facing', `${where} \`${key}\`: enum values reordered (the same values)`);
        else
            ctx.add('breaking', `${where} \`${key}\` changed (not classified; treated as breaking)`);
    }
}
const NONE = new Set();
/** What the one line for a parameter made required (or optional) already says. */
const SAID_BY_REQUIRED = new Set(['type', 'default']);
/**
 * `anyOf: [T, {type: null}]` (what Pydantic writes for `T | None`) as the one schema it means:
 * T with `null` among its types. Keywords beside the `anyOf` (description, default, title) are
 * kept; a T with no `type` of its own (a `$ref`), or one whose keywords clash with those beside
 * it, is left as it is.
 */
function nullableAsType(schema) {
    for (const key of ['anyOf', 'oneOf']) {
        const options = schema[key];
        if (!Array.isArray(options) || options.length !== 2)
            continue;
        const nullIndex = options.findIndex((option) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(option) && option.type === 'null' && Object.keys(option).length === 1);
        if (nullIndex === -1)
            continue;
        const other = options[1 - nullIndex];
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(other) || typesOf(other).length === 0)
            return schema;
        const rest = { ...schema };
        delete rest[key];
        if (Object.keys(other).some((name) => Object.hasOwn(rest, name)))
            return schema;
        return { ...other, ...rest, type: [...new Set([...typesOf(other), 'null'])] };
    }
    return schema;
}
/** Types as people read them: `string|null` (null last), `any` for none. */
function typeLabel(types) {
    if (types.length === 0)
        return 'any';
    return [...types.filter((type) => type !== 'null'), ...types.filter((type) => type === 'null')].join('|');
}
/** Equal once every `enum` list below is sorted: a reordering only. */
function sameIgnoringEnumOrder(a, b) {
    const sortEnums = (value) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .sortKeysDeep */ .$E)(value, (key, array) => key === 'enum' ? array.map((item) => JSON.stringify(item)).sort() : undefined);
    return JSON.stringify(sortEnums((0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .sortDeep */ .Dc)(a))) === JSON.stringify(sortEnums((0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .sortDeep */ .Dc)(b)));
}
function diffProperties(a, b, ctx) {
    const oldProps = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(a.properties) ? a.properties : {};
    const newProps = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(b.properties) ? b.properties : {};
    const oldRequired = requiredOf(a);
    const newRequired = requiredOf(b);
    const names = [...new Set([...Object.keys(oldProps), ...Object.keys(newProps)])].sort();
    const noun = ctx.side === 'input' ? 'parameter' : 'output field';
    const renames = likelyRenames(oldProps, newProps);
    const renamedTo = new Set([...renames.values()].map((rename) => rename.to));
    const pathOf = (name) => (ctx.path ? `${ctx.path}.${name}` : name);
    for (const name of names) {
        const path = pathOf(name);
        const inOld = Object.hasOwn(oldProps, name);
        const inNew = Object.hasOwn(newProps, name);
        if (inOld && !inNew) {
            const rename = renames.get(name);
            const hint = rename && renameHint(oldProps[name], rename);
            const nowRequired = rename && newRequired.has(rename.to) && !oldRequired.has(name) ? '; now required' : '';
            ctx.add('breaking', rename
                ? `${noun} \`${path}\` removed: renamed? \`${path}\` → \`${pathOf(rename.to)}\` (${hint}${nowRequired})`
                : `${noun} \`${path}\` removed`);
            continue;
        }
        if (!inOld && inNew && renamedTo.has(name))
            continue;
        if (!inOld && inNew) {
            if (ctx.side === 'input' && newRequired.has(name))
                ctx.add('breaking', `${noun} \`${path}\` added as required`);
            else
                ctx.add('additive', `${noun} \`${path}\` added${newRequired.has(name) ? ' (required)' : ' (optional)'}`);
            continue;
        }
        if (oldRequired.has(name) !== newRequired.has(name)) {
            const nowRequired = newRequired.has(name);
            // Input: newly required breaks callers that leave it out. Output: no longer required means
            // the caller may stop getting it.
            const kind = ctx.side === 'input' ? (nowRequired ? 'breaking' : 'additive') : nowRequired ? 'additive' : 'breaking';
            // One line for the whole change of the parameter's contract: the most common FastMCP change,
            // `city: str | None = None` made `city: str`, flips required, drops null and drops the default.
            const oldSchema = nullableAsType((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(oldProps[name]) ? oldProps[name] : {});
            const newSchema = nullableAsType((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(newProps[name]) ? newProps[name] : {});
            const side = (schema, required) => `${typeLabel(typesOf(schema))}, ${required ? 'required' : 'optional'}${Object.hasOwn(schema, 'default') ? ` (default ${show(schema.default)})` : ''}`;
            ctx.add(kind, `${noun} \`${path}\`: ${side(oldSchema, !nowRequired)} → ${side(newSchema, nowRequired)}`);
            diffSchema(oldProps[name], newProps[name], { ...ctx, path }, SAID_BY_REQUIRED);
            continue;
        }
        diffSchema(oldProps[name], newProps[name], { ...ctx, path });
    }
}
/** The words a schema's text is compared on: a rename keeps what is said, a new parameter says other things. */
const TEXT_KEYS = ['description', 'title', 'examples'];
/** Share of the words two descriptions have in common (of the words either has) from which they say the same thing. */
const SIMILAR_DESCRIPTION_SHARE = 0.5;
/**
 * Each removed property paired with the added one it was most likely renamed to: the same type and
 * either the same schema but for its text, or a similar description. A hint only (the change stays
 * breaking: a caller sending the old name is refused); each added property is paired at most once.
 */
function likelyRenames(oldProps, newProps) {
    const removed = Object.keys(oldProps)
        .filter((name) => !Object.hasOwn(newProps, name))
        .sort();
    const added = Object.keys(newProps)
        .filter((name) => !Object.hasOwn(oldProps, name))
        .sort();
    const renames = new Map();
    const taken = new Set();
    for (const name of removed) {
        const before = schemaOf(oldProps[name]);
        let best;
        for (const candidate of added) {
            const after = schemaOf(newProps[candidate]);
            if (taken.has(candidate) || !same(typesOf(before), typesOf(after)))
                continue;
            const sameSchema = same(withoutText(before), withoutText(after));
            const similarDescription = similarDescriptions(before.description, after.description);
            // A description says what the value is; a bare `{ type: string }` matches any other string.
            const score = (similarDescription ? 2 : 0) + (sameSchema ? 1 : 0);
            if (score > (best?.score ?? 0))
                best = { to: candidate, sameSchema, similarDescription, score };
        }
        if (best) {
            taken.add(best.to);
            renames.set(name, best);
        }
    }
    return renames;
}
const schemaOf = (value) => nullableAsType((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value) ? value : {});
function withoutText(schema) {
    return Object.fromEntries(Object.entries(schema).filter(([key]) => !TEXT_KEYS.includes(key)));
}
function similarDescriptions(a, b) {
    if (typeof a !== 'string' || typeof b !== 'string')
        return false;
    const words = (text) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
    const [x, y] = [words(a), words(b)];
    const shared = [...x].filter((word) => y.has(word)).length;
    const either = new Set([...x, ...y]).size;
    return either > 0 && shared / either >= SIMILAR_DESCRIPTION_SHARE;
}
/** Why the pair looks like a rename, for the reader deciding: the type, and what else matches. */
function renameHint(before, rename) {
    const type = typeLabel(typesOf(schemaOf(before)));
    return `same type ${type}${rename.sameSchema ? ' and schema' : ''}${rename.similarDescription ? ', similar description' : ''}`;
}
function diffEnum(a, b, where, ctx) {
    const oldValues = allowedValues(a);
    const newValues = allowedValues(b);
    if (oldValues === undefined && newValues === undefined)
        return;
    if (oldValues === undefined) {
        ctx.add(ctx.side === 'input' ? 'breaking' : 'additive', `${where} now limited to ${newValues.map(show).join(', ')}`);
        return;
    }
    if (newValues === undefined) {
        ctx.add(ctx.side === 'input' ? 'additive' : 'breaking', `${where} no longer limited to listed values`);
        return;
    }
    const key = (value) => JSON.stringify((0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .sortDeep */ .Dc)(value));
    const newKeys = new Set(newValues.map(key));
    const oldKeys = new Set(oldValues.map(key));
    const gone = oldValues.filter((value) => !newKeys.has(key(value)));
    const came = newValues.filter((value) => !oldKeys.has(key(value)));
    if (gone.length === 0 && came.length === 0 && !same(oldValues, newValues)) {
        // The same values in another order: what a caller may send or get is unchanged.
        ctx.add('model-facing', `${where} enum values reordered: ${oldValues.map(show).join(', ')} → ${newValues.map(show).join(', ')}`);
        return;
    }
    if (gone.length > 0)
        ctx.add(ctx.side === 'input' ? 'breaking' : 'additive', `${where} enum value(s) removed: ${gone.map(show).join(', ')}`);
    if (came.length > 0)
        ctx.add(ctx.side === 'input' ? 'additive' : 'breaking', `${where} enum value(s) added: ${came.map(show).join(', ')}`);
}
function allowedValues(schema) {
    if (Array.isArray(schema.enum))
        return schema.enum;
    if (Object.hasOwn(schema, 'const'))
        return [schema.const];
    return undefined;
}
function requiredOf(schema) {
    return new Set(Array.isArray(schema.required) ? schema.required.filter((item) => typeof item === 'string') : []);
}
/** The schema's JSON types, sorted; [] when it names none. */
function typesOf(schema) {
    if (typeof schema.type === 'string')
        return [schema.type];
    if (Array.isArray(schema.type))
        return [...new Set(schema.type.map(String))].sort();
    return [];
}
/** Whether every value of types `inner` is also a value of types `outer` ([] means any type). */
function covers(outer, inner) {
    if (outer.length === 0)
        return true;
    if (inner.length === 0)
        return false;
    return inner.every((type) => outer.includes(type) || (type === 'integer' && outer.includes('number')));
}
/** How a change names what it is in: `prompt summarize_note`, `resource template notes://{id}`. */
const SUBJECT = {
    prompts: 'prompt',
    resources: 'resource',
    resourceTemplates: 'resource template',
};
/**
 * The rest of the surface: a section is compared only when both snapshots have it (a file saved
 * before they were kept has none, and is not read as every prompt removed). A prompt or a resource
 * template removed, a prompt argument removed or newly required are breaking (a host's call that
 * worked fails); a static resource no longer listed, reworded text and changed instructions are
 * model-facing; additions additive.
 */
function diffSurface(before, after) {
    const changes = [];
    if (before.instructions !== undefined &&
        after.instructions !== undefined &&
        before.instructions !== after.instructions) {
        const message = !before.instructions
            ? 'instructions added'
            : !after.instructions
                ? 'instructions removed'
                : 'instructions changed';
        changes.push({
            kind: 'model-facing',
            tool: 'instructions',
            message,
            texts: [before.instructions, after.instructions],
        });
    }
    for (const [section, key] of Object.entries(_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .SECTION_KEYS */ .vz)) {
        const old = before[section];
        const now = after[section];
        if (!old || !now)
            continue;
        const subject = (entry) => `${SUBJECT[section]} ${String(entry[key])}`;
        const oldByKey = new Map(old.map((entry) => [entry[key], entry]));
        const newByKey = new Map(now.map((entry) => [entry[key], entry]));
        for (const entry of old)
            if (!newByKey.has(entry[key]))
                changes.push({
                    kind: section === 'resources' ? 'model-facing' : 'breaking',
                    tool: subject(entry),
                    message: section === 'resources' ? 'resource no longer listed' : `${SUBJECT[section]} removed`,
                });
        for (const entry of now)
            if (!oldByKey.has(entry[key]))
                changes.push({ kind: 'additive', tool: subject(entry), message: `${SUBJECT[section]} added` });
        for (const entry of now) {
            const was = oldByKey.get(entry[key]);
            if (was)
                changes.push(...diffEntry(was, entry, subject(entry)));
        }
    }
    return changes;
}
function diffEntry(old, entry, subject) {
    const changes = [];
    for (const field of ['title', 'description']) {
        const a = typeof old[field] === 'string' ? old[field] : undefined;
        const b = typeof entry[field] === 'string' ? entry[field] : undefined;
        if (a === b)
            continue;
        const message = a === undefined ? `${field} added` : b === undefined ? `${field} removed` : `${field} reworded`;
        changes.push({ kind: 'model-facing', tool: subject, message, texts: [a ?? '', b ?? ''] });
    }
    if (!same(old.mimeType, entry.mimeType))
        changes.push({
            kind: 'breaking',
            tool: subject,
            message: `mimeType: ${show(old.mimeType)} → ${show(entry.mimeType)}`,
        });
    const args = (value) => new Map((Array.isArray(value) ? value : [])
        .filter((argument) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(argument) && typeof argument.name === 'string')
        .map((argument) => [argument.name, argument]));
    const oldArgs = args(old.arguments);
    const newArgs = args(entry.arguments);
    for (const [name, argument] of oldArgs) {
        const now = newArgs.get(name);
        if (!now) {
            changes.push({ kind: 'breaking', tool: subject, message: `argument \`${name}\` removed` });
            continue;
        }
        if (now.required === true && argument.required !== true)
            changes.push({ kind: 'breaking', tool: subject, message: `argument \`${name}\` is now required` });
        else if (argument.required === true && now.required !== true)
            changes.push({ kind: 'additive', tool: subject, message: `argument \`${name}\` is now optional` });
        const a = typeof argument.description === 'string' ? argument.description : '';
        const b = typeof now.description === 'string' ? now.description : '';
        if (a !== b)
            changes.push({
                kind: 'model-facing',
                tool: subject,
                message: `argument \`${name}\` description ${!a ? 'added' : !b ? 'removed' : 'reworded'}`,
                texts: [a, b],
            });
    }
    for (const [name, argument] of newArgs)
        if (!oldArgs.has(name))
            changes.push(argument.required === true
                ? { kind: 'breaking', tool: subject, message: `required argument \`${name}\` added` }
                : { kind: 'additive', tool: subject, message: `optional argument \`${name}\` added` });
    // Fail closed: whatever else differs (annotations, a field not named above) is still a change.
    const CLASSIFIED = new Set(['title', 'description', 'mimeType', 'arguments']);
    const rest = (value) => Object.fromEntries(Object.entries(value).filter(([key]) => !CLASSIFIED.has(key)));
    if (!same(rest(old), rest(entry)))
        changes.push({
            kind: 'model-facing',
            tool: subject,
            message: 'definition changed (not classified: read the file diff)',
        });
    return changes;
}
//# sourceMappingURL=diff.js.map

/***/ }),

/***/ 4109:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ sortDeep),
/* harmony export */   E$: () => (/* binding */ parseSnapshot),
/* harmony export */   LW: () => (/* binding */ normalizeSurface),
/* harmony export */   dr: () => (/* binding */ SnapshotFileError),
/* harmony export */   mt: () => (/* binding */ unreadSections),
/* harmony export */   rI: () => (/* binding */ normalizeTools),
/* harmony export */   vz: () => (/* binding */ SECTION_KEYS)
/* harmony export */ });
/* unused harmony exports SNAPSHOT_FORMAT, normalizeTool, serializeSnapshot */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8884);
/**
 * The tool-list snapshot: what the model sees of each tool (name, title, description, annotations,
 * input and output schema), in a form that diffs well in a pull request. Tools are sorted by name,
 * each tool's keys come in one fixed order, every object's keys below that are sorted, and each
 * value sits on its own line: a one-word change to a description is a one-line diff.
 * Pure: no I/O here.
 */

/** The format tag written into every snapshot file, so a future change of layout can be told apart. */
const SNAPSHOT_FORMAT = 'mcp-scenario-eval/tools-snapshot@1';
/** The key each section is sorted and matched by. */
const SECTION_KEYS = { prompts: 'name', resources: 'uri', resourceTemplates: 'uriTemplate' };
/** What of a prompt or resource the model or the host reads; `_meta`, icons and the like are left out. */
const ENTRY_FIELDS = ['name', 'title', 'uri', 'uriTemplate', 'description', 'mimeType', 'arguments', 'annotations'];
function normalizeSection(entries, key) {
    return entries
        .filter((entry) => typeof entry[key] === 'string')
        .map((entry) => {
        const kept = {};
        for (const field of ENTRY_FIELDS)
            if (entry[field] !== undefined && entry[field] !== null)
                kept[field] = entry[field];
        return sortDeep(kept);
    })
        .sort((a, b) => (String(a[key]) < String(b[key]) ? -1 : String(a[key]) > String(b[key]) ? 1 : 0));
}
/** The tool list and the rest of the surface in snapshot form. */
function normalizeSurface(tools, surface) {
    const snapshot = normalizeTools(tools);
    if (!surface)
        return snapshot;
    // A list cut at the page cap has no section: an absent section is not compared, where an empty
    // one would read as every prompt removed.
    const unread = surface.unread ?? {};
    return {
        ...snapshot,
        instructions: surface.instructions,
        ...(unread.prompts ? {} : { prompts: normalizeSection(surface.prompts, SECTION_KEYS.prompts) }),
        ...(unread.resources ? {} : { resources: normalizeSection(surface.resources, SECTION_KEYS.resources) }),
        ...(unread.templates
            ? {}
            : { resourceTemplates: normalizeSection(surface.resourceTemplates, SECTION_KEYS.resourceTemplates) }),
    };
}
/** Why each list of the surface that reached the page cap was not read (and so not kept or compared). */
function unreadSections(surface) {
    return Object.values(surface?.unread ?? {}).filter((why) => why !== undefined);
}
/** The fields of a tool the snapshot keeps, in the order it writes them. */
const TOOL_KEYS = ['name', 'title', 'description', 'annotations', 'inputSchema', 'outputSchema'];
/**
 * A JSON value with every object's keys sorted (recursively), and each `required` list sorted:
 * its order means nothing to a caller, and a server that builds it from a Set may change it.
 * Other arrays (enum, anyOf, items) keep their order.
 */
function sortDeep(value) {
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .sortKeysDeep */ .$E)(value, (key, array) => key === 'required' && array.every((item) => typeof item === 'string') ? [...array].sort() : undefined);
}
/** One tool in snapshot form: the fields the model sees, in the fixed key order, sorted below. */
function normalizeTool(tool) {
    const ordered = {};
    // Built in TOOL_KEYS order: JSON.stringify writes keys in insertion order.
    for (const key of TOOL_KEYS) {
        const value = key === 'inputSchema' ? (tool.inputSchema ?? {}) : tool[key];
        if (value === undefined || value === null)
            continue;
        if (key === 'annotations' && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && Object.keys(value).length === 0)
            continue;
        ordered[key] = key === 'name' ? value : sortDeep(value);
    }
    return ordered;
}
/** The whole list in snapshot form, sorted by tool name (code-unit order: the same on every machine). */
function normalizeTools(tools) {
    const normalized = tools.map(normalizeTool).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { format: SNAPSHOT_FORMAT, tools: normalized };
}
/** The snapshot file's text: two-space JSON, one value per line, with a final newline. */
function serializeSnapshot(snapshot) {
    const { format, tools, instructions, prompts, resources, resourceTemplates } = snapshot;
    return `${JSON.stringify({ format, tools, instructions, prompts, resources, resourceTemplates }, null, 2)}\n`;
}
/** Thrown for a snapshot file that cannot be read as one; the message names the file and says what to do. */
class SnapshotFileError extends Error {
}
/**
 * Reads a snapshot file's text. Fails closed: a file that is not a snapshot is an error, never an
 * empty list (which would report every tool as added and let a broken file pass as a change).
 */
function parseSnapshot(text, file) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new SnapshotFileError(`${file} is not valid JSON (${error.message}); write it again with \`tools --save ${file}\``);
    }
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(data) || data.format !== SNAPSHOT_FORMAT || !Array.isArray(data.tools)) {
        throw new SnapshotFileError(`${file} is not a tool-list snapshot (expected {"format": "${SNAPSHOT_FORMAT}", "tools": [...]}); write it with \`tools --save ${file}\``);
    }
    const tools = [];
    data.tools.forEach((tool, index) => {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(tool) || typeof tool.name !== 'string')
            throw new SnapshotFileError(`${file}: tools[${index}] has no "name" string; write the file again with \`tools --save ${file}\``);
        tools.push(tool);
    });
    if (data.instructions !== undefined && typeof data.instructions !== 'string')
        throw new SnapshotFileError(`${file}: "instructions" is ${JSON.stringify(data.instructions)}, not a string; write the file again with \`tools --save ${file}\``);
    const sections = {};
    for (const [section, key] of Object.entries(SECTION_KEYS)) {
        const list = data[section];
        if (list === undefined)
            continue;
        if (!Array.isArray(list) || list.some((entry) => !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(entry) || typeof entry[key] !== 'string'))
            throw new SnapshotFileError(`${file}: "${section}" must be a list of objects each with a "${key}" string; write the file again with \`tools --save ${file}\``);
        sections[section] = list;
    }
    // Normalized again, so a hand-edited file (keys reordered) compares by content, not layout.
    const snapshot = normalizeTools(tools);
    if (typeof data.instructions === 'string')
        snapshot.instructions = data.instructions;
    for (const [section, key] of Object.entries(SECTION_KEYS))
        if (sections[section])
            snapshot[section] = normalizeSection(sections[section], key);
    return snapshot;
}
//# sourceMappingURL=normalize.js.map

/***/ }),

/***/ 9137:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ sprt),
/* harmony export */   DR: () => (/* binding */ trialsToDecide),
/* harmony export */   FH: () => (/* binding */ DEFAULT_CONFIDENCE),
/* harmony export */   cf: () => (/* binding */ rateText),
/* harmony export */   rF: () => (/* binding */ wilson),
/* harmony export */   tK: () => (/* binding */ fewestDecidingTrials),
/* harmony export */   uL: () => (/* binding */ defaultIndifference)
/* harmony export */ });
/* unused harmony exports normalQuantile, DEFAULT_INDIFFERENCE, sprtRates */
/**
 * Statistics on an agent scenario's trials, pure and dependency-free: the pass rate and its Wilson
 * score interval (Wilson 1927; Newcombe 1998, method 3), which stays inside [0, 1] and keeps close to
 * its stated coverage even at 0 or n passes and at small n, where the normal ("Wald") interval does not.
 */
/** The standard normal quantile: z with P(Z <= z) = p (Acklam's rational approximation, relative error < 1.2e-9). */
function normalQuantile(p) {
    if (!(p > 0 && p < 1))
        throw new RangeError(`normalQuantile: p must lie strictly between 0 and 1, got ${p}`);
    const a = [
        -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
    ];
    const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
    const c = [
        -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
        2.938163982698783,
    ];
    const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
    const low = 0.02425;
    if (p < low) {
        const q = Math.sqrt(-2 * Math.log(p));
        return ((((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1));
    }
    if (p > 1 - low)
        return -normalQuantile(1 - p);
    const q = p - 0.5;
    const r = q * q;
    return (((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
        (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1));
}
/** The pass rate of `passes` in `trials` with its Wilson score interval at `confidence` (default 0.95). */
function wilson(passes, trials, confidence = 0.95) {
    if (!Number.isInteger(passes) || !Number.isInteger(trials) || passes < 0 || trials < 0 || passes > trials)
        throw new RangeError(`wilson: need whole numbers 0 <= passes <= trials, got ${passes} of ${trials}`);
    if (trials === 0)
        return { passes, trials, rate: 0, low: 0, high: 1, confidence };
    const z = normalQuantile(1 - (1 - confidence) / 2);
    const p = passes / trials;
    const z2 = z * z;
    const denominator = 1 + z2 / trials;
    const centre = (p + z2 / (2 * trials)) / denominator;
    const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
    return {
        passes,
        trials,
        rate: p,
        // Exact at the ends (0 passes: low is 0; all passed: high is 1), not a rounding error away.
        low: passes === 0 ? 0 : Math.max(0, centre - half),
        high: passes === trials ? 1 : Math.min(1, centre + half),
        confidence,
    };
}
/** `80% (95% CI 49–94%)`: a rate and its interval in whole percent. */
function rateText(estimate) {
    const percent = (value) => `${Math.round(value * 100)}%`;
    if (estimate.trials === 0)
        return 'no trials';
    return `${percent(estimate.rate)} (${percent(estimate.confidence)} CI ${Math.round(estimate.low * 100)}–${percent(estimate.high)})`;
}
/** The default half-width of the indifference region around `pass_rate`. */
const DEFAULT_INDIFFERENCE = 0.1;
/**
 * The half-width used when a scenario sets none: DEFAULT_INDIFFERENCE, narrowed to half the distance
 * to 0 or 1 when `pass_rate` is nearer the edge than that, so `pass_rate: 0.95` (a common bar) is a
 * region of 0.925..0.975 rather than a refusal. A narrower region needs more trials to decide.
 */
function defaultIndifference(passRate) {
    // Rounded to a millionth: (1 - 0.8) / 2 is 0.09999999999999998 in binary floating point.
    return Math.min(DEFAULT_INDIFFERENCE, Math.round(Math.min(passRate, 1 - passRate) * 500_000) / 1_000_000);
}
/** The default confidence: 5% false passes and 5% false fails. */
const DEFAULT_CONFIDENCE = 0.95;
/** The two rates the test tells apart: passRate ∓ indifference. */
function sprtRates(rule) {
    return { p0: rule.passRate - rule.indifference, p1: rule.passRate + rule.indifference };
}
/** Where the test stands after `passes` passes and `failures` failures. */
function sprt(rule, passes, failures) {
    const { p0, p1 } = sprtRates(rule);
    if (!(p0 > 0 && p1 < 1))
        throw new RangeError(`sprt: pass_rate ± indifference must lie strictly between 0 and 1, got ${p0.toFixed(3)}..${p1.toFixed(3)}`);
    const alpha = 1 - rule.confidence;
    const beta = 1 - rule.confidence;
    const upper = Math.log((1 - beta) / alpha);
    const lower = Math.log(beta / (1 - alpha));
    const llr = passes * Math.log(p1 / p0) + failures * Math.log((1 - p1) / (1 - p0));
    return { verdict: llr >= upper ? 'pass' : llr <= lower ? 'fail' : 'undecided', llr, upper, lower };
}
/**
 * The fewest trials that can reach each verdict: every trial passing until the test passes, every
 * trial failing until it fails. Known before the first trial, so a `max_trials` below either is a
 * rule that can never give that verdict. Counted with `sprt` itself so that rounding cannot make
 * the two disagree; `limit` bounds the count (undefined past it).
 */
function fewestDecidingTrials(rule, limit) {
    const fewest = (outcome) => {
        for (let trials = 1; trials <= limit; trials++) {
            const state = outcome === 'pass' ? sprt(rule, trials, 0) : sprt(rule, 0, trials);
            if (state.verdict === outcome)
                return trials;
        }
        return undefined;
    };
    return { pass: fewest('pass'), fail: fewest('fail') };
}
/**
 * About how many more trials would likely decide an undecided test, if the rate is what was
 * measured (the expected drift of the log-likelihood ratio per trial at that rate); undefined when
 * the measured rate sits so near the line that the drift is about zero.
 */
function trialsToDecide(rule, passes, failures) {
    const state = sprt(rule, passes, failures);
    if (state.verdict !== 'undecided')
        return 0;
    const { p0, p1 } = sprtRates(rule);
    const n = passes + failures;
    // Shrunk a little toward the line so that 0 or n passes still give a finite drift.
    const p = (passes + rule.passRate) / (n + 1);
    const drift = p * Math.log(p1 / p0) + (1 - p) * Math.log((1 - p1) / (1 - p0));
    if (Math.abs(drift) < 1e-3)
        return undefined;
    return Math.ceil((drift > 0 ? state.upper - state.llr : state.lower - state.llr) / drift);
}
//# sourceMappingURL=rate.js.map

/***/ }),

/***/ 4191:
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

/***/ 8884:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ sortKeysDeep),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   hp: () => (/* binding */ resolveLocalRef)
/* harmony export */ });
/** Small helpers for JSON values (parsed tool lists, schemas, scenario args). */
/** An object that is not null and not an array (a JSON object, as parsed). */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * A JSON value with every object's keys sorted, recursively, so that its JSON text is stable.
 * Arrays keep their order, unless `reorder` returns another for the array held under a key.
 */
function sortKeysDeep(value, reorder) {
    if (Array.isArray(value))
        return value.map((item) => sortKeysDeep(item, reorder));
    if (!isObject(value))
        return value;
    const sorted = {};
    for (const key of Object.keys(value).sort()) {
        const child = value[key];
        sorted[key] = sortKeysDeep((Array.isArray(child) && reorder?.(key, child)) || child, reorder);
    }
    return sorted;
}
/**
 * What a local `$ref` (`#`, `#/$defs/X`, `#/definitions/X`, `#/properties/a~1b`) points to in
 * `root`: a JSON Pointer in a URI fragment, through objects' own keys and arrays' indexes;
 * undefined for a remote or malformed reference, or one that points nowhere.
 */
function resolveLocalRef(root, ref) {
    if (!ref.startsWith('#'))
        return undefined;
    let pointer;
    try {
        pointer = decodeURIComponent(ref.slice(1));
    }
    catch {
        return undefined;
    }
    if (pointer === '')
        return root;
    if (!pointer.startsWith('/'))
        return undefined;
    let node = root;
    for (const part of pointer.slice(1).split('/')) {
        const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
        if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key))
            return undefined;
        node = node[key];
    }
    return node;
}
//# sourceMappingURL=json.js.map

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

/***/ 6548:
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

//# sourceMappingURL=392.index.js.map