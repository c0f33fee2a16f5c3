// The Quasar app's flows as the states a user reaches: at a desktop's width the drawer shown beside
// the page, hidden and shown again by the menu button, the second page and back; at a phone's width
// the drawer hidden, opened over the page (Quasar's backdrop behind it) and closed by a tap on the
// backdrop; a route the app does not know, its 404 page, and home from there.

import type { Page } from 'playwright-core';
import type { RealAppFlows } from '../../support/real-apps.js';

const at = (id: string) => `[data-semtag-id='${id}']`;

/** Waits until Quasar's transitions (the drawer sliding, its backdrop fading) have run out. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

/** Where a flow starts: the start page at a width. */
const startAt = (width: number) => ({ viewport: { width, height: 800 } });

/** Waits for the app and its drawer to be laid out. */
async function started(page: Page, drawer: 'open' | 'closed') {
  await page.locator(at('index.page')).waitFor();
  await drawerIs(page, drawer);
}

/**
 * Waits until the drawer is `state` and shown or hidden so, its transition done. The state
 * attribute changes a render before Quasar shows or hides the drawer: both are waited for.
 */
async function drawerIs(page: Page, state: 'open' | 'closed') {
  const drawer = page.locator(`${at('layout.drawer')}[data-semtag-state='${state}']`);
  await drawer.waitFor({ state: state === 'open' ? 'visible' : 'hidden' });
  await settled(page);
}

/** Clicks the menu button and waits until the drawer is `state`. */
async function toggleDrawer(page: Page, state: 'open' | 'closed') {
  await page.click(at('layout.menu'));
  await drawerIs(page, state);
}

/** Follows a routing button and waits for the page region it leads to. */
async function follow(page: Page, id: string, region: string) {
  await page.click(at(id));
  await page.locator(at(region)).waitFor();
  await settled(page);
}

export const flows: RealAppFlows = {
  wide: [
    {
      state: 'index, drawer beside',
      observe: ['layout.menu', 'layout.drawer', 'layout.links.item.docs'],
      start: startAt(1280),
      act: (page) => started(page, 'open'),
    },
    {
      state: 'drawer hidden',
      observe: ['layout.menu', 'layout.drawer', 'layout.links.item.docs'],
      act: (page) => toggleDrawer(page, 'closed'),
    },
    {
      state: 'drawer shown again',
      observe: ['layout.menu', 'layout.links.item.github'],
      act: (page) => toggleDrawer(page, 'open'),
    },
    {
      state: 'second page',
      observe: ['second.index', 'layout.drawer'],
      act: (page) => follow(page, 'index.second', 'second.page'),
    },
    { state: 'index again', observe: ['index.second'], act: (page) => follow(page, 'second.index', 'index.page') },
  ],
  narrow: [
    {
      state: 'index on a phone',
      observe: ['layout.menu', 'layout.drawer', 'index.second'],
      start: startAt(375),
      act: (page) => started(page, 'closed'),
    },
    {
      state: 'drawer over the page on a phone',
      observe: ['layout.menu', 'layout.links.item.forum', 'index.second'],
      act: (page) => toggleDrawer(page, 'open'),
    },
    {
      state: 'drawer closed by its backdrop on a phone',
      observe: ['layout.menu', 'layout.drawer'],
      act: async (page) => {
        // The backdrop covers the page beside the drawer: a tap there closes it.
        await page.mouse.click(350, 400);
        await drawerIs(page, 'closed');
      },
    },
    {
      state: 'second page on a phone',
      observe: ['second.index'],
      act: (page) => follow(page, 'index.second', 'second.page'),
    },
  ],
  'not found': [
    {
      state: 'a route the app does not know',
      observe: ['not-found.home'],
      act: async (page) => {
        await page.evaluate(() => (location.hash = '#/no-such-page'));
        await page.locator(at('not-found.page')).waitFor();
      },
    },
    {
      state: 'home from the 404 page',
      observe: ['index.second', 'layout.menu'],
      act: (page) => follow(page, 'not-found.home', 'index.page'),
    },
  ],
};
