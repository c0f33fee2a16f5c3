// What `review --suggest` proposes for an app with no hints, or a few wrong ones
// (test/fixtures/unhinted.html): each rule of hint-design.md "Suggested hints (`--suggest`)", one expectation each,
// written by hand from the markup.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldOf } from '../../harness/page-world.js';
import type { HintSuggestion } from '../../src/page/types.js';
import { connectTestBrowser } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { suggestAgreement } from '../../bench/suggest-agreement.js';
import { BLANK_URL, render, suggestionsOn, testUrl } from './helpers.js';

let browser: TestBrowser;
let page: Page;
let blank: Page;
let suggestions: HintSuggestion[];

beforeAll(async () => {
  browser = await connectTestBrowser();
  blank = await browser.newPage(BLANK_URL());
  page = await browser.newPage(testUrl('fixtures/unhinted.html'));
  const result = await worldOf(page).call('review', { suggest: true });
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
    const shown = await worldOf(page).call('overlay', { show: true, suggest: true });
    expect(shown.ok).toBe(true);
    // Labels without room are numbers, listed in full in the panel: the whole overlay's text holds both.
    const text = await page.evaluate(() => document.getElementById('semantic-hints-overlay')!.shadowRoot!.textContent);
    await worldOf(page).call('overlay', { show: false });
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
    const after = await worldOf(page).call('review', {});
    expect(after.ok && after.value.gaps).toEqual({});
  });
});

/** The attributes suggested for `html` rendered alone, by the `data-test` name of their element. */
async function suggestedOn(html: string): Promise<Record<string, Record<string, string>>> {
  const all = await suggestionsOn(blank, html);
  return Object.fromEntries(Object.entries(all).map(([name, suggestion]) => [name, suggestion.set]));
}

const roles = (set: Record<string, Record<string, string>>) =>
  Object.fromEntries(Object.entries(set).map(([name, hint]) => [name, hint['data-semtag-role']]));

describe('a set of choices is one select, its choices options', () => {
  it('a tab list: the select goes on the wrapper that holds nothing else, its tabs are options in it', async () => {
    const set = await suggestedOn(`
      <main>
        <div data-test="root"><div data-test="scroller">
          <div role="tablist" aria-label="Order view" data-test="tablist">
            <button role="tab" aria-selected="true" data-test="all">All</button>
            <button role="tab" aria-selected="false" data-test="open">Open</button>
          </div><span class="indicator"></span>
        </div></div>
        <div role="tabpanel">Every order</div>
      </main>`);
    expect(set.root).toEqual({ 'data-semtag-id': 'main.order-view', 'data-semtag-role': 'select' });
    expect(set.tablist).toBeUndefined();
    expect(set.all).toEqual({ 'data-semtag-id': 'main.order-view.all', 'data-semtag-role': 'option' });
  });

  it('pressed buttons in a role=group: a select, not a list of records', async () => {
    const set = await suggestedOn(`
      <main><div role="group" aria-label="Row density" data-test="group">
        <button aria-pressed="false" data-test="compact">Compact</button>
        <button aria-pressed="true">Standard</button>
      </div></main>`);
    expect(set.group).toEqual({ 'data-semtag-id': 'main.row-density', 'data-semtag-role': 'select' });
    expect(set.compact).toEqual({ 'data-semtag-id': 'main.row-density.compact', 'data-semtag-role': 'option' });
  });

  it('native radios in labels in a radiogroup, and the options of a listbox, are never a collection', async () => {
    const set = await suggestedOn(`
      <main>
        <span id="period">Placed</span>
        <div role="radiogroup" aria-labelledby="period" data-test="radios">
          <label><span><input type="radio" name="p" value="week" data-test="week"></span><span>This week</span></label>
          <label><span><input type="radio" name="p" value="month"></span><span>This month</span></label>
        </div>
        <div role="listbox" aria-label="Travellers" aria-multiselectable="true" tabindex="0" data-test="listbox">
          <div role="option" aria-selected="true" data-key="ada" data-test="ada">Ada Lovelace</div>
          <div role="option" aria-selected="false" data-key="alan">Alan Turing</div>
        </div>
      </main>`);
    expect(roles(set)).toMatchObject({ radios: 'select', week: 'option', listbox: 'select', ada: 'option' });
    expect(set.week?.['data-semtag-id']).toBe('main.placed.this-week');
    expect(set.ada?.['data-semtag-id']).toBe('main.travellers.ada-lovelace');
  });

  it('checkboxes that are all a role=group holds: a select of options; a checkbox among other fields toggles', async () => {
    const set = await suggestedOn(`
      <main>
        <div role="group" aria-label="Extras" data-test="extras">
          <label><input type="checkbox" value="breakfast" data-test="breakfast">Breakfast</label>
          <label><input type="checkbox" value="parking">Parking</label>
        </div>
        <div role="group" aria-label="Contact">
          <label>Email <input type="email"></label>
          <label><input type="checkbox" data-test="news">Newsletter</label>
        </div>
      </main>`);
    expect(roles(set)).toMatchObject({ extras: 'select', breakfast: 'option', news: 'toggle' });
    expect(set.breakfast?.['data-semtag-id']).toBe('main.extras.breakfast');
  });
});

