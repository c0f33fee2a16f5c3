// The benchmark's per-snapshot measurements: the pages it reads, and on each one both snapshots
// (sizes, latency, where our tokens go), the HTML, the default-ceiling size, observe (bench/latency.ts)
// and our server's peak RSS. bench/rig.ts starts what they run on, bench/run.ts is the command
// line, bench/report.ts turns the results into BENCHMARKS.md, the SVG chart and the stdout table.

import { resultText } from '../harness/mcp-clients.js';
import type { McpConnection } from '../harness/mcp-clients.js';
import { worldOf } from '../harness/page-world.js';
import { lineEncoding } from './line-encoding.js';
import { benchWorld, measureObserve, settle, timed, timedInPage } from './latency.js';
import type { Latency, ObserveMeasurement } from './latency.js';
import { median, medianInterval, tokens } from './numbers.js';
import { callTool, expectOk, findTab, pagesOf, readMemory, resetPeakMemory } from './rig.js';
import type { BenchRig } from './rig.js';

function firstLine(text: string): string {
  return (text.split('\n').find((line) => line.trim() !== '' && !line.startsWith('###')) ?? text).trim().slice(0, 200);
}

// ------------------------------------------------------------------------- the pages

export interface PageSpec {
  /** Short stable key, e.g. "listing-2000". */
  key: string;
  label: string;
  /** Path on the example server, e.g. "/products/aurora". */
  path: string;
  /** Items on a generated listing page; absent for the example shop's screens. */
  items?: number;
  /** Calls of our tool to take the median over (the first call is one of them). */
  iterations: number;
  /** Calls of Playwright MCP's, when fewer: its snapshot of the largest page takes many seconds. */
  playwrightIterations?: number;
  /** Add these products to the cart (through Playwright MCP) before navigating. */
  addToCart?: string[];
  /** A hinted element whose value proves the page is in the intended state (read with semantic_observe). */
  check?: { id: string; value: string };
}

/**
 * Pairs of full and `changes: true` snapshots per page, taking turns to go first, by how long our
 * full snapshot of the page takes. On the small pages the two differ by about a percent (what
 * sending a full answer of a few thousand characters costs), well inside one call's jitter, so it
 * takes hundreds of pairs for the median of their ratios to settle (a median of 7 swung from 0.6x
 * to 1.3x over ten runs); where each call takes seconds, fewer do, though a page read of seconds
 * varies by more than the answer it saves sending (9 pairs at 10,000 items gave 0.96x and 1.05x).
 */
function changePairsFor(fullMs: number): number {
  if (fullMs < 30) return 301;
  if (fullMs < 100) return 101;
  if (fullMs < 1_000) return 31;
  return 15;
}

export const CART_PRODUCTS = ['aurora', 'cirrus', 'dune'];

export function examplePages(iterations = 7): PageSpec[] {
  return [
    { key: 'home', label: 'Home', path: '/', iterations },
    { key: 'products', label: 'Products', path: '/products', iterations },
    { key: 'product', label: 'Product detail (aurora)', path: '/products/aurora', iterations },
    {
      key: 'cart',
      label: `Cart (${CART_PRODUCTS.length} items)`,
      path: '/cart',
      iterations,
      addToCart: CART_PRODUCTS,
      check: { id: 'header.cart.count', value: String(CART_PRODUCTS.length) },
    },
    {
      key: 'checkout',
      label: 'Checkout',
      path: '/checkout',
      iterations,
      check: { id: 'header.cart.count', value: String(CART_PRODUCTS.length) },
    },
    { key: 'account', label: 'Account', path: '/account', iterations },
    { key: 'help', label: 'Help (shipping)', path: '/help/shipping', iterations },
  ];
}

export function listingPage(items: number, iterations: number, playwrightIterations = iterations): PageSpec {
  return {
    key: `listing-${items}`,
    label: `Listing, ${items.toLocaleString('en-US')} items`,
    path: `/listing?items=${items}`,
    items,
    iterations,
    playwrightIterations,
  };
}

/**
 * The lean listing (examples/lean-listing.ts). It states no `items`: the linearity, the chart and the
 * verdict on the bench's listing read the card listings alone.
 */
export function leanListingPage(items: number, iterations: number): PageSpec {
  return {
    key: `listing-lean-${items}`,
    label: `Lean listing, ${items.toLocaleString('en-US')} items`,
    path: `/listing?items=${items}&layout=lean`,
    iterations,
  };
}

