export const id = 8479;
export const ids = [8479];
export const modules = {

/***/ 53842:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wt: () => (/* binding */ applySave),
/* harmony export */   cm: () => (/* binding */ checkContains),
/* harmony export */   jx: () => (/* binding */ checkNotContains),
/* harmony export */   oO: () => (/* binding */ runHintBudget),
/* harmony export */   rw: () => (/* binding */ scenarioHintBudget)
/* harmony export */ });
/* unused harmony export stepLabel */
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54191);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22645);


/** How a message names a step: `step 2 (get_order)`, counted from 1 as people count. */
function stepLabel(step) {
    return `step ${step.index} (${step.tool})`;
}
/** A run's budget, to share among its scenarios' `scenarioHintBudget`s. */
function runHintBudget() {
    return { cells: _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CLOSEST_HINT_RUN_BUDGET_CELLS */ .g1 };
}
function scenarioHintBudget(run) {
    return { run, scenarioCells: _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CLOSEST_HINT_SCENARIO_BUDGET_CELLS */ .fu };
}
function checkContains(output, expected, step, context = {}) {
    if (output.includes(expected.value))
        return checkResult('contains', expected, step, 'passed');
    const whose = step ? `${stepLabel(step)}: expected this call's output` : 'expected the output';
    return checkResult('contains', expected, step, 'failed', `${whose} to contain ${quote(expected.value)}${nearMiss(output, expected.value, context.hints)}${cutNote(context.cutAtChars, step)}`);
}
/**
 * A check on a located text, its keys always in the order the reports show (kind, subject, position,
 * step, status, message), each shape one literal: a spread into a literal gives every object built
 * that way a hidden class of its own, one per check of every scenario kept to the end (issue 41).
 */
function checkResult(kind, located, step, status, message) {
    const { value: subject, position } = located;
    if (message === undefined) {
        return step ? { kind, subject, position, step, status } : { kind, subject, position, status };
    }
    return step ? { kind, subject, position, step, status, message } : { kind, subject, position, status, message };
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
    const at = output.indexOf(forbidden.value);
    if (at < 0)
        return checkResult('not_contains', forbidden, step, 'passed');
    const lineNumber = output.slice(0, at).split('\n').length;
    const line = output.split('\n')[lineNumber - 1] ?? '';
    const whose = step ? `${stepLabel(step)}: expected this call's output` : 'expected the output';
    return checkResult('not_contains', forbidden, step, 'failed', `${whose} not to contain ${quote(forbidden.value)}, but line ${lineNumber}${step ? ' of it' : ''} has it: ${quote(clip(line))}`);
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
    const end = Math.min(output.length, _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CLOSEST_HINT_SEARCH_LIMIT_CHARS */ .bi);
    const cost = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_0__/* .closestTextCost */ .As)(end, wanted);
    if (hints) {
        const spent = cost > hints.run.cells
            ? `the run's budget for such hints (${count(_model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CLOSEST_HINT_RUN_BUDGET_CELLS */ .g1)} cells) is spent`
            : cost > hints.scenarioCells
                ? `this scenario's budget for such hints (${count(_model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CLOSEST_HINT_SCENARIO_BUDGET_CELLS */ .fu)} cells) is spent`
                : undefined;
        if (spent)
            return `; the closest line was left out for its cost: ${spent}`;
        hints.run.cells -= cost;
        hints.scenarioCells -= cost;
    }
    const found = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_0__/* .closestText */ .dT)(output, wanted, end);
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
    if (value !== undefined) {
        return { check: { kind: 'save', subject: rule.name, position: rule.position, step, status: 'passed' }, value };
    }
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
//# sourceMappingURL=text.js.map

/***/ }),

/***/ 60205:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* reexport safe */ _defaults_js__WEBPACK_IMPORTED_MODULE_1__.C9),
/* harmony export */   H7: () => (/* binding */ ARG_OPERATORS),
/* harmony export */   Wf: () => (/* binding */ AGENT_CHECK_KEYS),
/* harmony export */   _N: () => (/* binding */ agentKeys),
/* harmony export */   yi: () => (/* reexport safe */ _defaults_js__WEBPACK_IMPORTED_MODULE_1__.yi)
/* harmony export */ });
/* unused harmony exports expectedCallSchema, AGENT_PROMPT_KEYS, AGENT_KEYS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55156);
/* harmony import */ var _prompt_from_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45284);
/* harmony import */ var _defaults_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93119);
/**
 * The keys of an agent scenario (`prompt:`): merged into the scenario schema and the JSON Schema
 * by the scenario format (scenario/schema.ts).
 */




/** Operators an `expected_calls[].args` value may use instead of a literal (see match.ts). */
const ARG_OPERATORS = ['$matches', '$contains', '$one_of', '$between', '$absent', '$any'];
const expectedCallSchema = zod__WEBPACK_IMPORTED_MODULE_2__.strictObject({
    tool: zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1).describe('Name of the tool the model must call.'),
    args: zod__WEBPACK_IMPORTED_MODULE_2__.record(zod__WEBPACK_IMPORTED_MODULE_2__.string(), zod__WEBPACK_IMPORTED_MODULE_2__.unknown())
        .optional()
        .describe('Arguments the call must have, as a subset: keys not named are not checked. A literal must be deep-equal ' +
        '(1234 is not "1234"); a mapping matches as a subset; or an operator: {$matches: JavaScript regex, no (?i)}, ' +
        '{$contains: text}, {$one_of: [values]}, {$between: [min, max]}, {$absent: true}, {$any: true}.'),
})
    .describe('One call the model must make.');
/** The keys of an agent scenario (`prompt:`); none of them is allowed with `tool_sequence`. */
const agentKeys = {
    prompt: zod__WEBPACK_IMPORTED_MODULE_2__.string()
        .min(1)
        .optional()
        .describe("Makes this an agent scenario: the user's request. Claude gets it and the server's tools and runs a tool-use loop against the server."),
    prompts: zod__WEBPACK_IMPORTED_MODULE_2__.array(zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1))
        .optional()
        .describe("Makes this an agent scenario, instead of `prompt`: phrasings of the one user's request; trials rotate through them (trial i asks phrasing (i - 1) mod n), and each phrasing's pass rate is reported beside the scenario's. A phrasing significantly below the others fails the scenario."),
    prompt_from: _prompt_from_js__WEBPACK_IMPORTED_MODULE_0__/* .promptFromSchema */ .OO.optional(),
    system: zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1).optional().describe('Agent scenarios: the system prompt given to the model.'),
    model: zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1).optional().describe("Agent scenarios: the model; default: the run's agent-model."),
    models: zod__WEBPACK_IMPORTED_MODULE_2__.array(zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1))
        .optional()
        .describe("Agent scenarios: run the scenario on each of these models, one result row each (`NAME [model]`) with its own trials, rate and verdict. Not with `model`; default: the run's agent-models, else its agent-model."),
    max_turns: zod__WEBPACK_IMPORTED_MODULE_2__.int()
        .positive()
        .max(100)
        .optional()
        .describe('Agent scenarios: model replies allowed per trial; reaching it without a final answer fails. Default: 10.'),
    trials: zod__WEBPACK_IMPORTED_MODULE_2__.int()
        .positive()
        .max(100)
        .optional()
        .describe('Agent scenarios: independent runs of the prompt (fresh conversation each). Default: 1.'),
    min_passes: zod__WEBPACK_IMPORTED_MODULE_2__.int()
        .positive()
        .optional()
        .describe('Agent scenarios: trials that must pass for the scenario to pass (a fixed cut with no stated error rate; see pass_rate). Default: trials.'),
    pass_rate: zod__WEBPACK_IMPORTED_MODULE_2__.number()
        .gt(0)
        .lt(1)
        .optional()
        .describe('Agent scenarios: the pass rate the scenario must reach, decided sequentially (Wald SPRT) after every trial: pass, fail, or inconclusive (fails) when max_trials runs out. Not with trials/min_passes.'),
    max_trials: zod__WEBPACK_IMPORTED_MODULE_2__.int()
        .positive()
        .max(_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TRIALS_LIMIT */ .Nd)
        .optional()
        .describe('Agent scenarios with pass_rate: the most trials the rule may spend. Default: 40.'),
    indifference: zod__WEBPACK_IMPORTED_MODULE_2__.number()
        .gt(0)
        .lt(0.5)
        .optional()
        .describe('Agent scenarios with pass_rate: half-width of the region around pass_rate where either verdict is acceptable (pass above pass_rate + indifference, fail below pass_rate - indifference). Default: 0.1, or half the distance from pass_rate to 0 or 1 when that is less.'),
    confidence: zod__WEBPACK_IMPORTED_MODULE_2__.number()
        .gt(0.5)
        .lt(1)
        .optional()
        .describe('Agent scenarios with pass_rate: 1 - the error rate each way (a false pass, a false fail). Default: 0.95.'),
    expected_calls: zod__WEBPACK_IMPORTED_MODULE_2__.array(expectedCallSchema)
        .min(1)
        .optional()
        .describe('Agent scenarios: calls the model must make (other calls may come between).'),
    calls_order: zod__WEBPACK_IMPORTED_MODULE_2__["enum"](['in_order', 'any'])
        .optional()
        .describe('Agent scenarios: whether expected_calls must come in the order written. Default: in_order.'),
    forbidden_tools: zod__WEBPACK_IMPORTED_MODULE_2__.array(zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1))
        .min(1)
        .optional()
        .describe('Agent scenarios: tools the model must not call.'),
    max_calls: zod__WEBPACK_IMPORTED_MODULE_2__.int().positive().optional().describe('Agent scenarios: the most tool calls a trial may make.'),
};
/** The keys that make a scenario an agent scenario, exactly one of them: the request as written, or a server prompt's rendering. */
const AGENT_PROMPT_KEYS = (/* unused pure expression or super */ null && (['prompt', 'prompts', 'prompt_from']));
/** The keys only an agent scenario (`prompt:`) may have. */
const AGENT_KEYS = Object.keys(agentKeys);
/** The keys that are checks of an agent scenario besides CHECK_KEYS (on its final answer). */
const AGENT_CHECK_KEYS = ['expected_calls', 'forbidden_tools', 'max_calls'];
//# sourceMappingURL=keys.js.map

/***/ }),

/***/ 45284:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gz: () => (/* binding */ promptFromArgs),
/* harmony export */   OO: () => (/* binding */ promptFromSchema),
/* harmony export */   T: () => (/* binding */ promptFromLabel),
/* harmony export */   Xc: () => (/* binding */ renderPromptFrom),
/* harmony export */   xQ: () => (/* binding */ PROMPT_FROM_KEYS)
/* harmony export */ });
/* unused harmony export userText */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55156);
/* harmony import */ var _mcp_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67933);
/* harmony import */ var _mcp_call_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61889);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54191);
/* harmony import */ var _prompt_arguments_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32052);
/**
 * `prompt_from: { prompt: NAME, args: {…} }`: an agent scenario whose user request is what one of
 * the server's prompts renders (`prompts/get`), which is how hosts use server prompts: the user picks
 * the prompt, fills its arguments, and what it renders is sent to the model as the user's turn.
 *
 * Rendered once per scenario, on its first session, before the first trial (a host renders a prompt
 * once, when the user picks it), and checked first against the server's prompt list as a `prompt:`
 * step is: a prompt the server lacks (with the closest name), an argument it does not declare, a
 * required one missing. In a replay the prompt is rendered too (the replay runs against the real
 * server anyway), and the recording holds the rendered text: a server whose prompt now renders
 * differently no longer matches the recording, which says so.
 *
 * What the model is given, as one user message of text:
 * - the text of each `user` message, in order, joined with a blank line;
 * - an embedded resource with text (`type: resource`, `resource.text`) as its text, where the
 *   message has it (hosts attach the resource's contents to the message);
 * - `assistant` messages are left out: the conversation starts with the user's turn, and what a
 *   prompt puts in the assistant's mouth is no part of the user's request;
 * - an image, audio, a blob resource or a resource link cannot be carried by a text prompt: the
 *   scenario errors, saying so, rather than run the model on less than a host would send.
 */





const promptFromSchema = zod__WEBPACK_IMPORTED_MODULE_2__.strictObject({
    prompt: zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1).describe("The server prompt's name (as prompts/list gives it)."),
    args: zod__WEBPACK_IMPORTED_MODULE_2__.record(zod__WEBPACK_IMPORTED_MODULE_2__.string(), zod__WEBPACK_IMPORTED_MODULE_2__.union([zod__WEBPACK_IMPORTED_MODULE_2__.string(), zod__WEBPACK_IMPORTED_MODULE_2__.number(), zod__WEBPACK_IMPORTED_MODULE_2__.boolean()]))
        .optional()
        .describe("The prompt's arguments (strings; a number or a boolean is sent as its text)."),
})
    .describe("Makes this an agent scenario whose user request is what the server's prompt renders (prompts/get), as hosts use server prompts: " +
    'the text of its user messages (embedded text resources included, assistant messages left out). Instead of `prompt`.');
/** The keys of `prompt_from`, for did-you-mean suggestions. */
const PROMPT_FROM_KEYS = Object.keys(promptFromSchema.shape);
/** The prompt's arguments as the protocol has them: strings. */
function promptFromArgs(document) {
    return Object.fromEntries(Object.entries(document.args ?? {}).map(([name, value]) => [name, String(value)]));
}
/** What the scenario shows as its prompt until the server's prompt is rendered. */
function promptFromLabel(from) {
    return `(rendered from the server's prompt ${from.name} ${JSON.stringify(from.args)})`;
}
/**
 * Checks `prompt_from` against the server's prompt list, then asks the server to render it. Never
 * throws: whatever goes wrong is the scenario's error, and the model is not asked.
 */
async function renderPromptFrom(from, session, lists, timeoutMs) {
    const failed = (message) => ({
        check: { kind: 'agent', subject: `prompt_from ${from.name}`, position: from.position, status: 'failed', message },
        error: `${message}; the model was not asked`,
    });
    if (lists.otherListsError)
        return failed(`could not read the server's prompts: ${lists.otherListsError}`);
    if (lists.unread?.prompts)
        return failed(lists.unread.prompts);
    const prompts = lists.prompts ?? new Map();
    const prompt = prompts.get(from.name);
    if (!prompt) {
        const names = [...prompts.keys()];
        const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(from.name, names);
        return failed(`prompt_from names the prompt "${from.name}", but the server has no such prompt` +
            (suggestion ? `: did you mean "${suggestion}"?` : `; it has: ${names.join(', ') || 'no prompts'}`));
    }
    const problems = (0,_prompt_arguments_js__WEBPACK_IMPORTED_MODULE_3__/* .promptArgumentProblems */ .Y)(prompt, from.args);
    if (problems.length > 0)
        return failed(`the arguments of prompt_from ${from.name} do not fit the prompt: ${problems.join('; ')}`);
    let result;
    try {
        result = await session.client.getPrompt({ name: from.name, arguments: from.args }, (0,_mcp_call_options_js__WEBPACK_IMPORTED_MODULE_4__/* .wholeCallOptions */ .c)(timeoutMs));
    }
    catch (error) {
        const answered = (0,_mcp_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .serverErrorOf */ .jP)(error);
        return failed(answered
            ? `prompts/get ${from.name} was answered with a JSON-RPC error: error ${answered.code}: ${answered.message.replace(/^(?:MCP error -?\d+: )+/, '')}`
            : `prompts/get ${from.name} failed: ${session.explain(error)}`);
    }
    const text = userText(result);
    if ('problem' in text)
        return failed(`prompt ${from.name} ${text.problem}`);
    return { text: text.text };
}
/** The text of a `prompts/get` result's user messages, as the agent's request (see the module's comment). */
function userText(result) {
    const messages = Array.isArray(result.messages) ? result.messages : [];
    const parts = [];
    for (const [index, message] of messages.entries()) {
        if (message?.role !== 'user')
            continue;
        const content = (message.content ?? {});
        const resource = (content.resource ?? {});
        if (content.type === 'text' && typeof content.text === 'string')
            parts.push(content.text);
        else if (content.type === 'resource' && typeof resource.text === 'string')
            parts.push(resource.text);
        else
            return {
                problem: `renders message ${index + 1} as ${describeContent(content)}, which an agent scenario's request (text) cannot carry: ` +
                    'write the request as `prompt:` instead',
            };
    }
    const text = parts.join('\n\n');
    if (text.trim() === '')
        return {
            problem: `renders no user text (${messages.length} message${messages.length === 1 ? '' : 's'}, none a user's text): there is no request to give the model`,
        };
    return { text };
}
function describeContent(content) {
    const type = typeof content.type === 'string' ? content.type : 'content of no type';
    if (type === 'resource')
        return 'an embedded resource without text (a blob)';
    if (type === 'image')
        return `an image (${String(content.mimeType ?? 'no MIME type')})`;
    if (type === 'audio')
        return `audio (${String(content.mimeType ?? 'no MIME type')})`;
    return type === 'resource_link' ? 'a resource link' : `"${type}"`;
}
//# sourceMappingURL=prompt-from.js.map

/***/ }),

/***/ 84000:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ lazyAnthropicSource)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31452);

/**
 * The Anthropic Messages API as a model source, with the SDK loaded by a dynamic `import()` on the
 * first request: a run without agent scenarios (or without a key) never loads it.
 */
function lazyAnthropicSource(options) {
    let loaded;
    return {
        async reply(request, at) {
            let source;
            try {
                source = await (loaded ??= Promise.all(/* import() */[__webpack_require__.e(2968), __webpack_require__.e(8433)]).then(__webpack_require__.bind(__webpack_require__, 18433)).then(({ createAnthropicSource }) => createAnthropicSource(options)));
            }
            catch (error) {
                throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ModelError */ .me(`could not load the Anthropic SDK: ${error instanceof Error ? error.message : String(error)}`);
            }
            return source.reply(request, at);
        },
    };
}
//# sourceMappingURL=source.js.map

/***/ }),

/***/ 76003:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KO: () => (/* binding */ CHECK_KEYS),
/* harmony export */   RJ: () => (/* binding */ checkList),
/* harmony export */   Ry: () => (/* binding */ leadingKeys),
/* harmony export */   ZM: () => (/* binding */ trailingKeys),
/* harmony export */   dG: () => (/* binding */ commonFields),
/* harmony export */   kC: () => (/* binding */ SCENARIO_NAME_PATTERN)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55156);
/* harmony import */ var _positions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79275);
/**
 * The keys every scenario kind has (its name, description, the checks on its output, when it
 * runs), and the check list they share: the scenario format (scenario/schema.ts) puts them around
 * each kind's own keys.
 */


const SCENARIO_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
const checkList = (description) => zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.string().min(1)).optional().describe(description);
const leadingKeys = {
    name: zod__WEBPACK_IMPORTED_MODULE_0__.string().regex(SCENARIO_NAME_PATTERN).describe('Unique in the whole run; letters, digits, _ . - only.'),
    description: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional().describe('Shown in reports.'),
};
const trailingKeys = {
    expected_contains: checkList('Each must occur in the joined output, exact and case-sensitive.'),
    expected_not_contains: checkList('None may occur in the joined output (exact, case-sensitive).'),
    expected_judge: checkList('Each is one plain-English criterion, graded PASS/FAIL by the judge.'),
    live: zod__WEBPACK_IMPORTED_MODULE_0__.boolean().default(false).describe('The scenario also runs in live mode. Default: false.'),
    skip: zod__WEBPACK_IMPORTED_MODULE_0__.string().min(1).optional().describe('Reason; the scenario is reported as skipped and not run.'),
};
/** The keys of which a scenario needs at least one entry (or a step with `expect_error: true`). */
const CHECK_KEYS = ['expected_contains', 'expected_not_contains', 'expected_judge'];
/** The fields every kind's scenario has, read from the common keys of its document. */
function commonFields(data, at) {
    return {
        name: data.name,
        description: data.description,
        absolutePath: at.absolutePath,
        position: at.of(['name']),
        expectedContains: (0,_positions_js__WEBPACK_IMPORTED_MODULE_1__/* .locatedList */ .r)(at, ['expected_contains'], data.expected_contains),
        expectedNotContains: (0,_positions_js__WEBPACK_IMPORTED_MODULE_1__/* .locatedList */ .r)(at, ['expected_not_contains'], data.expected_not_contains),
        expectedJudge: (0,_positions_js__WEBPACK_IMPORTED_MODULE_1__/* .locatedList */ .r)(at, ['expected_judge'], data.expected_judge),
        live: data.live,
        skip: data.skip,
    };
}
//# sourceMappingURL=common-keys.js.map

