export const id = 5468;
export const ids = [5468,8028];
export const modules = {

/***/ 75468:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RECORD_USAGE: () => (/* binding */ RECORD_USAGE),
  record: () => (/* binding */ record)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(54191);
;// CONCATENATED MODULE: ./lib/authoring/update.js


/**
 * `record --update`: what a stale `expected_contains` entry becomes, and the rewrite of just those
 * entries in the file, leaving every other byte (comments, order, quoting, blank lines) as it was.
 */
/** Lines of the output compared closely with a stale entry, after a cheap first sort. */
const CLOSE_LINES_COMPARED = 20;
/** Lines of the output looked at, the characters of each, and the longest entry matched: the alignment is quadratic. */
const MAX_LINES_SCANNED = 5_000;
const MAX_LINE_CHARS = 400;
const MAX_EXPECTED_CHARS = 200;
/**
 * How far the new text may be from the old, as a share of the old one's length: past it the output
 * changed too much to guess which part the entry meant, and the entry is left for a person.
 */
const MAX_CHANGE_RATIO = 0.4;
/**
 * Shortest entry taken for a whole line when the whole line is close to it: a shorter one
 * (`Gotham FC: 7 pts` of `2. Gotham FC: 7 pts`) is a part its author chose, and stays a part.
 */
const WHOLE_LINE_MIN_CHARS = 40;
/** Pairs of adjacent characters, for the cheap first sort of lines. */
function bigrams(text) {
    const pairs = new Set();
    for (let i = 0; i + 1 < text.length; i++)
        pairs.add(text.slice(i, i + 2));
    return pairs;
}
/**
 * The best match of `pattern` anywhere in `text` (edit distance, free start and end in `text`):
 * returns the distance and the matched span.
 */
function alignWithin(pattern, text) {
    const m = pattern.length;
    let previous = new Array(text.length + 1).fill(0);
    let previousStart = Array.from({ length: text.length + 1 }, (_, j) => j);
    for (let i = 1; i <= m; i++) {
        const current = [i];
        const currentStart = [0];
        for (let j = 1; j <= text.length; j++) {
            const substitute = previous[j - 1] + (pattern[i - 1] === text[j - 1] ? 0 : 1);
            const skipText = current[j - 1] + 1;
            const skipPattern = previous[j] + 1;
            if (substitute <= skipText && substitute <= skipPattern) {
                current.push(substitute);
                currentStart.push(previousStart[j - 1]);
            }
            else if (skipPattern <= skipText) {
                current.push(skipPattern);
                currentStart.push(previousStart[j]);
            }
            else {
                current.push(skipText);
                currentStart.push(currentStart[j - 1]);
            }
        }
        previous = current;
        previousStart = currentStart;
    }
    // Of equally close ends, the last: "Echo: one" against "Echo: two" is as far from "Echo: " (drop
    // "one") as from "Echo: two" (change it), and the first would turn the entry into a weaker check.
    let end = 0;
    for (let j = 1; j <= text.length; j++)
        if (previous[j] <= previous[end])
            end = j;
    return { distance: previous[end], start: previousStart[end], end };
}
const isWordChar = (char) => char !== undefined && /[\p{L}\p{N}_]/u.test(char);
/** Words (runs of non-space characters) of a text: the unit of the word-level comparison. */
const wordsOf = (text) => text.split(/\s+/).filter(Boolean);
/** Quote characters whose pairs a proposed span keeps whole (`flow 'two'`, never `flow 'two`). */
const QUOTES = ['"', "'", '`'];
const BRACKETS = [
    ['(', ')'],
    ['[', ']'],
    ['{', '}'],
];
const countOf = (text, char) => text.split(char).length - 1;
/**
 * Moves a matched span of `line` to token boundaries: whole words (`9 pts` → `10 pts`, not `0 pts`);
 * no punctuation past the last word where the entry itself ends in a word (`status red`, not
 * `status red,`), nor before the first where it starts with one; and quotes and brackets that the
 * span opens closed, where the line closes them next (`flow 'two'`).
 */
function snapToTokens(line, wanted, span) {
    let { start, end } = span;
    if (isWordChar(line[start]) && isWordChar(wanted[0]))
        while (start > 0 && isWordChar(line[start - 1]))
            start--;
    if (isWordChar(line[end - 1]) && isWordChar(wanted.at(-1)))
        while (end < line.length && isWordChar(line[end]))
            end++;
    if (isWordChar(wanted.at(-1)))
        while (end > start && !isWordChar(line[end - 1]))
            end--;
    if (isWordChar(wanted[0]))
        while (start < end && !isWordChar(line[start]))
            start++;
    for (const quote of QUOTES) {
        if (countOf(line.slice(start, end), quote) % 2 === 0)
            continue;
        if (line[end] === quote)
            end++;
        else if (start > 0 && line[start - 1] === quote)
            start--;
    }
    for (const [open, close] of BRACKETS) {
        const inside = line.slice(start, end);
        if (countOf(inside, open) === countOf(inside, close) + 1 && line[end] === close)
            end++;
        else if (countOf(inside, close) === countOf(inside, open) + 1 && start > 0 && line[start - 1] === open)
            start--;
    }
    return line.slice(start, end).trim();
}
/**
 * A field of a structured line: a JSON key (`"conditions":`) or `key=`, then its value. The entry's
 * key, found in an output line, says which value it meant, however different the value is now.
 * (Prose with a colon, `Note: …`, is not a field: any line starting `Note:` would do.)
 */
const FIELD = /^(?:("(?:[^"\\]|\\.)*")\s*:|([\p{L}\p{N}_.-]+)=)\s*/u;
/**
 * The value that starts at `from` in `line`: a JSON string (with its escapes), a bracketed value
 * kept whole, or what runs to the next `,` `;` `}` `]`, space or line end. Undefined when it does not close.
 */
function valueAt(line, from) {
    const first = line[from];
    if (first === '"')
        return /^"(?:[^"\\]|\\.)*"/.exec(line.slice(from))?.[0];
    const pair = BRACKETS.find(([open]) => open === first);
    if (pair) {
        let depth = 0;
        for (let i = from; i < line.length; i++) {
            if (line[i] === pair[0])
                depth++;
            else if (line[i] === pair[1] && --depth === 0)
                return line.slice(from, i + 1);
        }
        return undefined;
    }
    return /^[^,;}\]\s]+/u.exec(line.slice(from))?.[0];
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `"key":<value now>` for an entry that is one field of a line which still has that key. */
function sameFieldNewValue(wanted, lines) {
    const field = FIELD.exec(wanted);
    if (!field)
        return undefined;
    // The entry must be the field and its value, nothing after it: otherwise the rest is lost.
    if (valueAt(wanted, field[0].length) !== wanted.slice(field[0].length))
        return undefined;
    const key = field[1] !== undefined ? `${escapeRegExp(field[1])}\\s*:\\s*` : `(?<![\\p{L}\\p{N}_.-])${escapeRegExp(field[2])}=`;
    const pattern = new RegExp(key, 'gu');
    for (const line of lines) {
        for (const match of line.matchAll(pattern)) {
            const from = match.index + match[0].length;
            const value = valueAt(line, from);
            if (value !== undefined)
                return line.slice(match.index, from + value.length);
        }
    }
    return undefined;
}
/** The fewest unchanged words an entry needs for a word-level proposal: one changed word in three. */
const MIN_WORDS_FOR_WORD_MATCH = 3;
/**
 * What a stale entry most likely became, in this order:
 * 0. the whole of the output's closest line, when that line is itself within MAX_CHANGE_RATIO of
 *    an entry of WHOLE_LINE_MIN_CHARS or more (the entry was that line) and no longer than
 *    MAX_EXPECTED_CHARS;
 * 1. the span of the output's closest line that best matches it (characters), cut at token
 *    boundaries (snapToTokens), when at most MAX_CHANGE_RATIO of its characters changed;
 * 2. failing that, the same span when few of its words changed (a placeholder for a number,
 *    `cost is 5 dollars` → `cost is ${PRICE} dollars`, however long it is);
 * 3. failing that, for an entry that is one field (`"conditions":"Light rain"`), that field with
 *    the value it has now (`"conditions":"Sunny / Clear"`).
 * Undefined when none applies, when the match is the entry itself, and for an entry of several
 * lines or over MAX_EXPECTED_CHARS. `${` in a proposal is kept as it is: a check's text is never
 * substituted, so it is a literal there.
 */
