// The browser modes through the MCP interface: no endpoint, the launch fallback, a restarted
// browser, and a browser with no page. Each test owns its Chromium, so it can kill and restart it.

import { afterEach, describe, expect, inject, it } from 'vitest';
import type { SharedChromium } from '../../src/browser/shared-chromium.js';
import { PLAYWRIGHT_MCP_VERSION } from '../../src/shared/version.js';
import { startTestChromium } from '../support/chromium.js';
import { textOf } from '../support/mcp.js';
import { startInProcessServer } from '../support/in-process-server.js';
import type { McpTestServer } from '../support/mcp.js';
import { freePort } from '../support/ports.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function server(env: Record<string, string>): Promise<McpTestServer> {
  const started = await startInProcessServer(env);
  cleanups.push(() => started.close());
  return started;
}

async function chromiumOn(port?: number): Promise<SharedChromium> {
  const started = await startTestChromium({ port });
  cleanups.push(() => started.close());
  return started;
}

const companionUrl = () => `${inject('fixtureOrigin')}/fixtures/companion.html`;

describe('no CDP endpoint, fallback off', () => {
  it('fails with the commands that start a shared Chromium and point Playwright MCP at it, and launches nothing', async () => {
    const port = await freePort();
    const mcp = await server({ SEMANTIC_HINTS_CDP_URL: `http://127.0.0.1:${port}` });
    const result = await mcp.call('semantic_snapshot', { url: companionUrl() });
    expect(result.isError).toBe(true);
    const text = textOf(result);
    expect(text).toContain(`Cannot reach the shared Chromium at http://127.0.0.1:${port}`);
    expect(text).toContain(`--remote-debugging-port=${port}`);
    expect(text).toContain(`npx @playwright/mcp@${PLAYWRIGHT_MCP_VERSION} --cdp-endpoint http://127.0.0.1:${port}`);
    expect(text.includes('--no-sandbox')).toBe(process.getuid?.() === 0);
    expect(text).toContain('SEMANTIC_HINTS_LAUNCH_BROWSER=true');
    expect(text).not.toContain('warning');
    expect(mcp.stderr()).not.toMatch(/launched/);
    // Still serving: the same call fails the same way rather than hanging or crashing.
    expect((await mcp.call('semantic_observe', { id: 'x.y' })).isError).toBe(true);
  });
});

describe('launch fallback', () => {
  it('launches a private browser when the attach fails, and every response carries warning, errors included', async () => {
    const port = await freePort();
    const mcp = await server({
      SEMANTIC_HINTS_CDP_URL: `http://127.0.0.1:${port}`,
      SEMANTIC_HINTS_LAUNCH_BROWSER: 'true',
      ...(process.env['CHROMIUM'] ? { SEMANTIC_HINTS_EXECUTABLE_PATH: process.env['CHROMIUM'] } : {}),
    });
    const snapshot = await mcp.call('semantic_snapshot', { url: companionUrl() });
    expect(snapshot.isError).toBeFalsy();
    const structured = snapshot.structuredContent as Record<string, unknown>;
    expect(structured['warning']).toMatch(/Standalone browser.*Playwright MCP does not drive this browser/s);
    expect((JSON.parse(textOf(snapshot)) as { warning?: string }).warning).toBe(structured['warning']);
    expect(structured['screen']).toBe('companion.page');

    const observed = await mcp.ok('semantic_observe', { id: 'counter.value' });
    expect(observed['warning']).toBe(structured['warning']);

    const notFound = await mcp.call('semantic_observe', { id: 'no.such' });
    expect(notFound.isError).toBe(true);
    expect(textOf(notFound)).toMatch(/warning: Standalone browser/);

    const invalid = await mcp.call('semantic_observe', { id: '' });
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)).toMatch(/id is empty[\s\S]*warning: Standalone browser/);
    expect(mcp.stderr()).toMatch(/launched .* \(.*headless\)/);
  });

  it('says clearly when the named browser does not exist', async () => {
    const mcp = await server({
      SEMANTIC_HINTS_CDP_URL: `http://127.0.0.1:${await freePort()}`,
      SEMANTIC_HINTS_LAUNCH_BROWSER: 'true',
      SEMANTIC_HINTS_EXECUTABLE_PATH: '/nonexistent/chrome',
    });
    const result = await mcp.call('semantic_snapshot', { url: companionUrl() });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('SEMANTIC_HINTS_EXECUTABLE_PATH=/nonexistent/chrome does not exist');
  });
});

