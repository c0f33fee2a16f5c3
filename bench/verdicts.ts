// The targets' verdicts and the linearity of a run: pure functions of the measurements, which
// bench/report.ts renders and bench/run.ts prints.

import { analyseLoop } from './loop-report.js';
import type { LoopResults } from './loop.js';
import { fmtInt, fmtMs, fmtMsMore, fmtPct, fmtPerItem, fmtRatio } from './format.js';
import type { ColdStart } from './cold-start.js';
import type { ColdProfile } from './latency.js';
import type { TimeRatio } from './time-ratios.js';
import {
  CHANGES_VS_FULL,
  COLD_START_VS_PLAYWRIGHT,
  LINEAR_GROWTH_LIMIT,
  OBSERVE_VS_BARE_EVALUATE,
  SNAPSHOT_TOKEN_RATIO,
  HINT_VS_PLAYWRIGHT_ELEMENT,
  SNAPSHOT_VS_PLAYWRIGHT,
  SNAPSHOT_VS_PLAYWRIGHT_LEAN,
  TIME_REGRESSION_LIMIT,
} from './targets.js';
import type { PageMeasurement } from './pages.js';
import type { SnapshotProfile } from './snapshot-profile.js';
import type { SystemInfo } from './system.js';

export interface BenchResults {
  startedAt: string;
  durationMs: number;
  system: SystemInfo;
  pages: PageMeasurement[];
  cold: ColdProfile[];
  /** Where a snapshot's time goes in the page, on the large listings (bench/snapshot-profile.ts). */
  profiles?: SnapshotProfile[];
  /** 1-minute load average when the measurements ended. */
  loadAtEnd: number;
  settings: { raisedCeiling: number; defaultCeiling: number; observeBaseline: string };
  /** The agent-loop measurements (bench/loop.ts); absent in a --quick run. */
  loop?: LoopResults;
  /** Spawn, attach and first snapshot, ours against Playwright MCP's; absent in a --quick run. */
  coldStart?: ColdStart;
  /** Every time ratio of the run, each against the last recorded run's (bench/time-ratios.ts). */
  timeRatios: TimeRatio[];
}

export interface Verdict {
  target: string;
  met: boolean;
  figure: string;
  /** Why it was missed, from the measurements (only when missed). */
  why?: string;
  /** Set when the figure is shown but not judged: why it is not. */
  retired?: string;
  /** A guard against regressions: missed, it makes the run exit non-zero. */
  guard?: boolean;
}

/**
 * What the server and MCP add to the in-page read of a snapshot, from the median of whole calls and
 * the median of the read alone, timed at other moments of the run: when the read came out longer,
 * the load of the machine moved between the two, and the run does not tell the share.
 */
export function roundTripShare(wholeMs: number, inPageMs: number): string {
  const added = wholeMs - inPageMs;
  return added >= 0
    ? `the server and MCP round trip add ${fmtMs(added)}`
    : `the in-page evaluation, timed apart from these calls, took ${fmtMs(-added)} longer than their median: the machine's load moved between the two, and this run cannot tell the round trip's share`;
}

export const verdictWord = (v: Verdict): string => (v.retired ? 'not judged' : v.met ? 'met' : 'missed');

/** A target's verdict as one line of the summary printed at the end of a run (and its why). */
export const verdictLine = (v: Verdict): string =>
  `${verdictWord(v).toUpperCase().padEnd(7)} ${v.target}: ${v.figure}${v.retired ? ` (${v.retired})` : v.why ? `\n        why: ${v.why}` : ''}`;

export interface LinearityRow {
  items: number;
  oursTokens: number;
  theirTokens: number;
  oursMs: number;
  oursInPageMs: number;
  theirMs: number;
}

export interface Slope {
  /** Marginal cost per item from the first to the second size, and from the second to the third. */
  low: number;
  high: number;
  /** high ÷ low: 1 is linear, well above 1 grows faster than the items. */
  growth: number;
}

export interface Linearity {
  rows: LinearityRow[];
  oursTokens: Slope;
  oursMs: Slope;
  oursInPageMs: Slope;
  theirTokens: Slope;
  theirMs: Slope;
}

export interface Analysis {
  verdicts: Verdict[];
  linearity?: Linearity;
}

export { LINEAR_GROWTH_LIMIT };
export const LINEARITY_SIZES = [200, 2000, 10000] as const;

export const tokenRatio = (page: PageMeasurement): number => page.playwright.tokens / page.ours.tokens;
export const htmlRatio = (page: PageMeasurement): number => page.html.tokens / page.ours.tokens;
export const timeRatio = (page: PageMeasurement): number => page.ours.medianMs / page.playwright.medianMs;
/** How many calls each median is over. */
export function callCounts(spec: PageMeasurement['spec']): string {
  const theirs = spec.playwrightIterations ?? spec.iterations;
  return theirs === spec.iterations
    ? `median of ${spec.iterations} calls each, interleaved`
    : `medians of ${spec.iterations} calls of ours and ${theirs} of Playwright MCP's, the first ${theirs} of ours interleaved with them`;
}

