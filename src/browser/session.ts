// The browser this server reads: the shared Chromium over CDP (the normal mode), or, only when
// configured, a private browser launched as a fallback. Attaches in the background from start-up
// (so it sees tabs open, navigate and take input before the first call), reattaches after the
// browser goes away, and never knows which tool is asking.

import type { Browser, Frame, Page } from 'playwright-core';
import type { Config } from '../config/config.js';
import { redact, shownEndpoint } from '../config/endpoint-secrets.js';
import { ToolError, firstLine } from '../shared/errors.js';
import { fileUrlRefusal, isFileUrl } from '../shared/page-url.js';
import { chooseActiveTab, showsDocument, showsErrorPage } from './choose-page.js';
import {
  BrowserAccessError,
  CredentialsRefused,
  attachFailure,
  attachOverCdp,
  launchPrivateBrowser,
} from './browser-access.js';
import type { AttachTarget } from './browser-access.js';
import type { PageHandle } from './page-handle.js';
import { PageHandles } from './page-handles.js';

/** Playwright's word for a tab it has already let go of on its side. */
const TAB_GONE = /no object with guid page@/;

export type Log = (message: string) => void;

const NO_PAGE =
  'No page to read: the browser has no tab showing a document. Pass `url` (e.g. {"url": "http://localhost:8080"}), ' +
  'open the app with Playwright MCP (browser_navigate), or set SEMANTIC_HINTS_TARGET_URL.';

/** What a tool may need to know about the page it was given. */
export interface PageChoice {
  /** Tabs showing a document (http, https, file): when more than one, a response names its url. */
  documentTabs: number;
}

interface ChosenTab<SentRecord> {
  tab: PageHandle<SentRecord>;
  /** Where to navigate the tab before the work, if anywhere. */
  destination?: string;
  browser: Browser;
}

/** Background attach retries start here and back off to at most the second value (ms). */
const RETRY_MS = [500, 5_000] as const;

/** Messages that mean the browser, context or tab went away under us: reattach and try once more. */
const GONE =
  /has been closed|browser has disconnected|Target closed|Session closed|WebSocket|ECONNRESET|socket hang up/i;

/** `SentRecord`: what the tools keep of each tab (what the agent was told of it), in its page handle. */
export class BrowserSession<SentRecord = unknown> {
  private browser: Browser | undefined;
  private attaching: Promise<Browser> | undefined;
  private launching: Promise<Browser> | undefined;
  private tabs: PageHandles<SentRecord>;
  private launched = false;
  private inBackground = false;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryNoted = false;
  /** The endpoint as printed. */
  private readonly shownUrl: string;

  constructor(
    private readonly config: Config,
    private readonly newSentRecord: () => SentRecord,
    private readonly log: Log,
    /** What of the endpoint and of the headers is never printed (endpointSecrets, made at start-up). */
    private readonly secrets: readonly string[],
  ) {
    this.tabs = new PageHandles(true, newSentRecord);
    this.shownUrl = shownEndpoint(config.cdpUrl);
  }

  /** The shared Chromium, as the configuration names it. */
  private get target(): AttachTarget {
    return { cdpUrl: this.config.cdpUrl, headers: this.config.cdpHeaders, timeoutMs: this.config.timeoutMs };
  }

  /** An error's first line as it may be printed: Playwright's messages quote the endpoint whole. */
  private causeOf(err: unknown): string {
    return redact(firstLine(err), this.secrets);
  }

  /** Set while the private fallback browser is in use: every response must carry it. */
  get warning(): string | undefined {
    if (!this.launched) return undefined;
    return (
      `Standalone browser: the shared Chromium at ${this.shownUrl} was unreachable, so semantic-hints-mcp launched its own ` +
      '(SEMANTIC_HINTS_LAUNCH_BROWSER=true). Playwright MCP does not drive this browser: its clicks and typing will not show here.'
    );
  }

  /**
   * Attaches to the shared Chromium now, without waiting, and again whenever it goes away; while no
   * browser answers, retries quietly. Never launches the fallback browser: only a call does that.
   */
  start(): void {
    this.inBackground = true;
    this.attachInBackground(RETRY_MS[0]);
  }

