export const id = 743;
export const ids = [743,816];
export const modules = {

/***/ 948:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RECORD_USAGE: () => (/* binding */ RECORD_USAGE),
  record: () => (/* binding */ record)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./lib/engine/authoring/update.js

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
/**
 * What a stale entry most likely became: the span of the output's closest line that best matches
 * it, widened to whole words (`9 pts` → `10 pts`, not `0 pts`). Undefined when no line is close
 * enough (MAX_CHANGE_RATIO) to be the same text changed, when the match is the entry itself, and
 * for an entry of several lines or over MAX_EXPECTED_CHARS.
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
    if (!best || best.distance > Math.max(1, Math.ceil(wanted.length * MAX_CHANGE_RATIO)))
        return undefined;
    let { start, end } = best;
    const { line } = best;
    if (isWordChar(line[start]) && isWordChar(wanted[0]))
        while (start > 0 && isWordChar(line[start - 1]))
            start--;
    if (isWordChar(line[end - 1]) && isWordChar(wanted.at(-1)))
        while (end < line.length && isWordChar(line[end]))
            end++;
    const proposal = line.slice(start, end).trim();
    return proposal === '' || proposal === expected || !output.includes(proposal) ? undefined : proposal;
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
// EXTERNAL MODULE: ./lib/engine/configure.js
var configure = __webpack_require__(8186);
// EXTERNAL MODULE: ./lib/engine/index.js + 1 modules
var engine = __webpack_require__(6964);
// EXTERNAL MODULE: ./lib/engine/options.js
var engine_options = __webpack_require__(7968);
// EXTERNAL MODULE: ./lib/engine/redact.js
var redact = __webpack_require__(6021);
// EXTERNAL MODULE: ./lib/engine/scenarios/index.js
var scenarios = __webpack_require__(5150);
// EXTERNAL MODULE: ./lib/engine/scenarios/load.js
var load = __webpack_require__(340);
// EXTERNAL MODULE: ./lib/report/escape.js
var report_escape = __webpack_require__(2527);
;// CONCATENATED MODULE: ./lib/report/diff.js

/** Unchanged lines shown around each change. */
const DIFF_CONTEXT_LINES = 2;
/** Past this many lines between the common start and end, the middle is shown as replaced whole. */
const MAX_DIFF_MIDDLE_LINES = 4_000;
/** Line operations turning `a` into `b`: longest common subsequence over the part that differs. */
function diffLines(a, b) {
    let prefix = 0;
    while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix])
        prefix++;
    let suffix = 0;
    while (suffix < a.length - prefix &&
        suffix < b.length - prefix &&
        a[a.length - 1 - suffix] === b[b.length - 1 - suffix])
        suffix++;
    const ops = [];
    const same = (i, j) => ops.push({ kind: ' ', text: a[i], oldLine: i + 1, newLine: j + 1 });
    for (let i = 0; i < prefix; i++)
        same(i, i);
    const midA = a.slice(prefix, a.length - suffix);
    const midB = b.slice(prefix, b.length - suffix);
    if (midA.length * midB.length > MAX_DIFF_MIDDLE_LINES * MAX_DIFF_MIDDLE_LINES ||
        midA.length === 0 ||
        midB.length === 0) {
        midA.forEach((text, k) => ops.push({ kind: '-', text, oldLine: prefix + k + 1, newLine: prefix + 1 }));
        midB.forEach((text, k) => ops.push({ kind: '+', text, oldLine: prefix + midA.length + 1, newLine: prefix + k + 1 }));
    }
    else {
        // lcs[i][j]: length of the LCS of midA[i..] and midB[j..].
        const lcs = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
        for (let i = midA.length - 1; i >= 0; i--)
            for (let j = midB.length - 1; j >= 0; j--)
                lcs[i][j] = midA[i] === midB[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
        let i = 0;
        let j = 0;
        while (i < midA.length || j < midB.length) {
            if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
                same(prefix + i, prefix + j);
                i++;
                j++;
            }
            else if (i < midA.length && (j === midB.length || lcs[i + 1][j] >= lcs[i][j + 1])) {
                // Removals before additions, as `diff -u` prints a changed line.
                ops.push({ kind: '-', text: midA[i], oldLine: prefix + i + 1, newLine: prefix + j + 1 });
                i++;
            }
            else {
                ops.push({ kind: '+', text: midB[j], oldLine: prefix + i + 1, newLine: prefix + j + 1 });
                j++;
            }
        }
    }
    for (let k = 0; k < suffix; k++)
        same(a.length - suffix + k, b.length - suffix + k);
    return ops;
}
/**
 * A unified diff of one file (`--- file` / `+++ file`, `@@` hunks with DIFF_CONTEXT_LINES of
 * context), as `diff -u` prints it, so it reads as people expect and pastes into a review. The
 * lines come from a scenario file that may hold server output: they are escaped for the terminal.
 * Returns '' when nothing changed.
 */