/**
 * Every page of the full run, cheapest first. The pages read in tens of milliseconds take 15 calls
 * each way: over 7, one slow call moved a page's ratio by a fifth between two runs.
 */
export function benchPages(): PageSpec[] {
  return [
    ...examplePages(15),
    listingPage(20, 15),
    listingPage(200, 15),
    listingPage(2000, 7),
    leanListingPage(2000, 7),
    listingPage(10000, 7, 3),
  ];
}

// ------------------------------------------------------------------------- one page

export interface Size {
  chars: number;
  tokens: number;
}

export interface ToolMeasurement extends Size, Latency {
  /** A failed call's message; sizes then describe the error text. */
  error?: string;
  /** Whether every call returned the same number of characters. */
  stable: boolean;
}

export interface PageMeasurement {
  spec: PageSpec;
  url: string;
  /** Playwright MCP's browser_navigate, which also builds a snapshot for its own output. */
  navigate: { ms: number; error?: string };
  /** Time the page needed after browser_navigate returned before it ran anything else (see settle()). */
  settleMs: number;
  tabs: number;
  ours: ToolMeasurement;
  /** Our snapshot's in-page evaluation alone, called from the bench over CDP (no MCP, no server). */
  oursInPageMedianMs: number;
  /** The same snapshot's computation inside the page, timed there (no CDP, no serialisation); mean of `iterations` runs. */
  oursComputeMs: number;
  /** Where our tokens go: each top-level key of our snapshot with its tokens, largest first. */
  oursBreakdown: Array<{ key: string; tokens: number }>;
  /** Tokens of our snapshot's values alone (strings, numbers, booleans): the rest is JSON keys and punctuation. */
  oursValueTokens: number;
  /** Tokens of the same snapshot as terse lines (bench/line-encoding.ts): what leaving JSON could save. */
  oursLineTokens: number;
  /** Elements our snapshot reports: group entries, collection containers and rows. */
  oursElements: number;
  /** Nodes in Playwright MCP's snapshot (its `[ref=…]` markers). */
  playwrightNodes: number;
  /** The page-state check of the spec, as read. */
  check?: { id: string; expected: string; actual: string };
  /** The same snapshot from our server at the default ceiling. */
  oursDefaultCeiling: Size & { omitted: number };
  playwright: ToolMeasurement;
  html: Size;
  observe: ObserveMeasurement;
  /** `semantic_snapshot({changes: true})` against the full snapshot of the same page, interleaved, ours only. */
  changes: ChangesMeasurement;
  /** Our measured server's peak RSS while on this page (peak reset before it when the OS allows). */
  memory?: { peakKb: number; currentKb: number; peakReset: boolean };
}

function measureText(text: string): Size {
  return { chars: text.length, tokens: tokens(text) };
}

async function snapshotCall(
  connection: McpConnection,
  tool: string,
): Promise<{ ms: number; text: string; error?: string }> {
  const { ms, value } = await timed(() => callTool(connection, tool));
  const text = resultText(value);
  const failed = value.isError || text.startsWith('### Error');
  return failed ? { ms, text, error: firstLine(text) } : { ms, text };
}

function summarise(calls: Array<{ ms: number; text: string; error?: string }>): ToolMeasurement {
  const first = calls[0]!;
  const good = calls.find((call) => !call.error) ?? first;
  const samplesMs = calls.map((call) => call.ms);
  const measurement: ToolMeasurement = {
    ...measureText(good.text),
    firstMs: first.ms,
    medianMs: median(samplesMs),
    samplesMs,
    stable: calls.every((call) => call.text.length === good.text.length),
  };
  const error = calls.find((call) => call.error)?.error;
  if (error)
    measurement.error = `${calls.filter((call) => call.error).length} of ${calls.length} calls failed: ${error}`;
  return measurement;
}

/** The first observable our snapshot lists (else its first id): what semantic_observe is timed on. */
function observeTarget(snapshotText: string): string {
  const snapshot = JSON.parse(snapshotText) as Record<string, unknown>;
  const observable = snapshot['observable'] as Array<{ id: string }> | undefined;
  if (observable?.[0]) return observable[0].id;
  for (const value of Object.values(snapshot)) {
    if (Array.isArray(value) && value[0] && typeof value[0] === 'object' && 'id' in value[0])
      return String((value[0] as { id: string }).id);
  }
  throw new Error('our snapshot lists no element to observe');
}