  private attachInBackground(delay: number): void {
    if (this.closed || this.launched || this.browser?.isConnected()) return;
    this.attachShared().catch((err: unknown) => {
      if (this.closed || this.launched) return;
      if (!this.retryNoted) {
        this.retryNoted = true;
        this.log(
          err instanceof CredentialsRefused
            ? `the browser service at ${this.shownUrl} refused the credentials (${err.message}; check SEMANTIC_HINTS_CDP_HEADERS); retrying in the background`
            : `no browser answers at ${this.shownUrl} yet (${this.causeOf(err)}); retrying in the background`,
        );
      }
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => this.attachInBackground(Math.min(delay * 2, RETRY_MS[1])), delay);
      this.retryTimer.unref();
    });
  }

  /**
   * Runs `work` on the active tab, navigating it to `url` first when given. Retries once, on a
   * fresh attach, when the browser or tab went away during the call. Stops between steps once
   * `signal` is aborted (the call ran out of time). A dialog the tab shows ends the call with how
   * to answer it (PageHandle.unlessDialog).
   */
  async withTab<T>(
    options: { url?: string; signal?: AbortSignal },
    work: (tab: PageHandle<SentRecord>, choice: PageChoice) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      let tab: PageHandle<SentRecord> | undefined;
      try {
        options.signal?.throwIfAborted();
        const chosen = await this.choose(options.url);
        tab = chosen.tab;
        return await this.runIn(chosen, work, options.signal);
      } catch (err) {
        if (attempt > 0 || err instanceof ToolError || options.signal?.aborted) throw err;
        // The tab closed between the choice and the read: its close event has arrived by now
        // (Playwright's messages are ordered), so choosing again finds the tab the agent is on.
        if (tab?.page.isClosed() || TAB_GONE.test(firstLine(err))) {
          this.log(`the tab closed during the call (${firstLine(err)}); choosing again`);
          continue;
        }
        if (!this.isGone(err)) throw err;
        this.log(`browser went away (${this.causeOf(err)}); reattaching`);
        await this.forget();
      }
    }
  }

  private isGone(err: unknown): boolean {
    return !this.browser?.isConnected() || GONE.test(err instanceof Error ? err.message : String(err));
  }

  /**
   * The tab to work in, and where to navigate it first: the url asked for, else the configured
   * target when the tab shows no document. A new tab when the browser has none.
   */
  private async choose(url: string | undefined): Promise<ChosenTab<SentRecord>> {
    const browser = await this.connect();
    const contexts = browser.contexts();
    void this.tabs.watch(contexts);
    const tabs = contexts.flatMap((context) => context.pages()).map((page) => this.tabs.of(page));
    const active = await chooseActiveTab(tabs);
    const destination = url ?? (active && showsDocument(active.page) ? undefined : this.config.targetUrl);
    if (destination && isFileUrl(destination) && !this.config.allowFileUrls)
      throw new ToolError(fileUrlRefusal(destination));
    if (active) return { tab: active, browser, ...(destination ? { destination } : {}) };
    if (!destination) throw new ToolError(NO_PAGE);
    const context = contexts[0] ?? (await browser.newContext());
    return { tab: this.tabs.of(await context.newPage()), destination, browser };
  }

  /** Navigates the chosen tab when asked and runs `work` in it once it shows a document, unless a dialog holds it. */
  private runIn<T>(
    { tab, destination, browser }: ChosenTab<SentRecord>,
    work: (tab: PageHandle<SentRecord>, choice: PageChoice) => Promise<T>,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    return tab.unlessDialog(async () => {
      if (destination) {
        tab.touch();
        await this.navigate(tab.page, destination);
      } else if (!showsDocument(tab.page))
        throw new ToolError(showsErrorPage(tab.page) ? await errorPageHelp(tab) : NO_PAGE);
      signal?.throwIfAborted();
      return work(tab, { documentTabs: documentTabs(browser) });
    });
  }

  private async navigate(page: Page, url: string): Promise<void> {
    const errorPage = nextErrorPage(page);
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          await page.goto(url, { waitUntil: 'load', timeout: this.config.timeoutMs });
          return;
        } catch (err) {
          const cause = firstLine(err);
          if (GONE.test(cause)) throw err;
          // A navigation the tab was still committing (an earlier failure's error page) cuts this one
          // short, or reaches Playwright as if it had: when the tab shows the URL asked for, loaded,
          // this one landed all the same; else another attempt lands.
          if (INTERRUPTED.test(cause)) {
            await page.waitForLoadState('load', { timeout: this.config.timeoutMs }).catch(() => undefined);
            if (sameAddress(page.url(), url)) return;
            if (attempt < 3) continue;
          }
          if (!/net::ERR_/.test(cause))
            throw new ToolError(
              `Could not load ${url}: ${loadError(cause, url)}. The tab shows ${page.url()}; call again, or omit \`url\` to read the page as it is.`,
            );
          // Chromium commits its error page just after goto fails, and that commit cuts short any
          // navigation started before it (the agent's next one included): wait for this failure's
          // own commit, not an earlier one's, which the tab may show already.
          await errorPage.committed(ERROR_PAGE_WAIT_MS);
          throw new ToolError(
            `Could not load ${url}: ${loadError(cause, url)}. Check that the app is running and the URL is right, then call again (or omit \`url\` to read the page as it is).`,
          );
        }
      }
    } finally {
      errorPage.dispose();
    }
  }

  private async connect(): Promise<Browser> {
    // Once on the fallback, stay there: switching browsers mid-task would lose the agent's page.
    if (!this.launched) {
      try {
        return await this.attachShared();
      } catch (err) {
        const failure = await attachFailure(err, this.target, 'server');
        // Only a browser that is not there is worked around, and only when configured to.
        if (failure.kind !== 'unreachable' || !this.config.launchBrowser) throw new ToolError(failure.message);
        const cause = this.causeOf(err);
        if (!this.launched) {
          this.log(`CDP attach failed (${cause}); launching a private browser (SEMANTIC_HINTS_LAUNCH_BROWSER=true)`);
          this.launched = true;
          this.tabs = new PageHandles(false, this.newSentRecord);
          clearTimeout(this.retryTimer);
        }
      }
    }
    if (this.browser?.isConnected()) return this.browser;
    this.launching ??= this.launch()
      .then((browser) => this.adopt(browser))
      .finally(() => {
        this.launching = undefined;
      });
    return this.launching;
  }

  /** One attach at a time, shared by the background and by calls. */
  private attachShared(): Promise<Browser> {
    if (this.browser?.isConnected()) return Promise.resolve(this.browser);
    this.attaching ??= this.attach().finally(() => {
      this.attaching = undefined;
    });
    return this.attaching;
  }

  private async attach(): Promise<Browser> {
    const { cdpUrl, cdpHeaders, timeoutMs } = this.config;
    const browser = await attachOverCdp(cdpUrl, cdpHeaders, timeoutMs);
    this.adopt(browser);
    this.retryNoted = false;
    this.log(`attached to ${this.shownUrl}`);
    const tabs = browser.contexts().flatMap((context) => context.pages()).length;
    void this.tabs.watch(browser.contexts()).then(() => this.log(`recording activity in ${tabs} tabs`));
    return browser;
  }

  private adopt(browser: Browser): Browser {
    browser.on('disconnected', () => {
      if (this.browser !== browser) return;
      this.log('browser disconnected');
      this.browser = undefined;
      this.tabs = new PageHandles(!this.launched, this.newSentRecord);
      if (this.inBackground) this.attachInBackground(RETRY_MS[0]);
    });
    this.browser = browser;
    return browser;
  }

  private async launch(): Promise<Browser> {
    const { executablePath, headless: wanted } = this.config;
    try {
      const { browser, found, headless } = await launchPrivateBrowser({ executablePath, headed: !wanted }, 'server');
      this.log(`launched ${found.path} (${found.source}, ${headless ? 'headless' : 'headed'})`);
      return browser;
    } catch (err) {
      throw err instanceof BrowserAccessError ? new ToolError(err.message) : err;
    }
  }

  private async forget(): Promise<void> {
    const browser = this.browser;
    // A launched browser that is still running is kept, with its tabs: only a tab or context went
    // away, and dropping it would leave its process running while the next attach launches another.
    if (this.launched && browser?.isConnected()) return;
    this.browser = undefined;
    this.tabs = new PageHandles(!this.launched, this.newSentRecord);
    // Over CDP this only disconnects; a launched browser that disconnected is ended for good.
    await browser?.close().catch(() => undefined);
  }

  /** Lets go of the browser: the shared one keeps running, a launched one is closed. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const browser = this.browser;
    this.browser = undefined;
    await browser?.close().catch(() => undefined);
  }
}

/** How long a failed load waits for Chromium to commit its error page, which it does at once. */
const ERROR_PAGE_WAIT_MS = 3_000;

