// The benchmark's rig: one Chromium, the example shop, our server twice (raised and default
// ceiling) and Playwright MCP, all attached to it, and the bench's own CDP connection; the MCP calls
// the measurements make through it, and the memory of our server's process.

import { readFileSync, writeFileSync } from 'node:fs';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { connectBuiltSemanticHints, connectPlaywrightMcp, resultText } from '../harness/mcp-clients.js';
import type { McpConnection } from '../harness/mcp-clients.js';
import { startExampleServer } from '../examples/server.js';
import type { ExampleServer } from '../examples/server.js';
import { startSharedChromium } from '../src/browser/shared-chromium.js';
import type { SharedChromium } from '../src/browser/shared-chromium.js';
import { buildServers } from './built-server.js';

/** Our ceiling for the measured server, so that no page's output is cut (the config's maximum). */
export const RAISED_CEILING = 50_000_000;
/** What a user gets without SEMANTIC_HINTS_MAX_RESPONSE_CHARS. */
export { DEFAULT_MAX_RESPONSE as DEFAULT_CEILING } from '../src/config/config.js';
/** Per MCP call, client side: far above anything either server should need. */
const CALL_TIMEOUT_MS = 240_000;

export async function callTool(
  connection: McpConnection,
  name: string,
  args: Record<string, unknown> = {},
): Promise<CallToolResult> {
  return (await connection.client.callTool({ name, arguments: args }, undefined, {
    timeout: CALL_TIMEOUT_MS,
  })) as CallToolResult;
}

/** Peak and current resident set of a process, in kB (Linux /proc); undefined elsewhere. */
export function readMemory(pid: number | null): { peakKb: number; currentKb: number } | undefined {
  if (pid === null) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const peak = /VmHWM:\s+(\d+) kB/.exec(status);
    const current = /VmRSS:\s+(\d+) kB/.exec(status);
    if (!peak || !current) return undefined;
    return { peakKb: Number(peak[1]), currentKb: Number(current[1]) };
  } catch {
    return undefined;
  }
}

/** Resets a process's peak RSS to its current RSS (Linux ≥ 4.0: write 5 to clear_refs); false when not possible. */
export function resetPeakMemory(pid: number | null): boolean {
  if (pid === null) return false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface BenchRig {
  cdpUrl: string;
  app: ExampleServer;
  /** Our server with the raised ceiling: every figure of ours comes from it. */
  ours: McpConnection;
  /** Our server as configured by default, for the default-ceiling size only. */
  oursDefault: McpConnection;
  playwright: McpConnection;
  /** The bench's own CDP connection, for the page's HTML, the bare evaluate and the in-page timings. */
  browser: Browser;
  /** Set when the rig started its own Chromium. */
  chromium?: SharedChromium;
  log(message: string): void;
  close(): Promise<void>;
}

export interface RigOptions {
  /** Attach to this Chromium instead of starting one (the tests' shared browser). */
  cdpUrl?: string;
  log?: (message: string) => void;
}

export function pagesOf(browser: Browser): Page[] {
  return browser.contexts().flatMap((context) => context.pages());
}

/**
 * Starts (or attaches to) Chromium, the example server, our server twice (raised and default
 * ceiling) and Playwright MCP, and warms all of them up on a one-item listing. `close()` stops
 * everything it started and closes the tabs it opened (Playwright MCP's output folder goes with its
 * connection). On failure it cleans up before rethrowing.
 */
export async function startRig(options: RigOptions = {}): Promise<BenchRig> {
  const log = options.log ?? (() => undefined);
  const cleanups: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    let shared: SharedChromium | undefined;
    let cdpUrl = options.cdpUrl;
    if (!cdpUrl) {
      shared = await startSharedChromium({ headless: true, executablePath: process.env['CHROMIUM'] });
      cleanups.push(() => shared!.close());
      cdpUrl = shared.cdpUrl;
    }
    const app = await startExampleServer();
    cleanups.push(() => app.close());
    const browser = await chromium.connectOverCDP(cdpUrl);
    cleanups.push(() => browser.close());
    const tabsBefore = new Set(pagesOf(browser));
    // Tabs opened during the run (on a browser we did not start) are closed on the way out.
    if (!shared)
      cleanups.push(async () =>
        Promise.all(
          pagesOf(browser)
            .filter((page) => !tabsBefore.has(page))
            .map((page) => page.close()),
        ),
      );

    // Both built as users run them. The measured server also serves the observe baseline,
    // bare_evaluate, on the same connection.
    const servers = await buildServers();
    const ours = await connectBuiltSemanticHints(cdpUrl, servers.measured, {
      SEMANTIC_HINTS_MAX_RESPONSE_CHARS: String(RAISED_CEILING),
    });
    cleanups.push(() => ours.close());
    const oursDefault = await connectBuiltSemanticHints(cdpUrl, servers.bin);
    cleanups.push(() => oursDefault.close());
    const playwright = await connectPlaywrightMcp(cdpUrl);
    cleanups.push(() => playwright.close());

    // Our servers attach on their first call; make them attach now, so that they see every later
    // navigation (the page choice follows the most recently navigated tab). The call itself fails
    // harmlessly when no tab shows a document yet.
    await callTool(ours, 'semantic_observe', { id: 'bench.attach' });
    await callTool(oursDefault, 'semantic_observe', { id: 'bench.attach' });
    // On a browser shared with others, work in a tab of our own.
    if (!shared) await expectOk(playwright, 'browser_tabs', { action: 'new' });
    // Warm-up: the first call of each server pays one-off costs (attaching, creating the isolated
    // world and installing the in-page code) that no page should be charged for.
    await expectOk(playwright, 'browser_navigate', { url: `${app.url}/listing?items=1` });
    await expectOk(ours, 'semantic_snapshot');
    await expectOk(oursDefault, 'semantic_snapshot');
    await expectOk(playwright, 'browser_snapshot');
    log(`rig ready: Chromium ${browser.version()} at ${cdpUrl}, example shop at ${app.url}`);
    return { cdpUrl, app, ours, oursDefault, playwright, browser, chromium: shared, log, close };
  } catch (err) {
    await close();
    throw err;
  }
}

export async function expectOk(
  connection: McpConnection,
  name: string,
  args: Record<string, unknown> = {},
): Promise<string> {
  const result = await callTool(connection, name, args);
  const text = resultText(result);
  if (result.isError || text.startsWith('### Error'))
    throw new Error(`${name} ${JSON.stringify(args)} failed: ${text.slice(0, 500)}`);
  return text;
}

/** The bench's handle on the tab both servers read: the one showing `url`. */
export function findTab(rig: BenchRig, url: string): Page {
  const tabs = pagesOf(rig.browser).filter((page) => page.url() === url);
  if (tabs.length !== 1) {
    throw new Error(
      `expected one tab showing ${url}, found ${tabs.length} (tabs: ${pagesOf(rig.browser)
        .map((p) => p.url())
        .join(', ')})`,
    );
  }
  return tabs[0]!;
}