/** Our in-page read per hint ÷ Playwright's ARIA snapshot per element, both over the bench's connection, taking turns. */
export const hintVsElement = (profile: SnapshotProfile): number =>
  profile.oursReadMs / profile.hints / (profile.playwrightMs / profile.elements);

export const observeRatio = (page: PageMeasurement): number =>
  page.observe.medianMs / page.observe.bareEvaluateMedianMs;
/** Against a Runtime.evaluate sent by the bench itself: no MCP hop in the baseline, so a harsher ratio. */
export const cdpObserveRatio = (page: PageMeasurement): number =>
  page.observe.medianMs / page.observe.cdpEvaluateMedianMs;

function slope(rows: LinearityRow[], pick: (row: LinearityRow) => number): Slope {
  const [a, b, c] = rows as [LinearityRow, LinearityRow, LinearityRow];
  const low = (pick(b) - pick(a)) / (b.items - a.items);
  const high = (pick(c) - pick(b)) / (c.items - b.items);
  return { low, high, growth: high / low };
}

export function linearityOf(pages: PageMeasurement[]): Linearity | undefined {
  const rows: LinearityRow[] = [];
  for (const items of LINEARITY_SIZES) {
    const page = pages.find((p) => p.spec.items === items);
    if (!page) return undefined;
    rows.push({
      items,
      oursTokens: page.ours.tokens,
      theirTokens: page.playwright.tokens,
      oursMs: page.ours.medianMs,
      oursInPageMs: page.oursInPageMedianMs,
      theirMs: page.playwright.medianMs,
    });
  }
  return {
    rows,
    oursTokens: slope(rows, (r) => r.oursTokens),
    oursMs: slope(rows, (r) => r.oursMs),
    oursInPageMs: slope(rows, (r) => r.oursInPageMs),
    theirTokens: slope(rows, (r) => r.theirTokens),
    theirMs: slope(rows, (r) => r.theirMs),
  };
}

