// The registry of report files: one entry per file a run can write, by the NAME of `--report
// NAME=FILE` (the `reports` input). Both faces write whatever this lists; a new format (sarif, say)
// is its renderer's module and one line in REPORT_FILES, nothing else.
import path from 'node:path';
import type { RunResult } from '../model/index.js';
import { ConfigError } from '../config/parse-setting.js';
import { SETTINGS, flagOf, type Face, type SettingKey, type SettingValues } from '../config/settings.js';
import { closest } from '../util/closest.js';
import { readTextUpTo } from '../util/files.js';
import { jsonReportChunks } from './json.js';
import { renderJunit } from './junit.js';
import { renderRunSarif } from './sarif.js';
import { SARIF_SNAPSHOT_READ_LIMIT_BYTES } from './text/limits.js';

/** What a report file may need beside the run's result, read by the face (renderers stay pure). */
export interface ReportContext {
  /** The text of the run's committed tool-list snapshot, when it has one and it could be read. */
  snapshotText?: string;
}

/** A report file: its name, and its text from a run's result. */
export interface ReportFormat {
  /** The NAME of `--report NAME=FILE` and of a `reports` line. */
  name: string;
  /** How the action's log names it: `JSON report: FILE`. */
  title: string;
  /** The file's text, whole or in pieces (written as they come, never held whole). */
  render(run: RunResult, generatorVersion: string, context: ReportContext): string | Iterable<string>;
  /** The setting of its own that asks for it too (`--json`, `report-json`): the same file as `--report NAME=FILE`. */
  setting?: Extract<SettingKey, 'reportJson' | 'reportJunit' | 'reportSarif'>;
  /** It places findings at a tool's line of the committed snapshot file: the face reads that file (ReportContext). */
  readsSnapshot?: true;
  /** The action's output that names the file: the action then writes it on every run (at a default path when not asked). */
  actionOutput?: string;
}

/** Every report file, in the order they are written. */
export const REPORT_FILES: readonly ReportFormat[] = [
  // The JSON report in pieces: it holds every output in full, the largest thing a run writes.
  { name: 'json', title: 'JSON', render: jsonReportChunks, setting: 'reportJson', actionOutput: 'report-json' },
  { name: 'junit', title: 'JUnit', render: (run) => renderJunit(run), setting: 'reportJunit' },
  { name: 'sarif', title: 'SARIF', render: renderRunSarif, setting: 'reportSarif', readsSnapshot: true },
];

/** The names of the report files, for messages and `--help`. */
export const REPORT_FILE_NAMES = REPORT_FILES.map((format) => format.name);

/** A report file asked for: where, and the setting that named it, as the user gave it (for messages). */
export interface AskedReport {
  /** Absolute. */
  path: string;
  /** `--json`, `--report json`, `report-json`, `reports json`. */
  setting: string;
}

/** The report files asked for, by name. */
export type AskedReports = Record<string, AskedReport>;

/** What a face read of the report settings: their values, and the name each was given under. */
export interface ReportSettings {
  values: Pick<SettingValues, 'reportJson' | 'reportJunit' | 'reportSarif' | 'reports'>;
  from: Partial<Record<SettingKey, string>>;
}

/** A setting as a report message names it: the flag typed, or the action's input name. */
function labelOf(key: SettingKey, face: Face, from: string | undefined): string {
  if (face === 'action') return SETTINGS[key].name;
  return from ?? `--${flagOf(SETTINGS[key])}`;
}

/**
 * The report files a face's settings ask for, paths resolved against `base`: each format's own
 * setting (`--json FILE`) and every `NAME=FILE` of `--report`/`reports`. A line that is not
 * NAME=FILE, an unknown NAME (with the closest known one) or a file asked for twice is a usage error.
 */
export function askedReports(face: Face, read: ReportSettings, base: string): AskedReports {
  const asked: AskedReports = {};
  const add = (name: string, file: string, setting: string) => {
    const before = asked[name];
    if (before)
      throw new ConfigError(`the ${name} report is asked for twice: ${before.setting} and ${setting}; give one file`);
    asked[name] = { path: path.resolve(base, file), setting };
  };
  for (const format of REPORT_FILES) {
    if (!format.setting) continue;
    const file = read.values[format.setting];
    if (file) add(format.name, file, labelOf(format.setting, face, read.from[format.setting]));
  }
  const reportsLabel = labelOf('reports', face, read.from.reports);
  for (const line of read.values.reports) {
    const equals = line.indexOf('=');
    const name = equals < 0 ? '' : line.slice(0, equals).trim();
    const file = equals < 0 ? '' : line.slice(equals + 1).trim();
    if (!name || !file)
      throw new ConfigError(
        `${reportsLabel} takes NAME=FILE (NAME one of ${REPORT_FILE_NAMES.join(', ')}), got ${JSON.stringify(line)}`,
      );
    if (!REPORT_FILE_NAMES.includes(name)) {
      const suggestion = closest(name, REPORT_FILE_NAMES);
      throw new ConfigError(
        `${reportsLabel}: unknown report ${JSON.stringify(name)}` +
          (suggestion ? `: did you mean "${suggestion}"?` : '') +
          `; the reports are ${REPORT_FILE_NAMES.join(', ')}`,
      );
    }
    add(name, file, `${reportsLabel} ${name}`);
  }
  return asked;
}

/** A report file to write: its format, where, and the setting that named it (for messages). */
export interface ReportFile extends AskedReport {
  format: ReportFormat;
}

/**
 * The report files a run writes: those asked for; and on the action, each format with an output
 * (the JSON report, whose `report-json` output later steps read) always, at `defaults[name]` when
 * not asked.
 */
export function reportFiles(face: Face, asked: AskedReports, defaults: Record<string, string> = {}): ReportFile[] {
  const files: ReportFile[] = [];
  for (const format of REPORT_FILES) {
    const file = asked[format.name];
    if (file) files.push({ format, ...file });
    else if (face === 'action' && format.actionOutput && defaults[format.name] && format.setting)
      files.push({ format, path: defaults[format.name]!, setting: SETTINGS[format.setting].name });
  }
  return files;
}

/** The text of a report file. */
export function renderReportFile(
  file: ReportFile,
  run: RunResult,
  generatorVersion: string,
  context: ReportContext = {},
): string | Iterable<string> {
  return file.format.render(run, generatorVersion, context);
}

/**
 * What the report files to write need read beside the result: the run's snapshot file (relative
 * to `workspace`), only when a format places findings in it; bounded, and left out when unreadable.
 */
export async function readReportContext(
  files: ReportFile[],
  run: RunResult,
  workspace: string,
): Promise<ReportContext> {
  const snapshot = run.toolsSnapshot;
  if (!snapshot || snapshot.noFile || !files.some((file) => file.format.readsSnapshot)) return {};
  const snapshotText = await readTextUpTo(path.resolve(workspace, snapshot.file), SARIF_SNAPSHOT_READ_LIMIT_BYTES);
  return snapshotText === undefined ? {} : { snapshotText };
}

/** Why a report file could not be written, naming the setting, the file and the system's reason. */
export function reportFileProblem(file: ReportFile, error: unknown): string {
  return `could not write ${file.setting} ${file.path}: ${error instanceof Error ? error.message : String(error)}`;
}
