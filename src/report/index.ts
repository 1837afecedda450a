/**
 * The registry of renderers: every report a run can give, each a pure function of the result
 * model, and the report files each face writes, decided here once for the CLI and the action.
 */
import type { RunResult } from '../model/index.js';
import { planAnnotations } from './annotations.js';
import { failureHeadline, lintHeadline, SERVER_NOT_STARTED, unmatchedGlobWarnings } from './headlines.js';
import { renderJsonReport } from './json.js';
import { renderJunit } from './junit.js';
import { renderSnapshotMarkdown, renderSnapshotTerminal, snapshotHeadline } from './snapshot.js';
import { renderSummary } from './summary.js';
import { renderRunReport, renderScenarioLine } from './terminal.js';

/** Every renderer of a run's result, by the report it makes. */
export const RENDERERS = {
  summary: renderSummary,
  annotations: planAnnotations,
  terminal: renderRunReport,
  scenarioLine: renderScenarioLine,
  json: renderJsonReport,
  junit: renderJunit,
  snapshotMarkdown: renderSnapshotMarkdown,
  snapshotTerminal: renderSnapshotTerminal,
} as const;

export { failureHeadline, lintHeadline, SERVER_NOT_STARTED, snapshotHeadline, unmatchedGlobWarnings };

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
export function renderReportFile(file: ReportFile, run: RunResult, generatorVersion: string): string {
  return file.report === 'json' ? renderJsonReport(run, generatorVersion) : renderJunit(run);
}

/** Why a report file could not be written, naming the setting, the file and the system's reason. */
export function reportFileProblem(file: ReportFile, error: unknown): string {
  return `could not write ${file.setting} ${file.path}: ${error instanceof Error ? error.message : String(error)}`;
}
