/**
 * The `prompt:` step: a `prompts/get` with the step's `args`, checked first against the server's
 * prompt list (the prompt exists; it declares every argument given, and every required one is given).
 */
import { z } from 'zod';
import { renderPromptMessages } from '../../../mcp/render.js';
import type { CheckResult, StepCommon } from '../../../model/index.js';
import { promptArgumentProblems } from '../../prompt-arguments.js';
import type { ServerLists } from '../../kind.js';
import {
  argumentsFailure,
  listsFailure,
  requestKeyErrors,
  requestStep,
  unknownName,
  unreadListFailure,
  type StepSubject,
} from './request.js';
import type { OwnDocument } from './shared-keys.js';
import type { StepKind } from './step.js';

/** A `prompt:` step: `prompts/get` of `prompt` with `args`. */
export interface PromptStep extends StepCommon {
  kind: 'prompt';
  /** The prompt's name. */
  prompt: string;
  /** Its arguments as written: string values may hold `${name}` references, substituted at call time. */
  args: Record<string, unknown>;
}

declare module '../../../model/scenario.js' {
  interface StepKindTypes {
    prompt: PromptStep;
  }
}

const promptKeys = {
  prompt: z
    .string()
    .min(1)
    .optional()
    .describe(
      'A prompt to get (prompts/get) with `args` as its arguments; its messages are the output as `ROLE: text` lines.',
    ),
};

/** A prompt's arguments as the protocol has them: strings (a number or a boolean is sent as its text). */
export function promptArguments(args: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(args).map(([name, value]) => [name, String(value)]));
}

const subject = (step: PromptStep): StepSubject => ({ label: step.prompt, position: step.position });

function argumentsProblem(
  step: PromptStep,
  args: Record<string, unknown>,
  lists: ServerLists,
): CheckResult | undefined {
  const prompt = lists.prompts?.get(step.prompt);
  if (!prompt) return undefined;
  const problems = promptArgumentProblems(prompt, args);
  if (problems.length === 0) return undefined;
  return argumentsFailure(
    subject(step),
    `the arguments of prompt ${step.prompt} do not fit the prompt: ${problems.join('; ')}`,
  );
}

export const promptStep: StepKind<PromptStep> = {
  key: 'prompt',
  keys: promptKeys,
  read: (document: OwnDocument<typeof promptKeys>, at) => ({
    step: { kind: 'prompt', prompt: document.prompt ?? '', args: document.args ?? {} },
    errors: requestKeyErrors(document, at, 'prompt'),
  }),
  label: (step) => step.prompt,
  inputs: (step) => ({ values: step.args, at: ['args'] }),
  needs: () => 'prompts',
  precheck(step, lists) {
    if (lists.otherListsError) return [listsFailure(subject(step), lists.otherListsError)];
    const unread = unreadListFailure(subject(step), lists, ['prompts']);
    if (unread) return [unread];
    const prompts = lists.prompts ?? new Map();
    if (!prompts.has(step.prompt)) return [unknownName(subject(step), 'prompt', step.prompt, prompts.keys())];
    // The argument names do not change when `${name}` values are filled in: checked now.
    const problem = argumentsProblem(step, step.args, lists);
    return problem ? [problem] : [];
  },
  checkArguments: (step, args, lists) => argumentsProblem(step, args, lists),
  call: (step, args, context) =>
    requestStep(step, context, {
      method: 'prompts/get',
      label: step.prompt,
      send: (session, options) =>
        session.client.getPrompt({ name: step.prompt, arguments: promptArguments(args) }, options),
      render: renderPromptMessages,
    }),
  named: (step) => ({ tools: [], prompts: [step.prompt] }),
};
