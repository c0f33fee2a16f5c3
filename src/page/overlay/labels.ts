// The review overlay's label layout: every label on screen placed where it touches no other label
// and not the panel — its full text beside the element where that fits, else its number — with the
// panel docked in the corner that covers the fewest controls, grown until its list fits.

import { MARGIN, type Rect, type Size, intersects, overlapArea } from './geometry.js';
import type { Mark } from './marks.js';

/** Step, in pixels, of the spots tried along a line. */
const SLIDE = 12;
/** Times the panel's reserved corner is grown to hold its list before the layout settles. */
const PASSES = 4;

/** What the layout asks of the panel: its size, and to list the numbered labels. */
export interface Dockable {
  size(): Size;
  list(numbered: Mark[], unlabelled: number): void;
}

/**
 * Spots for a label of `w` × `h` next to `r`, in order of preference, kept inside the viewport:
 * above, inside and below its top-left corner first, then slid along those lines, then beside it.
 */
function candidates(r: Rect, w: number, h: number, view: Size): Rect[] {
  const rows = [r.top - h, r.top, r.bottom, r.bottom - h];
  const spots: Array<[number, number]> = rows.map((y) => [r.left, y]);
  for (const y of rows) spots.push([r.right - w, y]);
  for (const y of rows)
    for (let dx = -w; dx <= Math.max(r.right - r.left, 0); dx += SLIDE) spots.push([r.left + dx, y]);
  for (const y of [r.top - 2 * h, r.bottom + h])
    for (let dx = -w; dx <= Math.max(r.right - r.left, 0); dx += SLIDE) spots.push([r.left + dx, y]);
  spots.push([r.right, r.top], [r.left - w, r.top]);
  return spots.map(([x, y]) => {
    const left = Math.round(Math.min(Math.max(x, 0), view.width - w));
    const top = Math.round(Math.min(Math.max(y, 0), view.height - h));
    return { left, top, right: left + w, bottom: top + h };
  });
}

/** The rectangles already taken, bucketed by area so that a check looks only at its neighbours. */
class Taken {
  private readonly cells = new Map<number, Rect[]>();
  private static readonly CELL = 64;

  private *keys(r: Rect): Generator<number> {
    const size = Taken.CELL;
    for (let y = Math.floor(r.top / size); y <= Math.floor(r.bottom / size); y++)
      for (let x = Math.floor(r.left / size); x <= Math.floor(r.right / size); x++) yield y * 100_000 + x;
  }

  add(r: Rect): void {
    for (const key of this.keys(r)) {
      const cell = this.cells.get(key);
      if (cell) cell.push(r);
      else this.cells.set(key, [r]);
    }
  }

  free(r: Rect): boolean {
    for (const key of this.keys(r)) if (this.cells.get(key)?.some((t) => intersects(r, t))) return false;
    return true;
  }
}

function firstFree(spots: Rect[], taken: Taken): Rect | undefined {
  return spots.find((spot) => spot.left >= 0 && spot.top >= 0 && taken.free(spot));
}

/** The corner whose panel-sized area covers the least of the controls on screen. */
function dockCorner(size: Size, controls: Rect[], view: Size): Rect {
  const w = Math.min(size.width, view.width - 2 * MARGIN);
  const h = Math.min(size.height, view.height - 2 * MARGIN);
  const corners: Array<[number, number]> = [
    [view.width - MARGIN - w, view.height - MARGIN - h],
    [view.width - MARGIN - w, MARGIN],
    [MARGIN, view.height - MARGIN - h],
    [MARGIN, MARGIN],
  ];
  let best: Rect | undefined;
  let bestCost = Infinity;
  for (const [left, top] of corners) {
    const rect = { left, top, right: left + w, bottom: top + h };
    const cost = controls.reduce((sum, control) => sum + overlapArea(rect, control), 0);
    if (cost < bestCost) [best, bestCost] = [rect, cost];
  }
  return best!;
}

/** The order labels claim their spots in: by rank, then by number. */
export function placementOrder(marks: Mark[]): Mark[] {
  return [...marks].sort((a, b) => a.rank - b.rank || a.number - b.number);
}

/** A label's spot, and whether it holds the full text (else its number). */
interface Placed {
  spot: Rect;
  full: boolean;
}

/** Each label on screen's spot, and whether it holds the full text; and how many found no room. */
function plan(order: Mark[], rects: Map<Mark, Rect>, dock: Rect, view: Size) {
  const taken = new Taken();
  taken.add({
    left: dock.left - MARGIN,
    top: dock.top - MARGIN,
    right: dock.right + MARGIN,
    bottom: dock.bottom + MARGIN,
  });
  const placed = new Map<Mark, Placed>();
  let unlabelled = 0;
  for (const mark of order) {
    const rect = rects.get(mark);
    if (!rect) continue;
    let spot = firstFree(candidates(rect, mark.full.width, mark.full.height, view), taken);
    const full = spot !== undefined && mark.full.width <= view.width;
    if (!full) spot = firstFree(candidates(rect, mark.badge.width, mark.badge.height, view), taken);
    if (!spot) {
      unlabelled++;
      continue;
    }
    taken.add(spot);
    placed.set(mark, { spot, full });
  }
  return { placed, unlabelled };
}

/**
 * Labels the marks on screen (`rects`): the full text where it fits beside the element without
 * touching another label or the panel, else the element's number, listed with its full text in the
 * panel; with no room even for that, no label (the panel counts them). Answers the panel's corner.
 */
export function layoutLabels(marks: Mark[], order: Mark[], rects: Map<Mark, Rect>, view: Size, panel: Dockable): Rect {
  const controls = [...rects].filter(([mark]) => mark.rank < 2).map(([, rect]) => rect);

  let reserve = panel.size();
  let dock: Rect = { left: 0, top: 0, right: 0, bottom: 0 };
  let placed = new Map<Mark, Placed>();
  for (let pass = 0; pass < PASSES; pass++) {
    dock = dockCorner(reserve, controls, view);
    let unlabelled;
    ({ placed, unlabelled } = plan(order, rects, dock, view));
    panel.list(
      marks.filter((mark) => placed.get(mark)?.full === false),
      unlabelled,
    );
    const size = panel.size();
    if (size.width <= dock.right - dock.left && size.height <= dock.bottom - dock.top) break;
    reserve = { width: Math.max(size.width, reserve.width), height: Math.max(size.height, reserve.height) };
  }
  writeLabels(marks, placed);
  return dock;
}

/** Each placed label's text and spot; the others hidden. */
function writeLabels(marks: Mark[], placed: Map<Mark, Placed>): void {
  for (const mark of marks) {
    const spot = placed.get(mark);
    if (!spot) {
      mark.label.style.display = 'none';
      continue;
    }
    mark.label.textContent = spot.full ? mark.text : String(mark.number);
    Object.assign(mark.label.style, { display: 'block', left: `${spot.spot.left}px`, top: `${spot.spot.top}px` });
  }
}
