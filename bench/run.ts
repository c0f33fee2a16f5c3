// `npm run bench`: tokens and time of semantic_snapshot against Playwright MCP's browser_snapshot,
// side by side on one Chromium, and tokens per scripted task of the whole agent loop (bench/loop.ts).
// Writes BENCHMARKS.md and bench/tokens-vs-items.svg, prints a summary.
//
//   npx tsx bench/run.ts            the full run (a few minutes on 2 cores)
//   npx tsx bench/run.ts --quick    the 20-item listing only, once; add --write to write the files anyway
//   … --pages=listing-20,listing-10000   only these pages (keys of bench/pages.ts), printed, nothing written
//   … --cold-start                  only the cold start (with --pages=…, those pages too), printed
//   … --profile                     only the profile of a snapshot (both listings, 2,000 items), printed
//   npx tsx bench/run.ts --tasks    the tokens-per-task measurements only, printed, nothing written
//   … --tasks --only=crm            of those, only the tasks whose key starts with crm
//   npx tsx bench/run.ts --hint-proof   only `semantic-hints hint` on the real apps, printed; add
//                                   --write to put its section into BENCHMARKS.md in place
//   … --hint-proof=quasar-app       of those, only the apps named
//   BENCH_TRANSCRIPT=1 …            also every task call and its result text, on stderr

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureTestDeps } from '../scripts/test-deps.js';
import { measureColdStart } from './cold-start.js';
import type { ColdStart } from './cold-start.js';
import { measureColdProfile } from './latency.js';
import type { ColdProfile } from './latency.js';
import { benchPages, listingPage, measurePage } from './pages.js';
import type { PageMeasurement, PageSpec } from './pages.js';
import { DEFAULT_CEILING, RAISED_CEILING, startRig } from './rig.js';
import type { BenchRig } from './rig.js';
import { analyseLoop, recordedCompanionTokens, renderLoopMarkdown, renderLoopSummary } from './loop-report.js';
import { measureLoop } from './loop.js';
import type { LoopResults } from './loop.js';
import { renderMarkdown, renderSummary, renderSvg } from './report.js';
import { analyse, verdictLine } from './verdicts.js';
import type { BenchResults } from './verdicts.js';
import { systemInfo } from './system.js';
import { profileSnapshot } from './snapshot-profile.js';
import type { SnapshotProfile } from './snapshot-profile.js';
import { compareWithRecorded, recordedTimeRatios, timeRatiosOf } from './time-ratios.js';
import { measureSuggestionsServed, renderSuggestMarkdown } from './suggest-agreement.js';
import { measurePluginCost, renderPluginCostMarkdown } from './plugin-cost.js';
import { measureHintProof, renderHintProofMarkdown, runHintProofAlone } from './hint-proof.js';
import type { ProofFailure, ProofResult } from './hint-proof.js';
import type { PluginCost } from './plugin-cost.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SVG_NAME = 'bench/tokens-vs-items.svg';
/** The whole run is abandoned (and everything stopped) past this. */
const DEADLINE_MS = 45 * 60_000;
/** Sizes of the cold-cache profile (see measureColdProfile). */
const COLD_SIZES = [200, 2000];
/** The listings a snapshot is profiled on, and how many snapshots each (see profileSnapshot). */
const PROFILED = [
  { listing: { items: 2000, layout: 'cards' }, runs: 7 },
  { listing: { items: 2000, layout: 'lean' }, runs: 7 },
] as const;
/** The page both servers start cold on (see measureColdStart). */
const COLD_START_PATH = '/products';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const tasksOnly = args.has('--tasks');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const pageKeys = process.argv
  .find((arg) => arg.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',')
  .filter(Boolean);
const coldStartOnly = args.has('--cold-start');
const profileOnly = args.has('--profile');
const hintProofArg = process.argv.find((arg) => arg === '--hint-proof' || arg.startsWith('--hint-proof='));
/** A run of some of the measurements: printed, never written over the record. */
const partial = pageKeys !== undefined || coldStartOnly || profileOnly;
const write = !tasksOnly && !partial && (!quick || args.has('--write'));
/** Whether the sections beyond the pages run: in the full run only. */
const full = !quick && !partial;

function chosenPages(): PageSpec[] {
  if (quick) return [listingPage(20, 1)];
  if (!pageKeys) return coldStartOnly || profileOnly ? [] : benchPages();
  const all = benchPages();
  return pageKeys.map((key) => {
    const found = all.find((spec) => spec.key === key);
    if (!found) throw new Error(`no bench page ${key}; the pages are ${all.map((spec) => spec.key).join(', ')}`);
    return found;
  });
}

// The fixture apps' libraries and the Claude Code CLI are test packages: installed when missing,
// before the clock starts.
await ensureTestDeps();

const started = Date.now();
const loadAtStart = loadavg()[0] ?? 0;
const log = (message: string) =>
  process.stderr.write(`[bench +${((Date.now() - started) / 1000).toFixed(0)}s] ${message}\n`);

let rig: BenchRig | undefined;
let stopping = false;
async function stop(code: number, reason?: string): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (reason) log(reason);
    await rig?.close().catch((err: unknown) => log(`cleanup failed: ${String(err)}`));
  }
  process.exit(code);
}
process.once('SIGINT', () => void stop(130, 'interrupted; stopping everything the bench started'));
process.once('SIGTERM', () => void stop(143, 'terminated; stopping everything the bench started'));
const watchdog = setTimeout(
  () => void stop(1, `the bench exceeded ${DEADLINE_MS / 60_000} minutes; stopping`),
  DEADLINE_MS,
);
watchdog.unref();

