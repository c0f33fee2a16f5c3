// `semantic-hints review <url> --crawl`, run as a child process, for what only the process shows:
// a browser of its own with --launch, Ctrl-C, and progress on a terminal. What the crawl finds and
// reports is tested in this process (test/tools/cli-crawl.test.ts).

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerCdpUrl } from '../support/test-env.js';
import type { CrawlSummary } from '../../src/cli/crawl-summary.js';
import { cli, startCli } from '../support/cli.js';
import { useCrawlSite } from '../support/crawl-site.js';
import { parseJUnit } from '../support/junit-xml.js';

const { site, dir, at } = useCrawlSite();

describe('crawling a site with gaps, cycles, external, hash-only and broken links', () => {
  it('follows every link with --all-links, still within the origin, in a browser of its own with --launch', async () => {
    const {
      result: run,
      requests,
      external,
    } = await site().recording(() => cli('review', at('/'), '--crawl', '--all-links', '--json', '--launch'));
    expect(run.code).toBe(1);
    const summary = JSON.parse(run.stdout) as CrawlSummary;
    expect(requests).toEqual(['/', '/about', '/shop', '/missing', '/plain']);
    expect(external).toEqual([]);
    expect(summary.pages.map((page) => page.url)).toContain(at('/plain'));
  });

  it('stops cleanly on Ctrl-C and still writes what it has', async () => {
    const junit = join(dir(), 'partial.xml');
    const report = join(dir(), 'partial.html');
    const held = site().hold('/shop');
    const { child, done } = startCli(
      'review',
      at('/'),
      '--crawl',
      '--json',
      '--junit',
      junit,
      '--report',
      report,
      '--cdp-url',
      workerCdpUrl(),
    );
    await held;
    child.kill('SIGINT');
    const run = await done;
    site().release();

    expect(run.code).toBe(130);
    const summary = JSON.parse(run.stdout) as CrawlSummary;
    expect(summary.stopped).toBe('interrupted');
    expect(summary.pages.map((page) => page.url)).toEqual([at('/'), at('/about')]);
    expect(summary.unvisited).toBe(2);
    const suites = parseJUnit(await readFile(junit, 'utf8'));
    expect(suites.testsuite[0]!.testcase.map((testcase) => testcase['@_name'])).toEqual([at('/'), at('/about')]);
    const html = await readFile(report, 'utf8');
    expect(html).toContain('interrupted: a partial report');
    expect(html.match(/<section class="page"/g)).toHaveLength(2);
  });

  it('shows progress on stderr only when it is a terminal, and never with --json', async () => {
    // script(1) gives the command a terminal; both streams then arrive on it.
    const command = (json: string) =>
      `${process.execPath} --import tsx src/cli.ts review ${at('/')} --crawl --max-pages 2 ${json} --cdp-url ${workerCdpUrl()}`;
    const run = async (json: string) => {
      const { spawn } = await import('node:child_process');
      const child = spawn('script', ['-qec', command(json), '/dev/null'], {
        cwd: process.cwd(),
        env: { ...process.env },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise((resolve) => child.once('close', resolve));
      return output;
    };
    const [table, json] = await Promise.all([run(''), run('--json')]);
    expect(table).toContain('Crawling: 1 page done, 3 queued, 2 gaps so far');
    expect(table).toContain('Pages reviewed: 2');
    expect(json).not.toContain('Crawling:');
    expect(json).toContain('"stopped":"max-pages"');
  });
});