function proposeReplacement(expected, output) {
    // A long or multi-line entry cannot be matched to one span of one line without shortening the
    // check: it is left for a person rather than weakened.
    if (expected.length > MAX_EXPECTED_CHARS || expected.includes('\n') || expected.trim() === '')
        return undefined;
    const wanted = expected;
    const wantedPairs = bigrams(wanted);
    const lines = output
        .split('\n')
        .slice(0, MAX_LINES_SCANNED)
        .map((line) => line.slice(0, MAX_LINE_CHARS))
        .filter((line) => line.trim() !== '');
    const ranked = lines
        .map((line) => {
        let shared = 0;
        for (const pair of bigrams(line))
            if (wantedPairs.has(pair))
                shared++;
        return { line, shared };
    })
        .sort((a, b) => b.shared - a.shared)
        .slice(0, CLOSE_LINES_COMPARED);
    let best;
    for (const { line } of ranked) {
        const match = alignWithin(wanted, line);
        if (!best || match.distance < best.distance)
            best = { line, ...match };
    }
    const usable = (proposal) => proposal !== undefined && proposal !== '' && proposal !== expected && output.includes(proposal)
        ? proposal
        : undefined;
    if (best) {
        const allowed = Math.max(1, Math.ceil(wanted.length * MAX_CHANGE_RATIO));
        // An entry that was a whole line (as init proposes one) stays a whole line: the closest span
        // alone would leave out what the line gained at an end (`due back: 20` of `due back: 20
        // December 2026`), and a later change there would pass unnoticed.
        const whole = best.line.trim();
        if (wanted.length >= WHOLE_LINE_MIN_CHARS &&
            whole.length <= MAX_EXPECTED_CHARS &&
            (0,closest/* editDistance */.YC)(wanted, whole, allowed) <= allowed)
            return usable(whole);
        const proposal = snapToTokens(best.line, wanted, best);
        if (best.distance <= allowed)
            return usable(proposal);
        const before = wordsOf(wanted);
        const after = wordsOf(proposal);
        // The fewest words changed, added or dropped: a placeholder for a number (`5` → `${PRICE}`) is one.
        const changed = (0,closest/* editDistance */.YC)(before, after);
        if (before.length >= MIN_WORDS_FOR_WORD_MATCH &&
            changed <= Math.floor(before.length * MAX_CHANGE_RATIO) &&
            usable(proposal))
            return proposal;
    }
    return usable(sameFieldNewValue(wanted, ranked.map((entry) => entry.line)));
}
/** The scalar style a new value needs: the old one's, unless a plain scalar would read as something else. */
function styleFor(old, value) {
    if (old && old !== dist/* Scalar */.X5.PLAIN)
        return old;
    const written = (0,dist/* stringify */.As)(value, { lineWidth: 0 }).trimEnd();
    return written.startsWith('"') || written.startsWith("'") || written.includes('\n')
        ? dist/* Scalar */.X5.QUOTE_DOUBLE
        : dist/* Scalar */.X5.PLAIN;
}
/**
 * Rewrites the given `expected_contains` entries (the scenario's, or a step's own) of the scenarios in `text` (one or many
 * `---` documents), through yaml's Document API (to find each entry's node) and its CST (to change
 * that one scalar in place). Nothing else changes: not comments, order, quoting, indentation, nor
 * any other key, `expected_judge` and `expected_not_contains` included. The result is parsed again
 * and compared with what was meant; a difference throws rather than writing a wrong file.
 */