/***/ }),

/***/ 38479:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KIND_KEYS: () => (/* binding */ KIND_KEYS),
  buildScenario: () => (/* binding */ buildScenario),
  expandSelected: () => (/* binding */ expandSelected),
  kindOf: () => (/* binding */ kindOf),
  lenientErrors: () => (/* binding */ lenientErrors),
  namedBy: () => (/* binding */ namedBy),
  namedByStep: () => (/* reexport */ tool_sequence_steps/* namedByStep */.Pf),
  nestedKeys: () => (/* binding */ nestedKeys),
  oneEraOnly: () => (/* binding */ oneEraOnly),
  pathLabel: () => (/* reexport */ positions/* pathLabel */.m),
  planKinds: () => (/* binding */ planKinds),
  reachedBy: () => (/* binding */ reachedBy),
  runnable: () => (/* binding */ runnable),
  sharesRoots: () => (/* binding */ sharesRoots)
});

// EXTERNAL MODULE: ./lib/kinds/common-keys.js
var common_keys = __webpack_require__(76003);
// EXTERNAL MODULE: ./lib/kinds/positions.js
var positions = __webpack_require__(79275);
// EXTERNAL MODULE: ./lib/kinds/agent/keys.js
var agent_keys = __webpack_require__(60205);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(54191);
// EXTERNAL MODULE: ./lib/util/json.js
var json = __webpack_require__(68884);
;// CONCATENATED MODULE: ./lib/kinds/agent/match.js




/** A path to a value inside args, as `order.items[0].sku`. */
function label(path) {
    return path.reduce((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key), '');
}
/** The operator a value is, when it is one: a mapping whose only key starts with `$`. */
function operatorOf(value) {
    if (!(0,json/* isObject */.Gv)(value))
        return undefined;
    const keys = Object.keys(value);
    if (keys.length !== 1 || !keys[0].startsWith('$'))
        return undefined;
    return { name: keys[0], operand: value[keys[0]] };
}
/** A value's type in words, as people say it: `a number`, `a string`, `a list`. */
function typeWords(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    if (typeof value === 'string')
        return 'a string';
    if (typeof value === 'number')
        return 'a number';
    if (typeof value === 'boolean')
        return 'a boolean';
    return typeof value;
}
/** A value as shown in a message, cut to stay readable. */
function show(value, limit = 120) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
/** `1234 (a number)` when the types differ from what was expected, else the value alone. */
function shownAgainst(sent, expected) {
    return typeWords(sent) === typeWords(expected) ? show(sent) : `${show(sent)} (${typeWords(sent)})`;
}
/**
 * An inline flag group of other dialects (PCRE, Python, Go's RE2: `(?i)`, `(?i:…)`, `(?-i)`), which
 * a JavaScript regular expression refuses: the load error says how to write it instead.
 */
const INLINE_FLAGS = /\(\?[a-zA-Z]*-?[a-zA-Z]+[:)]/;
/**
 * Problems with the operators in `args`, found at load: an unknown operator (with a did-you-mean),
 * an operator beside other keys, an operand of the wrong kind, a regular expression that does not
 * compile. Each names the path of the value.
 */
function operatorErrors(args) {
    const errors = [];
    const walk = (value, path) => {
        if (Array.isArray(value))
            return value.forEach((item, index) => walk(item, [...path, index]));
        if (!(0,json/* isObject */.Gv)(value))
            return;
        const keys = Object.keys(value);
        const dollar = keys.filter((key) => key.startsWith('$'));
        if (dollar.length === 0) {
            for (const key of keys)
                walk(value[key], [...path, key]);
            return;
        }
        if (keys.length > 1) {
            errors.push({
                path,
                message: `\`${label(path)}\` mixes an operator (${dollar.join(', ')}) with other keys: an operator stands alone in its mapping`,
            });
            return;
        }
        const name = dollar[0];
        const operand = value[name];
        const at = [...path, name];
        if (!agent_keys/* ARG_OPERATORS */.H7.includes(name)) {
            const suggestion = (0,closest/* closest */.kp)(name, agent_keys/* ARG_OPERATORS */.H7);
            errors.push({
                path: at,
                message: `\`${label(path)}\` uses the unknown operator \`${name}\`` +
                    (suggestion ? `: did you mean \`${suggestion}\`?` : `; the operators are: ${agent_keys/* ARG_OPERATORS */.H7.join(', ')}`),
            });
            return;
        }
        const bad = (what) => {
            errors.push({
                path: at,
                message: `\`${label(at)}\` takes ${what}, got ${show(operand)} (${typeWords(operand)})`,
            });
        };
        switch (name) {
            case '$matches':
                if (typeof operand !== 'string' || operand === '')
                    return bad('a regular expression (a non-empty string)');
                try {
                    new RegExp(operand, 'u');
                }
                catch (error) {
                    const inline = INLINE_FLAGS.exec(operand);
                    errors.push({
                        path: at,
                        message: `\`${label(at)}\` is not a valid regular expression: $matches takes JavaScript RegExp syntax ` +
                            `(with the u flag, searched anywhere in the value), and ${error.message}` +
                            (inline
                                ? `; inline flags such as ${inline[0]} are not JavaScript syntax: match either case with a class ` +
                                    `([Dd]ouble) or an alternation (double|Double)`
                                : ''),
                    });
                }
                return;
            case '$contains':
                if (operand === undefined || operand === null)
                    return bad('a value to look for');
                return;
            case '$one_of':
                if (!Array.isArray(operand) || operand.length === 0)
                    return bad('a non-empty list of values');
                return;
            case '$between':
                if (!Array.isArray(operand) ||
                    operand.length !== 2 ||
                    !operand.every((bound) => typeof bound === 'number') ||
                    operand[0] > operand[1])
                    return bad('[min, max], two numbers with min ≤ max');
                return;
            case '$absent':
            case '$any':
                if (operand !== true)
                    return bad('true');
                return;
        }
    };
    for (const [key, value] of Object.entries(args))
        walk(value, [key]);
    return errors;
}
/**
 * How the arguments the model sent differ from `expected`, one line per key, in the file's terms
 * (`order_id: expected "1234", the model sent 1234 (a number)`); empty when they match.
 */
function argMismatches(expected, sent) {
    if (!(0,json/* isObject */.Gv)(sent))
        return [`the model sent ${shownAgainst(sent, {})} as the arguments, not a mapping`];
    const problems = [];
    matchMapping(expected, sent, [], problems);
    return problems;
}
function matchMapping(expected, sent, path, problems) {
    for (const [key, want] of Object.entries(expected)) {
        const at = [...path, key];
        const present = Object.prototype.hasOwnProperty.call(sent, key);
        const operator = operatorOf(want);
        if (operator?.name === '$absent') {
            if (present)
                problems.push(`${label(at)}: expected no such argument, the model sent ${show(sent[key])}`);
            continue;
        }
        if (!present) {
            problems.push(`${label(at)}: expected ${operator ? describeOperator(operator) : show(want)}, the model did not send it`);
            continue;
        }
        matchValue(want, sent[key], at, problems);
    }
}
function matchValue(want, got, path, problems) {
    const operator = operatorOf(want);
    if (operator) {
        const problem = applyOperator(operator, got);
        if (problem)
            problems.push(`${label(path)}: expected ${describeOperator(operator)}, the model sent ${problem}`);
        return;
    }
    if ((0,json/* isObject */.Gv)(want)) {
        if (!(0,json/* isObject */.Gv)(got)) {
            problems.push(`${label(path)}: expected a mapping, the model sent ${show(got)} (${typeWords(got)})`);
            return;
        }
        matchMapping(want, got, path, problems);
        return;
    }
    if (!(0,external_node_util_.isDeepStrictEqual)(want, got)) {
        problems.push(`${label(path)}: expected ${show(want)}, the model sent ${shownAgainst(got, want)}`);
    }
}
function describeOperator(operator) {
    switch (operator.name) {
        case '$matches':
            return `a string matching /${String(operator.operand)}/`;
        case '$contains':
            return `a value containing ${show(operator.operand)}`;
        case '$one_of':
            return `one of ${show(operator.operand)}`;
        case '$between': {
            const [min, max] = operator.operand;
            return `a number from ${min} to ${max}`;
        }
        case '$any':
            return 'any value';
        default:
            return `${operator.name} ${show(operator.operand)}`;
    }
}
/** Undefined when `got` satisfies the operator; otherwise `got` as shown in the message. */
function applyOperator(operator, got) {
    const sent = `${show(got)}${typeof got === 'string' ? '' : ` (${typeWords(got)})`}`;
    switch (operator.name) {
        case '$any':
            return undefined;
        case '$matches':
            return typeof got === 'string' && new RegExp(operator.operand, 'u').test(got) ? undefined : sent;
        case '$contains':
            if (typeof got === 'string' && typeof operator.operand === 'string')
                return got.includes(operator.operand) ? undefined : sent;
            if (Array.isArray(got))
                return got.some((item) => (0,external_node_util_.isDeepStrictEqual)(item, operator.operand)) ? undefined : sent;
            return sent;
        case '$one_of':
            return operator.operand.some((option) => (0,external_node_util_.isDeepStrictEqual)(option, got))
                ? undefined
                : shownAgainst(got, operator.operand[0]);
        case '$between': {
            const [min, max] = operator.operand;
            return typeof got === 'number' && got >= min && got <= max ? undefined : sent;
        }
        default:
            return `${sent}, but ${operator.name} is not an operator`;
    }
}
//# sourceMappingURL=match.js.map
// EXTERNAL MODULE: ./lib/kinds/agent/prompt-from.js
var prompt_from = __webpack_require__(45284);
// EXTERNAL MODULE: ./lib/stats/rate.js
var rate = __webpack_require__(19137);
// EXTERNAL MODULE: ./lib/kinds/agent/defaults.js
var defaults = __webpack_require__(93119);
;// CONCATENATED MODULE: ./lib/kinds/agent/build.js







/**
 * An agent scenario (`prompt:`): `min_passes` within `trials`, operators in `expected_calls[].args`
 * that exist and take what they are given, and at least one check.
 */
function buildAgent(data, at) {
    const { of: positionOf } = at;
    const errors = [...phrasingErrors(data, at), ...modelsErrors(data, at)];
    const prompt = data.prompt ?? data.prompts?.[0] ?? '';
    for (const written of ['prompt', 'prompts'])
        if (data[written] !== undefined && data.prompt_from !== undefined)
            errors.push({
                position: at.keyOf([], 'prompt_from'),
                message: `an agent scenario has \`${written}\` (the request as written) or \`prompt_from\` (the request a server prompt renders), never both: remove one of them`,
            });
    const promptFrom = data.prompt_from && {
        name: data.prompt_from.prompt,
        args: (0,prompt_from/* promptFromArgs */.Gz)(data.prompt_from),
        position: positionOf(['prompt_from']),
    };
    const sequential = data.pass_rate !== undefined;
    const trials = sequential ? (data.max_trials ?? defaults/* DEFAULT_MAX_TRIALS */.$5) : (data.trials ?? agent_keys/* DEFAULT_AGENT_TRIALS */.yi);
    if (sequential) {
        for (const key of ['min_passes', 'trials']) {
            if (data[key] !== undefined)
                errors.push({
                    position: positionOf([key]),
                    message: `\`${key}\` is ${data[key]}, but \`pass_rate\` (${data.pass_rate}) decides this scenario sequentially: remove \`${key}\` (a fixed cut) and bound the trials with \`max_trials\``,
                });
        }
        const indifference = data.indifference ?? (0,rate/* defaultIndifference */.uL)(data.pass_rate);
        const low = data.pass_rate - indifference;
        const high = data.pass_rate + indifference;
        if (!(low > 0 && high < 1))
            errors.push({
                position: positionOf([data.indifference === undefined ? 'pass_rate' : 'indifference']),
                message: `\`pass_rate\` ${data.pass_rate} ± \`indifference\` ${indifference} is ${low.toFixed(2)}..${high.toFixed(2)}, which must lie strictly between 0 and 1: lower \`indifference\` or move \`pass_rate\``,
            });
        else {
            const rule = { passRate: data.pass_rate, indifference, confidence: data.confidence ?? rate/* DEFAULT_CONFIDENCE */.FH };
            const unreachable = unreachableVerdict(rule, trials, data.max_trials !== undefined);
            if (unreachable)
                errors.push({
                    position: positionOf([data.max_trials === undefined ? 'pass_rate' : 'max_trials']),
                    message: unreachable,
                });
        }
    }
    else {
        for (const key of ['max_trials', 'indifference', 'confidence']) {
            if (data[key] !== undefined)
                errors.push({
                    position: positionOf([key]),
                    message: `\`${key}\` is ${data[key]}, but it only applies with \`pass_rate\`: add \`pass_rate\` or remove \`${key}\``,
                });
        }
    }
    if (!sequential && data.min_passes !== undefined && data.min_passes > trials) {
        errors.push({
            position: positionOf(['min_passes']),
            message: `\`min_passes\` is ${data.min_passes}, more than the ${trials} trial${trials === 1 ? '' : 's'} run (\`trials\`): the scenario could never pass; lower it or raise trials`,
        });
    }
    for (const [index, call] of (data.expected_calls ?? []).entries()) {
        for (const problem of operatorErrors(call.args ?? {})) {
            errors.push({
                position: positionOf(['expected_calls', index, 'args', ...problem.path]),
                message: problem.message,
            });
        }
    }
    const hasCheck = agent_keys/* AGENT_CHECK_KEYS */.Wf.some((key) => data[key] !== undefined) || common_keys/* CHECK_KEYS */.KO.some((key) => (data[key]?.length ?? 0) > 0);
    if (!hasCheck) {
        errors.push({
            position: positionOf(['name']),
            message: `agent scenario "${data.name}" has no check, so it could never fail: add \`expected_calls\`, \`forbidden_tools\`, ` +
                `\`max_calls\` or a check on the final answer (${common_keys/* CHECK_KEYS */.KO.map((key) => `\`${key}\``).join(', ')})`,
        });
    }
    if (errors.length > 0)
        return { errors };
    const scenario = {
        ...(0,common_keys/* commonFields */.dG)(data, at),
        kind: 'agent',
        agent: {
            // With prompt_from, the request is rendered by the server when the scenario runs.
            prompt,
            promptPosition: positionOf([promptFrom ? 'prompt_from' : data.prompt === undefined ? 'prompts' : 'prompt']),
            ...(data.prompts && { prompts: (0,positions/* locatedList */.r)(at, ['prompts'], data.prompts) }),
            ...(promptFrom && { promptFrom }),
            system: data.system,
            model: data.model,
            ...(data.models && { models: data.models }),
            maxTurns: data.max_turns ?? agent_keys/* DEFAULT_AGENT_MAX_TURNS */.C9,
            trials,
            minPasses: data.min_passes ?? trials,
            ...(sequential && {
                sequential: {
                    passRate: data.pass_rate,
                    indifference: data.indifference ?? (0,rate/* defaultIndifference */.uL)(data.pass_rate),
                    confidence: data.confidence ?? rate/* DEFAULT_CONFIDENCE */.FH,
                    maxTrials: trials,
                },
            }),
            expectedCalls: (data.expected_calls ?? []).map((call, index) => ({
                tool: call.tool,
                args: call.args,
                position: positionOf(['expected_calls', index]),
            })),
            callsOrder: data.calls_order ?? 'in_order',
            forbiddenTools: (0,positions/* locatedList */.r)(at, ['forbidden_tools'], data.forbidden_tools),
            maxCalls: data.max_calls === undefined ? undefined : { value: data.max_calls, position: positionOf(['max_calls']) },
        },
    };
    return { scenario, errors: [] };
}
/** `prompts:`: not with `prompt:`, not empty, each phrasing once. */
function phrasingErrors(data, at) {
    if (data.prompts === undefined)
        return [];
    if (data.prompt !== undefined)
        return [
            {
                position: at.keyOf([], 'prompts'),
                message: 'the scenario has both `prompt` and `prompts`: give the request once (`prompt`) or its phrasings (`prompts`), ' +
                    'not both; move the prompt into the `prompts` list, or remove `prompts`',
            },
        ];
    if (data.prompts.length === 0)
        return [
            {
                position: at.of(['prompts']),
                message: '`prompts` is an empty list: list the phrasings of the request (two or more to compare them), or use `prompt` for one',
            },
        ];
    const errors = [];
    const seen = new Map();
    for (const [index, phrasing] of data.prompts.entries()) {
        const first = seen.get(phrasing.trim());
        if (first === undefined)
            seen.set(phrasing.trim(), index);
        else
            errors.push({
                position: at.of(['prompts', index]),
                message: `\`prompts\` item ${index + 1} repeats item ${first + 1} (${JSON.stringify(phrasing)}): list each phrasing once; remove it or reword it`,
            });
    }
    return errors;
}
/** `models:`: not with `model:`, not empty, each model once. */
function modelsErrors(data, at) {
    if (data.models === undefined)
        return [];
    if (data.model !== undefined)
        return [
            {
                position: at.keyOf([], 'models'),
                message: `the scenario has both \`model\` (${data.model}) and \`models\`: give one model (\`model\`) or the list to run it on (\`models\`), not both`,
            },
        ];
    if (data.models.length === 0)
        return [
            {
                position: at.of(['models']),
                message: "`models` is an empty list: name the models to run the scenario on, or remove it (the run's agent-model applies)",
            },
        ];
    return data.models.flatMap((model, index) => data.models.indexOf(model) === index
        ? []
        : [
            {
                position: at.of(['models', index]),
                message: `\`models\` item ${index + 1} repeats ${JSON.stringify(model)} (item ${data.models.indexOf(model) + 1}): list each model once`,
            },
        ]);
}
/**
 * Why a `pass_rate` rule can never give one of its verdicts within `maxTrials`, or undefined when it
 * can give both. The fewest deciding trials are known before the first trial, so the scenario is
 * refused at load rather than found inconclusive after every trial is spent.
 */
function unreachableVerdict(rule, maxTrials, written) {
    const fewest = (0,rate/* fewestDecidingTrials */.tK)(rule, defaults/* MAX_TRIALS_LIMIT */.Nd);
    const fewestPass = fewest.pass ?? Infinity;
    const fewestFail = fewest.fail ?? Infinity;
    const needed = Math.max(fewestPass, fewestFail);
    if (needed <= maxTrials)
        return undefined;
    const cannot = [maxTrials < fewestPass && 'pass', maxTrials < fewestFail && 'fail'].filter(Boolean).join(' or ');
    const count = (value) => (value === undefined ? `more than ${defaults/* MAX_TRIALS_LIMIT */.Nd}` : String(value));
    const ruleWords = `\`pass_rate\` ${rule.passRate} (± ${rule.indifference}, confidence ${rule.confidence})`;
    const trialsWords = `\`max_trials\` ${maxTrials}${written ? '' : ' (the default)'}`;
    const fix = needed <= defaults/* MAX_TRIALS_LIMIT */.Nd
        ? `set \`max_trials: ${needed}\` or more, or widen \`indifference\` or lower \`confidence\``
        : 'widen `indifference` or lower `confidence`';
    return `${ruleWords} can never ${cannot} within ${trialsWords}: the fewest trials that can pass is ${count(fewest.pass)}, that can fail ${count(fewest.fail)}; ${fix}`;
}
//# sourceMappingURL=build.js.map
// EXTERNAL MODULE: ./lib/checks/text.js
var checks_text = __webpack_require__(53842);
// EXTERNAL MODULE: ./lib/checks/judge.js
var judge = __webpack_require__(48494);
// EXTERNAL MODULE: ./lib/mcp/client-requests.js + 3 modules
var client_requests = __webpack_require__(65188);
// EXTERNAL MODULE: ./lib/mcp/tools.js
var mcp_tools = __webpack_require__(88207);
;// CONCATENATED MODULE: ./lib/kinds/agent/calls.js

