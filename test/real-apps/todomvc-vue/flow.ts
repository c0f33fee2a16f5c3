// TodoMVC's flow as the states a user reaches: an empty list, three todos added, one completed, the
// Active and Completed filters, one edited in place, the completed ones cleared, one removed.

import type { Page } from 'playwright-core';
import type { RealAppFlows } from '../../support/real-apps.js';

const at = (id: string) => `[data-semtag-id='${id}']`;

async function add(page: Page, title: string) {
  await page.fill(at('todos.new'), title);
  await page.press(at('todos.new'), 'Enter');
  await page.locator(`${at('todos.list')} label`, { hasText: title }).waitFor();
}

/** Follows a filter link and waits until the list shows `count` items. */
async function show(page: Page, filter: string, count: number) {
  await page.click(at(`todos.filter.${filter}`));
  await page.locator(`${at(`todos.filter.${filter}`)}.selected`).waitFor();
  await page
    .locator(`${at('todos.list')} > li`)
    .nth(count)
    .waitFor({ state: 'detached' });
}

export const flows: RealAppFlows = {
  todos: [
    {
      state: 'no todos',
      observe: ['todos.new'],
      act: async (page) => {
        // The app keeps its todos in localStorage: each walk starts from none.
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await page.locator(at('todos.new')).waitFor();
      },
    },
    {
      state: 'three todos',
      observe: ['todos.left', 'todos.list.item.1.done', 'todos.clear'],
      act: async (page) => {
        for (const title of ['Buy milk', 'Write report', 'Call Ada']) await add(page, title);
      },
    },
    {
      state: 'one completed',
      observe: ['todos.list.item.0.done', 'todos.left', 'todos.clear'],
      act: async (page) => {
        await page.check(at('todos.list.item.0.done'));
        await page.locator(at('todos.clear')).waitFor();
      },
    },
    { state: 'active shown', observe: ['todos.filter.active'], act: (page) => show(page, 'active', 2) },
    { state: 'completed shown', observe: ['todos.filter.completed'], act: (page) => show(page, 'completed', 1) },
    {
      state: 'editing a todo',
      observe: ['todos.list.item.1.edit'],
      act: async (page) => {
        await show(page, 'all', 3);
        await page.dblclick(at('todos.list.item.1.title'));
        await page.locator(`${at('todos.list')} li.editing`).waitFor();
        await page.fill(at('todos.list.item.1.edit'), 'Write the report');
      },
    },
    {
      state: 'edited',
      observe: ['todos.list.item.1.title'],
      act: async (page) => {
        await page.press(at('todos.list.item.1.edit'), 'Enter');
        await page.locator(`${at('todos.list')} li.editing`).waitFor({ state: 'detached' });
      },
    },
    {
      state: 'completed cleared',
      observe: ['todos.left'],
      act: async (page) => {
        await page.click(at('todos.clear'));
        await page
          .locator(`${at('todos.list')} > li`)
          .nth(2)
          .waitFor({ state: 'detached' });
      },
    },
    {
      state: 'one removed',
      observe: ['todos.left'],
      act: async (page) => {
        await page.hover(at('todos.list.item.0.title'));
        await page.click(at('todos.list.item.0.remove'));
        await page
          .locator(`${at('todos.list')} > li`)
          .nth(1)
          .waitFor({ state: 'detached' });
      },
    },
  ],
};
