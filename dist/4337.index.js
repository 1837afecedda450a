export const id = 4337;
export const ids = [4337];
export const modules = {

/***/ 91116:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   mc: () => (/* binding */ planAnnotations),
/* harmony export */   ws: () => (/* binding */ annotationsByLevel),
/* harmony export */   zu: () => (/* binding */ failedCheckMessage)
/* harmony export */ });
/* unused harmony export STDERR_ELSEWHERE */
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

/***/ 76243:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ costBudgetsSpent),
/* harmony export */   D7: () => (/* binding */ repeatsScenarioError),
/* harmony export */   Gx: () => (/* binding */ erroredForACostBudget),
/* harmony export */   Ni: () => (/* binding */ failureHeadline),
/* harmony export */   TR: () => (/* binding */ unmatchedGlobWarnings),
/* harmony export */   Z6: () => (/* binding */ costBudgetHeadline),
/* harmony export */   _G: () => (/* binding */ viaPlatform),
/* harmony export */   a2: () => (/* binding */ lintHeadline),
/* harmony export */   ab: () => (/* binding */ emptyShardNotice),
/* harmony export */   iZ: () => (/* binding */ SERVER_NOT_STARTED),
/* harmony export */   jD: () => (/* binding */ annotationsHeadline),
/* harmony export */   nD: () => (/* binding */ failedDespitePasses),
/* harmony export */   rm: () => (/* binding */ judgeNotAskedHeadline),
/* harmony export */   wm: () => (/* binding */ startupNotice)
/* harmony export */ });
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
    if (!(0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .matchedAnyFile */ .bp)(result))
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

/***/ 11983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ paint)
/* harmony export */ });
/* unused harmony export colorFor */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/**
 * Colour for the terminal reports, on `node:util`'s styleText (Node >= 20.12). Whether to colour
 * is the caller's decision (`colorFor`): styleText is told not to look at a stream or the
 * environment itself, so a report rendered for a file or a test is the same on any machine.
 */

/** `text` in `format` when the style colours, else `text` as it is. */
function paint(style, format, text) {
    return style.color ? (0,node_util__WEBPACK_IMPORTED_MODULE_0__.styleText)(format, text, { validateStream: false }) : text;
}
/**
 * Whether output to this stream is coloured: only on a TTY, and never with a non-empty NO_COLOR
 * (https://no-color.org). FORCE_COLOR is not read: a report piped to a file has no colour.
 */
function colorFor(isTTY, env) {
    return isTTY && !env.NO_COLOR;
}
//# sourceMappingURL=style.js.map

/***/ }),

/***/ 69244:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hC: () => (/* binding */ costInline),
/* harmony export */   pA: () => (/* binding */ tokenText),
/* harmony export */   q_: () => (/* binding */ agentDetails)
/* harmony export */ });
/* harmony import */ var _providers_prices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50914);
/* harmony import */ var _stats_rate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(19137);
/* harmony import */ var _annotations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91116);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81961);
/* harmony import */ var _text_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64102);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83308);






/** `$0.0123`, or `cost unknown (no price for claude-x)`, for inline Markdown. */
function costInline(cost) {
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)((0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCost */ .BD)(cost));
}
/** `1,234 input + 56 output tokens (cache: 900 read, 100 written)`. */
function tokenText(tokens) {
    return (`${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .thousands */ .oh)(tokens.input)} input + ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .thousands */ .oh)(tokens.output)} output tokens` +
        ` (cache: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .thousands */ .oh)(tokens.cacheRead)} read, ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .thousands */ .oh)(tokens.cacheWrite)} written)`);
}
/** With `prompts:`: a table of each phrasing's passes, trials, rate and interval, the weaker ones marked. */
function phrasingTable(agent) {
    if (!agent.phrasings)
        return [];
    return [
        '| phrasing | passed | pass rate (95% CI) | |',
        '| --- | --- | --- | --- |',
        ...agent.phrasings.map((p) => `| ${p.index}. ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeCell */ .kq)(p.prompt.replace(/\s+/g, ' ').slice(0, 120))} | ${p.passes}/${p.trials} | ${(0,_stats_rate_js__WEBPACK_IMPORTED_MODULE_5__/* .rateText */ .cf)(p.rate)}${agent.replayed ? ' (replayed)' : ''} | ${p.weaker ? `**significantly below the others** (p = ${p.adjusted.toPrecision(2)}, Holm)` : ''} |`),
        '',
    ];
}
/**
 * An agent scenario's pass rate, tokens, and per failed trial a collapsed transcript: the prompt,
 * each tool_use with its arguments as sent, each result (cut as other outputs are), the final answer.
 */