/** `turn 2: orders_get {"order_id":1234}`: a call as a message names it. */
function callLabel(call) {
    return `${call.tool} ${show(call.input)} (turn ${call.turn})`;
}
function matches(expected, call) {
    return call.tool === expected.tool && (!expected.args || argMismatches(expected.args, call.input).length === 0);
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
        .map((call) => ({ call, problems: argMismatches(expected.args ?? {}, call.input) }))
        .sort((a, b) => a.problems.length - b.problems.length)[0];
    const more = shown.length > 1 ? ` (the closest of its ${shown.length} calls to ${expected.tool})` : '';
    return `${entry}: wrong arguments in ${callLabel(closest.call)}${more}: ${closest.problems.join('; ')}`;
}
//# sourceMappingURL=calls.js.map
// EXTERNAL MODULE: ./lib/kinds/agent/baseline.js
var agent_baseline = __webpack_require__(81602);
// EXTERNAL MODULE: ./lib/stats/phrasings.js
var phrasings = __webpack_require__(98712);
;// CONCATENATED MODULE: ./lib/kinds/agent/phrasings.js


/** The error rate of the phrasing test when the scenario states none (`confidence` with `pass_rate`). */
const PHRASING_ALPHA = 0.05;
/** The prompt trial `index` (1-based) asks, and its phrasing number (1-based) with `prompts:`. */
function phrasingOf(spec, index) {
    const prompts = spec.prompts;
    if (!prompts || prompts.length === 0)
        return { prompt: spec.prompt };
    const at = (index - 1) % prompts.length;
    return { prompt: prompts[at].value, phrasing: at + 1 };
}
/** Each phrasing's passes, trials and rate over the trials run, and whether it is significantly below the rest. */
function phrasingResults(spec, trials) {
    const prompts = spec.prompts;
    if (!prompts)
        return undefined;
    const alpha = spec.sequential ? 1 - spec.sequential.confidence : PHRASING_ALPHA;
    const tallies = prompts.map((_, index) => {
        const mine = trials.filter((trial) => trial.phrasing === index + 1);
        return { passes: mine.filter((trial) => trial.status === 'passed').length, trials: mine.length };
    });
    const tests = (0,phrasings/* weakerPhrasings */.Nw)(tallies, alpha);
    return prompts.map((prompt, index) => ({
        index: index + 1,
        prompt: prompt.value,
        position: prompt.position,
        ...tallies[index],
        rate: (0,rate/* wilson */.rF)(tallies[index].passes, tallies[index].trials),
        ...tests[index],
    }));
}
/** A failed check per phrasing significantly below the others, at its line in `prompts:`. */
function weakerPhrasingChecks(results, replayed) {
    if (!results)
        return [];
    const passes = results.reduce((sum, r) => sum + r.passes, 0);
    const trials = results.reduce((sum, r) => sum + r.trials, 0);
    return results
        .filter((result) => result.weaker)
        .map((result) => {
        const rest = (0,rate/* wilson */.rF)(passes - result.passes, trials - result.trials);
        return {
            kind: 'agent',
            subject: `phrasing ${result.index}`,
            position: result.position,
            status: 'failed',
            message: `phrasing ${result.index} (${JSON.stringify(clip(result.prompt))}) passed ${result.passes} of ${result.trials} trials, ` +
                `pass rate ${(0,rate/* rateText */.cf)(result.rate)}${replayed ? ' (replayed)' : ''}, significantly below the other phrasings' ${(0,rate/* rateText */.cf)(rest)} ` +
                `(Fisher's exact test, one-sided, Holm-corrected across ${results.length} phrasings: p = ${result.adjusted.toPrecision(2)}): ` +
                'the model misreads this wording; make the tool descriptions serve it, or say why it is out of scope and remove it',
        };
    });
}
function clip(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
//# sourceMappingURL=phrasings.js.map
;// CONCATENATED MODULE: ./lib/kinds/agent/trials.js

/**
 * Why no more trials are counted, given `passes` of the `counted` trials so far; undefined: go on.
 * `decided`: the counts at which the pass_rate rule first decided, when trials went on past it (for
 * the baseline): its verdict stays the one it reached there. `started`: the trials run so far, the
 * errored ones included (the API refused them: not counted, but each spent one of the trials).
 */
function stopBefore(spec, passes, counted, decided, started = counted) {
    const left = spec.trials - started;
    if (left <= 0)
        return undefined;
    if (spec.sequential) {
        const at = decided ? decided.passes + decided.failures : counted;
        const state = (0,rate/* sprt */.A1)(spec.sequential, decided?.passes ?? passes, decided?.failures ?? counted - passes);
        if (state.verdict !== 'undecided')
            return (`the pass_rate rule decided "${state.verdict}" after ${at} trials; ${left} of max_trials were not needed` +
                (at < counted ? ` (${counted - at} more ran for the baseline comparison)` : ''));
        return undefined;
    }
    if (passes >= spec.minPasses)
        return `min_passes (${spec.minPasses}) was reached after ${counted} trials; ${left} more would not change the outcome`;
    if (passes + left < spec.minPasses)
        return `min_passes (${spec.minPasses}) can no longer be reached: ${passes} passed and only ${left} trials are left`;
    return undefined;
}
/**
 * How many trials to start at once now: what can still be needed, at most `concurrency` (at least
 * 1). `started`: the trials run so far, errored ones included.
 */
function batchSize(spec, passes, started, concurrency) {
    const left = spec.trials - started;
    const needed = spec.sequential ? left : Math.min(left, spec.minPasses - passes);
    return Math.max(1, Math.min(needed, Math.max(1, Math.floor(concurrency))));
}
//# sourceMappingURL=trials.js.map
// EXTERNAL MODULE: ./lib/kinds/agent/types.js
var types = __webpack_require__(31452);
// EXTERNAL MODULE: ./lib/kinds/agent/recording.js
var recording = __webpack_require__(65214);
;// CONCATENATED MODULE: ./lib/kinds/agent/index.js













/**
 * Runs an agent scenario: its trials in turn (each a fresh conversation, on a fresh session with
 * `isolation: scenario`), stopping as soon as `min_passes` is reached or can no longer be reached.
 * The first session is the caller's (opened to see whether the server starts at all).
 */
async function runAgentScenario(scenario, first, context) {
    const started = performance.now();
    let spec = scenario.agent;
    const model = spec.model ?? context.plan.model;
    const base = { name: scenario.name, description: scenario.description, position: scenario.position };
    const agent = {
        model,
        prompt: spec.promptFrom ? (0,prompt_from/* promptFromLabel */.T)(spec.promptFrom) : spec.prompt,
        planned: spec.trials,
        minPasses: spec.minPasses,
        passes: 0,
        trials: [],
        tokens: (0,types/* emptyUsage */.ly)(),
        rate: (0,rate/* wilson */.rF)(0, 0),
        ...(context.plan.replay && { replayed: true, recording: (0,recording/* recordingLabel */.w8)(scenario) }),
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
    let lists;
    try {
        lists = await context.lists(first, { others: spec.promptFrom !== undefined });
        tools = [...lists.tools.values()];
    }
    catch (error) {
        const stderr = first.stderr();
        await context.release(first);
        return finish('errored', [], {
            error: (0,mcp_tools/* toolListError */.vm)(first.explain(error)),
            stderr: stderr || undefined,
        });
    }
    // A server that says its tool list may change (tools.listChanged) may add a named tool during the
    // trial: then a name not listed yet is no reason to refuse the scenario (its checks still say whether
    // the model called it).
    const listMayChange = first.client.getServerCapabilities()?.tools?.listChanged === true;
    const unknown = listMayChange ? [] : unknownTools(scenario, new Set(tools.map((tool) => tool.name)));
    if (unknown.length > 0) {
        await context.release(first);
        return finish('errored', unknown, {
            error: 'the scenario names tools the server lacks; the model was not asked',
        });
    }
    // compare-variants: the model is given the variant's wording; a variant that names a tool or
    // parameter the list lacks errors the scenario (never a silent run on the server's own wording).
    const worded = context.plan.variant ? await wordedTools(tools, context.plan.variant) : { tools };
    if ('error' in worded) {
        await context.release(first);
        return finish('errored', [], { error: worded.error });
    }
    tools = worded.tools;
    if (spec.promptFrom) {
        // The request is what the server's prompt renders: once, before the first trial.
        context.reached?.('prompt', spec.promptFrom.name);
        const rendered = await (0,prompt_from/* renderPromptFrom */.Xc)(spec.promptFrom, first, lists, context.timeoutMs);
        if ('error' in rendered) {
            const stderr = first.stderr();
            await context.release(first);
            return finish('errored', [rendered.check], { error: rendered.error, stderr: stderr || undefined });
        }
        spec = { ...spec, prompt: rendered.text };
        agent.prompt = rendered.text;
    }
    const { runTrial } = await __webpack_require__.e(/* import() */ 9857).then(__webpack_require__.bind(__webpack_require__, 69857));
    // The baseline (recorded, or checked) sees each trial's request and may want trials past the rule's decision.
    const tracker = context.plan.baseline
        ? new agent_baseline/* BaselineTracker */.Q2(scenario, context.plan.baseline, spec.trials, context.plan.replay === true)
        : undefined;
    const source = tracker ? tracker.watch(context.plan.source) : context.plan.source;
    // The pass_rate rule's counts when it decided: its verdict, although trials may go on for the baseline.
    let decidedAt;
    /** Why no more trials are counted now; undefined: go on (compare-variants and a baseline that wants more go on). */
    const stopNow = () => {
        if (context.plan.allTrials)
            return undefined;
        const counted = countedTrials(agent);
        if (spec.sequential &&
            !decidedAt &&
            (0,rate/* sprt */.A1)(spec.sequential, agent.passes, counted - agent.passes).verdict !== 'undecided')
            decidedAt = { passes: agent.passes, failures: counted - agent.passes };
        const stop = stopBefore(spec, agent.passes, counted, decidedAt, agent.trials.length);
        return stop && !(tracker?.wantsMore(counted) ?? false) ? stop : undefined;
    };
    /** Every trial is wanted (compare-variants, recording a baseline): batches as large as what is left. */
    const everyTrial = context.plan.allTrials === true || context.plan.baseline?.record === true;
    let spare = first;
    let stderr = '';
    /** One trial on its own session (the scenario's first session for the first trial). */
    const runOne = async (index) => {
        const trialStarted = performance.now();
        let session = spare;
        spare = undefined;
        if (!session) {
            try {
                session = await context.acquire();
            }
            catch (error) {
                return erroredTrial(index, `could not open a session for this trial: ${String(error)}`, trialStarted);
            }
        }
        const trialSession = session;
        let changesSeen = (0,client_requests/* toolListChangesOf */.jt)(trialSession.client);
        const { prompt, phrasing } = phrasingOf(spec, index);
        const outcome = await runTrial({
            scenario: scenario.name,
            trial: index,
            spec: { ...spec, prompt },
            model,
            session,
            tools,
            toolsAfterChange: async () => {
                const changes = (0,client_requests/* toolListChangesOf */.jt)(trialSession.client);
                if (changes === changesSeen)
                    return undefined;
                changesSeen = changes;
                return [...(await context.lists(trialSession)).tools.values()];
            },
            source,
            budget: context.plan.budget,
            runUsage: context.plan.usage,
            timeoutMs: context.timeoutMs,
            secrets: context.secrets,
            ...(context.reached && { reached: (tool) => context.reached('tool', tool) }),
        });
        stderr = session.stderr();
        await context.release(session);
        (0,types/* addUsage */.vk)(agent.tokens, outcome.tokens);
        const trial = await gradeTrial(scenario, index, outcome, context, trialStarted);
        if (phrasing !== undefined)
            trial.phrasing = phrasing;
        return trial;
    };
    // In batches (trials.ts): counted in trial order, the rule checked before each, as if one at a time.
    let launched = 0;
    let uncounted = 0;
    let decided = false;
    /**
     * A replay that no longer matches what the model is given says nothing of the trials after it:
     * each would fail the same way (or on a reply the recording never held), so the replay stops there.
     */
    let replayBroken = false;
    while (!decided && !replayBroken && launched < spec.trials) {
        const stop = stopNow();
        if (stop) {
            agent.stoppedEarly = stop;
            break;
        }
        const size = everyTrial
            ? Math.min(spec.trials - launched, Math.max(1, Math.floor(context.concurrency ?? 1)))
            : batchSize(spec, agent.passes, agent.trials.length, context.concurrency ?? 1);
        const batch = Array.from({ length: size }, (_, offset) => launched + offset + 1);
        launched += size;
        const trials = await Promise.all(batch.map((index) => runOne(index)));
        for (const trial of trials) {
            // Trials of the batch after a replay mismatch replayed what no longer applies: not kept (a
            // replay costs no tokens), so the result is the same whatever the concurrency.
            if (replayBroken)
                continue;
            const stopHere = decided ? undefined : stopNow();
            if (stopHere) {
                agent.stoppedEarly = stopHere;
                decided = true;
            }
            if (decided) {
                uncounted++;
                continue;
            }
            agent.trials.push(trial);
            // A trial the model was not asked for (refused by the API, stopped by the budget) is no
            // failure of the model: the baseline counts only the trials it answered.
            if (trial.status !== 'errored')
                tracker?.observe(trial);
            if (trial.status === 'passed')
                agent.passes++;
            if (trial.errorCode === 'token_budget' || trial.errorCode === 'cost_budget') {
                agent.stoppedEarly = trial.error;
                decided = true;
            }
            if (trial.errorSubject === recording/* REPLAY_CHECK */.Dv && !replayBroken) {
                replayBroken = true;
                agent.stoppedEarly = `the replay stopped at trial ${trial.index}: the recording no longer matches what the model is given (the ${recording/* REPLAY_CHECK */.Dv} above says what changed)`;
            }
        }
    }
    if (!decided && !agent.stoppedEarly) {
        // The last batch may have decided on its last trial: said as a one-at-a-time run would.
        const stop = stopNow();
        if (stop)
            agent.stoppedEarly = stop;
    }
    if (uncounted > 0) {
        agent.uncounted = uncounted;
        agent.stoppedEarly += `; ${uncounted} more ${uncounted === 1 ? 'trial was' : 'trials were'} already running and ${uncounted === 1 ? 'was' : 'were'} not counted (their tokens are included)`;
    }
    if (spare)
        await context.release(spare);
    const counted = countedTrials(agent);
    const errored = agent.trials.filter((trial) => trial.status === 'errored');
    agent.rate = (0,rate/* wilson */.rF)(agent.passes, counted);
    const sequentialRule = spec.sequential ? sequentialVerdict(spec.sequential, agent, decidedAt) : undefined;
    if (tracker)
        agent.baseline = tracker.finish(counted);
    const againstBaseline = (0,agent_baseline/* baselineChecks */.j)(agent.baseline, spec.promptPosition);
    const phrasings = phrasingResults(spec, agent.trials);
    if (phrasings)
        agent.phrasings = phrasings;
    const weaker = weakerPhrasingChecks(phrasings, agent.replayed === true);
    const rulePassed = sequentialRule ? sequentialRule.passed : agent.passes >= spec.minPasses;
    const passed = rulePassed && weaker.length === 0 && againstBaseline.every((check) => check.status !== 'failed');
    const allSkipped = agent.trials.length > 0 && agent.trials.every((trial) => trial.checks.every((c) => c.status === 'skipped'));
    const rule = {
        kind: 'agent',
        subject: `${agent.passes} of ${agent.trials.length} trials passed`,
        position: spec.promptPosition,
        status: rulePassed ? 'passed' : 'failed',
        message: sequentialRule
            ? sequentialRule.message
            : rulePassed
                ? undefined
                : `${agent.passes} of ${counted} trials passed (${spec.trials} planned${errored.length > 0 ? `, ${errored.length} errored and not counted` : ''}); min_passes is ${spec.minPasses}; pass rate ${(0,rate/* rateText */.cf)(agent.rate)}${agent.replayed ? ' (replayed)' : ''}` +
                    (agent.stoppedEarly ? `; ${agent.stoppedEarly}` : ''),
    };
    const trialChecks = failedTrialChecks(agent.trials, spec.promptPosition);
    // A replay mismatch leads: what changed (the tool list, a tool's output, with the diff) is the
    // news; the rate after it was measured on a recording that no longer applies.
    const changed = trialChecks.filter((check) => check.subject === recording/* REPLAY_CHECK */.Dv);
    const checks = [
        ...changed,
        rule,
        ...againstBaseline,
        ...weaker,
        ...trialChecks.filter((check) => check.subject !== recording/* REPLAY_CHECK */.Dv),
        ...skippedChecks(agent.trials),
    ];
    const last = agent.trials.find((trial) => trial.status !== 'passed') ?? agent.trials.at(-1);
    const output = last ? transcriptText(last.calls, last.finalAnswer) : '';
    if (passed)
        return finish(allSkipped ? 'skipped' : 'passed', checks, {
            output,
            skipReason: allSkipped ? skippedChecks(agent.trials)[0]?.message : undefined,
            ...(allSkipped && { skipCode: 'no_check_evaluated' }),
        });
    // Trials that errored (the API refused them, the budget stopped them, the judge could not be
    // asked) were left out of every count above: the scenario errors, saying how many, whatever the
    // trials that were counted said. Otherwise a rule that did not pass (fail, inconclusive, a
    // regression) is a failure of the model, never an error.
    if (errored.length > 0)
        return finish('errored', checks, {
            output,
            error: erroredTrialsError(errored, agent.trials.length),
            // The first errored trial's error leads the scenario's, and with it its code.
            ...(errored[0].errorCode && { errorCode: errored[0].errorCode }),
            stderr: stderr || undefined,
        });
    return finish('failed', checks, { output, stderr: stderr || undefined });
}
/** The trials that count toward the rate: those the model answered (not errored). */
function countedTrials(agent) {
    return agent.trials.filter((trial) => trial.status !== 'errored').length;
}
/**
 * Why the scenario errored, from its errored trials: how many, and the first one's error, worded
 * for the part that failed. A judge error keeps its leading words (JUDGE_NOT_ASKED_PREFIX), which
 * the run's headline cuts off to say why the judge could not be asked.
 */
function erroredTrialsError(errored, started) {
    const [first] = errored;
    const of = `${errored.length} of ${started} trial${started === 1 ? '' : 's'}`;
    const leftOut = 'left out of the rate and the baseline comparison';
    // The budget's own words say it stopped the run (and by how much), for this scenario and the rest.
    if (first.errorCode === 'token_budget' || first.errorCode === 'cost_budget')
        return first.error;
    if (first.errorSubject === 'model request')
        return `the model API refused ${of} (${leftOut}): ${first.error}`;
    if (first.errorCode === 'judge_not_asked')
        return `${first.error} (${of}; ${leftOut})`;
    return errored.length === 1 ? first.error : `${first.error} (${of} errored; ${leftOut})`;
}
/**
 * The verdict of `pass_rate` over the trials run: pass, fail, or inconclusive (fails) when
 * max_trials ran out undecided, with the rate, its interval and about how many more trials would
 * likely decide it. Tokens saved are estimated at the mean tokens per trial run.
 */
function sequentialVerdict(rule, agent, decidedAt) {
    const run = countedTrials(agent);
    const failures = run - agent.passes;
    const state = (0,rate/* sprt */.A1)(rule, decidedAt?.passes ?? agent.passes, decidedAt?.failures ?? failures);
    const verdict = state.verdict === 'undecided' ? 'inconclusive' : state.verdict;
    // Trials run past the decision (in flight when it came) spent tokens too: saved is what was not started.
    const spent = agent.trials.length + (agent.uncounted ?? 0);
    const perTrial = spent > 0 ? (0,types/* billedTokens */.$c)(agent.tokens) / spent : 0;
    const tokensSaved = Math.round(perTrial * (rule.maxTrials - spent));
    agent.sequential = { ...rule, verdict, ...(tokensSaved > 0 && { tokensSaved }) };
    const measured = `pass rate ${(0,rate/* rateText */.cf)(agent.rate)}${agent.replayed ? ' (replayed)' : ''} over ${run} trials`;
    const line = `pass_rate ${rule.passRate} ± ${rule.indifference} at ${Math.round(rule.confidence * 100)}% confidence`;
    if (verdict === 'pass')
        return { passed: true, message: undefined };
    if (verdict === 'fail')
        return {
            passed: false,
            message: `${measured}: below ${line} (fail: the rate is below ${(rule.passRate - rule.indifference).toFixed(2)}, with at most ${Math.round((1 - rule.confidence) * 100)}% chance of a false fail)`,
        };
    const started = agent.trials.length;
    if (started < rule.maxTrials || run < started) {
        // Stopped before max_trials ran out, or trials that errored were not counted: what stopped it is
        // the news, not max_trials (raising it would not have helped).
        const why = agent.stoppedEarly ?? `${started - run} of the ${started} trials errored and were not counted`;
        return {
            passed: false,
            message: `inconclusive: ${measured}, undecided when the trials stopped (${started} of ${rule.maxTrials} max_trials started): ${why}`,
        };
    }
    const more = (0,rate/* trialsToDecide */.DR)(rule, agent.passes, failures);
    return {
        passed: false,
        message: `inconclusive: ${measured} after all ${rule.maxTrials} max_trials, not enough to tell it from ${line}; ` +
            (more === undefined
                ? 'the rate sits on the line, so many more trials would be needed: raise max_trials or widen indifference'
                : `about ${more} more trials would likely decide it: raise max_trials to about ${rule.maxTrials + more}`),
    };
}
/** The tools in a variant's wording, or why the variant does not apply to them. */
async function wordedTools(tools, variant) {
    const { applyToolVariant, ToolVariantsError } = await __webpack_require__.e(/* import() */ 3763).then(__webpack_require__.bind(__webpack_require__, 83763));
    try {
        return { tools: applyToolVariant(tools, variant) };
    }
    catch (error) {
        if (!(error instanceof ToolVariantsError))
            throw error;
        return { error: `the tool variant "${variant.name}" does not apply to the server's tools: ${error.message}` };
    }
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
        errorSubject: 'session for the trial',
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
        checks.push(...scenario.expectedContains.map((expected) => (0,checks_text/* checkContains */.cm)(outcome.finalAnswer, expected)));
        checks.push(...scenario.expectedNotContains.map((forbidden) => (0,checks_text/* checkNotContains */.jx)(outcome.finalAnswer, forbidden)));
        checks.push(...(await (0,judge/* gradeCriteria */.XZ)(scenario.expectedJudge, transcriptText(outcome.calls, outcome.finalAnswer), context.judge)));
    }
    // A judge that could not be asked errors the trial (unless a check of its own failed anyway): an
    // outage is never read as the server's or the model's fault.
    const judged = (0,judge/* judgedOutcome */.uS)(checks);
    const error = outcome.end.kind === 'error' ? outcome.end.why : judged.error;
    const failed = judged.failed;
    return {
        index,
        status: error ? 'errored' : failed ? 'failed' : 'passed',
        calls: outcome.calls,
        finalAnswer: outcome.finalAnswer,
        turns: outcome.turns,
        checks,
        error,
        ...(error &&
            (outcome.end.kind === 'error'
                ? { errorSubject: outcome.end.what, ...(outcome.end.code && { errorCode: outcome.end.code }) }
                : { errorSubject: 'judge', errorCode: judged.code ?? 'judge_not_asked' })),
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
                subject: trial.errorSubject ?? 'trial',
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
    return [...grouped.values()].map(({ check, trials: hit }) => {
        const message = check.message ?? `${check.kind} check failed`;
        // A message that already names its one trial (`trial 1, turn 2: …`) is not prefixed again.
        const named = hit.length === 1 && new RegExp(`^trial ${hit[0]}\\b`).test(message);
        return {
            ...check,
            message: named ? message : `${hit.length === 1 ? 'trial' : 'trials'} ${hit.join(', ')}: ${message}`,
        };
    });
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
// EXTERNAL MODULE: ./lib/kinds/agent/models.js
var models = __webpack_require__(43343);
// EXTERNAL MODULE: ./lib/providers/choose.js
var choose = __webpack_require__(36069);
// EXTERNAL MODULE: ./lib/util/shell.js
var shell = __webpack_require__(62038);
// EXTERNAL MODULE: ./lib/kinds/agent/source.js
var source = __webpack_require__(84000);
// EXTERNAL MODULE: ./lib/stats/baseline.js
var stats_baseline = __webpack_require__(42592);
// EXTERNAL MODULE: ./lib/providers/prices.js
var prices = __webpack_require__(50914);
;// CONCATENATED MODULE: ./lib/kinds/agent/plan.js










/** The bare name of each: what a message says when no face words it. */
const BARE_NAMES = { agent: 'agent', agentReplay: 'agent-replay' };
/** A setting given a value, in the face's words (`AgentSettings.settingName`), else `NAME: VALUE`. */
function settingSaid(options, setting, value) {
    return options.settingName?.(setting, value) ?? `${BARE_NAMES[setting]}: ${value}`;
}
async function planAgentRun(settings, selected) {
    const provider = (0,choose/* providerOf */.lc)(settings.agent ?? {}) ?? (0,choose/* providerOf */.lc)(settings.judge);
    const unavailable = settings.agent?.unavailable ??
        settings.judge.unavailable ?? { reason: judge/* NO_KEY_REASON */.Nr, missing: judge/* NO_KEY_REASON */.Nr + choose/* NO_CLOUD */.q_ };
    const options = { ...settings, ...(provider && { provider }), unavailable };
    const recordings = options.agent?.replay || (!provider && options.agent?.mode !== 'off')
        ? await (0,recording/* readRecordings */.D$)(selected.filter((scenario) => scenario.kind === 'agent'))
        : undefined;
    const timeout = options.agent?.timeoutMs !== undefined ? { timeoutMs: options.agent.timeoutMs } : {};
    const recorder = options.agent?.record && provider
        ? (0,recording/* recordingSource */.Ze)((0,source/* lazyAnthropicSource */.Y)({ provider, liveSecrets: options.secrets, ...timeout }), options.secrets)
        : undefined;
    const planned = withCostBudget(options, selected, planAgent(options, selected, recordings, recorder?.source));
    const agent = planned?.kind === 'run'
        ? {
            ...planned,
            ...(options.agent?.variant && { variant: options.agent.variant }),
            ...(options.agent?.allTrials && { allTrials: true }),
        }
        : planned;
    if (agent?.kind === 'run' && options.agent?.baseline)
        await withBaseline(agent, options.agent.baseline);
    return {
        options: { agent },
        planned(result) {
            if (agent)
                result.agent = agentUsageOf(options, agent);
        },
        ran(result) {
            // A replay's recorded replies are no model call: the run says it was replayed, never "N model calls".
            if (agent?.kind !== 'run' || !result.agent || agent.replay)
                return;
            result.agent.calls = agent.usage.calls;
            result.agent.tokens = { ...agent.usage.tokens };
            const { limit, used } = agent.budget;
            if (limit !== undefined && used > limit)
                result.agent.tokenBudgetExceededBy = used - limit;
        },
        ...(recorder && {
            kept(chosen, results) {
                // Never a recording from a failed API call: only scenarios whose every trial got its replies.
                return recorder.recordings().flatMap((recording) => {
                    const scenario = chosen.find((s) => s.name === recording.scenario);
                    const ranAs = results.find((s) => s.name === recording.scenario);
                    const clean = ranAs?.agent?.trials.every((trial) => trial.status !== 'errored') ?? false;
                    return clean ? [{ scenario, recording }] : [];
                });
            },
        }),
    };
}
/**
 * `agent-cost-budget` on a plan that calls the model: every model the selected agent scenarios run on
 * must have a price, else the plan fails before the first call (naming the model and `model-prices`).
 * A replay makes no call, so it needs none.
 */
function withCostBudget(options, selected, plan) {
    const limit = options.agent?.costBudgetUsd;
    if (limit === undefined || plan?.kind !== 'run' || plan.replay)
        return plan;
    const price = (model) => (0,prices/* priceOf */.xx)(model, 'anthropic', options.modelPrices);
    for (const scenario of selected) {
        if (scenario.kind !== 'agent' || scenario.skip !== undefined)
            continue;
        const model = scenario.agent.model ?? plan.model;
        if (price(model) === undefined)
            return { kind: 'fail', reason: (0,prices/* noPriceForBudget */.$G)('agent-cost-budget', model) };
    }
    return { ...plan, budget: { ...plan.budget, usd: { limit, spent: 0, price } } };
}
/**
 * The baseline, read once for the run: a file that cannot be read errors every agent scenario (a
 * comparison that did not run never passes), as does a named file that does not exist; the
 * default file is checked only when it exists. Recording reads nothing: the rows are written after.
 */
async function withBaseline(plan, options) {
    const baseline = (rows) => ({
        label: options.label,
        record: options.record === true,
        inconclusive: options.inconclusive,
        rows,
        rule: stats_baseline/* DEFAULT_BASELINE_RULE */.DK,
    });
    if (options.record) {
        plan.baseline = baseline([]);
        return;
    }
    let problem;
    try {
        const rows = await (0,agent_baseline/* readBaseline */.mF)(options.file, options.label);
        if (rows)
            plan.baseline = baseline(rows);
        else if (options.required)
            problem = `the agent baseline ${options.label} does not exist: \`npx mcp-scenario-eval record-baseline --baseline ${options.label}\` writes it`;
    }
    catch (error) {
        problem = error.message;
    }
    if (problem !== undefined) {
        const before = plan.error;
        plan.error = (scenario) => before?.(scenario) ?? problem;
    }
}
/** Starts the skip reason (or, under a forced replay, the error) of an agent scenario with no recording. */
const NO_RECORDING_REASON = 'no recording to replay';
/**
 * How agent scenarios run: `off` skips them; without a key, `auto` skips them visibly and `required`
 * errors each one (failing the run). Undefined when the selection holds no agent scenario.
 */
function planAgent(options, selected, read, recorder) {
    if (!selected.some((scenario) => scenario.kind === 'agent' && scenario.skip === undefined))
        return undefined;
    const mode = options.agent?.mode ?? 'auto';
    if (mode === 'off')
        return { kind: 'skip', reason: 'not run: agent is off' };
    const provider = options.provider;
    const model = options.agent?.model ?? defaults/* DEFAULT_AGENT_MODEL */.qj;
    const budget = { limit: options.agent?.tokenBudget, used: 0 };
    // Replayed: forced, or without a key when recordings exist. A scenario without one is never a
    // pass: under a forced replay it is an error (replay was asked for and there is nothing to replay,
    // so the run fails); replayed only for want of a key, it is skipped with a notice saying how to
    // record it, as a run without a key and without recordings skips it.
    // A recording that exists and cannot be read counts as existing: its scenario is an error.
    const recordings = read?.found;
    const exists = read !== undefined && read.found.size + read.broken.size > 0;
    const forced = options.agent?.replay === true;
    if (read && recordings && (forced || (!provider && mode === 'auto' && exists))) {
        const missing = (scenario) => !recordings.has(scenario.name) && !read.broken.has(scenario.name);
        return {
            kind: 'run',
            replay: true,
            source: (0,recording/* replaySource */.p9)(recordings, options.secrets),
            model,
            budget,
            usage: { calls: 0, tokens: (0,types/* emptyUsage */.ly)() },
            error: (scenario) => read.broken.get(scenario.name) ??
                (forced && missing(scenario)
                    ? forcedReplayMissing(scenario, settingSaid(options, 'agentReplay', 'true'), options.agent?.serverFlags)
                    : undefined),
            skip: (scenario) => missing(scenario) ? `${NO_RECORDING_REASON}: ${recordAdvice(scenario, options.agent?.serverFlags)}` : undefined,
        };
    }
    if (recorder)
        return { kind: 'run', source: recorder, model, budget, usage: { calls: 0, tokens: (0,types/* emptyUsage */.ly)() } };
    if (!provider) {
        return mode === 'required'
            ? {
                kind: 'fail',
                reason: `agent scenarios are required, but ${options.unavailable.missing}: set the secret or use ${settingSaid(options, 'agent', 'auto')}`,
            }
            : {
                kind: 'skip',
                reason: `agent scenario not run: ${options.unavailable.reason}`,
                advice: (scenario) => recordAdvice(scenario, options.agent?.serverFlags),
            };
    }
    return {
        kind: 'run',
        source: (0,source/* lazyAnthropicSource */.Y)({
            provider,
            liveSecrets: options.secrets,
            ...(options.agent?.timeoutMs !== undefined && { timeoutMs: options.agent.timeoutMs }),
        }),
        model: options.agent?.model ?? defaults/* DEFAULT_AGENT_MODEL */.qj,
        budget: { limit: options.agent?.tokenBudget, used: 0 },
        usage: { calls: 0, tokens: (0,types/* emptyUsage */.ly)() },
    };
}
/**
 * The command that records a scenario for replay, with its file as the workspace names it and the
 * run's server flags (so it records against the same server): what a scenario with no recording
 * says when it is run without a key.
 */
function recordAdvice(scenario, serverFlags) {
    const command = ['npx mcp-scenario-eval record-agent', (0,shell/* shellWord */.r)(scenario.position.file), serverFlags]
        .filter(Boolean)
        .join(' ');
    return `\`${command}\` (with ANTHROPIC_API_KEY, or Bedrock/Vertex credentials: --provider) records it for replay without a key`;
}
/**
 * Why a scenario errors under `agent-replay` (`replay`: the setting as the face words it) when its
 * recording does not exist: the recording it looked for, as the reports name it, and the command
 * that makes it.
 */
function forcedReplayMissing(scenario, replay, serverFlags) {
    return (`${NO_RECORDING_REASON}: replay was asked for (${replay}) ` +
        `and ${(0,recording/* recordingLabel */.w8)(scenario)} does not exist; ${recordAdvice(scenario, serverFlags)}`);
}
function agentUsageOf(options, plan) {
    return {
        mode: options.agent?.mode ?? 'auto',
        model: options.agent?.model ?? defaults/* DEFAULT_AGENT_MODEL */.qj,
        ...(plan.kind === 'skip' && { skippedBecause: plan.reason }),
        ...(plan.kind === 'run' && plan.replay && { replayed: true }),
        ...(options.agent?.tokenBudget !== undefined && { tokenBudget: options.agent.tokenBudget }),
        ...(options.agent?.costBudgetUsd !== undefined && { costBudgetUsd: options.agent.costBudgetUsd }),
        calls: 0,
        tokens: (0,types/* emptyUsage */.ly)(),
    };
}
//# sourceMappingURL=plan.js.map
;// CONCATENATED MODULE: ./lib/kinds/agent/kind.js






const agentKind = {
    kind: 'agent',
    key: 'prompt',
    alsoKeys: ['prompts', 'prompt_from'],
    called: { one: 'an agent scenario', many: 'agent scenarios' },
    // A model right 60% of the time fails one era or the other by chance: a difference between eras
    // is noise, and a scenario that must pass twice no longer has the error rates its rule states.
    oneEraBecause: 'their trials are random, not a parity signal',
    keys: agent_keys/* agentKeys */._N,
    nested: { prompt_from: { keys: prompt_from/* PROMPT_FROM_KEYS */.xQ } },
    build: buildAgent,
    gate(scenario, options) {
        const plan = options.agent;
        if (plan?.kind === 'run') {
            const error = plan.error?.(scenario);
            if (error !== undefined)
                return { error };
            const noRecording = plan.skip?.(scenario);
            if (noRecording !== undefined)
                return { skip: noRecording, code: 'no_recording' };
            const judgeOnly = notJudgedOnly(scenario, options);
            return judgeOnly === undefined ? undefined : { skip: judgeOnly };
        }
        // Decided before any server starts: skipping (no key under `agent: auto`) costs nothing.
        const reason = plan?.reason ?? 'agent scenarios are not enabled in this run';
        if (plan?.kind === 'fail')
            return { error: reason };
        if (plan?.kind !== 'skip')
            return { skip: reason, code: 'agent_not_enabled' };
        const advice = plan.advice?.(scenario);
        return { skip: advice ? `${reason}; ${advice}` : reason, code: 'agent_plan' };
    },
    run(scenario, { keeper, sessions, options, lists, reached }) {
        // The gate let only a run plan through.
        const plan = options.agent;
        return runAgentScenario(scenario, keeper.session, {
            plan,
            judge: options.judge,
            acquire: () => sessions.acquire(),
            release: (session) => sessions.release(session),
            timeoutMs: options.timeoutMs,
            lists,
            secrets: options.secrets ?? [],
            concurrency: options.concurrency ?? 1,
            reached,
        });
    },
    // What it asks the model to call: a call the model makes unasked covers nothing, no check holds it.
    // The prompt its request is rendered from (prompt_from) is read.
    named: (scenario) => ({
        tools: scenario.agent.expectedCalls.map((call) => call.tool),
        ...(scenario.agent.promptFrom && { prompts: [scenario.agent.promptFrom.name] }),
    }),
    // A call the model made reached the server unless it was refused; its prompt_from was rendered
    // (prompts/get) when any trial ran.
    reached(scenario, result) {
        const trials = result.agent?.trials ?? [];
        return {
            tools: trials.flatMap((trial) => trial.calls.filter((call) => !call.refused).map((call) => call.tool)),
            ...(scenario.agent.promptFrom && trials.length > 0 && { prompts: [scenario.agent.promptFrom.name] }),
        };
    },
    // On several models, one row per model from here on: the plan, the recordings and the reports see ordinary scenarios.
    expand: (scenario, settings) => (0,models/* expandModel */.uD)(scenario, settings.agent?.models),
    // Keys, replay, record gating, the baseline, the token budget and the recorder: kinds/agent/plan.ts.
    plan: planAgentRun,
};
/**
 * Why a scenario whose only checks are judge criteria is not run, in a run that does not judge them
 * (judge off, or no key): every trial would have no check evaluated, and a trial no check looked at
 * is not a pass (it would count toward the rate, and toward a baseline row a judged run then reads as
 * a drop). Undefined when it has a check of its own, or its criteria are judged (or fail: `required`).
 */
function notJudgedOnly(scenario, options) {
    const spec = scenario.agent;
    const ownChecks = spec.expectedCalls.length +
        spec.forbiddenTools.length +
        (spec.maxCalls ? 1 : 0) +
        scenario.expectedContains.length +
        scenario.expectedNotContains.length;
    if (ownChecks > 0 || scenario.expectedJudge.length === 0 || options.judge.kind !== 'skip')
        return undefined;
    // The judge plan's reason, as a tool sequence's skipped criteria say it ("not judged: judge is off").
    const why = options.judge.reason.replace(/^not judged: /, '');
    return `no trial was run: its only checks are judge criteria (expected_judge), and they are not judged: ${why}`;
}
//# sourceMappingURL=kind.js.map
// EXTERNAL MODULE: ./lib/kinds/tool-sequence/steps/index.js + 8 modules
var tool_sequence_steps = __webpack_require__(6103);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./lib/checks/save-pattern.js

/**
 * JavaScript's line terminators other than `\n`. JavaScript's `^` and `$` (multi-line) match at
 * each of them and its `.` matches none; RE2's treat only `\n` so. Each is read as a `\n` (in the
 * text, and where a pattern names one), so that `^id: (.*)$` on a server's `\r\n` lines saves `9`
 * and not `9\r`, as it did on JavaScript's engine. One character for one, so the groups' positions
 * are those of the text as the server gave it, and the value saved is cut from that text.
 */
const OTHER_LINE_TERMINATORS = /[\r\u2028\u2029]/g;
/**
 * JavaScript's `\s`, in JavaScript syntax (RE2's own `\s` is ASCII only: no `\v`, no no-break
 * space). Without the terminators read as `\n`, which no text holds once they are.
 */
const JS_WHITESPACE = '\\t\\n\\v\\f \\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000\\ufeff';
/**
 * Compiles a `save` pattern, already known to be valid JavaScript syntax, for RE2, multi-line as
 * SAVE_PATTERN_FLAGS says for the JavaScript check (`^` and `$` match at each line of the output). Throws an Error
 * whose message says why it cannot run there (a backreference, a lookaround, or RE2's own reason).
 */
function compileSavePattern(source) {
    const { translated, unsupported } = forRe2(source);
    if (unsupported) {
        throw new Error(`it uses ${unsupported}, which the linear-time engine (RE2) that runs save patterns does not support ` +
            '(so that no server output can stall the run); write out the text around the value instead (literal text, or groups (?: ))');
    }
    let compiled;
    try {
        compiled = build/* RE2JS */.L3.compile(build/* RE2JS */.L3.translateRegExp(translated), build/* RE2JS */.L3.MULTILINE);
    }
    catch (error) {
        throw new Error(`the linear-time engine (RE2) that runs save patterns cannot compile it: ${error.message}`, { cause: error });
    }
    const groups = compiled.groupCount();
    return {
        source,
        exec: (text) => {
            const matcher = compiled.matcher(text.replace(OTHER_LINE_TERMINATORS, '\n'));
            if (!matcher.find())
                return null;
            const found = [];
            for (let group = 0; group <= groups; group++) {
                const start = matcher.start(group);
                found.push(start < 0 ? undefined : text.slice(start, matcher.end(group)));
            }
            return found;
        },
    };
}
/**
 * The pattern with JavaScript's meaning kept where RE2's differs (the line terminators, `\s` and
 * `\S`), and the first construct RE2 cannot run (a backreference or a lookaround), if it has one.
 */
function forRe2(source) {
    let translated = '';
    let inClass = false;
    for (let index = 0; index < source.length; index++) {
        const char = source[index];
        if (char === '\\') {
            const next = source[index + 1] ?? '';
            if (!inClass && /[1-9]/.test(next))
                return { translated, unsupported: `a backreference (\`\\${next}\`)` };
            if (!inClass && next === 'k' && source[index + 2] === '<')
                return { translated, unsupported: 'a named backreference (`\\k<…>`)' };
            const unicode = /^u(2028|2029)/i.test(source.slice(index + 1, index + 6));
            if (next === 'r' || unicode) {
                translated += '\\n';
                index += unicode ? 5 : 1;
                continue;
            }
            if (next === 's')
                translated += inClass ? JS_WHITESPACE : `[${JS_WHITESPACE}]`;
            // Inside a class RE2's own \S stays: a class cannot hold the complement of a list.
            else if (next === 'S' && !inClass)
                translated += `[^${JS_WHITESPACE}]`;
            else
                translated += char + next;
            index++;
            continue;
        }
        if (char === '\r' || char === '\u2028' || char === '\u2029') {
            translated += '\\n';
            continue;
        }
        translated += char;
        if (inClass) {
            if (char === ']')
                inClass = false;
            continue;
        }
        if (char === '[') {
            inClass = true;
            continue;
        }
        if (char !== '(' || source[index + 1] !== '?')
            continue;
        const head = source.slice(index, index + 4);
        if (head.startsWith('(?='))
            return { translated, unsupported: 'a lookahead (`(?=…)`)' };
        if (head.startsWith('(?!'))
            return { translated, unsupported: 'a negative lookahead (`(?!…)`)' };
        if (head === '(?<=')
            return { translated, unsupported: 'a lookbehind (`(?<=…)`)' };
        if (head === '(?<!')
            return { translated, unsupported: 'a negative lookbehind (`(?<!…)`)' };
    }
    return { translated };
}
//# sourceMappingURL=save-pattern.js.map
// EXTERNAL MODULE: ./lib/kinds/tool-sequence/references.js
var references = __webpack_require__(57084);
;// CONCATENATED MODULE: ./lib/kinds/tool-sequence/build.js







/** A step's `elicitation` or `sampling` as a list of rounds (a mapping is one round), each with its path in the document. */
function scriptRounds(value, path) {
    if (value === undefined)
        return [];
    return Array.isArray(value)
        ? value.map((answer, index) => ({ answer, path: [...path, index] }))
        : [{ answer: value, path }];
}
function elicitationScript(step, index, positionOf) {
    return scriptRounds(step.elicitation, ['tool_sequence', index, 'elicitation']).map(({ answer, path }) => ({
        action: answer.action,
        content: answer.content,
        position: positionOf(path),
    }));
}
function samplingScript(step, index, positionOf) {
    return scriptRounds(step.sampling, ['tool_sequence', index, 'sampling']).map(({ answer, path }) => ({
        text: answer.text,
        model: answer.model,
        stopReason: answer.stop_reason,
        position: positionOf(path),
    }));
}
/**
 * `content` goes with `accept` only: the protocol sends no values with a decline or a cancel, so
 * content written there would be dropped without a word.
 */
function scriptErrors(toolSequence, positionOf) {
    return toolSequence.flatMap((step, index) => scriptRounds(step.elicitation, ['tool_sequence', index, 'elicitation']).flatMap(({ answer, path }) => {
        if (answer.action === 'accept' || answer.content === undefined)
            return [];
        return [
            {
                position: positionOf([...path, 'content']),
                message: `\`${(0,positions/* pathLabel */.m)(path)}\` has action: ${answer.action} with \`content\`, but only an accept sends ` +
                    'content back to the server: remove `content`, or make the action accept',
            },
        ];
    }));
}
/** Where a step's parts stand, for its kind's `read`. */
function stepAt(index, positionOf) {
    return { label: `tool_sequence[${index}]`, of: (...path) => positionOf(['tool_sequence', index, ...path]) };
}
function buildToolSequence(data, at) {
    const { of: positionOf, keyOf: keyPositionOf } = at;
    const toolSequence = data.tool_sequence ?? [];
    // Literals and Object.assign, not spreads into a literal of many keys: V8 gives each object built
    // that way a hidden class of its own, slow to build and kept per scenario (issue 41).
    const scenario = Object.assign((0,common_keys/* commonFields */.dG)(data, at), {
        kind: 'tool-sequence',
        roots: data.roots?.map((root) => (typeof root === 'string' ? { uri: root } : root)),
        steps: [],
    });
    // Each step's own fields come from its kind (steps/), which also says which keys go together.
    const kindErrors = [];
    for (const [index, step] of toolSequence.entries()) {
        const read = (0,tool_sequence_steps/* readStep */.jg)(step, stepAt(index, positionOf));
        kindErrors.push(...read.errors);
        const common = {
            expectError: step.expect_error !== false,
            timeoutMs: step.timeout_ms,
            position: positionOf(['tool_sequence', index]),
            expectedContains: (0,positions/* locatedList */.r)(at, ['tool_sequence', index, 'expected_contains'], step.expected_contains),
            expectedNotContains: (0,positions/* locatedList */.r)(at, ['tool_sequence', index, 'expected_not_contains'], step.expected_not_contains),
            save: Object.entries(step.save ?? {}).map(([name, pattern]) => ({
                name,
                pattern,
                position: positionOf(['tool_sequence', index, 'save', name]),
            })),
            elicitation: elicitationScript(step, index, positionOf),
            sampling: samplingScript(step, index, positionOf),
        };
        scenario.steps.push(Object.assign(read.step, common));
    }
    const checkLists = [
        ...toolSequence.flatMap((step, index) => [
            [['tool_sequence', index, 'expected_contains'], step.expected_contains],
            [['tool_sequence', index, 'expected_not_contains'], step.expected_not_contains],
        ]),
        ...common_keys/* CHECK_KEYS */.KO.map((key) => [[key], data[key]]),
    ];
    const flowErrors = [
        ...kindErrors,
        ...savesAndReferences(scenario.steps, positionOf, keyPositionOf),
        ...savedNamesInChecks(scenario.steps, checkLists, positionOf),
        ...scriptErrors(toolSequence, positionOf),
    ];
    // A `save` is not a check of its own: it fails only when its pattern misses, which says nothing
    // about whether the output is right. Nor is an `elicitation` or `sampling` script: it says what the
    // client answers, and fails only when the server's requests and the script part ways, which says
    // nothing of what the tool then returned.
    const hasCheck = scenario.expectedContains.length + scenario.expectedNotContains.length + scenario.expectedJudge.length > 0 ||
        scenario.steps.some((step) => step.expectError || step.expectedContains.length + step.expectedNotContains.length > 0);
    if (!hasCheck) {
        return {
            errors: [
                ...flowErrors,
                {
                    position: scenario.position,
                    message: `scenario "${scenario.name}" has no check, so it could never fail: add an entry to ` +
                        `${common_keys/* CHECK_KEYS */.KO.map((key) => `\`${key}\``).join(', ')}, give a step its own ` +
                        `${tool_sequence_steps/* STEP_CHECK_KEYS */.Z2.map((key) => `\`${key}\``).join(' or ')}, or give a step \`expect_error: true\``,
                },
            ],
        };
    }
    if (flowErrors.length > 0)
        return { errors: flowErrors };
    return { scenario, errors: [] };
}
/**
 * The errors a document the schema refused still shows in its saves and references (checked on
 * the parts that have the right shape), so that a misspelt key does not hide them until next run.
 */
function lenientToolSequenceErrors(input, at) {
    const lenient = lenientParts(input, at.of);
    return [
        ...savesAndReferences(lenient.steps, at.of, at.keyOf),
        ...savedNamesInChecks(lenient.steps, lenient.checkLists, at.of),
    ];
}
/**
 * The steps and check lists of a document that the schema refused, as far as they have the right
 * shape (a step's `args` mapping, its `save` entries with valid names and string patterns, lists of
 * strings): enough to check saves and references, whose own mistakes the schema cannot see.
 */
function lenientParts(input, positionOf) {
    const strings = (value) => Array.isArray(value) ? value.filter((item) => typeof item === 'string') : undefined;
    const root = (0,json/* isObject */.Gv)(input) ? input : {};
    const rawSteps = Array.isArray(root.tool_sequence) ? root.tool_sequence : [];
    const steps = rawSteps.map((raw, index) => {
        const step = (0,json/* isObject */.Gv)(raw) ? raw : {};
        const save = (0,json/* isObject */.Gv)(step.save) ? step.save : {};
        return {
            kind: 'tool',
            tool: typeof step.tool === 'string' ? step.tool : '',
            args: (0,json/* isObject */.Gv)(step.args) ? step.args : {},
            expectError: false,
            position: positionOf(['tool_sequence', index]),
            expectedContains: [],
            expectedNotContains: [],
            save: Object.entries(save)
                .filter((entry) => tool_sequence_steps/* SAVE_NAME_PATTERN */.ji.test(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '')
                .map(([name, pattern]) => ({ name, pattern, position: positionOf(['tool_sequence', index, 'save', name]) })),
        };
    });
    const checkLists = [
        ...rawSteps.flatMap((raw, index) => tool_sequence_steps/* STEP_CHECK_KEYS */.Z2.map((key) => [
            ['tool_sequence', index, key],
            strings((0,json/* isObject */.Gv)(raw) ? raw[key] : undefined),
        ])),
        ...common_keys/* CHECK_KEYS */.KO.map((key) => [[key], strings(root[key])]),
    ];
    return { steps, checkLists };
}
/**
 * `save` patterns compile and have exactly one capture group; every `${name}` in args is well formed
 * and names a value an earlier step saves. All found at load, so a typo never costs a run.
 */
function savesAndReferences(steps, positionOf, keyPositionOf) {
    const errors = [];
    const saved = new Map();
    for (const [index, step] of steps.entries()) {
        // What `${name}` is substituted in (a tool's `args`, a resource's URI), and where it stands.
        const inputs = (0,tool_sequence_steps/* stepKindOf */.mA)(step).inputs(step);
        const inputsPath = ['tool_sequence', index, ...inputs.at];
        // Only values are substituted: a `${name}` in a key would be sent as written, silently.
        for (const [mapPath, key] of (0,references/* keysIn */.q7)(inputs.values)) {
            if (!key.includes('${'))
                continue;
            const path = [...inputsPath, ...mapPath];
            errors.push({
                position: keyPositionOf(path, key),
                message: `\`${(0,positions/* pathLabel */.m)(path)}\` has the key ${JSON.stringify(key)}: \${name} is substituted in values only, ` +
                    'never in keys, so this key would be sent as written; put the reference in a value',
            });
        }
        for (const [argPath, value] of (0,references/* stringsIn */.QQ)(inputs.values)) {
            // Without a `$` a value holds no reference and no malformed one: parsePieces would find nothing.
            if (!value.includes('$'))
                continue;
            const path = [...inputsPath, ...argPath];
            const label = (0,positions/* pathLabel */.m)(path);
            const parsed = (0,references/* parsePieces */.Ho)(value);
            if ('error' in parsed) {
                errors.push({ position: positionOf(path), message: `\`${label}\`: ${parsed.error}` });
                continue;
            }
            for (const piece of parsed.pieces) {
                if (!('ref' in piece) || saved.has(piece.ref))
                    continue;
                const later = steps.findIndex((other, at) => at >= index && other.save.some((rule) => rule.name === piece.ref));
                const known = [...saved.keys()];
                const suggestion = (0,closest/* closest */.kp)(piece.ref, known);
                errors.push({
                    position: positionOf(path),
                    message: `\`${label}\` uses \${${piece.ref}}, ` +
                        (later >= 0
                            ? `but it is saved only by step ${later + 1} (\`tool_sequence[${later}].save\`), after its value is needed: ` +
                                'a value can be used only by the steps after the one that saves it'
                            : 'but no earlier step saves it' +
                                (suggestion
                                    ? `: did you mean \${${suggestion}}?`
                                    : known.length > 0
                                        ? `; the saved names are: ${known.join(', ')}`
                                        : `; add \`save: {${piece.ref}: "<regex with one (group)>"}\` to an earlier step`)) +
                        ' (write $${ for a literal ${)',
                });
            }
        }
        for (const rule of step.save) {
            // Known from here on even when its pattern is wrong: that is one mistake, reported once below,
            // not once more at every step that uses the name.
            saved.set(rule.name, index);
            const label = (0,positions/* pathLabel */.m)(['tool_sequence', index, 'save', rule.name]);
            let pattern;
            try {
                pattern = new RegExp(rule.pattern, references/* SAVE_PATTERN_FLAGS */.$7);
            }
            catch (error) {
                errors.push({
                    position: rule.position,
                    message: `\`${label}\` is not a valid regular expression (JavaScript syntax): ${error.message}`,
                });
                continue;
            }
            try {
                compileSavePattern(rule.pattern);
            }
            catch (error) {
                errors.push({
                    position: rule.position,
                    message: `\`${label}\` ${JSON.stringify(rule.pattern)} cannot be used: ${error.message}`,
                });
                continue;
            }
            const groups = (0,references/* captureGroupCount */.PQ)(pattern);
            if (groups !== 1) {
                errors.push({
                    position: rule.position,
                    message: `\`${label}\` must have exactly one capture group, the part to save, but ${JSON.stringify(rule.pattern)} has ${groups}` +
                        (groups === 0
                            ? ': put the part to save in ( )'
                            : ': keep ( ) around the part to save and write the other groups as (?: )'),
                });
            }
        }
    }
    return errors;
}
/**
 * A check's text that names a saved value as `${name}`: only args are substituted, so the check
 * would look for the characters `${name}` themselves, and an `expected_not_contains` would pass
 * whatever the server said. Text with a `${…}` that names no saved value is left alone: it may
 * well be what the output holds.
 */
function savedNamesInChecks(steps, lists, positionOf) {
    const names = new Set(steps.flatMap((step) => step.save.map((rule) => rule.name)));
    if (names.size === 0)
        return [];
    const errors = [];
    for (const [listPath, values] of lists) {
        for (const [index, value] of (values ?? []).entries()) {
            const name = [...value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g)]
                .map((match) => match[1])
                .find((ref) => names.has(ref));
            if (name === undefined)
                continue;
            const path = [...listPath, index];
            errors.push({
                position: positionOf(path),
                message: `\`${(0,positions/* pathLabel */.m)(path)}\` holds \${${name}}, the name of a saved value, but saved values are substituted ` +
                    `only in later steps' args: this check would look for the text "\${${name}}" as written`,
            });
        }
    }
    return errors;
}
//# sourceMappingURL=build.js.map
// EXTERNAL MODULE: ./lib/kinds/tool-sequence/keys.js
var keys = __webpack_require__(25802);
// EXTERNAL MODULE: ./lib/mcp/keeper.js
var mcp_keeper = __webpack_require__(73320);
// EXTERNAL MODULE: ./lib/mcp/render.js
var render = __webpack_require__(40794);
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
// EXTERNAL MODULE: ./lib/checks/poisoning.js
var poisoning = __webpack_require__(23785);
;// CONCATENATED MODULE: ./lib/kinds/tool-sequence/run.js
/**
 * Runs a tool-sequence scenario: the server's lists read once, every step pre-checked, then the
 * calls in order on one session, each step's checks and saves, the joined output's checks, and
 * the judge's criteria.
 */











async function runToolSequence(scenario, context) {
    const { keeper, sessions, options, base, started } = context;
    const steps = [];
    const checks = [];
    let error;
    let lists;
    // The count of list changes the server had announced when `lists` was read.
    let listsAt = 0;
    // Resources, templates and prompts are read only when a step needs them.
    const others = scenario.steps.some((step) => needs(step) !== 'tools');
    const readLists = async (refresh) => {
        try {
            const changes = (0,client_requests/* toolListChangesOf */.jt)(keeper.session.client);
            lists = await keeper.run((session) => context.lists(session, { refresh, others }));
            listsAt = changes;
            return undefined;
        }
        catch (caught) {
            const loss = keeper.session.loss?.(caught);
            const why = caught instanceof mcp_keeper/* SessionDroppedError */.tP ? caught.message : loss ? loss.reason : keeper.session.explain(caught);
            return (0,mcp_tools/* toolListError */.vm)(why);
        }
    };
    error = await readLists(false);
    // The server said its list changed since (at connect, say): the list is read again before the first step.
    if (!error && (0,client_requests/* toolListChangesOf */.jt)(keeper.session.client) !== listsAt)
        error = await readLists(true);
    // A server that says a list may change (tools.listChanged, resources.listChanged, prompts.listChanged)
    // may add to it during the scenario: once the first step names what the server has (a call is made
    // first), a later step naming a tool, resource or prompt not listed yet is checked just before it
    // runs, against the lists read again then, not refused now.
    const capabilities = keeper.session.client.getServerCapabilities();
    const mayChange = (step) => capabilities?.[needs(step)]?.listChanged === true;
    // The steps whose unknown name waits for the lists read again just before them.
    const deferred = new Set();
    if (lists) {
        const found = scenario.steps.map((step) => (0,tool_sequence_steps/* stepKindOf */.mA)(step).precheck(step, lists));
        const firstKnown = !found[0].some((problem) => problem.problem === 'unknown_name');
        const problems = scenario.steps.flatMap((step, index) => {
            const defer = firstKnown && index > 0 && mayChange(step);
            const kept = found[index].filter((problem) => !(defer && problem.problem === 'unknown_name'));
            if (kept.length < found[index].length)
                deferred.add(step);
            return kept;
        });
        checks.push(...problems);
        if (problems.length > 0) {
            const missing = [
                ...new Set(problems
                    .filter((problem) => problem.problem === 'unknown_name')
                    .map((problem) => JSON.stringify(problem.subject))),
            ];
            const onlyTools = scenario.steps.every((step) => needs(step) === 'tools');
            const things = onlyTools
                ? missing.length === 1
                    ? 'a tool'
                    : 'tools'
                : missing.length === 1
                    ? 'something'
                    : 'things';
            error =
                missing.length > 0
                    ? `the tool sequence names ${things} the server lacks (${missing.join(', ')}); no ${onlyTools ? 'tool was called' : 'step was run'}`
                    : onlyTools
                        ? "a step's arguments do not match the tool's input schema; no tool was called"
                        : `${problems[0].message}; no step was run`;
        }
    }
    // Values saved by `save` entries so far, for the `${name}` references of later steps' args.
    const saved = new Map();
    const hints = (0,checks_text/* scenarioHintBudget */.rw)(context.hints);
    // Set when a `save` missed, or the server's requests left the script: the later steps are not
    // called, but the server did answer, so the scenario failed rather than errored.
    let stoppedShort = false;
    // Set when a call failed because the server did (it ended, or stopped answering): its stderr says why.
    let serverFailed = false;
    for (const [index, step] of (error ? [] : scenario.steps).entries()) {
        const kind = (0,tool_sequence_steps/* stepKindOf */.mA)(step);
        const label = (0,tool_sequence_steps/* labelOf */.Wy)(step);
        const ref = { index: index + 1, tool: label };
        // The server said its tool list changed (during an earlier call), or this step names a tool it did
        // not list at first: the list is read again, and this step checked against it, before the call.
        const changed = (0,client_requests/* toolListChangesOf */.jt)(keeper.session.client) !== listsAt;
        if (lists && (changed || deferred.has(step))) {
            error = await readLists(true);
            if (error)
                break;
            const problems = kind.precheck(step, lists);
            if (problems.length > 0) {
                checks.push(...problems);
                const list = needs(step) === 'tools' ? 'tool list was' : 'lists were';
                const again = changed
                    ? `after the server said a list changed, its ${list} read again`
                    : `its ${list} read again before this step`;
                error =
                    problems[0].problem === 'unknown_name'
                        ? `the tool sequence names a ${step.kind} the server lacks (${JSON.stringify(label)}; ${again}); the steps from this one on were not called`
                        : `${problems[0].message} (${again}); the steps from this one on were not called`;
                break;
            }
        }
        // What `${name}` is substituted in: a tool's or a prompt's args, a resource's URI, a completion.
        const inputs = kind.inputs(step, lists);
        const values = (0,references/* hasInterpolation */.$g)(inputs.values) ? (0,references/* substitute */.V2)(inputs.values, saved, inputs.schema) : inputs.values;
        // Inputs with references could only be checked once their values were known: now.
        const problem = values === inputs.values || !lists ? undefined : kind.checkArguments(step, values, lists);
        if (problem) {
            checks.push(problem);
            error = `${problem.message}; the steps from this one on were not called`;
            break;
        }
        // What the request touches, said before it is sent (a completion reads nothing: not counted).
        const named = kind.named(step);
        for (const tool of named.tools)
            context.reached('tool', tool);
        for (const uri of named.resources ?? [])
            context.reached('resource', uri);
        for (const prompt of named.prompts ?? [])
            context.reached('prompt', prompt);
        const called = await kind.call(step, values, {
            keeper,
            timeoutMs: options.timeoutMs,
            secrets: options.secrets ?? [],
            roots: scenario.roots,
            lists,
        });
        const { result, check, fatal, stop } = called;
        // The output reaches the model: text hidden in it is how a server smuggles in instructions.
        const hidden = (0,poisoning/* hiddenText */.CZ)(result.text);
        if (hidden.length > 0)
            result.warnings = hidden.map((what) => `the output holds ${what}, which the model reads and the user does not see`);
        steps.push(result);
        checks.push(check);
        if (fatal) {
            error = fatal;
            serverFailed = called.serverFailed === true;
            break;
        }
        if (stop) {
            // What the call returned is not what the tool does when asked as the script says: its own
            // checks would only repeat the failure.
            stoppedShort = true;
            break;
        }
        const cutAtChars = (0,render/* wasCut */.Eu)(result.text) ? limits/* CALL_OUTPUT_LIMIT_CHARS */.Zk : undefined;
        for (const expected of step.expectedContains) {
            checks.push((0,checks_text/* checkContains */.cm)(result.text, expected, ref, { cutAtChars, hints }));
            await yieldAfterFailure(checks);
        }
        checks.push(...step.expectedNotContains.map((forbidden) => (0,checks_text/* checkNotContains */.jx)(result.text, forbidden, ref)));
        for (const rule of step.save) {
            // Compiled at load time too, where a pattern RE2 cannot run is refused.
            const pattern = compileSavePattern(rule.pattern);
            const laterSteps = index < scenario.steps.length - 1;
            const { check: saveCheck, value } = (0,checks_text/* applySave */.Wt)(result.text, { ...rule, pattern }, ref, laterSteps, hints);
            checks.push(saveCheck);
            await yieldAfterFailure(checks);
            if (value === undefined)
                stoppedShort = true;
            else
                saved.set(rule.name, value);
        }
        if (stoppedShort)
            break;
    }
    // The judge needs only the output: the server can go before it is asked.
    const stderr = keeper.session.stderr();
    await sessions.release(keeper.session, scenario.name);
    const output = steps.map((step) => step.text).join('\n');
    const ranToEnd = error === undefined && !stoppedShort;
    // A step's own content checks say nothing about whether the calls ran as expected: the judge
    // still grades the output when one of them fails, as it does when a scenario-level one fails.
    const stepsHeld = ranToEnd && checks.every((check) => (check.kind !== 'step' && check.kind !== 'save') || check.status === 'passed');
    if (ranToEnd) {
        const cutAtChars = steps.some((step) => (0,render/* wasCut */.Eu)(step.text)) ? limits/* CALL_OUTPUT_LIMIT_CHARS */.Zk : undefined;
        for (const expected of scenario.expectedContains) {
            checks.push((0,checks_text/* checkContains */.cm)(output, expected, undefined, { cutAtChars, hints }));
            await yieldAfterFailure(checks);
        }
        checks.push(...scenario.expectedNotContains.map((forbidden) => (0,checks_text/* checkNotContains */.jx)(output, forbidden)));
    }
    checks.push(...(await (0,judge/* gradeCriteria */.XZ)(scenario.expectedJudge, output, options.judge, stepsHeld ? undefined : 'not judged: the tool sequence did not run as expected')));
    // A criterion that could not be judged errors the scenario, unless a check of its own failed anyway.
    const { failed, error: judgeError, code: judgeCode } = (0,judge/* judgedOutcome */.uS)(checks);
    // Only an error of the judge's own is read as one (the run's headline then blames the judge).
    const errorCode = error === undefined && judgeError !== undefined ? judgeCode : undefined;
    error ??= judgeError;
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
        ...(errorCode && { errorCode }),
        skipReason: status === 'skipped' ? notEvaluatedReason(checks) : undefined,
        ...(status === 'skipped' && { skipCode: 'no_check_evaluated' }),
        stderr: status === 'passed' || status === 'skipped' ? undefined : stderr || undefined,
        ...(status === 'errored' && serverFailed && { serverFailed: true }),
        durationMs: performance.now() - started,
        steps,
        checks,
        output,
    };
}
function notEvaluatedReason(checks) {
    const why = checks.find((check) => check.status === 'skipped')?.message;
    return `no check was evaluated${why ? `: ${why}` : ''}`;
}
/**
 * After a failed check (whose closest-line hint took a few milliseconds), lets timers and I/O run:
 * the other scenarios' calls are answered and timed while this one's failures are explained.
 */
