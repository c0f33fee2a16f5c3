// Remembers which tabs were opened or navigated most recently, as this server has seen since it
// attached. Headless Chromium reports every tab visible and focused, and lists its first tab last
// after a CDP attach, so recency is what tells the tab an agent is working in.

import type { BrowserContext, Page } from 'playwright-core';

export class PageActivity {
  private clock = 0;
  private readonly lastActive = new WeakMap<Page, number>();
  private readonly watchedContexts = new WeakSet<BrowserContext>();
  private readonly watchedPages = new WeakSet<Page>();

  /** Starts watching every context and page the browser has now; call before each page choice. */
  watch(contexts: BrowserContext[]): void {
    for (const context of contexts) {
      if (!this.watchedContexts.has(context)) {
        this.watchedContexts.add(context);
        context.on('page', (page) => {
          this.watchPage(page);
          this.touch(page);
        });
      }
      for (const page of context.pages()) this.watchPage(page);
    }
  }

  private watchPage(page: Page): void {
    if (this.watchedPages.has(page)) return;
    this.watchedPages.add(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.touch(page);
    });
  }

  touch(page: Page): void {
    this.lastActive.set(page, ++this.clock);
  }

  /** Higher is more recent; 0 for a page not seen active since attach. */
  recency(page: Page): number {
    return this.lastActive.get(page) ?? 0;
  }
}
