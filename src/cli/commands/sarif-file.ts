// `--sarif FILE` of the subcommands that find things on the server's surface (`lint`, `fuzz`,
// `tools --diff`): their findings as the SARIF report a run writes, for GitHub code scanning.
import path from 'node:path';
import { renderSarif, type SarifContext, type SarifSources } from '../../report/sarif.js';
import { escapeName } from '../../report/text/escape.js';
import { writeReportFile } from '../../util/files.js';
import { PACKAGE_VERSION } from '../../version.js';
import type { Console } from '../console.js';

/**
 * Writes the SARIF report to `file` as given (resolved against `cwd`); false, with the problem
 * said on stderr naming the flag and the file, when it cannot be written.
 */
export async function writeSarifFile(
  io: Console,
  command: string,
  where: { file: string; cwd: string },
  sources: SarifSources,
  context: Omit<SarifContext, 'generatorVersion'> = {},
): Promise<boolean> {
  try {
    const text = renderSarif(sources, { generatorVersion: PACKAGE_VERSION, ...context });
    await writeReportFile(path.resolve(where.cwd, where.file), text);
    return true;
  } catch (error) {
    io.err(
      `mcp-scenario-eval ${command}: could not write --sarif ${escapeName(where.file)}: ${escapeName((error as Error).message)}\n`,
    );
    return false;
  }
}
