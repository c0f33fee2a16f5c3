/// <reference lib="dom" />
// The pointer oracle (test/support/truth-pointer.ts) judges every hint in the page as it was read.
// A trial click scrolls its element into view, and a page may answer a scroll: a "back to top" link
// shown only past some offset. The next hint's click must not find the page the last one left.

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { trialClicks } from '../support/truth-pointer.js';
import { render, withBlankTab } from './helpers.js';

let page: Page;
withBlankTab((opened) => (page = opened));

/** A page taller than the viewport, whose "to top" link shows only past 100 pixels of scroll, scrolled to `at`. */
async function backToTop(at: number) {
  await render(
    page,
    `<div style="height: 3000px; position: relative">
       <button data-semtag-id="page.menu" style="position: absolute; top: 0">Menu</button>
       <button data-semtag-id="page.more" style="position: absolute; top: 2400px">More</button>
     </div>
     <a data-semtag-id="page.top" href="#" style="position: fixed; bottom: 8px; right: 8px; display: none">Top</a>`,
  );
  await page.evaluate((y) => {
    const toTop = document.querySelector<HTMLElement>("[data-semtag-id='page.top']")!;
    const follow = () => (toTop.style.display = scrollY > 100 ? 'block' : 'none');
    addEventListener('scroll', follow);
    scrollTo(0, y);
    follow();
  }, at);
}

it('clicks each hint in the page as read, not as the last click scrolled it', async () => {
  await backToTop(1200);
  const ids = ['page.more', 'page.menu', 'page.top'];
  const verdicts = await trialClicks(page, ids, new Set(), new Map(ids.map((id) => [id, true])));
  expect(Object.fromEntries(verdicts)).toEqual({
    'page.menu': { takes: true },
    'page.more': { takes: true },
    'page.top': { takes: true },
  });
  // And the page is left as it was read.
  expect(
    await page.evaluate(() => [
      scrollY,
      getComputedStyle(document.querySelector("[data-semtag-id='page.top']")!).display,
    ]),
  ).toEqual([1200, 'block']);
});

it('refuses a hint the page hides where it was read, though a click elsewhere would show it', async () => {
  await backToTop(0);
  const stated = new Map([
    ['page.more', true],
    ['page.top', false],
  ]);
  const verdicts = await trialClicks(page, [...stated.keys()], new Set(), stated);
  expect(Object.fromEntries(verdicts)).toEqual({
    'page.more': { takes: true },
    'page.top': { takes: false, why: 'element is not visible' },
  });
});
