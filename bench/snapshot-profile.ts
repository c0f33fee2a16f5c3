// Where a snapshot's time goes inside the page, step by step: V8's sampling profiler over our
// in-page snapshot on a listing, in a tab of the bench's own, with the page code built unminified
// so that the profile names its functions. Each sample is charged to the innermost step on its
// stack (a visibility check made to name a region counts as visibility); the steps' shares of
// the profiled time are then applied to the snapshot's computation timed without the profiler,
// which slows the page down. The JSON of the result, made after the snapshot returns, is timed
// alone instead. What
// carrying the result and our server add comes from the page measurements of the same run
// (bench/pages.ts).
//
// Per hint: each step's time over the hints the page holds, beside what Playwright pays per
// element of the same page: its ARIA snapshot for AI (what browser_snapshot reads), timed from the
// bench over the same connection as our read, the two taking turns, over the page's element count.
// Both listings are profiled: the bench's cards, heavy with unhinted text, and a lean list of a
// few hinted nodes an item, where Playwright's snapshot is cheap.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { CDPSession } from 'playwright-core';
import { SHADOW_SIGNAL_BUNDLE } from '../src/browser/page-bundle.generated.js';
import { settle, timed, timedInPage } from './latency.js';
import { median } from './numbers.js';
import type { BenchRig } from './rig.js';

const PAGE = fileURLToPath(new URL('../src/page/', import.meta.url));
/** The page code as the server installs it. */
const ENTRY = "import './bundle-entry.ts';";
const READ = '__semanticHints.snapshot({ includeHidden: false })';
/** As the server asks for it: the page code's JSON of the result is part of the call. */
const SNAPSHOT = `JSON.stringify(${READ})`;
const COUNTS = `({ hints: document.querySelectorAll('[data-semtag-id]:not([data-semtag-id=""])').length, elements: document.getElementsByTagName('*').length })`;
/** Microseconds between samples. */
const SAMPLING_US = 100;
const LOAD_TIMEOUT_MS = 240_000;

/** The steps, each the page-code functions that make it (esbuild may suffix a name with a digit). */
export const FACTS_STEP = 'page-wide facts, brought up to date (open shadow roots, tracked selectors)';
export const JSON_STEP = 'the result as JSON';
export const SNAPSHOT_STEPS: ReadonlyArray<{ step: string; functions: string[] }> = [
  { step: FACTS_STEP, functions: ['refreshPageFacts', 'build', 'apply', 'knownShadowRoots', 'matchesOf'] },
  { step: 'labels, indexed once for the page', functions: ['indexLabels'] },
  { step: 'the open modal', functions: ['currentModal'] },
  { step: 'the screen', functions: ['currentScreen'] },
  { step: 'finding the hints in scope', functions: ['resolveScope', 'hintedElements'] },
  { step: 'visibility', functions: ['isVisible'] },
  { step: 'names', functions: ['nameUnlessValue', 'nameOf'] },
  { step: 'values', functions: ['readValue'] },
  { step: 'disabled or out of use', functions: ['isDisabled'] },
  { step: "an entry's other fields", functions: ['readEntry'] },
  { step: 'folding collections into rows', functions: ['foldCollections'] },
  { step: 'garbage collection', functions: ['(garbage collector)'] },
  // Timed alone: JSON.stringify of the snapshot's result.
  { step: JSON_STEP, functions: [] },
];
export const OTHER_STEP = 'the rest of the page code';

/** A listing the profile runs on: the bench's cards, or the lean list (examples/lean-listing.ts). */
export interface ProfiledListing {
  items: number;
  layout: 'cards' | 'lean';
}

export const listingPath = ({ items, layout }: ProfiledListing): string =>
  `/listing?items=${items}${layout === 'lean' ? '&layout=lean' : ''}`;

export interface SnapshotProfile extends ProfiledListing {
  /** Hinted elements in the page, and every element: what per-hint and per-element costs divide by. */
  hints: number;
  elements: number;
  /** Our read over CDP, the result serialised, and Playwright's ARIA snapshot for AI; medians of `runs` turns. */
  oursReadMs: number;
  playwrightMs: number;
  /** Snapshots timed, and then profiled. */
  runs: number;
  /** The snapshot's computation in the page, timed there without the profiler; median of `runs` calls. */
  computeMs: number;
  /** Each step's share of the computation, in ms, in SNAPSHOT_STEPS order, OTHER_STEP last. */
  steps: Array<{ step: string; ms: number }>;
  /** The functions the profiler found the snapshot in most (their own time, not their callees'), as shares. */
  hotspots: Array<{ name: string; share: number }>;
}

const HOTSPOTS = 10;

/** Each function's own share of the samples taken while the snapshot ran, the largest first. */
export function selfShares(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const own = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let total = 0;
  for (let i = 0; i < samples.length; i++) {
    const name = byId.get(samples[i]!)!.callFrame.functionName || '(anonymous)';
    if (name === '(idle)' || name === '(program)') continue;
    const us = deltas[i + 1] ?? 0;
    own.set(name, (own.get(name) ?? 0) + us);
    total += us;
  }
  return [...own]
    .sort((a, b) => b[1] - a[1])
    .slice(0, HOTSPOTS)
    .map(([name, us]) => ({ name, share: total > 0 ? us / total : 0 }));
}

