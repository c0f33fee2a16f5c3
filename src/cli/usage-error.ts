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
