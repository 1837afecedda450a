/**
 * The words for a scenario key's numeric range, read from the zod schema itself so that a message
 * cannot drift from the rule it reports: `pass_rate` is "a number greater than 0 and less than 1
 * (both ends excluded)", not a whole-number rule.
 */
import type { z } from 'zod';
import { scenarioSchema } from './schema.js';

/**
 * The range of a scenario key that takes a fraction rather than a whole number (`pass_rate`,
 * `confidence`, `indifference`), in words with each bound open or closed, read from the schema
 * itself so that the words cannot drift from the rule; undefined for a whole number or a nested key.
 */
export function fractionRange(path: readonly PropertyKey[]): string | undefined {
  if (path.length !== 1 || typeof path[0] !== 'string') return undefined;
  const bounds = numberBounds(scenarioSchema.shape[path[0] as keyof typeof scenarioSchema.shape]);
  if (!bounds || bounds.whole) return undefined;
  const low = bounds.min && `${bounds.min.inclusive ? 'at least' : 'greater than'} ${bounds.min.value}`;
  const high = bounds.max && `${bounds.max.inclusive ? 'at most' : 'less than'} ${bounds.max.value}`;
  const words = [low, high].filter(Boolean).join(' and ');
  const open = bounds.min && bounds.max && !bounds.min.inclusive && !bounds.max.inclusive;
  return words && `a number ${words}${open ? ' (both ends excluded)' : ''}`;
}

interface NumberBound {
  value: number;
  inclusive: boolean;
}

/** The bounds a zod number schema (optional or not) checks, and whether it wants a whole number. */
function numberBounds(
  schema: z.ZodType | undefined,
): { whole: boolean; min?: NumberBound; max?: NumberBound } | undefined {
  type Inspected = { _zod?: { def?: { type?: string; innerType?: unknown; checks?: unknown[] } }; isInt?: boolean };
  let inner = schema as Inspected | undefined;
  while (inner?._zod?.def?.type === 'optional') inner = inner._zod.def.innerType as Inspected | undefined;
  const def = inner?._zod?.def;
  if (def?.type !== 'number') return undefined;
  const result: { whole: boolean; min?: NumberBound; max?: NumberBound } = { whole: inner!.isInt === true };
  for (const check of def.checks ?? []) {
    const rule = (check as { _zod?: { def?: { check?: string; value?: unknown; inclusive?: boolean } } })._zod?.def;
    if (typeof rule?.value !== 'number') continue;
    if (rule.check === 'greater_than') result.min = { value: rule.value, inclusive: rule.inclusive === true };
    if (rule.check === 'less_than') result.max = { value: rule.value, inclusive: rule.inclusive === true };
  }
  return result;
}
