// A test file's view of a fixture app (test/apps/<folder>): our server (in process) reads it while
// another CDP client acts on it, as Playwright MCP would. The hooks give each test a new app.

import { chromium } from 'playwright-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FoldedCollection, HintEntry, Snapshot } from '../../src/page/types.js';
import { tabShowing } from './browser.js';
import { settled } from './real-apps.js';
import { startInProcessServer } from './in-process-server.js';
import type { McpTestServer } from './mcp.js';
import { workerCdpUrl } from './test-env.js';

export interface FixtureAppSession {
  /** Our server, started once for the file. */
  readonly server: McpTestServer;
  /** The app's tab, as the acting client sees it; a new app for every test (or at each `load`). */
  readonly page: Page;
  /**
   * Loads `url` (the app by default) through the server, as an agent would, in the tab it reads;
   * at `viewport` when given: set on the tab before the load when the file has one, else after it
   * (then the page loads again at that size).
   */
  load: (url?: string, viewport?: { width: number; height: number }) => Promise<Page>;
  click: (id: string) => Promise<void>;
  /** A snapshot that states what changed since the last one this server gave. */
  changes: () => Promise<Record<string, unknown>>;
  snapshot: (args?: Record<string, unknown>) => Promise<Snapshot>;
  observe: (id: string) => Promise<HintEntry>;
  /** The element carrying hint `id`, as the acting client sees it. */
  hint: (id: string) => Locator;
  /** Clicks hint `id`, then waits until the page shows (or hides, or drops) hint `shown`, what the click opens (or closes). */
  clickUntil: (id: string, shown: string, state?: 'visible' | 'hidden' | 'detached') => Promise<void>;
  /** The accessible name Chromium computes for the first element matching `selector`, read over CDP as assistive technology would. */
  chromiumName: (selector: string) => Promise<string>;
  /** Chromium's accessible names for every element matching `selector`, in document order. */
  chromiumNames: (selector: string) => Promise<string[]>;
}

/**
 * Registers the hooks of a test file on the app at `appUrl()`: server and CDP client for the file,
 * and before each test a new app (its state lives in memory): loaded by the server as an agent would
 * for the first test, mounted anew in the same document for the next ones (remounted); with
 * `loadEach` false, each test loads what it starts on itself (`load`).
 */
export function fixtureAppSession(appUrl: () => string, { loadEach = true } = {}): FixtureAppSession {
  let server: McpTestServer | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    server = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: workerCdpUrl() });
    browser = await chromium.connectOverCDP(workerCdpUrl());
  });
  afterAll(async () => {
    await server?.close();
    await browser?.close();
  });
  beforeEach(async () => {
    if (!loadEach) return;
    // The tab still shows the app: a new app in place of the last test's, then read by the server
    // as after a load. Else (the first test, or a test that left for another URL) the server loads it.
    if (page && !page.isClosed() && page.url() === appUrl() && (await remounted(page))) {
      await session.server.ok('semantic_snapshot', {});
      return;
    }
    await session.load();
  });
  const session: FixtureAppSession = {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    get page() {
      if (!page) throw new Error('the app loads in beforeEach');
      return page;
    },
    load: async (url = appUrl(), viewport) => {
      const before = viewport && page && !page.isClosed() ? page : undefined;
      await before?.setViewportSize(viewport!);
      await session.server.ok('semantic_snapshot', { url });
      page = tabLoaded(browser!, url);
      if (viewport && page !== before) {
        await page.setViewportSize(viewport);
        await page.reload();
      }
      return page;
    },
    click: (id) => session.page.click(`[data-semtag-id='${id}']`),
    changes: () => session.server.ok<Record<string, unknown>>('semantic_snapshot', { changes: true }),
    snapshot: (args = {}) => session.server.ok<Snapshot>('semantic_snapshot', args),
    observe: (id) => session.server.ok<HintEntry>('semantic_observe', { id }),
    hint: (id) => session.page.locator(`[data-semtag-id='${id}']`),
    clickUntil: async (id, shown, state = 'visible') => {
      await session.click(id);
      await session.hint(shown).waitFor({ state });
      // A panel that opens or closes with an animation (antd's menus start at opacity 0) is read
      // as it stays, not on a frame of the way there.
      await settled(session.page);
    },
    chromiumName: async (selector) => {
      const [first] = await session.chromiumNames(selector);
      if (first === undefined) throw new Error(`nothing on the page matches ${selector}`);
      return first;
    },
    chromiumNames: async (selector) => {
      const cdp = await session.page.context().newCDPSession(session.page);
      try {
        const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
        const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
        const names = [];
        for (const nodeId of nodeIds) {
          const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
          // Compared whitespace-collapsed, as every name the server states is (hint-design.md "Names").
          names.push(
            String(nodes[0]?.name?.value ?? '')
              .replace(/\s+/g, ' ')
              .trim(),
          );
        }
        return names;
      } finally {
        await cdp.detach();
      }
    },
  };
  return session;
}

