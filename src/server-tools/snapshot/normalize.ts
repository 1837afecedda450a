/**
 * The tool-list snapshot: what the model sees of each tool (name, title, description, annotations,
 * input and output schema), in a form that diffs well in a pull request. Tools are sorted by name,
 * each tool's keys come in one fixed order, every object's keys below that are sorted, and each
 * value sits on its own line: a one-word change to a description is a one-line diff.
 * Pure: no I/O here.
 */
import { isObject, sortKeysDeep, type JsonObject } from '../../util/json.js';

/** The format tag written into every snapshot file, so a future change of layout can be told apart. */
export const SNAPSHOT_FORMAT = 'mcp-scenario-eval/tools-snapshot@1';

/** One tool as the snapshot keeps it. Absent fields are left out, never written as null. */
export interface SnapshotTool {
  name: string;
  title?: string;
  description?: string;
  annotations?: Record<string, unknown>;
  inputSchema: unknown;
  outputSchema?: unknown;
}

export interface ToolsSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  tools: SnapshotTool[];
  /**
   * The rest of the surface (issue 32), written by every save since; absent in a file saved before,
   * which is then compared on its tools alone (a section it lacks is not read as all removed).
   */
  instructions?: string;
  prompts?: SnapshotEntry[];
  resources?: SnapshotEntry[];
  resourceTemplates?: SnapshotEntry[];
}

/** A prompt, resource or resource template as the snapshot keeps it: its fields, keys sorted. */
export type SnapshotEntry = Record<string, unknown>;

/** The rest of the surface as the server gave it (see mcp/surface.ts). */
export interface ListedSurface {
  instructions: string;
  prompts: readonly Record<string, unknown>[];
  resources: readonly Record<string, unknown>[];
  resourceTemplates: readonly Record<string, unknown>[];
  /** Lists that reached the page cap (empty above), with why: their sections are left out, not compared. */
  unread?: Readonly<Partial<Record<'resources' | 'templates' | 'prompts', string>>>;
}

/** The key each section is sorted and matched by. */
export const SECTION_KEYS = { prompts: 'name', resources: 'uri', resourceTemplates: 'uriTemplate' } as const;
export type SectionName = keyof typeof SECTION_KEYS;

/** What of a prompt or resource the model or the host reads; `_meta`, icons and the like are left out. */
const ENTRY_FIELDS = ['name', 'title', 'uri', 'uriTemplate', 'description', 'mimeType', 'arguments', 'annotations'];

function normalizeSection(entries: readonly Record<string, unknown>[], key: string): SnapshotEntry[] {
  return entries
    .filter((entry) => typeof entry[key] === 'string')
    .map((entry) => {
      const kept: Record<string, unknown> = {};
      for (const field of ENTRY_FIELDS)
        if (entry[field] !== undefined && entry[field] !== null) kept[field] = entry[field];
      return sortDeep(kept) as SnapshotEntry;
    })
    .sort((a, b) => (String(a[key]) < String(b[key]) ? -1 : String(a[key]) > String(b[key]) ? 1 : 0));
}

/** The tool list and the rest of the surface in snapshot form. */
export function normalizeSurface(tools: readonly ListedTool[], surface?: ListedSurface): ToolsSnapshot {
  const snapshot = normalizeTools(tools);
  if (!surface) return snapshot;
  // A list cut at the page cap has no section: an absent section is not compared, where an empty
  // one would read as every prompt removed.
  const unread = surface.unread ?? {};
  return {
    ...snapshot,
    instructions: surface.instructions,
    ...(unread.prompts ? {} : { prompts: normalizeSection(surface.prompts, SECTION_KEYS.prompts) }),
    ...(unread.resources ? {} : { resources: normalizeSection(surface.resources, SECTION_KEYS.resources) }),
    ...(unread.templates
      ? {}
      : { resourceTemplates: normalizeSection(surface.resourceTemplates, SECTION_KEYS.resourceTemplates) }),
  };
}

/** Why each list of the surface that reached the page cap was not read (and so not kept or compared). */
export function unreadSections(surface?: ListedSurface): string[] {
  return Object.values(surface?.unread ?? {}).filter((why) => why !== undefined);
}

/** The fields of a tool the snapshot keeps, in the order it writes them. */
const TOOL_KEYS = ['name', 'title', 'description', 'annotations', 'inputSchema', 'outputSchema'] as const;

