// `semantic-hints review <url>`: opens the page in a tab of its own, reviews its hints, prints the
// gaps as a table or JSON, and optionally saves a screenshot with the overlay.

import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { BrowserAccessError, attachBrowser, launchPrivateBrowser } from '../browser/browser-access.js';
import { readReview } from '../frames/read-documents.js';
import { withErrorStatus } from '../shared/document-status.js';
import { IsolatedWorld } from '../browser/isolated-world.js';
import { ConfigError, cdpHeaderProblem } from '../config/config.js';
import { configWithFlags } from './cli-config.js';
import { pageErrorForTerminal } from './scope-option-errors.js';
import { firstLine } from '../shared/errors.js';
import { PAGE_URL_PROTOCOLS, PAGE_URL_PROTOCOLS_TEXT, fileUrlRefusal } from '../shared/page-url.js';
import type { CliIo } from './cli-io.js';
import { runCrawl } from './crawl-command.js';
import { CRAWL_ARGS, crawlOptionsOf } from './crawl-options.js';
import type { CrawlOptions } from './crawl-options.js';
import { GATE_ARGS, gateFailures, gateOf } from './gate.js';
import type { Gate } from './gate.js';
import { overlayShot } from './overlay-shot.js';
import { reviewTable } from './review-table.js';
import { UsageError } from './usage-error.js';
import { networkQuiet } from './network-quiet.js';

function pageUrlOf(raw: string, allowFileUrls: boolean, crawl: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`"${raw}" is not a URL: pass a full URL such as http://localhost:8080/products.`, true);
  }
  if (!PAGE_URL_PROTOCOLS.includes(url.protocol)) {
    throw new UsageError(`"${raw}" must be an ${PAGE_URL_PROTOCOLS_TEXT} URL.`, true);
  }
  // Said before the file: refusal: allowing file: URLs would not make a crawl possible.
  if (crawl && !/^https?:$/.test(url.protocol))
    throw new UsageError('--crawl needs an http:// or https:// URL: it follows links within that origin.', true);
  if (url.protocol === 'file:' && !allowFileUrls) throw new UsageError(fileUrlRefusal(url.href, '--allow-file-urls'));
  return url.href;
}

const CDP_HEADER_EXAMPLE = '--cdp-header "Authorization: Bearer <token>"';

/**
 * The headers of SEMANTIC_HINTS_CDP_HEADERS, each overridden by a --cdp-header of the same name.
 * A malformed flag is reported without quoting it: it may be the secret itself.
 */
function cdpHeadersOf(fromEnv: Record<string, string>, flags: string[]): Record<string, string> {
  const headers = { ...fromEnv };
  flags.forEach((flag, index) => {
    const colon = flag.indexOf(':');
    const which = `--cdp-header number ${index + 1}`;
    if (colon <= 0) throw new UsageError(`${which} is not "Name: value": write it as ${CDP_HEADER_EXAMPLE}.`, true);
    const name = flag.slice(0, colon).trim();
    const value = flag.slice(colon + 1).trim();
    const problem = cdpHeaderProblem(name, value, which);
    if (problem) throw new UsageError(problem, true);
    for (const existing of Object.keys(headers))
      if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
    headers[name] = value;
  });
  return headers;
}

interface ReviewOptions {
  url: string;
  json: boolean;
  screenshot?: string;
  scope?: string;
  includeHidden: boolean;
  /** Propose a hint for each gap (--suggest). */
  suggest: boolean;
  cdpUrl: string;
  cdpHeaders: Record<string, string>;
  launch: boolean;
  headed: boolean;
  timeoutMs: number;
  executablePath?: string;
  gate: Gate;
  /** Present with --crawl. */
  crawl?: CrawlOptions | undefined;
}

