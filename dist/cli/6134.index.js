export const id = 6134;
export const ids = [6134,918];
export const modules = {

/***/ 86134:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PING_USAGE: () => (/* binding */ PING_USAGE),
  ping: () => (/* binding */ ping)
});

// EXTERNAL MODULE: ./lib/mcp/index.js
var mcp = __webpack_require__(76076);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var secrets_redact = __webpack_require__(40808);
// EXTERNAL MODULE: ./lib/mcp/tools.js
var mcp_tools = __webpack_require__(88207);
// EXTERNAL MODULE: ./lib/mcp/session.js
var mcp_session = __webpack_require__(96960);
// EXTERNAL MODULE: ./lib/mcp/probe.js
var probe = __webpack_require__(80918);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
// EXTERNAL MODULE: ./lib/report/text/limits.js
var limits = __webpack_require__(64102);
;// CONCATENATED MODULE: ./lib/report/ping.js


/** A server-sent field on one line: a name is a label, a line break in it could pose as another field. */
const PING_FIELD_LIMIT_CHARS = 200;
function field(text) {
    if (text === undefined || text === '')
        return '(not given)';
    return (0,limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(text).replace(/\n/g, '\u240A'), PING_FIELD_LIMIT_CHARS);
}
/** The lines printed for a server that answered. */
function renderPing(ping) {
    return [
        `connected to ${(0,text_escape/* escapeName */.L$)(ping.target)}`,
        `server: ${field(ping.name)} ${field(ping.version)}`,
        `protocol version: ${field(ping.protocolVersion)}${ping.era ? ` (${ping.era} era)` : ''}`,
        ...(ping.supportedVersions ? [`supports: ${field(ping.supportedVersions.join(', '))}`] : []),
        ...(ping.era && ping.otherEra ? [erasServed(ping.era, ping.protocolVersion, ping.otherEra)] : []),
        `tools: ${ping.toolCount === undefined ? '0 (the server does not declare the tools capability)' : ping.toolCount}`,
        '',
    ].join('\n');
}
/** How a connection in each era begins: what was tried when an era is not served. */
const ERA_OPENING = { modern: 'server/discover', legacy: 'initialize' };
/** Both eras, newest first, or the one served and what was tried of the other (or that it was not). */
function erasServed(spoken, revision, other) {
    const named = (era, of) => `${era} (${field(of)})`;
    if (!other.tried) {
        return `eras served: ${named(spoken, revision)}; the ${other.era} era not tried (--protocol both tries each era)`;
    }
    if (other.revision === undefined) {
        return (`eras served: ${named(spoken, revision)} only (a ${other.era}-era connection, ` +
            `${ERA_OPENING[other.era]}, was refused): protocol: both runs in this era alone`);
    }
    const both = [named(spoken, revision), named(other.era, other.revision)];
    return `eras served: ${(spoken === 'modern' ? both : both.reverse()).join(', ')}`;
}
/**
 * The lines printed when the server could not be reached: the run's own message for it (which names
 * the command, module or URL), and the end of the server's stderr.
 */
function renderPingFailure(reason, stderr = '') {
    const lines = [(0,text_escape/* escapeTerminal */.en)(reason)];
    const tail = stderr.trimEnd().split('\n').slice(-limits/* TERMINAL_STDERR_LINES */.A4);
    if (stderr.trim())
        lines.push('server stderr:', ...tail.map((line) => `  │ ${(0,text_escape/* escapeTerminal */.en)(line)}`));
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=ping.js.map
// EXTERNAL MODULE: ./lib/cli/console.js + 2 modules
var console = __webpack_require__(47728);
// EXTERNAL MODULE: ./lib/cli/commands/shared.js
var shared = __webpack_require__(39544);
;// CONCATENATED MODULE: ./lib/cli/commands/ping.js








const PING_USAGE = `Usage: mcp-scenario-eval ping [server flags]

Connects to an MCP server the way a run would (server/discover or initialize, as
--protocol says, then tools/list) and prints its name, version, the protocol revision
spoken with its era, the revisions it supports, the eras it serves (with --protocol both,
the other era is tried on a connection of its own), and its tool count. No scenario is read or run: a first
check that the server starts, or that a live URL and its secret work.

${(0,shared/* serverFlagsHelp */.uJ)('ping')}
  -h, --help

Exit code: 0 connected, 1 could not connect, 2 bad usage.
`;
const ping = async (argv, env, io, cwd = process.cwd()) => {
    const read = (0,shared/* readFlagsOnly */.yV)('ping', PING_USAGE, {}, argv, env, io, cwd);
    if (typeof read === 'number')
        return read;
    const { options } = read;
    const target = (0,mcp/* describeTarget */.f)(options);
    // Redacted before rendering: escaping first would change a secret holding a control character,
    // and the changed text would no longer be found.
    const redact = (text) => (text === undefined ? undefined : (0,secrets_redact/* redactText */.Rd)(text, options.secrets));
    const factory = (0,mcp/* sessionFactory */.t)(options);
    let session;
    try {
        session = await factory.open();
    }
    catch (error) {
        const stderr = error instanceof mcp_session/* ServerStartError */.K4 ? error.stderr : '';
        io.err(`mcp-scenario-eval ping: ${renderPingFailure(redact((0,mcp_session/* messageOf */.bD)(error)), redact(stderr))}`);
        return console/* EXIT_FAILED */.hj;
    }
    try {
        const { client } = session;
        const info = client.getServerVersion();
        const spoken = (0,mcp_session/* protocolReportOf */.Uc)(client)?.report;
        const tools = client.getServerCapabilities()?.tools
            ? new Set((await (0,mcp_tools/* listServerTools */.Xx)(client, options.timeoutMs)).map((tool) => tool.name)).size
            : undefined;
        // Which eras it serves decides what `protocol: both` compares. Under `both` the other era is
        // asked on a connection of its own, as the run's probe does; otherwise not: a client of one
        // era opening the other's handshake is what a conformance check of that era flags.
        const otherEra = spoken && (spoken.era === 'modern' ? 'legacy' : 'modern');
        const other = otherEra && options.protocol === 'both' ? await (0,probe.tryEra)(factory, otherEra) : undefined;
        io.out(renderPing({
            target: redact(target),
            name: redact(info?.name),
            version: redact(info?.version),
            protocolVersion: redact(spoken?.revision),
            era: spoken?.era,
            supportedVersions: spoken?.supportedVersions.map((version) => redact(version)),
            toolCount: tools,
            ...(otherEra && {
                otherEra: {
                    era: otherEra,
                    tried: options.protocol === 'both',
                    revision: other ? redact(other.report.revision) : undefined,
                },
            }),
        }));
        return console/* EXIT_OK */.Ij;
    }
    catch (error) {
        const problem = redact(`connected to ${target}, but could not read its tool list: ${session.explain(error)}`);
        io.err(`mcp-scenario-eval ping: ${renderPingFailure(problem, redact(session.stderr()))}`);
        return console/* EXIT_FAILED */.hj;
    }
    finally {
        await session.close().catch(() => undefined);
    }
};
//# sourceMappingURL=ping.js.map

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

//# sourceMappingURL=6134.index.js.map