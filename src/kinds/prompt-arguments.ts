/**
 * A server prompt's arguments checked against what it declares, before `prompts/get`: by the
 * `prompt:` step (tool-sequence/steps/prompt.ts) and agent scenarios' `prompt_from` (agent/prompt-from.ts).
 */
import type { ListedPrompt } from '../mcp/lists.js';

/**
 * What is wrong with these arguments for this prompt, as it declares them: arguments it does not
 * declare, required ones missing, values that are not text. Empty when they fit.
 */
export function promptArgumentProblems(prompt: ListedPrompt, args: Record<string, unknown>): string[] {
  const declared = new Set(prompt.arguments.map((argument) => argument.name));
  const problems: string[] = [];
  const undeclared = Object.keys(args).filter((name) => !declared.has(name));
  if (undeclared.length > 0) {
    problems.push(
      `it declares no argument ${undeclared.map((name) => JSON.stringify(name)).join(', ')} ` +
        `(its arguments: ${[...declared].join(', ') || 'none'})`,
    );
  }
  const missing = prompt.arguments.filter((argument) => argument.required && !Object.hasOwn(args, argument.name));
  if (missing.length > 0) {
    problems.push(
      `the required argument${missing.length > 1 ? 's' : ''} ${missing.map((one) => JSON.stringify(one.name)).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`,
    );
  }
  const notText = Object.entries(args).filter(([, value]) => value !== null && typeof value === 'object');
  if (notText.length > 0) {
    problems.push(
      `prompt arguments are strings, but ${notText.map(([name]) => JSON.stringify(name)).join(', ')} ${notText.length > 1 ? 'are' : 'is'} not text`,
    );
  }
  return problems;
}
