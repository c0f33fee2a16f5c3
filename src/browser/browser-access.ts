// How the server's session and the review command get a browser, and what they say when they
// cannot: attach to a Chromium over CDP, or find and launch a private one. Each message is written
// once, in the words of whoever reads it: the server's user sets variables, the command line's
// user passes flags.

import type { Browser } from 'playwright-core';
import { endpointSecrets, redact, shownEndpoint } from '../config/endpoint-secrets.js';
import { firstLine } from '../shared/errors.js';
import { INSTALL_BROWSER_HELP, findBrowser } from './find-browser.js';
import type { FoundBrowser } from './find-browser.js';
import {
  CredentialsRefused,
  attachOverCdp,
  cdpEndpointAnswers,
  credentialsRefusedHelp,
  launchBrowser,
} from './open-browser.js';
import { cdpPort, chromiumCommand, cliCommand, playwrightMcpCommand } from './setup-commands.js';

export { CredentialsRefused, attachOverCdp };

/** Who reads the messages: the MCP server's user (variables) or the review command's (flags). */
export type Audience = 'server' | 'command';

/** A browser that could not be had, and a message that says how to fix that. */
export class BrowserAccessError extends Error {
  override name = 'BrowserAccessError';
  constructor(
    /** unreachable: nothing answers; refused: a service refused the credentials; stalled: answers, attach hangs. */
    readonly kind: 'unreachable' | 'refused' | 'stalled' | 'launch',
    message: string,
  ) {
    super(message);
  }
}

export interface AttachTarget {
  cdpUrl: string;
  headers: Readonly<Record<string, string>>;
  /** The call's limit: the attach gets half of it, at most a cap (attachOverCdp). */
  timeoutMs: number;
}

const LAUNCH_INSTEAD =
  'To work without a shared browser, set SEMANTIC_HINTS_LAUNCH_BROWSER=true: this server then launches a private browser that Playwright MCP does not see.';

/** How each audience gives a browser service's credentials. */
const CREDENTIALS_HOW: Record<Audience, string> = {
  server:
    'SEMANTIC_HINTS_CDP_HEADERS (a JSON object such as {"Authorization": "Bearer <token>"}) in the server\'s environment',
  command: '--cdp-header "Authorization: Bearer <token>" (or SEMANTIC_HINTS_CDP_HEADERS)',
};

/**
 * Whether the endpoint can be a Chromium started here: on loopback, and without TLS (a DevTools
 * port serves plain HTTP, so https:// and wss:// mean a service or a proxy in front of one).
 */
function isLocalChromium(cdpUrl: string): boolean {
  try {
    const url = new URL(cdpUrl);
    return /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(url.hostname) && /^(http|ws):$/.test(url.protocol);
  } catch {
    return true;
  }
}

function serverUnreachableHelp(cdpUrl: string, cause: string): string {
  const shown = shownEndpoint(cdpUrl);
  // A browser elsewhere (a grid, a service) is not started with the local commands below.
  if (!isLocalChromium(cdpUrl))
    return [
      `Cannot reach the browser at ${shown} (${cause}).`,
      "Check that the browser service is running and that SEMANTIC_HINTS_CDP_URL names its endpoint; for a wss:// or https:// endpoint whose certificate a private authority signed, start this server with NODE_EXTRA_CA_CERTS=<that authority's PEM file>.",
      `Then call the tool again. ${LAUNCH_INSTEAD}`,
    ].join('\n');
  const port = cdpPort(cdpUrl);
  const local = `http://127.0.0.1:${port}`;
  return [
    `Cannot reach the shared Chromium at ${shown} (${cause}).`,
    'semantic-hints-mcp reads the browser that Playwright MCP drives, so both must attach to one Chromium started with a CDP port:',
    `  1. ${chromiumCommand(port)}`,
    `     (or google-chrome / "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" with the same flags)`,
    `  2. ${playwrightMcpCommand(local)}`,
    `  3. this server with SEMANTIC_HINTS_CDP_URL=${local} (the current value is ${shown})`,
    `Then call the tool again. ${LAUNCH_INSTEAD}`,
  ].join('\n');
}

