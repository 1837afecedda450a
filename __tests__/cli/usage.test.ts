import { describe, expect, it } from 'vitest';
import { main, type Console } from '../../src/cli/main.js';

/** Runs the CLI's main in this process, capturing what it writes. */
async function runMain(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Console = { out: (text) => void (out += text), err: (text) => void (err += text), isTTY: false };
  const code = await main(argv, {}, io);
  return { code, out, err };
}

describe('a usage error prints the one line that matters and where the usage is, not the whole usage', () => {
  it.each([
    [
      ['--sever-command', 'x'],
      'mcp-scenario-eval: unknown option --sever-command (did you mean --server-command?)',
      'mcp-scenario-eval --help',
    ],
    [['--json'], 'mcp-scenario-eval: --json needs a value (--json VALUE)', 'mcp-scenario-eval --help'],
    [['--replay=yes'], 'mcp-scenario-eval: --replay takes no value (it is a switch)', 'mcp-scenario-eval --help'],
    [
      ['--server-command', 'x', '--judge', 'maybe'],
      'mcp-scenario-eval: --judge must be one of auto, required, off, got "maybe"',
      'mcp-scenario-eval --help',
    ],
    [['ping'], 'mcp-scenario-eval ping: no server to test', 'mcp-scenario-eval ping --help'],
    [
      ['tools', 'stray'],
      'mcp-scenario-eval tools: unexpected argument "stray": tools takes only flags',
      'mcp-scenario-eval tools --help',
    ],
    [['init', '--server-command', 'x'], 'mcp-scenario-eval init: ', 'mcp-scenario-eval init --help'],
    [['record', '--bogus'], 'mcp-scenario-eval record: unknown option --bogus', 'mcp-scenario-eval record --help'],
  ])('%j', async (argv, first, help) => {
    const run = await runMain(argv);
    expect(run.code).toBe(2);
    expect(run.out).toBe('');
    const lines = run.err.split('\n');
    expect(lines[0]).toContain(first);
    expect(lines.slice(1)).toEqual([`Run ${help} for usage.`, '']);
    expect(run.err).not.toContain('Usage:');
    // Node's own parseArgs advice about positionals after '--' answers a question nobody asked.
    expect(run.err).not.toContain('positional argument');
  });
});

// Every command that talks to a server takes --protocol (issue 43 §19): its --help must say so.
describe('--help of each command that talks to a server lists --protocol', () => {
  it.each(['ping', 'tools', 'lint', 'fuzz', 'init', 'record'])('%s --help', async (command) => {
    const run = await runMain([command, '--help']);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^ {2}--protocol MODE +auto \(default: server\/discover, else the 2025$/m);
  });
});
