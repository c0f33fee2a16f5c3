/// <reference lib="dom" />
// Folded collections: hint-design.md "Worked example: `products.grid`" exactly, ancestry folding, presence columns, and what stays flat.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoldedCollection, Snapshot } from '../../src/page/types.js';
import { connectTestBrowser, flatEntries, observeOf, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, collection, entryIn, idsIn, render, testUrl, unfold } from './helpers.js';

let tb: TestBrowser;
let page: Page;
let blank: Page;
let fixture: Snapshot;

beforeAll(async () => {
  tb = await connectTestBrowser();
  page = await tb.newPage();
  blank = await tb.newPage(BLANK_URL());
  fixture = await snapshotOf(page);
});
afterAll(async () => tb.close());

/** The block printed in hint-design.md "Worked example: `products.grid`", character for character. */
const WORKED_EXAMPLE_GRID: FoldedCollection = {
  id: 'products.grid',
  name: 'Products',
  idPattern: 'products.grid.item.{key}[.{control}]',
  item: { role: 'navigation' },
  itemControls: {
    price: { role: 'observable', state: 'product.price' },
    remove: { role: 'action', name: 'Remove', action: 'remove-product' },
  },
  fields: ['key', 'name', 'target', 'price.value', 'remove'],
  items: [
    ['alpha', 'Alpha Phone', 'product.detail', '£10.00', true],
    ['beta', 'Beta Laptop', 'product.detail', '£20.00', true],
    ['gamma', 'Gamma Bundle', 'bundle.detail', '£30.00', null],
  ],
};

