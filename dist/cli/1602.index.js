export const id = 1602;
export const ids = [1602];
export const modules = {

/***/ 81602:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ep: () => (/* binding */ mergeBaseline),
/* harmony export */   Q2: () => (/* binding */ BaselineTracker),
/* harmony export */   j: () => (/* binding */ baselineChecks),
/* harmony export */   mF: () => (/* binding */ readBaseline),
/* harmony export */   qL: () => (/* binding */ renderBaseline)
/* harmony export */ });
/* unused harmony export BASELINE_VERSION */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55156);
/* harmony import */ var _stats_baseline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42592);
/* harmony import */ var _stats_rate_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(19137);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(68884);
/* harmony import */ var _recording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65214);
/**
 * The agent baseline (issue 33 §3): a committed file of each agent scenario's pass rate per model
 * and phrasing, with a fingerprint of what the rate depends on, recorded by `record-baseline` (or
 * `--baseline-save FILE`) and checked by every run that finds it. A run compares each row with its
 * baseline row (stats/baseline.ts) and fails only on a real drop.
 */








/** Version of the baseline file's layout; a change old files cannot be read with bumps it. */
const BASELINE_VERSION = 1;

const hashText = (text) => `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex').slice(0, 16)}`;
const fingerprintSchema = zod__WEBPACK_IMPORTED_MODULE_5__.strictObject({
    prompt: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    system: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    model: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    tools: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    checks: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
});
const rowSchema = zod__WEBPACK_IMPORTED_MODULE_5__.strictObject({
    scenario: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    model: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    phrasing: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    passes: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative(),
    trials: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().positive(),
    fingerprint: fingerprintSchema,
})
    .refine((row) => row.passes <= row.trials, { message: 'passes must be at most trials', path: ['passes'] });
const fileSchema = zod__WEBPACK_IMPORTED_MODULE_5__.strictObject({
    $comment: zod__WEBPACK_IMPORTED_MODULE_5__.string().optional(),
    version: zod__WEBPACK_IMPORTED_MODULE_5__.literal(BASELINE_VERSION),
    rows: zod__WEBPACK_IMPORTED_MODULE_5__.array(rowSchema),
});
/**
 * Reads a baseline file; undefined when it does not exist. Throws an Error naming the file, the
 * entry and what was expected when it cannot be read, or naming both rows when two have the same
 * scenario, model and phrasing (which one a run compares with would be a guess, and a stale row
 * read first turns a drop into "held"). `replaced`: scenarios a recording is about to write again,
 * whose rows are not checked (their rows are dropped, so recording again is the way out).
 */
async function readBaseline(file, label, replaced = new Set()) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new Error(`${label}: the agent baseline cannot be read: ${error.message}`);
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        throw new Error(`${label}: the agent baseline is not JSON (${error.message}); write it again with \`npx mcp-scenario-eval record-baseline\``);
    }
    const result = fileSchema.safeParse(parsed);
    if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
        throw new Error(`${label}: the agent baseline's ${where.replace(/^\./, '') || 'top level'} is not valid: ${issue.message} ` +
            `(expected { version: ${BASELINE_VERSION}, rows: [{ scenario, model, phrasing, passes, trials, fingerprint }] }, as record-baseline writes it)`);
    }
    const rows = result.data.rows;
    const twice = firstRepeatedRow(rows, replaced);
    if (twice) {
        const [first, second] = rowLines(text, twice).map((line) => `${label}:${line}`);
        const row = rows[twice[0]];
        throw new Error(`${first} and ${second}: two rows for scenario "${row.scenario}", model "${row.model}" and phrasing "${shortPhrasing(row.phrasing)}"; ` +
            `a run compares with one row, and which one would be a guess: delete the stale one, ` +
            `or record the baseline again (\`npx mcp-scenario-eval record-baseline\`, or --baseline-save ${label})`);
    }
    return rows;
}
/** The indexes of the first two rows with the same scenario, model and phrasing; undefined when every key is once. */
function firstRepeatedRow(rows, replaced) {
    const seen = new Map();
    for (const [index, row] of rows.entries()) {
        if (replaced.has(row.scenario))
            continue;
        const key = JSON.stringify([row.scenario, row.model, row.phrasing]);
        const earlier = seen.get(key);
        if (earlier !== undefined)
            return [earlier, index];
        seen.set(key, index);
    }
    return undefined;
}
/**
 * The lines where rows start in the file's text (JSON is YAML, which keeps positions; JSON.parse
 * keeps none). Only read to name rows in an error, from text JSON.parse already accepted.
 */
