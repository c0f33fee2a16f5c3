// The heading that names a region or a collection (hint-design.md "Names"): its first visible
// h1–h6 or role=heading in composed order that belongs to it rather than to a hint it holds.

import { composedParent, hasComposedMatch } from '../dom/composed.js';
import { HINT_ATTR, NON_EMPTY_ID_SELECTOR, hintedElements } from '../dom/elements.js';
import { parseMemberId } from '../codec/member-id.js';

const HEADING_SELECTOR = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/** Whether every hint of `element` (itself included) belongs to one collection item: one prefix and key. */
function holdsOneItem(element: Element): boolean {
  let item: string | undefined;
  for (const hint of hintedElements(element)) {
    const member = parseMemberId(hint.getAttribute(HINT_ATTR.id)!);
    if (!member) return false;
    const key = `${member.prefix}\n${member.key}`;
    if (item === undefined) item = key;
    else if (item !== key) return false;
  }
  return item !== undefined;
}

/**
 * Whether `heading` is an item's heading, not the container's: the nearest element from the heading
 * up (below the container) that is or holds a hint holds only one item's hints, as a card's
 * `<li><h3>Alpha</h3><a data-semtag-id="products.item.alpha">` does. A heading beside other hints
 * (a close button) or in a wrapper around many items is the container's. `verdicts` remembers
 * each element judged, for the other headings in it.
 */
function isItemHeading(heading: Element, container: Element, verdicts: Map<Element, boolean>): boolean {
  for (let element: Element | null = heading; element && element !== container; element = composedParent(element)) {
    const known = verdicts.get(element);
    if (known !== undefined) return known;
    if (!element.getAttribute(HINT_ATTR.id) && !hasComposedMatch(element, NON_EMPTY_ID_SELECTOR)) continue;
    const verdict = holdsOneItem(element);
    verdicts.set(element, verdict);
    return verdict;
  }
  return false;
}

/**
 * The first heading of `container` that is its own and that `isVisible` accepts, or null. A hint
 * inside the container (a nested region or collection, a card) owns the headings inside it, so its
 * subtree is skipped, and so is an item's heading beside the item's hint (isItemHeading); a heading
 * that is itself a hint (not an item) still counts. Open shadow roots are read in composed order, a
 * host's shadow tree before its own children, as dom/composed.ts orders them. A walk stops at the hints
 * the container holds, so the walks of all regions together visit each element about once.
 */
export function firstHeading(container: Element, isVisible: (element: Element) => boolean): Element | null {
  // Most containers hold no heading at all: a native query says so without a walk.
  if (!hasComposedMatch(container, HEADING_SELECTOR)) return null;
  const verdicts = new Map<Element, boolean>();
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
      if (!isItemHeading(element, container, verdicts) && isVisible(element)) return element;
      continue;
    }
    if (element.getAttribute(HINT_ATTR.id)) continue;
    pushChildrenOf(element);
  }
  return null;
}
