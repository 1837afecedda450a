export const id = 2138;
export const ids = [2138,2867,3763];
export const modules = {

/***/ 42138:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMPARE_VARIANTS_USAGE: () => (/* binding */ COMPARE_VARIANTS_USAGE),
  compareVariantsCommand: () => (/* binding */ compareVariantsCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/config/resolve.js + 1 modules
var resolve = __webpack_require__(73679);
// EXTERNAL MODULE: ./lib/config/options.js
var options = __webpack_require__(61236);
// EXTERNAL MODULE: ./lib/run/verdict.js
var verdict = __webpack_require__(52724);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
// EXTERNAL MODULE: ./lib/stats/rate.js
var stats_rate = __webpack_require__(19137);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./lib/stats/paired.js
/**
 * Paired comparison of two wordings of the same tools (compare-variants): each scenario's trial n
 * runs on both wordings with the same prompt and model, so a pair of trials differs only in the
 * wording. Only the discordant pairs carry evidence (one passed, the other failed): under "no
 * difference" each is equally likely to go either way, so the count that went the variant's way is
 * Binomial(discordant, 1/2). That is McNemar's test in its exact form (an exact sign test on the
 * discordant pairs), valid at any sample size. Across variants (and across the scenarios of the
 * disqualification rule) the p-values are adjusted by Holm's step-down method, which keeps the
 * chance of any false "better" or "worse" in the family within the level (Holm 1979).
 */
/** ln(n!) by summing logarithms (n stays in the thousands here: trials, not tokens). */
function logFactorial(n) {
    let sum = 0;
    for (let i = 2; i <= n; i++)
        sum += Math.log(i);
    return sum;
}
/** P(X = k) for X ~ Binomial(n, 1/2). */
function halfBinomial(k, n) {
    return Math.exp(logFactorial(n) - logFactorial(k) - logFactorial(n - k) - n * Math.LN2);
}
/**
 * The exact two-sided sign test: the chance, when each of `n` outcomes goes either way with
 * probability 1/2, of a split at least as uneven as `k` of `n` (doubled one tail, at most 1).
 * 1 when n is 0: no evidence either way.
 */
function signTestP(k, n) {
    if (!Number.isInteger(k) || !Number.isInteger(n) || k < 0 || n < 0 || k > n)
        throw new RangeError(`signTestP: need whole numbers 0 <= k <= n, got ${k} of ${n}`);
    if (n === 0)
        return 1;
    const low = Math.min(k, n - k);
    let tail = 0;
    for (let i = 0; i <= low; i++)
        tail += halfBinomial(i, n);
    return Math.min(1, 2 * tail);
}
/**
 * McNemar's exact test on paired outcomes: `better` pairs where only the variant passed, `worse`
 * pairs where only the server's wording passed. The two-sided p-value of "no difference".
 */
function mcnemarExactP(better, worse) {
    return signTestP(better, better + worse);
}
/**
 * Holm's step-down adjustment of `pValues` (in their order): the smallest times m, the next times
 * m - 1, …, kept non-decreasing and at most 1. Reject where the adjusted value is below the level.
 */
function holmAdjust(pValues) {
    const m = pValues.length;
    const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
    const adjusted = new Array(m);
    let running = 0;
    order.forEach(({ p, index }, rank) => {
        running = Math.max(running, Math.min(1, (m - rank) * p));
        adjusted[index] = running;
    });
    return adjusted;
}
function pairedCounts(trials) {
    const n = Math.max(trials.server.length, trials.variant.length);
    const counts = { pairs: 0, better: 0, worse: 0, leftOut: 0 };
    for (let i = 0; i < n; i++) {
        const a = trials.server[i];
        const b = trials.variant[i];
        if (a === undefined || b === undefined) {
            counts.leftOut++;
            continue;
        }
        counts.pairs++;
        if (b && !a)
            counts.better++;
        if (a && !b)
            counts.worse++;
    }
    return counts;
}
/**
 * Compares each variant with the server's wording: per variant, the exact McNemar test on the
 * pairs of all scenarios, Holm-adjusted across the variants (better / worse / inconclusive at
 * `level`); per scenario, the same test, Holm-adjusted across every variant's scenarios, and a
 * variant significantly worse on any one scenario is disqualified. Inputs: per variant, per
 * scenario, the paired trials.
 */
function compareVariants(input, level = 0.05) {
    const perVariant = input.map((entry) => {
        const scenarios = entry.scenarios.map(({ scenario, trials }) => {
            const counts = pairedCounts(trials);
            return { scenario, ...counts, p: mcnemarExactP(counts.better, counts.worse) };
        });
        const total = scenarios.reduce((sum, s) => ({
            pairs: sum.pairs + s.pairs,
            better: sum.better + s.better,
            worse: sum.worse + s.worse,
            leftOut: sum.leftOut + s.leftOut,
        }), { pairs: 0, better: 0, worse: 0, leftOut: 0 });
        return { variant: entry.variant, ...total, p: mcnemarExactP(total.better, total.worse), scenarios };
    });
    const overall = holmAdjust(perVariant.map((v) => v.p));
    const scenarioAdjusted = holmAdjust(perVariant.flatMap((v) => v.scenarios.map((s) => s.p)));
    let at = 0;
    const variants = perVariant.map((entry, index) => {
        const adjustedP = overall[index];
        const verdict = adjustedP < level && entry.better !== entry.worse
            ? entry.better > entry.worse
                ? 'better'
                : 'worse'
            : 'inconclusive';
        const scenarios = entry.scenarios.map((s) => {
            const scenarioP = scenarioAdjusted[at++];
            return { ...s, adjustedP: scenarioP, significantlyWorse: scenarioP < level && s.worse > s.better };
        });
        return {
            ...entry,
            adjustedP,
            verdict,
            scenarios,
            disqualifiedBy: scenarios.filter((s) => s.significantlyWorse).map((s) => s.scenario),
        };
    });
    const candidates = variants
        .filter((v) => v.verdict === 'better' && v.disqualifiedBy.length === 0)
        .sort((a, b) => b.better - b.worse - (a.better - a.worse) || a.adjustedP - b.adjustedP);
    return { level, variants, ...(candidates[0] && { winner: candidates[0].variant }) };
}
//# sourceMappingURL=paired.js.map
// EXTERNAL MODULE: ./lib/mcp/index.js
var mcp = __webpack_require__(76076);
// EXTERNAL MODULE: ./lib/mcp/tools.js
var tools = __webpack_require__(88207);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var redact = __webpack_require__(40808);
// EXTERNAL MODULE: ./lib/util/message.js
var message = __webpack_require__(6823);
// EXTERNAL MODULE: ./lib/kinds/agent/variants.js
var agent_variants = __webpack_require__(83763);
// EXTERNAL MODULE: ./lib/run/index.js + 8 modules
var run = __webpack_require__(12420);
;// CONCATENATED MODULE: ./lib/run/variants.js
/**
 * compare-variants: the agent scenarios run on the server's own wording of its tools and on each
 * variant of a tool-variants file (same prompts, same models, every planned trial), and each
 * variant is compared with the server's wording by a paired test (stats/paired.ts).
 */











/** The name the reports give the server's own wording. */
const SERVER_WORDING = 'server';
/** Reads and checks a variants file (path relative to the workspace). Throws ToolVariantsError. */
async function loadToolVariants(file, workspace) {
    const absolute = external_node_path_.resolve(workspace, file);
    let text;
    try {
        text = await (0,promises_.readFile)(absolute, 'utf8');
    }
    catch (error) {
        throw new agent_variants.ToolVariantsError([`cannot read the tool variants file ${file}: ${(0,message/* messageOf */.b)(error)}`]);
    }
    return (0,agent_variants/* parseToolVariants */._y)(text, external_node_path_.relative(workspace, absolute).split(external_node_path_.sep).join('/') || file);
}
/** The server's tools as it lists them, or why they could not be read. */
async function readToolList(options) {
    const factory = (0,mcp/* sessionFactory */.t)(options);
    let session;
    try {
        session = await factory.open();
    }
    catch (error) {
        await factory.dispose();
        return {
            error: `could not connect to ${(0,mcp/* describeTarget */.f)(options)}: ${(0,redact/* redactText */.Rd)((0,message/* messageOf */.b)(error), options.secrets)}`,
        };
    }
    try {
        // Redacted: the server's descriptions reach the report (the winning wording's diff).
        return {
            tools: (0,redact/* redactDeep */.KL)(await (0,tools/* listServerTools */.Xx)(session.client, options.timeoutMs, { raw: true }), options.secrets),
        };
    }
    catch (error) {
        return {
            error: `${(0,mcp/* describeTarget */.f)(options)} did not list its tools: ${(0,redact/* redactText */.Rd)(session.explain(error), options.secrets)}`,
        };
    }
    finally {
        await session.close().catch(() => undefined);
        await factory.dispose();
    }
}
/**
 * Runs the agent scenarios once per wording (the server's, then each variant's), every planned
 * trial (no early stop), and compares. `options.agent` must call the model (not replay): a
 * recording's replies were given to the server's wording.
 */
async function runToolVariants(options, variants, tools, hooks = {}, confidence = 0.95) {
    const problems = (0,agent_variants/* checkToolVariants */.tr)(variants, tools);
    if (problems.length > 0)
        throw new agent_variants.ToolVariantsError(problems);
    const wordings = [
        { name: SERVER_WORDING },
        ...variants.map((variant) => ({ name: variant.name, variant })),
    ];
    const runs = [];
    for (const wording of wordings) {
        hooks.onWording?.(wording.name);
        const result = await (0,run/* runSuite */.og)({
            ...options,
            onlyAgent: true,
            agent: {
                ...options.agent,
                allTrials: true,
                // The comparison is between wordings: a variant changes the tools the baseline's fingerprint holds.
                baseline: undefined,
                ...(wording.variant ? { variant: wording.variant } : { variant: undefined }),
            },
        }, hooks);
        runs.push({ wording: wording.name, result });
    }
    const keyOf = (name, model) => JSON.stringify([name, model]);
    const base = runs[0].result.scenarios;
    const models = new Map();
    for (const scenario of base) {
        const set = models.get(scenario.name) ?? new Set();
        set.add(scenario.agent?.model ?? '');
        models.set(scenario.name, set);
    }
    const outcomes = (result) => new Map(result.scenarios.map((scenario) => [
        keyOf(scenario.name, scenario.agent?.model ?? ''),
        {
            scenario,
            trials: (scenario.agent?.trials ?? []).map((trial) => trial.status === 'errored' ? undefined : trial.status === 'passed'),
        },
    ]));
    const byWording = runs.map((run) => ({ wording: run.wording, outcomes: outcomes(run.result) }));
    let erroredTrials = 0;
    const scenarios = base.map((scenario) => {
        const model = scenario.agent?.model ?? '';
        const key = keyOf(scenario.name, model);
        const entry = {
            label: (models.get(scenario.name)?.size ?? 0) > 1 ? `${scenario.name} [${model}]` : scenario.name,
            position: scenario.position,
            model,
            rates: {},
            errored: {},
            notRun: {},
        };
        for (const { wording, outcomes: map } of byWording) {
            const found = map.get(key);
            const ran = (found?.trials ?? []).filter((trial) => trial !== undefined);
            const errored = (found?.trials ?? []).length - ran.length;
            erroredTrials += errored;
            entry.rates[wording] = (0,stats_rate/* wilson */.rF)(ran.filter(Boolean).length, ran.length, confidence);
            entry.errored[wording] = errored;
            if (!found)
                entry.notRun[wording] = 'not in this run';
            else if (found.trials.length === 0)
                entry.notRun[wording] = found.scenario.error ?? found.scenario.skipReason ?? `${found.scenario.status}`;
        }
        return entry;
    });
    const trialsOf = (wording, key) => byWording[wording].outcomes.get(key)?.trials ?? [];
    const comparison = compareVariants(variants.map((variant, index) => ({
        variant: variant.name,
        scenarios: base.map((scenario, at) => {
            const key = keyOf(scenario.name, scenario.agent?.model ?? '');
            const trials = { server: trialsOf(0, key), variant: trialsOf(index + 1, key) };
            return { scenario: scenarios[at].label, trials };
        }),
    })), 
    // Rounded: 1 - 0.95 is 0.050000000000000044 in binary floating point.
    Math.round((1 - confidence) * 1e6) / 1e6);
    const overall = {};
    for (const { name } of wordings) {
        const passes = scenarios.reduce((sum, s) => sum + s.rates[name].passes, 0);
        const trials = scenarios.reduce((sum, s) => sum + s.rates[name].trials, 0);
        overall[name] = (0,stats_rate/* wilson */.rF)(passes, trials, confidence);
    }
    const winner = variants.find((variant) => variant.name === comparison.winner);
    return {
        variants,
        tools,
        runs,
        scenarios,
        overall,
        comparison,
        erroredTrials,
        ...(winner && { winnerWording: (0,agent_variants/* variantWording */.cK)(winner, tools) }),
    };
}
/** compare-variants fails (with `--fail-on worse`) on a variant worse overall or on any scenario, or on errored trials. */
function variantsWorse(run) {
    return (run.erroredTrials > 0 ||
        run.scenarios.some((scenario) => Object.keys(scenario.notRun).length > 0) ||
        run.comparison.variants.some((variant) => variant.verdict === 'worse' || variant.disqualifiedBy.length > 0));
}
//# sourceMappingURL=variants.js.map
// EXTERNAL MODULE: ./lib/report/diff.js
var diff = __webpack_require__(52867);
;// CONCATENATED MODULE: ./lib/report/variants.js




const points = (from, to) => {
    if (from.trials === 0 || to.trials === 0)
        return 'no trials to compare';
    const value = Math.round((to.rate - from.rate) * 100);
    return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value)} points`;
};
const pValue = (p) => (p >= 0.001 ? p.toFixed(3) : p.toExponential(1));
const pairsText = (entry) => `pairs: ${entry.better} better, ${entry.worse} worse of ${entry.pairs}`;
function verdictText(variant, level) {
    const test = `exact McNemar p = ${pValue(variant.p)}, Holm-adjusted ${pValue(variant.adjustedP)}`;
    const head = variant.verdict === 'inconclusive'
        ? `inconclusive (${test}; not below ${level}): no difference shown, which is not the same as none`
        : `${variant.verdict} (${test} < ${level})`;
    const disqualified = variant.disqualifiedBy.length > 0
        ? `; disqualified: significantly worse on ${variant.disqualifiedBy.join(', ')}`
        : '';
    return head + disqualified;
}
/** What each verdict rests on, in one sentence. */
function methodText(run) {
    const level = run.comparison.level;
    return (`Each scenario's trial n ran on every wording with the same prompt and model; a variant is compared with the ` +
        `server's wording on the pairs where one passed and the other failed (exact McNemar test), Holm-adjusted across ` +
        `the ${run.variants.length} variant${run.variants.length === 1 ? '' : 's'}, so the chance of any false "better" ` +
        `or "worse" is at most ${Math.round(level * 100)}%. A variant significantly worse on any one scenario ` +
        `(Holm-adjusted across every variant's scenarios) is disqualified.`);
}
/** For the terminal and the action's log: plain text, server text escaped. */
function renderVariantsTerminal(run, file) {
    const names = [SERVER_WORDING, ...run.variants.map((variant) => variant.name)];
    const width = Math.max(...names.map((name) => name.length)) + 2;
    const pad = (name) => (0,text_escape/* escapeTerminal */.en)(name).padEnd(width);
    const lines = [
        `Tool-description variants (${(0,text_escape/* escapeTerminal */.en)(file)}): ${run.variants.length} against the server's wording, on ${run.scenarios.length} agent scenario${run.scenarios.length === 1 ? '' : 's'}, every trial run.`,
        '',
    ];
    run.scenarios.forEach((scenario, index) => {
        lines.push(`${(0,text_escape/* escapeTerminal */.en)(scenario.label)} (${(0,text_escape/* escapeTerminal */.en)(scenario.position.file)}:${scenario.position.line})`);
        for (const name of names) {
            const rate = scenario.rates[name];
            const notRun = scenario.notRun[name];
            const errored = scenario.errored[name] ? `, ${scenario.errored[name]} errored (left out)` : '';
            let line = `  ${pad(name)}${notRun ? `not run: ${(0,text_escape/* escapeTerminal */.en)(notRun)}` : `${rate.passes} of ${rate.trials}  ${(0,stats_rate/* rateText */.cf)(rate)}${errored}`}`;
            if (name !== SERVER_WORDING && !notRun) {
                const variant = run.comparison.variants.find((v) => v.variant === name);
                const entry = variant.scenarios[index];
                line += `  ${points(scenario.rates[SERVER_WORDING], rate)}; ${pairsText(entry)} (p = ${pValue(entry.p)}, Holm-adjusted ${pValue(entry.adjustedP)})`;
                if (entry.significantlyWorse)
                    line += `; significantly worse: disqualifies ${(0,text_escape/* escapeTerminal */.en)(name)}`;
            }
            lines.push(line);
        }
        lines.push('');
    });
    lines.push('Overall');
    for (const name of names) {
        const rate = run.overall[name];
        let line = `  ${pad(name)}${rate.passes} of ${rate.trials}  ${(0,stats_rate/* rateText */.cf)(rate)}`;
        if (name !== SERVER_WORDING) {
            const variant = run.comparison.variants.find((v) => v.variant === name);
            line += `  ${points(run.overall[SERVER_WORDING], rate)}; ${pairsText(variant)}: ${verdictText(variant, run.comparison.level)}`;
        }
        lines.push(line);
    }
    lines.push('', methodText(run));
    if (run.erroredTrials > 0)
        lines.push(`${run.erroredTrials} trial${run.erroredTrials === 1 ? '' : 's'} errored and were left out of the pairs.`);
    lines.push('');
    if (run.comparison.winner && run.winnerWording) {
        lines.push(`The winning wording: ${(0,text_escape/* escapeTerminal */.en)(run.comparison.winner)}. As a diff against the server's, to paste into its tool definitions:`);
        for (const change of run.winnerWording)
            lines.push((0,diff.renderUnifiedDiff)(change.tool, change.before, change.after));
    }
    else {
        lines.push("No variant is significantly better than the server's wording without being worse on a scenario: keep the server's wording, or run more trials.");
    }
    return lines.join('\n').trimEnd();
}
/** For the job summary: a table per scenario and overall, the verdicts, the winning diff in a fenced block. */
function renderVariantsMarkdown(run, file) {
    const names = [SERVER_WORDING, ...run.variants.map((variant) => variant.name)];
    const lines = [
        `## Tool-description variants (${(0,text_escape/* escapeInline */.VV)(file)})`,
        '',
        `| Scenario | ${names.map((name) => (0,text_escape/* escapeCell */.kq)(name)).join(' | ')} |`,
        `| --- | ${names.map(() => '---').join(' | ')} |`,
    ];
    run.scenarios.forEach((scenario, index) => {
        const cells = names.map((name) => {
            if (scenario.notRun[name])
                return `not run: ${(0,text_escape/* escapeCell */.kq)(scenario.notRun[name])}`;
            const rate = scenario.rates[name];
            let cell = (0,stats_rate/* rateText */.cf)(rate);
            if (name !== SERVER_WORDING) {
                const entry = run.comparison.variants.find((v) => v.variant === name).scenarios[index];
                cell += ` ${points(scenario.rates[SERVER_WORDING], rate)}${entry.significantlyWorse ? ' **significantly worse**' : ''}`;
            }
            return cell;
        });
        lines.push(`| ${(0,text_escape/* escapeCell */.kq)(scenario.label)} | ${cells.join(' | ')} |`);
    });
    lines.push(`| **Overall** | ${names
        .map((name) => name === SERVER_WORDING
        ? (0,stats_rate/* rateText */.cf)(run.overall[name])
        : `${(0,stats_rate/* rateText */.cf)(run.overall[name])} ${points(run.overall[SERVER_WORDING], run.overall[name])}`)
        .join(' | ')} |`, '');
    for (const variant of run.comparison.variants)
        lines.push(`- **${(0,text_escape/* escapeInline */.VV)(variant.variant)}**: ${(0,text_escape/* escapeInline */.VV)(pairsText(variant))}; ${(0,text_escape/* escapeInline */.VV)(verdictText(variant, run.comparison.level))}`);
    lines.push('', (0,text_escape/* escapeInline */.VV)(methodText(run)), '');
    if (run.comparison.winner && run.winnerWording) {
        lines.push(`**The winning wording: ${(0,text_escape/* escapeInline */.VV)(run.comparison.winner)}.** As a diff against the server's, to paste into its tool definitions:`, '', '<pre lang="diff">', ...run.winnerWording.map((change) => (0,text_escape/* escapeHtml */.ZD)((0,diff.renderUnifiedDiff)(change.tool, change.before, change.after))), '</pre>');
    }
    else {
        lines.push("No variant is significantly better than the server's wording without being worse on a scenario: keep the server's wording, or run more trials.");
    }
    return `${lines.join('\n')}\n`;
}
/**
 * The comparison's section of the action's job summary: in full, or, when the summary has no room
 * for it, its heading and where the comparison is (the step's log has it whole).
 */
