import type { CheckKind, CheckResult, RunAnnotations, RunResult, ScenarioResult } from '../model/index.js';
import { runFailed, skippedByAgentPlan, unjudgedCriteria } from '../run/verdict.js';
import { startupNotice } from './headlines.js';
import { changeText, CLAIM_OF_KIND } from './hint-claims.js';
import { breakLegacyCommands, escapeName, unsafePropertyReason, visibleControls } from './text/escape.js';
import {
  ANNOTATION_MESSAGE_LIMIT_CHARS,
  ANNOTATION_STDERR_LINES,
  ANNOTATIONS_WRITTEN_PER_LEVEL,
  GITHUB_ANNOTATIONS_PER_LEVEL,
  cutStart,
} from './text/limits.js';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  message: string;
  title: string;
  /** Absent for an annotation about the whole run. */
  file?: string;
  line?: number;
  column?: number;
}

export interface AnnotationPlan {
  /** What to write, most useful first (GitHub shows the first 10 of each level), at most ANNOTATIONS_WRITTEN_PER_LEVEL. */
  annotations: Annotation[];
  /** How many of each level were left out because GitHub would not show them. */
  leftOut: Record<'error' | 'warning' | 'notice', number>;
}

/** A failing step explains every later check, so it comes first; the judge, last. */
const KIND_ORDER: Record<CheckKind, number> = {
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
export function planAnnotations(run: RunResult): AnnotationPlan {
  const { errors, warnings, notices } = annotationsByLevel(run);
  const errorRoom = GITHUB_ANNOTATIONS_PER_LEVEL - (runFailed(run) ? 1 : 0);
  const annotations = [
    ...errors.slice(0, ANNOTATIONS_WRITTEN_PER_LEVEL),
    ...warnings.slice(0, ANNOTATIONS_WRITTEN_PER_LEVEL),
    ...notices.slice(0, ANNOTATIONS_WRITTEN_PER_LEVEL),
  ]
    .map(withSafePosition)
    .map((annotation) => ({
      ...annotation,
      title: escapeName(annotation.title),
      // core escapes line breaks in the message; other control characters (ANSI colour) it passes on.
      message: cutStart(breakLegacyCommands(visibleControls(annotation.message)), ANNOTATION_MESSAGE_LIMIT_CHARS),
    }));
  return {
    annotations,
    leftOut: {
      error: Math.max(0, errors.length - errorRoom),
      warning: Math.max(0, warnings.length - GITHUB_ANNOTATIONS_PER_LEVEL),
      notice: Math.max(0, notices.length - GITHUB_ANNOTATIONS_PER_LEVEL),
    },
  };
}

/**
 * Every annotation the run deserves, of each level, ranked and uncapped, as the run's own text (not
 * yet made safe for any writer): the workflow commands take the first of each (`planAnnotations`),
 * the check run takes them all (check-run.ts).
 */
export function annotationsByLevel(run: RunResult): Record<'errors' | 'warnings' | 'notices', Annotation[]> {
  const errors = [
    ...fileErrorAnnotations(run),
    ...hintAnnotations(run.annotations, 'error'),
    ...roundRobin(run.scenarios.map(scenarioErrors)),
  ];
  // Nothing the scenarios themselves say is a warning: `skip:` is a choice the author wrote down,
  // and a warning on every pull request that keeps one would turn them all yellow for nothing.
  // Warnings are for problems of the run itself, which the action writes on its own, and of the
  // server's answers that pass the checks but reach the model with text hidden in them.
  const warnings = hintAnnotations(run.annotations, 'warning').concat(
    roundRobin(run.scenarios.map(hiddenTextWarnings)),
    run.scenarios.flatMap((scenario) => baselineAnnotations(scenario, 'warning')),
  );
  const notices = runNotices(run).concat(
    run.scenarios.filter((s) => s.status === 'skipped' && !gatedAgentScenario(run, s)).map(skippedScenarioNotice),
    run.scenarios.flatMap((scenario) =>
      scenario.checks
        .filter((check) => check.status === 'skipped')
        .map((check) => at(scenario, check, 'notice', check.message ?? `${check.kind} was skipped`)),
    ),
    run.scenarios.flatMap(newSessionNotices),
    run.scenarios.flatMap((scenario) => baselineAnnotations(scenario, 'notice')),
  );
  return { errors, warnings, notices };
}

/**
 * An annotation whose file path cannot be a workflow command property (see `unsafePropertyReason`)
 * is written without a position; its message says where it belongs and why it is not placed there.
 */
function withSafePosition(annotation: Annotation): Annotation {
  const reason = annotation.file === undefined ? undefined : unsafePropertyReason(annotation.file);
  if (reason === undefined) return annotation;
  const { file, line, column, ...rest } = annotation;
  const where = [escapeName(file!), line, column].filter((part) => part !== undefined).join(':');
  return { ...rest, message: `at ${where} (not placed on the file: ${reason})\n${annotation.message}` };
}

/**
 * The annotations check's findings (`annotations: error` → errors, `warn` → warnings): each at its
 * tool's `"name"` line in the committed tool-list snapshot when there is one, else on the step. A
 * check that did not finish is one more, on the step (under `error`, the step's failure says it too).
 */
function hintAnnotations(annotations: RunAnnotations | undefined, level: 'error' | 'warning'): Annotation[] {
  if (!annotations || (annotations.mode === 'error' ? 'error' : 'warning') !== level) return [];
  const snapshot = annotations.snapshot;
  const findings = annotations.tools.flatMap((tool) => tool.findings);
  const out: Annotation[] = findings.map((finding) => {
    const line = snapshot?.lines[finding.tool];
    return {
      level,
      title: `annotations: ${finding.tool} is not ${CLAIM_OF_KIND[finding.kind]}`,
      message: [
        finding.detail,
        `input: ${JSON.stringify(finding.args)}${finding.verified ? '' : ' (not seen again on a fresh server)'}`,
        ...finding.changes.slice(0, 3).map(changeText),
        `reproduce: ${finding.reproduce}`,
      ].join('\n'),
      ...(snapshot && line !== undefined ? { file: snapshot.file, line } : {}),
    };
  });
  if (annotations.error !== undefined && level === 'warning')
    out.push({ level, title: 'annotations: the check did not finish', message: annotations.error });
  return out;
}

function fileErrorAnnotations(run: RunResult): Annotation[] {
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
function scenarioErrors(scenario: ScenarioResult): Annotation[] {
  if (scenario.status !== 'failed' && scenario.status !== 'errored') return [];
  // Not run because the server could not start: the step's failure says why, once.
  if (scenario.notRun) return [];
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
  return failed.map((check) =>
    at(scenario, check, 'error', failedCheckMessage(check) + (check.kind === 'step' ? stderr : '')),
  );
}

export function failedCheckMessage(check: CheckResult): string {
  const message = check.message ?? `${check.kind} check failed`;
  if (check.kind !== 'judge') return message;
  const lines = [`criterion: ${check.subject}`, message];
  const malformed = check.judge?.malformed;
  // gradeCriteria's message (checks/judge.ts) names the broken contract; say it here only when it does not.
  if (malformed && !message.includes(malformed)) lines.push(`the reply was not in the two-line format: ${malformed}`);
  if (check.judge && check.judge.raw !== check.judge.reason) lines.push(`judge's raw reply: ${check.judge.raw}`);
  return lines.join('\n');
}

/**
 * The end of the server's stderr, for a scenario that errored because the server failed (it did not
 * start, or it ended or stopped answering during a call): there it is the likely cause. Any other
 * scenario's stderr is most often the server's routine logging, the same in every annotation: those
 * say where it is instead (the job log and the summary print it in full).
 */
function stderrNote(scenario: ScenarioResult): string {
  const stderr = scenario.stderr;
  if (!stderr?.trim()) return '';
  if (!scenario.serverFailed) return `\n${STDERR_ELSEWHERE}`;
  const lines = stderr.trimEnd().split('\n');
  return `\nserver stderr (last lines):\n${lines.slice(-ANNOTATION_STDERR_LINES).join('\n')}`;
}

/** Where a scenario's stderr is, when its annotation does not quote it. */
export const STDERR_ELSEWHERE = "the server's stderr is in the job log and the run summary";

function skippedScenarioNotice(scenario: ScenarioResult): Annotation {
  return {
    level: 'notice',
    title: scenario.name,
    message: `skipped: ${scenario.skipReason ?? 'no reason given'}`,
    file: scenario.position.file,
    line: scenario.position.line,
  };
}

/** A step whose output holds hidden text (it reaches the model), at the step's line. */
function hiddenTextWarnings(scenario: ScenarioResult): Annotation[] {
  return scenario.steps.flatMap((step) =>
    (step.warnings ?? []).map((warning) => ({
      level: 'warning' as const,
      title: scenario.name,
      message: `${step.tool}: ${warning}`,
      file: step.position.file,
      line: step.position.line,
      column: step.position.column,
    })),
  );
}

/**
 * The comparisons with the agent baseline that do not fail the scenario (those that do are its failed
 * checks): a warning when nothing was compared although a row exists (not comparable) or the
 * comparison stayed inconclusive under `baseline-inconclusive: warn`; a notice when the rate
 * improved (record the baseline again) or the scenario has no row yet.
 */
function baselineAnnotations(scenario: ScenarioResult, level: 'warning' | 'notice'): Annotation[] {
  const wanted: Record<string, 'warning' | 'notice' | undefined> = {
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
function newSessionNotices(scenario: ScenarioResult): Annotation[] {
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
function gatedAgentScenario(run: RunResult, scenario: ScenarioResult): boolean {
  return skippedByAgentPlan(run, scenario);
}

function runNotices(run: RunResult): Annotation[] {
  const notices: Annotation[] = [];
  const startup = startupNotice(run);
  if (startup) notices.push({ level: 'notice', title: 'Server start-up is most of this run', message: startup });
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
      message: `${plural(gated.length, 'agent scenario')} skipped: ${run.agent!.skippedBecause!}`,
    });
  }
  const unjudged = unjudgedCriteria(run);
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

function at(scenario: ScenarioResult, check: CheckResult, level: AnnotationLevel, message: string): Annotation {
  const { file, line, column } = check.position;
  return { level, title: scenario.name, message, file, line, column };
}

/** The first item of each list, then the second of each, …: ten errors then cover ten scenarios. */
function roundRobin<T>(lists: T[][]): T[] {
  const result: T[] = [];
  for (let index = 0; lists.some((list) => index < list.length); index++) {
    for (const list of lists) if (index < list.length) result.push(list[index]!);
  }
  return result;
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
