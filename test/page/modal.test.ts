/// <reference lib="dom" />
// Modal layers: what a page leaves in use while a dialog, menu or list is open over it, and how the
// snapshot states it (references/hint-design.md "Under a modal" and "`enabled`").

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../src/page/types.js';
import { connectTestBrowser, flatEntries, observeOf, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, render, testUrl, unfold } from './helpers.js';

let tb: TestBrowser;
let page: Page;

beforeAll(async () => {
  tb = await connectTestBrowser();
  page = await tb.newPage(testUrl('fixtures/modal.html'));
});
afterAll(async () => tb.close());
beforeEach(async () => {
  await page.evaluate(() => (window as unknown as { closeLayers(): void }).closeLayers());
});

const PAGE_IDS = ['page.home', 'page.open', 'page.search', 'page.list', 'page.list.item.a', 'page.list.item.b'];

/** Every id a snapshot states, flat or folded, with whether it says the element is out of use. */
function usable(snapshot: Snapshot): Record<string, boolean> {
  const found: Record<string, boolean> = {};
  for (const entry of flatEntries(snapshot).values()) found[entry.id] = entry.enabled !== false;
  for (const block of snapshot.collections ?? []) {
    if (block.id) found[block.id] = block.enabled !== false;
    for (const member of unfold(block)) found[member.id] = member.enabled !== false;
  }
  return found;
}

const open = (name: string, ...args: unknown[]) =>
  page.evaluate(
    ([fn, rest]) => (window as unknown as Record<string, (...a: unknown[]) => void>)[fn]!(...(rest as [])),
    [name, args] as const,
  );

/** Where a pointer at the centre of the element with `id` lands: that element, or something else. */
const pointerReaches = (id: string) =>
  page.evaluate((hinted) => {
    const element = Array.from(document.querySelectorAll('[data-semtag-id]')).find(
      (e) => e.getAttribute('data-semtag-id') === hinted,
    )!;
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  }, id);

describe('no modal', () => {
  it('states no modal field and every hint in use', async () => {
    const snapshot = await snapshotOf(page);
    expect(snapshot).not.toHaveProperty('modal');
    expect(usable(snapshot)).toEqual(Object.fromEntries(PAGE_IDS.map((id) => [id, true])));
  });
});

describe('a page shut out by aria-hidden and an underlay (MUI Modal)', () => {
  it('lists only the modal, named by the hint that wraps its dialog', async () => {
    await open('openUnderlay');
    // The truth the rule stands on: the page keeps pointer events, yet the underlay takes the click.
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('app')!).pointerEvents)).toBe('auto');
    expect(await pointerReaches('page.open')).toBe(false);
    const snapshot = await snapshotOf(page);
    expect(snapshot.modal).toBe('confirm');
    expect(usable(snapshot)).toEqual({ confirm: true, 'confirm.ok': true });
  });

  it('lists what lies behind with includeHidden, each out of use; observe agrees', async () => {
    await open('openUnderlay');
    const snapshot = await snapshotOf(page, { includeHidden: true });
    expect(snapshot.modal).toBe('confirm');
    expect(usable(snapshot)).toEqual({
      ...Object.fromEntries(PAGE_IDS.map((id) => [id, false])),
      confirm: true,
      'confirm.ok': true,
    });
    expect(await observeOf(page, 'page.open')).toMatchObject({ id: 'page.open', enabled: false });
    expect(await observeOf(page, 'confirm.ok')).not.toHaveProperty('enabled');
  });

  it('says modal: true when no hint names the modal', async () => {
    await open('openUnderlay', false);
    const snapshot = await snapshotOf(page);
    expect(snapshot.modal).toBe(true);
    expect(usable(snapshot)).toEqual({ 'confirm.ok': true });
  });

  it('leaves the page in use when nothing covers it, aria-hidden or not', async () => {
    await open('openUncovered');
    expect(await pointerReaches('page.open')).toBe(true);
    const snapshot = await snapshotOf(page);
    expect(snapshot).not.toHaveProperty('modal');
    expect(usable(snapshot)).toEqual({ ...Object.fromEntries(PAGE_IDS.map((id) => [id, true])), 'note.ok': true });
  });
});

