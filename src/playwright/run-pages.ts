// The page states a test run reviewed, as the pages of a crawl (src/cli/crawl.ts), so that the
// crawl's summary, reports and gate serve the run unchanged. A page is a URL without its hash, as
// the crawl counts them. A page seen in several states (a drawer open, a form filled, by one test
// or many) counts once, with the gaps of all its states: each place as often as the state that
// lists it most often, the least coverage of them, and the most hinted and flagged elements any
// state showed.

import { withoutHash } from '../cli/crawl.js';
import type { CrawlResult, ReviewedPage, UnreviewedPage } from '../cli/crawl.js';
import { GAP_KINDS, REVIEW_PLACE_LIMIT } from '../page/types.js';
import type { HintSuggestion, OutlineCounts, Review } from '../page/types.js';
import { pageErrorFact } from '../messages/page-error-facts.js';
import { outrankingClicks } from '../page/review/suggest-clicked.js';
import type { ReviewedState } from './review-attachment.js';

/** One review of all the states of one page. */
export function mergeReviews(reviews: readonly Review[]): Review {
  if (reviews.length === 1) return reviews[0]!;
  const gaps: Review['gaps'] = {};
  let total = 0;
  for (const kind of GAP_KINDS) {
    const most = new Map<string, number>();
    let unlisted = 0;
    let found = false;
    for (const review of reviews) {
      const report = review.gaps[kind];
      if (!report) continue;
      found = true;
      unlisted = Math.max(unlisted, report.count - report.places.length);
      const here = new Map<string, number>();
      for (const place of report.places) here.set(place, (here.get(place) ?? 0) + 1);
      for (const [place, times] of here) most.set(place, Math.max(most.get(place) ?? 0, times));
    }
    if (!found) continue;
    const places = [...most].flatMap(([place, times]) => Array<string>(times).fill(place));
    const count = places.length + unlisted;
    gaps[kind] = { count, places: places.slice(0, REVIEW_PLACE_LIMIT) };
    total += count;
  }
  const byPlace = new Map<string, Map<string, HintSuggestion>>();
  for (const suggestion of reviews.flatMap((review) => review.suggestions ?? [])) {
    const seen = byPlace.get(suggestion.place) ?? new Map<string, HintSuggestion>();
    byPlace.set(suggestion.place, seen.set(JSON.stringify(suggestion), suggestion));
  }
  const suggestions = [...byPlace.values()].flatMap((seen) => outrankingClicks([...seen.values()], (s) => s.set));
  return {
    url: reviews[0]!.url,
    coverage: Math.min(...reviews.map((review) => review.coverage)),
    gaps,
    total,
    ...(reviews.some((review) => review.suggestions) ? { suggestions } : {}),
  };
}

/** The most hinted and flagged elements of any state that counted them; none when none did. */
function mostOutlined(states: readonly ReviewedState[]): Partial<OutlineCounts> {
  const counted = states.flatMap((state) =>
    'review' in state && state.hinted !== undefined && state.flagged !== undefined ? [state] : [],
  );
  if (counted.length === 0) return {};
  return {
    hinted: Math.max(...counted.map((state) => state.hinted!)),
    flagged: Math.max(...counted.map((state) => state.flagged!)),
  };
}

/**
 * The run's pages in the order first seen. A page none of whose states could be reviewed (the
 * scope was not on it) is not reviewed, and does not fail the gate, as in a crawl.
 */
export function runResult(states: readonly ReviewedState[], tests: number): CrawlResult {
  const byPage = new Map<string, ReviewedState[]>();
  for (const state of states) {
    const url = withoutHash(state.url);
    byPage.set(url, [...(byPage.get(url) ?? []), state]);
  }
  const reviewed: ReviewedPage[] = [];
  const unreviewed: UnreviewedPage[] = [];
  for (const [url, seen] of byPage) {
    const reviews = seen.flatMap((state) => ('review' in state ? [state.review] : []));
    const screen = seen.find((state) => state.screen !== undefined)?.screen;
    if (reviews.length > 0)
      reviewed.push({
        url,
        ...(screen === undefined ? {} : { screen }),
        ...mostOutlined(seen),
        review: mergeReviews(reviews),
      });
    else {
      const failed = seen.find((state) => 'error' in state);
      const reason = failed && 'error' in failed ? pageErrorFact(failed.error, 'scope') : 'not reviewed';
      unreviewed.push({ url, reason, failed: false });
    }
  }
  const origins = [...new Set([...byPage.keys()].map((url) => new URL(url).origin))];
  return {
    start: [...byPage.keys()][0] ?? '',
    origin: origins.join(', ') || 'no page',
    reviewed,
    unreviewed,
    stopped: 'complete',
    unvisited: 0,
    source: `${tests} Playwright test${tests === 1 ? '' : 's'}`,
  };
}