function rewriteExpectedContains(text, updates) {
    const tokens = [...new dist/* Parser */.iX().parse(text)];
    const docs = [...new dist/* Composer */.Dk({ keepSourceTokens: true }).compose(tokens)];
    const expected = docs.map((doc) => doc.toJS());
    docs.forEach((doc, docIndex) => {
        const changes = updates.get(String(doc.get('name')));
        if (!changes)
            return;
        const js = expected[docIndex];
        for (const { step, index, value } of changes) {
            const listPath = step === undefined ? ['expected_contains'] : ['tool_sequence', step, 'expected_contains'];
            const label = step === undefined ? 'expected_contains' : `tool_sequence[${step}].expected_contains`;
            const seq = doc.getIn(listPath, true);
            if (!(0,dist/* isSeq */.oP)(seq))
                throw new Error(`scenario "${String(doc.get('name'))}" has no ${label} list to update`);
            const item = seq.items[index];
            if (!(0,dist/* isScalar */.jn)(item) || !item.srcToken)
                throw new Error(`${label}[${index}] of "${String(doc.get('name'))}" is not a text entry`);
            dist/* CST */.DB.setScalarValue(item.srcToken, value, { inFlow: Boolean(seq.flow), type: styleFor(item.type, value) });
            (step === undefined ? js.expected_contains : js.tool_sequence[step].expected_contains)[index] = value;
        }
    });
    const result = tokens.map((token) => dist/* CST */.DB.stringify(token)).join('');
    const reread = [...new dist/* Composer */.Dk().compose(new dist/* Parser */.iX().parse(result))];
    const same = reread.length === docs.length &&
        reread.every((doc, index) => doc.errors.length === 0 && sameJson(doc.toJS(), expected[index]));
    if (!same)
        throw new Error('the rewritten file did not read back as intended; it was not written (a bug: please report it)');
    return result;
}
function sameJson(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}
//# sourceMappingURL=update.js.map
// EXTERNAL MODULE: ./lib/config/resolve.js + 1 modules
var resolve = __webpack_require__(73679);
// EXTERNAL MODULE: ./lib/run/index.js + 8 modules
var lib_run = __webpack_require__(12420);
// EXTERNAL MODULE: ./lib/config/options.js
var config_options = __webpack_require__(61236);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var redact = __webpack_require__(40808);
// EXTERNAL MODULE: ./lib/kinds/tool-sequence/steps/index.js + 8 modules
var tool_sequence_steps = __webpack_require__(6103);
// EXTERNAL MODULE: ./lib/scenario/index.js
var scenario = __webpack_require__(57190);
// EXTERNAL MODULE: ./lib/scenario/load.js
var load = __webpack_require__(18028);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
// EXTERNAL MODULE: ./lib/report/text/limits.js
var limits = __webpack_require__(64102);
;// CONCATENATED MODULE: ./lib/report/record.js


