/**
 * Reading a server's state without changing it: the tree of its own directory (each file's lines, or
 * its content hash when it is large or binary), the resources it lists (each read), and the user's
 * probes (their outputs). Each entry is a list of lines, so that a comparison can leave out the lines
 * that are bookkeeping (an `ignore:` pattern) or volatile (they differ between two reads), and can
 * tell growth (lines added) from loss (lines removed or overwritten). A file whose whole text is JSON
 * is read as one line per leaf (`$.tags[1] = "b"`), so that an array or object that grows is growth.
 */
import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';
import { isServerFailure, serverErrorOf } from '../../mcp/errors.js';
import type { McpSession } from '../../mcp/session.js';
import {
  renderPromptMessages,
  renderResourceContents,
  renderToolResult,
  type ToolResultLike,
} from '../../mcp/render.js';
import type { StateSource } from '../../model/annotations.js';
import {
  ANNOTATIONS_FILE_LINES_MAX_BYTES,
  ANNOTATIONS_MAX_FILES,
  ANNOTATIONS_MAX_RESOURCES,
} from '../../model/limits.js';
import type { Probe } from './probes.js';

/** One entry of the state: a file, a resource or a probe, as lines. */
export interface StateEntry {
  source: StateSource;
  where: string;
  lines: string[];
}

/** The state: entries by `source where`. */
export type State = Map<string, StateEntry>;

/** What to read, and how long each request may take. */
export interface StateReader {
  /** The server's own directory, when its files are observed. */
  dir?: string;
  /** Read the resources the server lists. */
  resources: boolean;
  probes: readonly Probe[];
  timeoutMs: number;
  signal?: AbortSignal;
}

/** A probe or resource read that failed for a reason other than its answer (a hang, a closed connection): the check cannot go on. */
export class StateReadError extends Error {}

export function entryKey(source: StateSource, where: string): string {
  return `${source} ${where}`;
}

/** Reads the whole state once. */
export async function readState(session: McpSession, reader: StateReader): Promise<State> {
  const state: State = new Map();
  const add = (source: StateSource, where: string, lines: string[]) =>
    state.set(entryKey(source, where), { source, where, lines });
  if (reader.dir !== undefined) for (const [where, lines] of await readTree(reader.dir)) add('file', where, lines);
  if (reader.resources) for (const [uri, lines] of await readResources(session, reader)) add('resource', uri, lines);
  for (const probe of reader.probes) add('probe', probe.label, await readProbe(session, probe, reader));
  return state;
}

/** The directory's files and directories, sorted, each as lines; links as their target. Never follows a link. */
async function readTree(root: string): Promise<[string, string[]][]> {
  const out: [string, string[]][] = [];
  let seen = 0;
  let beyond = 0;
  const walk = async (dir: string): Promise<void> => {
    let names: string[];
    try {
      names = (await readdir(dir)).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      const where = path.relative(root, full).split(path.sep).join('/');
      if (++seen > ANNOTATIONS_MAX_FILES) {
        beyond++;
        continue;
      }
      const stats = await lstat(full).catch(() => undefined);
      if (!stats) continue;
      if (stats.isSymbolicLink()) out.push([where, [`link -> ${await readlink(full).catch(() => '?')}`]]);
      else if (stats.isDirectory()) {
        out.push([`${where}/`, []]);
        await walk(full);
      } else if (stats.isFile()) out.push([where, await fileLines(full, stats.size)]);
    }
  };
  await walk(root);
  if (beyond > 0) out.push([`(${beyond} more beyond the first ${ANNOTATIONS_MAX_FILES})`, [String(beyond)]]);
  return out;
}

