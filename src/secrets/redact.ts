// Hand-written (Aho–Corasick), not a regex alternation of the secrets: one scan, linear in the text, finds every secret in every encoded form, where an alternation re-scans per pattern and may backtrack.
export const REDACTED = '***';

/**
 * Encoded forms shorter than this are not redacted: a 4-character base64 group of a short secret
 * would blank common text. The raw secret itself is redacted whatever its length.
 */
export const MIN_ENCODED_FORM_CHARS = 8;

/** How many compiled secret sets are kept: a run has one or two (the configured set, then with obtained tokens). */
const COMPILED_CACHE_SIZE = 8;

/**
 * Every form of `secret` a report could carry when a server echoes it encoded, the forms the
 * Actions runner's own secret masker registers and a few more as common:
 * - raw;
 * - JSON/JavaScript string escaped (`\"`, `\\`, `\uXXXX`, and `<>&'` as `\u003c`… as .NET writes them);
 * - XML/HTML escaped (`&amp;`, `&lt;`, `&quot;`, `&apos;` or `&#39;`);
 * - URI escaped (`encodeURIComponent`, strict RFC 3986, form encoding with `+`), hex digits upper and lower case;
 * - base64 and base64url of its UTF-8 bytes at each of the three byte offsets it can start at in a
 *   longer encoded text: only the characters made of the secret's bytes alone (whole 3-byte groups);
 * - hex of its UTF-8 bytes, lower and upper case.
 * What no list of forms can find (reversed, split, a cipher of the server's own) is said in docs/security.md.
 */
