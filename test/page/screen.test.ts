/// <reference lib="dom" />
// `screen`: the target of the first visible navigation hint linking here, else the biggest top-level region.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestBrowser, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, FIXTURE_URL, render, testUrl } from './helpers.js';

let tb: TestBrowser;

beforeAll(async () => {
  tb = await connectTestBrowser();
});
afterAll(async () => tb.close());

async function screenOf(page: Page): Promise<string | undefined> {
  return (await snapshotOf(page)).screen;
}

const hide = (page: Page, id: string) =>
  page.evaluate((hinted) => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-semtag-id]'))) {
      if (element.getAttribute('data-semtag-id') === hinted) element.style.display = 'none';
    }
  }, id);

describe('screen from navigation hints', () => {
  it('names the fixture by its home link, hash ignored, skipping links elsewhere', async () => {
    const page = await tb.newPage(FIXTURE_URL());
    expect(await screenOf(page)).toBe('fixture.page');
    await page.close();
  });

  it('skips hidden links, empty targets and non-navigation hints; finds the link inside a wrapper', async () => {
    const page = await tb.newPage(testUrl('fixtures/screen-nav.html'));
    expect(await screenOf(page)).toBe('here.page');
    // Hiding the first matching link passes the name to the next one.
    await hide(page, 'nav.here');
    expect(await screenOf(page)).toBe('second.page');
    // With no visible link here, the biggest top-level region names the screen.
    await hide(page, 'nav.here-again');
    expect(await screenOf(page)).toBe('screen.nav');
    await page.close();
  });

  it('ignores the hash of the current URL too', async () => {
    const page = await tb.newPage(`${testUrl('fixtures/screen-nav.html')}#details`);
    expect(await screenOf(page)).toBe('here.page');
    await page.close();
  });

  it('names the screen from a link found through an ancestor anchor', async () => {
    const page = await tb.newPage(BLANK_URL());
    await render(
      page,
      `<a href="${BLANK_URL()}"><span data-semtag-id="nav.crumb" data-semtag-role="navigation" data-semtag-target="blank.page">Blank</span></a>`,
    );
    expect(await screenOf(page)).toBe('blank.page');
    await page.close();
  });

  it('is computed for the whole page even when a scope is given', async () => {
    const page = await tb.newPage(testUrl('fixtures/screen-nav.html'));
    expect((await snapshotOf(page, { scope: 'screen.main' })).screen).toBe('here.page');
    await page.close();
  });
});

describe('screen from regions', () => {
  it('takes the visible top-level region holding the most hints, nested regions and empty ids aside', async () => {
    const page = await tb.newPage(testUrl('fixtures/screen-regions.html'));
    expect(await screenOf(page)).toBe('cart.page');
    await page.close();
  });

  it('breaks ties by document order', async () => {
    const page = await tb.newPage(testUrl('fixtures/screen-regions.html'));
    // cart.page drops to two hints, like header and promo: header comes first.
    await page.evaluate(() => document.querySelector('[data-semtag-id="cart.summary.count"]')!.remove());
    expect(await screenOf(page)).toBe('header');
    await hide(page, 'header');
    expect(await screenOf(page)).toBe('cart.page');
    await page.close();
  });

  it('is absent when no link matches and no region is visible', async () => {
    const page = await tb.newPage(BLANK_URL());
    await render(
      page,
      `<a href="/elsewhere" data-semtag-id="nav.elsewhere" data-semtag-role="navigation" data-semtag-target="elsewhere.page">Elsewhere</a>
       <section style="display:none" data-semtag-id="hidden.region" data-semtag-role="region" aria-label="Hidden"></section>`,
    );
    const snapshot = await snapshotOf(page);
    expect(snapshot).not.toHaveProperty('screen');
    expect(Object.keys(snapshot)).toEqual(['url', 'navigation']);
    await page.close();
  });
});
