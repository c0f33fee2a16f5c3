// Every tab of the browser this server reads, from the moment it attaches, each as its page handle.
// Installs the in-page activity recorder (src/page/watch/activity.ts) in each tab, and notes on the Node
// side when each was opened or navigated, for tabs whose document cannot be read (an error page, a
// browser page). A handle lives as long as its tab; the set as long as its browser connection.

import type { BrowserContext, Page } from 'playwright-core';
import { PageHandle } from './page-handle.js';

function leaveToDriver(): void {}

export class PageHandles<SentRecord> {
  private readonly handles = new Map<Page, PageHandle<SentRecord>>();
  private readonly watchedContexts = new WeakSet<BrowserContext>();

  /**
   * `shared`: the browser another client drives (not the private fallback, where nobody would close
   * a dialog). `newSentRecord`: what the tools keep of a tab, as it starts.
   */
  constructor(
    private readonly shared: boolean,
    private readonly newSentRecord: () => SentRecord,
  ) {}

  /**
   * Starts watching every context and page the browser has now and opens later; resolves once the
   * recorder is in place in the pages there are now (a page that fails keeps its Node-side times).
   */
  async watch(contexts: BrowserContext[]): Promise<void> {
    const installs: Promise<void>[] = [];
    for (const context of contexts) {
      if (!this.watchedContexts.has(context)) {
        this.watchedContexts.add(context);
        // Playwright dismisses a dialog that nobody listens for; in the shared browser this server
        // only reads, so it listens and leaves every dialog to the client that drives the page.
        if (this.shared) context.on('dialog', leaveToDriver);
        context.on('page', (page) => {
          this.of(page).touch();
          void this.track(page);
        });
      }
      for (const page of context.pages()) installs.push(this.track(page));
    }
    await Promise.all(installs);
  }

  /** The handle of `page`, made when first asked for and dropped when the tab closes. */
  of(page: Page): PageHandle<SentRecord> {
    let handle = this.handles.get(page);
    if (!handle) {
      const made = new PageHandle(page, this.newSentRecord());
      this.handles.set(page, made);
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) made.touch();
      });
      page.once('close', () => {
        this.handles.delete(page);
        void made.dispose();
      });
      handle = made;
    }
    return handle;
  }

  private async track(page: Page): Promise<void> {
    // A tab closing, or a browser page that refuses the script: its Node-side times still rank it.
    await this.of(page)
      .world.track()
      .catch(() => undefined);
  }
}