const quote = (text) => (0,limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(JSON.stringify(text)), 200);
/**
 * Per scenario: its output (escaped, cut to a terminal's worth), then each `expected_contains`
 * entry as `ok` or `stale`, with what it would become. Pure: the command decides what to write.
 */
function renderRecord(scenarios) {
    const lines = [];
    for (const scenario of scenarios) {
        const where = `${scenario.position.file}:${scenario.position.line}`;
        lines.push(`== ${(0,text_escape/* escapeTerminal */.en)(scenario.name)} (${(0,text_escape/* escapeTerminal */.en)(where)})`);
        if (scenario.output !== '') {
            lines.push('output:');
            for (const line of (0,text_escape/* escapeTerminal */.en)((0,limits/* cutStart */.Dr)(scenario.output, limits/* TERMINAL_OUTPUT_LIMIT_CHARS */.pe)).split('\n'))
                lines.push(`  | ${line}`);
        }
        if (scenario.notRecorded) {
            lines.push(`not recorded: ${(0,text_escape/* escapeTerminal */.en)(scenario.notRecorded)}`);
        }
        else if (scenario.entries.length === 0) {
            lines.push('no expected_contains entries');
        }
        else {
            let list;
            for (const entry of scenario.entries) {
                const heading = entry.step
                    ? `step ${entry.step.index} (${(0,text_escape/* escapeTerminal */.en)(entry.step.tool)}) expected_contains:`
                    : 'expected_contains:';
                if (heading !== list)
                    lines.push((list = heading));
                const at = `line ${entry.position.line}`;
                if (!entry.stale)
                    lines.push(`  ok     ${at}: ${quote(entry.value)}`);
                else if (entry.proposal !== undefined)
                    lines.push(`  stale  ${at}: ${quote(entry.value)} -> ${quote(entry.proposal)}`);
                else
                    lines.push(`  stale  ${at}: ${quote(entry.value)}: no line of the output is close; edit it by hand`);
            }
        }
        if (scenario.stillFailing?.length) {
            lines.push('expected_not_contains (record never changes these):');
            for (const failure of scenario.stillFailing)
                lines.push(`  fails  line ${failure.line}: ${(0,limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(failure.message), 300)}`);
        }
        lines.push('');
    }
    return `${lines.join('\n')}`;
}
//# sourceMappingURL=record.js.map
// EXTERNAL MODULE: ./lib/report/terminal.js
var terminal = __webpack_require__(91488);
// EXTERNAL MODULE: ./lib/cli/console.js + 2 modules
var console = __webpack_require__(47728);
// EXTERNAL MODULE: ./lib/cli/flag-help.js
var flag_help = __webpack_require__(73916);
// EXTERNAL MODULE: ./lib/cli/commands/shared.js
var shared = __webpack_require__(39544);
;// CONCATENATED MODULE: ./lib/cli/commands/record.js

















