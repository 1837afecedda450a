import type { Console } from '../console.js';

/** A subcommand (`mcp-scenario-eval NAME …`): gets the arguments after its name, returns the exit code. */
export type Subcommand = (argv: string[], env: NodeJS.ProcessEnv, io: Console) => Promise<number>;
