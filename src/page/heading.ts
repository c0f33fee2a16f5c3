// The heading that names a region or a collection (hint-design.md, names): its first visible
// h1–h6 or role=heading in composed order, not counting headings inside the hints it holds.

import { hasComposedMatch } from './composed.js';
import { HINT_ATTR } from './dom.js';

const HEADING_SELECTOR = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/**
 * The first heading of `container` that `isVisible` accepts, or null. A hint inside the container
 * (a nested region, a collection's item, a card) owns the headings below it, so its subtree is
 * skipped; a heading that is itself a hint still counts. Open shadow roots are read in composed
 * order, a host's shadow tree before its own children, as composed.ts orders them. Each region's
 * walk stops at the hints it holds, so all the walks of a snapshot together cost one pass.
 */
export function firstHeading(container: Element, isVisible: (element: Element) => boolean): Element | null {
  // Most containers hold no heading at all: a native query says so without a walk.
  if (!hasComposedMatch(container, HEADING_SELECTOR)) return null;
  // A stack, not recursion: a hostile page may nest deeper than the call stack goes.
  const pending: Element[] = [];
  const pushChildrenOf = (element: Element) => {
    for (let child = element.lastElementChild; child; child = child.previousElementSibling) pending.push(child);
    const shadow = element.shadowRoot;
    if (shadow)
      for (let child = shadow.lastElementChild; child; child = child.previousElementSibling) pending.push(child);
  };
  pushChildrenOf(container);
  for (let element = pending.pop(); element; element = pending.pop()) {
    if (element.matches(HEADING_SELECTOR)) {
      if (isVisible(element)) return element;
      continue;
    }
    if (element.getAttribute(HINT_ATTR.id)) continue;
    pushChildrenOf(element);
  }
  return null;
}
