/**
 * Runs a tool-sequence scenario: the server's lists read once, every step pre-checked, then the
 * calls in order on one session, each step's checks and saves, the joined output's checks, and
 * the judge's criteria.
 */
import { gradeCriteria, judgedOutcome } from '../../checks/judge.js';
import { compileSavePattern } from '../../checks/save-pattern.js';
import { applySave, checkContains, checkNotContains, scenarioHintBudget } from '../../checks/text.js';
import { toolListChangesOf } from '../../mcp/client-requests.js';
import { SessionDroppedError } from '../../mcp/keeper.js';
import { wasCut } from '../../mcp/render.js';
import { toolListError } from '../../mcp/tools.js';
import { CALL_OUTPUT_LIMIT_CHARS } from '../../model/limits.js';
import { hiddenText } from '../../checks/poisoning.js';
import type { CheckResult, ScenarioResult, ScenarioStep, StepResult, ToolSequenceScenario } from '../../model/index.js';
import type { KindContext, ServerLists } from '../kind.js';
import { hasInterpolation, substitute } from './references.js';
import { labelOf, stepKindOf, type StepList } from './steps/index.js';

export async function runToolSequence(scenario: ToolSequenceScenario, context: KindContext): Promise<ScenarioResult> {
  const { keeper, sessions, options, base, started } = context;
  const steps: StepResult[] = [];
  const checks: CheckResult[] = [];
  let error: string | undefined;
  let lists: ServerLists | undefined;
  // The count of list changes the server had announced when `lists` was read.
  let listsAt = 0;
  // Resources, templates and prompts are read only when a step needs them.
  const others = scenario.steps.some((step) => needs(step) !== 'tools');
  const readLists = async (refresh: boolean): Promise<string | undefined> => {
    try {
      const changes = toolListChangesOf(keeper.session.client);
      lists = await keeper.run((session) => context.lists(session, { refresh, others }));
      listsAt = changes;
      return undefined;
    } catch (caught) {
      const loss = keeper.session.loss?.(caught);
      const why =
        caught instanceof SessionDroppedError ? caught.message : loss ? loss.reason : keeper.session.explain(caught);
      return toolListError(why);
    }
  };
  error = await readLists(false);
  // The server said its list changed since (at connect, say): the list is read again before the first step.
  if (!error && toolListChangesOf(keeper.session.client) !== listsAt) error = await readLists(true);

  // A server that says a list may change (tools.listChanged, resources.listChanged, prompts.listChanged)
  // may add to it during the scenario: once the first step names what the server has (a call is made
  // first), a later step naming a tool, resource or prompt not listed yet is checked just before it
  // runs, against the lists read again then, not refused now.
  const capabilities = keeper.session.client.getServerCapabilities();
  const mayChange = (step: ScenarioStep): boolean => capabilities?.[needs(step)]?.listChanged === true;
  // The steps whose unknown name waits for the lists read again just before them.
  const deferred = new Set<ScenarioStep>();
  if (lists) {
    const found = scenario.steps.map((step) => stepKindOf(step).precheck(step, lists!));
    const firstKnown = !found[0]!.some((problem) => problem.problem === 'unknown_name');
    const problems = scenario.steps.flatMap((step, index) => {
      const defer = firstKnown && index > 0 && mayChange(step);
      const kept = found[index]!.filter((problem) => !(defer && problem.problem === 'unknown_name'));
      if (kept.length < found[index]!.length) deferred.add(step);
      return kept;
    });
    checks.push(...problems);
    if (problems.length > 0) {
      const missing = [
        ...new Set(
          problems
            .filter((problem) => problem.problem === 'unknown_name')
            .map((problem) => JSON.stringify(problem.subject)),
        ),
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
            : `${problems[0]!.message}; no step was run`;
    }
  }

  // Values saved by `save` entries so far, for the `${name}` references of later steps' args.
  const saved = new Map<string, string>();
  const hints = scenarioHintBudget(context.hints);
  // Set when a `save` missed, or the server's requests left the script: the later steps are not
  // called, but the server did answer, so the scenario failed rather than errored.
  let stoppedShort = false;
  // Set when a call failed because the server did (it ended, or stopped answering): its stderr says why.
  let serverFailed = false;
  for (const [index, step] of (error ? [] : scenario.steps).entries()) {
    const kind = stepKindOf(step);
    const label = labelOf(step);
    const ref = { index: index + 1, tool: label };
    // The server said its tool list changed (during an earlier call), or this step names a tool it did
    // not list at first: the list is read again, and this step checked against it, before the call.
    const changed = toolListChangesOf(keeper.session.client) !== listsAt;
    if (lists && (changed || deferred.has(step))) {
      error = await readLists(true);
      if (error) break;
      const problems = kind.precheck(step, lists);
      if (problems.length > 0) {
        checks.push(...problems);
        const list = needs(step) === 'tools' ? 'tool list was' : 'lists were';
        const again = changed
          ? `after the server said a list changed, its ${list} read again`
          : `its ${list} read again before this step`;
        error =
          problems[0]!.problem === 'unknown_name'
            ? `the tool sequence names a ${step.kind} the server lacks (${JSON.stringify(label)}; ${again}); the steps from this one on were not called`
            : `${problems[0]!.message} (${again}); the steps from this one on were not called`;
        break;
      }
    }
    // What `${name}` is substituted in: a tool's or a prompt's args, a resource's URI, a completion.
    const inputs = kind.inputs(step, lists);
    const values = hasInterpolation(inputs.values) ? substitute(inputs.values, saved, inputs.schema) : inputs.values;
    // Inputs with references could only be checked once their values were known: now.
    const problem = values === inputs.values || !lists ? undefined : kind.checkArguments(step, values, lists);
    if (problem) {
      checks.push(problem);
      error = `${problem.message}; the steps from this one on were not called`;
      break;
    }
    // What the request touches, said before it is sent (a completion reads nothing: not counted).
    const named = kind.named(step);
    for (const tool of named.tools) context.reached('tool', tool);
    for (const uri of named.resources ?? []) context.reached('resource', uri);
    for (const prompt of named.prompts ?? []) context.reached('prompt', prompt);
    const called = await kind.call(step, values, {
      keeper,
      timeoutMs: options.timeoutMs,
      secrets: options.secrets ?? [],
      roots: scenario.roots,
      lists,
    });
    const { result, check, fatal, stop } = called;
    // The output reaches the model: text hidden in it is how a server smuggles in instructions.
    const hidden = hiddenText(result.text);
    if (hidden.length > 0)
      result.warnings = hidden.map(
        (what) => `the output holds ${what}, which the model reads and the user does not see`,
      );
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
    const cutAtChars = wasCut(result.text) ? CALL_OUTPUT_LIMIT_CHARS : undefined;
    for (const expected of step.expectedContains) {
      checks.push(checkContains(result.text, expected, ref, { cutAtChars, hints }));
      await yieldAfterFailure(checks);
    }
    checks.push(...step.expectedNotContains.map((forbidden) => checkNotContains(result.text, forbidden, ref)));
    for (const rule of step.save) {
      // Compiled at load time too, where a pattern RE2 cannot run is refused.
      const pattern = compileSavePattern(rule.pattern);
      const laterSteps = index < scenario.steps.length - 1;
      const { check: saveCheck, value } = applySave(result.text, { ...rule, pattern }, ref, laterSteps, hints);
      checks.push(saveCheck);
      await yieldAfterFailure(checks);
      if (value === undefined) stoppedShort = true;
      else saved.set(rule.name, value);
    }
    if (stoppedShort) break;
  }

  // The judge needs only the output: the server can go before it is asked.
  const stderr = keeper.session.stderr();
  await sessions.release(keeper.session, scenario.name);

  const output = steps.map((step) => step.text).join('\n');
  const ranToEnd = error === undefined && !stoppedShort;
  // A step's own content checks say nothing about whether the calls ran as expected: the judge
  // still grades the output when one of them fails, as it does when a scenario-level one fails.
  const stepsHeld =
    ranToEnd && checks.every((check) => (check.kind !== 'step' && check.kind !== 'save') || check.status === 'passed');
  if (ranToEnd) {
    const cutAtChars = steps.some((step) => wasCut(step.text)) ? CALL_OUTPUT_LIMIT_CHARS : undefined;
    for (const expected of scenario.expectedContains) {
      checks.push(checkContains(output, expected, undefined, { cutAtChars, hints }));
      await yieldAfterFailure(checks);
    }
    checks.push(...scenario.expectedNotContains.map((forbidden) => checkNotContains(output, forbidden)));
  }
  checks.push(
    ...(await gradeCriteria(
      scenario.expectedJudge,
      output,
      options.judge,
      stepsHeld ? undefined : 'not judged: the tool sequence did not run as expected',
    )),
  );

  // A criterion that could not be judged errors the scenario, unless a check of its own failed anyway.
  const { failed, error: judgeError, code: judgeCode } = judgedOutcome(checks);
  // Only an error of the judge's own is read as one (the run's headline then blames the judge).
  const errorCode = error === undefined && judgeError !== undefined ? judgeCode : undefined;
  error ??= judgeError;
  // Step checks (and saves) only say the calls went as expected; unless a step expects an error, they are not
  // the scenario's checks. A scenario none of whose own checks was evaluated (say, judge criteria
  // only, with no key) has not passed: it is skipped.
  const ownCheckEvaluated =
    checks.some((check) => check.kind !== 'step' && check.kind !== 'save' && check.status !== 'skipped') ||
    (ranToEnd && scenario.steps.some((step) => step.expectError));
  const status = error ? 'errored' : failed ? 'failed' : ownCheckEvaluated ? 'passed' : 'skipped';
  return {
    ...base,
    status,
    error,
    ...(errorCode && { errorCode }),
    skipReason: status === 'skipped' ? notEvaluatedReason(checks) : undefined,
    ...(status === 'skipped' && { skipCode: 'no_check_evaluated' as const }),
    stderr: status === 'passed' || status === 'skipped' ? undefined : stderr || undefined,
    ...(status === 'errored' && serverFailed && { serverFailed: true as const }),
    durationMs: performance.now() - started,
    steps,
    checks,
    output,
  };
}

function notEvaluatedReason(checks: CheckResult[]): string {
  const why = checks.find((check) => check.status === 'skipped')?.message;
  return `no check was evaluated${why ? `: ${why}` : ''}`;
}

/**
 * After a failed check (whose closest-line hint took a few milliseconds), lets timers and I/O run:
 * the other scenarios' calls are answered and timed while this one's failures are explained.
 */
async function yieldAfterFailure(checks: CheckResult[]): Promise<void> {
  if (checks.at(-1)?.status === 'failed') await new Promise((resolve) => setImmediate(resolve));
}

/** The server's list a step is checked against: its capability says whether it may change. */
function needs(step: ScenarioStep): StepList {
  return stepKindOf(step).needs(step);
}
