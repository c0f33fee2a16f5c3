// Suggestions a team keeps as written: ids made of words (the nearest area's that really holds
// the element, and the element's own), never of class names, generated tokens or values; a
// suggestion for every control the review counts; and a review that never contradicts itself.
// Each page is a minimal one of the shape real apps render.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldOf } from '../../harness/page-world.js';
import type { HintSuggestion, Review } from '../../src/page/types.js';
import { connectTestBrowser } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, render, suggestionsNow, suggestionsOn } from './helpers.js';

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
    // The main landmark around the hinted screen region is named by it: no region to advise.
    expect((review.suggestions ?? []).map((s) => s.place)).not.toContain('#main');
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

const on = (html: string): Promise<Record<string, HintSuggestion>> => suggestionsOn(page, html);
const id = (suggestion: HintSuggestion | undefined) => suggestion?.set['data-semtag-id'];
const role = (suggestion: HintSuggestion | undefined) => suggestion?.set['data-semtag-role'];

/** Every id the suggestions of a page hold. */
const idsOf = (s: Record<string, HintSuggestion>) => Object.values(s).map(id).filter(Boolean) as string[];

describe('ids made of words', () => {
  it('never from a class name or a generated token', async () => {
    const s = await on(`<main><h1>Checkout</h1>
      <button class="MuiIconButton-root MuiButtonBase-root css-1x2y3z" data-test="mode"><svg class="MuiSvgIcon-root"><path d="M1 1"/></svg></button>
      <button id=":r1:" class="css-9kq2bd" data-test="generated"><svg><path d="M1 1"/></svg></button>
      <label>Email <input id="mui-7f3a9c" data-test="email"></label></main>`);
    expect(role(s.mode)).toBe('action');
    for (const made of idsOf(s)) expect(made).not.toMatch(/mui|css|root|r1|7f3a9c|1x2y3z|9kq2bd/i);
    expect(s.mode?.set['aria-label'] ?? '').not.toMatch(/mui|root/i);
    expect(id(s.email)).toBe('checkout.email');
  });

  it('words from adjacent blocks stay apart, and values (prices, counts) are no words of an id', async () => {
    const s = await on(`<main><h1>Plans</h1>
      <ul data-test="perks"><li data-test="first"><div><p>Free shipping</p><p>On every order</p></div></li>
        <li><div><p>Fast support</p><p>Round the clock</p></div></li></ul>
      <div><h2>Total</h2><button data-test="pay">$144.97</button><button data-test="count"><div>Products</div><div>4 selected</div></button></div></main>`);
    expect(id(s.first)).toMatch(/\.item\.free-shipping($|-)/);
    for (const made of idsOf(s)) expect(made).not.toMatch(/shippingon|144|productsfour|products4|\d-selected/);
    expect(id(s.count)).toBe('total.products-selected');
  });

  it('the nearest named area is the one that holds the element, not a heading inside a sibling column', async () => {
    const s = await on(`<main><h1>Checkout</h1><div class="grid">
      <div class="summary"><h6>Total</h6><h4>$144.97</h4><p>4 products, with shipping and taxes</p></div>
      <div class="column"><div class="stepper">Shipping address · Payment · Review</div>
        <form><label>First name <input data-test="first"></label><label>City <input data-test="city"></label></form></div>
      </div></main>`);
    expect(id(s.first)).not.toMatch(/^total\./);
    expect(id(s.city)).not.toMatch(/^total\./);
  });

  it('at phone width too: the summary card above the stepper names nothing of the form', async () => {
    const s = await on(`<main><h1>Checkout</h1>
      <div class="card"><div><h6>Selected products</h6><p>$134.98</p></div><button>View details</button></div>
      <div class="stepper">Shipping address · Payment · Review</div>
      <form><label>First name <input data-test="first"></label><label>City <input data-test="city"></label></form></main>`);
    for (const field of [s.first, s.city]) expect(id(field)).not.toMatch(/^(selected-products|total)\./);
  });

  it('a heading in a wrapper before the fields names them', async () => {
    const s = await on(`<main><h1>Checkout</h1><div class="grid">
      <div class="summary"><h6>Total</h6><h4>$144.97</h4><p>4 products, with shipping and taxes</p></div>
      <div class="column"><div class="head"><h2>Shipping address</h2></div>
        <form><label>First name <input data-test="first"></label><label>City <input data-test="city"></label></form></div>
      </div></main>`);
    expect(id(s.first)).toBe('shipping-address.first-name');
  });

  it('a 404 page is named by its whole heading, and an unnamed form gets no label that says nothing', async () => {
    const s =
      await on(`<main data-test="main"><h1>Page not found</h1><a href="/">Go home</a><a href="/help">Help</a></main>
      <form data-test="form"><input aria-label="Search"><button>Go</button></form>`);
    expect(id(s.main)).not.toBe('page-not.page');
    expect(s.form?.set['aria-label']).not.toBe('form');
  });
});

