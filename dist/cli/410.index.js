export const id = 410;
export const ids = [410];
export const modules = {

/***/ 3600:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ renderToolResult)
/* harmony export */ });
/**
 * Renders one tool call's result to the text every check and the judge see: text parts as they
 * are, an embedded text resource as its text, structured content (only when there is no text part)
 * as JSON, an image or audio part as `[image image/png, 1234 bytes]`, a resource link as
 * `[resource_link URI]`. Parts are joined with `\n`.
 */
function renderToolResult(result) {
    const parts = Array.isArray(result.content) ? result.content : [];
    const rendered = [];
    let hasText = false;
    for (const part of parts) {
        switch (part?.type) {
            case 'text':
                hasText = true;
                rendered.push(String(part.text ?? ''));
                break;
            case 'image':
            case 'audio':
                rendered.push(`[${part.type} ${String(part.mimeType ?? 'unknown')}, ${decodedSize(part.data)} bytes]`);
                break;
            case 'resource': {
                const resource = (part.resource ?? {});
                if (typeof resource.text === 'string') {
                    hasText = true;
                    rendered.push(resource.text);
                }
                else {
                    rendered.push(`[resource ${String(resource.uri ?? '')} ${String(resource.mimeType ?? 'binary')}, ${decodedSize(resource.blob)} bytes]`);
                }
                break;
            }
            case 'resource_link':
                rendered.push(`[resource_link ${String(part.uri ?? '')}]`);
                break;
            default:
                rendered.push(`[${String(part?.type ?? 'unknown')} content]`);
        }
    }
    if (!hasText && result.structuredContent !== undefined) {
        rendered.unshift(JSON.stringify(result.structuredContent, null, 2));
    }
    return rendered.join('\n');
}
/** Bytes encoded by a base64 string, without decoding it. */
function decodedSize(data) {
    if (typeof data !== 'string')
        return 0;
    const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
    return Math.max(0, Math.floor((data.replace(/\s/g, '').length * 3) / 4) - padding);
}
//# sourceMappingURL=render-result.js.map

/***/ }),

/***/ 4410:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dz: () => (/* binding */ listAllTools),
  perScenarioSessions: () => (/* binding */ perScenarioSessions),
  runScenarios: () => (/* binding */ runScenarios),
  sharedSession: () => (/* binding */ sharedSession)
});

// UNUSED EXPORTS: JUDGE_ERROR_PREFIX, NOT_RUN_SERVER_ERROR, SHARED_SERVER_RESTARTS

// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(4191);
// EXTERNAL MODULE: ./lib/engine/limits.js
var limits = __webpack_require__(1968);
;// CONCATENATED MODULE: ./lib/engine/checks.js


/** How a message names a step: `step 2 (get_order)`, counted from 1 as people count. */
function stepLabel(step) {
    return `step ${step.index} (${step.tool})`;
}
/** A run's budget, to share among its scenarios' `scenarioHintBudget`s. */
function runHintBudget() {
    return { cells: limits/* CLOSEST_HINT_RUN_BUDGET_CELLS */.g1 };
}
function scenarioHintBudget(run) {
    return { run, scenarioCells: limits/* CLOSEST_HINT_SCENARIO_BUDGET_CELLS */.fu };
}
function checkContains(output, expected, step, context = {}) {
    const base = {
        kind: 'contains',
        subject: expected.value,
        position: expected.position,
        ...(step && { step }),
    };
    if (output.includes(expected.value))
        return { ...base, status: 'passed' };
    const whose = step ? `${stepLabel(step)}: expected this call's output` : 'expected the output';
    return {
        ...base,
        status: 'failed',
        message: `${whose} to contain ${quote(expected.value)}${nearMiss(output, expected.value, context.hints)}${cutNote(context.cutAtChars, step)}`,
    };
}
/**
 * When the output was cut at the per-call limit, a missing text may be past the cut: say so, or the
 * failure reads as the server's fault.
 *
 * @param cutAtChars the per-call limit, when a call whose output is checked was cut at it
 */
function cutNote(cutAtChars, step) {
    if (cutAtChars === undefined)
        return '';
    const whose = step ? "this call's output" : "a call's output";
    return `; ${whose} was cut at ${count(cutAtChars)} characters; the text may be past the cut`;
}
/** `expected_not_contains`: exact, case-sensitive; a failure quotes the line where it occurs. */
function checkNotContains(output, forbidden, step) {
    const base = {
        kind: 'not_contains',
        subject: forbidden.value,
        position: forbidden.position,
        ...(step && { step }),
    };
    const at = output.indexOf(forbidden.value);
    if (at < 0)
        return { ...base, status: 'passed' };
    const lineNumber = output.slice(0, at).split('\n').length;
    const line = output.split('\n')[lineNumber - 1] ?? '';
    const whose = step ? `${stepLabel(step)}: expected this call's output` : 'expected the output';
    return {
        ...base,
        status: 'failed',
        message: `${whose} not to contain ${quote(forbidden.value)}, but line ${lineNumber}${step ? ' of it' : ''} has it: ${quote(clip(line))}`,
    };
}
const collapse = (text) => text.replace(/\s+/g, ' ').trim();
/** The last output's lower-case and collapsed forms: its failed checks share them. */
let derived;
/**
 * An output's lower-case and white-space-collapsed forms, made once per output rather than once per
 * failed check: a scenario with thousands of failed checks on a 1 MB output would otherwise copy
 * it twice per check.
 */
function derivedFrom(output) {
    if (derived?.output !== output)
        derived = { output, lower: output.toLowerCase(), collapsed: collapse(output) };
    return derived;
}
/** Explains a missed substring: another case, other white space, or the closest line. */
function nearMiss(output, expected, hints) {
    if (output === '')
        return '; the output is empty';
    const { lower, collapsed } = derivedFrom(output);
    const lowerAt = lower.indexOf(expected.toLowerCase());
    if (lowerAt >= 0) {
        return `; found it in another case: ${quote(output.slice(lowerAt, lowerAt + expected.length))}`;
    }
    const collapsedExpected = collapse(expected);
    if (collapsedExpected !== '' && collapsed.includes(collapsedExpected)) {
        // Show what was found, as for another case: the difference is then visible (quote shows \n, \t).
        const words = collapsedExpected.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        const found = new RegExp(words.join('\\s+')).exec(output)?.[0];
        return `; found it with different white space (spaces, tabs or line breaks)${found === undefined ? '' : `: ${quote(clip(found))}`}`;
    }
    return closestHint(output, expected, hints);
}
/**
 * `; the closest line of the output is "…"` (or the closest part of a long line), within the budget;
 * when the budget is spent, says that the hint was left out and why.
 */
function closestHint(output, wanted, hints) {
    const end = Math.min(output.length, limits/* CLOSEST_HINT_SEARCH_LIMIT_CHARS */.bi);
    const cost = (0,closest/* closestTextCost */.As)(end, wanted);
    if (hints) {
        const spent = cost > hints.run.cells
            ? `the run's budget for such hints (${count(limits/* CLOSEST_HINT_RUN_BUDGET_CELLS */.g1)} cells) is spent`
            : cost > hints.scenarioCells
                ? `this scenario's budget for such hints (${count(limits/* CLOSEST_HINT_SCENARIO_BUDGET_CELLS */.fu)} cells) is spent`
                : undefined;
        if (spent)
            return `; the closest line was left out for its cost: ${spent}`;
        hints.run.cells -= cost;
        hints.scenarioCells -= cost;
    }
    const found = (0,closest/* closestText */.dT)(output, wanted, end);
    if (!found)
        return '';
    const searched = end < output.length ? ` (searched in its first ${count(end)} characters)` : '';
    if (found.partOfLineChars === undefined)
        return `; the closest line of the output${searched} is ${quote(clip(found.text))}`;
    return (`; the closest text of the output${searched} is ${quote(clip(found.text, 300))}, ` +
        `part of line ${found.line} (${count(found.partOfLineChars)} characters)`);
}
function count(value) {
    return value.toLocaleString('en-US');
}
/**
 * A `save` entry: the first match of its pattern in the call's output; its one group is the value.
 * A miss fails the step with the output's closest line to the pattern's literal text. The value
 * is not put in the message: it came from the server and may be a session id.
 *
 * @param laterSteps whether steps follow this one (which a miss then keeps from being called)
 */