function commandUnreachableHelp(cdpUrl: string, cause: string): string {
  const port = cdpPort(cdpUrl);
  return [
    `Cannot reach a Chromium at ${shownEndpoint(cdpUrl)} (${cause}).`,
    `Start the shared browser with \`${cliCommand('browser', ['--port', port])}\` (or \`${chromiumCommand(port)}\`) and pass its endpoint`,
    'with --cdp-url or SEMANTIC_HINTS_CDP_URL, or review in a private browser with --launch.',
  ].join('\n');
}

function stalledHelp(cdpUrl: string, cause: string, audience: Audience): string {
  const again = audience === 'server' ? 'call again' : 'run the command again';
  return [
    `The shared Chromium at ${shownEndpoint(cdpUrl)} answers, but attaching to its tabs did not finish (${cause}).`,
    `A tab showing an alert, confirm or prompt dialog holds the attach up: answer it with Playwright MCP's browser_handle_dialog, then ${again}. Otherwise a tab may be stuck in a script; close it.`,
  ].join('\n');
}

/** An error's first line as it may be printed: Playwright's messages quote the endpoint whole. */
export function printableCause(err: unknown, target: Pick<AttachTarget, 'cdpUrl' | 'headers'>): string {
  return redact(firstLine(err), endpointSecrets(target.cdpUrl, target.headers));
}

/**
 * Why an attach (attachOverCdp) failed, said to `audience`: the credentials a service refused, an
 * attach that stalled though the browser answers (a dialog holds its tabs), or no browser there
 * and how to start one.
 */
export async function attachFailure(
  err: unknown,
  target: AttachTarget,
  audience: Audience,
): Promise<BrowserAccessError> {
  // There but refusing us: the credentials are to fix, not to work around with a private browser.
  if (err instanceof CredentialsRefused)
    return new BrowserAccessError(
      'refused',
      credentialsRefusedHelp(shownEndpoint(target.cdpUrl), target.headers, err, CREDENTIALS_HOW[audience]),
    );
  const cause = printableCause(err, target);
  // There but stalled: say so, and never work around it in a browser the agent does not drive.
  if (/timeout/i.test(cause) && (await cdpEndpointAnswers(target.cdpUrl, target.headers)))
    return new BrowserAccessError('stalled', stalledHelp(target.cdpUrl, cause, audience));
  const help = audience === 'server' ? serverUnreachableHelp : commandUnreachableHelp;
  return new BrowserAccessError('unreachable', help(target.cdpUrl, cause));
}

/** Attaches to the Chromium at `target`, or throws attachFailure's BrowserAccessError. */
export async function attachBrowser(target: AttachTarget, audience: Audience): Promise<Browser> {
  try {
    return await attachOverCdp(target.cdpUrl, target.headers, target.timeoutMs);
  } catch (err) {
    throw await attachFailure(err, target, audience);
  }
}

/** What asked for a private browser, in each audience's words, when none was found. */
const NONE_FOUND: Record<Audience, string> = {
  server: 'SEMANTIC_HINTS_LAUNCH_BROWSER=true, but no Chromium or Chrome was found.',
  command: '--launch found no Chromium or Chrome.',
};

/**
 * Finds a Chromium or Chrome (the one at `executablePath` when given) and launches it: headless
 * unless `headed`, and always for the bundled headless-only build. `handleSignals: false` leaves
 * Ctrl-C and SIGTERM to the caller.
 */
export async function launchPrivateBrowser(
  options: { executablePath?: string | undefined; headed: boolean; handleSignals?: boolean },
  audience: Audience,
): Promise<{ browser: Browser; found: FoundBrowser; headless: boolean }> {
  const found = await findBrowser(options.executablePath);
  if (!found)
    throw new BrowserAccessError(
      'launch',
      options.executablePath
        ? `SEMANTIC_HINTS_EXECUTABLE_PATH=${options.executablePath} does not exist. Point it at a Chrome or Chromium binary, or unset it to search for one.`
        : `${NONE_FOUND[audience]} ${INSTALL_BROWSER_HELP}`,
    );
  // The bundled Chromium is a headless-only build: say so rather than claim a window.
  const headless = !options.headed || found.source === 'bundled';
  try {
    const browser = await launchBrowser(found.path, headless, { handleSignals: options.handleSignals ?? true });
    return { browser, found, headless };
  } catch (err) {
    throw new BrowserAccessError('launch', `Could not start ${found.path}: ${firstLine(err)}`);
  }
}
