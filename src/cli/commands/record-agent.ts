import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { recordingPath, renderRecording } from '../../kinds/agent/recording.js';
import { ConfigError } from '../../config/resolve.js';
import { matchedAnyFile, runFailed, runSuite } from '../../run/index.js';
import { DEFAULT_SCENARIO_GLOBS } from '../../config/options.js';
import { flagHelp } from '../flag-help.js';
import { escapeName } from '../../report/text/escape.js';
import { renderRunReport } from '../../report/terminal.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from '../console.js';
import type { Subcommand } from './subcommand.js';
import {
  commandProvider,
  parseSubcommandArgs,
  sayNotices,
  serverFlagsHelp,
  subcommandSettings,
  usageError,
} from './shared.js';

export const RECORD_AGENT_USAGE = `Usage: mcp-scenario-eval record-agent [FILES or globs…] [--agent-model NAME] [server flags]

Runs the agent scenarios (prompt:) of the files (default ${DEFAULT_SCENARIO_GLOBS.join(' ')})
for real, with ANTHROPIC_API_KEY or Bedrock/Vertex credentials (--provider), and
writes what the model said to __recordings__/NAME.json beside each scenario
file: the model, the system prompt, the prompt, a hash of the tool list as the
model saw it (and the list), and per trial the model's replies in order with the
tool results it was given at each turn. Commit them: a run without a key replays
them against the real server, and fails when the tool list or a tool output
changed since. Prints the diff of each recording it changes. The run's secrets
never reach a recording, and a scenario with a failed API call is not written.

${serverFlagsHelp('record-agent')}

Options:
${flagHelp('agentModel', 'record-agent')}
${flagHelp('agentTimeoutMs', 'record-agent')}
${flagHelp('provider', 'record-agent')}
  -h, --help

Exit code: 0 every agent scenario was recorded, 1 one could not be (or failed its
checks: it is still written, so the replay fails the same way), 2 bad usage, no key
or invalid files.
`;

export const recordAgent: Subcommand = async (argv, env, io, cwd = process.cwd()) => {
  let options;
  try {
    const parsed = parseSubcommandArgs('record-agent', argv, {});
    const values = parsed.values;
    if (values.help) {
      io.out(RECORD_AGENT_USAGE);
      return EXIT_OK;
    }
    // Before the server settings: without a way to the model there is nothing to record.
    const { provider, secrets } = commandProvider('record-agent', values, env, cwd);
    let settings;
    ({ options, values: settings } = subcommandSettings(
      'record-agent',
      values,
      env,
      cwd,
      parsed.positionals.length > 0 ? parsed.positionals : DEFAULT_SCENARIO_GLOBS,
    ));
    sayNotices(io, 'record-agent', options);
    options.agent = {
      mode: 'required',
      model: settings.agentModel,
      provider,
      timeoutMs: settings.agentTimeoutMs,
      record: true,
    };
    options.secrets = [...options.secrets, ...secrets];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return usageError(io, 'record-agent', error.message);
  }
  let written = 0;
  const result = await runSuite(options, {
    onRecordings: async (recordings) => {
      for (const { scenario, recording } of recordings) {
        const file = recordingPath(scenario.absolutePath, scenario.name);
        const shown = path.relative(options.workspace, file).split(path.sep).join('/');
        const before = await readFile(file, 'utf8').catch(() => '');
        const after = renderRecording(recording);
        if (before === after) {
          io.out(`${escapeName(shown)}: unchanged\n`);
          continue;
        }
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, after);
        written++;
        const { renderUnifiedDiff } = await import('../../report/diff.js');
        io.out(`${escapeName(shown)}: ${before ? 'updated' : 'written'}\n${renderUnifiedDiff(shown, before, after)}\n`);
      }
    },
  });
  io.out(`${renderRunReport(result, { color: false })}\n`);
  if (result.fileErrors.length > 0 || !matchedAnyFile(result) || result.serverError) return EXIT_USAGE;
  const agents = result.scenarios.filter((scenario) => scenario.agent);
  io.out(`${written} recording${written === 1 ? '' : 's'} written or updated, of ${agents.length} agent scenarios.\n`);
  return runFailed(result) ? EXIT_FAILED : EXIT_OK;
};
