/// <reference lib="dom" />
// The oracle's wait (test/support/real-apps.ts `settled`): the real-app flows compare the server
// with the page once nothing moves. What ends one motion may start the next a frame later: a
// collapse that shortens the document clamps its scroll position, and the scroll event that
// follows (a frame on) starts a script's fade. The wait returns only when that one has ended too.

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { settled } from '../support/real-apps.js';
import { render, withBlankTab } from './helpers.js';

let page: Page;
withBlankTab((opened) => (page = opened));

/** The animations still running with an end, by their element's id. */
const running = () =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.id ?? '?'),
  );

it('waits for a fade that the scroll a collapse causes starts a frame later', async () => {
  await render(
    page,
    `<div id="card" style="height: 3000px; overflow: hidden; transition: height 80ms linear">text</div>
     <a id="to-top" href="#">top</a>`,
  );
  await page.evaluate(() => {
    const toTop = document.getElementById('to-top')!;
    let faded = false;
    addEventListener('scroll', () => {
      if (scrollY < 100 && !faded) {
        faded = true;
        toTop.animate([{ opacity: 1 }, { opacity: 0 }], { duration: 600, fill: 'forwards' });
      }
    });
    scrollTo(0, 2000);
  });
  // The page has taken the scroll before the collapse starts.
  await page.waitForFunction(() => scrollY === 2000);
  await page.evaluate(() => {
    const card = document.getElementById('card')!;
    // The transition over, the card shrinks at once: the document no longer reaches the scroll position.
    card.addEventListener('transitionend', () => (card.style.display = 'none'), { once: true });
    card.style.height = '2500px';
  });
  await settled(page);
  expect(await running()).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.getElementById('to-top')!).opacity)).toBe('0');
});

it('returns on a page where only an endless spinner runs', async () => {
  await render(page, `<div id="spinner">…</div>`);
  await page.evaluate(() =>
    document.getElementById('spinner')!.animate([{ rotate: '0deg' }, { rotate: '360deg' }], {
      duration: 500,
      iterations: Infinity,
    }),
  );
  await settled(page);
  expect(await page.evaluate(() => document.getAnimations().map((a) => a.playState))).toEqual(['running']);
});
