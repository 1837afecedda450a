import { afterAll, beforeAll } from 'vitest';

/**
 * Puts `process.env` back after the file, for the next file in this worker (`isolate: false`): a
 * server-module run in-process makes this process take on a server's environment
 * (`adoptServerEnvironment`: `MCP_EVAL_MODE=stub`, secrets removed). Call at the top of the file.
 */
export function keepEnvironment(): void {
  let saved: NodeJS.ProcessEnv = {};
  beforeAll(() => {
    saved = { ...process.env };
  });
  afterAll(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });
}
