export const id = 6519;
export const ids = [6519];
export const modules = {

/***/ 36519:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  planCheckRun: () => (/* reexport */ planCheckRun),
  readCheckRunTarget: () => (/* binding */ readCheckRunTarget),
  unfinishedCheckRun: () => (/* reexport */ unfinishedCheckRun),
  writeCheckRun: () => (/* binding */ writeCheckRun)
});

// UNUSED EXPORTS: CHECKS_PERMISSION

// EXTERNAL MODULE: ./lib/model/result.js
var result = __webpack_require__(94484);
// EXTERNAL MODULE: ./lib/run/verdict.js
var verdict = __webpack_require__(52724);
// EXTERNAL MODULE: ./lib/report/annotations.js
var report_annotations = __webpack_require__(91116);
// EXTERNAL MODULE: ./lib/report/headlines.js
var headlines = __webpack_require__(76243);
// EXTERNAL MODULE: ./lib/report/summary/markdown.js
var markdown = __webpack_require__(83308);
// EXTERNAL MODULE: ./lib/report/summary/headline.js
var headline = __webpack_require__(85665);
// EXTERNAL MODULE: ./lib/report/summary/table.js
var table = __webpack_require__(56593);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
// EXTERNAL MODULE: ./lib/report/text/limits.js
var limits = __webpack_require__(64102);
;// CONCATENATED MODULE: ./lib/report/check-run.js
// What a check run says (issue 47): its name, conclusion, title and summary, and every error and
// warning annotation of the run (the same findings the workflow commands write, uncapped), cut to
// the Checks API's limits and split into requests of 50. Pure: the writer is github/check-run.ts.









/** The name every check run of this tool starts with. */
const CHECK_RUN_PREFIX = 'mcp-scenario-eval';
/**
 * The check run of a finished run: failure when the step fails, neutral when nothing passed or
 * failed (everything skipped, an empty shard), success otherwise.
 */
function planCheckRun(run, context = {}) {
    const totals = (0,result/* totalsOf */.v)(run);
    const failed = (0,verdict/* runFailed */.Np)(run) || context.stepFailed === true;
    const conclusion = failed
        ? 'failure'
        : totals.passed === 0 && totals.failed === 0
            ? 'neutral'
            : 'success';
    const title = failed
        ? (0,verdict/* runFailed */.Np)(run)
            ? (0,headlines/* failureHeadline */.Ni)(run)
            : `${totals.passed} of ${(0,report_annotations/* plural */.LS)(totals.total, 'scenario')} passed; the step failed (see the job's log)`
        : conclusion === 'neutral'
            ? ((0,headlines/* emptyShardNotice */.ab)(run) ?? `every scenario was skipped (${(0,report_annotations/* plural */.LS)(totals.skipped, 'scenario')})`)
            : `${totals.passed} of ${(0,report_annotations/* plural */.LS)(totals.total, 'scenario')} passed` +
                (totals.skipped > 0 ? `, ${totals.skipped} skipped` : '');
    const { errors, warnings } = (0,report_annotations/* annotationsByLevel */.ws)(run);
    const placed = [...errors, ...warnings].map(toCheckRunAnnotation);
    const annotations = placed.filter((annotation) => annotation !== undefined);
    const unplaced = placed.length - annotations.length;
    const notes = unplaced > 0 ? [`${(0,report_annotations/* plural */.LS)(unplaced, 'finding')} not on a file of the repository: see the job summary.`] : [];
    return {
        name: checkRunName(run, context),
        conclusion,
        title: cutChars((0,text_escape/* visibleControls */.xx)(title), limits/* CHECK_RUN_TITLE_LIMIT_CHARS */.wA),
        summary: checkRunSummary(run, context, notes),
        annotations,
    };
}
/** The check run of a run that did not finish (the action crashed): failure, saying why. */
function unfinishedCheckRun(reason, context = {}) {
    const body = ['### ❌ The run did not finish', '', (0,text_escape/* escapeInline */.VV)(reason), ''];
    return {
        name: checkRunName(undefined, context),
        conclusion: 'failure',
        title: cutChars((0,text_escape/* visibleControls */.xx)(`the run did not finish: ${reason}`), limits/* CHECK_RUN_TITLE_LIMIT_CHARS */.wA),
        summary: fitSummary(body, [], context),
        annotations: [],
    };
}
/**
 * `mcp-scenario-eval: <job> (<suite>)`: the job's id, then the folder every scenario file is in
 * (the suite) and the shard, when known. Without a job (outside a workflow), the prefix alone.
 */