const RECORD_USAGE = `Usage: mcp-scenario-eval record [FILES or globs… | FILE:LINE…] [--update] [--isolation MODE] [server flags]

Runs the scenarios (default ${config_options/* DEFAULT_SCENARIO_GLOBS */.Lj.join(' ')}) and shows, for each one, the
output and which expected_contains entries no longer occur in it (stale), with the
text each would become: the closest span of the closest output line. A step's own
expected_contains is checked against that call's output alone, as in a run.

With --update, rewrites only those stale entries in the files, in place, keeping
every comment, the order and the formatting of the rest, and prints a diff of each
change (never one that would make the file invalid). expected_judge,
expected_not_contains and the rest of the steps are never touched.
The judge is never called. A scenario whose tool sequence did not run as expected
(a call failed, or isError was not what the step says) is not recorded: fix that first.
In live mode, as in a run, only live: true scenarios run.

${(0,shared/* serverFlagsHelp */.uJ)('record')}

Options:
  --update               rewrite the stale expected_contains entries
  --update FILE:LINE     rewrite only the entry at that line (repeatable: give
                         several FILE:LINE); the file's other entries are shown
${(0,flag_help/* flagHelp */.QR)('isolation', 'record')}
  -h, --help

Exit code: 0 nothing is stale (or all of it was updated), 1 a stale entry is left
(no --update, or no close line to update it to), an expected_not_contains entry
fails (record never changes one) or a scenario could not be recorded, 2 bad
usage or invalid files.
`;
/** `FILE:LINE` where FILE exists, or undefined for a glob or a file name as usual. */
function entryTarget(word, cwd) {
    const match = /^(.+):(\d+)$/.exec(word);
    if (!match || !(0,external_node_fs_.existsSync)(external_node_path_.resolve(cwd, match[1])))
        return undefined;
    const absolute = external_node_path_.resolve(cwd, match[1]);
    const line = Number(match[2]);
    return { typed: word, file: match[1], matches: (file, at) => external_node_path_.resolve(file) === absolute && at === line };
}
/** Stale entries with a proposal that --update FILE:LINE left alone, because they were not named. */
function notChosenNote(count, targeted) {
    if (!targeted || count <= 0)
        return '';
    return `${count} other stale expected_contains ${count === 1 ? 'entry was' : 'entries were'} left as ${count === 1 ? 'it was' : 'they were'} (not named).\n`;
}
/** The tools a scenario's steps name that the server does not have (from the checks made before calling). */
function lackingTools(result) {
    return new Set(result.checks
        .filter((check) => check.kind === 'step' && check.problem === 'unknown_name')
        .map((check) => check.subject));
}
/**
 * Files none of whose tools the server has were most likely written for another server (the
 * default globs take every folder of a repository with several): say so, with the folders of the
 * files that did match, so the next command can name them.
 */
