// Following the agent's tab with the real Playwright MCP on the same Chromium: the server attaches
// at start-up, in the background, and reads the tab with the latest open, navigation or trusted
// input (rule in references/hint-design.md "Which tab is read"). Each test owns both servers, built in this
// process (Playwright MCP from its library entry), each with its own CDP connection, and starts on
// the worker's Chromium with its tabs reset to one blank tab, as a browser just started shows: the
// server reads every tab of every context, so a fresh context would not do. A test that needs the
// browser to come up after the server starts a Chromium of its own.

import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import fc from 'fast-check';
import { chromium as playwright } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { resultText } from '../../harness/mcp-clients.js';
import { connectPlaywrightMcpInProcess } from '../support/in-process-playwright-mcp.js';
import { connectInProcess } from '../support/in-process-server.js';
import type { McpConnection } from '../../harness/mcp-clients.js';
import type { SharedChromium } from '../../src/browser/shared-chromium.js';
import { startTestChromium } from '../support/chromium.js';
import { WATCHING, untilLogged } from '../support/mcp.js';
import { freePort } from '../support/ports.js';
import { workerChromiumWithBlankTab } from '../support/test-env.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});
// The worker's Chromium as the next file expects it: one blank tab.
afterAll(async () => void (await workerChromiumWithBlankTab()));

const fixture = (name: string) => `${inject('fixtureOrigin')}/fixtures/${name}`;

async function chromiumOn(port: number): Promise<SharedChromium> {
  const started = await startTestChromium({ port });
  cleanups.push(() => started.close());
  return started;
}

/** Our server, started before anything happens in the browser; resolves once it watches every tab. */
async function hintsServer(cdpUrl: string): Promise<McpConnection> {
  const hints = await connectInProcess(cdpUrl);
  cleanups.push(() => hints.close());
  await untilLogged(hints.stderr, WATCHING);
  return hints;
}

async function playwrightMcp(cdpUrl: string) {
  const playwright = await connectPlaywrightMcpInProcess(cdpUrl);
  cleanups.push(() => playwright.close());
  const act = async (tool: string, args: Record<string, unknown>): Promise<string> => {
    const result = await playwright.call(tool, args);
    expect(result.isError, `${tool} ${JSON.stringify(args)}: ${resultText(result)}`).toBeFalsy();
    return resultText(result);
  };
  /** Selects, with browser_tabs, the tab whose URL is `url` (indices are Playwright MCP's). */
  const select = async (url: string) => {
    const line = (await act('browser_tabs', { action: 'list' })).split('\n').find((l) => l.includes(`](${url})`));
    const index = /^- (\d+):/.exec(line ?? '')?.[1];
    expect(index, `no tab shows ${url}`).toBeDefined();
    await act('browser_tabs', { action: 'select', index: Number(index) });
  };
  return { act, select };
}

async function ok(hints: McpConnection, tool: string, args: Record<string, unknown> = {}) {
  const result = await hints.call(tool, args);
  expect(result.isError, resultText(result)).toBeFalsy();
  return result.structuredContent as Record<string, unknown>;
}

it('answers tools/list at once while the start-up attach is still waiting on the browser', async () => {
  // An endpoint that accepts connections and never answers: the attach hangs on it.
  const sockets = new Set<Socket>();
  let connected!: () => void;
  const attachStarted = new Promise<void>((resolve) => (connected = resolve));
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    connected();
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
  const port = (silent.address() as { port: number }).port;

  const hints = await connectInProcess(`http://127.0.0.1:${port}`);
  cleanups.push(() => hints.close());
  // The attach began at start-up, before any call...
  await attachStarted;
  const { tools } = await hints.client.listTools();
  expect(tools.map((tool) => tool.name)).toEqual(['semantic_snapshot', 'semantic_observe', 'semantic_review']);
  // ...and is still waiting: the handshake and tools/list did not wait for it.
  expect(sockets.size).toBeGreaterThan(0);
  expect(hints.stderr()).not.toMatch(/attached to/);
});

it('attaches once a browser comes up, and reads the tab loaded last when the second tab was', async () => {
  const port = await freePort();
  const hints = await connectInProcess(`http://127.0.0.1:${port}`);
  cleanups.push(() => hints.close());
  await untilLogged(hints.stderr, /retrying in the background/);
  const chromium = await chromiumOn(port);
  await untilLogged(hints.stderr, WATCHING);

  const { act } = await playwrightMcp(chromium.cdpUrl);
  await act('browser_navigate', { url: fixture('companion.html') });
  await act('browser_tabs', { action: 'new', url: fixture('second.html') });
  // The server's first call.
  expect(await ok(hints, 'semantic_snapshot')).toMatchObject({ url: fixture('second.html'), screen: 'second.page' });
});

