// rowsFrom: one collection of a snapshot from a given row on, or a ToolError that says how to fix
// the call. Every expected value is written out by hand.

import { describe, expect, it } from 'vitest';
import { ToolError } from '../../src/shared/errors.js';
import type { FoldedCollection, Snapshot } from '../../src/page/types.js';
import { rowsFrom } from '../../src/answer/collection-rows.js';

const grid: FoldedCollection = {
  id: 'products.grid',
  name: 'Products',
  total: 40,
  idPattern: 'products.grid.item.{key}[.{control}]',
  item: { role: 'navigation' },
  itemControls: { add: { role: 'action', name: 'Add' } },
  fields: ['key', 'name', 'add'],
  items: [
    ['alpha', 'Alpha', true],
    ['beta', 'Beta', null],
    ['gamma', 'Gamma', true],
  ],
};

const cart: FoldedCollection = {
  id: 'cart.lines',
  idPattern: 'cart.lines.item.{key}',
  item: { role: 'observable' },
  fields: ['key', 'value'],
  items: [['l1', '£12.00']],
};

const snapshot: Snapshot = {
  url: 'http://localhost:8080/products',
  screen: 'products.page',
  action: [{ id: 'header.cart', name: 'Cart' }],
  collections: [cart, grid],
};

/** The ToolError `call` throws: its message, failing the test when it throws anything else or nothing. */
function errorOf(call: () => unknown): string {
  try {
    call();
  } catch (err) {
    expect(err).toBeInstanceOf(ToolError);
    return (err as ToolError).message;
  }
  throw new Error('expected a ToolError, nothing was thrown');
}

describe('rowsFrom', () => {
  it('answers the url, the screen, that one collection from the named row on, and where the rows start', () => {
    expect(rowsFrom(snapshot, 'products.grid.item.beta')).toEqual({
      url: 'http://localhost:8080/products',
      screen: 'products.page',
      // The collection's own fields and shared parts as they are; its rows from beta on.
      collections: [
        {
          ...grid,
          items: [
            ['beta', 'Beta', null],
            ['gamma', 'Gamma', true],
          ],
        },
      ],
      rows: { from: 2, of: 3 },
    });
  });

  it('reads from the first row as row 1, and from the last as a page of one', () => {
    expect(rowsFrom(snapshot, 'products.grid.item.alpha').rows).toEqual({ from: 1, of: 3 });
    const last = rowsFrom(snapshot, 'products.grid.item.gamma');
    expect(last.rows).toEqual({ from: 3, of: 3 });
    expect(last.collections[0]!.items).toEqual([['gamma', 'Gamma', true]]);
  });

  it("takes a control's id as its row's", () => {
    expect(rowsFrom(snapshot, 'products.grid.item.beta.add').rows).toEqual({ from: 2, of: 3 });
  });

  it('has no screen when the snapshot has none, and leaves the snapshot as it was', () => {
    const bare: Snapshot = { url: 'http://localhost:8080/cart', collections: [cart] };
    const before = structuredClone(bare);
    const page = rowsFrom(bare, 'cart.lines.item.l1');
    expect(page).toEqual({
      url: 'http://localhost:8080/cart',
      collections: [cart],
      rows: { from: 1, of: 1 },
    });
    expect(page).not.toHaveProperty('screen');
    expect(bare).toEqual(before);
  });

  it('looks for the key in every collection of that prefix, in order', () => {
    const framed: FoldedCollection = { ...grid, frame: 'iframe#shop', items: [['delta', 'Delta', true]] };
    const page = rowsFrom({ url: 'http://x/', collections: [grid, framed] }, 'products.grid.item.delta');
    expect(page.collections).toEqual([{ ...framed }]);
    expect(page.rows).toEqual({ from: 1, of: 1 });
  });

  it('refuses an id that is not a member id', () => {
    expect(errorOf(() => rowsFrom(snapshot, 'products.grid'))).toBe(
      'rowsFrom "products.grid" is not a collection member id: pass "<prefix>.item.<key>", e.g. "products.grid.item.beta", as truncated.hint gives it.',
    );
  });

  it('names the collections the page has when none has that prefix', () => {
    expect(errorOf(() => rowsFrom(snapshot, 'orders.list.item.7'))).toBe(
      'rowsFrom "orders.list.item.7": no collection on this page has members named "orders.list.item.{key}" (its collections: "cart.lines.item.{key}", "products.grid.item.{key}[.{control}]"). Check scope and includeHidden, which must match the call that was cut.',
    );
    expect(errorOf(() => rowsFrom({ url: 'http://x/' }, 'orders.list.item.7'))).toBe(
      'rowsFrom "orders.list.item.7": no collection on this page has members named "orders.list.item.{key}". Check scope and includeHidden, which must match the call that was cut.',
    );
  });

  it('says how many rows the collection has and its first row when the key is gone', () => {
    expect(errorOf(() => rowsFrom(snapshot, 'products.grid.item.omega'))).toBe(
      'rowsFrom "products.grid.item.omega": the collection "products.grid.item.{key}[.{control}]" has no row with key "omega" now (it has 3 rows; the item may have gone since the last call). Read it from its first row with rowsFrom "products.grid.item.alpha".',
    );
  });

  it('quotes at most 200 characters of what it was given', () => {
    const long = `${'x'.repeat(250)}.item.k`;
    expect(errorOf(() => rowsFrom(snapshot, long))).toBe(
      `rowsFrom "${'x'.repeat(200)}…": no collection on this page has members named "${'x'.repeat(200)}…" (its collections: "cart.lines.item.{key}", "products.grid.item.{key}[.{control}]"). Check scope and includeHidden, which must match the call that was cut.`,
    );
  });
});
