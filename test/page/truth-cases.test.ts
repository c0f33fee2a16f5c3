/// <reference lib="dom" />
// Minimal pages where a reading once stated something the page does not hold: each case is what
// Chromium computes (its accessibility tree) or what the DOM holds, against what the server says.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HintEntry } from '../../src/page/types.js';
import { flatEntries, observeOf, snapshotOf } from '../support/browser.js';
import { render, withBlankTab } from './helpers.js';

let page: Page;
withBlankTab((opened) => (page = opened));

/** The entry with `id` as a full snapshot with hidden hints states it, and as observe does (they agree). */
async function entry(id: string): Promise<HintEntry> {
  const listed = flatEntries(await snapshotOf(page, { includeHidden: true })).get(id);
  if (!listed) throw new Error(`${id} is not listed`);
  const { group, ...found } = listed;
  expect(await observeOf(page, id)).toEqual({ ...found, role: group });
  return found;
}

const FULL = 'position:fixed;top:0;left:0;right:0;bottom:0';

/** The names Chromium's accessibility tree gives the hints with `ids`, in that order. */
async function chromiumNames(ids: string[]): Promise<(string | undefined)[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const names: (string | undefined)[] = [];
    for (const id of ids) {
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: `[data-semtag-id='${id}']`,
      });
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      names.push(nodes[0]?.name?.value as string | undefined);
    }
    return names;
  } finally {
    await cdp.detach();
  }
}

describe('out of use: hidden from assistive technology and covered, whatever role the layer has', () => {
  // MUI's temporary Drawer: the root aria-hidden, a backdrop over it, a paper without role=dialog.
  const drawer = (paper: string) => `
    <div id="root" aria-hidden="true"><button data-semtag-id="checkout.next" data-semtag-role="action">Next</button></div>
    <div class="drawer">
      <div class="backdrop" style="${FULL};background:rgba(0,0,0,.5)"></div>
      <div ${paper} style="position:fixed;top:0;left:0;bottom:0;width:240px;background:#fff">
        <a href="#a" data-semtag-id="drawer.home" data-semtag-role="navigation">Home</a>
      </div>
    </div>`;

  it('a drawer paper with no role over an aria-hidden root: the page is behind a modal', async () => {
    await render(page, drawer(''));
    expect((await entry('checkout.next')).enabled).toBe(false);
    expect((await entry('drawer.home')).enabled).toBeUndefined();
    const snapshot = await snapshotOf(page);
    expect(snapshot.modal).toBe(true);
    expect([...flatEntries(snapshot).keys()]).toEqual(['drawer.home']);
  });

  it('the layer is named by the hint on it', async () => {
    await render(page, drawer('data-semtag-id="drawer" data-semtag-role="region"'));
    expect((await snapshotOf(page)).modal).toBe('drawer');
  });

  it('aria-hidden="TRUE" hides as "true" does', async () => {
    await render(page, drawer('').replace('aria-hidden="true"', 'aria-hidden="TRUE"'));
    expect((await entry('checkout.next')).enabled).toBe(false);
  });

  it('aria-hidden with nothing covering leaves a hint in use', async () => {
    await render(
      page,
      `<div aria-hidden="true"><button data-semtag-id="page.next" data-semtag-role="action">Next</button></div>
       <div role="dialog" aria-label="Help" data-semtag-id="help" data-semtag-role="region" style="position:fixed;bottom:0;right:0;width:50px;height:50px">
         <button data-semtag-id="help.close" data-semtag-role="action">x</button></div>`,
    );
    expect((await entry('page.next')).enabled).toBeUndefined();
    expect(await snapshotOf(page)).not.toHaveProperty('modal');
  });

  it('a listbox whose only outside hint is hidden, holding an inert option, is no modal', async () => {
    await render(
      page,
      `<button data-semtag-id="page.go" data-semtag-role="action">Go</button>
       <div hidden><span data-semtag-id="page.note" data-semtag-role="observable">n</span></div>
       <div role="listbox" aria-label="Pick" data-semtag-id="pick" data-semtag-role="select">
         <div role="option" aria-selected="false" inert data-semtag-id="pick.a" data-semtag-role="option">A</div></div>`,
    );
    // The visible button outside keeps the page in use; the hidden hint proves nothing.
    await page.evaluate(() => document.querySelector('[data-semtag-id="page.go"]')!.remove());
    expect(await snapshotOf(page)).not.toHaveProperty('modal');
    expect((await entry('page.note')).enabled).toBeUndefined();
  });
});