function reviewOptions(argv: string[], env: CliIo['env']): ReviewOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean', default: false },
      screenshot: { type: 'string' },
      scope: { type: 'string' },
      'include-hidden': { type: 'boolean', default: false },
      suggest: { type: 'boolean', default: false },
      'cdp-url': { type: 'string' },
      'cdp-header': { type: 'string', multiple: true },
      'allow-file-urls': { type: 'boolean', default: false },
      launch: { type: 'boolean', default: false },
      headed: { type: 'boolean', default: false },
      ...GATE_ARGS,
      ...CRAWL_ARGS,
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
  if (values.launch && values['cdp-url'] !== undefined)
    throw new UsageError('--launch and --cdp-url exclude each other: attach to a browser, or launch one.', true);
  if (values.launch && values['cdp-header'] !== undefined)
    throw new UsageError('--cdp-header is sent when attaching; --launch attaches to nothing.', true);
  if (values.headed && !values.launch)
    throw new UsageError('--headed only applies with --launch (the shared browser was started by someone else).', true);
  if (values.scope === '') throw new UsageError('--scope is empty: pass a data-semtag-id or a CSS selector.', true);
  if (values.screenshot === '')
    throw new UsageError('--screenshot needs a file name, e.g. --screenshot review.png.', true);

  let config;
  try {
    config = configWithFlags(env, { cdpUrl: values['cdp-url'], allowFileUrls: values['allow-file-urls'] });
  } catch (err) {
    throw err instanceof ConfigError ? new UsageError(err.message) : err;
  }
  const crawl = crawlOptionsOf(values);
  return {
    url: pageUrlOf(positionals[0]!, config.allowFileUrls, crawl !== undefined),
    json: values.json,
    screenshot: values.screenshot,
    scope: values.scope,
    includeHidden: values['include-hidden'],
    suggest: values.suggest,
    cdpUrl: config.cdpUrl,
    cdpHeaders: cdpHeadersOf(config.cdpHeaders, values['cdp-header'] ?? []),
    launch: values.launch,
    headed: values.headed,
    timeoutMs: config.timeoutMs,
    executablePath: config.executablePath,
    gate: gateOf(values),
    crawl,
  };
}

/** A tab of its own, and how to give everything back: the shared browser keeps running, a launched one is closed. */
async function openTab(options: ReviewOptions): Promise<{ page: Page; release: () => Promise<void> }> {
  if (options.launch) {
    const { executablePath, headed } = options;
    // A crawl handles Ctrl-C itself: it closes the browser after writing its partial report.
    const handleSignals = options.crawl === undefined;
    const { browser } = await inWords(launchPrivateBrowser({ executablePath, headed, handleSignals }, 'command'));
    const page = await browser.newPage();
    return { page, release: () => browser.close() };
  }
  const target = { cdpUrl: options.cdpUrl, headers: options.cdpHeaders, timeoutMs: options.timeoutMs };
  const browser = await inWords(attachBrowser(target, 'command'));
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

/** A browser that could not be had is a usage error: its message says which option to change. */
async function inWords<T>(getting: Promise<T>): Promise<T> {
  try {
    return await getting;
  } catch (err) {
    throw err instanceof BrowserAccessError ? new UsageError(err.message) : err;
  }
}

export async function runReview(argv: string[], io: CliIo): Promise<number> {
  const options = reviewOptions(argv, io.env);
  if (options.crawl) return runCrawl({ ...options, crawl: options.crawl }, () => openTab(options), io);
  const { page, release } = await openTab(options);
  try {
    try {
      await page.goto(options.url, { waitUntil: 'load', timeout: options.timeoutMs });
    } catch (err) {
      throw new UsageError(
        `Could not load ${options.url}: ${firstLine(err)}. Check that the app is running and the URL is right.`,
      );
    }
    await networkQuiet(page, options.timeoutMs);
    const world = new IsolatedWorld(page);
    const result = await readReview(world, {
      scope: options.scope,
      includeHidden: options.includeHidden,
      suggest: options.suggest,
    });
    if (!result.ok) throw new UsageError(pageErrorForTerminal(result.error));
    const review = withErrorStatus(result.value, world.documentStatus);

    if (options.screenshot) {
      const shot = await overlayShot(page, world, { scope: options.scope, suggest: options.suggest }, { type: 'png' });
      if (!shot.ok) throw new UsageError(pageErrorForTerminal(shot.error));
      try {
        await writeFile(options.screenshot, shot.value.image);
      } catch (err) {
        throw new UsageError(`Could not save the screenshot to ${options.screenshot}: ${firstLine(err)}`);
      }
    }

    if (review.status !== undefined && !options.json)
      io.stdout.write(`The page answered HTTP ${review.status}: this review is of its error page.\n`);
    io.stdout.write(`${options.json ? JSON.stringify(review) : reviewTable(review)}\n`);
    if (options.screenshot && !options.json) io.stdout.write(`Screenshot with the overlay: ${options.screenshot}\n`);
    return gateFailures(review, options.gate).length === 0 ? 0 : 1;
  } finally {
    await release();
  }
}