describe('links inside the cards of a list', () => {
  const card = (n: number, name: string, test = '') => `<li class="card">
      <h3>${name}</h3><p class="price">$${n}9.00</p>
      <p class="links"><a href="/help/shipping"${test && ` data-test="${test}-delivery"`}>Delivery options</a> ·
        <a href="/help/returns"${test && ` data-test="${test}-returns"`}>Returns</a></p></li>`;

  it("are members of their card's item, never items of their own", async () => {
    const s = await on(`<main><h1>Catalogue</h1><ul class="grid">
      ${card(1, 'Linen tote', 'tote')}${card(2, 'Oak tray', 'tray')}${card(3, 'Wool throw')}</ul></main>`);
    expect(id(s['tote-delivery'])).toMatch(/\.item\.linen-tote\.delivery-options$/);
    expect(id(s['tote-returns'])).toMatch(/\.item\.linen-tote\.returns$/);
    expect(id(s['tray-delivery'])).toMatch(/\.item\.oak-tray\.delivery-options$/);
  });

  it('take the key of the item id their card already carries', async () => {
    const hinted = (n: number, name: string, test = '') => `<li class="card">
      <a href="/products/${n}" data-semtag-id="listing.grid.item.${n}" data-semtag-role="navigation">${name}</a>
      <p class="links"><a href="/help/shipping"${test && ` data-test="${test}-delivery"`}>Delivery options</a> ·
        <a href="/help/returns">Returns</a> · <a href="/products/${n}#reviews">Read reviews</a></p></li>`;
    const s = await on(`<main><h1>Catalogue</h1>
      <ul class="grid" data-semtag-id="listing.grid" data-semtag-role="collection">
      ${hinted(1, 'Linen tote', 'tote')}${hinted(2, 'Oak tray', 'tray')}${hinted(3, 'Wool throw')}</ul></main>`);
    expect(id(s['tote-delivery'])).toBe('listing.grid.item.1.delivery-options');
    expect(id(s['tray-delivery'])).toBe('listing.grid.item.2.delivery-options');
    for (const made of idsOf(s)) expect(made).not.toMatch(/^listing\.grid\.item\.[^.]+$/);
  });
});

