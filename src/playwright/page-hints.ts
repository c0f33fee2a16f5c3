// A test's view of its page's hints: the snapshot, observe and review the MCP tools give an agent,
// read by the same page code in the same isolated world (src/browser/isolated-world.ts), with the
// page's same-origin frames merged in as the tools merge them. One world per page, shared by the
// fixture and the matcher. Chromium only: the world is made over CDP.

import type { Page } from 'playwright-core';
import { IsolatedWorld } from '../browser/isolated-world.js';
import type {
  Condition,
  ObservedElement,
  OutlineCounts,
  PageError,
  PageSnapshot,
  Review,
  ReviewArgs,
  SnapshotArgs,
} from '../page/types.js';
import { readReview, readSnapshot, readWatch } from '../frames/read-documents.js';
import { pageErrorFact } from '../messages/page-error-facts.js';
import { changedTooEarlyNote } from '../messages/wait-notes.js';

/** Why a page on another browser cannot be read, and what to do about it. */
export function notChromiumMessage(browser: string): string {
  return (
    `semantic-hints reads hints only in Chromium: its page code runs in an isolated world made over CDP, which ${browser} does not offer. ` +
    "Run the hint checks in a chromium project, or skip them elsewhere: test.skip(browserName !== 'chromium')."
  );
}

/** The browser a page runs in, when Playwright says (a persistent context has no Browser object). */
export function browserOf(page: Page): string | undefined {
  return page.context().browser()?.browserType().name();
}

export interface ObserveOptions {
  /**
   * Wait in the page until the ids meet this condition, as semantic_observe's `until`; `changed`
   * compares with what the last observe of each id returned, else with its state when this one began.
   */
  until?: Condition;
  /** How long `until` may wait; 5000 ms unless given. */
  timeoutMs?: number;
  /** The frame to look in, as a snapshot entry's `frame` names it. */
  frame?: string;
}

const DEFAULT_WAIT_MS = 5_000;

/** A page error as an Error whose message says what the page could not do. */
export class HintReadError extends Error {
  constructor(readonly pageError: PageError) {
    super(pageErrorFact(pageError, 'scope'));
    this.name = 'HintReadError';
  }
}

export class PageHints {
  /** What observe last returned for each id (null: absent), the baseline of `changed`. */
  private readonly sent = new Map<string, ObservedElement | null>();

  constructor(private readonly world: IsolatedWorld) {}

  /** The role-grouped snapshot semantic_snapshot answers with. */
  async snapshot(args: SnapshotArgs = {}): Promise<PageSnapshot> {
    const result = await readSnapshot(this.world, args);
    if (!result.ok) throw new HintReadError(result.error);
    return result.value;
  }

  /**
   * The entries of hinted elements by id, as semantic_observe reads them; with `until`, once they
   * meet it (an Error when `timeoutMs` passes first, naming what they show).
   */
  async observe(ids: string | readonly string[], options: ObserveOptions = {}): Promise<ObservedElement[]> {
    const list = typeof ids === 'string' ? [ids] : [...ids];
    const timeoutMs = options.until === undefined ? 0 : (options.timeoutMs ?? DEFAULT_WAIT_MS);
    const reported = Object.fromEntries(list.flatMap((id) => (this.sent.has(id) ? [[id, this.sent.get(id)!]] : [])));
    const result = await readWatch(
      this.world,
      { ids: list, timeoutMs, reported, ...(options.until === undefined ? {} : { until: options.until }) },
      options.frame,
    );
    if (!result.ok) throw new HintReadError(result.error);
    for (const element of result.value) this.sent.set(element.id, 'absent' in element ? null : element);
    if (result.timedOut) {
      const note =
        options.until === 'changed' ? changedTooEarlyNote(list.filter((id) => !(id in reported))) : undefined;
      throw new Error(
        `${list.join(', ')} did not become ${JSON.stringify(options.until)} within ${timeoutMs} ms; now: ${JSON.stringify(result.value)}${note ? `. ${note}` : ''}`,
      );
    }
    return result.value;
  }

  /** The hint review semantic_review answers with; `suggest` adds a proposed hint for each gap it can fix. */
  async review(args: ReviewArgs = {}): Promise<Review> {
    const result = await readReview(this.world, args);
    if (!result.ok) throw new HintReadError(result.error);
    return result.value;
  }

  /**
   * How many hinted elements and gap elements the review overlay outlines in the page (its frames
   * left out): the hint report's Hinted and Flagged columns.
   */
  async outlined(args: { scope?: string } = {}): Promise<OutlineCounts> {
    const result = await this.world.call('outlineCounts', args);
    if (!result.ok) throw new HintReadError(result.error);
    return result.value;
  }

  /** The screen the page says it shows (its `screen` hint), if any. */
  async screen(): Promise<string | undefined> {
    return (await this.world.call('pageLinks', { allLinks: false })).screen;
  }
}

const pages = new WeakMap<Page, PageHints>();

/** The hints of `page` (one per page), read in its one isolated world; an Error on a browser other than Chromium. */
export function hintsOf(page: Page): PageHints {
  const browser = browserOf(page);
  if (browser !== undefined && browser !== 'chromium') throw new Error(notChromiumMessage(browser));
  let hints = pages.get(page);
  if (!hints) {
    hints = new PageHints(new IsolatedWorld(page));
    pages.set(page, hints);
  }
  return hints;
}
