// The floor of the bench's 2026-07-28 rows: the same workload on the raw MCP SDK v2 (`Client` +
// `StdioClientTransport`, nothing else), written as a careful host would: the era is found once
// (`server/discover`, pinned to 2026-07-28) and every later connection adopts that discover result
// (`connect({ prior })`, zero round trips), as ours does. Connecting with a pin each time would spawn
// a probe sibling per connection on the SDK's stdio transport: a floor slower than what a host does.
// Usage: node scripts/bench-floor-v2.mjs --scenarios N --calls K --concurrency C --isolation scenario|suite -- COMMAND [ARGS…]
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';

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
const MODERN = '2026-07-28';

let discover;
async function connect() {
  const client = new Client(
    { name: 'bench-floor', version: '0.0.0' },
    { versionNegotiation: { mode: { pin: MODERN } } },
  );
  // The whole environment, as ours passes it (see bench-floor.mjs).
  const transport = new StdioClientTransport({ command, args, env: { ...process.env }, stderr: 'ignore' });
  await client.connect(transport, discover ? { prior: { kind: 'modern', discover } } : undefined);
  discover ??= client.getDiscoverResult();
  return client;
}

async function runScenario(client, index) {
  for (let call = 0; call < calls; call++) {
    const result = await client.callTool({ name: 'echo', arguments: { message: `scenario ${index} call ${call}` } });
    if (result.isError) throw new Error(`echo failed in scenario ${index}`);
  }
}

// The era is found before the scenarios start, on the connection the first scenario then uses (as a run does).
let first = await connect();
const shared = values.isolation === 'suite' ? first : undefined;
let next = 0;
async function worker() {
  while (next < scenarios) {
    const index = next++;
    const taken = first;
    first = undefined;
    const client = shared ?? taken ?? (await connect());
    try {
      await runScenario(client, index);
    } finally {
      if (!shared) await client.close();
    }
  }
}
await Promise.all(Array.from({ length: Math.min(concurrency, scenarios) }, worker));
await shared?.close();
