/// <reference lib="dom" />
// Each role's value, read live from the DOM as the user sees it, before and after the page changes it.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { worldOf } from '../../harness/page-world.js';
import { ROLES } from '../../src/page/vocabulary.js';
import type { HintEntry } from '../../src/page/types.js';
import { connectTestBrowser, flatEntries, observeOf, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, entryIn, render } from './helpers.js';

let tb: TestBrowser;
let page: Page;
let blank: Page;

beforeAll(async () => {
  tb = await connectTestBrowser();
  blank = await tb.newPage(BLANK_URL());
});
afterAll(async () => tb.close());

/** A fresh fixture document for every test: tests here change the page. */
beforeEach(async () => {
  page = await tb.fresh();
});

const hint = (id: string) => `[data-semtag-id="${id}"]`;

/** The value in the snapshot and in observe, which must agree. */
async function valueOf(p: Page, group: string, id: string): Promise<HintEntry['value']> {
  const fromSnapshot = entryIn(await snapshotOf(p), group, id);
  const observed = await observeOf(p, id);
  expect(observed).toEqual({ ...fromSnapshot, role: group });
  return fromSnapshot.value;
}

describe('input', () => {
  it('reads the current value as typed, and leaves it out when empty', async () => {
    const snapshot = await snapshotOf(page);
    expect(entryIn(snapshot, 'input', 'checkout.email').value).toBe('ada@example.com');
    expect(entryIn(snapshot, 'input', 'checkout.name')).toEqual({ id: 'checkout.name', name: 'Full name' });
    // A textarea's value keeps its line breaks and spaces: it is reported as typed.
    expect(entryIn(snapshot, 'input', 'checkout.notes').value).toBe('Leave at   the\n        door');
    // A contenteditable gives its text, whitespace collapsed.
    expect(entryIn(snapshot, 'input', 'checkout.message').value).toBe('Hello there');
    // A wrapper reads the control inside it.
    expect(entryIn(snapshot, 'input', 'checkout.coupon').value).toBe('SAVE10');
  });

  it('follows the page as the user types, clears and edits', async () => {
    await page.fill(hint('checkout.name'), 'Grace Hopper');
    expect(await valueOf(page, 'input', 'checkout.name')).toBe('Grace Hopper');

    await page.fill(hint('checkout.email'), '');
    expect(await valueOf(page, 'input', 'checkout.email')).toBeUndefined();

    await page.fill(hint('checkout.message'), 'Ring twice');
    expect(await valueOf(page, 'input', 'checkout.message')).toBe('Ring twice');

    await page.fill(`${hint('checkout.coupon')} input`, 'WINTER');
    expect(await valueOf(page, 'input', 'checkout.coupon')).toBe('WINTER');

    await page.fill(hint('checkout.notes'), 'line one\nline two');
    expect(await valueOf(page, 'input', 'checkout.notes')).toBe('line one\nline two');

    // A script setting the value property (not the attribute) is seen too.
    await page.evaluate(() => {
      document.querySelector<HTMLInputElement>('[data-semtag-id="checkout.name"]')!.value = 'Set by script';
    });
    expect(await valueOf(page, 'input', 'checkout.name')).toBe('Set by script');
  });

  it('bounds a long value with the marker', async () => {
    await page.fill(hint('checkout.huge'), 'x'.repeat(2000));
    expect(await valueOf(page, 'input', 'checkout.huge')).toBe(`${'x'.repeat(500)}…[+1500 chars]`);
  });

  it('skips hidden inputs and non-editable content when looking for the control inside a wrapper', async () => {
    await render(
      blank,
      `<div data-semtag-id="w.search" data-semtag-role="input"><input type="hidden" value="csrf-token-1"><input aria-label="Search" value="shoes"></div>
       <div data-semtag-id="w.editor" data-semtag-role="input"><span contenteditable="false">Toolbar</span><p contenteditable aria-label="Body">Draft text</p></div>
       <div data-semtag-id="w.none" data-semtag-role="input"><span>Not a control</span></div>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'input', 'w.search')).toEqual({ id: 'w.search', name: 'Search', value: 'shoes' });
    // Named by the editor's label, not by the wrapper's text around it.
    expect(entryIn(snapshot, 'input', 'w.editor')).toEqual({ id: 'w.editor', name: 'Body', value: 'Draft text' });
    expect(entryIn(snapshot, 'input', 'w.none')).not.toHaveProperty('value');
  });
});

describe('secrets', () => {
  const SECRETS = ['hunter2-secret', '4242424242424242', '913377'];

  it('never yields a password, card number or one-time code, in any tool or mode', async () => {
    await page.fill(hint('account.password'), 'typed-secret-xyz');
    const outputs = [
      await snapshotOf(page),
      await snapshotOf(page, { includeHidden: true }),
      await snapshotOf(page, { scope: 'checkout.form' }),
      await observeOf(page, 'account.password'),
      await observeOf(page, 'checkout.card'),
      await observeOf(page, 'checkout.otp'),
    ];
    const json = JSON.stringify(outputs);
    for (const secret of [...SECRETS, 'typed-secret-xyz']) expect(json).not.toContain(secret);
    expect(await observeOf(page, 'account.password')).toEqual({
      id: 'account.password',
      role: 'input',
      name: 'Password',
    });
    expect(await observeOf(page, 'checkout.card')).toEqual({ id: 'checkout.card', role: 'input', name: 'Card number' });
  });

  it('keeps secrets out whether the secret input is the hint, its wrapped control, an observable, or hidden', async () => {
    await render(
      blank,
      `<label data-semtag-id="s.wrapped" data-semtag-role="input">PIN <input type="password" value="wrapped-secret-1"></label>
       <input type="password" value="observed-secret-2" aria-label="Shown" data-semtag-id="s.observable" data-semtag-role="observable">
       <input type="password" value="hidden-secret-3" style="display:none" data-semtag-id="s.hidden" data-semtag-role="input">
       <input autocomplete="section-pay CC-CSC" value="csc-secret-4" aria-label="CSC" data-semtag-id="s.csc" data-semtag-role="input">
       <input autocomplete="username new-password" value="new-secret-5" aria-label="New" data-semtag-id="s.new" data-semtag-role="input">
       <input autocomplete="current-password" value="current-secret-6" aria-label="Current" data-semtag-id="s.current" data-semtag-role="input">
       <input autocomplete="email" value="public@example.com" aria-label="Email" data-semtag-id="s.public" data-semtag-role="input">`,
    );
    const shown = await snapshotOf(blank);
    const outputs: unknown[] = [shown, await snapshotOf(blank, { includeHidden: true })];
    for (const id of ['s.wrapped', 's.observable', 's.hidden', 's.csc', 's.new', 's.current']) {
      const observed = await observeOf(blank, id);
      expect(observed, id).not.toHaveProperty('value');
      outputs.push(observed);
    }
    const json = JSON.stringify(outputs);
    expect(json).not.toMatch(/secret-\d/);
    // An ordinary autocomplete token is not a secret.
    expect(entryIn(shown, 'input', 's.public').value).toBe('public@example.com');
    expect(entryIn(shown, 'input', 's.wrapped')).toEqual({ id: 's.wrapped', name: 'PIN' });
  });
});

describe('select', () => {
  it('reads a native select as its selected label, and follows selectOption', async () => {
    expect(await valueOf(page, 'select', 'products.sort')).toBe('Price: low to high');
    await page.selectOption(hint('products.sort'), 'relevance');
    expect(await valueOf(page, 'select', 'products.sort')).toBe('Relevance');
  });

  it('reads a multiple select as an array of labels, [] when none is selected', async () => {
    expect(await valueOf(page, 'select', 'products.sizes')).toEqual(['S', 'L']);
    await page.selectOption(hint('products.sizes'), ['M', 'L']);
    expect(await valueOf(page, 'select', 'products.sizes')).toEqual(['M', 'L']);
    await page.selectOption(hint('products.sizes'), []);
    expect(await valueOf(page, 'select', 'products.sizes')).toEqual([]);
  });

  it('lists the options of a native select, data-semtag-options, or the option hints inside', async () => {
    const snapshot = await snapshotOf(page);
    expect(entryIn(snapshot, 'select', 'products.sort').options).toEqual(['Relevance', 'Price: low to high']);
    expect(entryIn(snapshot, 'select', 'products.sizes').options).toEqual(['S', 'M', 'L']);
    expect(entryIn(snapshot, 'select', 'products.brand')).toEqual({
      id: 'products.brand',
      name: 'Brand',
      options: ['Acme', 'Globex', 'Initech'],
      value: 'Acme',
    });
    expect(entryIn(snapshot, 'select', 'products.colour').options).toEqual(['Red', 'Blue']);
  });

  it("reads a custom select's visible text as its value, live, without its option hints", async () => {
    await page.evaluate(() => {
      document.querySelector('[data-semtag-id="products.brand"]')!.textContent = '  Globex  ';
    });
    expect(await valueOf(page, 'select', 'products.brand')).toBe('Globex');
    // The option list inside is hinted: its text is not the value.
    expect(await valueOf(page, 'select', 'products.colour')).toBe('Red');
    await page.evaluate(() => {
      document.querySelector('[data-semtag-id="products.colour"] > span')!.textContent = 'Blue';
    });
    expect(await valueOf(page, 'select', 'products.colour')).toBe('Blue');
  });

  it('counts unhinted option text and skips text that is not rendered', async () => {
    await render(
      blank,
      `<div aria-label="Size" data-semtag-id="c.size" data-semtag-role="select">
         <span>Medium</span><span style="display:none">Hidden note</span>
         <ul><li data-semtag-id="c.size.s" data-semtag-role="option">Small</li><li>Large</li></ul>
       </div>`,
    );
    expect(await valueOf(blank, 'select', 'c.size')).toBe('Medium Large');
  });

  it('parses data-semtag-options: labels after the first bar, bare labels, collapsed, empty items skipped', async () => {
    await render(
      blank,
      `<button data-semtag-id="o.mixed" data-semtag-role="select" aria-label="Mixed"
         data-semtag-options="gb|United Kingdom; ;fr|France|Metropole;Plain;  Spaced \n  label  ;;">United Kingdom</button>
       <select data-semtag-id="o.native" data-semtag-role="select" aria-label="N">
         <option label="Short">A very long text</option><option>  Two   words </option><option disabled>Off</option>
       </select>
       <select data-semtag-id="o.declared-empty" data-semtag-role="select" aria-label="E" data-semtag-options=" ; ">
         <option>Native</option>
       </select>
       <div data-semtag-id="o.hints" data-semtag-role="select" aria-label="Hints">
         <span data-semtag-id="o.hints.a" data-semtag-role="option">Alpha</span>
         <span data-semtag-id="o.hints.b" data-semtag-role="option" style="display:none">Beta</span>
         <span data-semtag-id="o.hints.c" data-semtag-role="option" aria-label="Gamma">G</span>
       </div>
       <button data-semtag-id="o.options-elsewhere" data-semtag-role="action" data-semtag-options="a;b">Not a select</button>
       <div data-semtag-id="o.none" data-semtag-role="select" aria-label="None">Pick</div>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'select', 'o.mixed').options).toEqual([
      'United Kingdom',
      'France|Metropole',
      'Plain',
      'Spaced label',
    ]);
    // Native options: the label attribute first, disabled ones included.
    expect(entryIn(snapshot, 'select', 'o.native').options).toEqual(['Short', 'Two words', 'Off']);
    expect(entryIn(snapshot, 'select', 'o.native').value).toBe('Short');
    // A present attribute is the whole list, even when it yields no label.
    expect(entryIn(snapshot, 'select', 'o.declared-empty')).toEqual({
      id: 'o.declared-empty',
      name: 'E',
      value: 'Native',
    });
    // Option hints count visible or not.
    expect(entryIn(snapshot, 'select', 'o.hints').options).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(entryIn(snapshot, 'action', 'o.options-elsewhere')).not.toHaveProperty('options');
    expect(entryIn(snapshot, 'select', 'o.none')).toEqual({ id: 'o.none', name: 'None', value: 'Pick' });
  });

  it('reads a custom select through the combobox input inside it', async () => {
    await render(
      blank,
      `<div data-semtag-id="c.combo" data-semtag-role="select" data-semtag-options="Paris;Rome">
         <input aria-label="City" value="Paris"><ul><li>Paris</li><li>Rome</li></ul></div>`,
    );
    expect(await valueOf(blank, 'select', 'c.combo')).toBe('Paris');
    await blank.fill('[data-semtag-id="c.combo"] input', 'Rome');
    expect(await valueOf(blank, 'select', 'c.combo')).toBe('Rome');
  });

  it('reads a select hinted on the combobox input itself from its value, not its (empty) text', async () => {
    await render(
      blank,
      `<input role="combobox" aria-label="Label" value="Bug" data-semtag-id="c.input" data-semtag-role="select">
       <input role="combobox" aria-label="Empty" data-semtag-id="c.empty" data-semtag-role="select">`,
    );
    expect(await valueOf(blank, 'select', 'c.input')).toBe('Bug');
    await blank.fill('[data-semtag-id="c.input"]', 'doc');
    expect(await valueOf(blank, 'select', 'c.input')).toBe('doc');
    expect(entryIn(await snapshotOf(blank), 'select', 'c.empty')).toEqual({ id: 'c.empty', name: 'Empty' });
  });

  it('gives a combobox whose open list is multiselectable no value: its input holds a query, not the choices', async () => {
    // The markup of a Headless UI <Combobox multiple> while open, filtered by "te": the chosen
    // Email is filtered out of the list, and the input's text is what was typed.
    await render(
      blank,
      `<input role="combobox" aria-label="Channels" aria-controls="m-list" value="te"
              data-semtag-id="m.channels" data-semtag-role="select">
       <div role="listbox" aria-multiselectable="true" id="m-list">
         <div role="option" aria-selected="false" data-semtag-id="m.channels.teams" data-semtag-role="option">Teams</div></div>
       <div data-semtag-id="m.wrap" data-semtag-role="select"><input role="combobox" aria-label="Wrapped" aria-controls="m-list" value="te"></div>
       <input role="combobox" aria-label="Single" aria-controls="s-list" value="Bug" data-semtag-id="m.single" data-semtag-role="select">
       <div role="listbox" id="s-list"><div role="option" aria-selected="true">Bug</div></div>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'select', 'm.channels')).toEqual({
      id: 'm.channels',
      name: 'Channels',
      options: ['Teams'],
    });
    expect(entryIn(snapshot, 'select', 'm.wrap')).toEqual({ id: 'm.wrap', name: 'Wrapped', options: ['Teams'] });
    // A list of one choice leaves the input's text the value, as before.
    expect(await valueOf(blank, 'select', 'm.single')).toBe('Bug');
  });

  it('gives a custom select no value while it shows a placeholder (data-placeholder, as Radix and shadcn mark it)', async () => {
    // The markup @radix-ui/react-select renders for <Select.Value placeholder="…"/> before a choice.
    await render(
      blank,
      `<button type="button" role="combobox" aria-expanded="false" aria-autocomplete="none" data-state="closed"
               data-placeholder="" aria-label="Sort" data-semtag-id="r.sort" data-semtag-role="select"
               data-semtag-options="name|Name;date|Date"><span style="pointer-events:none">Sort by…</span></button>
       <div data-semtag-id="r.wrapped" data-semtag-role="select" aria-label="Wrapped">
         <button type="button" role="combobox" data-placeholder=""><span>Choose one</span></button></div>`,
    );
    expect(await valueOf(blank, 'select', 'r.sort')).toBeUndefined();
    expect(await valueOf(blank, 'select', 'r.wrapped')).toBeUndefined();
    // Once chosen, Radix drops the mark and the trigger shows the choice.
    await blank.evaluate(() => {
      const trigger = document.querySelector('[data-semtag-id="r.sort"]')!;
      trigger.removeAttribute('data-placeholder');
      trigger.querySelector('span')!.textContent = 'Date';
    });
    expect(await valueOf(blank, 'select', 'r.sort')).toBe('Date');
  });

  it('reads a select on a wrapper from the list trigger it holds, not the label and description beside it', async () => {
    await render(
      blank,
      `<div data-semtag-id="f.quiet" data-semtag-role="select"><label id="f-l">Quiet hours</label>
         <button type="button" aria-haspopup="listbox" id="f-b" aria-labelledby="f-l f-b">None</button>
         <p>Mentions still reach you.</p></div>
       <div data-semtag-id="f.icon" data-semtag-role="select"><label>Size</label>
         <button type="button" aria-haspopup="listbox" aria-label="Size"><svg width="8" height="8"></svg></button></div>
       <div data-semtag-id="f.plain" data-semtag-role="select">Plain text</div>`,
    );
    const snapshot = await snapshotOf(blank);
    // Named by the trigger it wraps, as Chromium names that button.
    expect(entryIn(snapshot, 'select', 'f.quiet')).toEqual({ id: 'f.quiet', name: 'Quiet hours None', value: 'None' });
    // A trigger that shows no text leaves no value: the label beside it is none.
    expect(entryIn(snapshot, 'select', 'f.icon')).toEqual({ id: 'f.icon', name: 'Size' });
    expect(entryIn(snapshot, 'select', 'f.plain').value).toBe('Plain text');
  });

  it('reads the option hints of the list its aria-controls / aria-owns names when none are inside (a portal)', async () => {
    await render(
      blank,
      `<button role="combobox" aria-expanded="true" aria-controls="p-list" aria-label="Size"
               data-semtag-id="p.size" data-semtag-role="select" data-semtag-controls="p.grid">Medium</button>
       <button role="combobox" aria-owns="p-a p-b" aria-label="Colour" data-semtag-id="p.colour" data-semtag-role="select">Red</button>
       <button role="combobox" aria-controls="p-list" aria-label="Own" data-semtag-id="p.own" data-semtag-role="select">
         <span data-semtag-id="p.own.x" data-semtag-role="option">Inside</span></button>
       <button role="combobox" aria-controls="nowhere" aria-label="Gone" data-semtag-id="p.gone" data-semtag-role="select">None</button>
       <div data-semtag-id="p.grid" data-semtag-role="region" aria-label="Grid"></div>
       <div id="p-list" role="listbox"><div role="option" data-semtag-id="p.size.s" data-semtag-role="option">Small</div>
         <div role="option" data-semtag-id="p.size.m" data-semtag-role="option">Medium</div></div>
       <div id="p-a" role="option" data-semtag-id="p.colour.red" data-semtag-role="option">Red</div>
       <div id="p-b"><span role="option" data-semtag-id="p.colour.blue" data-semtag-role="option">Blue</span></div>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'select', 'p.size')).toEqual({
      id: 'p.size',
      name: 'Size',
      controls: 'p.grid',
      options: ['Small', 'Medium'],
      value: 'Medium',
    });
    expect(entryIn(snapshot, 'select', 'p.colour').options).toEqual(['Red', 'Blue']);
    // Options inside the select come first; a reference to nothing gives nothing.
    expect(entryIn(snapshot, 'select', 'p.own').options).toEqual(['Inside']);
    expect(entryIn(snapshot, 'select', 'p.gone')).not.toHaveProperty('options');
    expect((await observeOf(blank, 'p.size')).options).toEqual(['Small', 'Medium']);
  });

  it("reads a wrapper from the trigger the user sees, not the form's mirror <select> beside it", async () => {
    // Radix Select in a form: an aria-hidden native select with a negative tabindex mirrors the choice.
    const mirror = (selected: string) =>
      `<select aria-hidden="true" tabindex="-1" name="tz" style="position:absolute;width:1px;height:1px;overflow:hidden">
         <option value="" ${selected === '' ? 'selected' : ''}></option>
         <option value="utc" ${selected === 'utc' ? 'selected' : ''}>UTC</option><option value="tokyo">Asia/Tokyo</option></select>`;
    await render(
      blank,
      `<div data-semtag-id="m.tz" data-semtag-role="select"><label id="m-l">Timezone</label>
         <button type="button" role="combobox" aria-labelledby="m-l" data-placeholder=""><span>Select a timezone</span></button>
         ${mirror('')}<p>Used in emails.</p></div>
       <div data-semtag-id="m.chosen" data-semtag-role="select"><label id="m-c">Zone</label>
         <button type="button" role="combobox" aria-labelledby="m-c"><span>UTC</span></button>${mirror('utc')}</div>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'select', 'm.tz')).toEqual({ id: 'm.tz', name: 'Timezone' });
    expect(entryIn(snapshot, 'select', 'm.chosen')).toEqual({ id: 'm.chosen', name: 'Zone', value: 'UTC' });
  });

  it('lists no empty option label, and gives a select whose chosen option has none no value', async () => {
    await render(
      blank,
      `<label>Size <select data-semtag-id="e.size" data-semtag-role="select">
         <option value="" selected></option><option>S</option><option>M</option></select></label>`,
    );
    expect(entryIn(await snapshotOf(blank), 'select', 'e.size')).toEqual({
      id: 'e.size',
      name: 'Size',
      options: ['S', 'M'],
    });
    await blank.selectOption('[data-semtag-id="e.size"]', 'M');
    expect(await valueOf(blank, 'select', 'e.size')).toBe('M');
  });

  it('reads a radio group hinted as one select from its checked radio, live, and none while none is', async () => {
    await render(
      blank,
      `<fieldset data-semtag-id="g.plan" data-semtag-role="select"><legend>Plan</legend>
         <label><input type="radio" name="plan" value="basic"> Basic</label>
         <label><input type="radio" name="plan" value="pro" checked> Pro</label></fieldset>
       <div role="radiogroup" aria-label="View" data-semtag-id="g.view" data-semtag-role="select">
         <button role="radio" aria-checked="false">List</button><button role="radio" aria-checked="true">Board</button></div>
       <div role="radiogroup" aria-label="Size" data-semtag-id="g.size" data-semtag-role="select">
         <button role="radio" aria-checked="false">S</button><button role="radio" aria-checked="false">M</button></div>
       <div role="radiogroup" aria-label="Theme" data-semtag-id="g.theme" data-semtag-role="select">
         <button role="radio" aria-checked="true" id="g-dark"></button><label for="g-dark">Dark</label>
         <input type="radio" aria-hidden="true" tabindex="-1" value="dark" checked style="position:absolute;opacity:0">
         <button role="radio" aria-checked="false" id="g-light"></button><label for="g-light">Light</label>
         <input type="radio" aria-hidden="true" tabindex="-1" value="light" style="position:absolute;opacity:0"></div>`,
    );
    // The group is named by its legend or label, never by its first choice's label, and its value
    // is the label of the choice that is checked: not the first input's value, not every label.
    expect(entryIn(await snapshotOf(blank), 'select', 'g.plan')).toEqual({ id: 'g.plan', name: 'Plan', value: 'Pro' });
    expect(await valueOf(blank, 'select', 'g.view')).toBe('Board');
    expect(await valueOf(blank, 'select', 'g.size')).toBeUndefined();
    // The radios a user sees (ARIA widgets named by their labels), not the form's mirror inputs.
    expect(await valueOf(blank, 'select', 'g.theme')).toBe('Dark');
    await blank.check('[data-semtag-id="g.plan"] input[value="basic"]');
    expect(await valueOf(blank, 'select', 'g.plan')).toBe('Basic');
  });

  it('reads a checkbox group hinted as one select as the labels of its checked boxes, [] when none is', async () => {
    await render(
      blank,
      `<fieldset data-semtag-id="g.tags" data-semtag-role="select"><legend>Tags</legend>
         <label><input type="checkbox" checked> Red</label><label><input type="checkbox"> Green</label>
         <label><input type="checkbox" checked> Blue</label></fieldset>
       <div role="group" aria-label="Days" data-semtag-id="g.days" data-semtag-role="select">
         <button role="checkbox" aria-checked="false">Mon</button><button role="checkbox" aria-checked="false">Tue</button></div>
       <div role="group" aria-label="Mixed" data-semtag-id="g.mixed" data-semtag-role="select">
         <button role="checkbox" aria-checked="mixed">All</button><button role="checkbox" aria-checked="true">One</button></div>`,
    );
    expect(await valueOf(blank, 'select', 'g.tags')).toEqual(['Red', 'Blue']);
    expect(await valueOf(blank, 'select', 'g.days')).toEqual([]);
    // A box that is neither checked nor unchecked leaves the whole choice unreadable.
    expect(await valueOf(blank, 'select', 'g.mixed')).toBeUndefined();
    await blank.uncheck('[data-semtag-id="g.tags"] label:first-of-type input');
    expect(await valueOf(blank, 'select', 'g.tags')).toEqual(['Blue']);
  });

  it('reads a listbox, a menu radio group or a tablist hinted as one select from the choice the page marks', async () => {
    await render(
      blank,
      `<ul role="listbox" aria-label="Size" data-semtag-id="l.size" data-semtag-role="select">
         <li role="option" aria-selected="true">S</li><li role="option">M</li></ul>
       <ul role="listbox" aria-label="Hinted" data-semtag-id="l.hinted" data-semtag-role="select">
         <li role="option" aria-selected="false" data-semtag-id="l.hinted.s" data-semtag-role="option">S</li>
         <li role="option" aria-selected="true" data-semtag-id="l.hinted.m" data-semtag-role="option">M
           <span data-semtag-id="l.hinted.m.badge" data-semtag-role="observable">Selected</span></li></ul>
       <ul role="listbox" aria-label="Multi" aria-multiselectable="true" data-semtag-id="l.multi" data-semtag-role="select">
         <li role="option" aria-selected="true">A</li><li role="option" aria-selected="false">B</li>
         <li role="option" aria-selected="true">C</li></ul>
       <ul role="listbox" aria-label="Unsaid" aria-multiselectable="true" data-semtag-id="l.unsaid" data-semtag-role="select">
         <li role="option" aria-selected="true">A</li><li role="option">B</li></ul>
       <div role="group" aria-label="Sort" data-semtag-id="m.sort" data-semtag-role="select">
         <div role="menuitemradio" aria-checked="false">Name</div><div role="menuitemradio" aria-checked="true">Date</div></div>
       <div role="group" aria-label="Columns" data-semtag-id="m.columns" data-semtag-role="select">
         <div role="menuitemcheckbox" aria-checked="true">Price</div><div role="menuitemcheckbox" aria-checked="false">Stock</div></div>
       <div role="tablist" aria-label="Tabs" data-semtag-id="t.tabs" data-semtag-role="select">
         <button role="tab" aria-selected="false">One</button><button role="tab" aria-selected="true">Two</button></div>`,
    );
    expect(await valueOf(blank, 'select', 'l.size')).toBe('S');
    expect(entryIn(await snapshotOf(blank), 'select', 'l.hinted')).toEqual({
      id: 'l.hinted',
      name: 'Hinted',
      options: ['S', 'M'],
      value: 'M',
    });
    expect(await valueOf(blank, 'select', 'l.multi')).toEqual(['A', 'C']);
    // A multiple listbox whose options do not all say whether they are selected: no value.
    expect(await valueOf(blank, 'select', 'l.unsaid')).toBeUndefined();
    expect(await valueOf(blank, 'select', 'm.sort')).toBe('Date');
    expect(await valueOf(blank, 'select', 'm.columns')).toEqual(['Price']);
    expect(await valueOf(blank, 'select', 't.tabs')).toBe('Two');
    await blank.evaluate(() => {
      const [s, m] = document.querySelectorAll('[data-semtag-id="l.size"] li');
      s!.setAttribute('aria-selected', 'false');
      m!.setAttribute('aria-selected', 'true');
    });
    expect(await valueOf(blank, 'select', 'l.size')).toBe('M');
  });

  it('reads a group of toggle buttons hinted as one select from the buttons the page marks pressed', async () => {
    await render(
      blank,
      `<div role="group" aria-label="Align" data-semtag-id="p.align" data-semtag-role="select">
         <button aria-pressed="false">Left</button><button aria-pressed="true">Centre</button></div>
       <div role="group" aria-label="Style" data-semtag-id="p.style" data-semtag-role="select">
         <button aria-pressed="true">Bold</button><button aria-pressed="false">Italic</button><button aria-pressed="true">Underline</button></div>
       <div role="group" aria-label="Unsaid" data-semtag-id="p.unsaid" data-semtag-role="select">
         <button aria-pressed="true">A</button><button aria-pressed="mixed">B</button></div>`,
    );
    // Each toggle button is pressed on its own: the pressed ones, as a list, whether one or several.
    expect(await valueOf(blank, 'select', 'p.align')).toEqual(['Centre']);
    expect(await valueOf(blank, 'select', 'p.style')).toEqual(['Bold', 'Underline']);
    expect(await valueOf(blank, 'select', 'p.unsaid')).toBeUndefined();
    await blank.evaluate(() => {
      for (const button of document.querySelectorAll('[data-semtag-id="p.align"] button'))
        button.setAttribute('aria-pressed', String(button.textContent === 'Left'));
    });
    expect(await valueOf(blank, 'select', 'p.align')).toEqual(['Left']);
  });

  it('disables a choice group only when none of its choices can be chosen', async () => {
    await render(
      blank,
      `<fieldset data-semtag-id="g.some" data-semtag-role="select"><legend>Some</legend>
         <label><input type="radio" name="s" disabled> A</label><label><input type="radio" name="s"> B</label></fieldset>
       <div role="radiogroup" aria-label="All" data-semtag-id="g.all" data-semtag-role="select">
         <button role="radio" aria-checked="true" disabled>A</button><button role="radio" aria-checked="false" aria-disabled="true">B</button></div>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'select', 'g.some')).not.toHaveProperty('enabled');
    expect(entryIn(snapshot, 'select', 'g.all').enabled).toBe(false);
  });

  it('bounds option labels and the number of options', async () => {
    const many = Array.from({ length: 105 }, (_, i) => `o${i}`).join(';');
    await render(
      blank,
      `<button data-semtag-id="b.many" data-semtag-role="select" aria-label="Many" data-semtag-options="${many}">o0</button>
       <button data-semtag-id="b.long" data-semtag-role="select" aria-label="Long" data-semtag-options="${'L'.repeat(160)};short">short</button>`,
    );
    const snapshot = await snapshotOf(blank);
    const options = entryIn(snapshot, 'select', 'b.many').options!;
    expect(options.slice(0, 100)).toEqual(Array.from({ length: 100 }, (_, i) => `o${i}`));
    expect(options.slice(100)).toEqual(['…[+5 options]']);
    expect(entryIn(snapshot, 'select', 'b.long').options).toEqual([`${'L'.repeat(150)}…[+10 chars]`, 'short']);
  });
});

