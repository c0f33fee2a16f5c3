// The review overlay: outlines every visible hinted element in its role's colour with its id, and
// flags every gap element in red. It lives in one fixed, pointer-events:none container inside a
// shadow root on a host appended to <html>, so it shifts no layout and takes no clicks, and it
// carries no data-semtag-* attribute, so neither the snapshot nor the review sees it.

import { HINT_ATTR } from './dom.js';
import { cssPath, placeOf, scanGaps } from './review.js';
import { suggestHints, suggestionLabel } from './suggest.js';
import type { GapKind, OverlayArgs, OverlayResult, PageResult } from './types.js';
import { ROLES, VOCABULARY, isRole, roleHas } from './vocabulary.js';

export const OVERLAY_HOST = 'semantic-hints-overlay';

/** Each role's colour is in the vocabulary; a hint of no known role is drawn black, and pure red is kept for gaps. */
export const OTHER_COLOUR = '#000000';
export const GAP_COLOUR = '#ff0000';

const MAX_BOXES = 5000;
/** Space kept between the viewport's edge and the panel, and between a label and its neighbours. */
const MARGIN = 6;
/** Numbered labels listed in the panel at most (a page with thousands would fill no panel). */
const MAX_LISTED = 300;
/** Step, in pixels, of the spots tried along a line. */
const SLIDE = 12;

const STYLE = `
  :host { all: initial !important; display: block !important; position: fixed !important; inset: 0 !important;
          pointer-events: none !important; z-index: 2147483647 !important; }
  .layer { position: fixed; inset: 0; pointer-events: none; overflow: hidden; }
  .box { position: absolute; box-sizing: border-box; border: 2px solid var(--c); pointer-events: none; }
  .box.gap { border: 3px solid ${GAP_COLOUR}; }
  .label { position: absolute; white-space: nowrap; font: 10px/13px ui-monospace, Menlo, Consolas, monospace;
           color: #fff; background: var(--c); padding: 0 3px; box-shadow: 0 0 0 1px #fff; }
  .label.gap { background: ${GAP_COLOUR}; }
  .panel { position: absolute; box-sizing: border-box; max-width: 380px; overflow: hidden;
           font: 10px/14px ui-monospace, Menlo, Consolas, monospace; background: rgba(255,255,255,.96); color: #111;
           padding: 4px 6px; border: 1px solid #888; }
  .chips { display: flex; flex-wrap: wrap; gap: 3px; }
  .chips span { padding: 0 4px; color: #fff; }
  .panel b { display: block; font-weight: 600; }
  .panel ol { margin: 4px 0 0; padding: 0; list-style: none; }
  .panel li { overflow-wrap: anywhere; }
  .panel li i { font-style: normal; color: #fff; padding: 0 3px; margin-right: 4px; }
`;

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Mark {
  element: Element;
  box: HTMLElement;
  label: HTMLElement;
  /** The label's full text: the id, and for a gap its kinds in full. */
  text: string;
  /** Its number in the panel's list when the full text finds no room beside the element. */
  number: number;
  colour: string;
  gap: boolean;
  /** Placed first: gaps, then controls, then regions and collections (they are big and have room). */
  rank: number;
  full: { width: number; height: number };
  badge: { width: number; height: number };
}

let active: { host: Element; detach(): void } | undefined;

function removeOverlay(): void {
  active?.detach();
  active = undefined;
  for (const host of document.querySelectorAll(OVERLAY_HOST)) host.remove();
}

const intersects = (a: Rect, b: Rect): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const overlapArea = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * Spots for a label of `w` × `h` next to `r`, in order of preference, kept inside the viewport:
 * above, inside and below its top-left corner first, then slid along those lines, then beside it.
 */
