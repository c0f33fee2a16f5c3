// The umi max template's flows as the states a user reaches. On the Table page (ProTable's CRUD
// example): the list, the search form filled, searched and reset, the new user's modal opened,
// filled, cancelled and submitted, a row's configure wizard through its three steps and closed,
// rows selected with the batch toolbar, and a batch delete. Across the layout's menu: Home, Access.
// The template's drawer (ProDescriptions of a row) is never opened by the template: nothing sets
// its row.

import type { Page } from 'playwright-core';
import type { RealAppFlows } from '../../support/real-apps.js';

const at = (id: string) => `[data-semtag-id='${id}']`;

/** The requests the @umijs/max stand-in answered so far (max.tsx). */
const requests = (page: Page) =>
  page.evaluate(() => (globalThis as { umiMaxRequests?: string[] }).umiMaxRequests?.length ?? 0);

/** Does `act`, then waits until the list was asked for again and the table shows it. */
async function reloadsList(page: Page, act: () => Promise<void>) {
  const before = await requests(page);
  await act();
  await page.waitForFunction(
    (n) => (globalThis as { umiMaxRequests?: string[] }).umiMaxRequests!.slice(n).includes('GET /api/v1/queryUserList'),
    before,
  );
  await page.locator(`${at('users.table')} .ant-spin-spinning`).waitFor({ state: 'detached' });
}

/** Waits until a modal's dialog is shown, or (closed) hidden. */
const dialog = (page: Page, id: string, state: 'visible' | 'hidden') =>
  page.locator(`${at(id)} [role='dialog']`).waitFor({ state });

/** The configure wizard's step `n` (1-based) is the one shown. */
const step = (page: Page, n: number) =>
  page.locator(`${at('users.update.steps')} .ant-steps-item:nth-child(${n}).ant-steps-item-process`).waitFor();

export const flows: RealAppFlows = {
  pages: [
    { state: 'home', observe: ['home.name', 'nav.home'], act: (page) => page.locator(at('home.name')).waitFor() },
    {
      state: 'access',
      observe: ['access.admin'],
      act: async (page) => {
        await page.click(at('nav.access'));
        await page.locator(at('access.admin')).waitFor();
      },
    },
  ],
  users: [
    {
      state: 'list shown',
      observe: ['users.table.item.0', 'users.new'],
      act: async (page) => {
        // A desktop's window, as the template lays out its search form for: at 800 px it shows
        // one field and folds the others away.
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.click(at('nav.table'));
        await page.locator(at('users.table.item.1')).waitFor();
      },
    },
    {
      state: 'query filled',
      observe: ['users.query.name', 'users.query.name.clear'],
      act: async (page) => {
        await page.fill(at('users.query.name'), 'Umi');
        await page.fill(at('users.query.nickname'), 'U');
      },
    },
    {
      // 展开 shows the fields folded away (an <a> without href, drawn by ProTable: not hinted).
      state: 'search expanded',
      observe: ['users.query.gender'],
      act: async (page) => {
        await page.click('.ant-pro-query-filter-collapse-button');
        await page.locator(at('users.query.gender')).waitFor();
      },
    },
    {
      state: 'query searched',
      observe: ['users.query.nickname', 'users.table.item.0'],
      act: (page) => reloadsList(page, () => page.click(at('users.query.submit'))),
    },
    {
      state: 'query reset',
      observe: ['users.query.name'],
      act: (page) => reloadsList(page, () => page.click(at('users.query.reset'))),
    },
    {
      state: 'new user open',
      observe: ['users.new', 'users.new.dialog', 'users.new.name'],
      act: async (page) => {
        await page.click(at('users.new'));
        await dialog(page, 'users.new.dialog', 'visible');
      },
    },
    {
      state: 'new user filled',
      observe: ['users.new.name', 'users.new.nickname'],
      act: async (page) => {
        await page.fill(at('users.new.name'), 'Ada');
        await page.fill(at('users.new.nickname'), 'A');
      },
    },
    {
      state: 'new user cancelled',
      observe: ['users.new'],
      act: async (page) => {
        await page.click(at('users.new.close'));
        await dialog(page, 'users.new.dialog', 'hidden');
      },
    },
    {
      state: 'new user added',
      observe: ['users.table.item.2'],
      act: async (page) => {
        await page.click(at('users.new'));
        await dialog(page, 'users.new.dialog', 'visible');
        await page.fill(at('users.new.name'), 'Ada');
        await page.fill(at('users.new.nickname'), 'A');
        await reloadsList(page, () => page.click(at('users.new.submit')));
        await dialog(page, 'users.new.dialog', 'hidden');
        await page.locator(at('users.table.item.2')).waitFor();
      },
    },
    {
      state: 'configure: basics',
      observe: ['users.update', 'users.update.name', 'users.update.steps'],
      act: async (page) => {
        await page.click(at('users.table.item.0.configure'));
        await dialog(page, 'users.update', 'visible');
        await step(page, 1);
      },
    },
    {
      state: 'configure: rule',
      observe: ['users.update.target', 'users.update.type', 'users.update.previous'],
      act: async (page) => {
        await page.fill(at('users.update.desc'), 'Nightly check');
        await page.click(at('users.update.next'));
        await step(page, 2);
      },
    },
    {
      state: 'configure: schedule',
      observe: ['users.update.time', 'users.update.frequency', 'users.update.next'],
      act: async (page) => {
        await page.click(at('users.update.next'));
        await step(page, 3);
      },
    },
    {
      state: 'configure closed',
      observe: ['users.table.item.0.configure'],
      act: async (page) => {
        await page.click(at('users.update.close'));
        await page.locator(at('users.update')).waitFor({ state: 'detached' });
      },
    },
    {
      state: 'one row selected',
      observe: ['users.table.item.1.select', 'users.batch.count', 'users.batch.delete'],
      act: async (page) => {
        await page.check(at('users.table.item.1.select'));
        await page.locator(at('users.batch')).waitFor();
      },
    },
    {
      state: 'all rows selected',
      observe: ['users.table.select-all', 'users.batch.count'],
      act: async (page) => {
        await page.check(at('users.table.select-all'));
        await page.locator(`${at('users.batch.count')}:text-is("3")`).waitFor();
      },
    },
    {
      // The template deletes the first selected row with a truthy id: Fish (id 1), not Umi (id 0).
      state: 'batch deleted',
      observe: ['users.table.item.2', 'users.table.select-all'],
      act: async (page) => {
        await reloadsList(page, () => page.click(at('users.batch.delete')));
        await page.locator(at('users.batch')).waitFor({ state: 'detached' });
        await page.locator(at('users.table.item.1')).waitFor({ state: 'detached' });
      },
    },
  ],
};
