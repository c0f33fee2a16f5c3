// The delta between two snapshots: pure rules, no browser.

import { describe, expect, it } from 'vitest';
import type { FoldedCollection, Snapshot } from '../../src/page/types.js';
import { chooseDelta, snapshotDelta } from '../../src/tools/snapshot-delta.js';

const grid = (rows: Array<[string, string]>): FoldedCollection => ({
  id: 'products.grid',
  idPattern: 'products.grid.item.{key}[.{control}]',
  item: { role: 'navigation' },
  itemControls: { price: { role: 'observable' } },
  fields: ['key', 'name', 'price.value'],
  items: rows.map(([key, price]) => [key, key.toUpperCase(), price]),
});

const before: Snapshot = {
  url: 'http://127.0.0.1/products',
  screen: 'products.page',
  action: [
    { id: 'filters.reset', name: 'Reset' },
    { id: 'checkout', name: 'Checkout', enabled: false },
  ],
  observable: [{ id: 'cart.count', value: '0' }],
  collections: [
    grid([
      ['a', '£1'],
      ['b', '£2'],
      ['c', '£3'],
    ]),
  ],
};

describe('snapshotDelta', () => {
  it('says nothing changed with an empty delta', () => {
    expect(snapshotDelta(before, structuredClone(before))).toEqual({
      url: before.url,
      screen: 'products.page',
      delta: true,
    });
  });

  it('lists added entries with their role, removed ids, and changed fields only', () => {
    const after: Snapshot = {
      ...structuredClone(before),
      action: [{ id: 'checkout', name: 'Checkout' }],
      observable: [{ id: 'cart.count', value: '1' }],
      toggle: [{ id: 'filters.sale', name: 'On sale', value: false }],
    };
    expect(snapshotDelta(before, after)).toEqual({
      url: before.url,
      screen: 'products.page',
      delta: true,
      added: { toggle: [{ id: 'filters.sale', name: 'On sale', value: false }] },
      removed: ['filters.reset'],
      // enabled:false gone is said as enabled:true.
      changed: [
        { id: 'checkout', enabled: true },
        { id: 'cart.count', value: '1' },
      ],
    });
  });

  it('marks a field that disappeared with null, and a role change as a changed role', () => {
    const after = structuredClone(before);
    after.observable = [{ id: 'cart.count' }];
    after.region = [{ id: 'filters.reset', name: 'Reset' }];
    after.action = [{ id: 'checkout', name: 'Checkout', enabled: false }];
    expect(snapshotDelta(before, after).changed).toEqual([
      { id: 'cart.count', value: null },
      { id: 'filters.reset', role: 'region' },
    ]);
  });

  it('reports a collection by its rows: added, removed (by key) and changed', () => {
    const after = structuredClone(before);
    after.collections = [
      grid([
        ['a', '£1'],
        ['c', '£4'],
        ['d', '£5'],
      ]),
    ];
    expect(snapshotDelta(before, after).collections).toEqual([
      {
        id: 'products.grid',
        idPattern: 'products.grid.item.{key}[.{control}]',
        added: [['d', 'D', '£5']],
        removed: ['b'],
        changed: [['c', 'C', '£4']],
      },
    ]);
  });

  it('gives the new order of the keys when the rows were reordered', () => {
    const after = structuredClone(before);
    after.collections = [
      grid([
        ['c', '£3'],
        ['b', '£2'],
        ['a', '£1'],
      ]),
    ];
    expect(snapshotDelta(before, after).collections).toEqual([
      { id: 'products.grid', idPattern: 'products.grid.item.{key}[.{control}]', order: ['c', 'b', 'a'] },
    ]);
  });

  it('names each element of a row that left when the list unfolds to one row, and nothing that stayed', () => {
    const after = structuredClone(before);
    delete after.collections;
    after.collection = [{ id: 'products.grid' }];
    after.navigation = [{ id: 'products.grid.item.a', name: 'A' }];
    after.observable = [
      { id: 'cart.count', value: '0' },
      { id: 'products.grid.item.a.price', value: '£1' },
    ];
    const delta = snapshotDelta(
      {
        ...before,
        collections: [
          {
            ...grid([
              ['a', '£1'],
              ['b', '£2'],
            ]),
            name: undefined,
          },
        ],
      },
      after,
    );
    expect(delta.removed).toEqual(['products.grid.item.b', 'products.grid.item.b.price']);
    expect(delta).not.toHaveProperty('added');
    expect(delta).not.toHaveProperty('changed');
  });

  it('reports a reshaped collection by its changed elements when that is shorter than the block', () => {
    // All prices equal: the price is hoisted into itemControls. One changes: it becomes a column.
    const hoisted: FoldedCollection = {
      ...grid([]),
      itemControls: { price: { role: 'observable', value: '£1' } },
      fields: ['key', 'name'],
      items: [
        ['a', 'A'],
        ['b', 'B'],
        ['c', 'C'],
      ],
    };
    const after: Snapshot = {
      url: before.url,
      collections: [
        grid([
          ['a', '£1'],
          ['b', '£2'],
          ['c', '£1'],
        ]),
      ],
    };
    expect(snapshotDelta({ url: before.url, collections: [hoisted] }, after)).toEqual({
      url: before.url,
      delta: true,
      changed: [{ id: 'products.grid.item.b.price', value: '£2' }],
    });
  });

  it('sends a reshaped collection in full when its rows moved, since element changes cannot say so', () => {
    const hoisted: FoldedCollection = {
      ...grid([]),
      fields: ['key', 'name'],
      items: [
        ['a', 'A'],
        ['b', 'B'],
      ],
    };
    hoisted.itemControls = { price: { role: 'observable', value: '£1' } };
    const after: Snapshot = {
      url: before.url,
      collections: [
        grid([
          ['b', '£1'],
          ['a', '£2'],
        ]),
      ],
    };
    expect(snapshotDelta({ url: before.url, collections: [hoisted] }, after).collections).toEqual(after.collections);
  });

  it('sends a new collection in full, and names a collection that went away', () => {
    const gone = structuredClone(before);
    delete gone.collections;
    expect(snapshotDelta(before, gone).removed).toEqual(['products.grid']);
    expect(snapshotDelta(gone, before).collections).toEqual(before.collections);
    expect(snapshotDelta(gone, before)).not.toHaveProperty('added');
  });
});

describe('chooseDelta', () => {
  it('falls back to the full snapshot with a reason when there is no baseline, it was cut, or the delta is large', () => {
    expect(chooseDelta(undefined, before)).toEqual({ full: 'no earlier snapshot' });
    expect(chooseDelta({ ...before, truncated: { omitted: 3 } }, before)).toEqual({
      full: 'the earlier snapshot was cut',
    });
    const otherScreen: Snapshot = {
      url: 'http://127.0.0.1/cart',
      screen: 'cart.page',
      action: [{ id: 'cart.checkout', name: 'Check out' }],
    };
    expect(chooseDelta(before, otherScreen)).toEqual({ full: 'too many changes' });
  });

  it('sends the delta when it is small next to the full snapshot', () => {
    const after = structuredClone(before);
    after.observable = [{ id: 'cart.count', value: '1' }];
    expect(chooseDelta(before, after)).toEqual({
      delta: { url: before.url, screen: 'products.page', delta: true, changed: [{ id: 'cart.count', value: '1' }] },
    });
  });
});
