// Hand-written XML, not an XML builder: the text is server output, so what matters is escaping it (characters XML 1.0 forbids, lone surrogates) and clipping it, which escape.ts does for every report alike.
import type { AgentResult, Cost, RunResult, ScenarioFileError, ScenarioResult } from '../model/index.js';
import { addCosts } from '../providers/prices.js';
import { failedCheckMessage } from './annotations.js';
import { escapeName, escapeXml, escapeXmlAttribute } from './text/escape.js';
import {
  clipLine,
  cutEnd,
  cutStart,
  JUNIT_OUTPUT_LIMIT_CHARS,
  JUNIT_STDERR_LIMIT_CHARS,
  MESSAGE_LIMIT_CHARS,
} from './text/limits.js';

/**
 * JUnit XML in the shape common test-report actions read (dorny/test-reporter,
 * mikepenz/action-junit-report, EnricoMi/publish-unit-test-result-action): one `<testsuite>` per
 * scenario file, one `<testcase>` per scenario, `<failure>`/`<error>` with a one-line message and the
 * details as text, `<skipped/>`, and the joined output in `<system-out>`.
 */
export function renderJunit(run: RunResult): string {
  const files = new Map<string, { scenarios: ScenarioResult[]; fileErrors: ScenarioFileError[] }>();
  const suiteOf = (file: string) => {
    let suite = files.get(file);
    if (!suite) files.set(file, (suite = { scenarios: [], fileErrors: [] }));
    return suite;
  };
  for (const error of run.fileErrors) suiteOf(error.position.file).fileErrors.push(error);
  for (const scenario of run.scenarios) suiteOf(scenario.position.file).scenarios.push(scenario);

  const suites: string[] = [];
  const all = { tests: 0, failures: 0, errors: 0, skipped: 0, time: 0 };
  for (const [file, { scenarios, fileErrors }] of files) {
    const counts = {
      tests: scenarios.length + fileErrors.length,
      failures: scenarios.filter((s) => s.status === 'failed').length,
      errors: scenarios.filter((s) => s.status === 'errored').length + fileErrors.length,
      skipped: scenarios.filter((s) => s.status === 'skipped').length,
      time: scenarios.reduce((sum, s) => sum + s.durationMs, 0),
    };
    for (const key of Object.keys(all) as (keyof typeof all)[]) all[key] += counts[key];
    const cases = [
      ...fileErrors.map((error) => fileErrorCase(file, error)),
      ...scenarios.map((s) => testCase(file, s, run)),
    ];
    // The file's scenarios' cost and the run's (a judgement shared across files counts in each file).
    const fileCost = scenarios
      .map((s) => s.cost)
      .filter((cost): cost is Cost => cost !== undefined)
      .reduce<Cost | undefined>((sum, cost) => (sum ? addCosts(sum, cost) : cost), undefined);
    suites.push(
      `  <testsuite name="${nameAttribute(file)}" ${countAttributes(counts)} timestamp="${escapeXmlAttribute(run.startedAt)}" file="${nameAttribute(file)}">`,
      ...propertiesElement([...costProperties('cost', fileCost), ...costProperties('run.cost', run.cost)], '    '),
      ...cases,
      '  </testsuite>',
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mcp-scenario-eval (${nameAttribute(`${run.mode}: ${run.target}`)})" ${countAttributes({ ...all, time: run.durationMs })}>`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

function countAttributes(counts: { tests: number; failures: number; errors: number; skipped: number; time: number }) {
  return `tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${seconds(counts.time)}"`;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

function fileErrorCase(file: string, error: ScenarioFileError): string {
  const where = `${file}:${error.position.line}:${error.position.column}`;
  return [
    `    <testcase name="${nameAttribute(`invalid scenario file at ${where}`)}" classname="${nameAttribute(file)}" file="${nameAttribute(file)}" line="${error.position.line}" time="0.000">`,
    `      <error message="${escapeXmlAttribute(clipLine(error.message, MESSAGE_LIMIT_CHARS))}" type="invalid_file">${escapeXml(`${where}: ${error.message}`)}</error>`,
    '    </testcase>',
  ].join('\n');
}

/**
 * `cost.usd` (US dollars, the number unrounded past 8 decimals, as in the JSON report) or `unknown`,
 * and `cost.unknown_models` (the models with no price) when it is.
 */
function costProperties(prefix: string, cost: Cost | undefined): [string, string | number][] {
  if (!cost) return [];
  return cost.usd === null
    ? [
        [`${prefix}.usd`, 'unknown'],
        [`${prefix}.unknown_models`, cost.unknown.join(',')],
      ]
    : [[`${prefix}.usd`, String(cost.usd)]];
}

/** `<properties>` (which must come first in a testcase or testsuite), or nothing when there are none. */
function propertiesElement(properties: [string, string | number][], indent: string): string[] {
  if (properties.length === 0) return [];
  return [
    `${indent}<properties>`,
    ...properties.map(
      ([name, value]) =>
        `${indent}  <property name="${escapeXmlAttribute(name)}" value="${escapeXmlAttribute(String(value))}"/>`,
    ),
    `${indent}</properties>`,
  ];
}

/** An agent scenario's pass rate, calls and tokens, as JUnit properties. */
function agentProperties(agent: AgentResult): [string, string | number][] {
  return [
    ['agent.model', agent.model],
    ['agent.trials.planned', agent.planned],
    ['agent.trials.run', agent.trials.length],
    ['agent.trials.passed', agent.passes],
    ['agent.trials.uncounted', agent.uncounted ?? 0],
    ['agent.min_passes', agent.minPasses],
    ['agent.pass_rate', agent.rate.rate.toFixed(4)],
    ['agent.pass_rate.ci_low', agent.rate.low.toFixed(4)],
    ['agent.pass_rate.ci_high', agent.rate.high.toFixed(4)],
    ['agent.pass_rate.confidence', agent.rate.confidence],
    ['agent.pass_rate.replayed', String(agent.replayed === true)],
    ...(agent.sequential
      ? ([
          ['agent.sequential.verdict', agent.sequential.verdict],
          ['agent.sequential.pass_rate', agent.sequential.passRate],
          ['agent.sequential.max_trials', agent.sequential.maxTrials],
          ['agent.tokens.saved', agent.sequential.tokensSaved ?? 0],
        ] as [string, string | number][])
      : []),
    ...baselineProperties(agent),
    ...(agent.phrasings ?? []).flatMap(
      (p) =>
        [
          [`agent.phrasing.${p.index}.prompt`, p.prompt],
          [`agent.phrasing.${p.index}.trials.run`, p.trials],
          [`agent.phrasing.${p.index}.trials.passed`, p.passes],
          [`agent.phrasing.${p.index}.pass_rate`, p.rate.rate.toFixed(4)],
          [`agent.phrasing.${p.index}.pass_rate.ci_low`, p.rate.low.toFixed(4)],
          [`agent.phrasing.${p.index}.pass_rate.ci_high`, p.rate.high.toFixed(4)],
          [`agent.phrasing.${p.index}.weaker`, String(p.weaker)],
        ] as [string, string | number][],
    ),
    ['agent.calls', agent.trials.reduce((sum, trial) => sum + trial.calls.length, 0)],
    ['agent.tokens.input', agent.tokens.input],
    ['agent.tokens.output', agent.tokens.output],
    ['agent.tokens.cache_read', agent.tokens.cacheRead],
    ['agent.tokens.cache_write', agent.tokens.cacheWrite],
  ];
}

/** Each comparison with the agent baseline: `agent.baseline.N.*`, N from 1, one per model and phrasing. */
function baselineProperties(agent: AgentResult): [string, string | number][] {
  return (agent.baseline?.comparisons ?? []).flatMap((comparison, index) => {
    const key = `agent.baseline.${index + 1}`;
    return [
      [`${key}.outcome`, comparison.outcome],
      [`${key}.model`, comparison.model],
      [`${key}.phrasing`, comparison.phrasing],
      [`${key}.passes`, comparison.current.passes],
      [`${key}.trials`, comparison.current.trials],
      ...(comparison.baseline
        ? ([
            [`${key}.baseline.passes`, comparison.baseline.passes],
            [`${key}.baseline.trials`, comparison.baseline.trials],
          ] as [string, number][])
        : []),
      ...(comparison.interval
        ? ([
            [`${key}.difference`, comparison.interval.difference.toFixed(4)],
            [`${key}.difference.ci_low`, comparison.interval.low.toFixed(4)],
            [`${key}.difference.ci_high`, comparison.interval.high.toFixed(4)],
            [`${key}.difference.confidence`, comparison.interval.confidence],
          ] as [string, string | number][])
        : []),
      ...(comparison.changed ? ([[`${key}.changed`, comparison.changed.join(',')]] as [string, string][]) : []),
      [`${key}.replayed`, String(comparison.replayed === true)],
    ] as [string, string | number][];
  });
}

function testCase(file: string, scenario: ScenarioResult, run: RunResult): string {
  // Not run because the server could not start: the run's one reason, which this file must carry
  // itself (a test-report action shows only the testcase).
  const serverError = scenario.notRun ? run.serverError : undefined;
  const open = `    <testcase name="${nameAttribute(scenario.name)}" classname="${nameAttribute(file)}" file="${nameAttribute(file)}" line="${scenario.position.line}" time="${seconds(scenario.durationMs)}">`;
  const body: string[] = [];
  body.push(
    ...propertiesElement(
      [...(scenario.agent ? agentProperties(scenario.agent) : []), ...costProperties('cost', scenario.cost)],
      '      ',
    ),
  );
  if (scenario.status === 'skipped') {
    body.push(`      <skipped message="${escapeXmlAttribute(scenario.skipReason ?? 'skipped')}"/>`);
  } else if (scenario.status === 'failed' || scenario.status === 'errored') {
    const failed = scenario.checks.filter((check) => check.status === 'failed');
    const first = serverError
      ? `not run: ${serverError.message}`
      : failed[0]
        ? failedCheckMessage(failed[0])
        : (scenario.error ?? scenario.status);
    const details = [
      ...(serverError ? [`not run: the server could not be started: ${serverError.message}`] : []),
      ...(scenario.error && !serverError ? [`error: ${scenario.error}`] : []),
      ...failed.map(
        (check) => `${check.position.file}:${check.position.line} ${check.kind}: ${failedCheckMessage(check)}`,
      ),
    ].join('\n');
    const element = scenario.status === 'failed' ? 'failure' : 'error';
    const type = scenario.status === 'failed' ? (failed[0]?.kind ?? 'failed') : 'errored';
    body.push(
      `      <${element} message="${escapeXmlAttribute(clipLine(first.split('\n').join(' '), MESSAGE_LIMIT_CHARS))}" type="${type}">${escapeXml(details)}</${element}>`,
    );
  }
  if (scenario.agent?.trials.length) {
    // Every trial's calls exactly as the model sent them, then its final answer.
    const text = scenario.agent.trials
      .map(
        (trial) =>
          `trial ${trial.index}: ${trial.status}, ${trial.turns} turns\n` +
          trial.calls
            .map((call) => `  ${call.tool} ${JSON.stringify(call.input)}${call.isError ? ' (error)' : ''}\n`)
            .join('') +
          `  final answer: ${trial.finalAnswer}`,
      )
      .join('\n');
    body.push(`      <system-out>${escapeXml(cutStart(text, JUNIT_OUTPUT_LIMIT_CHARS))}</system-out>`);
  } else if (scenario.output)
    body.push(`      <system-out>${escapeXml(cutStart(scenario.output, JUNIT_OUTPUT_LIMIT_CHARS))}</system-out>`);
  const stderr = scenario.stderr ?? serverError?.stderr;
  if (stderr) body.push(`      <system-err>${escapeXml(cutEnd(stderr, JUNIT_STDERR_LIMIT_CHARS))}</system-err>`);
  return body.length === 0 ? open.replace(/>$/, '/>') : [open, ...body, '    </testcase>'].join('\n');
}

/**
 * A name or path as an attribute: one line whatever it holds (a newline shown as `\\n`, not kept as
 * `&#10;`, which a reader turns back into a newline), `##[` broken, and characters that would
 * display it reordered shown as escapes.
 */
function nameAttribute(text: string): string {
  return escapeXmlAttribute(escapeName(text));
}
