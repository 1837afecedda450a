/**
 * What the action needs once its settings are read and valid: runSuite and the renderers. One
 * module, imported by run() with `import()`, so that a run that stops at its settings (no server
 * input, a bad value: exit 1 with one error) never loads, parses or evaluates them (one chunk of the
 * bundle, not one per import).
 */
export { runSuite } from '../run/index.js';
export { eraseSecretsFromEnvironment, secretVariables } from '../secrets/environ.js';
export { snapshotFailed } from '../model/index.js';
export {
  RENDERERS,
  annotationsHeadline,
  emptyShardNotice,
  failureHeadline,
  lintHeadline,
  snapshotHeadline,
  unmatchedGlobWarnings,
} from '../report/index.js';
export { askedReports, readReportContext, renderReportFile, reportFileProblem, reportFiles } from '../report/files.js';
