// The site the crawl tests walk: test/fixtures/crawl-site served at /, /about, /shop, /plain and
// /tall (anything else is a 404), plus a second origin standing for the rest of the web. Both record
// every request, so a test can prove what was fetched and what was not. One path can be held
// unanswered, so a test can interrupt a crawl at a known point without sleeping.

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

const DIR = fileURLToPath(new URL('../fixtures/crawl-site/', import.meta.url));
const ROUTES: Record<string, string> = {
  '/': 'index.html',
  '/about': 'about.html',
  '/shop': 'shop.html',
  '/plain': 'plain.html',
  // Linked from nowhere: a page far taller than a viewport, for the report's screenshots.
  '/tall': 'tall.html',
};

export interface CrawlSite {
  url: string;
  /** The other origin the site links to. */
  externalUrl: string;
  /** Paths requested from the site, in order (favicon requests left out). */
  requests: string[];
  /** Requests the other origin received: none, if the crawl stays home. */
  externalRequests: string[];
  /** Holds requests for `path` until release(); resolves when the first one arrives. */
  hold(path: string): Promise<void>;
  release(): void;
  /** What `run` returns, with the site's requests made meanwhile and the other origin's. */
  recording<T>(run: () => Promise<T>): Promise<{ result: T; requests: string[]; external: string[] }>;
  close(): Promise<void>;
}

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<Server> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export async function startCrawlSite(): Promise<CrawlSite> {
  const externalRequests: string[] = [];
  const external = await listen((request, response) => {
    externalRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/">elsewhere</a>');
  });
  const externalUrl = urlOf(external);

  const requests: string[] = [];
  let held: { path: string; arrived: () => void; waiting: (() => void)[] } | undefined;
  const site = await listen(async (request, response) => {
    const path = request.url ?? '/';
    if (path === '/favicon.ico') {
      response.writeHead(404).end();
      return;
    }
    requests.push(path);
    if (held && held.path === path) {
      held.arrived();
      await new Promise<void>((resolve) => held?.waiting.push(resolve));
    }
    const file = ROUTES[path];
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const html = (await readFile(DIR + file, 'utf8')).replaceAll('__EXTERNAL__', externalUrl);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });

  const release = () => {
    const waiting = held?.waiting ?? [];
    held = undefined;
    for (const resolve of waiting) resolve();
  };
  return {
    url: urlOf(site),
    externalUrl,
    requests,
    externalRequests,
    hold(path) {
      return new Promise((arrived) => (held = { path, arrived, waiting: [] }));
    },
    release,
    async recording(run) {
      const [before, externalBefore] = [requests.length, externalRequests.length];
      const result = await run();
      return { result, requests: requests.slice(before), external: externalRequests.slice(externalBefore) };
    },
    async close() {
      release();
      site.closeAllConnections();
      external.closeAllConnections();
      await Promise.all([site, external].map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

/**
 * The site for a test file, started before its tests and closed after them, with a folder of the
 * file's own for the reports a crawl writes; `at` is a path's URL on the site.
 */
export function useCrawlSite(): { site: () => CrawlSite; dir: () => string; at: (path: string) => string } {
  let site: CrawlSite | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'semantic-hints-crawl-'));
    site = await startCrawlSite();
  });
  afterAll(async () => {
    await site?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The crawl site starts in beforeAll.');
    return value;
  };
  return { site: () => started(site), dir: () => started(dir), at: (path) => `${started(site).url}${path}` };
}
