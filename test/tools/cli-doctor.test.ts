// `semantic-hints doctor`, called in this process against real sockets on loopback: the worker's
// Chromium, a port nothing listens on, an HTTP server that is not a browser. The browser's name,
// its tabs and the hints are checked against what the browser and the DOM say themselves.

import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { cliInProcess as cli } from '../support/in-process-cli.js';
import { workerCdpUrl, workerChromiumWithBlankTab } from '../support/test-env.js';

interface Report {
  ok: boolean;
  cdpUrl?: string;
  browser?: { name: string; version: string };
  tabs?: { url: string; read: boolean }[];
  snapshot?: { url: string; hints: Record<string, number>; collections: number; rows: number };
  problems: { problem: string; fix?: string }[];
  notes: { problem: string; fix?: string }[];
}

async function doctor(...args: string[]): Promise<{ code: number | null; report: Report; stderr: string }> {
  const run = await cli('doctor', '--json', ...args);
  return { code: run.code, report: JSON.parse(run.stdout) as Report, stderr: run.stderr };
}

const cleanUrl = () => new URL('fixtures/clean.html', inject('fixtureUrl')).href;

/** A server on loopback that answers every request with `status` and an HTML page, as an app would. */
async function htmlServer(status: number): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>An app</title><p>Not found</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A loopback port that nothing listens on: one the system handed out, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('a running browser', () => {
  it('with no page: names the browser, lists its blank tab, and says how to open a page', async () => {
    const { cdpUrl } = await workerChromiumWithBlankTab();
    const { code, report } = await doctor('--cdp-url', cdpUrl);
    expect(code).toBe(0);
    expect(report.ok).toBe(true);
    expect(report.tabs).toEqual([{ url: 'about:blank', read: true }]);
    expect(report.snapshot).toBeUndefined();
    expect(report.notes).toHaveLength(1);
    expect(report.notes[0]!.problem).toContain('No tab shows a page');
    // The fix, done as it says, gives the check a page to read.
    const fix = /curl -X PUT '([^']+)'/.exec(report.notes[0]!.fix ?? '')?.[1];
    expect(fix).toBe(`${cdpUrl}/json/new?http://localhost:8080`);
    const opened = await fetch(`${cdpUrl}/json/new?${cleanUrl()}`, { method: 'PUT' });
    expect(opened.ok).toBe(true);
    const again = await doctor('--cdp-url', cdpUrl);
    expect(again.report.tabs).toContainEqual({ url: cleanUrl(), read: true });
    expect(again.report.snapshot?.url).toBe(cleanUrl());
  });

  it('names the browser and its version, marks the tab the server reads, and counts its hints per role', async () => {
    const browser = await chromium.connectOverCDP(workerCdpUrl());
    try {
      const context = browser.contexts()[0]!;
      const page = await context.newPage();
      await page.goto(cleanUrl());
      // The oracle: the DOM's visible hints outside collections, by role, and the collections' rows.
      const expected = await page.evaluate(() => {
        const hints: Record<string, number> = {};
        let rows = 0;
        let collections = 0;
        for (const element of document.querySelectorAll<HTMLElement>('[data-semtag-role]')) {
          if (!element.checkVisibility()) continue;
          const role = element.getAttribute('data-semtag-role')!;
          if (element.parentElement?.closest('[data-semtag-role="collection"]')) continue;
          if (role === 'collection') {
            collections++;
            rows += element.children.length;
          } else hints[role] = (hints[role] ?? 0) + 1;
        }
        return { hints, collections, rows };
      });
      const { code, report } = await doctor('--cdp-url', workerCdpUrl());
      expect(code).toBe(0);
      expect(report.ok).toBe(true);
      expect(report.problems).toEqual([]);
      expect(report.browser?.version).toBe(browser.version());
      expect(report.browser?.name).toMatch(/Chrom/);
      const pages = context.pages().map((tab) => tab.url());
      expect(report.tabs?.map((tab) => tab.url).sort()).toEqual(pages.sort());
      expect(report.tabs?.filter((tab) => tab.read)).toEqual([{ url: cleanUrl(), read: true }]);
      expect(report.snapshot).toMatchObject({ url: cleanUrl(), ...expected });

      const text = await cli('doctor', '--cdp-url', workerCdpUrl());
      expect(text.code).toBe(0);
      expect(text.stdout).toContain(`Browser: ${report.browser!.name} ${browser.version()}`);
      expect(text.stdout).toContain(`  * ${cleanUrl()}`);
      expect(text.stdout).toMatch(/^Snapshot \(screen home\.main\): navigation 2, .*collections 1 \(2 rows\)$/m);
      expect(text.stdout).toContain('OK: semantic-hints-mcp can read this browser.');
      await page.close();
    } finally {
      await browser.close();
    }
  });
});

describe('a broken setup, one line each with the command that fixes it', () => {
  it('a closed port: nothing listens, the browsers that do answer elsewhere, and how to start one', async () => {
    const port = await closedPort();
    const { code, report } = await doctor('--cdp-url', `http://127.0.0.1:${port}`);
    expect(code).toBe(1);
    expect(report.ok).toBe(false);
    expect(report.problems).toHaveLength(1);
    const [{ problem, fix }] = report.problems as [{ problem: string; fix: string }];
    expect(problem).toContain(`Nothing listens at http://127.0.0.1:${port} (ECONNREFUSED)`);
    // The worker's Chromium runs: the wrong port, and every browser named answers as one.
    expect(problem).toContain('the wrong port');
    const named = [...problem.matchAll(/http:\/\/127\.0\.0\.1:\d+(?=[,:]| and)/g)].map(([url]) => url);
    const others = named.filter((url) => url !== `http://127.0.0.1:${port}`);
    expect(others.length).toBeGreaterThan(0);
    for (const url of others) {
      const version = (await (await fetch(`${url}/json/version`)).json()) as { Browser?: string };
      expect(version.Browser).toMatch(/Chrom/);
    }
    // In a checkout, the npm script that starts the browser on that port.
    expect(fix).toContain(`npm run browser -- --port ${port}`);

    const text = await cli('doctor', '--cdp-url', `http://127.0.0.1:${port}`);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/^Problem: Nothing listens at .* Fix: .*npm run browser -- --port \d+$/m);
  });

  it.each([404, 200])('an HTTP server that is not a browser (/json/version answers %i with HTML)', async (status) => {
    const { url, server } = await htmlServer(status);
    servers.push(server);
    const { code, report } = await doctor('--cdp-url', url);
    expect(code).toBe(1);
    expect(report.problems).toEqual([
      {
        problem: expect.stringContaining(
          `${url} is not a CDP endpoint: an HTTP server answers there, but not as a browser's DevTools port (/json/version: ${status}, text/html)`,
        ) as string,
        fix: expect.stringContaining('npm run browser -- --port 0') as string,
      },
    ]);
  });

  it('an endpoint without its scheme: says so and shows it', async () => {
    const { code, report } = await doctor('--cdp-url', '127.0.0.1:9333');
    expect(code).toBe(1);
    expect(report.problems).toEqual([
      { problem: '--cdp-url="127.0.0.1:9333" has no scheme: write it as http://127.0.0.1:9333.' },
    ]);
  });
});
