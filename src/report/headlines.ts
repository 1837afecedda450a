/**
 * The headlines of a failed run, and the notices every face gives, worded once: the action's step
 * failure, the CLI's last lines and the summary take them from here.
 */
import {
  totalsOf,
  type CallPlatform,
  type CheckResult,
  type RunAnnotations,
  type RunLint,
  type RunResult,
  type ScenarioResult,
} from '../model/index.js';
import { erroredForTheJudge, lintFailed, matchedAnyFile, runAnnotationsFailed } from '../run/verdict.js';
import { CLAIM_OF_KIND } from './hint-claims.js';
import { JUDGE_NOT_ASKED_PREFIX } from '../checks/judge.js';
import { snapshotFailed } from '../model/server-tools.js';
import { snapshotHeadline } from './snapshot.js';
import { PLATFORM_NAMES } from '../providers/choose.js';
import { formatUsd } from '../providers/prices.js';

/**
 * ` via Amazon Bedrock`: the cloud that answered a model's calls, said after the model's name in the
 * summary and the terminal. Nothing for the Anthropic API, the default (the JSON report's
 * `platform` names it too).
 */
export function viaPlatform(platform: CallPlatform | undefined): string {
  return platform && platform !== 'anthropic' ? ` via ${PLATFORM_NAMES[platform]}` : '';
}

/** Said wherever a run stopped because its server could not start at all. */
export const SERVER_NOT_STARTED = 'The server could not be started; no scenario was run';

export function failureHeadline(result: RunResult): string {
  if (result.fileErrors.length > 0)
    return `${result.fileErrors.length} problem(s) in scenario files; no scenario was run`;
  if (result.serverError) return `${result.serverError.message}; no scenario was run`;
  if (result.scenarios.length === 0) {
    return matchedAnyFile(result)
      ? `no scenario was selected to run (${result.notLive} not live, ${result.deselected} left out by filter or shard): check filter, shard, and live: true in live mode`
      : `no scenario file matched ${result.unmatchedGlobs.map((g) => `"${g}"`).join(', ') || 'the scenarios globs'}`;
  }
  const totals = totalsOf(result);
  if (totals.failed === 0 && result.judge.failedBecause) return result.judge.failedBecause;
  if (totals.failed === 0 && lintFailed(result.lint)) return lintHeadline(result.lint!);
  if (totals.failed === 0 && runAnnotationsFailed(result.annotations)) return annotationsHeadline(result.annotations!);
  if (totals.failed === 0 && result.toolsSnapshot && snapshotFailed(result.toolsSnapshot))
    return snapshotHeadline(result.toolsSnapshot);
  return (
    judgeNotAskedHeadline(result) ??
    costBudgetHeadline(result) ??
    `${totals.failed} of ${totals.total} scenario(s) failed`
  );
}

/**
 * Said when scenarios errored because the judge could not be asked (unreachable, or an API error
 * such as a 500, 401 or 529): the headline blames the judge, so an outage of the API never reads as
 * a failure of the server. With failures of the server's own as well, both are counted. Undefined
 * when no scenario errored for the judge.
 */
export function judgeNotAskedHeadline(result: RunResult): string | undefined {
  const errored = erroredForTheJudge(result);
  if (errored.length === 0) return undefined;
  const totals = totalsOf(result);
  const why = errored[0]!.error!.slice(JUDGE_NOT_ASKED_PREFIX.length);
  if (totals.failed === errored.length) {
    const scenarios = totals.total === 1 ? 'scenario' : 'scenarios';
    return `the judge could not be asked, so ${errored.length} of ${totals.total} ${scenarios} errored (not judged, no failure of the server): ${why}`;
  }
  return `${totals.failed} of ${totals.total} scenario(s) failed, ${errored.length} of them errored because the judge could not be asked: ${why}`;
}

/** The scenarios a cost budget in USD errored (`cost_budget`): the calls they needed were not made. */
export function erroredForACostBudget(result: RunResult): ScenarioResult[] {
  return result.scenarios.filter((scenario) => scenario.status === 'errored' && scenario.errorCode === 'cost_budget');
}

/**
 * Which cost budgets stopped the run, and what the judge's left undone: `the judge cost budget of
 * $0.5000 was spent: 3 criteria not judged`. Undefined when no scenario errored for a budget.
 */
export function costBudgetsSpent(result: RunResult): string | undefined {
  const errored = erroredForACostBudget(result);
  if (errored.length === 0) return undefined;
  const spent: string[] = [];
  // The judge's budget errors a scenario with the judge's prefix; the agent's, with its own words.
  const byJudge = errored.some((scenario) => scenario.error?.startsWith(JUDGE_NOT_ASKED_PREFIX));
  if (byJudge) {
    const criteria = result.scenarios
      .flatMap((scenario) => [...scenario.checks, ...(scenario.agent?.trials.flatMap((trial) => trial.checks) ?? [])])
      .filter((check) => check.unavailableCode === 'cost_budget').length;
    const budget = result.judge.costBudgetUsd;
    spent.push(
      `the judge cost budget${budget !== undefined ? ` of ${formatUsd(budget)}` : ''} was spent: ` +
        `${criteria} ${criteria === 1 ? 'criterion' : 'criteria'} not judged`,
    );
  }
  if (errored.some((scenario) => !scenario.error?.startsWith(JUDGE_NOT_ASKED_PREFIX))) {
    const budget = result.agent?.costBudgetUsd;
    spent.push(`the agent cost budget${budget !== undefined ? ` of ${formatUsd(budget)}` : ''} was spent`);
  }
  return spent.join(', and ');
}

