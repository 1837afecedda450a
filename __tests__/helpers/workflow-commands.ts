/* eslint-disable no-control-regex -- scanning for what a runner obeys means matching control characters */
/**
 * What a GitHub Actions runner would take as a workflow command in a process's output, as the
 * runner reads it (actions/runner `ActionCommand.TryParseV2` / `TryParse`): it splits the output into
 * lines at LF, CR and CR LF; a line is a command when, after `TrimStart` (.NET white space), it
 * starts with `::`, or when it holds the legacy `##[` anywhere. The scan is stricter than the runner:
 * it also skips ANSI escape sequences and the information separators before `::`.
 */
export function commandLines(output: string): string[] {
  return output.split(/\r\n|\r|\n/).filter(isCommandLine);
}

const LEADING = /^(?:[\s\u0085\u001C-\u001F]|\u001B\[[0-9;?]*[ -/]*[@-~])*/;

export function isCommandLine(line: string): boolean {
  return line.replace(LEADING, '').startsWith('::') || line.includes('##[');
}

/**
 * A v2 command's properties decoded as the runner decodes them (`UnescapeProperty`: `%0D`, `%0A`,
 * `%3A`, `%2C`, then `%25`, in that order), not with `decodeURIComponent`.
 */
export function parseCommand(line: string): { name: string; properties: Record<string, string>; data: string } {
  const trimmed = line.replace(/^\s*/, '');
  const end = trimmed.indexOf('::', 2);
  const info = trimmed.slice(2, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  const properties: Record<string, string> = {};
  if (space >= 0) {
    for (const pair of info.slice(space + 1).split(',')) {
      if (!pair) continue;
      const at = pair.indexOf('=');
      properties[pair.slice(0, at)] = unescapeProperty(pair.slice(at + 1));
    }
  }
  const data = trimmed
    .slice(end + 2)
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%25/g, '%');
  return { name, properties, data };
}

function unescapeProperty(value: string): string {
  return value
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%');
}
