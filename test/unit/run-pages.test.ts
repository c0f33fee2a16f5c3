// The states a Playwright Test run reviewed, made the pages of a crawl (src/playwright/run-pages.ts),
// and the matcher's options made a gate: pure functions, no browser.

import { expect, it } from 'vitest';
import { summarise } from '../../src/cli/crawl-summary.js';
import { gateOfOptions } from '../../src/playwright/matcher.js';
import { mergeReviews, runResult } from '../../src/playwright/run-pages.js';
import type { ReviewedState } from '../../src/playwright/review-attachment.js';
import type { Review } from '../../src/page/types.js';

const review = (url: string, rest: Omit<Review, 'url'>): Review => ({ url, ...rest });

it('merges the states of one page: each place as often as the state listing it most, the least coverage', () => {
  const closed = review('http://app.test/a', {
    coverage: 90,
    total: 3,
    gaps: { unhinted: { count: 3, places: ['footer > a', 'footer > a', 'main > button'] } },
    suggestions: [{ place: 'main > button', gap: 'unhinted', set: { 'data-semtag-id': 'x' }, why: 'a button' }],
  });
  const open = review('http://app.test/a#drawer', {
    coverage: 80,
    total: 3,
    gaps: {
      duplicateId: { count: 1, places: ['drawer.close'] },
      unhinted: { count: 2, places: ['footer > a', 'aside > input'] },
    },
    suggestions: [{ place: 'main > button', gap: 'unhinted', set: { 'data-semtag-id': 'x' }, why: 'a button' }],
  });
  expect(mergeReviews([closed, open])).toEqual({
    url: 'http://app.test/a',
    coverage: 80,
    total: 5,
    gaps: {
      duplicateId: { count: 1, places: ['drawer.close'] },
      unhinted: { count: 4, places: ['footer > a', 'footer > a', 'main > button', 'aside > input'] },
    },
    suggestions: [{ place: 'main > button', gap: 'unhinted', set: { 'data-semtag-id': 'x' }, why: 'a button' }],
  });
  // Places a review counted but did not list stay counted.
  const beyond = review('http://app.test/a', {
    coverage: 10,
    total: 30,
    gaps: { unhinted: { count: 30, places: [] } },
  });
  expect(mergeReviews([closed, beyond]).gaps.unhinted?.count).toBe(3 + 30);
});

it('lists a button that a click in one state showed moving to another screen as that navigation alone', () => {
  const button = { place: 'main > button', gap: 'unhinted' as const, why: 'a button' };
  const navigation = { ...button, set: { 'data-semtag-id': 'jobs.open', 'data-semtag-role': 'navigation' } };
  const states = [{ ...button, set: { 'data-semtag-id': 'jobs.open', 'data-semtag-role': 'action' } }, navigation].map(
    (suggestion) => review('http://app.test/jobs', { coverage: 50, total: 1, gaps: {}, suggestions: [suggestion] }),
  );
  expect(mergeReviews(states).suggestions).toEqual([navigation]);
});

it("makes a run's states the pages of a crawl: one per URL without its hash, in the order first seen", () => {
  const clean = (url: string): Omit<Review, 'url'> & { url: string } => ({ url, coverage: 100, total: 0, gaps: {} });
  const states: ReviewedState[] = [
    { url: 'http://app.test/b', screen: 'b.page', review: clean('http://app.test/b'), when: 'left' },
    { url: 'http://app.test/a#x', review: clean('http://app.test/a#x'), when: 'left' },
    {
      url: 'http://app.test/a',
      review: {
        url: 'http://app.test/a',
        coverage: 50,
        total: 1,
        gaps: { unhinted: { count: 1, places: ['header > a'] } },
      },
      when: 'end',
    },
    {
      url: 'http://other.test/c',
      error: { code: 'scope-not-found', scope: 'cart', triedSelector: true },
      when: 'end',
    },
  ];
  const result = runResult(states, 3);
  expect(result).toMatchObject({
    start: 'http://app.test/b',
    origin: 'http://app.test, http://other.test',
    source: '3 Playwright tests',
    stopped: 'complete',
  });
  expect(result.reviewed.map((page) => [page.url, page.screen, page.review.total])).toEqual([
    ['http://app.test/b', 'b.page', 0],
    ['http://app.test/a', undefined, 1],
  ]);
  expect(result.unreviewed).toEqual([
    {
      url: 'http://other.test/c',
      reason: expect.stringContaining('scope "cart" matched nothing') as string,
      failed: false,
    },
  ]);
  const summary = summarise(result, gateOfOptions({}));
  expect(summary.gate.passed).toBe(false);
  expect(summary.pages.map((page) => page.failures)).toEqual([[{ rule: 'unhinted', message: '1 unhinted' }], []]);
  expect(summarise(result, gateOfOptions({ failOn: [] })).gate.passed).toBe(true);
});

it('counts the most hinted and flagged elements any state of a page showed, and none when none counted', () => {
  const clean = (url: string): Review => ({ url, coverage: 100, total: 0, gaps: {} });
  const states: ReviewedState[] = [
    { url: 'http://app.test/a', review: clean('http://app.test/a'), hinted: 12, flagged: 0, when: 'left' },
    { url: 'http://app.test/a#menu', review: clean('http://app.test/a#menu'), hinted: 9, flagged: 2, when: 'end' },
    { url: 'http://app.test/b', review: clean('http://app.test/b'), when: 'end' },
  ];
  expect(runResult(states, 1).reviewed.map(({ url, hinted, flagged }) => ({ url, hinted, flagged }))).toEqual([
    { url: 'http://app.test/a', hinted: 12, flagged: 2 },
    { url: 'http://app.test/b', hinted: undefined, flagged: undefined },
  ]);
});

it('refuses matcher options that are not a gate, saying how to write them', () => {
  expect(() => gateOfOptions({ failOn: ['unhinted', 'nope' as 'unhinted'] })).toThrow(
    /failOn takes an array of gap kinds \(or \[\] for none\); "nope" is not one\. Kinds: unknownRole, /,
  );
  expect(() => gateOfOptions({ minCoverage: 101 })).toThrow(/minCoverage takes a percent from 0 to 100/);
  expect(gateOfOptions({ failOn: ['duplicateId'], minCoverage: 90 })).toEqual({
    failOn: ['duplicateId'],
    minCoverage: 90,
  });
});