function variantsSummarySection(run, file) {
    return {
        renderings: [
            { markdown: renderVariantsMarkdown(run, file) },
            {
                markdown: `## Tool-description variants (${escapeInline(file)})\n\n` +
                    `_Left out to keep the job summary under GitHub’s 1 MiB limit: the step's log has the comparison (“Tool-description variants”)._\n`,
                leftOut: 'the tool-description variants comparison',
            },
        ],
    };
}
//# sourceMappingURL=variants.js.map
// EXTERNAL MODULE: ./lib/util/files.js
var files = __webpack_require__(6587);
// EXTERNAL MODULE: ./lib/cli/console.js + 2 modules
var console = __webpack_require__(47728);
// EXTERNAL MODULE: ./lib/cli/commands/shared.js
var shared = __webpack_require__(39544);
// EXTERNAL MODULE: ./lib/cli/flags.js + 1 modules
var flags = __webpack_require__(69973);
// EXTERNAL MODULE: ./lib/cli/flag-help.js
var flag_help = __webpack_require__(73916);
;// CONCATENATED MODULE: ./lib/cli/commands/compare-variants.js












const COMPARE_VARIANTS_USAGE = `Usage: mcp-scenario-eval compare-variants --tool-variants FILE [FILES or globs…] [server flags]

Which wording of the tools does the model call right? Runs the agent scenarios
(prompt:) of the files (default ${options/* DEFAULT_SCENARIO_GLOBS */.Lj.join(' ')}) on the server's
own tool descriptions and on each variant of FILE (same prompts, same models,
every planned trial: trials, or max_trials with pass_rate), with ANTHROPIC_API_KEY.
The variants change only what the model is given; the server is not changed.

Reports per scenario and overall each wording's pass rate with its 95% Wilson
interval, each variant's paired difference and its verdict: better, worse or
inconclusive (exact McNemar test on the trial pairs that differ, Holm-adjusted
across the variants: at most 5% chance of any false verdict). A variant
significantly worse on any one scenario is disqualified. The winning wording is
shown as a diff against the server's, ready to paste.

FILE:
  variants:
    - name: explicit-ids
      tools:
        get_event:
          description: "Get one event by the id find_events gave"
          parameters:
            id: "The event's id, e.g. ecnl-g-na-2025-11"

${(0,shared/* serverFlagsHelp */.uJ)('compare-variants')}

Options (every option of a run that runs scenarios, as in a run):
${(0,flag_help/* flagsHelp */.zo)('compare-variants', ['run'])}
  --fail-on worse        exit 1 when a variant is worse (overall or on any
                         scenario) or a trial errored; default never
  --summary FILE         also write the report as Markdown to FILE
  -h, --help

Exit code: 0 compared (whatever the verdicts, unless --fail-on worse), 1 with
--fail-on worse and a variant worse or a trial errored, 2 bad usage, no key,
an invalid variants file, a variant naming a tool or parameter the server lacks
or worded exactly like the server, or a server that cannot be reached.
`;
const compareVariantsCommand = async (argv, env, io, cwd = process.cwd()) => {
    let options;
    let file;
    let failOn;
    let summary;
    try {
        const parsed = (0,shared/* parseSubcommandArgs */.cY)('compare-variants', argv, {
            'fail-on': { type: 'string' },
            summary: { type: 'string' },
        });
        const values = parsed.values;
        if (values.help) {
            io.out(COMPARE_VARIANTS_USAGE);
            return console/* EXIT_OK */.Ij;
        }
        const read = (0,flags/* readFlags */.u)('compare-variants', parsed.values, env, cwd, parsed.positionals);
        file = read.values.toolVariants;
        if (!file)
            throw new resolve/* ConfigError */.xL('compare-variants needs --tool-variants FILE: the variants to compare');
        failOn = (0,resolve/* oneOf */.yL)('--fail-on', values['fail-on'], ['never', 'worse'], 'never');
        // A recording replays the replies given to one wording only: the model itself is asked.
        const { provider } = (0,shared/* commandProvider */.ld)('compare-variants', parsed.values, env, cwd);
        summary = values.summary === undefined ? undefined : external_node_path_.resolve(cwd, values.summary);
        // Every flag of a run applies (its defaults are the command's own: judge off, one at a time).
        options = (0,resolve/* toRunOptions */.pA)(read.config);
        (0,shared/* sayNotices */.$d)(io, 'compare-variants', options);
        // The agent scenarios must run; no baseline is compared (each wording is compared with the others).
        const agent = { ...options.agent, mode: 'required', provider };
        delete agent.unavailable;
        delete agent.baseline;
        options.agent = agent;
    }
    catch (error) {
        if (!(error instanceof resolve/* ConfigError */.xL))
            throw error;
        return (0,shared/* usageError */.Wp)(io, 'compare-variants', error.message);
    }
    let variants;
    try {
        variants = await loadToolVariants(file, options.workspace);
    }
    catch (error) {
        if (!(error instanceof agent_variants.ToolVariantsError))
            throw error;
        io.err(`mcp-scenario-eval compare-variants: ${(0,text_escape/* escapeTerminal */.en)(error.message)}\n`);
        return console/* EXIT_USAGE */.Ri;
    }
    const listed = await readToolList(options);
    if ('error' in listed) {
        io.err(`mcp-scenario-eval compare-variants: ${(0,text_escape/* escapeName */.L$)(listed.error)}\n`);
        return console/* EXIT_USAGE */.Ri;
    }
    let run;
    try {
        run = await runToolVariants(options, variants, listed.tools, {
            onWording: (wording) => io.err(`mcp-scenario-eval compare-variants: running the agent scenarios on ${wording === 'server' ? "the server's wording" : `variant "${(0,text_escape/* escapeName */.L$)(wording)}"`}\n`),
        });
    }
    catch (error) {
        if (!(error instanceof agent_variants.ToolVariantsError))
            throw error;
        io.err(`mcp-scenario-eval compare-variants: ${(0,text_escape/* escapeTerminal */.en)(error.message)}\n`);
        return console/* EXIT_USAGE */.Ri;
    }
    const first = run.runs[0].result;
    if (first.fileErrors.length > 0 || !(0,verdict/* matchedAnyFile */.bp)(first) || first.serverError) {
        const { renderRunReport } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 91488));
        io.out(`${renderRunReport(first, { color: false })}\n`);
        return console/* EXIT_USAGE */.Ri;
    }
    if (run.scenarios.length === 0) {
        io.err('mcp-scenario-eval compare-variants: the files hold no agent scenario (prompt:) to compare the wordings on\n');
        return console/* EXIT_USAGE */.Ri;
    }
    const shown = external_node_path_.relative(options.workspace, external_node_path_.resolve(options.workspace, file)).split(external_node_path_.sep).join('/');
    io.out(`${renderVariantsTerminal(run, shown)}\n`);
    if (summary) {
        try {
            await (0,files/* writeReportFile */.a)(summary, renderVariantsMarkdown(run, shown));
        }
        catch (error) {
            io.err(`mcp-scenario-eval compare-variants: could not write --summary ${(0,text_escape/* escapeName */.L$)(summary)}: ${String(error)}\n`);
            return console/* EXIT_FAILED */.hj;
        }
    }
    return failOn === 'worse' && variantsWorse(run) ? console/* EXIT_FAILED */.hj : console/* EXIT_OK */.Ij;
};
//# sourceMappingURL=compare-variants.js.map

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

