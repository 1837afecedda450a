/** The fuzz report for the terminal: a line per tool as it finishes, then each finding in full. */
import type { FuzzFinding, FuzzReport, ToolFuzzReport } from '../model/fuzz.js';
import { NOT_ANNOTATED } from '../server-tools/fuzz/reasons.js';
import { escapeName, escapeTerminal } from './text/escape.js';
import { clipLine } from './text/limits.js';
import { paint, type ColorStyle } from './style.js';
import { formatDuration } from './summary.js';
import { FUZZ_HANG_PROBE_TIMEOUT_MS, FUZZ_PROGRESSING_CALL_TIMEOUTS } from '../model/limits.js';

/**
 * How the fuzz report is rendered: its colours, and the hang probe's timeout the fuzz ran with (its
 * `hangProbeTimeoutMs`; default FUZZ_HANG_PROBE_TIMEOUT_MS), which the lines name.
 */
export type FuzzStyle = ColorStyle & { hangProbeTimeoutMs?: number };

const probeMs = (style: FuzzStyle): number => style.hangProbeTimeoutMs ?? FUZZ_HANG_PROBE_TIMEOUT_MS;

/** Longest input shown on a finding's line; the scenario below it has the whole input. */
export const FUZZ_INPUT_LINE_CHARS = 300;
/**
 * Longest ready scenario printed in the terminal: past it (an input of 16,000 characters, the
 * shortest that shows the fault) the scenario is in the JSON report only, and the terminal says so.
 */
export const FUZZ_SCENARIO_TERMINAL_CHARS = 4_000;

/** How far a finding's input was shrunk, in words. */
const shrunkWords = (shrunk: NonNullable<FuzzFinding['shrunk']>, style: FuzzStyle): string =>
  ({
    minimal: 'shrunk, minimal',
    budget: 'shrunk until the time budget ran out, maybe not minimal',
    reproduced:
      'the smallest input that hung again on a fresh server (a smaller one answered, only slower than a probe waits)',
    'hangs-on-every-input': `not shrunk: no input probed got an answer (within ${probeMs(style)} ms each)`,
  })[shrunk];

/** A tool's name; a prompt's or resource template's with what it is (`prompt greet`, `resource template note (notes://{id})`). */
export function fuzzedName(item: Pick<ToolFuzzReport, 'tool' | 'surface' | 'uriTemplate'>): string {
  if (item.surface === 'prompt') return `prompt ${escapeName(item.tool)}`;
  if (item.surface === 'resource-template') {
    const template = item.uriTemplate && item.uriTemplate !== item.tool ? ` (${escapeName(item.uriTemplate)})` : '';
    return `resource template ${escapeName(item.tool)}${template}`;
  }
  return escapeName(item.tool);
}

/** One line per tool, when it is done: findings by kind, or clean, or why it was skipped. */
export function renderFuzzToolLine(tool: ToolFuzzReport, style: FuzzStyle): string {
  const name = fuzzedName(tool);
  if (tool.status === 'skipped') {
    // The why of "not annotated" is said once, under the lines (renderFuzzReport): 26 tools, one explanation.
    const reason = tool.skipCode === 'not-annotated' ? NOT_ANNOTATED : (tool.skipReason ?? '');
    return `${paint(style, 'yellow', 'SKIP')} ${name} (${escapeTerminal(reason)})`;
  }
  const slow = tool.slow
    ? `, slow: ${tool.slow.calls} call(s) answered after over ${probeMs(style)} ms (slowest ${formatDuration(tool.slow.slowestMs)})${tool.findings.some((one) => one.kind === 'hang') ? '' : ', not a hang'}`
    : '';
  const progressing = tool.progressing
    ? `, ${tool.progressing} call(s) still reporting progress when cut (the first after ${FUZZ_PROGRESSING_CALL_TIMEOUTS} timeouts, any other after one), not a hang`
    : '';
  const declined = tool.declinedElicitations
    ? `, ${tool.declinedElicitations} elicitation(s) declined as a host with no user would, not a finding`
    : '';
  const suppressed = tool.suppressed ? `, suppressed: ${tool.suppressed.map((one) => one.kind).join(', ')}` : '';
  const stats = `${tool.calls} call(s), ${formatDuration(tool.durationMs)}${tool.outOfTime ? ', time budget used up' : ''}${tool.stopped ? ', stopped' : ''}${slow}${progressing}${declined}${suppressed}`;
  // Cut by a signal: what ran found nothing, but the tool was not fuzzed to the end.
  if (tool.findings.length === 0 && tool.stopped) return `${paint(style, 'yellow', 'STOP')} ${name} (${stats})`;
  if (tool.findings.length === 0) return `${paint(style, 'green', 'OK')}   ${name} (${stats})`;
  const kinds = tool.findings.map((finding) => finding.kind).join(', ');
  return `${paint(style, 'red', 'FIND')} ${name}: ${kinds} (${stats})`;
}

