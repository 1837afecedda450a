/**
 * Rule family: tool descriptions. A tool is chosen by its description: none, one too short to say
 * what the tool does, filler or the name restated, and two descriptions alike enough that the
 * model picks one tool for the other.
 */
import type { LintFinding } from '../../../model/server-tools.js';
import { descriptionOf, finding, nameOf, rule, type RuleFamily } from './rule.js';
import { wordsOf } from './words.js';

/** Fewer words than this in a tool description is too short to say what the tool does and when to use it. */
export const MIN_DESCRIPTION_WORDS = 3;
/** Word-set similarity (Jaccard) of two descriptions at or above which the tools are confusable. */
export const CONFUSABLE_SIMILARITY = 0.8;
/** Descriptions shorter than this many distinct words are not compared for confusability (too little to go on). */
export const CONFUSABLE_MIN_WORDS = 5;
/** In a list of at least this many tools, words shared by CONFUSABLE_BOILERPLATE_SHARE of them are boilerplate. */
export const CONFUSABLE_BOILERPLATE_MIN_TOOLS = 4;
/** The share of descriptions a word must be in to be boilerplate, not compared for confusability. */
export const CONFUSABLE_BOILERPLATE_SHARE = 0.5;

/** Also found on prompts and resource templates (see surface.ts). */
export const DESCRIPTION_MISSING = rule(
  'description-missing',
  'error',
  'A tool with no description cannot be chosen on purpose: the model sees only its name.',
);

const DESCRIPTION_TOO_SHORT = rule(
  'description-too-short',
  'warning',
  `A description of fewer than ${MIN_DESCRIPTION_WORDS} words cannot say what the tool does and when to use it.`,
);

const DESCRIPTION_VAGUE = rule(
  'description-vague',
  'warning',
  'A description that only restates the tool\'s name, or is filler ("a tool", "TODO"), tells the model nothing.',
);

/** Words that carry no meaning of their own in a description. */
const STOP_WORDS = new Set(
  'a an the this that to of for and or in on by with from is are be it its tool tools function use used uses'.split(
    ' ',
  ),
);
/** Descriptions that are filler, whatever the tool. */
const FILLER =
  /^(todo|tbd|fixme|n\/a|none|placeholder|description|tool|a tool|this tool|test|testing|helper|utility|does stuff)\.?$/i;

/** description-vague and description-too-short: at most one of them, a description being either. */
function descriptionQuality(description: string, name: string): LintFinding[] {
  if (FILLER.test(description))
    return [finding(DESCRIPTION_VAGUE, `the description ${JSON.stringify(description)} is filler`, name)];
  const words = wordsOf(description);
  if (words.length < MIN_DESCRIPTION_WORDS) {
    return [
      finding(
        DESCRIPTION_TOO_SHORT,
        `the description ${JSON.stringify(description)} has ${words.length} word(s); say what the tool does, what it returns and when to use it`,
        name,
      ),
    ];
  }
  const nameWords = new Set(wordsOf(name));
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  if (meaningful.length > 0 && meaningful.every((word) => nameWords.has(word) || nameWords.has(word.replace(/s$/, ''))))
    return [
      finding(
        DESCRIPTION_VAGUE,
        `the description ${JSON.stringify(description)} only restates the name; say what it returns and when to use it`,
        name,
      ),
    ];
  return [];
}

const CONFUSABLE_TOOLS = rule(
  'confusable-tools',
  'warning',
  'Tools whose descriptions are near-duplicates are picked one for the other.',
);

function confusableTools(tools: readonly Record<string, unknown>[]): LintFinding[] {
  const all = tools.map((tool, index) => ({
    name: nameOf(tool, index),
    words: new Set(wordsOf(descriptionOf(tool)).filter((word) => !STOP_WORDS.has(word))),
  }));
  // Boilerplate (notion's "Notion | … Error Responses: 400: Bad request" on every tool) tells no
  // tool from another: words in at least half the descriptions of a list of several are left out.
  if (all.length >= CONFUSABLE_BOILERPLATE_MIN_TOOLS) {
    const counts = new Map<string, number>();
    for (const tool of all) for (const word of tool.words) counts.set(word, (counts.get(word) ?? 0) + 1);
    for (const tool of all)
      for (const word of tool.words)
        if (counts.get(word)! / all.length >= CONFUSABLE_BOILERPLATE_SHARE) tool.words.delete(word);
  }
  const described = all.filter((tool) => tool.words.size >= CONFUSABLE_MIN_WORDS);
  const findings: LintFinding[] = [];
  for (let i = 0; i < described.length; i++) {
    for (let j = i + 1; j < described.length; j++) {
      const a = described[i]!;
      const b = described[j]!;
      if (a.name === b.name) continue;
      let shared = 0;
      for (const word of a.words) if (b.words.has(word)) shared++;
      const similarity = shared / (a.words.size + b.words.size - shared);
      if (similarity >= CONFUSABLE_SIMILARITY)
        findings.push(
          finding(
            CONFUSABLE_TOOLS,
            `the descriptions of "${a.name}" and "${b.name}" are ${Math.round(similarity * 100)}% the same words; say what sets each apart`,
            a.name,
          ),
        );
    }
  }
  return findings;
}

export const DESCRIPTIONS = {
  rules: [DESCRIPTION_MISSING, DESCRIPTION_TOO_SHORT, DESCRIPTION_VAGUE, CONFUSABLE_TOOLS],
  tool: ({ name, description }) =>
    description
      ? descriptionQuality(description, name)
      : [finding(DESCRIPTION_MISSING, 'the tool has no description', name)],
  list: confusableTools,
} as const satisfies RuleFamily;
