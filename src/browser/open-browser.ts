// The two ways to get a browser, shared by the server's session and the review command: attach to
// a running Chromium over CDP, or launch a private one.

import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { chromiumArgs } from './find-browser.js';

/** An attach that takes longer than this is not coming: fail fast even under a long call limit. */
const ATTACH_TIMEOUT_CAP_MS = 15_000;

/**
 * Attaches within half the call's limit (and the cap), so that a stalled attach still leaves the
 * call time to find out why (cdpEndpointAnswers) and say so.
 */
export function attachOverCdp(cdpUrl: string, callTimeoutMs: number): Promise<Browser> {
  return chromium.connectOverCDP(cdpUrl, { timeout: Math.min(callTimeoutMs / 2, ATTACH_TIMEOUT_CAP_MS) });
}

/** How long the endpoint gets to answer after an attach failed. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether a browser answers at the CDP endpoint's HTTP side (`/json/version`), to tell an absent
 * browser from one whose attach stalled: a tab showing an alert, confirm or prompt dialog holds
 * up the attach until the dialog is answered.
 */
export async function cdpEndpointAnswers(cdpUrl: string): Promise<boolean> {
  try {
    const endpoint = new URL(cdpUrl);
    const scheme = endpoint.protocol === 'wss:' || endpoint.protocol === 'https:' ? 'https' : 'http';
    const response = await fetch(`${scheme}://${endpoint.host}/json/version`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
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
