import { escapeName, escapeTerminal } from './text/escape.js';
import { clipLine, TERMINAL_STDERR_LINES } from './text/limits.js';

/** What `mcp-scenario-eval ping` learnt from a server's `initialize` and `tools/list`. */
export interface PingResult {
  /** The server as the run would name it (command, module path, URL without secrets). */
  target: string;
  /** `serverInfo.name` and `.version` as the server sent them: untrusted. */
  name?: string;
  version?: string;
  /** The protocol revision spoken. */
  protocolVersion?: string;
  /** Its era: `modern` (2026-07-28 and later, stateless) or `legacy` (the 2025 handshake). */
  era?: 'modern' | 'legacy';
  /** The revisions the server says it supports (`server/discover`), or the one it chose in `initialize`. */
  supportedVersions?: string[];
  /** The era not spoken: whether it was tried (`protocol: both`), and its revision when the server serves it. */
  otherEra?: { era: 'modern' | 'legacy'; tried: boolean; revision?: string };
  /** Tools listed; undefined when the server does not declare the tools capability. */
  toolCount?: number;
}

/** A server-sent field on one line: a name is a label, a line break in it could pose as another field. */
export const PING_FIELD_LIMIT_CHARS = 200;

function field(text: string | undefined): string {
  if (text === undefined || text === '') return '(not given)';
  return clipLine(escapeTerminal(text).replace(/\n/g, '\u240A'), PING_FIELD_LIMIT_CHARS);
}

/** The lines printed for a server that answered. */
export function renderPing(ping: PingResult): string {
  return [
    `connected to ${escapeName(ping.target)}`,
    `server: ${field(ping.name)} ${field(ping.version)}`,
    `protocol version: ${field(ping.protocolVersion)}${ping.era ? ` (${ping.era} era)` : ''}`,
    ...(ping.supportedVersions ? [`supports: ${field(ping.supportedVersions.join(', '))}`] : []),
    ...(ping.era && ping.otherEra ? [erasServed(ping.era, ping.protocolVersion, ping.otherEra)] : []),
    `tools: ${ping.toolCount === undefined ? '0 (the server does not declare the tools capability)' : ping.toolCount}`,
    '',
  ].join('\n');
}

/** How a connection in each era begins: what was tried when an era is not served. */
const ERA_OPENING = { modern: 'server/discover', legacy: 'initialize' } as const;

/** Both eras, newest first, or the one served and what was tried of the other (or that it was not). */
function erasServed(
  spoken: 'modern' | 'legacy',
  revision: string | undefined,
  other: NonNullable<PingResult['otherEra']>,
): string {
  const named = (era: string, of: string | undefined) => `${era} (${field(of)})`;
  if (!other.tried) {
    return `eras served: ${named(spoken, revision)}; the ${other.era} era not tried (--protocol both tries each era)`;
  }
  if (other.revision === undefined) {
    return (
      `eras served: ${named(spoken, revision)} only (a ${other.era}-era connection, ` +
      `${ERA_OPENING[other.era]}, was refused): protocol: both runs in this era alone`
    );
  }
  const both = [named(spoken, revision), named(other.era, other.revision)];
  return `eras served: ${(spoken === 'modern' ? both : both.reverse()).join(', ')}`;
}

/**
 * The lines printed when the server could not be reached: the run's own message for it (which names
 * the command, module or URL), and the end of the server's stderr.
 */
export function renderPingFailure(reason: string, stderr = ''): string {
  const lines = [escapeTerminal(reason)];
  const tail = stderr.trimEnd().split('\n').slice(-TERMINAL_STDERR_LINES);
  if (stderr.trim()) lines.push('server stderr:', ...tail.map((line) => `  │ ${escapeTerminal(line)}`));
  return `${lines.join('\n')}\n`;
}
