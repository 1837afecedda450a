import type { SourcePosition, StepRef } from '../model/index.js';
import { escapeTerminal } from './text/escape.js';
import { clipLine, cutStart, TERMINAL_OUTPUT_LIMIT_CHARS } from './text/limits.js';

/** One `expected_contains` entry as `record` found it. */
export interface RecordedEntry {
  value: string;
  position: SourcePosition;
  /** It no longer occurs in the output. */
  stale: boolean;
  /** What it would become with `--update`; none when no output line is close enough to say. */
  proposal?: string;
  /** Set for a step's own entry, checked against that call's output alone. */
  step?: StepRef;
}

/** One scenario as `record` ran it. */
export interface RecordedScenario {
  name: string;
  position: SourcePosition;
  /** The joined output the checks saw. */
  output: string;
  /** Why entries are not judged stale or updated (skipped, not live, the calls went wrong). */
  notRecorded?: string;
  entries: RecordedEntry[];
  /** Failed checks that record never changes (`expected_not_contains`, a step's too): line and message. */
  stillFailing?: { line: number; message: string }[];
}

const quote = (text: string) => clipLine(escapeTerminal(JSON.stringify(text)), 200);

/**
 * Per scenario: its output (escaped, cut to a terminal's worth), then each `expected_contains`
 * entry as `ok` or `stale`, with what it would become. Pure: the command decides what to write.
 */
export function renderRecord(scenarios: RecordedScenario[]): string {
  const lines: string[] = [];
  for (const scenario of scenarios) {
    const where = `${scenario.position.file}:${scenario.position.line}`;
    lines.push(`== ${escapeTerminal(scenario.name)} (${escapeTerminal(where)})`);
    if (scenario.output !== '') {
      lines.push('output:');
      for (const line of escapeTerminal(cutStart(scenario.output, TERMINAL_OUTPUT_LIMIT_CHARS)).split('\n'))
        lines.push(`  | ${line}`);
    }
    if (scenario.notRecorded) {
      lines.push(`not recorded: ${escapeTerminal(scenario.notRecorded)}`);
    } else if (scenario.entries.length === 0) {
      lines.push('no expected_contains entries');
    } else {
      let list: string | undefined;
      for (const entry of scenario.entries) {
        const heading = entry.step
          ? `step ${entry.step.index} (${escapeTerminal(entry.step.tool)}) expected_contains:`
          : 'expected_contains:';
        if (heading !== list) lines.push((list = heading));
        const at = `line ${entry.position.line}`;
        if (!entry.stale) lines.push(`  ok     ${at}: ${quote(entry.value)}`);
        else if (entry.proposal !== undefined)
          lines.push(`  stale  ${at}: ${quote(entry.value)} -> ${quote(entry.proposal)}`);
        else lines.push(`  stale  ${at}: ${quote(entry.value)}: no line of the output is close; edit it by hand`);
      }
    }
    if (scenario.stillFailing?.length) {
      lines.push('expected_not_contains (record never changes these):');
      for (const failure of scenario.stillFailing)
        lines.push(`  fails  line ${failure.line}: ${clipLine(escapeTerminal(failure.message), 300)}`);
    }
    lines.push('');
  }
  return `${lines.join('\n')}`;
}
