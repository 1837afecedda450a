#!/usr/bin/env node
import { guardedConsole, reportCrash } from './console.js';
import { main } from './main.js';

// A reader that stops early (`record … | head`) closes the pipe: the rest of the output has nowhere
// to go, which is no crash, and the exit code still says how the run went. Other errors stay fatal.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
  });
}
const io = guardedConsole(process.stdout, process.stderr, process.env);
process.exitCode = await main(process.argv.slice(2), process.env, io).catch((error: unknown) => reportCrash(io, error));
