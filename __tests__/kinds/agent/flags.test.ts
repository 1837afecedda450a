import { describe, expect, it } from 'vitest';
import { toRunOptions } from '../../../src/config/resolve.js';
import { parseCommandLine } from '../../../src/cli/main.js';

const parse = (argv: string[]) => {
  const parsed = parseCommandLine(['--server-command', 'node s.mjs', ...argv], { ANTHROPIC_API_KEY: 'k' }, '/w');
  if (typeof parsed === 'string') throw new Error(parsed);
  return toRunOptions(parsed);
};

describe('agent flags', () => {
  it('default to auto, the default model and no budget', () => {
    expect(parse([]).agent).toEqual({ mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'k', timeoutMs: 120_000 });
  });

  it('--agent, --agent-model and --agent-token-budget reach the engine', () => {
    expect(parse(['--agent', 'required', '--agent-model', 'claude-x', '--agent-token-budget', '5000']).agent).toEqual({
      mode: 'required',
      model: 'claude-x',
      apiKey: 'k',
      tokenBudget: 5000,
      timeoutMs: 120_000,
    });
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