describe('ARIA tokens are read as Chromium reads them: case and surrounding spaces do not matter', () => {
  it.each([['TRUE'], [' true'], ['True']])('aria-disabled="%s" on an ancestor disables', async (token) => {
    await render(
      page,
      `<div aria-disabled="${token}"><div role="button" data-semtag-id="b" data-semtag-role="action">B</div></div>`,
    );
    expect((await entry('b')).enabled).toBe(false);
  });

  it('aria-checked and aria-pressed "TRUE" are on', async () => {
    await render(
      page,
      `<div role="checkbox" aria-checked="TRUE" data-semtag-id="c" data-semtag-role="toggle">C</div>
       <button aria-pressed=" true " data-semtag-id="p" data-semtag-role="toggle">P</button>`,
    );
    expect((await entry('c')).value).toBe(true);
    expect((await entry('p')).value).toBe(true);
  });
});

describe('numbers only where the page holds a number', () => {
  it.each([['50%'], ['12abc'], [' 12 ']])('aria-valuenow="%s" is no number', async (now) => {
    await render(
      page,
      `<div role="slider" aria-label="Volume" aria-valuenow="${now}" data-semtag-id="v" data-semtag-role="slider"></div>`,
    );
    expect(await entry('v')).not.toHaveProperty('value');
  });

  it('a text field holding "7/10" is no number; "1e1" is ten', async () => {
    await render(
      page,
      `<input aria-label="Score" value="7/10" data-semtag-id="s" data-semtag-role="slider">
       <div role="slider" aria-label="T" aria-valuenow="1e1" data-semtag-id="t" data-semtag-role="slider"></div>`,
    );
    expect(await entry('s')).not.toHaveProperty('value');
    expect((await entry('t')).value).toBe(10);
  });
});

describe('secrets are withheld by every reader', () => {
  it.each([
    ['a password', '<input type="password" value="4242" aria-label="Secret">'],
    ['a one-time code', '<input autocomplete="one-time-code" value="4242" aria-label="Code">'],
    ['a PIN by its name', '<input inputmode="numeric" value="4242" aria-label="PIN">'],
  ])('%s hinted as a slider, on itself or a wrapper', async (_, field) => {
    await render(
      page,
      `${field.replace('<input', '<input data-semtag-id="self" data-semtag-role="slider"')}
       <div data-semtag-id="wrap" data-semtag-role="slider">${field}</div>`,
    );
    expect(await entry('self')).not.toHaveProperty('value');
    expect(await entry('wrap')).not.toHaveProperty('value');
  });

  it.each([['Card number'], ['Security code'], ['CVV'], ['CVC'], ['Password']])(
    'a field named "%s" whatever its autocomplete',
    async (label) => {
      await render(
        page,
        `<label for="f">${label}</label><input id="f" autocomplete="off" value="4242 4242" data-semtag-id="f" data-semtag-role="input">`,
      );
      expect(await entry('f')).not.toHaveProperty('value');
      expect((await entry('f')).name).toBe(label);
    },
  );
});

describe('a placeholder is not a value', () => {
  it.each([
    ['aria-placeholder', '<div role="combobox" aria-placeholder="Choose…" aria-label="Fruit" {hint}>Choose…</div>'],
    [
      'data-placeholder on a span inside',
      '<button aria-haspopup="listbox" aria-label="Fruit" {hint}><span data-placeholder>Choose…</span></button>',
    ],
    ['placeholder of the trigger', '<button aria-haspopup="listbox" placeholder="Choose…" {hint}>Choose…</button>'],
  ])('%s', async (_, markup) => {
    await render(page, markup.replace('{hint}', 'data-semtag-id="fruit" data-semtag-role="select"'));
    expect(await entry('fruit')).not.toHaveProperty('value');
  });
});