/***/ 83763:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ToolVariantsError: () => (/* binding */ ToolVariantsError),
/* harmony export */   _y: () => (/* binding */ parseToolVariants),
/* harmony export */   applyToolVariant: () => (/* binding */ applyToolVariant),
/* harmony export */   cK: () => (/* binding */ variantWording),
/* harmony export */   tr: () => (/* binding */ checkToolVariants)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54191);
/**
 * Tool-description variants (`--tool-variants FILE`): named rewordings of what the model sees of
 * some tools (a tool's description, a parameter's description or title), applied to the
 * tool list the model is given. The server is not changed: the calls still go to its tools.
 *
 * ```yaml
 * variants:
 *   - name: explicit-ids
 *     tools:
 *       get_event:
 *         description: Get one event by the id find_events gave (never a name).
 *         parameters:
 *           id: The event's id as find_events lists it, e.g. "ecnl-g-na-2025-11"
 * ```
 */



/** A file or check of a variants file that cannot be used: every problem, each `file:line: …`. */
class ToolVariantsError extends Error {
    problems;
    constructor(problems) {
        super(problems.join('\n'));
        this.problems = problems;
    }
}
const EXAMPLE = `variants:
  - name: explicit-ids
    tools:
      get_event:
        description: "Get one event by the id find_events gave"
        parameters:
          id: "The event's id, e.g. ecnl-g-na-2025-11"`;