async function yieldAfterFailure(checks) {
    if (checks.at(-1)?.status === 'failed')
        await new Promise((resolve) => setImmediate(resolve));
}
/** The server's list a step is checked against: its capability says whether it may change. */
function needs(step) {
    return (0,tool_sequence_steps/* stepKindOf */.mA)(step).needs(step);
}
//# sourceMappingURL=run.js.map
;// CONCATENATED MODULE: ./lib/kinds/tool-sequence/index.js




/** `tool_sequence:`: fixed calls in order, their outputs joined and checked. */
const toolSequenceKind = {
    kind: 'tool-sequence',
    key: 'tool_sequence',
    called: { one: 'a tool sequence', many: 'tool sequences' },
    keys: keys/* toolSequenceKeys */.Cx,
    nested: keys/* toolSequenceNestedKeys */.vv,
    build: buildToolSequence,
    lenientErrors: lenientToolSequenceErrors,
    run: runToolSequence,
    named: (scenario) => {
        const named = scenario.steps.map(tool_sequence_steps/* namedByStep */.Pf);
        return {
            tools: named.flatMap((one) => one.tools),
            resources: named.flatMap((one) => one.resources ?? []),
            prompts: named.flatMap((one) => one.prompts ?? []),
        };
    },
};
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./lib/kinds/index.js



