/// <reference lib="dom" />
// The snapshot's shape: role groups in order, compact entries, no counts, no markup.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_FIELDS } from '../../src/page/types.js';
import { ROLES } from '../../src/page/vocabulary.js';
import type { HintEntry, Snapshot } from '../../src/page/types.js';
import { connectTestBrowser, flatEntries, observeOf, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, documentIds, entryIn, idsIn, render } from './helpers.js';

let tb: TestBrowser;
let page: Page;
let fixture: Snapshot;

beforeAll(async () => {
  tb = await connectTestBrowser();
  page = await tb.newPage();
  fixture = await snapshotOf(page);
});
afterAll(async () => tb.close());

const GROUP_KEYS = [...ROLES, 'other'];

describe('grouped compact output', () => {
  it('lists the top-level keys in the documented order, non-empty groups only', () => {
    expect(Object.keys(fixture)).toEqual([
      'url',
      'screen',
      'navigation',
      'action',
      'option',
      'input',
      'select',
      'toggle',
      'slider',
      'observable',
      'region',
      'other',
      'collections',
    ]);
    expect(fixture.url).toBe(page.url());
  });

  it('omits every empty group and states no counts', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(blank, '<button data-semtag-id="only.one" data-semtag-role="action">Go</button>');
    const snapshot = await snapshotOf(blank);
    expect(snapshot).toEqual({ url: BLANK_URL(), action: [{ id: 'only.one', name: 'Go' }] });

    await render(blank, '<p>No hints at all</p>');
    expect(await snapshotOf(blank)).toEqual({ url: BLANK_URL() });
  });

  it('has no count or length anywhere: every group is a bare array', () => {
    for (const [key, value] of Object.entries(fixture)) {
      if (key === 'url' || key === 'screen') expect(typeof value).toBe('string');
      else expect(Array.isArray(value), key).toBe(true);
    }
    expect(JSON.stringify(fixture)).not.toMatch(/"(count|counts|total|length)"\s*:/i);
  });

  it('keeps no role field inside the role groups', () => {
    for (const role of ROLES) {
      for (const entry of (fixture[role] ?? []) as HintEntry[]) expect(entry, entry.id).not.toHaveProperty('role');
    }
  });

  it('puts off-vocabulary and missing roles in `other`, with the raw role string when there is one', () => {
    expect(fixture.other).toEqual([
      { id: 'legacy.buy', role: 'Button', name: 'Buy', action: 'buy' },
      { id: 'legacy.unroled', name: 'Share', action: 'share' },
    ]);
  });

  it('reads roles exactly as written: no case folding, no trimming, no inference from tags or ARIA', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(
      blank,
      `<button data-semtag-id="r.upper" data-semtag-role="Action">A</button>
       <button data-semtag-id="r.space" data-semtag-role=" action">B</button>
       <a href="/x" role="link" data-semtag-id="r.none" data-semtag-target="x.page">C</a>
       <button data-semtag-id="r.empty" data-semtag-role="">D</button>
       <button data-semtag-id="r.ok" data-semtag-role="action">E</button>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(snapshot.action).toEqual([{ id: 'r.ok', name: 'E' }]);
    expect(snapshot.navigation).toBeUndefined();
    expect(snapshot.other).toEqual([
      { id: 'r.upper', role: 'Action', name: 'A' },
      { id: 'r.space', role: ' action', name: 'B' },
      { id: 'r.none', name: 'C', target: 'x.page' },
      { id: 'r.empty', role: '', name: 'D' },
    ]);
  });

  it('lists entries in document order within every group', async () => {
    const order = await documentIds(page);
    for (const group of GROUP_KEYS) {
      const ids = idsIn(fixture, group);
      const positions = ids.map((id) => order.indexOf(id));
      expect(
        positions.every((p) => p >= 0),
        group,
      ).toBe(true);
      expect(positions, group).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(idsIn(fixture, 'navigation')).toEqual(['nav.other', 'nav.home']);
    expect(idsIn(fixture, 'toggle')).toEqual(['filters.in-stock', 'view.compact', 'menu.toggle', 'filters.sale']);
  });

  it('keeps flat entries of every hinted element, and only those with a non-empty id', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(
      blank,
      `<button data-semtag-role="action" data-semtag-action="no-id">No id</button>
       <button data-semtag-id="" data-semtag-role="action" data-semtag-action="empty-id">Empty id</button>
       <button data-semtag-id="has.id" data-semtag-role="action">Has id</button>`,
    );
    const json = JSON.stringify(await snapshotOf(blank));
    expect(json).toContain('has.id');
    expect(json).not.toContain('no-id');
    expect(json).not.toContain('empty-id');
    expect(JSON.stringify(fixture)).not.toContain('"action":"orphan"');
  });
});

describe('per-element fields', () => {
  it('carries only the fields that are present, in the documented order', () => {
    const cartOpen = entryIn(fixture, 'action', 'cart.open');
    expect(cartOpen).toEqual({ id: 'cart.open', name: 'Open cart', action: 'open-cart', controls: 'cart.drawer' });
    expect(Object.keys(cartOpen)).toEqual(['id', 'name', 'action', 'controls']);
    const menu = entryIn(fixture, 'toggle', 'menu.toggle');
    expect(Object.keys(menu)).toEqual(['id', 'name', 'state', 'controls', 'value']);
    const sort = entryIn(fixture, 'select', 'products.sort');
    expect(Object.keys(sort)).toEqual(['id', 'name', 'options', 'value']);
    expect(entryIn(fixture, 'navigation', 'nav.home')).toEqual({
      id: 'nav.home',
      name: 'Home',
      target: 'fixture.page',
    });
  });

  it('never writes an absent field as null, undefined or an empty string (an empty observable aside)', () => {
    for (const entry of flatEntries(fixture).values()) {
      const { group: _group, ...fields } = entry;
      for (const [key, value] of Object.entries(fields)) {
        expect(value, `${entry.id}.${key}`).not.toBeNull();
        expect(value, `${entry.id}.${key}`).not.toBeUndefined();
        if (key !== 'role' && !(entry.group === 'observable' && key === 'value'))
          expect(value, `${entry.id}.${key}`).not.toBe('');
      }
    }
  });

  it('uses only the documented fields, with JSON-scalar values', () => {
    const allowed = new Set<string>(['id', ...ENTRY_FIELDS]);
    for (const entry of flatEntries(fixture).values()) {
      const { group: _group, ...fields } = entry;
      for (const [key, value] of Object.entries(fields)) {
        expect(allowed.has(key), `${entry.id}.${key}`).toBe(true);
        const scalar = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);
        expect(
          scalar(value) || (Array.isArray(value) && value.every((v) => typeof v === 'string')),
          `${entry.id}.${key}`,
        ).toBe(true);
      }
    }
  });

  it('states enabled and visible only as false', async () => {
    const full = await snapshotOf(page, { includeHidden: true });
    const all = [...flatEntries(full).values()];
    for (const entry of all) {
      if ('enabled' in entry) expect(entry.enabled, entry.id).toBe(false);
      if ('visible' in entry) expect(entry.visible, entry.id).toBe(false);
    }
    expect(all.some((e) => e.enabled === false)).toBe(true);
    expect(all.some((e) => e.visible === false)).toBe(true);
    // Without includeHidden nothing is marked invisible: the filter already says so.
    expect(JSON.stringify(fixture)).not.toContain('"visible"');
  });

  it('marks every documented way of being disabled, and nothing else', () => {
    const disabled = [...flatEntries(fixture).values()].filter((e) => e.enabled === false).map((e) => e.id);
    expect(disabled).toEqual(['action.disabled', 'action.aria-disabled', 'action.fieldset-disabled', 'action.inert']);
  });

  it('disables a value hint through its control, but not a region through the first field it holds', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(
      blank,
      `<label data-semtag-id="w.toggle" data-semtag-role="toggle">Gift <input type="checkbox" disabled></label>
       <div data-semtag-id="w.input" data-semtag-role="input"><input disabled aria-label="Locked"></div>
       <form data-semtag-id="w.form" data-semtag-role="region" aria-label="Form">
         <input disabled aria-label="Frozen" data-semtag-id="w.frozen" data-semtag-role="input">
       </form>
       <div aria-disabled="true"><span data-semtag-id="w.deep" data-semtag-role="observable">Deep</span></div>
       <button aria-disabled="false" data-semtag-id="w.ok" data-semtag-role="action">Ok</button>
       <div data-semtag-id="w.field" data-semtag-role="toggle"><span role="checkbox" aria-checked="false" aria-disabled="true"></span>Push</div>
       <div data-semtag-id="w.pick" data-semtag-role="select"><label>Day</label><button aria-haspopup="listbox" disabled>Mon</button></div>
       <div data-semtag-id="w.group" data-semtag-role="region" aria-label="Group"><span role="checkbox" aria-checked="false" aria-disabled="true">Off</span></div>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'toggle', 'w.toggle').enabled).toBe(false);
    expect(entryIn(snapshot, 'input', 'w.input').enabled).toBe(false);
    expect(entryIn(snapshot, 'input', 'w.frozen').enabled).toBe(false);
    expect(entryIn(snapshot, 'region', 'w.form')).toEqual({ id: 'w.form', name: 'Form' });
    expect(entryIn(snapshot, 'observable', 'w.deep').enabled).toBe(false);
    expect(entryIn(snapshot, 'action', 'w.ok')).toEqual({ id: 'w.ok', name: 'Ok' });
    // Through the widget a wrapper reads its value from (a Headless UI Field around a Checkbox or a Listbox button).
    expect(entryIn(snapshot, 'toggle', 'w.field').enabled).toBe(false);
    expect(entryIn(snapshot, 'select', 'w.pick').enabled).toBe(false);
    expect(entryIn(snapshot, 'region', 'w.group')).not.toHaveProperty('enabled');

    // Enabled state is live: re-enabling the control clears the flag.
    await blank.evaluate(() =>
      document.querySelector<HTMLInputElement>('[data-semtag-id="w.frozen"]')!.removeAttribute('disabled'),
    );
    expect(entryIn(await snapshotOf(blank), 'input', 'w.frozen')).not.toHaveProperty('enabled');
  });

  it('disables what the page shuts out with aria-hidden and no pointer events, as a modal does, and neither alone', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(
      blank,
      `<div aria-hidden="true" style="pointer-events: none">
         <button data-semtag-id="w.behind" data-semtag-role="action">Behind</button>
         <button style="pointer-events: auto" data-semtag-id="w.reachable" data-semtag-role="action">Reachable</button>
       </div>
       <div aria-hidden="true"><button data-semtag-id="w.decorative" data-semtag-role="action">Decorative</button></div>
       <button style="pointer-events: none" data-semtag-id="w.passive" data-semtag-role="action">Passive</button>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'action', 'w.behind').enabled).toBe(false);
    expect(entryIn(snapshot, 'action', 'w.reachable')).not.toHaveProperty('enabled');
    expect(entryIn(snapshot, 'action', 'w.decorative')).not.toHaveProperty('enabled');
    expect(entryIn(snapshot, 'action', 'w.passive')).not.toHaveProperty('enabled');
  });

  it('states inert and shut-out hints out of use where no pointer is tried: hidden, or in a modal <dialog>', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(
      blank,
      `<div inert><button hidden data-semtag-id="h.inert" data-semtag-role="action">Inert</button></div>
       <div aria-hidden="true" style="pointer-events: none">
         <button hidden data-semtag-id="h.shut" data-semtag-role="action">Shut</button>
       </div>
       <button hidden data-semtag-id="h.plain" data-semtag-role="action">Plain</button>
       <dialog id="m">
         <div inert><button data-semtag-id="m.inert" data-semtag-role="action">Inert</button></div>
         <button data-semtag-id="m.ok" data-semtag-role="action">OK</button>
       </dialog>`,
    );
    const enabledOf = async () => {
      const snapshot = await snapshotOf(blank, { includeHidden: true });
      return Object.fromEntries((snapshot.action ?? []).map((entry) => [entry.id, entry.enabled !== false]));
    };
    // The closed dialog hides what it holds.
    expect(await enabledOf()).toEqual({
      'h.inert': false,
      'h.shut': false,
      'h.plain': true,
      'm.inert': false,
      'm.ok': true,
    });
    // Open and modal: what lies outside it is out of use, and inside it what the page makes inert.
    await blank.evaluate(() => document.querySelector<HTMLDialogElement>('#m')!.showModal());
    expect(await enabledOf()).toEqual({
      'h.inert': false,
      'h.shut': false,
      'h.plain': false,
      'm.inert': false,
      'm.ok': true,
    });
  });

  it('disables everything outside a modal <dialog>, which the browser makes inert with no attribute', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(
      blank,
      `<button data-semtag-id="d.behind" data-semtag-role="action">Behind</button>
       <dialog id="d-one"><button data-semtag-id="d.one.ok" data-semtag-role="action">OK</button></dialog>
       <dialog id="d-two"><button data-semtag-id="d.two.ok" data-semtag-role="action">Two</button></dialog>`,
    );
    // With includeHidden what lies behind a modal is listed too, out of use (a full snapshot leaves
    // it out: test/page/modal.test.ts).
    const enabledOf = async () => {
      const snapshot = await snapshotOf(blank, { includeHidden: true });
      return Object.fromEntries(
        (snapshot.action ?? [])
          .filter((entry) => entry.visible !== false)
          .map((entry) => [entry.id, entry.enabled !== false]),
      );
    };
    // A dialog opened with show() is not modal: the page stays in use.
    await blank.evaluate(() => document.querySelector<HTMLDialogElement>('#d-one')!.show());
    expect(await enabledOf()).toEqual({ 'd.behind': true, 'd.one.ok': true });
    await blank.evaluate(() => {
      document.querySelector<HTMLDialogElement>('#d-one')!.close();
      document.querySelector<HTMLDialogElement>('#d-one')!.showModal();
    });
    expect(await enabledOf()).toEqual({ 'd.behind': false, 'd.one.ok': true });
    // The browser agrees: a pointer over the button behind the modal dialog does not reach it.
    const hit = await blank.evaluate(() => {
      const box = document.querySelector('[data-semtag-id="d.behind"]')!.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.getAttribute('data-semtag-id');
    });
    expect(hit).not.toBe('d.behind');
    // Two stacked: which is on top is not in the DOM, so only what lies outside both is stated.
    await blank.evaluate(() => document.querySelector<HTMLDialogElement>('#d-two')!.showModal());
    expect(await enabledOf()).toEqual({ 'd.behind': false, 'd.one.ok': true, 'd.two.ok': true });
    await blank.evaluate(() => {
      for (const dialog of document.querySelectorAll('dialog')) dialog.close();
    });
    expect(await enabledOf()).toEqual({ 'd.behind': true });
  });

  it('reports attributes exactly as written, and leaves out empty ones', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(
      blank,
      `<button data-semtag-id="a.raw" data-semtag-role="action" data-semtag-action=" Add To Cart " data-semtag-state="" data-semtag-target="Cart.Page" data-semtag-controls="">Add</button>`,
    );
    expect((await snapshotOf(blank)).action).toEqual([
      { id: 'a.raw', name: 'Add', action: ' Add To Cart ', target: 'Cart.Page' },
    ]);
  });
});

describe('no markup in the output', () => {
  const FIXTURE_CLASSES = ['gone', 'ghost', 'faint', 'mobile-only'];

  it('carries no HTML, class names, tag soup or DOM subtrees in snapshot or observe', async () => {
    const full = await snapshotOf(page, { includeHidden: true });
    const observed = await Promise.all(
      [...new Set([...flatEntries(full).keys()])].filter((id) => id !== 'dup.label').map((id) => observeOf(page, id)),
    );
    for (const json of [JSON.stringify(fixture), JSON.stringify(full), JSON.stringify(observed)]) {
      expect(json).not.toContain('<');
      expect(json).not.toContain('>');
      expect(json).not.toMatch(/class=|data-semtag|style=|href=|svg|innerHTML|outerHTML/i);
      for (const name of FIXTURE_CLASSES) expect(json).not.toContain(name);
    }
    // Objects nest only where the format has them: entries hold scalars or string arrays.
    const depth = (value: unknown): number =>
      value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depth)) : 0;
    for (const entry of observed) expect(depth(entry)).toBeLessThanOrEqual(2);
  });

  it('reads markup-looking text as text, never as HTML', async () => {
    const blank = await tb.fresh(BLANK_URL());
    await render(
      blank,
      `<span data-semtag-id="m.text" data-semtag-role="observable">&lt;b class="x"&gt;bold&lt;/b&gt;</span>
       <span data-semtag-id="m.markup" data-semtag-role="observable"><b class="loud">bold</b> <i>it</i></span>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(entryIn(snapshot, 'observable', 'm.text').value).toBe('<b class="x">bold</b>');
    expect(entryIn(snapshot, 'observable', 'm.markup').value).toBe('bold it');
    expect(JSON.stringify(snapshot)).not.toContain('loud');
  });
});
