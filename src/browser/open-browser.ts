// The two ways to get a browser, shared by the server's session and the review command: attach to
// a running Chromium over CDP, or launch a private one.

import type { Browser } from 'playwright-core';
import { chromiumType } from './chromium-type.js';
import { firstLine } from '../shared/errors.js';
import { chromiumArgs } from './find-browser.js';

/** An attach that takes longer than this is not coming: fail fast even under a long call limit. */
const ATTACH_TIMEOUT_CAP_MS = 15_000;

/**
 * Attaches within half the call's limit (and the cap), so that a stalled attach still leaves the
 * call time to find out why (cdpEndpointAnswers) and say so.
 */
export async function attachOverCdp(
  cdpUrl: string,
  headers: Readonly<Record<string, string>>,
  callTimeoutMs: number,
): Promise<Browser> {
  try {
    // The headers go to the HTTP discovery (/json/version) and to the WebSocket alike.
    return await (
      await chromiumType()
    ).connectOverCDP(cdpUrl, {
      headers: { ...headers },
      timeout: Math.min(callTimeoutMs / 2, ATTACH_TIMEOUT_CAP_MS),
    });
  } catch (err) {
    const status = refusedStatus(firstLine(err));
    throw status ? new CredentialsRefused(status) : err;
  }
}

/**
 * The endpoint answered 401 or 403: a browser service refused the credentials (or their absence).
 * Its message holds nothing from the endpoint or the response, so it can never carry a token.
 */
export class CredentialsRefused extends Error {
  override name = 'CredentialsRefused';
  constructor(readonly status: 401 | 403) {
    super(`HTTP ${status} ${status === 401 ? 'Unauthorized' : 'Forbidden'}`);
  }
}

/**
 * Playwright's words for a refusal: "Unexpected status 401 when connecting to …" (the HTTP
 * discovery) and "WebSocket error: <url> 403 Forbidden" (the WebSocket handshake).
 */
function refusedStatus(message: string): 401 | 403 | undefined {
  const match = /Unexpected status (40[13])\b|WebSocket error: \S+ (40[13])\b/.exec(message);
  const status = Number(match?.[1] ?? match?.[2]);
  return status === 401 || status === 403 ? status : undefined;
}

/**
 * What to say when a browser service refused the attach: what was sent (header names, never
 * values) and how to give the credentials (`how`: the variable, or the CLI's flag).
 */
export function credentialsRefusedHelp(
  shownUrl: string,
  headers: Readonly<Record<string, string>>,
  refused: CredentialsRefused,
  how: string,
): string {
  const names = Object.keys(headers);
  const sent = names.length
    ? `the headers sent (${names.join(', ')}) were not accepted`
    : 'no credential header was sent';
  return [
    `The browser service at ${shownUrl} refused the credentials (${refused.message}): ${sent}. The service answered: the credentials are to fix, not the browser.`,
    `Give the credentials the service expects with ${how}, or put its token in the endpoint URL as the service documents (e.g. ?token=<token>).`,
  ].join('\n');
}

/** How long the endpoint gets to answer after an attach failed. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether a browser answers at the CDP endpoint's HTTP side (`/json/version`), to tell an absent
 * browser from one whose attach stalled: a tab showing an alert, confirm or prompt dialog holds
 * up the attach until the dialog is answered.
 */
export async function cdpEndpointAnswers(cdpUrl: string, headers: Readonly<Record<string, string>>): Promise<boolean> {
  try {
    const endpoint = new URL(cdpUrl);
    const scheme = endpoint.protocol === 'wss:' || endpoint.protocol === 'https:' ? 'https' : 'http';
    // With the attach's credentials: a browser service answers nothing without them.
    const response = await fetch(`${scheme}://${endpoint.host}/json/version${endpoint.search}`, {
      headers: { ...headers },
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
export async function launchBrowser(
  executablePath: string,
  headless: boolean,
  options: { handleSignals?: boolean } = {},
): Promise<Browser> {
  const handleSignals = options.handleSignals ?? true;
  return (await chromiumType()).launch({
    executablePath,
    headless,
    handleSIGINT: handleSignals,
    handleSIGTERM: handleSignals,
    args: chromiumArgs({ headless: false }),
  });
}
