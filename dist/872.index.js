export const id = 872;
export const ids = [872];
export const modules = {

/***/ 6491:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// UNUSED EXPORTS: DEFAULT_REPORT_JSON_NAME, failureHeadline, lintHeadline, reportJsonPath, runnerFileProblem, unmatchedGlobWarnings

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/engine/options.js
var options = __webpack_require__(7968);
// EXTERNAL MODULE: ./lib/engine/scenarios/select.js + 1 modules
var scenarios_select = __webpack_require__(6428);
// EXTERNAL MODULE: ./lib/engine/transports/headers.js
var transports_headers = __webpack_require__(7675);
// EXTERNAL MODULE: ./lib/engine/limits.js
var limits = __webpack_require__(1968);
// EXTERNAL MODULE: ./lib/engine/transports/split-command.js
var split_command = __webpack_require__(1105);
// EXTERNAL MODULE: ./lib/engine/snapshot/run-check.js + 2 modules
var run_check = __webpack_require__(4499);
// EXTERNAL MODULE: ./lib/engine/transports/server-env.js
var server_env = __webpack_require__(4696);
// EXTERNAL MODULE: ./lib/engine/transports/oauth.js
var transports_oauth = __webpack_require__(2430);
;// CONCATENATED MODULE: ./lib/engine/configure.js








const DEFAULT_LABELS = {
    serverCommand: 'server-command',
    serverModule: 'server-module',
    remoteUrl: 'remote-url',
    serverEnv: 'server-env',
};
/**
 * A remote URL that may not parse, as shown to people: a parsable one without user, password, query
 * or fragment (safeUrl); otherwise the text as typed, with whatever could be a user, password or
 * query value blanked, since urlSecretValues cannot find them in it.
 */
function typedUrl(text) {
    try {
        const url = new URL(text);
        // `user:pw@host/mcp` parses too, as scheme `user:`: only a URL with `//` has its parts where
        // safeUrl looks, or one with a special scheme, which the URL parser reads as if it had `//`
        // (`http:/user:pw@host`, `http:\\user:pw@host`).
        if (text.includes('//') || SPECIAL_SCHEMES.has(url.protocol))
            return (0,transports_headers/* safeUrl */.Pl)(text);
    }
    catch {
        // Not a URL at all: blanked by hand below.
    }
    const typed = text.replace(/[?#].*$/s, '');
    const at = typed.lastIndexOf('@');
    if (at < 0)
        return typed;
    // Everything before the last `@` could be a user and password (a password may hold `/` or `:`).
    const scheme = /^[^/\\?#@]*:[/\\]+/.exec(typed)?.[0] ?? '';
    return `${scheme}***${typed.slice(at)}`;
}
/** Schemes whose URLs the URL parser reads with an authority even without `//`. */
const SPECIAL_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:', 'file:']);
/** Thrown when the configuration cannot make a run; the message says what to change. */
class ConfigError extends Error {
}
/**
 * A positive whole number from an input or a flag; `label` names it as the user wrote it
 * (`input timeout-ms`, `--timeout-ms`). Empty or absent gives the fallback.
 */
function positiveInteger(label, text, fallback) {
    if (text === undefined || text === '')
        return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1)
        throw new ConfigError(`${label} must be a positive whole number, got "${text}"`);
    return value;
}
/** A token budget from an input or a flag: a whole number ≥ 0, where 0 (or empty) means no limit. */
function tokenBudget(label, text) {
    if (text === undefined || text === '')
        return 0;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0)
        throw new ConfigError(`${label} must be a whole number of tokens (0 for no limit), got "${text}"`);
    return value;
}
/** One of `allowed`, from an input or a flag; empty or absent gives the fallback. */
function oneOf(label, text, allowed, fallback) {
    const value = text || fallback;
    if (!allowed.includes(value))
        throw new ConfigError(`${label} must be one of ${allowed.join(', ')}, got "${value}"`);
    return value;
}
/** Turns settings into engine options; rejects combinations that cannot work. */
function toRunOptions(config) {
    let server;
    const labels = { ...DEFAULT_LABELS, ...config.labels };
    const stubSetting = config.serverCommand ? labels.serverCommand : config.serverModule ? labels.serverModule : '';
    if (config.remoteUrl && stubSetting) {
        // Either one silently winning would test another server than the one the user meant.
        throw new ConfigError(`${labels.remoteUrl} (live mode, ${typedUrl(config.remoteUrl)}) and ${stubSetting} (stub mode) are both set: give one of them` +
            (labels.remoteUrl === 'MCP_EVAL_REMOTE_URL' ? ' (unset MCP_EVAL_REMOTE_URL for a stub run)' : ''));
    }
    if (config.remoteUrl) {
        let url;
        try {
            url = new URL(config.remoteUrl);
        }
        catch {
            url = undefined;
        }
        if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
            const typed = typedUrl(config.remoteUrl);
            // `localhost:3901/mcp` parses, with `localhost:` as its scheme: no `://` means none was typed.
            const hint = config.remoteUrl.includes('://') ? '' : `: did you mean "http://${typed}"?`;
            throw new ConfigError(`${labels.remoteUrl} must be an http(s) URL, got "${typed}"${hint}`);
        }
        if (url.username || url.password) {
            // fetch refuses such URLs; say why before anything runs.
            throw new ConfigError(`remote-url must not carry a user name or password (${(0,transports_headers/* safeUrl */.Pl)(config.remoteUrl)}): give the token through bearer-token or MCP_EVAL_BEARER_TOKEN`);
        }
        server = {
            kind: 'http',
            url: config.remoteUrl,
            bearerToken: config.bearerToken || undefined,
            bearerTokenSource: config.bearerTokenSource,
            oauth: oauthCredentials(config),
            headers: config.headers ?? {},
        };
    }
    else if (config.serverCommand && config.serverModule) {
        throw new ConfigError(`give ${labels.serverCommand} or ${labels.serverModule}, not both`);
    }
    else if (config.serverCommand) {
        let words;
        try {
            words = (0,split_command/* splitCommand */.G)(config.serverCommand);
        }
        catch (error) {
            throw new ConfigError(error.message);
        }
        if (words.length === 0)
            throw new ConfigError('server-command is blank: give the command line that starts the MCP server');
        const assignment = (0,server_env/* leadingAssignment */.yE)(words);
        if (assignment)
            throw new ConfigError(`${labels.serverCommand}: ${(0,server_env/* assignmentAdvice */.sx)(assignment, labels.serverEnv)}`);
        let env;
        try {
            env = (0,server_env/* parseServerEnv */.M)(config.serverEnv ?? [], labels.serverEnv);
        }
        catch (error) {
            throw new ConfigError(error.message);
        }
        server = { kind: 'command', command: config.serverCommand, cwd: config.serverCwd, env };
    }
    else if (config.serverModule) {
        server = { kind: 'module', modulePath: config.serverModule };
    }
    else {
        throw new ConfigError('no server to test: set server-command (a command line that starts the MCP server over stdio), server-module (a module exporting createServer()) or remote-url');
    }
    if (!config.remoteUrl)
        oauthCredentials(config); // A bad combination is an error in stub mode too.
    if (server.kind !== 'command' && (config.serverEnv ?? []).some((entry) => entry.trim() !== '')) {
        // Silently dropped, the server would run without what the user meant it to have.
        throw new ConfigError(`${labels.serverEnv} sets the environment of a server-command process; ${server.kind === 'module' ? `${labels.serverModule} runs in this process` : `${labels.remoteUrl} is a server that runs elsewhere`}, so it cannot be given one`);
    }
    if (config.timeoutMs > limits/* MAX_STEP_TIMEOUT_MS */.fH) {
        // Node fires a longer timer after 1 ms, so every call would "time out" at once.
        throw new ConfigError(`timeout-ms must be at most ${limits/* MAX_STEP_TIMEOUT_MS */.fH} (about 24.8 days), got ${config.timeoutMs}`);
    }
    const connectTimeoutMs = config.connectTimeoutMs ?? options/* DEFAULT_CONNECT_TIMEOUT_MS */.od;
    if (connectTimeoutMs > limits/* MAX_STEP_TIMEOUT_MS */.fH) {
        throw new ConfigError(`connect-timeout-ms must be at most ${limits/* MAX_STEP_TIMEOUT_MS */.fH} (about 24.8 days), got ${connectTimeoutMs}`);
    }
    let shard;
    try {
        shard = (0,scenarios_select/* parseShard */.uK)(config.shard);
    }
    catch (error) {
        throw new ConfigError(error.message);
    }
    return {
        workspace: config.workspace,
        scenarioGlobs: config.scenarioGlobs,
        server,
        isolation: config.isolation,
        concurrency: config.concurrency,
        timeoutMs: config.timeoutMs,
        connectTimeoutMs,
        filter: config.filter,
        shard,
        lint: config.lint ?? 'off',
        judge: {
            mode: config.judge,
            model: config.judgeModel,
            apiKey: config.anthropicApiKey || undefined,
            concurrency: config.judgeConcurrency,
            ...(config.judgeAutoSetting ? { autoSetting: config.judgeAutoSetting } : {}),
        },
        agent: {
            mode: config.agent ?? 'auto',
            model: config.agentModel || options/* DEFAULT_AGENT_MODEL */.qj,
            apiKey: config.anthropicApiKey || undefined,
            ...(config.agentTokenBudget ? { tokenBudget: config.agentTokenBudget } : {}),
            ...(config.agentReplay ? { replay: true } : {}),
        },
        secrets: [
            config.bearerToken,
            config.anthropicApiKey,
            ...(0,transports_oauth/* oauthSecretValues */.oI)(config.oauth ?? {}),
            ...(0,transports_headers/* secretHeaderValues */.o4)(config.headers ?? {}),
            ...(0,transports_headers/* urlSecretValues */.uq)(config.remoteUrl),
            ...(config.shadowedSecrets ?? []),
        ].filter(Boolean),
        toolsSnapshot: (0,run_check/* runSnapshotOptions */.SA)({ ...config, labels }),
    };
}
/**
 * The OAuth client credentials of a configuration, checked: a client id with exactly one of a secret
 * or a private key, never together with a bearer token (which one would win is not obvious, so
 * neither does).
 */
function oauthCredentials(config) {
    const oauth = config.oauth;
    if (!oauth || (!oauth.clientId && !oauth.clientSecret && !oauth.privateKey))
        return undefined;
    if (config.bearerToken) {
        throw new ConfigError(`give either a bearer token (${config.bearerTokenSource || 'MCP_EVAL_BEARER_TOKEN'}) or OAuth client credentials (${oauth.source}), not both`);
    }
    if (!oauth.clientId) {
        throw new ConfigError(`an OAuth ${oauth.clientSecret ? 'client secret' : 'private key'} was given (${oauth.source}) without a client id: set oauth-client-id or ${transports_oauth/* OAUTH_VARIABLES */.y7.clientId}`);
    }
    if (oauth.clientSecret && oauth.privateKey) {
        throw new ConfigError(`give an OAuth client secret or a private key, not both (${oauth.source}): the secret is for client_secret_basic or client_secret_post, the key for private_key_jwt`);
    }
    if (!oauth.clientSecret && !oauth.privateKey) {
        throw new ConfigError(`the OAuth client id (${oauth.source}) needs a client secret (oauth-client-secret or ${transports_oauth/* OAUTH_VARIABLES */.y7.clientSecret}) or a private key (oauth-private-key or ${transports_oauth/* OAUTH_VARIABLES */.y7.privateKey})`);
    }
    if (oauth.privateKey) {
        try {
            (0,transports_oauth/* signingAlgorithmOf */.I3)(oauth.privateKey);
        }
        catch (error) {
            throw new ConfigError(`${error.message} (${oauth.source})`);
        }
    }
    if (oauth.issuer) {
        let issuer;
        try {
            issuer = new URL(oauth.issuer);
        }
        catch {
            issuer = undefined;
        }
        if (issuer?.protocol !== 'https:' && issuer?.protocol !== 'http:') {
            throw new ConfigError(`oauth-issuer must be the authorization server's issuer URL, got "${oauth.issuer}"`);
        }
    }
    return {
        clientId: oauth.clientId,
        clientSecret: oauth.clientSecret || undefined,
        privateKey: oauth.privateKey || undefined,
        scope: oauth.scope || undefined,
        issuer: oauth.issuer || undefined,
        source: oauth.source,
    };
}
//# sourceMappingURL=configure.js.map
// EXTERNAL MODULE: ./lib/engine/redact.js
var engine_redact = __webpack_require__(6021);
// EXTERNAL MODULE: ./lib/engine/model.js
var model = __webpack_require__(9963);
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(3411);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./lib/action/core.js




/** Strings as they are; anything else as JSON; null and undefined as ''. */
function toCommandValue(input) {
    if (input === null || input === undefined)
        return '';
    if (typeof input === 'string' || input instanceof String)
        return String(input);
    return JSON.stringify(input);
}
function escapeData(value) {
    return toCommandValue(value).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(value) {
    return toCommandValue(value)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
/** `::command key=value,…::message` on a line of its own; properties without a value are left out. */
function issueCommand(command, properties, message) {
    let line = `::${command || 'missing.command'}`;
    const set = Object.entries(properties).filter(([, value]) => value);
    if (set.length > 0)
        line += ` ${set.map(([key, value]) => `${key}=${escapeProperty(value)}`).join(',')}`;
    process.stdout.write(`${line}::${escapeData(message)}${external_node_os_.EOL}`);
}
function toCommandProperties(properties) {
    if (Object.keys(properties).length === 0)
        return {};
    return {
        title: properties.title,
        file: properties.file,
        line: properties.startLine,
        endLine: properties.endLine,
        col: properties.startColumn,
        endColumn: properties.endColumn,
    };
}
function issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath)
        throw new Error(`Unable to find environment variable for file command ${command}`);
    if (!(0,external_node_fs_.existsSync)(filePath))
        throw new Error(`Missing file at path: ${filePath}`);
    (0,external_node_fs_.appendFileSync)(filePath, `${message}${external_node_os_.EOL}`, { encoding: 'utf8' });
}
function prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
    const converted = toCommandValue(value);
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (converted.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_node_os_.EOL}${converted}${external_node_os_.EOL}${delimiter}`;
}
/** The input `name` from INPUT_NAME (spaces as `_`, upper case), trimmed unless told not to. */
function getInput(name, options) {
    const value = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options?.required && !value)
        throw new Error(`Input required and not supplied: ${name}`);
    if (options?.trimWhitespace === false)
        return value;
    return value.trim();
}
/** The input's non-empty lines, each trimmed unless told not to. */
function getMultilineInput(name, options) {
    const lines = getInput(name, options)
        .split('\n')
        .filter((line) => line !== '');
    if (options?.trimWhitespace === false)
        return lines;
    return lines.map((line) => line.trim());
}
/** Asks the runner to mask the value in the log from here on. */
function setSecret(secret) {
    issueCommand('add-mask', {}, secret);
}
function setOutput(name, value) {
    if (process.env.GITHUB_OUTPUT) {
        issueFileCommand('OUTPUT', prepareKeyValueMessage(name, value));
        return;
    }
    process.stdout.write(external_node_os_.EOL);
    issueCommand('set-output', { name }, toCommandValue(value));
}
function error(message, properties = {}) {
    issueCommand('error', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
    issueCommand('warning', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
    issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/** Fails the step (exit code 1) with an error annotation. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
function info(message) {
    process.stdout.write(message + external_node_os_.EOL);
}
function startGroup(name) {
    issueCommand('group', {}, name);
}
function endGroup() {
    issueCommand('endgroup', {}, '');
}
/** Appends markdown (and a line end) to the job summary file, GITHUB_STEP_SUMMARY. */
async function appendSummary(markdown) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file) {
        throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
    }
    try {
        await (0,promises_.access)(file, promises_.constants.R_OK | promises_.constants.W_OK);
    }
    catch {
        throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
    }
    await (0,promises_.appendFile)(file, markdown + external_node_os_.EOL, { encoding: 'utf8' });
}
//# sourceMappingURL=core.js.map
// EXTERNAL MODULE: ./lib/report/escape.js
var report_escape = __webpack_require__(2527);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./lib/util/guard-stream.js

/**
 * Puts `guard` on the stream's own `write`, so that whatever in this process writes to it (an
 * in-process server's `console.log`, in whatever chunks, strings or bytes) passes through it.
 * Returns the function that puts the stream's own `write` back.
 */
function guardStreamWrite(stream, guard, 
/** Applied to each write before the guard (the action redacts secrets with it; per write, so a secret split over two writes is not found). */
redact = (text) => text) {
    const own = Object.hasOwn(stream, 'write') ? stream.write : undefined;
    const write = stream.write.bind(stream);
    // Bytes written in pieces may split a character: decoded across writes.
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
    stream.write = (chunk, ...rest) => {
        const callback = rest.find((arg) => typeof arg === 'function');
        const encoding = typeof rest[0] === 'string' ? rest[0] : undefined;
        const text = typeof chunk === 'string'
            ? encoding && !/^utf-?8$/i.test(encoding)
                ? Buffer.from(chunk, encoding).toString('utf8')
                : chunk
            : decoder.write(Buffer.from(chunk));
        return write(guard.guard(redact(text)), callback);
    };
    return () => {
        if (own)
            stream.write = own;
        else
            delete stream.write;
    };
}
//# sourceMappingURL=guard-stream.js.map
;// CONCATENATED MODULE: ./lib/util/files.js


/** Writes a report file, making its directory first. */
async function writeReportFile(file, text) {
    await (0,promises_.mkdir)(external_node_path_.dirname(file), { recursive: true });
    await (0,promises_.writeFile)(file, text, 'utf8');
}
//# sourceMappingURL=files.js.map
;// CONCATENATED MODULE: ./lib/action/github.js





/**
 * The one module that writes to GitHub: annotations, the job summary, outputs, report files, the
 * log and the step's failure. Everything it writes was rendered elsewhere by pure functions.
 *
 * Untrusted text (server output, judge replies) reaches stdout only two ways, and neither can
 * issue a workflow command: through `core.error/warning/notice`, which escape `%`, CR and LF in the
 * message (so it cannot start a line of its own) and `:`/`,` in properties; or inside
 * `logUntrusted`, which stops command processing around it. (A `server-module` server, in this
process, writes where it likes: `withStreamsGuarded` covers the run.) `log`, `warn` and `fail` make control
 * characters visible and break workflow commands in what they are given, in case a path or glob
 * from the inputs is in it.
 */
function writeAnnotations(annotations) {
    for (const annotation of annotations) {
        const properties = { title: annotation.title };
        if (annotation.file) {
            properties.file = annotation.file;
            properties.startLine = annotation.line;
            properties.startColumn = annotation.column;
        }
        if (annotation.level === 'error')
            error(annotation.message, properties);
        else if (annotation.level === 'warning')
            warning(annotation.message, properties);
        else
            notice(annotation.message, properties);
    }
}
async function writeSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY) {
        info('GITHUB_STEP_SUMMARY is not set: no job summary written');
        return;
    }
    await appendSummary(markdown);
}
function writeOutputs(totals, extra = {}) {
    setOutput('total', totals.total);
    setOutput('passed', totals.passed);
    setOutput('failed', totals.failed);
    setOutput('skipped', totals.skipped);
    for (const [name, value] of Object.entries(extra))
        setOutput(name, value);
}
/** Writes a report file, creating its directory. */

/**
 * Logs text that may hold anything, in a collapsed group, with workflow commands stopped: between
 * `::stop-commands::TOKEN` and `::TOKEN::` the runner executes nothing, and the token is random,
 * so the text cannot end the stop early.
 */
function logUntrusted(groupTitle, text) {
    const token = `mcp-scenario-eval-${(0,external_node_crypto_.randomUUID)()}`;
    startGroup(groupTitle);
    info(`::stop-commands::${token}`);
    info(text);
    info(`::${token}::`);
    endGroup();
}
/**
 * Runs `work` with every write to stdout and stderr guarded (`CommandGuard`), for a server that
 * runs in this process (`server-module`): what it logs (`console.log`, `console.error`, often text
 * it got from elsewhere) is server output, and would reach the log with nothing of ours in between.
 * Nothing of ours written inside `work` is a command: the scenario lines are plain text.
 */
async function withStreamsGuarded(work, secrets = []) {
    const allow = { color: false, redraw: false };
    const redact = (text) => (0,engine_redact/* redactText */.Rd)(text, secrets);
    const restore = [process.stdout, process.stderr].map((stream) => guardStreamWrite(stream, new report_escape/* CommandGuard */.LI(allow), redact));
    try {
        return await work();
    }
    finally {
        for (const undo of restore)
            undo();
    }
}
/** core escapes line breaks in an annotation's message, not ANSI or the legacy `##[` the runner finds anywhere. */
function inertMessage(message) {
    return (0,report_escape/* breakLegacyCommands */.bf)((0,report_escape/* visibleControls */.xx)(message));
}
function warn(message) {
    warning(inertMessage(message));
}
function fail(message) {
    setFailed(inertMessage(message));
}
/**
 * Logs one line of our own; never untrusted text (see `logUntrusted`). A path from the inputs may
 * be in it, so workflow commands and control characters in it are broken all the same.
 */
function log(message) {
    info((0,report_escape/* breakWorkflowCommands */.$U)((0,report_escape/* visibleControls */.xx)(message)));
}
//# sourceMappingURL=github.js.map
;// CONCATENATED MODULE: ./lib/action/settings.js






/** Thrown for an input that cannot be used; the message names the input and the value. */
class SettingsError extends Error {
}
const positiveInput = (name, fallback) => positiveInteger(`input ${name}`, getInput(name), fallback);
const choiceInput = (name, allowed, fallback) => oneOf(`input ${name}`, getInput(name), allowed, fallback);
function readSettings(env = process.env) {
    const bearerInput = getInput('bearer-token');
    const bearerToken = bearerInput || env.MCP_EVAL_BEARER_TOKEN || '';
    const anthropicApiKey = getInput('anthropic-api-key') || env.ANTHROPIC_API_KEY || '';
    for (const secret of [bearerToken, anthropicApiKey])
        if (secret)
            setSecret(secret);
    const oauth = readOAuth(env);
    for (const value of (0,transports_oauth/* oauthSecretValues */.oI)(oauth))
        setSecret(value);
    let headers;
    try {
        headers = (0,transports_headers/* parseHeaderLines */.oR)(env[transports_headers/* HEADERS_VARIABLE */.KT] ?? '');
    }
    catch (error) {
        throw new SettingsError(error.message);
    }
    for (const value of (0,transports_headers/* secretHeaderValues */.o4)(headers))
        setSecret(value);
    const remoteUrlInput = getInput('remote-url');
    const remoteUrl = remoteUrlInput || env.MCP_EVAL_REMOTE_URL || '';
    for (const value of (0,transports_headers/* urlSecretValues */.uq)(remoteUrl))
        setSecret(value);
    const shadowedSecrets = shadowedSecretValues(env);
    for (const value of shadowedSecrets)
        setSecret(value);
    const workspace = external_node_path_.resolve(env.GITHUB_WORKSPACE || process.cwd());
    const globs = getMultilineInput('scenarios');
    return {
        workspace,
        scenarioGlobs: globs.length > 0 ? globs : options/* DEFAULT_SCENARIO_GLOBS */.Lj,
        serverCommand: getInput('server-command'),
        serverModule: getInput('server-module'),
        serverCwd: external_node_path_.resolve(workspace, getInput('server-cwd') || '.'),
        serverEnv: getMultilineInput('server-env'),
        remoteUrl,
        labels: {
            serverCommand: 'input server-command',
            serverModule: 'input server-module',
            serverEnv: 'input server-env',
            remoteUrl: remoteUrlInput ? 'input remote-url' : 'MCP_EVAL_REMOTE_URL',
        },
        bearerToken,
        bearerTokenSource: bearerInput ? 'the bearer-token input' : 'MCP_EVAL_BEARER_TOKEN',
        oauth,
        headers,
        anthropicApiKey,
        shadowedSecrets,
        judge: choiceInput('judge', ['auto', 'required', 'off'], 'auto'),
        judgeModel: getInput('judge-model') || options/* DEFAULT_JUDGE_MODEL */.sr,
        judgeConcurrency: positiveInput('judge-concurrency', options/* DEFAULT_JUDGE_CONCURRENCY */.Uy),
        agent: choiceInput('agent', ['auto', 'required', 'off'], 'auto'),
        agentModel: getInput('agent-model') || options/* DEFAULT_AGENT_MODEL */.qj,
        agentTokenBudget: tokenBudget('input agent-token-budget', getInput('agent-token-budget')),
        agentReplay: choiceInput('agent-replay', ['true', 'false'], 'false') === 'true',
        concurrency: positiveInput('concurrency', options/* DEFAULT_CONCURRENCY */.WH),
        isolation: choiceInput('isolation', ['scenario', 'suite'], 'scenario'),
        timeoutMs: positiveInput('timeout-ms', options/* DEFAULT_TIMEOUT_MS */.t1),
        connectTimeoutMs: positiveInput('connect-timeout-ms', options/* DEFAULT_CONNECT_TIMEOUT_MS */.od),
        shard: getInput('shard'),
        filter: getInput('filter'),
        reportJson: getInput('report-json'),
        reportJunit: getInput('report-junit'),
        lint: choiceInput('lint', ['off', 'warn', 'error'], 'off'),
        toolsSnapshot: getInput('tools-snapshot'),
        toolsTokenBudget: getInput('tools-token-budget') ? positiveInput('tools-token-budget', 0) : undefined,
    };
}
/** An input, or its variable when the input is empty, and which of the two it came from. */
function inputOrVariable(input, variable, env) {
    const value = getInput(input);
    if (value)
        return { value, from: `the ${input} input` };
    return { value: env[variable] ?? '', from: variable };
}
function readOAuth(env) {
    const clientId = inputOrVariable('oauth-client-id', transports_oauth/* OAUTH_VARIABLES */.y7.clientId, env);
    const clientSecret = inputOrVariable('oauth-client-secret', transports_oauth/* OAUTH_VARIABLES */.y7.clientSecret, env);
    const privateKey = inputOrVariable('oauth-private-key', transports_oauth/* OAUTH_VARIABLES */.y7.privateKey, env);
    const given = [clientId, clientSecret, privateKey].filter((item) => item.value);
    return {
        clientId: clientId.value,
        clientSecret: clientSecret.value,
        privateKey: privateKey.value,
        scope: inputOrVariable('oauth-scope', transports_oauth/* OAUTH_VARIABLES */.y7.scope, env).value,
        issuer: inputOrVariable('oauth-issuer', transports_oauth/* OAUTH_VARIABLES */.y7.issuer, env).value,
        source: given.map((item) => item.from).join(' and '),
    };
}
/**
 * The secret values of the variables an input can shadow (every one of them, used or not): each is
 * masked and redacted even when its input wins, since the server under test may still print it.
 */
function shadowedSecretValues(env) {
    const values = [
        env.ANTHROPIC_API_KEY ?? '',
        env.MCP_EVAL_BEARER_TOKEN ?? '',
        ...(0,transports_oauth/* oauthSecretValues */.oI)({
            clientId: env[transports_oauth/* OAUTH_VARIABLES */.y7.clientId],
            clientSecret: env[transports_oauth/* OAUTH_VARIABLES */.y7.clientSecret],
            privateKey: env[transports_oauth/* OAUTH_VARIABLES */.y7.privateKey],
        }),
        ...(0,transports_headers/* urlSecretValues */.uq)(env.MCP_EVAL_REMOTE_URL ?? ''),
    ];
    return [...new Set(values.filter((value) => value !== ''))];
}
//# sourceMappingURL=settings.js.map
;// CONCATENATED MODULE: ./lib/action/main.js







/** File name of the JSON report when `report-json` is not set, under RUNNER_TEMP. */
const DEFAULT_REPORT_JSON_NAME = 'mcp-scenario-eval-report.json';
/** Where the JSON report goes: `report-json` (relative to the workspace), or RUNNER_TEMP, or the workspace. */
function reportJsonPath(input, workspace, env) {
    if (input)
        return external_node_path_.resolve(workspace, input);
    return external_node_path_.join(env.RUNNER_TEMP || workspace, DEFAULT_REPORT_JSON_NAME);
}
/** The action: read inputs, run the suite, write the reports, fail the step if anything failed. */
async function run() {
    try {
        const settings = readSettings();
        const options = toRunOptions(settings);
        // Only now: a run that stops at its settings loads none of the engine and renderers.
        const { coverageLine, eraseSecretsFromEnvironment, lintLogText, planAnnotations, renderJsonReport, renderJunit, renderRunReport, renderScenarioLine, renderSnapshotMarkdown, renderSnapshotTerminal, renderSummary, repositoryLinkFromEnv, runSuite, secretVariables, snapshotFailed, snapshotHeadline, } = await __webpack_require__.e(/* import() */ 261).then(__webpack_require__.bind(__webpack_require__, 6261));
        // Every setting is read: no secret needs to stay where the server under test can read it.
        const erasure = eraseSecretsFromEnvironment(secretVariables(options.secrets, (value, secrets) => (0,engine_redact/* redactText */.Rd)(value, secrets) !== value));
        if (erasure.initialBlock === 'unavailable' && process.platform === 'linux')
            warn(`could not overwrite the secrets in this process's initial environment (${erasure.problem}): the server under test may read them from /proc/<pid>/environ`);
        const noColor = { color: false };
        // Scenario lines are one line each, start with our own label and have control characters
        // made visible, so they cannot start a workflow command.
        const runAll = () => runSuite(options, { onResult: (scenario) => log(renderScenarioLine(scenario, noColor)) });
        // An in-process server writes to this process's stdout: its logs must not act as commands.
        const result = options.server.kind === 'module' ? await withStreamsGuarded(runAll, options.secrets) : await runAll();
        if (result.coverage)
            log(coverageLine(result.coverage));
        if (result.lint)
            logUntrusted(`Lint (lint: ${result.lint.mode})`, lintLogText(result.lint));
        if ((0,model/* runFailed */.Np)(result))
            logUntrusted('Failures in full', renderRunReport(result, noColor));
        const extraOutputs = {};
        const jsonPath = reportJsonPath(settings.reportJson, settings.workspace, process.env);
        const reportProblems = [];
        try {
            await writeReportFile(jsonPath, renderJsonReport(result, version/* PACKAGE_VERSION */.i));
            extraOutputs['report-json'] = jsonPath;
            log(`JSON report: ${jsonPath}`);
        }
        catch (error) {
            reportProblems.push(`could not write the JSON report to ${jsonPath} (report-json): ${error.message}`);
        }
        if (settings.reportJunit) {
            const junitPath = external_node_path_.resolve(settings.workspace, settings.reportJunit);
            try {
                await writeReportFile(junitPath, renderJunit(result));
                log(`JUnit report: ${junitPath}`);
            }
            catch (error) {
                reportProblems.push(`could not write JUnit XML to ${junitPath} (report-junit): ${error.message}`);
            }
        }
        const summary = renderSummary(result, { repository: repositoryLinkFromEnv(process.env) });
        // The snapshot check has a section of its own, after the scenarios' (it is small: one line a change).
        if (result.toolsSnapshot)
            summary.markdown += `\n${renderSnapshotMarkdown(result.toolsSnapshot)}`;
        if (result.toolsSnapshot)
            logUntrusted('Tool-list snapshot', renderSnapshotTerminal(result.toolsSnapshot, noColor));
        if (summary.leftOut.length > 0)
            warn(`The job summary was shortened to stay under GitHub's 1 MiB limit; left out: ${summary.leftOut.join('; ')}`);
        // The step's own failures first: GitHub shows only the first 10 errors of a step.
        if ((0,model/* runFailed */.Np)(result))
            fail(failureHeadline(result));
        // The headline names the scenarios when they failed too: the lint's own failure is said as well.
        if ((0,model/* lintFailed */.LP)(result.lint) && (0,model/* totalsOf */.vA)(result).failed > 0)
            fail(lintHeadline(result.lint));
        if (result.toolsSnapshot && snapshotFailed(result.toolsSnapshot))
            fail(snapshotHeadline(result.toolsSnapshot));
        for (const problem of reportProblems)
            fail(problem);
        writeAnnotations(planAnnotations(result).annotations);
        for (const warning of unmatchedGlobWarnings(result))
            warn(warning);
        // Each file of the runner is written on its own: one that cannot be written is reported once,
        // as a failure of the step, and costs nothing else (the log and annotations are already out).
        try {
            writeOutputs((0,model/* totalsOf */.vA)(result), extraOutputs);
        }
        catch (error) {
            fail(runnerFileProblem('the step outputs', 'GITHUB_OUTPUT', error));
        }
        try {
            await writeSummary(summary.markdown);
        }
        catch (error) {
            fail(runnerFileProblem('the job summary', 'GITHUB_STEP_SUMMARY', error));
        }
    }
    catch (error) {
        if (error instanceof SettingsError || error instanceof ConfigError)
            fail(error.message);
        else
            fail(`mcp-scenario-eval crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
}
/** One line for a runner file (outputs, summary) that could not be written: which, where, why. */
function runnerFileProblem(what, variable, error) {
    const where = process.env[variable];
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
    return (`could not write ${what} to ${variable} (${where ? JSON.stringify(where) : 'not set'}): ${reason}; ` +
        `the runner points ${variable} at a file it created, so a step before this one may have changed or removed it`);
}
function failureHeadline(result) {
    if (result.fileErrors.length > 0)
        return `${result.fileErrors.length} problem(s) in scenario files; no scenario was run`;
    if (result.serverError)
        return `${result.serverError.message}; no scenario was run`;
    if (result.scenarios.length === 0) {
        return (0,model/* matchedAnyFile */.bp)(result)
            ? `no scenario was selected to run (${result.notLive} not live, ${result.deselected} left out by filter or shard): check filter, shard, and live: true in live mode`
            : `no scenario file matched ${result.unmatchedGlobs.map((g) => `"${g}"`).join(', ') || 'the scenarios globs'}`;
    }
    const totals = (0,model/* totalsOf */.vA)(result);
    if (totals.failed === 0 && result.judge.failedBecause)
        return result.judge.failedBecause;
    if (totals.failed === 0 && (0,model/* lintFailed */.LP)(result.lint))
        return lintHeadline(result.lint);
    return `${totals.failed} of ${totals.total} scenario(s) failed`;
}
/**
 * A warning per glob that matched nothing while others matched (a typo there would otherwise go
 * unseen); when nothing matched at all, the failure message names the globs instead.
 */
function unmatchedGlobWarnings(result) {
    if (!(0,model/* matchedAnyFile */.bp)(result))
        return [];
    return result.unmatchedGlobs.map((glob) => `the scenarios glob "${glob}" matched no .yaml or .yml file; fix or remove it`);
}
/** Why `lint: error` failed the step: the error findings, or why the lint could not be done. */
function lintHeadline(lint) {
    if (!lint.report)
        return `lint: error, and the lint could not be done: ${lint.error ?? ''}`;
    const errors = lint.report.findings.filter((item) => item.level === 'error' && !item.suppressed);
    return `lint found ${errors.length} error(s) in the tool definitions (lint: error): ${errors
        .slice(0, 5)
        .map((item) => `${item.tool ?? 'tool list'}: ${item.message}`)
        .join('; ')}${errors.length > 5 ? '; …' : ''}`;
}
//# sourceMappingURL=main.js.map

/***/ }),

/***/ 8261:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GP: () => (/* binding */ MAX_TOOL_LIST_PAGES)
/* harmony export */ });
/* unused harmony exports MAX_FIELD_DEPTH, listToolSummaries, describeArguments */
/** Levels of nested fields read below an argument: enough for real schemas, bounded for odd ones (and `$ref` cycles). */
const MAX_FIELD_DEPTH = 3;
/** Pages of `tools/list` read before giving up: a server whose cursor never ends must not hang us. */
const MAX_TOOL_LIST_PAGES = 100;
/** Every tool the server lists, following `nextCursor`, in the server's order. */
async function listToolSummaries(client, timeoutMs) {
    const tools = [];
    let cursor;
    let pages = 0;
    do {
        const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
        for (const tool of page.tools) {
            tools.push({
                name: tool.name,
                description: tool.description,
                arguments: describeArguments(tool.inputSchema),
                inputSchema: tool.inputSchema,
            });
        }
        cursor = page.nextCursor;
        pages++;
    } while (cursor && pages < MAX_TOOL_LIST_PAGES);
    return tools;
}
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * The arguments of an input schema: its top-level `properties`, in the schema's order, with type,
 * required, enum and default. Servers write schemas many ways (zod's, pydantic's, by hand), so this
 * reads what is there and never throws: an odd schema gives fewer details, not an error.
 */
function describeArguments(inputSchema) {
    return describeProperties(inputSchema, isObject(inputSchema) ? inputSchema : {}, 0);
}
/** A local `$ref` (`#/$defs/Entity`, pydantic's way), resolved against the root schema; the schema itself otherwise. */
function resolved(schema, root) {
    const ref = schema.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/'))
        return schema;
    let target = root;
    for (const part of ref.slice(2).split('/'))
        target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return isObject(target)
        ? { ...target, ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$ref')) }
        : schema;
}
/** The object schema whose fields an argument shows: itself, its items (an array), or its one object branch. */
function fieldsSchema(schema, root) {
    if (isObject(schema.properties))
        return schema;
    if (isObject(schema.items))
        return fieldsSchema(resolved(schema.items, root), root);
    const branches = [schema.anyOf, schema.oneOf].find(Array.isArray);
    const objects = (branches ?? [])
        .filter(isObject)
        .map((branch) => fieldsSchema(resolved(branch, root), root))
        .filter((branch) => branch !== undefined);
    return objects.length === 1 ? objects[0] : undefined;
}
function describeProperties(objectSchema, root, depth) {
    if (!isObject(objectSchema) || !isObject(objectSchema.properties))
        return [];
    const required = new Set(Array.isArray(objectSchema.required) ? objectSchema.required.filter((key) => typeof key === 'string') : []);
    return Object.entries(objectSchema.properties).map(([name, raw]) => {
        const schema = isObject(raw) ? resolved(raw, root) : {};
        const argument = {
            name,
            type: typeOf(schema),
            required: required.has(name),
            hasDefault: Object.hasOwn(schema, 'default'),
        };
        if (typeof schema.description === 'string')
            argument.description = schema.description;
        const allowed = enumOf(schema);
        if (allowed)
            argument.enum = allowed;
        if (argument.hasDefault)
            argument.default = schema.default;
        const nested = depth < MAX_FIELD_DEPTH ? fieldsSchema(schema, root) : undefined;
        const fields = nested ? describeProperties(nested, root, depth + 1) : [];
        if (fields.length > 0)
            argument.fields = fields;
        return argument;
    });
}
/** `type` as written; failing that, the types of `anyOf`/`oneOf` branches (pydantic's `Optional[int]`). */
function typeOf(schema) {
    if (typeof schema.type === 'string')
        return schema.type === 'array' ? arrayType(schema) : schema.type;
    if (Array.isArray(schema.type))
        return schema.type.map(String).join('|');
    const branches = [schema.anyOf, schema.oneOf].find(Array.isArray);
    if (branches) {
        const types = [...new Set(branches.filter(isObject).map(typeOf))];
        if (types.length > 0)
            return types.join('|');
    }
    if (Array.isArray(schema.enum))
        return 'enum';
    if (Object.hasOwn(schema, 'const'))
        return 'const';
    return 'any';
}
/** `array<string>` when the items have one type: says more than `array`. */
function arrayType(schema) {
    const items = isObject(schema.items)
        ? typeof schema.items.$ref === 'string'
            ? 'object'
            : typeOf(schema.items)
        : 'any';
    return items === 'any' ? 'array' : `array<${items}>`;
}
function enumOf(schema) {
    if (Array.isArray(schema.enum))
        return schema.enum;
    if (Object.hasOwn(schema, 'const'))
        return [schema.const];
    for (const branches of [schema.anyOf, schema.oneOf]) {
        if (!Array.isArray(branches))
            continue;
        // `Optional[Literal["a", "b"]]` is anyOf [enum, null]: the enum still says what to pass.
        const values = branches.filter(isObject).flatMap((branch) => enumOf(branch) ?? []);
        if (values.length > 0)
            return values;
    }
    return undefined;
}
//# sourceMappingURL=tool-list.js.map

/***/ }),

/***/ 1968:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HI: () => (/* binding */ IN_PROCESS_SETTLE_MS),
/* harmony export */   Ti: () => (/* binding */ HTTP_BODY_READ_BYTES),
/* harmony export */   Ts: () => (/* binding */ STOP_GRACE_MS),
/* harmony export */   Zk: () => (/* binding */ CALL_OUTPUT_LIMIT_CHARS),
/* harmony export */   _s: () => (/* binding */ HTTP_BODY_READ_MS),
/* harmony export */   bU: () => (/* binding */ HTTP_BODY_QUOTE_CHARS),
/* harmony export */   bi: () => (/* binding */ CLOSEST_HINT_SEARCH_LIMIT_CHARS),
/* harmony export */   ef: () => (/* binding */ SCENARIO_NESTING_LIMIT),
/* harmony export */   fH: () => (/* binding */ MAX_STEP_TIMEOUT_MS),
/* harmony export */   fu: () => (/* binding */ CLOSEST_HINT_SCENARIO_BUDGET_CELLS),
/* harmony export */   g1: () => (/* binding */ CLOSEST_HINT_RUN_BUDGET_CELLS),
/* harmony export */   gE: () => (/* binding */ SCENARIO_FILE_LIMIT_BYTES),
/* harmony export */   pd: () => (/* binding */ RUN_TIME_LIMIT_MS),
/* harmony export */   rJ: () => (/* binding */ STDOUT_LINE_LIMIT_BYTES),
/* harmony export */   zC: () => (/* binding */ STDERR_LIMIT_CHARS)
/* harmony export */ });
/** Stderr kept per server process, from its end. */
const STDERR_LIMIT_CHARS = 16_000;
/** Text kept per tool call; the rest is cut, and the cut is said in the text. */
const CALL_OUTPUT_LIMIT_CHARS = 1_000_000;
/**
 * Longest line (one JSON-RPC message) accepted on a server's stdout. Past it the connection is
 * closed: a runaway server must not exhaust the runner's memory.
 */
const STDOUT_LINE_LIMIT_BYTES = 64 * 1024 * 1024;
/** How long a server process gets after stdin closes (then after SIGTERM) before it is killed. */
const STOP_GRACE_MS = 2_000;
/**
 * Bound on the whole run, below GitHub's 6-hour job limit so the reports are still written:
 * scenarios not finished by then are errored with a message saying so.
 */
const RUN_TIME_LIMIT_MS = 5 * 60 * 60 * 1000;
/** Body text of an HTTP error quoted in a message. */
const HTTP_BODY_QUOTE_CHARS = 300;
/** Bytes of an HTTP error response's body read to explain it (the rest is never read). */
const HTTP_BODY_READ_BYTES = 16 * 1024;
/** How long the body of an HTTP error response is read to explain it (a server may send it without end). */
const HTTP_BODY_READ_MS = 5_000;
/**
 * How long an in-process server's errors are still caught after its last session closed: a timer it
 * set in its last answer fires then, and is reported as that scenario's error rather than lost.
 */
const IN_PROCESS_SETTLE_MS = 100;
/**
 * The longest `timeout_ms` a step may ask for: Node's timers hold a signed 32-bit count of
 * milliseconds (about 24.8 days), and a longer delay silently fires after 1 ms instead. Here, not in
 * the scenario schema, so that reading the options does not load zod.
 */
const MAX_STEP_TIMEOUT_MS = 2_147_483_647;
/**
 * Largest scenario file read, in bytes. Parsing YAML keeps a syntax tree many times the text's size
 * (a 20 MB file peaked at 743 MB in the CLI and over 1 GB in the action); a scenario file is a few
 * kilobytes, so a file past this is refused with an error rather than read.
 */
const SCENARIO_FILE_LIMIT_BYTES = 1024 * 1024;
/**
 * Deepest nesting of block mappings and lists in a scenario file. The YAML parser recurses once per
 * level and runs out of stack between 1,000 and 2,000 levels; a scenario needs a handful.
 */
const SCENARIO_NESTING_LIMIT = 100;
/**
 * Characters of an output searched for the closest-line hint of a failed check (the start of it).
 * One call's output is at most CALL_OUTPUT_LIMIT_CHARS, so this covers two calls' worth.
 */
const CLOSEST_HINT_SEARCH_LIMIT_CHARS = 2_000_000;
/**
 * Work the closest-line hints of one scenario may do, in cells (characters read plus edit-distance
 * cells; 5 to 20 ms of CPU per million): a scenario with thousands of failed checks gets hints for the
 * first ones, and the rest say they were left out for their cost.
 */
const CLOSEST_HINT_SCENARIO_BUDGET_CELLS = 25_000_000;
/** Work the closest-line hints of the whole run may do, in cells (see above). */
const CLOSEST_HINT_RUN_BUDGET_CELLS = 100_000_000;
//# sourceMappingURL=limits.js.map

/***/ }),