export function analyse(results: BenchResults): Analysis {
  const { pages } = results;
  const verdicts: Verdict[] = [];

  // 1. Tokens: at least 5x fewer than Playwright MCP's snapshot on every page.
  const measured = pages.filter((p) => !p.ours.error && !p.playwright.error);
  const unmeasured = pages.filter((p) => p.ours.error || p.playwright.error);
  if (measured.length > 0) {
    const worst = measured.reduce((a, b) => (tokenRatio(b) < tokenRatio(a) ? b : a));
    const below = measured.filter((p) => tokenRatio(p) < SNAPSHOT_TOKEN_RATIO);
    const met = below.length === 0 && unmeasured.length === 0;
    verdicts.push({
      target: `≥ ${SNAPSHOT_TOKEN_RATIO}× fewer tokens than browser_snapshot on every page`,
      met,
      retired:
        'not judged: on the small example screens the per-snapshot ratio says little; tokens per task, below, are judged instead',
      figure: `lowest ${fmtRatio(tokenRatio(worst))} (${worst.spec.label}: ${fmtInt(worst.ours.tokens)} vs ${fmtInt(worst.playwright.tokens)} tokens); ${measured.length} of ${pages.length} pages measured`,
      ...(met
        ? {}
        : {
            why: [
              ...below.map(
                (p) =>
                  `${p.spec.label}: ${fmtRatio(tokenRatio(p))} — we report ${p.oursElements} elements at ${(p.ours.tokens / p.oursElements).toFixed(1)} tokens each, Playwright MCP ${p.playwrightNodes} nodes at ${(p.playwright.tokens / p.playwrightNodes).toFixed(1)} tokens each; JSON keys and punctuation are ${fmtPct(1 - p.oursValueTokens / p.ours.tokens)} of ours; as terse lines instead of JSON (bench/line-encoding.ts, not shipped) the same content would be ${fmtInt(p.oursLineTokens)} tokens, ${fmtRatio(p.playwright.tokens / p.oursLineTokens)}`,
              ),
              ...unmeasured.map((p) => `${p.spec.label}: ${p.playwright.error ?? p.ours.error}`),
            ].join('; '),
          }),
    });
  }

  // 2. Time on the large listing against Playwright MCP's.
  const at2000 = pages.find((p) => p.spec.items === SNAPSHOT_VS_PLAYWRIGHT.items);
  if (at2000) {
    const ratio = timeRatio(at2000);
    const met = ratio <= SNAPSHOT_VS_PLAYWRIGHT.ratio && !at2000.ours.error && !at2000.playwright.error;
    verdicts.push({
      target: `semantic_snapshot ≤ ${SNAPSHOT_VS_PLAYWRIGHT.ratio}× browser_snapshot time at ${fmtInt(SNAPSHOT_VS_PLAYWRIGHT.items)} items`,
      met,
      figure: `${fmtRatio(ratio)} (${fmtMs(at2000.ours.medianMs)} vs ${fmtMs(at2000.playwright.medianMs)}, ${callCounts(at2000.spec)})`,
      ...(met
        ? {}
        : {
            why: `in-page evaluation ${fmtMs(at2000.oursInPageMedianMs)} alone is ${fmtRatio(at2000.oursInPageMedianMs / at2000.playwright.medianMs)} of Playwright MCP's time; ${roundTripShare(at2000.ours.medianMs, at2000.oursInPageMedianMs)}`,
          }),
    });
  }

  // 2b. The same on the lean listing, where Playwright's snapshot is cheap.
  const lean = pages.find((p) => p.spec.key === `listing-lean-${SNAPSHOT_VS_PLAYWRIGHT_LEAN.items}`);
  if (lean) {
    const ratio = timeRatio(lean);
    verdicts.push({
      target: `semantic_snapshot ≤ ${SNAPSHOT_VS_PLAYWRIGHT_LEAN.ratio}× browser_snapshot time on the lean listing of ${fmtInt(SNAPSHOT_VS_PLAYWRIGHT_LEAN.items)} items`,
      met: ratio <= SNAPSHOT_VS_PLAYWRIGHT_LEAN.ratio && !lean.ours.error && !lean.playwright.error,
      figure: `${fmtRatio(ratio)} (${fmtMs(lean.ours.medianMs)} vs ${fmtMs(lean.playwright.medianMs)}, ${callCounts(lean.spec)})`,
    });
  }

  // 2c. A hint against one element of Playwright's snapshot, on every profiled listing.
  for (const profile of results.profiles ?? []) {
    const ratio = hintVsElement(profile);
    verdicts.push({
      target: `a hint ≤ ${HINT_VS_PLAYWRIGHT_ELEMENT}× Playwright's cost per element, ${profile.layout} listing of ${fmtInt(profile.items)} items`,
      met: ratio <= HINT_VS_PLAYWRIGHT_ELEMENT,
      figure: `${fmtRatio(ratio)} (${((profile.oursReadMs * 1000) / profile.hints).toFixed(1)} µs a hint, ${fmtInt(profile.hints)} hints; ${((profile.playwrightMs * 1000) / profile.elements).toFixed(1)} µs an element, ${fmtInt(profile.elements)} elements)`,
    });
  }

  // 3. Linear in items, 10,000 included.
  const linearity = linearityOf(pages);
  if (linearity) {
    const { oursTokens, oursMs, oursInPageMs } = linearity;
    const met = oursTokens.growth <= LINEAR_GROWTH_LIMIT && oursMs.growth <= LINEAR_GROWTH_LIMIT;
    verdicts.push({
      target: `time and output linear in items, 200 → 2,000 → 10,000 (marginal cost per item grows ≤ ${LINEAR_GROWTH_LIMIT}×)`,
      met,
      figure: `tokens/item ${fmtPerItem(oursTokens.low, '')}→ ${fmtPerItem(oursTokens.high, '')}(${fmtRatio(oursTokens.growth)}); ms/item ${fmtPerItem(oursMs.low, '')}→ ${fmtPerItem(oursMs.high, '')}(${fmtRatio(oursMs.growth)})`,
      ...(met
        ? {}
        : {
            why: `in-page evaluation alone: ${fmtPerItem(oursInPageMs.low, 'ms/item')} → ${fmtPerItem(oursInPageMs.high, 'ms/item')} (${fmtRatio(oursInPageMs.growth)}); the rest is the server and the MCP round trip`,
          }),
    });
  }

  // 4. semantic_observe within 1.5x of a bare evaluate.
  const observed = pages.filter((p) => Number.isFinite(observeRatio(p)));
  if (observed.length > 0) {
    const worst = observed.reduce((a, b) => (observeRatio(b) > observeRatio(a) ? b : a));
    const best = observed.reduce((a, b) => (observeRatio(b) < observeRatio(a) ? b : a));
    const met = observed.every((p) => observeRatio(p) <= OBSERVE_VS_BARE_EVALUATE);
    const o = worst.observe;
    verdicts.push({
      target: `semantic_observe ≤ ${OBSERVE_VS_BARE_EVALUATE}× a bare evaluate (${results.settings.observeBaseline}) on every page`,
      met,
      figure:
        `${fmtRatio(observeRatio(best))} to ${fmtRatio(observeRatio(worst))} (worst: ${worst.spec.label}, ${fmtMs(o.medianMs)} vs ${fmtMs(o.bareEvaluateMedianMs)}). ` +
        `Against a bare CDP evaluate from the bench process, which skips MCP altogether: ${fmtRatio(Math.min(...observed.map(cdpObserveRatio)))} to ${fmtRatio(Math.max(...observed.map(cdpObserveRatio)))}`,
      ...(met
        ? {}
        : {
            why:
              `on ${worst.spec.label}: the in-page observe over CDP takes ${fmtMs(o.inPageMedianMs)} (its computation ${fmtMs(o.computeMs)}) against ${fmtMs(o.cdpEvaluateMedianMs)} for a bare CDP evaluate; ` +
              `an MCP ping on the same connection ${fmtMs(o.mcpPingMedianMs)}`,
          }),
    });
  }
  verdicts.push(...timeVerdicts(results));
  if (results.loop) verdicts.push(...analyseLoop(results.loop));
  return { verdicts, ...(linearity ? { linearity } : {}) };
}

