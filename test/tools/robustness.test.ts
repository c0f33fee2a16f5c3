// Hostile pages, bad input, faults and secrets, all through the MCP interface in a real Chromium.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { workerCdpUrl } from '../support/test-env.js';
import { DEFAULT_MAX_RESPONSE } from '../../src/config/config.js';
import { tabShowing as tabShowingIn } from '../support/browser.js';
import { textOf } from '../support/mcp.js';
import { startInProcessServer } from '../support/in-process-server.js';
import type { McpTestServer } from '../support/mcp.js';

const fixture = (name: string) => `${inject('fixtureOrigin')}/fixtures/${name}`;

let server: McpTestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: workerCdpUrl() });
  browser = await chromium.connectOverCDP(workerCdpUrl());
});
afterAll(async () => {
  await server.close();
  await browser.close();
});

const tabShowing = (url: string): Page => tabShowingIn(browser, url);

describe('hostile pages', () => {
  it('page scripts that replace DOM methods and built-ins do not change the snapshot or observation', async () => {
    const snapshot = await server.ok('semantic_snapshot', { url: fixture('hostile.html') });
    expect(snapshot).toEqual({
      url: fixture('hostile.html'),
      screen: 'hostile.page',
      navigation: [{ id: 'nav.hostile', name: 'Hostile', target: 'hostile.page' }],
      action: [{ id: 'hostile.buy', name: 'Buy now', action: 'buy' }],
      input: [
        { id: 'hostile.search', name: 'Search', value: 'lamps' },
        { id: 'hostile.password', name: 'Password' },
      ],
      observable: [{ id: 'hostile.total', value: '£42.00' }],
      collections: [
        {
          id: 'hostile.list',
          name: 'List',
          idPattern: 'hostile.list.item.{key}',
          item: { role: 'navigation' },
          fields: ['key', 'name'],
          items: [
            ['a', 'Item A'],
            ['b', 'Item B'],
          ],
        },
      ],
    });
    expect(await server.ok('semantic_observe', { id: 'hostile.total' })).toEqual({
      id: 'hostile.total',
      role: 'observable',
      value: '£42.00',
    });
  });

  it('cuts a 5 MB text node and a 1 MB input value to their documented bounds', async () => {
    const snapshot = await server.ok<{ observable: Array<{ value: string }>; input: Array<{ value: string }> }>(
      'semantic_snapshot',
      {
        url: fixture('huge.html'),
      },
    );
    const text = snapshot.observable[0]!.value;
    expect(text.startsWith('x'.repeat(500))).toBe(true);
    expect(text).toMatch(/^x{500}…\[\+\d+ chars\]$/);
    expect(snapshot.input[0]!.value).toBe(`${'v'.repeat(500)}…[+${1024 * 1024 - 500} chars]`);
    const observed = await server.ok<{ value: string }>('semantic_observe', { id: 'huge.text' });
    expect(observed.value.length).toBeLessThan(600);
  });

  it('keeps a page with 6,000 hinted elements under the response ceiling and says what it left out', async () => {
    // About seven times what the ceiling holds (some 850 of these buttons), and more than the 5,000
    // entries the server remembers of a tab; the page's big text and value are left out (?bare).
    const result = await server.call('semantic_snapshot', { url: `${fixture('huge.html')}?n=6000&bare` });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(Buffer.byteLength(textOf(result))).toBeLessThanOrEqual(DEFAULT_MAX_RESPONSE);
    const structured = result.structuredContent as { action: unknown[]; truncated: { omitted: number; hint: string } };
    expect(structured.truncated.omitted).toBe(6_000 - structured.action.length);
    expect(structured.truncated.hint).toMatch(/scope/);
    expect(structured.action[0]).toEqual({ id: 'many.b0', name: 'Button number 0' });
  });
});

