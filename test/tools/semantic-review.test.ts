// semantic_review as an agent sees it: our server in process, over MCP, attached to the shared Chromium.

import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startExampleServer } from '../../examples/server.js';
import type { HintSuggestion } from '../../src/page/types.js';
import { textOf } from '../support/mcp.js';
import { startInProcessServer } from '../support/in-process-server.js';
import type { McpTestServer } from '../support/mcp.js';
import { workerCdpUrl } from '../support/test-env.js';

const gapsUrl = () => new URL('fixtures/gaps.html', inject('fixtureUrl')).href;
const unhintedUrl = () => new URL('fixtures/unhinted.html', inject('fixtureUrl')).href;
const cleanUrl = () => new URL('fixtures/clean.html', inject('fixtureUrl')).href;

let server: McpTestServer;
beforeAll(async () => {
  server = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: workerCdpUrl() });
});
afterAll(async () => server.close());

it('is listed as a read-only tool with a strict input schema and an output schema', async () => {
  const { tools } = await server.client.listTools();
  const tool = tools.find((t) => t.name === 'semantic_review');
  expect(tool).toBeDefined();
  expect(tool!.annotations?.readOnlyHint).toBe(true);
  expect(Object.keys(tool!.inputSchema.properties ?? {}).sort()).toEqual(['includeHidden', 'scope', 'suggest', 'url']);
  expect(tool!.inputSchema.additionalProperties).toBe(false);
  expect(tool!.outputSchema?.properties).toHaveProperty('gaps');
  expect(tool!.description).toContain('unfoldedRepeat');
});

it('reviews a page with gaps: counts, places, coverage, as text and structured content', async () => {
  const result = await server.call('semantic_review', { url: gapsUrl() });
  expect(result.isError).toBeFalsy();
  const review = result.structuredContent as {
    url: string;
    coverage: number;
    total: number;
    gaps: Record<string, { count: number; places: string[] }>;
  };
  expect(JSON.parse(textOf(result))).toEqual(review);
  expect(review.url).toBe(gapsUrl());
  expect(review.coverage).toBe(71.4);
  expect(review.total).toBe(23);
  expect(Object.fromEntries(Object.entries(review.gaps).map(([kind, report]) => [kind, report.count]))).toEqual({
    unknownRole: 2,
    missingRole: 2,
    missingId: 3,
    duplicateId: 1,
    badId: 6,
    danglingControls: 1,
    unreadableToggle: 1,
    unfoldedRepeat: 1,
    unhinted: 6,
  });
  expect(review.gaps['unfoldedRepeat']!.places).toEqual(['news']);
  expect(review.gaps['unknownRole']!.places).toContain('cart.clear (role "Action")');
  expect(textOf(result)).not.toContain('<');
});

it('reads the current page when no url is given, and honours scope and includeHidden', async () => {
  const scoped = await server.ok<{ gaps: Record<string, unknown>; total: number }>('semantic_review', {
    scope: 'cart.panel',
  });
  expect(Object.keys(scoped.gaps)).toEqual(['unknownRole', 'missingRole', 'danglingControls']);
  expect(scoped.total).toBe(3);
  const hidden = await server.ok<{ gaps: Record<string, { places: string[] }> }>('semantic_review', {
    includeHidden: true,
  });
  expect(hidden.gaps['missingRole']!.places).toContain('mobile.menu');
});

it('reports no gaps on a well-hinted page', async () => {
  expect(await server.ok('semantic_review', { url: cleanUrl() })).toEqual({
    url: cleanUrl(),
    coverage: 100,
    gaps: {},
    total: 0,
  });
});

it('turns bad calls into errors that say how to fix them, and keeps serving', async () => {
  const missing = await server.call('semantic_review', { scope: 'no.such.region' });
  expect(missing.isError).toBe(true);
  expect(textOf(missing)).toContain('"no.such.region"');
  const extra = await server.call('semantic_review', { scopes: 'x' });
  expect(extra.isError).toBe(true);
  const badUrl = await server.call('semantic_review', { url: 'javascript:alert(1)' });
  expect(badUrl.isError).toBe(true);
  expect(textOf(badUrl)).toContain('http://');
  expect((await server.call('semantic_review', {})).isError).toBeFalsy();
});

it('suggests hints in the state the page is in now: a drawer opened after the first load', async () => {
  const first = await server.ok<{ suggestions: HintSuggestion[] }>('semantic_review', {
    url: unhintedUrl(),
    suggest: true,
  });
  expect(first.suggestions.some((s) => s.name === 'Close')).toBe(false);
  // The app opens its cart drawer (as a click would); the agent asks again where it stands.
  const browser = await chromium.connectOverCDP(workerCdpUrl());
  try {
    const tab = browser
      .contexts()
      .flatMap((context) => context.pages())
      .find((p) => p.url() === unhintedUrl());
    await tab!.evaluate(() => document.getElementById('drawer')!.removeAttribute('hidden'));
  } finally {
    await browser.close();
  }
  const opened = await server.ok<{ suggestions: HintSuggestion[]; truncated?: unknown }>('semantic_review', {
    suggest: true,
  });
  expect(opened.suggestions).toContainEqual({
    place: '#drawer > button',
    name: 'Close',
    gap: 'unhinted',
    set: { 'data-semtag-id': 'cart.close', 'data-semtag-role': 'action', 'data-semtag-action': 'close' },
    why: 'a button: it acts on this screen',
    where: 'on the <button> element',
  });
  expect(opened.truncated).toBeUndefined();
});

it("never contradicts itself on the hinted shop's checkout: no gaps, and nothing suggested as if there were", async () => {
  const shop = await startExampleServer();
  try {
    const review = await server.ok<{ gaps: object; total: number; suggestions: HintSuggestion[] }>('semantic_review', {
      url: `${shop.url}/checkout`,
      suggest: true,
    });
    expect(review.total).toBe(0);
    expect(review.gaps).toEqual({});
    // Hinted elements keep their ids; the main landmark around the hinted screen region is named by it.
    expect(review.suggestions).toEqual([]);
  } finally {
    await shop.close();
  }
});