async function main(): Promise<void> {
  const pages = chosenPages();
  // What the last recorded run measured, read before this one writes over it.
  const recordedMarkdown = existsSync(`${ROOT}/BENCHMARKS.md`)
    ? readFileSync(`${ROOT}/BENCHMARKS.md`, 'utf8')
    : undefined;
  const recorded = recordedMarkdown === undefined ? undefined : recordedCompanionTokens(recordedMarkdown);
  const recordedRatios = recordedMarkdown === undefined ? undefined : recordedTimeRatios(recordedMarkdown);
  if (hintProofArg !== undefined) {
    const apps = hintProofArg.includes('=') ? hintProofArg.slice(hintProofArg.indexOf('=') + 1).split(',') : undefined;
    await runHintProofAlone(`${ROOT}/BENCHMARKS.md`, { apps, write: args.has('--write'), log });
    return;
  }
  rig = await startRig({ log });
  if (tasksOnly) {
    log('tokens per task only: scripted tasks two ways, Playwright MCP flags, observe waits');
    const loop = { ...(await measureLoop(rig, only)), recorded };
    const targets = analyseLoop(loop).map(verdictLine);
    process.stdout.write(
      `${renderLoopMarkdown(loop)}\n\nTokens per task:\n${renderLoopSummary(loop)}\n\nTargets:\n${targets.join('\n')}\n`,
    );
    return;
  }
  const startedAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const system = systemInfo(rig.browser.version(), loadAtStart);

  const measured: PageMeasurement[] = [];
  for (const spec of pages) {
    log(`measuring ${spec.label}`);
    measured.push(await measurePage(rig, spec));
  }
  let loop: LoopResults | undefined;
  if (full) {
    log('tokens per task: scripted tasks two ways, Playwright MCP flags, observe waits');
    loop = { ...(await measureLoop(rig)), recorded };
  }
  let suggested: Awaited<ReturnType<typeof measureSuggestionsServed>> | undefined;
  if (full) {
    log('suggested hints on the fixture apps and the real apps stripped of theirs');
    suggested = await measureSuggestionsServed(rig);
  }
  let hintProof: Array<ProofResult | ProofFailure> | undefined;
  if (full) {
    log('semantic-hints hint on the real apps: written, built, walked beside the unhinted build');
    hintProof = await measureHintProof(rig.browser, log);
  }
  let pluginCost: PluginCost | undefined;
  if (full) {
    log('the Claude Code plugin, as claude plugin details projects it');
    pluginCost = await measurePluginCost();
  }
  const cold: ColdProfile[] = [];
  if (full) {
    // Last: it opens a tab of its own, which our servers would otherwise follow.
    for (const items of COLD_SIZES) {
      log(`cold-cache profile, ${items} items`);
      cold.push(await measureColdProfile(rig, items));
    }
  }
  const profiles: SnapshotProfile[] = [];
  if (full || profileOnly) {
    for (const { listing, runs } of PROFILED) {
      log(`profile of a snapshot, ${listing.items} items, ${listing.layout}`);
      profiles.push(await profileSnapshot(rig, listing, runs));
    }
  }
  let coldStart: ColdStart | undefined;
  if (full || coldStartOnly) {
    log(`cold start on ${COLD_START_PATH}: spawn, attach, first snapshot, ours and Playwright MCP's`);
    coldStart = await measureColdStart(rig, COLD_START_PATH);
  }

  const results: BenchResults = {
    startedAt,
    durationMs: Date.now() - started,
    system,
    pages: measured,
    cold,
    profiles,
    loadAtEnd: loadavg()[0] ?? 0,
    ...(loop ? { loop } : {}),
    ...(coldStart ? { coldStart } : {}),
    timeRatios: compareWithRecorded(timeRatiosOf(measured, coldStart), recordedRatios),
    settings: {
      raisedCeiling: RAISED_CEILING,
      defaultCeiling: DEFAULT_CEILING,
      observeBaseline:
        '`bare_evaluate` on the same MCP connection (bench/baseline-tool.ts: the page choice and one CDP `Runtime.evaluate` of `1`)',
    },
  };
  const analysis = analyse(results);
  if (write) {
    writeFileSync(`${ROOT}/${SVG_NAME}`, renderSvg(results));
    const suggestSection = suggested ? `\n\n${renderSuggestMarkdown(suggested.pages, suggested.realApps)}\n` : '';
    const hintProofSection = hintProof ? `\n\n${renderHintProofMarkdown(hintProof)}\n` : '';
    const pluginSection = pluginCost ? `\n\n${renderPluginCostMarkdown(pluginCost)}\n` : '';
    writeFileSync(
      `${ROOT}/BENCHMARKS.md`,
      `${renderMarkdown(results, analysis, SVG_NAME).trimEnd()}${suggestSection.trimEnd()}${hintProofSection.trimEnd()}${pluginSection.trimEnd()}\n`,
    );
    log(`wrote BENCHMARKS.md and ${SVG_NAME}`);
  }
  process.stdout.write(`${renderSummary(results, analysis)}\n`);
  if (loop) process.stdout.write(`\nTokens per task:\n${renderLoopSummary(loop)}\n`);
  // A regression against the last recorded run fails the run (after the files are written).
  const regressed = analysis.verdicts.filter((v) => v.guard && !v.met);
  if (regressed.length > 0) await stop(1, `regressed: ${regressed.map((v) => v.target).join('; ')}`);
}

main().then(
  () => stop(0),
  (err: unknown) => stop(1, `bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`),
);
