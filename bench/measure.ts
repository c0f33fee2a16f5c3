// The benchmark's measuring functions: both MCP servers attached to one Chromium, each page
// navigated by Playwright MCP and then read by both on the same tab. bench/run.ts is the command
// line, bench/report.ts turns the results into BENCHMARKS.md, the SVG chart and the stdout table.

import { readFileSync, writeFileSync } from 'node:fs';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { chromium } from 'playwright-core';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { connectPlaywrightMcp, connectSemanticHints, resultText } from '../harness/mcp-clients.js';
import type { McpConnection } from '../harness/mcp-clients.js';
import { startExampleServer } from '../examples/server.js';
import type { ExampleServer } from '../examples/server.js';
import { isolatedWorld } from '../src/browser/isolated-world.js';
import { BARE_EVALUATE } from './baseline-tool.js';
import { lineEncoding } from './line-encoding.js';
import { PAGE_BUNDLE } from '../src/browser/page-bundle.generated.js';
import { startSharedChromium } from '../src/browser/shared-chromium.js';
import type { SharedChromium } from '../src/browser/shared-chromium.js';

/** Our ceiling for the measured server, so that no page's output is cut (the config's maximum). */
export const RAISED_CEILING = 50_000_000;
/** What a user gets without SEMANTIC_HINTS_MAX_RESPONSE_CHARS. */
export { DEFAULT_MAX_RESPONSE as DEFAULT_CEILING } from '../src/config.js';
/** Per MCP call, client side: far above anything either server should need. */
const CALL_TIMEOUT_MS = 240_000;
/** Waiting for a page to finish work still running in it (see settle()). */
const SETTLE_TIMEOUT_MS = 240_000;

// ------------------------------------------------------------------------- small helpers

/** o200k_base tokens, the encoding of current OpenAI models; a stand-in for any modern tokenizer. */
export function tokens(text: string): number {
  return text.length === 0 ? 0 : countTokens(text);
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

async function callTool(
  connection: McpConnection,
  name: string,
  args: Record<string, unknown> = {},
): Promise<CallToolResult> {
  return (await connection.client.callTool({ name, arguments: args }, undefined, {
    timeout: CALL_TIMEOUT_MS,
  })) as CallToolResult;
}

function firstLine(text: string): string {
  return (text.split('\n').find((line) => line.trim() !== '' && !line.startsWith('###')) ?? text).trim().slice(0, 200);
}

/** Peak and current resident set of a process, in kB (Linux /proc); undefined elsewhere. */
export function readMemory(pid: number | null): { peakKb: number; currentKb: number } | undefined {
  if (pid === null) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const peak = /VmHWM:\s+(\d+) kB/.exec(status);
    const current = /VmRSS:\s+(\d+) kB/.exec(status);
    if (!peak || !current) return undefined;
    return { peakKb: Number(peak[1]), currentKb: Number(current[1]) };
  } catch {
    return undefined;
  }
}

