// semantic_snapshot as an agent sees it: our server in process, over MCP, attached to the worker's
// Chromium, with another CDP client acting on the same tab as Playwright MCP does. Each test opens
// the companion page afresh, so that none depends on what another left behind.

import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { tabShowing } from '../support/browser.js';
import { textOf } from '../support/mcp.js';
import { startInProcessServer } from '../support/in-process-server.js';
import { freePort } from '../support/ports.js';
import type { McpTestServer } from '../support/mcp.js';
import { workerCdpUrl } from '../support/test-env.js';

let server: McpTestServer;
let browser: Browser;
const companionUrl = () => `${inject('fixtureOrigin')}/fixtures/companion.html`;
const increment = () => tabShowing(browser, companionUrl()).click("[data-semtag-id='counter.increment']");

beforeAll(async () => {
  server = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: workerCdpUrl() });
  browser = await chromium.connectOverCDP(workerCdpUrl());
});
afterAll(async () => {
  await server.close();
  await browser.close();
});

describe('reading the page', () => {
  it('navigates on url and answers with compact JSON text equal to its structured content', async () => {
    const result = await server.call('semantic_snapshot', { url: companionUrl() });
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    expect(text).not.toMatch(/\n|": /); // compact: no indentation
    expect(JSON.parse(text)).toEqual(result.structuredContent);
    expect(result.structuredContent).toMatchObject({
      url: companionUrl(),
      screen: 'companion.page',
      action: [
        { id: 'counter.increment', name: 'Add one', action: 'increment' },
        { id: 'form.submit', name: 'Send', enabled: false },
      ],
      input: [{ id: 'form.name', name: 'Your name' }],
    });
    expect(result.structuredContent).not.toHaveProperty('warning');
  });

  it('reads the current page when called without url, limited to a scope', async () => {
    await server.ok('semantic_snapshot', { url: companionUrl() });
    expect(await server.ok('semantic_snapshot', { scope: 'counter.value' })).toEqual({
      url: companionUrl(),
      screen: 'companion.page',
      observable: [{ id: 'counter.value', name: 'Count', value: '0' }],
    });
  });
});

describe('changes: true', () => {
  // A server of its own per test: what an agent was told lives in the server, per tab.
  let fresh: McpTestServer;
  beforeEach(async () => {
    fresh = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: workerCdpUrl() });
    await fresh.ok('semantic_snapshot', { url: companionUrl(), scope: 'form.greeting' });
  });
  afterEach(async () => fresh.close());

  it('answers with only what changed since the last snapshot of that scope, else the full snapshot', async () => {
    // No baseline for this scope yet: the full snapshot alone, no larger than a plain one.
    const first = await fresh.ok('semantic_snapshot', { scope: 'companion', changes: true });
    expect(first).toEqual(await fresh.ok('semantic_snapshot', { scope: 'companion' }));
    expect(first).toMatchObject({ observable: expect.any(Array) });
    expect(first).not.toHaveProperty('delta');
    await increment();
    // Same page, same screen: the delta says neither again.
    expect(await fresh.ok('semantic_snapshot', { scope: 'companion', changes: true })).toEqual({
      delta: true,
      changed: [{ id: 'counter.value', value: '1' }],
    });
    expect(await fresh.ok('semantic_snapshot', { scope: 'companion', changes: true })).toEqual({ delta: true });
  });

  it('leaves out what an observe reported since, and keeps what changed after it', async () => {
    await fresh.ok('semantic_snapshot', { scope: 'companion' });
    await increment();
    expect(await fresh.ok('semantic_observe', { id: 'counter.value', until: 'changed' })).toMatchObject({
      value: '1',
    });
    expect(await fresh.ok('semantic_snapshot', { scope: 'companion', changes: true })).toEqual({ delta: true });
    await increment();
    expect(await fresh.ok('semantic_snapshot', { scope: 'companion', changes: true })).toEqual({
      delta: true,
      changed: [{ id: 'counter.value', value: '2' }],
    });
  });
});

describe('bad input and pages that fail', () => {
  const badCalls: Array<[Record<string, unknown>, RegExp]> = [
    [{ changes: 'yes' }, /changes must be true or false/],
    [{ url: 'javascript:alert(1)' }, /http:\/\/, https:\/\/ or file:\/\//],
    [{ url: 'not a url' }, /absolute/],
    [{ scope: 'main >>> [' }, /not a valid CSS selector/],
    [{ scope: 'nothing.here' }, /matched nothing/],
    [{ includeHidden: 'yes' }, /includeHidden must be true or false/],
  ];

  beforeAll(async () => {
    await server.ok('semantic_snapshot', { url: companionUrl() });
  });

  it.each(badCalls)(
    '%j is an isError result that says how to fix it, and the server keeps serving',
    async (args, message) => {
      const result = await server.call('semantic_snapshot', args);
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(message);
      expect(await server.ok('semantic_snapshot', { scope: 'counter.value' })).toHaveProperty('observable');
    },
  );

  it('reports a page that cannot be loaded, and still serves', async () => {
    const closedPort = `http://127.0.0.1:${await freePort()}/`;
    const result = await server.call('semantic_snapshot', { url: closedPort });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/Could not load .*Check that the app is running/s);
    expect(await server.ok('semantic_snapshot', { url: companionUrl(), scope: 'form.greeting' })).toHaveProperty(
      'observable',
    );
  });
});
