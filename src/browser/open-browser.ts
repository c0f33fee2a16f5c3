// The two ways to get a browser, shared by the server's session and the review command: attach to
// a running Chromium over CDP, or launch a private one.

import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { chromiumArgs } from './find-browser.js';

/** An attach that takes longer than this is not coming: fail fast even under a long call limit. */
const ATTACH_TIMEOUT_CAP_MS = 15_000;

export function attachOverCdp(cdpUrl: string, timeoutMs: number): Promise<Browser> {
  return chromium.connectOverCDP(cdpUrl, { timeout: Math.min(timeoutMs, ATTACH_TIMEOUT_CAP_MS) });
}

/** Headless mode comes from Playwright's option; the flags are the quiet, scriptable set. */
export function launchBrowser(executablePath: string, headless: boolean): Promise<Browser> {
  return chromium.launch({ executablePath, headless, args: chromiumArgs({ headless: false }) });
}