describe('toggle', () => {
  it('reads checkboxes, ARIA states and wrapped checkboxes as booleans, live', async () => {
    expect(await valueOf(page, 'toggle', 'filters.in-stock')).toBe(true);
    await page.uncheck(hint('filters.in-stock'));
    expect(await valueOf(page, 'toggle', 'filters.in-stock')).toBe(false);

    expect(await valueOf(page, 'toggle', 'filters.sale')).toBe(false);
    await page.check(`${hint('filters.sale')} input`);
    expect(await valueOf(page, 'toggle', 'filters.sale')).toBe(true);

    expect(await valueOf(page, 'toggle', 'view.compact')).toBe(false);
    await page.evaluate(() =>
      document.querySelector('[data-semtag-id="view.compact"]')!.setAttribute('aria-pressed', 'true'),
    );
    expect(await valueOf(page, 'toggle', 'view.compact')).toBe(true);

    expect(await valueOf(page, 'toggle', 'menu.toggle')).toBe(true);
    await page.evaluate(() =>
      document.querySelector('[data-semtag-id="menu.toggle"]')!.setAttribute('aria-expanded', 'false'),
    );
    expect(await valueOf(page, 'toggle', 'menu.toggle')).toBe(false);
  });

  it('follows the documented order: a checkbox, the ARIA states, details, a labelled checkbox, else no value', async () => {
    await render(
      blank,
      `<input type="checkbox" checked aria-checked="false" aria-label="Own" data-semtag-id="t.input" data-semtag-role="toggle">
       <div role="switch" aria-checked="true" aria-pressed="false" data-semtag-id="t.checked" data-semtag-role="toggle">Wifi</div>
       <div role="checkbox" aria-checked="mixed" data-semtag-id="t.mixed" data-semtag-role="toggle">Some</div>
       <button aria-pressed="true" aria-expanded="false" data-semtag-id="t.pressed" data-semtag-role="toggle">Bold</button>
       <details open aria-expanded="false" data-semtag-id="t.details-aria" data-semtag-role="toggle"><summary>Aria first</summary>x</details>
       <details open data-semtag-id="t.details" data-semtag-role="toggle"><summary>More</summary>x</details>
       <label aria-checked="false" data-semtag-id="t.radio" data-semtag-role="toggle">Fast <input type="radio" name="r" checked></label>
       <label data-semtag-id="t.wrapped" data-semtag-role="toggle">Fast <input type="radio" name="s" checked></label>
       <button data-semtag-id="t.none" data-semtag-role="toggle" data-semtag-state="favorited">Nothing</button>
       <input id="for-box" type="checkbox" checked><label for="for-box" data-semtag-id="t.for" data-semtag-role="toggle">By for</label>
       <button aria-pressed="" data-semtag-id="t.empty-aria" data-semtag-role="toggle">Empty</button>
       <input type="text" aria-label="Text" data-semtag-id="t.text" data-semtag-role="toggle">`,
    );
    const snapshot = await snapshotOf(blank);
    const value = (id: string) => entryIn(snapshot, 'toggle', id).value;
    expect(value('t.input')).toBe(true);
    expect(value('t.checked')).toBe(true);
    // "mixed" is neither on nor off: no value.
    expect(value('t.mixed')).toBeUndefined();
    expect(value('t.pressed')).toBe(true);
    expect(value('t.details-aria')).toBe(false);
    expect(value('t.details')).toBe(true);
    expect(value('t.radio')).toBe(false);
    expect(value('t.wrapped')).toBe(true);
    expect(value('t.for')).toBe(true);
    // Nothing the page holds says on or off: no value, and the state the app wrote still shows.
    expect(entryIn(snapshot, 'toggle', 't.none')).toEqual({ id: 't.none', name: 'Nothing', state: 'favorited' });
    expect(entryIn(snapshot, 'toggle', 't.empty-aria')).not.toHaveProperty('value');
    expect(entryIn(snapshot, 'toggle', 't.text')).not.toHaveProperty('value');

    await blank.click('[data-semtag-id="t.details"] summary');
    expect(await valueOf(blank, 'toggle', 't.details')).toBe(false);
  });

  it('reads a <summary> hint from the <details> it opens and closes', async () => {
    await render(
      blank,
      `<details><summary data-semtag-id="t.summary" data-semtag-role="toggle">Shipping</summary>Two days.</details>
       <details open><summary aria-expanded="false" data-semtag-id="t.summary-aria" data-semtag-role="toggle">Aria</summary>x</details>`,
    );
    expect(await valueOf(blank, 'toggle', 't.summary')).toBe(false);
    expect(await valueOf(blank, 'toggle', 't.summary-aria')).toBe(false);
    await blank.click('[data-semtag-id="t.summary"]');
    expect(await valueOf(blank, 'toggle', 't.summary')).toBe(true);
  });

  it('reads the ARIA state of the button a <label> hint labels, as a Radix Checkbox or Switch is', async () => {
    await render(
      blank,
      `<button id="terms" role="checkbox" aria-checked="true"></button>
       <label for="terms" data-semtag-id="t.terms" data-semtag-role="toggle">I agree</label>
       <button id="wifi" role="switch" aria-checked="mixed"></button>
       <label for="wifi" data-semtag-id="t.wifi" data-semtag-role="toggle">Wifi</label>
       <button id="plain"></button>
       <label for="plain" data-semtag-id="t.plain" data-semtag-role="toggle">Plain</label>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'toggle', 't.terms').value).toBe(true);
    // A switch is on or off: Chromium reads its "mixed" as off.
    expect(entryIn(snapshot, 'toggle', 't.wifi').value).toBe(false);
    expect(entryIn(snapshot, 'toggle', 't.plain')).not.toHaveProperty('value');
    await blank.evaluate(() => document.querySelector('#terms')!.setAttribute('aria-checked', 'false'));
    expect(await valueOf(blank, 'toggle', 't.terms')).toBe(false);
    // The page holds the state of the first two: only the plain button's label is a gap.
    const review = await worldOf(blank).call('review', {});
    expect(review.ok ? review.value.gaps : review).toEqual({ unreadableToggle: { count: 1, places: ['t.plain'] } });
  });

  it('gives an indeterminate checkbox no value, itself or wrapped, as for "mixed"', async () => {
    await render(
      blank,
      `<input type="checkbox" checked aria-label="All" data-semtag-id="t.some" data-semtag-role="toggle">
       <div data-semtag-id="t.wrapped" data-semtag-role="toggle"><label><input type="checkbox"> Channels</label></div>`,
    );
    await blank.evaluate(() => {
      for (const box of document.querySelectorAll('input')) box.indeterminate = true;
    });
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'toggle', 't.some')).toEqual({ id: 't.some', name: 'All' });
    expect(entryIn(snapshot, 'toggle', 't.wrapped')).toEqual({ id: 't.wrapped', name: 'Channels' });
    await blank.evaluate(() => {
      for (const box of document.querySelectorAll('input')) box.indeterminate = false;
    });
    expect(await valueOf(blank, 'toggle', 't.some')).toBe(true);
    expect(await valueOf(blank, 'toggle', 't.wrapped')).toBe(false);
  });

  it("reads a wrapper from the checkbox the user sees, not the form's mirror input beside it", async () => {
    // What Radix renders in a form: the Checkbox button, and an unchecked, indeterminate mirror input
    // while the button says mixed. The mirror alone says nothing the user sees.
    await render(
      blank,
      `<div data-semtag-id="t.field" data-semtag-role="toggle" aria-label="Channels">
         <button type="button" role="checkbox" aria-checked="mixed"></button>
         <input type="checkbox" aria-hidden="true" tabindex="-1"></div>
       <div data-semtag-id="t.lone" data-semtag-role="toggle" aria-label="Lone">
         <input type="checkbox" aria-hidden="true" tabindex="-1" checked></div>`,
    );
    await blank.evaluate(() => {
      document.querySelector<HTMLInputElement>('[data-semtag-id="t.field"] input')!.indeterminate = true;
    });
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'toggle', 't.field')).toEqual({ id: 't.field', name: 'Channels' });
    expect(entryIn(snapshot, 'toggle', 't.lone')).toEqual({ id: 't.lone', name: 'Lone' });
    await blank.evaluate(() => {
      document.querySelector('[data-semtag-id="t.field"] button')!.setAttribute('aria-checked', 'true');
    });
    expect(await valueOf(blank, 'toggle', 't.field')).toBe(true);
  });

  it('reads a wrapper around a checkbox, switch or radio widget from its aria-checked, as Chromium computes it', async () => {
    await render(
      blank,
      `<div data-semtag-id="t.field" data-semtag-role="toggle"><span role="checkbox" aria-checked="true" tabindex="0"></span>
         <label>Mobile</label></div>
       <div data-semtag-id="t.field-mixed" data-semtag-role="toggle"><span role="switch" aria-checked="mixed"></span>Some</div>
       <div data-semtag-id="t.field-none" data-semtag-role="toggle"><span role="button">Nothing</span></div>
       <div data-semtag-id="t.field-form" data-semtag-role="toggle"><span role="checkbox" aria-checked="mixed"></span>All
         <span hidden><input type="checkbox" hidden readonly name="all"></span></div>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'toggle', 't.field')).toEqual({ id: 't.field', name: 'Mobile', value: true });
    // A switch is on or off: Chromium reads its "mixed" as off; a checkbox's "mixed" is no value.
    expect(entryIn(snapshot, 'toggle', 't.field-mixed').value).toBe(false);
    expect(entryIn(snapshot, 'toggle', 't.field-none')).not.toHaveProperty('value');
    // The hidden form input Headless UI adds for a named Checkbox is no value control: the widget says mixed.
    expect(entryIn(snapshot, 'toggle', 't.field-form')).toEqual({ id: 't.field-form', name: 'All' });
    await blank.evaluate(() => document.querySelector('[role="checkbox"]')!.setAttribute('aria-checked', 'false'));
    expect(await valueOf(blank, 'toggle', 't.field')).toBe(false);
  });
});

