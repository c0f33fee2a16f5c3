// What `review --suggest` proposes for an app with no hints, or a few wrong ones
// (test/fixtures/unhinted.html): each rule of hint-design.md section 17.1, one expectation each,
// written by hand from the markup.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedWorld } from '../../src/browser/isolated-world.js';
import type { HintSuggestion } from '../../src/page/types.js';
import { connectTestBrowser } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { testUrl } from './helpers.js';

let browser: TestBrowser;
let page: Page;
let suggestions: HintSuggestion[];

beforeAll(async () => {
  browser = await connectTestBrowser();
  page = await browser.newPage(testUrl('fixtures/unhinted.html'));
  const result = await isolatedWorld(page).call('review', { suggest: true });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  suggestions = result.value.suggestions ?? [];
});
afterAll(() => browser.close());

/** The attributes suggested for the element named `name` (or at CSS path `place`). */
function setFor(which: { name?: string; place?: string }): Record<string, string> | undefined {
  return suggestions.find((s) => (which.name ? s.name === which.name : s.place === which.place))?.set;
}

const role = (name: string) => setFor({ name })?.['data-semtag-role'];

describe('unhinted controls get the role of what they are', () => {
  it.each([
    ['Products', 'navigation'],
    ['Open cart', 'action'],
    ['Search products', 'input'],
    ['Sort', 'select'],
    ['In stock only', 'toggle'],
    ['Max price', 'slider'],
    ['Compact view', 'toggle'],
    ['S', 'option'],
    ['Sale only', 'toggle'],
    ['Colour', 'select'],
    ['Red', 'option'],
    ['★ Favourite', 'toggle'],
  ])('%s → %s', (name, expected) => {
    expect(role(name)).toBe(expected);
  });

  it('a button that opens a dialog acts; one pressed button alone toggles, among pressed buttons it is an option', () => {
    expect(setFor({ name: 'Open cart' })).toEqual({
      'data-semtag-id': 'header.open-cart',
      'data-semtag-role': 'action',
      'data-semtag-action': 'open-cart',
    });
    expect(setFor({ name: 'M' })?.['data-semtag-role']).toBe('option');
  });

  it('a toggle whose state the page does not show is told to keep aria-pressed', () => {
    expect(setFor({ name: '★ Favourite' })).toMatchObject({ 'aria-pressed': 'false' });
    expect(setFor({ name: 'Compact view' })).not.toHaveProperty('aria-pressed');
  });

  it("ids are the area's name and the control's name; a link's path names its target; a fragment link names none", () => {
    expect(setFor({ name: 'Search products' })?.['data-semtag-id']).toBe('filters.search-products');
    expect(setFor({ name: 'Red' })?.['data-semtag-id']).toBe('filters.colour.red');
    expect(setFor({ name: 'Reviews' })).toEqual({ 'data-semtag-id': 'main.reviews', 'data-semtag-role': 'navigation' });
  });

  it('live status text is an observable; a hidden dialog gets nothing', () => {
    expect(setFor({ place: 'main > p' })).toEqual({
      'data-semtag-id': 'main.status',
      'data-semtag-role': 'observable',
    });
    expect(suggestions.some((s) => s.name === 'Close')).toBe(false);
  });
});

describe('repeated records become a collection', () => {
  it('a list of product cards: keys from the link paths, the shared button named once, an optional one absent', () => {
    expect(setFor({ place: 'section:nth-of-type(2) > ul' })).toEqual({
      'data-semtag-id': 'products.list',
      'data-semtag-role': 'collection',
    });
    expect(setFor({ name: 'Alpha Phone' })).toEqual({
      'data-semtag-id': 'products.list.item.alpha-phone',
      'data-semtag-role': 'navigation',
      'data-semtag-target': 'products.detail',
    });
    expect(suggestions.filter((s) => s.name === 'Add to cart').map((s) => s.set['data-semtag-id'])).toEqual([
      'products.list.item.alpha-phone.add-to-cart',
      'products.list.item.beta-laptop.add-to-cart',
    ]);
    expect(setFor({ name: 'Gamma' })?.['data-semtag-id']).toBe('products.list.item.gamma');
  });

  it("table rows keyed by a data attribute, the collection named by its table's label", () => {
    expect(setFor({ place: 'main > table > tbody' })?.['data-semtag-id']).toBe('main.orders');
    expect(suggestions.filter((s) => s.name === 'Cancel').map((s) => s.set['data-semtag-id'])).toEqual([
      'main.orders.item.o-17.cancel',
      'main.orders.item.o-18.cancel',
    ]);
  });

  it('a row of navigation links is one list', () => {
    expect(setFor({ name: 'Cart' })).toEqual({
      'data-semtag-id': 'header.main.item.cart',
      'data-semtag-role': 'navigation',
      'data-semtag-target': 'cart.page',
    });
  });
});

describe('fixes for the other gap kinds', () => {
  it.each([
    ['unknownRole', 'footer.note', { 'data-semtag-role': 'observable' }],
    ['duplicateId', 'footer > button:nth-of-type(2)', { 'data-semtag-id': 'footer.top-2' }],
    ['unreadableToggle', 'footer.theme', { 'aria-pressed': 'false' }],
    ['badId', 'footer > a', { 'data-semtag-id': 'footer-help' }],
    ['missingId', 'footer > button:nth-of-type(4)', { 'data-semtag-id': 'footer.help', 'data-semtag-role': 'action' }],
  ])('%s at %s', (gap, place, set) => {
    expect(suggestions.find((s) => s.place === place)).toMatchObject({ gap, set });
  });

  it('a duplicate id is fixed on the second copy only', () => {
    expect(suggestions.filter((s) => s.gap === 'duplicateId').map((s) => s.name)).toEqual(['Back to top']);
  });
});

describe('the overlay', () => {
  it('labels each element a hint is suggested for with that hint, containers included', async () => {
    const shown = await isolatedWorld(page).call('overlay', { show: true, suggest: true });
    expect(shown.ok).toBe(true);
    // Labels without room are numbers, listed in full in the panel: the whole overlay's text holds both.
    const text = await page.evaluate(() => document.getElementById('semantic-hints-overlay')!.shadowRoot!.textContent);
    await isolatedWorld(page).call('overlay', { show: false });
    expect(text).toContain('unhinted + action header.open-cart');
    expect(text).toContain('+ collection products.list');
    expect(text).toContain('unreadableToggle: footer.theme + aria-pressed="false"');
  });
});

describe('every suggestion', () => {
  it('has a valid id, unique among the page and the other suggestions, and a reason', () => {
    const ids = suggestions.map((s) => s.set['data-semtag-id']).filter((id): id is string => id !== undefined);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of suggestions) expect(s.why.length).toBeGreaterThan(5);
  });

  it('applied to the page, leaves no unhinted control and no gap', async () => {
    await page.evaluate(
      (all) => {
        for (const { place, set } of all) {
          // A place is an element's id, else its CSS path.
          const target =
            [...document.querySelectorAll('[data-semtag-id]')].find(
              (e) => e.getAttribute('data-semtag-id') === place,
            ) ?? document.querySelector(place);
          for (const [name, value] of Object.entries(set)) target?.setAttribute(name, value);
        }
      },
      suggestions.map(({ place, set }) => ({ place, set })),
    );
    const after = await isolatedWorld(page).call('review', {});
    expect(after.ok && after.value.gaps).toEqual({});
  });
});