function rowLines(text, indexes) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_2__/* .LineCounter */ .HN();
    const document = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parseDocument */ .Tp)(text, { lineCounter: lines });
    const list = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(document.contents) ? document.contents.get('rows', true) : undefined;
    return indexes.map((index) => {
        const item = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isSeq */ .oP)(list) ? list.items[index] : undefined;
        return item?.range ? lines.linePos(item.range[0]).line : 1;
    });
}
const byKey = (a, b) => a.scenario.localeCompare(b.scenario, 'en') ||
    a.model.localeCompare(b.model, 'en') ||
    a.phrasing.localeCompare(b.phrasing, 'en');
/**
 * The baseline file's text: rows sorted by scenario, model and phrasing, each with its keys in a
 * fixed order, two-space JSON with a final newline: stable, so a re-recording's diff shows what moved.
 */
function renderBaseline(rows) {
    const sorted = [...rows].sort(byKey).map((row) => ({
        scenario: row.scenario,
        model: row.model,
        phrasing: row.phrasing,
        passes: row.passes,
        trials: row.trials,
        fingerprint: Object.fromEntries(_stats_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .FINGERPRINT_PARTS */ .gU.map((part) => [part, row.fingerprint[part]])),
    }));
    return (JSON.stringify({
        $comment: 'Agent scenario pass rates, written by `mcp-scenario-eval record-baseline`. A run compares each scenario with its row and fails on a significant drop; review changes like code.',
        version: BASELINE_VERSION,
        rows: sorted,
    }, null, 2) + '\n');
}
/** The rows of `before` whose scenario this run did not record, with this run's rows: what a save writes. */
function mergeBaseline(before, recorded) {
    const rerecorded = new Set(recorded.map((row) => row.scenario));
    return [...before.filter((row) => !rerecorded.has(row.scenario)), ...recorded].sort(byKey);
}
/** The scenario's checks with their positions left out: what a pass is judged by. */
function checksOf(scenario) {
    const spec = scenario.agent;
    const values = (located) => located.map((entry) => entry.value);
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .sortKeysDeep */ .$E)({
        expected_calls: spec.expectedCalls.map((call) => ({ tool: call.tool, args: call.args ?? null })),
        calls_order: spec.callsOrder,
        forbidden_tools: values(spec.forbiddenTools),
        max_calls: spec.maxCalls?.value ?? null,
        max_turns: spec.maxTurns,
        expected_contains: values(scenario.expectedContains),
        expected_not_contains: values(scenario.expectedNotContains),
        expected_judge: values(scenario.expectedJudge),
    });
}
const rowKey = (model, phrasing) => JSON.stringify([model, phrasing]);
/**
 * One agent scenario's part in the baseline: sees each trial's first model request (the model, the
 * phrasing, the system prompt and the tools as the model got them), counts passes per model and
 * phrasing, says after each trial whether the comparison needs more trials, and gives the verdicts.
 */