const TOOL_KEYS = ['description', 'parameters'];
/**
 * A tool's own title is not part of what the model is given (the Messages API takes a tool's name,
 * description and input schema): a variant of it would compare two identical wordings.
 */
const TOOL_TITLE_UNSEEN = "the model is not given a tool's title (the Messages API takes its name, description and input schema), so a variant of it would compare two identical wordings: reword the description, or a parameter's title or description";
const PARAMETER_KEYS = ['description', 'title'];
/** Reads a variants file's text. Throws ToolVariantsError with every problem found, each naming the line. */
function parseToolVariants(text, file) {
    const name = node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(file) ? node_path__WEBPACK_IMPORTED_MODULE_0__.relative(process.cwd(), file) || file : file;
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
    const document = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(text, { lineCounter: lines, uniqueKeys: true });
    const at = (node) => `${name}:${node?.range ? lines.linePos(node.range[0]).line : 1}`;
    if (document.errors.length > 0) {
        const first = document.errors[0];
        throw new ToolVariantsError([`${name}:${first.linePos?.[0].line ?? 1}: ${first.message.split('\n')[0]}`]);
    }
    const problems = [];
    const root = document.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(root))
        throw new ToolVariantsError([`${at(root)}: expected a mapping with a "variants:" list, like:\n${EXAMPLE}`]);
    for (const pair of root.items) {
        const key = keyText(pair.key);
        if (key !== 'variants')
            problems.push(`${at(pair.key)}: unknown key "${key}"; the file has one key, "variants"`);
    }
    const list = root.get('variants', true);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(list) || list.items.length === 0)
        throw new ToolVariantsError([
            ...problems,
            `${at(list ?? root)}: "variants" must be a non-empty list of named variants, like:\n${EXAMPLE}`,
        ]);
    const variants = [];
    const seen = new Map();
    for (const item of list.items) {
        const where = at(item);
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(item)) {
            problems.push(`${where}: each variant is a mapping with "name" and "tools"`);
            continue;
        }
        for (const pair of item.items) {
            const key = keyText(pair.key);
            if (key !== 'name' && key !== 'tools')
                problems.push(`${at(pair.key)}: unknown key "${key}"; a variant has "name" and "tools"`);
        }
        const nameNode = item.get('name', true);
        const variantName = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(nameNode) && typeof nameNode.value === 'string' ? nameNode.value.trim() : '';
        if (!variantName) {
            problems.push(`${where}: the variant needs a "name" (a non-empty string), to be named in the report`);
            continue;
        }
        if (variantName === 'server')
            problems.push(`${at(nameNode)}: "server" names the server's own wording; choose another name`);
        const earlier = seen.get(variantName);
        if (earlier)
            problems.push(`${at(nameNode)}: a second variant named "${variantName}" (the first is at ${earlier}); names must differ`);
        seen.set(variantName, at(nameNode));
        const toolsNode = item.get('tools', true);
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(toolsNode) || toolsNode.items.length === 0) {
            problems.push(`${at(toolsNode ?? nameNode)}: variant "${variantName}" is empty: "tools" must map tool names to what changes (description, parameters)`);
            continue;
        }
        const tools = [];
        for (const pair of toolsNode.items) {
            const tool = keyText(pair.key);
            const toolWhere = at(pair.key);
            const value = pair.value;
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(value) || value.items.length === 0) {
                problems.push(`${toolWhere}: tool "${tool}" in variant "${variantName}" changes nothing: give description or parameters`);
                continue;
            }
            const override = { tool, where: toolWhere, parameters: [] };
            for (const field of value.items) {
                const key = keyText(field.key);
                const fieldWhere = at(field.key);
                if (key === 'title') {
                    problems.push(`${fieldWhere}: "title" of tool "${tool}": ${TOOL_TITLE_UNSEEN}`);
                }
                else if (!TOOL_KEYS.includes(key)) {
                    const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .kp)(key, TOOL_KEYS);
                    problems.push(`${fieldWhere}: unknown key "${key}" for tool "${tool}"${suggestion ? `: did you mean "${suggestion}"?` : `; a tool takes ${TOOL_KEYS.join(', ')}`}`);
                }
                else if (key === 'parameters') {
                    override.parameters = readParameters(field.value, tool, fieldWhere, at, problems);
                }
                else {
                    const text = nonEmptyString(field.value);
                    if (text === undefined)
                        problems.push(`${fieldWhere}: "${key}" of tool "${tool}" must be a non-empty string`);
                    else
                        override.description = text;
                }
            }
            tools.push(override);
        }
        variants.push({ name: variantName, where, tools });
    }
    if (problems.length > 0)
        throw new ToolVariantsError(problems);
    return variants;
}
function readParameters(node, tool, where, at, problems) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(node) || node.items.length === 0) {
        problems.push(`${where}: "parameters" of tool "${tool}" must map parameter names to a description (or to description and title)`);
        return [];
    }
    const result = [];
    for (const pair of node.items) {
        const name = keyText(pair.key);
        const paramWhere = at(pair.key);
        const value = pair.value;
        const text = nonEmptyString(value);
        if (text !== undefined) {
            result.push({ name, where: paramWhere, description: text });
            continue;
        }
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(value) || value.items.length === 0) {
            problems.push(`${paramWhere}: parameter "${name}" of tool "${tool}" needs a description (a non-empty string) or a mapping with description and title`);
            continue;
        }
        const override = { name, where: paramWhere };
        for (const field of value.items) {
            const key = keyText(field.key);
            const fieldText = nonEmptyString(field.value);
            if (!PARAMETER_KEYS.includes(key))
                problems.push(`${at(field.key)}: unknown key "${key}" for parameter "${name}"; a parameter takes description and title`);
            else if (fieldText === undefined)
                problems.push(`${at(field.key)}: "${key}" of parameter "${name}" must be a non-empty string`);
            else
                override[key] = fieldText;
        }
        result.push(override);
    }
    return result;
}
function keyText(key) {
    return String((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(key) ? key.value : key);
}
function nonEmptyString(node) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(node) && typeof node.value === 'string' && node.value.trim() ? node.value : undefined;
}
/**
 * What in `variants` does not apply to the server's tools, each `file:line: …`: a tool it lacks
 * (with the closest name), a parameter it lacks (with the closest of that tool's), or a variant
 * worded exactly like the server (its trials would compare two identical wordings). Empty when
 * every variant applies.
 */
