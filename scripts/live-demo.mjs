// `npm run live-demo [-- ecnl|nwsl]`: tries live mode the way a nightly workflow runs it, on one
// machine. For each example it starts examples/serve-http.mjs on 127.0.0.1 (a free port) behind a
// fresh random bearer token, runs the CLI bundle with --remote-url and MCP_EVAL_BEARER_TOKEN (so
// only the `live: true` scenarios run), then stops the server. Exits with the worst CLI exit code.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { environmentWithout, ROOT, runCli, selectSuites } from './example-suites.mjs';

const SERVE_HTTP = path.join(ROOT, 'examples/serve-http.mjs');
const TOKEN_BYTES = 24;

/** Starts the HTTP example and resolves to { url, stop() } once it has printed its URL. */
async function startServer(name, token) {
  // The token goes through the environment, not argv, so it never shows in a process list.
  const child = spawn(process.execPath, [SERVE_HTTP, name, '--port', '0'], {
    cwd: ROOT,
    env: environmentWithout(undefined, { MCP_EXAMPLE_BEARER_TOKEN: token, MCP_EVAL_MODE: 'stub' }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const firstLine = new Promise((resolve) => createInterface({ input: child.stdout }).once('line', resolve));
  const url = await Promise.race([
    firstLine,
    exited.then(([code]) => {
      throw new Error(`examples/serve-http.mjs ${name} exited with code ${code} before printing its URL`);
    }),
  ]);
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

let worst = 0;
for (const suite of selectSuites(process.argv.slice(2))) {
  const token = randomBytes(TOKEN_BYTES).toString('hex');
  const server = await startServer(suite.name, token);
  try {
    process.stdout.write(`\n== ${suite.name}: live: true scenarios of ${suite.scenarios} against ${server.url}\n\n`);
    const code = await runCli(
      [suite.scenarios, '--remote-url', server.url],
      environmentWithout(undefined, { MCP_EVAL_BEARER_TOKEN: token }),
    );
    worst = Math.max(worst, code);
  } finally {
    await server.stop();
  }
}
process.exitCode = worst;