/***/ 9963:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LP: () => (/* binding */ lintFailed),
/* harmony export */   Np: () => (/* binding */ runFailed),
/* harmony export */   bp: () => (/* binding */ matchedAnyFile),
/* harmony export */   u1: () => (/* binding */ unjudgedCriteria),
/* harmony export */   vA: () => (/* binding */ totalsOf)
/* harmony export */ });
/* harmony import */ var _snapshot_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1823);

/** Whether the run's lint fails it: an error finding, or a lint that could not be done, under `lint: error`. */
function lintFailed(lint) {
    if (lint?.mode !== 'error')
        return false;
    return lint.error !== undefined || (lint.report?.findings.some((f) => f.level === 'error' && !f.suppressed) ?? false);
}
function totalsOf(run) {
    const count = (status) => run.scenarios.filter((s) => s.status === status).length;
    return {
        total: run.scenarios.length,
        passed: count('passed'),
        failed: count('failed') + count('errored'),
        skipped: count('skipped'),
    };
}
/** Whether the run as a whole failed: what decides the step's failure and the CLI's exit code. */
function runFailed(run) {
    return (run.fileErrors.length > 0 ||
        run.scenarios.length === 0 ||
        run.judge.failedBecause !== undefined ||
        run.serverError !== undefined ||
        lintFailed(run.lint) ||
        (run.toolsSnapshot !== undefined && (0,_snapshot_check_js__WEBPACK_IMPORTED_MODULE_0__/* .snapshotFailed */ .U)(run.toolsSnapshot)) ||
        run.scenarios.some((s) => s.status === 'failed' || s.status === 'errored'));
}
/** Whether any glob found a scenario file: each file found yields a scenario, an error, or a count. */
function matchedAnyFile(run) {
    return run.scenarios.length + run.fileErrors.length + run.notLive + run.deselected > 0;
}
/** Judge criteria that were not evaluated, in every scenario of the run. */
function unjudgedCriteria(run) {
    return run.scenarios.flatMap((s) => s.checks).filter((c) => c.kind === 'judge' && c.status === 'skipped');
}
//# sourceMappingURL=model.js.map