/** Resets a process's peak RSS to its current RSS (Linux ≥ 4.0: write 5 to clear_refs); false when not possible. */
export function resetPeakMemory(pid: number | null): boolean {
  if (pid === null) return false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
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

/** Every page of the full run, cheapest first. */
export function benchPages(): PageSpec[] {
  return [...examplePages(7), listingPage(20, 7), listingPage(200, 7), listingPage(2000, 7), listingPage(10000, 7, 3)];
}

// ------------------------------------------------------------------------- the rig

export interface BenchRig {
  cdpUrl: string;
  app: ExampleServer;
  /** Our server with the raised ceiling: every figure of ours comes from it. */
  ours: McpConnection;
  /** Our server as configured by default, for the default-ceiling size only. */
  oursDefault: McpConnection;
  playwright: McpConnection;
  /** The bench's own CDP connection, for the page's HTML, the bare evaluate and the in-page timings. */
  browser: Browser;
  /** Set when the rig started its own Chromium. */
  chromium?: SharedChromium;
  log(message: string): void;
  close(): Promise<void>;
}

export interface RigOptions {
  /** Attach to this Chromium instead of starting one (the tests' shared browser). */
  cdpUrl?: string;
  log?: (message: string) => void;
}

function pagesOf(browser: Browser): Page[] {
  return browser.contexts().flatMap((context) => context.pages());
}

/**
 * Starts (or attaches to) Chromium, the example server, our server twice (raised and default
 * ceiling) and Playwright MCP, and warms all of them up on a one-item listing. `close()` stops
 * everything it started and closes the tabs it opened (Playwright MCP's output folder goes with its
 * connection). On failure it cleans up before rethrowing.
 */
export async function startRig(options: RigOptions = {}): Promise<BenchRig> {
  const log = options.log ?? (() => undefined);
  const cleanups: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    let shared: SharedChromium | undefined;
    let cdpUrl = options.cdpUrl;
    if (!cdpUrl) {
      shared = await startSharedChromium({ headless: true, executablePath: process.env['CHROMIUM'] });
      cleanups.push(() => shared!.close());
      cdpUrl = shared.cdpUrl;
    }
    const app = await startExampleServer();
    cleanups.push(() => app.close());
    const browser = await chromium.connectOverCDP(cdpUrl);
    cleanups.push(() => browser.close());
    const tabsBefore = new Set(pagesOf(browser));
    // Tabs opened during the run (on a browser we did not start) are closed on the way out.
    if (!shared)
      cleanups.push(async () =>
        Promise.all(
          pagesOf(browser)
            .filter((page) => !tabsBefore.has(page))
            .map((page) => page.close()),
        ),
      );

    // The measured server also serves the observe baseline, bare_evaluate, on the same connection.
    const ours = await connectSemanticHints(
      cdpUrl,
      { SEMANTIC_HINTS_MAX_RESPONSE_CHARS: String(RAISED_CEILING) },
      'bench/baseline-server.ts',
    );
    cleanups.push(() => ours.close());
    const oursDefault = await connectSemanticHints(cdpUrl);
    cleanups.push(() => oursDefault.close());
    const playwright = await connectPlaywrightMcp(cdpUrl);
    cleanups.push(() => playwright.close());

    // Our servers attach on their first call; make them attach now, so that they see every later
    // navigation (the page choice follows the most recently navigated tab). The call itself fails
    // harmlessly when no tab shows a document yet.
    await callTool(ours, 'semantic_observe', { id: 'bench.attach' });
    await callTool(oursDefault, 'semantic_observe', { id: 'bench.attach' });
    // On a browser shared with others, work in a tab of our own.
    if (!shared) await expectOk(playwright, 'browser_tabs', { action: 'new' });
    // Warm-up: the first call of each server pays one-off costs (attaching, creating the isolated
    // world and installing the in-page code) that no page should be charged for.
    await expectOk(playwright, 'browser_navigate', { url: `${app.url}/listing?items=1` });
    await expectOk(ours, 'semantic_snapshot');
    await expectOk(oursDefault, 'semantic_snapshot');
    await expectOk(playwright, 'browser_snapshot');
    log(`rig ready: Chromium ${browser.version()} at ${cdpUrl}, example shop at ${app.url}`);
    return { cdpUrl, app, ours, oursDefault, playwright, browser, chromium: shared, log, close };
  } catch (err) {
    await close();
    throw err;
  }
}

async function expectOk(connection: McpConnection, name: string, args: Record<string, unknown> = {}): Promise<string> {
  const result = await callTool(connection, name, args);
  const text = resultText(result);
  if (result.isError || text.startsWith('### Error'))
    throw new Error(`${name} ${JSON.stringify(args)} failed: ${text.slice(0, 500)}`);
  return text;
}

/** The bench's handle on the tab both servers read: the one showing `url`. */
function findTab(rig: BenchRig, url: string): Page {
  const tabs = pagesOf(rig.browser).filter((page) => page.url() === url);
  if (tabs.length !== 1) {
    throw new Error(
      `expected one tab showing ${url}, found ${tabs.length} (tabs: ${pagesOf(rig.browser)
        .map((p) => p.url())
        .join(', ')})`,
    );
  }
  return tabs[0]!;
}

