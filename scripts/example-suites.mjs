// The example suites: each example server in examples/ and the scenarios in scenarios/ that run
// against it. `npm run demo` and `npm run live-demo` both read this list.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const CLI_BUNDLE = path.join(ROOT, 'dist/cli/index.js');

export const EXAMPLE_SUITES = [
  { name: 'ecnl', scenarios: 'scenarios/ecnl', serverCommand: 'node examples/ecnl/server.mjs' },
  { name: 'nwsl', scenarios: 'scenarios/nwsl', serverCommand: 'node examples/nwsl/server.mjs' },
];

/** Variables that would switch the CLI to live mode against some other server: never inherited. */
const LIVE_VARIABLES = ['MCP_EVAL_REMOTE_URL', 'MCP_EVAL_BEARER_TOKEN'];

export function environmentWithout(names = LIVE_VARIABLES, extra = {}) {
  const env = { ...process.env };
  for (const name of names) delete env[name];
  return { ...env, ...extra };
}

/** Runs the CLI bundle with the terminal attached; resolves to its exit code. */
export function runCli(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BUNDLE, ...args], { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Exit code for bad usage, as the CLI's. */
export const EXIT_USAGE = 2;

/** The suites named on the command line (all when none is); exits with usage for an unknown one. */
export function selectSuites(names) {
  if (names.length === 0) return EXAMPLE_SUITES;
  return names.map((name) => {
    const suite = EXAMPLE_SUITES.find((candidate) => candidate.name === name);
    if (!suite) {
      process.stderr.write(
        `unknown example suite "${name}": use ${EXAMPLE_SUITES.map((known) => known.name).join(' or ')}, or nothing for both\n`,
      );
      process.exit(EXIT_USAGE);
    }
    return suite;
  });
}