describe('other modals', () => {
  it('a page made inert around a dialog (React Aria Components)', async () => {
    await open('openInert');
    const snapshot = await snapshotOf(page);
    expect(snapshot.modal).toBe(true);
    expect(usable(snapshot)).toEqual({ 'rename.name': true });
  });

  it('a visible aria-modal dialog over an untouched page (Ant Design, Vuetify); a list opened above it stays in use', async () => {
    await open('openAriaModal');
    expect(await pointerReaches('page.open')).toBe(false);
    let snapshot = await snapshotOf(page);
    expect(snapshot.modal).toBe('settings');
    expect(usable(snapshot)).toEqual({ settings: true, 'settings.pick': true });
    await open('openPopup');
    expect(await pointerReaches('settings.pick.red')).toBe(true);
    snapshot = await snapshotOf(page);
    expect(snapshot.modal).toBe('settings');
    expect(usable(snapshot)).toEqual({ settings: true, 'settings.pick': true, 'settings.pick.red': true });
    expect(await observeOf(page, 'page.search')).toMatchObject({ enabled: false });
  });

  it('a <dialog> opened with showModal()', async () => {
    await open('openDialog');
    const snapshot = await snapshotOf(page);
    expect(snapshot.modal).toBe(true);
    expect(usable(snapshot)).toEqual({ 'native.ok': true });
  });
});

// Observe judges an element outside every shut-out part without looking at those parts when it can
// (src/page/read/modal.ts, isBehindModal): the snapshot, which finds the modal first, must agree.
describe('observe agrees with the snapshot on every hint', () => {
  const shown: Array<[string, () => Promise<unknown>]> = [
    ['no modal', async () => undefined],
    ['a page shut out by an underlay', () => open('openUnderlay')],
    ['the same, its modal unnamed', () => open('openUnderlay', false)],
    ['an aria-hidden part nothing covers', () => open('openUncovered')],
    ['a page made inert around a dialog', () => open('openInert')],
    ['a visible aria-modal dialog', () => open('openAriaModal')],
    [
      'an aria-modal dialog with a list opened above it',
      async () => open('openAriaModal').then(() => open('openPopup')),
    ],
    [
      'an aria-modal dialog over a page shut out by an underlay',
      async () => open('openUnderlay').then(() => open('openAriaModal')),
    ],
    ['a <dialog> opened with showModal()', () => open('openDialog')],
  ];
  it.each(shown)('%s', async (_, show) => {
    await show();
    const stated = usable(await snapshotOf(page, { includeHidden: true }));
    const observed: Record<string, boolean> = {};
    for (const id of Object.keys(stated)) observed[id] = (await observeOf(page, id)).enabled !== false;
    expect(observed).toEqual(stated);
  });
});

