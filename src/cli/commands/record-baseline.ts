import { ConfigError } from '../../config/resolve.js';
import { runBaselineOptions } from '../../config/baseline.js';
import { matchedAnyFile, runSuite } from '../../run/index.js';
import { DEFAULT_JUDGE_MODEL, DEFAULT_SCENARIO_GLOBS } from '../../config/options.js';
import { DEFAULT_BASELINE_NAME } from '../../kinds/agent/defaults.js';
import { escapeName } from '../../report/text/escape.js';
import { renderRunReport } from '../../report/terminal.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from '../console.js';
import { saveBaseline } from '../baseline-save.js';
import type { Subcommand } from './subcommand.js';
import { flagHelp } from '../flag-help.js';
import {
  commandProvider,
  parseSubcommandArgs,
  sayNotices,
  serverFlagsHelp,
  subcommandSettings,
  usageError,
} from './shared.js';

export const RECORD_BASELINE_USAGE = `Usage: mcp-scenario-eval record-baseline [FILES or globs…] [--baseline FILE] [--agent-model NAME] [server flags]

Runs the agent scenarios (prompt:) of the files (default ${DEFAULT_SCENARIO_GLOBS.join(' ')})
for real, with ANTHROPIC_API_KEY, every one of their trials (max_trials with
pass_rate, else trials: no early stop, a baseline is an estimate), and writes
their pass rates to the agent baseline (default ${DEFAULT_BASELINE_NAME} beside the
first glob): per scenario, model and phrasing, the passes, the trials, and a
fingerprint of what the rate depends on (the prompt, the system prompt, the
model, the tool list as the model saw it, the checks), each part hashed on its
own. Rows of scenarios not run are kept. Prints the diff. Commit it: a run that
finds it compares each agent scenario with its row and fails on a significant
drop. A scenario with an errored trial is not written.

${serverFlagsHelp('record-baseline')}

Options:
${flagHelp('agentBaseline', 'record-baseline')}
${flagHelp('agentModel', 'record-baseline')}
${flagHelp('agentTimeoutMs', 'record-baseline')}
${flagHelp('isolation', 'record-baseline')}
  -h, --help

Exit code: 0 every agent scenario was recorded, 1 one could not be (an errored
trial; a scenario that failed its own rule is still written: the rate is the
finding), 2 bad usage, no key or invalid files.
`;

export const recordBaseline: Subcommand = async (argv, env, io, cwd = process.cwd()) => {
  let options;
  try {
    const parsed = parseSubcommandArgs('record-baseline', argv, {});
    const values = parsed.values;
    if (values.help) {
      io.out(RECORD_BASELINE_USAGE);
      return EXIT_OK;
    }
    const { provider, secrets } = commandProvider('record-baseline', values, env, cwd, [DEFAULT_JUDGE_MODEL]);
    const globs = parsed.positionals.length > 0 ? parsed.positionals : DEFAULT_SCENARIO_GLOBS;
    let settings;
    ({ options, values: settings } = subcommandSettings('record-baseline', values, env, cwd, globs));
    sayNotices(io, 'record-baseline', options);
    const baseline = runBaselineOptions({
      workspace: cwd,
      scenarioGlobs: globs,
      agentBaseline: settings.agentBaseline,
    });
    if (!baseline) throw new ConfigError('record-baseline: no file to write: give --baseline FILE');
    options.agent = {
      mode: 'required',
      model: settings.agentModel,
      provider,
      timeoutMs: settings.agentTimeoutMs,
      baseline: { ...baseline, record: true },
    };
    // Judge criteria are part of a pass: graded as in a run.
    options.judge = { ...options.judge, mode: 'auto', model: DEFAULT_JUDGE_MODEL, provider };
    delete options.judge.unavailable;
    options.secrets = [...options.secrets, ...secrets];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return usageError(io, 'record-baseline', error.message);
  }
  const result = await runSuite(options);
  io.out(`${renderRunReport(result, { color: false })}\n`);
  if (result.fileErrors.length > 0 || !matchedAnyFile(result) || result.serverError) return EXIT_USAGE;
  let saved;
  try {
    saved = await saveBaseline(result, options.agent.baseline!, io);
  } catch (error) {
    io.err(`mcp-scenario-eval: ${escapeName((error as Error).message)}\n`);
    return EXIT_FAILED;
  }
  io.out(`${saved.written} baseline row${saved.written === 1 ? '' : 's'} recorded.\n`);
  // The scenarios' own rules do not decide this command: a low rate is what the baseline records.
  return saved.leftOut.length > 0 ? EXIT_FAILED : EXIT_OK;
};
