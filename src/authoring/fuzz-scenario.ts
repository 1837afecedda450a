/**
 * The ready scenario of a fuzz finding: the call that showed it, expected to be refused once the
 * server is fixed, as YAML to paste into the suite. The fuzz engine is handed this function by its
 * face (it sits below authoring/), as it is handed the command that finds a finding again.
 */
import { stringify } from 'yaml';
import type { FindingFacts, FuzzFinding } from '../model/fuzz.js';

/** What a finding's scenario says of where it came from (`--seed 5`), and what it is made from. */
export interface FindingScenarioFacts extends Partial<FindingFacts> {
  /** How the fuzz that found it is run again, in the description: `--seed 5`. */
  seedNote: string;
}

/**
 * A ready scenario for a finding: the call, expected to be refused once the server is fixed. An
 * input the schema accepts expects the tool's own error (`expect_error: true`), with the words of the
 * error the server gave (`expected_contains`); one the schema rejects expects the arguments to be
 * refused (`invalid_arguments`: an `expect_error: true` step with such arguments fails, since its
 * error would be the schema's). A leak is forbidden (`expected_not_contains`), so a server that
 * still leaks fails.
 */
export function findingScenario(finding: Omit<FuzzFinding, 'scenario'>, facts: FindingScenarioFacts): string {
  const { seedNote, fitsSchema = true, ...words } = facts;
  const surface = finding.surface ?? 'tool';
  const prefix = surface === 'tool' ? '' : `${surface === 'prompt' ? 'prompt' : 'resource'}_`;
  const name = `fuzz_${prefix}${finding.tool}_${finding.kind}`.replace(/[^A-Za-z0-9_.-]/g, '_');
  // The step kinds of prompts and resources (`prompt:`, `resource:`): expect_error: true there is a
  // JSON-RPC error answer, what a prompt or a read should give for input it cannot take.
  const call: Record<string, unknown> =
    surface === 'tool'
      ? { tool: finding.tool, args: finding.args }
      : surface === 'prompt'
        ? { prompt: finding.tool, args: finding.args }
        : { resource: finding.uri ?? '' };
  const step: Record<string, unknown> = { ...call, expect_error: fitsSchema ? true : 'invalid_arguments' };
  if (surface !== 'tool' && finding.kind === 'protocol-error' && words.code !== undefined) {
    // A prompt or a read answers what it cannot take with a JSON-RPC error (invalid params, -32602),
    // so the error is fine, its code is not: the step forbids the code the server gave (the step's
    // output is "error CODE: message"), so it fails now and passes on another error.
    step.expected_not_contains = [`error ${words.code}:`];
  } else if (fitsSchema && words.errorText !== undefined) step.expected_contains = [words.errorText];
  if (words.leaked !== undefined) step.expected_not_contains = [words.leaked];
  // A hang waits the fuzz's per-call timeout, not the run's (30 s by default): past it the fuzz called
  // the call a hang, so a fixed tool answers within it, and a tool still hanging fails in that time.
  if (words.timeoutMs !== undefined) step.timeout_ms = words.timeoutMs;
  const what = surface === 'tool' ? 'tool' : surface === 'prompt' ? 'prompt' : 'read';
  const passes =
    surface !== 'tool'
      ? `Passes once the ${what} answers this input with a JSON-RPC error${words.code !== undefined && finding.kind === 'protocol-error' ? ` other than ${words.code} (invalid params, -32602, for input it cannot take)` : ''}${words.leaked !== undefined ? ' that leaks nothing' : ''}.`
      : fitsSchema
        ? step.expected_contains
          ? `Passes once the tool answers this input with this error as a tool error (isError: true)${words.leaked !== undefined ? ', leaking nothing' : ''}; edit the expected text if the fix words the error otherwise.`
          : `Passes once the tool answers this input with a tool error${words.leaked !== undefined ? ' that leaks nothing' : ''}.`
        : 'This input does not fit the input schema: passes once the server refuses it (the invalid-params error, or a tool error).';
  const hang =
    words.timeoutMs !== undefined
      ? ` The step waits ${words.timeoutMs} ms (the fuzz's timeout), so a tool that still hangs fails in that time.`
      : '';
  return stringify(
    {
      name,
      // The detail's own closing punctuation gives way to the sentence's full stop ("…:8080:." read badly).
      description: `Found by mcp-scenario-eval fuzz (${seedNote}): ${finding.detail.replace(/[\s.:;,]+$/, '')}. ${passes}${hang}`,
      tool_sequence: [step],
    },
    { lineWidth: 0 },
  );
}