function renderUnifiedDiff(file, before, after) {
    if (before === after)
        return '';
    const ops = diffLines(before.split('\n'), after.split('\n'));
    const changed = ops.map((op, index) => (op.kind === ' ' ? -1 : index)).filter((index) => index >= 0);
    const hunks = [];
    for (const index of changed) {
        const start = Math.max(0, index - DIFF_CONTEXT_LINES);
        const end = Math.min(ops.length - 1, index + DIFF_CONTEXT_LINES);
        const last = hunks.at(-1);
        if (last && start <= last[1] + 1)
            last[1] = Math.max(last[1], end);
        else
            hunks.push([start, end]);
    }
    const lines = [`--- ${(0,report_escape/* escapeTerminal */.en)(file)}`, `+++ ${(0,report_escape/* escapeTerminal */.en)(file)}`];
    for (const [start, end] of hunks) {
        const slice = ops.slice(start, end + 1);
        const oldCount = slice.filter((op) => op.kind !== '+').length;
        const newCount = slice.filter((op) => op.kind !== '-').length;
        const oldStart = slice.find((op) => op.kind !== '+')?.oldLine ?? slice[0].oldLine - 1;
        const newStart = slice.find((op) => op.kind !== '-')?.newLine ?? slice[0].newLine - 1;
        lines.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`);
        for (const op of slice)
            lines.push(`${op.kind}${(0,report_escape/* escapeTerminal */.en)(op.text)}`);
    }
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=diff.js.map
// EXTERNAL MODULE: ./lib/report/limits.js
var limits = __webpack_require__(5032);
;// CONCATENATED MODULE: ./lib/report/record.js


const quote = (text) => (0,limits/* clipLine */.DX)((0,report_escape/* escapeTerminal */.en)(JSON.stringify(text)), 200);
/**
 * Per scenario: its output (escaped, cut to a terminal's worth), then each `expected_contains`
 * entry as `ok` or `stale`, with what it would become. Pure: the command decides what to write.
 */
function renderRecord(scenarios) {
    const lines = [];
    for (const scenario of scenarios) {
        const where = `${scenario.position.file}:${scenario.position.line}`;
        lines.push(`== ${(0,report_escape/* escapeTerminal */.en)(scenario.name)} (${(0,report_escape/* escapeTerminal */.en)(where)})`);
        if (scenario.output !== '') {
            lines.push('output:');
            for (const line of (0,report_escape/* escapeTerminal */.en)((0,limits/* cutStart */.Dr)(scenario.output, limits/* TERMINAL_OUTPUT_LIMIT_CHARS */.pe)).split('\n'))
                lines.push(`  | ${line}`);
        }
        if (scenario.notRecorded) {
            lines.push(`not recorded: ${(0,report_escape/* escapeTerminal */.en)(scenario.notRecorded)}`);
        }
        else if (scenario.entries.length === 0) {
            lines.push('no expected_contains entries');
        }
        else {
            let list;
            for (const entry of scenario.entries) {
                const heading = entry.step
                    ? `step ${entry.step.index} (${(0,report_escape/* escapeTerminal */.en)(entry.step.tool)}) expected_contains:`
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
                lines.push(`  fails  line ${failure.line}: ${(0,limits/* clipLine */.DX)((0,report_escape/* escapeTerminal */.en)(failure.message), 300)}`);
        }
        lines.push('');
    }
    return `${lines.join('\n')}`;
}
//# sourceMappingURL=record.js.map
// EXTERNAL MODULE: ./lib/report/terminal.js + 1 modules
var terminal = __webpack_require__(605);
// EXTERNAL MODULE: ./lib/cli/console.js + 2 modules
var console = __webpack_require__(5930);
// EXTERNAL MODULE: ./lib/cli/commands/shared.js
var shared = __webpack_require__(9544);
;// CONCATENATED MODULE: ./lib/cli/commands/record.js














const RECORD_USAGE = `Usage: mcp-scenario-eval record [FILES or globs…] [--update] [server flags]

Runs the scenarios (default ${engine_options/* DEFAULT_SCENARIO_GLOBS */.Lj.join(' ')}) and shows, for each one, the
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

${shared/* SERVER_FLAGS_HELP */.gp}

Options:
  --update               rewrite the stale expected_contains entries
  -h, --help

Exit code: 0 nothing is stale (or all of it was updated), 1 a stale entry is left
(no --update, or no close line to update it to), an expected_not_contains entry
fails (record never changes one) or a scenario could not be recorded, 2 bad
usage or invalid files.
`;
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
    if (result.steps.length !== scenario.steps.length)
        return 'not every step ran';
    for (const [index, step] of result.steps.entries()) {
        const wanted = scenario.steps[index];
        if (step.error)
            return step.error;
        if (step.isError !== wanted.expectError)
            return `${step.tool} (line ${step.position.line}) ${step.isError ? 'returned isError: true' : 'succeeded, but the step says expect_error: true'}`;
    }
    return undefined;
}
const record = async (argv, env, io) => {
    const cwd = process.cwd();
    let parsed;
    let options;
    try {
        parsed = (0,shared/* parseSubcommandArgs */.cY)(argv, { update: { type: 'boolean' } });
        if (parsed.values.help) {
            io.out(RECORD_USAGE);
            return console/* EXIT_OK */.Ij;
        }
        const globs = parsed.positionals.length > 0 ? parsed.positionals : engine_options/* DEFAULT_SCENARIO_GLOBS */.Lj;
        options = (0,shared/* subcommandRunOptions */.x1)(parsed.values, env, cwd, globs);
    }
    catch (error) {
        if (!(error instanceof configure/* ConfigError */.xL))
            throw error;
        return (0,shared/* usageError */.Wp)(io, 'record', error.message, RECORD_USAGE);
    }
    const suite = await (0,scenarios/* loadSuite */.bu)(options.scenarioGlobs, cwd);
    const run = await (0,engine/* runSuite */.og)(options);
    if (run.fileErrors.length > 0 || !(0,engine/* matchedAnyFile */.bp)(run)) {
        io.out(`${(0,terminal/* renderRunReport */.Af)(run, { color: false })}\n`);
        return console/* EXIT_USAGE */.Ri;
    }
    const byName = new Map(suite.scenarios.map((scenario) => [scenario.name, scenario]));
    const recorded = [];
    const updatesByFile = new Map();
    let left = 0;
    for (const result of run.scenarios) {
        const scenario = byName.get(result.name);
        const problem = sequenceProblem(scenario, result);
        // Each step's own entries are checked against that call's output alone, as a run checks them;
        // the scenario's against the joined output. In file order: the steps come first.
        const lists = [
            ...scenario.steps.map((step, index) => ({
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
            if (stale && proposal !== undefined)
                changes.push({ step, index, value: proposal });
            if (stale && (proposal === undefined || !parsed.values.update))
                left++;
            const ref = step === undefined ? undefined : { index: step + 1, tool: scenario.steps[step].tool };
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
    // Scenarios a live run leaves out are not recorded either: say so, and never call an empty
    // selection "nothing is stale".
    const leftOutNote = run.notLive > 0
        ? `${run.notLive} ${run.notLive === 1 ? 'scenario is' : 'scenarios are'} not live (no live: true), so not recorded in live mode.\n`
        : '';
    if (run.scenarios.length === 0) {
        io.out(`${leftOutNote}No scenario was recorded.\n`);
        return console/* EXIT_FAILED */.hj;
    }
    const stale = recorded.flatMap((s) => s.entries).filter((entry) => entry.stale).length;
    const failing = recorded.reduce((sum, s) => sum + (s.stillFailing?.length ?? 0), 0);
    const failingNote = failing === 0
        ? ''
        : `${failing} expected_not_contains ${failing === 1 ? 'entry fails' : 'entries fail'}: record never changes ${failing === 1 ? 'one' : 'them'}, so look at the server or edit the file by hand.\n`;
    if (!parsed.values.update) {
        io.out((stale === 0
            ? 'No expected_contains entry is stale.\n'
            : `${stale} stale expected_contains ${stale === 1 ? 'entry' : 'entries'}; run again with --update to rewrite ${stale === 1 ? 'it' : 'them'}.\n`) +
            failingNote +
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
            io.out(renderUnifiedDiff(shown, before, after));
            written += [...updates.values()].reduce((sum, changes) => sum + changes.length, 0);
        }
        catch (error) {
            io.err(`mcp-scenario-eval record: could not update ${(0,report_escape/* escapeTerminal */.en)(shown)}: ${(0,report_escape/* escapeTerminal */.en)(error.message)}\n`);
            left++;
        }
    }
    io.out(`Updated ${written} expected_contains ${written === 1 ? 'entry' : 'entries'} in ${updatesByFile.size} ${updatesByFile.size === 1 ? 'file' : 'files'}.\n${failingNote}${leftOutNote}`);
    return left > 0 ? console/* EXIT_FAILED */.hj : console/* EXIT_OK */.Ij;
};
//# sourceMappingURL=record.js.map

/***/ }),

/***/ 9544:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wp: () => (/* binding */ usageError),
/* harmony export */   cY: () => (/* binding */ parseSubcommandArgs),
/* harmony export */   gp: () => (/* binding */ SERVER_FLAGS_HELP),
/* harmony export */   x1: () => (/* binding */ subcommandRunOptions),
/* harmony export */   yV: () => (/* binding */ readFlagsOnly)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var _engine_configure_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8186);
/* harmony import */ var _engine_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7968);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2527);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5930);
/* harmony import */ var _server_flags_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1741);






/** The server flags as a help text block, the same for every subcommand that talks to a server. */
const SERVER_FLAGS_HELP = `Server (one of):
  --server-command CMD   start the server over stdio
  --server-module PATH   load a module exporting createServer(), in-process
  --remote-url URL       live mode: Streamable HTTP (or MCP_EVAL_REMOTE_URL);
                         bearer token from MCP_EVAL_BEARER_TOKEN, extra
                         headers from MCP_EVAL_HEADERS ("Name: value" lines);
                         or OAuth client credentials: --oauth-client-id ID (or
                         MCP_EVAL_OAUTH_CLIENT_ID) with MCP_EVAL_OAUTH_CLIENT_SECRET
                         or MCP_EVAL_OAUTH_PRIVATE_KEY (never flags), --oauth-scope,
                         --oauth-issuer
  --server-cwd DIR       working directory of the server process
  --connect-timeout-ms N for the server to start and answer initialize
                         (default ${_engine_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONNECT_TIMEOUT_MS */ .od}), as in a run
  --timeout-ms N         per call (default ${_engine_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_TIMEOUT_MS */ .t1})`;
/**
 * Parses a subcommand's arguments: the server flags, `--connect-timeout-ms`, `--timeout-ms`,
 * `-h/--help` and its own.
 * Throws ConfigError (with node's own wording, which names the flag) on anything unknown.
 */
function parseSubcommandArgs(argv, own) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: argv,
            allowPositionals: true,
            strict: true,
            options: {
                ..._server_flags_js__WEBPACK_IMPORTED_MODULE_4__/* .SERVER_FLAG_OPTIONS */ .g,
                'connect-timeout-ms': { type: 'string' },
                'timeout-ms': { type: 'string' },
                help: { type: 'boolean', short: 'h' },
                ...own,
            },
        });
    }
    catch (error) {
        throw new _engine_configure_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(error.message);
    }
}
/**
 * Engine options for a subcommand, built the way a run builds them (`toRunOptions`), so stub and
 * live transports, secrets and error messages behave as in a run. The judge is off: authoring
 * commands look at what the server says, they never grade it (and never spend tokens).
 */
function subcommandRunOptions(values, env, cwd, scenarioGlobs = []) {
    const server = (0,_server_flags_js__WEBPACK_IMPORTED_MODULE_4__/* .readServerFlags */ .N)(values, env, cwd);
    return (0,_engine_configure_js__WEBPACK_IMPORTED_MODULE_1__/* .toRunOptions */ .pA)({
        workspace: cwd,
        scenarioGlobs,
        ...server,
        anthropicApiKey: '',
        judge: 'off',
        judgeModel: _engine_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_JUDGE_MODEL */ .sr,
        judgeConcurrency: 1,
        // One scenario at a time: authoring output is read by a person, in file order.
        concurrency: 1,
        isolation: 'scenario',
        timeoutMs: (0,_engine_configure_js__WEBPACK_IMPORTED_MODULE_1__/* .positiveInteger */ .Cq)('--timeout-ms', values['timeout-ms'], _engine_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_TIMEOUT_MS */ .t1),
        connectTimeoutMs: (0,_engine_configure_js__WEBPACK_IMPORTED_MODULE_1__/* .positiveInteger */ .Cq)('--connect-timeout-ms', values['connect-timeout-ms'], _engine_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONNECT_TIMEOUT_MS */ .od),
        shard: '',
        filter: '',
    });
}
/** Bad usage of a subcommand: the problem, then its usage, on stderr; exit code 2. */
function usageError(io, command, message, usage) {
    // One line that may quote a flag or value as typed: a line break in it is shown as \n, as for a run.
    io.err(`mcp-scenario-eval ${command}: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(message)}\n\n${usage}`);
    return _console_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_USAGE */ .Ri;
}
/**
 * The arguments of a subcommand that takes flags only (`ping`, `tools`): its values and engine
 * options, or the exit code when it printed its help (0) or a usage error (2).
 */
function readFlagsOnly(command, usage, own, argv, env, io) {
    try {
        const parsed = parseSubcommandArgs(argv, own);
        const values = parsed.values;
        if (values.help) {
            io.out(usage);
            return _console_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
        }
        if (parsed.positionals.length > 0)
            throw new _engine_configure_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`unexpected argument "${parsed.positionals[0]}": ${command} takes only flags`);
        return { values, options: subcommandRunOptions(values, env, process.cwd()) };
    }
    catch (error) {
        if (!(error instanceof _engine_configure_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL))
            throw error;
        return usageError(io, command, error.message, usage);
    }
}
//# sourceMappingURL=shared.js.map

/***/ }),

/***/ 2150:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ SAVE_PATTERN_FLAGS),
/* harmony export */   $g: () => (/* binding */ hasInterpolation),
/* harmony export */   Ho: () => (/* binding */ parsePieces),
/* harmony export */   PQ: () => (/* binding */ captureGroupCount),
/* harmony export */   QQ: () => (/* binding */ stringsIn),
/* harmony export */   V2: () => (/* binding */ substitute),
/* harmony export */   q7: () => (/* binding */ keysIn),
/* harmony export */   wN: () => (/* binding */ escapeReferences)
/* harmony export */ });
/**
 * `${name}` references in step arguments, to values that earlier steps `save` from their output.
 * The loader finds them (to reject a name used before it is saved) and the runner substitutes them;
 * both read strings with the one scanner below, so they can never disagree about what is a reference.
 *
 * `$${` is a literal `${` (the same escape as in GitHub Actions' and Docker Compose's own
 * interpolation, so it is the one users are most likely to try first).
 */
/** What a `${` must be followed by: an identifier and `}`. */
const REFERENCE = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}/;
const ESCAPE = '$${';
/**
 * Splits a string into literal text and references. A `${` that is not a well-formed reference is
 * an error (it is far more often a typo than text meant literally); the message says how to write it.
 */
function parsePieces(value) {
    const pieces = [];
    let text = '';
    for (let index = 0; index < value.length;) {
        if (value.startsWith(ESCAPE, index)) {
            text += '${';
            index += ESCAPE.length;
            continue;
        }
        if (value.startsWith('${', index)) {
            const match = REFERENCE.exec(value.slice(index));
            if (!match) {
                const shown = value.slice(index, index + 20);
                return {
                    error: `\`${shown}${value.length > index + 20 ? '…' : ''}\` is not a reference: write \${name} with the name ` +
                        'a `save` entry of an earlier step gives (letters, digits and _), or $${ for a literal ${',
                };
            }
            if (text)
                pieces.push({ text });
            text = '';
            pieces.push({ ref: match[1] });
            index += match[0].length;
            continue;
        }
        text += value[index];
        index++;
    }
    if (text || pieces.length === 0)
        pieces.push({ text });
    return { pieces };
}
/** Every string value inside `value` (mapping values and list items, at any depth), with its path. */
function* stringsIn(value, path = []) {
    if (typeof value === 'string')
        yield [path, value];
    else if (Array.isArray(value))
        for (const [index, item] of value.entries())
            yield* stringsIn(item, [...path, index]);
    else if (value !== null && typeof value === 'object')
        for (const [key, item] of Object.entries(value))
            yield* stringsIn(item, [...path, key]);
}
/** Every key of every mapping inside `value` (at any depth), with the path of its mapping. */
function* keysIn(value, path = []) {
    if (Array.isArray(value))
        for (const [index, item] of value.entries())
            yield* keysIn(item, [...path, index]);
    else if (value !== null && typeof value === 'object')
        for (const [key, item] of Object.entries(value)) {
            yield [path, key];
            yield* keysIn(item, [...path, key]);
        }
}
/**
 * `value` written so that `substitute` gives it back unchanged: every `${` in a string becomes `$${`.
 * For arguments that were sent as they are (`init` writes the ones it called the tool with).
 */
