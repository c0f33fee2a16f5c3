// The review overlay: outlines every visible hinted element in its role's colour with its id, and
// flags every gap element in red. It lives in one fixed, pointer-events:none container inside a
// shadow root on a host appended to <html>, so it shifts no layout and takes no clicks, and it
// carries no data-semtag-* attribute, so neither the snapshot nor the review sees it.
//
// It is composed of the marks (./marks.ts: the outlines and their labels' texts), the label
// layout (./labels.ts: placing labels without overlap, docking the panel) and the panel
// (./panel.ts: the legend, counts and list of numbered labels).

import { sizeOf, viewport } from './geometry.js';
import { layoutLabels, placementOrder } from './labels.js';
import { GAP_COLOUR, createMarks, drawOutlines, markCounts, measureLabels } from './marks.js';
import { createPanel } from './panel.js';
import { cssPath, placeOf } from '../read/place.js';
import { scanGaps } from '../review/gaps.js';
import { suggestHints } from '../review/suggest.js';
import type { OutlineCounts, OverlayArgs, OverlayResult, PageResult } from '../types.js';

export { GAP_COLOUR, OTHER_COLOUR } from './marks.js';

export const OVERLAY_HOST = 'semantic-hints-overlay';

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

let active: { host: Element; detach(): void } | undefined;

function removeOverlay(): void {
  active?.detach();
  active = undefined;
  for (const host of document.querySelectorAll(OVERLAY_HOST)) host.remove();
}

/** The host, not yet attached, and the layer inside its shadow root that everything is drawn in. */
function createHost(): { host: HTMLElement; layer: HTMLElement } {
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
  return { host, layer };
}

/** Runs `layout` again after scrolling and resizing; stops when the host is gone (removed from another world, say). */
function follow(host: Element, layout: () => void): () => void {
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
  return detach;
}

export function overlay(args: OverlayArgs): PageResult<OverlayResult> {
  removeOverlay();
  if (!args.show) return { ok: true, value: { shown: false, hinted: 0, flagged: 0, panelHeight: 0 } };

  const scan = scanGaps({ scope: args.scope, includeHidden: false });
  if ('error' in scan) return { ok: false, error: scan.error };
  const suggested = new Map(args.suggest ? suggestHints({ ...scan, placeOf, pathOf: cssPath }) : []);

  const { host, layer } = createHost();
  const marked = createMarks(scan, suggested, layer);
  const { marks, hinted, flagged } = marked;
  const panel = createPanel(marked);
  // Labels above every outline, the panel above both.
  layer.append(...marks.map((mark) => mark.label), panel.element);
  document.documentElement.append(host);
  measureLabels(marks);
  const order = placementOrder(marks);

  const layout = () => {
    const view = viewport();
    const rects = drawOutlines(marks, view);
    panel.fit(view);
    panel.anchor(layoutLabels(marks, order, rects, view, panel), view);
  };
  layout();
  active = { host, detach: follow(host, layout) };

  return { ok: true, value: { shown: true, hinted, flagged, panelHeight: sizeOf(panel.element).height } };
}

/**
 * What the overlay counts, without drawing it (a review as a page is left, which must not touch the
 * page): every hinted and gap element; the overlay's suggested marks add neither.
 */
export function outlineCounts(args: { scope?: string }): PageResult<OutlineCounts> {
  const scan = scanGaps({ scope: args.scope, includeHidden: false });
  if ('error' in scan) return { ok: false, error: scan.error };
  return { ok: true, value: markCounts(scan, new Map()) };
}