describe('reattach', () => {
  it('recovers when the shared browser is killed and restarted on the same port', async () => {
    const port = await freePort();
    const first = await startTestChromium({ port });
    const mcp = await server({ SEMANTIC_HINTS_CDP_URL: `http://127.0.0.1:${port}` });
    expect(await mcp.ok('semantic_snapshot', { url: companionUrl(), scope: 'counter.value' })).toHaveProperty(
      'observable',
    );
    await first.close();

    // While it is down: a clear error, not a hang.
    const down = await mcp.call('semantic_observe', { id: 'counter.value' });
    expect(down.isError).toBe(true);
    expect(textOf(down)).toContain('Cannot reach the shared Chromium');

    await chromiumOn(port);
    const back = await mcp.ok('semantic_snapshot', { url: companionUrl(), scope: 'counter.value' });
    expect(back).toMatchObject({ observable: [{ id: 'counter.value', value: '0' }] });
    expect(await mcp.ok('semantic_observe', { id: 'counter.value' })).toMatchObject({ value: '0' });
  });
});

describe('page choice without url', () => {
  it('asks for a url when no tab shows a document', async () => {
    const chromium = await chromiumOn();
    const mcp = await server({ SEMANTIC_HINTS_CDP_URL: chromium.cdpUrl });
    const result = await mcp.call('semantic_snapshot', {});
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/No page to read.*Pass `url`.*SEMANTIC_HINTS_TARGET_URL/s);
  });

  it("after a failed load, says the tab shows Chromium's error page for that URL, and how to go on", async () => {
    const chromium = await chromiumOn();
    const mcp = await server({ SEMANTIC_HINTS_CDP_URL: chromium.cdpUrl });
    const dead = `http://127.0.0.1:${await freePort()}/app`;
    const failed = await mcp.call('semantic_snapshot', { url: dead });
    expect(failed.isError).toBe(true);
    expect(textOf(failed)).toContain(`Could not load ${dead}`);

    const next = await mcp.call('semantic_observe', { id: 'counter.value' });
    expect(next.isError).toBe(true);
    expect(textOf(next)).toContain(`The active tab shows Chromium's error page: loading ${dead} failed.`);
    expect(textOf(next)).toMatch(/pass `url` to load it again.*browser_navigate/s);
    expect(textOf(next)).not.toMatch(/no tab showing a document/);

    // Loading a page that answers clears it.
    expect(await mcp.ok('semantic_snapshot', { url: companionUrl(), scope: 'counter.value' })).toHaveProperty(
      'observable',
    );
  });

  it('after a row of failed loads, the next url loads, and each error says what happened', async () => {
    const chromium = await chromiumOn();
    const mcp = await server({ SEMANTIC_HINTS_CDP_URL: chromium.cdpUrl });
    const dead = [0, 1, 2].map(async (n) => `http://127.0.0.1:${await freePort()}/app${n}`);
    for (const url of await Promise.all(dead)) {
      const failed = await mcp.call('semantic_snapshot', { url });
      expect(failed.isError).toBe(true);
      expect(textOf(failed)).toContain(
        `Could not load ${url}: net::ERR_CONNECTION_REFUSED. Check that the app is running`,
      );
    }
    expect(await mcp.ok('semantic_snapshot', { url: companionUrl(), scope: 'counter.value' })).toMatchObject({
      url: companionUrl(),
      observable: [{ id: 'counter.value', value: '0' }],
    });
    // And once more, after a failure that follows a page that loaded.
    const failed = await mcp.call('semantic_snapshot', { url: await dead[0] });
    expect(textOf(failed)).toContain('net::ERR_CONNECTION_REFUSED');
    expect(await mcp.ok('semantic_snapshot', { url: companionUrl(), scope: 'counter.value' })).toMatchObject({
      observable: [{ id: 'counter.value', value: '0' }],
    });
    expect(await mcp.ok('semantic_observe', { id: 'counter.value' })).toMatchObject({ value: '0' });
  });

  it('opens SEMANTIC_HINTS_TARGET_URL when no tab shows a document', async () => {
    const chromium = await chromiumOn();
    const mcp = await server({ SEMANTIC_HINTS_CDP_URL: chromium.cdpUrl, SEMANTIC_HINTS_TARGET_URL: companionUrl() });
    expect(await mcp.ok('semantic_snapshot', {})).toMatchObject({ url: companionUrl(), screen: 'companion.page' });
    expect(await mcp.ok('semantic_observe', { id: 'counter.value' })).toMatchObject({ value: '0' });
  });
});

describe('CDP endpoints', () => {
  it('attaches through a ws:// browser endpoint, as remote browser services give them', async () => {
    const chromium = await chromiumOn();
    const version = (await (await fetch(`${chromium.cdpUrl}/json/version`)).json()) as { webSocketDebuggerUrl: string };
    expect(version.webSocketDebuggerUrl).toMatch(/^ws:\/\//);
    const mcp = await server({ SEMANTIC_HINTS_CDP_URL: version.webSocketDebuggerUrl });
    expect(await mcp.ok('semantic_snapshot', { url: companionUrl(), scope: 'counter.value' })).toMatchObject({
      observable: [{ id: 'counter.value', value: '0' }],
    });
  });
});