function agentDetails(agent, withOutputs, cost) {
    const lines = [
        `${agent.passes} of ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(agent.trials.length, 'trial')} passed (${agent.planned} planned, min_passes ${agent.minPasses}) · ` +
            `pass rate ${(0,_stats_rate_js__WEBPACK_IMPORTED_MODULE_5__/* .rateText */ .cf)(agent.rate)}${agent.replayed ? ' (replayed, not measured)' : ''} · ` +
            (agent.sequential
                ? `pass_rate ${agent.sequential.passRate}: ${agent.sequential.verdict} (max_trials ${agent.sequential.maxTrials}` +
                    (agent.sequential.tokensSaved ? `, about ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .thousands */ .oh)(agent.sequential.tokensSaved)} tokens saved` : '') +
                    ') · '
                : '') +
            (agent.replayed
                ? `replayed from <code>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(agent.recording ?? 'its recording')}</code> (no model call)`
                : `model <code>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(agent.model)}</code> · ${tokenText(agent.tokens)}${cost ? ` · ${costInline(cost)}` : ''}`) +
            (agent.stoppedEarly ? ` · stopped early: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(agent.stoppedEarly)}` : ''),
        ...(agent.baseline?.comparisons ?? []).map((comparison) => `<br>Against the baseline (<code>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(agent.baseline.file)}</code>)` +
            `${(agent.baseline.comparisons?.length ?? 0) > 1 ? `, <code>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(comparison.model)}</code> with “${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(comparison.phrasing)}”` : ''}: ` +
            `<strong>${comparison.outcome}</strong>: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(comparison.message)}`),
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
        lines.push(...(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .folded */ .TM)(`Trial ${trial.index} (${trial.status}, ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(trial.turns, 'turn')}, ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(trial.calls.length, 'call')}) transcript`, transcript, (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .cutStart */ .Dr)(transcript, _text_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .SUMMARY_OUTPUT_LIMIT_CHARS */ .fG), 'first', _text_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .SUMMARY_OUTPUT_LIMIT_CHARS */ .fG));
    }
    return lines;
}
//# sourceMappingURL=agent.js.map

/***/ }),

/***/ 85665:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IN: () => (/* binding */ annotationNote),
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   hv: () => (/* binding */ whyNotRun)
/* harmony export */ });
/* harmony import */ var _protocol_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(44456);
/* harmony import */ var _headlines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76243);
/* harmony import */ var _model_index_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(94484);
/* harmony import */ var _run_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52724);
/* harmony import */ var _model_server_tools_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(30812);
/* harmony import */ var _annotations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91116);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81961);
/* harmony import */ var _text_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64102);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83308);
/* harmony import */ var _agent_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69244);
/* harmony import */ var _providers_prices_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(50914);
/* harmony import */ var _sections_not_run_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(55614);
/* harmony import */ var _sections_markdown_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(19342);
// The top of the job summary: the verdict and the run's facts, why some scenarios or criteria did
// not run, and the annotations GitHub will not show.













