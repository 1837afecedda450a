#!/usr/bin/env node
// The client the official MCP conformance suite runs (`conformance client --command …`): it is given
// the test server's URL as its last argument, the scenario's name in MCP_CONFORMANCE_SCENARIO and, for
// the client-credentials scenarios, the credentials in MCP_CONFORMANCE_CONTEXT (JSON). It writes a
// one-scenario `live: true` file that calls the scenario's tool and runs our built CLI against the URL,
// with the credentials in the variables a user would set, so what is tested is the product itself.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CLI = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

/** The tool each client scenario's server offers, the arguments to call it with, and what it answers. */
export const SCENARIO_CALLS = {
  tools_call: { tool: 'add_numbers', args: { a: 5, b: 3 }, expected: 'The sum of 5 and 3 is 8' },
  'sse-retry': { tool: 'test_reconnection', args: {}, expected: 'Reconnection test completed successfully' },
};
/** Every auth scenario's resource server offers this one tool. */
const AUTH_CALL = { tool: 'test-tool', args: {}, expected: 'test' };

const url = process.argv.at(-1);
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';
const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT || '{}');
const call = SCENARIO_CALLS[scenario] ?? (scenario.startsWith('auth/') ? AUTH_CALL : undefined);
if (!url || !call) {
  process.stderr.write(`adapter: no tool call known for scenario "${scenario}" (url ${url})\n`);
  process.exit(2);
}

const workspace = mkdtempSync(path.join(tmpdir(), 'mse-conformance-'));
writeFileSync(
  path.join(workspace, 'conformance.yaml'),
  `${JSON.stringify({
    name: scenario.replace(/[^\w.-]/g, '_'),
    live: true,
    tool_sequence: [{ tool: call.tool, args: call.args }],
    expected_contains: [call.expected],
  })}\n`,
);
const env = { ...process.env };
if (context.client_id) {
  env.MCP_EVAL_OAUTH_CLIENT_ID = context.client_id;
  if (context.client_secret) env.MCP_EVAL_OAUTH_CLIENT_SECRET = context.client_secret;
  if (context.private_key_pem) env.MCP_EVAL_OAUTH_PRIVATE_KEY = context.private_key_pem;
} else if (scenario.startsWith('auth/')) {
  // A CI user of an OAuth server always sets client credentials; the suite gives none for the scenarios
  // written for interactive clients, so these (unknown to its authorization server) stand in.
  env.MCP_EVAL_OAUTH_CLIENT_ID = 'conformance-ci-client';
  env.MCP_EVAL_OAUTH_CLIENT_SECRET = 'conformance-ci-secret';
}
const run = spawnSync(process.execPath, [CLI, 'conformance.yaml', '--remote-url', url, '--judge', 'off'], {
  cwd: workspace,
  env,
  stdio: 'inherit',
});
rmSync(workspace, { recursive: true, force: true });
process.exit(run.status ?? 1);