/***/ }),

/***/ 7968:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lj: () => (/* binding */ DEFAULT_SCENARIO_GLOBS),
/* harmony export */   Uy: () => (/* binding */ DEFAULT_JUDGE_CONCURRENCY),
/* harmony export */   WH: () => (/* binding */ DEFAULT_CONCURRENCY),
/* harmony export */   od: () => (/* binding */ DEFAULT_CONNECT_TIMEOUT_MS),
/* harmony export */   qj: () => (/* binding */ DEFAULT_AGENT_MODEL),
/* harmony export */   sr: () => (/* binding */ DEFAULT_JUDGE_MODEL),
/* harmony export */   t1: () => (/* binding */ DEFAULT_TIMEOUT_MS)
/* harmony export */ });
const DEFAULT_SCENARIO_GLOBS = ['scenarios/**/*.yaml', 'scenarios/**/*.yml'];
const DEFAULT_CONCURRENCY = 4;
const DEFAULT_TIMEOUT_MS = 30_000;
/** How long a server may take to start and answer `initialize`, unless `connect-timeout-ms` says otherwise. */
const DEFAULT_CONNECT_TIMEOUT_MS = 30_000;
const DEFAULT_JUDGE_MODEL = 'claude-haiku-4-5';
const DEFAULT_JUDGE_CONCURRENCY = 4;
/** The model of agent scenarios unless `agent-model` or a scenario's `model` says otherwise. */
const DEFAULT_AGENT_MODEL = 'claude-haiku-4-5';
//# sourceMappingURL=options.js.map

