// Elements a page makes clickable by script and look alone: a pointer cursor of their own, and no
// tag or role that makes them a control (a sortable table's column headers, a card a click opens).
// The review does not count them as controls, since the page does not expose them as such to
// assistive technology; an agent clicks them all the same, so the suggestion proposes their hint.

import { composedParent } from '../dom/composed.js';
import { isInteractive } from '../dom/elements.js';

/** Whether the browser paints a pointer cursor over the element, set on it rather than inherited. */
function hasOwnPointer(element: Element): boolean {
  if (getComputedStyle(element).cursor !== 'pointer') return false;
  const parent = composedParent(element);
  return parent === null || getComputedStyle(parent).cursor !== 'pointer';
}

/** Whether an element or one of its ancestors is a control or a label (a click there reaches the control). */
function insideControl(element: Element): boolean {
  for (let node: Element | null = element; node; node = composedParent(node))
    if (isInteractive(node) || node.localName === 'label') return true;
  return false;
}

/**
 * Whether an element is clickable by look alone: its own pointer cursor, text to name it by, no
 * control in or around it, and nothing hiding it from assistive technology. An empty one (a
 * switch's track) is a part of the control beside it.
 */
export function looksClickable(element: Element): boolean {
  if (!hasOwnPointer(element) || insideControl(element)) return false;
  if (!(element instanceof HTMLElement) || element.innerText.trim() === '') return false;
  if (element.closest('[aria-hidden="true" i]')) return false;
  return ![...element.querySelectorAll('*')].some(isInteractive);
}

/** The elements of the document that are clickable by look alone and shown, in document order. */
export function clickableLooks(isVisible: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walker = document.createTreeWalker(document.body ?? document.documentElement, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node as Element;
    if (looksClickable(element) && isVisible(element)) found.push(element);
  }
  return found;
}
