// The server as an agent sees it, over stdio, against the shared Chromium.

import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tabShowing as tabShowingIn } from './support/browser.js';
import { textOf } from './support/mcp.js';
import { startInProcessServer } from './support/in-process-server.js';
import { freePort } from './support/ports.js';
import type { McpTestServer } from './support/mcp.js';

let server: McpTestServer;
let browser: Browser;
const companionUrl = () => `${inject('fixtureOrigin')}/fixtures/companion.html`;

const tabShowing = (url: string): Page => tabShowingIn(browser, url);

beforeAll(async () => {
  server = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: inject('cdpUrl') });
  browser = await chromium.connectOverCDP(inject('cdpUrl'));
});
afterAll(async () => {
  await server.close();
  await browser.close();
});

describe('tool listing', () => {
  it('offers all three tools as read-only, with input and output schemas and descriptions that say how to act', async () => {
    const { tools } = await server.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['semantic_snapshot', 'semantic_observe', 'semantic_review']);
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.inputSchema.additionalProperties).toBe(false);
    }
    expect(byName.get('semantic_snapshot')!.description).toContain('browser_click({target: "[data-semtag-id=\'');
    expect(byName.get('semantic_snapshot')!.description).toContain('changes:true');
    expect(Object.keys(byName.get('semantic_snapshot')!.inputSchema.properties ?? {})).toEqual([
      'url',
      'scope',
      'includeHidden',
      'changes',
      'rowsFrom',
    ]);
    expect(byName.get('semantic_observe')!.description).toContain('until');
    expect(byName.get('semantic_observe')!.inputSchema.required).toEqual(['id']);
  });
});

describe('semantic_snapshot', () => {
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
    const snapshot = await server.ok('semantic_snapshot', { scope: 'counter.value' });
    expect(snapshot).toEqual({
      url: companionUrl(),
      screen: 'companion.page',
      observable: [{ id: 'counter.value', name: 'Count', value: '0' }],
    });
  });
});

describe('semantic_observe', () => {
  it('sees the effect of actions taken through another CDP client on the same tab', async () => {
    const page = tabShowing(companionUrl());
    await page.click("[data-semtag-id='counter.increment']");
    await page.click("[data-semtag-id='counter.increment']");
    expect(await server.ok('semantic_observe', { id: 'counter.value' })).toEqual({
      id: 'counter.value',
      role: 'observable',
      name: 'Count',
      value: '2',
    });
    await page.fill("[data-semtag-id='form.name']", 'Ada');
    expect(await server.ok('semantic_observe', { id: 'form.name' })).toMatchObject({ role: 'input', value: 'Ada' });
    expect(await server.ok('semantic_observe', { id: 'form.submit' })).not.toHaveProperty('enabled');
  });
});