describe('a widget of several controls gets one hint', () => {
  it('a combobox and its open button out of the tab order: one select on the field that holds them', async () => {
    const set = await suggestedOn(`
      <main>
        <label id="city-label" for="city">Destination</label>
        <div data-test="field">
          <input id="city" role="combobox" aria-expanded="false" aria-labelledby="city-label" data-test="input">
          <span><button type="button" tabindex="-1" aria-label="Open" data-test="open">▾</button></span>
        </div>
        <button type="button" data-test="search">Search</button>
      </main>`);
    expect(set.field).toEqual({ 'data-semtag-id': 'main.destination', 'data-semtag-role': 'select' });
    expect(set.input).toBeUndefined();
    expect(set.open).toBeUndefined();
    expect(set.search?.['data-semtag-role']).toBe('action');
  });

  it('a combobox inside a combobox: the outer one stands for it', async () => {
    const set = await suggestedOn(`
      <main><div role="combobox" aria-haspopup="listbox" aria-expanded="false" aria-label="Time zone" data-test="outer">
        <input role="combobox" aria-expanded="false" aria-label="Time zone" value="UTC" data-test="inner">
      </div></main>`);
    expect(set.outer).toEqual({ 'data-semtag-id': 'main.time-zone', 'data-semtag-role': 'select' });
    expect(set.inner).toBeUndefined();
  });

  it('two thumbs named by one label: one slider on the range', async () => {
    const set = await suggestedOn(`
      <main>
        <p id="items-label">Items per order</p>
        <span data-test="range">
          <span><input type="range" aria-labelledby="items-label" aria-label="Fewest" min="1" max="9" value="1" data-test="low"></span>
          <span><input type="range" aria-labelledby="items-label" aria-label="Most" min="1" max="9" value="9"></span>
        </span>
      </main>`);
    expect(set.range).toEqual({ 'data-semtag-id': 'main.items-per-order', 'data-semtag-role': 'slider' });
    expect(set.low).toBeUndefined();
  });
});

