// semantic-hints-mcp/playwright: hint checks for Playwright Test. `test` gives each test `hints`
// (snapshot, observe, review of its page) and the opt-in `hintReview` of every page state it
// visits; `expect` adds `toHaveNoHintGaps`. The reporter is semantic-hints-mcp/playwright/reporter.

import { expect as baseExpect } from '@playwright/test';
import { hintMatchers } from './matcher.js';

export { test } from './fixture.js';
export type { HintFixtures, HintOptions, HintReviewOptions } from './fixture.js';
export { hintMatchers } from './matcher.js';
export type { HintGapOptions } from './matcher.js';
export { HintReadError, PageHints, hintsOf } from './page-hints.js';
export type { ObserveOptions } from './page-hints.js';
export type { HintReporterOptions } from './reporter.js';
export type {
  Condition,
  GapKind,
  HintEntry,
  ObservedElement,
  PageSnapshot,
  Review,
  ReviewArgs,
  SnapshotArgs,
} from '../page/types.js';

export const expect = baseExpect.extend(hintMatchers);
