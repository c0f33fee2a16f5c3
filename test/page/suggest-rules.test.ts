// What `review --suggest` proposes from what the browser computes, on markup as real apps write
// it: input types the browser reads as text, buttons with and without an on/off state, controls
// with no name, ids from the nearest named area, choices told apart by their look, and the
// structure around the controls (regions, records with no control, labelled figures).

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HintSuggestion } from '../../src/page/types.js';
import { connectTestBrowser } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, suggestionsOn } from './helpers.js';

let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  browser = await connectTestBrowser();
  page = await browser.newPage(BLANK_URL());
});
afterAll(() => browser.close());

const on = (html: string): Promise<Record<string, HintSuggestion>> => suggestionsOn(page, html);
const id = (suggestion: HintSuggestion | undefined) => suggestion?.set['data-semtag-id'];
const role = (suggestion: HintSuggestion | undefined) => suggestion?.set['data-semtag-role'];

describe('roles from what the browser computes', () => {
  it('an input whose type the browser does not know is a text field: an input', async () => {
    const s = await on(`<main><h1>Address</h1>
      <label>Name <input type="name" data-test="name"></label>
      <label>City <input type="city" data-test="city"></label>
      <label>Street <input type="address1" data-test="street"></label></main>`);
    expect([role(s.name), role(s.city), role(s.street)]).toEqual(['input', 'input', 'input']);
    expect(id(s.city)).toBe('address.city');
  });

  it('a button with no on/off state acts; one that says it flips something toggles, with the state it lacks', async () => {
    const s = await on(`<main><h1>Events</h1>
      <button data-test="buy">Buy tickets</button>
      <button data-test="filters">Filters</button>
      <button aria-controls="panel" data-test="more">Details</button><div id="panel" hidden>…</div>
      <button aria-pressed="false" data-test="pressed">Bold</button></main>`);
    expect(s.buy?.set).toEqual({
      'data-semtag-id': 'events.buy-tickets',
      'data-semtag-role': 'action',
      'data-semtag-action': 'buy-tickets',
    });
    expect(s.filters?.set).toMatchObject({ 'data-semtag-role': 'toggle', 'aria-expanded': 'false' });
    expect(s.filters?.why).toContain('add aria-expanded, kept up to date');
    expect(s.filters?.why).toContain('without it, it is an action');
    expect(s.more?.set).toMatchObject({ 'data-semtag-role': 'toggle', 'aria-expanded': 'false' });
    expect(s.pressed?.set).toEqual({ 'data-semtag-id': 'events.bold', 'data-semtag-role': 'toggle' });
  });

  it('a link that goes nowhere is read as the button it is: it acts, or toggles the panel it expands', async () => {
    const s = await on(`<main><h1>Reports</h1>
      <a href="#" data-test="report">Generate report</a>
      <a href="javascript:void(0)" data-test="refresh">Refresh</a>
      <a href="#" aria-expanded="false" aria-controls="more" data-test="expand">Components</a><div id="more" hidden>…</div>
      <a href="#details" data-test="jump">Details</a>
      <a href="/orders" data-test="orders">Orders</a></main>`);
    expect([role(s.report), role(s.refresh), role(s.expand)]).toEqual(['action', 'action', 'toggle']);
    expect(s.report?.why).toContain('a link that goes nowhere');
    // A fragment moves the view, and a path another screen: both navigate.
    expect([role(s.jump), role(s.orders)]).toEqual(['navigation', 'navigation']);
  });

  it('a control that names a shown part it works on (pages of a table, a carousel) acts; one that names a hidden one toggles', async () => {
    const s = await on(`<main><h1>Staff</h1>
      <table id="staff"><tr><td>Ada</td></tr></table>
      <button aria-controls="staff" data-test="next">Next</button>
      <button aria-controls="notes" data-test="notes">Notes</button><div id="notes" hidden>…</div>
      <button aria-controls="absent" data-test="absent">Details</button></main>`);
    expect(role(s.next)).toBe('action');
    // A panel hidden now, or not in the page until it opens (React mounts it then): shown and hidden.
    expect([role(s.notes), role(s.absent)]).toEqual(['toggle', 'toggle']);
  });

  it('what the page makes clickable by look alone (a pointer cursor of its own) acts, and the why says what it lacks', async () => {
    const s = await on(`<main><h1>Staff</h1>
      <style>.sort, .card, .track, .inherits, .holder { cursor: pointer }</style>
      <table><thead><tr><th class="sort" tabindex="0" data-test="name">Name</th><th data-test="plain">Office</th></tr></thead>
      <tbody><tr><td>Ada</td><td>London</td></tr></tbody></table>
      <div class="card" data-test="card"><b>Aurora lamp</b> <span data-test="inner">in stock</span></div>
      <div class="track" data-test="track"></div>
      <button class="inherits"><span data-test="in-button">Save</span></button>
      <div class="holder" data-test="holder"><a href="/ada">Ada</a></div></main>`);
    expect(s.name?.set).toMatchObject({ 'data-semtag-id': 'staff.name', 'data-semtag-role': 'action' });
    expect(s.name?.why).toContain('a pointer cursor, though no control to assistive technology');
    expect(role(s.card)).toBe('action');
    // Its parent's pointer, no text to name it, inside a control, or holding one: no suggestion of its own.
    for (const key of ['plain', 'inner', 'track', 'in-button', 'holder']) expect(s[key], key).toBeUndefined();
  });

  it('a control with no name gets a suggestion with the aria-label it needs', async () => {
    const s = await on(`<main><h2>Tickets</h2>
      <div><button data-test="minus">−</button><input type="number" aria-label="Quantity" value="1"><button data-test="plus">+</button></div>
      <button data-test="heart"><svg data-testid="FavoriteBorderIcon"><path d="M0 0"/></svg></button>
      <button data-test="blank"><span class="glyph"></span></button></main>`);
    expect(s.minus?.set).toMatchObject({
      'data-semtag-id': 'tickets.decrease-quantity',
      'aria-label': 'Decrease quantity',
    });
    expect(s.plus?.set).toMatchObject({ 'data-semtag-role': 'action', 'aria-label': 'Increase quantity' });
    expect(s.heart?.set).toMatchObject({
      'data-semtag-role': 'toggle',
      'aria-pressed': 'false',
      'aria-label': 'Favorite border',
    });
    // Nothing tells what it does: still a suggestion, with a label marked for the team to write.
    expect(role(s.blank)).toBe('action');
    expect(s.blank?.set['aria-label']).toBe('TODO: what this control does');
    expect(s.blank?.why).toContain('the page holds no word for what it does: replace "TODO: what this control does"');
  });

  it("a table row's checkbox with no name is labelled for the row it selects; a nameless link for where it goes", async () => {
    const s = await on(`<main><h1>Books</h1><table>
      <thead><tr><th><input type="checkbox" data-test="all"></th><th>Id</th><th>Title</th><th>Author</th></tr></thead>
      <tbody><tr><td><input type="checkbox" data-test="row"></td><td>1</td><td>War and Peace</td><td>Tolstoy</td></tr>
      <tr><td><input type="checkbox"></td><td>2</td><td>Emma</td><td>Austen</td></tr></tbody></table>
      <nav><a href="#/stock-levels" data-test="link"><svg aria-hidden="true"></svg></a><a href="/">Home</a></nav></main>`);
    expect(s.all?.set).toMatchObject({ 'data-semtag-role': 'toggle', 'aria-label': 'Select all' });
    expect(s.row?.set).toMatchObject({ 'data-semtag-role': 'toggle', 'aria-label': 'Select War and Peace' });
    expect(s.link?.set).toMatchObject({ 'data-semtag-role': 'navigation', 'aria-label': 'Stock levels' });
  });

  it('a name in any script is a name: no aria-label proposed, no claim that it has none', async () => {
    const s = await on(`<main><h2>Tickets</h2>
      <button data-test="query">查 询</button><button data-test="ru">Сбросить</button>
      <label><input type="radio" name="kind" value="0" data-test="strong"><span>强</span></label></main>`);
    for (const key of ['query', 'ru', 'strong']) {
      expect(s[key]?.set, key).not.toHaveProperty('aria-label');
      expect(s[key]?.why, key).not.toContain('it has no name');
    }
  });

  it('a link that a menu or a tab list holds as its item, with a path to go to, navigates', async () => {
    const s = await on(`<main><h1>Books</h1>
      <ul role="menu"><a role="menuitem" href="/books" data-test="books">Books</a><a role="menuitem" href="/authors">Authors</a></ul>
      <ul role="menu"><li role="menuitem" data-test="plain">Sign out</li><a role="menuitem" href="#" data-test="nowhere">Help</a></ul></main>`);
    expect(s.books?.set).toMatchObject({ 'data-semtag-role': 'navigation', 'data-semtag-target': 'books.page' });
    // A menu item that is no link, or a link that goes nowhere, is still one of the menu's choices.
    expect([role(s.plain), role(s.nowhere)]).toEqual(['option', 'option']);
  });
});

