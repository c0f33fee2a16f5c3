// The page with the review overlay as one image, for `review --screenshot` and the crawl's report.
// The overlay is a fixed layer the size of the viewport: it outlines what the viewport holds and
// keeps its labels and legend inside it. So the viewport becomes the whole page (up to Chromium's
// largest screenshot side) before the overlay is drawn, and grows again by the legend's height, so
// that the legend docks below the page instead of over it. The viewport is given back afterwards:
// a crawl goes on in the same tab.

import type { Page } from 'playwright-core';
import type { IsolatedWorld } from '../browser/isolated-world.js';
import type { OverlayArgs, OverlayResult, PageResult } from '../page/types.js';

/** Chromium's largest screenshot side; taller pages are shot down to this height. */
const MAX_SHOT_HEIGHT = 16_384;

/** Space between the page's end and the legend. */
const LEGEND_GAP = 12;

export type ShotFormat = { type: 'png' } | { type: 'jpeg'; quality: number };

export interface OverlayShot extends OverlayResult {
  image: Buffer;
}

/** The size of the whole page at the viewport's width, and of the viewport itself. */
async function sizes(
  page: Page,
): Promise<{ page: { width: number; height: number }; view: { width: number; height: number } }> {
  return page.evaluate(() => ({
    page: {
      width: window.innerWidth,
      height: Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0, window.innerHeight),
    },
    view: { width: window.innerWidth, height: window.innerHeight },
  }));
}

/** Draws the overlay over the whole page, takes the image, then removes the overlay and gives the viewport back. */
export async function overlayShot(
  page: Page,
  world: IsolatedWorld,
  args: Omit<OverlayArgs, 'show'>,
  format: ShotFormat,
): Promise<PageResult<OverlayShot>> {
  const { page: size, view } = await sizes(page);
  const before = page.viewportSize() ?? view;
  try {
    // Drawn once to learn the legend's height, then again with that much room below the page.
    let room = 0;
    let drawn: OverlayResult | undefined;
    for (let pass = 0; pass < 2; pass++) {
      await page.setViewportSize({ width: size.width, height: Math.min(size.height + room, MAX_SHOT_HEIGHT) });
      const shown = await world.call('overlay', { ...args, show: true });
      if (!shown.ok) return shown;
      drawn = shown.value;
      if (drawn.panelHeight <= room) break;
      room = drawn.panelHeight + LEGEND_GAP;
    }
    return { ok: true, value: { ...drawn!, image: await page.screenshot(format) } };
  } finally {
    await world.call('overlay', { show: false });
    await page.setViewportSize(before);
  }
}
