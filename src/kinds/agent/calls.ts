import type { AgentCall, AgentSpec, CheckResult, ExpectedCall } from '../../model/index.js';
import { argMismatches, show } from './match.js';

/** `turn 2: orders_get {"order_id":1234}`: a call as a message names it. */
function callLabel(call: AgentCall): string {
  return `${call.tool} ${show(call.input)} (turn ${call.turn})`;
}

function matches(expected: ExpectedCall, call: AgentCall): boolean {
  return call.tool === expected.tool && (!expected.args || argMismatches(expected.args, call.input).length === 0);
}

/**
 * The checks on the calls a trial made, in the file's terms, each at the line of the entry it is
 * about: `expected_calls` (as a subsequence with `in_order`, other calls allowed between; each
 * matched to its own call with `any`), `forbidden_tools` and `max_calls`. A wrong argument is shown
 * as the expected and the sent value side by side.
 */
export function checkCalls(spec: AgentSpec, calls: AgentCall[], finished: boolean): CheckResult[] {
  const checks: CheckResult[] = [];
  if (finished) checks.push(...expectedCallChecks(spec, calls));
  for (const forbidden of spec.forbiddenTools) {
    const made = calls.filter((call) => call.tool === forbidden.value);
    checks.push({
      kind: 'call',
      subject: forbidden.value,
      position: forbidden.position,
      status: made.length === 0 ? 'passed' : 'failed',
      message:
        made.length === 0
          ? undefined
          : `the model called the forbidden tool ${forbidden.value}: ${made.map(callLabel).join('; ')}`,
    });
  }
  if (spec.maxCalls) {
    const over = calls.length > spec.maxCalls.value;
    checks.push({
      kind: 'call',
      subject: `max_calls ${spec.maxCalls.value}`,
      position: spec.maxCalls.position,
      status: over ? 'failed' : 'passed',
      message: over
        ? `the model made ${calls.length} tool calls, more than max_calls ${spec.maxCalls.value}: ${calls.map((call) => call.tool).join(', ')}`
        : undefined,
    });
  }
  return checks;
}

function expectedCallChecks(spec: AgentSpec, calls: AgentCall[]): CheckResult[] {
  const used = new Set<number>();
  let after = -1;
  return spec.expectedCalls.map((expected, index): CheckResult => {
    const base = { kind: 'call' as const, subject: expected.tool, position: expected.position };
    const start = spec.callsOrder === 'in_order' ? after + 1 : 0;
    const found = calls.findIndex((call, at) => at >= start && !used.has(at) && matches(expected, call));
    if (found >= 0) {
      used.add(found);
      after = found;
      return { ...base, status: 'passed' };
    }
    return { ...base, status: 'failed', message: whyNotFound(spec, expected, index, calls, start, used) };
  });
}

function whyNotFound(
  spec: AgentSpec,
  expected: ExpectedCall,
  index: number,
  calls: AgentCall[],
  start: number,
  used: Set<number>,
): string {
  const entry = `expected_calls[${index}] (${expected.tool})`;
  const sameTool = calls.filter((call) => call.tool === expected.tool);
  if (sameTool.length === 0) {
    const made = calls.length === 0 ? 'it made no tool call' : `its calls were: ${calls.map((c) => c.tool).join(', ')}`;
    return `${entry}: the model never called ${expected.tool}; ${made}`;
  }
  const matchingEarlier = calls.findIndex((call, at) => at < start && !used.has(at) && matches(expected, call));
  if (matchingEarlier >= 0) {
    const previous = spec.expectedCalls[index - 1]!;
    return (
      `${entry}: wrong order: the model called ${callLabel(calls[matchingEarlier]!)} before ` +
      `${previous.tool} (expected_calls[${index - 1}]); calls_order is in_order (use calls_order: any to allow any order)`
    );
  }
  const candidates = calls.filter((call, at) => at >= start && !used.has(at) && call.tool === expected.tool);
  const shown = candidates.length > 0 ? candidates : sameTool;
  const closest = shown
    .map((call) => ({ call, problems: argMismatches(expected.args ?? {}, call.input) }))
    .sort((a, b) => a.problems.length - b.problems.length)[0]!;
  const more = shown.length > 1 ? ` (the closest of its ${shown.length} calls to ${expected.tool})` : '';
  return `${entry}: wrong arguments in ${callLabel(closest.call)}${more}: ${closest.problems.join('; ')}`;
}
