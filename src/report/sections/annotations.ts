// The run's annotations check (`annotations: warn|error`) said alike in the job summary and the log,
// built once as data (section.ts): a headline, why the check did not finish, each finding with its
// input, its changes (server output: untrusted text, escaped by each renderer) and the command that
// reproduces it, the suggestions, the tools not judged, the lines left out of the comparison, the
// suppressed findings and the stale suppressions.
import type { AnnotationFinding, StateChange } from '../../model/annotations.js';
import { changeParts, CLAIM_OF_KIND } from '../hint-claims.js';
import { HINT_OF_KIND } from '../../model/annotations.js';
import type { RunAnnotations } from '../../model/index.js';
import { runAnnotationsFailed } from '../../run/verdict.js';
import { clipLine, CELL_LIMIT_CHARS, MESSAGE_LIMIT_CHARS } from '../text/limits.js';
import { lineMarkdown, sectionMarkdown } from './markdown.js';
import type { Block, Line } from './section.js';
import { lineText, sectionText } from './text.js';

/** Findings shown with their changes in the summary and the log; the rest are counted (all are in the JSON report). */
export const SUMMARY_ANNOTATIONS_FINDINGS = 50;
/** Changes shown per finding; the rest are counted. */
export const SUMMARY_ANNOTATIONS_CHANGES = 5;
/** Suggestions, skipped tools, ignored lines and suppressions shown, each; the rest are counted. */
export const SUMMARY_ANNOTATIONS_NOTES = 30;

