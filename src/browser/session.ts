// The browser this server reads: the shared Chromium over CDP (the normal mode), or, only when
// configured, a private browser launched as a fallback. Attaches lazily, reattaches after the
// browser goes away, and never knows which tool is asking.

import type { Browser, Page } from 'playwright-core';
import type { Config } from '../config.js';
import { ToolError, firstLine } from '../errors.js';
import { chooseActivePage, showsDocument } from './choose-page.js';
import { INSTALL_BROWSER_HELP, findBrowser } from './find-browser.js';
import { attachOverCdp, launchBrowser } from './open-browser.js';
import { PageActivity } from './page-activity.js';

export type Log = (message: string) => void;

/** Messages that mean the browser, context or tab went away under us: reattach and try once more. */
const GONE =
  /has been closed|browser has disconnected|Target closed|Session closed|WebSocket|ECONNRESET|socket hang up/i;

function cdpPort(cdpUrl: string): string {
  try {
    return new URL(cdpUrl).port || '9222';
  } catch {
    return '9222';
  }
}

function setupHelp(config: Config, cause: string): string {
  const port = cdpPort(config.cdpUrl);
  return [
    `Cannot reach the shared Chromium at ${config.cdpUrl} (${cause}).`,
    'semantic-hints-mcp reads the browser that Playwright MCP drives, so both must attach to one Chromium started with a CDP port:',
    `  1. chromium --remote-debugging-port=${port} --user-data-dir=/tmp/semantic-hints-chromium`,
    `     (or google-chrome / "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" with the same flags)`,
    `  2. npx @playwright/mcp@latest --cdp-endpoint http://127.0.0.1:${port}`,
    `  3. this server with SEMANTIC_HINTS_CDP_URL=http://127.0.0.1:${port} (the current value is ${config.cdpUrl})`,
    'Then call the tool again. To work without a shared browser, set SEMANTIC_HINTS_LAUNCH_BROWSER=true: this server then launches a private browser that Playwright MCP does not see.',
  ].join('\n');
}

export class BrowserSession {
  private browser: Browser | undefined;
  private connecting: Promise<Browser> | undefined;
  private activity = new PageActivity();
  private launched = false;

  constructor(
    private readonly config: Config,
    private readonly log: Log = () => undefined,
  ) {}

  /** Set while the private fallback browser is in use: every response must carry it. */
  get warning(): string | undefined {
    if (!this.launched) return undefined;
    return (
      `Standalone browser: the shared Chromium at ${this.config.cdpUrl} was unreachable, so semantic-hints-mcp launched its own ` +
      '(SEMANTIC_HINTS_LAUNCH_BROWSER=true). Playwright MCP does not drive this browser: its clicks and typing will not show here.'
    );
  }

