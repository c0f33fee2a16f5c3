// The session's page handles on real tabs: one per tab, kept across navigations (what the agent was
// told stays with the tab), touched when the tab opens or navigates, let go when it closes.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PageHandles } from '../../src/browser/page-handles.js';
import { connectTestBrowser } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';

let browser: TestBrowser;
beforeAll(async () => {
  browser = await connectTestBrowser();
});
afterAll(async () => {
  await browser.close();
});

const newSentRecord = () => ({ said: [] as string[] });

describe('PageHandles', () => {
  it('gives one handle per tab, each with its own sent record, kept across a navigation', async () => {
    const handles = new PageHandles(false, newSentRecord);
    const first = await browser.newPage();
    const second = await browser.newPage();
    const handle = handles.of(first);
    handle.sent.said.push('checkout.submit');
    expect(handles.of(first)).toBe(handle);
    expect(handles.of(second)).not.toBe(handle);
    expect(handles.of(second).sent.said).toEqual([]);

    const before = Date.now();
    expect(handle.seenAt).toBe(0);
    await first.goto(`${inject('fixtureOrigin')}/fixtures/companion.html`);
    expect(handle.seenAt).toBeGreaterThanOrEqual(before);
    expect(handles.of(first)).toBe(handle);
    expect(handle.sent.said).toEqual(['checkout.submit']);
    // The world follows the new document: the page code answers in it.
    expect((await handle.world.call('snapshot', {})).ok).toBe(true);
    await first.close();
    await second.close();
  });

  it('touches a tab opened after the watch began, and lets a closed tab go', async () => {
    const handles = new PageHandles(false, newSentRecord);
    await handles.watch([browser.context]);
    const before = Date.now();
    const page = await browser.newPage();
    const handle = handles.of(page);
    expect(handle.seenAt).toBeGreaterThanOrEqual(before);

    // Listeners run in the order they were added: the set's own ran before this one resolves.
    const closed = new Promise((resolve) => page.once('close', resolve));
    await page.close();
    await closed;
    const again = handles.of(page);
    expect(again).not.toBe(handle);
    expect(again.seenAt).toBe(0);
  });
});
