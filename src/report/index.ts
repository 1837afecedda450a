/**
 * The registry of renderers: every report a run can give, each a pure function of the result
 * model, and the report files each face writes, decided here once for the CLI and the action.
 */
import type { RunResult } from '../model/index.js';
import { planAnnotations } from './annotations.js';
import { coverageLine } from './coverage.js';
import { emptyShardNotice, failureHeadline, lintHeadline, unmatchedGlobWarnings } from './headlines.js';
import { jsonReportChunks, renderJsonReport } from './json.js';
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
  /** The report files. */
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
} as const;

export { emptyShardNotice, failureHeadline, lintHeadline, snapshotHeadline, unmatchedGlobWarnings };

/** A report written to a file: which, where, and the setting that named the file (for messages). */
export interface ReportFile {
  report: 'json' | 'junit';
  path: string;
  /** `--json`, `report-json`: what the user set to get (or move) this file. */
  setting: string;
}

export type Face = 'cli' | 'action';

const SETTINGS: Record<Face, Record<ReportFile['report'], string>> = {
  cli: { json: '--json', junit: '--junit' },
  action: { json: 'report-json', junit: 'report-junit' },
};

/**
 * The report files a run writes: those asked for; and on the action, the JSON report always (its
 * `report-json` output names it, so later steps can read it), at `defaultJson` when not asked.
 */
export function reportFiles(face: Face, asked: { json?: string; junit?: string }, defaultJson?: string): ReportFile[] {
  const json = asked.json ?? (face === 'action' ? defaultJson : undefined);
  const files: ReportFile[] = [];
  if (json) files.push({ report: 'json', path: json, setting: SETTINGS[face].json });
  if (asked.junit) files.push({ report: 'junit', path: asked.junit, setting: SETTINGS[face].junit });
  return files;
}

/** The text of a report file. */
export function renderReportFile(
  file: ReportFile,
  run: RunResult,
  generatorVersion: string,
): string | Iterable<string> {
  // The JSON report in pieces: it holds every output in full, the largest thing a run writes.
  return file.report === 'json' ? jsonReportChunks(run, generatorVersion) : RENDERERS.junit(run);
}

/** Why a report file could not be written, naming the setting, the file and the system's reason. */
export function reportFileProblem(file: ReportFile, error: unknown): string {
  return `could not write ${file.setting} ${file.path}: ${error instanceof Error ? error.message : String(error)}`;
}
