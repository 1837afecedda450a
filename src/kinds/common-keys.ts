/**
 * The keys every scenario kind has (its name, description, the checks on its output, when it
 * runs), and the check list they share: the scenario format (scenario/schema.ts) puts them around
 * each kind's own keys.
 */
import { z } from 'zod';
import type { Scenario } from '../model/index.js';
import { locatedList, type DocumentPositions } from './positions.js';

export const SCENARIO_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const checkList = (description: string) => z.array(z.string().min(1)).optional().describe(description);

export const leadingKeys = {
  name: z.string().regex(SCENARIO_NAME_PATTERN).describe('Unique in the whole run; letters, digits, _ . - only.'),
  description: z.string().optional().describe('Shown in reports.'),
};

export const trailingKeys = {
  expected_contains: checkList('Each must occur in the joined output, exact and case-sensitive.'),
  expected_not_contains: checkList('None may occur in the joined output (exact, case-sensitive).'),
  expected_judge: checkList('Each is one plain-English criterion, graded PASS/FAIL by the judge.'),
  live: z.boolean().default(false).describe('The scenario also runs in live mode. Default: false.'),
  skip: z.string().min(1).optional().describe('Reason; the scenario is reported as skipped and not run.'),
};

/** The keys of which a scenario needs at least one entry (or a step with `expect_error: true`). */
export const CHECK_KEYS = ['expected_contains', 'expected_not_contains', 'expected_judge'] as const;

/** What a kind's builder reads of a document besides its own keys. */
export type CommonDocument = z.output<z.ZodObject<typeof leadingKeys & typeof trailingKeys>>;

/** The fields every kind's scenario has, read from the common keys of its document. */
export function commonFields(data: CommonDocument, at: DocumentPositions): Omit<Scenario, 'kind' | 'steps' | 'agent'> {
  return {
    name: data.name,
    description: data.description,
    absolutePath: at.absolutePath,
    position: at.of(['name']),
    expectedContains: locatedList(at, ['expected_contains'], data.expected_contains),
    expectedNotContains: locatedList(at, ['expected_not_contains'], data.expected_not_contains),
    expectedJudge: locatedList(at, ['expected_judge'], data.expected_judge),
    live: data.live,
    skip: data.skip,
  };
}