function checkRunName(run, context) {
    const files = run
        ? [...run.scenarios.map((s) => s.position.file), ...run.fileErrors.map((e) => e.position.file)]
        : [];
    const suite = commonFolder(files);
    const qualifiers = [suite, context.shard && `shard ${context.shard}`].filter(Boolean);
    const name = (context.job ? `${CHECK_RUN_PREFIX}: ${context.job}` : CHECK_RUN_PREFIX) +
        (qualifiers.length > 0 ? ` (${qualifiers.join(', ')})` : '');
    return cutChars((0,text_escape/* visibleControls */.xx)(name), limits/* CHECK_RUN_TITLE_LIMIT_CHARS */.wA);
}
/** The folder all `files` are in, `/`-separated; undefined for none or the workspace itself. */
function commonFolder(files) {
    if (files.length === 0)
        return undefined;
    let common = files[0].split('/').slice(0, -1);
    for (const file of files.slice(1)) {
        const parts = file.split('/').slice(0, -1);
        let same = 0;
        while (same < common.length && same < parts.length && common[same] === parts[same])
            same++;
        common = common.slice(0, same);
    }
    return common.length > 0 ? common.join('/') : undefined;
}
/**
 * An annotation on a file of the repository, as the API takes it; undefined for one about the whole
 * run or on a path outside the repository (absolute, or climbing out with `..`): the API needs a
 * path relative to the repository's root.
 */
function toCheckRunAnnotation(annotation) {
    const file = annotation.file;
    if (!file || !isRepositoryPath(file))
        return undefined;
    const line = annotation.line !== undefined && annotation.line >= 1 ? annotation.line : 1;
    const result = {
        path: file,
        start_line: line,
        end_line: line,
        annotation_level: annotation.level === 'error' ? 'failure' : 'warning',
        message: cutChars((0,text_escape/* visibleControls */.xx)(annotation.message), limits/* ANNOTATION_MESSAGE_LIMIT_CHARS */.WP),
        title: cutChars((0,text_escape/* visibleControls */.xx)(annotation.title), limits/* CHECK_RUN_TITLE_LIMIT_CHARS */.wA),
    };
    // Columns only on one line, as the API asks.
    if (annotation.column !== undefined && annotation.column >= 1) {
        result.start_column = annotation.column;
        result.end_column = annotation.column;
    }
    return result;
}
/** A relative path inside the repository: no drive, no leading `/`, no `..`, no backslash, no control character. */
function isRepositoryPath(file) {
    if (file === '' || file.startsWith('/') || /^[A-Za-z]:/.test(file) || file.includes('\\'))
        return false;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001F\u007F]/.test(file))
        return false;
    return !file.split('/').some((part) => part === '..' || part === '');
}
/**
 * The headline and the table (failed scenarios first), within the API's 65,535 characters, then a
 * link to the job summary, which has every failure in detail.
 */
function checkRunSummary(run, context, notes) {
    const options = { repository: context.repository, pullRequest: context.pullRequest };
    const failing = run.scenarios.filter((s) => s.status === 'failed' || s.status === 'errored');
    const rest = run.scenarios.filter((s) => s.status !== 'failed' && s.status !== 'errored');
    const rows = [...failing, ...rest].map((scenario) => (0,table/* tableRow */.j)(scenario, options));
    const lines = [...(0,headline/* headline */.Pl)(run, options)];
    if (rows.length > 0)
        lines.push('| Status | Scenario | File | Duration | Failed checks |', '| --- | --- | --- | --- | --- |');
    return fitSummary(lines, rows, context, notes);
}
/**
 * `head`, then as many of `rows` as fit, a count of those left out, `notes`, and the link: the
 * whole within the API's limit. Bytes of UTF-8 are never fewer than characters, so a byte budget
 * holds the character limit too; a last cut by characters (never inside a surrogate pair) makes sure.
 */
