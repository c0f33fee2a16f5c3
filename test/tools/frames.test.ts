// Hints inside frames (test/fixtures/frames): the page's own, a same-origin frame with a form and
// a list, a frame nested in it, a hidden frame and one of another origin. Our server reads them
// while Playwright MCP (built in this process from its library entry; the real process beside the
// server is test/tools/companion.test.ts) acts inside the frames with the target form
// docs/frames.md states.

import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resultText } from '../../harness/mcp-clients.js';
import { connectPlaywrightMcpInProcess } from '../support/in-process-playwright-mcp.js';
import type { PlaywrightMcp } from '../support/in-process-playwright-mcp.js';
import { connectInProcess } from '../support/in-process-server.js';
import type { McpConnection } from '../../harness/mcp-clients.js';
import { serveFolder } from '../../harness/static-server.js';
import { FRAMED_IN_FULL } from '../../src/answer/answer.js';
import { cliInProcess as cli } from '../support/in-process-cli.js';
import { workerChromiumWithBlankTab } from '../support/test-env.js';

const SIGNUP = "[data-semtag-id='host.signup']";
const HELP = `${SIGNUP} >> internal:control=enter-frame >> body > iframe`;
const target = (frame: string, id: string) => `${frame} >> internal:control=enter-frame >> [data-semtag-id='${id}']`;

let chromium: { cdpUrl: string };
let playwright: PlaywrightMcp;
let hints: McpConnection;
let elsewhere: { url: string; close(): Promise<void> };
let hostUrl: string;

async function act(tool: string, args: Record<string, unknown>): Promise<void> {
  const result = await playwright.call(tool, args);
  expect(result.isError, `${tool} ${JSON.stringify(args)}: ${resultText(result)}`).toBeFalsy();
}

async function ok<T = Record<string, unknown>>(tool: string, args: Record<string, unknown> = {}): Promise<T> {
  const result = await hints.call(tool, args);
  expect(result.isError, resultText(result)).toBeFalsy();
  return result.structuredContent as T;
}

beforeAll(async () => {
  // Another origin: the same files on another loopback port.
  elsewhere = await serveFolder(fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, ''));
  hostUrl = `${inject('fixtureOrigin')}/fixtures/frames/host.html?other=${encodeURIComponent(`${elsewhere.url}/fixtures/frames/other.html`)}`;
  chromium = await workerChromiumWithBlankTab();
  playwright = await connectPlaywrightMcpInProcess(chromium.cdpUrl);
  hints = await connectInProcess(chromium.cdpUrl);
  await act('browser_navigate', { url: hostUrl });
});
afterAll(async () => {
  await hints?.close();
  await playwright?.close();
  await elsewhere?.close();
  // The worker's Chromium as the next file expects it: one blank tab.
  await workerChromiumWithBlankTab();
});

describe('the snapshot', () => {
  it("lists each same-origin frame's hints after the page's own, each naming its frame; nested frames chain", async () => {
    const snapshot = await ok<Record<string, Array<Record<string, unknown>>>>('semantic_snapshot');
    expect(snapshot['action']).toEqual([
      { id: 'form.submit', name: 'Save page' },
      { id: 'form.submit', frame: SIGNUP, name: 'Sign up' },
      { id: 'help.chat', frame: HELP, name: 'Chat' },
    ]);
    expect(snapshot['input']).toEqual([
      { id: 'signup.email', frame: SIGNUP, name: 'Email' },
      // A password's value is never read, in a frame too.
      { id: 'signup.password', frame: SIGNUP, name: 'Password' },
    ]);
    expect(snapshot['navigation']).toEqual([{ id: 'help.faq', frame: HELP, name: 'FAQ' }]);
    expect(snapshot['collections']).toEqual([
      expect.objectContaining({
        id: 'plans',
        frame: SIGNUP,
        idPattern: 'plans.item.{key}',
        items: [
          ['free', 'Free'],
          ['pro', 'Pro'],
          ['team', 'Team'],
        ],
      }),
    ]);
    // The hidden frame and the other origin's add nothing; the page's url and screen stay its own.
    expect(JSON.stringify(snapshot)).not.toContain('other.secret');
    expect(snapshot).toMatchObject({ url: hostUrl });
    expect(JSON.stringify(snapshot)).not.toContain('host.hidden');
  });

  it('answers changes in full while frames hold hints, saying why', async () => {
    const again = await ok('semantic_snapshot', { changes: true });
    expect(again['full']).toBe(FRAMED_IN_FULL);
    expect(again['action']).toHaveLength(3);
  });
});

describe('acting inside a frame through Playwright MCP, reading it back here', () => {
  it('types and clicks in the frame with the target form, and observe reads the effect', async () => {
    await act('browser_type', { target: target(SIGNUP, 'signup.email'), text: 'ada@example.com' });
    expect(await ok('semantic_observe', { id: 'signup.email' })).toMatchObject({
      id: 'signup.email',
      frame: SIGNUP,
      role: 'input',
      value: 'ada@example.com',
    });
    await act('browser_click', { target: target(SIGNUP, 'form.submit') });
    expect(await ok('semantic_observe', { id: 'signup.done' })).toMatchObject({
      frame: SIGNUP,
      value: 'Signed up ada@example.com',
    });
  });

  it('reaches a nested frame', async () => {
    await act('browser_click', { target: target(HELP, 'help.chat') });
    expect(await ok('semantic_observe', { id: 'help.chat' })).toMatchObject({
      id: 'help.chat',
      frame: HELP,
      name: 'Chat open',
    });
  });
});

describe('an id in two documents', () => {
  it("reads the page's own without frame, and the frame's with it", async () => {
    expect(await ok('semantic_observe', { id: 'form.submit' })).toEqual({
      id: 'form.submit',
      role: 'action',
      name: 'Save page',
    });
    expect(await ok('semantic_observe', { id: 'form.submit', frame: SIGNUP })).toEqual({
      id: 'form.submit',
      frame: SIGNUP,
      role: 'action',
      name: 'Sign up',
    });
    const both = await ok<{ elements: unknown[] }>('semantic_observe', { id: ['host.status', 'help.faq'] });
    expect(both.elements).toEqual([
      { id: 'host.status', role: 'observable', value: 'Ready' },
      { id: 'help.faq', frame: HELP, role: 'navigation', name: 'FAQ' },
    ]);
  });

  it('a frame not on the page is an error that lists the frames', async () => {
    const result = await hints.call('semantic_observe', { id: 'form.submit', frame: '#nowhere' });
    expect(result.isError).toBe(true);
    expect(resultText(result)).toContain(`No frame "#nowhere" shows on this page. Its frames: "${SIGNUP}"`);
  });
});

describe('the review', () => {
  it('reviews the frames too, and reports the frame of another origin as out of reach', async () => {
    const review = await ok<{ gaps: Record<string, unknown>; coverage: number }>('semantic_review');
    expect(review.gaps).toEqual({
      // The signup frame's Terms link: its place leads into the frame.
      unhinted: { count: 1, places: [`${SIGNUP} >> internal:control=enter-frame >> body > a`] },
      crossOriginFrame: { count: 1, places: ['#other'] },
    });
    // 10 interactive elements in the three documents read (1 + 7 + 2), 9 of them hinted.
    expect(review.coverage).toBe(90);
    expect(review).not.toHaveProperty('counted');
  });

  it('the command line says the same', async () => {
    const run = await cli('review', hostUrl, '--json', '--cdp-url', chromium.cdpUrl);
    expect(JSON.parse(run.stdout)).toMatchObject({ gaps: { crossOriginFrame: { count: 1, places: ['#other'] } } });
  });
});