class BaselineTracker {
    scenario;
    plan;
    maxTrials;
    replayed;
    seen = new Map();
    counts = new Map();
    decided = new Map();
    looks;
    checks;
    constructor(scenario, plan, 
    /** The most trials the scenario may spend (`trials`, or `max_trials` with `pass_rate`). */
    maxTrials, replayed) {
        this.scenario = scenario;
        this.plan = plan;
        this.maxTrials = maxTrials;
        this.replayed = replayed;
        this.looks = (0,_stats_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineLooks */ .wQ)(maxTrials);
        this.checks = hashText(JSON.stringify(checksOf(scenario)));
    }
    /** The model source, seeing each trial's first request on its way. */
    watch(source) {
        return {
            reply: (request, at) => {
                if (at.turn === 1 && !this.seen.has(at.trial)) {
                    const phrasing = (0,_recording_js__WEBPACK_IMPORTED_MODULE_4__/* .promptOf */ .Gh)(request);
                    this.seen.set(at.trial, {
                        model: request.model,
                        phrasing,
                        fingerprint: {
                            prompt: hashText(phrasing),
                            system: hashText(request.system ?? ''),
                            model: hashText(request.model),
                            tools: hashText(JSON.stringify((0,_recording_js__WEBPACK_IMPORTED_MODULE_4__/* .toolsForRecording */ .mn)(request.tools))),
                            checks: this.checks,
                        },
                    });
                }
                return source.reply(request, at);
            },
        };
    }
    /** Counts a graded trial toward its model and phrasing (a trial that never reached the model counts toward none). */
    observe(trial) {
        const seen = this.seen.get(trial.index);
        if (!seen)
            return;
        const key = rowKey(seen.model, seen.phrasing);
        const count = this.counts.get(key) ?? { ...seen, passes: 0, trials: 0 };
        count.trials++;
        if (trial.status === 'passed')
            count.passes++;
        this.counts.set(key, count);
    }
    /**
     * Whether the comparison wants more trials after `run` of them: always when recording (a baseline
     * is an estimate: no early stop); never in a replay; at each planned look, while a comparable row
     * is still undecided.
     */
    wantsMore(run) {
        if (this.plan.record)
            return true;
        // A replay holds the trials recorded and no more: one past them would error, and read as a drop.
        if (this.replayed)
            return false;
        if (this.looks.includes(run)) {
            for (const [key, count] of this.counts) {
                if (this.decided.has(key))
                    continue;
                const base = this.comparable(count);
                if (!base)
                    continue;
                const { verdict } = (0,_stats_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .compareWithBaseline */ .$_)(count, base, (0,_stats_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .lookRule */ .ID)(this.maxTrials, this.plan.rule));
                if (verdict !== 'undecided')
                    this.decided.set(key, { verdict, after: run, count: { passes: count.passes, trials: count.trials } });
            }
        }
        if (this.counts.size === 0)
            return this.plan.rows.some((row) => row.scenario === this.scenario.name);
        return [...this.counts].some(([key, count]) => !this.decided.has(key) && this.comparable(count) !== undefined);
    }
    /** This run's rows, and (unless recording) each one's comparison with the baseline. */
    finish(run) {
        const rows = [...this.counts.values()].map((count) => ({
            scenario: this.scenario.name,
            model: count.model,
            phrasing: count.phrasing,
            passes: count.passes,
            trials: count.trials,
            fingerprint: count.fingerprint,
        }));
        if (this.plan.record)
            return { file: this.plan.label, rows };
        return { file: this.plan.label, rows, comparisons: [...this.counts.values()].map((c) => this.compare(c, run)) };
    }
    /** The baseline row a row compares with, when it is comparable. */
    comparable(count) {
        const row = this.rowFor(count);
        return row && this.changed(row, count).length === 0 ? row : undefined;
    }
    /**
     * The baseline row for a model and phrasing: the one recorded for both; else, so that a change is
     * named rather than taken for a new row, the scenario's row with the same model (the phrasing
     * changed) or the same phrasing (the model changed), or its only row.
     */
    rowFor(count) {
        const rows = this.plan.rows.filter((row) => row.scenario === this.scenario.name);
        return (rows.find((row) => row.model === count.model && row.phrasing === count.phrasing) ??
            rows.find((row) => row.model === count.model && !this.seenPhrasing(row.phrasing)) ??
            rows.find((row) => row.phrasing === count.phrasing && !this.seenModel(row.model)) ??
            (rows.length === 1 ? rows[0] : undefined));
    }
    seenPhrasing(phrasing) {
        return [...this.counts.values()].some((count) => count.phrasing === phrasing);
    }
    seenModel(model) {
        return [...this.counts.values()].some((count) => count.model === model);
    }
    changed(row, count) {
        return _stats_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .FINGERPRINT_PARTS */ .gU.filter((part) => row.fingerprint[part] !== count.fingerprint[part]);
    }
    compare(count, run) {
        const current = { passes: count.passes, trials: count.trials };
        const replayed = this.replayed ? { replayed: true } : {};
        const rateOf = (measured) => `pass rate ${(0,_stats_rate_js__WEBPACK_IMPORTED_MODULE_7__/* .rateText */ .cf)((0,_stats_rate_js__WEBPACK_IMPORTED_MODULE_7__/* .wilson */ .rF)(measured.passes, measured.trials))}${this.replayed ? ' (replayed, not measured)' : ''} over ${measured.trials} trials`;
        const rate = rateOf(current);
        const row = this.rowFor(count);
        const base = { model: count.model, phrasing: count.phrasing, current, ...replayed };
        if (!row) {
            return {
                ...base,
                outcome: 'no baseline',
                fails: false,
                message: `no baseline row in ${this.plan.label} for model ${count.model}${this.plan.rows.some((r) => r.scenario === this.scenario.name) ? ' and this phrasing' : ''}: \`npx mcp-scenario-eval record-baseline\` records one`,
            };
        }
        const baseline = { passes: row.passes, trials: row.trials };
        const changed = this.changed(row, count);
        if (changed.length > 0) {
            return {
                ...base,
                baseline,
                outcome: 'not comparable',
                changed,
                fails: false,
                message: `not comparable (${changed.join(', ')} changed since the baseline in ${this.plan.label} was recorded): ` +
                    `${rate} now, ${row.passes} of ${row.trials} then; record the baseline again (\`npx mcp-scenario-eval record-baseline\`) once the change is meant`,
            };
        }
        // Decided at a look: said with the counts and interval it was decided on (trials may have gone on
        // for the scenario's own rule, which do not undo it); else decided now, at the last look.
        const decided = this.decided.get(rowKey(count.model, count.phrasing));
        const rule = (0,_stats_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .lookRule */ .ID)(this.maxTrials, this.plan.rule);
        const measured = decided?.count ?? current;
        const { verdict, interval } = (0,_stats_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .compareWithBaseline */ .$_)(measured, baseline, rule, true);
        const outcome = decided?.verdict ?? verdict;
        const at = rateOf(measured);
        const then = `${Math.round((row.passes / row.trials) * 100)}% (${row.passes} of ${row.trials}) in the baseline`;
        const change = `${(0,_stats_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .differenceText */ .Lr)(interval)}`;
        const effect = `${Math.round(this.plan.rule.minEffect * 100)} points`;
        const text = {
            regressed: `regressed: ${at} against ${then}, ${change}: a drop of at least ${effect} that is not noise`,
            held: `held: ${at} against ${then}, ${change}: no drop of ${effect} or more was measured`,
            improved: `improved: ${at} against ${then}, ${change}: record the baseline again (\`npx mcp-scenario-eval record-baseline\`) to keep the gain`,
            inconclusive: `inconclusive against the baseline: ${at} against ${then}, ${change}: a drop of ${effect} or more cannot be ruled out nor shown after all ${this.maxTrials} trials; ` +
                `raise the trials (and record the baseline with as many)${this.plan.inconclusive === 'fail' ? ', or set baseline-inconclusive: warn' : ''}`,
        };
        const final = outcome === 'undecided' ? 'inconclusive' : outcome;
        return {
            ...base,
            baseline,
            outcome: final,
            interval,
            decidedAfter: decided?.after ?? run,
            message: text[final],
            fails: final === 'regressed' || (final === 'inconclusive' && this.plan.inconclusive === 'fail'),
        };
    }
}
/**
 * The comparisons as the scenario's checks: a failed check for each that fails the scenario
 * (regressed; inconclusive unless `baseline-inconclusive: warn`), a passed one for the others, each
 * saying its verdict (the reports show the rest from the agent result).
 */
