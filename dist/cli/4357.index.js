export const id = 4357;
export const ids = [4357];
export const modules = {

/***/ 4357:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SHARED_SERVER_RESTARTS: () => (/* binding */ SHARED_SERVER_RESTARTS),
/* harmony export */   perScenarioSessions: () => (/* binding */ perScenarioSessions),
/* harmony export */   sharedSession: () => (/* binding */ sharedSession)
/* harmony export */ });
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6960);
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

/***/ })

};

//# sourceMappingURL=4357.index.js.map