export const id = 9869;
export const ids = [9869];
export const modules = {

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

/***/ 69221:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RENDERERS: () => (/* reexport */ RENDERERS),
  annotationsHeadline: () => (/* reexport */ headlines/* annotationsHeadline */.jD),
  askedReports: () => (/* reexport */ askedReports),
  emptyShardNotice: () => (/* reexport */ headlines/* emptyShardNotice */.ab),
  eraseSecretsFromEnvironment: () => (/* reexport */ eraseSecretsFromEnvironment),
  failureHeadline: () => (/* reexport */ headlines/* failureHeadline */.Ni),
  lintHeadline: () => (/* reexport */ headlines/* lintHeadline */.a2),
  readReportContext: () => (/* reexport */ readReportContext),
  renderReportFile: () => (/* reexport */ renderReportFile),
  reportFileProblem: () => (/* reexport */ reportFileProblem),
  reportFiles: () => (/* reexport */ reportFiles),
  runSuite: () => (/* reexport */ run/* runSuite */.og),
  secretVariables: () => (/* reexport */ secretVariables),
  snapshotFailed: () => (/* reexport */ server_tools/* snapshotFailed */.Ub),
  snapshotHeadline: () => (/* reexport */ snapshot/* snapshotHeadline */.bB),
  unmatchedGlobWarnings: () => (/* reexport */ headlines/* unmatchedGlobWarnings */.TR)
});

// EXTERNAL MODULE: ./lib/run/index.js + 12 modules
var run = __webpack_require__(23086);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./lib/secrets/environ.js

/** Fields of /proc/<pid>/stat (1-based, counted as proc(5) does) that bound the environment block. */
const ENV_START_FIELD = 50;
const ENV_END_FIELD = 51;
/**
 * Removes every variable `isSecret` says holds a secret (given its name and value) from `process.env`, and on Linux
 * overwrites those values in the initial environment block too. Deleting from `process.env` alone
 * does not change `/proc/self/environ`: the kernel shows the memory the block was first written to,
 * so a process of the same user (the stdio server reading `/proc/<ppid>/environ`, an in-process
 * module reading `/proc/self/environ`) would still read the secret there. A process may write its
 * own memory through `/proc/self/mem`, which Node can do without a native addon; the block's
 * bounds are in `/proc/self/stat`. Call it once every setting has been read from the environment.
 */
function eraseSecretsFromEnvironment(isSecret) {
    const removed = [];
    for (const [name, value] of Object.entries(process.env)) {
        if (value !== undefined && isSecret(name, value)) {
            delete process.env[name];
            removed.push(name);
        }
    }
    if (process.platform !== 'linux')
        return { removed, initialBlock: 'unavailable', problem: 'not Linux' };
    try {
        return { removed, initialBlock: overwriteInitialBlock(isSecret) };
    }
    catch (error) {
        return { removed, initialBlock: 'unavailable', problem: error.message };
    }
}
function overwriteInitialBlock(isSecret) {
    const stat = external_node_fs_.readFileSync('/proc/self/stat', 'latin1');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = Number(fields[ENV_START_FIELD - 3]);
    const end = Number(fields[ENV_END_FIELD - 3]);
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end <= start) {
        throw new Error('/proc/self/stat does not give the environment block (Linux older than 3.5?)');
    }
    const fd = external_node_fs_.openSync('/proc/self/mem', 'r+');
    try {
        const block = Buffer.alloc(end - start);
        external_node_fs_.readSync(fd, block, 0, block.length, start);
        let overwritten = false;
        let offset = 0;
        while (offset < block.length) {
            let stop = block.indexOf(0, offset);
            if (stop < 0)
                stop = block.length;
            const equals = block.indexOf(0x3d, offset);
            if (equals >= 0 &&
                equals < stop &&
                isSecret(block.toString('utf8', offset, equals), block.toString('utf8', equals + 1, stop))) {
                // The name stays, so /proc shows which variable was erased; the value becomes `*`s.
                const stars = Buffer.alloc(stop - equals - 1, '*');
                external_node_fs_.writeSync(fd, stars, 0, stars.length, start + equals + 1);
                overwritten = true;
            }
            offset = stop + 1;
        }
        const after = external_node_fs_.readFileSync('/proc/self/environ');
        for (const entry of after.toString('utf8').split('\0')) {
            const equals = entry.indexOf('=');
            if (equals >= 0 && isSecret(entry.slice(0, equals), entry.slice(equals + 1))) {
                throw new Error('a secret is still in /proc/self/environ after overwriting it');
            }
        }
        return overwritten ? 'overwritten' : 'clean';
    }
    finally {
        external_node_fs_.closeSync(fd);
    }
}
/**
 * Variables the action still reads after its settings (to write its reports), or that the process
 * needs: never erased. A secret inside one would be very odd; breaking the reports would be sure.
 */
const STILL_NEEDED = new Set([
    'GITHUB_OUTPUT',
    'GITHUB_STEP_SUMMARY',
    'GITHUB_WORKSPACE',
    'RUNNER_TEMP',
    'PATH',
    'HOME',
]);
/** Secrets shorter than this are erased only from the variables that carry secrets by name. */
const MIN_ERASED_ANYWHERE_CHARS = 8;
/**
 * Which variables to erase for these secrets: those that carry secrets by name (every action
 * input, `MCP_EVAL_*`, `ANTHROPIC_*`) when their value holds any form of one; any other (but those
 * still needed) when it holds a form of a secret of at least 8 characters, so a short header value
 * ("true") does not take `CI` with it.
 */