describe('names are the names Chromium computes', () => {
  it('text hidden from assistive technology is no part of a name (MUI’s required asterisk)', async () => {
    await render(
      page,
      `<label for="first">First name<span aria-hidden="true"> *</span></label>
       <input id="first" data-semtag-id="first" data-semtag-role="input">
       <button data-semtag-id="go" data-semtag-role="action">Go<span aria-hidden="true">→</span></button>`,
    );
    expect((await entry('first')).name).toBe('First name');
    expect((await entry('go')).name).toBe('Go');
  });

  // MUI's Button draws its text upper case (`text-transform: uppercase`); react-admin's languages
  // button holds an aria-hidden icon beside the text. Chromium names it "ENGLISH", with or without one.
  it('text is named as CSS transforms it, beside a hidden icon as without one', async () => {
    await render(
      page,
      `<style>button { text-transform: uppercase; } .cap { text-transform: capitalize; }</style>
       <button data-semtag-id="locale" data-semtag-role="action"><svg aria-hidden="true"></svg>English</button>
       <button data-semtag-id="plain" data-semtag-role="action">English</button>
       <button data-semtag-id="nested" data-semtag-role="action"><svg aria-hidden="true"></svg><span class="cap">dark mode</span></button>`,
    );
    expect(await chromiumNames(['locale', 'plain', 'nested'])).toEqual(['ENGLISH', 'ENGLISH', 'Dark Mode']);
    expect((await entry('locale')).name).toBe('ENGLISH');
    expect((await entry('plain')).name).toBe('ENGLISH');
    expect((await entry('nested')).name).toBe('Dark Mode');
  });
});

describe("names from the labels of what an element holds: an icon's aria-label", () => {
  /** Chromium's name for the element `selector` picks. */
  async function chromiumName(selector: string): Promise<unknown> {
    const cdp = await page.context().newCDPSession(page);
    try {
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      return nodes[0]?.name?.value;
    } finally {
      await cdp.detach();
    }
  }

  // Ant Design's pager draws its previous and next buttons around an icon `<span role="img"
  // aria-label="left">`, and a form label with a tooltip holds an icon "question-circle" after its
  // text. Chromium names each with the icon's label; the server named the buttons nothing and the
  // field by the label's text alone.
  it('a button holding only a labelled icon, and a field whose label holds one, are named with it', async () => {
    await render(
      page,
      `<button id="prev" data-semtag-id="pages.prev" data-semtag-role="action"><span role="img" aria-label="left"><svg aria-hidden="true" width="8" height="8"></svg></span></button>
       <label for="name">Name<span role="img" aria-label="question-circle"><svg aria-hidden="true" width="8" height="8"></svg></span></label>
       <input id="name" data-semtag-id="query.name" data-semtag-role="input">`,
    );
    expect(await chromiumName('#prev')).toBe('left');
    expect(await chromiumName('#name')).toBe('Name question-circle');
    expect((await entry('pages.prev')).name).toBe('left');
    expect((await entry('query.name')).name).toBe('Name question-circle');
  });
});

