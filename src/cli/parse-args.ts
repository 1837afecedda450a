import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError } from '../config/resolve.js';
import { closest } from '../util/closest.js';

/**
 * `node:util` parseArgs, strict, with its errors said in our words: node's own text for an unknown
 * option ("To specify a positional argument starting with a '-', place it at the end of the command
 * after '--' …") answers a question nobody asked. Throws ConfigError naming the option, and the
 * closest known one when there is one.
 */
export function parseCommandArgs<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T) {
  try {
    return parseArgs({ args, allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new ConfigError(describeArgsError(error, options));
  }
}

function describeArgsError(error: unknown, options: NonNullable<ParseArgsConfig['options']>): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  const names = Object.entries(options).flatMap(([name, option]) => [
    `--${name}`,
    ...(option.short ? [`-${option.short}`] : []),
  ]);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const given = /'([^']+)'/.exec(message)?.[1] ?? '';
    const guess = given.startsWith('--') ? closest(given, names) : undefined;
    return `unknown option ${given}${guess ? ` (did you mean ${guess}?)` : ''}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const flag = /'(-[^' ]+)/.exec(message)?.[1] ?? '';
    return /does not take an argument/.test(message)
      ? `${flag} takes no value (it is a switch)`
      : `${flag} needs a value (${flag} VALUE)`;
  }
  return message;
}