function applySave(output, rule, step, laterSteps, hints) {
    const base = { kind: 'save', subject: rule.name, position: rule.position, step };
    const match = rule.pattern.exec(output);
    const value = match?.[1];
    if (value !== undefined)
        return { check: { ...base, status: 'passed' }, value };
    const shown = quote(clip(rule.pattern.source));
    const hint = output === '' ? '; the output is empty' : closestHint(output, literalText(rule.pattern.source), hints);
    const why = match
        ? `the pattern ${shown} matched, but its capture group took no part in the match, so there is no value to save`
        : `the pattern ${shown} matches nothing in this call's output${hint}`;
    return {
        check: {
            ...base,
            status: 'failed',
            message: `${stepLabel(step)}: cannot save \`${rule.name}\`: ${why}${laterSteps ? '; the later steps were not called' : ''}`,
        },
    };
}
/** The literal characters of a regular expression, for comparing it with lines of text. */
function literalText(source) {
    let text = '';
    for (let index = 0; index < source.length; index++) {
        const char = source[index];
        if (char === '\\') {
            const next = source[++index] ?? '';
            // A class escape (\d, \w, …) stands for no particular character; any other escape, for itself.
            if (!/[dDwWsSbBnrtfv0-9]/.test(next))
                text += next;
        }
        else if (!'()[]{}?*+^$|.'.includes(char))
            text += char;
    }
    return text;
}
function quote(text) {
    return JSON.stringify(text);
}
function clip(text, limit = 200) {
    return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
//# sourceMappingURL=checks.js.map
// EXTERNAL MODULE: ./lib/engine/agent/match.js
var match = __webpack_require__(5397);
;// CONCATENATED MODULE: ./lib/engine/agent/calls.js

/** `turn 2: orders_get {"order_id":1234}`: a call as a message names it. */
function callLabel(call) {
    return `${call.tool} ${(0,match/* show */.WU)(call.input)} (turn ${call.turn})`;
}
function matches(expected, call) {
    return call.tool === expected.tool && (!expected.args || (0,match/* argMismatches */.rK)(expected.args, call.input).length === 0);
}
/**
 * The checks on the calls a trial made, in the file's terms, each at the line of the entry it is
 * about: `expected_calls` (as a subsequence with `in_order`, other calls allowed between; each
 * matched to its own call with `any`), `forbidden_tools` and `max_calls`. A wrong argument is shown
 * as the expected and the sent value side by side.
 */
function checkCalls(spec, calls, finished) {
    const checks = [];
    if (finished)
        checks.push(...expectedCallChecks(spec, calls));
    for (const forbidden of spec.forbiddenTools) {
        const made = calls.filter((call) => call.tool === forbidden.value);
        checks.push({
            kind: 'call',
            subject: forbidden.value,
            position: forbidden.position,
            status: made.length === 0 ? 'passed' : 'failed',
            message: made.length === 0
                ? undefined
                : `the model called the forbidden tool ${forbidden.value}: ${made.map(callLabel).join('; ')}`,
        });
    }
    if (spec.maxCalls) {
        const over = calls.length > spec.maxCalls.value;
        checks.push({
            kind: 'call',
            subject: `max_calls ${spec.maxCalls.value}`,
            position: spec.maxCalls.position,
            status: over ? 'failed' : 'passed',
            message: over
                ? `the model made ${calls.length} tool calls, more than max_calls ${spec.maxCalls.value}: ${calls.map((call) => call.tool).join(', ')}`
                : undefined,
        });
    }
    return checks;
}
function expectedCallChecks(spec, calls) {
    const used = new Set();
    let after = -1;
    return spec.expectedCalls.map((expected, index) => {
        const base = { kind: 'call', subject: expected.tool, position: expected.position };
        const start = spec.callsOrder === 'in_order' ? after + 1 : 0;
        const found = calls.findIndex((call, at) => at >= start && !used.has(at) && matches(expected, call));
        if (found >= 0) {
            used.add(found);
            after = found;
            return { ...base, status: 'passed' };
        }
        return { ...base, status: 'failed', message: whyNotFound(spec, expected, index, calls, start, used) };
    });
}
function whyNotFound(spec, expected, index, calls, start, used) {
    const entry = `expected_calls[${index}] (${expected.tool})`;
    const sameTool = calls.filter((call) => call.tool === expected.tool);
    if (sameTool.length === 0) {
        const made = calls.length === 0 ? 'it made no tool call' : `its calls were: ${calls.map((c) => c.tool).join(', ')}`;
        return `${entry}: the model never called ${expected.tool}; ${made}`;
    }
    const matchingEarlier = calls.findIndex((call, at) => at < start && !used.has(at) && matches(expected, call));
    if (matchingEarlier >= 0) {
        const previous = spec.expectedCalls[index - 1];
        return (`${entry}: wrong order: the model called ${callLabel(calls[matchingEarlier])} before ` +
            `${previous.tool} (expected_calls[${index - 1}]); calls_order is in_order (use calls_order: any to allow any order)`);
    }
    const candidates = calls.filter((call, at) => at >= start && !used.has(at) && call.tool === expected.tool);
    const shown = candidates.length > 0 ? candidates : sameTool;
    const closest = shown
        .map((call) => ({ call, problems: (0,match/* argMismatches */.rK)(expected.args ?? {}, call.input) }))
        .sort((a, b) => a.problems.length - b.problems.length)[0];
    const more = shown.length > 1 ? ` (the closest of its ${shown.length} calls to ${expected.tool})` : '';
    return `${entry}: wrong arguments in ${callLabel(closest.call)}${more}: ${closest.problems.join('; ')}`;
}
//# sourceMappingURL=calls.js.map
// EXTERNAL MODULE: ./lib/engine/agent/types.js
var types = __webpack_require__(1889);
;// CONCATENATED MODULE: ./lib/engine/agent/index.js




/** Tool lists by client: with `isolation: suite` every trial and scenario lists once. */
const toolLists = new WeakMap();
async function listTools(session, timeoutMs) {
    let listed = toolLists.get(session.client);
    if (!listed) {
        listed = (async () => {
            const tools = [];
            let cursor;
            do {
                const page = await session.client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
                tools.push(...page.tools);
                cursor = page.nextCursor;
            } while (cursor);
            return tools;
        })();
        toolLists.set(session.client, listed);
    }
    return listed;
}
/**
 * Runs an agent scenario: its trials in turn (each a fresh conversation, on a fresh session with
 * `isolation: scenario`), stopping as soon as `min_passes` is reached or can no longer be reached.
 * The first session is the caller's (opened to see whether the server starts at all).
 */
async function runAgentScenario(scenario, first, context) {
    const started = performance.now();
    const spec = scenario.agent;
    const model = spec.model ?? context.plan.model;
    const base = { name: scenario.name, description: scenario.description, position: scenario.position };
    const agent = {
        model,
        prompt: spec.prompt,
        planned: spec.trials,
        minPasses: spec.minPasses,
        passes: 0,
        trials: [],
        tokens: (0,types/* emptyUsage */.ly)(),
    };
    const finish = (status, checks, extra = {}) => ({
        ...base,
        status,
        durationMs: performance.now() - started,
        steps: [],
        checks,
        output: extra.output ?? '',
        agent,
        ...extra,
    });
    let tools;
    try {
        tools = await listTools(first, context.timeoutMs);
    }
    catch (error) {
        const stderr = first.stderr();
        await context.release(first);
        return finish('errored', [], {
            error: `could not read the server's tool list: ${first.explain(error)}`,
            stderr: stderr || undefined,
        });
    }
    const unknown = unknownTools(scenario, new Set(tools.map((tool) => tool.name)));
    if (unknown.length > 0) {
        await context.release(first);
        return finish('errored', unknown, {
            error: 'the scenario names tools the server lacks; the model was not asked',
        });
    }
    const { runTrial } = await __webpack_require__.e(/* import() */ 375).then(__webpack_require__.bind(__webpack_require__, 1375));
    let session = first;
    let stderr = '';
    for (let index = 1; index <= spec.trials; index++) {
        const left = spec.trials - index + 1;
        if (agent.passes >= spec.minPasses) {
            agent.stoppedEarly = `min_passes (${spec.minPasses}) was reached after ${index - 1} trials; ${left} more would not change the outcome`;
            break;
        }
        if (agent.passes + left < spec.minPasses) {
            agent.stoppedEarly = `min_passes (${spec.minPasses}) can no longer be reached: ${agent.passes} passed and only ${left} trials are left`;
            break;
        }
        const trialStarted = performance.now();
        if (!session) {
            try {
                session = await context.acquire();
            }
            catch (error) {
                agent.trials.push(erroredTrial(index, `could not open a session for this trial: ${String(error)}`, trialStarted));
                continue;
            }
        }
        const outcome = await runTrial({
            scenario: scenario.name,
            trial: index,
            spec,
            model,
            session,
            tools,
            source: context.plan.source,
            budget: context.plan.budget,
            runUsage: context.plan.usage,
            timeoutMs: context.timeoutMs,
        });
        stderr = session.stderr();
        await context.release(session);
        session = undefined;
        (0,types/* addUsage */.vk)(agent.tokens, outcome.tokens);
        const trial = await gradeTrial(scenario, index, outcome, context, trialStarted);
        agent.trials.push(trial);
        if (trial.status === 'passed')
            agent.passes++;
        if (trial.error?.includes('token budget')) {
            agent.stoppedEarly = trial.error;
            break;
        }
    }
    if (session)
        await context.release(session);
    const passed = agent.passes >= spec.minPasses;
    const allSkipped = agent.trials.length > 0 && agent.trials.every((trial) => trial.checks.every((c) => c.status === 'skipped'));
    const rule = {
        kind: 'agent',
        subject: `${agent.passes} of ${agent.trials.length} trials passed`,
        position: spec.promptPosition,
        status: passed ? 'passed' : 'failed',
        message: passed
            ? undefined
            : `${agent.passes} of ${agent.trials.length} trials passed (${spec.trials} planned); min_passes is ${spec.minPasses}` +
                (agent.stoppedEarly ? `; ${agent.stoppedEarly}` : ''),
    };
    const checks = [rule, ...failedTrialChecks(agent.trials, spec.promptPosition), ...skippedChecks(agent.trials)];
    const last = agent.trials.find((trial) => trial.status !== 'passed') ?? agent.trials.at(-1);
    const output = last ? transcriptText(last.calls, last.finalAnswer) : '';
    if (passed)
        return finish(allSkipped ? 'skipped' : 'passed', checks, {
            output,
            skipReason: allSkipped ? skippedChecks(agent.trials)[0]?.message : undefined,
        });
    const anyFailed = agent.trials.some((trial) => trial.status === 'failed');
    const firstError = agent.trials.find((trial) => trial.status === 'errored')?.error;
    return finish(anyFailed ? 'failed' : 'errored', checks, {
        output,
        error: anyFailed ? undefined : (firstError ?? rule.message),
        stderr: stderr || undefined,
    });
}
function erroredTrial(index, error, started) {
    return {
        index,
        status: 'errored',
        calls: [],
        finalAnswer: '',
        turns: 0,
        checks: [],
        error,
        tokens: (0,types/* emptyUsage */.ly)(),
        durationMs: performance.now() - started,
    };
}
/** `expected_calls` and `forbidden_tools` entries naming tools the server lacks, with the closest name. */
function unknownTools(scenario, available) {
    const spec = scenario.agent;
    const named = [
        ...spec.expectedCalls.map((call) => ({ tool: call.tool, position: call.position, key: 'expected_calls' })),
        ...spec.forbiddenTools.map((tool) => ({ tool: tool.value, position: tool.position, key: 'forbidden_tools' })),
    ];
    return named
        .filter((entry) => !available.has(entry.tool))
        .map((entry) => {
        const suggestion = (0,closest/* closest */.kp)(entry.tool, available);
        return {
            kind: 'call',
            subject: entry.tool,
            position: entry.position,
            status: 'failed',
            message: `${entry.key} names "${entry.tool}", but the server has no such tool` +
                (suggestion ? `: did you mean "${suggestion}"?` : `; it has: ${[...available].join(', ') || 'no tools'}`),
        };
    });
}
async function gradeTrial(scenario, index, outcome, context, started) {
    const spec = scenario.agent;
    const checks = [];
    const answered = outcome.end.kind === 'answer';
    if (outcome.end.kind === 'max_turns') {
        checks.push({
            kind: 'agent',
            subject: `max_turns ${spec.maxTurns}`,
            position: spec.promptPosition,
            status: 'failed',
            message: `the model gave no final answer within max_turns (${spec.maxTurns} replies, ${outcome.calls.length} tool calls made)`,
        });
    }
    else if (outcome.end.kind === 'stopped') {
        checks.push({
            kind: 'agent',
            subject: 'final answer',
            position: spec.promptPosition,
            status: 'failed',
            message: outcome.end.why,
        });
    }
    checks.push(...checkCalls(spec, outcome.calls, answered));
    if (answered) {
        checks.push(...scenario.expectedContains.map((expected) => checkContains(outcome.finalAnswer, expected)));
        checks.push(...scenario.expectedNotContains.map((forbidden) => checkNotContains(outcome.finalAnswer, forbidden)));
        checks.push(...(await judgeAnswer(scenario, outcome.calls, outcome.finalAnswer, context)));
    }
    const error = outcome.end.kind === 'error' ? outcome.end.why : undefined;
    const failed = checks.some((check) => check.status === 'failed');
    return {
        index,
        status: error ? 'errored' : failed ? 'failed' : 'passed',
        calls: outcome.calls,
        finalAnswer: outcome.finalAnswer,
        turns: outcome.turns,
        checks,
        error,
        tokens: outcome.tokens,
        durationMs: performance.now() - started,
    };
}
/** What the judge grades for an agent scenario: the calls made, each with its result, then the final answer. */
function transcriptText(calls, finalAnswer) {
    const lines = calls.map((call, index) => `Call ${index + 1} (turn ${call.turn}): ${call.tool} ${JSON.stringify(call.input)}\n` +
        `Result${call.isError ? ' (error)' : ''}: ${call.error ?? call.output}`);
    return [...lines, `Final answer:\n${finalAnswer}`].join('\n\n');
}
async function judgeAnswer(scenario, calls, finalAnswer, context) {
    const plan = context.judge;
    const text = transcriptText(calls, finalAnswer);
    return Promise.all(scenario.expectedJudge.map(async (criterion) => {
        const base = { kind: 'judge', subject: criterion.value, position: criterion.position };
        if (plan.kind === 'fail')
            return { ...base, status: 'failed', message: plan.reason };
        if (plan.kind === 'skip')
            return { ...base, status: 'skipped', message: plan.reason };
        const verdict = await plan.judge.judge(criterion.value, text);
        if (verdict.error !== undefined)
            return { ...base, status: 'failed', message: `judge error: ${verdict.error}` };
        return {
            ...base,
            status: verdict.verdict === 'PASS' ? 'passed' : 'failed',
            message: verdict.verdict === 'PASS' ? undefined : `judge: FAIL: ${verdict.reason}`,
            judge: verdict,
        };
    }));
}
/**
 * The failed checks of the failed trials, one per distinct failure, saying which trials it hit:
 * five trials failing the same way are one annotation, not five.
 */
function failedTrialChecks(trials, promptPosition) {
    const grouped = new Map();
    for (const trial of trials) {
        const failed = trial.checks.filter((check) => check.status === 'failed');
        if (trial.status === 'errored' && trial.error) {
            failed.push({
                kind: 'agent',
                subject: 'trial',
                position: promptPosition,
                status: 'failed',
                message: trial.error,
            });
        }
        for (const check of failed) {
            const key = JSON.stringify([check.kind, check.position, check.message]);
            const entry = grouped.get(key);
            if (entry)
                entry.trials.push(trial.index);
            else
                grouped.set(key, { check, trials: [trial.index] });
        }
    }
    return [...grouped.values()].map(({ check, trials: hit }) => ({
        ...check,
        message: `${hit.length === 1 ? 'trial' : 'trials'} ${hit.join(', ')}: ${check.message ?? `${check.kind} check failed`}`,
    }));
}
/** Checks that were skipped (judge criteria without a key), once each. */
function skippedChecks(trials) {
    const seen = new Set();
    return trials
        .flatMap((trial) => trial.checks)
        .filter((check) => {
        const key = JSON.stringify([check.position, check.subject]);
        if (check.status !== 'skipped' || seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
//# sourceMappingURL=index.js.map
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(2815);
;// CONCATENATED MODULE: ./lib/engine/arg-errors.js


/** At most this many schema problems are named per step; the rest are counted, so a message stays one line. */
const MAX_ARGUMENT_PROBLEMS = 5;
// ajv-formats is CommonJS with a default export; under NodeNext its type is the module namespace.
const addFormats = dist;
let arg_errors_ajv;
/**
 * Compiles a tool's input schema with the options the MCP SDK's own validator uses (so what passes
 * here passes in the SDK), but keeps Ajv's structured errors: its text form (`data/path must be
 * string`) speaks of JSON pointers, and a scenario author wrote `args: { path: … }`.
 * Throws when the schema does not compile.
 */
function compileArgumentsValidator(inputSchema) {
    arg_errors_ajv ??= addFormats(new ajv.Ajv({ strict: false, validateFormats: true, validateSchema: false, allErrors: true }));
    const validate = arg_errors_ajv.compile(inputSchema);
    return (args) => (validate(args) ? [] : describeArgumentErrors(validate.errors ?? []));
}
const TYPE_WORDS = {
    string: 'a string',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
    object: 'a mapping',
    array: 'a list',
    null: 'null',
};
/** `/items/0/name` → `args.items[0].name`: the path as the scenario file spells it. */
function argumentLabel(instancePath, property) {
    const parts = instancePath === '' ? [] : instancePath.slice(1).split('/');
    if (property !== undefined)
        parts.push(property);
    return parts
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce((label, part) => (/^\d+$/.test(part) ? `${label}[${part}]` : `${label}.${part}`), 'args');
}
function typeWords(type) {
    const types = Array.isArray(type) ? type : String(type).split(',');
    return types.map((one) => TYPE_WORDS[String(one)] ?? String(one)).join(' or ');
}
function describeOne(error) {
    const params = error.params;
    const label = argumentLabel(error.instancePath);
    switch (error.keyword) {
        case 'type':
            return `${label} must be ${typeWords(params.type)}`;
        case 'required':
            return `${argumentLabel(error.instancePath, String(params.missingProperty))} is required but missing`;
        case 'additionalProperties':
            return `${argumentLabel(error.instancePath, String(params.additionalProperty))} is not an argument the tool takes`;
        case 'enum':
            return `${label} must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        case 'const':
            return `${label} must be ${JSON.stringify(params.allowedValue)}`;
        // `anyOf`/`oneOf` only say "must match a schema"; the branch errors before them say more.
        case 'anyOf':
        case 'oneOf':
            return undefined;
        default:
            return `${label} ${error.message ?? `fails the schema's \`${error.keyword}\` rule`}`;
    }
}
/** Ajv's errors as sentences about `args.…`, de-duplicated, at most MAX_ARGUMENT_PROBLEMS of them. */
function describeArgumentErrors(errors) {
    const sentences = [...new Set(errors.map(describeOne).filter((s) => s !== undefined))];
    if (sentences.length === 0 && errors.length > 0)
        sentences.push(`${argumentLabel(errors[0].instancePath)} does not fit the schema`);
    if (sentences.length <= MAX_ARGUMENT_PROBLEMS)
        return sentences;
    const more = sentences.length - MAX_ARGUMENT_PROBLEMS;
    return [...sentences.slice(0, MAX_ARGUMENT_PROBLEMS), `and ${more} more problem${more === 1 ? '' : 's'}`];
}
//# sourceMappingURL=arg-errors.js.map
// EXTERNAL MODULE: ./lib/util/pool.js
var pool = __webpack_require__(9860);
// EXTERNAL MODULE: ./lib/engine/redact.js
var redact = __webpack_require__(6021);
// EXTERNAL MODULE: ./lib/engine/references.js
var references = __webpack_require__(2150);
// EXTERNAL MODULE: ./lib/engine/render-result.js
var render_result = __webpack_require__(3600);
// EXTERNAL MODULE: ./lib/engine/transports/session.js
var transports_session = __webpack_require__(8293);
;// CONCATENATED MODULE: ./lib/engine/runner.js










function perScenarioSessions(factory) {
    // Tracked so that a run stopped by its time limit still closes (and so stops) every server.
    const open = new Set();
    let disposed = false;
    const acquire = async () => {
        const session = await factory.open();
        if (disposed) {
            // The run ended while this server was starting: stop it rather than run on unseen.
            await session.close().catch(() => undefined);
            throw new Error('the run ended before this scenario could start');
        }
        open.add(session);
        return session;
    };
    const release = async (session) => {
        open.delete(session);
        await session.close().catch(() => undefined);
    };
    return {
        acquire,
        release,
        renew: async (stale) => {
            await release(stale);
            return acquire();
        },
        dispose: async () => {
            disposed = true;
            const left = [...open];
            open.clear();
            await Promise.all(left.map((session) => session.close().catch(() => undefined)));
        },
    };
}
/** How many times a shared server (`isolation: suite`) that ended on its own is started again. */
const SHARED_SERVER_RESTARTS = 1;
function sharedSession(factory) {
    let shared;
    // Each dropped session is replaced once, however many scenarios were holding it.
    const replacements = new WeakMap();
    // Closed only at the end: another scenario may still be waiting for an answer on one (the server
    // can still deliver it), and closing would fail that call as if it had been cut off.
    const retired = [];
    // The scenarios holding the session now, and the last to let it go: who was running when it ended.
    const holders = new Set();
    let lastReleased;
    // When each server that ended on its own ended ("during scenario …"), in order; and per session.
    const ends = [];
    const endOf = new WeakMap();
    let disposing = false;
    const named = (names) => names.map((name) => `"${name}"`).join(', ');
    /** Watches a new session's connection: a close we did not ask for is the server ending on its own. */
    const watch = async (opening, generation) => {
        const opened = await opening;
        const session = {
            ...opened,
            explain: (error) => {
                const base = opened.explain(error);
                const end = endOf.get(session);
                if (end === undefined)
                    return base;
                const after = generation < SHARED_SERVER_RESTARTS
                    ? 'it is started again for the scenarios after it'
                    : `it had been started again ${generation === 1 ? 'once' : `${generation} times`} already, so it is not started again`;
                return `${base}; the shared server (isolation: suite) ended ${end}; ${after}`;
            },
        };
        const previous = opened.client.onclose;
        opened.client.onclose = () => {
            previous?.();
            if (disposing || session.loss?.())
                return;
            endOf.set(session, holders.size > 0
                ? `during scenario ${named([...holders])}`
                : lastReleased !== undefined
                    ? `after scenario "${lastReleased}" (between scenarios)`
                    : 'before any scenario used it');
        };
        return session;
    };
    const renew = (stale) => {
        let next = replacements.get(stale);
        if (!next) {
            next = watch(factory.open(), ends.length);
            replacements.set(stale, next);
            shared = next;
            retired.push(stale);
        }
        return next;
    };
    /** A server that ended on its own: started again for the scenarios after it, up to SHARED_SERVER_RESTARTS times. */
    const restart = (ended) => {
        let next = replacements.get(ended);
        if (!next) {
            ends.push(endOf.get(ended));
            const story = `the shared server (isolation: suite) ended ${ends.join(', then again ')}`;
            next =
                ends.length > SHARED_SERVER_RESTARTS
                    ? Promise.reject(new Error(`not run: ${story}; it is not started again`))
                    : watch(factory.open(), ends.length).catch((error) => {
                        throw new Error(`not run: ${story}; starting it again failed: ${(0,transports_session/* messageOf */.bD)(error)}`);
                    });
            // Every later scenario meets the same rejection: that is handled where each awaits it.
            next.catch(() => undefined);
            replacements.set(ended, next);
            shared = next;
            retired.push(ended);
        }
        return next;
    };
    return {
        acquire: async (holder) => {
            let session = await (shared ??= watch(factory.open(), 0));
            // Known to be dropped (say, a call of an earlier scenario saw the 404): reopen before the first call.
            if (session.loss?.())
                session = await renew(session);
            else if (endOf.has(session))
                session = await restart(session);
            if (holder !== undefined)
                holders.add(holder);
            return session;
        },
        release: async (_session, holder) => {
            if (holder === undefined)
                return;
            holders.delete(holder);
            lastReleased = holder;
        },
        renew,
        dispose: async () => {
            disposing = true;
            await Promise.all(retired.map((session) => session.close().catch(() => undefined)));
            if (shared)
                await (await shared.catch(() => undefined))?.close().catch(() => undefined);
        },
    };
}
/** The error of every scenario not run because the server could not start at all. */
const NOT_RUN_SERVER_ERROR = 'not run: the server could not be started (the run error says why)';
async function runScenarios(scenarios, sessions, options) {
    const toolLists = new WeakMap();
    const start = { hints: runHintBudget() };
    const limitMs = options.runTimeLimitMs ?? limits/* RUN_TIME_LIMIT_MS */.pd;
    let timer;
    let timedOut = false;
    const deadline = new Promise((resolve) => {
        timer = setTimeout(() => {
            timedOut = true;
            resolve('deadline');
        }, limitMs);
    });
    const stopped = (scenario, started, reached) => ({
        name: scenario.name,
        description: scenario.description,
        position: scenario.position,
        status: 'errored',
        error: reached
            ? `stopped: the run reached its time limit of ${limitMs} ms before this scenario finished`
            : `not run: the run reached its time limit of ${limitMs} ms before this scenario started`,
        durationMs: performance.now() - started,
        steps: [],
        checks: [],
        output: '',
    });
    try {
        const results = await (0,pool/* mapConcurrent */._)(scenarios, options.concurrency, async (scenario) => {
            const started = performance.now();
            let result;
            if (timedOut)
                result = stopped(scenario, started, false);
            else {
                const work = () => runScenario(scenario, sessions, toolLists, options, start);
                const outcome = await Promise.race([options.around ? options.around(scenario, work) : work(), deadline]);
                result = outcome === 'deadline' ? stopped(scenario, started, true) : outcome;
            }
            options.onResult?.(result);
            return result;
        });
        return { scenarios: results, serverError: start.serverError, serverTools: start.serverTools };
    }
    finally {
        clearTimeout(timer);
        await sessions.dispose();
    }
}
async function runScenario(scenario, sessions, toolLists, options, start) {
    const started = performance.now();
    const base = { name: scenario.name, description: scenario.description, position: scenario.position };
    if (scenario.skip !== undefined) {
        return { ...base, status: 'skipped', skipReason: scenario.skip, durationMs: 0, steps: [], checks: [], output: '' };
    }
    const notRun = () => ({
        ...base,
        status: 'errored',
        error: NOT_RUN_SERVER_ERROR,
        notRun: true,
        durationMs: performance.now() - started,
        steps: [],
        checks: [],
        output: '',
    });
    if (start.serverError)
        return notRun();
    const agentSkip = scenario.agent && options.agent?.kind === 'run' ? options.agent.skip?.(scenario) : undefined;
    if (agentSkip !== undefined)
        return { ...base, status: 'skipped', skipReason: agentSkip, durationMs: 0, steps: [], checks: [], output: '' };
    if (scenario.agent && options.agent?.kind !== 'run') {
        // Decided before any server starts: skipping (no key under `agent: auto`) costs nothing.
        const reason = options.agent?.reason ?? 'agent scenarios are not enabled in this run';
        return options.agent?.kind === 'fail'
            ? { ...base, status: 'errored', error: reason, durationMs: 0, steps: [], checks: [], output: '' }
            : { ...base, status: 'skipped', skipReason: reason, durationMs: 0, steps: [], checks: [], output: '' };
    }
    let keeper;
    try {
        keeper = new SessionKeeper(await sessions.acquire(scenario.name), sessions);
        start.opened = true;
    }
    catch (error) {
        if (error instanceof transports_session/* ServerStartError */.K4 && error.cannotStart && !start.opened) {
            // Scenarios that were starting at the same time failed the same way: the first says it, once.
            start.serverError ??= { message: error.message, stderr: error.stderr || undefined };
            return notRun();
        }
        return {
            ...base,
            status: 'errored',
            error: (0,transports_session/* messageOf */.bD)(error),
            stderr: error instanceof transports_session/* ServerStartError */.K4 ? error.stderr || undefined : undefined,
            durationMs: performance.now() - started,
            steps: [],
            checks: [],
            output: '',
        };
    }
    if (scenario.agent && options.agent?.kind === 'run') {
        return runAgentScenario(scenario, keeper.session, {
            plan: options.agent,
            judge: options.judge,
            acquire: () => sessions.acquire(),
            release: (session) => sessions.release(session),
            timeoutMs: options.timeoutMs,
        });
    }
    const steps = [];
    const checks = [];
    let error;
    let available;
    try {
        available = await keeper.run((session) => {
            let tools = toolLists.get(session.client);
            if (!tools)
                toolLists.set(session.client, (tools = listAllTools(session.client, options.timeoutMs)));
            return tools;
        });
    }
    catch (caught) {
        const loss = keeper.session.loss?.(caught);
        const why = caught instanceof SessionDroppedError ? caught.message : loss ? loss.reason : keeper.session.explain(caught);
        error = `could not read the server's tool list: ${why}`;
    }
    if (available) {
        start.serverTools ??= [...available.keys()];
        const problems = checkStepsBeforeCalling(scenario.steps, available);
        checks.push(...problems);
        if (problems.length > 0) {
            const missing = [
                ...new Set(problems
                    .filter((problem) => problem.message?.startsWith('the server has no tool'))
                    .map((problem) => JSON.stringify(problem.subject))),
            ];
            error =
                missing.length > 0
                    ? `the tool sequence names ${missing.length === 1 ? 'a tool' : 'tools'} the server lacks (${missing.join(', ')}); no tool was called`
                    : "a step's arguments do not match the tool's input schema; no tool was called";
        }
    }
    // Values saved by `save` entries so far, for the `${name}` references of later steps' args.
    const saved = new Map();
    const hints = scenarioHintBudget(start.hints ?? runHintBudget());
    // Set when a `save` missed: the later steps cannot be called, but the server did answer, so the
    // scenario failed rather than errored.
    let saveMissed = false;
    for (const [index, step] of (error ? [] : scenario.steps).entries()) {
        const ref = { index: index + 1, tool: step.tool };
        const args = (0,references/* hasInterpolation */.$g)(step.args)
            ? (0,references/* substitute */.V2)(step.args, saved, available?.get(step.tool)?.inputSchema)
            : step.args;
        // Args with references could only be schema-checked once their values were known: now.
        const problem = args === step.args ? undefined : argumentsProblem(step, args, available?.get(step.tool));
        if (problem) {
            checks.push(problem);
            error = `${problem.message}; the steps from this one on were not called`;
            break;
        }
        const { result, check, fatal } = await callStep(keeper, step, args, options.timeoutMs, options.secrets ?? []);
        steps.push(result);
        checks.push(check);
        if (fatal) {
            error = fatal;
            break;
        }
        const cutAtChars = wasCut(result.text) ? limits/* CALL_OUTPUT_LIMIT_CHARS */.Zk : undefined;
        for (const expected of step.expectedContains) {
            checks.push(checkContains(result.text, expected, ref, { cutAtChars, hints }));
            await yieldAfterFailure(checks);
        }
        checks.push(...step.expectedNotContains.map((forbidden) => checkNotContains(result.text, forbidden, ref)));
        for (const rule of step.save) {
            const pattern = new RegExp(rule.pattern, references/* SAVE_PATTERN_FLAGS */.$7);
            const laterSteps = index < scenario.steps.length - 1;
            const { check: saveCheck, value } = applySave(result.text, { ...rule, pattern }, ref, laterSteps, hints);
            checks.push(saveCheck);
            await yieldAfterFailure(checks);
            if (value === undefined)
                saveMissed = true;
            else
                saved.set(rule.name, value);
        }
        if (saveMissed)
            break;
    }
    // The judge needs only the output: the server can go before it is asked.
    const stderr = keeper.session.stderr();
    await sessions.release(keeper.session, scenario.name);
    const output = steps.map((step) => step.text).join('\n');
    const ranToEnd = error === undefined && !saveMissed;
    // A step's own content checks say nothing about whether the calls ran as expected: the judge
    // still grades the output when one of them fails, as it does when a scenario-level one fails.
    const stepsHeld = ranToEnd && checks.every((check) => (check.kind !== 'step' && check.kind !== 'save') || check.status === 'passed');
    if (ranToEnd) {
        const cutAtChars = steps.some((step) => wasCut(step.text)) ? limits/* CALL_OUTPUT_LIMIT_CHARS */.Zk : undefined;
        for (const expected of scenario.expectedContains) {
            checks.push(checkContains(output, expected, undefined, { cutAtChars, hints }));
            await yieldAfterFailure(checks);
        }
        checks.push(...scenario.expectedNotContains.map((forbidden) => checkNotContains(output, forbidden)));
    }
    checks.push(...(await judgeCriteria(scenario, output, stepsHeld, options)));
    // A criterion that could not be judged errors the scenario, unless a check of its own failed anyway.
    const isJudgeError = (check) => check.kind === 'judge' && check.message?.startsWith(JUDGE_ERROR_PREFIX);
    const judgeError = checks.find(isJudgeError);
    const failed = checks.some((check) => check.status === 'failed' && !isJudgeError(check));
    if (!error && !failed && judgeError)
        error = `the judge could not be asked: ${judgeError.message.slice(JUDGE_ERROR_PREFIX.length)}`;
    // Step checks (and saves) only say the calls went as expected; unless a step expects an error, they are not
    // the scenario's checks. A scenario none of whose own checks was evaluated (say, judge criteria
    // only, with no key) has not passed: it is skipped.
    const ownCheckEvaluated = checks.some((check) => check.kind !== 'step' && check.kind !== 'save' && check.status !== 'skipped') ||
        (ranToEnd && scenario.steps.some((step) => step.expectError));
    const status = error ? 'errored' : failed ? 'failed' : ownCheckEvaluated ? 'passed' : 'skipped';
    return {
        ...base,
        status,
        error,
        skipReason: status === 'skipped' ? notEvaluatedReason(checks) : undefined,
        stderr: status === 'passed' || status === 'skipped' ? undefined : stderr || undefined,
        durationMs: performance.now() - started,
        steps,
        checks,
        output,
    };
}
/**
 * Checks every step against the tool list before the first call: a tool the server lacks (with the
 * closest name), and arguments its input schema rejects. A step with `expect_error: true` is not
 * schema-checked: sending arguments the server must refuse is a fair thing to test.
 */
function checkStepsBeforeCalling(steps, available) {
    const problems = [];
    for (const step of steps) {
        const base = { kind: 'step', subject: step.tool, status: 'failed', position: step.position };
        const tool = available.get(step.tool);
        if (!tool) {
            const suggestion = (0,closest/* closest */.kp)(step.tool, available.keys());
            problems.push({
                ...base,
                message: `the server has no tool "${step.tool}"` +
                    (suggestion
                        ? `: did you mean "${suggestion}"?`
                        : `; it has: ${[...available.keys()].join(', ') || 'no tools'}`),
            });
            continue;
        }
        // Args with `${name}` references are checked when their values are known, just before the call.
        if ((0,references/* hasInterpolation */.$g)(step.args))
            continue;
        const problem = argumentsProblem(step, step.args, tool);
        if (problem)
            problems.push(problem);
    }
    return problems;
}
/** A failed step check when `args` do not fit the tool's input schema; none when they do, or cannot be checked. */
function argumentsProblem(step, args, tool) {
    const validate = step.expectError || !tool ? undefined : validatorFor(tool.inputSchema);
    if (!validate)
        return undefined;
    const argumentProblems = validate(args);
    if (argumentProblems.length === 0)
        return undefined;
    return {
        kind: 'step',
        subject: step.tool,
        status: 'failed',
        position: step.position,
        message: `the arguments of ${step.tool} do not match the tool's input schema: ${argumentProblems.join('; ')}; args were ${clipJson(args)}`,
    };
}
/** Compiled validators by schema text: every session of a run lists the same tools. */
const validators = new Map();
/** The validator of an input schema, compiled once per distinct schema; none when it does not compile. */
function validatorFor(inputSchema) {
    const key = JSON.stringify(inputSchema) ?? '';
    if (!validators.has(key)) {
        let validate;
        try {
            validate = compileArgumentsValidator(inputSchema);
        }
        catch {
            // A schema that does not compile is the server's problem to report, not a reason to skip the call.
            validate = undefined;
        }
        validators.set(key, validate);
    }
    return validators.get(key);
}
async function listAllTools(client, timeoutMs) {
    const tools = new Map();
    let cursor;
    do {
        const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
        for (const tool of page.tools)
            tools.set(tool.name, { inputSchema: tool.inputSchema });
        cursor = page.nextCursor;
    } while (cursor);
    return tools;
}
async function callStep(keeper, step, args, defaultTimeoutMs, secrets) {
    const started = performance.now();
    const checkBase = { kind: 'step', subject: step.tool, position: step.position };
    const timeout = step.timeoutMs ?? defaultTimeoutMs;
    const renewedBefore = keeper.renewedBecause;
    try {
        const raw = (await keeper.run((session) => session.client.callTool({ name: step.tool, arguments: args }, undefined, { timeout })));
        const text = capText((0,redact/* redactText */.Rd)((0,render_result/* renderToolResult */.C)(raw), secrets));
        const isError = raw.isError === true;
        const result = {
            tool: step.tool,
            position: step.position,
            text,
            isError,
            durationMs: performance.now() - started,
            newSession: keeper.renewedBecause !== renewedBefore ? keeper.renewedBecause : undefined,
        };
        if (isError && !step.expectError) {
            return {
                result,
                check: { ...checkBase, status: 'failed', message: `${step.tool} returned isError: true: ${firstLines(text)}` },
            };
        }
        if (!isError && step.expectError) {
            return {
                result,
                check: {
                    ...checkBase,
                    status: 'failed',
                    message: `${step.tool} succeeded, but the step says expect_error: true`,
                },
            };
        }
        return { result, check: { ...checkBase, status: 'passed' } };
    }
    catch (error) {
        const message = describeStepFailure(error, keeper, timeout, step);
        return {
            result: {
                tool: step.tool,
                position: step.position,
                text: '',
                isError: false,
                durationMs: performance.now() - started,
                error: message,
            },
            check: { ...checkBase, status: 'failed', message },
            fatal: message,
        };
    }
}
const REOPENED_ONCE = 'a new session was opened once already in this scenario, so it is not reopened again';
/** Thrown by `SessionKeeper` when a dropped session cannot be replaced; the message is the whole story. */
class SessionDroppedError extends Error {
}
/**
 * The scenario's session, reopened once if the server drops it (HTTP 404 for its session id: it
 * expired, or the server restarted). A request is sent again on the new session only when the server
 * refused it with that 404, so it never reached a tool; one that was sent before the loss came to light
 * may have run, and is reported rather than repeated.
 */
class SessionKeeper {
    session;
    lease;
    /** Why the session was reopened, once it has been. */
    renewedBecause;
    constructor(session, lease) {
        this.session = session;
        this.lease = lease;
    }
    async run(request) {
        // Dropped while no request of ours was waiting (seen on another scenario's call, or on the stream
        // the server pushes on): nothing of this request was sent yet.
        const known = this.session.loss?.();
        if (known)
            await this.renew(known);
        try {
            return await request(this.session);
        }
        catch (error) {
            const loss = this.session.loss?.(error);
            if (!loss?.refused || this.renewedBecause !== undefined)
                throw error;
            await this.renew(loss);
            return await request(this.session);
        }
    }
    async renew(loss) {
        if (this.renewedBecause !== undefined) {
            throw new SessionDroppedError(`${loss.reason}; ${REOPENED_ONCE}`);
        }
        this.renewedBecause = loss.reason;
        try {
            this.session = await this.lease.renew(this.session);
        }
        catch (error) {
            throw new SessionDroppedError(`${loss.reason}; a new session could not be opened: ${(0,transports_session/* messageOf */.bD)(error)}`);
        }
    }
}
function describeStepFailure(error, keeper, timeoutMs, step) {
    if (error instanceof SessionDroppedError)
        return `${step.tool} was not called: ${error.message}`;
    const loss = keeper.session.loss?.(error);
    if (loss?.refused) {
        // Refused again on the session opened for the retry.
        return `${step.tool} was not called: ${loss.reason}; ${REOPENED_ONCE}`;
    }
    if (loss) {
        return `${step.tool} failed: ${loss.reason}, after the call was sent; it may already have run on the server, so it was not sent again`;
    }
    return `${step.tool} failed: ${describeCallError(error, keeper.session, timeoutMs, step)}`;
}
/** JSON-RPC error codes the SDK uses for its own failures (types.ts ErrorCode). */
const CONNECTION_CLOSED = -32000;
const REQUEST_TIMEOUT = -32001;
function describeCallError(error, session, timeoutMs, step) {
    const code = error.code;
    if (code === REQUEST_TIMEOUT) {
        const limit = step.timeoutMs !== undefined ? "the step's timeout_ms" : 'timeout-ms';
        return [
            `no answer within ${timeoutMs} ms (${limit})`,
            ...extraNotes(session.explain(error), (0,transports_session/* messageOf */.bD)(error)),
        ].join('; ');
    }
    if (code === CONNECTION_CLOSED) {
        return [
            'the connection to the server closed during the call',
            ...extraNotes(session.explain(error), (0,transports_session/* messageOf */.bD)(error)),
        ].join('; ');
    }
    if (typeof code === 'number' && code < 0) {
        // The SDK prefixes the server's own "MCP error -32603: …" message once more: say it once.
        const explained = session.explain(error).replace(/^(MCP error (-?\d+): )(?:MCP error \2: )+/, '$1');
        return `the server answered with a protocol error: ${explained}`;
    }
    return session.explain(error);
}
/** What `explain` added beyond the SDK's own message. */
function extraNotes(explained, original) {
    if (explained === original)
        return [];
    const extra = explained.startsWith(original) ? explained.slice(original.length).replace(/^; /, '') : explained;
    return extra ? [extra] : [];
}
function clipJson(value, limit = 200) {
    const text = JSON.stringify(value);
    return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
/**
 * After a failed check (whose closest-line hint took a few milliseconds), lets timers and I/O run:
 * the other scenarios' calls are answered and timed while this one's failures are explained.
 */
async function yieldAfterFailure(checks) {
    if (checks.at(-1)?.status === 'failed')
        await new Promise((resolve) => setImmediate(resolve));
}
/** Whether `capText` cut this text: only a cut text, with its note, is longer than the limit. */
function wasCut(text) {
    return text.length > limits/* CALL_OUTPUT_LIMIT_CHARS */.Zk;
}
/** Cuts a call's output; redacted before (`redactText`), so no partial secret survives the cut. */
function capText(text) {
    if (text.length <= limits/* CALL_OUTPUT_LIMIT_CHARS */.Zk)
        return text;
    return `${text.slice(0, limits/* CALL_OUTPUT_LIMIT_CHARS */.Zk)}\n[… output cut: ${text.length - limits/* CALL_OUTPUT_LIMIT_CHARS */.Zk} more characters were not kept (limit ${limits/* CALL_OUTPUT_LIMIT_CHARS */.Zk} per call)]`;
}
function firstLines(text) {
    const shown = text.split('\n').slice(0, 3).join(' ⏎ ');
    return shown.length > 300 ? `${shown.slice(0, 300)}…` : shown || '(no text)';
}
async function judgeCriteria(scenario, output, stepsHeld, options) {
    const plan = options.judge;
    return Promise.all(scenario.expectedJudge.map(async (criterion) => {
        const base = { kind: 'judge', subject: criterion.value, position: criterion.position };
        if (plan.kind === 'fail')
            return { ...base, status: 'failed', message: plan.reason };
        if (plan.kind === 'skip')
            return { ...base, status: 'skipped', message: plan.reason };
        if (!stepsHeld) {
            return { ...base, status: 'skipped', message: 'not judged: the tool sequence did not run as expected' };
        }
        const verdict = await plan.judge.judge(criterion.value, output);
        if (verdict.error !== undefined) {
            // No reply to show: the criterion errored, and says why instead of quoting a "raw reply".
            return { ...base, status: 'failed', message: `${JUDGE_ERROR_PREFIX}${verdict.error}` };
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
/** Starts the message of a criterion the judge could not be asked about (the API unreachable). */
const JUDGE_ERROR_PREFIX = 'judge error: ';
function notEvaluatedReason(checks) {
    const why = checks.find((check) => check.status === 'skipped')?.message;
    return `no check was evaluated${why ? `: ${why}` : ''}`;
}
//# sourceMappingURL=runner.js.map

/***/ }),

/***/ 4638:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ BoundedText)
/* harmony export */ });
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6021);

/** Keeps the last `limit` characters written, so a chatty server cannot exhaust memory. */
class BoundedText {
    limit;
    secrets;
    text = '';
    dropped = 0;
    /**
     * @param secrets the run's secrets (read when the text is shown, so tokens obtained later count):
     *   the text is kept a little longer than `limit`, and once its start has been cut the characters
     *   that could hold the rest of a secret cut in two are dropped, then the rest is redacted, so no
     *   partial secret survives the cut.
     */
    constructor(limit, secrets = []) {
        this.limit = limit;
        this.secrets = secrets;
    }
    append(chunk) {
        this.text += chunk;
        const kept = this.limit + (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .longestSecretForm */ .B5)(this.secrets);
        if (this.text.length > kept) {
            this.dropped += this.text.length - kept;
            this.text = this.text.slice(-kept);
        }
    }
    toString() {
        if (this.dropped === 0) {
            const whole = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactText */ .Rd)(this.text, this.secrets);
            if (whole.length <= this.limit)
                return whole;
            return `[… ${whole.length - this.limit} earlier characters cut]\n${whole.slice(-this.limit)}`;
        }
        // What was cut may have held the start of a secret whose end is still here: that end is dropped too.
        const whole = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactCutStart */ .Yh)(this.text, this.secrets);
        const shown = whole.slice(-this.limit);
        return `[… ${this.dropped + this.text.length - shown.length} earlier characters cut]\n${shown}`;
    }
}
//# sourceMappingURL=bounded-text.js.map

/***/ }),

/***/ 8293:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HT: () => (/* binding */ HandshakeTimeoutError),
/* harmony export */   K4: () => (/* binding */ ServerStartError),
/* harmony export */   an: () => (/* binding */ protocolVersionOf),
/* harmony export */   bD: () => (/* reexport safe */ _util_message_js__WEBPACK_IMPORTED_MODULE_4__.b),
/* harmony export */   mh: () => (/* binding */ connectClient)
/* harmony export */ });
/* unused harmony exports newClient, outputValidators */
/* harmony import */ var _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3244);
/* harmony import */ var _modelcontextprotocol_sdk_validation_ajv__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9400);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3411);
/* harmony import */ var _bounded_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4638);
/* harmony import */ var _util_message_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6823);