/***/ }),

/***/ 6021:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ longestSecretForm),
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   Rd: () => (/* binding */ redactText),
/* harmony export */   Yh: () => (/* binding */ redactCutStart)
/* harmony export */ });
/* unused harmony exports REDACTED, MIN_ENCODED_FORM_CHARS, secretForms */
const REDACTED = '***';
/**
 * Encoded forms shorter than this are not redacted: a 4-character base64 group of a short secret
 * would blank common text. The raw secret itself is redacted whatever its length.
 */
const MIN_ENCODED_FORM_CHARS = 8;
/** How many compiled secret sets are kept: a run has one or two (the configured set, then with obtained tokens). */
const COMPILED_CACHE_SIZE = 8;
/**
 * Every form of `secret` a report could carry when a server echoes it encoded, the forms the
 * Actions runner's own secret masker registers and a few more as common:
 * - raw;
 * - JSON/JavaScript string escaped (`\"`, `\\`, `\uXXXX`, and `<>&'` as `\u003c`… as .NET writes them);
 * - XML/HTML escaped (`&amp;`, `&lt;`, `&quot;`, `&apos;` or `&#39;`);
 * - URI escaped (`encodeURIComponent`, strict RFC 3986, form encoding with `+`), hex digits upper and lower case;
 * - base64 and base64url of its UTF-8 bytes at each of the three byte offsets it can start at in a
 *   longer encoded text: only the characters made of the secret's bytes alone (whole 3-byte groups);
 * - hex of its UTF-8 bytes, lower and upper case.
 * What no list of forms can find (reversed, split, a cipher of the server's own) is said in the README.
 */
function secretForms(secret) {
    if (secret.length === 0)
        return [];
    const forms = new Set([secret]);
    const encoded = new Set();
    const json = JSON.stringify(secret).slice(1, -1);
    encoded.add(json);
    encoded.add(json.replace(/[<>&']/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`));
    const xml = secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    encoded.add(xml.replace(/'/g, '&apos;'));
    encoded.add(xml.replace(/'/g, '&#39;'));
    let uri;
    try {
        uri = encodeURIComponent(secret);
    }
    catch {
        // A lone surrogate cannot be URI-encoded, so no server can have sent it that way either.
    }
    if (uri !== undefined) {
        const strict = uri.replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
        for (const form of [uri, strict, strict.replace(/%20/g, '+')]) {
            encoded.add(form);
            encoded.add(form.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
        }
    }
    const bytes = Buffer.from(secret, 'utf8');
    for (let shift = 0; shift < 3; shift++) {
        const rest = bytes.subarray(shift);
        const whole = rest.subarray(0, rest.length - (rest.length % 3));
        if (whole.length === 0)
            continue;
        encoded.add(whole.toString('base64'));
        encoded.add(whole.toString('base64url'));
    }
    const hex = bytes.toString('hex');
    encoded.add(hex);
    encoded.add(hex.toUpperCase());
    for (const form of encoded)
        if (form.length >= MIN_ENCODED_FORM_CHARS)
            forms.add(form);
    return [...forms];
}
/** The patterns of a set of secrets, compiled into one Aho–Corasick automaton: one scan finds them all. */
class SecretScanner {
    /** Per state: its transitions by UTF-16 code unit. */
    next = [new Map()];
    /** Per state: its failure link. */
    fail = [0];
    /** Per state: the length of the longest pattern that ends at it (its own or by its failure chain), 0 for none. */
    longest = [0];
    /** The longest pattern: how much of a text's start can hold the rest of a secret cut off before it. */
    longestPattern;
    constructor(patterns) {
        let longestPattern = 0;
        for (const pattern of patterns) {
            let state = 0;
            for (let index = 0; index < pattern.length; index++) {
                const unit = pattern.charCodeAt(index);
                let target = this.next[state].get(unit);
                if (target === undefined) {
                    target = this.next.length;
                    this.next.push(new Map());
                    this.fail.push(0);
                    this.longest.push(0);
                    this.next[state].set(unit, target);
                }
                state = target;
            }
            this.longest[state] = Math.max(this.longest[state], pattern.length);
            longestPattern = Math.max(longestPattern, pattern.length);
        }
        this.longestPattern = longestPattern;
        // Breadth first, so a state's failure target is complete before its children's are computed.
        const queue = [...this.next[0].values()];
        for (let head = 0; head < queue.length; head++) {
            const state = queue[head];
            for (const [unit, child] of this.next[state]) {
                let fallback = this.fail[state];
                while (fallback !== 0 && !this.next[fallback].has(unit))
                    fallback = this.fail[fallback];
                const target = this.next[fallback].get(unit);
                this.fail[child] = target !== undefined && target !== child ? target : 0;
                this.longest[child] = Math.max(this.longest[child], this.longest[this.fail[child]]);
                queue.push(child);
            }
        }
    }
    /**
     * `text` with every span covered by a match replaced by `***` (overlapping and adjacent matches
     * as one span), in time linear in the text's length; the characters before `dropBefore` left out
     * unless a match covers them.
     */
    redact(text, dropBefore = 0) {
        // Spans to replace, as [start, end) pairs in order; a new match may reach back over earlier ones.
        const spans = [];
        let state = 0;
        for (let index = 0; index < text.length; index++) {
            const unit = text.charCodeAt(index);
            let target = this.next[state].get(unit);
            while (target === undefined && state !== 0) {
                state = this.fail[state];
                target = this.next[state].get(unit);
            }
            state = target ?? 0;
            const length = this.longest[state];
            if (length === 0)
                continue;
            const end = index + 1;
            let start = end - length;
            // Merge with every earlier span this one touches (each is merged once: linear overall).
            while (spans.length > 0 && spans[spans.length - 1] >= start) {
                spans.pop();
                start = Math.min(start, spans.pop());
            }
            spans.push(start, end);
        }
        if (spans.length === 0)
            return text.slice(dropBefore);
        const parts = [];
        let kept = 0;
        for (let index = 0; index < spans.length; index += 2) {
            // Text before `dropBefore` is dropped, but a secret found whole across it is shown as redacted.
            parts.push(text.slice(Math.max(kept, dropBefore), Math.max(spans[index], dropBefore)), REDACTED);
            kept = spans[index + 1];
        }
        parts.push(text.slice(Math.max(kept, dropBefore)));
        return parts.join('');
    }
}
const compiled = new Map();
/** The scanner for these secrets (every form of each), compiled once per distinct set. */
function scannerFor(secrets) {
    const active = [...new Set(secrets.filter((secret) => secret.length > 0))].sort();
    if (active.length === 0)
        return undefined;
    const key = active.join('\u0000');
    let scanner = compiled.get(key);
    if (!scanner) {
        scanner = new SecretScanner(active.flatMap(secretForms));
        if (compiled.size >= COMPILED_CACHE_SIZE)
            compiled.delete(compiled.keys().next().value);
        compiled.set(key, scanner);
    }
    return scanner;
}
/** Replaces every form of every secret in every string of `value` (deeply), so no report can carry one. */
function redactDeep(value, secrets) {
    const scanner = scannerFor(secrets);
    if (!scanner)
        return value;
    const scrub = (item) => {
        if (typeof item === 'string')
            return scanner.redact(item);
        if (Array.isArray(item))
            return item.map(scrub);
        if (item && typeof item === 'object') {
            return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, scrub(inner)]));
        }
        return item;
    };
    return scrub(value);
}
/** `text` with every form of every secret replaced by `***`. */
function redactText(text, secrets) {
    return scannerFor(secrets)?.redact(text) ?? text;
}
/**
 * The longest form of any of these secrets: a text cut at its start may begin with up to one less
 * than this of a secret whose first characters were cut off, which no redaction can recognise.
 */
function longestSecretForm(secrets) {
    return scannerFor(secrets)?.longestPattern ?? 0;
}
/**
 * `text` whose start was cut, redacted: its first characters may be the end of a secret whose
 * start was cut off, which no scan can recognise, so the first `longestSecretForm - 1` characters
 * are dropped, except where they belong to a secret found whole (shown as `***`).
 */
function redactCutStart(text, secrets) {
    const scanner = scannerFor(secrets);
    if (!scanner)
        return text;
    return scanner.redact(text, Math.max(scanner.longestPattern - 1, 0));
}
//# sourceMappingURL=redact.js.map

/***/ }),

/***/ 2107:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   Kt: () => (/* binding */ compareStrings),
/* harmony export */   bu: () => (/* binding */ discoverScenarioFiles)
/* harmony export */ });
/* unused harmony exports discoverWithGlobLibrary, discoverPlainPaths */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);


/** Only these are scenario files, whatever else a glob matches. */
const SCENARIO_EXTENSION = /\.ya?ml$/i;
/**
 * Resolves the `scenarios` globs against the workspace. Lines are trimmed; empty lines and lines
 * starting with `#` are ignored. A glob starting with `!` excludes (whatever its place in the list);
 * a plain directory means every `.yaml`/`.yml` file below it; a plain file path means that file.
 * Only `.yaml`/`.yml` files are kept, and `node_modules` is never searched.
 */
async function discoverScenarioFiles(globs, workspace) {
    return (await discoverPlainPaths(globs, workspace)) ?? (await discoverWithGlobLibrary(globs, workspace));
}
/** The `scenarios` lines that count: trimmed, without empty lines and `#` comments. */
function patternLines(globs) {
    return globs.map((g) => g.trim()).filter((g) => g !== '' && !g.startsWith('#'));
}
/** {@link discoverScenarioFiles} through the glob library (tinyglobby), for every kind of pattern. */
async function discoverWithGlobLibrary(globs, workspace) {
    // Loaded here, not at the top: plain folders and files (and the default globs) never need it.
    const { glob, isDynamicPattern } = await __webpack_require__.e(/* import() */ 382).then(__webpack_require__.bind(__webpack_require__, 3382));
    const patterns = patternLines(globs);
    const includes = patterns.filter((g) => !g.startsWith('!'));
    const excludes = [];
    for (const pattern of patterns.filter((g) => g.startsWith('!'))) {
        excludes.push(...(await expandPlainPath(pattern.slice(1).trim(), workspace, ['**'], isDynamicPattern)));
    }
    const found = new Set();
    const matchedBy = new Map();
    for (const pattern of includes) {
        const expanded = await expandPlainPath(pattern, workspace, ['**/*.yaml', '**/*.yml'], isDynamicPattern);
        const matches = await glob(expanded, {
            cwd: workspace,
            ignore: [...excludes, '**/node_modules/**'],
            absolute: true,
            onlyFiles: true,
            dot: false,
            expandDirectories: false,
        });
        const scenarioFiles = matches.filter((match) => SCENARIO_EXTENSION.test(match));
        matchedBy.set(pattern, scenarioFiles.length);
        for (const match of scenarioFiles)
            found.add(node_path__WEBPACK_IMPORTED_MODULE_1__.normalize(match));
    }
    return discovered(found, matchedBy, includes, workspace);
}
/** Sorted, once per real file, and the positive patterns that matched nothing. */
async function discovered(found, matchedBy, includes, workspace) {
    const sorted = [...found].sort((a, b) => compareStrings(node_path__WEBPACK_IMPORTED_MODULE_1__.relative(workspace, a), node_path__WEBPACK_IMPORTED_MODULE_1__.relative(workspace, b)));
    const files = await oncePerRealFile(sorted);
    return { files, unmatched: includes.filter((pattern) => matchedBy.get(pattern) === 0 && !twinMatched(pattern)) };
    /**
     * `dir/**\/*.yaml` next to `dir/**\/*.yml` (the default) says "either extension": the one that
     * matches nothing is not worth a warning when its twin matched.
     */
    function twinMatched(pattern) {
        const twin = /\.yaml$/i.test(pattern)
            ? pattern.replace(/\.yaml$/i, '.yml')
            : /\.yml$/i.test(pattern)
                ? pattern.replace(/\.yml$/i, '.yaml')
                : undefined;
        return twin !== undefined && (matchedBy.get(twin) ?? 0) > 0;
    }
}
/**
 * One path per real file: a file reached again through a symlinked folder or a symlink loop would
 * be loaded twice and every scenario in it reported as a duplicate name. The path kept is the
 * file's own one when the globs found it, else the first in order; the order is kept.
 */
