// The CLI's flags, made from the table of settings (config/settings.ts): the `node:util` parseArgs
// options of each command, and the reading of what was parsed into a RunConfig, each value checked
// and named as a terminal user typed it (`--timeout-ms`). Every flag's aliases (the action's input
// name, an older flag) are options of their own, so an error names what was typed.
import { readSettingsFrom, runConfigFrom, type ReadSettings } from '../config/read-settings.js';
import type { RunConfig } from '../config/resolve.js';
import { flagNames, SETTINGS, settingsOf, type Command, type SettingKey } from '../config/settings.js';

type FlagOption = { type: 'string' | 'boolean'; multiple?: boolean };

/** The parseArgs options of the settings `command` takes, aliases included. */
export function flagOptions(command: Command): Record<string, FlagOption> {
  const options: Record<string, FlagOption> = {};
  for (const key of settingsOf(command)) {
    const setting = SETTINGS[key];
    const option: FlagOption =
      setting.type === 'boolean'
        ? { type: 'boolean' }
        : setting.type === 'lines'
          ? { type: 'string', multiple: true }
          : { type: 'string' };
    for (const name of flagNames(setting)) options[name] = option;
  }
  return options;
}

/** parseArgs' values: a string, a switch, or a repeated flag's list. */
export type FlagValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

/**
 * The settings given on the command line (`positionals` are the scenario globs, when the command
 * takes them), then from their variables and defaults: the values and the RunConfig of a run.
 * Only the flags of `command` are read; every other setting has its variable or its default.
 */
export function readFlags(
  command: Command,
  values: FlagValues,
  env: NodeJS.ProcessEnv,
  cwd: string,
  positionals: readonly string[] = [],
): ReadSettings & { config: RunConfig } {
  const taken = new Set<SettingKey>(settingsOf(command));
  const read = readSettingsFrom(
    (key, setting) => {
      if (key === 'scenarioGlobs' && positionals.length > 0) return { raw: positionals, from: 'the arguments' };
      if (!taken.has(key)) return undefined;
      const names = flagNames(setting).filter((name) => values[name] !== undefined);
      if (names.length === 0) return undefined;
      const from = `--${names[0]!}`;
      // A repeatable flag given under two names: every value counts.
      if (setting.type === 'lines') return { raw: names.flatMap((name) => values[name] as string[]), from };
      return { raw: values[names[0]!] as string | boolean, from };
    },
    env,
    command,
  );
  return { ...read, config: runConfigFrom(read, 'cli', cwd, env) };
}