/** A file's lines: its text (JSON as its leaves), or its hash when it is large or not text. */
async function fileLines(file: string, size: number): Promise<string[]> {
  const bytes = await readFile(file).catch(() => undefined);
  if (!bytes) return ['(unreadable)'];
  const hash = () => [`sha256 ${createHash('sha256').update(bytes).digest('hex')} (${bytes.length} bytes)`];
  if (size > ANNOTATIONS_FILE_LINES_MAX_BYTES || bytes.includes(0)) return hash();
  const text = bytes.toString('utf8');
  if (text.includes('\ufffd')) return hash();
  return textLines(text);
}

/** Text as lines: JSON as one line per leaf, anything else line by line (a last empty line dropped). */
export function textLines(text: string): string[] {
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed)) {
    try {
      return jsonLeaves(JSON.parse(trimmed) as unknown);
    } catch {
      // Not JSON after all: its lines.
    }
  }
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

function jsonLeaves(value: unknown, at = '$', out: string[] = []): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) out.push(`${at} = []`);
    value.forEach((item, index) => jsonLeaves(item, `${at}[${index}]`, out));
  } else if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort();
    if (keys.length === 0) out.push(`${at} = {}`);
    for (const key of keys) jsonLeaves((value as Record<string, unknown>)[key], `${at}.${key}`, out);
  } else out.push(`${at} = ${JSON.stringify(value)}`);
  return out;
}

function requestOptions(reader: StateReader) {
  return { timeout: reader.timeoutMs, ...(reader.signal ? { signal: reader.signal } : {}) };
}

/** The resources listed (the first ANNOTATIONS_MAX_RESOURCES), each read; a read refused is its error's line. */
async function readResources(session: McpSession, reader: StateReader): Promise<[string, string[]][]> {
  const uris: string[] = [];
  let cursor: string | undefined;
  try {
    do {
      const page = await session.client.listResources(cursor ? { cursor } : {}, requestOptions(reader));
      for (const resource of page.resources) if (typeof resource.uri === 'string') uris.push(resource.uri);
      cursor = page.nextCursor;
    } while (cursor && uris.length < ANNOTATIONS_MAX_RESOURCES);
  } catch (error) {
    // A server that answers resources/list with an error lists none (the same each time).
    if (serverErrorOf(error) && !isServerFailure(error)) return [];
    throw new StateReadError(`resources/list failed: ${session.explain(error)}`);
  }
  const out: [string, string[]][] = [];
  for (const uri of [...new Set(uris)].slice(0, ANNOTATIONS_MAX_RESOURCES)) {
    try {
      out.push([
        uri,
        textLines(renderResourceContents(await session.client.readResource({ uri }, requestOptions(reader)))),
      ]);
    } catch (error) {
      out.push([uri, [`(read failed: ${answerError(session, error)})`]]);
    }
  }
  return out;
}

/** A probe's output as lines; an error the server answered is its line (it may change too), no answer throws. */
async function readProbe(session: McpSession, probe: Probe, reader: StateReader): Promise<string[]> {
  try {
    if (probe.kind === 'resource')
      return textLines(
        renderResourceContents(await session.client.readResource({ uri: probe.name }, requestOptions(reader))),
      );
    if (probe.kind === 'prompt') {
      const result = await session.client.getPrompt(
        { name: probe.name, arguments: probe.args as Record<string, string> },
        requestOptions(reader),
      );
      return textLines(renderPromptMessages(result));
    }
    const result = await session.client.request(
      { method: 'tools/call', params: { name: probe.name, arguments: probe.args } },
      requestOptions(reader),
    );
    const text = renderToolResult(result as ToolResultLike);
    return result.isError === true ? [`(error) ${text}`] : textLines(text);
  } catch (error) {
    return [`(failed: ${answerError(session, error)})`];
  }
}

/** An error the server answered (JSON-RPC), as a line; anything else (a hang, a closed connection, a stop) throws StateReadError: nothing can be observed. */
function answerError(session: McpSession, error: unknown): string {
  const message = session.explain(error);
  if (isServerFailure(error) || !serverErrorOf(error)) throw new StateReadError(message);
  return message;
}