/** The tab showing `url`, or else the one tab showing its document: an app may set the URL's fragment as it starts. */
function tabLoaded(browser: Browser, url: string): Page {
  const tabs = browser.contexts().flatMap((context) => context.pages());
  const document = (shown: string) => shown.split('#')[0];
  const same = tabs.filter((tab) => document(tab.url()) === document(url));
  if (same.length === 1) return same[0]!;
  return tabShowing(browser, url);
}

/**
 * Puts a new app in the page in place of the one there, as a load shows it, when the app can
 * (`remountFixtureApp`, defined by each app's entry): the app unmounted and mounted again, the page
 * scrolled back to its top and nothing selected. A load costs the browser several times as much:
 * the bundle run again, and every world (the page's, Playwright's, our server's) set up anew.
 * Whether it did.
 */
function remounted(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const app = window as unknown as { remountFixtureApp?: () => void };
    if (typeof app.remountFixtureApp !== 'function') return false;
    app.remountFixtureApp();
    window.getSelection()?.removeAllRanges();
    window.scrollTo(0, 0);
    return true;
  });
}

/** A snapshot's folded block for collection `id`; fails when there is none. */
export function collectionIn(snapshot: Snapshot, id: string): FoldedCollection {
  const found = snapshot.collections?.find((c) => c.id === id);
  if (!found) throw new Error(`no collection ${id} in ${JSON.stringify(snapshot)}`);
  return found;
}

/**
 * What a delta's `changed` says of one id the agent holds, whether stated alone, shared with
 * others by their ids, or shared by everything held but a few (`allExcept`).
 */
export function changeOf(delta: Record<string, unknown>, id: string): Record<string, unknown> | undefined {
  const found = (delta['changed'] as Array<Record<string, unknown>> | undefined)?.filter((change) => {
    const { ids, allExcept } = change as { ids?: string[]; allExcept?: string[] };
    return change['id'] === id || ids?.includes(id) || (allExcept !== undefined && !allExcept.includes(id));
  });
  if (!found?.length) return undefined;
  // A shared change and the entry's own rest compose.
  return Object.assign(
    {},
    ...found.map(({ id: _id, ids: _ids, allExcept: _allExcept, ...fields }) => fields),
  ) as Record<string, unknown>;
}

/** A snapshot group's entry for `id`, if listed. */
export const entryIn = (s: Snapshot, group: keyof Snapshot, id: string): HintEntry | undefined =>
  (s[group] as HintEntry[] | undefined)?.find((e) => e.id === id);

/** A group's entries as an answer states them new: `added` in a delta, the group itself in a full snapshot. */
export const newIn = (answer: Record<string, unknown>, group: string): HintEntry[] | undefined =>
  ((answer['delta'] ? answer['added'] : answer) as Record<string, HintEntry[] | undefined> | undefined)?.[group];
