import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runCli, ROOT } from '../helpers/runner.js';

const ECNL = ['--server-module', 'examples/ecnl/server.mjs'];

describe('the CLI bundle: exit codes as SPEC says', () => {
  it('0 when everything passed', async () => {
    const run = await runCli(['scenarios/ecnl/find_events_basic.yaml', ...ECNL]);
    expect(run.stdout).toContain('PASS  find_events_basic');
    expect(run.code).toBe(0);
  });

  it('1 when a scenario failed, with the failure in full', async () => {
    const run = await runCli(['__tests__/fixtures/suites/failing/wrong_contains.yaml', ...ECNL]);
    expect(run.stdout).toContain('found it in another case: "North Atlantic"');
    expect(run.code).toBe(1);
  });

  it('2 for an unknown option, with where the usage is', async () => {
    const run = await runCli(['--sever-command', 'x']);
    expect(run.stderr).toContain('unknown option --sever-command');
    expect(run.stderr).toContain('Run mcp-scenario-eval --help for usage.');
    expect(run.code).toBe(2);
  });

  it('2 for a flag value that cannot be used, naming the flag and the value', async () => {
    const run = await runCli(['scenarios/ecnl', ...ECNL, '--concurrency', '0']);
    expect(run.stderr).toContain('--concurrency must be a positive whole number, got "0"');
    expect(run.code).toBe(2);
  });

  it('2 for invalid scenario files, naming file, line and column', async () => {
    const run = await runCli(['__tests__/fixtures/invalid/args-list.yaml', ...ECNL]);
    expect(run.stdout).toContain('__tests__/fixtures/invalid/args-list.yaml:4:11');
    expect(run.code).toBe(2);
  });

  it('2 when no glob matched a file, naming the globs', async () => {
    const run = await runCli(['nowhere/**/*.yaml', ...ECNL]);
    expect(run.stdout).toContain('No scenario file matched: nowhere/**/*.yaml');
    expect(run.code).toBe(2);
  });

  it('1, not 2, when files matched but the filter selected nothing', async () => {
    const run = await runCli(['scenarios/ecnl', ...ECNL, '--filter', 'no_such_scenario']);
    expect(run.stdout).toContain('No scenario was selected to run');
    // Nothing ran: a line of zero totals would only repeat that.
    expect(run.stdout).not.toMatch(/\b0 scenarios:/);
    expect(run.code).toBe(1);
  });
});

describe('the CLI bundle: --version and --help', () => {
  const version = (JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { version: string }).version;

  it.each(['--version', '-v'])('%s prints the package version and exits 0', async (flag) => {
    const run = await runCli([flag]);
    expect(run.stdout).toBe(`${version}\n`);
    expect(run.code).toBe(0);
  });

  it('--help says there is no --bearer-token flag, why, and which variable to set', async () => {
    const run = await runCli(['--help']);
    expect(run.stdout).toContain('there is no --bearer-token flag');
    expect(run.stdout).toContain('shell history');
    expect(run.stdout).toContain('set MCP_EVAL_BEARER_TOKEN');
    expect(run.code).toBe(0);
  });

  it('--bearer-token is not a flag (a usage error, exit 2)', async () => {
    const run = await runCli(['--bearer-token', 'x']);
    expect(run.stderr).toContain('unknown option --bearer-token');
    expect(run.code).toBe(2);
  });
});
