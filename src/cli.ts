#!/usr/bin/env node
// The command line for people: `review` checks a page's hints and prints the gaps (exit 0 when
// there are none, 1 when there are, 2 on usage or connection errors); `browser` starts the shared
// Chromium that Playwright MCP and semantic-hints-mcp attach to.

import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { chromiumArgs, findBrowser, INSTALL_BROWSER_HELP } from './browser/find-browser.js';
import { isolatedWorld } from './browser/isolated-world.js';
import { startSharedChromium } from './browser/shared-chromium.js';
import { ConfigError, loadConfig } from './config.js';
import { GAP_KINDS } from './page/types.js';
import type { GapKind, Review } from './page/types.js';
import { pageErrorMessage } from './tools/page-errors.js';
import { VERSION } from './version.js';

const HELP = `semantic-hints ${VERSION}: review an app's data-semtag-* hints, or start the shared browser.

Usage:
  semantic-hints review <url> [options]
  semantic-hints browser [--port 9222] [--headed]
  semantic-hints --help | --version

review <url>
  Opens <url> in a new tab of the shared Chromium (closed afterwards, so the agent's tab is left
  alone), lists the hinting gaps and the hint coverage of interactive elements.
  Exit code: 0 no gaps, 1 gaps found, 2 usage or connection error.

  --json               Print the review as compact JSON: {url, coverage, gaps: {kind: {count, places}}, total}.
  --screenshot <file>  Also save a PNG of the page with the review overlay: hinted elements outlined
                       in their role's colour and labelled with their id, gaps outlined in red.
  --scope <s>          Review one subtree: a data-semtag-id, else a CSS selector.
  --include-hidden     Also review hidden elements (closed menus, mobile-only copies).
  --cdp-url <url>      CDP endpoint of the shared Chromium (default: $SEMANTIC_HINTS_CDP_URL,
                       else http://127.0.0.1:9222).
  --launch             Start a private headless browser instead of attaching (finds an installed
                       Chromium or Chrome; $SEMANTIC_HINTS_EXECUTABLE_PATH names one).
  --headed             With --launch: show the browser window.

browser
  Starts a Chromium with a CDP port for Playwright MCP and semantic-hints-mcp to share, prints the
  endpoint and the commands to point both at it, and runs until Ctrl-C.

  --port <n>           CDP port (default 9222; 0 picks a free one).
  --headed             Show the browser window (default: headless).

Gap kinds (references/hint-design.md, section 17):
  unknownRole, missingRole, missingId, duplicateId, badId, danglingControls, unfoldedRepeat, unhinted.
`;

const FIXES: Record<GapKind, string> = {
  unknownRole: 'use one of the ten roles exactly: navigation action option input select toggle slider observable region collection',
  missingRole: 'add a data-semtag-role',
  missingId: 'give the element a data-semtag-id, or remove its stray data-semtag-* attributes',
  duplicateId: 'make each id unique (hidden copies count: distinct ids for mobile and desktop variants)',
  badId: 'rename: two or more dot-separated segments of letters, digits, _ or -; `item` only as <prefix>.item.<key>',
  danglingControls: 'point data-semtag-controls at an id on the page (keep the controlled element in the DOM, hidden if need be)',
  unfoldedRepeat: 'hint the common container of <prefix>.item.<key> members with data-semtag-role="collection"',
  unhinted: 'hint the interactive element if an agent needs it',
};

/** A usage or connection problem: exit code 2, with a message that says what to do. */
class UsageError extends Error {
  override name = 'UsageError';
  /** Whether the command line itself was wrong, so pointing at --help helps. */
  constructor(message: string, readonly help = false) {
    super(message);
  }
}

function firstLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return (message.split('\n').find((line) => line.trim() !== '') ?? message).trim().slice(0, 300);
}

function pageUrlOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`"${raw}" is not a URL: pass a full URL such as http://localhost:8080/products.`, true);
  }
  if (!['http:', 'https:', 'file:'].includes(url.protocol)) {
    throw new UsageError(`"${raw}" must be an http://, https:// or file:// URL.`, true);
  }
  return url.href;
}

// ---------------------------------------------------------------- review

interface ReviewOptions {
  url: string;
  json: boolean;
  screenshot?: string;
  scope?: string;
  includeHidden: boolean;
  cdpUrl: string;
  launch: boolean;
  headed: boolean;
  timeoutMs: number;
  executablePath?: string;
}

