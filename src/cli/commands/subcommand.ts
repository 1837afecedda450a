import type { Console } from '../console.js';

/**
 * A subcommand (`mcp-scenario-eval NAME …`): gets the arguments after its name, returns the exit code.
 * `cwd` is the directory relative paths are read from (the process's own when not given); a test
 * runs a command in-process in a folder of its own with it, without `process.chdir`.
 */
export type Subcommand = (argv: string[], env: NodeJS.ProcessEnv, io: Console, cwd?: string) => Promise<number>;