describe('answers at the ceiling', () => {
  it('observes twenty elements too large to answer together: those that fit, and the exact call for the rest', async () => {
    await server.ok('semantic_snapshot', { url: fixture('wide-selects.html'), scope: 'wide.s0' });
    const ids = Array.from({ length: 20 }, (_, i) => `wide.s${i}`);
    const seen = new Set<string>();
    let wanted: string[] | undefined = ids;
    for (let calls = 0; wanted && calls < 20; calls++) {
      const result = await server.call('semantic_observe', { id: wanted });
      expect(result.isError, textOf(result)).toBeFalsy();
      expect(Buffer.byteLength(textOf(result))).toBeLessThanOrEqual(DEFAULT_MAX_RESPONSE);
      const answer = result.structuredContent as {
        elements: Array<{ id: string; options: string[] }>;
        truncated?: { omitted: number; hint: string };
      };
      expect(answer.elements.length).toBeGreaterThan(0);
      for (const element of answer.elements) {
        expect(element.options).toHaveLength(100);
        seen.add(element.id);
      }
      const next = answer.truncated && /semantic_observe\((\{.*\})\)/.exec(answer.truncated.hint);
      if (answer.truncated) expect(next, answer.truncated.hint).toBeTruthy();
      wanted = next ? (JSON.parse(next[1]!) as { id: string[] }).id : undefined;
      if (wanted) expect(wanted).toHaveLength(answer.truncated!.omitted);
    }
    expect([...seen].sort()).toEqual([...ids].sort());
  });
});

describe('bad input', () => {
  it('refuses urls that are not http, https or file', async () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<p>hi</p>',
      'chrome://settings',
      'about:blank',
      'ftp://127.0.0.1/x',
    ]) {
      const result = await server.call('semantic_snapshot', { url });
      expect(result.isError, url).toBe(true);
      expect(textOf(result)).toMatch(/http:\/\/, https:\/\/ or file:\/\//);
    }
  });

  it('answers fuzzed arguments with a result or a clean error, and keeps serving', async () => {
    await server.ok('semantic_snapshot', { url: fixture('companion.html') });
    const anyValue = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
    );
    const args = fc.oneof(
      fc.dictionary(fc.constantFrom('id', 'url', 'scope', 'includeHidden', 'extra', '__proto__'), anyValue, {
        maxKeys: 4,
      }),
      fc.record({ id: fc.string({ maxLength: 600 }) }),
      fc.record({ scope: fc.string({ minLength: 1, maxLength: 80 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('semantic_snapshot', 'semantic_observe'), args, async (tool, input) => {
        const result = await server.call(tool, input);
        if (result.isError) {
          expect(textOf(result).length).toBeGreaterThan(10);
          expect(textOf(result)).not.toMatch(/failed unexpectedly/);
        } else {
          expect(result.structuredContent).toBeTypeOf('object');
        }
      }),
      { numRuns: 120 },
    );
    expect(await server.ok('semantic_observe', { id: 'counter.value' })).toMatchObject({ role: 'observable' });
  });
});

