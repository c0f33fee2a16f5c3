// The bounded memory of what the agent was told: setting many pairs at once leaves the same map,
// in the same order, as setting them one at a time and dropping the oldest beyond the bound after each;
// the log that unpacks its batches only when read reads as that map.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedLog, rememberAll } from '../../src/answer/bounded-map.js';

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

describe('BoundedLog', () => {
  const batches = fc.array(fc.tuple(pairs, fc.boolean(), fc.boolean()), { maxLength: 12 });

  it('reads as the map that setting each batch in turn leaves, whether its pairs wait in a function or not', () => {
    fc.assert(
      fc.property(batches, fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 5 }), (told, max, waiting) => {
        const expected = new Map<string, number>();
        const log = new BoundedLog<string, number>(max, waiting);
        for (const [batch, later, readNow] of told) {
          oneByOne(expected, batch, max);
          log.add(later ? () => batch : batch);
          // Reads between batches settle what waits; the rest is read at the end.
          if (readNow) expect([...log]).toEqual([...expected]);
        }
        expect([...log]).toEqual([...expected]);
        expect(log.size).toBe(expected.size);
        for (const [key, value] of expected) expect(log.get(key)).toBe(value);
        expect(log.has('absent')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves unread a batch older than one that holds the bound of keys, and unpacks a batch once', () => {
    const log = new BoundedLog<string, number>(2);
    const unpacked: string[] = [];
    const batch = (name: string, pairs: Array<[string, number]>) => () => {
      unpacked.push(name);
      return pairs;
    };
    log.add(batch('old', [['x', 0]]));
    log.add(
      batch('new', [
        ['a', 1],
        ['b', 2],
      ]),
    );
    expect([...log]).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(log.get('a')).toBe(1);
    expect(unpacked).toEqual(['new']);
  });

  it('settles what waits once more batches wait than it keeps waiting', () => {
    const log = new BoundedLog<string, number>(10, 2);
    const unpacked: number[] = [];
    for (let i = 0; i < 3; i++)
      log.add(() => {
        unpacked.push(i);
        return [[`k${i}`, i]];
      });
    expect(unpacked).toEqual([2, 1, 0]);
  });
});