async function oncePerRealFile(files) {
    const real = await Promise.all(files.map((file) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(file).catch(() => file)));
    const chosen = new Map();
    for (const [index, file] of files.entries()) {
        const target = real[index];
        const current = chosen.get(target);
        if (current === undefined || (file === target && current !== target))
            chosen.set(target, file);
    }
    const kept = new Set(chosen.values());
    return files.filter((file) => kept.has(file));
}
/** A plain directory becomes globs below it (`below`); anything else stays as it is. */
async function expandPlainPath(pattern, workspace, below, isDynamicPattern) {
    if (isDynamicPattern(pattern))
        return [pattern];
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(workspace, pattern)).catch(() => undefined);
    if (info?.isDirectory()) {
        const base = pattern.replace(/\/+$/, '') || '.';
        return below.map((suffix) => `${base}/${suffix}`);
    }
    return [pattern];
}
/** Code-unit order, independent of the machine's locale. */
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** The path GitHub needs to place an annotation: relative to the workspace, with `/`. */
function displayPath(absolutePath, workspace) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(workspace, absolutePath);
    return (relative.startsWith('..') ? absolutePath : relative).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
/**
 * Characters that can make a pattern a glob (or an escape) for picomatch, which tinyglobby uses: a
 * pattern with none of them is a plain path. A superset of what `isDynamicPattern` looks for.
 */
const GLOB_CHARACTERS = /[*?[\]{}()!+@|\\]/;
/** `BASE/**\/*.yaml` (or `.yml`, or no BASE): every file with that extension below a plain BASE. */
const RECURSIVE_PATTERN = /^(?:(.*)\/)?\*\*\/\*(\.ya?ml)$/;
/** Why the fast path gives way to the glob library: a case it does not reproduce exactly. */
class NeedsGlobLibrary extends Error {
}
/**
 * {@link discoverScenarioFiles} without the glob library, for the common cases: plain folders and
 * files, `BASE/**\/*.yaml|yml` (the default globs), and plain `!` excludes. Returns undefined for
 * anything else, and wherever tinyglobby's own rules get subtle, so that the library decides:
 * a symlinked folder met on the way (fdir's loop detection), a path with a dot segment or a
 * `node_modules` segment (`dot: false` and the `**\/node_modules/**` ignore interact), a pattern
 * that only climbs (`..`), Windows. Elsewhere it finds exactly the files the library finds (a
 * differential test checks this on generated trees): the library alone costs ~20 ms to load and walk
 * even an empty folder, and more for a folder outside the workspace (it walks from their common
 * ancestor).
 */
async function discoverPlainPaths(globs, workspace) {
    if (process.platform === 'win32' || GLOB_CHARACTERS.test(workspace))
        return undefined;
    try {
        return await discoverPlain(globs, node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(workspace));
    }
    catch (error) {
        if (error instanceof NeedsGlobLibrary)
            return undefined;
        throw error;
    }
}
async function discoverPlain(globs, workspace) {
    const patterns = patternLines(globs);
    const includes = patterns.filter((g) => !g.startsWith('!'));
    const excludedFiles = new Set();
    const excludedFolders = [];
    for (const pattern of patterns.filter((g) => g.startsWith('!'))) {
        const target = pattern.slice(1).trim();
        const place = plainPlace(target, workspace);
        if (place.relative === '')
            throw new NeedsGlobLibrary();
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(place.absolute).catch(() => undefined);
        if (info?.isDirectory())
            excludedFolders.push(place.absolute);
        else
            excludedFiles.add(place.absolute);
    }
    const isExcluded = (file) => excludedFiles.has(file) || excludedFolders.some((folder) => file === folder || file.startsWith(folder + node_path__WEBPACK_IMPORTED_MODULE_1__.sep));
    const found = new Set();
    const matchedBy = new Map();
    for (const pattern of includes) {
        const matches = [];
        const recursive = RECURSIVE_PATTERN.exec(pattern);
        if (recursive) {
            const base = recursive[1] === undefined ? '.' : recursive[1] === '' ? '/' : recursive[1];
            const place = plainPlace(base, workspace);
            await refuseSymlinkedFolders(place, workspace, false);
            const walk = { extensions: [recursive[2]], pruneNodeModules: !place.outside, isExcluded, matches };
            await walkFolder(place.absolute, walk);
        }
        else {
            const place = plainPlace(pattern, workspace);
            const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(place.absolute).catch(() => undefined);
            if (info?.isDirectory()) {
                await refuseSymlinkedFolders(place, workspace, false);
                const walk = { extensions: ['.yaml', '.yml'], pruneNodeModules: !place.outside, isExcluded, matches };
                await walkFolder(place.absolute, walk);
            }
            else if (info && place.relative !== '') {
                const last = await refuseSymlinkedFolders(place, workspace, true);
                // As the library walks: a regular file, or a symlink to anything but a folder.
                if ((last?.isFile() || last?.isSymbolicLink()) && !isExcluded(place.absolute))
                    matches.push(place.absolute);
            }
        }
        const scenarioFiles = matches.filter((match) => SCENARIO_EXTENSION.test(match));
        matchedBy.set(pattern, scenarioFiles.length);
        for (const match of scenarioFiles)
            found.add(match);
    }
    return discovered(found, matchedBy, includes, workspace);
}
function plainPlace(pattern, workspace) {
    if (GLOB_CHARACTERS.test(pattern))
        throw new NeedsGlobLibrary();
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(workspace, pattern);
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(workspace, absolute);
    const all = relative === '' ? [] : relative.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
    const climb = all.findIndex((segment) => segment !== '..');
    // Only `..`: the library matches nothing inside the workspace then; left to it.
    if (climb === -1 && all.length > 0)
        throw new NeedsGlobLibrary();
    const segments = all.slice(Math.max(climb, 0));
    if (segments.some((segment) => segment.startsWith('.') || segment === 'node_modules'))
        throw new NeedsGlobLibrary();
    return { absolute, relative, segments, climb: Math.max(climb, 0), outside: climb > 0 };
}
/**
 * The library walks down to a path from the workspace (or from the common ancestor, outside it):
 * a symlink among those folders is left to it. Returns the last segment's own lstat, if it exists.
 */
async function refuseSymlinkedFolders(place, workspace, lastMayBeSymlink) {
    let current = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(workspace, ...Array(place.climb).fill('..'));
    let info;
    for (const [index, segment] of place.segments.entries()) {
        current = node_path__WEBPACK_IMPORTED_MODULE_1__.join(current, segment);
        info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(current).catch(() => undefined);
        if (info === undefined)
            return undefined;
        if (info.isSymbolicLink() && !(lastMayBeSymlink && index === place.segments.length - 1)) {
            throw new NeedsGlobLibrary();
        }
    }
    return info;
}
/** Every file below `folder` that `**\/*EXT` matches with `dot: false`, minus the excluded. */
async function walkFolder(folder, walk) {
    // An unreadable folder is one with nothing in it, as for the library.
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(folder, { withFileTypes: true }).catch(() => []);
    // All at once, and every promise awaited by Promise.all: one that gives way to the library (a
    // rejection) while others are still walking leaves no rejection unhandled.
    await Promise.all(entries.map((entry) => visitEntry(folder, entry, walk)));
}
async function visitEntry(folder, entry, walk) {
    const name = entry.name;
    if (name.startsWith('.'))
        return;
    const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(folder, name);
    if (entry.isDirectory()) {
        if ((walk.pruneNodeModules && name === 'node_modules') || walk.isExcluded(full))
            return;
        await walkFolder(full, walk);
    }
    else if (entry.isFile()) {
        if (walk.extensions.some((extension) => name.endsWith(extension)) && !walk.isExcluded(full))
            walk.matches.push(full);
    }
    else if (entry.isSymbolicLink()) {
        // A symlink to a file counts as that file, under its own path; one that leads nowhere, not at all.
        const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(full).catch(() => undefined);
        if (target?.isDirectory())
            throw new NeedsGlobLibrary();
        if (target && walk.extensions.some((extension) => name.endsWith(extension)) && !walk.isExcluded(full))
            walk.matches.push(full);
    }
}
//# sourceMappingURL=discover.js.map

/***/ }),

/***/ 6428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uK: () => (/* binding */ parseShard),
  C8: () => (/* binding */ selectScenarios)
});

// UNUSED EXPORTS: namesInShard

;// CONCATENATED MODULE: ./lib/util/name-glob.js
/**
 * Glob matching for scenario names (`filter`), in time linear in the name's length (times the
 * pattern's size): the pattern becomes a small automaton whose set of live states is carried along
 * the name, never backtracking. A regular-expression translation (what picomatch does) backtracks:
 * `*a*a*a*a*a*a*a*a*a*a*a*a*c` against 40 characters took over 20 s, and scenario names come from
 * pull requests.
 *
 * Syntax: `*` (and `**`: names have no `/`) any run of characters, `?` one character, `[abc]`,
 * `[a-z]`, `[!a]` / `[^a]` one character of (or not of) a set, `{a,b}` one of the alternatives
 * (nestable), `\x` the character x itself, and a leading `!` for "every name except". Anything else
 * stands for itself; an unclosed `[` or `{` too.
 */
/** Compiles `pattern`; the returned function says whether a name matches it. */
function compileNameGlob(pattern) {
    let negated = false;
    let body = pattern;
    while (body.startsWith('!')) {
        negated = !negated;
        body = body.slice(1);
    }
    const states = [{ kind: 'match' }];
    const start = compileSequence(parse(body), 0, states);
    const matches = (name) => run(states, start, name);
    return negated ? (name) => !matches(name) : matches;
}
/** Builds the states of `items`, back to front, each continuing to `next`; returns the first. */
function compileSequence(items, next, states) {
    const add = (state) => states.push(state) - 1;
    let continuation = next;
    for (let index = items.length - 1; index >= 0; index--) {
        const item = items[index];
        if (item.kind === 'char')
            continuation = add({ kind: 'char', test: item.test, next: continuation });
        else if (item.kind === 'star') {
            // fork → (any character → back to the fork) or → what follows.
            const fork = { kind: 'fork', next: [] };
            const forkAt = add(fork);
            fork.next.push(add({ kind: 'char', test: () => true, next: forkAt }), continuation);
            continuation = forkAt;
        }
        else {
            const targets = item.options.map((option) => compileSequence(option, continuation, states));
            continuation = add({ kind: 'fork', next: targets });
        }
    }
    return continuation;
}
function run(all, start, name) {
    // Every state is visited at most once per character: the cost is name length × states.
    const seen = new Int32Array(all.length).fill(-1);
    let current = [];
    const close = (state, step, into) => {
        const stack = [state];
        while (stack.length > 0) {
            const at = stack.pop();
            if (seen[at] === step)
                continue;
            seen[at] = step;
            const node = all[at];
            if (node.kind === 'fork')
                stack.push(...node.next);
            else
                into.push(at);
        }
    };
    close(start, 0, current);
    for (let index = 0; index < name.length && current.length > 0; index++) {
        const char = name[index];
        const next = [];
        for (const at of current) {
            const node = all[at];
            if (node.kind === 'char' && node.test(char))
                close(node.next, index + 1, next);
        }
        current = next;
    }
    return current.some((at) => all[at].kind === 'match');
}
function parse(pattern) {
    const closers = matchingBraces(pattern);
    let index = 0;
    const sequence = (inBraces) => {
        const items = [];
        while (index < pattern.length) {
            const char = pattern[index];
            if (inBraces && (char === ',' || char === '}'))
                break;
            if (char === '\\' && index + 1 < pattern.length) {
                const literal = pattern[index + 1];
                items.push({ kind: 'char', test: (c) => c === literal });
                index += 2;
            }
            else if (char === '*') {
                while (pattern[index] === '*')
                    index++;
                if (items.at(-1)?.kind !== 'star')
                    items.push({ kind: 'star' });
            }
            else if (char === '?') {
                items.push({ kind: 'char', test: () => true });
                index++;
            }
            else if (char === '[') {
                const set = bracket(pattern, index);
                if (set) {
                    items.push({ kind: 'char', test: set.test });
                    index = set.end;
                }
                else {
                    items.push({ kind: 'char', test: (c) => c === '[' });
                    index++;
                }
            }
            else if (char === '{' && closers.has(index)) {
                const close = closers.get(index);
                index++;
                const options = [];
                for (;;) {
                    options.push(sequence(true));
                    if (index >= close || pattern[index] === '}')
                        break;
                    index++; // the `,`
                }
                index = close + 1;
                items.push({ kind: 'alternatives', options });
            }
            else {
                items.push({ kind: 'char', test: (c) => c === char });
                index++;
            }
        }
        return items;
    };
    return sequence(false);
}
/** Each `{` that a `}` closes (outside escapes and `[…]`), with that `}`'s index. */
function matchingBraces(pattern) {
    const pairs = new Map();
    const open = [];
    for (let index = 0; index < pattern.length; index++) {
        const char = pattern[index];
        if (char === '\\')
            index++;
        else if (char === '[')
            index = (bracket(pattern, index)?.end ?? index + 1) - 1;
        else if (char === '{')
            open.push(index);
        else if (char === '}' && open.length > 0)
            pairs.set(open.pop(), index);
    }
    return pairs;
}
/** A `[…]` set starting at `start`: its test and the index after its `]`, or undefined when unclosed. */
function bracket(pattern, start) {
    let index = start + 1;
    const negated = pattern[index] === '!' || pattern[index] === '^';
    if (negated)
        index++;
    const ranges = [];
    let first = true;
    while (index < pattern.length && (pattern[index] !== ']' || first)) {
        first = false;
        let low = pattern[index];
        if (low === '\\' && index + 1 < pattern.length)
            low = pattern[++index];
        let high = low;
        if (pattern[index + 1] === '-' && index + 2 < pattern.length && pattern[index + 2] !== ']') {
            high = pattern[index + 2];
            if (high === '\\' && index + 3 < pattern.length)
                high = pattern[++index + 2];
            index += 2;
        }
        ranges.push([low, high]);
        index++;
    }
    if (index >= pattern.length)
        return undefined;
    const inSet = (c) => ranges.some(([low, high]) => c >= low && c <= high);
    return { test: negated ? (c) => !inSet(c) : inSet, end: index + 1 };
}
//# sourceMappingURL=name-glob.js.map
// EXTERNAL MODULE: ./lib/engine/scenarios/discover.js
var discover = __webpack_require__(2107);
;// CONCATENATED MODULE: ./lib/engine/scenarios/select.js


/** Parses `i/n` (1 ≤ i ≤ n; empty means no sharding); throws an error that says what was expected. */
function parseShard(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return undefined;
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(trimmed);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (!match || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) {
        throw new Error(`shard must be "i/n" with 1 ≤ i ≤ n (for example "2/4"), got ${JSON.stringify(text)}`);
    }
    return { index, count };
}
/**
 * The names that belong to shard `index` of `count`: names sorted, then dealt round-robin, so the
 * shards are balanced to within one scenario and every name lands in exactly one shard.
 */
function namesInShard(names, shard) {
    const sorted = [...names].sort(discover/* compareStrings */.Kt);
    return new Set(sorted.filter((_, position) => position % shard.count === shard.index - 1));
}
/** Applies live mode, then `filter`, then `shard`, keeping file order. */
function selectScenarios(scenarios, options) {
    const live = options.mode === 'live' ? scenarios.filter((s) => s.live) : scenarios;
    // Linear time whatever the pattern (a name may start with `.`, and `*` still matches it).
    const matches = options.filter.trim() ? compileNameGlob(options.filter.trim()) : () => true;
    const filtered = live.filter((s) => matches(s.name));
    const inShard = options.shard
        ? namesInShard(filtered.map((s) => s.name), options.shard)
        : undefined;
    const selected = inShard ? filtered.filter((s) => inShard.has(s.name)) : filtered;
    return {
        selected,
        notLive: scenarios.length - live.length,
        deselected: live.length - selected.length,
    };
}
//# sourceMappingURL=select.js.map