function fitSummary(head, rows, context, notes = []) {
    const link = context.jobSummaryUrl
        ? `Every failure in detail: [the job summary](${context.jobSummaryUrl}).`
        : 'Every failure in detail: the job summary of this run.';
    const tail = ['', ...notes, link];
    const reserve = 200; // for the count of rows left out
    const budget = limits/* GITHUB_CHECK_RUN_TEXT_LIMIT_CHARS */.Tl - (0,markdown/* bytes */.ee)(tail.join('\n')) - reserve;
    const lines = [];
    let used = 0;
    for (const line of head) {
        if (used + (0,markdown/* bytes */.ee)(line) + 1 > budget)
            break;
        lines.push(line);
        used += (0,markdown/* bytes */.ee)(line) + 1;
    }
    let shown = 0;
    for (const row of rows) {
        if (used + (0,markdown/* bytes */.ee)(row) + 1 > budget)
            break;
        lines.push(row);
        used += (0,markdown/* bytes */.ee)(row) + 1;
        shown++;
    }
    if (shown < rows.length)
        lines.push('', `… and ${(0,report_annotations/* plural */.LS)(rows.length - shown, 'more scenario')}, in the job summary.`);
    return cutChars([...lines, ...tail].join('\n'), limits/* GITHUB_CHECK_RUN_TEXT_LIMIT_CHARS */.Tl);
}
/** The requests for `plan` on commit `sha`: the create holds the first 50 annotations, each update the next 50. */
function checkRunRequests(plan, sha) {
    const batches = [];
    for (let start = 0; start < plan.annotations.length; start += limits/* CHECK_RUN_ANNOTATIONS_PER_REQUEST */.M4)
        batches.push(plan.annotations.slice(start, start + limits/* CHECK_RUN_ANNOTATIONS_PER_REQUEST */.M4));
    const output = (annotations) => ({ title: plan.title, summary: plan.summary, annotations });
    return {
        create: {
            name: plan.name,
            head_sha: sha,
            status: 'completed',
            conclusion: plan.conclusion,
            output: output(batches[0] ?? []),
        },
        updates: batches.slice(1).map((batch) => ({ output: output(batch) })),
    };
}
/** `text` cut to at most `limit` UTF-16 units, never between the halves of a surrogate pair. */
function cutChars(text, limit) {
    if (text.length <= limit)
        return text;
    let end = limit;
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end--;
    return text.slice(0, end);
}
//# sourceMappingURL=check-run.js.map
// EXTERNAL MODULE: ./lib/secrets/redact.js
var redact = __webpack_require__(40808);
;// CONCATENATED MODULE: ./lib/github/check-run.js




const DEFAULT_LIMITS = {
    requestTimeoutMs: limits/* CHECK_RUN_REQUEST_TIMEOUT_MS */.QZ,
    deadlineMs: limits/* CHECK_RUN_DEADLINE_MS */.tP,
};
/** The permission the job's token needs, said in every notice of a refusal. */
const CHECKS_PERMISSION = 'permissions: checks: write';
/**
 * The target of the check run from @actions/github's context (loaded here: it brings Octokit).
 * `shard` names the shard in the check run's name; `stepFailed`, when the step fails on its own.
 */
async function readCheckRunTarget(env = process.env) {
    const { context } = await __webpack_require__.e(/* import() */ 2785).then(__webpack_require__.bind(__webpack_require__, 92785));
    let owner;
    let repo;
    try {
        ({ owner, repo } = context.repo);
    }
    catch {
        // No GITHUB_REPOSITORY and no repository in the payload: said by writeCheckRun.
    }
    const head = context.payload.pull_request?.head?.sha;
    const sha = typeof head === 'string' && head !== '' ? head : context.sha;
    const serverUrl = (context.serverUrl || 'https://github.com').replace(/\/+$/, '');
    const runId = env.GITHUB_RUN_ID && /^\d+$/.test(env.GITHUB_RUN_ID) ? env.GITHUB_RUN_ID : undefined;
    const pullRequest = context.payload.pull_request?.number;
    const checkContext = {};
    if (env.GITHUB_JOB)
        checkContext.job = env.GITHUB_JOB;
    if (owner && repo && runId)
        checkContext.jobSummaryUrl = `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`;
    if (owner && repo && sha)
        checkContext.repository = { serverUrl, repository: `${owner}/${repo}`, sha };
    if (typeof pullRequest === 'number' && Number.isSafeInteger(pullRequest) && pullRequest > 0)
        checkContext.pullRequest = pullRequest;
    return {
        owner,
        repo,
        sha,
        baseUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        context: checkContext,
    };
}
/**
 * Creates the check run of `plan` with its first 50 annotations, then adds the rest 50 at a time.
 * Never throws: a refusal (a read-only token: a pull request from a fork), an error, a request with
 * no answer within its time or the whole past its deadline comes back as `problem`. The token and
 * every `secrets` value are kept out of what is sent and of the problem's words.
 */
