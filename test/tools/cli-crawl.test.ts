// `semantic-hints review <url> --crawl`, called in this process: over a fixture site with gaps,
// cycles, external, hash-only, mailto and 404 links (test/support/crawl-site.ts), and over the
// example shop, whose every page's review must equal what semantic_review says of it. What only
// the process shows (Ctrl-C, the terminal's progress, --launch) is in test/e2e/crawl.test.ts.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerCdpUrl } from '../support/test-env.js';
import { startExampleServer } from '../../examples/server.js';
import type { CrawlSummary } from '../../src/cli/crawl-summary.js';
import { useCrawlSite } from '../support/crawl-site.js';
import { parseJUnit } from '../support/junit-xml.js';
import { cliInProcess as cli } from '../support/in-process-cli.js';
import { VOCABULARY } from '../../src/page/vocabulary.js';
import type { Role } from '../../src/page/vocabulary.js';
import { startInProcessServer } from '../support/in-process-server.js';

const { site, dir, at } = useCrawlSite();

async function inChromium<T>(
  url: string,
  read: (page: import('playwright-core').Page, requests: string[]) => Promise<T>,
) {
  const browser = await chromium.connectOverCDP(workerCdpUrl());
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  try {
    await page.goto(url, { waitUntil: 'load' });
    return await read(page, requests);
  } finally {
    await page.close();
    await browser.close();
  }
}

