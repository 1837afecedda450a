import type { Subcommand } from './subcommand.js';

export type { Subcommand } from './subcommand.js';

/**
 * Subcommands by name, each loaded only when it is used, so a plain run does not pay for them.
 * A first argument that names none of these is a scenario glob, as before.
 */
export const SUBCOMMANDS: Record<string, () => Promise<Subcommand>> = {
  ping: () => import('./ping.js').then((m) => m.ping),
  tools: () => import('./tools.js').then((m) => m.tools),
  init: () => import('./init.js').then((m) => m.init),
  record: () => import('./record.js').then((m) => m.record),
  lint: () => import('./lint.js').then((m) => m.lint),
  fuzz: () => import('./fuzz.js').then((m) => m.fuzz),
  'record-agent': () => import('./record-agent.js').then((m) => m.recordAgent),
  'record-baseline': () => import('./record-baseline.js').then((m) => m.recordBaseline),
  'compare-variants': () => import('./compare-variants.js').then((m) => m.compareVariantsCommand),
  paraphrase: () => import('./paraphrase.js').then((m) => m.paraphrase),
  annotations: () => import('./annotations.js').then((m) => m.annotations),
};
