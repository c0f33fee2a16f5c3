// Visibility as Playwright judges it, so what we call visible is what Playwright MCP can click:
// a non-empty box and `visibility: visible`; `opacity: 0` stays visible. One addition from the
// rulings: content clipped away by a collapsed ancestor (zero size, overflow hidden) is hidden.

export interface VisibilityChecker {
  isVisible(element: Element): boolean;
}

/** A checker for one snapshot: it caches per-ancestor clipping, which would otherwise be recomputed per element. */
export function createVisibilityChecker(): VisibilityChecker {
  const clipsAway = new Map<Element, boolean>();

  function collapsesContent(ancestor: Element): boolean {
    let cached = clipsAway.get(ancestor);
    if (cached === undefined) {
      const style = getComputedStyle(ancestor);
      const clips = (v: string) => v === 'hidden' || v === 'clip';
      cached = false;
      if (clips(style.overflowX) || clips(style.overflowY)) {
        const rect = ancestor.getBoundingClientRect();
        cached = (clips(style.overflowY) && rect.height === 0) || (clips(style.overflowX) && rect.width === 0);
      }
      clipsAway.set(ancestor, cached);
    }
    return cached;
  }

  function isClippedAway(element: Element): boolean {
    for (let a = element.parentElement; a; a = a.parentElement) {
      if (collapsesContent(a)) return true;
    }
    return false;
  }

  function isBoxVisible(element: Element): boolean {
    const style = getComputedStyle(element);
    if (style.display === 'contents') {
      for (const child of element.childNodes) {
        if (child.nodeType === Node.ELEMENT_NODE && isBoxVisible(child as Element)) return true;
        if (child.nodeType === Node.TEXT_NODE) {
          const range = document.createRange();
          range.selectNodeContents(child);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0 && rect.height > 0) return true;
        }
      }
      return false;
    }
    // checkVisibility covers display:none and content-visibility:hidden anywhere above.
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
    if (style.visibility !== 'visible') return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  }

  return {
    isVisible: (element) => isBoxVisible(element) && !isClippedAway(element),
  };
}