export function secretForms(secret: string): string[] {
  if (secret.length === 0) return [];
  const forms = new Set<string>([secret]);
  const encoded = new Set<string>();
  const json = JSON.stringify(secret).slice(1, -1);
  encoded.add(json);
  encoded.add(json.replace(/[<>&']/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`));
  const xml = secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  encoded.add(xml.replace(/'/g, '&apos;'));
  encoded.add(xml.replace(/'/g, '&#39;'));
  let uri: string | undefined;
  try {
    uri = encodeURIComponent(secret);
  } catch {
    // A lone surrogate cannot be URI-encoded, so no server can have sent it that way either.
  }
  if (uri !== undefined) {
    const strict = uri.replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
    for (const form of [uri, strict, strict.replace(/%20/g, '+')]) {
      encoded.add(form);
      encoded.add(form.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
    }
  }
  const bytes = Buffer.from(secret, 'utf8');
  for (let shift = 0; shift < 3; shift++) {
    const rest = bytes.subarray(shift);
    const whole = rest.subarray(0, rest.length - (rest.length % 3));
    if (whole.length === 0) continue;
    encoded.add(whole.toString('base64'));
    encoded.add(whole.toString('base64url'));
  }
  const hex = bytes.toString('hex');
  encoded.add(hex);
  encoded.add(hex.toUpperCase());
  for (const form of encoded) if (form.length >= MIN_ENCODED_FORM_CHARS) forms.add(form);
  return [...forms];
}

/** The patterns of a set of secrets, compiled into one Aho–Corasick automaton: one scan finds them all. */
class SecretScanner {
  /** Per state: its transitions by UTF-16 code unit. */
  private readonly next: Map<number, number>[] = [new Map()];
  /** Per state: its failure link. */
  private readonly fail: number[] = [0];
  /** Per state: the length of the longest pattern that ends at it (its own or by its failure chain), 0 for none. */
  private readonly longest: number[] = [0];
  /** The longest pattern: how much of a text's start can hold the rest of a secret cut off before it. */
  readonly longestPattern: number;

  constructor(patterns: string[]) {
    let longestPattern = 0;
    for (const pattern of patterns) {
      let state = 0;
      for (let index = 0; index < pattern.length; index++) {
        const unit = pattern.charCodeAt(index);
        let target = this.next[state]!.get(unit);
        if (target === undefined) {
          target = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.longest.push(0);
          this.next[state]!.set(unit, target);
        }
        state = target;
      }
      this.longest[state] = Math.max(this.longest[state]!, pattern.length);
      longestPattern = Math.max(longestPattern, pattern.length);
    }
    this.longestPattern = longestPattern;
    // Breadth first, so a state's failure target is complete before its children's are computed.
    const queue: number[] = [...this.next[0]!.values()];
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      for (const [unit, child] of this.next[state]!) {
        let fallback = this.fail[state]!;
        while (fallback !== 0 && !this.next[fallback]!.has(unit)) fallback = this.fail[fallback]!;
        const target = this.next[fallback]!.get(unit);
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        this.longest[child] = Math.max(this.longest[child]!, this.longest[this.fail[child]!]!);
        queue.push(child);
      }
    }
  }

  /**
   * `text` with every span covered by a match replaced by `***` (overlapping and adjacent matches
   * as one span), in time linear in the text's length; the characters before `dropBefore` left out
   * unless a match covers them.
   */
  redact(text: string, dropBefore = 0): string {
    // Spans to replace, as [start, end) pairs in order; a new match may reach back over earlier ones.
    const spans: number[] = [];
    let state = 0;
    for (let index = 0; index < text.length; index++) {
      const unit = text.charCodeAt(index);
      let target = this.next[state]!.get(unit);
      while (target === undefined && state !== 0) {
        state = this.fail[state]!;
        target = this.next[state]!.get(unit);
      }
      state = target ?? 0;
      const length = this.longest[state]!;
      if (length === 0) continue;
      const end = index + 1;
      let start = end - length;
      // Merge with every earlier span this one touches (each is merged once: linear overall).
      while (spans.length > 0 && spans[spans.length - 1]! >= start) {
        spans.pop();
        start = Math.min(start, spans.pop()!);
      }
      spans.push(start, end);
    }
    if (spans.length === 0) return text.slice(dropBefore);
    const parts: string[] = [];
    let kept = 0;
    for (let index = 0; index < spans.length; index += 2) {
      // Text before `dropBefore` is dropped, but a secret found whole across it is shown as redacted.
      parts.push(text.slice(Math.max(kept, dropBefore), Math.max(spans[index]!, dropBefore)), REDACTED);
      kept = spans[index + 1]!;
    }
    parts.push(text.slice(Math.max(kept, dropBefore)));
    return parts.join('');
  }
}

const compiled = new Map<string, SecretScanner>();

/** The scanner for these secrets (every form of each), compiled once per distinct set. */
function scannerFor(secrets: readonly string[]): SecretScanner | undefined {
  const active = [...new Set(secrets.filter((secret) => secret.length > 0))].sort();
  if (active.length === 0) return undefined;
  const key = active.join('\u0000');
  let scanner = compiled.get(key);
  if (!scanner) {
    scanner = new SecretScanner(active.flatMap(secretForms));
    if (compiled.size >= COMPILED_CACHE_SIZE) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, scanner);
  }
  return scanner;
}

/** Replaces every form of every secret in every string of `value` (deeply), so no report can carry one. */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  const scanner = scannerFor(secrets);
  if (!scanner) return value;
  const scrub = (item: unknown): unknown => {
    if (typeof item === 'string') return scanner.redact(item);
    if (Array.isArray(item)) return item.map(scrub);
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, scrub(inner)]));
    }
    return item;
  };
  return scrub(value) as T;
}

/** `text` with every form of every secret replaced by `***`. */
export function redactText(text: string, secrets: readonly string[]): string {
  return scannerFor(secrets)?.redact(text) ?? text;
}

/**
 * The longest form of any of these secrets: a text cut at its start may begin with up to one less
 * than this of a secret whose first characters were cut off, which no redaction can recognise.
 */
export function longestSecretForm(secrets: readonly string[]): number {
  return scannerFor(secrets)?.longestPattern ?? 0;
}

/**
 * `text` whose start was cut, redacted: its first characters may be the end of a secret whose
 * start was cut off, which no scan can recognise, so the first `longestSecretForm - 1` characters
 * are dropped, except where they belong to a secret found whole (shown as `***`).
 */
export function redactCutStart(text: string, secrets: readonly string[]): string {
  const scanner = scannerFor(secrets);
  if (!scanner) return text;
  return scanner.redact(text, Math.max(scanner.longestPattern - 1, 0));
}
