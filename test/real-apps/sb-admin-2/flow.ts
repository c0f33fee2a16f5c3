// SB Admin 2's main flow as the states a user reaches, each from the one before: the flow test
// checks the truth in each, the suggestion bench measures the review's suggestions in each.

import type { Page } from 'playwright-core';
import type { RealAppFlows } from '../../support/real-apps.js';

const at = (id: string) => `[data-semtag-id='${id}']`;

/** Clicks hint `id` and waits for the page it leads to. */
async function follow(page: Page, id: string, file: string) {
  await Promise.all([page.waitForURL(`**/${file}`), page.click(at(id))]);
  await page.waitForLoadState('load');
}

/** Waits until Bootstrap has finished showing (or hiding) hint `id`: its transition class is gone. */
const settled = (page: Page, id: string, shown: boolean) =>
  page
    .locator(`${at(id)}${shown ? '.show' : ':not(.show)'}:not(.collapsing)`)
    .waitFor({ state: shown ? 'visible' : 'attached' });

const clickUntilShown = async (page: Page, id: string, shown: string) => {
  await page.click(at(id));
  await settled(page, shown, true);
};

export const flows: RealAppFlows = {
  login: [
    { state: 'login', observe: ['login.email', 'login.remember'] },
    {
      state: 'login filled',
      observe: ['login.email', 'login.password', 'login.remember'],
      act: async (page) => {
        await page.fill(at('login.email'), 'ada@example.com');
        await page.fill(at('login.password'), 'correct horse');
        // The checkbox is drawn by its label, over the input.
        await page.click("label[for='customCheck']");
      },
    },
    {
      state: 'dashboard',
      observe: ['dashboard.earnings.monthly', 'sidebar.components'],
      act: (page) => follow(page, 'login.submit', 'index.html'),
    },
  ],
  register: [
    {
      state: 'register',
      observe: ['register.email', 'register.password'],
      act: (page) => follow(page, 'login.register', 'register.html'),
    },
    {
      state: 'register filled',
      observe: ['register.first-name', 'register.password', 'register.password-again'],
      act: async (page) => {
        await page.fill(at('register.first-name'), 'Ada');
        await page.fill(at('register.last-name'), 'Lovelace');
        await page.fill(at('register.email'), 'ada@example.com');
        await page.fill(at('register.password'), 'correct horse');
        await page.fill(at('register.password-again'), 'correct horse');
      },
    },
  ],
  cards: [
    {
      state: 'cards',
      observe: ['cards.collapsible', 'cards.collapsible.body', 'sidebar.components'],
      act: async (page) => {
        await follow(page, 'login.submit', 'index.html');
        await clickUntilShown(page, 'sidebar.components', 'sidebar.components.menu');
        await follow(page, 'sidebar.components.cards', 'cards.html');
      },
    },
    {
      state: 'card collapsed',
      observe: ['cards.collapsible', 'cards.collapsible.body'],
      act: async (page) => {
        await page.click(at('cards.collapsible'));
        await settled(page, 'cards.collapsible.body', false);
      },
    },
    {
      state: 'card menu open',
      observe: ['cards.menu', 'cards.menu.list'],
      act: (page) => clickUntilShown(page, 'cards.menu', 'cards.menu.list'),
    },
  ],
  dashboard: [
    { state: 'dashboard', act: (page) => follow(page, 'login.submit', 'index.html') },
    {
      state: 'sidebar section open',
      observe: ['sidebar.components', 'sidebar.components.cards'],
      act: (page) => clickUntilShown(page, 'sidebar.components', 'sidebar.components.menu'),
    },
    {
      state: 'alerts menu open',
      observe: ['topbar.alerts', 'topbar.alerts.all'],
      act: (page) => clickUntilShown(page, 'topbar.alerts', 'topbar.alerts.menu'),
    },
    {
      state: 'user menu open',
      observe: ['topbar.user', 'topbar.user.logout'],
      act: (page) => clickUntilShown(page, 'topbar.user', 'topbar.user.menu'),
    },
    {
      state: 'logout dialog open',
      observe: ['logout.cancel', 'dashboard.report'],
      act: async (page) => {
        await clickUntilShown(page, 'topbar.user.logout', 'logout.dialog');
        await page.locator('.modal-backdrop.show').waitFor();
      },
    },
    {
      state: 'logout dialog cancelled',
      observe: ['dashboard.report', 'topbar.user'],
      act: async (page) => {
        await page.click(at('logout.cancel'));
        await page.locator(at('logout.dialog')).waitFor({ state: 'hidden' });
      },
    },
    { state: 'sidebar collapsed', observe: ['sidebar.components'], act: (page) => page.click(at('sidebar.collapse')) },
  ],
  narrow: [
    {
      state: 'dashboard on a phone',
      observe: ['sidebar.toggle', 'topbar.search', 'topbar.find'],
      act: async (page) => {
        await page.setViewportSize({ width: 375, height: 740 });
        await follow(page, 'login.submit', 'index.html');
      },
    },
    {
      state: 'search menu open on a phone',
      observe: ['topbar.find', 'topbar.find.input'],
      act: (page) => clickUntilShown(page, 'topbar.find', 'topbar.find.menu'),
    },
    {
      state: 'sidebar narrowed on a phone',
      observe: ['sidebar.dashboard', 'sidebar.components'],
      act: async (page) => {
        await page.click(at('sidebar.toggle'));
        await page.locator('.sidebar.toggled').waitFor({ state: 'attached' });
      },
    },
  ],
  staff: [
    {
      state: 'staff table',
      observe: ['staff.shown', 'staff.length', 'staff.table.item.airi-satou.office'],
      act: async (page) => {
        await follow(page, 'login.submit', 'index.html');
        await follow(page, 'sidebar.tables', 'tables.html');
      },
    },
    {
      state: 'staff searched',
      observe: ['staff.search', 'staff.shown'],
      act: (page) => page.fill(at('staff.search'), 'London'),
    },
    {
      state: 'staff sorted by age',
      observe: ['staff.sort.age'],
      act: async (page) => {
        await page.click(at('staff.sort.age'));
        await page.locator(`${at('staff.sort.age')}[aria-sort='ascending']`).waitFor();
      },
    },
    {
      state: 'staff page 2',
      observe: ['staff.page.previous', 'staff.shown'],
      act: async (page) => {
        await page.fill(at('staff.search'), '');
        await page.click(at('staff.page.next'));
        await page.locator('.paginate_button.active', { hasText: '2' }).waitFor();
      },
    },
    {
      state: 'staff 25 a page',
      observe: ['staff.length', 'staff.shown'],
      act: async (page) => {
        await page.selectOption(at('staff.length'), '25');
      },
    },
  ],
};
