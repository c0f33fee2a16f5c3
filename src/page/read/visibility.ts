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

const NOT_CLIPPING = new Set(['visible']);
/** Overflow no scroll moves, not even a script's (`hidden` is scrolled by a click into view). */
const UNSCROLLABLE = new Set(['clip']);

/** What an element's style does to the content it holds, read once a pass; its position only when asked. */
class Clip {
  /** Its overflow in each direction is not `visible`: it clips there. */
  readonly x: boolean;
  readonly y: boolean;
  /** It clips there and its content cannot be scrolled into view (`clip`). */
  readonly fixedX: boolean;
  readonly fixedY: boolean;
  /** Its computed `clip-path`, `none` for none. */
  readonly clipPath: string;
  #position: string | undefined;

  constructor(private readonly style: CSSStyleDeclaration) {
    // One read of the shorthand, `visible` or `<x> <y>`, instead of one per direction.
    const [overflowX = '', overflowY = overflowX] = style.overflow.split(' ');
    this.x = !NOT_CLIPPING.has(overflowX);
    this.y = !NOT_CLIPPING.has(overflowY);
    this.fixedX = UNSCROLLABLE.has(overflowX);
    this.fixedY = UNSCROLLABLE.has(overflowY);
    this.clipPath = style.clipPath;
  }

  /** Whether it clips at all: only then can it cut anything away, whatever the box below. */
  get clips(): boolean {
    return this.x || this.y || this.clipPath !== 'none';
  }