/** What a step names (a tool, a resource URI, a prompt), for coverage's matching of step results. */

const KINDS = {
    'tool-sequence': toolSequenceKind,
    agent: agentKind,
};
/** Every kind's own keys, in the registry's order: the scenario schema puts them between the common keys. */
const KIND_KEYS = { ...toolSequenceKind.keys, ...agentKind.keys };
const ALL_KINDS = Object.values(KINDS);
/** Every kind's nested keys (a step, a root, an elicitation answer…) by key name. */
const NESTED_KEYS = new Map(ALL_KINDS.flatMap((kind) => Object.entries(kind.nested ?? {})));
/** The keys of the mapping under `key` (and its shapes in words), as the kind that has it registers them. */
function nestedKeys(key) {
    return NESTED_KEYS.get(key);
}
/** Each kind's keys that make a scenario that kind, and its other keys: worked out once, not per document. */
const KIND_KEY_SETS = new Map(ALL_KINDS.map((kind) => {
    const own = [kind.key, ...(kind.alsoKeys ?? [])];
    return [kind, { own, others: Object.keys(kind.keys).filter((key) => !own.includes(key)) }];
}));
/**
 * The scenario of a document the schema accepted: the kind whose key it has builds it. A document
 * needs exactly one kind's key, and no key of another kind.
 */