function checkToolVariants(variants, tools) {
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const problems = [];
    for (const variant of variants) {
        const before = problems.length;
        for (const override of variant.tools) {
            const tool = byName.get(override.tool);
            if (!tool) {
                const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .kp)(override.tool, byName.keys());
                problems.push(`${override.where}: variant "${variant.name}" names tool "${override.tool}", but the server has no such tool` +
                    (suggestion
                        ? `: did you mean "${suggestion}"?`
                        : `; it has: ${[...byName.keys()].join(', ') || 'no tools'}`));
                continue;
            }
            const properties = Object.keys(tool.inputSchema?.properties ?? {});
            for (const parameter of override.parameters) {
                if (properties.includes(parameter.name))
                    continue;
                const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .kp)(parameter.name, properties);
                problems.push(`${parameter.where}: variant "${variant.name}" names parameter "${parameter.name}" of tool "${override.tool}", but it has no such parameter` +
                    (suggestion
                        ? `: did you mean "${suggestion}"?`
                        : properties.length > 0
                            ? `; its parameters are ${properties.join(', ')}`
                            : '; it takes no parameters'));
            }
        }
        if (problems.length === before &&
            variant.tools.every((override) => sameAsServer(override, byName.get(override.tool))))
            problems.push(`${variant.where}: variant "${variant.name}" is worded exactly like the server: ` +
                `${variant.tools.map((override) => `tool "${override.tool}" (${changedFields(override).join(', ')})`).join(', ')} ` +
                `${variant.tools.length === 1 ? 'says' : 'say'} what the server says, so every trial would compare two identical wordings: ` +
                'change its wording, or remove the variant');
    }
    return problems;
}
/**
 * Whether every text the override sets equals the server's. Whitespace at either end is no change
 * of wording (a YAML block scalar adds a line break the server's text lacks).
 */