/**
 * Said when a cost budget in USD (`judge-cost-budget`, `agent-cost-budget`) stopped the run, as the
 * judge's outage is said: the scenarios it errored are no failure of the server. With failures of
 * the server's own as well, both are counted. Undefined when no scenario errored for a budget.
 */
export function costBudgetHeadline(result: RunResult): string | undefined {
  const spent = costBudgetsSpent(result);
  if (spent === undefined) return undefined;
  const errored = erroredForACostBudget(result).length;
  const totals = totalsOf(result);
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
export function failedDespitePasses(result: RunResult): string | undefined {
  if (result.scenarios.length === 0 || result.fileErrors.length > 0 || result.serverError) return undefined;
  if (totalsOf(result).failed > 0) return undefined;
  const lint = lintFailed(result.lint);
  const snapshot = result.toolsSnapshot !== undefined && snapshotFailed(result.toolsSnapshot);
  const annotations = runAnnotationsFailed(result.annotations);
  if (!lint && !snapshot && !annotations && result.judge.failedBecause === undefined) return undefined;
  return failureHeadline(result);
}

/** Said when this shard got no scenario: the run passes, and says why it ran nothing. */
export function emptyShardNotice(result: RunResult): string | undefined {
  const empty = result.emptyShard;
  if (!empty) return undefined;
  const [, count] = empty.shard.split('/');
  return (
    `shard ${empty.shard} has no scenario to run: the ${empty.others} selected ${empty.others === 1 ? 'scenario went' : 'scenarios went'} ` +
    `to the other shards (fewer scenarios than the ${count} shards); nothing to do here, so this shard passes`
  );
}

/**
 * A warning per glob that matched nothing while others matched (a typo there would otherwise go
 * unseen); when nothing matched at all, the failure message names the globs instead.
 */
export function unmatchedGlobWarnings(result: RunResult): string[] {
  if (!matchedAnyFile(result)) return [];
  return result.unmatchedGlobs.map(
    (glob) => `the scenarios glob "${glob}" matched no .yaml or .yml file; fix or remove it`,
  );
}

/** Why `lint: error` failed the step: the error findings, or why the lint could not be done. */
export function lintHeadline(lint: RunLint): string {
  if (!lint.report) return `lint: error, and the lint could not be done: ${lint.error ?? ''}`;
  const errors = lint.report.findings.filter((item) => item.level === 'error' && !item.suppressed);
  return `lint found ${errors.length} error(s) in the tool definitions (lint: error): ${errors
    .slice(0, 5)
    .map((item) => `${item.tool ?? 'tool list'}: ${item.message}`)
    .join('; ')}${errors.length > 5 ? '; …' : ''}`;
}

/** Why `annotations: error` failed the step: the tools whose hints are not true, or why the check did not finish. */
export function annotationsHeadline(annotations: RunAnnotations): string {
  const findings = annotations.tools.flatMap((tool) => tool.findings);
  const said = findings
    .slice(0, 5)
    .map((finding) => `${finding.tool} is not ${CLAIM_OF_KIND[finding.kind]}`)
    .join('; ');
  const more = findings.length > 5 ? '; …' : '';
  if (findings.length === 0)
    return `annotations: error, and the annotations check did not finish: ${annotations.error ?? ''}`;
  return (
    `the annotations check found ${findings.length} tool annotation(s) that are not true (annotations: error): ${said}${more}` +
    (annotations.error !== undefined ? `; and it did not finish: ${annotations.error}` : '')
  );
}

/**
 * A failed check whose message is the scenario's error again (an agent trial's error is both): the
 * reports print it once, under `error`, and name the check without repeating it.
 */
export function repeatsScenarioError(scenario: ScenarioResult, check: CheckResult): boolean {
  const error = scenario.error;
  const message = check.message;
  return error !== undefined && message !== undefined && (message === error || message.endsWith(`: ${error}`));
}

/** The notice for a run whose server start-ups took most of its time: `isolation: suite` shares one server. */
export function startupNotice(run: RunResult): string | undefined {
  const dominated = run.startupDominated;
  if (!dominated) return undefined;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  // Wall time against wall time: start-ups that ran at once are counted once, their sum said apart.
  const atOnce =
    dominated.mostAtOnce > 1
      ? `, up to ${dominated.mostAtOnce} starting at once; their start-ups add up to ${seconds(dominated.summedMs)}`
      : '';
  return (
    `a server was starting for ${seconds(dominated.startupMs)} of this run's ${seconds(dominated.runMs)} ` +
    `(${dominated.sessions} sessions, one per scenario${atOnce}): --isolation suite (action input isolation: suite) ` +
    'shares one server across the scenarios'
  );
}