function buildScenario(document, at) {
    const keysOf = (kind) => KIND_KEY_SETS.get(kind).own;
    const present = ALL_KINDS.filter((kind) => keysOf(kind).some((key) => document[key] !== undefined));
    if (present.length === 0) {
        return {
            errors: [
                {
                    position: at.root,
                    message: 'missing required key `tool_sequence` in the scenario: give the calls to make as `tool_sequence`, ' +
                        "or a `prompt` for an agent scenario (the model chooses the calls), or `prompt_from` to take the agent's request from a server prompt",
                },
            ],
        };
    }
    if (present.length > 1) {
        return {
            errors: [
                {
                    position: at.keyOf([], keysOf(present[1]).find((key) => document[key] !== undefined)),
                    message: 'a scenario has `tool_sequence` (fixed calls) or `prompt`/`prompt_from` (an agent scenario, where the model chooses the calls), ' +
                        'never both: remove one of them, or split it into two scenarios',
                },
            ],
        };
    }
    const kind = present[0];
    const stray = ALL_KINDS.filter((other) => other !== kind).flatMap((other) => KIND_KEY_SETS.get(other)
        .others.filter((key) => document[key] !== undefined)
        .map((key) => ({
        position: at.keyOf([], key),
        message: `\`${key}\` is a key of ${other.called.many} (with \`${other.key}:\`), but this scenario has \`${kind.key}\`: ` +
            `remove it, or make this ${other.called.one} by replacing ${kind.key} with a ${other.key}`,
    })));
    if (stray.length > 0)
        return { errors: stray };
    return kind.build(document, at);
}
/** What each kind still finds in a document the schema refused. */
function lenientErrors(input, at) {
    return ALL_KINDS.flatMap((kind) => kind.lenientErrors?.(input, at) ?? []);
}
function kindOf(scenario) {
    return KINDS[scenario.kind];
}
/**
 * Under `protocol: both`, why `scenario` runs in one era only (the newest the server serves), with
 * its kind's name (`agent scenarios`); undefined when it runs in each era, its results compared.
 */
function oneEraOnly(scenario) {
    const kind = kindOf(scenario);
    return kind.oneEraBecause === undefined ? undefined : { kinds: kind.called.many, because: kind.oneEraBecause };
}
/** What a scenario touches on the server, for coverage. */
function namedBy(scenario) {
    return kindOf(scenario).named(scenario);
}
/** What a scenario's result shows reached the server beyond its steps' results, as its kind reads it (coverage). */
function reachedBy(scenario, result) {
    return kindOf(scenario).reached?.(scenario, result);
}
/**
 * The scenarios a run of these settings runs at all: compare-variants runs the agent scenarios alone
 * (the others do not depend on the tools' wording).
 */
function runnable(scenarios, settings) {
    return settings.onlyAgent ? scenarios.filter((scenario) => scenario.kind === 'agent') : scenarios;
}
/** The selected scenarios as rows of this run: each kind expands its own (an agent scenario on several models). */
function expandSelected(selected, settings) {
    return selected.flatMap((scenario) => kindOf(scenario).expand?.(scenario, settings) ?? [scenario]);
}
/** Whether a scenario shares roots when the server asks (`roots:`): the run's client then offers them. */
function sharesRoots(scenario) {
    return 'roots' in scenario && scenario.roots !== undefined;
}
/**
 * Each kind's plan for this run, decided once before any server starts (keys, replay, record): the
 * kinds with a `plan` in the registry make theirs (agent scenarios: kinds/agent/plan.ts).
 */
async function planKinds(settings, selected) {
    const plans = (await Promise.all(ALL_KINDS.map((kind) => kind.plan?.(settings, selected)))).filter((plan) => plan !== undefined);
    const keeping = plans.filter((plan) => plan.kept !== undefined);
    return {
        options: Object.assign({}, ...plans.map((plan) => plan.options)),
        planned: (result) => plans.forEach((plan) => plan.planned?.(result)),
        ran: (result) => plans.forEach((plan) => plan.ran?.(result)),
        ...(keeping.length > 0 && {
            kept: (chosen, results) => keeping.flatMap((plan) => plan.kept(chosen, results)),
        }),
    };
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 79275:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ pathLabel),
/* harmony export */   r: () => (/* binding */ locatedList)
/* harmony export */ });
/** `tool_sequence[0].args.id`: a path as a scenario's author writes it. */
function pathLabel(path) {
    return path.reduce((label, key) => (typeof key === 'number' ? `${label}[${key}]` : label ? `${label}.${String(key)}` : String(key)), '');
}
/** The strings of a list in the document, each with where it stands. */
function locatedList(at, key, values) {
    return (values ?? []).map((value, index) => ({ value, position: at.of([...key, index]) }));
}
//# sourceMappingURL=positions.js.map

/***/ }),

/***/ 32052:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ promptArgumentProblems)
/* harmony export */ });
/**
 * What is wrong with these arguments for this prompt, as it declares them: arguments it does not
 * declare, required ones missing, values that are not text. Empty when they fit.
 */
function promptArgumentProblems(prompt, args) {
    const declared = new Set(prompt.arguments.map((argument) => argument.name));
    const problems = [];
    const undeclared = Object.keys(args).filter((name) => !declared.has(name));
    if (undeclared.length > 0) {
        problems.push(`it declares no argument ${undeclared.map((name) => JSON.stringify(name)).join(', ')} ` +
            `(its arguments: ${[...declared].join(', ') || 'none'})`);
    }
    const missing = prompt.arguments.filter((argument) => argument.required && !Object.hasOwn(args, argument.name));
    if (missing.length > 0) {
        problems.push(`the required argument${missing.length > 1 ? 's' : ''} ${missing.map((one) => JSON.stringify(one.name)).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`);
    }
    const notText = Object.entries(args).filter(([, value]) => value !== null && typeof value === 'object');
    if (notText.length > 0) {
        problems.push(`prompt arguments are strings, but ${notText.map(([name]) => JSON.stringify(name)).join(', ')} ${notText.length > 1 ? 'are' : 'is'} not text`);
    }
    return problems;
}
//# sourceMappingURL=prompt-arguments.js.map

/***/ }),

/***/ 25802:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cx: () => (/* binding */ toolSequenceKeys),
/* harmony export */   KC: () => (/* reexport safe */ _steps_index_js__WEBPACK_IMPORTED_MODULE_0__.KC),
/* harmony export */   vv: () => (/* binding */ toolSequenceNestedKeys)
/* harmony export */ });
/* unused harmony export rootSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55156);
/* harmony import */ var _steps_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6103);
/**
 * The keys of a tool-sequence scenario (`tool_sequence:`, `roots:`): merged into the scenario schema
 * and the JSON Schema by the scenario format (scenario/schema.ts). A step's keys are its kinds' and
 * the shared ones, from the registry of step kinds (steps/index.ts).
 */



const rootSchema = zod__WEBPACK_IMPORTED_MODULE_1__.union([
    zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).describe('A root URI (file:///workspace/data).'),
    zod__WEBPACK_IMPORTED_MODULE_1__.strictObject({
        uri: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).describe('The root URI.'),
        name: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).optional().describe('A name for the root.'),
    }),
]);
const toolSequenceKeys = {
    tool_sequence: zod__WEBPACK_IMPORTED_MODULE_1__.array(_steps_index_js__WEBPACK_IMPORTED_MODULE_0__/* .stepSchema */ .SE)
        .min(1)
        .optional()
        .describe('Calls made in order, on one MCP session; at least one. A scenario has this or `prompt`, never both.'),
    roots: zod__WEBPACK_IMPORTED_MODULE_1__.array(rootSchema)
        .optional()
        .describe('What the client shares when the server asks for its roots (roots/list), as URIs or {uri, name}. ' +
        'Without it, a roots request during a call fails the step.'),
};
/** The mappings inside a tool-sequence scenario: a step, a root, and those inside a step. */
const toolSequenceNestedKeys = {
    tool_sequence: { keys: _steps_index_js__WEBPACK_IMPORTED_MODULE_0__/* .STEP_KEYS */ .KC },
    roots: { keys: ['uri', 'name'], shapes: 'a URI or a mapping with uri (and name)' },
    ..._steps_index_js__WEBPACK_IMPORTED_MODULE_0__/* .STEP_NESTED_KEYS */ .wZ,
};
//# sourceMappingURL=keys.js.map

/***/ }),

/***/ 57084:
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
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68884);
/**
 * `${name}` references in step arguments, to values that earlier steps `save` from their output.
 * The builder (build.ts) finds them (to reject a name used before it is saved) and run.ts substitutes them;
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
/**
 * The JSON types a schema allows, from its `type` keyword, or from every branch of an `anyOf` /
 * `oneOf` (how Python servers write an optional argument: `anyOf: [{type: integer}, {type: null}]`).
 * Undefined when it does not say (then the text stays a string).
 */
function schemaTypes(schema) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(schema))
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
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(schema) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(schema.properties))
        return undefined;
    return Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
}
function itemSchema(schema) {
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(schema) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(schema.items) ? schema.items : undefined;
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

/***/ 6103:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ji: () => (/* reexport */ SAVE_NAME_PATTERN),
  Z2: () => (/* reexport */ STEP_CHECK_KEYS),
  KC: () => (/* binding */ STEP_KEYS),
  wZ: () => (/* binding */ STEP_NESTED_KEYS),
  Wy: () => (/* binding */ steps_labelOf),
  Pf: () => (/* binding */ namedByStep),
  jg: () => (/* binding */ readStep),
  mA: () => (/* binding */ stepKindOf),
  SE: () => (/* binding */ stepSchema)
});

// UNUSED EXPORTS: STEP_KIND_KEYS

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(55156);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/client/dist/index.mjs + 7 modules
var dist = __webpack_require__(60855);
// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(54191);
// EXTERNAL MODULE: ./lib/mcp/client-requests.js + 3 modules
var client_requests = __webpack_require__(65188);
// EXTERNAL MODULE: ./lib/mcp/call-options.js
var call_options = __webpack_require__(61889);
// EXTERNAL MODULE: ./lib/mcp/errors.js
var errors = __webpack_require__(67933);
// EXTERNAL MODULE: ./lib/mcp/render.js
var render = __webpack_require__(40794);
;// CONCATENATED MODULE: ./lib/kinds/tool-sequence/steps/step.js
/** The error of a shared key a step kind does not take: `tool_sequence[0].args` cannot go with `resource`. */
function refused(at, kind, key, why) {
    return { position: at.of(key), message: `\`${at.label}.${key}\` cannot go with \`${kind}\`: ${why}` };
}
//# sourceMappingURL=step.js.map
// EXTERNAL MODULE: ./lib/mcp/keeper.js
var mcp_keeper = __webpack_require__(73320);
// EXTERNAL MODULE: ./lib/mcp/invalid-params.js
var invalid_params = __webpack_require__(34386);
// EXTERNAL MODULE: ./lib/mcp/session.js
var mcp_session = __webpack_require__(96960);
;// CONCATENATED MODULE: ./lib/kinds/tool-sequence/steps/failures.js
/**
 * How a step's call failed, in words, whatever its kind: a script of answers and the server's
 * requests parting, a session lost, a timeout, a closed connection, a protocol error. The tool
 * step and the requests (resource, prompt, completion) say it the same way.
 */