describe('what the page holds is read', () => {
  it('a checkbox inside a label whose for= names no element', async () => {
    await render(
      page,
      `<label for="missing" data-semtag-id="agree" data-semtag-role="toggle"><input type="checkbox" checked> Agree</label>`,
    );
    expect((await entry('agree')).value).toBe(true);
  });

  // Ant Design's Select shows its choice in a span that clips its overflow, beside a read-only
  // combobox input; in a wizard's step not shown (display: none), every box is empty, and the span
  // was taken for a visually hidden copy: the select read no choice.
  it('a select hinted on its wrapper, in a part not rendered, reads the choice it shows', async () => {
    await render(
      page,
      `<div style="display:none"><div data-semtag-id="rule.target" data-semtag-role="select">
         <span style="display:block;overflow:hidden"><input role="combobox" readonly aria-label="Target"></span>
         <span style="display:block;overflow:hidden;white-space:nowrap">Table one</span></div></div>`,
    );
    expect(await entry('rule.target')).toMatchObject({ value: 'Table one', visible: false });
  });

  it('a native select with an empty data-semtag-options reads its own options', async () => {
    await render(
      page,
      `<select aria-label="Size" data-semtag-id="size" data-semtag-role="select" data-semtag-options="">
         <option>S</option><option selected>M</option></select>`,
    );
    expect(await entry('size')).toMatchObject({ value: 'M', options: ['S', 'M'] });
  });
});

describe('names from text that CSS generates', () => {
  // TodoMVC's remove button: no text, no label, `content: '✖'` after it. Chromium names it "✖".
  it('a button named only by ::after content is named by it, as Chromium names it', async () => {
    await render(
      page,
      `<style>.destroy::after { content: '✖'; }</style>
       <button class="destroy" data-semtag-id="todo.remove" data-semtag-role="action"></button>`,
    );
    const cdp = await page.context().newCDPSession(page);
    try {
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '.destroy' });
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      expect(nodes[0]?.name?.value).toBe('✖');
    } finally {
      await cdp.detach();
    }
    expect((await entry('todo.remove')).name).toBe('✖');
  });

  it("an icon font's glyph drawn by ::before names nothing", async () => {
    await render(
      page,
      `<style>.icon::before { content: '\\f104'; }</style>
       <button data-semtag-id="sidebar.collapse" data-semtag-role="action"><i class="icon"></i></button>`,
    );
    expect((await entry('sidebar.collapse')).name).toBeUndefined();
  });
});

describe('tokens Chromium reads as no word at all: "undefined" and empty', () => {
  /** Chromium's checked, pressed or expanded state of the hints with `ids`, as its tree states it. */
  async function chromiumStates(ids: string[]): Promise<(string | boolean | undefined)[]> {
    const cdp = await page.context().newCDPSession(page);
    try {
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const states: (string | boolean | undefined)[] = [];
      for (const id of ids) {
        const { nodeId } = await cdp.send('DOM.querySelector', {
          nodeId: root.nodeId,
          selector: `[data-semtag-id='${id}']`,
        });
        const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
        const state = nodes[0]?.properties?.find((p) => ['checked', 'pressed', 'expanded'].includes(p.name));
        states.push(state?.value.value as string | boolean | undefined);
      }
      return states;
    } finally {
      await cdp.detach();
    }
  }

  it.each([
    ['aria-expanded="undefined"', '<button aria-expanded="undefined" {hint}>E</button>', undefined, undefined],
    ['aria-expanded="UNDEFINED"', '<button aria-expanded="UNDEFINED" {hint}>E</button>', undefined, undefined],
    ['aria-expanded=""', '<button aria-expanded="" {hint}>E</button>', undefined, undefined],
    ['aria-expanded="open"', '<button aria-expanded="open" {hint}>E</button>', true, true],
    ['aria-pressed="undefined"', '<button aria-pressed="undefined" {hint}>P</button>', undefined, undefined],
    ['aria-pressed="Undefined"', '<button aria-pressed="Undefined" {hint}>P</button>', 'true', true],
    [
      'a checkbox, aria-checked="undefined"',
      '<div role="checkbox" aria-checked="undefined" {hint}>C</div>',
      'false',
      false,
    ],
    ['a checkbox, aria-checked=""', '<div role="checkbox" aria-checked="" {hint}>C</div>', 'false', false],
    [
      'a switch, aria-checked="undefined"',
      '<div role="switch" aria-checked="undefined" {hint}>S</div>',
      'false',
      false,
    ],
    ['a radio, aria-checked="undefined"', '<div role="radio" aria-checked="undefined" {hint}>R</div>', 'false', false],
    [
      'a checkbox, aria-checked="UNDEFINED"',
      '<div role="checkbox" aria-checked="UNDEFINED" {hint}>C</div>',
      'true',
      true,
    ],
  ])('%s carries the state Chromium computes', async (_, markup, chromium, value) => {
    await render(page, markup.replace('{hint}', 'data-semtag-id="t" data-semtag-role="toggle"'));
    expect(await chromiumStates(['t'])).toEqual([chromium]);
    expect((await entry('t')).value).toBe(value);
  });

  it('aria-hidden="undefined" hides nothing, aria-disabled="undefined" disables nothing', async () => {
    await render(
      page,
      `<div aria-hidden="undefined"><button data-semtag-id="a" data-semtag-role="action">A</button></div>
       <div style="position:fixed;top:0;left:0;width:300px;height:200px"></div>
       <div role="button" aria-disabled="UNDEFINED" data-semtag-id="b" data-semtag-role="action">B</div>`,
    );
    expect(await chromiumNames(['a', 'b'])).toEqual(['A', 'B']);
    expect((await entry('a')).enabled).toBeUndefined();
    expect((await entry('b')).enabled).toBeUndefined();
  });
});