/***/ }),

/***/ 1823:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ checkSnapshot),
/* harmony export */   U: () => (/* binding */ snapshotFailed)
/* harmony export */ });
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2686);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5448);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3117);
/**
 * Compares a server's tool list with a committed snapshot file: the one result that `tools --diff`,
 * a run's `--tools-snapshot` and the action's `tools-snapshot` all render. Pure apart from the
 * caller handing it the file's text.
 */



/** Whether the check fails the run or the command: any difference, an unreadable file, or over budget. */
function snapshotFailed(check) {
    return check.status !== 'equal' || check.overBudget;
}
function checkSnapshot(input) {
    const current = (0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeTools */ .rI)(input.tools);
    const after = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .estimateToolTokens */ .JN)(current);
    const base = {
        file: input.file,
        acceptCommand: input.acceptCommand,
        ...(input.budget === undefined ? {} : { budget: input.budget }),
        overBudget: input.budget !== undefined && after > input.budget,
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
        const saved = (0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .parseSnapshot */ .E$)(input.text, input.file);
        const changes = (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .diffSnapshots */ .V)(saved, current);
        return {
            ...base,
            status: changes.length === 0 ? 'equal' : 'changed',
            changes,
            tokens: { before: (0,_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .estimateToolTokens */ .JN)(saved), after, method: 'estimated' },
        };
    }
    catch (error) {
        if (!(error instanceof _normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .SnapshotFileError */ .dr))
            throw error;
        return { ...base, status: 'invalid', changes: [], tokens: { after, method: 'estimated' }, error: error.message };
    }
}
//# sourceMappingURL=check.js.map

/***/ }),

/***/ 2686:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t: () => (/* binding */ CHANGE_KINDS),
  V: () => (/* binding */ diffSnapshots)
});

// EXTERNAL MODULE: ./lib/engine/snapshot/normalize.js
var normalize = __webpack_require__(5448);
;// CONCATENATED MODULE: ./lib/engine/snapshot/words.js
/** A word diff of two texts, for reworded descriptions: what a reviewer reads, not a line diff. */
/** Past this many words on either side, the text is shown as replaced whole (the LCS table is words²). */
const MAX_WORD_DIFF_WORDS = 2_000;
/**
 * Word operations turning `before` into `after`; runs of the same kind are joined, each with the
 * whitespace that followed its words, so joining every op's text gives `after` back from added and
 * same (and `before` from removed and same).
 */
function wordDiff(before, after) {
    const a = words(before);
    const b = words(after);
    const ops = [];
    const push = (kind, text) => {
        const last = ops.at(-1);
        if (last && last.kind === kind)
            last.text += text;
        else
            ops.push({ kind, text });
    };
    if (a.length > MAX_WORD_DIFF_WORDS || b.length > MAX_WORD_DIFF_WORDS) {
        if (before)
            push('removed', before);
        if (after)
            push('added', after);
        return ops;
    }
    const key = (word) => word.trimEnd();
    const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
    for (let i = a.length - 1; i >= 0; i--)
        for (let j = b.length - 1; j >= 0; j--)
            lcs[i][j] = key(a[i]) === key(b[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
        if (i < a.length && j < b.length && key(a[i]) === key(b[j])) {
            push('same', b[j]);
            i++;
            j++;
        }
        else if (i < a.length && (j === b.length || lcs[i + 1][j] >= lcs[i][j + 1])) {
            push('removed', a[i]);
            i++;
        }
        else {
            push('added', b[j]);
            j++;
        }
    }
    return ops;
}
/** Words with their trailing whitespace; leading whitespace is its own token. */
function words(text) {
    return text.match(/^\s+|\S+\s*/g) ?? [];
}
//# sourceMappingURL=words.js.map
;// CONCATENATED MODULE: ./lib/engine/snapshot/diff.js
/**
 * What changed between two tool-list snapshots, classified for a caller of the server:
 * breaking (a call that worked may now fail, or an answer it read may lack a field), model-facing
 * (what the model reads changed: it may now call differently) or additive. Pure.
 */


/** The order changes are shown in: what breaks callers first. */
const CHANGE_KINDS = ['breaking', 'model-facing', 'additive'];
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a, b) => JSON.stringify((0,normalize/* sortDeep */.Dc)(a)) === JSON.stringify((0,normalize/* sortDeep */.Dc)(b));
const show = (value) => (value === undefined ? 'none' : JSON.stringify(value));
/** Every change from `before` to `after`, breaking first, then by tool name, in discovery order within. */
function diffSnapshots(before, after) {
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
    const rank = (change) => CHANGE_KINDS.indexOf(change.kind);
    // Array.prototype.sort is stable: within a kind and tool, changes keep the order they were found in.
    return changes.sort((a, b) => rank(a) - rank(b) || (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0));
}
function diffTool(old, tool) {
    const changes = [];
    const add = (kind, message, words) => changes.push(words ? { kind, tool: tool.name, message, words } : { kind, tool: tool.name, message });
    for (const field of ['title', 'description']) {
        const a = old[field];
        const b = tool[field];
        if (a === b)
            continue;
        if (a === undefined)
            add('model-facing', `${field} added`, wordDiff('', b ?? ''));
        else if (b === undefined)
            add('model-facing', `${field} removed`, wordDiff(a, ''));
        else
            add('model-facing', `${field} reworded`, wordDiff(a, b));
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
function diffSchema(before, after, ctx) {
    const a = isObject(before) ? before : {};
    const b = isObject(after) ? after : {};
    const where = ctx.path
        ? `${ctx.side === 'input' ? 'parameter' : 'output field'} \`${ctx.path}\``
        : `${ctx.side} schema`;
    // For input, accepting less breaks a caller; for output, a caller breaks when it gets less.
    const narrowing = 'breaking';
    const widening = ctx.side === 'input' ? 'additive' : 'breaking';
    const oldTypes = typesOf(a);
    const newTypes = typesOf(b);
    if (!same(oldTypes, newTypes) && (oldTypes.length > 0 || newTypes.length > 0)) {
        const label = `${where} type ${oldTypes.join('|') || 'any'} → ${newTypes.join('|') || 'any'}`;
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
        ctx.add('model-facing', `${where} ${key} ${verb}`, wordDiff(x ?? '', y ?? ''));
    }
    for (const key of ['default', 'examples'])
        if (!same(a[key], b[key]))
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
    const others = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !HANDLED.has(key)).sort();
    for (const key of others)
        if (!same(a[key], b[key]))
            ctx.add('breaking', `${where} \`${key}\` changed (not classified; treated as breaking)`);
}
function diffProperties(a, b, ctx) {
    const oldProps = isObject(a.properties) ? a.properties : {};
    const newProps = isObject(b.properties) ? b.properties : {};
    const oldRequired = requiredOf(a);
    const newRequired = requiredOf(b);
    const names = [...new Set([...Object.keys(oldProps), ...Object.keys(newProps)])].sort();
    const noun = ctx.side === 'input' ? 'parameter' : 'output field';
    for (const name of names) {
        const path = ctx.path ? `${ctx.path}.${name}` : name;
        const inOld = Object.hasOwn(oldProps, name);
        const inNew = Object.hasOwn(newProps, name);
        if (inOld && !inNew) {
            ctx.add('breaking', `${noun} \`${path}\` removed`);
            continue;
        }
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
            ctx.add(kind, `${noun} \`${path}\` ${nowRequired ? 'newly required' : 'no longer required'}`);
        }
        diffSchema(oldProps[name], newProps[name], { ...ctx, path });
    }
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
    const key = (value) => JSON.stringify((0,normalize/* sortDeep */.Dc)(value));
    const newKeys = new Set(newValues.map(key));
    const oldKeys = new Set(oldValues.map(key));
    const gone = oldValues.filter((value) => !newKeys.has(key(value)));
    const came = newValues.filter((value) => !oldKeys.has(key(value)));
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
//# sourceMappingURL=diff.js.map

/***/ }),

/***/ 5448:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ sortDeep),
/* harmony export */   E$: () => (/* binding */ parseSnapshot),
/* harmony export */   dr: () => (/* binding */ SnapshotFileError),
/* harmony export */   rI: () => (/* binding */ normalizeTools)
/* harmony export */ });
/* unused harmony exports SNAPSHOT_FORMAT, normalizeTool, serializeSnapshot */
/**
 * The tool-list snapshot: what the model sees of each tool (name, title, description, annotations,
 * input and output schema), in a form that diffs well in a pull request. Tools are sorted by name,
 * each tool's keys come in one fixed order, every object's keys below that are sorted, and each
 * value sits on its own line: a one-word change to a description is a one-line diff.
 * Pure: no I/O here.
 */
/** The format tag written into every snapshot file, so a future change of layout can be told apart. */
const SNAPSHOT_FORMAT = 'mcp-scenario-eval/tools-snapshot@1';
/** The fields of a tool the snapshot keeps, in the order it writes them. */
const TOOL_KEYS = ['name', 'title', 'description', 'annotations', 'inputSchema', 'outputSchema'];
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * A JSON value with every object's keys sorted (recursively), and each `required` list sorted:
 * its order means nothing to a caller, and a server that builds it from a Set may change it.
 * Other arrays (enum, anyOf, items) keep their order.
 */
function sortDeep(value) {
    if (Array.isArray(value))
        return value.map(sortDeep);
    if (!isObject(value))
        return value;
    const sorted = {};
    for (const key of Object.keys(value).sort()) {
        const child = value[key];
        sorted[key] =
            key === 'required' && Array.isArray(child) && child.every((item) => typeof item === 'string')
                ? [...child].sort()
                : sortDeep(child);
    }
    return sorted;
}
/** One tool in snapshot form: the fields the model sees, in the fixed key order, sorted below. */
function normalizeTool(tool) {
    const ordered = {};
    // Built in TOOL_KEYS order: JSON.stringify writes keys in insertion order.
    for (const key of TOOL_KEYS) {
        const value = key === 'inputSchema' ? (tool.inputSchema ?? {}) : tool[key];
        if (value === undefined || value === null)
            continue;
        if (key === 'annotations' && isObject(value) && Object.keys(value).length === 0)
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
    return `${JSON.stringify({ format: snapshot.format, tools: snapshot.tools }, null, 2)}\n`;
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
    if (!isObject(data) || data.format !== SNAPSHOT_FORMAT || !Array.isArray(data.tools)) {
        throw new SnapshotFileError(`${file} is not a tool-list snapshot (expected {"format": "${SNAPSHOT_FORMAT}", "tools": [...]}); write it with \`tools --save ${file}\``);
    }
    const tools = [];
    data.tools.forEach((tool, index) => {
        if (!isObject(tool) || typeof tool.name !== 'string')
            throw new SnapshotFileError(`${file}: tools[${index}] has no "name" string; write the file again with \`tools --save ${file}\``);
        tools.push(tool);
    });
    // Normalized again, so a hand-edited file (keys reordered) compares by content, not layout.
    return normalizeTools(tools);
}
//# sourceMappingURL=normalize.js.map

/***/ }),

/***/ 4499:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ac: () => (/* binding */ checkRunSnapshot),
  SA: () => (/* binding */ runSnapshotOptions)
});

// UNUSED EXPORTS: DEFAULT_SNAPSHOT_NAME, globBase

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/engine/redact.js
var redact = __webpack_require__(6021);
// EXTERNAL MODULE: ./lib/engine/transports/headers.js
var headers = __webpack_require__(7675);
;// CONCATENATED MODULE: ./lib/engine/snapshot/accept.js


/** A word for a POSIX shell: as it is when it holds nothing the shell would read, else single-quoted. */
function shellWord(word) {
    if (/^[A-Za-z0-9_./:=@%+,-]+$/.test(word))
        return word;
    return `'${word.replace(/'/g, `'\\''`)}'`;
}
/**
 * The command that writes the server's current tool list to `file`, with the same server flags:
 * what the failure tells the author to run to accept a change. Credentials are never part of it
 * (they come from the environment), and a URL is shown without its userinfo or query secrets.
 */
function acceptCommand(file, target) {
    return ['npx', 'mcp-scenario-eval', 'tools', '--save', file, ...serverFlagWords(target)].map(shellWord).join(' ');
}
/** The server flags that reach the same server again, as words (credentials never among them). */
function serverFlagWords(target) {
    const words = [];
    if (target.serverCommand)
        words.push('--server-command', target.serverCommand);
    if (target.serverModule)
        words.push('--server-module', target.serverModule);
    if (target.remoteUrl)
        words.push('--remote-url', (0,headers/* safeUrl */.Pl)(target.remoteUrl));
    if (target.serverCwd) {
        const cwd = external_node_path_.relative(target.workspace, target.serverCwd);
        if (cwd)
            words.push('--server-cwd', cwd);
    }
    return words;
}
//# sourceMappingURL=accept.js.map
// EXTERNAL MODULE: ./lib/engine/snapshot/check.js
var check = __webpack_require__(1823);
// EXTERNAL MODULE: ./lib/engine/snapshot/tokens.js
var tokens = __webpack_require__(3117);
// EXTERNAL MODULE: ./lib/engine/snapshot/normalize.js
var normalize = __webpack_require__(5448);
// EXTERNAL MODULE: ./lib/engine/authoring/tool-list.js
var tool_list = __webpack_require__(8261);
// EXTERNAL MODULE: ./lib/engine/snapshot/diff.js + 1 modules
var diff = __webpack_require__(2686);
;// CONCATENATED MODULE: ./lib/engine/snapshot/index.js






/** Every tool the server lists, as sent (following `nextCursor`, at most MAX_TOOL_LIST_PAGES pages). */
async function listTools(client, timeoutMs) {
    const tools = [];
    let cursor;
    let pages = 0;
    do {
        const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
        tools.push(...page.tools);
        cursor = page.nextCursor;
        pages++;
    } while (cursor && pages < tool_list/* MAX_TOOL_LIST_PAGES */.GP);
    return tools;
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./lib/engine/snapshot/run-check.js
/**
 * The tool-list snapshot as part of a run (`--tools-snapshot`, action input `tools-snapshot`):
 * where the file is, and the check itself, before the scenarios.
 */








/** The snapshot file a run checks when none is named: beside the scenarios, checked when it exists. */
const DEFAULT_SNAPSHOT_NAME = 'tools.snapshot.json';
/** The directory part of a glob before its first wildcard (`scenarios/**\/*.yaml` → `scenarios`). */
function globBase(glob) {
    const parts = glob.replace(/\\/g, '/').split('/');
    const base = [];
    for (const part of parts) {
        if (/[*?[\]{}!]/.test(part))
            break;
        base.push(part);
    }
    const joined = base.join('/');
    // A glob that names a file (`scenarios/smoke.yaml`): its directory.
    return base.length === parts.length && /\.ya?ml$/i.test(joined) ? external_node_path_.posix.dirname(joined) : joined || '.';
}
/**
 * The run's snapshot settings from the configuration: the named file, or DEFAULT_SNAPSHOT_NAME in
 * the directory of the first scenarios glob; undefined when no file is named and the default
 * does not apply (no glob). A budget with no snapshot file still applies (to the server's list).
 */
function runSnapshotOptions(config) {
    const named = config.toolsSnapshot?.trim();
    const firstGlob = config.scenarioGlobs.find((glob) => !glob.startsWith('!'));
    const relative = named || (firstGlob ? external_node_path_.posix.join(globBase(firstGlob), DEFAULT_SNAPSHOT_NAME) : undefined);
    if (!relative)
        return undefined;
    const file = external_node_path_.resolve(config.workspace, relative);
    const label = external_node_path_.relative(config.workspace, file) || relative;
    return {
        file,
        label,
        required: Boolean(named),
        ...(config.toolsTokenBudget === undefined ? {} : { budget: config.toolsTokenBudget }),
        acceptCommand: acceptCommand(label, {
            serverCommand: config.serverCommand,
            serverModule: config.serverModule,
            // A URL from MCP_EVAL_REMOTE_URL stays in the environment.
            remoteUrl: config.labels?.remoteUrl === 'MCP_EVAL_REMOTE_URL' ? undefined : config.remoteUrl,
            serverCwd: config.serverCwd,
            workspace: config.workspace,
        }),
    };
}
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
    let tools;
    try {
        const session = await factory.open();
        try {
            tools = (0,redact/* redactDeep */.KL)(await listTools(session.client, options.timeoutMs), options.secrets);
        }
        catch (error) {
            return failedCheck(snapshot, (0,redact/* redactText */.Rd)(`the server did not list its tools: ${session.explain(error)}`, options.secrets));
        }
        finally {
            await session.close().catch(() => undefined);
        }
    }
    catch (error) {
        return failedCheck(snapshot, (0,redact/* redactText */.Rd)(`could not connect to list the tools: ${error.message}`, options.secrets));
    }
    if (text === undefined && !snapshot.required) {
        // No snapshot, only a budget: the size alone is checked.
        const after = (0,tokens/* estimateToolTokens */.JN)((0,normalize/* normalizeTools */.rI)(tools));
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
    return (0,check/* checkSnapshot */.P)({
        file: snapshot.label,
        text,
        tools,
        acceptCommand: snapshot.acceptCommand,
        budget: snapshot.budget,
    });
}
function failedCheck(snapshot, error) {
    return {
        file: snapshot.label,
        status: 'invalid',
        changes: [],
        tokens: { after: 0, method: 'estimated' },
        overBudget: false,
        error,
        acceptCommand: snapshot.acceptCommand,
    };
}
//# sourceMappingURL=run-check.js.map

/***/ }),

