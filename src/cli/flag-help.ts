// The `--help` lines of the settings, made from the table (config/settings.ts): every command lists
// the flags it takes in the same words, with the same defaults. Light on purpose: `--help` alone is
// answered from here without loading the engine (index.ts).
import {
  defaultOf,
  flagOf,
  SETTINGS,
  settingsOf,
  type Command,
  type Setting,
  type SettingGroup,
  type SettingKey,
} from '../config/settings.js';

/** Where the help text of an option starts, and where lines end. */
const HELP_COLUMN = 25;
const WIDTH = 80;

/** One option's lines: its name (and value) padded to the help column, the help wrapped at 80. */
export function helpLines(name: string, text: string): string {
  const head = `  ${name}`;
  const indent = ' '.repeat(HELP_COLUMN);
  const lines: string[] = [];
  let line = indent;
  if (head.length < HELP_COLUMN) line = head.padEnd(HELP_COLUMN);
  else lines.push(head);
  let empty = true;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = indent;
      empty = true;
    }
    line = empty ? line + word : `${line} ${word}`;
    empty = false;
  }
  lines.push(line);
  return lines.join('\n');
}

/** How a setting's value is shown after its flag: its placeholder, or its choices. */
function valueName(setting: Setting): string {
  if (setting.type === 'boolean') return '';
  return ` ${setting.arg ?? setting.choices?.join('|') ?? 'VALUE'}`;
}

/** A setting's help, with its default for `command` unless the text already says one. */
function helpText(key: SettingKey, command: Command): string {
  const setting = SETTINGS[key];
  const help = setting.commandHelp?.[command] ?? setting.help;
  const fallback = defaultOf(key, command);
  const shown = Array.isArray(fallback) ? fallback.join(' ') : fallback;
  if (shown === undefined || shown === '' || shown === false || /\bdefault\b/.test(help)) return help;
  return `${help} (default ${String(shown)})`;
}

/** The help line of one setting as a flag. */
export function flagHelp(key: SettingKey, command: Command = 'run'): string {
  const setting = SETTINGS[key];
  const aliases = (setting.aliases ?? []).map((alias) => `--${alias}`).join(', ');
  const text = helpText(key, command) + (aliases ? ` (also ${aliases})` : '');
  return helpLines(`--${flagOf(setting)!}${valueName(setting)}`, text);
}

/** The help lines of the flags `command` takes in `groups`, in the table's order. */
export function flagsHelp(command: Command, groups: readonly SettingGroup[]): string {
  return settingsOf(command)
    .filter((key) => groups.includes(SETTINGS[key].group))
    .map((key) => flagHelp(key, command))
    .join('\n');
}

/** The secrets `command` reads, each by its variable: never a flag (shell history, process lists). */
export function secretsHelp(command: Command): string {
  return (Object.keys(SETTINGS) as SettingKey[])
    .filter((key) => SETTINGS[key].secret && SETTINGS[key].commands.includes(command))
    .map((key) => helpLines(SETTINGS[key].env!, SETTINGS[key].help))
    .join('\n');
}
