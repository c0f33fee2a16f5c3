// The Playwright Test fixtures: `hints` (snapshot, observe and review of the test's own page) and,
// opt-in with `use: { hintReview: true }`, a review of every page state the test visits: each one
// as the test leaves it (src/browser/navigation-reviews.ts) and the one it ends in, attached to the
// test's result for the reporter (src/playwright/reporter.ts).

import { test as base } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { NavigationReviews } from '../browser/navigation-reviews.js';
import type { ReviewArgs } from '../page/types.js';
import { browserOf, hintsOf, HintReadError, notChromiumMessage } from './page-hints.js';
import type { PageHints } from './page-hints.js';
import { REVIEW_ATTACHMENT, REVIEW_CONTENT_TYPE, attachmentBody } from './review-attachment.js';
import type { ReviewedState } from './review-attachment.js';

/** What each automatic review reads: `true` is the whole page, hidden elements left out, with suggestions. */
export interface HintReviewOptions {
  scope?: string;
  includeHidden?: boolean;
  /** Propose a hint for each gap (on unless false). */
  suggest?: boolean;
}

export interface HintFixtures {
  /** The hints of the test's `page`. */
  hints: PageHints;
}

export interface HintOptions {
  /** Review every page state the test visits and attach the reviews to its result; off by default. */
  hintReview: boolean | HintReviewOptions;
}

function reviewArgsOf(option: true | HintReviewOptions): ReviewArgs {
  const options = option === true ? {} : option;
  return {
    ...(options.scope === undefined ? {} : { scope: options.scope }),
    ...(options.includeHidden === undefined ? {} : { includeHidden: options.includeHidden }),
    suggest: options.suggest ?? true,
  };
}

/** The state the page ends in; none when it cannot be read any more (closed, or held by a dialog). */
async function endState(page: Page, args: ReviewArgs): Promise<ReviewedState | undefined> {
  if (page.isClosed() || !/^(https?|file):/.test(page.url())) return undefined;
  const hints = hintsOf(page);
  try {
    const screen = await hints.screen();
    const review = await hints.review(args);
    const counts = await hints.outlined(args.scope === undefined ? {} : { scope: args.scope });
    return { url: page.url(), ...(screen === undefined ? {} : { screen }), review, ...counts, when: 'end' };
  } catch (err) {
    if (err instanceof HintReadError) return { url: page.url(), error: err.pageError, when: 'end' };
    return undefined;
  }
}

/** Runs the test on `page` with its states reviewed, then attaches the reviews. */
async function reviewingStates(
  page: Page,
  option: true | HintReviewOptions,
  run: () => Promise<void>,
  testInfo: TestInfo,
): Promise<void> {
  const browser = browserOf(page);
  if (browser !== undefined && browser !== 'chromium') {
    testInfo.annotations.push({ type: 'semantic-hints', description: `not reviewed: ${notChromiumMessage(browser)}` });
    return run();
  }
  const args = reviewArgsOf(option);
  const navigationReviews = await NavigationReviews.start(page, args);
  try {
    await run();
  } finally {
    await navigationReviews.stop();
    const end = await endState(page, args);
    const states: ReviewedState[] = [
      ...navigationReviews.states.map((state) => ({ ...state, when: 'left' as const })),
      ...(end ? [end] : []),
    ];
    if (states.length > 0)
      await testInfo.attach(REVIEW_ATTACHMENT, { body: attachmentBody(states), contentType: REVIEW_CONTENT_TYPE });
  }
}

export const test = base.extend<HintFixtures & HintOptions>({
  hintReview: [false, { option: true }],
  page: async ({ page, hintReview }, use, testInfo) => {
    if (hintReview === false) return use(page);
    await reviewingStates(page, hintReview, () => use(page), testInfo);
  },
  hints: async ({ page }, use) => {
    await use(hintsOf(page));
  },
});