it('reads the first tab when it was navigated last, before the first call', async () => {
  const chromium = await workerChromiumWithBlankTab();
  const hints = await hintsServer(chromium.cdpUrl);
  const { act, select } = await playwrightMcp(chromium.cdpUrl);
  await act('browser_navigate', { url: fixture('second.html') });
  await act('browser_tabs', { action: 'new', url: fixture('second.html?other') });
  await select(fixture('second.html'));
  await act('browser_navigate', { url: fixture('companion.html') });
  expect(await ok(hints, 'semantic_snapshot')).toMatchObject({ url: fixture('companion.html') });
});

it('with no signal seen (the server started after the tabs), reads the tab whose document loaded last', async () => {
  const chromium = await workerChromiumWithBlankTab();
  const { act, select } = await playwrightMcp(chromium.cdpUrl);
  await act('browser_navigate', { url: fixture('second.html') });
  await act('browser_tabs', { action: 'new', url: fixture('second.html?other') });
  await select(fixture('second.html'));
  await act('browser_navigate', { url: fixture('companion.html') });
  const hints = await hintsServer(chromium.cdpUrl);
  expect(await ok(hints, 'semantic_snapshot')).toMatchObject({ url: fixture('companion.html') });
});

it('follows browser_tabs new then browser_navigate', async () => {
  const chromium = await workerChromiumWithBlankTab();
  const hints = await hintsServer(chromium.cdpUrl);
  const { act } = await playwrightMcp(chromium.cdpUrl);
  await act('browser_navigate', { url: fixture('second.html') });
  expect(await ok(hints, 'semantic_observe', { id: 'second.title' })).not.toHaveProperty('url');
  // One tab: a delta need not say which page it read.
  await ok(hints, 'semantic_snapshot');
  expect(await ok(hints, 'semantic_snapshot', { changes: true })).toEqual({ delta: true });
  await act('browser_tabs', { action: 'new' });
  await act('browser_navigate', { url: fixture('companion.html') });
  expect(await ok(hints, 'semantic_observe', { id: 'counter.value' })).toMatchObject({
    url: fixture('companion.html'),
    value: '0',
  });
  // Two tabs: every answer names the page it read, a delta too.
  await ok(hints, 'semantic_snapshot');
  expect(await ok(hints, 'semantic_snapshot', { changes: true })).toEqual({
    url: fixture('companion.html'),
    delta: true,
  });
});

it('after browser_tabs select and a click in the selected tab, observe reads that tab and names it', async () => {
  const chromium = await workerChromiumWithBlankTab();
  const hints = await hintsServer(chromium.cdpUrl);
  const { act, select } = await playwrightMcp(chromium.cdpUrl);
  await act('browser_navigate', { url: fixture('companion.html') });
  await act('browser_tabs', { action: 'new', url: fixture('second.html') });
  // No call yet: the click is seen by the recorder installed at attach, not by a call's reading.
  await select(fixture('companion.html'));
  await act('browser_click', { target: "[data-semtag-id='counter.increment']" });
  expect(await ok(hints, 'semantic_observe', { id: 'counter.value' })).toEqual({
    url: fixture('companion.html'),
    id: 'counter.value',
    role: 'observable',
    name: 'Count',
    value: '1',
  });

  // Typing counts as input too: back to the second tab by a click, then into the first by typing.
  await select(fixture('second.html'));
  await act('browser_click', { target: "[data-semtag-id='second.title']" });
  expect(await ok(hints, 'semantic_snapshot')).toMatchObject({ url: fixture('second.html') });
  await select(fixture('companion.html'));
  await act('browser_type', { target: "[data-semtag-id='form.name']", text: 'Ada' });
  expect(await ok(hints, 'semantic_observe', { id: 'form.greeting' })).toMatchObject({ value: 'Hello, Ada' });
});

it('follows a same-document history change in a tab loaded before the other', async () => {
  const chromium = await workerChromiumWithBlankTab();
  const hints = await hintsServer(chromium.cdpUrl);
  const { act, select } = await playwrightMcp(chromium.cdpUrl);
  await act('browser_navigate', { url: fixture('companion.html') });
  await act('browser_tabs', { action: 'new', url: fixture('second.html') });
  // The second tab's document loaded last; then the first changes its URL by the history API only.
  await select(fixture('companion.html'));
  await act('browser_evaluate', { function: "() => history.pushState({}, '', '?pushed')" });
  expect(await ok(hints, 'semantic_snapshot')).toMatchObject({ url: fixture('companion.html?pushed') });
  await select(fixture('second.html'));
  await act('browser_evaluate', { function: "() => { location.hash = 'part'; }" });
  expect(await ok(hints, 'semantic_snapshot')).toMatchObject({ url: fixture('second.html#part') });
});

