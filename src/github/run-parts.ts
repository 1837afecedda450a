/**
 * What the action needs once its settings are read and valid: the engine and the renderers. One
 * module, imported by run() with `import()`, so that a run that stops at its settings (no server
 * input, a bad value: exit 1 with one error) never loads, parses or evaluates them (one chunk of the
 * bundle, not one per import).
 */
export { runSuite } from '../run/index.js';
export { eraseSecretsFromEnvironment, secretVariables } from '../secrets/environ.js';
export { planAnnotations } from '../report/annotations.js';
export { coverageLine } from '../report/coverage.js';
export { lintLogText } from '../report/lint.js';
export { renderJsonReport } from '../report/json.js';
export { snapshotFailed } from '../server-tools/snapshot/check.js';
export { renderJunit } from '../report/junit.js';
export { renderSnapshotMarkdown, renderSnapshotTerminal, snapshotHeadline } from '../report/snapshot.js';
export { renderSummary } from '../report/summary.js';
export { renderRunReport, renderScenarioLine } from '../report/terminal.js';
export {
  failureHeadline,
  lintHeadline,
  renderReportFile,
  reportFileProblem,
  reportFiles,
  unmatchedGlobWarnings,
} from '../report/index.js';