/**
 * Waits until the page's main thread answers a trivial evaluate: work left running in the page
 * (such as a snapshot whose caller gave up on it) would otherwise be charged to the next call.
 */
async function settle(cdp: CDPSession): Promise<number> {
  const { ms } = await timed(() =>
    withTimeout(
      cdp.send('Runtime.evaluate', { expression: '1', returnByValue: true }),
      SETTLE_TIMEOUT_MS,
      'waiting for the page to settle',
    ),
  );
  return ms;
}

// ------------------------------------------------------------------------- one page

export interface Size {
  chars: number;
  tokens: number;
}

export interface Latency {
  /** The first call after the navigation. */
  firstMs: number;
  medianMs: number;
  samplesMs: number[];
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
  observe: {
    id: string;
    /** semantic_observe through MCP over stdio. */
    medianMs: number;
    /** The in-page observe alone, over CDP from the bench. */
    inPageMedianMs: number;
    /** The in-page observe's computation, timed inside the page; mean of `samples` runs. */
    computeMs: number;
    /**
     * The baseline: `bare_evaluate` (bench/baseline-server.ts) on the same MCP connection, served by
     * the same process: the page choice and one Runtime.evaluate of `1`, nothing else.
     */
    bareEvaluateMedianMs: number;
    /** Runtime.evaluate of `1` over a CDP session on the same tab, from the bench process: no MCP at all. */
    cdpEvaluateMedianMs: number;
    /** playwright page.evaluate(() => 1) over connectOverCDP, from the bench process. */
    pageEvaluateMedianMs: number;
    /** An MCP ping to our server over the same stdio connection: the transport alone. */
    mcpPingMedianMs: number;
    samples: number;
  };
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

/** A world of the bench's own on the tab, with our in-page code installed, for timing inside the page. */
async function benchWorld(cdp: CDPSession): Promise<(expression: string) => Promise<unknown>> {
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const { executionContextId } = await cdp.send('Page.createIsolatedWorld', {
    frameId: frameTree.frame.id,
    worldName: 'semantic-hints-bench',
    grantUniveralAccess: false,
  });
  const evaluate = async (expression: string) => {
    const response = (await cdp.send('Runtime.evaluate', {
      expression,
      contextId: executionContextId,
      returnByValue: true,
    })) as {
      result: { value?: unknown };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    };
    if (response.exceptionDetails)
      throw new Error(
        `bench world: ${response.exceptionDetails.exception?.description ?? response.exceptionDetails.text}`,
      );
    return response.result.value;
  };
  await evaluate(PAGE_BUNDLE);
  return evaluate;
}

/** Mean time of `body` run `runs` times back to back inside the page (the page's clock is coarse, ~0.1 ms, so one run is too short to time alone). */
function timedInPage(body: string, runs: number): string {
  return `(() => { const s = performance.now(); for (let i = 0; i < ${runs}; i++) { ${body}; } return (performance.now() - s) / ${runs}; })()`;
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

    // Our in-page evaluation alone, from the bench over CDP: what the server's round trip adds on top.
    const inPage: number[] = [];
    for (let i = 0; i < spec.iterations; i++) {
      const { ms, value } = await timed(() => isolatedWorld(page).call('snapshot', { includeHidden: false }));
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

const OBSERVE_SAMPLES = 21;

async function measureObserve(
  rig: BenchRig,
  page: Page,
  cdp: CDPSession,
  world: (expression: string) => Promise<unknown>,
  id: string,
): Promise<PageMeasurement['observe']> {
  const observe: number[] = [];
  const bare: number[] = [];
  const inPage: number[] = [];
  const cdpEvaluate: number[] = [];
  const pageEvaluate: number[] = [];
  const ping: number[] = [];
  // One untimed round of each, then interleaved timed rounds.
  for (let i = 0; i <= OBSERVE_SAMPLES; i++) {
    const o = await timed(() => callTool(rig.ours, 'semantic_observe', { id }));
    if (o.value.isError) throw new Error(`semantic_observe ${id} failed: ${resultText(o.value)}`);
    const b = await timed(() => callTool(rig.ours, BARE_EVALUATE));
    if (b.value.isError) throw new Error(`${BARE_EVALUATE} failed: ${resultText(b.value)}`);
    const p = await timed(() => isolatedWorld(page).call('watch', { ids: [id], timeoutMs: 0 }));
    const c = await timed(() => cdp.send('Runtime.evaluate', { expression: '1', returnByValue: true }));
    const e = await timed(() => page.evaluate(() => 1));
    const m = await timed(() => rig.ours.client.ping());
    if (i === 0) continue;
    observe.push(o.ms);
    bare.push(b.ms);
    inPage.push(p.ms);
    cdpEvaluate.push(c.ms);
    pageEvaluate.push(e.ms);
    ping.push(m.ms);
  }
  const computeMs = Number(
    await world(timedInPage(`__semanticHints.watch({ ids: [${JSON.stringify(id)}], timeoutMs: 0 })`, OBSERVE_SAMPLES)),
  );
  return {
    id,
    medianMs: median(observe),
    inPageMedianMs: median(inPage),
    computeMs,
    bareEvaluateMedianMs: median(bare),
    cdpEvaluateMedianMs: median(cdpEvaluate),
    pageEvaluateMedianMs: median(pageEvaluate),
    mcpPingMedianMs: median(ping),
    samples: OBSERVE_SAMPLES,
  };
}

// ------------------------------------------------------------------------- cold-cache profile

export interface ColdProfile {
  items: number;
  /** Hinted elements that are labelable (buttons, inputs, selects): each one's `.labels` is read. */
  labelable: number;
  /** Our in-page snapshot, first call on a freshly loaded page that nothing else has read. */
  snapshotColdMs: number;
  /** The same, called again right after. */
  snapshotWarmMs: number;
  /** On another fresh load: reading `.labels` of the hinted labelable elements, and nothing else. */
  labelsColdMs: number;
  /** Our snapshot right after that (the labels now cached by Chromium). */
  snapshotAfterLabelsMs: number;
}

const LABELS_SWEEP = `(() => {
  let n = 0;
  for (const el of document.querySelectorAll('[data-semtag-id]')) {
    if ('labels' in el && el.labels) { el.labels.length; n++; }
  }
  return n;
})()`;

/**
 * Our first snapshot on a page nobody has read yet, against the same page once Chromium has
 * cached each element's `labels` list. Runs in a tab of its own, opened and closed here, driven
 * by the bench (not by Playwright MCP), so that Playwright MCP's snapshot does not warm the cache.
 */
export async function measureColdProfile(rig: BenchRig, items: number): Promise<ColdProfile> {
  const context = rig.browser.contexts()[0] ?? (await rig.browser.newContext());
  const page = await context.newPage();
  try {
    const url = `${rig.app.url}/listing?items=${items}`;
    const evaluate = async (cdp: CDPSession, expression: string) =>
      (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value: unknown } };
    const snapshotMs = async () => {
      const { ms, value } = await timed(() => isolatedWorld(page).call('snapshot', { includeHidden: false }));
      if (!value.ok) throw new Error(`in-page snapshot failed: ${JSON.stringify(value.error)}`);
      return ms;
    };

    await page.goto(url, { waitUntil: 'load', timeout: SETTLE_TIMEOUT_MS });
    let cdp = await context.newCDPSession(page);
    await settle(cdp);
    const snapshotColdMs = await snapshotMs();
    const snapshotWarmMs = await snapshotMs();
    await cdp.detach().catch(() => undefined);

    await page.goto(url, { waitUntil: 'load', timeout: SETTLE_TIMEOUT_MS });
    cdp = await context.newCDPSession(page);
    await settle(cdp);
    const sweep = await timed(() => evaluate(cdp, LABELS_SWEEP));
    const snapshotAfterLabelsMs = await snapshotMs();
    await cdp.detach().catch(() => undefined);

    return {
      items,
      labelable: Number(sweep.value.result.value),
      snapshotColdMs,
      snapshotWarmMs,
      labelsColdMs: sweep.ms,
      snapshotAfterLabelsMs,
    };
  } finally {
    await page.close().catch(() => undefined);
  }
}
