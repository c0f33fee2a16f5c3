// Suggestions a team keeps as written: ids made of words (the nearest area's that really holds
// the element, and the element's own), never of class names, generated tokens or values; a
// suggestion for every control the review counts; and a review that never contradicts itself.
// Each page is a minimal one of the shape real apps render.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldOf } from '../../harness/page-world.js';
import type { Review } from '../../src/page/types.js';
import { connectTestBrowser } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, render } from './helpers.js';

let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  browser = await connectTestBrowser();
  page = await browser.newPage(BLANK_URL());
});
afterAll(() => browser.close());


async function reviewOf(html: string): Promise<Review> {
  await render(page, html);
  const result = await worldOf(page).call('review', { suggest: true });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

/** The places of the elements that carry a hint id on the page. */
const hintedPlaces = (): Promise<string[]> =>
  page.evaluate(() => [...document.querySelectorAll('[data-semtag-id]')].map((e) => e.getAttribute('data-semtag-id')!));

describe('the review never contradicts itself', () => {
  const HINTED_CHECKOUT = `<main id="main">
    <section data-semtag-id="checkout.page" data-semtag-role="region" aria-labelledby="h"><h1 id="h">Checkout</h1>
      <form data-semtag-id="checkout.form" data-semtag-role="region" aria-label="Shipping">
        <label>Name <input data-semtag-id="checkout.name" data-semtag-role="input"></label>
        <details><summary aria-expanded="false" data-semtag-id="checkout.gift.toggle" data-semtag-role="toggle">Add a gift note</summary>
          <p>Printed on the slip</p></details>
        <button data-semtag-id="checkout.place-order" data-semtag-role="action">Place order</button>
      </form></section></main>`;

  it('a fully hinted page with no gaps gets no suggestion that claims a gap, and no new id on a hinted element', async () => {
    const review = await reviewOf(HINTED_CHECKOUT);
    expect(review.total).toBe(0);
    for (const suggestion of review.suggestions ?? []) {
      expect(suggestion.gap, JSON.stringify(suggestion)).toBeUndefined();
      expect(suggestion.advice, JSON.stringify(suggestion)).toBeDefined();
    }
    const hinted = await hintedPlaces();
    const renamed = (review.suggestions ?? []).filter((s) => hinted.includes(s.place) && s.set['data-semtag-id']);
    expect(renamed).toEqual([]);
  });

  it('every suggestion answers a gap the review counts, or is advice: a region, a structure, a control it does not count', async () => {
    const review = await reviewOf(`<main><h1>Orders</h1>
      <section aria-label="Filters"><button>Apply</button><button>Reset</button></section>
      <ul><li>Shoes ×1</li><li>Socks ×2</li></ul>
      <div role="status">3 orders</div>
      <div style="cursor: pointer">Open the archive</div>
      <details><summary>More</summary><p>…</p></details>
      <button data-semtag-role="action">No id</button></main>`);
    expect(review.total).toBeGreaterThan(0);
    const suggestions = review.suggestions ?? [];
    for (const suggestion of suggestions) {
      if (suggestion.gap) expect(review.gaps[suggestion.gap], JSON.stringify(suggestion)).toBeDefined();
      else expect(['region', 'structure', 'control']).toContain(suggestion.advice);
      expect(suggestion.gap === undefined).not.toBe(suggestion.advice === undefined);
    }
    const advice = (what: string) => suggestions.filter((s) => s.advice === what).map((s) => s.set['data-semtag-role']);
    expect(advice('region')).toContain('region');
    expect(advice('structure')).toEqual(expect.arrayContaining(['collection', 'observable']));
    expect(advice('control')).toEqual(expect.arrayContaining(['action', 'toggle']));
    expect(suggestions.filter((s) => s.gap === 'unhinted').map((s) => s.name)).toEqual(['Apply', 'Reset']);
  });
});