function candidates(r: Rect, w: number, h: number, view: { width: number; height: number }): Rect[] {
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
function dockCorner(
  size: { width: number; height: number },
  controls: Rect[],
  view: { width: number; height: number },
): Rect {
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

/** Whole pixels that hold the element (offsetWidth rounds a fractional width down). */
function sizeOf(element: HTMLElement): { width: number; height: number } {
  const rect = element.getBoundingClientRect();
  return { width: Math.ceil(rect.width), height: Math.ceil(rect.height) };
}

function chip(text: string, colour: string, tag: 'span' | 'i'): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  element.style.background = colour;
  return element;
}
export function overlay(args: OverlayArgs): PageResult<OverlayResult> {
  removeOverlay();
  if (!args.show) return { ok: true, value: { shown: false, hinted: 0, flagged: 0, panelHeight: 0 } };

  const scan = scanGaps({ scope: args.scope, includeHidden: false });
  if ('error' in scan) return { ok: false, error: scan.error };
  const suggested = new Map(args.suggest ? suggestHints({ ...scan, placeOf, pathOf: cssPath }) : []);

  const gapsOf = new Map<Element, GapKind[]>();
  for (const [kind, found] of scan.findings) {
    for (const finding of found) {
      for (const element of finding.elements) {
        const kinds = gapsOf.get(element) ?? [];
        if (!kinds.includes(kind)) kinds.push(kind);
        gapsOf.set(element, kinds);
      }
    }
  }
  // Hinted elements and gap elements, in document order.
  const marked = [...new Set([...scan.hinted, ...gapsOf.keys(), ...suggested.keys()])].sort((a, b) =>
    a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );

  const host = document.createElement(OVERLAY_HOST);
  host.id = OVERLAY_HOST;
  for (const [property, value] of [
    ['position', 'fixed'],
    ['inset', '0'],
    ['display', 'block'],
    ['pointer-events', 'none'],
    ['z-index', '2147483647'],
    ['margin', '0'],
    ['padding', '0'],
    ['border', '0'],
    ['background', 'transparent'],
  ] as const) {
    host.style.setProperty(property, value, 'important');
  }
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const layer = document.createElement('div');
  layer.className = 'layer';
  shadow.append(style, layer);

  const marks: Mark[] = [];
  let hinted = 0;
  let flagged = 0;
  for (const element of marked.slice(0, MAX_BOXES)) {
    const id = element.getAttribute(HINT_ATTR.id) ?? '';
    const role = element.getAttribute(HINT_ATTR.role) ?? '';
    const kinds = gapsOf.get(element);
    const suggestion = suggested.get(element);
    const colour = isRole(role) ? VOCABULARY[role].colour : OTHER_COLOUR;
    // A suggested hint is drawn as a gap: both are what the app should change.
    const flaggedHere = kinds !== undefined || suggestion !== undefined;
    const box = document.createElement('div');
    box.className = flaggedHere ? 'box gap' : 'box';
    box.style.setProperty('--c', colour);
    const label = document.createElement('div');
    label.className = flaggedHere ? 'label gap' : 'label';
    label.style.setProperty('--c', colour);
    const fix = suggestion ? suggestionLabel(suggestion) : '';
    const text = kinds
      ? `${kinds.join(', ')}${id ? `: ${id}` : ''}${fix ? ` ${fix}` : ''}`
      : [id, fix].filter(Boolean).join(' ');
    layer.append(box);
    const rank = flaggedHere ? 0 : roleHas(role, 'container') ? 2 : 1;
    const empty = { width: 0, height: 0 };
    marks.push({
      element,
      box,
      label,
      text,
      number: marks.length + 1,
      colour,
      gap: flaggedHere,
      rank,
      full: empty,
      badge: empty,
    });
    if (id) hinted++;
    if (kinds) flagged++;
  }

  // Labels above every outline, the panel above both.
  layer.append(...marks.map((mark) => mark.label));
  const panel = document.createElement('div');
  panel.className = 'panel';
  const title = document.createElement('b');
  title.textContent = `semantic-hints: ${hinted} hinted, ${flagged} flagged`;
  const chips = document.createElement('div');
  chips.className = 'chips';
  // Only the colours on screen: a page without gaps shows no red at all.
  const roles = new Set(marks.map(({ element }) => element.getAttribute(HINT_ATTR.role)));
  for (const role of ROLES) if (roles.has(role)) chips.append(chip(role, VOCABULARY[role].colour, 'span'));
  if (flagged > 0) chips.append(chip('gap', GAP_COLOUR, 'span'));
  const key = document.createElement('ol');
  const note = document.createElement('b');
  panel.append(title, chips, key, note);
  layer.append(panel);
  document.documentElement.append(host);

  // Both sizes of every label, read in two passes so that the page lays out twice, not per label.
  for (const mark of marks) mark.label.textContent = mark.text;
  for (const mark of marks) mark.full = sizeOf(mark.label);
  for (const mark of marks) mark.label.textContent = String(mark.number);
  for (const mark of marks) mark.badge = sizeOf(mark.label);
  const order = [...marks].sort((a, b) => a.rank - b.rank || a.number - b.number);

  /**
   * Outlines every element, then labels those on screen: the full text where it fits beside the
   * element without touching another label or the panel, else the element's number, listed with
   * its full text in the panel; with no room even for that, no label (the panel counts them).
   */
  const layout = () => {
    const view = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    // Every read first, then every write: one page layout, not one per element.
    const measured = marks.map((mark) => mark.element.getBoundingClientRect());
    const rects = new Map<Mark, Rect>();
    marks.forEach((mark, index) => {
      const r = measured[index]!;
      Object.assign(mark.box.style, {
        display: r.width === 0 && r.height === 0 ? 'none' : 'block',
        left: `${r.left}px`,
        top: `${r.top}px`,
        width: `${r.width}px`,
        height: `${r.height}px`,
      });
      const onScreen =
        (r.width > 0 || r.height > 0) && r.bottom > 0 && r.right > 0 && r.top < view.height && r.left < view.width;
      if (onScreen) rects.set(mark, { left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    });
    Object.assign(panel.style, {
      left: '0px',
      top: '0px',
      maxWidth: `${Math.min(380, view.width - 2 * MARGIN)}px`,
      maxHeight: `${view.height - 2 * MARGIN}px`,
    });
    const controls = [...rects].filter(([mark]) => mark.rank < 2).map(([, rect]) => rect);

    let reserve = sizeOf(panel);
    let dock: Rect = { left: 0, top: 0, right: 0, bottom: 0 };
    let plan = new Map<Mark, { spot: Rect; full: boolean }>();
    for (let pass = 0; pass < 4; pass++) {
      dock = dockCorner(reserve, controls, view);
      const taken = new Taken();
      taken.add({
        left: dock.left - MARGIN,
        top: dock.top - MARGIN,
        right: dock.right + MARGIN,
        bottom: dock.bottom + MARGIN,
      });
      plan = new Map();
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
        plan.set(mark, { spot, full });
      }
      const numbered = marks.filter((mark) => plan.get(mark)?.full === false);
      key.replaceChildren(
        ...numbered.slice(0, MAX_LISTED).map((mark) => {
          const entry = document.createElement('li');
          entry.append(chip(String(mark.number), mark.gap ? GAP_COLOUR : mark.colour, 'i'), mark.text);
          return entry;
        }),
      );
      const notes = [];
      if (numbered.length > MAX_LISTED) notes.push(`${numbered.length - MAX_LISTED} more numbers not listed`);
      if (unlabelled > 0)
        notes.push(
          `${unlabelled} label${unlabelled === 1 ? '' : 's'} left out for lack of room (outlines still drawn)`,
        );
      note.textContent = notes.join('; ');
      const size = sizeOf(panel);
      if (size.width <= dock.right - dock.left && size.height <= dock.bottom - dock.top) break;
      reserve = { width: Math.max(size.width, reserve.width), height: Math.max(size.height, reserve.height) };
    }
    for (const mark of marks) {
      const placed = plan.get(mark);
      if (!placed) {
        mark.label.style.display = 'none';
        continue;
      }
      mark.label.textContent = placed.full ? mark.text : String(mark.number);
      Object.assign(mark.label.style, { display: 'block', left: `${placed.spot.left}px`, top: `${placed.spot.top}px` });
    }
    // Anchored in its corner of the reserved area.
    const size = sizeOf(panel);
    const atRight = dock.right >= view.width - MARGIN - 1;
    const atBottom = dock.bottom >= view.height - MARGIN - 1;
    Object.assign(panel.style, {
      left: `${atRight ? dock.right - size.width : dock.left}px`,
      top: `${atBottom ? dock.bottom - size.height : dock.top}px`,
    });
  };
  layout();

  // Follow scrolling and resizing; stop when the host is gone (removed from another world, say).
  let frame = 0;
  const schedule = () => {
    if (!host.isConnected) {
      detach();
      return;
    }
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      layout();
    });
  };
  const detach = () => {
    window.removeEventListener('scroll', schedule, true);
    window.removeEventListener('resize', schedule);
    if (frame) cancelAnimationFrame(frame);
  };
  window.addEventListener('scroll', schedule, { capture: true, passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  active = { host, detach };

  return { ok: true, value: { shown: true, hinted, flagged, panelHeight: sizeOf(panel).height } };
}
