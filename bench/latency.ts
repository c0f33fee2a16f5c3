// The benchmark's latency measurements beyond the snapshot calls themselves: timing helpers,
// waiting for a page to settle, timing inside the page, semantic_observe against a bare evaluate,
// and the cold-cache profile of our first snapshot on a page nobody has read yet.

import type { CDPSession, Page } from 'playwright-core';
import { resultText } from '../harness/mcp-clients.js';
import { worldOf } from '../harness/page-world.js';
import { PAGE_BUNDLE } from '../src/browser/page-bundle.generated.js';
import { BARE_EVALUATE } from './baseline-tool.js';
import { median } from './numbers.js';
import { callTool } from './rig.js';
import type { BenchRig } from './rig.js';

/** Waiting for a page to finish work still running in it (see settle()). */
const SETTLE_TIMEOUT_MS = 240_000;

export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
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

/**
 * Waits until the page's main thread answers a trivial evaluate: work left running in the page
 * (such as a snapshot whose caller gave up on it) would otherwise be charged to the next call.
 */
export async function settle(cdp: CDPSession, options: { collectGarbage?: boolean } = {}): Promise<number> {
  const { ms } = await timed(() =>
    withTimeout(
      cdp.send('Runtime.evaluate', { expression: '1', returnByValue: true }),
      SETTLE_TIMEOUT_MS,
      'waiting for the page to settle',
    ),
  );
  // Two calls compared with each other start from the same heap: otherwise the garbage of the
  // first (megabytes on a large page) is collected during the second and charged to it.
  if (options.collectGarbage) await cdp.send('HeapProfiler.collectGarbage');
  return ms;
}

export interface Latency {
  /** The first call after the navigation. */
  firstMs: number;
  medianMs: number;
  samplesMs: number[];
}

export interface ObserveMeasurement {
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
}

/** A world of the bench's own on the tab, with our in-page code installed, for timing inside the page. */
export async function benchWorld(cdp: CDPSession): Promise<(expression: string) => Promise<unknown>> {
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
export function timedInPage(body: string, runs: number): string {
  return `(() => { const s = performance.now(); for (let i = 0; i < ${runs}; i++) { ${body}; } return (performance.now() - s) / ${runs}; })()`;
}

const OBSERVE_SAMPLES = 31;

export async function measureObserve(
  rig: BenchRig,
  page: Page,
  cdp: CDPSession,
  world: (expression: string) => Promise<unknown>,
  id: string,
): Promise<ObserveMeasurement> {
  const observe: number[] = [];
  const bare: number[] = [];
  const inPage: number[] = [];
  const cdpEvaluate: number[] = [];
  const pageEvaluate: number[] = [];
  const ping: number[] = [];
  const observeOnce = async () => {
    const o = await timed(() => callTool(rig.ours, 'semantic_observe', { id }));
    if (o.value.isError) throw new Error(`semantic_observe ${id} failed: ${resultText(o.value)}`);
    return o;
  };
  const bareOnce = async () => {
    const b = await timed(() => callTool(rig.ours, BARE_EVALUATE));
    if (b.value.isError) throw new Error(`${BARE_EVALUATE} failed: ${resultText(b.value)}`);
    return b;
  };
  // One untimed round of each, then interleaved timed rounds; observe and its baseline take turns
  // going first, so that neither always follows the same call.
  for (let i = 0; i <= OBSERVE_SAMPLES; i++) {
    const first = i % 2 === 0;
    const o = first ? await observeOnce() : undefined;
    const b = await bareOnce();
    const observed = o ?? (await observeOnce());
    const p = await timed(() => worldOf(page).call('watch', { ids: [id], timeoutMs: 0 }));
    const c = await timed(() => cdp.send('Runtime.evaluate', { expression: '1', returnByValue: true }));
    const e = await timed(() => page.evaluate(() => 1));
    const m = await timed(() => rig.ours.client.ping());
    if (i === 0) continue;
    observe.push(observed.ms);
    bare.push(b.ms);
    inPage.push(p.ms);
    cdpEvaluate.push(c.ms);
    pageEvaluate.push(e.ms);
    ping.push(m.ms);
  }
  const watchInPage = `__semanticHints.watch({ ids: [${JSON.stringify(id)}], timeoutMs: 0 })`;
  // The bench's world keeps page-wide facts of its own: its first read computes them, as the
  // server's world did long before these calls.
  await world(watchInPage);
  const computeMs = Number(await world(timedInPage(watchInPage, OBSERVE_SAMPLES)));
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
      const { ms, value } = await timed(() => worldOf(page).call('snapshot', { includeHidden: false }));
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
