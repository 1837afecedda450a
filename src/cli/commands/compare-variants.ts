import path from 'node:path';
import { ConfigError, oneOf, toRunOptions } from '../../config/resolve.js';
import { DEFAULT_SCENARIO_GLOBS } from '../../config/options.js';
import { matchedAnyFile } from '../../run/verdict.js';
import { escapeName, escapeTerminal } from '../../report/text/escape.js';
import { renderVariantsMarkdown, renderVariantsTerminal } from '../../report/variants.js';
import {
  loadToolVariants,
  readToolList,
  runToolVariants,
  ToolVariantsError,
  variantsWorse,
} from '../../run/variants.js';
import { writeReportFile } from '../../util/files.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from '../console.js';
import type { Subcommand } from './subcommand.js';
import { commandProvider, parseSubcommandArgs, sayNotices, serverFlagsHelp, usageError } from './shared.js';
import { readFlags } from '../flags.js';
import { flagsHelp } from '../flag-help.js';

export const COMPARE_VARIANTS_USAGE = `Usage: mcp-scenario-eval compare-variants --tool-variants FILE [FILES or globs…] [server flags]

Which wording of the tools does the model call right? Runs the agent scenarios
(prompt:) of the files (default ${DEFAULT_SCENARIO_GLOBS.join(' ')}) on the server's
own tool descriptions and on each variant of FILE (same prompts, same models,
every planned trial: trials, or max_trials with pass_rate), with ANTHROPIC_API_KEY.
The variants change only what the model is given; the server is not changed.

Reports per scenario and overall each wording's pass rate with its 95% Wilson
interval, each variant's paired difference and its verdict: better, worse or
inconclusive (exact McNemar test on the trial pairs that differ, Holm-adjusted
across the variants: at most 5% chance of any false verdict). A variant
significantly worse on any one scenario is disqualified. The winning wording is
shown as a diff against the server's, ready to paste.

FILE:
  variants:
    - name: explicit-ids
      tools:
        get_event:
          description: "Get one event by the id find_events gave"
          parameters:
            id: "The event's id, e.g. ecnl-g-na-2025-11"

${serverFlagsHelp('compare-variants')}

Options (every option of a run that runs scenarios, as in a run):
${flagsHelp('compare-variants', ['run'])}
  --fail-on worse        exit 1 when a variant is worse (overall or on any
                         scenario) or a trial errored; default never
  --summary FILE         also write the report as Markdown to FILE
  -h, --help

Exit code: 0 compared (whatever the verdicts, unless --fail-on worse), 1 with
--fail-on worse and a variant worse or a trial errored, 2 bad usage, no key,
an invalid variants file, a variant naming a tool or parameter the server lacks
or worded exactly like the server, or a server that cannot be reached.
`;

export const compareVariantsCommand: Subcommand = async (argv, env, io, cwd = process.cwd()) => {
  let options;
  let file: string;
  let failOn: 'never' | 'worse';
  let summary: string | undefined;
  try {
    const parsed = parseSubcommandArgs('compare-variants', argv, {
      'fail-on': { type: 'string' },
      summary: { type: 'string' },
    });
    const values = parsed.values as Record<string, string | boolean | undefined>;
    if (values.help) {
      io.out(COMPARE_VARIANTS_USAGE);
      return EXIT_OK;
    }
    const read = readFlags('compare-variants', parsed.values, env, cwd, parsed.positionals);
    file = read.values.toolVariants;
    if (!file) throw new ConfigError('compare-variants needs --tool-variants FILE: the variants to compare');
    failOn = oneOf('--fail-on', values['fail-on'] as string | undefined, ['never', 'worse'] as const, 'never');
    // A recording replays the replies given to one wording only: the model itself is asked.
    const { provider } = commandProvider('compare-variants', parsed.values, env, cwd);
    summary = values.summary === undefined ? undefined : path.resolve(cwd, values.summary as string);
    // Every flag of a run applies (its defaults are the command's own: judge off, one at a time).
    options = toRunOptions(read.config);
    sayNotices(io, 'compare-variants', options);
    // The agent scenarios must run; no baseline is compared (each wording is compared with the others).
    const agent = { ...options.agent!, mode: 'required' as const, provider };
    delete agent.unavailable;
    delete agent.baseline;
    options.agent = agent;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return usageError(io, 'compare-variants', error.message);
  }
  let variants;
  try {
    variants = await loadToolVariants(file, options.workspace);
  } catch (error) {
    if (!(error instanceof ToolVariantsError)) throw error;
    io.err(`mcp-scenario-eval compare-variants: ${escapeTerminal(error.message)}\n`);
    return EXIT_USAGE;
  }
  const listed = await readToolList(options);
  if ('error' in listed) {
    io.err(`mcp-scenario-eval compare-variants: ${escapeName(listed.error)}\n`);
    return EXIT_USAGE;
  }
  let run;
  try {
    run = await runToolVariants(options, variants, listed.tools, {
      onWording: (wording) =>
        io.err(
          `mcp-scenario-eval compare-variants: running the agent scenarios on ${wording === 'server' ? "the server's wording" : `variant "${escapeName(wording)}"`}\n`,
        ),
    });
  } catch (error) {
    if (!(error instanceof ToolVariantsError)) throw error;
    io.err(`mcp-scenario-eval compare-variants: ${escapeTerminal(error.message)}\n`);
    return EXIT_USAGE;
  }
  const first = run.runs[0]!.result;
  if (first.fileErrors.length > 0 || !matchedAnyFile(first) || first.serverError) {
    const { renderRunReport } = await import('../../report/terminal.js');
    io.out(`${renderRunReport(first, { color: false })}\n`);
    return EXIT_USAGE;
  }
  if (run.scenarios.length === 0) {
    io.err(
      'mcp-scenario-eval compare-variants: the files hold no agent scenario (prompt:) to compare the wordings on\n',
    );
    return EXIT_USAGE;
  }
  const shown = path.relative(options.workspace, path.resolve(options.workspace, file)).split(path.sep).join('/');
  io.out(`${renderVariantsTerminal(run, shown)}\n`);
  if (summary) {
    try {
      await writeReportFile(summary, renderVariantsMarkdown(run, shown));
    } catch (error) {
      io.err(
        `mcp-scenario-eval compare-variants: could not write --summary ${escapeName(summary)}: ${String(error)}\n`,
      );
      return EXIT_FAILED;
    }
  }
  return failOn === 'worse' && variantsWorse(run) ? EXIT_FAILED : EXIT_OK;
};
