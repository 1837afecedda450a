#!/usr/bin/env node
import { guardedConsole } from './console.js';
import { main } from './main.js';

process.exitCode = await main(
  process.argv.slice(2),
  process.env,
  guardedConsole(process.stdout, process.stderr, process.env),
);
