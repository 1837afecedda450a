// The floor the bench compares us with: the same workload written on the raw MCP SDK (`Client` +
// `StdioClientTransport`, nothing else): no scenario files, no checks, no reports.
// Usage: node scripts/bench-floor.mjs --scenarios N --calls K --concurrency C --isolation scenario|suite -- COMMAND [ARGS…]
// `scenario` opens a fresh session (one server process) per scenario, at most C at once, as our
// default does; `suite` opens one session and runs C scenarios at once over it.
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    scenarios: { type: 'string' },
    calls: { type: 'string' },
    concurrency: { type: 'string' },
    isolation: { type: 'string' },
  },
});
const scenarios = Number(values.scenarios);
const calls = Number(values.calls);
const concurrency = Number(values.concurrency);
const [command, ...args] = positionals;

async function connect() {
  const client = new Client({ name: 'bench-floor', version: '0.0.0' });
  // The server gets this process's whole environment, as ours does (a server under test inherits the
  // job's). The SDK's default keeps only HOME, PATH and a few more, and what it drops can cost the
  // server's start: NODE_EXTRA_CA_CERTS alone, where it is set, is ~40 ms of CPU per Node process.
  await client.connect(new StdioClientTransport({ command, args, env: { ...process.env }, stderr: 'ignore' }));
  return client;
}

async function runScenario(client, index) {
  for (let call = 0; call < calls; call++) {
    const result = await client.callTool({ name: 'echo', arguments: { message: `scenario ${index} call ${call}` } });
    if (result.isError) throw new Error(`echo failed in scenario ${index}`);
  }
}

const shared = values.isolation === 'suite' ? await connect() : undefined;
let next = 0;
async function worker() {
  while (next < scenarios) {
    const index = next++;
    const client = shared ?? (await connect());
    try {
      await runScenario(client, index);
    } finally {
      if (!shared) await client.close();
    }
  }
}
await Promise.all(Array.from({ length: Math.min(concurrency, scenarios) }, worker));
await shared?.close();
