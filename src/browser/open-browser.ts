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

/**
 * Headless mode comes from Playwright's option; the flags are the quiet, scriptable set.
 * `handleSignals: false` leaves Ctrl-C and SIGTERM to the caller (Playwright closes the browser on
 * them by default).
 */
export function launchBrowser(
  executablePath: string,
  headless: boolean,
  options: { handleSignals?: boolean } = {},
): Promise<Browser> {
  const handleSignals = options.handleSignals ?? true;
  return chromium.launch({
    executablePath,
    headless,
    handleSIGINT: handleSignals,
    handleSIGTERM: handleSignals,
    args: chromiumArgs({ headless: false }),
  });
}
