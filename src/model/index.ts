/**
 * The model's barrel: the scenario (what a file becomes), the result (what a run returns), the
 * typed reasons, and what the server tools report. Its own files only: model imports no feature.
 */
export * from './scenario.js';
export * from './result.js';
export * from './reasons.js';
export * from './server-tools.js';

/** Starts the error of a scenario (or agent trial) the judge could not be asked about (checks/judge.ts). */
export const JUDGE_NOT_ASKED_PREFIX = 'the judge could not be asked: ';

/** Starts the skip reason of an agent scenario a replay run found no recording for. */
export const NO_RECORDING_REASON = 'no recording to replay';
