/**
 * The stages' entry: which of them load when. Up to the checks before the scenarios they are cheap
 * (the kinds are asked only once the files held a scenario: they came with the files; the probe and
 * lint load through run/later.ts when asked for); the stages that run scenarios load once there is
 * one to run (`runStages`): a run whose globs matched nothing loads none of them.
 */
export { load } from './load.js';
export { select } from './select.js';
export { start } from './start.js';
export { preflight } from './preflight.js';

/** The stages that run scenarios: the kinds' runners, the scheduler and the leases, the judge, coverage. */
export const runStages = () => import('./run.js');