function escapeReferences(value) {
    if (typeof value === 'string')
        // A function, not a string: in a replacement string `$$` means one `$`.
        return value.replaceAll('${', () => ESCAPE);
    if (Array.isArray(value))
        return value.map((item) => escapeReferences(item));
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, escapeReferences(item)]));
    return value;
}
/** Whether any string inside `value` holds a reference or an escape, i.e. whether it needs substituting. */
function hasInterpolation(value) {
    for (const [, text] of stringsIn(value))
        if (text.includes('${'))
            return true;
    return false;
}
/**
 * `value` with every reference replaced by its saved value and `$${` by `${`. The loader has
 * already rejected malformed and unsaved references, so a missing one here is a bug: it throws.
 *
 * A saved value is text. Where a string is exactly one reference and `schema` (the tool's input
 * schema) says that argument is a number, an integer or a boolean and not a string, text that is
 * one of those (`42`, `-1.5`, `true`) is passed as that type, so that an id or a count saved from
 * one call can be an argument of the next; any other text stays a string, for the schema to reject.
 */
function substitute(value, saved, schema) {
    return substituteAt(value, saved, schema);
}
function substituteAt(value, saved, schema) {
    if (typeof value === 'string') {
        const parsed = parsePieces(value);
        if ('error' in parsed)
            throw new Error(parsed.error);
        const texts = parsed.pieces.map((piece) => {
            if ('text' in piece)
                return piece.text;
            const found = saved.get(piece.ref);
            if (found === undefined)
                throw new Error(`\${${piece.ref}} has no saved value`);
            return found;
        });
        const only = parsed.pieces.length === 1 && 'ref' in parsed.pieces[0] ? texts[0] : undefined;
        return only === undefined ? texts.join('') : typedAs(only, schemaTypes(schema));
    }
    if (Array.isArray(value))
        return value.map((item) => substituteAt(item, saved, itemSchema(schema)));
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substituteAt(item, saved, propertySchema(schema, key))]));
    return value;
}
/** JSON number syntax (no leading zeros, no `+`, no hex): what JSON itself would read as a number. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
/** `text` as the type `types` asks for, when it asks for no string and `text` is one; else `text`. */
function typedAs(text, types) {
    if (!types || types.includes('string'))
        return text;
    if (JSON_NUMBER.test(text)) {
        const number = Number(text);
        // `1e400` is JSON syntax but no finite number: it stays text.
        if (!Number.isFinite(number))
            return text;
        if (types.includes('number') || (types.includes('integer') && Number.isInteger(number)))
            return number;
    }
    if (types.includes('boolean') && (text === 'true' || text === 'false'))
        return text === 'true';
    return text;
}
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/**
 * The JSON types a schema allows, from its `type` keyword, or from every branch of an `anyOf` /
 * `oneOf` (how Python servers write an optional argument: `anyOf: [{type: integer}, {type: null}]`).
 * Undefined when it does not say (then the text stays a string).
 */