function reviewOptions(argv: string[]): ReviewOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean', default: false },
      screenshot: { type: 'string' },
      scope: { type: 'string' },
      'include-hidden': { type: 'boolean', default: false },
      'cdp-url': { type: 'string' },
      launch: { type: 'boolean', default: false },
      headed: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'review needs the URL of the page to review, e.g. `semantic-hints review http://localhost:8080`.'
        : `review takes one URL, got ${positionals.length}: ${positionals.join(' ')}`,
      true,
    );
  }
  if (values.launch && values['cdp-url'] !== undefined) throw new UsageError('--launch and --cdp-url exclude each other: attach to a browser, or launch one.', true);
  if (values.headed && !values.launch) throw new UsageError('--headed only applies with --launch (the shared browser was started by someone else).', true);
  if (values.scope === '') throw new UsageError('--scope is empty: pass a data-semtag-id or a CSS selector.', true);
  if (values.screenshot === '') throw new UsageError('--screenshot needs a file name, e.g. --screenshot review.png.', true);

  let config;
  try {
    config = loadConfig(values['cdp-url'] !== undefined ? { ...process.env, SEMANTIC_HINTS_CDP_URL: values['cdp-url'] } : process.env);
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message.replace('SEMANTIC_HINTS_CDP_URL', values['cdp-url'] !== undefined ? '--cdp-url' : 'SEMANTIC_HINTS_CDP_URL'));
    throw err;
  }
  return {
    url: pageUrlOf(positionals[0]!),
    json: values.json,
    screenshot: values.screenshot,
    scope: values.scope,
    includeHidden: values['include-hidden'],
    cdpUrl: config.cdpUrl,
    launch: values.launch,
    headed: values.headed,
    timeoutMs: config.timeoutMs,
    executablePath: config.executablePath,
  };
}

/** A tab of its own, and how to give everything back: the shared browser keeps running, a launched one is closed. */
async function openTab(options: ReviewOptions): Promise<{ page: Page; release(): Promise<void> }> {
  let browser: Browser;
  if (options.launch) {
    const found = findBrowser(options.executablePath);
    if (!found) {
      throw new UsageError(
        options.executablePath
          ? `SEMANTIC_HINTS_EXECUTABLE_PATH=${options.executablePath} does not exist.`
          : `--launch found no Chromium or Chrome. ${INSTALL_BROWSER_HELP}`,
      );
    }
    try {
      browser = await chromium.launch({ executablePath: found.path, headless: !options.headed, args: chromiumArgs({ headless: false }) });
    } catch (err) {
      throw new UsageError(`Could not start ${found.path}: ${firstLine(err)}`);
    }
    const page = await browser.newPage();
    return { page, release: () => browser.close() };
  }

  try {
    browser = await chromium.connectOverCDP(options.cdpUrl, { timeout: Math.min(options.timeoutMs, 15_000) });
  } catch (err) {
    throw new UsageError(
      [
        `Cannot reach a Chromium at ${options.cdpUrl} (${firstLine(err)}).`,
        'Start the shared browser with `semantic-hints browser` (or `chromium --remote-debugging-port=9222`) and pass its endpoint',
        'with --cdp-url or SEMANTIC_HINTS_CDP_URL, or review in a private browser with --launch.',
      ].join('\n'),
    );
  }
  // The default context shares the agent's cookies and storage, so the review sees what the agent sees.
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  return {
    page,
    async release() {
      await page.close().catch(() => undefined);
      // Over CDP this only disconnects: the shared browser and the agent's tabs stay.
      await browser.close().catch(() => undefined);
    },
  };
}

function table(review: Review): string {
  const lines = [`Hint review of ${review.url}`, `Coverage: ${review.coverage}% of interactive elements are hinted`];
  if (review.total === 0) {
    lines.push('', 'No hinting gaps found.');
    return lines.join('\n');
  }
  lines.push(`Gaps: ${review.total}`, '');
  const kinds = GAP_KINDS.filter((kind) => review.gaps[kind]);
  const kindWidth = Math.max(4, ...kinds.map((kind) => kind.length));
  const countWidth = Math.max(5, ...kinds.map((kind) => String(review.gaps[kind]!.count).length));
  const indent = ' '.repeat(kindWidth + countWidth + 4);
  lines.push(`${'KIND'.padEnd(kindWidth)}  ${'COUNT'.padStart(countWidth)}  PLACES`);
  for (const kind of kinds) {
    const { count, places } = review.gaps[kind]!;
    const shown = count > places.length ? [...places, `… and ${count - places.length} more`] : places;
    shown.forEach((place, index) => {
      lines.push(index === 0 ? `${kind.padEnd(kindWidth)}  ${String(count).padStart(countWidth)}  ${place}` : `${indent}${place}`);
    });
  }
  lines.push('', 'How to fix:');
  for (const kind of kinds) lines.push(`  ${kind}: ${FIXES[kind]}`);
  return lines.join('\n');
}