function headline(run, options) {
    const totals = (0,_model_index_js__WEBPACK_IMPORTED_MODULE_10__/* .totalsOf */ .v)(run);
    // Errored because the judge could not be asked: the headline blames the judge, not the server.
    const judgeErrored = (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .erroredForTheJudge */ .D$)(run).length;
    // Errored because a cost budget was spent: the headline says which, not "failed".
    const costErrored = (0,_headlines_js__WEBPACK_IMPORTED_MODULE_0__/* .erroredForACostBudget */ .Gx)(run).length;
    const verdict = !(0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .runFailed */ .Np)(run)
        ? run.emptyShard
            ? `✅ nothing to run in shard ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeInline */ .VV)(run.emptyShard.shard)}`
            : `✅ ${totals.passed} of ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(totals.total, 'scenario')} passed`
        : run.fileErrors.length > 0
            ? '❌ invalid scenario files'
            : totals.total === 0
                ? '❌ no scenario ran'
                : totals.failed === 0 && (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .lintFailed */ .LP)(run.lint)
                    ? `❌ lint failed; ${totals.passed} of ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(totals.total, 'scenario')} passed`
                    : totals.failed === 0 && run.toolsSnapshot && (0,_model_server_tools_js__WEBPACK_IMPORTED_MODULE_11__/* .snapshotFailed */ .Ub)(run.toolsSnapshot)
                        ? `❌ the tool-list snapshot failed; ${totals.passed} of ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(totals.total, 'scenario')} passed`
                        : judgeErrored > 0 && judgeErrored === totals.failed
                            ? `❌ the judge could not be asked; ${judgeErrored} of ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(totals.total, 'scenario')} errored`
                            : judgeErrored > 0
                                ? `❌ ${totals.failed} of ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(totals.total, 'scenario')} failed (${judgeErrored} errored: the judge could not be asked)`
                                : costErrored > 0 && costErrored === totals.failed
                                    ? `❌ ${(0,_headlines_js__WEBPACK_IMPORTED_MODULE_0__/* .costBudgetsSpent */ .CJ)(run)}; ${costErrored} of ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(totals.total, 'scenario')} errored`
                                    : costErrored > 0
                                        ? `❌ ${totals.failed} of ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(totals.total, 'scenario')} failed (${costErrored} errored: ${(0,_headlines_js__WEBPACK_IMPORTED_MODULE_0__/* .costBudgetsSpent */ .CJ)(run)})`
                                        : `❌ ${totals.failed} of ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(totals.total, 'scenario')} failed`;
    const judge = run.judge;
    const judgeText = judge.calls > 0
        ? `${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeInline */ .VV)(judge.model)}${(0,_headlines_js__WEBPACK_IMPORTED_MODULE_0__/* .viaPlatform */ ._G)(judge.platform)}, ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(judge.calls, 'call')}, ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .thousands */ .oh)(judge.inputTokens)} input + ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .thousands */ .oh)(judge.outputTokens)} output tokens` +
            (judge.cacheReadTokens + judge.cacheWriteTokens > 0
                ? ` (cache: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .thousands */ .oh)(judge.cacheReadTokens)} read, ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .thousands */ .oh)(judge.cacheWriteTokens)} written)`
                : '') +
            (judge.cost ? `, ${(0,_agent_js__WEBPACK_IMPORTED_MODULE_6__/* .costInline */ .hC)(judge.cost)}` : '') +
            (judge.costBudgetUsd !== undefined ? ` (budget ${(0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_7__/* .formatUsd */ .UK)(judge.costBudgetUsd)})` : '')
        : judge.mode === 'off'
            ? 'off'
            : `${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeInline */ .VV)(judge.model)}, no call made`;
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
        ? ` · **Agent:** ${agent.replayed ? 'replayed from recordings (no model call)' : agent.calls > 0 ? `${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeInline */ .VV)(agent.model)}${(0,_headlines_js__WEBPACK_IMPORTED_MODULE_0__/* .viaPlatform */ ._G)(agent.platform)}, ${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(agent.calls, 'model call')}, ${(0,_agent_js__WEBPACK_IMPORTED_MODULE_6__/* .tokenText */ .pA)(agent.tokens)}${agent.cost ? `, ${(0,_agent_js__WEBPACK_IMPORTED_MODULE_6__/* .costInline */ .hC)(agent.cost)}` : ''}` : agent.skippedBecause ? 'skipped' : 'no call made'}` +
            (agent.tokenBudget !== undefined
                ? ` (budget ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .thousands */ .oh)(agent.tokenBudget)} tokens${agent.tokenBudgetExceededBy ? `, **exceeded by ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .thousands */ .oh)(agent.tokenBudgetExceededBy)}**` : ''})`
                : '') +
            (agent.costBudgetUsd !== undefined ? ` (budget ${(0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_7__/* .formatUsd */ .UK)(agent.costBudgetUsd)})` : '')
        : '';
    const cost = run.cost ? ` · **Cost:** ${(0,_agent_js__WEBPACK_IMPORTED_MODULE_6__/* .costInline */ .hC)(run.cost)}` : '';
    const isolation = run.isolation === 'suite' ? ' · **Isolation:** suite (one session shared by every scenario)' : '';
    const protocol = run.protocol ? ` · **Protocol:** ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeInline */ .VV)((0,_protocol_js__WEBPACK_IMPORTED_MODULE_12__/* .protocolText */ .k)(run.protocol))}` : '';
    return [
        `## mcp-scenario-eval: ${verdict}`,
        '',
        `${pullRequestText(options)}**Mode:** ${run.mode} · **Target:** <code>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeInline */ .VV)(run.target)}</code>${protocol}${isolation} · **Duration:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .formatDuration */ .a3)(run.durationMs)} · **Judge:** ${judgeText}${agentText}${cost}`,
        '',
        counts.join(', '),
        '',
        ...(judge.failedBecause ? ['> [!CAUTION]', `> ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeInline */ .VV)(judge.failedBecause)}`, ''] : []),
    ];
}
/** `**Pull request:** #12 · `, linked to it when the repository is known; empty when the run is not for one. */
function pullRequestText(options) {
    const number = options.pullRequest;
    if (number === undefined)
        return '';
    const repo = options.repository;
    const text = repo
        ? `[#${number}](${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .safeUrl */ .Pl)(`${repo.serverUrl.replace(/\/+$/, '')}/${repo.repository}/pull/${number}`)})`
        : `#${number}`;
    return `**Pull request:** ${text} · `;
}
/** Why scenarios or criteria did not run, so a green run with nothing judged does not look like a full pass. */
function whyNotRun(run) {
    const reasons = [];
    const skipped = run.scenarios.filter((s) => s.status === 'skipped');
    const bySkipKey = skipped.filter((s) => (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .skippedBySkipKey */ .ai)(run, s)).length;
    if (bySkipKey > 0)
        reasons.push(`${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(bySkipKey, 'scenario')} skipped by <code>skip:</code> (reasons in the table)`);
    const noRecording = skipped.filter((s) => s.skipCode === 'no_recording').length;
    if (noRecording > 0)
        reasons.push(`${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(noRecording, 'agent scenario')} skipped: no recording to replay (the command that records each is in the table)`);
    const unevaluated = skipped.filter((s) => !(s.steps.length === 0 && s.checks.length === 0) && !(0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .skippedByAgentPlan */ .cT)(run, s)).length;
    if (unevaluated > 0)
        reasons.push(`${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(unevaluated, 'scenario')} skipped because none of its checks was evaluated`);
    const unjudged = (0,_sections_not_run_js__WEBPACK_IMPORTED_MODULE_8__/* .unjudgedLine */ .L)(run);
    if (unjudged)
        reasons.push((0,_sections_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .lineMarkdown */ .uN)(unjudged));
    const gatedAgents = skipped.filter((s) => (0,_run_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .skippedByAgentPlan */ .cT)(run, s));
    if (gatedAgents.length > 0)
        reasons.push(`${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(gatedAgents.length, 'agent scenario')} skipped: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeInline */ .VV)(run.agent.skippedBecause)}`);
    const startup = (0,_headlines_js__WEBPACK_IMPORTED_MODULE_0__/* .startupNotice */ .wm)(run);
    if (startup)
        reasons.push((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeInline */ .VV)(startup));
    const oneEra = run.protocol?.oneEra;
    if (oneEra)
        reasons.push((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeInline */ .VV)(oneEra.notice));
    const notLive = (0,_sections_not_run_js__WEBPACK_IMPORTED_MODULE_8__/* .notLiveLine */ .C)(run);
    if (notLive)
        reasons.push((0,_sections_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .lineMarkdown */ .uN)(notLive));
    if (run.deselected > 0)
        reasons.push(`${(0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(run.deselected, 'scenario')} left out by <code>filter</code> or <code>shard</code>`);
    if (reasons.length === 0)
        return [];
    return ['> [!NOTE]', ...reasons.map((reason) => `> - ${reason}`), ''];
}
function annotationNote(run, everyFailureShown) {
    const { leftOut } = (0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .planAnnotations */ .mc)(run);
    const parts = [
        leftOut.error && (0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(leftOut.error, 'error'),
        leftOut.warning && (0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(leftOut.warning, 'warning'),
        leftOut.notice && (0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(leftOut.notice, 'notice'),
    ].filter(Boolean);
    if (parts.length === 0)
        return [];
    return [
        `GitHub shows ${_text_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_ANNOTATIONS_PER_LEVEL */ .o2} annotations of each kind per step; not shown as annotations: ` +
            `${parts.join(', ')} more. ` +
            (everyFailureShown
                ? 'Every failure is in this summary and in the JSON report.'
                : 'Every failure is in the JSON report (this summary was shortened).'),
        '',
    ];
}
//# sourceMappingURL=headline.js.map

/***/ }),

/***/ 83308:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ location),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   TM: () => (/* binding */ folded),
/* harmony export */   W_: () => (/* binding */ withoutLinks),
/* harmony export */   _P: () => (/* binding */ STATUS_LABEL),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   ee: () => (/* binding */ bytes),
/* harmony export */   iw: () => (/* binding */ fileUrl),
/* harmony export */   oh: () => (/* binding */ thousands)
/* harmony export */ });
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81961);

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
function location(position, options, column = false) {
    const text = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(`${position.file}:${position.line}${column ? `:${position.column}` : ''}`);
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
        `<pre>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(shown)}</pre>`,
        '',
        '</details>',
        '',
    ];
}
//# sourceMappingURL=markdown.js.map

