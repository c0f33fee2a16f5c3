// An app renders after its load event (a lazy route's page, the data it fetches), so the CLI's
// readers (review, crawl, hint) read a page once its network has gone quiet: Playwright's
// `networkidle`, no request for 500 ms. A page that never goes quiet (polling, a beacon) is read
// when the wait runs out, so that a crawl of such an app is not held for the whole time limit per page.

import type { Page } from 'playwright-core';

/** The longest wait for quiet after the load event. */
export const QUIET_WAIT_MS = 10_000;

export async function networkQuiet(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: Math.min(timeoutMs, QUIET_WAIT_MS) }).catch(() => undefined);
}
