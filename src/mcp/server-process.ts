// Hand-written process-group handling, not tree-kill or execa: a detached server and a signal to its whole group reach the grandchildren it started, even re-parented ones, with no `ps` spawned to find them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { STDERR_LIMIT_CHARS, STDOUT_LINE_LIMIT_BYTES, STOP_GRACE_MS } from '../model/limits.js';
import { redactText } from '../secrets/redact.js';
import { BoundedText } from './bounded-text.js';
import { splitCommand } from './split-command.js';
import {
  expandScenarioDir,
  makeScenarioDir,
  makeScenarioDirSync,
  removeScenarioDir,
  SCENARIO_DIR_VARIABLE,
} from './server-env.js';

// The server's process, without MCP: spawning it, its environment, its process group, its pipes.
// Nothing here loads the MCP SDK (types only), so a run can start the server first and load the
// SDK while the server boots.

/** Environment variables the server under test must never see: the judge's and the live server's credentials. */
export const WITHHELD_VARIABLES = [
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_AUTH_TOKEN',
  'MCP_EVAL_BEARER_TOKEN',
  'MCP_EVAL_HEADERS',
  'MCP_EVAL_REMOTE_URL',
  // OAuth client credentials (and their settings): the id is no secret, but it is the live server's.
  'MCP_EVAL_OAUTH_CLIENT_ID',
  'MCP_EVAL_OAUTH_CLIENT_SECRET',
  'MCP_EVAL_OAUTH_PRIVATE_KEY',
  'MCP_EVAL_OAUTH_SCOPE',
  'MCP_EVAL_OAUTH_ISSUER',
  // The clouds' credentials of the judge and agent (Bedrock, Vertex); a server that needs its own
  // gets them through server-secrets, on purpose.
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_SECURITY_TOKEN',
  'AWS_BEARER_TOKEN_BEDROCK',
  'GOOGLE_OAUTH_ACCESS_TOKEN',
  'CLOUDSDK_AUTH_ACCESS_TOKEN',
  // The job's own credentials: a server under test has no use for them.
  'GITHUB_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_URL',
];

/**
 * The child's environment: ours, minus the judge key, the bearer token and the action's inputs
 * (which may carry either), minus any variable whose value contains a secret, plus `MCP_EVAL_MODE=stub`.
 */
export function serverEnvironment(parent: NodeJS.ProcessEnv, secrets: string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(parent)) {
    if (value === undefined) continue;
    if (WITHHELD_VARIABLES.includes(key) || key.startsWith('INPUT_')) continue;
    // Any form of a secret (base64, URI-escaped…) counts: the variable would hand the server the secret.
    if (redactText(value, secrets) !== value) continue;
    env[key] = value;
  }
  env.MCP_EVAL_MODE = 'stub';
  return env;
}

/** How long after the server exits its pipes are still read before they are closed. */
const PIPE_DRAIN_MS = 200;

/** Signals the server's whole process group (the server and what it started); the server alone where there are no groups. */
function signalGroup(child: { pid?: number; kill(signal: NodeJS.Signals): boolean }, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined && process.platform !== 'win32') process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

/**
 * The process groups of the servers this process started that may still have members: what a server
 * started can outlive it (reparented to PID 1), and a timer set to stop it never fires when the run
 * ends first. So whatever is left when this process exits is killed then, however it exits.
 */
const serverGroups = new Set<number>();
let killingGroupsOnExit = false;

function trackGroup(pid: number): void {
  serverGroups.add(pid);
  if (killingGroupsOnExit) return;
  killingGroupsOnExit = true;
  // 'exit' handlers run synchronously: process.kill is synchronous too.
  process.once('exit', () => {
    for (const group of serverGroups) killGroup(group);
  });
}

/** SIGKILLs a group, and stops tracking it once it is gone (so its id, reused later, is never signalled). */
function killGroup(group: number): void {
  try {
    process.kill(-group, 'SIGKILL');
    process.kill(-group, 0);
  } catch {
    serverGroups.delete(group);
  }
}

/** How many lines of stdout that were not JSON-RPC are quoted in a message, and how much of each. */
export const NOISE_LINES_KEPT = 3;
export const NOISE_LINE_CHARS = 200;

