// react-admin's books admin as the states a user reaches: the list, the sidebar narrowed, the
// languages menu and the app in French, the dark theme, a column sorted, the second page, rows
// selected and the bulk actions, a book's delete confirmed after a cancel, a bulk delete undone;
// the list filtered by century in its aside; a book's edit form changed and saved; and at a
// phone's width, the sidebar as a drawer over the page, opened and closed.

import type { Page } from 'playwright-core';
import { settled } from '../../support/real-apps.js';
import type { FlowStep, RealAppFlows } from '../../support/real-apps.js';

const at = (id: string) => `[data-semtag-id='${id}']`;
const row = (id: number, part: string) => at(`list.rows.item.${id}.${part}`);

/** Waits until the list shows `count` rows. */
async function rows(page: Page, count: number) {
  await page.waitForFunction(([selector, n]) => document.querySelector(selector)?.children.length === n, [
    at('list.rows'),
    count,
  ] as const);
}

/** Steps whose act ends once the page has settled. */
const settling = (steps: FlowStep[]): FlowStep[] =>
  steps.map((step) => ({
    ...step,
    act: async (page: Page) => {
      await step.act?.(page);
      await settled(page);
    },
  }));

/** Waits until the notification says `text`, and holds it open: Snackbar waits while the pointer is on it. */
async function notified(page: Page, text: string) {
  await page.locator(at('notification'), { hasText: text }).waitFor();
  await page.hover(at('notification'));
}

/** Waits until the notification has gone (its exit transition over). */
async function unnotified(page: Page) {
  await page.mouse.move(0, 400);
  await page.locator(at('notification')).waitFor({ state: 'detached' });
}

const listed: FlowStep = {
  state: 'books listed',
  observe: ['list.pagination.shown', 'layout.menu-toggle', 'list.rows.item.1.select'],
  act: async (page) => {
    // A desktop's width: below MUI's md breakpoint the pagination has no page numbers.
    await page.setViewportSize({ width: 1280, height: 800 });
    await rows(page, 10);
  },
};

