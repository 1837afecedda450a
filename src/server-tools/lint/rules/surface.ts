/**
 * Rule family: prompts, resources, resource templates and the server's instructions. A list that
 * cannot be read whole is its own rule; the rest are other families' rules where they fit: a
 * missing description (prompts and templates: a model or host chooses them by it), a required
 * prompt argument with no description, and the poisoning rules over every text of theirs.
 */
import type { LintFinding } from '../../../model/server-tools.js';
import { MAX_TOOL_LIST_PAGES } from '../../../model/limits.js';
import { isObject } from '../../../util/json.js';
import type { ModelFacingText } from '../schema-texts.js';
import { DESCRIPTION_MISSING } from './descriptions.js';
import { REQUIRED_PARAMETER_UNDESCRIBED } from './parameters.js';
import { poisoningFindings } from './poisoning.js';
import { finding, rule, toolNames, type RawSurface, type RuleFamily } from './rule.js';
import { mentions } from './words.js';

const LIST_UNREADABLE = rule(
  'list-unreadable',
  'error',
  `A prompt, resource or resource-template list whose pages go on past ${MAX_TOOL_LIST_PAGES} (a nextCursor that never ends) cannot be read whole by a host, so nothing in it is offered, and it is not linted.`,
);

/** `own` holds the tools' and prompts' names, which the texts may name. */
function surfaceFindings(surface: RawSurface, tools: readonly Record<string, unknown>[]): LintFinding[] {
  const findings: LintFinding[] = [];
  // A list cut at the page cap is not linted (it was not read), and says so, naming the list.
  for (const why of Object.values(surface.unread ?? {}))
    if (why !== undefined) findings.push(finding(LIST_UNREADABLE, why));
  const own = new Set<string>(toolNames(tools));
  for (const prompt of surface.prompts) if (typeof prompt.name === 'string') own.add(prompt.name);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (surface.instructions)
    findings.push(
      ...poisoningFindings([{ where: "the server's instructions", text: surface.instructions }], 'instructions', own),
    );
  for (const prompt of surface.prompts) {
    const subject = `prompt ${text(prompt.name)}`;
    if (!text(prompt.description).trim())
      findings.push(finding(DESCRIPTION_MISSING, 'the prompt has no description', subject));
    const texts: ModelFacingText[] = [];
    for (const field of ['title', 'description'] as const)
      if (text(prompt[field])) texts.push({ where: `the prompt's ${field}`, text: text(prompt[field]) });
    for (const argument of Array.isArray(prompt.arguments) ? prompt.arguments : []) {
      if (!isObject(argument) || typeof argument.name !== 'string') continue;
      const described = text(argument.description).trim() !== '' || mentions(text(prompt.description), argument.name);
      if (argument.required === true && !described)
        findings.push(
          finding(
            REQUIRED_PARAMETER_UNDESCRIBED,
            `required argument "${argument.name}" has no description, and the prompt's description does not name it`,
            subject,
            argument.name,
          ),
        );
      if (text(argument.description))
        texts.push({
          where: `argument "${argument.name}"'s description`,
          text: text(argument.description),
          parameter: argument.name,
        });
    }
    findings.push(...poisoningFindings(texts, subject, own));
  }
  for (const [list, key, what] of [
    [surface.resourceTemplates, 'uriTemplate', 'resource template'],
    [surface.resources, 'uri', 'resource'],
  ] as const)
    for (const entry of list) {
      const subject = `${what} ${text(entry[key])}`;
      // A static resource is data a host lists; a template is chosen by what it says it holds.
      if (what === 'resource template' && !text(entry.description).trim())
        findings.push(finding(DESCRIPTION_MISSING, 'the resource template has no description', subject));
      const texts: ModelFacingText[] = [];
      for (const field of ['title', 'description'] as const)
        if (text(entry[field])) texts.push({ where: `the ${what}'s ${field}`, text: text(entry[field]) });
      findings.push(...poisoningFindings(texts, subject, own));
    }
  return findings;
}

export const SURFACE = {
  rules: [LIST_UNREADABLE],
  surface: surfaceFindings,
} as const satisfies RuleFamily;