function baselineChecks(result, position) {
    const comparisons = result?.comparisons ?? [];
    const several = comparisons.length > 1;
    return comparisons.map((comparison) => ({
        kind: 'agent',
        subject: `baseline${several ? ` (${comparison.model}, "${shortPhrasing(comparison.phrasing)}")` : ''}`,
        position,
        status: comparison.fails ? 'failed' : 'passed',
        message: comparison.message,
    }));
}
/** A phrasing cut to its first 40 characters, for a check's subject. */
function shortPhrasing(phrasing) {
    const line = phrasing.replace(/\s+/g, ' ').trim();
    return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}
//# sourceMappingURL=baseline.js.map

/***/ }),

/***/ 65214:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ recordingPath),
/* harmony export */   C4: () => (/* binding */ renderRecording),
/* harmony export */   D$: () => (/* binding */ readRecordings),
/* harmony export */   Dv: () => (/* binding */ REPLAY_CHECK),
/* harmony export */   Gh: () => (/* binding */ promptOf),
/* harmony export */   Ze: () => (/* binding */ recordingSource),
/* harmony export */   mn: () => (/* binding */ toolsForRecording),
/* harmony export */   p9: () => (/* binding */ replaySource),
/* harmony export */   w8: () => (/* binding */ recordingLabel)
/* harmony export */ });
/* unused harmony exports RECORDING_VERSION, toolsHash, lastToolResults, lastToolErrors, ReplayMismatch, RERECORD_HINT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40808);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(31452);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68884);






/**
 * Recordings of the model's side of agent scenarios (issue 19): one JSON file per scenario in
 * `__recordings__/` beside its scenario file, committed and reviewed, replayed on every pull request
 * without a key against the real server. A replay fails when what the model would see changed.
 */
