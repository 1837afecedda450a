/**
 * Rule family: side effects. A tool whose name says it changes things is called with care only
 * when its description or its annotations say so.
 */
import type { LintFinding } from '../../../model/server-tools.js';
import { isObject } from '../../../util/json.js';
import { finding, rule, type RuleFamily, type ToolSite } from './rule.js';
import { wordsOf } from './words.js';

const MUTATION_UNANNOTATED = rule(
  'mutation-unannotated',
  'warning',
  'A tool whose name says it changes things, with no word of that in its description and no destructiveHint/readOnlyHint annotation, is called without care.',
);

/** Name words that say a tool changes something. */
const MUTATING_VERBS = new Set(
  'create add insert delete remove drop destroy purge erase clear reset update edit modify patch set put write overwrite save move rename upload publish send post kill terminate revoke cancel'.split(
    ' ',
  ),
);
/** Description words that tell the model the call has side effects. */
const SIDE_EFFECT_WORDS =
  /\b(creat|add|insert|delet|remov|drop|destroy|purg|eras|clear|reset|updat|edit|modif|patch|set|put|writ|overwrit|sav|mov|renam|upload|publish|send|sent|post|kill|terminat|revok|cancel|chang|replac|permanent|irreversibl|side effect|persist|stor)/i;

function mutationFindings({ tool, name, description, schema }: ToolSite): LintFinding[] {
  // A tool whose input schema is refused whole is reported for that alone, as it always was.
  if (!schema) return [];
  const verb = wordsOf(name).find((word) => MUTATING_VERBS.has(word));
  if (!verb) return [];
  const annotations = isObject(tool.annotations) ? tool.annotations : {};
  if (typeof annotations.destructiveHint === 'boolean' || typeof annotations.readOnlyHint === 'boolean') return [];
  if (SIDE_EFFECT_WORDS.test(description)) return [];
  return [
    finding(
      MUTATION_UNANNOTATED,
      `the name says "${verb}", but the description never says what the call changes and there is no destructiveHint/readOnlyHint annotation`,
      name,
    ),
  ];
}

export const SIDE_EFFECTS = {
  rules: [MUTATION_UNANNOTATED],
  tool: mutationFindings,
} as const satisfies RuleFamily;