/** The step's failed check when the server's requests and the step's script parted, with every way they did. */
function requestsCheck(step, label, requests) {
    const problems = requests?.problems ?? [];
    if (problems.length === 0)
        return undefined;
    return {
        kind: 'step',
        subject: label,
        status: 'failed',
        position: problems.find((problem) => problem.position)?.position ?? step.position,
        message: problems.map((problem) => problem.message).join('; and '),
        // Only answers the server did not ask for: under protocol: both, an era that asked tells an era
        // difference of the server from a wrong script (run/eras.ts).
        ...(problems.every((problem) => problem.unasked) ? { problem: 'unasked_answer' } : {}),
    };
}
function describeStepFailure(error, keeper, timeoutMs, step, label, requests) {
    if (error instanceof mcp_keeper/* SessionDroppedError */.tP)
        return `${label} was not called: ${error.message}`;
    const loss = keeper.session.loss?.(error);
    if (loss?.refused) {
        // Refused again on the session opened for the retry.
        return `${label} was not called: ${loss.reason}; ${mcp_keeper/* REOPENED_ONCE */.VP}`;
    }
    if (loss) {
        return `${label} failed: ${loss.reason}, after the call was sent; it may already have run on the server, so it was not sent again`;
    }
    return `${label} failed: ${describeCallError(error, keeper.session, timeoutMs, step, requests)}`;
}
function describeCallError(error, session, timeoutMs, step, requests) {
    if ((0,errors/* isRequestTimeout */.B2)(error)) {
        const limit = step.timeoutMs !== undefined ? "the step's timeout_ms" : 'timeout-ms';
        // Each round answered was the server's to finish: the limit is on the whole call, not each round.
        const rounds = requests?.records.filter((record) => record.answered).length ?? 0;
        const during = rounds > 0
            ? [
                `the server asked the client for input ${rounds} time${rounds === 1 ? '' : 's'} during the call, each answered; ` +
                    `${limit} bounds the whole call, every round included`,
            ]
            : [];
        return [
            `no answer within ${timeoutMs} ms (${limit})`,
            ...during,
            ...extraNotes(session.explain(error), (0,mcp_session/* messageOf */.bD)(error)),
        ].join('; ');
    }
    if ((0,errors/* isConnectionClosed */.FY)(error)) {
        return [
            'the connection to the server closed during the call',
            ...extraNotes(session.explain(error), (0,mcp_session/* messageOf */.bD)(error)),
        ].join('; ');
    }
    const violation = (0,errors/* protocolViolationOf */.rh)(error);
    if (violation)
        return violation;
    if ((0,errors/* serverErrorOf */.jP)(error)) {
        // The SDK prefixes the server's own "MCP error -32603: …" message once more: say it once.
        const explained = session.explain(error).replace(/^(MCP error (-?\d+): )(?:MCP error \2: )+/, '$1');
        const hint = step.expectError && (0,errors/* serverErrorOf */.jP)(error)?.code === invalid_params/* INVALID_PARAMS */.l
            ? '; the server refused the arguments as invalid params, which is not the error of what the tool does that expect_error: true expects: ' +
                'fix the arguments, or write expect_error: invalid_arguments to test that the server refuses them'
            : '';
        return `the server answered with a protocol error: ${explained}${hint}`;
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
function firstLines(text) {
    const shown = text.split('\n').slice(0, 3).join(' ⏎ ');
    return shown.length > 300 ? `${shown.slice(0, 300)}…` : shown || '(no text)';
}
//# sourceMappingURL=failures.js.map
;// CONCATENATED MODULE: ./lib/kinds/tool-sequence/steps/request.js







/** A server's JSON-RPC error as a step's output: `error -32002: Resource not found`. */
function errorText(error) {
    // The SDK prefixes the server's message with "MCP error CODE: " (sometimes twice): said once.
    const message = error.message.replace(/^(?:MCP error -?\d+: )+/, '');
    return `error ${error.code}: ${message}`;
}
async function requestStep(step, context, request) {
    const { keeper, secrets } = context;
    const { label } = request;
    const started = performance.now();
    const timeout = step.timeoutMs ?? context.timeoutMs;
    const renewedBefore = keeper.renewedBecause;
    const checkBase = { kind: 'step', subject: label, position: step.position };
    let requests;
    let raw;
    let failure;
    try {
        raw = await keeper.run(async (session) => {
            // No script: what the server asks meanwhile is refused (roots: the scenario's), and what it tells
            // is kept with the step.
            const call = await (0,client_requests/* clientRequestsOf */.tO)(session.client)?.begin({ elicitation: [], sampling: [], roots: context.roots }, label, { timeoutMs: timeout });
            try {
                // The call's signal bounds it whole (call-options.ts) and routes its rounds to this step's script.
                const answered = await request.send(session, call ? { timeout, signal: call.signal } : (0,call_options/* wholeCallOptions */.c)(timeout));
                requests = call?.end(true);
                return answered;
            }
            catch (error) {
                requests = call?.end(false);
                throw error;
            }
        });
    }
    catch (error) {
        failure = error;
    }
    const result = (text, isError, error) => ({
        tool: label,
        position: step.position,
        text,
        isError,
        durationMs: performance.now() - started,
        ...(error ? { error } : {}),
        newSession: keeper.renewedBecause !== renewedBefore ? keeper.renewedBecause : undefined,
        ...(requests && requests.records.length > 0 ? { requests: requests.records } : {}),
        ...(requests && requests.leftOut > 0 ? { requestsLeftOut: requests.leftOut } : {}),
        ...(requests && requests.notifications.length > 0 ? { notifications: requests.notifications } : {}),
    });
    const scriptRefused = requestsCheck(step, label, requests);
    if (raw !== undefined) {
        const text = (0,render/* keptOutput */.Y1)(request.render(raw), secrets);
        if (scriptRefused)
            return { result: result(text, false), check: scriptRefused, stop: true };
        if (step.expectError) {
            return {
                result: result(text, false),
                check: {
                    ...checkBase,
                    status: 'failed',
                    message: `${request.method} ${label} succeeded, but the step says expect_error: true: ${firstLines(text)}`,
                },
            };
        }
        return { result: result(text, false), check: { ...checkBase, status: 'passed' } };
    }
    const answered = (0,errors/* serverErrorOf */.jP)(failure);
    if (answered) {
        // The server answered, with an error: the step's output for its own checks either way.
        const text = (0,render/* keptOutput */.Y1)(errorText(answered), secrets);
        if (step.expectError)
            return { result: result(text, true), check: { ...checkBase, status: 'passed' } };
        return {
            result: result(text, true),
            check: {
                ...checkBase,
                status: 'failed',
                message: `${request.method} ${label} was answered with a JSON-RPC error: ${firstLines(text)}` +
                    '; if that error is what this step tests, write expect_error: true',
            },
            // The server is left where the error put it: the steps after this one are not run.
            stop: true,
        };
    }
    const message = describeStepFailure(failure, keeper, timeout, step, label, requests);
    return {
        result: result('', false, message),
        check: { ...checkBase, status: 'failed', message },
        fatal: message,
        serverFailed: (0,errors/* isServerFailure */.Ab)(failure),
    };
}
/**
 * The errors of the shared keys a request (not a tool call) does not take: scripts of answers, and
 * `expect_error: invalid_arguments`, which tests a tool's input schema.
 */
function requestKeyErrors(document, at, kind) {
    const errors = [];
    if (document.elicitation !== undefined)
        errors.push(refused(at, kind, 'elicitation', 'only a tool call is answered from a script'));
    if (document.sampling !== undefined)
        errors.push(refused(at, kind, 'sampling', 'only a tool call is answered from a script'));
    if (document.expect_error === 'invalid_arguments') {
        errors.push(refused(at, kind, 'expect_error', "invalid_arguments tests a tool's input schema; write expect_error: true for a JSON-RPC error"));
    }
    return errors;
}
/** A failed pre-check of a step, with the name the server lacks and the closest it has. */
function unknownName(step, what, name, available, extra = '') {
    const names = [...available];
    const suggestion = (0,closest/* closest */.kp)(name, names);
    return {
        kind: 'step',
        subject: step.label,
        status: 'failed',
        position: step.position,
        problem: 'unknown_name',
        message: `the server has no ${what} "${name}"${extra}` +
            (suggestion ? `: did you mean "${suggestion}"?` : `; it has: ${names.join(', ') || `no ${what}s`}`),
    };
}
/** A failed pre-check of a step's arguments (or of what it asks to complete). */
function argumentsFailure(step, message) {
    return {
        kind: 'step',
        subject: step.label,
        status: 'failed',
        position: step.position,
        problem: 'arguments',
        message,
    };
}
/** A failed pre-check when the server's resources or prompts could not be read at all. */
function listsFailure(step, why) {
    return {
        kind: 'step',
        subject: step.label,
        status: 'failed',
        position: step.position,
        message: `could not read the server's resources and prompts: ${why}`,
    };
}
/**
 * A failed pre-check when a list this step needs reached the page cap (the message names it); undefined
 * when every list it needs was read whole. Only the lists named count: a prompt list that never ends
 * does not fail a resource step.
 */
function unreadListFailure(step, lists, needed) {
    const why = needed.map((name) => lists.unread?.[name]).find((reason) => reason !== undefined);
    if (why === undefined)
        return undefined;
    return { kind: 'step', subject: step.label, status: 'failed', position: step.position, message: why };
}
//# sourceMappingURL=request.js.map
;// CONCATENATED MODULE: ./lib/kinds/tool-sequence/steps/complete.js
/**
 * The `complete:` step: a `completion/complete` for one argument of a prompt or one variable of a
 * resource template, checked first against the server's lists (it declares completions; the prompt
 * or template is listed; the argument is the prompt's, or a variable of the template).
 */





/** A `complete:` step: the values the server suggests for one argument of a prompt or a resource template. */
const completeSchema = schemas.strictObject({
    prompt: schemas.string().min(1).optional().describe('The prompt whose argument is completed.'),
    resource: schemas.string()
        .min(1)
        .optional()
        .describe('The resource template (as listed: notes://{id}) whose variable is completed.'),
    argument: schemas.string().min(1).describe('The argument (or template variable) to complete.'),
    value: schemas.string().describe('What has been typed so far.'),
})
    .describe('completion/complete: one of `prompt` or `resource`, the `argument` and the `value` typed so far; the output is ' +
    'the values one a line, then `total: N` and `hasMore: true` when the server says them.');
const completeKeys = { complete: completeSchema.optional() };
/** The completion in a complete step's inputs: the step's own `complete` key, so that `${name}` paths name it. */
const completionOf = (values) => values.complete;
/**
 * A `completion/complete` result as checks see it: the values one a line, then `total: N` and
 * `hasMore: true` when the server says them.
 */
function renderCompletion(result) {
    const completion = (result.completion ?? {});
    const values = Array.isArray(completion.values) ? completion.values.map(String) : [];
    return [
        ...values,
        ...(completion.total !== undefined ? [`total: ${String(completion.total)}`] : []),
        ...(completion.hasMore !== undefined ? [`hasMore: ${String(completion.hasMore)}`] : []),
    ].join('\n');
}
/** `complete prompt summarize_note: style`: what messages and reports call the step. */
function labelOf({ complete: { prompt, resource, argument } }) {
    const target = prompt !== undefined ? `prompt ${prompt}` : `resource ${resource ?? ''}`;
    return `complete ${target}: ${argument}`;
}
const subject = (step) => ({ label: labelOf(step), position: step.position });
function variablesOf(template) {
    try {
        return new dist.UriTemplate(template).variableNames;
    }
    catch {
        return [];
    }
}
function completionProblem(completeStep, lists) {
    const step = subject(completeStep);
    if (lists.otherListsError)
        return listsFailure(step, lists.otherListsError);
    const { prompt, resource, argument } = completeStep.complete;
    if (!lists.completions) {
        return {
            kind: 'step',
            subject: step.label,
            status: 'failed',
            position: step.position,
            message: 'the server does not declare completions (its capabilities have no `completions`), so it cannot be asked for any',
        };
    }
    let names;
    let owner;
    if (prompt !== undefined) {
        const unread = unreadListFailure(step, lists, ['prompts']);
        if (unread)
            return unread;
        const listed = lists.prompts?.get(prompt);
        if (!listed)
            return unknownName(step, 'prompt', prompt, lists.prompts?.keys() ?? []);
        names = listed.arguments.map((one) => one.name);
        owner = `prompt ${prompt}`;
    }
    else {
        const unread = unreadListFailure(step, lists, ['templates']);
        if (unread)
            return unread;
        const templates = lists.templates ?? new Map();
        if (!templates.has(resource))
            return unknownName(step, 'resource template', resource, templates.keys());
        names = variablesOf(resource);
        owner = `resource template ${resource}`;
    }
    if (names.includes(argument))
        return undefined;
    const suggestion = (0,closest/* closest */.kp)(argument, names);
    return argumentsFailure(step, `${owner} has no argument "${argument}"` +
        (suggestion ? `: did you mean "${suggestion}"?` : `; it has: ${names.join(', ') || 'none'}`));
}
const completeStep = {
    key: 'complete',
    keys: completeKeys,
    nested: { complete: { keys: Object.keys(completeSchema.shape) } },
    read: (document, at) => {
        const complete = document.complete;
        const errors = [
            ...(document.args !== undefined
                ? [refused(at, 'complete', 'args', 'a completion takes its `argument` and `value` inside `complete`')]
                : []),
            ...requestKeyErrors(document, at, 'complete'),
        ];
        if ((complete.prompt === undefined) === (complete.resource === undefined)) {
            errors.push({
                position: at.of('complete'),
                message: `\`${at.label}.complete\` needs exactly one of \`prompt\` (a prompt's argument) or \`resource\` (a resource template's variable)`,
            });
        }
        return { step: { kind: 'complete', complete }, errors };
    },
    label: labelOf,
    inputs: (step) => ({ values: { complete: step.complete }, at: [] }),
    needs: (step) => (step.complete.prompt !== undefined ? 'prompts' : 'resources'),
    precheck(step, lists) {
        const problem = completionProblem(step, lists);
        return problem ? [problem] : [];
    },
    // Only `value` may hold `${name}`, and what is completed does not depend on it.
    checkArguments: () => undefined,
    call: (step, values, context) => requestStep(step, context, {
        method: 'completion/complete',
        label: labelOf(step),
        send: (session, options) => {
            const { prompt, resource, argument, value } = completionOf(values);
            const ref = prompt !== undefined
                ? { type: 'ref/prompt', name: prompt }
                : { type: 'ref/resource', uri: resource };
            return session.client.complete({ ref, argument: { name: argument, value } }, options);
        },
        render: renderCompletion,
    }),
    // A completion reads neither the prompt nor the template it completes an argument of: coverage
    // does not count it as read.
    named: () => ({ tools: [] }),
};
//# sourceMappingURL=complete.js.map
// EXTERNAL MODULE: ./lib/kinds/prompt-arguments.js
var prompt_arguments = __webpack_require__(32052);
;// CONCATENATED MODULE: ./lib/kinds/tool-sequence/steps/prompt.js
/**
 * The `prompt:` step: a `prompts/get` with the step's `args`, checked first against the server's
 * prompt list (the prompt exists; it declares every argument given, and every required one is given).
 */




const promptKeys = {
    prompt: schemas.string()
        .min(1)
        .optional()
        .describe('A prompt to get (prompts/get) with `args` as its arguments; its messages are the output as `ROLE: text` lines.'),
};
/** A prompt's arguments as the protocol has them: strings (a number or a boolean is sent as its text). */
function promptArguments(args) {
    return Object.fromEntries(Object.entries(args).map(([name, value]) => [name, String(value)]));
}
const prompt_subject = (step) => ({ label: step.prompt, position: step.position });
function argumentsProblem(step, args, lists) {
    const prompt = lists.prompts?.get(step.prompt);
    if (!prompt)
        return undefined;
    const problems = (0,prompt_arguments/* promptArgumentProblems */.Y)(prompt, args);
    if (problems.length === 0)
        return undefined;
    return argumentsFailure(prompt_subject(step), `the arguments of prompt ${step.prompt} do not fit the prompt: ${problems.join('; ')}`);
}
const promptStep = {
    key: 'prompt',
    keys: promptKeys,
    read: (document, at) => ({
        step: { kind: 'prompt', prompt: document.prompt ?? '', args: document.args ?? {} },
        errors: requestKeyErrors(document, at, 'prompt'),
    }),
    label: (step) => step.prompt,
    inputs: (step) => ({ values: step.args, at: ['args'] }),
    needs: () => 'prompts',
    precheck(step, lists) {
        if (lists.otherListsError)
            return [listsFailure(prompt_subject(step), lists.otherListsError)];
        const unread = unreadListFailure(prompt_subject(step), lists, ['prompts']);
        if (unread)
            return [unread];
        const prompts = lists.prompts ?? new Map();
        if (!prompts.has(step.prompt))
            return [unknownName(prompt_subject(step), 'prompt', step.prompt, prompts.keys())];
        // The argument names do not change when `${name}` values are filled in: checked now.
        const problem = argumentsProblem(step, step.args, lists);
        return problem ? [problem] : [];
    },
    checkArguments: (step, args, lists) => argumentsProblem(step, args, lists),
    call: (step, args, context) => requestStep(step, context, {
        method: 'prompts/get',
        label: step.prompt,
        send: (session, options) => session.client.getPrompt({ name: step.prompt, arguments: promptArguments(args) }, options),
        render: render/* renderPromptMessages */.FR,
    }),
    named: (step) => ({ tools: [], prompts: [step.prompt] }),
};
//# sourceMappingURL=prompt.js.map
// EXTERNAL MODULE: ./lib/kinds/tool-sequence/references.js
var references = __webpack_require__(57084);
;// CONCATENATED MODULE: ./lib/kinds/tool-sequence/steps/resource.js
/**
 * The `resource:` step: a `resources/read`, checked first against the server's lists (a listed
 * resource, or a URI one of its templates matches).
 */






const resourceKeys = {
    resource: schemas.string()
        .min(1)
        .optional()
        .describe('A resource URI to read (resources/read): a listed resource, or a URI a listed template matches (notes://1234). ' +
        'Its text contents are the output as they are (a blob as [blob MIME, N bytes]), several joined with a newline.'),
};
/** The URI in a resource step's inputs: the step's own `resource` key, so that `${name}` paths name it. */
const uriOf = (values) => String(values.resource ?? '');
/** Whether the server lists the URI, or a template of its matches it; a failed check when not. */
function uriProblem(step, uri, lists) {
    if (lists.otherListsError)
        return listsFailure(step, lists.otherListsError);
    const resources = lists.resources ?? new Map();
    const templates = lists.templates ?? new Map();
    if (resources.has(uri))
        return undefined;
    for (const template of templates.keys()) {
        try {
            if (new dist.UriTemplate(template).match(uri))
                return undefined;
        }
        catch {
            // A template that does not parse matches nothing.
        }
    }
    // Not found in what was read: if a list it could be in was cut at the page cap, that is why.
    const unread = unreadListFailure(step, lists, ['resources', 'templates']);
    if (unread)
        return unread;
    return unknownName(step, 'resource', uri, [...resources.keys(), ...templates.keys()], templates.size > 0 ? ', and none of its templates matches it' : '');
}
const resource_subject = (step) => ({ label: step.uri, position: step.position });
const resourceStep = {
    key: 'resource',
    keys: resourceKeys,
    read: (document, at) => ({
        step: { kind: 'resource', uri: document.resource ?? '' },
        errors: [
            ...(document.args !== undefined
                ? [
                    refused(at, 'resource', 'args', 'a resource read takes only its URI (a template is filled as written: notes://1234)'),
                ]
                : []),
            ...requestKeyErrors(document, at, 'resource'),
        ],
    }),
    label: (step) => step.uri,
    inputs: (step) => ({ values: { resource: step.uri }, at: [] }),
    needs: () => 'resources',
    precheck(step, lists) {
        // A URI with `${name}` is checked once its values are known, just before the call.
        if ((0,references/* hasInterpolation */.$g)(step.uri))
            return [];
        const problem = uriProblem(resource_subject(step), step.uri, lists);
        return problem ? [problem] : [];
    },
    checkArguments: (step, values, lists) => uriProblem(resource_subject(step), uriOf(values), lists),
    call: (step, values, context) => requestStep(step, context, {
        method: 'resources/read',
        label: step.uri,
        send: (session, options) => session.client.readResource({ uri: uriOf(values) }, options),
        render: render/* renderResourceContents */.DU,
    }),
    named: (step) => ({ tools: [], resources: [step.uri] }),
};
//# sourceMappingURL=resource.js.map
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
// EXTERNAL MODULE: ./lib/kinds/common-keys.js
var common_keys = __webpack_require__(76003);
;// CONCATENATED MODULE: ./lib/kinds/tool-sequence/steps/shared-keys.js
/**
 * The keys a step may have whatever it calls (its checks, saves, timeout, scripts of answers, and
 * `args`): the step schema (index.ts) puts them after each step kind's own key. Which of them a
 * kind takes is the kind's rule, said in its `read` (a resource read takes no `args`).
 */



/** A `save` name: an identifier, so that `${name}` in args can never be mistaken for other text. */
const SAVE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** One answer to an `elicitation/create` the server sends during the step's call. */
const elicitationAnswerSchema = schemas.strictObject({
    action: schemas["enum"](['accept', 'decline', 'cancel'])
        .describe('What the user did: accept (sends `content`), decline, or cancel.'),
    content: schemas.record(schemas.string(), schemas.unknown())
        .optional()
        .describe("The form's values, sent with `accept`; checked against the schema the server sent before they are sent."),
})
    .describe('What the client answers to one elicitation request.');
/** One answer to a `sampling/createMessage` the server sends during the step's call. */
const samplingAnswerSchema = schemas.strictObject({
    text: schemas.string().describe("The model's reply, as text."),
    model: schemas.string().min(1).optional().describe('The model the reply says it came from. Default: scripted.'),
    stop_reason: schemas.string()
        .min(1)
        .optional()
        .describe('Why the model stopped (endTurn, maxTokens…). Default: endTurn.'),
})
    .describe('What the client answers to one sampling request.');
/** A mapping answers one round; a list answers successive rounds, in order. */
const rounds = (answer, description) => schemas.union([answer, schemas.array(answer).min(1)])
    .optional()
    .describe(description);
const sharedStepKeys = {
    args: schemas.record(schemas.string(), schemas.unknown())
        .optional()
        .describe("Arguments passed to the tool as they are, or a prompt's arguments (strings; numbers and booleans are sent as text). Default: {}."),
    expect_error: schemas.union([schemas.boolean(), schemas.literal('invalid_arguments')])
        .default(false)
        .describe('true: this call, with arguments its input schema accepts, must return isError: true (arguments the schema rejects fail the step); ' +
        'on a resource, prompt or complete step, the server must answer with a JSON-RPC error, whose code and message are the output. ' +
        'invalid_arguments: a test of the validation itself; the arguments are sent as written and must be refused: ' +
        'the invalid-params error (-32602), or isError: true for arguments the schema rejects. Default: false.'),
    timeout_ms: schemas.int()
        .positive()
        .max(limits/* MAX_STEP_TIMEOUT_MS */.fH)
        .optional()
        .describe("Overrides the run's per-call timeout, in milliseconds."),
    expected_contains: (0,common_keys/* checkList */.RJ)("Each must occur in this call's rendered output alone (exact, case-sensitive)."),
    expected_not_contains: (0,common_keys/* checkList */.RJ)("None may occur in this call's rendered output (exact, case-sensitive)."),
    save: schemas.record(schemas.string().regex(SAVE_NAME_PATTERN), schemas.string().min(1))
        .optional()
        .describe("Values cut from this call's output for later steps: name → regular expression (JavaScript syntax) with " +
        'exactly one capture group. Later args use the value as ${name}; write $${ for a literal ${.'),
    elicitation: rounds(elicitationAnswerSchema, 'What the client answers when the server asks for input (elicitation/create) during this call, in either ' +
        'protocol era; a list answers successive rounds in order. A request with no answer left fails the step, ' +
        'and so does an answer the server never asked for.'),
    sampling: rounds(samplingAnswerSchema, "The client's reply when the server asks it to sample a message (sampling/createMessage) during this call; " +
        'a list answers successive rounds in order. A request with no answer left fails the step, and so does an ' +
        'answer the server never asked for.'),
};
/** The mappings inside the shared keys: their keys (did-you-mean) and, taking one or a list, their shapes in words. */
const SHARED_NESTED_KEYS = {
    elicitation: {
        keys: Object.keys(elicitationAnswerSchema.shape),
        shapes: 'a mapping (one answer: action, content) or a list of them (one per round)',
    },
    sampling: {
        keys: Object.keys(samplingAnswerSchema.shape),
        shapes: 'a mapping (one reply: text, model, stop_reason) or a list of them (one per round)',
    },
};
/** The keys of a step that are checks of their own, on that call's output. */
const STEP_CHECK_KEYS = ['expected_contains', 'expected_not_contains'];
//# sourceMappingURL=shared-keys.js.map
// EXTERNAL MODULE: ./lib/mcp/arguments.js
var mcp_arguments = __webpack_require__(46248);
;// CONCATENATED MODULE: ./lib/kinds/tool-sequence/steps/tool.js
/**
 * The `tool:` step: a `tools/call`, checked first against the server's tool list (the tool exists;
 * its input schema takes the arguments).
 */










const toolKeys = {
    tool: schemas.string()
        .min(1)
        .optional()
        .describe('Name of the MCP tool to call (tools/call). A step has one of `tool`, `resource`, `prompt`, `complete`.'),
};
const toolStep = {
    key: 'tool',
    keys: toolKeys,
    // A tool takes every shared key: its `args`, scripts of answers, `expect_error: invalid_arguments`.
    read: (document) => ({
        step: {
            kind: 'tool',
            tool: document.tool ?? '',
            args: document.args ?? {},
            ...(document.expect_error === 'invalid_arguments' && { expectInvalidArguments: true }),
        },
        errors: [],
    }),
    label: (step) => step.tool,
    inputs: (step, lists) => ({ values: step.args, at: ['args'], schema: lists?.tools.get(step.tool)?.inputSchema }),
    needs: () => 'tools',
    precheck(step, lists) {
        const base = { kind: 'step', subject: step.tool, status: 'failed', position: step.position };
        const available = lists.tools;
        const tool = available.get(step.tool);
        if (!tool) {
            const suggestion = (0,closest/* closest */.kp)(step.tool, available.keys());
            return [
                {
                    ...base,
                    problem: 'unknown_name',
                    message: `the server has no tool "${step.tool}"` +
                        (suggestion
                            ? `: did you mean "${suggestion}"?`
                            : `; it has: ${[...available.keys()].join(', ') || 'no tools'}`),
                },
            ];
        }
        // Args with `${name}` references are checked when their values are known, just before the call.
        if ((0,references/* hasInterpolation */.$g)(step.args))
            return [];
        const problem = tool_argumentsProblem(step, step.args, tool);
        return problem ? [problem] : [];
    },
    checkArguments: (step, args, lists) => tool_argumentsProblem(step, args, lists.tools.get(step.tool)),
    call: (step, args, context) => callStep(context, step, args),
    named: (step) => ({ tools: [step.tool] }),
};
/** A failed step check when `args` do not fit the tool's input schema; none when they do, or cannot be checked. */
function tool_argumentsProblem(step, args, tool) {
    // `invalid_arguments` sends what the schema refuses on purpose: the server's answer decides.
    const validate = step.expectInvalidArguments || !tool ? undefined : validatorFor(tool.inputSchema);
    if (!validate)
        return undefined;
    const argumentProblems = validate(args);
    if (argumentProblems.length === 0)
        return undefined;
    // An expected error must come from the server's own logic, not from arguments it no longer takes
    // (a renamed parameter makes "an unknown id is an error" pass on "missing required argument").
    const why = step.expectError
        ? "; expect_error: true expects the error of what the tool does, and these arguments would get the schema's: fix the arguments, " +
            'or write expect_error: invalid_arguments to test that the server refuses them'
        : '';
    return {
        kind: 'step',
        subject: step.tool,
        status: 'failed',
        position: step.position,
        problem: 'arguments',
        message: `the arguments of ${step.tool} do not match the tool's input schema: ${argumentProblems.join('; ')}; args were ${clipJson(args)}${why}`,
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
            validate = (0,mcp_arguments/* compileArgumentsValidator */.OM)(inputSchema);
        }
        catch {
            // A schema that does not compile is the server's problem to report, not a reason to skip the call.
            validate = undefined;
        }
        validators.set(key, validate);
    }
    return validators.get(key);
}
/**
 * What the tool's input schema says of `args`: its problems (none: they fit), or undefined when it
 * cannot say (the tool is not listed, or its schema does not compile).
 */
function schemaProblems(args, tool) {
    const validate = tool ? validatorFor(tool.inputSchema) : undefined;
    return validate?.(args);
}
/**
 * The check of an `expect_error: invalid_arguments` step whose call returned a result: it passes
 * only when the arguments were refused, that is an `isError` result for arguments the input schema
 * rejects, or one that says it is the invalid-params error (-32602). A tool error for arguments the
 * schema takes is the tool's own error, and a success means nothing refused them.
 */
function invalidArgumentsVerdict(step, isError, text, problems) {
    const rejected = problems !== undefined && problems.length > 0;
    if (isError && (rejected || (0,invalid_params/* saysInvalidParams */.S)(text)))
        return { status: 'passed' };
    const schemaSays = rejected
        ? `the input schema rejects these arguments (${problems.join('; ')})`
        : problems === undefined
            ? "the tool's input schema could not be checked"
            : "the arguments fit the tool's input schema";
    if (!isError) {
        return {
            status: 'failed',
            message: rejected
                ? `${step.tool} accepted arguments its own input schema rejects (${problems.join('; ')}), but the step says expect_error: invalid_arguments: the server does not apply its schema`
                : `${step.tool} accepted the arguments (${schemaSays.replace(/^the /, '')}), but the step says expect_error: invalid_arguments`,
        };
    }
    return {
        status: 'failed',
        message: `${step.tool} returned isError: true, but ${schemaSays} and the error is not the invalid-params error (-32602), so it is the tool's own: ${firstLines(text)}; ` +
            'if that error is what this step tests, write expect_error: true',
    };
}
/**
 * Makes the call with the step's script of answers handed to the session's answerer for as long as
 * the call is in progress: whatever the server asks meanwhile (in either era) is this step's. A call
 * sent again on a new session (the old one dropped) starts over with the new session's answerer.
 */
async function callWithScript({ keeper, roots }, step, args, timeout) {
    let requests;
    try {
        const raw = await keeper.run(async (session) => {
            const call = await (0,client_requests/* clientRequestsOf */.tO)(session.client)?.begin({
                elicitation: step.elicitation ?? [],
                sampling: step.sampling ?? [],
                roots,
                ...(step.proposeAnswers ? { proposeUnscripted: true } : {}),
            }, step.tool, { timeoutMs: timeout });
            try {
                const answered = await session.client.callTool({ name: step.tool, arguments: args }, 
                // A callback asks the server for progress (it sends a progress token); the session's own handler
                // keeps what comes with the call (session.ts), in order with the call's other notifications.
                // The signal bounds the whole call, every input round included (call-options.ts), and is
                // how the server's requests in the call's rounds find this step's script.
                { ...(call ? { timeout, signal: call.signal } : (0,call_options/* wholeCallOptions */.c)(timeout)), onprogress: () => undefined });
                requests = call?.end(true);
                return answered;
            }
            catch (error) {
                requests = call?.end(false);
                throw error;
            }
        });
        return { raw: raw, requests };
    }
    catch (error) {
        return { error, requests };
    }
}
async function callStep(context, step, args) {
    const { keeper, timeoutMs: defaultTimeoutMs, secrets } = context;
    const started = performance.now();
    const checkBase = { kind: 'step', subject: step.tool, position: step.position };
    const timeout = step.timeoutMs ?? defaultTimeoutMs;
    const renewedBefore = keeper.renewedBecause;
    const { raw, error, requests } = await callWithScript(context, step, args, timeout);
    // What the server asked of the client, and told it, during the call: kept with it, shown with a failure.
    const requested = {
        ...(requests && requests.records.length > 0 ? { requests: requests.records } : {}),
        ...(requests && requests.leftOut > 0 ? { requestsLeftOut: requests.leftOut } : {}),
        ...(requests && requests.notifications.length > 0 ? { notifications: requests.notifications } : {}),
    };
    // An unscripted or unfitting request was refused, so the call ended in error in the 2026-07-28 era
    // and (usually) with isError in the 2025 era: either way what failed is the script, said the same in both.
    const refused = requestsCheck(step, step.tool, requests);
    if (refused && (raw || (0,client_requests/* isRefusedRequest */.EH)(error))) {
        return {
            result: {
                tool: step.tool,
                position: step.position,
                text: raw ? (0,render/* keptOutput */.Y1)((0,render/* renderToolResult */.Cz)(raw), secrets) : '',
                isError: raw?.isError === true,
                durationMs: performance.now() - started,
                newSession: keeper.renewedBecause !== renewedBefore ? keeper.renewedBecause : undefined,
                ...requested,
            },
            check: refused,
            stop: true,
        };
    }
    try {
        if (!raw)
            throw error;
        const text = (0,render/* keptOutput */.Y1)((0,render/* renderToolResult */.Cz)(raw), secrets);
        const isError = raw.isError === true;
        const result = {
            tool: step.tool,
            position: step.position,
            text,
            isError,
            durationMs: performance.now() - started,
            newSession: keeper.renewedBecause !== renewedBefore ? keeper.renewedBecause : undefined,
            ...requested,
        };
        if (isError && !step.expectError) {
            return {
                result,
                check: { ...checkBase, status: 'failed', message: `${step.tool} returned isError: true: ${firstLines(text)}` },
            };
        }
        if (step.expectInvalidArguments) {
            const verdict = invalidArgumentsVerdict(step, isError, text, schemaProblems(args, context.lists?.tools.get(step.tool)));
            return { result, check: { ...checkBase, ...verdict } };
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
        if (isError && step.expectError && (0,invalid_params/* saysInvalidParams */.S)(text)) {
            // The arguments fit the schema as listed, yet the server refused them as invalid: not the tool's own error.
            return {
                result,
                check: {
                    ...checkBase,
                    status: 'failed',
                    message: `${step.tool} refused the arguments as invalid params (-32602), not with the error of what the tool does that expect_error: true expects: ${firstLines(text)}; ` +
                        'fix the arguments, or write expect_error: invalid_arguments to test that the server refuses them',
                },
            };
        }
        return { result, check: { kind: 'step', subject: step.tool, position: step.position, status: 'passed' } };
    }
    catch (error) {
        // The server refused the arguments with JSON-RPC invalid params: what `invalid_arguments` expects.
        const refusedArguments = (0,errors/* serverErrorOf */.jP)(error);
        if (step.expectInvalidArguments && refusedArguments?.code === invalid_params/* INVALID_PARAMS */.l) {
            // The step's output is the error's message, for its own checks (`expected_contains`).
            return {
                result: {
                    tool: step.tool,
                    position: step.position,
                    text: (0,render/* keptOutput */.Y1)(refusedArguments.message, secrets),
                    isError: true,
                    durationMs: performance.now() - started,
                    newSession: keeper.renewedBecause !== renewedBefore ? keeper.renewedBecause : undefined,
                    ...requested,
                },
                check: { kind: 'step', subject: step.tool, position: step.position, status: 'passed' },
            };
        }
        const message = describeStepFailure(error, keeper, timeout, step, step.tool, requests);
        return {
            result: {
                tool: step.tool,
                position: step.position,
                text: '',
                isError: false,
                durationMs: performance.now() - started,
                error: message,
                ...requested,
            },
            check: { ...checkBase, status: 'failed', message },
            fatal: message,
            serverFailed: (0,errors/* isServerFailure */.Ab)(error),
        };
    }
}
function clipJson(value, limit = 200) {
    const text = JSON.stringify(value);
    return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
//# sourceMappingURL=tool.js.map
;// CONCATENATED MODULE: ./lib/kinds/tool-sequence/steps/index.js
/**
 * The registry of step kinds inside a tool sequence: each owns its key and the keys that go with
 * it, reads its document, checks its steps against the server's lists before the first call, makes
 * its call, and names what it touches (coverage). Adding a step kind (`subscribe:`, say) is one new
 * module (its type added to `StepKindTypes` there) and one line in STEP_KINDS.
 */







/** One entry per step kind, in the order the step schema (and the JSON Schema) lists their keys. */
const STEP_KINDS = {
    tool: toolStep,
    resource: resourceStep,
    prompt: promptStep,
    complete: completeStep,
};
const ALL_STEP_KINDS = Object.values(STEP_KINDS);
/** The keys that make a step one kind or another: a step has exactly one. */
const STEP_KIND_KEYS = ALL_STEP_KINDS.map((kind) => kind.key);
const stepSchema = schemas.strictObject(Object.assign({}, ...ALL_STEP_KINDS.map((kind) => kind.keys), sharedStepKeys))
    .superRefine((step, context) => {
    // Exactly one key says what the step calls. None: most likely a `tool` left out, said as such.
    const kinds = STEP_KIND_KEYS.filter((key) => step[key] !== undefined);
    if (kinds.length === 0) {
        context.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['tool'] });
    }
    if (kinds.length > 1) {
        context.addIssue({
            code: 'custom',
            path: [kinds[1]],
            message: `a step makes one call, and this one also has \`${kinds[0]}\`: split it into two steps`,
        });
    }
})
    .describe('One call: a tool, a resource read, a prompt, or a completion.');
/** The keys a step may have, for did-you-mean suggestions. */
const STEP_KEYS = Object.keys(stepSchema.shape);
/** The mappings inside a step (an elicitation answer, a completion): their keys, for the loader's messages. */
const STEP_NESTED_KEYS = Object.assign({}, SHARED_NESTED_KEYS, ...ALL_STEP_KINDS.map((kind) => kind.nested ?? {}));
function stepKindOf(step) {
    return STEP_KINDS[step.kind];
}
/** What a step touches on the server, for coverage: a tool, a resource URI, a prompt (a completion: nothing). */
function namedByStep(step) {
    return stepKindOf(step).named(step);
}
/** What messages and reports call a step: the tool, the URI, the prompt, the completion. */
function steps_labelOf(step) {
    return stepKindOf(step).label(step);
}
/**
 * A step kind's own fields from a step document the schema accepted, and the errors of its key
 * rules. The schema made sure the document has exactly one kind's key.
 */
function readStep(document, at) {
    const kind = ALL_STEP_KINDS.find((one) => document[one.key] !== undefined);
    return kind.read(document, at);
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 34386:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ saysInvalidParams),
/* harmony export */   l: () => (/* binding */ INVALID_PARAMS)
/* harmony export */ });
/**
 * JSON-RPC's invalid params (-32602): the answer a server gives to arguments it refuses, as a
 * protocol error or, as the MCP SDKs do for input that fails the tool's schema, inside a tool error
 * (`isError: true` with the text `MCP error -32602: Input validation error: …`). Pure: the CLI's
 * early path may import it.
 */
