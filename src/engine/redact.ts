export const REDACTED = '***';

/** Longest first, so a secret that contains another is replaced whole, not around the shorter one. */
function activeSecrets(secrets: string[]): string[] {
  return secrets.filter((secret) => secret.length > 0).sort((a, b) => b.length - a.length);
}

/** Replaces every secret in every string of `value` (deeply), so no report can carry one. */
export function redactDeep<T>(value: T, secrets: string[]): T {
  const active = activeSecrets(secrets);
  if (active.length === 0) return value;
  const scrub = (item: unknown): unknown => {
    if (typeof item === 'string') return replaceAll(item, active);
    if (Array.isArray(item)) return item.map(scrub);
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, scrub(inner)]));
    }
    return item;
  };
  return scrub(value) as T;
}

export function redactText(text: string, secrets: string[]): string {
  return replaceAll(text, activeSecrets(secrets));
}

function replaceAll(text: string, active: string[]): string {
  let result = text;
  for (const secret of active) result = result.split(secret).join(REDACTED);
  return result;
}
