/**
 * The `complete:` step: a `completion/complete` for one argument of a prompt or one variable of a
 * resource template, checked first against the server's lists (it declares completions; the prompt
 * or template is listed; the argument is the prompt's, or a variable of the template).
 */
import { UriTemplate } from '@modelcontextprotocol/client';
import { renderCompletion } from '../../../mcp/render.js';
import type { CheckResult, ScenarioStep } from '../../../model/index.js';
import type { ServerLists } from '../../kind.js';
import { closest } from '../../../util/closest.js';
import { argumentsFailure, listsFailure, requestStep, unknownName } from './request.js';
import type { StepKind } from './step.js';

interface Completion {
  prompt?: string;
  resource?: string;
  argument: string;
  value: string;
}

const completionOf = (args: Record<string, unknown>): Completion => args.complete as Completion;

function variablesOf(template: string): string[] {
  try {
    return new UriTemplate(template).variableNames;
  } catch {
    return [];
  }
}

function completionProblem(step: ScenarioStep, lists: ServerLists): CheckResult | undefined {
  if (lists.otherListsError) return listsFailure(step, lists.otherListsError);
  const { prompt, resource, argument } = completionOf(step.args);
  if (!lists.completions) {
    return {
      kind: 'step',
      subject: step.tool,
      status: 'failed',
      position: step.position,
      message:
        'the server does not declare completions (its capabilities have no `completions`), so it cannot be asked for any',
    };
  }
  let names: string[];
  let owner: string;
  if (prompt !== undefined) {
    const listed = lists.prompts?.get(prompt);
    if (!listed) return unknownName(step, 'prompt', prompt, lists.prompts?.keys() ?? []);
    names = listed.arguments.map((one) => one.name);
    owner = `prompt ${prompt}`;
  } else {
    const templates = lists.templates ?? new Map();
    if (!templates.has(resource!)) return unknownName(step, 'resource template', resource!, templates.keys());
    names = variablesOf(resource!);
    owner = `resource template ${resource!}`;
  }
  if (names.includes(argument)) return undefined;
  const suggestion = closest(argument, names);
  return argumentsFailure(
    step,
    `${owner} has no argument "${argument}"` +
      (suggestion ? `: did you mean "${suggestion}"?` : `; it has: ${names.join(', ') || 'none'}`),
  );
}

export const completeStep: StepKind = {
  key: 'complete',
  precheck(step, lists) {
    const problem = completionProblem(step, lists);
    return problem ? [problem] : [];
  },
  // Only `value` may hold `${name}`, and what is completed does not depend on it.
  checkArguments: () => undefined,
  call: (step, args, context) =>
    requestStep(step, context, {
      method: 'completion/complete',
      send: (session, options) => {
        const { prompt, resource, argument, value } = completionOf(args);
        const ref =
          prompt !== undefined
            ? { type: 'ref/prompt' as const, name: prompt }
            : { type: 'ref/resource' as const, uri: resource! };
        return session.client.complete({ ref, argument: { name: argument, value } }, options);
      },
      render: renderCompletion,
    }),
  // A completion reads neither the prompt nor the template it completes an argument of: coverage
  // does not count it as read.
  named: () => ({ tools: [] }),
};
