/**
 * The modules the stages load only when a run asks for what they do, each said once here with why:
 * a run without lint, a single era or an out-of-process server never loads those. The stages
 * themselves are loaded by their entry (stages/index.ts); nothing else in run/ writes an `import()`.
 */

/** Once the files held a scenario: the kinds (they came with the scenario files, so this costs nothing more). */
export const kindsModule = () => import('../kinds/index.js');

/** Once there is something to do against the server: the probe of its era, and the MCP SDK. */
export const probeModule = () => import('../mcp/probe.js');

/** `lint: warn|error` only: the rules and the suppressions file. */
export const lintModule = () => import('../server-tools/lint/index.js');

/** `annotations: warn|error` only: the check, its fresh stub servers, the probes and suppressions files. */
export const annotationsModule = () => import('../server-tools/annotations/index.js');

/** `lint` only: the prompts, resources and templates the server lists. */
export const surfaceModule = () => import('../mcp/surface.js');

/** `protocol: both` with several eras served: their merge and the one-era notice. */
export const erasModule = () => import('./eras.js');

/** A `module` server (in process) only: the guard that keeps it from ending this process. */
export const guardModule = () => import('../mcp/in-process-guard.js');
