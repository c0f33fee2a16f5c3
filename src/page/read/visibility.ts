// Visibility as Playwright judges it, so what we call visible is what Playwright MCP can click:
// a non-empty box and `visibility: visible`; `opacity: 0` stays visible. One addition (hint-design.md
// "Visibility"): content clipped away by a collapsed ancestor (zero size, overflow hidden) is hidden. And
// a region or collection shows what its children show when it has no box of its own.

import { composedParent } from '../dom/composed.js';
import { HINT_ATTR, isShown } from '../dom/elements.js';
import { roleHas } from '../vocabulary.js';

/** A region or collection hint that is rendered (not display:none or visibility:hidden), whatever its box. */
function isRenderedContainer(element: Element): boolean {
  return roleHas(element.getAttribute(HINT_ATTR.role), 'container') && isShown(element);
}

export interface VisibilityChecker {
  isVisible(element: Element): boolean;
}

const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';

/**
 * A checker for one pass over the page. It remembers, per ancestor, whether the content under it
 * is clipped away, so that each ancestor is judged once however many hints sit below it.
 */
export function createVisibilityChecker(): VisibilityChecker {
  const clippedBelow = new Map<Element, boolean>();

  /** The element collapses to nothing in a direction it clips: its content cannot be seen. */
  function collapsesContent(element: Element): boolean {
    const style = getComputedStyle(element);
    const clipsX = clips(style.overflowX);
    const clipsY = clips(style.overflowY);
    if (!clipsX && !clipsY) return false;
    const rect = element.getBoundingClientRect();
    return (clipsY && rect.height === 0) || (clipsX && rect.width === 0);
  }

  /**
   * Whether content inside `ancestor` is clipped away by it or by anything above it. A loop, not
   * recursion: a hostile page may nest elements deeper than the call stack goes.
   */
  function hidesContent(ancestor: Element): boolean {
    const unknown: Element[] = [];
    let hidden = false;
    for (let a: Element | null = ancestor; a; a = composedParent(a)) {
      const known = clippedBelow.get(a);
      if (known !== undefined) {
        hidden = known;
        break;
      }
      unknown.push(a);
    }
    // From the top down: once an ancestor hides content, everything below it does too.
    for (let i = unknown.length - 1; i >= 0; i--) {
      const element = unknown[i]!;
      hidden = hidden || collapsesContent(element);
      clippedBelow.set(element, hidden);
    }
    return hidden;
  }

  function hasVisibleText(node: Node): boolean {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  }

  function isBoxVisible(element: Element): boolean {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) {
      // A box on screen can still be invisible: visibility:hidden on it or above, or an ancestor
      // whose content-visibility skips it. display:none anywhere above would have left no box.
      return isShown(element);
    }
    // No box of its own: display:contents still shows something, through its children; so does a
    // region or collection whose content is all out of flow (the root of a portaled modal dialog
    // holds only fixed-position layers). Those are read and scoped, never clicked.
    const showsChildren =
      getComputedStyle(element).display === 'contents' || (isRenderedContainer(element) && !collapsesContent(element));
    if (!showsChildren) return false;
    for (const child of element.childNodes) {
      if (child.nodeType === Node.ELEMENT_NODE && isBoxVisible(child as Element)) return true;
      if (child.nodeType === Node.TEXT_NODE && hasVisibleText(child)) return true;
    }
    return false;
  }

  return {
    isVisible: (element) => {
      if (!isBoxVisible(element)) return false;
      const parent = composedParent(element);
      return parent === null || !hidesContent(parent);
    },
  };
}
