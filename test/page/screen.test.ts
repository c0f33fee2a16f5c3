/// <reference lib="dom" />
// `screen`: the target of the first visible navigation hint linking here, else the region that is,
// holds or is the only top-level region inside the main landmark, else none.

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
    const page = await tb.fresh(FIXTURE_URL());
    expect(await screenOf(page)).toBe('fixture.page');
  });

  it('skips hidden links, empty targets and non-navigation hints; finds the link inside a wrapper', async () => {
    const page = await tb.fresh(testUrl('fixtures/screen-nav.html'));
    expect(await screenOf(page)).toBe('here.page');
    // Hiding the first matching link passes the name to the next one.
    await hide(page, 'nav.here');
    expect(await screenOf(page)).toBe('second.page');
    // With no visible link here, the region that is the main landmark names the screen, not the
    // navigation region that holds more hints.
    await hide(page, 'nav.here-again');
    expect(await screenOf(page)).toBe('screen.main');
  });

  it('ignores the hash of the current URL too', async () => {
    const page = await tb.fresh(`${testUrl('fixtures/screen-nav.html')}#details`);
    expect(await screenOf(page)).toBe('here.page');
  });

  it('names the screen from a link found through an ancestor anchor', async () => {
    const page = await tb.fresh(BLANK_URL());
    await render(
      page,
      `<a href="${BLANK_URL()}"><span data-semtag-id="nav.crumb" data-semtag-role="navigation" data-semtag-target="blank.page">Blank</span></a>`,
    );
    expect(await screenOf(page)).toBe('blank.page');
  });

  it('is computed for the whole page even when a scope is given', async () => {
    const page = await tb.fresh(testUrl('fixtures/screen-nav.html'));
    expect((await snapshotOf(page, { scope: 'screen.main' })).screen).toBe('here.page');
  });
});

describe('screen from a hash route', () => {
  it('compares the hash when the app routes by it, and never names a screen from a link within the page', async () => {
    const page = await tb.fresh(`${BLANK_URL()}#/cart`);
    const links = `<a href="#reviews" data-semtag-id="nav.reviews" data-semtag-role="navigation" data-semtag-target="reviews.page">Reviews</a>
       <a href="#/home" data-semtag-id="nav.home" data-semtag-role="navigation" data-semtag-target="home.page">Home</a>
       <a href="#!/cart" data-semtag-id="nav.bang" data-semtag-role="navigation" data-semtag-target="bang.page">Cart (hashbang)</a>
       <a href="#/cart" data-semtag-id="nav.cart" data-semtag-role="navigation" data-semtag-target="cart.page">Cart</a>`;
    await render(page, links);
    expect(await screenOf(page)).toBe('cart.page');
    await page.evaluate(() => (location.hash = '#!/cart'));
    expect(await screenOf(page)).toBe('bang.page');
    // A hash that is no route is ignored as usual: no link here names a screen.
    await page.evaluate(() => (location.hash = '#reviews'));
    expect(await screenOf(page)).toBeUndefined();
  });
});

