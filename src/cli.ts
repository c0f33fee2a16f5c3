#!/usr/bin/env node
// The command line for people, run on this process's streams and environment (src/cli/main.ts).

import { runCli } from './cli/main.js';

/** Lets stdout drain (pipes are asynchronous on macOS), then ends even if a handle lingers. */
function exit(code: number): void {
  process.exitCode = code;
  setTimeout(() => process.exit(code), 3000).unref();
}

void runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }).then(exit);
