// The component-library fixture app works as its README says: the scripted flow, step by step,
// driven with real clicks and read back through the in-page API.

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { connectTestBrowser, observeOf, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { fixtureAppUrl } from '../support/test-env.js';

let browser: TestBrowser;
let page: Page;
beforeAll(async () => {
  browser = await connectTestBrowser();
  page = await browser.newPage(await fixtureAppUrl('components'));
});
afterAll(async () => browser.close());

const hint = (id: string) => page.locator(`[data-semtag-id='${id}']`);
const stateOf = async (id: string) => (await observeOf(page, id)).state;
const valueOf = async (id: string) => (await observeOf(page, id)).value;
const rowKeys = async (collection: string) =>
  (await snapshotOf(page)).collections?.find((c) => c.id === collection)?.items.map((row) => row[0]);

it('runs the README flow: filter, pick, favourite, create in a dialog, switch tab, delete from a menu, expand help', async () => {
  expect(await rowKeys('templates.grid')).toEqual(['modern', 'minimal', 'bold', 'paper']);

  await hint('templates.category').click();
  await hint('templates.category.pitch').click();
  expect(await rowKeys('templates.grid')).toEqual(['modern', 'bold']);
  expect(await valueOf('templates.category')).toBe('Pitch');

  await hint('templates.grid.item.bold').click();
  expect(await stateOf('templates.grid.item.bold')).toBe('selected');
  await expect(hint('templates.grid.item.bold.selected').count()).resolves.toBe(1);

  await hint('templates.grid.item.bold.favorite').click();
  expect(await stateOf('templates.grid.item.bold.favorite')).toBe('favorited');
  expect(await valueOf('favorites.count')).toBe('2 favourites');

  await expect(hint('create.dialog').count()).resolves.toBe(0);
  await hint('templates.use').click();
  expect((await observeOf(page, 'create.dialog')).name).toBe('New deck from Bold');
  expect((await observeOf(page, 'create.dialog.submit')).enabled).toBe(false);
  await hint('create.dialog.name').fill('Q3 review');
  expect(await valueOf('create.dialog.name')).toBe('Q3 review');
  await hint('create.dialog.submit').click();
  expect(await valueOf('status')).toBe('Created “Q3 review” from Bold.');
  await expect(hint('create.dialog').count()).resolves.toBe(0);

  await hint('tabs.decks').click();
  expect(await stateOf('tabs.decks')).toBe('selected');
  expect(await rowKeys('decks.list')).toEqual(['deck-1', 'deck-2', 'deck-3']);
  expect(await valueOf('decks.list.item.deck-3.name')).toBe('Q3 review');

  await hint('decks.list.item.deck-1.menu').click();
  await hint('deck.menu.delete').click();
  expect(await rowKeys('decks.list')).toEqual(['deck-2', 'deck-3']);
  expect(await valueOf('status')).toBe('Deleted “Weekly sync”.');

  await hint('tabs.help').click();
  expect(await valueOf('help.formats')).toBe(false);
  await hint('help.formats').click();
  expect(await valueOf('help.formats')).toBe(true);
  expect(await valueOf('help.formats.answer')).toBe('PDF and PNG, one file per slide.');
});
