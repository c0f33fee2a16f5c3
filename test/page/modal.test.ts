/// <reference lib="dom" />
// Modal layers: what a page leaves in use while a dialog, menu or list is open over it, and how the
// snapshot states it (references/hint-design.md "Under a modal" and "`enabled`").

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../src/page/types.js';
import { connectTestBrowser, flatEntries, observeOf, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { testUrl, unfold } from './helpers.js';

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
