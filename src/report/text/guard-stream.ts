import { StringDecoder } from 'node:string_decoder';
import type { CommandGuard } from './escape.js';

/** A stream written to with `write`: `process.stdout` or `process.stderr`, or a stand-in for them. */
export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * Puts `guard` on the stream's own `write`, so that whatever in this process writes to it (an
 * in-process server's `console.log`, in whatever chunks, strings or bytes) passes through it.
 * Returns the function that puts the stream's own `write` back.
 */
export function guardStreamWrite(
  stream: OutputStream,
  guard: CommandGuard,
  /** Applied to each write before the guard (the action redacts secrets with it; per write, so a secret split over two writes is not found). */
  redact: (text: string) => string = (text) => text,
): () => void {
  const own = Object.hasOwn(stream, 'write') ? stream.write : undefined;
  const write = stream.write.bind(stream) as (text: string, callback?: unknown) => unknown;
  // Bytes written in pieces may split a character: decoded across writes.
  const decoder = new StringDecoder('utf8');
  stream.write = (chunk: unknown, ...rest: unknown[]) => {
    const callback = rest.find((arg) => typeof arg === 'function');
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    const text =
      typeof chunk === 'string'
        ? encoding && !/^utf-?8$/i.test(encoding)
          ? Buffer.from(chunk, encoding).toString('utf8')
          : chunk
        : decoder.write(Buffer.from(chunk as Uint8Array));
    return write(guard.guard(redact(text)), callback);
  };
  return () => {
    if (own) stream.write = own;
    else delete (stream as Partial<OutputStream>).write;
  };
}
