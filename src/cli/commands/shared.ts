import type { ParseArgsConfig } from 'node:util';
import { parseCommandArgs } from '../parse-args.js';
import { ConfigError, resolveProvider, toRunOptions } from '../../config/resolve.js';
import { providerSecrets, type Provider } from '../../providers/choose.js';
import type { RunOptions } from '../../run/index.js';
import {
  DEFAULT_JUDGE_MODEL,
  SETTING_KEYS,
  SETTINGS,
  type Command,
  type SettingKey,
  type SettingValues,
} from '../../config/settings.js';
import { escapeName } from '../../report/text/escape.js';
import { EXIT_OK, EXIT_USAGE, usageHint, type Console } from '../console.js';
import { flagOptions, readFlags, type FlagValues } from '../flags.js';
import { flagsHelp } from '../flag-help.js';

/** The server flags of `command` as a help text block, from the table, the same for every command. */
export function serverFlagsHelp(command: Command): string {
  const secrets = settingsOfAll(command)
    .filter((key) => SETTINGS[key].secret && SETTINGS[key].group === 'secret')
    .map((key) => SETTINGS[key].env!)
    .join(', ');
  return `Server (one of):
${flagsHelp(command, ['server'])}
${flagsHelp(command, ['oauth'])}
  Secrets are never flags (shell history, process lists): ${secrets}.`;
}

/** The settings `command` reads, flags or not (its secrets among them). */
function settingsOfAll(command: Command): SettingKey[] {
  return SETTING_KEYS.filter((key) => SETTINGS[key].commands.includes(command));
}

type ExtraOptions = NonNullable<ParseArgsConfig['options']>;

/**
 * Parses a subcommand's arguments: the flags of the settings it takes (from the table), `-h/--help`
 * and its own. Throws ConfigError naming the flag on anything unknown (parse-args.ts).
 */
export function parseSubcommandArgs<T extends ExtraOptions>(command: Command, argv: string[], own: T) {
  // Typed by the command's own flags; the settings' flags are read through the table (FlagValues).
  const parsed = parseCommandArgs(argv, {
    ...(flagOptions(command) as object),
    help: { type: 'boolean', short: 'h' },
    ...own,
  } as T & HelpOption);
  return parsed as typeof parsed & { values: FlagValues };
}

type HelpOption = { help: { type: 'boolean'; short: 'h' } };

/**
 * The settings of a subcommand and its engine options, built the way a run builds them
 * (`toRunOptions`), so stub and live transports, secrets and error messages behave as in a run. The
 * judge is off and one scenario runs at a time: authoring commands look at what the server says in
 * file order, they never grade it (and never spend tokens); a command that does sets its own.
 */
export function subcommandSettings(
  command: Command,
  values: FlagValues,
  env: NodeJS.ProcessEnv,
  cwd: string,
  scenarioGlobs: string[] = [],
): { options: RunOptions; values: SettingValues } {
  const read = readFlags(command, values, env, cwd);
  const options = toRunOptions({
    ...read.config,
    scenarioGlobs,
    anthropicApiKey: '',
    judge: 'off',
    judgeModel: DEFAULT_JUDGE_MODEL,
    judgeConcurrency: 1,
    concurrency: 1,
    shard: '',
    filter: '',
  });
  return { options, values: read.values };
}

/** The engine options of a subcommand (subcommandSettings). */
export function subcommandRunOptions(
  command: Command,
  values: FlagValues,
  env: NodeJS.ProcessEnv,
  cwd: string,
  scenarioGlobs: string[] = [],
): RunOptions {
  return subcommandSettings(command, values, env, cwd, scenarioGlobs).options;
}

/**
 * Says on stderr what the settings call for telling the user (a `--server-env` variable named like
 * a secret, treated as one), as a run does: a subcommand redacts the same values.
 */
export function sayNotices(io: Console, command: string, options: RunOptions): void {
  for (const message of options.notices ?? []) io.err(`mcp-scenario-eval ${command}: notice: ${escapeName(message)}\n`);
}

/**
 * Bad usage of a subcommand: the problem, then where its usage is (not the usage itself, which
 * would scroll the one line that matters away), on stderr; exit code 2. `_usage` is the subcommand's
 * usage text, kept in the signature for the callers; `--help` prints it.
 */
export function usageError(io: Console, command: string, message: string): number {
  // One line that may quote a flag or value as typed: a line break in it is shown as \n, as for a run.
  io.err(`mcp-scenario-eval ${command}: ${escapeName(message)}\n${usageHint(command)}\n`);
  return EXIT_USAGE;
}

/**
 * The arguments of a subcommand that takes flags only (`ping`, `tools`): its values and engine
 * options, or the exit code when it printed its help (0) or a usage error (2).
 */
export function readFlagsOnly(
  command: Command,
  usage: string,
  own: ExtraOptions,
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: Console,
  cwd: string = process.cwd(),
): { values: Record<string, string | boolean | undefined>; options: RunOptions; settings: SettingValues } | number {
  try {
    const parsed = parseSubcommandArgs(command, argv, own);
    const values = parsed.values as Record<string, string | boolean | undefined>;
    if (values.help) {
      io.out(usage);
      return EXIT_OK;
    }
    if (parsed.positionals.length > 0)
      throw new ConfigError(`unexpected argument "${parsed.positionals[0]}": ${command} takes only flags`);
    const { options, values: settings } = subcommandSettings(command, values, env, cwd);
    sayNotices(io, command, options);
    return { values, options, settings };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return usageError(io, command, error.message);
  }
}

/**
 * The platform a command that calls the model reaches Claude through (`--provider`, `--model-id`,
 * and the environment, as a run chooses it), with the secrets it holds; a ConfigError naming every
 * way to give one when there is none.
 */
export function commandProvider(
  command: Command,
  flags: FlagValues,
  env: NodeJS.ProcessEnv,
  cwd: string,
  otherModels: readonly string[] = [],
): { provider: Provider; secrets: string[] } {
  const { values } = readFlags(command, flags, env, cwd);
  const models = [values.agentModel, ...otherModels];
  const choice = resolveProvider(
    { provider: values.provider, modelIds: values.modelIds, anthropicApiKey: env.ANTHROPIC_API_KEY ?? '', face: 'cli' },
    env,
    models,
  );
  if (choice.provider) return { provider: choice.provider, secrets: providerSecrets(choice.provider) };
  const setting = values.provider ?? 'auto';
  if (setting === 'bedrock' || setting === 'vertex')
    throw new ConfigError(`${command} calls the model: ${choice.reason}`);
  throw new ConfigError(
    `${command} calls the model: set ANTHROPIC_API_KEY` +
      (setting === 'auto'
        ? ', or put AWS credentials and AWS_REGION (Amazon Bedrock) or a Google Cloud project and CLOUD_ML_REGION (Google Vertex AI) in the environment'
        : ''),
  );
}
