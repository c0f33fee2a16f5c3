// file: URLs are opened only on request (SEMANTIC_HINTS_ALLOW_FILE_URLS=true, or the review
// command's --allow-file-urls), as Playwright MCP refuses file:// by default: an agent told to
// read a local file does not get its way unless the user said so.

import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerCdpUrl } from '../support/test-env.js';
import { ROOT, cli } from '../support/cli.js';
import { textOf } from '../support/mcp.js';
import { startInProcessServer } from '../support/in-process-server.js';
import type { McpTestServer } from '../support/mcp.js';

const fileUrl = pathToFileURL(`${ROOT}test/fixtures/clean.html`).href;

let browser: Browser;
const servers: McpTestServer[] = [];

/** Tabs whose document is at `url`, asked of each page (Playwright's record of navigations may lag). */
async function tabsShowing(url: string): Promise<number> {
  const pages = browser.contexts().flatMap((context) => context.pages());
  const locations = await Promise.all(pages.map((page) => page.evaluate(() => location.href).catch(() => '')));
  return locations.filter((location) => location === url).length;
}

beforeAll(async () => {
  browser = await chromium.connectOverCDP(workerCdpUrl());
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await browser.close();
});

async function serverWith(env: Record<string, string>): Promise<McpTestServer> {
  const server = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: workerCdpUrl(), ...env });
  servers.push(server);
  return server;
}

describe('the MCP server', () => {
  it('refuses a file: url by default, naming the variable, and opens nothing', async () => {
    const server = await serverWith({});
    const result = await server.call('semantic_snapshot', { url: fileUrl });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(`${fileUrl} is a file: URL`);
    expect(textOf(result)).toContain('SEMANTIC_HINTS_ALLOW_FILE_URLS=true');
    expect(await tabsShowing(fileUrl)).toBe(0);
  });

  it('opens and reads a file: url with SEMANTIC_HINTS_ALLOW_FILE_URLS=true', async () => {
    const server = await serverWith({ SEMANTIC_HINTS_ALLOW_FILE_URLS: 'true' });
    const snapshot = await server.ok('semantic_snapshot', { url: fileUrl, scope: 'site.nav' });
    expect(snapshot).toMatchObject({
      url: fileUrl,
      navigation: expect.arrayContaining([expect.objectContaining({ id: 'nav.home', name: 'Home' })]),
    });
    expect(await tabsShowing(fileUrl)).toBe(1);
  });
});

describe('semantic-hints review', () => {
  it('refuses a file: url unless --allow-file-urls is given', async () => {
    const [refused, allowed] = await Promise.all([
      cli('review', fileUrl, '--cdp-url', workerCdpUrl()),
      cli('review', fileUrl, '--cdp-url', workerCdpUrl(), '--allow-file-urls', '--json'),
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${fileUrl} is a file: URL`);
    expect(refused.stderr).toContain('SEMANTIC_HINTS_ALLOW_FILE_URLS=true or --allow-file-urls');
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(JSON.parse(allowed.stdout)).toMatchObject({ url: fileUrl, total: 0 });
  });
});
