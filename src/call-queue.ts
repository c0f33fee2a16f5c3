// Runs tool calls one at a time, each under a time limit. Calls share one browser and one active
// page, so running them together would let one navigate under another.

import { ToolError } from './errors.js';

export class CallQueue {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly timeoutMs: number) {}

  run<T>(label: string, work: () => Promise<T>): Promise<T> {
    const next = this.tail.then(() => this.withTimeout(label, work));
    // The queue moves on whether this call succeeded or not.
    this.tail = next.catch(() => undefined);
    return next;
  }

  private withTimeout<T>(label: string, work: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new ToolError(
              `${label} did not finish within ${this.timeoutMs} ms: the page may still be loading or busy. Try again, or raise SEMANTIC_HINTS_TIMEOUT_MS.`,
            ),
          ),
        this.timeoutMs,
      );
    });
    return Promise.race([work(), limit]).finally(() => clearTimeout(timer));
  }
}
