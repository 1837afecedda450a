import { describe, expect, it } from 'vitest';
import { toRunOptions } from '../../../src/config/resolve.js';
import { parseCommandLine } from '../../../src/cli/main.js';

const parse = (argv: string[]) => {
  const parsed = parseCommandLine(['--server-command', 'node s.mjs', ...argv], { ANTHROPIC_API_KEY: 'k' }, '/w');
  if (typeof parsed === 'string') throw new Error(parsed);
  return toRunOptions(parsed);
};

const DEFAULT_BASELINE = {
  file: '/w/scenarios/agent-baseline.json',
  label: 'scenarios/agent-baseline.json',
  required: false,
  inconclusive: 'fail',
};

describe('agent flags', () => {
  it('default to auto, the default model and no budget', () => {
    expect(parse([]).agent).toEqual({
      mode: 'auto',
      model: 'claude-haiku-4-5',
      apiKey: 'k',
      timeoutMs: 120_000,
      baseline: DEFAULT_BASELINE,
      serverFlags: "--server-command 'node s.mjs'",
    });
  });

  it('--agent, --agent-model and --agent-token-budget reach the engine', () => {
    expect(parse(['--agent', 'required', '--agent-model', 'claude-x', '--agent-token-budget', '5000']).agent).toEqual({
      mode: 'required',
      model: 'claude-x',
      apiKey: 'k',
      tokenBudget: 5000,
      timeoutMs: 120_000,
      baseline: DEFAULT_BASELINE,
      serverFlags: "--server-command 'node s.mjs'",
    });
  });

  it('the agent baseline: agent-baseline.json beside the scenarios, checked when it exists; --baseline, --baseline-save, --baseline-inconclusive', () => {
    expect(parse(['--baseline', 'ci/rates.json', '--baseline-inconclusive', 'warn']).agent!.baseline).toEqual({
      file: '/w/ci/rates.json',
      label: 'ci/rates.json',
      required: true,
      inconclusive: 'warn',
    });
    expect(parse(['--baseline-save', 'rates.json']).agent!.baseline).toEqual({
      file: '/w/rates.json',
      label: 'rates.json',
      required: false,
      inconclusive: 'fail',
      record: true,
    });
    expect(parse(['tests/agent/*.yaml']).agent!.baseline!.label).toBe('tests/agent/agent-baseline.json');
    expect(() => parse(['--baseline-inconclusive', 'maybe'])).toThrow(
      '--baseline-inconclusive must be one of fail, warn, got "maybe"',
    );
  });

  it('a bad value names the flag and the value', () => {
    expect(() => parse(['--agent', 'sometimes'])).toThrow(
      '--agent must be one of auto, required, off, got "sometimes"',
    );
    expect(() => parse(['--agent-token-budget', '1.5'])).toThrow(
      '--agent-token-budget must be a whole number of tokens (0 for no limit), got "1.5"',
    );
  });
});
