export const id = 111;
export const ids = [111];
export const modules = {

/***/ 3785:
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

/***/ })

};

//# sourceMappingURL=111.index.js.map