/** After the tool lines: every finding with its input, the command that finds it again, and a scenario. */
export function renderFuzzReport(report: FuzzReport, style: FuzzStyle): string {
  const lines: string[] = [];
  const findings = report.tools.flatMap((tool) =>
    tool.findings.map((finding) => ({ ...finding, where: fuzzedName(tool) })),
  );
  for (const [index, finding] of findings.entries()) {
    lines.push(
      '',
      `${paint(style, 'red', `Finding ${index + 1}: ${finding.kind}`)} in ${finding.where}`,
      ...(finding.uri === undefined ? [] : [`  uri: ${clipLine(escapeTerminal(finding.uri), FUZZ_INPUT_LINE_CHARS)}`]),
      `  ${escapeTerminal(finding.detail).replace(/\n/g, ' ⏎ ')}`,
      ...(NETWORK_FAILURE.test(finding.detail) ? [`  note: ${NETWORK_NOTE}`] : []),
      `  input (${finding.variant}, ${shrunkWords(finding.shrunk ?? 'minimal', style)}): ${clipLine(escapeTerminal(JSON.stringify(finding.args)).replace(/\n/g, ' '), FUZZ_INPUT_LINE_CHARS)}`,
      `  reproduce: ${escapeName(finding.reproduce)}`,
      ...(finding.scenario.length > FUZZ_SCENARIO_TERMINAL_CHARS
        ? [
            `  scenario: ${finding.scenario.length} characters (its input is that long), not printed: write the report with --json FILE and take findings[].scenario`,
          ]
        : [
            '  scenario (paste into the suite once fixed):',
            ...escapeTerminal(finding.scenario.trimEnd())
              .split('\n')
              .map((line) => `    ${line}`),
          ]),
    );
  }
  for (const tool of report.tools) {
    for (const one of tool.suppressed ?? []) {
      lines.push(
        '',
        `${paint(style, 'yellow', `Suppressed: ${one.kind}`)} in ${fuzzedName(tool)} (${escapeName(one.where)}, not counted)`,
        `  ${escapeTerminal(one.detail).replace(/\n/g, ' ⏎ ')}`,
        `  input: ${clipLine(escapeTerminal(JSON.stringify(one.args)).replace(/\n/g, ' '), FUZZ_INPUT_LINE_CHARS)}`,
        `  reason: ${escapeTerminal(one.reason)}`,
      );
    }
  }
  for (const entry of report.unusedSuppressions ?? []) {
    lines.push(
      '',
      `note ${escapeName(entry.where)}: the suppression of ${entry.kind} for ${escapeName(entry.tool)}${entry.input === undefined ? '' : ` (input ${escapeTerminal(JSON.stringify(entry.input))})`} matched no finding in this run (seed ${report.seed}); remove it if the server no longer has it`,
    );
  }
  const unannotated = report.tools.filter((tool) => tool.skipCode === 'not-annotated').length;
  if (unannotated > 0)
    lines.push(
      '',
      `${unannotated} tool(s) ${NOT_ANNOTATED} skipped: by the protocol's defaults such a tool may write or delete ` +
        '(readOnlyHint: false, destructiveHint: true); annotate each that only reads readOnlyHint: true, or pass --include-writes against a stub.',
    );
  lines.push(...sharedCauses(findings));
  const suppressedCount = report.tools.reduce((sum, tool) => sum + (tool.suppressed?.length ?? 0), 0);
  const fuzzed = report.tools.filter((tool) => tool.status === 'fuzzed' && !tool.surface).length;
  const skipped = report.tools.filter((tool) => tool.status === 'skipped').length;
  const others = report.tools.filter((tool) => tool.surface).length;
  lines.push(
    '',
    `${fuzzed} tool(s)${others > 0 ? `, ${others} prompt(s) and resource template(s)` : ''} fuzzed, ${skipped} skipped, ${findings.length} finding(s)${suppressedCount > 0 ? `, ${suppressedCount} suppressed` : ''} in ${formatDuration(report.durationMs)} (seed ${report.seed}, ${report.runs} runs per tool).`,
  );
  if (report.error) lines.push(paint(style, 'red', `ERROR ${escapeTerminal(report.error)}`));
  return `${lines.join('\n')}\n`;
}

/** An error that names a network failure: the server could not reach what it needs from where the fuzz ran. */
const NETWORK_FAILURE =
  /\b(?:EAI_AGAIN|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)\b|getaddrinfo|fetch failed|dial tcp/;

/** What a finding whose error names a network failure says of it (once per finding, and on a shared cause). */
const NETWORK_NOTE =
  'it names a network failure: the server could not reach what it needs from where the fuzz ran; a caller offline meets the same, and a tool error (isError: true) would tell the model so.';

/**
 * Findings of several tools with one error (notion offline: 12 tools, each -32603 "getaddrinfo
 * EAI_AGAIN"): one cause, said once, so the reader fixes one thing, not twelve; and when the error
 * names a network failure, that the environment set it off.
 */
function sharedCauses(findings: readonly (FuzzFinding & { where: string })[]): string[] {
  const byDetail = new Map<string, string[]>();
  for (const finding of findings) {
    if (finding.kind === 'hang' || finding.kind === 'crash') continue;
    const key = `${finding.kind}: ${finding.detail}`;
    byDetail.set(key, [...(byDetail.get(key) ?? []), finding.where]);
  }
  const lines: string[] = [];
  for (const [key, where] of byDetail) {
    if (where.length < 2) continue;
    const network = NETWORK_FAILURE.test(key) ? ` ${NETWORK_NOTE[0]!.toUpperCase()}${NETWORK_NOTE.slice(1)}` : '';
    lines.push(
      '',
      `${where.length} findings share one error, likely one cause to fix once: ${clipLine(escapeTerminal(key).replace(/\n/g, ' ⏎ '), FUZZ_INPUT_LINE_CHARS)} (in ${where.join(', ')}).${network}`,
    );
  }
  return lines;
}

/** The JSON report (`--json FILE`). */
export function renderFuzzJson(report: FuzzReport, version: string): string {
  return `${JSON.stringify({ tool: 'mcp-scenario-eval fuzz', version, ...report }, null, 2)}\n`;
}