describe('crawling a site with gaps, cycles, external, hash-only and broken links', () => {
  it('reviews each same-origin page once, breadth-first, and fetches nothing elsewhere', async () => {
    const junit = join(dir(), 'site.xml');
    const report = join(dir(), 'site.html');
    const browser = await chromium.connectOverCDP(workerCdpUrl());
    const tabs = () => browser.contexts().flatMap((context) => context.pages().map((page) => page.url()));
    const tabsBefore = tabs();
    const {
      result: run,
      requests,
      external,
    } = await site().recording(() =>
      cli('review', at('/'), '--crawl', '--json', '--junit', junit, '--report', report, '--cdp-url', workerCdpUrl()),
    );
    expect(tabs()).toEqual(tabsBefore);
    await browser.close();

    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const summary = JSON.parse(run.stdout) as CrawlSummary;

    // Each page fetched once: the hash-only link, /shop#reviews and the cycles back home add nothing;
    // /plain is linked only by a link that is no navigation hint; mailto: and the other origin are left alone.
    expect(requests).toEqual(['/', '/about', '/shop', '/missing']);
    expect(external).toEqual([]);
    expect(summary).toMatchObject({ start: at('/'), origin: site().url, stopped: 'complete', unvisited: 0 });

    // Ranked by gaps: /shop (its two buttons and the footer), / (a plain link and the footer), /about (the footer).
    expect(summary.pages.map((page) => [page.url, page.screen, page.review.total])).toEqual([
      [at('/shop'), 'shop.page', 3],
      [at('/'), 'home.page', 2],
      [at('/about'), 'about.page', 1],
    ]);
    expect(summary.pages[2]).toMatchObject({ linkedFrom: at('/'), hinted: 10, flagged: 1 });
    expect(summary.unreviewed).toEqual([
      { url: at('/missing'), linkedFrom: at('/'), reason: 'HTTP 404', failed: true },
    ]);

    // The footer's link repeats on every page: one gap, with its pages.
    expect(summary.gaps.unhinted!.places[0]).toEqual({
      place: 'footer > a',
      count: 1,
      pages: [at('/'), at('/about'), at('/shop')],
    });
    expect(summary.gaps.unhinted!.count).toBe(3);
    expect(summary.gaps.badId).toEqual({ count: 1, places: [{ place: 'cart.item', count: 1, pages: [at('/shop')] }] });
    expect(summary.total).toBe(4);
    const coverages = summary.pages.map((page) => page.review.coverage);
    expect(summary.coverage).toBe(Math.floor((coverages.reduce((a, b) => a + b) * 10) / 3) / 10);
    expect(summary.gate.passed).toBe(false);

    // Every page's review is the single-page review of that page.
    for (const page of summary.pages) {
      const single = await cli('review', page.url, '--json', '--cdp-url', workerCdpUrl());
      expect(JSON.parse(single.stdout)).toEqual(page.review);
    }

    const suites = parseJUnit(await readFile(junit, 'utf8'));
    expect([suites['@_tests'], suites['@_failures'], suites['@_errors']]).toEqual(['4', '3', '1']);
    const cases = suites.testsuite[0]!.testcase;
    expect(cases.map((testcase) => testcase['@_name'])).toEqual([at('/shop'), at('/'), at('/about'), at('/missing')]);
    expect(cases[0]!['@_classname']).toBe('shop.page');
    expect(cases[0]!.failure!.map((failure) => [failure['@_type'], failure['@_message']])).toEqual([
      ['badId', '1 badId'],
      ['unhinted', '2 unhinted'],
    ]);
    expect(cases[0]!.failure![1]!['#text']).toContain('footer > a');
    expect(cases[3]!.error![0]).toMatchObject({ '@_type': 'load', '@_message': `HTTP 404 (linked from ${at('/')})` });

    await inChromium(pathToFileURL(report).href, async (page, requests) => {
      expect(await page.locator('h1').textContent()).toBe(`Hint review of ${site().url}`);
      const summaryText = await page.locator('#summary').innerText();
      expect(summaryText).toContain('Pages reviewed\n3');
      expect(summaryText).toContain(`Coverage\n${summary.coverage}%`);
      expect(summaryText).toMatch(/Gate: failed/);
      expect(summaryText).toContain(`${at('/missing')}: HTTP 404`);
      const sections = page.locator('section.page');
      expect(await sections.locator('h2').allTextContents()).toEqual([at('/shop'), at('/'), at('/about')]);
      expect(await sections.nth(0).locator('table.gaps td:first-child').allTextContents()).toEqual([
        'badId',
        'unhinted',
      ]);
      const images = await page.locator('section.page img').evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({
          loaded: img.complete,
          width: img.naturalWidth,
          height: img.naturalHeight,
        })),
      );
      expect(images).toHaveLength(3);
      for (const image of images) {
        expect(image.loaded).toBe(true);
        expect(image.width).toBeGreaterThan(300);
        expect(image.height).toBeGreaterThan(100);
      }
      // Self-contained: nothing but the file itself was requested.
      expect(requests.filter((url) => !url.startsWith('data:'))).toEqual([pathToFileURL(report).href]);
    });
  });

  it('outlines every hint over the whole of a page taller than the viewport, the legend below it', async () => {
    const report = join(dir(), 'tall.html');
    const run = await cli(
      'review',
      at('/tall'),
      '--crawl',
      '--max-pages',
      '1',
      '--json',
      '--report',
      report,
      '--cdp-url',
      workerCdpUrl(),
    );
    expect(run.stderr).toBe('');
    expect((JSON.parse(run.stdout) as CrawlSummary).pages.map((page) => page.url)).toEqual([at('/tall')]);

    // The oracle: each visible hint's box in the page's document, and its role's colour, read in a tab of its own.
    const page = await inChromium(at('/tall'), (tab) =>
      tab.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        viewport: window.innerHeight,
        hints: [...document.querySelectorAll('[data-semtag-id]')].map((element) => {
          const box = element.getBoundingClientRect();
          return {
            id: element.getAttribute('data-semtag-id')!,
            role: element.getAttribute('data-semtag-role')!,
            left: box.left + window.scrollX,
            top: box.top + window.scrollY,
            width: box.width,
            height: box.height,
          };
        }),
      })),
    );
    expect(page.height).toBeGreaterThan(2 * page.viewport);
    const boxes = page.hints.map((hint) => ({ ...hint, colour: VOCABULARY[hint.role as Role].colour }));

    // The screenshot, decoded by Chromium: a hint is outlined when at least three of its box's four
    // edges show its role's colour (a label may sit on one edge). The page is white around each
    // control (255 or more from either colour); JPEG blurs a 2 px line by less than half that.
    const shot = await inChromium(pathToFileURL(report).href, (tab) =>
      tab.locator('section.page img').evaluate((element, hints) => {
        const img = element as HTMLImageElement;
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(img, 0, 0);
        const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
        /** The least distance to `colour` of the pixels within 2 px of (x, y). */
        const nearest = (x: number, y: number, colour: number[]) => {
          const { data } = context.getImageData(Math.round(x) - 2, Math.round(y) - 2, 5, 5);
          let least = Infinity;
          for (let at = 0; at < data.length; at += 4)
            least = Math.min(
              least,
              Math.hypot(data[at]! - colour[0]!, data[at + 1]! - colour[1]!, data[at + 2]! - colour[2]!),
            );
          return least;
        };
        const outlined = hints.filter((hint) => {
          const colour = rgb(hint.colour);
          const [midX, midY] = [hint.left + hint.width / 2, hint.top + hint.height / 2];
          const edges: [number, number][] = [
            [midX, hint.top + 1],
            [midX, hint.top + hint.height - 1],
            [hint.left + 1, midY],
            [hint.left + hint.width - 1, midY],
          ];
          return edges.filter(([x, y]) => nearest(x, y, colour) < 120).length >= 3;
        });
        return { width: img.naturalWidth, height: img.naturalHeight, outlined: outlined.map((hint) => hint.id) };
      }, boxes),
    );
    expect(shot.outlined).toEqual(boxes.map((hint) => hint.id));
    // The whole page, and below it the room the legend docks in.
    expect(shot.height).toBeGreaterThan(page.height);
  });

  it('stops at --max-pages, and --fail-on and --min-coverage decide the exit code', async () => {
    const only = (...flags: string[]) =>
      cli('review', at('/'), '--crawl', '--max-pages', '1', '--json', '--cdp-url', workerCdpUrl(), ...flags);
    const [all, badIdOnly, coverageMet, coverageMissed] = await Promise.all([
      only(),
      only('--fail-on', 'badId,duplicateId'),
      only('--fail-on', 'none', '--min-coverage', '70'),
      only('--fail-on', 'none', '--min-coverage', '80%'),
    ]);
    const summary = JSON.parse(all.stdout) as CrawlSummary;
    expect(summary).toMatchObject({ stopped: 'max-pages', unvisited: 3, unreviewed: [] });
    expect(summary.pages.map((page) => page.url)).toEqual([at('/')]);
    expect(summary.pages[0]!.review.coverage).toBe(77.7);
    expect(all.code).toBe(1);
    expect(summary.pages[0]!.failures).toEqual([{ rule: 'unhinted', message: '2 unhinted' }]);
    expect(badIdOnly.code).toBe(0);
    expect(coverageMet.code).toBe(0);
    expect(coverageMissed.code).toBe(1);
    expect((JSON.parse(coverageMissed.stdout) as CrawlSummary).pages[0]!.failures).toEqual([
      { rule: 'minCoverage', message: 'coverage 77.7% is below 80%' },
    ]);

    // The gate applies to a single-page review too.
    expect((await cli('review', at('/'), '--fail-on', 'badId', '--cdp-url', workerCdpUrl())).code).toBe(0);
  });

  it('applies --scope and --include-hidden to every page, skipping pages without the scope', async () => {
    const flags = ['--crawl', '--json', '--cdp-url', workerCdpUrl()];
    const [main, hidden, aboutOnly] = await Promise.all([
      cli('review', at('/'), ...flags, '--scope', 'main'),
      cli('review', at('/'), ...flags, '--include-hidden'),
      cli('review', at('/'), ...flags, '--scope', 'about.home'),
    ]);
    const totals = (run: { stdout: string }) =>
      Object.fromEntries(
        (JSON.parse(run.stdout) as CrawlSummary).pages.map((page) => [new URL(page.url).pathname, page.review.total]),
      );
    // The footer's link is outside main; the hidden button counts only with --include-hidden.
    expect(totals(main)).toEqual({ '/': 1, '/about': 0, '/shop': 2 });
    expect(totals(hidden)).toEqual({ '/': 2, '/about': 2, '/shop': 3 });

    const scoped = JSON.parse(aboutOnly.stdout) as CrawlSummary;
    expect(scoped.pages.map((page) => page.url)).toEqual([at('/about')]);
    expect(scoped.unreviewed.map((page) => [page.url, page.failed])).toEqual([
      [at('/'), false],
      [at('/shop'), false],
      [at('/missing'), true],
    ]);
    expect(scoped.unreviewed[0]!.reason).toContain('"about.home" matched nothing');
  });

  it('prints a table for people, with the repeated gap counted once', async () => {
    const run = await cli('review', at('/'), '--crawl', '--cdp-url', workerCdpUrl());
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Pages reviewed: 3, not reviewed: 1');
    expect(run.stdout).toMatch(/^\s+3\s+\S+%\s+\d+\s+\d+\s+shop\.page\s+http:\S+\/shop$/m);
    expect(run.stdout).toMatch(/^unhinted\s+3\s+footer > a\s+every page$/m);
    expect(run.stdout).toContain(`${at('/missing')}: HTTP 404 (linked from ${at('/')})`);
    expect(run.stdout).toMatch(/^Gate failed/m);
  });

  it('explains bad options with exit code 2', async () => {
    const runs = await Promise.all([
      cli('review', at('/'), '--crawl', '--max-pages', '0'),
      cli('review', at('/'), '--crawl', '--fail-on', 'unhinted,bogus'),
      cli('review', at('/'), '--crawl', '--min-coverage', '120'),
      cli('review', at('/'), '--junit', 'x.xml'),
      cli('review', at('/'), '--crawl', '--screenshot', 'x.png'),
      cli('review', pathToFileURL(join(dir(), 'x.html')).href, '--crawl'),
    ]);
    for (const run of runs) expect(run.code).toBe(2);
    expect(runs.map((run) => run.stderr.split('\n')[0])).toEqual([
      '--max-pages takes a whole number of at least 1; got "0".',
      expect.stringContaining('"bogus" is not one. Kinds: unknownRole,'),
      '--min-coverage takes a percent from 0 to 100, e.g. --min-coverage 90; got "120".',
      '--junit only applies with --crawl, which reviews every page the app links to.',
      '--screenshot reviews one page; with --crawl, --report <file.html> shows every page.',
      '--crawl needs an http:// or https:// URL: it follows links within that origin.',
    ]);
  });
});

