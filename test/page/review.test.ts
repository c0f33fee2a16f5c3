// The hint review and its overlay, in the page, through the isolated world the server uses.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startExampleServer } from '../../examples/server.js';
import type { ExampleServer } from '../../examples/server.js';
import { worldOf } from '../../harness/page-world.js';
import type { OverlayArgs, OverlayResult, Review, ReviewArgs } from '../../src/page/types.js';
import { connectTestBrowser, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { decodePng } from '../support/png.js';

const gapsUrl = () => new URL('fixtures/gaps.html', inject('fixtureUrl')).href;
const blankUrl = () => new URL('fixtures/blank.html', inject('fixtureUrl')).href;
const cleanUrl = () => new URL('fixtures/clean.html', inject('fixtureUrl')).href;

async function reviewOf(page: Page, args: ReviewArgs = {}): Promise<Review> {
  const result = await worldOf(page).call('review', args);
  if (!result.ok) throw new Error(`review failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

async function overlayOf(page: Page, args: OverlayArgs): Promise<OverlayResult> {
  const result = await worldOf(page).call('overlay', args);
  if (!result.ok) throw new Error(`overlay failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

const LONG_ID = `${'x'.repeat(200)}…[+100 chars]`;

/** What gaps.html holds, visible elements only (each kind's comment in the fixture says why). */
const VISIBLE_GAPS = {
  unknownRole: { count: 2, places: ['promo.link (role "link")', 'cart.clear (role "Action")'] },
  missingRole: { count: 2, places: ['footer.help', 'cart.note'] },
  missingId: {
    count: 3,
    places: ['form > button:nth-of-type(1)', 'form > button:nth-of-type(2)', 'form > span'],
  },
  duplicateId: { count: 1, places: ['nav.cart'] },
  badId: {
    count: 6,
    places: ['checkout..submit', 'nav.item', 'item.alpha', "cart.line['a']", 'checkout submit', LONG_ID],
  },
  danglingControls: { count: 1, places: ['cart.details (controls "cart.drawr")'] },
  unreadableToggle: { count: 1, places: ['favourites.heart'] },
  unfoldedRepeat: { count: 1, places: ['news'] },
  unhinted: {
    count: 6,
    places: [
      'form > input:nth-of-type(1)',
      'form > select',
      'form > textarea',
      'footer > a:nth-of-type(1)',
      'footer > div:nth-of-type(1)',
      'footer > div:nth-of-type(2)',
    ],
  },
};

let tb: TestBrowser;
beforeAll(async () => {
  tb = await connectTestBrowser();
});
afterAll(async () => tb.close());

describe('review', () => {
  let page: Page;
  beforeAll(async () => {
    page = await tb.newPage(gapsUrl());
  });
  afterAll(async () => page.close());

  it('finds every gap kind at its places, with coverage and total', async () => {
    const review = await reviewOf(page);
    expect(review).toEqual({ url: gapsUrl(), coverage: 71.4, gaps: VISIBLE_GAPS, total: 23 });
    // Keys come in the documented order.
    expect(Object.keys(review.gaps)).toEqual([
      'unknownRole',
      'missingRole',
      'missingId',
      'duplicateId',
      'badId',
      'danglingControls',
      'unreadableToggle',
      'unfoldedRepeat',
      'unhinted',
    ]);
  });

  it('reviews hidden elements only with includeHidden', async () => {
    const review = await reviewOf(page, { includeHidden: true });
    expect(review.gaps.missingRole).toEqual({ count: 3, places: ['footer.help', 'mobile.menu', 'cart.note'] });
    expect(review.gaps.unhinted?.count).toBe(7);
    // Anchored at the nearest hinted ancestor.
    expect(review.gaps.unhinted?.places[0]).toBe('[data-semtag-id="site.nav"] > button:nth-of-type(2)');
    // 22 of 31 interactive elements hinted = 70.967…, rounded down.
    expect(review.coverage).toBe(70.9);
    expect(review.total).toBe(25);
  });

  it('narrows to a scope given as an id or a CSS selector, and reports a scope that matches nothing', async () => {
    const cart = await reviewOf(page, { scope: 'cart.panel' });
    expect(cart.gaps).toEqual({
      unknownRole: { count: 1, places: ['cart.clear (role "Action")'] },
      missingRole: { count: 1, places: ['cart.note'] },
      danglingControls: { count: 1, places: ['cart.details (controls "cart.drawr")'] },
    });
    expect(cart.coverage).toBe(100);

    const footer = await reviewOf(page, { scope: 'footer' });
    expect(footer).toMatchObject({
      coverage: 0,
      total: 3,
      gaps: { unhinted: { count: 3, places: VISIBLE_GAPS.unhinted.places.slice(3) } },
    });

    const missing = await worldOf(page).call('review', { scope: 'no.such.region' });
    expect(missing).toEqual({
      ok: false,
      error: { code: 'scope-not-found', scope: 'no.such.region', triedSelector: true },
    });
  });

  it('never returns HTML and bounds every place', async () => {
    const text = JSON.stringify(await reviewOf(page, { includeHidden: true }));
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/Clear cart|Stray attribute|Edit me/);
    // An id of 300 characters is cut to 200 with a marker (asserted in VISIBLE_GAPS too).
    const review = await reviewOf(page);
    expect(review.gaps.badId?.places).toContain(LONG_ID);
    for (const report of Object.values(review.gaps)) {
      for (const place of report.places) expect(place.length).toBeLessThanOrEqual(2 * (200 + 20) + 20);
    }
  });

  it('caps the places per kind while the count says the total', async () => {
    const many = await tb.fresh(blankUrl());
    await many.setContent(
      `<main>${'<button>Buy</button>'.repeat(25)}<button data-semtag-id="ok.one" data-semtag-role="action">Ok</button></main>`,
    );
    const review = await reviewOf(many);
    expect(review.gaps.unhinted?.count).toBe(25);
    expect(review.gaps.unhinted?.places).toHaveLength(20);
    expect(review.gaps.unhinted?.places[1]).toBe('main > button:nth-of-type(2)');
    expect(review.coverage).toBe(3.8);
    expect(review.total).toBe(25);
  });

  it('keeps the end of a CSS path too long for its bound', async () => {
    const deep = await tb.fresh(blankUrl());
    const open = '<div-with-a-rather-long-custom-element-name>'.repeat(12);
    const close = '</div-with-a-rather-long-custom-element-name>'.repeat(12);
    await deep.setContent(`${open}<button>Deep</button>${close}`);
    const [place] = (await reviewOf(deep)).gaps.unhinted?.places ?? [];
    expect(place).toMatch(/^…\[\+\d+ chars\].* > div-with-a-rather-long-custom-element-name > button$/);
    expect(place!.replace(/^…\[\+\d+ chars\]/, '')).toHaveLength(200);
  });

  it('finds nothing on a well-hinted page', async () => {
    const clean = await tb.fresh(cleanUrl());
    expect(await reviewOf(clean)).toEqual({ url: cleanUrl(), coverage: 100, gaps: {}, total: 0 });
    expect(await reviewOf(clean, { includeHidden: true })).toMatchObject({ coverage: 100, gaps: {}, total: 0 });
  });
});

describe('review precision on patterns real apps use', () => {
  it('accepts single-segment ids and controls naming a panel that mounts on open, while closed', async () => {
    const precise = await tb.fresh(blankUrl());
    await precise.setContent(
      `<nav data-semtag-id="nav" data-semtag-role="region" aria-label="Main">
         <a href="/t" data-semtag-id="tickets" data-semtag-role="navigation" data-semtag-target="tickets">Tickets</a></nav>
       <span data-semtag-id="item" data-semtag-role="observable">x</span>
       <span data-semtag-id="a'b" data-semtag-role="observable">y</span>
       <button aria-expanded="false" data-semtag-id="menu.open" data-semtag-role="toggle" data-semtag-controls="menu.list">Menu</button>
       <button data-semtag-state="closed" data-semtag-id="drawer.open" data-semtag-role="action" data-semtag-controls="drawer">Cart</button>
       <button role="tab" aria-selected="false" data-semtag-id="tab.other" data-semtag-role="option" data-semtag-controls="other.panel">Other</button>
       <button role="tab" aria-selected="true" data-semtag-id="tab.shown" data-semtag-role="option" data-semtag-controls="shown.panel">Shown</button>
       <button aria-expanded="true" data-semtag-id="panel.open" data-semtag-role="toggle" data-semtag-controls="panel">Panel</button>
       <button data-semtag-id="dialog.open" data-semtag-role="action" data-semtag-controls="dialog">Open</button>
       <button aria-pressed="false" aria-label="Pin" data-semtag-id="pin" data-semtag-role="toggle">📌</button>
       <button aria-label="Favourite" data-semtag-id="heart" data-semtag-role="toggle" data-semtag-state="favorited">♥</button>`,
    );
    expect((await reviewOf(precise)).gaps).toEqual({
      badId: { count: 2, places: ['item', "a'b"] },
      // An unselected tab's panel may mount on selection (Headless UI); a selected tab's must be there.
      danglingControls: {
        count: 3,
        places: [
          'tab.shown (controls "shown.panel")',
          'panel.open (controls "panel")',
          'dialog.open (controls "dialog")',
        ],
      },
      unreadableToggle: { count: 1, places: ['heart'] },
    });
    // Opened, the menu must show the panel it controls.
    await precise.evaluate(() =>
      document.querySelector('[data-semtag-id="menu.open"]')!.setAttribute('aria-expanded', 'true'),
    );
    expect((await reviewOf(precise)).gaps.danglingControls?.places).toContain('menu.open (controls "menu.list")');
    // Fixed as the review says: aria-pressed the app keeps up to date.
    await precise.evaluate(() =>
      document.querySelector('[data-semtag-id="heart"]')!.setAttribute('aria-pressed', 'true'),
    );
    expect((await reviewOf(precise)).gaps).not.toHaveProperty('unreadableToggle');
  });
});

describe('what the review sees of layers and placeholders', () => {
  let page: Page;
  beforeAll(async () => {
    page = await tb.newPage(blankUrl());
  });
  afterAll(async () => page.close());
  const render = (html: string) =>
    page.evaluate((markup) => {
      document.body.innerHTML = markup;
    }, html);

  const drawer = (paper: string) => `
    <div id="root" aria-hidden="true">
      <button data-semtag-id="page.next" data-semtag-role="action">Next</button>
      <a href="#h" data-semtag-id="page.home" data-semtag-role="navigation">Home</a></div>
    <div class="drawer"><div style="position:fixed;inset:0;background:rgba(0,0,0,.5)"></div>
      <div ${paper} style="position:fixed;top:0;left:0;bottom:0;width:50%;background:#fff"><a href="#x">Orders</a></div></div>`;

  it('reports a layer painted over the page that holds no hint', async () => {
    await render(drawer(''));
    expect((await reviewOf(page)).gaps.unhintedLayer).toEqual({ count: 1, places: ['body > div:nth-of-type(2)'] });
    // Hinted, the layer is the modal and no gap.
    await render(drawer('data-semtag-id="drawer" data-semtag-role="region"'));
    expect((await reviewOf(page)).gaps).not.toHaveProperty('unhintedLayer');
    // Nothing over the page: no gap.
    await render('<button data-semtag-id="page.next" data-semtag-role="action">Next</button>');
    expect((await reviewOf(page)).gaps).not.toHaveProperty('unhintedLayer');
  });

  it("takes a modal's backdrop, portaled beside its hinted dialog, for part of the modal", async () => {
    // Radix's Dialog: the page shut out (aria-hidden, the body's pointer events off), then the
    // backdrop and the dialog, each portaled to the body on its own. The dialog lies where no
    // hint of the page behind does, and the page shows more hints than are probed: a pointer
    // aimed at each probed hint lands on the backdrop alone.
    const behind = Array.from(
      { length: 16 },
      (_, i) => `<button data-semtag-id="page.step${i}" data-semtag-role="action">Step ${i}</button><br>`,
    ).join('');
    const radixDialog = (dialog: string, field: string) => `
      <div id="root" aria-hidden="true">${behind}</div>
      <div data-state="open" aria-hidden="true"
        style="pointer-events:auto;position:fixed;inset:0;background:rgba(0,0,0,.3)"></div>
      <div role="dialog" data-state="open" ${dialog}
        style="pointer-events:auto;position:fixed;top:0;right:0;width:40%;background:#fff">
        <input aria-label="Name" ${field}></div>`;
    await page.evaluate(() => (document.body.style.pointerEvents = 'none'));
    try {
      await render(
        radixDialog(
          'data-semtag-id="profile.dialog" data-semtag-role="region" aria-label="Profile"',
          'data-semtag-id="profile.dialog.name" data-semtag-role="input"',
        ),
      );
      expect((await snapshotOf(page)).modal).toBe('profile.dialog');
      expect((await reviewOf(page)).gaps).toEqual({});
      // The same dialog without a hint: its backdrop is a layer no hint shows.
      await render(radixDialog('aria-label="Profile"', ''));
      expect((await reviewOf(page)).gaps).toEqual({
        unhinted: { count: 1, places: ['body > div:nth-of-type(3) > input'] },
        unhintedLayer: { count: 1, places: ['body > div:nth-of-type(2)'] },
      });
    } finally {
      await page.evaluate(() => document.body.style.removeProperty('pointer-events'));
    }
  });

  it('reports a custom select showing text that is none of its options, unless marked as a placeholder', async () => {
    const select = (attributes: string, text: string) =>
      `<button aria-haspopup="listbox" data-semtag-id="fruit" data-semtag-role="select"
         data-semtag-options="apple|Apple;pear|Pear" ${attributes}>${text}</button>`;
    await render(select('', 'Pick a fruit'));
    expect((await reviewOf(page)).gaps.unmarkedPlaceholder).toEqual({
      count: 1,
      places: ['fruit (shows "Pick a fruit")'],
    });
    for (const [attributes, text] of [
      ['data-placeholder', 'Pick a fruit'],
      ['aria-placeholder="Pick a fruit"', 'Pick a fruit'],
      ['', 'Pear'],
    ]) {
      await render(select(attributes!, text!));
      expect((await reviewOf(page)).gaps, `${attributes} ${text}`).not.toHaveProperty('unmarkedPlaceholder');
    }
  });
});

describe('mirror inputs', () => {
  it('skips a control hidden from assistive technology and the keyboard, but not one hidden from only one', async () => {
    const mirrors = await tb.fresh(blankUrl());
    await mirrors.setContent(
      `<form><button role="checkbox" aria-checked="true" aria-label="Email" data-semtag-id="email" data-semtag-role="toggle"></button>
         <input type="checkbox" aria-hidden="true" tabindex="-1" checked style="position:absolute;opacity:0;pointer-events:none">
         <input id="no-tab" aria-hidden="true" aria-label="Kept in the tab order">
         <input id="no-at" tabindex="-1" aria-label="Seen by assistive technology"></form>`,
    );
    const found = await reviewOf(mirrors);
    expect(found.gaps).toEqual({ unhinted: { count: 2, places: ['#no-tab', '#no-at'] } });
    // 1 of 3 interactive elements: the checkbox, and the two half-hidden inputs.
    expect(found.coverage).toBe(33.3);
  });
});

describe('menu items', () => {
  it('counts a menu item as hinted by the link an app renders inside it, and only by that', async () => {
    const menu = await tb.fresh(blankUrl());
    // Ant Design's Menu (and ProLayout's menu over it) draws each item as a role="menuitem" li
    // that takes no props from the app; the app renders the item's link inside it.
    await menu.setContent(
      `<ul role="menu">
         <li role="menuitem" id="home"><span><a href="#/home" data-semtag-id="nav.home" data-semtag-role="navigation"
           data-semtag-target="home">Home</a></span></li>
         <li role="menuitem" id="seen"><span data-semtag-id="nav.seen" data-semtag-role="observable">Seen</span></li>
         <li role="menuitem" id="bare"><span>Access</span></li></ul>`,
    );
    expect((await reviewOf(menu)).gaps).toEqual({ unhinted: { count: 2, places: ['#seen', '#bare'] } });
  });
});

describe('portaled lists', () => {
  it('counts a list a hinted control names with aria-controls / aria-owns as reached through it', async () => {
    const portals = await tb.fresh(blankUrl());
    await portals.setContent(
      `<main><button role="combobox" aria-expanded="true" aria-controls="sizes" aria-label="Size"
               data-semtag-id="size" data-semtag-role="select">M</button>
         <button aria-owns="more" data-semtag-id="more.open" data-semtag-role="action">More</button></main>
       <div id="sizes" role="listbox"><div role="option">S</div><div role="option">M</div></div>
       <div id="more"><button>Share</button></div>
       <div id="stray" role="listbox"><div role="option">X</div></div>`,
    );
    const found = await reviewOf(portals);
    expect(found.gaps).toEqual({ unhinted: { count: 2, places: ['#stray', '#stray > div'] } });
    // 6 of 8 interactive elements: the select, its list and options, the action and what it owns.
    expect(found.coverage).toBe(75);
    // Scoped by the select's id, the review covers its portaled list; by a selector, not.
    await portals.evaluate(() => {
      const option = document.querySelector('#sizes > div')!;
      option.setAttribute('data-semtag-id', 'size s');
      option.setAttribute('data-semtag-role', 'option');
    });
    expect((await reviewOf(portals, { scope: 'size' })).gaps).toEqual({ badId: { count: 1, places: ['size s'] } });
    expect((await reviewOf(portals, { scope: '[aria-label="Size"]' })).gaps).toEqual({});
  });
});

describe('the example shop', () => {
  let shop: ExampleServer;
  beforeAll(async () => {
    shop = await startExampleServer();
  });
  afterAll(async () => shop.close());

  it('is well hinted: no gaps and full coverage on every screen, hidden parts included', async () => {
    for (const path of ['/', '/products', '/products/aurora', '/cart', '/checkout', '/account', '/help/terms']) {
      const page = await tb.fresh(`${shop.url}${path}`);
      for (const includeHidden of [false, true]) {
        const review = await reviewOf(page, { includeHidden });
        expect(review.gaps, `${path} includeHidden=${includeHidden}`).toEqual({});
        expect(review.total).toBe(0);
        expect(review.coverage).toBe(100);
      }
    }
  });
});

describe('overlay', () => {
  let page: Page;
  beforeAll(async () => {
    page = await tb.newPage(gapsUrl());
  });
  afterAll(async () => page.close());

  const box = async (id: string) => {
    const rect = await page.locator(`[data-semtag-id="${id}"]`).boundingBox();
    if (!rect) throw new Error(`${id} has no box`);
    return rect;
  };
  /** A pixel on the left edge of an element, where its outline is drawn. */
  const leftEdge = (rect: { x: number; y: number; height: number }) =>
    [Math.floor(rect.x) + 1, Math.floor(rect.y + rect.height / 2)] as const;
  const hostState = () =>
    page.evaluate(() => {
      const host = document.getElementById('semantic-hints-overlay');
      if (!host) return null;
      const style = getComputedStyle(host);
      return {
        parent: host.parentElement?.localName,
        position: style.position,
        pointerEvents: style.pointerEvents,
        boxes: host.shadowRoot?.querySelectorAll('.box').length,
      };
    });

  it('draws hinted elements in their role colour and gaps in red, without moving or blocking the page', async () => {
    const before = await page.screenshot();
    const snapshotBefore = await snapshotOf(page);
    const reviewBefore = await reviewOf(page);
    const layoutBefore = await page.evaluate(() => [
      document.documentElement.scrollHeight,
      document.documentElement.scrollWidth,
    ]);
    const clearBox = await box('cart.clear');

    const shown = await overlayOf(page, { show: true });
    // 36 visible hinted elements. Flagged: the 22 visible gap places, with news's two members = 24
    // elements; 9 of them (3 missingId, 6 unhinted) have no id, so they get boxes of their own.
    expect(shown).toMatchObject({ shown: true, hinted: 36, flagged: 24 });
    expect(await hostState()).toEqual({ parent: 'html', position: 'fixed', pointerEvents: 'none', boxes: 36 + 9 });

    // No layout shift, no captured clicks, nothing new for the snapshot or the review.
    expect(
      await page.evaluate(() => [document.documentElement.scrollHeight, document.documentElement.scrollWidth]),
    ).toEqual(layoutBefore);
    expect(await box('cart.clear')).toEqual(clearBox);
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('data-semtag-id'),
      [clearBox.x + clearBox.width / 2, clearBox.y + clearBox.height / 2],
    );
    expect(hit).toBe('cart.clear');
    await page.evaluate(() =>
      document
        .querySelector('[data-semtag-id="cart.clear"]')!
        .addEventListener('click', () => ((window as unknown as { hit: number }).hit = 1)),
    );
    await page.click('[data-semtag-id="cart.clear"]', { timeout: 5000 });
    expect(await page.evaluate(() => (window as unknown as { hit?: number }).hit)).toBe(1);
    expect(await snapshotOf(page)).toEqual(snapshotBefore);
    expect(await reviewOf(page)).toEqual(reviewBefore);

    const plain = decodePng(before);
    const marked = decodePng(await page.screenshot());
    expect([marked.width, marked.height]).toEqual([plain.width, plain.height]);
    expect(plain.count([255, 0, 0])).toBe(0);
    expect(marked.count([255, 0, 0])).toBeGreaterThan(3000);
    // cart.clear is a gap (unknownRole): red; filters.toggle is a clean toggle: the toggle colour.
    const [gx, gy] = leftEdge(clearBox);
    expect(plain.pixel(gx, gy)).not.toEqual([255, 0, 0]);
    expect(marked.pixel(gx, gy)).toEqual([255, 0, 0]);
    // A label may cover part of an outline: look down the toggle's whole left edge.
    const toggle = await box('filters.toggle');
    const edge = Array.from({ length: Math.floor(toggle.height) - 4 }, (_, i) => [
      Math.floor(toggle.x) + 1,
      Math.floor(toggle.y) + 2 + i,
    ]);
    expect(edge.some(([x, y]) => marked.pixel(x!, y!).join() === [0xe0, 0x21, 0x8a].join())).toBe(true);
    expect(edge.some(([x, y]) => plain.pixel(x!, y!).join() === [0xe0, 0x21, 0x8a].join())).toBe(false);
    // Labels carry the ids: beside the element, or as a number listed in the panel.
    const labels = await page.evaluate(() => {
      const root = document.getElementById('semantic-hints-overlay')!.shadowRoot!;
      const listed = Array.from(root.querySelectorAll('.panel li'), (li) => li.lastChild!.textContent);
      return [...Array.from(root.querySelectorAll('.label'), (l) => l.textContent), ...listed];
    });
    expect(labels).toContain('filters.toggle');
    expect(labels).toContain('unknownRole: cart.clear');
    expect(labels).toContain('unhinted');

    expect(await overlayOf(page, { show: false })).toEqual({ shown: false, hinted: 0, flagged: 0, panelHeight: 0 });
    expect(await hostState()).toBeNull();
    expect(decodePng(await page.screenshot()).count([255, 0, 0])).toBe(0);
  });

  it('follows a scope, replaces itself when shown again, and reports a bad scope', async () => {
    expect(await overlayOf(page, { show: true })).toMatchObject({ shown: true });
    // cart.panel and its five visible hints; three of them are gaps.
    expect(await overlayOf(page, { show: true, scope: 'cart.panel' })).toMatchObject({
      shown: true,
      hinted: 6,
      flagged: 3,
    });
    expect(await page.evaluate(() => document.querySelectorAll('semantic-hints-overlay').length)).toBe(1);
    expect(await hostState()).toMatchObject({ boxes: 6 });
    const bad = await worldOf(page).call('overlay', { show: true, scope: 'div[' });
    expect(bad.ok).toBe(false);
    expect(await hostState()).toBeNull();
  });
});
