// The crawl's sums and reports from a made-up crawl result: pure functions, no browser.

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect, it } from 'vitest';
import type { CrawlResult, ReviewedPage } from '../../src/cli/crawl.js';
import { crawlReportHtml } from '../../src/cli/crawl-report-html.js';
import { crawlTable } from '../../src/cli/crawl-table.js';
import { reviewTable } from '../../src/cli/review-table.js';
import { summarise } from '../../src/cli/crawl-summary.js';
import { gateOf } from '../../src/cli/gate.js';
import { junitXml } from '../../src/cli/junit.js';
import type { Review } from '../../src/page/types.js';

function page(url: string, review: Omit<Review, 'url'>, screen?: string): ReviewedPage {
  return { url, hinted: 5, flagged: review.total, review: { url, ...review }, ...(screen ? { screen } : {}) };
}

const hostile = '<img src=x onerror=alert(1)> & "quotes" \u0001\u{1F600}';
const many = Array.from({ length: 20 }, (_, index) => `main > a:nth-of-type(${index + 1})`);
const result: CrawlResult = {
  start: 'http://app.test/',
  origin: 'http://app.test',
  stopped: 'complete',
  unvisited: 0,
  reviewed: [
    page('http://app.test/', {
      coverage: 50,
      total: 2,
      gaps: { unhinted: { count: 2, places: ['footer > a', 'footer > a'] } },
    }),
    page(
      'http://app.test/list',
      {
        coverage: 25,
        total: 26,
        gaps: { unhinted: { count: 25, places: many }, badId: { count: 1, places: [hostile] } },
      },
      hostile,
    ),
    page('http://app.test/about', {
      coverage: 100,
      total: 1,
      gaps: { unhinted: { count: 1, places: ['footer > a'] } },
    }),
  ],
  unreviewed: [{ url: 'http://app.test/gone', linkedFrom: 'http://app.test/', reason: 'HTTP 404', failed: true }],
};

it('counts a place repeated across pages once, adds what pages counted beyond their places, ranks pages by gaps', () => {
  const summary = summarise(result, gateOf({}));
  expect(summary.gaps.unhinted!.places[0]).toEqual({
    place: 'footer > a',
    count: 2,
    pages: ['http://app.test/', 'http://app.test/about'],
  });
  // footer > a twice on one page, 20 listed paths, and 5 more the list page counted but did not list.
  expect(summary.gaps.unhinted!.count).toBe(2 + 20 + 5);
  expect(summary.total).toBe(27 + 1);
  expect(summary.coverage).toBe(58.3);
  expect(summary.pages.map((entry) => entry.url)).toEqual([
    'http://app.test/list',
    'http://app.test/',
    'http://app.test/about',
  ]);
  expect(summary.gate.passed).toBe(false);
  expect(summarise({ ...result, unreviewed: [] }, gateOf({ 'fail-on': 'none' })).gate.passed).toBe(true);
  expect(summarise({ ...result, reviewed: [], unreviewed: [] }, gateOf({ 'fail-on': 'none' })).gate.passed).toBe(false);
});

it('writes valid JUnit XML and an HTML report with page content escaped', () => {
  const summary = summarise(result, gateOf({ 'fail-on': 'badId', 'min-coverage': '30' }));
  const xml = junitXml(summary);
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['testcase', 'failure'].includes(name),
  }).parse(xml) as {
    testsuites: {
      testsuite: {
        testcase: {
          '@_name': string;
          '@_classname': string;
          failure?: { '@_type': string; '#text': string }[];
          'system-out'?: string;
        }[];
      };
    };
  };
  const cases = parsed.testsuites.testsuite.testcase;
  expect(cases[0]!['@_classname']).toBe('<img src=x onerror=alert(1)> & "quotes" \u{1F600}');
  expect(cases[0]!.failure!.map((failure) => failure['@_type'])).toEqual(['badId', 'minCoverage']);
  expect(cases[1]!.failure).toBeUndefined();
  expect(cases[1]!['system-out']).toContain('unhinted (not gated): footer > a, footer > a');

  const html = crawlReportHtml(summary, new Map());
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
  expect(html).toContain(`content="default-src 'none'; img-src data:; style-src 'unsafe-inline'"`);
});

it('says how many pages fail the gate in a sentence that agrees with the count', () => {
  const one: CrawlResult = { ...result, reviewed: result.reviewed.slice(0, 1), unreviewed: [] };
  expect(crawlTable(summarise(one, gateOf({})))).toMatch(/Gate failed \(fails on any gap\): 1 page fails\.$/);
  const two: CrawlResult = { ...result, reviewed: result.reviewed.slice(0, 2), unreviewed: [] };
  expect(crawlTable(summarise(two, gateOf({})))).toMatch(/Gate failed \(fails on any gap\): 2 pages fail\.$/);
});

it('lists suggested hints only for pages that have some, and says so when a review suggests none', () => {
  const suggesting = (suggestions: NonNullable<Review['suggestions']>): CrawlResult => ({
    ...result,
    reviewed: [{ ...result.reviewed[2]!, review: { ...result.reviewed[2]!.review, suggestions } }],
    unreviewed: [],
  });
  expect(crawlTable(summarise(suggesting([]), gateOf({})))).not.toContain('Suggested hints');
  const review: Review = {
    url: 'http://app.test/',
    coverage: 50,
    total: 1,
    gaps: { badId: { count: 1, places: ['Checkout'] } },
    suggestions: [],
  };
  expect(reviewTable(review)).toContain('Suggested hints: none.');
  expect(reviewTable(review)).not.toMatch(/Suggested hints \(0\)/);
});