describe('faults', () => {
  let hang: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    // A page whose image never arrives: its load event never fires.
    const http = createServer((request, response) => {
      if (request.url === '/never') return; // no answer, ever
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<p data-semtag-id="slow.text" data-semtag-role="observable">Loading</p><img src="/never">');
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    hang = {
      url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/`,
      close: () =>
        new Promise((resolve) => {
          http.closeAllConnections();
          http.close(() => resolve());
        }),
    };
  });
  afterAll(async () => hang.close());

  it('ends a page that never finishes loading in a timeout error, then serves the next call', async () => {
    const impatient = await startInProcessServer({
      SEMANTIC_HINTS_CDP_URL: workerCdpUrl(),
      SEMANTIC_HINTS_TIMEOUT_MS: '3000',
    });
    try {
      const result = await impatient.call('semantic_snapshot', { url: hang.url });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/Timeout 3000ms exceeded|did not finish within 3000 ms/);
      expect(
        await impatient.ok('semantic_snapshot', { url: fixture('companion.html'), scope: 'counter.value' }),
      ).toHaveProperty('observable');
    } finally {
      await impatient.close();
    }
  });

  it('reads the new document after the tab navigated since the last call', async () => {
    await server.ok('semantic_snapshot', { url: fixture('companion.html') });
    await tabShowing(fixture('companion.html')).goto(fixture('second.html'));
    expect(await server.ok('semantic_observe', { id: 'second.title' })).toMatchObject({ value: 'Second page' });
  });

  it('answers a snapshot taken while the tab is navigating', async () => {
    await server.ok('semantic_snapshot', { url: fixture('companion.html') });
    const navigation = tabShowing(fixture('companion.html')).goto(fixture('second.html'));
    const result = await server.call('semantic_snapshot', {});
    await navigation;
    expect(result.isError, textOf(result)).toBeFalsy();
    expect([fixture('companion.html'), fixture('second.html')]).toContain(
      (result.structuredContent as { url: string }).url,
    );
  });

  it('moves on to another tab when the agent closes the one it was reading', async () => {
    const context = browser.contexts()[0]!;
    const extra = await context.newPage();
    await extra.goto(fixture('second.html'));
    expect(await server.ok('semantic_snapshot', {})).toMatchObject({ url: fixture('second.html') });
    await extra.close();
    const after = await server.call('semantic_snapshot', {});
    expect(after.isError, textOf(after)).toBeFalsy();
    expect((after.structuredContent as { url: string }).url).not.toBe('about:blank');
  });

  it('follows the most recent tab across several browser contexts', async () => {
    const other = await browser.newContext();
    try {
      const page = await other.newPage();
      await page.goto(fixture('companion.html'));
      expect(await server.ok('semantic_snapshot', { scope: 'counter.value' })).toMatchObject({
        url: fixture('companion.html'),
      });
      await page.click("[data-semtag-id='counter.increment']");
      expect(await server.ok('semantic_observe', { id: 'counter.value' })).toMatchObject({ value: '1' });
    } finally {
      await other.close();
    }
  });

  it('answers calls that arrive at once, each correctly', async () => {
    await server.ok('semantic_snapshot', { url: fixture('companion.html') });
    const calls = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0
        ? server.call('semantic_snapshot', { scope: 'counter.value' })
        : i % 3 === 1
          ? server.call('semantic_observe', { id: 'counter.value' })
          : server.call('semantic_observe', { id: 'missing.id' }),
    );
    const results = await Promise.all(calls);
    results.forEach((result, i) => {
      if (i % 3 === 2) expect(result.isError).toBe(true);
      else expect(result.isError, textOf(result)).toBeFalsy();
    });
    expect(results[1]!.structuredContent).toMatchObject({ id: 'counter.value', value: '0' });
  });
});

describe('secrets', () => {
  it('never returns the value of a password or a sensitive autocomplete field, in any tool or mode', async () => {
    const outputs: string[] = [];
    for (const includeHidden of [false, true]) {
      const result = await server.call('semantic_snapshot', { url: fixture('secrets.html'), includeHidden });
      expect(result.isError).toBeFalsy();
      outputs.push(textOf(result), JSON.stringify(result.structuredContent));
    }
    for (const id of [
      'secret.password',
      'secret.current',
      'secret.new',
      'secret.otp',
      'secret.card',
      'secret.csc',
      'secret.as-observable',
      'secret.wrapped',
      'secret.hidden',
      'secret.combo',
      'secret.unroled',
    ]) {
      const result = await server.call('semantic_observe', { id });
      expect(result.isError, id).toBeFalsy();
      expect(result.structuredContent, id).not.toHaveProperty('value');
      outputs.push(textOf(result));
    }
    const { tools } = await server.client.listTools();
    if (tools.some((tool) => tool.name === 'semantic_review')) {
      outputs.push(textOf(await server.call('semantic_review', { includeHidden: true })));
    }
    const everything = outputs.join('\n');
    expect(everything).not.toMatch(/SECRET-/);
    // The fields are still listed, and ordinary values still read.
    expect(everything).toContain('"id":"secret.password"');
    expect(everything).toContain('visible@example.com');
  });
});
