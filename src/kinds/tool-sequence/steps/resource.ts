/**
 * The `resource:` step: a `resources/read`, checked first against the server's lists (a listed
 * resource, or a URI one of its templates matches).
 */
import { UriTemplate } from '@modelcontextprotocol/client';
import { z } from 'zod';
import { renderResourceContents } from '../../../mcp/render.js';
import type { CheckResult, StepCommon } from '../../../model/index.js';
import type { ServerLists } from '../../kind.js';
import { hasInterpolation } from '../references.js';
import {
  listsFailure,
  requestKeyErrors,
  requestStep,
  unknownName,
  unreadListFailure,
  type StepSubject,
} from './request.js';
import type { OwnDocument } from './shared-keys.js';
import { refused, type StepKind } from './step.js';

/** A `resource:` step: `resources/read` of `uri`. */
export interface ResourceStep extends StepCommon {
  kind: 'resource';
  /** The URI as written (`${name}` substituted at call time): a listed resource, or one a template matches. */
  uri: string;
}

declare module '../../../model/scenario.js' {
  interface StepKindTypes {
    resource: ResourceStep;
  }
}

const resourceKeys = {
  resource: z
    .string()
    .min(1)
    .optional()
    .describe(
      'A resource URI to read (resources/read): a listed resource, or a URI a listed template matches (notes://1234). ' +
        'Its text contents are the output as they are (a blob as [blob MIME, N bytes]), several joined with a newline.',
    ),
};

/** The URI in a resource step's inputs: the step's own `resource` key, so that `${name}` paths name it. */
const uriOf = (values: Record<string, unknown>): string => String(values.resource ?? '');

/** Whether the server lists the URI, or a template of its matches it; a failed check when not. */
function uriProblem(step: StepSubject, uri: string, lists: ServerLists): CheckResult | undefined {
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
  // Not found in what was read: if a list it could be in was cut at the page cap, that is why.
  const unread = unreadListFailure(step, lists, ['resources', 'templates']);
  if (unread) return unread;
  return unknownName(
    step,
    'resource',
    uri,
    [...resources.keys(), ...templates.keys()],
    templates.size > 0 ? ', and none of its templates matches it' : '',
  );
}

const subject = (step: ResourceStep): StepSubject => ({ label: step.uri, position: step.position });

export const resourceStep: StepKind<ResourceStep> = {
  key: 'resource',
  keys: resourceKeys,
  read: (document: OwnDocument<typeof resourceKeys>, at) => ({
    step: { kind: 'resource', uri: document.resource ?? '' },
    errors: [
      ...(document.args !== undefined
        ? [
            refused(
              at,
              'resource',
              'args',
              'a resource read takes only its URI (a template is filled as written: notes://1234)',
            ),
          ]
        : []),
      ...requestKeyErrors(document, at, 'resource'),
    ],
  }),
  label: (step) => step.uri,
  inputs: (step) => ({ values: { resource: step.uri }, at: [] }),
  needs: () => 'resources',
  precheck(step, lists) {
    // A URI with `${name}` is checked once its values are known, just before the call.
    if (hasInterpolation(step.uri)) return [];
    const problem = uriProblem(subject(step), step.uri, lists);
    return problem ? [problem] : [];
  },
  checkArguments: (step, values, lists) => uriProblem(subject(step), uriOf(values), lists),
  call: (step, values, context) =>
    requestStep(step, context, {
      method: 'resources/read',
      label: step.uri,
      send: (session, options) => session.client.readResource({ uri: uriOf(values) }, options),
      render: renderResourceContents,
    }),
  named: (step) => ({ tools: [], resources: [step.uri] }),
};
