import { afterAll, beforeAll } from 'vitest';

/**
 * Puts `process.env` back after a file whose runs load their server in this process: an in-process
 * server takes this process's environment over (`adoptServerEnvironment`: MCP_EVAL_MODE=stub, the
 * secrets withheld), and the file sets the variables its server reads (`names`). The test files of
 * a worker share its process, so what those runs changed must not reach the next file. Only these
 * are put back: a fixture's own variables (ANTHROPIC_BASE_URL) are put back by the fixture.
 */
export function putBackServerEnvironment(names: string[]): void {
  let before: NodeJS.ProcessEnv = {};
  beforeAll(() => {
    before = { ...process.env };
  });
  afterAll(() => {
    for (const name of [...names, 'MCP_EVAL_MODE']) {
      if (before[name] === undefined) delete process.env[name];
      else process.env[name] = before[name];
    }
    // What the in-process server was not given was taken out of this process's environment.
    for (const [name, value] of Object.entries(before)) if (process.env[name] === undefined) process.env[name] = value;
  });
}