/** Version of the recording layout; a change that old recordings cannot be read with bumps it. */
const RECORDING_VERSION = 1;
/** Where a scenario's recording lives: `<dir of the scenario file>/__recordings__/<name>.json`. */
function recordingPath(scenarioFile, scenarioName) {
    // A row of a scenario on several models is `NAME [model]`; a model ID never makes a directory.
    return node_path__WEBPACK_IMPORTED_MODULE_2__.join(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(scenarioFile), '__recordings__', `${scenarioName.replace(/[/\\]/g, '_')}.json`);
}
/**
 * The scenario's recording as the workspace names it (`<dir of its file>/__recordings__/<name>.json`,
 * `/`-separated): what the reports print, where `recordingPath` is the file to open.
 */
function recordingLabel(scenario) {
    return node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(scenario.position.file), '__recordings__', `${scenario.name.replace(/[/\\]/g, '_')}.json`);
}
/** The tool list as the model sees it, in a stable form: sorted keys, so the hash is stable. */
function toolsForRecording(tools) {
    return tools.map((tool) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .sortKeysDeep */ .$E)({
        name: tool.name,
        description: tool.description ?? null,
        input_schema: tool.input_schema,
    }));
}
/** Whether two tool lists hold the same tools (as the model sees them), in whatever order. */
function sameToolSet(a, b) {
    const keys = (tools) => toolsForRecording(tools)
        .map((tool) => JSON.stringify(tool))
        .sort();
    return a.length === b.length && JSON.stringify(keys(a)) === JSON.stringify(keys(b));
}
function toolsHash(tools) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify(toolsForRecording(tools)))
        .digest('hex');
}
/** The tool results of a request's last user message, as text: what the model is about to read. */
function lastToolResults(request) {
    const last = request.messages.at(-1);
    if (!last || last.role !== 'user' || typeof last.content === 'string')
        return [];
    return last.content
        .filter((block) => block.type === 'tool_result')
        .map((block) => {
        const content = block.content;
        if (typeof content === 'string')
            return content;
        if (Array.isArray(content))
            return content
                .map((part) => part.type === 'text' ? (part.text ?? '') : JSON.stringify(part))
                .join('\n');
        return JSON.stringify(content ?? '');
    });
}
/** Whether each tool result of a request's last user message is an error (`is_error`). */
function lastToolErrors(request) {
    const last = request.messages.at(-1);
    if (!last || last.role !== 'user' || typeof last.content === 'string')
        return [];
    return last.content
        .filter((block) => block.type === 'tool_result')
        .map((block) => block.is_error === true);
}
/** The check a replay mismatch fails, as the reports name it (and the trial's `errorSubject`). */
const REPLAY_CHECK = 'replay of the recording';
/** Why a recording cannot be replayed for this scenario, when it cannot. */
class ReplayMismatch extends _types_js__WEBPACK_IMPORTED_MODULE_5__/* .ModelError */ .me {
    what = REPLAY_CHECK;
}
const RERECORD_HINT = 'run `npx mcp-scenario-eval record-agent <file>` with ANTHROPIC_API_KEY, or Bedrock/Vertex credentials (--provider), to re-record';
/**
 * Replays recordings: each request gets the reply recorded for that scenario, trial and turn, after
 * checking that the model would have seen the same thing (the tool list, and the tool results it
 * was given). Makes no network call. `secrets` are the run's, which the recording was scrubbed of.
 */
