// A failed scenario in detail for the job summary: its failed checks, the judge's replies, what the
// server asked and told the client, and its outputs folded; and the list of judge verdicts.
import type { CheckResult, RunResult, ScenarioResult, ServerNotificationRecord } from '../../model/index.js';
import { CALL_REQUESTS_KEPT } from '../../model/limits.js';
import { repeatsScenarioError } from '../headlines.js';
import { escapeHtml, escapeInline, escapeLines } from '../text/escape.js';
import {
  clipLine,
  cutEnd,
  cutStart,
  JUDGE_REPLY_LIMIT_CHARS,
  MESSAGE_LIMIT_CHARS,
  SUMMARY_OUTPUT_LIMIT_CHARS,
  SUMMARY_STDERR_LIMIT_CHARS,
} from '../text/limits.js';
import { STATUS_LABEL, thousands, location, folded, type SummaryOptions } from './markdown.js';
import { agentDetails } from './agent.js';

/** Every criterion the judge answered, passed or failed, with its reason: why a green run is green. */
export function judgeVerdicts(run: RunResult, options: SummaryOptions): string[] {
  const judged = run.scenarios.flatMap((scenario) =>
    scenario.checks.filter((check) => check.judge).map((check) => ({ scenario, check, verdict: check.judge! })),
  );
  if (judged.length === 0) return [];
  const lines = [`<details><summary>Judge verdicts (${judged.length})</summary>`, ''];
  for (const { scenario, check, verdict } of judged) {
    lines.push(
      `- ${verdict.verdict === 'PASS' ? '✅ PASS' : '❌ FAIL'} ${escapeInline(scenario.name)} at ${location(check.position, options)}` +
        ` “${escapeInline(clipLine(check.subject, MESSAGE_LIMIT_CHARS))}”: ${escapeInline(clipLine(verdict.reason, MESSAGE_LIMIT_CHARS))}`,
    );
  }
  lines.push('', '</details>', '');
  return lines;
}

export function renderFailure(
  scenario: ScenarioResult,
  options: SummaryOptions,
  withOutputs: boolean,
  checksShown = Infinity,
): string[] {
  const lines = [
    `#### ${STATUS_LABEL[scenario.status]}: ${escapeInline(scenario.name)} (${location(scenario.position, options)})`,
    '',
  ];
  if (scenario.description) lines.push(`_${escapeInline(scenario.description)}_`, '');
  if (scenario.error) lines.push(`- **error:** ${escapeLines(clipLine(scenario.error, MESSAGE_LIMIT_CHARS))}`);
  const allFailed = scenario.checks.filter((c) => c.status === 'failed');
  const failed = allFailed.slice(0, checksShown);
  for (const check of failed)
    lines.push(
      repeatsScenarioError(scenario, check)
        ? `- **${check.kind}** “${escapeInline(clipLine(check.subject, MESSAGE_LIMIT_CHARS))}” at ${location(check.position, options)}: the error above`
        : checkBullet(check, options),
    );
  if (allFailed.length > failed.length)
    lines.push(
      `- … +${thousands(allFailed.length - failed.length)} more failed checks, left out to keep this summary under ` +
        'GitHub’s 1 MiB limit (every one is in the JSON report)',
    );
  lines.push('');
  for (const check of failed) {
    if (!check.judge) continue;
    lines.push(
      `Judge’s raw reply to the criterion at ${location(check.position, options)}` +
        (check.judge.malformed ? ` (not in the two-line format: ${escapeInline(check.judge.malformed)})` : '') +
        ':',
      '',
      `<pre>${escapeHtml(cutStart(check.judge.raw, JUDGE_REPLY_LIMIT_CHARS))}</pre>`,
      '',
    );
  }
  if (scenario.agent) lines.push(...agentDetails(scenario.agent, withOutputs, scenario.cost));
  lines.push(...clientRequests(scenario), ...serverNotifications(scenario));
  if (withOutputs && !scenario.agent && scenario.eras && scenario.eras.length > 1) {
    // protocol: both: each era's output, so a parity failure shows what changed between them.
    for (const era of scenario.eras)
      lines.push(
        ...folded(
          `Joined output, ${era.era} era (${escapeInline(era.revision)}, ${era.status})`,
          era.output,
          cutStart(era.output, SUMMARY_OUTPUT_LIMIT_CHARS),
          'first',
          SUMMARY_OUTPUT_LIMIT_CHARS,
        ),
      );
  } else if (withOutputs && !scenario.agent) {
    if (scenario.output)
      lines.push(
        ...folded(
          'Joined output',
          scenario.output,
          cutStart(scenario.output, SUMMARY_OUTPUT_LIMIT_CHARS),
          'first',
          SUMMARY_OUTPUT_LIMIT_CHARS,
        ),
      );
  }
  if (withOutputs && !scenario.agent) {
    if (scenario.stderr?.trim())
      lines.push(
        ...folded(
          'Server stderr',
          scenario.stderr,
          cutEnd(scenario.stderr, SUMMARY_STDERR_LIMIT_CHARS),
          'last',
          SUMMARY_STDERR_LIMIT_CHARS,
        ),
      );
  }
  return lines;
}

