#!/usr/bin/env node
import { enableCompileCache } from '../util/compile-cache.js';
import { PACKAGE_VERSION } from '../version.js';
import { EXIT_OK, guardedConsole, reportCrash, type Console } from './console.js';

enableCompileCache();
// A reader that stops early (`record … | head`) closes the pipe: the rest of the output has nowhere
// to go, which is no crash, and the exit code still says how the run went. Other errors stay fatal.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
  });
}

/**
 * `--version` or `--help` alone is answered here, exactly as main() would answer it, without loading
 * the engine (a separate chunk of the bundle): start-up is most of what these cost. The help is made
 * from the table of settings, so only `--help` loads it.
 */
async function start(argv: string[], io: Console): Promise<number> {
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
    io.out(`${PACKAGE_VERSION}\n`);
    return EXIT_OK;
  }
  if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h')) {
    io.out((await import('./usage.js')).USAGE);
    return EXIT_OK;
  }
  const { main } = await import('./main.js');
  return main(argv, process.env, io);
}

const io = guardedConsole(process.stdout, process.stderr, process.env);
process.exitCode = await start(process.argv.slice(2), io).catch((error: unknown) => reportCrash(io, error));