function valuesOf(value: unknown, out: string[]): string[] {
  if (Array.isArray(value)) for (const item of value) valuesOf(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) valuesOf(item, out);
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects were handled above: a primitive
  else if (value !== null && value !== undefined) out.push(String(value));
  return out;
}

function analyseOurs(
  text: string,
): Pick<PageMeasurement, 'oursBreakdown' | 'oursValueTokens' | 'oursLineTokens' | 'oursElements'> {
  let snapshot: Record<string, unknown>;
  try {
    snapshot = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { oursBreakdown: [], oursValueTokens: 0, oursLineTokens: 0, oursElements: 0 };
  }
  const oursBreakdown = Object.entries(snapshot)
    .map(([key, value]) => ({ key, tokens: tokens(`"${key}":${JSON.stringify(value)}`) }))
    .sort((a, b) => b.tokens - a.tokens);
  let oursElements = 0;
  for (const [key, value] of Object.entries(snapshot)) {
    if (key === 'collections' && Array.isArray(value)) {
      for (const collection of value as Array<{ items?: unknown[] }>)
        oursElements += 1 + (collection.items?.length ?? 0);
    } else if (Array.isArray(value)) {
      oursElements += value.length;
    }
  }
  return {
    oursBreakdown,
    oursValueTokens: tokens(valuesOf(snapshot, []).join('\n')),
    oursLineTokens: tokens(lineEncoding(snapshot as Parameters<typeof lineEncoding>[0])),
    oursElements,
  };
}

async function addToCart(rig: BenchRig, keys: string[]): Promise<void> {
  await expectOk(rig.playwright, 'browser_navigate', { url: `${rig.app.url}/products` });
  for (const key of keys) {
    await expectOk(rig.playwright, 'browser_click', {
      target: `[data-semtag-id='products.grid.item.${key}.add']`,
      element: `Add ${key} to cart`,
    });
  }
}

/** `changes: true` against the full snapshot of the same page, from pairs of calls made one after the other. */
export interface ChangesMeasurement {
  medianMs: number;
  fullMedianMs: number;
  /** The median of each pair's changes ÷ full: the figure judged (pairs share the machine's state). */
  ratio: number;
  /** A 95% interval for that median (distribution-free). */
  ratioInterval: { low: number; high: number };
  /** Pairs measured. */
  samples: number;
}