// Minimal pages: a modal only where one layer is left in use and every other visible hint is out
// of use; out of use only by inert, aria-hidden under a cover, or a layer over the whole viewport.
describe('a modal only where the page has one', () => {
  let blank: Page;
  beforeAll(async () => {
    blank = await tb.newPage(BLANK_URL());
  });

  const FULL = 'position:fixed;top:0;left:0;right:0;bottom:0';
  const BUY = '<button data-semtag-id="page.buy" data-semtag-role="action">Buy</button>';
  const TITLE = '<h1 data-semtag-id="page.title" data-semtag-role="observable">Shop</h1>';

  /** Each hint's `enabled` as the full snapshot (hidden hints included) states it, checked against observe. */
  async function stated(): Promise<{ modal: unknown; usable: Record<string, boolean> }> {
    const snapshot = await snapshotOf(blank, { includeHidden: true });
    const found = usable(snapshot);
    for (const id of Object.keys(found)) expect((await observeOf(blank, id)).enabled !== false, id).toBe(found[id]);
    return { modal: snapshot.modal, usable: found };
  }

  it('an aria-hidden part under pointer-events: none covers nothing and makes no modal', async () => {
    await render(
      blank,
      `${TITLE}${BUY}<div aria-hidden="true" style="pointer-events:none"><span data-semtag-id="page.deco" data-semtag-role="observable">★</span></div>`,
    );
    const { modal, usable: found } = await stated();
    expect(modal).toBeUndefined();
    expect(found).toMatchObject({ 'page.title': true, 'page.buy': true });
  });

  it("a hidden hint below the fold is judged by the layers around it, never by the viewport's points; the page does not move", async () => {
    await render(
      blank,
      `${TITLE}<div style="height:1500px"></div><div aria-hidden="true"><button data-semtag-id="page.more" data-semtag-role="action">More</button></div>`,
    );
    expect(await stated()).toEqual({ modal: undefined, usable: { 'page.title': true, 'page.more': true } });
    expect(await blank.evaluate(() => [scrollX, scrollY])).toEqual([0, 0]);
  });

  it('a hint below the fold under a fixed backdrop is out of use; the page does not move', async () => {
    await render(
      blank,
      `<div id="page">${TITLE}<div style="height:1500px"></div>${BUY}</div>
       <div style="${FULL};background:rgba(0,0,0,.4)"></div>
       <div role="dialog" aria-label="Sure" style="position:fixed;top:40%;left:40%;background:#fff">
         <button data-semtag-id="dlg.ok" data-semtag-role="action">OK</button></div>`,
    );
    await blank.evaluate(() => scrollTo(0, 7));
    expect(await stated()).toEqual({
      modal: true,
      usable: { 'page.title': false, 'page.buy': false, 'dlg.ok': true },
    });
    expect(await blank.evaluate(() => [scrollX, scrollY])).toEqual([0, 7]);
  });

  it('an aria-modal dialog that covers nothing shuts nothing out, with or without a hidden hint beside', async () => {
    const dialog = `<div role="dialog" aria-modal="true" aria-label="Tip" data-semtag-id="dlg" data-semtag-role="region" style="position:fixed;right:0;bottom:0;width:120px">
      <button data-semtag-id="dlg.ok" data-semtag-role="action">OK</button></div>`;
    await render(blank, `${BUY}${dialog}`);
    expect(await stated()).toEqual({ modal: undefined, usable: { 'page.buy': true, dlg: true, 'dlg.ok': true } });
    await render(
      blank,
      `${BUY}<div aria-hidden="true"><span data-semtag-id="page.deco" data-semtag-role="observable">★</span></div>${dialog}`,
    );
    expect(await stated()).toEqual({
      modal: undefined,
      usable: { 'page.buy': true, 'page.deco': true, dlg: true, 'dlg.ok': true },
    });
  });

  it('an inert page around a dialog that covers nothing makes that dialog the modal', async () => {
    await render(
      blank,
      `<div inert>${TITLE}${BUY}</div>
       <div role="dialog" aria-label="Tip" data-semtag-id="dlg" data-semtag-role="region" style="position:fixed;right:0;bottom:0;width:120px">
         <button data-semtag-id="dlg.ok" data-semtag-role="action">OK</button></div>`,
    );
    expect(await stated()).toEqual({
      modal: 'dlg',
      usable: { 'page.title': false, 'page.buy': false, dlg: true, 'dlg.ok': true },
    });
  });

  it.each([
    [
      'a backdrop, the page not aria-hidden',
      `<div style="${FULL};background:rgba(0,0,0,.4)"></div>
       <div role="dialog" aria-label="Sure" data-semtag-id="dlg" data-semtag-role="region" style="position:fixed;top:30%;left:30%;background:#fff">
         <button data-semtag-id="dlg.ok" data-semtag-role="action">OK</button></div>`,
    ],
    [
      'an overlay drawer beside its backdrop (Quasar)',
      `<div style="${FULL};background:rgba(0,0,0,.4)"></div>
       <aside data-semtag-id="dlg" data-semtag-role="region" aria-label="Menu" style="position:fixed;top:0;left:0;bottom:0;width:200px;background:#fff">
         <button data-semtag-id="dlg.ok" data-semtag-role="action">Home</button></aside>`,
    ],
    [
      'a cookie wall over the whole viewport',
      `<div data-semtag-id="dlg" data-semtag-role="region" aria-label="Cookies" style="${FULL};background:#fff">
         <p>We use cookies.</p><button data-semtag-id="dlg.ok" data-semtag-role="action">Accept</button></div>`,
    ],
  ])('a layer over the whole viewport shuts out the page under it: %s', async (_, layer) => {
    await render(blank, `<div>${TITLE}${BUY}</div>${layer}`);
    expect(await stated()).toEqual({
      modal: 'dlg',
      usable: { 'page.title': false, 'page.buy': false, dlg: true, 'dlg.ok': true },
    });
  });

  it('a whole-viewport backdrop shuts out a sticky header scrolled out of view; the layer left in use is the modal', async () => {
    await render(
      blank,
      `<div><header style="position:sticky;top:0;height:80px;background:#eee;z-index:1">
         <button data-semtag-id="header.menu" data-semtag-role="action">Menu</button></header></div>
       <div style="height:200vh"></div>
       <div style="position:relative;z-index:3"><div style="${FULL};background:rgba(0,0,0,.4)"></div>
         <div role="dialog" aria-modal="true" aria-label="Menu" style="position:fixed;top:0;left:0;bottom:0;width:200px;background:#fff">
           <button data-semtag-id="layer.close" data-semtag-role="action">Close</button></div></div>`,
    );
    await blank.evaluate(() => scrollTo(0, 120));
    expect(await stated()).toEqual({ modal: true, usable: { 'header.menu': false, 'layer.close': true } });
    expect(await blank.evaluate(() => [scrollX, scrollY])).toEqual([0, 120]);
  });

  it('aria-hidden hints below the fold that a fixed paper covers at every scroll offset are out of use', async () => {
    await render(
      blank,
      `<div style="margin-left:400px">${BUY}</div><div style="height:1500px"></div>
       <div><div aria-hidden="true"><a href="#a" data-semtag-id="page.under" data-semtag-role="navigation">Under</a>
           <a href="#b" data-semtag-id="page.beside" data-semtag-role="navigation" style="margin-left:400px">Beside</a></div></div>
       <div role="dialog" aria-modal="true" aria-label="Menu" style="position:fixed;top:0;left:0;bottom:0;width:200px;background:#fff;z-index:3">
         <button data-semtag-id="layer.close" data-semtag-role="action">Close</button></div>`,
    );
    await blank.evaluate(() => scrollTo(0, 0));
    expect(await stated()).toEqual({
      modal: undefined,
      usable: { 'page.buy': true, 'page.under': false, 'page.beside': true, 'layer.close': true },
    });
    expect(await blank.evaluate(() => [scrollX, scrollY])).toEqual([0, 0]);
  });

  it('a list in the flow of the page is no layer: an inert part beside it makes no modal', async () => {
    await render(
      blank,
      `<div inert>${BUY}</div>
       <div role="listbox" aria-label="Colour" data-semtag-id="page.colour" data-semtag-role="select">
         <div role="option" aria-selected="true" data-semtag-id="page.colour.red" data-semtag-role="option">Red</div></div>`,
    );
    expect(await stated()).toEqual({
      modal: undefined,
      usable: { 'page.buy': false, 'page.colour': true, 'page.colour.red': true },
    });
  });

  it('a toast and a dialog left in use over an inert page are two layers: no modal', async () => {
    await render(
      blank,
      `<div inert>${TITLE}${BUY}</div>
       <div role="status" style="position:fixed;right:0;bottom:0;width:160px;height:60px;background:#333;color:#fff">
         <span data-semtag-id="toast.text" data-semtag-role="observable">Saved</span></div>
       <div role="dialog" aria-label="Menu" style="position:fixed;top:0;left:0;bottom:0;width:200px;background:#fff">
         <button data-semtag-id="layer.close" data-semtag-role="action">Close</button></div>`,
    );
    expect(await stated()).toEqual({
      modal: undefined,
      usable: { 'page.title': false, 'page.buy': false, 'toast.text': true, 'layer.close': true },
    });
  });

  it('a sticky header puts out of use only the aria-hidden hint it covers, and makes no modal', async () => {
    await render(
      blank,
      `<header style="position:fixed;top:0;left:0;right:0;height:60px;background:#fff;z-index:1">
         <a href="#a" data-semtag-id="nav.home" data-semtag-role="navigation">Home</a></header>
       <div style="padding-top:20px">
         <div aria-hidden="true"><span data-semtag-id="page.under" data-semtag-role="observable">under</span></div>
         <span data-semtag-id="page.plain" data-semtag-role="observable">plain</span>
         <div style="height:100px"></div>
         <div aria-hidden="true"><span data-semtag-id="page.clear" data-semtag-role="observable">clear</span></div></div>`,
    );
    expect(await stated()).toEqual({
      modal: undefined,
      usable: { 'nav.home': true, 'page.under': false, 'page.plain': true, 'page.clear': true },
    });
  });
});
