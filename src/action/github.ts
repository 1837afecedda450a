import * as core from '@actions/core';
import type { RunTotals } from '../engine/model.js';
import type { Annotation } from '../report/annotations.js';

/**
 * The one module that writes to GitHub: annotations, the job summary, outputs and the step's
 * failure. Everything it writes was rendered elsewhere by pure functions.
 */

export function writeAnnotations(annotations: Annotation[]): void {
  for (const annotation of annotations) {
    const properties: core.AnnotationProperties = {
      title: annotation.title,
      file: annotation.file,
      startLine: annotation.line,
      startColumn: annotation.column,
    };
    if (annotation.level === 'error') core.error(annotation.message, properties);
    else if (annotation.level === 'warning') core.warning(annotation.message, properties);
    else core.notice(annotation.message, properties);
  }
}

export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info('GITHUB_STEP_SUMMARY is not set: no job summary written');
    return;
  }
  await core.summary.addRaw(markdown, true).write({ overwrite: false });
}

export function writeOutputs(totals: RunTotals, extra: Record<string, string> = {}): void {
  core.setOutput('total', totals.total);
  core.setOutput('passed', totals.passed);
  core.setOutput('failed', totals.failed);
  core.setOutput('skipped', totals.skipped);
  for (const [name, value] of Object.entries(extra)) core.setOutput(name, value);
}

export function fail(message: string): void {
  core.setFailed(message);
}

/** A warning with no file: for what concerns the run, not a line of a scenario file. */
export function warn(message: string): void {
  core.warning(message);
}

export function log(message: string): void {
  core.info(message);
}
