import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite } from '../../src/run/index.js';
import { ROOT } from '../helpers/runner.js';
import { optionsFor, SERVERS, writeSuite } from './helpers.js';

/** The official server-everything's factory module, as installed (a devDependency). */
const EVERYTHING = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/server/index.js');
const WITH_CLEANUP = path.join(SERVERS, 'with-cleanup.mjs');

const cleanupCalls = () => (globalThis as { __withCleanupCalls?: number }).__withCleanupCalls ?? 0;

describe('server-module: createServer() returning { server, cleanup }', () => {
  it("runs the official server-everything's own createServer()", async () => {
    const workspace = await writeSuite({
      'everything.yaml': `name: everything_echo
tool_sequence:
  - tool: echo
    args: { message: "hello from a scenario" }
  - tool: get-sum
    args: { a: 2, b: 3 }
expected_contains:
  - "Echo: hello from a scenario"
  - "5"
`,
    });
    const run = await runSuite(optionsFor(workspace, { kind: 'module', modulePath: EVERYTHING }));
    expect(run.serverError).toBeUndefined();
    expect(run.scenarios.map((s) => [s.name, s.status, s.error])).toEqual([['everything_echo', 'passed', undefined]]);
  });

  it('calls cleanup once per session, at its end, also in isolation: suite', async () => {
    const scenario = (name: string) => `name: ${name}
tool_sequence:
  - tool: hello
expected_contains: ["hello from a server with cleanup"]
`;
    const workspace = await writeSuite({
      'a.yaml': [scenario('one'), scenario('two'), scenario('three')].join('---\n'),
    });
    const before = cleanupCalls();
    const run = await runSuite(optionsFor(workspace, { kind: 'module', modulePath: WITH_CLEANUP }));
    expect(run.scenarios.map((s) => s.status)).toEqual(['passed', 'passed', 'passed']);
    expect(cleanupCalls() - before).toBe(3);

    const beforeSuite = cleanupCalls();
    const shared = await runSuite(
      optionsFor(workspace, { kind: 'module', modulePath: WITH_CLEANUP }, { isolation: 'suite' }),
    );
    expect(shared.scenarios.map((s) => s.status)).toEqual(['passed', 'passed', 'passed']);
    expect(cleanupCalls() - beforeSuite).toBe(1);
  });

  it('says, naming the path once, when the module exports no createServer()', async () => {
    const workspace = await writeSuite({
      'a.yaml': 'name: no_factory\ntool_sequence:\n  - tool: hello\nexpected_contains: ["x"]\n',
    });
    await writeFile(path.join(workspace, 'nofactory.mjs'), 'export const server = 1;\n');
    const run = await runSuite(optionsFor(workspace, { kind: 'module', modulePath: 'nofactory.mjs' }));
    expect(run.serverError?.message).toBe(
      'server-module nofactory.mjs exports no function createServer() (named, or on the default export); it must export one returning an MCP SDK server',
    );
  });

  it('says what shapes it accepts when createServer() returns neither', async () => {
    const workspace = await writeSuite({
      'a.yaml': 'name: wrong_shape\ntool_sequence:\n  - tool: hello\nexpected_contains: ["x"]\n',
    });
    await writeFile(path.join(workspace, 'wrong.mjs'), 'export function createServer() { return { cleanup() {} }; }\n');
    const run = await runSuite(optionsFor(workspace, { kind: 'module', modulePath: 'wrong.mjs' }));
    expect(run.scenarios[0]!.error).toBe(
      'server-module wrong.mjs did not start: createServer() returned no MCP server: expected an McpServer or Server (with a connect method), or { server, cleanup }',
    );
  });
});
