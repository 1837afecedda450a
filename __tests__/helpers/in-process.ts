import { guardedConsole, reportCrash } from '../../src/cli/console.js';
import { main } from '../../src/cli/main.js';
import { cleanEnv, ROOT } from './runner.js';

/**
 * The CLI run in this process: `main()` with its own arguments, environment, working directory and
 * captured stdout and stderr, as `dist/cli/index.js` runs it (a crash reported the same way, exit 1),
 * returning what `runCli` returns. For tests of what a command does; a test of the bundle itself
 * (start-up, Node versions, pipes, signals) spawns it with `runCli`.
 *
 * What is the same: the arguments, the environment `main()` reads (the one `runCli` gives the
 * process: this one's without the outer Actions job's variables, plus `env`), the working
 * directory (given to `main()`, never `process.chdir`), the output guard over stdout and stderr (not
 * a TTY, so no colour) and the exit code (returned, never `process.exitCode`). `main` stands in for
 * the CLI's own (a command given what only a test sets, e.g. `fuzzTuned`).
 *
 * What differs, and why runs are one at a time: a server child's environment comes from
 * `process.env`, and a `--server-module` server takes this process's environment over (it runs
 * here). So during a run `process.env` holds the run's environment, and afterwards exactly what it
 * held before; runs in one test file wait for each other (tests with `it.concurrent` still may use
 * this, they are serialised here). What an in-process server writes to `process.stdout` itself
 * (`console.log`) is not in `stdout`: a test of that spawns the bundle.
 */
export async function runCliInProcess(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; main?: typeof main } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const previous = queue;
  let done!: () => void;
  queue = new Promise<void>((resolve) => (done = resolve));
  await previous;
  const saved = { ...process.env };
  try {
    const env = { ...cleanEnv(), ...options.env };
    replaceEnvironment(env);
    let stdout = '';
    let stderr = '';
    const io = guardedConsole(
      { write: (text: string) => (stdout += text), isTTY: false },
      { write: (text: string) => (stderr += text), isTTY: false },
      env,
    );
    const code = await (options.main ?? main)(args, process.env, io, options.cwd ?? ROOT).catch((error: unknown) =>
      reportCrash(io, error),
    );
    return { code, stdout, stderr };
  } finally {
    replaceEnvironment(saved);
    done();
  }
}

/** The in-process runs of this test file, one after another. */
let queue: Promise<void> = Promise.resolve();

/** Makes `process.env` hold `env` exactly, in place (code that kept a reference to it sees the change). */
function replaceEnvironment(env: NodeJS.ProcessEnv): void {
  for (const name of Object.keys(process.env)) if (env[name] === undefined) delete process.env[name];
  for (const [name, value] of Object.entries(env)) if (value !== undefined) process.env[name] = value;
}
