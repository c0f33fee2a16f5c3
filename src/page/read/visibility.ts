// Visibility as Playwright judges it, so what we call visible is what Playwright MCP can click:
// a non-empty box and `visibility: visible`; `opacity: 0` stays visible. One addition
// (hint-design.md "Visibility"): content an ancestor's clip cuts away entirely (overflow other than
// visible, clip-path) is hidden; a partial clip changes nothing, and so does an element's own clip
// or a visually hidden box's (at most 1px each way), which keep a control for assistive technology.
// And a region or collection shows what its children show when it has no box of its own.

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

/** What an element does to the content it holds, read once a pass. */
interface Clip {
  /** Its overflow in each direction is not `visible`: it clips there. */
  x: boolean;
  y: boolean;
  /** It clips there and its content cannot be scrolled into view (`clip`). */
  fixedX: boolean;
  fixedY: boolean;
  rect: DOMRect;
  /** Its `clip-path` cuts everything away: an inset that meets itself, a circle or ellipse of no radius. */
  cutsAll: boolean;
  /** Its computed `position`: content out of flow escapes the clips of what lies around it. */
  position: string;
  /**
   * A visually hidden box: at most 1px each way, not empty. It hides what it holds from sight only,
   * as Chromium keeps that in its tree and the label or thumb beside it is what a person operates
   * (React Aria wraps its radios, checkboxes, switches and slider inputs in one).
   */
  visuallyHidden: boolean;
}

const NOT_CLIPPING = new Set(['visible']);
/** Overflow no scroll moves, not even a script's (`hidden` is scrolled by a click into view). */
const UNSCROLLABLE = new Set(['clip']);

/** A length of a clip-path inset: pixels, or a percentage of `size`. */
function insetLength(token: string, size: number): number {
  const value = Number.parseFloat(token);
  if (Number.isNaN(value)) return 0;
  return token.endsWith('%') ? (value / 100) * size : value;
}

/** Whether a computed `clip-path` leaves nothing of a box `width` by `height`. */
function cutsAll(clipPath: string, width: number, height: number): boolean {
  if (/^(circle|ellipse)\(\s*0(px)?(\s|\))/.test(clipPath)) return true;
  const inset = /^inset\(([^)]*)\)/.exec(clipPath);
  if (!inset) return false;
  const tokens = inset[1]!
    .split(/\s+round\s/)[0]!
    .trim()
    .split(/\s+/);
  const [top = '0', right = top, bottom = top, left = right] = tokens;
  return (
    insetLength(top, height) + insetLength(bottom, height) >= height ||
    insetLength(left, width) + insetLength(right, width) >= width
  );
}

/**
 * A checker for one pass over the page. It remembers, per element, what it does to the content
 * it holds, so that each ancestor's style is read once however many hints sit below it.
 */
export function createVisibilityChecker(): VisibilityChecker {
  const clipOf = new Map<Element, Clip>();

  function clip(element: Element): Clip {
    let known = clipOf.get(element);
    if (!known) {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      known = {
        x: !NOT_CLIPPING.has(style.overflowX),
        y: !NOT_CLIPPING.has(style.overflowY),
        fixedX: UNSCROLLABLE.has(style.overflowX),
        fixedY: UNSCROLLABLE.has(style.overflowY),
        rect,
        cutsAll: style.clipPath !== 'none' && cutsAll(style.clipPath, rect.width, rect.height),
        visuallyHidden: rect.width > 0 && rect.height > 0 && rect.width <= 1 && rect.height <= 1,
        position: style.position,
      };
      clipOf.set(element, known);
    }
    return known;
  }

  /** The element collapses to nothing in a direction it clips: its content cannot be seen. */
  function collapsesContent(element: Element): boolean {
    const { x, y, rect } = clip(element);
    return (y && rect.height === 0) || (x && rect.width === 0);
  }

  /**
   * Whether an ancestor's clip cuts the element away entirely: one collapsed to nothing in a
   * direction it clips, one whose clip-path leaves nothing, or one that clips without scrolling
   * (`clip`) and holds no part of the element's box. A part left in view keeps it visible, and so
   * does content `overflow: hidden` clips, which a click scrolls into view as it does the rest. The
   * element's own clip and a visually hidden box around it cut nothing away here: both keep a
   * control for assistive technology (MUI's slider inputs clip themselves). Overflow clips only
   * what its element contains as a block: a fixed element escapes every ancestor's, an absolute one
   * those of the ancestors below its positioned one (clip-path cuts everything inside).
   */
  function clippedAway(element: Element): boolean {
    const box = element.getBoundingClientRect();
    let { position } = clip(element);
    for (let at = composedParent(element); at; at = composedParent(at)) {
      const around = clip(at);
      if (!around.visuallyHidden) {
        if (around.cutsAll) return true;
        const escapes = position === 'fixed' || (position === 'absolute' && around.position === 'static');
        if (!escapes) {
          if (collapsesContent(at)) return true;
          const { rect } = around;
          if (around.fixedX && (box.right <= rect.left || box.left >= rect.right)) return true;
          if (around.fixedY && (box.bottom <= rect.top || box.top >= rect.bottom)) return true;
        }
      }
      if (position !== 'fixed' && around.position !== 'static') position = around.position;
    }
    return false;
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
    isVisible: (element) => isBoxVisible(element) && !clippedAway(element),
  };
}
