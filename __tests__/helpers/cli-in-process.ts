import { main } from '../../src/cli/main.js';
import { cleanEnv, ROOT } from './runner.js';

/**
 * Runs the command line in this process, from the sources: what `runCli` does with the bundle, less
 * the start of a process and the load of the bundle, for a test about what the command does rather
 * than about the bundle (keep a few `runCli` tests for that). `env` is also set in this process's own
 * environment for the run, since the servers it starts inherit that; `cwd` is changed to for the run.
 * Not for two runs at once in one process: each owns the environment and the working directory.
 */
export async function runCliInProcess(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io = {
    out: (text: string) => void (stdout += text),
    err: (text: string) => void (stderr += text),
    isTTY: false,
  };
  const env = options.env ?? {};
  const saved = Object.keys(env).map((key) => [key, process.env[key]] as const);
  const cwd = process.cwd();
  Object.assign(process.env, env);
  process.chdir(options.cwd ?? ROOT);
  try {
    const code = await main(args, { ...cleanEnv(), ...env }, io);
    return { code, stdout, stderr };
  } finally {
    process.chdir(cwd);
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
