// The bounded memory of what the agent was told: setting many pairs at once leaves the same map,
// in the same order, as setting them one at a time and dropping the oldest beyond the bound after each.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rememberAll } from '../../src/answer/bounded-map.js';

/** The rule as stated, one pair at a time. */
function oneByOne(map: Map<string, number>, pairs: Array<[string, number]>, max: number): void {
  for (const [key, value] of pairs) {
    map.delete(key);
    map.set(key, value);
    if (map.size > max) map.delete(map.keys().next().value!);
  }
}

const key = fc.constantFrom(...'abcdefghijkl'.split(''));
const pairs = fc.array(fc.tuple(key, fc.integer()), { maxLength: 40 });

describe('rememberAll', () => {
  it('leaves the map that setting the pairs one by one under the bound leaves, order included', () => {
    fc.assert(
      fc.property(pairs, pairs, fc.integer({ min: 0, max: 14 }), (held, sent, max) => {
        const expected = new Map<string, number>();
        oneByOne(expected, held, max);
        const actual = new Map(expected);
        oneByOne(expected, sent, max);
        rememberAll(actual, sent, max);
        expect([...actual]).toEqual([...expected]);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the newest of a batch larger than the bound, each key with its last value', () => {
    const map = new Map([['old', 0]]);
    rememberAll(
      map,
      [
        ['a', 1],
        ['b', 2],
        ['a', 3],
        ['c', 4],
      ],
      2,
    );
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
