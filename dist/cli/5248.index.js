export const id = 5248;
export const ids = [5248];
export const modules = {

/***/ 2867:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   toolCoverage: () => (/* binding */ toolCoverage)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(855);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8479);
/* harmony import */ var _kinds_tool_sequence_steps_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6103);



/**
 * Which of the server's tools the run's scenarios call, and which none does. A tool counts when a
 * scenario names it (a step's tool, an agent scenario's `expected_calls`) and a call of it reached
 * the server: a step refused before its call (arguments that do not fit, a name the server lacks)
 * or never reached (an earlier step failed) calls nothing. Scenarios skipped by `skip:` call nothing;
 * a tool the server lacks is not the server's, so it is not counted (the scenario fails on it anyway).
 * `sent` holds what was sent as it was sent: a run stopped mid-call (SIGTERM) has no result for the
 * call under way, nor for the scenario's earlier ones, and a call that was made is a call.
 *
 * With the server's other lists (`others`, read once a run where the server declares them), the same
 * for its resources, resource templates and prompts: which a scenario reads (see `othersCoverage`).
 */
function toolCoverage(serverTools, scenarios, results, others, sent) {
    const running = scenarios.filter((scenario) => scenario.skip === undefined);
    const named = new Set(running.flatMap((scenario) => (0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_1__.namedBy)(scenario).tools));
    const fromResults = reachedBy(running, results);
    const union = (one, other) => new Set([...one, ...(other ?? [])]);
    const reached = union(fromResults.tools, sent?.tools);
    const resources = union(fromResults.resources, sent?.resources);
    const prompts = union(fromResults.prompts, sent?.prompts);
    const tools = [...new Set(serverTools)];
    const called = (tool) => named.has(tool) && reached.has(tool);
    const coverage = {
        serverTools: tools.length,
        called: tools.filter(called),
        uncalled: tools.filter((tool) => !called(tool)),
    };
    return others ? { ...coverage, ...othersCoverage(others, running, resources, prompts) } : coverage;
}
/** What the calls that reached the server touched: tools called, resource URIs read, prompts got. */
function reachedBy(scenarios, results) {
    const tools = new Set();
    const resources = new Set();
    const prompts = new Set();
    // A step's result is matched to its step by where the step stands: the step's kind says what it
    // names (a tool, a resource URI, a prompt; a completion names nothing).
    const at = (position) => position ? `${position.file}:${position.line}:${position.column}` : '';
    const stepNamed = new Map(scenarios.flatMap((scenario) => scenario.kind === 'tool-sequence'
        ? scenario.steps.map((step) => [at(step.position), (0,_kinds_tool_sequence_steps_index_js__WEBPACK_IMPORTED_MODULE_2__/* .namedByStep */ .Pf)(step)])
        : []));
    const byName = new Map(scenarios.map((scenario) => [scenario.name, scenario]));
    for (const result of results) {
        for (const step of result.steps) {
            const named = (step.position && stepNamed.get(at(step.position))) || { tools: [step.tool] };
            for (const tool of named.tools)
                tools.add(tool);
            for (const uri of named.resources ?? [])
                resources.add(uri);
            for (const prompt of named.prompts ?? [])
                prompts.add(prompt);
        }
        for (const trial of result.agent?.trials ?? [])
            for (const call of trial.calls)
                if (!call.refused)
                    tools.add(call.tool);
        // An agent scenario's prompt_from was rendered (prompts/get) when any of its trials ran.
        const scenario = byName.get(result.name);
        if (scenario?.kind === 'agent' && scenario.agent.promptFrom && (result.agent?.trials.length ?? 0) > 0)
            prompts.add(scenario.agent.promptFrom.name);
    }
    return { tools, resources, prompts };
}
/**
 * The server's resources, templates and prompts a scenario reads (a `resource:` step, a `prompt:`
 * step, an agent scenario's `prompt_from`) and which none does; each list only when the server lists
 * some. A URI the server lists as a resource counts for that resource only; any other URI read
 * counts for each template that matches it (`notes://1234` for `notes://{id}`). A completion reads
 * neither a prompt nor a template: it does not count.
 */
function othersCoverage(others, scenarios, readUris, gotPrompts) {
    const named = scenarios.map((scenario) => (0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_1__.namedBy)(scenario));
    const namedUris = new Set(named.flatMap((one) => one.resources ?? []));
    const namedPrompts = new Set(named.flatMap((one) => one.prompts ?? []));
    const uris = [...readUris].filter((uri) => namedUris.has(uri));
    const listed = new Set(others.resources);
    const matches = (template, uri) => {
        try {
            return new _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__.UriTemplate(template).match(uri) !== null;
        }
        catch {
            // A template that does not parse matches nothing.
            return false;
        }
    };
    const split = (all, read) => all.length === 0
        ? undefined
        : { listed: all.length, read: all.filter(read), unread: all.filter((entry) => !read(entry)) };
    const coverage = {};
    const resources = split(others.resources, (uri) => uris.includes(uri));
    const templates = split(others.templates, (template) => uris.some((uri) => !listed.has(uri) && matches(template, uri)));
    const prompts = split(others.prompts, (name) => namedPrompts.has(name) && gotPrompts.has(name));
    if (resources)
        coverage.resources = resources;
    if (templates)
        coverage.templates = templates;
    if (prompts)
        coverage.prompts = prompts;
    return coverage;
}
//# sourceMappingURL=coverage.js.map

/***/ })

};

//# sourceMappingURL=5248.index.js.map