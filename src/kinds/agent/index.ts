import type { MCPToolLike } from '@anthropic-ai/sdk/helpers/beta/mcp';
import { closest } from '../../util/closest.js';
import { checkContains, checkNotContains } from '../../checks/text.js';
import { gradeCriteria, judgedOutcome, type JudgePlan } from '../../checks/judge.js';
import type {
  AgentCall,
  AgentResult,
  AgentTrial,
  CheckResult,
  AgentScenario,
  ScenarioResult,
  SequentialRule,
  SourcePosition,
} from '../../model/index.js';
import type { McpSession } from '../../mcp/session.js';
import { toolListChangesOf } from '../../mcp/client-requests.js';
import { toolListError } from '../../mcp/tools.js';
import type { KindContext, ServerLists } from '../kind.js';
import { rateText, sprt, trialsToDecide, wilson } from '../../stats/rate.js';
import { checkCalls } from './calls.js';
import { BaselineTracker, baselineChecks } from './baseline.js';
import { phrasingOf, phrasingResults, weakerPhrasingChecks } from './phrasings.js';
import { batchSize, stopBefore } from './trials.js';
import { promptFromLabel, renderPromptFrom } from './prompt-from.js';
import { addUsage, billedTokens, emptyUsage, type AgentPlan } from './types.js';
import { recordingLabel, REPLAY_CHECK } from './recording.js';

export interface AgentScenarioContext {
  plan: Extract<AgentPlan, { kind: 'run' }>;
  judge: JudgePlan;
  /** A session for a trial: a fresh one per trial with `isolation: scenario`, the shared one with `suite`. */
  acquire(): Promise<McpSession>;
  release(session: McpSession): Promise<void>;
  timeoutMs: number;
  /**
   * The server's lists on a session, read once per client and shared with every scenario on it (again
   * after a list change); its prompts too with `others` (for `prompt_from`).
   */
  lists(session: McpSession, options?: { others?: boolean }): Promise<ServerLists>;
  /** Redacted from every call's output before it is cut and before the model sees it. */
  secrets: readonly string[];
  /** Trials of this scenario at once (the run's `concurrency`); 1 when absent. */
  concurrency?: number;
  /** Told of each request just before it is sent (a tool call, the `prompt_from` prompt): for coverage. */
  reached?: KindContext['reached'];
}

/**
 * Runs an agent scenario: its trials in turn (each a fresh conversation, on a fresh session with
 * `isolation: scenario`), stopping as soon as `min_passes` is reached or can no longer be reached.
 * The first session is the caller's (opened to see whether the server starts at all).
 */