function newClient() {
    return new _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .Client */ .K({ name: 'mcp-scenario-eval', version: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .PACKAGE_VERSION */ .i }, { jsonSchemaValidator: outputValidators });
}
/**
 * The SDK's own output-schema validator, shared by every client of the run and caching what it
 * compiled by the schema's text. Each Client would otherwise build its own Ajv and compile every
 * listed tool's output schema again at `tools/list`: once per scenario under `isolation: scenario`,
 * although every session of a run lists the same tools. Same Ajv options and same results as the
 * SDK's default; a schema with an `$id` keeps the SDK's behaviour (an Ajv of its own), since one Ajv
 * refuses a second schema under an `$id` it already holds.
 */
const outputValidators = (() => {
    let shared;
    const compiled = new Map();
    return {
        getValidator(schema) {
            if ('$id' in schema)
                return new _modelcontextprotocol_sdk_validation_ajv__WEBPACK_IMPORTED_MODULE_1__/* .AjvJsonSchemaValidator */ .p().getValidator(schema);
            const key = JSON.stringify(schema);
            let validator = compiled.get(key);
            if (!validator) {
                validator = (shared ??= new _modelcontextprotocol_sdk_validation_ajv__WEBPACK_IMPORTED_MODULE_1__/* .AjvJsonSchemaValidator */ .p()).getValidator(schema);
                compiled.set(key, validator);
            }
            return validator;
        },
    };
})();
/** The handshake (transport start and `initialize`) did not finish within the connect limit. */
class HandshakeTimeoutError extends Error {
}
/**
 * Connects a client over `transport`, bounded by `timeoutMs` as a whole: the SDK's own timeout
 * covers only `initialize`, not the transport's start (an SSE server that never sends its endpoint).
 */
