// The `semantic-hints` command line run from source as a child process, as a person would run it.

import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compileCacheEnv } from '../../harness/mcp-clients.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export { compileCacheEnv };

/** A clean environment: the CLI's configuration comes from its flags, and CHROMIUM names the browser for --launch. */
export function cliEnv(): Record<string, string> {
  const vars: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? '',
    ...compileCacheEnv(),
  };
  if (process.env['CHROMIUM']) vars['SEMANTIC_HINTS_EXECUTABLE_PATH'] = process.env['CHROMIUM'];
  return vars;
}

/** The environment of a `playwright test` run in the checkout: `vars` for its config, no colours in its output. */
export function playwrightTestEnv(vars: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? '',
    ...compileCacheEnv(),
    FORCE_COLOR: '0',
    ...vars,
  };
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the CLI; `done` settles when it exits. The child is the CLI's own process, so signals reach it. */
export function startCli(...args: string[]): { child: ChildProcessWithoutNullStreams; done: Promise<Run> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: ROOT, env: cliEnv() });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<Run>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, done };
}

export function cli(...args: string[]): Promise<Run> {
  return startCli(...args).done;
}