function secretVariables(secrets, holdsSecret) {
    const long = secrets.filter((secret) => secret.length >= MIN_ERASED_ANYWHERE_CHARS);
    return (name, value) => {
        if (STILL_NEEDED.has(name))
            return false;
        if (/^(INPUT_|MCP_EVAL_|ANTHROPIC_)/.test(name))
            return holdsSecret(value, secrets);
        return holdsSecret(value, long);
    };
}
//# sourceMappingURL=environ.js.map
// EXTERNAL MODULE: ./lib/model/server-tools.js
var server_tools = __webpack_require__(30812);
// EXTERNAL MODULE: ./lib/report/annotations.js
var annotations = __webpack_require__(91116);
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
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
;// CONCATENATED MODULE: ./lib/report/sections/text.js
// A section (sections/section.ts) as plain text for the terminal and the job log: untrusted text
// made safe to print (escapeTerminal), names on one line (escapeName), labels as they are; a line per paragraph or note.

function spanText(span) {
    if (typeof span === 'string')
        return span;
    if ('text' in span)
        return (0,text_escape/* escapeTerminal */.en)(span.text);
    if ('name' in span)
        return (0,text_escape/* escapeName */.L$)(span.name);
    if ('code' in span)
        return (0,text_escape/* escapeName */.L$)(span.code);
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
;// CONCATENATED MODULE: ./lib/report/coverage.js




/**
 * The terminal's coverage lines: how many of the server's tools the scenarios call, and which none
 * does; then its resources, resource templates and prompts, and which none reads (when it lists some).
 */
function coverageLine(coverage) {
    return sectionText(coverageSection(coverage)).join('\n');
}
/** The summary's coverage lines, in Markdown: one paragraph each. */
function coverageMarkdown(coverage) {
    return (0,markdown/* sectionMarkdown */.TB)(coverageSection(coverage));
}
//# sourceMappingURL=coverage.js.map
// EXTERNAL MODULE: ./lib/report/headlines.js
var headlines = __webpack_require__(76243);
// EXTERNAL MODULE: ./lib/report/hint-claims.js
var hint_claims = __webpack_require__(50039);
// EXTERNAL MODULE: ./lib/model/annotations.js
var model_annotations = __webpack_require__(25979);
// EXTERNAL MODULE: ./lib/run/verdict.js
var verdict = __webpack_require__(52724);
// EXTERNAL MODULE: ./lib/report/text/limits.js
var limits = __webpack_require__(64102);
;// CONCATENATED MODULE: ./lib/report/sections/annotations.js






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
    const failing = (0,verdict/* runAnnotationsFailed */.F)(run);
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
            { code: (0,limits/* clipLine */.DX)(json(tool.failure.args), limits/* CELL_LIMIT_CHARS */.Fd) },
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
            { code: (0,limits/* clipLine */.DX)(line.line, limits/* CELL_LIMIT_CHARS */.Fd) },
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
            { strong: [{ code: finding.tool }, ` is not ${hint_claims/* CLAIM_OF_KIND */.Yt[finding.kind]}`] },
            ` (${finding.kind}, ${model_annotations/* HINT_OF_KIND */.LE[finding.kind]}): `,
            { text: clip(finding.detail) },
        ],
        [
            'input ',
            { code: (0,limits/* clipLine */.DX)(json(finding.args), limits/* CELL_LIMIT_CHARS */.Fd) },
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
    const parts = (0,hint_claims/* changeParts */.bz)(change);
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
const clip = (text) => (0,limits/* clipLine */.DX)(text, limits/* MESSAGE_LIMIT_CHARS */.g);
/** The job summary's section: a heading, then the blocks in Markdown (untrusted text escaped). */
function annotationsSummary(run) {
    const section = annotationsSection(run);
    return [`### ${section.icon} ${(0,markdown/* lineMarkdown */.uN)(section.title)}`, '', ...(0,markdown/* sectionMarkdown */.TB)(section)];
}
/** The same for the log and the terminal: plain lines, untrusted text made safe to print. */
function annotationsLogText(run) {
    const section = annotationsSection(run);
    return `${[lineText(section.title), ...sectionText(section)].join('\n')}\n`;
}
//# sourceMappingURL=annotations.js.map
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
    lines.push(...blockText(unusedSuppressionsBlock(report)));
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
// EXTERNAL MODULE: ./lib/report/snapshot.js
var snapshot = __webpack_require__(91948);
// EXTERNAL MODULE: ./lib/report/style.js
var report_style = __webpack_require__(11983);
;// CONCATENATED MODULE: ./lib/report/eras.js




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
        `${(0,report_style/* paint */.n)(style, 'yellow', 'notice:')} ${lineText(entry(scenario))} ${DIFFERS}, ${lineText([{ name: sides(difference) }])}:`,
        ...(0,text_escape/* escapeTerminal */.en)(difference.diff)
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
        const named = `${(0,markdown/* lineMarkdown */.uN)(entry(scenario))}: ${(0,markdown/* lineMarkdown */.uN)([{ name: sides(difference) }])}`;
        // Top-level blocks, not list items: a `<pre>` in a list item would end at its first unindented line.
        if (withDiffs)
            lines.push(named, '', `<details><summary>Difference (${difference.diff.length} characters)</summary>`, '', `<pre>${(0,text_escape/* escapeHtml */.ZD)(difference.diff)}</pre>`, '', '</details>', '');
        else
            lines.push(`- ${named}`);
    }
    if (!withDiffs)
        lines.push('');
    return lines;
}
//# sourceMappingURL=eras.js.map
// EXTERNAL MODULE: ./lib/report/summary/markdown.js
var summary_markdown = __webpack_require__(83308);
// EXTERNAL MODULE: ./lib/report/summary/table.js
var table = __webpack_require__(56593);
// EXTERNAL MODULE: ./lib/report/summary/headline.js
var headline = __webpack_require__(85665);
// EXTERNAL MODULE: ./lib/model/limits.js
var model_limits = __webpack_require__(22645);
// EXTERNAL MODULE: ./lib/report/summary/agent.js
var agent = __webpack_require__(69244);
;// CONCATENATED MODULE: ./lib/report/summary/failure.js