  /**
   * Runs `work` on the active page, navigating it to `url` first when given. Retries once, on a
   * fresh attach, when the browser or tab went away during the call. Stops between steps once
   * `signal` is aborted (the call ran out of time).
   */
  async withPage<T>(options: { url?: string; signal?: AbortSignal }, work: (page: Page) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        options.signal?.throwIfAborted();
        const page = await this.pageFor(options.url);
        options.signal?.throwIfAborted();
        return await work(page);
      } catch (err) {
        if (attempt > 0 || err instanceof ToolError || options.signal?.aborted || !this.isGone(err)) throw err;
        this.log(`browser went away (${firstLine(err)}); reattaching`);
        await this.forget();
      }
    }
  }

  private isGone(err: unknown): boolean {
    return !this.browser?.isConnected() || GONE.test(err instanceof Error ? err.message : String(err));
  }

  private async pageFor(url: string | undefined): Promise<Page> {
    const browser = await this.connect();
    const contexts = browser.contexts();
    this.activity.watch(contexts);
    const pages = contexts.flatMap((context) => context.pages());
    let page = await chooseActivePage(pages, this.activity);
    const destination = url ?? (page && showsDocument(page) ? undefined : this.config.targetUrl);
    if (!destination) {
      if (page && showsDocument(page)) return page;
      throw new ToolError(
        'No page to read: the browser has no tab showing a document. Pass `url` (e.g. {"url": "http://localhost:8080"}), ' +
          'open the app with Playwright MCP (browser_navigate), or set SEMANTIC_HINTS_TARGET_URL.',
      );
    }
    if (!page) {
      const context = contexts[0] ?? (await browser.newContext());
      page = await context.newPage();
    }
    this.activity.touch(page);
    await this.navigate(page, destination);
    return page;
  }

  private async navigate(page: Page, url: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await page.goto(url, { waitUntil: 'load', timeout: this.config.timeoutMs });
        return;
      } catch (err) {
        const cause = firstLine(err);
        if (GONE.test(cause)) throw err;
        // A tab still settling from an earlier failure (its chrome-error page) interrupts the
        // next navigation; another attempt lands.
        if (/interrupted by another navigation/.test(cause) && attempt < 3) continue;
        // Chromium commits its error page just after goto fails; a navigation started before that
        // commit is cut short by it. Wait for it, so the next navigation (ours or the agent's) lands.
        if (/net::ERR_/.test(cause)) {
          await page.waitForURL((u) => u.protocol === 'chrome-error:', { timeout: 3_000 }).catch(() => undefined);
          await page.waitForLoadState('load', { timeout: 3_000 }).catch(() => undefined);
        }
        throw new ToolError(
          `Could not load ${url}: ${cause}. Check that the app is running and the URL is right, then call again (or omit \`url\` to read the page as it is).`,
        );
      }
    }
  }

  private connect(): Promise<Browser> {
    if (this.browser?.isConnected()) return Promise.resolve(this.browser);
    this.connecting ??= this.attachOrLaunch().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async attachOrLaunch(): Promise<Browser> {
    // Once on the fallback, stay there: switching browsers mid-task would lose the agent's page.
    const browser = this.launched ? await this.launch() : await this.attach();
    browser.on('disconnected', () => {
      if (this.browser === browser) {
        this.log('browser disconnected');
        this.browser = undefined;
      }
    });
    this.browser = browser;
    return browser;
  }

  private async attach(): Promise<Browser> {
    try {
      const browser = await attachOverCdp(this.config.cdpUrl, this.config.timeoutMs);
      this.log(`attached to ${this.config.cdpUrl}`);
      return browser;
    } catch (err) {
      const cause = firstLine(err);
      if (!this.config.launchBrowser) throw new ToolError(setupHelp(this.config, cause));
      this.log(`CDP attach failed (${cause}); launching a private browser (SEMANTIC_HINTS_LAUNCH_BROWSER=true)`);
      this.launched = true;
      return this.launch();
    }
  }

  private async launch(): Promise<Browser> {
    const found = await findBrowser(this.config.executablePath);
    if (!found) {
      throw new ToolError(
        this.config.executablePath
          ? `SEMANTIC_HINTS_EXECUTABLE_PATH=${this.config.executablePath} does not exist. Point it at a Chrome or Chromium binary, or unset it to search for one.`
          : `SEMANTIC_HINTS_LAUNCH_BROWSER=true, but no Chromium or Chrome was found. ${INSTALL_BROWSER_HELP}`,
      );
    }
    const browser = await launchBrowser(found.path, this.config.headless);
    this.log(`launched ${found.path} (${found.source}, ${this.config.headless ? 'headless' : 'headed'})`);
    return browser;
  }

  private async forget(): Promise<void> {
    const browser = this.browser;
    this.activity = new PageActivity();
    // A launched browser that is still running is kept: only a tab or context went away, and
    // dropping it would leave its process running while the next attach launches another.
    if (this.launched && browser?.isConnected()) return;
    this.browser = undefined;
    // Over CDP this only disconnects; a launched browser that disconnected is ended for good.
    await browser?.close().catch(() => undefined);
  }

  /** Lets go of the browser: the shared one keeps running, a launched one is closed. */
  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    await browser?.close().catch(() => undefined);
  }
}