describe('errors', () => {
  const badCalls: Array<[string, Record<string, unknown>, RegExp]> = [
    ['semantic_observe', {}, /id/],
    ['semantic_observe', { id: '' }, /id is empty/],
    ['semantic_observe', { id: 42 }, /id must be a string/],
    ['semantic_observe', { id: 'x'.repeat(501) }, /longer than 500/],
    ['semantic_observe', { id: 'counter.value', extra: true }, /extra/],
    ['semantic_observe', { id: 'no.such.id' }, /No element has data-semtag-id="no.such.id".*semantic_snapshot/s],
    ['semantic_observe', { id: [] }, /array of 1 to 20/],
    ['semantic_observe', { id: ['counter.value', ''] }, /id is empty/],
    ['semantic_observe', { id: 'counter.value', until: 'soon' }, /until must be "changed", "present", "absent"/],
    ['semantic_observe', { id: 'counter.value', until: { colour: 'red' } }, /value, state, enabled/],
    ['semantic_observe', { id: 'counter.value', until: { enabled: 'yes' } }, /enabled \(true\/false\)/],
    ['semantic_observe', { id: 'counter.value', until: 'changed', timeoutMs: 60_000 }, /from 0 to 10000/],
    ['semantic_snapshot', { changes: 'yes' }, /changes must be true or false/],
    ['semantic_snapshot', { url: 'javascript:alert(1)' }, /http:\/\/, https:\/\/ or file:\/\//],
    ['semantic_snapshot', { url: 'not a url' }, /absolute/],
    ['semantic_snapshot', { scope: 'main >>> [' }, /not a valid CSS selector/],
    ['semantic_snapshot', { scope: 'nothing.here' }, /matched nothing/],
    ['semantic_snapshot', { includeHidden: 'yes' }, /includeHidden must be true or false/],
    ['nonexistent_tool', {}, /not found/],
  ];

  it.each(badCalls)('%s %j is an isError result that says how to fix it', async (tool, args, message) => {
    const result = await server.call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(message);
  });

  it('keeps serving after every bad call', async () => {
    expect(await server.ok('semantic_observe', { id: 'counter.value' })).toMatchObject({ value: '2' });
  });

  it('says which id is ambiguous and how many share it', async () => {
    await server.ok('semantic_snapshot', { url: inject('fixtureUrl') });
    const result = await server.call('semantic_observe', { id: 'dup.label' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/2 elements share data-semtag-id="dup.label"/);
  });

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

describe('several ids, waits and deltas', () => {
  it('observes several ids in one call, in the order asked', async () => {
    await server.ok('semantic_snapshot', { url: companionUrl() });
    expect(await server.ok('semantic_observe', { id: ['form.submit', 'counter.value'] })).toEqual({
      elements: [
        { id: 'form.submit', role: 'action', name: 'Send', enabled: false },
        { id: 'counter.value', role: 'observable', name: 'Count', value: '0' },
      ],
    });
  });

  it('"changed" compares with what this server last reported, so an update that landed before the call counts', async () => {
    expect(await server.ok('semantic_observe', { id: 'counter.value' })).toMatchObject({ value: '0' });
    await tabShowing(companionUrl()).click("[data-semtag-id='counter.increment']");
    expect(await server.ok('semantic_observe', { id: 'counter.value', until: 'changed' })).toEqual({
      id: 'counter.value',
      role: 'observable',
      name: 'Count',
      value: '1',
      waitedMs: 0,
    });
    // 1 is now what the server reported: nothing changes, and the wait ends in a normal answer.
    expect(
      await server.ok('semantic_observe', { id: ['counter.value'], until: 'changed', timeoutMs: 100 }),
    ).toMatchObject({ elements: [{ value: '1' }], timedOut: true });
  });

  it('waits in the page for an asynchronous update', async () => {
    await tabShowing(companionUrl()).evaluate(() => {
      setTimeout(() => document.querySelector<HTMLElement>("[data-semtag-id='counter.increment']")!.click(), 150);
    });
    const result = await server.ok('semantic_observe', { id: 'counter.value', until: { value: '2' } });
    expect(result).toMatchObject({ value: '2' });
    expect(result).not.toHaveProperty('timedOut');
  });

  it('answers changes:true with only what changed since the last snapshot of that scope, else the full snapshot', async () => {
    // No baseline: the full snapshot alone, no larger than a plain one.
    const first = await server.ok('semantic_snapshot', { scope: 'companion', changes: true });
    expect(first).toEqual(await server.ok('semantic_snapshot', { scope: 'companion' }));
    expect(first).toMatchObject({ observable: expect.any(Array) });
    expect(first).not.toHaveProperty('delta');
    await tabShowing(companionUrl()).click("[data-semtag-id='counter.increment']");
    // Same page, same screen: the delta says neither again.
    expect(await server.ok('semantic_snapshot', { scope: 'companion', changes: true })).toEqual({
      delta: true,
      changed: [{ id: 'counter.value', value: '3' }],
    });
    expect(await server.ok('semantic_snapshot', { scope: 'companion', changes: true })).toEqual({ delta: true });
  });

  it('leaves out of a delta what an observe reported since, and keeps what changed after it', async () => {
    await server.ok('semantic_snapshot', { scope: 'companion' });
    const tab = tabShowing(companionUrl());
    await tab.click("[data-semtag-id='counter.increment']");
    expect(await server.ok('semantic_observe', { id: 'counter.value', until: 'changed' })).toMatchObject({
      value: '4',
    });
    expect(await server.ok('semantic_snapshot', { scope: 'companion', changes: true })).toEqual({ delta: true });
    await tab.click("[data-semtag-id='counter.increment']");
    expect(await server.ok('semantic_snapshot', { scope: 'companion', changes: true })).toEqual({
      delta: true,
      changed: [{ id: 'counter.value', value: '5' }],
    });
  });
});
