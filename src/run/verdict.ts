/**
 * The verdict policy: whether a run failed, and which of its outcomes count as what, read by every
 * face and report from the result alone. Policy on the result model, so it sits above it in run/.
 */
import type { CheckResult, RunAnnotations, RunLint, RunResult, ScenarioResult } from '../model/index.js';
import { annotationsFailed } from '../model/annotations.js';
import { snapshotFailed } from '../model/server-tools.js';

/** Whether the run as a whole failed: what decides the step's failure and the CLI's exit code. */
export function runFailed(run: RunResult): boolean {
  return (
    run.fileErrors.length > 0 ||
    (run.scenarios.length === 0 && run.emptyShard === undefined) ||
    run.judge.failedBecause !== undefined ||
    run.serverError !== undefined ||
    lintFailed(run.lint) ||
    runAnnotationsFailed(run.annotations) ||
    (run.toolsSnapshot !== undefined && snapshotFailed(run.toolsSnapshot)) ||
    run.scenarios.some((s) => s.status === 'failed' || s.status === 'errored')
  );
}

/** Whether any glob found a scenario file: each file found yields a scenario, an error, or a count. */
export function matchedAnyFile(run: RunResult): boolean {
  return run.scenarios.length + run.fileErrors.length + run.notLive + run.deselected > 0;
}

/** Whether the run's lint fails it: an error finding, or a lint that could not be done, under `lint: error`. */
export function lintFailed(lint: RunLint | undefined): boolean {
  if (lint?.mode !== 'error') return false;
  return lint.error !== undefined || (lint.report?.findings.some((f) => f.level === 'error' && !f.suppressed) ?? false);
}

/**
 * Whether the run's annotations check fails it: under `annotations: error`, an unsuppressed finding
 * or a check that did not finish (refused, a bad probes file, a server that hung). `warn` never does.
 */
export function runAnnotationsFailed(annotations: RunAnnotations | undefined): boolean {
  return annotations?.mode === 'error' && annotationsFailed(annotations);
}

/**
 * The scenarios that errored only because the judge could not be asked (unreachable, or an API
 * error): the server was not judged, so the run's headline says the judge failed, not the server.
 */
export function erroredForTheJudge(run: RunResult): ScenarioResult[] {
  return run.scenarios.filter((scenario) => scenario.status === 'errored' && scenario.errorCode === 'judge_not_asked');
}

/** Judge criteria that were not evaluated, in every scenario of the run. */
export function unjudgedCriteria(run: RunResult): CheckResult[] {
  return run.scenarios.flatMap((s) => s.checks).filter((c) => c.kind === 'judge' && c.status === 'skipped');
}

/**
 * An agent scenario skipped for the whole run's reason (no key, `agent: off`), which
 * `run.agent.skippedBecause` says once for all: one notice says it, not a line each.
 */
export function skippedByAgentPlan(run: RunResult, scenario: ScenarioResult): boolean {
  return run.agent?.skippedBecause !== undefined && scenario.status === 'skipped' && scenario.skipCode === 'agent_plan';
}

/** A scenario skipped by its `skip:` key: it ran nothing, and no plan of the run skipped it. */
export function skippedBySkipKey(run: RunResult, scenario: ScenarioResult): boolean {
  return (
    scenario.status === 'skipped' &&
    scenario.steps.length === 0 &&
    scenario.checks.length === 0 &&
    !skippedByAgentPlan(run, scenario) &&
    scenario.skipCode !== 'no_recording'
  );
}
