// The `semantic-hints` command line called in the test process: the same runCli that src/cli.ts
// runs, with its output collected and its environment the clean one a child would get. A test
// starts in milliseconds instead of a Node process with tsx. What only a process shows (exit
// codes reaching the shell, signals, a terminal, --launch) is tested as a child (./cli.ts).

import { runCli } from '../../src/cli/main.js';
import type { Run } from './cli.js';
import { cliEnv } from './cli.js';

/** Runs the CLI with `args` to its exit code, as `cli(...args)` does in a child process. */
export async function cliInProcess(...args: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: cliEnv(),
  });
  return { code, stdout, stderr };
}
