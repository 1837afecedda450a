/**
 * A section of the job summary after the scenarios' (the tool-list snapshot, the tool-description
 * variants), as its renderer gives it to the summary's fit (summary.ts, renderJobSummary). Its own
 * module: the renderers that build one import nothing of the summary.
 */

/**
 * The section's renderings from the fullest to the leanest, each shorter one saying in itself what
 * it leaves out (and `leftOut` saying it for the step's warning). The leanest must be small: a headline.
 */
export interface SummarySection {
  renderings: { markdown: string; leftOut?: string }[];
}