function checkBullet(check: CheckResult, options: SummaryOptions): string {
  // A step names its tool, before its position, as the table does.
  const tool = check.kind === 'step' ? ` <code>${escapeInline(check.subject)}</code>` : '';
  const subject =
    check.kind === 'judge' ? ` criterion “${escapeInline(clipLine(check.subject, MESSAGE_LIMIT_CHARS))}”:` : ':';
  return `- **${check.kind}**${tool} at ${location(check.position, options)}${subject} ${escapeLines(clipLine(check.message ?? `${check.kind} check failed`, MESSAGE_LIMIT_CHARS))}`;
}

/**
 * What the server asked of the client during each step (elicitation, sampling, roots) and what the
 * client answered: a failure over a request reads against what was asked.
 */
function clientRequests(scenario: ScenarioResult): string[] {
  const asked = scenario.steps.flatMap((step, index) => [
    ...(step.requests ?? []).map(
      (request) =>
        `- step ${index + 1} <code>${escapeInline(step.tool)}</code>, **${request.kind}**` +
        `${request.answered ? '' : ' (not answered)'}: ${escapeInline(clipLine(request.message, MESSAGE_LIMIT_CHARS))} → ` +
        escapeInline(clipLine(request.answer, MESSAGE_LIMIT_CHARS)),
    ),
    ...(step.requestsLeftOut
      ? [
          `- step ${index + 1} <code>${escapeInline(step.tool)}</code>: ${thousands(step.requestsLeftOut)} more ` +
            `request${step.requestsLeftOut === 1 ? '' : 's'}, ` +
            `not kept (the first ${thousands(CALL_REQUESTS_KEPT)} of a call are: CALL_REQUESTS_KEPT)`,
        ]
      : []),
  ]);
  return asked.length > 0 ? ['What the server asked of the client:', '', ...asked, ''] : [];
}

const NOTIFICATION_WORDS: Record<ServerNotificationRecord['kind'], string> = {
  progress: 'progress',
  log: 'log',
  tools_list_changed: 'tool list changed',
  resources_list_changed: 'resource list changed',
  prompts_list_changed: 'prompt list changed',
};

/**
 * What the server told the client during each step (progress, log messages, a tool list change): a
 * failure reads against what the server was doing meanwhile.
 */
function serverNotifications(scenario: ScenarioResult): string[] {
  const told = scenario.steps.flatMap((step, index) =>
    (step.notifications ?? []).map(
      (notification) =>
        `- step ${index + 1} <code>${escapeInline(step.tool)}</code>, **${NOTIFICATION_WORDS[notification.kind]}**: ` +
        escapeInline(clipLine(notification.message, MESSAGE_LIMIT_CHARS)),
    ),
  );
  return told.length > 0 ? ['What the server told the client during the calls:', '', ...told, ''] : [];
}
