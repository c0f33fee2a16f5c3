// Chooses the page the agent is working in (rule in references/hint-design.md and the README).

import type { Page } from 'playwright-core';
import { isolatedWorld } from './isolated-world.js';
import type { PageActivity } from './page-activity.js';

/** A page showing an app, not about:blank or a browser page. */
export function showsDocument(page: Page): boolean {
  return /^(https?|file):/i.test(page.url());
}

async function focusRank(page: Page): Promise<number> {
  try {
    const state = await isolatedWorld(page).call('focusState', {});
    return state.visible ? (state.focused ? 2 : 1) : 0;
  } catch {
    // A browser page (chrome://) or a tab closing under us: rank it last.
    return -1;
  }
}

/**
 * Visible and focused first, then the most recently opened or navigated, then a page that shows
 * a document; ties keep the browser's order.
 */
export async function chooseActivePage(pages: Page[], activity: PageActivity): Promise<Page | undefined> {
  const open = pages.filter((page) => !page.isClosed());
  if (open.length <= 1) return open[0];
  const ranks = await Promise.all(open.map(focusRank));
  let best: { page: Page; key: number[] } | undefined;
  open.forEach((page, index) => {
    const key = [ranks[index]!, activity.recency(page), showsDocument(page) ? 1 : 0];
    if (!best || compareKeys(key, best.key) > 0) best = { page, key };
  });
  return best?.page;
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
