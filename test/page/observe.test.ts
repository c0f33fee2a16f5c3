/// <reference lib="dom" />
// semantic_observe in the page: one element by exact id, its role always included; clear errors otherwise.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestBrowser, flatEntries, observeOf, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, countIds, documentIds, rawObserve, render, unfold } from './helpers.js';

let tb: TestBrowser;
let page: Page;

beforeAll(async () => {
  tb = await connectTestBrowser();
  page = await tb.newPage();
});
afterAll(async () => tb.close());

describe('observe one element', () => {
  it('returns the compact entry with its role', async () => {
    expect(await observeOf(page, 'cart.total')).toEqual({
      id: 'cart.total',
      role: 'observable',
      state: 'cart.total',
      value: '£ 30.00',
    });
    expect(await observeOf(page, 'legacy.buy')).toEqual({
      id: 'legacy.buy',
      role: 'Button',
      name: 'Buy',
      action: 'buy',
    });
    expect(await observeOf(page, 'legacy.unroled')).toEqual({ id: 'legacy.unroled', name: 'Share', action: 'share' });
  });

  it('agrees with every flat snapshot entry, role added', async () => {
    const snapshot = await snapshotOf(page, { includeHidden: true });
    for (const { group, ...entry } of flatEntries(snapshot).values()) {
      if (entry.id === 'dup.label') continue;
      const expected = group === 'other' ? entry : { ...entry, role: group };
      expect(await observeOf(page, entry.id), entry.id).toEqual(expected);
    }
  });

  it('resolves every folded member by its real id, rebuilt from idPattern', async () => {
    const snapshot = await snapshotOf(page);
    const rebuilt = (snapshot.collections ?? []).flatMap(unfold);
    expect(rebuilt.map((e) => e.id)).toContain('products.grid.item.beta.price');
    expect(rebuilt.map((e) => e.id)).not.toContain('products.grid.item.gamma.remove');
    expect(
      await countIds(
        page,
        rebuilt.map((e) => e.id),
      ),
    ).toEqual(rebuilt.map(() => 1));
    for (const entry of rebuilt) expect(await observeOf(page, entry.id), entry.id).toEqual(entry);
    expect(await observeOf(page, 'products.grid.item.beta.price')).toEqual({
      id: 'products.grid.item.beta.price',
      role: 'observable',
      state: 'product.price',
      value: '£20.00',
    });
  });

  it('reads the live state after the page changes', async () => {
    const live = await tb.fresh();
    await live.fill('[data-semtag-id="checkout.email"]', 'grace@example.com');
    await live.check('[data-semtag-id="admin.products.item.42.select"]');
    await live.evaluate(() => {
      document.querySelector('[data-semtag-id="products.grid.item.alpha.price"]')!.textContent = '£12.00';
      document.querySelector('[data-semtag-id="cart.open"]')!.setAttribute('disabled', '');
    });
    expect((await observeOf(live, 'checkout.email')).value).toBe('grace@example.com');
    expect((await observeOf(live, 'admin.products.item.42.select')).value).toBe(true);
    expect((await observeOf(live, 'products.grid.item.alpha.price')).value).toBe('£12.00');
    expect((await observeOf(live, 'cart.open')).enabled).toBe(false);
  });

  it('resolves ids with quotes, brackets and backslashes exactly, never as a selector', async () => {
    expect(await observeOf(page, "weird.it's")).toEqual({ id: "weird.it's", role: 'observable', value: 'quote' });
    expect(await observeOf(page, 'weird."dq"')).toEqual({
      id: 'weird."dq"',
      role: 'observable',
      value: 'double quote',
    });
    expect(await observeOf(page, 'weird.[b]\\c')).toEqual({
      id: 'weird.[b]\\c',
      role: 'observable',
      value: 'brackets',
    });
    // Near misses do not match: no prefix, no case folding, no selector escaping.
    for (const near of ['weird.[b]', 'weird.[b]c', "WEIRD.it's", "weird.it\\'s"]) {
      const result = await rawObserve(page, near);
      expect(result.ok, near).toBe(false);
    }
  });

  it('treats a hostile id as data', async () => {
    const ids = ['"]), *, a[x="', '\\"] , button', "'); alert(1); ('", '*'];
    const blank = await tb.fresh(BLANK_URL());
    await blank.evaluate((all) => {
      for (const id of all) {
        const span = document.createElement('span');
        span.setAttribute('data-semtag-id', id);
        span.setAttribute('data-semtag-role', 'observable');
        span.textContent = `value of ${id}`;
        document.body.append(span);
      }
    }, ids);
    for (const id of ids)
      expect(await observeOf(blank, id)).toEqual({ id, role: 'observable', value: `value of ${id}` });
  });
});