const INVALID_PARAMS = -32602;
/** Whether a tool error's text says it is the invalid-params error. */
function saysInvalidParams(text) {
    return /(?:^|[^\d])-32602(?!\d)/.test(text);
}
//# sourceMappingURL=invalid-params.js.map

/***/ }),

/***/ 73320:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VP: () => (/* binding */ REOPENED_ONCE),
/* harmony export */   jV: () => (/* binding */ SessionKeeper),
/* harmony export */   tP: () => (/* binding */ SessionDroppedError)
/* harmony export */ });
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96960);

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
            throw new SessionDroppedError(`${loss.reason}; a new session could not be opened: ${(0,_session_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        }
    }
}
//# sourceMappingURL=keeper.js.map

/***/ }),

/***/ 40794:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ renderToolResult),
/* harmony export */   DU: () => (/* binding */ renderResourceContents),
/* harmony export */   Eu: () => (/* binding */ wasCut),
/* harmony export */   FR: () => (/* binding */ renderPromptMessages),
/* harmony export */   Y1: () => (/* binding */ keptOutput)
/* harmony export */ });
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22645);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40808);


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
/**
 * A call's output as checks, the judge, the model and reports get it: secrets redacted first, then
 * cut to CALL_OUTPUT_LIMIT_CHARS with the cut said in the text, so no part of a secret on the cut
 * survives. Every kind of scenario keeps its outputs through here.
 */
function keptOutput(text, secrets) {
    const redacted = (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactText */ .Rd)(text, secrets);
    if (redacted.length <= _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CALL_OUTPUT_LIMIT_CHARS */ .Zk)
        return redacted;
    return `${redacted.slice(0, _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CALL_OUTPUT_LIMIT_CHARS */ .Zk)}\n[… output cut: ${redacted.length - _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CALL_OUTPUT_LIMIT_CHARS */ .Zk} more characters were not kept (limit ${_model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CALL_OUTPUT_LIMIT_CHARS */ .Zk} per call)]`;
}
/** Whether `keptOutput` cut this text: only a cut text, with its note, is longer than the limit. */
function wasCut(text) {
    return text.length > _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .CALL_OUTPUT_LIMIT_CHARS */ .Zk;
}
/**
 * A `resources/read` result as checks see it: each text content as it is, a blob as
 * `[blob image/png, 1234 bytes]`, several contents joined with `\n`.
 */
function renderResourceContents(result) {
    const contents = Array.isArray(result.contents) ? result.contents : [];
    return contents
        .map((content) => typeof content?.text === 'string'
        ? content.text
        : `[blob ${String(content?.mimeType ?? 'unknown')}, ${decodedSize(content?.blob)} bytes]`)
        .join('\n');
}
/**
 * A `prompts/get` result as checks see it: each message as `ROLE: text`, its content rendered as a
 * tool's output is (an embedded resource as its text, an image as `[image MIME, N bytes]`).
 */
function renderPromptMessages(result) {
    const messages = Array.isArray(result.messages) ? result.messages : [];
    return messages
        .map((message) => `${String(message?.role ?? 'unknown')}: ${renderToolResult({ content: [message?.content] })}`)
        .join('\n');
}
//# sourceMappingURL=render.js.map

/***/ })

};

//# sourceMappingURL=8479.index.js.map