function sameAsServer(override, tool) {
    const same = (mine, theirs) => mine === undefined || (typeof theirs === 'string' && mine.trim() === theirs.trim());
    const properties = (tool.inputSchema?.properties ?? {});
    return (same(override.description, tool.description) &&
        override.parameters.every((parameter) => same(parameter.description, properties[parameter.name]?.description) &&
            same(parameter.title, properties[parameter.name]?.title)));
}
/** What an override sets, as the message names it: `description`, `parameter id description`… */
function changedFields(override) {
    return [
        ...(override.description !== undefined ? ['description'] : []),
        ...override.parameters.flatMap((parameter) => [
            ...(parameter.description !== undefined ? [`parameter ${parameter.name} description`] : []),
            ...(parameter.title !== undefined ? [`parameter ${parameter.name} title`] : []),
        ]),
    ];
}
/**
 * The tool list as the model sees it under `variant`: copies of the tools with its descriptions
 * (and parameter titles) put in. Throws ToolVariantsError when the variant names a tool or parameter the list lacks
 * (never a silent no-op). The tools given are not changed.
 */
function applyToolVariant(tools, variant) {
    const problems = checkToolVariants([variant], tools);
    if (problems.length > 0)
        throw new ToolVariantsError(problems);
    const overrides = new Map(variant.tools.map((override) => [override.tool, override]));
    return tools.map((original) => {
        const override = overrides.get(original.name);
        if (!override)
            return original;
        const tool = structuredClone(original);
        if (override.description !== undefined)
            tool.description = override.description;
        const properties = tool.inputSchema?.properties;
        for (const parameter of override.parameters) {
            const property = { ...properties[parameter.name] };
            if (parameter.description !== undefined)
                property.description = parameter.description;
            if (parameter.title !== undefined)
                property.title = parameter.title;
            properties[parameter.name] = property;
        }
        return tool;
    });
}
/**
 * The variant's wording beside the server's, as text files to diff: for each tool it changes, the
 * server's text and the variant's (`description`, and each parameter's), in a stable order.
 */
