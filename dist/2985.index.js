export const id = 2985;
export const ids = [2985];
export const modules = {

/***/ 62985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   InProcessGuard: () => (/* binding */ InProcessGuard)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96960);


/**
 * A `server-module` server runs in this process, so what it does to the process is done to the run:
 * `process.exit(0)` in a tool handler would end the run green with no report, and a throw from its
 * timer (or a promise it leaves rejected) would end it with none either. For the run's duration the
 * guard stops `process.exit` (as test runners do, with a throw) and catches stray errors, and each
 * becomes an error of the scenario it happened in: the code that did it was started by that
 * scenario's calls (the async context says which), or else that scenario was running. After an exit,
 * the scenarios not yet started are not run: the module meant to end the process, and its state is
 * not to be trusted.
 */
class InProcessGuard {
    modulePath;
    /** The scenario whose work (and the module code it called) is running, through every callback it started. */
    context = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
    running = new Set();
    lastStarted;
    /** Errors by scenario name, in the order they happened. */
    faults = new Map();
    /** The first `process.exit` call: the code given, and the scenario it came during. */
    exited;
    undo;
    constructor(modulePath) {
        this.modulePath = modulePath;
    }
    /** Takes over `process.exit` and the process's last-chance error handlers until `uninstall`. */
    install() {
        if (this.undo)
            return;
        const originalExit = process.exit;
        const guardedExit = (code) => {
            const call = `process.exit(${code === undefined ? '' : JSON.stringify(code)})`;
            const scenario = this.scenarioNow();
            this.exited ??= { call, scenario };
            this.record(scenario, `server-module ${this.modulePath} called ${call}${during(scenario)}; it was stopped (it would have ended the run unfinished), and the scenarios not yet started were not run`);
            throw new ProcessExitStopped(`${call} was called by server-module ${this.modulePath}; mcp-scenario-eval stopped it`);
        };
        process.exit = guardedExit;
        const onUncaught = (error) => this.stray('threw an uncaught exception', error);
        const onUnhandled = (reason) => this.stray('left a promise rejection unhandled', reason);
        process.on('uncaughtException', onUncaught);
        process.on('unhandledRejection', onUnhandled);
        this.undo = () => {
            if (process.exit === guardedExit)
                process.exit = originalExit;
            process.off('uncaughtException', onUncaught);
            process.off('unhandledRejection', onUnhandled);
        };
    }
    uninstall() {
        this.undo?.();
        this.undo = undefined;
    }
    /**
     * Runs one scenario's work in its own context, or refuses to once the module has called
     * `process.exit`; the result carries whatever the module did during it.
     */
    async run(scenario, work) {
        if (this.exited)
            return this.notRun(scenario, this.exited);
        this.running.add(scenario.name);
        this.lastStarted = scenario.name;
        try {
            return this.withFaults(await this.context.run(scenario.name, work));
        }
        finally {
            this.running.delete(scenario.name);
        }
    }
    /**
     * The results with every error the module caused, also those that came after their scenario ended;
     * one from before any scenario started goes to the first.
     */
    settle(results) {
        const early = this.faults.get('') ?? [];
        return results.map((result, index) => {
            const withEarly = index === 0 && early.length > 0 ? this.withFaults(result, early) : result;
            return this.withFaults(withEarly);
        });
    }
    withFaults(result, faults = this.faults.get(result.name)) {
        if (!faults || faults.length === 0)
            return result;
        const missing = faults.filter((fault) => !result.error?.includes(fault));
        if (missing.length === 0)
            return result;
        return {
            ...result,
            status: 'errored',
            error: [...missing, ...(result.error ? [result.error] : [])].join('; '),
            errorCode: undefined,
            skipReason: undefined,
            skipCode: undefined,
        };
    }
    notRun(scenario, exited) {
        return {
            name: scenario.name,
            description: scenario.description,
            position: scenario.position,
            status: 'errored',
            error: `not run: server-module ${this.modulePath} called ${exited.call}${during(exited.scenario)}, so the scenarios after it were not run`,
            durationMs: 0,
            steps: [],
            checks: [],
            output: '',
        };
    }
    /** The scenario the current code belongs to: by its async context, or the one running (or last run). */
    scenarioNow() {
        const own = this.context.getStore();
        if (own !== undefined)
            return own;
        if (this.running.size > 0)
            return [...this.running][0];
        return this.lastStarted;
    }
    stray(what, error) {
        // Our own stop of process.exit, thrown where nothing caught it: said already, as the exit.
        if (error instanceof ProcessExitStopped)
            return;
        const own = this.context.getStore();
        // Without an async context (a microtask queued elsewhere), every scenario running may have caused it.
        const suspects = own !== undefined ? [own] : this.running.size > 0 ? [...this.running] : [this.lastStarted];
        const detail = error instanceof Error ? `${error.name}: ${error.message}` : (0,_session_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error);
        for (const scenario of suspects) {
            const when = scenario === undefined || this.running.has(scenario)
                ? during(scenario)
                : ` after scenario "${scenario}" had finished (from code its calls set off)`;
            this.record(scenario, `server-module ${this.modulePath} ${what} (not in a tool's answer)${when}: ${detail}`);
        }
    }
    record(scenario, message) {
        const key = scenario ?? '';
        const list = this.faults.get(key) ?? [];
        if (!list.includes(message))
            list.push(message);
        this.faults.set(key, list);
    }
}
function during(scenario) {
    return scenario === undefined ? '' : ` during scenario "${scenario}"`;
}
/** What the guarded `process.exit` throws, so the module's code after the call does not go on. */
class ProcessExitStopped extends Error {
    constructor(message) {
        super(message);
        this.name = 'ProcessExitStopped';
    }
}
//# sourceMappingURL=in-process-guard.js.map

/***/ })

};

//# sourceMappingURL=2985.index.js.map