describe('slider', () => {
  it('reads a range input as a number, live', async () => {
    expect(await valueOf(page, 'slider', 'filters.price')).toBe(250);
    await page.evaluate(() => {
      const range = document.querySelector<HTMLInputElement>('[data-semtag-id="filters.price"]')!;
      range.value = '410';
      range.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(await valueOf(page, 'slider', 'filters.price')).toBe(410);
  });

  it("reads a number input, else the element's own aria-valuenow, else its one thumb's", async () => {
    await render(
      blank,
      `<div role="slider" aria-label="Volume" aria-valuenow="7" data-semtag-id="v.own" data-semtag-role="slider" style="height:4px"></div>
       <div data-semtag-id="v.inner" data-semtag-role="slider" aria-label="Zoom"><span role="slider" aria-valuenow="1.5">knob</span></div>
       <div data-semtag-id="v.range" data-semtag-role="slider" aria-label="Price"><span role="slider" aria-valuenow="10">a</span><span role="slider" aria-valuenow="90">b</span></div>
       <div data-semtag-id="v.inputs" data-semtag-role="slider" aria-label="Items"><input type="range" value="1"><input type="range" value="9"></div>
       <input type="number" value="12" aria-label="Qty" data-semtag-id="v.number" data-semtag-role="slider">
       <div data-semtag-id="v.none" data-semtag-role="slider" aria-label="Nothing" aria-valuenow="many">?</div>
       <div data-semtag-id="v.infinite" data-semtag-role="slider" aria-label="Endless" aria-valuenow="Infinity">∞</div>`,
    );
    expect(await valueOf(blank, 'slider', 'v.own')).toBe(7);
    // A root hinted around one thumb (a Radix Slider outside a form) reads the thumb; a range has no one number.
    expect(await valueOf(blank, 'slider', 'v.inner')).toBe(1.5);
    expect(await valueOf(blank, 'slider', 'v.range')).toBeUndefined();
    // Nor when each thumb keeps a range input (MUI): never the first thumb's number.
    expect(await valueOf(blank, 'slider', 'v.inputs')).toBeUndefined();
    expect(await valueOf(blank, 'slider', 'v.number')).toBe(12);
    expect(await valueOf(blank, 'slider', 'v.none')).toBeUndefined();
    // JSON has no Infinity: no number, no value.
    expect(await valueOf(blank, 'slider', 'v.infinite')).toBeUndefined();
    await blank.evaluate(() => document.querySelector('[data-semtag-id="v.own"]')!.setAttribute('aria-valuenow', '9'));
    expect(await valueOf(blank, 'slider', 'v.own')).toBe(9);
  });
});

describe('observable', () => {
  it('reads visible text, whitespace collapsed, and follows changes', async () => {
    expect(await valueOf(page, 'observable', 'cart.total')).toBe('£ 30.00');
    await page.evaluate(() => {
      document.querySelector('[data-semtag-id="cart.total"]')!.textContent = '£42.50';
    });
    expect(await valueOf(page, 'observable', 'cart.total')).toBe('£42.50');
    expect(await valueOf(page, 'observable', 'cart.count')).toBe('3');
    await page.evaluate(() => {
      document.querySelector('[data-semtag-id="cart.count"]')!.textContent = '4';
    });
    expect(await valueOf(page, 'observable', 'cart.count')).toBe('4');
  });

  it("reads a form control's value when the observable is one", async () => {
    expect(await valueOf(page, 'observable', 'order.number')).toBe('A-1001');
    await page.evaluate(() => {
      document.querySelector<HTMLInputElement>('[data-semtag-id="order.number"]')!.value = 'B-2002';
    });
    expect(await valueOf(page, 'observable', 'order.number')).toBe('B-2002');
  });

  it('reports an empty observable as "", and leaves text that is not rendered out', async () => {
    await render(
      blank,
      `<div data-semtag-id="e.empty" data-semtag-role="observable" aria-label="Status" style="padding:8px"></div>
       <div data-semtag-id="e.spaces" data-semtag-role="observable" aria-label="Spaces" style="padding:8px">   </div>
       <select data-semtag-id="e.select" data-semtag-role="observable" aria-label="Plan"><option>Free</option><option selected>Pro</option></select>
       <p data-semtag-id="e.mixed" data-semtag-role="observable">Total <span style="display:none">secret-ish</span> <b>12</b></p>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'observable', 'e.empty')).toEqual({ id: 'e.empty', name: 'Status', value: '' });
    expect(entryIn(snapshot, 'observable', 'e.spaces')).toEqual({ id: 'e.spaces', name: 'Spaces', value: '' });
    expect(entryIn(snapshot, 'observable', 'e.select').value).toBe('Pro');
    expect(entryIn(snapshot, 'observable', 'e.mixed').value).toBe('Total 12');
  });

  it('leaves out the text of visually hidden copies: the user sees only what is drawn', async () => {
    // A Radix Tooltip given aria-label appends a visually hidden copy (1px box, overflow hidden,
    // clipped); a Tailwind sr-only span does the same. Assistive technology reads them, the eye does not.
    const hidden =
      'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';
    await render(
      blank,
      `<div data-semtag-id="h.tip" data-semtag-role="observable">⌘/<span role="tooltip" style="${hidden}">Command slash</span></div>
       <p data-semtag-id="h.unread" data-semtag-role="observable">3 <span style="${hidden}">unread messages</span></p>
       <button role="combobox" data-semtag-id="h.pick" data-semtag-role="select">Blue <span style="${hidden}">(selected)</span></button>
       <p data-semtag-id="h.small" data-semtag-role="observable" style="font-size:1px">x</p>`,
    );
    expect(await valueOf(blank, 'observable', 'h.tip')).toBe('⌘/');
    expect(await valueOf(blank, 'observable', 'h.unread')).toBe('3');
    expect(await valueOf(blank, 'select', 'h.pick')).toBe('Blue');
    // Small drawn text is seen: only a box that clips its overflow away to a pixel hides it.
    expect(await valueOf(blank, 'observable', 'h.small')).toBe('x');
  });
});

describe('roles without a value', () => {
  it('never gives navigation, action, option, region, collection or other a value', async () => {
    await render(
      blank,
      `<a href="/x" data-semtag-id="n.nav" data-semtag-role="navigation">Go</a>
       <input type="checkbox" checked aria-label="Act" data-semtag-id="n.action" data-semtag-role="action">
       <input value="typed" aria-label="Opt" data-semtag-id="n.option" data-semtag-role="option">
       <div data-semtag-id="n.region" data-semtag-role="region" aria-label="R"><input value="inner"></div>
       <ul data-semtag-id="n.collection" data-semtag-role="collection" aria-label="C"><li>row</li></ul>
       <input value="other-value" aria-label="Other" data-semtag-id="n.other" data-semtag-role="widget">`,
    );
    const snapshot = await snapshotOf(blank);
    const entries = [...flatEntries(snapshot).values()];
    expect(entries).toHaveLength(6);
    for (const entry of entries) expect(entry, entry.id).not.toHaveProperty('value');
  });

  it('gives every value role of the fixture a value of the documented type', async () => {
    const snapshot = await snapshotOf(page);
    const types: Record<string, string[]> = {
      input: ['string'],
      select: ['string', 'array'],
      toggle: ['boolean'],
      slider: ['number'],
      observable: ['string', 'array'],
    };
    for (const role of ROLES) {
      for (const entry of (snapshot[role] ?? []) as HintEntry[]) {
        if (!('value' in entry)) continue;
        expect(types[role], `${role} ${entry.id}`).toBeDefined();
        const type = Array.isArray(entry.value) ? 'array' : typeof entry.value;
        expect(types[role], `${role} ${entry.id}`).toContain(type);
      }
    }
  });
});

describe('controls inside open shadow roots', () => {
  /** Hosts in the style of design-system fields (`<sl-input>`): the real control lives in the host's shadow root. */
  async function renderShadowFields(p: Page): Promise<void> {
    await render(
      p,
      `<x-field data-semtag-id="s.email" data-semtag-role="input" aria-label="Email"></x-field>
       <x-field data-semtag-id="s.password" data-semtag-role="input" aria-label="Password"></x-field>
       <x-switch data-semtag-id="s.news" data-semtag-role="toggle" aria-label="Newsletter"></x-switch>
       <x-range data-semtag-id="s.volume" data-semtag-role="slider" aria-label="Volume"></x-range>
       <x-choice data-semtag-id="s.size" data-semtag-role="select" aria-label="Size"></x-choice>
       <x-outer data-semtag-id="s.nested" data-semtag-role="input" aria-label="Nested"></x-outer>
       <x-closed data-semtag-id="s.closed" data-semtag-role="input" aria-label="Closed"></x-closed>`,
    );
    await p.evaluate(() => {
      const open = (selector: string, html: string) => {
        const host = document.querySelector(selector)!;
        host.attachShadow({ mode: 'open' }).innerHTML = html;
        return host.shadowRoot!;
      };
      open('[data-semtag-id="s.email"]', '<label>Email <input type="email" value="ada@example.com"></label>');
      open('[data-semtag-id="s.password"]', '<input type="password" value="hunter2">');
      open('[data-semtag-id="s.news"]', '<input type="checkbox" checked>');
      open('[data-semtag-id="s.volume"]', '<input type="range" min="0" max="10" value="7">');
      open('[data-semtag-id="s.size"]', '<select><option>Small</option><option selected>Large</option></select>');
      // A field inside a field: the input sits two shadow roots down.
      const outer = open('[data-semtag-id="s.nested"]', '<div class="wrap"><x-inner></x-inner></div>');
      outer.querySelector('x-inner')!.attachShadow({ mode: 'open' }).innerHTML = '<textarea>two roots down</textarea>';
      // A closed root is the component's own business: nothing can be read from it.
      document.querySelector('[data-semtag-id="s.closed"]')!.attachShadow({ mode: 'closed' }).innerHTML =
        '<input value="private">';
    });
  }

  it('reads the value of the control a host keeps in its shadow root', async () => {
    await renderShadowFields(blank);
    expect(await valueOf(blank, 'input', 's.email')).toBe('ada@example.com');
    expect(await valueOf(blank, 'toggle', 's.news')).toBe(true);
    expect(await valueOf(blank, 'slider', 's.volume')).toBe(7);
    expect(await valueOf(blank, 'select', 's.size')).toBe('Large');
    expect(await valueOf(blank, 'input', 's.nested')).toBe('two roots down');
    expect(await valueOf(blank, 'input', 's.closed')).toBeUndefined();
  });

  it('follows the page and keeps a password in a shadow root secret', async () => {
    await renderShadowFields(blank);
    await blank.fill('[data-semtag-id="s.email"] input', 'grace@example.com');
    await blank.locator('[data-semtag-id="s.news"] input').uncheck();
    expect(await valueOf(blank, 'input', 's.email')).toBe('grace@example.com');
    expect(await valueOf(blank, 'toggle', 's.news')).toBe(false);
    const password = await valueOf(blank, 'input', 's.password');
    expect(password).toBeUndefined();
    expect(JSON.stringify(await snapshotOf(blank, { includeHidden: true }))).not.toContain('hunter2');
  });

  it('sees a disabled control in a shadow root as a disabled hint', async () => {
    await renderShadowFields(blank);
    await blank.evaluate(() => {
      document.querySelector('[data-semtag-id="s.email"]')!.shadowRoot!.querySelector('input')!.disabled = true;
    });
    expect(entryIn(await snapshotOf(blank), 'input', 's.email').enabled).toBe(false);
  });
});