function variantWording(variant, tools) {
    const [changed] = [applyToolVariant(tools, variant)];
    const byName = new Map(changed.map((tool) => [tool.name, tool]));
    return variant.tools.map((override) => {
        const before = tools.find((tool) => tool.name === override.tool);
        const after = byName.get(override.tool);
        return { tool: override.tool, before: wordingText(before, override), after: wordingText(after, override) };
    });
}
function wordingText(tool, override) {
    const lines = [];
    if (override.description !== undefined)
        lines.push(`description: ${tool.description ?? ''}`);
    const properties = (tool.inputSchema?.properties ?? {});
    for (const parameter of override.parameters) {
        if (parameter.description !== undefined)
            lines.push(`parameter ${parameter.name} description: ${properties[parameter.name]?.description ?? ''}`);
        if (parameter.title !== undefined)
            lines.push(`parameter ${parameter.name} title: ${properties[parameter.name]?.title ?? ''}`);
    }
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=variants.js.map

/***/ }),

/***/ 52867:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderUnifiedDiff: () => (/* binding */ renderUnifiedDiff)
/* harmony export */ });
/* harmony import */ var _util_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40889);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81961);
/**
 * Unified diffs of files the CLI rewrites. It loads the `diff` package (through util/diff.ts): the
 * commands import this module dynamically, where they show a diff.
 */



