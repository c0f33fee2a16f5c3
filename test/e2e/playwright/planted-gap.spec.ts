// Gaps planted on purpose in the example shop: an unhinted button the matcher must catch, and one
// no test asserts on, which only the automatic review and the reporter's gate can catch.

import { expect, test } from '../../../src/playwright/index.js';

const shop = process.env['HINTS_SHOP_URL']!;

/** Adds a visible button with no hint at the end of the page's main content. */
async function plantButton(page: import('@playwright/test').Page, label: string): Promise<void> {
  await page.locator('main').evaluate((main, text) => {
    const button = document.createElement('button');
    button.className = 'planted';
    button.textContent = text;
    main.append(button);
  }, label);
}

test('a planted gap no test asserts on fails the gate', async ({ page }) => {
  await page.goto(`${shop}/cart`);
  await plantButton(page, 'Free gift');
});

// Last: a failed test ends its worker, so the other test runs first in the same worker and browser.
test('a planted gap fails the matcher', async ({ page }) => {
  await page.goto(`${shop}/products`);
  await plantButton(page, 'Claim your offer');
  await expect(page).toHaveNoHintGaps();
});
