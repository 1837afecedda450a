// What did not run, said alike by the job summary and the terminal: the judge criteria skipped and
// the scenarios not live. Built once as lines (sections/section.ts); each face places them (the
// summary in its note of why things did not run, the terminal after the failures).
import type { RunResult } from '../../model/index.js';
import { unjudgedCriteria } from '../../run/verdict.js';
import { plural } from '../annotations.js';
import type { Line } from './section.js';

/** `3 judge criteria skipped: REASON`, when the judge was not asked. */
export function unjudgedLine(run: RunResult): Line | undefined {
  const unjudged = unjudgedCriteria(run);
  if (!run.judge.skippedBecause || unjudged.length === 0) return undefined;
  return [
    `${plural(unjudged.length, 'judge criterion', 'judge criteria')} skipped: `,
    { text: run.judge.skippedBecause },
  ];
}

/** `2 scenarios not live: live mode runs only scenarios with live: true`. */
export function notLiveLine(run: RunResult): Line | undefined {
  if (run.notLive === 0) return undefined;
  return [`${plural(run.notLive, 'scenario')} not live: live mode runs only scenarios with `, { code: 'live: true' }];
}
