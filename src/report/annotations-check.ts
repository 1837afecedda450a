/**
 * The `annotations` check's report for the terminal (a line per tool as it finishes, then each
 * finding with its changes and reproduce command, the lines ignored, unused suppressions) and as
 * JSON. Pure: the report in, text out. (Not report/annotations.ts, which writes workflow annotations.)
 */
import type { AnnotationFinding, AnnotationsReport, StateChange, ToolAnnotationsReport } from '../model/annotations.js';
import { escapeName, escapeTerminal } from './text/escape.js';
import { paint, type ColorStyle } from './style.js';

/** A tool's claims as written (`readOnlyHint: true, idempotentHint: true`), or `no annotations`. */
export function claimsText(tool: Pick<ToolAnnotationsReport, 'annotations'>): string {
  const entries = Object.entries(tool.annotations);
  return entries.length === 0 ? 'no annotations' : entries.map(([key, value]) => `${key}: ${String(value)}`).join(', ');
}

/** One line per tool: OK, a finding count, a suggestion, or why it was skipped. */
export function renderAnnotationsToolLine(tool: ToolAnnotationsReport, style: ColorStyle): string {
  const name = escapeName(tool.tool);
  if (tool.status === 'skipped')
    return `${paint(style, 'dim', 'SKIP')}  ${name}: ${escapeTerminal(tool.skipReason ?? tool.skipCode ?? '')}`;
  const inputs = `${tool.inputs.fromScenarios + tool.inputs.generated} input(s), ${tool.inputs.refused} refused, ${tool.calls} call(s), ${tool.servers} server(s)`;
  const judged = tool.judged.length > 0 ? `judged ${tool.judged.join(', ')}` : 'claims nothing';
  const extra = [
    tool.outOfTime ? 'its time ran out' : '',
    tool.stopped ? 'stopped' : '',
    tool.suppressed?.length ? `${tool.suppressed.length} suppressed` : '',
  ].filter(Boolean);
  const tail = `(${judged}; ${inputs}${extra.length > 0 ? `; ${extra.join(', ')}` : ''})`;
  if (tool.failure) return `${paint(style, 'red', 'FAIL')}  ${name}: ${escapeTerminal(tool.failure.message)} ${tail}`;
  if (tool.findings.length > 0)
    return `${paint(style, 'red', 'FAIL')}  ${name}: ${tool.findings.map((finding) => finding.kind).join(', ')} ${tail}`;
  if (tool.suggestion)
    return `${paint(style, 'yellow', 'HINT')}  ${name}: changed no state on ${tool.suggestion.inputs} input(s): could be annotated \`readOnlyHint: true\` ${tail}`;
  return `${paint(style, 'green', 'OK')}    ${name} ${tail}`;
}

function changeText(change: StateChange, kind: AnnotationFinding['kind']): string {
  const labels =
    kind === 'not-idempotent' ? (['after one call', 'after two calls'] as const) : (['before', 'after'] as const);
  const block = (label: string, text: string | undefined) =>
    text === undefined
      ? ''
      : `\n        ${label}:${
          text === ''
            ? ' (empty)'
            : `\n${text
                .split('\n')
                .map((line) => `          ${escapeTerminal(line)}`)
                .join('\n')}`
        }`;
  return `      ${change.source} ${escapeName(change.where)}: ${change.change}${block(labels[0], change.before)}${block(labels[1], change.after)}`;
}

function findingText(finding: AnnotationFinding, style: ColorStyle): string {
  const shrunk = finding.shrunk === 'minimal' ? 'shrunk, minimal' : 'shrunk until the time ran out, maybe not minimal';
  const verified = finding.verified ? 'shown again on a fresh server' : 'NOT shown again on a fresh server';
  return [
    `  ${paint(style, 'red', finding.kind)}  ${escapeName(finding.tool)}: ${escapeTerminal(finding.detail)}`,
    `    input: ${escapeTerminal(JSON.stringify(finding.args))} (${finding.origin === 'scenario' ? 'from a scenario' : 'generated'}; ${shrunk}; ${verified})`,
    `    changes:`,
    ...finding.changes.map((change) => changeText(change, finding.kind)),
    `    reproduce: ${escapeTerminal(finding.reproduce)}`,
  ].join('\n');
}

/** The report after the tool lines: findings, suggestions, ignored lines, suppressions, the totals and any error. */
export function renderAnnotationsReport(report: AnnotationsReport, style: ColorStyle): string {
  const out: string[] = [];
  const findings = report.tools.flatMap((tool) => tool.findings);
  if (findings.length > 0) out.push('', 'Findings:', ...findings.map((finding) => findingText(finding, style)));
  const suggestions = report.tools.filter((tool) => tool.suggestion);
  if (suggestions.length > 0)
    out.push(
      '',
      'Suggestions (directories require the hints):',
      ...suggestions.map(
        (tool) =>
          `  ${escapeName(tool.tool)}: no annotations claim it reads only, and it changed no state on ${tool.suggestion!.inputs} input(s): could be annotated \`readOnlyHint: true\``,
      ),
    );
  const suppressed = report.tools.flatMap((tool) =>
    (tool.suppressed ?? []).map((one) => ({ tool: tool.tool, ...one })),
  );
  if (suppressed.length > 0)
    out.push(
      '',
      'Suppressed (not counted):',
      ...suppressed.map(
        (one) => `  ${escapeName(one.tool)} ${one.kind} (${escapeName(one.where)}): ${escapeTerminal(one.reason)}`,
      ),
    );
  if (report.ignored.length > 0)
    out.push(
      '',
      'Lines left out of the comparison:',
      ...report.ignored.map(
        (line) =>
          `  ${line.source} ${escapeName(line.where)}: ${escapeTerminal(JSON.stringify(line.line))} — ${
            line.why === 'volatile'
              ? 'volatile: it changed between two reads with no call between'
              : `matched ignore pattern /${escapeTerminal(line.pattern ?? '')}/ (${escapeName(line.patternWhere ?? '')})`
          }`,
      ),
    );
  if (report.unusedSuppressions?.length)
    out.push(
      '',
      'Unused suppressions (nothing matched them; remove them):',
      ...report.unusedSuppressions.map(
        (entry) => `  ${escapeName(entry.where)}: ${escapeName(entry.tool)} ${entry.kind}`,
      ),
    );
  const state = [
    report.state.files ? "the server's files" : '',
    report.state.resources ? 'its resources' : '',
    report.state.probes.length > 0 ? `${report.state.probes.length} probe(s)` : '',
  ].filter(Boolean);
  out.push(
    '',
    `State observed: ${state.join(', ') || 'nothing'}${report.liveReadOnly ? ' (live, --live-read-only: only tools annotated readOnlyHint: true were called, probes only)' : ''}. ${report.notJudged.join(', ')} is not judged: no state of the server shows whether a tool reaches the outside world.`,
  );
  const checked = report.tools.filter((tool) => tool.status === 'checked').length;
  out.push(
    `${findings.length} finding(s), ${suggestions.length} suggestion(s); ${checked} tool(s) checked, ${report.tools.length - checked} skipped; seed ${report.seed}`,
  );
  if (report.error) out.push(paint(style, 'red', `Error: ${escapeTerminal(report.error)}`));
  return `${out.join('\n')}\n`;
}

/** The JSON report (`--json FILE`). */
export function renderAnnotationsJson(report: AnnotationsReport, version: string): string {
  return `${JSON.stringify({ tool: 'mcp-scenario-eval annotations', version, ...report }, null, 2)}\n`;
}
