export const id = 423;
export const ids = [423];
export const modules = {

/***/ 8494:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nr: () => (/* binding */ NO_KEY_REASON),
/* harmony export */   SN: () => (/* binding */ JUDGE_NOT_ASKED_PREFIX),
/* harmony export */   XZ: () => (/* binding */ gradeCriteria),
/* harmony export */   uS: () => (/* binding */ judgedOutcome)
/* harmony export */ });
/** Why the judge and agent scenarios cannot call the API: said wherever a key is missing. */
const NO_KEY_REASON = 'no ANTHROPIC_API_KEY (or anthropic-api-key) set';
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
    return failed || !unavailable ? { failed } : { failed, error: `${JUDGE_NOT_ASKED_PREFIX}${unavailable.unavailable}` };
}
//# sourceMappingURL=judge.js.map

/***/ }),

/***/ 3423:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RENDERERS: () => (/* reexport */ RENDERERS),
  askedReports: () => (/* reexport */ askedReports),
  emptyShardNotice: () => (/* reexport */ emptyShardNotice),
  eraseSecretsFromEnvironment: () => (/* reexport */ eraseSecretsFromEnvironment),
  failureHeadline: () => (/* reexport */ failureHeadline),
  lintHeadline: () => (/* reexport */ lintHeadline),
  renderReportFile: () => (/* reexport */ renderReportFile),
  reportFileProblem: () => (/* reexport */ reportFileProblem),
  reportFiles: () => (/* reexport */ reportFiles),
  runSuite: () => (/* reexport */ run/* runSuite */.og),
  secretVariables: () => (/* reexport */ secretVariables),
  snapshotFailed: () => (/* reexport */ server_tools/* snapshotFailed */.Ub),
  snapshotHeadline: () => (/* reexport */ snapshotHeadline),
  unmatchedGlobWarnings: () => (/* reexport */ unmatchedGlobWarnings)
});

// EXTERNAL MODULE: ./lib/run/index.js + 11 modules
var run = __webpack_require__(3066);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
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
var server_tools = __webpack_require__(812);
// EXTERNAL MODULE: ./lib/run/verdict.js
var run_verdict = __webpack_require__(2724);
// EXTERNAL MODULE: ./lib/model/result.js
var model_result = __webpack_require__(4484);
// EXTERNAL MODULE: ./lib/checks/judge.js
var judge = __webpack_require__(8494);
// EXTERNAL MODULE: ./lib/server-tools/snapshot/diff.js
var diff = __webpack_require__(7379);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(1961);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./lib/report/style.js
/**
 * Colour for the terminal reports, on `node:util`'s styleText (Node >= 20.12). Whether to colour
 * is the caller's decision (`colorFor`): styleText is told not to look at a stream or the
 * environment itself, so a report rendered for a file or a test is the same on any machine.
 */

/** `text` in `format` when the style colours, else `text` as it is. */
function style_paint(style, format, text) {
    return style.color ? (0,external_node_util_.styleText)(format, text, { validateStream: false }) : text;
}
/**
 * Whether output to this stream is coloured: only on a TTY, and never with a non-empty NO_COLOR
 * (https://no-color.org). FORCE_COLOR is not read: a report piped to a file has no colour.
 */