/** Measures one page: both snapshots, the HTML, observe against a bare evaluate, our peak RSS. */
export async function measurePage(rig: BenchRig, spec: PageSpec): Promise<PageMeasurement> {
  const url = `${rig.app.url}${spec.path}`;
  if (spec.addToCart) await addToCart(rig, spec.addToCart);

  const pid = rig.ours.pid;
  const peakReset = resetPeakMemory(pid);

  const navigation = await timed(() => callTool(rig.playwright, 'browser_navigate', { url }));
  const navigateText = resultText(navigation.value);
  const navigate: PageMeasurement['navigate'] = { ms: navigation.ms };
  if (navigation.value.isError || navigateText.startsWith('### Error')) navigate.error = firstLine(navigateText);

  const page = findTab(rig, url);
  const cdp = await page.context().newCDPSession(page);
  try {
    const settleMs = await settle(cdp);
    rig.log(
      `${spec.label}: navigated in ${navigation.ms.toFixed(0)} ms${navigate.error ? ` (${navigate.error})` : ''}, settled in ${settleMs.toFixed(0)} ms`,
    );

    // Both snapshots, interleaved so that both see the same machine state; ours alone once
    // Playwright MCP's fewer calls are done.
    const oursCalls: Array<{ ms: number; text: string; error?: string }> = [];
    const theirCalls: Array<{ ms: number; text: string; error?: string }> = [];
    const theirIterations = spec.playwrightIterations ?? spec.iterations;
    for (let i = 0; i < Math.max(spec.iterations, theirIterations); i++) {
      if (i < spec.iterations) oursCalls.push(await snapshotCall(rig.ours, 'semantic_snapshot'));
      if (i < theirIterations) theirCalls.push(await snapshotCall(rig.playwright, 'browser_snapshot'));
      await settle(cdp);
    }
    const ours = summarise(oursCalls);
    const playwright = summarise(theirCalls);
    const oursText = (oursCalls.find((call) => !call.error) ?? oursCalls[0]!).text;
    rig.log(
      `${spec.label}: ours ${ours.medianMs.toFixed(0)} ms (median of ${spec.iterations}), Playwright MCP ${playwright.medianMs.toFixed(0)} ms (median of ${theirIterations})`,
    );

    // changes: true against a full snapshot of the same page, the server holding the same baseline
    // for both: what the delta costs on top. They take turns going first, and the page settles
    // before each, its garbage collected, so that neither pays for work the other left. Each pair
    // is judged by its own ratio, so that a slow stretch of the machine weighs on both alike.
    // A run that measures each page once (--quick) takes one pair.
    const changePairs = spec.iterations === 1 ? 1 : changePairsFor(ours.medianMs);
    const changesMs: number[] = [];
    const fullMs: number[] = [];
    const fullOnce = async () => {
      await settle(cdp, { collectGarbage: true });
      const full = await snapshotCall(rig.ours, 'semantic_snapshot');
      if (full.error) throw new Error(`${spec.label}: a full snapshot failed`);
      fullMs.push(full.ms);
    };
    const changesOnce = async () => {
      await settle(cdp, { collectGarbage: true });
      const delta = await timed(() => callTool(rig.ours, 'semantic_snapshot', { changes: true }));
      if (delta.value.isError) throw new Error(`${spec.label}: a changes snapshot failed`);
      changesMs.push(delta.ms);
    };
    for (let i = 0; i < changePairs; i++) {
      if (i % 2 === 0) {
        await fullOnce();
        await changesOnce();
      } else {
        await changesOnce();
        await fullOnce();
      }
    }
    await settle(cdp);
    const pairRatios = changesMs.map((ms, at) => ms / fullMs[at]!);
    const changes: ChangesMeasurement = {
      medianMs: median(changesMs),
      fullMedianMs: median(fullMs),
      ratio: median(pairRatios),
      ratioInterval: medianInterval(pairRatios),
      samples: changesMs.length,
    };

    // Our in-page evaluation alone, from the bench over CDP: what the server's round trip adds on top.
    const inPage: number[] = [];
    for (let i = 0; i < spec.iterations; i++) {
      const { ms, value } = await timed(() => worldOf(page).call('snapshot', { includeHidden: false }));
      if (!value.ok) throw new Error(`in-page snapshot failed: ${JSON.stringify(value.error)}`);
      inPage.push(ms);
    }

    const world = await benchWorld(cdp);
    const oursComputeMs = Number(
      await world(timedInPage('__semanticHints.snapshot({ includeHidden: false })', spec.iterations)),
    );

    const defaultText = (await snapshotCall(rig.oursDefault, 'semantic_snapshot')).text;
    let omitted = 0;
    try {
      omitted = (JSON.parse(defaultText) as { truncated?: { omitted: number } }).truncated?.omitted ?? 0;
    } catch {
      // An error text: reported through its size.
    }

    const html = measureText(await page.evaluate(() => document.documentElement.outerHTML));
    const observe = ours.error ? undefined : await measureObserve(rig, page, cdp, world, observeTarget(oursText));
    const memory = readMemory(pid);
    let check: PageMeasurement['check'];
    if (spec.check) {
      const observed = await callTool(rig.ours, 'semantic_observe', { id: spec.check.id });
      const value = observed.isError
        ? resultText(observed)
        : String((observed.structuredContent as { value?: unknown } | undefined)?.value);
      check = { id: spec.check.id, expected: spec.check.value, actual: value };
      if (value !== spec.check.value)
        rig.log(`${spec.label}: ${spec.check.id} is ${value}, expected ${spec.check.value}`);
    }

    return {
      spec,
      url,
      navigate,
      settleMs,
      tabs: pagesOf(rig.browser).length,
      ours,
      oursInPageMedianMs: median(inPage),
      oursComputeMs,
      ...analyseOurs(oursText),
      playwrightNodes: ((theirCalls.find((call) => !call.error) ?? theirCalls[0]!).text.match(/\[ref=/g) ?? []).length,
      ...(check ? { check } : {}),
      oursDefaultCeiling: { ...measureText(defaultText), omitted },
      changes,
      playwright,
      html,
      observe: observe ?? {
        id: '',
        medianMs: Number.NaN,
        inPageMedianMs: Number.NaN,
        computeMs: Number.NaN,
        bareEvaluateMedianMs: Number.NaN,
        cdpEvaluateMedianMs: Number.NaN,
        pageEvaluateMedianMs: Number.NaN,
        mcpPingMedianMs: Number.NaN,
        samples: 0,
      },
      ...(memory ? { memory: { ...memory, peakReset } } : {}),
    };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