describe('sets of choices the page forms without a group role', () => {
  it('radios that share a name, with no radiogroup or fieldset: one select on the element holding them, the radios its options', async () => {
    const s = await on(`<main><form aria-label="Rule"><div class="row"><label>Rule type</label>
      <div class="control"><div class="radio-group" data-test="group">
        <label><input type="radio" name="type" value="0" data-test="strong">Strong</label>
        <label><input type="radio" name="type" value="1" data-test="weak">Weak</label>
      </div></div></div>
      <input type="radio" name="alone" aria-label="Alone" data-test="alone">
      <input aria-label="Note"><button>Save</button></form></main>`);
    expect(role(s.group)).toBe('select');
    expect([role(s.strong), role(s.weak)]).toEqual(['option', 'option']);
    expect(id(s.strong)?.startsWith(`${id(s.group)!}.`)).toBe(true);
    // A radio alone in its name is one choice, not a set.
    expect(role(s.alone)).toBe('option');
    expect(Object.values(s).filter((one) => role(one) === 'select')).toHaveLength(1);
  });
});

describe('lists of records', () => {
  it("a list whose items are themselves controls (a menu's items) is no list of records: each is a control", async () => {
    const s = await on(`<main><h1>Books</h1><p>Language</p>
      <ul role="menu"><li role="menuitem" tabindex="0" data-test="en">English</li><li role="menuitem" tabindex="-1" data-test="fr">Français</li></ul>
      <ul><li data-test="record">Shoes ×1</li><li>Socks ×2</li></ul></main>`);
    expect([role(s.en), role(s.fr)]).toEqual(['option', 'option']);
    expect(role(s.record)).toBe('observable');
  });
});

