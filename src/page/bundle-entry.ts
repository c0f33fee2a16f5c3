// The bundle's entry: installs the page functions on the global object of the isolated world the
// server evaluates in. Page scripts live in another world and can neither see nor replace them.

import { activityState, clickLedTo, trackActivity } from './watch/activity.js';
import { withComposedPass } from './dom/composed.js';
import { withTextMemo } from './dom/elements.js';
import { withLabelIndex } from './read/name.js';
import { frameOwner } from './read/frames.js';
import { indexedElementsWithId } from './watch/id-index.js';
import { pageLinks } from './read/links.js';
import { withModalPass } from './read/modal.js';
import { outlineCounts, overlay } from './overlay/overlay.js';
import { review } from './review/review.js';
import { snapshot } from './read/snapshot.js';
import { describeFacts, refreshPageFacts } from './dom/page-facts.js';
import { watch, watchUnlessFramed } from './watch/watch.js';
import type { PageApi } from './types.js';

/**
 * A pass over the whole page finds out once which modal is open, reads every label once up front
 * and each element's text at most once. The page-wide facts are brought up to date once, as
 * observe's are (page-facts.ts); a review, which reads the whole page anyway, recomputes them.
 */
const wholePage = <T>(read: () => T): T =>
  withComposedPass(() => withModalPass(() => withLabelIndex(() => withTextMemo(read))));
const recomputedWholePage = <T>(read: () => T): T =>
  withComposedPass(() => {
    refreshPageFacts();
    return wholePage(read);
  });

const api: PageApi = {
  snapshot: (args) => wholePage(() => snapshot(args)),
  activity: () => activityState(),
  clickLedTo: ({ to }) => clickLedTo(to),
  watch: (args) => watch(args),
  watchUnlessFramed: (args) => watchUnlessFramed(args),
  pageFacts: ({ key }) => describeFacts(key),
  review: (args) => recomputedWholePage(() => review(args)),
  overlay: (args) => recomputedWholePage(() => overlay(args)),
  outlineCounts: (args) => recomputedWholePage(() => outlineCounts(args)),
  pageLinks: (args) => withComposedPass(() => pageLinks(args)),
  locate: ({ ids }) => ids.map((id) => indexedElementsWithId(id).length),
  frameOwner: (element) => frameOwner(element),
};

(globalThis as unknown as { __semanticHints: PageApi }).__semanticHints = api;
// Where the document-start recorder missed this document (it loaded before the server attached).
trackActivity();
