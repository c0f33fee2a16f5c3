// The example shop, checked with the fixture and the matcher: each test's page states are also
// reviewed as the test leaves them (hintReview is on in the config).

import { expect, test } from '../../../src/playwright/index.js';

const shop = process.env['HINTS_SHOP_URL']!;
const target = (id: string) => `[data-semtag-id='${id}']`;

test('the home page, then the product list through the navigation', async ({ page, hints }) => {
  await page.goto(`${shop}/`);
  await expect(page).toHaveNoHintGaps();
  await page.locator(target('nav.products')).click();
  await expect(page).toHaveURL(`${shop}/products`);
  expect((await hints.snapshot()).screen).toBe('products.page');
  await expect(page).toHaveNoHintGaps({ minCoverage: 100 });
});

test('a product page, added to the cart', async ({ page, hints }) => {
  await page.goto(`${shop}/products/aurora`);
  const [before] = await hints.observe('header.cart.count');
  await page.locator(target('product.add')).click();
  const [after] = await hints.observe('header.cart.count', { until: 'changed' });
  expect(after).not.toEqual(before);
  const review = await hints.review({ suggest: true });
  expect(review).toMatchObject({ url: `${shop}/products/aurora`, total: 0, coverage: 100 });
  // Suggestions come with it, for what could be hinted beyond the gaps.
  expect(review.suggestions).toBeInstanceOf(Array);
});

test('the cart, then the checkout', async ({ page }) => {
  await page.goto(`${shop}/cart`);
  await expect(page).toHaveNoHintGaps({ failOn: ['unhinted', 'duplicateId'], minCoverage: 100 });
  await page.goto(`${shop}/checkout`);
  await expect(page).toHaveNoHintGaps();
});

test('the account page, its advanced settings open', async ({ page, hints }) => {
  await page.goto(`${shop}/account`);
  await page.locator(target('account.advanced.toggle')).click();
  const [toggle] = await hints.observe('account.advanced.toggle', { until: { value: true } });
  expect(toggle).toMatchObject({ role: 'toggle', value: true });
  await expect(page).toHaveNoHintGaps();
});