describe('ids from the nearest named area, never page', () => {
  it('a heading before the control, a fieldset legend, a dialog title; the page h1 when nothing nearer', async () => {
    const s = await on(`
      <h1>Checkout</h1>
      <div><button data-test="top">Help</button></div>
      <main>
        <div><h2>Shipping address</h2><div><input aria-label="Zip" data-test="zip"></div></div>
        <fieldset><legend>Delivery</legend><input type="checkbox" aria-label="Gift wrap" data-test="gift"></fieldset>
        <div role="dialog" aria-labelledby="t"><h2 id="t">Edit card</h2><button data-test="save">Save</button><button>Cancel</button></div>
      </main>`);
    expect(id(s.top)).toBe('checkout.help');
    expect(id(s.zip)).toBe('shipping-address.zip');
    expect(id(s.gift)).toBe('delivery.gift-wrap');
    expect(id(s.save)).toBe('edit-card.save');
    expect(Object.values(s).some((one) => id(one)?.startsWith('page.'))).toBe(false);
  });

  it("a heading inside a sibling section names that section's content, not what follows it", async () => {
    const s =
      await on(`<main><section aria-label="Filters"><h2>Filters</h2><button>Apply</button><button>Clear</button></section>
      <button data-test="fav">Share</button></main>`);
    expect(id(s.fav)).toBe('main.share');
  });
});

describe('choices told apart only by their look', () => {
  it('payment types as cards: one select, each card an option with the aria-pressed that makes the value readable', async () => {
    const s = await on(`<main><h2>Payment</h2>
      <div data-test="cards">
        <div style="border:1px solid blue"><button data-test="card" style="background:#eef">Card</button></div>
        <div style="border:1px solid grey"><button data-test="bank">Bank account</button></div>
        <div style="border:1px solid grey"><button data-test="cash">Cash</button></div>
      </div></main>`);
    expect(s.cards?.set).toEqual({ 'data-semtag-id': 'payment.choice', 'data-semtag-role': 'select' });
    expect(s.card?.set).toEqual({
      'data-semtag-id': 'payment.choice.card',
      'data-semtag-role': 'option',
      'aria-pressed': 'true',
    });
    expect(s.bank?.set).toMatchObject({ 'data-semtag-role': 'option', 'aria-pressed': 'false' });
    expect(s.card?.why).toContain('add aria-pressed');
  });

  it('buttons of one kind that all look alike stay actions', async () => {
    const s = await on(
      `<main><div><button data-test="a">Copy</button><button data-test="b">Print</button></div></main>`,
    );
    expect([role(s.a), role(s.b)]).toEqual(['action', 'action']);
  });
});

