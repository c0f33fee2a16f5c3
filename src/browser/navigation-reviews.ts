// Reviews each state of a tab's page just before a navigation replaces it: the page code runs at
// every document start in an isolated world of its own, and reviews the page there on
// beforeunload (the last event whose binding call still reaches Node) or when a same-document
// navigation (history API, hash) is about to change it (the Navigation API's navigate event fires
// before the app renders the new route). The review crosses to Node through a CDP binding that
// only that world holds, in order with the navigation itself, so no state is missed however fast a
// test moves on. Used by the Playwright Test fixture's automatic review.

import type { CDPSession, Page } from 'playwright-core';
import type { OutlineCounts, PageError, Review, ReviewArgs } from '../page/types.js';
import { PAGE_BUNDLE } from './page-bundle.generated.js';

const WORLD_NAME = 'semantic-hints-leaving';
const BINDING = '__semanticHintsLeft';

/** One page state as it was left: its review, or why it has none (the scope was not on it). */
export type LeftState =
  | ({ url: string; screen?: string; review: Review } & Partial<OutlineCounts>)
  | { url: string; screen?: string; error: PageError };

/**
 * The script that runs in the world at document start, main frame only. It holds the binding from
 * the start: nothing can replace it later in this world. http(s) and file pages only (not the
 * about:blank a tab starts with).
 */
function reviewOnNavigationScript(args: ReviewArgs): string {
  return `${PAGE_BUNDLE};
(() => {
  if (window !== window.top) return;
  const send = globalThis.${BINDING};
  const api = globalThis.__semanticHints;
  const args = ${JSON.stringify(args)};
  const report = () => {
    const url = location.href;
    if (!/^(https?|file):/.test(url)) return;
    let state;
    try {
      const screen = api.pageLinks({ allLinks: false }).screen;
      const result = api.review(args);
      const counts = result.ok ? api.outlineCounts({ scope: args.scope }) : undefined;
      state = result.ok
        ? { url, screen, review: result.value, ...(counts.ok ? counts.value : {}) }
        : { url, screen, error: result.error };
    } catch (err) {
      return;
    }
    send(JSON.stringify(state));
  };
  addEventListener('beforeunload', report);
  if (globalThis.navigation)
    navigation.addEventListener('navigate', (event) => {
      // A button that moves to another screen by script is told from an action by this alone.
      api.clickLedTo({ to: event.destination.url });
      if (event.destination.sameDocument) report();
    });
})();`;
}

export class NavigationReviews {
  private constructor(
    private readonly session: CDPSession,
    private readonly scriptId: string,
    /** Every state left so far, in order. */
    readonly states: readonly LeftState[],
  ) {}

  /** Starts reviewing the tab's states as they are left; the document shown now is not covered. */
  static async start(page: Page, args: ReviewArgs): Promise<NavigationReviews> {
    const session = await page.context().newCDPSession(page);
    const states: LeftState[] = [];
    session.on('Runtime.bindingCalled', (event: { name: string; payload: string }) => {
      if (event.name !== BINDING) return;
      try {
        states.push(JSON.parse(event.payload) as LeftState);
      } catch {
        // Not what the script sends: nothing to record.
      }
    });
    await session.send('Runtime.enable');
    await session.send('Page.enable');
    await session.send('Runtime.addBinding', { name: BINDING, executionContextName: WORLD_NAME });
    const { identifier } = await session.send('Page.addScriptToEvaluateOnNewDocument', {
      source: reviewOnNavigationScript(args),
      worldName: WORLD_NAME,
    });
    return new NavigationReviews(session, identifier, states);
  }

  /**
   * Stops reviewing, after every state reported before this call has arrived (a round trip on the
   * session that carries them). The tab may have closed meanwhile: then there is nothing more.
   */
  async stop(): Promise<void> {
    await this.session.send('Page.removeScriptToEvaluateOnNewDocument', { identifier: this.scriptId }).catch(() => {});
    await this.session.detach().catch(() => {});
  }
}
