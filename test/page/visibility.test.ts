/// <reference lib="dom" />
// Hidden elements: out by default, present with visible:false on request; the check agrees with Playwright's.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../src/page/types.js';
import { connectTestBrowser, flatEntries, observeOf, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { readAxFacts } from '../support/truth-oracle.js';
import { trialClick } from '../support/truth-pointer.js';
import { BLANK_URL, entryIn, render } from './helpers.js';

let tb: TestBrowser;
let page: Page;
let blank: Page;
let shown: Snapshot;
let all: Snapshot;

beforeAll(async () => {
  tb = await connectTestBrowser();
  page = await tb.newPage();
  blank = await tb.newPage(BLANK_URL());
  shown = await snapshotOf(page);
  all = await snapshotOf(page, { includeHidden: true });
});
afterAll(async () => tb.close());

/** Each hidden case of the fixture, with the group it belongs to. */
const HIDDEN: Array<[id: string, group: string]> = [
  ['nav.hidden-home', 'navigation'], // display: none
  ['hidden.display-none', 'action'],
  ['hidden.visibility', 'action'], // visibility: hidden
  ['hidden.ancestor', 'action'], // display: none above
  ['hidden.accordion', 'action'], // clipped by a collapsed ancestor
  ['hidden.mobile-menu', 'navigation'], // a media query hides it
  ['cart.drawer', 'region'], // a closed drawer ...
  ['cart.drawer.close', 'action'], // ... and what it holds
  ['player.volume', 'slider'], // an empty box
  ['checkout.error', 'observable'], // an empty message
];

describe('hidden cases of the fixture', () => {
  it('leaves each hidden case out by default', () => {
    const ids = new Set(flatEntries(shown).keys());
    for (const [id] of HIDDEN) expect(ids.has(id), id).toBe(false);
    expect(JSON.stringify(shown)).not.toContain('hidden.');
  });

  it('keeps each hidden case with includeHidden, marked visible:false, in its own group', () => {
    for (const [id, group] of HIDDEN) expect(entryIn(all, group, id).visible, id).toBe(false);
  });

  it('marks nothing else invisible: includeHidden adds exactly the hidden cases', () => {
    const hiddenIds = [...flatEntries(all).values()].filter((e) => e.visible === false).map((e) => e.id);
    expect(new Set(hiddenIds)).toEqual(new Set(HIDDEN.map(([id]) => id)));
    const shownIds = [...flatEntries(shown).keys()];
    const allVisibleIds = [...flatEntries(all).values()].filter((e) => e.visible !== false).map((e) => e.id);
    expect(allVisibleIds).toEqual(shownIds);
  });

  it('keeps hover-only controls (opacity 0) visible', () => {
    expect(entryIn(shown, 'action', 'action.hover-only')).toEqual({ id: 'action.hover-only', name: 'Quick view' });
  });

  it('sees through display: contents to the children that have boxes', () => {
    expect(entryIn(shown, 'action', 'shown.in-contents')).not.toHaveProperty('visible');
    expect(entryIn(shown, 'region', 'shown.contents-wrapper')).toEqual({
      id: 'shown.contents-wrapper',
      name: 'Contents wrapper',
    });
  });

  it('reports hidden elements through observe with visible:false', async () => {
    expect(await observeOf(page, 'cart.drawer')).toEqual({
      id: 'cart.drawer',
      role: 'region',
      name: 'Cart drawer',
      state: 'closed',
      visible: false,
    });
    expect(await observeOf(page, 'hidden.accordion')).toEqual({
      id: 'hidden.accordion',
      role: 'action',
      name: 'collapsed accordion',
      visible: false,
    });
    expect(await observeOf(page, 'action.hover-only')).not.toHaveProperty('visible');
  });
});

describe('visibility follows the page', () => {
  it('shows a drawer once opened, and hides a control once removed from view', async () => {
    const live = await tb.fresh();
    await live.evaluate(() => {
      document.getElementById('drawer')!.classList.remove('gone');
      document.querySelector('[data-semtag-id="cart.open"]')!.classList.add('gone');
      (document.querySelector('.collapsed') as HTMLElement).style.height = 'auto';
    });
    const snapshot = await snapshotOf(live);
    expect(entryIn(snapshot, 'region', 'cart.drawer')).toEqual({
      id: 'cart.drawer',
      name: 'Cart drawer',
      state: 'closed',
    });
    expect(entryIn(snapshot, 'action', 'cart.drawer.close')).toEqual({ id: 'cart.drawer.close', name: 'Close' });
    expect(entryIn(snapshot, 'action', 'hidden.accordion')).not.toHaveProperty('visible');
    expect(flatEntries(snapshot).has('cart.open')).toBe(false);
    expect((await observeOf(live, 'cart.open')).visible).toBe(false);
  });

  it("shows a region whose content is all out of flow (a modal's root), not a collapsed one nor a clickable hint without a box", async () => {
    await render(
      blank,
      `<div role="dialog" aria-label="Modal" data-semtag-id="v.modal" data-semtag-role="region">
         <div style="position: fixed; inset: 40px"><button data-semtag-id="v.modal.ok" data-semtag-role="action">OK</button></div></div>
       <div aria-label="Collapsed" style="height: 0; overflow: hidden" data-semtag-id="v.collapsed" data-semtag-role="region">
         <p style="position: absolute">Inside</p></div>
       <div aria-label="Invisible" style="visibility: hidden" data-semtag-id="v.invisible" data-semtag-role="region">
         <div style="position: fixed; inset: 0">Layer</div></div>
       <a href="#" style="display: block; height: 0" data-semtag-id="v.nobox" data-semtag-role="action">
         <span style="position: fixed; top: 0; left: 0">Go</span></a>`,
    );
    const snapshot = await snapshotOf(blank, { includeHidden: true });
    expect(entryIn(snapshot, 'region', 'v.modal')).toEqual({ id: 'v.modal', name: 'Modal' });
    expect(entryIn(snapshot, 'action', 'v.modal.ok')).toEqual({ id: 'v.modal.ok', name: 'OK' });
    expect(entryIn(snapshot, 'region', 'v.collapsed').visible).toBe(false);
    expect(entryIn(snapshot, 'region', 'v.invisible').visible).toBe(false);
    expect(entryIn(snapshot, 'action', 'v.nobox').visible).toBe(false);
    // Playwright calls both boxless elements hidden: it agrees on the link, which it would click.
    expect(await blank.locator('[data-semtag-id="v.nobox"]').isVisible()).toBe(false);
    expect(await blank.locator('[data-semtag-id="v.modal"]').isVisible()).toBe(false);
  });

  it('agrees with Playwright on each case of a generated page', async () => {
    await render(
      blank,
      `<style>.clip-x { width: 0; overflow-x: hidden; } .clip-y { height: 0; overflow-y: clip; }</style>
       <button data-semtag-id="v.plain" data-semtag-role="action">Plain</button>
       <button style="visibility: collapse" data-semtag-id="v.collapse" data-semtag-role="action">Collapse</button>
       <div style="visibility: hidden"><button style="visibility: visible" data-semtag-id="v.reshown" data-semtag-role="action">Re-shown</button></div>
       <button style="position: absolute; left: -5000px" data-semtag-id="v.offscreen" data-semtag-role="action">Off-screen</button>
       <div class="clip-x"><button data-semtag-id="v.clip-x" data-semtag-role="action">Clipped x</button></div>
       <div class="clip-y"><button data-semtag-id="v.clip-y" data-semtag-role="action">Clipped y</button></div>
       <div style="height: 0; overflow: visible"><button data-semtag-id="v.spill" data-semtag-role="action">Spills out</button></div>
       <div style="display: contents" data-semtag-id="v.contents-empty" data-semtag-role="region"><span style="display:none">gone</span></div>
       <div style="display: contents" data-semtag-id="v.contents-text" data-semtag-role="observable">Text only</div>
       <div hidden><span data-semtag-id="v.hidden-attr" data-semtag-role="observable">Hidden attribute</span></div>
       <div style="content-visibility: hidden"><span data-semtag-id="v.content-visibility" data-semtag-role="observable">Skipped content</span></div>
       <details><summary>More</summary><button data-semtag-id="v.in-closed-details" data-semtag-role="action">Inside</button></details>
       <details open><summary>More</summary><button data-semtag-id="v.in-open-details" data-semtag-role="action">Inside</button></details>
       <button style="opacity: 0" data-semtag-id="v.transparent" data-semtag-role="action">Transparent</button>
       <button style="width: 0; height: 0; padding: 0; border: 0; overflow: hidden" data-semtag-id="v.zero" data-semtag-role="action">Zero</button>`,
    );
    const snapshot = await snapshotOf(blank, { includeHidden: true });
    const ours = new Map([...flatEntries(snapshot).values()].map((e) => [e.id, e.visible !== false]));
    const expected: Record<string, boolean> = {
      'v.plain': true,
      'v.collapse': false,
      'v.reshown': true,
      'v.offscreen': true,
      'v.clip-x': false,
      'v.clip-y': false,
      'v.spill': true,
      'v.contents-empty': false,
      'v.contents-text': true,
      'v.hidden-attr': false,
      'v.content-visibility': false,
      'v.in-closed-details': false,
      'v.in-open-details': true,
      'v.transparent': true,
      'v.zero': false,
    };
    expect(Object.fromEntries(ours)).toEqual(expected);
    // Playwright's own check agrees wherever it applies (our clipping rule is the documented addition).
    for (const [id, visible] of Object.entries(expected)) {
      if (id.startsWith('v.clip')) continue;
      expect(await blank.locator(`[data-semtag-id="${id}"]`).isVisible(), id).toBe(visible);
    }
  });
});

// Visible, with clipping (hint-design.md "Visibility"): an ancestor's clip (overflow other than
// visible, clip-path) that cuts a hint away entirely hides it, as a person sees it and as a click
// finds it; a partial clip changes nothing. Checked against Playwright's trial click.
describe('clipped away entirely by an ancestor, or only in part', () => {
  const button = '<button data-semtag-id="c" data-semtag-role="action">Clipped</button>';
  it.each([
    ['a zero-height panel with overflow: hidden', `<div style="height:0;overflow:hidden">${button}</div>`, false],
    ['a zero-height panel with overflow: auto', `<div style="height:0;overflow:auto">${button}</div>`, false],
    ['a clip-path inset that leaves nothing', `<div style="clip-path:inset(50%)">${button}</div>`, false],
    ['a clip-path circle of no radius', `<div style="clip-path:circle(0)">${button}</div>`, false],
    [
      'an overflow: clip ancestor whose box holds none of the hint',
      `<div style="width:200px;height:40px;overflow:clip"><div style="margin-left:300px">${button}</div></div>`,
      false,
    ],
    [
      'a partial clip: overflow: hidden cuts off half the hint',
      `<div style="width:30px;height:10px;overflow:hidden">${button}</div>`,
      true,
    ],
    [
      'a partial clip: a clip-path inset that leaves some',
      `<div style="display:inline-block;clip-path:inset(10%)">${button}</div>`,
      true,
    ],
    [
      'overflow: hidden around a hint wholly outside it, which a click scrolls into view',
      `<div style="width:200px;height:40px;overflow:hidden"><div style="margin-left:300px">${button}</div></div>`,
      true,
    ],
    [
      'a fixed layer inside a collapsed panel, which escapes its overflow',
      `<div style="height:0;overflow:hidden"><div style="position:fixed;top:100px;left:100px">${button}</div></div>`,
      true,
    ],
  ])('%s', async (_, markup, visible) => {
    await render(blank, markup);
    const entry = await observeOf(blank, 'c');
    if (visible) expect(entry).not.toHaveProperty('visible');
    else expect(entry).toMatchObject({ visible: false });
    // The pointer agrees: a hint cut away takes no click; one partly clipped does.
    expect((await trialClick(blank, 'c')).takes).toBe(visible);
  });

  // Component libraries keep a control for assistive technology in a visually hidden box: MUI's
  // slider input clips itself; React Aria wraps its radio, checkbox, switch and slider inputs in a
  // 1px box whose clip-path leaves nothing. Chromium keeps them in its tree, and the label or thumb
  // beside them is what a person operates: they stay visible.
  it('keeps visually hidden inputs visible, as Chromium keeps them in its tree', async () => {
    const hidden =
      'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap';
    await render(
      blank,
      `<span style="position:relative;display:inline-block;width:20px;height:20px;background:#888">
         <input type="range" aria-label="Volume" data-semtag-id="mui.volume" data-semtag-role="slider" id="mui.volume" style="${hidden};width:100%;height:100%"></span>
       <label data-semtag-id="aria.double" data-semtag-role="option"><span style="${hidden}">
         <input type="radio" name="bed" data-semtag-id="aria.double.input" data-semtag-role="toggle" id="aria.double.input"></span>
         <span style="display:inline-block;width:14px;height:14px;border:1px solid"></span> Double</label>
       <div style="position:relative;width:120px;height:20px"><div style="position:absolute;left:40px;width:20px;height:20px;background:#888">
         <div style="${hidden}"><input type="range" aria-label="Nights" data-semtag-id="aria.nights" data-semtag-role="slider" id="aria.nights"></div></div></div>`,
    );
    const snapshot = await snapshotOf(blank, { includeHidden: true });
    const visible = Object.fromEntries([...flatEntries(snapshot).values()].map((e) => [e.id, e.visible !== false]));
    expect(visible).toEqual({
      'mui.volume': true,
      'aria.double': true,
      'aria.double.input': true,
      'aria.nights': true,
    });
    const ax = await readAxFacts(blank);
    for (const id of ['mui.volume', 'aria.double.input', 'aria.nights']) {
      expect(ax.get(id)?.ignored, id).toBe(false);
      expect(await blank.locator(`[data-semtag-id="${id}"]`).isVisible(), id).toBe(true);
    }
  });
});