describe('structure beside the controls', () => {
  it('regions for the main landmark (naming the screen), a form, a dialog and a drawer', async () => {
    const s = await on(`
      <main data-test="main"><h1>Orders</h1>
        <form data-test="form" aria-label="Search orders"><input aria-label="Order number"><button>Find</button></form>
      </main>
      <div data-test="drawer" style="position:fixed;top:0;left:0;width:300px;height:100vh">
        <input aria-label="Search"><button>Go</button>
      </div>
      <div role="dialog" aria-label="Confirm" data-test="dialog"><button>Yes</button><button>No</button></div>`);
    expect(s.main?.set).toEqual({ 'data-semtag-id': 'orders.page', 'data-semtag-role': 'region' });
    expect(s.form?.set).toEqual({ 'data-semtag-id': 'search-orders', 'data-semtag-role': 'region' });
    // A label says something: `drawer` would only say what it is.
    expect(s.drawer?.set).toEqual({ 'data-semtag-id': 'drawer', 'data-semtag-role': 'region' });
    expect(s.drawer?.why).toContain('add an aria-label that says what it holds');
    expect(s.dialog?.set).toEqual({ 'data-semtag-id': 'confirm', 'data-semtag-role': 'region' });
    // What the main region holds starts with the screen's words.
    expect(Object.values(s).some((one) => id(one) === 'search-orders.find')).toBe(true);
  });

  it("a list's items with no control, and the steps of a stepper, are collections of records", async () => {
    const s = await on(`<main><h1>Order</h1>
      <div class="stepper" data-test="stepper">
        <div class="step done"><span class="icon">1</span><span class="label">Address</span></div>
        <div class="step"><span class="icon">2</span><span class="label">Payment</span></div>
        <div class="step"><span class="icon">3</span><span class="label">Review</span></div>
      </div>
      <ul aria-label="Items" data-test="items"><li data-test="first">Shoes ×1</li><li>Socks ×2</li></ul>
      <button>Place order</button></main>`);
    expect(role(s.stepper)).toBe('collection');
    expect(s.items?.set).toEqual({ 'data-semtag-id': 'order.items', 'data-semtag-role': 'collection' });
    expect(s.first?.set).toEqual({ 'data-semtag-id': 'order.items.item.shoes-1', 'data-semtag-role': 'observable' });
  });

  it('a figure the page labels is an observable named by its id, with no aria-label to rename a heading', async () => {
    const s = await on(`<main><h1>Summary</h1><div><span>Total</span><h4 data-test="total">$134.98</h4></div>
      <p><span>Items:</span> <b data-test="count">3</b></p><p data-test="prose">Since 1998</p><button>Pay</button></main>`);
    expect(s.total?.set).toEqual({ 'data-semtag-id': 'summary.total', 'data-semtag-role': 'observable' });
    expect(s.count?.set).toEqual({ 'data-semtag-id': 'summary.items', 'data-semtag-role': 'observable' });
    expect(s.prose).toBeUndefined();
  });
});

describe('where the attributes go in the app', () => {
  it('on plain markup: the element itself', async () => {
    const s = await on(`<main><button data-test="b">Save</button></main>`);
    expect(s.b?.where).toBe('on the <button> element');
  });

  it("in a React app using MUI: the text field's htmlInput slot, a component's props elsewhere", async () => {
    const s = await on(`<div id="root"><main>
      <div class="MuiFormControl-root MuiTextField-root"><label>Email</label>
        <div class="MuiInputBase-root"><input class="MuiInputBase-input" aria-label="Email" data-test="email"></div></div>
      <button class="MuiButtonBase-root MuiButton-root" data-test="b">Save</button></main></div>`);
    expect(s.email?.where).toBe('MUI text field: slotProps={{ htmlInput: hints }}; typed form in framework-notes.md');
    expect(s.b?.where).toBe('React: props of the component that renders this <button> (it must pass them on)');
  });

  it('in a Vue app: attributes that fall through', async () => {
    const s = await on(`<div data-v-app><main><button data-v-7ba5bd90 data-test="b">Save</button></main></div>`);
    expect(s.b?.where).toContain('Vue: attributes on the <button>');
  });
});
