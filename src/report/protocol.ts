import type { RunProtocol } from '../model/index.js';

/**
 * The revision spoken and what the server said of itself, as every face shows it:
 * `MCP 2026-07-28 (modern; server notes 1.2.0, supports 2026-07-28, 2025-11-25)`. Plain text: the
 * caller escapes it for its medium (the server's name and version are the server's own words).
 */
export function protocolText(protocol: RunProtocol): string {
  const revisions =
    protocol.eras.length > 1 ? `${protocol.revision} and the ${otherEra(protocol.era)} era` : protocol.revision;
  const server = [protocol.serverName, protocol.serverVersion].filter(Boolean).join(' ');
  const said = [
    protocol.eras.length > 1 ? 'both eras' : protocol.era,
    ...(server ? [`server ${server}`] : []),
    `supports ${protocol.supportedVersions.join(', ') || 'no revision it named'}`,
  ];
  return `MCP ${revisions} (${said.join('; ')})`;
}

function otherEra(era: RunProtocol['era']): string {
  return era === 'modern' ? 'legacy' : 'modern';
}