function replaySource(recordings, secrets = []) {
    return {
        async reply(request, at) {
            const recording = recordings.get(at.scenario);
            if (!recording)
                throw new ReplayMismatch(`no recording for scenario "${at.scenario}": ${RERECORD_HINT}`);
            if (recording.model !== request.model)
                throw new ReplayMismatch(`the recording was made with model ${recording.model}, the scenario now asks for ${request.model}: ${RERECORD_HINT}`);
            // Each trial is compared with the phrasing it was recorded with (`prompts:` rotates through them).
            // A trial not recorded at all is said so below ("no reply for trial N").
            const recorded = recording.trials[at.trial - 1];
            const asked = recorded ? (recorded.prompt ?? recording.prompt) : undefined;
            const trialLabel = recording.trials.length > 1 ? `trial ${at.trial}: ` : '';
            if (asked !== undefined && asked !== promptOf(request)) {
                // With prompt_from, the server renders the prompt: its rendering changed since the recording.
                const { lineDiff } = await __webpack_require__.e(/* import() */ 5244).then(__webpack_require__.bind(__webpack_require__, 35244));
                throw new ReplayMismatch(`${trialLabel}the recording was made for another prompt or system prompt: the prompt (as written, or as the server's prompt renders it with prompt_from) changed:\n${lineDiff(asked, promptOf(request))}\n${RERECORD_HINT}`);
            }
            if (recording.system !== (request.system ?? null))
                throw new ReplayMismatch(`${trialLabel}the recording was made for another prompt or system prompt: ${RERECORD_HINT}`);
            const removed = removedToolsUsed(recording, request.tools);
            if (removed.length > 0)
                throw new ReplayMismatch(`the server no longer has ${removed.length === 1 ? 'the tool' : 'the tools'} ${removed.join(', ')}, ` +
                    `which the recorded model called, so the recording cannot be replayed: ${RERECORD_HINT}`);
            // Compared as a set: a server that lists the same tools in another order offers the same choice.
            if (toolsHash(request.tools) !== recording.toolsHash && !sameToolSet(recording.tools, request.tools)) {
                const { toolListDiff } = await __webpack_require__.e(/* import() */ 5244).then(__webpack_require__.bind(__webpack_require__, 35244));
                throw new ReplayMismatch(`the tool list changed since the recording, so the model might now choose differently:\n${toolListDiff(toolsForRecording(recording.tools), toolsForRecording(request.tools))}\n${RERECORD_HINT}`);
            }
            const trial = recording.trials[at.trial - 1];
            const turn = trial?.turns[at.turn - 1];
            if (!turn)
                throw new ReplayMismatch(`the recording has no reply for trial ${at.trial}, turn ${at.turn} (it holds ${recording.trials.length} trials): ${RERECORD_HINT}`);
            // Scrubbed as the recording was, so an output that holds a secret of the run compares equal.
            const now = lastToolResults(request).map((text) => (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactText */ .Rd)(text, secrets));
            const errorsNow = lastToolErrors(request);
            for (const [index, recorded] of (turn.toolErrors ?? []).entries()) {
                if (errorsNow[index] === recorded)
                    continue;
                throw new ReplayMismatch(`trial ${at.trial}, turn ${at.turn}: tool result ${index + 1} ${errorsNow[index] ? 'is now an error (isError: true)' : 'is no longer an error'}; ` +
                    `when recorded it ${recorded ? 'was' : 'was not'}, so the model's next move was made on another outcome: ${RERECORD_HINT}`);
            }
            for (const [index, recorded] of turn.toolResults.entries()) {
                if (now[index] === recorded)
                    continue;
                const { lineDiff } = await __webpack_require__.e(/* import() */ 5244).then(__webpack_require__.bind(__webpack_require__, 35244));
                throw new ReplayMismatch(`trial ${at.trial}, turn ${at.turn}: tool result ${index + 1} differs from what the model was given when recorded, ` +
                    `so its next move was made on the old text:\n${lineDiff(recorded, now[index] ?? '')}\n${RERECORD_HINT}`);
            }
            return {
                content: turn.reply.content,
                stopReason: turn.reply.stopReason,
                usage: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
            };
        },
    };
}
/**
 * The tools the recorded replies call that the server no longer lists, in the order first called.
 * Its own message (not only a line of the tool-list diff): the recorded conversation calls a tool
 * that is gone, so no replay of it can say anything about the server as it is now.
 */