it("leaves the page's dialogs to Playwright MCP: attached from start-up, the server never dismisses one", async () => {
  const chromium = await workerChromiumWithBlankTab();
  const hints = await hintsServer(chromium.cdpUrl);
  const { act } = await playwrightMcp(chromium.cdpUrl);
  await act('browser_navigate', { url: fixture('dialog.html') });
  expect(await act('browser_click', { target: "[data-semtag-id='order.cancel']" })).toMatch(/"confirm" dialog/);
  // While it is open, a read says so rather than reading around it.
  const blocked = await hints.call('semantic_observe', { id: 'order.status' });
  expect(blocked.isError).toBe(true);
  expect(resultText(blocked)).toBe(
    `The active tab (${fixture('dialog.html')}) shows a confirm dialog: "Cancel the order?". Answer it with Playwright MCP (browser_handle_dialog), then call again.`,
  );
  await act('browser_handle_dialog', { accept: true });
  expect(await ok(hints, 'semantic_observe', { id: 'order.status' })).toMatchObject({ value: 'cancelled' });
});

it('says a dialog opened before it attached holds the attach up, rather than that no browser answers, and launches nothing', async () => {
  const chromium = await workerChromiumWithBlankTab();
  const { act } = await playwrightMcp(chromium.cdpUrl);
  await act('browser_navigate', { url: fixture('dialog.html') });
  expect(await act('browser_click', { target: "[data-semtag-id='order.cancel']" })).toMatch(/"confirm" dialog/);
  // Started now, with the fallback browser allowed: it must still not read around the dialog.
  const hints = await connectInProcess(chromium.cdpUrl, {
    SEMANTIC_HINTS_TIMEOUT_MS: '8000',
    SEMANTIC_HINTS_LAUNCH_BROWSER: 'true',
  });
  cleanups.push(() => hints.close());
  const blocked = await hints.call('semantic_observe', { id: 'order.status' });
  expect(blocked.isError).toBe(true);
  expect(resultText(blocked)).toMatch(
    new RegExp(`^The shared Chromium at ${chromium.cdpUrl} answers, but attaching to its tabs did not finish`),
  );
  expect(resultText(blocked)).toMatch(/browser_handle_dialog/);
  await act('browser_handle_dialog', { accept: true });
  const read = await hints.call('semantic_observe', { id: 'order.status' });
  expect(read.isError, resultText(read)).toBeFalsy();
  expect(read.structuredContent).toMatchObject({ value: 'cancelled' });
  expect(read.structuredContent).not.toHaveProperty('warning');
});

// Property: whatever sequence of tab opens, full navigations, same-document history changes and
// clicks another CDP client (as Playwright MCP does) makes, the server reads the tab that last
// received one. Every step is awaited to completion before the next, so the order is the one the
// browser saw; no sleeps. The choice among the tabs' recorded times is test/unit/tab-choice.test.ts.
describe('the tab that last received an open, a navigation or a click, over random sequences', () => {
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

  let chromium: { cdpUrl: string };
  let driver: Browser;
  let hints: McpConnection;
  let serial = 0;
  /**
   * A tab an earlier run left (at first the blank one), for the next run whose first step is not an
   * open: it needs a tab with a page, and a navigation costs a third of a new tab. Until then it is
   * one more tab that the runs do not touch.
   */
  let spare: Page | undefined;

  const pageUrl = () => `${inject('fixtureOrigin')}/fixtures/companion.html?n=${++serial}`;

  beforeAll(async () => {
    chromium = await workerChromiumWithBlankTab();
    hints = await connectInProcess(chromium.cdpUrl);
    await untilLogged(hints.stderr, WATCHING);
    driver = await playwright.connectOverCDP(chromium.cdpUrl);
    spare = driver.contexts()[0]!.pages()[0];
  });
  afterAll(async () => {
    await driver?.close();
    await hints?.close();
  });

  /** Runs the steps; returns the tab that received the last one. */
  async function perform(steps: Step[], tabs: Page[]): Promise<Page> {
    const context = driver.contexts()[0]!;
    let last: Page | undefined;
    for (const s of steps) {
      if (s.kind === 'open' || tabs.length === 0) {
        const page = s.kind !== 'open' && spare ? spare : await context.newPage();
        if (page === spare) spare = undefined;
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
          for (const tab of tabs) {
            if (spare) await tab.close();
            else spare = tab;
          }
        }
      }),
      { numRuns: 12, seed: 20261130, endOnFailure: true },
    );
  });

  it('page scripts can neither forge input in a background tab nor hide real input from the server', async () => {
    const context = driver.contexts()[0]!;
    // The spare tab, if the runs left one, is as old a tab as any.
    const background = spare ?? (await context.newPage());
    spare = undefined;
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
});