/***/ 3117:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JN: () => (/* binding */ estimateToolTokens)
/* harmony export */ });
/* unused harmony exports CHARS_PER_TOKEN, modelToolPayload */
/**
 * Characters per token for the estimate. Tool definitions are JSON with short English words and
 * many punctuation marks; 4 is the usual rule of thumb for English text with Claude's tokenizer
 * and errs high on JSON-heavy schemas (more tokens per character), which is the safe side for a budget.
 */
const CHARS_PER_TOKEN = 4;
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
    return Math.ceil(JSON.stringify(modelToolPayload(snapshot)).length / CHARS_PER_TOKEN);
}
//# sourceMappingURL=tokens.js.map

/***/ }),

/***/ 7675:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I8: () => (/* binding */ MIN_SECRET_HEADER_CHARS),
/* harmony export */   KT: () => (/* binding */ HEADERS_VARIABLE),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   o4: () => (/* binding */ secretHeaderValues),
/* harmony export */   oR: () => (/* binding */ parseHeaderLines),
/* harmony export */   uq: () => (/* binding */ urlSecretValues)
/* harmony export */ });
/**
 * Extra HTTP headers for live mode, from MCP_EVAL_HEADERS: one `Name: value` per line, for servers
 * behind a gateway that wants more than the bearer token. Blank lines and lines starting with `#`
 * are ignored.
 */
const HEADERS_VARIABLE = 'MCP_EVAL_HEADERS';
/** Header values shorter than this are not treated as secrets (masking "1" would mask every 1 in the logs). */
const MIN_SECRET_HEADER_CHARS = 4;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Parses MCP_EVAL_HEADERS; throws an Error naming the line for anything that is not `Name: value`. */
function parseHeaderLines(text) {
    const headers = {};
    const lines = text.split(/\r?\n/);
    lines.forEach((raw, index) => {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            return;
        const colon = line.indexOf(':');
        const name = colon > 0 ? line.slice(0, colon).trim() : '';
        if (!HEADER_NAME.test(name)) {
            throw new Error(`${HEADERS_VARIABLE} line ${index + 1} is not "Name: value" (got ${JSON.stringify(line.slice(0, 40))}${line.length > 40 ? '…' : ''}); put one header per line`);
        }
        if (name.toLowerCase() === 'authorization') {
            throw new Error(`${HEADERS_VARIABLE} line ${index + 1} sets Authorization: give the token through bearer-token or MCP_EVAL_BEARER_TOKEN instead`);
        }
        headers[name] = line.slice(colon + 1).trim();
    });
    return headers;
}
/** The header values to mask and scrub. */
function secretHeaderValues(headers) {
    return Object.values(headers).filter((value) => value.length >= MIN_SECRET_HEADER_CHARS);
}
/**
 * The parts of a remote URL that may carry a credential (user, password, query values), to mask
 * and scrub like the token: `https://host/mcp?api_key=…` must not show up in a message.
 */
function urlSecretValues(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return [];
    }
    const values = [parsed.username, parsed.password, ...parsed.searchParams.values()].map((value) => {
        try {
            return decodeURIComponent(value);
        }
        catch {
            return value;
        }
    });
    // Both as written and decoded, since a message may quote either.
    const raw = [
        parsed.username,
        parsed.password,
        ...parsed.search
            .slice(1)
            .split('&')
            .map((pair) => pair.split('=')[1] ?? ''),
    ];
    return [...new Set([...values, ...raw])].filter((value) => value.length >= MIN_SECRET_HEADER_CHARS);
}
/** The URL as shown to people: no user, password, query or fragment. */
function safeUrl(url) {
    try {
        const parsed = new URL(url);
        parsed.username = '';
        parsed.password = '';
        parsed.search = '';
        parsed.hash = '';
        return parsed.toString();
    }
    catch {
        return '(an unparsable URL)';
    }
}
//# sourceMappingURL=headers.js.map

/***/ }),

/***/ 2430:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I3: () => (/* binding */ signingAlgorithmOf),
/* harmony export */   oI: () => (/* binding */ oauthSecretValues),
/* harmony export */   uY: () => (/* binding */ oauthMethodOf),
/* harmony export */   uv: () => (/* binding */ createAuthProvider),
/* harmony export */   y7: () => (/* binding */ OAUTH_VARIABLES)
/* harmony export */ });
/* unused harmony exports normalizePrivateKey, basicCredentials, unionOfScopes */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _headers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7675);


/** Names of the variables that hold OAuth settings, for the CLI and as the action's fallbacks. */
const OAUTH_VARIABLES = {
    clientId: 'MCP_EVAL_OAUTH_CLIENT_ID',
    clientSecret: 'MCP_EVAL_OAUTH_CLIENT_SECRET',
    privateKey: 'MCP_EVAL_OAUTH_PRIVATE_KEY',
    scope: 'MCP_EVAL_OAUTH_SCOPE',
    issuer: 'MCP_EVAL_OAUTH_ISSUER',
};
/** A secret stored with `\n` written out (a common way to fit a PEM into one line) is read as lines. */
function normalizePrivateKey(text) {
    const trimmed = text.trim();
    return !trimmed.includes('\n') && trimmed.includes('\\n') ? trimmed.replace(/\\n/g, '\n') : trimmed;
}
function keyObjectOf(privateKey) {
    const text = normalizePrivateKey(privateKey);
    if (text.startsWith('{')) {
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)({ key: JSON.parse(text), format: 'jwk' });
    }
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)(text);
}
/** The `alg` a private JWK names, if the key is a JWK that names one. */
function jwkAlgorithmOf(privateKey) {
    const text = normalizePrivateKey(privateKey);
    if (!text.startsWith('{'))
        return undefined;
    const alg = JSON.parse(text).alg;
    return typeof alg === 'string' && alg ? alg : undefined;
}
/** JWS algorithm per EC curve (RFC 7518 §3.4). */
const EC_ALGORITHMS = { prime256v1: 'ES256', secp384r1: 'ES384', secp521r1: 'ES512' };
/**
 * The JWS algorithm for signing client assertions with this key, read from the key itself so the user
 * does not have to say it. Throws an Error that says what kind of key is expected.
 */
function signingAlgorithmOf(privateKey) {
    let key;
    try {
        key = keyObjectOf(privateKey);
    }
    catch (error) {
        throw new Error(`the OAuth private key could not be read (${error.message}): give a PEM private key (-----BEGIN PRIVATE KEY-----…) or a private JWK as JSON`);
    }
    const type = key.asymmetricKeyType;
    const curve = key.asymmetricKeyDetails?.namedCurve;
    // The SDK signs PEM keys with the RS*, PS* and ES* algorithms only (not EdDSA).
    const algorithm = type === 'rsa' ? 'RS256' : type === 'rsa-pss' ? 'PS256' : EC_ALGORITHMS[curve ?? ''];
    // A JWK may name its algorithm (`alg`): the authorization server may accept only that one.
    const named = jwkAlgorithmOf(privateKey);
    if (algorithm && named && named !== algorithm) {
        const fits = type === 'rsa' ? /^(RS|PS)(256|384|512)$/.test(named) : type === 'rsa-pss' && /^PS(256|384|512)$/.test(named);
        if (!fits) {
            throw new Error(`the OAuth private key's JWK says "alg": ${JSON.stringify(named)}, which an ${(type ?? '').toUpperCase()}${curve ? ` (${curve})` : ''} key cannot sign with: use ${algorithm}, or a key that fits "${named}"`);
        }
        return named;
    }
    if (!algorithm) {
        throw new Error(`the OAuth private key is of type ${type}${curve ? ` (${curve})` : ''}, which private_key_jwt cannot sign with here: use an RSA or an EC P-256, P-384 or P-521 key`);
    }
    return algorithm;
}
/**
 * The values to mask and scrub for these credentials: the secret, the key, and each line of the key
 * (a log line shows one line of a multi-line secret at a time).
 */
function oauthSecretValues(credentials) {
    const values = [];
    if (credentials.clientSecret)
        values.push(credentials.clientSecret);
    if (credentials.clientSecret && credentials.clientId !== undefined)
        values.push(...basicCredentials(credentials.clientId, credentials.clientSecret));
    if (credentials.privateKey) {
        const key = normalizePrivateKey(credentials.privateKey);
        values.push(credentials.privateKey, key);
        for (const line of key.split(/\r?\n/)) {
            const trimmed = line.trim();
            // The PEM armour lines are the same in every key; masking them would only hide log text.
            if (trimmed.length >= _headers_js__WEBPACK_IMPORTED_MODULE_1__/* .MIN_SECRET_HEADER_CHARS */ .I8 && !trimmed.startsWith('-----'))
                values.push(trimmed);
        }
    }
    return [...new Set(values)];
}
/**
 * The credential `client_secret_basic` sends (`Authorization: Basic base64(id:secret)`, as the SDK
 * builds it with `btoa`, so Latin-1 bytes; UTF-8 too for a server that decodes it so): it is the
 * secret itself to whoever reads it, and an authorization server may echo it in an error.
 */
function basicCredentials(clientId, clientSecret) {
    const pair = `${clientId}:${clientSecret}`;
    const encoded = [Buffer.from(pair, 'utf8').toString('base64')];
    if ([...pair].every((char) => char.charCodeAt(0) <= 0xff))
        encoded.push(Buffer.from(pair, 'latin1').toString('base64'));
    return [...new Set(encoded)];
}
/**
 * How the client authenticates, as the messages say it: the method seen on the token request when
 * there was one (`observed`: the SDK sends a secret as Basic or in the body, as the authorization
 * server's metadata asks), else what the credentials imply (a key signs; a secret goes as Basic first).
 */
function oauthMethodOf(credentials, observed) {
    return observed ?? (credentials.privateKey ? 'private_key_jwt' : 'client_secret_basic');
}
/**
 * Builds the SDK's provider for these credentials; loaded only in live mode. `onToken` gets every
 * token the provider obtains (access and refresh) and every client assertion it signs, so it can be
 * scrubbed like the configured secrets: a server may echo it in a refusal.
 */
async function createAuthProvider(credentials, onToken = () => undefined) {
    const { ClientCredentialsProvider, PrivateKeyJwtProvider } = await __webpack_require__.e(/* import() */ 248).then(__webpack_require__.bind(__webpack_require__, 248));
    const common = {
        clientId: credentials.clientId,
        clientName: 'mcp-scenario-eval',
        scope: credentials.scope || undefined,
        expectedIssuer: credentials.issuer || undefined,
    };
    let provider;
    if (credentials.privateKey) {
        // The SDK signs with jose, which reads PKCS#8 only: PKCS#1/SEC1 PEMs and JWKs are converted first.
        const pkcs8 = keyObjectOf(credentials.privateKey).export({ type: 'pkcs8', format: 'pem' }).toString();
        provider = new PrivateKeyJwtProvider({
            ...common,
            privateKey: pkcs8,
            algorithm: signingAlgorithmOf(credentials.privateKey),
        });
    }
    else {
        provider = new ClientCredentialsProvider({ ...common, clientSecret: credentials.clientSecret ?? '' });
    }
    // The signed client assertion (private_key_jwt) is replayable until it expires: a secret of the run.
    const addClientAuthentication = provider.addClientAuthentication?.bind(provider);
    if (addClientAuthentication) {
        provider.addClientAuthentication = async (headers, params, url, metadata) => {
            await addClientAuthentication(headers, params, url, metadata);
            const assertion = params.get('client_assertion');
            if (assertion)
                onToken(assertion);
            const authorization = headers.get('Authorization');
            if (authorization)
                onToken(authorization.replace(/^\S+\s+/, ''));
        };
    }
    // Step-up (SEP-835): on a 403 insufficient_scope naming scopes, the SDK asks for a new token once
    // and retries the request; for client credentials it would ask for oauth-scope alone again. The
    // scopes the server named are added here, so the new token is asked for with the union.
    const stepUp = new Set();
    const prepareTokenRequest = provider.prepareTokenRequest?.bind(provider);
    if (prepareTokenRequest) {
        provider.prepareTokenRequest = (scope) => prepareTokenRequest(unionOfScopes(scope, [...stepUp]));
    }
    provider.stepUpScopes = (scope) => {
        for (const name of scope.split(/\s+/))
            if (name)
                stepUp.add(name);
    };
    const saveTokens = provider.saveTokens.bind(provider);
    provider.saveTokens = (tokens) => {
        for (const token of [tokens.access_token, tokens.refresh_token])
            if (token)
                onToken(token);
        return saveTokens(tokens);
    };
    return provider;
}
/** Space-separated scopes: `configured`'s, then the others not in it; undefined for none. */
function unionOfScopes(configured, others) {
    const names = [...(configured ?? '').split(/\s+/), ...others].filter(Boolean);
    return names.length > 0 ? [...new Set(names)].join(' ') : undefined;
}
//# sourceMappingURL=oauth.js.map

