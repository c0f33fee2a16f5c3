// `semantic-hints review --suggest` as people and agents use it: the table, --json, and the crawl's
// JSON and HTML report. The command line runs in this process (test/support/in-process-cli.ts).

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CrawlSummary } from '../../src/cli/crawl-summary.js';
import type { Review } from '../../src/page/types.js';
import { startCrawlSite } from '../support/crawl-site.js';
import type { CrawlSite } from '../support/crawl-site.js';
import { cliInProcess as cli } from '../support/in-process-cli.js';
import { workerCdpUrl } from '../support/test-env.js';

const unhintedUrl = () => new URL('fixtures/unhinted.html', inject('fixtureUrl')).href;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'semantic-hints-suggest-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('review --suggest', () => {
  it('--json carries each suggestion: the element, the attributes to add, and why', async () => {
    const run = await cli('review', unhintedUrl(), '--suggest', '--json', '--cdp-url', workerCdpUrl());
    expect(run.stderr).toBe('');
    const review = JSON.parse(run.stdout) as Review;
    expect(review.suggestions).toContainEqual({
      place: 'header > button',
      name: 'Open cart',
      gap: 'unhinted',
      set: { 'data-semtag-id': 'header.open-cart', 'data-semtag-role': 'action', 'data-semtag-action': 'open-cart' },
      why: 'a button: it acts on this screen',
      where: 'on the <button> element',
    });
    // Without --suggest the review is as before.
    const plain = await cli('review', unhintedUrl(), '--json', '--cdp-url', workerCdpUrl());
    expect(JSON.parse(plain.stdout)).not.toHaveProperty('suggestions');
  });

  it('the table lists them as markup to write', async () => {
    const run = await cli('review', unhintedUrl(), '--suggest', '--cdp-url', workerCdpUrl());
    expect(run.stdout).toMatch(/^Suggested hints \(\d+, \d+ of them advice\):$/m);
    expect(run.stdout).toContain(
      [
        '  header > button  "Open cart"',
        '      add: data-semtag-id="header.open-cart" data-semtag-role="action" data-semtag-action="open-cart"',
        '      why: unhinted; a button: it acts on this screen',
      ].join('\n'),
    );
  });
});

describe('the text, the JSON and the HTML list the same suggestions', () => {
  const adviceOnlyUrl = () => new URL('fixtures/advice-only.html', inject('fixtureUrl')).href;

  it('a page with no gap lists its advice, labelled so, in the table as in the JSON', async () => {
    const json = JSON.parse(
      (await cli('review', adviceOnlyUrl(), '--suggest', '--json', '--cdp-url', workerCdpUrl())).stdout,
    ) as Review;
    expect(json.total).toBe(0);
    const suggestions = json.suggestions ?? [];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.gap === undefined && s.advice !== undefined)).toBe(true);
    const text = (await cli('review', adviceOnlyUrl(), '--suggest', '--cdp-url', workerCdpUrl())).stdout;
    expect(text).toContain('No hinting gaps found.');
    expect(text).toContain(`Suggested hints (${suggestions.length}, all advice):`);
    expect(placesInText(text)).toEqual(suggestions.map((s) => s.place));
    for (const s of suggestions) expect(text).toContain(`why: advice (${s.advice}); ${s.why}`);
  });

  it("a crawl lists each page's suggestions alike in its text, its JSON and its HTML report", async () => {
    const site = await startCrawlSite();
    try {
      const report = join(dir, 'agree.html');
      const args = ['review', `${site.url}/`, '--crawl', '--suggest', '--max-pages', '3', '--cdp-url', workerCdpUrl()];
      const summary = JSON.parse((await cli(...args, '--json', '--report', report)).stdout) as CrawlSummary;
      const text = (await cli(...args)).stdout;
      const html = await readFile(report, 'utf8');
      const fromJson = summary.pages.flatMap((page) => (page.review.suggestions ?? []).map((s) => s.place));
      expect(fromJson.length).toBeGreaterThan(0);
      expect(placesInText(text)).toEqual(fromJson);
      const fromHtml = [...html.matchAll(/<table class="gaps"><thead><tr><th>Element<\/th>[\s\S]*?<\/table>/g)].flatMap(
        ([table]) => [...table.matchAll(/<tr><td><code>([^<]*)<\/code>/g)].map(([, place]) => unescaped(place!)),
      );
      expect(fromHtml).toEqual(fromJson);
    } finally {
      await site.close();
    }
  });
});

const unescaped = (text: string) =>
  text
    .replaceAll('&gt;', '>')
    .replaceAll('&lt;', '<')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The places the table's suggestion lists name, in order: the lines with no key under a `Suggested hints` heading. */
function placesInText(text: string): string[] {
  const places: string[] = [];
  let listing = false;
  for (const line of text.split('\n')) {
    if (/^Suggested hints.*:$/.test(line)) listing = true;
    else if (!line.startsWith('  ')) listing = false;
    else if (listing && /^ {2}\S/.test(line)) places.push(line.trim().replace(/ {2}".*"$/, ''));
  }
  return places;
}

describe('review --crawl --suggest', () => {
  let site: CrawlSite;
  beforeAll(async () => {
    site = await startCrawlSite();
  });
  afterAll(() => site.close());

  it("puts each page's suggestions in the JSON and, beside its overlay screenshot, in the HTML report", async () => {
    const report = join(dir, 'suggest.html');
    const run = await cli(
      'review',
      `${site.url}/`,
      '--crawl',
      '--suggest',
      '--json',
      '--max-pages',
      '2',
      '--report',
      report,
      '--cdp-url',
      workerCdpUrl(),
    );
    const summary = JSON.parse(run.stdout) as CrawlSummary;
    const withGaps = summary.pages.filter((page) => page.review.total > 0);
    expect(withGaps.length).toBeGreaterThan(0);
    for (const page of withGaps) expect(page.review.suggestions?.length).toBeGreaterThan(0);
    const html = await readFile(report, 'utf8');
    const first = withGaps[0]!.review.suggestions![0]!;
    expect(html).toContain('<th>Element</th><th>Add</th><th>Why</th>');
    expect(html).toContain(`data-semtag-role=&quot;${first.set['data-semtag-role']}&quot;`);
  });
});
