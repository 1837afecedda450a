#!/usr/bin/env node
// The client the official MCP conformance suite runs (`conformance client --command …`): it is given
// the test server's URL as its last argument, the scenario's name in MCP_CONFORMANCE_SCENARIO, the
// wire version the scenario runs at in MCP_CONFORMANCE_PROTOCOL_VERSION (2025-11-25 or 2026-07-28)
// and, for some scenarios, data in MCP_CONFORMANCE_CONTEXT (JSON: client credentials, tool calls).
// It writes a one-scenario `live: true` file that makes the scenario's tool calls and runs our built
// CLI against the URL, with the credentials in the variables a user would set, so what is tested is
// the product itself.
//
// MCP_EVAL_CONFORMANCE_PROTOCOL picks the CLI's `--protocol`: unset, none is passed (the CLI's own
// default, `auto`); `wire`, the one the suite's wire version names (2025-11-25 → legacy,
// 2026-07-28 → modern); anything else (auto, legacy, modern, both) is passed as it is.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'dist/cli/index.js');

/**
 * Whether the scenario file format has a key yet (scenario.schema.json is generated from the
 * sources): the `elicitation:`/`sampling:` keys of a step and `roots:` of a scenario come with the
 * MCP SDK v2 migration. Until then they are left out, so the file stays valid and the scenario fails
 * for the real reason (the client does not answer) rather than on an unknown key.
 */
function schemaHas(where, key) {
  try {
    const schema = JSON.parse(readFileSync(path.join(ROOT, 'scenario.schema.json'), 'utf8'));
    const properties = where === 'step' ? schema.properties?.tool_sequence?.items?.properties : schema.properties;
    return Boolean(properties && key in properties);
  } catch {
    return false;
  }
}

/** Accepts the MRTR scenario's form ({ confirmed: boolean }). */
const CONFIRM = { action: 'accept', content: { confirmed: true } };

/**
 * The calls each client scenario needs: tool, args, optional expected text and the answers a script
 * gives to what the server asks during that call (elicitation, sampling). `context` is the suite's.
 */
export const SCENARIO_STEPS = {
  // A string names a CLI subcommand run instead of a scenario file.
  // Its server offers no tool: the CLI's `ping` subcommand (connect, list the tools) is what runs.
  initialize: 'ping',
  tools_call: () => [{ tool: 'add_numbers', args: { a: 5, b: 3 }, expected: 'The sum of 5 and 3 is 8' }],
  'sse-retry': () => [{ tool: 'test_reconnection', args: {}, expected: 'Reconnection test completed successfully' }],
  // Its server asks for a form whose fields all have defaults; accepting with no content leaves the
  // client to fill them in (SEP-1034: the step's answer gets the schema's defaults, and the client
  // declares elicitation.form.applyDefaults).
  'elicitation-sep1034-client-defaults': () => [
    {
      tool: 'test_client_elicitation_defaults',
      args: {},
      elicitation: { action: 'accept', content: {} },
      expected: 'Elicitation completed',
    },
  ],
  // 2026-07-28: any request, checked for _meta and MCP-Protocol-Version; the first one is refused
  // with UnsupportedProtocolVersion and the client must retry with a supported version.
  // Its tools/call answers with no content, hence the check on what must not appear.
  // Its server lists no tool, so the CLI's `ping` (server/discover, then tools/list) makes the requests.
  'request-metadata': 'ping',
  // SEP-2322 (multi round-trip requests): the first two answer with InputRequiredResult asking for
  // an elicitation; the client answers it and retries, echoing requestState.
  'sep-2322-client-request-state': () => [
    { tool: 'test_mrtr_echo_state', args: {}, elicitation: CONFIRM, expected: 'echo-state-ok' },
    { tool: 'test_mrtr_no_state', args: {}, elicitation: CONFIRM, expected: 'no-state-ok' },
    { tool: 'test_mrtr_unrelated', args: {}, expected: 'unrelated-ok' },
    { tool: 'test_mrtr_no_result_type', args: {}, expected: 'no-result-type-test-ok' },
  ],
  // SEP-2243: Mcp-Method / Mcp-Name headers on every POST.
  'http-standard-headers': () => [
    { tool: 'test_headers', args: {}, expected: 'Headers test completed' },
    { tool: 'my-hyphenated-tool', args: {}, expected: 'Headers test completed' },
  ],
  // SEP-2243: x-mcp-header parameters mirrored into Mcp-Param-* headers; the suite gives the calls.
  'http-custom-headers': (context) =>
    (context.toolCalls ?? []).map((call) => ({
      tool: call.name,
      // A null argument is one the input schema refuses (`verbose` is a boolean): our pre-check would
      // refuse the call, so it is left out, as a scenario author would write it; the header check is
      // the same (a null or absent value sends no Mcp-Param header).
      args: Object.fromEntries(Object.entries(call.arguments ?? {}).filter(([, value]) => value !== null)),
      expected: 'Custom headers test completed',
    })),
  // SEP-2243: a tool with a malformed x-mcp-header must be left out by the client, the others kept.
  // The SDK leaves it out of tools/list, so a scenario naming it is refused before any call (the
  // pre-check's "no such tool"); the valid one is called.
  'http-invalid-tool-headers': () => [
    { tool: 'valid_tool', args: { region: 'us-west1' }, not_expected: 'Unknown tool' },
  ],
  // SEP-2106: the client lists the tools and must not fetch the network $ref in their schema. Its
  // server implements only tools/list (a call is a protocol error), so the `tools` subcommand runs.
  'json-schema-ref-no-deref': 'tools',
};
/** Every auth scenario's resource server offers this one tool. */
const AUTH_STEPS = () => [{ tool: 'test-tool', args: {}, expected: 'test' }];

