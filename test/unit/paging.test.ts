import { describe, expect, it } from 'vitest';
import { dropToFit, responseSize } from '../../src/answer/paging.js';

/** What `units` add to an answer as dropToFit counts them: each with its comma. */
const cost = (units: readonly unknown[]) => units.reduce<number>((sum, unit) => sum + responseSize(unit) + 1, 0);

describe('dropToFit', () => {
  it('cuts the list largest in bytes, not the one with most units', () => {
    const few = ['x'.repeat(40), 'y'.repeat(40)];
    const many = ['a', 'b', 'c', 'd', 'e'];
    const { kept, dropped, cut } = dropToFit([many, few], { size: 1000, budget: 1000 - 1 });
    expect(kept).toEqual([many, ['x'.repeat(40)]]);
    expect(dropped).toEqual([[], ['y'.repeat(40)]]);
    expect(cut).toEqual([1]);
  });

  it('cuts the first of lists of equal size', () => {
    const { kept, dropped, cut } = dropToFit([['ab'], ['cd'], ['ef']], { size: 100, budget: 99 });
    expect(kept).toEqual([[], ['cd'], ['ef']]);
    expect(dropped).toEqual([['ab'], [], []]);
    expect(cut).toEqual([0]);
  });

  it('weighs the lists again after each unit, and lists the cut ones in the order they were first cut', () => {
    const small = ['s'.repeat(8), 's'.repeat(8)];
    const large = ['l'.repeat(8), 'l'.repeat(8), 'l'.repeat(8)];
    // Each unit costs 11 bytes: the first drop cuts large (33 > 22), the second small (22 = 22, first of equals).
    const { kept, dropped, cut } = dropToFit([small, large], { size: 500, budget: 500 - 22 });
    expect(kept).toEqual([small.slice(0, 1), large.slice(0, 2)]);
    expect(dropped).toEqual([small.slice(1), large.slice(2)]);
    expect(cut).toEqual([1, 0]);
  });

  it('stops as soon as the size is at most the budget, each unit costing its size and a comma', () => {
    const units = ['one', 'two', 'three'];
    const exact = dropToFit([units], { size: 100, budget: 100 - cost(['three']) });
    expect(exact.dropped).toEqual([['three']]);
    const oneOver = dropToFit([units], { size: 100, budget: 100 - cost(['three']) - 1 });
    expect(oneOver.dropped).toEqual([['two', 'three']]);
    expect(dropToFit([units], { size: 100, budget: 100 }).dropped).toEqual([[]]);
  });

  it('keeps the minimum asked of every list, and then cuts the next largest', () => {
    const large = ['x'.repeat(30), 'x'.repeat(30)];
    const small = ['a', 'b', 'c'];
    const { kept, dropped, cut } = dropToFit([large, small], { size: 10_000, budget: 0, keep: 1 });
    expect(kept).toEqual([['x'.repeat(30)], ['a']]);
    expect(dropped).toEqual([['x'.repeat(30)], ['b', 'c']]);
    expect(cut).toEqual([0, 1]);
  });

  it('empties every list when nothing else fits and no minimum is asked', () => {
    const { kept, dropped } = dropToFit([['a'], [], ['b', 'c']], { size: 10_000, budget: 0 });
    expect(kept).toEqual([[], [], []]);
    expect(dropped).toEqual([['a'], [], ['b', 'c']]);
  });

  it('leaves the lists given as they were and answers with lists of its own', () => {
    const lists = [
      ['a', 'b', 'c'],
      ['d', 'e'],
    ];
    const before = structuredClone(lists);
    const { kept, dropped } = dropToFit(lists, { size: 50, budget: 40 });
    expect(lists).toEqual(before);
    for (const [i, list] of lists.entries()) {
      expect(kept[i]).not.toBe(list);
      expect(dropped[i]).not.toBe(list);
    }
    expect(kept.map((list, i) => [...list, ...dropped[i]!])).toEqual(before);
  });
});
