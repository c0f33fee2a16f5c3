/// <reference lib="dom" />
// Scope: a data-semtag-id first, then a CSS selector; errors that say what was tried.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestBrowser, flatEntries, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, collection, rawSnapshot, render } from './helpers.js';

let tb: TestBrowser;
let page: Page;

beforeAll(async () => {
  tb = await connectTestBrowser();
  page = await tb.newPage();
});
afterAll(async () => tb.close());

/** The ids a scoped snapshot holds, flat and as block containers. */
async function idsInScope(scope: string, includeHidden = false): Promise<string[]> {
  const snapshot = await snapshotOf(page, { scope, includeHidden });
  return [...flatEntries(snapshot).keys(), ...(snapshot.collections ?? []).map((c) => c.id ?? '')].sort();
}

/** The hinted ids under the first element matching `selector`, itself included, computed in the page. */
async function idsUnder(selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const root = document.querySelector(css)!;
    return [root, ...Array.from(root.querySelectorAll('[data-semtag-id]'))]
      .map((e) => e.getAttribute('data-semtag-id') ?? '')
      .filter((id) => id !== '');
  }, selector);
}

describe('scope by id', () => {
  it('restricts the snapshot to the subtree, the scoped element included', async () => {
    const ids = await idsInScope('checkout.form');
    expect(ids).toEqual((await idsUnder('[data-semtag-id="checkout.form"]')).sort());
    expect(ids).toContain('checkout.form');
    expect(ids).toContain('checkout.email');
    expect(ids).not.toContain('cart.total');
  });

  it('still computes url and screen for the whole page', async () => {
    const snapshot = await snapshotOf(page, { scope: 'controls' });
    expect(snapshot.url).toBe(page.url());
    expect(snapshot.screen).toBe('fixture.page');
    expect(snapshot.navigation).toBeUndefined();
  });

  it('resolves ids that are not valid CSS, compared exactly', async () => {
    const snapshot = await snapshotOf(page, { scope: 'weird.[b]\\c' });
    expect(snapshot.observable).toEqual([{ id: 'weird.[b]\\c', value: 'brackets' }]);
    expect(Object.keys(snapshot)).toEqual(['url', 'screen', 'observable']);
  });

  it('folds a collection given as scope, container and all', async () => {
    const snapshot = await snapshotOf(page, { scope: 'products.grid' });
    expect(Object.keys(snapshot)).toEqual(['url', 'screen', 'collections']);
    expect(snapshot.collections).toHaveLength(1);
    expect(collection(snapshot, 'products.grid.item.{key}[.{control}]').id).toBe('products.grid');
  });

  it('applies the hidden filter inside the scope too', async () => {
    expect(await idsInScope('cart.drawer')).toEqual([]);
    expect(await idsInScope('cart.drawer', true)).toEqual(['cart.drawer', 'cart.drawer.close']);
  });

  it('takes the first element carrying the id, and prefers an id over a selector', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(
      blank,
      `<section aria-label="By tag"><button data-semtag-id="tag.go" data-semtag-role="action">Tag</button></section>
       <div data-semtag-id="section" data-semtag-role="region" aria-label="By id"><button data-semtag-id="id.go" data-semtag-role="action">Id</button></div>
       <div data-semtag-id="dup.scope" data-semtag-role="region" aria-label="First"><button data-semtag-id="first.go" data-semtag-role="action">1</button></div>
       <div data-semtag-id="dup.scope" data-semtag-role="region" aria-label="Second"><button data-semtag-id="second.go" data-semtag-role="action">2</button></div>`,
    );
    const bySection = await snapshotOf(blank, { scope: 'section' });
    expect(bySection.action).toEqual([{ id: 'id.go', name: 'Id' }]);
    const byDup = await snapshotOf(blank, { scope: 'dup.scope' });
    expect(byDup.action).toEqual([{ id: 'first.go', name: '1' }]);
  });
});

describe('scope by CSS selector', () => {
  it('restricts the snapshot to the first match', async () => {
    const ids = await idsInScope('main > section:nth-of-type(2)');
    expect(ids).toEqual((await idsUnder('main > section:nth-of-type(2)')).sort());
    expect(ids).toContain('selects');
  });

  it('works on an unhinted element, with hidden elements on request', async () => {
    expect(await idsInScope('#drawer', true)).toEqual(['cart.drawer', 'cart.drawer.close']);
    expect(await idsInScope('fieldset')).toEqual(['action.fieldset-disabled']);
  });

  it('names a folded block after its container even when the container lies outside the scope', async () => {
    // The browser puts the rows in a tbody: the scope holds every row but not the table.
    const snapshot = await snapshotOf(page, { scope: 'table > tbody' });
    expect(flatEntries(snapshot).size).toBe(0);
    const block = collection(snapshot, 'admin.products.item.{key}[.{control}]');
    expect(block.id).toBe('admin.products.list');
    expect(block.name).toBe('Admin products');
    expect(block.controls).toBe('admin.products.pager');
    expect(block.items.map((row) => row[0])).toEqual(['42', '43', '44']);
  });

  it('leaves a single item of a collection flat: one key does not fold', async () => {
    const snapshot = await snapshotOf(page, { scope: '[data-semtag-id="products.grid"] > li:nth-child(2)' });
    expect(snapshot.collections).toBeUndefined();
    expect([...flatEntries(snapshot).keys()].sort()).toEqual([
      'products.grid.item.beta',
      'products.grid.item.beta.price',
      'products.grid.item.beta.remove',
    ]);
  });
});

