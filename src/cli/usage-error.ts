// Errors the command line reports with exit code 2.

/** A usage or connection problem: exit code 2, with a message that says what to do. */
export class UsageError extends Error {
  override name = 'UsageError';
  /** Whether the command line itself was wrong, so pointing at --help helps. */
  constructor(
    message: string,
    readonly help = false,
  ) {
    super(message);
  }
}

export function firstLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return (message.split('\n').find((line) => line.trim() !== '') ?? message).trim().slice(0, 300);
}