function colorFor(isTTY, env) {
    return isTTY && !env.NO_COLOR;
}
//# sourceMappingURL=style.js.map
;// CONCATENATED MODULE: ./lib/report/snapshot.js
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
    const text = markRuns(shown.ops, text_escape/* escapeTerminal */.en, (kind, words) => kind === 'removed' ? style_paint(style, 'red', `[-${words}-]`) : style_paint(style, 'green', `{+${words}+}`));
    return shown.cut ? `${text}…` : text;
}
/** Markdown: removed words in <del>, added in <ins> (they hold any text), in one escaped line. */
function renderWordDiffMarkdown(ops) {
    const escape = (text) => (0,text_escape/* escapeHtml */.ZD)(text.replace(/([\\`*_[\]#|~])/g, '\\$1'));
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
    return diff/* CHANGE_KINDS */.tO.map((kind) => [kind, changes.filter((change) => change.kind === kind)]).filter(([, list]) => list.length > 0);
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
    const file = (0,text_escape/* escapeName */.L$)(check.file);
    if (check.status === 'equal' && check.unread?.length)
        lines.push(`${style_paint(style, 'red', 'SNAPSHOT INCOMPLETE')} what could be read matches ${file}`);
    else if (check.status === 'equal')
        lines.push(`${style_paint(style, 'green', 'SNAPSHOT OK')} the tool list matches ${file}`);
    else if (check.status === 'invalid')
        lines.push(`${style_paint(style, 'red', 'SNAPSHOT ERROR')} ${(0,text_escape/* escapeTerminal */.en)(oneLine(check.error ?? ''))}`);
    else
        lines.push(`${style_paint(style, 'red', 'SNAPSHOT CHANGED')} the tool list differs from ${file}: ${countChanges(check.changes)}`);
    for (const [kind, list] of byKind(check.changes)) {
        lines.push('', `${TITLES[kind]}:`);
        for (const change of list) {
            lines.push(`  - ${(0,text_escape/* escapeName */.L$)(change.tool)}: ${(0,text_escape/* escapeTerminal */.en)(oneLine(change.message))}`);
            if (change.words)
                lines.push(`      ${renderWordDiffTerminal(change.words, style)}`);
        }
    }
    for (const why of check.unread ?? [])
        lines.push('', `${style_paint(style, 'red', 'NOT COMPARED')} ${(0,text_escape/* escapeTerminal */.en)(oneLine(why))}`);
    lines.push('', tokensLine(check));
    if (check.overBudget && check.status === 'equal')
        lines.push(`${style_paint(style, 'red', 'OVER BUDGET')} shorten descriptions or schemas, or raise the budget`);
    // A server that could not be reached listed nothing: saving would not accept anything.
    if (check.status !== 'equal' && !check.unreachable)
        lines.push(`To accept the server's list as it is now: ${(0,text_escape/* escapeName */.L$)(check.acceptCommand)}`);
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
        lines.push(`❌ ${(0,text_escape/* escapeInline */.VV)(check.error ?? '')}`);
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
            lines.push(`- <code>${(0,text_escape/* escapeHtml */.ZD)(change.tool)}</code>: ${(0,text_escape/* escapeInline */.VV)(change.message)}`);
            if (change.words && detail === 'word-diffs')
                lines.push(`  <br>${renderWordDiffMarkdown(change.words)}`);
        }
    }
    for (const why of check.unread ?? [])
        lines.push('', `❌ Not compared: ${(0,text_escape/* escapeInline */.VV)(why)}`);
    lines.push('', (0,text_escape/* escapeInline */.VV)(tokensLine(check)));
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
;// CONCATENATED MODULE: ./lib/report/headlines.js
/**
 * The headlines of a failed run, and the notices every face gives, worded once: the action's step
 * failure, the CLI's last lines and the summary take them from here.
 */





/** Said wherever a run stopped because its server could not start at all. */
const SERVER_NOT_STARTED = 'The server could not be started; no scenario was run';
function failureHeadline(result) {
    if (result.fileErrors.length > 0)
        return `${result.fileErrors.length} problem(s) in scenario files; no scenario was run`;
    if (result.serverError)
        return `${result.serverError.message}; no scenario was run`;
    if (result.scenarios.length === 0) {
        return (0,run_verdict/* matchedAnyFile */.bp)(result)
            ? `no scenario was selected to run (${result.notLive} not live, ${result.deselected} left out by filter or shard): check filter, shard, and live: true in live mode`
            : `no scenario file matched ${result.unmatchedGlobs.map((g) => `"${g}"`).join(', ') || 'the scenarios globs'}`;
    }
    const totals = (0,model_result/* totalsOf */.v)(result);
    if (totals.failed === 0 && result.judge.failedBecause)
        return result.judge.failedBecause;
    if (totals.failed === 0 && (0,run_verdict/* lintFailed */.LP)(result.lint))
        return lintHeadline(result.lint);
    if (totals.failed === 0 && result.toolsSnapshot && (0,server_tools/* snapshotFailed */.Ub)(result.toolsSnapshot))
        return snapshotHeadline(result.toolsSnapshot);
    return judgeNotAskedHeadline(result) ?? `${totals.failed} of ${totals.total} scenario(s) failed`;
}
/**
 * Said when scenarios errored because the judge could not be asked (unreachable, or an API error
 * such as a 500, 401 or 529): the headline blames the judge, so an outage of the API never reads as
 * a failure of the server. With failures of the server's own as well, both are counted. Undefined
 * when no scenario errored for the judge.
 */
function judgeNotAskedHeadline(result) {
    const errored = (0,run_verdict/* erroredForTheJudge */.D$)(result);
    if (errored.length === 0)
        return undefined;
    const totals = (0,model_result/* totalsOf */.v)(result);
    const why = errored[0].error.slice(judge/* JUDGE_NOT_ASKED_PREFIX */.SN.length);
    if (totals.failed === errored.length) {
        const scenarios = totals.total === 1 ? 'scenario' : 'scenarios';
        return `the judge could not be asked, so ${errored.length} of ${totals.total} ${scenarios} errored (not judged, no failure of the server): ${why}`;
    }
    return `${totals.failed} of ${totals.total} scenario(s) failed, ${errored.length} of them errored because the judge could not be asked: ${why}`;
}
/**
 * Why a run failed when every scenario passed (the lint under `lint: error`, the tool-list
 * snapshot, the judge): the totals line alone would read as a pass. Undefined otherwise.
 */
function failedDespitePasses(result) {
    if (result.scenarios.length === 0 || result.fileErrors.length > 0 || result.serverError)
        return undefined;
    if ((0,model_result/* totalsOf */.v)(result).failed > 0)
        return undefined;
    const lint = (0,run_verdict/* lintFailed */.LP)(result.lint);
    const snapshot = result.toolsSnapshot !== undefined && (0,server_tools/* snapshotFailed */.Ub)(result.toolsSnapshot);
    if (!lint && !snapshot && result.judge.failedBecause === undefined)
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
    if (!(0,run_verdict/* matchedAnyFile */.bp)(result))
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
;// CONCATENATED MODULE: ./lib/report/text/limits.js
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
//# sourceMappingURL=limits.js.map
;// CONCATENATED MODULE: ./lib/report/annotations.js




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
 * Every annotation the run deserves, ranked, since GitHub shows only the first 10 per level per
 * step. When the run fails, one of those 10 is the step's own failure message (`core.setFailed`,
 * written first), so `leftOut` counts from 9 errors.
 */
function planAnnotations(run) {
    const errors = [...fileErrorAnnotations(run), ...roundRobin(run.scenarios.map(scenarioErrors))];
    // Nothing the scenarios themselves say is a warning: `skip:` is a choice the author wrote down,
    // and a warning on every pull request that keeps one would turn them all yellow for nothing.
    // Warnings are for problems of the run itself, which the action writes on its own, and of the
    // server's answers that pass the checks but reach the model with text hidden in them.
    const warnings = roundRobin(run.scenarios.map(hiddenTextWarnings)).concat(run.scenarios.flatMap((scenario) => baselineAnnotations(scenario, 'warning')));
    const notices = runNotices(run).concat(run.scenarios.filter((s) => s.status === 'skipped' && !gatedAgentScenario(run, s)).map(skippedScenarioNotice), run.scenarios.flatMap((scenario) => scenario.checks
        .filter((check) => check.status === 'skipped')
        .map((check) => at(scenario, check, 'notice', check.message ?? `${check.kind} was skipped`))), run.scenarios.flatMap(newSessionNotices), run.scenarios.flatMap((scenario) => baselineAnnotations(scenario, 'notice')));
    const errorRoom = GITHUB_ANNOTATIONS_PER_LEVEL - ((0,run_verdict/* runFailed */.Np)(run) ? 1 : 0);
    const annotations = [
        ...errors.slice(0, ANNOTATIONS_WRITTEN_PER_LEVEL),
        ...warnings.slice(0, ANNOTATIONS_WRITTEN_PER_LEVEL),
        ...notices.slice(0, ANNOTATIONS_WRITTEN_PER_LEVEL),
    ]
        .map(withSafePosition)
        .map((annotation) => ({
        ...annotation,
        title: (0,text_escape/* escapeName */.L$)(annotation.title),
        // core escapes line breaks in the message; other control characters (ANSI colour) it passes on.
        message: cutStart((0,text_escape/* breakLegacyCommands */.bf)((0,text_escape/* visibleControls */.xx)(annotation.message)), ANNOTATION_MESSAGE_LIMIT_CHARS),
    }));
    return {
        annotations,
        leftOut: {
            error: Math.max(0, errors.length - errorRoom),
            warning: Math.max(0, warnings.length - GITHUB_ANNOTATIONS_PER_LEVEL),
            notice: Math.max(0, notices.length - GITHUB_ANNOTATIONS_PER_LEVEL),
        },
    };
}
/**
 * An annotation whose file path cannot be a workflow command property (see `unsafePropertyReason`)
 * is written without a position; its message says where it belongs and why it is not placed there.
 */
function withSafePosition(annotation) {
    const reason = annotation.file === undefined ? undefined : (0,text_escape/* unsafePropertyReason */.CN)(annotation.file);
    if (reason === undefined)
        return annotation;
    const { file, line, column, ...rest } = annotation;
    const where = [(0,text_escape/* escapeName */.L$)(file), line, column].filter((part) => part !== undefined).join(':');
    return { ...rest, message: `at ${where} (not placed on the file: ${reason})\n${annotation.message}` };
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
    return `\nserver stderr (last lines):\n${lines.slice(-ANNOTATION_STDERR_LINES).join('\n')}`;
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
    return (0,run_verdict/* skippedByAgentPlan */.cT)(run, scenario);
}
function runNotices(run) {
    const notices = [];
    const startup = startupNotice(run);
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
    const unjudged = (0,run_verdict/* unjudgedCriteria */.u1)(run);
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
;// CONCATENATED MODULE: ./lib/report/sections/markdown.js
// A section (sections/section.ts) as the job summary's Markdown: untrusted text escaped for
// Markdown and HTML, names in `<code>`, labels bold; each block followed by a blank line.

function spanMarkdown(span) {
    if (typeof span === 'string')
        return span;
    if ('text' in span)
        return (0,text_escape/* escapeInline */.VV)(span.text);
    if ('name' in span)
        return (0,text_escape/* escapeInline */.VV)(span.name);
    if ('code' in span)
        return `<code>${(0,text_escape/* escapeInline */.VV)(span.code)}</code>`;
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
    return sectionMarkdown(coverageSection(coverage));
}
//# sourceMappingURL=coverage.js.map
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
        failed: (0,run_verdict/* runFailed */.Np)(run),
        totals: (0,model_result/* totalsOf */.v)(run),
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
        suites.push(`  <testsuite name="${nameAttribute(file)}" ${countAttributes(counts)} timestamp="${(0,text_escape/* escapeXmlAttribute */.R0)(run.startedAt)}" file="${nameAttribute(file)}">`, ...cases, '  </testsuite>');
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
        `      <error message="${(0,text_escape/* escapeXmlAttribute */.R0)(clipLine(error.message, MESSAGE_LIMIT_CHARS))}" type="invalid_file">${(0,text_escape/* escapeXml */.X)(`${where}: ${error.message}`)}</error>`,
        '    </testcase>',
    ].join('\n');
}
/** An agent scenario's pass rate, calls and tokens, as JUnit properties (which must come first in a testcase). */
function agentProperties(agent) {
    const properties = [
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
    return [
        '      <properties>',
        ...properties.map(([name, value]) => `        <property name="${(0,text_escape/* escapeXmlAttribute */.R0)(name)}" value="${(0,text_escape/* escapeXmlAttribute */.R0)(String(value))}"/>`),
        '      </properties>',
    ].join('\n');
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
    if (scenario.agent)
        body.push(agentProperties(scenario.agent));
    if (scenario.status === 'skipped') {
        body.push(`      <skipped message="${(0,text_escape/* escapeXmlAttribute */.R0)(scenario.skipReason ?? 'skipped')}"/>`);
    }
    else if (scenario.status === 'failed' || scenario.status === 'errored') {
        const failed = scenario.checks.filter((check) => check.status === 'failed');
        const first = serverError
            ? `not run: ${serverError.message}`
            : failed[0]
                ? failedCheckMessage(failed[0])
                : (scenario.error ?? scenario.status);
        const details = [
            ...(serverError ? [`not run: the server could not be started: ${serverError.message}`] : []),
            ...(scenario.error && !serverError ? [`error: ${scenario.error}`] : []),
            ...failed.map((check) => `${check.position.file}:${check.position.line} ${check.kind}: ${failedCheckMessage(check)}`),
        ].join('\n');
        const element = scenario.status === 'failed' ? 'failure' : 'error';
        const type = scenario.status === 'failed' ? (failed[0]?.kind ?? 'failed') : 'errored';
        body.push(`      <${element} message="${(0,text_escape/* escapeXmlAttribute */.R0)(clipLine(first.split('\n').join(' '), MESSAGE_LIMIT_CHARS))}" type="${type}">${(0,text_escape/* escapeXml */.X)(details)}</${element}>`);
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
        body.push(`      <system-out>${(0,text_escape/* escapeXml */.X)(cutStart(text, JUNIT_OUTPUT_LIMIT_CHARS))}</system-out>`);
    }
    else if (scenario.output)
        body.push(`      <system-out>${(0,text_escape/* escapeXml */.X)(cutStart(scenario.output, JUNIT_OUTPUT_LIMIT_CHARS))}</system-out>`);
    const stderr = scenario.stderr ?? serverError?.stderr;
    if (stderr)
        body.push(`      <system-err>${(0,text_escape/* escapeXml */.X)(cutEnd(stderr, JUNIT_STDERR_LIMIT_CHARS))}</system-err>`);
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
    lines.push(`${plural(report.toolCount, 'tool')} on ${(0,text_escape/* escapeName */.L$)(report.target)}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}` +
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
        `### ${icon} Lint: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}${suppressed ? `, ${suppressed} suppressed` : ''} on ${plural(report.toolCount, 'tool')}`,
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
            lines.push(`| ${level} | ${item.tool === undefined ? '(tool list)' : `<code>${(0,text_escape/* escapeCell */.kq)(item.tool)}</code>`} | ${item.rule} | ${(0,text_escape/* escapeCell */.kq)(clipLine(message, MESSAGE_LIMIT_CHARS))} |`);
        }
        lines.push('');
    }
    if (report.findings.length > shown.length)
        lines.push(`${report.findings.length - shown.length} more finding(s) are in the JSON report.`, '');
    lines.push(...blockMarkdown(unusedSuppressionsBlock(report)));
    return lines;
}
/** The run's lint section (`lint: warn|error`): the findings, or why the lint could not be done. */
function lintSummary(lint) {
    if (lint.report)
        return renderLintSection(lint.report, lint.mode);
    return [
        `### ${lint.mode === 'error' ? '❌' : '⚠️'} Lint could not be done`,
        '',
        (0,text_escape/* escapeInline */.VV)(clipLine(lint.error ?? 'no tool list', MESSAGE_LIMIT_CHARS)),
        '',
    ];
}
/** The run's lint, for the log: the findings as `lint` prints them, or why it could not be done. */
function lintLogText(lint) {
    return lint.report ? renderLintReport(lint.report) : `lint could not be done: ${(0,text_escape/* escapeTerminal */.en)(lint.error ?? '')}\n`;
}
//# sourceMappingURL=lint.js.map
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
        `${style_paint(style, 'yellow', 'notice:')} ${lineText(entry(scenario))} ${DIFFERS}, ${lineText([{ name: sides(difference) }])}:`,
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
        const named = `${lineMarkdown(entry(scenario))}: ${lineMarkdown([{ name: sides(difference) }])}`;
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
;// CONCATENATED MODULE: ./lib/report/summary/table.js



/** Failed checks named in a table cell before "+N more". */
const CHECKS_PER_CELL = 3;
function tableRow(scenario, options) {
    // An agent scenario's pass rate: `✅ passed 4/5`.
    const rate = scenario.agent?.trials.length
        ? ` ${scenario.agent.passes}/${scenario.agent.trials.length}${scenario.agent.replayed ? ', replayed (no model call)' : ''}`
        : '';
    return `| ${STATUS_LABEL[scenario.status]}${rate} | ${scenarioLink(scenario, options)} | ${fileLink(scenario, options)} | ${formatDuration(scenario.durationMs)} | ${checksCell(scenario, options)} |`;
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
        return (0,text_escape/* escapeCell */.kq)(clipKeepingCommands(scenario.skipReason ?? 'skipped', CELL_LIMIT_CHARS));
    const failed = scenario.checks.filter((check) => check.status === 'failed');
    if (failed.length === 0)
        return scenario.error ? (0,text_escape/* escapeCell */.kq)(clipKeepingCommands(scenario.error, CELL_LIMIT_CHARS)) : '';
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
        : ` “${(0,text_escape/* escapeCell */.kq)(clipLine(check.subject, CELL_CHECK_TEXT_CHARS))}”`;
    const line = `line ${check.position.line}`;
    const url = fileUrl(check.position, options);
    const step = check.step ? `step ${check.step.index}, ` : '';
    return `${(0,text_escape/* escapeCell */.kq)(check.kind)}${what} (${step}${url ? `[${line}](${url})` : line})`;
}
//# sourceMappingURL=table.js.map
;// CONCATENATED MODULE: ./lib/report/protocol.js
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
// EXTERNAL MODULE: ./lib/stats/rate.js
var rate = __webpack_require__(9137);
;// CONCATENATED MODULE: ./lib/report/summary/agent.js





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
function agentDetails(agent, withOutputs) {
    const lines = [
        `${agent.passes} of ${plural(agent.trials.length, 'trial')} passed (${agent.planned} planned, min_passes ${agent.minPasses}) · ` +
            `pass rate ${(0,rate/* rateText */.cf)(agent.rate)}${agent.replayed ? ' (replayed, not measured)' : ''} · ` +
            (agent.sequential
                ? `pass_rate ${agent.sequential.passRate}: ${agent.sequential.verdict} (max_trials ${agent.sequential.maxTrials}` +
                    (agent.sequential.tokensSaved ? `, about ${thousands(agent.sequential.tokensSaved)} tokens saved` : '') +
                    ') · '
                : '') +
            (agent.replayed
                ? `replayed from <code>${(0,text_escape/* escapeInline */.VV)(agent.recording ?? 'its recording')}</code> (no model call)`
                : `model <code>${(0,text_escape/* escapeInline */.VV)(agent.model)}</code> · ${tokenText(agent.tokens)}`) +
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
        lines.push(...folded(`Trial ${trial.index} (${trial.status}, ${plural(trial.turns, 'turn')}, ${plural(trial.calls.length, 'call')}) transcript`, transcript, cutStart(transcript, SUMMARY_OUTPUT_LIMIT_CHARS), 'first', SUMMARY_OUTPUT_LIMIT_CHARS));
    }
    return lines;
}
//# sourceMappingURL=agent.js.map
;// CONCATENATED MODULE: ./lib/report/sections/not-run.js


/** `3 judge criteria skipped: REASON`, when the judge was not asked. */
function unjudgedLine(run) {
    const unjudged = (0,run_verdict/* unjudgedCriteria */.u1)(run);
    if (!run.judge.skippedBecause || unjudged.length === 0)
        return undefined;
    return [
        `${plural(unjudged.length, 'judge criterion', 'judge criteria')} skipped: `,
        { text: run.judge.skippedBecause },
    ];
}
/** `2 scenarios not live: live mode runs only scenarios with live: true`. */
function notLiveLine(run) {
    if (run.notLive === 0)
        return undefined;
    return [`${plural(run.notLive, 'scenario')} not live: live mode runs only scenarios with `, { code: 'live: true' }];
}
//# sourceMappingURL=not-run.js.map
;// CONCATENATED MODULE: ./lib/report/summary/headline.js
// The top of the job summary: the verdict and the run's facts, why some scenarios or criteria did
// not run, and the annotations GitHub will not show.












function headline(run, options) {
    const totals = (0,model_result/* totalsOf */.v)(run);
    // Errored because the judge could not be asked: the headline blames the judge, not the server.
    const judgeErrored = (0,run_verdict/* erroredForTheJudge */.D$)(run).length;
    const verdict = !(0,run_verdict/* runFailed */.Np)(run)
        ? run.emptyShard
            ? `✅ nothing to run in shard ${(0,text_escape/* escapeInline */.VV)(run.emptyShard.shard)}`
            : `✅ ${totals.passed} of ${plural(totals.total, 'scenario')} passed`
        : run.fileErrors.length > 0
            ? '❌ invalid scenario files'
            : totals.total === 0
                ? '❌ no scenario ran'
                : totals.failed === 0 && (0,run_verdict/* lintFailed */.LP)(run.lint)
                    ? `❌ lint failed; ${totals.passed} of ${plural(totals.total, 'scenario')} passed`
                    : totals.failed === 0 && run.toolsSnapshot && (0,server_tools/* snapshotFailed */.Ub)(run.toolsSnapshot)
                        ? `❌ the tool-list snapshot failed; ${totals.passed} of ${plural(totals.total, 'scenario')} passed`
                        : judgeErrored > 0 && judgeErrored === totals.failed
                            ? `❌ the judge could not be asked; ${judgeErrored} of ${plural(totals.total, 'scenario')} errored`
                            : judgeErrored > 0
                                ? `❌ ${totals.failed} of ${plural(totals.total, 'scenario')} failed (${judgeErrored} errored: the judge could not be asked)`
                                : `❌ ${totals.failed} of ${plural(totals.total, 'scenario')} failed`;
    const judge = run.judge;
    const judgeText = judge.calls > 0
        ? `${(0,text_escape/* escapeInline */.VV)(judge.model)}, ${plural(judge.calls, 'call')}, ${thousands(judge.inputTokens)} input + ${thousands(judge.outputTokens)} output tokens`
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
        ? ` · **Agent:** ${agent.replayed ? 'replayed from recordings (no model call)' : agent.calls > 0 ? `${(0,text_escape/* escapeInline */.VV)(agent.model)}, ${plural(agent.calls, 'model call')}, ${tokenText(agent.tokens)}` : agent.skippedBecause ? 'skipped' : 'no call made'}` +
            (agent.tokenBudget !== undefined
                ? ` (budget ${thousands(agent.tokenBudget)} tokens${agent.tokenBudgetExceededBy ? `, **exceeded by ${thousands(agent.tokenBudgetExceededBy)}**` : ''})`
                : '')
        : '';
    const isolation = run.isolation === 'suite' ? ' · **Isolation:** suite (one session shared by every scenario)' : '';
    const protocol = run.protocol ? ` · **Protocol:** ${(0,text_escape/* escapeInline */.VV)(protocolText(run.protocol))}` : '';
    return [
        `## mcp-scenario-eval: ${verdict}`,
        '',
        `${pullRequestText(options)}**Mode:** ${run.mode} · **Target:** <code>${(0,text_escape/* escapeInline */.VV)(run.target)}</code>${protocol}${isolation} · **Duration:** ${formatDuration(run.durationMs)} · **Judge:** ${judgeText}${agentText}`,
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
        reasons.push(`${plural(bySkipKey, 'scenario')} skipped by <code>skip:</code> (reasons in the table)`);
    const noRecording = skipped.filter((s) => s.skipCode === 'no_recording').length;
    if (noRecording > 0)
        reasons.push(`${plural(noRecording, 'agent scenario')} skipped: no recording to replay (the command that records each is in the table)`);
    const unevaluated = skipped.filter((s) => !(s.steps.length === 0 && s.checks.length === 0) && !(0,run_verdict/* skippedByAgentPlan */.cT)(run, s)).length;
    if (unevaluated > 0)
        reasons.push(`${plural(unevaluated, 'scenario')} skipped because none of its checks was evaluated`);
    const unjudged = unjudgedLine(run);
    if (unjudged)
        reasons.push(lineMarkdown(unjudged));
    const gatedAgents = skipped.filter((s) => (0,run_verdict/* skippedByAgentPlan */.cT)(run, s));
    if (gatedAgents.length > 0)
        reasons.push(`${plural(gatedAgents.length, 'agent scenario')} skipped: ${(0,text_escape/* escapeInline */.VV)(run.agent.skippedBecause)}`);
    const startup = startupNotice(run);
    if (startup)
        reasons.push((0,text_escape/* escapeInline */.VV)(startup));
    const oneEra = run.protocol?.oneEra;
    if (oneEra)
        reasons.push((0,text_escape/* escapeInline */.VV)(oneEra.notice));
    const notLive = notLiveLine(run);
    if (notLive)
        reasons.push(lineMarkdown(notLive));
    if (run.deselected > 0)
        reasons.push(`${plural(run.deselected, 'scenario')} left out by <code>filter</code> or <code>shard</code>`);
    if (reasons.length === 0)
        return [];
    return ['> [!NOTE]', ...reasons.map((reason) => `> - ${reason}`), ''];
}
function annotationNote(run, everyFailureShown) {
    const { leftOut } = planAnnotations(run);
    const parts = [
        leftOut.error && plural(leftOut.error, 'error'),
        leftOut.warning && plural(leftOut.warning, 'warning'),
        leftOut.notice && plural(leftOut.notice, 'notice'),
    ].filter(Boolean);
    if (parts.length === 0)
        return [];
    return [
        `GitHub shows ${GITHUB_ANNOTATIONS_PER_LEVEL} annotations of each kind per step; not shown as annotations: ` +
            `${parts.join(', ')} more. ` +
            (everyFailureShown
                ? 'Every failure is in this summary and in the JSON report.'
                : 'Every failure is in the JSON report (this summary was shortened).'),
        '',
    ];
}
//# sourceMappingURL=headline.js.map
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(2645);
;// CONCATENATED MODULE: ./lib/report/summary/failure.js






/** Every criterion the judge answered, passed or failed, with its reason: why a green run is green. */
function judgeVerdicts(run, options) {
    const judged = run.scenarios.flatMap((scenario) => scenario.checks.filter((check) => check.judge).map((check) => ({ scenario, check, verdict: check.judge })));
    if (judged.length === 0)
        return [];
    const lines = [`<details><summary>Judge verdicts (${judged.length})</summary>`, ''];
    for (const { scenario, check, verdict } of judged) {
        lines.push(`- ${verdict.verdict === 'PASS' ? '✅ PASS' : '❌ FAIL'} ${(0,text_escape/* escapeInline */.VV)(scenario.name)} at ${markdown_location(check.position, options)}` +
            ` “${(0,text_escape/* escapeInline */.VV)(clipLine(check.subject, MESSAGE_LIMIT_CHARS))}”: ${(0,text_escape/* escapeInline */.VV)(clipLine(verdict.reason, MESSAGE_LIMIT_CHARS))}`);
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
        lines.push(`- **error:** ${(0,text_escape/* escapeLines */.RQ)(clipLine(scenario.error, MESSAGE_LIMIT_CHARS))}`);
    const allFailed = scenario.checks.filter((c) => c.status === 'failed');
    const failed = allFailed.slice(0, checksShown);
    for (const check of failed)
        lines.push(repeatsScenarioError(scenario, check)
            ? `- **${check.kind}** “${(0,text_escape/* escapeInline */.VV)(clipLine(check.subject, MESSAGE_LIMIT_CHARS))}” at ${markdown_location(check.position, options)}: the error above`
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
            ':', '', `<pre>${(0,text_escape/* escapeHtml */.ZD)(cutStart(check.judge.raw, JUDGE_REPLY_LIMIT_CHARS))}</pre>`, '');
    }
    if (scenario.agent)
        lines.push(...agentDetails(scenario.agent, withOutputs));
    lines.push(...clientRequests(scenario), ...serverNotifications(scenario));
    if (withOutputs && !scenario.agent && scenario.eras && scenario.eras.length > 1) {
        // protocol: both: each era's output, so a parity failure shows what changed between them.
        for (const era of scenario.eras)
            lines.push(...folded(`Joined output, ${era.era} era (${(0,text_escape/* escapeInline */.VV)(era.revision)}, ${era.status})`, era.output, cutStart(era.output, SUMMARY_OUTPUT_LIMIT_CHARS), 'first', SUMMARY_OUTPUT_LIMIT_CHARS));
    }
    else if (withOutputs && !scenario.agent) {
        if (scenario.output)
            lines.push(...folded('Joined output', scenario.output, cutStart(scenario.output, SUMMARY_OUTPUT_LIMIT_CHARS), 'first', SUMMARY_OUTPUT_LIMIT_CHARS));
    }
    if (withOutputs && !scenario.agent) {
        if (scenario.stderr?.trim())
            lines.push(...folded('Server stderr', scenario.stderr, cutEnd(scenario.stderr, SUMMARY_STDERR_LIMIT_CHARS), 'last', SUMMARY_STDERR_LIMIT_CHARS));
    }
    return lines;
}
function checkBullet(check, options) {
    // A step names its tool, before its position, as the table does.
    const tool = check.kind === 'step' ? ` <code>${(0,text_escape/* escapeInline */.VV)(check.subject)}</code>` : '';
    const subject = check.kind === 'judge' ? ` criterion “${(0,text_escape/* escapeInline */.VV)(clipLine(check.subject, MESSAGE_LIMIT_CHARS))}”:` : ':';
    return `- **${check.kind}**${tool} at ${markdown_location(check.position, options)}${subject} ${(0,text_escape/* escapeLines */.RQ)(clipLine(check.message ?? `${check.kind} check failed`, MESSAGE_LIMIT_CHARS))}`;
}
/**
 * What the server asked of the client during each step (elicitation, sampling, roots) and what the
 * client answered: a failure over a request reads against what was asked.
 */
function clientRequests(scenario) {
    const asked = scenario.steps.flatMap((step, index) => [
        ...(step.requests ?? []).map((request) => `- step ${index + 1} <code>${(0,text_escape/* escapeInline */.VV)(step.tool)}</code>, **${request.kind}**` +
            `${request.answered ? '' : ' (not answered)'}: ${(0,text_escape/* escapeInline */.VV)(clipLine(request.message, MESSAGE_LIMIT_CHARS))} → ` +
            (0,text_escape/* escapeInline */.VV)(clipLine(request.answer, MESSAGE_LIMIT_CHARS))),
        ...(step.requestsLeftOut
            ? [
                `- step ${index + 1} <code>${(0,text_escape/* escapeInline */.VV)(step.tool)}</code>: ${thousands(step.requestsLeftOut)} more ` +
                    `request${step.requestsLeftOut === 1 ? '' : 's'}, ` +
                    `not kept (the first ${thousands(limits/* CALL_REQUESTS_KEPT */.H1)} of a call are: CALL_REQUESTS_KEPT)`,
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
        (0,text_escape/* escapeInline */.VV)(clipLine(notification.message, MESSAGE_LIMIT_CHARS))));
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
    const budget = options.budgetBytes ?? SUMMARY_BUDGET_BYTES;
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
    const budget = options.budgetBytes ?? SUMMARY_BUDGET_BYTES;
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
        leftOut.push(`the joined output and stderr of ${plural(withOutput, 'failed scenario')}`);
    const differing = differingBetweenEras(run).length;
    if (!shown.outputs && differing > 0)
        leftOut.push(`the differences between eras of ${plural(differing, 'passed scenario')} (their names are kept)`);
    const verdicts = run.scenarios.flatMap((s) => s.checks).filter((check) => check.judge).length;
    if (!shown.outputs && verdicts > 0)
        leftOut.push(`the list of ${plural(verdicts, 'judge verdict')}`);
    if (!shown.passedRows && count('passed') > 0)
        leftOut.push(`the table rows of ${plural(count('passed'), 'passed scenario')}`);
    if (!shown.skippedRows && count('skipped') > 0)
        leftOut.push(`the table rows of ${plural(count('skipped'), 'skipped scenario')}`);
    if (!shown.rowLinks && options.repository && failures.length > 0)
        leftOut.push('the links in the table (the failure details keep theirs)');
    if (shown.details < failures.length)
        leftOut.push(`the details of ${plural(failures.length - shown.details, 'failed scenario')}`);
    if (shown.failedRows < failures.length)
        leftOut.push(`the table rows of ${plural(failures.length - shown.failedRows, 'failed scenario')}`);
    const overCap = failures
        .slice(0, shown.details)
        .map((s) => s.checks.filter((check) => check.status === 'failed').length - shown.checksPerFailure)
        .filter((extra) => extra > 0);
    if (overCap.length > 0)
        leftOut.push(`${plural(overCap.reduce((sum, extra) => sum + extra, 0), 'failed check')} past the first ${shown.checksPerFailure} of ${plural(overCap.length, 'failed scenario')} (counted in its details)`);
    // "Every failure is in this summary" only while it is true.
    const everyFailureShown = shown.details >= failures.length && shown.failedRows >= failures.length && overCap.length === 0;
    const lines = [...headline(run, options)];
    if (leftOut.length > 0) {
        lines.push('> [!WARNING]', `> This summary was shortened to stay under GitHub’s 1 MiB limit. Left out: ${leftOut.join('; ')}. ` +
            'Every result is in the JSON report (the `report-json` output).', '');
    }
    const emptyShard = emptyShardNotice(run);
    if (emptyShard)
        lines.push(`${(0,text_escape/* escapeInline */.VV)(emptyShard[0].toUpperCase() + emptyShard.slice(1))}.`, '');
    lines.push(...whyNotRun(run), ...annotationNote(run, everyFailureShown));
    if (run.coverage)
        lines.push(...coverageMarkdown(run.coverage));
    if (run.lint)
        lines.push(...lintSummary(run.lint));
    if (run.fileErrors.length > 0) {
        lines.push(`### ❌ ${plural(run.fileErrors.length, 'problem')} in scenario files; nothing was run`, '');
        for (const error of run.fileErrors) {
            lines.push(`- ${markdown_location(error.position, options, true)}: ${(0,text_escape/* escapeInline */.VV)(clipLine(error.message, MESSAGE_LIMIT_CHARS))}`);
        }
        lines.push('');
    }
    if (run.serverError) {
        lines.push(`### ❌ ${SERVER_NOT_STARTED}`, '', (0,text_escape/* escapeInline */.VV)(clipLine(run.serverError.message, MESSAGE_LIMIT_CHARS)), '');
        const stderr = run.serverError.stderr;
        if (shown.outputs && stderr?.trim()) {
            lines.push(...folded('Server stderr', stderr, cutEnd(stderr, SUMMARY_STDERR_LIMIT_CHARS), 'last', SUMMARY_STDERR_LIMIT_CHARS));
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
// EXTERNAL MODULE: ./lib/stats/baseline.js
var baseline = __webpack_require__(2592);
// EXTERNAL MODULE: ./lib/stats/phrasings.js
var phrasings = __webpack_require__(8712);
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
function terminal_oneLine(text, limit = NOTE_LINE_LIMIT_CHARS) {
    return clipLine((0,text_escape/* escapeTerminal */.en)(text).replace(/\n/g, ' ⏎ '), limit);
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
        const clipped = clipKeepingCommands(text, limit);
        if (clipped !== clipLine(text, limit))
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
        ? ` (${clipKeepingCommands((0,text_escape/* escapeTerminal */.en)(scenario.skipReason ?? 'skipped').replace(/\n/g, ' ⏎ '), NOTE_LINE_LIMIT_CHARS)})`
        : scenario.status === 'errored' && scenario.error
            ? `: ${clipAtWord((0,text_escape/* escapeTerminal */.en)(scenario.error).replace(/\n/g, ' ⏎ '), ERROR_LINE_LIMIT_CHARS)}`
            : firstFailed
                ? `: ${firstFailed.kind}${firstFailed.step ? ` of step ${firstFailed.step.index}` : ''} at line ${firstFailed.position.line}`
                : '';
    const renewed = scenario.steps.find((step) => step.newSession);
    const renewedNote = renewed
        ? ` (${(0,text_escape/* escapeName */.L$)(renewed.tool)} at line ${renewed.position.line} ran on a new session: ${terminal_oneLine(renewed.newSession)})`
        : '';
    const warned = scenario.steps.find((step) => step.warnings?.length);
    const warnedNote = warned
        ? ` ${style_paint(style, 'yellow', `(warning: ${(0,text_escape/* escapeName */.L$)(warned.tool)} at line ${warned.position.line}: ${terminal_oneLine(warned.warnings[0])})`)}`
        : '';
    const agent = scenario.agent;
    const agentNote = agent?.trials.length
        ? ` ${style_paint(style, 'dim', `[${agent.passes}/${agent.trials.length} trials, pass rate ${(0,rate/* rateText */.cf)(agent.rate)}${agent.phrasings ? `; ${(0,phrasings/* phrasingsText */.Zt)(agent.phrasings)}` : ''}, ${agent.replayed ? replayedText(agent.recording) : agentTokens(agent.tokens)}${baselineNote(agent)}]`)}`
        : '';
    const eraNote = scenario.eraDifference
        ? ` ${style_paint(style, 'yellow', '(its output differs between eras: the difference is at the end)')}`
        : '';
    return `${style_paint(style, color, label.padEnd(5))} ${(0,text_escape/* escapeName */.L$)(scenario.name)} ${style_paint(style, 'dim', formatDuration(scenario.durationMs))}${agentNote}${note}${renewedNote}${warnedNote}${eraNote}`;
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
        `  server stderr${all.length > TERMINAL_STDERR_LINES ? ` (last ${TERMINAL_STDERR_LINES} lines)` : ''}:`,
        ...indent(all.slice(-TERMINAL_STDERR_LINES).join('\n'), '  │ '),
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
        lines.push(`${style_paint(style, 'red', 'error')} ${(0,text_escape/* escapeName */.L$)(error.position.file)}:${error.position.line}:${error.position.column} ${(0,text_escape/* escapeTerminal */.en)(error.message)}`);
    }
    if (run.fileErrors.length > 0)
        lines.push('', `${plural(run.fileErrors.length, 'problem')} in scenario files; nothing was run.`);
    if (run.serverError) {
        lines.push('', `${style_paint(style, 'red', 'error')} ${(0,text_escape/* escapeTerminal */.en)(run.serverError.message)}`);
        lines.push(...stderrLines(run.serverError.stderr));
        lines.push(`${SERVER_NOT_STARTED}.`);
    }
    const failures = run.scenarios.filter((s) => (s.status === 'failed' || s.status === 'errored') && !s.notRun);
    for (const scenario of failures) {
        const [label, color] = MARK[scenario.status];
        lines.push('', `${style_paint(style, color, label)} ${style_paint(style, 'bold', (0,text_escape/* escapeName */.L$)(scenario.name))} (${(0,text_escape/* escapeName */.L$)(scenario.position.file)}:${scenario.position.line})`);
        if (scenario.error)
            lines.push(...indent(`error: ${scenario.error}`, '  '));
        // In line order, as the file reads: the checks are made step by step, then the scenario's own.
        const failed = scenario.checks
            .filter((c) => c.status === 'failed')
            .sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
        for (const check of failed) {
            const repeats = repeatsScenarioError(scenario, check);
            lines.push(`  ${(0,text_escape/* escapeName */.L$)(check.position.file)}:${check.position.line} ${style_paint(style, 'red', check.kind)}` +
                (repeats ? ` (${(0,text_escape/* escapeTerminal */.en)(check.subject)}): the error above` : ''));
            if (!repeats)
                lines.push(...indent(failedCheckMessage(check), '    '));
        }
        for (const trial of scenario.agent?.trials.filter((t) => t.status !== 'passed') ?? []) {
            lines.push(`  trial ${trial.index} (${trial.status}): ${plural(trial.turns, 'turn')}, calls as sent:`);
            for (const call of trial.calls)
                lines.push(...indent(`${call.tool} ${JSON.stringify(call.input)}${call.isError ? ' → error' : ''}`, '  │ '));
            lines.push(...indent(`final answer: ${cutStart(trial.finalAnswer || '(none)', TERMINAL_OUTPUT_LIMIT_CHARS)}`, '  │ '));
        }
        if (scenario.output && !scenario.agent) {
            lines.push(`  joined output (${plural(scenario.output.length, 'character')}):`);
            lines.push(...indent(cutStart(scenario.output, TERMINAL_OUTPUT_LIMIT_CHARS), '  │ '));
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
    const matchedAny = (0,run_verdict/* matchedAnyFile */.bp)(run);
    if (matchedAny) {
        for (const glob of run.unmatchedGlobs)
            lines.push(style_paint(style, 'yellow', `warning: no scenario file matched ${(0,text_escape/* escapeName */.L$)(glob)}`));
    }
    const emptyShard = emptyShardNotice(run);
    if (emptyShard)
        lines.push(`${emptyShard[0].toUpperCase()}${emptyShard.slice(1)}.`);
    else if (run.scenarios.length === 0 && run.fileErrors.length === 0) {
        lines.push(matchedAny
            ? 'No scenario was selected to run (check --filter, --shard, and live: true in live mode).'
            : `No scenario file matched: ${run.unmatchedGlobs.map(text_escape/* escapeName */.L$).join(', ')}`);
    }
    const unjudged = unjudgedLine(run);
    if (unjudged)
        lines.push('', style_paint(style, 'yellow', lineText(unjudged)));
    // Why scenarios did not run is its own paragraph, not a tail of the last failure's output.
    const notRun = [];
    const notLive = notLiveLine(run);
    if (notLive)
        notRun.push(lineText(notLive));
    if (run.deselected > 0)
        notRun.push(`${plural(run.deselected, 'scenario')} left out by --filter or --shard`);
    if (notRun.length > 0)
        lines.push('', ...notRun);
    // After "nothing was run" (or nothing selected), a line of zero totals would only repeat it.
    if (run.fileErrors.length > 0 || run.scenarios.length === 0) {
        if (lines.length > 0)
            yield lines.join('\n');
        return;
    }
    const totals = (0,model_result/* totalsOf */.v)(run);
    // Scenarios stopped by a server that could not start count as failed, never passed: say so.
    const notRunCount = run.scenarios.filter((scenario) => scenario.notRun).length;
    const judge = run.judge.calls > 0
        ? `, judge ${(0,text_escape/* escapeName */.L$)(run.judge.model)}: ${plural(run.judge.calls, 'call')}, ${run.judge.inputTokens} input + ${run.judge.outputTokens} output tokens`
        : '';
    if (run.coverage)
        lines.push('', coverageLine(run.coverage));
    const agent = run.agent?.replayed
        ? `, agent: replayed from recordings (no model call)`
        : run.agent && run.agent.calls > 0
            ? `, agent ${(0,text_escape/* escapeName */.L$)(run.agent.model)}: ${plural(run.agent.calls, 'model call')}, ${agentTokens(run.agent.tokens)}` +
                (run.agent.tokenBudgetExceededBy
                    ? ` (token budget ${run.agent.tokenBudget} exceeded by ${run.agent.tokenBudgetExceededBy})`
                    : '')
            : '';
    const startup = startupNotice(run);
    if (startup)
        lines.push('', style_paint(style, 'yellow', `notice: ${startup}`));
    const oneEra = run.protocol?.oneEra;
    if (oneEra)
        lines.push('', style_paint(style, 'yellow', `notice: ${(0,text_escape/* escapeTerminal */.en)(oneEra.notice)}`));
    if (run.protocol?.fallback)
        lines.push('', style_paint(style, 'yellow', `notice: ${(0,text_escape/* escapeTerminal */.en)(run.protocol.fallback)}`));
    if (run.agent?.skippedBecause)
        lines.push('', style_paint(style, 'yellow', `agent scenarios skipped: ${(0,text_escape/* escapeTerminal */.en)(run.agent.skippedBecause)}`));
    lines.push('', `${plural(totals.total, 'scenario')}: ${style_paint(style, 'green', `${totals.passed} passed`)}, ${style_paint(style, totals.failed ? 'red' : 'dim', `${totals.failed} failed`)}, ${totals.skipped} skipped` +
        (notRunCount ? ` (${notRunCount} of them not run)` : '') +
        (run.notLive ? `, ${run.notLive} not live` : '') +
        ` (${run.mode}: ${(0,text_escape/* escapeName */.L$)(run.target)}${run.protocol ? `, ${(0,text_escape/* escapeName */.L$)(protocolText(run.protocol))}` : ''}, ${formatDuration(run.durationMs)}${judge}${agent})`);
    // Every scenario passed and the run still failed: the last line says why, or it would read as a pass.
    // Scenarios errored by a judge that could not be asked: the last line says so, or the count of
    // "failed" would read as the server's fault.
    const why = failedDespitePasses(run) ?? judgeNotAskedHeadline(run);
    if (why)
        lines.push(style_paint(style, 'red', `Failed: ${(0,text_escape/* escapeTerminal */.en)(why)}`));
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
    annotations: planAnnotations,
    /** The terminal's report of a run, and its one line per finished scenario. */
    terminal: renderRunReport,
    /** The same report in pieces (a failure at a time), for a log written as it is rendered. */
    terminalPieces: renderRunReportPieces,
    scenarioLine: renderScenarioLine,
    /** The report files' renderers (the files themselves are in files.ts' registry). */
    json: renderJsonReport,
    junit: renderJunit,
    /** The tool-list snapshot check's section, for the summary and the terminal. */
    snapshotMarkdown: renderSnapshotMarkdown,
    /** The same section in its renderings from the fullest to the leanest, for the job summary's fit. */
    snapshotSection: snapshotSummarySection,
    snapshotTerminal: renderSnapshotTerminal,
    /** The coverage line and the lint's log. */
    coverage: coverageLine,
    lintLog: lintLogText,
};

//# sourceMappingURL=index.js.map
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/config/parse-setting.js
var parse_setting = __webpack_require__(5740);
// EXTERNAL MODULE: ./lib/config/settings.js
var settings = __webpack_require__(1641);
// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(4191);
;// CONCATENATED MODULE: ./lib/report/files.js
// The registry of report files: one entry per file a run can write, by the NAME of `--report
// NAME=FILE` (the `reports` input). Both faces write whatever this lists; a new format (sarif, say)
// is its renderer's module and one line in REPORT_FILES, nothing else.






/** Every report file, in the order they are written. */
const REPORT_FILES = [
    // The JSON report in pieces: it holds every output in full, the largest thing a run writes.
    { name: 'json', title: 'JSON', render: jsonReportChunks, setting: 'reportJson', actionOutput: 'report-json' },
    { name: 'junit', title: 'JUnit', render: (run) => renderJunit(run), setting: 'reportJunit' },
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
function renderReportFile(file, run, generatorVersion) {
    return file.format.render(run, generatorVersion);
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

/***/ 2592:
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
/* harmony import */ var _rate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9137);
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

/***/ 8712:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nw: () => (/* binding */ weakerPhrasings),
/* harmony export */   Zt: () => (/* binding */ phrasingsText)
/* harmony export */ });
/* unused harmony exports fisherLower, holmAdjusted */
/* harmony import */ var _rate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9137);
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

//# sourceMappingURL=423.index.js.map