/**
 * What one fuzz call's outcome says about the server: a finding (crash, hang, protocol error other
 * than invalid params, leaked internals) or nothing. Pure.
 */
// JSON-RPC invalid params: the answer a server should give to input its schema rejects. Never a finding.
import { INVALID_PARAMS } from '../../mcp/invalid-params.js';
import type { FindingKind } from '../../model/fuzz.js';

/** The outcome of one `tools/call`, as the fuzzer saw it. */
export type CallOutcome =
  | { kind: 'result'; isError: boolean; text: string }
  /** A JSON-RPC error answer (code and message). */
  | { kind: 'rpc-error'; code: number; message: string }
  /** The connection closed or the process exited before an answer. */
  | { kind: 'closed'; message: string }
  /** No answer within the timeout (of the request, or of its last progress notification). */
  | { kind: 'timeout'; message: string }
  /** Still reporting progress when the tool's time budget ran out: alive, slow, not a finding. */
  | { kind: 'progressing'; message: string }
  /** An answer that was not a valid result (schema error on our side). */
  | { kind: 'malformed'; message: string };

export interface Classified {
  kind: FindingKind;
  /** One line: what happened. */
  detail: string;
  /** The words of the error the server answered (none for a crash, a hang, or a success that leaked). */
  errorText?: string;
  /** The text that leaked, as it stands in the answer (a leak only). */
  leaked?: string;
  /** A JSON-RPC error answer's code (a protocol error). */
  code?: number;
}

/** Internals that should never reach a caller, each with how to recognise it. */
const LEAK_PATTERNS: [string, RegExp][] = [
  // V8: "    at handler (/srv/app/tools.js:42:13)" or "at /srv/app/tools.js:42:13" or "at file:///…".
  ['a JavaScript stack trace', /\bat (?:[^\s()]+ )?\(?(?:file:\/\/|node:)?[^\s():]*[/\\][^\s():]+:\d+:\d+\)?/],
  ['a Python traceback', /Traceback \(most recent call last\)/],
  ['a Go panic', /(?:^|\n)panic: |goroutine \d+ \[running\]/],
  ['a Java stack trace', /\n\s+at [\w$.]+\([\w$]+\.java:\d+\)/],
];

/**
 * What the leak check knows of the server: `own` directories (its program's), `user` paths (what the
 * user gave it: see own-paths.ts), and, for a tool whose purpose is to print the environment, the
 * environment's values (`envValues`), which it then prints by design, not as a leak.
 */
export interface LeakContext {
  own: readonly string[];
  user?: readonly string[];
  envValues?: readonly string[];
}

const contextOf = (paths: readonly string[] | LeakContext): LeakContext =>
  Array.isArray(paths) ? { own: paths as readonly string[] } : (paths as LeakContext);

/**
 * Whether `text` leaks internals that were not in the input: a stack trace, or an absolute path
 * of the server's own files (`ownPaths`: its directories, or a LeakContext). Returns what leaked, or undefined.
 */
export function findLeak(
  text: string,
  inputText: string,
  ownPaths: readonly string[] | LeakContext,
): string | undefined {
  const leak = leakIn(text, inputText, contextOf(ownPaths));
  return leak && `${leak.what}: ${JSON.stringify(leak.shown)}`;
}

/**
 * Whether a tool's purpose is to print the environment (server-everything's `get-env`: "Returns all
 * environment variables"), so that the environment's values in its answer are what it was asked
 * for, not a leak. Decided from what the tool says of itself: its name has the word env, environ or
 * environment (`get-env`, `printEnv`, `show_environment`), or its description says it returns,
 * prints, lists, shows, dumps or gets the environment (or env vars). A tool that only mentions the
 * environment ("runs a command with the given environment variables") is not one.
 */
export function printsEnvironment(tool: { name: string; description?: unknown }): boolean {
  const words = tool.name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  if (words.some((word) => word === 'env' || word === 'environ' || word === 'environment')) return true;
  const description = typeof tool.description === 'string' ? tool.description : '';
  return /\b(?:returns?|prints?|lists?|shows?|dumps?|displays?|gets?|reads?)\b[^.]{0,40}?\benv(?:iron(?:ment)?)?\b/i.test(
    description,
  );
}

/** Whether `file` is `dir` or inside it. */
function isWithin(file: string, dir: string): boolean {
  const base = dir.replace(/[/\\]+$/, '');
  return file === base || file.startsWith(`${base}/`) || file.startsWith(`${base}\\`);
}

/**
 * Environment variables whose values the answer may hold by design: each value (of 2 characters or
 * more, so a "1" does not blank every digit) is blanked out before the answer is searched.
 */
function withoutValues(text: string, values: readonly string[]): string {
  let out = text;
  for (const value of [...values].filter((one) => one.length >= 2).sort((a, b) => b.length - a.length))
    out = out.split(value).join(' ');
  return out;
}

