/// <reference lib="dom" />
// When a page has stopped moving, as the oracles need it: they compare the server's reading with a
// page read again, and a page halfway through a motion answers one way and then the other.

import type { Page } from 'playwright-core';

/**
 * Waits until `frames` animation frames in a row see nothing move on `page`: no transition or
 * animation with an end running (MUI's ripples, collapses, fades; a spinner's endless animation is
 * no motion, nor is one finished and held at its end), none of jQuery's own (a script's fade, which
 * the browser does not list as an animation: SB Admin 2's scroll-to-top link), and, with `dom`, no
 * change to the DOM. Each frame's check lays the page out first, so that what a layout causes (a
 * shortened document clamps its scroll position, and the scroll event comes a frame on) has begun
 * by the next.
 */
export async function atRest(page: Page, { frames, dom }: { frames: number; dom: boolean }): Promise<void> {
  // No function in the page's code is named: tsx (the bench) wraps named ones in a helper the page lacks.
  await page.evaluate(
    async ({ frames, dom }) => {
      const jquery = (window as unknown as { jQuery?: (selector: string) => { length: number } }).jQuery;
      let changed = false;
      const observer = new MutationObserver(() => (changed = true));
      if (dom) observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      for (let quiet = 0; quiet < frames;) {
        await new Promise((next) => requestAnimationFrame(next));
        void document.documentElement.getBoundingClientRect();
        const moving =
          changed ||
          (jquery !== undefined && jquery(':animated').length > 0) ||
          document
            .getAnimations()
            .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
        changed = false;
        quiet = moving ? 0 : quiet + 1;
      }
      observer.disconnect();
    },
    { frames, dom },
  );
}
