// A cache that lives for one pass over the page. Passes may nest (a reader that starts a pass of
// its own inside another): the outermost pass creates the cache and only its end clears it, so a
// nested pass neither throws away the outer pass's work nor leaves it without a cache.

export interface PassCache<C> {
  /** Runs `read` inside a pass, creating the cache when no pass is running. */
  run<T>(read: () => T): T;
  /** The running pass's cache; undefined outside a pass. */
  readonly current: C | undefined;
}

export function passCache<C>(create: () => C): PassCache<C> {
  let depth = 0;
  let cache: C | undefined;
  return {
    run(read) {
      if (depth === 0) cache = create();
      depth++;
      try {
        return read();
      } finally {
        depth--;
        if (depth === 0) cache = undefined;
      }
    },
    get current() {
      return cache;
    },
  };
}