/** What leaked and the text that shows it (as it stands in `text`, cut to 160 characters). */
function leakIn(rawText: string, inputText: string, context: LeakContext): { what: string; shown: string } | undefined {
  const text = context.envValues ? withoutValues(rawText, context.envValues) : rawText;
  for (const [what, pattern] of LEAK_PATTERNS) {
    const match = pattern.exec(text);
    if (match && !inputText.includes(match[0].trim())) return { what, shown: match[0].trim().slice(0, 160) };
  }
  const user = context.user ?? [];
  for (const own of context.own) {
    // Quoted back from the input is not a leak (a path the caller sent, echoed in an error).
    if (inputText.includes(own)) continue;
    for (let at = text.indexOf(own); at >= 0; at = text.indexOf(own, at + own.length)) {
      // The path as it stands, without the punctuation of the sentence it ends.
      const token = text
        .slice(at, at + 4096)
        .split(/[\s"'`]/)[0]!
        .replace(/[,;:)\]}]+$|\.$/, '');
      const shown = token.slice(0, own.length + 60);
      // A path the user gave the server (its working directory, a folder it serves), at least as deep
      // as the own directory: the server names what it was told (see own-paths.ts).
      if (user.some((given) => given.length >= own.length && isWithin(token, given))) continue;
      return { what: "an absolute path of the server's own files", shown };
    }
  }
  return undefined;
}

/**
 * The error's own words, for the finding's scenario to expect once the server is fixed: the first
 * line of what the server answered, up to where a leak begins; undefined when nothing is left.
 */
function errorWords(text: string, leaked?: string): string | undefined {
  let line = text.split('\n').find((one) => one.trim() !== '') ?? '';
  if (leaked !== undefined) {
    const at = line.indexOf(leaked);
    if (at >= 0) line = line.slice(0, at);
  }
  line = line.trim().replace(/[\s:,(]+$/, '');
  return line.length >= 3 ? line.slice(0, 200) : undefined;
}

/** Longest server message kept in a finding's one-line detail. */
export const DETAIL_CHARS = 300;

/** `text` cut at a word boundary before `limit` characters, marked with "…" (whole when it fits). */
export function clipWords(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.search(/\s\S*$/);
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** JSON-RPC parse error: what an SDK answers for a request it cannot decode. */
export const PARSE_ERROR = -32700;

/**
 * Classifies one call. `inputText` is the arguments as sent (JSON), to tell echoes from leaks.
 * `illFormedInput`: the input held a lone surrogate (`--ill-formed-unicode`); a dropped reply (no
 * answer) or a parse error is then the SDK refusing text no UTF-8 can carry, not a finding.
 * `acceptedCodes`: JSON-RPC errors that are an answer here, beside invalid params (a read's
 * "resource not found").
 */
export function classifyOutcome(
  outcome: CallOutcome,
  inputText: string,
  ownPaths: readonly string[] | LeakContext,
  illFormedInput = false,
  acceptedCodes: readonly number[] = [],
): Classified | undefined {
  const context = contextOf(ownPaths);
  if (illFormedInput && (outcome.kind === 'timeout' || (outcome.kind === 'rpc-error' && outcome.code === PARSE_ERROR)))
    return undefined;
  switch (outcome.kind) {
    case 'closed':
      return { kind: 'crash', detail: `the server closed the connection: ${outcome.message}` };
    case 'timeout':
      return { kind: 'hang', detail: outcome.message };
    case 'progressing':
      return undefined;
    case 'malformed':
      return { kind: 'protocol-error', detail: `the answer was not a valid tools/call result: ${outcome.message}` };
    case 'rpc-error': {
      const leak = leakIn(outcome.message, inputText, context);
      if (leak) {
        return {
          kind: 'leak',
          detail: `the error message leaks ${leak.what}: ${JSON.stringify(leak.shown)}`,
          errorText: errorWords(outcome.message, leak.shown),
          leaked: leak.shown,
        };
      }
      if (outcome.code === INVALID_PARAMS || acceptedCodes.includes(outcome.code)) return undefined;
      return {
        kind: 'protocol-error',
        detail: `JSON-RPC error ${outcome.code}: ${clipWords(outcome.message, DETAIL_CHARS)}`,
        errorText: errorWords(outcome.message),
        code: outcome.code,
      };
    }
    case 'result': {
      const leak = leakIn(outcome.text, inputText, context);
      if (!leak) return undefined;
      return {
        kind: 'leak',
        detail: `the ${outcome.isError ? 'error ' : ''}result leaks ${leak.what}: ${JSON.stringify(leak.shown)}`,
        errorText: outcome.isError ? errorWords(outcome.text, leak.shown) : undefined,
        leaked: leak.shown,
      };
    }
  }
}
