// Page-wide facts end to end, as an agent reads them over stdio: the open modal
// stated once, the screen's name, and the totals of lists the page holds only part of.

import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { workerCdpUrl } from '../support/test-env.js';
import { tabShowing } from '../support/browser.js';
import { startInProcessServer } from '../support/in-process-server.js';
import type { McpTestServer } from '../support/mcp.js';

let server: McpTestServer;
let browser: Browser;
const fixture = (path: string) => `${inject('fixtureOrigin')}/fixtures/${path}`;

beforeAll(async () => {
  server = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: workerCdpUrl() });
  browser = await chromium.connectOverCDP(workerCdpUrl());
});
afterAll(async () => {
  await server.close();
  await browser.close();
});

/** The delta as modal.html's underlay opens: the modal and what it holds, nothing behind it. */
const CONFIRM_OPENED = {
  modal: 'confirm',
  delta: true,
  added: { region: [{ id: 'confirm', name: 'Confirm' }], action: [{ id: 'confirm.ok', name: 'OK' }] },
};

describe('a modal', () => {
  it('is stated once: only its contents while open, out of use behind it, and on close only the news', async () => {
    const url = fixture('modal.html');
    const before = await server.ok('semantic_snapshot', { url });
    expect(before).not.toHaveProperty('modal');
    const tab: Page = tabShowing(browser, url);
    await tab.evaluate(() => (window as unknown as { openUnderlay(): void }).openUnderlay());

    const open = await server.ok('semantic_snapshot', { changes: true });
    expect(open).toEqual(CONFIRM_OPENED);
    expect(JSON.stringify(open)).not.toContain('page.');
    expect(await server.ok('semantic_observe', { id: 'page.open' })).toMatchObject({ enabled: false });
    const hidden = await server.ok<{ action: Array<{ id: string; enabled?: false }> }>('semantic_snapshot', {
      includeHidden: true,
    });
    expect(hidden.action).toContainEqual({ id: 'page.open', name: 'Open', enabled: false });

    // Behind the modal, the search field took a value; then the modal closed.
    await tab.evaluate(() => {
      document.querySelector<HTMLInputElement>('[data-semtag-id="page.search"]')!.value = 'shoes';
      (window as unknown as { closeLayers(): void }).closeLayers();
    });
    const closed = await server.ok('semantic_snapshot', { changes: true });
    expect(closed).toEqual({
      modal: null,
      delta: true,
      removed: ['confirm'],
      // What observe and the includeHidden snapshot said while it was open is news now.
      changed: [
        // (every page id held but the list's rows, restated below)
        { allExcept: ['page.list.item.a', 'page.list.item.b'], enabled: true },
        { id: 'page.search', value: 'shoes' },
      ],
      collections: [
        {
          id: 'page.list',
          changed: [
            ['a', 'A'],
            ['b', 'B'],
          ],
        },
      ],
    });
    await tab.close();
  });
});

describe('a modal over what an observe read since the last snapshot', () => {
  it('restates none of it: the page behind holds what the agent was told', async () => {
    const url = fixture('modal.html');
    await server.ok('semantic_snapshot', { url });
    const tab: Page = tabShowing(browser, url);
    await tab.fill('[data-semtag-id="page.search"]', 'shoes');
    expect(await server.ok('semantic_observe', { id: 'page.search' })).toMatchObject({ value: 'shoes' });
    await tab.evaluate(() => (window as unknown as { openUnderlay(): void }).openUnderlay());
    const open = await server.ok('semantic_snapshot', { changes: true });
    expect(open).toEqual(CONFIRM_OPENED);
    expect(await tab.inputValue('[data-semtag-id="page.search"]')).toBe('shoes');
    await tab.close();
  });
});

describe('the screen', () => {
  it('is the region that is the main landmark, and absent rather than a part of the page', async () => {
    const regions = await server.ok('semantic_snapshot', { url: fixture('screen-regions.html') });
    expect(regions['screen']).toBe('cart.page');
    // modal.html has no main landmark and no link to itself: no screen, open modal or not.
    const tab = await server.ok('semantic_snapshot', { url: fixture('modal.html') });
    expect(tab).not.toHaveProperty('screen');
    await tabShowing(browser, fixture('modal.html')).evaluate(() =>
      (window as unknown as { openUnderlay(): void }).openUnderlay(),
    );
    expect(await server.ok('semantic_snapshot', {})).not.toHaveProperty('screen');
  });
});

describe('a virtualized list', () => {
  it('carries the total the page states, in the snapshot and in observe of a select', async () => {
    const snapshot = await server.ok<{ collections: Array<{ id: string; total?: number; items: unknown[][] }> }>(
      'semantic_snapshot',
      { url: fixture('virtual-list.html') },
    );
    const orders = snapshot.collections.find((block) => block.id === 'orders')!;
    expect(orders.total).toBe(250);
    expect(orders.items.map((row) => row[0])).toEqual(['o1', 'o2', 'o3']);
    expect(await server.ok('semantic_observe', { id: 'country' })).toMatchObject({ role: 'select', total: 40 });
  });
});

describe('an error page', () => {
  const HINTED = (title: string) =>
    `<!doctype html><title>${title}</title><h1 data-semtag-id="error.title" data-semtag-role="observable">${title}</h1>` +
    `<a href="/" data-semtag-id="error.home" data-semtag-role="navigation">Home</a>`;
  let site: Server;
  let origin: string;

  beforeAll(async () => {
    site = createServer((request, response) => {
      const status = Number(/^\/status\/(\d{3})/.exec(request.url ?? '')?.[1] ?? 200);
      response.writeHead(status, { 'content-type': 'text/html' }).end(HINTED(`Status ${status}`));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  it('states its HTTP status in every answer about it, and a page served with 200 in none', async () => {
    const notFound = `${origin}/status/404`;
    const snapshot = await server.ok('semantic_snapshot', { url: notFound });
    expect(snapshot).toMatchObject({
      url: notFound,
      status: 404,
      observable: [{ id: 'error.title', value: 'Status 404' }],
    });
    expect(Object.keys(snapshot).slice(0, 2)).toEqual(['url', 'status']);
    expect(await server.ok('semantic_observe', { id: 'error.title' })).toMatchObject({ status: 404 });
    expect(await server.ok('semantic_observe', { id: ['error.title', 'error.home'] })).toMatchObject({ status: 404 });
    expect(await server.ok('semantic_snapshot', { changes: true })).toMatchObject({ status: 404 });
    expect(await server.ok('semantic_review', {})).toMatchObject({ url: notFound, status: 404 });

    const fine = `${origin}/status/200`;
    for (const answer of [
      await server.ok('semantic_snapshot', { url: fine }),
      await server.ok('semantic_observe', { id: 'error.title' }),
      await server.ok('semantic_review', {}),
    ])
      expect(answer).not.toHaveProperty('status');
  });

  it('is read from the page, whoever navigated it', async () => {
    await server.ok('semantic_snapshot', { url: `${origin}/status/200` });
    const tab = tabShowing(browser, `${origin}/status/200`);
    await tab.goto(`${origin}/status/503`);
    expect(await server.ok('semantic_snapshot', {})).toMatchObject({ status: 503 });
    // A same-document move keeps the document, and so its status.
    await tab.evaluate(() => history.pushState(null, '', '/elsewhere'));
    expect(await server.ok('semantic_observe', { id: 'error.home' })).toMatchObject({ status: 503 });
    await tab.goto(`${origin}/status/200`);
    expect(await server.ok('semantic_observe', { id: 'error.home' })).not.toHaveProperty('status');
  });
});