export async function runAgentScenario(
  scenario: AgentScenario,
  first: McpSession,
  context: AgentScenarioContext,
): Promise<ScenarioResult> {
  const started = performance.now();
  let spec = scenario.agent;
  const model = spec.model ?? context.plan.model;
  const base = { name: scenario.name, description: scenario.description, position: scenario.position };
  const agent: AgentResult = {
    model,
    prompt: spec.promptFrom ? promptFromLabel(spec.promptFrom) : spec.prompt,
    planned: spec.trials,
    minPasses: spec.minPasses,
    passes: 0,
    trials: [],
    tokens: emptyUsage(),
    rate: wilson(0, 0),
    ...(context.plan.replay && { replayed: true as const, recording: recordingLabel(scenario) }),
  };
  const finish = (status: ScenarioResult['status'], checks: CheckResult[], extra: Partial<ScenarioResult> = {}) => ({
    ...base,
    status,
    durationMs: performance.now() - started,
    steps: [],
    checks,
    output: extra.output ?? '',
    agent,
    ...extra,
  });

  let tools: MCPToolLike[];
  let lists: ServerLists;
  try {
    lists = await context.lists(first, { others: spec.promptFrom !== undefined });
    tools = [...lists.tools.values()] as unknown as MCPToolLike[];
  } catch (error) {
    const stderr = first.stderr();
    await context.release(first);
    return finish('errored', [], {
      error: toolListError(first.explain(error)),
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
    const rendered = await renderPromptFrom(spec.promptFrom, first, lists, context.timeoutMs);
    if ('error' in rendered) {
      const stderr = first.stderr();
      await context.release(first);
      return finish('errored', [rendered.check], { error: rendered.error, stderr: stderr || undefined });
    }
    spec = { ...spec, prompt: rendered.text };
    agent.prompt = rendered.text;
  }

  const { runTrial } = await import('./loop.js');
  // The baseline (recorded, or checked) sees each trial's request and may want trials past the rule's decision.
  const tracker = context.plan.baseline
    ? new BaselineTracker(scenario, context.plan.baseline, spec.trials, context.plan.replay === true)
    : undefined;
  const source = tracker ? tracker.watch(context.plan.source) : context.plan.source;
  // The pass_rate rule's counts when it decided: its verdict, although trials may go on for the baseline.
  let decidedAt: { passes: number; failures: number } | undefined;
  /** Why no more trials are counted now; undefined: go on (compare-variants and a baseline that wants more go on). */
  const stopNow = (): string | undefined => {
    if (context.plan.allTrials) return undefined;
    const counted = countedTrials(agent);
    if (
      spec.sequential &&
      !decidedAt &&
      sprt(spec.sequential, agent.passes, counted - agent.passes).verdict !== 'undecided'
    )
      decidedAt = { passes: agent.passes, failures: counted - agent.passes };
    const stop = stopBefore(spec, agent.passes, counted, decidedAt, agent.trials.length);
    return stop && !(tracker?.wantsMore(counted) ?? false) ? stop : undefined;
  };
  /** Every trial is wanted (compare-variants, recording a baseline): batches as large as what is left. */
  const everyTrial = context.plan.allTrials === true || context.plan.baseline?.record === true;
  let spare: McpSession | undefined = first;
  let stderr = '';
  /** One trial on its own session (the scenario's first session for the first trial). */
  const runOne = async (index: number): Promise<AgentTrial> => {
    const trialStarted = performance.now();
    let session = spare;
    spare = undefined;
    if (!session) {
      try {
        session = await context.acquire();
      } catch (error) {
        return erroredTrial(index, `could not open a session for this trial: ${String(error)}`, trialStarted);
      }
    }
    const trialSession = session;
    let changesSeen = toolListChangesOf(trialSession.client);
    const { prompt, phrasing } = phrasingOf(spec, index);
    const outcome = await runTrial({
      scenario: scenario.name,
      trial: index,
      spec: { ...spec, prompt },
      model,
      session,
      tools,
      toolsAfterChange: async () => {
        const changes = toolListChangesOf(trialSession.client);
        if (changes === changesSeen) return undefined;
        changesSeen = changes;
        return [...(await context.lists(trialSession)).tools.values()] as unknown as MCPToolLike[];
      },
      source,
      budget: context.plan.budget,
      runUsage: context.plan.usage,
      timeoutMs: context.timeoutMs,
      secrets: context.secrets,
      ...(context.reached && { reached: (tool: string) => context.reached!('tool', tool) }),
    });
    stderr = session.stderr();
    await context.release(session);
    addUsage(agent.tokens, outcome.tokens);
    const trial = await gradeTrial(scenario, index, outcome, context, trialStarted);
    if (phrasing !== undefined) trial.phrasing = phrasing;
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
      if (replayBroken) continue;
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
      if (trial.status !== 'errored') tracker?.observe(trial);
      if (trial.status === 'passed') agent.passes++;
      if (trial.errorCode === 'token_budget' || trial.errorCode === 'cost_budget') {
        agent.stoppedEarly = trial.error;
        decided = true;
      }
      if (trial.errorSubject === REPLAY_CHECK && !replayBroken) {
        replayBroken = true;
        agent.stoppedEarly = `the replay stopped at trial ${trial.index}: the recording no longer matches what the model is given (the ${REPLAY_CHECK} above says what changed)`;
      }
    }
  }
  if (!decided && !agent.stoppedEarly) {
    // The last batch may have decided on its last trial: said as a one-at-a-time run would.
    const stop = stopNow();
    if (stop) agent.stoppedEarly = stop;
  }
  if (uncounted > 0) {
    agent.uncounted = uncounted;
    agent.stoppedEarly += `; ${uncounted} more ${uncounted === 1 ? 'trial was' : 'trials were'} already running and ${uncounted === 1 ? 'was' : 'were'} not counted (their tokens are included)`;
  }
  if (spare) await context.release(spare);
  const counted = countedTrials(agent);
  const errored = agent.trials.filter((trial) => trial.status === 'errored');
  agent.rate = wilson(agent.passes, counted);
  const sequentialRule = spec.sequential ? sequentialVerdict(spec.sequential, agent, decidedAt) : undefined;
  if (tracker) agent.baseline = tracker.finish(counted);
  const againstBaseline = baselineChecks(agent.baseline, spec.promptPosition);

  const phrasings = phrasingResults(spec, agent.trials);
  if (phrasings) agent.phrasings = phrasings;
  const weaker = weakerPhrasingChecks(phrasings, agent.replayed === true);
  const rulePassed = sequentialRule ? sequentialRule.passed : agent.passes >= spec.minPasses;
  const passed = rulePassed && weaker.length === 0 && againstBaseline.every((check) => check.status !== 'failed');
  const allSkipped =
    agent.trials.length > 0 && agent.trials.every((trial) => trial.checks.every((c) => c.status === 'skipped'));
  const rule: CheckResult = {
    kind: 'agent',
    subject: `${agent.passes} of ${agent.trials.length} trials passed`,
    position: spec.promptPosition,
    status: rulePassed ? 'passed' : 'failed',
    message: sequentialRule
      ? sequentialRule.message
      : rulePassed
        ? undefined
        : `${agent.passes} of ${counted} trials passed (${spec.trials} planned${errored.length > 0 ? `, ${errored.length} errored and not counted` : ''}); min_passes is ${spec.minPasses}; pass rate ${rateText(agent.rate)}${agent.replayed ? ' (replayed)' : ''}` +
          (agent.stoppedEarly ? `; ${agent.stoppedEarly}` : ''),
  };
  const trialChecks = failedTrialChecks(agent.trials, spec.promptPosition);
  // A replay mismatch leads: what changed (the tool list, a tool's output, with the diff) is the
  // news; the rate after it was measured on a recording that no longer applies.
  const changed = trialChecks.filter((check) => check.subject === REPLAY_CHECK);
  const checks = [
    ...changed,
    rule,
    ...againstBaseline,
    ...weaker,
    ...trialChecks.filter((check) => check.subject !== REPLAY_CHECK),
    ...skippedChecks(agent.trials),
  ];
  const last = agent.trials.find((trial) => trial.status !== 'passed') ?? agent.trials.at(-1);
  const output = last ? transcriptText(last.calls, last.finalAnswer) : '';
  if (passed)
    return finish(allSkipped ? 'skipped' : 'passed', checks, {
      output,
      skipReason: allSkipped ? skippedChecks(agent.trials)[0]?.message : undefined,
      ...(allSkipped && { skipCode: 'no_check_evaluated' as const }),
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
      ...(errored[0]!.errorCode && { errorCode: errored[0]!.errorCode }),
      stderr: stderr || undefined,
    });
  return finish('failed', checks, { output, stderr: stderr || undefined });
}

/** The trials that count toward the rate: those the model answered (not errored). */
function countedTrials(agent: AgentResult): number {
  return agent.trials.filter((trial) => trial.status !== 'errored').length;
}

/**
 * Why the scenario errored, from its errored trials: how many, and the first one's error, worded
 * for the part that failed. A judge error keeps its leading words (JUDGE_NOT_ASKED_PREFIX), which
 * the run's headline cuts off to say why the judge could not be asked.
 */
function erroredTrialsError(errored: AgentTrial[], started: number): string {
  const [first] = errored;
  const of = `${errored.length} of ${started} trial${started === 1 ? '' : 's'}`;
  const leftOut = 'left out of the rate and the baseline comparison';
  // The budget's own words say it stopped the run (and by how much), for this scenario and the rest.
  if (first!.errorCode === 'token_budget' || first!.errorCode === 'cost_budget') return first!.error!;
  if (first!.errorSubject === 'model request') return `the model API refused ${of} (${leftOut}): ${first!.error}`;
  if (first!.errorCode === 'judge_not_asked') return `${first!.error} (${of}; ${leftOut})`;
  return errored.length === 1 ? first!.error! : `${first!.error} (${of} errored; ${leftOut})`;
}

/**
 * The verdict of `pass_rate` over the trials run: pass, fail, or inconclusive (fails) when
 * max_trials ran out undecided, with the rate, its interval and about how many more trials would
 * likely decide it. Tokens saved are estimated at the mean tokens per trial run.
 */
function sequentialVerdict(
  rule: SequentialRule,
  agent: AgentResult,
  decidedAt?: { passes: number; failures: number },
): { passed: boolean; message: string | undefined } {
  const run = countedTrials(agent);
  const failures = run - agent.passes;
  const state = sprt(rule, decidedAt?.passes ?? agent.passes, decidedAt?.failures ?? failures);
  const verdict = state.verdict === 'undecided' ? 'inconclusive' : state.verdict;
  // Trials run past the decision (in flight when it came) spent tokens too: saved is what was not started.
  const spent = agent.trials.length + (agent.uncounted ?? 0);
  const perTrial = spent > 0 ? billedTokens(agent.tokens) / spent : 0;
  const tokensSaved = Math.round(perTrial * (rule.maxTrials - spent));
  agent.sequential = { ...rule, verdict, ...(tokensSaved > 0 && { tokensSaved }) };
  const measured = `pass rate ${rateText(agent.rate)}${agent.replayed ? ' (replayed)' : ''} over ${run} trials`;
  const line = `pass_rate ${rule.passRate} ± ${rule.indifference} at ${Math.round(rule.confidence * 100)}% confidence`;
  if (verdict === 'pass') return { passed: true, message: undefined };
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
  const more = trialsToDecide(rule, agent.passes, failures);
  return {
    passed: false,
    message:
      `inconclusive: ${measured} after all ${rule.maxTrials} max_trials, not enough to tell it from ${line}; ` +
      (more === undefined
        ? 'the rate sits on the line, so many more trials would be needed: raise max_trials or widen indifference'
        : `about ${more} more trials would likely decide it: raise max_trials to about ${rule.maxTrials + more}`),
  };
}

/** The tools in a variant's wording, or why the variant does not apply to them. */
async function wordedTools(
  tools: MCPToolLike[],
  variant: NonNullable<AgentScenarioContext['plan']['variant']>,
): Promise<{ tools: MCPToolLike[] } | { error: string }> {
  const { applyToolVariant, ToolVariantsError } = await import('./variants.js');
  try {
    return { tools: applyToolVariant(tools, variant) };
  } catch (error) {
    if (!(error instanceof ToolVariantsError)) throw error;
    return { error: `the tool variant "${variant.name}" does not apply to the server's tools: ${error.message}` };
  }
}

function erroredTrial(index: number, error: string, started: number): AgentTrial {
  return {
    index,
    status: 'errored',
    calls: [],
    finalAnswer: '',
    turns: 0,
    checks: [],
    error,
    errorSubject: 'session for the trial',
    tokens: emptyUsage(),
    durationMs: performance.now() - started,
  };
}

/** `expected_calls` and `forbidden_tools` entries naming tools the server lacks, with the closest name. */
function unknownTools(scenario: AgentScenario, available: Set<string>): CheckResult[] {
  const spec = scenario.agent;
  const named = [
    ...spec.expectedCalls.map((call) => ({ tool: call.tool, position: call.position, key: 'expected_calls' })),
    ...spec.forbiddenTools.map((tool) => ({ tool: tool.value, position: tool.position, key: 'forbidden_tools' })),
  ];
  return named
    .filter((entry) => !available.has(entry.tool))
    .map((entry) => {
      const suggestion = closest(entry.tool, available);
      return {
        kind: 'call' as const,
        subject: entry.tool,
        position: entry.position,
        status: 'failed' as const,
        message:
          `${entry.key} names "${entry.tool}", but the server has no such tool` +
          (suggestion ? `: did you mean "${suggestion}"?` : `; it has: ${[...available].join(', ') || 'no tools'}`),
      };
    });
}

async function gradeTrial(
  scenario: AgentScenario,
  index: number,
  outcome: Awaited<ReturnType<typeof import('./loop.js').runTrial>>,
  context: AgentScenarioContext,
  started: number,
): Promise<AgentTrial> {
  const spec = scenario.agent;
  const checks: CheckResult[] = [];
  const answered = outcome.end.kind === 'answer';
  if (outcome.end.kind === 'max_turns') {
    checks.push({
      kind: 'agent',
      subject: `max_turns ${spec.maxTurns}`,
      position: spec.promptPosition,
      status: 'failed',
      message: `the model gave no final answer within max_turns (${spec.maxTurns} replies, ${outcome.calls.length} tool calls made)`,
    });
  } else if (outcome.end.kind === 'stopped') {
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
    checks.push(
      ...(await gradeCriteria(
        scenario.expectedJudge,
        transcriptText(outcome.calls, outcome.finalAnswer),
        context.judge,
      )),
    );
  }
  // A judge that could not be asked errors the trial (unless a check of its own failed anyway): an
  // outage is never read as the server's or the model's fault.
  const judged = judgedOutcome(checks);
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
        : { errorSubject: 'judge', errorCode: judged.code ?? ('judge_not_asked' as const) })),
    tokens: outcome.tokens,
    durationMs: performance.now() - started,
  };
}