describe('hint-design.md "Worked example: `products.grid`"', () => {
  it('yields exactly the printed products.grid block on the fixture', () => {
    const block = collection(fixture, 'products.grid.item.{key}[.{control}]');
    expect(block).toEqual(WORKED_EXAMPLE_GRID);
    expect(JSON.stringify(block)).toBe(JSON.stringify(WORKED_EXAMPLE_GRID));
  });

  it('yields the whole printed snapshot of hint-design.md "Worked example: `products.grid`", url aside', async () => {
    const products = await tb.fresh(testUrl('fixtures/products.html'));
    const snapshot = await snapshotOf(products);
    expect(JSON.stringify({ ...snapshot, url: 'http://localhost:8080/products' })).toBe(
      JSON.stringify({
        url: 'http://localhost:8080/products',
        screen: 'products.page',
        navigation: [
          { id: 'nav.products', name: 'Products', target: 'products.page' },
          { id: 'nav.cart', name: 'Cart', target: 'cart.page' },
        ],
        collections: [WORKED_EXAMPLE_GRID],
      }),
    );
  });

  it('yields the block of hint-design.md "A second example: rows without an item element", with an enabled column', async () => {
    await render(
      blank,
      `<table><tbody aria-label="Cart lines" data-semtag-id="cart.lines" data-semtag-role="collection">
        <tr>
          <td data-semtag-id="cart.lines.item.sku-1.title" data-semtag-role="observable">Alpha Phone</td>
          <td><input type="number" aria-label="Quantity" value="1" data-semtag-id="cart.lines.item.sku-1.qty" data-semtag-role="input"></td>
          <td><button disabled aria-label="Decrease quantity" data-semtag-id="cart.lines.item.sku-1.dec" data-semtag-role="action" data-semtag-action="decrease-qty">−</button></td>
        </tr>
        <tr>
          <td data-semtag-id="cart.lines.item.sku-2.title" data-semtag-role="observable">Beta Laptop</td>
          <td><input type="number" aria-label="Quantity" value="3" data-semtag-id="cart.lines.item.sku-2.qty" data-semtag-role="input"></td>
          <td><button aria-label="Decrease quantity" data-semtag-id="cart.lines.item.sku-2.dec" data-semtag-role="action" data-semtag-action="decrease-qty">−</button></td>
        </tr>
      </tbody></table>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(JSON.stringify({ collections: snapshot.collections })).toBe(
      JSON.stringify({
        collections: [
          {
            id: 'cart.lines',
            name: 'Cart lines',
            idPattern: 'cart.lines.item.{key}[.{control}]',
            itemControls: {
              title: { role: 'observable' },
              qty: { role: 'input', name: 'Quantity' },
              dec: { role: 'action', name: 'Decrease quantity', action: 'decrease-qty' },
            },
            fields: ['key', 'title.value', 'qty.value', 'dec.enabled'],
            items: [
              ['sku-1', 'Alpha Phone', '1', false],
              ['sku-2', 'Beta Laptop', '3', null],
            ],
          },
        ],
      }),
    );
    expect(Object.keys(snapshot)).toEqual(['url', 'collections']);
  });

  it('keeps every member addressable: rebuilt ids resolve to the same entries observe gives', async () => {
    for (const entry of unfold(WORKED_EXAMPLE_GRID)) expect(await observeOf(page, entry.id), entry.id).toEqual(entry);
    expect(unfold(WORKED_EXAMPLE_GRID).map((e) => e.id)).toEqual([
      'products.grid.item.alpha',
      'products.grid.item.alpha.price',
      'products.grid.item.alpha.remove',
      'products.grid.item.beta',
      'products.grid.item.beta.price',
      'products.grid.item.beta.remove',
      'products.grid.item.gamma',
      'products.grid.item.gamma.price',
    ]);
  });

  it('follows the page: a changed price is a new cell, a removed button a null presence', async () => {
    const live = await tb.fresh();
    await live.evaluate(() => {
      document.querySelector('[data-semtag-id="products.grid.item.beta.price"]')!.textContent = '£25.00';
      document.querySelector('[data-semtag-id="products.grid.item.beta.remove"]')!.remove();
    });
    const block = collection(await snapshotOf(live), 'products.grid.item.{key}[.{control}]');
    expect(block.items[1]).toEqual(['beta', 'Beta Laptop', 'product.detail', '£25.00', null]);
  });
});

describe('ancestry folding', () => {
  it('folds rows under a container named differently from their prefix', () => {
    expect(collection(fixture, 'admin.products.item.{key}[.{control}]')).toEqual({
      id: 'admin.products.list',
      name: 'Admin products',
      controls: 'admin.products.pager',
      idPattern: 'admin.products.item.{key}[.{control}]',
      item: { role: 'region' },
      itemControls: { select: { role: 'toggle' } },
      fields: ['key', 'item', 'name', 'select.name', 'select.value'],
      items: [
        ['42', true, 'Row 42', 'Select 42', false],
        ['43', true, 'Row 43', 'Select 43', true],
        ['44', null, null, 'Select 44', false],
      ],
    });
  });

  it('updates the rows when the page checks a box', async () => {
    const live = await tb.fresh();
    await live.check('[data-semtag-id="admin.products.item.44.select"]');
    const block = collection(await snapshotOf(live), 'admin.products.item.{key}[.{control}]');
    expect(block.items.map((row) => row[4])).toEqual([false, true, true]);
  });

  it('removes folded members and their containers from the flat groups', () => {
    const flat = [...flatEntries(fixture).keys()];
    for (const id of flat) expect(id).not.toMatch(/^(products\.grid|admin\.products)/);
    expect(fixture.collection).toBeUndefined();
  });

  it('leaves a repeated group without a collection ancestor flat', () => {
    expect(idsIn(fixture, 'observable')).toEqual(expect.arrayContaining(['orphans.item.a', 'orphans.item.b']));
    expect(entryIn(fixture, 'region', 'orphans')).toEqual({ id: 'orphans', name: 'Orphans' });
    expect(fixture.collections!.map((c) => c.idPattern)).toEqual([
      'products.grid.item.{key}[.{control}]',
      'admin.products.item.{key}[.{control}]',
    ]);
  });
});

describe('columns', () => {
  it('adds a presence column for an optional control, and one named "item" for an optional item', async () => {
    await render(
      blank,
      `<ul data-semtag-id="p.list" data-semtag-role="collection" aria-label="List">
        <li><a href="/a" data-semtag-id="p.item.a" data-semtag-role="navigation" data-semtag-target="p.detail">A</a>
            <button data-semtag-id="p.item.a.fav" data-semtag-role="action" data-semtag-action="fav">Fav</button></li>
        <li><button data-semtag-id="p.item.b.fav" data-semtag-role="action" data-semtag-action="fav">Fav</button></li>
        <li><a href="/c" data-semtag-id="p.item.c" data-semtag-role="navigation" data-semtag-target="p.detail">C</a></li>
      </ul>`,
    );
    const block = collection(await snapshotOf(blank), 'p.item.{key}[.{control}]');
    expect(block).toEqual({
      id: 'p.list',
      name: 'List',
      idPattern: 'p.item.{key}[.{control}]',
      item: { role: 'navigation', target: 'p.detail' },
      itemControls: { fav: { role: 'action', name: 'Fav', action: 'fav' } },
      fields: ['key', 'item', 'name', 'fav'],
      items: [
        ['a', true, 'A', true],
        ['b', null, null, true],
        ['c', true, 'C', null],
      ],
    });
  });

  it('makes a field a column when some rows lack it, and hoists {} when nothing is shared', async () => {
    await render(
      blank,
      `<div data-semtag-id="q.box" data-semtag-role="collection">
        <span data-semtag-id="q.item.1" data-semtag-role="observable" data-semtag-state="hot">One</span>
        <button data-semtag-id="q.item.2" data-semtag-role="action">Two</button>
      </div>`,
    );
    const block = collection(await snapshotOf(blank), 'q.item.{key}');
    expect(block).toEqual({
      id: 'q.box',
      idPattern: 'q.item.{key}',
      item: {},
      fields: ['key', 'role', 'name', 'state', 'value'],
      items: [
        ['1', 'observable', null, 'hot', 'One'],
        ['2', 'action', 'Two', null, null],
      ],
    });
  });

  it('lists controls in first-seen order and rows in document order of their keys', async () => {
    await render(
      blank,
      `<div data-semtag-id="r.box" data-semtag-role="collection" aria-label="Box">
        <span data-semtag-id="r.item.z.price" data-semtag-role="observable">1</span>
        <span data-semtag-id="r.item.z.stock" data-semtag-role="observable">in</span>
        <span data-semtag-id="r.item.a.qty.inc" data-semtag-role="action">+</span>
        <span data-semtag-id="r.item.a.price" data-semtag-role="observable">2</span>
        <span data-semtag-id="r.item.a.stock" data-semtag-role="observable">out</span>
      </div>`,
    );
    const block = collection(await snapshotOf(blank), 'r.item.{key}[.{control}]');
    expect(Object.keys(block.itemControls!)).toEqual(['price', 'stock', 'qty.inc']);
    expect(block.fields).toEqual(['key', 'price.value', 'stock.value', 'qty.inc']);
    expect(block.items).toEqual([
      ['z', '1', 'in', null],
      ['a', '2', 'out', true],
    ]);
    expect(await observeOf(blank, 'r.item.a.qty.inc')).toEqual({ id: 'r.item.a.qty.inc', role: 'action', name: '+' });
  });

  it('adds a visible column for hidden members with includeHidden', async () => {
    await render(
      blank,
      `<ul data-semtag-id="h.list" data-semtag-role="collection" aria-label="H">
        <li><button data-semtag-id="h.item.a.buy" data-semtag-role="action">Buy</button></li>
        <li><button data-semtag-id="h.item.b.buy" data-semtag-role="action" style="display:none">Buy</button></li>
        <li><button data-semtag-id="h.item.c.buy" data-semtag-role="action">Buy</button></li>
      </ul>`,
    );
    expect(collection(await snapshotOf(blank, { includeHidden: true }), 'h.item.{key}[.{control}]')).toMatchObject({
      itemControls: { buy: { role: 'action', name: 'Buy' } },
      fields: ['key', 'buy.visible'],
      items: [
        ['a', null],
        ['b', false],
        ['c', null],
      ],
    });
    const shown = collection(await snapshotOf(blank), 'h.item.{key}[.{control}]');
    expect(shown.fields).toEqual(['key']);
    expect(shown.items).toEqual([['a'], ['c']]);
  });
});

describe('what does not fold', () => {
  it('leaves one key flat, and folds only once a second key is visible', async () => {
    await render(
      blank,
      `<ul data-semtag-id="one.list" data-semtag-role="collection" aria-label="One">
        <li><span data-semtag-id="one.item.a" data-semtag-role="observable">A</span>
            <span data-semtag-id="one.item.a.price" data-semtag-role="observable">£1</span></li>
        <li style="display:none"><span data-semtag-id="one.item.b" data-semtag-role="observable">B</span></li>
      </ul>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(snapshot.collections).toBeUndefined();
    expect(idsIn(snapshot, 'observable')).toEqual(['one.item.a', 'one.item.a.price']);
    expect(idsIn(snapshot, 'collection')).toEqual(['one.list']);

    await blank.evaluate(() => ((document.querySelectorAll('li')[1] as HTMLElement).style.display = ''));
    const folded = await snapshotOf(blank);
    expect(folded.collections).toHaveLength(1);
    expect(Object.keys(folded)).toEqual(['url', 'collections']);
  });

  it('keeps a duplicated member id flat while the rest of the item folds', async () => {
    await render(
      blank,
      `<ul data-semtag-id="d.list" data-semtag-role="collection" aria-label="D">
        <li><span data-semtag-id="d.item.a.price" data-semtag-role="observable">1</span>
            <span data-semtag-id="d.item.a.price" data-semtag-role="observable">1 again</span></li>
        <li><span data-semtag-id="d.item.b.price" data-semtag-role="observable">2</span></li>
      </ul>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(collection(snapshot, 'd.item.{key}[.{control}]').items).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(snapshot.observable).toEqual([{ id: 'd.item.a.price', value: '1 again' }]);
  });

  it('ignores ids that only look like members: no key after item, Item in capitals, or item first', async () => {
    await render(
      blank,
      `<ul data-semtag-id="n.list" data-semtag-role="collection" aria-label="N">
        <li data-semtag-id="nav.item" data-semtag-role="action">1</li>
        <li data-semtag-id="n.Item.a" data-semtag-role="action">2</li>
        <li data-semtag-id="n.Item.b" data-semtag-role="action">3</li>
        <li data-semtag-id="item.a" data-semtag-role="action">4</li>
        <li data-semtag-id="item.b" data-semtag-role="action">5</li>
      </ul>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(snapshot.collections).toBeUndefined();
    expect(idsIn(snapshot, 'action')).toEqual(['nav.item', 'n.Item.a', 'n.Item.b', 'item.a', 'item.b']);
  });
});

describe('grouping', () => {
  it('groups by the nearest collection ancestor, so nested collections fold separately', async () => {
    await render(
      blank,
      `<div data-semtag-id="orders.list" data-semtag-role="collection" aria-label="Orders">
        <section data-semtag-id="orders.list.item.7" data-semtag-role="region" aria-label="Order 7">
          <ul data-semtag-id="orders.list.item.7.lines" data-semtag-role="collection" aria-label="Lines">
            <li data-semtag-id="orders.list.item.7.lines.item.a.qty" data-semtag-role="observable">1</li>
            <li data-semtag-id="orders.list.item.7.lines.item.b.qty" data-semtag-role="observable">2</li>
          </ul>
        </section>
        <section data-semtag-id="orders.list.item.8" data-semtag-role="region" aria-label="Order 8"><p>No lines</p></section>
      </div>`,
    );
    const snapshot = await snapshotOf(blank);
    // Blocks come in document order of their containers: the outer one first.
    expect(snapshot.collections!.map((c) => [c.id, c.idPattern])).toEqual([
      ['orders.list', 'orders.list.item.{key}[.{control}]'],
      ['orders.list.item.7.lines', 'orders.list.item.7.lines.item.{key}[.{control}]'],
    ]);
    const outer = collection(snapshot, 'orders.list.item.{key}[.{control}]');
    // The inner container is a member of the outer block: control "lines" of item 7.
    expect(outer.fields).toEqual(['key', 'name', 'lines']);
    expect(outer.items).toEqual([
      ['7', 'Order 7', true],
      ['8', 'Order 8', null],
    ]);
    expect(collection(snapshot, 'orders.list.item.7.lines.item.{key}[.{control}]').items).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(flatEntries(snapshot).size).toBe(0);
  });

  it('lists blocks in document order of their containers', async () => {
    await render(
      blank,
      `<div data-semtag-id="outer.box" data-semtag-role="collection" aria-label="Outer">
        <ul data-semtag-id="inner.box" data-semtag-role="collection" aria-label="Inner">
          <li data-semtag-id="inner.item.1" data-semtag-role="observable">i1</li>
          <li data-semtag-id="inner.item.2" data-semtag-role="observable">i2</li>
        </ul>
        <p data-semtag-id="outer.item.1" data-semtag-role="observable">o1</p>
        <p data-semtag-id="outer.item.2" data-semtag-role="observable">o2</p>
      </div>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(snapshot.collections!.map((c) => c.id)).toEqual(['outer.box', 'inner.box']);
  });

  it('makes two blocks with the same container id when two prefixes fold under one container', async () => {
    await render(
      blank,
      `<div data-semtag-id="mix.box" data-semtag-role="collection" aria-label="Mix">
        <span data-semtag-id="mix.a.item.1" data-semtag-role="observable">a1</span>
        <span data-semtag-id="mix.b.item.1" data-semtag-role="observable">b1</span>
        <span data-semtag-id="mix.a.item.2" data-semtag-role="observable">a2</span>
        <span data-semtag-id="mix.b.item.2" data-semtag-role="observable">b2</span>
      </div>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(snapshot.collections!.map((c) => [c.id, c.idPattern, c.items])).toEqual([
      [
        'mix.box',
        'mix.a.item.{key}',
        [
          ['1', 'a1'],
          ['2', 'a2'],
        ],
      ],
      [
        'mix.box',
        'mix.b.item.{key}',
        [
          ['1', 'b1'],
          ['2', 'b2'],
        ],
      ],
    ]);
  });

  it('folds under an unhinted-id collection ancestor too, leaving the block without an id', async () => {
    await render(
      blank,
      `<ul data-semtag-role="collection" aria-label="Anonymous">
        <li data-semtag-id="anon.item.1" data-semtag-role="observable">1</li>
        <li data-semtag-id="anon.item.2" data-semtag-role="observable">2</li>
      </ul>`,
    );
    const block = collection(await snapshotOf(blank), 'anon.item.{key}');
    expect(block).not.toHaveProperty('id');
    expect(block.items).toEqual([
      ['1', '1'],
      ['2', '2'],
    ]);
  });
});
