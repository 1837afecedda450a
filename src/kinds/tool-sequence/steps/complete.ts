/**
 * The `complete:` step: a `completion/complete` for one argument of a prompt or one variable of a
 * resource template, checked first against the server's lists (it declares completions; the prompt
 * or template is listed; the argument is the prompt's, or a variable of the template).
 */
import { UriTemplate } from '@modelcontextprotocol/client';
import { z } from 'zod';
import type { CheckResult, StepCommon } from '../../../model/index.js';
import type { ServerLists } from '../../kind.js';
import { closest } from '../../../util/closest.js';
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
import { refused, type StepKind } from './step.js';

/** What a `complete:` step asks to complete, as written (`${name}` in `value` substituted at call time). */
export interface Completion {
  /** One of `prompt` (a prompt's argument) and `resource` (a resource template's variable). */
  prompt?: string;
  resource?: string;
  argument: string;
  value: string;
}

/** A `complete:` step: `completion/complete` of one argument of a prompt or one variable of a template. */
export interface CompleteStep extends StepCommon {
  kind: 'complete';
  complete: Completion;
}

declare module '../../../model/scenario.js' {
  interface StepKindTypes {
    complete: CompleteStep;
  }
}

/** A `complete:` step: the values the server suggests for one argument of a prompt or a resource template. */
const completeSchema = z
  .strictObject({
    prompt: z.string().min(1).optional().describe('The prompt whose argument is completed.'),
    resource: z
      .string()
      .min(1)
      .optional()
      .describe('The resource template (as listed: notes://{id}) whose variable is completed.'),
    argument: z.string().min(1).describe('The argument (or template variable) to complete.'),
    value: z.string().describe('What has been typed so far.'),
  })
  .describe(
    'completion/complete: one of `prompt` or `resource`, the `argument` and the `value` typed so far; the output is ' +
      'the values one a line, then `total: N` and `hasMore: true` when the server says them.',
  );

const completeKeys = { complete: completeSchema.optional() };

/** The completion in a complete step's inputs: the step's own `complete` key, so that `${name}` paths name it. */
const completionOf = (values: Record<string, unknown>): Completion => values.complete as Completion;

/**
 * A `completion/complete` result as checks see it: the values one a line, then `total: N` and
 * `hasMore: true` when the server says them.
 */
export function renderCompletion(result: { completion?: unknown }): string {
  const completion = (result.completion ?? {}) as { values?: unknown; total?: unknown; hasMore?: unknown };
  const values = Array.isArray(completion.values) ? completion.values.map(String) : [];
  return [
    ...values,
    ...(completion.total !== undefined ? [`total: ${String(completion.total)}`] : []),
    ...(completion.hasMore !== undefined ? [`hasMore: ${String(completion.hasMore)}`] : []),
  ].join('\n');
}

/** `complete prompt summarize_note: style`: what messages and reports call the step. */
function labelOf({ complete: { prompt, resource, argument } }: CompleteStep): string {
  const target = prompt !== undefined ? `prompt ${prompt}` : `resource ${resource ?? ''}`;
  return `complete ${target}: ${argument}`;
}

const subject = (step: CompleteStep): StepSubject => ({ label: labelOf(step), position: step.position });

function variablesOf(template: string): string[] {
  try {
    return new UriTemplate(template).variableNames;
  } catch {
    return [];
  }
}

function completionProblem(completeStep: CompleteStep, lists: ServerLists): CheckResult | undefined {
  const step = subject(completeStep);
  if (lists.otherListsError) return listsFailure(step, lists.otherListsError);
  const { prompt, resource, argument } = completeStep.complete;
  if (!lists.completions) {
    return {
      kind: 'step',
      subject: step.label,
      status: 'failed',
      position: step.position,
      message:
        'the server does not declare completions (its capabilities have no `completions`), so it cannot be asked for any',
    };
  }
  let names: string[];
  let owner: string;
  if (prompt !== undefined) {
    const unread = unreadListFailure(step, lists, ['prompts']);
    if (unread) return unread;
    const listed = lists.prompts?.get(prompt);
    if (!listed) return unknownName(step, 'prompt', prompt, lists.prompts?.keys() ?? []);
    names = listed.arguments.map((one) => one.name);
    owner = `prompt ${prompt}`;
  } else {
    const unread = unreadListFailure(step, lists, ['templates']);
    if (unread) return unread;
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

export const completeStep: StepKind<CompleteStep> = {
  key: 'complete',
  keys: completeKeys,
  nested: { complete: { keys: Object.keys(completeSchema.shape) } },
  read: (document: OwnDocument<typeof completeKeys>, at) => {
    const complete = document.complete!;
    const errors = [
      ...(document.args !== undefined
        ? [refused(at, 'complete', 'args', 'a completion takes its `argument` and `value` inside `complete`')]
        : []),
      ...requestKeyErrors(document, at, 'complete'),
    ];
    if ((complete.prompt === undefined) === (complete.resource === undefined)) {
      errors.push({
        position: at.of('complete'),
        message: `\`${at.label}.complete\` needs exactly one of \`prompt\` (a prompt's argument) or \`resource\` (a resource template's variable)`,
      });
    }
    return { step: { kind: 'complete', complete }, errors };
  },
  label: labelOf,
  inputs: (step) => ({ values: { complete: step.complete }, at: [] }),
  needs: (step) => (step.complete.prompt !== undefined ? 'prompts' : 'resources'),
  precheck(step, lists) {
    const problem = completionProblem(step, lists);
    return problem ? [problem] : [];
  },
  // Only `value` may hold `${name}`, and what is completed does not depend on it.
  checkArguments: () => undefined,
  call: (step, values, context) =>
    requestStep(step, context, {
      method: 'completion/complete',
      label: labelOf(step),
      send: (session, options) => {
        const { prompt, resource, argument, value } = completionOf(values);
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
