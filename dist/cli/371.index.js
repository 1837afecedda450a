export const id = 371;
export const ids = [371];
export const modules = {

/***/ 48494:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nr: () => (/* reexport safe */ _providers_choose_js__WEBPACK_IMPORTED_MODULE_0__.Nr),
/* harmony export */   SN: () => (/* binding */ JUDGE_NOT_ASKED_PREFIX),
/* harmony export */   XZ: () => (/* binding */ gradeCriteria),
/* harmony export */   uS: () => (/* binding */ judgedOutcome)
/* harmony export */ });
/* harmony import */ var _providers_choose_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36069);
/** Why the judge and agent scenarios cannot call the API: said wherever a key is missing (providers/choose.ts). */

/**
 * Starts the error of a scenario (or agent trial) the judge could not be asked about; its code is
 * `judge_not_asked` (model/reasons.ts), which the decisions read.
 */
const JUDGE_NOT_ASKED_PREFIX = 'the judge could not be asked: ';
/** Starts the message of a criterion the judge could not be asked about (unreachable, or an API error). */
const JUDGE_ERROR_PREFIX = 'judge error: ';
/**
 * One check per criterion. `notJudgedBecause`: the kind's reason to skip judging (the calls did not
 * run as expected). A judge that could not be asked gives a failed check marked `unavailable`:
 * the kind errors the scenario with it, so an outage never reads as the server's fault.
 */
function gradeCriteria(criteria, text, plan, notJudgedBecause) {
    return Promise.all(criteria.map(async (criterion) => {
        const base = { kind: 'judge', subject: criterion.value, position: criterion.position };
        if (plan.kind === 'fail')
            return { ...base, status: 'failed', message: plan.reason };
        if (plan.kind === 'skip')
            return { ...base, status: 'skipped', message: plan.reason };
        if (notJudgedBecause !== undefined)
            return { ...base, status: 'skipped', message: notJudgedBecause };
        const verdict = await plan.judge.judge(criterion.value, text);
        if (verdict.error !== undefined) {
            // No reply to show: the criterion errored, and says why instead of quoting a "raw reply".
            return {
                ...base,
                status: 'failed',
                message: `${JUDGE_ERROR_PREFIX}${verdict.error}`,
                unavailable: verdict.error,
                ...(verdict.errorCode && { unavailableCode: verdict.errorCode }),
                // A reply that overran the budget was paid for: its tokens count in the scenario's cost.
                ...(verdict.usage && { judgeUsage: verdict.usage }),
            };
        }
        return {
            ...base,
            status: verdict.verdict === 'PASS' ? 'passed' : 'failed',
            message: verdict.verdict === 'PASS'
                ? undefined
                : verdict.malformed
                    ? `judge: FAIL: the reply broke the two-line contract (${verdict.malformed}): ${verdict.reason}`
                    : `judge: FAIL: ${verdict.reason}`,
            judge: verdict,
        };
    }));
}
/**
 * What a set of checks says of its scenario (or agent trial): `failed` when a check failed on the
 * output; `error` when the only failures are criteria the judge could not be asked about, so that an
 * outage errors the scenario instead of failing it (a failure of the output stands regardless).
 */
function judgedOutcome(checks) {
    const failed = checks.some((check) => check.status === 'failed' && check.unavailable === undefined);
    const unavailable = checks.find((check) => check.unavailable !== undefined);
    if (failed || !unavailable)
        return { failed };
    const budget = checks.find((check) => check.unavailableCode === 'cost_budget');
    return budget
        ? { failed, error: `${JUDGE_NOT_ASKED_PREFIX}${budget.unavailable}`, code: 'cost_budget' }
        : { failed, error: `${JUDGE_NOT_ASKED_PREFIX}${unavailable.unavailable}`, code: 'judge_not_asked' };
}
//# sourceMappingURL=judge.js.map

/***/ }),

/***/ 23785:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ hiddenText),
/* harmony export */   Rs: () => (/* binding */ steersAgainstUser),
/* harmony export */   gG: () => (/* binding */ steersOtherTools)
/* harmony export */ });
/* unused harmony exports HIDDEN_WHITESPACE_RUN, HIDDEN_LINE_BREAKS, VARIATION_SELECTOR_RUN */
/**
 * Text aimed at the model that should not be there (tool poisoning): hidden text, instructions that
 * turn the model against its user, and steering of other tools or servers. Pure functions over one
 * piece of model-facing text each (a description, a title, a prompt's or a resource's description,
 * the server's instructions, and in a run a tool's output), so lint and the run share them.
 *
 * Each check is written for precision: measured on the reference servers (server-everything,
 * -filesystem, -memory, -sequential-thinking, mcp-server-time, mcp-server-git) it finds nothing.
 */
/** A run of white space at least this long, followed by more text, hides that text below the fold. */
const HIDDEN_WHITESPACE_RUN = 40;
/** Or this many line breaks in one run of white space, followed by more text. */
const HIDDEN_LINE_BREAKS = 8;
/** Variation selectors in a row from this many on: one after an emoji is normal, a run encodes data. */
const VARIATION_SELECTOR_RUN = 2;
/** How much of a hidden or quoted text a message shows. */
const SHOWN = 60;
const shown = (text) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return JSON.stringify(flat.length > SHOWN ? `${flat.slice(0, SHOWN)}…` : flat);
};
const codePoint = (char) => `U+${char.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
/** Unicode tag characters: invisible, and each one is an ASCII character (U+E0041 is "A"). */
const TAG_CHARACTERS = /[\u{E0000}-\u{E007F}]+/gu;
/** Zero-width characters (ZWJ is checked apart: between two pictographs it joins an emoji). */
const ZERO_WIDTH = /[\u200B\u200C\u2060\u180E\u2061-\u2064]|(?<!^)\uFEFF/u;
const ZERO_WIDTH_JOINER = /\u200D/gu;
/** Bidirectional controls: they reorder what is displayed, not what the model reads. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
/** Variation selectors (the basic block and the supplement) in a run: data smuggled in invisible code points. */
const VARIATION_SELECTOR_RUNS = new RegExp(`(?:[\\uFE00-\\uFE0F]|[\\u{E0100}-\\u{E01EF}]){${VARIATION_SELECTOR_RUN},}`, 'gu');
const HTML_COMMENT = /<!--([\s\S]*?)(?:-->|$)/;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const SKIN_TONE = /\p{Emoji_Modifier}/u;
/**
 * What in `text` a user reading it would not see but a model reads, in one sentence each; empty
 * when nothing is hidden.
 */
function hiddenText(text) {
    const found = [];
    const tags = text.match(TAG_CHARACTERS);
    if (tags) {
        const decoded = tags
            .join('')
            .replace(/[\u{E0000}-\u{E007F}]/gu, (char) => String.fromCharCode(char.codePointAt(0) - 0xe0000));
        const count = [...tags.join('')].length;
        found.push(`${count} Unicode tag character${count === 1 ? '' : 's'} (U+E0000–U+E007F), invisible, reading ${shown(decoded)}`);
    }
    const zeroWidth = ZERO_WIDTH.exec(text);
    if (zeroWidth)
        found.push(`a zero-width character (${codePoint(zeroWidth[0])}) at offset ${zeroWidth.index}`);
    else
        for (const joiner of text.matchAll(ZERO_WIDTH_JOINER)) {
            const before = [...text.slice(0, joiner.index)].at(-1) ?? '';
            const after = [...text.slice(joiner.index + 1)][0] ?? '';
            // Emoji sequences (👩‍💻) join pictographs, possibly after a variation selector or skin tone.
            const joins = (char) => PICTOGRAPH.test(char) || char === '\uFE0F' || SKIN_TONE.test(char);
            if (!(joins(before) && PICTOGRAPH.test(after))) {
                found.push(`a zero-width joiner (U+200D) outside an emoji at offset ${joiner.index}`);
                break;
            }
        }
    const bidi = BIDI_CONTROLS.exec(text);
    if (bidi)
        found.push(`a bidirectional control (${codePoint(bidi[0])}) at offset ${bidi.index}, which reorders what is displayed`);
    const selectors = text.match(VARIATION_SELECTOR_RUNS);
    if (selectors) {
        const longest = Math.max(...selectors.map((run) => [...run].length));
        found.push(`a run of ${longest} variation selectors (invisible code points that can carry data)`);
    }
    const afterWhitespace = whitespaceHiding(text);
    if (afterWhitespace)
        found.push(afterWhitespace);
    const comment = HTML_COMMENT.exec(text);
    if (comment)
        found.push(`an HTML comment, which a rendered page does not show: <!--${shown(comment[1] ?? '').slice(1, -1)}-->`);
    return found;
}
/** Text after a run of white space long enough to push it out of a reader's sight. */
function whitespaceHiding(text) {
    for (const run of text.matchAll(/\s{2,}/g)) {
        const rest = text.slice(run.index + run[0].length);
        if (!rest.trim())
            return undefined;
        const breaks = (run[0].match(/\n/g) ?? []).length;
        if (run[0].length >= HIDDEN_WHITESPACE_RUN || breaks >= HIDDEN_LINE_BREAKS)
            return `text after ${run[0].length} characters of white space (${breaks} line breaks): ${shown(rest)}`;
    }
    return undefined;
}
/** Who the user is in an instruction: "the user", "users", "the human". */
const USER = String.raw `(?:the\s+|your\s+|any\s+)?(?:user|users|human|person|customer|operator)`;
const NEGATION = String.raw `(?:do\s+not|don['’]t|never|must\s+not|should\s+not|shouldn['’]t|avoid|no\s+need\s+to)`;
/** Instructions to keep something from the user, or not to let them know of a call. */
const AGAINST_USER = [
    [
        new RegExp(String.raw `\b${NEGATION}\s+(?:ever\s+)?(?:tell|inform|notify|alert|warn|show|reveal|disclose|mention|let)\b[^.!?\n]{0,40}\b${USER}\b`, 'i'),
        'tells the model to keep something from the user',
    ],
    [
        new RegExp(String.raw `\b(?:hide|conceal|withhold|keep)\b[^.!?\n]{0,40}\b(?:from|secret\s+from|hidden\s+from)\s+${USER}\b`, 'i'),
        'tells the model to hide something from the user',
    ],
    [
        new RegExp(String.raw `\bwithout\s+(?:telling|informing|notifying|alerting|asking|letting)\s+${USER}\b(?!\s+(?:to\s+)?(?:wait|type|retype|repeat))`, 'i'),
        'tells the model to act without the user knowing',
    ],
    [
        new RegExp(String.raw `\b${USER}\s+(?:must|should|need|needs)\s+(?:not|never)\s+(?:know|see|find\s+out|learn)\b`, 'i'),
        'tells the model the user must not know',
    ],
    [
        new RegExp(String.raw `\b${NEGATION}\s+(?:mention|reveal|disclose|report|say|tell|show|acknowledge|narrate|explain)\b[^.!?\n]{0,40}\b(?:(?:this|the|that|a|any)\s+(?:tool|function)(?:\s+call)?|(?:you|it)\s+(?:called|used|invoked|ran)|(?:calling|using|invoking)\s+(?:this|the|that|a|any)\s+(?:tool|function))\b`, 'i'),
        'tells the model not to mention a tool call',
    ],
];
/** Paths of secrets and keys a tool has no business reading unless it is about them. */
const SECRET_PATHS = /(?:~|\$HOME|%USERPROFILE%|\/home\/[\w.-]+|\/root)[/\\]\.(?:ssh|aws|gnupg|kube|docker|azure|netrc|npmrc|pypirc|pgpass|git-credentials|config[/\\]gcloud)\b|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|(?:^|[\s'"`(/])\.env(?:\.[\w-]+)?\b|\/etc\/(?:passwd|shadow)\b|\bcredentials\.json\b|\bmcp\.json\b|\bclaude_desktop_config\.json\b/i;
/** The tool reading or passing on something. */
const ACQUIRE = /\b(?:read|reads|reading|cat|open|load|include|includes|including|pass|send|attach|append|provide|copy|extract|collect|gather|upload|paste|fetch|get|access)\b/i;
/** Secrets of the user, asked for in general. */
const USER_SECRETS = new RegExp(String.raw `\b(?:read|collect|gather|extract|harvest|find|look\s+up|search\s+for|include|pass|send|attach|copy|paste)\b[^.!?\n]{0,40}\b(?:all|any|every|the\s+user['’]s|your|their|his|her|stored|saved|local)\s+(?:api[\s_-]?keys?|passwords?|credentials|secrets|private\s+keys?|ssh\s+keys?|access\s+tokens?|session\s+(?:cookies|tokens?)|environment\s+variables)\b`, 'i');
/** Sending data somewhere named by a literal address. */
const SEND_TO_URL = /\b(?:send|sends|post|posts|upload|uploads|forward|transmit|exfiltrate|submit|leak|report|copy|mirror|log)\b[^.!?\n]{0,80}?\bto\s+<?(?:https?:\/\/|wss?:\/\/|\/\/)[^\s)>"'`]+/i;
/**
 * Instructions in `text` that turn the model against its user, in one sentence each: to hide
 * something from them, not to mention a call, to read files or secrets unrelated to `subject` (a
 * tool whose own name is about them, `read_env`, may name them), to send data to an address.
 */
function steersAgainstUser(text, subject = '') {
    const found = [];
    for (const [pattern, what] of AGAINST_USER) {
        const match = pattern.exec(text);
        if (match)
            found.push(`${what}: ${shown(match[0])}`);
    }
    const about = subject.toLowerCase();
    const related = /ssh|env|secret|credential|key|vault|passw|auth|token|config|dotenv/.test(about);
    const secretPath = SECRET_PATHS.exec(text);
    if (secretPath && !related && ACQUIRE.test(sentenceAround(text, secretPath.index)))
        found.push(`tells the model to read a secret unrelated to the tool: ${shown(secretPath[0].trim())}`);
    const secrets = USER_SECRETS.exec(text);
    if (secrets && !related)
        found.push(`tells the model to gather the user's secrets: ${shown(secrets[0])}`);
    const send = SEND_TO_URL.exec(text);
    if (send)
        found.push(`tells the model to send data to an address: ${shown(send[0])}`);
    return found;
}
/** The sentence (or line) holding offset `at`. */
function sentenceAround(text, at) {
    const start = Math.max(text.lastIndexOf('.', at - 1), text.lastIndexOf('\n', at - 1)) + 1;
    const ends = ['. ', '.\n', '\n'].map((end) => text.indexOf(end, at)).filter((index) => index >= 0);
    return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
}
/** A name as written in text: an identifier with `_` or `-` in it, or in backquotes. */
const NAMED = String.raw `(?:\x60([\w./-]+)\x60|\b([A-Za-z][\w]*[_-][\w-]*[A-Za-z0-9])\b)`;
/** Phrases that steer the model to or away from a named tool, or to how it uses one. */
const STEERING_NAMED = [
    // "instead of X", "rather than X", "prefer this tool over X", "over the X tool"
    new RegExp(String.raw `\b(?:instead\s+of|rather\s+than|in\s+place\s+of|prefer\w*\b[^.!?\n]{0,40}?\b(?:over|to))\s+(?:the\s+|using\s+|calling\s+)?${NAMED}`, 'gi'),
    // "do not use X", "never call X"
    new RegExp(String.raw `\b${NEGATION}\s+(?:use|call|invoke|run)\s+(?:the\s+)?${NAMED}`, 'gi'),
    // "when (you) (use|call) X", "before calling X", "whenever X is called"
    new RegExp(String.raw `\b(?:when(?:ever)?|before|after|each\s+time|every\s+time)\s+(?:you\s+)?(?:use|call|invoke|run|using|calling|invoking|running)\s+(?:the\s+)?${NAMED}`, 'gi'),
    new RegExp(String.raw `\b(?:when(?:ever)?|before|after)\s+(?:the\s+)?${NAMED}\s+(?:tool\s+)?(?:is|gets)\s+(?:used|called|invoked|run)`, 'gi'),
];
/** Steering of tools or servers this server does not own, without naming them. */
const STEERING_OTHERS = /\b(?:all|any|every|each)\s+other\s+(?:tools?|servers?|mcp\s+servers?|functions?)\b|\b(?:another|other)\s+(?:mcp\s+)?servers?['’]?\s+tools?\b|\bother\s+mcp\s+servers?\b|\b(?:(?:all|any|every)\s+)?(?:subsequent|future|later)\s+tool\s+calls?\b/i;
/**
 * Sentences of `text` that tell the model how to use a tool or server other than this server's
 * (`own`: its tools', prompts' and resources' names, which it may refer to freely), or to prefer
 * this tool over one named.
 */
function steersOtherTools(text, own) {
    const found = [];
    for (const pattern of STEERING_NAMED)
        for (const match of text.matchAll(pattern)) {
            const name = match[1] ?? match[2] ?? '';
            if (own.has(name))
                continue;
            found.push(`names ${JSON.stringify(name)}, which this server does not offer: ${shown(match[0])}`);
        }
    const others = STEERING_OTHERS.exec(text);
    if (others)
        found.push(`tells the model how to use other tools or servers: ${shown(sentenceAround(text, others.index))}`);
    return [...new Set(found)];
}
//# sourceMappingURL=poisoning.js.map

/***/ }),

/***/ 69973:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ flagOptions),
  u: () => (/* binding */ readFlags)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/mcp/headers.js
var mcp_headers = __webpack_require__(16878);
// EXTERNAL MODULE: ./lib/config/parse-setting.js
var parse_setting = __webpack_require__(35740);
// EXTERNAL MODULE: ./lib/config/settings.js + 5 modules
var settings = __webpack_require__(93966);
;// CONCATENATED MODULE: ./lib/config/read-settings.js
// Reads every setting through the table (settings.ts), whichever face gives it: the CLI hands over
// its parsed flags, the action its inputs; each value falls back on its environment variable, then
// on its default, and is checked and named in that face's words. The result is the RunConfig that
// toRunOptions turns into a run's options: one path from a setting to the engine for both faces.




/** Empty text, an empty list and an unset switch give nothing: the variable or the default applies. */
function isGiven(raw) {
    if (raw === undefined || raw === '' || raw === false)
        return false;
    return !Array.isArray(raw) || raw.length > 0;
}
/**
 * Reads `keys` (every setting by default) from `source`, then from the environment for the settings
 * that have a variable, then their defaults (the command's own when it has one); checks each.
 */
function readSettingsFrom(source, env, command, keys = settings/* SETTING_KEYS */.GS) {
    const values = {};
    const from = {};
    for (const key of keys) {
        const setting = settings/* SETTINGS */.yy[key];
        let given = source(key, setting);
        if (!given || !isGiven(given.raw)) {
            const variable = setting.env ? env[setting.env] : undefined;
            given = variable ? { raw: variable, from: setting.env } : given;
        }
        if (given && isGiven(given.raw))
            from[key] = given.from;
        values[key] = (0,parse_setting/* parseSetting */.WC)(key, given?.raw, given?.from ?? setting.name, command);
    }
    return { values: values, from };
}
/**
 * The RunConfig of settings read by a face: the server's settings named as that face names them,
 * the OAuth credentials with where each came from, MCP_EVAL_HEADERS parsed. `workspace` is what
 * paths are relative to.
 */
function runConfigFrom(read, face, workspace, env) {
    const { values: v, from } = read;
    const label = (key) => from[key] ?? (0,settings/* settingLabel */.px)(key, face);
    // Where a secret came from, for messages: `the bearer-token input`, or its variable.
    const source = (key) => {
        const given = from[key];
        if (given === undefined)
            return settings/* SETTINGS */.yy[key].env ?? settings/* SETTINGS */.yy[key].name;
        return given.startsWith('input ') ? `the ${settings/* SETTINGS */.yy[key].name} input` : given;
    };
    const oauthParts = ['oauthClientId', 'oauthClientSecret', 'oauthPrivateKey'].filter((key) => v[key]);
    let headers;
    try {
        headers = (0,mcp_headers/* parseHeaderLines */.oR)(env[mcp_headers/* HEADERS_VARIABLE */.KT] ?? '');
    }
    catch (error) {
        throw new parse_setting/* ConfigError */.xL(error.message);
    }
    return {
        face,
        workspace,
        scenarioGlobs: v.scenarioGlobs,
        serverCommand: v.serverCommand,
        serverModule: v.serverModule,
        serverCwd: external_node_path_.resolve(workspace, v.serverCwd),
        serverEnv: v.serverEnv,
        serverSecrets: v.serverSecrets,
        remoteUrl: v.remoteUrl,
        labels: {
            serverCommand: label('serverCommand'),
            serverModule: label('serverModule'),
            serverEnv: (0,settings/* settingLabel */.px)('serverEnv', face),
            serverSecrets: (0,settings/* settingLabel */.px)('serverSecrets', face),
            remoteUrl: label('remoteUrl'),
        },
        bearerToken: v.bearerToken,
        bearerTokenSource: source('bearerToken'),
        headers,
        oauth: {
            clientId: v.oauthClientId,
            clientSecret: v.oauthClientSecret,
            privateKey: v.oauthPrivateKey,
            scope: v.oauthScope,
            issuer: v.oauthIssuer,
            source: oauthParts.map(source).join(' and '),
        },
        anthropicApiKey: v.anthropicApiKey,
        judge: v.judge,
        ...(face === 'cli' && { judgeAutoSetting: `${(0,settings/* settingLabel */.px)('judge', face)} auto` }),
        judgeModel: v.judgeModel,
        judgeConcurrency: v.judgeConcurrency,
        judgeTimeoutMs: v.judgeTimeoutMs,
        agent: v.agent,
        agentModel: v.agentModel,
        agentModels: v.agentModels,
        agentTokenBudget: v.agentTokenBudget,
        agentReplay: v.agentReplay,
        agentTimeoutMs: v.agentTimeoutMs,
        agentBaseline: v.agentBaseline,
        baselineInconclusive: v.baselineInconclusive,
        ...(v.baselineSave !== '' && { baselineSave: v.baselineSave }),
        concurrency: v.concurrency,
        isolation: v.isolation,
        protocol: v.protocol,
        timeoutMs: v.timeoutMs,
        connectTimeoutMs: v.connectTimeoutMs,
        shard: v.shard,
        filter: v.filter,
        lint: v.lint,
        toolsSnapshot: v.toolsSnapshot,
        toolsTokenBudget: v.toolsTokenBudget,
        provider: v.provider,
        modelIds: v.modelIds,
        judgeCostBudget: v.judgeCostBudget,
        agentCostBudget: v.agentCostBudget,
        modelPrices: v.modelPrices,
        annotations: v.annotations,
        annotationsProbes: v.annotationsProbes,
    };
}
//# sourceMappingURL=read-settings.js.map
;// CONCATENATED MODULE: ./lib/cli/flags.js
// The CLI's flags, made from the table of settings (config/settings.ts): the `node:util` parseArgs
// options of each command, and the reading of what was parsed into a RunConfig, each value checked
// and named as a terminal user typed it (`--timeout-ms`). Every flag's aliases (the action's input
// name, an older flag) are options of their own, so an error names what was typed.


/** The parseArgs options of the settings `command` takes, aliases included. */
function flagOptions(command) {
    const options = {};
    for (const key of (0,settings/* settingsOf */.f5)(command)) {
        const setting = settings/* SETTINGS */.yy[key];
        const option = setting.type === 'boolean'
            ? { type: 'boolean' }
            : setting.type === 'lines'
                ? { type: 'string', multiple: true }
                : { type: 'string' };
        for (const name of (0,settings/* flagNames */.JY)(setting))
            options[name] = option;
    }
    return options;
}
/**
 * The settings given on the command line (`positionals` are the scenario globs, when the command
 * takes them), then from their variables and defaults: the values and the RunConfig of a run.
 * Only the flags of `command` are read; every other setting has its variable or its default.
 */
function readFlags(command, values, env, cwd, positionals = []) {
    const taken = new Set((0,settings/* settingsOf */.f5)(command));
    const read = readSettingsFrom((key, setting) => {
        if (key === 'scenarioGlobs' && positionals.length > 0)
            return { raw: positionals, from: 'the arguments' };
        if (!taken.has(key))
            return undefined;
        const names = (0,settings/* flagNames */.JY)(setting).filter((name) => values[name] !== undefined);
        if (names.length === 0)
            return undefined;
        const from = `--${names[0]}`;
        // A repeatable flag given under two names: every value counts.
        if (setting.type === 'lines')
            return { raw: names.flatMap((name) => values[name]), from };
        return { raw: values[names[0]], from };
    }, env, command);
    return { ...read, config: runConfigFrom(read, 'cli', cwd, env) };
}
//# sourceMappingURL=flags.js.map

/***/ }),

/***/ 80371:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// UNUSED EXPORTS: parseCommandLine

// EXTERNAL MODULE: ./lib/util/signals.js
var signals = __webpack_require__(37909);
// EXTERNAL MODULE: ./lib/cli/parse-args.js
var parse_args = __webpack_require__(46995);
// EXTERNAL MODULE: ./lib/config/resolve.js + 1 modules
var resolve = __webpack_require__(73679);
// EXTERNAL MODULE: ./lib/util/files.js
var util_files = __webpack_require__(6587);
// EXTERNAL MODULE: ./lib/run/index.js + 8 modules
var run = __webpack_require__(12420);
// EXTERNAL MODULE: ./lib/run/verdict.js
var verdict = __webpack_require__(52724);
// EXTERNAL MODULE: ./lib/cli/flags.js + 1 modules
var flags = __webpack_require__(69973);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
// EXTERNAL MODULE: ./lib/report/annotations.js
var annotations = __webpack_require__(91116);
// EXTERNAL MODULE: ./lib/report/coverage.js + 1 modules
var coverage = __webpack_require__(40738);
// EXTERNAL MODULE: ./lib/report/headlines.js
var headlines = __webpack_require__(76243);
// EXTERNAL MODULE: ./lib/report/sections/annotations.js
var sections_annotations = __webpack_require__(63337);
// EXTERNAL MODULE: ./lib/model/result.js
var result = __webpack_require__(94484);
;// CONCATENATED MODULE: ./lib/report/json.js


/**
 * Version of the JSON report's format (docs/report-json.md). Adding a field keeps it; renaming,
 * removing or changing the meaning of one bumps it.
 */
const REPORT_JSON_VERSION = 1;
/** The JSON report: the whole result model, with its format version, totals and verdict up front. */
function buildJsonReport(run, generatorVersion) {
    return {
        version: REPORT_JSON_VERSION,
        generator: { name: 'mcp-scenario-eval', version: generatorVersion },
        failed: (0,verdict/* runFailed */.Np)(run),
        totals: (0,result/* totalsOf */.v)(run),
        ...run,
    };
}
function renderJsonReport(run, generatorVersion) {
    return [...jsonReportChunks(run, generatorVersion)].join('');
}
/**
 * The JSON report in pieces, a scenario at a time, joining to exactly `JSON.stringify(report, null,
 * 2)` and a newline: a run of thousands of scenarios with long outputs is written without ever
 * holding the whole text (or the garbage of building it) in memory at once.
 */
function* jsonReportChunks(run, generatorVersion) {
    const report = buildJsonReport(run, generatorVersion);
    const entries = Object.entries(report).filter(([, value]) => value !== undefined && typeof value !== 'function');
    yield '{';
    for (const [index, [key, value]] of entries.entries()) {
        yield `${index === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `;
        if (key === 'scenarios' && Array.isArray(value) && value.length > 0) {
            yield '[';
            for (const [position, scenario] of value.entries()) {
                yield `${position === 0 ? '' : ','}\n    ${indented(JSON.stringify(scenario, null, 2) ?? 'null', '    ')}`;
            }
            yield '\n  ]';
        }
        else {
            yield indented(JSON.stringify(value, null, 2), '  ');
        }
    }
    yield entries.length > 0 ? '\n}\n' : '}\n';
}
/** JSON text nested one level deeper: every line after the first gets `prefix` (strings hold no raw line break). */
function indented(json, prefix) {
    return json.replaceAll('\n', `\n${prefix}`);
}
//# sourceMappingURL=json.js.map
// EXTERNAL MODULE: ./lib/providers/prices.js
var prices = __webpack_require__(50914);
// EXTERNAL MODULE: ./lib/report/text/limits.js
var limits = __webpack_require__(64102);
;// CONCATENATED MODULE: ./lib/report/junit.js




/**
 * JUnit XML in the shape common test-report actions read (dorny/test-reporter,
 * mikepenz/action-junit-report, EnricoMi/publish-unit-test-result-action): one `<testsuite>` per
 * scenario file, one `<testcase>` per scenario, `<failure>`/`<error>` with a one-line message and the
 * details as text, `<skipped/>`, and the joined output in `<system-out>`.
 */
function renderJunit(run) {
    const files = new Map();
    const suiteOf = (file) => {
        let suite = files.get(file);
        if (!suite)
            files.set(file, (suite = { scenarios: [], fileErrors: [] }));
        return suite;
    };
    for (const error of run.fileErrors)
        suiteOf(error.position.file).fileErrors.push(error);
    for (const scenario of run.scenarios)
        suiteOf(scenario.position.file).scenarios.push(scenario);
    const suites = [];
    const all = { tests: 0, failures: 0, errors: 0, skipped: 0, time: 0 };
    for (const [file, { scenarios, fileErrors }] of files) {
        const counts = {
            tests: scenarios.length + fileErrors.length,
            failures: scenarios.filter((s) => s.status === 'failed').length,
            errors: scenarios.filter((s) => s.status === 'errored').length + fileErrors.length,
            skipped: scenarios.filter((s) => s.status === 'skipped').length,
            time: scenarios.reduce((sum, s) => sum + s.durationMs, 0),
        };
        for (const key of Object.keys(all))
            all[key] += counts[key];
        const cases = [
            ...fileErrors.map((error) => fileErrorCase(file, error)),
            ...scenarios.map((s) => testCase(file, s, run)),
        ];
        // The file's scenarios' cost and the run's (a judgement shared across files counts in each file).
        const fileCost = scenarios
            .map((s) => s.cost)
            .filter((cost) => cost !== undefined)
            .reduce((sum, cost) => (sum ? (0,prices/* addCosts */.Iu)(sum, cost) : cost), undefined);
        suites.push(`  <testsuite name="${nameAttribute(file)}" ${countAttributes(counts)} timestamp="${(0,text_escape/* escapeXmlAttribute */.R0)(run.startedAt)}" file="${nameAttribute(file)}">`, ...propertiesElement([...costProperties('cost', fileCost), ...costProperties('run.cost', run.cost)], '    '), ...cases, '  </testsuite>');
    }
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="mcp-scenario-eval (${nameAttribute(`${run.mode}: ${run.target}`)})" ${countAttributes({ ...all, time: run.durationMs })}>`,
        ...suites,
        '</testsuites>',
        '',
    ].join('\n');
}
function countAttributes(counts) {
    return `tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${seconds(counts.time)}"`;
}
function seconds(ms) {
    return (ms / 1000).toFixed(3);
}
function fileErrorCase(file, error) {
    const where = `${file}:${error.position.line}:${error.position.column}`;
    return [
        `    <testcase name="${nameAttribute(`invalid scenario file at ${where}`)}" classname="${nameAttribute(file)}" file="${nameAttribute(file)}" line="${error.position.line}" time="0.000">`,
        `      <error message="${(0,text_escape/* escapeXmlAttribute */.R0)((0,limits/* clipLine */.DX)(error.message, limits/* MESSAGE_LIMIT_CHARS */.g))}" type="invalid_file">${(0,text_escape/* escapeXml */.X)(`${where}: ${error.message}`)}</error>`,
        '    </testcase>',
    ].join('\n');
}
/**
 * `cost.usd` (US dollars, the number unrounded past 8 decimals, as in the JSON report) or `unknown`,
 * and `cost.unknown_models` (the models with no price) when it is.
 */
function costProperties(prefix, cost) {
    if (!cost)
        return [];
    return cost.usd === null
        ? [
            [`${prefix}.usd`, 'unknown'],
            [`${prefix}.unknown_models`, cost.unknown.join(',')],
        ]
        : [[`${prefix}.usd`, String(cost.usd)]];
}
/** `<properties>` (which must come first in a testcase or testsuite), or nothing when there are none. */
function propertiesElement(properties, indent) {
    if (properties.length === 0)
        return [];
    return [
        `${indent}<properties>`,
        ...properties.map(([name, value]) => `${indent}  <property name="${(0,text_escape/* escapeXmlAttribute */.R0)(name)}" value="${(0,text_escape/* escapeXmlAttribute */.R0)(String(value))}"/>`),
        `${indent}</properties>`,
    ];
}
/** An agent scenario's pass rate, calls and tokens, as JUnit properties. */
function agentProperties(agent) {
    return [
        ['agent.model', agent.model],
        ['agent.trials.planned', agent.planned],
        ['agent.trials.run', agent.trials.length],
        ['agent.trials.passed', agent.passes],
        ['agent.trials.uncounted', agent.uncounted ?? 0],
        ['agent.min_passes', agent.minPasses],
        ['agent.pass_rate', agent.rate.rate.toFixed(4)],
        ['agent.pass_rate.ci_low', agent.rate.low.toFixed(4)],
        ['agent.pass_rate.ci_high', agent.rate.high.toFixed(4)],
        ['agent.pass_rate.confidence', agent.rate.confidence],
        ['agent.pass_rate.replayed', String(agent.replayed === true)],
        ...(agent.sequential
            ? [
                ['agent.sequential.verdict', agent.sequential.verdict],
                ['agent.sequential.pass_rate', agent.sequential.passRate],
                ['agent.sequential.max_trials', agent.sequential.maxTrials],
                ['agent.tokens.saved', agent.sequential.tokensSaved ?? 0],
            ]
            : []),
        ...baselineProperties(agent),
        ...(agent.phrasings ?? []).flatMap((p) => [
            [`agent.phrasing.${p.index}.prompt`, p.prompt],
            [`agent.phrasing.${p.index}.trials.run`, p.trials],
            [`agent.phrasing.${p.index}.trials.passed`, p.passes],
            [`agent.phrasing.${p.index}.pass_rate`, p.rate.rate.toFixed(4)],
            [`agent.phrasing.${p.index}.pass_rate.ci_low`, p.rate.low.toFixed(4)],
            [`agent.phrasing.${p.index}.pass_rate.ci_high`, p.rate.high.toFixed(4)],
            [`agent.phrasing.${p.index}.weaker`, String(p.weaker)],
        ]),
        ['agent.calls', agent.trials.reduce((sum, trial) => sum + trial.calls.length, 0)],
        ['agent.tokens.input', agent.tokens.input],
        ['agent.tokens.output', agent.tokens.output],
        ['agent.tokens.cache_read', agent.tokens.cacheRead],
        ['agent.tokens.cache_write', agent.tokens.cacheWrite],
    ];
}
/** Each comparison with the agent baseline: `agent.baseline.N.*`, N from 1, one per model and phrasing. */
function baselineProperties(agent) {
    return (agent.baseline?.comparisons ?? []).flatMap((comparison, index) => {
        const key = `agent.baseline.${index + 1}`;
        return [
            [`${key}.outcome`, comparison.outcome],
            [`${key}.model`, comparison.model],
            [`${key}.phrasing`, comparison.phrasing],
            [`${key}.passes`, comparison.current.passes],
            [`${key}.trials`, comparison.current.trials],
            ...(comparison.baseline
                ? [
                    [`${key}.baseline.passes`, comparison.baseline.passes],
                    [`${key}.baseline.trials`, comparison.baseline.trials],
                ]
                : []),
            ...(comparison.interval
                ? [
                    [`${key}.difference`, comparison.interval.difference.toFixed(4)],
                    [`${key}.difference.ci_low`, comparison.interval.low.toFixed(4)],
                    [`${key}.difference.ci_high`, comparison.interval.high.toFixed(4)],
                    [`${key}.difference.confidence`, comparison.interval.confidence],
                ]
                : []),
            ...(comparison.changed ? [[`${key}.changed`, comparison.changed.join(',')]] : []),
            [`${key}.replayed`, String(comparison.replayed === true)],
        ];
    });
}
function testCase(file, scenario, run) {
    // Not run because the server could not start: the run's one reason, which this file must carry
    // itself (a test-report action shows only the testcase).
    const serverError = scenario.notRun ? run.serverError : undefined;
    const open = `    <testcase name="${nameAttribute(scenario.name)}" classname="${nameAttribute(file)}" file="${nameAttribute(file)}" line="${scenario.position.line}" time="${seconds(scenario.durationMs)}">`;
    const body = [];
    body.push(...propertiesElement([...(scenario.agent ? agentProperties(scenario.agent) : []), ...costProperties('cost', scenario.cost)], '      '));
    if (scenario.status === 'skipped') {
        body.push(`      <skipped message="${(0,text_escape/* escapeXmlAttribute */.R0)(scenario.skipReason ?? 'skipped')}"/>`);
    }
    else if (scenario.status === 'failed' || scenario.status === 'errored') {
        const failed = scenario.checks.filter((check) => check.status === 'failed');
        const first = serverError
            ? `not run: ${serverError.message}`
            : failed[0]
                ? (0,annotations/* failedCheckMessage */.zu)(failed[0])
                : (scenario.error ?? scenario.status);
        const details = [
            ...(serverError ? [`not run: the server could not be started: ${serverError.message}`] : []),
            ...(scenario.error && !serverError ? [`error: ${scenario.error}`] : []),
            ...failed.map((check) => `${check.position.file}:${check.position.line} ${check.kind}: ${(0,annotations/* failedCheckMessage */.zu)(check)}`),
        ].join('\n');
        const element = scenario.status === 'failed' ? 'failure' : 'error';
        const type = scenario.status === 'failed' ? (failed[0]?.kind ?? 'failed') : 'errored';
        body.push(`      <${element} message="${(0,text_escape/* escapeXmlAttribute */.R0)((0,limits/* clipLine */.DX)(first.split('\n').join(' '), limits/* MESSAGE_LIMIT_CHARS */.g))}" type="${type}">${(0,text_escape/* escapeXml */.X)(details)}</${element}>`);
    }
    if (scenario.agent?.trials.length) {
        // Every trial's calls exactly as the model sent them, then its final answer.
        const text = scenario.agent.trials
            .map((trial) => `trial ${trial.index}: ${trial.status}, ${trial.turns} turns\n` +
            trial.calls
                .map((call) => `  ${call.tool} ${JSON.stringify(call.input)}${call.isError ? ' (error)' : ''}\n`)
                .join('') +
            `  final answer: ${trial.finalAnswer}`)
            .join('\n');
        body.push(`      <system-out>${(0,text_escape/* escapeXml */.X)((0,limits/* cutStart */.Dr)(text, limits/* JUNIT_OUTPUT_LIMIT_CHARS */.RL))}</system-out>`);
    }
    else if (scenario.output)
        body.push(`      <system-out>${(0,text_escape/* escapeXml */.X)((0,limits/* cutStart */.Dr)(scenario.output, limits/* JUNIT_OUTPUT_LIMIT_CHARS */.RL))}</system-out>`);
    const stderr = scenario.stderr ?? serverError?.stderr;
    if (stderr)
        body.push(`      <system-err>${(0,text_escape/* escapeXml */.X)((0,limits/* cutEnd */.ym)(stderr, limits/* JUNIT_STDERR_LIMIT_CHARS */.C5))}</system-err>`);
    return body.length === 0 ? open.replace(/>$/, '/>') : [open, ...body, '    </testcase>'].join('\n');
}
/**
 * A name or path as an attribute: one line whatever it holds (a newline shown as `\\n`, not kept as
 * `&#10;`, which a reader turns back into a newline), `##[` broken, and characters that would
 * display it reordered shown as escapes.
 */
function nameAttribute(text) {
    return (0,text_escape/* escapeXmlAttribute */.R0)((0,text_escape/* escapeName */.L$)(text));
}
//# sourceMappingURL=junit.js.map
// EXTERNAL MODULE: ./lib/report/lint.js + 1 modules
var lint = __webpack_require__(71897);
// EXTERNAL MODULE: ./lib/report/snapshot.js
var snapshot = __webpack_require__(91948);
// EXTERNAL MODULE: ./lib/report/summary.js + 5 modules
var summary = __webpack_require__(98457);
// EXTERNAL MODULE: ./lib/report/terminal.js
var terminal = __webpack_require__(91488);
;// CONCATENATED MODULE: ./lib/report/index.js
/**
 * The registry of renderers: every report a run can give, each a pure function of the result
 * model. The report files each face writes are in files.ts' registry.
 */










/** Every renderer of a run's result, by the report it makes: the faces take them from here. */
const RENDERERS = {
    /** The scenarios' part of the job summary (Markdown, shortened under GitHub's limit). */
    summary: summary/* renderSummary */.Br,
    /** The whole job summary: the scenarios' part and the sections after it, fitted together under the limit. */
    jobSummary: summary/* renderJobSummary */.qE,
    /** The annotations on the scenario files' lines, the most useful first. */
    annotations: annotations/* planAnnotations */.mc,
    /** The terminal's report of a run, and its one line per finished scenario. */
    terminal: terminal.renderRunReport,
    /** The same report in pieces (a failure at a time), for a log written as it is rendered. */
    terminalPieces: terminal/* renderRunReportPieces */.$U,
    scenarioLine: terminal/* renderScenarioLine */.nB,
    /** The report files' renderers (the files themselves are in files.ts' registry). */
    json: renderJsonReport,
    junit: renderJunit,
    /** The tool-list snapshot check's section, for the summary and the terminal. */
    snapshotMarkdown: snapshot/* renderSnapshotMarkdown */.gv,
    /** The same section in its renderings from the fullest to the leanest, for the job summary's fit. */
    snapshotSection: snapshot/* snapshotSummarySection */.I0,
    snapshotTerminal: snapshot/* renderSnapshotTerminal */.fL,
    /** The coverage line and the lint's log. */
    coverage: coverage/* coverageLine */.vn,
    lintLog: lint/* lintLogText */.XD,
    /** The annotations check's log (`annotations: warn|error`): its section as plain text. */
    annotationsLog: sections_annotations/* annotationsLogText */.ih,
};

//# sourceMappingURL=index.js.map
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/config/parse-setting.js
var parse_setting = __webpack_require__(35740);
// EXTERNAL MODULE: ./lib/config/settings.js + 5 modules
var settings = __webpack_require__(93966);
// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(54191);
// EXTERNAL MODULE: ./lib/report/sarif.js + 1 modules
var sarif = __webpack_require__(100);
;// CONCATENATED MODULE: ./lib/report/files.js
// The registry of report files: one entry per file a run can write, by the NAME of `--report
// NAME=FILE` (the `reports` input). Both faces write whatever this lists; a new format (sarif, say)
// is its renderer's module and one line in REPORT_FILES, nothing else.









/** Every report file, in the order they are written. */
const REPORT_FILES = [
    // The JSON report in pieces: it holds every output in full, the largest thing a run writes.
    { name: 'json', title: 'JSON', render: jsonReportChunks, setting: 'reportJson', actionOutput: 'report-json' },
    { name: 'junit', title: 'JUnit', render: (run) => renderJunit(run), setting: 'reportJunit' },
    { name: 'sarif', title: 'SARIF', render: sarif/* renderRunSarif */.tT, setting: 'reportSarif', readsSnapshot: true },
];
/** The names of the report files, for messages and `--help`. */
const REPORT_FILE_NAMES = REPORT_FILES.map((format) => format.name);
/** A setting as a report message names it: the flag typed, or the action's input name. */
function labelOf(key, face, from) {
    if (face === 'action')
        return settings/* SETTINGS */.yy[key].name;
    return from ?? `--${(0,settings/* flagOf */.iP)(settings/* SETTINGS */.yy[key])}`;
}
/**
 * The report files a face's settings ask for, paths resolved against `base`: each format's own
 * setting (`--json FILE`) and every `NAME=FILE` of `--report`/`reports`. A line that is not
 * NAME=FILE, an unknown NAME (with the closest known one) or a file asked for twice is a usage error.
 */
function askedReports(face, read, base) {
    const asked = {};
    const add = (name, file, setting) => {
        const before = asked[name];
        if (before)
            throw new parse_setting/* ConfigError */.xL(`the ${name} report is asked for twice: ${before.setting} and ${setting}; give one file`);
        asked[name] = { path: external_node_path_.resolve(base, file), setting };
    };
    for (const format of REPORT_FILES) {
        if (!format.setting)
            continue;
        const file = read.values[format.setting];
        if (file)
            add(format.name, file, labelOf(format.setting, face, read.from[format.setting]));
    }
    const reportsLabel = labelOf('reports', face, read.from.reports);
    for (const line of read.values.reports) {
        const equals = line.indexOf('=');
        const name = equals < 0 ? '' : line.slice(0, equals).trim();
        const file = equals < 0 ? '' : line.slice(equals + 1).trim();
        if (!name || !file)
            throw new parse_setting/* ConfigError */.xL(`${reportsLabel} takes NAME=FILE (NAME one of ${REPORT_FILE_NAMES.join(', ')}), got ${JSON.stringify(line)}`);
        if (!REPORT_FILE_NAMES.includes(name)) {
            const suggestion = (0,closest/* closest */.kp)(name, REPORT_FILE_NAMES);
            throw new parse_setting/* ConfigError */.xL(`${reportsLabel}: unknown report ${JSON.stringify(name)}` +
                (suggestion ? `: did you mean "${suggestion}"?` : '') +
                `; the reports are ${REPORT_FILE_NAMES.join(', ')}`);
        }
        add(name, file, `${reportsLabel} ${name}`);
    }
    return asked;
}
/**
 * The report files a run writes: those asked for; and on the action, each format with an output
 * (the JSON report, whose `report-json` output later steps read) always, at `defaults[name]` when
 * not asked.
 */
function reportFiles(face, asked, defaults = {}) {
    const files = [];
    for (const format of REPORT_FILES) {
        const file = asked[format.name];
        if (file)
            files.push({ format, ...file });
        else if (face === 'action' && format.actionOutput && defaults[format.name] && format.setting)
            files.push({ format, path: defaults[format.name], setting: settings/* SETTINGS */.yy[format.setting].name });
    }
    return files;
}
/** The text of a report file. */
function renderReportFile(file, run, generatorVersion, context = {}) {
    return file.format.render(run, generatorVersion, context);
}
/**
 * What the report files to write need read beside the result: the run's snapshot file (relative
 * to `workspace`), only when a format places findings in it; bounded, and left out when unreadable.
 */
async function readReportContext(files, run, workspace) {
    const snapshot = run.toolsSnapshot;
    if (!snapshot || snapshot.noFile || !files.some((file) => file.format.readsSnapshot))
        return {};
    const snapshotText = await (0,util_files/* readTextUpTo */.S)(external_node_path_.resolve(workspace, snapshot.file), limits/* SARIF_SNAPSHOT_READ_LIMIT_BYTES */.AJ);
    return snapshotText === undefined ? {} : { snapshotText };
}
/** Why a report file could not be written, naming the setting, the file and the system's reason. */
function reportFileProblem(file, error) {
    return `could not write ${file.setting} ${file.path}: ${error instanceof Error ? error.message : String(error)}`;
}
//# sourceMappingURL=files.js.map
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(13411);
// EXTERNAL MODULE: ./lib/cli/usage.js
var usage = __webpack_require__(84761);
// EXTERNAL MODULE: ./lib/cli/console.js + 2 modules
var console = __webpack_require__(47728);
;// CONCATENATED MODULE: ./lib/cli/commands/index.js
/**
 * Subcommands by name, each loaded only when it is used, so a plain run does not pay for them.
 * A first argument that names none of these is a scenario glob, as before.
 */
const SUBCOMMANDS = {
    ping: () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(6960), __webpack_require__.e(6134)]).then(__webpack_require__.bind(__webpack_require__, 86134)).then((m) => m.ping),
    tools: () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(6960), __webpack_require__.e(9234)]).then(__webpack_require__.bind(__webpack_require__, 49234)).then((m) => m.tools),
    init: () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(6960), __webpack_require__.e(1602), __webpack_require__.e(8479), __webpack_require__.e(1509), __webpack_require__.e(1291)]).then(__webpack_require__.bind(__webpack_require__, 61291)).then((m) => m.init),
    record: () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(6960), __webpack_require__.e(1602), __webpack_require__.e(8479), __webpack_require__.e(1509), __webpack_require__.e(5468)]).then(__webpack_require__.bind(__webpack_require__, 75468)).then((m) => m.record),
    lint: () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(6960), __webpack_require__.e(1602), __webpack_require__.e(8479), __webpack_require__.e(1509), __webpack_require__.e(6284)]).then(__webpack_require__.bind(__webpack_require__, 16284)).then((m) => m.lint),
    fuzz: () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(8608), __webpack_require__.e(6960), __webpack_require__.e(1602), __webpack_require__.e(8479), __webpack_require__.e(1509), __webpack_require__.e(9814), __webpack_require__.e(6736)]).then(__webpack_require__.bind(__webpack_require__, 86736)).then((m) => m.fuzz),
    'record-agent': () => __webpack_require__.e(/* import() */ 8724).then(__webpack_require__.bind(__webpack_require__, 8724)).then((m) => m.recordAgent),
    'record-baseline': () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(8815), __webpack_require__.e(1602), __webpack_require__.e(182)]).then(__webpack_require__.bind(__webpack_require__, 30182)).then((m) => m.recordBaseline),
    'compare-variants': () => Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(5725), __webpack_require__.e(2138)]).then(__webpack_require__.bind(__webpack_require__, 42138)).then((m) => m.compareVariantsCommand),
    paraphrase: () => Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(7342)]).then(__webpack_require__.bind(__webpack_require__, 97342)).then((m) => m.paraphrase),
    annotations: () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(8608), __webpack_require__.e(6960), __webpack_require__.e(1602), __webpack_require__.e(8479), __webpack_require__.e(1509), __webpack_require__.e(9814), __webpack_require__.e(3831), __webpack_require__.e(4220)]).then(__webpack_require__.bind(__webpack_require__, 94220)).then((m) => m.annotations),
};
//# sourceMappingURL=index.js.map
// EXTERNAL MODULE: ./lib/report/style.js
var report_style = __webpack_require__(11983);
;// CONCATENATED MODULE: ./lib/cli/main.js
















/** The command line of a run, read through the table of settings (flags.ts). */
function parseCommandLine(argv, env, cwd) {
    const parsed = (0,parse_args/* parseCommandArgs */.Q)(argv, {
        ...(0,flags/* flagOptions */.v)('run'),
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
    });
    const { values, positionals } = parsed;
    if (values.help)
        return 'help';
    if (values.version)
        return 'version';
    const read = (0,flags/* readFlags */.u)('run', values, env, cwd, positionals);
    const asked = askedReports('cli', read, cwd);
    return {
        ...read.config,
        reports: Object.fromEntries(Object.entries(asked).map(([name, file]) => [name, file.path])),
        reportFiles: asked,
    };
}
/** ANSI: back to the start of the line and clear it, to redraw the progress line. */
const CLEAR_LINE = '\r\u001b[2K';
/** Writes the report files asked for; returns the problems, each naming the file. */
async function writeReports(asked, result, workspace) {
    const problems = [];
    const files = reportFiles('cli', asked);
    const context = await readReportContext(files, result, workspace);
    for (const file of files) {
        try {
            await (0,util_files/* writeReportFile */.a)(file.path, renderReportFile(file, result, version/* PACKAGE_VERSION */.i, context));
        }
        catch (error) {
            // The path came from the command line and the message quotes it: both shown on one line.
            problems.push((0,text_escape/* escapeName */.L$)(reportFileProblem(file, error)));
        }
    }
    return problems;
}
/**
 * The command line: returns the exit code. `cwd` is where relative paths are read from (the
 * process's own by default): a test runs a command in a folder of its own without `process.chdir`.
 */
async function main(argv, env, io, cwd = process.cwd()) {
    const subcommand = argv[0] !== undefined && Object.hasOwn(SUBCOMMANDS, argv[0]) ? SUBCOMMANDS[argv[0]] : undefined;
    if (subcommand)
        return (await subcommand())(argv.slice(1), env, io, cwd);
    // A run given tool variants compares them (the compare-variants command, with the same arguments).
    if (argv.some((arg) => arg === '--compare-variants' || arg === '--tool-variants' || arg.startsWith('--tool-variants=')))
        return (await SUBCOMMANDS['compare-variants']())(argv.filter((arg) => arg !== '--compare-variants'), env, io, cwd);
    const style = { color: (0,report_style/* colorFor */.d)(io.isTTY, env) };
    let options;
    let reports = {};
    try {
        const config = parseCommandLine(argv, env, cwd);
        if (config === 'help') {
            io.out(usage.USAGE);
            return console/* EXIT_OK */.Ij;
        }
        if (config === 'version') {
            io.out(`${version/* PACKAGE_VERSION */.i}\n`);
            return console/* EXIT_OK */.Ij;
        }
        reports = config.reportFiles;
        options = (0,resolve/* toRunOptions */.pA)(config);
        for (const message of options.notices ?? [])
            io.err(`mcp-scenario-eval: notice: ${(0,text_escape/* escapeName */.L$)(message)}\n`);
    }
    catch (error) {
        if (!(error instanceof resolve/* ConfigError */.xL))
            throw error;
        // One line that may quote a flag or value as typed: a line break in it is shown as \n.
        // Only the line that matters: the whole usage after it would scroll it out of sight.
        io.err(`mcp-scenario-eval: ${(0,text_escape/* escapeName */.L$)(error.message)}\n${(0,console/* usageHint */.n5)()}\n`);
        return console/* EXIT_USAGE */.Ri;
    }
    // On a TTY a progress line stays at the bottom, redrawn under each finished scenario's line.
    const progress = { done: 0, total: 0, passed: 0, failed: 0, skipped: 0 };
    const onResult = (scenario) => {
        progress.done++;
        if (scenario.status === 'passed')
            progress.passed++;
        else if (scenario.status === 'skipped')
            progress.skipped++;
        else
            progress.failed++;
        const line = `${RENDERERS.scenarioLine(scenario, style)}\n`;
        io.out(io.isTTY ? `${CLEAR_LINE}${line}${(0,terminal/* renderProgress */.EY)(progress, style)}` : line);
    };
    // Ctrl-C or a CI job's timeout: the scenarios not finished are errored, the reports still written.
    const stopping = (0,signals/* stopOnSignals */.ZI)();
    const result = await (0,run/* runSuite */.og)({ ...options, signal: stopping.signal }, {
        onStart: (count) => {
            progress.total = count;
            if (io.isTTY && count > 0)
                io.out((0,terminal/* renderProgress */.EY)(progress, style));
        },
        onResult,
    }).finally(stopping.release);
    if (io.isTTY && progress.total > 0)
        io.out(CLEAR_LINE);
    if (result.toolsSnapshot)
        io.out(`${RENDERERS.snapshotTerminal(result.toolsSnapshot, style)}\n`);
    // `--annotations warn|error`: the findings themselves, not only the failure's headline below.
    if (result.annotations)
        io.out(`${RENDERERS.annotationsLog(result.annotations)}\n`);
    io.out(`${RENDERERS.terminal(result, style)}\n`);
    const problems = await writeReports(reports, result, options.workspace);
    const baseline = options.agent?.baseline;
    if (baseline?.record) {
        try {
            const { saveBaseline } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(8815), __webpack_require__.e(1602), __webpack_require__.e(9397)]).then(__webpack_require__.bind(__webpack_require__, 59397));
            if ((await saveBaseline(result, baseline, io)).leftOut.length > 0)
                problems.push(`${(0,text_escape/* escapeName */.L$)(baseline.label)}: some agent scenarios were not recorded (above)`);
        }
        catch (error) {
            problems.push((0,text_escape/* escapeName */.L$)(`${baseline.label}: the agent baseline could not be written: ${error.message}`));
        }
    }
    for (const problem of problems)
        io.err(`mcp-scenario-eval: ${problem}\n`);
    // Invalid files, or globs that found no file at all, are the caller's to fix: bad usage.
    // So is a server that cannot start at all (no such program, nothing at the URL).
    if (result.fileErrors.length > 0 || !(0,verdict/* matchedAnyFile */.bp)(result) || result.serverError)
        return console/* EXIT_USAGE */.Ri;
    return (0,verdict/* runFailed */.Np)(result) || problems.length > 0 ? console/* EXIT_FAILED */.hj : console/* EXIT_OK */.Ij;
}
//# sourceMappingURL=main.js.map

/***/ }),

/***/ 46995:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73679);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54191);



/**
 * `node:util` parseArgs, strict, with its errors said in our words: node's own text for an unknown
 * option ("To specify a positional argument starting with a '-', place it at the end of the command
 * after '--' …") answers a question nobody asked. Throws ConfigError naming the option, and the
 * closest known one when there is one.
 */
function parseCommandArgs(args, options) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, allowPositionals: true, strict: true, options });
    }
    catch (error) {
        throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(describeArgsError(error, options));
    }
}
function describeArgsError(error, options) {
    const message = error instanceof Error ? error.message : String(error);
    const code = error.code;
    const names = Object.entries(options).flatMap(([name, option]) => [
        `--${name}`,
        ...(option.short ? [`-${option.short}`] : []),
    ]);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const given = /'([^']+)'/.exec(message)?.[1] ?? '';
        const guess = given.startsWith('--') ? (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .kp)(given, names) : undefined;
        return `unknown option ${given}${guess ? ` (did you mean ${guess}?)` : ''}`;
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        const flag = /'(-[^' ]+)/.exec(message)?.[1] ?? '';
        return /does not take an argument/.test(message)
            ? `${flag} takes no value (it is a switch)`
            : `${flag} needs a value (${flag} VALUE)`;
    }
    return message;
}
//# sourceMappingURL=parse-args.js.map

/***/ }),

/***/ 91316:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O3: () => (/* binding */ acceptCommand),
/* harmony export */   QS: () => (/* binding */ serverFlagsText)
/* harmony export */ });
/* unused harmony exports serverEnvArguments, serverSecretArguments, serverFlagWords */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _util_shell_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62038);
/* harmony import */ var _mcp_headers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16878);



/** Variable names that carry a credential: their value is never written into a command. */
const CREDENTIAL_NAME = /TOKEN|SECRET|PASSW|PWD|KEY|PRIVATE|CREDENTIAL|AUTH|COOKIE|SESSION|DSN|DATABASE_URL|CONNECTION/i;
/**
 * The command that writes the server's current tool list to `file`, with the same server flags:
 * what the failure tells the author to run to accept a change. Credentials are never part of it
 * (they come from the environment), and a URL is shown without its userinfo or query secrets.
 */
function acceptCommand(file, target) {
    return [...['npx', 'mcp-scenario-eval', 'tools', '--save', file].map(_util_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r), serverFlagsText(target)]
        .filter(Boolean)
        .join(' ');
}
/**
 * Every server flag that starts the same server again (command, module or URL, working directory,
 * environment, secret names), quoted for a shell: what a command we advise must carry. Credentials
 * are never part of it.
 */
function serverFlagsText(target) {
    return [
        ...serverFlagWords(target).map(_util_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r),
        ...serverEnvArguments(target.serverEnv ?? []),
        ...serverSecretArguments(target.serverSecrets ?? []),
    ].join(' ');
}
/**
 * `--server-env` arguments for a shell, one per entry, so the command starts the same server (a
 * server given other variables may list other tools). An entry is written as given, quoted, so
 * `${MCP_EVAL_SCENARIO_DIR}` stays for the command to fill in; a variable whose name says it holds
 * a credential is taken from the caller's environment instead (`GITHUB_TOKEN="$GITHUB_TOKEN"`), so
 * its value is never printed.
 */
function serverEnvArguments(entries) {
    const words = [];
    for (const entry of entries) {
        const text = entry.trim();
        if (text === '' || text.startsWith('#'))
            continue;
        const equals = text.indexOf('=');
        const name = equals < 0 ? text : text.slice(0, equals);
        const credential = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && CREDENTIAL_NAME.test(name);
        words.push('--server-env', credential ? `${name}="$${name}"` : (0,_util_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r)(text));
    }
    return words;
}
/**
 * `--server-secret NAME` arguments, one per entry: the command takes each value from the caller's
 * environment, so no secret is ever printed.
 */
function serverSecretArguments(entries) {
    const words = [];
    for (const entry of entries) {
        const text = entry.trim();
        if (text === '' || text.startsWith('#'))
            continue;
        const equals = text.indexOf('=');
        words.push('--server-secret', (0,_util_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r)(equals < 0 ? text : text.slice(0, equals)));
    }
    return words;
}
/** The server flags that reach the same server again, as words (credentials never among them). */
function serverFlagWords(target) {
    const words = [];
    if (target.serverCommand)
        words.push('--server-command', target.serverCommand);
    if (target.serverModule)
        words.push('--server-module', target.serverModule);
    if (target.remoteUrl)
        words.push('--remote-url', (0,_mcp_headers_js__WEBPACK_IMPORTED_MODULE_2__/* .safeUrl */ .Pl)(target.remoteUrl));
    if (target.serverCwd) {
        const cwd = node_path__WEBPACK_IMPORTED_MODULE_0__.relative(target.workspace, target.serverCwd);
        if (cwd)
            words.push('--server-cwd', cwd);
    }
    return words;
}
//# sourceMappingURL=accept-command.js.map

/***/ }),

/***/ 68547:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ runBaselineOptions)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _kinds_agent_defaults_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93119);
/* harmony import */ var _snapshot_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70728);
/**
 * The run's agent baseline settings: which file, whether it must exist, what an inconclusive
 * comparison does, and whether this run records it. Resolved once with the rest of the options.
 */



/**
 * The baseline settings from the configuration: `baselineSave` (recording, to that file), else the
 * named `agentBaseline` file, else DEFAULT_BASELINE_NAME in the directory of the first scenarios
 * glob (checked only when it exists); undefined when none applies.
 */
function runBaselineOptions(config) {
    const saved = config.baselineSave?.trim();
    const named = saved || config.agentBaseline?.trim();
    const firstGlob = config.scenarioGlobs.find((glob) => !glob.startsWith('!'));
    const relative = named || (firstGlob ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join((0,_snapshot_js__WEBPACK_IMPORTED_MODULE_1__/* .globBase */ .EI)(firstGlob), _kinds_agent_defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_BASELINE_NAME */ .o) : undefined);
    if (!relative)
        return undefined;
    const file = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(config.workspace, relative);
    return {
        file,
        label: node_path__WEBPACK_IMPORTED_MODULE_0__.relative(config.workspace, file).split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/') || relative,
        required: Boolean(named) && !saved,
        inconclusive: config.baselineInconclusive ?? 'fail',
        ...(saved && { record: true }),
    };
}
//# sourceMappingURL=baseline.js.map

/***/ }),

/***/ 61236:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lj: () => (/* reexport safe */ _settings_js__WEBPACK_IMPORTED_MODULE_0__.Lj),
/* harmony export */   od: () => (/* reexport safe */ _mcp_target_js__WEBPACK_IMPORTED_MODULE_1__.o),
/* harmony export */   qj: () => (/* reexport safe */ _kinds_agent_defaults_js__WEBPACK_IMPORTED_MODULE_2__.qj),
/* harmony export */   sr: () => (/* reexport safe */ _settings_js__WEBPACK_IMPORTED_MODULE_0__.sr)
/* harmony export */ });
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93966);
/* harmony import */ var _mcp_target_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47459);
/* harmony import */ var _kinds_agent_defaults_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93119);
// The defaults are the table's (settings.ts), named here too for the modules that read them.



//# sourceMappingURL=options.js.map

/***/ }),

/***/ 35740:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WC: () => (/* binding */ parseSetting),
/* harmony export */   g$: () => (/* binding */ tooLarge),
/* harmony export */   xL: () => (/* binding */ ConfigError)
/* harmony export */ });
/* unused harmony exports TRUE_WORDS, FALSE_WORDS */
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22645);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93966);
// A setting's value from what a face hands over, checked against its row of the table
// (settings.ts), with the message of a bad value naming the setting as the face does.


/** Thrown when the configuration cannot make a run; the message says what to change. */
class ConfigError extends Error {
}
/** The words of a boolean, as `core.getBooleanInput` takes them (YAML 1.2 core schema): anything else is refused. */
const TRUE_WORDS = ['true', 'True', 'TRUE'];
const FALSE_WORDS = ['false', 'False', 'FALSE'];
/**
 * A setting's value, checked against its row; `label` names it as the user gave it. Empty or
 * absent gives the default (the command's own when it has one).
 */
function parseSetting(key, raw, label, command = 'run') {
    return parseValue(key, raw, label, command);
}
function parseValue(key, raw, label, command) {
    const setting = _settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy[key];
    const fallback = (0,_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultOf */ .HA)(key, command);
    if (typeof raw === 'boolean')
        return raw;
    if (Array.isArray(raw))
        return raw.length > 0 ? [...raw] : [...(fallback ?? [])];
    const text = raw;
    switch (setting.type) {
        case 'int':
        case 'ms':
            return wholeNumber(setting, text, label, fallback);
        case 'fraction': {
            if (text === undefined || text === '')
                return fallback;
            const value = Number(text);
            const { min = 0, max = 1 } = setting.bounds ?? {};
            if (!Number.isFinite(value) || value < min || value > max)
                throw new ConfigError(`${label} must be a number from ${min} to ${max}, got "${text}"`);
            return value;
        }
        case 'usd': {
            if (text === undefined || text === '')
                return fallback;
            const max = setting.bounds?.max;
            // Digits and one point only: no `$`, no exponent, no sign, no hex, nothing a typo could hide in.
            const value = /^\d{1,12}(\.\d{1,12})?$/.test(text.trim()) ? Number(text.trim()) : NaN;
            if (!(value > 0) || (max !== undefined && value > max))
                throw new ConfigError(`${label} must be a positive amount of US dollars such as 0.50 (no $ sign${max !== undefined ? `, at most ${max}` : ''}), got "${text.slice(0, 40)}"`);
            return value;
        }
        case 'boolean': {
            // As GitHub reads a boolean input (`core.getBooleanInput`: YAML 1.2's core schema), whichever face gives it.
            const value = text || String(fallback);
            if (TRUE_WORDS.includes(value))
                return true;
            if (FALSE_WORDS.includes(value))
                return false;
            throw new ConfigError(`${label} must be one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')}, got "${value}"`);
        }
        case 'choice': {
            const allowed = setting.choices;
            const value = text || String(fallback);
            if (!allowed.includes(value))
                throw new ConfigError(`${label} must be one of ${allowed.join(', ')}, got "${value}"`);
            return value;
        }
        case 'lines':
            return text === undefined || text === ''
                ? [...(fallback ?? [])]
                : text
                    .split('\n')
                    .map((line) => line.trim())
                    .filter(Boolean);
        case 'string':
            return text || (fallback ?? '');
    }
}
function wholeNumber(setting, text, label, fallback) {
    if (text === undefined || text === '')
        return fallback;
    const value = Number(text);
    const min = setting.bounds?.min ?? 1;
    if (!Number.isInteger(value) || value < min) {
        throw new ConfigError(min === 0
            ? `${label} must be a whole number${setting.unit ? ` of ${setting.unit}` : ''} (0 for ${setting.zero ?? 'none'}), got "${text}"`
            : `${label} must be a positive whole number, got "${text}"`);
    }
    const max = setting.bounds?.max ?? (setting.type === 'ms' ? _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_STEP_TIMEOUT_MS */ .fH : undefined);
    if (max !== undefined && value > max)
        throw new ConfigError(tooLarge(label, max, value));
    return value;
}
/** A value over its bound: for a time, with the bound in days (Node's timer limit, about 24.8). */
function tooLarge(label, max, value) {
    const days = max === _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_STEP_TIMEOUT_MS */ .fH ? ' (about 24.8 days)' : '';
    return `${label} must be at most ${max}${days}, got ${value}`;
}
//# sourceMappingURL=parse-setting.js.map

/***/ }),

/***/ 73679:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xL: () => (/* reexport */ parse_setting/* ConfigError */.xL),
  yL: () => (/* binding */ oneOf),
  Cq: () => (/* binding */ positiveInteger),
  Kd: () => (/* binding */ resolveProvider),
  pA: () => (/* binding */ toRunOptions)
});

// UNUSED EXPORTS: oauthCredentials, typedUrl

// EXTERNAL MODULE: ./lib/config/options.js
var options = __webpack_require__(61236);
// EXTERNAL MODULE: ./lib/scenario/select.js + 1 modules
var scenario_select = __webpack_require__(82271);
// EXTERNAL MODULE: ./lib/kinds/agent/models.js
var models = __webpack_require__(43343);
// EXTERNAL MODULE: ./lib/mcp/headers.js
var headers = __webpack_require__(16878);
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
// EXTERNAL MODULE: ./lib/mcp/split-command.js
var split_command = __webpack_require__(33212);
// EXTERNAL MODULE: ./lib/config/snapshot.js
var snapshot = __webpack_require__(70728);
// EXTERNAL MODULE: ./lib/config/accept-command.js
var accept_command = __webpack_require__(91316);
// EXTERNAL MODULE: ./lib/config/baseline.js
var config_baseline = __webpack_require__(68547);
// EXTERNAL MODULE: ./lib/providers/prices.js
var prices = __webpack_require__(50914);
// EXTERNAL MODULE: ./lib/config/settings.js + 5 modules
var settings = __webpack_require__(93966);
// EXTERNAL MODULE: ./lib/config/parse-setting.js
var parse_setting = __webpack_require__(35740);
// EXTERNAL MODULE: ./lib/mcp/server-env.js
var server_env = __webpack_require__(61615);
// EXTERNAL MODULE: ./lib/mcp/oauth.js
var mcp_oauth = __webpack_require__(47399);
// EXTERNAL MODULE: ./lib/providers/choose.js
var choose = __webpack_require__(36069);
// EXTERNAL MODULE: ./lib/providers/models.js
var providers_models = __webpack_require__(71926);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./lib/secrets/cloud.js
// The cloud credentials a run may hold, as secrets of the run (masked in the action, redacted in
// every form from every report and recording, kept from the server under test), like the Anthropic
// key: AWS secret keys, session tokens and Bedrock API keys from the environment; Google access
// tokens from the environment, and the private key, refresh token or subject token behind
// GOOGLE_APPLICATION_CREDENTIALS (a service-account key, a user's credentials, or the Workload
// Identity Federation file google-github-actions/auth writes).

/** Variables whose whole value is a credential. */
const CLOUD_SECRET_VARIABLES = [
    'AWS_SECRET_ACCESS_KEY',
    'AWS_SESSION_TOKEN',
    'AWS_SECURITY_TOKEN',
    'AWS_BEARER_TOKEN_BEDROCK',
    'GOOGLE_OAUTH_ACCESS_TOKEN',
    'CLOUDSDK_AUTH_ACCESS_TOKEN',
];
/** A credentials file larger than this is not one: it is not read (the auth library will say what is wrong). */
const CREDENTIALS_FILE_MAX_BYTES = 256 * 1024;
/** A PEM's lines shorter than this are its armour or padding, not secret material worth masking alone. */
const PEM_LINE_MIN_CHARS = 16;
/** Reads a small file, or nothing (absent, unreadable, too large, not a regular file). */
function readSmall(file) {
    try {
        const stat = external_node_fs_.statSync(file);
        if (!stat.isFile() || stat.size > CREDENTIALS_FILE_MAX_BYTES)
            return undefined;
        return external_node_fs_.readFileSync(file, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** A private key and its lines (the runner masks a multi-line value line by line). */
function pemValues(pem) {
    const lines = pem
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line.length >= PEM_LINE_MIN_CHARS && !line.startsWith('-----'));
    return [pem, pem.trim(), ...lines];
}
/** The secret values in a Google credentials file's JSON: every kind the auth library reads. */
function googleFileSecrets(text) {
    let document;
    try {
        document = JSON.parse(text);
    }
    catch {
        return [];
    }
    if (typeof document !== 'object' || document === null)
        return [];
    const file = document;
    const values = [];
    if (typeof file.private_key === 'string')
        values.push(...pemValues(file.private_key));
    for (const key of ['client_secret', 'refresh_token']) {
        if (typeof file[key] === 'string')
            values.push(file[key]);
    }
    // Workload Identity Federation: the subject token (the job's OIDC token) is in a file it names.
    const source = file.credential_source;
    if (source && typeof source.file === 'string') {
        const token = readSmall(source.file);
        if (token !== undefined) {
            values.push(token, token.trim());
            // A JSON subject-token file (`format: {type: json}`) holds the token in a field.
            const field = source.format?.subject_token_field_name;
            if (typeof field === 'string') {
                try {
                    const inner = JSON.parse(token)[field];
                    if (typeof inner === 'string')
                        values.push(inner);
                }
                catch {
                    // Not JSON after all: the whole text is already kept.
                }
            }
        }
    }
    // An impersonated service account's file nests the source credentials.
    if (typeof file.source_credentials === 'object' && file.source_credentials !== null)
        values.push(...googleFileSecrets(JSON.stringify(file.source_credentials)));
    return values;
}
/** Every cloud credential value `env` holds or points at, each once, none empty. */
function cloudSecretValues(env) {
    const values = [];
    for (const name of CLOUD_SECRET_VARIABLES) {
        const value = env[name];
        if (value)
            values.push(value);
    }
    const file = env.GOOGLE_APPLICATION_CREDENTIALS;
    if (file) {
        const text = readSmall(file);
        if (text !== undefined)
            values.push(...googleFileSecrets(text));
    }
    return [...new Set(values.filter((value) => value.trim() !== ''))];
}
//# sourceMappingURL=cloud.js.map
;// CONCATENATED MODULE: ./lib/config/resolve.js


















const DEFAULT_LABELS = {
    serverCommand: 'server-command',
    serverModule: 'server-module',
    remoteUrl: 'remote-url',
    serverEnv: 'server-env',
    serverSecrets: 'server-secrets',
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
            return (0,headers/* safeUrl */.Pl)(text);
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
/**
 * A positive whole number from an input or a flag; `label` names it as the user wrote it
 * (`input timeout-ms`, `--timeout-ms`). Empty or absent gives the fallback.
 */
function positiveInteger(label, text, fallback) {
    if (text === undefined || text === '')
        return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1)
        throw new parse_setting/* ConfigError */.xL(`${label} must be a positive whole number, got "${text}"`);
    return value;
}
/** One of `allowed`, from an input or a flag; empty or absent gives the fallback. */
function oneOf(label, text, allowed, fallback) {
    const value = text || fallback;
    if (!allowed.includes(value))
        throw new parse_setting/* ConfigError */.xL(`${label} must be one of ${allowed.join(', ')}, got "${value}"`);
    return value;
}
/** Turns settings into engine options; rejects combinations that cannot work. */
function toRunOptions(config) {
    let server;
    let serverVars;
    const labels = { ...DEFAULT_LABELS, ...config.labels };
    const stubSetting = config.serverCommand ? labels.serverCommand : config.serverModule ? labels.serverModule : '';
    if (config.remoteUrl && stubSetting) {
        // Either one silently winning would test another server than the one the user meant.
        throw new parse_setting/* ConfigError */.xL(`${labels.remoteUrl} (live mode, ${typedUrl(config.remoteUrl)}) and ${stubSetting} (stub mode) are both set: give one of them` +
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
            throw new parse_setting/* ConfigError */.xL(`${labels.remoteUrl} must be an http(s) URL, got "${typed}"${hint}`);
        }
        if (url.username || url.password) {
            // fetch refuses such URLs; say why before anything runs.
            throw new parse_setting/* ConfigError */.xL(`${labels.remoteUrl} must not carry a user name or password (${(0,headers/* safeUrl */.Pl)(config.remoteUrl)}): give the token through ${tokenSetting(config.face)}`);
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
        throw new parse_setting/* ConfigError */.xL(`give ${labels.serverCommand} or ${labels.serverModule}, not both`);
    }
    else if (config.serverCommand) {
        let words;
        try {
            words = (0,split_command/* splitCommand */.G)(config.serverCommand);
        }
        catch (error) {
            throw new parse_setting/* ConfigError */.xL(error.message);
        }
        if (words.length === 0)
            throw new parse_setting/* ConfigError */.xL(`${labels.serverCommand} is blank: give the command line that starts the MCP server`);
        const assignment = (0,server_env/* leadingAssignment */.yE)(words);
        if (assignment)
            throw new parse_setting/* ConfigError */.xL(`${labels.serverCommand}: ${(0,server_env/* assignmentAdvice */.sx)(assignment, labels.serverEnv)}`);
        try {
            serverVars = (0,server_env/* serverVariables */.pv)(config.serverEnv ?? [], config.serverSecrets ?? [], { env: labels.serverEnv, secrets: labels.serverSecrets }, process.env);
        }
        catch (error) {
            throw new parse_setting/* ConfigError */.xL(error.message);
        }
        server = { kind: 'command', command: config.serverCommand, cwd: config.serverCwd, env: serverVars.env };
    }
    else if (config.serverModule) {
        server = { kind: 'module', modulePath: config.serverModule };
    }
    else {
        const name = (key) => (0,settings/* settingLabel */.px)(key, config.face).replace(/^input /, '');
        throw new parse_setting/* ConfigError */.xL(`no server to test: set ${name('serverCommand')} (a command line that starts the MCP server over stdio), ${name('serverModule')} (a module exporting createServer()) or ${name('remoteUrl')}`);
    }
    if (!config.remoteUrl)
        oauthCredentials(config); // A bad combination is an error in stub mode too.
    const envSetting = [
        [config.serverEnv, labels.serverEnv],
        [config.serverSecrets, labels.serverSecrets],
    ].find(([entries]) => entries?.some((entry) => entry.trim() !== ''))?.[1];
    if (server.kind !== 'command' && envSetting) {
        // Silently dropped, the server would run without what the user meant it to have.
        throw new parse_setting/* ConfigError */.xL(`${envSetting} sets the environment of a server-command process; ${server.kind === 'module' ? `${labels.serverModule} runs in this process` : `${labels.remoteUrl} is a server that runs elsewhere`}, so it cannot be given one`);
    }
    const connectTimeoutMs = config.connectTimeoutMs ?? options/* DEFAULT_CONNECT_TIMEOUT_MS */.od;
    // Node fires a longer timer after 1 ms, so every call would "time out" at once. The faces check
    // this as they read the values; a configuration built in code is checked here.
    for (const [key, value] of [
        ['timeoutMs', config.timeoutMs],
        ['connectTimeoutMs', connectTimeoutMs],
        ['agentTimeoutMs', config.agentTimeoutMs],
        ['judgeTimeoutMs', config.judgeTimeoutMs],
    ]) {
        if (value !== undefined && value > limits/* MAX_STEP_TIMEOUT_MS */.fH)
            throw new parse_setting/* ConfigError */.xL((0,parse_setting/* tooLarge */.g$)((0,settings/* settingLabel */.px)(key, config.face), limits/* MAX_STEP_TIMEOUT_MS */.fH, value));
    }
    let agentModels;
    try {
        agentModels = (0,models/* parseModelList */.hS)(config.agentModels, (0,settings/* settingLabel */.px)('agentModels', config.face));
    }
    catch (error) {
        throw new parse_setting/* ConfigError */.xL(error.message);
    }
    const { modelPrices, judgeCostBudget, agentCostBudget } = costSettings(config, agentModels);
    let shard;
    try {
        shard = (0,scenario_select/* parseShard */.uK)(config.shard);
    }
    catch (error) {
        throw new parse_setting/* ConfigError */.xL(error.message);
    }
    const environment = config.environment ?? process.env;
    const choice = resolveProvider(config, environment, [
        config.judgeModel,
        config.agentModel || options/* DEFAULT_AGENT_MODEL */.qj,
        ...agentModels,
    ]);
    // Said only when it is not what options without them mean (the Anthropic API with the key; or
    // nothing found by auto), so options built in code and those of the faces read alike.
    const plainAnthropic = choice.provider?.platform === 'anthropic' && !choice.provider.modelIds;
    const platform = choice.provider
        ? plainAnthropic
            ? {}
            : { provider: choice.provider }
        : choice.missing === choose/* NO_KEY_REASON */.Nr + choose/* NO_CLOUD */.q_
            ? {}
            : { unavailable: { reason: choice.reason, missing: choice.missing } };
    return {
        workspace: config.workspace,
        scenarioGlobs: config.scenarioGlobs,
        server,
        protocol: config.protocol ?? 'auto',
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
            ...platform,
            concurrency: config.judgeConcurrency,
            ...(config.judgeTimeoutMs !== undefined && { timeoutMs: config.judgeTimeoutMs }),
            ...(config.judgeAutoSetting ? { autoSetting: config.judgeAutoSetting } : {}),
            ...(judgeCostBudget !== undefined && { costBudgetUsd: judgeCostBudget }),
        },
        agent: {
            mode: config.agent ?? 'auto',
            model: config.agentModel || options/* DEFAULT_AGENT_MODEL */.qj,
            ...(agentModels.length > 0 && { models: agentModels }),
            apiKey: config.anthropicApiKey || undefined,
            ...platform,
            ...(config.agentTokenBudget ? { tokenBudget: config.agentTokenBudget } : {}),
            ...(agentCostBudget !== undefined && { costBudgetUsd: agentCostBudget }),
            ...(config.agentReplay ? { replay: true } : {}),
            ...(config.agentTimeoutMs !== undefined && { timeoutMs: config.agentTimeoutMs }),
            serverFlags: (0,accept_command/* serverFlagsText */.QS)((0,snapshot/* serverTarget */.dH)({ ...config, labels })),
            ...withBaseline(config),
        },
        settingName: (key, value) => (0,settings/* settingWithValue */.ie)(key, value, config.face),
        secrets: [
            config.bearerToken,
            config.anthropicApiKey,
            ...(0,choose/* providerSecrets */.nf)(choice.provider),
            ...cloudSecretValues(environment),
            ...(0,mcp_oauth/* oauthSecretValues */.oI)(config.oauth ?? {}),
            ...(0,headers/* secretHeaderValues */.o4)(config.headers ?? {}),
            ...(0,headers/* urlSecretValues */.uq)(config.remoteUrl),
            ...(config.shadowedSecrets ?? []),
            ...(serverVars?.secrets ?? []),
        ].filter(Boolean),
        ...(serverVars && serverVars.notices.length > 0 ? { notices: serverVars.notices } : {}),
        toolsSnapshot: (0,snapshot/* runSnapshotOptions */.SA)({ ...config, labels }),
        ...(modelPrices.size > 0 && { modelPrices }),
        annotations: config.annotations ?? 'off',
        // Resolved whatever the mode: the run never reads the probes file as a scenario.
        annotationsProbes: (0,snapshot/* runProbesFile */.B1)(config.workspace, config.scenarioGlobs, config.annotationsProbes),
    };
}
/**
 * Where a setting with a variable can be given, in the face's words: `--oauth-client-id or
 * MCP_EVAL_OAUTH_CLIENT_ID` on the command line, where a secret is its variable alone; the input and
 * the variable in the action.
 */
function givenBy(key, face) {
    const setting = settings/* SETTINGS */.yy[key];
    const variable = setting.env ?? '';
    if (face === 'cli')
        return (0,settings/* flagOf */.iP)(setting) === undefined ? variable : `--${(0,settings/* flagOf */.iP)(setting)} or ${variable}`;
    return `${setting.name} or ${variable}`;
}
/** How to give a bearer token, as the face says it: never a flag (shell history, process lists). */
function tokenSetting(face) {
    if (face === 'cli')
        return 'MCP_EVAL_BEARER_TOKEN';
    return face === 'action'
        ? 'the bearer-token input or MCP_EVAL_BEARER_TOKEN'
        : 'bearer-token or MCP_EVAL_BEARER_TOKEN';
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
        throw new parse_setting/* ConfigError */.xL(`give either a bearer token (${config.bearerTokenSource || 'MCP_EVAL_BEARER_TOKEN'}) or OAuth client credentials (${oauth.source}), not both`);
    }
    if (!oauth.clientId) {
        throw new parse_setting/* ConfigError */.xL(`an OAuth ${oauth.clientSecret ? 'client secret' : 'private key'} was given (${oauth.source}) without a client id: set ${givenBy('oauthClientId', config.face)}`);
    }
    if (oauth.clientSecret && oauth.privateKey) {
        throw new parse_setting/* ConfigError */.xL(`give an OAuth client secret or a private key, not both (${oauth.source}): the secret is for client_secret_basic or client_secret_post, the key for private_key_jwt`);
    }
    if (!oauth.clientSecret && !oauth.privateKey) {
        throw new parse_setting/* ConfigError */.xL(`the OAuth client id (${oauth.source}) needs a client secret (${givenBy('oauthClientSecret', config.face)}) or a private key (${givenBy('oauthPrivateKey', config.face)})`);
    }
    if (oauth.privateKey) {
        try {
            (0,mcp_oauth/* signingAlgorithmOf */.I3)(oauth.privateKey);
        }
        catch (error) {
            throw new parse_setting/* ConfigError */.xL(`${error.message} (${oauth.source})`);
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
            throw new parse_setting/* ConfigError */.xL(`${(0,settings/* settingLabel */.px)('oauthIssuer', config.face)} must be the authorization server's issuer URL, got "${oauth.issuer}"`);
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
/**
 * The platform of the judge and agent scenarios (`provider`, `model-ids`), with the settings' own
 * models checked to have an id there before anything runs (a scenario's `model:` is checked at its
 * request). Throws a ConfigError for a bad `model-ids` line or a model without an id.
 */
function resolveProvider(config, environment, models = []) {
    let modelIds;
    try {
        modelIds = (0,providers_models/* parseModelIds */.rP)(config.modelIds ?? [], (0,settings/* settingLabel */.px)('modelIds', config.face));
    }
    catch (error) {
        throw new parse_setting/* ConfigError */.xL(error.message);
    }
    const choice = (0,choose/* chooseProvider */.Vm)(config.provider ?? 'auto', environment, config.anthropicApiKey || undefined, modelIds);
    const provider = choice.provider;
    if (provider && provider.platform !== 'anthropic') {
        for (const model of models) {
            try {
                (0,providers_models/* platformModelId */.yn)(model, provider.platform, { region: provider.region, overrides: modelIds });
            }
            catch (error) {
                throw new parse_setting/* ConfigError */.xL(error.message.replace('the model-ids setting', (0,settings/* settingLabel */.px)('modelIds', config.face)));
            }
        }
    }
    return choice;
}
/** The agent baseline's settings, when one applies. */
/**
 * `model-prices` read (a bad line is refused, naming the setting), and the cost budgets checked
 * before anything runs: a budget in USD is refused when a model it would spend on (`judge-model`;
 * `agent-model` and `agent-models`) has no price. A scenario's own `model:` is checked when the run
 * is planned, still before the first call (kinds/agent/plan.ts).
 */
function costSettings(config, agentModels) {
    const label = (key) => (0,settings/* settingLabel */.px)(key, config.face);
    let modelPrices;
    try {
        modelPrices = (0,prices/* parseModelPrices */.nu)(config.modelPrices ?? []);
    }
    catch (error) {
        throw new parse_setting/* ConfigError */.xL(`${label('modelPrices')}: ${error.message}`);
    }
    for (const [key, value] of [
        ['judgeCostBudget', config.judgeCostBudget],
        ['agentCostBudget', config.agentCostBudget],
    ]) {
        // A configuration built in code is checked as the faces check what they read.
        if (value !== undefined && !(Number.isFinite(value) && value > 0 && value <= settings/* MAX_COST_BUDGET_USD */.IC))
            throw new parse_setting/* ConfigError */.xL(`${label(key)} must be a positive amount of US dollars, at most ${settings/* MAX_COST_BUDGET_USD */.IC}, got ${value}`);
    }
    const unpriced = (models) => models.find((model) => !(0,prices/* priceOf */.xx)(model, 'anthropic', modelPrices));
    const judgeModel = config.judge === 'off' ? undefined : unpriced([config.judgeModel]);
    if (config.judgeCostBudget !== undefined && judgeModel !== undefined)
        throw new parse_setting/* ConfigError */.xL((0,prices/* noPriceForBudget */.$G)(label('judgeCostBudget'), judgeModel, label('modelPrices')));
    const agentModel = config.agent === 'off'
        ? undefined
        : unpriced(agentModels.length > 0 ? agentModels : [config.agentModel || options/* DEFAULT_AGENT_MODEL */.qj]);
    if (config.agentCostBudget !== undefined && agentModel !== undefined)
        throw new parse_setting/* ConfigError */.xL((0,prices/* noPriceForBudget */.$G)(label('agentCostBudget'), agentModel, label('modelPrices')));
    return {
        modelPrices,
        ...(config.judgeCostBudget !== undefined && { judgeCostBudget: config.judgeCostBudget }),
        ...(config.agentCostBudget !== undefined && { agentCostBudget: config.agentCostBudget }),
    };
}
function withBaseline(config) {
    const baseline = (0,config_baseline/* runBaselineOptions */.P)(config);
    return baseline ? { baseline } : {};
}
//# sourceMappingURL=resolve.js.map

/***/ }),

/***/ 70728:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ runProbesFile),
/* harmony export */   EI: () => (/* binding */ globBase),
/* harmony export */   SA: () => (/* binding */ runSnapshotOptions),
/* harmony export */   dH: () => (/* binding */ serverTarget),
/* harmony export */   jo: () => (/* binding */ DEFAULT_SNAPSHOT_NAME)
/* harmony export */ });
/* unused harmony export DEFAULT_RUN_PROBES_NAME */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _accept_command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91316);
/**
 * The run's tool-list snapshot settings: which file, whether it must exist, the token budget, and
 * the command that accepts a change. Resolved once with the rest of the options.
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
    return base.length === parts.length && /\.ya?ml$/i.test(joined) ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(joined) : joined || '.';
}
/**
 * The run's snapshot settings from the configuration: the named file, or DEFAULT_SNAPSHOT_NAME in
 * the directory of the first scenarios glob; undefined when no file is named and the default
 * does not apply (no glob). A budget with no snapshot file still applies (to the server's list).
 */
function runSnapshotOptions(config) {
    const named = config.toolsSnapshot?.trim();
    const firstGlob = config.scenarioGlobs.find((glob) => !glob.startsWith('!'));
    const relative = named || (firstGlob ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(globBase(firstGlob), DEFAULT_SNAPSHOT_NAME) : undefined);
    if (!relative)
        return undefined;
    const file = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(config.workspace, relative);
    const label = node_path__WEBPACK_IMPORTED_MODULE_0__.relative(config.workspace, file) || relative;
    return {
        file,
        label,
        required: Boolean(named),
        ...(config.toolsTokenBudget === undefined ? {} : { budget: config.toolsTokenBudget }),
        acceptCommand: (0,_accept_command_js__WEBPACK_IMPORTED_MODULE_1__/* .acceptCommand */ .O3)(label, serverTarget(config)),
    };
}
/** The server as the configuration names it, for a command we advise to start it again. */
function serverTarget(config) {
    return {
        serverCommand: config.serverCommand,
        serverModule: config.serverModule,
        // A URL from MCP_EVAL_REMOTE_URL stays in the environment.
        remoteUrl: config.labels?.remoteUrl === 'MCP_EVAL_REMOTE_URL' ? undefined : config.remoteUrl,
        serverCwd: config.serverCwd,
        serverEnv: config.serverEnv,
        serverSecrets: config.serverSecrets,
        workspace: config.workspace,
    };
}
/**
 * The annotations check's probes file when none is named: beside the scenarios, read when it
 * exists. The same name as server-tools/annotations' DEFAULT_PROBES_FILE (a test holds them
 * equal), written here so that resolving the settings loads none of the engine.
 */
const DEFAULT_RUN_PROBES_NAME = 'annotations.yaml';
/** The run's probes file: the named one (relative to the workspace), else the default beside the first scenarios glob. */
function runProbesFile(workspace, scenarioGlobs, named) {
    const given = named?.trim();
    if (given)
        return { file: node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(workspace, given), required: true };
    const firstGlob = scenarioGlobs.find((glob) => !glob.trim().startsWith('!') && glob.trim() !== '');
    return {
        file: node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(workspace, node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(globBase(firstGlob ?? '.'), DEFAULT_RUN_PROBES_NAME)),
        required: false,
    };
}
//# sourceMappingURL=snapshot.js.map

/***/ }),

/***/ 43343:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hS: () => (/* binding */ parseModelList),
/* harmony export */   uD: () => (/* binding */ expandModel)
/* harmony export */ });
/* unused harmony export modelRowName */
/** `refund [claude-haiku-4-5]`: the row of a scenario run on one of several models. */
function modelRowName(name, model) {
    return `${name} [${model}]`;
}
/**
 * The models a list setting names (`a, b` or one a line), each once; throws saying which repeats.
 * Empty: none (the run's `agent-model` applies).
 */
function parseModelList(text, setting) {
    const models = (text ?? '')
        .split(/[,\n]/)
        .map((model) => model.trim())
        .filter((model) => model !== '');
    const repeated = models.find((model, index) => models.indexOf(model) !== index);
    if (repeated !== undefined)
        throw new Error(`${setting} names ${JSON.stringify(repeated)} twice: list each model once (got ${text})`);
    return models;
}
/**
 * An agent scenario once per model: the scenario's own `models:`, else the run's `agent-models`
 * for a scenario that names no `model:`. One model keeps the scenario's name.
 */
function expandModel(scenario, runModels = []) {
    const models = scenario.agent.models ?? (scenario.agent.model === undefined ? runModels : []);
    if (models.length === 0)
        return [scenario];
    if (models.length === 1)
        return [{ ...scenario, agent: { ...scenario.agent, model: models[0], models: undefined } }];
    return models.map((model) => ({
        ...scenario,
        name: modelRowName(scenario.name, model),
        agent: { ...scenario.agent, model, models: undefined },
    }));
}
//# sourceMappingURL=models.js.map

/***/ }),

/***/ 16878:
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
            const { stdioSessions } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(6960), __webpack_require__.e(6105)]).then(__webpack_require__.bind(__webpack_require__, 46105));
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
            const { inProcessSessions } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(6960), __webpack_require__.e(1597)]).then(__webpack_require__.bind(__webpack_require__, 11597));
            return inProcessSessions({
                modulePath: server.modulePath,
                workspace: options.workspace,
                secrets: options.secrets,
                connectTimeoutMs,
                protocol: options.protocol,
            });
        }
        const { httpSessions } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(6960), __webpack_require__.e(4094)]).then(__webpack_require__.bind(__webpack_require__, 24094));
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

/***/ 47399:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I3: () => (/* binding */ signingAlgorithmOf),
/* harmony export */   oI: () => (/* binding */ oauthSecretValues),
/* harmony export */   uY: () => (/* binding */ oauthMethodOf),
/* harmony export */   uv: () => (/* binding */ createAuthProvider),
/* harmony export */   y7: () => (/* binding */ OAUTH_VARIABLES)
/* harmony export */ });
/* unused harmony exports normalizePrivateKey, basicCredentials, unionOfScopes */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _headers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16878);


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
    const { ClientCredentialsProvider, PrivateKeyJwtProvider } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855)]).then(__webpack_require__.bind(__webpack_require__, 60855));
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

/***/ 61615:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GR: () => (/* binding */ removeScenarioDir),
/* harmony export */   GS: () => (/* binding */ SCENARIO_DIR_VARIABLE),
/* harmony export */   kV: () => (/* binding */ makeScenarioDir),
/* harmony export */   mF: () => (/* binding */ expandScenarioDir),
/* harmony export */   pv: () => (/* binding */ serverVariables),
/* harmony export */   sx: () => (/* binding */ assignmentAdvice),
/* harmony export */   yE: () => (/* binding */ leadingAssignment),
/* harmony export */   z_: () => (/* binding */ makeScenarioDirSync)
/* harmony export */ });
/* unused harmony exports parseServerEnv, parseServerSecrets */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22645);





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
/** A variable name that says it holds a secret (`*TOKEN*`, `*SECRET*`, `*PASSWORD*`, `*KEY*`, `*CREDENTIAL*`). */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|KEY|CREDENTIAL/i;
/**
 * Parses `server-secrets` entries: `KEY=VALUE`, or a bare `KEY` for the value of the variable KEY
 * of `parent` (so a secret need not be typed on a command line). Like parseServerEnv, but a message
 * never quotes an entry, which may hold the secret: it names the entry by its number.
 */
function parseServerSecrets(entries, label, parent) {
    const env = {};
    let number = 0;
    for (const entry of entries) {
        number++;
        const text = entry.trim();
        if (text === '' || text.startsWith('#'))
            continue;
        const equals = text.indexOf('=');
        const name = equals < 0 ? text : text.slice(0, equals);
        if (!VARIABLE_NAME.test(name)) {
            throw new Error(`${label} entry ${number} is not KEY=VALUE (not quoted here: it may hold the secret): give a variable name (letters, digits and _, not starting with a digit), "=" and its value, for example SLACK_BOT_TOKEN=\${{ secrets.SLACK_BOT_TOKEN }}`);
        }
        if (name === SCENARIO_DIR_VARIABLE || name === 'MCP_EVAL_MODE') {
            throw new Error(`${label} cannot set ${name}: the run sets it for every server it starts`);
        }
        if (equals < 0) {
            const value = parent[name];
            if (value === undefined || value === '') {
                throw new Error(`${label} ${name} takes the value of the variable ${name}, which is not set: set it, or give ${name}=VALUE`);
            }
            env[name] = value;
        }
        else {
            env[name] = text.slice(equals + 1);
        }
    }
    return env;
}
/**
 * The server's variables: `server-env` (labelled `envLabel`) and `server-secrets` (`secretsLabel`),
 * which may not both set one name. A `server-env` variable whose name says it holds a secret is one
 * (from NAMED_SECRET_MIN_CHARS characters), with a notice that says so and points to `server-secrets`.
 */
function serverVariables(envEntries, secretEntries, labels, parent) {
    const plain = parseServerEnv(envEntries, labels.env);
    const secret = parseServerSecrets(secretEntries, labels.secrets, parent);
    const both = Object.keys(plain).filter((name) => Object.hasOwn(secret, name));
    if (both.length > 0) {
        throw new Error(`${both.join(', ')} ${both.length === 1 ? 'is' : 'are'} set by both ${labels.env} and ${labels.secrets}: give each variable once (a secret in ${labels.secrets})`);
    }
    const secrets = Object.values(secret).filter((value) => value !== '');
    const notices = [];
    for (const [name, value] of Object.entries(plain)) {
        if (!SECRET_NAME.test(name) || value === '')
            continue;
        if (value.length >= _model_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .NAMED_SECRET_MIN_CHARS */ .kA) {
            secrets.push(value);
            notices.push(`${labels.env} ${name}: its name says it holds a secret, so its value is treated as one (masked, and redacted from the reports and recordings); give it with ${labels.secrets} to say so`);
        }
        else {
            notices.push(`${labels.env} ${name}: its name says it holds a secret, but its value is shorter than ${_model_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .NAMED_SECRET_MIN_CHARS */ .kA} characters, so it is not treated as one (redacting it would blank common text); if it is a secret, give it with ${labels.secrets}`);
        }
    }
    return { env: { ...plain, ...secret }, secrets, notices };
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

/***/ 33212:
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

/***/ 39023:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listServerSurface: () => (/* binding */ listServerSurface)
/* harmony export */ });
async function listServerSurface(client, timeoutMs) {
    // Loaded when a server is known: the CLI's start-up path imports this file, and lists.ts (through
    // tools.ts) brings the SDK's schemas (startup-loads.test.ts).
    const { readOtherLists } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(5949)]).then(__webpack_require__.bind(__webpack_require__, 75949));
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
    const z = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(6893)]).then(__webpack_require__.bind(__webpack_require__, 16893));
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
            const { isListTooLong } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(7933)]).then(__webpack_require__.bind(__webpack_require__, 67933));
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

/***/ 25979:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KL: () => (/* binding */ ANNOTATION_FINDING_KINDS),
/* harmony export */   LE: () => (/* binding */ HINT_OF_KIND),
/* harmony export */   Om: () => (/* binding */ annotationsFailed),
/* harmony export */   zY: () => (/* binding */ NOT_JUDGED_HINTS)
/* harmony export */ });
/* unused harmony exports JUDGED_HINTS, NOT_REACHED_CODES */
/**
 * What `annotations` (are a tool's readOnlyHint, idempotentHint and destructiveHint true?) returns:
 * its report per tool, its findings with the state changes that show them, the lines it left out of
 * the comparison and why, and the typed codes the faces decide on. Declared here so that the engine
 * (server-tools/annotations), the CLI, the action and the renderers share them without importing each
 * other. No wording here but the engine's one-line details: the faces write the rest.
 */
const JUDGED_HINTS = (/* unused pure expression or super */ null && (['readOnlyHint', 'idempotentHint', 'destructiveHint']));
/** Hints a tool may carry that no observation of its state can refute: listed, never judged. */
const NOT_JUDGED_HINTS = ['openWorldHint'];
const ANNOTATION_FINDING_KINDS = [
    'not-read-only',
    'not-idempotent',
    'destructive',
];
/** The hint each kind of finding refutes. */
const HINT_OF_KIND = {
    'not-read-only': 'readOnlyHint',
    'not-idempotent': 'idempotentHint',
    destructive: 'destructiveHint',
};
/** The skip codes of a tool the check did not get to judge: such a check fails (a check that did not run does not pass). */
const NOT_REACHED_CODES = (/* unused pure expression or super */ null && (['stopped', 'budget']));
/** Whether the check fails: an unsuppressed finding, or a check that did not finish. */
function annotationsFailed(report) {
    return report.error !== undefined || report.tools.some((tool) => tool.findings.length > 0);
}
//# sourceMappingURL=annotations.js.map

/***/ }),

/***/ 87732:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ OUT_OF_TIME_CODES),
/* harmony export */   m: () => (/* binding */ FINDING_KINDS)
/* harmony export */ });
/**
 * What `fuzz` reads and returns: the prompts and templates it is given, its findings and its report
 * (the JSON report's shape), and the typed reasons a target is skipped. Declared here so that the
 * engine (server-tools/fuzz), the ready scenarios (authoring/) and the renderers (report/fuzz.ts)
 * share them without importing each other. No wording: the rooms that decide write the words.
 */
const FINDING_KINDS = ['crash', 'hang', 'protocol-error', 'leak'];
/** The skip codes of a target the fuzz's time did not reach: such a fuzz fails (a check that did not run does not pass). */
const OUT_OF_TIME_CODES = ['total-budget', 'tool-budget'];
//# sourceMappingURL=fuzz.js.map

/***/ }),

/***/ 94484:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ totalsOf)
/* harmony export */ });
function totalsOf(run) {
    const count = (status) => run.scenarios.filter((s) => s.status === status).length;
    return {
        total: run.scenarios.length,
        passed: count('passed'),
        failed: count('failed') + count('errored'),
        skipped: count('skipped'),
    };
}
//# sourceMappingURL=result.js.map

/***/ }),

/***/ 30812:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ub: () => (/* binding */ snapshotFailed),
/* harmony export */   tO: () => (/* binding */ CHANGE_KINDS),
/* harmony export */   v9: () => (/* binding */ failingFindings)
/* harmony export */ });
/**
 * What lint and the tool-list snapshot check return: parts of a run's result (and of the `lint`
 * and `tools --diff` commands'), declared here so that the result model and the renderers read
 * them without importing the features that compute them.
 */
/** Findings that count: errors not suppressed, and (with `strict`) warnings too. */
function failingFindings(report, strict) {
    return report.findings.filter((item) => !item.suppressed && (item.level === 'error' || strict));
}
/** The order changes are shown in: what breaks callers first. */
const CHANGE_KINDS = ['breaking', 'model-facing', 'additive'];
/**
 * Whether the check fails the run or the command: any difference, an unreadable file, a list that
 * could not be read whole, or over budget.
 */
function snapshotFailed(check) {
    return check.status !== 'equal' || check.overBudget || (check.unread?.length ?? 0) > 0;
}
//# sourceMappingURL=server-tools.js.map

/***/ }),

/***/ 71926:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rP: () => (/* binding */ parseModelIds),
/* harmony export */   yn: () => (/* binding */ platformModelId)
/* harmony export */ });
/* unused harmony exports MODEL_IDS, MODEL_IDS_MAX_LINES, MODEL_ID_MAX_CHARS, bedrockGeography, UnknownModelError */
/**
 * Each model's Amazon Bedrock base model id and Google Vertex AI id, as of 2026-12 from the
 * platforms' model tables (platform.claude.com "Claude on Amazon Bedrock" API model IDs;
 * cloud.google.com "Request predictions with Claude models"). Bedrock is called through a
 * cross-region inference profile (the base id with a geography prefix, see bedrockId): on-demand
 * calls to a bare model id are refused for these models. A model the table lacks is given by the
 * `model-ids` setting (`claude-x=platform-id`).
 */
const MODEL_IDS = {
    'claude-haiku-4-5': { bedrock: 'anthropic.claude-haiku-4-5-20251001-v1:0', vertex: 'claude-haiku-4-5@20251001' },
    'claude-sonnet-4-5': {
        bedrock: 'anthropic.claude-sonnet-4-5-20250929-v1:0',
        vertex: 'claude-sonnet-4-5@20250929',
    },
    'claude-opus-4-5': { bedrock: 'anthropic.claude-opus-4-5-20251101-v1:0', vertex: 'claude-opus-4-5@20251101' },
    'claude-opus-4-1': { bedrock: 'anthropic.claude-opus-4-1-20250805-v1:0', vertex: 'claude-opus-4-1@20250805' },
    'claude-sonnet-4': { bedrock: 'anthropic.claude-sonnet-4-20250514-v1:0', vertex: 'claude-sonnet-4@20250514' },
    'claude-opus-4': { bedrock: 'anthropic.claude-opus-4-20250514-v1:0', vertex: 'claude-opus-4@20250514' },
    'claude-3-7-sonnet': {
        bedrock: 'anthropic.claude-3-7-sonnet-20250219-v1:0',
        vertex: 'claude-3-7-sonnet@20250219',
    },
    'claude-3-5-haiku': { bedrock: 'anthropic.claude-3-5-haiku-20241022-v1:0', vertex: 'claude-3-5-haiku@20241022' },
};
/** The longest `model-ids` line read, and how many lines: the setting is typed by people, and bounded. */
const MODEL_IDS_MAX_LINES = 100;
const MODEL_ID_MAX_CHARS = 512;
/**
 * `model-ids` lines (`claude-x=platform-id`), checked: each canonical name once, both sides
 * non-empty, no white space or control character inside. Throws saying which line is wrong.
 */
function parseModelIds(lines, setting) {
    const ids = Object.create(null);
    const given = lines.map((line) => line.trim()).filter((line) => line !== '');
    if (given.length > MODEL_IDS_MAX_LINES)
        throw new Error(`${setting} has ${given.length} lines: at most ${MODEL_IDS_MAX_LINES}`);
    for (const line of given) {
        const equals = line.indexOf('=');
        const name = equals < 0 ? '' : line.slice(0, equals).trim();
        const id = equals < 0 ? '' : line.slice(equals + 1).trim();
        if (!name || !id || line.length > MODEL_ID_MAX_CHARS || /[\s\p{Cc}]/u.test(name + id))
            throw new Error(`${setting}: each line is MODEL=PLATFORM-ID (claude-sonnet-4-6=global.anthropic.claude-sonnet-4-6), got ${JSON.stringify(line.slice(0, 80))}`);
        if (Object.hasOwn(ids, name))
            throw new Error(`${setting} names ${JSON.stringify(name)} twice: give each model once`);
        ids[name] = id;
    }
    return ids;
}
/** `claude-haiku-4-5-20251001` is `claude-haiku-4-5`: the API's dated alias names the same model. */
function undated(model) {
    return model.replace(/-\d{8}$/, '');
}
/**
 * The Bedrock inference-profile prefix of a region: `us.` for us-*, `eu.` for eu-*, `us-gov.` for
 * GovCloud, `apac.` for ap-*, `global.` otherwise (the global profile routes anywhere).
 */
function bedrockGeography(region) {
    if (region.startsWith('us-gov-'))
        return 'us-gov';
    if (region.startsWith('us-') || region.startsWith('ca-'))
        return 'us';
    if (region.startsWith('eu-'))
        return 'eu';
    if (region.startsWith('ap-'))
        return 'apac';
    return 'global';
}
/** Why a model has no id on a platform, for the message that refuses it. */
class UnknownModelError extends Error {
}
/**
 * The id to send for `model` on `platform`: the override first, else the table (Bedrock: the
 * inference profile of the region's geography), else, on the Anthropic API, the name itself. A
 * name that is already a platform id (`us.anthropic.…`, `arn:aws:…`, `…@2025…`) is sent as it is.
 */
function platformModelId(model, platform, options = {}) {
    const override = options.overrides?.[model] ?? options.overrides?.[undated(model)];
    if (override !== undefined)
        return override;
    if (platform === 'anthropic')
        return model;
    const known = MODEL_IDS[model] ?? MODEL_IDS[undated(model)];
    if (known) {
        if (platform === 'vertex')
            return known.vertex;
        return `${bedrockGeography(options.region ?? '')}.${known.bedrock}`;
    }
    if (platform === 'bedrock' && (/^([a-z-]+\.)?anthropic\./.test(model) || model.startsWith('arn:')))
        return model;
    if (platform === 'vertex' && model.includes('@'))
        return model;
    throw new UnknownModelError(`no ${platform === 'bedrock' ? 'Amazon Bedrock' : 'Google Vertex AI'} id is known for the model ${JSON.stringify(model)}: give one with the model-ids setting (${model}=PLATFORM-ID)`);
}
//# sourceMappingURL=models.js.map

/***/ }),

/***/ 50914:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ noPriceForBudget),
/* harmony export */   BD: () => (/* binding */ formatCost),
/* harmony export */   Iu: () => (/* binding */ addCosts),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   h4: () => (/* binding */ costOfUsages),
/* harmony export */   ho: () => (/* binding */ costOf),
/* harmony export */   nu: () => (/* binding */ parseModelPrices),
/* harmony export */   xx: () => (/* binding */ priceOf)
/* harmony export */ });
/* unused harmony exports PRICES_CHECKED, HAIKU_4_5_PRICE, SONNET_4_PRICE, SONNET_4_5_PRICE, SONNET_4_6_PRICE, SONNET_5_PRICE, OPUS_4_PRICE, SONNET_3_7_PRICE, HAIKU_3_5_PRICE, OPUS_4_1_PRICE, OPUS_4_5_PRICE, OPUS_5_PRICE, OPUS_5_5_PRICE, PRICE_TABLE, MAX_PRICE_PER_MTOK, MAX_MODEL_PRICES, MAX_MODEL_NAME_CHARS */
// Prices checked on 2026-12-06 against Anthropic's pricing page,
// https://docs.claude.com/en/docs/about-claude/pricing (and each model's overview page on
// platform.claude.com), in USD per million tokens: input, output, 5-minute cache write, cache read.
// Amazon Bedrock and Google Vertex AI list the same prices for these Claude models in their standard
// (global and cross-region) endpoints, so one row serves all three platforms; a regional or
// data-residency endpoint bills more, and is priced with `model-prices`. Models billed in bands by
// prompt length (Claude Haiku 5.5) or whose cache prices changed since (Claude Sonnet 5.5) are left
// out rather than priced wrong: they say "cost unknown" until `model-prices` prices them.
/** The date the table below was checked against the source pages. */
const PRICES_CHECKED = '2026-12-06';
const HAIKU_4_5_PRICE = { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 };
const SONNET_4_PRICE = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
const SONNET_4_5_PRICE = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
const SONNET_4_6_PRICE = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
const SONNET_5_PRICE = { input: 2, output: 10, cacheWrite: 2.5, cacheRead: 0.2 };
const OPUS_4_PRICE = { input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 };
const SONNET_3_7_PRICE = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
const HAIKU_3_5_PRICE = { input: 0.8, output: 4, cacheWrite: 1, cacheRead: 0.08 };
const OPUS_4_1_PRICE = { input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 };
const OPUS_4_5_PRICE = { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 };
const OPUS_5_PRICE = { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 };
const OPUS_5_5_PRICE = { input: 4, output: 20, cacheWrite: 5, cacheRead: 0.2 };
/** By canonical model name (`claude-haiku-4-5`, as scenarios, recordings and baselines name it). */
const CLAUDE_PRICES = {
    'claude-haiku-4-5': HAIKU_4_5_PRICE,
    'claude-sonnet-4-0': SONNET_4_PRICE,
    'claude-sonnet-4': SONNET_4_PRICE,
    'claude-sonnet-4-5': SONNET_4_5_PRICE,
    'claude-sonnet-4-6': SONNET_4_6_PRICE,
    'claude-sonnet-5': SONNET_5_PRICE,
    'claude-opus-4': OPUS_4_PRICE,
    'claude-opus-4-0': OPUS_4_PRICE,
    'claude-opus-4-1': OPUS_4_1_PRICE,
    'claude-3-7-sonnet': SONNET_3_7_PRICE,
    'claude-3-5-haiku': HAIKU_3_5_PRICE,
    'claude-opus-4-5': OPUS_4_5_PRICE,
    'claude-opus-5': OPUS_5_PRICE,
    'claude-opus-5-5': OPUS_5_5_PRICE,
};
/** The table: per platform, per canonical model name. The same rows on each (see the comment above). */
const PRICE_TABLE = {
    anthropic: CLAUDE_PRICES,
    bedrock: CLAUDE_PRICES,
    vertex: CLAUDE_PRICES,
};
/** A dated snapshot id (`claude-haiku-4-5-20251001`) is priced as its canonical name. */
const DATED_ID = /-\d{8}$/;
/** The price of `model` on `platform`: `model-prices` first, then the table; undefined when neither has it. */
function priceOf(model, platform = 'anthropic', extra = new Map()) {
    const canonical = model.replace(DATED_ID, '');
    return (extra.get(model) ??
        extra.get(canonical) ??
        (Object.hasOwn(PRICE_TABLE[platform], model) ? PRICE_TABLE[platform][model] : undefined) ??
        (Object.hasOwn(PRICE_TABLE[platform], canonical) ? PRICE_TABLE[platform][canonical] : undefined));
}
/** Amounts are kept to a millionth of a cent: float noise from the sums never shows as a digit. */
const USD_DECIMALS = 8;
function roundUsd(usd) {
    return Number(usd.toFixed(USD_DECIMALS));
}
/** Tokens × price, in USD. */
function costOf(tokens, price) {
    const microDollars = tokens.input * price.input +
        tokens.output * price.output +
        tokens.cacheWrite * price.cacheWrite +
        tokens.cacheRead * price.cacheRead;
    return roundUsd(microDollars / 1_000_000);
}
function spent(tokens) {
    return tokens.input + tokens.output + tokens.cacheRead + tokens.cacheWrite > 0;
}
/**
 * The cost of several models' tokens: the sum, or `usd: null` with the models that have no price
 * when any of them spent a token (a partial sum would read as the whole bill).
 */
function costOfUsages(usages, platform = 'anthropic', extra = new Map()) {
    let usd = 0;
    const unknown = new Set();
    for (const usage of usages) {
        if (!spent(usage.tokens))
            continue;
        const price = priceOf(usage.model, platform, extra);
        if (price === undefined)
            unknown.add(usage.model);
        else
            usd += costOf(usage.tokens, price);
    }
    return unknown.size > 0 ? { usd: null, unknown: [...unknown].sort() } : { usd: roundUsd(usd), unknown: [] };
}
/** Two costs together: unknown when either is. */
function addCosts(a, b) {
    const unknown = [...new Set([...a.unknown, ...b.unknown])].sort();
    return unknown.length > 0 || a.usd === null || b.usd === null
        ? { usd: null, unknown }
        : { usd: roundUsd(a.usd + b.usd), unknown: [] };
}
/**
 * An amount as every report writes it: four decimals below a dollar (`$0.0123`), two from a dollar
 * on (`$12.35`), `$0` for nothing spent, and `<$0.0001` for a positive amount too small for four.
 */
function formatUsd(usd) {
    if (usd === 0)
        return '$0';
    if (usd > 0 && usd < 0.0001)
        return '<$0.0001';
    return usd < 1 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}
/** A cost as the reports say it: the amount, or "cost unknown" and the models without a price. */
function formatCost(cost) {
    return cost.usd === null ? `cost unknown (no price for ${cost.unknown.join(', ')})` : formatUsd(cost.usd);
}
/**
 * Why a budget in USD (`judge-cost-budget`, `agent-cost-budget`) is refused before the first call:
 * `model` has no price, so what its calls spend could not be counted.
 */
function noPriceForBudget(budget, model, pricesSetting = 'model-prices') {
    return (`${budget} is in USD, but the model ${model} has no price (the table was checked on ${PRICES_CHECKED}): ` +
        `add one with ${pricesSetting} (${model}=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ, USD per million tokens)`);
}
/** The most USD per million tokens `model-prices` accepts: far above any model's, low enough to catch a typo of units. */
const MAX_PRICE_PER_MTOK = 10_000;
/** The most lines `model-prices` takes: a run names a handful of models. */
const MAX_MODEL_PRICES = 100;
/** The longest model name `model-prices` takes. */
const MAX_MODEL_NAME_CHARS = 200;
const MODEL_NAME = /^[A-Za-z0-9][A-Za-z0-9._:@/-]*$/;
const AMOUNT = /^\d+(\.\d+)?$/;
/**
 * `model-prices` lines, `MODEL=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ` in USD per million tokens
 * (`claude-haiku-5-5=0.10,0.50,0.125,0.01`). Throws an Error saying which line is wrong and why;
 * the caller names the setting. A model given twice is refused (which one was meant?).
 */
function parseModelPrices(lines) {
    if (lines.length > MAX_MODEL_PRICES)
        throw new Error(`takes at most ${MAX_MODEL_PRICES} lines, got ${lines.length}`);
    const prices = new Map();
    for (const raw of lines) {
        const line = raw.trim();
        const shown = JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line);
        const bad = (why) => new Error(`line ${shown} ${why}; write MODEL=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ in USD per million tokens`);
        const equals = line.indexOf('=');
        if (equals < 0)
            throw bad('has no =');
        const model = line.slice(0, equals).trim();
        if (model.length === 0 || model.length > MAX_MODEL_NAME_CHARS || !MODEL_NAME.test(model))
            throw bad(`has no model name (letters, digits and . _ : @ / -, at most ${MAX_MODEL_NAME_CHARS} characters) before =`);
        const amounts = line
            .slice(equals + 1)
            .split(',')
            .map((part) => part.trim());
        if (amounts.length !== 4)
            throw bad(`has ${amounts.length} amounts, not 4`);
        const values = amounts.map((amount) => {
            if (!AMOUNT.test(amount))
                throw bad(`has "${amount.slice(0, 20)}", not a number such as 0.25`);
            const value = Number(amount);
            if (!Number.isFinite(value) || value > MAX_PRICE_PER_MTOK)
                throw bad(`has ${amount.slice(0, 20)}, over ${MAX_PRICE_PER_MTOK} USD per million tokens`);
            return value;
        });
        if (prices.has(model))
            throw bad(`prices ${model} a second time`);
        const [input, output, cacheWrite, cacheRead] = values;
        prices.set(model, { input, output, cacheWrite, cacheRead });
    }
    return prices;
}
//# sourceMappingURL=prices.js.map

/***/ }),

/***/ 91116:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   mc: () => (/* binding */ planAnnotations),
/* harmony export */   zu: () => (/* binding */ failedCheckMessage)
/* harmony export */ });
/* unused harmony exports annotationsByLevel, STDERR_ELSEWHERE */
/* harmony import */ var _run_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52724);
/* harmony import */ var _headlines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76243);
/* harmony import */ var _hint_claims_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50039);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81961);
/* harmony import */ var _text_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64102);





/** A failing step explains every later check, so it comes first; the judge, last. */
const KIND_ORDER = {
    step: 0,
    save: 0,
    agent: 0,
    call: 1,
    contains: 1,
    not_contains: 2,
    judge: 3,
};
/**
 * The annotations written as workflow commands, ranked, since GitHub shows only the first 10 per level per
 * step. When the run fails, one of those 10 is the step's own failure message (`core.setFailed`,
 * written first), so `leftOut` counts from 9 errors.
 */
function planAnnotations(run) {
    const { errors, warnings, notices } = annotationsByLevel(run);
    const errorRoom = _text_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_ANNOTATIONS_PER_LEVEL */ .o2 - ((0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .runFailed */ .Np)(run) ? 1 : 0);
    const annotations = [
        ...errors.slice(0, _text_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .ANNOTATIONS_WRITTEN_PER_LEVEL */ .Mp),
        ...warnings.slice(0, _text_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .ANNOTATIONS_WRITTEN_PER_LEVEL */ .Mp),
        ...notices.slice(0, _text_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .ANNOTATIONS_WRITTEN_PER_LEVEL */ .Mp),
    ]
        .map(withSafePosition)
        .map((annotation) => ({
        ...annotation,
        title: (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(annotation.title),
        // core escapes line breaks in the message; other control characters (ANSI colour) it passes on.
        message: (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .cutStart */ .Dr)((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .breakLegacyCommands */ .bf)((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .visibleControls */ .xx)(annotation.message)), _text_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .ANNOTATION_MESSAGE_LIMIT_CHARS */ .WP),
    }));
    return {
        annotations,
        leftOut: {
            error: Math.max(0, errors.length - errorRoom),
            warning: Math.max(0, warnings.length - _text_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_ANNOTATIONS_PER_LEVEL */ .o2),
            notice: Math.max(0, notices.length - _text_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_ANNOTATIONS_PER_LEVEL */ .o2),
        },
    };
}
/**
 * Every annotation the run deserves, of each level, ranked and uncapped, as the run's own text (not
 * yet made safe for any writer): the workflow commands take the first of each (`planAnnotations`),
 * the check run takes them all (check-run.ts).
 */
function annotationsByLevel(run) {
    const errors = [
        ...fileErrorAnnotations(run),
        ...hintAnnotations(run.annotations, 'error'),
        ...roundRobin(run.scenarios.map(scenarioErrors)),
    ];
    // Nothing the scenarios themselves say is a warning: `skip:` is a choice the author wrote down,
    // and a warning on every pull request that keeps one would turn them all yellow for nothing.
    // Warnings are for problems of the run itself, which the action writes on its own, and of the
    // server's answers that pass the checks but reach the model with text hidden in them.
    const warnings = hintAnnotations(run.annotations, 'warning').concat(roundRobin(run.scenarios.map(hiddenTextWarnings)), run.scenarios.flatMap((scenario) => baselineAnnotations(scenario, 'warning')));
    const notices = runNotices(run).concat(run.scenarios.filter((s) => s.status === 'skipped' && !gatedAgentScenario(run, s)).map(skippedScenarioNotice), run.scenarios.flatMap((scenario) => scenario.checks
        .filter((check) => check.status === 'skipped')
        .map((check) => at(scenario, check, 'notice', check.message ?? `${check.kind} was skipped`))), run.scenarios.flatMap(newSessionNotices), run.scenarios.flatMap((scenario) => baselineAnnotations(scenario, 'notice')));
    return { errors, warnings, notices };
}
/**
 * An annotation whose file path cannot be a workflow command property (see `unsafePropertyReason`)
 * is written without a position; its message says where it belongs and why it is not placed there.
 */
function withSafePosition(annotation) {
    const reason = annotation.file === undefined ? undefined : (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .unsafePropertyReason */ .CN)(annotation.file);
    if (reason === undefined)
        return annotation;
    const { file, line, column, ...rest } = annotation;
    const where = [(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(file), line, column].filter((part) => part !== undefined).join(':');
    return { ...rest, message: `at ${where} (not placed on the file: ${reason})\n${annotation.message}` };
}
/**
 * The annotations check's findings (`annotations: error` → errors, `warn` → warnings): each at its
 * tool's `"name"` line in the committed tool-list snapshot when there is one, else on the step. A
 * check that did not finish is one more, on the step (under `error`, the step's failure says it too).
 */
function hintAnnotations(annotations, level) {
    if (!annotations || (annotations.mode === 'error' ? 'error' : 'warning') !== level)
        return [];
    const snapshot = annotations.snapshot;
    const findings = annotations.tools.flatMap((tool) => tool.findings);
    const out = findings.map((finding) => {
        const line = snapshot?.lines[finding.tool];
        return {
            level,
            title: `annotations: ${finding.tool} is not ${_hint_claims_js__WEBPACK_IMPORTED_MODULE_2__/* .CLAIM_OF_KIND */ .Yt[finding.kind]}`,
            message: [
                finding.detail,
                `input: ${JSON.stringify(finding.args)}${finding.verified ? '' : ' (not seen again on a fresh server)'}`,
                ...finding.changes.slice(0, 3).map(_hint_claims_js__WEBPACK_IMPORTED_MODULE_2__/* .changeText */ .k0),
                `reproduce: ${finding.reproduce}`,
            ].join('\n'),
            ...(snapshot && line !== undefined ? { file: snapshot.file, line } : {}),
        };
    });
    if (annotations.error !== undefined && level === 'warning')
        out.push({ level, title: 'annotations: the check did not finish', message: annotations.error });
    return out;
}
function fileErrorAnnotations(run) {
    return run.fileErrors.map((error) => ({
        level: 'error',
        title: 'Invalid scenario file',
        message: error.message,
        file: error.position.file,
        line: error.position.line,
        column: error.position.column,
    }));
}
/** One error per failed check, root causes first; a scenario that errored before any check, at its name. */
function scenarioErrors(scenario) {
    if (scenario.status !== 'failed' && scenario.status !== 'errored')
        return [];
    // Not run because the server could not start: the step's failure says why, once.
    if (scenario.notRun)
        return [];
    const stderr = scenario.status === 'errored' ? stderrNote(scenario) : '';
    const failed = scenario.checks
        .filter((check) => check.status === 'failed')
        .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
    if (failed.length === 0) {
        return [
            {
                level: 'error',
                title: scenario.name,
                message: (scenario.error ?? 'the scenario could not be run') + stderr,
                file: scenario.position.file,
                line: scenario.position.line,
            },
        ];
    }
    return failed.map((check) => at(scenario, check, 'error', failedCheckMessage(check) + (check.kind === 'step' ? stderr : '')));
}
function failedCheckMessage(check) {
    const message = check.message ?? `${check.kind} check failed`;
    if (check.kind !== 'judge')
        return message;
    const lines = [`criterion: ${check.subject}`, message];
    const malformed = check.judge?.malformed;
    // gradeCriteria's message (checks/judge.ts) names the broken contract; say it here only when it does not.
    if (malformed && !message.includes(malformed))
        lines.push(`the reply was not in the two-line format: ${malformed}`);
    if (check.judge && check.judge.raw !== check.judge.reason)
        lines.push(`judge's raw reply: ${check.judge.raw}`);
    return lines.join('\n');
}
/**
 * The end of the server's stderr, for a scenario that errored because the server failed (it did not
 * start, or it ended or stopped answering during a call): there it is the likely cause. Any other
 * scenario's stderr is most often the server's routine logging, the same in every annotation: those
 * say where it is instead (the job log and the summary print it in full).
 */
function stderrNote(scenario) {
    const stderr = scenario.stderr;
    if (!stderr?.trim())
        return '';
    if (!scenario.serverFailed)
        return `\n${STDERR_ELSEWHERE}`;
    const lines = stderr.trimEnd().split('\n');
    return `\nserver stderr (last lines):\n${lines.slice(-_text_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .ANNOTATION_STDERR_LINES */ .TB).join('\n')}`;
}
/** Where a scenario's stderr is, when its annotation does not quote it. */
const STDERR_ELSEWHERE = "the server's stderr is in the job log and the run summary";
function skippedScenarioNotice(scenario) {
    return {
        level: 'notice',
        title: scenario.name,
        message: `skipped: ${scenario.skipReason ?? 'no reason given'}`,
        file: scenario.position.file,
        line: scenario.position.line,
    };
}
/** A step whose output holds hidden text (it reaches the model), at the step's line. */
function hiddenTextWarnings(scenario) {
    return scenario.steps.flatMap((step) => (step.warnings ?? []).map((warning) => ({
        level: 'warning',
        title: scenario.name,
        message: `${step.tool}: ${warning}`,
        file: step.position.file,
        line: step.position.line,
        column: step.position.column,
    })));
}
/**
 * The comparisons with the agent baseline that do not fail the scenario (those that do are its failed
 * checks): a warning when nothing was compared although a row exists (not comparable) or the
 * comparison stayed inconclusive under `baseline-inconclusive: warn`; a notice when the rate
 * improved (record the baseline again) or the scenario has no row yet.
 */
function baselineAnnotations(scenario, level) {
    const wanted = {
        'not comparable': 'warning',
        inconclusive: 'warning',
        improved: 'notice',
        'no baseline': 'notice',
    };
    return (scenario.agent?.baseline?.comparisons ?? [])
        .filter((comparison) => !comparison.fails && wanted[comparison.outcome] === level)
        .map((comparison) => ({
        level,
        title: `${scenario.name}: against the agent baseline`,
        message: comparison.message,
        file: scenario.position.file,
        line: scenario.position.line,
    }));
}
/** A step sent again on a new session (the server had dropped the old one), at the step's line. */
function newSessionNotices(scenario) {
    return scenario.steps
        .filter((step) => step.newSession)
        .map((step) => ({
        level: 'notice',
        title: scenario.name,
        message: `${step.tool} ran on a new session: ${step.newSession}; state that earlier steps left on the server was lost`,
        file: step.position.file,
        line: step.position.line,
        column: step.position.column,
    }));
}
/** What the whole run left out, said once rather than at every line. */
/** An agent scenario skipped for the whole run's reason (no key, `agent: off`): one notice says it for all. */
function gatedAgentScenario(run, scenario) {
    return (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .skippedByAgentPlan */ .cT)(run, scenario);
}
function runNotices(run) {
    const notices = [];
    const startup = (0,_headlines_js__WEBPACK_IMPORTED_MODULE_1__/* .startupNotice */ .wm)(run);
    if (startup)
        notices.push({ level: 'notice', title: 'Server start-up is most of this run', message: startup });
    if (run.protocol?.fallback) {
        notices.push({
            level: 'notice',
            title: 'The 2025 handshake after an unanswered probe',
            message: run.protocol.fallback,
        });
    }
    const gated = run.scenarios.filter((scenario) => gatedAgentScenario(run, scenario));
    if (gated.length > 0) {
        notices.push({
            level: 'notice',
            title: 'Agent scenarios not run',
            message: `${plural(gated.length, 'agent scenario')} skipped: ${run.agent.skippedBecause}`,
        });
    }
    const unjudged = (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .unjudgedCriteria */ .u1)(run);
    if (run.judge.skippedBecause && unjudged.length > 0) {
        notices.push({
            level: 'notice',
            title: 'Judge criteria not evaluated',
            message: `${plural(unjudged.length, 'judge criterion', 'judge criteria')} skipped: ${run.judge.skippedBecause}`,
        });
    }
    if (run.notLive > 0) {
        notices.push({
            level: 'notice',
            title: 'Scenarios not live',
            message: `${plural(run.notLive, 'scenario')} not run: live mode runs only scenarios with live: true`,
        });
    }
    return notices;
}
function at(scenario, check, level, message) {
    const { file, line, column } = check.position;
    return { level, title: scenario.name, message, file, line, column };
}
/** The first item of each list, then the second of each, …: ten errors then cover ten scenarios. */
function roundRobin(lists) {
    const result = [];
    for (let index = 0; lists.some((list) => index < list.length); index++) {
        for (const list of lists)
            if (index < list.length)
                result.push(list[index]);
    }
    return result;
}
function plural(count, singular, pluralForm = `${singular}s`) {
    return `${count} ${count === 1 ? singular : pluralForm}`;
}
//# sourceMappingURL=annotations.js.map

/***/ }),

/***/ 40738:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vn: () => (/* binding */ coverageLine),
  w6: () => (/* binding */ coverageMarkdown)
});

// UNUSED EXPORTS: COVERAGE_NAMES_SHOWN

;// CONCATENATED MODULE: ./lib/report/sections/coverage.js
/** Uncalled tools named in the summary and terminal; the rest are counted (all are in the JSON report). */
const COVERAGE_NAMES_SHOWN = 50;
/** The first COVERAGE_NAMES_SHOWN names, then how many more. */
function named(names) {
    const spans = names
        .slice(0, COVERAGE_NAMES_SHOWN)
        .flatMap((name, index) => [...(index > 0 ? [', '] : []), { code: name }]);
    const more = names.length - COVERAGE_NAMES_SHOWN;
    return more > 0 ? [...spans, ` and ${more} more`] : spans;
}
/** The server's other lists in coverage, each with its words (only those the server lists some of). */
function otherLists(coverage) {
    const lists = [
        ['Resources', coverage.resources],
        ['Resource templates', coverage.templates],
        ['Prompts', coverage.prompts],
    ];
    return lists.filter((entry) => entry[1] !== undefined);
}
/** `Prompts read: 1 of 2; not read by any scenario: …`. */
function listLine(what, list) {
    const start = [{ strong: [`${what} read:`] }, ` ${list.read.length} of ${list.listed}`];
    return list.unread.length === 0
        ? [...start, ' (every one the server lists)']
        : [...start, '; not read by any scenario: ', ...named(list.unread)];
}
/** The coverage section: a paragraph for the tools, then one for each other list the server has. */
function coverageSection(coverage) {
    const head = [{ strong: ['Tools called:'] }, ` ${coverage.called.length} of ${coverage.serverTools}`];
    const tools = coverage.uncalled.length === 0
        ? [...head, ' (every tool the server lists)']
        : [...head, '; not called by any scenario: ', ...named(coverage.uncalled)];
    return {
        blocks: [
            { kind: 'paragraphs', lines: [tools, ...otherLists(coverage).map(([what, list]) => listLine(what, list))] },
        ],
    };
}
//# sourceMappingURL=coverage.js.map
// EXTERNAL MODULE: ./lib/report/sections/markdown.js
var markdown = __webpack_require__(19342);
// EXTERNAL MODULE: ./lib/report/sections/text.js
var sections_text = __webpack_require__(51528);
;// CONCATENATED MODULE: ./lib/report/coverage.js




/**
 * The terminal's coverage lines: how many of the server's tools the scenarios call, and which none
 * does; then its resources, resource templates and prompts, and which none reads (when it lists some).
 */
function coverageLine(coverage) {
    return (0,sections_text/* sectionText */.rO)(coverageSection(coverage)).join('\n');
}
/** The summary's coverage lines, in Markdown: one paragraph each. */
function coverageMarkdown(coverage) {
    return (0,markdown/* sectionMarkdown */.TB)(coverageSection(coverage));
}
//# sourceMappingURL=coverage.js.map

/***/ }),

/***/ 57523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ differingBetweenEras),
/* harmony export */   RF: () => (/* binding */ eraDifferenceMarkdown),
/* harmony export */   v5: () => (/* binding */ eraDifferenceLines)
/* harmony export */ });
/* harmony import */ var _style_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11983);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81961);
/* harmony import */ var _sections_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19342);
/* harmony import */ var _sections_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51528);




/** The scenarios that passed in every era with different joined outputs, in run order. */
function differingBetweenEras(run) {
    return run.scenarios.filter((scenario) => scenario.eraDifference);
}
/** `modern era (2026-07-28) → legacy era (2025-11-25)`: which side of the diff is which. Plain text. */
function sides(difference) {
    const side = ({ era, revision }) => `${era} era (${revision})`;
    return `${side(difference.from)} → ${side(difference.to)}`;
}
/** The scenario whose output differs, and where it is: `**name** (<code>file:line</code>)` in the summary. */
function entry(scenario) {
    const { file, line } = scenario.position;
    return [{ strong: [{ name: scenario.name }] }, ' (', { code: `${file}:${line}` }, ')'];
}
const DIFFERS = 'passed in both eras with different joined output (a notice, not a failure)';
/** The terminal's notice for a scenario whose output differs between eras, the diff indented under it. */
function eraDifferenceLines(scenario, style) {
    const difference = scenario.eraDifference;
    if (!difference)
        return [];
    return [
        '',
        `${(0,_style_js__WEBPACK_IMPORTED_MODULE_0__/* .paint */ .n)(style, 'yellow', 'notice:')} ${(0,_sections_text_js__WEBPACK_IMPORTED_MODULE_3__/* .lineText */ .oZ)(entry(scenario))} ${DIFFERS}, ${(0,_sections_text_js__WEBPACK_IMPORTED_MODULE_3__/* .lineText */ .oZ)([{ name: sides(difference) }])}:`,
        ...(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(difference.diff)
            .split('\n')
            .map((line) => `  │ ${line}`),
    ];
}
/** The summary's section of outputs that differ between eras: each diff folded, or (`withDiffs` false) the names only. */
function eraDifferenceMarkdown(run, withDiffs) {
    const differing = differingBetweenEras(run);
    if (differing.length === 0)
        return [];
    const lines = [
        `### Outputs that differ between eras`,
        '',
        `These scenarios passed in both eras, and the same calls answered differently (not a failure; ` +
            'each era’s output is in the JSON report):',
        '',
    ];
    for (const scenario of differing) {
        const difference = scenario.eraDifference;
        const named = `${(0,_sections_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .lineMarkdown */ .uN)(entry(scenario))}: ${(0,_sections_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .lineMarkdown */ .uN)([{ name: sides(difference) }])}`;
        // Top-level blocks, not list items: a `<pre>` in a list item would end at its first unindented line.
        if (withDiffs)
            lines.push(named, '', `<details><summary>Difference (${difference.diff.length} characters)</summary>`, '', `<pre>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(difference.diff)}</pre>`, '', '</details>', '');
        else
            lines.push(`- ${named}`);
    }
    if (!withDiffs)
        lines.push('');
    return lines;
}
//# sourceMappingURL=eras.js.map

/***/ }),

/***/ 76243:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ costBudgetsSpent),
/* harmony export */   D7: () => (/* binding */ repeatsScenarioError),
/* harmony export */   Gx: () => (/* binding */ erroredForACostBudget),
/* harmony export */   Z6: () => (/* binding */ costBudgetHeadline),
/* harmony export */   _G: () => (/* binding */ viaPlatform),
/* harmony export */   ab: () => (/* binding */ emptyShardNotice),
/* harmony export */   iZ: () => (/* binding */ SERVER_NOT_STARTED),
/* harmony export */   nD: () => (/* binding */ failedDespitePasses),
/* harmony export */   rm: () => (/* binding */ judgeNotAskedHeadline),
/* harmony export */   wm: () => (/* binding */ startupNotice)
/* harmony export */ });
/* unused harmony exports failureHeadline, unmatchedGlobWarnings, lintHeadline, annotationsHeadline */
/* harmony import */ var _model_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(94484);
/* harmony import */ var _run_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52724);
/* harmony import */ var _hint_claims_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50039);
/* harmony import */ var _checks_judge_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48494);
/* harmony import */ var _model_server_tools_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(30812);
/* harmony import */ var _snapshot_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91948);
/* harmony import */ var _providers_choose_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36069);
/* harmony import */ var _providers_prices_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(50914);
/**
 * The headlines of a failed run, and the notices every face gives, worded once: the action's step
 * failure, the CLI's last lines and the summary take them from here.
 */








/**
 * ` via Amazon Bedrock`: the cloud that answered a model's calls, said after the model's name in the
 * summary and the terminal. Nothing for the Anthropic API, the default (the JSON report's
 * `platform` names it too).
 */
function viaPlatform(platform) {
    return platform && platform !== 'anthropic' ? ` via ${_providers_choose_js__WEBPACK_IMPORTED_MODULE_4__/* .PLATFORM_NAMES */ .Z6[platform]}` : '';
}
/** Said wherever a run stopped because its server could not start at all. */
const SERVER_NOT_STARTED = 'The server could not be started; no scenario was run';
function failureHeadline(result) {
    if (result.fileErrors.length > 0)
        return `${result.fileErrors.length} problem(s) in scenario files; no scenario was run`;
    if (result.serverError)
        return `${result.serverError.message}; no scenario was run`;
    if (result.scenarios.length === 0) {
        return (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .matchedAnyFile */ .bp)(result)
            ? `no scenario was selected to run (${result.notLive} not live, ${result.deselected} left out by filter or shard): check filter, shard, and live: true in live mode`
            : `no scenario file matched ${result.unmatchedGlobs.map((g) => `"${g}"`).join(', ') || 'the scenarios globs'}`;
    }
    const totals = (0,_model_index_js__WEBPACK_IMPORTED_MODULE_6__/* .totalsOf */ .v)(result);
    if (totals.failed === 0 && result.judge.failedBecause)
        return result.judge.failedBecause;
    if (totals.failed === 0 && (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .lintFailed */ .LP)(result.lint))
        return lintHeadline(result.lint);
    if (totals.failed === 0 && (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .runAnnotationsFailed */ .F)(result.annotations))
        return annotationsHeadline(result.annotations);
    if (totals.failed === 0 && result.toolsSnapshot && (0,_model_server_tools_js__WEBPACK_IMPORTED_MODULE_7__/* .snapshotFailed */ .Ub)(result.toolsSnapshot))
        return (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_3__/* .snapshotHeadline */ .bB)(result.toolsSnapshot);
    return (judgeNotAskedHeadline(result) ??
        costBudgetHeadline(result) ??
        `${totals.failed} of ${totals.total} scenario(s) failed`);
}
/**
 * Said when scenarios errored because the judge could not be asked (unreachable, or an API error
 * such as a 500, 401 or 529): the headline blames the judge, so an outage of the API never reads as
 * a failure of the server. With failures of the server's own as well, both are counted. Undefined
 * when no scenario errored for the judge.
 */
function judgeNotAskedHeadline(result) {
    const errored = (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .erroredForTheJudge */ .D$)(result);
    if (errored.length === 0)
        return undefined;
    const totals = (0,_model_index_js__WEBPACK_IMPORTED_MODULE_6__/* .totalsOf */ .v)(result);
    const why = errored[0].error.slice(_checks_judge_js__WEBPACK_IMPORTED_MODULE_2__/* .JUDGE_NOT_ASKED_PREFIX */ .SN.length);
    if (totals.failed === errored.length) {
        const scenarios = totals.total === 1 ? 'scenario' : 'scenarios';
        return `the judge could not be asked, so ${errored.length} of ${totals.total} ${scenarios} errored (not judged, no failure of the server): ${why}`;
    }
    return `${totals.failed} of ${totals.total} scenario(s) failed, ${errored.length} of them errored because the judge could not be asked: ${why}`;
}
/** The scenarios a cost budget in USD errored (`cost_budget`): the calls they needed were not made. */
function erroredForACostBudget(result) {
    return result.scenarios.filter((scenario) => scenario.status === 'errored' && scenario.errorCode === 'cost_budget');
}
/**
 * Which cost budgets stopped the run, and what the judge's left undone: `the judge cost budget of
 * $0.5000 was spent: 3 criteria not judged`. Undefined when no scenario errored for a budget.
 */
function costBudgetsSpent(result) {
    const errored = erroredForACostBudget(result);
    if (errored.length === 0)
        return undefined;
    const spent = [];
    // The judge's budget errors a scenario with the judge's prefix; the agent's, with its own words.
    const byJudge = errored.some((scenario) => scenario.error?.startsWith(_checks_judge_js__WEBPACK_IMPORTED_MODULE_2__/* .JUDGE_NOT_ASKED_PREFIX */ .SN));
    if (byJudge) {
        const criteria = result.scenarios
            .flatMap((scenario) => [...scenario.checks, ...(scenario.agent?.trials.flatMap((trial) => trial.checks) ?? [])])
            .filter((check) => check.unavailableCode === 'cost_budget').length;
        const budget = result.judge.costBudgetUsd;
        spent.push(`the judge cost budget${budget !== undefined ? ` of ${(0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_5__/* .formatUsd */ .UK)(budget)}` : ''} was spent: ` +
            `${criteria} ${criteria === 1 ? 'criterion' : 'criteria'} not judged`);
    }
    if (errored.some((scenario) => !scenario.error?.startsWith(_checks_judge_js__WEBPACK_IMPORTED_MODULE_2__/* .JUDGE_NOT_ASKED_PREFIX */ .SN))) {
        const budget = result.agent?.costBudgetUsd;
        spent.push(`the agent cost budget${budget !== undefined ? ` of ${(0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_5__/* .formatUsd */ .UK)(budget)}` : ''} was spent`);
    }
    return spent.join(', and ');
}
/**
 * Said when a cost budget in USD (`judge-cost-budget`, `agent-cost-budget`) stopped the run, as the
 * judge's outage is said: the scenarios it errored are no failure of the server. With failures of
 * the server's own as well, both are counted. Undefined when no scenario errored for a budget.
 */
function costBudgetHeadline(result) {
    const spent = costBudgetsSpent(result);
    if (spent === undefined)
        return undefined;
    const errored = erroredForACostBudget(result).length;
    const totals = (0,_model_index_js__WEBPACK_IMPORTED_MODULE_6__/* .totalsOf */ .v)(result);
    if (totals.failed === errored) {
        const scenarios = totals.total === 1 ? 'scenario' : 'scenarios';
        return `${spent}, so ${errored} of ${totals.total} ${scenarios} errored (no failure of the server)`;
    }
    return `${totals.failed} of ${totals.total} scenario(s) failed, ${errored} of them errored because ${spent}`;
}
/**
 * Why a run failed when every scenario passed (the lint under `lint: error`, the tool-list
 * snapshot, the judge): the totals line alone would read as a pass. Undefined otherwise.
 */
function failedDespitePasses(result) {
    if (result.scenarios.length === 0 || result.fileErrors.length > 0 || result.serverError)
        return undefined;
    if ((0,_model_index_js__WEBPACK_IMPORTED_MODULE_6__/* .totalsOf */ .v)(result).failed > 0)
        return undefined;
    const lint = (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .lintFailed */ .LP)(result.lint);
    const snapshot = result.toolsSnapshot !== undefined && (0,_model_server_tools_js__WEBPACK_IMPORTED_MODULE_7__/* .snapshotFailed */ .Ub)(result.toolsSnapshot);
    const annotations = (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .runAnnotationsFailed */ .F)(result.annotations);
    if (!lint && !snapshot && !annotations && result.judge.failedBecause === undefined)
        return undefined;
    return failureHeadline(result);
}
/** Said when this shard got no scenario: the run passes, and says why it ran nothing. */
function emptyShardNotice(result) {
    const empty = result.emptyShard;
    if (!empty)
        return undefined;
    const [, count] = empty.shard.split('/');
    return (`shard ${empty.shard} has no scenario to run: the ${empty.others} selected ${empty.others === 1 ? 'scenario went' : 'scenarios went'} ` +
        `to the other shards (fewer scenarios than the ${count} shards); nothing to do here, so this shard passes`);
}
/**
 * A warning per glob that matched nothing while others matched (a typo there would otherwise go
 * unseen); when nothing matched at all, the failure message names the globs instead.
 */
function unmatchedGlobWarnings(result) {
    if (!matchedAnyFile(result))
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
/** Why `annotations: error` failed the step: the tools whose hints are not true, or why the check did not finish. */
function annotationsHeadline(annotations) {
    const findings = annotations.tools.flatMap((tool) => tool.findings);
    const said = findings
        .slice(0, 5)
        .map((finding) => `${finding.tool} is not ${_hint_claims_js__WEBPACK_IMPORTED_MODULE_1__/* .CLAIM_OF_KIND */ .Yt[finding.kind]}`)
        .join('; ');
    const more = findings.length > 5 ? '; …' : '';
    if (findings.length === 0)
        return `annotations: error, and the annotations check did not finish: ${annotations.error ?? ''}`;
    return (`the annotations check found ${findings.length} tool annotation(s) that are not true (annotations: error): ${said}${more}` +
        (annotations.error !== undefined ? `; and it did not finish: ${annotations.error}` : ''));
}
/**
 * A failed check whose message is the scenario's error again (an agent trial's error is both): the
 * reports print it once, under `error`, and name the check without repeating it.
 */
function repeatsScenarioError(scenario, check) {
    const error = scenario.error;
    const message = check.message;
    return error !== undefined && message !== undefined && (message === error || message.endsWith(`: ${error}`));
}
/** The notice for a run whose server start-ups took most of its time: `isolation: suite` shares one server. */
function startupNotice(run) {
    const dominated = run.startupDominated;
    if (!dominated)
        return undefined;
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
    // Wall time against wall time: start-ups that ran at once are counted once, their sum said apart.
    const atOnce = dominated.mostAtOnce > 1
        ? `, up to ${dominated.mostAtOnce} starting at once; their start-ups add up to ${seconds(dominated.summedMs)}`
        : '';
    return (`a server was starting for ${seconds(dominated.startupMs)} of this run's ${seconds(dominated.runMs)} ` +
        `(${dominated.sessions} sessions, one per scenario${atOnce}): --isolation suite (action input isolation: suite) ` +
        'shares one server across the scenarios');
}
//# sourceMappingURL=headlines.js.map

/***/ }),

/***/ 50039:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yt: () => (/* binding */ CLAIM_OF_KIND),
/* harmony export */   bz: () => (/* binding */ changeParts),
/* harmony export */   k0: () => (/* binding */ changeText)
/* harmony export */ });
/* harmony import */ var _text_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64102);

/** What each kind of finding says the tool claimed. */
const CLAIM_OF_KIND = {
    'not-read-only': 'readOnlyHint: true',
    'not-idempotent': 'idempotentHint: true',
    destructive: 'destructiveHint: false',
};
/** The parts of a change's line: where, how, and its text before and after (server output, cut). */
function changeParts(change) {
    return {
        head: change.source,
        where: change.where,
        verb: change.change,
        ...(change.before === undefined ? {} : { before: (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .clipLine */ .DX)(change.before, _text_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .CELL_LIMIT_CHARS */ .Fd) }),
        ...(change.after === undefined ? {} : { after: (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .clipLine */ .DX)(change.after, _text_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .CELL_LIMIT_CHARS */ .Fd) }),
    };
}
/** A change as one plain line (unescaped: the caller escapes it). */
function changeText(change) {
    const parts = changeParts(change);
    const before = parts.before === undefined ? '' : `: before ${parts.before}`;
    const after = parts.after === undefined ? '' : `${before ? ', after' : ': after'} ${parts.after}`;
    return `${parts.head} ${parts.where} ${parts.verb}${before}${after}`;
}
//# sourceMappingURL=hint-claims.js.map

/***/ }),

/***/ 71897:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XD: () => (/* binding */ lintLogText),
  cB: () => (/* binding */ lintSummary),
  EQ: () => (/* binding */ renderLintReport)
});

// UNUSED EXPORTS: SUMMARY_LINT_ROWS, renderLintSection

// EXTERNAL MODULE: ./lib/report/annotations.js
var annotations = __webpack_require__(91116);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
// EXTERNAL MODULE: ./lib/report/text/limits.js
var limits = __webpack_require__(64102);
;// CONCATENATED MODULE: ./lib/report/sections/lint.js
/** Each suppression that matched no finding, and what to do about it. */
function unusedSuppressionsBlock(report) {
    return {
        kind: 'notes',
        lines: report.unusedSuppressions.map((entry) => [
            { code: entry.where },
            `: the suppression of ${entry.rule} for `,
            { code: entry.tool },
            ' matched no finding; remove it',
        ]),
    };
}
//# sourceMappingURL=lint.js.map
// EXTERNAL MODULE: ./lib/report/sections/markdown.js
var markdown = __webpack_require__(19342);
// EXTERNAL MODULE: ./lib/report/sections/text.js
var sections_text = __webpack_require__(51528);
;// CONCATENATED MODULE: ./lib/report/lint.js






/** Errors first, then warnings, then what the repository silenced; by tool within each. */
function ordered(findings) {
    const rank = (item) => (item.suppressed ? 2 : item.level === 'error' ? 0 : 1);
    return [...findings].sort((a, b) => rank(a) - rank(b) || (a.tool ?? '').localeCompare(b.tool ?? ''));
}
function counts(report) {
    const open = report.findings.filter((item) => !item.suppressed);
    return {
        errors: open.filter((item) => item.level === 'error').length,
        warnings: open.filter((item) => item.level === 'warning').length,
        suppressed: report.findings.length - open.length,
    };
}
function sizeText(report) {
    return `${report.tokens.count.toLocaleString('en-US')} tokens (${report.tokens.method}: ${report.tokens.note})`;
}
/** `lint`'s terminal output: one line per finding, then the totals. */
function renderLintReport(report) {
    const lines = [];
    for (const item of ordered(report.findings)) {
        const where = item.tool === undefined ? '(tool list)' : (0,text_escape/* escapeName */.L$)(item.tool);
        const label = item.suppressed ? `suppressed ${item.level}` : item.level;
        lines.push(`${label} ${where} [${item.rule}] ${(0,text_escape/* escapeTerminal */.en)(item.message)}`);
        if (item.suppressed)
            lines.push(`    reason: ${(0,text_escape/* escapeTerminal */.en)(item.suppressed)}`);
    }
    lines.push(...(0,sections_text/* blockText */.dK)(unusedSuppressionsBlock(report)));
    const { errors, warnings, suppressed } = counts(report);
    if (lines.length > 0)
        lines.push('');
    lines.push(`${(0,annotations/* plural */.LS)(report.toolCount, 'tool')} on ${(0,text_escape/* escapeName */.L$)(report.target)}: ${(0,annotations/* plural */.LS)(errors, 'error')}, ${(0,annotations/* plural */.LS)(warnings, 'warning')}` +
        (suppressed ? `, ${suppressed} suppressed` : '') +
        (report.skippedRules.length ? ` (skipped: ${report.skippedRules.join(', ')})` : '') +
        `. Tool list: ${(0,text_escape/* escapeTerminal */.en)(sizeText(report))}.`);
    return `${lines.join('\n')}\n`;
}
/** Findings shown in the summary section; the rest are counted (all are in the JSON report). */
const SUMMARY_LINT_ROWS = 100;
/** The job summary's lint section: a headline, then a table of findings, errors first. */
function renderLintSection(report, mode) {
    const { errors, warnings, suppressed } = counts(report);
    const failing = mode === 'error' && errors > 0;
    const icon = failing ? '❌' : errors + warnings > 0 ? '⚠️' : '✅';
    const lines = [
        `### ${icon} Lint: ${(0,annotations/* plural */.LS)(errors, 'error')}, ${(0,annotations/* plural */.LS)(warnings, 'warning')}${suppressed ? `, ${suppressed} suppressed` : ''} on ${(0,annotations/* plural */.LS)(report.toolCount, 'tool')}`,
        '',
        `Tool list size: ${(0,text_escape/* escapeInline */.VV)(sizeText(report))}.` +
            (mode === 'warn' && errors > 0 ? ' `lint: warn`: errors do not fail the step.' : ''),
        '',
    ];
    const shown = ordered(report.findings).slice(0, SUMMARY_LINT_ROWS);
    if (shown.length > 0) {
        lines.push('| Level | Tool | Rule | Finding |', '| --- | --- | --- | --- |');
        for (const item of shown) {
            const level = item.suppressed ? `suppressed ${item.level}` : item.level;
            const message = item.suppressed ? `${item.message} — suppressed: ${item.suppressed}` : item.message;
            lines.push(`| ${level} | ${item.tool === undefined ? '(tool list)' : `<code>${(0,text_escape/* escapeCell */.kq)(item.tool)}</code>`} | ${item.rule} | ${(0,text_escape/* escapeCell */.kq)((0,limits/* clipLine */.DX)(message, limits/* MESSAGE_LIMIT_CHARS */.g))} |`);
        }
        lines.push('');
    }
    if (report.findings.length > shown.length)
        lines.push(`${report.findings.length - shown.length} more finding(s) are in the JSON report.`, '');
    lines.push(...(0,markdown/* blockMarkdown */.Hw)(unusedSuppressionsBlock(report)));
    return lines;
}
/** The run's lint section (`lint: warn|error`): the findings, or why the lint could not be done. */
function lintSummary(lint) {
    if (lint.report)
        return renderLintSection(lint.report, lint.mode);
    return [
        `### ${lint.mode === 'error' ? '❌' : '⚠️'} Lint could not be done`,
        '',
        (0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(lint.error ?? 'no tool list', limits/* MESSAGE_LIMIT_CHARS */.g)),
        '',
    ];
}
/** The run's lint, for the log: the findings as `lint` prints them, or why it could not be done. */
function lintLogText(lint) {
    return lint.report ? renderLintReport(lint.report) : `lint could not be done: ${(0,text_escape/* escapeTerminal */.en)(lint.error ?? '')}\n`;
}
//# sourceMappingURL=lint.js.map

/***/ }),

/***/ 44456:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ protocolText)
/* harmony export */ });
/**
 * The revision spoken and what the server said of itself, as every face shows it:
 * `MCP 2026-07-28 (modern; server notes 1.2.0, supports 2026-07-28, 2025-11-25)`. Plain text: the
 * caller escapes it for its medium (the server's name and version are the server's own words).
 */
function protocolText(protocol) {
    const revisions = protocol.eras.length > 1 ? `${protocol.revision} and the ${otherEra(protocol.era)} era` : protocol.revision;
    const server = [protocol.serverName, protocol.serverVersion].filter(Boolean).join(' ');
    const said = [
        protocol.eras.length > 1 ? 'both eras' : protocol.era,
        ...(server ? [`server ${server}`] : []),
        `supports ${protocol.supportedVersions.join(', ') || 'no revision it named'}`,
    ];
    return `MCP ${revisions} (${said.join('; ')})`;
}
function otherEra(era) {
    return era === 'modern' ? 'legacy' : 'modern';
}
//# sourceMappingURL=protocol.js.map

/***/ }),

/***/ 100:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tT: () => (/* binding */ renderRunSarif),
  WH: () => (/* binding */ renderSarif)
});

// UNUSED EXPORTS: SARIF_FINGERPRINT_KEY, SARIF_SCHEMA_URI, buildSarif, fingerprintOf, snapshotToolLines, workspaceUri

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./lib/model/annotations.js
var annotations = __webpack_require__(25979);
// EXTERNAL MODULE: ./lib/model/fuzz.js
var fuzz = __webpack_require__(87732);
// EXTERNAL MODULE: ./lib/server-tools/lint/rules/index.js + 12 modules
var rules = __webpack_require__(98995);
;// CONCATENATED MODULE: ./lib/report/sarif-findings.js



/** The docs in the repository, which each rule's `helpUri` links into (a page and its heading's anchor). */
const DOCS_URI = 'https://github.com/mcp-scenario-eval/mcp-scenario-eval/blob/main/docs';
const LINT_DOC = 'server-tools.md#checking-the-tool-definitions-lint';
const SNAPSHOT_DOC = 'server-tools.md#the-tool-list-as-a-contract-tools---save--tools---diff';
const FUZZ_DOC = 'server-tools.md#fuzzing-every-tool-prompt-and-resource-template-fuzz';
/** The first sentence of a reason (to its first `:` or `.`), as a rule's short description. */
function firstClause(text) {
    const end = text.search(/[.:](\s|$)/);
    return end > 0 ? text.slice(0, end) : text;
}
/** Lint: every rule of the lint registry (docs/server-tools.md's table holds the same reasons). */
const LINT = {
    rules: Object.values(rules/* RULES */.y0).map((rule) => ({
        id: rule.id,
        level: rule.level,
        short: firstClause(rule.reason),
        full: rule.reason,
        doc: LINT_DOC,
    })),
    findings: ({ lint }) => (lint?.findings ?? []).map((finding) => ({
        ruleId: finding.rule,
        level: finding.level,
        message: `${finding.tool === undefined ? '' : `${finding.tool}: `}${finding.message}`,
        tool: finding.tool,
        parameter: finding.parameter,
        suppressed: finding.suppressed,
        identity: finding.message,
    })),
};
/** The tool-list snapshot: a breaking change (what callers' code depends on) is an alert. */
const SNAPSHOT = {
    rules: [
        {
            id: 'snapshot/breaking',
            level: 'error',
            short: "A breaking change of the server's tool list against the committed snapshot",
            full: 'A removed or renamed tool, a removed or newly required parameter, a narrowed type or enum, a removed output field, a removed prompt or resource template, or a removed or newly required prompt argument: code and prompts written against the committed snapshot stop working. Accept it by writing the snapshot again (`tools --save FILE`) when it is meant.',
            doc: SNAPSHOT_DOC,
        },
    ],
    findings: ({ snapshot }) => (snapshot?.changes ?? [])
        .filter((change) => change.kind === 'breaking')
        .map((change) => ({
        ruleId: 'snapshot/breaking',
        level: 'error',
        message: `${change.tool}: ${change.message}`,
        tool: change.tool,
        identity: change.message,
    })),
};
const FUZZ_RULES = {
    crash: {
        short: 'An input makes the server exit or close the connection',
        full: 'A crash: a generated input (valid or not) made the server process exit or close the connection. Every client of the server loses its session to it.',
    },
    hang: {
        short: 'An input gets no answer within the timeout',
        full: 'A hang: a call got no answer within the fuzz timeout, and was cut. A client waits on it, and a model with it.',
    },
    'protocol-error': {
        short: 'An input gets a JSON-RPC error other than -32602 invalid params',
        full: 'A protocol error: the server answered a call with a JSON-RPC error other than -32602 (invalid params) for input the schema rejects; a tool error belongs in an isError result the model can read.',
    },
    leak: {
        short: "An answer leaks the server's internals",
        full: "A leak: an answer holds what the input did not (a stack trace, a Python traceback, a Go panic, an absolute path of the server's own files), telling a caller about the server's internals.",
    },
};
/** Fuzz: one alert per tool and kind; a finding a suppressions entry accepts stays, suppressed. */
const FUZZ = {
    rules: fuzz/* FINDING_KINDS */.m.map((kind) => ({
        id: `fuzz/${kind}`,
        level: 'error',
        short: FUZZ_RULES[kind].short,
        full: `${FUZZ_RULES[kind].full} The finding's message gives the shrunk input; the fuzz report gives the command that finds it again and a ready scenario.`,
        doc: FUZZ_DOC,
    })),
    findings: ({ fuzz }) => (fuzz?.tools ?? []).flatMap((tool) => {
        const found = tool.findings.map((finding) => ({
            ruleId: `fuzz/${finding.kind}`,
            level: 'error',
            message: `${tool.tool}: ${finding.detail} (input: ${inputText(finding.args)})`,
            tool: tool.tool,
            surface: tool.surface,
            // The detail holds times, exit codes and the input found by this seed: the kind is the alert.
            identity: finding.kind,
        }));
        const suppressed = (tool.suppressed ?? [])
            .filter((one) => !tool.findings.some((finding) => finding.kind === one.kind))
            .map((one) => ({
            ruleId: `fuzz/${one.kind}`,
            level: 'error',
            message: `${tool.tool}: ${one.detail} (input: ${inputText(one.args)})`,
            tool: tool.tool,
            surface: tool.surface,
            suppressed: `${one.reason} (${one.where})`,
            identity: one.kind,
        }));
        return [...found, ...suppressed];
    }),
};
/** A fuzz input as one line, cut: the message is bounded again as a whole. */
function inputText(args) {
    let text;
    try {
        text = JSON.stringify(args) ?? '{}';
    }
    catch {
        text = '(not JSON)';
    }
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
/** A run's step whose output holds hidden text: a warning at the step's line of the scenario file. */
const OUTPUT = {
    rules: [
        {
            id: 'output/hidden-text',
            level: 'warning',
            short: "A tool's output holds text the user does not see but the model reads",
            full: "A step's output holds hidden text (Unicode tag characters, zero-width or bidi controls, …): it reaches the model unseen, as a lint `hidden-text` finding would in a description. The scenario's own status is unchanged.",
            doc: LINT_DOC,
        },
    ],
    findings: ({ scenarios }) => (scenarios ?? []).flatMap((scenario) => scenario.steps.flatMap((step) => (step.warnings ?? []).map((warning) => ({
        ruleId: 'output/hidden-text',
        level: 'warning',
        message: `${scenario.name}: ${step.tool}: ${warning}`,
        tool: step.tool,
        at: { file: step.position.file, line: step.position.line, column: step.position.column },
        identity: `${step.position.file}\n${scenario.name}\n${warning}`,
    })))),
};
const ANNOTATIONS_DOC = 'annotations.md#what-each-hint-claims-and-how-it-is-observed';
/** The annotations check's rules (docs/annotations.md's table says the same). */
const ANNOTATIONS_RULES = {
    'not-read-only': {
        short: "A tool annotated readOnlyHint: true changed the server's state",
        full: "Not read-only: the tool is annotated readOnlyHint: true, yet a call changed the server's state (a file, a listed resource, a probe's output). Hosts run a read-only tool with no approval prompt: fix the hint (readOnlyHint: false) or the tool.",
    },
    'not-idempotent': {
        short: 'A tool annotated idempotentHint: true changed the state again on a second identical call',
        full: 'Not idempotent: the tool is annotated idempotentHint: true, yet the state after two identical calls differs from the state after one. Hosts retry an idempotent call on their own: fix the hint (idempotentHint: false) or the tool.',
    },
    destructive: {
        short: 'A tool annotated destructiveHint: false removed or overwrote what was there',
        full: 'Destructive: the tool is annotated destructiveHint: false, yet a call removed or overwrote what was in the state before (a non-destructive tool may only add). Fix the hint (destructiveHint: true) or the tool.',
    },
};
/**
 * The annotations check: one alert per tool and kind, an error (a warning under a run's
 * `annotations: warn`); a suppressed finding stays, suppressed. A suggestion (a tool that could be
 * annotated readOnlyHint: true) is not a finding and is left out. Placed at the tool's line of the
 * committed snapshot when the run found it there (else the renderer's own lookup, else by name).
 */
const ANNOTATIONS = {
    rules: annotations/* ANNOTATION_FINDING_KINDS */.KL.map((kind) => ({
        id: `annotations/${kind}`,
        level: 'error',
        short: ANNOTATIONS_RULES[kind].short,
        full: `${ANNOTATIONS_RULES[kind].full} The finding's message gives the shrunk input; the annotations report gives the state changes and the command that finds it again.`,
        doc: ANNOTATIONS_DOC,
    })),
    findings: ({ annotations }) => {
        if (!annotations)
            return [];
        const level = annotations.mode === 'warn' ? 'warning' : 'error';
        const lines = annotations.snapshot?.lines;
        return annotations.tools.flatMap((tool) => {
            const line = lines && Object.hasOwn(lines, tool.tool) ? lines[tool.tool] : undefined;
            const place = {
                tool: tool.tool,
                ...(annotations.snapshot && typeof line === 'number' ? { at: { file: annotations.snapshot.file, line } } : {}),
            };
            const found = tool.findings.map((finding) => ({
                ruleId: `annotations/${finding.kind}`,
                level,
                message: `${tool.tool}: ${finding.detail} (input: ${inputText(finding.args)})`,
                ...place,
                // The detail and the input are this seed's: the tool and the kind are the alert.
                identity: finding.kind,
            }));
            const suppressed = (tool.suppressed ?? [])
                .filter((one) => !tool.findings.some((finding) => finding.kind === one.kind))
                .filter((one, index, all) => all.findIndex((other) => other.kind === one.kind) === index)
                .map((one) => ({
                ruleId: `annotations/${one.kind}`,
                level,
                message: `${tool.tool}: ${one.detail} (input: ${inputText(one.args)})`,
                ...place,
                suppressed: `${one.reason} (${one.where})`,
                identity: one.kind,
            }));
            return [...found, ...suppressed];
        });
    },
};
/** Every family, in the order of the results. */
const SARIF_FAMILIES = [LINT, SNAPSHOT, FUZZ, ANNOTATIONS, OUTPUT];
//# sourceMappingURL=sarif-findings.js.map
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
// EXTERNAL MODULE: ./lib/report/text/limits.js
var limits = __webpack_require__(64102);
;// CONCATENATED MODULE: ./lib/report/sarif.js
// The SARIF 2.1.0 report (`--sarif FILE`, `report-sarif`, `--report sarif=FILE`): the findings
// about the server's surface (lint, poisoning, breaking snapshot changes, fuzz, the annotations
// check, hidden text in a step's output) as a log GitHub's code scanning turns into alerts, tracked across commits by
// their fingerprints. A pure renderer: the faces read what it needs (the snapshot file's text).




/** Where the log's `$schema` points: the SARIF 2.1.0 schema as published by SchemaStore. */
const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/** The key of our fingerprint in `partialFingerprints`: versioned, so a change of its recipe is a new key. */
const SARIF_FINGERPRINT_KEY = 'mcpScenarioEval/v1';
const SRCROOT = '%SRCROOT%';
/** The tools of a snapshot file by the line of their `"name"` (1-based), read from its text as `tools --save` writes it. */
function snapshotToolLines(text) {
    const lines = new Map();
    let inTools = false;
    text.split('\n').forEach((line, index) => {
        if (/^ {2}"tools": \[/.test(line))
            inTools = true;
        else if (inTools && /^ {2}\S/.test(line))
            inTools = false;
        else if (inTools) {
            const match = /^ {6}"name": ("(?:[^"\\]|\\.)*"),?\s*$/.exec(line);
            if (!match)
                return;
            try {
                const name = JSON.parse(match[1]);
                if (!lines.has(name))
                    lines.set(name, index + 1);
            }
            catch {
                // Not a JSON string after all: that tool is placed by name only.
            }
        }
    });
    return lines;
}
/**
 * A path as a SARIF `uri` relative to %SRCROOT%: forward slashes, each segment percent-encoded.
 * Undefined for a path that is not inside the workspace (absolute, `..`): never an absolute path.
 */
function workspaceUri(file) {
    const slashed = file.replace(/\\/g, '/');
    if (slashed === '' || slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed))
        return undefined;
    const segments = slashed.split('/').filter((segment) => segment !== '' && segment !== '.');
    if (segments.length === 0 || segments.includes('..'))
        return undefined;
    return segments.map(encodeURIComponent).join('/');
}
/** Text as a SARIF message shows it: control characters made visible, cut to `limit`. */
function shown(text, limit) {
    return (0,limits/* cutStart */.Dr)((0,text_escape/* visibleControls */.xx)(text), limit);
}
/** A name (server, tool, parameter) as a logical location holds it: one line, control characters visible, cut. */
function named(text) {
    return (0,limits/* clipLine */.DX)((0,text_escape/* visibleControls */.xx)(text.replace(/\r?\n|\t/g, ' ')), limits/* SARIF_NAME_LIMIT_CHARS */.Y6);
}
/**
 * The fingerprint of a finding: its rule, what it is on (surface, tool, parameter) and its
 * identity with what varies from run to run taken out (numbers: line numbers, times, counts; case
 * and spacing). Never its line: an edit above a finding leaves it the same alert.
 */
function fingerprintOf(finding) {
    const identity = (finding.identity ?? finding.message).toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
    const parts = [finding.ruleId, finding.surface ?? 'tool', finding.tool ?? '', finding.parameter ?? '', identity];
    return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}
const LEVEL_ORDER = { error: 0, warning: 1, note: 2 };
function ruleDescriptor(rule) {
    const helpUri = `${DOCS_URI}/${rule.doc}`;
    return {
        id: rule.id,
        shortDescription: { text: rule.short },
        fullDescription: { text: rule.full },
        help: {
            text: `${rule.full}\n\nSee ${helpUri}`,
            markdown: `**\`${rule.id}\`** (${rule.level}): ${rule.full}\n\n[Documentation](${helpUri})`,
        },
        helpUri,
        defaultConfiguration: { level: rule.level },
    };
}
/** Where a finding is: the scenario file's line, the snapshot file's line of its tool, its tool by name. */
function locationOf(finding, context, toolLines) {
    const server = named(context.server || 'server');
    const tool = finding.tool === undefined ? undefined : named(finding.tool);
    const logicalLocations = tool === undefined
        ? [{ name: server, kind: 'module' }]
        : [
            {
                name: tool,
                kind: finding.surface === 'resource-template' ? 'resource' : 'function',
                fullyQualifiedName: `${server}/${tool}`,
            },
        ];
    let physicalLocation;
    const scenarioUri = finding.at && workspaceUri(finding.at.file);
    const snapshotUri = context.snapshotFile === undefined ? undefined : workspaceUri(context.snapshotFile);
    const toolLine = finding.tool === undefined || finding.surface ? undefined : toolLines.get(finding.tool);
    if (finding.at && scenarioUri && finding.at.line >= 1) {
        physicalLocation = {
            artifactLocation: { uri: scenarioUri, uriBaseId: SRCROOT },
            region: {
                startLine: Math.floor(finding.at.line),
                ...(finding.at.column !== undefined && finding.at.column >= 1
                    ? { startColumn: Math.floor(finding.at.column) }
                    : {}),
            },
        };
    }
    else if (snapshotUri && toolLine !== undefined) {
        physicalLocation = { artifactLocation: { uri: snapshotUri, uriBaseId: SRCROOT }, region: { startLine: toolLine } };
    }
    return { ...(physicalLocation ? { physicalLocation } : {}), logicalLocations };
}
/** The SARIF log of the sources' findings, as an object (see renderSarif). */
function buildSarif(sources, context) {
    const rules = SARIF_FAMILIES.flatMap((family) => family.rules);
    const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
    const toolLines = context.snapshotText === undefined ? new Map() : snapshotToolLines(context.snapshotText);
    const all = SARIF_FAMILIES.flatMap((family) => family.findings(sources));
    // Errors first when the findings are more than code scanning shows: those are the ones to keep.
    const kept = all.length <= limits/* SARIF_RESULTS_LIMIT */.ZH
        ? all
        : [...all].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]).slice(0, limits/* SARIF_RESULTS_LIMIT */.ZH);
    const results = kept.map((finding) => ({
        ruleId: finding.ruleId,
        ...(ruleIndex.has(finding.ruleId) ? { ruleIndex: ruleIndex.get(finding.ruleId) } : {}),
        level: finding.level,
        message: { text: shown(finding.message, limits/* SARIF_MESSAGE_LIMIT_CHARS */.yG) },
        locations: [locationOf(finding, context, toolLines)],
        partialFingerprints: { [SARIF_FINGERPRINT_KEY]: fingerprintOf(finding) },
        ...(finding.suppressed !== undefined
            ? { suppressions: [{ kind: 'external', justification: shown(finding.suppressed, limits/* SARIF_MESSAGE_LIMIT_CHARS */.yG) }] }
            : {}),
        ...(finding.parameter !== undefined ? { properties: { parameter: named(finding.parameter) } } : {}),
    }));
    return {
        $schema: SARIF_SCHEMA_URI,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'mcp-scenario-eval',
                        version: context.generatorVersion,
                        informationUri: 'https://github.com/mcp-scenario-eval/mcp-scenario-eval',
                        rules: rules.map(ruleDescriptor),
                    },
                },
                columnKind: 'utf16CodeUnits',
                results,
                ...(all.length > kept.length ? { properties: { resultsLeftOut: all.length - kept.length } } : {}),
            },
        ],
    };
}
/** The SARIF log as the file's text. */
function renderSarif(sources, context) {
    return `${JSON.stringify(buildSarif(sources, context), null, 2)}\n`;
}
/** A run's SARIF: its lint, its snapshot check's breaking changes, its annotations check, and hidden text in its steps' outputs. */
function renderRunSarif(run, generatorVersion, context = {}) {
    const snapshot = run.toolsSnapshot;
    return renderSarif({ lint: run.lint?.report, snapshot, annotations: run.annotations, scenarios: run.scenarios }, {
        generatorVersion,
        server: run.protocol?.serverName,
        snapshotFile: snapshot && !snapshot.noFile ? snapshot.file : undefined,
        snapshotText: context.snapshotText,
    });
}
//# sourceMappingURL=sarif.js.map

/***/ }),

/***/ 63337:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ty: () => (/* binding */ annotationsSummary),
/* harmony export */   ih: () => (/* binding */ annotationsLogText)
/* harmony export */ });
/* unused harmony exports SUMMARY_ANNOTATIONS_FINDINGS, SUMMARY_ANNOTATIONS_CHANGES, SUMMARY_ANNOTATIONS_NOTES, annotationsSection, changeLine */
/* harmony import */ var _hint_claims_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50039);
/* harmony import */ var _model_annotations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25979);
/* harmony import */ var _run_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52724);
/* harmony import */ var _text_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64102);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19342);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51528);






/** Findings shown with their changes in the summary and the log; the rest are counted (all are in the JSON report). */
const SUMMARY_ANNOTATIONS_FINDINGS = 50;
/** Changes shown per finding; the rest are counted. */
const SUMMARY_ANNOTATIONS_CHANGES = 5;
/** Suggestions, skipped tools, ignored lines and suppressions shown, each; the rest are counted. */
const SUMMARY_ANNOTATIONS_NOTES = 30;
const plural = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const json = (value) => JSON.stringify(value) ?? 'null';
const findingsOf = (run) => run.tools.flatMap((tool) => tool.findings);
/** The section as data. */
function annotationsSection(run) {
    const findings = findingsOf(run);
    const checked = run.tools.filter((tool) => tool.status === 'checked').length;
    const failing = (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .runAnnotationsFailed */ .F)(run);
    const icon = failing ? '❌' : findings.length > 0 || run.error !== undefined ? '⚠️' : '✅';
    const title = run.error !== undefined && run.tools.length === 0
        ? [`Annotations: the check could not be done (annotations: ${run.mode})`]
        : [
            `Annotations: ${plural(findings.length, 'finding')} on ${plural(checked, 'tool')} checked of ${run.tools.length} (annotations: ${run.mode})`,
        ];
    const blocks = [];
    const about = [];
    if (run.error !== undefined)
        about.push([{ strong: ['Not finished:'] }, ' ', { text: clip(run.error) }]);
    if (run.mode === 'warn' && (findings.length > 0 || run.error !== undefined))
        about.push(['`annotations: warn`: the findings do not fail the step.']);
    if (run.tools.length > 0)
        about.push([
            `Each tool was called on fresh stub servers with the scenarios' inputs and ${run.runs} generated ones (seed ${run.seed}); the state compared: `,
            stateWords(run),
            `. ${run.notJudged.join(', ')} is not judged: no state of the server shows whether a tool reaches the outside world.`,
        ]);
    if (about.length > 0)
        blocks.push({ kind: 'paragraphs', lines: about });
    for (const finding of findings.slice(0, SUMMARY_ANNOTATIONS_FINDINGS))
        blocks.push(findingBlock(finding));
    if (findings.length > SUMMARY_ANNOTATIONS_FINDINGS)
        blocks.push({
            kind: 'paragraphs',
            lines: [[`${findings.length - SUMMARY_ANNOTATIONS_FINDINGS} more finding(s) are in the JSON report.`]],
        });
    const notes = [
        ...run.tools
            .filter((tool) => tool.suggestion)
            .map((tool) => [
            { code: tool.tool },
            `: changed no state on ${plural(tool.suggestion.inputs, 'input')} and claims nothing: it could be annotated `,
            { code: 'readOnlyHint: true' },
        ]),
        ...run.tools
            .filter((tool) => tool.failure)
            .map((tool) => [
            { code: tool.tool },
            ': not finished on input ',
            { code: (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .clipLine */ .DX)(json(tool.failure.args), _text_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .CELL_LIMIT_CHARS */ .Fd) },
            ': ',
            { text: clip(tool.failure.message) },
        ]),
        ...run.tools
            .filter((tool) => tool.status === 'skipped')
            .map((tool) => [{ code: tool.tool }, ': ', { text: clip(tool.skipReason ?? tool.skipCode ?? 'skipped') }]),
        ...run.tools.flatMap((tool) => (tool.suppressed ?? []).map((entry) => [
            { code: tool.tool },
            `: suppressed ${entry.kind} (`,
            { code: entry.where },
            '): ',
            { text: clip(entry.reason) },
        ])),
        ...(run.unusedSuppressions ?? []).map((entry) => [
            { code: entry.where },
            `: the suppression of ${entry.kind} for `,
            { code: entry.tool },
            ' matched no finding; remove it',
        ]),
        ...run.ignored.map((line) => [
            'left out of the comparison: ',
            { code: line.where },
            ' line ',
            { code: (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .clipLine */ .DX)(line.line, _text_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .CELL_LIMIT_CHARS */ .Fd) },
            line.why === 'volatile'
                ? ' (volatile: it differed between two reads with no call between)'
                : ` (the ignore: pattern ${line.pattern ?? ''}${line.patternWhere ? ` at ${line.patternWhere}` : ''})`,
        ]),
    ];
    if (notes.length > 0) {
        blocks.push({ kind: 'notes', lines: notes.slice(0, SUMMARY_ANNOTATIONS_NOTES * 4) });
        if (notes.length > SUMMARY_ANNOTATIONS_NOTES * 4)
            blocks.push({
                kind: 'paragraphs',
                lines: [[`${notes.length - SUMMARY_ANNOTATIONS_NOTES * 4} more note(s) are in the JSON report.`]],
            });
    }
    return { icon, title, blocks };
}
/** A finding: what it refutes, on which input, what changed, how to see it again. */
function findingBlock(finding) {
    const lines = [
        [
            { strong: [{ code: finding.tool }, ` is not ${_hint_claims_js__WEBPACK_IMPORTED_MODULE_0__/* .CLAIM_OF_KIND */ .Yt[finding.kind]}`] },
            ` (${finding.kind}, ${_model_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .HINT_OF_KIND */ .LE[finding.kind]}): `,
            { text: clip(finding.detail) },
        ],
        [
            'input ',
            { code: (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .clipLine */ .DX)(json(finding.args), _text_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .CELL_LIMIT_CHARS */ .Fd) },
            ` (from ${finding.origin === 'scenario' ? 'a scenario step' : 'the input schema'}, ${finding.shrunk === 'minimal' ? 'shrunk to the smallest that shows it' : 'shrinking ran out of time'}, ${finding.verified ? 're-verified on a fresh server' : 'not seen again on a fresh server'})`,
        ],
        ...finding.changes.slice(0, SUMMARY_ANNOTATIONS_CHANGES).map(changeLine),
        ...(finding.changes.length > SUMMARY_ANNOTATIONS_CHANGES
            ? [[`${finding.changes.length - SUMMARY_ANNOTATIONS_CHANGES} more change(s) in the JSON report`]]
            : []),
        ['reproduce: ', { code: finding.reproduce }],
    ];
    return { kind: 'notes', lines };
}
/** One change of the state: where, how, and its text before and after (server output). */
function changeLine(change) {
    const parts = (0,_hint_claims_js__WEBPACK_IMPORTED_MODULE_0__/* .changeParts */ .bz)(change);
    const line = [`${parts.head} `, { code: parts.where }, ` ${parts.verb}`];
    const before = parts.before === undefined ? [] : [': before ', { text: parts.before }];
    const after = parts.after === undefined ? [] : [before.length > 0 ? ', after ' : ': after ', { text: parts.after }];
    return [...line, ...before, ...after];
}
function stateWords(run) {
    const parts = [
        ...(run.state.files ? ['the files of its directory'] : []),
        ...(run.state.resources ? ['the resources it lists'] : []),
        ...(run.state.probes.length > 0
            ? [`${plural(run.state.probes.length, 'probe')}${run.state.probesFile ? ` of ${run.state.probesFile}` : ''}`]
            : []),
    ];
    return parts.length > 0 ? parts.join(', ') : 'nothing';
}
const clip = (text) => (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .clipLine */ .DX)(text, _text_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MESSAGE_LIMIT_CHARS */ .g);
/** The job summary's section: a heading, then the blocks in Markdown (untrusted text escaped). */
function annotationsSummary(run) {
    const section = annotationsSection(run);
    return [`### ${section.icon} ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .lineMarkdown */ .uN)(section.title)}`, '', ...(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .sectionMarkdown */ .TB)(section)];
}
/** The same for the log and the terminal: plain lines, untrusted text made safe to print. */
function annotationsLogText(run) {
    const section = annotationsSection(run);
    return `${[(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .lineText */ .oZ)(section.title), ...(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .sectionText */ .rO)(section)].join('\n')}\n`;
}
//# sourceMappingURL=annotations.js.map

/***/ }),

/***/ 19342:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hw: () => (/* binding */ blockMarkdown),
/* harmony export */   TB: () => (/* binding */ sectionMarkdown),
/* harmony export */   uN: () => (/* binding */ lineMarkdown)
/* harmony export */ });
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81961);
// A section (sections/section.ts) as the job summary's Markdown: untrusted text escaped for
// Markdown and HTML, names in `<code>`, labels bold; each block followed by a blank line.

function spanMarkdown(span) {
    if (typeof span === 'string')
        return span;
    if ('text' in span)
        return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(span.text);
    if ('name' in span)
        return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(span.name);
    if ('code' in span)
        return `<code>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(span.code)}</code>`;
    return `**${lineMarkdown(span.strong)}**`;
}
/** A line in Markdown. */
function lineMarkdown(line) {
    return line.map(spanMarkdown).join('');
}
/** A block's Markdown lines. */
function blockMarkdown(block) {
    if (block.kind === 'paragraphs')
        return block.lines.flatMap((line) => [lineMarkdown(line), '']);
    if (block.lines.length === 0)
        return [];
    return [...block.lines.map((line) => `- ${lineMarkdown(line)}`), ''];
}
/** A section's Markdown lines. */
function sectionMarkdown(section) {
    return section.blocks.flatMap(blockMarkdown);
}
//# sourceMappingURL=markdown.js.map

/***/ }),

/***/ 55614:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ notLiveLine),
/* harmony export */   L: () => (/* binding */ unjudgedLine)
/* harmony export */ });
/* harmony import */ var _run_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52724);
/* harmony import */ var _annotations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91116);


/** `3 judge criteria skipped: REASON`, when the judge was not asked. */
function unjudgedLine(run) {
    const unjudged = (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .unjudgedCriteria */ .u1)(run);
    if (!run.judge.skippedBecause || unjudged.length === 0)
        return undefined;
    return [
        `${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(unjudged.length, 'judge criterion', 'judge criteria')} skipped: `,
        { text: run.judge.skippedBecause },
    ];
}
/** `2 scenarios not live: live mode runs only scenarios with live: true`. */
function notLiveLine(run) {
    if (run.notLive === 0)
        return undefined;
    return [`${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(run.notLive, 'scenario')} not live: live mode runs only scenarios with `, { code: 'live: true' }];
}
//# sourceMappingURL=not-run.js.map

/***/ }),

/***/ 51528:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dK: () => (/* binding */ blockText),
/* harmony export */   oZ: () => (/* binding */ lineText),
/* harmony export */   rO: () => (/* binding */ sectionText)
/* harmony export */ });
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81961);
// A section (sections/section.ts) as plain text for the terminal and the job log: untrusted text
// made safe to print (escapeTerminal), names on one line (escapeName), labels as they are; a line per paragraph or note.

function spanText(span) {
    if (typeof span === 'string')
        return span;
    if ('text' in span)
        return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(span.text);
    if ('name' in span)
        return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeName */ .L$)(span.name);
    if ('code' in span)
        return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeName */ .L$)(span.code);
    return lineText(span.strong);
}
/** A line as plain text. */
function lineText(line) {
    return line.map(spanText).join('');
}
/** A block's lines of text. */
function blockText(block) {
    if (block.kind === 'paragraphs')
        return block.lines.map(lineText);
    return block.lines.map((line) => `note ${lineText(line)}`);
}
/** A section's lines of text. */
function sectionText(section) {
    return section.blocks.flatMap(blockText);
}
//# sourceMappingURL=text.js.map

/***/ }),

/***/ 91948:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I0: () => (/* binding */ snapshotSummarySection),
/* harmony export */   bB: () => (/* binding */ snapshotHeadline),
/* harmony export */   fL: () => (/* binding */ renderSnapshotTerminal),
/* harmony export */   gv: () => (/* binding */ renderSnapshotMarkdown)
/* harmony export */ });
/* unused harmony exports WORD_DIFF_LIMIT_CHARS, WORD_DIFF_CONTEXT_WORDS, withContext, cutWordOps, renderWordDiffTerminal, renderWordDiffMarkdown, countChanges */
/* harmony import */ var _server_tools_snapshot_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67379);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81961);
/* harmony import */ var _style_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11983);
/**
 * The tool-list snapshot check, for the terminal and the job summary: changes grouped breaking
 * first, reworded text as a word diff, token sizes, and the command that accepts the change.
 * Tool definitions come from the server: every piece of them is escaped for where it goes.
 */



const TITLES = {
    breaking: 'Breaking for callers',
    'model-facing': 'Model-facing (what the model reads)',
    additive: 'Additive',
};
/** Longest word diff shown in full; beyond it the text is cut (the file diff has it all). */
const WORD_DIFF_LIMIT_CHARS = 1_000;
/**
 * Unchanged words kept on each side of a change in a word diff; longer unchanged runs between
 * changes are shown as `…`, so a change deep in a long description is shown where it is.
 */
const WORD_DIFF_CONTEXT_WORDS = 8;
/**
 * The word diff with each long unchanged run cut to the words around the changes (like `git diff
 * --word-diff`, which shows the changed lines and not the whole file): the first run keeps its
 * last words, the last run its first words, a run between two changes both ends.
 */
function withContext(ops, context = WORD_DIFF_CONTEXT_WORDS) {
    if (!ops.some((op) => op.kind !== 'same'))
        return ops;
    return ops.map((op, index) => {
        if (op.kind !== 'same')
            return op;
        const words = op.text.match(/^\s+|\S+\s*/g) ?? [];
        const first = index === 0;
        const last = index === ops.length - 1;
        const keep = (first ? 0 : context) + (last ? 0 : context);
        if (words.length <= keep + 1)
            return op;
        const head = first ? '' : words.slice(0, context).join('');
        const tail = last ? '' : words.slice(words.length - context).join('');
        const gap = `${head && !/\s$/.test(head) ? ' ' : ''}…${last ? '' : ' '}`;
        return { kind: 'same', text: `${head}${gap}${tail}` };
    });
}
const oneLine = (text) => text.replace(/\r\n?|\n/g, ' ⏎ ');
/**
 * The word operations whose text fits in `limitChars`, the last one cut at the limit, and whether
 * anything was cut. A long diff is cut here, on its words, never in its rendering: a cut rendering
 * can stop inside `<ins>…</ins>` (or a terminal colour) and leave it open for the rest of the page.
 */
function cutWordOps(ops, limitChars) {
    const kept = [];
    let used = 0;
    for (const op of ops) {
        if (used + op.text.length <= limitChars) {
            kept.push(op);
            used += op.text.length;
            continue;
        }
        const room = limitChars - used;
        if (room > 0)
            kept.push({ kind: op.kind, text: op.text.slice(0, room) });
        return { ops: kept, cut: true };
    }
    return { ops: kept, cut: false };
}
/**
 * Each changed run's words inside the markers and its trailing space outside them; a removed run
 * followed by an added one leaves the space to the added one: "for [-products-]{+items+} by".
 */
function markRuns(ops, escape, mark) {
    return ops
        .map((op, index) => {
        const text = oneLine(op.text);
        if (op.kind === 'same')
            return escape(text);
        const words = text.trimEnd();
        const space = text.slice(words.length);
        const keepSpace = !(op.kind === 'removed' && ops[index + 1]?.kind === 'added');
        return `${words ? mark(op.kind, escape(words)) : ''}${keepSpace ? escape(space) : ''}`;
    })
        .join('');
}
/** `[-removed-]{+added+}`, as `git diff --word-diff=plain` prints it (and in colour on a TTY). */
function renderWordDiffTerminal(ops, style) {
    const shown = cutWordOps(withContext(ops), WORD_DIFF_LIMIT_CHARS);
    const text = markRuns(shown.ops, _text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en, (kind, words) => kind === 'removed' ? (0,_style_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, 'red', `[-${words}-]`) : (0,_style_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, 'green', `{+${words}+}`));
    return shown.cut ? `${text}…` : text;
}
/** Markdown: removed words in <del>, added in <ins> (they hold any text), in one escaped line. */
function renderWordDiffMarkdown(ops) {
    const escape = (text) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(text.replace(/([\\`*_[\]#|~])/g, '\\$1'));
    const shown = cutWordOps(withContext(ops), WORD_DIFF_LIMIT_CHARS);
    const html = markRuns(shown.ops, escape, (kind, words) => kind === 'removed' ? `<del>${words}</del>` : `<ins>${words}</ins>`);
    return shown.cut ? `${html}…` : html;
}
function tokensLine(check) {
    const { before, after, method } = check.tokens;
    const size = before === undefined ? `${after}` : before === after ? `${after} (unchanged)` : `${before} → ${after}`;
    const budget = check.budget === undefined
        ? ''
        : check.overBudget
            ? `, over the budget of ${check.budget}`
            : `, budget ${check.budget}`;
    return `tool list size: ${size} tokens (${method})${budget}`;
}
function byKind(changes) {
    return _server_tools_snapshot_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .CHANGE_KINDS */ .tO.map((kind) => [kind, changes.filter((change) => change.kind === kind)]).filter(([, list]) => list.length > 0);
}
/** A count per kind: "2 breaking, 1 model-facing". */
function countChanges(changes) {
    return byKind(changes)
        .map(([kind, list]) => `${list.length} ${kind}`)
        .join(', ');
}
/** One line saying what the check found, for a failure message or annotation. */
function snapshotHeadline(check) {
    if (check.status === 'invalid')
        return `tool-list snapshot: ${check.error}`;
    if (check.status === 'changed')
        return `the server's tool list differs from ${check.file} (${countChanges(check.changes)}); if intended, accept it with \`${check.acceptCommand}\` and commit the file`;
    if (check.overBudget)
        return `the tool list is ${check.tokens.after} tokens (${check.tokens.method}), over the budget of ${check.budget}`;
    if (check.unread?.length)
        return `tool-list snapshot: not compared: ${check.unread.join('; ')}`;
    return `the server's tool list matches ${check.file}`;
}
/** For the terminal: the headline, the changes by kind (breaking first), sizes, and how to accept. */
function renderSnapshotTerminal(check, style) {
    const lines = [];
    const file = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeName */ .L$)(check.file);
    if (check.status === 'equal' && check.unread?.length)
        lines.push(`${(0,_style_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, 'red', 'SNAPSHOT INCOMPLETE')} what could be read matches ${file}`);
    else if (check.status === 'equal')
        lines.push(`${(0,_style_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, 'green', 'SNAPSHOT OK')} the tool list matches ${file}`);
    else if (check.status === 'invalid')
        lines.push(`${(0,_style_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, 'red', 'SNAPSHOT ERROR')} ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(oneLine(check.error ?? ''))}`);
    else
        lines.push(`${(0,_style_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, 'red', 'SNAPSHOT CHANGED')} the tool list differs from ${file}: ${countChanges(check.changes)}`);
    for (const [kind, list] of byKind(check.changes)) {
        lines.push('', `${TITLES[kind]}:`);
        for (const change of list) {
            lines.push(`  - ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeName */ .L$)(change.tool)}: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(oneLine(change.message))}`);
            if (change.words)
                lines.push(`      ${renderWordDiffTerminal(change.words, style)}`);
        }
    }
    for (const why of check.unread ?? [])
        lines.push('', `${(0,_style_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, 'red', 'NOT COMPARED')} ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(oneLine(why))}`);
    lines.push('', tokensLine(check));
    if (check.overBudget && check.status === 'equal')
        lines.push(`${(0,_style_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, 'red', 'OVER BUDGET')} shorten descriptions or schemas, or raise the budget`);
    // A server that could not be reached listed nothing: saving would not accept anything.
    if (check.status !== 'equal' && !check.unreachable)
        lines.push(`To accept the server's list as it is now: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeName */ .L$)(check.acceptCommand)}`);
    return `${lines.join('\n')}\n`;
}
/** For the job summary: a section of its own, showing the changes down to `detail`. */
function renderSnapshotMarkdown(check, detail = 'word-diffs') {
    const lines = ['### Tool-list snapshot', ''];
    const file = `\`${check.file.replace(/`/g, "'")}\``;
    if (check.status === 'equal' && check.unread?.length)
        lines.push(`❌ What could be read matches ${file}.`);
    else if (check.status === 'equal')
        lines.push(`✅ The server's tool list matches ${file}.`);
    else if (check.status === 'invalid')
        lines.push(`❌ ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(check.error ?? '')}`);
    else
        lines.push(`❌ The server's tool list differs from ${file}: ${countChanges(check.changes)}.`);
    const reworded = check.changes.filter((change) => change.words).length;
    if (detail === 'changes' && reworded > 0)
        lines.push('', `_${SHORTENED}: the word diffs of ${reworded} reworded texts are left out; the step's log has them._`);
    if (detail === 'counts' && check.changes.length > 0)
        lines.push('', `_${SHORTENED}: the list of ${check.changes.length} changes is left out; the step's log has it._`);
    for (const [kind, list] of detail === 'counts' ? [] : byKind(check.changes)) {
        lines.push('', `**${TITLES[kind]}**`, '');
        for (const change of list) {
            lines.push(`- <code>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(change.tool)}</code>: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(change.message)}`);
            if (change.words && detail === 'word-diffs')
                lines.push(`  <br>${renderWordDiffMarkdown(change.words)}`);
        }
    }
    for (const why of check.unread ?? [])
        lines.push('', `❌ Not compared: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(why)}`);
    lines.push('', (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(tokensLine(check)));
    if (check.status !== 'equal' && !check.unreachable) {
        lines.push('', 'Updating the file is how a pull request accepts the change (the reviewer sees it in the diff):', '', '```sh', check.acceptCommand.replace(/```/g, '` ` `'), '```');
    }
    return `${lines.join('\n')}\n`;
}
const SHORTENED = 'Shortened to keep the job summary under GitHub’s 1 MiB limit';
/** The snapshot's section of the job summary, in its renderings from the fullest to the leanest. */
function snapshotSummarySection(check) {
    const reworded = check.changes.filter((change) => change.words).length;
    return {
        renderings: [
            { markdown: renderSnapshotMarkdown(check, 'word-diffs') },
            ...(reworded > 0
                ? [
                    {
                        markdown: renderSnapshotMarkdown(check, 'changes'),
                        leftOut: `the word diffs of ${reworded} reworded texts in the tool-list snapshot`,
                    },
                ]
                : []),
            ...(check.changes.length > 0
                ? [
                    {
                        markdown: renderSnapshotMarkdown(check, 'counts'),
                        leftOut: `the list of ${check.changes.length} tool-list snapshot changes`,
                    },
                ]
                : []),
        ],
    };
}
//# sourceMappingURL=snapshot.js.map

/***/ }),

/***/ 98457:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a3: () => (/* reexport */ formatDuration),
  qE: () => (/* binding */ renderJobSummary),
  Br: () => (/* binding */ renderSummary)
});

// UNUSED EXPORTS: CHECKS_PER_FAILURE_SHORTENED, shrinkToFit

// EXTERNAL MODULE: ./lib/report/headlines.js
var headlines = __webpack_require__(76243);
// EXTERNAL MODULE: ./lib/report/annotations.js
var annotations = __webpack_require__(91116);
// EXTERNAL MODULE: ./lib/report/coverage.js + 1 modules
var coverage = __webpack_require__(40738);
// EXTERNAL MODULE: ./lib/report/lint.js + 1 modules
var lint = __webpack_require__(71897);
// EXTERNAL MODULE: ./lib/report/sections/annotations.js
var sections_annotations = __webpack_require__(63337);
// EXTERNAL MODULE: ./lib/report/eras.js
var eras = __webpack_require__(57523);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
// EXTERNAL MODULE: ./lib/report/text/limits.js
var limits = __webpack_require__(64102);
;// CONCATENATED MODULE: ./lib/report/summary/markdown.js

const STATUS_LABEL = {
    passed: '✅ passed',
    failed: '❌ failed',
    errored: '💥 errored',
    skipped: '⏭️ skipped',
};
function formatDuration(ms) {
    return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
function thousands(count) {
    return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}
function withoutLinks(options) {
    return { ...options, repository: undefined };
}
/** The file at the commit, at the position's line unless `atLine` is false. */
function fileUrl(position, options, atLine = true) {
    const repo = options.repository;
    if (!repo)
        return undefined;
    const file = position.file.split('/').map(encodeURIComponent).join('/');
    const anchor = atLine ? `#L${position.line}` : '';
    return safeUrl(`${repo.serverUrl.replace(/\/+$/, '')}/${repo.repository}/blob/${repo.sha}/${file}${anchor}`);
}
/** The characters that would end a Markdown link's target or an HTML tag, percent-encoded. */
function safeUrl(url) {
    return url.replace(/[()<> ]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** `file:line` (with the column when asked), linked to the line when the repository is known. */
function markdown_location(position, options, column = false) {
    const text = (0,text_escape/* escapeInline */.VV)(`${position.file}:${position.line}${column ? `:${position.column}` : ''}`);
    const url = fileUrl(position, options);
    return url ? `[<code>${text}</code>](${url})` : `<code>${text}</code>`;
}
/** Untrusted text in a closed `<details>`: HTML-escaped inside `<pre>`, so it cannot close either. */
function folded(title, full, shown, which, limit) {
    const size = full.length <= limit
        ? `${thousands(full.length)} characters`
        : `${which} ${thousands(limit)} of ${thousands(full.length)} characters`;
    return [
        `<details><summary>${title} (${size})</summary>`,
        '',
        `<pre>${(0,text_escape/* escapeHtml */.ZD)(shown)}</pre>`,
        '',
        '</details>',
        '',
    ];
}
//# sourceMappingURL=markdown.js.map
// EXTERNAL MODULE: ./lib/providers/prices.js
var prices = __webpack_require__(50914);
;// CONCATENATED MODULE: ./lib/report/summary/table.js




/** Failed checks named in a table cell before "+N more". */
const CHECKS_PER_CELL = 3;
function tableRow(scenario, options) {
    // An agent scenario's pass rate: `✅ passed 4/5`.
    const rate = scenario.agent?.trials.length
        ? ` ${scenario.agent.passes}/${scenario.agent.trials.length}${scenario.agent.replayed ? ', replayed (no model call)' : ''}`
        : '';
    return `| ${STATUS_LABEL[scenario.status]}${rate} | ${scenarioLink(scenario, options)} | ${fileLink(scenario, options)} | ${formatDuration(scenario.durationMs)}${scenario.cost ? ` · ${(0,text_escape/* escapeCell */.kq)((0,prices/* formatCost */.BD)(scenario.cost))}` : ''} | ${checksCell(scenario, options)} |`;
}
function scenarioLink(scenario, options) {
    const url = fileUrl(scenario.position, options);
    const name = (0,text_escape/* escapeCell */.kq)(scenario.name);
    return url ? `[${name}](${url})` : name;
}
/** The scenario's file, linked to it at the commit: several scenarios may share one file. */
function fileLink(scenario, options) {
    const text = `<code>${(0,text_escape/* escapeCell */.kq)(scenario.position.file)}</code>`;
    const url = fileUrl(scenario.position, options, false);
    return url ? `[${text}](${url})` : text;
}
function checksCell(scenario, options) {
    // A command the reason names (`record-agent …`) is copied from here: the words around it are cut, never it.
    if (scenario.status === 'skipped')
        return (0,text_escape/* escapeCell */.kq)((0,limits/* clipKeepingCommands */._G)(scenario.skipReason ?? 'skipped', limits/* CELL_LIMIT_CHARS */.Fd));
    const failed = scenario.checks.filter((check) => check.status === 'failed');
    if (failed.length === 0)
        return scenario.error ? (0,text_escape/* escapeCell */.kq)((0,limits/* clipKeepingCommands */._G)(scenario.error, limits/* CELL_LIMIT_CHARS */.Fd)) : '';
    const named = failed.slice(0, CHECKS_PER_CELL).map((check) => checkInCell(check, options));
    if (failed.length > CHECKS_PER_CELL)
        named.push(`+${failed.length - CHECKS_PER_CELL} more`);
    return named.join(', ');
}
/**
 * `contains “North Atl…” (line 7)`: the kind, what it looked for (cut short), and its line, linked.
 * A step names its tool, so a failed call is recognisable without opening the file.
 */
function checkInCell(check, options) {
    const what = check.kind === 'step'
        ? ` <code>${(0,text_escape/* escapeCell */.kq)(check.subject)}</code>`
        : ` “${(0,text_escape/* escapeCell */.kq)((0,limits/* clipLine */.DX)(check.subject, limits/* CELL_CHECK_TEXT_CHARS */.uX))}”`;
    const line = `line ${check.position.line}`;
    const url = fileUrl(check.position, options);
    const step = check.step ? `step ${check.step.index}, ` : '';
    return `${(0,text_escape/* escapeCell */.kq)(check.kind)}${what} (${step}${url ? `[${line}](${url})` : line})`;
}
//# sourceMappingURL=table.js.map
// EXTERNAL MODULE: ./lib/report/protocol.js
var report_protocol = __webpack_require__(44456);
// EXTERNAL MODULE: ./lib/model/result.js
var result = __webpack_require__(94484);
// EXTERNAL MODULE: ./lib/run/verdict.js
var run_verdict = __webpack_require__(52724);
// EXTERNAL MODULE: ./lib/model/server-tools.js
var server_tools = __webpack_require__(30812);
// EXTERNAL MODULE: ./lib/stats/rate.js
var rate = __webpack_require__(19137);
;// CONCATENATED MODULE: ./lib/report/summary/agent.js






/** `$0.0123`, or `cost unknown (no price for claude-x)`, for inline Markdown. */
function costInline(cost) {
    return (0,text_escape/* escapeInline */.VV)((0,prices/* formatCost */.BD)(cost));
}
/** `1,234 input + 56 output tokens (cache: 900 read, 100 written)`. */
function tokenText(tokens) {
    return (`${thousands(tokens.input)} input + ${thousands(tokens.output)} output tokens` +
        ` (cache: ${thousands(tokens.cacheRead)} read, ${thousands(tokens.cacheWrite)} written)`);
}
/** With `prompts:`: a table of each phrasing's passes, trials, rate and interval, the weaker ones marked. */
function phrasingTable(agent) {
    if (!agent.phrasings)
        return [];
    return [
        '| phrasing | passed | pass rate (95% CI) | |',
        '| --- | --- | --- | --- |',
        ...agent.phrasings.map((p) => `| ${p.index}. ${(0,text_escape/* escapeCell */.kq)(p.prompt.replace(/\s+/g, ' ').slice(0, 120))} | ${p.passes}/${p.trials} | ${(0,rate/* rateText */.cf)(p.rate)}${agent.replayed ? ' (replayed)' : ''} | ${p.weaker ? `**significantly below the others** (p = ${p.adjusted.toPrecision(2)}, Holm)` : ''} |`),
        '',
    ];
}
/**
 * An agent scenario's pass rate, tokens, and per failed trial a collapsed transcript: the prompt,
 * each tool_use with its arguments as sent, each result (cut as other outputs are), the final answer.
 */
function agentDetails(agent, withOutputs, cost) {
    const lines = [
        `${agent.passes} of ${(0,annotations/* plural */.LS)(agent.trials.length, 'trial')} passed (${agent.planned} planned, min_passes ${agent.minPasses}) · ` +
            `pass rate ${(0,rate/* rateText */.cf)(agent.rate)}${agent.replayed ? ' (replayed, not measured)' : ''} · ` +
            (agent.sequential
                ? `pass_rate ${agent.sequential.passRate}: ${agent.sequential.verdict} (max_trials ${agent.sequential.maxTrials}` +
                    (agent.sequential.tokensSaved ? `, about ${thousands(agent.sequential.tokensSaved)} tokens saved` : '') +
                    ') · '
                : '') +
            (agent.replayed
                ? `replayed from <code>${(0,text_escape/* escapeInline */.VV)(agent.recording ?? 'its recording')}</code> (no model call)`
                : `model <code>${(0,text_escape/* escapeInline */.VV)(agent.model)}</code> · ${tokenText(agent.tokens)}${cost ? ` · ${costInline(cost)}` : ''}`) +
            (agent.stoppedEarly ? ` · stopped early: ${(0,text_escape/* escapeInline */.VV)(agent.stoppedEarly)}` : ''),
        ...(agent.baseline?.comparisons ?? []).map((comparison) => `<br>Against the baseline (<code>${(0,text_escape/* escapeInline */.VV)(agent.baseline.file)}</code>)` +
            `${(agent.baseline.comparisons?.length ?? 0) > 1 ? `, <code>${(0,text_escape/* escapeInline */.VV)(comparison.model)}</code> with “${(0,text_escape/* escapeInline */.VV)(comparison.phrasing)}”` : ''}: ` +
            `<strong>${comparison.outcome}</strong>: ${(0,text_escape/* escapeInline */.VV)(comparison.message)}`),
        '',
        ...phrasingTable(agent),
    ];
    if (!withOutputs)
        return lines;
    for (const trial of agent.trials.filter((t) => t.status !== 'passed')) {
        const prompt = (trial.phrasing && agent.phrasings?.[trial.phrasing - 1]?.prompt) || agent.prompt;
        const parts = [`Prompt${trial.phrasing ? ` (phrasing ${trial.phrasing})` : ''}:\n${prompt}`];
        for (const call of trial.calls) {
            parts.push(`tool_use (turn ${call.turn}): ${call.tool} ${JSON.stringify(call.input)}`);
            parts.push(`result${call.isError ? ' (error)' : ''}:\n${call.error ?? call.output}`);
        }
        parts.push(`Final answer${trial.finalAnswer ? '' : ' (none)'}:\n${trial.finalAnswer}`);
        const transcript = parts.join('\n\n');
        lines.push(...folded(`Trial ${trial.index} (${trial.status}, ${(0,annotations/* plural */.LS)(trial.turns, 'turn')}, ${(0,annotations/* plural */.LS)(trial.calls.length, 'call')}) transcript`, transcript, (0,limits/* cutStart */.Dr)(transcript, limits/* SUMMARY_OUTPUT_LIMIT_CHARS */.fG), 'first', limits/* SUMMARY_OUTPUT_LIMIT_CHARS */.fG));
    }
    return lines;
}
//# sourceMappingURL=agent.js.map
// EXTERNAL MODULE: ./lib/report/sections/not-run.js
var not_run = __webpack_require__(55614);
// EXTERNAL MODULE: ./lib/report/sections/markdown.js
var markdown = __webpack_require__(19342);
;// CONCATENATED MODULE: ./lib/report/summary/headline.js
// The top of the job summary: the verdict and the run's facts, why some scenarios or criteria did
// not run, and the annotations GitHub will not show.













function headline(run, options) {
    const totals = (0,result/* totalsOf */.v)(run);
    // Errored because the judge could not be asked: the headline blames the judge, not the server.
    const judgeErrored = (0,run_verdict/* erroredForTheJudge */.D$)(run).length;
    // Errored because a cost budget was spent: the headline says which, not "failed".
    const costErrored = (0,headlines/* erroredForACostBudget */.Gx)(run).length;
    const verdict = !(0,run_verdict/* runFailed */.Np)(run)
        ? run.emptyShard
            ? `✅ nothing to run in shard ${(0,text_escape/* escapeInline */.VV)(run.emptyShard.shard)}`
            : `✅ ${totals.passed} of ${(0,annotations/* plural */.LS)(totals.total, 'scenario')} passed`
        : run.fileErrors.length > 0
            ? '❌ invalid scenario files'
            : totals.total === 0
                ? '❌ no scenario ran'
                : totals.failed === 0 && (0,run_verdict/* lintFailed */.LP)(run.lint)
                    ? `❌ lint failed; ${totals.passed} of ${(0,annotations/* plural */.LS)(totals.total, 'scenario')} passed`
                    : totals.failed === 0 && run.toolsSnapshot && (0,server_tools/* snapshotFailed */.Ub)(run.toolsSnapshot)
                        ? `❌ the tool-list snapshot failed; ${totals.passed} of ${(0,annotations/* plural */.LS)(totals.total, 'scenario')} passed`
                        : judgeErrored > 0 && judgeErrored === totals.failed
                            ? `❌ the judge could not be asked; ${judgeErrored} of ${(0,annotations/* plural */.LS)(totals.total, 'scenario')} errored`
                            : judgeErrored > 0
                                ? `❌ ${totals.failed} of ${(0,annotations/* plural */.LS)(totals.total, 'scenario')} failed (${judgeErrored} errored: the judge could not be asked)`
                                : costErrored > 0 && costErrored === totals.failed
                                    ? `❌ ${(0,headlines/* costBudgetsSpent */.CJ)(run)}; ${costErrored} of ${(0,annotations/* plural */.LS)(totals.total, 'scenario')} errored`
                                    : costErrored > 0
                                        ? `❌ ${totals.failed} of ${(0,annotations/* plural */.LS)(totals.total, 'scenario')} failed (${costErrored} errored: ${(0,headlines/* costBudgetsSpent */.CJ)(run)})`
                                        : `❌ ${totals.failed} of ${(0,annotations/* plural */.LS)(totals.total, 'scenario')} failed`;
    const judge = run.judge;
    const judgeText = judge.calls > 0
        ? `${(0,text_escape/* escapeInline */.VV)(judge.model)}${(0,headlines/* viaPlatform */._G)(judge.platform)}, ${(0,annotations/* plural */.LS)(judge.calls, 'call')}, ${thousands(judge.inputTokens)} input + ${thousands(judge.outputTokens)} output tokens` +
            (judge.cacheReadTokens + judge.cacheWriteTokens > 0
                ? ` (cache: ${thousands(judge.cacheReadTokens)} read, ${thousands(judge.cacheWriteTokens)} written)`
                : '') +
            (judge.cost ? `, ${costInline(judge.cost)}` : '') +
            (judge.costBudgetUsd !== undefined ? ` (budget ${(0,prices/* formatUsd */.UK)(judge.costBudgetUsd)})` : '')
        : judge.mode === 'off'
            ? 'off'
            : `${(0,text_escape/* escapeInline */.VV)(judge.model)}, no call made`;
    const counts = [
        `**${totals.total}** ${totals.total === 1 ? 'scenario' : 'scenarios'}: **${totals.passed}** passed`,
        `**${totals.failed}** failed`,
        `**${totals.skipped}** skipped`,
    ];
    if (run.notLive > 0)
        counts.push(`${run.notLive} not live`);
    if (run.deselected > 0)
        counts.push(`${run.deselected} left out by filter or shard`);
    const agent = run.agent;
    const agentText = agent
        ? ` · **Agent:** ${agent.replayed ? 'replayed from recordings (no model call)' : agent.calls > 0 ? `${(0,text_escape/* escapeInline */.VV)(agent.model)}${(0,headlines/* viaPlatform */._G)(agent.platform)}, ${(0,annotations/* plural */.LS)(agent.calls, 'model call')}, ${tokenText(agent.tokens)}${agent.cost ? `, ${costInline(agent.cost)}` : ''}` : agent.skippedBecause ? 'skipped' : 'no call made'}` +
            (agent.tokenBudget !== undefined
                ? ` (budget ${thousands(agent.tokenBudget)} tokens${agent.tokenBudgetExceededBy ? `, **exceeded by ${thousands(agent.tokenBudgetExceededBy)}**` : ''})`
                : '') +
            (agent.costBudgetUsd !== undefined ? ` (budget ${(0,prices/* formatUsd */.UK)(agent.costBudgetUsd)})` : '')
        : '';
    const cost = run.cost ? ` · **Cost:** ${costInline(run.cost)}` : '';
    const isolation = run.isolation === 'suite' ? ' · **Isolation:** suite (one session shared by every scenario)' : '';
    const protocol = run.protocol ? ` · **Protocol:** ${(0,text_escape/* escapeInline */.VV)((0,report_protocol/* protocolText */.k)(run.protocol))}` : '';
    return [
        `## mcp-scenario-eval: ${verdict}`,
        '',
        `${pullRequestText(options)}**Mode:** ${run.mode} · **Target:** <code>${(0,text_escape/* escapeInline */.VV)(run.target)}</code>${protocol}${isolation} · **Duration:** ${formatDuration(run.durationMs)} · **Judge:** ${judgeText}${agentText}${cost}`,
        '',
        counts.join(', '),
        '',
        ...(judge.failedBecause ? ['> [!CAUTION]', `> ${(0,text_escape/* escapeInline */.VV)(judge.failedBecause)}`, ''] : []),
    ];
}
/** `**Pull request:** #12 · `, linked to it when the repository is known; empty when the run is not for one. */
function pullRequestText(options) {
    const number = options.pullRequest;
    if (number === undefined)
        return '';
    const repo = options.repository;
    const text = repo
        ? `[#${number}](${safeUrl(`${repo.serverUrl.replace(/\/+$/, '')}/${repo.repository}/pull/${number}`)})`
        : `#${number}`;
    return `**Pull request:** ${text} · `;
}
/** Why scenarios or criteria did not run, so a green run with nothing judged does not look like a full pass. */
function whyNotRun(run) {
    const reasons = [];
    const skipped = run.scenarios.filter((s) => s.status === 'skipped');
    const bySkipKey = skipped.filter((s) => (0,run_verdict/* skippedBySkipKey */.ai)(run, s)).length;
    if (bySkipKey > 0)
        reasons.push(`${(0,annotations/* plural */.LS)(bySkipKey, 'scenario')} skipped by <code>skip:</code> (reasons in the table)`);
    const noRecording = skipped.filter((s) => s.skipCode === 'no_recording').length;
    if (noRecording > 0)
        reasons.push(`${(0,annotations/* plural */.LS)(noRecording, 'agent scenario')} skipped: no recording to replay (the command that records each is in the table)`);
    const unevaluated = skipped.filter((s) => !(s.steps.length === 0 && s.checks.length === 0) && !(0,run_verdict/* skippedByAgentPlan */.cT)(run, s)).length;
    if (unevaluated > 0)
        reasons.push(`${(0,annotations/* plural */.LS)(unevaluated, 'scenario')} skipped because none of its checks was evaluated`);
    const unjudged = (0,not_run/* unjudgedLine */.L)(run);
    if (unjudged)
        reasons.push((0,markdown/* lineMarkdown */.uN)(unjudged));
    const gatedAgents = skipped.filter((s) => (0,run_verdict/* skippedByAgentPlan */.cT)(run, s));
    if (gatedAgents.length > 0)
        reasons.push(`${(0,annotations/* plural */.LS)(gatedAgents.length, 'agent scenario')} skipped: ${(0,text_escape/* escapeInline */.VV)(run.agent.skippedBecause)}`);
    const startup = (0,headlines/* startupNotice */.wm)(run);
    if (startup)
        reasons.push((0,text_escape/* escapeInline */.VV)(startup));
    const oneEra = run.protocol?.oneEra;
    if (oneEra)
        reasons.push((0,text_escape/* escapeInline */.VV)(oneEra.notice));
    const notLive = (0,not_run/* notLiveLine */.C)(run);
    if (notLive)
        reasons.push((0,markdown/* lineMarkdown */.uN)(notLive));
    if (run.deselected > 0)
        reasons.push(`${(0,annotations/* plural */.LS)(run.deselected, 'scenario')} left out by <code>filter</code> or <code>shard</code>`);
    if (reasons.length === 0)
        return [];
    return ['> [!NOTE]', ...reasons.map((reason) => `> - ${reason}`), ''];
}
function annotationNote(run, everyFailureShown) {
    const { leftOut } = (0,annotations/* planAnnotations */.mc)(run);
    const parts = [
        leftOut.error && (0,annotations/* plural */.LS)(leftOut.error, 'error'),
        leftOut.warning && (0,annotations/* plural */.LS)(leftOut.warning, 'warning'),
        leftOut.notice && (0,annotations/* plural */.LS)(leftOut.notice, 'notice'),
    ].filter(Boolean);
    if (parts.length === 0)
        return [];
    return [
        `GitHub shows ${limits/* GITHUB_ANNOTATIONS_PER_LEVEL */.o2} annotations of each kind per step; not shown as annotations: ` +
            `${parts.join(', ')} more. ` +
            (everyFailureShown
                ? 'Every failure is in this summary and in the JSON report.'
                : 'Every failure is in the JSON report (this summary was shortened).'),
        '',
    ];
}
//# sourceMappingURL=headline.js.map
// EXTERNAL MODULE: ./lib/model/limits.js
var model_limits = __webpack_require__(22645);
;// CONCATENATED MODULE: ./lib/report/summary/failure.js






/** Every criterion the judge answered, passed or failed, with its reason: why a green run is green. */
function judgeVerdicts(run, options) {
    const judged = run.scenarios.flatMap((scenario) => scenario.checks.filter((check) => check.judge).map((check) => ({ scenario, check, verdict: check.judge })));
    if (judged.length === 0)
        return [];
    const lines = [`<details><summary>Judge verdicts (${judged.length})</summary>`, ''];
    for (const { scenario, check, verdict } of judged) {
        lines.push(`- ${verdict.verdict === 'PASS' ? '✅ PASS' : '❌ FAIL'} ${(0,text_escape/* escapeInline */.VV)(scenario.name)} at ${markdown_location(check.position, options)}` +
            ` “${(0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(check.subject, limits/* MESSAGE_LIMIT_CHARS */.g))}”: ${(0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(verdict.reason, limits/* MESSAGE_LIMIT_CHARS */.g))}`);
    }
    lines.push('', '</details>', '');
    return lines;
}
function renderFailure(scenario, options, withOutputs, checksShown = Infinity) {
    const lines = [
        `#### ${STATUS_LABEL[scenario.status]}: ${(0,text_escape/* escapeInline */.VV)(scenario.name)} (${markdown_location(scenario.position, options)})`,
        '',
    ];
    if (scenario.description)
        lines.push(`_${(0,text_escape/* escapeInline */.VV)(scenario.description)}_`, '');
    if (scenario.error)
        lines.push(`- **error:** ${(0,text_escape/* escapeLines */.RQ)((0,limits/* clipLine */.DX)(scenario.error, limits/* MESSAGE_LIMIT_CHARS */.g))}`);
    const allFailed = scenario.checks.filter((c) => c.status === 'failed');
    const failed = allFailed.slice(0, checksShown);
    for (const check of failed)
        lines.push((0,headlines/* repeatsScenarioError */.D7)(scenario, check)
            ? `- **${check.kind}** “${(0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(check.subject, limits/* MESSAGE_LIMIT_CHARS */.g))}” at ${markdown_location(check.position, options)}: the error above`
            : checkBullet(check, options));
    if (allFailed.length > failed.length)
        lines.push(`- … +${thousands(allFailed.length - failed.length)} more failed checks, left out to keep this summary under ` +
            'GitHub’s 1 MiB limit (every one is in the JSON report)');
    lines.push('');
    for (const check of failed) {
        if (!check.judge)
            continue;
        lines.push(`Judge’s raw reply to the criterion at ${markdown_location(check.position, options)}` +
            (check.judge.malformed ? ` (not in the two-line format: ${(0,text_escape/* escapeInline */.VV)(check.judge.malformed)})` : '') +
            ':', '', `<pre>${(0,text_escape/* escapeHtml */.ZD)((0,limits/* cutStart */.Dr)(check.judge.raw, limits/* JUDGE_REPLY_LIMIT_CHARS */.hO))}</pre>`, '');
    }
    if (scenario.agent)
        lines.push(...agentDetails(scenario.agent, withOutputs, scenario.cost));
    lines.push(...clientRequests(scenario), ...serverNotifications(scenario));
    if (withOutputs && !scenario.agent && scenario.eras && scenario.eras.length > 1) {
        // protocol: both: each era's output, so a parity failure shows what changed between them.
        for (const era of scenario.eras)
            lines.push(...folded(`Joined output, ${era.era} era (${(0,text_escape/* escapeInline */.VV)(era.revision)}, ${era.status})`, era.output, (0,limits/* cutStart */.Dr)(era.output, limits/* SUMMARY_OUTPUT_LIMIT_CHARS */.fG), 'first', limits/* SUMMARY_OUTPUT_LIMIT_CHARS */.fG));
    }
    else if (withOutputs && !scenario.agent) {
        if (scenario.output)
            lines.push(...folded('Joined output', scenario.output, (0,limits/* cutStart */.Dr)(scenario.output, limits/* SUMMARY_OUTPUT_LIMIT_CHARS */.fG), 'first', limits/* SUMMARY_OUTPUT_LIMIT_CHARS */.fG));
    }
    if (withOutputs && !scenario.agent) {
        if (scenario.stderr?.trim())
            lines.push(...folded('Server stderr', scenario.stderr, (0,limits/* cutEnd */.ym)(scenario.stderr, limits/* SUMMARY_STDERR_LIMIT_CHARS */.wC), 'last', limits/* SUMMARY_STDERR_LIMIT_CHARS */.wC));
    }
    return lines;
}
function checkBullet(check, options) {
    // A step names its tool, before its position, as the table does.
    const tool = check.kind === 'step' ? ` <code>${(0,text_escape/* escapeInline */.VV)(check.subject)}</code>` : '';
    const subject = check.kind === 'judge' ? ` criterion “${(0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(check.subject, limits/* MESSAGE_LIMIT_CHARS */.g))}”:` : ':';
    return `- **${check.kind}**${tool} at ${markdown_location(check.position, options)}${subject} ${(0,text_escape/* escapeLines */.RQ)((0,limits/* clipLine */.DX)(check.message ?? `${check.kind} check failed`, limits/* MESSAGE_LIMIT_CHARS */.g))}`;
}
/**
 * What the server asked of the client during each step (elicitation, sampling, roots) and what the
 * client answered: a failure over a request reads against what was asked.
 */
function clientRequests(scenario) {
    const asked = scenario.steps.flatMap((step, index) => [
        ...(step.requests ?? []).map((request) => `- step ${index + 1} <code>${(0,text_escape/* escapeInline */.VV)(step.tool)}</code>, **${request.kind}**` +
            `${request.answered ? '' : ' (not answered)'}: ${(0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(request.message, limits/* MESSAGE_LIMIT_CHARS */.g))} → ` +
            (0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(request.answer, limits/* MESSAGE_LIMIT_CHARS */.g))),
        ...(step.requestsLeftOut
            ? [
                `- step ${index + 1} <code>${(0,text_escape/* escapeInline */.VV)(step.tool)}</code>: ${thousands(step.requestsLeftOut)} more ` +
                    `request${step.requestsLeftOut === 1 ? '' : 's'}, ` +
                    `not kept (the first ${thousands(model_limits/* CALL_REQUESTS_KEPT */.H1)} of a call are: CALL_REQUESTS_KEPT)`,
            ]
            : []),
    ]);
    return asked.length > 0 ? ['What the server asked of the client:', '', ...asked, ''] : [];
}
const NOTIFICATION_WORDS = {
    progress: 'progress',
    log: 'log',
    tools_list_changed: 'tool list changed',
    resources_list_changed: 'resource list changed',
    prompts_list_changed: 'prompt list changed',
};
/**
 * What the server told the client during each step (progress, log messages, a tool list change): a
 * failure reads against what the server was doing meanwhile.
 */
function serverNotifications(scenario) {
    const told = scenario.steps.flatMap((step, index) => (step.notifications ?? []).map((notification) => `- step ${index + 1} <code>${(0,text_escape/* escapeInline */.VV)(step.tool)}</code>, **${NOTIFICATION_WORDS[notification.kind]}**: ` +
        (0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(notification.message, limits/* MESSAGE_LIMIT_CHARS */.g))));
    return told.length > 0 ? ['What the server told the client during the calls:', '', ...told, ''] : [];
}
//# sourceMappingURL=failure.js.map
;// CONCATENATED MODULE: ./lib/report/summary.js













/**
 * Failed checks listed in one failure's details once the summary must be shortened, before
 * "+N more": the first stage cuts inside a failure with thousands of failed checks, so that one
 * scenario cannot push every other row and detail out of the summary.
 */
const CHECKS_PER_FAILURE_SHORTENED = 50;
/** Room kept for the shortening warning itself while filling the budget. */
const WARNING_RESERVE_BYTES = 2_048;
/**
 * The job summary, as Markdown: a headline, a table with one row per scenario, then every failure
 * in detail. Untrusted text is escaped where it is put. The whole stays within the byte budget by
 * leaving out, in this order, joined outputs and stderr, passing rows, skipped rows, the links in
 * the table, failure details and failing rows, and says at the top what it left out.
 */
function renderSummary(run, options = {}) {
    const budget = options.budgetBytes ?? limits/* SUMMARY_BUDGET_BYTES */.Xb;
    const failures = run.scenarios.filter((s) => s.status === 'failed' || s.status === 'errored');
    const all = {
        outputs: true,
        passedRows: true,
        skippedRows: true,
        rowLinks: true,
        details: failures.length,
        failedRows: failures.length,
        checksPerFailure: Infinity,
    };
    // The first cut is inside a failure with more failed checks than can be read anyway.
    const capped = { ...all, checksPerFailure: CHECKS_PER_FAILURE_SHORTENED };
    const stages = [
        all,
        capped,
        { ...capped, outputs: false },
        { ...capped, outputs: false, passedRows: false },
        { ...capped, outputs: false, passedRows: false, skippedRows: false },
        { ...capped, outputs: false, passedRows: false, skippedRows: false, rowLinks: false },
    ];
    for (const shown of stages) {
        // Each stage stops as soon as it is over the budget: with thousands of long failures, rendering
        // every stage in full would cost seconds and hundreds of megabytes of strings thrown away.
        const rendered = compose(run, options, shown, budget);
        if (rendered && bytes(rendered.markdown) <= budget)
            return rendered;
    }
    // Still too big: as many failure details as fit, then as many failing rows as fit.
    const room = budget - WARNING_RESERVE_BYTES;
    const lean = { ...stages.at(-1), details: 0 };
    const base = bytes(composeAll(run, options, lean).markdown);
    let used = base;
    let details = 0;
    for (const failure of failures) {
        const size = bytes(renderFailure(failure, options, false, lean.checksPerFailure).join('\n')) + 1;
        if (used + size > room)
            break;
        used += size;
        details++;
    }
    if (details > 0 || failures.length === 0)
        return shrinkToFit(composeAll(run, options, { ...lean, details }), budget);
    let failedRows = failures.length;
    let size = base;
    while (failedRows > 0 && size > room) {
        failedRows--;
        size -= bytes(tableRow(failures[failedRows], withoutLinks(options))) + 1;
    }
    return shrinkToFit(composeAll(run, options, { ...lean, details: 0, failedRows }), budget);
}
/**
 * The whole job summary: the scenarios' part and every section after it, fitted together under the
 * one budget (GitHub drops a summary over 1 MiB whole). The scenarios come first: they get the
 * budget less the leanest rendering of each section; then each section, in order, gets the fullest
 * rendering that leaves room for the leanest of the sections after it.
 */
function renderJobSummary(run, options = {}, sections = []) {
    const budget = options.budgetBytes ?? limits/* SUMMARY_BUDGET_BYTES */.Xb;
    // Each section is joined to what is before it by a line end.
    const leanest = sections.map((section) => bytes(section.renderings.at(-1)?.markdown ?? '') + 1);
    const reserved = leanest.reduce((sum, size) => sum + size, 0);
    const main = renderSummary(run, { ...options, budgetBytes: Math.max(0, budget - reserved) });
    let markdown = main.markdown;
    const leftOut = [...main.leftOut];
    let used = bytes(markdown);
    sections.forEach((section, index) => {
        const laterLeanest = leanest.slice(index + 1).reduce((sum, size) => sum + size, 0);
        const room = budget - used - laterLeanest;
        const chosen = section.renderings.find((rendering) => bytes(rendering.markdown) + 1 <= room) ?? section.renderings.at(-1);
        if (!chosen)
            return;
        markdown += `\n${chosen.markdown}`;
        used += bytes(chosen.markdown) + 1;
        if (chosen.leftOut)
            leftOut.push(chosen.leftOut);
    });
    return { markdown, leftOut };
}
/** Last resort (a run of nothing but file errors, say): cut whole lines off the end. */
function shrinkToFit(rendered, budget) {
    if (bytes(rendered.markdown) <= budget)
        return rendered;
    const lines = rendered.markdown.split('\n');
    const note = '\n\n_[… the rest of this summary was cut to stay under GitHub’s 1 MiB limit]_';
    let size = bytes(rendered.markdown) + bytes(note);
    while (lines.length > 0 && size > budget)
        size -= bytes(lines.pop()) + 1;
    // Never stop inside a block: a `<pre>` or `<details>` left open would swallow the note.
    while (lines.length > 0 && openBlocks(lines.join('\n')))
        lines.pop();
    return { markdown: lines.join('\n') + note, leftOut: [...rendered.leftOut, 'the end of the summary'] };
}
/** Whether `markdown` opens more `<pre>` or `<details>` than it closes. Untrusted text is escaped, so every tag is ours. */
function openBlocks(markdown) {
    const count = (tag) => markdown.split(tag).length - 1;
    return count('<pre>') > count('</pre>') || count('<details>') > count('</details>');
}
function composeAll(run, options, shown) {
    return compose(run, options, shown, Infinity);
}
/** The summary showing `shown`; undefined as soon as it is over `limitBytes` (the table and failures are counted as they go). */
function compose(run, options, shown, limitBytes) {
    const failures = run.scenarios.filter((s) => s.status === 'failed' || s.status === 'errored');
    const count = (status) => run.scenarios.filter((s) => s.status === status).length;
    const leftOut = [];
    const withOutput = failures.filter((s) => s.output || s.stderr).length;
    if (!shown.outputs && withOutput > 0)
        leftOut.push(`the joined output and stderr of ${(0,annotations/* plural */.LS)(withOutput, 'failed scenario')}`);
    const differing = (0,eras/* differingBetweenEras */.CZ)(run).length;
    if (!shown.outputs && differing > 0)
        leftOut.push(`the differences between eras of ${(0,annotations/* plural */.LS)(differing, 'passed scenario')} (their names are kept)`);
    const verdicts = run.scenarios.flatMap((s) => s.checks).filter((check) => check.judge).length;
    if (!shown.outputs && verdicts > 0)
        leftOut.push(`the list of ${(0,annotations/* plural */.LS)(verdicts, 'judge verdict')}`);
    if (!shown.passedRows && count('passed') > 0)
        leftOut.push(`the table rows of ${(0,annotations/* plural */.LS)(count('passed'), 'passed scenario')}`);
    if (!shown.skippedRows && count('skipped') > 0)
        leftOut.push(`the table rows of ${(0,annotations/* plural */.LS)(count('skipped'), 'skipped scenario')}`);
    if (!shown.rowLinks && options.repository && failures.length > 0)
        leftOut.push('the links in the table (the failure details keep theirs)');
    if (shown.details < failures.length)
        leftOut.push(`the details of ${(0,annotations/* plural */.LS)(failures.length - shown.details, 'failed scenario')}`);
    if (shown.failedRows < failures.length)
        leftOut.push(`the table rows of ${(0,annotations/* plural */.LS)(failures.length - shown.failedRows, 'failed scenario')}`);
    const overCap = failures
        .slice(0, shown.details)
        .map((s) => s.checks.filter((check) => check.status === 'failed').length - shown.checksPerFailure)
        .filter((extra) => extra > 0);
    if (overCap.length > 0)
        leftOut.push(`${(0,annotations/* plural */.LS)(overCap.reduce((sum, extra) => sum + extra, 0), 'failed check')} past the first ${shown.checksPerFailure} of ${(0,annotations/* plural */.LS)(overCap.length, 'failed scenario')} (counted in its details)`);
    // "Every failure is in this summary" only while it is true.
    const everyFailureShown = shown.details >= failures.length && shown.failedRows >= failures.length && overCap.length === 0;
    const lines = [...headline(run, options)];
    if (leftOut.length > 0) {
        lines.push('> [!WARNING]', `> This summary was shortened to stay under GitHub’s 1 MiB limit. Left out: ${leftOut.join('; ')}. ` +
            'Every result is in the JSON report (the `report-json` output).', '');
    }
    const emptyShard = (0,headlines/* emptyShardNotice */.ab)(run);
    if (emptyShard)
        lines.push(`${(0,text_escape/* escapeInline */.VV)(emptyShard[0].toUpperCase() + emptyShard.slice(1))}.`, '');
    lines.push(...whyNotRun(run), ...annotationNote(run, everyFailureShown));
    if (run.coverage)
        lines.push(...(0,coverage/* coverageMarkdown */.w6)(run.coverage));
    if (run.lint)
        lines.push(...(0,lint/* lintSummary */.cB)(run.lint));
    if (run.annotations)
        lines.push(...(0,sections_annotations/* annotationsSummary */.Ty)(run.annotations));
    if (run.fileErrors.length > 0) {
        lines.push(`### ❌ ${(0,annotations/* plural */.LS)(run.fileErrors.length, 'problem')} in scenario files; nothing was run`, '');
        for (const error of run.fileErrors) {
            lines.push(`- ${markdown_location(error.position, options, true)}: ${(0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(error.message, limits/* MESSAGE_LIMIT_CHARS */.g))}`);
        }
        lines.push('');
    }
    if (run.serverError) {
        lines.push(`### ❌ ${headlines/* SERVER_NOT_STARTED */.iZ}`, '', (0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(run.serverError.message, limits/* MESSAGE_LIMIT_CHARS */.g)), '');
        const stderr = run.serverError.stderr;
        if (shown.outputs && stderr?.trim()) {
            lines.push(...folded('Server stderr', stderr, (0,limits/* cutEnd */.ym)(stderr, limits/* SUMMARY_STDERR_LIMIT_CHARS */.wC), 'last', limits/* SUMMARY_STDERR_LIMIT_CHARS */.wC));
        }
    }
    if (run.unmatchedGlobs.length > 0) {
        lines.push(`No scenario file matched ${run.unmatchedGlobs.map((glob) => `<code>${(0,text_escape/* escapeInline */.VV)(glob)}</code>`).join(', ')}.`, '');
    }
    // What is written so far, in bytes (each line and its line break), for the limit.
    let size = lines.reduce((sum, line) => sum + bytes(line) + 1, 0);
    const within = (added) => {
        if (limitBytes === Infinity)
            return true;
        for (const line of added)
            size += bytes(line) + 1;
        return size - 1 <= limitBytes;
    };
    let failedRowsLeft = shown.failedRows;
    const rows = run.scenarios.filter((scenario) => {
        if (scenario.status === 'passed')
            return shown.passedRows;
        if (scenario.status === 'skipped')
            return shown.skippedRows;
        return failedRowsLeft-- > 0;
    });
    if (rows.length > 0) {
        lines.push('| Status | Scenario | File | Duration | Failed checks |', '| --- | --- | --- | --- | --- |');
        const rowOptions = shown.rowLinks ? options : withoutLinks(options);
        for (const scenario of rows) {
            const row = tableRow(scenario, rowOptions);
            lines.push(row);
            if (!within([row]))
                return undefined;
        }
        lines.push('');
    }
    if (shown.outputs)
        lines.push(...judgeVerdicts(run, options));
    const eraDifferences = (0,eras/* eraDifferenceMarkdown */.RF)(run, shown.outputs);
    lines.push(...eraDifferences);
    if (!within(eraDifferences))
        return undefined;
    // Scenarios not run because the server could not start have nothing to detail: the block above says why.
    const detailed = failures.slice(0, shown.details).filter((s) => !s.notRun);
    if (detailed.length > 0) {
        lines.push('### Failures', '');
        for (const scenario of detailed) {
            const failure = renderFailure(scenario, options, shown.outputs, shown.checksPerFailure);
            lines.push(...failure);
            if (!within(failure))
                return undefined;
        }
    }
    return { markdown: lines.join('\n'), leftOut };
}
//# sourceMappingURL=summary.js.map

/***/ }),

/***/ 91488:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $U: () => (/* binding */ renderRunReportPieces),
/* harmony export */   EY: () => (/* binding */ renderProgress),
/* harmony export */   nB: () => (/* binding */ renderScenarioLine),
/* harmony export */   renderRunReport: () => (/* binding */ renderRunReport)
/* harmony export */ });
/* unused harmony exports NOTE_LINE_LIMIT_CHARS, ERROR_LINE_LIMIT_CHARS */
/* harmony import */ var _protocol_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(44456);
/* harmony import */ var _providers_prices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50914);
/* harmony import */ var _stats_rate_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(19137);
/* harmony import */ var _stats_baseline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42592);
/* harmony import */ var _stats_phrasings_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(98712);
/* harmony import */ var _headlines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76243);
/* harmony import */ var _coverage_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40738);
/* harmony import */ var _model_index_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(94484);
/* harmony import */ var _run_verdict_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52724);
/* harmony import */ var _annotations_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(91116);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(81961);
/* harmony import */ var _text_limits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(64102);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(98457);
/* harmony import */ var _style_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(11983);
/* harmony import */ var _eras_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(57523);
/* harmony import */ var _sections_not_run_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(55614);
/* harmony import */ var _sections_text_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(51528);



















const MARK = {
    passed: ['PASS', 'green'],
    failed: ['FAIL', 'red'],
    errored: ['ERROR', 'red'],
    skipped: ['SKIP', 'yellow'],
};
/** Room for a note (a skip's reason, a warning) on a scenario's one-line entry. */
const NOTE_LINE_LIMIT_CHARS = 160;
/** Untrusted text on one line: no control character, no line break. */
function oneLine(text, limit = NOTE_LINE_LIMIT_CHARS) {
    return (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .clipLine */ .DX)((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeTerminal */ .en)(text).replace(/\n/g, ' ⏎ '), limit);
}
/** Room for an error's cause on a scenario's one-line entry; the full text is in the report at the end. */
const ERROR_LINE_LIMIT_CHARS = 240;
/**
 * Cut at the last space before the limit, so a path or a name is shown whole or not at all; a
 * command in backticks is never cut (the words around it are).
 */
function clipAtWord(text, limit) {
    if (text.length <= limit)
        return text;
    if (text.includes('`')) {
        const clipped = (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .clipKeepingCommands */ ._G)(text, limit);
        if (clipped !== (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .clipLine */ .DX)(text, limit))
            return `${clipped} (in full below)`;
    }
    const space = text.lastIndexOf(' ', limit);
    return `${text.slice(0, space > 0 ? space : limit)} … (in full below)`;
}
function indent(text, prefix) {
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeTerminal */ .en)(text)
        .split('\n')
        .map((line) => `${prefix}${line}`);
}
/** One line for a finished scenario, with the first reason when it did not pass. */
function renderScenarioLine(scenario, style) {
    const [label, color] = MARK[scenario.status];
    const firstFailed = scenario.checks.find((check) => check.status === 'failed');
    const note = scenario.status === 'skipped'
        ? ` (${(0,_text_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .clipKeepingCommands */ ._G)((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeTerminal */ .en)(scenario.skipReason ?? 'skipped').replace(/\n/g, ' ⏎ '), NOTE_LINE_LIMIT_CHARS)})`
        : scenario.status === 'errored' && scenario.error
            ? `: ${clipAtWord((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeTerminal */ .en)(scenario.error).replace(/\n/g, ' ⏎ '), ERROR_LINE_LIMIT_CHARS)}`
            : firstFailed
                ? `: ${firstFailed.kind}${firstFailed.step ? ` of step ${firstFailed.step.index}` : ''} at line ${firstFailed.position.line}`
                : '';
    const renewed = scenario.steps.find((step) => step.newSession);
    const renewedNote = renewed
        ? ` (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(renewed.tool)} at line ${renewed.position.line} ran on a new session: ${oneLine(renewed.newSession)})`
        : '';
    const warned = scenario.steps.find((step) => step.warnings?.length);
    const warnedNote = warned
        ? ` ${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'yellow', `(warning: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(warned.tool)} at line ${warned.position.line}: ${oneLine(warned.warnings[0])})`)}`
        : '';
    const agent = scenario.agent;
    const agentNote = agent?.trials.length
        ? ` ${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'dim', `[${agent.passes}/${agent.trials.length} trials, pass rate ${(0,_stats_rate_js__WEBPACK_IMPORTED_MODULE_13__/* .rateText */ .cf)(agent.rate)}${agent.phrasings ? `; ${(0,_stats_phrasings_js__WEBPACK_IMPORTED_MODULE_14__/* .phrasingsText */ .Zt)(agent.phrasings)}` : ''}, ${agent.replayed ? replayedText(agent.recording) : agentTokens(agent.tokens)}${scenario.cost ? `, ${costText(scenario.cost)}` : ''}${baselineNote(agent)}]`)}`
        : scenario.cost
            ? ` ${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'dim', `[cost ${costText(scenario.cost)}]`)}`
            : '';
    const eraNote = scenario.eraDifference
        ? ` ${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'yellow', '(its output differs between eras: the difference is at the end)')}`
        : '';
    return `${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, color, label.padEnd(5))} ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(scenario.name)} ${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'dim', (0,_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDuration */ .a3)(scenario.durationMs))}${agentNote}${note}${renewedNote}${warnedNote}${eraNote}`;
}
/** `, baseline: regressed (-55 points (95% CI -69 to -36))`: each comparison with the agent baseline. */
function baselineNote(agent) {
    const comparisons = agent.baseline?.comparisons ?? [];
    if (comparisons.length === 0)
        return '';
    const each = comparisons.map((comparison) => `${comparison.outcome}` +
        (comparison.interval ? ` ${(0,_stats_baseline_js__WEBPACK_IMPORTED_MODULE_1__/* .differenceText */ .Lr)(comparison.interval)}` : '') +
        (comparison.changed ? ` (${comparison.changed.join(', ')} changed)` : ''));
    return `, baseline: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(each.join('; '))}`;
}
/** `replayed from scenarios/__recordings__/x.json (no model call)`: a replay is never counted as model calls. */
function replayedText(recording) {
    return `replayed from ${recording ? (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(recording) : 'its recording'} (no model call)`;
}
/** `, budgets: judge $0.50, agent $2.00`: the USD budgets set, beside the cost. */
function budgetsText(run) {
    const budgets = [
        ...(run.judge.costBudgetUsd !== undefined ? [`judge ${(0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(run.judge.costBudgetUsd)}`] : []),
        ...(run.agent?.costBudgetUsd !== undefined ? [`agent ${(0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(run.agent.costBudgetUsd)}`] : []),
    ];
    return budgets.length > 0 ? ` (budget ${budgets.join(', ')})` : '';
}
/** `$0.0123`, or `cost unknown (no price for claude-x)`: model names escaped, as a server's text would be. */
function costText(cost) {
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)((0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCost */ .BD)(cost));
}
/** `1200 in + 80 out tokens, cache 900 read / 100 written`. */
function agentTokens(tokens) {
    return `${tokens.input} in + ${tokens.output} out tokens, cache ${tokens.cacheRead} read / ${tokens.cacheWrite} written`;
}
/** The end of a server's stderr, indented, under a heading; nothing when it wrote none. */
function stderrLines(stderr) {
    if (!stderr?.trim())
        return [];
    const all = stderr.trimEnd().split('\n');
    return [
        `  server stderr${all.length > _text_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .TERMINAL_STDERR_LINES */ .A4 ? ` (last ${_text_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .TERMINAL_STDERR_LINES */ .A4} lines)` : ''}:`,
        ...indent(all.slice(-_text_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .TERMINAL_STDERR_LINES */ .A4).join('\n'), '  │ '),
    ];
}
/** The progress line kept at the bottom of a TTY while scenarios run (no line break). */
function renderProgress(progress, style) {
    const parts = [(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'green', `${progress.passed} passed`)];
    if (progress.failed)
        parts.push((0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'red', `${progress.failed} failed`));
    if (progress.skipped)
        parts.push((0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'yellow', `${progress.skipped} skipped`));
    return `${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'dim', `[${progress.done}/${progress.total}]`)} ${parts.join(', ')}`;
}
/** The end of a run: file errors, every failure in full, why things did not run, then the totals. */
function renderRunReport(run, style) {
    return [...renderRunReportPieces(run, style)].join('\n');
}
/**
 * The report in pieces, a failure at a time, that joined with line breaks make `renderRunReport`:
 * the action logs thousands of long failures without building their whole text at once.
 */
function* renderRunReportPieces(run, style) {
    const lines = [];
    for (const error of run.fileErrors) {
        lines.push(`${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'red', 'error')} ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(error.position.file)}:${error.position.line}:${error.position.column} ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeTerminal */ .en)(error.message)}`);
    }
    if (run.fileErrors.length > 0)
        lines.push('', `${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(run.fileErrors.length, 'problem')} in scenario files; nothing was run.`);
    if (run.serverError) {
        lines.push('', `${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'red', 'error')} ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeTerminal */ .en)(run.serverError.message)}`);
        lines.push(...stderrLines(run.serverError.stderr));
        lines.push(`${_headlines_js__WEBPACK_IMPORTED_MODULE_2__/* .SERVER_NOT_STARTED */ .iZ}.`);
    }
    const failures = run.scenarios.filter((s) => (s.status === 'failed' || s.status === 'errored') && !s.notRun);
    for (const scenario of failures) {
        const [label, color] = MARK[scenario.status];
        lines.push('', `${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, color, label)} ${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'bold', (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(scenario.name))} (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(scenario.position.file)}:${scenario.position.line})`);
        if (scenario.error)
            lines.push(...indent(`error: ${scenario.error}`, '  '));
        // In line order, as the file reads: the checks are made step by step, then the scenario's own.
        const failed = scenario.checks
            .filter((c) => c.status === 'failed')
            .sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
        for (const check of failed) {
            const repeats = (0,_headlines_js__WEBPACK_IMPORTED_MODULE_2__/* .repeatsScenarioError */ .D7)(scenario, check);
            lines.push(`  ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(check.position.file)}:${check.position.line} ${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'red', check.kind)}` +
                (repeats ? ` (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeTerminal */ .en)(check.subject)}): the error above` : ''));
            if (!repeats)
                lines.push(...indent((0,_annotations_js__WEBPACK_IMPORTED_MODULE_5__/* .failedCheckMessage */ .zu)(check), '    '));
        }
        for (const trial of scenario.agent?.trials.filter((t) => t.status !== 'passed') ?? []) {
            lines.push(`  trial ${trial.index} (${trial.status}): ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(trial.turns, 'turn')}, calls as sent:`);
            for (const call of trial.calls)
                lines.push(...indent(`${call.tool} ${JSON.stringify(call.input)}${call.isError ? ' → error' : ''}`, '  │ '));
            lines.push(...indent(`final answer: ${(0,_text_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .cutStart */ .Dr)(trial.finalAnswer || '(none)', _text_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .TERMINAL_OUTPUT_LIMIT_CHARS */ .pe)}`, '  │ '));
        }
        if (scenario.output && !scenario.agent) {
            lines.push(`  joined output (${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(scenario.output.length, 'character')}):`);
            lines.push(...indent((0,_text_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .cutStart */ .Dr)(scenario.output, _text_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .TERMINAL_OUTPUT_LIMIT_CHARS */ .pe), '  │ '));
        }
        lines.push(...stderrLines(scenario.stderr));
        if (lines.length > 0)
            yield lines.splice(0).join('\n');
    }
    // protocol: both: passed in each era, answered differently in each; a notice with the diff.
    for (const scenario of (0,_eras_js__WEBPACK_IMPORTED_MODULE_10__/* .differingBetweenEras */ .CZ)(run)) {
        lines.push(...(0,_eras_js__WEBPACK_IMPORTED_MODULE_10__/* .eraDifferenceLines */ .v5)(scenario, style));
        yield lines.splice(0).join('\n');
    }
    const matchedAny = (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .matchedAnyFile */ .bp)(run);
    if (matchedAny) {
        for (const glob of run.unmatchedGlobs)
            lines.push((0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'yellow', `warning: no scenario file matched ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(glob)}`));
    }
    const emptyShard = (0,_headlines_js__WEBPACK_IMPORTED_MODULE_2__/* .emptyShardNotice */ .ab)(run);
    if (emptyShard)
        lines.push(`${emptyShard[0].toUpperCase()}${emptyShard.slice(1)}.`);
    else if (run.scenarios.length === 0 && run.fileErrors.length === 0) {
        lines.push(matchedAny
            ? 'No scenario was selected to run (check --filter, --shard, and live: true in live mode).'
            : `No scenario file matched: ${run.unmatchedGlobs.map(_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$).join(', ')}`);
    }
    const unjudged = (0,_sections_not_run_js__WEBPACK_IMPORTED_MODULE_11__/* .unjudgedLine */ .L)(run);
    if (unjudged)
        lines.push('', (0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'yellow', (0,_sections_text_js__WEBPACK_IMPORTED_MODULE_12__/* .lineText */ .oZ)(unjudged)));
    // Why scenarios did not run is its own paragraph, not a tail of the last failure's output.
    const notRun = [];
    const notLive = (0,_sections_not_run_js__WEBPACK_IMPORTED_MODULE_11__/* .notLiveLine */ .C)(run);
    if (notLive)
        notRun.push((0,_sections_text_js__WEBPACK_IMPORTED_MODULE_12__/* .lineText */ .oZ)(notLive));
    if (run.deselected > 0)
        notRun.push(`${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(run.deselected, 'scenario')} left out by --filter or --shard`);
    if (notRun.length > 0)
        lines.push('', ...notRun);
    // After "nothing was run" (or nothing selected), a line of zero totals would only repeat it.
    if (run.fileErrors.length > 0 || run.scenarios.length === 0) {
        if (lines.length > 0)
            yield lines.join('\n');
        return;
    }
    const totals = (0,_model_index_js__WEBPACK_IMPORTED_MODULE_15__/* .totalsOf */ .v)(run);
    // Scenarios stopped by a server that could not start count as failed, never passed: say so.
    const notRunCount = run.scenarios.filter((scenario) => scenario.notRun).length;
    const judge = run.judge.calls > 0
        ? `, judge ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(run.judge.model)}${(0,_headlines_js__WEBPACK_IMPORTED_MODULE_2__/* .viaPlatform */ ._G)(run.judge.platform)}: ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(run.judge.calls, 'call')}, ${run.judge.inputTokens} input + ${run.judge.outputTokens} output tokens` +
            (run.judge.cacheReadTokens + run.judge.cacheWriteTokens > 0
                ? `, cache ${run.judge.cacheReadTokens} read / ${run.judge.cacheWriteTokens} written`
                : '') +
            (run.judge.cost ? `, ${costText(run.judge.cost)}` : '')
        : '';
    if (run.coverage)
        lines.push('', (0,_coverage_js__WEBPACK_IMPORTED_MODULE_3__/* .coverageLine */ .vn)(run.coverage));
    const agent = run.agent?.replayed
        ? `, agent: replayed from recordings (no model call)`
        : run.agent && run.agent.calls > 0
            ? `, agent ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(run.agent.model)}${(0,_headlines_js__WEBPACK_IMPORTED_MODULE_2__/* .viaPlatform */ ._G)(run.agent.platform)}: ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(run.agent.calls, 'model call')}, ${agentTokens(run.agent.tokens)}` +
                (run.agent.cost ? `, ${costText(run.agent.cost)}` : '') +
                (run.agent.tokenBudgetExceededBy
                    ? ` (token budget ${run.agent.tokenBudget} exceeded by ${run.agent.tokenBudgetExceededBy})`
                    : '')
            : '';
    const startup = (0,_headlines_js__WEBPACK_IMPORTED_MODULE_2__/* .startupNotice */ .wm)(run);
    if (startup)
        lines.push('', (0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'yellow', `notice: ${startup}`));
    const oneEra = run.protocol?.oneEra;
    if (oneEra)
        lines.push('', (0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'yellow', `notice: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeTerminal */ .en)(oneEra.notice)}`));
    if (run.protocol?.fallback)
        lines.push('', (0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'yellow', `notice: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeTerminal */ .en)(run.protocol.fallback)}`));
    if (run.agent?.skippedBecause)
        lines.push('', (0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'yellow', `agent scenarios skipped: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeTerminal */ .en)(run.agent.skippedBecause)}`));
    lines.push('', `${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(totals.total, 'scenario')}: ${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'green', `${totals.passed} passed`)}, ${(0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, totals.failed ? 'red' : 'dim', `${totals.failed} failed`)}, ${totals.skipped} skipped` +
        (notRunCount ? ` (${notRunCount} of them not run)` : '') +
        (run.notLive ? `, ${run.notLive} not live` : '') +
        ` (${run.mode}: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(run.target)}${run.protocol ? `, ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)((0,_protocol_js__WEBPACK_IMPORTED_MODULE_16__/* .protocolText */ .k)(run.protocol))}` : ''}, ${(0,_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDuration */ .a3)(run.durationMs)}${judge}${agent}${run.cost ? `; cost ${costText(run.cost)}${budgetsText(run)}` : ''})`);
    // Every scenario passed and the run still failed: the last line says why, or it would read as a pass.
    // Scenarios errored by a judge that could not be asked: the last line says so, or the count of
    // "failed" would read as the server's fault.
    const why = (0,_headlines_js__WEBPACK_IMPORTED_MODULE_2__/* .failedDespitePasses */ .nD)(run) ?? (0,_headlines_js__WEBPACK_IMPORTED_MODULE_2__/* .judgeNotAskedHeadline */ .rm)(run) ?? (0,_headlines_js__WEBPACK_IMPORTED_MODULE_2__/* .costBudgetHeadline */ .Z6)(run);
    if (why)
        lines.push((0,_style_js__WEBPACK_IMPORTED_MODULE_9__/* .paint */ .n)(style, 'red', `Failed: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeTerminal */ .en)(why)}`));
    yield lines.join('\n');
}
//# sourceMappingURL=terminal.js.map

/***/ }),

/***/ 64102:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ TERMINAL_STDERR_LINES),
/* harmony export */   AJ: () => (/* binding */ SARIF_SNAPSHOT_READ_LIMIT_BYTES),
/* harmony export */   C5: () => (/* binding */ JUNIT_STDERR_LIMIT_CHARS),
/* harmony export */   DX: () => (/* binding */ clipLine),
/* harmony export */   Dr: () => (/* binding */ cutStart),
/* harmony export */   Fd: () => (/* binding */ CELL_LIMIT_CHARS),
/* harmony export */   Mp: () => (/* binding */ ANNOTATIONS_WRITTEN_PER_LEVEL),
/* harmony export */   RL: () => (/* binding */ JUNIT_OUTPUT_LIMIT_CHARS),
/* harmony export */   TB: () => (/* binding */ ANNOTATION_STDERR_LINES),
/* harmony export */   WP: () => (/* binding */ ANNOTATION_MESSAGE_LIMIT_CHARS),
/* harmony export */   Xb: () => (/* binding */ SUMMARY_BUDGET_BYTES),
/* harmony export */   Y6: () => (/* binding */ SARIF_NAME_LIMIT_CHARS),
/* harmony export */   ZH: () => (/* binding */ SARIF_RESULTS_LIMIT),
/* harmony export */   _G: () => (/* binding */ clipKeepingCommands),
/* harmony export */   fG: () => (/* binding */ SUMMARY_OUTPUT_LIMIT_CHARS),
/* harmony export */   g: () => (/* binding */ MESSAGE_LIMIT_CHARS),
/* harmony export */   hO: () => (/* binding */ JUDGE_REPLY_LIMIT_CHARS),
/* harmony export */   o2: () => (/* binding */ GITHUB_ANNOTATIONS_PER_LEVEL),
/* harmony export */   pe: () => (/* binding */ TERMINAL_OUTPUT_LIMIT_CHARS),
/* harmony export */   uX: () => (/* binding */ CELL_CHECK_TEXT_CHARS),
/* harmony export */   wC: () => (/* binding */ SUMMARY_STDERR_LIMIT_CHARS),
/* harmony export */   yG: () => (/* binding */ SARIF_MESSAGE_LIMIT_CHARS),
/* harmony export */   ym: () => (/* binding */ cutEnd)
/* harmony export */ });
/* unused harmony exports GITHUB_SUMMARY_LIMIT_BYTES, GITHUB_CHECK_RUN_TEXT_LIMIT_CHARS, CHECK_RUN_ANNOTATIONS_PER_REQUEST, CHECK_RUN_TITLE_LIMIT_CHARS, CHECK_RUN_REQUEST_TIMEOUT_MS, CHECK_RUN_DEADLINE_MS, CLIPPED_PROSE_MIN_CHARS */
/**
 * Every size and count limit of the reports, in one place. GitHub's own limits are quoted where they
 * come from GitHub; ours leave a margin under them.
 */
/** GitHub rejects a step's job summary above 1 MiB (1,048,576 bytes of UTF-8). */
const GITHUB_SUMMARY_LIMIT_BYTES = 1024 * 1024;
/**
 * What our summary may use, in bytes of UTF-8: 64 KiB under GitHub's limit, so that another
 * step appending to the same summary file, or a line of ours, never tips it over.
 */
const SUMMARY_BUDGET_BYTES = GITHUB_SUMMARY_LIMIT_BYTES - 64 * 1024;
/** The joined output shown per failure in the summary (the start of it); the JSON report has it all. */
const SUMMARY_OUTPUT_LIMIT_CHARS = 4_000;
/** The server's stderr shown per failure in the summary (the end of it, where the crash is). */
const SUMMARY_STDERR_LIMIT_CHARS = 2_000;
/** A judge reply or error quoted in a report: replies are short, API errors need not be. */
const JUDGE_REPLY_LIMIT_CHARS = 2_000;
/** A reason (error, skip) in a table cell of the summary. */
const CELL_LIMIT_CHARS = 300;
/** The expected text or criterion of a failed check, in the table's "Failed checks" cell: enough to recognise it. */
const CELL_CHECK_TEXT_CHARS = 40;
/** A check message in a bullet. */
const MESSAGE_LIMIT_CHARS = 1_000;
/** GitHub shows at most 10 annotations of each level (error, warning, notice) per step. */
const GITHUB_ANNOTATIONS_PER_LEVEL = 10;
/**
 * Annotations written of each level. More than GitHub shows, because the rest still stand out in
 * the log, as red lines with their file and line; bounded by GitHub's 50 per job.
 */
const ANNOTATIONS_WRITTEN_PER_LEVEL = 50;
/** The message of one annotation: what fits on the run page and in the failure e-mail. */
const ANNOTATION_MESSAGE_LIMIT_CHARS = 2_000;
/** Lines of stderr quoted in the annotation of a scenario whose server failed. */
const ANNOTATION_STDERR_LINES = 5;
/** The Checks API refuses a check run's `output.title`/`summary`/`text` over 65,535 characters. */
const GITHUB_CHECK_RUN_TEXT_LIMIT_CHARS = 65_535;
/** The Checks API takes at most 50 annotations per request; the rest go in later updates, which append. */
const CHECK_RUN_ANNOTATIONS_PER_REQUEST = 50;
/** A check run's name, title and each annotation's title (the API's 255 for an annotation's title). */
const CHECK_RUN_TITLE_LIMIT_CHARS = 255;
/** Each request of the check run: one that has not answered by then is given up, with a notice. */
const CHECK_RUN_REQUEST_TIMEOUT_MS = 10_000;
/** Every request of the check run together: past it the rest of the annotations are not sent, with a notice. */
const CHECK_RUN_DEADLINE_MS = 60_000;
/** Joined output per testcase in JUnit `<system-out>`. */
const JUNIT_OUTPUT_LIMIT_CHARS = 64_000;
/** Stderr per testcase in JUnit `<system-err>` (the end of it). */
const JUNIT_STDERR_LIMIT_CHARS = 16_000;
/** Joined output printed per failure at the end of a CLI run (the start of it). */
const TERMINAL_OUTPUT_LIMIT_CHARS = 4_000;
/** Lines of stderr printed per failure at the end of a CLI run (the last ones). */
const TERMINAL_STDERR_LINES = 20;
/** Keeps the start of `text`, saying how much was cut. */
function cutStart(text, limit) {
    if (text.length <= limit)
        return text;
    return `${text.slice(0, limit)}\n[… ${text.length - limit} more characters cut]`;
}
/** Keeps the end of `text` (stderr: the crash is at the end), saying how much was cut. */
function cutEnd(text, limit) {
    if (text.length <= limit)
        return text;
    return `[… ${text.length - limit} earlier characters cut]\n${text.slice(text.length - limit)}`;
}
/** Keeps `text` on one line of at most `limit` characters. */
function clipLine(text, limit) {
    return text.length <= limit ? text : `${text.slice(0, limit)}…`;
}
/** Of the explanation around a command, what a cut keeps at least, so the line still says why. */
const CLIPPED_PROSE_MIN_CHARS = 60;
/**
 * Keeps `text` to about `limit` characters without ever cutting a command in backticks (the
 * `record-agent` command a skip names, with its server flags): a command is there to be copied,
 * and a cut one runs as something else or not at all. The explanation around the commands is cut
 * instead, from the end (each cut part ends in `…`, at a word where it can), keeping at least
 * CLIPPED_PROSE_MIN_CHARS of it; so a long command makes the line longer than `limit`, whole.
 */
function clipKeepingCommands(text, limit) {
    if (text.length <= limit)
        return text;
    // Odd indices are the commands, backticks included.
    const parts = text.split(/(`[^`\n]*`)/);
    if (parts.length === 1)
        return clipLine(text, limit);
    const prose = parts.filter((_, index) => index % 2 === 0).join('').length;
    let over = Math.min(text.length - limit, prose - CLIPPED_PROSE_MIN_CHARS);
    for (let index = parts.length - 1; index >= 0 && over > 0; index -= 2) {
        const part = parts[index];
        if (part.trim() === '')
            continue;
        // Before a command, a part that ended in a space keeps one after its `…`.
        const space = /\s$/.test(part) && index < parts.length - 1 ? ' ' : '';
        const kept = Math.max(part.length - over - 1 - space.length, 0);
        const word = part.lastIndexOf(' ', kept);
        // At a word when that keeps some of it; a part cut to nothing leaves `…`.
        const shortened = `${word > 0 ? part.slice(0, word) : part.slice(0, kept)}…${space}`;
        if (shortened.length >= part.length)
            continue;
        over -= part.length - shortened.length;
        parts[index] = shortened;
    }
    return parts.join('');
}
/**
 * Results in one SARIF report: GitHub's code scanning shows at most 5,000 results of a run (and
 * refuses an upload past 25,000); errors are kept first, and the run's properties count the rest.
 */
const SARIF_RESULTS_LIMIT = 5_000;
/** A SARIF result's message: a finding's words, with the input or text it quotes cut. */
const SARIF_MESSAGE_LIMIT_CHARS = 2_000;
/** A tool's name in a SARIF logical location (a server's name is its own text, of any length). */
const SARIF_NAME_LIMIT_CHARS = 256;
/** The committed snapshot file read to place a tool's finding at its line; a larger one is not read (logical locations). */
const SARIF_SNAPSHOT_READ_LIMIT_BYTES = 16 * 1024 * 1024;
//# sourceMappingURL=limits.js.map

/***/ }),

/***/ 12420:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ff: () => (/* reexport */ mcp/* describeTarget */.f),
  bp: () => (/* reexport */ verdict/* matchedAnyFile */.bp),
  Np: () => (/* reexport */ verdict/* runFailed */.Np),
  og: () => (/* binding */ runSuite),
  tP: () => (/* reexport */ mcp/* sessionFactory */.t)
});

// UNUSED EXPORTS: CHANGE_KINDS, NO_KEY_REASON, erroredForTheJudge, failingFindings, lintFailed, runAnnotationsFailed, skippedByAgentPlan, skippedBySkipKey, snapshotFailed, totalsOf, unjudgedCriteria

// EXTERNAL MODULE: ./lib/mcp/index.js
var mcp = __webpack_require__(76076);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var redact = __webpack_require__(40808);
// EXTERNAL MODULE: ./lib/scenario/index.js
var scenario = __webpack_require__(57190);
// EXTERNAL MODULE: ./lib/scenario/discover.js
var discover = __webpack_require__(92211);
;// CONCATENATED MODULE: ./lib/run/stages/load.js
/**
 * Stage `load`: find and validate every scenario file. A run with a file in error goes no further:
 * no server starts.
 */


/** Whether every file loaded (the run goes on). */
async function load(state) {
    // The annotations check's probes file (annotations.yaml beside the scenarios) is no scenario, whatever the mode.
    const probes = state.options.annotationsProbes?.file;
    const suite = await (0,scenario/* loadSuite */.b)(state.options.scenarioGlobs, state.options.workspace, probes ? [probes] : []);
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
    const picked = (0,scenario/* selectScenarios */.C)(kinds ? kinds.runnable(loaded, options) : loaded, {
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
// EXTERNAL MODULE: ./lib/server-tools/snapshot/check.js
var check = __webpack_require__(15722);
// EXTERNAL MODULE: ./lib/server-tools/snapshot/tokens.js
var tokens = __webpack_require__(65254);
// EXTERNAL MODULE: ./lib/server-tools/snapshot/normalize.js
var normalize = __webpack_require__(74109);
// EXTERNAL MODULE: ./lib/server-tools/snapshot/index.js
var server_tools_snapshot = __webpack_require__(7462);
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
            listed = (0,redact/* redactDeep */.KL)(await (0,server_tools_snapshot/* listSurface */.Up)(session.client, options.timeoutMs), options.secrets);
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
        const after = (0,tokens/* estimateToolTokens */.J)((0,normalize/* normalizeTools */.rI)(listed.tools));
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
                tools = await (0,server_tools_snapshot/* listTools */.qO)(server.session.client, options.timeoutMs);
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
const runStages = () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(6960), __webpack_require__.e(1602), __webpack_require__.e(8479), __webpack_require__.e(6566)]).then(__webpack_require__.bind(__webpack_require__, 16566));
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
const kindsModule = () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(6960), __webpack_require__.e(1602), __webpack_require__.e(8479)]).then(__webpack_require__.bind(__webpack_require__, 38479));
/** Once there is something to do against the server: the probe of its era, and the MCP SDK. */
const probeModule = () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(6960), __webpack_require__.e(918)]).then(__webpack_require__.bind(__webpack_require__, 80918));
/** `lint: warn|error` only: the rules and the suppressions file. */
const lintModule = () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(6960), __webpack_require__.e(1602), __webpack_require__.e(8479), __webpack_require__.e(1509), __webpack_require__.e(8693)]).then(__webpack_require__.bind(__webpack_require__, 18693));
/** `annotations: warn|error` only: the check, its fresh stub servers, the probes and suppressions files. */
const annotationsModule = () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(8608), __webpack_require__.e(6960), __webpack_require__.e(1602), __webpack_require__.e(8479), __webpack_require__.e(1509), __webpack_require__.e(9814), __webpack_require__.e(3831)]).then(__webpack_require__.bind(__webpack_require__, 3831));
/** `lint` only: the prompts, resources and templates the server lists. */
const surfaceModule = () => Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 39023));
/** `protocol: both` with several eras served: their merge and the one-era notice. */
const erasModule = () => Promise.all(/* import() */[__webpack_require__.e(5725), __webpack_require__.e(5442)]).then(__webpack_require__.bind(__webpack_require__, 45442));
/** A `module` server (in process) only: the guard that keeps it from ending this process. */
const guardModule = () => Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(6960), __webpack_require__.e(2985)]).then(__webpack_require__.bind(__webpack_require__, 62985));
//# sourceMappingURL=later.js.map

/***/ }),

/***/ 52724:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D$: () => (/* binding */ erroredForTheJudge),
/* harmony export */   F: () => (/* binding */ runAnnotationsFailed),
/* harmony export */   LP: () => (/* binding */ lintFailed),
/* harmony export */   Np: () => (/* binding */ runFailed),
/* harmony export */   ai: () => (/* binding */ skippedBySkipKey),
/* harmony export */   bp: () => (/* binding */ matchedAnyFile),
/* harmony export */   cT: () => (/* binding */ skippedByAgentPlan),
/* harmony export */   u1: () => (/* binding */ unjudgedCriteria)
/* harmony export */ });
/* harmony import */ var _model_annotations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25979);
/* harmony import */ var _model_server_tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30812);


/** Whether the run as a whole failed: what decides the step's failure and the CLI's exit code. */
function runFailed(run) {
    return (run.fileErrors.length > 0 ||
        (run.scenarios.length === 0 && run.emptyShard === undefined) ||
        run.judge.failedBecause !== undefined ||
        run.serverError !== undefined ||
        lintFailed(run.lint) ||
        runAnnotationsFailed(run.annotations) ||
        (run.toolsSnapshot !== undefined && (0,_model_server_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .snapshotFailed */ .Ub)(run.toolsSnapshot)) ||
        run.scenarios.some((s) => s.status === 'failed' || s.status === 'errored'));
}
/** Whether any glob found a scenario file: each file found yields a scenario, an error, or a count. */
function matchedAnyFile(run) {
    return run.scenarios.length + run.fileErrors.length + run.notLive + run.deselected > 0;
}
/** Whether the run's lint fails it: an error finding, or a lint that could not be done, under `lint: error`. */
function lintFailed(lint) {
    if (lint?.mode !== 'error')
        return false;
    return lint.error !== undefined || (lint.report?.findings.some((f) => f.level === 'error' && !f.suppressed) ?? false);
}
/**
 * Whether the run's annotations check fails it: under `annotations: error`, an unsuppressed finding
 * or a check that did not finish (refused, a bad probes file, a server that hung). `warn` never does.
 */
function runAnnotationsFailed(annotations) {
    return annotations?.mode === 'error' && (0,_model_annotations_js__WEBPACK_IMPORTED_MODULE_0__/* .annotationsFailed */ .Om)(annotations);
}
/**
 * The scenarios that errored only because the judge could not be asked (unreachable, or an API
 * error): the server was not judged, so the run's headline says the judge failed, not the server.
 */
function erroredForTheJudge(run) {
    return run.scenarios.filter((scenario) => scenario.status === 'errored' && scenario.errorCode === 'judge_not_asked');
}
/** Judge criteria that were not evaluated, in every scenario of the run. */
function unjudgedCriteria(run) {
    return run.scenarios.flatMap((s) => s.checks).filter((c) => c.kind === 'judge' && c.status === 'skipped');
}
/**
 * An agent scenario skipped for the whole run's reason (no key, `agent: off`), which
 * `run.agent.skippedBecause` says once for all: one notice says it, not a line each.
 */
function skippedByAgentPlan(run, scenario) {
    return run.agent?.skippedBecause !== undefined && scenario.status === 'skipped' && scenario.skipCode === 'agent_plan';
}
/** A scenario skipped by its `skip:` key: it ran nothing, and no plan of the run skipped it. */
function skippedBySkipKey(run, scenario) {
    return (scenario.status === 'skipped' &&
        scenario.steps.length === 0 &&
        scenario.checks.length === 0 &&
        !skippedByAgentPlan(run, scenario) &&
        scenario.skipCode !== 'no_recording');
}
//# sourceMappingURL=verdict.js.map

/***/ }),

/***/ 92211:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   Kt: () => (/* binding */ compareStrings),
/* harmony export */   bu: () => (/* binding */ discoverScenarioFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);


/** Only these are scenario files, whatever else a glob matches. */
const SCENARIO_EXTENSION = /\.ya?ml$/i;
/**
 * Resolves the `scenarios` globs against the workspace. Lines are trimmed; empty lines and lines
 * starting with `#` are ignored. A glob starting with `!` excludes (whatever its place in the list);
 * a plain directory means every `.yaml`/`.yml` file below it; a plain file path means that file.
 * Only `.yaml`/`.yml` files are kept, and `node_modules` is never searched.
 */
async function discoverScenarioFiles(globs, workspace) {
    // Loaded here, not at the top: the other helpers of this file (and --version, --help) never need it.
    const { glob, isDynamicPattern } = await __webpack_require__.e(/* import() */ 3382).then(__webpack_require__.bind(__webpack_require__, 73382));
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
/** The `scenarios` lines that count: trimmed, without empty lines and `#` comments. */
function patternLines(globs) {
    return globs.map((g) => g.trim()).filter((g) => g !== '' && !g.startsWith('#'));
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
//# sourceMappingURL=discover.js.map

/***/ }),

/***/ 57190:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* reexport safe */ _select_js__WEBPACK_IMPORTED_MODULE_2__.C8),
/* harmony export */   b: () => (/* binding */ loadSuite)
/* harmony export */ });
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92211);
/* harmony import */ var _read_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75826);
/* harmony import */ var _select_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82271);


/** Finds, parses and validates every scenario file; all errors of all files, before anything runs. */
async function loadSuite(globs, workspace, 
/** Files the globs match that are not scenarios (the annotations check's probes file), as absolute paths. */
exclude = []) {
    const found = await (0,_discover_js__WEBPACK_IMPORTED_MODULE_0__/* .discoverScenarioFiles */ .bu)(globs, workspace);
    const unmatched = found.unmatched;
    const files = found.files.filter((file) => !exclude.includes(file));
    const scenarios = [];
    const errors = [];
    if (files.length === 0)
        return { scenarios, errors, unmatchedGlobs: unmatched, files };
    // Loaded here, not at the top: the parser and the schema (YAML, zod) are for runs with files.
    const { byPosition, loadScenarioFile } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(855), __webpack_require__.e(4536), __webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(6960), __webpack_require__.e(1602), __webpack_require__.e(8479), __webpack_require__.e(1509), __webpack_require__.e(8028)]).then(__webpack_require__.bind(__webpack_require__, 18028));
    for (const file of files) {
        const shown = (0,_discover_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(file, workspace);
        const read = (0,_read_text_js__WEBPACK_IMPORTED_MODULE_1__/* .readUserText */ .n)(file, shown);
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
    const fileOrder = new Map(files.map((file, index) => [(0,_discover_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(file, workspace), index]));
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

/***/ 82271:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uK: () => (/* binding */ parseShard),
  C8: () => (/* binding */ selectScenarios)
});

// UNUSED EXPORTS: namesInShard

;// CONCATENATED MODULE: ./lib/util/name-glob.js
// Hand-written, not picomatch: linear in the name; picomatch's regular expression backtracks on `*a*a*a…c` (see below).
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
// EXTERNAL MODULE: ./lib/scenario/discover.js
var discover = __webpack_require__(92211);
;// CONCATENATED MODULE: ./lib/scenario/select.js


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
        ...(options.shard && selected.length === 0 && filtered.length > 0
            ? { emptyShard: { shard: options.shard, others: filtered.length } }
            : {}),
    };
}
//# sourceMappingURL=select.js.map

/***/ }),

/***/ 40808:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ longestSecretForm),
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   Rd: () => (/* binding */ redactText),
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   Yh: () => (/* binding */ redactCutStart)
/* harmony export */ });
/* unused harmony exports MIN_ENCODED_FORM_CHARS, secretForms */
// Hand-written (Aho–Corasick), not a regex alternation of the secrets: one scan, linear in the text, finds every secret in every encoded form, where an alternation re-scans per pattern and may backtrack.
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
 * What no list of forms can find (reversed, split, a cipher of the server's own) is said in docs/security.md.
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

/***/ 98995:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bh: () => (/* reexport */ ANTHROPIC_TOOL_NAME_PATTERN),
  _m: () => (/* reexport */ CONFUSABLE_BOILERPLATE_MIN_TOOLS),
  pj: () => (/* reexport */ CONFUSABLE_BOILERPLATE_SHARE),
  Iw: () => (/* reexport */ CONFUSABLE_MIN_WORDS),
  df: () => (/* reexport */ CONFUSABLE_SIMILARITY),
  BU: () => (/* binding */ FAMILIES),
  bl: () => (/* reexport */ JSON_SCHEMA_TYPES),
  wM: () => (/* reexport */ MAX_NESTING_DEPTH),
  Bk: () => (/* reexport */ MAX_TOOLS),
  op: () => (/* reexport */ MAX_TOOL_LIST_TOKENS),
  WC: () => (/* reexport */ MIN_DESCRIPTION_WORDS),
  bV: () => (/* reexport */ OPENAI_TOOL_NAME_PATTERN),
  y0: () => (/* binding */ RULES),
  Iu: () => (/* binding */ RULE_IDS),
  Zc: () => (/* reexport */ SELF_DESCRIBING_NAMES),
  KX: () => (/* binding */ isRuleId),
  j_: () => (/* binding */ lintSurface),
  dZ: () => (/* binding */ lintTools),
  wy: () => (/* reexport */ mentions),
  nB: () => (/* reexport */ poisoningFindings),
  L0: () => (/* reexport */ toolListTokensFindings),
  fX: () => (/* reexport */ toolTexts),
  Z9: () => (/* reexport */ wordsOf)
});

// EXTERNAL MODULE: ./lib/util/json.js
var json = __webpack_require__(68884);
;// CONCATENATED MODULE: ./lib/server-tools/lint/schema-texts.js
/**
 * Every string of a tool's schema that a model is shown, with where it is. A model API sends the
 * input schema (and a host may send the output schema) to the model as JSON, whole: not only the
 * descriptions and titles of the parameters, but the `$defs` that Pydantic and FastMCP put nested
 * models in (referenced or not), `enum`, `const`, `examples` and `default` values (and strings
 * nested in them), the schema's own top-level description and title, the names of properties,
 * and keywords no validator knows (`x-note`, `$comment`). Text aimed at the model can hide in any
 * of them, so the poisoning rules read all of them: every string value and every object key.
 *
 * A schema comes from a server, and lint must not crash or hang on a hostile one. It cannot be
 * cyclic (it was parsed from JSON), but it can be nested without end (Python's json module, or any
 * server writing its own JSON, sends 100,000 levels in a few megabytes, and JSON.parse reads them)
 * or hold millions of strings: the walk is iterative, and stops at MAX_SCHEMA_DEPTH levels and
 * MAX_SCHEMA_STRINGS strings, saying where it stopped, so the rule `schema-unchecked` can report
 * what was not read.
 */

/**
 * Levels of JSON nesting (objects and arrays) read below a schema's root. A deep real schema (a
 * FastMCP model of models, each level `properties.x.anyOf[0].items`) is about 20; one past this is
 * either an attack or unusable by a model, and the walk reads no further.
 */
const MAX_SCHEMA_DEPTH = 64;
/**
 * Strings (values and object keys) read in one tool's schemas. Real schemas hold hundreds; a long
 * enum (every time zone, every country) a few thousand. Past this the walk stops, so a list built
 * to make lint slow costs it a bounded time.
 */
const MAX_SCHEMA_STRINGS = 50_000;
/** Characters of a key or of a location shown in a message: a name can be as long as a server likes. */
const SHOWN_KEY_CHARS = 40;
const SHOWN_LOCATION_CHARS = 160;
const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;
/** Code points a reader does not see, or sees as something else: written as \u{…} in a message. */
const INVISIBLE = /(?! )[\p{C}\p{Z}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
/** A key or text as a message shows it: quoted, cut, and with every invisible code point written out. */
function readable(text, max = SHOWN_KEY_CHARS) {
    const chars = [...text];
    const cut = chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
    return JSON.stringify(cut).replace(INVISIBLE, (char) => `\\u{${char.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}}`);
}
const child = (location, key) => IDENTIFIER.test(key) ? `${location}.${key}` : `${location}[${readable(key)}]`;
const cutLocation = (location) => location.length > SHOWN_LOCATION_CHARS ? `${location.slice(0, SHOWN_LOCATION_CHARS)}…` : location;
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
/** Where a child of a node sits, and which parameter it belongs to. */
function childPosition(parent, key, value) {
    const { position, parameter } = parent;
    if (position === 'properties') {
        const name = String(key);
        return { position: 'schema', parameter: parameter ? `${parameter}.${name}` : name };
    }
    if (position === 'options')
        return { position: 'schema', parameter };
    if (position === 'schema' && parameter !== undefined) {
        if (key === 'properties')
            return { position: 'properties', parameter };
        if (SCHEMA_LISTS.has(String(key)))
            return { position: 'options', parameter: key === 'prefixItems' ? `${parameter}[]` : parameter };
        // `items` is one schema, or (before 2020-12) a list of them, one for each place of a tuple.
        if (key === 'items')
            return { position: Array.isArray(value) ? 'options' : 'schema', parameter: `${parameter}[]` };
        // `$defs`, `definitions`: schemas of their own, not a parameter; the rest is this parameter's.
        if (key === '$defs' || key === 'definitions')
            return { position: 'value', parameter: undefined };
    }
    return { position: 'value', parameter };
}
/**
 * Every string in `schema` (values and keys, depth first, in document order), located from `root`
 * (`inputSchema`, `outputSchema`). `parameters`: whether strings are tied to the parameter they
 * belong to (only the input schema has parameters). `budget` counts the strings read of this tool
 * (its schemas share it) against its limit, MAX_SCHEMA_STRINGS.
 */
function schemaTexts(schema, root, { parameters, budget }) {
    const texts = [];
    const propertyNames = new Set();
    const unread = [];
    let tooDeep = false;
    const stack = [{ value: schema, location: root, depth: 0, position: 'schema', parameter: '' }];
    const add = (where, text, parameter) => {
        budget.read++;
        texts.push({ where, text, ...(parameters && parameter ? { parameter } : {}) });
    };
    while (stack.length > 0) {
        const frame = stack.pop();
        const { value, location } = frame;
        if (typeof value === 'string') {
            if (budget.read >= budget.limit) {
                unread.push(`the tool's schemas hold more than ${budget.limit.toLocaleString('en-US')} strings (MAX_SCHEMA_STRINGS); lint read that many and stopped at ${cutLocation(location)}`);
                break;
            }
            add(location, value, frame.parameter);
            continue;
        }
        if (typeof value !== 'object' || value === null)
            continue;
        if (frame.depth >= MAX_SCHEMA_DEPTH) {
            // The first place too deep is named; a schema this deep has more, and the walk goes on beside it.
            if (!tooDeep)
                unread.push(`${root} is nested more than ${MAX_SCHEMA_DEPTH} levels deep (MAX_SCHEMA_DEPTH); lint read nothing below ${cutLocation(location)}`);
            tooDeep = true;
            continue;
        }
        const children = [];
        if (Array.isArray(value)) {
            value.forEach((item, index) => children.push({
                value: item,
                location: `${location}[${index}]`,
                depth: frame.depth + 1,
                ...childPosition(frame, index, item),
            }));
        }
        else if ((0,json/* isObject */.Gv)(value)) {
            for (const [key, item] of Object.entries(value)) {
                const position = childPosition(frame, key, item);
                const isName = frame.position === 'properties';
                if (isName)
                    propertyNames.add(key);
                // The key is text the model reads as well: a property name most of all.
                children.push({
                    value: key,
                    location: isName
                        ? `the property name ${readable(key)} at ${location}`
                        : `the key ${readable(key)} at ${location}`,
                    depth: frame.depth + 1,
                    position: 'value',
                    parameter: isName ? position.parameter : frame.parameter,
                });
                children.push({ value: item, location: child(location, key), depth: frame.depth + 1, ...position });
            }
        }
        // Pushed in reverse so the first child is read first: findings come in the schema's own order.
        for (let index = children.length - 1; index >= 0; index--)
            stack.push(children[index]);
    }
    return { texts, propertyNames, unread };
}
/**
 * Whether `schema` nests deeper than `limit` levels of objects and arrays, found without recursion
 * (the recursive rules of lint are run only on a schema within the limit: a deeper one would
 * exhaust the stack).
 */
function deeperThan(schema, limit) {
    const stack = [[schema, 0]];
    while (stack.length > 0) {
        const [value, depth] = stack.pop();
        if (typeof value !== 'object' || value === null)
            continue;
        if (depth >= limit)
            return true;
        for (const item of Array.isArray(value) ? value : Object.values(value))
            stack.push([item, depth + 1]);
    }
    return false;
}
//# sourceMappingURL=schema-texts.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/rule.js
/** A rule, its id kept as a literal type so that the registry's `RuleId` is the union of them all. */
function rule(id, level, reason) {
    return { id, level, reason };
}
/** What one of `rule`'s checks found: the level is the rule's, never chosen by the check. */
function finding(rule, message, tool, parameter) {
    return {
        rule: rule.id,
        level: rule.level,
        ...(tool !== undefined ? { tool } : {}),
        ...(parameter !== undefined ? { parameter } : {}),
        message,
    };
}
const nameOf = (tool, index) => typeof tool.name === 'string' ? tool.name : `(tool ${index + 1} has no name)`;
const descriptionOf = (tool) => typeof tool.description === 'string' ? tool.description.trim() : '';
/** The names of the tools that have one: what a text of the server may name as its own. */
const toolNames = (tools) => tools.flatMap((tool) => (typeof tool.name === 'string' ? [tool.name] : []));
//# sourceMappingURL=rule.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/words.js
/**
 * How the rules read words: a text's words with identifiers split, and whether a description names
 * a parameter. Shared by the description, parameter, side-effect and surface families.
 */
/** The words of a text, lower case, with identifiers split (`maxResults` → max, results; `file_path` → file, path). */
function wordsOf(text) {
    return text
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
}
/**
 * Whether the tool's description names a parameter: its name as written (`maxResults`), or its
 * words in a row (`max results`, `max_results`). A model reading either knows what it is for.
 */
function mentions(description, parameter) {
    const escaped = parameter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^A-Za-z0-9_])${escaped}($|[^A-Za-z0-9_])`).test(description))
        return true;
    const needle = wordsOf(parameter).join(' ');
    if (!needle)
        return false;
    return ` ${wordsOf(description).join(' ')} `.includes(` ${needle} `);
}
/** A word and, for a plural, its singular: `entities` → entity, `issues` → issue, `pages` → page. */
function withSingular(word) {
    if (word.length > 4 && word.endsWith('ies'))
        return [word, `${word.slice(0, -3)}y`];
    if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss'))
        return [word, word.slice(0, -1)];
    return [word];
}
//# sourceMappingURL=words.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/descriptions.js


/** Fewer words than this in a tool description is too short to say what the tool does and when to use it. */
const MIN_DESCRIPTION_WORDS = 3;
/** Word-set similarity (Jaccard) of two descriptions at or above which the tools are confusable. */
const CONFUSABLE_SIMILARITY = 0.8;
/** Descriptions shorter than this many distinct words are not compared for confusability (too little to go on). */
const CONFUSABLE_MIN_WORDS = 5;
/** In a list of at least this many tools, words shared by CONFUSABLE_BOILERPLATE_SHARE of them are boilerplate. */
const CONFUSABLE_BOILERPLATE_MIN_TOOLS = 4;
/** The share of descriptions a word must be in to be boilerplate, not compared for confusability. */
const CONFUSABLE_BOILERPLATE_SHARE = 0.5;
/** Also found on prompts and resource templates (see surface.ts). */
const DESCRIPTION_MISSING = rule('description-missing', 'error', 'A tool with no description cannot be chosen on purpose: the model sees only its name.');
const DESCRIPTION_TOO_SHORT = rule('description-too-short', 'warning', `A description of fewer than ${MIN_DESCRIPTION_WORDS} words cannot say what the tool does and when to use it.`);
const DESCRIPTION_VAGUE = rule('description-vague', 'warning', 'A description that only restates the tool\'s name, or is filler ("a tool", "TODO"), tells the model nothing.');
/** Words that carry no meaning of their own in a description. */
const STOP_WORDS = new Set('a an the this that to of for and or in on by with from is are be it its tool tools function use used uses'.split(' '));
/** Descriptions that are filler, whatever the tool. */
const FILLER = /^(todo|tbd|fixme|n\/a|none|placeholder|description|tool|a tool|this tool|test|testing|helper|utility|does stuff)\.?$/i;
/** description-vague and description-too-short: at most one of them, a description being either. */
function descriptionQuality(description, name) {
    if (FILLER.test(description))
        return [finding(DESCRIPTION_VAGUE, `the description ${JSON.stringify(description)} is filler`, name)];
    const words = wordsOf(description);
    if (words.length < MIN_DESCRIPTION_WORDS) {
        return [
            finding(DESCRIPTION_TOO_SHORT, `the description ${JSON.stringify(description)} has ${words.length} word(s); say what the tool does, what it returns and when to use it`, name),
        ];
    }
    const nameWords = new Set(wordsOf(name));
    const meaningful = words.filter((word) => !STOP_WORDS.has(word));
    if (meaningful.length > 0 && meaningful.every((word) => nameWords.has(word) || nameWords.has(word.replace(/s$/, ''))))
        return [
            finding(DESCRIPTION_VAGUE, `the description ${JSON.stringify(description)} only restates the name; say what it returns and when to use it`, name),
        ];
    return [];
}
const CONFUSABLE_TOOLS = rule('confusable-tools', 'warning', 'Tools whose descriptions are near-duplicates are picked one for the other.');
function confusableTools(tools) {
    const all = tools.map((tool, index) => ({
        name: nameOf(tool, index),
        words: new Set(wordsOf(descriptionOf(tool)).filter((word) => !STOP_WORDS.has(word))),
    }));
    // Boilerplate (notion's "Notion | … Error Responses: 400: Bad request" on every tool) tells no
    // tool from another: words in at least half the descriptions of a list of several are left out.
    if (all.length >= CONFUSABLE_BOILERPLATE_MIN_TOOLS) {
        const counts = new Map();
        for (const tool of all)
            for (const word of tool.words)
                counts.set(word, (counts.get(word) ?? 0) + 1);
        for (const tool of all)
            for (const word of tool.words)
                if (counts.get(word) / all.length >= CONFUSABLE_BOILERPLATE_SHARE)
                    tool.words.delete(word);
    }
    const described = all.filter((tool) => tool.words.size >= CONFUSABLE_MIN_WORDS);
    const findings = [];
    for (let i = 0; i < described.length; i++) {
        for (let j = i + 1; j < described.length; j++) {
            const a = described[i];
            const b = described[j];
            if (a.name === b.name)
                continue;
            let shared = 0;
            for (const word of a.words)
                if (b.words.has(word))
                    shared++;
            const similarity = shared / (a.words.size + b.words.size - shared);
            if (similarity >= CONFUSABLE_SIMILARITY)
                findings.push(finding(CONFUSABLE_TOOLS, `the descriptions of "${a.name}" and "${b.name}" are ${Math.round(similarity * 100)}% the same words; say what sets each apart`, a.name));
        }
    }
    return findings;
}
const DESCRIPTIONS = {
    rules: [DESCRIPTION_MISSING, DESCRIPTION_TOO_SHORT, DESCRIPTION_VAGUE, CONFUSABLE_TOOLS],
    tool: ({ name, description }) => description
        ? descriptionQuality(description, name)
        : [finding(DESCRIPTION_MISSING, 'the tool has no description', name)],
    list: confusableTools,
};
//# sourceMappingURL=descriptions.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/names.js

/** The tool names the Anthropic Messages API accepts (`tools[].name`). */
const ANTHROPIC_TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,128}$/;
/** The tool names OpenAI's API accepts (function names): the same characters, at most 64 of them. */
const OPENAI_TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;
const INVALID_TOOL_NAME = rule('invalid-tool-name', 'error', 'A name outside ^[a-zA-Z0-9_-]+$, or longer than the API allows, is refused: the Anthropic API takes up to 128 characters, OpenAI up to 64.');
/** Which API refuses the tool's name, and why; undefined when both accept it. */
function nameProblem(name) {
    if (typeof name !== 'string')
        return 'the tool has no name';
    if (!/^[a-zA-Z0-9_-]*$/.test(name) || name.length === 0)
        return `the name ${JSON.stringify(name)} holds characters outside [a-zA-Z0-9_-]: the Anthropic API and OpenAI both refuse it`;
    if (!ANTHROPIC_TOOL_NAME_PATTERN.test(name))
        return `the name is ${name.length} characters: the Anthropic API refuses names over 128, OpenAI over 64`;
    if (!OPENAI_TOOL_NAME_PATTERN.test(name))
        return `the name is ${name.length} characters: OpenAI refuses names over 64 (the Anthropic API takes up to 128)`;
    return undefined;
}
const DUPLICATE_TOOL_NAME = rule('duplicate-tool-name', 'error', 'Two tools of one name: the model APIs refuse the list, and a call cannot say which one it means.');
function duplicateNames(tools) {
    const seen = new Map();
    for (const tool of tools)
        if (typeof tool.name === 'string')
            seen.set(tool.name, (seen.get(tool.name) ?? 0) + 1);
    const findings = [];
    for (const [name, count] of seen) {
        if (count > 1)
            findings.push(finding(DUPLICATE_TOOL_NAME, `${count} tools are named "${name}"`, name));
    }
    return findings;
}
const NAMES = {
    rules: [INVALID_TOOL_NAME, DUPLICATE_TOOL_NAME],
    tool: ({ tool, name }) => {
        const problem = nameProblem(tool.name);
        return problem ? [finding(INVALID_TOOL_NAME, problem, name)] : [];
    },
    list: duplicateNames,
};
//# sourceMappingURL=names.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/parameter-explained.js
/**
 * What tells a model what a parameter holds, when it has no description of its own: a name that says
 * it, a title that is more than the name, listed values, a format, the tool's description giving it.
 * Read by the parameter rules (parameters.ts) to stay quiet on what a model fills in right.
 */


/** A parameter's schema implies a type when it lists values or combines schemas that have types. */
function hasType(schema) {
    if (schema.type !== undefined || schema.enum !== undefined || Object.hasOwn(schema, 'const'))
        return true;
    if (typeof schema.$ref === 'string')
        return true;
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
        const options = schema[key];
        if (Array.isArray(options) && options.length > 0 && options.some((option) => (0,json/* isObject */.Gv)(option) && hasType(option)))
            return true;
    }
    return false;
}
/**
 * Parameter names that say what they hold, in any tool: a file tool's `path`, a search's `query`,
 * a list's `page` and `per_page`, GitHub's `owner` and `repo`. A model fills these in right with no
 * description (measured on 17 servers: server-filesystem's nine undescribed `path` parameters,
 * server-github's `owner`, `repo`, `title` and `body` are never the reason a call goes wrong), so
 * they are not held to have one. Compared by their words (`perPage`, `per_page` and `per-page` alike).
 */
const SELF_DESCRIBING_NAMES = new Set([
    'path',
    'paths',
    'file_path',
    'filepath',
    'filename',
    'file_name',
    'url',
    'urls',
    'uri',
    'query',
    'email',
    'content',
    'text',
    'message',
    'name',
    'title',
    'body',
    'description',
    'owner',
    'repo',
    'repository',
    'branch',
    'page',
    'per_page',
    'page_size',
    'limit',
    'offset',
    'cursor',
    'start_cursor',
    'skip',
    'pid',
    'id',
    'tags',
    'labels',
    'assignees',
    'authors',
    'namespace',
    'webhook',
    'width',
    'height',
]);
/** Last words of a number's name that say what it counts or measures: `max_results`, `timeout_ms`, `context_lines`. */
const COUNTING_WORDS = new Set('results items pages lines rows entries count size limit depth concurrency retries attempts tokens bytes chars characters ms millis milliseconds seconds secs minutes hours days'.split(' '));
/** Last words of an identifier's name: `issue_number`, `user_id`, `toolName`, `paperId`. */
const IDENTIFIER_WORDS = new Set(['id', 'ids', 'number', 'name', 'names', 'key', 'url', 'path', 'slug']);
/** Names that say nothing of what they hold. */
const UNREADABLE_NAME = /^(?:[a-z]{1,2}|[a-z]\d+|(?:arg|args|param|params|input|data|value|val|opt|opts|option|options|flag|obj|item|thing|foo|bar)\d*)$/;
/** Short names that are words all the same. */
const READABLE_SHORT_NAMES = new Set(['id', 'to', 'ip', 'os', 'db', 'ts', 'by', 'at', 'on']);
/** Whether a model can read what a parameter holds from its name (not `x`, `arg1`, `q`, `data`). */
function readableName(key) {
    const words = wordsOf(key).join('_');
    return !UNREADABLE_NAME.test(words) || READABLE_SHORT_NAMES.has(words);
}
/**
 * Whether the parameter's name is all a model needs to fill it in: one of SELF_DESCRIBING_NAMES;
 * an identifier of a thing the tool names (`issue_number` in update_issue, `user_id` in "Retrieve
 * a user"); a flag with a readable name (`includeHidden`, `archived`); a number whose name says
 * what it counts (`maxResults`, `timeout_ms`).
 */
function nameExplains(key, property, toolWords) {
    const words = wordsOf(key);
    if (words.length === 0)
        return false;
    if (SELF_DESCRIBING_NAMES.has(words.join('_')) && property.type !== 'object')
        return true;
    const last = words.at(-1);
    if (words.length > 1 && IDENTIFIER_WORDS.has(last) && words.slice(0, -1).every((word) => toolWords.has(word)))
        return true;
    const types = typeof property.type === 'string' ? [property.type] : Array.isArray(property.type) ? property.type : [];
    if (types.includes('boolean') && readableName(key))
        return true;
    if ((types.includes('number') || types.includes('integer')) && COUNTING_WORDS.has(last))
        return true;
    return false;
}
/**
 * Whether a title is Pydantic's automatic one (the property name Title-Cased: `branch_name` →
 * "Branch Name"), which says nothing the name does not.
 */
function automaticTitle(title, key) {
    return key !== undefined && wordsOf(title).join(' ') === wordsOf(key).join(' ');
}
/**
 * Whether a schema explains itself: its own description (or a title that is more than its name
 * Title-Cased); listed values (`enum`, also of an array's items); a `format`; an object, or an
 * array of objects, whose fields are each described or named plainly; a `$ref` or an
 * `anyOf`/`oneOf` option that does.
 */
function hasOwnDescription(schema, root, toolWords, key, seen = new Set()) {
    if (seen.has(schema))
        return false;
    seen.add(schema);
    if (typeof schema.description === 'string' && schema.description.trim())
        return true;
    if (typeof schema.title === 'string' && schema.title.trim() && !automaticTitle(schema.title, key))
        return true;
    if (Array.isArray(schema.enum) || Object.hasOwn(schema, 'const') || typeof schema.format === 'string')
        return true;
    if (typeof schema.$ref === 'string') {
        const target = (0,json/* resolveLocalRef */.hp)(root, schema.$ref);
        if ((0,json/* isObject */.Gv)(target) && hasOwnDescription(target, root, toolWords, key, seen))
            return true;
    }
    const items = (0,json/* isObject */.Gv)(schema.items) ? schema.items : undefined;
    if (items && (Array.isArray(items.enum) || hasOwnDescription(items, root, toolWords, undefined, seen)))
        return true;
    const fields = schema.properties;
    if ((0,json/* isObject */.Gv)(fields) && Object.keys(fields).length > 0)
        return Object.entries(fields).every(([name, field]) => (0,json/* isObject */.Gv)(field) &&
            (hasOwnDescription(field, root, toolWords, name, seen) || nameExplains(name, field, toolWords)));
    for (const combinator of ['anyOf', 'oneOf', 'allOf']) {
        const options = schema[combinator];
        if (Array.isArray(options) &&
            options.some((option) => (0,json/* isObject */.Gv)(option) && hasOwnDescription(option, root, toolWords, key, seen)))
            return true;
    }
    return false;
}
/**
 * Whether the tool's description gives the parameter as a name with what to send: `content: 2D
 * array`, `'offset' (start line)`, "`mode` …" (a plain word in the text is not enough for a type).
 */
function documentedInDescription(description, key) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^A-Za-z0-9_])(?:[\`'"]${escaped}[\`'"]|${escaped}\\s*[:=])`).test(description);
}
//# sourceMappingURL=parameter-explained.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/parameters.js




const PARAMETER_TYPE_MISSING = rule('parameter-type-missing', 'warning', "A parameter with no type (and no enum, const or anyOf/oneOf that implies one, and none given in the tool's description) leaves the model to guess what to send.");
const REQUIRED_PARAMETER_UNKNOWABLE = rule('required-parameter-unknowable', 'error', 'A required parameter with no description, no name a model can read (x, arg1, q) and no type, enum or format: nothing says what to send.');
/** Also found on a prompt's required arguments (see surface.ts). */
const REQUIRED_PARAMETER_UNDESCRIBED = rule('required-parameter-undescribed', 'warning', "A required parameter that neither its own description, its name, nor the tool's description explains is filled in by guesswork.");
const OPTIONAL_PARAMETER_UNDESCRIBED = rule('optional-parameter-undescribed', 'warning', "An optional parameter that neither its own description nor the tool's description mentions is left out, or sent wrong.");
const FREE_TEXT_CONSTRAINED = rule('free-text-constrained', 'warning', 'A string whose name says it takes a fixed set or format (mode, type, status, date, …) but with no enum, pattern, format or example is guessed.');
/** Names that say the value comes from a fixed set, or has a format. */
const CONSTRAINED_NAME = /(^|_)(mode|type|kind|status|state|format|sort|order|sort_by|order_by|direction|unit|units|level|category|operation|op|action|lang|language|locale|currency|country|date|datetime|timestamp|since|until|start_date|end_date)$/;
/** Of those, names of an open set by design (a knowledge graph's `entityType`): a description is enough. */
const OPEN_SET_NAME = /(^|_)(type|kind|category)$/;
/**
 * Words in a description that say what is valid: an example, a list of values (also in
 * parentheses: "(namespace, configmap, deployment)"), a default, a format ("MIME type",
 * "JSON-encoded", "ISO 8601").
 */
const SAYS_WHAT_IS_VALID = /\be\.g\.|\bi\.e\.|\bfor example\b|\bexample\b|\bsuch as\b|\bone of\b|\beither\b|\bformat\b|\bdefault\b|\biso[ -]?\d{3,5}\b|\brfc ?\d+|\byyyy|\bvalid values\b|\ballowed\b|\bmime\b|\bjson\b|\bbase64\b|\bunix\b|\bepoch\b|\burl-encoded\b|\bregex|\bglob\b|\([^()]*,[^()]*\)|["'`“][^"'`”]{1,40}["'`”]|\|/i;
function parameterFindings(schema, toolDescription, name) {
    const findings = [];
    const toolWords = new Set([...wordsOf(name), ...wordsOf(toolDescription)].flatMap(withSingular));
    const visit = (objectSchema, prefix, topLevel) => {
        const properties = (0,json/* isObject */.Gv)(objectSchema.properties) ? objectSchema.properties : {};
        const required = new Set(Array.isArray(objectSchema.required) ? objectSchema.required : []);
        for (const [key, raw] of Object.entries(properties)) {
            const path = prefix ? `${prefix}.${key}` : key;
            const property = (0,json/* isObject */.Gv)(raw) ? raw : {};
            const typed = raw !== true && hasType(property);
            const ownDescription = hasOwnDescription(property, schema, toolWords, key);
            if (!typed && !documentedInDescription(toolDescription, key)) {
                findings.push(finding(PARAMETER_TYPE_MISSING, `parameter "${path}" has no type`, name, path));
            }
            const ownText = typeof property.description === 'string' ? property.description : '';
            const freeText = property.type === 'string' &&
                CONSTRAINED_NAME.test(wordsOf(key).join('_')) &&
                property.enum === undefined &&
                !Object.hasOwn(property, 'const') &&
                property.pattern === undefined &&
                property.format === undefined &&
                property.examples === undefined &&
                property.default === undefined &&
                !SAYS_WHAT_IS_VALID.test(ownText) &&
                !(OPEN_SET_NAME.test(wordsOf(key).join('_')) && ownText.trim() !== '');
            if (freeText)
                findings.push(finding(FREE_TEXT_CONSTRAINED, `string parameter "${path}" has no enum, pattern, format or example of a valid value`, name, path));
            const explained = ownDescription || mentions(toolDescription, key) || nameExplains(key, property, toolWords);
            // A nested property's own meaning is often plain from its parent's description: only the top
            // level is held to having one (a type is needed at every level). A parameter already
            // reported as free text is reported once.
            if (topLevel && !explained && !freeText) {
                if (required.has(key)) {
                    if (!typed && !readableName(key))
                        findings.push(finding(REQUIRED_PARAMETER_UNKNOWABLE, `required parameter "${path}" has no description, no type and a name that says nothing of what to send`, name, path));
                    else
                        findings.push(finding(REQUIRED_PARAMETER_UNDESCRIBED, `required parameter "${path}" has no description, and neither its name nor the tool's description says what it is`, name, path));
                }
                else if (property.enum === undefined && !Object.hasOwn(property, 'const'))
                    // Optional and limited to listed values: the values say what it is (resourceType: Text | Blob).
                    findings.push(finding(OPTIONAL_PARAMETER_UNDESCRIBED, `optional parameter "${path}" has no description, and neither its name nor the tool's description says what it is`, name, path));
            }
            if ((0,json/* isObject */.Gv)(property.properties))
                visit(property, path, false);
            if ((0,json/* isObject */.Gv)(property.items) && (0,json/* isObject */.Gv)(property.items.properties))
                visit(property.items, `${path}[]`, false);
        }
    };
    visit(schema, '', true);
    return findings;
}
const PARAMETERS = {
    rules: [
        PARAMETER_TYPE_MISSING,
        REQUIRED_PARAMETER_UNKNOWABLE,
        REQUIRED_PARAMETER_UNDESCRIBED,
        OPTIONAL_PARAMETER_UNDESCRIBED,
        FREE_TEXT_CONSTRAINED,
    ],
    schema: ({ schema, description, name }) => parameterFindings(schema, description, name),
};
//# sourceMappingURL=parameters.js.map
// EXTERNAL MODULE: ./lib/checks/poisoning.js
var poisoning = __webpack_require__(23785);
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/poisoning.js




const HIDDEN_TEXT = rule('hidden-text', 'error', 'Text the user does not see but the model reads (Unicode tag characters, zero-width or bidi controls, runs of variation selectors, text after a long run of white space, an HTML comment) is how instructions are smuggled in.');
const STEERS_AGAINST_USER = rule('steers-against-user', 'error', 'Model-facing text that tells the model to hide something from the user, not to mention a call, to read secrets unrelated to the tool (~/.ssh, .env, credentials) or to send data to an address turns the model against its user.');
const CROSS_TOOL_STEERING = rule('cross-tool-steering', 'warning', "A description that tells the model how to use a tool or server this server does not offer, or to prefer this tool over one named, reaches into other servers' tools.");
/**
 * The poisoning rules (hidden-text, steers-against-user, cross-tool-steering) over model-facing
 * texts of one subject (a tool, a prompt, a resource, the server's instructions); `own` holds the
 * names the server offers, which its texts may refer to.
 */
function poisoningFindings(texts, subject, own) {
    const findings = [];
    for (const { where, text, parameter } of texts) {
        for (const what of (0,poisoning/* hiddenText */.CZ)(text))
            findings.push(finding(HIDDEN_TEXT, `${where} holds ${what}`, subject, parameter));
        for (const what of (0,poisoning/* steersAgainstUser */.Rs)(text, subject))
            findings.push(finding(STEERS_AGAINST_USER, `${where} ${what}`, subject, parameter));
        for (const what of (0,poisoning/* steersOtherTools */.gG)(text, own))
            findings.push(finding(CROSS_TOOL_STEERING, `${where} ${what}`, subject, parameter));
    }
    return findings;
}
const SCHEMA_UNCHECKED = rule('schema-unchecked', 'error', `A schema nested more than ${MAX_SCHEMA_DEPTH} levels deep or holding more than ${MAX_SCHEMA_STRINGS.toLocaleString('en-US')} strings is not read to its end, so text aimed at the model could hide where lint stops; no tool needs one.`);
/**
 * Every text of a tool that the model reads: its title and description, its annotations' title,
 * and every string of its input and output schemas (see schemaTexts: descriptions and titles at
 * every level, `$defs`, enum, const, examples and default values, property names, any keyword).
 */
function toolTexts(tool) {
    const texts = [];
    for (const field of ['title', 'description'])
        if (typeof tool[field] === 'string')
            texts.push({ where: `the tool's ${field}`, text: tool[field] });
    const annotations = (0,json/* isObject */.Gv)(tool.annotations) ? tool.annotations : {};
    if (typeof annotations.title === 'string')
        texts.push({ where: "the tool's annotations.title", text: annotations.title });
    const propertyNames = new Set();
    const unread = [];
    const budget = { read: 0, limit: MAX_SCHEMA_STRINGS };
    for (const key of ['inputSchema', 'outputSchema']) {
        if (tool[key] === undefined)
            continue;
        const found = schemaTexts(tool[key], key, { parameters: key === 'inputSchema', budget });
        texts.push(...found.texts);
        for (const name of found.propertyNames)
            propertyNames.add(name);
        unread.push(...found.unread);
    }
    return { texts, propertyNames, unread };
}
/** Each tool's texts through the poisoning rules, then where its schemas were not read to the end. */
function poisonedTools(tools) {
    const findings = [];
    const own = new Set(toolNames(tools));
    tools.forEach((tool, index) => {
        const { texts, propertyNames, unread } = toolTexts(tool);
        // A tool's text may name its own parameters too ("give `city` rather than `city_code`"), nested ones as well.
        const names = new Set([...own, ...propertyNames]);
        findings.push(...poisoningFindings(texts, nameOf(tool, index), names));
        for (const sentence of unread)
            findings.push(finding(SCHEMA_UNCHECKED, `${sentence}: text hidden past there would reach the model unchecked; flatten or shorten the schema`, nameOf(tool, index)));
    });
    return findings;
}
const POISONING = {
    rules: [HIDDEN_TEXT, STEERS_AGAINST_USER, CROSS_TOOL_STEERING, SCHEMA_UNCHECKED],
    list: poisonedTools,
};
//# sourceMappingURL=poisoning.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/schemas.js


/** The JSON Schema type names; any other `type` is refused as a schema. */
const JSON_SCHEMA_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const INPUT_SCHEMA_INVALID = rule('input-schema-invalid', 'error', 'An input schema the model APIs refuse: not an object schema, anyOf/allOf/oneOf at its top level, properties that is not an object, an unknown type, or a $ref that does not resolve.');
const SCHEMA_UNSATISFIABLE = rule('schema-unsatisfiable', 'error', 'A parameter no call can satisfy: required but forbidden by additionalProperties: false, an empty enum, minimum above maximum, a pattern that does not compile, a const of another type.');
/** The input schema's top level: not an object schema (then nothing else of it is checked), no type, a combinator. */
function topLevel({ tool, name, schema }) {
    if (!schema) {
        const raw = tool.inputSchema;
        const what = (0,json/* isObject */.Gv)(raw) ? `has type ${JSON.stringify(raw.type)}` : `is ${JSON.stringify(raw) ?? 'absent'}`;
        return [finding(INPUT_SCHEMA_INVALID, `the input schema ${what}; it must be {"type": "object", …}`, name)];
    }
    const findings = [];
    if (schema.type === undefined) {
        findings.push(finding(INPUT_SCHEMA_INVALID, 'the input schema has no "type": "object"', name));
    }
    const combinators = ['anyOf', 'allOf', 'oneOf'].filter((key) => schema[key] !== undefined);
    if (combinators.length > 0)
        findings.push(finding(INPUT_SCHEMA_INVALID, `the input schema has ${combinators.join(' and ')} at its top level: the Anthropic API refuses the whole tool list ("input_schema does not support oneOf, allOf, or anyOf at the top level"); put the alternatives inside a property, or describe them`, name));
    return findings;
}
/** Every `$ref` in the schema that does not point into the schema itself (remote ones are never fetched by the APIs). */
function unresolvedRefs(root) {
    const bad = new Set();
    const walk = (node) => {
        if (Array.isArray(node))
            return node.forEach(walk);
        if (!(0,json/* isObject */.Gv)(node))
            return;
        for (const [key, value] of Object.entries(node)) {
            // Under `properties`, a key named "$ref" is a parameter's name, not a reference.
            if (key === '$ref' && typeof value === 'string' && (0,json/* resolveLocalRef */.hp)(root, value) === undefined)
                bad.add(value);
            else if (key === 'properties' && (0,json/* isObject */.Gv)(value))
                Object.values(value).forEach(walk);
            else
                walk(value);
        }
    };
    walk(root);
    return [...bad];
}
/** Bounds that must not cross: [lower, upper] keywords of one schema. */
const BOUND_PAIRS = [
    ['minimum', 'maximum'],
    ['exclusiveMinimum', 'maximum'],
    ['minimum', 'exclusiveMaximum'],
    ['exclusiveMinimum', 'exclusiveMaximum'],
    ['minLength', 'maxLength'],
    ['minItems', 'maxItems'],
    ['minProperties', 'maxProperties'],
];
/** Whether `value` is of JSON Schema type `type`. */
function ofType(value, type) {
    switch (type) {
        case 'null':
            return value === null;
        case 'array':
            return Array.isArray(value);
        case 'object':
            return (0,json/* isObject */.Gv)(value);
        case 'integer':
            return Number.isInteger(value);
        case 'number':
            return typeof value === 'number';
        default:
            return typeof value === type;
    }
}
/**
 * What the APIs refuse or no call can satisfy, anywhere in the input schema: `properties` that is
 * not an object, an unknown `type`, an empty `enum`, crossed bounds, a `pattern` that does not
 * compile, a `const` of another type than its schema's, a required property that
 * `additionalProperties: false` forbids.
 */
function schemaFindings(root, name) {
    const findings = [];
    const seen = new Set();
    const where = (path) => (path ? `parameter "${path}"` : 'the input schema');
    const walk = (node, path) => {
        if (!(0,json/* isObject */.Gv)(node) || seen.has(node))
            return;
        seen.add(node);
        const at = path || undefined;
        if (node.properties !== undefined && !(0,json/* isObject */.Gv)(node.properties))
            findings.push(finding(INPUT_SCHEMA_INVALID, `${where(path)} has "properties": ${JSON.stringify(node.properties)}; it must be an object of parameter schemas`, name, at));
        const types = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type : [];
        for (const type of types)
            if (typeof type !== 'string' || !JSON_SCHEMA_TYPES.has(type))
                findings.push(finding(INPUT_SCHEMA_INVALID, `${where(path)} has the unknown type ${JSON.stringify(type)}; the JSON Schema types are ${[...JSON_SCHEMA_TYPES].join(', ')}`, name, at));
        if (Array.isArray(node.enum) && node.enum.length === 0)
            findings.push(finding(SCHEMA_UNSATISFIABLE, `${where(path)} has an empty enum: no value is allowed`, name, at));
        for (const [low, high] of BOUND_PAIRS) {
            const a = node[low];
            const b = node[high];
            if (typeof a !== 'number' || typeof b !== 'number')
                continue;
            const exclusive = low.startsWith('exclusive') || high.startsWith('exclusive');
            if (a > b || (exclusive && a === b))
                findings.push(finding(SCHEMA_UNSATISFIABLE, `${where(path)} has ${low} ${a} above ${high} ${b}: no value fits`, name, at));
        }
        if (typeof node.pattern === 'string') {
            try {
                new RegExp(node.pattern, 'u');
            }
            catch (error) {
                findings.push(finding(SCHEMA_UNSATISFIABLE, `${where(path)} has a pattern that does not compile (${error.message}): no value can be checked against it`, name, at));
            }
        }
        if (Object.hasOwn(node, 'const') && types.length > 0 && !types.some((type) => ofType(node.const, String(type))))
            findings.push(finding(SCHEMA_UNSATISFIABLE, `${where(path)} has const ${JSON.stringify(node.const)}, which is not of its type ${types.join('|')}`, name, at));
        if (node.additionalProperties === false && node.patternProperties === undefined && Array.isArray(node.required)) {
            const properties = (0,json/* isObject */.Gv)(node.properties) ? node.properties : {};
            for (const key of node.required)
                if (typeof key === 'string' && !Object.hasOwn(properties, key))
                    findings.push(finding(SCHEMA_UNSATISFIABLE, `${where(path)} requires "${key}", which it does not list while additionalProperties is false: no call can send it`, name, path ? `${path}.${key}` : key));
        }
        if ((0,json/* isObject */.Gv)(node.properties))
            for (const [key, child] of Object.entries(node.properties))
                walk(child, path ? `${path}.${key}` : key);
        if (node.items !== undefined)
            for (const item of Array.isArray(node.items) ? node.items : [node.items])
                walk(item, `${path || 'items'}[]`);
        for (const key of ['anyOf', 'oneOf', 'allOf'])
            if (Array.isArray(node[key]))
                for (const option of node[key])
                    walk(option, path);
        if ((0,json/* isObject */.Gv)(node.additionalProperties))
            walk(node.additionalProperties, path);
        for (const key of ['$defs', 'definitions'])
            if ((0,json/* isObject */.Gv)(node[key]))
                for (const [defName, child] of Object.entries(node[key]))
                    walk(child, `#/${key}/${defName}`);
    };
    walk(root, '');
    return findings;
}
const SCHEMAS = {
    rules: [INPUT_SCHEMA_INVALID, SCHEMA_UNSATISFIABLE],
    tool: topLevel,
    schema: ({ schema, name }) => [
        ...unresolvedRefs(schema).map((ref) => finding(INPUT_SCHEMA_INVALID, `the input schema's $ref ${JSON.stringify(ref)} does not resolve within it`, name)),
        ...schemaFindings(schema, name),
    ],
};
//# sourceMappingURL=schemas.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/side-effects.js



const MUTATION_UNANNOTATED = rule('mutation-unannotated', 'warning', 'A tool whose name says it changes things, with no word of that in its description and no destructiveHint/readOnlyHint annotation, is called without care.');
/** Name words that say a tool changes something. */
const MUTATING_VERBS = new Set('create add insert delete remove drop destroy purge erase clear reset update edit modify patch set put write overwrite save move rename upload publish send post kill terminate revoke cancel'.split(' '));
/** Description words that tell the model the call has side effects. */
const SIDE_EFFECT_WORDS = /\b(creat|add|insert|delet|remov|drop|destroy|purg|eras|clear|reset|updat|edit|modif|patch|set|put|writ|overwrit|sav|mov|renam|upload|publish|send|sent|post|kill|terminat|revok|cancel|chang|replac|permanent|irreversibl|side effect|persist|stor)/i;
function mutationFindings({ tool, name, description, schema }) {
    // A tool whose input schema is refused whole is reported for that alone, as it always was.
    if (!schema)
        return [];
    const verb = wordsOf(name).find((word) => MUTATING_VERBS.has(word));
    if (!verb)
        return [];
    const annotations = (0,json/* isObject */.Gv)(tool.annotations) ? tool.annotations : {};
    if (typeof annotations.destructiveHint === 'boolean' || typeof annotations.readOnlyHint === 'boolean')
        return [];
    if (SIDE_EFFECT_WORDS.test(description))
        return [];
    return [
        finding(MUTATION_UNANNOTATED, `the name says "${verb}", but the description never says what the call changes and there is no destructiveHint/readOnlyHint annotation`, name),
    ];
}
const SIDE_EFFECTS = {
    rules: [MUTATION_UNANNOTATED],
    tool: mutationFindings,
};
//# sourceMappingURL=side-effects.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/size.js


/** Tools a model still chooses among well; past it, choices get worse and every request pays for the list. */
const MAX_TOOLS = 40;
/** Tokens of the tool list, sent with every request, past which a warning is given. */
const MAX_TOOL_LIST_TOKENS = 10_000;
/** Input schemas nested deeper than this (objects and arrays within each other) are called wrong more often. */
const MAX_NESTING_DEPTH = 3;
const DEEP_NESTING = rule('deep-nesting', 'warning', `Inputs nested more than ${MAX_NESTING_DEPTH} levels deep (objects and arrays in each other) are filled in wrong more often.`);
/** How deep objects and arrays go below the top-level object (whose parameters are depth 1). */
function nestingDepth(schema, root, seen = new Set()) {
    if (!(0,json/* isObject */.Gv)(schema) || seen.has(schema))
        return 0;
    seen.add(schema);
    let deepest = 0;
    const children = [];
    if ((0,json/* isObject */.Gv)(schema.properties))
        children.push(...Object.values(schema.properties));
    if (schema.items !== undefined)
        children.push(...(Array.isArray(schema.items) ? schema.items : [schema.items]));
    if ((0,json/* isObject */.Gv)(schema.additionalProperties))
        children.push(schema.additionalProperties);
    for (const key of ['anyOf', 'oneOf', 'allOf'])
        if (Array.isArray(schema[key]))
            for (const option of schema[key])
                deepest = Math.max(deepest, nestingDepth(option, root, seen) - 1);
    if (typeof schema.$ref === 'string')
        deepest = Math.max(deepest, nestingDepth((0,json/* resolveLocalRef */.hp)(root, schema.$ref), root, seen) - 1);
    for (const child of children)
        deepest = Math.max(deepest, nestingDepth(child, root, seen));
    seen.delete(schema);
    return children.length > 0 || deepest > 0 ? deepest + 1 : 0;
}
function deepNesting(schema, name) {
    // The top-level object is not a level: `items: [{tags: [string]}]` is three (array, object, array).
    const depth = nestingDepth(schema, schema) - 1;
    return depth > MAX_NESTING_DEPTH
        ? [finding(DEEP_NESTING, `the input is nested ${depth} levels deep (more than ${MAX_NESTING_DEPTH})`, name)]
        : [];
}
const TOO_MANY_TOOLS = rule('too-many-tools', 'warning', `More than ${MAX_TOOLS} tools: models choose worse among many, and every request carries the whole list.`);
function tooManyTools(tools) {
    return tools.length > MAX_TOOLS
        ? [
            finding(TOO_MANY_TOOLS, `the server lists ${tools.length} tools (more than ${MAX_TOOLS}); split it, or let clients enable groups of tools`),
        ]
        : [];
}
const TOOL_LIST_TOKENS = rule('tool-list-tokens', 'warning', `A tool list over ${MAX_TOOL_LIST_TOKENS.toLocaleString('en-US')} tokens is paid for in every request and crowds the model's context.`);
/**
 * The tool-list-tokens check, given the list's size. Not a stage of the registry: counting may
 * call the Messages API, so lintToolList (lint/index.ts) counts, unless the rule is skipped, and
 * then calls this.
 */
function toolListTokensFindings(tokens) {
    return tokens.count > MAX_TOOL_LIST_TOKENS
        ? [
            finding(TOOL_LIST_TOKENS, `the tool list is ${tokens.count.toLocaleString('en-US')} tokens (${tokens.method}), over ${MAX_TOOL_LIST_TOKENS.toLocaleString('en-US')}`),
        ]
        : [];
}
const SIZE = {
    rules: [DEEP_NESTING, TOO_MANY_TOOLS, TOOL_LIST_TOKENS],
    schema: ({ schema, name }) => deepNesting(schema, name),
    list: tooManyTools,
};
//# sourceMappingURL=size.js.map
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/surface.js







const LIST_UNREADABLE = rule('list-unreadable', 'error', `A prompt, resource or resource-template list whose pages go on past ${limits/* MAX_TOOL_LIST_PAGES */.GP} (a nextCursor that never ends) cannot be read whole by a host, so nothing in it is offered, and it is not linted.`);
/** `own` holds the tools' and prompts' names, which the texts may name. */
function surfaceFindings(surface, tools) {
    const findings = [];
    // A list cut at the page cap is not linted (it was not read), and says so, naming the list.
    for (const why of Object.values(surface.unread ?? {}))
        if (why !== undefined)
            findings.push(finding(LIST_UNREADABLE, why));
    const own = new Set(toolNames(tools));
    for (const prompt of surface.prompts)
        if (typeof prompt.name === 'string')
            own.add(prompt.name);
    const text = (value) => (typeof value === 'string' ? value : '');
    if (surface.instructions)
        findings.push(...poisoningFindings([{ where: "the server's instructions", text: surface.instructions }], 'instructions', own));
    for (const prompt of surface.prompts) {
        const subject = `prompt ${text(prompt.name)}`;
        if (!text(prompt.description).trim())
            findings.push(finding(DESCRIPTION_MISSING, 'the prompt has no description', subject));
        const texts = [];
        for (const field of ['title', 'description'])
            if (text(prompt[field]))
                texts.push({ where: `the prompt's ${field}`, text: text(prompt[field]) });
        for (const argument of Array.isArray(prompt.arguments) ? prompt.arguments : []) {
            if (!(0,json/* isObject */.Gv)(argument) || typeof argument.name !== 'string')
                continue;
            const described = text(argument.description).trim() !== '' || mentions(text(prompt.description), argument.name);
            if (argument.required === true && !described)
                findings.push(finding(REQUIRED_PARAMETER_UNDESCRIBED, `required argument "${argument.name}" has no description, and the prompt's description does not name it`, subject, argument.name));
            if (text(argument.description))
                texts.push({
                    where: `argument "${argument.name}"'s description`,
                    text: text(argument.description),
                    parameter: argument.name,
                });
        }
        findings.push(...poisoningFindings(texts, subject, own));
    }
    for (const [list, key, what] of [
        [surface.resourceTemplates, 'uriTemplate', 'resource template'],
        [surface.resources, 'uri', 'resource'],
    ])
        for (const entry of list) {
            const subject = `${what} ${text(entry[key])}`;
            // A static resource is data a host lists; a template is chosen by what it says it holds.
            if (what === 'resource template' && !text(entry.description).trim())
                findings.push(finding(DESCRIPTION_MISSING, 'the resource template has no description', subject));
            const texts = [];
            for (const field of ['title', 'description'])
                if (text(entry[field]))
                    texts.push({ where: `the ${what}'s ${field}`, text: text(entry[field]) });
            findings.push(...poisoningFindings(texts, subject, own));
        }
    return findings;
}
const SURFACE = {
    rules: [LIST_UNREADABLE],
    surface: surfaceFindings,
};
//# sourceMappingURL=surface.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/index.js











const REGISTRY = [
    NAMES, // a name the model APIs refuse; two tools of one name
    DESCRIPTIONS, // none, too short, vague; near-duplicates in the list
    SCHEMAS, // an input schema the APIs refuse, or that no call can satisfy
    SIDE_EFFECTS, // a tool that changes things without saying so
    PARAMETERS, // untyped, unexplained or free-text parameters
    POISONING, // hidden text, steering against the user or to other tools; schemas too big to read
    SIZE, // nested too deep, too many tools, too many tokens
    SURFACE, // prompts, resources, templates, instructions; lists that cannot be read whole
];
const FAMILIES = REGISTRY;
const RULES = Object.fromEntries(FAMILIES.flatMap((family) => family.rules.map((rule) => [rule.id, rule])));
const RULE_IDS = Object.keys(RULES);
function isRuleId(id) {
    return Object.hasOwn(RULES, id);
}
/** Runs every rule not in `skip` over the tool list; the token size is its own check (see lint/index.ts). */
function lintTools(tools, skip = new Set()) {
    const findings = [];
    tools.forEach((tool, index) => {
        const raw = tool.inputSchema;
        const site = {
            tool,
            name: nameOf(tool, index),
            description: descriptionOf(tool),
            schema: (0,json/* isObject */.Gv)(raw) && (raw.type === 'object' || raw.type === undefined) ? raw : undefined,
        };
        for (const family of FAMILIES)
            if (family.tool)
                findings.push(...family.tool(site));
        // The schema checks walk it recursively: one nested past the bound would exhaust the stack.
        // It is reported as schema-unchecked (see poisoning.ts), and these checks are not run on it.
        const schema = site.schema;
        if (schema && !deeperThan(schema, MAX_SCHEMA_DEPTH))
            for (const family of FAMILIES)
                if (family.schema)
                    findings.push(...family.schema({ ...site, schema }));
    });
    for (const family of FAMILIES)
        if (family.list)
            findings.push(...family.list(tools));
    return findings.filter((item) => !skip.has(item.rule));
}
/**
 * The rules that apply to prompts, resources, resource templates and the instructions (see
 * surface.ts); `tools` for their names, which those texts may name.
 */
function lintSurface(surface, tools, skip = new Set()) {
    const findings = [];
    for (const family of FAMILIES)
        if (family.surface)
            findings.push(...family.surface(surface, tools));
    return findings.filter((item) => !skip.has(item.rule));
}







//# sourceMappingURL=index.js.map

/***/ }),

/***/ 15722:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ checkSnapshot),
/* harmony export */   U: () => (/* reexport safe */ _model_server_tools_js__WEBPACK_IMPORTED_MODULE_2__.Ub)
/* harmony export */ });
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67379);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74109);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65254);
/* harmony import */ var _model_server_tools_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(30812);
/**
 * Compares a server's tool list with a committed snapshot file: the one result that `tools --diff`,
 * a run's `--tools-snapshot` and the action's `tools-snapshot` all render. Pure apart from the
 * caller handing it the file's text.
 */




async function checkSnapshot(input) {
    const current = (0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeSurface */ .LW)(input.tools, input.surface);
    const after = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_3__/* .estimateToolTokens */ .J)(current);
    const base = {
        file: input.file,
        acceptCommand: input.acceptCommand,
        ...(input.budget === undefined ? {} : { budget: input.budget }),
        overBudget: input.budget !== undefined && after > input.budget,
        ...((0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .unreadSections */ .mt)(input.surface).length > 0 ? { unread: (0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .unreadSections */ .mt)(input.surface) } : {}),
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
        const changes = await (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .diffSnapshots */ .V1)(saved, current);
        return {
            ...base,
            status: changes.length === 0 ? 'equal' : 'changed',
            changes,
            tokens: { before: (0,_tokens_js__WEBPACK_IMPORTED_MODULE_3__/* .estimateToolTokens */ .J)(saved), after, method: 'estimated' },
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

/***/ 67379:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V1: () => (/* binding */ diffSnapshots),
/* harmony export */   tO: () => (/* reexport safe */ _model_server_tools_js__WEBPACK_IMPORTED_MODULE_1__.tO)
/* harmony export */ });
/* unused harmony exports nullableAsType, SIMILAR_DESCRIPTION_SHARE */
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74109);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68884);
/* harmony import */ var _model_server_tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30812);
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
    const { wordDiff } = await __webpack_require__.e(/* import() */ 3215).then(__webpack_require__.bind(__webpack_require__, 33215));
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

/***/ 7462:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DP: () => (/* reexport safe */ _normalize_js__WEBPACK_IMPORTED_MODULE_2__.DP),
/* harmony export */   JN: () => (/* reexport safe */ _tokens_js__WEBPACK_IMPORTED_MODULE_3__.J),
/* harmony export */   LW: () => (/* reexport safe */ _normalize_js__WEBPACK_IMPORTED_MODULE_2__.LW),
/* harmony export */   Po: () => (/* reexport safe */ _check_js__WEBPACK_IMPORTED_MODULE_0__.P),
/* harmony export */   Ub: () => (/* reexport safe */ _check_js__WEBPACK_IMPORTED_MODULE_0__.U),
/* harmony export */   Up: () => (/* binding */ listSurface),
/* harmony export */   qO: () => (/* binding */ listTools)
/* harmony export */ });
/* harmony import */ var _mcp_tools_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88207);
/* harmony import */ var _mcp_surface_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(39023);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15722);
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67379);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74109);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65254);






/** Every tool the server lists, as the SDK validated it. */
async function listTools(client, timeoutMs) {
    return (await (0,_mcp_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .listServerTools */ .Xx)(client, timeoutMs));
}
/** The tool list and the rest of what the server offers a model: the whole surface a snapshot keeps. */
async function listSurface(client, timeoutMs) {
    return { tools: await listTools(client, timeoutMs), surface: await (0,_mcp_surface_js__WEBPACK_IMPORTED_MODULE_5__.listServerSurface)(client, timeoutMs) };
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 74109:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DP: () => (/* binding */ serializeSnapshot),
/* harmony export */   Dc: () => (/* binding */ sortDeep),
/* harmony export */   E$: () => (/* binding */ parseSnapshot),
/* harmony export */   LW: () => (/* binding */ normalizeSurface),
/* harmony export */   dr: () => (/* binding */ SnapshotFileError),
/* harmony export */   mt: () => (/* binding */ unreadSections),
/* harmony export */   rI: () => (/* binding */ normalizeTools),
/* harmony export */   vz: () => (/* binding */ SECTION_KEYS)
/* harmony export */ });
/* unused harmony exports SNAPSHOT_FORMAT, normalizeTool */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68884);
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

/***/ 65254:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ estimateToolTokens)
/* harmony export */ });
/* unused harmony export modelToolPayload */
/* harmony import */ var _util_tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56548);

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
    return (0,_util_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .estimateJsonTokens */ .$)(modelToolPayload(snapshot));
}
//# sourceMappingURL=tokens.js.map

/***/ }),

/***/ 42592:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ compareWithBaseline),
/* harmony export */   DK: () => (/* binding */ DEFAULT_BASELINE_RULE),
/* harmony export */   ID: () => (/* binding */ lookRule),
/* harmony export */   Lr: () => (/* binding */ differenceText),
/* harmony export */   gU: () => (/* binding */ FINGERPRINT_PARTS),
/* harmony export */   wQ: () => (/* binding */ baselineLooks)
/* harmony export */ });
/* unused harmony exports DEFAULT_MIN_EFFECT, newcombe, BASELINE_LOOKS */
/* harmony import */ var _rate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19137);
/**
 * An agent scenario's pass rate against its baseline (the rate a recorded run measured): the
 * difference of two proportions with Newcombe's hybrid score interval (Newcombe 1998, method 10),
 * built from the two rates' Wilson intervals, and the verdict a run reads from it. Pure and
 * dependency-free, like rate.ts.
 */

/** The default smallest drop (or gain) that counts: 10 percentage points. */
const DEFAULT_MIN_EFFECT = 0.1;
/**
 * Newcombe's hybrid score interval for `current.rate - baseline.rate` (method 10 of Newcombe 1998,
 * without continuity correction): the two Wilson intervals combined, so it stays inside [-1, 1] and
 * keeps near its stated coverage at 0 or n passes and at small n, where the Wald interval does not.
 */
function newcombe(current, baseline, confidence = 0.95) {
    if (current.trials === 0 || baseline.trials === 0)
        return { difference: 0, low: -1, high: 1, confidence };
    const now = (0,_rate_js__WEBPACK_IMPORTED_MODULE_0__/* .wilson */ .rF)(current.passes, current.trials, confidence);
    const then = (0,_rate_js__WEBPACK_IMPORTED_MODULE_0__/* .wilson */ .rF)(baseline.passes, baseline.trials, confidence);
    const difference = now.rate - then.rate;
    const below = Math.sqrt((now.rate - now.low) ** 2 + (then.high - then.rate) ** 2);
    const above = Math.sqrt((now.high - now.rate) ** 2 + (then.rate - then.low) ** 2);
    return {
        difference,
        low: Math.max(-1, difference - below),
        high: Math.min(1, difference + above),
        confidence,
    };
}
const DEFAULT_BASELINE_RULE = { minEffect: DEFAULT_MIN_EFFECT, confidence: 0.95 };
function compareWithBaseline(current, baseline, rule = DEFAULT_BASELINE_RULE, last = false) {
    const interval = newcombe(current, baseline, rule.confidence);
    // A hair of tolerance: 0.85 - 0.95 is -0.09999999999999998 in binary floating point.
    const atLeast = (change) => change >= rule.minEffect - 1e-9;
    const open = last ? 'inconclusive' : 'undecided';
    const verdict = current.trials === 0 || baseline.trials === 0
        ? open
        : interval.high < 0 && atLeast(-interval.difference)
            ? 'regressed'
            : interval.low > 0 && atLeast(interval.difference)
                ? 'improved'
                : interval.low > -rule.minEffect || (last && !atLeast(-interval.difference))
                    ? 'held'
                    : open;
    return { verdict, interval };
}
/** `-55 points (95% CI -72 to -31)`: a difference and its interval in whole percentage points. */
function differenceText(interval) {
    const points = (value) => {
        const rounded = Math.round(value * 100);
        return `${rounded > 0 ? '+' : ''}${rounded === 0 ? 0 : rounded}`;
    };
    return `${points(interval.difference)} points (${Math.round(interval.confidence * 100)}% CI ${points(interval.low)} to ${points(interval.high)})`;
}
/** How many times at most a run looks at the comparison before max_trials are spent. */
const BASELINE_LOOKS = 5;
/**
 * After which trials a run looks at the comparison: BASELINE_LOOKS evenly spaced looks ending at
 * `maxTrials` (every trial when there are fewer). Looking after every trial at a 95% interval would
 * call a scenario that kept its rate "regressed" about one time in eight (simulated: 12% at 95% over
 * 40 looks); a few looks, each at a stricter confidence (lookRule), keep it under 5%.
 */
function baselineLooks(maxTrials) {
    const looks = Math.min(BASELINE_LOOKS, maxTrials);
    return [...new Set(Array.from({ length: looks }, (_, k) => Math.ceil(((k + 1) * maxTrials) / looks)))];
}
/**
 * The rule for each look: the confidence split over the looks (Bonferroni), so the chance of any
 * false verdict over all the looks stays under `1 - confidence`.
 */
function lookRule(maxTrials, rule = DEFAULT_BASELINE_RULE) {
    const looks = baselineLooks(maxTrials).length;
    return { ...rule, confidence: 1 - (1 - rule.confidence) / looks };
}
const FINGERPRINT_PARTS = ['prompt', 'system', 'model', 'tools', 'checks'];
//# sourceMappingURL=baseline.js.map

/***/ }),

/***/ 98712:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nw: () => (/* binding */ weakerPhrasings),
/* harmony export */   Zt: () => (/* binding */ phrasingsText)
/* harmony export */ });
/* unused harmony exports fisherLower, holmAdjusted */
/* harmony import */ var _rate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19137);
/**
 * Whether one phrasing of an agent scenario's request does worse than the others: for each
 * phrasing, Fisher's exact test (one-sided: its rate below the rest's) of its passes and failures
 * against those of all the other phrasings together, with Holm's step-down correction across the
 * phrasings so that the chance of naming any phrasing when all share one rate stays at most `alpha`
 * (Holm 1979). Exact, so it holds at the handful of trials a phrasing gets; pure and dependency-free.
 */

/** ln(n!) by summing logs: exact enough for the trial counts a scenario runs (at most a few thousand). */
function logFactorial(n) {
    let sum = 0;
    for (let k = 2; k <= n; k++)
        sum += Math.log(k);
    return sum;
}
function logChoose(n, k) {
    return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
/**
 * Fisher's exact test, one-sided (lower): the probability, when both groups share one rate, of a
 * first group with at most `passesA` passes of `trialsA`, given `passesA + passesB` passes in all
 * (the hypergeometric lower tail).
 */
function fisherLower(passesA, trialsA, passesB, trialsB) {
    const total = trialsA + trialsB;
    const passes = passesA + passesB;
    const low = Math.max(0, passes - trialsB);
    const denominator = logChoose(total, passes);
    let p = 0;
    for (let a = low; a <= passesA; a++)
        p += Math.exp(logChoose(trialsA, a) + logChoose(trialsB, passes - a) - denominator);
    return Math.min(1, p);
}
/** Holm's step-down adjusted p-values, in the order given: reject where the adjusted value is at most alpha. */
function holmAdjusted(pValues) {
    const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
    const adjusted = new Array(pValues.length);
    let running = 0;
    for (const [rank, { p, index }] of order.entries()) {
        running = Math.max(running, Math.min(1, (pValues.length - rank) * p));
        adjusted[index] = running;
    }
    return adjusted;
}
/**
 * For each phrasing: its one-sided Fisher p-value against the rest and the Holm-adjusted value, and
 * whether it is significantly below the others at `alpha`. Fewer than two phrasings with trials: none is.
 */
function weakerPhrasings(tallies, alpha) {
    const passes = tallies.reduce((sum, t) => sum + t.passes, 0);
    const trials = tallies.reduce((sum, t) => sum + t.trials, 0);
    const tested = tallies.filter((t) => t.trials > 0).length;
    const pValues = tallies.map((t) => t.trials === 0 || t.trials === trials ? 1 : fisherLower(t.passes, t.trials, passes - t.passes, trials - t.trials));
    const adjusted = tested < 2 ? pValues.map(() => 1) : holmAdjusted(pValues);
    return pValues.map((pValue, index) => ({
        pValue,
        adjusted: adjusted[index],
        weaker: adjusted[index] <= alpha,
    }));
}
/** `phrasing 2 3/4 75% (95% CI 30–95%)`: each phrasing's tally, for the reports' one-line forms. */
function phrasingsText(results) {
    return results
        .map((r) => `phrasing ${r.index}${r.weaker ? ' (weaker)' : ''} ${r.passes}/${r.trials} ${(0,_rate_js__WEBPACK_IMPORTED_MODULE_0__/* .rateText */ .cf)(r.rate)}`)
        .join('; ');
}
//# sourceMappingURL=phrasings.js.map

/***/ }),

/***/ 19137:
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

/***/ 54191:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ closestTextCost),
/* harmony export */   YC: () => (/* binding */ editDistance),
/* harmony export */   dT: () => (/* binding */ closestText),
/* harmony export */   kp: () => (/* binding */ closest)
/* harmony export */ });
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

/***/ 6587:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ readTextUpTo),
/* harmony export */   a: () => (/* binding */ writeReportFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);


/** Pieces of a report gathered before one write: few system calls, little held at once. */
const REPORT_WRITE_BATCH_CHARS = 1 << 20;
/**
 * Writes a report file, making its directory first: a string at once, or pieces (a large report
 * rendered a part at a time) in batches as they come.
 */
async function writeReportFile(file, text) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(file), { recursive: true });
    if (typeof text === 'string')
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, text, 'utf8');
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'w');
    try {
        let batch = [];
        let size = 0;
        for (const piece of text) {
            batch.push(piece);
            size += piece.length;
            if (size >= REPORT_WRITE_BATCH_CHARS) {
                await handle.write(batch.join(''), null, 'utf8');
                batch = [];
                size = 0;
            }
        }
        if (batch.length > 0)
            await handle.write(batch.join(''), null, 'utf8');
    }
    finally {
        await handle.close();
    }
}
/**
 * A text file's content, or undefined when it cannot be read or is larger than `limitBytes`
 * (checked before reading): for what a report only uses when it can (a line to point at).
 */
async function readTextUpTo(file, limitBytes) {
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file);
        if (!info.isFile() || info.size > limitBytes)
            return undefined;
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch {
        return undefined;
    }
}
//# sourceMappingURL=files.js.map

/***/ }),

/***/ 68884:
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

/***/ 62038:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
/** A word for a POSIX shell: as it is when it holds nothing the shell would read, else single-quoted. */
function shellWord(word) {
    if (/^[A-Za-z0-9_./:=@%+,-]+$/.test(word))
        return word;
    return `'${word.replace(/'/g, `'\\''`)}'`;
}
//# sourceMappingURL=shell.js.map

/***/ }),

/***/ 37909:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PJ: () => (/* binding */ stopReason),
/* harmony export */   ZI: () => (/* binding */ stopOnSignals)
/* harmony export */ });
/* unused harmony export SIGNAL_EXIT */
/**
 * SIGINT and SIGTERM (Ctrl-C, a cancelled or timed-out CI job: the runner sends SIGINT, then
 * SIGTERM) stop what is under way through an AbortSignal, so the command still says and writes what
 * it did: a run's scenarios not finished are errored, a fuzz lists the tools it did not reach. A
 * second signal exits at once, with the status a shell gives a process the signal ended.
 */
/** Exit status of a process ended by a signal, as a shell reports it (128 + the signal's number). */
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 };
function stopOnSignals() {
    const controller = new AbortController();
    const offs = Object.keys(SIGNAL_EXIT).map((name) => {
        const handler = () => {
            if (controller.signal.aborted)
                process.exit(SIGNAL_EXIT[name]);
            controller.abort(new Error(`${name} received`));
        };
        process.on(name, handler);
        return () => process.off(name, handler);
    });
    return { signal: controller.signal, release: () => offs.forEach((off) => off()) };
}
/** Why `signal` was aborted, in words (`SIGTERM received`). */
function stopReason(signal) {
    const reason = signal?.reason;
    return reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'stopped';
}
//# sourceMappingURL=signals.js.map

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

//# sourceMappingURL=371.index.js.map