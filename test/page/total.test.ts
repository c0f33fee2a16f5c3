/// <reference lib="dom" />
// `total`: the number of rows or options a page states for a list it holds only part of
// (references/hint-design.md "The block" and "Options").

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../src/page/types.js';
import { connectTestBrowser, observeOf, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { collection, entryIn, testUrl, unfold } from './helpers.js';

let tb: TestBrowser;
let page: Page;
let snapshot: Snapshot;

beforeAll(async () => {
  tb = await connectTestBrowser();
  page = await tb.newPage(testUrl('fixtures/virtual-list.html'));
  snapshot = await snapshotOf(page);
});
afterAll(async () => tb.close());

describe('total of a collection', () => {
  it('from aria-rowcount on the grid inside it, less the header rows it holds; rows as held, in order', () => {
    const orders = collection(snapshot, 'orders.item.{key}');
    expect(orders.total).toBe(250);
    expect(orders.items.map((row) => row[0])).toEqual(['o1', 'o2', 'o3']);
    // Folding keeps it: the block's own fields, not a member's.
    expect(unfold(orders).every((member) => !('total' in member))).toBe(true);
  });

  it('from aria-setsize on its items', () => {
    expect(collection(snapshot, 'people.item.{key}').total).toBe(1000);
  });

  it('is absent when every row is held, and when the page does not know the total (-1)', () => {
    expect(collection(snapshot, 'small.item.{key}')).not.toHaveProperty('total');
    expect(collection(snapshot, 'feed.item.{key}')).not.toHaveProperty('total');
  });
});

describe('total of a select', () => {
  it('from aria-setsize on the options of its open list, in the snapshot and in observe', async () => {
    expect(entryIn(snapshot, 'select', 'country')).toMatchObject({ options: ['France', 'Germany'], total: 40 });
    expect(await observeOf(page, 'country')).toMatchObject({ role: 'select', total: 40 });
  });
});