function otherServerNote(foreign) {
    const others = [...foreign].filter(([, all]) => all).map(([file]) => file);
    const own = [...foreign].filter(([, all]) => !all).map(([file]) => external_node_path_.posix.dirname(file));
    if (others.length === 0 || own.length === 0)
        return '';
    const otherFolders = [...new Set(others.map((file) => external_node_path_.posix.dirname(file)))];
    const shown = (list) => list.slice(0, 5).join(', ') + (list.length > 5 ? `, and ${list.length - 5} more` : '');
    return (`${others.length} ${others.length === 1 ? 'file names' : 'files name'} only tools this server lacks, so ${others.length === 1 ? 'it seems' : 'they seem'} to be for another server ` +
        `(${(0,text_escape/* escapeTerminal */.en)(shown(otherFolders.length < others.length ? otherFolders.map((f) => `${f}/`) : others))}): ` +
        `record one server's scenarios at a time, e.g. mcp-scenario-eval record ${(0,text_escape/* escapeTerminal */.en)([...new Set(own)].join(' '))} with this server's flags.\n`);
}
/** Whether the calls went as the scenario says: only then is its output worth recording. */
function sequenceProblem(scenario, result) {
    if (result.status === 'skipped' && scenario.skip !== undefined)
        return `skipped: ${scenario.skip}`;
    if (result.error)
        return result.error;
    // A `save` that matched nothing stops the steps after it: its message says why, at its line.
    const save = result.checks.find((check) => check.kind === 'save' && check.status === 'failed');
    if (save)
        return `line ${save.position.line}: ${save.message ?? 'a save matched nothing'}`;
    const steps = scenario.kind === 'tool-sequence' ? scenario.steps : [];
    if (result.steps.length !== steps.length)
        return 'not every step ran';
    for (const [index, step] of result.steps.entries()) {
        const wanted = steps[index];
        if (step.error)
            return step.error;
        if (step.isError !== wanted.expectError)
            return `${step.tool} (line ${step.position.line}) ${step.isError ? 'returned isError: true' : 'succeeded, but the step says expect_error: true'}`;
    }
    return undefined;
}
const record = async (argv, env, io, cwd = process.cwd()) => {
    let parsed;
    let options;
    let targets = [];
    try {
        parsed = (0,shared/* parseSubcommandArgs */.cY)('record', argv, { update: { type: 'boolean' } });
        if (parsed.values.help) {
            io.out(RECORD_USAGE);
            return console/* EXIT_OK */.Ij;
        }
        targets = parsed.positionals.map((word) => entryTarget(word, cwd)).filter((t) => t !== undefined);
        if (targets.length > 0 && !parsed.values.update)
            throw new resolve/* ConfigError */.xL(`${targets[0].typed} names one entry, which only --update rewrites: add --update`);
        // FILE:LINE runs that file; the line picks the entry.
        const positionals = parsed.positionals.map((word) => entryTarget(word, cwd)?.file ?? word);
        const globs = positionals.length > 0 ? [...new Set(positionals)] : config_options/* DEFAULT_SCENARIO_GLOBS */.Lj;
        options = (0,shared/* subcommandRunOptions */.x1)('record', parsed.values, env, cwd, globs);
        (0,shared/* sayNotices */.$d)(io, 'record', options);
    }
    catch (error) {
        if (!(error instanceof resolve/* ConfigError */.xL))
            throw error;
        return (0,shared/* usageError */.Wp)(io, 'record', error.message);
    }
    const suite = await (0,scenario/* loadSuite */.b)(options.scenarioGlobs, cwd);
    const run = await (0,lib_run/* runSuite */.og)(options);
    if (run.fileErrors.length > 0 || !(0,lib_run/* matchedAnyFile */.bp)(run)) {
        io.out(`${(0,terminal.renderRunReport)(run, { color: false })}\n`);
        return console/* EXIT_USAGE */.Ri;
    }
    const byName = new Map(suite.scenarios.map((scenario) => [scenario.name, scenario]));
    const recorded = [];
    const updatesByFile = new Map();
    let left = 0;
    // Files whose scenarios call only tools this server lacks: written for another server.
    const foreign = new Map();
    for (const result of run.scenarios) {
        const scenario = byName.get(result.name);
        const problem = sequenceProblem(scenario, result);
        const steps = scenario.kind === 'tool-sequence' ? scenario.steps : [];
        if (result.status !== 'skipped') {
            const lacking = lackingTools(result);
            const allLacking = steps.every((step) => lacking.has((0,tool_sequence_steps/* labelOf */.Wy)(step)));
            foreign.set(scenario.position.file, (foreign.get(scenario.position.file) ?? true) && allLacking);
        }
        // Each step's own entries are checked against that call's output alone, as a run checks them;
        // the scenario's against the joined output. In file order: the steps come first.
        const lists = [
            ...steps.map((step, index) => ({
                step: index,
                entries: step.expectedContains,
                output: result.steps[index]?.text ?? '',
            })),
            { step: undefined, entries: scenario.expectedContains, output: result.output },
        ];
        const changes = [];
        const entries = lists.flatMap(({ step, entries: list, output }) => list.map((entry, index) => {
            const stale = !problem && !output.includes(entry.value);
            let proposal = stale ? proposeReplacement(entry.value, output) : undefined;
            // Scrubbed text is not what the server says: writing it would make a check that never holds.
            if (proposal?.includes(redact/* REDACTED */.XF) && options.secrets.length > 0)
                proposal = undefined;
            // With FILE:LINE, only the entries named are rewritten; the others are shown as they are.
            const chosen = targets.length === 0 || targets.some((t) => t.matches(scenario.absolutePath, entry.position.line));
            if (chosen)
                for (const target of targets)
                    if (target.matches(scenario.absolutePath, entry.position.line))
                        target.found = true;
            if (stale && proposal !== undefined && chosen)
                changes.push({ step, index, value: proposal });
            if (stale && (proposal === undefined || !parsed.values.update || !chosen))
                left++;
            const ref = step === undefined ? undefined : { index: step + 1, tool: (0,tool_sequence_steps/* labelOf */.Wy)(steps[step]) };
            return { value: entry.value, position: entry.position, stale, proposal, step: ref };
        }));
        if (changes.length > 0) {
            const file = updatesByFile.get(scenario.absolutePath) ?? new Map();
            updatesByFile.set(scenario.absolutePath, file);
            file.set(scenario.name, changes);
        }
        if (problem && result.status !== 'skipped')
            left++;
        // What record never changes may fail too: say so, so that "nothing is stale" is not read as a pass.
        const stillFailing = problem
            ? []
            : result.checks
                .filter((check) => check.kind === 'not_contains' && check.status === 'failed')
                .map((check) => ({ line: check.position.line, message: check.message ?? '' }));
        left += stillFailing.length;
        recorded.push({
            name: result.name,
            position: result.position,
            output: result.output,
            notRecorded: problem,
            entries,
            stillFailing,
        });
    }
    io.out(renderRecord(recorded));
    const foreignNote = otherServerNote(foreign);
    // Scenarios a live run leaves out are not recorded either: say so, and never call an empty
    // selection "nothing is stale".
    const leftOutNote = run.notLive > 0
        ? `${run.notLive} ${run.notLive === 1 ? 'scenario is' : 'scenarios are'} not live (no live: true), so not recorded in live mode.\n`
        : '';
    if (run.scenarios.length === 0) {
        io.out(`${leftOutNote}No scenario was recorded.\n`);
        return console/* EXIT_FAILED */.hj;
    }
    const missed = targets.find((target) => !target.found);
    if (missed) {
        io.err(`mcp-scenario-eval record: ${(0,text_escape/* escapeTerminal */.en)(missed.typed)} is not the line of an expected_contains entry of a recorded scenario; nothing was written: give the line of the entry, as shown above\n`);
        return console/* EXIT_USAGE */.Ri;
    }
    const staleEntries = recorded.flatMap((s) => s.entries).filter((entry) => entry.stale);
    const stale = staleEntries.filter((entry) => entry.proposal !== undefined).length;
    // Entries with no close line were each said to be left for a person; --update would not touch
    // them, so they are not counted among those it would rewrite.
    const byHand = staleEntries.length - stale;
    const byHandNote = byHand === 0
        ? ''
        : `${byHand} stale expected_contains ${byHand === 1 ? 'entry has' : 'entries have'} no close line in the output: edit ${byHand === 1 ? 'it' : 'them'} by hand.\n`;
    const failing = recorded.reduce((sum, s) => sum + (s.stillFailing?.length ?? 0), 0);
    const failingNote = failing === 0
        ? ''
        : `${failing} expected_not_contains ${failing === 1 ? 'entry fails' : 'entries fail'}: record never changes ${failing === 1 ? 'one' : 'them'}, so look at the server or edit the file by hand.\n`;
    if (!parsed.values.update) {
        io.out((staleEntries.length === 0
            ? 'No expected_contains entry is stale.\n'
            : stale === 0
                ? ''
                : `${stale} stale expected_contains ${stale === 1 ? 'entry' : 'entries'}; run again with --update to rewrite ${stale === 1 ? 'it' : 'them'} (or --update FILE:LINE for one).\n`) +
            byHandNote +
            failingNote +
            foreignNote +
            leftOutNote);
        return left > 0 ? console/* EXIT_FAILED */.hj : console/* EXIT_OK */.Ij;
    }
    let written = 0;
    for (const [file, updates] of updatesByFile) {
        const shown = suite.scenarios.find((scenario) => scenario.absolutePath === file).position.file;
        try {
            const before = await (0,promises_.readFile)(file, 'utf8');
            const after = rewriteExpectedContains(before, updates);
            // The new text must make a valid file: a proposal can hold what the loader refuses in a
            // check (a saved name as `${name}`), and a file that no longer loads stops every run.
            const invalid = (0,load.loadScenarioFile)(after, file, shown).errors[0];
            if (invalid) {
                throw new Error(`the new entries would make it invalid (line ${invalid.position.line}: ${invalid.message}); it was left as it was: edit the stale entries by hand`);
            }
            await (0,promises_.writeFile)(file, after, 'utf8');
            const { renderUnifiedDiff } = await Promise.all(/* import() */[__webpack_require__.e(5725), __webpack_require__.e(2867)]).then(__webpack_require__.bind(__webpack_require__, 52867));
            io.out(renderUnifiedDiff(shown, before, after));
            written += [...updates.values()].reduce((sum, changes) => sum + changes.length, 0);
        }
        catch (error) {
            io.err(`mcp-scenario-eval record: could not update ${(0,text_escape/* escapeTerminal */.en)(shown)}: ${(0,text_escape/* escapeTerminal */.en)(error.message)}\n`);
            left++;
        }
    }
    io.out(`Updated ${written} expected_contains ${written === 1 ? 'entry' : 'entries'} in ${updatesByFile.size} ${updatesByFile.size === 1 ? 'file' : 'files'}.\n${notChosenNote(staleEntries.length - byHand - written, targets.length > 0)}${byHandNote}${failingNote}${foreignNote}${leftOutNote}`);
    return left > 0 ? console/* EXIT_FAILED */.hj : console/* EXIT_OK */.Ij;
};
//# sourceMappingURL=record.js.map

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