/** The next commit of Chromium's error page in the tab's main frame, from now on. */
function nextErrorPage(page: Page): { committed(timeoutMs: number): Promise<void>; dispose(): void } {
  let shown = false;
  let wake: (() => void) | undefined;
  const onNavigated = (frame: Frame) => {
    if (frame !== page.mainFrame() || !frame.url().startsWith('chrome-error:')) return;
    shown = true;
    wake?.();
  };
  page.on('framenavigated', onNavigated);
  return {
    async committed(timeoutMs) {
      if (shown) return;
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, timeoutMs);
      });
      clearTimeout(timer);
    },
    dispose: () => page.off('framenavigated', onNavigated),
  };
}

/** A navigation that Playwright saw cut short by another one. */
const INTERRUPTED = /interrupted by another navigation/;

/** Whether two URLs name the same document, whatever their fragments. */
function sameAddress(shown: string, asked: string): boolean {
  const withoutHash = (address: string) => {
    try {
      const parsed = new URL(address);
      parsed.hash = '';
      return parsed.href;
    } catch {
      return address;
    }
  };
  return withoutHash(shown) === withoutHash(asked);
}

/** What went wrong with a load, without Playwright's method name and the URL the message repeats. */
function loadError(cause: string, url: string): string {
  return cause.replace(/^page\.goto: /, '').replace(` at ${url}`, '');
}

/** Tabs showing a document: when more than one, a response names the url it read. */
function documentTabs(browser: Browser): number {
  const pages = browser.contexts().flatMap((context) => context.pages());
  return pages.filter((page) => !page.isClosed() && showsDocument(page)).length;
}

/** What is true of a tab showing Chromium's error page, and how to go on. */
async function errorPageHelp(tab: PageHandle): Promise<string> {
  const failed = await tab.world.failedUrl().catch(() => undefined);
  const what = failed
    ? `The active tab shows Chromium's error page: loading ${failed} failed.`
    : "The active tab shows Chromium's error page for a load that failed.";
  const retry = failed ? ` (e.g. {"url": ${JSON.stringify(failed)}})` : '';
  return `${what} Check that the app is running and the URL is right, then pass \`url\` to load it again${retry} or navigate with Playwright MCP (browser_navigate).`;
}