export const flows: RealAppFlows = {
  layout: settling([
    listed,
    {
      state: 'skip link focused',
      observe: ['layout.skip-to-content'],
      act: async (page) => {
        // Shown only while focused: the first Tab from the page reaches it.
        await page.keyboard.press('Tab');
        await page.locator(`${at('layout.skip-to-content')}:focus`).waitFor();
      },
    },
    {
      state: 'sidebar narrowed',
      observe: ['layout.menu-toggle', 'layout.menu.books'],
      act: async (page) => {
        // The skip link, followed, takes the focus to the content and hides (it lay over the menu button).
        await page.keyboard.press('Enter');
        await page.locator(`${at('layout.skip-to-content')}:focus`).waitFor({ state: 'detached' });
        await page.click(at('layout.menu-toggle'));
        await page.locator(`${at('layout.menu-toggle')}[aria-expanded='false']`).waitFor();
      },
    },
    {
      state: 'languages open',
      observe: ['layout.locales', 'layout.locales.en', 'layout.locales.fr'],
      act: async (page) => {
        await page.click(at('layout.locales'));
        await page.locator(at('layout.locales.fr')).waitFor();
      },
    },
    {
      state: 'in French',
      observe: ['layout.locales', 'list.export', 'list.pagination.shown'],
      act: async (page) => {
        await page.click(at('layout.locales.fr'));
        await page.locator(at('list.export'), { hasText: 'Exporter' }).waitFor();
        await page.locator(at('layout.locales.fr')).waitFor({ state: 'hidden' });
      },
    },
    {
      state: 'dark theme',
      observe: ['layout.theme'],
      act: async (page) => {
        await page.click(at('layout.locales'));
        await page.click(at('layout.locales.en'));
        await page.locator(at('list.export'), { hasText: 'Export' }).waitFor();
        await page.locator(at('layout.locales.en')).waitFor({ state: 'hidden' });
        await page.click(at('layout.theme'));
        await page.locator(`${at('layout.theme')}[aria-pressed='true']`).waitFor();
      },
    },
  ]),
  list: settling([
    listed,
    {
      state: 'sorted by title',
      observe: ['list.sort.title', 'list.rows.item.10.select'],
      act: async (page) => {
        await page.click(at('list.sort.title'));
        // "A Catcher in the Rye" (10) comes first.
        await page.locator(`${at('list.rows')} > tr:first-child ${row(10, 'select')}`).waitFor();
      },
    },
    {
      state: 'second page',
      observe: ['list.pagination.shown', 'list.pagination.page-2', 'list.pagination.next'],
      act: async (page) => {
        await page.click(at('list.pagination.page-2'));
        await rows(page, 1);
      },
    },
    {
      state: 'two selected',
      observe: ['list.bulk.count', 'list.rows.item.10.select', 'list.rows.item.5.select'],
      act: async (page) => {
        await page.click(at('list.pagination.page-1'));
        await rows(page, 10);
        await page.check(row(10, 'select'));
        await page.check(row(5, 'select'));
        await page.locator(at('list.bulk.count'), { hasText: '2 items selected' }).waitFor();
      },
    },
    {
      state: 'page selected',
      observe: ['list.select-page', 'list.bulk.count', 'list.bulk.select-all'],
      act: async (page) => {
        await page.check(at('list.select-page'));
        await page.locator(at('list.bulk.count'), { hasText: '10 items selected' }).waitFor();
      },
    },
    {
      state: 'all selected',
      observe: ['list.bulk.count', 'list.rows.item.3.select'],
      act: async (page) => {
        await page.click(at('list.bulk.select-all'));
        await page.locator(at('list.bulk.count'), { hasText: '11 items selected' }).waitFor();
      },
    },
    {
      state: 'selection cleared',
      observe: ['list.bulk.count', 'list.select-page'],
      act: async (page) => {
        await page.click(at('list.bulk.unselect'));
        await page.locator(`${at('list.select-page')}:not(:checked)`).waitFor();
        await page.locator('.RaBulkActionsToolbar-collapsed').waitFor({ state: 'attached' });
      },
    },
    {
      state: 'delete asked',
      observe: ['confirm', 'confirm.confirm'],
      act: async (page) => {
        await page.click(row(3, 'delete'));
        await page.locator(at('confirm.confirm')).waitFor();
      },
    },
    {
      state: 'delete cancelled',
      observe: ['list.rows.item.3.delete'],
      act: async (page) => {
        await page.click(at('confirm.cancel'));
        await page.locator(at('confirm')).waitFor({ state: 'detached' });
      },
    },
    {
      state: 'book deleted',
      observe: ['notification', 'list.pagination.shown'],
      act: async (page) => {
        await page.click(row(3, 'delete'));
        await page.click(at('confirm.confirm'));
        await page.locator(at('confirm')).waitFor({ state: 'detached' });
        await page.locator(row(3, 'delete')).waitFor({ state: 'detached' });
        await notified(page, 'Element deleted');
      },
    },
    {
      state: 'bulk delete to undo',
      observe: ['notification', 'notification.undo', 'list.pagination.shown'],
      timed: 'the next step clicks the notification, which hides itself after four seconds',
      act: async (page) => {
        await unnotified(page);
        await page.check(row(11, 'select'));
        await page.click(at('list.bulk.delete'));
        await page.locator(row(11, 'select')).waitFor({ state: 'detached' });
        await page.locator(at('notification.undo')).waitFor();
        await notified(page, 'Element deleted');
      },
    },
    {
      state: 'bulk delete undone',
      observe: ['list.rows.item.11.select', 'list.pagination.shown'],
      act: async (page) => {
        await page.click(at('notification.undo'));
        await page.locator(row(11, 'select')).waitFor();
        await unnotified(page);
      },
    },
  ]),
  filters: settling([
    {
      state: 'books and their filters',
      observe: ['list.filter.20th', 'list.pagination.shown'],
      start: { page: 'index.html?story=filters', viewport: { width: 1280, height: 800 } },
      act: (page) => rows(page, 10),
    },
    {
      state: '20th century',
      observe: ['list.filter.20th', 'list.filter.20th.clear', 'list.pagination.shown'],
      act: async (page) => {
        await page.click(at('list.filter.20th'));
        await rows(page, 6);
      },
    },
    {
      state: '19th century',
      observe: ['list.filter.20th', 'list.filter.19th', 'list.pagination.shown'],
      act: async (page) => {
        await page.click(at('list.filter.19th'));
        await rows(page, 5);
      },
    },
    {
      state: 'filter cleared',
      observe: ['list.filter.19th', 'list.pagination.shown'],
      act: async (page) => {
        await page.click(at('list.filter.19th.clear'));
        await rows(page, 10);
      },
    },
  ]),
  edit: settling([
    {
      state: 'book edit',
      observe: ['form.title', 'form.year', 'form.save'],
      start: { page: 'index.html?story=edit' },
      act: (page) => page.locator(`${at('form.title')}[value='War and Peace']`).waitFor(),
    },
    {
      state: 'book edited',
      observe: ['form.title', 'form.year', 'form.save'],
      act: async (page) => {
        await page.fill(at('form.title'), 'War and Peace (1869)');
        await page.fill(at('form.year'), '1870');
        await page.locator(`${at('form.save')}:enabled`).waitFor();
      },
    },
    {
      state: 'book saved',
      observe: ['form.title', 'form.save'],
      act: async (page) => {
        await page.click(at('form.save'));
        await page.locator(`${at('form.save')}:disabled`).waitFor();
      },
    },
  ]),
  phone: settling([
    {
      state: 'books on a phone',
      observe: ['layout.menu-toggle', 'list.export'],
      start: { viewport: { width: 375, height: 740 } },
      act: (page) => rows(page, 10),
    },
    {
      state: 'drawer open on a phone',
      observe: ['layout.menu-toggle', 'layout.sidebar', 'layout.menu.books'],
      act: async (page) => {
        await page.click(at('layout.menu-toggle'));
        await page.locator(`${at('layout.sidebar')}[data-semtag-state='open']`).waitFor();
      },
    },
    {
      state: 'drawer closed on a phone',
      observe: ['layout.menu-toggle'],
      act: async (page) => {
        await page.keyboard.press('Escape');
        await page.locator(at('layout.sidebar')).waitFor({ state: 'detached' });
      },
    },
  ]),
};
