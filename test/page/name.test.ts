/// <reference lib="dom" />
// The accessible name: its sources in the order of hint-design.md "Names", collapsed, bounded, and left out where it says nothing new.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestBrowser, observeOf, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, collection, entryIn, render } from './helpers.js';

let tb: TestBrowser;
let page: Page;
let blank: Page;

beforeAll(async () => {
  tb = await connectTestBrowser();
  page = await tb.newPage();
  blank = await tb.newPage(BLANK_URL());
});
afterAll(async () => tb.close());

async function nameOf(p: Page, id: string): Promise<string | undefined> {
  return (await observeOf(p, id)).name;
}

describe('name sources, in order', () => {
  it('takes aria-labelledby, aria-label, label, title, placeholder in turn as each is removed', async () => {
    await render(
      blank,
      `<span id="by">Labelled by</span>
       <label for="field">From label</label>
       <input id="field" aria-labelledby="by" aria-label="From aria-label" title="From title" placeholder="From placeholder"
              data-semtag-id="n.field" data-semtag-role="input">`,
    );
    const strip = (attribute: string) =>
      blank.evaluate((a) => document.getElementById('field')!.removeAttribute(a), attribute);
    expect(await nameOf(blank, 'n.field')).toBe('Labelled by');
    await strip('aria-labelledby');
    expect(await nameOf(blank, 'n.field')).toBe('From aria-label');
    await strip('aria-label');
    expect(await nameOf(blank, 'n.field')).toBe('From label');
    await blank.evaluate(() => document.querySelector('label')!.removeAttribute('for'));
    expect(await nameOf(blank, 'n.field')).toBe('From title');
    await strip('title');
    expect(await nameOf(blank, 'n.field')).toBe('From placeholder');
    await strip('placeholder');
    expect(await nameOf(blank, 'n.field')).toBeUndefined();
  });

  it('takes alt before title, and visible text before title, as Chromium does', async () => {
    await render(
      blank,
      `<img alt="Company logo" title="Home" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"
            data-semtag-id="n.img" data-semtag-role="navigation">
       <button title="Titled" data-semtag-id="n.titled" data-semtag-role="action">Text</button>
       <button data-semtag-id="n.text" data-semtag-role="action">  Visible
          text  </button>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'navigation', 'n.img').name).toBe('Company logo');
    expect(entryIn(snapshot, 'action', 'n.titled').name).toBe('Text');
    expect(entryIn(snapshot, 'action', 'n.text').name).toBe('Visible text');
  });

  it('reads the fixture names from each source', async () => {
    const snapshot = await snapshotOf(page);
    expect(entryIn(snapshot, 'action', 'action.labelledby').name).toBe('Delete account');
    expect(entryIn(snapshot, 'action', 'action.hover-only').name).toBe('Quick view');
    expect(entryIn(snapshot, 'action', 'action.titled').name).toBe('Save draft');
    expect(entryIn(snapshot, 'action', 'action.submit-input').name).toBe('Pay now');
    expect(entryIn(snapshot, 'input', 'checkout.email').name).toBe('Email address');
    expect(entryIn(snapshot, 'input', 'checkout.name').name).toBe('Full name');
    expect(entryIn(snapshot, 'input', 'checkout.notes').name).toBe('Notes');
    expect(entryIn(snapshot, 'select', 'products.sort').name).toBe('Sort by');
  });

  it('joins aria-labelledby references, each by its aria-label else its text, skipping missing ids', async () => {
    await render(
      blank,
      `<span id="a">Remove</span><span id="b" aria-label="Alpha Phone">icon</span>
       <button aria-labelledby="a  missing b" data-semtag-id="n.joined" data-semtag-role="action">x</button>
       <button aria-labelledby="missing" aria-label="Fallback" data-semtag-id="n.fallback" data-semtag-role="action">x</button>
       <span id="c" aria-label=" ">Blank label</span>
       <button aria-labelledby="c" data-semtag-id="n.blank" data-semtag-role="action">x</button>`,
    );
    const snapshot = await snapshotOf(blank);
    // As browsers compute it: a referenced element's aria-label wins over its text.
    expect(entryIn(snapshot, 'action', 'n.joined').name).toBe('Remove Alpha Phone');
    expect(entryIn(snapshot, 'action', 'n.blank').name).toBe('Blank label');
    expect(entryIn(snapshot, 'action', 'n.fallback').name).toBe('Fallback');
  });

  it("leaves the options of a wrapped select and a textarea's text out of a label", async () => {
    await render(
      blank,
      `<label>Size <select data-semtag-id="n.size" data-semtag-role="select"><option>Small</option><option>Large</option></select></label>
       <label>Comment <textarea data-semtag-id="n.comment" data-semtag-role="input">typed text</textarea></label>
       <label for="two">Two</label><label>parts <input id="two" data-semtag-id="n.two" data-semtag-role="input"></label>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'select', 'n.size').name).toBe('Size');
    expect(entryIn(snapshot, 'input', 'n.comment').name).toBe('Comment');
    expect(entryIn(snapshot, 'input', 'n.two').name).toBe('Two parts');
  });

  it("joins a control's labels in page order, a label added before the others included", async () => {
    await render(
      blank,
      `<label id="wrap">parts <input id="late" data-semtag-id="n.late" data-semtag-role="input"></label>`,
    );
    expect(entryIn(await snapshotOf(blank), 'input', 'n.late').name).toBe('parts');
    await blank.evaluate(() => {
      const label = document.createElement('label');
      label.htmlFor = 'late';
      label.textContent = 'Late';
      document.querySelector('#wrap')!.before(label);
    });
    expect(entryIn(await snapshotOf(blank), 'input', 'n.late').name).toBe('Late parts');
  });

  it('never names a container, a select or a textarea from its own text', async () => {
    await render(
      blank,
      `<section data-semtag-id="n.region" data-semtag-role="region"><h2>Heading</h2>
         <button data-semtag-id="n.region.go" data-semtag-role="action">Go</button></section>
       <section data-semtag-id="n.labelled" data-semtag-role="region" aria-label="Labelled"><button data-semtag-id="n.labelled.go" data-semtag-role="action">Go</button></section>
       <select data-semtag-id="n.select" data-semtag-role="select"><option>Only option</option></select>
       <textarea data-semtag-id="n.textarea" data-semtag-role="input">draft</textarea>
       <section data-semtag-id="n.leaf" data-semtag-role="region"><h2>Leaf heading</h2></section>`,
    );
    const snapshot = await snapshotOf(blank);
    // Its heading names it, not its text.
    expect(entryIn(snapshot, 'region', 'n.region')).toEqual({ id: 'n.region', name: 'Heading' });
    expect(entryIn(snapshot, 'region', 'n.labelled')).toEqual({ id: 'n.labelled', name: 'Labelled' });
    expect(entryIn(snapshot, 'select', 'n.select')).not.toHaveProperty('name');
    expect(entryIn(snapshot, 'input', 'n.textarea')).toEqual({ id: 'n.textarea', value: 'draft' });
    // A region holding no hints is named the same way.
    expect(entryIn(snapshot, 'region', 'n.leaf').name).toBe('Leaf heading');
  });

  it('names a wrapper hint after the control it wraps when it has no name of its own', async () => {
    const snapshot = await snapshotOf(page);
    expect(entryIn(snapshot, 'input', 'checkout.coupon').name).toBe('Coupon code');
  });

  it("names a wrapper by its control's label before its own text, a <label> hint by its text", async () => {
    await render(
      blank,
      `<label for="w-who">Escalate to</label>
       <div data-semtag-id="w.who" data-semtag-role="select"><input id="w-who" value="Ada"><button aria-label="Show">▾</button></div>
       <div data-semtag-id="w.bare" data-semtag-role="select"><input value="Ada"><button>▾</button></div>
       <label data-semtag-id="w.wifi" data-semtag-role="toggle"><input type="checkbox"> Wifi
         <span data-semtag-id="w.wifi.status" data-semtag-role="observable">off</span></label>
       <div data-semtag-id="w.count" data-semtag-role="observable">3 open <button aria-haspopup="menu" aria-label="More">…</button></div>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'select', 'w.who').name).toBe('Escalate to');
    // A control with no label leaves the wrapper its text.
    expect(entryIn(snapshot, 'select', 'w.bare').name).toBe('▾');
    expect(entryIn(snapshot, 'toggle', 'w.wifi').name).toBe('Wifi');
    // Only a hint an agent acts on stands for the list trigger it holds: an observable keeps its text.
    expect(entryIn(snapshot, 'observable', 'w.count')).toEqual({ id: 'w.count', value: '3 open …' });
  });
});

describe('groups of choices hinted on a wrapper', () => {
  it('take the name of the element inside that groups the choices, never that of the first choice', async () => {
    await render(
      blank,
      `<div data-semtag-id="g.view" data-semtag-role="select"><div role="tablist" aria-label="Order view">
         <button role="tab" aria-selected="true">All</button><button role="tab" aria-selected="false">Open</button></div></div>
       <div data-semtag-id="g.bare" data-semtag-role="select"><div role="tablist">
         <button role="tab" aria-selected="true">All</button> <button role="tab" aria-selected="false">Open</button></div></div>
       <div data-semtag-id="g.items" data-semtag-role="slider"><span id="items-l">Items</span>
         <input type="range" aria-label="Fewest"><input type="range" aria-label="Most"></div>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'select', 'g.view').name).toBe('Order view');
    // An unnamed group leaves the wrapper its own text (here, that of its choices).
    expect(entryIn(snapshot, 'select', 'g.bare').name).toBe('All Open');
    // A range is not named by its first thumb.
    expect(entryIn(snapshot, 'slider', 'g.items').name).toBe('Items');
  });
});

