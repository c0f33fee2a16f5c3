// The workflow the product exists for: the official Playwright MCP acts, this server observes,
// both attached to one Chromium over CDP: the real @playwright/mcp process beside our server, on the
// worker's Chromium with its tabs reset to one blank tab, as a browser just started shows.

import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connectPlaywrightMcp, resultText } from '../../harness/mcp-clients.js';
import { connectInProcess } from '../support/in-process-server.js';
import type { McpConnection } from '../../harness/mcp-clients.js';
import { workerChromiumWithBlankTab } from '../support/test-env.js';

let chromium: { cdpUrl: string };
let playwright: McpConnection;
let hints: McpConnection;

const fixture = (name: string) => `${inject('fixtureOrigin')}/fixtures/${name}`;

async function act(tool: string, args: Record<string, unknown>): Promise<string> {
  const result = await playwright.call(tool, args);
  expect(result.isError, `${tool} ${JSON.stringify(args)}: ${resultText(result)}`).toBeFalsy();
  return resultText(result);
}

async function observe(id: string): Promise<Record<string, unknown>> {
  const result = await hints.call('semantic_observe', { id });
  expect(result.isError, resultText(result)).toBeFalsy();
  return result.structuredContent as Record<string, unknown>;
}

async function snapshot(args: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const result = await hints.call('semantic_snapshot', args);
  expect(result.isError, resultText(result)).toBeFalsy();
  return result.structuredContent as Record<string, unknown>;
}

beforeAll(async () => {
  chromium = await workerChromiumWithBlankTab();
  playwright = await connectPlaywrightMcp(chromium.cdpUrl);
  hints = await connectInProcess(chromium.cdpUrl);
});
afterAll(async () => {
  await hints?.close();
  await playwright?.close();
  // The worker's Chromium as the next file expects it: one blank tab.
  await workerChromiumWithBlankTab();
});

it('sees what Playwright MCP navigates to, clicks and types, on the same tab', async () => {
  await act('browser_navigate', { url: fixture('companion.html') });
  expect(await snapshot()).toMatchObject({ url: fixture('companion.html'), screen: 'companion.page' });

  await act('browser_click', { target: "[data-semtag-id='counter.increment']" });
  expect(await observe('counter.value')).toMatchObject({ value: '1' });
  await act('browser_click', { target: "[data-semtag-id='counter.increment']", element: 'Add one button' });
  expect(await observe('counter.value')).toMatchObject({ value: '2' });

  expect(await observe('form.submit')).toMatchObject({ enabled: false });
  await act('browser_type', { target: "[data-semtag-id='form.name']", text: 'Grace' });
  expect(await observe('form.name')).toMatchObject({ role: 'input', value: 'Grace' });
  expect(await observe('form.greeting')).toMatchObject({ value: 'Hello, Grace' });
  expect(await observe('form.submit')).not.toHaveProperty('enabled');
});

it('follows Playwright MCP to a tab it opens with browser_tabs, and back when it navigates the first', async () => {
  await act('browser_tabs', { action: 'new', url: fixture('second.html') });
  expect(await snapshot()).toMatchObject({
    url: fixture('second.html'),
    screen: 'second.page',
    observable: [{ id: 'second.title' }],
  });
  expect(await observe('second.title')).toMatchObject({ value: 'Second page' });

  // A new tab, then a navigation in it: both servers stay together.
  await act('browser_tabs', { action: 'new' });
  await act('browser_navigate', { url: fixture('companion.html') });
  const fresh = await snapshot({ scope: 'counter.value' });
  expect(fresh).toMatchObject({ observable: [{ id: 'counter.value', value: '0' }] });

  await act('browser_click', { target: "[data-semtag-id='counter.increment']" });
  expect(await observe('counter.value')).toMatchObject({ value: '1' });
});

it('keeps working when Playwright MCP closes the tab it was on', async () => {
  await act('browser_tabs', { action: 'close' });
  const after = await hints.call('semantic_snapshot', {});
  expect(after.isError, resultText(after)).toBeFalsy();
  const url = (after.structuredContent as { url: string }).url;
  expect([fixture('second.html'), fixture('companion.html')]).toContain(url);
});
