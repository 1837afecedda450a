import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes a report file, making its directory first. */
export async function writeReportFile(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text, 'utf8');
}
