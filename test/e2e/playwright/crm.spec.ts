// The CRM fixture app (test/apps/crm): client-side routing with history.pushState, so each
// screen after the first is reached without a page load, and a modal dialog.

import { expect, test } from '../../../src/playwright/index.js';

const dashboard = process.env['HINTS_APP_URL']!;
const target = (id: string) => `[data-semtag-id='${id}']`;

test('the customers list, filtered to one tier', async ({ page, hints }) => {
  await page.goto(dashboard);
  await page.locator(target('nav.customers')).click();
  await expect(page).toHaveURL(/\/apps\/crm\/customers$/);
  expect((await hints.snapshot()).screen).toBe('customers.page');
  const [all] = await hints.observe('customers.count');
  await page.locator(target('customers.filters.tier')).selectOption('Gold');
  const [gold] = await hints.observe('customers.count', { until: 'changed' });
  expect(gold).not.toEqual(all);
  await expect(page).toHaveNoHintGaps({ minCoverage: 100 });
});

test('an order, its ship dialog open', async ({ page, hints }) => {
  await page.goto(dashboard);
  await page.locator(target('nav.orders')).click();
  await page.locator(target('orders.list.item.1040')).click();
  await expect(page).toHaveURL(/\/apps\/crm\/orders\/1040$/);
  await page.locator(target('order.ship')).click();
  await hints.observe('ship.dialog', { until: 'present' });
  await expect(page).toHaveNoHintGaps({ scope: 'ship.dialog' });
});