describe('observe errors', () => {
  it('reports a missing id with similar ids and the number of hinted elements', async () => {
    const result = await rawObserve(page, 'cart.totl');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('id-not-found');
    if (result.error.code !== 'id-not-found') return;
    expect(result.error.id).toBe('cart.totl');
    expect(result.error.similar[0]).toBe('cart.total');
    expect(result.error.similar.length).toBeLessThanOrEqual(5);
    expect(result.error.hintedCount).toBe((await documentIds(page)).length);
  });

  it('suggests nothing when nothing is close', async () => {
    const result = await rawObserve(page, 'zz');
    expect(result).toMatchObject({ ok: false, error: { code: 'id-not-found', id: 'zz', similar: [] } });
  });

  it('suggests ids containing what was asked for', async () => {
    const result = await rawObserve(page, 'remove');
    expect(result.ok).toBe(false);
    if (result.ok || result.error.code !== 'id-not-found') throw new Error('expected id-not-found');
    expect(result.error.similar).toEqual(expect.arrayContaining(['products.grid.item.alpha.remove']));
    for (const id of result.error.similar) expect(id).toContain('remove');
  });

  it('refuses a duplicated id and says how many elements carry it', async () => {
    expect(await rawObserve(page, 'dup.label')).toEqual({
      ok: false,
      error: { code: 'id-ambiguous', id: 'dup.label', count: 2 },
    });
  });

  it('counts hidden duplicates too, since Playwright would refuse the selector', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(
      blank,
      `<a href="/c" data-semtag-id="nav.cart" data-semtag-role="navigation">Cart</a>
       <a href="/c" style="display:none" data-semtag-id="nav.cart" data-semtag-role="navigation">Cart</a>
       <a href="/c" style="display:none" data-semtag-id="nav.cart" data-semtag-role="navigation">Cart</a>`,
    );
    expect(await rawObserve(blank, 'nav.cart')).toEqual({
      ok: false,
      error: { code: 'id-ambiguous', id: 'nav.cart', count: 3 },
    });
  });

  it('does not match an empty id', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(blank, `<span data-semtag-id="" data-semtag-role="observable">x</span>`);
    expect(await rawObserve(blank, '')).toMatchObject({ ok: false, error: { code: 'id-not-found', hintedCount: 0 } });
  });
});

describe('observe keeps up with the page between calls (its id index)', () => {
  let live: Page;
  beforeAll(async () => {
    live = await tb.fresh(BLANK_URL().replace('blank.html', 'companion.html'));
  });

  const errorCode = async (id: string) => {
    const result = await rawObserve(live, id);
    return result.ok ? 'ok' : result.error.code;
  };

  it('finds an element added, renamed, duplicated or removed since the last observe', async () => {
    expect(await observeOf(live, 'counter.value')).toMatchObject({ value: '0' });
    expect(await errorCode('late.badge')).toBe('id-not-found');

    await live.evaluate(() => {
      const badge = document.createElement('span');
      badge.textContent = 'New';
      badge.setAttribute('data-semtag-id', 'late.badge');
      badge.setAttribute('data-semtag-role', 'observable');
      document.body.append(badge);
    });
    expect(await observeOf(live, 'late.badge')).toEqual({ id: 'late.badge', role: 'observable', value: 'New' });

    // Added inside a subtree that was inserted whole.
    await live.evaluate(() => {
      const wrapper = document.createElement('div');
      wrapper.innerHTML = '<p><b data-semtag-id="late.nested" data-semtag-role="observable">deep</b></p>';
      document.body.append(wrapper);
    });
    expect(await observeOf(live, 'late.nested')).toMatchObject({ value: 'deep' });

    await live.evaluate(() =>
      document.querySelector('[data-semtag-id="late.badge"]')!.setAttribute('data-semtag-id', 'late.renamed'),
    );
    expect(await errorCode('late.badge')).toBe('id-not-found');
    expect(await observeOf(live, 'late.renamed')).toMatchObject({ value: 'New' });

    await live.evaluate(() =>
      document.body.append(document.querySelector('[data-semtag-id="late.renamed"]')!.cloneNode(true)),
    );
    expect(await errorCode('late.renamed')).toBe('id-ambiguous');

    await live.evaluate(() => document.querySelectorAll('[data-semtag-id="late.renamed"]').forEach((e) => e.remove()));
    expect(await errorCode('late.renamed')).toBe('id-not-found');
  });

  it('reads changed text without needing a new lookup', async () => {
    await live.click("[data-semtag-id='counter.increment']");
    expect(await observeOf(live, 'counter.value')).toMatchObject({ value: '1' });
  });
});
