// semantic_observe as an agent sees it: our server in process, over MCP, attached to the worker's
// Chromium, with another CDP client acting on the same tab as Playwright MCP does. Each test opens
// the companion page afresh (its counter at 0) unless it only reads, so that none depends on what
// another left behind.

import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { tabShowing } from '../support/browser.js';
import { textOf } from '../support/mcp.js';
import { startInProcessServer } from '../support/in-process-server.js';
import type { McpTestServer } from '../support/mcp.js';
import { workerCdpUrl } from '../support/test-env.js';

let server: McpTestServer;
let browser: Browser;
const companionUrl = () => `${inject('fixtureOrigin')}/fixtures/companion.html`;
const tab = (): Page => tabShowing(browser, companionUrl());
const increment = () => tab().click("[data-semtag-id='counter.increment']");

beforeAll(async () => {
  server = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: workerCdpUrl() });
  browser = await chromium.connectOverCDP(workerCdpUrl());
});
afterAll(async () => {
  await server.close();
  await browser.close();
});
const openCompanion = async () => {
  await server.ok('semantic_snapshot', { url: companionUrl(), scope: 'counter.value' });
};

describe('reading elements', () => {
  beforeEach(openCompanion);

  it('sees the effect of actions taken through another CDP client on the same tab', async () => {
    await increment();
    await increment();
    expect(await server.ok('semantic_observe', { id: 'counter.value' })).toEqual({
      id: 'counter.value',
      role: 'observable',
      name: 'Count',
      value: '2',
    });
    await tab().fill("[data-semtag-id='form.name']", 'Ada');
    expect(await server.ok('semantic_observe', { id: 'form.name' })).toMatchObject({ role: 'input', value: 'Ada' });
    expect(await server.ok('semantic_observe', { id: 'form.submit' })).not.toHaveProperty('enabled');
  });

  it('observes several ids in one call, in the order asked', async () => {
    expect(await server.ok('semantic_observe', { id: ['form.submit', 'counter.value'] })).toEqual({
      elements: [
        { id: 'form.submit', role: 'action', name: 'Send', enabled: false },
        { id: 'counter.value', role: 'observable', name: 'Count', value: '0' },
      ],
    });
  });
});

describe('waits', () => {
  beforeEach(openCompanion);

  it('"changed" compares with what this server last reported, so an update that landed before the call counts', async () => {
    expect(await server.ok('semantic_observe', { id: 'counter.value' })).toMatchObject({ value: '0' });
    await increment();
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

  it('a "changed" wait that times out on an id never told of says the change came before the call', async () => {
    // The snapshot told only counter.value: the greeting has no earlier state, and it changes at once.
    await tab().fill("[data-semtag-id='form.name']", 'Ada');
    const early = await server.ok('semantic_observe', { id: 'form.greeting', until: 'changed', timeoutMs: 100 });
    expect(early).toMatchObject({ id: 'form.greeting', value: 'Hello, Ada', timedOut: true });
    expect(early['note']).toContain('No earlier state of "form.greeting" was known');
    expect(early['note']).toContain('Observe the id before the action, then wait with until: "changed".');
    // Told of now: a wait that finds no change has no cause to name.
    const told = await server.ok('semantic_observe', { id: 'form.greeting', until: 'changed', timeoutMs: 100 });
    expect(told).toMatchObject({ timedOut: true });
    expect(told).not.toHaveProperty('note');
  });

  it('waits in the page for an asynchronous update', async () => {
    await tab().evaluate(() => {
      setTimeout(() => document.querySelector<HTMLElement>("[data-semtag-id='counter.increment']")!.click(), 150);
    });
    const result = await server.ok('semantic_observe', { id: 'counter.value', until: { value: '1' } });
    expect(result).toMatchObject({ value: '1' });
    expect(result).not.toHaveProperty('timedOut');
  });
});

describe('bad input', () => {
  // Nothing here changes the page: it opens once.
  beforeAll(openCompanion);

  const badCalls: Array<[Record<string, unknown>, RegExp]> = [
    [{}, /id/],
    [{ id: '' }, /id is empty/],
    [{ id: 42 }, /id must be a string/],
    [{ id: 'x'.repeat(501) }, /longer than 500/],
    [{ id: 'counter.value', extra: true }, /extra/],
    [{ id: 'no.such.id' }, /No element has data-semtag-id="no.such.id".*semantic_snapshot/s],
    [{ id: [] }, /array of 1 to 20/],
    [{ id: ['counter.value', ''] }, /id is empty/],
    [{ id: 'counter.value', until: 'soon' }, /until must be "changed", "present", "absent"/],
    [{ id: 'counter.value', until: { colour: 'red' } }, /value, state, enabled/],
    [{ id: 'counter.value', until: { enabled: 'yes' } }, /enabled \(true\/false\)/],
    [{ id: 'counter.value', until: 'changed', timeoutMs: 60_000 }, /from 0 to 10000/],
  ];

  it.each(badCalls)(
    '%j is an isError result that says how to fix it, and the server keeps serving',
    async (args, message) => {
      const result = await server.call('semantic_observe', args);
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(message);
      expect(await server.ok('semantic_observe', { id: 'counter.value' })).toMatchObject({ value: '0' });
    },
  );

  it('says which id is ambiguous and how many share it', async () => {
    await server.ok('semantic_snapshot', { url: inject('fixtureUrl') });
    const result = await server.call('semantic_observe', { id: 'dup.label' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/2 elements share data-semtag-id="dup.label"/);
  });
});
