/**
 * The `prompt:` step: a `prompts/get` with the step's `args`, checked first against the server's
 * prompt list (the prompt exists; it declares every argument given, and every required one is given).
 */
import { renderPromptMessages } from '../../../mcp/render.js';
import type { CheckResult, ScenarioStep } from '../../../model/index.js';
import { promptArgumentProblems } from '../../prompt-arguments.js';
import type { ServerLists } from '../../kind.js';
import { argumentsFailure, listsFailure, requestStep, unknownName } from './request.js';
import type { StepKind } from './step.js';

/** A prompt's arguments as the protocol has them: strings (a number or a boolean is sent as its text). */
export function promptArguments(args: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(args).map(([name, value]) => [name, String(value)]));
}

function argumentsProblem(
  step: ScenarioStep,
  args: Record<string, unknown>,
  lists: ServerLists,
): CheckResult | undefined {
  const prompt = lists.prompts?.get(step.tool);
  if (!prompt) return undefined;
  const problems = promptArgumentProblems(prompt, args);
  if (problems.length === 0) return undefined;
  return argumentsFailure(step, `the arguments of prompt ${step.tool} do not fit the prompt: ${problems.join('; ')}`);
}

export const promptStep: StepKind = {
  key: 'prompt',
  precheck(step, lists) {
    if (lists.otherListsError) return [listsFailure(step, lists.otherListsError)];
    const prompts = lists.prompts ?? new Map();
    if (!prompts.has(step.tool)) return [unknownName(step, 'prompt', step.tool, prompts.keys())];
    // The argument names do not change when `${name}` values are filled in: checked now.
    const problem = argumentsProblem(step, step.args, lists);
    return problem ? [problem] : [];
  },
  checkArguments: (step, args, lists) => argumentsProblem(step, args, lists),
  call: (step, args, context) =>
    requestStep(step, context, {
      method: 'prompts/get',
      send: (session, options) =>
        session.client.getPrompt({ name: step.tool, arguments: promptArguments(args) }, options),
      render: renderPromptMessages,
    }),
  named: (step) => ({ tools: [], prompts: [step.tool] }),
};
