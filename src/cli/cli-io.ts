// What the command line writes to and reads from: the process's streams and environment when run
// as `semantic-hints`, collected ones when a test calls it in its own process.

/** A stream the command writes text to; isTTY says a person watches it (progress lines). */
export interface CliOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface CliIo {
  stdout: CliOutput;
  stderr: CliOutput;
  env: Record<string, string | undefined>;
}