/** What the judge grades for an agent scenario: the calls made, each with its result, then the final answer. */
export function transcriptText(calls: AgentCall[], finalAnswer: string): string {
  const lines = calls.map(
    (call, index) =>
      `Call ${index + 1} (turn ${call.turn}): ${call.tool} ${JSON.stringify(call.input)}\n` +
      `Result${call.isError ? ' (error)' : ''}: ${call.error ?? call.output}`,
  );
  return [...lines, `Final answer:\n${finalAnswer}`].join('\n\n');
}

/**
 * The failed checks of the failed trials, one per distinct failure, saying which trials it hit:
 * five trials failing the same way are one annotation, not five.
 */
function failedTrialChecks(trials: AgentTrial[], promptPosition: SourcePosition): CheckResult[] {
  const grouped = new Map<string, { check: CheckResult; trials: number[] }>();
  for (const trial of trials) {
    const failed: CheckResult[] = trial.checks.filter((check) => check.status === 'failed');
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
      if (entry) entry.trials.push(trial.index);
      else grouped.set(key, { check, trials: [trial.index] });
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
function skippedChecks(trials: AgentTrial[]): CheckResult[] {
  const seen = new Set<string>();
  return trials
    .flatMap((trial) => trial.checks)
    .filter((check) => {
      const key = JSON.stringify([check.position, check.subject]);
      if (check.status !== 'skipped' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
