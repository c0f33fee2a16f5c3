// Test access to the shared Chromium: a private context per test file, and the in-page API.

import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { worldOf } from '../../harness/page-world.js';
import type { HintEntry, PageResult, Snapshot, SnapshotArgs } from '../../src/page/types.js';
import { workerCdpUrl } from './test-env.js';

export interface TestBrowser {
  browser: Browser;
  context: BrowserContext;
  newPage(url?: string): Promise<Page>;
  /**
   * A new document at `url` (the fixture by default) in one tab the file keeps, for a test that
   * needs a fresh page but not a fresh tab: a navigation costs about a third of the browser's CPU
   * for a new tab. The document, its isolated world and everything in the page are new; what the
   * tab's Page object holds (routes, init scripts, viewport, listeners) stays, so a test that sets
   * any of those opens its own tab with newPage. The same tab every call: never close it.
   */
  fresh(url?: string): Promise<Page>;
  close(): Promise<void>;
}

/** The URL without its fragment. */
const unhashed = (url: string): string => url.split('#')[0]!;

export async function connectTestBrowser(): Promise<TestBrowser> {
  const browser = await chromium.connectOverCDP(workerCdpUrl());
  const context = await browser.newContext();
  let keptTab: Promise<Page> | undefined;
  return {
    browser,
    context,
    async newPage(url = inject('fixtureUrl')) {
      const page = await context.newPage();
      await page.goto(url);
      return page;
    },
    async fresh(url = inject('fixtureUrl')) {
      keptTab ??= context.newPage();
      const kept = await keptTab;
      const shown = kept.url();
      await kept.goto(url);
      // A URL that differs from the shown one only after its '#' scrolls the same document.
      if (url.includes('#') && unhashed(url) === unhashed(shown)) await kept.reload();
      return kept;
    },
    async close() {
      await context.close();
      await browser.close();
    },
  };
}

/** Snapshot through the same isolated-world path the server uses; fails the test on a page error. */
export async function snapshotOf(page: Page, args: SnapshotArgs = {}): Promise<Snapshot> {
  const result = await worldOf(page).call('snapshot', args);
  if (!result.ok) throw new Error(`snapshot failed: ${JSON.stringify(result.error)}`);
  // What the server keeps to itself (the ids behind a modal) is not part of the snapshot.
  const { behindModal: _behind, ...snapshot } = result.value;
  return snapshot;
}

/**
 * One id read as semantic_observe reads it: a watch of that id with no condition, so that an id not
 * on the page is an error (never an absent element), as is an ambiguous one.
 */
export async function rawObserve(page: Page, id: string): Promise<PageResult<HintEntry>> {
  const result = await worldOf(page).call('watch', { ids: [id], timeoutMs: 0 });
  if (!result.ok) return result;
  const [entry, ...more] = result.value;
  if (!entry || 'absent' in entry || more.length > 0)
    throw new Error(`a watch of ${id} with no condition answered ${JSON.stringify(result)}`);
  return { ok: true, value: entry };
}

export async function observeOf(page: Page, id: string): Promise<HintEntry> {
  const result = await rawObserve(page, id);
  if (!result.ok) throw new Error(`observe failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Every entry of a snapshot's flat groups, keyed by id. */
export function flatEntries(snapshot: Snapshot): Map<string, HintEntry & { group: string }> {
  const byId = new Map<string, HintEntry & { group: string }>();
  for (const [group, value] of Object.entries(snapshot)) {
    if (!Array.isArray(value) || group === 'collections') continue;
    for (const entry of value as HintEntry[]) byId.set(entry.id, { ...entry, group });
  }
  return byId;
}

/** The tab showing `url`, seen through another CDP connection, as Playwright MCP would see it. */
export function tabShowing(browser: Browser, url: string): Page {
  const page = browser
    .contexts()
    .flatMap((c) => c.pages())
    .find((p) => p.url() === url);
  if (!page) throw new Error(`no tab shows ${url}`);
  return page;
}