let unminified: Promise<string> | undefined;
function unminifiedBundle(): Promise<string> {
  unminified ??= build({
    stdin: { contents: ENTRY, resolveDir: PAGE, sourcefile: 'bench-profile-entry.ts', loader: 'ts' },
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    minify: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return unminified;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string };
  children?: number[];
}

const stepOf = new Map<string, string>(
  SNAPSHOT_STEPS.flatMap(({ step, functions }) => functions.map((f) => [f, step])),
);
/** The step a function makes, its name read without esbuild's digit suffix. */
const stepOfFunction = (name: string): string | undefined => stepOf.get(name) ?? stepOf.get(name.replace(/\d+$/, ''));

/** Microseconds per step over the samples taken while the snapshot ran. */
export function chargeSamples(profile: {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const charged = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    // A sample's time is the interval that ends at the next one.
    const us = deltas[i + 1] ?? 0;
    let step: string | undefined;
    let inSnapshot = false;
    for (let at: number | undefined = samples[i]; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)!.callFrame.functionName;
      step ??= stepOfFunction(name);
      if (name.replace(/\d+$/, '') === 'snapshot') inSnapshot = true;
    }
    // Garbage is collected outside any function.
    if (!inSnapshot && step !== 'garbage collection') continue;
    const key = step ?? OTHER_STEP;
    charged.set(key, (charged.get(key) ?? 0) + us);
  }
  return charged;
}

async function evaluateIn(cdp: CDPSession, expression: string, contextId?: number): Promise<unknown> {
  const response = (await cdp.send('Runtime.evaluate', {
    expression,
    returnByValue: true,
    ...(contextId === undefined ? {} : { contextId }),
  })) as { result: { value?: unknown }; exceptionDetails?: { text: string } };
  if (response.exceptionDetails) throw new Error(`snapshot profile: ${response.exceptionDetails.text}`);
  return response.result.value;
}

/** Profiles our in-page snapshot of a listing of `items` items, `runs` times, in a tab opened and closed here. */
export async function profileSnapshot(
  rig: Pick<BenchRig, 'browser' | 'app'>,
  listing: ProfiledListing,
  runs: number,
): Promise<SnapshotProfile> {
  const context = rig.browser.contexts()[0] ?? (await rig.browser.newContext());
  const page = await context.newPage();
  try {
    await page.goto(`${rig.app.url}${listingPath(listing)}`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    const cdp = await context.newCDPSession(page);
    await settle(cdp);
    // As the server sets the page up: the shadow-root signal in the page's world, our code in its own.
    await evaluateIn(cdp, SHADOW_SIGNAL_BUNDLE);
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const { executionContextId } = await cdp.send('Page.createIsolatedWorld', {
      frameId: frameTree.frame.id,
      worldName: 'semantic-hints-profile',
      grantUniveralAccess: false,
    });
    await evaluateIn(cdp, await unminifiedBundle(), executionContextId);
    // Warm: the first read of a page pays Chromium's one-off costs (see the cold-cache profile).
    await evaluateIn(cdp, SNAPSHOT, executionContextId);
    // One snapshot an evaluation, as the server calls it: back to back in one evaluation, the
    // garbage of each would be left to the next.
    // Medians: one call slowed by the machine or by a collection of the other's garbage says
    // little of either.
    const computeMs: number[] = [];
    const jsonMs: number[] = [];
    const oursReadMs: number[] = [];
    const playwrightMs: number[] = [];
    await page.ariaSnapshot({ mode: 'ai', timeout: LOAD_TIMEOUT_MS });
    for (let i = 0; i < runs; i++) {
      // Taking turns, so that the load of a shared machine weighs on both alike.
      oursReadMs.push((await timed(() => evaluateIn(cdp, SNAPSHOT, executionContextId))).ms);
      playwrightMs.push((await timed(() => page.ariaSnapshot({ mode: 'ai', timeout: LOAD_TIMEOUT_MS }))).ms);
    }
    const { hints, elements } = (await evaluateIn(cdp, COUNTS, executionContextId)) as {
      hints: number;
      elements: number;
    };
    for (let i = 0; i < runs; i++) {
      computeMs.push(Number(await evaluateIn(cdp, timedInPage(SNAPSHOT, 1), executionContextId)));
      jsonMs.push(
        Number(
          await evaluateIn(
            cdp,
            `(() => { const r = ${READ}; const s = performance.now(); JSON.stringify(r); return performance.now() - s; })()`,
            executionContextId,
          ),
        ),
      );
    }

    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await cdp.send('Profiler.start');
    for (let i = 0; i < runs; i++) await evaluateIn(cdp, SNAPSHOT, executionContextId);
    const { profile } = await cdp.send('Profiler.stop');
    // BENCH_PROFILE_OUT=<prefix> keeps each raw profile, <prefix>-<layout>-<items>.cpuprofile, for DevTools.
    const out = process.env['BENCH_PROFILE_OUT'];
    if (out) writeFileSync(`${out}-${listing.layout}-${listing.items}.cpuprofile`, JSON.stringify(profile));
    await cdp.send('Profiler.disable');
    await cdp.detach().catch(() => undefined);

    const charged = chargeSamples(profile);
    const total = [...charged.values()].reduce((sum, us) => sum + us, 0);
    const compute = median(computeMs);
    const json = median(jsonMs);
    const rest = Math.max(0, compute - json);
    const share = (step: string) => (total > 0 ? (charged.get(step) ?? 0) / total : 0);
    return {
      ...listing,
      hints,
      elements,
      oursReadMs: median(oursReadMs),
      playwrightMs: median(playwrightMs),
      runs,
      computeMs: compute,
      hotspots: selfShares(profile),
      steps: [...SNAPSHOT_STEPS.map(({ step }) => step), OTHER_STEP].map((step) => ({
        step,
        ms: step === JSON_STEP ? json : share(step) * rest,
      })),
    };
  } finally {
    await page.close().catch(() => undefined);
  }
}
