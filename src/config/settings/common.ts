// The values the settings table's rows share: defaults other modules read by name, and the lists
// of commands a row is a flag of.
import type { Command } from './types.js';

export const DEFAULT_SCENARIO_GLOBS = ['scenarios/**/*.yaml', 'scenarios/**/*.yml'];
export const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Per call: a fuzz input that takes this long is a hang (a run's 30 s would make each hang costly). */
export const DEFAULT_FUZZ_TIMEOUT_MS = 5_000;
export const DEFAULT_JUDGE_MODEL = 'claude-haiku-4-5';
export const DEFAULT_JUDGE_CONCURRENCY = 4;
/** The most `judge-cost-budget` and `agent-cost-budget` take, in USD: a bound that catches a typo of units (cents). */
export const MAX_COST_BUDGET_USD = 100_000;

export const MODES = ['auto', 'required', 'off'] as const;
/** Every command that talks to a server. */
export const SERVER_COMMANDS = [
  'run',
  'ping',
  'tools',
  'init',
  'record',
  'record-agent',
  'record-baseline',
  'lint',
  'fuzz',
  'compare-variants',
  'annotations',
] as const satisfies readonly Command[];
/** The commands that run scenarios as a run does; compare-variants takes every flag of a run. */
export const RUNS = ['run', 'compare-variants'] as const satisfies readonly Command[];
export const AGENT_RUNS = [
  'run',
  'record-agent',
  'record-baseline',
  'compare-variants',
] as const satisfies readonly Command[];
