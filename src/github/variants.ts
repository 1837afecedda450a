/**
 * The `tool-variants` input: after the run, the agent scenarios run on the server's wording and on
 * each variant, and the comparison goes to the log and the job summary. Its verdicts never fail
 * the step; a file that cannot be used, or no key to call the model with, does (fail closed: a
 * comparison asked for and not made is said as an error, never skipped in silence).
 */
import type { RunOptions } from '../config/options.js';
import type { SummarySection } from '../report/summary-section.js';
import { redactText } from '../secrets/redact.js';

export interface ActionComparison {
  /** For the job summary, when the comparison was made: fitted with the rest under GitHub's limit. */
  section?: SummarySection;
  /** For the log, when it was made. */
  text?: string;
  /** Why it was not made. */
  error?: string;
}

export async function compareToolVariantsInAction(file: string, options: RunOptions): Promise<ActionComparison> {
  if (!options.agent?.provider && !options.agent?.apiKey)
    return {
      error: `tool-variants (${file}) compares wordings by calling the model: set anthropic-api-key, or give the job AWS credentials and a region (provider: bedrock) or a Google Cloud project and CLOUD_ML_REGION (provider: vertex) (a recording replays the replies given to the server's wording only)`,
    };
  const [
    { loadToolVariants, readToolList, runToolVariants, ToolVariantsError },
    { variantsSummarySection, renderVariantsTerminal },
  ] = await Promise.all([import('../run/variants.js'), import('../report/variants.js')]);
  try {
    const variants = await loadToolVariants(file, options.workspace);
    const listed = await readToolList(options);
    if ('error' in listed) return { error: `tool-variants: ${listed.error}` };
    const run = await runToolVariants(
      { ...options, agent: { ...options.agent!, mode: 'required', replay: undefined } },
      variants,
      listed.tools,
    );
    if (run.scenarios.length === 0)
      return {
        error: `tool-variants (${file}): the scenarios hold no agent scenario (prompt:) to compare the wordings on`,
      };
    return { section: variantsSummarySection(run, file), text: renderVariantsTerminal(run, file) };
  } catch (error) {
    if (error instanceof ToolVariantsError) return { error: redactText(error.message, options.secrets) };
    throw error;
  }
}
