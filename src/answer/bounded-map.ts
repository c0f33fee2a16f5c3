// A map that keeps only its newest entries: what the agent was told, bounded so that a long session
// on a huge app cannot grow the server without limit (src/answer/sent.ts).

/**
 * Sets each pair as the newest of `map`, then drops the oldest beyond `max`: the same map as setting
 * them one by one with the bound kept after each.
 * - Dropping the oldest after each set would restart a Map's key iterator from its front, past every
 *   slot deleted before: quadratic in a large snapshot. So the bound is kept once, at the end.
 * - When `pairs` alone hold `max` distinct keys, nothing the map held before can stay: the map
 *   becomes the last `max` keys of `pairs`, each with its last value, found from the end. A snapshot
 *   of a long listing states tens of thousands of entries; this sets 5,000 of them, not all.
 */
export function rememberAll<K, V>(map: Map<K, V>, pairs: ReadonlyArray<readonly [K, V]>, max: number): void {
  if (pairs.length >= max) {
    const newest = newestKeys(backwards(pairs), max);
    if (newest.size >= max) return replaceWith(map, newest);
  }
  for (const [key, value] of pairs) {
    map.delete(key);
    map.set(key, value);
  }
  let excess = map.size - max;
  if (excess <= 0) return;
  for (const key of map.keys()) {
    if (excess-- <= 0) break;
    map.delete(key);
  }
}

/** Pairs from the last to the first. */
function* backwards<K, V>(pairs: ReadonlyArray<readonly [K, V]>): Generator<readonly [K, V]> {
  for (let at = pairs.length - 1; at >= 0; at--) yield pairs[at]!;
}

/**
 * Each key's first value in `newestFirst` until `max` keys are found, newest first: what comes
 * after is not read (a generator's lazy batches stay unpacked).
 */
function newestKeys<K, V>(newestFirst: Iterable<readonly [K, V]>, max: number): Map<K, V> {
  const newest = new Map<K, V>();
  if (max <= 0) return newest;
  for (const [key, value] of newestFirst) {
    if (!newest.has(key)) newest.set(key, value);
    if (newest.size >= max) break;
  }
  return newest;
}

/** Makes `map` hold `newest` (newestKeys), oldest first. */
function replaceWith<K, V>(map: Map<K, V>, newest: Map<K, V>): void {
  map.clear();
  for (const key of [...newest.keys()].reverse()) map.set(key, newest.get(key)!);
}

/** Pairs, newest last, or what makes them when they are first needed. */
export type Batch<K, V> = ReadonlyArray<readonly [K, V]> | (() => ReadonlyArray<readonly [K, V]>);

/**
 * A map of the newest `max` keys, as rememberAll keeps it, whose batches are unpacked only when it
 * is read. A snapshot tells thousands of ids and most are never asked about before the next
 * snapshot tells them again: unpacked from the newest back, a batch holding `max` keys leaves every
 * older one unread. Batches wait in a short queue (`maxWaiting`), so what they hold is let go soon.
 */
export class BoundedLog<K, V> implements ReadonlyMap<K, V> {
  private settled = new Map<K, V>();
  private waiting: Array<Batch<K, V>> = [];

  constructor(
    private readonly max: number,
    private readonly maxWaiting = 4,
  ) {}

  /** Adds pairs as the newest; a function is called at most once, when the log is next read. */
  add(batch: Batch<K, V>): void {
    this.waiting.push(batch);
    if (this.waiting.length > this.maxWaiting) this.settle();
  }

  private settle(): Map<K, V> {
    const batches = this.waiting;
    if (batches.length === 0) return this.settled;
    this.waiting = [];
    const unpack = (batch: Batch<K, V>) => (typeof batch === 'function' ? batch() : batch);
    // From the newest back until the batches read hold `max` pairs: fewer in all, they are set one
    // after the other, as they came.
    const read: Array<ReadonlyArray<readonly [K, V]>> = [];
    let pairs = 0;
    let next = batches.length - 1;
    for (; next >= 0 && pairs < this.max; next--) {
      const unpacked = unpack(batches[next]!);
      read.unshift(unpacked);
      pairs += unpacked.length;
    }
    if (pairs < this.max) {
      for (const unpacked of read) rememberAll(this.settled, unpacked, this.max);
      return this.settled;
    }
    // Each key's last value, newest first, until `max` keys are found: what lies before is not read.
    const settled = this.settled;
    function* newestFirst() {
      for (let at = read.length - 1; at >= 0; at--) yield* backwards(read[at]!);
      for (; next >= 0; next--) yield* backwards(unpack(batches[next]!));
      yield* backwards([...settled]);
    }
    replaceWith(settled, newestKeys(newestFirst(), this.max));
    return settled;
  }

  get size(): number {
    return this.settle().size;
  }
  get(key: K): V | undefined {
    return this.settle().get(key);
  }
  has(key: K): boolean {
    return this.settle().has(key);
  }
  forEach(each: (value: V, key: K, map: ReadonlyMap<K, V>) => void): void {
    for (const [key, value] of this.settle()) each(value, key, this);
  }
  entries(): MapIterator<[K, V]> {
    return this.settle().entries();
  }
  keys(): MapIterator<K> {
    return this.settle().keys();
  }
  values(): MapIterator<V> {
    return this.settle().values();
  }
  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.settle()[Symbol.iterator]();
  }
}
