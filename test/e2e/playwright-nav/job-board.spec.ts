// A team's test of the job board (test/source-apps/react-swc): it clicks the button that moves to
// the form by script, which only this click tells from an action.

import { expect, test } from '../../../src/playwright/index.js';

test('posting a job opens its form', async ({ page }) => {
  await page.goto(process.env['HINTS_APP_URL']!);
  await page.getByRole('button', { name: 'Post a job' }).click();
  await expect(page.getByRole('heading', { name: 'Post a job' })).toBeVisible();
});