describe('label text counted once, hidden text never, secrets never', () => {
  it('a button inside a <label> that also holds two label[for] pointing at it is named once', async () => {
    await render(
      page,
      `<label><label for="b">Email address</label> <label for="b">Delivery notes</label>
         <button id="b" data-semtag-id="b" data-semtag-role="action">Go</button></label>`,
    );
    expect(await chromiumNames(['b'])).toEqual(['Email address Delivery notes']);
    expect((await entry('b')).name).toBe('Email address Delivery notes');
  });

  it("a radio group's value names the chosen radio once", async () => {
    await render(
      page,
      `<fieldset data-semtag-id="plan" data-semtag-role="select"><legend>Plan</legend>
         <label><label for="r1">Basic</label> <label for="r1">plan</label><input type="radio" id="r1" name="p" checked></label>
         <label><input type="radio" name="p"> Pro</label></fieldset>`,
    );
    expect((await entry('plan')).value).toBe('Basic plan');
  });

  it('a button holding a hinted count is named without its visibility: hidden text', async () => {
    await render(
      page,
      `<button data-semtag-id="cart" data-semtag-role="action">Cart <span style="visibility:hidden">invisible-bit</span>
         <span data-semtag-id="cart.count" data-semtag-role="observable">3</span></button>`,
    );
    expect((await entry('cart')).name).toBe('Cart');
  });

  it.each([
    ['a password', '<input type="password" id="s" value="hunter2">'],
    ['a card number by autocomplete', '<input autocomplete="cc-number" id="s" value="4111 1111">'],
    [
      'a card number typed into an editable element',
      '<div contenteditable aria-label="Card number" id="s">4242 4242</div>',
    ],
    [
      'a wrapper around a card number typed into an editable element',
      '<span id="s">Pay <span contenteditable aria-label="Card number">4242 4242</span></span>',
    ],
  ])('a name reference to %s counts as empty', async (_, secret) => {
    await render(
      page,
      `${secret}<button aria-labelledby="s" data-semtag-id="b" data-semtag-role="action">Buy</button>`,
    );
    expect((await entry('b')).name).toBe('Buy');
  });

  it('a name reference to a field that holds no secret is named by its value, as Chromium names it', async () => {
    await render(
      page,
      `<input id="s" value="Gift wrap"><button aria-labelledby="s" data-semtag-id="b" data-semtag-role="action">Buy</button>
       <span id="w">Pay <input type="password" value="sekret"></span><button aria-labelledby="w" data-semtag-id="w" data-semtag-role="action">Buy</button>`,
    );
    expect(await chromiumNames(['b'])).toEqual(['Gift wrap']);
    expect((await entry('b')).name).toBe('Gift wrap');
    // Chromium says "Pay ••••••": the password's part is left out.
    expect((await entry('w')).name).toBe('Pay');
  });
});