/***/ }),

/***/ 56593:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ tableRow)
/* harmony export */ });
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81961);
/* harmony import */ var _text_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64102);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83308);
/* harmony import */ var _providers_prices_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50914);




/** Failed checks named in a table cell before "+N more". */
const CHECKS_PER_CELL = 3;
function tableRow(scenario, options) {
    // An agent scenario's pass rate: `✅ passed 4/5`.
    const rate = scenario.agent?.trials.length
        ? ` ${scenario.agent.passes}/${scenario.agent.trials.length}${scenario.agent.replayed ? ', replayed (no model call)' : ''}`
        : '';
    return `| ${_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .STATUS_LABEL */ ._P[scenario.status]}${rate} | ${scenarioLink(scenario, options)} | ${fileLink(scenario, options)} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(scenario.durationMs)}${scenario.cost ? ` · ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCell */ .kq)((0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCost */ .BD)(scenario.cost))}` : ''} | ${checksCell(scenario, options)} |`;
}
function scenarioLink(scenario, options) {
    const url = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .fileUrl */ .iw)(scenario.position, options);
    const name = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCell */ .kq)(scenario.name);
    return url ? `[${name}](${url})` : name;
}
/** The scenario's file, linked to it at the commit: several scenarios may share one file. */
function fileLink(scenario, options) {
    const text = `<code>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCell */ .kq)(scenario.position.file)}</code>`;
    const url = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .fileUrl */ .iw)(scenario.position, options, false);
    return url ? `[${text}](${url})` : text;
}
function checksCell(scenario, options) {
    // A command the reason names (`record-agent …`) is copied from here: the words around it are cut, never it.
    if (scenario.status === 'skipped')
        return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCell */ .kq)((0,_text_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .clipKeepingCommands */ ._G)(scenario.skipReason ?? 'skipped', _text_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CELL_LIMIT_CHARS */ .Fd));
    const failed = scenario.checks.filter((check) => check.status === 'failed');
    if (failed.length === 0)
        return scenario.error ? (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCell */ .kq)((0,_text_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .clipKeepingCommands */ ._G)(scenario.error, _text_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CELL_LIMIT_CHARS */ .Fd)) : '';
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
        ? ` <code>${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCell */ .kq)(check.subject)}</code>`
        : ` “${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCell */ .kq)((0,_text_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .clipLine */ .DX)(check.subject, _text_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CELL_CHECK_TEXT_CHARS */ .uX))}”`;
    const line = `line ${check.position.line}`;
    const url = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .fileUrl */ .iw)(check.position, options);
    const step = check.step ? `step ${check.step.index}, ` : '';
    return `${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCell */ .kq)(check.kind)}${what} (${step}${url ? `[${line}](${url})` : line})`;
}
//# sourceMappingURL=table.js.map

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
/* harmony export */   M4: () => (/* binding */ CHECK_RUN_ANNOTATIONS_PER_REQUEST),
/* harmony export */   Mp: () => (/* binding */ ANNOTATIONS_WRITTEN_PER_LEVEL),
/* harmony export */   QZ: () => (/* binding */ CHECK_RUN_REQUEST_TIMEOUT_MS),
/* harmony export */   RL: () => (/* binding */ JUNIT_OUTPUT_LIMIT_CHARS),
/* harmony export */   TB: () => (/* binding */ ANNOTATION_STDERR_LINES),
/* harmony export */   Tl: () => (/* binding */ GITHUB_CHECK_RUN_TEXT_LIMIT_CHARS),
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
/* harmony export */   tP: () => (/* binding */ CHECK_RUN_DEADLINE_MS),
/* harmony export */   uX: () => (/* binding */ CELL_CHECK_TEXT_CHARS),
/* harmony export */   wA: () => (/* binding */ CHECK_RUN_TITLE_LIMIT_CHARS),
/* harmony export */   wC: () => (/* binding */ SUMMARY_STDERR_LIMIT_CHARS),
/* harmony export */   yG: () => (/* binding */ SARIF_MESSAGE_LIMIT_CHARS),
/* harmony export */   ym: () => (/* binding */ cutEnd)
/* harmony export */ });
/* unused harmony exports GITHUB_SUMMARY_LIMIT_BYTES, CLIPPED_PROSE_MIN_CHARS */
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

/***/ })

};

//# sourceMappingURL=4337.index.js.map