// Watches every tab from the moment the server attaches: installs the in-page activity recorder
// (src/page/activity.ts) in each, and notes, on the Node side, when each was opened or navigated,
// for tabs whose document cannot be read (an error page, a browser page). Both are epoch ms.

import type { BrowserContext, Page } from 'playwright-core';
import { isolatedWorld } from './isolated-world.js';

function leaveToDriver(): void {}

export class PageActivity {
  private readonly lastSeen = new WeakMap<Page, number>();
  private readonly watchedContexts = new WeakSet<BrowserContext>();
  private readonly watchedPages = new WeakSet<Page>();

  /** `shared`: the browser another client drives (not the private fallback, where nobody would close a dialog). */
  constructor(private readonly shared: boolean) {}

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
          this.touch(page);
          void this.watchPage(page);
        });
      }
      for (const page of context.pages()) installs.push(this.watchPage(page));
    }
    await Promise.all(installs);
  }

  private async watchPage(page: Page): Promise<void> {
    if (this.watchedPages.has(page)) return;
    this.watchedPages.add(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.touch(page);
    });
    // A tab closing, or a browser page that refuses the script: its Node-side times still rank it.
    await isolatedWorld(page)
      .track()
      .catch(() => undefined);
  }

  touch(page: Page): void {
    this.lastSeen.set(page, Date.now());
  }

  /** When this server last saw the page opened or navigated; 0 when not since it attached. */
  seenAt(page: Page): number {
    return this.lastSeen.get(page) ?? 0;
  }
}
