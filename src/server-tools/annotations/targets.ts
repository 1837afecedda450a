/**
 * What `annotations` judges of each tool: its declared hints, which of them behaviour can refute
 * (readOnlyHint: true; and when not read-only, idempotentHint: true and destructiveHint: false), and
 * why a tool is not called (a live server's tool not claiming read-only; a tool saying it writes and
 * claiming nothing else). A tool that claims nothing is observed for the readOnlyHint suggestion.
 */
import type { AnnotationsSkipCode, DeclaredAnnotations, JudgedHint } from '../../model/annotations.js';
import type { ListedTool } from '../snapshot/normalize.js';

export type { ListedTool } from '../snapshot/normalize.js';

function hintsOf(tool: Pick<ListedTool, 'annotations'>): Record<string, unknown> {
  return typeof tool.annotations === 'object' && tool.annotations !== null
    ? (tool.annotations as Record<string, unknown>)
    : {};
}

/** The hints as declared (booleans only: anything else is as good as absent). */
export function declaredOf(tool: Pick<ListedTool, 'annotations'>): DeclaredAnnotations {
  const hints = hintsOf(tool);
  const out: DeclaredAnnotations = {};
  for (const key of ['readOnlyHint', 'idempotentHint', 'destructiveHint', 'openWorldHint'] as const)
    if (typeof hints[key] === 'boolean') out[key] = hints[key];
  return out;
}

/** The hints behaviour can refute: a read-only tool's readOnlyHint alone (the others mean nothing then). */
export function judgedHints(tool: Pick<ListedTool, 'annotations'>): JudgedHint[] {
  const hints = declaredOf(tool);
  if (hints.readOnlyHint === true) return ['readOnlyHint'];
  const judged: JudgedHint[] = [];
  if (hints.idempotentHint === true) judged.push('idempotentHint');
  if (hints.destructiveHint === false) judged.push('destructiveHint');
  return judged;
}

/** Why a tool is not called, or undefined when it is. */
export function skipCodeOf(
  tool: Pick<ListedTool, 'annotations'>,
  liveReadOnly: boolean,
): AnnotationsSkipCode | undefined {
  const hints = declaredOf(tool);
  if (liveReadOnly) return hints.readOnlyHint === true ? undefined : 'live-not-read-only';
  // A tool that says it writes (readOnlyHint: false, or a hint that only a writing tool carries:
  // destructiveHint: true, idempotentHint: false) and claims nothing refutable: nothing to observe.
  // Without this, a write tool that writes nothing on a stub (its backend is not there) would be
  // "suggested" read-only (measured on mcp-server-kubernetes: five helm and scale tools).
  const saysItWrites = hints.readOnlyHint === false || hints.destructiveHint === true || hints.idempotentHint === false;
  if (judgedHints(tool).length === 0 && saysItWrites && hints.readOnlyHint !== true) return 'no-claim';
  return undefined;
}
