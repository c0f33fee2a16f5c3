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
  if (pairs.length >= max && replaceByNewest(map, pairs, max)) return;
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

/** Makes `map` the newest `max` keys of `pairs`, oldest first; false (map untouched) when they hold fewer. */
function replaceByNewest<K, V>(map: Map<K, V>, pairs: ReadonlyArray<readonly [K, V]>, max: number): boolean {
  const newest = new Map<K, V>();
  for (let at = pairs.length - 1; at >= 0 && newest.size < max; at--) {
    const [key, value] = pairs[at]!;
    if (!newest.has(key)) newest.set(key, value);
  }
  if (newest.size < max) return false;
  map.clear();
  for (const key of [...newest.keys()].reverse()) map.set(key, newest.get(key)!);
  return true;
}
