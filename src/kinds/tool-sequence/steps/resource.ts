/**
 * The `resource:` step: a `resources/read`, checked first against the server's lists (a listed
 * resource, or a URI one of its templates matches).
 */
import { UriTemplate } from '@modelcontextprotocol/client';
import { renderResourceContents } from '../../../mcp/render.js';
import type { CheckResult, ScenarioStep } from '../../../model/index.js';
import type { ServerLists } from '../../kind.js';
import { hasInterpolation } from '../references.js';
import { listsFailure, requestStep, unknownName } from './request.js';
import type { StepKind } from './step.js';

const uriOf = (args: Record<string, unknown>): string => String(args.resource ?? '');

/** Whether the server lists the URI, or a template of its matches it; a failed check when not. */
function uriProblem(step: ScenarioStep, uri: string, lists: ServerLists): CheckResult | undefined {
  if (lists.otherListsError) return listsFailure(step, lists.otherListsError);
  const resources = lists.resources ?? new Map();
  const templates = lists.templates ?? new Map();
  if (resources.has(uri)) return undefined;
  for (const template of templates.keys()) {
    try {
      if (new UriTemplate(template).match(uri)) return undefined;
    } catch {
      // A template that does not parse matches nothing.
    }
  }
  return unknownName(
    step,
    'resource',
    uri,
    [...resources.keys(), ...templates.keys()],
    templates.size > 0 ? ', and none of its templates matches it' : '',
  );
}

export const resourceStep: StepKind = {
  key: 'resource',
  precheck(step, lists) {
    // A URI with `${name}` is checked once its values are known, just before the call.
    if (hasInterpolation(step.args)) return [];
    const problem = uriProblem(step, uriOf(step.args), lists);
    return problem ? [problem] : [];
  },
  checkArguments: (step, args, lists) => uriProblem(step, uriOf(args), lists),
  call: (step, args, context) =>
    requestStep(step, context, {
      method: 'resources/read',
      send: (session, options) => session.client.readResource({ uri: uriOf(args) }, options),
      render: renderResourceContents,
    }),
  named: (step) => ({ tools: [], resources: [step.tool] }),
};
