#!/usr/bin/env node
import { guardedConsole, reportCrash } from './console.js';
import { main } from './main.js';

const io = guardedConsole(process.stdout, process.stderr, process.env);
process.exitCode = await main(process.argv.slice(2), process.env, io).catch((error: unknown) => reportCrash(io, error));