/**
 * MCP over a child's stdin/stdout, like the SDK's StdioClientTransport, but keeping what a failure
 * message needs: how the process ended (exit code or signal), the spawn error (missing command),
 * and the lines on stdout that were not JSON-RPC (a server that logs to stdout breaks the protocol).
 * A line longer than STDOUT_LINE_LIMIT_BYTES ends the connection instead of exhausting memory.
 */
export class ChildProcessTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  /** The end of what the server wrote to stderr, redacted before it is cut. */
  readonly stderr: BoundedText;
  /** Set once the process has ended: "exited with code 3", "was killed by SIGKILL". */
  ended?: string;
  /** Whether the process ended before we began to stop it: its own doing, not our SIGTERM. */
  endedOnItsOwn = false;
  spawnError?: Error;
  readonly noise: string[] = [];
  noiseCount = 0;
  overflow?: string;

  private child?: ChildProcessByStdio<Writable, Readable, Readable>;
  /** Ids of tool calls sent and not answered yet: one left at close is a call the server is stuck in. */
  private readonly unanswered = new Set<string | number>();
  private pending: Buffer[] = [];
  /** Reads a line as JSON-RPC: the SDK's, handed over by `attach` (this module must not load the SDK). */
  private parse?: (line: string) => JSONRPCMessage;
  /** Lines read before the MCP client started the transport; undefined from then on. */
  private early: string[] | undefined = [];
  private earlyBytes = 0;
  private spawned?: Promise<void>;
  private pendingBytes = 0;
  private closing = false;
  private exited?: Promise<void>;

  constructor(
    private readonly params: {
      command: string;
      args: string[];
      cwd: string;
      env: Record<string, string>;
      /** The run's secrets, redacted from stderr before its start is cut. */
      secrets?: readonly string[];
    },
  ) {
    this.stderr = new BoundedText(STDERR_LIMIT_CHARS, params.secrets);
  }

  /** Hands over the SDK's JSON-RPC parser; before `start()`, which needs it. */
  attach(parse: (line: string) => JSONRPCMessage): void {
    this.parse = parse;
  }

  /**
   * Starts the process now, before the MCP client exists: the server boots while the run still loads
   * the scheduler and the SDK. What it writes meanwhile is kept for `start()`.
   */
  startEarly(): Promise<void> {
    this.spawned ??= this.spawnProcess();
    // The same promise is awaited again by start(): a spawn error is reported there, not here.
    this.spawned.catch(() => undefined);
    return this.spawned;
  }

  /** The Transport's start, called by the SDK's connect: spawns the process unless `startEarly` has. */
  start(): Promise<void> {
    if (!this.parse) return Promise.reject(new Error('ChildProcessTransport.start() before attach()'));
    this.spawned ??= this.spawnProcess();
    return this.spawned.then(() => {
      const early = this.early ?? [];
      this.early = undefined;
      for (const line of early) this.deliver(line);
    });
  }

  private spawnProcess(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.params.command, this.params.args, {
        cwd: this.params.cwd,
        env: this.params.env,
        stdio: ['pipe', 'pipe', 'pipe'],
        shell: false,
        windowsHide: true,
        // Its own process group, so that stopping the server also stops what it started (a wrapper
        // script's child, `uv run`, `npm exec`), which would otherwise hold its pipes open.
        detached: process.platform !== 'win32',
      });
      this.child = child;
      const grouped = child.pid !== undefined && process.platform !== 'win32';
      if (grouped) trackGroup(child.pid!);
      // 'exit', not 'close': 'close' waits for every holder of stdout, grandchildren included.
      // A process that never started ('error') will not exit either.
      this.exited = new Promise((done) => {
        child.once('exit', () => done());
        child.once('error', () => done());
      });
      child.once('error', (error) => {
        this.spawnError = error;
        reject(error);
        this.onerror?.(error);
      });
      child.once('spawn', () => resolve());
      child.once('exit', (code, signal) => {
        this.ended = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
        this.endedOnItsOwn = !this.closing;
        // What the process wrote before it ended is still read; after that, whatever it left
        // running is stopped and the pipes are closed, which fires 'close' even if a grandchild holds them.
        setTimeout(() => {
          if (grouped) killGroup(child.pid!);
          child.stdout.destroy();
          child.stderr.destroy();
        }, PIPE_DRAIN_MS).unref();
      });
      child.once('close', () => {
        this.child = undefined;
        this.onclose?.();
      });
      child.stdin.on('error', (error) => this.onerror?.(error));
      child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
      child.stderr.on('data', (chunk: Buffer) => this.stderr.append(chunk.toString('utf8')));
    });
  }

  private receive(chunk: Buffer): void {
    let start = 0;
    for (let newline = chunk.indexOf(10); newline >= 0; newline = chunk.indexOf(10, start)) {
      this.pending.push(chunk.subarray(start, newline));
      const line = Buffer.concat(this.pending).toString('utf8').replace(/\r$/, '');
      this.pending = [];
      this.pendingBytes = 0;
      start = newline + 1;
      this.deliver(line);
    }
    if (start < chunk.length) {
      this.pending.push(chunk.subarray(start));
      this.pendingBytes += chunk.length - start;
      if (this.pendingBytes > STDOUT_LINE_LIMIT_BYTES) {
        this.overflow = `the server wrote a line of more than ${STDOUT_LINE_LIMIT_BYTES} bytes to stdout; the connection was closed instead of keeping it`;
        this.pending = [];
        this.pendingBytes = 0;
        this.onerror?.(new Error(this.overflow));
        void this.close();
      }
    }
  }

  private deliver(line: string): void {
    if (line.trim() === '') return;
    if (this.early) {
      this.earlyBytes += line.length;
      if (this.earlyBytes > STDOUT_LINE_LIMIT_BYTES) {
        this.overflow = `the server wrote more than ${STDOUT_LINE_LIMIT_BYTES} bytes to stdout before it was sent initialize; the connection was closed instead of keeping them`;
        this.early = [];
        void this.close();
      } else this.early.push(line);
      return;
    }
    let message: JSONRPCMessage;
    try {
      message = this.parse!(line);
    } catch {
      this.noiseCount++;
      if (this.noise.length < NOISE_LINES_KEPT) {
        this.noise.push(line.length > NOISE_LINE_CHARS ? `${line.slice(0, NOISE_LINE_CHARS)}…` : line);
      }
      return;
    }
    if ('id' in message && ('result' in message || 'error' in message))
      this.unanswered.delete(message.id as string | number);
    this.onmessage?.(message);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (!stdin || stdin.destroyed) {
        reject(new Error(`the server process ${this.ended ?? 'is not running'}`));
        return;
      }
      // Tool calls only: a server that has not answered initialize is still starting, and gets the
      // usual grace (what it writes meanwhile explains the failure).
      if ('method' in message && 'id' in message && message.method === 'tools/call') this.unanswered.add(message.id);
      // The messages sent in one tick go out in one write: a write is a system call that wakes the
      // server, which with several scenarios in flight on one session was a tenth of the run's CPU.
      if (!stdin.writableCorked) {
        stdin.cork();
        process.nextTick(() => stdin.uncork());
      }
      // What the SDK's serializeMessage writes: one JSON text a line.
      if (stdin.write(`${JSON.stringify(message)}\n`)) resolve();
      else stdin.once('drain', resolve);
    });
  }

  /** Stops a process that was started early and never used (the run had nothing to run): no grace to give. */
  async abandon(): Promise<void> {
    const child = this.child;
    if (!child || this.closing) return;
    this.closing = true;
    signalGroup(child, 'SIGKILL');
    await this.exited;
    if (child.pid !== undefined && process.platform !== 'win32') killGroup(child.pid);
  }

  /** Ends stdin, then SIGTERM, then SIGKILL, each after STOP_GRACE_MS, so no server outlives the run. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child || this.closing) return;
    this.closing = true;
    const exited = this.exited!;
    const wait = () =>
      Promise.race([
        exited.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), STOP_GRACE_MS).unref()),
      ]);
    const stopped = await (async () => {
      if (this.unanswered.size > 0) {
        // A call timed out and the server is still in it: a server busy in a call rarely stops when
        // stdin closes, so waiting STOP_GRACE_MS for that would only add to the scenario's time.
        signalGroup(child, 'SIGTERM');
        return wait();
      }
      child.stdin.end();
      if (await wait()) return true;
      signalGroup(child, 'SIGTERM');
      return wait();
    })();
    if (!stopped) {
      signalGroup(child, 'SIGKILL');
      await exited;
    }
    // The server is gone; what it started (children that ignore SIGTERM, say) would outlive it.
    if (child.pid !== undefined && process.platform !== 'win32') killGroup(child.pid);
  }

  /** What to add to a failure message: how the process ended and what it wrote to stdout that was not JSON-RPC. */
  notes(): string[] {
    const notes: string[] = [];
    if (this.overflow) notes.push(this.overflow);
    if (this.ended && !this.closing) notes.push(`the server process ${this.ended}`);
    const noise = this.noiseNote();
    if (noise) notes.push(noise);
    return notes;
  }

  /** The lines on stdout that were not JSON-RPC, quoted (the first NOISE_LINES_KEPT), or undefined when there were none. */
  noiseNote(): string | undefined {
    if (this.noiseCount === 0) return undefined;
    const more = this.noiseCount > this.noise.length ? `, and ${this.noiseCount - this.noise.length} more` : '';
    return `the server wrote ${this.noiseCount} line(s) to stdout that are not JSON-RPC messages (stdout is reserved for the protocol; log to stderr instead): ${this.noise.map((line) => JSON.stringify(line)).join(', ')}${more}`;
  }
}

