// A setting's value from what a face hands over, checked against its row of the table
// (settings.ts), with the message of a bad value naming the setting as the face does.
import { MAX_STEP_TIMEOUT_MS } from '../model/limits.js';
import { defaultOf, SETTINGS, type Command, type Setting, type SettingKey, type SettingValues } from './settings.js';

/** Thrown when the configuration cannot make a run; the message says what to change. */
export class ConfigError extends Error {}

/** The words of a boolean, as `core.getBooleanInput` takes them (YAML 1.2 core schema): anything else is refused. */
export const TRUE_WORDS: readonly string[] = ['true', 'True', 'TRUE'];
export const FALSE_WORDS: readonly string[] = ['false', 'False', 'FALSE'];

/** A setting's value as a face hands it over: an input's or a flag's text, a switch, a repeated flag's list. */
export type RawValue = string | boolean | readonly string[] | undefined;

/**
 * A setting's value, checked against its row; `label` names it as the user gave it. Empty or
 * absent gives the default (the command's own when it has one).
 */
export function parseSetting<K extends SettingKey>(
  key: K,
  raw: RawValue,
  label: string,
  command: Command = 'run',
): SettingValues[K] {
  return parseValue(key, raw, label, command) as SettingValues[K];
}

function parseValue(key: SettingKey, raw: RawValue, label: string, command: Command): unknown {
  const setting = SETTINGS[key];
  const fallback = defaultOf(key, command);
  if (typeof raw === 'boolean') return raw;
  if (Array.isArray(raw)) return raw.length > 0 ? [...raw] : [...((fallback as readonly string[] | undefined) ?? [])];
  const text = raw as string | undefined;
  switch (setting.type) {
    case 'int':
    case 'ms':
      return wholeNumber(setting, text, label, fallback as number | undefined);
    case 'fraction': {
      if (text === undefined || text === '') return fallback as number | undefined;
      const value = Number(text);
      const { min = 0, max = 1 } = setting.bounds ?? {};
      if (!Number.isFinite(value) || value < min || value > max)
        throw new ConfigError(`${label} must be a number from ${min} to ${max}, got "${text}"`);
      return value;
    }
    case 'usd': {
      if (text === undefined || text === '') return fallback as number | undefined;
      const max = setting.bounds?.max;
      // Digits and one point only: no `$`, no exponent, no sign, no hex, nothing a typo could hide in.
      const value = /^\d{1,12}(\.\d{1,12})?$/.test(text.trim()) ? Number(text.trim()) : NaN;
      if (!(value > 0) || (max !== undefined && value > max))
        throw new ConfigError(
          `${label} must be a positive amount of US dollars such as 0.50 (no $ sign${max !== undefined ? `, at most ${max}` : ''}), got "${text.slice(0, 40)}"`,
        );
      return value;
    }
    case 'boolean': {
      // As GitHub reads a boolean input (`core.getBooleanInput`: YAML 1.2's core schema), whichever face gives it.
      const value = text || String(fallback);
      if (TRUE_WORDS.includes(value)) return true;
      if (FALSE_WORDS.includes(value)) return false;
      throw new ConfigError(`${label} must be one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')}, got "${value}"`);
    }
    case 'choice': {
      const allowed = setting.choices!;
      const value = text || String(fallback);
      if (!allowed.includes(value))
        throw new ConfigError(`${label} must be one of ${allowed.join(', ')}, got "${value}"`);
      return value;
    }
    case 'lines':
      return text === undefined || text === ''
        ? [...((fallback as readonly string[] | undefined) ?? [])]
        : text
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean);
    case 'string':
      return text || ((fallback as string | undefined) ?? '');
  }
}

function wholeNumber(setting: Setting, text: string | undefined, label: string, fallback: number | undefined) {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  const min = setting.bounds?.min ?? 1;
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(
      min === 0
        ? `${label} must be a whole number${setting.unit ? ` of ${setting.unit}` : ''} (0 for ${setting.zero ?? 'none'}), got "${text}"`
        : `${label} must be a positive whole number, got "${text}"`,
    );
  }
  const max = setting.bounds?.max ?? (setting.type === 'ms' ? MAX_STEP_TIMEOUT_MS : undefined);
  if (max !== undefined && value > max) throw new ConfigError(tooLarge(label, max, value));
  return value;
}

/** A value over its bound: for a time, with the bound in days (Node's timer limit, about 24.8). */
export function tooLarge(label: string, max: number, value: number): string {
  const days = max === MAX_STEP_TIMEOUT_MS ? ' (about 24.8 days)' : '';
  return `${label} must be at most ${max}${days}, got ${value}`;
}
