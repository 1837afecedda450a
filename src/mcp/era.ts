/**
 * The two eras of MCP and which one a run speaks. 2026-07-28 ("modern") is stateless: no
 * `initialize`, `server/discover` says what the server offers, and what the server asks of the
 * client comes back as input-required rounds. The 2025 era ("legacy", 2025-11-25 and earlier) has
 * the `initialize` handshake and sessions. The SDK v2 speaks both; this module holds the run's choice.
 */
import type { DiscoverResult } from '@modelcontextprotocol/client';

/** The `protocol` setting: probe as hosts do (`auto`), one era only, or every era the server serves. */
export const PROTOCOL_SETTINGS = ['auto', 'legacy', 'modern', 'both'] as const;
export type ProtocolSetting = (typeof PROTOCOL_SETTINGS)[number];

export type Era = 'modern' | 'legacy';

/** The revision `modern` pins: the first stateless revision. */
export const MODERN_REVISION = '2026-07-28';

/** What a run's probe found, handed to every later connection so it speaks that era without probing again. */
export type EraPin = { era: 'modern'; discover: DiscoverResult } | { era: 'legacy' };

/** What the server said of itself, and the revision spoken: every report names both. */
export interface ProtocolReport {
  era: Era;
  /** The revision spoken (`2026-07-28`, `2025-11-25`…). */
  revision: string;
  /** The server's name and version, from `server/discover` or `initialize`, when it gave them. */
  serverName?: string;
  serverVersion?: string;
  /** The revisions the server says it supports (`server/discover`); for a 2025-era server, the one it chose. */
  supportedVersions: string[];
}
