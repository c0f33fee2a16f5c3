// Property: whatever sequence of tab opens, full navigations, same-document history changes and
// clicks another CDP client (as Playwright MCP does) makes, the server reads the tab that last
// received one. Every step is awaited to completion before the next, so the order is the one the
// browser saw; no sleeps.

import fc from 'fast-check';
import { chromium as playwright } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { resultText } from '../harness/mcp-clients.js';
import { connectInProcess } from './support/in-process-server.js';
import type { McpConnection } from '../harness/mcp-clients.js';
import type { SharedChromium } from '../src/browser/shared-chromium.js';
import { startTestChromium } from './support/chromium.js';
import { WATCHING, untilLogged } from './support/mcp.js';

type Step =
  | { kind: 'open' }
  | { kind: 'navigate'; tab: number }
  | { kind: 'push'; tab: number }
  | { kind: 'hash'; tab: number }
  | { kind: 'click'; tab: number };

const MAX_TABS = 3;

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'open' }),
  ...(['navigate', 'push', 'hash', 'click'] as const).map((kind) =>
    fc.nat({ max: MAX_TABS - 1 }).map((tab): Step => ({ kind, tab })),
  ),
);

let chromium: SharedChromium;
let driver: Browser;
let hints: McpConnection;
let serial = 0;

const pageUrl = () => `${inject('fixtureOrigin')}/fixtures/companion.html?n=${++serial}`;

beforeAll(async () => {
  chromium = await startTestChromium();
  hints = await connectInProcess(chromium.cdpUrl);
  await untilLogged(hints.stderr, WATCHING);
  driver = await playwright.connectOverCDP(chromium.cdpUrl);
});
afterAll(async () => {
  await driver?.close();
  await hints?.close();
  await chromium?.close();
});

/** Runs the steps; returns the tab that received the last one. */
async function perform(steps: Step[], tabs: Page[]): Promise<Page> {
  const context = driver.contexts()[0]!;
  let last: Page | undefined;
  for (const s of steps) {
    if (s.kind === 'open' || tabs.length === 0) {
      const page = await context.newPage();
      tabs.push(page);
      await page.goto(pageUrl());
      last = page;
      if (s.kind === 'open') continue;
    }
    const page = tabs[s.tab % tabs.length]!;
    if (s.kind === 'navigate') await page.goto(pageUrl());
    else if (s.kind === 'push') await page.evaluate((n) => history.pushState({}, '', `?pushed=${n}`), ++serial);
    else if (s.kind === 'hash') await page.evaluate((n) => (location.hash = `h${n}`), ++serial);
    else await page.click("[data-semtag-id='counter.increment']");
    last = page;
  }
  return last!;
}

it('reads the tab that last was opened, navigated or clicked', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
      const tabs: Page[] = [];
      try {
        const expected = await perform(steps, tabs);
        const result = await hints.call('semantic_snapshot', {});
        expect(result.isError, resultText(result)).toBeFalsy();
        expect((result.structuredContent as { url: string }).url).toBe(expected.url());
      } finally {
        for (const tab of tabs) await tab.close();
      }
    }),
    { numRuns: 12, seed: 20261130, endOnFailure: true },
  );
});

it('page scripts can neither forge input in a background tab nor hide real input from the server', async () => {
  const context = driver.contexts()[0]!;
  const background = await context.newPage();
  await background.goto(pageUrl());
  const front = await context.newPage();
  await front.goto(pageUrl());
  try {
    // Script-made events and script focus in the older tab: none of them is trusted input.
    await background.evaluate(() => {
      const button = document.querySelector<HTMLElement>("[data-semtag-id='counter.increment']")!;
      for (const type of ['pointerdown', 'mousedown', 'keydown', 'input', 'wheel'])
        button.dispatchEvent(new Event(type, { bubbles: true }));
      button.click();
      document.querySelector<HTMLElement>("[data-semtag-id='form.name']")!.focus();
    });
    const forged = await hints.call('semantic_snapshot', {});
    expect((forged.structuredContent as { url: string }).url).toBe(front.url());

    // A page that swallows every input event still cannot hide a real click from the server.
    await background.evaluate(() => {
      for (const type of ['pointerdown', 'mousedown', 'focus', 'click'])
        addEventListener(type, (event) => event.stopImmediatePropagation(), true);
    });
    await background.click("[data-semtag-id='counter.increment']");
    const real = await hints.call('semantic_snapshot', {});
    expect((real.structuredContent as { url: string }).url).toBe(background.url());
  } finally {
    await front.close();
    await background.close();
  }
});