function schemaTypes(schema) {
    if (!isObject(schema))
        return undefined;
    const { type } = schema;
    if (typeof type === 'string')
        return [type];
    if (Array.isArray(type) && type.every((item) => typeof item === 'string'))
        return type;
    const branches = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
    if (!branches)
        return undefined;
    const types = branches.map(schemaTypes);
    return types.every((item) => item !== undefined) ? types.flat() : undefined;
}
function propertySchema(schema, key) {
    if (!isObject(schema) || !isObject(schema.properties))
        return undefined;
    return Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
}
function itemSchema(schema) {
    return isObject(schema) && isObject(schema.items) ? schema.items : undefined;
}
/** The number of capture groups of a pattern: matching the empty alternative fills none of them. */
function captureGroupCount(pattern) {
    return new RegExp(`${pattern.source}|`, pattern.flags).exec('').length - 1;
}
/**
 * The flags every `save` pattern is compiled with: `m`, so that `^` and `$` match at each line of
 * the output (which is what a pattern written against one line of it means).
 */
const SAVE_PATTERN_FLAGS = 'm';
//# sourceMappingURL=references.js.map

/***/ }),

/***/ 4191:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ym: () => (/* binding */ closestLine),
/* harmony export */   kp: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
/** Edit distance (Levenshtein) between two strings; small inputs only (keys, tool names, lines). */
function editDistance(a, b) {
    if (a === b)
        return 0;
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
            current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
        }
        previous = current;
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
/** Bounds on the closest-line search, which is quadratic in line length. */
const MAX_LINES_COMPARED = 2_000;
const MAX_LINE_CHARS_COMPARED = 200;
/**
 * The line of `text` most like `wanted` (a line that holds it with little else scores best), or
 * undefined when there is no non-blank line or too many to compare within the bounds.
 */
function closestLine(text, wanted) {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0 || lines.length > MAX_LINES_COMPARED)
        return undefined;
    let best = lines[0];
    let bestScore = Infinity;
    // Both sides bounded: the search costs lines × line length × wanted length.
    const target = wanted.slice(0, MAX_LINE_CHARS_COMPARED);
    for (const line of lines) {
        const candidate = line.slice(0, MAX_LINE_CHARS_COMPARED);
        const score = editDistance(target, candidate) - Math.max(0, candidate.length - target.length);
        if (score < bestScore) {
            bestScore = score;
            best = line;
        }
    }
    return best;
}
//# sourceMappingURL=closest.js.map

/***/ })

};

//# sourceMappingURL=743.index.js.map