import { CALL_OUTPUT_LIMIT_CHARS } from '../model/limits.js';
import { redactText } from '../secrets/redact.js';

/** The parts of an MCP `CallToolResult` that rendering reads; typed loosely on purpose, since servers vary. */
export interface ToolResultLike {
  content?: unknown;
  structuredContent?: unknown;
  isError?: unknown;
}

/**
 * Renders one tool call's result to the text every check and the judge see: text parts as they
 * are, an embedded text resource as its text, structured content (only when there is no text part)
 * as JSON, an image or audio part as `[image image/png, 1234 bytes]`, a resource link as
 * `[resource_link URI]`. Parts are joined with `\n`.
 */
export function renderToolResult(result: ToolResultLike): string {
  const parts = Array.isArray(result.content) ? (result.content as Record<string, unknown>[]) : [];
  const rendered: string[] = [];
  let hasText = false;
  for (const part of parts) {
    switch (part?.type) {
      case 'text':
        hasText = true;
        rendered.push(String(part.text ?? ''));
        break;
      case 'image':
      case 'audio':
        rendered.push(`[${part.type} ${String(part.mimeType ?? 'unknown')}, ${decodedSize(part.data)} bytes]`);
        break;
      case 'resource': {
        const resource = (part.resource ?? {}) as Record<string, unknown>;
        if (typeof resource.text === 'string') {
          hasText = true;
          rendered.push(resource.text);
        } else {
          rendered.push(
            `[resource ${String(resource.uri ?? '')} ${String(resource.mimeType ?? 'binary')}, ${decodedSize(resource.blob)} bytes]`,
          );
        }
        break;
      }
      case 'resource_link':
        rendered.push(`[resource_link ${String(part.uri ?? '')}]`);
        break;
      default:
        rendered.push(`[${String(part?.type ?? 'unknown')} content]`);
    }
  }
  if (!hasText && result.structuredContent !== undefined) {
    rendered.unshift(JSON.stringify(result.structuredContent, null, 2));
  }
  return rendered.join('\n');
}

/** Bytes encoded by a base64 string, without decoding it. */
function decodedSize(data: unknown): number {
  if (typeof data !== 'string') return 0;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((data.replace(/\s/g, '').length * 3) / 4) - padding);
}

/**
 * A call's output as checks, the judge, the model and reports get it: secrets redacted first, then
 * cut to CALL_OUTPUT_LIMIT_CHARS with the cut said in the text, so no part of a secret on the cut
 * survives. Every kind of scenario keeps its outputs through here.
 */
export function keptOutput(text: string, secrets: readonly string[]): string {
  const redacted = redactText(text, secrets);
  if (redacted.length <= CALL_OUTPUT_LIMIT_CHARS) return redacted;
  return `${redacted.slice(0, CALL_OUTPUT_LIMIT_CHARS)}\n[… output cut: ${redacted.length - CALL_OUTPUT_LIMIT_CHARS} more characters were not kept (limit ${CALL_OUTPUT_LIMIT_CHARS} per call)]`;
}

/** Whether `keptOutput` cut this text: only a cut text, with its note, is longer than the limit. */
export function wasCut(text: string): boolean {
  return text.length > CALL_OUTPUT_LIMIT_CHARS;
}

/**
 * A `resources/read` result as checks see it: each text content as it is, a blob as
 * `[blob image/png, 1234 bytes]`, several contents joined with `\n`.
 */
export function renderResourceContents(result: { contents?: unknown }): string {
  const contents = Array.isArray(result.contents) ? (result.contents as Record<string, unknown>[]) : [];
  return contents
    .map((content) =>
      typeof content?.text === 'string'
        ? content.text
        : `[blob ${String(content?.mimeType ?? 'unknown')}, ${decodedSize(content?.blob)} bytes]`,
    )
    .join('\n');
}

/**
 * A `prompts/get` result as checks see it: each message as `ROLE: text`, its content rendered as a
 * tool's output is (an embedded resource as its text, an image as `[image MIME, N bytes]`).
 */
export function renderPromptMessages(result: { messages?: unknown }): string {
  const messages = Array.isArray(result.messages) ? (result.messages as Record<string, unknown>[]) : [];
  return messages
    .map((message) => `${String(message?.role ?? 'unknown')}: ${renderToolResult({ content: [message?.content] })}`)
    .join('\n');
}
