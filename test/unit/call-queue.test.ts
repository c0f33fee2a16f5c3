import { describe, expect, it } from 'vitest';
import { CallQueue } from '../../src/server/call-queue.js';
import { ToolError } from '../../src/shared/errors.js';

/** A promise the test settles by hand, so nothing depends on how long anything takes. */
function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('CallQueue', () => {
  it('runs calls one at a time, in order, and hands each its own result or error', async () => {
    const queue = new CallQueue(60_000);
    const events: string[] = [];
    const first = gate();
    const a = queue.run('a', async () => {
      events.push('a start');
      await first.promise;
      events.push('a end');
      return 'A';
    });
    const b = queue.run('b', async () => {
      events.push('b start');
      throw new Error('b failed');
    });
    const c = queue.run('c', async () => 'C');
    await turn();
    expect(events).toEqual(['a start']);
    first.open();
    await expect(a).resolves.toBe('A');
    await expect(b).rejects.toThrow('b failed');
    await expect(c).resolves.toBe('C');
    expect(events).toEqual(['a start', 'a end', 'b start']);
  });

  it('answers a call that runs out of time at once, aborts its work, and starts the next only when that work stopped', async () => {
    const queue = new CallQueue(20);
    const events: string[] = [];
    const stuck = gate();
    let seen: AbortSignal | undefined;
    const a = queue.run('semantic_snapshot', async (signal) => {
      seen = signal;
      events.push('a start');
      await stuck.promise;
      events.push('a end');
    });
    const b = queue.run('semantic_observe', async () => {
      events.push('b start');
      events.push('b end');
    });
    const error = await a.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ToolError);
    expect((error as Error).message).toMatch(
      /semantic_snapshot did not finish within 20 ms.*browser_handle_dialog.*SEMANTIC_HINTS_TIMEOUT_MS/,
    );
    await turn();
    await turn();
    expect(events).toEqual(['a start']);
    stuck.open();
    await b;
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect(seen?.aborted).toBe(true);
  });

  it('lets work that honours the signal stop, so the next call follows promptly', async () => {
    const queue = new CallQueue(20);
    const a = queue.run(
      'a',
      (signal) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true }),
        ),
    );
    await expect(a).rejects.toThrow(/a did not finish within 20 ms/);
    await expect(queue.run('b', async () => 'B')).resolves.toBe('B');
  });

  it('treats a handler that throws before returning a promise like one that rejects', async () => {
    const queue = new CallQueue(60_000);
    const a = queue.run('a', () => {
      throw new Error('sync');
    });
    await expect(a).rejects.toThrow('sync');
    await expect(queue.run('b', async () => 'B')).resolves.toBe('B');
  });
});
