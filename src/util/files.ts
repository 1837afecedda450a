import { mkdir, open, writeFile } from 'node:fs/promises';
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
