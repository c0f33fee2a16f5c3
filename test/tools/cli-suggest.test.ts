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
    expect(run.stdout).toMatch(/^Suggested hints \(\d+\):$/m);
    expect(run.stdout).toContain(
      [
        '  header > button  "Open cart"',
        '      add: data-semtag-id="header.open-cart" data-semtag-role="action" data-semtag-action="open-cart"',
        '      why: unhinted; a button: it acts on this screen',
      ].join('\n'),
    );
  });
});

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
