import type { RunResult } from '../engine/model.js';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  message: string;
  title: string;
  file: string;
  line: number;
  column?: number;
}

/** One annotation per failed check and per file error, at the line of that check in its file. */
export function renderAnnotations(run: RunResult): Annotation[] {
  const annotations: Annotation[] = [];
  for (const error of run.fileErrors) {
    annotations.push({
      level: 'error',
      title: 'Invalid scenario file',
      message: error.message,
      file: error.position.file,
      line: error.position.line,
      column: error.position.column,
    });
  }
  for (const scenario of run.scenarios) {
    const failedChecks = scenario.checks.filter((check) => check.status === 'failed');
    for (const check of failedChecks) {
      annotations.push({
        level: 'error',
        title: scenario.name,
        message: check.message ?? `${check.kind} failed`,
        file: check.position.file,
        line: check.position.line,
      });
    }
    // Skipped criteria are never passes: say so where each one stands.
    for (const check of scenario.checks.filter((c) => c.kind === 'judge' && c.status === 'skipped')) {
      annotations.push({
        level: 'notice',
        title: `${scenario.name}: criterion not judged`,
        message: check.message ?? 'not judged',
        file: check.position.file,
        line: check.position.line,
      });
    }
    if (scenario.status === 'errored' && failedChecks.length === 0) {
      annotations.push({
        level: 'error',
        title: scenario.name,
        message: scenario.error ?? 'the scenario could not run',
        file: scenario.position.file,
        line: scenario.position.line,
      });
    }
  }
  return annotations;
}