/** Every criterion the judge answered, passed or failed, with its reason: why a green run is green. */
function judgeVerdicts(run, options) {
    const judged = run.scenarios.flatMap((scenario) => scenario.checks.filter((check) => check.judge).map((check) => ({ scenario, check, verdict: check.judge })));
    if (judged.length === 0)
        return [];
    const lines = [`<details><summary>Judge verdicts (${judged.length})</summary>`, ''];
    for (const { scenario, check, verdict } of judged) {
        lines.push(`- ${verdict.verdict === 'PASS' ? '✅ PASS' : '❌ FAIL'} ${(0,text_escape/* escapeInline */.VV)(scenario.name)} at ${(0,summary_markdown/* location */.C5)(check.position, options)}` +
            ` “${(0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(check.subject, limits/* MESSAGE_LIMIT_CHARS */.g))}”: ${(0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(verdict.reason, limits/* MESSAGE_LIMIT_CHARS */.g))}`);
    }
    lines.push('', '</details>', '');
    return lines;
}
function renderFailure(scenario, options, withOutputs, checksShown = Infinity) {
    const lines = [
        `#### ${summary_markdown/* STATUS_LABEL */._P[scenario.status]}: ${(0,text_escape/* escapeInline */.VV)(scenario.name)} (${(0,summary_markdown/* location */.C5)(scenario.position, options)})`,
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
            ? `- **${check.kind}** “${(0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(check.subject, limits/* MESSAGE_LIMIT_CHARS */.g))}” at ${(0,summary_markdown/* location */.C5)(check.position, options)}: the error above`
            : checkBullet(check, options));
    if (allFailed.length > failed.length)
        lines.push(`- … +${(0,summary_markdown/* thousands */.oh)(allFailed.length - failed.length)} more failed checks, left out to keep this summary under ` +
            'GitHub’s 1 MiB limit (every one is in the JSON report)');
    lines.push('');
    for (const check of failed) {
        if (!check.judge)
            continue;
        lines.push(`Judge’s raw reply to the criterion at ${(0,summary_markdown/* location */.C5)(check.position, options)}` +
            (check.judge.malformed ? ` (not in the two-line format: ${(0,text_escape/* escapeInline */.VV)(check.judge.malformed)})` : '') +
            ':', '', `<pre>${(0,text_escape/* escapeHtml */.ZD)((0,limits/* cutStart */.Dr)(check.judge.raw, limits/* JUDGE_REPLY_LIMIT_CHARS */.hO))}</pre>`, '');
    }
    if (scenario.agent)
        lines.push(...(0,agent/* agentDetails */.q_)(scenario.agent, withOutputs, scenario.cost));
    lines.push(...clientRequests(scenario), ...serverNotifications(scenario));
    if (withOutputs && !scenario.agent && scenario.eras && scenario.eras.length > 1) {
        // protocol: both: each era's output, so a parity failure shows what changed between them.
        for (const era of scenario.eras)
            lines.push(...(0,summary_markdown/* folded */.TM)(`Joined output, ${era.era} era (${(0,text_escape/* escapeInline */.VV)(era.revision)}, ${era.status})`, era.output, (0,limits/* cutStart */.Dr)(era.output, limits/* SUMMARY_OUTPUT_LIMIT_CHARS */.fG), 'first', limits/* SUMMARY_OUTPUT_LIMIT_CHARS */.fG));
    }
    else if (withOutputs && !scenario.agent) {
        if (scenario.output)
            lines.push(...(0,summary_markdown/* folded */.TM)('Joined output', scenario.output, (0,limits/* cutStart */.Dr)(scenario.output, limits/* SUMMARY_OUTPUT_LIMIT_CHARS */.fG), 'first', limits/* SUMMARY_OUTPUT_LIMIT_CHARS */.fG));
    }
    if (withOutputs && !scenario.agent) {
        if (scenario.stderr?.trim())
            lines.push(...(0,summary_markdown/* folded */.TM)('Server stderr', scenario.stderr, (0,limits/* cutEnd */.ym)(scenario.stderr, limits/* SUMMARY_STDERR_LIMIT_CHARS */.wC), 'last', limits/* SUMMARY_STDERR_LIMIT_CHARS */.wC));
    }
    return lines;
}
function checkBullet(check, options) {
    // A step names its tool, before its position, as the table does.
    const tool = check.kind === 'step' ? ` <code>${(0,text_escape/* escapeInline */.VV)(check.subject)}</code>` : '';
    const subject = check.kind === 'judge' ? ` criterion “${(0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(check.subject, limits/* MESSAGE_LIMIT_CHARS */.g))}”:` : ':';
    return `- **${check.kind}**${tool} at ${(0,summary_markdown/* location */.C5)(check.position, options)}${subject} ${(0,text_escape/* escapeLines */.RQ)((0,limits/* clipLine */.DX)(check.message ?? `${check.kind} check failed`, limits/* MESSAGE_LIMIT_CHARS */.g))}`;
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
                `- step ${index + 1} <code>${(0,text_escape/* escapeInline */.VV)(step.tool)}</code>: ${(0,summary_markdown/* thousands */.oh)(step.requestsLeftOut)} more ` +
                    `request${step.requestsLeftOut === 1 ? '' : 's'}, ` +
                    `not kept (the first ${(0,summary_markdown/* thousands */.oh)(model_limits/* CALL_REQUESTS_KEPT */.H1)} of a call are: CALL_REQUESTS_KEPT)`,
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
        if (rendered && (0,summary_markdown/* bytes */.ee)(rendered.markdown) <= budget)
            return rendered;
    }
    // Still too big: as many failure details as fit, then as many failing rows as fit.
    const room = budget - WARNING_RESERVE_BYTES;
    const lean = { ...stages.at(-1), details: 0 };
    const base = (0,summary_markdown/* bytes */.ee)(composeAll(run, options, lean).markdown);
    let used = base;
    let details = 0;
    for (const failure of failures) {
        const size = (0,summary_markdown/* bytes */.ee)(renderFailure(failure, options, false, lean.checksPerFailure).join('\n')) + 1;
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
        size -= (0,summary_markdown/* bytes */.ee)((0,table/* tableRow */.j)(failures[failedRows], (0,summary_markdown/* withoutLinks */.W_)(options))) + 1;
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
    const leanest = sections.map((section) => (0,summary_markdown/* bytes */.ee)(section.renderings.at(-1)?.markdown ?? '') + 1);
    const reserved = leanest.reduce((sum, size) => sum + size, 0);
    const main = renderSummary(run, { ...options, budgetBytes: Math.max(0, budget - reserved) });
    let markdown = main.markdown;
    const leftOut = [...main.leftOut];
    let used = (0,summary_markdown/* bytes */.ee)(markdown);
    sections.forEach((section, index) => {
        const laterLeanest = leanest.slice(index + 1).reduce((sum, size) => sum + size, 0);
        const room = budget - used - laterLeanest;
        const chosen = section.renderings.find((rendering) => (0,summary_markdown/* bytes */.ee)(rendering.markdown) + 1 <= room) ?? section.renderings.at(-1);
        if (!chosen)
            return;
        markdown += `\n${chosen.markdown}`;
        used += (0,summary_markdown/* bytes */.ee)(chosen.markdown) + 1;
        if (chosen.leftOut)
            leftOut.push(chosen.leftOut);
    });
    return { markdown, leftOut };
}
/** Last resort (a run of nothing but file errors, say): cut whole lines off the end. */
function shrinkToFit(rendered, budget) {
    if ((0,summary_markdown/* bytes */.ee)(rendered.markdown) <= budget)
        return rendered;
    const lines = rendered.markdown.split('\n');
    const note = '\n\n_[… the rest of this summary was cut to stay under GitHub’s 1 MiB limit]_';
    let size = (0,summary_markdown/* bytes */.ee)(rendered.markdown) + (0,summary_markdown/* bytes */.ee)(note);
    while (lines.length > 0 && size > budget)
        size -= (0,summary_markdown/* bytes */.ee)(lines.pop()) + 1;
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
    const differing = differingBetweenEras(run).length;
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
    const lines = [...(0,headline/* headline */.Pl)(run, options)];
    if (leftOut.length > 0) {
        lines.push('> [!WARNING]', `> This summary was shortened to stay under GitHub’s 1 MiB limit. Left out: ${leftOut.join('; ')}. ` +
            'Every result is in the JSON report (the `report-json` output).', '');
    }
    const emptyShard = (0,headlines/* emptyShardNotice */.ab)(run);
    if (emptyShard)
        lines.push(`${(0,text_escape/* escapeInline */.VV)(emptyShard[0].toUpperCase() + emptyShard.slice(1))}.`, '');
    lines.push(...(0,headline/* whyNotRun */.hv)(run), ...(0,headline/* annotationNote */.IN)(run, everyFailureShown));
    if (run.coverage)
        lines.push(...coverageMarkdown(run.coverage));
    if (run.lint)
        lines.push(...lintSummary(run.lint));
    if (run.annotations)
        lines.push(...annotationsSummary(run.annotations));
    if (run.fileErrors.length > 0) {
        lines.push(`### ❌ ${(0,annotations/* plural */.LS)(run.fileErrors.length, 'problem')} in scenario files; nothing was run`, '');
        for (const error of run.fileErrors) {
            lines.push(`- ${(0,summary_markdown/* location */.C5)(error.position, options, true)}: ${(0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(error.message, limits/* MESSAGE_LIMIT_CHARS */.g))}`);
        }
        lines.push('');
    }
    if (run.serverError) {
        lines.push(`### ❌ ${headlines/* SERVER_NOT_STARTED */.iZ}`, '', (0,text_escape/* escapeInline */.VV)((0,limits/* clipLine */.DX)(run.serverError.message, limits/* MESSAGE_LIMIT_CHARS */.g)), '');
        const stderr = run.serverError.stderr;
        if (shown.outputs && stderr?.trim()) {
            lines.push(...(0,summary_markdown/* folded */.TM)('Server stderr', stderr, (0,limits/* cutEnd */.ym)(stderr, limits/* SUMMARY_STDERR_LIMIT_CHARS */.wC), 'last', limits/* SUMMARY_STDERR_LIMIT_CHARS */.wC));
        }
    }
    if (run.unmatchedGlobs.length > 0) {
        lines.push(`No scenario file matched ${run.unmatchedGlobs.map((glob) => `<code>${(0,text_escape/* escapeInline */.VV)(glob)}</code>`).join(', ')}.`, '');
    }
    // What is written so far, in bytes (each line and its line break), for the limit.
    let size = lines.reduce((sum, line) => sum + (0,summary_markdown/* bytes */.ee)(line) + 1, 0);
    const within = (added) => {
        if (limitBytes === Infinity)
            return true;
        for (const line of added)
            size += (0,summary_markdown/* bytes */.ee)(line) + 1;
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
        const rowOptions = shown.rowLinks ? options : (0,summary_markdown/* withoutLinks */.W_)(options);
        for (const scenario of rows) {
            const row = (0,table/* tableRow */.j)(scenario, rowOptions);
            lines.push(row);
            if (!within([row]))
                return undefined;
        }
        lines.push('');
    }
    if (shown.outputs)
        lines.push(...judgeVerdicts(run, options));
    const eraDifferences = eraDifferenceMarkdown(run, shown.outputs);
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
// EXTERNAL MODULE: ./lib/report/protocol.js
var protocol = __webpack_require__(44456);
// EXTERNAL MODULE: ./lib/stats/rate.js
var rate = __webpack_require__(19137);
// EXTERNAL MODULE: ./lib/stats/baseline.js
var baseline = __webpack_require__(42592);
// EXTERNAL MODULE: ./lib/stats/phrasings.js
var phrasings = __webpack_require__(98712);
// EXTERNAL MODULE: ./lib/report/sections/not-run.js
var not_run = __webpack_require__(55614);
;// CONCATENATED MODULE: ./lib/report/terminal.js



















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
    return (0,limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(text).replace(/\n/g, ' ⏎ '), limit);
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
        const clipped = (0,limits/* clipKeepingCommands */._G)(text, limit);
        if (clipped !== (0,limits/* clipLine */.DX)(text, limit))
            return `${clipped} (in full below)`;
    }
    const space = text.lastIndexOf(' ', limit);
    return `${text.slice(0, space > 0 ? space : limit)} … (in full below)`;
}
function indent(text, prefix) {
    return (0,text_escape/* escapeTerminal */.en)(text)
        .split('\n')
        .map((line) => `${prefix}${line}`);
}
/** One line for a finished scenario, with the first reason when it did not pass. */
function renderScenarioLine(scenario, style) {
    const [label, color] = MARK[scenario.status];
    const firstFailed = scenario.checks.find((check) => check.status === 'failed');
    const note = scenario.status === 'skipped'
        ? ` (${(0,limits/* clipKeepingCommands */._G)((0,text_escape/* escapeTerminal */.en)(scenario.skipReason ?? 'skipped').replace(/\n/g, ' ⏎ '), NOTE_LINE_LIMIT_CHARS)})`
        : scenario.status === 'errored' && scenario.error
            ? `: ${clipAtWord((0,text_escape/* escapeTerminal */.en)(scenario.error).replace(/\n/g, ' ⏎ '), ERROR_LINE_LIMIT_CHARS)}`
            : firstFailed
                ? `: ${firstFailed.kind}${firstFailed.step ? ` of step ${firstFailed.step.index}` : ''} at line ${firstFailed.position.line}`
                : '';
    const renewed = scenario.steps.find((step) => step.newSession);
    const renewedNote = renewed
        ? ` (${(0,text_escape/* escapeName */.L$)(renewed.tool)} at line ${renewed.position.line} ran on a new session: ${oneLine(renewed.newSession)})`
        : '';
    const warned = scenario.steps.find((step) => step.warnings?.length);
    const warnedNote = warned
        ? ` ${(0,report_style/* paint */.n)(style, 'yellow', `(warning: ${(0,text_escape/* escapeName */.L$)(warned.tool)} at line ${warned.position.line}: ${oneLine(warned.warnings[0])})`)}`
        : '';
    const agent = scenario.agent;
    const agentNote = agent?.trials.length
        ? ` ${(0,report_style/* paint */.n)(style, 'dim', `[${agent.passes}/${agent.trials.length} trials, pass rate ${(0,rate/* rateText */.cf)(agent.rate)}${agent.phrasings ? `; ${(0,phrasings/* phrasingsText */.Zt)(agent.phrasings)}` : ''}, ${agent.replayed ? replayedText(agent.recording) : agentTokens(agent.tokens)}${scenario.cost ? `, ${costText(scenario.cost)}` : ''}${baselineNote(agent)}]`)}`
        : scenario.cost
            ? ` ${(0,report_style/* paint */.n)(style, 'dim', `[cost ${costText(scenario.cost)}]`)}`
            : '';
    const eraNote = scenario.eraDifference
        ? ` ${(0,report_style/* paint */.n)(style, 'yellow', '(its output differs between eras: the difference is at the end)')}`
        : '';
    return `${(0,report_style/* paint */.n)(style, color, label.padEnd(5))} ${(0,text_escape/* escapeName */.L$)(scenario.name)} ${(0,report_style/* paint */.n)(style, 'dim', (0,summary_markdown/* formatDuration */.a3)(scenario.durationMs))}${agentNote}${note}${renewedNote}${warnedNote}${eraNote}`;
}
/** `, baseline: regressed (-55 points (95% CI -69 to -36))`: each comparison with the agent baseline. */
function baselineNote(agent) {
    const comparisons = agent.baseline?.comparisons ?? [];
    if (comparisons.length === 0)
        return '';
    const each = comparisons.map((comparison) => `${comparison.outcome}` +
        (comparison.interval ? ` ${(0,baseline/* differenceText */.Lr)(comparison.interval)}` : '') +
        (comparison.changed ? ` (${comparison.changed.join(', ')} changed)` : ''));
    return `, baseline: ${(0,text_escape/* escapeName */.L$)(each.join('; '))}`;
}
/** `replayed from scenarios/__recordings__/x.json (no model call)`: a replay is never counted as model calls. */
function replayedText(recording) {
    return `replayed from ${recording ? (0,text_escape/* escapeName */.L$)(recording) : 'its recording'} (no model call)`;
}
/** `, budgets: judge $0.50, agent $2.00`: the USD budgets set, beside the cost. */
function budgetsText(run) {
    const budgets = [
        ...(run.judge.costBudgetUsd !== undefined ? [`judge ${(0,prices/* formatUsd */.UK)(run.judge.costBudgetUsd)}`] : []),
        ...(run.agent?.costBudgetUsd !== undefined ? [`agent ${(0,prices/* formatUsd */.UK)(run.agent.costBudgetUsd)}`] : []),
    ];
    return budgets.length > 0 ? ` (budget ${budgets.join(', ')})` : '';
}
/** `$0.0123`, or `cost unknown (no price for claude-x)`: model names escaped, as a server's text would be. */
function costText(cost) {
    return (0,text_escape/* escapeName */.L$)((0,prices/* formatCost */.BD)(cost));
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
        `  server stderr${all.length > limits/* TERMINAL_STDERR_LINES */.A4 ? ` (last ${limits/* TERMINAL_STDERR_LINES */.A4} lines)` : ''}:`,
        ...indent(all.slice(-limits/* TERMINAL_STDERR_LINES */.A4).join('\n'), '  │ '),
    ];
}
/** The progress line kept at the bottom of a TTY while scenarios run (no line break). */
function renderProgress(progress, style) {
    const parts = [paint(style, 'green', `${progress.passed} passed`)];
    if (progress.failed)
        parts.push(paint(style, 'red', `${progress.failed} failed`));
    if (progress.skipped)
        parts.push(paint(style, 'yellow', `${progress.skipped} skipped`));
    return `${paint(style, 'dim', `[${progress.done}/${progress.total}]`)} ${parts.join(', ')}`;
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
        lines.push(`${(0,report_style/* paint */.n)(style, 'red', 'error')} ${(0,text_escape/* escapeName */.L$)(error.position.file)}:${error.position.line}:${error.position.column} ${(0,text_escape/* escapeTerminal */.en)(error.message)}`);
    }
    if (run.fileErrors.length > 0)
        lines.push('', `${(0,annotations/* plural */.LS)(run.fileErrors.length, 'problem')} in scenario files; nothing was run.`);
    if (run.serverError) {
        lines.push('', `${(0,report_style/* paint */.n)(style, 'red', 'error')} ${(0,text_escape/* escapeTerminal */.en)(run.serverError.message)}`);
        lines.push(...stderrLines(run.serverError.stderr));
        lines.push(`${headlines/* SERVER_NOT_STARTED */.iZ}.`);
    }
    const failures = run.scenarios.filter((s) => (s.status === 'failed' || s.status === 'errored') && !s.notRun);
    for (const scenario of failures) {
        const [label, color] = MARK[scenario.status];
        lines.push('', `${(0,report_style/* paint */.n)(style, color, label)} ${(0,report_style/* paint */.n)(style, 'bold', (0,text_escape/* escapeName */.L$)(scenario.name))} (${(0,text_escape/* escapeName */.L$)(scenario.position.file)}:${scenario.position.line})`);
        if (scenario.error)
            lines.push(...indent(`error: ${scenario.error}`, '  '));
        // In line order, as the file reads: the checks are made step by step, then the scenario's own.
        const failed = scenario.checks
            .filter((c) => c.status === 'failed')
            .sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
        for (const check of failed) {
            const repeats = (0,headlines/* repeatsScenarioError */.D7)(scenario, check);
            lines.push(`  ${(0,text_escape/* escapeName */.L$)(check.position.file)}:${check.position.line} ${(0,report_style/* paint */.n)(style, 'red', check.kind)}` +
                (repeats ? ` (${(0,text_escape/* escapeTerminal */.en)(check.subject)}): the error above` : ''));
            if (!repeats)
                lines.push(...indent((0,annotations/* failedCheckMessage */.zu)(check), '    '));
        }
        for (const trial of scenario.agent?.trials.filter((t) => t.status !== 'passed') ?? []) {
            lines.push(`  trial ${trial.index} (${trial.status}): ${(0,annotations/* plural */.LS)(trial.turns, 'turn')}, calls as sent:`);
            for (const call of trial.calls)
                lines.push(...indent(`${call.tool} ${JSON.stringify(call.input)}${call.isError ? ' → error' : ''}`, '  │ '));
            lines.push(...indent(`final answer: ${(0,limits/* cutStart */.Dr)(trial.finalAnswer || '(none)', limits/* TERMINAL_OUTPUT_LIMIT_CHARS */.pe)}`, '  │ '));
        }
        if (scenario.output && !scenario.agent) {
            lines.push(`  joined output (${(0,annotations/* plural */.LS)(scenario.output.length, 'character')}):`);
            lines.push(...indent((0,limits/* cutStart */.Dr)(scenario.output, limits/* TERMINAL_OUTPUT_LIMIT_CHARS */.pe), '  │ '));
        }
        lines.push(...stderrLines(scenario.stderr));
        if (lines.length > 0)
            yield lines.splice(0).join('\n');
    }
    // protocol: both: passed in each era, answered differently in each; a notice with the diff.
    for (const scenario of differingBetweenEras(run)) {
        lines.push(...eraDifferenceLines(scenario, style));
        yield lines.splice(0).join('\n');
    }
    const matchedAny = (0,verdict/* matchedAnyFile */.bp)(run);
    if (matchedAny) {
        for (const glob of run.unmatchedGlobs)
            lines.push((0,report_style/* paint */.n)(style, 'yellow', `warning: no scenario file matched ${(0,text_escape/* escapeName */.L$)(glob)}`));
    }
    const emptyShard = (0,headlines/* emptyShardNotice */.ab)(run);
    if (emptyShard)
        lines.push(`${emptyShard[0].toUpperCase()}${emptyShard.slice(1)}.`);
    else if (run.scenarios.length === 0 && run.fileErrors.length === 0) {
        lines.push(matchedAny
            ? 'No scenario was selected to run (check --filter, --shard, and live: true in live mode).'
            : `No scenario file matched: ${run.unmatchedGlobs.map(text_escape/* escapeName */.L$).join(', ')}`);
    }
    const unjudged = (0,not_run/* unjudgedLine */.L)(run);
    if (unjudged)
        lines.push('', (0,report_style/* paint */.n)(style, 'yellow', lineText(unjudged)));
    // Why scenarios did not run is its own paragraph, not a tail of the last failure's output.
    const notRun = [];
    const notLive = (0,not_run/* notLiveLine */.C)(run);
    if (notLive)
        notRun.push(lineText(notLive));
    if (run.deselected > 0)
        notRun.push(`${(0,annotations/* plural */.LS)(run.deselected, 'scenario')} left out by --filter or --shard`);
    if (notRun.length > 0)
        lines.push('', ...notRun);
    // After "nothing was run" (or nothing selected), a line of zero totals would only repeat it.
    if (run.fileErrors.length > 0 || run.scenarios.length === 0) {
        if (lines.length > 0)
            yield lines.join('\n');
        return;
    }
    const totals = (0,result/* totalsOf */.v)(run);
    // Scenarios stopped by a server that could not start count as failed, never passed: say so.
    const notRunCount = run.scenarios.filter((scenario) => scenario.notRun).length;
    const judge = run.judge.calls > 0
        ? `, judge ${(0,text_escape/* escapeName */.L$)(run.judge.model)}${(0,headlines/* viaPlatform */._G)(run.judge.platform)}: ${(0,annotations/* plural */.LS)(run.judge.calls, 'call')}, ${run.judge.inputTokens} input + ${run.judge.outputTokens} output tokens` +
            (run.judge.cacheReadTokens + run.judge.cacheWriteTokens > 0
                ? `, cache ${run.judge.cacheReadTokens} read / ${run.judge.cacheWriteTokens} written`
                : '') +
            (run.judge.cost ? `, ${costText(run.judge.cost)}` : '')
        : '';
    if (run.coverage)
        lines.push('', coverageLine(run.coverage));
    const agent = run.agent?.replayed
        ? `, agent: replayed from recordings (no model call)`
        : run.agent && run.agent.calls > 0
            ? `, agent ${(0,text_escape/* escapeName */.L$)(run.agent.model)}${(0,headlines/* viaPlatform */._G)(run.agent.platform)}: ${(0,annotations/* plural */.LS)(run.agent.calls, 'model call')}, ${agentTokens(run.agent.tokens)}` +
                (run.agent.cost ? `, ${costText(run.agent.cost)}` : '') +
                (run.agent.tokenBudgetExceededBy
                    ? ` (token budget ${run.agent.tokenBudget} exceeded by ${run.agent.tokenBudgetExceededBy})`
                    : '')
            : '';
    const startup = (0,headlines/* startupNotice */.wm)(run);
    if (startup)
        lines.push('', (0,report_style/* paint */.n)(style, 'yellow', `notice: ${startup}`));
    const oneEra = run.protocol?.oneEra;
    if (oneEra)
        lines.push('', (0,report_style/* paint */.n)(style, 'yellow', `notice: ${(0,text_escape/* escapeTerminal */.en)(oneEra.notice)}`));
    if (run.protocol?.fallback)
        lines.push('', (0,report_style/* paint */.n)(style, 'yellow', `notice: ${(0,text_escape/* escapeTerminal */.en)(run.protocol.fallback)}`));
    if (run.agent?.skippedBecause)
        lines.push('', (0,report_style/* paint */.n)(style, 'yellow', `agent scenarios skipped: ${(0,text_escape/* escapeTerminal */.en)(run.agent.skippedBecause)}`));
    lines.push('', `${(0,annotations/* plural */.LS)(totals.total, 'scenario')}: ${(0,report_style/* paint */.n)(style, 'green', `${totals.passed} passed`)}, ${(0,report_style/* paint */.n)(style, totals.failed ? 'red' : 'dim', `${totals.failed} failed`)}, ${totals.skipped} skipped` +
        (notRunCount ? ` (${notRunCount} of them not run)` : '') +
        (run.notLive ? `, ${run.notLive} not live` : '') +
        ` (${run.mode}: ${(0,text_escape/* escapeName */.L$)(run.target)}${run.protocol ? `, ${(0,text_escape/* escapeName */.L$)((0,protocol/* protocolText */.k)(run.protocol))}` : ''}, ${(0,summary_markdown/* formatDuration */.a3)(run.durationMs)}${judge}${agent}${run.cost ? `; cost ${costText(run.cost)}${budgetsText(run)}` : ''})`);
    // Every scenario passed and the run still failed: the last line says why, or it would read as a pass.
    // Scenarios errored by a judge that could not be asked: the last line says so, or the count of
    // "failed" would read as the server's fault.
    const why = (0,headlines/* failedDespitePasses */.nD)(run) ?? (0,headlines/* judgeNotAskedHeadline */.rm)(run) ?? (0,headlines/* costBudgetHeadline */.Z6)(run);
    if (why)
        lines.push((0,report_style/* paint */.n)(style, 'red', `Failed: ${(0,text_escape/* escapeTerminal */.en)(why)}`));
    yield lines.join('\n');
}
//# sourceMappingURL=terminal.js.map
;// CONCATENATED MODULE: ./lib/report/index.js
/**
 * The registry of renderers: every report a run can give, each a pure function of the result
 * model. The report files each face writes are in files.ts' registry.
 */










