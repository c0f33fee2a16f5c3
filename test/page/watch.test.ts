/// <reference lib="dom" />
// semantic_observe's page side: several ids in one read, and waits that run in the page until a
// condition holds or the time is up.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { worldOf } from '../../harness/page-world.js';
import type { Watch, WatchResult } from '../../src/page/types.js';
import { connectTestBrowser } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, render } from './helpers.js';

let tb: TestBrowser;
let page: Page;

const watch = (args: Partial<Watch> & { ids: string[] }): Promise<WatchResult> =>
  worldOf(page).call('watch', { timeoutMs: 5_000, ...args });

/** Changes the page `ms` after now, as an app's asynchronous update does. */
const later = (ms: number, change: () => void): Promise<void> =>
  page.evaluate(`setTimeout(${change.toString()}, ${ms})`);

beforeAll(async () => {
  tb = await connectTestBrowser();
  page = await tb.newPage(BLANK_URL());
});
afterAll(async () => tb.close());

beforeEach(async () => {
  await render(
    page,
    `<output data-semtag-id="cart.total" data-semtag-role="observable">£10.00</output>
     <output data-semtag-id="cart.count" data-semtag-role="observable">1</output>
     <button disabled data-semtag-id="checkout.submit" data-semtag-role="action">Pay</button>
     <p data-semtag-id="toast" data-semtag-role="observable">Saved</p>
     <button data-semtag-id="dup" data-semtag-role="action">A</button><button data-semtag-id="dup" data-semtag-role="action">B</button>`,
  );
});

describe('several ids', () => {
  it('reads every id in the order asked, in one call', async () => {
    expect(await watch({ ids: ['cart.count', 'cart.total'] })).toEqual({
      ok: true,
      value: [
        { id: 'cart.count', role: 'observable', value: '1' },
        { id: 'cart.total', role: 'observable', value: '£10.00' },
      ],
    });
  });

  it('without a condition, an id not on the page or shared by two elements is an error', async () => {
    expect(await watch({ ids: ['cart.total', 'cart.totl'] })).toMatchObject({
      ok: false,
      error: { code: 'id-not-found', id: 'cart.totl', similar: expect.arrayContaining(['cart.total']) },
    });
    expect(await watch({ ids: ['dup'] })).toMatchObject({ ok: false, error: { code: 'id-ambiguous', count: 2 } });
    expect(await watch({ ids: ['dup'], until: 'present' })).toMatchObject({
      ok: false,
      error: { code: 'id-ambiguous' },
    });
  });
});

describe('waiting', () => {
  it('answers at once, without waiting, when the condition already holds', async () => {
    expect(await watch({ ids: ['cart.total'], until: { value: '£10.00' } })).toEqual({
      ok: true,
      value: [{ id: 'cart.total', role: 'observable', value: '£10.00' }],
      waitedMs: 0,
    });
  });

  it('waits for a value that an asynchronous update brings', async () => {
    await later(150, () => {
      document.querySelector('[data-semtag-id="cart.total"]')!.textContent = '£52.00';
    });
    const result = await watch({ ids: ['cart.total', 'cart.count'], until: 'changed' });
    expect(result).toMatchObject({ ok: true, value: [{ id: 'cart.total', value: '£52.00' }, { value: '1' }] });
    expect(result).not.toHaveProperty('timedOut');
  });

  it('waits for a button to become enabled, and for a text to reach a value, all ids at once', async () => {
    await later(100, () => {
      (document.querySelector('[data-semtag-id="checkout.submit"]') as HTMLButtonElement).disabled = false;
      document.querySelector('[data-semtag-id="cart.count"]')!.textContent = '3';
    });
    const enabled = await watch({ ids: ['checkout.submit'], until: { enabled: true } });
    expect(enabled).toMatchObject({ ok: true, value: [{ id: 'checkout.submit', name: 'Pay' }] });
    expect((enabled as { value: object[] }).value[0]).not.toHaveProperty('enabled');
    expect(await watch({ ids: ['cart.count'], until: { value: '3' } })).toMatchObject({
      ok: true,
      value: [{ value: '3' }],
    });
  });

  it('waits for an element to disappear and to appear, reporting an absent one as such', async () => {
    await later(100, () => document.querySelector('[data-semtag-id="toast"]')!.remove());
    expect(await watch({ ids: ['toast'], until: 'absent' })).toMatchObject({
      ok: true,
      value: [{ id: 'toast', absent: true }],
    });
    await later(100, () => {
      const dialog = document.createElement('div');
      dialog.setAttribute('data-semtag-id', 'dialog');
      dialog.setAttribute('data-semtag-role', 'region');
      dialog.textContent = 'Hello';
      document.body.append(dialog);
    });
    expect(await watch({ ids: ['dialog'], until: 'present' })).toMatchObject({
      ok: true,
      value: [{ id: 'dialog', role: 'region' }],
    });
  });

  it('sees a typed value, which changes no attribute', async () => {
    await render(page, `<input aria-label="Email" data-semtag-id="email" data-semtag-role="input">`);
    await later(100, () => {
      const input = document.querySelector('input')!;
      input.value = 'ada@example.com';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(await watch({ ids: ['email'], until: { value: 'ada@example.com' } })).toMatchObject({
      ok: true,
      value: [{ id: 'email', value: 'ada@example.com' }],
    });
  });

  it('"changed" compares with what the server reported: a change it has not reported yet answers at once', async () => {
    const reported = { 'cart.total': { id: 'cart.total', role: 'observable', value: '£5.00' } };
    expect(await watch({ ids: ['cart.total'], until: 'changed', reported })).toEqual({
      ok: true,
      value: [{ id: 'cart.total', role: 'observable', value: '£10.00' }],
      waitedMs: 0,
    });
    // Field order does not make a change.
    const same = { 'cart.total': { value: '£10.00', role: 'observable', id: 'cart.total' } };
    const timedOut = await watch({ ids: ['cart.total'], until: 'changed', reported: same, timeoutMs: 50 });
    expect(timedOut).toMatchObject({ ok: true, timedOut: true, value: [{ value: '£10.00' }] });
  });

  it('a wait that runs out of time is a normal answer with the current state and how long it waited', async () => {
    const result = await watch({ ids: ['cart.total', 'gone.id'], until: { value: '£99.00' }, timeoutMs: 120 });
    expect(result).toMatchObject({
      ok: true,
      timedOut: true,
      value: [
        { id: 'cart.total', value: '£10.00' },
        { id: 'gone.id', absent: true },
      ],
    });
    expect((result as { waitedMs: number }).waitedMs).toBeGreaterThanOrEqual(118);
  });

  it('leaves no observer behind: the page can change freely after a wait', async () => {
    await watch({ ids: ['cart.total'], until: { value: 'never' }, timeoutMs: 30 });
    await page.evaluate(() => {
      document.querySelector('[data-semtag-id="cart.total"]')!.textContent = '£1.00';
    });
    expect(await watch({ ids: ['cart.total'] })).toMatchObject({ ok: true, value: [{ value: '£1.00' }] });
  });
});