function removedToolsUsed(recording, now) {
    const listed = new Set(now.map((tool) => tool.name));
    const removed = new Set();
    for (const trial of recording.trials)
        for (const turn of trial.turns)
            for (const block of turn.reply.content)
                if (block?.type === 'tool_use' && typeof block.name === 'string' && !listed.has(block.name))
                    // A tool the recording listed and the model called; a hallucinated name never listed is not "removed".
                    if (recording.tools.some((tool) => tool.name === block.name))
                        removed.add(block.name);
    return [...removed];
}
/** The request as the model was given it: the first user message (the prompt as a string, as the loop sends it). */
function promptOf(request) {
    const first = request.messages[0];
    return typeof first?.content === 'string' ? first.content : JSON.stringify(first?.content ?? '');
}
/**
 * Wraps a source so that every reply it gives is kept, with the tool results the model had been
 * given, per scenario and trial; `recordings()` returns them, scrubbed of `secrets`, for writing.
 */
function recordingSource(inner, secrets) {
    const kept = new Map();
    const source = {
        async reply(request, at) {
            const reply = await inner.reply(request, at);
            let recording = kept.get(at.scenario);
            if (!recording) {
                recording = {
                    version: RECORDING_VERSION,
                    scenario: at.scenario,
                    model: request.model,
                    system: request.system ?? null,
                    prompt: promptOf(request),
                    toolsHash: toolsHash(request.tools),
                    tools: toolsForRecording(request.tools),
                    trials: [],
                };
                kept.set(at.scenario, recording);
            }
            while (recording.trials.length < at.trial)
                recording.trials.push({ turns: [] });
            const prompt = promptOf(request);
            if (at.turn === 1 && prompt !== recording.prompt)
                recording.trials[at.trial - 1].prompt = prompt;
            recording.trials[at.trial - 1].turns[at.turn - 1] = {
                toolResults: lastToolResults(request),
                toolErrors: lastToolErrors(request),
                reply: { content: structuredClone(reply.content), stopReason: reply.stopReason },
            };
            return reply;
        },
    };
    return { source, recordings: () => [...kept.values()].map((recording) => (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactDeep */ .KL)(recording, secrets)) };
}
/**
 * Reads the recordings of these scenarios. A missing file is simply absent; one that exists and
 * cannot be read (empty, cut short, a merge conflict, another version, a directory) is broken: the
 * check recordings exist for must not switch itself off.
 */