async function writeCheckRun(plan, target, token, secrets, limits = DEFAULT_LIMITS) {
    const hidden = [...secrets, token].filter(Boolean);
    if (!token)
        return {
            annotationsSent: 0,
            problem: `no check run: the github-token input is empty (it needs ${CHECKS_PERMISSION})`,
        };
    if (!target.owner || !target.repo || !target.sha || !/^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(target.sha))
        return {
            annotationsSent: 0,
            problem: 'no check run: the repository or the commit is not known (GITHUB_REPOSITORY, GITHUB_SHA)',
        };
    const requests = (0,redact/* redactDeep */.KL)(checkRunRequests(plan, target.sha), hidden);
    const deadline = AbortSignal.timeout(limits.deadlineMs);
    const { getOctokit } = await __webpack_require__.e(/* import() */ 2785).then(__webpack_require__.bind(__webpack_require__, 92785));
    const octokit = getOctokit(token, { baseUrl: target.baseUrl });
    const { owner, repo } = target;
    let id;
    let sent = 0;
    let step = 'create the check run';
    try {
        const created = await octokit.rest.checks.create({
            owner,
            repo,
            ...requests.create,
            request: { signal: bounded(deadline, limits.requestTimeoutMs) },
        });
        id = created.data.id;
        sent += requests.create.output.annotations.length;
        for (const update of requests.updates) {
            step = `add annotations ${sent + 1}–${sent + update.output.annotations.length} to the check run`;
            await octokit.rest.checks.update({
                owner,
                repo,
                check_run_id: id,
                ...update,
                request: { signal: bounded(deadline, limits.requestTimeoutMs) },
            });
            sent += update.output.annotations.length;
        }
        return { id, annotationsSent: sent };
    }
    catch (error) {
        const total = plan.annotations.length;
        const partial = id === undefined ? '' : ` (the check run holds ${sent} of ${total} annotations)`;
        const why = explain(error, deadline.aborted, limits);
        return { id, annotationsSent: sent, problem: (0,redact/* redactText */.Rd)(`could not ${step}: ${why}${partial}`, hidden) };
    }
}
/** A request's signal: its own time, and the deadline of them all. */
function bounded(deadline, timeoutMs) {
    return AbortSignal.any([deadline, AbortSignal.timeout(timeoutMs)]);
}
/** What went wrong, in words a workflow's author acts on: the permission for a refusal. */
function explain(error, pastDeadline, limits) {
    const status = error.status;
    const message = error instanceof Error ? error.message.split('\n')[0].replace(/\.$/, '') : String(error);
    if (pastDeadline)
        return `the requests took longer than ${limits.deadlineMs} ms together (CHECK_RUN_DEADLINE_MS); the step's verdict is unchanged`;
    if (isAbort(error))
        return `GitHub did not answer within ${limits.requestTimeoutMs} ms (CHECK_RUN_REQUEST_TIMEOUT_MS); the step's verdict is unchanged`;
    if (status === 403 || status === 401)
        return (`GitHub answered ${status} (${message}): the token may not write checks. Give the job \`${CHECKS_PERMISSION}\`; ` +
            "a pull request from a fork gets a read-only token, so it has no check run. The step's verdict is unchanged");
    if (status === 404)
        return `GitHub answered 404 (${message}): the repository or the commit is not found with this token (is GITHUB_API_URL right? does the token have \`${CHECKS_PERMISSION}\`?); the step's verdict is unchanged`;
    if (typeof status === 'number' && status > 0 && status !== 500)
        return `GitHub answered ${status} (${message}); the step's verdict is unchanged`;
    return `${message}; the step's verdict is unchanged`;
}
function isAbort(error) {
    const seen = new Set();
    for (let cause = error; cause && !seen.has(cause); cause = cause.cause) {
        seen.add(cause);
        const name = cause.name;
        if (name === 'AbortError' || name === 'TimeoutError')
            return true;
        if (/aborted|timeout/i.test(cause.message ?? ''))
            return true;
    }
    return false;
}
//# sourceMappingURL=check-run.js.map

/***/ })

};

//# sourceMappingURL=6519.index.js.map