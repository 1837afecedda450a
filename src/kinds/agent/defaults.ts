/** The defaults of agent scenarios, in a module of their own: the settings read them at start, before any schema loads. */

/** The model of agent scenarios unless `agent-model` or a scenario's `model` says otherwise. */
export const DEFAULT_AGENT_MODEL = 'claude-haiku-4-5';
/** Model replies per trial unless `max_turns` says otherwise. */
export const DEFAULT_AGENT_MAX_TURNS = 10;
/** Trials of an agent scenario unless `trials` says otherwise. */
export const DEFAULT_AGENT_TRIALS = 1;
/** `max_trials` of a scenario with `pass_rate` when it sets none. */
export const DEFAULT_MAX_TRIALS = 40;
/** The most `max_trials` a scenario may set: a bound on what one scenario may spend on the model. */
export const MAX_TRIALS_LIMIT = 1000;
/** The agent baseline a run checks when none is named: beside the scenarios, checked when it exists. */
export const DEFAULT_BASELINE_NAME = 'agent-baseline.json';
