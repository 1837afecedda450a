import { MODEL_TOOL_RESULT_LIMIT_CHARS } from '../../model/limits.js';
import { redactDeep, redactText } from '../../secrets/redact.js';

/** A `tool_result`'s content as the Messages API takes it: text, or a list of content blocks. */
export type ToolResultContent = string | Record<string, unknown>[];

/**
 * A tool result as the model is given it: the run's secrets redacted first (so no part of one
 * survives the cut), then cut to MODEL_TOOL_RESULT_LIMIT_CHARS, with the cut said in a text the
 * model reads. Text blocks count their characters; any other block (an image, a resource) its JSON,
 * and one that does not fit in what is left is left out whole. Recordings keep what this returns.
 */
export function toolResultForModel(content: unknown, secrets: readonly string[]): ToolResultContent {
  if (typeof content === 'string') {
    const text = redactText(content, secrets);
    if (text.length <= MODEL_TOOL_RESULT_LIMIT_CHARS) return text;
    return `${cutAt(text, MODEL_TOOL_RESULT_LIMIT_CHARS)}\n${cutNote(text.length - MODEL_TOOL_RESULT_LIMIT_CHARS)}`;
  }
  const blocks = Array.isArray(content) ? (content as unknown[]) : [{ type: 'text', text: JSON.stringify(content) }];
  const kept: Record<string, unknown>[] = [];
  let left = MODEL_TOOL_RESULT_LIMIT_CHARS;
  let cut = 0;
  for (const block of blocks) {
    const typed = (
      typeof block === 'object' && block !== null ? block : { type: 'text', text: String(block) }
    ) as Record<string, unknown>;
    if (typed.type === 'text' && typeof typed.text === 'string') {
      const text = redactText(typed.text, secrets);
      const part = text.length <= left ? text : cutAt(text, left);
      cut += text.length - part.length;
      left -= part.length;
      // The API refuses an empty text block: a text cut to nothing is left out.
      if (part.length > 0 || text.length === 0) kept.push({ ...typed, text: part });
      continue;
    }
    const redacted = redactDeep(typed, secrets);
    const size = JSON.stringify(redacted).length;
    if (size <= left) {
      kept.push(redacted);
      left -= size;
    } else cut += size;
  }
  if (cut > 0) kept.push({ type: 'text', text: cutNote(cut) });
  return kept;
}

/** The first `length` characters, without splitting a surrogate pair. */
function cutAt(text: string, length: number): string {
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}

function cutNote(more: number): string {
  return `[… tool result cut: ${more.toLocaleString('en-US')} more characters were not given to the model (limit ${MODEL_TOOL_RESULT_LIMIT_CHARS.toLocaleString('en-US')} characters per tool result)]`;
}