/** What `stdioSessions` opens a session on: a server process, spawned or spawning, and its own directory. */
export interface ServerProcess {
  transport: ChildProcessTransport;
  scenarioDir: string;
}

export interface ServerProcessOptions {
  command: string;
  cwd: string;
  secrets: string[];
  /** `server-env`: added to the server's environment, `${MCP_EVAL_SCENARIO_DIR}` expanded. */
  serverEnv?: Record<string, string>;
  /**
   * Start the process in its own fresh directory (`annotations`: a server writing relative to its
   * cwd is observed there): words of the command naming a file of `cwd` are made absolute, and
   * `cwd`'s node_modules/.bin leads PATH, so the command still finds what it found from `cwd`.
   */
  cwdInScenarioDir?: boolean;
}

/** The command's program and its words; throws on an empty command. */
export function commandWords(command: string): [string, ...string[]] {
  const [program, ...words] = splitCommand(command);
  if (!program) throw new Error('server-command is empty: give the command line that starts the MCP server');
  return [program, ...words];
}

/** A new server process in a fresh, empty directory of its own, not yet spawned. */
export async function newServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  return serverProcessIn(await makeScenarioDir(), options);
}

function serverProcessIn(scenarioDir: string, options: ServerProcessOptions): ServerProcess {
  const [program, ...words] = commandWords(options.command);
  // Each process gets its own empty directory, so state it keeps on disk (when pointed there)
  // cannot leak into the next scenario; the arguments may name it too (a root folder).
  const env = serverEnvironment(process.env, options.secrets);
  env[SCENARIO_DIR_VARIABLE] = scenarioDir;
  for (const [name, value] of Object.entries(options.serverEnv ?? {}))
    env[name] = expandScenarioDir(value, scenarioDir);
  const inDir = options.cwdInScenarioDir === true;
  if (inDir) {
    const bin = path.join(options.cwd, 'node_modules', '.bin');
    env.PATH = env.PATH ? `${bin}${path.delimiter}${env.PATH}` : bin;
  }
  const anchored = (word: string) => (inDir ? absoluteIfThere(word, options.cwd) : word);
  const transport = new ChildProcessTransport({
    command: anchored(program),
    args: words.map((word) => anchored(expandScenarioDir(word, scenarioDir))),
    cwd: inDir ? scenarioDir : options.cwd,
    env,
    secrets: options.secrets,
  });
  return { transport, scenarioDir };
}

/** A relative word that names a file or directory of `cwd`, made absolute; any other word as it is. */
function absoluteIfThere(word: string, cwd: string): string {
  if (word === '' || path.isAbsolute(word) || word.startsWith('-')) return word;
  return existsSync(path.join(cwd, word)) ? path.resolve(cwd, word) : word;
}

/**
 * A server process spawned now, in this tick, for the run's first session (see
 * `ChildProcessTransport.startEarly`). Throws what `newServerProcess` would (an empty command).
 */
export function startServerProcessEarly(options: ServerProcessOptions): ServerProcess {
  commandWords(options.command); // before the directory is made, so an empty command leaves none behind
  const server = serverProcessIn(makeScenarioDirSync(), options);
  void server.transport.startEarly();
  return server;
}

/** Stops a server process that no session used, and removes its directory. */
export async function abandonServerProcess(server: ServerProcess): Promise<void> {
  await server.transport.abandon();
  await removeScenarioDir(server.scenarioDir);
}
