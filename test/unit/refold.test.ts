// New rows written in the shape the agent already holds, only when that shape states them exactly.

import { describe, expect, it } from 'vitest';
import type { FoldedCollection } from '../../src/page/types.js';
import { inShapeOf } from '../../src/page/codec/refold.js';
import { chooseDelta } from '../../src/answer/snapshot-delta.js';
import { unfold } from '../../src/page/codec/unfold.js';

// Three products, badges varying: the badge's value is a column.
const wide: FoldedCollection = {
  id: 'products.grid',
  idPattern: 'products.grid.item.{key}[.{control}]',
  item: { role: 'navigation', target: 'product.detail' },
  itemControls: { badge: { role: 'observable' }, add: { role: 'action', name: 'Add' } },
  fields: ['key', 'name', 'badge', 'badge.value', 'add'],
  items: [
    ['aurora', 'Aurora', true, 'Bestseller', true],
    ['basalt', 'Basalt', true, 'New', null],
    ['iris', 'Iris', null, null, true],
  ],
};

// Filtered to the two without a "New" badge: the one badge left is hoisted, a presence column appears.
const narrow: FoldedCollection = {
  id: 'products.grid',
  idPattern: 'products.grid.item.{key}[.{control}]',
  item: { role: 'navigation', target: 'product.detail' },
  itemControls: { badge: { role: 'observable', value: 'Bestseller' }, add: { role: 'action', name: 'Add' } },
  fields: ['key', 'name', 'badge', 'add'],
  items: [
    ['aurora', 'Aurora', true, true],
    ['iris', 'Iris', null, true],
  ],
};

describe('inShapeOf', () => {
  it('writes rows that folding reshaped in the old fields, stating exactly the same members', () => {
    const kept = inShapeOf(wide, narrow);
    expect(kept).toEqual({
      ...wide,
      items: [
        ['aurora', 'Aurora', true, 'Bestseller', true],
        ['iris', 'Iris', null, null, true],
      ],
    });
    expect(unfold(kept!)).toEqual(expect.arrayContaining(unfold(narrow)));
    expect(unfold(kept!)).toHaveLength(unfold(narrow).length);
  });

  it('gives up when the old shape would state something else: a hoisted value that no longer holds, a new field', () => {
    const otherBadge = structuredClone(narrow);
    otherBadge.itemControls!.badge!.value = 'Sale';
    // Fine in the wide shape: its badge column carries any value.
    expect(inShapeOf(wide, otherBadge)).toEqual({
      ...wide,
      items: [
        ['aurora', 'Aurora', true, 'Sale', true],
        ['iris', 'Iris', null, null, true],
      ],
    });
    // The narrow shape hoists "Bestseller": a row with "New" cannot be written in it.
    expect(inShapeOf(narrow, wide)).toBeUndefined();
    const withState = structuredClone(narrow);
    withState.item = { ...withState.item, state: 'in-stock' };
    expect(inShapeOf(wide, withState)).toBeUndefined();
    expect(inShapeOf(wide, { ...narrow, name: 'Renamed' })).toBeUndefined();
  });
});

describe('a delta after a reshaping filter', () => {
  it('sends removed keys instead of the whole block, and keeps the old shape for the next delta', () => {
    const url = 'http://127.0.0.1/products';
    const choice = chooseDelta({ url, collections: [wide] }, { url, collections: [narrow] });
    expect(choice).toMatchObject({
      delta: { delta: true, collections: [{ id: 'products.grid', removed: ['basalt'] }] },
    });
    if (!('sent' in choice)) throw new Error('expected a delta');
    // The next change is stated in the fields the agent holds (badge.value), not the new block's.
    const later = structuredClone(narrow);
    later.items[1] = ['iris', 'Iris', true, true];
    expect(chooseDelta(choice.sent, { url, collections: [later] })).toMatchObject({
      delta: { collections: [{ id: 'products.grid', changed: [['iris', 'Iris', true, 'Bestseller', true]] }] },
    });
  });
});
