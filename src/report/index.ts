/**
 * The registry of renderers: every report a run can give, each a pure function of the result
 * model. The report files each face writes are in files.ts' registry.
 */
import { planAnnotations } from './annotations.js';
import { coverageLine } from './coverage.js';
import {
  annotationsHeadline,
  emptyShardNotice,
  failureHeadline,
  lintHeadline,
  unmatchedGlobWarnings,
} from './headlines.js';
import { annotationsLogText } from './sections/annotations.js';
import { renderJsonReport } from './json.js';
import { renderJunit } from './junit.js';
import { lintLogText } from './lint.js';
import {
  renderSnapshotMarkdown,
  renderSnapshotTerminal,
  snapshotHeadline,
  snapshotSummarySection,
} from './snapshot.js';
import { renderJobSummary, renderSummary } from './summary.js';
import { renderRunReport, renderRunReportPieces, renderScenarioLine } from './terminal.js';

/** Every renderer of a run's result, by the report it makes: the faces take them from here. */
export const RENDERERS = {
  /** The scenarios' part of the job summary (Markdown, shortened under GitHub's limit). */
  summary: renderSummary,
  /** The whole job summary: the scenarios' part and the sections after it, fitted together under the limit. */
  jobSummary: renderJobSummary,
  /** The annotations on the scenario files' lines, the most useful first. */
  annotations: planAnnotations,
  /** The terminal's report of a run, and its one line per finished scenario. */
  terminal: renderRunReport,
  /** The same report in pieces (a failure at a time), for a log written as it is rendered. */
  terminalPieces: renderRunReportPieces,
  scenarioLine: renderScenarioLine,
  /** The report files' renderers (the files themselves are in files.ts' registry). */
  json: renderJsonReport,
  junit: renderJunit,
  /** The tool-list snapshot check's section, for the summary and the terminal. */
  snapshotMarkdown: renderSnapshotMarkdown,
  /** The same section in its renderings from the fullest to the leanest, for the job summary's fit. */
  snapshotSection: snapshotSummarySection,
  snapshotTerminal: renderSnapshotTerminal,
  /** The coverage line and the lint's log. */
  coverage: coverageLine,
  lintLog: lintLogText,
  /** The annotations check's log (`annotations: warn|error`): its section as plain text. */
  annotationsLog: annotationsLogText,
} as const;

export {
  annotationsHeadline,
  emptyShardNotice,
  failureHeadline,
  lintHeadline,
  snapshotHeadline,
  unmatchedGlobWarnings,
};
