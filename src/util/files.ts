import { mkdir, open, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Pieces of a report gathered before one write: few system calls, little held at once. */
const REPORT_WRITE_BATCH_CHARS = 1 << 20;

/**
 * Writes a report file, making its directory first: a string at once, or pieces (a large report
 * rendered a part at a time) in batches as they come.
 */
export async function writeReportFile(file: string, text: string | Iterable<string>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  if (typeof text === 'string') return writeFile(file, text, 'utf8');
  const handle = await open(file, 'w');
  try {
    let batch: string[] = [];
    let size = 0;
    for (const piece of text) {
      batch.push(piece);
      size += piece.length;
      if (size >= REPORT_WRITE_BATCH_CHARS) {
        await handle.write(batch.join(''), null, 'utf8');
        batch = [];
        size = 0;
      }
    }
    if (batch.length > 0) await handle.write(batch.join(''), null, 'utf8');
  } finally {
    await handle.close();
  }
}

/**
 * A text file's content, or undefined when it cannot be read or is larger than `limitBytes`
 * (checked before reading): for what a report only uses when it can (a line to point at).
 */
export async function readTextUpTo(file: string, limitBytes: number): Promise<string | undefined> {
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > limitBytes) return undefined;
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}