describe('name text', () => {
  it('collapses whitespace, non-breaking spaces and newlines', async () => {
    await render(
      blank,
      `<button data-semtag-id="w.spaces" data-semtag-role="action">\n  Add&nbsp;&nbsp;to\t\tcart \n</button>
       <button aria-label="  Padded   label " data-semtag-id="w.label" data-semtag-role="action">x</button>
       <button aria-label="   " title="Blank label skipped" data-semtag-id="w.blank" data-semtag-role="action">x</button>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'action', 'w.spaces').name).toBe('Add to cart');
    expect(entryIn(snapshot, 'action', 'w.label').name).toBe('Padded label');
    // A blank label is skipped; the button's text comes before its title.
    expect(entryIn(snapshot, 'action', 'w.blank').name).toBe('x');
  });

  it('bounds a long name at 150 characters with the marker', async () => {
    const snapshot = await snapshotOf(page);
    expect(entryIn(snapshot, 'action', 'action.long').name).toBe(`${'A'.repeat(150)}…[+47 chars]`);
  });

  it('leaves out an empty name', async () => {
    await render(
      blank,
      `<button data-semtag-id="w.icon" data-semtag-role="action"><svg width="10" height="10"></svg></button>`,
    );
    expect(entryIn(await snapshotOf(blank), 'action', 'w.icon')).toEqual({ id: 'w.icon' });
  });
});

describe('name equal to value', () => {
  it('drops the name of a text observable, which is its value', async () => {
    const snapshot = await snapshotOf(page);
    expect(entryIn(snapshot, 'observable', 'cart.total')).toEqual({
      id: 'cart.total',
      state: 'cart.total',
      value: '£ 30.00',
    });
    // A label that differs from the value stays.
    expect(entryIn(snapshot, 'observable', 'cart.count')).toEqual({ id: 'cart.count', name: 'Items', value: '3' });
  });

  it('drops a name equal to an input value, and keeps it when they differ', async () => {
    await render(
      blank,
      `<input aria-label="Alpha" value="Alpha" data-semtag-id="e.same" data-semtag-role="input">
       <input aria-label="Alpha" value="Beta" data-semtag-id="e.differs" data-semtag-role="input">`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'input', 'e.same')).toEqual({ id: 'e.same', value: 'Alpha' });
    expect(entryIn(snapshot, 'input', 'e.differs')).toEqual({ id: 'e.differs', name: 'Alpha', value: 'Beta' });
    await blank.fill('[data-semtag-id="e.differs"]', 'Alpha');
    expect(await observeOf(blank, 'e.differs')).toEqual({ id: 'e.differs', role: 'input', value: 'Alpha' });
  });

  it('compares before bounding: a long observable does not restate its text as a cut name', async () => {
    const text = 'word '.repeat(60).trim();
    await render(blank, `<p data-semtag-id="e.long" data-semtag-role="observable">${text}</p>`);
    expect(entryIn(await snapshotOf(blank), 'observable', 'e.long')).toEqual({ id: 'e.long', value: text });
  });
});

describe('hints an agent clicks, holding other hints', () => {
  it('are named from their text less the text of the hints inside them, bounded; regions still are not', async () => {
    await render(
      blank,
      `<a href="/p/alpha" data-semtag-id="c.link" data-semtag-role="navigation" data-semtag-target="p.page">Alpha Phone
         <span data-semtag-id="c.link.badge" data-semtag-role="observable">New</span></a>
       <button data-semtag-id="c.cart" data-semtag-role="action">Cart <span data-semtag-id="c.cart.count" data-semtag-role="observable">3</span></button>
       <div role="option" data-semtag-id="c.card" data-semtag-role="option">Modern
         <span data-semtag-id="c.card.selected" data-semtag-role="observable">Selected</span>
         <button aria-label="Favourite" aria-pressed="false" data-semtag-id="c.card.fav" data-semtag-role="toggle">♥</button></div>
       <label data-semtag-id="c.wifi" data-semtag-role="toggle"><input type="checkbox"> Wifi
         <span data-semtag-id="c.wifi.status" data-semtag-role="observable">off</span></label>
       <button data-semtag-id="c.icon" data-semtag-role="action"><span data-semtag-id="c.icon.count" data-semtag-role="observable">3</span></button>
       <button data-semtag-id="c.long" data-semtag-role="action">${'y'.repeat(180)}<span data-semtag-id="c.long.b" data-semtag-role="observable">b</span></button>
       <section data-semtag-id="c.region" data-semtag-role="region">Region text <span data-semtag-id="c.region.x" data-semtag-role="observable">x</span></section>
       <ul data-semtag-id="c.list" data-semtag-role="collection">List text <li data-semtag-id="c.list.item.a" data-semtag-role="observable">a</li></ul>
       <div data-semtag-id="c.box" data-semtag-role="observable">Total <span data-semtag-id="c.box.n" data-semtag-role="observable">4</span></div>`,
    );
    const snapshot = await snapshotOf(blank, { includeHidden: true });
    expect(entryIn(snapshot, 'navigation', 'c.link').name).toBe('Alpha Phone');
    expect(entryIn(snapshot, 'action', 'c.cart').name).toBe('Cart');
    expect(entryIn(snapshot, 'option', 'c.card').name).toBe('Modern');
    expect(entryIn(snapshot, 'toggle', 'c.wifi').name).toBe('Wifi');
    // Only the nested hints have text: nameless, as an icon button without a label is.
    expect(entryIn(snapshot, 'action', 'c.icon')).not.toHaveProperty('name');
    expect(entryIn(snapshot, 'action', 'c.long').name).toBe(`${'y'.repeat(150)}…[+30 chars]`);
    // Regions, collections and the other roles keep taking no name from a container's text.
    expect(entryIn(snapshot, 'region', 'c.region')).toEqual({ id: 'c.region' });
    expect(entryIn(snapshot, 'collection', 'c.list')).toEqual({ id: 'c.list' });
    expect(entryIn(snapshot, 'observable', 'c.box')).toEqual({ id: 'c.box', value: 'Total 4' });
  });

  it('keep their name whether or not a nested badge is rendered', async () => {
    await render(
      blank,
      `<div role="option" data-semtag-id="b.card" data-semtag-role="option" data-semtag-state="selected">Modern
         <span data-semtag-id="b.card.selected" data-semtag-role="observable">Selected</span></div>`,
    );
    expect(await nameOf(blank, 'b.card')).toBe('Modern');
    await blank.evaluate(() => document.querySelector('[data-semtag-id="b.card.selected"]')!.remove());
    expect(await nameOf(blank, 'b.card')).toBe('Modern');
  });
});

describe('regions and collections', () => {
  it('are named by their first heading when nothing else names them', async () => {
    await render(
      blank,
      `<section data-semtag-id="h.help" data-semtag-role="region"><p>Intro</p><div><h2>  Help
         and   support </h2></div><h3>Later</h3>
         <button data-semtag-id="h.help.go" data-semtag-role="action">Go</button></section>
       <section data-semtag-id="h.leaf" data-semtag-role="region"><h4>Leaf heading</h4><p>Body</p></section>
       <section data-semtag-id="h.cart" data-semtag-role="region">
         <h2 data-semtag-id="h.cart.title" data-semtag-role="observable">Your cart</h2></section>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'region', 'h.help')).toEqual({ id: 'h.help', name: 'Help and support' });
    expect(entryIn(snapshot, 'region', 'h.leaf')).toEqual({ id: 'h.leaf', name: 'Leaf heading' });
    // A heading that is itself a hint still names the region around it.
    expect(entryIn(snapshot, 'region', 'h.cart').name).toBe('Your cart');
    expect(await observeOf(blank, 'h.help')).toEqual({ id: 'h.help', role: 'region', name: 'Help and support' });
  });

  it('take aria-labelledby, aria-label and title before a heading', async () => {
    await render(
      blank,
      `<span id="h-label">Labelled by</span>
       <section id="r" aria-labelledby="h-label" aria-label="From aria-label" title="From title"
                data-semtag-id="h.order" data-semtag-role="region"><h2>From heading</h2>
         <button data-semtag-id="h.order.go" data-semtag-role="action">Go</button></section>`,
    );
    const strip = (attribute: string) =>
      blank.evaluate((a) => document.getElementById('r')!.removeAttribute(a), attribute);
    expect(await nameOf(blank, 'h.order')).toBe('Labelled by');
    await strip('aria-labelledby');
    expect(await nameOf(blank, 'h.order')).toBe('From aria-label');
    await strip('aria-label');
    expect(await nameOf(blank, 'h.order')).toBe('From title');
    await strip('title');
    expect(await nameOf(blank, 'h.order')).toBe('From heading');
  });

  it('are not named by a heading that belongs to a hint inside them', async () => {
    await render(
      blank,
      `<main data-semtag-id="h.page" data-semtag-role="region">
         <section data-semtag-id="h.page.filters" data-semtag-role="region"><h2>Filters</h2>
           <button data-semtag-id="h.page.filters.clear" data-semtag-role="action">Clear</button></section>
         <ul data-semtag-id="h.page.list" data-semtag-role="collection">
           <li data-semtag-id="h.page.list.item.a" data-semtag-role="navigation"><h3>Alpha</h3></li>
           <li data-semtag-id="h.page.list.item.b" data-semtag-role="navigation"><h3>Beta</h3></li></ul>
       </main>
       <main data-semtag-id="h.after" data-semtag-role="region">
         <section data-semtag-id="h.after.inner" data-semtag-role="region"><h2>Inner</h2></section>
         <h2>Outer, after the inner region</h2></main>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'region', 'h.page')).toEqual({ id: 'h.page' });
    expect(entryIn(snapshot, 'region', 'h.page.filters').name).toBe('Filters');
    // The items' headings name the items, not the list.
    expect(collection(snapshot, 'h.page.list.item.{key}')).not.toHaveProperty('name');
    expect(entryIn(snapshot, 'region', 'h.after').name).toBe('Outer, after the inner region');
    expect(entryIn(snapshot, 'region', 'h.after.inner').name).toBe('Inner');
  });

  it('are not named by the heading of an item whose hint is beside it, not around it', async () => {
    await render(
      blank,
      `<ul data-semtag-id="i.cards" data-semtag-role="collection">
         <li><h3>Alpha</h3><a href="#a" data-semtag-id="i.cards.item.a" data-semtag-role="navigation">View</a>
           <button data-semtag-id="i.cards.item.a.add" data-semtag-role="action">Add</button></li>
         <li><h3>Beta</h3><a href="#b" data-semtag-id="i.cards.item.b" data-semtag-role="navigation">View</a></li></ul>
       <main data-semtag-id="i.page" data-semtag-role="region"><div class="wrapper">
         <div class="head"><h1>Catalogue</h1>
           <button data-semtag-id="i.page.close" data-semtag-role="action">Close</button></div>
         <ul><li><h3>Gamma</h3><a href="#g" data-semtag-id="i.list.item.g" data-semtag-role="navigation">View</a></li>
           <li><h3>Delta</h3><a href="#d" data-semtag-id="i.list.item.d" data-semtag-role="navigation">View</a></li></ul>
       </div></main>`,
    );
    const snapshot = await snapshotOf(blank);
    // Each <h3> shares its <li> only with one item's hints: it is that item's heading.
    expect(collection(snapshot, 'i.cards.item.{key}[.{control}]')).not.toHaveProperty('name');
    // A heading beside a hint that is not one item's (a close button), or in a wrapper around many items, names the region.
    expect(entryIn(snapshot, 'region', 'i.page').name).toBe('Catalogue');
    await blank.evaluate(() => document.querySelector('[data-semtag-id="i.page.close"]')!.remove());
    expect(await nameOf(blank, 'i.page')).toBe('Catalogue');
    // Without it, the region's only headings are its items'.
    await blank.evaluate(() => document.querySelector('h1')!.remove());
    expect(await nameOf(blank, 'i.page')).toBeUndefined();
  });

  it('skip hidden headings', async () => {
    await render(
      blank,
      `<section data-semtag-id="h.skip" data-semtag-role="region"><h2 hidden>Stale</h2>
         <h2 style="visibility: hidden">Invisible</h2><div style="height: 0; overflow: hidden"><h2>Clipped</h2></div>
         <h2>Shown</h2></section>
       <section data-semtag-id="h.none" data-semtag-role="region"><h2 style="display: none">Gone</h2><p>Text</p></section>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'region', 'h.skip').name).toBe('Shown');
    expect(entryIn(snapshot, 'region', 'h.none')).toEqual({ id: 'h.none' });
  });

  it('count role=heading as a heading and bound a long one', async () => {
    const long = 'Tickets '.repeat(30);
    await render(
      blank,
      `<div data-semtag-id="h.role" data-semtag-role="region"><div role="heading" aria-level="2">Open tickets</div>
         <button data-semtag-id="h.role.new" data-semtag-role="action">New</button></div>
       <div data-semtag-id="h.long" data-semtag-role="region"><h1>${long}</h1>
         <button data-semtag-id="h.long.new" data-semtag-role="action">New</button></div>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'region', 'h.role').name).toBe('Open tickets');
    const cleaned = long.trim();
    expect(entryIn(snapshot, 'region', 'h.long').name).toBe(
      `${cleaned.slice(0, 150)}…[+${cleaned.length - 150} chars]`,
    );
  });

  it('name a folded collection block and a flat collection entry by their heading', async () => {
    await render(
      blank,
      `<section data-semtag-id="h.products" data-semtag-role="collection"><h2>Products</h2><ul>
         <li><a href="#a" data-semtag-id="h.products.item.a" data-semtag-role="navigation">Alpha</a></li>
         <li><a href="#b" data-semtag-id="h.products.item.b" data-semtag-role="navigation">Beta</a></li></ul></section>
       <section data-semtag-id="h.empty" data-semtag-role="collection"><h2>Saved items</h2><p>None yet</p></section>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(collection(snapshot, 'h.products.item.{key}')).toMatchObject({ id: 'h.products', name: 'Products' });
    expect(entryIn(snapshot, 'collection', 'h.empty')).toEqual({ id: 'h.empty', name: 'Saved items' });
    expect(await nameOf(blank, 'h.products')).toBe('Products');
  });

  it('take no name from their text or from the first field they hold', async () => {
    await render(
      blank,
      `<section data-semtag-id="h.text" data-semtag-role="region">Your cart is empty</section>
       <form data-semtag-id="h.form" data-semtag-role="region"><label>Email
         <input data-semtag-id="h.form.email" data-semtag-role="input"></label></form>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'region', 'h.text')).toEqual({ id: 'h.text' });
    expect(entryIn(snapshot, 'region', 'h.form')).toEqual({ id: 'h.form' });
  });

  it('read headings in open shadow roots, the region host own and those below it', async () => {
    await blank.evaluate(() => {
      document.body.innerHTML = `
        <help-panel data-semtag-id="h.shadow" data-semtag-role="region"><p>Light text</p></help-panel>
        <section data-semtag-id="h.wrapped" data-semtag-role="region"><titled-box></titled-box></section>`;
      if (!customElements.get('help-panel')) {
        customElements.define(
          'help-panel',
          class extends HTMLElement {
            constructor() {
              super();
              this.attachShadow({ mode: 'open' }).innerHTML = '<h2>Shadow help</h2><slot></slot>';
            }
          },
        );
        customElements.define(
          'titled-box',
          class extends HTMLElement {
            constructor() {
              super();
              this.attachShadow({ mode: 'open' }).innerHTML = '<div><h3>Boxed</h3></div>';
            }
          },
        );
      }
    });
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'region', 'h.shadow').name).toBe('Shadow help');
    expect(entryIn(snapshot, 'region', 'h.wrapped').name).toBe('Boxed');
  });
});