/***/ }),

/***/ 4696:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GR: () => (/* binding */ removeScenarioDir),
/* harmony export */   GS: () => (/* binding */ SCENARIO_DIR_VARIABLE),
/* harmony export */   M: () => (/* binding */ parseServerEnv),
/* harmony export */   kV: () => (/* binding */ makeScenarioDir),
/* harmony export */   mF: () => (/* binding */ expandScenarioDir),
/* harmony export */   sx: () => (/* binding */ assignmentAdvice),
/* harmony export */   yE: () => (/* binding */ leadingAssignment),
/* harmony export */   z_: () => (/* binding */ makeScenarioDirSync)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);




/**
 * The variable that names the fresh, empty directory each started server process gets (one per
 * scenario with `isolation: scenario`, one for the run with `isolation: suite`), removed once the
 * process has ended. A server that keeps state on disk is pointed into it (`server-env`), so no
 * state is left for the next scenario, or the next run, to find.
 */
const SCENARIO_DIR_VARIABLE = 'MCP_EVAL_SCENARIO_DIR';
/** Variable names a `server-env` entry may set: what a POSIX shell accepts. */
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** `${MCP_EVAL_SCENARIO_DIR}` or `$MCP_EVAL_SCENARIO_DIR` (not followed by a name character). */
const SCENARIO_DIR_REFERENCE = new RegExp(`\\$\\{${SCENARIO_DIR_VARIABLE}\\}|\\$${SCENARIO_DIR_VARIABLE}(?![A-Za-z0-9_])`, 'g');
/**
 * Parses `server-env` entries (`KEY=VALUE`, one per line of the input or per `--server-env` flag;
 * blank lines and `#` comments are skipped). `label` names the setting as the user wrote it.
 * Throws an Error whose message names the entry and says what is expected.
 */
function parseServerEnv(entries, label) {
    const env = {};
    for (const entry of entries) {
        const text = entry.trim();
        if (text === '' || text.startsWith('#'))
            continue;
        const equals = text.indexOf('=');
        const name = equals < 0 ? text : text.slice(0, equals);
        if (equals < 0 || !VARIABLE_NAME.test(name)) {
            throw new Error(`${label} entry "${text}" is not KEY=VALUE: give a variable name (letters, digits and _, not starting with a digit), "=" and its value, for example MEMORY_FILE_PATH=\${${SCENARIO_DIR_VARIABLE}}/memory.json`);
        }
        if (name === SCENARIO_DIR_VARIABLE || name === 'MCP_EVAL_MODE') {
            throw new Error(`${label} cannot set ${name}: the run sets it for every server it starts`);
        }
        env[name] = text.slice(equals + 1);
    }
    return env;
}
/** Replaces `${MCP_EVAL_SCENARIO_DIR}` (and `$MCP_EVAL_SCENARIO_DIR`) in `text` with `directory`. */
function expandScenarioDir(text, directory) {
    return text.replace(SCENARIO_DIR_REFERENCE, () => directory);
}
/**
 * A leading `NAME=value` word of a command line: a shell would set a variable, but the command line
 * is run without one, so the "program" would be `NAME=value`. Returns the word, or undefined.
 */
function leadingAssignment(words) {
    const first = words[0];
    if (first === undefined)
        return undefined;
    const equals = first.indexOf('=');
    return equals > 0 && VARIABLE_NAME.test(first.slice(0, equals)) ? first : undefined;
}
/**
 * Makes a fresh, empty directory for one server process, under RUNNER_TEMP on a runner (cleaned
 * between jobs even if this process is killed) and the system's temporary directory elsewhere.
 */
async function makeScenarioDir(env = process.env) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'mcp-eval-scenario-'));
}
/** makeScenarioDir, at once: for the server started early, spawned in the same tick as it is asked for. */
function makeScenarioDirSync(env = process.env) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'mcp-eval-scenario-'));
}
/** Removes a directory made by makeScenarioDir, with whatever the server left in it; never throws. */
async function removeScenarioDir(directory) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(directory, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
}
/**
 * What to do about `NAME=value cmd`: the command line runs without a shell, which alone would read
 * the first word as a variable. `label` names the setting for variables (`--server-env`, input `server-env`).
 */
function assignmentAdvice(word, label) {
    return `"${word}" sets a variable, which only a shell does, and server-command is run without one: remove it from the command line and give it with ${label} ${word}`;
}
//# sourceMappingURL=server-env.js.map

/***/ }),

/***/ 1105:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ splitCommand)
/* harmony export */ });
/**
 * Splits a command line into words the way a POSIX shell would for quoting (single quotes,
 * double quotes, backslash escapes), without running a shell: no expansion, no pipes.
 */
function splitCommand(line) {
    const words = [];
    let word = '';
    let inWord = false;
    let quote;
    for (let i = 0; i < line.length; i++) {
        const char = line[i];
        if (quote === "'") {
            if (char === "'")
                quote = undefined;
            else
                word += char;
        }
        else if (quote === '"') {
            if (char === '"')
                quote = undefined;
            else if (char === '\\' && i + 1 < line.length && '"\\$`\n'.includes(line[i + 1]))
                word += line[++i];
            else
                word += char;
        }
        else if (char === "'" || char === '"') {
            quote = char;
            inWord = true;
        }
        else if (char === '\\' && i + 1 < line.length) {
            word += line[++i];
            inWord = true;
        }
        else if (/\s/.test(char)) {
            if (inWord)
                words.push(word);
            word = '';
            inWord = false;
        }
        else {
            word += char;
            inWord = true;
        }
    }
    if (quote)
        throw new Error(`server-command has an unclosed ${quote} quote: ${line}`);
    if (inWord)
        words.push(word);
    return words;
}
//# sourceMappingURL=split-command.js.map

/***/ }),

/***/ 2527:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $U: () => (/* binding */ breakWorkflowCommands),
/* harmony export */   CN: () => (/* binding */ unsafePropertyReason),
/* harmony export */   L$: () => (/* binding */ escapeName),
/* harmony export */   LI: () => (/* binding */ CommandGuard),
/* harmony export */   R0: () => (/* binding */ escapeXmlAttribute),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   X: () => (/* binding */ escapeXml),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   bf: () => (/* binding */ breakLegacyCommands),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   kq: () => (/* binding */ escapeCell),
/* harmony export */   xx: () => (/* binding */ visibleControls)
/* harmony export */ });
/* unused harmony exports visibleSpoofing, visibleControlsExcept */
/* eslint-disable no-control-regex -- finding control characters is what this module is for */
/**
 * Escaping of untrusted text (server output, stderr, judge replies, check messages that quote
 * them) for each place a report puts it. Each function makes its input inert in that context:
 * whatever the text holds, nothing outside the escaped span changes.
 */
/** For HTML text and attribute values (`<pre>` blocks, `<summary>`): no tag, no entity, no quote can start. */
function escapeHtml(text) {
    return visibleControls(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
/**
 * For inline Markdown prose: HTML-escaped, every character that could start Markdown formatting
 * (emphasis, code, links, images, tables, headings, strikethrough) backslash-escaped, one line.
 * Never put the result at the start of a line: it is meant to follow a label.
 */
function escapeInline(text) {
    // Markdown first: HTML-escaping first would put `#` (of `&#39;`) where the Markdown escape breaks it.
    return escapeHtml(text.replace(/([\\`*_[\]#|~])/g, '\\$1')).replace(/\r\n?|\n/g, ' ');
}
/** For a Markdown table cell: as inline prose, line breaks kept as `<br>`. */
function escapeCell(text) {
    return text
        .split(/\r\n?|\n/)
        .map((line) => escapeInline(line))
        .join('<br>');
}
/**
 * For XML 1.0 text and attributes: escaped, characters XML cannot hold at all replaced by U+FFFD,
 * and the characters that reorder or break the displayed text shown as `\u202E`-style escapes.
 */
function escapeXml(text) {
    return (visibleSpoofing(text)
        // Control characters other than tab, LF and CR, lone surrogates, U+FFFE and U+FFFF are not XML.
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;'));
}
/** For an XML attribute: escaped, with line breaks and tabs kept as character references. */
function escapeXmlAttribute(text) {
    return escapeXml(text).replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}
/**
 * For a terminal or a log: control characters (an escape sequence could recolour, move the cursor
 * or retitle the window) shown as visible symbols, tab and line feed kept; and the two ways a line
 * of a GitHub Actions log becomes a workflow command broken with a zero-width space: `::` at the
 * start of a line (after any indent) and the legacy `##[`, which the runner finds anywhere in a line.
 */
function escapeTerminal(text) {
    // Any white space counts before `::`, not only spaces and tabs: the runner trims all of it.
    return breakWorkflowCommands(visibleControls(text));
}
/** The legacy `##[command]` form, which the runner finds anywhere in a line, broken with a zero-width space. */
function breakLegacyCommands(text) {
    return text.replace(/##\[/g, '##\u200B[');
}
/**
 * Characters that change how the text around them is displayed without showing themselves: the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: a file name can
 * display reversed, `txt.exe` as `exe.txt`), the directional marks (U+200E, U+200F, U+061C), and
 * the line and paragraph separators (U+2028, U+2029), which some viewers break lines at.
 */
const DISPLAY_SPOOFING = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u2028\u2029]/g;
/** The display-spoofing characters (see DISPLAY_SPOOFING) as visible `\u202E`-style escapes. */
function visibleSpoofing(text) {
    return text.replace(DISPLAY_SPOOFING, (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}
/**
 * Control characters other than tab and line feed (CR LF becomes LF) as their visible symbols (␛,
 * ␇, ␍, …), and the characters that reorder or break the displayed text as `\u202E`-style escapes.
 */
function visibleControls(text) {
    const controls = text.replace(/\r\n/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F\u0080-\u009F]/g, (char) => {
        const code = char.charCodeAt(0);
        return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '\u2421' : '\uFFFD';
    });
    return visibleSpoofing(controls);
}
/**
 * For a name or a path shown inside a line of our own (scenario names, file paths, globs, the
 * judge model): one line whatever it holds. Line feed, carriage return and tab are shown as `\n`,
 * `\r` and `\t`, so a newline in a file name reads as one; other control characters as their
 * visible symbols; the legacy `##[` broken. Backslashes are kept as they are: the text stays
 * readable, and nothing it could spell is a control character any more.
 */
function escapeName(text) {
    return breakLegacyCommands(visibleControls(text.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\t/g, '\\t')));
}
/**
 * Characters the runner skips before looking for `::` (.NET `TrimStart` trims every Unicode white
 * space, U+0085 and the information separators U+001C–U+001F included); a superset is safe.
 */
const LEADING_SPACE = String.raw `[\s\u0085\u001C-\u001F]`;
/** A CSI escape sequence (colour, clearing the line): skipped too, so colour cannot hide a command. */
const CSI_SEQUENCE = String.raw `\u001B\[[0-9;?]*[ -/]*[@-~]`;
/**
 * `::` where the runner would take it as the start of a workflow command: at the start of a line
 * (the runner splits lines at LF, CR and CR LF) after any white space and escape sequences.
 */
const COMMAND_START = new RegExp(`(?<=^|[\\r\\n])(?:${LEADING_SPACE}|${CSI_SEQUENCE})*:(?=:)`, 'g');
/**
 * Breaks everything in `text` that a GitHub Actions runner would obey as a workflow command, by
 * inserting a zero-width space (which .NET does not trim): `::` at a line start becomes `:\u200B:`
 * and `##[` anywhere becomes `##\u200B[`. Nothing else changes; our own output never holds either.
 */
function breakWorkflowCommands(text) {
    return breakLegacyCommands(text.replace(COMMAND_START, '$&\u200B'));
}
/**
 * What a terminal stream may carry unescaped, and every control character: our own styling writes
 * only SGR colour (`ESC[…m`), clearing the line (`ESC[2K`) and a carriage return before it.
 */
const TERMINAL_CONTROLS = /\u001B\[[0-9;]*m|\u001B\[2K|\r\n?|[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u2028\u2029]/g;
/**
 * Control characters as `visibleControls` shows them, except the escape sequences and carriage
 * returns that `allow` permits, which pass unchanged. CR LF becomes LF.
 */
function visibleControlsExcept(text, allow) {
    return text.replace(TERMINAL_CONTROLS, (match) => {
        const allowed = match.endsWith('m') ? allow.color : match === '\r' || match.endsWith('K') ? allow.redraw : false;
        return allowed ? match : visibleControls(match);
    });
}
/** How much of an all-blank current line a guard remembers; more blanks change nothing. */
const GUARD_BLANK_CARRY_CHARS = 256;
/** A line's start so far, when a `::` written next would still stand at the start of the line. */
const BLANK_LINE_SO_FAR = new RegExp(`^(?:${LEADING_SPACE}|${CSI_SEQUENCE})*:?$`);
/**
 * The last guard between the CLI and a stream: whatever any part of the CLI writes, in whatever
 * chunks, nothing that reaches the stream can start a workflow command, and no control character
 * passes but those `allow` permits. Renderers escape untrusted text themselves (so it reads well);
 * this catches what one forgets, and our own output passes unchanged.
 *
 * It remembers the end of the line written so far, so `::` split over two writes is caught too.
 */
class CommandGuard {
    allow;
    /**
     * What of the current line matters to the next write: all of it while it is blank (white space,
     * escape sequences, perhaps one `:`), else a non-blank mark and its last two characters (`##`).
     */
    carry = '';
    constructor(allow) {
        this.allow = allow;
    }
    guard(text) {
        const carried = this.carry;
        const written = breakWorkflowCommands(carried + visibleControlsExcept(text, this.allow)).slice(carried.length);
        const all = carried + written;
        const line = all.slice(Math.max(all.lastIndexOf('\n'), all.lastIndexOf('\r')) + 1);
        if (!BLANK_LINE_SO_FAR.test(line))
            this.carry = `x${line.slice(-2)}`;
        // A long blank start stands for itself as one space (cutting it could split an escape sequence).
        else if (line.length > GUARD_BLANK_CARRY_CHARS)
            this.carry = line.endsWith(':') ? ' :' : ' ';
        else
            this.carry = line;
        return written;
    }
}
/**
 * Why `value` cannot be an annotation's property (its `file=`), or undefined when it can. `core`
 * encodes `%`, CR, LF, `:` and `,` in properties, and the runner decodes exactly those (`%25 %0D
 * %0A %3A %2C`), so such paths arrive intact; but nothing encodes the legacy `##[`, which the
 * runner finds anywhere in a line, nor other control characters, which would reach the log raw.
 */
function unsafePropertyReason(value) {
    if (value.includes('##['))
        return 'it holds "##[", which the runner reads as a command anywhere in a line';
    if (/[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(value))
        return 'it holds a control character, which no encoding of a workflow command property carries';
    if (new RegExp(DISPLAY_SPOOFING.source).test(value))
        return 'it holds a bidirectional control or a line or paragraph separator, which would show the path reordered';
    return undefined;
}
//# sourceMappingURL=escape.js.map

/***/ }),

/***/ 3411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ PACKAGE_VERSION)
/* harmony export */ });
/** Reported to servers as the MCP client version; kept in step with package.json by a test. */
const PACKAGE_VERSION = '0.1.0';
//# sourceMappingURL=version.js.map

/***/ })

};

//# sourceMappingURL=872.index.js.map