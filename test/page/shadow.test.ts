/// <reference lib="dom" />
// Hints inside open shadow roots, as apps built from web components carry them: read in composed
// order, folded, named, observed, scoped and reviewed like any other, and reachable by the
// [data-semtag-id='…'] selector an agent gives Playwright.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { worldOf } from '../../harness/page-world.js';
import type { Review } from '../../src/page/types.js';
import { connectTestBrowser, observeOf, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { rawObserve, rawSnapshot, testUrl } from './helpers.js';

let tb: TestBrowser;
let page: Page;
const shadowUrl = () => testUrl('fixtures/shadow.html');

beforeAll(async () => {
  tb = await connectTestBrowser();
});
afterAll(async () => tb.close());

// Tests here change the page: a fresh document each time.
beforeEach(async () => {
  page = await tb.fresh(shadowUrl());
});

describe('snapshot', () => {
  it('reads hints in nested open shadow roots in composed order, folds and names them, and skips closed roots', async () => {
    expect(await snapshotOf(page)).toEqual({
      url: shadowUrl(),
      screen: 'shadow.page',
      navigation: [
        { id: 'nav.shop', name: 'Shop', target: 'shadow.page' },
        { id: 'nav.cart', name: 'Cart', target: 'cart.page' },
        { id: 'footer.help', name: 'Help', target: 'help.page' },
      ],
      // Disabled through an aria-disabled ancestor; promo.apply is clipped away by a collapsed ancestor.
      action: [{ id: 'checkout.pay', name: 'Pay', enabled: false }],
      // Named by the <label> around it, inside the same shadow root.
      input: [{ id: 'checkout.email', name: 'Email', value: 'ada@example.com' }],
      observable: [{ id: 'cart.total', value: '£0.00' }],
      region: [{ id: 'shadow.page', name: 'Shadow shop' }],
      // Each card keeps its hints in a shadow root of its own; the collection is in the app's.
      collections: [
        {
          id: 'products.grid',
          name: 'Products',
          idPattern: 'products.grid.item.{key}[.{control}]',
          item: { role: 'navigation', target: 'product.detail' },
          itemControls: {
            price: { role: 'observable' },
            add: { role: 'action', name: 'Add', action: 'add-to-cart' },
          },
          fields: ['key', 'name', 'price.value'],
          items: [
            ['alpha', 'Alpha Phone', '£10.00'],
            ['beta', 'Beta Laptop', '£20.00'],
          ],
        },
      ],
    });
  });

  it('narrows to a scope inside a shadow root, by id or by CSS selector', async () => {
    const byId = await snapshotOf(page, { scope: 'products.grid' });
    expect(byId.collections?.map((c) => c.id)).toEqual(['products.grid']);
    expect(byId.navigation).toBeUndefined();
    const bySelector = await snapshotOf(page, { scope: 'product-card[key="beta"]' });
    expect(bySelector.observable).toEqual([{ id: 'products.grid.item.beta.price', value: '£20.00' }]);
    expect(bySelector.action).toEqual([{ id: 'products.grid.item.beta.add', name: 'Add', action: 'add-to-cart' }]);
  });

  it('lists hidden hints in shadow roots only with includeHidden', async () => {
    const result = await rawSnapshot(page, { includeHidden: true });
    expect(result.ok && result.value.action).toEqual([
      { id: 'checkout.pay', name: 'Pay', enabled: false },
      { id: 'promo.apply', name: 'Apply', visible: false },
    ]);
  });
});

describe('observe and Playwright', () => {
  it('observes a folded member inside a card and follows what Playwright does through the shadow root', async () => {
    expect(await observeOf(page, 'products.grid.item.beta.price')).toEqual({
      id: 'products.grid.item.beta.price',
      role: 'observable',
      value: '£20.00',
    });
    // The selector an agent hands Playwright MCP pierces the shadow root.
    await page.fill("[data-semtag-id='checkout.email']", 'grace@example.com');
    expect((await observeOf(page, 'checkout.email')).value).toBe('grace@example.com');
  });

  it('sees hints added later in a new shadow root, and an id that becomes ambiguous', async () => {
    await page.evaluate(() => {
      customElements.define(
        'late-panel',
        class extends HTMLElement {
          connectedCallback() {
            this.attachShadow({ mode: 'open' }).innerHTML =
              '<span data-semtag-id="late.note" data-semtag-role="observable">Arrived</span><span data-semtag-id="cart.total" data-semtag-role="observable">£1.00</span>';
          }
        },
      );
      document
        .querySelector('shop-app')!
        .shadowRoot!.querySelector('main')!
        .append(document.createElement('late-panel'));
    });
    expect((await observeOf(page, 'late.note')).value).toBe('Arrived');
    expect(await rawObserve(page, 'cart.total')).toEqual({
      ok: false,
      error: { code: 'id-ambiguous', id: 'cart.total', count: 2 },
    });
    expect(await rawObserve(page, 'secret.button')).toMatchObject({ ok: false, error: { code: 'id-not-found' } });
  });
});

describe('review', () => {
  it('reviews shadow roots like the page, with CSS paths an agent can use', async () => {
    const review = (await worldOf(page).call('review', {})) as { ok: true; value: Review };
    expect(review.value.gaps).toEqual({ unhinted: { count: 1, places: ['[data-semtag-id="shadow.page"] > button'] } });
    // 3 links, 2 cards × (link + button), the input, the pay button, the unhinted button (promo.apply is hidden).
    expect(review.value.coverage).toBe(Math.floor((9 * 1000) / 10) / 10);
    expect(await page.locator('[data-semtag-id="shadow.page"] > button').count()).toBe(1);
  });
});