async function connectClient(transport, timeoutMs) {
    const client = newClient();
    // The SDK's Client keeps the negotiated protocol version to itself; it hands it to the transport
    // through this optional hook (HTTP sends it as a header), which every transport can carry.
    const setProtocolVersion = transport.setProtocolVersion?.bind(transport);
    transport.setProtocolVersion = (version) => {
        protocolVersions.set(client, version);
        setProtocolVersion?.(version);
    };
    let timer;
    const deadline = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new HandshakeTimeoutError(`the server did not complete the MCP handshake within ${timeoutMs} ms (connect-timeout-ms)`)), timeoutMs);
    });
    try {
        await Promise.race([client.connect(transport, { timeout: timeoutMs }), deadline]);
    }
    catch (error) {
        await transport.close().catch(() => undefined);
        throw error;
    }
    finally {
        clearTimeout(timer);
    }
    return client;
}
const protocolVersions = new WeakMap();
/** The protocol version the server chose in `initialize`, for a client connected by `connectClient`. */
function protocolVersionOf(client) {
    return protocolVersions.get(client);
}
/** The server could not be started or did not answer `initialize`; carries what it wrote to stderr. */
class ServerStartError extends Error {
    stderr;
    cannotStart;
    /**
     * @param cannotStart the server cannot start at all (no such program, a module that does not
     *   load, nothing listening at the URL): every other session would fail the same way, so the run
     *   stops at the first one instead of repeating the message per scenario.
     */
    constructor(message, stderr, cannotStart = false) {
        super(message);
        this.stderr = stderr;
        this.cannotStart = cannotStart;
        this.name = 'ServerStartError';
    }
}

//# sourceMappingURL=session.js.map

/***/ }),

/***/ 9860:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ mapConcurrent),
/* harmony export */   p: () => (/* binding */ semaphore)
/* harmony export */ });
/** Runs `work` over `items` with at most `limit` at once; results keep the items' order. */
async function mapConcurrent(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await work(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}
/** Runs at most `limit` tasks at once, the rest in the order they came. */
function semaphore(limit) {
    let running = 0;
    const waiting = [];
    return async (task) => {
        if (running >= Math.max(1, limit))
            await new Promise((resolve) => waiting.push(resolve));
        running++;
        try {
            return await task();
        }
        finally {
            running--;
            waiting.shift()?.();
        }
    };
}
//# sourceMappingURL=pool.js.map

/***/ })

};

//# sourceMappingURL=410.index.js.map