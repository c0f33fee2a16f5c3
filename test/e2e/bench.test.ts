// The benchmark's measuring and reporting code, run once on one tiny page: the report's structure,
// not its timings.

import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listingPage, measurePage } from '../../bench/pages.js';
import type { PageMeasurement } from '../../bench/pages.js';
import { startRig } from '../../bench/rig.js';
import type { BenchRig } from '../../bench/rig.js';
import { renderMarkdown, renderSummary, renderSvg } from '../../bench/report.js';
import { analyse, cdpObserveRatio, htmlRatio, observeRatio, timeRatio, tokenRatio } from '../../bench/verdicts.js';
import type { BenchResults } from '../../bench/verdicts.js';
import { lineEncoding } from '../../bench/line-encoding.js';
import { systemInfo } from '../../bench/system.js';
import { workerCdpUrl } from '../support/test-env.js';
import { timeRatiosOf } from '../../bench/time-ratios.js';

let rig: BenchRig;
let page: PageMeasurement;
let results: BenchResults;
let watcher: Browser;
let tabsBefore: string[];

const tabs = () =>
  watcher
    .contexts()
    .flatMap((context) => context.pages())
    .map((p) => p.url())
    .sort();

beforeAll(async () => {
  watcher = await chromium.connectOverCDP(workerCdpUrl());
  tabsBefore = tabs();
  // Attached to the tests' shared Chromium: the rig works in a tab of its own and closes it.
  rig = await startRig({ cdpUrl: workerCdpUrl() });
  page = await measurePage(rig, listingPage(20, 1));
  results = {
    startedAt: new Date().toISOString(),
    durationMs: 1,
    system: systemInfo(rig.browser.version()),
    pages: [page],
    cold: [],
    loadAtEnd: 0,
    settings: { raisedCeiling: 50_000_000, defaultCeiling: 100_000, observeBaseline: 'a bare evaluate' },
    timeRatios: timeRatiosOf([page], undefined),
  };
});

// On failure the rig is still closed here; closing twice is harmless.
afterAll(async () => {
  await rig?.close();
  await watcher?.close();
});

it('measures both tools and the HTML on the same page', () => {
  expect(page.ours.error).toBeUndefined();
  expect(page.playwright.error).toBeUndefined();
  expect(page.ours.tokens).toBeGreaterThan(0);
  expect(page.ours.tokens).toBeLessThan(page.playwright.tokens);
  expect(page.ours.chars).toBeLessThan(page.playwright.chars);
  expect(page.html.tokens).toBeGreaterThan(page.ours.tokens);
  expect(page.oursDefaultCeiling).toMatchObject({ chars: page.ours.chars, omitted: 0 });
  expect(page.observe.id).toBe('listing.cart.count');
  expect(page.ours.samplesMs).toHaveLength(1);
  expect(page.oursElements).toBeGreaterThan(0);
  expect(page.playwrightNodes).toBeGreaterThan(page.oursElements);
  expect(page.oursBreakdown.map((b) => b.key)).toContain('collections');
  // The line-encoding probe carries the same content in fewer tokens than the JSON.
  expect(page.oursLineTokens).toBeGreaterThan(page.oursValueTokens / 2);
  expect(page.oursLineTokens).toBeLessThan(page.ours.tokens);
});

it('writes the line-encoding probe one element a line, quoting only where needed', () => {
  const text = lineEncoding({
    url: 'http://127.0.0.1:8080/cart',
    navigation: [{ id: 'nav.cart', name: 'Cart', target: 'cart.page' }],
    observable: [{ id: 'cart.total', state: 'cart.total', value: '$12.00' }],
    collections: [
      {
        id: 'cart.lines',
        name: 'Cart items',
        idPattern: 'cart.lines.item.{key}[.{control}]',
        item: { role: 'navigation' },
        itemControls: { remove: { role: 'action', name: 'Remove' } },
        fields: ['key', 'name', 'remove'],
        items: [
          ['a', 'Alpha Phone', true],
          ['b', 'Beta', null],
        ],
      },
    ],
  });
  expect(text.split('\n')).toEqual([
    'url: http://127.0.0.1:8080/cart',
    'navigation:',
    '- nav.cart "Cart" target=cart.page',
    'observable:',
    '- cart.total state=cart.total value=$12.00',
    'collections:',
    '- cart.lines "Cart items" idPattern=cart.lines.item.{key}[.{control}]',
    '  item: role=navigation',
    '  remove: role=action name=Remove',
    '  fields: key name remove',
    '  a "Alpha Phone" true',
    '  b Beta -',
  ]);
});

