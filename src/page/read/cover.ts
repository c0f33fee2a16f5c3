// What is painted over a hint where a pointer would reach it: the hit test at its centre, when it
// is in view; for one out of view, what stays fixed over the viewport where it would be once
// scrolled into view (references/hint-design.md "`enabled`"). Elements with `pointer-events: none`
// are passed through by every hit test, so they cover nothing.

import { composedContains, composedParent } from '../dom/composed.js';
import { paintsAbove } from './paint-order.js';

/** What lies over a hint's centre: anything at all, and a layer that spans the whole viewport. */
export interface Cover {
  /** Something that is not the hint, nor inside it, nor around it, is painted over its centre. */
  covered: boolean;
  /** One of those spans the whole viewport: a backdrop, a scrim, a full-screen wall. */
  walled: boolean;
}

/** Whether the element's box spans the whole viewport. */
export function spansViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const root = document.documentElement;
  return box.left <= 0 && box.top <= 0 && box.right >= root.clientWidth && box.bottom >= root.clientHeight;
}

/**
 * The layers that could cover the whole viewport: elements a pointer at its centre finds whose
 * box spans it, the document and body aside. A layer that covers the whole viewport lies at its
 * centre, so one hit test finds every candidate.
 */
export function viewportSpanners(): Element[] {
  const root = document.documentElement;
  const stack = document.elementsFromPoint(root.clientWidth / 2, root.clientHeight / 2);
  return stack.filter((element) => element !== root && element !== document.body && spansViewport(element));
}

/** A hit that is the hint, inside it or around it: never what covers it. */
const hintOrAround = (hint: Element, hit: Element): boolean =>
  composedContains(hint, hit) || composedContains(hit, hint);

function centreOf(element: Element): [number, number] | undefined {
  const box = element.getBoundingClientRect();
  if (box.width <= 0 || box.height <= 0) return undefined;
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const root = document.documentElement;
  return x >= 0 && y >= 0 && x < root.clientWidth && y < root.clientHeight ? [x, y] : undefined;
}

/**
 * The hit test at the hint's centre: what lies above the hint. The stack is in paint order, top
 * first, and an element around the hint is painted beneath it: the first hit on the hint, inside
 * it or around it ends what lies above (a hint with `pointer-events: none` is not in the stack,
 * nor is what the pointer passes through).
 */
function coverAtCentre(hint: Element): Cover | undefined {
  const point = centreOf(hint);
  if (!point) return undefined;
  // A hint in a shadow root is found by its own root's hit test; the document's retargets it to its host.
  const root = hint.getRootNode() as Document | ShadowRoot;
  const cover = { covered: false, walled: false };
  for (const hit of root.elementsFromPoint(...point)) {
    if (hintOrAround(hint, hit)) break;
    cover.covered = true;
    if (spansViewport(hit)) cover.walled = true;
  }
  return cover;
}

/**
 * Whether the topmost hit at the hint's centre is the hint, inside it or around it, so that
 * nothing is painted over it: where coverAtCentre stops at its first hit, found by a hit test for
 * one element (a test for the whole stack walks every sibling under the point: 2,000 rows of a
 * list). False when the centre is out of view or something else is on top: the stack decides then.
 */
export function nothingOverCentre(hint: Element): boolean {
  const point = centreOf(hint);
  if (!point) return false;
  const top = (hint.getRootNode() as Document | ShadowRoot).elementFromPoint(...point);
  return top !== null && hintOrAround(hint, top);
}

/** Whether the element keeps its place on screen whatever the page's scroll: it or an ancestor is fixed. */
function staysOnScreen(element: Element): boolean {
  for (let at: Element | null = element; at; at = composedParent(at))
    if (getComputedStyle(at).position === 'fixed') return true;
  return false;
}

/**
 * What stays on screen at the points a scroll may bring an out-of-view hint's centre to, by the
 * hint's horizontal place and half height: one pass over a page's rows (a list behind a modal)
 * tests each place once.
 */
export type FixedAtPlaces = Map<string, Element[][]>;

/** The elements that stay on screen at `x` and each height of `ys`, the document and body aside. */
function fixedAt(x: number, ys: number[], known?: FixedAtPlaces): Element[][] {
  const key = `${Math.round(x)} ${Math.round(ys[0]!)}`;
  const found = known?.get(key);
  if (found) return found;
  const root = document.documentElement;
  const stacks = ys.map((y) =>
    document
      .elementsFromPoint(Math.round(x), y)
      .filter((hit) => hit !== root && hit !== document.body && staysOnScreen(hit)),
  );
  known?.set(key, stacks);
  return stacks;
}

/**
 * For a hint in the page's flow but out of view: what stays fixed over the viewport and is painted
 * above it at each place a scroll into view may leave its centre (the viewport's start, centre and
 * end, as Playwright tries them). Covered or walled only where it is so at every one. Undefined for
 * a hint no vertical scroll brings into view (beside the viewport, or fixed itself).
 */
function coverOnceInView(hint: Element, known?: FixedAtPlaces): Cover | undefined {
  const box = hint.getBoundingClientRect();
  if (box.width <= 0 || box.height <= 0) return undefined;
  const root = document.documentElement;
  const x = box.left + box.width / 2;
  if (x < 0 || x >= root.clientWidth || staysOnScreen(hint)) return undefined;
  // The start and end places depend on the hint's height; rows of one height share them.
  const half = Math.min(box.height, root.clientHeight) / 2;
  const places = [half, root.clientHeight / 2, root.clientHeight - half];
  const cover = { covered: true, walled: true };
  for (const stack of fixedAt(x, places, known)) {
    const over = stack.filter((hit) => !hintOrAround(hint, hit) && paintsAbove(hit, hint));
    cover.covered &&= over.length > 0;
    cover.walled &&= over.some(spansViewport);
  }
  return cover;
}

/**
 * What covers the hint's centre: the hit test there when it lies in the viewport, else what would
 * once it is scrolled into view (below the fold or above it). The page is never scrolled to look:
 * that would fire its scroll handlers (React Aria closes an open list on scroll). Undefined for a
 * hint no scroll brings into view (far off the page's edge, without a box): such a hint is judged
 * by the modal around it, never by the viewport's own points.
 */
export const coverOf = (hint: Element, known?: FixedAtPlaces): Cover | undefined =>
  coverAtCentre(hint) ?? coverOnceInView(hint, known);