async function runReview(argv: string[]): Promise<number> {
  const options = reviewOptions(argv);
  const { page, release } = await openTab(options);
  try {
    try {
      await page.goto(options.url, { waitUntil: 'load', timeout: options.timeoutMs });
    } catch (err) {
      throw new UsageError(`Could not load ${options.url}: ${firstLine(err)}. Check that the app is running and the URL is right.`);
    }
    const world = isolatedWorld(page);
    const result = await world.call('review', { scope: options.scope, includeHidden: options.includeHidden });
    if (!result.ok) throw new UsageError(pageErrorMessage(result.error));
    const review = result.value;

    if (options.screenshot) {
      const shown = await world.call('overlay', { show: true, scope: options.scope });
      if (!shown.ok) throw new UsageError(pageErrorMessage(shown.error));
      try {
        await writeFile(options.screenshot, await page.screenshot({ fullPage: true }));
      } catch (err) {
        throw new UsageError(`Could not save the screenshot to ${options.screenshot}: ${firstLine(err)}`);
      }
      await world.call('overlay', { show: false });
    }

    process.stdout.write(`${options.json ? JSON.stringify(review) : table(review)}\n`);
    if (options.screenshot && !options.json) process.stdout.write(`Screenshot with the overlay: ${options.screenshot}\n`);
    return review.total === 0 ? 0 : 1;
  } finally {
    await release();
  }
}

// ---------------------------------------------------------------- browser

async function runBrowser(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { port: { type: 'string', default: '9222' }, headed: { type: 'boolean', default: false } },
  });
  if (positionals.length > 0) throw new UsageError(`browser takes no arguments, got: ${positionals.join(' ')}`, true);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port ${values.port} is not a port number (0 to 65535).`, true);

  let shared;
  try {
    shared = await startSharedChromium({ port, headless: !values.headed, executablePath: process.env['SEMANTIC_HINTS_EXECUTABLE_PATH'] || undefined });
  } catch (err) {
    throw new UsageError(`Could not start Chromium: ${err instanceof Error ? err.message : String(err)}`);
  }
  const cdp = shared.cdpUrl;
  process.stdout.write(
    [
      `Shared Chromium running (pid ${shared.pid}, ${values.headed ? 'headed' : 'headless'}).`,
      `CDP endpoint: ${cdp}`,
      '',
      'Playwright MCP, attached to it:',
      `  npx @playwright/mcp@latest --cdp-endpoint ${cdp}`,
      `  claude mcp add playwright -- npx @playwright/mcp@latest --cdp-endpoint ${cdp}`,
      'semantic-hints-mcp, attached to the same browser:',
      `  claude mcp add semantic-hints --env SEMANTIC_HINTS_CDP_URL=${cdp} -- npx semantic-hints-mcp`,
      'Review a page in a new tab of it:',
      `  semantic-hints review http://localhost:8080 --cdp-url ${cdp}`,
      '',
      'Press Ctrl-C to stop the browser.',
      '',
    ].join('\n'),
  );

  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = async (code: number) => {
      if (stopping) return;
      stopping = true;
      clearInterval(watch);
      await shared.close();
      resolve(code);
    };
    // The browser may also go away on its own (its window closed): end with it.
    const watch = setInterval(() => {
      try {
        process.kill(shared.pid, 0);
      } catch {
        process.stderr.write('Chromium exited.\n');
        void stop(1);
      }
    }, 1000);
    process.once('SIGINT', () => {
      process.stdout.write('Stopping Chromium.\n');
      void stop(0);
    });
    process.once('SIGTERM', () => void stop(0));
  });
}

// ---------------------------------------------------------------- main

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(HELP);
    return command === undefined ? 2 : 0;
  }
  if (command === '--version' || command === '-v') {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(HELP);
    return 0;
  }
  if (command === 'review') return runReview(rest);
  if (command === 'browser') return runBrowser(rest);
  throw new UsageError(`Unknown command "${command}". Commands: review, browser.`, true);
}

/** Lets stdout drain (pipes are asynchronous on macOS), then ends even if a handle lingers. */
function exit(code: number): void {
  process.exitCode = code;
  setTimeout(() => process.exit(code), 3000).unref();
}

main(process.argv.slice(2)).then(
  (code) => exit(code),
  (err: unknown) => {
    // parseArgs reports unknown or malformed options with ERR_PARSE_ARGS_* codes.
    const badOption = err instanceof Error && String((err as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    const help = badOption || (err instanceof UsageError && err.help);
    const message =
      err instanceof UsageError || badOption
        ? (err as Error).message
        : `semantic-hints failed unexpectedly: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
    process.stderr.write(`${message}\n${help ? 'Run `semantic-hints --help` for usage.\n' : ''}`);
    exit(2);
  },
);