describe('a suggestion for every control the review counts', () => {
  it('a nameless icon button gets a label to fill, marked so, where the page holds no word for what it does', async () => {
    const s = await on(`<main><h1>Tickets</h1><div class="ticket"><h2>General admission</h2>
      <div class="qty"><button class="btn" data-test="minus"><svg class="lucide lucide-minus" viewBox="0 0 24 24"><path d="M5 12h14"/></svg></button>
        <span>2</span>
        <button class="btn" data-test="plus"><svg class="lucide lucide-plus" viewBox="0 0 24 24"><path d="M12 5v14M5 12h14"/></svg></button></div></div></main>`);
    for (const button of [s.minus, s.plus]) {
      expect(role(button)).toBe('action');
      expect(id(button)).toMatch(/^general-admission\./);
      expect(id(button)).not.toMatch(/lucide|minus|plus|svg/);
      expect(button?.set['aria-label']).toMatch(/^TODO/);
      expect(button?.why).toContain('the page holds no word for what it does');
    }
    expect(id(s.minus)).not.toBe(id(s.plus));
  });

  it('a nameless icon button whose icon says what it does gets that label', async () => {
    const s = await on(`<main><h1>Cart</h1>
      <label>Quantity <input type="number" value="2"></label>
      <button data-test="less"><svg data-testid="RemoveIcon"><path d="M5 12h14"/></svg></button>
      <button data-test="more"><svg aria-label="Add one"><path d="M12 5v14"/></svg></button></main>`);
    expect(s.less?.set['aria-label']).toBe('Remove');
    expect(id(s.less)).toBe('cart.remove');
  });

  it("an icon's style (MUI's Rounded, Outlined…) is no word of what the control does", async () => {
    const s = await on(`<main><h1>Menu</h1>
      <button class="MuiIconButton-root" data-test="close"><svg data-testid="CloseRoundedIcon"><path d="M1 1"/></svg></button>
      <button class="MuiIconButton-root" data-test="mode"><svg data-testid="DarkModeOutlinedIcon"><path d="M1 1"/></svg></button></main>`);
    expect(s.close?.set['aria-label']).toBe('Close');
    expect(s.mode?.set['aria-label']).toBe('Dark mode');
    expect(id(s.close)).toBe('menu.close');
  });

  it('choice cards: the pressable members of a radiogroup are the options of one select', async () => {
    const s = await on(`<main><h1>Payment</h1>
      <div role="radiogroup" aria-label="Payment method" data-test="group">
        <div class="card"><button class="card-action" data-test="card">Card<br><small>Visa, Mastercard</small></button></div>
        <div class="card"><button class="card-action" data-test="bank">Bank account<br><small>Direct debit</small></button></div>
      </div></main>`);
    expect(role(s.group)).toBe('select');
    expect([role(s.card), role(s.bank)]).toEqual(['option', 'option']);
    expect(id(s.card)).toMatch(new RegExp(`^${id(s.group)!.replace('.', '\\.')}\\.`));
  });

  it('choice cards: pressable members of a group where one is marked chosen are options', async () => {
    const s = await on(`<main><h1>Plan</h1>
      <div class="plans" data-test="group">
        <button aria-pressed="true" data-test="basic">Basic</button><button aria-pressed="false" data-test="pro">Pro</button><button aria-pressed="false">Team</button>
      </div><button>Continue</button></main>`);
    expect(role(s.group)).toBe('select');
    expect([role(s.basic), role(s.pro)]).toEqual(['option', 'option']);
  });

  it('a clickable card with no control inside is the action it is, an item of its list', async () => {
    const s = await on(`<main><h1>Jobs</h1><div class="jobs">
      <div class="job" style="cursor: pointer" data-test="first"><h3>Frontend engineer</h3><p>Berlin</p></div>
      <div class="job" style="cursor: pointer"><h3>Data analyst</h3><p>Lisbon</p></div>
      <div class="job" style="cursor: pointer"><h3>Designer</h3><p>Remote</p></div></div></main>`);
    expect(role(s.first)).toBe('action');
    expect(id(s.first)).toMatch(/\.item\.frontend-engineer$/);
    expect(s.first?.advice).toBe('control');
  });
});

describe('a button that moves to another screen by script', () => {
  const JOBS = `<main><h1>Jobs</h1>
    <button id="open" data-test="open">Open Frontend engineer</button>
    <button id="save" data-test="save">Save search</button></main>
    <script>
      const show = () => { document.body.dataset.screen = location.pathname; };
      document.getElementById('open').addEventListener('click', () => { history.pushState({}, '', '/jobs/frontend-engineer'); show(); });
      document.getElementById('save').addEventListener('click', () => { document.body.dataset.saved = 'yes'; });
    </script>`;

  it('is a navigation, with its target, once the page saw a click on it lead there; an action before', async () => {
    await page.goto(BLANK_URL());
    await page.setContent(JOBS);
    const before = await suggestionsNow(page);
    expect(role(before.open)).toBe('action');
    // The recorder is on before the clicks: a person's (trusted) clicks, one navigates and one does not.
    await page.click('#save');
    await page.click('#open');
    await page.waitForURL('**/jobs/frontend-engineer');
    // Back on the list, as it is drawn again: the same button, a new element.
    await page.goBack();
    await page.evaluate(() => {
      document.querySelector('main')!.innerHTML = document.querySelector('main')!.innerHTML;
    });
    const after = await suggestionsNow(page);
    expect(after.open?.set).toMatchObject({ 'data-semtag-role': 'navigation', 'data-semtag-target': 'jobs.detail' });
    expect(after.open?.why).toContain('a click on it moved the page to another screen');
    expect(role(after.save)).toBe('action');
  });
});