describe('crawling the example shop', () => {
  it('reaches every screen, and each page review equals semantic_review of that page', async () => {
    const shop = await startExampleServer();
    const server = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: workerCdpUrl() });
    try {
      const run = await cli('review', `${shop.url}/`, '--crawl', '--json', '--cdp-url', workerCdpUrl());
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const summary = JSON.parse(run.stdout) as CrawlSummary;

      // `as string` keeps TypeScript from resolving the untyped example module.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      const data = (await import('../../examples/shop/data.js' as string)) as {
        PRODUCTS: { key: string }[];
        HELP_PAGES: Record<string, unknown>;
      };
      const expected = [
        '/',
        '/products',
        '/cart',
        '/checkout',
        '/account',
        ...data.PRODUCTS.map((product) => `/products/${product.key}`),
        ...Object.keys(data.HELP_PAGES).map((topic) => `/help/${topic}`),
      ].map((path) => `${shop.url}${path}`);
      expect(summary.pages.map((page) => page.url).sort()).toEqual(expected.sort());
      expect(summary.unreviewed).toEqual([]);
      expect(new Set(summary.pages.map((page) => page.screen))).toEqual(
        new Set([
          'home.page',
          'products.page',
          'cart.page',
          'checkout.page',
          'account.page',
          'product.detail',
          'help.page',
        ]),
      );
      expect(summary).toMatchObject({ stopped: 'complete', total: 0, coverage: 100, gate: { passed: true } });

      for (const page of summary.pages) {
        const { warning: _, ...review } = await server.ok<Record<string, unknown>>('semantic_review', {
          url: page.url,
        });
        expect(review).toEqual(page.review);
        expect(page.hinted).toBeGreaterThan(10);
      }
    } finally {
      await server.close();
      await shop.close();
    }
  });
});