  /**
   * Its computed `position`: content out of flow escapes the clips of what lies around it. Read
   * only where something above may clip, which on most pages is nowhere.
   */
  get position(): string {
    return (this.#position ??= this.style.position);
  }
}

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
 * A visually hidden box: at most 1px each way, not empty. It hides what it holds from sight only,
 * as Chromium keeps that in its tree and the label or thumb beside it is what a person operates
 * (React Aria wraps its radios, checkboxes, switches and slider inputs in one).
 */
const isVisuallyHidden = (rect: DOMRect): boolean =>
  rect.width > 0 && rect.height > 0 && rect.width <= 1 && rect.height <= 1;

/**
 * Which ancestors' overflow a box escapes, by its position and those of the ancestors passed on the
 * way up: one in flow, none; an absolute one, those of the static ancestors below its positioned
 * one; a fixed one, every ancestor's. In that order each escapes all that the one before it does,
 * so what cuts nothing away from a box in flow cuts nothing away from any.
 */
type Flow = 0 | 1 | 2;
const IN_FLOW: Flow = 0;
const ABSOLUTE: Flow = 1;
const FIXED: Flow = 2;
const FLOWS = [IN_FLOW, ABSOLUTE, FIXED] as const;

const flowOf = (position: string): Flow =>
  position === 'fixed' ? FIXED : position === 'absolute' ? ABSOLUTE : IN_FLOW;

/** The flow of a box above an ancestor of computed `position`: its containing block's, once positioned. */
const flowAbove = (flow: Flow, position: string): Flow =>
  flow === FIXED || position === 'static' ? flow : flowOf(position);

/** An `overflow: clip` box that a box below it must meet, in the directions it clips. */
interface Bound {
  rect: DOMRect;
  x: boolean;
  y: boolean;
}

/** Every box below is cut away, whatever it is. */
const CUT = 'cut';
/** What the ancestors from one element up do to a box below them: cut it away, or keep it only where it meets each bound. */
type Above = typeof CUT | readonly Bound[];
const NOTHING: readonly Bound[] = [];

const meets = (box: DOMRect, { rect, x, y }: Bound): boolean =>
  !(x && (box.right <= rect.left || box.left >= rect.right)) &&
  !(y && (box.bottom <= rect.top || box.top >= rect.bottom));

/**
 * A checker for one pass over the page, which does not change during it. It remembers each
 * element's box and what its style does to the content it holds, and, per element and flow, what
 * the element and its ancestors do to a box below them: the walk to the root is shared by every
 * hint below, each of which then costs a few lookups and reads of its own.
 */
export function createVisibilityChecker(): VisibilityChecker {
  const clipOf = new Map<Element, Clip>();
  const rectOf = new Map<Element, DOMRect>();
  const aboveOf = FLOWS.map(() => new Map<Element, Above>());
  const visibleOf = new Map<Element, boolean>();
  const clipsAboveOf = new Map<Element, boolean>();

  function clip(element: Element): Clip {
    let known = clipOf.get(element);
    if (!known) {
      known = new Clip(getComputedStyle(element));
      clipOf.set(element, known);
    }
    return known;
  }

  /**
   * Whether `start` or an ancestor clips at all, remembered for each element on the way: where
   * none does, nothing above cuts any box away, whatever its flow, and no position is read.
   */
  function clipsAbove(start: Element): boolean {
    const path: Element[] = [];
    let result = false;
    for (let at: Element | null = start; at; at = composedParent(at)) {
      const known = clipsAboveOf.get(at);
      if (known !== undefined) {
        result = known;
        break;
      }
      path.push(at);
      if (clip(at).clips) {
        result = true;
        break;
      }
    }
    for (const at of path) clipsAboveOf.set(at, result);
    return result;
  }

  function rect(element: Element): DOMRect {
    let known = rectOf.get(element);
    if (!known) {
      known = element.getBoundingClientRect();
      rectOf.set(element, known);
    }
    return known;
  }

  /** The element collapses to nothing in a direction it clips: its content cannot be seen. */
  function collapsesContent(element: Element): boolean {
    const { x, y } = clip(element);
    if (!x && !y) return false;
    const { width, height } = rect(element);
    return (y && height === 0) || (x && width === 0);
  }

  /**
   * What an ancestor's own clip does to a box below it of flow `flow`: it cuts the box away when
   * it collapses to nothing in a direction it clips, or its clip-path leaves nothing; with
   * `overflow: clip` (no scroll moves it) it keeps only what meets its box. Content
   * `overflow: hidden` clips is not cut away: a click scrolls it into view, as it does the rest.
   * A visually hidden box cuts nothing away (it keeps a control for assistive technology), and
   * overflow clips only what the ancestor contains as a block (clip-path cuts everything inside).
   */
  function ownPart(at: Element, flow: Flow): Bound | typeof CUT | undefined {
    const around = clip(at);
    if (!around.clips) return undefined;
    const box = rect(at);
    if (isVisuallyHidden(box)) return undefined;
    if (around.clipPath !== 'none' && cutsAll(around.clipPath, box.width, box.height)) return CUT;
    const escapes = flow === FIXED || (flow === ABSOLUTE && around.position === 'static');
    if (escapes) return undefined;
    if ((around.y && box.height === 0) || (around.x && box.width === 0)) return CUT;
    return around.fixedX || around.fixedY ? { rect: box, x: around.fixedX, y: around.fixedY } : undefined;
  }

  /**
   * What `start` and every ancestor above it do to a box of flow `flow` below `start`, remembered
   * for each element on the way: a later walk stops at the first it meets.
   */
  function above(start: Element | null, flow: Flow): Above {
    if (!start || !clipsAbove(start)) return NOTHING;
    const known = aboveOf[flow]!.get(start);
    if (known !== undefined) return known;
    const path: Array<[Element, Flow]> = [];
    let result: Above = NOTHING;
    for (let at: Element | null = start, on = flow; at; at = composedParent(at)) {
      const met = aboveOf[on]!.get(at);
      if (met !== undefined) {
        result = met;
        break;
      }
      path.push([at, on]);
      on = flowAbove(on, clip(at).position);
    }
    for (let i = path.length - 1; i >= 0; i--) {
      const [at, on] = path[i]!;
      // Once cut away, nothing below is asked.
      if (result !== CUT) {
        const part = ownPart(at, on);
        if (part === CUT) result = CUT;
        else if (part) result = [part, ...result];
      }
      aboveOf[on]!.set(at, result);
    }
    return result;
  }

  /**
   * Whether an ancestor's clip cuts the element, of box `box`, away entirely (ownPart); a part left
   * in view keeps it visible. The element's own clip cuts nothing away here: it keeps a control for
   * assistive technology (MUI's slider inputs clip themselves). Its own position is read only when
   * something above may cut away a box in flow: a box out of flow escapes no more than one in it.
   */
  function clippedAway(element: Element, box: DOMRect): boolean {
    const parent = composedParent(element);
    const inFlow = above(parent, IN_FLOW);
    if (inFlow !== CUT && inFlow.length === 0) return false;
    const flow = flowOf(clip(element).position);
    const chain = flow === IN_FLOW ? inFlow : above(parent, flow);
    return chain === CUT || !chain.every((bound) => meets(box, bound));
  }

  function hasVisibleText(node: Node): boolean {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  }

  function isBoxVisible(element: Element, box: DOMRect): boolean {
    if (box.width > 0 && box.height > 0) {
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
      if (child.nodeType === Node.ELEMENT_NODE && isBoxVisible(child as Element, rect(child as Element))) return true;
      if (child.nodeType === Node.TEXT_NODE && hasVisibleText(child)) return true;
    }
    return false;
  }

  return {
    isVisible(element) {
      let visible = visibleOf.get(element);
      if (visible === undefined) {
        const box = rect(element);
        visible = isBoxVisible(element, box) && !clippedAway(element, box);
        visibleOf.set(element, visible);
      }
      return visible;
    },
  };
}
