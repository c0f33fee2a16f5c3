// The interval the bench gives a median of paired ratios: the order statistics around the middle.

import { expect, it } from 'vitest';
import fc from 'fast-check';
import { median, medianInterval } from '../../bench/numbers.js';

it('holds the median, between order statistics that close in as the samples grow', () => {
  const ranks = (n: number) => Array.from({ length: n }, (_, at) => at + 1);
  expect(medianInterval(ranks(101))).toEqual({ low: 41, high: 61 });
  expect(medianInterval(ranks(301))).toEqual({ low: 133, high: 169 });
  expect(medianInterval([7])).toEqual({ low: 7, high: 7 });
  expect(medianInterval([])).toEqual({ low: Number.NaN, high: Number.NaN });
});

it('always brackets the median, in any order of the samples', () => {
  fc.assert(
    fc.property(fc.array(fc.double({ min: 0.1, max: 10, noNaN: true }), { minLength: 1, maxLength: 400 }), (values) => {
      const { low, high } = medianInterval(values);
      expect(low).toBeLessThanOrEqual(median(values));
      expect(high).toBeGreaterThanOrEqual(median(values));
    }),
  );
});
