export const id = 1752;
export const ids = [1752];
export const modules = {

/***/ 5949:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rg: () => (/* binding */ listServerOthers),
/* harmony export */   readOtherLists: () => (/* binding */ readOtherLists)
/* harmony export */ });
/* unused harmony exports METHOD_NOT_FOUND, OTHER_LIST_METHODS, listTooLongMessage */
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2645);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7933);


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

/***/ 1752:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NOT_RUN_SERVER_ERROR: () => (/* binding */ NOT_RUN_SERVER_ERROR),
/* harmony export */   runScenarios: () => (/* binding */ runScenarios)
/* harmony export */ });
/* harmony import */ var _util_signals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7909);
/* harmony import */ var _checks_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3842);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8479);
/* harmony import */ var _mcp_client_requests_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5188);
/* harmony import */ var _mcp_keeper_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3320);
/* harmony import */ var _mcp_session_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6960);
/* harmony import */ var _mcp_tools_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8207);
/* harmony import */ var _mcp_lists_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5949);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2645);
/* harmony import */ var _util_pool_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9860);
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

/***/ 9860:
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

//# sourceMappingURL=1752.index.js.map