const url = process.argv.at(-1);
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';
const wire = process.env.MCP_CONFORMANCE_PROTOCOL_VERSION ?? '';
const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT || '{}');
const stepsFor = SCENARIO_STEPS[scenario] ?? (scenario.startsWith('auth/') ? AUTH_STEPS : undefined);
if (!url || !stepsFor) {
  process.stderr.write(`adapter: no tool calls known for scenario "${scenario}" (url ${url})\n`);
  process.exit(2);
}

const subcommand = typeof stepsFor === 'string' ? stepsFor : undefined;
const answers = { elicitation: schemaHas('step', 'elicitation'), sampling: schemaHas('step', 'sampling') };
const tool_sequence = (subcommand ? [] : stepsFor(context)).map((step) => ({
  tool: step.tool,
  args: step.args,
  ...(step.expect_error ? { expect_error: true } : {}),
  ...(step.expected ? { expected_contains: [step.expected] } : {}),
  ...(step.not_expected ? { expected_not_contains: [step.not_expected] } : {}),
  ...(step.elicitation && answers.elicitation ? { elicitation: step.elicitation } : {}),
  ...(step.sampling && answers.sampling ? { sampling: step.sampling } : {}),
}));

const workspace = mkdtempSync(path.join(tmpdir(), 'mse-conformance-'));
writeFileSync(
  path.join(workspace, 'conformance.yaml'),
  `${JSON.stringify({ name: scenario.replace(/[^\w.-]/g, '_'), live: true, tool_sequence })}\n`,
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

const choice = process.env.MCP_EVAL_CONFORMANCE_PROTOCOL;
const WIRE_PROTOCOL = { '2025-11-25': 'legacy', '2026-07-28': 'modern' };
const protocol = choice === 'wire' ? WIRE_PROTOCOL[wire] : choice;
const run = spawnSync(
  process.execPath,
  [
    CLI,
    ...(subcommand ? [subcommand, '--remote-url', url] : ['conformance.yaml', '--remote-url', url, '--judge', 'off']),
    ...(protocol ? ['--protocol', protocol] : []),
  ],
  { cwd: workspace, env, stdio: 'inherit' },
);
rmSync(workspace, { recursive: true, force: true });
process.exit(run.status ?? 1);
