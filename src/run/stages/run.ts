/**
 * The stages that run the scenarios, as one module: loaded once there is a scenario to run, while
 * the server boots (stages/index.ts `runStages`). Their order is run/index.ts's.
 */
export { plan } from './plan.js';
export { schedule } from './schedule.js';
export { merge } from './merge.js';
export { keep, server, usage } from './usage.js';
export { coverage } from './coverage.js';
