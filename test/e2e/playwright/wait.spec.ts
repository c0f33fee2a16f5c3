// A "changed" wait begun after the change it waits for: the fixture's error names that likely cause.

import { expect, test } from '../../../src/playwright/index.js';

const shop = process.env['HINTS_SHOP_URL']!;

test('a "changed" wait begun after the change says to observe before the action', async ({ page, hints }) => {
  await page.goto(`${shop}/products/aurora`);
  await page.locator("[data-semtag-id='product.add']").click();
  // The count has changed before the wait begins, and the test never observed it before.
  await expect(page.locator("[data-semtag-id='header.cart.count']")).toHaveText('1');
  const error = await hints.observe('header.cart.count', { until: 'changed', timeoutMs: 200 }).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toContain('header.cart.count did not become "changed" within 200 ms');
  expect((error as Error).message).toContain('No earlier state of "header.cart.count" was known');
  expect((error as Error).message).toContain('Observe the id before the action, then wait with until: "changed".');
});
