// Where a snapshot's time goes inside the page, step by step: V8's sampling profiler over our
// in-page snapshot on a listing, in a tab of the bench's own, with the page code built unminified
// so that the profile names its functions. Each sample is charged to the innermost step on its
// stack (a visibility check made to name a region counts as visibility); the steps' shares of
// the profiled time are then applied to the snapshot's computation timed without the profiler,
// which slows the page down. The page-wide facts, which a snapshot recomputes first, are timed
// alone instead (the profiler slows their walk of every element far more than the rest), and so
// is the JSON of the result, made after the snapshot returns. What
// carrying the result and our server add comes from the page measurements of the same run
// (bench/pages.ts).

import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { CDPSession } from 'playwright-core';
import { SHADOW_SIGNAL_BUNDLE } from '../src/browser/page-bundle.generated.js';
import { settle, timedInPage } from './latency.js';
import type { BenchRig } from './rig.js';

const PAGE = fileURLToPath(new URL('../src/page/', import.meta.url));
/** The page code as the server installs it, and the recomputation of the facts, for the bench alone. */
const ENTRY = [
  "import './bundle-entry.ts';",
  "import { refreshPageFacts } from './dom/page-facts.ts';",
  'globalThis.__benchRefreshFacts = refreshPageFacts;',
].join('\n');
const READ = '__semanticHints.snapshot({ includeHidden: false })';
/** As the server asks for it: the page code's JSON of the result is part of the call. */
const SNAPSHOT = `JSON.stringify(${READ})`;
const REFRESH = '__benchRefreshFacts()';
/** Microseconds between samples. */
const SAMPLING_US = 100;
const LOAD_TIMEOUT_MS = 240_000;

/** The steps, each the page-code functions that make it (esbuild may suffix a name with a digit). */
export const FACTS_STEP = 'page-wide facts, recomputed (open shadow roots, tracked selectors)';
export const JSON_STEP = 'the result as JSON';
export const SNAPSHOT_STEPS: ReadonlyArray<{ step: string; functions: string[] }> = [
  { step: FACTS_STEP, functions: ['refreshPageFacts'] },
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

export interface SnapshotProfile {
  items: number;
  /** Snapshots timed, and then profiled. */
  runs: number;
  /** The snapshot's computation in the page, timed there without the profiler; mean of `runs` calls. */
  computeMs: number;
  /** Each step's share of the computation, in ms, in SNAPSHOT_STEPS order, OTHER_STEP last. */
  steps: Array<{ step: string; ms: number }>;
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
export async function profileSnapshot(rig: BenchRig, items: number, runs: number): Promise<SnapshotProfile> {
  const context = rig.browser.contexts()[0] ?? (await rig.browser.newContext());
  const page = await context.newPage();
  try {
    await page.goto(`${rig.app.url}/listing?items=${items}`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
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
    let computeMs = 0;
    let factsMs = 0;
    let jsonMs = 0;
    for (let i = 0; i < runs; i++) {
      computeMs += Number(await evaluateIn(cdp, timedInPage(SNAPSHOT, 1), executionContextId)) / runs;
      factsMs += Number(await evaluateIn(cdp, timedInPage(REFRESH, 1), executionContextId)) / runs;
      jsonMs +=
        Number(
          await evaluateIn(
            cdp,
            `(() => { const r = ${READ}; const s = performance.now(); JSON.stringify(r); return performance.now() - s; })()`,
            executionContextId,
          ),
        ) / runs;
    }

    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await cdp.send('Profiler.start');
    for (let i = 0; i < runs; i++) await evaluateIn(cdp, SNAPSHOT, executionContextId);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Profiler.disable');
    await cdp.detach().catch(() => undefined);

    const charged = chargeSamples(profile);
    charged.delete(FACTS_STEP);
    const total = [...charged.values()].reduce((sum, us) => sum + us, 0);
    const rest = Math.max(0, computeMs - factsMs - jsonMs);
    const share = (step: string) => (total > 0 ? (charged.get(step) ?? 0) / total : 0);
    return {
      items,
      runs,
      computeMs,
      steps: [...SNAPSHOT_STEPS.map(({ step }) => step), OTHER_STEP].map((step) => ({
        step,
        ms: step === FACTS_STEP ? factsMs : step === JSON_STEP ? jsonMs : share(step) * rest,
      })),
    };
  } finally {
    await page.close().catch(() => undefined);
  }
}