export interface AnnotationsSectionData {
  /** The section's state: a failing check, findings shown only (`warn`) or not finished, or all true. */
  icon: '❌' | '⚠️' | '✅';
  title: Line;
  blocks: Block[];
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const json = (value: unknown) => JSON.stringify(value) ?? 'null';
const findingsOf = (run: RunAnnotations) => run.tools.flatMap((tool) => tool.findings);

/** The section as data. */
export function annotationsSection(run: RunAnnotations): AnnotationsSectionData {
  const findings = findingsOf(run);
  const checked = run.tools.filter((tool) => tool.status === 'checked').length;
  const failing = runAnnotationsFailed(run);
  const icon = failing ? '❌' : findings.length > 0 || run.error !== undefined ? '⚠️' : '✅';
  const title: Line =
    run.error !== undefined && run.tools.length === 0
      ? [`Annotations: the check could not be done (annotations: ${run.mode})`]
      : [
          `Annotations: ${plural(findings.length, 'finding')} on ${plural(checked, 'tool')} checked of ${run.tools.length} (annotations: ${run.mode})`,
        ];
  const blocks: Block[] = [];
  const about: Line[] = [];
  if (run.error !== undefined) about.push([{ strong: ['Not finished:'] }, ' ', { text: clip(run.error) }]);
  if (run.mode === 'warn' && (findings.length > 0 || run.error !== undefined))
    about.push(['`annotations: warn`: the findings do not fail the step.']);
  if (run.tools.length > 0)
    about.push([
      `Each tool was called on fresh stub servers with the scenarios' inputs and ${run.runs} generated ones (seed ${run.seed}); the state compared: `,
      stateWords(run),
      `. ${run.notJudged.join(', ')} is not judged: no state of the server shows whether a tool reaches the outside world.`,
    ]);
  if (about.length > 0) blocks.push({ kind: 'paragraphs', lines: about });
  for (const finding of findings.slice(0, SUMMARY_ANNOTATIONS_FINDINGS)) blocks.push(findingBlock(finding));
  if (findings.length > SUMMARY_ANNOTATIONS_FINDINGS)
    blocks.push({
      kind: 'paragraphs',
      lines: [[`${findings.length - SUMMARY_ANNOTATIONS_FINDINGS} more finding(s) are in the JSON report.`]],
    });
  const notes: Line[] = [
    ...run.tools
      .filter((tool) => tool.suggestion)
      .map((tool): Line => [
        { code: tool.tool },
        `: changed no state on ${plural(tool.suggestion!.inputs, 'input')} and claims nothing: it could be annotated `,
        { code: 'readOnlyHint: true' },
      ]),
    ...run.tools
      .filter((tool) => tool.failure)
      .map((tool): Line => [
        { code: tool.tool },
        ': not finished on input ',
        { code: clipLine(json(tool.failure!.args), CELL_LIMIT_CHARS) },
        ': ',
        { text: clip(tool.failure!.message) },
      ]),
    ...run.tools
      .filter((tool) => tool.status === 'skipped')
      .map((tool): Line => [{ code: tool.tool }, ': ', { text: clip(tool.skipReason ?? tool.skipCode ?? 'skipped') }]),
    ...run.tools.flatMap((tool) =>
      (tool.suppressed ?? []).map((entry): Line => [
        { code: tool.tool },
        `: suppressed ${entry.kind} (`,
        { code: entry.where },
        '): ',
        { text: clip(entry.reason) },
      ]),
    ),
    ...(run.unusedSuppressions ?? []).map((entry): Line => [
      { code: entry.where },
      `: the suppression of ${entry.kind} for `,
      { code: entry.tool },
      ' matched no finding; remove it',
    ]),
    ...run.ignored.map((line): Line => [
      'left out of the comparison: ',
      { code: line.where },
      ' line ',
      { code: clipLine(line.line, CELL_LIMIT_CHARS) },
      line.why === 'volatile'
        ? ' (volatile: it differed between two reads with no call between)'
        : ` (the ignore: pattern ${line.pattern ?? ''}${line.patternWhere ? ` at ${line.patternWhere}` : ''})`,
    ]),
  ];
  if (notes.length > 0) {
    blocks.push({ kind: 'notes', lines: notes.slice(0, SUMMARY_ANNOTATIONS_NOTES * 4) });
    if (notes.length > SUMMARY_ANNOTATIONS_NOTES * 4)
      blocks.push({
        kind: 'paragraphs',
        lines: [[`${notes.length - SUMMARY_ANNOTATIONS_NOTES * 4} more note(s) are in the JSON report.`]],
      });
  }
  return { icon, title, blocks };
}

/** A finding: what it refutes, on which input, what changed, how to see it again. */
function findingBlock(finding: AnnotationFinding): Block {
  const lines: Line[] = [
    [
      { strong: [{ code: finding.tool }, ` is not ${CLAIM_OF_KIND[finding.kind]}`] },
      ` (${finding.kind}, ${HINT_OF_KIND[finding.kind]}): `,
      { text: clip(finding.detail) },
    ],
    [
      'input ',
      { code: clipLine(json(finding.args), CELL_LIMIT_CHARS) },
      ` (from ${finding.origin === 'scenario' ? 'a scenario step' : 'the input schema'}, ${finding.shrunk === 'minimal' ? 'shrunk to the smallest that shows it' : 'shrinking ran out of time'}, ${finding.verified ? 're-verified on a fresh server' : 'not seen again on a fresh server'})`,
    ],
    ...finding.changes.slice(0, SUMMARY_ANNOTATIONS_CHANGES).map(changeLine),
    ...(finding.changes.length > SUMMARY_ANNOTATIONS_CHANGES
      ? [[`${finding.changes.length - SUMMARY_ANNOTATIONS_CHANGES} more change(s) in the JSON report`] as Line]
      : []),
    ['reproduce: ', { code: finding.reproduce }],
  ];
  return { kind: 'notes', lines };
}

/** One change of the state: where, how, and its text before and after (server output). */
export function changeLine(change: StateChange): Line {
  const parts = changeParts(change);
  const line: Line = [`${parts.head} `, { code: parts.where }, ` ${parts.verb}`];
  const before = parts.before === undefined ? [] : [': before ', { text: parts.before }];
  const after = parts.after === undefined ? [] : [before.length > 0 ? ', after ' : ': after ', { text: parts.after }];
  return [...line, ...before, ...after];
}

function stateWords(run: RunAnnotations): string {
  const parts = [
    ...(run.state.files ? ['the files of its directory'] : []),
    ...(run.state.resources ? ['the resources it lists'] : []),
    ...(run.state.probes.length > 0
      ? [`${plural(run.state.probes.length, 'probe')}${run.state.probesFile ? ` of ${run.state.probesFile}` : ''}`]
      : []),
  ];
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

const clip = (text: string) => clipLine(text, MESSAGE_LIMIT_CHARS);

/** The job summary's section: a heading, then the blocks in Markdown (untrusted text escaped). */
export function annotationsSummary(run: RunAnnotations): string[] {
  const section = annotationsSection(run);
  return [`### ${section.icon} ${lineMarkdown(section.title)}`, '', ...sectionMarkdown(section)];
}

/** The same for the log and the terminal: plain lines, untrusted text made safe to print. */
export function annotationsLogText(run: RunAnnotations): string {
  const section = annotationsSection(run);
  return `${[lineText(section.title), ...sectionText(section)].join('\n')}\n`;
}