/**
 * A JSON value with every object's keys sorted (recursively), and each `required` list sorted:
 * its order means nothing to a caller, and a server that builds it from a Set may change it.
 * Other arrays (enum, anyOf, items) keep their order.
 */
export function sortDeep(value: unknown): unknown {
  return sortKeysDeep(value, (key, array) =>
    key === 'required' && array.every((item) => typeof item === 'string') ? [...array].sort() : undefined,
  );
}

/** A tool as `tools/list` sends it (the fields this module reads; anything else is ignored). */
export interface ListedTool {
  name: string;
  title?: unknown;
  description?: unknown;
  annotations?: unknown;
  inputSchema?: unknown;
  outputSchema?: unknown;
}

/** One tool in snapshot form: the fields the model sees, in the fixed key order, sorted below. */
export function normalizeTool(tool: ListedTool): SnapshotTool {
  const ordered: JsonObject = {};
  // Built in TOOL_KEYS order: JSON.stringify writes keys in insertion order.
  for (const key of TOOL_KEYS) {
    const value = key === 'inputSchema' ? (tool.inputSchema ?? {}) : (tool as unknown as JsonObject)[key];
    if (value === undefined || value === null) continue;
    if (key === 'annotations' && isObject(value) && Object.keys(value).length === 0) continue;
    ordered[key] = key === 'name' ? value : sortDeep(value);
  }
  return ordered as unknown as SnapshotTool;
}

/** The whole list in snapshot form, sorted by tool name (code-unit order: the same on every machine). */
export function normalizeTools(tools: readonly ListedTool[]): ToolsSnapshot {
  const normalized = tools.map(normalizeTool).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { format: SNAPSHOT_FORMAT, tools: normalized };
}

/** The snapshot file's text: two-space JSON, one value per line, with a final newline. */
export function serializeSnapshot(snapshot: ToolsSnapshot): string {
  const { format, tools, instructions, prompts, resources, resourceTemplates } = snapshot;
  return `${JSON.stringify({ format, tools, instructions, prompts, resources, resourceTemplates }, null, 2)}\n`;
}

/** Thrown for a snapshot file that cannot be read as one; the message names the file and says what to do. */
export class SnapshotFileError extends Error {}

/**
 * Reads a snapshot file's text. Fails closed: a file that is not a snapshot is an error, never an
 * empty list (which would report every tool as added and let a broken file pass as a change).
 */
export function parseSnapshot(text: string, file: string): ToolsSnapshot {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SnapshotFileError(
      `${file} is not valid JSON (${(error as Error).message}); write it again with \`tools --save ${file}\``,
    );
  }
  if (!isObject(data) || data.format !== SNAPSHOT_FORMAT || !Array.isArray(data.tools)) {
    throw new SnapshotFileError(
      `${file} is not a tool-list snapshot (expected {"format": "${SNAPSHOT_FORMAT}", "tools": [...]}); write it with \`tools --save ${file}\``,
    );
  }
  const tools: ListedTool[] = [];
  data.tools.forEach((tool, index) => {
    if (!isObject(tool) || typeof tool.name !== 'string')
      throw new SnapshotFileError(
        `${file}: tools[${index}] has no "name" string; write the file again with \`tools --save ${file}\``,
      );
    tools.push(tool as unknown as ListedTool);
  });
  if (data.instructions !== undefined && typeof data.instructions !== 'string')
    throw new SnapshotFileError(
      `${file}: "instructions" is ${JSON.stringify(data.instructions)}, not a string; write the file again with \`tools --save ${file}\``,
    );
  const sections: Partial<Record<SectionName, Record<string, unknown>[]>> = {};
  for (const [section, key] of Object.entries(SECTION_KEYS) as [SectionName, string][]) {
    const list = data[section];
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.some((entry) => !isObject(entry) || typeof entry[key] !== 'string'))
      throw new SnapshotFileError(
        `${file}: "${section}" must be a list of objects each with a "${key}" string; write the file again with \`tools --save ${file}\``,
      );
    sections[section] = list as Record<string, unknown>[];
  }
  // Normalized again, so a hand-edited file (keys reordered) compares by content, not layout.
  const snapshot = normalizeTools(tools);
  if (typeof data.instructions === 'string') snapshot.instructions = data.instructions;
  for (const [section, key] of Object.entries(SECTION_KEYS) as [SectionName, string][])
    if (sections[section]) snapshot[section] = normalizeSection(sections[section], key);
  return snapshot;
}