/** Every renderer of a run's result, by the report it makes: the faces take them from here. */
const RENDERERS = {
    /** The scenarios' part of the job summary (Markdown, shortened under GitHub's limit). */
    summary: renderSummary,
    /** The whole job summary: the scenarios' part and the sections after it, fitted together under the limit. */
    jobSummary: renderJobSummary,
    /** The annotations on the scenario files' lines, the most useful first. */
    annotations: annotations/* planAnnotations */.mc,
    /** The terminal's report of a run, and its one line per finished scenario. */
    terminal: renderRunReport,
    /** The same report in pieces (a failure at a time), for a log written as it is rendered. */
    terminalPieces: renderRunReportPieces,
    scenarioLine: renderScenarioLine,
    /** The report files' renderers (the files themselves are in files.ts' registry). */
    json: renderJsonReport,
    junit: renderJunit,
    /** The tool-list snapshot check's section, for the summary and the terminal. */
    snapshotMarkdown: snapshot/* renderSnapshotMarkdown */.gv,
    /** The same section in its renderings from the fullest to the leanest, for the job summary's fit. */
    snapshotSection: snapshot/* snapshotSummarySection */.I0,
    snapshotTerminal: snapshot/* renderSnapshotTerminal */.fL,
    /** The coverage line and the lint's log. */
    coverage: coverageLine,
    lintLog: lintLogText,
    /** The annotations check's log (`annotations: warn|error`): its section as plain text. */
    annotationsLog: annotationsLogText,
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
// EXTERNAL MODULE: ./lib/util/files.js
var util_files = __webpack_require__(6587);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
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
    rules: model_annotations/* ANNOTATION_FINDING_KINDS */.KL.map((kind) => ({
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
function sarif_named(text) {
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
    const server = sarif_named(context.server || 'server');
    const tool = finding.tool === undefined ? undefined : sarif_named(finding.tool);
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
        ...(finding.parameter !== undefined ? { properties: { parameter: sarif_named(finding.parameter) } } : {}),
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
;// CONCATENATED MODULE: ./lib/report/files.js
// The registry of report files: one entry per file a run can write, by the NAME of `--report
// NAME=FILE` (the `reports` input). Both faces write whatever this lists; a new format (sarif, say)
// is its renderer's module and one line in REPORT_FILES, nothing else.









/** Every report file, in the order they are written. */
const REPORT_FILES = [
    // The JSON report in pieces: it holds every output in full, the largest thing a run writes.
    { name: 'json', title: 'JSON', render: jsonReportChunks, setting: 'reportJson', actionOutput: 'report-json' },
    { name: 'junit', title: 'JUnit', render: (run) => renderJunit(run), setting: 'reportJunit' },
    { name: 'sarif', title: 'SARIF', render: renderRunSarif, setting: 'reportSarif', readsSnapshot: true },
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
;// CONCATENATED MODULE: ./lib/github/run-parts.js
/**
 * What the action needs once its settings are read and valid: runSuite and the renderers. One
 * module, imported by run() with `import()`, so that a run that stops at its settings (no server
 * input, a bad value: exit 1 with one error) never loads, parses or evaluates them (one chunk of the
 * bundle, not one per import).
 */





//# sourceMappingURL=run-parts.js.map

/***/ }),

/***/ 87732:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ FINDING_KINDS)
/* harmony export */ });
/* unused harmony export OUT_OF_TIME_CODES */
/**
 * What `fuzz` reads and returns: the prompts and templates it is given, its findings and its report
 * (the JSON report's shape), and the typed reasons a target is skipped. Declared here so that the
 * engine (server-tools/fuzz), the ready scenarios (authoring/) and the renderers (report/fuzz.ts)
 * share them without importing each other. No wording: the rooms that decide write the words.
 */
const FINDING_KINDS = ['crash', 'hang', 'protocol-error', 'leak'];
/** The skip codes of a target the fuzz's time did not reach: such a fuzz fails (a check that did not run does not pass). */
const OUT_OF_TIME_CODES = (/* unused pure expression or super */ null && (['total-budget', 'tool-budget']));
//# sourceMappingURL=fuzz.js.map

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

/***/ })

};

//# sourceMappingURL=9869.index.js.map