async function readRecordings(scenarios) {
    const found = new Map();
    const broken = new Map();
    for (const scenario of scenarios) {
        const file = recordingPath(scenario.absolutePath, scenario.name);
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
        }
        catch (error) {
            if (error.code === 'ENOENT')
                continue;
            broken.set(scenario.name, `${file} cannot be read: ${error.message}`);
            continue;
        }
        const problem = recordingProblem(text);
        if (problem)
            broken.set(scenario.name, `${file} is not a recording this version can replay: ${problem}; record it again with \`npx mcp-scenario-eval record-agent\` (ANTHROPIC_API_KEY, or Bedrock/Vertex credentials, set), or restore it from git`);
        else
            found.set(scenario.name, JSON.parse(text));
    }
    return { found, broken };
}
/** What is wrong with a recording's text, or undefined when it can be replayed. */
function recordingProblem(text) {
    if (text.trim() === '')
        return 'the file is empty';
    if (/^(<{7}|={7}|>{7})( |$)/m.test(text))
        return 'it holds git merge-conflict markers';
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return `it is not valid JSON (${error.message})`;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return 'it is not a JSON object';
    const recording = value;
    if (recording.version !== RECORDING_VERSION)
        return `its version is ${JSON.stringify(recording.version)}, this version reads ${RECORDING_VERSION}`;
    if (!Array.isArray(recording.trials) || recording.trials.some((trial) => !Array.isArray(trial?.turns)))
        return 'it has no list of trials with turns';
    if (!Array.isArray(recording.tools) || typeof recording.toolsHash !== 'string')
        return 'it has no tool list';
    // A reply that called tools is followed by a turn given their results: without them, nothing
    // about the server's answers would be compared, and the replay would pass on no evidence.
    for (const [trialIndex, trial] of recording.trials.entries()) {
        for (const [index, turn] of trial.turns.entries()) {
            const calls = (turn?.reply?.content ?? []).filter((block) => block?.type === 'tool_use');
            const next = trial.turns[index + 1];
            if (calls.length > 0 && next && (!Array.isArray(next.toolResults) || next.toolResults.length < calls.length))
                return `trial ${trialIndex + 1}, turn ${index + 2} has ${next.toolResults?.length ?? 0} tool results where the reply before it called ${calls.length} tool${calls.length === 1 ? '' : 's'}`;
        }
    }
    return undefined;
}
/** A recording as written: stable key order and a final newline, so re-recording gives a reviewable diff. */
function renderRecording(recording) {
    return `${JSON.stringify(recording, null, 2)}\n`;
}
//# sourceMappingURL=recording.js.map

/***/ }),

/***/ 31452:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ billedTokens),
/* harmony export */   ly: () => (/* binding */ emptyUsage),
/* harmony export */   me: () => (/* binding */ ModelError),
/* harmony export */   vk: () => (/* binding */ addUsage)
/* harmony export */ });
/** No reply: the API failed after the SDK's retries, or a replay has no recorded reply for this turn. */
class ModelError extends Error {
    /** The check it stops, as the reports name it; `model request` when unset. */
    what;
}
function emptyUsage() {
    return { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
}
function addUsage(into, add) {
    into.input += add.input;
    into.output += add.output;
    into.cacheRead += add.cacheRead;
    into.cacheWrite += add.cacheWrite;
}
/** Tokens counted against the budget: every token billed, cache reads and writes included. */
function billedTokens(usage) {
    return usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
}
//# sourceMappingURL=types.js.map

/***/ })

};

//# sourceMappingURL=1602.index.js.map