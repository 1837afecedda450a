/**
 * The model's barrel: the scenario (what a file becomes), the result (what a run returns), the
 * typed reasons, and what the server tools report. Its own files only: model imports no feature.
 */
export * from './scenario.js';
export * from './result.js';
export * from './reasons.js';
export * from './server-tools.js';
