// `semantic-hints review <url>`, called in this process against the worker's Chromium. What only
// the process shows (--launch, exit codes, the browser command and its Ctrl-C) is in
// test/e2e/cli.test.ts.

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cliInProcess as cli } from '../support/in-process-cli.js';
import { PNG_SIGNATURE, decodePng } from '../support/png.js';
import { workerCdpUrl } from '../support/test-env.js';

const gapsUrl = () => new URL('fixtures/gaps.html', inject('fixtureUrl')).href;
const cleanUrl = () => new URL('fixtures/clean.html', inject('fixtureUrl')).href;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'semantic-hints-cli-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('review', () => {
  it('says when the page answered with an HTTP error, in the text and in the JSON', async () => {
    const missing = new URL('fixtures/no-such-page.html', inject('fixtureUrl')).href;
    const text = await cli('review', missing, '--cdp-url', workerCdpUrl());
    expect(text.stdout).toMatch(/^The page answered HTTP 404: this review is of its error page\./);
    const json = await cli('review', missing, '--cdp-url', workerCdpUrl(), '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ url: missing, status: 404 });
    const clean = await cli('review', cleanUrl(), '--cdp-url', workerCdpUrl(), '--json');
    expect(JSON.parse(clean.stdout)).not.toHaveProperty('status');
  });

  it('prints the compact JSON with --json and exits 1 when there are gaps', async () => {
    const run = await cli('review', gapsUrl(), '--json', '--cdp-url', workerCdpUrl());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const review = JSON.parse(run.stdout) as {
      url: string;
      coverage: number;
      total: number;
      gaps: Record<string, { count: number }>;
    };
    expect(review.url).toBe(gapsUrl());
    expect(review.coverage).toBe(71.4);
    expect(review.total).toBe(23);
    expect(Object.keys(review.gaps)).toEqual([
      'unknownRole',
      'missingRole',
      'missingId',
      'duplicateId',
      'badId',
      'danglingControls',
      'unreadableToggle',
      'unfoldedRepeat',
      'unhinted',
    ]);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('prints a table for people, honouring --scope and --include-hidden', async () => {
    const run = await cli('review', gapsUrl(), '--cdp-url', workerCdpUrl(), '--include-hidden');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Coverage: 70.9%');
    expect(run.stdout).toMatch(/^KIND\s+COUNT\s+PLACES$/m);
    expect(run.stdout).toMatch(/^missingRole\s+3\s+footer\.help$/m);
    expect(run.stdout).toMatch(/^\s+mobile\.menu$/m);
    expect(run.stdout).toMatch(/^unfoldedRepeat\s+1\s+news$/m);
    expect(run.stdout).toContain('How to fix:');

    const scoped = await cli('review', gapsUrl(), '--cdp-url', workerCdpUrl(), '--scope', 'footer', '--json');
    expect(scoped.code).toBe(1);
    expect(JSON.parse(scoped.stdout)).toMatchObject({
      coverage: 0,
      total: 3,
      gaps: {
        unhinted: {
          count: 3,
          places: ['footer > a:nth-of-type(1)', 'footer > div:nth-of-type(1)', 'footer > div:nth-of-type(2)'],
        },
      },
    });
  });

  it('exits 0 on a page without gaps', async () => {
    const run = await cli('review', cleanUrl(), '--cdp-url', workerCdpUrl());
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Coverage: 100%');
    expect(run.stdout).toContain('No hinting gaps found.');
  });

  it('reads an app once the data it fetches after its load event has come', async () => {
    // A slow API: the page renders its controls from data that arrives after the load event.
    const server = createServer((request, response) => {
      if (request.url === '/data.json') {
        setTimeout(() => response.end(JSON.stringify({ label: 'Save draft' })), 1500);
        return;
      }
      response.setHeader('content-type', 'text/html');
      response.end(`<!doctype html><main data-semtag-id="editor" data-semtag-role="region"></main>
<script>addEventListener('load', () => fetch('/data.json').then((r) => r.json()).then(({ label }) => {
  const button = document.createElement('button');
  button.textContent = label;
  document.querySelector('main').append(button);
}));</script>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const run = await cli('review', url, '--cdp-url', workerCdpUrl(), '--json', '--suggest');
      const review = JSON.parse(run.stdout) as { gaps: { unhinted?: { count: number } }; suggestions?: unknown[] };
      expect(review.gaps.unhinted?.count).toBe(1);
      expect(JSON.stringify(review.suggestions)).toContain('editor.save-draft');
    } finally {
      server.close();
    }
  });

  it('reviews in a new tab and closes it, leaving the tabs it found alone', async () => {
    const browser = await chromium.connectOverCDP(workerCdpUrl());
    try {
      const urls = () => browser.contexts().flatMap((context) => context.pages().map((page) => page.url()));
      // A URL no other test opens: the worker's browser may hold tabs other files left on clean.html.
      const own = `${cleanUrl()}?tab=review-closes-it`;
      const before = urls();
      const run = await cli('review', own, '--cdp-url', workerCdpUrl(), '--json');
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ url: own, coverage: 100 });
      expect(urls()).toEqual(before);
      expect(urls()).not.toContain(own);
    } finally {
      await browser.close();
    }
  });

  it('saves a PNG with the overlay drawn for --screenshot', async () => {
    const gapsShot = join(dir, 'gaps.png');
    const cleanShot = join(dir, 'clean.png');
    expect((await cli('review', gapsUrl(), '--cdp-url', workerCdpUrl(), '--screenshot', gapsShot)).code).toBe(1);
    expect(
      (await cli('review', cleanUrl(), '--cdp-url', workerCdpUrl(), '--screenshot', cleanShot, '--json')).code,
    ).toBe(0);

    const png = await readFile(gapsShot);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const gaps = decodePng(png);
    expect(gaps.width).toBeGreaterThan(600);
    expect(gaps.height).toBeGreaterThan(300);
    // Gaps are outlined in pure red; the clean page has none, but its hints carry their role colours.
    expect(gaps.count([255, 0, 0])).toBeGreaterThan(3000);
    const clean = decodePng(await readFile(cleanShot));
    expect(clean.count([255, 0, 0])).toBe(0);
    expect(clean.count([0x00, 0x57, 0xff])).toBeGreaterThan(50); // navigation
    expect(clean.count([0x00, 0xa6, 0x51])).toBeGreaterThan(50); // action
  });

  it('answers 2 with a clear message on usage and connection errors, and help with 0', async () => {
    const [noUrl, badUrl, unknown, unreachable, badScope, command, help] = await Promise.all([
      cli('review', '--cdp-url', workerCdpUrl()),
      cli('review', 'not a url', '--cdp-url', workerCdpUrl()),
      cli('review', cleanUrl(), '--bogus'),
      cli('review', cleanUrl(), '--cdp-url', 'http://127.0.0.1:9'),
      cli('review', cleanUrl(), '--cdp-url', workerCdpUrl(), '--scope', 'no.such.region'),
      cli('frobnicate'),
      cli('review', '--help'),
    ]);
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toContain('review needs the URL');
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain('is not a URL');
    expect(badUrl.stderr).toContain('semantic-hints --help');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--bogus');
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toContain('Cannot reach a Chromium at http://127.0.0.1:9');
    // The commands it suggests start a browser on the port that was asked for, as this user can.
    // In a checkout, where `semantic-hints` is on no PATH, through the npm script.
    expect(unreachable.stderr).toContain('`npm run browser -- --port 9`');
    expect(unreachable.stderr).toContain('--remote-debugging-port=9 ');
    expect(unreachable.stderr).not.toContain('9222');
    expect(unreachable.stderr.includes('--no-sandbox')).toBe(process.getuid?.() === 0);
    expect(unreachable.stdout).toBe('');
    expect(unreachable.stderr).not.toContain('--help');
    expect(badScope.code).toBe(2);
    expect(badScope.stderr).toContain('"no.such.region"');
    expect(command.code).toBe(2);
    expect(command.stderr).toContain('Unknown command "frobnicate"');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('semantic-hints browser');
  });
});
