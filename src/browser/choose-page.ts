// Chooses the page the agent is working in (rule in references/hint-design.md "Which tab is read" and docs/browsers.md).

import type { Page } from 'playwright-core';
import type { ActivityState } from '../page/types.js';
import type { PageHandle } from './page-handle.js';

/** A page showing an app, not about:blank, a browser page or an error page. */
export function showsDocument(page: Page): boolean {
  return /^(https?|file):/i.test(page.url());
}

/** Chromium's page for a load that failed (its URL is chrome-error://chromewebdata/). */
export function showsErrorPage(page: Page): boolean {
  return page.url().startsWith('chrome-error:');
}

/** The latest of a page's load, navigation and trusted input, as the page recorded them. */
export const latestActivity = (state: ActivityState): number =>
  Math.max(state.loadedAt, state.navigatedAt ?? 0, state.inputAt ?? 0);

/** What the choice weighs of a tab. */
export interface TabActivity {
  /** When it was last opened, navigated or given input, in epoch ms. */
  lastActive: number;
  showsDocument: boolean;
}

/**
 * The index of the tab with the most recent activity; on a tie, of one that shows a document; then
 * the first in the browser's order. Undefined for no tabs.
 */
export function mostRecentlyActive(tabs: readonly TabActivity[]): number | undefined {
  let best: { index: number; key: number[] } | undefined;
  tabs.forEach((tab, index) => {
    const key = [tab.lastActive, tab.showsDocument ? 1 : 0];
    if (!best || compareKeys(key, best.key) > 0) best = { index, key };
  });
  return best?.index;
}

/**
 * When the tab was last opened, navigated or given input, in epoch ms: read in the page (one
 * evaluation) where it can be, else what this server saw of it.
 */
async function lastActive(tab: PageHandle): Promise<number> {
  try {
    return latestActivity(await tab.world.call('activity', {}));
  } catch {
    // A dialog holding the page (it opened in answer to input), a browser page that refuses the
    // script, or a tab closing under us.
    return Math.max(tab.world.dialog?.openedAt ?? 0, tab.seenAt);
  }
}

/**
 * The tab with the most recent activity; on a tie, one that shows a document; then the browser's
 * order.
 */
export async function chooseActiveTab<Tab extends PageHandle>(tabs: Tab[]): Promise<Tab | undefined> {
  const open = tabs.filter((tab) => !tab.page.isClosed());
  if (open.length <= 1) return open[0];
  const times = await Promise.all(open.map((tab) => lastActive(tab)));
  const chosen = mostRecentlyActive(
    open.map((tab, i) => ({ lastActive: times[i]!, showsDocument: showsDocument(tab.page) })),
  );
  return chosen === undefined ? undefined : open[chosen];
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