/**
 * A unified diff of one file (`--- file` / `+++ file`, `@@` hunks with DIFF_CONTEXT_LINES of
 * context), as `diff -u` prints it, so it reads as people expect and pastes into a review. The
 * lines come from a scenario file that may hold server output: they are escaped for the terminal.
 * Returns '' when nothing changed.
 */
function renderUnifiedDiff(file, before, after) {
    if (before === after)
        return '';
    const lines = [`--- ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(file)}`, `+++ ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(file)}`];
    // A hunk's line is its marker and its text: the text is escaped on its own (`::` at its start
    // stays broken); the markers and the `@@` lines are ours.
    for (const line of (0,_util_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffHunkLines */ .L)(before, after))
        lines.push(line.startsWith('@@') ? line : `${line[0]}${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(line.slice(1))}`);
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=diff.js.map

/***/ }),

/***/ 40889:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ diffHunkLines)
/* harmony export */ });
/* unused harmony export DIFF_CONTEXT_LINES */
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85725);
/**
 * The hunks of a unified diff, as `diff -u` prints them, of text not escaped here: each caller
 * escapes the lines for its medium (report/diff.ts for the terminal; the run keeps them raw in the
 * result model). It loads the `diff` package: import this module dynamically, where a diff is made.
 */

/** Unchanged lines shown around each change. */
const DIFF_CONTEXT_LINES = 2;
/**
 * The `@@` hunks from `before` to `after` with DIFF_CONTEXT_LINES of context, each line its marker
 * (' ', '-', '+', or '\' for "No newline at end of file") and its text; [] when nothing changed.
 * Undefined when more than `maxChangedLines` lines changed (the diff would cost too much to make).
 */
function diffHunkLines(before, after, maxChangedLines) {
    if (before === after)
        return [];
    const options = { context: DIFF_CONTEXT_LINES };
    const patch = maxChangedLines === undefined
        ? (0,diff__WEBPACK_IMPORTED_MODULE_0__/* .structuredPatch */ .YB)('', '', before, after, undefined, undefined, options)
        : (0,diff__WEBPACK_IMPORTED_MODULE_0__/* .structuredPatch */ .YB)('', '', before, after, undefined, undefined, { ...options, maxEditLength: maxChangedLines });
    if (!patch)
        return undefined;
    const lines = [];
    for (const hunk of patch.hunks) {
        lines.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`);
        lines.push(...hunk.lines);
    }
    return lines;
}
//# sourceMappingURL=diff.js.map

/***/ })

};

//# sourceMappingURL=2138.index.js.map