describe('the rows of a table are a collection', () => {
  it('icon buttons named after their row, one in each row of a grid: records keyed by the row', async () => {
    const set = await suggestedOn(`
      <main><div role="grid" aria-label="Stays"><div role="rowgroup" data-test="rows">
        <div role="row" class="row" data-key="b1">
          <div role="gridcell">Porto</div>
          <div role="gridcell"><button aria-label="Cancel Porto" data-test="porto"><svg></svg></button></div>
        </div>
        <div role="row" class="row" data-key="b2">
          <div role="gridcell">Madrid</div>
          <div role="gridcell"><button aria-label="Cancel Madrid"><svg></svg></button></div>
        </div>
      </div></div></main>`);
    expect(set.rows).toEqual({ 'data-semtag-id': 'main.stays', 'data-semtag-role': 'collection' });
    expect(set.porto).toMatchObject({ 'data-semtag-id': 'main.stays.item.b1.action', 'data-semtag-role': 'action' });
  });

  it('buttons that show the same text, whatever their names: records, the control named by the text', async () => {
    const set = await suggestedOn(`
      <main><ul aria-label="Members" data-test="list">
        <li class="member member--first"><h3>Ada</h3><button aria-label="Remove Ada" data-test="ada">Remove</button></li>
        <li class="member"><h3>Alan</h3><button aria-label="Remove Alan">Remove</button></li>
      </ul></main>`);
    expect(set.list).toEqual({ 'data-semtag-id': 'main.members', 'data-semtag-role': 'collection' });
    expect(set.ada).toMatchObject({ 'data-semtag-id': 'main.members.item.ada.remove', 'data-semtag-role': 'action' });
  });

  it('rows with no control: each row an observable item, keyed by data-row-key, else by its first cell', async () => {
    const set = await suggestedOn(`
      <main>
        <table aria-label="Stock"><thead><tr><th>Name</th><th>Count</th></tr></thead>
          <tbody data-test="body">
            <tr data-row-key="sku-1" data-test="first"><td>Cable</td><td>12</td></tr>
            <tr data-row-key="sku-2"><td>Mouse</td><td>7</td></tr>
          </tbody></table>
        <table aria-label="Team"><tbody>
          <tr data-test="ada"><td>Ada Lovelace</td><td>Admin</td></tr>
          <tr><td>Alan Turing</td><td>Viewer</td></tr>
        </tbody></table>
      </main>`);
    expect(set.body).toEqual({ 'data-semtag-id': 'main.stock', 'data-semtag-role': 'collection' });
    expect(set.first).toEqual({ 'data-semtag-id': 'main.stock.item.sku-1', 'data-semtag-role': 'observable' });
    expect(set.ada).toEqual({ 'data-semtag-id': 'main.team.item.ada-lovelace', 'data-semtag-role': 'observable' });
  });
});

describe('a details summary', () => {
  it('toggles, though the review counts it as no gap', async () => {
    const set = await suggestedOn(`
      <main><details><summary data-test="summary">Add a gift note</summary><p>Note</p></details></main>`);
    expect(set.summary).toEqual({ 'data-semtag-id': 'main.add-a-gift-note', 'data-semtag-role': 'toggle' });
  });
});

describe('agreement with hand-written hints (bench/suggest-agreement.ts)', () => {
  it("a hint on a control's label node (a button's icon, a tab's text) or root is matched by the suggestion on that control", async () => {
    await render(
      blank,
      `<main><h2>Edit</h2><input aria-label="Name" data-semtag-id="edit.name" data-semtag-role="input">
      <button type="button" class="clear"><span role="img" aria-label="close-circle"
        data-semtag-id="edit.name.clear" data-semtag-role="action"><svg aria-hidden="true"></svg></span></button>
      <span class="field"><span data-semtag-id="edit.note" data-semtag-role="action">Note</span><button>Other</button></span>
      <div role="tablist"><div role="tab" aria-selected="true"><span data-semtag-id="views.list" data-semtag-role="option">List</span></div>
        <div role="tab" aria-selected="false"><span data-semtag-id="views.board" data-semtag-role="option">Board</span></div></div>
      <div class="field" data-semtag-id="team.role" data-semtag-role="select"><span>Default role</span>
        <div role="radiogroup" aria-label="Default role">
          <label><input type="radio" name="role" data-semtag-id="team.role.viewer" data-semtag-role="option">Viewer</label>
          <label><input type="radio" name="role">Editor</label></div></div></main>`,
    );
    const { controls } = await suggestAgreement(blank);
    expect(controls).toEqual([
      { id: 'edit.name', role: 'input', suggested: 'input' },
      { id: 'edit.name.clear', role: 'action', suggested: 'action' },
      // A hint beside a button, not in it, stands for nothing the review suggests.
      { id: 'edit.note', role: 'action' },
      { id: 'views.list', role: 'option', suggested: 'option' },
      { id: 'views.board', role: 'option', suggested: 'option' },
      // A hint on a group's root stands for the select suggested inside it, its options aside.
      { id: 'team.role', role: 'select', suggested: 'select' },
      { id: 'team.role.viewer', role: 'option', suggested: 'option' },
    ]);
  });
});
