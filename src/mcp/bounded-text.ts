import { longestSecretForm, redactCutStart, redactText } from '../secrets/redact.js';

/** Keeps the last `limit` characters written, so a chatty server cannot exhaust memory. */
export class BoundedText {
  private text = '';
  private dropped = 0;
  /**
   * @param secrets the run's secrets (read when the text is shown, so tokens obtained later count):
   *   the text is kept a little longer than `limit`, and once its start has been cut the characters
   *   that could hold the rest of a secret cut in two are dropped, then the rest is redacted, so no
   *   partial secret survives the cut.
   */
  constructor(
    private readonly limit: number,
    private readonly secrets: readonly string[] = [],
  ) {}

  append(chunk: string): void {
    this.text += chunk;
    const kept = this.limit + longestSecretForm(this.secrets);
    if (this.text.length > kept) {
      this.dropped += this.text.length - kept;
      this.text = this.text.slice(-kept);
    }
  }

  toString(): string {
    if (this.dropped === 0) {
      const whole = redactText(this.text, this.secrets);
      if (whole.length <= this.limit) return whole;
      return `[… ${whole.length - this.limit} earlier characters cut]\n${whole.slice(-this.limit)}`;
    }
    // What was cut may have held the start of a secret whose end is still here: that end is dropped too.
    const whole = redactCutStart(this.text, this.secrets);
    const shown = whole.slice(-this.limit);
    return `[… ${this.dropped + this.text.length - shown.length} earlier characters cut]\n${shown}`;
  }
}
