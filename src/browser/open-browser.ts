// The two ways to get a browser, shared by the server's session and the review command: attach to
// a running Chromium over CDP, or launch a private one.

import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
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
 * What answers at a CDP endpoint's HTTP side (`/json/version`): a browser's DevTools port (its
 * product, such as `Chrome/140.0.7339.80`), another HTTP server (its status and content type), or
 * nothing (why not).
 */
export type EndpointAnswer =
  | { kind: 'browser'; product: string }
  | { kind: 'http'; status: number; contentType: string }
  | { kind: 'none'; cause: string };

/** The status, content type and body (its first 64 KB) of a GET, or why none came. */
function get(
  url: string,
  headers: Readonly<Record<string, string>>,
): Promise<{ status: number; contentType: string; body: string }> {
  // node:http rather than fetch: fetch refuses some ports outright (9, 6000, …) that a browser may hold.
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers: { ...headers }, timeout: PROBE_TIMEOUT_MS }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (body.length < 65_536) body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] ?? '', body }),
      );
      response.on('error', reject);
    });
    sent.on('timeout', () => sent.destroy(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)));
    sent.on('error', reject);
    sent.end();
  });
}

/** Asks the endpoint's `/json/version`, with the attach's credentials: a browser service answers nothing without them. */
export async function probeCdpEndpoint(
  cdpUrl: string,
  headers: Readonly<Record<string, string>>,
): Promise<EndpointAnswer> {
  let response: { status: number; contentType: string; body: string };
  try {
    const endpoint = new URL(cdpUrl);
    const scheme = endpoint.protocol === 'wss:' || endpoint.protocol === 'https:' ? 'https' : 'http';
    response = await get(`${scheme}://${endpoint.host}/json/version${endpoint.search}`, headers);
  } catch (err) {
    // The socket's code (ECONNREFUSED) says it best; the message may quote the URL.
    const code = (err as { code?: unknown }).code;
    return { kind: 'none', cause: typeof code === 'string' ? code : firstLine(err) };
  }
  const contentType = response.contentType.split(';')[0]!.trim().slice(0, 100);
  if (response.status >= 200 && response.status < 300) {
    try {
      const version = JSON.parse(response.body) as { Browser?: unknown };
      if (typeof version.Browser === 'string') return { kind: 'browser', product: version.Browser.slice(0, 100) };
    } catch {
      // Not JSON: some other server.
    }
  }
  return { kind: 'http', status: response.status, contentType };
}

/**
 * Whether a browser answers at the CDP endpoint's HTTP side (`/json/version`), to tell an absent
 * browser from one whose attach stalled: a tab showing an alert, confirm or prompt dialog holds
 * up the attach until the dialog is answered.
 */
export async function cdpEndpointAnswers(cdpUrl: string, headers: Readonly<Record<string, string>>): Promise<boolean> {
  const answer = await probeCdpEndpoint(cdpUrl, headers);
  return answer.kind === 'browser' || (answer.kind === 'http' && answer.status >= 200 && answer.status < 300);
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
