/**
 * Rule family: tool names. A name the model APIs refuse, and two tools of one name: either way the
 * list cannot be sent, or a call cannot say which tool it means.
 */
import type { LintFinding } from '../../../model/server-tools.js';
import { finding, rule, type RuleFamily } from './rule.js';

/** The tool names the Anthropic Messages API accepts (`tools[].name`). */
export const ANTHROPIC_TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,128}$/;
/** The tool names OpenAI's API accepts (function names): the same characters, at most 64 of them. */
export const OPENAI_TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;

const INVALID_TOOL_NAME = rule(
  'invalid-tool-name',
  'error',
  'A name outside ^[a-zA-Z0-9_-]+$, or longer than the API allows, is refused: the Anthropic API takes up to 128 characters, OpenAI up to 64.',
);

/** Which API refuses the tool's name, and why; undefined when both accept it. */
function nameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string') return 'the tool has no name';
  if (!/^[a-zA-Z0-9_-]*$/.test(name) || name.length === 0)
    return `the name ${JSON.stringify(name)} holds characters outside [a-zA-Z0-9_-]: the Anthropic API and OpenAI both refuse it`;
  if (!ANTHROPIC_TOOL_NAME_PATTERN.test(name))
    return `the name is ${name.length} characters: the Anthropic API refuses names over 128, OpenAI over 64`;
  if (!OPENAI_TOOL_NAME_PATTERN.test(name))
    return `the name is ${name.length} characters: OpenAI refuses names over 64 (the Anthropic API takes up to 128)`;
  return undefined;
}

const DUPLICATE_TOOL_NAME = rule(
  'duplicate-tool-name',
  'error',
  'Two tools of one name: the model APIs refuse the list, and a call cannot say which one it means.',
);

function duplicateNames(tools: readonly Record<string, unknown>[]): LintFinding[] {
  const seen = new Map<string, number>();
  for (const tool of tools) if (typeof tool.name === 'string') seen.set(tool.name, (seen.get(tool.name) ?? 0) + 1);
  const findings: LintFinding[] = [];
  for (const [name, count] of seen) {
    if (count > 1) findings.push(finding(DUPLICATE_TOOL_NAME, `${count} tools are named "${name}"`, name));
  }
  return findings;
}

export const NAMES = {
  rules: [INVALID_TOOL_NAME, DUPLICATE_TOOL_NAME],
  tool: ({ tool, name }) => {
    const problem = nameProblem(tool.name);
    return problem ? [finding(INVALID_TOOL_NAME, problem, name)] : [];
  },
  list: duplicateNames,
} as const satisfies RuleFamily;