describe('screen from regions', () => {
  it('takes the region that is the main landmark, not a bigger region elsewhere, nor one hidden', async () => {
    const page = await tb.fresh(testUrl('fixtures/screen-regions.html'));
    expect(await screenOf(page)).toBe('cart.page');
  });

  const regionCases: Array<[string, string, string | undefined]> = [
    [
      'a region holding the main landmark',
      `<div data-semtag-id="orders.page" data-semtag-role="region" aria-label="Orders"><h1>Orders</h1>
         <main><button data-semtag-id="orders.new" data-semtag-role="action">New</button></main></div>`,
      'orders.page',
    ],
    [
      'the only top-level region inside the main landmark',
      `<main><section data-semtag-id="tickets.page" data-semtag-role="region" aria-label="Tickets">
         <section data-semtag-id="tickets.filters" data-semtag-role="region" aria-label="Filters"><button data-semtag-id="tickets.filters.open" data-semtag-role="action">Open</button></section>
       </section></main>`,
      'tickets.page',
    ],
    [
      'nothing when the main landmark holds two top-level regions (one panel of a page is no screen)',
      `<main><section data-semtag-id="tickets.list" data-semtag-role="region" aria-label="List"><button data-semtag-id="tickets.list.first" data-semtag-role="action">First</button><button data-semtag-id="tickets.list.second" data-semtag-role="action">Second</button></section>
         <section data-semtag-id="tickets.panel" data-semtag-role="region" aria-label="Panel"><button data-semtag-id="tickets.panel.close" data-semtag-role="action">Close</button></section></main>`,
      undefined,
    ],
    [
      'nothing when there is no main landmark (a preview pane is no screen)',
      `<div data-semtag-id="editor.source" data-semtag-role="region" aria-label="Source"><textarea aria-label="Text" data-semtag-id="editor.text" data-semtag-role="input"></textarea></div>
       <div data-semtag-id="editor.preview" data-semtag-role="region" aria-label="Preview"><p data-semtag-id="editor.preview.html" data-semtag-role="observable">Hi</p><p data-semtag-id="editor.preview.words" data-semtag-role="observable">1 word</p></div>`,
      undefined,
    ],
    [
      'nothing from a navigation region, however many hints it holds, beside an unhinted main',
      `<nav data-semtag-id="nav.main" data-semtag-role="region" aria-label="Site">
         <a href="/a" data-semtag-id="nav.main.a" data-semtag-role="navigation">A</a><a href="/b" data-semtag-id="nav.main.b" data-semtag-role="navigation">B</a></nav>
       <main><h1>Alpha</h1><button data-semtag-id="product.add" data-semtag-role="action">Add</button></main>`,
      undefined,
    ],
    [
      'nothing from the only region inside the main landmark when it lies in an aside, header or footer landmark',
      `<main role="main"><div><aside><section data-semtag-id="promo" data-semtag-role="region" aria-label="Promo"><button data-semtag-id="promo.go" data-semtag-role="action">Go</button></section></aside></div></main>`,
      undefined,
    ],
    [
      'the main landmark given by role',
      `<div role="main" data-semtag-id="inbox.page" data-semtag-role="region" aria-label="Inbox"><button data-semtag-id="inbox.compose" data-semtag-role="action">Compose</button></div>`,
      'inbox.page',
    ],
  ];
  it.each(regionCases)('%s', async (_case, html, expected) => {
    const page = await tb.fresh(BLANK_URL());
    await render(page, html);
    expect(await screenOf(page)).toBe(expected);
  });

  it('follows the page between snapshots: targets, roles and landmarks set, changed and removed', async () => {
    const page = await tb.fresh(BLANK_URL());
    await render(
      page,
      `<a href="${BLANK_URL()}" data-semtag-id="nav.here" data-semtag-role="action">Here</a>
       <div id="outer"><section data-semtag-id="orders.page" data-semtag-role="region" aria-label="Orders">
         <button data-semtag-id="orders.new" data-semtag-role="action">New</button></section></div>`,
    );
    expect(await screenOf(page)).toBeUndefined();
    const set = (selector: string, name: string, value: string | null) =>
      page.evaluate(
        ([at, attribute, to]) => {
          const element = document.querySelector(at)!;
          if (to === null) element.removeAttribute(attribute);
          else element.setAttribute(attribute, to);
        },
        [selector, name, value] as const,
      );
    // The landmark given by role, then taken back.
    await set('#outer', 'role', 'main');
    expect(await screenOf(page)).toBe('orders.page');
    await set('#outer', 'role', null);
    expect(await screenOf(page)).toBeUndefined();
    // A <main> added around the region.
    await page.evaluate(() => {
      const main = document.createElement('main');
      const outer = document.querySelector('#outer')!;
      outer.replaceWith(main);
      main.append(outer);
    });
    expect(await screenOf(page)).toBe('orders.page');
    // A link here becomes a navigation hint with a target, which outranks the region; then loses it.
    await set('[data-semtag-id="nav.here"]', 'data-semtag-role', 'navigation');
    expect(await screenOf(page)).toBe('orders.page');
    await set('[data-semtag-id="nav.here"]', 'data-semtag-target', 'here.page');
    expect(await screenOf(page)).toBe('here.page');
    await set('[data-semtag-id="nav.here"]', 'data-semtag-target', 'there.page');
    expect(await screenOf(page)).toBe('there.page');
    await set('[data-semtag-id="nav.here"]', 'data-semtag-role', 'action');
    expect(await screenOf(page)).toBe('orders.page');
    // The region stops being one.
    await set('[data-semtag-id="orders.page"]', 'data-semtag-role', 'observable');
    expect(await screenOf(page)).toBeUndefined();
  });

  it('is absent when no link matches and no region is visible', async () => {
    const page = await tb.fresh(BLANK_URL());
    await render(
      page,
      `<a href="/elsewhere" data-semtag-id="nav.elsewhere" data-semtag-role="navigation" data-semtag-target="elsewhere.page">Elsewhere</a>
       <main style="display:none" data-semtag-id="hidden.region" data-semtag-role="region" aria-label="Hidden"></main>`,
    );
    const snapshot = await snapshotOf(page);
    expect(snapshot).not.toHaveProperty('screen');
    expect(Object.keys(snapshot)).toEqual(['url', 'navigation']);
  });
});