/** Where each side's cold start went, phase by phase (medians of each phase). */
export function coldStartWhy(cold: ColdStart): string {
  const phases = (list: ColdStart['oursPhases']) => list.map((p) => `${p.name} ${fmtMs(p.ms)}`).join(', ');
  return `ours: ${phases(cold.oursPhases)}; Playwright MCP: ${phases(cold.playwrightPhases)}`;
}

/** A page's changes ÷ full: the median of the pairs' ratios, its interval, and the medians of the calls. */
export function changesFigure(p: PageMeasurement): string {
  const { ratio, ratioInterval, medianMs, fullMedianMs, samples } = p.changes;
  return `${fmtRatio(ratio)} (${p.spec.label}: median of ${samples} pairs' ratios, 95% interval ${fmtRatio(ratioInterval.low)} to ${fmtRatio(ratioInterval.high)}; medians ${fmtMs(medianMs)} vs ${fmtMs(fullMedianMs)})`;
}

/** changes: true never slower than the full snapshot; cold start; no time ratio regressed. */
function timeVerdicts(results: BenchResults): Verdict[] {
  const verdicts: Verdict[] = [];
  const pages = results.pages.filter((p) => Number.isFinite(p.changes.ratio));
  if (pages.length > 0) {
    const ratio = (p: PageMeasurement) => p.changes.ratio;
    const worst = pages.reduce((a, b) => (ratio(b) > ratio(a) ? b : a));
    const slower = pages.filter((p) => ratio(p) > CHANGES_VS_FULL);
    verdicts.push({
      target: '`changes: true` never slower than the full snapshot of the same page',
      met: slower.length === 0,
      figure: `worst ${changesFigure(worst)}`,
      ...(slower.length > 0
        ? {
            why:
              `slower on ${slower.map((p) => `${p.spec.label} ${fmtRatio(ratio(p))} (medians ${fmtMsMore(p.changes.medianMs - p.changes.fullMedianMs)}; the full answer ${fmtInt(p.ours.chars)} characters)`).join(', ')}. ` +
              'A delta is computed by our server from the same full read of the page, which crosses CDP either way (the read in the page and its round trips are most of either call); it saves only sending the full answer over MCP, a small part of a call on these pages, and the page read here is unchanged, which the server tells without comparing its elements',
          }
        : {}),
    });
  }
  const cold = results.coldStart;
  if (cold) {
    const ratio = cold.oursMs / cold.playwrightMs;
    verdicts.push({
      target: `cold start (spawn, attach, first snapshot with a navigation) ≤ ${COLD_START_VS_PLAYWRIGHT.toFixed(1)}× Playwright MCP's on the same page`,
      met: ratio <= COLD_START_VS_PLAYWRIGHT,
      figure: `${fmtRatio(ratio)} (${fmtMs(cold.oursMs)} vs ${fmtMs(cold.playwrightMs)} on ${cold.path}, medians of ${cold.rounds} starts each, alternating which goes first)`,
      ...(ratio <= COLD_START_VS_PLAYWRIGHT ? {} : { why: coldStartWhy(cold) }),
    });
  }
  const compared = results.timeRatios.filter((r) => r.held !== undefined);
  const failed = compared.filter((r) => !r.held);
  verdicts.push({
    target: `no time ratio more than ${Math.round((TIME_REGRESSION_LIMIT - 1) * 100)}% worse than the last recorded run's`,
    met: failed.length === 0,
    guard: true,
    figure: `${compared.length - failed.length} of ${compared.length} ratios held (${results.timeRatios.length - compared.length} recorded for the first time)`,
    ...(failed.length > 0
      ? { why: failed.map((r) => `${r.name}: ${r.recorded}× → ${fmtRatio(r.ratio)}`).join('; ') }
      : {}),
  });
  return verdicts;
}