describe('scope errors', () => {
  it('says a scope matching neither an id nor an element was tried both ways', async () => {
    expect(await rawSnapshot(page, { scope: 'no.such.region' })).toEqual({
      ok: false,
      error: { code: 'scope-not-found', scope: 'no.such.region', triedSelector: true },
    });
  });

  it('reports an invalid selector with the reason, instead of throwing', async () => {
    const result = await rawSnapshot(page, { scope: 'div[' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'invalid-scope', scope: 'div[' });
    expect(result.error.code === 'invalid-scope' && result.error.reason).toMatch(/not a valid selector/);
  });

  it('does not take an empty scope as the id of an element with an empty id', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(
      blank,
      `<div data-semtag-id="" aria-label="x"><button data-semtag-id="e.go" data-semtag-role="action">Go</button></div>`,
    );
    expect(await rawSnapshot(blank, { scope: '' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-scope', scope: '' },
    });
  });

  it('keeps working after a bad call', async () => {
    await rawSnapshot(page, { scope: ')))' });
    const result = await rawSnapshot(page, { scope: 'actions' });
    expect(result.ok).toBe(true);
  });
});

describe('scope by id over portals', () => {
  it('covers the subtrees the scoped element names through aria-controls / aria-owns outside it', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(
      blank,
      `<main><div data-semtag-id="bar" data-semtag-role="region" aria-label="Bar">
         <button role="combobox" aria-controls="list-1 missing" aria-owns="extra" aria-label="Size"
                 data-semtag-id="bar.size" data-semtag-role="select" data-semtag-controls="grid">M</button>
         <button data-semtag-id="bar.other" data-semtag-role="action">Other</button></div></main>
       <div id="list-1" role="listbox" data-semtag-id="bar.size.list" data-semtag-role="region" aria-label="Sizes">
         <div role="option" data-semtag-id="bar.size.s" data-semtag-role="option">S</div>
         <div role="option" data-semtag-id="bar.size.m" data-semtag-role="option">M</div></div>
       <div id="extra"><div role="option" data-semtag-id="bar.size.l" data-semtag-role="option">L</div></div>
       <div data-semtag-id="grid" data-semtag-role="region" aria-label="Grid">unrelated</div>`,
    );
    const scoped = await snapshotOf(blank, { scope: 'bar.size' });
    expect([...flatEntries(scoped).keys()]).toEqual([
      'bar.size.s',
      'bar.size.m',
      'bar.size.l',
      'bar.size',
      'bar.size.list',
    ]);
    expect(scoped.select?.[0]?.options).toEqual(['S', 'M', 'L']);
    // Only the scoped element's own references count, and only for a scope given by id.
    expect([...flatEntries(await snapshotOf(blank, { scope: 'bar' })).keys()].sort()).toEqual([
      'bar',
      'bar.other',
      'bar.size',
    ]);
    expect([...flatEntries(await snapshotOf(blank, { scope: '[aria-label="Size"]' })).keys()]).toEqual(['bar.size']);
  });

  it('covers what the combobox or popup button inside a hint an agent acts on names, not inside a region', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(
      blank,
      `<div data-semtag-id="who" data-semtag-role="select"><input role="combobox" aria-controls="people" aria-label="Who">
         <button aria-haspopup="listbox" aria-controls="people" aria-label="Show">▾</button></div>
       <section data-semtag-id="team" data-semtag-role="region" aria-label="Team">
         <button aria-haspopup="menu" aria-controls="menu-1" data-semtag-id="team.more" data-semtag-role="action">More</button></section>
       <div id="people" role="listbox"><div role="option" data-semtag-id="who.ada" data-semtag-role="option">Ada</div></div>
       <div id="menu-1" role="menu"><div role="menuitem" data-semtag-id="team.more.leave" data-semtag-role="action">Leave</div></div>`,
    );
    const scoped = await snapshotOf(blank, { scope: 'who' });
    expect([...flatEntries(scoped).keys()]).toEqual(['who.ada', 'who']);
    expect(scoped.select?.[0]).toMatchObject({ name: 'Who', options: ['Ada'] });
    // The menu button is the hint; the region around it opens nothing.
    expect([...flatEntries(await snapshotOf(blank, { scope: 'team.more' })).keys()].sort()).toEqual([
      'team.more',
      'team.more.leave',
    ]);
    expect([...flatEntries(await snapshotOf(blank, { scope: 'team' })).keys()].sort()).toEqual(['team', 'team.more']);
  });
});
