// What a crawl adds up to: the pages ranked by gaps, the app's gaps per kind with a gap that
// repeats across pages (the same kind at the same place: a header, a footer) counted once with the
// list of its pages, the overall coverage, and the gate's verdict. Pure: the reports all print it.

import { GAP_KINDS } from '../page/types.js';
import type { GapKind } from '../page/types.js';
import type { CrawlResult, CrawlStop, ReviewedPage, UnreviewedPage } from './crawl.js';
import { gateFailures } from './gate.js';
import type { Gate, GateFailure } from './gate.js';

/** A reviewed page as the reports show it: its review (exactly what semantic_review returns) and its gate. */
export interface PageSummary extends Omit<ReviewedPage, 'screenshot'> {
  /** Why the page fails the gate; empty when it passes. */
  failures: GateFailure[];
}

export interface AppPlace {
  place: string;
  /** How many times the place is listed on the page that lists it most. */
  count: number;
  pages: string[];
}

export interface AppGapReport {
  /** Distinct places, each counted once however many pages show it, plus the gaps pages counted beyond their listed places. */
  count: number;
  places: AppPlace[];
}

export interface CrawlSummary {
  start: string;
  origin: string;
  /** What visited the pages, when no crawl did. */
  source?: string;
  stopped: CrawlStop;
  unvisited: number;
  /** The average of the reviewed pages' coverages, each page weighing the same; absent when none was reviewed. */
  coverage?: number;
  total: number;
  gaps: Partial<Record<GapKind, AppGapReport>>;
  /** Reviewed pages, most gaps first (ties in crawl order). */
  pages: PageSummary[];
  unreviewed: UnreviewedPage[];
  gate: { failOn: GapKind[]; minCoverage?: number; passed: boolean };
}

function appGaps(result: CrawlResult): { gaps: Partial<Record<GapKind, AppGapReport>>; total: number } {
  const gaps: Partial<Record<GapKind, AppGapReport>> = {};
  let total = 0;
  for (const kind of GAP_KINDS) {
    const places = new Map<string, AppPlace>();
    let unlisted = 0;
    for (const page of result.reviewed) {
      const report = page.review.gaps[kind];
      if (!report) continue;
      unlisted += report.count - report.places.length;
      const here = new Map<string, number>();
      for (const place of report.places) here.set(place, (here.get(place) ?? 0) + 1);
      for (const [place, times] of here) {
        const entry = places.get(place);
        if (entry) {
          entry.pages.push(page.url);
          entry.count = Math.max(entry.count, times);
        } else places.set(place, { place, count: times, pages: [page.url] });
      }
    }
    if (places.size === 0 && unlisted === 0) continue;
    const listed = [...places.values()];
    const count = listed.reduce((sum, entry) => sum + entry.count, unlisted);
    // Places on the most pages first: fixing a shared header fixes every page at once.
    gaps[kind] = { count, places: listed.sort((a, b) => b.pages.length - a.pages.length) };
    total += count;
  }
  return { gaps, total };
}

export function summarise(result: CrawlResult, gate: Gate): CrawlSummary {
  const pages: PageSummary[] = result.reviewed.map((page) => ({
    url: page.url,
    ...(page.linkedFrom === undefined ? {} : { linkedFrom: page.linkedFrom }),
    ...(page.screen === undefined ? {} : { screen: page.screen }),
    ...(page.hinted === undefined ? {} : { hinted: page.hinted }),
    ...(page.flagged === undefined ? {} : { flagged: page.flagged }),
    review: page.review,
    failures: gateFailures(page.review, gate),
  }));
  // Array.prototype.sort is stable: equal totals keep the crawl's order.
  pages.sort((a, b) => b.review.total - a.review.total);
  const { gaps, total } = appGaps(result);
  const coverageSum = pages.reduce((sum, page) => sum + page.review.coverage, 0);
  return {
    start: result.start,
    origin: result.origin,
    ...(result.source === undefined ? {} : { source: result.source }),
    stopped: result.stopped,
    unvisited: result.unvisited,
    ...(pages.length === 0 ? {} : { coverage: Math.floor((coverageSum * 10) / pages.length) / 10 }),
    total,
    gaps,
    pages,
    unreviewed: result.unreviewed,
    gate: {
      failOn: [...gate.failOn],
      ...(gate.minCoverage === undefined ? {} : { minCoverage: gate.minCoverage }),
      passed:
        pages.length > 0 &&
        pages.every((page) => page.failures.length === 0) &&
        result.unreviewed.every((page) => !page.failed),
    },
  };
}
