// Runs tool calls one at a time, each under a time limit. Calls share one browser and one active
// page, so running them together would let one navigate under another. When the limit fires, the
// caller gets the timeout error at once and the work's signal is aborted, so it takes no further
// step; the next call still waits until that work has settled, so calls never overlap. (Steps
// already under way end on their own limits: navigation on the same timeout, and an evaluation
// when the page's thread is free again.)

import { ToolError } from '../shared/errors.js';

export type Work<T> = (signal: AbortSignal) => Promise<T>;

export class CallQueue {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly timeoutMs: number) {}

  run<T>(label: string, work: Work<T>): Promise<T> {
    const started = this.tail.then(() => this.withTimeout(label, work));
    // The queue moves on when the work itself has settled, not when its caller gave up on it.
    this.tail = started.then(
      ({ settled }) => settled,
      () => undefined,
    );
    return started.then(({ answer }) => answer);
  }

  private withTimeout<T>(label: string, work: Work<T>): { answer: Promise<T>; settled: Promise<unknown> } {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new ToolError(
          `${label} did not finish within ${this.timeoutMs} ms: the page may still be loading or busy, or show an alert or confirm dialog that opened before this server attached (answer it with Playwright MCP's browser_handle_dialog). Try again, or raise SEMANTIC_HINTS_TIMEOUT_MS.`,
        );
        reject(error);
        controller.abort(error);
      }, this.timeoutMs);
    });
    // Async, so a handler that throws before returning a promise still settles as a rejection.
    const running = (async () => work(controller.signal))();
    const settled = running.then(
      () => undefined,
      () => undefined,
    );
    void settled.finally(() => clearTimeout(timer));
    const answer = Promise.race([running, limit]);
    // The race's loser is handled here, so neither rejects unobserved.
    limit.catch(() => undefined);
    return { answer, settled };
  }
}
