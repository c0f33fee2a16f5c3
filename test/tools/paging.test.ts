// Client limits: every answer fits Claude Code's limits, each tool declares its ceiling, and no
// collection row is out of reach: a listing is read whole by following the hints.

import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExampleServer } from '../../examples/server.js';
import type { ExampleServer } from '../../examples/server.js';
import { DEFAULT_MAX_RESPONSE, MIN_MAX_RESPONSE } from '../../src/config/config.js';
import { MAX_RESULT_SIZE_META } from '../../src/server/mcp-server.js';
import { tabShowing } from '../support/browser.js';
import { textOf } from '../support/mcp.js';
import { startInProcessServer } from '../support/in-process-server.js';
import type { McpTestServer } from '../support/mcp.js';
import { workerCdpUrl } from '../support/test-env.js';

interface Page {
  collections?: Array<{ id?: string; fields: string[]; items: unknown[][] }>;
  rows?: { from: number; of: number };
  truncated?: { omitted: number; hint: string };
}

let server: McpTestServer;
let shop: ExampleServer;

beforeAll(async () => {
  server = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: workerCdpUrl() });
  shop = await startExampleServer();
});
afterAll(async () => {
  await server?.close();
  await shop?.close();
});

/** The arguments of the continuation call the hint spells out for `collection`. */
function continuation(hint: string, collection: string): Record<string, unknown> | undefined {
  const sentence = hint.split('Collection ').find((part) => part.startsWith(`${collection}:`));
  const call = sentence && /semantic_snapshot\((\{.*?\})\)/.exec(sentence);
  return call ? (JSON.parse(call[1]!) as Record<string, unknown>) : undefined;
}

describe('client limits', () => {
  it('declares the ceiling each tool uses in tools/list, under Claude Code limits', async () => {
    expect(DEFAULT_MAX_RESPONSE).toBeLessThan(50_000);
    const { tools } = await server.client.listTools();
    expect(tools.length).toBeGreaterThan(0);
    for (const tool of tools) expect(tool._meta?.[MAX_RESULT_SIZE_META], tool.name).toBe(DEFAULT_MAX_RESPONSE);
  });

  it('answers a listing several times the ceiling under the limits, with the call that reads on', async () => {
    // 3,000 items: about 140,000 characters in full, 3.5 times the default ceiling.
    const result = await server.call('semantic_snapshot', { url: `${shop.url}/listing?items=3000` });
    expect(result.isError, textOf(result)).toBeFalsy();
    const text = textOf(result);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(DEFAULT_MAX_RESPONSE);
    expect(countTokens(text)).toBeLessThan(25_000);
    const page = result.structuredContent as Page;
    expect(page.collections?.find((c) => c.id === 'listing.grid')?.items.length).toBeGreaterThan(0);
    expect(continuation(page.truncated!.hint, 'listing.grid')).toMatchObject({ rowsFrom: expect.any(String) });
  });

  it('reads every row of a listing exactly once by following the hints, each answer under the ceiling', async () => {
    // The smallest ceiling the server takes, so that 1,000 rows need several pages (each call reads
    // the whole listing in the page: the count of pages, not the rows, is what this checks).
    const small = await startInProcessServer({
      SEMANTIC_HINTS_CDP_URL: workerCdpUrl(),
      SEMANTIC_HINTS_MAX_RESPONSE_CHARS: String(MIN_MAX_RESPONSE),
    });
    try {
      const items = 1_000;
      const seen = new Map<string, number>();
      let args: Record<string, unknown> | undefined = { url: `${shop.url}/listing?items=${items}` };
      let calls = 0;
      while (args) {
        const result = await small.call('semantic_snapshot', args);
        expect(result.isError, textOf(result)).toBeFalsy();
        const text = textOf(result);
        expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MIN_MAX_RESPONSE);
        calls++;
        const page = result.structuredContent as Page;
        const grid = page.collections?.find((c) => c.id === 'listing.grid');
        expect(grid, text.slice(0, 300)).toBeDefined();
        if (page.rows) {
          // Each page starts where the one before stopped.
          expect(page.rows).toEqual({ from: seen.size + 1, of: items });
          expect(page.collections).toHaveLength(1);
        }
        for (const row of grid!.items) seen.set(String(row[0]), (seen.get(String(row[0])) ?? 0) + 1);
        args = page.truncated ? continuation(page.truncated.hint, 'listing.grid') : undefined;
        if (page.truncated) expect(args, page.truncated.hint).toBeDefined();
      }
      expect(calls).toBeGreaterThan(2);
      expect(seen.size).toBe(items);
      expect([...seen.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await small.close();
    }
  });

  it('answers changes too large for the ceiling with the full snapshot, cut and continued, never over the limits', async () => {
    const before = await server.call('semantic_snapshot', { url: `${shop.url}/listing?items=500` });
    expect((before.structuredContent as Page).truncated, 'the baseline must be whole').toBeUndefined();
    // The same tab grows to 1,400 rows: 900 new ones, less than two thirds of the full snapshot.
    const browser = await chromium.connectOverCDP(workerCdpUrl());
    try {
      await tabShowing(browser, `${shop.url}/listing?items=500`).goto(`${shop.url}/listing?items=1400`);
    } finally {
      await browser.close();
    }
    const grown = await server.call('semantic_snapshot', { changes: true });
    expect(grown.isError, textOf(grown)).toBeFalsy();
    expect(Buffer.byteLength(textOf(grown)), textOf(grown).slice(0, 300)).toBeLessThanOrEqual(DEFAULT_MAX_RESPONSE);
    const page = grown.structuredContent as Page & { full?: string };
    expect(page.full).toMatch(/ceiling/);
    expect(continuation(page.truncated!.hint, 'listing.grid')).toBeDefined();
  });

  it('answers a rowsFrom that names no collection or no row with how to fix it', async () => {
    await server.ok('semantic_snapshot', { url: `${shop.url}/listing?items=5` });
    const notMember = await server.call('semantic_snapshot', { rowsFrom: 'listing.grid' });
    expect(notMember.isError).toBe(true);
    expect(textOf(notMember)).toMatch(/<prefix>\.item\.<key>/);
    const noCollection = await server.call('semantic_snapshot', { rowsFrom: 'nothing.item.x' });
    expect(noCollection.isError).toBe(true);
    expect(textOf(noCollection)).toMatch(/listing\.grid\.item\.\{key\}/);
    const noRow = await server.call('semantic_snapshot', { rowsFrom: 'listing.grid.item.zzz' });
    expect(noRow.isError).toBe(true);
    const first = (await server.ok<Page>('semantic_snapshot')).collections![0]!.items[0]![0];
    expect(textOf(noRow)).toContain(`"listing.grid.item.${String(first)}"`);
    const fromSecond = await server.ok<Page>('semantic_snapshot', {
      rowsFrom: `listing.grid.item.${String((await server.ok<Page>('semantic_snapshot')).collections![0]!.items[1]![0])}`,
    });
    expect(fromSecond.rows).toEqual({ from: 2, of: 5 });
    expect(fromSecond.collections![0]!.items).toHaveLength(4);
  });
});