/***/ 18028:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   byPosition: () => (/* reexport safe */ _yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__.rg),
/* harmony export */   loadScenarioFile: () => (/* binding */ loadScenarioFile)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54191);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(22645);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38479);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(10080);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45839);
/* harmony import */ var _schema_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34319);
/* harmony import */ var _yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(40883);
/**
 * The loader of scenario files: YAML documents to scenarios, through the schema and each kind's
 * builder. What a mistake is called is said in yaml-errors.ts (the parser's) and schema-errors.ts
 * (the schema's); the kinds' builders say the rest.
 */










/**
 * Parses one scenario file (one scenario, or several as `---`-separated documents) and validates
 * each document against the schema. Never throws: every problem becomes an error at the file, line
 * and column of the node it is about, and every document is checked, so one run shows them all.
 *
 * @param text the file's contents
 * @param absolutePath where it was read from
 * @param displayPath the workspace-relative path that errors and annotations name
 */
function loadScenarioFile(text, absolutePath, displayPath) {
    // The parser recurses once per level of nesting: past a few thousand it throws a RangeError, and
    // from about a thousand it reports a stack overflow as a syntax error. Measure the depth first.
    const deepest = (0,_nesting_js__WEBPACK_IMPORTED_MODULE_6__/* .deepestPoint */ .b)(text, _model_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .SCENARIO_NESTING_LIMIT */ .ef);
    if (deepest.depth > _model_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .SCENARIO_NESTING_LIMIT */ .ef)
        return { scenarios: [], errors: [(0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .tooDeep */ .DI)(deepest, displayPath)] };
    try {
        return loadParsedFile(text, absolutePath, displayPath);
    }
    catch (error) {
        // Nesting that the indentation does not show (flow collections inside each other): the same mistake.
        if (error instanceof RangeError)
            return { scenarios: [], errors: [(0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .tooDeep */ .DI)((0,_nesting_js__WEBPACK_IMPORTED_MODULE_6__/* .deepestPoint */ .b)(text), displayPath)] };
        throw error;
    }
}
function loadParsedFile(text, absolutePath, displayPath) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const documents = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text, { lineCounter, prettyErrors: false });
    const at = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { file: displayPath, line, column: col };
    };
    const errors = [];
    const scenarios = [];
    // An empty document (a trailing `---`, say) holds nothing to check; it is not an error by itself.
    const nonEmpty = [...documents].filter((doc) => doc.errors.length > 0 || !isEmptyDocument(doc));
    if (nonEmpty.length === 0) {
        errors.push({
            position: at(0),
            message: `${displayPath} holds no scenario (it is empty or only comments): write a mapping with \`name\`, ` +
                '`tool_sequence` and at least one check, or leave the file out with a `!` glob',
        });
        return { scenarios, errors };
    }
    for (const doc of nonEmpty) {
        if (doc.errors.length > 0) {
            errors.push(...(0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .syntaxErrors */ .B_)(doc, text, at));
            continue;
        }
        const result = validateDocument(doc, text, at, absolutePath);
        errors.push(...result.errors.sort(_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .byPosition */ .rg));
        if (result.scenario)
            scenarios.push(result.scenario);
    }
    return { scenarios, errors };
}
function isEmptyDocument(doc) {
    const root = doc.contents;
    return root === null || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(root) && root.value === null && root.source === '');
}
function validateDocument(doc, text, at, absolutePath) {
    const root = doc.contents;
    const rootPosition = at(root?.range[0] ?? 0);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root)) {
        const listOfScenarios = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(root) && root.items.length > 0 && root.items.every((item) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(item));
        return {
            errors: [
                {
                    position: rootPosition,
                    message: `expected a scenario mapping with \`name\` and \`tool_sequence\`, got ${(0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeNode */ .WQ)(root)}` +
                        (listOfScenarios ? '; to put several scenarios in one file, separate them with `---` lines' : ''),
                },
            ],
        };
    }
    const keys = root.items.map((pair) => ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(pair) && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : ''));
    // Some other YAML file (a workflow, a config) that a glob caught: one error says so, rather than
    // one per key. A misspelt scenario key still gets its own did-you-mean error below.
    if (keys.length > 0 && !keys.some((key) => _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .SCENARIO_KEYS */ .KS.includes(key) || (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(key, _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .SCENARIO_KEYS */ .KS))) {
        return {
            errors: [
                {
                    position: rootPosition,
                    message: `this is not a scenario: none of its keys (${keys.slice(0, 5).join(', ')}) is a scenario key; ` +
                        'a scenario needs `name`, `tool_sequence` and a check (if this file is not a scenario, leave it out with a `!` glob)',
                },
            ],
        };
    }
    const value = (0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .documentValue */ .H5)(doc, at);
    if ('error' in value)
        return { errors: [value.error] };
    const input = value.value;
    const positionOf = (path) => {
        const node = doc.getIn(path, true);
        return node?.range ? at(node.range[0]) : rootPosition;
    };
    const keyPositionOf = (mapPath, key) => (0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .keyPosition */ .T)(doc, mapPath, key, at) ?? positionOf([...mapPath, key]);
    const positions = { absolutePath, root: rootPosition, of: positionOf, keyOf: keyPositionOf };
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .scenarioSchema */ .mE.safeParse(input, { reportInput: true });
    if (!parsed.success) {
        // What the kinds still find on the parts that have the right shape (saves and references), so
        // that a misspelt key does not hide them until the next run.
        return {
            errors: [...(0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .schemaErrors */ .d0)(parsed.error.issues, doc, text, at), ...(0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_2__.lenientErrors)(input, positions)].sort(_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .byPosition */ .rg),
        };
    }
    return (0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_2__.buildScenario)(parsed.data, positions);
}
//# sourceMappingURL=load.js.map

/***/ })

};

//# sourceMappingURL=5468.index.js.map