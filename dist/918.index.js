export const id = 918;
export const ids = [918];
export const modules = {

/***/ 80918:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   probeServer: () => (/* binding */ probeServer),
/* harmony export */   tryEra: () => (/* binding */ tryEra)
/* harmony export */ });
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22645);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96960);


const ERA_OF_SETTING = { legacy: 'legacy', modern: 'modern' };
/**
 * Opens one session as `protocol` says and reads the era it spoke. A server that refuses the era
 * asked for (`legacy` or `modern`) cannot be tested: the first session fails with an error that
 * names the era refused and the eras the server offers, as a server that cannot start (the run
 * stops there). Any other failure to open is also the first session's (it rethrows it, so a server
 * that does not start is waited for once), and later sessions negotiate on their own.
 */
async function probeServer(factory, protocol, probeTimeoutMs = _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DISCOVER_PROBE_TIMEOUT_MS */ .Sw) {
    let held;
    let probeError;
    let found;
    let fallback;
    try {
        ({ session: held, fallback } = await openProbing(factory, protocol, probeTimeoutMs));
        found = (0,_session_js__WEBPACK_IMPORTED_MODULE_0__/* .protocolReportOf */ .Uc)(held.client);
    }
    catch (error) {
        const asked = ERA_OF_SETTING[protocol];
        // Refused in the era asked for: no scenario can run, which the first session says once for the run.
        probeError =
            asked && error instanceof _session_js__WEBPACK_IMPORTED_MODULE_0__/* .ServerStartError */ .K4 && !error.cannotStart
                ? new _session_js__WEBPACK_IMPORTED_MODULE_0__/* .ServerStartError */ .K4(await refusal(factory, asked, error), error.stderr, true)
                : error;
    }
    const pins = new Map();
    const revisions = new Map();
    if (found) {
        pins.set(found.report.era, found.pin);
        revisions.set(found.report.era, found.report.revision);
    }
    // A server that did not answer server/discover does not serve 2026-07-28 as far as a host can
    // tell: under `both` it is not asked again (a second wait, for the same silence).
    if (found && protocol === 'both' && !fallback) {
        const other = found.report.era === 'modern' ? 'legacy' : 'modern';
        const otherFound = await tryEra(factory, other);
        if (otherFound) {
            pins.set(other, otherFound.pin);
            revisions.set(other, otherFound.report.revision);
        }
    }
    const eras = [...pins.keys()];
    const takeHeld = () => {
        const session = held;
        held = undefined;
        return session;
    };
    return {
        report: found?.report,
        ...(fallback && found ? { fallback } : {}),
        eras,
        revisions,
        sessions(era = eras[0]) {
            const pin = era && pins.get(era);
            return {
                async open(plan) {
                    if (plan)
                        return factory.open(plan);
                    if (probeError !== undefined) {
                        const error = probeError;
                        // A server that cannot start (or refused the era asked for) fails every session alike;
                        // any other failure is the first session's only, and later ones try on their own.
                        if (!(error instanceof _session_js__WEBPACK_IMPORTED_MODULE_0__/* .ServerStartError */ .K4 && error.cannotStart))
                            probeError = undefined;
                        throw error;
                    }
                    // The probing session serves the first scenario of its own era.
                    if (held && era === found?.report.era)
                        return takeHeld();
                    return factory.open(pin ? { protocol, pin } : { protocol });
                },
            };
        },
        async dispose() {
            await takeHeld()
                ?.close()
                .catch(() => undefined);
        },
    };
}
/**
 * The probing session. Under `auto` (and `both`), a server that fails the probe itself (one built on
 * an SDK that ends the process on any request before `initialize`, as some 2025-era servers do), or
 * does not answer it within the probe's wait (DISCOVER_PROBE_TIMEOUT_MS: one that ignores a request it
 * does not know), is given the 2025 handshake on a fresh connection: hosts' own probes run on a
 * throwaway connection for that reason. A server that cannot start at all is not tried twice.
 * `fallback` says why the session speaks the 2025 era, when it does after an unanswered probe.
 */
async function openProbing(factory, protocol, probeTimeoutMs = _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DISCOVER_PROBE_TIMEOUT_MS */ .Sw) {
    try {
        return { session: await factory.open({ protocol, probeTimeoutMs }) };
    }
    catch (error) {
        const negotiating = protocol === 'auto' || protocol === 'both';
        if (!negotiating || !(error instanceof _session_js__WEBPACK_IMPORTED_MODULE_0__/* .ServerStartError */ .K4) || error.cannotStart)
            throw error;
        const unanswered = error.cause instanceof _session_js__WEBPACK_IMPORTED_MODULE_0__/* .DiscoverProbeTimeoutError */ .Rr ? error.cause : undefined;
        let session;
        try {
            session = await factory.open({ protocol: 'legacy' });
        }
        catch (legacyError) {
            // Once the probe went unanswered, what the 2025 handshake met is the server's last word (it
            // names initialize, which was sent); a probe that failed on its own says more than initialize.
            throw unanswered ? legacyError : error;
        }
        // A server that ends its process on server/discover is a 2025-era server behaving as some SDKs do:
        // nothing to tell. One that was silent may also be a 2026-07-28 server slow to start: said.
        if (!unanswered)
            return { session };
        return {
            session,
            fallback: `${(0,_session_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(unanswered)}, so the run speaks the 2025 era: the server answered initialize on a fresh ` +
                'connection; a server that serves 2026-07-28 but is slow to answer can be tested in it with protocol: modern',
        };
    }
}
/** What `era` speaks when the server serves it (a session opened and closed to find out); undefined otherwise. */
async function tryEra(factory, era) {
    let session;
    try {
        session = await factory.open({ protocol: era });
        const found = (0,_session_js__WEBPACK_IMPORTED_MODULE_0__/* .protocolReportOf */ .Uc)(session.client);
        return found?.report.era === era ? found : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        await session?.close().catch(() => undefined);
    }
}
/** Why the server cannot be tested in `asked`: what it answered, and what it offers when it would talk at all. */
async function refusal(factory, asked, error) {
    let offered = 'it could not be reached in the other era either';
    let session;
    try {
        ({ session } = await openProbing(factory, 'auto'));
        const report = (0,_session_js__WEBPACK_IMPORTED_MODULE_0__/* .protocolReportOf */ .Uc)(session.client)?.report;
        if (report) {
            offered = `it offers the ${report.era} era (${report.supportedVersions.join(', ')}); use protocol: auto, or protocol: ${report.era}`;
        }
    }
    catch {
        // The other era did not work either: the original error says why.
    }
    finally {
        await session?.close().catch(() => undefined);
    }
    return `the server cannot be tested in the ${asked} era (protocol: ${asked}): ${(0,_session_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}; ${offered}`;
}
//# sourceMappingURL=probe.js.map

/***/ })

};

//# sourceMappingURL=918.index.js.map