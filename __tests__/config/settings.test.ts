// The table of settings (src/config/settings.ts) against what is written elsewhere: action.yml's
// inputs, docs/inputs.md and docs/cli.md name every setting the table has, with its default, and
// nothing else; every action input is a CLI flag of the same name (secrets excepted: environment
// only); each face names a setting in its own words.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defaultOf, flagNames, flagOf, SETTING_KEYS, SETTINGS, type SettingKey } from '../../src/config/settings.js';
import { OAUTH_VARIABLES } from '../../src/mcp/oauth.js';
import { flagOptions } from '../../src/cli/flags.js';
import { parseCommandLine } from '../../src/cli/main.js';
import { toRunOptions } from '../../src/config/resolve.js';
import { ROOT } from '../helpers/runner.js';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const inputs = parse(read('action.yml')).inputs as Record<string, { default?: string }>;
const withInput = SETTING_KEYS.filter((key) => SETTINGS[key].input !== false);

/** A default as action.yml writes it: lines for a list, text for the rest, empty for none. */
function defaultText(key: SettingKey, face: 'action' | 'cli' = 'cli'): string {
  // An input may default to an expression the runner evaluates (`${{ github.token }}`).
  const value = (face === 'action' ? SETTINGS[key].inputDefault : undefined) ?? defaultOf(key);
  if (value === undefined) return '';
  return Array.isArray(value) ? value.map((line) => `${line}\n`).join('') : String(value);
}

describe('the table and action.yml', () => {
  it('every input has a row, and every row with an input is one, in the same order', () => {
    expect(Object.keys(inputs)).toEqual(withInput.map((key) => SETTINGS[key].name));
  });

  it.each(withInput)('%s: the same default', (key) => {
    expect(inputs[SETTINGS[key].name]!.default ?? '').toBe(defaultText(key, 'action'));
  });
});

describe('the table and docs/inputs.md', () => {
  const rows = [
    ...read('docs/inputs.md')
      .split('## Outputs')[0]!
      .matchAll(/^\| `([a-z-]+)` +\| ([^|]*)\|/gm),
  ].map(([, name, cell]) => ({
    name: name!,
    defaults: [...cell!.matchAll(/`([^`]+)`/g)].map((match) => match[1]).join('\n'),
  }));
  const inputRows = rows.filter((row) => Object.hasOwn(inputs, row.name));

  it('lists every input, in the table order', () => {
    expect(inputRows.map((row) => row.name)).toEqual(withInput.map((key) => SETTINGS[key].name));
  });

  it.each(withInput)('%s: the same default', (key) => {
    const row = inputRows.find((entry) => entry.name === SETTINGS[key].name)!;
    expect(row.defaults).toBe(defaultText(key, 'action').trimEnd());
  });
});

describe('the table and docs/cli.md', () => {
  // The reference table of a run's flags: `| --flag (aliases) | input | default |`.
  const section = read('docs/cli.md').split('## Every flag of a run')[1]?.split('\n## ')[0] ?? '';
  const rows = [...section.matchAll(/^\| (`--[^|]+)\| ([^|]*)\| ([^|]*)\|/gm)].map(([, flags, input, fallback]) => ({
    flags: [...flags!.matchAll(/`--([a-z-]+)/g)].map((match) => match[1]!),
    input: /`([a-z-]+)`/.exec(input!)?.[1] ?? '',
    defaults: [...fallback!.matchAll(/`([^`]+)`/g)].map((match) => match[1]).join('\n'),
  }));
  const flagged = SETTING_KEYS.filter((key) => SETTINGS[key].commands.includes('run') && flagOf(SETTINGS[key]));

  it('has one row per flag of a run, in the table order, with its aliases and its input', () => {
    expect(rows.map((row) => row.flags)).toEqual(flagged.map((key) => flagNames(SETTINGS[key])));
    expect(rows.map((row) => row.input)).toEqual(
      flagged.map((key) => (SETTINGS[key].input === false ? '' : SETTINGS[key].name)),
    );
  });

  it('gives each flag its default', () => {
    expect(rows.map((row) => row.defaults)).toEqual(flagged.map((key) => defaultText(key).trimEnd()));
  });

  it('names every secret by its variable, never as a flag', () => {
    // The action's own secrets (github-token: no command takes it) are not the CLI's.
    for (const key of SETTING_KEYS.filter((name) => SETTINGS[name].secret && SETTINGS[name].commands.includes('run'))) {
      expect(flagOf(SETTINGS[key])).toBeUndefined();
      expect(section).toContain(`\`${SETTINGS[key].env}\``);
    }
  });
});

describe('the CLI takes every action input under the same name', () => {
  const options = flagOptions('run');
  // Secrets are variables there, and the action's own settings (check-run: no command takes them) have no flag.
  const shared = withInput.filter((key) => !SETTINGS[key].secret && SETTINGS[key].commands.length > 0);
  it.each(shared.map((key) => SETTINGS[key].name))('--%s', (name) => {
    expect(Object.keys(options)).toContain(name);
  });

  it('reads an input name as its flag: --agent-replay and --replay, --agent-baseline and --baseline, --lint', () => {
    const config = (argv: string[]) => {
      const parsed = parseCommandLine(['--server-command', 'node s.mjs', ...argv], {}, '/w');
      if (typeof parsed === 'string') throw new Error(parsed);
      return parsed;
    };
    expect(config(['--agent-replay']).agentReplay).toBe(true);
    expect(config(['--replay']).agentReplay).toBe(true);
    expect(config(['--agent-baseline', 'b.json']).agentBaseline).toBe('b.json');
    expect(config(['--baseline', 'b.json']).agentBaseline).toBe('b.json');
    expect(config(['--report-json', 'r.json']).reports.json).toBe(path.resolve('/w', 'r.json'));
    // Given under both names, every value counts.
    expect(config(['--server-secrets', 'A=1', '--server-secret', 'B=2']).serverSecrets!.sort()).toEqual(['A=1', 'B=2']);
    expect(toRunOptions(config(['--lint', 'error'])).lint).toBe('error');
    expect(() => config(['--lint', 'loud'])).toThrow('--lint must be one of off, warn, error, got "loud"');
  });
});

describe('each face names a setting in its own words', () => {
  it('a CLI user reads --timeout-ms; a secret by its variable', () => {
    expect(() => parseCommandLine(['--timeout-ms', '9999999999'], {}, '/w')).toThrow(
      '--timeout-ms must be at most 2147483647 (about 24.8 days), got 9999999999',
    );
    const parsed = parseCommandLine(['--remote-url', 'https://u:p@mcp.example.test/mcp'], {}, '/w');
    expect(() => toRunOptions(parsed as Exclude<typeof parsed, string>)).toThrow(
      'give the token through MCP_EVAL_BEARER_TOKEN',
    );
  });

  it('the environment variables of the table are the ones the code reads', () => {
    expect(SETTINGS.oauthClientId.env).toBe(OAUTH_VARIABLES.clientId);
    expect(SETTINGS.oauthClientSecret.env).toBe(OAUTH_VARIABLES.clientSecret);
    expect(SETTINGS.oauthPrivateKey.env).toBe(OAUTH_VARIABLES.privateKey);
    expect(SETTINGS.oauthScope.env).toBe(OAUTH_VARIABLES.scope);
    expect(SETTINGS.oauthIssuer.env).toBe(OAUTH_VARIABLES.issuer);
  });
});
