// What is painted over a hint where a pointer would reach it: the hit test at its centre, when it
// is in view (references/hint-design.md "`enabled`"). Elements with `pointer-events: none` are
// passed through by every hit test, so they cover nothing.

import { composedContains } from '../dom/composed.js';

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
    if (composedContains(hint, hit) || composedContains(hit, hint)) break;
    cover.covered = true;
    if (spansViewport(hit)) cover.walled = true;
  }
  return cover;
}

/**
 * What covers the hint's centre, when that lies in the viewport. Undefined for a hint out of view
 * (below the fold, far off the page's edge, without a box): no hit test can be made there, and
 * scrolling the page to look would fire its scroll handlers (React Aria closes an open list on
 * scroll). Such a hint is judged by the modal around it, never by the viewport's own points.
 */
export const coverOf = (hint: Element): Cover | undefined => coverAtCentre(hint);