it('computes each ratio as the quotient of the two measurements it compares', () => {
  // Tokens: theirs (and the HTML's) over ours; times: ours over the baseline's.
  expect(tokenRatio(page)).toBe(page.playwright.tokens / page.ours.tokens);
  expect(htmlRatio(page)).toBe(page.html.tokens / page.ours.tokens);
  expect(timeRatio(page)).toBe(page.ours.medianMs / page.playwright.medianMs);
  expect(observeRatio(page)).toBe(page.observe.medianMs / page.observe.bareEvaluateMedianMs);
  expect(cdpObserveRatio(page)).toBe(page.observe.medianMs / page.observe.cdpEvaluateMedianMs);
  expect(tokenRatio(page)).toBeGreaterThan(1);
  for (const ms of [
    page.ours.medianMs,
    page.playwright.medianMs,
    page.oursInPageMedianMs,
    page.observe.medianMs,
    page.observe.bareEvaluateMedianMs,
    page.observe.cdpEvaluateMedianMs,
    page.observe.mcpPingMedianMs,
  ]) {
    expect(ms).toBeGreaterThan(0);
  }
});

it('serves the observe baseline beside the published tools on the measured connection only', async () => {
  const measured = (await rig.ours.client.listTools()).tools.map((tool) => tool.name);
  const published = (await rig.oursDefault.client.listTools()).tools.map((tool) => tool.name);
  expect(measured).toEqual([...published, 'bare_evaluate']);
  const bare = await rig.ours.call('bare_evaluate');
  expect(bare.structuredContent).toEqual({ value: 1 });
});

it('renders the verdicts, the markdown, the SVG and the summary', () => {
  const analysis = analyse(results);
  // Linearity and the 2,000-item target need pages this test does not measure.
  expect(analysis.linearity).toBeUndefined();
  expect(analysis.verdicts.map((v) => v.target)).toEqual([
    expect.stringContaining('fewer tokens'),
    expect.stringContaining('semantic_observe'),
    expect.stringContaining('`changes: true` never slower'),
    expect.stringContaining('no time ratio more than 20% worse'),
  ]);
  for (const verdict of analysis.verdicts) {
    expect(typeof verdict.met).toBe('boolean');
    expect(verdict.figure).toMatch(/\d/);
  }
  expect(analysis.verdicts[0]!.met).toBe(tokenRatio(page) >= 5);
  // The per-snapshot target is not judged: still measured, shown with why, never as missed.
  expect(analysis.verdicts[0]!.retired).toMatch(/tokens per task/);

  const markdown = renderMarkdown(results, analysis, 'bench/tokens-vs-items.svg');
  for (const heading of [
    '# Benchmarks',
    '## Machine',
    '## Targets',
    '## Time ratios',
    '## Summary',
    '## Pages',
    '## How to reproduce',
  ])
    expect(markdown).toContain(heading);
  expect(markdown).toContain('](bench/tokens-vs-items.svg)');
  expect(markdown).toContain('npm run bench');
  expect(markdown).not.toContain('NaN');

  const svg = renderSvg(results);
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  expect(svg).toContain('<circle');

  const summary = renderSummary(results, analysis);
  expect(summary).toContain('Listing, 20 items');
  expect(summary).toMatch(/^(MET|MISSED) +[^ ]/m);
  expect(summary).toMatch(/^NOT JUDGED ≥ 5× fewer tokens than browser_snapshot on every page: lowest /m);
  expect(markdown).toMatch(/\| ≥ 5× fewer tokens than browser_snapshot on every page \| \*\*not judged\*\* \|/);
});

it('closes the tab it worked in and everything it started', async () => {
  await rig.close();
  await expect.poll(tabs, { timeout: 5_000 }).toEqual(tabsBefore);
});
